<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>CombatantTableModel</name>
    <message>
        <location filename="../../gmtracker/ui/combatant_table_model.py" line="58"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/combatant_table_model.py" line="59"/>
        <source>Side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/combatant_table_model.py" line="60"/>
        <source>Initiative</source>
        <translation>イニシアチブ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/combatant_table_model.py" line="61"/>
        <source>Base defense</source>
        <translation>基本防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/combatant_table_model.py" line="62"/>
        <source>Hit dice</source>
        <translation>ヒットダイス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/combatant_table_model.py" line="63"/>
        <source>Wounds</source>
        <translation>負傷数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/combatant_table_model.py" line="64"/>
        <source>Bruises</source>
        <translation>打撲数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/combatant_table_model.py" line="65"/>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/combatant_table_model.py" line="69"/>
        <source>PC</source>
        <translation>プレイヤーキャラクター</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/combatant_table_model.py" line="70"/>
        <source>Ally</source>
        <translation>味方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/combatant_table_model.py" line="71"/>
        <source>Enemy</source>
        <translation>敵</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/combatant_table_model.py" line="72"/>
        <source>Neutral</source>
        <translation>中立</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gmtracker/ui/main_window.py" line="71"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/main_window.py" line="72"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/main_window.py" line="77"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/main_window.py" line="86"/>
        <source>{encounter} — GM Tracker</source>
        <translation>{encounter} — GM Tracker</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/main_window.py" line="88"/>
        <source>Combatants: %n</source>
        <translation>
            <numerusform>戦闘参加者：%n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/main_window.py" line="95"/>
        <source>Open encounter</source>
        <translation>遭遇を開く</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/main_window.py" line="97"/>
        <source>GM Tracker encounters (*.json);;All files (*)</source>
        <translation>GM Tracker 遭遇ファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/main_window.py" line="104"/>
        <source>Cannot open encounter</source>
        <translation>遭遇を開けません</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CombatantTableModel</name>
    <message>
        <location filename="../../gmtracker/ui/combatant_table_model.py" line="58"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/combatant_table_model.py" line="59"/>
        <source>Side</source>
        <translation>阵营</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/combatant_table_model.py" line="60"/>
        <source>Initiative</source>
        <translation>先攻</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/combatant_table_model.py" line="61"/>
        <source>Base defense</source>
        <translation>基础防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/combatant_table_model.py" line="62"/>
        <source>Hit dice</source>
        <translation>生命骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/combatant_table_model.py" line="63"/>
        <source>Wounds</source>
        <translation>负伤数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/combatant_table_model.py" line="64"/>
        <source>Bruises</source>
        <translation>淤伤数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/combatant_table_model.py" line="65"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/combatant_table_model.py" line="69"/>
        <source>PC</source>
        <translation>玩家角色</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/combatant_table_model.py" line="70"/>
        <source>Ally</source>
        <translation>盟友</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/combatant_table_model.py" line="71"/>
        <source>Enemy</source>
        <translation>敌人</translation>
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
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/main_window.py" line="72"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/main_window.py" line="77"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
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
            <numerusform>参战者：%n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/main_window.py" line="95"/>
        <source>Open encounter</source>
        <translation>打开遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/main_window.py" line="97"/>
        <source>GM Tracker encounters (*.json);;All files (*)</source>
        <translation>GM Tracker 遭遇文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/main_window.py" line="104"/>
        <source>Cannot open encounter</source>
        <translation>无法打开遭遇</translation>
    </message>
</context>
</TS>

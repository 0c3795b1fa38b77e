<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="47"/>
        <source>About GM Tracker</source>
        <translation>GM Tracker について</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="48"/>
        <source>GM Tracker %1</source>
        <translation>GM Tracker %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="53"/>
        <source>A table-side combat tracker for tabletop game masters.</source>
        <translation>TRPGのGMが卓で使う戦闘管理ツールです。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="54"/>
        <source>Copyright © 2026 GM Tracker contributors. Free software under the MIT licence; it runs on the software listed under Third-party notices, each under its own licence.</source>
        <translation>Copyright © 2026 GM Tracker の貢献者。MIT ライセンスのフリーソフトウェアです。「サードパーティ通知」に記載のソフトウェア上で動作し、それらのソフトウェアにはそれぞれのライセンスが適用されます。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="61"/>
        <source>&amp;Folders</source>
        <translation>フォルダー(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="62"/>
        <source>Third-party &amp;notices</source>
        <translation>サードパーティ通知(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="65"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="80"/>
        <source>Your settings, your combatant library and the recovery journal are kept here, apart from the program: uninstalling or upgrading it keeps them.</source>
        <translation>設定、戦闘参加者ライブラリ、復元ジャーナルは、プログラムとは別にここに保管されます。プログラムをアンインストールまたはアップグレードしても消えません。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="84"/>
        <source>&amp;Settings:</source>
        <translation>設定(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="85"/>
        <source>&amp;Data:</source>
        <translation>データ(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="86"/>
        <source>St&amp;ate:</source>
        <translation>状態(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="87"/>
        <source>&amp;Recovery journal:</source>
        <translation>復元ジャーナル(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="88"/>
        <source>&amp;Error log:</source>
        <translation>エラーログ(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="106"/>
        <source>&amp;Licence texts:</source>
        <translation>ライセンス文(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="115"/>
        <source>Third-party notices</source>
        <translation>サードパーティ通知</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="129"/>
        <source>Open folder</source>
        <translation>フォルダーを開く</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="130"/>
        <source>Open the folder %1</source>
        <translation>フォルダー %1 を開く</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="134"/>
        <source>Not made yet: GM Tracker makes this folder when it first writes to it.</source>
        <translation>まだ作成されていません：GM Tracker が初めて書き込むときにこのフォルダーを作成します。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="145"/>
        <source>The notices cannot be read from %1: %2</source>
        <translation>%1 から通知を読み込めません：%2</translation>
    </message>
</context>
<context>
    <name>ActionDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="150"/>
        <source>Odds</source>
        <translation>確率</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="169"/>
        <source>Enter dice</source>
        <translation>出目を入力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="191"/>
        <source>&amp;Use these dice</source>
        <translation>この出目を使う(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="193"/>
        <source>Use these dice</source>
        <translation>この出目を使う</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="205"/>
        <source>&amp;Roll</source>
        <translation>ロール(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="205"/>
        <source>Roll the dice</source>
        <translation>ダイスを振る</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="206"/>
        <source>&amp;Enter dice…</source>
        <translation>出目を入力(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="207"/>
        <source>Enter the dice rolled at the table</source>
        <translation>卓で振った出目を入力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="208"/>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="209"/>
        <source>Back to the choices, without these dice</source>
        <translation>この出目を使わずに選択に戻る</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="218"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="221"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="592"/>
        <source>The action kept asking for dice.</source>
        <translation>この操作がダイスを求め続けました。</translation>
    </message>
</context>
<context>
    <name>ActionParts</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="63"/>
        <source>seriously wounded</source>
        <translation>重傷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="64"/>
        <source>disabled</source>
        <translation>行動困難</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="65"/>
        <source>unconscious</source>
        <translation>気絶</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="67"/>
        <source>dead</source>
        <extracomment>A damage state (B5) a result leads to: the combatant is dead (an adjective, after a name).</extracomment>
        <translation>死亡</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="68"/>
        <source>seriously bruised</source>
        <translation>重打撲</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="69"/>
        <source>dazed</source>
        <translation>朦朧</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="73"/>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="74"/>
        <source>failure</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="79"/>
        <source>forced by the GM</source>
        <translation>GMによる強制</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="80"/>
        <source>critical / fumble</source>
        <translation>クリティカル／ファンブル</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="81"/>
        <source>performance values</source>
        <translation>遂行値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="82"/>
        <source>active priority (a tie)</source>
        <translation>能動側の優先権（同値）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="83"/>
        <source>player priority</source>
        <translation>プレイヤーの優先権</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="84"/>
        <source>roll-off</source>
        <translation>ダイス勝負</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="89"/>
        <source>trivial (0–9)</source>
        <translation>楽勝（0–9）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="90"/>
        <source>easy (10–29)</source>
        <translation>簡単（10–29）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="91"/>
        <source>normal (30–59)</source>
        <translation>普通（30–59）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="92"/>
        <source>hard (60–89)</source>
        <translation>難しい（60–89）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="93"/>
        <source>very hard (90–99)</source>
        <translation>困難（90–99）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="108"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="139"/>
        <source>&amp;New encounter</source>
        <translation>新しい遭遇(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="140"/>
        <source>Start an empty encounter</source>
        <translation>空の遭遇を始めます</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="143"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="144"/>
        <source>Open an encounter file</source>
        <translation>遭遇ファイルを開きます</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="147"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="148"/>
        <source>Save the encounter</source>
        <translation>遭遇を保存します</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="151"/>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="152"/>
        <source>Save the encounter under a new name</source>
        <translation>遭遇を別の名前で保存します</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="155"/>
        <source>New campai&amp;gn</source>
        <translation>新しいキャンペーン(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="156"/>
        <source>A campaign whose party is this encounter&apos;s player characters, and this encounter its first one</source>
        <translation>この遭遇のプレイヤーキャラクターをパーティーとし、この遭遇を最初の遭遇とするキャンペーンを作成します</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="160"/>
        <source>Open &amp;campaign…</source>
        <translation>キャンペーンを開く(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="161"/>
        <source>Open a campaign file: the party, the clock and the prepared encounters</source>
        <translation>キャンペーンファイルを開きます：パーティー、時計、準備した遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="164"/>
        <source>Save campaign</source>
        <translation>キャンペーンを保存</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="165"/>
        <source>Save the campaign, with the fight open from it</source>
        <translation>キャンペーンを、そこから開いている戦闘ごと保存します</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="168"/>
        <source>Save campaign as…</source>
        <translation>キャンペーンに名前を付けて保存…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="169"/>
        <source>Save the campaign under a new name</source>
        <translation>キャンペーンを別の名前で保存します</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="172"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="175"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="178"/>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="181"/>
        <source>Undo &amp;history</source>
        <translation>元に戻す履歴(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="182"/>
        <source>Show every step that can be undone</source>
        <translation>元に戻せるすべての操作を表示します</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="185"/>
        <source>Re&amp;name encounter…</source>
        <translation>遭遇の名前を変更(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="186"/>
        <source>The encounter&apos;s name and your notes on it (also: double-click the banner)</source>
        <translation>遭遇の名前とあなたのメモ（バナーのダブルクリックでも開けます）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="190"/>
        <source>&amp;Quick add…</source>
        <translation>クイック追加(&amp;Q)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="191"/>
        <source>Add combatants by typing: Goblin x4, Ayla 17</source>
        <translation>入力して戦闘参加者を追加します：ゴブリン x4、アイラ 17</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="194"/>
        <source>&amp;Add combatant</source>
        <translation>戦闘参加者を追加(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="197"/>
        <source>Add from &amp;library…</source>
        <translation>ライブラリから追加(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="200"/>
        <source>Save to librar&amp;y</source>
        <translation>ライブラリに保存(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="203"/>
        <source>&amp;Duplicate</source>
        <translation>複製(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="204"/>
        <source>Add a numbered copy of the selected combatant</source>
        <translation>選択した戦闘参加者の番号付きコピーを追加します</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="207"/>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="208"/>
        <source>Remove the selected combatants (undo brings them back)</source>
        <translation>選択した戦闘参加者を削除します（元に戻すで復活）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="211"/>
        <source>Remove all de&amp;feated</source>
        <translation>倒れた者をすべて削除(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="212"/>
        <source>Remove the dead and the unconscious who are not dying, in one step (undo brings them back)</source>
        <translation>死亡した者と、瀕死でない気絶した者を一度に削除します（元に戻すで復活）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="216"/>
        <source>C&amp;onditions…</source>
        <translation>コンディション(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="219"/>
        <source>Reso&amp;urces…</source>
        <translation>リソース(&amp;U)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="220"/>
        <source>Uses, charges, ammunition: each with a maximum, used from the table, refilled by rest or by hand</source>
        <translation>使用回数・チャージ・弾薬：それぞれ上限があり、表から使い、休息または手動で補充します</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="224"/>
        <source>U&amp;se a resource</source>
        <translation>リソースを使う(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="225"/>
        <source>One use of a resource of the selected combatant (also: double-click its States cell); Ctrl+Z takes it back</source>
        <translation>選択中の戦闘参加者のリソースを1回使います（状態のセルをダブルクリックしても可）。Ctrl+Zで取り消せます</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="229"/>
        <source>&amp;Start combat</source>
        <translation>戦闘開始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="230"/>
        <source>Sort by initiative and begin round 1</source>
        <translation>イニシアチブ順に並べてラウンド1を開始します</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="233"/>
        <source>&amp;Next turn</source>
        <translation>次の手番(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="236"/>
        <source>&amp;Previous turn</source>
        <translation>前の手番(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="239"/>
        <source>De&amp;lay</source>
        <translation>行動を遅らせる(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="240"/>
        <source>The acting combatant leaves the order without taking its turn; Act now brings it back in at any point</source>
        <translation>行動中の戦闘参加者が手番を行わずに順番から外れます。「今すぐ行動」でいつでも戻せます</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="244"/>
        <source>Rea&amp;dy an action</source>
        <translation>行動を待機(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="245"/>
        <source>The acting combatant ends its turn holding an action; Act now takes it during a later turn of this round</source>
        <translation>行動中の戦闘参加者が行動を待機して手番を終えます。「今すぐ行動」でこのラウンドの後の手番中に行います</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="249"/>
        <source>Act n&amp;ow</source>
        <translation>今すぐ行動(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="250"/>
        <source>The selected delaying combatant comes back in after whoever acts, or the ready one acts before it</source>
        <translation>選択した遅延中の戦闘参加者が行動中の者の後に戻るか、待機中の者がその前に行動します</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="254"/>
        <source>&amp;Group initiative</source>
        <translation>グループイニシアチブ(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="255"/>
        <source>The selected combatants roll initiative once and act together, each still its own row; again on a group: no longer one</source>
        <translation>選択した戦闘参加者がイニシアチブを1回だけ振って一緒に行動します（各自の行はそのまま）。グループにもう一度使うと解除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="259"/>
        <source>Roll &amp;initiative…</source>
        <translation>イニシアチブをロール(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="260"/>
        <source>Initiative for those who joined the fight (D1)</source>
        <translation>途中から戦闘に加わった者のイニシアチブ（D1）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="263"/>
        <source>&amp;End combat</source>
        <translation>戦闘終了(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="264"/>
        <source>End the fight; in a campaign&apos;s encounter, carry the party&apos;s state back to the campaign</source>
        <translation>戦闘を終了します。キャンペーンの遭遇では、パーティーの状態をキャンペーンに持ち帰ります</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="268"/>
        <source>&amp;Forecast…</source>
        <translation>戦闘予測(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="269"/>
        <source>Thousands of simulated fights from the encounter as it stands: each side&apos;s chance to win, who goes down, how long it lasts (the encounter does not change)</source>
        <translation>遭遇の現在の状態から数千回の戦闘をシミュレートし、各陣営の勝率、誰が倒れるか、戦闘がどれだけ続くかを示します（遭遇自体は変わりません）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="274"/>
        <source>&amp;Check…</source>
        <translation>判定(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="277"/>
        <source>&amp;Attack…</source>
        <translation>攻撃(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="280"/>
        <source>Da&amp;mage…</source>
        <translation>ダメージ(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="283"/>
        <source>&amp;Heal…</source>
        <translation>治療(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="286"/>
        <source>&amp;Rest / advance time…</source>
        <translation>休息・時間経過(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="289"/>
        <source>&amp;1D100 check…</source>
        <translation>1D100判定(&amp;1)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="292"/>
        <source>&amp;Grapple…</source>
        <translation>組み付き(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="293"/>
        <source>A 1D100 versus check (C5); on a win the target gets a condition (D3)</source>
        <translation>1D100 VS判定（C5）。勝てば対象にコンディションを付ける（D3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="296"/>
        <source>Roll &amp;dice…</source>
        <translation>ダイストレイ(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="299"/>
        <source>Add the &amp;party</source>
        <translation>パーティーを追加(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="300"/>
        <source>The campaign&apos;s party into this encounter, as they are now</source>
        <translation>キャンペーンのパーティーを現在の状態のままこの遭遇に加えます</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="303"/>
        <source>&amp;New prepared encounter</source>
        <translation>新しい遭遇を準備(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="304"/>
        <source>An empty encounter of the campaign, opened with the party in it: add its monsters</source>
        <translation>キャンペーンの空の遭遇を、パーティーを入れた状態で開きます。モンスターを追加してください</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="308"/>
        <source>&amp;Carry the party&apos;s state to the campaign</source>
        <translation>パーティーの状態をキャンペーンに持ち帰る(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="309"/>
        <source>Write the party&apos;s wounds, bruises, conditions and resources back to the campaign (End combat does it too)</source>
        <translation>パーティーの負傷・打撲・コンディション・リソースをキャンペーンに書き戻します（「戦闘終了」でも行われます）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="313"/>
        <source>&amp;Rest the party…</source>
        <translation>パーティーの休息(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="314"/>
        <source>Time passes for the party between fights, by the rules (B6–B12)</source>
        <translation>戦闘の合間に、ルールに従ってパーティーの時間を経過させます（B6–B12）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="317"/>
        <source>&amp;Show the party to the players between fights</source>
        <translation>戦闘の合間もパーティーをプレイヤーに表示(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="318"/>
        <source>The player view shows the party&apos;s state between fights too (off: only during an encounter)</source>
        <translation>戦闘の合間もプレイヤー画面にパーティーの状態を表示します（オフ：遭遇中のみ）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="322"/>
        <source>C&amp;lose the campaign</source>
        <translation>キャンペーンを閉じる(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="325"/>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="326"/>
        <source>Language, theme, player view, and the rule settings of encounters</source>
        <translation>言語、テーマ、プレイヤー画面、遭遇のルール設定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="329"/>
        <source>&amp;Player view</source>
        <translation>プレイヤー画面(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="330"/>
        <source>Open the player view for a second screen</source>
        <translation>2台目の画面用にプレイヤー画面を開く</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="333"/>
        <source>&amp;Share the player view…</source>
        <translation>プレイヤー画面を共有(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="334"/>
        <source>Show the player view on the players&apos; phones (local network, QR code)</source>
        <translation>プレイヤーのスマートフォンにプレイヤー画面を表示します（ローカルネットワーク、QR コード）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="337"/>
        <source>&amp;About GM Tracker</source>
        <translation>GM Tracker について(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="338"/>
        <source>The version, the licences, and the folders where your files are</source>
        <translation>バージョン、ライセンス、ファイルの保存先フォルダーを表示します</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="341"/>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="342"/>
        <source>The version and licence of Qt, the toolkit GM Tracker is built with</source>
        <translation>GM Tracker の基盤となるツールキット Qt のバージョンとライセンスを表示します</translation>
    </message>
</context>
<context>
    <name>AttackDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="71"/>
        <source>Attack</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="88"/>
        <source>Attacker</source>
        <translation>攻撃者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="91"/>
        <source>Attac&amp;ker:</source>
        <translation>攻撃者(&amp;K)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="93"/>
        <source>Attack profile</source>
        <translation>攻撃プロファイル</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="94"/>
        <source>&amp;Attack:</source>
        <translation>攻撃(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="101"/>
        <source>Resolution and what applies by itself</source>
        <translation>判定方式と自動で適用されるもの</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="123"/>
        <source>Targets</source>
        <translation>対象</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="125"/>
        <source>Target&amp;s (check one or more; 1–9):</source>
        <translation>対象(&amp;S)（1体以上にチェック、1–9）：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="159"/>
        <source>Ad-hoc attack…</source>
        <translation>即席の攻撃…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="192"/>
        <source>Unarmed/weapon</source>
        <extracomment>The ad-hoc attack offered to a combatant with no attack profile: fists or whatever weapon it holds.</extracomment>
        <translation>素手／武器</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="237"/>
        <source>There is no combatant to attack with.</source>
        <translation>攻撃できる戦闘参加者がいません。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="239"/>
        <source>%1 has no attack profile: choose an ad-hoc attack.</source>
        <translation>%1には攻撃プロファイルがありません。即席の攻撃を選んでください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="241"/>
        <source>Check at least one target.</source>
        <translation>対象を1体以上チェックしてください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="294"/>
        <source>Uses one of %1: %2 of %3 left</source>
        <translation>%1を1消費：残り%2/%3</translation>
    </message>
</context>
<context>
    <name>AttackNotes</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="39"/>
        <source>Defense check: each defender rolls d20 + (defense − 10) against 11 + the attack bonus (B1).</source>
        <translation>防御判定：各防御側が d20 + (防御値 − 10) を振り、11 + 攻撃ボーナスと比べます（B1）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="42"/>
        <source>1D100 versus check: the attacker rolls once against every target; each target rolls its own (C5, C8).</source>
        <translation>1D100 VS判定：攻撃者は1回だけ振って全対象に用い、各対象はそれぞれ振ります（C5、C8）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="44"/>
        <source>Hit check: the attacker rolls d20 against each target&apos;s defense (A14).</source>
        <translation>命中判定：攻撃者が d20 を振り、各対象の防御値と比べます（A14）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="60"/>
        <source>The attacker&apos;s %1: %2. No hit penalty, load or realistic mode in 1D100 versus checks.</source>
        <translation>攻撃者の%1：%2。1D100 VS判定では命中ペナルティ、積載状態、リアリスティックモードは適用されません。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="67"/>
        <source>Hit penalty (A16): none, not an attack action (hit penalties this turn: %1, unchanged)</source>
        <translation>命中ペナルティ（A16）：なし、攻撃アクションではない（この手番の命中ペナルティ：%1、変化なし）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="70"/>
        <source>Hit penalty (A16): none, not the attacker&apos;s own turn (an attack outside it takes no penalty dice and adds none; hit penalties of its turn: %1)</source>
        <translation>命中ペナルティ（A16）：なし、攻撃者自身の手番ではありません（手番外の攻撃はペナルティダイスを受けず、命中ペナルティも増えません。自分の手番の命中ペナルティ：%1）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="73"/>
        <source>Hit penalty (A16): penalty dice: %n (hit penalties this turn: %1; after this attack: %2)</source>
        <translation>
            <numerusform>命中ペナルティ（A16）：ペナルティダイス%n個（この手番の命中ペナルティ：%1、この攻撃後：%2）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="76"/>
        <source>Hit penalty (A16): none, the first attack this turn (after this attack: %2)</source>
        <translation>命中ペナルティ（A16）：なし、この手番の最初の攻撃（この攻撃後：%2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="79"/>
        <source>Heavy load (A11): 1 disadvantage on the hit check</source>
        <translation>重荷重（A11）：命中判定に不利1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="81"/>
        <source>Realistic mode (B10): %1 on the hit check and the damage check</source>
        <translation>リアリスティックモード（B10）：命中判定とダメージ判定に%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="84"/>
        <source>Condition %1 (D3): %2 on the hit check (A6 stacks it)</source>
        <translation>コンディション%1（D3）：命中判定に%2（A6で重複を処理）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="85"/>
        <source>Condition %1 (D3, A7): advantage %2</source>
        <translation>コンディション%1（D3、A7）：有利%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="86"/>
        <source>Condition %1 (D3, A7): disadvantage %2</source>
        <translation>コンディション%1（D3、A7）：不利%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="87"/>
        <source>Condition %1 (D3, A3): penalty dice %2</source>
        <translation>コンディション%1（D3、A3）：ペナルティダイス%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="103"/>
        <source>Disabled (B5): this attack is its standard action; %1 falls unconscious at the end of its turn</source>
        <translation>行動困難（B5）：この攻撃が標準アクションとなり、%1は手番終了時に気絶します</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="105"/>
        <source>Disabled or dazed (B5): one move or one standard action per turn</source>
        <translation>行動困難または朦朧（B5）：1手番に移動アクションか標準アクションのどちらか1回のみ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="118"/>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="121"/>
        <source>%1 %2</source>
        <extracomment>A name and its value: a 1D100 base value (&quot;Stealth 45&quot;) or a defense (&quot;reflex defense 14&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="125"/>
        <source>size difference %1 (A15)</source>
        <translation>体型差%1（A15）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="129"/>
        <source>%1 %2 on its defense (D3)</source>
        <extracomment>A condition on the target&apos;s defense: its name and the modifier (the defense shown includes it).</extracomment>
        <translation>%1：防御値 %2（D3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="132"/>
        <source>realistic mode %1 on its defense check (B10)</source>
        <translation>リアリスティックモード：防御判定に%1（B10）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="134"/>
        <source>damage check DC %1</source>
        <translation>ダメージ判定の難易度%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="143"/>
        <source>The attacker&apos;s hit check against each target.</source>
        <translation>攻撃者の各対象への命中判定。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="145"/>
        <source>Each defender&apos;s defense check.</source>
        <translation>各防御側の防御判定。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="147"/>
        <source>The attacker&apos;s advantage or disadvantage d6.</source>
        <translation>攻撃者の有利・不利のd6。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="149"/>
        <source>The attacker&apos;s 1D100 once, then each target&apos;s own.</source>
        <translation>攻撃者の1D100を1回、次に各対象の1D100。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="151"/>
        <source>A critical threat: the defender rolls the defense check again to confirm.</source>
        <translation>クリティカル可能域：防御側がもう一度防御判定を振って確定させます。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="153"/>
        <source>A hit: the damage check of each target hit.</source>
        <translation>命中：命中した各対象のダメージ判定。</translation>
    </message>
</context>
<context>
    <name>AttackProfileDialog</name>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="204"/>
        <source>Attack profile</source>
        <translation>攻撃プロファイル</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="204"/>
        <source>New attack profile</source>
        <translation>新しい攻撃プロファイル</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="209"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="210"/>
        <source>e.g. Longsword</source>
        <translation>例：ロングソード</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="211"/>
        <source>Hit check</source>
        <translation>命中判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="212"/>
        <source>&amp;Finesse (agility instead of strength)</source>
        <translation>妙技(&amp;F)（筋力の代わりに敏捷）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="213"/>
        <source>Finesse</source>
        <translation>妙技</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="214"/>
        <source>&amp;Thrown (strength instead of agility)</source>
        <translation>投擲(&amp;T)（敏捷の代わりに筋力）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="215"/>
        <source>Thrown</source>
        <translation>投擲</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="216"/>
        <source>Key attribute</source>
        <translation>主要能力値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="217"/>
        <source>Proficiency</source>
        <translation>習熟</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="218"/>
        <source>Target defense</source>
        <translation>対象の防御値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="220"/>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="222"/>
        <source>Extra damage</source>
        <translation>追加ダメージ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="223"/>
        <source>not multiplied on a critical hit</source>
        <translation>クリティカルヒットでも倍加しない</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="227"/>
        <source>Threat range from</source>
        <translation>クリティカル可能域（下限）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="228"/>
        <source>–20</source>
        <translation>–20</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="232"/>
        <source>Critical multiplier</source>
        <translation>クリティカル倍率</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="233"/>
        <source>&amp;Lethal damage</source>
        <translation>致傷ダメージ(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="234"/>
        <source>Lethal</source>
        <translation>致傷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="235"/>
        <source>Size difference</source>
        <translation>体型差</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="238"/>
        <source>Weapon modifier</source>
        <translation>武器修正値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="239"/>
        <source>1D100 base value</source>
        <translation>1D100の基本能力値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="242"/>
        <source>Target&apos;s 1D100 base value</source>
        <translation>対象の1D100基本能力値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="246"/>
        <source>Spends one of</source>
        <translation>消費するリソース</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="247"/>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="252"/>
        <source>Each attack with it uses one; none left, no attack. The combatant&apos;s resources: Combatants ▸ Resources… (Ctrl+Shift+U)</source>
        <translation>この攻撃のたびに1消費し、残りがなければ攻撃できません。戦闘参加者のリソース：戦闘参加者 ▸ リソース…（Ctrl+Shift+U）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="257"/>
        <source>&amp;Name</source>
        <translation>名前(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="258"/>
        <source>&amp;Hit check</source>
        <translation>命中判定(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="261"/>
        <source>&amp;Key attribute</source>
        <translation>主要能力値(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="262"/>
        <source>&amp;Proficiency</source>
        <translation>習熟(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="263"/>
        <source>Target &amp;defense</source>
        <translation>対象の防御値(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="264"/>
        <source>Da&amp;mage</source>
        <translation>ダメージ(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="265"/>
        <source>E&amp;xtra damage</source>
        <translation>追加ダメージ(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="266"/>
        <source>Th&amp;reat range</source>
        <translation>クリティカル可能域(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="267"/>
        <source>&amp;Critical ×</source>
        <translation>クリティカル倍率(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="269"/>
        <source>&amp;Size difference</source>
        <translation>体型差(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="270"/>
        <source>&amp;Weapon modifier</source>
        <translation>武器修正値(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="271"/>
        <source>1D100 &amp;base value</source>
        <translation>1D100基本能力値(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="272"/>
        <source>Tar&amp;get&apos;s base value</source>
        <translation>対象の基本能力値(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="273"/>
        <source>Sp&amp;ends one of</source>
        <translation>消費するリソース(&amp;E)</translation>
    </message>
</context>
<context>
    <name>AttackProfiles</name>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="70"/>
        <source>melee</source>
        <translation>近接</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="71"/>
        <source>ranged</source>
        <translation>遠隔</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="72"/>
        <source>special</source>
        <translation>特殊</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="75"/>
        <source>by range (A14)</source>
        <translation>近接／遠隔で決まる（A14）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="76"/>
        <source>strength</source>
        <translation>筋力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="77"/>
        <source>agility</source>
        <translation>敏捷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="78"/>
        <source>size</source>
        <translation>体型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="79"/>
        <source>spirit</source>
        <translation>霊性</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="80"/>
        <source>intellect</source>
        <translation>知力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="83"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="84"/>
        <source>half</source>
        <translation>半分</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="85"/>
        <source>full</source>
        <translation>全部</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="88"/>
        <source>base</source>
        <translation>基本</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="89"/>
        <source>physique</source>
        <translation>体格</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="90"/>
        <source>reflex</source>
        <translation>反応</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="91"/>
        <source>mind</source>
        <translation>精神</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="94"/>
        <source>no size difference</source>
        <translation>体型差なし</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="95"/>
        <source>favours the bigger</source>
        <translation>大きい方に有利</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="96"/>
        <source>favours the smaller</source>
        <translation>小さい方に有利</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="103"/>
        <source>%1 — %2, %3 vs %4, threat %5 ×%6</source>
        <translation>%1 — %2、%3、対%4防御、クリティカル可能域 %5 ×%6</translation>
    </message>
</context>
<context>
    <name>AttackProfilesEditor</name>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="414"/>
        <source>Attack profiles</source>
        <translation>攻撃プロファイル</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="419"/>
        <source>&amp;Add…</source>
        <translation>追加(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="419"/>
        <source>Add an attack profile</source>
        <translation>攻撃プロファイルを追加</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="421"/>
        <source>Ed&amp;it…</source>
        <translation>編集(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="422"/>
        <source>Edit the selected attack profile</source>
        <translation>選択した攻撃プロファイルを編集</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="423"/>
        <source>Rem&amp;ove</source>
        <translation>削除(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="424"/>
        <source>Remove the selected attack profile</source>
        <translation>選択した攻撃プロファイルを削除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="425"/>
        <source>&amp;Up</source>
        <translation>上へ(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="426"/>
        <source>Move the selected attack profile up</source>
        <translation>選択した攻撃プロファイルを上へ移動</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="427"/>
        <source>&amp;Down</source>
        <translation>下へ(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="428"/>
        <source>Move the selected attack profile down</source>
        <translation>選択した攻撃プロファイルを下へ移動</translation>
    </message>
</context>
<context>
    <name>AttackResults</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="57"/>
        <source>d20 %1</source>
        <translation>d20 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="58"/>
        <source>d20 %1 of %2</source>
        <translation>d20 %1（%2のうち）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="66"/>
        <source>, d6 %1</source>
        <translation>、d6 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="67"/>
        <source>Hit check: %1 (%2 %3) against %4 %5 → %6</source>
        <translation>命中判定：%1（%2 %3）対 %4 %5 → %6</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="71"/>
        <source> (critical failure)</source>
        <translation>（大失敗）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="75"/>
        <source>%1 (%2 %3) against %4</source>
        <translation>%1（%2 %3）対 %4</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="81"/>
        <source>Defense check by %1: %2</source>
        <translation>%1の防御判定：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="83"/>
        <source> (natural 20: always misses)</source>
        <translation>（ナチュラル20：必ず外れる）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="85"/>
        <source> (natural 1: always hits)</source>
        <translation>（ナチュラル1：必ず命中）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="86"/>
        <source> → %1</source>
        <translation> → %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="89"/>
        <source>Critical threat; confirmation roll: %1</source>
        <translation>クリティカル可能域。確定ロール：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="94"/>
        <source> critical</source>
        <translation> クリティカル</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="94"/>
        <source> fumble</source>
        <translation> ファンブル</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="95"/>
        <source>%1 (1D100 %2%3 %4)</source>
        <translation>%1（1D100 %2%3 %4）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="100"/>
        <source>Versus check: %1 %2 against %3 %4 → %5</source>
        <translation>VS判定：%1 %2 対 %3 %4 → %5</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="103"/>
        <source> (decided by critical or fumble, C6)</source>
        <translation>（クリティカル／ファンブルで決定、C6）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="105"/>
        <source> (a tie: the active side wins, C7)</source>
        <translation>（同値：能動側の勝ち、C7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="111"/>
        <source>Damage check</source>
        <translation>ダメージ判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="111"/>
        <source>Damage check (nonlethal)</source>
        <translation>ダメージ判定（非致傷）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="113"/>
        <source> ×%1</source>
        <translation> ×%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="116"/>
        <source>%1: %2 (d20 %3 %4) against DC %5 → %6</source>
        <translation>%1：%2（d20 %3 %4）対難易度%5 → %6</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="120"/>
        <source> (damage reduction %1, B2)</source>
        <translation>（ダメージ減少%1、B2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="123"/>
        <source>Wound count %1 → %2</source>
        <translation>負傷数 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="125"/>
        <source>Bruise count %1 → %2</source>
        <translation>打撲数 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="127"/>
        <source>Now: %1</source>
        <translation>新たに：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="129"/>
        <source>Already: %1</source>
        <translation>既に：%1</translation>
    </message>
</context>
<context>
    <name>AttackWords</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_card.py" line="39"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="44"/>
        <source>miss</source>
        <translation>外れ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="45"/>
        <source>hit</source>
        <translation>命中</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="46"/>
        <source>critical hit</source>
        <translation>クリティカルヒット</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="48"/>
        <source>no effect</source>
        <translation>効果なし</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="49"/>
        <source>wound</source>
        <translation>負傷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="50"/>
        <source>bruise</source>
        <translation>打撲</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="51"/>
        <source>seriously wounded</source>
        <translation>重傷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="52"/>
        <source>seriously bruised</source>
        <translation>重打撲</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="53"/>
        <source>disabled</source>
        <translation>行動困難</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="54"/>
        <source>dazed</source>
        <translation>朦朧</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="55"/>
        <source>unconscious</source>
        <translation>気絶</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="57"/>
        <source>dead</source>
        <extracomment>A damage outcome in the attack&apos;s odds and results: the target is dead (an adjective).</extracomment>
        <translation>死亡</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="59"/>
        <source>base defense</source>
        <translation>基本防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="60"/>
        <source>physique defense</source>
        <translation>体格防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="61"/>
        <source>reflex defense</source>
        <translation>反応防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="62"/>
        <source>mind defense</source>
        <translation>精神防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="64"/>
        <source>melee</source>
        <translation>近接</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="65"/>
        <source>ranged</source>
        <translation>遠隔</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="66"/>
        <source>special</source>
        <translation>特殊</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="68"/>
        <source>strength</source>
        <translation>筋力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="69"/>
        <source>agility</source>
        <translation>敏捷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="70"/>
        <source>size</source>
        <translation>体型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="71"/>
        <source>spirit</source>
        <translation>霊性</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="72"/>
        <source>intellect</source>
        <translation>知力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="74"/>
        <source>status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="75"/>
        <source>environment</source>
        <translation>環境</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="76"/>
        <source>potency</source>
        <translation>効力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="77"/>
        <source>situational</source>
        <translation>状況</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="78"/>
        <source>free</source>
        <translation>自由</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="90"/>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>BaseValue</name>
    <message>
        <location filename="../../gmtracker/encounter/base_values.py" line="26"/>
        <source>accuracy</source>
        <extracomment>The 1D100 base ability value an attacker rolls with (seed 002: 命中, as in &quot;命中などの基本能力値&quot;).</extracomment>
        <translation>命中</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/base_values.py" line="28"/>
        <source>evasion</source>
        <extracomment>The 1D100 base ability value a defender rolls with (seed 002: 回避, as in &quot;回避などの基本能力値&quot;).</extracomment>
        <translation>回避</translation>
    </message>
</context>
<context>
    <name>Breakdown</name>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="126"/>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="126"/>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="171"/>
        <source>degree from the total</source>
        <translation>合計による成功度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="190"/>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="196"/>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="207"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="225"/>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="252"/>
        <source>d20</source>
        <translation>d20</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="225"/>
        <source>d20, penalty die</source>
        <translation>d20（ペナルティダイス）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="244"/>
        <source>%1 (kept)</source>
        <translation>%1（採用）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="244"/>
        <source>%1 (dropped)</source>
        <translation>%1（除外）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="252"/>
        <source>d20, for the attacker&apos;s penalty die</source>
        <translation>d20（攻撃者のペナルティダイスによる追加）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="266"/>
        <source>advantage d6</source>
        <translation>有利のd6</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="266"/>
        <source>disadvantage d6</source>
        <translation>不利のd6</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="267"/>
        <source>%1 (kept: %2)</source>
        <translation>%1（採用：%2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="267"/>
        <source>%1 (dropped: %2)</source>
        <translation>%1（除外：%2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="271"/>
        <source>%1, applied: %2</source>
        <translation>%1、適用：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="271"/>
        <source>%1, discarded: %2</source>
        <translation>%1、破棄：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="283"/>
        <source>%1 modifier</source>
        <translation>%1修正値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="284"/>
        <source>%1 modifier: %2</source>
        <translation>%1修正値：%2</translation>
    </message>
</context>
<context>
    <name>BreakdownPane</name>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log_breakdown.py" line="68"/>
        <source>Breakdown of the selected entry</source>
        <translation>選択した項目の内訳</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log_breakdown.py" line="69"/>
        <source>Dice, modifiers and rules of the selected entry</source>
        <translation>選択した項目のダイス、修正値、ルール</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log_breakdown.py" line="71"/>
        <source>Item</source>
        <extracomment>The Breakdown pane&apos;s columns: a die, modifier or part of the roll; its value; the rule ids.</extracomment>
        <translation>項目</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log_breakdown.py" line="71"/>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log_breakdown.py" line="71"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log_breakdown.py" line="73"/>
        <location filename="../../gmtracker/ui/panels/roll_log_breakdown.py" line="80"/>
        <source>Select an entry to see every die and modifier.</source>
        <translation>項目を選ぶと、すべてのダイスと修正値を表示します。</translation>
    </message>
</context>
<context>
    <name>Campaign</name>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="47"/>
        <source>GM Tracker campaigns (*.gmtcampaign.json);;All files (*)</source>
        <translation>GM Tracker キャンペーンファイル (*.gmtcampaign.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="59"/>
        <source>New campaign</source>
        <translation>新しいキャンペーン</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="67"/>
        <source>New campaign: a party of %1. Save it with File ▸ Save campaign.</source>
        <translation>新しいキャンペーン：パーティーは%1人です。「ファイル ▸ キャンペーンを保存」で保存してください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="77"/>
        <source>Open campaign</source>
        <translation>キャンペーンを開く</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="88"/>
        <source>Cannot open campaign</source>
        <translation>キャンペーンを開けません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="118"/>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="141"/>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="147"/>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="183"/>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="196"/>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="214"/>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="218"/>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="240"/>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="261"/>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="294"/>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="307"/>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="323"/>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="333"/>
        <source>Not possible</source>
        <translation>実行できません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="142"/>
        <source>No campaign is open: open one (File ▸ Open campaign) to add its party.</source>
        <translation>開いているキャンペーンがありません。パーティーを追加するには、キャンペーンを開いてください（ファイル ▸ キャンペーンを開く）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="149"/>
        <source>Add the party</source>
        <translation>パーティーを追加</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="159"/>
        <source>End combat</source>
        <translation>戦闘終了</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="160"/>
        <source>End the combat and carry the party&apos;s state (wounds, bruises, conditions, resources, rest) to the campaign?</source>
        <translation>戦闘を終了し、パーティーの状態（負傷・打撲・コンディション・リソース・休息）をキャンペーンに持ち帰りますか？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="164"/>
        <source>&amp;Carry the party&apos;s state to the campaign</source>
        <translation>パーティーの状態をキャンペーンに持ち帰る(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="166"/>
        <source>&amp;End combat only</source>
        <translation>戦闘終了のみ(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="184"/>
        <source>The encounter shown is not one of the campaign&apos;s: open it from the campaign&apos;s panel.</source>
        <translation>表示中の遭遇はキャンペーンの遭遇ではありません。キャンペーンのパネルから遭遇を開いてください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="194"/>
        <source>Carry the party back from %1</source>
        <translation>%1からパーティーを持ち帰る</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="198"/>
        <source>The party&apos;s state is in the campaign.</source>
        <translation>パーティーの状態をキャンペーンに持ち帰りました。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="214"/>
        <source>The campaign has no party yet.</source>
        <translation>キャンペーンにはまだパーティーがいません。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="219"/>
        <source>The party is in a fight: end it (End combat carries their state back) before they rest.</source>
        <translation>パーティーは戦闘中です。休息の前に戦闘を終了してください（「戦闘終了」でパーティーの状態をキャンペーンに持ち帰れます）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="224"/>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="237"/>
        <source>Rest the party</source>
        <translation>パーティーの休息</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="296"/>
        <source>Move a prepared encounter</source>
        <translation>準備した遭遇を移動</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="303"/>
        <source>%1 (copy)</source>
        <translation>%1（コピー）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="309"/>
        <source>Duplicate a prepared encounter</source>
        <translation>準備した遭遇を複製</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="316"/>
        <source>Mark an encounter done</source>
        <translation>遭遇を完了済みにする</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="316"/>
        <source>Mark an encounter not done</source>
        <translation>遭遇を未完了に戻す</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="324"/>
        <source>No campaign is open: File ▸ New campaign makes one from this encounter&apos;s player characters.</source>
        <translation>開いているキャンペーンがありません。「ファイル ▸ 新しいキャンペーン」で、この遭遇のプレイヤーキャラクターからキャンペーンを作成できます。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="329"/>
        <source>Encounter %1</source>
        <translation>遭遇%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="335"/>
        <source>New prepared encounter</source>
        <translation>新しい遭遇を準備</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="371"/>
        <source>Carry the party&apos;s state?</source>
        <translation>パーティーの状態を持ち帰りますか？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="372"/>
        <source>The party&apos;s state in this encounter differs from the campaign&apos;s. Carry it to the campaign before leaving?</source>
        <translation>この遭遇のパーティーの状態がキャンペーンのものと異なります。移動する前にキャンペーンに持ち帰りますか？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="395"/>
        <source>Save campaign</source>
        <translation>キャンペーンを保存</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="393"/>
        <source>Campaign</source>
        <translation>キャンペーン</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="403"/>
        <source>File changed on disk</source>
        <translation>ディスク上のファイルが変更されました</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="404"/>
        <source>The campaign file %1 was changed or deleted by another program after GM Tracker opened or saved it. Overwrite it?</source>
        <translation>キャンペーンファイル %1 は、GM Tracker が開くか保存した後に、別のプログラムによって変更または削除されました。上書きしますか？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="413"/>
        <source>Cannot save campaign</source>
        <translation>キャンペーンを保存できません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="414"/>
        <source>The campaign stays open with all its changes.</source>
        <translation>キャンペーンはすべての変更を保ったまま開いています。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="431"/>
        <source>Show the party between fights</source>
        <translation>戦闘の合間もパーティーを表示</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="432"/>
        <source>Hide the party between fights</source>
        <translation>戦闘の合間はパーティーを非表示</translation>
    </message>
</context>
<context>
    <name>CampaignPanel</name>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="57"/>
        <source>Campaign</source>
        <translation>キャンペーン</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="79"/>
        <source>Party</source>
        <translation>パーティー</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="84"/>
        <source>The party and their state</source>
        <translation>パーティーとその状態</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="98"/>
        <source>&amp;Rest the party…</source>
        <translation>パーティーの休息(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="105"/>
        <source>Encounters</source>
        <translation>遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="108"/>
        <source>The campaign&apos;s encounters, in order</source>
        <translation>キャンペーンの遭遇（順番どおり）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="115"/>
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="117"/>
        <source>Up</source>
        <translation>上へ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="118"/>
        <source>Down</source>
        <translation>下へ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="119"/>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="121"/>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="123"/>
        <source>New</source>
        <translation>新規</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="133"/>
        <source>Campaign log</source>
        <translation>キャンペーンログ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="136"/>
        <source>The campaign&apos;s log: rests and carries</source>
        <translation>キャンペーンのログ：休息と持ち帰り</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="157"/>
        <source>Untitled campaign</source>
        <translation>無題のキャンペーン</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="159"/>
        <source>saved</source>
        <translation>保存済み</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="159"/>
        <source>not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="160"/>
        <source>Clock: %1 · %2</source>
        <translation>時計：%1 · %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="171"/>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="173"/>
        <source>in progress</source>
        <translation>進行中</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="175"/>
        <source>open</source>
        <translation>表示中</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="176"/>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
</context>
<context>
    <name>CheckDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="53"/>
        <source>Check</source>
        <translation>判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="59"/>
        <source>Modifiers (A6)</source>
        <translation>修正値（A6）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="99"/>
        <source>&amp;Roll</source>
        <translation>ロール(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="161"/>
        <source>Degree shifts from other sources (A8)</source>
        <translation>その他の要因による成功度の変動（A8）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="166"/>
        <source>Lar&amp;gest raise:</source>
        <translation>最大の上昇(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="166"/>
        <source>Largest raise of the degree</source>
        <translation>成功度の最大の上昇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="167"/>
        <source>Largest &amp;lowering:</source>
        <translation>最大の低下(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="167"/>
        <source>Largest lowering of the degree</source>
        <translation>成功度の最大の低下</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="99"/>
        <source>&amp;Resolve</source>
        <translation>解決(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="111"/>
        <source>Success or better: %1</source>
        <translation>成功以上：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="181"/>
        <source>decided by the roll: competes with the advantage die (A7)</source>
        <translation>ロールで決まる：有利ダイスと競合（A7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="182"/>
        <source>decided by the roll: competes with the disadvantage die (A7)</source>
        <translation>ロールで決まる：不利ダイスと競合（A7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="188"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="197"/>
        <source>Skill trial: nothing is added (B11).</source>
        <translation>技能試練：何も加算されません（B11）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="198"/>
        <source>Skill trial: +%1 to the %2 (DC − result, B11).</source>
        <translation>技能試練：%2に+%1（難易度 − 判定結果、B11）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="199"/>
        <source>wound count</source>
        <translation>負傷数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="199"/>
        <source>bruise count</source>
        <translation>打撲数</translation>
    </message>
</context>
<context>
    <name>CheckResultPanel</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="29"/>
        <source>Result</source>
        <translation>判定結果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="34"/>
        <source>Result breakdown</source>
        <translation>結果の内訳</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="44"/>
        <source>Rer&amp;oll</source>
        <translation>振り直し(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="44"/>
        <source>Reroll</source>
        <translation>振り直し</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="45"/>
        <source>E&amp;nter reroll…</source>
        <translation>振り直しを入力(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="46"/>
        <source>Enter reroll</source>
        <translation>振り直しを入力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="47"/>
        <source>Change d&amp;ie</source>
        <translation>出目を変更(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="47"/>
        <source>Change die</source>
        <translation>出目を変更</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="50"/>
        <source>New value of the d20</source>
        <translation>d20の新しい値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="61"/>
        <source>Dis&amp;card roll</source>
        <translation>ロールを破棄(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="61"/>
        <source>Discard roll</source>
        <translation>ロールを破棄</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="62"/>
        <source>Drop these dice and go back to the setup (e.g. a typo in the entered dice). This is not a reroll.</source>
        <translation>この出目を破棄して設定に戻ります（入力した出目の打ち間違いなど）。振り直しではありません。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="89"/>
        <source>A passive check has no die to reroll or change (A4).</source>
        <translation>パッシブ判定には振り直しや変更をするダイスがありません（A4）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="91"/>
        <source>The d20 was rerolled or changed: the new value must be accepted (A5).</source>
        <translation>d20は振り直しまたは変更済みです。新しい値を受け入れなければなりません（A5）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="93"/>
        <source>Type the rerolled d20s above, then use them.</source>
        <translation>振り直したd20を上に入力してから使ってください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="95"/>
        <source>One reroll or one change of the d20 per check (A5).</source>
        <translation>d20の振り直しか変更は1回の判定につき1回までです（A5）。</translation>
    </message>
</context>
<context>
    <name>CheckSetup</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="54"/>
        <source>Check</source>
        <translation>判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="58"/>
        <source>GM / nobody</source>
        <translation>GM／なし</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="74"/>
        <source>&amp;Hidden DC</source>
        <translation>非公開難易度(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="76"/>
        <source>e.g. climb the mill wall</source>
        <translation>例：水車小屋の壁を登る</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="78"/>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="79"/>
        <source>failure adds the shortfall to the wound count</source>
        <translation>失敗時、不足分を負傷数に加える</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="80"/>
        <source>failure adds the shortfall to the bruise count</source>
        <translation>失敗時、不足分を打撲数に加える</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="83"/>
        <source>&amp;Who:</source>
        <translation>判定者(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="83"/>
        <source>Who makes the check</source>
        <translation>判定を行う者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="84"/>
        <source>&amp;Kind:</source>
        <translation>種類(&amp;K)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="84"/>
        <source>Kind of check</source>
        <translation>判定の種類</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="85"/>
        <source>A&amp;ttribute:</source>
        <translation>能力値(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="85"/>
        <source>Attribute</source>
        <translation>能力値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="86"/>
        <source>Attribute bonus</source>
        <translation>能力値ボーナス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="87"/>
        <source>&amp;Proficiency:</source>
        <translation>習熟(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="87"/>
        <source>Proficiency</source>
        <translation>習熟</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="88"/>
        <source>Proficiency bonus</source>
        <translation>習熟ボーナス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="89"/>
        <source>&amp;DC:</source>
        <translation>難易度(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="89"/>
        <source>DC</source>
        <translation>難易度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="90"/>
        <source>Hidden DC</source>
        <translation>非公開難易度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="91"/>
        <source>&amp;For:</source>
        <translation>目的(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="91"/>
        <source>What the check is for</source>
        <translation>判定の目的</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="92"/>
        <source>Skill &amp;trial:</source>
        <translation>技能試練(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="92"/>
        <source>Skill trial (B11)</source>
        <translation>技能試練（B11）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="95"/>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="96"/>
        <source>bonus</source>
        <translation>ボーナス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="104"/>
        <source>The DC is not announced: the player still sees their own result (A2).</source>
        <translation>難易度は公開しません。プレイヤーは自分の判定結果を見られます（A2）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="105"/>
        <source>B11: a failed skill check still gives partial information; the shortfall (DC − result) is added to a count.</source>
        <translation>B11：技能判定に失敗しても一部の情報は得られます。不足分（難易度 − 判定結果）を負傷数か打撲数に加えます。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="120"/>
        <source>Dice</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="127"/>
        <source>&amp;Advantage:</source>
        <translation>有利(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="127"/>
        <source>Advantage</source>
        <translation>有利</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="128"/>
        <source>Disad&amp;vantage:</source>
        <translation>不利(&amp;V)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="128"/>
        <source>Disadvantage</source>
        <translation>不利</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="129"/>
        <source>Penalt&amp;y dice:</source>
        <translation>ペナルティダイス(&amp;Y)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="129"/>
        <source>Penalty dice</source>
        <translation>ペナルティダイス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="131"/>
        <source>Pa&amp;ssive check: 10 + bonuses, no dice (A4)</source>
        <translation>パッシブ判定(&amp;S)：10 + ボーナス、ダイスなし（A4）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="133"/>
        <source>Passive check</source>
        <translation>パッシブ判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="141"/>
        <source>A7: each advantage cancels one disadvantage; each one left rolls a d6, and the highest counts as a situational value.</source>
        <translation>A7：有利1つが不利1つを打ち消します。残った1つごとにd6を振り、最も高い出目を状況修正値とします。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="143"/>
        <source>A3: each penalty die adds a d20 and the lowest is kept; at most 2.</source>
        <translation>A3：ペナルティダイス1個ごとにd20を1個追加し、最も低い出目を採用します。最大2個です。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="237"/>
        <source>Advantage from the actor&apos;s conditions: %n — %1</source>
        <translation>
            <numerusform>行動者のコンディションによる有利：%n —— %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="242"/>
        <source>Disadvantage from the actor&apos;s state: %n — %1</source>
        <translation>
            <numerusform>判定者の状態による不利：%n — %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="246"/>
        <source>Penalty dice from the actor&apos;s conditions: %n — %1</source>
        <translation>
            <numerusform>行動者のコンディションによるペナルティダイス：%n個 —— %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="252"/>
        <source>At least %n from the actor&apos;s state.</source>
        <translation>
            <numerusform>判定者の状態により最低%n。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckWords</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="37"/>
        <source>critical success</source>
        <translation>大成功</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="38"/>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="39"/>
        <source>failure</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="40"/>
        <source>critical failure</source>
        <translation>大失敗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="42"/>
        <source>pure roll check</source>
        <translation>ダイス判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="43"/>
        <source>attribute check</source>
        <translation>能力値判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="44"/>
        <source>hit check</source>
        <translation>命中判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="46"/>
        <source>strength</source>
        <translation>筋力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="47"/>
        <source>agility</source>
        <translation>敏捷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="48"/>
        <source>size</source>
        <translation>体型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="49"/>
        <source>spirit</source>
        <translation>霊性</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="50"/>
        <source>intellect</source>
        <translation>知力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="52"/>
        <source>not trained</source>
        <translation>未訓練</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="53"/>
        <source>half proficiency</source>
        <translation>習熟ボーナス半分</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="54"/>
        <source>full proficiency</source>
        <translation>習熟ボーナス全部</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="56"/>
        <source>status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="57"/>
        <source>environment</source>
        <translation>環境</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="58"/>
        <source>potency</source>
        <translation>効力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="59"/>
        <source>situational</source>
        <translation>状況</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="60"/>
        <source>free</source>
        <translation>自由</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="62"/>
        <source>realistic mode</source>
        <translation>リアリスティックモード</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="63"/>
        <source>advantage die</source>
        <translation>有利ダイス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="64"/>
        <source>disadvantage die</source>
        <translation>不利ダイス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="66"/>
        <source>no effect</source>
        <translation>効果なし</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="67"/>
        <source>wound</source>
        <translation>負傷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="68"/>
        <source>bruise</source>
        <translation>打撲</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="69"/>
        <source>seriously wounded</source>
        <translation>重傷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="70"/>
        <source>seriously bruised</source>
        <translation>重打撲</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="71"/>
        <source>disabled</source>
        <translation>行動困難</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="72"/>
        <source>dazed</source>
        <translation>朦朧</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="73"/>
        <source>unconscious</source>
        <translation>気絶</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="75"/>
        <source>dead</source>
        <extracomment>A damage state (B5) of the actor: dead (an adjective).</extracomment>
        <translation>死亡</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="77"/>
        <source>wound count</source>
        <translation>負傷数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="78"/>
        <source>bruise count</source>
        <translation>打撲数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="82"/>
        <source>applies: free modifiers add up</source>
        <translation>適用：自由修正値は合算</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="83"/>
        <source>applies: the highest bonus of its type</source>
        <translation>適用：同種で最も高いボーナス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="84"/>
        <source>applies: the lowest penalty of its type</source>
        <translation>適用：同種で最も低いペナルティ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="85"/>
        <source>applies: the highest potency</source>
        <translation>適用：最も高い効力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="86"/>
        <source>applies: the one situational value</source>
        <translation>適用：唯一の状況値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="87"/>
        <source>discarded: a higher bonus of this type applies</source>
        <translation>破棄：同種のより高いボーナスが適用</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="88"/>
        <source>discarded: a lower penalty of this type applies</source>
        <translation>破棄：同種のより低いペナルティが適用</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="89"/>
        <source>discarded: a higher potency applies</source>
        <translation>破棄：より高い効力が適用</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="90"/>
        <source>discarded: another situational value applies</source>
        <translation>破棄：別の状況値が適用</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="92"/>
        <source>discarded: an equal situational bonus and penalty cancel</source>
        <translation>破棄：同じ大きさの状況ボーナスとペナルティが相殺</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="94"/>
        <source>no effect: the value is 0</source>
        <translation>効果なし：値が0</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="98"/>
        <source>heavy load (A11)</source>
        <translation>重荷重（A11）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="99"/>
        <source>seriously wounded: hit points at half or less (A10)</source>
        <translation>重傷：HPが半分以下（A10）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="100"/>
        <source>realistic mode: the wound count as a penalty (B10)</source>
        <translation>リアリスティックモード：負傷数をペナルティとする（B10）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="101"/>
        <source>hit penalty (A16)</source>
        <translation>命中ペナルティ（A16）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="102"/>
        <source>size difference (A15)</source>
        <translation>体型差（A15）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="103"/>
        <source>penalty dice capped at 2 (A3)</source>
        <translation>ペナルティダイスは最大2個（A3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="104"/>
        <source>modifier from a condition (D3)</source>
        <translation>コンディションによる修正値（D3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="105"/>
        <source>advantage from a condition (D3, A7)</source>
        <translation>コンディションによる有利（D3、A7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="106"/>
        <source>disadvantage from a condition (D3, A7)</source>
        <translation>コンディションによる不利（D3、A7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="107"/>
        <source>penalty dice from a condition (D3, A3)</source>
        <translation>コンディションによるペナルティダイス（D3、A3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="108"/>
        <source>the target&apos;s defense, from a condition (D3, A17)</source>
        <translation>対象の防御値、コンディションによる（D3、A17）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="112"/>
        <source>first roll</source>
        <translation>初回ロール</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="113"/>
        <source>rerolled</source>
        <translation>振り直し</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="114"/>
        <source>die changed</source>
        <translation>出目変更</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="115"/>
        <source>modifiers changed</source>
        <translation>修正値変更</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="116"/>
        <source>degree shifted</source>
        <translation>成功度変動</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="179"/>
        <source>%1 %2</source>
        <extracomment>A modifier&apos;s type (%1, &quot;situational&quot;) and its signed value (%2, &quot;+2&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="181"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="195"/>
        <source>Passive check: 10 instead of a d20 (A4)</source>
        <translation>パッシブ判定：d20の代わりに10（A4）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="199"/>
        <source>d20: %1 — the lowest is kept (penalty dice, A3)</source>
        <translation>d20：%1 — 最も低い出目を採用（ペナルティダイス、A3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="202"/>
        <source>d20: %1</source>
        <translation>d20：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="207"/>
        <source>advantage d6</source>
        <translation>有利のd6</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="208"/>
        <source>disadvantage d6</source>
        <translation>不利のd6</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="166"/>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="209"/>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="218"/>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="223"/>
        <source>%1: %2</source>
        <extracomment>A condition&apos;s adjustment and the condition&apos;s name: &quot;advantage from a condition (D3, A7): Blessed&quot;.</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="221"/>
        <source>attribute: %1</source>
        <translation>能力値：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="232"/>
        <source>DC %1 (hidden)</source>
        <translation>難易度%1（非公開）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="232"/>
        <source>DC %1</source>
        <translation>難易度%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="233"/>
        <source>Total %1 vs %2</source>
        <translation>合計%1 対 %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="239"/>
        <source>%1: %2 → %3</source>
        <translation>%1：%2 → %3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="243"/>
        <source>Versions:</source>
        <translation>履歴：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="252"/>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="261"/>
        <source>Degree:</source>
        <translation>成功度：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="253"/>
        <source>result vs DC: %1</source>
        <translation>判定結果と難易度：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="255"/>
        <source>natural 20: %1</source>
        <translation>ナチュラル20：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="256"/>
        <source>natural 1: %1</source>
        <translation>ナチュラル1：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="260"/>
        <source>other sources %1: %2</source>
        <translation>その他の要因 %1：%2</translation>
    </message>
</context>
<context>
    <name>CombatantDelegate</name>
    <message>
        <location filename="../../gmtracker/ui/panels/combatant_table.py" line="150"/>
        <source>not rolled</source>
        <translation>未ロール</translation>
    </message>
</context>
<context>
    <name>CombatantEditor</name>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="150"/>
        <source>Combatant</source>
        <translation>戦闘参加者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="165"/>
        <source>Select a combatant in the table to edit it here.</source>
        <translation>表で戦闘参加者を選ぶと、ここで編集できます。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="171"/>
        <source>Combatant fields</source>
        <translation>戦闘参加者の項目</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="178"/>
        <source>General</source>
        <translation>一般</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="184"/>
        <source>Attributes</source>
        <translation>能力値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="185"/>
        <source>Wounds</source>
        <translation>負傷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="188"/>
        <source>Attacks</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="189"/>
        <source>1D100</source>
        <translation>1D100</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="316"/>
        <source>&amp;Name</source>
        <translation>名前(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="316"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="317"/>
        <source>&amp;Side</source>
        <translation>陣営(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="317"/>
        <source>Side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="318"/>
        <source>&amp;Hidden from the players</source>
        <translation>プレイヤーに非公開(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="319"/>
        <source>Hidden from the players</source>
        <translation>プレイヤーに非公開</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="320"/>
        <source>&amp;Initiative</source>
        <translation>イニシアチブ(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="321"/>
        <source>Initiative</source>
        <translation>イニシアチブ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="322"/>
        <source>not rolled</source>
        <translation>未ロール</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="323"/>
        <source>Initiative mo&amp;difier</source>
        <translation>イニシアチブ修正値(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="324"/>
        <source>Initiative modifier</source>
        <translation>イニシアチブ修正値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="328"/>
        <source>Saved when you leave the field</source>
        <translation>入力欄を離れると保存されます</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="329"/>
        <source>N&amp;otes</source>
        <translation>メモ(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="329"/>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="342"/>
        <source>Pr&amp;oficiency bonus</source>
        <translation>習熟ボーナス(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="343"/>
        <source>Proficiency bonus</source>
        <translation>習熟ボーナス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="344"/>
        <source>Base defe&amp;nse</source>
        <translation>基本防御(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="345"/>
        <source>Base defense (armour)</source>
        <translation>基本防御（鎧）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="346"/>
        <source>Carried wei&amp;ght</source>
        <translation>所持重量(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="347"/>
        <source>Carried weight in kg</source>
        <translation>所持重量（kg）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="347"/>
        <source> kg</source>
        <translation> kg</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="348"/>
        <source>Spee&amp;d</source>
        <translation>移動速度(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="348"/>
        <source>Speed</source>
        <translation>移動速度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="357"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="359"/>
        <source>Below 0 means none: undead and constructs (B9)</source>
        <translation>0未満は「なし」：アンデッドや人造クリーチャー（B9）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="360"/>
        <source>Cons&amp;titution</source>
        <translation>耐久力(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="361"/>
        <source>Constitution (none for undead and constructs)</source>
        <translation>耐久力（アンデッドや人造クリーチャーはなし）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="363"/>
        <source>Hit d&amp;ice</source>
        <translation>ヒットダイス(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="363"/>
        <source>Hit dice</source>
        <translation>ヒットダイス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="365"/>
        <source>e.g. 4d10</source>
        <translation>例：4d10</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="366"/>
        <source>Si&amp;ze category</source>
        <translation>サイズ分類(&amp;Z)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="367"/>
        <source>Size category</source>
        <translation>サイズ分類</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="368"/>
        <source>&amp;Auto-stabilize</source>
        <translation>自動安定化(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="369"/>
        <source>Auto-stabilize</source>
        <translation>自動安定化</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="370"/>
        <source>W&amp;ounds</source>
        <translation>負傷数(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="370"/>
        <source>Wound count</source>
        <translation>負傷数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="371"/>
        <source>Br&amp;uises</source>
        <translation>打撲数(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="371"/>
        <source>Bruise count</source>
        <translation>打撲数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="372"/>
        <source>Temporary &amp;HP</source>
        <translation>一時的HP(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="373"/>
        <source>Temporary hit points</source>
        <translation>一時的HP</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="374"/>
        <source>Hit &amp;penalties taken</source>
        <translation>受けた命中ペナルティ(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="375"/>
        <source>Hit penalties taken this turn</source>
        <translation>この手番に受けた命中ペナルティ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="378"/>
        <source>Damage states</source>
        <translation>ダメージ状態</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="388"/>
        <source>States</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="442"/>
        <source>Base ability values for 1D100 versus checks (C5).</source>
        <translation>1D100 VS判定で使う基本能力値（C5）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="557"/>
        <source>No combatant selected</source>
        <translation>戦闘参加者が選択されていません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="32"/>
        <source>player character</source>
        <translation>PC</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="33"/>
        <source>ally</source>
        <translation>味方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="34"/>
        <source>enemy</source>
        <translation>敵</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="35"/>
        <source>neutral</source>
        <translation>中立</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="38"/>
        <source>fine</source>
        <translation>極小型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="39"/>
        <source>diminutive</source>
        <translation>微小型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="40"/>
        <source>tiny</source>
        <translation>超小型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="41"/>
        <source>small</source>
        <translation>小型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="42"/>
        <source>medium</source>
        <translation>中型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="43"/>
        <source>large</source>
        <translation>大型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="44"/>
        <source>huge</source>
        <translation>超大型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="45"/>
        <source>gargantuan</source>
        <translation>巨大</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="46"/>
        <source>colossal</source>
        <translation>超巨大</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="50"/>
        <source>S&amp;trength</source>
        <translation>筋力(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="51"/>
        <source>&amp;Agility</source>
        <translation>敏捷(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="52"/>
        <source>Si&amp;ze</source>
        <translation>体型(&amp;Z)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="53"/>
        <source>S&amp;pirit</source>
        <translation>霊性(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="54"/>
        <source>&amp;Intellect</source>
        <translation>知力(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_fields.py" line="58"/>
        <source>A name is one line: it cannot hold a line break or another control character (%1). Nothing was changed.</source>
        <extracomment>%1 is the character&apos;s code point, e.g. U+000A (a line break)</extracomment>
        <translation>名前は1行で入力してください。改行などの制御文字（%1）は使えません。何も変更されていません。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_fields.py" line="62"/>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="61"/>
        <source>A combatant needs a name.</source>
        <translation>戦闘参加者には名前が必要です。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="72"/>
        <source>Initiative is a whole number; leave it empty for none.</source>
        <translation>イニシアチブは整数です。なしの場合は空欄にしてください。</translation>
    </message>
</context>
<context>
    <name>CombatantModel</name>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="85"/>
        <source>Turn</source>
        <translation>手番</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="86"/>
        <source>Init.</source>
        <translation>イニシアチブ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="87"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="88"/>
        <source>Side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="89"/>
        <source>Defenses</source>
        <translation>防御値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="90"/>
        <source>Base</source>
        <translation>基本</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="91"/>
        <source>Phys.</source>
        <translation>体格</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="92"/>
        <source>Refl.</source>
        <translation>反応</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="93"/>
        <source>Mind</source>
        <translation>精神</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="94"/>
        <source>Load</source>
        <translation>積載状態</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="95"/>
        <source>Wounds</source>
        <translation>負傷数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="98"/>
        <source>Hit penalty</source>
        <translation>命中ペナルティ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="99"/>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="105"/>
        <source>Base defense (armour, A17)</source>
        <translation>基本防御（鎧、A17）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="106"/>
        <source>Physique defense: 8 + proficiency + strength + size (A17)</source>
        <translation>体格防御：8 + 習熟ボーナス + 筋力 + 体型（A17）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="107"/>
        <source>Reflex defense: 8 + proficiency + strength + agility (A17)</source>
        <translation>反応防御：8 + 習熟ボーナス + 筋力 + 敏捷（A17）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="108"/>
        <source>Mind defense: 8 + proficiency + spirit + intellect (A17)</source>
        <translation>精神防御：8 + 習熟ボーナス + 霊性 + 知力（A17）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="109"/>
        <source>Load state and carried / capacity in kg (A11)</source>
        <translation>積載状態と所持重量／積載量（kg、A11）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="96"/>
        <source>Bruises</source>
        <translation>打撲数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="97"/>
        <source>States</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="103"/>
        <source>Initiative (D1); double-click to change it</source>
        <translation>イニシアチブ（D1）。ダブルクリックで変更できます</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="104"/>
        <source>Base · physique · reflex · mind defense (A17)</source>
        <translation>基本・体格・反応・精神防御値（A17）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="110"/>
        <source>Wound count (B4); double-click to change it</source>
        <translation>負傷数（B4）。ダブルクリックで変更できます</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="111"/>
        <source>Bruise count (B4); double-click to change it</source>
        <translation>打撲数（B4）。ダブルクリックで変更できます</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="114"/>
        <source>Penalty dice of the next attack this turn (A16); double-click to change the hit penalties taken</source>
        <translation>この手番の次の攻撃のペナルティダイス（A16）。ダブルクリックで受けた命中ペナルティの数を変更できます</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="119"/>
        <source>PC</source>
        <translation>PC</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="120"/>
        <source>Ally</source>
        <translation>味方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="121"/>
        <source>Enemy</source>
        <translation>敵</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="122"/>
        <source>Neutral</source>
        <translation>中立</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="126"/>
        <source>light</source>
        <translation>軽荷重</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="127"/>
        <source>medium</source>
        <translation>中荷重</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="128"/>
        <source>heavy</source>
        <translation>重荷重</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="129"/>
        <source>overloaded</source>
        <translation>過荷重</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="181"/>
        <source>%1 %2 / %3 kg</source>
        <translation>%1 %2 / %3 kg</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="188"/>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="200"/>
        <source>base %1 · physique %2 · reflex %3 · mind %4</source>
        <translation>基本 %1・体格 %2・反応 %3・精神 %4</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="297"/>
        <source>refills after a minute&apos;s rest</source>
        <translation>1分の休息で補充</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="298"/>
        <source>refills after an hour&apos;s rest</source>
        <translation>1時間の休息で補充</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="299"/>
        <source>refilled by hand only</source>
        <translation>手動でのみ補充</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="312"/>
        <source>%1: %2 of %3 left (%4)</source>
        <translation>%1：残り%2/%3（%4）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="330"/>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="127"/>
        <source>dying</source>
        <translation>瀕死</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="281"/>
        <source>temp HP %1</source>
        <translation>一時的HP %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="112"/>
        <source>Damage states (B5), conditions with the rounds left, and resources with the uses left (double-click: use one)</source>
        <translation>ダメージ状態（B5）、コンディションと残りラウンド数、リソースと残り回数（ダブルクリック：1回使う）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="287"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="288"/>
        <source>%n round(s) left</source>
        <translation>
            <numerusform>残り%nラウンド</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="444"/>
        <source>%1 (hidden)</source>
        <translation>%1（非公開）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="446"/>
        <source>%1 (out of combat)</source>
        <translation>%1（戦闘外）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="347"/>
        <source>%n penalty die(s)</source>
        <translation>
            <numerusform>ペナルティダイス%n個</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="449"/>
        <source>%1 (delaying)</source>
        <extracomment>A combatant that delays (issue 29): out of the turn order until Act now.</extracomment>
        <translation>%1（遅延中）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="452"/>
        <source>%1 (ready)</source>
        <extracomment>A combatant holding a readied action (issue 29) for Act now.</extracomment>
        <translation>%1（待機中）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="504"/>
        <source>speed %1</source>
        <translation>移動速度 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="348"/>
        <source>%n hit penalty(s) taken this turn</source>
        <translation>
            <numerusform>この手番に受けた命中ペナルティ：%n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="511"/>
        <source>damage DC now: %1 (lethal), %2 (nonlethal)</source>
        <translation>現在のダメージ判定の難易度：%1（致傷）、%2（非致傷）</translation>
    </message>
</context>
<context>
    <name>CombatantTable</name>
    <message>
        <location filename="../../gmtracker/ui/panels/combatant_table.py" line="249"/>
        <source>Combatants in turn order</source>
        <translation>行動順の戦闘参加者</translation>
    </message>
</context>
<context>
    <name>CommandText</name>
    <message>
        <location filename="../../gmtracker/encounter/log_render/commands.py" line="50"/>
        <source>base defense</source>
        <translation>基本防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/commands.py" line="51"/>
        <source>end of the temporary hit points</source>
        <translation>一時的HPの終了時点</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/commands.py" line="52"/>
        <source>conditions</source>
        <translation>コンディション</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/commands.py" line="53"/>
        <source>in combat</source>
        <translation>戦闘参加中</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/commands.py" line="54"/>
        <source>falls unconscious at the end of its turn</source>
        <translation>手番の終わりに気絶する</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="768"/>
        <source>Start combat</source>
        <translation>戦闘開始</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/commands.py" line="57"/>
        <source>Next turn</source>
        <translation>次の手番</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/commands.py" line="58"/>
        <source>Previous turn</source>
        <translation>前の手番</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/commands.py" line="59"/>
        <source>End combat</source>
        <translation>戦闘終了</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="376"/>
        <source>Set initiative</source>
        <translation>イニシアチブを設定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/commands.py" line="60"/>
        <source>Edit the encounter&apos;s name and notes</source>
        <translation>遭遇の名前とメモを編集</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/encounter_settings.py" line="107"/>
        <source>Change the encounter&apos;s settings</source>
        <translation>遭遇の設定を変更</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/commands.py" line="126"/>
        <source>GM</source>
        <translation>GM</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="99"/>
        <source>Add %1</source>
        <translation>%1を追加</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/commands.py" line="138"/>
        <source>Edit %1: %2</source>
        <translation>%1を編集：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="222"/>
        <source>Duplicate %1 (×%2)</source>
        <translation>%1を複製（×%2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="304"/>
        <source>Remove %1</source>
        <translation>%1を削除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="713"/>
        <source>Attack: %1 → %2</source>
        <translation>攻撃：%1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="307"/>
        <source>Check: %1</source>
        <translation>判定：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_damage.py" line="279"/>
        <source>Damage check: %1</source>
        <translation>ダメージ判定：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="365"/>
        <source>Heal %1</source>
        <translation>%1を治療</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="582"/>
        <source>Temporary hit points: %1</source>
        <translation>一時的HP：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="235"/>
        <source>Dying check: %1</source>
        <translation>瀕死判定：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="383"/>
        <source>Recovery check: %1</source>
        <translation>回復判定：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="501"/>
        <source>1D100 simultaneous actions: %1 and %2</source>
        <translation>1D100同時行動：%1と%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="505"/>
        <source>1D100 versus check: %1 → %2</source>
        <translation>1D100 VS判定：%1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="507"/>
        <source>1D100 check: %1</source>
        <translation>1D100判定：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="539"/>
        <source>Rest: %1</source>
        <translation>休息：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="540"/>
        <source>Advance time: %1</source>
        <translation>時間経過：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="414"/>
        <source>Add condition %1 to %2</source>
        <translation>%2にコンディション%1を追加</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="426"/>
        <source>Edit condition %1 of %2</source>
        <translation>%2のコンディション%1を編集</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="435"/>
        <source>Remove condition %1 from %2</source>
        <translation>%2のコンディション%1を削除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="169"/>
        <source>Ready: %1</source>
        <translation>待機：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="170"/>
        <location filename="../../gmtracker/encounter/turns.py" line="675"/>
        <source>Delay: %1</source>
        <translation>行動を遅らせる：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="181"/>
        <source>Act now: %1</source>
        <translation>今すぐ行動：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="737"/>
        <source>%1 rejoins combat</source>
        <translation>%1が戦闘に復帰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="738"/>
        <source>%1 leaves combat</source>
        <translation>%1が戦闘から離脱</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="448"/>
        <source>Skip %1: %2</source>
        <translation>%1をスキップ：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="450"/>
        <source>Note in the roll log</source>
        <translation>ダイスログのメモ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="196"/>
        <source>Grapple: %1 → %2</source>
        <translation>組み付き：%1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_save_ends.py" line="172"/>
        <source>Save against %1 of %2</source>
        <translation>%2の%1に対する解除判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/initiative_groups.py" line="93"/>
        <source>Group initiative: %1</source>
        <translation>グループイニシアチブ：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/initiative_groups.py" line="94"/>
        <source>Ungroup initiative: %1</source>
        <translation>グループイニシアチブ解除：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="219"/>
        <source>Use %1: %2</source>
        <translation>%1を使う：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="243"/>
        <source>Resources of %1</source>
        <translation>%1のリソース</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="293"/>
        <source>Carry the party back from %1</source>
        <translation>%1からパーティーを持ち帰る</translation>
    </message>
</context>
<context>
    <name>ConditionsDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="97"/>
        <source>Conditions</source>
        <translation>コンディション</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="107"/>
        <source>Combatants whose conditions are shown</source>
        <translation>コンディションを表示する戦闘参加者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="117"/>
        <source>&amp;Combatants (1–9):</source>
        <translation>戦闘参加者(&amp;C)（1–9）：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="126"/>
        <source>Conditions of the combatant</source>
        <translation>戦闘参加者のコンディション</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="130"/>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="140"/>
        <source>Condition</source>
        <translation>コンディション</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="130"/>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="157"/>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="130"/>
        <source>Rounds left</source>
        <translation>残りラウンド</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="131"/>
        <source>Counted at</source>
        <translation>数えるタイミング</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="131"/>
        <source>On whose turn</source>
        <translation>誰の手番</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="131"/>
        <source>Effects</source>
        <translation>効果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="132"/>
        <source>On</source>
        <translation>対象</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="146"/>
        <source>A preset condition: your own, or a bundled example</source>
        <translation>プリセットのコンディション：自分のもの、または付属の例</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="147"/>
        <source>Save to m&amp;y presets</source>
        <translation>自分のプリセットに保存(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="148"/>
        <source>Keep the condition in the editor as one of your presets</source>
        <translation>エディターのコンディションを自分のプリセットとして保存します</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="153"/>
        <source>&amp;Preset:</source>
        <translation>プリセット(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="154"/>
        <source>Condition name</source>
        <translation>コンディション名</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="155"/>
        <source>e.g. Blessed</source>
        <translation>例：祝福</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="156"/>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="158"/>
        <source>N&amp;ote:</source>
        <translation>メモ(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="160"/>
        <source>Until &amp;removed</source>
        <translation>解除するまで(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="161"/>
        <source>The condition lasts until removed</source>
        <translation>コンディションは解除するまで続きます</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="162"/>
        <source>Duration in rounds</source>
        <translation>持続ラウンド数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="165"/>
        <source> rounds</source>
        <translation> ラウンド</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="166"/>
        <source>Rounds remaining</source>
        <translation>残りラウンド数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="168"/>
        <source>remaining: </source>
        <translation>残り：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="173"/>
        <source>&amp;Duration:</source>
        <translation>持続時間(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="175"/>
        <source>When a round of it passes</source>
        <translation>1ラウンド経過とみなすタイミング</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="176"/>
        <source>at the end of the turn of</source>
        <translation>指定した者の手番終了時</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="177"/>
        <source>at the start of the turn of</source>
        <translation>指定した者の手番開始時</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="178"/>
        <source>Whose turn counts the rounds</source>
        <translation>誰の手番でラウンドを数えるか</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="180"/>
        <source>its bearer (each its own)</source>
        <extracomment>The anchor of a condition: each combatant it is on counts it on its own turns.</extracomment>
        <translation>持ち主（それぞれ自分の手番）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="185"/>
        <source>Coun&amp;ted:</source>
        <translation>カウント(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="187"/>
        <source>Ends on a chec&amp;k at the end of each of its bearer&apos;s turns:</source>
        <translation>持ち主の各手番終了時の判定で解除(&amp;K)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="188"/>
        <source>Save ends: a check ends the condition</source>
        <translation>判定で解除：判定1回でコンディションが解除されます</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="189"/>
        <source>The attribute of the check</source>
        <translation>判定の能力値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="192"/>
        <source>The DC of the check</source>
        <translation>判定の難易度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="195"/>
        <source>DC </source>
        <translation>難易度 </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="200"/>
        <source>Save ends:</source>
        <translation>判定で解除：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="202"/>
        <source>&amp;Effects:</source>
        <translation>効果(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="203"/>
        <source>&amp;Hidden from the players</source>
        <translation>プレイヤーに非公開(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="204"/>
        <source>The players never see this condition, nor a roll line that names it</source>
        <translation>プレイヤーにはこのコンディションも、それに触れるロールの行も表示されません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="208"/>
        <source>Ne&amp;w</source>
        <translation>新規(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="209"/>
        <source>Clear the editor for a new condition</source>
        <translation>新しいコンディション用に入力欄をクリア</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="210"/>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="210"/>
        <source>Add the condition</source>
        <translation>コンディションを追加</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="211"/>
        <source>&amp;Save changes</source>
        <translation>変更を保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="212"/>
        <source>Save the changes to the selected condition</source>
        <translation>選択したコンディションへの変更を保存</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="213"/>
        <source>Re&amp;move</source>
        <translation>削除(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="214"/>
        <source>Remove the selected condition</source>
        <translation>選択したコンディションを削除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="226"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="226"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="321"/>
        <source>until removed</source>
        <translation>解除まで</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="324"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="325"/>
        <source>start of turn</source>
        <translation>手番開始時</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="326"/>
        <source>end of turn</source>
        <translation>手番終了時</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="331"/>
        <source>save ends: %1 DC %2</source>
        <extracomment>A condition that ends on a check (D3): the check&apos;s attribute and DC (&quot;save ends: strength DC 12&quot;).</extracomment>
        <translation>判定で解除：%1 難易度%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="334"/>
        <source>hidden</source>
        <translation>非公開</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="336"/>
        <source>; </source>
        <extracomment>Between the effects of a condition in its list&apos;s Effects column (&quot;status −2: its hit checks; hidden&quot;).</extracomment>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="413"/>
        <source>Changes made, applied when you press OK: %n</source>
        <translation>
            <numerusform>変更（OKを押すと適用）：%n件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="416"/>
        <source>Add puts it on each of the %n combatants checked.</source>
        <translation>
            <numerusform>「追加」で、チェックした%n人の戦闘参加者それぞれに付きます。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="426"/>
        <source>(none: type a new one)</source>
        <translation>（なし：新しく入力）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="461"/>
        <source>Type the condition&apos;s name first.</source>
        <translation>先にコンディションの名前を入力してください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="471"/>
        <source>Save as preset</source>
        <translation>プリセットとして保存</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="472"/>
        <source>Replace your preset %1?</source>
        <translation>プリセット「%1」を置き換えますか？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="481"/>
        <source>Saved as your preset %1.</source>
        <translation>プリセット「%1」として保存しました。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="590"/>
        <source>Nothing has changed.</source>
        <translation>何も変更されていません。</translation>
    </message>
</context>
<context>
    <name>DamageCard</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="56"/>
        <source>%1 (not multiplied)</source>
        <translation>%1（倍加しない）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="58"/>
        <source>reduction %1</source>
        <translation>ダメージ減少%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="61"/>
        <source>(rounded down from %1)</source>
        <translation>（%1を切り捨て）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="67"/>
        <source>constitution %1</source>
        <translation>耐久力%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="68"/>
        <source>no constitution: 10 (B9)</source>
        <translation>耐久力なし：10（B9）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="69"/>
        <source>(%1 + hit dice %2 → %3 + size %4) / 2 → %5</source>
        <translation>(%1 + ヒットダイス%2 → %3 + サイズ修正%4) / 2 → %5</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="72"/>
        <source>wound count %1</source>
        <translation>負傷数%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="72"/>
        <source>bruise count %1</source>
        <translation>打撲数%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="75"/>
        <source>temporary hit points %1 / 2</source>
        <translation>一時的HP %1 / 2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="81"/>
        <source>damage bonus</source>
        <translation>ダメージボーナス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="82"/>
        <source>target disabled (B3)</source>
        <translation>対象が行動困難（B3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="83"/>
        <source>target dazed (B3)</source>
        <translation>対象が朦朧（B3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="84"/>
        <source>other</source>
        <translation>その他</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="85"/>
        <source>the attacker&apos;s conditions (D3)</source>
        <translation>攻撃者のコンディション（D3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="108"/>
        <source>Result</source>
        <translation>判定結果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="126"/>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="136"/>
        <source>Damage DC now: %1</source>
        <translation>現在のダメージ判定の難易度：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="130"/>
        <source>Check: d20 %1</source>
        <translation>判定：d20 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="148"/>
        <source>d20 %1 %2 = %3 vs DC %4 (margin %5)</source>
        <translation>d20 %1 %2 = %3 対難易度%4（差分%5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="155"/>
        <source>wound count %1 → %2</source>
        <translation>負傷数 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="158"/>
        <source>bruise count %1 → %2</source>
        <translation>打撲数 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="162"/>
        <source>now %1</source>
        <translation>新たに%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="165"/>
        <source>already %1</source>
        <translation>既に%1</translation>
    </message>
</context>
<context>
    <name>DamageDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="67"/>
        <source>Damage check</source>
        <translation>ダメージ判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="85"/>
        <source>Targets: damage DC now and odds</source>
        <translation>対象：現在のダメージ判定の難易度と確率</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="93"/>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="104"/>
        <source>nobody (a trap, a fall)</source>
        <translation>なし（罠、落下など）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="108"/>
        <source>e.g. 2d6+3, or a flat bonus such as 7</source>
        <translation>例：2d6+3、または7のような固定ボーナス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="109"/>
        <source>&amp;lethal</source>
        <translation>致傷(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="110"/>
        <source>&amp;nonlethal</source>
        <translation>非致傷(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="124"/>
        <source>e.g. 2d6 (optional)</source>
        <translation>例：2d6（任意）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="127"/>
        <source>One d20 for &amp;all targets</source>
        <translation>全対象に同じd20(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="101"/>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="135"/>
        <source>Targets</source>
        <translation>対象</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="135"/>
        <source>&amp;Targets (1–9):</source>
        <translation>対象(&amp;T)（1–9）：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="136"/>
        <source>&amp;Dealt by:</source>
        <translation>ダメージ源(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="136"/>
        <source>Who deals the damage</source>
        <translation>ダメージを与える者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="137"/>
        <source>Da&amp;mage:</source>
        <translation>ダメージ(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="137"/>
        <source>Damage expression or flat bonus</source>
        <translation>ダメージ式または固定ボーナス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="138"/>
        <source>Lethal damage</source>
        <translation>致傷ダメージ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="139"/>
        <source>Nonlethal damage</source>
        <translation>非致傷ダメージ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="140"/>
        <source>Critical multi&amp;plier:</source>
        <translation>クリティカル倍率(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="140"/>
        <source>Critical multiplier</source>
        <translation>クリティカル倍率</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="141"/>
        <source>E&amp;xtra, not multiplied:</source>
        <translation>追加（倍加しない）(&amp;X)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="141"/>
        <source>Extra dice, not multiplied</source>
        <translation>追加ダイス（倍加しない）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="142"/>
        <source>Redu&amp;ction:</source>
        <translation>ダメージ減少(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="142"/>
        <source>Damage reduction</source>
        <translation>ダメージ減少</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="143"/>
        <source>&amp;Other bonus:</source>
        <translation>その他のボーナス(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="143"/>
        <source>Other bonus on the check</source>
        <translation>判定へのその他のボーナス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="144"/>
        <source>One d20 for all targets</source>
        <translation>全対象に同じd20</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="154"/>
        <source>Damage bonus (B2):</source>
        <translation>ダメージボーナス（B2）：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="155"/>
        <source>On a critical hit: (flat + dice bonuses) × multiplier (B2).</source>
        <translation>クリティカルヒット時：(固定値 + ダイスのボーナス) × 倍率（B2）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="156"/>
        <source>An area effect: the same d20 against each target&apos;s damage DC.</source>
        <translation>範囲効果：同じd20を各対象のダメージ判定の難易度と比べます。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="213"/>
        <source>Pick at least one target.</source>
        <translation>対象を1体以上選んでください。</translation>
    </message>
</context>
<context>
    <name>DerivedPanel</name>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="64"/>
        <source>Derived values</source>
        <translation>派生値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="71"/>
        <source>Defenses</source>
        <translation>防御値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="72"/>
        <source>Load</source>
        <translation>積載状態</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="73"/>
        <source>Speed under load</source>
        <translation>積載時の移動速度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="74"/>
        <source>Footprint</source>
        <translation>占有マス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="75"/>
        <source>Damage DC now</source>
        <translation>現在のダメージ判定の難易度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="76"/>
        <source>Next attack</source>
        <translation>次の攻撃</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="94"/>
        <source>less than one cell</source>
        <translation>1マス未満</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="96"/>
        <source>%1+ squares / %2+ hexes (GM adjusts)</source>
        <translation>%1+ スクエア／%2+ ヘックス（GMが調整）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="97"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%nスクエア</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="97"/>
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%nヘックス</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="103"/>
        <source>no penalty dice</source>
        <translation>ペナルティダイスなし</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="104"/>
        <source>%n penalty die(s)</source>
        <translation>
            <numerusform>ペナルティダイス%n個</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DerivedValues</name>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="30"/>
        <source>base %1 · physique %2 · reflex %3 · mind %4</source>
        <translation>基⁠本 %1 · 体⁠格 %2 · 反⁠応 %3 · 精⁠神 %4</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="38"/>
        <source>%1 / %2 kg — %3</source>
        <translation>%1 / %2 kg — %3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="46"/>
        <source>%1 (pinned down by the load)</source>
        <translation>%1（荷物で動けない）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="48"/>
        <source>%1 (halved from %2)</source>
        <translation>%1（%2から半減）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="57"/>
        <source>%1 (nonlethal %2)</source>
        <translation>%1（非致傷%2）</translation>
    </message>
</context>
<context>
    <name>DialogSupport</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="290"/>
        <location filename="../../gmtracker/ui/widgets/target_picker.py" line="315"/>
        <source>%1 (hidden)</source>
        <translation>%1（非公開）</translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="255"/>
        <source>hit check</source>
        <translation>命中判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="256"/>
        <source>defense check</source>
        <translation>防御判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="257"/>
        <source>confirmation roll</source>
        <translation>確定ロール</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="258"/>
        <source>advantage / disadvantage die</source>
        <translation>有利・不利ダイス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="259"/>
        <source>damage check</source>
        <translation>ダメージ判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="260"/>
        <source>active side</source>
        <translation>能動側</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="261"/>
        <source>passive side</source>
        <translation>受動側</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="262"/>
        <source>check</source>
        <translation>判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="263"/>
        <source>reroll</source>
        <translation>振り直し</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="264"/>
        <source>dying check</source>
        <translation>瀕死判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="265"/>
        <source>recovery check</source>
        <translation>回復判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="266"/>
        <source>save (save ends)</source>
        <translation>解除判定（判定で解除）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="267"/>
        <source>recovery check (healing)</source>
        <translation>回復判定（治療）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="268"/>
        <source>1D100 check</source>
        <translation>1D100判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="269"/>
        <source>initiative</source>
        <translation>イニシアチブ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="270"/>
        <source>roll-off</source>
        <translation>ダイス勝負</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="271"/>
        <source>d20</source>
        <translation>d20</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="272"/>
        <source>d6</source>
        <translation>d6</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/dice_words.py" line="41"/>
        <source>advantage die %1 of %2</source>
        <translation>有利ダイス（%2個中%1個目）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/dice_words.py" line="43"/>
        <source>disadvantage die %1 of %2</source>
        <translation>不利ダイス（%2個中%1個目）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/dice_words.py" line="47"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/dice_words.py" line="49"/>
        <source>%1 %2 of %3</source>
        <translation>%1、%3回中%2回目</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/dice_words.py" line="51"/>
        <source>%1 %2</source>
        <translation>%1（%2回目）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/dice_words.py" line="53"/>
        <source>%1&apos;s %2</source>
        <translation>%1の%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/dice_words.py" line="55"/>
        <source>%1 against %2</source>
        <translation>%2に対する%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/dice_words.py" line="57"/>
        <source>%1, penalty die %2 of %3</source>
        <translation>%1、ペナルティダイス（%3個中%2個目）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/dice_words.py" line="58"/>
        <source>%1: d%2</source>
        <translation>%1：d%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/dice_words.py" line="63"/>
        <source>check %1 of %2: d%3</source>
        <translation>%2回中%1回目の判定：d%3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/widgets/dice_entry.py" line="146"/>
        <source>typed at the table</source>
        <extracomment>Beside a dice box: the GM types this die&apos;s value, rolled by a player (or the GM) at the table.</extracomment>
        <translation>卓の出目を入力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/widgets/dice_entry.py" line="150"/>
        <source>rolled by the tracker</source>
        <extracomment>Beside a dice box: GM Tracker rolled this die (a side whose dice are not rolled at the table).</extracomment>
        <translation>トラッカーが振る</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="201"/>
        <source>grapple</source>
        <translation>組み付き</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="202"/>
        <source>grapple defense</source>
        <translation>組み付きへの抵抗</translation>
    </message>
</context>
<context>
    <name>DiceError</name>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="164"/>
        <source>keep rules (kh/kl) have no fixed bonus (B2)</source>
        <extracomment>kh/kl: keep highest / keep lowest (2d20kh1); B2 turns dice into a fixed bonus.</extracomment>
        <translation>採用ルール（kh/kl）には固定ボーナスがありません（B2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="200"/>
        <source>is not text</source>
        <translation>テキストではありません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="202"/>
        <source>is empty</source>
        <translation>空です</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="215"/>
        <source>unexpected {character}</source>
        <extracomment>{character}: the character in quotes, such as &apos;x&apos;.</extracomment>
        <translation>予期しない文字 {character} があります</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="221"/>
        <source>two signs in a row</source>
        <translation>符号が2つ続いています</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="227"/>
        <source>missing + or - between terms</source>
        <translation>項の間に + か - がありません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="235"/>
        <source>the number {value} is too large (at most {maximum})</source>
        <translation>数値 {value} が大きすぎます（最大 {maximum}）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="243"/>
        <source>ends with a sign, a term is missing</source>
        <translation>符号で終わっていて、項が足りません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="247"/>
        <location filename="../../gmtracker/rules/dice.py" line="264"/>
        <source>{count} dice are too many (at most {maximum})</source>
        <translation>ダイス{count}個は多すぎます（最大{maximum}個）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="256"/>
        <source>a die needs a number of sides after &apos;d&apos;</source>
        <translation>&apos;d&apos; の後にダイスの面数が必要です</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="261"/>
        <source>the number of dice must be at least 1</source>
        <translation>ダイスの個数は1以上でなければなりません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="268"/>
        <source>a die needs at least 2 sides, not {sides}</source>
        <translation>ダイスには2面以上が必要です（{sides}面は不可）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="272"/>
        <source>a d{sides} has too many sides (at most {maximum})</source>
        <translation>d{sides}は面数が多すぎます（最大{maximum}面）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="280"/>
        <source>&apos;k&apos; needs how many dice to keep</source>
        <translation>&apos;k&apos; の後に採用するダイスの個数が必要です</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="284"/>
        <source>cannot keep {keep} of {count} dice</source>
        <translation>ダイス{count}個のうち{keep}個を採用することはできません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="295"/>
        <source>the number {digits}… is too large</source>
        <translation>数値 {digits}… が大きすぎます</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/errors.py" line="89"/>
        <source>dice expression {expression}: {reason}</source>
        <extracomment>{expression}: the expression as typed, in quotes; {reason}: what is wrong with it.</extracomment>
        <translation>ダイス式 {expression}：{reason}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/errors.py" line="93"/>
        <source>dice expression {expression}: {reason} at position {position}</source>
        <extracomment>{position}: the offending character&apos;s place, counted from 1.</extracomment>
        <translation>ダイス式 {expression}：{reason}（{position}文字目）</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="47"/>
        <source>Dice tray</source>
        <translation>ダイストレイ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="52"/>
        <source>&amp;Dice:</source>
        <translation>ダイス(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="55"/>
        <source>Dice expression</source>
        <translation>ダイス式</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="56"/>
        <source>e.g. 2d20kl1+5, 4d6kh3, 1d100</source>
        <translation>例：2d20kl1+5、4d6kh3、1d100</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="57"/>
        <source>NdF dice and whole numbers joined by + or −; khK keeps the K highest dice of a group, klK the K lowest.</source>
        <translation>NdF形式のダイスと整数を + か − でつなぎます。khK はグループ内の高い方からK個、klK は低い方からK個を採用します。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="60"/>
        <source>&amp;Roll</source>
        <translation>ロール(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="62"/>
        <source>Roll</source>
        <translation>ロール</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="74"/>
        <source>Roll one d%1</source>
        <translation>d%1を1個振る</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="83"/>
        <source>Last roll</source>
        <translation>前回のロール</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="89"/>
        <source>Type dice and press Enter, or click a die: each die and the total show here.</source>
        <translation>ダイスを入力して Enter を押すか、ダイスをクリックしてください。各ダイスの出目と合計がここに表示されます。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="93"/>
        <source>&amp;History:</source>
        <translation>履歴(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="96"/>
        <source>Roll history</source>
        <translation>ロール履歴</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="97"/>
        <source>Activate a line to put its expression back in the field.</source>
        <translation>行をダブルクリック（またはEnter）すると、その式を入力欄に戻します。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="102"/>
        <source>C&amp;lear history</source>
        <translation>履歴を消去(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="104"/>
        <source>Clear history</source>
        <translation>履歴を消去</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="110"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="165"/>
        <source>dropped %1</source>
        <translation>除外 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="167"/>
        <source>%1 %2</source>
        <extracomment>A dice group and its dice: &quot;4d6kh3 6, 4, 3, dropped 1&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="170"/>
        <source>%1 → %2: %3</source>
        <translation>%1 → %2：%3</translation>
    </message>
</context>
<context>
    <name>DieBox</name>
    <message>
        <location filename="../../gmtracker/ui/widgets/dice_entry.py" line="47"/>
        <source>d%1</source>
        <translation>d%1</translation>
    </message>
</context>
<context>
    <name>EffectsEditor</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="65"/>
        <source>Effects of the condition</source>
        <translation>コンディションの効果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="66"/>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="158"/>
        <source>Effect</source>
        <translation>効果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="66"/>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="162"/>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="66"/>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="164"/>
        <source>Type</source>
        <translation>種別</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="67"/>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="168"/>
        <source>Applies to</source>
        <translation>対象</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="80"/>
        <source>Add e&amp;ffect</source>
        <translation>効果を追加(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="81"/>
        <source>Add an effect: a modifier, advantage, disadvantage or penalty dice</source>
        <translation>効果を追加：修正値、有利、不利、ペナルティダイス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="82"/>
        <source>Remo&amp;ve effect</source>
        <translation>効果を削除(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="83"/>
        <source>Remove the effect of the row you are in</source>
        <translation>いま入力中の行の効果を削除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="97"/>
        <source>modifier (A6)</source>
        <translation>修正値（A6）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="98"/>
        <source>advantage (A7)</source>
        <translation>有利（A7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="99"/>
        <source>disadvantage (A7)</source>
        <translation>不利（A7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="100"/>
        <source>penalty dice (A3)</source>
        <translation>ペナルティダイス（A3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="101"/>
        <source>1D100 modifier (C5)</source>
        <translation>1D100修正値（C5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="106"/>
        <source>A6: a typed modifier. Of one type only the highest bonus and the lowest penalty apply (status, environment); potency: the one highest; situational: one; free: all add up. D3: status by default.</source>
        <translation>A6：種別のある修正値。同じ種別では最も高いボーナスと最も低いペナルティだけが適用されます（状態、環境）。効力：最も高いもの1つ。状況：1つだけ。自由：すべて加算。D3：既定は状態。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="109"/>
        <source>A7: each advantage cancels a disadvantage; each one left rolls a d6 as a situational bonus.</source>
        <translation>A7：有利1つが不利1つを打ち消します。残った有利ごとにd6を振り、状況ボーナスとします。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="111"/>
        <source>A7: each disadvantage cancels an advantage; each one left rolls a d6 as a situational penalty.</source>
        <translation>A7：不利1つが有利1つを打ち消します。残った不利ごとにd6を振り、状況ペナルティとします。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="113"/>
        <source>A3: one more d20 per penalty die, the lowest kept; at most 2 in all.</source>
        <translation>A3：ペナルティダイス1個ごとにd20を1個追加し、最も低い目を採用。合計2個まで。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="114"/>
        <source>C3, C5: added to the bearer&apos;s performance in its 1D100 checks.</source>
        <translation>C3、C5：持ち主の1D100判定の遂行値に加算されます。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="119"/>
        <source>its 1D100 checks</source>
        <translation>1D100判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="121"/>
        <source>all its checks</source>
        <translation>すべての判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="122"/>
        <source>its hit checks</source>
        <translation>命中判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="125"/>
        <source>checks of %1</source>
        <extracomment>A condition&apos;s scope: the bearer&apos;s checks of one attribute (&quot;checks of strength&quot;).</extracomment>
        <translation>%1判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="128"/>
        <source>its damage checks</source>
        <translation>ダメージ判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="130"/>
        <source>base defense</source>
        <translation>基本防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="130"/>
        <source>physique defense</source>
        <translation>体格防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="131"/>
        <source>reflex defense</source>
        <translation>反応防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="131"/>
        <source>mind defense</source>
        <translation>精神防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="142"/>
        <source>%1 %2: %3</source>
        <extracomment>An effect in the list of conditions: its type and value, then what it applies to (&quot;status −2: its hit checks&quot;).</extracomment>
        <translation>%1 %2：%3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="144"/>
        <source>1D100 %1</source>
        <translation>1D100 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="145"/>
        <source>advantage %1: %2</source>
        <translation>有利 %1：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="146"/>
        <source>disadvantage %1: %2</source>
        <translation>不利 %1：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="147"/>
        <source>penalty dice %1: %2</source>
        <translation>ペナルティダイス %1：%2</translation>
    </message>
</context>
<context>
    <name>ErrorReport</name>
    <message>
        <location filename="../../gmtracker/ui/shell/error_report.py" line="243"/>
        <source>The details are in the error log: %1</source>
        <translation>詳細はエラーログに記録されています：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/error_report.py" line="245"/>
        <source>The details could not be written to the error log %1: %2</source>
        <translation>詳細をエラーログ %1 に書き込めませんでした：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/error_report.py" line="250"/>
        <source>Something went wrong</source>
        <translation>問題が発生しました</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/error_report.py" line="251"/>
        <source>Something went wrong — your work is safe in the recovery journal.</source>
        <translation>問題が発生しました — 作業内容は復元ジャーナルに安全に保存されています。</translation>
    </message>
</context>
<context>
    <name>Forecast</name>
    <message>
        <location filename="../../gmtracker/encounter/forecast_fast.py" line="78"/>
        <source>the encounter&apos;s attacks are not hit checks</source>
        <translation>遭遇の攻撃が命中判定ではない</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/forecast_fast.py" line="83"/>
        <source>initiative groups</source>
        <translation>イニシアチブのグループがある</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/forecast_fast.py" line="85"/>
        <source>a held turn</source>
        <translation>保留した手番がある</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/forecast_fast.py" line="87"/>
        <source>a condition with effects or a save</source>
        <translation>効果か解除判定のあるコンディションがある</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/forecast_fast.py" line="89"/>
        <source>an attack that spends a resource</source>
        <translation>リソースを消費する攻撃がある</translation>
    </message>
</context>
<context>
    <name>ForecastDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="72"/>
        <source>Forecast the fight</source>
        <translation>戦闘予測</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="87"/>
        <source>Whom each attacks</source>
        <translation>各戦闘参加者の攻撃対象</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="88"/>
        <source>The most wounded opponent</source>
        <translation>最も負傷の多い相手</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="89"/>
        <source>A random opponent</source>
        <translation>ランダムな相手</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="90"/>
        <source>Fights</source>
        <translation>戦闘回数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="94"/>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="96"/>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="202"/>
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="96"/>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="97"/>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="97"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="98"/>
        <source>&amp;Attack:</source>
        <translation>攻撃対象(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="98"/>
        <source>&amp;Fights:</source>
        <translation>戦闘回数(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="99"/>
        <source>S&amp;eed:</source>
        <translation>シード(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="110"/>
        <source>How the simulated fights are played (D5): on its turn each combatant able to act attacks one opponent with its first attack; hidden combatants fight like the rest and nobody flees; a combatant without an attack only takes its turn duties. Player characters and allies fight the enemies; a fight ends when a side has nobody able to act, or after %1 rounds (a draw). Every roll follows the encounter&apos;s own rules. The encounter itself does not change.</source>
        <translation>シミュレーションでの戦闘の進め方（D5）：行動できる戦闘参加者は、自分の手番に最初の攻撃プロファイルで相手1体を攻撃します。非公開の戦闘参加者も他と同じように戦い、逃げる者はいません。攻撃を持たない戦闘参加者は手番の処理だけを行います。プレイヤーキャラクターと味方が敵と戦い、一方の陣営に行動できる者がいなくなるか、%1ラウンドが過ぎると（引き分け）戦闘は終わります。すべてのロールは遭遇自身のルールに従います。遭遇そのものは変わりません。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="116"/>
        <source>How the fights are played</source>
        <translation>シミュレーションでの戦闘の進め方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="121"/>
        <source>Fights played</source>
        <translation>シミュレート済みの戦闘回数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="122"/>
        <source>Status</source>
        <translation>実行状況</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="133"/>
        <source>No fight played yet</source>
        <translation>まだシミュレーションしていません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="134"/>
        <source>Chance to win (95% interval)</source>
        <translation>勝率（95%信頼区間）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="135"/>
        <source>Chance to end the fight down</source>
        <translation>戦闘終了時に倒れている確率</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="136"/>
        <source>Rounds the fights took</source>
        <translation>戦闘にかかったラウンド数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="137"/>
        <source>Wounds expected at the end (player characters)</source>
        <translation>戦闘終了時の負傷数の期待値（プレイヤーキャラクター）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="172"/>
        <source>A forecast needs both sides in the fight: player characters or allies, and enemies.</source>
        <translation>予測するには、プレイヤーキャラクターまたは味方と、敵の両方が戦闘に参加している必要があります。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="181"/>
        <source>%1 of %2 fights</source>
        <translation>%1 / %2回</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="197"/>
        <source>Stopped after %1 fights.</source>
        <translation>%1回の戦闘で停止しました。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="202"/>
        <source>&amp;Run again</source>
        <translation>再実行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="207"/>
        <source>From round %1 of the fight as it stands.</source>
        <translation>現在の戦闘のラウンド%1から始めます。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="208"/>
        <source>From the start of combat: initiative is rolled in each fight.</source>
        <translation>戦闘開始から：戦闘ごとにイニシアチブをロールします。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="212"/>
        <source>Played through the app&apos;s own commands (slower): %1.</source>
        <translation>GMの操作と同じコマンドで進めます（低速）。理由：%1。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="217"/>
        <source>%1 %2</source>
        <comment>two sentences one after the other</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="221"/>
        <source>%1: %2</source>
        <comment>a name and its number</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="230"/>
        <source>The forecast stopped: %1</source>
        <translation>予測が中断されました：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="240"/>
        <source>%1 fights played in %2 s.</source>
        <translation>%1回の戦闘を%2秒でシミュレートしました。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="258"/>
        <source>Players&apos; side</source>
        <translation>プレイヤー側</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="259"/>
        <source>Enemies</source>
        <translation>敵側</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="261"/>
        <source>%1 (%2–%3)</source>
        <translation>%1（%2–%3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="263"/>
        <source>Draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="266"/>
        <source>dying</source>
        <translation>瀕死</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="282"/>
        <source>Rounds: mean %1 · median %2 · 9 in 10 within %3</source>
        <translation>ラウンド数：平均%1 · 中央値%2 · 10回中9回は%3ラウンド以内</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="285"/>
        <source>Draws</source>
        <translation>引き分け</translation>
    </message>
</context>
<context>
    <name>GmAdditions</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="259"/>
        <source>Added by the GM</source>
        <translation>GMによる追加</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="261"/>
        <source>Modifier</source>
        <translation>修正値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="264"/>
        <source>Modifier type</source>
        <translation>修正値の種類</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="268"/>
        <source>M&amp;odifier:</source>
        <translation>修正値(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="269"/>
        <source>Advantage</source>
        <translation>有利</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="270"/>
        <source>Disadvantage</source>
        <translation>不利</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="273"/>
        <source>Disadvanta&amp;ge:</source>
        <translation>不利(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="276"/>
        <source>Ad&amp;vantage:</source>
        <translation>有利(&amp;V)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="277"/>
        <source>Not an attack a&amp;ction (no hit penalty, A16)</source>
        <translation>攻撃アクションではない(&amp;C)（命中ペナルティなし、A16）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="277"/>
        <source>Not an attack action</source>
        <translation>攻撃アクションではない</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="279"/>
        <source>A hit check outside an attack action (e.g. arcana) takes no hit-penalty dice and does not count as an attack this turn (A16)</source>
        <translation>攻撃アクション以外の命中判定（秘術など）は命中ペナルティによるペナルティダイスを受けず、この手番の攻撃にも数えません（A16）</translation>
    </message>
</context>
<context>
    <name>Grapple</name>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="54"/>
        <source>Grappled</source>
        <extracomment>The condition a won grapple puts on the grappled creature unless the GM names another (D3).</extracomment>
        <translation>組み付かれ</translation>
    </message>
</context>
<context>
    <name>GrappleDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="66"/>
        <source>Grapple</source>
        <translation>組み付き</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="69"/>
        <source>Grappler (active side)</source>
        <translation>組み付く側（能動側）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="72"/>
        <source>Grappler</source>
        <translation>組み付く者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="75"/>
        <source>Grappler&apos;s base value</source>
        <translation>組み付く者の基本能力値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="76"/>
        <source>&amp;Who:</source>
        <translation>組み付く者(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="77"/>
        <source>B&amp;ase value:</source>
        <translation>基本能力値(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="81"/>
        <source>Grappled creature (passive side)</source>
        <translation>組み付かれる側（受動側）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="86"/>
        <source>Creature to grapple</source>
        <translation>組み付く相手</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="87"/>
        <source>&amp;Target (1–9):</source>
        <translation>対象(&amp;T)（1–9）：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="92"/>
        <source>Grappled creature&apos;s base value</source>
        <translation>組み付かれる者の基本能力値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="93"/>
        <source>Base &amp;value:</source>
        <translation>基本能力値(&amp;V)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="101"/>
        <source>Condition on the grappled creature</source>
        <translation>組み付かれた者に付けるコンディション</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="102"/>
        <source>Put on the grappled creature when the grapple succeeds, until removed (D3)</source>
        <translation>組み付きに成功すると、組み付かれた者に付き、外すまで続く（D3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="104"/>
        <source>&amp;Condition on a win:</source>
        <translation>勝ったときのコンディション(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="156"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="156"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2（%3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="161"/>
        <source>Add combatants first: nobody can grapple.</source>
        <translation>先に戦闘参加者を追加してください：組み付ける者がいません。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="163"/>
        <source>Pick the creature to grapple.</source>
        <translation>組み付く相手を選んでください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="173"/>
        <source>1D100 %1 against 1D100 %2; a tie goes to the grappler (C7)</source>
        <translation>1D100 %1 対 1D100 %2。同値なら組み付く側の勝ち（C7）</translation>
    </message>
</context>
<context>
    <name>HealDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="71"/>
        <source>Heal</source>
        <translation>治療</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="77"/>
        <source>Patient</source>
        <translation>治療対象</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="79"/>
        <source>Healer</source>
        <translation>治療者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="80"/>
        <source>— nobody —</source>
        <translation>— なし —</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="84"/>
        <source>&amp;Healer:</source>
        <translation>治療者(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="86"/>
        <source>Now:</source>
        <translation>現在：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="90"/>
        <source>Healing or temporary hit points</source>
        <translation>治療または一時的HP</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="91"/>
        <source>Heali&amp;ng</source>
        <translation>治療(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="92"/>
        <source>Te&amp;mporary hit points</source>
        <translation>一時的HP(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="121"/>
        <source>Healing dice</source>
        <translation>治療ダイス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="122"/>
        <source>e.g. 1d8+1</source>
        <translation>例：1d8+1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="123"/>
        <source>Healing &amp;dice:</source>
        <translation>治療ダイス(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="125"/>
        <source>Healing bonus:</source>
        <translation>治癒ボーナス：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="130"/>
        <source>&amp;Lower a count (use 1)</source>
        <translation>負傷数／打撲数を減らす(&amp;L)（用法1）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="131"/>
        <source>Lower the wound or bruise count</source>
        <translation>負傷数か打撲数を減らす</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="135"/>
        <source>Lower the wound count</source>
        <translation>負傷数を減らす</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="137"/>
        <source>Bru&amp;ise count (%1 per point)</source>
        <translation>打撲数(&amp;I)（1点ごとに%1）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="138"/>
        <source>Lower the bruise count</source>
        <translation>打撲数を減らす</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="151"/>
        <source>Make a re&amp;covery check (use 2)</source>
        <translation>回復判定を行う(&amp;C)（用法2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="153"/>
        <source>Make a recovery check with the healing bonus</source>
        <translation>治癒ボーナスで回復判定を行う</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="155"/>
        <source>Damage state to recover from</source>
        <translation>回復するダメージ状態</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="156"/>
        <source>&amp;State:</source>
        <translation>状態(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="182"/>
        <source>Current:</source>
        <translation>現在：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="183"/>
        <source>Temporary hit points</source>
        <translation>一時的HP</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="185"/>
        <source>0 (remove them)</source>
        <translation>0（削除）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="186"/>
        <source>&amp;Temporary hit points:</source>
        <translation>一時的HP(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="187"/>
        <source>Until remo&amp;ved</source>
        <translation>解除するまで(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="188"/>
        <source>The temporary hit points last until removed</source>
        <translation>一時的HPは解除するまで続きます</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="189"/>
        <source>Lasting:</source>
        <translation>持続：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="191"/>
        <source>Duration</source>
        <translation>持続時間</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="194"/>
        <source>Duration unit</source>
        <translation>時間の単位</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="195"/>
        <source>rounds</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="195"/>
        <source>minutes</source>
        <translation>分</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="195"/>
        <source>hours</source>
        <translation>時間</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="200"/>
        <source>Durati&amp;on:</source>
        <translation>持続時間(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="318"/>
        <source>d20 %1 against DC %2 (B8)</source>
        <translation>d20 %1 対難易度%2（B8）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="320"/>
        <source>%1 ends</source>
        <translation>%1が解除される</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="321"/>
        <source>nothing changes</source>
        <translation>変化なし</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="339"/>
        <source>wound count %1</source>
        <translation>負傷数%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="339"/>
        <source>bruise count %1</source>
        <translation>打撲数%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="365"/>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="444"/>
        <source>until clock round %1</source>
        <translation>ラウンド%1まで</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="366"/>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="443"/>
        <source>until removed</source>
        <translation>解除まで</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="367"/>
        <source>%n temporary hit point(s), %1 (damage DC %2)</source>
        <translation>
            <numerusform>一時的HP %n、%1（ダメージ判定の難易度%2）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="431"/>
        <source>Wound count %1 → %2 (%n point(s) used, %3 lost)</source>
        <translation>
            <numerusform>負傷数 %1 → %2（%n点使用、%3点は失われる）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="433"/>
        <source>Bruise count %1 → %2 (%n point(s) used, %3 lost)</source>
        <translation>
            <numerusform>打撲数 %1 → %2（%n点使用、%3点は失われる）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="370"/>
        <source>no temporary hit points</source>
        <translation>一時的HPなし</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="378"/>
        <source>Seriously wounded: the wound count cannot be lowered (B5); make a recovery check instead.</source>
        <translation>重傷：負傷数は減らせません（B5）。代わりに回復判定を行ってください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="381"/>
        <source>The wound count is already 0.</source>
        <translation>負傷数はすでに0です。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="384"/>
        <source>Seriously bruised: the bruise count cannot be lowered (B5); make a recovery check instead.</source>
        <translation>重打撲：打撲数は減らせません（B5）。代わりに回復判定を行ってください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="387"/>
        <source>The bruise count is already 0.</source>
        <translation>打撲数はすでに0です。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="404"/>
        <source>Type the healing dice (B7: they become a fixed bonus by B2).</source>
        <translation>治療ダイスを入力してください（B7：B2により固定ボーナスになります）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="409"/>
        <source>Not a dice expression: %1</source>
        <translation>ダイス式ではありません：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="421"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="424"/>
        <source>%1 (%2; B2, B7)</source>
        <translation>%1（%2、B2・B7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="440"/>
        <source>Removes the temporary hit points.</source>
        <translation>一時的HPを削除します。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="441"/>
        <source>Type the temporary hit points.</source>
        <translation>一時的HPを入力してください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="445"/>
        <source>Damage DC %1 → %2 (B3: half the temporary hit points), %3.</source>
        <translation>ダメージ判定の難易度 %1 → %2（B3：一時的HPの半分）、%3。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="448"/>
        <source>They replace the current %1.</source>
        <translation>現在の%1点と置き換わります。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="286"/>
        <source>Type the healing dice (e.g. 1d8+1).</source>
        <translation>治療ダイスを入力してください（例：1d8+1）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="83"/>
        <source>&amp;Patient (1–9):</source>
        <translation>治療対象(&amp;P)（1–9）：</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="134"/>
        <source>&amp;Wound count (1 per %n point(s))</source>
        <translation>
            <numerusform>負傷数(&amp;W)（%n点ごとに1）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="291"/>
        <source>Choose the damage state whose recovery check the healing pays for.</source>
        <translation>治療で回復判定を行うダメージ状態を選んでください。</translation>
    </message>
</context>
<context>
    <name>InitiativeDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="79"/>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="113"/>
        <source>Initiative</source>
        <translation>イニシアチブ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="79"/>
        <source>Roll initiative</source>
        <translation>イニシアチブをロール</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="94"/>
        <source>Type each player&apos;s initiative (Tab or Enter: the next one). The others are rolled here: ⟳ rolls again. Ties show who rolls off.</source>
        <translation>各プレイヤーのイニシアチブを入力してください（Tab または Enter で次へ）。それ以外はここでロールします。⟳ で振り直せます。同値の場合はダイス勝負をする者が表示されます。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="89"/>
        <source>Initiative for those who joined the fight: type it, or roll it with ⟳.</source>
        <translation>途中から戦闘に加わった者のイニシアチブです。入力するか、⟳ でロールしてください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="91"/>
        <source>Every initiative is rolled here: ⟳ rolls again, and a value typed over a roll replaces it. Ties show who rolls off.</source>
        <translation>すべてのイニシアチブはここでロールします。⟳ で振り直せます。ロールした値の上に入力すると、その値に置き換わります。同値の場合はダイス勝負をする者が表示されます。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="97"/>
        <source>Type each initiative rolled at the table in its empty box (Tab or Enter: the next one). The others are rolled here: ⟳ rolls again. Ties show who rolls off.</source>
        <translation>卓上で振ったイニシアチブを空欄ごとに入力してください（Tab または Enter で次へ）。それ以外はここでロールします。⟳ で振り直せます。同値の場合はダイス勝負をする者が表示されます。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="100"/>
        <source>Start combat</source>
        <translation>戦闘開始</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="100"/>
        <source>Set initiative</source>
        <translation>イニシアチブを設定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="101"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="112"/>
        <source>Place</source>
        <extracomment>Column header: the combatant&apos;s place in the turn order (1, 2, 3…), not a location.</extracomment>
        <translation>順番</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="112"/>
        <source>Combatant</source>
        <translation>戦闘参加者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="112"/>
        <source>Side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="113"/>
        <source>Roll</source>
        <translation>ロール</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="119"/>
        <source>Initiative of %1</source>
        <translation>%1 のイニシアチブ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="123"/>
        <source>Roll %1&apos;s initiative</source>
        <translation>%1 のイニシアチブをロール</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="125"/>
        <source>Roll d%1 + %2 (D1)</source>
        <translation>d%1 + %2 をロールします（D1）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="138"/>
        <source>set before</source>
        <translation>事前に設定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="174"/>
        <source>d%1 %2 %3</source>
        <translation>d%1 %2 %3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="210"/>
        <source>%1 (roll-off)</source>
        <translation>%1（ダイス勝負）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="218"/>
        <source>%n initiative(s) still to fill in, first %1&apos;s.</source>
        <translation>
            <numerusform>未入力のイニシアチブがあと %n 件あります（まず %1）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="61"/>
        <source>Add from library</source>
        <translation>ライブラリから追加</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="65"/>
        <source>Search names, tags and notes</source>
        <translation>名前・タグ・メモを検索</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="64"/>
        <source>Search the library</source>
        <translation>ライブラリを検索</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="66"/>
        <source>Templates</source>
        <translation>テンプレート</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="67"/>
        <source>Starter templates</source>
        <translation>スターターテンプレート</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="68"/>
        <source>My library</source>
        <translation>マイライブラリ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="70"/>
        <source>Starter library (bundled, read-only)</source>
        <translation>スターターライブラリ（同梱・読み取り専用）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="73"/>
        <source>Copies</source>
        <translation>追加数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="79"/>
        <source>&amp;Copy to my library</source>
        <translation>マイライブラリにコピー(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="81"/>
        <source>Save an editable copy of this starter template in your library</source>
        <translation>このスターターテンプレートの編集可能なコピーをライブラリに保存します</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="82"/>
        <source>&amp;Delete template</source>
        <translation>テンプレートを削除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="84"/>
        <source>&amp;Import…</source>
        <translation>インポート(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="86"/>
        <source>E&amp;xport…</source>
        <translation>エクスポート(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="90"/>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="92"/>
        <source>Copies:</source>
        <translation>追加数：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="151"/>
        <source>No templates yet. To make one, select a combatant and choose Combatants ▸ Save to library; or import a library file (Import…).</source>
        <translation>テンプレートはまだありません。作成するには、戦闘参加者を選択して「戦闘参加者 ▸ ライブラリに保存」を選ぶか、ライブラリファイルをインポートしてください（インポート…）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="221"/>
        <source>Template not available</source>
        <translation>テンプレートを使用できません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="233"/>
        <source>Cannot copy</source>
        <translation>コピーできません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="245"/>
        <source>Delete template</source>
        <translation>テンプレートを削除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="246"/>
        <source>Delete “%1” from the library?</source>
        <translation>ライブラリから「%1」を削除しますか？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="251"/>
        <source>Cannot delete</source>
        <translation>削除できません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="255"/>
        <source>Import templates</source>
        <translation>テンプレートをインポート</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="256"/>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="270"/>
        <source>Template files (*.json);;All files (*)</source>
        <translation>テンプレートファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="262"/>
        <source>Cannot import</source>
        <translation>インポートできません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="269"/>
        <source>Export template</source>
        <translation>テンプレートをエクスポート</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="279"/>
        <source>Cannot export</source>
        <translation>エクスポートできません</translation>
    </message>
</context>
<context>
    <name>LogLine</name>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="311"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="635"/>
        <source>base defense</source>
        <translation>基本防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="636"/>
        <source>physique defense</source>
        <translation>体格防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="637"/>
        <source>reflex defense</source>
        <translation>反応防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="638"/>
        <source>mind defense</source>
        <translation>精神防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="36"/>
        <source>rerolled %1 → %2</source>
        <translation>振り直し %1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="37"/>
        <source>d20 changed %1 → %2</source>
        <translation>d20変更 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="38"/>
        <source>modifiers changed %1 → %2</source>
        <translation>修正値変更 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="39"/>
        <source>degree shifted %1 → %2</source>
        <translation>成功度変更 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="42"/>
        <source>forced by the GM</source>
        <translation>GMの強制裁定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="43"/>
        <source>critical/fumble</source>
        <translation>クリティカル／ファンブル</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="44"/>
        <source>values</source>
        <translation>遂行値の比較</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="45"/>
        <source>tie to the active side</source>
        <translation>同値は能動側</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="46"/>
        <source>player priority</source>
        <translation>プレイヤー優先権</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="47"/>
        <source>roll-off</source>
        <translation>ダイス勝負</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="206"/>
        <source>(critical ×%1)</source>
        <translation>（クリティカルヒット×%1）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="208"/>
        <source>(damage ×%1)</source>
        <translation>（ダメージ×%1）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="285"/>
        <source>%1; save ends: %2 DC %3</source>
        <extracomment>A condition&apos;s duration, then the check that ends it sooner (D3): &quot;until removed; save ends: strength DC 12&quot;.</extracomment>
        <translation>%1、判定で解除：%2 難易度%3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="435"/>
        <source>trivial</source>
        <translation>楽勝</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="436"/>
        <source>easy</source>
        <translation>簡単</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="437"/>
        <source>normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="438"/>
        <source>hard</source>
        <translation>難しい</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="439"/>
        <source>very hard</source>
        <translation>困難</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="395"/>
        <source>name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="396"/>
        <source>note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="397"/>
        <source>duration</source>
        <translation>持続時間</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="398"/>
        <source>rounds left</source>
        <translation>残りラウンド数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="399"/>
        <source>when it counts</source>
        <translation>カウントの時点</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="400"/>
        <source>whose turn counts</source>
        <translation>カウントする手番</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="401"/>
        <source>effects</source>
        <translation>効果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="402"/>
        <source>hidden from the players</source>
        <translation>プレイヤーに非公開</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="403"/>
        <source>the check that ends it</source>
        <translation>解除する判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="315"/>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="108"/>
        <source>d%1 %2</source>
        <translation>d%1 %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="109"/>
        <source>d%1 %2 of %3</source>
        <translation>d%1 %2（%3 から）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="119"/>
        <source>%1 (passive 10 %2)</source>
        <translation>%1（パッシブ 10 %2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="123"/>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="214"/>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="250"/>
        <source>%1 (%2 %3)</source>
        <translation>%1（%2 %3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="669"/>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="165"/>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="185"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="167"/>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="217"/>
        <source>%1 vs %2 → %3</source>
        <translation>%1 対 %2 → %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="189"/>
        <source> with %n penalty die(s)</source>
        <translation>
            <numerusform>（ペナルティダイス%n個）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="204"/>
        <source>(nonlethal)</source>
        <translation>（非致傷）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="220"/>
        <source>damage check %1</source>
        <translation>ダメージ判定 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="245"/>
        <source>%1 (%2 critical %3)</source>
        <translation>%1（%2 クリティカル %3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="248"/>
        <source>%1 (%2 fumble %3)</source>
        <translation>%1（%2 ファンブル %3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="260"/>
        <source>d100 %1</source>
        <translation>1D100 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="262"/>
        <source>%1 (%2 %3/10)</source>
        <translation>%1（%2 %3/10）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="288"/>
        <location filename="../../gmtracker/encounter/first_format.py" line="74"/>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="125"/>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="216"/>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="265"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="266"/>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="268"/>
        <source>= %1 [critical]</source>
        <translation>= %1［クリティカル］</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="271"/>
        <source>= %1 [fumble]</source>
        <translation>= %1［ファンブル］</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="577"/>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="484"/>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="609"/>
        <location filename="../../gmtracker/encounter/encounter_settings.py" line="102"/>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="273"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="291"/>
        <source>until removed</source>
        <translation>解除まで</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="296"/>
        <source>%1 of %n round(s), counted at the start of %2&apos;s turn</source>
        <translation>
            <numerusform>%nラウンド中残り%1ラウンド、%2の手番開始時にカウント</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="298"/>
        <source>%1 of %n round(s), counted at the end of %2&apos;s turn</source>
        <translation>
            <numerusform>%nラウンド中残り%1ラウンド、%2の手番終了時にカウント</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="305"/>
        <source>%1 (realistic)</source>
        <translation>%1（リアリスティック）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="307"/>
        <source>%1 (other)</source>
        <translation>%1（その他）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="95"/>
        <source>%1 joins the encounter</source>
        <translation>%1が遭遇に参加</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="216"/>
        <source>%1 duplicated as %2</source>
        <translation>%1を%2として複製</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="211"/>
        <source>%1 uses %2 (%3): %4 of %5 left</source>
        <translation>%1が%2を使用（%3）：残り%4/%5</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="214"/>
        <source>%1 uses %2: %3 of %4 left</source>
        <translation>%1が%2を使用：残り%3/%4</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="228"/>
        <source>%1 %2 of %3 (new)</source>
        <translation>%1 %2/%3（新規）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="232"/>
        <source>%1 (was %2)</source>
        <translation>%1（旧：%2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="233"/>
        <source>%1 %2 → %3 of %4</source>
        <translation>%1 %2 → %3/%4</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="235"/>
        <location filename="../../gmtracker/encounter/roster.py" line="300"/>
        <source>%1 removed</source>
        <translation>%1を削除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="237"/>
        <source>the order changed</source>
        <translation>順序を変更</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="238"/>
        <source>%1&apos;s resources: %2</source>
        <translation>%1のリソース：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="647"/>
        <location filename="../../gmtracker/encounter/first_format.py" line="72"/>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="156"/>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="238"/>
        <location filename="../../gmtracker/encounter/roster.py" line="371"/>
        <location filename="../../gmtracker/encounter/turns.py" line="759"/>
        <source>%1 %2</source>
        <extracomment>A name and its value: a defense and its value (&quot;reflex defense 14&quot;), a combatant and an initiative or base value.
----------
A term of a roll: its name and its signed value (&quot;strength +2&quot;, &quot;Blessed +1&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="368"/>
        <location filename="../../gmtracker/encounter/turns.py" line="762"/>
        <source>%1 %2 (%3 %4)</source>
        <translation>%1 %2（%3 %4）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="372"/>
        <source>initiative: %1</source>
        <translation>イニシアチブ：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="764"/>
        <source>combat starts: %1</source>
        <translation>戦闘開始：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="774"/>
        <source>round %1: %2&apos;s turn is skipped (defeated)</source>
        <translation>ラウンド%1：%2の手番をスキップ（倒れている）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/first_format.py" line="66"/>
        <location filename="../../gmtracker/encounter/turns.py" line="775"/>
        <source>round %1: %2&apos;s turn</source>
        <translation>ラウンド%1：%2の手番</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/first_format.py" line="76"/>
        <source>%1 attacks %2: %3 vs %4 → %5</source>
        <translation>%1が%2を攻撃：%3 対 %4 → %5</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="780"/>
        <source>dying check (B5) fails: no constitution (B9)</source>
        <translation>瀕死判定（B5）失敗：耐久力なし（B9）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="782"/>
        <source>dying check (B5)</source>
        <translation>瀕死判定（B5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="785"/>
        <source>%1: save against %2 (D3)</source>
        <extracomment>A save due at the end of a turn (D3): %1 the bearer, %2 its condition.</extracomment>
        <translation>%1：%2の解除判定（D3）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/encounter/turns.py" line="788"/>
        <source>%n recovery check(s) for %1 (B8)</source>
        <translation>
            <numerusform>%1の回復判定%n回（B8）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="792"/>
        <source>%1 ends on %2</source>
        <translation>%2の%1が解除される</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="796"/>
        <source>%1&apos;s readied action lapses</source>
        <translation>%1の待機した行動は失効</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="613"/>
        <source>back to round %1: %2&apos;s turn</source>
        <translation>ラウンド%1に戻る：%2の手番</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="671"/>
        <source>%1 delays until after %2</source>
        <translation>%1が%2の後まで行動を遅らせる</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="727"/>
        <source>%1 rejoins combat</source>
        <translation>%1が戦闘に復帰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="728"/>
        <source>%1 leaves combat</source>
        <translation>%1が戦闘から離脱</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/encounter/turns.py" line="748"/>
        <source>combat ends after %n round(s)</source>
        <translation>
            <numerusform>%nラウンドで戦闘終了</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/encounter_settings.py" line="103"/>
        <source>encounter settings: %1</source>
        <translation>遭遇の設定：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="441"/>
        <source>unreadable record</source>
        <translation>読み取れない記録</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="648"/>
        <source>hit check%1 %2 vs %3 → %4</source>
        <translation>命中判定%1 %2 対 %3 → %4</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="651"/>
        <source>%1 (critical failure)</source>
        <translation>%1（大失敗）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="668"/>
        <source>%1 → threat; confirmation %2</source>
        <translation>%1 → クリティカル可能域、確定ロール %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="671"/>
        <source>%1 (natural %2)</source>
        <translation>%1（出目%2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="681"/>
        <source>%1 (critical/fumble)</source>
        <translation>%1（クリティカル／ファンブル）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="683"/>
        <source>%1 (tie: the attacker)</source>
        <translation>%1（同値：攻撃者）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="661"/>
        <source>%1&apos;s defense check%2 %3</source>
        <translation>%1の防御判定%2 %3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="678"/>
        <source>1D100 %1 vs %2 %3 → %4</source>
        <translation>1D100 %1 対 %2 %3 → %4</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="697"/>
        <source>%1 attacks %2 with %3: %4</source>
        <translation>%1が%3で%2を攻撃：%4</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="320"/>
        <source>%1 (%2 %3) vs %4</source>
        <translation>%1（%2 %3）対 %4</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="278"/>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="446"/>
        <source>GM</source>
        <translation>GM</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="280"/>
        <source>pure roll</source>
        <translation>ダイス判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="282"/>
        <source>hit check</source>
        <translation>命中判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="284"/>
        <source>%1 check</source>
        <translation>%1判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="286"/>
        <source>attribute check</source>
        <translation>能力値判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="292"/>
        <source>DC %1 (hidden)</source>
        <translation>難易度%1（非公開）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="294"/>
        <location filename="../../gmtracker/encounter/actions_save_ends.py" line="160"/>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="218"/>
        <source>DC %1</source>
        <translation>難易度%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="290"/>
        <location filename="../../gmtracker/encounter/actions_check.py" line="295"/>
        <source>%1: %2 %3</source>
        <translation>%1：%2 %3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="664"/>
        <source>%1 (for %2&apos;s penalty dice, %3 rolls %4 more d20 and keeps the highest)</source>
        <extracomment>B1: the attacker&apos;s penalty dice (A3, A16) are extra d20 the defender rolls, keeping the highest.</extracomment>
        <translation>%1（%2のペナルティダイスにより、%3はd20を%4個多く振って最も高い出目を採用）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="699"/>
        <source>%1 uses %2 on %3, not an attack action: %4</source>
        <translation>%1が%3に%2を使用（攻撃アクションではない）：%4</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="705"/>
        <source>disabled: %1 falls unconscious at the end of its turn (B5)</source>
        <translation>行動困難：%1は手番終了時に気絶する（B5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="299"/>
        <source>skill trial: +%1 bruises</source>
        <translation>技能試練：打撲数 +%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="301"/>
        <source>skill trial: +%1 wounds</source>
        <translation>技能試練：負傷数 +%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_damage.py" line="273"/>
        <source>%1&apos;s damage check against %2 (%3): %4</source>
        <translation>%1の%2へのダメージ判定（%3）：%4</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_damage.py" line="275"/>
        <source>Damage check against %1 (%2): %3</source>
        <translation>%1へのダメージ判定（%2）：%3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="345"/>
        <source>%1 heals %2 with %3 (healing bonus %4)</source>
        <translation>%1が%3で%2を治療（治癒ボーナス%4）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="348"/>
        <source>%1 is healed with %2 (healing bonus %3)</source>
        <translation>%1が%2で治療される（治癒ボーナス%3）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/encounter/actions_care.py" line="353"/>
        <source>%1: bruise count %2 → %3, %n point(s) lost</source>
        <translation>
            <numerusform>%1：打撲数 %2 → %3、%n点が失われる</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/encounter/actions_care.py" line="355"/>
        <source>%1: wound count %2 → %3, %n point(s) lost</source>
        <translation>
            <numerusform>%1：負傷数 %2 → %3、%n点が失われる</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="338"/>
        <source>success: %1 ends</source>
        <translation>成功：%1が解除される</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="339"/>
        <source>failure</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="359"/>
        <source>%1: recovery check of %2: d20 %3 %4%5 = %6 vs DC %7, %8</source>
        <translation>%1：%2の回復判定：d20 %3 %4%5 = %6 対難易度%7、%8</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/encounter/actions_care.py" line="569"/>
        <source> for %n round(s), until clock round %1</source>
        <translation>
            <numerusform>、%nラウンド持続、ラウンド%1まで</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="571"/>
        <source>, replacing %1</source>
        <translation>、元の%1と置き換え</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/encounter/actions_care.py" line="572"/>
        <source>%1 has %n temporary hit point(s)%2%3 (damage DC +%4)</source>
        <translation>
            <numerusform>%1が一時的HP %n点を得る%2%3（ダメージ判定の難易度 +%4）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="575"/>
        <source>%1 loses its temporary hit points (%2)</source>
        <translation>%1は一時的HPを失う（%2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="223"/>
        <source>%1 survives this round</source>
        <translation>%1はこのラウンドを生き延びる</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="225"/>
        <source>%1 dies</source>
        <translation>%1は死亡</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="227"/>
        <source>%1 is dying and has no constitution: automatic failure (B9), %2</source>
        <translation>%1は瀕死で耐久力がない：自動失敗（B9）、%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="229"/>
        <source>%1&apos;s dying check: d20 %2 %3 (constitution)%4 = %5 vs DC %6, %7</source>
        <translation>%1の瀕死判定：d20 %2 %3（耐久力）%4 = %5 対難易度%6、%7</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="370"/>
        <source>takes 10</source>
        <translation>出目10</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="372"/>
        <source>takes 20 (20 periods)</source>
        <translation>出目20（20周期）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="374"/>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="209"/>
        <source>d20 %1</source>
        <translation>d20 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="375"/>
        <source>%1&apos;s recovery check of %2: %3 %4 (constitution)%5 = %6 vs DC %7, %8</source>
        <translation>%1の%2の回復判定：%3 %4（耐久力）%5 = %6 対難易度%7、%8</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="530"/>
        <source>%1 pass, %2 resting: clock %3 → %4</source>
        <translation>%1経過、%2体が休息：時計 %3ラウンド → %4ラウンド</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="532"/>
        <source>%1 pass: clock %2 → %3</source>
        <translation>%1経過：時計 %2ラウンド → %3ラウンド</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="575"/>
        <source>dying: no dying checks were made (B5)</source>
        <translation>瀕死：瀕死判定は行われなかった（B5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="581"/>
        <source>take 10 → %1</source>
        <translation>出目10 → %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="583"/>
        <source>take 20 → %1</source>
        <translation>出目20 → %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="586"/>
        <source>d20 %1 %2 = %3</source>
        <translation>d20 %1 %2 = %3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="589"/>
        <source>ends at clock %1</source>
        <translation>ラウンド%1に終了</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="590"/>
        <source>continues</source>
        <translation>継続</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="591"/>
        <source>%1 (DC %2): %3; %4</source>
        <translation>%1（難易度%2）：%3、%4</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="594"/>
        <source>wound count %1 → %2 by rest</source>
        <translation>休息で負傷数 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="597"/>
        <source>bruise count %1 → %2 by rest</source>
        <translation>休息で打撲数 %1 → %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/encounter/actions_rest.py" line="600"/>
        <source>%n temporary hit point(s) end</source>
        <translation>
            <numerusform>一時的HP %n点が消える</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="602"/>
        <source>temporary hit points end</source>
        <translation>一時的HPが消える</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="604"/>
        <source>%1 refilled (%2 → %3)</source>
        <translation>%1を補充（%2 → %3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="608"/>
        <source>%1: nothing changes</source>
        <translation>%1：変化なし</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="448"/>
        <source>%1 vs target %2 (%3): %4 (%5)</source>
        <translation>%1 対目標値%2（%3）：%4（%5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="461"/>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="486"/>
        <source>%1, specials cancel</source>
        <translation>%1、クリティカルとファンブルが相殺</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="463"/>
        <source>%1 vs %2: %3 succeeds, %4 wins (%5)</source>
        <translation>%1 対 %2：%3が成功、%4の勝ち（%5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="466"/>
        <source>%1 vs %2: %3 fails, %4 wins (%5)</source>
        <translation>%1 対 %2：%3が失敗、%4の勝ち（%5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="482"/>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="487"/>
        <source>%1 and %2 act at once: %3 wins (%4)</source>
        <translation>%1と%2が同時行動：%3の勝ち（%4）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="409"/>
        <source>%1: %2 (%3)</source>
        <translation>%1：%2（%3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="420"/>
        <source>%1: %2 edited (%3): %4, %5</source>
        <translation>%1：%2を編集（%3）：%4、%5</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="430"/>
        <source>%1: %2 removed</source>
        <translation>%1：%2を削除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="439"/>
        <source>%1: %2 ends</source>
        <translation>%1：%2が解除される</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_states.py" line="99"/>
        <source>%1 falls unconscious: a standard action while disabled (B5)</source>
        <translation>%1が気絶：行動困難中に標準アクションを行った（B5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="454"/>
        <source>%1: %2 skipped by the GM</source>
        <translation>%1：%2はGMがスキップ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="330"/>
        <source>%1: one move or one standard action (B5), unconscious at the end of the turn after a standard action</source>
        <translation>%1：移動アクションか標準アクションのどちらか1回のみ（B5）、標準アクションを行うと手番終了時に気絶</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="332"/>
        <source>%1: one move or one standard action (B5)</source>
        <translation>%1：移動アクションか標準アクションのどちらか1回のみ（B5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="342"/>
        <source>%1 h</source>
        <translation>%1時間</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="344"/>
        <source>%1 min</source>
        <translation>%1分</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="346"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%nラウンド</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="349"/>
        <source>%1 (%2 rounds)</source>
        <translation>%1（%2ラウンド）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="189"/>
        <source>%1 grapples %2: 1D100 %3 vs %4 → %5: %6</source>
        <translation>%1が%2に組み付き：1D100 %3 対 %4 → %5：%6</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="191"/>
        <source>%1 fails to grapple %2: 1D100 %3 vs %4 → %5</source>
        <translation>%1は%2に組み付けず：1D100 %3 対 %4 → %5</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_save_ends.py" line="162"/>
        <source>%1 ends</source>
        <translation>%1が解除される</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_save_ends.py" line="164"/>
        <source>%1 goes on</source>
        <translation>%1は続く</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_save_ends.py" line="166"/>
        <source>%1: save against %2 (%3) %4; %5</source>
        <extracomment>A save-ends check (D3): %1 the bearer, %2 the condition, %3 the attribute, %4 the roll, %5 what came of it.</extracomment>
        <translation>%1：%2の解除判定（%3）%4、%5</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="162"/>
        <source>%1 readies an action</source>
        <translation>%1が行動を待機</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="163"/>
        <source>%1 delays and leaves the order</source>
        <translation>%1が遅延して順番から外れる</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="176"/>
        <source>%1 acts on its readied action, before %2</source>
        <translation>%1が待機した行動を%2の前に行う</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="177"/>
        <source>%1 comes back in after %2</source>
        <translation>%1が%2の後に戻る</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/initiative_groups.py" line="86"/>
        <source>one initiative, acting together: %1</source>
        <translation>イニシアチブを共有し一緒に行動：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/initiative_groups.py" line="87"/>
        <source>no longer one initiative: %1</source>
        <translation>イニシアチブの共有を解除：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="287"/>
        <source>%1 carried back from %2 to the campaign (clock %3 → %4)</source>
        <translation>%1を%2からキャンペーンへ持ち帰り（時計 %3ラウンド → %4ラウンド）</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="85"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="271"/>
        <source>&lt;opened&gt;</source>
        <translation>&lt;開いた時点&gt;</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="270"/>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="272"/>
        <source>Undo history</source>
        <translation>元に戻す履歴</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="297"/>
        <source>Open &amp;recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="86"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="87"/>
        <source>&amp;Combatants</source>
        <translation>戦闘参加者(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="88"/>
        <source>Com&amp;bat</source>
        <translation>戦闘(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="89"/>
        <source>&amp;Roll</source>
        <translation>ロール(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="91"/>
        <source>Campaign</source>
        <translation>キャンペーン</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="92"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="305"/>
        <source>&amp;Columns</source>
        <translation>列(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="95"/>
        <source>Help</source>
        <translation>ヘルプ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="310"/>
        <source>Main</source>
        <translation>メインツールバー</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="506"/>
        <source>The campaign “%1” has changes that are not saved. Save them first?</source>
        <translation>キャンペーン「%1」には保存されていない変更があります。先に保存しますか？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="908"/>
        <source>Unsaved · recovery journal failed: %1</source>
        <extracomment>%1 is why the recovery journal could not be written (the system&apos;s words)</extracomment>
        <translation>未保存 · 復元ジャーナルへの書き込みに失敗：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="911"/>
        <source>Unsaved · in the recovery journal at %1</source>
        <extracomment>%1 is the time of the last step written to the recovery journal (HH:MM)</extracomment>
        <translation>未保存 · %1に復元ジャーナルへ記録済み</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/combat_actions.py" line="40"/>
        <location filename="../../gmtracker/ui/shell/combat_actions.py" line="84"/>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="458"/>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="466"/>
        <source>Not possible</source>
        <translation>実行できません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="505"/>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="525"/>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="526"/>
        <source>The encounter “%1” has changes that are not saved. Save them first?</source>
        <translation>遭遇「%1」には保存されていない変更があります。先に保存しますか？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="148"/>
        <source>Recovery file unreadable</source>
        <translation>復元ファイルを読み込めません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="95"/>
        <source>Restore unsaved work?</source>
        <translation>未保存の作業を復元しますか？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="84"/>
        <source>GM Tracker did not close properly. Restore “%1” as it was at %2, with its undo history?</source>
        <translation>GM Tracker は正常に終了しませんでした。「%1」を %2 の状態に、元に戻す履歴も含めて復元しますか？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="79"/>
        <location filename="../../gmtracker/ui/shell/application.py" line="276"/>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="507"/>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="527"/>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="634"/>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="888"/>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="889"/>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="895"/>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="87"/>
        <source>GM Tracker did not close properly. Restore “%1” as it was at %2? Its undo history cannot be restored.</source>
        <translation>GM Tracker は正常に終了しませんでした。「%1」を %2 の状態に復元しますか？元に戻す履歴は復元できません。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="90"/>
        <location filename="../../gmtracker/ui/shell/application.py" line="266"/>
        <source>The recovery file as it was is kept at %1.</source>
        <translation>復元ファイルは元のまま %1 に保管されています。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="106"/>
        <location filename="../../gmtracker/ui/shell/application.py" line="286"/>
        <source>GM Tracker could not remove the recovery file %1.</source>
        <translation>GM Tracker は復元ファイル %1 を削除できませんでした。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="107"/>
        <location filename="../../gmtracker/ui/shell/application.py" line="285"/>
        <source>Recovery file not removed</source>
        <translation>復元ファイルは削除されませんでした</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="116"/>
        <source>GM Tracker did not close properly, and its recovery file is damaged: it holds only the first %3 of the %4 steps you took. Restore “%1” as it was after those %3 steps (at %2)? The later steps are lost.</source>
        <translation>GM Tracker は正常に終了せず、復元ファイルも破損しています。行った %4 手順のうち、最初の %3 手順しか残っていません。「%1」をその %3 手順の後（%2 時点）の状態に復元しますか？それ以降の手順は失われます。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="121"/>
        <source>GM Tracker did not close properly, and its recovery file was damaged. GM Tracker could read all of it from a repaired copy. Restore “%1” as it was at %2, with its undo history?</source>
        <translation>GM Tracker は正常に終了せず、復元ファイルも破損していました。修復したコピーからすべて読み取ることができました。「%1」を %2 の状態に、元に戻す履歴も含めて復元しますか？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="133"/>
        <source>The recovery file could not be moved aside (%1); it is left as it was at %2.</source>
        <translation>復元ファイルを退避できませんでした（%1）。ファイルは %2 にそのまま残っています。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="136"/>
        <source>The recovery file is kept as it was, until you delete it, at %1 (with the files beside it whose names begin the same way: %2).</source>
        <translation>復元ファイルは、削除するまで %1 にそのまま保管されます（同じ場所にある、名前の始まりが同じファイル: %2 も含みます）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="143"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="153"/>
        <source>GM Tracker found a recovery file it cannot read at %1 and cannot move it aside. It is left as it is; until it is gone, your changes cannot be kept in the recovery journal.</source>
        <extracomment>%1 is the path of the recovery file that cannot be read</extracomment>
        <translation>GM Tracker は %1 に読み込めない復元ファイルを見つけましたが、別の場所へ移せません。ファイルはそのまま残されています。このファイルがなくなるまで、変更は復元ジャーナルに記録されません。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="157"/>
        <source>GM Tracker found a recovery file it cannot read. It is kept as it was, until you delete it, at %1 (with the files beside it whose names begin the same way: %2).</source>
        <translation>GM Tracker は読み取れない復元ファイルを見つけました。このファイルは、削除するまで %1 にそのまま保管されます（同じ場所にある、名前の始まりが同じファイル: %2 も含みます）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="165"/>
        <source>GM Tracker could not open %1.</source>
        <translation>GM Tracker は %1 を開けませんでした。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="178"/>
        <source>GM Tracker is already running with the data folder %1, but it does not answer. Close it, or end it if it hangs, then start GM Tracker again.</source>
        <translation>GM Tracker はデータフォルダー %1 ですでに起動していますが、応答がありません。そのウィンドウを閉じるか、固まっている場合は強制終了してから、GM Tracker をもう一度起動してください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="182"/>
        <source>GM Tracker is already running</source>
        <translation>GM Tracker はすでに起動しています</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="270"/>
        <source>Campaign not restored</source>
        <translation>キャンペーンは復元されませんでした</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="271"/>
        <source>The campaign&apos;s recovery file cannot be read: %1</source>
        <translation>キャンペーンの復元ファイルを読み込めません：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="277"/>
        <source>Restore the campaign?</source>
        <translation>キャンペーンを復元しますか？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="278"/>
        <source>GM Tracker did not close properly while the campaign “%1” was open. Restore it as it was?</source>
        <translation>キャンペーン「%1」を開いている間に GM Tracker が正常に終了しませんでした。元の状態に復元しますか？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="537"/>
        <source>New encounter</source>
        <translation>新しい遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="546"/>
        <source>Open encounter</source>
        <translation>遭遇を開く</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="546"/>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="623"/>
        <source>GM Tracker encounters (*.json);;All files (*)</source>
        <translation>GM Tracker 遭遇ファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="166"/>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="557"/>
        <source>Cannot open encounter</source>
        <translation>遭遇を開けません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="591"/>
        <source>The file %1 was deleted or moved by another program after GM Tracker opened or saved it.</source>
        <translation>ファイル %1 は、GM Tracker が開くか保存した後に、別のプログラムによって削除または移動されました。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="593"/>
        <source>Save it again there, or save the encounter under another name.</source>
        <translation>同じ場所にもう一度保存するか、遭遇を別の名前で保存してください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="594"/>
        <source>&amp;Save it again</source>
        <translation>もう一度保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="596"/>
        <source>The file %1 was changed by another program after GM Tracker opened or saved it.</source>
        <translation>ファイル %1 は、GM Tracker が開くか保存した後に、別のプログラムによって変更されました。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="598"/>
        <source>Overwriting replaces the other program&apos;s version with the encounter as shown here (that version is kept beside it as a .bak file). Save under another name to keep both.</source>
        <translation>上書きすると、別のプログラムによるバージョンが、ここに表示されている遭遇で置き換えられます（そのバージョンは .bak ファイルとして隣に保管されます）。両方を残すには、別の名前で保存してください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="601"/>
        <source>&amp;Overwrite</source>
        <translation>上書き(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="602"/>
        <source>File changed on disk</source>
        <translation>ディスク上のファイルが変更されました</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="607"/>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="623"/>
        <source>Save encounter</source>
        <translation>遭遇を保存</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="653"/>
        <source>Cannot save</source>
        <translation>保存できません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/roster_actions.py" line="39"/>
        <source>New combatant</source>
        <translation>新しい戦闘参加者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/roster_actions.py" line="60"/>
        <source>The combatant library in %1 cannot be read.</source>
        <translation>%1 にある戦闘参加者ライブラリを読み込めません。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/roster_actions.py" line="84"/>
        <source>Cannot save to the combatant library in %1.</source>
        <translation>%1 にある戦闘参加者ライブラリに保存できません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/shell/roster_actions.py" line="88"/>
        <source>Saved %n combatant(s) to the library</source>
        <translation>
            <numerusform>戦闘参加者%n体をライブラリに保存しました</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/roster_actions.py" line="94"/>
        <source>Library not available</source>
        <translation>ライブラリを使用できません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/roster_actions.py" line="115"/>
        <source>Defeated combatants removed: %1 (undo brings them back)</source>
        <translation>倒れた戦闘参加者を削除しました：%1 人（元に戻すで復活）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/roster_actions.py" line="154"/>
        <source>Quick add: %1</source>
        <translation>クイック追加：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/combat_actions.py" line="41"/>
        <source>Nobody is in the fight: add combatants first (Ctrl+K).</source>
        <translation>戦闘に参加している者がいません。先に戦闘参加者を追加してください（Ctrl+K）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/combat_actions.py" line="57"/>
        <source>Group initiative</source>
        <translation>グループイニシアチブ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/combat_actions.py" line="58"/>
        <source>Select two or more combatants (Ctrl+click) to make them one group.</source>
        <translation>グループにするには戦闘参加者を2人以上選択してください（Ctrl+クリック）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/combat_actions.py" line="67"/>
        <source>Roll initiative</source>
        <translation>イニシアチブをロール</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/combat_actions.py" line="68"/>
        <source>Everyone in the fight has an initiative. Change one in the table (double-click it) or in the editor.</source>
        <translation>戦闘中の全員にイニシアチブがあります。表（ダブルクリック）またはエディターで変更できます。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/combat_actions.py" line="124"/>
        <source>Act now</source>
        <translation>今すぐ行動</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/combat_actions.py" line="125"/>
        <source>Select the delaying or ready combatant who acts now.</source>
        <translation>今すぐ行動する、遅延中または待機中の戦闘参加者を選択してください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="728"/>
        <source>Settings not saved: %1</source>
        <translation>設定は保存されませんでした：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="742"/>
        <source>Encounter settings</source>
        <translation>遭遇の設定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="747"/>
        <source>Settings not saved</source>
        <translation>設定は保存されませんでした</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="892"/>
        <source>demo, untitled copy</source>
        <translation>デモ（無題のコピー）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="895"/>
        <source>campaign %1</source>
        <translation>キャンペーン「%1」</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="897"/>
        <source>%1%2[*] — GM Tracker</source>
        <translation>%1%2[*] — GM Tracker</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/clock_words.py" line="36"/>
        <source>%1:%2:%3 elapsed</source>
        <translation>経過 %1:%2:%3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/clock_words.py" line="38"/>
        <source>%1:%2 elapsed</source>
        <translation>経過 %1:%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="922"/>
        <source>Round %1 · %2&apos;s turn · %3</source>
        <translation>ラウンド%1 · %2の手番 · %3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="929"/>
        <source>Not in combat · %1</source>
        <translation>戦闘外 · %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="905"/>
        <source>Saved</source>
        <translation>保存済み</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="652"/>
        <source>The encounter stays open with all its changes. %1</source>
        <translation>遭遇はすべての変更を保ったまま開いています。%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/help_actions.py" line="31"/>
        <source>About Qt</source>
        <translation>Qt について</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/resource_actions.py" line="32"/>
        <source>Select a combatant to use one of its resources</source>
        <translation>リソースを使う戦闘参加者を選んでください</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/resource_actions.py" line="43"/>
        <source>%1 has no resources: add them in Resources… (Ctrl+Shift+U)</source>
        <translation>%1にはリソースがありません。「リソース…」で追加してください（Ctrl+Shift+U）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/resource_actions.py" line="53"/>
        <source>%1 — %2 of %3 left</source>
        <translation>%1 — 残り%2/%3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/resource_actions.py" line="68"/>
        <source>%1: %2 of %3 left (Ctrl+Z takes it back)</source>
        <translation>%1：残り%2/%3（Ctrl+Zで取り消し）</translation>
    </message>
</context>
<context>
    <name>ModifierEditor</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="75"/>
        <source>Type</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="75"/>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="75"/>
        <source>Source</source>
        <translation>由来</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="75"/>
        <source>Stacking</source>
        <translation>累積</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="88"/>
        <source>Modifiers added by the rules</source>
        <translation>ルールが追加した修正値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="92"/>
        <source>Add &amp;modifier</source>
        <translation>修正値を追加(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="94"/>
        <source>Add modifier</source>
        <translation>修正値を追加</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="181"/>
        <source>e.g. bless</source>
        <translation>例：ブレス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="221"/>
        <source>Modifier %1 type</source>
        <translation>修正値%1の種類</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="222"/>
        <source>Modifier %1 value</source>
        <translation>修正値%1の値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="223"/>
        <source>Modifier %1 source</source>
        <translation>修正値%1の由来</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="224"/>
        <source>Modifier %1 stacking</source>
        <translation>修正値%1の累積</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="225"/>
        <source>Remove modifier %1</source>
        <translation>修正値%1を削除</translation>
    </message>
</context>
<context>
    <name>OddsView</name>
    <message>
        <location filename="../../gmtracker/ui/widgets/odds_view.py" line="34"/>
        <source>Odds</source>
        <translation>確率</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/widgets/odds_view.py" line="61"/>
        <source>%1: %2 (exactly %3)</source>
        <translation>%1：%2（正確には%3）</translation>
    </message>
</context>
<context>
    <name>PercentileDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="112"/>
        <source>1D100 check</source>
        <translation>1D100判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="122"/>
        <source>&amp;Normal check (target value, C3)</source>
        <translation>通常判定(&amp;N)（目標値、C3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="123"/>
        <source>Normal check against a target value</source>
        <translation>目標値に対する通常判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="124"/>
        <source>&amp;Versus check (C5, C8)</source>
        <translation>VS判定(&amp;V)（C5、C8）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="125"/>
        <source>Versus check against other combatants</source>
        <translation>他の戦闘参加者とのVS判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="133"/>
        <source>Active side</source>
        <translation>能動側</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="136"/>
        <source>Active combatant</source>
        <translation>能動側の戦闘参加者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="137"/>
        <source>— nobody (the GM&apos;s roll) —</source>
        <translation>— なし（GMのロール）—</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="140"/>
        <source>Active side&apos;s base value</source>
        <translation>能動側の基本能力値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="143"/>
        <source>Active side&apos;s modifier</source>
        <extracomment>Skill/effect values added to the 1D100 roll (seed 002), not the seed&apos;s 1D100修正値 (the roll).</extracomment>
        <translation>能動側の補正値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="145"/>
        <source>&amp;Who:</source>
        <translation>行動者(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="154"/>
        <source>B&amp;ase value:</source>
        <translation>基本能力値(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="149"/>
        <source>&amp;Modifier:</source>
        <extracomment>Skill/effect values added to the 1D100 roll (seed 002), not the seed&apos;s 1D100修正値 (the roll).</extracomment>
        <translation>補正値(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="161"/>
        <source>Normal check</source>
        <translation>通常判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="166"/>
        <source>Target value</source>
        <translation>目標値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="169"/>
        <source>Difficulty band</source>
        <translation>難易度の区分</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="173"/>
        <source>&amp;Difficulty (C4):</source>
        <translation>難易度(&amp;D)（C4）：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="178"/>
        <source>&amp;Target value:</source>
        <translation>目標値(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="179"/>
        <source>Result forced by the GM</source>
        <translation>GMが強制した結果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="180"/>
        <source>&amp;Forced result (C7):</source>
        <translation>強制結果(&amp;F)（C7）：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="184"/>
        <source>Targets (each rolls its own passive side)</source>
        <translation>対象（それぞれ受動側として振る）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="188"/>
        <source>&amp;Simultaneous actions: no active side (C7, one target)</source>
        <translation>同時行動(&amp;S)：能動側なし（C7、対象1体）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="189"/>
        <source>Simultaneous actions</source>
        <translation>同時行動</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="191"/>
        <source>Neither side is active: equal values go to the player character; two player characters or two others roll 1D100 off.</source>
        <translation>どちらも能動側ではありません。同値ならプレイヤーキャラクターの勝ちです。プレイヤーキャラクター同士、またはそれ以外同士なら1D100でダイス勝負をします。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="197"/>
        <source>Targets</source>
        <translation>対象</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="198"/>
        <source>Tic&amp;k the targets (1–9):</source>
        <translation>対象にチェック(&amp;K)（1–9）：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="243"/>
        <source>critical on %1–100</source>
        <translation>%1–100でクリティカル</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="244"/>
        <source>no criticals</source>
        <translation>クリティカルなし</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="245"/>
        <source>fumble on 1–%1</source>
        <translation>1–%1でファンブル</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="245"/>
        <source>no fumbles</source>
        <translation>ファンブルなし</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="246"/>
        <source>%1, %2 (C6, encounter settings)</source>
        <translation>%1、%2（C6、遭遇の設定）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="250"/>
        <source>not forced</source>
        <translation>強制しない</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="251"/>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="252"/>
        <source>failure</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="259"/>
        <source>Target</source>
        <translation>対象</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="259"/>
        <source>Base value</source>
        <translation>基本能力値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="261"/>
        <source>Modifier</source>
        <extracomment>Skill/effect values added to the 1D100 roll (seed 002), not the seed&apos;s 1D100修正値 (the roll).</extracomment>
        <translation>補正値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="262"/>
        <source>Forced result</source>
        <translation>強制結果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="262"/>
        <source>Odds</source>
        <translation>確率</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="370"/>
        <source>1D100 %1 must exceed %2</source>
        <translation>1D100 %1 が%2を超えれば成功</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="271"/>
        <source>Target: %1</source>
        <translation>対象：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="274"/>
        <source>Base value of %1</source>
        <translation>%1の基本能力値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="278"/>
        <source>Modifier of %1</source>
        <extracomment>Skill/effect values added to the 1D100 roll (seed 002), not the seed&apos;s 1D100修正値 (the roll).</extracomment>
        <translation>%1の補正値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="281"/>
        <source>Result against %1 forced by the GM</source>
        <translation>%1に対してGMが強制した結果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="297"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="297"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2（%3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="368"/>
        <source>forced by the GM (C7)</source>
        <translation>GMによる強制（C7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="363"/>
        <source>forced</source>
        <translation>強制</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="345"/>
        <source>Tick at least one target for a versus check.</source>
        <translation>VS判定では対象を1体以上チェックしてください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="347"/>
        <source>Simultaneous actions are between two combatants: tick one target.</source>
        <translation>同時行動は2体の戦闘参加者の間で行います。対象を1体だけチェックしてください。</translation>
    </message>
</context>
<context>
    <name>PercentileEditor</name>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="171"/>
        <source>1D100 base values</source>
        <translation>1D100基本能力値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="183"/>
        <source>Add va&amp;lue</source>
        <translation>値を追加(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="185"/>
        <source>Add a 1D100 base value</source>
        <translation>1D100基本能力値を追加</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="187"/>
        <source>Rem&amp;ove value</source>
        <translation>値を削除(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="189"/>
        <source>Remove the selected 1D100 base values</source>
        <translation>選択した1D100基本能力値を削除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="198"/>
        <source>value</source>
        <translation>新しい能力値</translation>
    </message>
</context>
<context>
    <name>PercentileModel</name>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="54"/>
        <source>Base value</source>
        <translation>基本能力値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="55"/>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="109"/>
        <source>A base value needs a name.</source>
        <translation>基本能力値には名前が必要です。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="112"/>
        <source>There is already a base value called %1.</source>
        <translation>%1という基本能力値はすでにあります。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="122"/>
        <source>A base value is a whole number.</source>
        <translation>基本能力値は整数です。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="125"/>
        <source>A base value is between %1 and %2.</source>
        <translation>基本能力値は%1から%2の間です。</translation>
    </message>
</context>
<context>
    <name>PlayerShare</name>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="74"/>
        <source>%1 · %2</source>
        <extracomment>The phones&apos; heading: the round (%1, &quot;Round 3&quot;) and whose turn it is (%2, &quot;Ayla&apos;s turn&quot;), joined by a middle dot.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="81"/>
        <source>Player view</source>
        <translation>プレイヤー画面</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="85"/>
        <source>Last roll</source>
        <translation>前回のロール</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="88"/>
        <source>Reconnecting…</source>
        <translation>再接続しています…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="89"/>
        <source>Light / dark</source>
        <translation>ライト / ダーク</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="90"/>
        <source>Nobody in the fight yet</source>
        <translation>まだ誰も戦闘に参加していません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="92"/>
        <source>The GM shared a new address: scan the code again</source>
        <translation>GMが新しいアドレスを共有しました。コードをもう一度読み取ってください</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="94"/>
        <source>This page needs JavaScript to follow the fight. Switch JavaScript on and reload.</source>
        <translation>戦闘の様子を表示するには JavaScript が必要です。JavaScript を有効にして再読み込みしてください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="97"/>
        <source>Player character</source>
        <translation>プレイヤーキャラクター</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="98"/>
        <source>Ally</source>
        <translation>味方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="99"/>
        <source>Enemy</source>
        <translation>敵</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="100"/>
        <source>Neutral</source>
        <translation>中立</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="101"/>
        <source>Out of the fight</source>
        <translation>戦闘離脱</translation>
    </message>
</context>
<context>
    <name>PlayerView</name>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="105"/>
        <source>Nothing</source>
        <extracomment>A choice of what the players see of a side&apos;s combatants: nothing at all (their rows show only names).</extracomment>
        <translation>表示しない</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="106"/>
        <source>Damage states</source>
        <translation>ダメージ状態</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="107"/>
        <source>Wound counts and states</source>
        <translation>負傷数・打撲数と状態</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="125"/>
        <source>wounds %1 / bruises %2</source>
        <translation>負傷%1／打撲%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="131"/>
        <source>out of combat</source>
        <translation>戦闘外</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="250"/>
        <source>Player view — GM Tracker</source>
        <translation>プレイヤー画面 — GM Tracker</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="287"/>
        <source>Turn order</source>
        <translation>手番順</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="308"/>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="479"/>
        <source>Full screen (F11)</source>
        <translation>全画面（F11）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="313"/>
        <source>Visibility</source>
        <translation>表示内容</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="314"/>
        <source>What the players see of each side (GM)</source>
        <translation>プレイヤーに見せる各陣営の情報（GM用）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="478"/>
        <source>Leave full screen (F11)</source>
        <translation>全画面を終了（F11）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="553"/>
        <source>Round %1</source>
        <translation>ラウンド%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="555"/>
        <source>Not in combat</source>
        <translation>戦闘外</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="559"/>
        <source>%1&apos;s turn</source>
        <translation>%1の手番</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="560"/>
        <source>Last roll: %1</source>
        <translation>前回のロール：%1</translation>
    </message>
</context>
<context>
    <name>ProfileForm</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="125"/>
        <source>Attack profile</source>
        <translation>攻撃プロファイル</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="130"/>
        <source>Attack name</source>
        <translation>攻撃名</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="131"/>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="230"/>
        <source>Ad-hoc attack</source>
        <translation>即席の攻撃</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="132"/>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="133"/>
        <source>Hit check kind</source>
        <translation>命中判定の種類</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="134"/>
        <source>&amp;Finesse</source>
        <translation>妙技(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="134"/>
        <source>Finesse weapon</source>
        <translation>妙技武器</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="135"/>
        <source>T&amp;hrown</source>
        <translation>投擲(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="135"/>
        <source>Thrown weapon</source>
        <translation>投擲武器</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="136"/>
        <source>K&amp;ind:</source>
        <translation>種類(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="138"/>
        <source>Key attribute</source>
        <translation>主要能力値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="139"/>
        <source>Ke&amp;y attribute:</source>
        <translation>主要能力値(&amp;Y)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="140"/>
        <source>Target defense</source>
        <translation>対象の防御値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="142"/>
        <source>Target &amp;defense:</source>
        <translation>対象の防御値(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="143"/>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="144"/>
        <source>e.g. 1d8+1</source>
        <translation>例：1d8+1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="145"/>
        <source>Extra damage, not multiplied</source>
        <translation>追加ダメージ（倍加しない）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="146"/>
        <source>extra dice</source>
        <translation>追加ダイス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="147"/>
        <source>Extra damage dice, not multiplied on a critical hit (B2)</source>
        <translation>追加ダメージダイス。クリティカルヒットでも倍加しません（B2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="148"/>
        <source>Da&amp;mage:</source>
        <translation>ダメージ(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="149"/>
        <source>Threat range starts at</source>
        <translation>クリティカル可能域の下限</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="151"/>
        <source>–20</source>
        <translation>–20</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="153"/>
        <source>Critical multiplier</source>
        <translation>クリティカル倍率</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="155"/>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="156"/>
        <source>&amp;Lethal</source>
        <translation>致傷(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="156"/>
        <source>Lethal damage</source>
        <translation>致傷ダメージ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="157"/>
        <source>&amp;Threat:</source>
        <translation>クリティカル可能域(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>PromptsDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="75"/>
        <source>%1 on %2</source>
        <translation>%2の%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="77"/>
        <source>Conditions ended: %1</source>
        <translation>解除されたコンディション：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="106"/>
        <source>Turn start</source>
        <translation>手番開始</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="112"/>
        <source>Round %1: %2&apos;s turn begins.</source>
        <translation>ラウンド%1：%2の手番が始まります。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="113"/>
        <source>A turn begins.</source>
        <translation>手番が始まります。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="130"/>
        <source>Nothing to check at this turn&apos;s start.</source>
        <translation>この手番の開始時に行う判定はありません。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="150"/>
        <source>dying check of %1</source>
        <translation>%1の瀕死判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="151"/>
        <source>Dying check (B5) — %1</source>
        <translation>瀕死判定（B5）— %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="153"/>
        <source>save of %1 against %2</source>
        <translation>%1の%2に対する解除判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="154"/>
        <source>Save ends (D3) — %1: %2</source>
        <translation>判定で解除（D3）— %1：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="157"/>
        <source>recovery check of %1, %2</source>
        <translation>%1の回復判定、%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="158"/>
        <source>Recovery check (B8) — %1: %2</source>
        <translation>回復判定（B8）— %1：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="166"/>
        <source>No longer applies: %1</source>
        <translation>もう該当しません：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="190"/>
        <source>the combatant is not in the encounter</source>
        <translation>この戦闘参加者は遭遇にいません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="159"/>
        <source>S&amp;kip</source>
        <translation>スキップ(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="159"/>
        <source>Skip the %1</source>
        <translation>%1をスキップ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="209"/>
        <source>At the end of its turn: a %1 check, d20 %2 against DC %3; a success ends it. Chance to end it: %4.</source>
        <extracomment>A save (D3): %1 the attribute, %2 the check&apos;s bonus, %3 its DC, %4 the chance it ends the condition.</extracomment>
        <translation>手番終了時：%1判定、d20 %2 対難易度%3。成功で解除。解除の確率：%4。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="217"/>
        <source>Seriously wounded and unconscious, and without constitution: the dying check fails automatically and %1 dies (B9).</source>
        <translation>重傷かつ気絶で、耐久力もありません。瀕死判定は自動的に失敗し、%1は死亡します（B9）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="219"/>
        <source>Seriously wounded and unconscious: d20 %1 against DC %2; failure: dies. Chance to survive: %3.</source>
        <translation>重傷かつ気絶：d20 %1 対難易度%2。失敗すると死亡します。生存確率：%3。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="223"/>
        <source>Checks due: %n. Each is d20 %1 against DC %2 (%3 to end it); they stop at the first success.</source>
        <translation>
            <numerusform>行う判定：%n回。各回 d20 %1 対難易度%2（解除される確率 %3）。最初の成功で終了します。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="305"/>
        <source>Skipped.</source>
        <translation>スキップしました。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="312"/>
        <source>%1: %2 skipped by the GM</source>
        <translation>%1：%2はGMがスキップ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="289"/>
        <source>Not made: %1</source>
        <translation>未実施：%1</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location filename="../../gmtracker/ui/words/translations.py" line="75"/>
        <source>Size</source>
        <extracomment>The file dialog&apos;s column of file sizes (Qt&apos;s own text; Qt&apos;s Chinese says 体积, 大小 is usual).</extracomment>
        <translation>サイズ</translation>
    </message>
</context>
<context>
    <name>QuickAddBar</name>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="54"/>
        <source>&amp;Quick add:</source>
        <translation>クイック追加(&amp;Q)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="57"/>
        <source>Quick add</source>
        <translation>クイック追加</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="60"/>
        <source>Goblin x4, Wolf x2, Ayla 17, Cara pc — Enter adds, Esc closes</source>
        <extracomment>the quick-add syntax; keep the English side word &quot;pc&quot; (it is understood in every language) or use one of the localised ones the tooltip lists</extracomment>
        <translation>ゴブリン x4、オオカミ x2、アイラ 17、カーラ pc — Enter で追加、Esc で閉じる</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="62"/>
        <source>Several groups on one line, separated by commas: Goblin x4, Wolf x2, Ayla 17, Cara pc.
A group is a name, then how many (x4), a side and an initiative (a number at the end).
Sides: pc (player, 玩家, プレイヤー), ally (友方, 味方), enemy (敌方, 敵), neutral (中立).
A name from your library or the starter library is copied from it; any other name is a new combatant: of the side you name, else a player character when you give an initiative, an enemy otherwise.
Enter adds the line (one undo step) and clears it for the next; Esc closes.</source>
        <translation>1行に複数のグループを読点（、）かカンマで区切って書けます：ゴブリン x4、オオカミ x2、アイラ 17、カーラ pc。
各グループは、名前、数（x4）、陣営、イニシアチブ（末尾の数字）の順に書きます。
陣営：PC は pc／プレイヤー／プレイヤーキャラクター、味方は ally／味方、敵は enemy／敵、中立は neutral／中立。
ライブラリまたはスターターライブラリにある名前はそこからコピーされます。それ以外の名前は新しい戦闘参加者になり、陣営を書けばその陣営、書かなければ、イニシアチブを指定した場合はプレイヤーキャラクター、そうでなければ敵になります。
Enter でその行を追加し（1回で元に戻せます）、入力欄を空にして次の行に備えます。Esc で閉じます。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="68"/>
        <source>Goblin x4 group: one initiative for the four, acting together (group, 组, グループ; Ctrl+Shift+I groups or ungroups the selected).</source>
        <translation>ゴブリン×4 グループ：4体でイニシアチブを共有し一緒に行動（group、组、グループ。Ctrl+Shift+Iで選択した者をグループ化／解除）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="82"/>
        <source>Close quick add</source>
        <translation>クイック追加を閉じる</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="83"/>
        <source>Close (Esc)</source>
        <translation>閉じます（Esc）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="114"/>
        <source>Type a name first, then how many (x4) or an initiative.</source>
        <translation>先に名前を入力し、続けて人数（x4）またはイニシアチブを入力してください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="115"/>
        <source>Between 1 and %1 at once.</source>
        <translation>一度に追加できるのは 1〜%1 体です。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="116"/>
        <source>That initiative is out of range (−9999 to 9999).</source>
        <translation>そのイニシアチブは範囲外です（−9999〜9999）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="117"/>
        <source>A name cannot hold a control character.</source>
        <translation>名前に制御文字は使えません。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="122"/>
        <source>“%1”: %2</source>
        <extracomment>%1 is the group of a quick-add line at fault (&quot;Wolf x0&quot;), %2 why it adds nothing</extracomment>
        <translation>「%1」：%2</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="35"/>
        <location filename="../../gmtracker/ui/words/error_text.py" line="65"/>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="36"/>
        <location filename="../../gmtracker/ui/words/error_text.py" line="55"/>
        <location filename="../../gmtracker/ui/words/error_text.py" line="66"/>
        <source>name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="37"/>
        <source>wound count</source>
        <translation>負傷数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="38"/>
        <source>bruise count</source>
        <translation>打撲数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="39"/>
        <source>temporary hit points</source>
        <translation>一時的HP</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="40"/>
        <source>hit penalties</source>
        <translation>命中ペナルティ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="41"/>
        <source>carried weight</source>
        <translation>所持重量</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="42"/>
        <source>speed</source>
        <translation>移動速度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="43"/>
        <source>constitution</source>
        <translation>耐久力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="44"/>
        <source>hit dice</source>
        <translation>ヒットダイス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="45"/>
        <source>copies</source>
        <translation>追加数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="46"/>
        <source>initiative</source>
        <translation>イニシアチブ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="47"/>
        <source>initiative modifier</source>
        <translation>イニシアチブ修正値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="48"/>
        <source>proficiency bonus</source>
        <translation>習熟ボーナス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="49"/>
        <source>base defense</source>
        <translation>基本防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="50"/>
        <source>end of the temporary hit points</source>
        <translation>一時的HPの終了時点</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="56"/>
        <source>damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="57"/>
        <source>extra damage</source>
        <translation>追加ダメージ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="58"/>
        <source>threat range</source>
        <translation>クリティカル可能域</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="59"/>
        <source>critical multiplier</source>
        <translation>クリティカル倍率</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="60"/>
        <source>modifier</source>
        <translation>修正値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="61"/>
        <source>spends one of</source>
        <translation>消費するリソース</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="67"/>
        <source>maximum</source>
        <translation>上限</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="68"/>
        <source>uses left</source>
        <translation>残り回数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="71"/>
        <source>{field}: {reason}</source>
        <translation>{field}：{reason}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="72"/>
        <source>attack {number}, {field}</source>
        <translation>攻撃{number}、{field}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="73"/>
        <source>resource {number}, {field}</source>
        <translation>リソース{number}、{field}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="74"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="75"/>
        <source>; </source>
        <translation>。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="166"/>
        <source>The disk is full. Free some space on it, or choose another folder with Save As.</source>
        <translation>ディスクがいっぱいです。空き容量を増やすか、「名前を付けて保存」で別のフォルダーを選んでください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="167"/>
        <source>Your share of that disk is used up. Free some space in it, or choose another folder with Save As.</source>
        <translation>そのディスクで使える容量（クォータ）を使い切りました。空き容量を増やすか、「名前を付けて保存」で別のフォルダーを選んでください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="168"/>
        <source>You may not write in that folder. Check its permissions, or choose another folder with Save As.</source>
        <translation>そのフォルダーに書き込む権限がありません。アクセス権を確認するか、「名前を付けて保存」で別のフォルダーを選んでください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="169"/>
        <source>The system does not allow changing that file. Check whether it is locked, or choose another folder with Save As.</source>
        <translation>システムがそのファイルの変更を許可していません。ロックされていないか確認するか、「名前を付けて保存」で別のフォルダーを選んでください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="170"/>
        <source>That disk can only be read (a locked card, a disc, a read-only share). Choose another folder with Save As.</source>
        <translation>そのディスクは読み取り専用です（ロックされたカード、光ディスク、読み取り専用の共有など）。「名前を付けて保存」で別のフォルダーを選んでください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="171"/>
        <source>The folder is not there any more: it was moved or deleted. Choose another folder with Save As.</source>
        <translation>フォルダーが見つかりません。移動または削除されたようです。「名前を付けて保存」で別のフォルダーを選んでください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="172"/>
        <source>Part of that path is a file, not a folder. Choose another folder with Save As.</source>
        <translation>パスの途中にフォルダーではなくファイルがあります。「名前を付けて保存」で別のフォルダーを選んでください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="173"/>
        <source>A folder has that name. Choose another name with Save As.</source>
        <translation>同じ名前のフォルダーがあります。「名前を付けて保存」で別の名前を付けてください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="174"/>
        <source>The name is too long for that disk. Choose a shorter name with Save As.</source>
        <translation>名前がそのディスクには長すぎます。「名前を付けて保存」で短い名前を付けてください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="175"/>
        <source>The file is too large for that disk. Choose another disk with Save As.</source>
        <translation>ファイルがそのディスクには大きすぎます。「名前を付けて保存」で別のディスクを選んでください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="176"/>
        <source>The disk reported a fault. Check the disk or its cable, and choose another disk with Save As.</source>
        <translation>ディスクがエラーを報告しました。ディスクやケーブルを確認し、「名前を付けて保存」で別のディスクを選んでください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="177"/>
        <location filename="../../gmtracker/ui/words/error_text.py" line="178"/>
        <source>Another program is using that file. Close it and save again, or choose another name with Save As.</source>
        <translation>別のプログラムがそのファイルを使用中です。そのプログラムを閉じてから保存し直すか、「名前を付けて保存」で別の名前を付けてください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="179"/>
        <location filename="../../gmtracker/ui/words/error_text.py" line="180"/>
        <source>Too many files are open. Close some programs and save again.</source>
        <translation>開いているファイルが多すぎます。いくつかのプログラムを閉じてから、もう一度保存してください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="182"/>
        <source>The system refused to write the file. Choose another folder with Save As.</source>
        <translation>システムがファイルの書き込みを拒否しました。「名前を付けて保存」で別のフォルダーを選んでください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="184"/>
        <source>The file is not there any more: it was moved or deleted. Open it from where it is now.</source>
        <translation>ファイルが見つかりません。移動または削除されたようです。現在の場所から開いてください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="185"/>
        <source>Part of that path is a file, not a folder: the file was moved. Open it from where it is now.</source>
        <translation>パスの途中にフォルダーではなくファイルがあります。ファイルが移動されたようです。現在の場所から開いてください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="186"/>
        <location filename="../../gmtracker/ui/words/error_text.py" line="187"/>
        <source>You may not read that file. Check its permissions, or ask its owner for a copy.</source>
        <translation>そのファイルを読み取る権限がありません。アクセス権を確認するか、所有者にコピーを依頼してください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="188"/>
        <source>That is a folder. Open the encounter file inside it.</source>
        <translation>それはフォルダーです。中にある遭遇ファイルを開いてください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="189"/>
        <source>The name is too long for the system. Rename the file or move it to a shorter path.</source>
        <translation>名前がシステムには長すぎます。ファイル名を変更するか、より短いパスに移動してください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="190"/>
        <source>The disk reported a fault. Check the disk or its cable; a copy elsewhere may still open.</source>
        <translation>ディスクがエラーを報告しました。ディスクやケーブルを確認してください。別の場所にあるコピーなら開ける可能性があります。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="191"/>
        <source>The link loops back on itself. Open the real file instead.</source>
        <translation>リンクが自分自身を指しています。実際のファイルを開いてください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="192"/>
        <location filename="../../gmtracker/ui/words/error_text.py" line="193"/>
        <source>Too many files are open. Close some programs and open it again.</source>
        <translation>開いているファイルが多すぎます。いくつかのプログラムを閉じてから、もう一度開いてください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="195"/>
        <source>The system refused to read the file. Check the disk, or open a copy of the file.</source>
        <translation>システムがファイルの読み取りを拒否しました。ディスクを確認するか、ファイルのコピーを開いてください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/dice_protocol.py" line="77"/>
        <source>the action kept asking for dice</source>
        <translation>この操作がダイスを求め続けました</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/action_support.py" line="88"/>
        <source>{asked} dice were asked for, {given} given</source>
        <translation>ダイスが{asked}個必要ですが、{given}個渡されました</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/action_support.py" line="93"/>
        <source>die {position} is a d{sides}: {value} is not between 1 and {sides}</source>
        <translation>{position}個目のダイスはd{sides}です：{value}は1から{sides}の間にありません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="205"/>
        <source>an attack needs at least one target</source>
        <translation>攻撃には最低1つの対象が必要です</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="207"/>
        <source>a target is named twice</source>
        <translation>同じ対象が2回指定されています</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="216"/>
        <source>{name} has no attack number {number}</source>
        <translation>{name}には{number}番目の攻撃がありません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="221"/>
        <source>a 1D100 versus attack takes no advantage, penalty dice or degree shifts (d20 rules)</source>
        <translation>1D100のVS攻撃には有利、ペナルティダイス、成功度の変動は使えません（d20ルール）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="305"/>
        <source>this defense check needs {d20} d20 and {d6} d6 (1–6)</source>
        <translation>この防御判定にはd20が{d20}個とd6が{d6}個（1–6）必要です</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="409"/>
        <source>an attack takes no {purpose} die</source>
        <translation>攻撃には{purpose}のダイスは使いません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="422"/>
        <source>dice missing: {missing}</source>
        <translation>足りないダイス：{missing}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="423"/>
        <source>{purpose} d{sides} for {combatant}</source>
        <translation>{combatant}の{purpose} d{sides}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="426"/>
        <source>{purpose} d{sides}</source>
        <translation>{purpose} d{sides}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="196"/>
        <location filename="../../gmtracker/encounter/actions_care.py" line="391"/>
        <source>healing lowers a count or pays for a recovery check: choose exactly one (B7)</source>
        <translation>治療は負傷数・打撲数を減らすか回復判定に使うかのどちらか一方です（B7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="204"/>
        <source>lowering a count uses no die (B7): leave the natural out</source>
        <translation>負傷数・打撲数を減らすのにダイスは使いません（B7）：出目は入れないでください</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="224"/>
        <source>healing takes at most one d20, its recovery check&apos;s (B7)</source>
        <translation>治療に使えるダイスは、その回復判定のd20の1個だけです（B7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="387"/>
        <source>{name} is dead: healing does nothing (B7)</source>
        <translation>{name}は死亡しています：治療は効果がありません（B7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="415"/>
        <source>{name} is seriously wounded: healing cannot lower the wound count (B5, B7); spend it on the recovery check of seriously wounded instead</source>
        <translation>{name}は重傷です：治療で負傷数は減らせません（B5、B7）。代わりに重傷の回復判定に使ってください</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="419"/>
        <source>{name} is seriously bruised: healing cannot lower the bruise count (B5, B7); spend it on the recovery check of seriously bruised instead</source>
        <translation>{name}は重打撲です：治療で打撲数は減らせません（B5、B7）。代わりに重打撲の回復判定に使ってください</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="424"/>
        <source>{name} has no wounds: healing has nothing to lower (B7)</source>
        <translation>{name}には負傷がありません：治療で減らせる負傷数がありません（B7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="428"/>
        <source>{name} has no bruises: healing has nothing to lower (B7)</source>
        <translation>{name}には打撲がありません：治療で減らせる打撲数がありません（B7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="401"/>
        <source>{name} is not {state}: nothing to recover from (B7)</source>
        <translation>{name}は{state}ではありません：回復するものがありません（B7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="458"/>
        <source>temporary hit points cannot be negative ({amount})</source>
        <translation>一時的HPは負の値にできません（{amount}）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="462"/>
        <source>temporary hit points last at least one round, not {rounds}</source>
        <translation>一時的HPは最低1ラウンド続きます（{rounds}は不可）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="538"/>
        <source>temporary hit points take no die (B3)</source>
        <translation>一時的HPにはダイスを使いません（B3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="200"/>
        <source>unknown edit of a check: {edit}</source>
        <translation>不明な判定の変更：{edit}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="223"/>
        <source>a check takes no {purpose} die</source>
        <translation>判定には{purpose}のダイスは使いません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="231"/>
        <source>reroll dice were given but the check has no reroll to fill</source>
        <translation>振り直しの出目が渡されましたが、この判定に振り直しはありません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="234"/>
        <location filename="../../gmtracker/encounter/actions_save_ends.py" line="122"/>
        <source>the check already holds its dice</source>
        <translation>この判定にはすでにダイスがあります</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="249"/>
        <source>skill trials are off in this encounter&apos;s settings (B11)</source>
        <translation>この遭遇の設定では技能試練がオフです（B11）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="252"/>
        <source>a skill trial needs the combatant who makes the check (B11)</source>
        <translation>技能試練には判定を行う戦闘参加者が必要です（B11）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_damage.py" line="223"/>
        <source>a damage check takes no {purpose} die</source>
        <translation>ダメージ判定には{purpose}のダイスは使いません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_damage.py" line="245"/>
        <source>the damage check&apos;s d20 is missing</source>
        <translation>ダメージ判定のd20がありません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="145"/>
        <source>simultaneous actions are a check of two sides (C7)</source>
        <translation>同時行動は2つの側で行う判定です（C7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="148"/>
        <source>a 1D100 check is against a target value (C3) or against other sides (C5), not both</source>
        <translation>1D100判定は目標値（C3）か他の側（C5）のどちらか一方に対して行います。両方は不可</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="151"/>
        <source>each passive side of a versus check is a combatant (C5)</source>
        <translation>VS判定の受動側はそれぞれ戦闘参加者です（C5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="153"/>
        <source>the active side of a versus check is a combatant (C5)</source>
        <translation>VS判定の能動側は戦闘参加者です（C5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="156"/>
        <source>each side of a 1D100 check is a different combatant</source>
        <translation>1D100判定の各側は別々の戦闘参加者です</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="193"/>
        <source>no side of this 1D100 check is waiting for that die</source>
        <translation>この1D100判定には、そのダイスを待っている側がありません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="199"/>
        <source>a 1D100 check takes no {purpose} die</source>
        <translation>1D100判定には{purpose}のダイスは使いません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="204"/>
        <source>a roll-off takes one 1D100 of each side (C7)</source>
        <translation>ダイス勝負には各側の1D100が1個ずつ必要です（C7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="72"/>
        <source>a combatant cannot grapple itself</source>
        <translation>戦闘参加者は自分自身に組み付けません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="93"/>
        <source>a grapple takes one 1D100 for each side (C5)</source>
        <translation>組み付きは双方が1D100を1つずつ振ります（C5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="123"/>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="348"/>
        <source>a 1D100 check needs every natural before it is made (roll or enter them)</source>
        <translation>1D100判定を行う前にすべての出目が必要です（振るか入力してください）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="352"/>
        <source>a base value belongs to a combatant</source>
        <translation>基本能力値は戦闘参加者のものです</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="159"/>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="356"/>
        <source>{name} has no base value {base} (known: {known})</source>
        <translation>{name}には基本能力値 {base} がありません（登録済み：{known}）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="360"/>
        <source>{name} has no base value {base} (known: none)</source>
        <translation>{name}には基本能力値 {base} がありません（登録済み：なし）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="78"/>
        <source>unknown recovery mode {mode}: expected roll, take10 or take20</source>
        <translation>不明な回復方法 {mode}：roll、take10、take20 のいずれかを指定してください</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="165"/>
        <source>a dying check takes one d20 of its own</source>
        <translation>瀕死判定には専用のd20を1個だけ使います</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="193"/>
        <source>{name} is already dead</source>
        <translation>{name}はすでに死亡しています</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="196"/>
        <source>{name} is not dying (B5: seriously wounded and unconscious)</source>
        <translation>{name}は瀕死ではありません（B5：重傷かつ気絶）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="292"/>
        <source>a recovery check takes one d20 of its own</source>
        <translation>回復判定には専用のd20を1個だけ使います</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="322"/>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="390"/>
        <source>{name} is dead: no recovery (B8)</source>
        <translation>{name}は死亡しています：回復しません（B8）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="324"/>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="403"/>
        <source>{name} is not {state}</source>
        <translation>{name}は{state}ではありません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="327"/>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="393"/>
        <source>{name} has no constitution: no natural recovery (B9)</source>
        <translation>{name}には耐久力がありません：自然回復はしません（B9）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="336"/>
        <source>{name}: {due} recovery period(s) of {state} have passed unused, the check needs {periods} (B8); advance time, or allow an early check</source>
        <translation>{name}：{state}の未使用の回復周期は{due}回分、判定には{periods}回分必要です（B8）。時間を進めるか、早めの判定を許可してください</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="440"/>
        <source>these recovery checks take d20s of their own</source>
        <translation>これらの回復判定には専用のd20だけを使います</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="459"/>
        <source>no recovery check was made: its d20 is missing</source>
        <translation>回復判定は行われませんでした：d20がありません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="117"/>
        <source>time cannot go back ({rounds} rounds)</source>
        <translation>時間は戻せません（{rounds}ラウンド）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="173"/>
        <source>advance time by at least one round, not {rounds}</source>
        <translation>時間は最低1ラウンド進めてください（{rounds}は不可）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="177"/>
        <source>advance time by at most {most} rounds, not {rounds}</source>
        <translation>時間を進められるのは最大{most}ラウンドです（{rounds}は不可）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="246"/>
        <source>time passing takes only recovery-check d20s (B8)</source>
        <translation>時間経過に使うダイスは回復判定のd20だけです（B8）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="250"/>
        <source>{state} is taken 10 or 20: it takes no d20 (B8)</source>
        <translation>{state}の回復判定は出目10か出目20で行います：d20は使いません（B8）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="326"/>
        <source>{names} dying: a dying creature checks every round at its turn (B5); resolve that first, or advance time anyway</source>
        <translation>{names}が瀕死：瀕死の者は毎ラウンド自分の手番に判定します（B5）。先にそれを解決するか、それでも時間を進めてください</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="376"/>
        <source>rolled recovery checks need their naturals</source>
        <translation>ダイスを振る回復判定には出目が必要です</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="405"/>
        <source>{state} has no recovery check (B8)</source>
        <translation>{state}には回復判定がありません（B8）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="331"/>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="410"/>
        <source>{name} is not resting: only a rest may take 10 or take 20 (B8)</source>
        <translation>{name}は休息していません：出目10・出目20は休息中のみです（B8）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/command.py" line="123"/>
        <source>{action} was never applied, so it cannot be undone</source>
        <translation>「{action}」は一度も実行されていないので、元に戻せません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/command.py" line="129"/>
        <source>{action} was never applied</source>
        <translation>「{action}」は一度も実行されていません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/command.py" line="267"/>
        <source>{name} was removed</source>
        <translation>{name}は削除されています</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/command.py" line="274"/>
        <location filename="../../gmtracker/encounter/turns.py" line="415"/>
        <source>no combatant has the id {id}</source>
        <translation>ID {id} の戦闘参加者はいません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/command.py" line="307"/>
        <source>a combatant with the id {id} already exists</source>
        <translation>ID {id} の戦闘参加者はすでにいます</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/command.py" line="310"/>
        <source>an action cannot add combatants and reorder them at once</source>
        <translation>1つの操作で戦闘参加者の追加と並べ替えを同時には行えません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/command.py" line="317"/>
        <source>an action cannot remove combatants and reorder them at once</source>
        <translation>1つの操作で戦闘参加者の削除と並べ替えを同時には行えません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/command.py" line="325"/>
        <source>an action cannot add or remove combatants and reorder them at once</source>
        <translation>1つの操作で戦闘参加者の追加・削除と並べ替えを同時には行えません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/command.py" line="409"/>
        <source>{name}, {field}: {reason}</source>
        <translation>{name}、{field}：{reason}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="57"/>
        <source>unknown expiry {value}: expected turn_start or turn_end</source>
        <translation>不明な終了タイミング {value}：turn_start か turn_end を指定してください</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="74"/>
        <source>a save&apos;s DC is {low} to {high}, not {dc}</source>
        <translation>解除判定の難易度は{low}〜{high}です（{dc}ではありません）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="84"/>
        <source>{name} has no condition {condition}</source>
        <translation>{name}にはコンディション {condition} がありません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="91"/>
        <location filename="../../gmtracker/encounter/validity.py" line="257"/>
        <source>a condition lasts at least one round, not {rounds}</source>
        <translation>コンディションは最低1ラウンド続きます（{rounds}は不可）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="95"/>
        <source>a condition lasts at most {most} rounds, not {rounds}</source>
        <translation>コンディションは最長{most}ラウンド続きます（{rounds}は不可）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="99"/>
        <location filename="../../gmtracker/encounter/validity.py" line="264"/>
        <source>rounds remaining must be 1 to the duration ({rounds}), not {remaining}</source>
        <translation>残りラウンド数は1から持続ラウンド数（{rounds}）までです（{remaining}は不可）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="107"/>
        <location filename="../../gmtracker/encounter/validity.py" line="268"/>
        <source>a condition has at most {most} effects, not {count}</source>
        <translation>コンディションの効果は{most}個までです（{count}個ではありません）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="74"/>
        <location filename="../../gmtracker/encounter/conditions.py" line="114"/>
        <location filename="../../gmtracker/encounter/validity.py" line="254"/>
        <source>a condition needs a name</source>
        <translation>コンディションには名前が必要です</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="282"/>
        <source>{name}&apos;s condition {condition} is unchanged</source>
        <translation>{name}のコンディション {condition} は変わっていません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/effects.py" line="104"/>
        <source>a wound or bruise count is a whole number of at least 0, not {value}</source>
        <translation>負傷数・打撲数は0以上の整数です（{value}は不可）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="155"/>
        <source>a combatant needs a name</source>
        <translation>戦闘参加者には名前が必要です</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="88"/>
        <source>cannot be negative ({value})</source>
        <translation>負の値にはできません（{value}）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="81"/>
        <source>must be a finite number, not {value}</source>
        <translation>有限の数値が必要です（{value}は不可）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="84"/>
        <source>a number of {digits} digits is too small (at least {low})</source>
        <translation>{digits}桁の数値は小さすぎます（最小{low}）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="89"/>
        <source>must be {low} or more, not {value}</source>
        <translation>{low}以上です（{value}は不可）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="93"/>
        <source>a number of {digits} digits is too large (at most {high})</source>
        <translation>{digits}桁の数値は大きすぎます（最大{high}）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="96"/>
        <source>must be {high} or less, not {value}</source>
        <translation>{high}以下です（{value}は不可）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="118"/>
        <source>a name is one line: it cannot hold a line break or another control character ({char}) in {value}</source>
        <translation>名前は1行です。{value} に改行などの制御文字（{char}）は使えません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="154"/>
        <source>a combatant id must not be empty</source>
        <translation>戦闘参加者のIDは空にできません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="163"/>
        <source>a base value needs a name</source>
        <translation>基本能力値には名前が必要です</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="172"/>
        <source>the attack spends the resource {id}, but the combatant has no resource with that id</source>
        <translation>攻撃がリソース{id}を消費しますが、戦闘参加者にそのidのリソースがありません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="179"/>
        <source>the damage state {state} is listed twice</source>
        <translation>ダメージ状態 {state} が2回記載されています</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="187"/>
        <source>a condition id must not be empty</source>
        <translation>コンディションのIDは空にできません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="189"/>
        <source>the condition id {id} is already used by conditions[{row}]</source>
        <translation>コンディションのID {id} はすでに conditions[{row}] で使われています</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="210"/>
        <source>a combatant keeps at most {most} resources, not {count}</source>
        <translation>戦闘参加者のリソースは最大{most}個で、{count}個は持てません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="218"/>
        <source>a resource id must not be empty</source>
        <translation>リソースのidは空にできません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="220"/>
        <source>the resource id {id} is already used by resource {number}</source>
        <translation>リソースのid {id}はリソース{number}で使用済みです</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="225"/>
        <source>the name {name} is already used by resource {number}</source>
        <translation>名前{name}はリソース{number}で使用済みです</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="223"/>
        <source>a resource needs a name</source>
        <translation>リソースには名前が必要です</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="239"/>
        <source>an attack needs a name</source>
        <translation>攻撃には名前が必要です</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="244"/>
        <source>a threat range starts between 2 and 20, not {value}</source>
        <translation>クリティカル可能域の下限は2から20の間です（{value}は不可）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="275"/>
        <source>the condition is anchored to {id}, but no combatant has that id</source>
        <translation>コンディションは {id} の手番で数えられますが、そのIDの戦闘参加者はいません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="286"/>
        <source>the current turn belongs to {id}, but no combatant has that id</source>
        <translation>現在の手番は {id} のものですが、そのIDの戦闘参加者はいません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="290"/>
        <source>the current turn belongs to {id}, who is out of combat</source>
        <translation>現在の手番は {id} のものですが、その者は戦闘外です</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="293"/>
        <source>during combat the round is 1 or more, not {value}</source>
        <translation>戦闘中のラウンドは1以上です（{value}は不可）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="297"/>
        <source>before combat starts the round is 0, not {value}</source>
        <translation>戦闘開始前のラウンドは0です（{value}は不可）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="300"/>
        <source>before combat starts no turn is current, not {id}&apos;s</source>
        <translation>戦闘開始前に現在の手番はありません（{id}の手番は不可）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="308"/>
        <source>must be 1 to 101 (101: no criticals), not {value}</source>
        <translation>1から101の間です（101：クリティカルなし）。{value}は不可</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="311"/>
        <source>must be 0 to 100 (0: no fumbles), not {value}</source>
        <translation>0から100の間です（0：ファンブルなし）。{value}は不可</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="314"/>
        <source>the fumble range (1 to {fumble}) must end below the critical range ({critical} to 100) (C6)</source>
        <translation>ファンブル範囲（1から{fumble}）はクリティカル範囲（{critical}から100）より下で終わる必要があります（C6）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="333"/>
        <source>the log cannot read this “{kind}” record: {reason}</source>
        <translation>ログはこの「{kind}」記録を読み取れません: {reason}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="337"/>
        <source>a log entry without a record needs its words</source>
        <translation>記録のないログ項目には本文が必要です</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign.py" line="102"/>
        <location filename="../../gmtracker/encounter/campaign.py" line="118"/>
        <location filename="../../gmtracker/encounter/validity.py" line="355"/>
        <source>the id {id} is already used by {other}</source>
        <translation>ID {id} はすでに {other} で使われています</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign.py" line="108"/>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="189"/>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="202"/>
        <source>a campaign prepares at most {most} encounters, not {count}</source>
        <translation>キャンペーンで準備できる遭遇は最大{most}件で、{count}件は準備できません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign.py" line="114"/>
        <source>a prepared encounter needs an id</source>
        <translation>準備した遭遇にはidが必要です</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign.py" line="134"/>
        <location filename="../../gmtracker/encounter/campaign.py" line="136"/>
        <source>must be {value}</source>
        <translation>{value}でなければなりません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign.py" line="139"/>
        <source>{id} is a member of the party ($.party[{row}]): the party comes into an encounter when it is opened, not in the prepared one</source>
        <translation>{id}はパーティーの一員です（$.party[{row}]）。パーティーは遭遇を開いたときに加わり、準備した遭遇には含めません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="120"/>
        <source>a combatant&apos;s id cannot change</source>
        <translation>戦闘参加者のIDは変更できません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="123"/>
        <source>not a field of a combatant</source>
        <translation>戦闘参加者の項目ではありません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="183"/>
        <source>at least one, not {value}</source>
        <translation>最低1です（{value}は不可）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="242"/>
        <source>nothing to remove</source>
        <translation>削除するものがありません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="287"/>
        <source>nobody is defeated: only the dead and the unconscious who are not dying are</source>
        <translation>倒れた戦闘参加者はいません：死亡した者と、瀕死でない気絶した者だけが該当します</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="398"/>
        <source>starting combat takes no such die: {purpose}</source>
        <translation>戦闘開始にはそのようなダイスは使いません：{purpose}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="404"/>
        <source>combat has already started</source>
        <translation>戦闘はすでに始まっています</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="411"/>
        <source>the initiative die is a d{die}: {natural} is not between 1 and {die}</source>
        <translation>イニシアチブのダイスはd{die}です：{natural}は1から{die}の間にありません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="419"/>
        <source>initiative missing for {names}</source>
        <translation>{names}のイニシアチブがありません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="421"/>
        <source>nobody is in combat</source>
        <translation>戦闘中の者がいません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="425"/>
        <source>ties need a roll-off first: a roll-off is still tied: more dice are needed ({needs})</source>
        <translation>同値はまずダイス勝負が必要です：ダイス勝負がまだ同値なので、さらにダイスが必要です（{needs}）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="427"/>
        <source>{keys} for round {round}</source>
        <translation>ラウンド{round}の{keys}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/forecast_fast.py" line="205"/>
        <location filename="../../gmtracker/encounter/forecast_fast.py" line="291"/>
        <location filename="../../gmtracker/encounter/turns.py" line="445"/>
        <location filename="../../gmtracker/encounter/turns.py" line="520"/>
        <source>nobody can act: everyone in combat is defeated or out of combat</source>
        <translation>行動できる者がいません：戦闘中の全員が倒れているか戦闘外です</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="511"/>
        <source>nobody is in the encounter</source>
        <translation>遭遇に誰もいません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="48"/>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="135"/>
        <location filename="../../gmtracker/encounter/turns.py" line="582"/>
        <location filename="../../gmtracker/encounter/turns.py" line="596"/>
        <source>start combat first</source>
        <translation>先に戦闘を開始してください</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="50"/>
        <source>{name} acts with its initiative group: ungroup it first (Group initiative) to delay or ready</source>
        <translation>{name}はイニシアチブのグループと一緒に行動しています。遅らせるか待機するには、先にグループを解除してください（グループイニシアチブ）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="56"/>
        <source>only whoever acts can ready an action, not {name}</source>
        <translation>行動を待機できるのは行動中の者だけです（{name}ではありません）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="58"/>
        <source>only whoever acts can delay, not {name}</source>
        <translation>遅延できるのは行動中の者だけです（{name}ではありません）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="85"/>
        <source>nobody else can act: {name} cannot delay</source>
        <translation>ほかに行動できる者がいないため、{name}は遅延できません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="108"/>
        <source>nobody else can act: {name} cannot ready an action</source>
        <translation>ほかに行動できる者がいないため、{name}は行動を待機できません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="140"/>
        <source>{name} is neither delaying nor ready</source>
        <translation>{name}は遅延中でも待機中でもありません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="143"/>
        <source>{name} acts now already</source>
        <translation>{name}はすでに行動中です</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="602"/>
        <source>this is the first turn of the combat</source>
        <translation>これは戦闘の最初の手番です</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="650"/>
        <source>{name} can only delay to later in the order</source>
        <translation>{name}は順番の後ろにしか行動を遅らせられません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="706"/>
        <source>combat has not started</source>
        <translation>戦闘はまだ始まっていません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/errors.py" line="98"/>
        <source>{file}: {reason}</source>
        <translation>{file}：{reason}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/errors.py" line="103"/>
        <source>{file}: {where} ({name}): {reason}</source>
        <translation>{file}：{where}（{name}）：{reason}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/errors.py" line="104"/>
        <source>{file}: {where}: {reason}</source>
        <translation>{file}：{where}：{reason}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/errors.py" line="108"/>
        <source>{file}: {reason} at line {line}, column {column}</source>
        <translation>{file}：{line}行{column}列目：{reason}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/errors.py" line="110"/>
        <source>{file}: {reason} at {where}</source>
        <translation>{file}：{where}：{reason}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/errors.py" line="161"/>
        <source>{file}: cannot save: {reason}</source>
        <translation>{file}：保存できません：{reason}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/encounter_settings.py" line="51"/>
        <source>{setting}: not an encounter setting</source>
        <translation>{setting}：遭遇の設定ではありません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/encounter_settings.py" line="56"/>
        <source>settings: {reason}</source>
        <translation>設定：{reason}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/encounter_settings.py" line="60"/>
        <source>1D100 ranges: {reason}</source>
        <translation>1D100 の範囲：{reason}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/library.py" line="185"/>
        <source>{file}: cannot read the library folder: {reason}</source>
        <translation>{file}：ライブラリのフォルダーを読み込めません：{reason}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_save_ends.py" line="52"/>
        <source>{name}&apos;s condition {condition} does not end on a check</source>
        <translation>{name}のコンディション{condition}は判定では解除されません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_save_ends.py" line="118"/>
        <source>a save takes no {purpose} die</source>
        <translation>解除判定に{purpose}のダイスは使いません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/initiative_groups.py" line="60"/>
        <source>a group needs two combatants or more</source>
        <translation>グループには戦闘参加者が2人以上必要です</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/initiative_groups.py" line="63"/>
        <source>{name} holds its turn: Act now first</source>
        <translation>{name}は手番を保留中です。先に「今すぐ行動」を使ってください</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="62"/>
        <source>{name} has no resource {resource}</source>
        <translation>{name}にはリソース{resource}がありません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="70"/>
        <source>{name} has no {resource} left (0 of {maximum}): refill it in Resources first</source>
        <translation>{name}の{resource}は残っていません（0/{maximum}）。先に「リソース」で補充してください</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="170"/>
        <source>{name}&apos;s resources are as they were</source>
        <translation>{name}のリソースは変わっていません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="52"/>
        <source>the campaign has no prepared encounter {id}</source>
        <translation>キャンペーンに準備した遭遇{id}はありません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="108"/>
        <source>nobody of the party is in {name}: nothing to carry</source>
        <translation>{name}にパーティーの一員がいません。持ち帰る状態はありません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="165"/>
        <source>the campaign has no party yet</source>
        <translation>キャンペーンにはまだパーティーがいません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="168"/>
        <source>the whole party is in this encounter already</source>
        <translation>パーティー全員がすでにこの遭遇にいます</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="177"/>
        <source>{name} cannot move further</source>
        <translation>{name}はこれ以上移動できません</translation>
    </message>
</context>
<context>
    <name>RenameDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rename_dialog.py" line="37"/>
        <source>Encounter name and notes</source>
        <translation>遭遇の名前とメモ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rename_dialog.py" line="40"/>
        <source>Encounter name</source>
        <translation>遭遇の名前</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rename_dialog.py" line="43"/>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rename_dialog.py" line="45"/>
        <source>Encounter notes</source>
        <translation>遭遇のメモ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rename_dialog.py" line="48"/>
        <source>The plan, the terrain, what the monsters want (only you see these notes)</source>
        <translation>作戦、地形、モンスターの狙いなど（このメモはあなたにだけ見えます）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rename_dialog.py" line="51"/>
        <source>N&amp;otes:</source>
        <translation>メモ(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rename_dialog.py" line="57"/>
        <source>Rename</source>
        <translation>名前を変更</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rename_dialog.py" line="57"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rename_dialog.py" line="91"/>
        <source>An encounter needs a name.</source>
        <translation>遭遇には名前が必要です。</translation>
    </message>
</context>
<context>
    <name>ResourcesDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="54"/>
        <source>after an hour&apos;s rest (long rest)</source>
        <translation>1時間の休息後（大休憩）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="55"/>
        <source>after a minute&apos;s rest (short rest)</source>
        <translation>1分の休息後（小休憩）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="56"/>
        <source>by hand only</source>
        <translation>手動のみ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="58"/>
        <source>RULES.md has no short or long rest: a resource refills after B6&apos;s minute of rest (the one that lowers the bruise count) or its hour of rest (the one that lowers the wound count). Consecutive rests count as one rest (D2)</source>
        <translation>RULES.mdに小休憩・大休憩はありません。リソースはB6の1分の休息（打撲数が減る休息）または1時間の休息（負傷数が減る休息）の後に補充されます。連続した休息は1回の休息として数えます（D2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="75"/>
        <source>Resource name</source>
        <translation>リソース名</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="76"/>
        <source>e.g. Arrows</source>
        <translation>例：矢</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="80"/>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="217"/>
        <source>Maximum</source>
        <translation>上限</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="85"/>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="217"/>
        <source>Uses left</source>
        <translation>残り回数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="91"/>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="217"/>
        <source>Refills</source>
        <translation>補充の時期</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="94"/>
        <source>Refill</source>
        <translation>補充</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="95"/>
        <source>Refill this resource</source>
        <translation>このリソースを補充</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="97"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="98"/>
        <source>Remove this resource</source>
        <translation>このリソースを削除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="129"/>
        <source>Resources</source>
        <translation>リソース</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="136"/>
        <source>Combatant</source>
        <translation>戦闘参加者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="139"/>
        <source>&amp;Combatant:</source>
        <translation>戦闘参加者(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="149"/>
        <source>Resources of the combatant</source>
        <translation>戦闘参加者のリソース</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="155"/>
        <source>No resources yet. Add resource makes one: a spell&apos;s uses, a wand&apos;s charges, arrows. An attack profile can spend one (its Spends row).</source>
        <translation>リソースはまだありません。「リソースを追加」で作れます：呪文の使用回数、ワンドのチャージ、矢など。攻撃プロファイルはリソースを消費できます（「消費するリソース」の行）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="160"/>
        <source>&amp;Add resource</source>
        <translation>リソースを追加(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="161"/>
        <source>Add resource</source>
        <translation>リソースを追加</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="162"/>
        <source>Refill a&amp;ll</source>
        <translation>すべて補充(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="163"/>
        <source>Refill all</source>
        <translation>すべて補充</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="164"/>
        <source>Every resource of the combatant back to its maximum, by hand</source>
        <translation>戦闘参加者のすべてのリソースを手動で上限まで戻します</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="173"/>
        <source>Save the resources</source>
        <translation>リソースを保存</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="173"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="217"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="261"/>
        <source>Resource</source>
        <translation>リソース</translation>
    </message>
</context>
<context>
    <name>RestDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="86"/>
        <source>Rest / advance time</source>
        <translation>休息・時間経過</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="91"/>
        <source>&amp;Advance time by:</source>
        <translation>経過させる時間(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="92"/>
        <source>How much time passes</source>
        <translation>経過する時間</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="96"/>
        <source>Unit of time</source>
        <translation>時間の単位</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="97"/>
        <source>rounds</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="97"/>
        <source>minutes</source>
        <translation>分</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="97"/>
        <source>hours</source>
        <translation>時間</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="106"/>
        <source>Who rests (B6)</source>
        <translation>休息する者（B6）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="109"/>
        <source>Every&amp;one rests</source>
        <translation>全員休息(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="110"/>
        <source>Everyone rests</source>
        <translation>全員休息</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="112"/>
        <source>Combatants who rest</source>
        <translation>休息する戦闘参加者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="121"/>
        <source>The dead neither rest nor recover.</source>
        <translation>死者は休息も回復もしません。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="144"/>
        <source>Recovery checks due (B8)</source>
        <translation>行う回復判定（B8）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="366"/>
        <source>Time: %1 → %2.</source>
        <translation>時間：%1 → %2。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="377"/>
        <source>%1, %2 s</source>
        <translation>%1、%2秒</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="378"/>
        <source>Time: %1 → %2 (%3 later)</source>
        <translation>時間：%1 → %2（%3後）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="381"/>
        <source>The combat stays in round %1.</source>
        <translation>戦闘はラウンド%1のままです。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="395"/>
        <source>%1: to roll</source>
        <translation>%1：これから振る</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="410"/>
        <source>%n temporary hit point(s) end</source>
        <translation>
            <numerusform>一時的HP %n点が消える</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="131"/>
        <source>Advance time an&amp;yway (no dying checks are made)</source>
        <translation>それでも時間を進める(&amp;Y)（瀕死判定は行わない）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="132"/>
        <source>Advance time although someone is dying</source>
        <translation>瀕死の者がいても時間を進める</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="151"/>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="154"/>
        <source>What will change</source>
        <translation>変化する内容</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="138"/>
        <source>Dying: %1. A dying creature makes its dying check every round at its own turn (B5), so the tracker does not let time pass until that is resolved.</source>
        <translation>瀕死：%1。瀕死のクリーチャーは毎ラウンド自分の手番に瀕死判定を行う（B5）ため、それが解決するまでトラッカーは時間を進めません。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="295"/>
        <source>No recovery checks fall due in this time.</source>
        <translation>この時間内に行う回復判定はありません。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="305"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="307"/>
        <source>How the recovery checks are made: %1</source>
        <translation>回復判定の方法：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="308"/>
        <source>Roll</source>
        <translation>ロール</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="308"/>
        <source>Take 10</source>
        <translation>出目10</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="308"/>
        <source>Take 20</source>
        <translation>出目20</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="308"/>
        <source>Not now</source>
        <translation>今は行わない</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="237"/>
        <source>Time cannot pass while someone is dying (B5): tick “Advance time anyway” to let it pass without their dying checks.</source>
        <translation>瀕死の者がいる間は時間を進められません（B5）。「それでも時間を進める」にチェックを入れると、瀕死判定を行わずに時間を進めます。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="246"/>
        <source>d20 %1</source>
        <translation>d20 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="344"/>
        <source>%1 %2 = %3 against DC %4: ends it</source>
        <translation>%1 %2 = %3 対難易度%4：解除される</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="345"/>
        <source>%1 %2 = %3 against DC %4: cannot end it</source>
        <translation>%1 %2 = %3 対難易度%4：解除されない</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="348"/>
        <source>(%n × 20 periods)</source>
        <translation>
            <numerusform>（%n × 20周期）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="341"/>
        <source>not made now: they stay due</source>
        <translation>今は行わない：判定は保留</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="350"/>
        <source>%n × d20 %1 against DC %2, %3 each</source>
        <translation>
            <numerusform>%n × d20 %1 対難易度%2、各%3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="364"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="389"/>
        <source>dying: no dying checks are made (B5)</source>
        <translation>瀕死：瀕死判定は行わない（B5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="397"/>
        <source>%1: no check now</source>
        <translation>%1：今は判定しない</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="400"/>
        <source>%1 ends</source>
        <translation>%1が解除される</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="402"/>
        <source>wound count %1 → %2</source>
        <translation>負傷数 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="404"/>
        <source>the wound count cannot fall while seriously wounded (B5)</source>
        <translation>重傷の間は負傷数が減らない（B5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="406"/>
        <source>bruise count %1 → %2</source>
        <translation>打撲数 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="408"/>
        <source>the bruise count cannot fall while seriously bruised (B5)</source>
        <translation>重打撲の間は打撲数が減らない（B5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="416"/>
        <source>%1 refilled (%2 → %3)</source>
        <translation>%1を補充（%2 → %3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="420"/>
        <source>rests</source>
        <translation>休息</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="429"/>
        <source>continues the last rest (%1 of rest carried over)</source>
        <translation>前回の休息を継続（休息%1を持ち越し）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="433"/>
        <source>%1 of 1 h towards the next wound</source>
        <translation>次の負傷数減少：1時間のうち%1休息済み</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="436"/>
        <source>%1 of 1 min towards the next bruise</source>
        <translation>次の打撲数減少：1分のうち%1休息済み</translation>
    </message>
</context>
<context>
    <name>RollLogDock</name>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="72"/>
        <source>Roll log</source>
        <translation>ダイスログ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="117"/>
        <source>Ne&amp;west first</source>
        <translation>新しい順(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="118"/>
        <source>Show the newest entries first</source>
        <translation>新しい項目から表示</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="119"/>
        <source>Show the newest entries at the top</source>
        <translation>新しい項目を上に表示</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="124"/>
        <source>Co&amp;mbatant:</source>
        <translation>戦闘参加者(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="127"/>
        <source>Show the entries of</source>
        <translation>表示する戦闘参加者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="128"/>
        <source>Show only the entries where this combatant acts or is a target</source>
        <translation>この戦闘参加者が行動したか対象になった項目だけを表示</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="139"/>
        <source>Brea&amp;kdown</source>
        <translation>内訳(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="140"/>
        <source>Show the breakdown pane</source>
        <translation>内訳ペインを表示します</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="141"/>
        <source>Show every die and modifier of the selected entry beside the log</source>
        <translation>選択した記録のすべてのダイスと修正値をログの横に表示します</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="146"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="150"/>
        <source>Copy the selected entries as text</source>
        <translation>選択した項目をテキストとしてコピー</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="155"/>
        <source>Copy the selected entries</source>
        <translation>選択した項目をコピー</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="160"/>
        <source>As &amp;text…</source>
        <translation>テキスト(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="163"/>
        <source>As &amp;Markdown…</source>
        <translation>Markdown(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="168"/>
        <source>E&amp;xport</source>
        <translation>エクスポート(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="169"/>
        <source>Export the whole log</source>
        <translation>ログ全体をエクスポート</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="170"/>
        <source>Save the whole log as a text or Markdown file</source>
        <translation>ログ全体をテキストかMarkdownのファイルに保存</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="179"/>
        <source>Roll log entries</source>
        <translation>ダイスログの項目</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="231"/>
        <source>All combatants</source>
        <translation>すべての戦闘参加者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="403"/>
        <source>Export the roll log as Markdown</source>
        <translation>ダイスログをMarkdownでエクスポート</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="404"/>
        <source>Markdown (*.md);;All files (*)</source>
        <translation>Markdown (*.md);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="406"/>
        <source>Export the roll log as text</source>
        <translation>ダイスログをテキストでエクスポート</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="407"/>
        <source>Text (*.txt);;All files (*)</source>
        <translation>テキスト (*.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="408"/>
        <source>roll log</source>
        <translation>ダイスログ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="418"/>
        <source>The log could not be saved:
%1</source>
        <translation>ログを保存できませんでした：
%1</translation>
    </message>
</context>
<context>
    <name>RollLogModel</name>
    <message>
        <location filename="../../gmtracker/ui/models/roll_log_model.py" line="69"/>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/roll_log_model.py" line="70"/>
        <source>Turn / actor</source>
        <translation>手番／行動者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/roll_log_model.py" line="71"/>
        <source>Entry</source>
        <translation>内容</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/roll_log_model.py" line="330"/>
        <source>GM</source>
        <translation>GM</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/roll_log_model.py" line="339"/>
        <source>GM only</source>
        <translation>GMのみ</translation>
    </message>
</context>
<context>
    <name>RollLogText</name>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="140"/>
        <source>actor</source>
        <translation>行動者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="297"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="141"/>
        <source>advantage</source>
        <translation>有利</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="248"/>
        <source>resource</source>
        <translation>リソース</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="249"/>
        <source>uses left</source>
        <translation>残り回数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="251"/>
        <source>refills</source>
        <translation>補充の時期</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="252"/>
        <source>spent by the attack</source>
        <translation>消費した攻撃</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="254"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="46"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="142"/>
        <source>after</source>
        <translation>後</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="143"/>
        <source>attack</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="144"/>
        <source>attacker</source>
        <translation>攻撃者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="145"/>
        <source>attribute</source>
        <translation>能力値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="146"/>
        <source>attribute bonus</source>
        <translation>能力値ボーナス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="253"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="147"/>
        <source>before</source>
        <translation>前</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="148"/>
        <source>bonus</source>
        <translation>ボーナス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="294"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="149"/>
        <source>bruise count</source>
        <translation>打撲数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="150"/>
        <source>check</source>
        <translation>判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="80"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="126"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="151"/>
        <source>combatant</source>
        <translation>戦闘参加者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="152"/>
        <source>constitution</source>
        <translation>耐久力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="153"/>
        <source>damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="154"/>
        <source>DC</source>
        <translation>難易度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="155"/>
        <source>damage DC</source>
        <translation>ダメージ判定の難易度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="156"/>
        <source>hidden DC</source>
        <translation>非公開難易度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="157"/>
        <source>defense</source>
        <translation>防御値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="158"/>
        <source>degree of success</source>
        <translation>成功度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="298"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="159"/>
        <source>disadvantage</source>
        <translation>不利</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="160"/>
        <source>effects</source>
        <translation>効果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="296"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="161"/>
        <source>healing</source>
        <translation>治療</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="219"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="162"/>
        <source>hit check</source>
        <translation>命中判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="163"/>
        <source>hit dice</source>
        <translation>ヒットダイス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="283"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="164"/>
        <source>hit penalty</source>
        <translation>命中ペナルティ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="165"/>
        <source>initiative</source>
        <translation>イニシアチブ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="166"/>
        <source>margin</source>
        <translation>差分</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="167"/>
        <source>modifier</source>
        <translation>修正値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="44"/>
        <source>actions allowed</source>
        <translation>可能な行動</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="45"/>
        <source>active side</source>
        <translation>能動側</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="47"/>
        <source>after the natural roll</source>
        <translation>出目による変動後</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="48"/>
        <source>the check that ends it</source>
        <translation>解除する判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="49"/>
        <source>turn held</source>
        <translation>保留した手番</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="50"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="51"/>
        <source>during the turn of</source>
        <translation>手番中の相手</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="52"/>
        <source>readied action lapsed</source>
        <translation>待機した行動が失効</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="53"/>
        <source>members</source>
        <translation>メンバー</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="54"/>
        <source>one initiative, acting together</source>
        <translation>イニシアチブを共有し一緒に行動</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="55"/>
        <source>ahead</source>
        <translation>先になる者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="56"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="304"/>
        <source>whose turn counts</source>
        <translation>カウントする手番</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="57"/>
        <source>applied</source>
        <translation>適用</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="58"/>
        <source>attack action</source>
        <translation>攻撃アクション</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="59"/>
        <source>attack bonus</source>
        <translation>攻撃ボーナス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="60"/>
        <source>stabilizes on its own</source>
        <translation>自動安定化</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="61"/>
        <source>automatic result</source>
        <translation>自動的な結果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="62"/>
        <source>automatic failure</source>
        <translation>自動失敗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="63"/>
        <source>falls unconscious at the end of the turn</source>
        <translation>手番終了時に気絶</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="64"/>
        <source>base value</source>
        <translation>基本能力値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="65"/>
        <source>a tenth of the base value</source>
        <translation>基本能力値の10分の1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="66"/>
        <source>behind</source>
        <translation>後になる者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="67"/>
        <source>tie broken by</source>
        <translation>同値の決着</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="68"/>
        <source>bruises healed by rest</source>
        <translation>休息で回復した打撲</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="69"/>
        <source>bruise rest counted from</source>
        <translation>打撲の休息の起点</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="70"/>
        <source>rounds of rest for bruises</source>
        <translation>打撲の休息ラウンド数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="71"/>
        <source>bruise count after</source>
        <translation>打撲数（後）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="72"/>
        <source>bruise count before</source>
        <translation>打撲数（前）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="73"/>
        <source>bruises removed</source>
        <translation>減った打撲数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="74"/>
        <source>changed</source>
        <translation>変更あり</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="75"/>
        <source>checks</source>
        <translation>判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="76"/>
        <source>clock (rounds)</source>
        <translation>時計（ラウンド）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="77"/>
        <source>clock after (rounds)</source>
        <translation>後の時計（ラウンド）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="78"/>
        <source>clock before (rounds)</source>
        <translation>前の時計（ラウンド）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="79"/>
        <source>what</source>
        <translation>内容</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="81"/>
        <source>condition</source>
        <translation>コンディション</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="82"/>
        <source>confirmation roll</source>
        <translation>確定ロール</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="83"/>
        <source>constitution modifier</source>
        <translation>耐久力の修正値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="84"/>
        <source>constitution used</source>
        <translation>使用した耐久力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="85"/>
        <source>contenders</source>
        <translation>参加者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="86"/>
        <source>count</source>
        <translation>数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="87"/>
        <source>1D100 critical from</source>
        <translation>1D100 クリティカルの下限</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="88"/>
        <source>critical multiplier</source>
        <translation>クリティカル倍率</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="89"/>
        <source>d20</source>
        <translation>d20</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="90"/>
        <source>d6</source>
        <translation>d6</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="91"/>
        <source>damage check</source>
        <translation>ダメージ判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="92"/>
        <source>damage DC bonus</source>
        <translation>ダメージ判定の難易度へのボーナス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="93"/>
        <source>decided by</source>
        <translation>決め手</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="94"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="220"/>
        <source>defense check</source>
        <translation>防御判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="95"/>
        <source>defense modifier</source>
        <translation>防御値の修正値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="96"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="119"/>
        <source>dice</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="97"/>
        <source>die</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="98"/>
        <source>difficulty</source>
        <translation>難易度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="99"/>
        <source>checks due</source>
        <translation>行う判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="100"/>
        <source>dying checks skipped</source>
        <translation>省略した瀕死判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="101"/>
        <source>dying checks not made for</source>
        <translation>瀕死判定を行わなかった者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="102"/>
        <source>before it was due</source>
        <translation>予定より早い</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="103"/>
        <source>change</source>
        <translation>変更</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="104"/>
        <source>entries</source>
        <translation>項目</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="105"/>
        <source>half, exact</source>
        <translation>半分（正確な値）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="106"/>
        <source>ended</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="107"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="305"/>
        <source>when it counts</source>
        <translation>カウントの時点</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="108"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="109"/>
        <source>extra damage</source>
        <translation>追加ダメージ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="110"/>
        <source>extra flat damage</source>
        <translation>追加の固定ダメージ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="111"/>
        <source>extra damage, not multiplied</source>
        <translation>追加ダメージ（倍加しない）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="112"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="113"/>
        <source>finesse</source>
        <translation>妙技</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="114"/>
        <source>first side</source>
        <translation>一方の側</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="115"/>
        <source>flat damage</source>
        <translation>固定ダメージ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="116"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="268"/>
        <source>forced by the GM</source>
        <translation>GMの強制裁定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="117"/>
        <source>winner forced by the GM</source>
        <translation>GMが強制した勝者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="118"/>
        <source>1D100 fumble up to</source>
        <translation>1D100 ファンブルの上限</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="120"/>
        <source>healer</source>
        <translation>治療者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="121"/>
        <source>hit dice bonus</source>
        <translation>ヒットダイスのボーナス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/first_format.py" line="82"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="122"/>
        <source>hits</source>
        <translation>命中</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/first_format.py" line="83"/>
        <source>why</source>
        <translation>理由</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/first_format.py" line="84"/>
        <source>ratio</source>
        <translation>比率</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/first_format.py" line="85"/>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="123"/>
        <source>hours</source>
        <translation>時間</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="124"/>
        <source>in combat</source>
        <translation>戦闘参加中</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="125"/>
        <source>initiatives</source>
        <translation>イニシアチブ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="127"/>
        <source>key attribute</source>
        <translation>主要能力値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="128"/>
        <source>kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="129"/>
        <source>defender&apos;s total</source>
        <translation>防御側の合計</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="130"/>
        <source>lethal</source>
        <translation>致傷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="131"/>
        <source>degrees lowered</source>
        <translation>成功度の下降段階</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="132"/>
        <source>minutes</source>
        <translation>分</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="133"/>
        <source>how it was resolved</source>
        <translation>解決方式</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="134"/>
        <source>modifiers in all</source>
        <translation>修正値の合計</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="135"/>
        <source>multiplied</source>
        <translation>倍加</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="136"/>
        <source>multiplied damage</source>
        <translation>倍加するダメージ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="137"/>
        <source>multiplier</source>
        <translation>倍率</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="138"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="306"/>
        <source>name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="139"/>
        <source>names</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="140"/>
        <source>shift by the natural roll</source>
        <translation>出目による成功度の変動</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="141"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="307"/>
        <source>note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="142"/>
        <source>number</source>
        <translation>番号</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="143"/>
        <source>other modifier</source>
        <translation>その他の修正値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="203"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="144"/>
        <source>passive side</source>
        <translation>受動側</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="145"/>
        <source>penalty dice asked for</source>
        <translation>指定したペナルティダイス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="146"/>
        <source>1D100 base value</source>
        <translation>1D100の基本能力値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="147"/>
        <source>target&apos;s 1D100 base value</source>
        <translation>対象の1D100基本能力値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="148"/>
        <source>performance</source>
        <translation>遂行値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="149"/>
        <source>periods due</source>
        <translation>到来した回復周期</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="150"/>
        <source>periods spent</source>
        <translation>消費した回復周期</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="151"/>
        <source>points lost</source>
        <translation>失われた点数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="152"/>
        <source>points used</source>
        <translation>使用した点数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="153"/>
        <source>prompts</source>
        <translation>手番開始時の判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="154"/>
        <source>degrees raised</source>
        <translation>成功度の上昇段階</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="155"/>
        <source>range</source>
        <translation>攻撃の種類</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="156"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="282"/>
        <source>realistic mode</source>
        <translation>リアリスティックモード</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="157"/>
        <source>realistic mode modifier</source>
        <translation>リアリスティックモードの修正値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="158"/>
        <source>realistic mode penalty</source>
        <translation>リアリスティックモードのペナルティ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="159"/>
        <source>reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="160"/>
        <source>damage reduction</source>
        <translation>ダメージ減少</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="161"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="303"/>
        <source>rounds left</source>
        <translation>残りラウンド数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="162"/>
        <source>removed</source>
        <translation>除去</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="163"/>
        <source>attack resolution</source>
        <translation>攻撃の解決方式</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="164"/>
        <source>resting</source>
        <translation>休息する者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="165"/>
        <source>to beat</source>
        <translation>超えるべき値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="166"/>
        <source>roll</source>
        <translation>ロール</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="168"/>
        <source>roll-offs</source>
        <translation>ダイス勝負</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="169"/>
        <source>rolls</source>
        <translation>ロール</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="170"/>
        <source>rounds</source>
        <translation>ラウンド数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="171"/>
        <source>rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="172"/>
        <source>second side</source>
        <translation>もう一方の側</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="173"/>
        <source>degree shifts</source>
        <translation>成功度の変動</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="174"/>
        <source>shortfall</source>
        <translation>不足分</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="175"/>
        <source>sides</source>
        <translation>面数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="176"/>
        <source>size difference</source>
        <translation>体型差</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="177"/>
        <source>skill trial</source>
        <translation>技能試練</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="178"/>
        <source>skipped</source>
        <translation>省略</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="179"/>
        <source>special result</source>
        <translation>特殊な結果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="180"/>
        <source>special results</source>
        <translation>特殊な結果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="181"/>
        <source>special results cancel</source>
        <translation>特殊な結果は相殺</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="182"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="168"/>
        <source>modifiers</source>
        <translation>修正値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="183"/>
        <source>state</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="184"/>
        <source>states</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="185"/>
        <source>states added</source>
        <translation>追加された状態</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="186"/>
        <source>states kept</source>
        <translation>維持された状態</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="188"/>
        <source>hit penalty taken</source>
        <translation>受けた命中ペナルティ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="189"/>
        <source>hit penalty after</source>
        <translation>命中ペナルティ（後）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="190"/>
        <source>target&apos;s bonus</source>
        <translation>対象のボーナス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="191"/>
        <source>defense attacked</source>
        <translation>狙う防御値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="192"/>
        <source>targets</source>
        <translation>対象</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="193"/>
        <source>temporary hit points bonus</source>
        <translation>一時的HPのボーナス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="194"/>
        <source>temporary hit points ended</source>
        <translation>一時的HPの終了</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="195"/>
        <source>terms</source>
        <translation>内訳</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="196"/>
        <source>threat</source>
        <translation>クリティカル可能域</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="197"/>
        <source>threat from</source>
        <translation>クリティカル可能域（下限）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="198"/>
        <source>thrown</source>
        <translation>投擲</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="199"/>
        <source>ties</source>
        <translation>同値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="200"/>
        <source>limit of the turn</source>
        <translation>手番の制限</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="201"/>
        <source>type</source>
        <translation>種別</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="202"/>
        <source>unconscious after a standard action</source>
        <translation>標準アクション後に気絶</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="203"/>
        <source>until clock round</source>
        <translation>期限（時計のラウンド）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="204"/>
        <source>used for</source>
        <translation>用法</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="205"/>
        <source>value</source>
        <translation>値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="206"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="221"/>
        <source>1D100 versus check</source>
        <translation>1D100 VS判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="207"/>
        <source>winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="208"/>
        <source>wounds healed by rest</source>
        <translation>休息で回復した負傷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="209"/>
        <source>wound rest counted from</source>
        <translation>負傷の休息の起点</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="210"/>
        <source>rounds of rest for wounds</source>
        <translation>負傷の休息ラウンド数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="211"/>
        <source>wound count after</source>
        <translation>負傷数（後）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="212"/>
        <source>wound count before</source>
        <translation>負傷数（前）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="213"/>
        <source>wounds removed</source>
        <translation>減った負傷数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="222"/>
        <source>pure roll</source>
        <translation>ダイス判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="223"/>
        <source>attribute check</source>
        <translation>能力値判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="224"/>
        <source>one against many</source>
        <translation>1対多</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="225"/>
        <source>simultaneous actions</source>
        <translation>同時行動</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="226"/>
        <source>dying check</source>
        <translation>瀕死判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="227"/>
        <source>recovery check</source>
        <translation>回復判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="228"/>
        <source>save (save ends)</source>
        <translation>解除判定（判定で解除）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="230"/>
        <source>after a minute&apos;s rest</source>
        <translation>1分の休息後</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="231"/>
        <source>after an hour&apos;s rest</source>
        <translation>1時間の休息後</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="232"/>
        <source>by hand only</source>
        <translation>手動のみ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="234"/>
        <source>delay</source>
        <translation>遅延</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="235"/>
        <source>ready an action</source>
        <translation>行動を待機</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="237"/>
        <source>base defense</source>
        <translation>基本防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="239"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="240"/>
        <source>half</source>
        <translation>半分</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="241"/>
        <source>full</source>
        <translation>全部</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="242"/>
        <source>melee</source>
        <translation>近接</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="243"/>
        <source>ranged</source>
        <translation>遠隔</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="244"/>
        <source>special</source>
        <translation>特殊</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="245"/>
        <source>favours the bigger</source>
        <translation>大きい方に有利</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="246"/>
        <source>favours the smaller</source>
        <translation>小さい方に有利</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="247"/>
        <source>fine</source>
        <translation>極小型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="248"/>
        <source>diminutive</source>
        <translation>微小型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="249"/>
        <source>tiny</source>
        <translation>超小型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="250"/>
        <source>small</source>
        <translation>小型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="251"/>
        <source>medium</source>
        <translation>中型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="252"/>
        <source>large</source>
        <translation>大型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="253"/>
        <source>huge</source>
        <translation>超大型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="254"/>
        <source>gargantuan</source>
        <translation>巨大</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="255"/>
        <source>colossal</source>
        <translation>超巨大</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="258"/>
        <source>reroll</source>
        <translation>振り直し</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="259"/>
        <source>d20 changed</source>
        <translation>d20変更</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="260"/>
        <source>modifiers changed</source>
        <translation>修正値変更</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="261"/>
        <source>degree shifted</source>
        <translation>成功度変動</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="263"/>
        <source>natural 1: hits</source>
        <translation>出目1：命中</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="264"/>
        <source>natural 20: misses</source>
        <translation>出目20：外れ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="266"/>
        <source>critical</source>
        <translation>クリティカル</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="267"/>
        <source>fumble</source>
        <translation>ファンブル</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="269"/>
        <source>the values</source>
        <translation>遂行値の比較</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="270"/>
        <source>tie to the active side</source>
        <translation>同値は能動側</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="271"/>
        <source>player priority</source>
        <translation>プレイヤー優先権</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="272"/>
        <source>trivial</source>
        <translation>楽勝</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="273"/>
        <source>easy</source>
        <translation>簡単</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="274"/>
        <source>normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="275"/>
        <source>hard</source>
        <translation>難しい</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="276"/>
        <source>very hard</source>
        <translation>困難</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="278"/>
        <source>damage bonus</source>
        <translation>ダメージボーナス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="279"/>
        <source>against a disabled target</source>
        <translation>対象が行動困難</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="280"/>
        <source>against a dazed target</source>
        <translation>対象が朦朧</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="281"/>
        <source>other</source>
        <translation>その他</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="285"/>
        <source>one move or one standard action</source>
        <translation>移動アクションか標準アクションのどちらか1回</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="286"/>
        <source>survives</source>
        <translation>生存</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="287"/>
        <source>dies</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="288"/>
        <location filename="../../gmtracker/encounter/turns.py" line="802"/>
        <source>rolled</source>
        <translation>ロール</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="289"/>
        <source>take 10</source>
        <translation>出目10</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="290"/>
        <source>take 20</source>
        <translation>出目20</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="291"/>
        <source>lowering a count</source>
        <translation>負傷数／打撲数を減らす</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="292"/>
        <source>a recovery check</source>
        <translation>回復判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="295"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="169"/>
        <source>natural</source>
        <translation>出目</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="300"/>
        <source>at the start of the turn</source>
        <translation>手番開始時</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="301"/>
        <source>at the end of the turn</source>
        <translation>手番終了時</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="302"/>
        <source>duration</source>
        <translation>持続時間</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="309"/>
        <source>player character first</source>
        <translation>プレイヤーキャラクター優先</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="310"/>
        <source>higher modifier</source>
        <translation>修正値の高い方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="312"/>
        <source>light load</source>
        <translation>軽荷重</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="314"/>
        <source>overloaded</source>
        <translation>過荷重</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="170"/>
        <source>notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="171"/>
        <source>outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="172"/>
        <source>passive check</source>
        <translation>パッシブ判定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="173"/>
        <source>penalty dice</source>
        <translation>ペナルティダイス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="174"/>
        <source>proficiency</source>
        <translation>習熟</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="175"/>
        <source>proficiency bonus</source>
        <translation>習熟ボーナス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="176"/>
        <source>result</source>
        <translation>判定結果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="177"/>
        <source>round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="256"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="178"/>
        <source>size</source>
        <translation>体型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="179"/>
        <source>size modifier</source>
        <translation>サイズ修正</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="180"/>
        <source>source</source>
        <translation>由来</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="181"/>
        <source>degree steps</source>
        <translation>成功度の段階</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="182"/>
        <source>target</source>
        <translation>対象</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="183"/>
        <source>temporary hit points</source>
        <translation>一時的HP</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="184"/>
        <source>total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="185"/>
        <source>versions</source>
        <translation>履歴</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="293"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="186"/>
        <source>wound count</source>
        <translation>負傷数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="192"/>
        <source>critical failure</source>
        <translation>大失敗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="193"/>
        <source>failure</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="187"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="194"/>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="195"/>
        <source>critical success</source>
        <translation>大成功</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="196"/>
        <source>miss</source>
        <translation>外れ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="197"/>
        <source>hit</source>
        <translation>命中</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="198"/>
        <source>critical hit</source>
        <translation>クリティカルヒット</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="200"/>
        <source>no effect</source>
        <translation>効果なし</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="201"/>
        <source>wound</source>
        <translation>負傷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="202"/>
        <source>bruise</source>
        <translation>打撲</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="203"/>
        <source>seriously wounded</source>
        <translation>重傷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="204"/>
        <source>disabled</source>
        <translation>行動困難</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="205"/>
        <source>unconscious</source>
        <translation>気絶</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="207"/>
        <source>dead</source>
        <extracomment>A damage state (B5) in the roll log: the combatant is dead (an adjective).</extracomment>
        <translation>死亡</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="208"/>
        <source>seriously bruised</source>
        <translation>重打撲</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="209"/>
        <source>dazed</source>
        <translation>朦朧</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="211"/>
        <source>strength</source>
        <translation>筋力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="212"/>
        <source>agility</source>
        <translation>敏捷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="213"/>
        <source>spirit</source>
        <translation>霊性</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="214"/>
        <source>intellect</source>
        <translation>知力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="216"/>
        <source>status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="217"/>
        <source>environment</source>
        <translation>環境</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="218"/>
        <source>potency</source>
        <translation>効力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="219"/>
        <source>situational</source>
        <translation>状況</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="220"/>
        <source>free</source>
        <translation>自由</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="222"/>
        <source>physique</source>
        <translation>体格</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="223"/>
        <source>reflex</source>
        <translation>反応</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="224"/>
        <source>mind</source>
        <translation>精神</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="230"/>
        <source>modifier from a condition</source>
        <translation>コンディションによる修正値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="231"/>
        <source>conditions</source>
        <translation>コンディション</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="232"/>
        <source>advantage from a condition</source>
        <translation>コンディションによる有利</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="233"/>
        <source>disadvantage from a condition</source>
        <translation>コンディションによる不利</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="234"/>
        <source>penalty dice from a condition</source>
        <translation>コンディションによるペナルティダイス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="235"/>
        <source>the target&apos;s defense, from a condition</source>
        <translation>対象の防御値、コンディションによる</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="313"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="226"/>
        <source>heavy load</source>
        <translation>重荷重</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="227"/>
        <source>hit points at half or less</source>
        <translation>HPが半分以下</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="167"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="228"/>
        <source>roll-off</source>
        <translation>ダイス勝負</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="240"/>
        <source>free modifiers all apply</source>
        <translation>自由修正値はすべて適用</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="241"/>
        <source>the highest bonus of its type</source>
        <translation>同種で最も高いボーナス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="242"/>
        <source>the lowest penalty of its type</source>
        <translation>同種で最も低いペナルティ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="243"/>
        <source>the single highest potency</source>
        <translation>最も高い効力1つ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="244"/>
        <source>the one situational value that applies</source>
        <translation>適用される唯一の状況値</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="245"/>
        <source>a higher bonus of its type applies</source>
        <translation>同種のより高いボーナスが適用</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="246"/>
        <source>a lower penalty of its type applies</source>
        <translation>同種のより低いペナルティが適用</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="247"/>
        <source>a higher potency applies</source>
        <translation>より高い効力が適用</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="248"/>
        <source>another situational value applies instead</source>
        <translation>代わりに別の状況値が適用</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="249"/>
        <source>an equal bonus and penalty cancel out</source>
        <translation>同じ大きさのボーナスとペナルティが相殺</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="250"/>
        <source>a value of 0 changes nothing</source>
        <translation>値0は影響しない</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="72"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="74"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="75"/>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="383"/>
        <source>rules %1</source>
        <translation>ルール %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="317"/>
        <source>Turn of</source>
        <translation>手番</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="319"/>
        <source>Actor</source>
        <translation>行動者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="321"/>
        <source>Targets</source>
        <translation>対象</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="323"/>
        <source>GM only: the players do not see this entry</source>
        <translation>GMのみ：プレイヤーにはこの項目が見えません</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="325"/>
        <source>Hidden DC: the players see the result, not the DC or the degree (A2)</source>
        <translation>非公開難易度：プレイヤーには判定結果は見えますが、難易度と成功度は見えません（A2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="335"/>
        <source>Breakdown:</source>
        <translation>内訳：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="380"/>
        <source>Round %1 | %2 | %3</source>
        <translation>ラウンド%1 | %2 | %3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="385"/>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="423"/>
        <source>GM only</source>
        <translation>GMのみ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="401"/>
        <source>Roll log</source>
        <translation>ダイスログ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="403"/>
        <source>Roll log — %1</source>
        <translation>ダイスログ — %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="315"/>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="408"/>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="409"/>
        <source>Turn / actor</source>
        <translation>手番／行動者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="410"/>
        <source>Entry</source>
        <translation>内容</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="327"/>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="411"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="412"/>
        <source>Seen by</source>
        <translation>公開範囲</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="423"/>
        <source>everyone</source>
        <translation>全員</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="730"/>
        <source>outside the attacker&apos;s turn (A16)</source>
        <translation>攻撃者の手番外（A16）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="616"/>
        <source>temporary hit points ran out</source>
        <translation>一時的HPが尽きた</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="617"/>
        <source>resources refilled by the rest</source>
        <translation>休息で補充されたリソース</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="618"/>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="250"/>
        <source>maximum</source>
        <translation>上限</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="804"/>
        <source>initiative typed by the GM</source>
        <extracomment>Breakdown pane: the combatants whose initiative the GM typed as combat started (D1)</extracomment>
        <translation>GMが入力したイニシアチブ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_save_ends.py" line="180"/>
        <source>the condition ended</source>
        <extracomment>Breakdown pane: whether the save ended the condition (D3)</extracomment>
        <translation>コンディションが解除された</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="298"/>
        <source>encounter</source>
        <translation>遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="299"/>
        <source>party members</source>
        <translation>パーティーの一員</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="300"/>
        <source>clock before</source>
        <translation>前の時計</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="301"/>
        <source>clock after</source>
        <translation>後の時計</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="302"/>
        <source>marked done</source>
        <translation>完了済み</translation>
    </message>
</context>
<context>
    <name>RulesError</name>
    <message>
        <location filename="../../gmtracker/rules/condition_effects.py" line="154"/>
        <source>a {kind} effect cannot apply to {scope} (D3)</source>
        <translation>{kind}の効果は{scope}には適用できません（D3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/condition_effects.py" line="157"/>
        <source>an effect names an attribute exactly when it applies to one attribute&apos;s checks (D3)</source>
        <translation>効果が能力値を指定するのは、1つの能力値の判定に適用するときだけです（D3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/condition_effects.py" line="160"/>
        <source>an effect names a defense exactly when it applies to one defense (D3)</source>
        <translation>効果が防御を指定するのは、1つの防御値に適用するときだけです（D3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/condition_effects.py" line="165"/>
        <source>a {kind} effect gives 1 to {most} dice, not {value}</source>
        <translation>{kind}の効果のダイスは1〜{most}個です（{value}ではありません）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/condition_effects.py" line="169"/>
        <source>a condition&apos;s modifier is −{most} to +{most} and not 0, not {value}</source>
        <translation>コンディションの修正値は−{most}〜+{most}で0以外です（{value}ではありません）</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="372"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/setting_words.py" line="21"/>
        <location filename="../../gmtracker/ui/words/setting_words.py" line="23"/>
        <source>Follow the system</source>
        <translation>システムに従う</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/setting_words.py" line="24"/>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/setting_words.py" line="25"/>
        <source>Dark (for a dim room)</source>
        <translation>ダーク（暗い部屋向け）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/setting_words.py" line="29"/>
        <source>GM Tracker rolls</source>
        <translation>GM Trackerが振る</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/setting_words.py" line="30"/>
        <source>We roll at the table (type the dice in)</source>
        <translation>卓で振る（出目を入力）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="29"/>
        <source>Hit check: the attacker rolls (A14)</source>
        <translation>命中判定：攻撃側が振る（A14）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="30"/>
        <source>Defense check: the defender rolls (B1)</source>
        <translation>防御判定：防御側が振る（B1）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="31"/>
        <source>1D100 versus check (C5, C8)</source>
        <translation>1D100 VS判定（C5、C8）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="34"/>
        <source>d20 + agility (D1)</source>
        <translation>d20 + 敏捷（D1）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="35"/>
        <source>1D100 + base value ÷ 10 (D1)</source>
        <translation>1D100 + 基本能力値 ÷ 10（D1）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/setting_words.py" line="33"/>
        <source>Names only</source>
        <translation>名前のみ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/setting_words.py" line="34"/>
        <source>Damage states (seriously wounded, unconscious…)</source>
        <translation>ダメージ状態（重傷、気絶…）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/setting_words.py" line="35"/>
        <source>Wound counts and states</source>
        <translation>負傷数・打撲数と状態</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="42"/>
        <source>on</source>
        <extracomment>A yes/no setting&apos;s value: switched on.</extracomment>
        <translation>オン</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="44"/>
        <source>off</source>
        <extracomment>A yes/no setting&apos;s value: switched off.</extracomment>
        <translation>オフ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="54"/>
        <source>General</source>
        <translation>一般</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="55"/>
        <source>Player view</source>
        <translation>プレイヤー画面</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="56"/>
        <source>New encounters</source>
        <translation>新しい遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="86"/>
        <source>System size</source>
        <translation>システムのサイズ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="87"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/settings_service.py" line="54"/>
        <source>The settings file cannot be used, so the defaults apply. It stays as it is until you save settings; then it is kept beside the new file under another name.
%1</source>
        <translation>設定ファイルを使用できないため、既定値を使います。設定を保存するまではそのまま残り、保存時には別の名前で新しいファイルの隣に保管されます。
%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/settings_service.py" line="59"/>
        <source>%1: %2: %3 — the default is used instead.</source>
        <translation>%1：%2：%3 — 代わりに既定値を使います。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="130"/>
        <source>At the table: the dialogs open with empty boxes for your dice</source>
        <translation>卓で振る場合：ダイアログは出目を入力する空欄付きで開きます</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="140"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="142"/>
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="144"/>
        <source>Table font size</source>
        <translation>表の文字サイズ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="146"/>
        <source>Points; 0 uses the system&apos;s size</source>
        <translation>ポイント単位。0 でシステムのサイズ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="147"/>
        <source>Turn timer in the banner</source>
        <translation>バナーに手番タイマーを表示</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="148"/>
        <source>The real time the acting combatant has taken since its turn began</source>
        <translation>行動中の戦闘参加者が手番の開始から実際にかけた時間</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="164"/>
        <source>Dice of player characters</source>
        <translation>プレイヤーキャラクターのダイス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="165"/>
        <source>Dice of allies</source>
        <translation>味方のダイス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="166"/>
        <source>Dice of enemies</source>
        <translation>敵のダイス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="167"/>
        <source>Dice of neutral combatants</source>
        <translation>中立の戦闘参加者のダイス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="17"/>
        <source>Attack resolution</source>
        <translation>攻撃の解決方式</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="18"/>
        <source>Realistic mode (B10)</source>
        <translation>リアリスティックモード（B10）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="19"/>
        <source>Skill trial (B11)</source>
        <translation>技能試練（B11）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="20"/>
        <source>1D100 critical from</source>
        <translation>1D100 クリティカルの下限</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="154"/>
        <source>101: no criticals (C6)</source>
        <translation>101：クリティカルなし（C6）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="21"/>
        <source>1D100 fumble up to</source>
        <translation>1D100 ファンブルの上限</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="156"/>
        <source>0: no fumbles (C6)</source>
        <translation>0：ファンブルなし（C6）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="22"/>
        <source>Skip defeated combatants&apos; turns</source>
        <translation>倒れた戦闘参加者の手番を飛ばす</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="23"/>
        <source>Initiative</source>
        <translation>イニシアチブ</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="160"/>
        <source>Player characters</source>
        <translation>プレイヤーキャラクター</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="161"/>
        <source>Allies</source>
        <translation>味方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="162"/>
        <source>Enemies</source>
        <translation>敵</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="163"/>
        <source>Neutral</source>
        <translation>中立</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="133"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="145"/>
        <source>What the players see of each side on the player view. Hidden combatants never appear.</source>
        <translation>プレイヤー画面で各陣営について見せる内容。非公開の戦闘参加者は決して表示されません。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="148"/>
        <source>The rule settings a new encounter starts with. An encounter keeps its own (see “This encounter”).</source>
        <translation>新しい遭遇が最初に使うルール設定。遭遇はそれぞれ自分の設定を持ちます（「この遭遇」を参照）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="160"/>
        <source>This encounter&apos;s own rule settings. They override the defaults for new encounters and are saved with the encounter; a change is one undoable step.</source>
        <translation>この遭遇自身のルール設定。新しい遭遇の既定値より優先され、遭遇と一緒に保存されます。変更は1回の取り消し可能な操作です。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="169"/>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="211"/>
        <source>This encounter</source>
        <translation>この遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="210"/>
        <source>New encounters</source>
        <translation>新しい遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="218"/>
        <source>%1: the 1D100 fumble range must end below the critical range (C6).</source>
        <translation>%1：1D100 のファンブル範囲はクリティカル範囲より下で終わる必要があります（C6）。</translation>
    </message>
</context>
<context>
    <name>SharePanel</name>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="214"/>
        <source>Share the player view</source>
        <translation>プレイヤー画面を共有</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="218"/>
        <source>The players open the address on their phones (same Wi-Fi) or scan the code. They see what the player view shows: never a hidden combatant, never a hidden DC.</source>
        <translation>プレイヤーはスマートフォン（同じ Wi-Fi）でこのアドレスを開くか、QRコードを読み取ります。表示されるのはプレイヤー画面と同じ内容で、非公開の戦闘参加者や非公開難易度は表示されません。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="223"/>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="230"/>
        <source>any free port</source>
        <translation>空いている任意のポート</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="232"/>
        <source>&amp;Address:</source>
        <translation>アドレス(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="233"/>
        <source>&amp;Port:</source>
        <translation>ポート(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="250"/>
        <source>Windows and macOS may ask whether GM Tracker may accept connections: allow it on private networks.</source>
        <translation>Windows や macOS で GM Tracker の接続受け入れを許可するか尋ねられることがあります。プライベートネットワークでは許可してください。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="253"/>
        <source>&amp;Start sharing</source>
        <translation>共有を開始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="255"/>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="257"/>
        <source>&amp;New address…</source>
        <translation>新しいアドレス(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="260"/>
        <source>Make a new address: the old one stops working, and every phone must scan the new code</source>
        <translation>新しいアドレスを作成します。古いアドレスは使えなくなり、すべてのスマートフォンで新しいコードを読み取り直す必要があります</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="301"/>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="321"/>
        <source>Cannot share on %1: %2</source>
        <translation>%1 で共有できません：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="307"/>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="314"/>
        <source>New address</source>
        <translation>新しいアドレス</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="308"/>
        <source>Make a new address for the player view?</source>
        <translation>プレイヤー画面の新しいアドレスを作成しますか？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="312"/>
        <source>The current address stops working: every phone must scan the new code again.</source>
        <translation>現在のアドレスは使えなくなります。すべてのスマートフォンで新しいコードを読み取り直す必要があります。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="332"/>
        <source>Not shared.</source>
        <translation>共有していません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/panels/player_share.py" line="348"/>
        <source>%n phone(s) connected</source>
        <translation>
            <numerusform>接続中のスマートフォン：%n 台</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StateBadge</name>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="228"/>
        <source>ser. wnd</source>
        <extracomment>A badge in the table&apos;s narrow States column: seriously wounded (B5), abbreviated; keep it as short. The full word is in the tooltip.</extracomment>
        <translation>重傷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="230"/>
        <source>disabled</source>
        <extracomment>A badge in the States column: the damage state disabled (B5); keep it short.</extracomment>
        <translation>行動困難</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="232"/>
        <source>uncon.</source>
        <extracomment>A badge in the States column: unconscious (B5), abbreviated; keep it as short.</extracomment>
        <translation>気絶</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="234"/>
        <source>dead</source>
        <extracomment>A badge in the States column: the combatant is dead (B5), an adjective; keep it short.</extracomment>
        <translation>死亡</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="236"/>
        <source>ser. brs</source>
        <extracomment>A badge in the States column: seriously bruised (B5), abbreviated; keep it as short.</extracomment>
        <translation>重打撲</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="238"/>
        <source>dazed</source>
        <extracomment>A badge in the States column: the damage state dazed (B5); keep it short.</extracomment>
        <translation>朦朧</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="307"/>
        <source>%1 %2/%3</source>
        <extracomment>A badge in the States column: a resource&apos;s name %1 and its uses left %2 of its maximum %3; keep it short.</extracomment>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="332"/>
        <source>dying</source>
        <extracomment>A badge in the States column: the combatant is dying (B5); keep it short.</extracomment>
        <translation>瀕死</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="280"/>
        <source>+%1 temp</source>
        <extracomment>A badge in the States column: %1 temporary hit points (B3), abbreviated; keep it as short.</extracomment>
        <translation>一時 +%1</translation>
    </message>
</context>
<context>
    <name>TargetCard</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_card.py" line="71"/>
        <source>Damage reduction</source>
        <translation>ダメージ減少</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_card.py" line="72"/>
        <source>Subtracted from the flat part of the damage bonus (B2)</source>
        <translation>ダメージボーナスの固定部分から差し引く（B2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_card.py" line="77"/>
        <source>Damage reduction:</source>
        <translation>ダメージ減少：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_card.py" line="116"/>
        <source>Miss %1</source>
        <translation>外れ %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_card.py" line="116"/>
        <source>Hit %1</source>
        <translation>命中 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_card.py" line="117"/>
        <source>Critical hit %1</source>
        <translation>クリティカルヒット %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_card.py" line="123"/>
        <source>Damage check on a hit: %1</source>
        <translation>命中時のダメージ判定：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_card.py" line="124"/>
        <source>on a critical hit: %1</source>
        <translation>クリティカルヒット時：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_card.py" line="129"/>
        <source>%1 %2</source>
        <extracomment>A damage outcome (%1, &quot;unconscious&quot;) and its chance (%2, &quot;35%&quot;); reorder if your language puts the number first.</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>TargetPicker</name>
    <message>
        <location filename="../../gmtracker/ui/widgets/target_picker.py" line="169"/>
        <source>%1   %2</source>
        <translation>%1   %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/widgets/target_picker.py" line="170"/>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/widgets/target_picker.py" line="292"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/widgets/target_picker.py" line="440"/>
        <source>%1 is on %2&apos;s side. Press it again to pick it anyway.</source>
        <extracomment>The target picker: the GM pressed an ally of whoever acts (%1 the actor, %2 the target); pressing it again picks it.</extracomment>
        <translation>%2は%1の味方です。もう一度押すと、それでも対象にします。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/widgets/target_picker.py" line="443"/>
        <source>%1 is on %2&apos;s side.</source>
        <extracomment>The target picker: an ally of whoever acts is picked (%1 the actor, %2 the target).</extracomment>
        <translation>%2は%1の味方です。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/widgets/target_picker.py" line="446"/>
        <source>%1 is not on %2&apos;s side. Press it again to pick it anyway.</source>
        <extracomment>The target picker of Heal: the GM pressed an opponent of the healer (%1 the healer, %2 the target); pressing it again picks it.</extracomment>
        <translation>%2は%1の味方ではありません。もう一度押すと、それでも対象にします。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/widgets/target_picker.py" line="449"/>
        <source>%1 is not on %2&apos;s side.</source>
        <extracomment>The target picker of Heal: an opponent of the healer is picked (%1 the healer, %2 the target).</extracomment>
        <translation>%2は%1の味方ではありません。</translation>
    </message>
</context>
<context>
    <name>TextFormat</name>
    <message>
        <location filename="../../gmtracker/ui/words/text_format.py" line="59"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/text_format.py" line="64"/>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/text_format.py" line="70"/>
        <source> · </source>
        <extracomment>The separator between parts of one line (&quot;dead · 3 rounds&quot;); Chinese and Japanese usually ・ without spaces.</extracomment>
        <translation>・</translation>
    </message>
</context>
<context>
    <name>TurnBanner</name>
    <message>
        <location filename="../../gmtracker/ui/panels/turn_banner.py" line="143"/>
        <source>Real time taken by this turn</source>
        <translation>この手番にかかった実時間</translation>
    </message>
</context>
</TS>

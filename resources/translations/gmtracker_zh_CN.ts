<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="47"/>
        <source>About GM Tracker</source>
        <translation>关于 GM Tracker</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="48"/>
        <source>GM Tracker %1</source>
        <translation>GM Tracker %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="53"/>
        <source>A table-side combat tracker for tabletop game masters.</source>
        <translation>供桌游主持人在桌边使用的战斗追踪器。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="54"/>
        <source>Copyright © 2026 GM Tracker contributors. Free software under the MIT licence; it runs on the software listed under Third-party notices, each under its own licence.</source>
        <translation>Copyright © 2026 GM Tracker 贡献者。本程序是采用 MIT 许可证的自由软件；它运行在“第三方声明”中列出的软件之上，这些软件各自遵循其自身的许可证。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="61"/>
        <source>&amp;Folders</source>
        <translation>文件夹(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="62"/>
        <source>Third-party &amp;notices</source>
        <translation>第三方声明(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="65"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="80"/>
        <source>Your settings, your combatant library and the recovery journal are kept here, apart from the program: uninstalling or upgrading it keeps them.</source>
        <translation>你的设置、参战者资料库和恢复日志都保存在这里，与程序分开存放：卸载或升级程序不会删除它们。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="84"/>
        <source>&amp;Settings:</source>
        <translation>设置(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="85"/>
        <source>&amp;Data:</source>
        <translation>数据(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="86"/>
        <source>St&amp;ate:</source>
        <translation>状态(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="87"/>
        <source>&amp;Recovery journal:</source>
        <translation>恢复日志(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="88"/>
        <source>&amp;Error log:</source>
        <translation>错误日志(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="106"/>
        <source>&amp;Licence texts:</source>
        <translation>许可证文本(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="115"/>
        <source>Third-party notices</source>
        <translation>第三方声明</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="129"/>
        <source>Open folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="130"/>
        <source>Open the folder %1</source>
        <translation>打开文件夹 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="134"/>
        <source>Not made yet: GM Tracker makes this folder when it first writes to it.</source>
        <translation>尚未创建：GM Tracker 首次向其中写入时会创建此文件夹。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/about_dialog.py" line="145"/>
        <source>The notices cannot be read from %1: %2</source>
        <translation>无法从 %1 读取第三方声明：%2</translation>
    </message>
</context>
<context>
    <name>ActionDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="150"/>
        <source>Odds</source>
        <translation>概率</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="169"/>
        <source>Enter dice</source>
        <translation>输入骰值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="191"/>
        <source>&amp;Use these dice</source>
        <translation>使用这些骰值(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="193"/>
        <source>Use these dice</source>
        <translation>使用这些骰值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="205"/>
        <source>&amp;Roll</source>
        <translation>掷骰(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="205"/>
        <source>Roll the dice</source>
        <translation>掷骰子</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="206"/>
        <source>&amp;Enter dice…</source>
        <translation>输入骰值(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="207"/>
        <source>Enter the dice rolled at the table</source>
        <translation>输入在桌上掷出的骰值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="208"/>
        <source>&amp;Back</source>
        <translation>返回(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="209"/>
        <source>Back to the choices, without these dice</source>
        <translation>不使用这些骰值，返回选项</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="218"/>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="221"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/action_dialog.py" line="592"/>
        <source>The action kept asking for dice.</source>
        <translation>该操作不断要求更多骰子。</translation>
    </message>
</context>
<context>
    <name>ActionParts</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="63"/>
        <source>seriously wounded</source>
        <translation>重伤</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="64"/>
        <source>disabled</source>
        <translation>瘫痪</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="65"/>
        <source>unconscious</source>
        <translation>昏迷</translation>
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
        <translation>重伤（淤）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="69"/>
        <source>dazed</source>
        <translation>恍惚</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="73"/>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="74"/>
        <source>failure</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="79"/>
        <source>forced by the GM</source>
        <translation>主持人强制裁定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="80"/>
        <source>critical / fumble</source>
        <translation>暴击 / 大失手</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="81"/>
        <source>performance values</source>
        <translation>遂行值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="82"/>
        <source>active priority (a tie)</source>
        <translation>主动方优先权（平局）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="83"/>
        <source>player priority</source>
        <translation>玩家优先权</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="84"/>
        <source>roll-off</source>
        <translation>掷骰决胜</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="89"/>
        <source>trivial (0–9)</source>
        <translation>轻松（0–9）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="90"/>
        <source>easy (10–29)</source>
        <translation>简单（10–29）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="91"/>
        <source>normal (30–59)</source>
        <translation>普通（30–59）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="92"/>
        <source>hard (60–89)</source>
        <translation>困难（60–89）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="93"/>
        <source>very hard (90–99)</source>
        <translation>极难（90–99）</translation>
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
        <translation>新建遭遇(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="140"/>
        <source>Start an empty encounter</source>
        <translation>开始一个空白遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="143"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="144"/>
        <source>Open an encounter file</source>
        <translation>打开遭遇文件</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="147"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="148"/>
        <source>Save the encounter</source>
        <translation>保存遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="151"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="152"/>
        <source>Save the encounter under a new name</source>
        <translation>以新名称保存遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="155"/>
        <source>New campai&amp;gn</source>
        <translation>新建战役(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="156"/>
        <source>A campaign whose party is this encounter&apos;s player characters, and this encounter its first one</source>
        <translation>新建一个战役：以本遭遇的玩家角色为队伍，本遭遇为其第一场遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="160"/>
        <source>Open &amp;campaign…</source>
        <translation>打开战役(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="161"/>
        <source>Open a campaign file: the party, the clock and the prepared encounters</source>
        <translation>打开战役文件：队伍、计时和准备好的遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="164"/>
        <source>Save campaign</source>
        <translation>保存战役</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="165"/>
        <source>Save the campaign, with the fight open from it</source>
        <translation>保存战役，连同从中打开的战斗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="168"/>
        <source>Save campaign as…</source>
        <translation>战役另存为…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="169"/>
        <source>Save the campaign under a new name</source>
        <translation>以新名称保存战役</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="172"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="175"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="178"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="181"/>
        <source>Undo &amp;history</source>
        <translation>撤销历史(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="182"/>
        <source>Show every step that can be undone</source>
        <translation>显示所有可撤销的步骤</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="185"/>
        <source>Re&amp;name encounter…</source>
        <translation>重命名遭遇(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="186"/>
        <source>The encounter&apos;s name and your notes on it (also: double-click the banner)</source>
        <translation>遭遇的名称和你的备注（也可双击横幅）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="190"/>
        <source>&amp;Quick add…</source>
        <translation>快速添加(&amp;Q)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="191"/>
        <source>Add combatants by typing: Goblin x4, Ayla 17</source>
        <translation>输入即可添加参战者：哥布林 x4、艾拉 17</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="194"/>
        <source>&amp;Add combatant</source>
        <translation>添加参战者(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="197"/>
        <source>Add from &amp;library…</source>
        <translation>从资料库添加(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="200"/>
        <source>Save to librar&amp;y</source>
        <translation>存入资料库(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="203"/>
        <source>&amp;Duplicate</source>
        <translation>复制(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="204"/>
        <source>Add a numbered copy of the selected combatant</source>
        <translation>添加所选参战者的编号副本</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="207"/>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="208"/>
        <source>Remove the selected combatants (undo brings them back)</source>
        <translation>移除所选参战者（撤销可恢复）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="211"/>
        <source>Remove all de&amp;feated</source>
        <translation>移除所有已被击倒者(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="212"/>
        <source>Remove the dead and the unconscious who are not dying, in one step (undo brings them back)</source>
        <translation>一步移除所有死亡者和未濒死的昏迷者（撤销可恢复）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="216"/>
        <source>C&amp;onditions…</source>
        <translation>状况(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="219"/>
        <source>Reso&amp;urces…</source>
        <translation>资源(&amp;U)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="220"/>
        <source>Uses, charges, ammunition: each with a maximum, used from the table, refilled by rest or by hand</source>
        <translation>使用次数、充能、弹药：各有上限，在表格中使用，靠休息或手动补满</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="224"/>
        <source>U&amp;se a resource</source>
        <translation>使用资源(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="225"/>
        <source>One use of a resource of the selected combatant (also: double-click its States cell); Ctrl+Z takes it back</source>
        <translation>使用所选参战者的一次资源（也可双击其状态格）；Ctrl+Z 可撤回</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="229"/>
        <source>&amp;Start combat</source>
        <translation>开始战斗(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="230"/>
        <source>Sort by initiative and begin round 1</source>
        <translation>按先攻排序并开始第 1 轮</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="233"/>
        <source>&amp;Next turn</source>
        <translation>下一回合(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="236"/>
        <source>&amp;Previous turn</source>
        <translation>上一回合(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="239"/>
        <source>De&amp;lay</source>
        <translation>延后(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="240"/>
        <source>The acting combatant leaves the order without taking its turn; Act now brings it back in at any point</source>
        <translation>行动中的参战者不进行本回合而离开行动顺序；“立即行动”可随时让它回来</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="244"/>
        <source>Rea&amp;dy an action</source>
        <translation>预备行动(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="245"/>
        <source>The acting combatant ends its turn holding an action; Act now takes it during a later turn of this round</source>
        <translation>行动中的参战者保留一个行动并结束回合；“立即行动”在本轮稍后的回合中执行它</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="249"/>
        <source>Act n&amp;ow</source>
        <translation>立即行动(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="250"/>
        <source>The selected delaying combatant comes back in after whoever acts, or the ready one acts before it</source>
        <translation>选中的延后参战者在当前行动者之后回到顺序中，或预备行动者在其之前行动</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="254"/>
        <source>&amp;Group initiative</source>
        <translation>群组先攻(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="255"/>
        <source>The selected combatants roll initiative once and act together, each still its own row; again on a group: no longer one</source>
        <translation>选中的参战者只掷一次先攻并一起行动，各自仍占一行；对已成组者再用一次：解散该组</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="259"/>
        <source>Roll &amp;initiative…</source>
        <translation>投掷先攻(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="260"/>
        <source>Initiative for those who joined the fight (D1)</source>
        <translation>为中途加入战斗者决定先攻（D1）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="263"/>
        <source>&amp;End combat</source>
        <translation>结束战斗(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="264"/>
        <source>End the fight; in a campaign&apos;s encounter, carry the party&apos;s state back to the campaign</source>
        <translation>结束战斗；若是战役中的遭遇，则把队伍状态带回战役</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="268"/>
        <source>&amp;Forecast…</source>
        <translation>战斗预测(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="269"/>
        <source>Thousands of simulated fights from the encounter as it stands: each side&apos;s chance to win, who goes down, how long it lasts (the encounter does not change)</source>
        <translation>从遭遇的当前状态出发模拟数千场战斗：各方的获胜概率、谁会倒下、战斗持续多久（遭遇本身不会改变）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="274"/>
        <source>&amp;Check…</source>
        <translation>检定(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="277"/>
        <source>&amp;Attack…</source>
        <translation>攻击(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="280"/>
        <source>Da&amp;mage…</source>
        <translation>伤害(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="283"/>
        <source>&amp;Heal…</source>
        <translation>治疗(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="286"/>
        <source>&amp;Rest / advance time…</source>
        <translation>休息 / 推进时间(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="289"/>
        <source>&amp;1D100 check…</source>
        <translation>1D100 检定(&amp;1)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="292"/>
        <source>&amp;Grapple…</source>
        <translation>擒抱(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="293"/>
        <source>A 1D100 versus check (C5); on a win the target gets a condition (D3)</source>
        <translation>1D100 对抗检定（C5）；获胜时目标获得一个状况（D3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="296"/>
        <source>Roll &amp;dice…</source>
        <translation>骰盘(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="299"/>
        <source>Add the &amp;party</source>
        <translation>添加队伍(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="300"/>
        <source>The campaign&apos;s party into this encounter, as they are now</source>
        <translation>将战役的队伍按当前状态加入本遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="303"/>
        <source>&amp;New prepared encounter</source>
        <translation>准备新遭遇(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="304"/>
        <source>An empty encounter of the campaign, opened with the party in it: add its monsters</source>
        <translation>打开战役中的一个空白遭遇，队伍已在其中：再添加它的怪物</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="308"/>
        <source>&amp;Carry the party&apos;s state to the campaign</source>
        <translation>把队伍状态带回战役(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="309"/>
        <source>Write the party&apos;s wounds, bruises, conditions and resources back to the campaign (End combat does it too)</source>
        <translation>将队伍的负伤、淤伤、状况和资源写回战役（“结束战斗”也会这样做）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="313"/>
        <source>&amp;Rest the party…</source>
        <translation>让队伍休息(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="314"/>
        <source>Time passes for the party between fights, by the rules (B6–B12)</source>
        <translation>在两场战斗之间按规则为队伍推进时间（B6–B12）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="317"/>
        <source>&amp;Show the party to the players between fights</source>
        <translation>在战斗之间向玩家展示队伍(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="318"/>
        <source>The player view shows the party&apos;s state between fights too (off: only during an encounter)</source>
        <translation>玩家视图在战斗之间也显示队伍状态（关闭时：仅在遭遇中显示）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="322"/>
        <source>C&amp;lose the campaign</source>
        <translation>关闭战役(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="325"/>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="326"/>
        <source>Language, theme, player view, and the rule settings of encounters</source>
        <translation>语言、主题、玩家视图，以及遭遇的规则设置</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="329"/>
        <source>&amp;Player view</source>
        <translation>玩家视图(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="330"/>
        <source>Open the player view for a second screen</source>
        <translation>为第二块屏幕打开玩家视图</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="333"/>
        <source>&amp;Share the player view…</source>
        <translation>分享玩家视图(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="334"/>
        <source>Show the player view on the players&apos; phones (local network, QR code)</source>
        <translation>在玩家的手机上显示玩家视图（局域网，二维码）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="337"/>
        <source>&amp;About GM Tracker</source>
        <translation>关于 GM Tracker(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="338"/>
        <source>The version, the licences, and the folders where your files are</source>
        <translation>版本、许可证，以及你的文件所在的文件夹</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="341"/>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="342"/>
        <source>The version and licence of Qt, the toolkit GM Tracker is built with</source>
        <translation>GM Tracker 所基于的工具包 Qt 的版本和许可证</translation>
    </message>
</context>
<context>
    <name>AttackDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="71"/>
        <source>Attack</source>
        <translation>攻击</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="88"/>
        <source>Attacker</source>
        <translation>攻击者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="91"/>
        <source>Attac&amp;ker:</source>
        <translation>攻击者(&amp;K)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="93"/>
        <source>Attack profile</source>
        <translation>攻击配置</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="94"/>
        <source>&amp;Attack:</source>
        <translation>攻击(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="101"/>
        <source>Resolution and what applies by itself</source>
        <translation>结算方式与自动适用项</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="123"/>
        <source>Targets</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="125"/>
        <source>Target&amp;s (check one or more; 1–9):</source>
        <translation>目标(&amp;S)（勾选一个或多个；1–9）：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="159"/>
        <source>Ad-hoc attack…</source>
        <translation>临时攻击…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="192"/>
        <source>Unarmed/weapon</source>
        <extracomment>The ad-hoc attack offered to a combatant with no attack profile: fists or whatever weapon it holds.</extracomment>
        <translation>徒手/武器</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="237"/>
        <source>There is no combatant to attack with.</source>
        <translation>没有可以发动攻击的参战者。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="239"/>
        <source>%1 has no attack profile: choose an ad-hoc attack.</source>
        <translation>%1 没有攻击配置：请选择临时攻击。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="241"/>
        <source>Check at least one target.</source>
        <translation>请至少勾选一个目标。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_dialog.py" line="294"/>
        <source>Uses one of %1: %2 of %3 left</source>
        <translation>消耗 1 次%1：剩余 %2/%3</translation>
    </message>
</context>
<context>
    <name>AttackNotes</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="39"/>
        <source>Defense check: each defender rolls d20 + (defense − 10) against 11 + the attack bonus (B1).</source>
        <translation>防御检定：每名防御者掷 d20 + (防御等级 − 10)，对抗 11 + 攻击加值（B1）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="42"/>
        <source>1D100 versus check: the attacker rolls once against every target; each target rolls its own (C5, C8).</source>
        <translation>1D100 对抗检定：攻击者只掷一次，用于对抗所有目标；每个目标各自掷骰（C5、C8）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="44"/>
        <source>Hit check: the attacker rolls d20 against each target&apos;s defense (A14).</source>
        <translation>命中检定：攻击者掷 d20，对抗每个目标的防御等级（A14）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="60"/>
        <source>The attacker&apos;s %1: %2. No hit penalty, load or realistic mode in 1D100 versus checks.</source>
        <translation>攻击者的 %1：%2。1D100 对抗检定不计命中惩罚、载重状态和写实模式。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="67"/>
        <source>Hit penalty (A16): none, not an attack action (hit penalties this turn: %1, unchanged)</source>
        <translation>命中惩罚（A16）：无，非攻击动作（本回合已受命中惩罚：%1，不变）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="70"/>
        <source>Hit penalty (A16): none, not the attacker&apos;s own turn (an attack outside it takes no penalty dice and adds none; hit penalties of its turn: %1)</source>
        <translation>命中惩罚（A16）：无，不在攻击者自己的回合（回合外的攻击不受惩罚骰，也不增加命中惩罚；其回合内的命中惩罚：%1）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="73"/>
        <source>Hit penalty (A16): penalty dice: %n (hit penalties this turn: %1; after this attack: %2)</source>
        <translation>
            <numerusform>命中惩罚（A16）：惩罚骰 %n 个（本回合已受命中惩罚：%1；此次攻击后：%2）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="76"/>
        <source>Hit penalty (A16): none, the first attack this turn (after this attack: %2)</source>
        <translation>命中惩罚（A16）：无，本回合首次攻击（此次攻击后：%2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="79"/>
        <source>Heavy load (A11): 1 disadvantage on the hit check</source>
        <translation>重载（A11）：命中检定承受 1 次劣势</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="81"/>
        <source>Realistic mode (B10): %1 on the hit check and the damage check</source>
        <translation>写实模式（B10）：命中检定和伤害检定 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="84"/>
        <source>Condition %1 (D3): %2 on the hit check (A6 stacks it)</source>
        <translation>状况 %1（D3）：命中检定 %2（按 A6 叠加）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="85"/>
        <source>Condition %1 (D3, A7): advantage %2</source>
        <translation>状况 %1（D3、A7）：优势 %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="86"/>
        <source>Condition %1 (D3, A7): disadvantage %2</source>
        <translation>状况 %1（D3、A7）：劣势 %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="87"/>
        <source>Condition %1 (D3, A3): penalty dice %2</source>
        <translation>状况 %1（D3、A3）：惩罚骰 %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="103"/>
        <source>Disabled (B5): this attack is its standard action; %1 falls unconscious at the end of its turn</source>
        <translation>瘫痪（B5）：此次攻击即为其标准动作；%1 将在其回合结束时陷入昏迷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="105"/>
        <source>Disabled or dazed (B5): one move or one standard action per turn</source>
        <translation>瘫痪或恍惚（B5）：每回合只能进行一个移动动作或一个标准动作</translation>
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
        <translation>体型差 %1（A15）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="129"/>
        <source>%1 %2 on its defense (D3)</source>
        <extracomment>A condition on the target&apos;s defense: its name and the modifier (the defense shown includes it).</extracomment>
        <translation>%1 使其防御等级 %2（D3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="132"/>
        <source>realistic mode %1 on its defense check (B10)</source>
        <translation>写实模式：防御检定 %1（B10）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="134"/>
        <source>damage check DC %1</source>
        <translation>伤⁠害⁠检⁠定⁠难⁠度 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="143"/>
        <source>The attacker&apos;s hit check against each target.</source>
        <translation>攻击者对每个目标的命中检定。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="145"/>
        <source>Each defender&apos;s defense check.</source>
        <translation>每名防御者的防御检定。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="147"/>
        <source>The attacker&apos;s advantage or disadvantage d6.</source>
        <translation>攻击者的优势或劣势 d6。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="149"/>
        <source>The attacker&apos;s 1D100 once, then each target&apos;s own.</source>
        <translation>攻击者的 1D100（一次），然后是每个目标各自的 1D100。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="151"/>
        <source>A critical threat: the defender rolls the defense check again to confirm.</source>
        <translation>重击威胁：防御者再进行一次防御检定以确认。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_notes.py" line="153"/>
        <source>A hit: the damage check of each target hit.</source>
        <translation>命中：对每个被命中的目标进行伤害检定。</translation>
    </message>
</context>
<context>
    <name>AttackProfileDialog</name>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="204"/>
        <source>Attack profile</source>
        <translation>攻击配置</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="204"/>
        <source>New attack profile</source>
        <translation>新攻击配置</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="209"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="210"/>
        <source>e.g. Longsword</source>
        <translation>例如：长剑</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="211"/>
        <source>Hit check</source>
        <translation>命中检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="212"/>
        <source>&amp;Finesse (agility instead of strength)</source>
        <translation>灵巧(&amp;F)（以敏捷代替力量）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="213"/>
        <source>Finesse</source>
        <translation>灵巧</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="214"/>
        <source>&amp;Thrown (strength instead of agility)</source>
        <translation>投掷(&amp;T)（以力量代替敏捷）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="215"/>
        <source>Thrown</source>
        <translation>投掷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="216"/>
        <source>Key attribute</source>
        <translation>关键属性</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="217"/>
        <source>Proficiency</source>
        <translation>熟练</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="218"/>
        <source>Target defense</source>
        <translation>目标防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="220"/>
        <source>Damage</source>
        <translation>伤害</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="222"/>
        <source>Extra damage</source>
        <translation>额外伤害</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="223"/>
        <source>not multiplied on a critical hit</source>
        <translation>重击时不加倍</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="227"/>
        <source>Threat range from</source>
        <translation>重击威胁范围起始值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="228"/>
        <source>–20</source>
        <translation>–20</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="232"/>
        <source>Critical multiplier</source>
        <translation>重击倍率</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="233"/>
        <source>&amp;Lethal damage</source>
        <translation>致命伤害(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="234"/>
        <source>Lethal</source>
        <translation>致命</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="235"/>
        <source>Size difference</source>
        <translation>体型差</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="238"/>
        <source>Weapon modifier</source>
        <translation>武器调整值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="239"/>
        <source>1D100 base value</source>
        <translation>1D100 基本能力值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="242"/>
        <source>Target&apos;s 1D100 base value</source>
        <translation>目标的 1D100 基本能力值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="246"/>
        <source>Spends one of</source>
        <translation>消耗资源</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="247"/>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="252"/>
        <source>Each attack with it uses one; none left, no attack. The combatant&apos;s resources: Combatants ▸ Resources… (Ctrl+Shift+U)</source>
        <translation>每次用它攻击消耗 1 次；用尽则不能攻击。参战者的资源：参战者 ▸ 资源…（Ctrl+Shift+U）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="257"/>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="258"/>
        <source>&amp;Hit check</source>
        <translation>命中检定(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="261"/>
        <source>&amp;Key attribute</source>
        <translation>关键属性(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="262"/>
        <source>&amp;Proficiency</source>
        <translation>熟练(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="263"/>
        <source>Target &amp;defense</source>
        <translation>目标防御(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="264"/>
        <source>Da&amp;mage</source>
        <translation>伤害(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="265"/>
        <source>E&amp;xtra damage</source>
        <translation>额外伤害(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="266"/>
        <source>Th&amp;reat range</source>
        <translation>重击威胁范围(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="267"/>
        <source>&amp;Critical ×</source>
        <translation>重击倍率(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="269"/>
        <source>&amp;Size difference</source>
        <translation>体型差(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="270"/>
        <source>&amp;Weapon modifier</source>
        <translation>武器调整值(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="271"/>
        <source>1D100 &amp;base value</source>
        <translation>1D100 基本能力值(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="272"/>
        <source>Tar&amp;get&apos;s base value</source>
        <translation>目标的基本能力值(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="273"/>
        <source>Sp&amp;ends one of</source>
        <translation>消耗资源(&amp;E)</translation>
    </message>
</context>
<context>
    <name>AttackProfiles</name>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="70"/>
        <source>melee</source>
        <translation>近战</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="71"/>
        <source>ranged</source>
        <translation>远程</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="72"/>
        <source>special</source>
        <translation>特殊</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="75"/>
        <source>by range (A14)</source>
        <translation>按近战/远程决定（A14）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="76"/>
        <source>strength</source>
        <translation>力量</translation>
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
        <translation>灵性</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="80"/>
        <source>intellect</source>
        <translation>智力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="83"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="84"/>
        <source>half</source>
        <translation>一半</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="85"/>
        <source>full</source>
        <translation>全额</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="88"/>
        <source>base</source>
        <translation>基础</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="89"/>
        <source>physique</source>
        <translation>体格</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="90"/>
        <source>reflex</source>
        <translation>反射</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="91"/>
        <source>mind</source>
        <translation>心智</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="94"/>
        <source>no size difference</source>
        <translation>无体型差</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="95"/>
        <source>favours the bigger</source>
        <translation>正向体型差（利于体型较大者）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="96"/>
        <source>favours the smaller</source>
        <translation>负向体型差（利于体型较小者）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="103"/>
        <source>%1 — %2, %3 vs %4, threat %5 ×%6</source>
        <translation>%1 — %2，%3，对%4防御，重击威胁 %5 ×%6</translation>
    </message>
</context>
<context>
    <name>AttackProfilesEditor</name>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="414"/>
        <source>Attack profiles</source>
        <translation>攻击配置</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="419"/>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="419"/>
        <source>Add an attack profile</source>
        <translation>添加攻击配置</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="421"/>
        <source>Ed&amp;it…</source>
        <translation>编辑(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="422"/>
        <source>Edit the selected attack profile</source>
        <translation>编辑所选攻击配置</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="423"/>
        <source>Rem&amp;ove</source>
        <translation>移除(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="424"/>
        <source>Remove the selected attack profile</source>
        <translation>移除所选攻击配置</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="425"/>
        <source>&amp;Up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="426"/>
        <source>Move the selected attack profile up</source>
        <translation>上移所选攻击配置</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="427"/>
        <source>&amp;Down</source>
        <translation>下移(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/attack_profiles_editor.py" line="428"/>
        <source>Move the selected attack profile down</source>
        <translation>下移所选攻击配置</translation>
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
        <translation>d20 %1（取自 %2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="66"/>
        <source>, d6 %1</source>
        <translation>，d6 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="67"/>
        <source>Hit check: %1 (%2 %3) against %4 %5 → %6</source>
        <translation>命中检定：%1（%2 %3）对抗 %4 %5 → %6</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="71"/>
        <source> (critical failure)</source>
        <translation>（大失败）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="75"/>
        <source>%1 (%2 %3) against %4</source>
        <translation>%1（%2 %3）对抗 %4</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="81"/>
        <source>Defense check by %1: %2</source>
        <translation>%1 的防御检定：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="83"/>
        <source> (natural 20: always misses)</source>
        <translation>（自然 20：必定未命中）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="85"/>
        <source> (natural 1: always hits)</source>
        <translation>（自然 1：必定命中）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="86"/>
        <source> → %1</source>
        <translation> → %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="89"/>
        <source>Critical threat; confirmation roll: %1</source>
        <translation>重击威胁；确认检定：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="94"/>
        <source> critical</source>
        <translation> 暴击</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="94"/>
        <source> fumble</source>
        <translation> 大失手</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="95"/>
        <source>%1 (1D100 %2%3 %4)</source>
        <translation>%1（1D100 %2%3 %4）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="100"/>
        <source>Versus check: %1 %2 against %3 %4 → %5</source>
        <translation>对抗检定：%1 %2 对 %3 %4 → %5</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="103"/>
        <source> (decided by critical or fumble, C6)</source>
        <translation>（由暴击或大失手决定，C6）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="105"/>
        <source> (a tie: the active side wins, C7)</source>
        <translation>（平局：主动方胜，C7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="111"/>
        <source>Damage check</source>
        <translation>伤害检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="111"/>
        <source>Damage check (nonlethal)</source>
        <translation>伤害检定（非致命）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="113"/>
        <source> ×%1</source>
        <translation> ×%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="116"/>
        <source>%1: %2 (d20 %3 %4) against DC %5 → %6</source>
        <translation>%1：%2（d20 %3 %4），检定难度 %5 → %6</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="120"/>
        <source> (damage reduction %1, B2)</source>
        <translation>（伤害减免 %1，B2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="123"/>
        <source>Wound count %1 → %2</source>
        <translation>负伤数 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="125"/>
        <source>Bruise count %1 → %2</source>
        <translation>淤伤数 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="127"/>
        <source>Now: %1</source>
        <translation>新增：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_results.py" line="129"/>
        <source>Already: %1</source>
        <translation>已有：%1</translation>
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
        <translation>未命中</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="45"/>
        <source>hit</source>
        <translation>命中</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="46"/>
        <source>critical hit</source>
        <translation>重击</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="48"/>
        <source>no effect</source>
        <translation>无效果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="49"/>
        <source>wound</source>
        <translation>负伤</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="50"/>
        <source>bruise</source>
        <translation>淤伤</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="51"/>
        <source>seriously wounded</source>
        <translation>重伤</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="52"/>
        <source>seriously bruised</source>
        <translation>重伤（淤）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="53"/>
        <source>disabled</source>
        <translation>瘫痪</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="54"/>
        <source>dazed</source>
        <translation>恍惚</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="55"/>
        <source>unconscious</source>
        <translation>昏迷</translation>
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
        <translation>基础防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="60"/>
        <source>physique defense</source>
        <translation>体格防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="61"/>
        <source>reflex defense</source>
        <translation>反射防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="62"/>
        <source>mind defense</source>
        <translation>心智防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="64"/>
        <source>melee</source>
        <translation>近战</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="65"/>
        <source>ranged</source>
        <translation>远程</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="66"/>
        <source>special</source>
        <translation>特殊</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="68"/>
        <source>strength</source>
        <translation>力量</translation>
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
        <translation>灵性</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="72"/>
        <source>intellect</source>
        <translation>智力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="74"/>
        <source>status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="75"/>
        <source>environment</source>
        <translation>环境</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="76"/>
        <source>potency</source>
        <translation>效力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="77"/>
        <source>situational</source>
        <translation>形势</translation>
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
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="126"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="171"/>
        <source>degree from the total</source>
        <translation>检定结果对应的成功度</translation>
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
        <translation>d20（惩罚骰）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="244"/>
        <source>%1 (kept)</source>
        <translation>%1（保留）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="244"/>
        <source>%1 (dropped)</source>
        <translation>%1（舍弃）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="252"/>
        <source>d20, for the attacker&apos;s penalty die</source>
        <translation>d20（因攻击者的惩罚骰）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="266"/>
        <source>advantage d6</source>
        <translation>优势 d6</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="266"/>
        <source>disadvantage d6</source>
        <translation>劣势 d6</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="267"/>
        <source>%1 (kept: %2)</source>
        <translation>%1（保留：%2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="267"/>
        <source>%1 (dropped: %2)</source>
        <translation>%1（舍弃：%2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="271"/>
        <source>%1, applied: %2</source>
        <translation>%1，生效：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="271"/>
        <source>%1, discarded: %2</source>
        <translation>%1，舍弃：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="283"/>
        <source>%1 modifier</source>
        <translation>%1 调整值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="284"/>
        <source>%1 modifier: %2</source>
        <translation>%1 调整值：%2</translation>
    </message>
</context>
<context>
    <name>BreakdownPane</name>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log_breakdown.py" line="68"/>
        <source>Breakdown of the selected entry</source>
        <translation>所选条目的明细</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log_breakdown.py" line="69"/>
        <source>Dice, modifiers and rules of the selected entry</source>
        <translation>所选条目的骰子、调整值和规则</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log_breakdown.py" line="71"/>
        <source>Item</source>
        <extracomment>The Breakdown pane&apos;s columns: a die, modifier or part of the roll; its value; the rule ids.</extracomment>
        <translation>项目</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log_breakdown.py" line="71"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log_breakdown.py" line="71"/>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log_breakdown.py" line="73"/>
        <location filename="../../gmtracker/ui/panels/roll_log_breakdown.py" line="80"/>
        <source>Select an entry to see every die and modifier.</source>
        <translation>选择一个条目以查看每个骰子和调整值。</translation>
    </message>
</context>
<context>
    <name>Campaign</name>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="47"/>
        <source>GM Tracker campaigns (*.gmtcampaign.json);;All files (*)</source>
        <translation>GM Tracker 战役文件 (*.gmtcampaign.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="59"/>
        <source>New campaign</source>
        <translation>新战役</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="67"/>
        <source>New campaign: a party of %1. Save it with File ▸ Save campaign.</source>
        <translation>新战役：队伍共 %1 人。请用“文件 ▸ 保存战役”保存它。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="77"/>
        <source>Open campaign</source>
        <translation>打开战役</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="88"/>
        <source>Cannot open campaign</source>
        <translation>无法打开战役</translation>
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
        <translation>无法执行</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="142"/>
        <source>No campaign is open: open one (File ▸ Open campaign) to add its party.</source>
        <translation>没有打开的战役：请先打开一个战役（文件 ▸ 打开战役），才能添加其队伍。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="149"/>
        <source>Add the party</source>
        <translation>添加队伍</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="159"/>
        <source>End combat</source>
        <translation>结束战斗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="160"/>
        <source>End the combat and carry the party&apos;s state (wounds, bruises, conditions, resources, rest) to the campaign?</source>
        <translation>要结束战斗，并把队伍状态（负伤、淤伤、状况、资源、休息）带回战役吗？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="164"/>
        <source>&amp;Carry the party&apos;s state to the campaign</source>
        <translation>把队伍状态带回战役(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="166"/>
        <source>&amp;End combat only</source>
        <translation>仅结束战斗(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="184"/>
        <source>The encounter shown is not one of the campaign&apos;s: open it from the campaign&apos;s panel.</source>
        <translation>当前显示的遭遇不是战役中的遭遇：请从战役面板打开遭遇。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="194"/>
        <source>Carry the party back from %1</source>
        <translation>将队伍从%1带回</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="198"/>
        <source>The party&apos;s state is in the campaign.</source>
        <translation>队伍状态已带回战役。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="214"/>
        <source>The campaign has no party yet.</source>
        <translation>战役还没有队伍。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="219"/>
        <source>The party is in a fight: end it (End combat carries their state back) before they rest.</source>
        <translation>队伍正在战斗中：请先结束战斗（“结束战斗”会把队伍状态带回战役），再让队伍休息。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="224"/>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="237"/>
        <source>Rest the party</source>
        <translation>让队伍休息</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="296"/>
        <source>Move a prepared encounter</source>
        <translation>移动准备好的遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="303"/>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="309"/>
        <source>Duplicate a prepared encounter</source>
        <translation>复制准备好的遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="316"/>
        <source>Mark an encounter done</source>
        <translation>将遭遇标记为已完成</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="316"/>
        <source>Mark an encounter not done</source>
        <translation>将遭遇标记为未完成</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="324"/>
        <source>No campaign is open: File ▸ New campaign makes one from this encounter&apos;s player characters.</source>
        <translation>没有打开的战役：“文件 ▸ 新建战役”会以本遭遇的玩家角色新建一个战役。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="329"/>
        <source>Encounter %1</source>
        <translation>遭遇 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="335"/>
        <source>New prepared encounter</source>
        <translation>准备新遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="371"/>
        <source>Carry the party&apos;s state?</source>
        <translation>把队伍状态带回战役？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="372"/>
        <source>The party&apos;s state in this encounter differs from the campaign&apos;s. Carry it to the campaign before leaving?</source>
        <translation>本遭遇中的队伍状态与战役中的不同。离开前要把它带回战役吗？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="395"/>
        <source>Save campaign</source>
        <translation>保存战役</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="393"/>
        <source>Campaign</source>
        <translation>战役</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="403"/>
        <source>File changed on disk</source>
        <translation>磁盘上的文件已更改</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="404"/>
        <source>The campaign file %1 was changed or deleted by another program after GM Tracker opened or saved it. Overwrite it?</source>
        <translation>战役文件 %1 在 GM Tracker 打开或保存之后，被另一个程序修改或删除了。要覆盖它吗？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="413"/>
        <source>Cannot save campaign</source>
        <translation>无法保存战役</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="414"/>
        <source>The campaign stays open with all its changes.</source>
        <translation>战役保持打开，所有更改都在。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="431"/>
        <source>Show the party between fights</source>
        <translation>在战斗之间展示队伍</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/campaign_shell.py" line="432"/>
        <source>Hide the party between fights</source>
        <translation>在战斗之间隐藏队伍</translation>
    </message>
</context>
<context>
    <name>CampaignPanel</name>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="57"/>
        <source>Campaign</source>
        <translation>战役</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="79"/>
        <source>Party</source>
        <translation>队伍</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="84"/>
        <source>The party and their state</source>
        <translation>队伍及其状态</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="98"/>
        <source>&amp;Rest the party…</source>
        <translation>让队伍休息(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="105"/>
        <source>Encounters</source>
        <translation>遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="108"/>
        <source>The campaign&apos;s encounters, in order</source>
        <translation>战役的遭遇（按顺序）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="115"/>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="117"/>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="118"/>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="119"/>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="121"/>
        <source>Done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="123"/>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="133"/>
        <source>Campaign log</source>
        <translation>战役记录</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="136"/>
        <source>The campaign&apos;s log: rests and carries</source>
        <translation>战役记录：休息与带回</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="157"/>
        <source>Untitled campaign</source>
        <translation>未命名战役</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="159"/>
        <source>saved</source>
        <translation>已保存</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="159"/>
        <source>not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="160"/>
        <source>Clock: %1 · %2</source>
        <translation>计时：%1 · %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="171"/>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="173"/>
        <source>in progress</source>
        <translation>进行中</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/campaign_panel.py" line="175"/>
        <source>open</source>
        <translation>已打开</translation>
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
        <translation>检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="59"/>
        <source>Modifiers (A6)</source>
        <translation>调整值（A6）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="99"/>
        <source>&amp;Roll</source>
        <translation>掷骰(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="161"/>
        <source>Degree shifts from other sources (A8)</source>
        <translation>其他来源的成功度变动（A8）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="166"/>
        <source>Lar&amp;gest raise:</source>
        <translation>最大上升(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="166"/>
        <source>Largest raise of the degree</source>
        <translation>成功度的最大上升</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="167"/>
        <source>Largest &amp;lowering:</source>
        <translation>最大下降(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="167"/>
        <source>Largest lowering of the degree</source>
        <translation>成功度的最大下降</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="99"/>
        <source>&amp;Resolve</source>
        <translation>结算(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="111"/>
        <source>Success or better: %1</source>
        <translation>成功及以上：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="181"/>
        <source>decided by the roll: competes with the advantage die (A7)</source>
        <translation>由掷骰决定：与优势骰比较（A7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="182"/>
        <source>decided by the roll: competes with the disadvantage die (A7)</source>
        <translation>由掷骰决定：与劣势骰比较（A7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="188"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="197"/>
        <source>Skill trial: nothing is added (B11).</source>
        <translation>技能考验：负伤数与淤伤数均不增加（B11）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="198"/>
        <source>Skill trial: +%1 to the %2 (DC − result, B11).</source>
        <translation>技能考验：%2 +%1（检定难度 − 检定结果，B11）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="199"/>
        <source>wound count</source>
        <translation>负伤数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_dialog.py" line="199"/>
        <source>bruise count</source>
        <translation>淤伤数</translation>
    </message>
</context>
<context>
    <name>CheckResultPanel</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="29"/>
        <source>Result</source>
        <translation>检定结果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="34"/>
        <source>Result breakdown</source>
        <translation>结果明细</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="44"/>
        <source>Rer&amp;oll</source>
        <translation>重掷(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="44"/>
        <source>Reroll</source>
        <translation>重掷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="45"/>
        <source>E&amp;nter reroll…</source>
        <translation>输入重掷(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="46"/>
        <source>Enter reroll</source>
        <translation>输入重掷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="47"/>
        <source>Change d&amp;ie</source>
        <translation>修改骰值(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="47"/>
        <source>Change die</source>
        <translation>修改骰值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="50"/>
        <source>New value of the d20</source>
        <translation>d20 的新值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="61"/>
        <source>Dis&amp;card roll</source>
        <translation>放弃此次掷骰(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="61"/>
        <source>Discard roll</source>
        <translation>放弃此次掷骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="62"/>
        <source>Drop these dice and go back to the setup (e.g. a typo in the entered dice). This is not a reroll.</source>
        <translation>丢弃这些骰值并返回设置（例如输入的骰值有误）。这不是重掷。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="89"/>
        <source>A passive check has no die to reroll or change (A4).</source>
        <translation>被动检定没有可重掷或修改的骰子（A4）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="91"/>
        <source>The d20 was rerolled or changed: the new value must be accepted (A5).</source>
        <translation>d20 已被重掷或修改：必须接受新值（A5）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="93"/>
        <source>Type the rerolled d20s above, then use them.</source>
        <translation>在上方输入重掷的 d20，然后使用它们。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_result_panel.py" line="95"/>
        <source>One reroll or one change of the d20 per check (A5).</source>
        <translation>每次检定只能重掷或修改 d20 一次（A5）。</translation>
    </message>
</context>
<context>
    <name>CheckSetup</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="54"/>
        <source>Check</source>
        <translation>检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="58"/>
        <source>GM / nobody</source>
        <translation>主持人 / 无</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="74"/>
        <source>&amp;Hidden DC</source>
        <translation>隐藏难度(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="76"/>
        <source>e.g. climb the mill wall</source>
        <translation>例如：攀爬磨坊的墙</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="78"/>
        <source>no</source>
        <translation>不使用</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="79"/>
        <source>failure adds the shortfall to the wound count</source>
        <translation>失败时将不足值计入负伤数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="80"/>
        <source>failure adds the shortfall to the bruise count</source>
        <translation>失败时将不足值计入淤伤数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="83"/>
        <source>&amp;Who:</source>
        <translation>检定者(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="83"/>
        <source>Who makes the check</source>
        <translation>进行检定的人</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="84"/>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="84"/>
        <source>Kind of check</source>
        <translation>检定类型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="85"/>
        <source>A&amp;ttribute:</source>
        <translation>属性(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="85"/>
        <source>Attribute</source>
        <translation>属性</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="86"/>
        <source>Attribute bonus</source>
        <translation>属性加值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="87"/>
        <source>&amp;Proficiency:</source>
        <translation>熟练(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="87"/>
        <source>Proficiency</source>
        <translation>熟练</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="88"/>
        <source>Proficiency bonus</source>
        <translation>熟练加值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="89"/>
        <source>&amp;DC:</source>
        <translation>检定难度(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="89"/>
        <source>DC</source>
        <translation>检定难度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="90"/>
        <source>Hidden DC</source>
        <translation>隐藏难度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="91"/>
        <source>&amp;For:</source>
        <translation>用途(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="91"/>
        <source>What the check is for</source>
        <translation>检定的用途</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="92"/>
        <source>Skill &amp;trial:</source>
        <translation>技能考验(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="92"/>
        <source>Skill trial (B11)</source>
        <translation>技能考验（B11）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="95"/>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="96"/>
        <source>bonus</source>
        <translation>加值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="104"/>
        <source>The DC is not announced: the player still sees their own result (A2).</source>
        <translation>不公布检定难度：玩家仍能看到自己的检定结果（A2）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="105"/>
        <source>B11: a failed skill check still gives partial information; the shortfall (DC − result) is added to a count.</source>
        <translation>B11：技能检定失败仍可获得部分信息；不足值（检定难度 − 检定结果）计入负伤数或淤伤数。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="120"/>
        <source>Dice</source>
        <translation>骰子</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="127"/>
        <source>&amp;Advantage:</source>
        <translation>优势(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="127"/>
        <source>Advantage</source>
        <translation>优势</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="128"/>
        <source>Disad&amp;vantage:</source>
        <translation>劣势(&amp;V)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="128"/>
        <source>Disadvantage</source>
        <translation>劣势</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="129"/>
        <source>Penalt&amp;y dice:</source>
        <translation>惩罚骰(&amp;Y)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="129"/>
        <source>Penalty dice</source>
        <translation>惩罚骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="131"/>
        <source>Pa&amp;ssive check: 10 + bonuses, no dice (A4)</source>
        <translation>被动检定(&amp;S)：10 + 加值，不掷骰（A4）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="133"/>
        <source>Passive check</source>
        <translation>被动检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="141"/>
        <source>A7: each advantage cancels one disadvantage; each one left rolls a d6, and the highest counts as a situational value.</source>
        <translation>A7：每个优势抵消一个劣势；剩下的每个各掷一个 d6，取最高者作为形势调整值。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="143"/>
        <source>A3: each penalty die adds a d20 and the lowest is kept; at most 2.</source>
        <translation>A3：每个惩罚骰多掷一个 d20，取最低者；最多 2 个。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="237"/>
        <source>Advantage from the actor&apos;s conditions: %n — %1</source>
        <translation>
            <numerusform>来自行动者状况的优势：%n —— %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="242"/>
        <source>Disadvantage from the actor&apos;s state: %n — %1</source>
        <translation>
            <numerusform>检定者状态造成的劣势：%n — %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="246"/>
        <source>Penalty dice from the actor&apos;s conditions: %n — %1</source>
        <translation>
            <numerusform>来自行动者状况的惩罚骰：%n 个 —— %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/check_setup.py" line="252"/>
        <source>At least %n from the actor&apos;s state.</source>
        <translation>
            <numerusform>因检定者的状态，至少为 %n。</numerusform>
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
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="40"/>
        <source>critical failure</source>
        <translation>大失败</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="42"/>
        <source>pure roll check</source>
        <translation>纯骰检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="43"/>
        <source>attribute check</source>
        <translation>属性检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="44"/>
        <source>hit check</source>
        <translation>命中检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="46"/>
        <source>strength</source>
        <translation>力量</translation>
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
        <translation>灵性</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="50"/>
        <source>intellect</source>
        <translation>智力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="52"/>
        <source>not trained</source>
        <translation>未受训</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="53"/>
        <source>half proficiency</source>
        <translation>一半熟练加值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="54"/>
        <source>full proficiency</source>
        <translation>全额熟练加值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="56"/>
        <source>status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="57"/>
        <source>environment</source>
        <translation>环境</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="58"/>
        <source>potency</source>
        <translation>效力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="59"/>
        <source>situational</source>
        <translation>形势</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="60"/>
        <source>free</source>
        <translation>自由</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="62"/>
        <source>realistic mode</source>
        <translation>写实模式</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="63"/>
        <source>advantage die</source>
        <translation>优势骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="64"/>
        <source>disadvantage die</source>
        <translation>劣势骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="66"/>
        <source>no effect</source>
        <translation>无效果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="67"/>
        <source>wound</source>
        <translation>负伤</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="68"/>
        <source>bruise</source>
        <translation>淤伤</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="69"/>
        <source>seriously wounded</source>
        <translation>重伤</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="70"/>
        <source>seriously bruised</source>
        <translation>重伤（淤）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="71"/>
        <source>disabled</source>
        <translation>瘫痪</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="72"/>
        <source>dazed</source>
        <translation>恍惚</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="73"/>
        <source>unconscious</source>
        <translation>昏迷</translation>
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
        <translation>负伤数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="78"/>
        <source>bruise count</source>
        <translation>淤伤数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="82"/>
        <source>applies: free modifiers add up</source>
        <translation>生效：自由调整值累加</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="83"/>
        <source>applies: the highest bonus of its type</source>
        <translation>生效：同类型中最高的加值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="84"/>
        <source>applies: the lowest penalty of its type</source>
        <translation>生效：同类型中最低的减值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="85"/>
        <source>applies: the highest potency</source>
        <translation>生效：最高的效力值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="86"/>
        <source>applies: the one situational value</source>
        <translation>生效：唯一生效的形势值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="87"/>
        <source>discarded: a higher bonus of this type applies</source>
        <translation>舍弃：有更高的同类型加值生效</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="88"/>
        <source>discarded: a lower penalty of this type applies</source>
        <translation>舍弃：有更低的同类型减值生效</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="89"/>
        <source>discarded: a higher potency applies</source>
        <translation>舍弃：有更高的效力值生效</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="90"/>
        <source>discarded: another situational value applies</source>
        <translation>舍弃：另一个形势值生效</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="92"/>
        <source>discarded: an equal situational bonus and penalty cancel</source>
        <translation>舍弃：相等的形势加值与减值相互抵消</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="94"/>
        <source>no effect: the value is 0</source>
        <translation>无效果：数值为 0</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="98"/>
        <source>heavy load (A11)</source>
        <translation>重载（A11）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="99"/>
        <source>seriously wounded: hit points at half or less (A10)</source>
        <translation>重伤：生命值不高于一半（A10）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="100"/>
        <source>realistic mode: the wound count as a penalty (B10)</source>
        <translation>写实模式：以负伤数作为减值（B10）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="101"/>
        <source>hit penalty (A16)</source>
        <translation>命中惩罚（A16）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="102"/>
        <source>size difference (A15)</source>
        <translation>体型差（A15）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="103"/>
        <source>penalty dice capped at 2 (A3)</source>
        <translation>惩罚骰上限为 2 个（A3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="104"/>
        <source>modifier from a condition (D3)</source>
        <translation>来自状况的调整值（D3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="105"/>
        <source>advantage from a condition (D3, A7)</source>
        <translation>来自状况的优势（D3、A7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="106"/>
        <source>disadvantage from a condition (D3, A7)</source>
        <translation>来自状况的劣势（D3、A7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="107"/>
        <source>penalty dice from a condition (D3, A3)</source>
        <translation>来自状况的惩罚骰（D3、A3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="108"/>
        <source>the target&apos;s defense, from a condition (D3, A17)</source>
        <translation>目标的防御等级，来自状况（D3、A17）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="112"/>
        <source>first roll</source>
        <translation>首次掷骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="113"/>
        <source>rerolled</source>
        <translation>已重掷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="114"/>
        <source>die changed</source>
        <translation>骰值已修改</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="115"/>
        <source>modifiers changed</source>
        <translation>调整值已修改</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="116"/>
        <source>degree shifted</source>
        <translation>成功度已变动</translation>
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
        <translation>被动检定：以 10 代替 d20（A4）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="199"/>
        <source>d20: %1 — the lowest is kept (penalty dice, A3)</source>
        <translation>d20：%1 — 取最低者（惩罚骰，A3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="202"/>
        <source>d20: %1</source>
        <translation>d20：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="207"/>
        <source>advantage d6</source>
        <translation>优势 d6</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="208"/>
        <source>disadvantage d6</source>
        <translation>劣势 d6</translation>
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
        <translation>属性：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="232"/>
        <source>DC %1 (hidden)</source>
        <translation>检定难度 %1（隐藏）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="232"/>
        <source>DC %1</source>
        <translation>检定难度 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="233"/>
        <source>Total %1 vs %2</source>
        <translation>总计 %1 对 %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="239"/>
        <source>%1: %2 → %3</source>
        <translation>%1：%2 → %3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="243"/>
        <source>Versions:</source>
        <translation>历次结果：</translation>
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
        <translation>检定结果对比检定难度：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="255"/>
        <source>natural 20: %1</source>
        <translation>自然 20：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="256"/>
        <source>natural 1: %1</source>
        <translation>自然 1：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/check_words.py" line="260"/>
        <source>other sources %1: %2</source>
        <translation>其他来源 %1：%2</translation>
    </message>
</context>
<context>
    <name>CombatantDelegate</name>
    <message>
        <location filename="../../gmtracker/ui/panels/combatant_table.py" line="150"/>
        <source>not rolled</source>
        <translation>未掷骰</translation>
    </message>
</context>
<context>
    <name>CombatantEditor</name>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="150"/>
        <source>Combatant</source>
        <translation>参战者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="165"/>
        <source>Select a combatant in the table to edit it here.</source>
        <translation>在表格中选择一名参战者，即可在此编辑。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="171"/>
        <source>Combatant fields</source>
        <translation>参战者字段</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="178"/>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="184"/>
        <source>Attributes</source>
        <translation>属性</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="185"/>
        <source>Wounds</source>
        <translation>伤势</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="188"/>
        <source>Attacks</source>
        <translation>攻击</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="189"/>
        <source>1D100</source>
        <translation>1D100</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="316"/>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="316"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="317"/>
        <source>&amp;Side</source>
        <translation>阵营(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="317"/>
        <source>Side</source>
        <translation>阵营</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="318"/>
        <source>&amp;Hidden from the players</source>
        <translation>对玩家隐藏(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="319"/>
        <source>Hidden from the players</source>
        <translation>对玩家隐藏</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="320"/>
        <source>&amp;Initiative</source>
        <translation>先攻(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="321"/>
        <source>Initiative</source>
        <translation>先攻</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="322"/>
        <source>not rolled</source>
        <translation>未掷骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="323"/>
        <source>Initiative mo&amp;difier</source>
        <translation>先攻调整值(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="324"/>
        <source>Initiative modifier</source>
        <translation>先攻调整值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="328"/>
        <source>Saved when you leave the field</source>
        <translation>离开此栏时保存</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="329"/>
        <source>N&amp;otes</source>
        <translation>备注(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="329"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="342"/>
        <source>Pr&amp;oficiency bonus</source>
        <translation>熟练加值(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="343"/>
        <source>Proficiency bonus</source>
        <translation>熟练加值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="344"/>
        <source>Base defe&amp;nse</source>
        <translation>基础防御(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="345"/>
        <source>Base defense (armour)</source>
        <translation>基础防御（护甲）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="346"/>
        <source>Carried wei&amp;ght</source>
        <translation>携带重量(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="347"/>
        <source>Carried weight in kg</source>
        <translation>携带重量（kg）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="347"/>
        <source> kg</source>
        <translation> kg</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="348"/>
        <source>Spee&amp;d</source>
        <translation>速度(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="348"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="357"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="359"/>
        <source>Below 0 means none: undead and constructs (B9)</source>
        <translation>低于 0 表示无：不死生物和构装体（B9）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="360"/>
        <source>Cons&amp;titution</source>
        <translation>体质(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="361"/>
        <source>Constitution (none for undead and constructs)</source>
        <translation>体质（不死生物和构装体为无）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="363"/>
        <source>Hit d&amp;ice</source>
        <translation>生命骰(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="363"/>
        <source>Hit dice</source>
        <translation>生命骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="365"/>
        <source>e.g. 4d10</source>
        <translation>例如：4d10</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="366"/>
        <source>Si&amp;ze category</source>
        <translation>体型类别(&amp;Z)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="367"/>
        <source>Size category</source>
        <translation>体型类别</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="368"/>
        <source>&amp;Auto-stabilize</source>
        <translation>伤势自动稳定(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="369"/>
        <source>Auto-stabilize</source>
        <translation>伤势自动稳定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="370"/>
        <source>W&amp;ounds</source>
        <translation>负伤数(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="370"/>
        <source>Wound count</source>
        <translation>负伤数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="371"/>
        <source>Br&amp;uises</source>
        <translation>淤伤数(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="371"/>
        <source>Bruise count</source>
        <translation>淤伤数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="372"/>
        <source>Temporary &amp;HP</source>
        <translation>临时生命值(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="373"/>
        <source>Temporary hit points</source>
        <translation>临时生命值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="374"/>
        <source>Hit &amp;penalties taken</source>
        <translation>已受命中惩罚(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="375"/>
        <source>Hit penalties taken this turn</source>
        <translation>本回合已受命中惩罚</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="378"/>
        <source>Damage states</source>
        <translation>伤害状态</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="388"/>
        <source>States</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="442"/>
        <source>Base ability values for 1D100 versus checks (C5).</source>
        <translation>用于 1D100 对抗检定的基本能力值（C5）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_dock.py" line="557"/>
        <source>No combatant selected</source>
        <translation>未选择参战者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="32"/>
        <source>player character</source>
        <translation>玩家角色</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="33"/>
        <source>ally</source>
        <translation>友方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="34"/>
        <source>enemy</source>
        <translation>敌方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="35"/>
        <source>neutral</source>
        <translation>中立</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="38"/>
        <source>fine</source>
        <translation>超微型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="39"/>
        <source>diminutive</source>
        <translation>微型</translation>
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
        <translation>巨型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="46"/>
        <source>colossal</source>
        <translation>超巨型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="50"/>
        <source>S&amp;trength</source>
        <translation>力量(&amp;T)</translation>
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
        <translation>灵性(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="54"/>
        <source>&amp;Intellect</source>
        <translation>智力(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_fields.py" line="58"/>
        <source>A name is one line: it cannot hold a line break or another control character (%1). Nothing was changed.</source>
        <extracomment>%1 is the character&apos;s code point, e.g. U+000A (a line break)</extracomment>
        <translation>名称只能是一行：不能包含换行或其他控制字符（%1）。未做任何更改。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_fields.py" line="62"/>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="61"/>
        <source>A combatant needs a name.</source>
        <translation>参战者需要名称。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_values.py" line="72"/>
        <source>Initiative is a whole number; leave it empty for none.</source>
        <translation>先攻须为整数；留空表示无。</translation>
    </message>
</context>
<context>
    <name>CombatantModel</name>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="85"/>
        <source>Turn</source>
        <translation>回合</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="86"/>
        <source>Init.</source>
        <translation>先攻</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="87"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="88"/>
        <source>Side</source>
        <translation>阵营</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="89"/>
        <source>Defenses</source>
        <translation>防御等级</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="90"/>
        <source>Base</source>
        <translation>基础</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="91"/>
        <source>Phys.</source>
        <translation>体格</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="92"/>
        <source>Refl.</source>
        <translation>反射</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="93"/>
        <source>Mind</source>
        <translation>心智</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="94"/>
        <source>Load</source>
        <translation>载重状态</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="95"/>
        <source>Wounds</source>
        <translation>负伤数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="98"/>
        <source>Hit penalty</source>
        <translation>命中惩罚</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="99"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="105"/>
        <source>Base defense (armour, A17)</source>
        <translation>基础防御（护甲，A17）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="106"/>
        <source>Physique defense: 8 + proficiency + strength + size (A17)</source>
        <translation>体格防御：8 + 熟练加值 + 力量 + 体型（A17）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="107"/>
        <source>Reflex defense: 8 + proficiency + strength + agility (A17)</source>
        <translation>反射防御：8 + 熟练加值 + 力量 + 敏捷（A17）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="108"/>
        <source>Mind defense: 8 + proficiency + spirit + intellect (A17)</source>
        <translation>心智防御：8 + 熟练加值 + 灵性 + 智力（A17）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="109"/>
        <source>Load state and carried / capacity in kg (A11)</source>
        <translation>载重状态，以及携带重量 / 负重（kg，A11）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="96"/>
        <source>Bruises</source>
        <translation>淤伤数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="97"/>
        <source>States</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="103"/>
        <source>Initiative (D1); double-click to change it</source>
        <translation>先攻（D1）；双击可修改</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="104"/>
        <source>Base · physique · reflex · mind defense (A17)</source>
        <translation>基础 · 体格 · 反射 · 心智防御（A17）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="110"/>
        <source>Wound count (B4); double-click to change it</source>
        <translation>负伤数（B4）；双击可修改</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="111"/>
        <source>Bruise count (B4); double-click to change it</source>
        <translation>淤伤数（B4）；双击可修改</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="114"/>
        <source>Penalty dice of the next attack this turn (A16); double-click to change the hit penalties taken</source>
        <translation>本回合下一次攻击的惩罚骰（A16）；双击可修改已承受的命中惩罚</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="119"/>
        <source>PC</source>
        <translation>玩家角色</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="120"/>
        <source>Ally</source>
        <translation>友方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="121"/>
        <source>Enemy</source>
        <translation>敌方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="122"/>
        <source>Neutral</source>
        <translation>中立</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="126"/>
        <source>light</source>
        <translation>轻载</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="127"/>
        <source>medium</source>
        <translation>中载</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="128"/>
        <source>heavy</source>
        <translation>重载</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="129"/>
        <source>overloaded</source>
        <translation>超载</translation>
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
        <translation>基础 %1 · 体格 %2 · 反射 %3 · 心智 %4</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="297"/>
        <source>refills after a minute&apos;s rest</source>
        <translation>休息 1 分钟后补满</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="298"/>
        <source>refills after an hour&apos;s rest</source>
        <translation>休息 1 小时后补满</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="299"/>
        <source>refilled by hand only</source>
        <translation>仅手动补满</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="312"/>
        <source>%1: %2 of %3 left (%4)</source>
        <translation>%1：剩余 %2/%3（%4）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="330"/>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="127"/>
        <source>dying</source>
        <translation>濒死</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="281"/>
        <source>temp HP %1</source>
        <translation>临时生命值 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="112"/>
        <source>Damage states (B5), conditions with the rounds left, and resources with the uses left (double-click: use one)</source>
        <translation>伤害状态（B5）、状况及剩余轮数、资源及剩余次数（双击：使用一次）</translation>
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
            <numerusform>剩余 %n 轮</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="444"/>
        <source>%1 (hidden)</source>
        <translation>%1（隐藏）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="446"/>
        <source>%1 (out of combat)</source>
        <translation>%1（未参战）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="347"/>
        <source>%n penalty die(s)</source>
        <translation>
            <numerusform>%n 个惩罚骰</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="449"/>
        <source>%1 (delaying)</source>
        <extracomment>A combatant that delays (issue 29): out of the turn order until Act now.</extracomment>
        <translation>%1（延后中）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="452"/>
        <source>%1 (ready)</source>
        <extracomment>A combatant holding a readied action (issue 29) for Act now.</extracomment>
        <translation>%1（预备中）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="504"/>
        <source>speed %1</source>
        <translation>速度 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="348"/>
        <source>%n hit penalty(s) taken this turn</source>
        <translation>
            <numerusform>本回合已承受 %n 次命中惩罚</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="511"/>
        <source>damage DC now: %1 (lethal), %2 (nonlethal)</source>
        <translation>当前伤害检定难度：%1（致命），%2（非致命）</translation>
    </message>
</context>
<context>
    <name>CombatantTable</name>
    <message>
        <location filename="../../gmtracker/ui/panels/combatant_table.py" line="249"/>
        <source>Combatants in turn order</source>
        <translation>按行动顺序排列的参战者</translation>
    </message>
</context>
<context>
    <name>CommandText</name>
    <message>
        <location filename="../../gmtracker/encounter/log_render/commands.py" line="50"/>
        <source>base defense</source>
        <translation>基础防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/commands.py" line="51"/>
        <source>end of the temporary hit points</source>
        <translation>临时生命值的结束时间</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/commands.py" line="52"/>
        <source>conditions</source>
        <translation>状况</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/commands.py" line="53"/>
        <source>in combat</source>
        <translation>参与战斗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/commands.py" line="54"/>
        <source>falls unconscious at the end of its turn</source>
        <translation>在其回合结束时陷入昏迷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="768"/>
        <source>Start combat</source>
        <translation>开始战斗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/commands.py" line="57"/>
        <source>Next turn</source>
        <translation>下一回合</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/commands.py" line="58"/>
        <source>Previous turn</source>
        <translation>上一回合</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/commands.py" line="59"/>
        <source>End combat</source>
        <translation>结束战斗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="376"/>
        <source>Set initiative</source>
        <translation>设定先攻</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/commands.py" line="60"/>
        <source>Edit the encounter&apos;s name and notes</source>
        <translation>编辑遭遇的名称和备注</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/encounter_settings.py" line="107"/>
        <source>Change the encounter&apos;s settings</source>
        <translation>更改遭遇设置</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/commands.py" line="126"/>
        <source>GM</source>
        <translation>主持人</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="99"/>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/commands.py" line="138"/>
        <source>Edit %1: %2</source>
        <translation>编辑 %1：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="222"/>
        <source>Duplicate %1 (×%2)</source>
        <translation>复制 %1（×%2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="304"/>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="713"/>
        <source>Attack: %1 → %2</source>
        <translation>攻击：%1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="307"/>
        <source>Check: %1</source>
        <translation>检定：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_damage.py" line="279"/>
        <source>Damage check: %1</source>
        <translation>伤害检定：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="365"/>
        <source>Heal %1</source>
        <translation>治疗 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="582"/>
        <source>Temporary hit points: %1</source>
        <translation>临时生命值：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="235"/>
        <source>Dying check: %1</source>
        <translation>濒死检定：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="383"/>
        <source>Recovery check: %1</source>
        <translation>康复检定：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="501"/>
        <source>1D100 simultaneous actions: %1 and %2</source>
        <translation>1D100 同时行动：%1 与 %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="505"/>
        <source>1D100 versus check: %1 → %2</source>
        <translation>1D100 对抗检定：%1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="507"/>
        <source>1D100 check: %1</source>
        <translation>1D100 检定：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="539"/>
        <source>Rest: %1</source>
        <translation>休息：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="540"/>
        <source>Advance time: %1</source>
        <translation>推进时间：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="414"/>
        <source>Add condition %1 to %2</source>
        <translation>为 %2 添加状况 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="426"/>
        <source>Edit condition %1 of %2</source>
        <translation>编辑 %2 的状况 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="435"/>
        <source>Remove condition %1 from %2</source>
        <translation>移除 %2 的状况 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="169"/>
        <source>Ready: %1</source>
        <translation>预备行动：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="170"/>
        <location filename="../../gmtracker/encounter/turns.py" line="675"/>
        <source>Delay: %1</source>
        <translation>延后：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="181"/>
        <source>Act now: %1</source>
        <translation>立即行动：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="737"/>
        <source>%1 rejoins combat</source>
        <translation>%1 重新加入战斗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="738"/>
        <source>%1 leaves combat</source>
        <translation>%1 退出战斗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="448"/>
        <source>Skip %1: %2</source>
        <translation>跳过 %1：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="450"/>
        <source>Note in the roll log</source>
        <translation>掷骰记录中的备注</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="196"/>
        <source>Grapple: %1 → %2</source>
        <translation>擒抱：%1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_save_ends.py" line="172"/>
        <source>Save against %1 of %2</source>
        <translation>%2 针对 %1 的解除检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/initiative_groups.py" line="93"/>
        <source>Group initiative: %1</source>
        <translation>群组先攻：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/initiative_groups.py" line="94"/>
        <source>Ungroup initiative: %1</source>
        <translation>解散群组先攻：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="219"/>
        <source>Use %1: %2</source>
        <translation>使用%1：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="243"/>
        <source>Resources of %1</source>
        <translation>%1的资源</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="293"/>
        <source>Carry the party back from %1</source>
        <translation>将队伍从%1带回</translation>
    </message>
</context>
<context>
    <name>ConditionsDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="97"/>
        <source>Conditions</source>
        <translation>状况</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="107"/>
        <source>Combatants whose conditions are shown</source>
        <translation>显示其状况的参战者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="117"/>
        <source>&amp;Combatants (1–9):</source>
        <translation>参战者(&amp;C)（1–9）：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="126"/>
        <source>Conditions of the combatant</source>
        <translation>该参战者的状况</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="130"/>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="140"/>
        <source>Condition</source>
        <translation>状况</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="130"/>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="157"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="130"/>
        <source>Rounds left</source>
        <translation>剩余轮数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="131"/>
        <source>Counted at</source>
        <translation>计数时机</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="131"/>
        <source>On whose turn</source>
        <translation>谁的回合</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="131"/>
        <source>Effects</source>
        <translation>效果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="132"/>
        <source>On</source>
        <translation>所在</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="146"/>
        <source>A preset condition: your own, or a bundled example</source>
        <translation>预设状况：你自己的，或附带的示例</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="147"/>
        <source>Save to m&amp;y presets</source>
        <translation>存入我的预设(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="148"/>
        <source>Keep the condition in the editor as one of your presets</source>
        <translation>把编辑器中的状况保存为你的预设之一</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="153"/>
        <source>&amp;Preset:</source>
        <translation>预设(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="154"/>
        <source>Condition name</source>
        <translation>状况名称</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="155"/>
        <source>e.g. Blessed</source>
        <translation>例如：祝福</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="156"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="158"/>
        <source>N&amp;ote:</source>
        <translation>备注(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="160"/>
        <source>Until &amp;removed</source>
        <translation>直到移除(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="161"/>
        <source>The condition lasts until removed</source>
        <translation>该状况持续到被移除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="162"/>
        <source>Duration in rounds</source>
        <translation>持续轮数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="165"/>
        <source> rounds</source>
        <translation> 轮</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="166"/>
        <source>Rounds remaining</source>
        <translation>剩余轮数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="168"/>
        <source>remaining: </source>
        <translation>剩余：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="173"/>
        <source>&amp;Duration:</source>
        <translation>持续时间(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="175"/>
        <source>When a round of it passes</source>
        <translation>何时计过一轮</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="176"/>
        <source>at the end of the turn of</source>
        <translation>在以下参战者的回合结束时</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="177"/>
        <source>at the start of the turn of</source>
        <translation>在以下参战者的回合开始时</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="178"/>
        <source>Whose turn counts the rounds</source>
        <translation>以谁的回合计轮数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="180"/>
        <source>its bearer (each its own)</source>
        <extracomment>The anchor of a condition: each combatant it is on counts it on its own turns.</extracomment>
        <translation>承受者（各自的回合）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="185"/>
        <source>Coun&amp;ted:</source>
        <translation>计数(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="187"/>
        <source>Ends on a chec&amp;k at the end of each of its bearer&apos;s turns:</source>
        <translation>在承受者每个回合结束时以检定解除(&amp;K)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="188"/>
        <source>Save ends: a check ends the condition</source>
        <translation>检定解除：一次检定即可解除该状况</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="189"/>
        <source>The attribute of the check</source>
        <translation>检定的属性</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="192"/>
        <source>The DC of the check</source>
        <translation>检定的难度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="195"/>
        <source>DC </source>
        <translation>难度 </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="200"/>
        <source>Save ends:</source>
        <translation>检定解除：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="202"/>
        <source>&amp;Effects:</source>
        <translation>效果(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="203"/>
        <source>&amp;Hidden from the players</source>
        <translation>对玩家隐藏(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="204"/>
        <source>The players never see this condition, nor a roll line that names it</source>
        <translation>玩家永远看不到这个状况，也看不到提及它的掷骰记录</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="208"/>
        <source>Ne&amp;w</source>
        <translation>新建(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="209"/>
        <source>Clear the editor for a new condition</source>
        <translation>清空编辑区以新建状况</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="210"/>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="210"/>
        <source>Add the condition</source>
        <translation>添加该状况</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="211"/>
        <source>&amp;Save changes</source>
        <translation>保存更改(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="212"/>
        <source>Save the changes to the selected condition</source>
        <translation>保存对所选状况的更改</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="213"/>
        <source>Re&amp;move</source>
        <translation>移除(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="214"/>
        <source>Remove the selected condition</source>
        <translation>移除所选状况</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="226"/>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="226"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="321"/>
        <source>until removed</source>
        <translation>直到移除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="324"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="325"/>
        <source>start of turn</source>
        <translation>回合开始时</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="326"/>
        <source>end of turn</source>
        <translation>回合结束时</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="331"/>
        <source>save ends: %1 DC %2</source>
        <extracomment>A condition that ends on a check (D3): the check&apos;s attribute and DC (&quot;save ends: strength DC 12&quot;).</extracomment>
        <translation>检定解除：%1 难度 %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="334"/>
        <source>hidden</source>
        <translation>已隐藏</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="336"/>
        <source>; </source>
        <extracomment>Between the effects of a condition in its list&apos;s Effects column (&quot;status −2: its hit checks; hidden&quot;).</extracomment>
        <translation>；</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="413"/>
        <source>Changes made, applied when you press OK: %n</source>
        <translation>
            <numerusform>已做的更改（按“确定”后生效）：%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="416"/>
        <source>Add puts it on each of the %n combatants checked.</source>
        <translation>
            <numerusform>“添加”会把它加到勾选的 %n 名参战者身上。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="426"/>
        <source>(none: type a new one)</source>
        <translation>（无：输入新的状况）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="461"/>
        <source>Type the condition&apos;s name first.</source>
        <translation>请先输入状况的名称。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="471"/>
        <source>Save as preset</source>
        <translation>保存为预设</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="472"/>
        <source>Replace your preset %1?</source>
        <translation>替换你的预设 %1 吗？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="481"/>
        <source>Saved as your preset %1.</source>
        <translation>已保存为你的预设 %1。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/conditions_dialog.py" line="590"/>
        <source>Nothing has changed.</source>
        <translation>没有任何更改。</translation>
    </message>
</context>
<context>
    <name>DamageCard</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="56"/>
        <source>%1 (not multiplied)</source>
        <translation>%1（不加倍）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="58"/>
        <source>reduction %1</source>
        <translation>伤害减免 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="61"/>
        <source>(rounded down from %1)</source>
        <translation>（由 %1 向下取整）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="67"/>
        <source>constitution %1</source>
        <translation>体质 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="68"/>
        <source>no constitution: 10 (B9)</source>
        <translation>无体质：按 10 计（B9）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="69"/>
        <source>(%1 + hit dice %2 → %3 + size %4) / 2 → %5</source>
        <translation>(%1 + 生命骰 %2 → %3 + 体型调整值 %4) / 2 → %5</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="72"/>
        <source>wound count %1</source>
        <translation>负伤数 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="72"/>
        <source>bruise count %1</source>
        <translation>淤伤数 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="75"/>
        <source>temporary hit points %1 / 2</source>
        <translation>临时生命值 %1 / 2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="81"/>
        <source>damage bonus</source>
        <translation>伤害加值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="82"/>
        <source>target disabled (B3)</source>
        <translation>目标瘫痪（B3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="83"/>
        <source>target dazed (B3)</source>
        <translation>目标恍惚（B3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="84"/>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="85"/>
        <source>the attacker&apos;s conditions (D3)</source>
        <translation>攻击者的状况（D3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="108"/>
        <source>Result</source>
        <translation>检定结果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="126"/>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="136"/>
        <source>Damage DC now: %1</source>
        <translation>当前伤害检定难度：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="130"/>
        <source>Check: d20 %1</source>
        <translation>检定：d20 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="148"/>
        <source>d20 %1 %2 = %3 vs DC %4 (margin %5)</source>
        <translation>d20 %1 %2 = %3，检定难度 %4（差值 %5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="155"/>
        <source>wound count %1 → %2</source>
        <translation>负伤数 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="158"/>
        <source>bruise count %1 → %2</source>
        <translation>淤伤数 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="162"/>
        <source>now %1</source>
        <translation>新增 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_card.py" line="165"/>
        <source>already %1</source>
        <translation>已有 %1</translation>
    </message>
</context>
<context>
    <name>DamageDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="67"/>
        <source>Damage check</source>
        <translation>伤害检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="85"/>
        <source>Targets: damage DC now and odds</source>
        <translation>目标：当前伤害检定难度与概率</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="93"/>
        <source>Damage</source>
        <translation>伤害</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="104"/>
        <source>nobody (a trap, a fall)</source>
        <translation>无人（陷阱、坠落等）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="108"/>
        <source>e.g. 2d6+3, or a flat bonus such as 7</source>
        <translation>例如：2d6+3，或固定加值如 7</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="109"/>
        <source>&amp;lethal</source>
        <translation>致命(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="110"/>
        <source>&amp;nonlethal</source>
        <translation>非致命(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="124"/>
        <source>e.g. 2d6 (optional)</source>
        <translation>例如：2d6（可选）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="127"/>
        <source>One d20 for &amp;all targets</source>
        <translation>所有目标共用一个 d20(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="101"/>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="135"/>
        <source>Targets</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="135"/>
        <source>&amp;Targets (1–9):</source>
        <translation>目标(&amp;T)（1–9）：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="136"/>
        <source>&amp;Dealt by:</source>
        <translation>伤害来源(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="136"/>
        <source>Who deals the damage</source>
        <translation>造成伤害者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="137"/>
        <source>Da&amp;mage:</source>
        <translation>伤害(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="137"/>
        <source>Damage expression or flat bonus</source>
        <translation>伤害表达式或固定加值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="138"/>
        <source>Lethal damage</source>
        <translation>致命伤害</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="139"/>
        <source>Nonlethal damage</source>
        <translation>非致命伤害</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="140"/>
        <source>Critical multi&amp;plier:</source>
        <translation>重击倍率(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="140"/>
        <source>Critical multiplier</source>
        <translation>重击倍率</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="141"/>
        <source>E&amp;xtra, not multiplied:</source>
        <translation>额外（不加倍）(&amp;X)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="141"/>
        <source>Extra dice, not multiplied</source>
        <translation>额外骰（不加倍）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="142"/>
        <source>Redu&amp;ction:</source>
        <translation>伤害减免(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="142"/>
        <source>Damage reduction</source>
        <translation>伤害减免</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="143"/>
        <source>&amp;Other bonus:</source>
        <translation>其他加值(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="143"/>
        <source>Other bonus on the check</source>
        <translation>检定的其他加值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="144"/>
        <source>One d20 for all targets</source>
        <translation>所有目标共用一个 d20</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="154"/>
        <source>Damage bonus (B2):</source>
        <translation>伤害加值（B2）：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="155"/>
        <source>On a critical hit: (flat + dice bonuses) × multiplier (B2).</source>
        <translation>重击时：(固定值 + 骰子加值) × 倍率（B2）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="156"/>
        <source>An area effect: the same d20 against each target&apos;s damage DC.</source>
        <translation>范围效果：以同一个 d20 对抗每个目标的伤害检定难度。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/damage_dialog.py" line="213"/>
        <source>Pick at least one target.</source>
        <translation>请至少选择一个目标。</translation>
    </message>
</context>
<context>
    <name>DerivedPanel</name>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="64"/>
        <source>Derived values</source>
        <translation>派生数值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="71"/>
        <source>Defenses</source>
        <translation>防御等级</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="72"/>
        <source>Load</source>
        <translation>载重状态</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="73"/>
        <source>Speed under load</source>
        <translation>负重下的速度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="74"/>
        <source>Footprint</source>
        <translation>占地面积</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="75"/>
        <source>Damage DC now</source>
        <translation>当前伤害检定难度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="76"/>
        <source>Next attack</source>
        <translation>下一次攻击</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="94"/>
        <source>less than one cell</source>
        <translation>不足一格</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="96"/>
        <source>%1+ squares / %2+ hexes (GM adjusts)</source>
        <translation>%1+ 方格 / %2+ 六角格（由主持人调整）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="97"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n 格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="97"/>
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n 六角格</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="103"/>
        <source>no penalty dice</source>
        <translation>无惩罚骰</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="104"/>
        <source>%n penalty die(s)</source>
        <translation>
            <numerusform>%n 个惩罚骰</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DerivedValues</name>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="30"/>
        <source>base %1 · physique %2 · reflex %3 · mind %4</source>
        <translation>基⁠础 %1 · 体⁠格 %2 · 反⁠射 %3 · 心⁠智 %4</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="38"/>
        <source>%1 / %2 kg — %3</source>
        <translation>%1 / %2 kg — %3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="46"/>
        <source>%1 (pinned down by the load)</source>
        <translation>%1（被负重压住，无法移动）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="48"/>
        <source>%1 (halved from %2)</source>
        <translation>%1（由 %2 减半）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/editor_derived.py" line="57"/>
        <source>%1 (nonlethal %2)</source>
        <translation>%1（非致命 %2）</translation>
    </message>
</context>
<context>
    <name>DialogSupport</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dialog_parts.py" line="290"/>
        <location filename="../../gmtracker/ui/widgets/target_picker.py" line="315"/>
        <source>%1 (hidden)</source>
        <translation>%1（隐藏）</translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="255"/>
        <source>hit check</source>
        <translation>命中检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="256"/>
        <source>defense check</source>
        <translation>防御检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="257"/>
        <source>confirmation roll</source>
        <translation>确认检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="258"/>
        <source>advantage / disadvantage die</source>
        <translation>优势 / 劣势骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="259"/>
        <source>damage check</source>
        <translation>伤害检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="260"/>
        <source>active side</source>
        <translation>主动方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="261"/>
        <source>passive side</source>
        <translation>被动方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="262"/>
        <source>check</source>
        <translation>检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="263"/>
        <source>reroll</source>
        <translation>重掷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="264"/>
        <source>dying check</source>
        <translation>濒死检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="265"/>
        <source>recovery check</source>
        <translation>康复检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="266"/>
        <source>save (save ends)</source>
        <translation>解除检定（检定解除）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="267"/>
        <source>recovery check (healing)</source>
        <translation>康复检定（治疗）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="268"/>
        <source>1D100 check</source>
        <translation>1D100 检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="269"/>
        <source>initiative</source>
        <translation>先攻</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="270"/>
        <source>roll-off</source>
        <translation>掷骰决胜</translation>
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
        <translation>第 %1 个优势骰（共 %2 个）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/dice_words.py" line="43"/>
        <source>disadvantage die %1 of %2</source>
        <translation>第 %1 个劣势骰（共 %2 个）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/dice_words.py" line="47"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/dice_words.py" line="49"/>
        <source>%1 %2 of %3</source>
        <translation>%1 第 %2 次（共 %3 次）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/dice_words.py" line="51"/>
        <source>%1 %2</source>
        <translation>%1（第 %2 次）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/dice_words.py" line="53"/>
        <source>%1&apos;s %2</source>
        <translation>%1 的%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/dice_words.py" line="55"/>
        <source>%1 against %2</source>
        <translation>%1 对 %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/dice_words.py" line="57"/>
        <source>%1, penalty die %2 of %3</source>
        <translation>%1，第 %2 个惩罚骰（共 %3 个）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/dice_words.py" line="58"/>
        <source>%1: d%2</source>
        <translation>%1：d%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/dice_words.py" line="63"/>
        <source>check %1 of %2: d%3</source>
        <translation>第 %1 次检定（共 %2 次）：d%3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/widgets/dice_entry.py" line="146"/>
        <source>typed at the table</source>
        <extracomment>Beside a dice box: the GM types this die&apos;s value, rolled by a player (or the GM) at the table.</extracomment>
        <translation>桌上掷骰，手动输入</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/widgets/dice_entry.py" line="150"/>
        <source>rolled by the tracker</source>
        <extracomment>Beside a dice box: GM Tracker rolled this die (a side whose dice are not rolled at the table).</extracomment>
        <translation>由本工具掷骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="201"/>
        <source>grapple</source>
        <translation>擒抱</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="202"/>
        <source>grapple defense</source>
        <translation>抵抗擒抱</translation>
    </message>
</context>
<context>
    <name>DiceError</name>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="164"/>
        <source>keep rules (kh/kl) have no fixed bonus (B2)</source>
        <extracomment>kh/kl: keep highest / keep lowest (2d20kh1); B2 turns dice into a fixed bonus.</extracomment>
        <translation>保留规则（kh/kl）没有固定加值（B2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="200"/>
        <source>is not text</source>
        <translation>不是文本</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="202"/>
        <source>is empty</source>
        <translation>为空</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="215"/>
        <source>unexpected {character}</source>
        <extracomment>{character}: the character in quotes, such as &apos;x&apos;.</extracomment>
        <translation>出现了意外的字符 {character}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="221"/>
        <source>two signs in a row</source>
        <translation>连续出现两个正负号</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="227"/>
        <source>missing + or - between terms</source>
        <translation>两项之间缺少 + 或 -</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="235"/>
        <source>the number {value} is too large (at most {maximum})</source>
        <translation>数字 {value} 太大（最多 {maximum}）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="243"/>
        <source>ends with a sign, a term is missing</source>
        <translation>以正负号结尾，缺少一项</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="247"/>
        <location filename="../../gmtracker/rules/dice.py" line="264"/>
        <source>{count} dice are too many (at most {maximum})</source>
        <translation>{count} 个骰子太多（最多 {maximum} 个）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="256"/>
        <source>a die needs a number of sides after &apos;d&apos;</source>
        <translation>&apos;d&apos; 后面需要写明骰子的面数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="261"/>
        <source>the number of dice must be at least 1</source>
        <translation>骰子数量至少为 1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="268"/>
        <source>a die needs at least 2 sides, not {sides}</source>
        <translation>骰子至少需要 2 面，不能是 {sides} 面</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="272"/>
        <source>a d{sides} has too many sides (at most {maximum})</source>
        <translation>d{sides} 的面数太多（最多 {maximum} 面）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="280"/>
        <source>&apos;k&apos; needs how many dice to keep</source>
        <translation>&apos;k&apos; 后面需要写明保留几个骰子</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="284"/>
        <source>cannot keep {keep} of {count} dice</source>
        <translation>无法从 {count} 个骰子中保留 {keep} 个</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/dice.py" line="295"/>
        <source>the number {digits}… is too large</source>
        <translation>数字 {digits}… 太大</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/errors.py" line="89"/>
        <source>dice expression {expression}: {reason}</source>
        <extracomment>{expression}: the expression as typed, in quotes; {reason}: what is wrong with it.</extracomment>
        <translation>骰子表达式 {expression}：{reason}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/errors.py" line="93"/>
        <source>dice expression {expression}: {reason} at position {position}</source>
        <extracomment>{position}: the offending character&apos;s place, counted from 1.</extracomment>
        <translation>骰子表达式 {expression}：{reason}（第 {position} 个字符）</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="47"/>
        <source>Dice tray</source>
        <translation>骰盘</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="52"/>
        <source>&amp;Dice:</source>
        <translation>骰子(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="55"/>
        <source>Dice expression</source>
        <translation>骰子表达式</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="56"/>
        <source>e.g. 2d20kl1+5, 4d6kh3, 1d100</source>
        <translation>例如：2d20kl1+5、4d6kh3、1d100</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="57"/>
        <source>NdF dice and whole numbers joined by + or −; khK keeps the K highest dice of a group, klK the K lowest.</source>
        <translation>用 + 或 − 连接 NdF 骰子和整数；khK 保留一组中最高的 K 个骰子，klK 保留最低的 K 个。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="60"/>
        <source>&amp;Roll</source>
        <translation>掷骰(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="62"/>
        <source>Roll</source>
        <translation>掷骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="74"/>
        <source>Roll one d%1</source>
        <translation>掷一个 d%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="83"/>
        <source>Last roll</source>
        <translation>上次掷骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="89"/>
        <source>Type dice and press Enter, or click a die: each die and the total show here.</source>
        <translation>输入骰子后按回车，或点击一个骰子：每个骰子的结果和总计显示在这里。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="93"/>
        <source>&amp;History:</source>
        <translation>历史(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="96"/>
        <source>Roll history</source>
        <translation>掷骰历史</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="97"/>
        <source>Activate a line to put its expression back in the field.</source>
        <translation>双击某一行（或按回车）可将其表达式填回输入框。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="102"/>
        <source>C&amp;lear history</source>
        <translation>清空历史(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="104"/>
        <source>Clear history</source>
        <translation>清空历史</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="110"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/dice_tray.py" line="165"/>
        <source>dropped %1</source>
        <translation>舍弃 %1</translation>
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
        <translation>状况的效果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="66"/>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="158"/>
        <source>Effect</source>
        <translation>效果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="66"/>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="162"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="66"/>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="164"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="67"/>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="168"/>
        <source>Applies to</source>
        <translation>适用于</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="80"/>
        <source>Add e&amp;ffect</source>
        <translation>添加效果(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="81"/>
        <source>Add an effect: a modifier, advantage, disadvantage or penalty dice</source>
        <translation>添加一个效果：调整值、优势、劣势或惩罚骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="82"/>
        <source>Remo&amp;ve effect</source>
        <translation>移除效果(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="83"/>
        <source>Remove the effect of the row you are in</source>
        <translation>移除你所在那一行的效果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="97"/>
        <source>modifier (A6)</source>
        <translation>调整值（A6）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="98"/>
        <source>advantage (A7)</source>
        <translation>优势（A7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="99"/>
        <source>disadvantage (A7)</source>
        <translation>劣势（A7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="100"/>
        <source>penalty dice (A3)</source>
        <translation>惩罚骰（A3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="101"/>
        <source>1D100 modifier (C5)</source>
        <translation>1D100 调整值（C5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="106"/>
        <source>A6: a typed modifier. Of one type only the highest bonus and the lowest penalty apply (status, environment); potency: the one highest; situational: one; free: all add up. D3: status by default.</source>
        <translation>A6：带类型的调整值。同一类型中只有最高的加值和最低的减值生效（状态、环境）；效力：只取最高的一个；形势：只取一个；自由：全部相加。D3：默认为状态。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="109"/>
        <source>A7: each advantage cancels a disadvantage; each one left rolls a d6 as a situational bonus.</source>
        <translation>A7：每个优势抵消一个劣势；剩下的每个优势掷一个 d6，作为形势加值。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="111"/>
        <source>A7: each disadvantage cancels an advantage; each one left rolls a d6 as a situational penalty.</source>
        <translation>A7：每个劣势抵消一个优势；剩下的每个劣势掷一个 d6，作为形势减值。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="113"/>
        <source>A3: one more d20 per penalty die, the lowest kept; at most 2 in all.</source>
        <translation>A3：每个惩罚骰多掷一个 d20，取最低；总共最多 2 个。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="114"/>
        <source>C3, C5: added to the bearer&apos;s performance in its 1D100 checks.</source>
        <translation>C3、C5：加到承受者 1D100 检定的遂行值上。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="119"/>
        <source>its 1D100 checks</source>
        <translation>其 1D100 检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="121"/>
        <source>all its checks</source>
        <translation>其所有检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="122"/>
        <source>its hit checks</source>
        <translation>其命中检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="125"/>
        <source>checks of %1</source>
        <extracomment>A condition&apos;s scope: the bearer&apos;s checks of one attribute (&quot;checks of strength&quot;).</extracomment>
        <translation>%1检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="128"/>
        <source>its damage checks</source>
        <translation>其伤害检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="130"/>
        <source>base defense</source>
        <translation>基础防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="130"/>
        <source>physique defense</source>
        <translation>体格防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="131"/>
        <source>reflex defense</source>
        <translation>反射防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="131"/>
        <source>mind defense</source>
        <translation>心智防御</translation>
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
        <translation>优势 %1：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="146"/>
        <source>disadvantage %1: %2</source>
        <translation>劣势 %1：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/effects_editor.py" line="147"/>
        <source>penalty dice %1: %2</source>
        <translation>惩罚骰 %1：%2</translation>
    </message>
</context>
<context>
    <name>ErrorReport</name>
    <message>
        <location filename="../../gmtracker/ui/shell/error_report.py" line="243"/>
        <source>The details are in the error log: %1</source>
        <translation>详细信息已写入错误日志：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/error_report.py" line="245"/>
        <source>The details could not be written to the error log %1: %2</source>
        <translation>无法将详细信息写入错误日志 %1：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/error_report.py" line="250"/>
        <source>Something went wrong</source>
        <translation>出错了</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/error_report.py" line="251"/>
        <source>Something went wrong — your work is safe in the recovery journal.</source>
        <translation>出错了 — 你的工作已安全保存在恢复日志中。</translation>
    </message>
</context>
<context>
    <name>Forecast</name>
    <message>
        <location filename="../../gmtracker/encounter/forecast_fast.py" line="78"/>
        <source>the encounter&apos;s attacks are not hit checks</source>
        <translation>该遭遇的攻击不是命中检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/forecast_fast.py" line="83"/>
        <source>initiative groups</source>
        <translation>有先攻群组</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/forecast_fast.py" line="85"/>
        <source>a held turn</source>
        <translation>有保留的回合</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/forecast_fast.py" line="87"/>
        <source>a condition with effects or a save</source>
        <translation>有带效果或解除检定的状况</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/forecast_fast.py" line="89"/>
        <source>an attack that spends a resource</source>
        <translation>有消耗资源的攻击</translation>
    </message>
</context>
<context>
    <name>ForecastDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="72"/>
        <source>Forecast the fight</source>
        <translation>战斗预测</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="87"/>
        <source>Whom each attacks</source>
        <translation>每名参战者攻击谁</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="88"/>
        <source>The most wounded opponent</source>
        <translation>伤势最重的对手</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="89"/>
        <source>A random opponent</source>
        <translation>随机一名对手</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="90"/>
        <source>Fights</source>
        <translation>战斗场数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="94"/>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="96"/>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="202"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="96"/>
        <source>Run</source>
        <translation>运行</translation>
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
        <translation>攻击目标(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="98"/>
        <source>&amp;Fights:</source>
        <translation>战斗场数(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="99"/>
        <source>S&amp;eed:</source>
        <translation>种子(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="110"/>
        <source>How the simulated fights are played (D5): on its turn each combatant able to act attacks one opponent with its first attack; hidden combatants fight like the rest and nobody flees; a combatant without an attack only takes its turn duties. Player characters and allies fight the enemies; a fight ends when a side has nobody able to act, or after %1 rounds (a draw). Every roll follows the encounter&apos;s own rules. The encounter itself does not change.</source>
        <translation>模拟战斗的进行方式（D5）：每名能够行动的参战者在自己的回合用其第一个攻击配置攻击一名对手；隐藏的参战者与其他人一样战斗，且无人逃跑；没有攻击的参战者只处理其回合的例行事项。玩家角色和友方与敌方作战；当一方已无人能够行动，或经过 %1 轮后（平局），战斗结束。每次掷骰都遵循该遭遇自身的规则。遭遇本身不会改变。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="116"/>
        <source>How the fights are played</source>
        <translation>模拟战斗的进行方式</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="121"/>
        <source>Fights played</source>
        <translation>已模拟的战斗场数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="122"/>
        <source>Status</source>
        <translation>运行状态</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="133"/>
        <source>No fight played yet</source>
        <translation>尚未模拟任何战斗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="134"/>
        <source>Chance to win (95% interval)</source>
        <translation>获胜概率（95% 置信区间）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="135"/>
        <source>Chance to end the fight down</source>
        <translation>战斗结束时倒下的概率</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="136"/>
        <source>Rounds the fights took</source>
        <translation>战斗持续的轮数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="137"/>
        <source>Wounds expected at the end (player characters)</source>
        <translation>战斗结束时的预期负伤数（玩家角色）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="172"/>
        <source>A forecast needs both sides in the fight: player characters or allies, and enemies.</source>
        <translation>预测需要双方都在战斗中：玩家角色或友方，以及敌方。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="181"/>
        <source>%1 of %2 fights</source>
        <translation>%1 / %2 场</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="197"/>
        <source>Stopped after %1 fights.</source>
        <translation>已在 %1 场战斗后停止。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="202"/>
        <source>&amp;Run again</source>
        <translation>再次运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="207"/>
        <source>From round %1 of the fight as it stands.</source>
        <translation>从当前战斗的第 %1 轮开始。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="208"/>
        <source>From the start of combat: initiative is rolled in each fight.</source>
        <translation>从战斗开始时起：每场战斗都会投掷先攻。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="212"/>
        <source>Played through the app&apos;s own commands (slower): %1.</source>
        <translation>使用与主持人操作相同的命令进行（较慢），原因：%1。</translation>
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
        <translation>预测已中止：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="240"/>
        <source>%1 fights played in %2 s.</source>
        <translation>已在 %2 秒内模拟 %1 场战斗。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="258"/>
        <source>Players&apos; side</source>
        <translation>玩家方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="259"/>
        <source>Enemies</source>
        <translation>敌方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="261"/>
        <source>%1 (%2–%3)</source>
        <translation>%1（%2–%3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="263"/>
        <source>Draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="266"/>
        <source>dying</source>
        <translation>濒死</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="282"/>
        <source>Rounds: mean %1 · median %2 · 9 in 10 within %3</source>
        <translation>轮数：平均 %1 · 中位数 %2 · 九成在 %3 轮以内</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/forecast_dialog.py" line="285"/>
        <source>Draws</source>
        <translation>平局</translation>
    </message>
</context>
<context>
    <name>GmAdditions</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="259"/>
        <source>Added by the GM</source>
        <translation>主持人附加</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="261"/>
        <source>Modifier</source>
        <translation>调整值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="264"/>
        <source>Modifier type</source>
        <translation>调整值类型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="268"/>
        <source>M&amp;odifier:</source>
        <translation>调整值(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="269"/>
        <source>Advantage</source>
        <translation>优势</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="270"/>
        <source>Disadvantage</source>
        <translation>劣势</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="273"/>
        <source>Disadvanta&amp;ge:</source>
        <translation>劣势(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="276"/>
        <source>Ad&amp;vantage:</source>
        <translation>优势(&amp;V)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="277"/>
        <source>Not an attack a&amp;ction (no hit penalty, A16)</source>
        <translation>非攻击动作(&amp;C)（无命中惩罚，A16）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="277"/>
        <source>Not an attack action</source>
        <translation>非攻击动作</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="279"/>
        <source>A hit check outside an attack action (e.g. arcana) takes no hit-penalty dice and does not count as an attack this turn (A16)</source>
        <translation>攻击动作之外的命中检定（如奥术）不受命中惩罚的惩罚骰，也不计为本回合的一次攻击（A16）</translation>
    </message>
</context>
<context>
    <name>Grapple</name>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="54"/>
        <source>Grappled</source>
        <extracomment>The condition a won grapple puts on the grappled creature unless the GM names another (D3).</extracomment>
        <translation>被擒抱</translation>
    </message>
</context>
<context>
    <name>GrappleDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="66"/>
        <source>Grapple</source>
        <translation>擒抱</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="69"/>
        <source>Grappler (active side)</source>
        <translation>擒抱者（主动方）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="72"/>
        <source>Grappler</source>
        <translation>擒抱者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="75"/>
        <source>Grappler&apos;s base value</source>
        <translation>擒抱者的基本能力值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="76"/>
        <source>&amp;Who:</source>
        <translation>擒抱者(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="77"/>
        <source>B&amp;ase value:</source>
        <translation>基本能力值(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="81"/>
        <source>Grappled creature (passive side)</source>
        <translation>被擒抱的生物（被动方）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="86"/>
        <source>Creature to grapple</source>
        <translation>要擒抱的生物</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="87"/>
        <source>&amp;Target (1–9):</source>
        <translation>目标(&amp;T)（1–9）：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="92"/>
        <source>Grappled creature&apos;s base value</source>
        <translation>被擒抱生物的基本能力值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="93"/>
        <source>Base &amp;value:</source>
        <translation>基本能力值(&amp;V)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="101"/>
        <source>Condition on the grappled creature</source>
        <translation>被擒抱生物获得的状况</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="102"/>
        <source>Put on the grappled creature when the grapple succeeds, until removed (D3)</source>
        <translation>擒抱成功时加在被擒抱的生物上，直到移除（D3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="104"/>
        <source>&amp;Condition on a win:</source>
        <translation>获胜时的状况(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="156"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="156"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2（%3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="161"/>
        <source>Add combatants first: nobody can grapple.</source>
        <translation>请先添加参战者：没有人可以擒抱。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="163"/>
        <source>Pick the creature to grapple.</source>
        <translation>请选择要擒抱的生物。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/grapple_dialog.py" line="173"/>
        <source>1D100 %1 against 1D100 %2; a tie goes to the grappler (C7)</source>
        <translation>1D100 %1 对 1D100 %2；平局时擒抱者胜（C7）</translation>
    </message>
</context>
<context>
    <name>HealDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="71"/>
        <source>Heal</source>
        <translation>治疗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="77"/>
        <source>Patient</source>
        <translation>治疗对象</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="79"/>
        <source>Healer</source>
        <translation>治疗者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="80"/>
        <source>— nobody —</source>
        <translation>— 无 —</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="84"/>
        <source>&amp;Healer:</source>
        <translation>治疗者(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="86"/>
        <source>Now:</source>
        <translation>当前：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="90"/>
        <source>Healing or temporary hit points</source>
        <translation>治疗或临时生命值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="91"/>
        <source>Heali&amp;ng</source>
        <translation>治疗(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="92"/>
        <source>Te&amp;mporary hit points</source>
        <translation>临时生命值(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="121"/>
        <source>Healing dice</source>
        <translation>治疗骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="122"/>
        <source>e.g. 1d8+1</source>
        <translation>例如：1d8+1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="123"/>
        <source>Healing &amp;dice:</source>
        <translation>治疗骰(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="125"/>
        <source>Healing bonus:</source>
        <translation>治愈加值：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="130"/>
        <source>&amp;Lower a count (use 1)</source>
        <translation>降低负伤数/淤伤数(&amp;L)（用法 1）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="131"/>
        <source>Lower the wound or bruise count</source>
        <translation>降低负伤数或淤伤数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="135"/>
        <source>Lower the wound count</source>
        <translation>降低负伤数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="137"/>
        <source>Bru&amp;ise count (%1 per point)</source>
        <translation>淤伤数(&amp;I)（每点降 %1）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="138"/>
        <source>Lower the bruise count</source>
        <translation>降低淤伤数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="151"/>
        <source>Make a re&amp;covery check (use 2)</source>
        <translation>进行康复检定(&amp;C)（用法 2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="153"/>
        <source>Make a recovery check with the healing bonus</source>
        <translation>以治愈加值进行康复检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="155"/>
        <source>Damage state to recover from</source>
        <translation>要康复的伤害状态</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="156"/>
        <source>&amp;State:</source>
        <translation>状态(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="182"/>
        <source>Current:</source>
        <translation>当前：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="183"/>
        <source>Temporary hit points</source>
        <translation>临时生命值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="185"/>
        <source>0 (remove them)</source>
        <translation>0（移除）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="186"/>
        <source>&amp;Temporary hit points:</source>
        <translation>临时生命值(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="187"/>
        <source>Until remo&amp;ved</source>
        <translation>直到移除(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="188"/>
        <source>The temporary hit points last until removed</source>
        <translation>临时生命值持续到被移除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="189"/>
        <source>Lasting:</source>
        <translation>持续：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="191"/>
        <source>Duration</source>
        <translation>持续时间</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="194"/>
        <source>Duration unit</source>
        <translation>时间单位</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="195"/>
        <source>rounds</source>
        <translation>轮</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="195"/>
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="195"/>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="200"/>
        <source>Durati&amp;on:</source>
        <translation>持续时间(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="318"/>
        <source>d20 %1 against DC %2 (B8)</source>
        <translation>d20 %1，检定难度 %2（B8）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="320"/>
        <source>%1 ends</source>
        <translation>%1解除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="321"/>
        <source>nothing changes</source>
        <translation>没有变化</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="339"/>
        <source>wound count %1</source>
        <translation>负伤数 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="339"/>
        <source>bruise count %1</source>
        <translation>淤伤数 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="365"/>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="444"/>
        <source>until clock round %1</source>
        <translation>直到第 %1 轮</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="366"/>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="443"/>
        <source>until removed</source>
        <translation>直到移除</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="367"/>
        <source>%n temporary hit point(s), %1 (damage DC %2)</source>
        <translation>
            <numerusform>%n 点临时生命值，%1（伤害检定难度 %2）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="431"/>
        <source>Wound count %1 → %2 (%n point(s) used, %3 lost)</source>
        <translation>
            <numerusform>负伤数 %1 → %2（使用 %n 点，损失 %3 点）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="433"/>
        <source>Bruise count %1 → %2 (%n point(s) used, %3 lost)</source>
        <translation>
            <numerusform>淤伤数 %1 → %2（使用 %n 点，损失 %3 点）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="370"/>
        <source>no temporary hit points</source>
        <translation>无临时生命值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="378"/>
        <source>Seriously wounded: the wound count cannot be lowered (B5); make a recovery check instead.</source>
        <translation>重伤：负伤数无法降低（B5）；请改为进行康复检定。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="381"/>
        <source>The wound count is already 0.</source>
        <translation>负伤数已为 0。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="384"/>
        <source>Seriously bruised: the bruise count cannot be lowered (B5); make a recovery check instead.</source>
        <translation>重伤（淤）：淤伤数无法降低（B5）；请改为进行康复检定。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="387"/>
        <source>The bruise count is already 0.</source>
        <translation>淤伤数已为 0。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="404"/>
        <source>Type the healing dice (B7: they become a fixed bonus by B2).</source>
        <translation>请输入治疗骰（B7：按 B2 转换为固定加值）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="409"/>
        <source>Not a dice expression: %1</source>
        <translation>不是有效的骰子表达式：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="421"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="424"/>
        <source>%1 (%2; B2, B7)</source>
        <translation>%1（%2；B2、B7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="440"/>
        <source>Removes the temporary hit points.</source>
        <translation>移除临时生命值。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="441"/>
        <source>Type the temporary hit points.</source>
        <translation>请输入临时生命值。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="445"/>
        <source>Damage DC %1 → %2 (B3: half the temporary hit points), %3.</source>
        <translation>伤害检定难度 %1 → %2（B3：临时生命值的一半），%3。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="448"/>
        <source>They replace the current %1.</source>
        <translation>将取代当前的 %1 点。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="286"/>
        <source>Type the healing dice (e.g. 1d8+1).</source>
        <translation>请输入治疗骰（例如 1d8+1）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="83"/>
        <source>&amp;Patient (1–9):</source>
        <translation>治疗对象(&amp;P)（1–9）：</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="134"/>
        <source>&amp;Wound count (1 per %n point(s))</source>
        <translation>
            <numerusform>负伤数(&amp;W)（每 %n 点降 1）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/heal_dialog.py" line="291"/>
        <source>Choose the damage state whose recovery check the healing pays for.</source>
        <translation>请选择要用治疗进行康复检定的伤害状态。</translation>
    </message>
</context>
<context>
    <name>InitiativeDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="79"/>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="113"/>
        <source>Initiative</source>
        <translation>先攻</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="79"/>
        <source>Roll initiative</source>
        <translation>投掷先攻</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="94"/>
        <source>Type each player&apos;s initiative (Tab or Enter: the next one). The others are rolled here: ⟳ rolls again. Ties show who rolls off.</source>
        <translation>输入每位玩家的先攻（Tab 或回车：下一位）。其余参战者在此掷骰：⟳ 重新掷骰。平局时显示谁需掷骰决胜。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="89"/>
        <source>Initiative for those who joined the fight: type it, or roll it with ⟳.</source>
        <translation>为中途加入战斗者决定先攻：直接输入，或用 ⟳ 掷骰。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="91"/>
        <source>Every initiative is rolled here: ⟳ rolls again, and a value typed over a roll replaces it. Ties show who rolls off.</source>
        <translation>所有先攻都在此掷骰：⟳ 重新掷骰，在掷出的值上输入的数值会取代它。平局时显示谁需掷骰决胜。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="97"/>
        <source>Type each initiative rolled at the table in its empty box (Tab or Enter: the next one). The others are rolled here: ⟳ rolls again. Ties show who rolls off.</source>
        <translation>在每个空格中输入桌上掷出的先攻（Tab 或回车：下一个）。其余参战者在此掷骰：⟳ 重新掷骰。平局时显示谁需掷骰决胜。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="100"/>
        <source>Start combat</source>
        <translation>开始战斗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="100"/>
        <source>Set initiative</source>
        <translation>设定先攻</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="101"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="112"/>
        <source>Place</source>
        <extracomment>Column header: the combatant&apos;s place in the turn order (1, 2, 3…), not a location.</extracomment>
        <translation>顺位</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="112"/>
        <source>Combatant</source>
        <translation>参战者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="112"/>
        <source>Side</source>
        <translation>阵营</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="113"/>
        <source>Roll</source>
        <translation>掷骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="119"/>
        <source>Initiative of %1</source>
        <translation>%1 的先攻</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="123"/>
        <source>Roll %1&apos;s initiative</source>
        <translation>投掷 %1 的先攻</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="125"/>
        <source>Roll d%1 + %2 (D1)</source>
        <translation>掷 d%1 + %2（D1）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="138"/>
        <source>set before</source>
        <translation>事先设定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="174"/>
        <source>d%1 %2 %3</source>
        <translation>d%1 %2 %3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="210"/>
        <source>%1 (roll-off)</source>
        <translation>%1（掷骰决胜）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/initiative_dialog.py" line="218"/>
        <source>%n initiative(s) still to fill in, first %1&apos;s.</source>
        <translation>
            <numerusform>还有 %n 个先攻待填，先填 %1 的。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="61"/>
        <source>Add from library</source>
        <translation>从资料库添加</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="65"/>
        <source>Search names, tags and notes</source>
        <translation>搜索名称、标签和备注</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="64"/>
        <source>Search the library</source>
        <translation>搜索资料库</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="66"/>
        <source>Templates</source>
        <translation>模板</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="67"/>
        <source>Starter templates</source>
        <translation>入门模板</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="68"/>
        <source>My library</source>
        <translation>我的资料库</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="70"/>
        <source>Starter library (bundled, read-only)</source>
        <translation>入门资料库（内置，只读）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="73"/>
        <source>Copies</source>
        <translation>数量</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="79"/>
        <source>&amp;Copy to my library</source>
        <translation>复制到我的资料库(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="81"/>
        <source>Save an editable copy of this starter template in your library</source>
        <translation>将此入门模板的可编辑副本保存到你的资料库</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="82"/>
        <source>&amp;Delete template</source>
        <translation>删除模板(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="84"/>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="86"/>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="90"/>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="92"/>
        <source>Copies:</source>
        <translation>数量：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="151"/>
        <source>No templates yet. To make one, select a combatant and choose Combatants ▸ Save to library; or import a library file (Import…).</source>
        <translation>还没有模板。要创建模板，请选择一个参战者，然后选择“参战者 ▸ 存入资料库”；或导入资料库文件（导入…）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="221"/>
        <source>Template not available</source>
        <translation>模板不可用</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="233"/>
        <source>Cannot copy</source>
        <translation>无法复制</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="245"/>
        <source>Delete template</source>
        <translation>删除模板</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="246"/>
        <source>Delete “%1” from the library?</source>
        <translation>要从资料库中删除“%1”吗？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="251"/>
        <source>Cannot delete</source>
        <translation>无法删除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="255"/>
        <source>Import templates</source>
        <translation>导入模板</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="256"/>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="270"/>
        <source>Template files (*.json);;All files (*)</source>
        <translation>模板文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="262"/>
        <source>Cannot import</source>
        <translation>无法导入</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="269"/>
        <source>Export template</source>
        <translation>导出模板</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/library_dialog.py" line="279"/>
        <source>Cannot export</source>
        <translation>无法导出</translation>
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
        <translation>基础防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="636"/>
        <source>physique defense</source>
        <translation>体格防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="637"/>
        <source>reflex defense</source>
        <translation>反射防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="638"/>
        <source>mind defense</source>
        <translation>心智防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="36"/>
        <source>rerolled %1 → %2</source>
        <translation>重掷 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="37"/>
        <source>d20 changed %1 → %2</source>
        <translation>改动 d20 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="38"/>
        <source>modifiers changed %1 → %2</source>
        <translation>改动调整值 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="39"/>
        <source>degree shifted %1 → %2</source>
        <translation>调整成功度 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="42"/>
        <source>forced by the GM</source>
        <translation>主持人强制裁定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="43"/>
        <source>critical/fumble</source>
        <translation>暴击/大失手</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="44"/>
        <source>values</source>
        <translation>数值比较</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="45"/>
        <source>tie to the active side</source>
        <translation>平局归主动方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="46"/>
        <source>player priority</source>
        <translation>玩家优先权</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="47"/>
        <source>roll-off</source>
        <translation>掷骰决胜</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="206"/>
        <source>(critical ×%1)</source>
        <translation>（重击×%1）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="208"/>
        <source>(damage ×%1)</source>
        <translation>（伤害×%1）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="285"/>
        <source>%1; save ends: %2 DC %3</source>
        <extracomment>A condition&apos;s duration, then the check that ends it sooner (D3): &quot;until removed; save ends: strength DC 12&quot;.</extracomment>
        <translation>%1；检定解除：%2 难度 %3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="435"/>
        <source>trivial</source>
        <translation>轻松</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="436"/>
        <source>easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="437"/>
        <source>normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="438"/>
        <source>hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="439"/>
        <source>very hard</source>
        <translation>极难</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="395"/>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="396"/>
        <source>note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="397"/>
        <source>duration</source>
        <translation>持续时间</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="398"/>
        <source>rounds left</source>
        <translation>剩余轮数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="399"/>
        <source>when it counts</source>
        <translation>计数时机</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="400"/>
        <source>whose turn counts</source>
        <translation>计数的回合归属</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="401"/>
        <source>effects</source>
        <translation>效果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="402"/>
        <source>hidden from the players</source>
        <translation>对玩家隐藏</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="403"/>
        <source>the check that ends it</source>
        <translation>解除它的检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="315"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="108"/>
        <source>d%1 %2</source>
        <translation>d%1 %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="109"/>
        <source>d%1 %2 of %3</source>
        <translation>d%1 %2（取自 %3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="119"/>
        <source>%1 (passive 10 %2)</source>
        <translation>%1（被动 10 %2）</translation>
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
        <translation>%1 对 %2 → %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="189"/>
        <source> with %n penalty die(s)</source>
        <translation>
            <numerusform>（%n 个惩罚骰）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="204"/>
        <source>(nonlethal)</source>
        <translation>（非致命）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="220"/>
        <source>damage check %1</source>
        <translation>伤害检定 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="245"/>
        <source>%1 (%2 critical %3)</source>
        <translation>%1（%2 暴击 %3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="248"/>
        <source>%1 (%2 fumble %3)</source>
        <translation>%1（%2 大失手 %3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="260"/>
        <source>d100 %1</source>
        <translation>d100 %1</translation>
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
        <translation>= %1［暴击］</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="271"/>
        <source>= %1 [fumble]</source>
        <translation>= %1［大失手］</translation>
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
        <translation>直到移除</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="296"/>
        <source>%1 of %n round(s), counted at the start of %2&apos;s turn</source>
        <translation>
            <numerusform>%n 轮中剩余 %1 轮，在 %2 的回合开始时计数</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="298"/>
        <source>%1 of %n round(s), counted at the end of %2&apos;s turn</source>
        <translation>
            <numerusform>%n 轮中剩余 %1 轮，在 %2 的回合结束时计数</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="305"/>
        <source>%1 (realistic)</source>
        <translation>%1（写实）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="307"/>
        <source>%1 (other)</source>
        <translation>%1（其他）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="95"/>
        <source>%1 joins the encounter</source>
        <translation>%1 加入遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="216"/>
        <source>%1 duplicated as %2</source>
        <translation>%1 已复制为 %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="211"/>
        <source>%1 uses %2 (%3): %4 of %5 left</source>
        <translation>%1使用%2（%3）：剩余 %4/%5</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="214"/>
        <source>%1 uses %2: %3 of %4 left</source>
        <translation>%1使用%2：剩余 %3/%4</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="228"/>
        <source>%1 %2 of %3 (new)</source>
        <translation>%1 %2/%3（新增）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="232"/>
        <source>%1 (was %2)</source>
        <translation>%1（原为%2）</translation>
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
        <translation>%1 已移除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="237"/>
        <source>the order changed</source>
        <translation>顺序已改变</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="238"/>
        <source>%1&apos;s resources: %2</source>
        <translation>%1的资源：%2</translation>
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
        <translation>先攻：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="764"/>
        <source>combat starts: %1</source>
        <translation>战斗开始：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="774"/>
        <source>round %1: %2&apos;s turn is skipped (defeated)</source>
        <translation>第 %1 轮：跳过 %2 的回合（已被击倒）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/first_format.py" line="66"/>
        <location filename="../../gmtracker/encounter/turns.py" line="775"/>
        <source>round %1: %2&apos;s turn</source>
        <translation>第 %1 轮：%2 的回合</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/first_format.py" line="76"/>
        <source>%1 attacks %2: %3 vs %4 → %5</source>
        <translation>%1 攻击 %2：%3 对 %4 → %5</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="780"/>
        <source>dying check (B5) fails: no constitution (B9)</source>
        <translation>濒死检定（B5）失败：没有体质（B9）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="782"/>
        <source>dying check (B5)</source>
        <translation>濒死检定（B5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="785"/>
        <source>%1: save against %2 (D3)</source>
        <extracomment>A save due at the end of a turn (D3): %1 the bearer, %2 its condition.</extracomment>
        <translation>%1：针对 %2 的解除检定（D3）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/encounter/turns.py" line="788"/>
        <source>%n recovery check(s) for %1 (B8)</source>
        <translation>
            <numerusform>%1 的 %n 次康复检定（B8）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="792"/>
        <source>%1 ends on %2</source>
        <translation>%2 的 %1 结束</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="796"/>
        <source>%1&apos;s readied action lapses</source>
        <translation>%1 的预备行动失效</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="613"/>
        <source>back to round %1: %2&apos;s turn</source>
        <translation>回到第 %1 轮：%2 的回合</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="671"/>
        <source>%1 delays until after %2</source>
        <translation>%1 延后到 %2 之后</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="727"/>
        <source>%1 rejoins combat</source>
        <translation>%1 重新加入战斗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="728"/>
        <source>%1 leaves combat</source>
        <translation>%1 退出战斗</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/encounter/turns.py" line="748"/>
        <source>combat ends after %n round(s)</source>
        <translation>
            <numerusform>战斗在 %n 轮后结束</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/encounter_settings.py" line="103"/>
        <source>encounter settings: %1</source>
        <translation>遭遇设置：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="441"/>
        <source>unreadable record</source>
        <translation>无法读取的记录</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="648"/>
        <source>hit check%1 %2 vs %3 → %4</source>
        <translation>命中检定%1 %2 对抗 %3 → %4</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="651"/>
        <source>%1 (critical failure)</source>
        <translation>%1（大失败）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="668"/>
        <source>%1 → threat; confirmation %2</source>
        <translation>%1 → 重击威胁；确认检定 %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="671"/>
        <source>%1 (natural %2)</source>
        <translation>%1（自然骰值 %2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="681"/>
        <source>%1 (critical/fumble)</source>
        <translation>%1（暴击/大失手）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="683"/>
        <source>%1 (tie: the attacker)</source>
        <translation>%1（平局：攻击者）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="661"/>
        <source>%1&apos;s defense check%2 %3</source>
        <translation>%1 的防御检定%2 %3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="678"/>
        <source>1D100 %1 vs %2 %3 → %4</source>
        <translation>1D100 %1 对 %2 %3 → %4</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="697"/>
        <source>%1 attacks %2 with %3: %4</source>
        <translation>%1 以 %3 攻击 %2：%4</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="320"/>
        <source>%1 (%2 %3) vs %4</source>
        <translation>%1（%2 %3）对 %4</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="278"/>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="446"/>
        <source>GM</source>
        <translation>主持人</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="280"/>
        <source>pure roll</source>
        <translation>纯骰检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="282"/>
        <source>hit check</source>
        <translation>命中检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="284"/>
        <source>%1 check</source>
        <translation>%1检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="286"/>
        <source>attribute check</source>
        <translation>属性检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="292"/>
        <source>DC %1 (hidden)</source>
        <translation>检定难度 %1（隐藏）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="294"/>
        <location filename="../../gmtracker/encounter/actions_save_ends.py" line="160"/>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="218"/>
        <source>DC %1</source>
        <translation>检定难度 %1</translation>
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
        <translation>%1（因 %2 的惩罚骰，%3 多掷 %4 个 d20 并取最高者）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="699"/>
        <source>%1 uses %2 on %3, not an attack action: %4</source>
        <translation>%1 对 %3 使用 %2（非攻击动作）：%4</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="705"/>
        <source>disabled: %1 falls unconscious at the end of its turn (B5)</source>
        <translation>瘫痪：%1 将在其回合结束时陷入昏迷（B5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="299"/>
        <source>skill trial: +%1 bruises</source>
        <translation>技能考验：淤伤数 +%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="301"/>
        <source>skill trial: +%1 wounds</source>
        <translation>技能考验：负伤数 +%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_damage.py" line="273"/>
        <source>%1&apos;s damage check against %2 (%3): %4</source>
        <translation>%1 对 %2 的伤害检定（%3）：%4</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_damage.py" line="275"/>
        <source>Damage check against %1 (%2): %3</source>
        <translation>对 %1 的伤害检定（%2）：%3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="345"/>
        <source>%1 heals %2 with %3 (healing bonus %4)</source>
        <translation>%1 以 %3 治疗 %2（治愈加值 %4）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="348"/>
        <source>%1 is healed with %2 (healing bonus %3)</source>
        <translation>%1 以 %2 接受治疗（治愈加值 %3）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/encounter/actions_care.py" line="353"/>
        <source>%1: bruise count %2 → %3, %n point(s) lost</source>
        <translation>
            <numerusform>%1：淤伤数 %2 → %3，损失 %n 点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/encounter/actions_care.py" line="355"/>
        <source>%1: wound count %2 → %3, %n point(s) lost</source>
        <translation>
            <numerusform>%1：负伤数 %2 → %3，损失 %n 点</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="338"/>
        <source>success: %1 ends</source>
        <translation>成功：%1解除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="339"/>
        <source>failure</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="359"/>
        <source>%1: recovery check of %2: d20 %3 %4%5 = %6 vs DC %7, %8</source>
        <translation>%1：%2 的康复检定：d20 %3 %4%5 = %6，检定难度 %7，%8</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/encounter/actions_care.py" line="569"/>
        <source> for %n round(s), until clock round %1</source>
        <translation>
            <numerusform>，持续 %n 轮，直到第 %1 轮</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="571"/>
        <source>, replacing %1</source>
        <translation>，取代原有的 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/encounter/actions_care.py" line="572"/>
        <source>%1 has %n temporary hit point(s)%2%3 (damage DC +%4)</source>
        <translation>
            <numerusform>%1 获得 %n 点临时生命值%2%3（伤害检定难度 +%4）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="575"/>
        <source>%1 loses its temporary hit points (%2)</source>
        <translation>%1 失去临时生命值（%2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="223"/>
        <source>%1 survives this round</source>
        <translation>%1 本轮存活</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="225"/>
        <source>%1 dies</source>
        <translation>%1 死亡</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="227"/>
        <source>%1 is dying and has no constitution: automatic failure (B9), %2</source>
        <translation>%1 濒死且没有体质：自动失败（B9），%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="229"/>
        <source>%1&apos;s dying check: d20 %2 %3 (constitution)%4 = %5 vs DC %6, %7</source>
        <translation>%1 的濒死检定：d20 %2 %3（体质）%4 = %5，检定难度 %6，%7</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="370"/>
        <source>takes 10</source>
        <translation>取10</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="372"/>
        <source>takes 20 (20 periods)</source>
        <translation>取20（20 个周期）</translation>
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
        <translation>%1 的 %2 康复检定：%3 %4（体质）%5 = %6，检定难度 %7，%8</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="530"/>
        <source>%1 pass, %2 resting: clock %3 → %4</source>
        <translation>经过 %1，%2 名参战者休息：计时 %3 轮 → %4 轮</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="532"/>
        <source>%1 pass: clock %2 → %3</source>
        <translation>经过 %1：计时 %2 轮 → %3 轮</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="575"/>
        <source>dying: no dying checks were made (B5)</source>
        <translation>濒死：未进行濒死检定（B5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="581"/>
        <source>take 10 → %1</source>
        <translation>取10 → %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="583"/>
        <source>take 20 → %1</source>
        <translation>取20 → %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="586"/>
        <source>d20 %1 %2 = %3</source>
        <translation>d20 %1 %2 = %3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="589"/>
        <source>ends at clock %1</source>
        <translation>于第 %1 轮解除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="590"/>
        <source>continues</source>
        <translation>持续</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="591"/>
        <source>%1 (DC %2): %3; %4</source>
        <translation>%1（检定难度 %2）：%3；%4</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="594"/>
        <source>wound count %1 → %2 by rest</source>
        <translation>休息使负伤数 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="597"/>
        <source>bruise count %1 → %2 by rest</source>
        <translation>休息使淤伤数 %1 → %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/encounter/actions_rest.py" line="600"/>
        <source>%n temporary hit point(s) end</source>
        <translation>
            <numerusform>%n 点临时生命值结束</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="602"/>
        <source>temporary hit points end</source>
        <translation>临时生命值结束</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="604"/>
        <source>%1 refilled (%2 → %3)</source>
        <translation>%1已补满（%2 → %3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="608"/>
        <source>%1: nothing changes</source>
        <translation>%1：没有变化</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="448"/>
        <source>%1 vs target %2 (%3): %4 (%5)</source>
        <translation>%1 对目标值 %2（%3）：%4（%5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="461"/>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="486"/>
        <source>%1, specials cancel</source>
        <translation>%1，暴击与大失手相互抵消</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="463"/>
        <source>%1 vs %2: %3 succeeds, %4 wins (%5)</source>
        <translation>%1 对 %2：%3 成功，%4 胜出（%5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="466"/>
        <source>%1 vs %2: %3 fails, %4 wins (%5)</source>
        <translation>%1 对 %2：%3 失败，%4 胜出（%5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="482"/>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="487"/>
        <source>%1 and %2 act at once: %3 wins (%4)</source>
        <translation>%1 与 %2 同时行动：%3 胜出（%4）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="409"/>
        <source>%1: %2 (%3)</source>
        <translation>%1：%2（%3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="420"/>
        <source>%1: %2 edited (%3): %4, %5</source>
        <translation>%1：%2 已编辑（%3）：%4，%5</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="430"/>
        <source>%1: %2 removed</source>
        <translation>%1：%2 已移除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="439"/>
        <source>%1: %2 ends</source>
        <translation>%1：%2 结束</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_states.py" line="99"/>
        <source>%1 falls unconscious: a standard action while disabled (B5)</source>
        <translation>%1 陷入昏迷：瘫痪时进行了标准动作（B5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="454"/>
        <source>%1: %2 skipped by the GM</source>
        <translation>%1：%2 已被主持人跳过</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="330"/>
        <source>%1: one move or one standard action (B5), unconscious at the end of the turn after a standard action</source>
        <translation>%1：只能进行一个移动动作或一个标准动作（B5），进行标准动作后于回合结束时陷入昏迷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="332"/>
        <source>%1: one move or one standard action (B5)</source>
        <translation>%1：只能进行一个移动动作或一个标准动作（B5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="342"/>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="344"/>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="346"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n 轮</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/pieces.py" line="349"/>
        <source>%1 (%2 rounds)</source>
        <translation>%1（%2 轮）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="189"/>
        <source>%1 grapples %2: 1D100 %3 vs %4 → %5: %6</source>
        <translation>%1 擒抱 %2：1D100 %3 对 %4 → %5：%6</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="191"/>
        <source>%1 fails to grapple %2: 1D100 %3 vs %4 → %5</source>
        <translation>%1 未能擒抱 %2：1D100 %3 对 %4 → %5</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_save_ends.py" line="162"/>
        <source>%1 ends</source>
        <translation>%1 结束</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_save_ends.py" line="164"/>
        <source>%1 goes on</source>
        <translation>%1 持续</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_save_ends.py" line="166"/>
        <source>%1: save against %2 (%3) %4; %5</source>
        <extracomment>A save-ends check (D3): %1 the bearer, %2 the condition, %3 the attribute, %4 the roll, %5 what came of it.</extracomment>
        <translation>%1：针对 %2 的解除检定（%3）%4；%5</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="162"/>
        <source>%1 readies an action</source>
        <translation>%1 预备一个行动</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="163"/>
        <source>%1 delays and leaves the order</source>
        <translation>%1 延后并离开行动顺序</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="176"/>
        <source>%1 acts on its readied action, before %2</source>
        <translation>%1 执行预备的行动，在 %2 之前</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="177"/>
        <source>%1 comes back in after %2</source>
        <translation>%1 在 %2 之后回到行动顺序</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/initiative_groups.py" line="86"/>
        <source>one initiative, acting together: %1</source>
        <translation>共用一个先攻，一起行动：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/initiative_groups.py" line="87"/>
        <source>no longer one initiative: %1</source>
        <translation>不再共用先攻：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="287"/>
        <source>%1 carried back from %2 to the campaign (clock %3 → %4)</source>
        <translation>%1从%2带回战役（计时 %3 轮 → %4 轮）</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="85"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="271"/>
        <source>&lt;opened&gt;</source>
        <translation>&lt;已打开&gt;</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="270"/>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="272"/>
        <source>Undo history</source>
        <translation>撤销历史</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="297"/>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="86"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="87"/>
        <source>&amp;Combatants</source>
        <translation>参战者(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="88"/>
        <source>Com&amp;bat</source>
        <translation>战斗(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="89"/>
        <source>&amp;Roll</source>
        <translation>掷骰(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="91"/>
        <source>Campaign</source>
        <translation>战役</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="92"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="305"/>
        <source>&amp;Columns</source>
        <translation>列(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/actions.py" line="95"/>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="310"/>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="506"/>
        <source>The campaign “%1” has changes that are not saved. Save them first?</source>
        <translation>战役“%1”有未保存的更改。要先保存吗？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="908"/>
        <source>Unsaved · recovery journal failed: %1</source>
        <extracomment>%1 is why the recovery journal could not be written (the system&apos;s words)</extracomment>
        <translation>未保存 · 恢复日志写入失败：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="911"/>
        <source>Unsaved · in the recovery journal at %1</source>
        <extracomment>%1 is the time of the last step written to the recovery journal (HH:MM)</extracomment>
        <translation>未保存 · 已于 %1 写入恢复日志</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/combat_actions.py" line="40"/>
        <location filename="../../gmtracker/ui/shell/combat_actions.py" line="84"/>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="458"/>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="466"/>
        <source>Not possible</source>
        <translation>无法执行</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="505"/>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="525"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="526"/>
        <source>The encounter “%1” has changes that are not saved. Save them first?</source>
        <translation>遭遇“%1”有未保存的更改。要先保存吗？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="148"/>
        <source>Recovery file unreadable</source>
        <translation>无法读取恢复文件</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="95"/>
        <source>Restore unsaved work?</source>
        <translation>恢复未保存的工作？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="84"/>
        <source>GM Tracker did not close properly. Restore “%1” as it was at %2, with its undo history?</source>
        <translation>GM Tracker 上次未正常关闭。要将“%1”恢复到 %2 时的状态（含撤销历史）吗？</translation>
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
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="87"/>
        <source>GM Tracker did not close properly. Restore “%1” as it was at %2? Its undo history cannot be restored.</source>
        <translation>GM Tracker 上次未正常关闭。要将“%1”恢复到 %2 时的状态吗？其撤销历史无法恢复。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="90"/>
        <location filename="../../gmtracker/ui/shell/application.py" line="266"/>
        <source>The recovery file as it was is kept at %1.</source>
        <translation>恢复文件已按原样保留在 %1。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="106"/>
        <location filename="../../gmtracker/ui/shell/application.py" line="286"/>
        <source>GM Tracker could not remove the recovery file %1.</source>
        <translation>GM Tracker 无法删除恢复文件 %1。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="107"/>
        <location filename="../../gmtracker/ui/shell/application.py" line="285"/>
        <source>Recovery file not removed</source>
        <translation>恢复文件未删除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="116"/>
        <source>GM Tracker did not close properly, and its recovery file is damaged: it holds only the first %3 of the %4 steps you took. Restore “%1” as it was after those %3 steps (at %2)? The later steps are lost.</source>
        <translation>GM Tracker 未正常关闭，其恢复文件已损坏：只含有你所做 %4 步中的前 %3 步。要将“%1”恢复到这 %3 步之后的状态（%2）吗？之后的步骤已丢失。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="121"/>
        <source>GM Tracker did not close properly, and its recovery file was damaged. GM Tracker could read all of it from a repaired copy. Restore “%1” as it was at %2, with its undo history?</source>
        <translation>GM Tracker 未正常关闭，其恢复文件曾损坏。GM Tracker 已从修复的副本中读出全部内容。要将“%1”恢复到 %2 时的状态，并保留撤销历史吗？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="133"/>
        <source>The recovery file could not be moved aside (%1); it is left as it was at %2.</source>
        <translation>无法将恢复文件移到一旁（%1）；它保持原样，位于 %2。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="136"/>
        <source>The recovery file is kept as it was, until you delete it, at %1 (with the files beside it whose names begin the same way: %2).</source>
        <translation>恢复文件保持原样，直到你删除它，位于 %1（以及旁边名称以相同方式开头的文件：%2）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="143"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="153"/>
        <source>GM Tracker found a recovery file it cannot read at %1 and cannot move it aside. It is left as it is; until it is gone, your changes cannot be kept in the recovery journal.</source>
        <extracomment>%1 is the path of the recovery file that cannot be read</extracomment>
        <translation>GM Tracker 在 %1 发现一个无法读取的恢复文件，且无法将其移到别处。该文件保持原样；在它被移除之前，你的更改无法记入恢复日志。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="157"/>
        <source>GM Tracker found a recovery file it cannot read. It is kept as it was, until you delete it, at %1 (with the files beside it whose names begin the same way: %2).</source>
        <translation>GM Tracker 发现一个无法读取的恢复文件。它保持原样，直到你删除它，位于 %1（以及旁边名称以相同方式开头的文件：%2）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="165"/>
        <source>GM Tracker could not open %1.</source>
        <translation>GM Tracker 无法打开 %1。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="178"/>
        <source>GM Tracker is already running with the data folder %1, but it does not answer. Close it, or end it if it hangs, then start GM Tracker again.</source>
        <translation>GM Tracker 已在使用数据文件夹 %1 运行，但没有响应。请关闭它（如果它卡住了，请结束它的进程），然后重新启动 GM Tracker。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="182"/>
        <source>GM Tracker is already running</source>
        <translation>GM Tracker 已在运行</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="270"/>
        <source>Campaign not restored</source>
        <translation>战役未恢复</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="271"/>
        <source>The campaign&apos;s recovery file cannot be read: %1</source>
        <translation>无法读取战役的恢复文件：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="277"/>
        <source>Restore the campaign?</source>
        <translation>恢复战役？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="278"/>
        <source>GM Tracker did not close properly while the campaign “%1” was open. Restore it as it was?</source>
        <translation>GM Tracker 在战役“%1”打开期间未正常关闭。要将它恢复原样吗？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="537"/>
        <source>New encounter</source>
        <translation>新遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="546"/>
        <source>Open encounter</source>
        <translation>打开遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="546"/>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="623"/>
        <source>GM Tracker encounters (*.json);;All files (*)</source>
        <translation>GM Tracker 遭遇文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="166"/>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="557"/>
        <source>Cannot open encounter</source>
        <translation>无法打开遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="591"/>
        <source>The file %1 was deleted or moved by another program after GM Tracker opened or saved it.</source>
        <translation>文件 %1 在 GM Tracker 打开或保存之后，被另一个程序删除或移动了。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="593"/>
        <source>Save it again there, or save the encounter under another name.</source>
        <translation>请在原位置重新保存，或将遭遇以其他名称保存。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="594"/>
        <source>&amp;Save it again</source>
        <translation>重新保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="596"/>
        <source>The file %1 was changed by another program after GM Tracker opened or saved it.</source>
        <translation>文件 %1 在 GM Tracker 打开或保存之后，被另一个程序修改了。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="598"/>
        <source>Overwriting replaces the other program&apos;s version with the encounter as shown here (that version is kept beside it as a .bak file). Save under another name to keep both.</source>
        <translation>覆盖会用此处显示的遭遇替换另一个程序的版本（该版本会作为 .bak 文件保留在它旁边）。若要两者都保留，请以其他名称保存。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="601"/>
        <source>&amp;Overwrite</source>
        <translation>覆盖(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="602"/>
        <source>File changed on disk</source>
        <translation>磁盘上的文件已更改</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="607"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="623"/>
        <source>Save encounter</source>
        <translation>保存遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="653"/>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/roster_actions.py" line="39"/>
        <source>New combatant</source>
        <translation>新参战者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/roster_actions.py" line="60"/>
        <source>The combatant library in %1 cannot be read.</source>
        <translation>无法读取位于 %1 的参战者资料库。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/roster_actions.py" line="84"/>
        <source>Cannot save to the combatant library in %1.</source>
        <translation>无法保存到位于 %1 的参战者资料库。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/shell/roster_actions.py" line="88"/>
        <source>Saved %n combatant(s) to the library</source>
        <translation>
            <numerusform>已将 %n 名参战者存入资料库</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/roster_actions.py" line="94"/>
        <source>Library not available</source>
        <translation>资料库不可用</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/roster_actions.py" line="115"/>
        <source>Defeated combatants removed: %1 (undo brings them back)</source>
        <translation>已移除被击倒的参战者：%1 名（撤销可恢复）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/roster_actions.py" line="154"/>
        <source>Quick add: %1</source>
        <translation>快速添加：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/combat_actions.py" line="41"/>
        <source>Nobody is in the fight: add combatants first (Ctrl+K).</source>
        <translation>战斗中没有任何人：请先添加参战者（Ctrl+K）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/combat_actions.py" line="57"/>
        <source>Group initiative</source>
        <translation>群组先攻</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/combat_actions.py" line="58"/>
        <source>Select two or more combatants (Ctrl+click) to make them one group.</source>
        <translation>请选择两名或更多参战者（Ctrl+单击）以组成一组。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/combat_actions.py" line="67"/>
        <source>Roll initiative</source>
        <translation>投掷先攻</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/combat_actions.py" line="68"/>
        <source>Everyone in the fight has an initiative. Change one in the table (double-click it) or in the editor.</source>
        <translation>战斗中的每个人都已有先攻。可在表格中（双击）或在编辑器中修改。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/combat_actions.py" line="124"/>
        <source>Act now</source>
        <translation>立即行动</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/combat_actions.py" line="125"/>
        <source>Select the delaying or ready combatant who acts now.</source>
        <translation>请选择要立即行动的延后或预备中的参战者。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="728"/>
        <source>Settings not saved: %1</source>
        <translation>设置未保存：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="742"/>
        <source>Encounter settings</source>
        <translation>遭遇设置</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="747"/>
        <source>Settings not saved</source>
        <translation>设置未保存</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="892"/>
        <source>demo, untitled copy</source>
        <translation>演示（未命名副本）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="895"/>
        <source>campaign %1</source>
        <translation>战役“%1”</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="897"/>
        <source>%1%2[*] — GM Tracker</source>
        <translation>%1%2[*] — GM Tracker</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/clock_words.py" line="36"/>
        <source>%1:%2:%3 elapsed</source>
        <translation>已过 %1:%2:%3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/clock_words.py" line="38"/>
        <source>%1:%2 elapsed</source>
        <translation>已过 %1:%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="922"/>
        <source>Round %1 · %2&apos;s turn · %3</source>
        <translation>第 %1 轮 · %2 的回合 · %3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="929"/>
        <source>Not in combat · %1</source>
        <translation>非战斗中 · %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="905"/>
        <source>Saved</source>
        <translation>已保存</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/main_window.py" line="652"/>
        <source>The encounter stays open with all its changes. %1</source>
        <translation>遭遇保持打开，所有更改都在。%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/help_actions.py" line="31"/>
        <source>About Qt</source>
        <translation>关于 Qt</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/resource_actions.py" line="32"/>
        <source>Select a combatant to use one of its resources</source>
        <translation>请选择一名参战者以使用其资源</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/resource_actions.py" line="43"/>
        <source>%1 has no resources: add them in Resources… (Ctrl+Shift+U)</source>
        <translation>%1没有资源：请在“资源…”中添加（Ctrl+Shift+U）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/resource_actions.py" line="53"/>
        <source>%1 — %2 of %3 left</source>
        <translation>%1 — 剩余 %2/%3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/resource_actions.py" line="68"/>
        <source>%1: %2 of %3 left (Ctrl+Z takes it back)</source>
        <translation>%1：剩余 %2/%3（Ctrl+Z 可撤回）</translation>
    </message>
</context>
<context>
    <name>ModifierEditor</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="75"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="75"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="75"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="75"/>
        <source>Stacking</source>
        <translation>叠加</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="88"/>
        <source>Modifiers added by the rules</source>
        <translation>规则自动添加的调整值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="92"/>
        <source>Add &amp;modifier</source>
        <translation>添加调整值(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="94"/>
        <source>Add modifier</source>
        <translation>添加调整值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="181"/>
        <source>e.g. bless</source>
        <translation>例如：祝福术</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="221"/>
        <source>Modifier %1 type</source>
        <translation>调整值 %1 的类型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="222"/>
        <source>Modifier %1 value</source>
        <translation>调整值 %1 的数值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="223"/>
        <source>Modifier %1 source</source>
        <translation>调整值 %1 的来源</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="224"/>
        <source>Modifier %1 stacking</source>
        <translation>调整值 %1 的叠加</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/modifier_editor.py" line="225"/>
        <source>Remove modifier %1</source>
        <translation>移除调整值 %1</translation>
    </message>
</context>
<context>
    <name>OddsView</name>
    <message>
        <location filename="../../gmtracker/ui/widgets/odds_view.py" line="34"/>
        <source>Odds</source>
        <translation>概率</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/widgets/odds_view.py" line="61"/>
        <source>%1: %2 (exactly %3)</source>
        <translation>%1：%2（精确值 %3）</translation>
    </message>
</context>
<context>
    <name>PercentileDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="112"/>
        <source>1D100 check</source>
        <translation>1D100 检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="122"/>
        <source>&amp;Normal check (target value, C3)</source>
        <translation>普通检定(&amp;N)（目标值，C3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="123"/>
        <source>Normal check against a target value</source>
        <translation>以目标值为准的普通检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="124"/>
        <source>&amp;Versus check (C5, C8)</source>
        <translation>对抗检定(&amp;V)（C5、C8）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="125"/>
        <source>Versus check against other combatants</source>
        <translation>与其他参战者的对抗检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="133"/>
        <source>Active side</source>
        <translation>主动方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="136"/>
        <source>Active combatant</source>
        <translation>主动方参战者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="137"/>
        <source>— nobody (the GM&apos;s roll) —</source>
        <translation>— 无（主持人掷骰）—</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="140"/>
        <source>Active side&apos;s base value</source>
        <translation>主动方的基本能力值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="143"/>
        <source>Active side&apos;s modifier</source>
        <extracomment>Skill/effect values added to the 1D100 roll (seed 002), not the seed&apos;s 1D100修正値 (the roll).</extracomment>
        <translation>主动方的调整值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="145"/>
        <source>&amp;Who:</source>
        <translation>行动者(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="154"/>
        <source>B&amp;ase value:</source>
        <translation>基本能力值(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="149"/>
        <source>&amp;Modifier:</source>
        <extracomment>Skill/effect values added to the 1D100 roll (seed 002), not the seed&apos;s 1D100修正値 (the roll).</extracomment>
        <translation>调整值(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="161"/>
        <source>Normal check</source>
        <translation>普通检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="166"/>
        <source>Target value</source>
        <translation>目标值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="169"/>
        <source>Difficulty band</source>
        <translation>难度档位</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="173"/>
        <source>&amp;Difficulty (C4):</source>
        <translation>难度(&amp;D)（C4）：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="178"/>
        <source>&amp;Target value:</source>
        <translation>目标值(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="179"/>
        <source>Result forced by the GM</source>
        <translation>主持人强制裁定的结果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="180"/>
        <source>&amp;Forced result (C7):</source>
        <translation>强制结果(&amp;F)（C7）：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="184"/>
        <source>Targets (each rolls its own passive side)</source>
        <translation>目标（各自作为被动方掷骰）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="188"/>
        <source>&amp;Simultaneous actions: no active side (C7, one target)</source>
        <translation>同时行动(&amp;S)：无主动方（C7，单一目标）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="189"/>
        <source>Simultaneous actions</source>
        <translation>同时行动</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="191"/>
        <source>Neither side is active: equal values go to the player character; two player characters or two others roll 1D100 off.</source>
        <translation>双方都不是主动方：数值相同时玩家角色胜出；双方都是玩家角色或都不是玩家角色时，各掷 1D100 决胜。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="197"/>
        <source>Targets</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="198"/>
        <source>Tic&amp;k the targets (1–9):</source>
        <translation>勾选目标(&amp;K)（1–9）：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="243"/>
        <source>critical on %1–100</source>
        <translation>%1–100 为暴击</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="244"/>
        <source>no criticals</source>
        <translation>无暴击</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="245"/>
        <source>fumble on 1–%1</source>
        <translation>1–%1 为大失手</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="245"/>
        <source>no fumbles</source>
        <translation>无大失手</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="246"/>
        <source>%1, %2 (C6, encounter settings)</source>
        <translation>%1，%2（C6，遭遇设置）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="250"/>
        <source>not forced</source>
        <translation>不强制</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="251"/>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="252"/>
        <source>failure</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="259"/>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="259"/>
        <source>Base value</source>
        <translation>基本能力值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="261"/>
        <source>Modifier</source>
        <extracomment>Skill/effect values added to the 1D100 roll (seed 002), not the seed&apos;s 1D100修正値 (the roll).</extracomment>
        <translation>调整值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="262"/>
        <source>Forced result</source>
        <translation>强制结果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="262"/>
        <source>Odds</source>
        <translation>概率</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="370"/>
        <source>1D100 %1 must exceed %2</source>
        <translation>1D100 %1 须大于 %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="271"/>
        <source>Target: %1</source>
        <translation>目标：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="274"/>
        <source>Base value of %1</source>
        <translation>%1 的基本能力值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="278"/>
        <source>Modifier of %1</source>
        <extracomment>Skill/effect values added to the 1D100 roll (seed 002), not the seed&apos;s 1D100修正値 (the roll).</extracomment>
        <translation>%1 的调整值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="281"/>
        <source>Result against %1 forced by the GM</source>
        <translation>主持人对 %1 强制裁定的结果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="297"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="297"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2（%3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="368"/>
        <source>forced by the GM (C7)</source>
        <translation>主持人强制裁定（C7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="363"/>
        <source>forced</source>
        <translation>强制</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="345"/>
        <source>Tick at least one target for a versus check.</source>
        <translation>对抗检定请至少勾选一个目标。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/percentile_dialog.py" line="347"/>
        <source>Simultaneous actions are between two combatants: tick one target.</source>
        <translation>同时行动是两名参战者之间的检定：请只勾选一个目标。</translation>
    </message>
</context>
<context>
    <name>PercentileEditor</name>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="171"/>
        <source>1D100 base values</source>
        <translation>1D100 基本能力值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="183"/>
        <source>Add va&amp;lue</source>
        <translation>添加数值(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="185"/>
        <source>Add a 1D100 base value</source>
        <translation>添加 1D100 基本能力值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="187"/>
        <source>Rem&amp;ove value</source>
        <translation>移除数值(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="189"/>
        <source>Remove the selected 1D100 base values</source>
        <translation>移除所选的 1D100 基本能力值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="198"/>
        <source>value</source>
        <translation>新能力值</translation>
    </message>
</context>
<context>
    <name>PercentileModel</name>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="54"/>
        <source>Base value</source>
        <translation>基本能力值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="55"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="109"/>
        <source>A base value needs a name.</source>
        <translation>基本能力值需要名称。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="112"/>
        <source>There is already a base value called %1.</source>
        <translation>已存在名为 %1 的基本能力值。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="122"/>
        <source>A base value is a whole number.</source>
        <translation>基本能力值须为整数。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/percentile_editor.py" line="125"/>
        <source>A base value is between %1 and %2.</source>
        <translation>基本能力值须在 %1 到 %2 之间。</translation>
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
        <translation>玩家视图</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="85"/>
        <source>Last roll</source>
        <translation>上次掷骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="88"/>
        <source>Reconnecting…</source>
        <translation>正在重新连接…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="89"/>
        <source>Light / dark</source>
        <translation>浅色 / 深色</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="90"/>
        <source>Nobody in the fight yet</source>
        <translation>尚无人参战</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="92"/>
        <source>The GM shared a new address: scan the code again</source>
        <translation>主持人分享了新地址：请重新扫描二维码</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="94"/>
        <source>This page needs JavaScript to follow the fight. Switch JavaScript on and reload.</source>
        <translation>此页面需要 JavaScript 才能跟随战斗。请开启 JavaScript 并重新加载。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="97"/>
        <source>Player character</source>
        <translation>玩家角色</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="98"/>
        <source>Ally</source>
        <translation>友方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="99"/>
        <source>Enemy</source>
        <translation>敌方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="100"/>
        <source>Neutral</source>
        <translation>中立</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="101"/>
        <source>Out of the fight</source>
        <translation>已退出战斗</translation>
    </message>
</context>
<context>
    <name>PlayerView</name>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="105"/>
        <source>Nothing</source>
        <extracomment>A choice of what the players see of a side&apos;s combatants: nothing at all (their rows show only names).</extracomment>
        <translation>不显示</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="106"/>
        <source>Damage states</source>
        <translation>伤害状态</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="107"/>
        <source>Wound counts and states</source>
        <translation>负伤数、淤伤数与状态</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="125"/>
        <source>wounds %1 / bruises %2</source>
        <translation>负伤 %1 / 淤伤 %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="131"/>
        <source>out of combat</source>
        <translation>未参战</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="250"/>
        <source>Player view — GM Tracker</source>
        <translation>玩家视图 — GM Tracker</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="287"/>
        <source>Turn order</source>
        <translation>行动顺序</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="308"/>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="479"/>
        <source>Full screen (F11)</source>
        <translation>全屏（F11）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="313"/>
        <source>Visibility</source>
        <translation>可见内容</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="314"/>
        <source>What the players see of each side (GM)</source>
        <translation>玩家能看到各阵营的哪些信息（主持人）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="478"/>
        <source>Leave full screen (F11)</source>
        <translation>退出全屏（F11）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="553"/>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="555"/>
        <source>Not in combat</source>
        <translation>非战斗中</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="559"/>
        <source>%1&apos;s turn</source>
        <translation>%1 的回合</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_view.py" line="560"/>
        <source>Last roll: %1</source>
        <translation>上次掷骰：%1</translation>
    </message>
</context>
<context>
    <name>ProfileForm</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="125"/>
        <source>Attack profile</source>
        <translation>攻击配置</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="130"/>
        <source>Attack name</source>
        <translation>攻击名称</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="131"/>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="230"/>
        <source>Ad-hoc attack</source>
        <translation>临时攻击</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="132"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="133"/>
        <source>Hit check kind</source>
        <translation>命中检定类型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="134"/>
        <source>&amp;Finesse</source>
        <translation>灵巧(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="134"/>
        <source>Finesse weapon</source>
        <translation>灵巧武器</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="135"/>
        <source>T&amp;hrown</source>
        <translation>投掷(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="135"/>
        <source>Thrown weapon</source>
        <translation>投掷武器</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="136"/>
        <source>K&amp;ind:</source>
        <translation>类型(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="138"/>
        <source>Key attribute</source>
        <translation>关键属性</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="139"/>
        <source>Ke&amp;y attribute:</source>
        <translation>关键属性(&amp;Y)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="140"/>
        <source>Target defense</source>
        <translation>目标防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="142"/>
        <source>Target &amp;defense:</source>
        <translation>目标防御(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="143"/>
        <source>Damage</source>
        <translation>伤害</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="144"/>
        <source>e.g. 1d8+1</source>
        <translation>例如：1d8+1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="145"/>
        <source>Extra damage, not multiplied</source>
        <translation>额外伤害（不加倍）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="146"/>
        <source>extra dice</source>
        <translation>额外骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="147"/>
        <source>Extra damage dice, not multiplied on a critical hit (B2)</source>
        <translation>额外伤害骰，重击时不加倍（B2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="148"/>
        <source>Da&amp;mage:</source>
        <translation>伤害(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="149"/>
        <source>Threat range starts at</source>
        <translation>重击威胁范围起始值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="151"/>
        <source>–20</source>
        <translation>–20</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="153"/>
        <source>Critical multiplier</source>
        <translation>重击倍率</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="155"/>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="156"/>
        <source>&amp;Lethal</source>
        <translation>致命(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="156"/>
        <source>Lethal damage</source>
        <translation>致命伤害</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_widgets.py" line="157"/>
        <source>&amp;Threat:</source>
        <translation>重击威胁(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>PromptsDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="75"/>
        <source>%1 on %2</source>
        <translation>%2 的%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="77"/>
        <source>Conditions ended: %1</source>
        <translation>已解除的状况：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="106"/>
        <source>Turn start</source>
        <translation>回合开始</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="112"/>
        <source>Round %1: %2&apos;s turn begins.</source>
        <translation>第 %1 轮：%2 的回合开始。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="113"/>
        <source>A turn begins.</source>
        <translation>回合开始。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="130"/>
        <source>Nothing to check at this turn&apos;s start.</source>
        <translation>本回合开始时无需检定。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="150"/>
        <source>dying check of %1</source>
        <translation>%1 的濒死检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="151"/>
        <source>Dying check (B5) — %1</source>
        <translation>濒死检定（体质检定，B5）— %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="153"/>
        <source>save of %1 against %2</source>
        <translation>%1 针对 %2 的解除检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="154"/>
        <source>Save ends (D3) — %1: %2</source>
        <translation>检定解除（D3）— %1：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="157"/>
        <source>recovery check of %1, %2</source>
        <translation>%1 的康复检定，%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="158"/>
        <source>Recovery check (B8) — %1: %2</source>
        <translation>康复检定（B8）— %1：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="166"/>
        <source>No longer applies: %1</source>
        <translation>已不再适用：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="190"/>
        <source>the combatant is not in the encounter</source>
        <translation>该参战者不在遭遇中</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="159"/>
        <source>S&amp;kip</source>
        <translation>跳过(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="159"/>
        <source>Skip the %1</source>
        <translation>跳过 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="209"/>
        <source>At the end of its turn: a %1 check, d20 %2 against DC %3; a success ends it. Chance to end it: %4.</source>
        <extracomment>A save (D3): %1 the attribute, %2 the check&apos;s bonus, %3 its DC, %4 the chance it ends the condition.</extracomment>
        <translation>在其回合结束时：%1检定，d20 %2 对抗难度 %3；成功即解除。解除的几率：%4。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="217"/>
        <source>Seriously wounded and unconscious, and without constitution: the dying check fails automatically and %1 dies (B9).</source>
        <translation>重伤且昏迷，又没有体质：濒死检定自动失败，%1 死亡（B9）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="219"/>
        <source>Seriously wounded and unconscious: d20 %1 against DC %2; failure: dies. Chance to survive: %3.</source>
        <translation>重伤且昏迷：须通过检定难度 %2 的体质检定（d20 %1）；失败则死亡。存活概率：%3。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="223"/>
        <source>Checks due: %n. Each is d20 %1 against DC %2 (%3 to end it); they stop at the first success.</source>
        <translation>
            <numerusform>应进行的检定：%n 次。每次为 d20 %1，检定难度 %2（解除概率 %3）；首次成功即停止。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="305"/>
        <source>Skipped.</source>
        <translation>已跳过。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="312"/>
        <source>%1: %2 skipped by the GM</source>
        <translation>%1：%2 已被主持人跳过</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/prompts_dialog.py" line="289"/>
        <source>Not made: %1</source>
        <translation>未进行：%1</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location filename="../../gmtracker/ui/words/translations.py" line="75"/>
        <source>Size</source>
        <extracomment>The file dialog&apos;s column of file sizes (Qt&apos;s own text; Qt&apos;s Chinese says 体积, 大小 is usual).</extracomment>
        <translation>大小</translation>
    </message>
</context>
<context>
    <name>QuickAddBar</name>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="54"/>
        <source>&amp;Quick add:</source>
        <translation>快速添加(&amp;Q)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="57"/>
        <source>Quick add</source>
        <translation>快速添加</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="60"/>
        <source>Goblin x4, Wolf x2, Ayla 17, Cara pc — Enter adds, Esc closes</source>
        <extracomment>the quick-add syntax; keep the English side word &quot;pc&quot; (it is understood in every language) or use one of the localised ones the tooltip lists</extracomment>
        <translation>哥布林 x4，狼 x2，艾拉 17，卡拉 pc — 回车添加，Esc 关闭</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="62"/>
        <source>Several groups on one line, separated by commas: Goblin x4, Wolf x2, Ayla 17, Cara pc.
A group is a name, then how many (x4), a side and an initiative (a number at the end).
Sides: pc (player, 玩家, プレイヤー), ally (友方, 味方), enemy (敌方, 敵), neutral (中立).
A name from your library or the starter library is copied from it; any other name is a new combatant: of the side you name, else a player character when you give an initiative, an enemy otherwise.
Enter adds the line (one undo step) and clears it for the next; Esc closes.</source>
        <translation>一行可写多组，用逗号分隔：哥布林 x4，狼 x2，艾拉 17，卡拉 pc。
每组依次为名称、数量（x4）、阵营和先攻（末尾的数字）。
阵营：玩家角色写 pc、玩家或玩家角色；友方写 ally、友方或盟友；敌方写 enemy、敌方或敌人；中立写 neutral 或中立。
资料库或入门资料库中的名称会从其模板复制；其他名称则为新的参战者：属于所写的阵营；未写阵营时，给出先攻的为玩家角色，否则为敌方。
回车添加这一行（一步撤销）并清空以便输入下一行；Esc 关闭。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="68"/>
        <source>Goblin x4 group: one initiative for the four, acting together (group, 组, グループ; Ctrl+Shift+I groups or ungroups the selected).</source>
        <translation>Goblin x4 组：四个共用一个先攻，一起行动（group、组、グループ；Ctrl+Shift+I 将选中的参战者组成或解散一组）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="82"/>
        <source>Close quick add</source>
        <translation>关闭快速添加</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="83"/>
        <source>Close (Esc)</source>
        <translation>关闭（Esc）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="114"/>
        <source>Type a name first, then how many (x4) or an initiative.</source>
        <translation>请先输入名称，再输入数量（x4）或先攻。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="115"/>
        <source>Between 1 and %1 at once.</source>
        <translation>一次可添加 1 到 %1 个。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="116"/>
        <source>That initiative is out of range (−9999 to 9999).</source>
        <translation>该先攻超出范围（−9999 到 9999）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="117"/>
        <source>A name cannot hold a control character.</source>
        <translation>名称不能包含控制字符。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/quick_add.py" line="122"/>
        <source>“%1”: %2</source>
        <extracomment>%1 is the group of a quick-add line at fault (&quot;Wolf x0&quot;), %2 why it adds nothing</extracomment>
        <translation>“%1”：%2</translation>
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
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="37"/>
        <source>wound count</source>
        <translation>负伤数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="38"/>
        <source>bruise count</source>
        <translation>淤伤数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="39"/>
        <source>temporary hit points</source>
        <translation>临时生命值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="40"/>
        <source>hit penalties</source>
        <translation>命中惩罚</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="41"/>
        <source>carried weight</source>
        <translation>携带重量</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="42"/>
        <source>speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="43"/>
        <source>constitution</source>
        <translation>体质</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="44"/>
        <source>hit dice</source>
        <translation>生命骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="45"/>
        <source>copies</source>
        <translation>数量</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="46"/>
        <source>initiative</source>
        <translation>先攻</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="47"/>
        <source>initiative modifier</source>
        <translation>先攻调整值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="48"/>
        <source>proficiency bonus</source>
        <translation>熟练加值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="49"/>
        <source>base defense</source>
        <translation>基础防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="50"/>
        <source>end of the temporary hit points</source>
        <translation>临时生命值的结束时间</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="56"/>
        <source>damage</source>
        <translation>伤害</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="57"/>
        <source>extra damage</source>
        <translation>额外伤害</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="58"/>
        <source>threat range</source>
        <translation>重击威胁范围</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="59"/>
        <source>critical multiplier</source>
        <translation>重击倍率</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="60"/>
        <source>modifier</source>
        <translation>调整值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="61"/>
        <source>spends one of</source>
        <translation>消耗资源</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="67"/>
        <source>maximum</source>
        <translation>上限</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="68"/>
        <source>uses left</source>
        <translation>剩余次数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="71"/>
        <source>{field}: {reason}</source>
        <translation>{field}：{reason}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="72"/>
        <source>attack {number}, {field}</source>
        <translation>攻击 {number}，{field}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="73"/>
        <source>resource {number}, {field}</source>
        <translation>资源 {number}，{field}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="74"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="75"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="166"/>
        <source>The disk is full. Free some space on it, or choose another folder with Save As.</source>
        <translation>磁盘已满。请腾出一些空间，或用“另存为”选择其他文件夹。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="167"/>
        <source>Your share of that disk is used up. Free some space in it, or choose another folder with Save As.</source>
        <translation>你在该磁盘上的配额已用完。请腾出一些空间，或用“另存为”选择其他文件夹。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="168"/>
        <source>You may not write in that folder. Check its permissions, or choose another folder with Save As.</source>
        <translation>你无权写入该文件夹。请检查其权限，或用“另存为”选择其他文件夹。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="169"/>
        <source>The system does not allow changing that file. Check whether it is locked, or choose another folder with Save As.</source>
        <translation>系统不允许更改该文件。请检查它是否被锁定，或用“另存为”选择其他文件夹。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="170"/>
        <source>That disk can only be read (a locked card, a disc, a read-only share). Choose another folder with Save As.</source>
        <translation>该磁盘只能读取（锁定的存储卡、光盘或只读共享）。请用“另存为”选择其他文件夹。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="171"/>
        <source>The folder is not there any more: it was moved or deleted. Choose another folder with Save As.</source>
        <translation>该文件夹已不存在：它被移动或删除了。请用“另存为”选择其他文件夹。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="172"/>
        <source>Part of that path is a file, not a folder. Choose another folder with Save As.</source>
        <translation>该路径中有一部分是文件而不是文件夹。请用“另存为”选择其他文件夹。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="173"/>
        <source>A folder has that name. Choose another name with Save As.</source>
        <translation>已有同名文件夹。请用“另存为”选择其他名称。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="174"/>
        <source>The name is too long for that disk. Choose a shorter name with Save As.</source>
        <translation>该名称对该磁盘来说太长。请用“另存为”选择较短的名称。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="175"/>
        <source>The file is too large for that disk. Choose another disk with Save As.</source>
        <translation>该文件对该磁盘来说太大。请用“另存为”选择其他磁盘。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="176"/>
        <source>The disk reported a fault. Check the disk or its cable, and choose another disk with Save As.</source>
        <translation>磁盘报告了故障。请检查磁盘或其连接线，并用“另存为”选择其他磁盘。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="177"/>
        <location filename="../../gmtracker/ui/words/error_text.py" line="178"/>
        <source>Another program is using that file. Close it and save again, or choose another name with Save As.</source>
        <translation>另一个程序正在使用该文件。请关闭它后再保存，或用“另存为”选择其他名称。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="179"/>
        <location filename="../../gmtracker/ui/words/error_text.py" line="180"/>
        <source>Too many files are open. Close some programs and save again.</source>
        <translation>打开的文件太多。请关闭一些程序后再保存。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="182"/>
        <source>The system refused to write the file. Choose another folder with Save As.</source>
        <translation>系统拒绝写入该文件。请用“另存为”选择其他文件夹。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="184"/>
        <source>The file is not there any more: it was moved or deleted. Open it from where it is now.</source>
        <translation>该文件已不存在：它被移动或删除了。请从它现在的位置打开。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="185"/>
        <source>Part of that path is a file, not a folder: the file was moved. Open it from where it is now.</source>
        <translation>该路径中有一部分是文件而不是文件夹：文件已被移动。请从它现在的位置打开。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="186"/>
        <location filename="../../gmtracker/ui/words/error_text.py" line="187"/>
        <source>You may not read that file. Check its permissions, or ask its owner for a copy.</source>
        <translation>你无权读取该文件。请检查其权限，或向其所有者要一份副本。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="188"/>
        <source>That is a folder. Open the encounter file inside it.</source>
        <translation>这是一个文件夹。请打开其中的遭遇文件。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="189"/>
        <source>The name is too long for the system. Rename the file or move it to a shorter path.</source>
        <translation>该名称对系统来说太长。请重命名文件，或把它移到较短的路径下。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="190"/>
        <source>The disk reported a fault. Check the disk or its cable; a copy elsewhere may still open.</source>
        <translation>磁盘报告了故障。请检查磁盘或其连接线；别处的副本也许仍能打开。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="191"/>
        <source>The link loops back on itself. Open the real file instead.</source>
        <translation>该链接循环指向自身。请直接打开实际文件。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="192"/>
        <location filename="../../gmtracker/ui/words/error_text.py" line="193"/>
        <source>Too many files are open. Close some programs and open it again.</source>
        <translation>打开的文件太多。请关闭一些程序后再打开。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/error_text.py" line="195"/>
        <source>The system refused to read the file. Check the disk, or open a copy of the file.</source>
        <translation>系统拒绝读取该文件。请检查磁盘，或打开该文件的副本。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/dice_protocol.py" line="77"/>
        <source>the action kept asking for dice</source>
        <translation>该操作不断要求更多骰子</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/action_support.py" line="88"/>
        <source>{asked} dice were asked for, {given} given</source>
        <translation>需要 {asked} 个骰值，却提供了 {given} 个</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/action_support.py" line="93"/>
        <source>die {position} is a d{sides}: {value} is not between 1 and {sides}</source>
        <translation>第 {position} 个骰子是 d{sides}：{value} 不在 1 到 {sides} 之间</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="205"/>
        <source>an attack needs at least one target</source>
        <translation>攻击至少需要一个目标</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="207"/>
        <source>a target is named twice</source>
        <translation>同一目标被指定了两次</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="216"/>
        <source>{name} has no attack number {number}</source>
        <translation>{name} 没有第 {number} 号攻击</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="221"/>
        <source>a 1D100 versus attack takes no advantage, penalty dice or degree shifts (d20 rules)</source>
        <translation>1D100 对抗攻击不使用优势、惩罚骰或成功度变动（d20 规则）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="305"/>
        <source>this defense check needs {d20} d20 and {d6} d6 (1–6)</source>
        <translation>此防御检定需要 {d20} 个 d20 和 {d6} 个 d6（1–6）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="409"/>
        <source>an attack takes no {purpose} die</source>
        <translation>攻击不使用 {purpose} 骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="422"/>
        <source>dice missing: {missing}</source>
        <translation>缺少骰值：{missing}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="423"/>
        <source>{purpose} d{sides} for {combatant}</source>
        <translation>{combatant} 的 {purpose} d{sides}</translation>
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
        <translation>治疗要么降低负伤数/淤伤数，要么用于康复检定：只能选择其一（B7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="204"/>
        <source>lowering a count uses no die (B7): leave the natural out</source>
        <translation>降低负伤数/淤伤数不掷骰（B7）：请不要填写自然骰值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="224"/>
        <source>healing takes at most one d20, its recovery check&apos;s (B7)</source>
        <translation>治疗最多只使用一个 d20，即其康复检定的 d20（B7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="387"/>
        <source>{name} is dead: healing does nothing (B7)</source>
        <translation>{name} 已死亡：治疗无效（B7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="415"/>
        <source>{name} is seriously wounded: healing cannot lower the wound count (B5, B7); spend it on the recovery check of seriously wounded instead</source>
        <translation>{name} 处于重伤：治疗无法降低负伤数（B5、B7）；请改用于重伤的康复检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="419"/>
        <source>{name} is seriously bruised: healing cannot lower the bruise count (B5, B7); spend it on the recovery check of seriously bruised instead</source>
        <translation>{name} 处于重伤（淤）：治疗无法降低淤伤数（B5、B7）；请改用于重伤（淤）的康复检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="424"/>
        <source>{name} has no wounds: healing has nothing to lower (B7)</source>
        <translation>{name} 没有负伤：治疗没有可降低的负伤数（B7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="428"/>
        <source>{name} has no bruises: healing has nothing to lower (B7)</source>
        <translation>{name} 没有淤伤：治疗没有可降低的淤伤数（B7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="401"/>
        <source>{name} is not {state}: nothing to recover from (B7)</source>
        <translation>{name} 并非 {state}：没有需要康复的状态（B7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="458"/>
        <source>temporary hit points cannot be negative ({amount})</source>
        <translation>临时生命值不能为负数（{amount}）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="462"/>
        <source>temporary hit points last at least one round, not {rounds}</source>
        <translation>临时生命值至少持续 1 轮，不能是 {rounds}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_care.py" line="538"/>
        <source>temporary hit points take no die (B3)</source>
        <translation>临时生命值不使用骰子（B3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="200"/>
        <source>unknown edit of a check: {edit}</source>
        <translation>未知的检定修改：{edit}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="223"/>
        <source>a check takes no {purpose} die</source>
        <translation>检定不使用 {purpose} 骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="231"/>
        <source>reroll dice were given but the check has no reroll to fill</source>
        <translation>提供了重掷骰值，但该检定没有待填写的重掷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="234"/>
        <location filename="../../gmtracker/encounter/actions_save_ends.py" line="122"/>
        <source>the check already holds its dice</source>
        <translation>该检定已有骰值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="249"/>
        <source>skill trials are off in this encounter&apos;s settings (B11)</source>
        <translation>本遭遇的设置中已关闭技能考验（B11）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_check.py" line="252"/>
        <source>a skill trial needs the combatant who makes the check (B11)</source>
        <translation>技能考验需要进行检定的参战者（B11）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_damage.py" line="223"/>
        <source>a damage check takes no {purpose} die</source>
        <translation>伤害检定不使用 {purpose} 骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_damage.py" line="245"/>
        <source>the damage check&apos;s d20 is missing</source>
        <translation>缺少伤害检定的 d20</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="145"/>
        <source>simultaneous actions are a check of two sides (C7)</source>
        <translation>同时行动是双方之间的检定（C7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="148"/>
        <source>a 1D100 check is against a target value (C3) or against other sides (C5), not both</source>
        <translation>1D100 检定要么对目标值（C3），要么对其他方（C5），不能两者兼有</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="151"/>
        <source>each passive side of a versus check is a combatant (C5)</source>
        <translation>对抗检定的每个被动方都须是参战者（C5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="153"/>
        <source>the active side of a versus check is a combatant (C5)</source>
        <translation>对抗检定的主动方须是参战者（C5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="156"/>
        <source>each side of a 1D100 check is a different combatant</source>
        <translation>1D100 检定的每一方须是不同的参战者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="193"/>
        <source>no side of this 1D100 check is waiting for that die</source>
        <translation>此 1D100 检定中没有哪一方在等待这个骰子</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="199"/>
        <source>a 1D100 check takes no {purpose} die</source>
        <translation>1D100 检定不使用 {purpose} 骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="204"/>
        <source>a roll-off takes one 1D100 of each side (C7)</source>
        <translation>掷骰决胜需要双方各掷一个 1D100（C7）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="72"/>
        <source>a combatant cannot grapple itself</source>
        <translation>参战者不能擒抱自己</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="93"/>
        <source>a grapple takes one 1D100 for each side (C5)</source>
        <translation>擒抱需要双方各一个 1D100（C5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="123"/>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="348"/>
        <source>a 1D100 check needs every natural before it is made (roll or enter them)</source>
        <translation>1D100 检定进行前需要所有自然骰值（请掷骰或输入）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="352"/>
        <source>a base value belongs to a combatant</source>
        <translation>基本能力值属于某名参战者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="159"/>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="356"/>
        <source>{name} has no base value {base} (known: {known})</source>
        <translation>{name} 没有基本能力值“{base}”（已有：{known}）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_percentile.py" line="360"/>
        <source>{name} has no base value {base} (known: none)</source>
        <translation>{name} 没有基本能力值“{base}”（已有：无）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="78"/>
        <source>unknown recovery mode {mode}: expected roll, take10 or take20</source>
        <translation>未知的康复方式 {mode}：应为 roll、take10 或 take20</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="165"/>
        <source>a dying check takes one d20 of its own</source>
        <translation>濒死检定只使用一个专属的 d20</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="193"/>
        <source>{name} is already dead</source>
        <translation>{name} 已经死亡</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="196"/>
        <source>{name} is not dying (B5: seriously wounded and unconscious)</source>
        <translation>{name} 并未濒死（B5：重伤且昏迷）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="292"/>
        <source>a recovery check takes one d20 of its own</source>
        <translation>康复检定只使用一个专属的 d20</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="322"/>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="390"/>
        <source>{name} is dead: no recovery (B8)</source>
        <translation>{name} 已死亡：无法康复（B8）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="324"/>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="403"/>
        <source>{name} is not {state}</source>
        <translation>{name} 并非 {state}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="327"/>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="393"/>
        <source>{name} has no constitution: no natural recovery (B9)</source>
        <translation>{name} 没有体质：不会自然康复（B9）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="336"/>
        <source>{name}: {due} recovery period(s) of {state} have passed unused, the check needs {periods} (B8); advance time, or allow an early check</source>
        <translation>{name}：{state} 已有 {due} 个康复周期未使用，检定需要 {periods} 个（B8）；请推进时间，或允许提前检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="440"/>
        <source>these recovery checks take d20s of their own</source>
        <translation>这些康复检定只使用各自专属的 d20</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="459"/>
        <source>no recovery check was made: its d20 is missing</source>
        <translation>未进行康复检定：缺少其 d20</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="117"/>
        <source>time cannot go back ({rounds} rounds)</source>
        <translation>时间不能倒退（{rounds} 轮）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="173"/>
        <source>advance time by at least one round, not {rounds}</source>
        <translation>时间至少推进 1 轮，不能是 {rounds}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="177"/>
        <source>advance time by at most {most} rounds, not {rounds}</source>
        <translation>时间最多推进 {most} 轮，不能是 {rounds}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="246"/>
        <source>time passing takes only recovery-check d20s (B8)</source>
        <translation>推进时间只使用康复检定的 d20（B8）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="250"/>
        <source>{state} is taken 10 or 20: it takes no d20 (B8)</source>
        <translation>{state} 的康复检定采用取10或取20：不使用 d20（B8）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="326"/>
        <source>{names} dying: a dying creature checks every round at its turn (B5); resolve that first, or advance time anyway</source>
        <translation>{names} 濒死：濒死生物每轮在其回合进行检定（B5）；请先处理，或仍然推进时间</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="376"/>
        <source>rolled recovery checks need their naturals</source>
        <translation>掷骰的康复检定需要自然骰值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="405"/>
        <source>{state} has no recovery check (B8)</source>
        <translation>{state} 没有康复检定（B8）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_recovery.py" line="331"/>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="410"/>
        <source>{name} is not resting: only a rest may take 10 or take 20 (B8)</source>
        <translation>{name} 未在休息：只有休息时才能取10或取20（B8）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/command.py" line="123"/>
        <source>{action} was never applied, so it cannot be undone</source>
        <translation>“{action}”从未执行过，因此无法撤销</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/command.py" line="129"/>
        <source>{action} was never applied</source>
        <translation>“{action}”从未执行过</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/command.py" line="267"/>
        <source>{name} was removed</source>
        <translation>{name} 已被移除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/command.py" line="274"/>
        <location filename="../../gmtracker/encounter/turns.py" line="415"/>
        <source>no combatant has the id {id}</source>
        <translation>没有 ID 为 {id} 的参战者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/command.py" line="307"/>
        <source>a combatant with the id {id} already exists</source>
        <translation>ID 为 {id} 的参战者已存在</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/command.py" line="310"/>
        <source>an action cannot add combatants and reorder them at once</source>
        <translation>一次操作不能同时添加参战者并调整顺序</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/command.py" line="317"/>
        <source>an action cannot remove combatants and reorder them at once</source>
        <translation>一次操作不能同时移除参战者并调整顺序</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/command.py" line="325"/>
        <source>an action cannot add or remove combatants and reorder them at once</source>
        <translation>一次操作不能同时添加或移除参战者并调整顺序</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/command.py" line="409"/>
        <source>{name}, {field}: {reason}</source>
        <translation>{name}，{field}：{reason}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="57"/>
        <source>unknown expiry {value}: expected turn_start or turn_end</source>
        <translation>未知的结束时机 {value}：应为 turn_start 或 turn_end</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="74"/>
        <source>a save&apos;s DC is {low} to {high}, not {dc}</source>
        <translation>解除检定的难度为 {low} 到 {high}，而不是 {dc}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="84"/>
        <source>{name} has no condition {condition}</source>
        <translation>{name} 没有状况“{condition}”</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="91"/>
        <location filename="../../gmtracker/encounter/validity.py" line="257"/>
        <source>a condition lasts at least one round, not {rounds}</source>
        <translation>状况至少持续 1 轮，不能是 {rounds}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="95"/>
        <source>a condition lasts at most {most} rounds, not {rounds}</source>
        <translation>状况最多持续 {most} 轮，不能是 {rounds}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="99"/>
        <location filename="../../gmtracker/encounter/validity.py" line="264"/>
        <source>rounds remaining must be 1 to the duration ({rounds}), not {remaining}</source>
        <translation>剩余轮数须在 1 到持续轮数（{rounds}）之间，不能是 {remaining}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="107"/>
        <location filename="../../gmtracker/encounter/validity.py" line="268"/>
        <source>a condition has at most {most} effects, not {count}</source>
        <translation>一个状况最多有 {most} 个效果，而不是 {count} 个</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="74"/>
        <location filename="../../gmtracker/encounter/conditions.py" line="114"/>
        <location filename="../../gmtracker/encounter/validity.py" line="254"/>
        <source>a condition needs a name</source>
        <translation>状况需要名称</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/conditions.py" line="282"/>
        <source>{name}&apos;s condition {condition} is unchanged</source>
        <translation>{name} 的状况“{condition}”没有变化</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/effects.py" line="104"/>
        <source>a wound or bruise count is a whole number of at least 0, not {value}</source>
        <translation>负伤数或淤伤数须为不小于 0 的整数，不能是 {value}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="155"/>
        <source>a combatant needs a name</source>
        <translation>参战者需要名称</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="88"/>
        <source>cannot be negative ({value})</source>
        <translation>不能为负数（{value}）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="81"/>
        <source>must be a finite number, not {value}</source>
        <translation>须为有限的数值，不能是 {value}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="84"/>
        <source>a number of {digits} digits is too small (at least {low})</source>
        <translation>{digits} 位的数字太小（最小为 {low}）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="89"/>
        <source>must be {low} or more, not {value}</source>
        <translation>须不小于 {low}，不能是 {value}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="93"/>
        <source>a number of {digits} digits is too large (at most {high})</source>
        <translation>{digits} 位的数字太大（最大为 {high}）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="96"/>
        <source>must be {high} or less, not {value}</source>
        <translation>须不大于 {high}，不能是 {value}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="118"/>
        <source>a name is one line: it cannot hold a line break or another control character ({char}) in {value}</source>
        <translation>名称只能是一行：{value} 中不能包含换行或其他控制字符（{char}）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="154"/>
        <source>a combatant id must not be empty</source>
        <translation>参战者的 ID 不能为空</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="163"/>
        <source>a base value needs a name</source>
        <translation>基本能力值需要名称</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="172"/>
        <source>the attack spends the resource {id}, but the combatant has no resource with that id</source>
        <translation>该攻击消耗资源 {id}，但该参战者没有此 id 的资源</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="179"/>
        <source>the damage state {state} is listed twice</source>
        <translation>伤害状态“{state}”被列出了两次</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="187"/>
        <source>a condition id must not be empty</source>
        <translation>状况的 ID 不能为空</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="189"/>
        <source>the condition id {id} is already used by conditions[{row}]</source>
        <translation>状况 ID {id} 已被 conditions[{row}] 使用</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="210"/>
        <source>a combatant keeps at most {most} resources, not {count}</source>
        <translation>一名参战者最多有 {most} 项资源，而不是 {count} 项</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="218"/>
        <source>a resource id must not be empty</source>
        <translation>资源 id 不能为空</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="220"/>
        <source>the resource id {id} is already used by resource {number}</source>
        <translation>资源 id {id} 已被资源 {number} 使用</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="225"/>
        <source>the name {name} is already used by resource {number}</source>
        <translation>名称 {name} 已被资源 {number} 使用</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="223"/>
        <source>a resource needs a name</source>
        <translation>资源需要名称</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="239"/>
        <source>an attack needs a name</source>
        <translation>攻击需要名称</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="244"/>
        <source>a threat range starts between 2 and 20, not {value}</source>
        <translation>重击威胁范围的起始值须在 2 到 20 之间，不能是 {value}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="275"/>
        <source>the condition is anchored to {id}, but no combatant has that id</source>
        <translation>该状况按 {id} 的回合计算，但没有参战者使用该 ID</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="286"/>
        <source>the current turn belongs to {id}, but no combatant has that id</source>
        <translation>当前回合属于 {id}，但没有参战者使用该 ID</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="290"/>
        <source>the current turn belongs to {id}, who is out of combat</source>
        <translation>当前回合属于 {id}，但其未参战</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="293"/>
        <source>during combat the round is 1 or more, not {value}</source>
        <translation>战斗中的轮数须不小于 1，不能是 {value}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="297"/>
        <source>before combat starts the round is 0, not {value}</source>
        <translation>战斗开始前的轮数须为 0，不能是 {value}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="300"/>
        <source>before combat starts no turn is current, not {id}&apos;s</source>
        <translation>战斗开始前没有当前回合，不能是 {id} 的回合</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="308"/>
        <source>must be 1 to 101 (101: no criticals), not {value}</source>
        <translation>须在 1 到 101 之间（101：无暴击），不能是 {value}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="311"/>
        <source>must be 0 to 100 (0: no fumbles), not {value}</source>
        <translation>须在 0 到 100 之间（0：无大失手），不能是 {value}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="314"/>
        <source>the fumble range (1 to {fumble}) must end below the critical range ({critical} to 100) (C6)</source>
        <translation>大失手范围（1 到 {fumble}）必须在暴击范围（{critical} 到 100）之前结束（C6）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="333"/>
        <source>the log cannot read this “{kind}” record: {reason}</source>
        <translation>日志无法读取此“{kind}”记录：{reason}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/validity.py" line="337"/>
        <source>a log entry without a record needs its words</source>
        <translation>没有记录的日志条目需要有文字</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign.py" line="102"/>
        <location filename="../../gmtracker/encounter/campaign.py" line="118"/>
        <location filename="../../gmtracker/encounter/validity.py" line="355"/>
        <source>the id {id} is already used by {other}</source>
        <translation>ID {id} 已被 {other} 使用</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign.py" line="108"/>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="189"/>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="202"/>
        <source>a campaign prepares at most {most} encounters, not {count}</source>
        <translation>一个战役最多准备 {most} 场遭遇，而不是 {count} 场</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign.py" line="114"/>
        <source>a prepared encounter needs an id</source>
        <translation>准备好的遭遇需要 id</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign.py" line="134"/>
        <location filename="../../gmtracker/encounter/campaign.py" line="136"/>
        <source>must be {value}</source>
        <translation>必须为 {value}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign.py" line="139"/>
        <source>{id} is a member of the party ($.party[{row}]): the party comes into an encounter when it is opened, not in the prepared one</source>
        <translation>{id} 是队伍成员（$.party[{row}]）：队伍在打开遭遇时加入，而不是放在准备好的遭遇里</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="120"/>
        <source>a combatant&apos;s id cannot change</source>
        <translation>参战者的 ID 不能更改</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="123"/>
        <source>not a field of a combatant</source>
        <translation>不是参战者的字段</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="183"/>
        <source>at least one, not {value}</source>
        <translation>至少为 1，不能是 {value}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="242"/>
        <source>nothing to remove</source>
        <translation>没有可移除的内容</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/roster.py" line="287"/>
        <source>nobody is defeated: only the dead and the unconscious who are not dying are</source>
        <translation>没有已被击倒的参战者：只有死亡者和未濒死的昏迷者才算</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="398"/>
        <source>starting combat takes no such die: {purpose}</source>
        <translation>开始战斗不使用这种骰子：{purpose}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="404"/>
        <source>combat has already started</source>
        <translation>战斗已经开始</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="411"/>
        <source>the initiative die is a d{die}: {natural} is not between 1 and {die}</source>
        <translation>先攻骰是 d{die}：{natural} 不在 1 到 {die} 之间</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="419"/>
        <source>initiative missing for {names}</source>
        <translation>{names} 缺少先攻</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="421"/>
        <source>nobody is in combat</source>
        <translation>没有人参与战斗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="425"/>
        <source>ties need a roll-off first: a roll-off is still tied: more dice are needed ({needs})</source>
        <translation>平局须先掷骰决胜：掷骰决胜仍为平局，需要更多骰子（{needs}）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="427"/>
        <source>{keys} for round {round}</source>
        <translation>第 {round} 轮的 {keys}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/forecast_fast.py" line="205"/>
        <location filename="../../gmtracker/encounter/forecast_fast.py" line="291"/>
        <location filename="../../gmtracker/encounter/turns.py" line="445"/>
        <location filename="../../gmtracker/encounter/turns.py" line="520"/>
        <source>nobody can act: everyone in combat is defeated or out of combat</source>
        <translation>无人可以行动：参战的所有人都已倒下或已离开战斗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="511"/>
        <source>nobody is in the encounter</source>
        <translation>遭遇中没有任何人</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="48"/>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="135"/>
        <location filename="../../gmtracker/encounter/turns.py" line="582"/>
        <location filename="../../gmtracker/encounter/turns.py" line="596"/>
        <source>start combat first</source>
        <translation>请先开始战斗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="50"/>
        <source>{name} acts with its initiative group: ungroup it first (Group initiative) to delay or ready</source>
        <translation>{name} 与其先攻群组一起行动：要延后或预备行动，请先解散该组（群组先攻）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="56"/>
        <source>only whoever acts can ready an action, not {name}</source>
        <translation>只有当前行动者可以预备行动，{name} 不行</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="58"/>
        <source>only whoever acts can delay, not {name}</source>
        <translation>只有当前行动者可以延后，{name} 不行</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="85"/>
        <source>nobody else can act: {name} cannot delay</source>
        <translation>没有其他人能行动：{name} 无法延后</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="108"/>
        <source>nobody else can act: {name} cannot ready an action</source>
        <translation>没有其他人能行动：{name} 无法预备行动</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="140"/>
        <source>{name} is neither delaying nor ready</source>
        <translation>{name} 既没有延后也没有预备行动</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turn_holds.py" line="143"/>
        <source>{name} acts now already</source>
        <translation>{name} 已经在行动了</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="602"/>
        <source>this is the first turn of the combat</source>
        <translation>这是战斗的第一个回合</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="650"/>
        <source>{name} can only delay to later in the order</source>
        <translation>{name} 只能延后到顺序中更靠后的位置</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/turns.py" line="706"/>
        <source>combat has not started</source>
        <translation>战斗尚未开始</translation>
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
        <translation>{file}：第 {line} 行第 {column} 列：{reason}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/errors.py" line="110"/>
        <source>{file}: {reason} at {where}</source>
        <translation>{file}：{where}：{reason}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/errors.py" line="161"/>
        <source>{file}: cannot save: {reason}</source>
        <translation>{file}：无法保存：{reason}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/encounter_settings.py" line="51"/>
        <source>{setting}: not an encounter setting</source>
        <translation>{setting}：不是遭遇设置</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/encounter_settings.py" line="56"/>
        <source>settings: {reason}</source>
        <translation>设置：{reason}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/encounter_settings.py" line="60"/>
        <source>1D100 ranges: {reason}</source>
        <translation>1D100 范围：{reason}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/library.py" line="185"/>
        <source>{file}: cannot read the library folder: {reason}</source>
        <translation>{file}：无法读取资料库文件夹：{reason}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_save_ends.py" line="52"/>
        <source>{name}&apos;s condition {condition} does not end on a check</source>
        <translation>{name} 的状况 {condition} 不能通过检定解除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_save_ends.py" line="118"/>
        <source>a save takes no {purpose} die</source>
        <translation>解除检定不使用{purpose}骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/initiative_groups.py" line="60"/>
        <source>a group needs two combatants or more</source>
        <translation>一个组至少需要两名参战者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/initiative_groups.py" line="63"/>
        <source>{name} holds its turn: Act now first</source>
        <translation>{name} 正保留着回合：请先“立即行动”</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="62"/>
        <source>{name} has no resource {resource}</source>
        <translation>{name}没有资源 {resource}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="70"/>
        <source>{name} has no {resource} left (0 of {maximum}): refill it in Resources first</source>
        <translation>{name}的{resource}已用尽（0/{maximum}）：请先在“资源”中补满</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="170"/>
        <source>{name}&apos;s resources are as they were</source>
        <translation>{name}的资源没有变化</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="52"/>
        <source>the campaign has no prepared encounter {id}</source>
        <translation>战役中没有准备好的遭遇 {id}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="108"/>
        <source>nobody of the party is in {name}: nothing to carry</source>
        <translation>{name}中没有队伍成员：没有可带回的状态</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="165"/>
        <source>the campaign has no party yet</source>
        <translation>战役还没有队伍</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="168"/>
        <source>the whole party is in this encounter already</source>
        <translation>整个队伍都已在本遭遇中</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="177"/>
        <source>{name} cannot move further</source>
        <translation>{name} 已到尽头，无法再移动</translation>
    </message>
</context>
<context>
    <name>RenameDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rename_dialog.py" line="37"/>
        <source>Encounter name and notes</source>
        <translation>遭遇名称与备注</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rename_dialog.py" line="40"/>
        <source>Encounter name</source>
        <translation>遭遇名称</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rename_dialog.py" line="43"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rename_dialog.py" line="45"/>
        <source>Encounter notes</source>
        <translation>遭遇备注</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rename_dialog.py" line="48"/>
        <source>The plan, the terrain, what the monsters want (only you see these notes)</source>
        <translation>计划、地形、怪物的意图（这些备注只有你能看到）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rename_dialog.py" line="51"/>
        <source>N&amp;otes:</source>
        <translation>备注(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rename_dialog.py" line="57"/>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rename_dialog.py" line="57"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rename_dialog.py" line="91"/>
        <source>An encounter needs a name.</source>
        <translation>遭遇需要一个名称。</translation>
    </message>
</context>
<context>
    <name>ResourcesDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="54"/>
        <source>after an hour&apos;s rest (long rest)</source>
        <translation>休息 1 小时后（长休）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="55"/>
        <source>after a minute&apos;s rest (short rest)</source>
        <translation>休息 1 分钟后（短休）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="56"/>
        <source>by hand only</source>
        <translation>仅手动</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="58"/>
        <source>RULES.md has no short or long rest: a resource refills after B6&apos;s minute of rest (the one that lowers the bruise count) or its hour of rest (the one that lowers the wound count). Consecutive rests count as one rest (D2)</source>
        <translation>RULES.md 没有短休和长休：资源在 B6 的 1 分钟休息（降低淤伤数的那种）或 1 小时休息（降低负伤数的那种）后补满。连续的休息算作一次休息（D2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="75"/>
        <source>Resource name</source>
        <translation>资源名称</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="76"/>
        <source>e.g. Arrows</source>
        <translation>例如：箭矢</translation>
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
        <translation>剩余次数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="91"/>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="217"/>
        <source>Refills</source>
        <translation>补满时机</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="94"/>
        <source>Refill</source>
        <translation>补满</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="95"/>
        <source>Refill this resource</source>
        <translation>补满此资源</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="97"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="98"/>
        <source>Remove this resource</source>
        <translation>移除此资源</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="129"/>
        <source>Resources</source>
        <translation>资源</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="136"/>
        <source>Combatant</source>
        <translation>参战者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="139"/>
        <source>&amp;Combatant:</source>
        <translation>参战者(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="149"/>
        <source>Resources of the combatant</source>
        <translation>参战者的资源</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="155"/>
        <source>No resources yet. Add resource makes one: a spell&apos;s uses, a wand&apos;s charges, arrows. An attack profile can spend one (its Spends row).</source>
        <translation>还没有资源。“添加资源”可新建一项：法术次数、法杖充能、箭矢。攻击配置可以消耗资源（其“消耗资源”一行）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="160"/>
        <source>&amp;Add resource</source>
        <translation>添加资源(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="161"/>
        <source>Add resource</source>
        <translation>添加资源</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="162"/>
        <source>Refill a&amp;ll</source>
        <translation>全部补满(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="163"/>
        <source>Refill all</source>
        <translation>全部补满</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="164"/>
        <source>Every resource of the combatant back to its maximum, by hand</source>
        <translation>手动将该参战者的每项资源恢复到上限</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="173"/>
        <source>Save the resources</source>
        <translation>保存资源</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="173"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="217"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/resources_dialog.py" line="261"/>
        <source>Resource</source>
        <translation>资源</translation>
    </message>
</context>
<context>
    <name>RestDialog</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="86"/>
        <source>Rest / advance time</source>
        <translation>休息 / 推进时间</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="91"/>
        <source>&amp;Advance time by:</source>
        <translation>推进时间(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="92"/>
        <source>How much time passes</source>
        <translation>经过多少时间</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="96"/>
        <source>Unit of time</source>
        <translation>时间单位</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="97"/>
        <source>rounds</source>
        <translation>轮</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="97"/>
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="97"/>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="106"/>
        <source>Who rests (B6)</source>
        <translation>休息者（B6）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="109"/>
        <source>Every&amp;one rests</source>
        <translation>全员休息(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="110"/>
        <source>Everyone rests</source>
        <translation>全员休息</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="112"/>
        <source>Combatants who rest</source>
        <translation>休息的参战者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="121"/>
        <source>The dead neither rest nor recover.</source>
        <translation>死者既不休息也不康复。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="144"/>
        <source>Recovery checks due (B8)</source>
        <translation>应进行的康复检定（B8）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="366"/>
        <source>Time: %1 → %2.</source>
        <translation>时间：%1 → %2。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="377"/>
        <source>%1, %2 s</source>
        <translation>%1，即 %2 秒</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="378"/>
        <source>Time: %1 → %2 (%3 later)</source>
        <translation>时间：%1 → %2（%3后）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="381"/>
        <source>The combat stays in round %1.</source>
        <translation>战斗仍停留在第 %1 轮。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="395"/>
        <source>%1: to roll</source>
        <translation>%1：待掷骰</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="410"/>
        <source>%n temporary hit point(s) end</source>
        <translation>
            <numerusform>%n 点临时生命值结束</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="131"/>
        <source>Advance time an&amp;yway (no dying checks are made)</source>
        <translation>仍然推进时间(&amp;Y)（不进行濒死检定）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="132"/>
        <source>Advance time although someone is dying</source>
        <translation>即使有人濒死也推进时间</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="151"/>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="154"/>
        <source>What will change</source>
        <translation>将发生的变化</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="138"/>
        <source>Dying: %1. A dying creature makes its dying check every round at its own turn (B5), so the tracker does not let time pass until that is resolved.</source>
        <translation>濒死：%1。濒死生物每轮在自己的回合进行濒死检定（B5），因此在此解决之前，本工具不会推进时间。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="295"/>
        <source>No recovery checks fall due in this time.</source>
        <translation>这段时间内没有应进行的康复检定。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="305"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="307"/>
        <source>How the recovery checks are made: %1</source>
        <translation>康复检定的进行方式：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="308"/>
        <source>Roll</source>
        <translation>掷骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="308"/>
        <source>Take 10</source>
        <translation>取10</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="308"/>
        <source>Take 20</source>
        <translation>取20</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="308"/>
        <source>Not now</source>
        <translation>暂不进行</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="237"/>
        <source>Time cannot pass while someone is dying (B5): tick “Advance time anyway” to let it pass without their dying checks.</source>
        <translation>有人濒死时无法推进时间（B5）：勾选“仍然推进时间”，即可不进行其濒死检定而推进时间。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="246"/>
        <source>d20 %1</source>
        <translation>d20 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="344"/>
        <source>%1 %2 = %3 against DC %4: ends it</source>
        <translation>%1 %2 = %3，检定难度 %4：可解除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="345"/>
        <source>%1 %2 = %3 against DC %4: cannot end it</source>
        <translation>%1 %2 = %3，检定难度 %4：无法解除</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="348"/>
        <source>(%n × 20 periods)</source>
        <translation>
            <numerusform>（%n × 20 个周期）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="341"/>
        <source>not made now: they stay due</source>
        <translation>暂不进行：仍待检定</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="350"/>
        <source>%n × d20 %1 against DC %2, %3 each</source>
        <translation>
            <numerusform>%n × d20 %1，检定难度 %2，每次 %3</numerusform>
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
        <translation>濒死：不进行濒死检定（B5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="397"/>
        <source>%1: no check now</source>
        <translation>%1：暂不检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="400"/>
        <source>%1 ends</source>
        <translation>%1解除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="402"/>
        <source>wound count %1 → %2</source>
        <translation>负伤数 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="404"/>
        <source>the wound count cannot fall while seriously wounded (B5)</source>
        <translation>重伤期间负伤数无法降低（B5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="406"/>
        <source>bruise count %1 → %2</source>
        <translation>淤伤数 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="408"/>
        <source>the bruise count cannot fall while seriously bruised (B5)</source>
        <translation>重伤（淤）期间淤伤数无法降低（B5）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="416"/>
        <source>%1 refilled (%2 → %3)</source>
        <translation>%1已补满（%2 → %3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="420"/>
        <source>rests</source>
        <translation>休息</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="429"/>
        <source>continues the last rest (%1 of rest carried over)</source>
        <translation>延续上次休息（累计已休息 %1）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="433"/>
        <source>%1 of 1 h towards the next wound</source>
        <translation>下次降低负伤数：1 小时中已休息 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/rest_dialog.py" line="436"/>
        <source>%1 of 1 min towards the next bruise</source>
        <translation>下次降低淤伤数：1 分钟中已休息 %1</translation>
    </message>
</context>
<context>
    <name>RollLogDock</name>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="72"/>
        <source>Roll log</source>
        <translation>掷骰记录</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="117"/>
        <source>Ne&amp;west first</source>
        <translation>最新在前(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="118"/>
        <source>Show the newest entries first</source>
        <translation>先显示最新条目</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="119"/>
        <source>Show the newest entries at the top</source>
        <translation>在顶部显示最新条目</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="124"/>
        <source>Co&amp;mbatant:</source>
        <translation>参战者(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="127"/>
        <source>Show the entries of</source>
        <translation>显示以下参战者的条目</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="128"/>
        <source>Show only the entries where this combatant acts or is a target</source>
        <translation>只显示该参战者行动或作为目标的条目</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="139"/>
        <source>Brea&amp;kdown</source>
        <translation>明细(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="140"/>
        <source>Show the breakdown pane</source>
        <translation>显示明细窗格</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="141"/>
        <source>Show every die and modifier of the selected entry beside the log</source>
        <translation>在记录旁显示所选条目的每颗骰子和每项调整值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="146"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="150"/>
        <source>Copy the selected entries as text</source>
        <translation>以文本形式复制所选条目</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="155"/>
        <source>Copy the selected entries</source>
        <translation>复制所选条目</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="160"/>
        <source>As &amp;text…</source>
        <translation>文本(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="163"/>
        <source>As &amp;Markdown…</source>
        <translation>Markdown(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="168"/>
        <source>E&amp;xport</source>
        <translation>导出(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="169"/>
        <source>Export the whole log</source>
        <translation>导出全部记录</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="170"/>
        <source>Save the whole log as a text or Markdown file</source>
        <translation>将全部记录保存为文本或 Markdown 文件</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="179"/>
        <source>Roll log entries</source>
        <translation>掷骰记录条目</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="231"/>
        <source>All combatants</source>
        <translation>所有参战者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="403"/>
        <source>Export the roll log as Markdown</source>
        <translation>将掷骰记录导出为 Markdown</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="404"/>
        <source>Markdown (*.md);;All files (*)</source>
        <translation>Markdown (*.md);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="406"/>
        <source>Export the roll log as text</source>
        <translation>将掷骰记录导出为文本</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="407"/>
        <source>Text (*.txt);;All files (*)</source>
        <translation>文本 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="408"/>
        <source>roll log</source>
        <translation>掷骰记录</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/roll_log.py" line="418"/>
        <source>The log could not be saved:
%1</source>
        <translation>无法保存记录：
%1</translation>
    </message>
</context>
<context>
    <name>RollLogModel</name>
    <message>
        <location filename="../../gmtracker/ui/models/roll_log_model.py" line="69"/>
        <source>Round</source>
        <translation>轮</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/roll_log_model.py" line="70"/>
        <source>Turn / actor</source>
        <translation>回合 / 行动者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/roll_log_model.py" line="71"/>
        <source>Entry</source>
        <translation>内容</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/roll_log_model.py" line="330"/>
        <source>GM</source>
        <translation>主持人</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/roll_log_model.py" line="339"/>
        <source>GM only</source>
        <translation>仅主持人可见</translation>
    </message>
</context>
<context>
    <name>RollLogText</name>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="140"/>
        <source>actor</source>
        <translation>行动者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="297"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="141"/>
        <source>advantage</source>
        <translation>优势</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="248"/>
        <source>resource</source>
        <translation>资源</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="249"/>
        <source>uses left</source>
        <translation>剩余次数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="251"/>
        <source>refills</source>
        <translation>补满时机</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="252"/>
        <source>spent by the attack</source>
        <translation>由攻击消耗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="254"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="46"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="142"/>
        <source>after</source>
        <translation>之后</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="143"/>
        <source>attack</source>
        <translation>攻击</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="144"/>
        <source>attacker</source>
        <translation>攻击者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="145"/>
        <source>attribute</source>
        <translation>属性</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="146"/>
        <source>attribute bonus</source>
        <translation>属性加值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/combatant_resources.py" line="253"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="147"/>
        <source>before</source>
        <translation>之前</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="148"/>
        <source>bonus</source>
        <translation>加值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="294"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="149"/>
        <source>bruise count</source>
        <translation>淤伤数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="150"/>
        <source>check</source>
        <translation>检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="80"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="126"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="151"/>
        <source>combatant</source>
        <translation>参战者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="152"/>
        <source>constitution</source>
        <translation>体质</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="153"/>
        <source>damage</source>
        <translation>伤害</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="154"/>
        <source>DC</source>
        <translation>检定难度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="155"/>
        <source>damage DC</source>
        <translation>伤害检定难度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="156"/>
        <source>hidden DC</source>
        <translation>隐藏难度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="157"/>
        <source>defense</source>
        <translation>防御等级</translation>
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
        <translation>劣势</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="160"/>
        <source>effects</source>
        <translation>效果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="296"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="161"/>
        <source>healing</source>
        <translation>治疗</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="219"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="162"/>
        <source>hit check</source>
        <translation>命中检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="163"/>
        <source>hit dice</source>
        <translation>生命骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="283"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="164"/>
        <source>hit penalty</source>
        <translation>命中惩罚</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="165"/>
        <source>initiative</source>
        <translation>先攻</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="166"/>
        <source>margin</source>
        <translation>差值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="167"/>
        <source>modifier</source>
        <translation>调整值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="44"/>
        <source>actions allowed</source>
        <translation>允许的动作</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="45"/>
        <source>active side</source>
        <translation>主动方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="47"/>
        <source>after the natural roll</source>
        <translation>计入自然骰值后</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="48"/>
        <source>the check that ends it</source>
        <translation>解除它的检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="49"/>
        <source>turn held</source>
        <translation>保留的回合</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="50"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="51"/>
        <source>during the turn of</source>
        <translation>在其回合中</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="52"/>
        <source>readied action lapsed</source>
        <translation>预备的行动失效</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="53"/>
        <source>members</source>
        <translation>成员</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="54"/>
        <source>one initiative, acting together</source>
        <translation>共用一个先攻，一起行动</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="55"/>
        <source>ahead</source>
        <translation>排在其前</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="56"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="304"/>
        <source>whose turn counts</source>
        <translation>按谁的回合计算</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="57"/>
        <source>applied</source>
        <translation>生效</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="58"/>
        <source>attack action</source>
        <translation>攻击动作</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="59"/>
        <source>attack bonus</source>
        <translation>攻击加值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="60"/>
        <source>stabilizes on its own</source>
        <translation>伤势自动稳定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="61"/>
        <source>automatic result</source>
        <translation>自动结果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="62"/>
        <source>automatic failure</source>
        <translation>自动失败</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="63"/>
        <source>falls unconscious at the end of the turn</source>
        <translation>回合结束时陷入昏迷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="64"/>
        <source>base value</source>
        <translation>基本能力值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="65"/>
        <source>a tenth of the base value</source>
        <translation>基本能力值的十分之一</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="66"/>
        <source>behind</source>
        <translation>排在其后</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="67"/>
        <source>tie broken by</source>
        <translation>平局裁定依据</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="68"/>
        <source>bruises healed by rest</source>
        <translation>休息恢复的淤伤</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="69"/>
        <source>bruise rest counted from</source>
        <translation>淤伤休息起算点</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="70"/>
        <source>rounds of rest for bruises</source>
        <translation>淤伤已休息轮数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="71"/>
        <source>bruise count after</source>
        <translation>之后的淤伤数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="72"/>
        <source>bruise count before</source>
        <translation>之前的淤伤数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="73"/>
        <source>bruises removed</source>
        <translation>移除的淤伤</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="74"/>
        <source>changed</source>
        <translation>已变更</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="75"/>
        <source>checks</source>
        <translation>检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="76"/>
        <source>clock (rounds)</source>
        <translation>计时（轮）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="77"/>
        <source>clock after (rounds)</source>
        <translation>之后的计时（轮）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="78"/>
        <source>clock before (rounds)</source>
        <translation>之前的计时（轮）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="79"/>
        <source>what</source>
        <translation>内容</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="81"/>
        <source>condition</source>
        <translation>状况</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="82"/>
        <source>confirmation roll</source>
        <translation>确认检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="83"/>
        <source>constitution modifier</source>
        <translation>体质调整值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="84"/>
        <source>constitution used</source>
        <translation>所用体质</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="85"/>
        <source>contenders</source>
        <translation>参与者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="86"/>
        <source>count</source>
        <translation>数量</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="87"/>
        <source>1D100 critical from</source>
        <translation>1D100 暴击起始值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="88"/>
        <source>critical multiplier</source>
        <translation>重击倍率</translation>
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
        <translation>伤害检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="92"/>
        <source>damage DC bonus</source>
        <translation>伤害检定难度加值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="93"/>
        <source>decided by</source>
        <translation>决定因素</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="94"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="220"/>
        <source>defense check</source>
        <translation>防御检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="95"/>
        <source>defense modifier</source>
        <translation>防御调整值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="96"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="119"/>
        <source>dice</source>
        <translation>骰子</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="97"/>
        <source>die</source>
        <translation>骰子</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="98"/>
        <source>difficulty</source>
        <translation>难度</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="99"/>
        <source>checks due</source>
        <translation>应进行的检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="100"/>
        <source>dying checks skipped</source>
        <translation>跳过濒死检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="101"/>
        <source>dying checks not made for</source>
        <translation>未进行濒死检定者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="102"/>
        <source>before it was due</source>
        <translation>提前进行</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="103"/>
        <source>change</source>
        <translation>修改</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="104"/>
        <source>entries</source>
        <translation>条目</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="105"/>
        <source>half, exact</source>
        <translation>一半（精确值）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="106"/>
        <source>ended</source>
        <translation>已结束</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="107"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="305"/>
        <source>when it counts</source>
        <translation>计数时机</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="108"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="109"/>
        <source>extra damage</source>
        <translation>额外伤害</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="110"/>
        <source>extra flat damage</source>
        <translation>额外固定伤害</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="111"/>
        <source>extra damage, not multiplied</source>
        <translation>额外伤害（不加倍）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="112"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="113"/>
        <source>finesse</source>
        <translation>灵巧</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="114"/>
        <source>first side</source>
        <translation>第一方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="115"/>
        <source>flat damage</source>
        <translation>固定伤害</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="116"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="268"/>
        <source>forced by the GM</source>
        <translation>主持人强制裁定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="117"/>
        <source>winner forced by the GM</source>
        <translation>主持人强制裁定的胜者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="118"/>
        <source>1D100 fumble up to</source>
        <translation>1D100 大失手上限</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="120"/>
        <source>healer</source>
        <translation>治疗者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="121"/>
        <source>hit dice bonus</source>
        <translation>生命骰加值</translation>
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
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/first_format.py" line="84"/>
        <source>ratio</source>
        <translation>比率</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/first_format.py" line="85"/>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="123"/>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="124"/>
        <source>in combat</source>
        <translation>战斗中</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="125"/>
        <source>initiatives</source>
        <translation>先攻</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="127"/>
        <source>key attribute</source>
        <translation>关键属性</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="128"/>
        <source>kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="129"/>
        <source>defender&apos;s total</source>
        <translation>防御者的总计</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="130"/>
        <source>lethal</source>
        <translation>致命</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="131"/>
        <source>degrees lowered</source>
        <translation>成功度下降级数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="132"/>
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="133"/>
        <source>how it was resolved</source>
        <translation>结算方式</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="134"/>
        <source>modifiers in all</source>
        <translation>调整值合计</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="135"/>
        <source>multiplied</source>
        <translation>加倍</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="136"/>
        <source>multiplied damage</source>
        <translation>加倍的伤害</translation>
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
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="139"/>
        <source>names</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="140"/>
        <source>shift by the natural roll</source>
        <translation>自然骰值造成的成功度变动</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="141"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="307"/>
        <source>note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="142"/>
        <source>number</source>
        <translation>编号</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="143"/>
        <source>other modifier</source>
        <translation>其他调整值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_grapple.py" line="203"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="144"/>
        <source>passive side</source>
        <translation>被动方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="145"/>
        <source>penalty dice asked for</source>
        <translation>要求的惩罚骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="146"/>
        <source>1D100 base value</source>
        <translation>1D100 基本能力值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="147"/>
        <source>target&apos;s 1D100 base value</source>
        <translation>目标的 1D100 基本能力值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="148"/>
        <source>performance</source>
        <translation>遂行值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="149"/>
        <source>periods due</source>
        <translation>应计康复周期</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="150"/>
        <source>periods spent</source>
        <translation>已用康复周期</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="151"/>
        <source>points lost</source>
        <translation>失去的点数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="152"/>
        <source>points used</source>
        <translation>使用的点数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="153"/>
        <source>prompts</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="154"/>
        <source>degrees raised</source>
        <translation>成功度上升级数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="155"/>
        <source>range</source>
        <translation>范围</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="156"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="282"/>
        <source>realistic mode</source>
        <translation>写实模式</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="157"/>
        <source>realistic mode modifier</source>
        <translation>写实模式调整值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="158"/>
        <source>realistic mode penalty</source>
        <translation>写实模式减值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="159"/>
        <source>reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="160"/>
        <source>damage reduction</source>
        <translation>伤害减免</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="161"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="303"/>
        <source>rounds left</source>
        <translation>剩余轮数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="162"/>
        <source>removed</source>
        <translation>已移除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="163"/>
        <source>attack resolution</source>
        <translation>攻击结算方式</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="164"/>
        <source>resting</source>
        <translation>休息者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="165"/>
        <source>to beat</source>
        <translation>需超过</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="166"/>
        <source>roll</source>
        <translation>掷骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="168"/>
        <source>roll-offs</source>
        <translation>掷骰决胜</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="169"/>
        <source>rolls</source>
        <translation>掷骰结果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="170"/>
        <source>rounds</source>
        <translation>轮数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="171"/>
        <source>rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="172"/>
        <source>second side</source>
        <translation>第二方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="173"/>
        <source>degree shifts</source>
        <translation>成功度变动</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="174"/>
        <source>shortfall</source>
        <translation>差额</translation>
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
        <translation>技能考验</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="178"/>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="179"/>
        <source>special result</source>
        <translation>特殊结果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="180"/>
        <source>special results</source>
        <translation>特殊结果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="181"/>
        <source>special results cancel</source>
        <translation>特殊结果相互抵消</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="182"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="168"/>
        <source>modifiers</source>
        <translation>调整值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="183"/>
        <source>state</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="184"/>
        <source>states</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="185"/>
        <source>states added</source>
        <translation>新增状态</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="186"/>
        <source>states kept</source>
        <translation>保留的状态</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="188"/>
        <source>hit penalty taken</source>
        <translation>承受的命中惩罚</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="189"/>
        <source>hit penalty after</source>
        <translation>之后的命中惩罚</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="190"/>
        <source>target&apos;s bonus</source>
        <translation>目标的加值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="191"/>
        <source>defense attacked</source>
        <translation>所攻击的防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="192"/>
        <source>targets</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="193"/>
        <source>temporary hit points bonus</source>
        <translation>临时生命值加值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="194"/>
        <source>temporary hit points ended</source>
        <translation>临时生命值结束</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="195"/>
        <source>terms</source>
        <translation>各项</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="196"/>
        <source>threat</source>
        <translation>重击威胁</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="197"/>
        <source>threat from</source>
        <translation>重击威胁起始值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="198"/>
        <source>thrown</source>
        <translation>投掷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="199"/>
        <source>ties</source>
        <translation>平局</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="200"/>
        <source>limit of the turn</source>
        <translation>本回合上限</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="201"/>
        <source>type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="202"/>
        <source>unconscious after a standard action</source>
        <translation>执行标准动作后昏迷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="203"/>
        <source>until clock round</source>
        <translation>持续至计时轮数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="204"/>
        <source>used for</source>
        <translation>用于</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="205"/>
        <source>value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="206"/>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="221"/>
        <source>1D100 versus check</source>
        <translation>1D100 对抗检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="207"/>
        <source>winner</source>
        <translation>胜者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="208"/>
        <source>wounds healed by rest</source>
        <translation>休息恢复的负伤</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="209"/>
        <source>wound rest counted from</source>
        <translation>负伤休息起算点</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="210"/>
        <source>rounds of rest for wounds</source>
        <translation>负伤已休息轮数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="211"/>
        <source>wound count after</source>
        <translation>之后的负伤数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="212"/>
        <source>wound count before</source>
        <translation>之前的负伤数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="213"/>
        <source>wounds removed</source>
        <translation>移除的负伤</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="222"/>
        <source>pure roll</source>
        <translation>纯骰检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="223"/>
        <source>attribute check</source>
        <translation>属性检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="224"/>
        <source>one against many</source>
        <translation>一对多</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="225"/>
        <source>simultaneous actions</source>
        <translation>同时行动</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="226"/>
        <source>dying check</source>
        <translation>濒死检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="227"/>
        <source>recovery check</source>
        <translation>康复检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="228"/>
        <source>save (save ends)</source>
        <translation>解除检定（检定解除）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="230"/>
        <source>after a minute&apos;s rest</source>
        <translation>休息 1 分钟后</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="231"/>
        <source>after an hour&apos;s rest</source>
        <translation>休息 1 小时后</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="232"/>
        <source>by hand only</source>
        <translation>仅手动</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="234"/>
        <source>delay</source>
        <translation>延后</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="235"/>
        <source>ready an action</source>
        <translation>预备行动</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="237"/>
        <source>base defense</source>
        <translation>基础防御</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="239"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="240"/>
        <source>half</source>
        <translation>一半</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="241"/>
        <source>full</source>
        <translation>全额</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="242"/>
        <source>melee</source>
        <translation>近战</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="243"/>
        <source>ranged</source>
        <translation>远程</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="244"/>
        <source>special</source>
        <translation>特殊</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="245"/>
        <source>favours the bigger</source>
        <translation>正向体型差（利于体型较大者）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="246"/>
        <source>favours the smaller</source>
        <translation>负向体型差（利于体型较小者）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="247"/>
        <source>fine</source>
        <translation>超微型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="248"/>
        <source>diminutive</source>
        <translation>微型</translation>
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
        <translation>巨型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="255"/>
        <source>colossal</source>
        <translation>超巨型</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="258"/>
        <source>reroll</source>
        <translation>重掷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="259"/>
        <source>d20 changed</source>
        <translation>d20 已修改</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="260"/>
        <source>modifiers changed</source>
        <translation>调整值已修改</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="261"/>
        <source>degree shifted</source>
        <translation>成功度已变动</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="263"/>
        <source>natural 1: hits</source>
        <translation>自然骰 1：命中</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="264"/>
        <source>natural 20: misses</source>
        <translation>自然骰 20：未命中</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="266"/>
        <source>critical</source>
        <translation>暴击</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="267"/>
        <source>fumble</source>
        <translation>大失手</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="269"/>
        <source>the values</source>
        <translation>数值比较</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="270"/>
        <source>tie to the active side</source>
        <translation>平局归主动方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="271"/>
        <source>player priority</source>
        <translation>玩家优先权</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="272"/>
        <source>trivial</source>
        <translation>轻松</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="273"/>
        <source>easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="274"/>
        <source>normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="275"/>
        <source>hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="276"/>
        <source>very hard</source>
        <translation>极难</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="278"/>
        <source>damage bonus</source>
        <translation>伤害加值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="279"/>
        <source>against a disabled target</source>
        <translation>对瘫痪目标</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="280"/>
        <source>against a dazed target</source>
        <translation>对恍惚目标</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="281"/>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="285"/>
        <source>one move or one standard action</source>
        <translation>一个移动动作或一个标准动作</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="286"/>
        <source>survives</source>
        <translation>存活</translation>
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
        <translation>掷骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="289"/>
        <source>take 10</source>
        <translation>取10</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="290"/>
        <source>take 20</source>
        <translation>取20</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="291"/>
        <source>lowering a count</source>
        <translation>降低负伤数/淤伤数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="292"/>
        <source>a recovery check</source>
        <translation>康复检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="295"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="169"/>
        <source>natural</source>
        <translation>自然骰值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="300"/>
        <source>at the start of the turn</source>
        <translation>回合开始时</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="301"/>
        <source>at the end of the turn</source>
        <translation>回合结束时</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="302"/>
        <source>duration</source>
        <translation>持续时间</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="309"/>
        <source>player character first</source>
        <translation>玩家角色优先</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="310"/>
        <source>higher modifier</source>
        <translation>调整值较高者优先</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="312"/>
        <source>light load</source>
        <translation>轻载</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="314"/>
        <source>overloaded</source>
        <translation>超载</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="170"/>
        <source>notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="171"/>
        <source>outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="172"/>
        <source>passive check</source>
        <translation>被动检定</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="173"/>
        <source>penalty dice</source>
        <translation>惩罚骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="174"/>
        <source>proficiency</source>
        <translation>熟练</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="175"/>
        <source>proficiency bonus</source>
        <translation>熟练加值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="176"/>
        <source>result</source>
        <translation>检定结果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="177"/>
        <source>round</source>
        <translation>轮</translation>
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
        <translation>体型调整值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="180"/>
        <source>source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="181"/>
        <source>degree steps</source>
        <translation>成功度步骤</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="182"/>
        <source>target</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="183"/>
        <source>temporary hit points</source>
        <translation>临时生命值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="184"/>
        <source>total</source>
        <translation>总计</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="185"/>
        <source>versions</source>
        <translation>历次结果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="293"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="186"/>
        <source>wound count</source>
        <translation>负伤数</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="192"/>
        <source>critical failure</source>
        <translation>大失败</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="193"/>
        <source>failure</source>
        <translation>失败</translation>
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
        <translation>未命中</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="197"/>
        <source>hit</source>
        <translation>命中</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="198"/>
        <source>critical hit</source>
        <translation>重击</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="200"/>
        <source>no effect</source>
        <translation>无效果</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="201"/>
        <source>wound</source>
        <translation>负伤</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="202"/>
        <source>bruise</source>
        <translation>淤伤</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="203"/>
        <source>seriously wounded</source>
        <translation>重伤</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="204"/>
        <source>disabled</source>
        <translation>瘫痪</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="205"/>
        <source>unconscious</source>
        <translation>昏迷</translation>
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
        <translation>重伤（淤）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="209"/>
        <source>dazed</source>
        <translation>恍惚</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="211"/>
        <source>strength</source>
        <translation>力量</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="212"/>
        <source>agility</source>
        <translation>敏捷</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="213"/>
        <source>spirit</source>
        <translation>灵性</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="214"/>
        <source>intellect</source>
        <translation>智力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="216"/>
        <source>status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="217"/>
        <source>environment</source>
        <translation>环境</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="218"/>
        <source>potency</source>
        <translation>效力</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="219"/>
        <source>situational</source>
        <translation>形势</translation>
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
        <translation>反射</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="224"/>
        <source>mind</source>
        <translation>心智</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="230"/>
        <source>modifier from a condition</source>
        <translation>来自状况的调整值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="231"/>
        <source>conditions</source>
        <translation>状况</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="232"/>
        <source>advantage from a condition</source>
        <translation>来自状况的优势</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="233"/>
        <source>disadvantage from a condition</source>
        <translation>来自状况的劣势</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="234"/>
        <source>penalty dice from a condition</source>
        <translation>来自状况的惩罚骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="235"/>
        <source>the target&apos;s defense, from a condition</source>
        <translation>目标的防御等级，来自状况</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="313"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="226"/>
        <source>heavy load</source>
        <translation>重载</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="227"/>
        <source>hit points at half or less</source>
        <translation>生命值不高于一半</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/record_words.py" line="167"/>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="228"/>
        <source>roll-off</source>
        <translation>掷骰决胜</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="240"/>
        <source>free modifiers all apply</source>
        <translation>自由调整值全部生效</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="241"/>
        <source>the highest bonus of its type</source>
        <translation>同类型中最高的加值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="242"/>
        <source>the lowest penalty of its type</source>
        <translation>同类型中最低的减值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="243"/>
        <source>the single highest potency</source>
        <translation>唯一最高的效力值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="244"/>
        <source>the one situational value that applies</source>
        <translation>唯一生效的形势值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="245"/>
        <source>a higher bonus of its type applies</source>
        <translation>有更高的同类型加值生效</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="246"/>
        <source>a lower penalty of its type applies</source>
        <translation>有更低的同类型减值生效</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="247"/>
        <source>a higher potency applies</source>
        <translation>有更高的效力值生效</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="248"/>
        <source>another situational value applies instead</source>
        <translation>改由另一个形势值生效</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="249"/>
        <source>an equal bonus and penalty cancel out</source>
        <translation>相等的加值与减值相互抵消</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/translating.py" line="250"/>
        <source>a value of 0 changes nothing</source>
        <translation>数值为 0，没有影响</translation>
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
        <translation>规则 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="317"/>
        <source>Turn of</source>
        <translation>回合</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="319"/>
        <source>Actor</source>
        <translation>行动者</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="321"/>
        <source>Targets</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="323"/>
        <source>GM only: the players do not see this entry</source>
        <translation>仅主持人可见：玩家看不到此条目</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="325"/>
        <source>Hidden DC: the players see the result, not the DC or the degree (A2)</source>
        <translation>隐藏难度：玩家能看到检定结果，但看不到检定难度和成功度（A2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="335"/>
        <source>Breakdown:</source>
        <translation>明细：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="380"/>
        <source>Round %1 | %2 | %3</source>
        <translation>第 %1 轮 | %2 | %3</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="385"/>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="423"/>
        <source>GM only</source>
        <translation>仅主持人可见</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="401"/>
        <source>Roll log</source>
        <translation>掷骰记录</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="403"/>
        <source>Roll log — %1</source>
        <translation>掷骰记录 — %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="315"/>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="408"/>
        <source>Round</source>
        <translation>轮</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="409"/>
        <source>Turn / actor</source>
        <translation>回合 / 行动者</translation>
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
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="412"/>
        <source>Seen by</source>
        <translation>可见范围</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/log_render/breakdown.py" line="423"/>
        <source>everyone</source>
        <translation>所有人</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_attack.py" line="730"/>
        <source>outside the attacker&apos;s turn (A16)</source>
        <translation>在攻击者的回合之外（A16）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="616"/>
        <source>temporary hit points ran out</source>
        <translation>临时生命值耗尽</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_rest.py" line="617"/>
        <source>resources refilled by the rest</source>
        <translation>因休息补满的资源</translation>
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
        <translation>主持人输入的先攻</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/actions_save_ends.py" line="180"/>
        <source>the condition ended</source>
        <extracomment>Breakdown pane: whether the save ended the condition (D3)</extracomment>
        <translation>状况已解除</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="298"/>
        <source>encounter</source>
        <translation>遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="299"/>
        <source>party members</source>
        <translation>队伍成员</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="300"/>
        <source>clock before</source>
        <translation>之前的计时</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="301"/>
        <source>clock after</source>
        <translation>之后的计时</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/campaign_actions.py" line="302"/>
        <source>marked done</source>
        <translation>标记为完成</translation>
    </message>
</context>
<context>
    <name>RulesError</name>
    <message>
        <location filename="../../gmtracker/rules/condition_effects.py" line="154"/>
        <source>a {kind} effect cannot apply to {scope} (D3)</source>
        <translation>{kind} 效果不能适用于 {scope}（D3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/condition_effects.py" line="157"/>
        <source>an effect names an attribute exactly when it applies to one attribute&apos;s checks (D3)</source>
        <translation>效果只有在适用于某一属性的检定时才指定属性（D3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/condition_effects.py" line="160"/>
        <source>an effect names a defense exactly when it applies to one defense (D3)</source>
        <translation>效果只有在适用于某一防御等级时才指定防御（D3）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/condition_effects.py" line="165"/>
        <source>a {kind} effect gives 1 to {most} dice, not {value}</source>
        <translation>{kind} 效果给予 1 到 {most} 个骰子，而不是 {value}</translation>
    </message>
    <message>
        <location filename="../../gmtracker/rules/condition_effects.py" line="169"/>
        <source>a condition&apos;s modifier is −{most} to +{most} and not 0, not {value}</source>
        <translation>状况的调整值为 −{most} 到 +{most} 且不为 0，而不是 {value}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../gmtracker/ui/shell/application.py" line="372"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/setting_words.py" line="21"/>
        <location filename="../../gmtracker/ui/words/setting_words.py" line="23"/>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/setting_words.py" line="24"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/setting_words.py" line="25"/>
        <source>Dark (for a dim room)</source>
        <translation>深色（适合昏暗的房间）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/setting_words.py" line="29"/>
        <source>GM Tracker rolls</source>
        <translation>由 GM Tracker 掷骰</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/setting_words.py" line="30"/>
        <source>We roll at the table (type the dice in)</source>
        <translation>我们在桌上掷骰（手动输入骰值）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="29"/>
        <source>Hit check: the attacker rolls (A14)</source>
        <translation>命中检定：攻击者掷骰（A14）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="30"/>
        <source>Defense check: the defender rolls (B1)</source>
        <translation>防御检定：防御者掷骰（B1）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="31"/>
        <source>1D100 versus check (C5, C8)</source>
        <translation>1D100 对抗检定（C5、C8）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="34"/>
        <source>d20 + agility (D1)</source>
        <translation>d20 + 敏捷（D1）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="35"/>
        <source>1D100 + base value ÷ 10 (D1)</source>
        <translation>1D100 + 基本能力值 ÷ 10（D1）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/setting_words.py" line="33"/>
        <source>Names only</source>
        <translation>仅名字</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/setting_words.py" line="34"/>
        <source>Damage states (seriously wounded, unconscious…)</source>
        <translation>伤害状态（重伤、昏迷……）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/setting_words.py" line="35"/>
        <source>Wound counts and states</source>
        <translation>负伤数、淤伤数与状态</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="42"/>
        <source>on</source>
        <extracomment>A yes/no setting&apos;s value: switched on.</extracomment>
        <translation>开</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="44"/>
        <source>off</source>
        <extracomment>A yes/no setting&apos;s value: switched off.</extracomment>
        <translation>关</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="54"/>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="55"/>
        <source>Player view</source>
        <translation>玩家视图</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="56"/>
        <source>New encounters</source>
        <translation>新遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="86"/>
        <source>System size</source>
        <translation>系统字号</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="87"/>
        <source> pt</source>
        <translation> 磅</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/settings_service.py" line="54"/>
        <source>The settings file cannot be used, so the defaults apply. It stays as it is until you save settings; then it is kept beside the new file under another name.
%1</source>
        <translation>无法使用设置文件，因此使用默认值。在你保存设置之前它保持原样；保存时它会以另一个名字保留在新文件旁边。
%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/shell/settings_service.py" line="59"/>
        <source>%1: %2: %3 — the default is used instead.</source>
        <translation>%1：%2：%3 —— 改用默认值。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="130"/>
        <source>At the table: the dialogs open with empty boxes for your dice</source>
        <translation>在桌上掷骰：对话框打开时带有空白框，供你输入骰值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="140"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="142"/>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="144"/>
        <source>Table font size</source>
        <translation>表格字号</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="146"/>
        <source>Points; 0 uses the system&apos;s size</source>
        <translation>单位为磅；0 表示使用系统字号</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="147"/>
        <source>Turn timer in the banner</source>
        <translation>在横幅中显示回合计时</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="148"/>
        <source>The real time the acting combatant has taken since its turn began</source>
        <translation>当前行动的参战者自其回合开始以来所用的实际时间</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="164"/>
        <source>Dice of player characters</source>
        <translation>玩家角色的骰子</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="165"/>
        <source>Dice of allies</source>
        <translation>友方的骰子</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="166"/>
        <source>Dice of enemies</source>
        <translation>敌方的骰子</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="167"/>
        <source>Dice of neutral combatants</source>
        <translation>中立参战者的骰子</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="17"/>
        <source>Attack resolution</source>
        <translation>攻击结算方式</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="18"/>
        <source>Realistic mode (B10)</source>
        <translation>写实模式（B10）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="19"/>
        <source>Skill trial (B11)</source>
        <translation>技能考验（B11）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="20"/>
        <source>1D100 critical from</source>
        <translation>1D100 暴击起始值</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="154"/>
        <source>101: no criticals (C6)</source>
        <translation>101：无暴击（C6）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="21"/>
        <source>1D100 fumble up to</source>
        <translation>1D100 大失手上限</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="156"/>
        <source>0: no fumbles (C6)</source>
        <translation>0：无大失手（C6）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="22"/>
        <source>Skip defeated combatants&apos; turns</source>
        <translation>跳过已被击倒参战者的回合</translation>
    </message>
    <message>
        <location filename="../../gmtracker/encounter/setting_words.py" line="23"/>
        <source>Initiative</source>
        <translation>先攻</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="160"/>
        <source>Player characters</source>
        <translation>玩家角色</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="161"/>
        <source>Allies</source>
        <translation>友方</translation>
    </message>
    <message>
        <location filename="../../gmtracker/storage/settings.py" line="162"/>
        <source>Enemies</source>
        <translation>敌方</translation>
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
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="145"/>
        <source>What the players see of each side on the player view. Hidden combatants never appear.</source>
        <translation>玩家在玩家视图中能看到各阵营的哪些信息。隐藏的参战者永远不会出现。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="148"/>
        <source>The rule settings a new encounter starts with. An encounter keeps its own (see “This encounter”).</source>
        <translation>新遭遇开始时使用的规则设置。每个遭遇保存自己的设置（见“此遭遇”）。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="160"/>
        <source>This encounter&apos;s own rule settings. They override the defaults for new encounters and are saved with the encounter; a change is one undoable step.</source>
        <translation>此遭遇自己的规则设置。它们覆盖新遭遇的默认值，并随遭遇一起保存；每次更改都是一个可撤销的步骤。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="169"/>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="211"/>
        <source>This encounter</source>
        <translation>此遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="210"/>
        <source>New encounters</source>
        <translation>新遭遇</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/settings_dialog.py" line="218"/>
        <source>%1: the 1D100 fumble range must end below the critical range (C6).</source>
        <translation>%1：1D100 大失手范围必须低于暴击范围（C6）。</translation>
    </message>
</context>
<context>
    <name>SharePanel</name>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="214"/>
        <source>Share the player view</source>
        <translation>分享玩家视图</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="218"/>
        <source>The players open the address on their phones (same Wi-Fi) or scan the code. They see what the player view shows: never a hidden combatant, never a hidden DC.</source>
        <translation>玩家在手机上（同一 Wi-Fi）打开此地址或扫描二维码。他们看到的与玩家视图相同：绝不显示隐藏的参战者，也绝不显示隐藏难度。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="223"/>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="230"/>
        <source>any free port</source>
        <translation>任意空闲端口</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="232"/>
        <source>&amp;Address:</source>
        <translation>地址(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="233"/>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="250"/>
        <source>Windows and macOS may ask whether GM Tracker may accept connections: allow it on private networks.</source>
        <translation>Windows 和 macOS 可能会询问是否允许 GM Tracker 接受连接：请在专用网络上允许。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="253"/>
        <source>&amp;Start sharing</source>
        <translation>开始分享(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="255"/>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="257"/>
        <source>&amp;New address…</source>
        <translation>新地址(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="260"/>
        <source>Make a new address: the old one stops working, and every phone must scan the new code</source>
        <translation>生成新地址：旧地址将失效，每部手机都必须扫描新的二维码</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="301"/>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="321"/>
        <source>Cannot share on %1: %2</source>
        <translation>无法在 %1 上分享：%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="307"/>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="314"/>
        <source>New address</source>
        <translation>新地址</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="308"/>
        <source>Make a new address for the player view?</source>
        <translation>要为玩家视图生成新地址吗？</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="312"/>
        <source>The current address stops working: every phone must scan the new code again.</source>
        <translation>当前地址将失效：每部手机都必须重新扫描新的二维码。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/panels/player_share.py" line="332"/>
        <source>Not shared.</source>
        <translation>未分享。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gmtracker/ui/panels/player_share.py" line="348"/>
        <source>%n phone(s) connected</source>
        <translation>
            <numerusform>已连接 %n 部手机</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StateBadge</name>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="228"/>
        <source>ser. wnd</source>
        <extracomment>A badge in the table&apos;s narrow States column: seriously wounded (B5), abbreviated; keep it as short. The full word is in the tooltip.</extracomment>
        <translation>重伤</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="230"/>
        <source>disabled</source>
        <extracomment>A badge in the States column: the damage state disabled (B5); keep it short.</extracomment>
        <translation>瘫痪</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="232"/>
        <source>uncon.</source>
        <extracomment>A badge in the States column: unconscious (B5), abbreviated; keep it as short.</extracomment>
        <translation>昏迷</translation>
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
        <translation>重伤（淤）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="238"/>
        <source>dazed</source>
        <extracomment>A badge in the States column: the damage state dazed (B5); keep it short.</extracomment>
        <translation>恍惚</translation>
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
        <translation>濒死</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/models/combatant_model.py" line="280"/>
        <source>+%1 temp</source>
        <extracomment>A badge in the States column: %1 temporary hit points (B3), abbreviated; keep it as short.</extracomment>
        <translation>临时 +%1</translation>
    </message>
</context>
<context>
    <name>TargetCard</name>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_card.py" line="71"/>
        <source>Damage reduction</source>
        <translation>伤害减免</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_card.py" line="72"/>
        <source>Subtracted from the flat part of the damage bonus (B2)</source>
        <translation>从伤害加值的固定部分中扣除（B2）</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_card.py" line="77"/>
        <source>Damage reduction:</source>
        <translation>伤害减免：</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_card.py" line="116"/>
        <source>Miss %1</source>
        <translation>未命中 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_card.py" line="116"/>
        <source>Hit %1</source>
        <translation>命中 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_card.py" line="117"/>
        <source>Critical hit %1</source>
        <translation>重击 %1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_card.py" line="123"/>
        <source>Damage check on a hit: %1</source>
        <translation>命中时的伤害检定：%1</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/dialogs/attack_card.py" line="124"/>
        <source>on a critical hit: %1</source>
        <translation>重击时：%1</translation>
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
        <translation>%1，%2</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/widgets/target_picker.py" line="440"/>
        <source>%1 is on %2&apos;s side. Press it again to pick it anyway.</source>
        <extracomment>The target picker: the GM pressed an ally of whoever acts (%1 the actor, %2 the target); pressing it again picks it.</extracomment>
        <translation>%1 与 %2 同属一方。再按一次仍可选中。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/widgets/target_picker.py" line="443"/>
        <source>%1 is on %2&apos;s side.</source>
        <extracomment>The target picker: an ally of whoever acts is picked (%1 the actor, %2 the target).</extracomment>
        <translation>%1 与 %2 同属一方。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/widgets/target_picker.py" line="446"/>
        <source>%1 is not on %2&apos;s side. Press it again to pick it anyway.</source>
        <extracomment>The target picker of Heal: the GM pressed an opponent of the healer (%1 the healer, %2 the target); pressing it again picks it.</extracomment>
        <translation>%1 与 %2 不属同一方。再按一次仍可选中。</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/widgets/target_picker.py" line="449"/>
        <source>%1 is not on %2&apos;s side.</source>
        <extracomment>The target picker of Heal: an opponent of the healer is picked (%1 the healer, %2 the target).</extracomment>
        <translation>%1 与 %2 不属同一方。</translation>
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
        <translation>；</translation>
    </message>
    <message>
        <location filename="../../gmtracker/ui/words/text_format.py" line="70"/>
        <source> · </source>
        <extracomment>The separator between parts of one line (&quot;dead · 3 rounds&quot;); Chinese and Japanese usually ・ without spaces.</extracomment>
        <translation> · </translation>
    </message>
</context>
<context>
    <name>TurnBanner</name>
    <message>
        <location filename="../../gmtracker/ui/panels/turn_banner.py" line="143"/>
        <source>Real time taken by this turn</source>
        <translation>本回合所用的实际时间</translation>
    </message>
</context>
</TS>

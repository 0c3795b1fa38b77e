"""Every action of the main window in one table: objectName, text, shortcut, tip, and
what it runs.

The shortcuts live here and nowhere else, and a test checks that none collides. The
main window builds its ``QAction`` objects from this table and connects each to what its
row names, so adding an action is one row here (and the command and dialog it uses):

* ``handler``: a method of the main window (``"save"``), or a function of the window
  named as ``"package.module:function"`` and imported when the action is first triggered
  (:func:`gmtracker.ui.shell.loader.load`): the roster and combat actions.
* ``dialog``: a dialog factory ``"package.module:dialog_for"``, imported the same way,
  called with the window's :class:`~gmtracker.ui.dialogs.action_scope.ActionScope`; the
  window runs the dialog it returns and pushes the commands it built as one undo step.
"""

from __future__ import annotations

import re

import msgspec
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from gmtracker.ui.words.text_format import QT_TRANSLATE_NOOP

_CONTEXT = "Actions"


class ActionSpec(msgspec.Struct, frozen=True):
    """One action: its objectName, menu text, shortcut (portable text or a standard key), tip,
    and what it runs: its ``handler`` or its ``dialog`` factory (exactly one of them)."""

    name: str
    text: str
    shortcut: str | QKeySequence.StandardKey | None = None
    tip: str = ""
    handler: str = ""
    dialog: str = ""


SK = QKeySequence.StandardKey

ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec("actionNew", QT_TRANSLATE_NOOP("Actions", "&New encounter"), SK.New,
               QT_TRANSLATE_NOOP("Actions", "Start an empty encounter"),
               handler="new_encounter"),
    ActionSpec("actionOpen", QT_TRANSLATE_NOOP("Actions", "&Open…"), SK.Open,
               QT_TRANSLATE_NOOP("Actions", "Open an encounter file"),
               handler="open_file"),
    ActionSpec("actionSave", QT_TRANSLATE_NOOP("Actions", "&Save"), SK.Save,
               QT_TRANSLATE_NOOP("Actions", "Save the encounter"),
               handler="save"),
    ActionSpec("actionSaveAs", QT_TRANSLATE_NOOP("Actions", "Save &As…"), "Ctrl+Shift+S",
               QT_TRANSLATE_NOOP("Actions", "Save the encounter under a new name"),
               handler="save_as"),
    ActionSpec("actionQuit", QT_TRANSLATE_NOOP("Actions", "&Quit"), SK.Quit,
               handler="close"),
    ActionSpec("actionUndo", QT_TRANSLATE_NOOP("Actions", "&Undo"), SK.Undo,
               handler="undo"),
    ActionSpec("actionRedo", QT_TRANSLATE_NOOP("Actions", "&Redo"), "Ctrl+Shift+Z",
               handler="redo"),
    ActionSpec("actionUndoHistory", QT_TRANSLATE_NOOP("Actions", "Undo &history"), "Ctrl+H",
               QT_TRANSLATE_NOOP("Actions", "Show every step that can be undone"),
               handler="show_undo_history"),
    ActionSpec("actionRenameEncounter", QT_TRANSLATE_NOOP("Actions", "Re&name encounter…"), None,
               QT_TRANSLATE_NOOP("Actions", "Give the encounter a new name (also: double-click the banner)"),
               dialog="gmtracker.ui.dialogs.rename_dialog:dialog_for"),
    ActionSpec("actionQuickAdd", QT_TRANSLATE_NOOP("Actions", "&Quick add…"), "Ctrl+K",
               QT_TRANSLATE_NOOP("Actions", "Add combatants by typing: Goblin x4, Ayla 17"),
               handler="gmtracker.ui.shell.roster_actions:quick_add"),
    ActionSpec("actionAddCombatant", QT_TRANSLATE_NOOP("Actions", "&Add combatant"), "Ctrl+Shift+A",
               handler="gmtracker.ui.shell.roster_actions:add_combatant"),
    ActionSpec("actionAddFromLibrary", QT_TRANSLATE_NOOP("Actions", "Add from &library…"), "Ctrl+L",
               handler="gmtracker.ui.shell.roster_actions:add_from_library"),
    ActionSpec("actionSaveToLibrary", QT_TRANSLATE_NOOP("Actions", "Save to librar&y"), None,
               handler="gmtracker.ui.shell.roster_actions:save_to_library"),
    ActionSpec("actionDuplicate", QT_TRANSLATE_NOOP("Actions", "&Duplicate"), "Ctrl+D",
               QT_TRANSLATE_NOOP("Actions", "Add a numbered copy of the selected combatant"),
               handler="gmtracker.ui.shell.roster_actions:duplicate"),
    ActionSpec("actionRemove", QT_TRANSLATE_NOOP("Actions", "&Remove"), "Del",
               QT_TRANSLATE_NOOP("Actions", "Remove the selected combatants (undo brings them back)"),
               handler="gmtracker.ui.shell.roster_actions:remove"),
    ActionSpec("actionConditions", QT_TRANSLATE_NOOP("Actions", "C&onditions…"), "Ctrl+Shift+K",
               dialog="gmtracker.ui.dialogs.conditions_dialog:dialog_for"),
    ActionSpec("actionStartCombat", QT_TRANSLATE_NOOP("Actions", "&Start combat"), "Ctrl+Return",
               QT_TRANSLATE_NOOP("Actions", "Sort by initiative and begin round 1"),
               handler="gmtracker.ui.shell.combat_actions:start_combat"),
    ActionSpec("actionNextTurn", QT_TRANSLATE_NOOP("Actions", "&Next turn"), "Ctrl+Right",
               handler="gmtracker.ui.shell.combat_actions:next_turn"),
    ActionSpec("actionPreviousTurn", QT_TRANSLATE_NOOP("Actions", "&Previous turn"), "Ctrl+Left",
               handler="gmtracker.ui.shell.combat_actions:previous_turn"),
    ActionSpec("actionDelay", QT_TRANSLATE_NOOP("Actions", "De&lay"), "Ctrl+Shift+D",
               QT_TRANSLATE_NOOP("Actions", "Move the acting combatant after the next one"),
               handler="gmtracker.ui.shell.combat_actions:delay"),
    ActionSpec("actionRollInitiative", QT_TRANSLATE_NOOP("Actions", "Roll &initiative…"), "Ctrl+I",
               QT_TRANSLATE_NOOP("Actions", "Initiative for those who joined the fight (D1)"),
               handler="gmtracker.ui.shell.combat_actions:roll_initiative"),
    ActionSpec("actionEndCombat", QT_TRANSLATE_NOOP("Actions", "&End combat"), None,
               handler="gmtracker.ui.shell.combat_actions:end_combat"),
    ActionSpec("actionCheck", QT_TRANSLATE_NOOP("Actions", "&Check…"), "Ctrl+E",
               dialog="gmtracker.ui.dialogs.check_dialog:dialog_for"),
    ActionSpec("actionAttack", QT_TRANSLATE_NOOP("Actions", "&Attack…"), "Ctrl+T",
               dialog="gmtracker.ui.dialogs.attack_dialog:dialog_for"),
    ActionSpec("actionDamage", QT_TRANSLATE_NOOP("Actions", "Da&mage…"), "Ctrl+M",
               dialog="gmtracker.ui.dialogs.damage_dialog:dialog_for"),
    ActionSpec("actionHeal", QT_TRANSLATE_NOOP("Actions", "&Heal…"), "Ctrl+J",
               dialog="gmtracker.ui.dialogs.heal_dialog:dialog_for"),
    ActionSpec("actionRest", QT_TRANSLATE_NOOP("Actions", "&Rest / advance time…"), "Ctrl+R",
               dialog="gmtracker.ui.dialogs.rest_dialog:dialog_for"),
    ActionSpec("actionPercentileCheck", QT_TRANSLATE_NOOP("Actions", "&1D100 check…"), "Ctrl+P",
               dialog="gmtracker.ui.dialogs.percentile_dialog:dialog_for"),
    ActionSpec("actionDiceTray", QT_TRANSLATE_NOOP("Actions", "Roll &dice…"), "Ctrl+G",
               handler="dice_tray"),
    ActionSpec("actionSettings", QT_TRANSLATE_NOOP("Actions", "Se&ttings…"), "Ctrl+,",
               QT_TRANSLATE_NOOP("Actions", "Language, theme, player view, and the rule settings of encounters"),
               handler="open_settings"),
    ActionSpec("actionPlayerView", QT_TRANSLATE_NOOP("Actions", "&Player view"), "F11",
               QT_TRANSLATE_NOOP("Actions", "Open the player view for a second screen"),
               handler="show_player_view"),
    ActionSpec("actionSharePlayerView", QT_TRANSLATE_NOOP("Actions", "&Share the player view…"), None,
               QT_TRANSLATE_NOOP("Actions", "Show the player view on the players' phones (local network, QR code)"),
               handler="share_player_view"),
    ActionSpec("actionAbout", QT_TRANSLATE_NOOP("Actions", "&About GM Tracker"), None,
               QT_TRANSLATE_NOOP("Actions", "The version, the licences, and the folders where your files are"),
               handler="gmtracker.ui.shell.help_actions:about"),
    ActionSpec("actionAboutQt", QT_TRANSLATE_NOOP("Actions", "About &Qt"), None,
               QT_TRANSLATE_NOOP("Actions", "The version and licence of Qt, the toolkit GM Tracker is built with"),
               handler="gmtracker.ui.shell.help_actions:about_qt"),
)


def shortcut_of(spec: ActionSpec) -> list[QKeySequence]:
    if spec.shortcut is None:
        return []
    if isinstance(spec.shortcut, str):
        return [QKeySequence(spec.shortcut)]
    return QKeySequence.keyBindings(spec.shortcut)


_CJK_MNEMONIC = re.compile(r"\s*\(&[^)]\)")


def toolbar_text(menu_text: str) -> str:
    """A menu text as a toolbar button says it: no mnemonic (also the CJK "(&U)" form), no "…"."""
    return _CJK_MNEMONIC.sub("", menu_text).replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


def build_actions(parent: QWidget) -> dict[str, QAction]:
    """One QAction per spec, named, translated, with its shortcut and tip."""
    actions: dict[str, QAction] = {}
    for spec in ACTIONS:
        text = QCoreApplication.translate(_CONTEXT, spec.text)
        action = QAction(text, parent)
        action.setIconText(toolbar_text(text))
        action.setObjectName(spec.name)
        action.setShortcuts(shortcut_of(spec))
        if spec.tip:
            tip = QCoreApplication.translate(_CONTEXT, spec.tip)
            action.setStatusTip(tip)
            action.setToolTip(tip)
        actions[spec.name] = action
    return actions

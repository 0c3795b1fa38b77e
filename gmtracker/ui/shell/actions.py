"""Every action of the main window in one table: objectName, text, shortcut, tip, what it
runs, and where it stands (menu, section, toolbar place) and when it is enabled.

The shortcuts live here and nowhere else, and a test checks that none collides. The main
window builds its ``QAction`` objects, its menus and its toolbar from this table, connects
each action to what its row runs, and enables it by its row's :class:`When`, so adding an
action is one row here (and the command and dialog it uses):

* ``run``: what the action does with the main window — a method of the window, or a
  function of a module imported when the action is first triggered (the roster, combat and
  help actions);
* ``dialog``: a dialog factory (``dialog_for`` beside each dialog class) called with the
  window's :class:`~gmtracker.ui.dialogs.action_scope.ActionScope`; the window runs the
  dialog it returns and pushes the commands it built as one undo step.

Both are real Python references the type checker follows: the modules are imported under
``TYPE_CHECKING`` and, at run time, through :func:`~gmtracker.ui.shell.loader.later` stand-ins
(nothing here imports a dialog before the GM opens it; tests/ui/test_later_imports.py checks
each stand-in names the module the type checker sees).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from enum import Enum
from typing import TYPE_CHECKING

import msgspec
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from gmtracker.ui.shell.loader import later
from gmtracker.ui.words.text_format import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from gmtracker.ui.dialogs import (
        attack_dialog,
        check_dialog,
        conditions_dialog,
        damage_dialog,
        grapple_dialog,
        heal_dialog,
        percentile_dialog,
        rename_dialog,
        resources_dialog,
        rest_dialog,
    )
    from gmtracker.ui.dialogs.action_dialog import CommandDialog
    from gmtracker.ui.dialogs.action_scope import ActionScope
    from gmtracker.ui.shell import (
        campaign_shell,
        combat_actions,
        forecast_actions,
        help_actions,
        resource_actions,
        roster_actions,
    )
    from gmtracker.ui.shell.main_window import MainWindow
else:
    attack_dialog = later("gmtracker.ui.dialogs.attack_dialog")
    check_dialog = later("gmtracker.ui.dialogs.check_dialog")
    conditions_dialog = later("gmtracker.ui.dialogs.conditions_dialog")
    damage_dialog = later("gmtracker.ui.dialogs.damage_dialog")
    grapple_dialog = later("gmtracker.ui.dialogs.grapple_dialog")
    heal_dialog = later("gmtracker.ui.dialogs.heal_dialog")
    percentile_dialog = later("gmtracker.ui.dialogs.percentile_dialog")
    rename_dialog = later("gmtracker.ui.dialogs.rename_dialog")
    resources_dialog = later("gmtracker.ui.dialogs.resources_dialog")
    rest_dialog = later("gmtracker.ui.dialogs.rest_dialog")
    campaign_shell = later("gmtracker.ui.shell.campaign_shell")
    combat_actions = later("gmtracker.ui.shell.combat_actions")
    forecast_actions = later("gmtracker.ui.shell.forecast_actions")
    help_actions = later("gmtracker.ui.shell.help_actions")
    resource_actions = later("gmtracker.ui.shell.resource_actions")
    roster_actions = later("gmtracker.ui.shell.roster_actions")

_CONTEXT = "Actions"


class Menu(Enum):
    """The menu bar's menus, in their order; each value is its title (context MainWindow)."""

    FILE = QT_TRANSLATE_NOOP("MainWindow", "&File")
    EDIT = QT_TRANSLATE_NOOP("MainWindow", "&Edit")
    COMBATANTS = QT_TRANSLATE_NOOP("MainWindow", "&Combatants")
    COMBAT = QT_TRANSLATE_NOOP("MainWindow", "Com&bat")
    ROLL = QT_TRANSLATE_NOOP("MainWindow", "&Roll")
    # No Alt+letter either (as Help below): the editor dock's pages take them.
    CAMPAIGN = QT_TRANSLATE_NOOP("MainWindow", "Campaign")
    VIEW = QT_TRANSLATE_NOOP("MainWindow", "&View")
    # No Alt+letter: each of H, e, l, p is taken on some page of the editor dock (Alt+H by
    # "&Hidden from the players"), and F10 or Alt then ← reaches the menu all the same.
    HELP = QT_TRANSLATE_NOOP("MainWindow", "Help")


class When(Enum):
    """When an action is enabled (the window asks on every change and selection)."""

    ALWAYS = "always"
    CAN_UNDO = "can_undo"  # a step to undo
    CAN_REDO = "can_redo"  # a step to redo
    CAN_START = "can_start"  # combatants, and no combat yet
    IN_COMBAT = "in_combat"
    SELECTION = "selection"  # a combatant selected in the table
    DEFEATED = "defeated"  # a defeated combatant in the encounter (dead, or unconscious and not dying)
    HOLDING = "holding"  # in combat, someone delaying or ready (issue 29)
    RESOURCES = "resources"  # the selected combatant (else whoever acts) has a resource (issue 29 item 4)
    CAMPAIGN = "campaign"  # a campaign is open (issue 30)


Role = QAction.MenuRole


class ActionSpec(msgspec.Struct, frozen=True):
    """One action: its objectName, menu text, shortcut (portable text or a standard key), tip,
    what it runs (``run`` or ``dialog``: exactly one of them), its ``menu`` and ``section``
    there (a separator between sections; rows keep the table's order), its ``toolbar`` place
    (tens are sections: 21 stands after 20, a separator before 30; None: not on it), when it
    is ``enabled``, and a macOS menu ``role`` (About and Preferences move to the app menu)."""

    name: str
    text: str
    shortcut: str | QKeySequence.StandardKey | None = None
    tip: str = ""
    run: Callable[[MainWindow], object] | None = None
    dialog: Callable[[ActionScope], CommandDialog] | None = None
    menu: Menu | None = None
    section: int = 0
    toolbar: int | None = None
    enabled: When = When.ALWAYS
    role: QAction.MenuRole | None = None


SK = QKeySequence.StandardKey

ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec("actionNew", QT_TRANSLATE_NOOP("Actions", "&New encounter"), SK.New,
               QT_TRANSLATE_NOOP("Actions", "Start an empty encounter"),
               run=lambda w: w.new_encounter(),
               menu=Menu.FILE),
    ActionSpec("actionOpen", QT_TRANSLATE_NOOP("Actions", "&Open…"), SK.Open,
               QT_TRANSLATE_NOOP("Actions", "Open an encounter file"),
               run=lambda w: w.open_file(),
               menu=Menu.FILE),
    ActionSpec("actionSave", QT_TRANSLATE_NOOP("Actions", "&Save"), SK.Save,
               QT_TRANSLATE_NOOP("Actions", "Save the encounter"),
               run=lambda w: w.save(),
               menu=Menu.FILE),
    ActionSpec("actionSaveAs", QT_TRANSLATE_NOOP("Actions", "Save &As…"), "Ctrl+Shift+S",
               QT_TRANSLATE_NOOP("Actions", "Save the encounter under a new name"),
               run=lambda w: w.save_as(),
               menu=Menu.FILE),
    ActionSpec("actionNewCampaign", QT_TRANSLATE_NOOP("Actions", "New campai&gn"), None,
               QT_TRANSLATE_NOOP("Actions", "A campaign whose party is this encounter's player characters, and this "
                                            "encounter its first one"),
               run=lambda w: campaign_shell.new_campaign(w),
               menu=Menu.FILE, section=1),
    ActionSpec("actionOpenCampaign", QT_TRANSLATE_NOOP("Actions", "Open &campaign…"), None,
               QT_TRANSLATE_NOOP("Actions", "Open a campaign file: the party, the clock and the prepared encounters"),
               run=lambda w: campaign_shell.open_campaign(w),
               menu=Menu.FILE, section=1),
    ActionSpec("actionSaveCampaign", QT_TRANSLATE_NOOP("Actions", "Save campaign"), None,
               QT_TRANSLATE_NOOP("Actions", "Save the campaign, with the fight open from it"),
               run=lambda w: campaign_shell.save_campaign(w),
               menu=Menu.FILE, section=1, enabled=When.CAMPAIGN),
    ActionSpec("actionSaveCampaignAs", QT_TRANSLATE_NOOP("Actions", "Save campaign as…"), None,
               QT_TRANSLATE_NOOP("Actions", "Save the campaign under a new name"),
               run=lambda w: campaign_shell.save_campaign(w, choose=True),
               menu=Menu.FILE, section=1, enabled=When.CAMPAIGN),
    ActionSpec("actionQuit", QT_TRANSLATE_NOOP("Actions", "&Quit"), SK.Quit,
               run=lambda w: w.close(),
               menu=Menu.FILE, section=2),
    ActionSpec("actionUndo", QT_TRANSLATE_NOOP("Actions", "&Undo"), SK.Undo,
               run=lambda w: w.undo(),
               menu=Menu.EDIT, toolbar=10, enabled=When.CAN_UNDO),
    ActionSpec("actionRedo", QT_TRANSLATE_NOOP("Actions", "&Redo"), "Ctrl+Shift+Z",
               run=lambda w: w.redo(),
               menu=Menu.EDIT, toolbar=11, enabled=When.CAN_REDO),
    ActionSpec("actionUndoHistory", QT_TRANSLATE_NOOP("Actions", "Undo &history"), "Ctrl+H",
               QT_TRANSLATE_NOOP("Actions", "Show every step that can be undone"),
               run=lambda w: w.show_undo_history(),
               menu=Menu.EDIT),
    ActionSpec("actionRenameEncounter", QT_TRANSLATE_NOOP("Actions", "Re&name encounter…"), None,
               QT_TRANSLATE_NOOP("Actions",
                                 "The encounter's name and your notes on it (also: double-click the banner)"),
               dialog=lambda scope: rename_dialog.dialog_for(scope),
               menu=Menu.EDIT, section=1),
    ActionSpec("actionQuickAdd", QT_TRANSLATE_NOOP("Actions", "&Quick add…"), "Ctrl+K",
               QT_TRANSLATE_NOOP("Actions", "Add combatants by typing: Goblin x4, Ayla 17"),
               run=lambda w: roster_actions.quick_add(w),
               menu=Menu.COMBATANTS, toolbar=40),
    ActionSpec("actionAddCombatant", QT_TRANSLATE_NOOP("Actions", "&Add combatant"), "Ctrl+Shift+A",
               run=lambda w: roster_actions.add_combatant(w),
               menu=Menu.COMBATANTS, toolbar=41),
    ActionSpec("actionAddFromLibrary", QT_TRANSLATE_NOOP("Actions", "Add from &library…"), "Ctrl+L",
               run=lambda w: roster_actions.add_from_library(w),
               menu=Menu.COMBATANTS),
    ActionSpec("actionSaveToLibrary", QT_TRANSLATE_NOOP("Actions", "Save to librar&y"), None,
               run=lambda w: roster_actions.save_to_library(w),
               menu=Menu.COMBATANTS, enabled=When.SELECTION),
    ActionSpec("actionDuplicate", QT_TRANSLATE_NOOP("Actions", "&Duplicate"), "Ctrl+D",
               QT_TRANSLATE_NOOP("Actions", "Add a numbered copy of the selected combatant"),
               run=lambda w: roster_actions.duplicate(w),
               menu=Menu.COMBATANTS, toolbar=42),
    ActionSpec("actionRemove", QT_TRANSLATE_NOOP("Actions", "&Remove"), "Del",
               QT_TRANSLATE_NOOP("Actions", "Remove the selected combatants (undo brings them back)"),
               run=lambda w: roster_actions.remove(w),
               menu=Menu.COMBATANTS, toolbar=43, enabled=When.SELECTION),
    ActionSpec("actionRemoveDefeated", QT_TRANSLATE_NOOP("Actions", "Remove all de&feated"), "Ctrl+Shift+Del",
               QT_TRANSLATE_NOOP("Actions", "Remove the dead and the unconscious who are not dying, in one step "
                                            "(undo brings them back)"),
               run=lambda w: roster_actions.remove_defeated(w),
               menu=Menu.COMBATANTS, enabled=When.DEFEATED),
    ActionSpec("actionConditions", QT_TRANSLATE_NOOP("Actions", "C&onditions…"), "Ctrl+Shift+K",
               dialog=lambda scope: conditions_dialog.dialog_for(scope),
               menu=Menu.COMBATANTS, section=1),
    ActionSpec("actionResources", QT_TRANSLATE_NOOP("Actions", "Reso&urces…"), "Ctrl+Shift+U",
               QT_TRANSLATE_NOOP("Actions", "Uses, charges, ammunition: each with a maximum, used from the table, "
                                            "refilled by rest or by hand"),
               dialog=lambda scope: resources_dialog.dialog_for(scope),
               menu=Menu.COMBATANTS, section=1),
    ActionSpec("actionUseResource", QT_TRANSLATE_NOOP("Actions", "U&se a resource"), "Ctrl+U",
               QT_TRANSLATE_NOOP("Actions", "One use of a resource of the selected combatant (also: double-click "
                                            "its States cell); Ctrl+Z takes it back"),
               run=lambda w: resource_actions.use_resource(w),
               menu=Menu.COMBATANTS, section=1, enabled=When.RESOURCES),
    ActionSpec("actionStartCombat", QT_TRANSLATE_NOOP("Actions", "&Start combat"), "Ctrl+Return",
               QT_TRANSLATE_NOOP("Actions", "Sort by initiative and begin round 1"),
               run=lambda w: combat_actions.start_combat(w),
               menu=Menu.COMBAT, toolbar=20, enabled=When.CAN_START),
    ActionSpec("actionNextTurn", QT_TRANSLATE_NOOP("Actions", "&Next turn"), "Ctrl+Right",
               run=lambda w: combat_actions.next_turn(w),
               menu=Menu.COMBAT, toolbar=22, enabled=When.IN_COMBAT),
    ActionSpec("actionPreviousTurn", QT_TRANSLATE_NOOP("Actions", "&Previous turn"), "Ctrl+Left",
               run=lambda w: combat_actions.previous_turn(w),
               menu=Menu.COMBAT, toolbar=21, enabled=When.IN_COMBAT),
    ActionSpec("actionDelay", QT_TRANSLATE_NOOP("Actions", "De&lay"), "Ctrl+Shift+D",
               QT_TRANSLATE_NOOP("Actions", "The acting combatant leaves the order without taking its turn; "
                                            "Act now brings it back in at any point"),
               run=lambda w: combat_actions.delay(w),
               menu=Menu.COMBAT, section=1, enabled=When.IN_COMBAT),
    ActionSpec("actionReady", QT_TRANSLATE_NOOP("Actions", "Rea&dy an action"), "Ctrl+Shift+R",
               QT_TRANSLATE_NOOP("Actions", "The acting combatant ends its turn holding an action; Act now "
                                            "takes it during a later turn of this round"),
               run=lambda w: combat_actions.ready(w),
               menu=Menu.COMBAT, section=1, enabled=When.IN_COMBAT),
    ActionSpec("actionActNow", QT_TRANSLATE_NOOP("Actions", "Act n&ow"), "Ctrl+Shift+N",
               QT_TRANSLATE_NOOP("Actions", "The selected delaying combatant comes back in after whoever acts, "
                                            "or the ready one acts before it"),
               run=lambda w: combat_actions.act_now(w),
               menu=Menu.COMBAT, section=1, enabled=When.HOLDING),
    ActionSpec("actionGroupInitiative", QT_TRANSLATE_NOOP("Actions", "&Group initiative"), "Ctrl+Shift+I",
               QT_TRANSLATE_NOOP("Actions", "The selected combatants roll initiative once and act together, each "
                                            "still its own row; again on a group: no longer one"),
               run=lambda w: combat_actions.group_initiative(w),
               menu=Menu.COMBAT, section=2, enabled=When.SELECTION),
    ActionSpec("actionRollInitiative", QT_TRANSLATE_NOOP("Actions", "Roll &initiative…"), "Ctrl+I",
               QT_TRANSLATE_NOOP("Actions", "Initiative for those who joined the fight (D1)"),
               run=lambda w: combat_actions.roll_initiative(w),
               menu=Menu.COMBAT, section=2, enabled=When.IN_COMBAT),
    ActionSpec("actionEndCombat", QT_TRANSLATE_NOOP("Actions", "&End combat"), None,
               QT_TRANSLATE_NOOP("Actions", "End the fight; in a campaign's encounter, carry the party's state "
                                            "back to the campaign"),
               run=lambda w: campaign_shell.end_combat(w),
               menu=Menu.COMBAT, section=2, enabled=When.IN_COMBAT),
    ActionSpec("actionForecast", QT_TRANSLATE_NOOP("Actions", "&Forecast…"), "Ctrl+Shift+F",
               QT_TRANSLATE_NOOP("Actions", "Thousands of simulated fights from the encounter as it stands: each "
                                            "side's chance to win, who goes down, how long it lasts (the "
                                            "encounter does not change)"),
               run=lambda w: forecast_actions.open_forecast(w),
               menu=Menu.COMBAT, section=3),
    ActionSpec("actionCheck", QT_TRANSLATE_NOOP("Actions", "&Check…"), "Ctrl+E",
               dialog=lambda scope: check_dialog.dialog_for(scope),
               menu=Menu.ROLL, toolbar=31),
    ActionSpec("actionAttack", QT_TRANSLATE_NOOP("Actions", "&Attack…"), "Ctrl+T",
               dialog=lambda scope: attack_dialog.dialog_for(scope),
               menu=Menu.ROLL, toolbar=30),
    ActionSpec("actionDamage", QT_TRANSLATE_NOOP("Actions", "Da&mage…"), "Ctrl+M",
               dialog=lambda scope: damage_dialog.dialog_for(scope),
               menu=Menu.ROLL, toolbar=32),
    ActionSpec("actionHeal", QT_TRANSLATE_NOOP("Actions", "&Heal…"), "Ctrl+J",
               dialog=lambda scope: heal_dialog.dialog_for(scope),
               menu=Menu.ROLL, toolbar=33),
    ActionSpec("actionRest", QT_TRANSLATE_NOOP("Actions", "&Rest / advance time…"), "Ctrl+R",
               dialog=lambda scope: rest_dialog.dialog_for(scope),
               menu=Menu.ROLL, toolbar=35),
    ActionSpec("actionPercentileCheck", QT_TRANSLATE_NOOP("Actions", "&1D100 check…"), "Ctrl+P",
               dialog=lambda scope: percentile_dialog.dialog_for(scope),
               menu=Menu.ROLL, toolbar=34),
    ActionSpec("actionGrapple", QT_TRANSLATE_NOOP("Actions", "&Grapple…"), "Ctrl+Shift+G",
               QT_TRANSLATE_NOOP("Actions", "A 1D100 versus check (C5); on a win the target gets a condition (D3)"),
               dialog=lambda scope: grapple_dialog.dialog_for(scope),
               menu=Menu.ROLL),
    ActionSpec("actionDiceTray", QT_TRANSLATE_NOOP("Actions", "Roll &dice…"), "Ctrl+G",
               run=lambda w: w.dice_tray(),
               menu=Menu.ROLL),
    ActionSpec("actionAddParty", QT_TRANSLATE_NOOP("Actions", "Add the &party"), "Ctrl+Shift+P",
               QT_TRANSLATE_NOOP("Actions", "The campaign's party into this encounter, as they are now"),
               run=lambda w: campaign_shell.add_party(w),
               menu=Menu.CAMPAIGN, enabled=When.CAMPAIGN),
    ActionSpec("actionNewPrepared", QT_TRANSLATE_NOOP("Actions", "&New prepared encounter"), "Ctrl+Alt+N",
               QT_TRANSLATE_NOOP("Actions", "An empty encounter of the campaign, opened with the party in it: "
                                            "add its monsters"),
               run=lambda w: campaign_shell.new_prepared(w),
               menu=Menu.CAMPAIGN, enabled=When.CAMPAIGN),
    ActionSpec("actionCarryParty", QT_TRANSLATE_NOOP("Actions", "&Carry the party's state to the campaign"), None,
               QT_TRANSLATE_NOOP("Actions", "Write the party's wounds, bruises, conditions and resources back to the "
                                            "campaign (End combat does it too)"),
               run=lambda w: campaign_shell.carry_party(w),
               menu=Menu.CAMPAIGN, enabled=When.CAMPAIGN),
    ActionSpec("actionRestParty", QT_TRANSLATE_NOOP("Actions", "&Rest the party…"), None,
               QT_TRANSLATE_NOOP("Actions", "Time passes for the party between fights, by the rules (B6–B12)"),
               run=lambda w: campaign_shell.rest_party(w),
               menu=Menu.CAMPAIGN, section=1, enabled=When.CAMPAIGN),
    ActionSpec("actionShareParty", QT_TRANSLATE_NOOP("Actions", "&Show the party to the players between fights"), None,
               QT_TRANSLATE_NOOP("Actions", "The player view shows the party's state between fights too (off: only "
                                            "during an encounter)"),
               run=lambda w: campaign_shell.toggle_share(w),
               menu=Menu.CAMPAIGN, section=1, enabled=When.CAMPAIGN),
    ActionSpec("actionCloseCampaign", QT_TRANSLATE_NOOP("Actions", "C&lose the campaign"), None,
               run=lambda w: campaign_shell.close_campaign(w),
               menu=Menu.CAMPAIGN, section=2, enabled=When.CAMPAIGN),
    ActionSpec("actionSettings", QT_TRANSLATE_NOOP("Actions", "Se&ttings…"), "Ctrl+,",
               QT_TRANSLATE_NOOP("Actions", "Language, theme, player view, and the rule settings of encounters"),
               run=lambda w: w.open_settings(),
               menu=Menu.EDIT, section=2, role=Role.PreferencesRole),
    ActionSpec("actionPlayerView", QT_TRANSLATE_NOOP("Actions", "&Player view"), "F11",
               QT_TRANSLATE_NOOP("Actions", "Open the player view for a second screen"),
               run=lambda w: w.show_player_view(),
               menu=Menu.VIEW),
    ActionSpec("actionSharePlayerView", QT_TRANSLATE_NOOP("Actions", "&Share the player view…"), None,
               QT_TRANSLATE_NOOP("Actions", "Show the player view on the players' phones (local network, QR code)"),
               run=lambda w: w.share_player_view(),
               menu=Menu.VIEW),
    ActionSpec("actionAbout", QT_TRANSLATE_NOOP("Actions", "&About GM Tracker"), None,
               QT_TRANSLATE_NOOP("Actions", "The version, the licences, and the folders where your files are"),
               run=lambda w: help_actions.about(w),
               menu=Menu.HELP, role=Role.AboutRole),
    ActionSpec("actionAboutQt", QT_TRANSLATE_NOOP("Actions", "About &Qt"), None,
               QT_TRANSLATE_NOOP("Actions", "The version and licence of Qt, the toolkit GM Tracker is built with"),
               run=lambda w: help_actions.about_qt(w),
               menu=Menu.HELP, role=Role.AboutQtRole),
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

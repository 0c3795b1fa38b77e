"""The combat actions of the main window: start combat, next and previous turn, delay, end
combat, and the turn-start prompts (B5, B8) a new turn brings.

Each is a function of the window, named by its row in the action table
(:mod:`gmtracker.ui.shell.actions`) and imported when first triggered: the turn commands
and the rules they use are not needed for the first paint.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog

from gmtracker.encounter import ActionError, Command
from gmtracker.encounter.initiative_groups import GroupInitiative
from gmtracker.encounter.turn_holds import ActNow, DelayTurn, ReadyTurn
from gmtracker.encounter.turns import ConditionEnded, EndCombat, NextTurn, PreviousTurn, Prompt, TurnRecord
from gmtracker.ui.dialogs.initiative_dialog import InitiativeDialog
from gmtracker.ui.dialogs.prompts_dialog import PromptsDialog, expiry_text
from gmtracker.ui.words.error_text import error_text
from gmtracker.ui.words.log_lines import entry_line
from gmtracker.ui.words.text_format import join_parts
from gmtracker.ui.words.user_text import inform, warn

if TYPE_CHECKING:
    from gmtracker.ui.shell.main_window import MainWindow


# lupdate finds literal translate("Context", "text") calls under this name; the texts keep
# the context they had as the main window's own (their translations stay).
translate = QCoreApplication.translate


def start_combat(window: MainWindow) -> None:
    """D1: the initiative dialog (players' values typed, the others rolled, ties shown), then
    the start of combat with its roll-offs, one undoable step, and the first turn's prompts."""
    if not any(c.in_combat for c in window.encounter.combatants):
        warn(window, translate("MainWindow", "Not possible"),
             translate("MainWindow", "Nobody is in the fight: add combatants first (Ctrl+K)."))
        return
    command = _initiative_command(window)
    if command is not None:
        turn_command(window, command)
        if window.encounter.turn.started:
            # The fight is run from the table: Ctrl+→ there is Next turn (in a text field
            # it would move the cursor by a word), ↑/↓ go on from whose turn it is.
            window.table.setFocus(Qt.FocusReason.OtherFocusReason)


def group_initiative(window: MainWindow) -> None:
    """The selected combatants become one initiative group, or no longer one (issue 29)."""
    ids = window.selected_ids()
    groups = {window.encounter.combatant(cid).initiative_group for cid in ids}
    if len(ids) < 2 and (None in groups or not ids):
        inform(window, translate("MainWindow", "Group initiative"),
               translate("MainWindow", "Select two or more combatants (Ctrl+click) to make them one group."))
        return
    window.run(GroupInitiative(ids))


def roll_initiative(window: MainWindow) -> None:
    """D1 mid-combat: initiative for those who joined the fight without one; they take their place."""
    encounter = window.encounter
    if not any(c.in_combat and c.initiative is None for c in encounter.combatants):
        inform(window, translate("MainWindow", "Roll initiative"),
               translate("MainWindow", "Everyone in the fight has an initiative. Change one in the table (double-click "
                                       "it) or in the editor."))
        return
    command = _initiative_command(window)
    if command is not None:
        window.run(command)


def _initiative_command(window: MainWindow) -> Command | None:
    """The initiative dialog through its real ``exec()``; its command, or None (cancelled, refused)."""
    dialog = InitiativeDialog(window.encounter, window.document.dice, window, at_table=window.action_scope())
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        commands = dialog.commands()
    except ActionError as error:
        warn(window, translate("MainWindow", "Not possible"), error_text(error))
        return None
    finally:
        dialog.deleteLater()
    return commands[0] if commands else None


def next_turn(window: MainWindow) -> None:
    turn_command(window, NextTurn())


def previous_turn(window: MainWindow) -> None:
    window.run(PreviousTurn())


def end_combat(window: MainWindow) -> None:
    window.run(EndCombat())


def delay(window: MainWindow) -> None:
    """Whoever acts delays: it leaves the order until Act now brings it back (issue 29)."""
    cid = window.encounter.turn.current
    if cid is not None:
        turn_command(window, DelayTurn(cid))


def ready(window: MainWindow) -> None:
    """Whoever acts readies an action: its turn ends; Act now takes it later this round (issue 29)."""
    cid = window.encounter.turn.current
    if cid is not None:
        turn_command(window, ReadyTurn(cid))


def act_now(window: MainWindow) -> None:
    """The selected delaying combatant comes back in now, or the ready one acts now; with nobody
    such selected, the only one holding (issue 29)."""
    holders = [c.id for c in window.encounter.combatants if c.holding is not None]
    chosen = [cid for cid in window.selected_ids() if cid in holders]
    cid = chosen[0] if chosen else holders[0] if len(holders) == 1 else None
    if cid is None:
        inform(window, translate("MainWindow", "Act now"),
               translate("MainWindow", "Select the delaying or ready combatant who acts now."))
        return
    turn_command(window, ActNow(cid))


def turn_command(window: MainWindow, command: Command) -> None:
    """Run a turn change, then offer the turn-start prompts (B5, B8) of a turn it started;
    the conditions that ended are announced in the status bar and the prompts dialog."""
    encounter = window.encounter
    logged = len(encounter.log)
    if not window.run(command):
        return
    expired = [expiry for record in turn_records(window, logged) for expiry in record.expired]
    if expired:
        window.statusBar().showMessage(expiry_text(encounter, expired), 10000)
    events = turn_events(window, logged)
    if events:  # the banner is always in view (a laptop's status bar may not be)
        window.banner.flash(events)
    prompts = new_prompts(window, logged)
    if prompts:
        show_prompts(window, prompts, expired)


def turn_events(window: MainWindow, since: int) -> str:
    """The turns started after the entry ``since`` that bring news (a condition that ended, a
    dying or recovery check due, a B5 limit, a skipped turn), each as the roll log words it."""
    names = {c.id: c.name for c in window.encounter.combatants}
    eventful = []
    for entry in window.encounter.log[since:]:
        if entry.kind == "turn":
            record: TurnRecord = entry.record
            if record.expired or record.prompts or record.turn_limit is not None or record.skipped:
                eventful.append(entry)
    return join_parts(entry_line(entry, names) for entry in eventful)


def turn_records(window: MainWindow, since: int) -> list[TurnRecord]:
    """The records of the turns started (or passed, D2) by the entries logged after ``since``, in order."""
    return [entry.record for entry in window.encounter.log[since:] if entry.kind == "turn"]


def new_prompts(window: MainWindow, since: int) -> list[Prompt]:
    """The prompts of the turns started by the entries logged after ``since``, in order: those of
    skipped combatants whose places passed (D2) and the new turn's (none if no turn started)."""
    return [prompt for record in turn_records(window, since) for prompt in record.prompts]


def show_prompts(window: MainWindow, prompts: list[Prompt],
                 expired: list[ConditionEnded] | None = None) -> None:
    """The turn-start prompts dialog, run like every dialog: what it rolled, and the prompts
    the GM skipped (as log notes), are one undo step."""
    encounter = window.encounter
    window._exec(PromptsDialog(encounter, window.document.dice, prompts, window, expired or (),
                               at_table=window.at_table))

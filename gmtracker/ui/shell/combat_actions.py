"""The combat actions of the main window: start combat, next and previous turn, delay, end
combat, and the turn-start prompts (B5, B8) a new turn brings.

Each is a function of the window, named by its row in the action table
(:mod:`gmtracker.ui.shell.actions`) and imported when first triggered: the turn commands
and the rules they use are not needed for the first paint.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from gmtracker.encounter import Command
from gmtracker.encounter.roster import AddLogNote
from gmtracker.encounter.turns import (
    Delay,
    EndCombat,
    NextTurn,
    PreviousTurn,
    StartCombat,
    initiative_die,
    needs_initiative,
    pending_initiative_roll_offs,
)
from gmtracker.rules.dice import roll_many
from gmtracker.ui.dialogs.prompts_dialog import PromptsDialog, expiry_text
from gmtracker.ui.words.dice_words import purpose_text
from gmtracker.ui.words.text_format import fill
from gmtracker.ui.words.user_text import inform

if TYPE_CHECKING:
    from gmtracker.ui.shell.main_window import MainWindow


# lupdate finds literal translate("Context", "text") calls under this name; the texts keep
# the context they had as the main window's own (their translations stay).
translate = QCoreApplication.translate


def start_combat(window: MainWindow) -> None:
    """Roll the missing initiatives and the roll-offs of ties (B1), then begin round 1."""
    encounter = window.encounter
    dice = window.document.dice
    missing = needs_initiative(encounter)
    naturals = {cid: dice.roll(initiative_die(encounter.settings.initiative_formula)) for cid in missing}
    roll_offs: dict[str, list[int]] = {}
    die = initiative_die(encounter.settings.initiative_formula)
    for _ in range(8):
        pending = pending_initiative_roll_offs(encounter, naturals, roll_offs)
        if not pending:
            break
        for tie in pending:
            for key in tie.keys:
                roll_offs.setdefault(key, []).extend(roll_many(dice, 1, die))
    turn_command(window, StartCombat(naturals, roll_offs))


def next_turn(window: MainWindow) -> None:
    turn_command(window, NextTurn())


def previous_turn(window: MainWindow) -> None:
    window.run(PreviousTurn())


def end_combat(window: MainWindow) -> None:
    window.run(EndCombat())


def delay(window: MainWindow) -> None:
    """The acting combatant acts after the next one (D2)."""
    encounter = window.encounter
    cid = window.acting_id()
    if cid is None:
        return
    ids = encounter.ids()
    row = ids.index(cid)
    if row + 1 >= len(ids):
        inform(window, translate("MainWindow", "Delay"), translate("MainWindow", "Nobody acts later in this round."))
        return
    turn_command(window, Delay(cid, ids[row + 1]))


def turn_command(window: MainWindow, command: Command) -> None:
    """Run a turn change, then offer the turn-start prompts (B5, B8) of a turn it started;
    the conditions that ended are announced in the status bar and the prompts dialog."""
    encounter = window.encounter
    logged = len(encounter.log)
    if not window.run(command):
        return
    expired = [expiry for entry in encounter.log[logged:] if entry.kind == "turn"
               for expiry in (entry.record or {}).get("expired", [])]
    if expired:
        window.statusBar().showMessage(expiry_text(encounter, expired), 10000)
    prompts = new_prompts(window, logged)
    if prompts:
        show_prompts(window, prompts, expired)


def new_prompts(window: MainWindow, since: int) -> list[dict[str, Any]]:
    """The prompts of the turns started by the entries logged after ``since``, in order: those of
    skipped combatants whose places passed (D2) and the new turn's (none if no turn started)."""
    return [prompt for entry in window.encounter.log[since:] if entry.kind == "turn"
            for prompt in (entry.record or {}).get("prompts", [])]


def show_prompts(window: MainWindow, prompts: list[dict[str, Any]],
                 expired: list[dict[str, Any]] | None = None) -> None:
    """The turn-start prompts dialog; what it rolled, and the prompts the GM skipped, are one undo step."""
    encounter = window.encounter
    dialog = PromptsDialog(encounter, window.document.dice, prompts, window, expired or ())
    try:
        if dialog.exec() != PromptsDialog.DialogCode.Accepted:
            return
        commands = list(dialog.commands())
        skipped = list(dialog.skipped())
    finally:
        dialog.deleteLater()
    for prompt in skipped:
        name = encounter.combatant(prompt["combatant"]).name if encounter.has(
            prompt["combatant"]) else prompt["combatant"]
        commands.append(AddLogNote("prompt_skipped", fill(translate("MainWindow", "%1: %2 skipped by the GM"),
            name, purpose_text(prompt["kind"])), actor=prompt["combatant"],
            record=prompt))
    if commands:
        window.run_all(commands, lambda: translate("MainWindow", "Turn-start checks"))

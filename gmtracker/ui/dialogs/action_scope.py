"""What a GM action sees when it is triggered: the encounter, the dice, who is selected,
whose turn it is, and the window a dialog opens over.

The main window builds one :class:`ActionScope` per triggered action and hands it to the
action's dialog factory (``ActionSpec.dialog`` in :mod:`gmtracker.ui.shell.actions`), a
function beside the dialog class: ``dialog_for(scope) -> XDialog``. The factory decides
the dialog's preselection (the acting combatant, the targets) from the scope, so the main
window neither imports nor knows the dialog.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtWidgets import QWidget

from gmtracker.encounter import Encounter
from gmtracker.rules.dice import DiceSource


@dataclass(frozen=True)
class ActionScope:
    """The encounter (read, never changed by a dialog), the dice "Roll" uses, the selected
    combatants in table order, and the dialog's parent window."""

    encounter: Encounter
    dice: DiceSource
    parent: QWidget
    selected: tuple[str, ...] = ()
    # Whether a combatant's dice are rolled at the table (the ``dice.<side>`` settings; None:
    # a roll of no one side): its dialog then opens with the boxes for the typed dice.
    rolls_at_table: Callable[[str | None], bool] = lambda _combatant_id: False

    @property
    def current(self) -> str | None:
        """Whose turn it is (None out of combat)."""
        return self.encounter.turn.current

    @property
    def acting(self) -> str | None:
        """The first selected combatant, else whose turn it is."""
        return self.selected[0] if self.selected else self.current

    def at_table(self, combatant_id: str | None) -> bool:
        """Whether ``combatant_id``'s dice are typed at the table rather than rolled here."""
        return self.rolls_at_table(combatant_id)

    def others_than(self, actor: str | None) -> list[str]:
        """The selected combatants but ``actor``: the targets of an action ``actor`` takes."""
        return [cid for cid in self.selected if cid != actor]

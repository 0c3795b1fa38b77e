"""What a GM action sees when it is triggered: the encounter, the dice, who is selected,
whose turn it is, and the window a dialog opens over.

The main window builds one :class:`ActionScope` per triggered action and hands it to the
action's dialog factory (``ActionSpec.dialog`` in :mod:`gmtracker.ui.shell.actions`), a
function beside the dialog class: ``dialog_for(scope) -> XDialog``. The factory decides
the dialog's preselection (the acting combatant, the targets) from the scope, so the main
window neither imports nor knows the dialog.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtWidgets import QWidget

from gmtracker.encounter import Combatant, Encounter
from gmtracker.rules.dice import DiceSource
from gmtracker.ui.widgets.target_picker import Aim, is_unlikely


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

    # -- who acts by default (issue 26 item 7) -------------------------------------------------
    def _combatant(self, combatant_id: str | None) -> Combatant | None:
        has = combatant_id is not None and self.encounter.has(combatant_id)
        return self.encounter.combatant(combatant_id) if has and combatant_id is not None else None

    def helps(self, helper: str | None, patient: str | None) -> bool:
        """``helper`` is on ``patient``'s side (a bystander helps anyone; nobody: False)."""
        one, other = self._combatant(helper), self._combatant(patient)
        return one is not None and other is not None and not is_unlikely(one, other, Aim.HELP)

    def opposes(self, actor: str | None, target: str | None) -> bool:
        """``actor`` fights ``target`` (not of its own side; nobody and itself: False)."""
        one, other = self._combatant(actor), self._combatant(target)
        return (one is not None and other is not None and one.id != other.id
                and not is_unlikely(one, other, Aim.HARM))

    def default_healer(self) -> str | None:
        """Who heals the selected patient (:meth:`healer_for`). Nothing selected: whose turn it
        is (the patient is then picked from its side)."""
        return self.healer_for(self.selected[0] if self.selected else None)

    def healer_for(self, patient: str | None) -> str | None:
        """Who heals ``patient`` by default: whose turn it is when on the patient's side, else
        another selected combatant on it, else nobody ("Wolf 1 heals Bram" is never the
        default). The heal dialog asks again whenever its patient changes."""
        if patient is None:
            return self.current
        if self.current is not None and (self.current == patient or self.helps(self.current, patient)):
            return self.current
        return next((cid for cid in self.selected if cid != patient and self.helps(cid, patient)), None)

    def default_dealer(self) -> str | None:
        """Who deals damage to the selected targets (:meth:`dealer_for`)."""
        return self.dealer_for(self.others_than(self.current))

    def dealer_for(self, targets: Sequence[str]) -> str | None:
        """Who deals damage to ``targets`` by default: whose turn it is when it is an opponent of
        them (on Bram's turn, Bram) or when no target is chosen yet; else nobody (a trap, a
        fall). The damage dialog asks again whenever its targets change."""
        if self.current is None or not targets:
            return self.current
        return self.current if all(self.opposes(self.current, target) for target in targets) else None

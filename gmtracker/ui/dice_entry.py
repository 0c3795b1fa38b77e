""""Enter dice": the widget where the GM types the naturals rolled on the table.

Every dialog that rolls offers it. A command says which dice it still needs (a tuple
of :class:`~gmtracker.encounter.dice_needs.DieNeed`); :class:`DiceEntry` shows one
spin box per die, labelled with what it is for and whose it is, limited to the die's
faces, and hands the naturals back as a :class:`~gmtracker.rules.dice.TypedDice`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QFormLayout, QLabel, QSpinBox, QWidget

from gmtracker.encounter import Encounter
from gmtracker.encounter.dice_needs import ADVANTAGE, DISADVANTAGE, MAIN, PENALTY, DieNeed
from gmtracker.rules.dice import TypedDice
from gmtracker.ui.text_format import QT_TRANSLATE_NOOP, fill
from gmtracker.ui.user_text import short


#: What each die is for, by the commands' purpose codes.
PURPOSES: dict[str, str] = {
    "hit_check": QT_TRANSLATE_NOOP("DiceEntry", "hit check"),
    "defense_check": QT_TRANSLATE_NOOP("DiceEntry", "defense check"),
    "confirmation": QT_TRANSLATE_NOOP("DiceEntry", "confirmation roll"),
    "advantage_die": QT_TRANSLATE_NOOP("DiceEntry", "advantage / disadvantage die"),
    "damage_check": QT_TRANSLATE_NOOP("DiceEntry", "damage check"),
    "versus_active": QT_TRANSLATE_NOOP("DiceEntry", "active side"),
    "versus_passive": QT_TRANSLATE_NOOP("DiceEntry", "passive side"),
    "check": QT_TRANSLATE_NOOP("DiceEntry", "check"),
    "reroll": QT_TRANSLATE_NOOP("DiceEntry", "reroll"),
    "dying_check": QT_TRANSLATE_NOOP("DiceEntry", "dying check"),
    "recovery_check": QT_TRANSLATE_NOOP("DiceEntry", "recovery check"),
    "healing_recovery_check": QT_TRANSLATE_NOOP("DiceEntry", "recovery check (healing)"),
    "percentile_check": QT_TRANSLATE_NOOP("DiceEntry", "1D100 check"),
    "initiative": QT_TRANSLATE_NOOP("DiceEntry", "initiative"),
    "roll_off": QT_TRANSLATE_NOOP("DiceEntry", "roll-off"),
    "d20": QT_TRANSLATE_NOOP("DiceEntry", "d20"),
    "d6": QT_TRANSLATE_NOOP("DiceEntry", "d6"),
}


def purpose_text(purpose: str) -> str:
    """The translated words for a purpose code (the code itself if unknown)."""
    source = PURPOSES.get(purpose)
    return QCoreApplication.translate("DiceEntry", source) if source else purpose.replace("_", " ")


def _name(combatant_id: str | None, encounter: Encounter | None) -> str:
    if not combatant_id:
        return ""
    if encounter is not None and encounter.has(combatant_id):
        return short(encounter.combatant(combatant_id).name)
    return short(combatant_id)


def _state_word(state: str) -> str:
    from gmtracker.rules.wound_codes import DamageState
    from gmtracker.ui.combatant_model import state_text

    try:
        return state_text(DamageState(state))
    except ValueError:
        return state.replace("_", " ")


def need_label(need: DieNeed, encounter: Encounter | None = None) -> str:
    """``Borin's hit check against Goblin, penalty die 1 of 1: d20``: who rolls, what for, its place
    among the dice of that roll, and which die — distinct for every die of one step."""
    def tr(text: str) -> str:
        return QCoreApplication.translate("DiceEntry", text)

    place = need.index + 1
    if need.role == ADVANTAGE:
        what = fill(tr("advantage die %1 of %2"), place, need.of)
    elif need.role == DISADVANTAGE:
        what = fill(tr("disadvantage die %1 of %2"), place, need.of)
    else:
        what = purpose_text(need.purpose)
        if need.state:
            what = fill(tr("%1 (%2)"), what, _state_word(need.state))
        if need.role == MAIN and need.of > 1:
            what = fill(tr("%1 %2 of %3"), what, place, need.of)
        elif need.role == MAIN and need.index:
            what = fill(tr("%1 %2"), what, place)  # a roll-off's round 2, 3…
    who = _name(need.combatant, encounter)
    text = fill(tr("%1's %2"), who, what) if who else what
    if need.target and need.target != need.combatant:
        text = fill(tr("%1 against %2"), text, _name(need.target, encounter))
    if need.role == PENALTY:
        text = fill(tr("%1, penalty die %2 of %3"), text, place, need.of)
    return fill(tr("%1: d%2"), text, need.sides)


def place_label(need: DieNeed, encounter: Encounter | None = None) -> str:
    """``check 2 of 60: d20``: only the die's place, for a row that already names who and what."""
    return fill(QCoreApplication.translate("DiceEntry", "check %1 of %2: d%3"), need.index + 1, need.of, need.sides)


class DiceEntry(QWidget):
    """One spin box per needed die; ``naturals()`` and ``typed()`` give what was entered."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceEntry")
        self._layout = QFormLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._boxes: list[QSpinBox] = []
        self._needs: tuple[DieNeed, ...] = ()

    def set_needs(self, needs: Sequence[DieNeed], encounter: Encounter | None = None,
                  label: Callable[[DieNeed, Encounter | None], str] | None = None) -> None:
        """Show one box per die (each starts empty-looking at its minimum, 1), captioned by
        ``label`` (:func:`need_label`; a row that already names who and what may pass a shorter one).

        Dice added after the current ones (a roll-off still tied, C7) or dropped from the
        end only add or remove those rows: the boxes the GM is typing in stay, with focus.
        """
        needs = tuple(needs)
        label_of = label or need_label
        kept = 0
        if self._needs and needs[:len(self._needs)] == self._needs:
            kept = len(self._needs)
        elif needs and self._needs[:len(needs)] == needs:
            kept = len(needs)
        while self._layout.rowCount() > kept:
            self._layout.removeRow(self._layout.rowCount() - 1)
        self._boxes = self._boxes[:kept]
        self._needs = needs
        for number, need in enumerate(self._needs[kept:], start=kept):
            box = QSpinBox(self)
            box.setRange(1, need.sides)
            box.setObjectName(f"die{number}")
            text = label_of(need, encounter)
            box.setAccessibleName(text)
            box.valueChanged.connect(self.changed)
            caption = QLabel(self)
            caption.setTextFormat(Qt.TextFormat.PlainText)  # it names combatants: never rich text
            caption.setText(text.replace("&", "&&"))  # with a buddy, a single & would be a shortcut
            caption.setBuddy(box)
            self._layout.addRow(caption, box)
            self._boxes.append(box)
        if self._boxes and not kept:
            self._boxes[0].setFocus()

    def needs(self) -> tuple[DieNeed, ...]:
        return self._needs

    def naturals(self) -> tuple[int, ...]:
        return tuple(box.value() for box in self._boxes)

    def set_naturals(self, naturals: Sequence[int]) -> None:
        """Fill the boxes (tests, and a GM re-entering the same roll)."""
        for box, value in zip(list(self._boxes), naturals):
            if box in self._boxes:  # a value may drop the dice after it (a roll-off no longer tied)
                box.setValue(value)

    def typed(self) -> TypedDice:
        return TypedDice(self.naturals())

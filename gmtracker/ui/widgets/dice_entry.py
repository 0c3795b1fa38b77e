""""Enter dice": the widget where the GM types the naturals rolled on the table.

Every dialog that rolls offers it. A command says which dice it still needs (a tuple
of :class:`~gmtracker.encounter.dice_needs.DieNeed`); :class:`DiceEntry` shows one
spin box per die, labelled with what it is for and whose it is, limited to the die's
faces, and hands the naturals back as a :class:`~gmtracker.rules.dice.TypedDice`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFormLayout, QLabel, QSpinBox, QWidget

from gmtracker.encounter import Encounter
from gmtracker.encounter.dice_needs import DieNeed
from gmtracker.rules.dice import TypedDice
from gmtracker.ui.words.dice_words import need_label


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

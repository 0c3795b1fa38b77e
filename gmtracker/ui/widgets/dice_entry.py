""""Enter dice": the widget where the GM types the naturals rolled on the table.

A command says which dice it still needs (a tuple of
:class:`~gmtracker.encounter.dice_needs.DieNeed`); :class:`DiceEntry` shows one
:class:`DieBox` per die, labelled with its name (who rolls, what for, which die),
limited to the die's faces and **empty** until the GM types a number: an untyped die is
never taken as a 1 (issue 13). :meth:`DiceEntry.values` gives ``None`` for an empty box;
:meth:`DiceEntry.complete` says whether every die is typed.

Enter in a box moves to the next empty box; in the last one, with every die typed, the
entry emits :attr:`DiceEntry.submitted` (the action dialog accepts). Enter in an empty box
does nothing, so a die cannot be skipped by accident.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QValidator
from PySide6.QtWidgets import QFormLayout, QLabel, QSpinBox, QWidget

from gmtracker.encounter import Encounter
from gmtracker.encounter.dice_needs import DieNeed
from gmtracker.rules.dice import TypedDice
from gmtracker.ui.words.dice_words import need_label
from gmtracker.ui.words.text_format import fill

# The value of a box nobody has typed in (shown as an empty box).
EMPTY = 0


class DieBox(QSpinBox):
    """A spin box for one die: 1…faces, or empty (:data:`EMPTY`, shown blank with ``d20`` greyed)."""

    entered = Signal()  # Enter or Return pressed in the box

    def __init__(self, sides: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(EMPTY, sides)
        self.setValue(EMPTY)
        self.lineEdit().setPlaceholderText(fill(self.tr("d%1"), sides))
        self.setAlignment(Qt.AlignmentFlag.AlignRight)
        # Room for the greyed "d100" when empty, beside the arrows (a spin box sizes for its values only).
        self.setMinimumWidth(super().sizeHint().width() + self.fontMetrics().horizontalAdvance(f"d{sides}0") + 4)

    def is_typed(self) -> bool:
        return self.value() != EMPTY

    def textFromValue(self, value: int) -> str:  # noqa: N802 - Qt's name
        return "" if value == EMPTY else super().textFromValue(value)

    def valueFromText(self, text: str) -> int:  # noqa: N802 - Qt's name
        return EMPTY if not text.strip() else super().valueFromText(text)

    def validate(self, text: str, position: int) -> tuple[QValidator.State, str, int]:
        if not text.strip():
            return QValidator.State.Acceptable, text, position
        return super().validate(text, position)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.interpretText()  # the digits just typed count before moving on
            event.accept()  # never the dialog's default button: the entry decides
            self.entered.emit()
            return
        super().keyPressEvent(event)


class DiceEntry(QWidget):
    """One :class:`DieBox` per needed die; :meth:`values`, :meth:`naturals`, :meth:`complete`."""

    changed = Signal()
    # Enter in the last box with every die typed: the GM is done.
    submitted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceEntry")
        self._layout = QFormLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self._boxes: list[DieBox] = []
        self._needs: tuple[DieNeed, ...] = ()

    def set_needs(self, needs: Sequence[DieNeed], encounter: Encounter | None = None,
                  label: Callable[[DieNeed, Encounter | None], str] | None = None) -> None:
        """Show one empty box per die, captioned by ``label`` (:func:`need_label`; a row that
        already names who and what may pass a shorter one).

        Boxes of a common first part stay as they are (the GM may be typing in one, with
        focus): staged dice — a confirmation after a threat, a damage check after a hit, a
        roll-off still tied — only add rows at the end. A die asked for again after a change
        keeps what was typed for it.
        """
        needs = tuple(needs)
        label_of = label or need_label
        if needs == self._needs:
            return
        kept = 0
        while kept < min(len(needs), len(self._needs)) and needs[kept] == self._needs[kept]:
            kept += 1
        typed = {need: box.value() for need, box in zip(self._needs[kept:], self._boxes[kept:])}
        while self._layout.rowCount() > kept:
            self._layout.removeRow(self._layout.rowCount() - 1)
        self._boxes = self._boxes[:kept]
        self._needs = needs
        for number, need in enumerate(needs[kept:], start=kept):
            box = DieBox(need.sides, self)
            box.setObjectName(f"die{number}")
            text = label_of(need, encounter)
            box.setAccessibleName(text)
            box.setValue(typed.get(need, EMPTY))
            box.valueChanged.connect(self.changed)
            box.entered.connect(lambda box=box: self._entered(box))
            caption = QLabel(self)
            caption.setTextFormat(Qt.TextFormat.PlainText)  # it names combatants: never rich text
            caption.setText(text.replace("&", "&&"))  # with a buddy, a single & would be a shortcut
            caption.setBuddy(box)
            self._layout.addRow(caption, box)
            caption.show()  # now, not later from the layout: the cursor may move into the box at once
            box.show()
            self._boxes.append(box)
        self.changed.emit()

    def needs(self) -> tuple[DieNeed, ...]:
        return self._needs

    def boxes(self) -> list[DieBox]:
        """The boxes, in the order of :meth:`needs` (for the Tab order and tests)."""
        return list(self._boxes)

    def values(self) -> tuple[int | None, ...]:
        """What is typed in each box (None: still empty)."""
        return tuple(box.value() if box.is_typed() else None for box in self._boxes)

    def complete(self) -> bool:
        """Every die is typed (an entry with no dice is complete)."""
        return all(box.is_typed() for box in self._boxes)

    def naturals(self) -> tuple[int, ...]:
        """The typed naturals, in order; an empty box gives none (never a silent 1), so a
        command handed these while :meth:`complete` is False refuses for a missing die."""
        return tuple(box.value() for box in self._boxes if box.is_typed())

    def set_naturals(self, naturals: Sequence[int | None]) -> None:
        """Fill the boxes in order (None empties one): tests, and a GM re-entering a roll."""
        for number, value in enumerate(naturals):
            if number < len(self._boxes):  # a value may drop the dice after it (a roll-off no longer tied)
                self._boxes[number].setValue(EMPTY if value is None else value)

    def typed(self) -> TypedDice:
        return TypedDice(self.naturals())

    def first_empty(self) -> DieBox | None:
        return next((box for box in self._boxes if not box.is_typed()), None)

    def focus_first_empty(self) -> None:
        """Put the cursor in the first empty box (or the first box when all are typed)."""
        box = self.first_empty() or (self._boxes[0] if self._boxes else None)
        if box is not None:
            box.setFocus(Qt.FocusReason.OtherFocusReason)
            box.selectAll()

    def _entered(self, box: DieBox) -> None:
        """Enter: on to the next empty box; done when none is left; nothing in an empty box."""
        if not box.is_typed() or box not in self._boxes:
            return
        position = self._boxes.index(box)
        later = [b for b in self._boxes[position + 1:] if not b.is_typed()]
        following = later[0] if later else self.first_empty()
        if following is not None:
            following.setFocus(Qt.FocusReason.TabFocusReason)
            following.selectAll()
        else:
            self.submitted.emit()

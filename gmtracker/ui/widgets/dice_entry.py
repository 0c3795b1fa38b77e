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

Every box says who gives its value (issue 26 item 1): a badge beside it reads "typed at the
table" (an empty box the GM fills in) or "rolled by the tracker" (the die of a side the
tracker rolls for: the box shows the value, read-only, and the cursor skips it). Which dice
are rolled is the caller's: ``set_needs(..., rolled=...)`` gives the value of each rolled die.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QValidator
from PySide6.QtWidgets import QAbstractSpinBox, QFormLayout, QHBoxLayout, QLabel, QSpinBox, QWidget

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

    def is_rolled(self) -> bool:
        """The tracker rolled this die: the box shows its value and cannot be typed in."""
        return self.isReadOnly()

    def set_rolled(self, value: int) -> None:
        """Show a die the tracker rolled: its value, read-only, out of the cursor's way."""
        self.setValue(value)
        self.setReadOnly(True)
        self.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.NoButtons)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

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
        # A long caption (a long name, a long language) puts its box and badge on the next line
        # rather than widening the dialog past the screen.
        self._layout.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self._boxes: list[DieBox] = []
        self._badges: list[QLabel] = []
        self._needs: tuple[DieNeed, ...] = ()
        self._rolled: tuple[int | None, ...] = ()

    def set_needs(self, needs: Sequence[DieNeed], encounter: Encounter | None = None,
                  label: Callable[[DieNeed, Encounter | None], str] | None = None,
                  rolled: Callable[[DieNeed], int | None] | None = None) -> None:
        """Show one empty box per die, captioned by ``label`` (:func:`need_label`; a row that
        already names who and what may pass a shorter one). ``rolled`` gives the value of a
        die the tracker rolls (None: typed at the table; no ``rolled``: every die is typed);
        each box's badge says which.

        Boxes of a common first part stay as they are (the GM may be typing in one, with
        focus): staged dice — a confirmation after a threat, a damage check after a hit, a
        roll-off still tied — only add rows at the end. A die asked for again after a change
        keeps what was typed for it.
        """
        needs = tuple(needs)
        label_of = label or need_label
        values = tuple(rolled(need) if rolled is not None else None for need in needs)
        if needs == self._needs and values == self._rolled:
            return
        kept = 0
        while (kept < min(len(needs), len(self._needs)) and needs[kept] == self._needs[kept]
               and values[kept] == self._rolled[kept]):
            kept += 1
        typed = {need: box.value() for need, box in zip(self._needs[kept:], self._boxes[kept:]) if not box.is_rolled()}
        while self._layout.rowCount() > kept:
            self._layout.removeRow(self._layout.rowCount() - 1)
        self._boxes = self._boxes[:kept]
        self._badges = self._badges[:kept]
        self._needs = needs
        self._rolled = values
        for number, (need, value) in enumerate(zip(needs[kept:], values[kept:]), start=kept):
            box = DieBox(need.sides, self)
            box.setObjectName(f"die{number}")
            text = label_of(need, encounter)
            badge = QLabel(self)
            badge.setObjectName(f"dieMode{number}")
            badge.setTextFormat(Qt.TextFormat.PlainText)
            if value is None:
                box.setValue(typed.get(need, EMPTY))
                #: Beside a dice box: the GM types this die's value, rolled by a player (or the GM) at the table.
                badge.setText(self.tr("typed at the table"))
            else:
                box.set_rolled(value)
                #: Beside a dice box: GM Tracker rolled this die (a side whose dice are not rolled at the table).
                badge.setText(self.tr("rolled by the tracker"))
            badge.setMinimumWidth(badge.sizeHint().width())  # the words whole: the row wraps instead
            badge.setEnabled(value is None)  # greyed: nothing to do in a rolled box
            box.setAccessibleName(text)
            box.setAccessibleDescription(badge.text())
            box.valueChanged.connect(self.changed)
            box.entered.connect(lambda box=box: self._entered(box))
            caption = QLabel(self)
            caption.setTextFormat(Qt.TextFormat.PlainText)  # it names combatants: never rich text
            caption.setText(text.replace("&", "&&"))  # with a buddy, a single & would be a shortcut
            caption.setBuddy(box)
            field = QHBoxLayout()
            field.addWidget(box)
            field.addWidget(badge)
            self._layout.addRow(caption, field)
            caption.show()  # now, not later from the layout: the cursor may move into the box at once
            box.show()
            badge.show()
            self._boxes.append(box)
            self._badges.append(badge)
        self.changed.emit()

    def needs(self) -> tuple[DieNeed, ...]:
        return self._needs

    def boxes(self) -> list[DieBox]:
        """The boxes, in the order of :meth:`needs` (for the Tab order and tests)."""
        return list(self._boxes)

    def typed_boxes(self) -> list[DieBox]:
        """The boxes typed at the table (not rolled by the tracker), in order."""
        return [box for box in self._boxes if not box.is_rolled()]

    def badges(self) -> list[QLabel]:
        """Each box's badge ("typed at the table" / "rolled by the tracker"), in order."""
        return list(self._badges)

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
            # a value may drop the dice after it (a roll-off no longer tied); a rolled die keeps its value
            if number < len(self._boxes) and not self._boxes[number].is_rolled():
                self._boxes[number].setValue(EMPTY if value is None else value)

    def typed(self) -> TypedDice:
        return TypedDice(self.naturals())

    def first_empty(self) -> DieBox | None:
        return next((box for box in self._boxes if not box.is_typed()), None)

    def focus_first_empty(self) -> None:
        """Put the cursor in the first empty box (or the first typed box when all are in)."""
        typed = self.typed_boxes()
        box = self.first_empty() or (typed[0] if typed else None)
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

"""The typed-modifier table of the check dialog (A6): type, value, source, and what stacking made of it.

One row of widgets per modifier the GM types (no item model: a handful of rows, each
a combo box, a spin box, a line edit and a remove button, so every cell is a real,
named, tabbable widget). The dialog computes the stacking with the rules core and
hands each row its verdict (:meth:`ModifierEditor.set_verdicts`): applies, or
discarded and why. Modifiers the rules add by themselves (B10's realistic-mode
penalty, A7's advantage die) are listed read-only below the rows
(:meth:`ModifierEditor.set_automatic`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gmtracker.rules.checks import Modifier, ModifierType
from gmtracker.ui.dialogs.check_words import modifier_type_word
from gmtracker.ui.words.text_format import fill
from gmtracker.ui.words.user_text import tooltip

# Modifier values a GM can type.
VALUE_RANGE = (-99, 99)


@dataclass
class _Row:
    type_box: QComboBox
    value_box: QSpinBox
    source_edit: QLineEdit
    verdict: QLabel
    remove: QToolButton

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.type_box, self.value_box, self.source_edit, self.verdict, self.remove)


class ModifierEditor(QWidget):
    """Rows of typed modifiers; ``changed`` fires on every edit, add and removal."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("modifierEditor")
        self._rows: list[_Row] = []
        self._row_height = QSpinBox().sizeHint().height()  # a parentless probe, gone at once
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self._scroll = QScrollArea(self)
        self._scroll.setObjectName("modifierScroll")
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self._scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        body = QWidget(self._scroll)
        self._grid = QGridLayout(body)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setColumnStretch(2, 2)
        self._grid.setColumnStretch(3, 3)
        for column, text in enumerate((self.tr("Type"), self.tr("Value"), self.tr("Source"), self.tr("Stacking"))):
            header = QLabel(text, body)
            header.setObjectName(f"modifierHeader{column}")
            self._grid.addWidget(header, 0, column)
        self._body = body
        self._scroll.setWidget(body)
        self._scroll.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.MinimumExpanding)
        # As tall as its rows (not Qt's default 192 pixels of nothing): the dialog grows with them.
        self._scroll.setSizeAdjustPolicy(QScrollArea.SizeAdjustPolicy.AdjustToContents)
        outer.addWidget(self._scroll, 1)
        # Below the typed rows, inside the scroll area: what the rules added by themselves.
        self.automatic_label = QLabel(body)
        self.automatic_label.setObjectName("automaticModifiers")
        self.automatic_label.setAccessibleName(self.tr("Modifiers added by the rules"))
        self.automatic_label.setWordWrap(True)
        self.automatic_label.setTextFormat(Qt.TextFormat.PlainText)
        self.automatic_label.hide()
        self.add_button = QPushButton(self.tr("Add &modifier"), self)
        self.add_button.setObjectName("addModifierButton")
        self.add_button.setAccessibleName(self.tr("Add modifier"))
        self.add_button.setAutoDefault(False)
        self.add_button.clicked.connect(self._add_clicked)
        outer.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignLeft)
        self._stretch_row = 0
        self._relayout()

    # -- the API ---------------------------------------------------------------------
    def modifiers(self) -> tuple[Modifier, ...]:
        """The typed modifiers in row order (a row with value 0 is kept: stacking says it does nothing)."""
        return tuple(
            Modifier(ModifierType(row.type_box.currentData()), row.value_box.value(), row.source_edit.text().strip())
            for row in self._rows
        )

    def set_modifiers(self, modifiers: Sequence[Modifier]) -> None:
        while self._rows:
            self._remove_row(len(self._rows) - 1, notify=False)
        for modifier in modifiers:
            self._append_row(modifier, notify=False)
        self.changed.emit()

    def add_modifier(self, modifier: Modifier | None = None) -> int:
        """Append a row (a free +0 by default); returns its index."""
        self._append_row(modifier or Modifier(ModifierType.FREE, 0), notify=True)
        return len(self._rows) - 1

    def remove_modifier(self, index: int) -> None:
        self._remove_row(index, notify=True)

    def row_count(self) -> int:
        return len(self._rows)

    def row_widgets(self, index: int) -> tuple[QComboBox, QSpinBox, QLineEdit, QLabel, QToolButton]:
        """Type box, value box, source field, verdict label, remove button of one row."""
        row = self._rows[index]
        return row.type_box, row.value_box, row.source_edit, row.verdict, row.remove

    def set_verdicts(self, verdicts: Sequence[tuple[bool | None, str]]) -> None:
        """Each row's stacking verdict: (applies?, words). ``None`` for "not decided yet"."""
        for row, (applies, text) in zip(self._rows, verdicts):
            row.verdict.setText(text)
            row.verdict.setToolTip(tooltip(text))  # it may quote a modifier's source, typed by the GM
            row.verdict.setEnabled(applies is not False)
            font = row.verdict.font()
            font.setItalic(applies is None)
            row.verdict.setFont(font)

    def verdicts(self) -> list[str]:
        return [row.verdict.text() for row in self._rows]

    def set_automatic(self, lines: Sequence[str]) -> None:
        """Modifiers the rules add by themselves, one line each (none: hidden)."""
        self.automatic_label.setText("\n".join(lines))
        self.automatic_label.setVisible(bool(lines))
        self._fit_height()

    def focus_chain(self) -> list[QWidget]:
        """The editable widgets in Tab order: each row left to right, then "Add modifier"."""
        chain: list[QWidget] = []
        for row in self._rows:
            chain += [row.type_box, row.value_box, row.source_edit, row.remove]
        return chain + [self.add_button]

    def set_editable(self, editable: bool) -> None:
        for row in self._rows:
            for widget in (row.type_box, row.value_box, row.source_edit, row.remove):
                widget.setEnabled(editable)
        self.add_button.setEnabled(editable)

    # -- rows ------------------------------------------------------------------------
    def _add_clicked(self) -> None:
        index = self.add_modifier()
        self._rows[index].value_box.setFocus()
        self._rows[index].value_box.selectAll()

    def _append_row(self, modifier: Modifier, *, notify: bool) -> None:
        body = self._body
        type_box = QComboBox(body)
        for kind in ModifierType:
            type_box.addItem(modifier_type_word(kind), kind.value)
        type_box.setCurrentIndex(type_box.findData(modifier.type.value))
        value_box = QSpinBox(body)
        value_box.setRange(*VALUE_RANGE)
        value_box.setValue(modifier.value)
        value_box.setPrefix("")
        source_edit = QLineEdit(modifier.source, body)
        source_edit.setPlaceholderText(self.tr("e.g. bless"))
        verdict = QLabel(body)
        verdict.setWordWrap(True)
        verdict.setTextFormat(Qt.TextFormat.PlainText)
        verdict.setMinimumWidth(verdict.fontMetrics().horizontalAdvance("x" * 24))
        source_edit.setMinimumWidth(source_edit.fontMetrics().horizontalAdvance("x" * 12))
        remove = QToolButton(body)
        remove.setText("\u2715")
        remove.setAutoRaise(True)
        row = _Row(type_box, value_box, source_edit, verdict, remove)
        self._rows.append(row)
        type_box.currentIndexChanged.connect(self.changed)
        value_box.valueChanged.connect(self.changed)
        source_edit.textChanged.connect(self.changed)
        remove.clicked.connect(lambda _checked=False, r=row: self._remove_row(self._rows.index(r), notify=True))
        self._relayout()
        if notify:
            self.changed.emit()

    def _remove_row(self, index: int, *, notify: bool) -> None:
        row = self._rows.pop(index)
        for widget in row.widgets():
            self._grid.removeWidget(widget)
            widget.hide()
            widget.deleteLater()
        self._relayout()
        if self._rows and notify:
            self._rows[min(index, len(self._rows) - 1)].type_box.setFocus()
        elif notify:
            self.add_button.setFocus()
        if notify:
            self.changed.emit()

    def _relayout(self) -> None:
        """Re-place the rows (after a removal) and renumber their names."""
        for number, row in enumerate(self._rows):
            for column, widget in enumerate(row.widgets()):
                self._grid.addWidget(widget, number + 1, column)
            label = str(number + 1)
            for widget, name, accessible in (
                (row.type_box, "modifierType", self.tr("Modifier %1 type")),
                (row.value_box, "modifierValue", self.tr("Modifier %1 value")),
                (row.source_edit, "modifierSource", self.tr("Modifier %1 source")),
                (row.verdict, "modifierVerdict", self.tr("Modifier %1 stacking")),
                (row.remove, "removeModifier", self.tr("Remove modifier %1")),
            ):
                widget.setObjectName(f"{name}{number}")
                widget.setAccessibleName(fill(accessible, label))
            row.remove.setToolTip(row.remove.accessibleName())
        self._grid.addWidget(self.automatic_label, len(self._rows) + 1, 0, 1, 5)
        self._grid.setRowStretch(self._stretch_row, 0)
        self._stretch_row = len(self._rows) + 2
        self._grid.setRowStretch(self._stretch_row, 1)
        self._fit_height()

    def _fit_height(self) -> None:
        """Room for the header, the rows (up to four; more scroll) and the automatic lines: no
        empty box when there is nothing to list."""
        row_height = self._row_height + max(self._grid.verticalSpacing(), 0)
        automatic = 0
        if not self.automatic_label.isHidden():
            automatic = min(self.automatic_label.sizeHint().height(), 2 * row_height) + row_height // 2
        self._scroll.setMinimumHeight((1 + min(len(self._rows), 4)) * row_height + automatic + 4)

"""The 1D100 base values of a combatant (C5): a small name → value table the GM edits.

:class:`PercentileModel` holds the pairs in order and refuses an empty or duplicate name
with the reason; :class:`PercentileEditor` shows it with Add and Remove. Each complete
edit (a cell, an added row, removed rows) emits ``changed`` once: one command.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import ranges
from gmtracker.ui.models.header_table import HeaderTableModel
from gmtracker.ui.words.base_value_words import base_value_code, base_value_word
from gmtracker.ui.words.text_format import QT_TRANSLATE_NOOP, fill

_AnyIndex = QModelIndex | QPersistentModelIndex
_CONTEXT = "PercentileModel"

# lupdate finds literal translate("Context", "text") calls under this name.
translate = QCoreApplication.translate


# The range a base value may take (C5 divides it by 10): the file's own.
VALUE_RANGE = tuple(ranges.PERCENTILE_VALUE)


class Column(IntEnum):
    NAME = 0
    VALUE = 1


_HEADERS = {
    Column.NAME: QT_TRANSLATE_NOOP("PercentileModel", "Base value"),
    Column.VALUE: QT_TRANSLATE_NOOP("PercentileModel", "Value"),
}



class PercentileModel(HeaderTableModel):
    """Name → value pairs; names are unique and not empty.

    The tracker's codes (``accuracy``, ``evasion``) are shown and edited as their words in
    the GM's language (命中 / 回避) and stored as codes; a word the GM types for a code is
    stored as that code (issue 26 item 13).
    """

    columns = Column
    headers = _HEADERS
    context = _CONTEXT
    editable = True
    changed = Signal()
    refused = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[str, int]] = []

    def values(self) -> dict[str, int]:
        return dict(self._rows)

    def set_values(self, values: Mapping[str, int]) -> None:
        """Show another combatant's values (or an undone edit): the whole table changes."""
        self.beginResetModel()
        self._rows = list(values.items())
        self.endResetModel()

    def row_count(self) -> int:
        return len(self._rows)

    def data(self, index: _AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        name, value = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return base_value_word(name) if index.column() == Column.NAME else value
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == Column.VALUE:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        return None

    def setData(self, index: _AnyIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if role != Qt.ItemDataRole.EditRole or not index.isValid() or not 0 <= index.row() < len(self._rows):
            return False
        row = index.row()
        name, number = self._rows[row]
        if index.column() == Column.NAME:
            new_name = base_value_code(str(value))
            if not new_name:
                self.refused.emit(translate("PercentileModel", "A base value needs a name."))
                return False
            if any(other == new_name for i, (other, _) in enumerate(self._rows) if i != row):
                message = translate("PercentileModel", "There is already a base value called %1.")
                self.refused.emit(fill(message, base_value_word(new_name)))
                return False
            if new_name == name:
                return False
            self._rows[row] = (new_name, number)
        else:
            try:
                new_number = int(value)
            except (TypeError, ValueError):
                self.refused.emit(translate("PercentileModel", "A base value is a whole number."))
                return False
            if not VALUE_RANGE[0] <= new_number <= VALUE_RANGE[1]:
                self.refused.emit(fill(translate("PercentileModel", "A base value is between %1 and %2."),
                                       *VALUE_RANGE))
                return False
            if new_number == number:
                return False
            self._rows[row] = (name, new_number)
        self.dataChanged.emit(index, index, [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole])
        self.changed.emit()
        return True

    def add(self, base_name: str) -> int:
        """Append ``base_name`` (numbered if taken) with the value 0; return its row."""
        names = {name for name, _ in self._rows}
        name, number = base_name, 2
        while name in names:
            name = f"{base_name} {number}"
            number += 1
        row = len(self._rows)
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.append((name, 0))
        self.endInsertRows()
        self.changed.emit()
        return row

    def remove(self, rows: list[int]) -> None:
        """Remove these rows (one change for all of them)."""
        chosen = sorted({r for r in rows if 0 <= r < len(self._rows)}, reverse=True)
        if not chosen:
            return
        for row in chosen:
            self.beginRemoveRows(QModelIndex(), row, row)
            del self._rows[row]
            self.endRemoveRows()
        self.changed.emit()


class PercentileEditor(QWidget):
    """The table of base values with Add and Remove buttons."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = PercentileModel(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.view = QTableView(self)
        self.view.setObjectName("editorPercentile")
        self.view.setAccessibleName(self.tr("1D100 base values"))
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                  | QAbstractItemView.EditTrigger.EditKeyPressed
                                  | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().setSectionResizeMode(Column.NAME, QHeaderView.ResizeMode.Stretch)
        self.view.horizontalHeader().setSectionResizeMode(Column.VALUE, QHeaderView.ResizeMode.ResizeToContents)
        self.view.setMinimumHeight(120)
        layout.addWidget(self.view)
        buttons = QHBoxLayout()
        self.add_button = QPushButton(self.tr("Add va&lue"), self)
        self.add_button.setObjectName("editorAddPercentile")
        self.add_button.setAccessibleName(self.tr("Add a 1D100 base value"))
        self.add_button.clicked.connect(self.add_value)
        self.remove_button = QPushButton(self.tr("Rem&ove value"), self)
        self.remove_button.setObjectName("editorRemovePercentile")
        self.remove_button.setAccessibleName(self.tr("Remove the selected 1D100 base values"))
        self.remove_button.clicked.connect(self.remove_selected)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)

    def add_value(self) -> None:
        """Add a value and start typing its name."""
        row = self.model.add(self.tr("value"))
        index = self.model.index(row, Column.NAME)
        self.view.setCurrentIndex(index)
        self.view.edit(index)

    def remove_selected(self) -> None:
        self.model.remove([index.row() for index in self.view.selectionModel().selectedRows()])

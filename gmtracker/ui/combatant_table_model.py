"""The combatants of an encounter as a Qt table model (one row per combatant).

Column constants and headers live here and nowhere else. Headers and side names are
marked with QT_TRANSLATE_NOOP so that pyside6-lupdate finds them, and translated when
Qt asks for them. A sort role returns raw comparable values, an id role the combatant id.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from gmtracker.encounter import Combatant, Side

_CONTEXT = "CombatantTableModel"


def QT_TRANSLATE_NOOP(context: str, source_text: str) -> str:  # noqa: N802
    """Mark ``source_text`` for pyside6-lupdate (which matches this name) and return it.

    The same as PySide6's own, but typed ``str`` so the label tables below type-check.
    """
    return source_text


# Raw, comparable values for QSortFilterProxyModel.
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
# The combatant's id.
COMBATANT_ID_ROLE = Qt.ItemDataRole.UserRole + 2

_AnyIndex = QModelIndex | QPersistentModelIndex


class Column(IntEnum):
    """The table's columns, in display order."""

    NAME = 0
    SIDE = 1
    INITIATIVE = 2
    BASE_DEFENSE = 3
    HIT_DICE = 4
    WOUNDS = 5
    BRUISES = 6
    NOTES = 7


_HEADERS: dict[Column, str] = {
    Column.NAME: QT_TRANSLATE_NOOP("CombatantTableModel", "Name"),
    Column.SIDE: QT_TRANSLATE_NOOP("CombatantTableModel", "Side"),
    Column.INITIATIVE: QT_TRANSLATE_NOOP("CombatantTableModel", "Initiative"),
    Column.BASE_DEFENSE: QT_TRANSLATE_NOOP("CombatantTableModel", "Base defense"),
    Column.HIT_DICE: QT_TRANSLATE_NOOP("CombatantTableModel", "Hit dice"),
    Column.WOUNDS: QT_TRANSLATE_NOOP("CombatantTableModel", "Wounds"),
    Column.BRUISES: QT_TRANSLATE_NOOP("CombatantTableModel", "Bruises"),
    Column.NOTES: QT_TRANSLATE_NOOP("CombatantTableModel", "Notes"),
}

_SIDE_LABELS: dict[Side, str] = {
    Side.PC: QT_TRANSLATE_NOOP("CombatantTableModel", "PC"),
    Side.ALLY: QT_TRANSLATE_NOOP("CombatantTableModel", "Ally"),
    Side.ENEMY: QT_TRANSLATE_NOOP("CombatantTableModel", "Enemy"),
    Side.NEUTRAL: QT_TRANSLATE_NOOP("CombatantTableModel", "Neutral"),
}
# Sorting by side: player characters first, in the order the enum declares.
_SIDE_ORDER: dict[Side, int] = {side: order for order, side in enumerate(Side)}

# The combatant field shown in each column that displays a plain field.
_FIELDS: dict[Column, str] = {
    Column.NAME: "name",
    Column.INITIATIVE: "initiative",
    Column.BASE_DEFENSE: "base_defense",
    Column.HIT_DICE: "hit_dice",
    Column.WOUNDS: "wounds",
    Column.BRUISES: "bruises",
    Column.NOTES: "notes",
}

_NUMERIC = frozenset({Column.INITIATIVE, Column.BASE_DEFENSE, Column.WOUNDS, Column.BRUISES})


def _translate(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


class CombatantTableModel(QAbstractTableModel):
    """Read-only table of combatants; editing arrives with the encounter model."""

    def __init__(self, combatants: Sequence[Combatant], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._combatants: list[Combatant] = list(combatants)

    def set_combatants(self, combatants: Sequence[Combatant]) -> None:
        """Replace every row (loading a file: the one case for a model reset)."""
        self.beginResetModel()
        self._combatants = list(combatants)
        self.endResetModel()

    def rowCount(self, parent: _AnyIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._combatants)

    def columnCount(self, parent: _AnyIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(Column)

    def headerData(  # noqa: N802
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.DisplayRole
            and 0 <= section < len(Column)
        ):
            return _translate(_HEADERS[Column(section)])
        return None

    def flags(self, index: _AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: _AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._combatants):
            return None
        combatant = self._combatants[index.row()]
        column = Column(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(combatant, column)
        if role == SORT_ROLE:
            return self._sort_key(combatant, column, index.row())
        if role == COMBATANT_ID_ROLE:
            return combatant.id
        if role == Qt.ItemDataRole.ToolTipRole and column == Column.NOTES:
            return combatant.notes or None
        if role == Qt.ItemDataRole.TextAlignmentRole and column in _NUMERIC:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        return None

    @staticmethod
    def _display(combatant: Combatant, column: Column) -> str:
        if column == Column.SIDE:
            return _translate(_SIDE_LABELS[combatant.side])
        value = getattr(combatant, _FIELDS[column])
        if value is None:
            return ""
        return str(value)

    @staticmethod
    def _sort_key(combatant: Combatant, column: Column, row: int) -> Any:
        if column == Column.SIDE:
            return _SIDE_ORDER[combatant.side]
        value = getattr(combatant, _FIELDS[column])
        if column in _NUMERIC:
            # Floats throughout, so Qt compares like with like; a missing value sorts low.
            return float(value) if isinstance(value, (int, float)) else float("-inf")
        return "" if value is None else str(value).casefold()

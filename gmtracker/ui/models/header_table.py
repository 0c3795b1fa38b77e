"""A flat table model whose columns are an ``IntEnum`` with translatable headers.

The roll log and the 1D100 base values share this: rows counted by :meth:`row_count`, one
column per member of :attr:`columns`, each header its ``QT_TRANSLATE_NOOP`` text translated
in :attr:`context` (the translation context its texts are marked with), cells enabled and
selectable (and editable when :attr:`editable`). Subclasses add ``data`` and their own rows.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import IntEnum
from typing import Any, ClassVar

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt

AnyIndex = QModelIndex | QPersistentModelIndex


class HeaderTableModel(QAbstractTableModel):
    """See the module docstring."""

    columns: ClassVar[type[IntEnum]]
    headers: ClassVar[Mapping[Any, str]]  # column → its untranslated header
    context: ClassVar[str]
    editable: ClassVar[bool] = False

    def row_count(self) -> int:
        raise NotImplementedError

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's name
        return 0 if parent.isValid() else self.row_count()

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's name
        return 0 if parent.isValid() else len(self.columns)

    def headerData(  # noqa: N802 - Qt's name
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole \
                and 0 <= section < len(self.columns):
            return QCoreApplication.translate(self.context, self.headers[self.columns(section)])
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        return flags | Qt.ItemFlag.ItemIsEditable if self.editable else flags

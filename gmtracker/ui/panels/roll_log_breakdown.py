"""The roll log's Breakdown pane: the selected entry as a readable table in the GM's language.

Above, the entry's line (wrapped, plain text); below, a tree table with three columns —
what (a die and its role, a modifier with its type and source, the total, a part of the
record in words), its value (kept or dropped, applied or discarded and why) and the
RULES.md ids — built from :func:`gmtracker.ui.words.log_lines.breakdown_rows` (issue 26
items 8, 11). Every text is plain (``QTreeWidgetItem`` text, a ``Qt.PlainText`` label): a
name the GM typed is never markup. :meth:`BreakdownPane.toPlainText` gives the same
breakdown as indented text (what Copy would give).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import LogEntry
from gmtracker.ui.widgets.labels import plain_label
from gmtracker.ui.words.log_lines import breakdown_rows, breakdown_text
from gmtracker.ui.words.text_format import qt_translate

__all__ = ["BreakdownPane"]


class BreakdownPane(QWidget):
    """The current entry's breakdown: its line and a table of its dice, modifiers, totals and rules."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rollLogDetails")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.line = plain_label(parent=self, object_name="rollLogDetailsLine", bold=True, selectable=True)
        layout.addWidget(self.line)
        self.meta = plain_label(parent=self, object_name="rollLogDetailsMeta", selectable=True)
        layout.addWidget(self.meta)
        self.table = QTreeWidget(self)
        self.table.setObjectName("rollLogDetailsTable")
        self.table.setColumnCount(3)
        self.table.setRootIsDecorated(True)
        self.table.setUniformRowHeights(True)
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.setIndentation(14)
        header = self.table.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.table, 1)
        self._text = ""
        self.retranslate()
        self.clear()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Breakdown of the selected entry"))
        self.table.setAccessibleName(self.tr("Dice, modifiers and rules of the selected entry"))
        #: The Breakdown pane's columns: a die, modifier or part of the roll; its value; the rule ids.
        self.table.setHeaderLabels([self.tr("Item"), self.tr("Value"), self.tr("Rules")])
        if not self._text:
            self.line.setText(self.tr("Select an entry to see every die and modifier."))

    def clear(self) -> None:
        self._text = ""
        self.table.clear()
        self.meta.clear()
        self.meta.hide()
        self.line.setText(self.tr("Select an entry to see every die and modifier."))

    def show_entry(self, entry: LogEntry, names: Mapping[str, str]) -> None:
        """Show ``entry``'s breakdown (names by id for the fields that hold combatant ids)."""
        rows = breakdown_rows(entry, names)  # a record always fits its kind: the loader refuses one that does not
        self._text = breakdown_text(entry, names)
        self.table.setUpdatesEnabled(False)
        try:
            self.table.clear()
            self.line.setText(next((row.label for row in rows if row.part == "line"), ""))
            # when, who, who sees it and the rules on one line above the table; the record in it
            meta = [row.text(qt_translate) for row in rows if row.part == "meta"]
            self.meta.setText(qt_translate("LogLine", "; ").join(meta))
            self.meta.setVisible(bool(meta))
            parents: list[QTreeWidgetItem | None] = [None]
            for row in rows:
                if row.part:
                    continue
                depth = min(row.depth - 1, len(parents) - 1)
                parent = parents[depth]
                item = QTreeWidgetItem([row.label, row.value, row.rules])
                item.setToolTip(0, row.label)
                item.setToolTip(1, row.value)
                if parent is None:
                    self.table.addTopLevelItem(item)
                else:
                    parent.addChild(item)
                del parents[depth + 1:]
                parents.append(item)
            self.table.expandAll()
        finally:
            self.table.setUpdatesEnabled(True)

    def toPlainText(self) -> str:  # noqa: N802 (the text pane's name, kept for its callers)
        """The shown breakdown as indented text ("" when no entry is selected)."""
        return self._text

    def rows(self) -> list[tuple[int, str, str, str]]:
        """What the table shows: ``(depth, item, value, rules)`` per row, top to bottom."""
        out: list[tuple[int, str, str, str]] = []

        def walk(item: QTreeWidgetItem | None, depth: int) -> None:
            if item is None:
                return
            out.append((depth, item.text(0), item.text(1), item.text(2)))
            for number in range(item.childCount()):
                walk(item.child(number), depth + 1)

        for number in range(self.table.topLevelItemCount()):
            walk(self.table.topLevelItem(number), 0)
        return out

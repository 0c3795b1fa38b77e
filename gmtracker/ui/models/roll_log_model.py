"""The roll log as a Qt table model and its filter proxy.

:class:`RollLogModel` shows ``encounter.log``, one row per entry: the round, who acted
(or whose turn it was), and the entry's line in the current language (:mod:`.log_lines`);
the tooltip holds the full breakdown (both from :mod:`gmtracker.encounter.log_render`). After the language changes,
:meth:`RollLogModel.retranslate` shows the headers and lines in the new one. It follows the encounter's change sets incrementally: entries
appended at the end are inserted rows, entries popped by an undo are removed rows, and
only loading a file resets the model. :data:`OUTCOME_ROLE` gives the spans of the line
that name an outcome (a critical hit, a miss…) and their kind, from the entry's record,
for the dock's delegate to colour.

:class:`RollLogFilter` sorts newest first or last and keeps the entries of one
combatant (as actor or target). :class:`~.roll_log.RollLogDock` puts them on screen.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QGuiApplication, QPainter, QPixmap

from gmtracker.encounter import ChangeSet, Encounter, LogEntry
from gmtracker.encounter.log_render.lines import compact_line, outcome_spans
from gmtracker.encounter.log_render.outcomes import OutcomeSpan
from gmtracker.ui.models.header_table import HeaderTableModel
from gmtracker.ui.models.encounter_listener import EncounterListener
from gmtracker.ui.words.log_lines import breakdown_html, entry_line, log_names, round_text
from gmtracker.ui.words.text_format import QT_TRANSLATE_NOOP, qt_translate
from gmtracker.ui.words.user_text import has_cjk


_CONTEXT = "RollLogModel"

# lupdate finds literal translate("Context", "text") calls under this name.
translate = QCoreApplication.translate


# The :class:`~gmtracker.encounter.LogEntry` of a row.
ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1
# The entry's position in the log (sorting: oldest first ascending).
ORDER_ROLE = Qt.ItemDataRole.UserRole + 2
# The entry column: where its line names an outcome, as a list of
# :class:`~gmtracker.encounter.log_render.outcomes.OutcomeSpan` (empty: none).
OUTCOME_ROLE = Qt.ItemDataRole.UserRole + 3

# The entry column: the line with totals only and its outcome spans, ``(text, spans)``, for a
# cell too narrow for the whole line (None: no shorter line).
COMPACT_ROLE = Qt.ItemDataRole.UserRole + 4

_AnyIndex = QModelIndex | QPersistentModelIndex


class Column(IntEnum):
    ROUND = 0
    ACTOR = 1
    TEXT = 2


_HEADERS: dict[Column, str] = {
    Column.ROUND: QT_TRANSLATE_NOOP("RollLogModel", "Round"),
    Column.ACTOR: QT_TRANSLATE_NOOP("RollLogModel", "Turn / actor"),
    Column.TEXT: QT_TRANSLATE_NOOP("RollLogModel", "Entry"),
}



# The GM badge's colour (white text on it) and its padding around the text, in pixels.
_BADGE_COLOUR = "#7a1f1f"
_BADGE_PAD = 3


def gm_badge(label: str, body: QFont | None = None) -> QPixmap:
    """A dark badge reading ``label`` ("GM", "主持人"): GM-only rows are marked by shape, not colour alone.

    Sized from the body font (``body``, else the application's), never a fixed 9 px: a CJK
    label is drawn at the body font's own size (issue 26 item 15: 主持人 at 9 px in a 24×14
    badge was illegible), a Latin one at four fifths of it. A pixmap, not an icon, so the
    view draws it at its own size instead of shrinking it into a 16 px icon square.
    """
    font = QFont(body if body is not None else QGuiApplication.font())
    size = font.pixelSize() if font.pixelSize() > 0 else round(font.pointSizeF() * 96 / 72)
    font.setPixelSize(size if has_cjk(label) else max(9, round(size * 0.8)))
    font.setBold(True)
    metrics = QFontMetrics(font)
    width = metrics.horizontalAdvance(label) + 2 * _BADGE_PAD
    height = metrics.height() + 2
    app = QGuiApplication.instance()
    ratio = app.devicePixelRatio() if isinstance(app, QGuiApplication) else 1.0
    pixmap = QPixmap(round(width * ratio), round(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(_BADGE_COLOUR))
    painter.drawRoundedRect(0, 0, width, height, 3, 3)
    painter.setFont(font)
    painter.setPen(QColor("white"))
    painter.drawText(0, 0, width, height, Qt.AlignmentFlag.AlignCenter, label)
    painter.end()
    return pixmap


class RollLogModel(HeaderTableModel):
    """Read-only table of the encounter's log entries, oldest first (or newest first: the
    model turns the order itself, so no proxy ever sorts the log — sorting 43,000 entries
    through Python calls took nine seconds when a 20 MB file opened)."""

    columns = Column
    headers = _HEADERS
    context = _CONTEXT

    def __init__(self, encounter: Encounter, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._listener = EncounterListener(self, self._on_changes)
        self._encounter = encounter
        # What Qt has been told about: the encounter changes its log before notifying,
        # so rows being removed are still readable here until endRemoveRows.
        self._entries: list[LogEntry] = list(encounter.log)
        self._names: dict[str, str] = {}
        self._line_names: dict[str, str] = {}
        self._logged_names: dict[str, str] = {}
        self._badge: tuple[str, QPixmap] | None = None  # (the font it was drawn for, the badge)
        self._spans: dict[int, list[OutcomeSpan]] = {}  # by log position, for the current names and language
        self._compact: dict[int, tuple[str, list[OutcomeSpan]] | None] = {}  # likewise
        self._newest_first = False
        self._refresh_names()
        self._listener.attach(encounter)

    # -- the encounter -------------------------------------------------------------
    @property
    def encounter(self) -> Encounter:
        return self._encounter

    def set_encounter(self, encounter: Encounter) -> None:
        """Show another encounter's log (a file was loaded): one model reset."""
        self.beginResetModel()
        self._encounter = encounter
        self._entries = list(encounter.log)
        self._refresh_names()
        self.endResetModel()
        self._listener.attach(encounter)

    def entries(self) -> list[LogEntry]:
        return list(self._entries)

    # -- order ---------------------------------------------------------------------
    def newest_first(self) -> bool:
        return self._newest_first

    def set_newest_first(self, newest_first: bool) -> None:
        """Turn the rows' order (one layout change; selections and persistent indexes follow)."""
        if newest_first == self._newest_first:
            return
        self.layoutAboutToBeChanged.emit()
        old = self.persistentIndexList()
        last = len(self._entries) - 1
        self._newest_first = newest_first
        self.changePersistentIndexList(old, [self.index(last - index.row(), index.column()) for index in old])
        self.layoutChanged.emit()

    def position(self, row: int) -> int:
        """The log position (0: oldest) shown at ``row``."""
        return len(self._entries) - 1 - row if self._newest_first else row

    def row_of(self, position: int) -> int:
        """The row that shows log position ``position``."""
        return len(self._entries) - 1 - position if self._newest_first else position

    def _rows(self, first: int, last: int) -> tuple[int, int]:
        """The rows (in order) that show log positions ``first``..``last``, for a change of
        those positions."""
        a, b = self.row_of(first), self.row_of(last)
        return min(a, b), max(a, b)

    def names(self) -> dict[str, str]:
        """Combatant names by id, as the encounter has them now."""
        return dict(self._names)

    def line_names(self) -> dict[str, str]:
        """The names the lines use: the current ones, and removed combatants' as the log last gave them."""
        return dict(self._line_names)

    def _refresh_names(self) -> None:
        self._spans.clear()
        self._compact.clear()
        self._names = {c.id: c.name for c in self._encounter.combatants}
        self._logged_names = log_names(self._entries, {})  # what the log last called each id
        self._line_names = {**self._logged_names, **self._names}

    def retranslate(self) -> None:
        """The language changed: headers, lines, tooltips and the GM badge are given again."""
        self._badge = None
        self._spans.clear()
        self._compact.clear()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(Column) - 1)
        if self._entries:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._entries) - 1, len(Column) - 1))

    def _on_changes(self, changes: ChangeSet) -> None:
        log = self._encounter.log
        self._spans.clear()
        self._compact.clear()
        if changes.reset:
            self.beginResetModel()
            self._entries = list(log)
            self._refresh_names()
            self.endResetModel()
            return
        if changes.log_removed:
            count = min(changes.log_removed, len(self._entries))
            first = len(self._entries) - count
            self.beginRemoveRows(QModelIndex(), *self._rows(first, len(self._entries) - 1))
            del self._entries[first:]
            self.endRemoveRows()
        if changes.log_added:
            first = len(self._entries)
            added = changes.log_added
            rows = (0, added - 1) if self._newest_first else (first, first + added - 1)  # the newest end
            self.beginInsertRows(QModelIndex(), *rows)
            self._entries.extend(log[len(log) - added:])
            self.endInsertRows()
        if len(self._entries) != len(log):  # pragma: no cover - a change set that lied
            self.beginResetModel()
            self._entries = list(log)
            self.endResetModel()
        renamed = any("name" in f for f in changes.fields.values())
        if renamed or changes.log_removed:  # a rename, or entries gone: the log read again
            self._refresh_names()
            old_rows_changed = renamed or bool(changes.rows)
        elif changes.rows or changes.log_added:
            # The new entries only, and the roster's names if it changed: an action's cost stays
            # flat in the log's length (issue 27 item 10a: a duplicate or a remove read the whole
            # log and re-announced every row, 1.28x at the 5,000th step against the 600th).
            old_rows_changed = self._names_from(changes)
        else:
            old_rows_changed = False
        if old_rows_changed and self._entries:
            # Names are looked up by id, so a rename shows in old rows too (who acted, the line).
            self.dataChanged.emit(self.index(0, Column.ACTOR), self.index(len(self._entries) - 1, Column.TEXT))

    def _names_from(self, changes: ChangeSet) -> bool:
        """The names brought up to date with a change that only added entries and added or
        removed combatants, from those entries and the roster alone (not the whole log).

        True if an id the older rows name is now called otherwise (an id used again by a
        combatant with another name), so those rows must be shown again. An id no older row
        had a name for is named by none of them: every combatant an entry names was in the
        roster then, and one removed since is named by its removal's record."""
        added = log_names(self._entries[len(self._entries) - changes.log_added:], {}) if changes.log_added else {}
        before = self._line_names
        self._logged_names.update(added)
        if changes.rows:
            self._names = {c.id: c.name for c in self._encounter.combatants}
        self._line_names = {**self._logged_names, **self._names}
        touched = {cid for _kind, _row, cid in changes.rows}.union(added)
        return any(cid in before and before[cid] != self._line_names.get(cid) for cid in touched)

    # -- Qt model ------------------------------------------------------------------
    def row_count(self) -> int:
        return len(self._entries)

    def actor_text(self, entry: LogEntry) -> str:
        """Who acted; for an entry without an actor, whose turn it was."""
        if entry.actor_name:
            return entry.actor_name
        # A removed combatant by the name the log last gave it, as its lines call it (and so an
        # id used again under the same name changes no older row: see _names_from).
        if entry.actor:
            return self._line_names.get(entry.actor, entry.actor)
        if entry.turn:
            return self._line_names.get(entry.turn, entry.turn)
        return ""

    def outcome_spans(self, row: int) -> list[OutcomeSpan]:
        """Where row ``row``'s line names an outcome (kinds from its record), in the current language."""
        position = self.position(row)
        spans = self._spans.get(position)
        if spans is None:
            spans = outcome_spans(self._entries[position], self._line_names, translate=qt_translate)
            self._spans[position] = spans
        return spans

    def compact(self, row: int) -> tuple[str, list[OutcomeSpan]] | None:
        """Row ``row``'s line with totals only and its outcome spans (None: no shorter line)."""
        position = self.position(row)
        if position not in self._compact:
            entry = self._entries[position]
            text = compact_line(entry, self._line_names, translate=qt_translate)
            self._compact[position] = None if text is None else (
                text, outcome_spans(entry, self._line_names, translate=qt_translate, compact=True))
        return self._compact[position]

    def data(self, index: _AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[self.position(index.row())]
        column = Column(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            if column == Column.ROUND:
                return round_text(entry.round)
            if column == Column.ACTOR:
                return self.actor_text(entry)
            return entry_line(entry, self._line_names)
        if role == Qt.ItemDataRole.ToolTipRole:
            return breakdown_html(entry, self._line_names)
        if role == ENTRY_ROLE:
            return entry
        if role == OUTCOME_ROLE:
            return self.outcome_spans(index.row()) if column == Column.TEXT else []
        if role == COMPACT_ROLE:
            return self.compact(index.row()) if column == Column.TEXT else None
        if role == ORDER_ROLE:
            return self.position(index.row())
        if entry.public:
            return None
        # GM-only entries: a badge on the text, italics, and words for screen readers.
        if role == Qt.ItemDataRole.DecorationRole and column == Column.TEXT:
            body = QGuiApplication.font()
            if self._badge is None or self._badge[0] != body.key():
                self._badge = (body.key(), gm_badge(translate("RollLogModel", "GM"), body))
            return self._badge[1]
        if role == Qt.ItemDataRole.FontRole:
            # Italics only for Latin text: CJK fonts have no italic and Qt slants the glyphs
            # instead (issue 26 item 15); the badge and the words still mark the row.
            font = QFont()
            font.setItalic(not has_cjk(self.data(index, Qt.ItemDataRole.DisplayRole) or ""))
            return font
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:
            return translate("RollLogModel", "GM only")
        return None


class RollLogFilter(QSortFilterProxyModel):
    """Optionally only one combatant's entries (actor or target). The order is the source
    model's (:meth:`RollLogModel.set_newest_first`): this proxy never sorts, and with no
    combatant chosen it asks no row anything."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._combatant: str | None = None
        self.setDynamicSortFilter(True)

    def combatant(self) -> str | None:
        return self._combatant

    def set_combatant(self, combatant_id: str | None) -> None:
        """Keep only entries where this combatant acts or is targeted (None: every entry)."""
        if combatant_id == self._combatant:
            return
        self.beginFilterChange()
        self._combatant = combatant_id
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def newest_first(self) -> bool:
        model = self.sourceModel()
        return isinstance(model, RollLogModel) and model.newest_first()

    def set_newest_first(self, newest_first: bool) -> None:
        model = self.sourceModel()
        if isinstance(model, RollLogModel):
            model.set_newest_first(newest_first)

    def filterAcceptsRow(self, source_row: int, source_parent: _AnyIndex) -> bool:  # noqa: N802
        if self._combatant is None:
            return True
        model = self.sourceModel()
        entry = model.index(source_row, 0, source_parent).data(ENTRY_ROLE)
        if not isinstance(entry, LogEntry):
            return False
        return entry.actor == self._combatant or self._combatant in entry.targets


"""The roll log dock: the log table, its filters, the breakdown of the current entry,
copy and export.

On a laptop the dock is a wide, low strip: the entry column gets the width, so a whole
attack line ("… → critical hit; damage check …") reads at 1366 px. The breakdown pane
beside it is shown on demand (the *Breakdown* button; every row's tooltip holds the same
breakdown), and :meth:`RollLogDock.layout_state` / :meth:`RollLogDock.restore_layout_state`
let the window remember it. The words that say how a roll went are coloured by kind
(:mod:`.roll_log_delegate`). The newest entry comes into view after each roll, unless the
GM has scrolled away to read an older one: then the entries read stay where they are.

The dock owns its model and proxy (main window composes, panels own). It never changes
the encounter; it only listens. The model and the proxy live in :mod:`.roll_log_model`,
the words (breakdown, export) from the one log renderer through :mod:`.log_lines`; both are
re-exported here.
"""

from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtCore import QByteArray, QDataStream, QEvent, QIODevice, QItemSelection, QItemSelectionModel, \
    QModelIndex, QPersistentModelIndex, QPoint, QSaveFile, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QSizePolicy,
    QSplitter,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import ChangeSet, Encounter, LogEntry
from gmtracker.ui.models.encounter_listener import EncounterListener
from gmtracker.ui.models.roll_log_model import (
    ENTRY_ROLE,
    ORDER_ROLE,
    OUTCOME_ROLE,
    Column,
    RollLogFilter,
    RollLogModel,
)
from gmtracker.ui.panels.roll_log_breakdown import BreakdownPane
from gmtracker.ui.panels.roll_log_delegate import OutcomeDelegate
from gmtracker.ui.words.log_lines import export_line, export_log
from gmtracker.ui.words.text_format import fill
from gmtracker.ui.words.user_text import add_name_item, warn

__all__ = [
    "ENTRY_ROLE", "ORDER_ROLE", "OUTCOME_ROLE", "Column", "OutcomeDelegate", "RollLogDock", "RollLogFilter",
    "RollLogModel", "export_log",
]

# The layout state's format (:meth:`RollLogDock.layout_state`): a marker and a version.
_STATE_MARKER, _STATE_VERSION = 0x524C4C47, 1  # "RLLG"


class RollLogDock(QDockWidget):
    """Every roll and action of the encounter, newest first or last, for all or one combatant."""

    def __init__(self, encounter: Encounter, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Roll log"), parent)
        self.setObjectName("rollLogDock")
        self._encounter = encounter
        self.model = RollLogModel(encounter, self)
        self.proxy = RollLogFilter(self)
        self.proxy.setSourceModel(self.model)

        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        layout.addLayout(self._build_bar(body))
        splitter = QSplitter(Qt.Orientation.Horizontal, body)
        splitter.setObjectName("rollLogSplitter")
        splitter.setChildrenCollapsible(False)
        self.splitter = splitter
        self.view = self._build_view(splitter)
        # The Breakdown pane: the entry's line and a table of its dice, modifiers and rules (issue 26 item 11).
        self.details = BreakdownPane(splitter)
        self.details.setMinimumWidth(160)
        splitter.addWidget(self.view)
        splitter.addWidget(self.details)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 1)
        self.details.setVisible(False)  # the entries get the width until the GM asks for the pane
        layout.addWidget(splitter, 1)
        self.setWidget(body)

        self._listener = EncounterListener(self, self._on_changes)
        self._listener.attach(encounter)
        self._fill_combatants()
        self.view.selectionModel().currentRowChanged.connect(self._show_details)
        self._kept_top: QPersistentModelIndex | None = None
        self.proxy.rowsAboutToBeInserted.connect(self._before_insert)
        self.proxy.rowsInserted.connect(self._after_insert)
        self.model.modelReset.connect(self._show_details)
        self.proxy.rowsRemoved.connect(self._show_details)
        self._follow_newest()

    # -- building ------------------------------------------------------------------
    def _build_bar(self, body: QWidget) -> QHBoxLayout:
        bar = QHBoxLayout()
        bar.setSpacing(6)
        self.newest_first_button = QToolButton(body)
        self.newest_first_button.setObjectName("rollLogNewestFirst")
        self.newest_first_button.setText(self.tr("Ne&west first"))
        self.newest_first_button.setAccessibleName(self.tr("Show the newest entries first"))
        self.newest_first_button.setToolTip(self.tr("Show the newest entries at the top"))
        self.newest_first_button.setCheckable(True)
        self.newest_first_button.toggled.connect(self.set_newest_first)
        bar.addWidget(self.newest_first_button)

        label = QLabel(self.tr("Co&mbatant:"), body)
        self.combatant_filter = QComboBox(body)
        self.combatant_filter.setObjectName("rollLogCombatantFilter")
        self.combatant_filter.setAccessibleName(self.tr("Show the entries of"))
        self.combatant_filter.setToolTip(self.tr("Show only the entries where this combatant acts or is a target"))
        self.combatant_filter.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.combatant_filter.setMinimumContentsLength(12)
        self.combatant_filter.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.combatant_filter.currentIndexChanged.connect(self._filter_changed)
        label.setBuddy(self.combatant_filter)
        bar.addWidget(label)
        bar.addWidget(self.combatant_filter, 1)

        self.details_button = QToolButton(body)
        self.details_button.setObjectName("rollLogDetailsToggle")
        self.details_button.setText(self.tr("Brea&kdown"))
        self.details_button.setAccessibleName(self.tr("Show the breakdown pane"))
        self.details_button.setToolTip(self.tr("Show every die and modifier of the selected entry beside the log"))
        self.details_button.setCheckable(True)
        self.details_button.toggled.connect(self.set_details_shown)
        bar.addWidget(self.details_button)

        self.copy_action = QAction(self.tr("Copy"), self)
        self.copy_action.setObjectName("rollLogCopyAction")
        self.copy_action.setShortcut(QKeySequence.StandardKey.Copy)
        self.copy_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.copy_action.setToolTip(self.tr("Copy the selected entries as text"))
        self.copy_action.triggered.connect(self.copy_selected)
        self.copy_button = QToolButton(body)
        self.copy_button.setObjectName("rollLogCopy")
        self.copy_button.setDefaultAction(self.copy_action)
        self.copy_button.setAccessibleName(self.tr("Copy the selected entries"))
        bar.addWidget(self.copy_button)

        menu = QMenu(body)
        menu.setObjectName("rollLogExportMenu")
        self.export_text_action = menu.addAction(self.tr("As &text…"))
        self.export_text_action.setObjectName("rollLogExportText")
        self.export_text_action.triggered.connect(lambda: self.export("text"))
        self.export_markdown_action = menu.addAction(self.tr("As &Markdown…"))
        self.export_markdown_action.setObjectName("rollLogExportMarkdown")
        self.export_markdown_action.triggered.connect(lambda: self.export("markdown"))
        self.export_button = QToolButton(body)
        self.export_button.setObjectName("rollLogExport")
        self.export_button.setText(self.tr("E&xport"))
        self.export_button.setAccessibleName(self.tr("Export the whole log"))
        self.export_button.setToolTip(self.tr("Save the whole log as a text or Markdown file"))
        self.export_button.setMenu(menu)
        self.export_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        bar.addWidget(self.export_button)
        return bar

    def _build_view(self, parent: QWidget) -> QTableView:
        view = QTableView(parent)
        view.setObjectName("rollLog")
        view.setAccessibleName(self.tr("Roll log entries"))
        view.setModel(self.proxy)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setAlternatingRowColors(True)
        view.setWordWrap(False)
        view.setTextElideMode(Qt.TextElideMode.ElideRight)
        view.verticalHeader().hide()
        view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 6)
        header = view.horizontalHeader()
        # Round: as wide as its header or a four-digit round, fixed (ResizeToContents measured up
        # to 1,000 rows through Python calls at every layout: 48,000 calls to open a long log).
        header.setSectionResizeMode(Column.ROUND, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(Column.ROUND, max(header.sectionSizeFromContents(Column.ROUND).width(),
                                               view.fontMetrics().horizontalAdvance("9999") + 16))
        header.setSectionResizeMode(Column.ACTOR, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(Column.TEXT, QHeaderView.ResizeMode.Stretch)
        header.resizeSection(Column.ACTOR, max(130, header.sectionSizeFromContents(Column.ACTOR).width()))
        view.setItemDelegateForColumn(Column.TEXT, OutcomeDelegate(view))
        # Whole rows: the top one is never cut, and "the row being read stays on top" is exact.
        view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerItem)
        view.setMinimumWidth(260)
        view.addAction(self.copy_action)
        return view

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        """A new language: the log's lines and the details pane speak it (the bar is someone else's)."""
        if event.type() == QEvent.Type.LanguageChange:
            self.model.retranslate()
            self.details.retranslate()
            self._show_details()
        super().changeEvent(event)

    # -- the encounter -------------------------------------------------------------
    def set_encounter(self, encounter: Encounter) -> None:
        """Show another encounter's log (a file was loaded)."""
        self._encounter = encounter
        self.model.set_encounter(encounter)
        self._listener.attach(encounter)
        self._fill_combatants()

    def _on_changes(self, changes: ChangeSet) -> None:
        if changes.reset or changes.rows or any("name" in f for f in changes.fields.values()):
            self._fill_combatants()

    def _fill_combatants(self) -> None:
        """All combatants, then each by name; the chosen one stays chosen if still there."""
        chosen = self.proxy.combatant()
        box = self.combatant_filter
        box.blockSignals(True)
        box.clear()
        box.addItem(self.tr("All combatants"), None)
        for combatant in self._encounter.combatants:
            add_name_item(box, combatant.name, combatant.id)
        found = box.findData(chosen) if chosen is not None else 0
        box.setCurrentIndex(max(found, 0))
        box.blockSignals(False)
        if found < 0:
            self.proxy.set_combatant(None)

    # -- filters -------------------------------------------------------------------
    def set_newest_first(self, newest_first: bool) -> None:
        if self.newest_first_button.isChecked() != newest_first:
            self.newest_first_button.setChecked(newest_first)  # comes back here
            return
        self.proxy.set_newest_first(newest_first)
        self._follow_newest()

    def set_combatant_filter(self, combatant_id: str | None) -> None:
        """Show only this combatant's entries (None: everyone's)."""
        index = self.combatant_filter.findData(combatant_id) if combatant_id is not None else 0
        self.combatant_filter.setCurrentIndex(max(index, 0))

    def _filter_changed(self, index: int) -> None:
        data = self.combatant_filter.itemData(index)
        self.proxy.set_combatant(data if isinstance(data, str) else None)

    def _follow_newest(self, *_: object) -> None:
        """Bring the newest entry into sight (the top or the bottom, as sorted)."""
        if self.proxy.newest_first():
            self.view.scrollToTop()
        else:
            self.view.scrollToBottom()

    def at_newest(self) -> bool:
        """Whether the view shows the newest end of the log (so it follows new entries)."""
        bar = self.view.verticalScrollBar()  # in rows (ScrollPerItem)
        if self.proxy.newest_first():
            return bar.value() <= bar.minimum()
        return bar.value() >= bar.maximum()

    def _before_insert(self, parent: QModelIndex, *_: object) -> None:
        """Before new entries: following the log, or reading an older entry (remember which, and where)."""
        self._kept_top = None
        if parent.isValid() or self.at_newest():
            return
        top = self.view.indexAt(QPoint(0, 0))
        if top.isValid():
            self._kept_top = QPersistentModelIndex(top)

    def _after_insert(self, *_: object) -> None:
        """Follow the newest entry, or keep the entry being read where it was on screen."""
        kept, self._kept_top = self._kept_top, None
        if kept is None or not kept.isValid():
            self._follow_newest()
            return
        self.view.scrollTo(self.proxy.index(kept.row(), kept.column()), QAbstractItemView.ScrollHint.PositionAtTop)

    # -- undo and redo ---------------------------------------------------------------
    def follow_undo_stack(self, stack: QUndoStack) -> None:
        """Undo and redo move the log with them (issue 26 item 9): after a redo (Ctrl+Shift+Z,
        Ctrl+Y, a jump forward in the history) the entries it brought back are in sight and
        selected, the newest of them current (its breakdown shown); after an undo the newest
        entry left is in sight. A new command is followed as :meth:`_after_insert` says."""
        self._stack = stack
        self._remember_stack_place()
        stack.indexChanged.connect(self._on_stack_index)

    def _remember_stack_place(self) -> None:
        stack = self._stack
        index = stack.index()
        self._stack_index = index
        self._next_redo = _leaf(stack.command(index)) if index < stack.count() else None
        self._log_length = len(self._encounter.log)

    def _on_stack_index(self, index: int) -> None:
        if not shiboken6.isValid(self._stack):  # the stack is going away with its document
            return
        before, next_redo, length = self._stack_index, self._next_redo, self._log_length
        redone = (index > before and next_redo is not None and before < self._stack.count()
                  and _leaf(self._stack.command(before)) is next_redo)  # the same step again, not a new one
        undone = index < before
        self._remember_stack_place()
        if redone:
            self._show_positions(range(length, len(self._encounter.log)))
        elif undone:
            self._kept_top = None
            self._follow_newest()

    def _show_positions(self, positions: range) -> None:
        """Select the entries at log ``positions`` that the filter shows, the newest current, in sight."""
        rows = [self.proxy.mapFromSource(self.model.index(self.model.row_of(p), 0)) for p in positions]
        rows = [row for row in rows if row.isValid()]
        if not rows:
            return
        selection = QItemSelection()
        last = self.proxy.columnCount() - 1
        for row in rows:
            selection.select(row, row.siblingAtColumn(last))
        select = self.view.selectionModel()
        select.setCurrentIndex(rows[-1], QItemSelectionModel.SelectionFlag.NoUpdate)
        select.select(selection, QItemSelectionModel.SelectionFlag.ClearAndSelect
                      | QItemSelectionModel.SelectionFlag.Rows)
        for row in (rows[0], rows[-1]):  # the first brought back, then the newest, in sight
            self.view.scrollTo(row, QAbstractItemView.ScrollHint.EnsureVisible)
        self._show_details()

    # -- the breakdown pane ----------------------------------------------------------
    def details_shown(self) -> bool:
        return not self.details.isHidden()

    def set_details_shown(self, shown: bool) -> None:
        """Show the breakdown pane beside the entries, or give them the whole width."""
        if self.details_button.isChecked() != shown:
            self.details_button.setChecked(shown)  # comes back here
            return
        self.details.setVisible(shown)

    def layout_state(self) -> QByteArray:
        """What the GM arranged (the breakdown pane shown or not, the splitter), for the window's layout."""
        state = QByteArray()
        stream = QDataStream(state, QIODevice.OpenModeFlag.WriteOnly)
        stream.writeUInt32(_STATE_MARKER)
        stream.writeUInt32(_STATE_VERSION)
        stream.writeBool(self.details_shown())
        stream << self.splitter.saveState()
        return state

    def restore_layout_state(self, state: object) -> bool:
        """Arrange the dock as :meth:`layout_state` saved it; anything else (None, another
        format) leaves it as it is and returns False."""
        if not isinstance(state, QByteArray) or state.isEmpty():
            return False
        stream = QDataStream(state)
        if stream.readUInt32() != _STATE_MARKER or stream.readUInt32() != _STATE_VERSION:
            return False
        shown = stream.readBool()
        splitter = QByteArray()
        stream >> splitter
        if stream.status() != QDataStream.Status.Ok:
            return False
        self.splitter.restoreState(splitter)
        self.set_details_shown(shown)
        return True

    # -- entries -------------------------------------------------------------------
    def visible_entries(self) -> list[LogEntry]:
        """The entries in the order the view shows them."""
        return [self.proxy.index(row, 0).data(ENTRY_ROLE) for row in range(self.proxy.rowCount())]

    def selected_entries(self) -> list[LogEntry]:
        rows = sorted(index.row() for index in self.view.selectionModel().selectedRows())
        return [self.proxy.index(row, 0).data(ENTRY_ROLE) for row in rows]

    def _show_details(self, *_: object) -> None:
        current = self.view.currentIndex()
        entry = current.data(ENTRY_ROLE) if current.isValid() else None
        if isinstance(entry, LogEntry):
            self.details.show_entry(entry, self.model.line_names())
        else:
            self.details.clear()

    def copy_selected(self) -> str:
        """Copy the selected entries (in view order) to the clipboard, one line each."""
        names = self.model.line_names()
        text = "\n".join(export_line(entry, names) for entry in self.selected_entries())
        if text:
            QGuiApplication.clipboard().setText(text)
        return text

    def export(self, fmt: str) -> Path | None:
        """Ask where, then write the whole log there as ``fmt`` ("text" or "markdown")."""
        if fmt == "markdown":
            caption, suffix, filters = self.tr("Export the roll log as Markdown"), ".md", self.tr(
                "Markdown (*.md);;All files (*)")
        else:
            caption, suffix, filters = self.tr("Export the roll log as text"), ".txt", self.tr(
                "Text (*.txt);;All files (*)")
        name = (self._encounter.name or self.tr("roll log")) + suffix
        chosen, _ = QFileDialog.getSaveFileName(self, caption, name, filters)
        if not chosen:
            return None
        path = Path(chosen)
        if not path.suffix:
            path = path.with_suffix(suffix)
        try:
            self.write_export(path, fmt)
        except OSError as error:
            warn(self, caption, fill(self.tr("The log could not be saved:\n%1"), error))
            return None
        return path

    def write_export(self, path: Path, fmt: str) -> None:
        """Write the whole log (every entry, oldest first) to ``path`` atomically."""
        text = export_log(self.model.entries(), fmt, title=self._encounter.name, names=self.model.line_names())
        file = QSaveFile(str(path))
        if not file.open(QSaveFile.OpenModeFlag.WriteOnly):
            raise OSError(file.errorString())
        file.write(text.encode("utf-8"))
        if not file.commit():
            raise OSError(file.errorString())


def _leaf(command: QUndoCommand | None) -> QUndoCommand | None:
    """A step's first command (a macro's first child, down to a command of its own): the same
    Python object for as long as the step is on the stack, so a redo is told from a new step."""
    while command is not None and command.childCount():
        command = command.child(0)
    return command

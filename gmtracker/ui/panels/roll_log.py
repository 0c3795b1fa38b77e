"""The roll log dock: the log table, its filters, the breakdown of the current entry,
copy and export.

The dock owns its model and proxy (main window composes, panels own). It never changes
the encounter; it only listens. The model and the proxy live in :mod:`.roll_log_model`,
the words (breakdown, export) from the one log renderer through :mod:`.log_lines`; both are
re-exported here.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QSaveFile, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPlainTextEdit,
    QSizePolicy,
    QSplitter,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import ChangeSet, Encounter, LogEntry
from gmtracker.ui.models.encounter_listener import EncounterListener
from gmtracker.ui.models.roll_log_model import ENTRY_ROLE, ORDER_ROLE, Column, RollLogFilter, RollLogModel
from gmtracker.ui.words.log_lines import breakdown_text, export_line, export_log
from gmtracker.ui.words.text_format import fill
from gmtracker.ui.words.user_text import add_name_item, warn

__all__ = [
    "ENTRY_ROLE", "ORDER_ROLE", "Column", "RollLogDock", "RollLogFilter", "RollLogModel", "export_log",
]


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
        self.view = self._build_view(splitter)
        self.details = QPlainTextEdit(splitter)
        self.details.setObjectName("rollLogDetails")
        self.details.setAccessibleName(self.tr("Breakdown of the selected entry"))
        self.details.setReadOnly(True)
        self.details.setPlaceholderText(self.tr("Select an entry to see every die and modifier."))
        self.details.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.details.setMinimumWidth(160)
        splitter.addWidget(self.view)
        splitter.addWidget(self.details)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout.addWidget(splitter, 1)
        self.setWidget(body)

        self._listener = EncounterListener(self, self._on_changes)
        self._listener.attach(encounter)
        self._fill_combatants()
        self.view.selectionModel().currentRowChanged.connect(self._show_details)
        self.proxy.rowsInserted.connect(self._follow_newest)
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
        header.setSectionResizeMode(Column.ROUND, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(Column.ACTOR, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(Column.TEXT, QHeaderView.ResizeMode.Stretch)
        header.resizeSection(Column.ACTOR, max(130, header.sectionSizeFromContents(Column.ACTOR).width()))
        view.setMinimumWidth(260)
        view.addAction(self.copy_action)
        return view

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        """A new language: the log's lines and the details pane speak it (the bar is someone else's)."""
        if event.type() == QEvent.Type.LanguageChange:
            self.model.retranslate()
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
        """Keep the newest entry in sight as the combat goes on."""
        if self.proxy.newest_first():
            self.view.scrollToTop()
        else:
            self.view.scrollToBottom()

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
            self.details.setPlainText(breakdown_text(entry, self.model.line_names()))
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


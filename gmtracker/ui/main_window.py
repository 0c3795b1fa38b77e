"""The minimal main window: the encounter's combatants in a sortable table.

The full window (panels, docks, undo, the roll log) is a later issue; this one shows an
encounter, opens another and quits.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHeaderView,
    QMainWindow,
    QMessageBox,
    QTableView,
    QWidget,
)

from gmtracker.encounter import Encounter
from gmtracker.storage import EncounterFileError, load_encounter
from gmtracker.ui.combatant_table_model import SORT_ROLE, Column, CombatantTableModel
from gmtracker.ui.context import AppContext


class MainWindow(QMainWindow):
    """Shows one encounter (and the file it came from, if any); the title names it."""

    def __init__(
        self,
        context: AppContext,
        encounter: Encounter,
        path: Path | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.encounter = encounter
        self.path = path
        self.combatant_model = CombatantTableModel(encounter.combatants, self)
        self._proxy = QSortFilterProxyModel(self)
        self._proxy.setSourceModel(self.combatant_model)
        self._proxy.setSortRole(SORT_ROLE)
        self.table_view = self._build_table()
        self.setCentralWidget(self.table_view)
        self._build_menus()
        self.resize(1100, 420)
        self._show_encounter(encounter, path)

    def _build_table(self) -> QTableView:
        view = QTableView(self)
        view.setModel(self._proxy)
        view.setSortingEnabled(True)
        view.sortByColumn(Column.INITIATIVE, Qt.SortOrder.DescendingOrder)
        view.setAlternatingRowColors(True)
        # One line per combatant keeps the turn order readable; long notes are elided
        # and shown whole in their tooltip.
        view.setWordWrap(False)
        view.setTextElideMode(Qt.TextElideMode.ElideRight)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.verticalHeader().hide()
        header = view.horizontalHeader()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        return view

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        self.open_action = QAction(self.tr("&Open…"), self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.open_file)
        file_menu.addAction(self.open_action)
        file_menu.addSeparator()
        self.quit_action = QAction(self.tr("&Quit"), self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)
        file_menu.addAction(self.quit_action)

    def _show_encounter(self, encounter: Encounter, path: Path | None) -> None:
        self.encounter = encounter
        self.path = path
        self.combatant_model.set_combatants(encounter.combatants)
        self.setWindowTitle(self.tr("{encounter} — GM Tracker").format(encounter=encounter.name))
        count = self.combatant_model.rowCount()
        self.statusBar().showMessage(self.tr("Combatants: %n", "", count))
        self.table_view.resizeColumnsToContents()

    def open_file(self) -> None:
        """Ask for an encounter file and show it; explain in a dialog if it is unusable."""
        file_name, _selected_filter = QFileDialog.getOpenFileName(
            self,
            self.tr("Open encounter"),
            str(self.path.parent) if self.path is not None else "",
            self.tr("GM Tracker encounters (*.json);;All files (*)"),
        )
        if not file_name:
            return
        try:
            encounter = load_encounter(file_name)
        except EncounterFileError as error:
            QMessageBox.warning(self, self.tr("Cannot open encounter"), error.message)
            return
        self._show_encounter(encounter, Path(file_name))

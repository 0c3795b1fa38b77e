"""The campaign's panel (issue 30 item 4; objectName ``campaignDock``): the party with their state
now, the in-world clock, the prepared encounters in order (open, move, duplicate, mark done, new),
the party's rest, the carry, and the campaign's own log (rests, carries).

The party is shown by the combatant table's own model on an encounter of the party (wounds, bruises
and the States badges exactly as the table shows them); the log by the roll log's words. The panel
decides nothing: each button emits a request that the main window runs as an action of
``gmtracker.ui.shell.campaign_shell`` (the shell sits above the panels).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QGridLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import Encounter
from gmtracker.encounter.campaign import CampaignData
from gmtracker.encounter.campaign_actions import party_encounter
from gmtracker.ui.models.combatant_model import Column, CombatantModel
from gmtracker.ui.panels.combatant_table import BadgeDelegate
from gmtracker.ui.words import clock_words, log_lines
from gmtracker.ui.words.text_format import fill
from gmtracker.ui.words.user_text import plain_label, short, tooltip

PREPARED_ID_ROLE = int(Qt.ItemDataRole.UserRole)
PARTY_COLUMNS = (Column.NAME, Column.WOUNDS, Column.BRUISES, Column.STATES)


class CampaignPanel(QDockWidget):
    """The open campaign beside the table (hidden while no campaign is open); :meth:`show_campaign`
    shows it, the signals ask the window to act."""

    openRequested = Signal(str)  # a prepared encounter's id
    moveRequested = Signal(str, int)  # id, -1 up or +1 down
    duplicateRequested = Signal(str)
    doneRequested = Signal(str, bool)
    newRequested = Signal()
    restRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Campaign"), parent)
        self.setObjectName("campaignDock")
        self._data: CampaignData | None = None
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)
        self.name_label = plain_label(QLabel(body))
        self.name_label.setObjectName("campaignName")
        bold = QFont(self.name_label.font())
        bold.setBold(True)
        self.name_label.setFont(bold)
        self.clock_label = QLabel(body)
        self.clock_label.setObjectName("campaignClock")
        layout.addWidget(self.name_label)
        layout.addWidget(self.clock_label)

        splitter = QSplitter(Qt.Orientation.Vertical, body)
        layout.addWidget(splitter, 1)

        party_box, party_layout = self._section(splitter, self.tr("Party"))
        self.party_encounter = Encounter()
        self.party_model = CombatantModel(self.party_encounter, self)
        self.party_view = QTableView(party_box)
        self.party_view.setObjectName("campaignParty")
        self.party_view.setAccessibleName(self.tr("The party and their state"))
        self.party_view.setModel(self.party_model)
        self.party_view.setItemDelegateForColumn(Column.STATES, BadgeDelegate(self.party_view))
        self.party_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.party_view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.party_view.verticalHeader().hide()
        self.party_view.setWordWrap(False)
        self.party_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.party_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(Column.NAME, QHeaderView.ResizeMode.Stretch)
        for column in Column:
            self.party_view.setColumnHidden(column, column not in PARTY_COLUMNS)
        party_layout.addWidget(self.party_view)
        self.rest_button = self._button(self.tr("&Rest the party…"), "campaignRestButton", party_box,
                                        self.restRequested.emit)
        party_layout.addWidget(self.rest_button)

        prepared_box, prepared_layout = self._section(splitter, self.tr("Encounters"))
        self.prepared_list = QListWidget(prepared_box)
        self.prepared_list.setObjectName("preparedList")
        self.prepared_list.setAccessibleName(self.tr("The campaign's encounters, in order"))
        self.prepared_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.prepared_list.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.prepared_list.itemActivated.connect(lambda item: self._open(item))
        self.prepared_list.currentItemChanged.connect(lambda *_: self._enable())
        prepared_layout.addWidget(self.prepared_list, 1)
        grid = QGridLayout()
        self.open_button = self._button(self.tr("&Open"), "preparedOpenButton", prepared_box,
                                        lambda: self._open(self.prepared_list.currentItem()))
        self.up_button = self._button(self.tr("Up"), "preparedUpButton", prepared_box, lambda: self._move(-1))
        self.down_button = self._button(self.tr("Down"), "preparedDownButton", prepared_box, lambda: self._move(1))
        self.duplicate_button = self._button(self.tr("Duplicate"), "preparedDuplicateButton", prepared_box,
                                             self._duplicate)
        self.done_button = self._button(self.tr("Done"), "preparedDoneButton", prepared_box, self._toggle_done)
        self.done_button.setCheckable(True)
        self.new_button = self._button(self.tr("New"), "preparedNewButton", prepared_box,
                                       self.newRequested.emit)
        for number, button in enumerate((self.open_button, self.new_button, self.up_button, self.down_button,
                                         self.duplicate_button, self.done_button)):
            grid.addWidget(button, number // 2, number % 2)
        prepared_layout.addLayout(grid)

        log_box, log_layout = self._section(splitter, self.tr("Campaign log"))
        self.log_list = QListWidget(log_box)
        self.log_list.setObjectName("campaignLog")
        self.log_list.setAccessibleName(self.tr("The campaign's log: rests and carries"))
        self.log_list.setWordWrap(True)
        log_layout.addWidget(self.log_list)
        splitter.setChildrenCollapsible(False)
        splitter.setSizes([170, 200, 120])
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setStretchFactor(2, 2)
        self.setWidget(body)

    @staticmethod
    def _section(splitter: QWidget, title: str) -> tuple[QWidget, QVBoxLayout]:
        """One part of the panel's splitter: its title, then what the caller adds to its layout."""
        box = QWidget(splitter)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(title, box))
        return box, layout

    def _button(self, text: str, name: str, parent: QWidget, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text, parent)
        button.setObjectName(name)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    # -- what it shows ------------------------------------------------------------------------
    def show_campaign(self, data: CampaignData, open_id: str | None, saved: bool) -> None:
        """Everything again from the campaign (after each step, its undo or redo, a save): ``open_id``
        the prepared encounter the window shows, ``saved`` whether the file holds the campaign."""
        self._data = data
        self.name_label.setText(short(data.name) or self.tr("Untitled campaign"))
        self.name_label.setToolTip(tooltip(data.name))
        state = self.tr("saved") if saved else self.tr("not saved")
        self.clock_label.setText(fill(self.tr("Clock: %1 · %2"), clock_words.clock_text(data.clock), state))
        self.party_encounter.replace_all(party_encounter(data))
        rows = min(len(data.party), 6)
        self.party_view.setMinimumHeight(self.party_view.horizontalHeader().sizeHint().height() + 4
                                         + rows * self.party_view.verticalHeader().defaultSectionSize())
        current = self.current_id()
        self.prepared_list.clear()
        for prepared in data.encounters:
            name = prepared.encounter.name or prepared.id
            marks = []
            if prepared.done:
                marks.append(self.tr("done"))
            if prepared.in_progress is not None:
                marks.append(self.tr("in progress"))
            if prepared.id == open_id:
                marks.append(self.tr("open"))
            text = short(name) + (fill(self.tr(" (%1)"), " · ".join(marks)) if marks else "")
            item = QListWidgetItem(text, self.prepared_list)
            item.setData(PREPARED_ID_ROLE, prepared.id)
            item.setToolTip(tooltip(name))
            if prepared.id == open_id:
                font = QFont(item.font())
                font.setBold(True)
                item.setFont(font)
            if prepared.id == current:
                self.prepared_list.setCurrentItem(item)
        if self.prepared_list.currentItem() is None and self.prepared_list.count():
            self.prepared_list.setCurrentRow(0)
        names = {member.id: member.name for member in data.party}
        self.log_list.clear()
        for entry in reversed(data.log[-200:]):  # newest first; each roll's breakdown in its tooltip
            item = QListWidgetItem(log_lines.entry_line(entry, names), self.log_list)
            item.setToolTip(tooltip(log_lines.breakdown_text(entry, names)))
        self._enable()

    def current_id(self) -> str | None:
        item = self.prepared_list.currentItem()
        return None if item is None else item.data(PREPARED_ID_ROLE)

    def select(self, prepared_id: str) -> None:
        for row in range(self.prepared_list.count()):
            if self.prepared_list.item(row).data(PREPARED_ID_ROLE) == prepared_id:
                self.prepared_list.setCurrentRow(row)

    def _enable(self) -> None:
        data = self._data
        current = self.current_id()
        row = self.prepared_list.currentRow()
        has = data is not None and current is not None
        for button in (self.open_button, self.duplicate_button, self.done_button):
            button.setEnabled(has)
        self.up_button.setEnabled(has and row > 0)
        self.down_button.setEnabled(has and row < self.prepared_list.count() - 1)
        self.done_button.setChecked(self._done(current))
        self.rest_button.setEnabled(data is not None and bool(data.party))

    def _done(self, prepared_id: str | None) -> bool:
        return self._data is not None and any(p.done for p in self._data.encounters if p.id == prepared_id)

    # -- what the buttons ask -----------------------------------------------------------------
    def _open(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.openRequested.emit(item.data(PREPARED_ID_ROLE))

    def _move(self, offset: int) -> None:
        current = self.current_id()
        if current is not None:
            self.moveRequested.emit(current, offset)

    def _duplicate(self) -> None:
        current = self.current_id()
        if current is not None:
            self.duplicateRequested.emit(current)

    def _toggle_done(self) -> None:
        current = self.current_id()
        if current is not None:
            self.doneRequested.emit(current, not self._done(current))

"""The main window: the combatants in turn order, the editor and roll log docks, and
every action of a combat from menus, toolbar and shortcuts.

The window composes; panels own their models and widgets. What each action runs is named
in the action table (:mod:`gmtracker.ui.shell.actions`), which also places them in the
menus and the toolbar: a method here, a roster or combat function (:mod:`.roster_actions`,
:mod:`.combat_actions`) or a dialog factory. Whatever the first paint does not need is
imported when first used, through typed :func:`~gmtracker.ui.shell.loader.later` stand-ins,
and the windows and panels made on first use are held in :class:`~gmtracker.ui.shell.loader.Made`. Every action ends in an
encounter command pushed through the :class:`~gmtracker.ui.shell.document.Document` onto
the one undo stack, so any mis-click is one Ctrl+Z away.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPoint,
    QSettings,
    QStandardPaths,
    Qt,
    QTimer,
)
from PySide6.QtGui import QAction, QCloseEvent, QCursor, QFont, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QToolBar,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import ActionError, ChangeSet, Command, Encounter, derived
from gmtracker.storage import EncounterFileError, SaveError
from gmtracker.storage.fingerprint import DiskChange
from gmtracker.storage.resources import translations_dir
from gmtracker.ui.panels.combatant_table import CombatantTable
from gmtracker.ui.panels.turn_banner import TurnBanner
from gmtracker.ui.models.combatant_model import COMBATANT_ID_ROLE, HEADERS, Column, CombatantModel, CombatantSortProxy
from gmtracker.ui.shell.context import AppContext
from gmtracker.ui.shell.document import Document, MacroText
from gmtracker.ui.shell.loader import Made, later
from gmtracker.ui.widgets.theme import apply_theme
from gmtracker.ui.words.text_format import fill
from gmtracker.ui.words.user_text import ask, message_box, short, tooltip, warn

if TYPE_CHECKING:
    from gmtracker.encounter import clock, player_snapshot, turn_states
    from gmtracker.encounter.player_snapshot import PlayerViewOptions
    from gmtracker.net import lan
    from gmtracker.ui.dialogs import action_scope, dice_tray, settings_dialog
    from gmtracker.ui.dialogs.action_dialog import CommandDialog
    from gmtracker.ui.dialogs.action_scope import ActionScope
    from gmtracker.ui.dialogs.dice_tray import DiceTray
    from gmtracker.ui.dialogs.forecast_dialog import ForecastDialog
    from gmtracker.ui.panels import campaign_panel, editor_dock, player_share, roll_log
    from gmtracker.ui.panels.campaign_panel import CampaignPanel
    from gmtracker.ui.panels import player_view as player_view_panel
    from gmtracker.ui.panels import quick_add as quick_add_panel
    from gmtracker.ui.panels.editor_dock import CombatantEditor
    from gmtracker.ui.panels.player_share import PlayerShare, SharePanel
    from gmtracker.ui.panels.player_view import PlayerView
    from gmtracker.ui.panels.quick_add import QuickAddBar
    from gmtracker.ui.panels.roll_log import RollLogDock
    from gmtracker.ui.shell import actions, campaign_session, campaign_shell, resource_actions, roster_actions
    from gmtracker.ui.shell.actions import ActionSpec
    from gmtracker.ui.words import clock_words, log_lines
    from gmtracker.ui.words import error_text as error_words
else:
    clock = later("gmtracker.encounter.clock")
    player_snapshot = later("gmtracker.encounter.player_snapshot")
    turn_states = later("gmtracker.encounter.turn_states")
    lan = later("gmtracker.net.lan")
    action_scope = later("gmtracker.ui.dialogs.action_scope")
    dice_tray = later("gmtracker.ui.dialogs.dice_tray")
    settings_dialog = later("gmtracker.ui.dialogs.settings_dialog")
    campaign_panel = later("gmtracker.ui.panels.campaign_panel")
    editor_dock = later("gmtracker.ui.panels.editor_dock")
    player_share = later("gmtracker.ui.panels.player_share")
    player_view_panel = later("gmtracker.ui.panels.player_view")
    quick_add_panel = later("gmtracker.ui.panels.quick_add")
    roll_log = later("gmtracker.ui.panels.roll_log")
    actions = later("gmtracker.ui.shell.actions")
    campaign_session = later("gmtracker.ui.shell.campaign_session")
    campaign_shell = later("gmtracker.ui.shell.campaign_shell")
    resource_actions = later("gmtracker.ui.shell.resource_actions")
    roster_actions = later("gmtracker.ui.shell.roster_actions")
    clock_words = later("gmtracker.ui.words.clock_words")
    log_lines = later("gmtracker.ui.words.log_lines")
    error_words = later("gmtracker.ui.words.error_text")

# How many recent files the File menu remembers.
RECENT_FILES = 8
# The key the table's header (widths, order, hidden columns) is saved under; a new key
# when the columns change, so a layout of other columns is never applied to these.
HEADER_KEY = "combatantTableHeader"
# The columns the GM resized by hand (a new or opened file fits the others to its content).
USER_SIZED_KEY = "combatantTableUserSized"
# The player view window's size and place, as it was last (issue 26 item 9).
PLAYER_VIEW_GEOMETRY_KEY = "playerViewGeometry"


def error_text(error: BaseException) -> str:
    """:func:`gmtracker.ui.words.error_text.error_text`, imported when an error is first shown."""
    return error_words.error_text(error)


class _WindowShortcuts(QObject):
    """Keeps the window's own shortcuts from a line edit that has the focus: Ctrl+K is a line
    edit's "delete to the end of the line" on Linux and macOS, and it took quick add's key
    whenever a field of the editor had the cursor (which is where quick add puts it)."""

    KEYS = (QKeySequence("Ctrl+K"),)

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        # On the widget that takes the focus (not on the application: that would see every event).
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._on_focus)

    def _on_focus(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and new.window() is self._window:
            new.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() != QEvent.Type.ShortcutOverride or not isinstance(event, QKeyEvent):
            return False
        if not isinstance(watched, QWidget) or watched.window() is not self._window:
            return False
        pressed = QKeySequence(event.keyCombination())
        # Not delivered, not accepted: the window's action gets the key.
        return any(pressed.matches(key) == QKeySequence.SequenceMatch.ExactMatch for key in self.KEYS)


class _OnFirstPaint(QObject):
    """Calls ``callback`` once, from the event loop, right after ``window`` first paints."""

    def __init__(self, window: QWidget, callback: Callable[[], None]) -> None:
        super().__init__(window)
        self._callback = callback
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._callback)  # dropped if the window is gone by then
        return False


class MainWindow(QMainWindow):
    """One open encounter, run from the GUI."""

    def __init__(self, context: AppContext, encounter: Encounter, path: Path | None = None,
                 parent: QWidget | None = None, *, defer_startup: bool = False,
                 document: Document | None = None) -> None:
        """With ``defer_startup`` only the table is built here; the actions, menus,
        toolbar, docks and status bar follow right after the window's first paint
        (:meth:`finish_startup`, which ``gmtracker.ui.shell.application.run`` relies on).
        ``document``: the open document of the window this one replaces (a language switch)."""
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.context = context
        if document is None:
            document = Document(encounter, path, context.paths, self)
        else:  # taken over from the window this one replaces (a language switch)
            document.setParent(self)
        self.document = document
        self.encounter = self.document.encounter
        self._handed_over = False
        self.player_view: PlayerView | None = None
        self.forecast_dialog: ForecastDialog | None = None  # Combat ▸ Forecast… (issue 31), made when first opened
        # made on first use (each a window or panel of its own, kept for the session)
        self.tray: Made[DiceTray] = Made(lambda: dice_tray.DiceTray(self.document.dice, self))
        self.share: Made[PlayerShare] = Made(
            lambda: player_share.PlayerShare(self.encounter, self._player_options, self))
        self.share_panel: Made[SharePanel] = Made(
            lambda: player_share.SharePanel(self.player_share(), lan.addresses(), self))
        self.quick_add: Made[QuickAddBar] = Made(self._make_quick_add_bar)
        self.campaign_panel: Made[CampaignPanel] = Made(self._make_campaign_panel)
        self._followed: object = None  # the campaign session whose changes this window follows
        context.windows.append(self)
        self.persist_layout = True  # False for --smoke-test: it writes nothing
        self.settings = QSettings(str(context.paths.config_dir / "window.ini"), QSettings.Format.IniFormat)
        self.combatant_model = CombatantModel(self.encounter, self)
        self.proxy = CombatantSortProxy(self)
        self.proxy.setSourceModel(self.combatant_model)
        self.table = CombatantTable(self.combatant_model, self.proxy, self)
        self.table.horizontalHeader().customContextMenuRequested.connect(self._column_menu)
        self.table.doubleClicked.connect(self._double_clicked)
        self.combatant_model.runner = self.run  # an edit in a cell: one undoable step
        self.banner = TurnBanner(self)
        self._timed_turn: tuple[int, str] | None = None  # the turn the banner's timer counts (round, who)
        central = QWidget(self)
        column = self._column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.banner)
        column.addWidget(self.table, 1)
        self.setCentralWidget(central)
        self.round_label = self.banner.round_label  # the round line: in the banner, not the status bar
        self._apply_settings(frozenset({"table_font_size", "turn_timer"}))
        context.settings.changed.connect(self._apply_settings)
        self.resize(1366, 740)
        self._restore_geometry()
        self._refresh_title()  # the round line follows in finish_startup (its rules load after the first paint)
        if self.encounter.turn.current:
            self.select(self.encounter.turn.current)
        self.startup_finished = False
        if defer_startup:
            self._first_paint = _OnFirstPaint(self, self.finish_startup)
        else:
            self.finish_startup()

    def finish_startup(self) -> None:
        """Build everything but the table: actions, docks, menus, toolbar, status bar.

        Runs once (later calls do nothing): in ``__init__``, or after the first paint
        when the window was made with ``defer_startup``.
        """
        if self.startup_finished:
            return
        self.startup_finished = True
        self.actions_by_name: dict[str, QAction] = actions.build_actions(self)
        self._build_docks()
        self._build_menus()
        self._build_toolbar()
        self._build_status()
        self._connect()
        self.resizeDocks([self.editor], [330], Qt.Orientation.Horizontal)
        self.resizeDocks([self.roll_log], [210], Qt.Orientation.Vertical)
        self._restore_layout()
        self._refresh_title()
        self._refresh_status()
        if self.encounter.turn.current:  # again: a restored autosave may have moved the turn
            self.select(self.encounter.turn.current)
        if self.selected_ids():  # maybe selected before the editor was there
            self._on_selection()
        if self.document.campaign is not None:  # a campaign opened at start, or kept by a language switch
            self.campaign_started()

    # -- construction ----------------------------------------------------------------
    def _build_docks(self) -> None:
        self.editor: CombatantEditor = editor_dock.CombatantEditor(self.encounter, self)
        self.editor.setObjectName("combatantEditor")
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.editor)
        self.roll_log: RollLogDock = roll_log.RollLogDock(self.encounter, self)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.roll_log)
        self.roll_log.follow_undo_stack(self.document.undo_stack)  # a redo brings its entries into sight
        self.undo_view = QUndoView(self.document.undo_stack, self)
        self.undo_view.setObjectName("undoView")
        self.undo_view.setAccessibleName(self.tr("Undo history"))
        self.undo_view.setEmptyLabel(self.tr("<opened>"))
        self.undo_dock = QDockWidget(self.tr("Undo history"), self)
        self.undo_dock.setObjectName("undoDock")
        self.undo_dock.setWidget(self.undo_view)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.undo_dock)
        self.undo_dock.hide()

    def _build_menus(self) -> None:
        """The menus, from the action table (its menu, section and order), with the window's
        own entries: Open recent after Open, the docks and the columns in View."""
        a = self.actions_by_name
        bar = self.menuBar()
        menus: dict[actions.Menu, QMenu] = {}
        last: dict[actions.Menu, int] = {}
        for spec in actions.ACTIONS:
            if spec.menu is None:
                continue
            if spec.menu not in menus:
                menus[spec.menu] = bar.addMenu(QCoreApplication.translate("MainWindow", spec.menu.value))
            elif last[spec.menu] != spec.section:
                menus[spec.menu].addSeparator()
            last[spec.menu] = spec.section
            if spec.role is not None:
                a[spec.name].setMenuRole(spec.role)
            menus[spec.menu].addAction(a[spec.name])
        file_menu = menus[actions.Menu.FILE]
        self.recent_menu = QMenu(self.tr("Open &recent"), file_menu)
        self.recent_menu.setObjectName("recentMenu")
        file_menu.insertMenu(a["actionSave"], self.recent_menu)
        view = menus[actions.Menu.VIEW]
        for dock in (self.editor, self.roll_log, self.undo_dock):
            view.addAction(dock.toggleViewAction())
        self.campaign_menu = menus[actions.Menu.CAMPAIGN]
        a["actionShareParty"].setCheckable(True)
        self.columns_menu = view.addMenu(self.tr("&Columns"))
        self._fill_column_menu(self.columns_menu)

    def _build_toolbar(self) -> None:
        """The toolbar, from the action table's toolbar places (a separator between tens)."""
        bar = QToolBar(self.tr("Main"), self)
        bar.setObjectName("mainToolbar")
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        placed = sorted((spec.toolbar, spec.name) for spec in actions.ACTIONS if spec.toolbar is not None)
        for number, (place, name) in enumerate(placed):
            if number and place // 10 != placed[number - 1][0] // 10:
                bar.addSeparator()
            bar.addAction(self.actions_by_name[name])
        self.addToolBar(bar)

    def _build_status(self) -> None:
        self.save_label = QLabel(self)
        self.save_label.setObjectName("saveStateLabel")
        self.statusBar().addPermanentWidget(self.save_label)
        self.banner.rename_requested.connect(self.actions_by_name["actionRenameEncounter"].trigger)

    def _connect(self) -> None:
        self._shortcuts = _WindowShortcuts(self)
        a = self.actions_by_name
        stack = self.document.undo_stack
        stack.canUndoChanged.connect(self._update_enabled)
        stack.canRedoChanged.connect(self._update_enabled)
        stack.cleanChanged.connect(self._on_clean_changed)
        stack.indexChanged.connect(self.banner.clear_event)  # an undone turn's news goes (gone with the banner)
        for spec in actions.ACTIONS:
            a[spec.name].triggered.connect(self._runner(spec))
        self.document.changed.connect(self._on_change)
        self.document.pathChanged.connect(self._refresh_title)
        self.document.journal_written.connect(self._refresh_status)
        self.table.selectionModel().selectionChanged.connect(self._on_selection)
        self.editor.commandReady.connect(self.run)
        self._fill_recent_menu()

    def _runner(self, spec: ActionSpec) -> Callable[[], object]:
        """What ``spec``'s action runs: its ``run`` with this window, or the dialog its factory
        makes, run by ``_exec``."""
        dialog, run = spec.dialog, spec.run
        if dialog is not None:
            return lambda: self._exec(dialog(self.action_scope()))
        assert run is not None, spec.name  # tests/ui/test_action_table.py: exactly one of them
        return lambda: run(self)

    def quick_add_bar(self) -> QuickAddBar:
        """The quick-add line between the banner and the table, made on the first Ctrl+K."""
        return self.quick_add.get()

    def _make_quick_add_bar(self) -> QuickAddBar:
        bar = quick_add_panel.QuickAddBar(self.centralWidget())
        self._column.insertWidget(1, bar)
        bar.submitted.connect(lambda text: roster_actions.quick_add_line(self, text))
        return bar

    def _make_campaign_panel(self) -> CampaignPanel:
        panel = campaign_panel.CampaignPanel(self)
        campaign_shell.connect_panel(self, panel)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, panel)
        self.resizeDocks([panel], [300], Qt.Orientation.Horizontal)
        if self.startup_finished:
            view_menu = self.columns_menu.menuAction()
            self.columns_menu.parentWidget().insertAction(view_menu, panel.toggleViewAction())  # type: ignore[union-attr]
        return panel

    # -- the campaign (issue 30) ----------------------------------------------------------
    def campaign_started(self) -> None:
        """A campaign was opened, made, recovered or closed (or this window took over the document):
        its panel shown (or hidden), its changes followed."""
        session = self.document.campaign
        if not self.startup_finished:
            return
        if session is None:
            panel = self.campaign_panel.made
            if panel is not None:
                panel.hide()
        else:
            panel = self.campaign_panel.get()
            if session is not self._followed:
                session.changed.connect(self._on_campaign_changed)
                self._followed = session
            panel.show()
        self._on_campaign_changed()

    def _on_campaign_changed(self) -> None:
        session = self.document.campaign
        panel = self.campaign_panel.made
        if panel is not None and session is not None:
            panel.show_campaign(session.data, session.open_id, session.saved)
        if self.startup_finished:
            self.actions_by_name["actionShareParty"].setChecked(session is not None and session.data.share_between_fights)
        self._refresh_title()
        self._update_enabled()
        self._sync_player_scope()

    def _sync_player_scope(self) -> None:
        """Between a campaign's fights the players see the party only if the GM shares it (item 6)."""
        view = self.player_view
        if view is not None:
            view.set_options(view.options().showing_only(campaign_shell.player_only(self)))
        share = self.share.made
        if share is not None and share.running:
            share.publish()

    def owns_document(self) -> bool:
        """The encounter shown is a prepared one of the open campaign (saved into the campaign)."""
        session = self.document.campaign
        return session is not None and session.open_id is not None and self.document.path is None

    def action_scope(self) -> ActionScope:
        """What a dialog factory sees: the encounter, the dice, the selection, this window."""
        return action_scope.ActionScope(self.encounter, self.document.dice, self, tuple(self.selected_ids()),
                                        self.at_table)

    def undo(self) -> None:
        self.document.undo_stack.undo()

    def redo(self) -> None:
        self.document.undo_stack.redo()

    def show_undo_history(self) -> None:
        self.undo_dock.show()
        self.undo_dock.raise_()

    # -- helpers ---------------------------------------------------------------------
    def selected_ids(self) -> list[str]:
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        return [self.proxy.index(row, 0).data(COMBATANT_ID_ROLE) for row in rows]

    def acting_id(self) -> str | None:
        """The selected combatant, else whose turn it is."""
        selected = self.selected_ids()
        if selected:
            return selected[0]
        return self.encounter.turn.current

    def select(self, combatant_id: str) -> None:
        if not self.encounter.has(combatant_id):
            return
        source = self.combatant_model.index(self.encounter.row_of(combatant_id), 0)
        index = self.proxy.mapFromSource(source)
        # The current index too: ↑ and ↓ go on from here (after Ctrl+→, from whose turn it is).
        self.table.selectionModel().setCurrentIndex(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows)
        self.table.scrollTo(index)

    def run(self, command: Command) -> bool:
        """Apply and push a command; a refusal is explained and changes nothing."""
        try:
            self.document.run(command)
        except ActionError as error:
            warn(self, self.tr("Not possible"), error_text(error))
            return False
        return True

    def run_all(self, commands: list[Command], text: MacroText) -> bool:
        try:
            self.document.run_all(commands, text)
        except ActionError as error:
            warn(self, self.tr("Not possible"), error_text(error))
            return False
        return True

    def _exec(self, dialog: CommandDialog) -> bool:
        """Run a dialog; push what it built (its ``commands()``) as one undoable step.

        Every dialog offers the same contract (:class:`~gmtracker.ui.dialogs.action_dialog.CommandDialog`).
        The dialog is deleted once what it built has been read (never inside ``exec()``:
        its values would be gone), so a long session does not keep every dialog alive.
        """
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return False
            commands = list(dialog.commands())
            title = dialog.windowTitle()
        finally:
            dialog.deleteLater()
        if not commands:
            return False
        if len(commands) == 1:
            return self.run(commands[0])
        return self.run_all(commands, title)

    # -- file actions ----------------------------------------------------------------
    def maybe_save(self) -> bool:
        """Ask before unsaved work is thrown away (the encounter's, the campaign's); False means
        "do not go on"."""
        return self.maybe_save_encounter(keep_in_campaign=False) and self.maybe_save_campaign()

    def maybe_save_campaign(self) -> bool:
        """Ask before the open campaign's unsaved changes are thrown away (its encounter on screen
        counted in); False means "do not go on"."""
        session = self.document.campaign
        if session is None:
            return True
        if session.saved and (not self.owns_document() or campaign_shell.data_to_save(self) is session.data):
            return True
        answer = ask(
            self, self.tr("Unsaved changes"),
            fill(self.tr("The campaign “%1” has changes that are not saved. Save them first?"),
                 session.name or self.tr("Untitled")),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return campaign_shell.save_campaign(self)
        return answer == QMessageBox.StandardButton.Discard

    def maybe_save_encounter(self, *, keep_in_campaign: bool = True) -> bool:
        """Before another encounter is shown: an encounter file's unsaved changes are asked about; a
        campaign's encounter is kept in the campaign as it stands (``keep_in_campaign``), asked
        about with the campaign otherwise."""
        if self.owns_document():
            if keep_in_campaign:  # the encounter stays in the campaign as it stands (a fight: resumed later)
                return campaign_shell.keep_in_campaign(self)
            return True
        if self.document.undo_stack.isClean():
            return True
        answer = ask(
            self, self.tr("Unsaved changes"),
            fill(self.tr("The encounter “%1” has changes that are not saved. Save them first?"),
                 self.encounter.name or self.tr("Untitled")),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def new_encounter(self) -> None:
        if not self.maybe_save_encounter():
            return
        self.document.replace(Encounter(name=self.tr("New encounter"),
                                        settings=self.context.settings.values.encounter_defaults()), None)
        if self.document.campaign is not None:
            self.document.campaign.set_open(None)

    def open_file(self) -> None:
        if not self.maybe_save_encounter():
            return
        start = str(self.document.path.parent) if self.document.path else ""
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open encounter"), start, self.tr("GM Tracker encounters (*.json);;All files (*)"))
        if name:
            self.open_path(Path(name))

    def open_path(self, path: Path) -> bool:
        """Open an encounter file, or a campaign file (``….gmtcampaign.json``: its first encounter not done)."""
        if campaign_session.is_campaign_path(path):  # the encounter on screen was asked about already
            return self.maybe_save_campaign() and campaign_shell.open_campaign_path(self, path)
        try:
            self.document.open(path)
        except EncounterFileError as error:
            warn(self, self.tr("Cannot open encounter"), error_text(error),
                 error_words.advice_text(error))
            return False
        if self.document.campaign is not None:
            self.document.campaign.set_open(None)
        self._remember(path)
        return True

    def remember(self, path: Path) -> None:
        """``path`` first in File ▸ Open recent."""
        self._remember(path)

    def save(self) -> bool:
        """Save to the open file (Save As if there is none); False if nothing was saved.

        If another program changed or deleted the file since it was opened or saved here,
        the GM chooses first: overwrite it, save under another name, or cancel.
        """
        if self.owns_document():  # a campaign's encounter: saved into the campaign
            return campaign_shell.save_campaign(self)
        if self.document.path is None:
            return self.save_as()
        change = self.document.disk_change()
        if change is not None:
            choice = self._ask_about_disk_change(self.document.path, change)
            if choice == "save_as":
                return self.save_as()
            if choice != "overwrite":
                return False
        return self._save_to(self.document.path)

    def _ask_about_disk_change(self, path: Path, change: DiskChange) -> str:
        """Ask what to do with a file another program changed: "overwrite", "save_as" or "cancel"."""
        if change is DiskChange.DELETED:
            text = fill(self.tr("The file %1 was deleted or moved by another program after GM Tracker "
                                "opened or saved it."), str(path))
            informative = self.tr("Save it again there, or save the encounter under another name.")
            overwrite_text = self.tr("&Save it again")
        else:
            text = fill(self.tr("The file %1 was changed by another program after GM Tracker "
                                "opened or saved it."), str(path))
            informative = self.tr("Overwriting replaces the other program's version with the encounter "
                                  "as shown here (that version is kept beside it as a .bak file). Save "
                                  "under another name to keep both.")
            overwrite_text = self.tr("&Overwrite")
        box = message_box(self, QMessageBox.Icon.Warning, self.tr("File changed on disk"), text,
                          QMessageBox.StandardButton.Cancel, informative=informative)
        box.setObjectName("diskChangedBox")
        overwrite = box.addButton(overwrite_text, QMessageBox.ButtonRole.DestructiveRole)
        overwrite.setObjectName("overwriteButton")
        save_as = box.addButton(self.tr("Save &As…"), QMessageBox.ButtonRole.AcceptRole)
        save_as.setObjectName("saveAsButton")
        box.setDefaultButton(save_as)
        box.setEscapeButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        clicked = box.clickedButton()
        if clicked is overwrite:
            return "overwrite"
        if clicked is save_as:
            return "save_as"
        return "cancel"

    def save_as(self) -> bool:
        """Save the encounter as a file of its own (a campaign's encounter too: from then on it is that
        file, no longer the campaign's)."""
        start = str(self.document.path) if self.document.path else str(self._untitled_start())
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save encounter"), start, self.tr("GM Tracker encounters (*.json);;All files (*)"))
        owned = self.owns_document()
        if not (name and self._save_to(Path(name))):
            return False
        if owned and self.document.campaign is not None:
            self.document.campaign.set_open(None)
        return True

    def _untitled_start(self) -> Path:
        """Where Save As starts for a file without a path (the demo's untitled copy, a new encounter):
        the GM's Documents folder and the encounter's name (issue 26 item 10), never the installation."""
        return self.untitled_path(self.encounter.name or self.tr("Untitled"), ".json")

    @staticmethod
    def untitled_path(name: str, suffix: str) -> Path:
        """``name`` + ``suffix`` in the GM's Documents folder (their home without one), the characters
        a file name cannot hold replaced by ``_``: where a first Save As starts."""
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) \
            or str(Path.home())
        safe = "".join("_" if ch in '/\\:*?"<>|' or ord(ch) < 32 else ch for ch in name).strip(" .")
        return Path(folder) / ((safe or "_") + suffix)

    def _save_to(self, path: Path) -> bool:
        try:
            self.document.save(path)
        except (SaveError, OSError) as error:
            # A refusal of the system (full disk, read-only folder): say how to go on.
            # the advice follows the error: "free some space" only for a full disk (issue 27 item 12)
            advice = error_words.advice_text(error)
            hint = fill(self.tr("The encounter stays open with all its changes. %1"), advice) if advice else ""
            warn(self, self.tr("Cannot save"), error_text(error), hint)
            return False
        self._remember(path)
        self._refresh_status()
        return True

    def _remember(self, path: Path) -> None:
        recent = [p for p in self._recent() if p != str(path.absolute())]
        self.settings.setValue("recentFiles", [str(path.absolute()), *recent][:RECENT_FILES])
        if self.startup_finished:
            self._fill_recent_menu()

    def _recent(self) -> list[str]:
        value = self.settings.value("recentFiles", [])
        if isinstance(value, str):
            return [value]
        return [str(v) for v in value] if isinstance(value, (list, tuple)) else []

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        for entry in self._recent():
            action = self.recent_menu.addAction(entry.replace("&", "&&"))  # a file name's & is no shortcut
            action.setToolTip(tooltip(entry))
            action.triggered.connect(lambda _checked=False, p=entry: self.maybe_save_encounter() and self.open_path(Path(p)))
        self.recent_menu.setEnabled(bool(self._recent()))

    # -- rolls -----------------------------------------------------------------------
    def at_table(self, combatant_id: str | None) -> bool:
        """Whether this combatant's dice are rolled at the table (the ``dice.<side>`` settings):
        its dialog then opens with the boxes for the typed dice."""
        side = self.encounter.combatant(combatant_id).side if combatant_id and self.encounter.has(combatant_id) else None
        return self.context.settings.values.rolls_at_table(side)

    def dice_tray(self) -> None:
        """The dice tray (a window of its own, kept for the session)."""
        tray = self.tray.get()
        tray.show()
        tray.raise_()

    def show_player_view(self) -> PlayerView:
        """Open the player view (a second window; it never takes the keyboard from this one)."""
        view = self.player_view
        if view is None:
            view = self.player_view = player_view_panel.PlayerView(self.encounter, self, options=self._player_options())
            view.optionsChanged.connect(self._player_options_changed)
            view.options_menu.addSeparator()
            view.options_menu.addAction(self.actions_by_name["actionSharePlayerView"])
            # where it was last, else a second screen, else beside the table (issue 26 item 9)
            view.place(self, self.settings.value(PLAYER_VIEW_GEOMETRY_KEY) if self.persist_layout else None)
        view.show()
        return view

    def player_share(self) -> PlayerShare:
        """Sharing the player view on the network (made on first use; nothing listens until started)."""
        return self.share.get()

    def share_player_view(self) -> None:
        """The Share panel: address, QR code, phones connected, Start and Stop (stays open beside the table)."""
        panel = self.share_panel.get()
        if not self.player_share().running:
            panel.start_sharing()  # the action shares at once: the panel shows where (or why not)
        panel.show()
        panel.raise_()

    def _player_options(self) -> PlayerViewOptions:
        only = campaign_shell.player_only(self) if self.document.campaign is not None else None
        return player_snapshot.PlayerViewOptions({side: player_snapshot.Detail(code) for side, code in
                                                  self.context.settings.values.player_details().items()}, only)

    def _player_options_changed(self, options: PlayerViewOptions) -> None:
        """The GM changed a side's detail in the player view's own menu: remember it."""
        changes = {f"player_view.{side.value}": options.detail(side).value for side in options.per_side}
        try:
            self.context.settings.update(self.context.settings.values.replace(**changes))
        except OSError as error:
            self.statusBar().showMessage(fill(self.tr("Settings not saved: %1"), error_text(error)), 8000)

    # -- settings --------------------------------------------------------------------
    def open_settings(self) -> None:
        """The settings dialog: the GM's settings, and this encounter's own rule settings."""
        dialog = settings_dialog.SettingsDialog(
            self.context.settings.values, self.encounter, self)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            commands = list(dialog.commands())
            settings = dialog.app_settings()
        finally:
            dialog.deleteLater()  # after its values are read (WA_DeleteOnClose would delete it in exec())
        if commands and not self.run_all(commands, lambda: QCoreApplication.translate("MainWindow", "Encounter settings")):
            return
        try:
            self.context.settings.update(settings)
        except OSError as error:
            warn(self, self.tr("Settings not saved"), error_text(error))

    def _apply_settings(self, keys: frozenset[str]) -> None:
        """Apply changed settings to this window (and, for theme and language, to the app)."""
        if self._handed_over:
            return
        values = self.context.settings.values
        if "table_font_size" in keys:
            self._apply_table_font(values["table_font_size"])
        if "turn_timer" in keys:
            self.banner.set_timer_shown(values["turn_timer"])
        if self.player_view is not None and any(key.startswith("player_view.") for key in keys):
            self.player_view.set_options(self._player_options())
        share = self.share.made
        if share is not None and any(key.startswith("player_view.") for key in keys):
            share.publish()  # the phones show what the GM now allows
        app = QApplication.instance()
        if "theme" in keys and isinstance(app, QApplication):
            apply_theme(app, values["theme"])
        if "language" in keys and isinstance(app, QApplication):
            self.context.translators.use(app, values["language"], translations_dir())
            self.document.retranslate()
            self.rebuilt()

    def _apply_table_font(self, points: int) -> None:
        font = QFont(self.font())
        if points:
            font.setPointSize(points)
        if font == self.table.font():
            return
        self.table.set_table_font(font)

    def rebuilt(self) -> MainWindow:
        """A new window in the current language on the same document; this one closes.

        The open encounter, its file, its undo history and unsaved state, the layout,
        the selection and an open player view all carry over: nothing is lost.
        """
        self.finish_startup()
        new = MainWindow(self.context, self.encounter, self.document.path, document=self.document)
        new.persist_layout = self.persist_layout
        new.restoreGeometry(self.saveGeometry())
        new.restoreState(self.saveState())
        new.roll_log.restore_layout_state(self.roll_log.layout_state())
        new.table.horizontalHeader().restoreState(self.table.horizontalHeader().saveState())
        new.table.set_user_sized(self.table.user_sized())
        new.table.cap_columns()
        new.table.ensure_headers_fit()  # this language's headers may be wider
        new._fill_column_menu(new.columns_menu)
        for cid in self.selected_ids()[:1]:
            new.select(cid)
        if self.isVisible():
            new.show()
        tray = self.tray.made
        if tray is not None and tray.isVisible():
            new.dice_tray()
            new.tray.get().restoreGeometry(tray.saveGeometry())
        share = self.share.made
        if share is not None:  # the phones stay connected; the next payload speaks the new language
            share.setParent(new)
            share.retarget(new._player_options)
            new.share.keep(share)
            share.publish()
        if self.player_view is not None and self.player_view.isVisible():
            full = self.player_view.isFullScreen()
            geometry = self.player_view.saveGeometry()
            view = new.show_player_view()
            view.restoreGeometry(geometry)
            if full:
                view.showFullScreen()
        self._hand_over()
        return new

    def _hand_over(self) -> None:
        """Stop being the document's window: no save question, no clean-up of its autosave."""
        self._handed_over = True
        self.combatant_model.detach()
        if self.player_view is not None:
            self.player_view.detach()
        self.document.changed.disconnect(self._on_change)
        self.document.pathChanged.disconnect(self._refresh_title)
        self.document.journal_written.disconnect(self._refresh_status)
        self.document.undo_stack.cleanChanged.disconnect(self._on_clean_changed)
        self.close()
        self.deleteLater()

    # -- refresh ---------------------------------------------------------------------
    def _on_clean_changed(self, _clean: bool) -> None:
        self._refresh_title()
        self._refresh_status()

    def _on_change(self, changes: ChangeSet) -> None:
        if self.document.campaign is not None and (changes.turn or changes.reset):
            self._sync_player_scope()  # a fight began or ended: what the players see of the party
        if changes.turn or changes.reset or changes.header:
            self._refresh_status()
        if changes.reset or changes.header:
            self._refresh_title()
        if changes.turn and self.encounter.turn.current:
            self.select(self.encounter.turn.current)
        self._update_enabled()

    def _on_selection(self) -> None:
        ids = self.selected_ids()
        self.editor.set_combatant(ids[0] if ids else None)
        self._update_enabled()

    def _acting_has_resources(self) -> bool:
        cid = self.acting_id()
        return cid is not None and self.encounter.has(cid) and bool(self.encounter.combatant(cid).resources)

    def _double_clicked(self, index: QModelIndex) -> None:
        """A double-click on a States cell uses one of its combatant's resources (issue 29 item 4);
        the other cells edit (the table's own double-click) or do nothing."""
        if index.column() != Column.STATES:
            return
        cid = index.data(COMBATANT_ID_ROLE)
        if cid and self.encounter.has(cid) and self.encounter.combatant(cid).resources:
            resource_actions.use_resource_of(self, cid, QCursor.pos())

    def _update_enabled(self) -> None:
        """Each action enabled by its row's ``enabled`` (the action table's :class:`When`)."""
        if not self.startup_finished:
            return
        started = self.encounter.turn.started
        stack = self.document.undo_stack
        when = actions.When
        now = {
            when.ALWAYS: True, when.CAN_UNDO: stack.canUndo(), when.CAN_REDO: stack.canRedo(),
            when.CAN_START: not started and bool(self.encounter.combatants), when.IN_COMBAT: started,
            when.SELECTION: bool(self.selected_ids()),
            when.DEFEATED: bool(derived.defeated_ids(self.encounter.combatants)),
            when.HOLDING: started and any(c.holding is not None for c in self.encounter.combatants),
            when.RESOURCES: self._acting_has_resources(),
            when.CAMPAIGN: self.document.campaign is not None,
        }
        for spec in actions.ACTIONS:
            if spec.enabled is not when.ALWAYS:
                self.actions_by_name[spec.name].setEnabled(now[spec.enabled])

    def _refresh_title(self) -> None:
        name = short(self.encounter.name) or self.tr("Untitled")
        self.banner.set_name(self.encounter.name or self.tr("Untitled"))
        where = f" — {short(self.document.path.name)}" if self.document.path else ""
        if self.document.path is None and self.document.demo:  # issue 26 item 10: not the installed file
            where = " — " + self.tr("demo, untitled copy")
        session = self.document.campaign
        if session is not None and self.owns_document():
            where = " — " + fill(self.tr("campaign %1"), short(session.name) or self.tr("Untitled"))
        # "[*]" is Qt's unsaved-changes marker: in a name it is doubled to show as typed
        self.setWindowTitle(fill(self.tr("%1%2[*] — GM Tracker"), name.replace("[*]", "[*][*]"),
                                 where.replace("[*]", "[*][*]")))
        self.setWindowModified(not self.document.undo_stack.isClean()
                               or (self.owns_document() and session is not None and not session.saved))

    def _refresh_status(self) -> None:
        self._refresh_banner()
        if self.document.undo_stack.isClean():
            state = self.tr("Saved")
        elif self.document.last_journal_error:
            #: %1 is why the recovery journal could not be written (the system's words)
            state = fill(self.tr("Unsaved · recovery journal failed: %1"), self.document.last_journal_error)
        else:
            #: %1 is the time of the last step written to the recovery journal (HH:MM)
            state = fill(self.tr("Unsaved · in the recovery journal at %1"), time.strftime("%H:%M"))
        self.save_label.setText(state)
        self._update_enabled()

    def _refresh_banner(self) -> None:
        """The round line in the banner: round, whose turn (and what its state lets it do), time."""
        turn = self.encounter.turn
        seconds = clock.elapsed_seconds(self.encounter)
        elapsed = clock_words.elapsed_text(seconds)  # as the Rest dialog says it
        note = ""
        if turn.started and turn.current and self.encounter.has(turn.current):
            text = fill(self.tr("Round %1 · %2's turn · %3"), turn.round,
                        short(self.encounter.combatant(turn.current).name), elapsed)
            # B5: disabled or dazed, as it is now: beside the round line, where the name is
            limit = turn_states.turn_limit(self.encounter.combatant(turn.current))
            if limit:
                note = log_lines.turn_limit_line(limit)
        else:
            text = fill(self.tr("Not in combat · %1"), elapsed)
        self.banner.set_turn(text, note)
        # The turn timer counts from the start of each turn (a turn undone or redone starts it again).
        key = (turn.round, turn.current) if turn.started and turn.current else None
        if key != self._timed_turn:
            self._timed_turn = key
            if key is None:
                self.banner.stop_turn_timer()
            else:
                self.banner.start_turn_timer()

    # -- columns and layout ----------------------------------------------------------
    def _fill_column_menu(self, menu: QMenu) -> None:
        menu.clear()
        header = self.table.horizontalHeader()
        for column in Column:
            action = QAction(self.combatant_model.headerData(column, Qt.Orientation.Horizontal), menu)
            action.setCheckable(True)
            action.setChecked(not header.isSectionHidden(column))
            action.setObjectName(f"column{column.name.title()}")
            action.toggled.connect(lambda shown, c=column: self.table.setColumnHidden(c, not shown))
            menu.addAction(action)

    def _column_menu(self, position: QPoint) -> None:
        menu = QMenu(self)
        self._fill_column_menu(menu)
        menu.exec(self.table.horizontalHeader().mapToGlobal(position))
        self._fill_column_menu(self.columns_menu)

    def _restore_geometry(self) -> None:
        """The window's size and place and the table's columns: before the first paint."""
        geometry = self.settings.value("geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        header = self.settings.value(HEADER_KEY)
        if isinstance(header, QByteArray):
            self.table.horizontalHeader().restoreState(header)
            self.table.cap_columns()
            self.table.ensure_headers_fit()  # saved in another language, perhaps
            sized = self.settings.value(USER_SIZED_KEY)
            if isinstance(sized, str) and sized:
                self.table.set_user_sized([int(part) for part in sized.split(",") if part.isdigit()])

    def _restore_layout(self) -> None:
        """Docks and toolbar where they were (they exist only after finish_startup)."""
        state = self.settings.value("windowState")
        if isinstance(state, QByteArray):
            self.restoreState(state)
        self.roll_log.restore_layout_state(self.settings.value("rollLogLayout"))  # its breakdown pane

    def _save_layout(self) -> None:
        self.settings.setValue("geometry", self.saveGeometry())
        if self.player_view is not None:
            self.settings.setValue(PLAYER_VIEW_GEOMETRY_KEY, self.player_view.saveGeometry())
        self.settings.setValue("windowState", self.saveState())
        self.settings.setValue("rollLogLayout", self.roll_log.layout_state())
        self.table.cap_columns()
        self.settings.setValue(HEADER_KEY, self.table.horizontalHeader().saveState())
        self.settings.setValue(USER_SIZED_KEY, ",".join(str(c) for c in self.table.user_sized()))
        self.settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        if self._handed_over:  # replaced by a window in another language: the document lives on
            if self in self.context.windows:
                self.context.windows.remove(self)
            event.accept()
            return
        self.finish_startup()  # closed before its first paint: the layout saved needs the docks
        if not self.maybe_save():
            event.ignore()
            return
        if self.persist_layout:
            self._save_layout()
        share = self.share.made
        if share is not None:
            share.stop()  # every phone's connection closes with the encounter
        self.document.close()
        if self in self.context.windows:
            self.context.windows.remove(self)
        event.accept()


__all__ = ["HEADERS", "MainWindow"]

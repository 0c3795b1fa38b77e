"""The player view: a second-screen window the players read from across the table.

Large type on a dark background: the round and whose turn it is, the visible
combatants in turn order with what the GM allows of their health, and the latest
public roll. Everything shown comes from :func:`gmtracker.encounter.player_snapshot.player_frame`
(the pure filtering layer, where every secrecy rule lives); this module only renders
that frame. It follows every encounter change (undo and file loads included) without
ever activating or raising itself, so the GM's window keeps the keyboard.

F11 inside the view (or its button) toggles full screen; the small "Visibility" menu
(GM-side) sets what is shown per side.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import Any

import shiboken6
from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QGuiApplication
from PySide6.QtGui import QAction, QActionGroup, QBrush, QColor, QFont, QFontMetrics, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import ChangeSet, Encounter, Side
from gmtracker.ui.models.combatant_model import SIDE_COLOURS, side_text, state_text
from gmtracker.encounter.player_snapshot import Detail, PlayerFrame, PlayerRow, PlayerViewOptions, player_frame
from gmtracker.encounter.player_snapshot import _row, hidden_names, is_roll, shown_turn
from gmtracker.ui.words.text_format import fill, join_parts, qt_translate
from gmtracker.ui.words.user_text import short

_CONTEXT = "PlayerView"
_AnyIndex = QModelIndex | QPersistentModelIndex

# The role giving a row's combatant id.
PLAYER_ID_ROLE = Qt.ItemDataRole.UserRole + 1

# The marker drawn before the acting combatant's name.
MARKER = "▶"

_BACKGROUND = "#15171c"
_TEXT = "#f2f2f2"
_CURRENT = QColor(120, 90, 20)


# On a screen of its own, the player view takes the whole of it. On the GM's one screen it takes the right
# third (455 px of a 1366-px laptop), where the editor dock is: the combatant table, on the left, stays in
# view (issue 26 item 9: it opened at 1280×720 over the GM's window). Its type follows its size.
ONE_SCREEN_SHARE = 1 / 3


def _overlap(a: QRect, b: QRect) -> int:
    common = a.intersected(b)
    return common.width() * common.height() if common.isValid() else 0


def place_player_view(screens: Sequence[QRect], gm_window: QRect) -> tuple[QRect, bool]:
    """Where the player view opens: ``(frame rectangle, on a screen of its own)``.

    ``screens``: the available geometries of the screens (QScreen.availableGeometry), ``gm_window``:
    the GM's window's frame. With a screen besides the one the GM's window is on (the most of it),
    the largest such screen, whole (the GM makes it full screen with F11); on one screen, the right
    part of it, full height, beside the GM's table. A pure function (issue 26 item 9).
    """
    if not screens:
        return QRect(gm_window.topLeft(), gm_window.size()), False
    gm = max(range(len(screens)), key=lambda i: (_overlap(screens[i], gm_window),
                                                  screens[i].contains(gm_window.center()), -i))
    others = [screen for i, screen in enumerate(screens) if i != gm]
    if others:
        return QRect(max(others, key=lambda r: r.width() * r.height())), True
    screen = screens[gm]
    width = round(screen.width() * ONE_SCREEN_SHARE)
    return QRect(screen.x() + screen.width() - width, screen.y(), width, screen.height()), False


def QT_TRANSLATE_NOOP(context: str, source_text: str) -> str:  # noqa: N802 - lupdate matches this name
    return source_text


DETAILS: dict[Detail, str] = {
    #: A choice of what the players see of a side's combatants: nothing at all (their rows show only names).
    Detail.NOTHING: QT_TRANSLATE_NOOP("PlayerView", "Nothing"),
    Detail.STATES: QT_TRANSLATE_NOOP("PlayerView", "Damage states"),
    Detail.COUNTS: QT_TRANSLATE_NOOP("PlayerView", "Wound counts and states"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


class PlayerColumn(IntEnum):
    MARKER = 0
    NAME = 1
    HEALTH = 2


def health_text(row: PlayerRow) -> str:
    """What the players read of one combatant's health (empty when the GM shows nothing)."""
    parts: list[str] = []
    if row.detail is Detail.COUNTS and row.wounds is not None:
        parts.append(fill(QCoreApplication.translate("PlayerView", "wounds %1 / bruises %2"), row.wounds, row.bruises))
    if row.dying:
        parts.append(QCoreApplication.translate("CombatantModel", "dying"))
    parts.extend(state_text(state) for state in row.states)
    parts.extend(row.conditions)
    if not row.in_combat:
        parts.append(QCoreApplication.translate("PlayerView", "out of combat"))
    return join_parts(parts)


# The last roll's line is cut after this many characters (it may name several combatants).
MAX_ROLL_CHARS = 200
# Names in the players' big type are cut shorter than in the GM's dialogs.
PLAYER_NAME_CHARS = 48
_MIN_TURN_WIDTH = 200


def _runs(numbers: list[int]) -> list[tuple[int, int]]:
    """Sorted row numbers as ``(first, last)`` runs of consecutive rows: one ``dataChanged`` a run."""
    runs: list[tuple[int, int]] = []
    for number in numbers:
        if runs and runs[-1][1] == number - 1:
            runs[-1] = (runs[-1][0], number)
        else:
            runs.append((number, number))
    return runs


class PlayerViewModel(QAbstractTableModel):
    """The rows of a :class:`PlayerFrame`: marker, name, health. Holds nothing else."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: tuple[PlayerRow, ...] = ()

    def set_rows(self, rows: tuple[PlayerRow, ...]) -> list[int]:
        """Show ``rows``, telling the view only what differs from the rows shown (issue 27 item 9).

        Same combatants in the same order: ``dataChanged`` for each row that differs (a next turn:
        the two rows the marker leaves and reaches). Rows added or removed in one run (add, remove,
        hide, show, duplicate): ``beginInsertRows``/``beginRemoveRows`` for that run only, then
        ``dataChanged`` for the rest that differ. Anything else (a new turn order): a reset.
        Returns the rows given ``dataChanged`` or inserted (the view re-measures only those).
        """
        old = self._rows
        old_ids, new_ids = [r.id for r in old], [r.id for r in rows]
        if old_ids != new_ids:
            head = 0
            limit = min(len(old_ids), len(new_ids))
            while head < limit and old_ids[head] == new_ids[head]:
                head += 1
            tail = 0
            while tail < limit - head and old_ids[-1 - tail] == new_ids[-1 - tail]:
                tail += 1
            removed, inserted = len(old_ids) - head - tail, len(new_ids) - head - tail
            if removed and inserted:  # a reorder, or a replacement: no cheaper honest signal
                self.beginResetModel()
                self._rows = rows
                self.endResetModel()
                return list(range(len(rows)))
            if removed:
                self.beginRemoveRows(QModelIndex(), head, head + removed - 1)
                self._rows = old[:head] + old[head + removed:]
                self.endRemoveRows()
            if inserted:
                self.beginInsertRows(QModelIndex(), head, head + inserted - 1)
                self._rows = old[:head] + rows[head:head + inserted] + old[head:]
                self.endInsertRows()
            old = self._rows
        self._rows = rows
        changed = [number for number, (before, after) in enumerate(zip(old, rows)) if before != after]
        last = len(PlayerColumn) - 1
        for first, end in _runs(changed):
            self.dataChanged.emit(self.index(first, 0), self.index(end, last))
        return changed if old_ids == new_ids else sorted(set(changed) | set(
            range(head, head + inserted)))

    def rows(self) -> tuple[PlayerRow, ...]:
        return self._rows

    def rowCount(self, parent: _AnyIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _AnyIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(PlayerColumn)

    def data(self, index: _AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = PlayerColumn(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            if column is PlayerColumn.MARKER:
                return MARKER if row.current else ""
            if column is PlayerColumn.NAME:
                return short(row.name, PLAYER_NAME_CHARS)  # a 10,000-character name must not widen the screen
            return health_text(row)
        if role == Qt.ItemDataRole.ToolTipRole and column is PlayerColumn.NAME:
            return side_text(row.side)
        if role == PLAYER_ID_ROLE:
            return row.id
        if role == Qt.ItemDataRole.BackgroundRole and row.current:
            return QBrush(_CURRENT)
        if role == Qt.ItemDataRole.ForegroundRole:
            if column is PlayerColumn.NAME:
                return QBrush(SIDE_COLOURS[row.side].lighter(160))
            if column is PlayerColumn.MARKER:
                return QBrush(QColor(255, 200, 60))
        if role == Qt.ItemDataRole.FontRole and row.current:
            font = QFont()
            font.setBold(True)
            return font
        return None


class PlayerView(QWidget):
    """The player view window (objectName ``playerView``); a top-level window of its own."""

    optionsChanged = Signal(object)  # PlayerViewOptions

    def __init__(self, encounter: Encounter, parent: QWidget | None = None,
                 options: PlayerViewOptions | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("playerView")
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setWindowTitle(self.tr("Player view — GM Tracker"))
        self.encounter = encounter
        self._options = options or PlayerViewOptions()
        self.model = PlayerViewModel(self)
        self._scrolled_to: str | None = None
        self._last_roll: str | None = None
        self._roll_known = False  # _last_roll is what the last frame shown had
        self._target: QRect | None = None  # the place given by place(), until _fit_frame reads it
        self._placed = QRect()  # the geometry place() set (a GM's move or resize since: not corrected)
        self._build()
        self.resize(1280, 720)
        self.refresh()
        encounter.subscribe(self._on_change)

    # -- construction ----------------------------------------------------------------
    def _build(self) -> None:
        self.setStyleSheet(
            f"#playerView {{ background: {_BACKGROUND}; }}"
            f"#playerView QLabel {{ color: {_TEXT}; }}"
            f"#playerTable {{ background: {_BACKGROUND}; color: {_TEXT}; border: none; gridline-color: #2a2d35; }}"
            "#playerTable::item { padding: 0px 28px 0px 4px; }"
            "#playerView QToolButton { color: #9aa0aa; background: transparent; border: 1px solid #3a3d45;"
            " border-radius: 4px; padding: 2px 8px; }")
        self.round_label = QLabel(self)
        self.round_label.setObjectName("playerRoundLabel")
        self.round_label.setTextFormat(Qt.TextFormat.PlainText)
        self.turn_label = QLabel(self)
        self.turn_label.setObjectName("playerTurnLabel")
        self.turn_label.setTextFormat(Qt.TextFormat.PlainText)
        self.turn_label.setWordWrap(True)  # a long name or language wraps instead of widening the window
        self._turn_text = ""
        self.roll_label = QLabel(self)
        self.roll_label.setObjectName("playerRollLabel")
        self.roll_label.setTextFormat(Qt.TextFormat.PlainText)
        self.roll_label.setWordWrap(True)
        self.table = QTableView(self)
        self.table.setObjectName("playerTable")
        self.table.setAccessibleName(self.tr("Turn order"))
        self.table.setModel(self.model)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setShowGrid(False)
        self.table.setWordWrap(False)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().hide()
        header = self.table.horizontalHeader()
        # Measured here, not by Qt: ResizeToContents asks data() of every row at every layout
        # (1,500 Python calls a next turn at 500 combatants, issue 27 item 9).
        header.setSectionResizeMode(PlayerColumn.MARKER, QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(PlayerColumn.NAME, QHeaderView.ResizeMode.Fixed)
        self._name_widths: dict[str, int] = {}  # combatant id -> its name's width in the table's bold font
        header.setSectionResizeMode(PlayerColumn.HEALTH, QHeaderView.ResizeMode.Stretch)

        self.fullscreen_button = QToolButton(self)
        self.fullscreen_button.setObjectName("playerFullScreenButton")
        self.fullscreen_button.setText(self.tr("Full screen (F11)"))
        self.fullscreen_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.fullscreen_button.clicked.connect(self.toggle_full_screen)
        self.options_button = QToolButton(self)
        self.options_button.setObjectName("playerOptionsButton")
        self.options_button.setText(self.tr("Visibility"))
        self.options_button.setToolTip(self.tr("What the players see of each side (GM)"))
        self.options_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.options_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.options_menu = QMenu(self)
        self.options_menu.setObjectName("playerOptionsMenu")
        self.options_button.setMenu(self.options_menu)
        self._detail_actions: dict[tuple[Side, Detail], QAction] = {}
        self._fill_options_menu()
        self.fullscreen_shortcut = QShortcut(QKeySequence("F11"), self)
        self.fullscreen_shortcut.activated.connect(self.toggle_full_screen)

        top = QHBoxLayout()
        top.addWidget(self.round_label)
        top.addSpacing(24)
        top.addWidget(self.turn_label, 1)
        # The GM's two buttons below, beside the last roll: the heading keeps the width when the
        # view has a third of a laptop's screen (issue 26 item 9).
        bottom = QHBoxLayout()
        bottom.addWidget(self.roll_label, 1)
        bottom.addWidget(self.options_button, 0, Qt.AlignmentFlag.AlignBottom)
        bottom.addWidget(self.fullscreen_button, 0, Qt.AlignmentFlag.AlignBottom)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addLayout(bottom)
        self._apply_fonts()

    def _fill_options_menu(self) -> None:
        for side in Side:
            sub = self.options_menu.addMenu(side_text(side))
            group = QActionGroup(sub)
            for detail in Detail:
                action = QAction(_tr(DETAILS[detail]), sub)
                action.setObjectName(f"playerDetail_{side.value}_{detail.value}")
                action.setCheckable(True)
                action.setChecked(self._options.detail(side) is detail)
                action.triggered.connect(lambda _checked=False, s=side, d=detail:
                                         self.set_options(self._options.with_detail(s, d)))
                group.addAction(action)
                sub.addAction(action)
                self._detail_actions[(side, detail)] = action

    def _apply_fonts(self) -> None:
        """Sizes that read across a table, scaled to the window so every row fits without scrolling."""
        height = max(self.height(), 300)
        width = max(self.width(), 300)  # a third of a laptop's screen (issue 26 item 9): the type fits it too
        title_px = max(18, min(height // 16, width // 20))
        roll_px = max(14, min(height // 32, width // 32))
        table_px = height - 2 * 16 - int(title_px * 1.6) - int(roll_px * 2.8) - 24
        rows = max(self.model.rowCount(), 1)
        row_px = max(12, min(height // 22, width // 22, int(table_px / (rows * 1.75))))
        big = QFont(self.font())
        big.setPixelSize(title_px)
        big.setBold(True)
        self.round_label.setFont(big)
        self.turn_label.setFont(big)
        self._show_turn()
        font = QFont(self.font())
        font.setPixelSize(row_px)
        if font != self.table.font():
            self.table.setFont(font)
            self._name_widths.clear()
            self._fit_columns(range(self.model.rowCount()))
        self.table.verticalHeader().setDefaultSectionSize(int(row_px * 1.75))
        roll = QFont(self.font())
        roll.setPixelSize(roll_px)
        self.roll_label.setFont(roll)

    def _show_turn(self) -> None:
        # A name without spaces cannot wrap: cut it (…) to what the window has room for.
        width = max(self.width(), 300)
        room = max(min(_MIN_TURN_WIDTH, width // 5), self.width() - self.round_label.sizeHint().width() - 72)
        text = QFontMetrics(self.turn_label.font()).elidedText(self._turn_text, Qt.TextElideMode.ElideRight, room)
        if text != self.turn_label.text():
            self.turn_label.setText(text)

    def _fit_columns(self, rows: Any) -> None:
        """Widen the marker and name columns to what ``rows`` (row numbers) need now.

        Each name's width is measured once (bold: the acting row's type) and kept by id; the
        column takes the widest kept, so a next turn measures nothing (issue 27 item 9).
        """
        bold = QFont(self.table.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        shown = self.model.rows()
        for number in rows:
            row = shown[number]
            self._name_widths[row.id] = metrics.horizontalAdvance(short(row.name, PLAYER_NAME_CHARS))
        if len(self._name_widths) > len(shown):  # someone left (removed, hidden): forget them
            ids = {row.id for row in shown}
            self._name_widths = {cid: w for cid, w in self._name_widths.items() if cid in ids}
        padding = 4 + 28 + 8  # the stylesheet's item padding, and a margin
        name = max(self._name_widths.values(), default=0) + padding
        marker = metrics.horizontalAdvance(MARKER) + padding
        header = self.table.horizontalHeader()
        if header.sectionSize(PlayerColumn.NAME) != name:
            header.resizeSection(PlayerColumn.NAME, name)
        if header.sectionSize(PlayerColumn.MARKER) != marker:
            header.resizeSection(PlayerColumn.MARKER, marker)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._apply_fonts()
        self._scrolled_to = None  # new row heights (full screen, a new place): the acting row again in sight
        self._scroll_to_acting(next((r.id for r in self.model.rows() if r.current), None), False)

    # -- options ---------------------------------------------------------------------
    def options(self) -> PlayerViewOptions:
        return self._options

    def set_options(self, options: PlayerViewOptions) -> None:
        """Show each side at the detail ``options`` give (the view refreshes at once)."""
        if options == self._options:
            return
        self._options = options
        for (side, detail), action in self._detail_actions.items():
            action.setChecked(options.detail(side) is detail)
        self.refresh()
        self.optionsChanged.emit(options)

    # -- where it opens ----------------------------------------------------------------
    def place(self, gm_window: QWidget, saved: object = None) -> bool:
        """Put the window where it was last (``saved``: :meth:`saveGeometry`'s bytes, which Qt moves
        onto a screen still there), else where :func:`place_player_view` says: on a second screen
        when there is one, else the right part of the GM's screen. Returns whether it is on a
        screen of its own. Call before the first show."""
        screens = QGuiApplication.screens()
        if isinstance(saved, QByteArray) and not saved.isEmpty() and self.restoreGeometry(saved):
            return len(screens) > 1 and self.screen() is not gm_window.screen()
        rect, own = place_player_view([screen.availableGeometry() for screen in screens],
                                      gm_window.frameGeometry())
        self.resize(rect.size())
        self._apply_fonts()  # the type for this size, then the least width it needs
        least = self.minimumSizeHint().width() + 8  # its heading in one piece (a frame's border too),
        if not own and rect.width() < least:        # right-aligned on a small screen
            rect.setLeft(rect.right() + 1 - least)
            self.resize(rect.size())
        self.move(rect.topLeft())
        self._target = rect
        self._placed = self.geometry()  # what _fit_frame corrects, unless the GM moved it first
        QTimer.singleShot(0, self, self._fit_frame)  # (bound to self: never after it is deleted) the frame's title bar is known once shown
        return own

    def _fit_frame(self) -> None:
        """The window's frame (title bar included) within the place it was given."""
        target = self._target
        self._target = None
        if target is None or not self.isVisible() or self.isFullScreen() \
                or self.geometry().size() != self._placed.size():
            return
        frame, inner = self.frameGeometry(), self.geometry()
        extra_w, extra_h = frame.width() - inner.width(), frame.height() - inner.height()
        if extra_w or extra_h:
            self.resize(max(1, target.width() - extra_w), max(1, target.height() - extra_h))
            self.move(target.topLeft())

    # -- behaviour -------------------------------------------------------------------
    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.fullscreen_button.setText(self.tr("Leave full screen (F11)") if self.isFullScreen()
                                       else self.tr("Full screen (F11)"))

    def frame(self) -> PlayerFrame:
        return player_frame(self.encounter, self._options, qt_translate)

    @staticmethod
    def _keeps_rows(changes: ChangeSet) -> bool:
        """Whether the same combatants stay visible in the same order, and every row but those
        ``changes`` names (and the marker's) stays as it was: nobody hidden, shown, renamed (a
        hidden name is kept out of other rows' conditions), added, removed or moved."""
        if changes.reset or changes.rows or changes.reordered or changes.settings:
            return False
        return not any("hidden" in names or "name" in names for names in changes.fields.values())

    def _keeps_roll(self, changes: ChangeSet) -> bool:
        """Whether the last public roll shown is still the one :func:`player_frame` would give:
        the rows keep (:meth:`_keeps_rows`), only entries appended to the log (no undo popping
        them), none of them a public roll. Finding the roll walks the log and its names (3 ms
        of a next turn at 500 combatants, issue 27 item 9); a next turn appends a "turn" entry."""
        if changes.log_removed:
            return False
        log = self.encounter.log
        added = log[len(log) - changes.log_added:] if changes.log_added else []
        return not any(is_roll(entry) for entry in added)

    def _next_frame(self, changes: ChangeSet) -> PlayerFrame:
        """:func:`player_frame` after ``changes``, made again only where it can have changed: the
        rows ``changes`` names and the two the marker leaves and reaches, each by player_snapshot's
        own ``_row``; the last roll kept when no entry that could show was added. Anything else
        (rows added, removed, moved, hidden, shown, renamed; a reset; an undo popping the log): the
        whole frame, from :func:`player_frame`."""
        if (not self._roll_known or not self._keeps_rows(changes) or not self._keeps_roll(changes)
                or self._options.only is not None):  # between fights: a few rows, made whole
            return player_frame(self.encounter, self._options, qt_translate)
        encounter = self.encounter
        started, round_, current = shown_turn(encounter)
        old = self.model.rows()
        again = set(changes.fields)
        again.update(row.id for row in old if row.current)
        if current is not None:
            again.add(current)
        hidden_ids = {c.id for c in encounter.combatants if c.hidden}
        names = hidden_names(encounter)
        visible = [c for c in encounter.combatants if not c.hidden]
        if len(visible) != len(old):
            return player_frame(encounter, self._options, qt_translate)
        rows: list[PlayerRow] = []
        for c, shown in zip(visible, old):
            if c.id != shown.id:  # not the rows shown after all: the whole frame
                return player_frame(encounter, self._options, qt_translate)
            rows.append(_row(c, self._options.detail(c.side), c.id == current, hidden_ids, names)
                        if c.id in again else shown)
        return PlayerFrame(started, round_, tuple(rows), current, self._last_roll)

    def _on_change(self, changes: ChangeSet) -> None:
        if not shiboken6.isValid(self):  # deleted with its parent window: stop listening
            self.encounter.unsubscribe(self._on_change)
            return
        self._show(self._next_frame(changes))

    def refresh(self) -> None:
        """Re-read the encounter through the filtering layer (never raises or activates the window).

        The frame is made whole (every secrecy rule is there, issue 5); the window then changes only
        the rows that differ from what it shows (issue 27 item 9): a next turn at 500 combatants
        repaints two rows, and the view scrolls to the acting combatant whenever the turn moves.
        """
        self._show(self.frame())

    def _show(self, frame: PlayerFrame) -> None:
        self._last_roll, self._roll_known = frame.roll, True
        count = self.model.rowCount()
        changed = self.model.set_rows(frame.rows)
        if frame.started:
            round_text = fill(self.tr("Round %1"), frame.round)
        else:
            round_text = self.tr("Not in combat")
        if round_text != self.round_label.text():
            self.round_label.setText(round_text)
        current = next((row for row in frame.rows if row.current), None) if frame.current else None
        self._turn_text = fill(self.tr("%1's turn"), short(current.name, PLAYER_NAME_CHARS)) if current else ""
        roll_text = fill(self.tr("Last roll: %1"), short(frame.roll, MAX_ROLL_CHARS)) if frame.roll else ""
        if roll_text != self.roll_label.text():
            self.roll_label.setText(roll_text)
        if count != self.model.rowCount():
            self._apply_fonts()  # the type follows how many rows there are (it fits the columns too)
        self._fit_columns(changed)
        self._show_turn()
        self._scroll_to_acting(frame.current, bool(changed))

    def _scroll_to_acting(self, current: str | None, rows_changed: bool) -> None:
        """Keep the acting combatant's row in sight (on every turn change, and when rows move)."""
        if current is None:
            self._scrolled_to = None
            return
        if current == self._scrolled_to and not rows_changed:
            return
        number = next((n for n, row in enumerate(self.model.rows()) if row.id == current), None)
        if number is None:
            return
        self._scrolled_to = current
        table = self.table
        if table.viewport().rect().contains(table.visualRect(self.model.index(number, PlayerColumn.NAME))):
            return
        # Out of sight: a page at a time, the one before it at the top (players see who just
        # acted), so the next turns move only the marker, not every row on the screen.
        top = self.model.index(max(number - 1, 0), PlayerColumn.NAME)
        table.scrollTo(top, QAbstractItemView.ScrollHint.PositionAtTop)
        if not table.viewport().rect().contains(table.visualRect(self.model.index(number, PlayerColumn.NAME))):
            table.scrollTo(self.model.index(number, PlayerColumn.NAME))  # rows taller than half the view

    def acting_row(self) -> int | None:
        """The row of the combatant the players see acting, or None (for tests and checks)."""
        return next((n for n, row in enumerate(self.model.rows()) if row.current), None)

    def labels_text(self) -> list[str]:
        """Every text this window shows in a label or button (for tests and checks)."""
        return [label.text() for label in self.findChildren(QLabel)] + [
            button.text() for button in self.findChildren(QToolButton)]

    def closeEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        if self.isFullScreen():
            self.showNormal()
        super().closeEvent(event)

    def detach(self) -> None:
        """Stop following the encounter (the window is going away for good)."""
        self.encounter.unsubscribe(self._on_change)

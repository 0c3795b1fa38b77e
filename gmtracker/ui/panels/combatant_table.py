"""The combatant table: the encounter in turn order, readable at a glance on a laptop.

:class:`CombatantTable` is the view the main window shows (objectName ``combatantTable``).
What plain text cannot show:

- the **States** cell as one small coloured badge per damage state and condition (short
  word, full word and rounds left in the tooltip), so five of them fit in one cell
  (:class:`BadgeDelegate`, that column only: the others paint as Qt does);
- the **active row** (whose turn it is) with an accent bar and frame that a selection does
  not hide, painted over the cells by the table (one call a paint, not one a cell);
- the **inline editors** of initiative, wounds, bruises and the hit-penalty counter, each
  edit one undoable step (:meth:`CombatantModel.setData`; :class:`CombatantDelegate`).

Column widths come from the content, so that what a GM reads mid-fight fits beside the
editor dock at 1366 px in every language at 10 and 14 pt (issue 26 item 6): turn marker,
initiative, the name whole, the side (shown next to the name), wounds, bruises, states and
the hit penalty (a number; the words in its tooltip). The States column takes the room
left in the view, never less than its rows' worst badge (the badges come worst first, so
an elision hides the mildest). The widths are fitted again when a file is loaded or made
new, when the window first shows (over a layout saved at another size), when the table's
font size changes, and grow (never shrink) as rows come in or change (a rename, a new
state); a column the GM resized by hand keeps its width.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QObject,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QRectF,
    QSize,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QLineEdit,
    QSpinBox,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from gmtracker.encounter import ranges
from gmtracker.ui.models.combatant_model import (
    BADGES_ROLE,
    EDITED_FIELDS,
    HIDDEN_BY_DEFAULT,
    Badge,
    BadgeKind,
    Column,
    CombatantModel,
)
from gmtracker.ui.widgets.validators import OptionalIntValidator

_AnyIndex = QModelIndex | QPersistentModelIndex

# How many rows (from the top) the column widths are measured on.
FIT_ROWS = 100
# Pixels a cell adds to its text's width: the delegate's margins (2 × (focus frame margin
# + 1), 6 in Fusion) and the grid line, and a little room for styles with wider margins.
CELL_MARGIN = 9
# No column is fitted, saved or restored wider than this: a 10,000-character name once
# made the Name column 118,603 px wide, and the saved layout kept it so after a restart.
MAX_COLUMN_WIDTH = 600
# Caps of the fitted widths, so the columns a GM reads mid-fight fit beside the editor
# dock at 1366 px (the name elides; its tooltip has it whole).
# In average character widths of the table's font, so they grow with the font size.
FIT_CAPS: dict[Column, int] = {Column.NAME: 45, Column.STATES: 50, Column.PENALTY: 25, Column.LOAD: 25,
                               Column.SIDE: 18, Column.NOTES: 50}
# The columns read mid-fight, which should fit the view side by side (the States column
# gives up room for the others, down to its rows' worst badge).
READ_MID_FIGHT = (Column.TURN, Column.INITIATIVE, Column.NAME, Column.SIDE, Column.WOUNDS, Column.BRUISES,
                  Column.STATES, Column.PENALTY)
# The States column is at least this many average characters wide: room for three badges.
STATES_MIN_CHARS = 25

# Badge colours (white text on each): readable on light and dark bases alike.
BADGE_COLOURS: dict[BadgeKind, QColor] = {
    BadgeKind.DYING: QColor(198, 40, 40),
    BadgeKind.DEAD: QColor(97, 97, 97),
    BadgeKind.UNCONSCIOUS: QColor(106, 27, 154),
    BadgeKind.DISABLED: QColor(191, 64, 0),  # white on it 5.3:1 (216, 84, 0 was 4.0:1; issue 26 item 3)
    BadgeKind.WOUNDED: QColor(150, 90, 10),
    BadgeKind.TEMP_HP: QColor(46, 125, 50),
    BadgeKind.CONDITION: QColor(21, 101, 192),
    BadgeKind.RESOURCE: QColor(0, 105, 92),  # white on it 6.6:1 (issue 29 item 4)
}
# The active row's accent: a bar at its left end and a frame a selection does not hide.
ACTIVE_ACCENT = QColor(245, 158, 11)
ACTIVE_BAR_WIDTH = 5
_BADGE_PAD = 3  # text to badge edge, each side
_BADGE_GAP = 3  # between badges
_BADGE_SCALE = 0.85  # badge type size against the table's


def badge_font(font: QFont) -> QFont:
    """The badges' type: a little smaller than the table's, never bold."""
    small = QFont(font)
    small.setBold(False)
    size = font.pointSizeF()
    if size > 0:
        small.setPointSizeF(max(6.0, size * _BADGE_SCALE))
    else:
        small.setPixelSize(max(8, round(font.pixelSize() * _BADGE_SCALE)))
    return small


def worst_badge_width(font: QFont, badges: list[Badge]) -> int:
    """The least States width that paints the first (worst) badge whole, with room for the
    "…" that stands for the others (as :meth:`BadgeDelegate._paint_badges` lays them out)."""
    if not badges:
        return 0
    more = QFontMetrics(badge_font(font)).horizontalAdvance("…") + 2 if len(badges) > 1 else 0
    return badges_width(font, badges[:1]) + more


def badges_width(font: QFont, badges: list[Badge]) -> int:
    """The width the badges take side by side in ``font`` (the table's), margins included."""
    if not badges:
        return 0
    metrics = QFontMetrics(badge_font(font))
    inner = sum(metrics.horizontalAdvance(b.text) + 2 * _BADGE_PAD for b in badges)
    return inner + _BADGE_GAP * (len(badges) - 1) + CELL_MARGIN + 2  # the grid line takes a pixel of the cell


class CombatantDelegate(QStyledItemDelegate):
    """The inline editors of the combatant table (every column but States paints as Qt does:
    no Python call per cell)."""

    # -- editing ---------------------------------------------------------------------
    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem,  # noqa: N802 - Qt's name
                     index: _AnyIndex) -> QWidget:
        column = Column(index.column())
        if column is Column.INITIATIVE:
            line = QLineEdit(parent)
            line.setObjectName("initiativeCellEditor")
            line.setValidator(OptionalIntValidator(ranges.INITIATIVE.low, ranges.INITIATIVE.high, line))
            line.setPlaceholderText(self.tr("not rolled"))
            line.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return line
        field = EDITED_FIELDS[column]
        spin = QSpinBox(parent)
        spin.setObjectName(f"{field}CellEditor")
        spin.setRange(*ranges.COMBATANT_INTS[field])
        spin.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return spin

    def setEditorData(self, editor: QWidget, index: _AnyIndex) -> None:  # noqa: N802 - Qt's name
        value = index.data(Qt.ItemDataRole.EditRole)
        if isinstance(editor, QLineEdit):
            editor.setText("" if value is None else str(value))
            editor.selectAll()
        elif isinstance(editor, QSpinBox):
            editor.setValue(int(value or 0))
            editor.selectAll()

    def setModelData(self, editor: QWidget, model: QAbstractItemModel,  # noqa: N802 - Qt's name
                     index: _AnyIndex) -> None:
        value: Any
        if isinstance(editor, QLineEdit):
            text = editor.text().strip()
            if not editor.hasAcceptableInput() and text:
                return  # "-" alone: nothing to set
            value = int(text) if text else None
        elif isinstance(editor, QSpinBox):
            editor.interpretText()
            value = editor.value()
        else:
            return
        model.setData(index, value, Qt.ItemDataRole.EditRole)


class BadgeDelegate(CombatantDelegate):
    """The States column: one coloured badge per damage state and condition."""

    # -- painting --------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _AnyIndex) -> None:
        badges = index.data(BADGES_ROLE)
        if badges:
            self._paint_badges(painter, option, index, badges)
        else:
            super().paint(painter, option, index)

    def _paint_badges(self, painter: QPainter, option: QStyleOptionViewItem, index: _AnyIndex,
                      badges: list[Badge]) -> None:
        """The cell's background and selection as usual, then the badges in place of the text."""
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        font = badge_font(opt.font)
        font.setBold(False)  # as measured (the acting row's bold would push its last badges out)
        metrics = QFontMetrics(font)
        rect: QRect = opt.rect
        height = min(rect.height() - 4, metrics.height() + 2)
        top = rect.top() + (rect.height() - height) // 2
        x = rect.left() + CELL_MARGIN // 2
        right = rect.right() - CELL_MARGIN // 2
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(font)
        # A defeated row's text is greyed, its badges are not: dimmed, "dead" in white on grey
        # fell to 2.2:1 (issue 26 item 3, tests/ui/test_contrast.py); they say why it is greyed.
        more = metrics.horizontalAdvance("…") + 2
        for number, badge in enumerate(badges):
            width = metrics.horizontalAdvance(badge.text) + 2 * _BADGE_PAD
            last = number == len(badges) - 1
            if x + width > right - (0 if last else more):
                painter.setPen(opt.palette.color(QPalette.ColorRole.Text))
                painter.drawText(QRect(x, top, max(0, right - x), height), Qt.AlignmentFlag.AlignVCenter, "…")
                break
            box = QRectF(x, top, width, height)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(BADGE_COLOURS[badge.kind])
            painter.drawRoundedRect(box, 4, 4)
            painter.setPen(QColor(255, 255, 255))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, badge.text)
            x += width + _BADGE_GAP
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: _AnyIndex) -> QSize:  # noqa: N802 - Qt's name
        hint = super().sizeHint(option, index)
        badges = index.data(BADGES_ROLE)
        if badges:
            hint.setWidth(badges_width(option.font, badges))
        return hint


class CombatantTable(QTableView):
    """The combatant table on a sorting proxy over a :class:`CombatantModel`."""

    def __init__(self, model: CombatantModel, proxy: QSortFilterProxyModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("combatantTable")
        self.setAccessibleName(self.tr("Combatants in turn order"))
        self._source = model
        self._fitting = False
        self._user_sized: set[int] = set()
        self.setModel(proxy)
        self.setItemDelegate(CombatantDelegate(self))
        self.setItemDelegateForColumn(Column.STATES, BadgeDelegate(self))
        # The indicator first: enabling sorting sorts once, by it (the turn order: no sort at all
        # with a CombatantSortProxy).
        self.horizontalHeader().setSortIndicator(Column.TURN, Qt.SortOrder.AscendingOrder)
        self.setSortingEnabled(True)
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        header = self.horizontalHeader()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        header.sectionResized.connect(self._on_section_resized)
        header.sectionHandleDoubleClicked.connect(lambda column: self._user_sized.add(column))  # the GM's too
        self._dragging = False
        header.viewport().installEventFilter(self)
        for column in HIDDEN_BY_DEFAULT:
            self.setColumnHidden(column, True)
        # The side beside the name (on screen at 1366 px in every language, issue 26 item 14);
        # a layout the GM saved keeps its own order.
        header.moveSection(header.visualIndex(Column.SIDE), header.visualIndex(Column.NAME) + 1)
        self._states_wanted = 0  # the States width that shows every badge of the fitted rows
        self._states_least = 0  # the least that shows each fitted row's worst badge whole
        self._fitted_once_shown = False
        self.fit_columns()
        model.modelReset.connect(self.fit_columns)
        model.rowsInserted.connect(self._on_rows_inserted)
        model.dataChanged.connect(self._on_data_changed)

    # -- widths ----------------------------------------------------------------------
    def _on_section_resized(self, column: int, _old: int, _new: int) -> None:
        if not self._fitting and self._dragging:
            self._user_sized.add(column)  # dragged by the GM: kept from now on

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """A resize between a press and a release on the header is the GM's own."""
        if watched is self.horizontalHeader().viewport():
            if event.type() == QEvent.Type.MouseButtonPress:
                self._dragging = True
            elif event.type() == QEvent.Type.MouseButtonRelease:
                self._dragging = False
        return super().eventFilter(watched, event)

    def _widths(self, rows: range) -> list[int]:
        """Per column: the widest content of ``rows`` (text in the row's font; badges). The
        least States width for their worst badges goes to ``_states_least`` (it only grows)."""
        model = self._source
        plain = self.fontMetrics()
        widest = [0] * len(Column)
        for row in rows:
            font = model.data(model.index(row, 0), Qt.ItemDataRole.FontRole)
            # The row's font as the delegate paints it: its bold/italic/strike over the table's type.
            metrics = QFontMetrics(font.resolve(self.font())) if isinstance(font, QFont) else plain
            for column in Column:
                index = model.index(row, column)
                if column is Column.STATES:
                    badges = index.data(BADGES_ROLE) or []
                    widest[column] = max(widest[column], badges_width(self.font(), badges))
                    self._states_least = max(self._states_least, worst_badge_width(self.font(), badges))
                    continue
                text = index.data(Qt.ItemDataRole.DisplayRole)
                if text:
                    widest[column] = max(widest[column], metrics.horizontalAdvance(text) + CELL_MARGIN)
        if rows:
            widest[Column.TURN] += ACTIVE_BAR_WIDTH
        return widest

    def cap_of(self, column: Column) -> int:
        """The widest a fitted column gets (:data:`FIT_CAPS` in this font), never narrower
        than its header's words."""
        chars = FIT_CAPS.get(column)
        cap = MAX_COLUMN_WIDTH if chars is None else min(chars * self.fontMetrics().averageCharWidth(),
                                                         MAX_COLUMN_WIDTH)
        return max(cap, self.header_width(column))

    def _cap(self, column: Column, width: int) -> int:
        if column is Column.STATES:
            width = max(width, STATES_MIN_CHARS * self.fontMetrics().averageCharWidth())
        return min(max(width, self.header_width(column)), self.cap_of(column))

    def fit_columns(self) -> None:
        """Each column as wide as its header and its widest content in the first FIT_ROWS
        rows, capped (:data:`FIT_CAPS`); columns the GM resized keep their width.

        Only the text, the row's font and the badges are measured: resizeColumnsToContents
        asks every row for every role through the delegate, the slowest part of start-up.
        """
        self._states_least = 0
        widest = self._widths(range(min(self._source.rowCount(), FIT_ROWS)))
        self._states_wanted = self._cap(Column.STATES, widest[Column.STATES])
        self._fitting = True
        try:
            for column in Column:
                if column not in self._user_sized:
                    self.setColumnWidth(column, self._cap(column, max(self.header_width(column), widest[column])))
        finally:
            self._fitting = False
        self.fit_states_to_view()

    def fit_states_to_view(self) -> None:
        """The States column as wide as its badges want, but no wider than what the other
        columns read mid-fight leave of the view, and never narrower than its rows' worst
        badge (nor its header): the name, the side and the hit penalty stay in view."""
        if Column.STATES in self._user_sized or self.isColumnHidden(Column.STATES):
            return
        view = self.viewport().width()
        others = sum(self.columnWidth(c) for c in READ_MID_FIGHT if c is not Column.STATES and not self.isColumnHidden(c))
        least = max(self._states_least, self.header_width(Column.STATES))
        width = max(self._states_wanted, least)
        if self.isVisible() and view > 0:
            width = max(least, min(width, view - others))
        if width != self.columnWidth(Column.STATES):
            self._fitting = True
            try:
                self.setColumnWidth(Column.STATES, width)
            finally:
                self._fitting = False

    def header_width(self, column: int) -> int:
        """The header's words whole, as Qt measures them (with room for a sort arrow)."""
        return self.horizontalHeader().sectionSizeFromContents(column).width()

    def _on_rows_inserted(self, _parent: QModelIndex, first: int, last: int) -> None:
        """New rows widen a column their content needs (up to its cap); nothing narrows."""
        self._grow(first, last)

    def _on_data_changed(self, top_left: QModelIndex, bottom_right: QModelIndex, _roles: Any = None) -> None:
        """A changed row (a rename, a new state, penalty dice) widens a column it needs."""
        self._grow(top_left.row(), bottom_right.row())

    def _grow(self, first: int, last: int) -> None:
        widest = self._widths(range(first, min(last, first + FIT_ROWS) + 1))
        self._states_wanted = max(self._states_wanted, self._cap(Column.STATES, widest[Column.STATES]))
        self._fitting = True
        try:
            for column in Column:
                if column is not Column.STATES and column not in self._user_sized \
                        and widest[column] > self.columnWidth(column):
                    self.setColumnWidth(column, max(self.columnWidth(column), self._cap(column, widest[column])))
        finally:
            self._fitting = False
        self.fit_states_to_view()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        """The first show fits the columns again: the window restored a layout saved at another
        font size or width before it (its hand-sized columns stay)."""
        super().showEvent(event)
        if not self._fitted_once_shown:
            self._fitted_once_shown = True
            self.fit_columns()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.fit_states_to_view()  # the dock moved: the States column takes what is left

    def user_sized(self) -> list[int]:
        """The columns the GM resized by hand (kept through a restart: the window saves them)."""
        return sorted(self._user_sized)

    def set_user_sized(self, columns: list[int]) -> None:
        self._user_sized = {c for c in columns if 0 <= c < len(Column)}

    def ensure_headers_fit(self) -> None:
        """Every shown column at least as wide as its header's words: a layout saved in another
        language (or before a switch) may be narrower than this language's headers."""
        self._fitting = True
        try:
            for column in Column:
                if not self.isColumnHidden(column) and self.columnWidth(column) < self.header_width(column):
                    self.setColumnWidth(column, self.header_width(column))
        finally:
            self._fitting = False

    def cap_columns(self) -> None:
        """No column wider than MAX_COLUMN_WIDTH (a layout saved before the cap may hold one)."""
        header = self.horizontalHeader()
        for column in range(header.count()):
            if header.sectionSize(column) > MAX_COLUMN_WIDTH:
                header.resizeSection(column, MAX_COLUMN_WIDTH)

    def set_table_font(self, font: QFont) -> None:
        """The table's type (the ``table_font_size`` setting): rows and widths follow it. The
        header keeps the application's type: the rows are what a GM reads from a distance,
        and a 14 pt header would take a third of the width at 1366 px (issue 26 item 6)."""
        header = self.horizontalHeader()
        header.setFont(QApplication.font(header))
        self.setFont(font)
        self.verticalHeader().setDefaultSectionSize(QFontMetrics(font).height() + 10)
        self.fit_columns()

    # -- the active row --------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.StyleChange):
            self._source.forget_looks()  # the rows' colours come from the palette (a theme switch)
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        """The cells as Qt paints them, then the active row's accent over them: one Python call
        a paint, not one a cell (issue 16), and a selection never hides it."""
        super().paintEvent(event)
        rect = self.active_row_rect()
        if rect is None or not event.rect().intersects(rect):
            return
        painter = QPainter(self.viewport())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ACTIVE_ACCENT)
        painter.drawRect(QRect(rect.left(), rect.top(), rect.width(), 2))
        painter.drawRect(QRect(rect.left(), rect.bottom() - 1, rect.width(), 2))
        painter.drawRect(QRect(rect.left(), rect.top(), ACTIVE_BAR_WIDTH, rect.height()))
        painter.end()

    def active_row_rect(self) -> QRect | None:
        """The row whose turn it is, in viewport coordinates (its shown columns, the grid line
        below it left out); None outside combat or when it is not shown."""
        encounter = self._source.encounter
        current = encounter.turn.current
        if not encounter.turn.started or current is None or not encounter.has(current):
            return None
        proxy = self.model()
        source_index = self._source.index(encounter.row_of(current), 0)
        index = proxy.mapFromSource(source_index) if isinstance(proxy, QSortFilterProxyModel) else source_index
        if not index.isValid() or self.isRowHidden(index.row()):
            return None
        header = self.horizontalHeader()
        left = self.columnViewportPosition(self.first_visible_column())
        right = header.length() - header.offset()
        grid = 1 if self.showGrid() else 0
        return QRect(left, self.rowViewportPosition(index.row()), right - left,
                     self.rowHeight(index.row()) - grid)

    def first_visible_column(self) -> int:
        """The logical column shown leftmost (where the active row's bar goes)."""
        header = self.horizontalHeader()
        for visual in range(header.count()):
            logical = header.logicalIndex(visual)
            if not header.isSectionHidden(logical):
                return logical
        return 0

"""Contrast measured from the pixels of a rendered window (issue 26 item 3).

A window (a dialog, the main window) is grabbed once with ``QWidget.grab()``; every
visible, enabled control in it is then measured on that image, at the geometry the style
gives it (``subElementRect``, ``visualRect``):

* **indicators** — each ``QCheckBox`` / ``QRadioButton`` indicator, and each check box an
  item view draws in its rows: the colour of the indicator's border against the pixels
  around it (WCAG 2.2 1.4.11, at least 3:1);
* **frames** — each input (line edit, spin box, combo box, item view): its frame against
  the background around the widget (1.4.11, at least 3:1);
* **badges** — a cell painted as coloured badges: the badges against the row (3:1; the
  white on each badge is a fixed pair, checked apart);
* **text** — each label, button, input and item-view row that shows text: the glyphs
  against the background they are drawn on (1.4.3, at least 4.5:1).

The colours are never read from the palette: a border drawn from a role the style darkens,
a style sheet, a delegate's own colour all count as they end up on the screen.
How a figure is found from the pixels (robust to anti-aliasing, to a check mark, to an icon):

* the *background* of a region is its most frequent colour;
* a *border* reaches ratio R when at least one pixel line's worth of the pixels in the
  band along its edge (``k`` pixels, half the rim) differ from the background by R or more;
* *text* reaches the ratio of its most contrasting pixel to the background inside its
  rectangle: glyph cores are drawn in the text's colour, their edges are blends.

Disabled controls are left out (WCAG exempts inactive components); so are widgets not
fully on screen (scrolled away, hidden).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from PySide6.QtCore import QModelIndex, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QStyleOptionViewItem,
    QToolButton,
    QWidget,
)

#: WCAG 2.2 1.4.11 (non-text contrast) and 1.4.3 (text contrast, normal size).
NON_TEXT_MINIMUM = 3.0
TEXT_MINIMUM = 4.5


def _linear(channel: int) -> float:
    c = channel / 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


_LINEAR = [_linear(v) for v in range(256)]


def luminance(rgb: int) -> float:
    """WCAG relative luminance of a 0xRRGGBB colour."""
    return (0.2126 * _LINEAR[(rgb >> 16) & 0xFF] + 0.7152 * _LINEAR[(rgb >> 8) & 0xFF]
            + 0.0722 * _LINEAR[rgb & 0xFF])


def ratio(a: int | QColor, b: int | QColor) -> float:
    """WCAG contrast ratio of two colours (1.0 … 21.0)."""
    la = luminance(a.rgb() & 0xFFFFFF if isinstance(a, QColor) else a)
    lb = luminance(b.rgb() & 0xFFFFFF if isinstance(b, QColor) else b)
    high, low = max(la, lb), min(la, lb)
    return (high + 0.05) / (low + 0.05)


class Pixels:
    """A grabbed window's pixels, read as 0xRRGGBB (alpha dropped: a grab is opaque)."""

    def __init__(self, widget: QWidget) -> None:
        image = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
        self.ratio = image.devicePixelRatio()
        self.width = image.width()
        self.height = image.height()
        self._bpl = image.bytesPerLine()
        self._data = bytes(image.constBits())  # type: ignore[call-overload]
        self._memo: dict[tuple[int, int], float] = {}

    def at(self, x: int, y: int) -> int:
        i = y * self._bpl + x * 4  # little-endian 0xAARRGGBB: B, G, R, A
        d = self._data
        return (d[i + 2] << 16) | (d[i + 1] << 8) | d[i]

    def inside(self, x: int, y: int) -> bool:
        return 0 <= x < self.width and 0 <= y < self.height

    def colours(self, points: Iterable[tuple[int, int]]) -> list[int]:
        return [self.at(x, y) for x, y in points if self.inside(x, y)]

    def contrast(self, a: int, b: int) -> float:
        key = (a, b) if a < b else (b, a)
        found = self._memo.get(key)
        if found is None:
            found = self._memo[key] = ratio(a, b)
        return found


def dominant(colours: list[int]) -> int | None:
    """The most frequent colour (the background of a region)."""
    return Counter(colours).most_common(1)[0][0] if colours else None


def band(rect: QRect, width: int) -> Iterator[tuple[int, int]]:
    """The pixels of ``rect`` less than ``width`` from its edge."""
    for y in range(rect.top(), rect.bottom() + 1):
        for x in range(rect.left(), rect.right() + 1):
            if (x - rect.left() < width or rect.right() - x < width
                    or y - rect.top() < width or rect.bottom() - y < width):
                yield x, y


def ring(rect: QRect, gap: int, width: int) -> Iterator[tuple[int, int]]:
    """The pixels around ``rect``: from ``gap`` to ``gap + width - 1`` outside its edge."""
    outer = rect.adjusted(-gap - width + 1, -gap - width + 1, gap + width - 1, gap + width - 1)
    inner = rect.adjusted(-gap + 1, -gap + 1, gap - 1, gap - 1)
    for x, y in band(outer, width):
        if not inner.contains(x, y):
            yield x, y


def rim_contrast(pixels: Pixels, rect: QRect, around: int, depth: int = 2) -> float:
    """How far the rim of ``rect`` (``depth`` pixels deep) stands out from ``around``: the
    ratio reached by at least half a rim's worth of its pixels (one full line of a border)."""
    values = sorted((pixels.contrast(c, around) for c in pixels.colours(band(rect, depth))), reverse=True)
    if not values:
        return 0.0
    k = max(3, min(len(values), rect.width() + rect.height()) // 2)
    return values[min(k, len(values)) - 1]


def glyph_contrast(pixels: Pixels, rect: QRect) -> tuple[float, int | None]:
    """The text in ``rect``: its most contrasting pixel against the region's background."""
    colours = pixels.colours((x, y) for y in range(rect.top(), rect.bottom() + 1)
                             for x in range(rect.left(), rect.right() + 1))
    background = dominant(colours)
    if background is None:
        return 0.0, None
    best = max((pixels.contrast(c, background) for c in set(colours)), default=1.0)
    return best, background


@dataclass(frozen=True)
class Measure:
    """One figure: what was measured (``indicator``, ``frame`` or ``text``), on which widget."""

    kind: str
    widget: str
    ratio: float
    detail: str = ""

    @property
    def minimum(self) -> float:
        return TEXT_MINIMUM if self.kind == "text" else NON_TEXT_MINIMUM

    @property
    def passes(self) -> bool:
        return self.ratio >= self.minimum

    def __str__(self) -> str:
        return f"{self.kind} {self.widget}{' ' + self.detail if self.detail else ''}: {self.ratio:.2f}:1"


def name_of(widget: QWidget) -> str:
    return f"{widget.objectName() or '-'}/{type(widget).__name__}"


def _shown(widget: QWidget, top: QWidget) -> bool:
    """Enabled and fully on screen inside ``top`` (no part scrolled away or covered by clipping)."""
    if not widget.isEnabled() or not widget.isVisibleTo(top) or widget.width() < 4 or widget.height() < 4:
        return False
    return widget.visibleRegion().boundingRect() == widget.rect()


def _in_top(widget: QWidget, top: QWidget, rect: QRect) -> QRect:
    return rect.translated(widget.mapTo(top, QPoint(0, 0)))


def _button_option(widget: QAbstractButton) -> QStyleOptionButton:
    option = QStyleOptionButton()
    try:
        widget.initStyleOption(option)  # type: ignore[attr-defined]
    except (AttributeError, TypeError):
        option.initFrom(widget)
        option.text = widget.text()
        option.iconSize = widget.iconSize()
    return option


def indicator_measures(pixels: Pixels, top: QWidget, widget: QAbstractButton) -> list[Measure]:
    radio = isinstance(widget, QRadioButton)
    option = _button_option(widget)
    element = QStyle.SubElement.SE_RadioButtonIndicator if radio else QStyle.SubElement.SE_CheckBoxIndicator
    rect = _in_top(widget, top, widget.style().subElementRect(element, option, widget))
    around = dominant(pixels.colours(ring(rect, 1, 2)))
    if around is None:
        return []
    state = "checked" if widget.isChecked() else "unchecked"
    return [Measure("indicator", name_of(widget), rim_contrast(pixels, rect, around, 3 if radio else 2),
                    f"({state}, indicator)")]


def _view_option(view: QAbstractItemView, index: QModelIndex) -> QStyleOptionViewItem:
    option = QStyleOptionViewItem()
    try:
        view.initViewItemOption(option)  # type: ignore[attr-defined]
    except (AttributeError, TypeError):
        option.initFrom(view)
    option.rect = view.visualRect(index)
    delegate = view.itemDelegateForIndex(index)
    try:
        delegate.initStyleOption(option, index)  # type: ignore[attr-defined]
    except (AttributeError, TypeError):
        pass
    return option


#: Tells whether a cell is painted as badges (coloured shapes with their own text colour):
#: such a cell is measured as a shape on its row (3:1), its text on the badge apart.
BadgeCell = Callable[[QAbstractItemView, QModelIndex], bool]


def view_measures(pixels: Pixels, top: QWidget, view: QAbstractItemView,
                  badge_cell: BadgeCell | None = None) -> list[Measure]:
    """An item view's frame, each row's check box and each cell's text."""
    measures = [frame_measure(pixels, top, view)]
    model = view.model()
    if model is None:
        return [m for m in measures if m is not None]
    viewport = view.viewport()
    visible = viewport.rect()
    root = view.rootIndex()
    try:
        columns = model.columnCount(root)
    except TypeError:  # a QListWidget's own model keeps it private: one column
        columns = 1
    for row in range(model.rowCount(root)):
        for column in range(columns):
            index = model.index(row, column, root)
            whole = view.visualRect(index)
            cell = whole.intersected(visible)  # a row wider than the view is cut at its edge
            if cell.isEmpty() or cell.height() != whole.height() or _hidden_column(view, column):
                continue
            enabled = bool(index.flags() & Qt.ItemFlag.ItemIsEnabled)
            label = f"[{row},{column}] {str(index.data() or '')[:24]!r}"
            if enabled and index.data(Qt.ItemDataRole.CheckStateRole) is not None:
                option = _view_option(view, index)
                check = view.style().subElementRect(QStyle.SubElement.SE_ItemViewItemCheckIndicator, option, view)
                check = _in_top(viewport, top, check.intersected(cell))
                around = dominant(pixels.colours(ring(check, 1, 2)))
                if around is not None:
                    state = "checked" if index.data(Qt.ItemDataRole.CheckStateRole) in (
                        Qt.CheckState.Checked, Qt.CheckState.Checked.value) else "unchecked"
                    measures.append(Measure("indicator", name_of(view), rim_contrast(pixels, check, around),
                                            f"{label} ({state}, item check box)"))
            if enabled and str(index.data() or "").strip():
                option = _view_option(view, index)
                text_rect = view.style().subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, view)
                text_rect = _in_top(viewport, top, text_rect.intersected(cell)).adjusted(1, 1, -1, -1)
                if badge_cell is not None and badge_cell(view, index):
                    text_rect = _in_top(viewport, top, cell).adjusted(1, 1, -1, -1)
                    measures.append(Measure("badge", name_of(view), glyph_contrast(pixels, text_rect)[0], label))
                elif text_rect.width() > 2 and text_rect.height() > 2:
                    measures.append(Measure("text", name_of(view), glyph_contrast(pixels, text_rect)[0], label))
    return [m for m in measures if m is not None]


def _hidden_column(view: QAbstractItemView, column: int) -> bool:
    is_hidden = getattr(view, "isColumnHidden", None)
    return bool(is_hidden(column)) if is_hidden is not None else False


def frame_measure(pixels: Pixels, top: QWidget, widget: QWidget) -> Measure | None:
    """An input's frame (its outer rim) against the background around the widget."""
    rect = _in_top(widget, top, widget.rect())
    around = dominant(pixels.colours(ring(rect, 1, 3)))
    if around is None:
        return None
    return Measure("frame", name_of(widget), rim_contrast(pixels, rect, around, 2), "(frame)")


def _text_rect(widget: QWidget) -> QRect | None:
    """Where ``widget`` draws its text (its own coordinates), or None when it shows none."""
    style = widget.style()
    if isinstance(widget, (QCheckBox, QRadioButton)):
        if not widget.text():
            return None
        element = (QStyle.SubElement.SE_RadioButtonContents if isinstance(widget, QRadioButton)
                   else QStyle.SubElement.SE_CheckBoxContents)
        return style.subElementRect(element, _button_option(widget), widget)
    if isinstance(widget, (QPushButton, QToolButton)):
        if not widget.text() or (isinstance(widget, QToolButton)
                                 and widget.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly
                                 and not widget.icon().isNull()):
            return None
        return widget.rect().adjusted(4, 4, -4, -4)
    if isinstance(widget, QLineEdit):
        if not (widget.text() or widget.placeholderText()) or widget.echoMode() != QLineEdit.EchoMode.Normal:
            return None
        return widget.rect().adjusted(3, 3, -3, -3)
    if isinstance(widget, QComboBox):
        if widget.isEditable() or not widget.currentText():
            return None  # an editable one's text is its QLineEdit's
        option = QStyleOptionComboBox()
        widget.initStyleOption(option)  # type: ignore[attr-defined]
        return style.subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                    QStyle.SubControl.SC_ComboBoxEditField, widget)
    if isinstance(widget, QLabel):
        if not widget.text().strip():
            return None
        return widget.contentsRect()
    if isinstance(widget, QGroupBox):
        if not widget.title():
            return None
        return QRect(0, 0, widget.width(), widget.fontMetrics().height() + 2).adjusted(2, 0, -2, 0)
    return None


def text_measure(pixels: Pixels, top: QWidget, widget: QWidget) -> Measure | None:
    rect = _text_rect(widget)
    if rect is None or rect.width() < 3 or rect.height() < 3:
        return None
    found, _ = glyph_contrast(pixels, _in_top(widget, top, rect).intersected(QRect(0, 0, pixels.width, pixels.height)))
    text = getattr(widget, "text", None) or getattr(widget, "title", None)
    shown = text() if callable(text) else ""
    return Measure("text", name_of(widget), found, f"{shown[:24]!r}")


def is_input(widget: QWidget) -> bool:
    if isinstance(widget, QLineEdit):
        return widget.hasFrame() and not isinstance(widget.parentWidget(), (QAbstractSpinBox, QComboBox))
    return isinstance(widget, (QAbstractSpinBox, QComboBox))


def measure_window(top: QWidget, badge_cell: BadgeCell | None = None) -> list[Measure]:
    """Every figure of ``top`` as it is on screen now (grabbed once)."""
    pixels = Pixels(top)
    measures: list[Measure | None] = []
    for widget in [top, *top.findChildren(QWidget)]:
        if not _shown(widget, top):
            continue
        if isinstance(widget, (QCheckBox, QRadioButton)):
            measures.extend(indicator_measures(pixels, top, widget))
        if isinstance(widget, QAbstractItemView):
            measures.extend(view_measures(pixels, top, widget, badge_cell))
            continue
        if is_input(widget):
            measures.append(frame_measure(pixels, top, widget))
        measures.append(text_measure(pixels, top, widget))
    return [m for m in measures if m is not None]


def lowest(measures: Iterable[Measure], kinds: tuple[str, ...]) -> Measure | None:
    chosen = [m for m in measures if m.kind in kinds]
    return min(chosen, key=lambda m: m.ratio) if chosen else None

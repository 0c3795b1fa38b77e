"""The forecast's pictures (issue 31 item 1), drawn with QPainter (the bundle carries no QtCharts):

* :class:`WinChart` — each side's chance to win, a bar with its 95 % interval as a whisker, and the draws;
* :class:`DownChart` — each combatant's chance to end the fight down, stacked: dead, dying, unconscious;
* :class:`RoundsChart` — how many rounds the fights took (a bar per round, the draws apart);
* :class:`WoundsChart` — the wounds each player character is expected to end with (its mean).

Each takes plain numbers and texts already in the user's language (names as the GM typed them: drawn
as text, never as rich text) and says what it shows in its accessible description, so a screen reader
reads the numbers the bars draw. Colours come in a light and a dark version and every bar has its
number written beside it: colour is never the only mark.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QSizePolicy, QWidget

from gmtracker.ui.widgets.theme import is_dark

# (light, dark) pairs: each reads on its theme's window at 3:1 or more.
COLOURS: dict[str, tuple[QColor, QColor]] = {
    "players": (QColor(21, 101, 192), QColor(100, 181, 246)),
    "enemies": (QColor(198, 40, 40), QColor(239, 154, 154)),
    "draw": (QColor(97, 97, 97), QColor(189, 189, 189)),
    "dead": (QColor(74, 20, 40), QColor(179, 136, 255)),
    "dying": (QColor(216, 67, 21), QColor(255, 171, 145)),
    "unconscious": (QColor(249, 168, 37), QColor(255, 224, 130)),
    "rounds": (QColor(0, 105, 92), QColor(77, 208, 225)),
    "wounds": (QColor(136, 14, 79), QColor(240, 98, 146)),
}

_PAD = 6


def colour(widget: QWidget, name: str) -> QColor:
    light, dark = COLOURS[name]
    return QColor(dark if is_dark(widget) else light)


class _Chart(QWidget):
    """A titled chart: the title on top, the drawing below (subclasses draw in :meth:`draw`)."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(260, 120)
        self._title = ""
        self._empty = ""

    def set_title(self, title: str, empty: str = "") -> None:
        """The chart's title, and what it says while it has nothing to draw."""
        self._title = title
        self._empty = empty
        self.setAccessibleName(title)
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(420, 220)

    def text_colour(self) -> QColor:
        return self.palette().color(QPalette.ColorRole.WindowText)

    def faint_colour(self) -> QColor:
        text = self.text_colour()
        return QColor(text.red(), text.green(), text.blue(), 70)

    def has_data(self) -> bool:
        return False

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.palette().color(QPalette.ColorRole.Base))
        font = painter.font()
        bold = painter.font()
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(self.text_colour())
        metrics = QFontMetrics(bold)
        painter.drawText(QRectF(_PAD, _PAD, self.width() - 2 * _PAD, metrics.height()),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self._title)
        painter.setFont(font)
        area = QRectF(_PAD, _PAD + metrics.height() + 4, self.width() - 2 * _PAD,
                      self.height() - 2 * _PAD - metrics.height() - 4)
        if self.has_data():
            self.draw(painter, area)
        elif self._empty:
            painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self._empty)
        painter.end()

    def draw(self, painter: QPainter, area: QRectF) -> None:  # pragma: no cover - each chart draws
        raise NotImplementedError

    def _label(self, painter: QPainter, rect: QRectF, text: str, align: Qt.AlignmentFlag) -> None:
        painter.setPen(self.text_colour())
        metrics = QFontMetrics(painter.font())
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))
        painter.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter, shown)


class _RowChart(_Chart):
    """A chart of labelled bars, one row each (its rows' first item is the label, its last the value's text)."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(name, parent)
        self._rows: list[tuple[Any, ...]] = []

    def _set(self, rows: Sequence[tuple[Any, ...]], description: str) -> None:
        self._rows = list(rows)
        self.setAccessibleDescription(description)
        self.update()

    def has_data(self) -> bool:
        return bool(self._rows)

    def _drawn_rows(self, painter: QPainter, area: QRectF) -> Iterator[tuple[tuple[Any, ...], QRectF, QRectF]]:
        """Each row with its label drawn: (the row, its bar's box, its value's box after the longest bar)."""
        metrics = QFontMetrics(painter.font())
        labels = [row[0] for row in self._rows]
        label_width = min(area.width() * 0.38, max((metrics.horizontalAdvance(t) for t in labels), default=0) + 8)
        value_width = max((metrics.horizontalAdvance(row[-1]) for row in self._rows), default=0) + 8
        height = min(area.height() / max(1, len(self._rows)), metrics.height() * 2.0)
        width = max(10.0, area.width() - label_width - value_width)
        left = area.left() + label_width
        for number, row in enumerate(self._rows):
            top = area.top() + number * height
            self._label(painter, QRectF(area.left(), top, label_width - 4, height), row[0], Qt.AlignmentFlag.AlignLeft)
            yield row, QRectF(left, top + height * 0.2, width, height * 0.6), QRectF(left + width + 4, top,
                                                                                     value_width, height)


class WinChart(_RowChart):
    """Each side's chance to win with its 95 % interval, and the draws."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("forecastWinChart", parent)

    def set_rows(self, rows: Sequence[tuple[str, str, float, float, float, str]], description: str) -> None:
        """``rows``: (label, colour name, chance, low, high, the chance as text)."""
        self._set(rows, description)

    def draw(self, painter: QPainter, area: QRectF) -> None:
        for (_, name, chance, low, high, text), bar, value in self._drawn_rows(painter, area):
            painter.fillRect(bar, self.faint_colour())
            painter.fillRect(QRectF(bar.left(), bar.top(), bar.width() * chance, bar.height()), colour(self, name))
            if high > low:  # the 95 % interval: a whisker across the bar's end
                painter.setPen(self.text_colour())
                middle = bar.center().y()
                x_low, x_high = bar.left() + bar.width() * low, bar.left() + bar.width() * high
                painter.drawLine(int(x_low), int(middle), int(x_high), int(middle))
                for x in (x_low, x_high):
                    painter.drawLine(int(x), int(bar.top()), int(x), int(bar.bottom()))
            self._label(painter, value, text, Qt.AlignmentFlag.AlignLeft)


class DownChart(_RowChart):
    """Each combatant's chance to end down, stacked: dead, dying, unconscious (with a legend)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("forecastDownChart", parent)
        self._legend: list[tuple[str, str]] = []

    def set_rows(self, rows: Sequence[tuple[str, float, float, float, str]], legend: Sequence[tuple[str, str]],
                 description: str) -> None:
        """``rows``: (name, dead, dying, unconscious, the chance down as text); ``legend``: (colour name, word)."""
        self._legend = list(legend)
        self.setMinimumHeight(int(QFontMetrics(self.font()).height() * 1.6 * (len(rows) + 3)))
        self._set(rows, description)

    def draw(self, painter: QPainter, area: QRectF) -> None:
        metrics = QFontMetrics(painter.font())
        legend_height = metrics.height() + 6
        x = area.left()
        for name, word in self._legend:
            painter.fillRect(QRectF(x, area.top() + 3, 12, 12), colour(self, name))
            painter.setPen(self.text_colour())
            painter.drawText(QRectF(x + 16, area.top(), metrics.horizontalAdvance(word) + 4, legend_height),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, word)
            x += 16 + metrics.horizontalAdvance(word) + 14
        body = QRectF(area.left(), area.top() + legend_height, area.width(), area.height() - legend_height)
        for (_, dead, dying, unconscious, text), bar, value in self._drawn_rows(painter, body):
            painter.fillRect(bar, self.faint_colour())
            at = bar.left()
            for name, share in (("dead", dead), ("dying", dying), ("unconscious", unconscious)):
                painter.fillRect(QRectF(at, bar.top(), bar.width() * share, bar.height()), colour(self, name))
                at += bar.width() * share
            self._label(painter, value, text, Qt.AlignmentFlag.AlignLeft)


class RoundsChart(_Chart):
    """How many rounds the fights took: a bar per round (the highest drawn full height), the draws apart."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("forecastRoundsChart", parent)
        self._counts: list[int] = []
        self._draws = 0
        self._caption = ""
        self._draw_word = ""

    def set_counts(self, counts: Sequence[int], draws: int, caption: str, draw_word: str, description: str) -> None:
        """``counts[n]``: fights won or lost in round n + 1; ``draws``: fights stopped at the round limit."""
        self._counts = list(counts)
        self._draws = draws
        self._caption = caption
        self._draw_word = draw_word
        self.setAccessibleDescription(description)
        self.update()

    def has_data(self) -> bool:
        return bool(self._counts) or self._draws > 0

    def draw(self, painter: QPainter, area: QRectF) -> None:
        metrics = QFontMetrics(painter.font())
        line = metrics.height()
        last = max((n for n, count in enumerate(self._counts) if count), default=0) + 1
        shown = self._counts[:max(last, 1)]
        columns = len(shown) + (2 if self._draws else 0)
        peak = max([*shown, self._draws, 1])
        plot = QRectF(area.left(), area.top(), area.width(), area.height() - 2 * line - 4)
        step = plot.width() / max(1, columns)
        for number, count in enumerate(shown):
            height = plot.height() * count / peak
            painter.fillRect(QRectF(plot.left() + number * step + 1, plot.bottom() - height, max(1.0, step - 2),
                                    height), colour(self, "rounds"))
        if self._draws:
            height = plot.height() * self._draws / peak
            painter.fillRect(QRectF(plot.left() + (columns - 1) * step + 1, plot.bottom() - height,
                                    max(1.0, step - 2), height), colour(self, "draw"))
        painter.setPen(self.text_colour())
        painter.drawLine(int(plot.left()), int(plot.bottom()), int(plot.right()), int(plot.bottom()))
        labels = QRectF(plot.left(), plot.bottom() + 2, plot.width(), line)
        every = max(1, int(metrics.horizontalAdvance("00") * 1.8 // max(1.0, step)) + 1)
        for number in range(0, len(shown), every):
            centre = plot.left() + (number + 0.5) * step  # under its bar
            painter.drawText(QRectF(centre - step * every / 2, labels.top(), max(step * every, 1), line),
                             Qt.AlignmentFlag.AlignHCenter, QWidget.locale(self).toString(number + 1))
        if self._draws:
            word = metrics.elidedText(self._draw_word, Qt.TextElideMode.ElideRight, int(step * 2))
            painter.drawText(QRectF(plot.left() + (columns - 2) * step, labels.top(), step * 2, line),
                             Qt.AlignmentFlag.AlignRight, word)
        painter.drawText(QRectF(area.left(), labels.bottom() + 2, area.width(), line),
                         Qt.AlignmentFlag.AlignLeft, metrics.elidedText(self._caption, Qt.TextElideMode.ElideRight,
                                                                      int(area.width())))


class WoundsChart(_RowChart):
    """The wounds each player character is expected to end with (the mean over the fights)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("forecastWoundsChart", parent)

    def set_rows(self, rows: Sequence[tuple[str, float, str]], description: str) -> None:
        """``rows``: (name, mean wounds, the number as text)."""
        self._set(rows, description)

    def draw(self, painter: QPainter, area: QRectF) -> None:
        top_value = max([row[1] for row in self._rows] + [1.0])
        for (_, wounds, text), bar, value in self._drawn_rows(painter, area):
            length = bar.width() * wounds / top_value
            painter.fillRect(QRectF(bar.left(), bar.top(), length, bar.height()), colour(self, "wounds"))
            self._label(painter, value.translated(length - bar.width(), 0), text, Qt.AlignmentFlag.AlignLeft)

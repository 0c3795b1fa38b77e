"""A scroll area that scrolls up and down only and is never narrower than its contents.

A plain ``QScrollArea`` with a resizable widget keeps its own small minimum width, so a
longer language (or a long name) makes the contents wider than the view: they scroll
sideways, or are cut off when the sideways bar is off. :class:`ColumnScrollArea` asks for
the contents' minimum width (plus its frame and vertical bar), and asks again whenever the
contents' layout changes (cards added or removed), so the window's layout makes room.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QVBoxLayout, QWidget


class ColumnScrollArea(QScrollArea):
    """A vertical column of contents (cards, form rows) that always fits sideways."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().minimumSizeHint()
        inside = self.widget()
        if inside is None:
            return hint
        width = inside.minimumSizeHint().width() + 2 * self.frameWidth()
        width += self.verticalScrollBar().sizeHint().width()  # room for the bar when it shows
        return QSize(max(hint.width(), width), hint.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the contents' minimum may have changed: ask the layout again
        return super().eventFilter(watched, event)


class CardColumn(ColumnScrollArea):
    """A column of cards that asks for the height of all its cards: a dialog at its natural size
    shows them all when the screen has room, and scrolls only when it has not."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().sizeHint()
        inside = self.widget()
        if inside is None:
            return hint
        return QSize(max(hint.width(), self.minimumSizeHint().width()), self._all_height(inside))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """Never taller than all the cards: one short card leaves no empty band under it."""
        hint = super().minimumSizeHint()
        inside = self.widget()
        if inside is None:
            return hint
        return QSize(hint.width(), min(hint.height(), self._all_height(inside)))

    def _all_height(self, inside: QWidget) -> int:
        return inside.sizeHint().height() + 2 * self.frameWidth()


def card_column(parent: QWidget, name: str) -> tuple[ColumnScrollArea, QVBoxLayout]:
    """A frameless :class:`CardColumn` named ``name`` holding a column of cards, top-aligned:
    insert each card into the returned layout before its closing stretch."""
    area = CardColumn(parent)
    area.setObjectName(name)
    area.setFrameShape(QFrame.Shape.NoFrame)
    holder = QWidget(area)
    column = QVBoxLayout(holder)
    column.setContentsMargins(0, 0, 0, 0)
    column.addStretch(1)
    area.setWidget(holder)
    return area, column

"""The turn banner above the table: the encounter's name, and the round, whose turn it is and
the time elapsed, in large type — always in view (a laptop's status bar can fall off a 720-pixel
work area), read across the table by a GM mid-fight.

A double-click asks for the encounter to be renamed (:attr:`TurnBanner.rename_requested`; the
main window opens the rename dialog). Both texts are plain text: a name typed as ``<b>`` stays
``<b>``.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QWidget

from gmtracker.ui.words.user_text import tooltip

#: The round line's type size, relative to the window's.
ROUND_SCALE = 1.45
#: The encounter name's.
NAME_SCALE = 1.15


class _ElidedLabel(QLabel):
    """One line that asks for its whole text's width but can be narrower: then it ends in "…",
    with the whole text in its tooltip (a long name must not push the window past a laptop's
    screen)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._whole = ""
        self.setProperty("elided", True)  # cut on purpose (the clipping checks skip it); whole in the tooltip

    def set_whole_text(self, text: str) -> None:
        self._whole = text
        self.updateGeometry()
        self._fit()

    def text(self) -> str:  # noqa: D102 - the whole line, as set (what is painted may end in "…")
        return self._whole

    def shown_text(self) -> str:
        """What is painted: the whole text, or its start and "…"."""
        return super().text()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        margins = self.contentsMargins()
        return QSize(self.fontMetrics().horizontalAdvance(self._whole) + margins.left() + margins.right() + 2,
                     super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self.fontMetrics().horizontalAdvance("…") * 3, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        shown = self.fontMetrics().elidedText(self._whole, Qt.TextElideMode.ElideRight, self.contentsRect().width())
        self.setText(shown)
        self.setToolTip(tooltip(self._whole) if shown != self._whole else "")  # follows every resize


def _label(parent: QWidget, name: str, scale: float) -> _ElidedLabel:
    label = _ElidedLabel(parent)
    label.setObjectName(name)
    label.setTextFormat(Qt.TextFormat.PlainText)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(True)
    label.setFont(font)
    return label


class TurnBanner(QFrame):
    """The encounter's name on the left; the round, whose turn and the time on the right."""

    rename_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnBanner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        self.setAutoFillBackground(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.name_label = _label(self, "encounterNameLabel", NAME_SCALE)
        self.name_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # the round line first
        self.round_label = _label(self, "roundLabel", ROUND_SCALE)
        self.round_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 4)
        layout.addWidget(self.name_label, 1)
        layout.addWidget(self.round_label)

    def set_name(self, name: str) -> None:
        """The encounter's name (cut to the room there is)."""
        self.name_label.set_whole_text(name)

    def set_turn(self, text: str) -> None:
        """The round line: round, whose turn, elapsed time (or "Not in combat"); cut with "…"
        only when the window is too narrow for it."""
        self.round_label.set_whole_text(text)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if event.button() == Qt.MouseButton.LeftButton:
            self.rename_requested.emit()
            event.accept()
            return
        super().mouseDoubleClickEvent(event)


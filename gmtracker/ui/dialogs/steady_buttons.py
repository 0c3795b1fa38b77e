"""A dialog whose OK button stays under the GM's hand (issue 26 items 4, 8 and 14).

A dialog that changes size while the GM works in it moves its buttons: New attack profile
shrank when its name error cleared and the OK click landed on Cancel. Qt grows a shown window
by itself (to its layout's new minimum) from its top-left corner, so OK and Cancel, at the
bottom right, move with every growth. :func:`keep_buttons_in_place` makes a dialog:

* **grow up and to the left**: whenever it is resized by the program (Qt's own minimum, a
  ``resize()``), it is moved so that the bottom-right corner of its frame — where OK and Cancel
  are — stays where it was, as long as the screen has room above and to the left;
* **never shrink** while shown: :func:`grow_to` takes the larger of the size it has and the size
  asked for, within the screen less room for a task bar (:data:`SCREEN_MARGIN`).

A window the GM drags or resizes by hand (a spontaneous move or resize, from the window
manager) sets the new corner. The contents' own long parts (lists, dice boxes, result cards)
scroll instead of growing past the screen; the dialogs size those with a fixed height.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, QTimer
from PySide6.QtWidgets import QWidget

# Room kept free on the screen (a task bar, the title bar): a dialog is at most this much smaller.
SCREEN_MARGIN = QSize(40, 60)

# The size a dialog that rolls opens at (within the screen, see :func:`largest_size`): room for its
# largest state on a 1366×768 laptop, two thirds of its width and its height less :data:`SCREEN_MARGIN`.
OPENING_SIZE = QSize(928, 768 - 60)

_PROPERTY = "_steadyButtons"


def screen_room(widget: QWidget) -> QRect | None:
    """The part of ``widget``'s screen a dialog may use (its available geometry), or None offscreen without one."""
    screen = widget.screen()
    return None if screen is None else screen.availableGeometry()


def largest_size(widget: QWidget, wanted: QSize) -> QSize:
    """``wanted`` within the screen less :data:`SCREEN_MARGIN`, never under the widget's minimum size hint."""
    room = screen_room(widget)
    width, height = wanted.width(), wanted.height()
    if room is not None:
        width = min(width, room.width() - SCREEN_MARGIN.width())
        height = min(height, room.height() - SCREEN_MARGIN.height())
    minimum = widget.minimumSizeHint()
    return QSize(max(width, minimum.width()), max(height, minimum.height()))


def grow_to(widget: QWidget, wanted: QSize) -> None:
    """Resize ``widget``: before it is shown to ``wanted`` (within the screen); once shown only
    larger, never smaller (the corner with the buttons stays, see :func:`keep_buttons_in_place`)."""
    size = largest_size(widget, wanted)
    if widget.isVisible():
        size = size.expandedTo(widget.size())
    if size != widget.size():
        widget.resize(size)


class _Corner(QObject):
    """The event filter of :func:`keep_buttons_in_place`: the frame's bottom-right corner, kept."""

    def __init__(self, dialog: QWidget) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        self.corner: QPoint | None = None
        self.moving = False

    def remember(self) -> None:
        if self.dialog.isVisible():
            self.corner = self.dialog.frameGeometry().bottomRight()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        # A wrapper whose C++ object is gone can be asked again (shiboken reuses addresses): no dialog, no filter.
        if getattr(self, "dialog", None) is None or watched is not self.dialog:
            return False
        kind = event.type()
        if kind == QEvent.Type.Show:
            self.corner = None  # Qt places a dialog (centred on its parent) after its show event
            QTimer.singleShot(0, self, self.remember)
        elif kind == QEvent.Type.Hide:
            self.corner = None
        elif kind == QEvent.Type.Move and not self.moving:
            self.remember()  # placed by Qt, moved by the program or dragged by the GM: the buttons are there now
        elif kind == QEvent.Type.Resize and not self.moving:
            if event.spontaneous() or self.corner is None:
                self.remember()  # resized by the GM's hand (or not placed yet)
            else:
                self._back_to_corner()
        return False

    def _back_to_corner(self) -> None:
        assert self.corner is not None
        frame = self.dialog.frameGeometry()
        x = self.corner.x() - frame.width() + 1
        y = self.corner.y() - frame.height() + 1
        room = screen_room(self.dialog)
        if room is not None:  # the screen's edge stops it: the buttons move rather than leave the screen
            x = min(max(x, room.left()), max(room.left(), room.right() - frame.width() + 1))
            y = min(max(y, room.top()), max(room.top(), room.bottom() - frame.height() + 1))
        if (x, y) != (frame.x(), frame.y()):
            self.moving = True
            try:
                self.dialog.move(x, y)
            finally:
                self.moving = False
        self.remember()


def keep_buttons_in_place(dialog: QWidget) -> None:
    """From now on ``dialog`` grows up and to the left, its bottom-right corner (OK, Cancel) kept
    (see the module docstring). Calling it again does nothing."""
    if dialog.property(_PROPERTY):
        return
    dialog.setProperty(_PROPERTY, True)
    corner = _Corner(dialog)
    setattr(dialog, "_steady_corner", corner)  # the Python side lives as long as the dialog's wrapper
    dialog.installEventFilter(corner)

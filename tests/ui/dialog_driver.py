"""Driving a dialog or panel as the GM does, shared by the UI tests: show it, find a named
widget, click, type the dice rolled at the table, press OK.

The modal side (a dialog inside its real ``exec()``) is tests/ui/modal.py; these helpers
work on a dialog the test made and showed itself, and on one a modal script was handed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QSpinBox, QWidget

W = TypeVar("W", bound=QWidget)


def shown(qtbot: Any, widget: W) -> W:
    """``widget`` (a dialog, a dock, a window the test made) shown and on screen; qtbot
    closes it after the test. Each dialog's test file opens its dialog with this, after
    choosing the dialog's dice and preselection."""
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def child(widget: QWidget, kind: type, name: str) -> Any:
    """The ``kind`` widget named ``name`` inside ``widget``; a missing one fails the test."""
    found = widget.findChild(kind, name)
    assert found is not None, f"no {kind.__name__} named {name}"
    return found


def click(qtbot: Any, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def press_ok(dialog: QWidget) -> None:
    """Click the dialog's OK button with the mouse (a disabled OK does nothing, as for the GM).
    No qtbot needed: a modal script (tests/ui/modal.py) is handed only the dialog."""
    buttons = getattr(dialog, "buttons", None)
    if not isinstance(buttons, QDialogButtonBox):
        buttons = dialog.findChild(QDialogButtonBox)  # the first button box, named or not
    assert buttons is not None, "no button box"
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None, "no OK button"
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)


def type_dice(qtbot: Any, where: QWidget, naturals: Sequence[int]) -> list[QSpinBox]:
    """Type each natural into its Enter-dice box (``die0``, ``die1`` … inside ``where``), as
    a GM does from the table; exactly that many dice must be asked for. The boxes, in order."""
    boxes: list[QSpinBox] = []
    for number, natural in enumerate(naturals):
        box = child(where, QSpinBox, f"die{number}")
        box.setFocus()
        box.selectAll()
        qtbot.keyClicks(box, str(natural))
        assert box.value() == natural
        boxes.append(box)
    assert where.findChild(QSpinBox, f"die{len(naturals)}") is None, "more dice were asked for"
    return boxes


def enter_dice(qtbot: Any, entry: Any, naturals: Sequence[int]) -> None:
    """Type the naturals into a dice entry (:class:`~gmtracker.ui.widgets.dice_entry.DiceEntry`),
    then press Enter in the last box, and wait until the entry asks for other dice or is gone."""
    boxes = type_dice(qtbot, entry, naturals)
    before = entry.needs()
    qtbot.keyClick(boxes[-1], Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: entry.needs() != before or not entry.isVisible())

"""The roll log follows undo and redo (issue 26 item 9): the entries a redo brings back are in sight,
selected and current, even when the GM had scrolled away to read old entries."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from gmtracker.encounter.turns import EndCombat
from gmtracker.ui.models.roll_log_model import ENTRY_ROLE
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.modal import MessageBoxes

REDO = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture(autouse=True)
def _answered(boxes: MessageBoxes) -> MessageBoxes:
    """A message box opens for real and is answered (never a test that waits on one)."""
    return boxes


def _key(qtbot: Any, window: MainWindow, modifiers: Qt.KeyboardModifier) -> None:
    """Ctrl+Z or Ctrl+Shift+Z as the GM presses it, in the table (the window's shortcuts)."""
    window.activateWindow()
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_Z, modifiers)


def _in_sight(window: MainWindow, row: int) -> bool:
    view = window.roll_log.view
    rect = view.visualRect(window.roll_log.proxy.index(row, 0))
    return rect.isValid() and view.viewport().rect().contains(rect)


def _read_old_entries(window: MainWindow) -> None:
    """The GM scrolls the log to its oldest entries (away from the newest end)."""
    window.roll_log.view.scrollToTop() if not window.roll_log.proxy.newest_first() \
        else window.roll_log.view.scrollToBottom()


def test_redo_by_ctrl_shift_z_brings_the_restored_entry_into_sight_selected_and_current(
        qtbot: Any, window: MainWindow) -> None:
    """Issue 26 item 9 (B12's end of combat as the logged step): Ctrl+Z takes the end of combat back,
    the GM scrolls to old entries, Ctrl+Shift+Z redoes it — the restored entry is visible, selected and
    the current row (its breakdown shown), through the real undo stack and the window's shortcuts."""
    log = window.roll_log
    window.resize(1366, 768)
    qtbot.wait(20)
    window.run(EndCombat())
    restored = window.encounter.log[-1]
    assert restored.kind == "end_combat"
    assert len(window.encounter.log) > log.view.viewport().height() // log.view.rowHeight(0)  # the log scrolls
    _key(qtbot, window, Qt.KeyboardModifier.ControlModifier)
    assert window.encounter.log[-1] is not restored and window.encounter.log[-1].kind != "end_combat"
    _read_old_entries(window)
    assert not log.at_newest()
    _key(qtbot, window, REDO)
    assert window.encounter.log[-1].kind == "end_combat"
    current = log.view.currentIndex()
    assert current.isValid() and current.data(ENTRY_ROLE).kind == "end_combat"
    assert [entry.kind for entry in log.selected_entries()] == ["end_combat"]
    assert _in_sight(window, current.row())


def test_a_new_command_after_undo_is_not_taken_for_a_redo(qtbot: Any, window: MainWindow) -> None:
    """Issue 26 item 9: an undo then a new step (the redo branch replaced, the stack as long as before)
    selects nothing — only a redo moves the selection; the new entry is followed as before (at the newest end)."""
    log = window.roll_log
    window.run(EndCombat())
    _key(qtbot, window, Qt.KeyboardModifier.ControlModifier)
    assert window.encounter.turn.started  # the end of combat was taken back
    log.view.clearSelection()
    count = window.document.undo_stack.count()
    window.run(EndCombat())  # a new step in place of the undone one
    assert window.document.undo_stack.count() == count
    assert log.selected_entries() == []
    assert log.at_newest()


def test_a_redo_of_a_step_filtered_out_of_the_log_changes_nothing(qtbot: Any, window: MainWindow) -> None:
    """Issue 26 item 9: with the log showing one combatant only, a redo whose entry is not theirs
    keeps the GM's selection (nothing hidden is selected)."""
    log = window.roll_log
    window.run(EndCombat())
    _key(qtbot, window, Qt.KeyboardModifier.ControlModifier)
    log.set_combatant_filter("grukk")
    log.view.selectRow(0)
    kept = log.selected_entries()
    assert kept
    _key(qtbot, window, REDO)
    assert window.encounter.log[-1].kind == "end_combat"
    assert log.selected_entries() == kept

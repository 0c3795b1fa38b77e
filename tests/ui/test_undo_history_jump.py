"""A click far back in the undo history (issue 16): every step between is undone and the
views refresh once, not once per step; a click forward redoes them, the same way."""

from __future__ import annotations

from typing import Any

import pytest

from PySide6.QtCore import Qt

from gmtracker.encounter.roster import EditCombatant
from gmtracker.encounter.turns import NextTurn
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.modal import MessageBoxes


@pytest.fixture(autouse=True)
def _answered(boxes: MessageBoxes) -> MessageBoxes:
    return boxes


@pytest.fixture(autouse=True)
def _no_prompts(prompts_offered: list[list[dict[str, Any]]]) -> None:
    """Turn-start prompts are not what these tests are about (tests/ui/conftest.py)."""


def click_history_row(qtbot: Any, window: MainWindow, row: int) -> None:
    window.show_undo_history()
    view = window.undo_view
    index = view.model().index(row, 0)
    view.scrollTo(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())


def test_a_click_far_back_in_the_history_refreshes_the_views_once(qtbot: Any, window: MainWindow) -> None:
    encounter, stack = window.encounter, window.document.undo_stack
    start = (encounter.turn.current, encounter.turn.round, len(encounter.log), encounter.combatant("sato-ken").notes)
    for number in range(30):
        window.run(NextTurn() if number % 2 else EditCombatant("sato-ken", {"notes": f"note {number}"}))
    after = (encounter.turn.current, encounter.turn.round, len(encounter.log), encounter.combatant("sato-ken").notes)
    told: list[object] = []
    window.document.changed.connect(told.append)
    click_history_row(qtbot, window, 0)  # "<opened>": before the first of the 30
    assert stack.index() == 0
    assert len(told) == 1  # one refresh for 30 steps
    now = (encounter.turn.current, encounter.turn.round, len(encounter.log), encounter.combatant("sato-ken").notes)
    assert now == start
    assert window.roll_log.model.rowCount() == len(encounter.log)  # the log's rows went with them
    assert window.round_label.text().startswith(f"Round {start[1]} · Goblin Lurker's turn")
    click_history_row(qtbot, window, 30)  # and forward again
    assert len(told) == 2 and stack.index() == 30
    assert (encounter.turn.current, encounter.turn.round, len(encounter.log),
            encounter.combatant("sato-ken").notes) == after
    assert window.roll_log.model.rowCount() == len(encounter.log)

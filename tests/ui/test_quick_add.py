"""Quick add (issue 14): Ctrl+K opens a line above the table that takes ``Goblin x4`` or
``Ayla 17``; the new combatants are one undoable step, and the cursor goes to the first new
one's name."""

from __future__ import annotations

from typing import Any

import pytest

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QLineEdit

from gmtracker.encounter import Side
from gmtracker.ui.dialogs.initiative_dialog import InitiativeDialog
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.conftest import child, press_ok
from tests.ui.modal import MessageBoxes, when_modal


@pytest.fixture(autouse=True)
def _answered(boxes: MessageBoxes) -> MessageBoxes:
    return boxes


def open_quick_add(qtbot: Any, window: MainWindow) -> QLineEdit:
    action = window.actions_by_name["actionQuickAdd"]
    assert action.shortcut() == QKeySequence("Ctrl+K")
    action.trigger()
    line: QLineEdit = child(window, QLineEdit, "quickAddEdit")
    assert line.isVisible() and window.quick_add_bar().objectName() == "quickAddBar"
    assert window.focusWidget() is line and line.text() == ""  # the cursor in the line, ready to type
    return line


def type_line(qtbot: Any, line: QLineEdit, text: str) -> None:
    line.setFocus()
    qtbot.keyClicks(line, text)
    assert not line.completer().popup().isVisible()  # a count or an initiative matches no name: the list is gone
    qtbot.keyClick(line, Qt.Key.Key_Return)


def test_goblin_x4_adds_four_numbered_goblins_from_the_starter_library_in_one_step(
        qtbot: Any, window: MainWindow) -> None:
    window.actions_by_name["actionNew"].trigger()
    encounter, stack = window.encounter, window.document.undo_stack
    line = open_quick_add(qtbot, window)
    type_line(qtbot, line, "Goblin x4")
    names = [c.name for c in encounter.combatants]
    assert names == ["Goblin 1", "Goblin 2", "Goblin 3", "Goblin 4"]
    assert all(c.side is Side.ENEMY and c.attacks for c in encounter.combatants)  # the template's attacks
    assert stack.count() == 1 and stack.undoText().startswith("Quick add: Goblin x4")
    assert not line.isVisible()  # the bar closes
    assert window.selected_ids() == [encounter.combatants[0].id]
    name = child(window.editor, QLineEdit, "editorName")
    assert name.text() == "Goblin 1" and name.selectedText() == "Goblin 1"  # ready to type over
    assert window.focusWidget() is name
    window.undo()
    assert encounter.combatants == []


def test_ayla_17_is_a_new_player_character_at_initiative_17(qtbot: Any, window: MainWindow) -> None:
    window.actions_by_name["actionNew"].trigger()
    type_line(qtbot, open_quick_add(qtbot, window), "Ayla 17")
    (ayla,) = window.encounter.combatants
    assert (ayla.name, ayla.side, ayla.initiative) == ("Ayla", Side.PC, 17)


def test_a_line_that_adds_nothing_says_why_and_esc_closes(qtbot: Any, window: MainWindow) -> None:
    steps = window.document.undo_stack.count()
    line = open_quick_add(qtbot, window)
    type_line(qtbot, line, "x4")
    problem = child(window, QLabel, "quickAddProblem")
    assert problem.isVisible() and problem.text().startswith("Type a name first")
    assert line.isVisible() and line.text() == "x4"  # kept, to be corrected
    assert window.document.undo_stack.count() == steps
    qtbot.keyClick(line, Qt.Key.Key_Escape)
    assert not line.isVisible()


def test_a_hostile_name_is_added_as_typed_and_shown_as_text(qtbot: Any, window: MainWindow) -> None:
    window.actions_by_name["actionNew"].trigger()
    type_line(qtbot, open_quick_add(qtbot, window), "<b>Boss</b> 3")
    (boss,) = window.encounter.combatants
    assert boss.name == "<b>Boss</b>" and boss.initiative == 3


def test_newcomers_mid_combat_are_asked_for_their_initiative(qtbot: Any, window: MainWindow) -> None:
    encounter = window.encounter
    assert encounter.turn.started
    asked = when_modal(InitiativeDialog, press_ok).opened
    type_line(qtbot, open_quick_add(qtbot, window), "Wolf x2")
    wolves = [c for c in encounter.combatants if c.name.startswith("Wolf")]
    assert asked and sorted(c.name for c in wolves) == ["Wolf 1", "Wolf 2"]
    assert all(c.initiative is not None for c in wolves)  # rolled in the dialog, placed in the order


def test_conditions_moved_to_ctrl_shift_k(window: MainWindow) -> None:
    assert window.actions_by_name["actionConditions"].shortcut() == QKeySequence("Ctrl+Shift+K")
    shortcuts = [a.shortcut().toString() for a in window.actions_by_name.values() if not a.shortcut().isEmpty()]
    assert len(shortcuts) == len(set(shortcuts))  # no two actions share a key

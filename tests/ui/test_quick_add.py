"""Quick add (issue 14, issue 26 item 5): Ctrl+K opens a line above the table that takes
``Goblin x4, Wolf x2, Ayla 17, Cara pc``; each line is one undoable step, the first new one
is selected, and the line is cleared for the next until Esc."""

from __future__ import annotations

from typing import Any

import pytest

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit

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
    assert line.isVisible() and line.text() == "" and window.focusWidget() is line  # ready for the next line
    assert window.selected_ids() == [encounter.combatants[0].id]
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


CTRL = Qt.KeyboardModifier.ControlModifier


def type_keys(qtbot: Any, line: QLineEdit, text: str) -> None:
    """Each character as a key press: QTest's keyClicks for ASCII, a key event carrying the
    character for the others (QTest asserts on non-ASCII; a CJK keyboard's input method
    hands the line its characters one by one)."""
    for character in text:
        if character.isascii():
            qtbot.keyClicks(line, character)
            continue
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(line, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, character))
    QApplication.processEvents()


def gm_keys(qtbot: Any, window: MainWindow, text: str) -> QLineEdit:
    """The GM's keys: Ctrl+K (through the window's shortcut), the line typed, Enter."""
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow())
    if not window.quick_add_bar().isVisible():
        qtbot.keyClick(window.table, Qt.Key.Key_K, CTRL)
    line: QLineEdit = child(window, QLineEdit, "quickAddEdit")
    assert line.isVisible() and window.focusWidget() is line
    type_keys(qtbot, line, text)
    if line.completer().popup().isVisible():  # the last group's name was offered: the list goes first
        qtbot.keyClick(line.completer().popup(), Qt.Key.Key_Escape)
    qtbot.keyClick(line, Qt.Key.Key_Return)
    return line


def test_one_line_of_several_groups_is_one_step_and_the_bar_stays_for_the_next(
        qtbot: Any, window: MainWindow) -> None:
    """Issue 26 item 5: ``Goblin x4, Wolf x2, Ayla 17, Bram 12`` adds eight in one undo step;
    the line is cleared and stays open; ``Cara pc`` is a player character without initiative
    (C7/D1: the players say theirs); Esc closes; Ctrl+Z undoes one line at a time."""
    window.actions_by_name["actionNew"].trigger()
    encounter, stack = window.encounter, window.document.undo_stack
    line = gm_keys(qtbot, window, "Goblin x4, Wolf x2, Ayla 17, Bram 12")
    assert [(c.name, c.side, c.initiative) for c in encounter.combatants] == [
        ("Goblin 1", Side.ENEMY, None), ("Goblin 2", Side.ENEMY, None), ("Goblin 3", Side.ENEMY, None),
        ("Goblin 4", Side.ENEMY, None), ("Wolf 1", Side.ENEMY, None), ("Wolf 2", Side.ENEMY, None),
        ("Ayla", Side.PC, 17), ("Bram", Side.PC, 12)]
    assert all(c.attacks for c in encounter.combatants[:6])  # from the starter library
    assert stack.count() == 1 and line.isVisible() and line.text() == "" and window.focusWidget() is line
    gm_keys(qtbot, window, "Cara pc、Goblin x2 ally；Bandit")  # the CJK separators too
    added = [(c.name, c.side, c.initiative) for c in encounter.combatants[8:]]
    assert added == [("Cara", Side.PC, None), ("Goblin 5", Side.ALLY, None), ("Goblin 6", Side.ALLY, None),
                     ("Bandit", Side.ENEMY, None)]
    assert stack.count() == 2 and line.isVisible() and line.text() == ""
    qtbot.keyClick(line, Qt.Key.Key_Z, CTRL)  # the empty line has nothing of its own to undo: the window's undo
    assert [c.name for c in encounter.combatants][8:] == [] and stack.count() == 2 and stack.index() == 1
    assert line.isVisible()
    qtbot.keyClick(line, Qt.Key.Key_Escape)
    assert not line.isVisible()
    window.undo()
    assert encounter.combatants == []


def test_a_bad_group_in_a_line_of_several_is_named_and_nothing_is_added(qtbot: Any, window: MainWindow) -> None:
    """Issue 26 item 5: one group at fault (``Wolf x0``) keeps the whole line, says which group
    and why, and adds nobody (one step per line, never half a line)."""
    window.actions_by_name["actionNew"].trigger()
    line = gm_keys(qtbot, window, "Goblin x2, Wolf x0, Ayla 17")
    problem = child(window, QLabel, "quickAddProblem")
    assert problem.isVisible() and problem.text() == "“Wolf x0”: Between 1 and 50 at once."
    assert problem.textFormat() == Qt.TextFormat.PlainText
    assert window.encounter.combatants == [] and line.text() == "Goblin x2, Wolf x0, Ayla 17"
    qtbot.keyClick(line, Qt.Key.Key_Backspace)  # correcting the line clears the problem
    assert not problem.isVisible()


@pytest.mark.parametrize(("line_text", "expected"), [
    ("卡拉 玩家，哥布林×2 敌方 12", [("卡拉", Side.PC, None), ("哥布林 1", Side.ENEMY, 12), ("哥布林 2", Side.ENEMY, 12)]),
    ("カーラ プレイヤー、ゴブリン 味方", [("カーラ", Side.PC, None), ("ゴブリン", Side.ALLY, None)]),
    ("Cara PC 15; Ogre neutral", [("Cara", Side.PC, 15), ("Ogre", Side.NEUTRAL, None)]),
])
def test_the_side_words_of_the_three_languages(
        qtbot: Any, window: MainWindow, line_text: str, expected: list[tuple[str, Side, int | None]]) -> None:
    """Issue 26 item 5: the glossary's "player character" (玩家/玩家角色, プレイヤー…, PC) and
    the sides' words say the side, whatever the UI's language."""
    window.actions_by_name["actionNew"].trigger()
    gm_keys(qtbot, window, line_text)
    assert [(c.name, c.side, c.initiative) for c in window.encounter.combatants] == expected


def test_completion_offers_the_name_of_the_group_being_typed(qtbot: Any, window: MainWindow) -> None:
    """Issue 26 item 5: after a comma the list offers the names for the new group, and
    choosing one keeps the groups before it."""
    window.actions_by_name["actionNew"].trigger()
    window.activateWindow()
    qtbot.keyClick(window.table, Qt.Key.Key_K, CTRL)
    line: QLineEdit = child(window, QLineEdit, "quickAddEdit")
    qtbot.keyClicks(line, "Goblin x4, Wol")
    popup = line.completer().popup()
    assert popup.isVisible()
    offered = [popup.model().index(row, 0).data() for row in range(popup.model().rowCount())]
    assert "Wolf" in offered and not any("Goblin" in name for name in offered)
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert line.text().startswith("Goblin x4, ") and line.text()[len("Goblin x4, "):] in offered

"""Issue 27 item 10 through the real widgets: a name pasted with a line break (or a bell, or
U+2028) is refused in the editor's Name field with a clear message below it and nothing applied;
U+200B alone is a blank name; quick add (Ctrl+K) refuses a control character and adds nothing;
the window's turn line isolates a name holding U+202E."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit

from gmtracker.encounter import Encounter
from gmtracker.encounter.names import FSI, PDI
from gmtracker.encounter.roster import EditCombatant
from gmtracker.storage import load_encounter
from gmtracker.ui.panels import editor_fields
from gmtracker.ui.panels.editor_dock import CombatantEditor
from tests.ui.conftest import MessageBoxes, child, open_dialog

RLO = "\u202e"


@pytest.fixture(autouse=True)
def quick_debounce(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(editor_fields, "COMMIT_DELAY_MS", 30)


@pytest.fixture
def encounter(demo_path: Path) -> Encounter:
    return load_encounter(demo_path)


@pytest.fixture
def editor(qtbot: Any, encounter: Encounter) -> CombatantEditor:
    widget = CombatantEditor(encounter)
    widget.resize(400, 700)
    widget.build_all_pages()
    return open_dialog(qtbot, widget)


@pytest.fixture
def emitted(editor: CombatantEditor) -> list[EditCombatant]:
    commands: list[EditCombatant] = []
    editor.commandReady.connect(commands.append)
    return commands


def paste_and_enter(qtbot: Any, line: QLineEdit, text: str) -> None:
    """What a GM does with a name copied from elsewhere: select all, Ctrl+V, Enter."""
    line.setFocus()
    line.selectAll()
    QApplication.clipboard().setText(text)
    qtbot.keyClick(line, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert line.text() == text  # QLineEdit keeps what was pasted: the refusal is ours
    qtbot.keyClick(line, Qt.Key.Key_Return)


@pytest.mark.parametrize(("pasted", "code"), [("Gob\nlin", "U+000A"), ("Gob\x07lin", "U+0007"),
                                              ("Gob\u2028lin", "U+2028"), ("Gob\tlin", "U+0009")])
def test_a_pasted_control_character_is_refused_inline_and_nothing_is_applied(
        qtbot: Any, editor: CombatantEditor, emitted: list[EditCombatant], pasted: str, code: str) -> None:
    editor.set_combatant("goblin-cutthroat")
    name = child(editor, QLineEdit, "editorName")
    paste_and_enter(qtbot, name, pasted)
    assert emitted == []
    error = child(editor, QLabel, "editorNameError")
    assert error.isVisible() and error.textFormat() == Qt.TextFormat.PlainText
    assert error.text() == (f"A name is one line: it cannot hold a line break or another control character "
                            f"({code}). Nothing was changed.")
    assert name.property("invalid") is True


def test_a_name_of_only_a_zero_width_space_is_blank(
        qtbot: Any, editor: CombatantEditor, emitted: list[EditCombatant]) -> None:
    editor.set_combatant("goblin-cutthroat")
    name = child(editor, QLineEdit, "editorName")
    paste_and_enter(qtbot, name, "\u200b")
    assert emitted == []
    assert child(editor, QLabel, "editorNameError").text() == "A combatant needs a name."


def test_a_name_with_u202e_is_taken_as_typed(
        qtbot: Any, editor: CombatantEditor, emitted: list[EditCombatant]) -> None:
    editor.set_combatant("goblin-cutthroat")
    name = child(editor, QLineEdit, "editorName")
    paste_and_enter(qtbot, name, RLO + "Lurker")
    assert [c.changes for c in emitted] == [{"name": RLO + "Lurker"}]  # stored as typed, never isolated


@pytest.fixture
def boxes_answered(boxes: MessageBoxes) -> MessageBoxes:
    return boxes


def test_quick_add_by_ctrl_k_refuses_a_control_character_and_adds_nothing(
        qtbot: Any, window: Any, boxes_answered: MessageBoxes) -> None:
    before = [c.name for c in window.encounter.combatants]
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow())
    qtbot.keyClick(window.table, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    line: QLineEdit = child(window, QLineEdit, "quickAddEdit")
    assert line.isVisible() and window.focusWidget() is line
    QApplication.clipboard().setText("Gob\x07lin x2")
    qtbot.keyClick(line, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    if line.completer().popup().isVisible():
        qtbot.keyClick(line.completer().popup(), Qt.Key.Key_Escape)
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert [c.name for c in window.encounter.combatants] == before
    problem = child(window, QLabel, "quickAddProblem")
    assert "A name cannot hold a control character." in problem.text()
    line.selectAll()
    QApplication.clipboard().setText("\u200b x2")
    qtbot.keyClick(line, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert [c.name for c in window.encounter.combatants] == before
    assert "Type a name first" in problem.text()


def test_the_turn_line_isolates_a_name_with_u202e(qtbot: Any, window: Any, boxes_answered: MessageBoxes) -> None:
    current = window.encounter.turn.current or window.encounter.combatants[0].id
    window.select(current)
    editor = window.findChild(CombatantEditor)
    editor.set_combatant(current)
    name = child(editor, QLineEdit, "editorName")
    name.setFocus()
    name.selectAll()
    QApplication.clipboard().setText(RLO + "Lurker")
    qtbot.keyClick(name, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(name, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: any(c.name == RLO + "Lurker" for c in window.encounter.combatants))
    if window.encounter.turn.current == current:
        qtbot.waitUntil(lambda: f"{FSI}{RLO}Lurker{PDI}" in window.round_label.text())

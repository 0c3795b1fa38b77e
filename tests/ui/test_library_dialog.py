"""Add from the combatant library: search, N numbered copies as one step, delete."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from gmtracker.storage import load_encounter
from gmtracker.storage.library import Library
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.dialogs.library_dialog import LibraryDialog
from tests.ui.modal import MessageBoxes


@pytest.fixture
def setup(tmp_path: Path) -> tuple[UserPaths, Any]:
    encounter = load_encounter(demo_encounter_path())
    paths = UserPaths.under(tmp_path)
    library = Library.of(paths)
    library.add(encounter.combatant("goblin-archer"), ["goblin"])
    library.add(encounter.combatant("grukk"), ["ogre"])
    return paths, encounter


def test_search_then_add_three_numbered_copies(qtbot: Any, setup: tuple[UserPaths, Any]) -> None:
    paths, encounter = setup
    dialog = LibraryDialog(paths, encounter)
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 2
    qtbot.keyClicks(dialog.search, "ogre")
    assert dialog.list.count() == 1 and dialog.selected().name == "Grukk the Ogre"
    dialog.count.setValue(3)
    commands = dialog.commands()
    assert len(commands) == 3
    for command in commands:
        command.apply(encounter)
    names = [c.name for c in encounter.combatants]
    assert names[-3:] == ["Grukk the Ogre 2", "Grukk the Ogre 3", "Grukk the Ogre 4"]
    assert len(set(encounter.ids())) == len(encounter.ids())


def test_nothing_selected_cannot_be_added(qtbot: Any, setup: tuple[UserPaths, Any]) -> None:
    paths, encounter = setup
    dialog = LibraryDialog(paths, encounter)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.search, "dragon")
    assert dialog.list.count() == 0 and dialog.commands() == []
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()


def test_delete_asks_then_removes_the_template(qtbot: Any, setup: tuple[UserPaths, Any]) -> None:
    paths, encounter = setup
    boxes = MessageBoxes()  # the real question, answered Yes through its exec()
    boxes.answer(QMessageBox.StandardButton.Yes)
    dialog = LibraryDialog(paths, encounter)
    qtbot.addWidget(dialog)
    first = dialog.selected()
    assert first is not None
    dialog.delete_selected()
    boxes.stop()
    assert [box.title for box in boxes.shown] == ["Delete template"] and boxes.shown[0].plain
    assert dialog.list.count() == 1
    assert first.id not in Library.of(paths).ids()


def test_unreadable_template_files_are_listed_not_fatal(qtbot: Any, setup: tuple[UserPaths, Any]) -> None:
    paths, encounter = setup
    (paths.library_dir / "broken.json").write_text("{nope", encoding="utf-8")
    dialog = LibraryDialog(paths, encounter)
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 2
    assert "broken.json" in dialog.problems.text()
    assert dialog.problems.textFormat() == Qt.TextFormat.PlainText


def test_an_empty_library_says_how_to_fill_it(qtbot: Any, tmp_path: Path) -> None:
    """A first run: no templates; the dialog names the way to make one instead of an empty list."""
    dialog = LibraryDialog(UserPaths.under(tmp_path), load_encounter(demo_encounter_path()))
    qtbot.addWidget(dialog)
    hint = dialog.problems.text()
    assert dialog.list.count() == 0 and "Save to library" in hint and "import" in hint


def test_a_search_with_no_match_in_a_full_library_gives_no_empty_library_hint(
        qtbot: Any, setup: tuple[UserPaths, Any]) -> None:
    paths, encounter = setup
    dialog = LibraryDialog(paths, encounter)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.search, "dragon")
    assert dialog.list.count() == 0 and "Save to library" not in dialog.problems.text()

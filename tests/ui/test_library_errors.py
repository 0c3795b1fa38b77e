"""Defect 9: library failures are shown, never raised inside Qt's event handler.

"Add from library" and "Save to library" on a library folder that cannot be read or
written: the GM gets a plain-text message naming the folder and the problem (through
the real box, answered by a QTimer), and the encounter is unchanged. Under root (CI),
chmod does not stop reads or writes, so the failures are made real in other ways: a
file where the library folder should be, a folder replaced by a file while the dialog
is open, an entry that is a folder, or a read-only tmpfs when mounting is allowed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QLabel, QMenu, QWidget

from gmtracker.storage import load_encounter
from gmtracker.storage.library import Library
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.shell.context import AppContext
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.modal import Answers, ok_in_message_box

ROOT = os.name == "posix" and os.geteuid() == 0


@pytest.fixture
def window(qtbot: Any, tmp_path: Path) -> Iterator[MainWindow]:
    encounter = load_encounter(demo_encounter_path())
    win = MainWindow(AppContext(paths=UserPaths.under(tmp_path / "profile")), encounter, None)
    win.persist_layout = False
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.document.undo_stack.setClean()  # closing must not ask
    win.close()
    win.deleteLater()


def library_dir(window: MainWindow) -> Path:
    return window.context.paths.library_dir


def snapshot(window: MainWindow) -> bytes:
    return msgspec.json.encode(window.encounter)


def shown_problem(window: MainWindow, action: str) -> str:
    """Trigger ``action``; the one message box that comes up is answered OK; its text."""
    answers = Answers().then(ok_in_message_box)
    window.actions_by_name[action].trigger()
    answers.pending.clear()
    assert len(answers.seen) == 1, f"{action}: no message for the GM"
    assert answers.seen[0].windowTitle() == "Library not available"
    return answers.texts[0]


def test_the_library_actions_have_their_names(window: MainWindow) -> None:
    for name in ("actionAddFromLibrary", "actionSaveToLibrary", "actionSettings"):
        assert window.findChild(QAction, name) is not None, name
    edit_menu = next(m for m in window.menuBar().findChildren(QMenu) if m.title() == "&Edit")
    assert window.findChild(QAction, "actionSettings") in edit_menu.actions()


def test_a_file_where_the_library_folder_should_be_is_named_on_add_and_save(window: MainWindow) -> None:
    folder = library_dir(window)
    folder.parent.mkdir(parents=True)
    folder.write_bytes(b"not a folder")
    before = snapshot(window)
    text = shown_problem(window, "actionAddFromLibrary")
    assert str(folder) in text and "cannot read the library folder: not a directory" in text
    window.select("goblin-archer")
    text = shown_problem(window, "actionSaveToLibrary")
    assert str(folder) in text and "not a directory" in text
    assert snapshot(window) == before and folder.read_bytes() == b"not a folder"


def test_a_library_folder_replaced_by_a_file_while_the_dialog_is_open(
    qtbot: Any, window: MainWindow
) -> None:
    folder = library_dir(window)
    Library(folder).add(window.encounter.combatant("grukk"))
    before = snapshot(window)
    seen: list[str] = []

    def break_the_folder_then_search(dialog: QWidget) -> bool:
        if not isinstance(dialog, QDialog) or dialog.objectName() != "libraryDialog":
            return False
        assert dialog.list.count() == 1
        shutil.rmtree(folder)
        folder.write_bytes(b"")
        dialog.search.setText("grukk")  # lists again: the folder is gone
        seen.append(dialog.findChild(QLabel, "libraryProblems").text())
        assert dialog.list.count() == 0
        dialog.reject()
        return True

    answers = Answers().then(break_the_folder_then_search)
    window.actions_by_name["actionAddFromLibrary"].trigger()
    assert len(answers.seen) == 1
    assert str(folder) in seen[0] and "not a directory" in seen[0]
    assert snapshot(window) == before


def test_an_entry_that_is_a_folder_is_listed_as_a_problem_and_the_rest_still_works(
    qtbot: Any, window: MainWindow
) -> None:
    folder = library_dir(window)
    Library(folder).add(window.encounter.combatant("grukk"))
    (folder / "goblin.json").mkdir()
    rows = len(window.encounter.combatants)

    def add_one(dialog: QWidget) -> bool:
        if dialog.objectName() != "libraryDialog":
            return False
        problems = dialog.findChild(QLabel, "libraryProblems").text()
        assert str(folder / "goblin.json") in problems and "is a folder" in problems
        dialog.accept()
        return True

    answers = Answers().then(add_one)
    window.actions_by_name["actionAddFromLibrary"].trigger()
    assert len(answers.seen) == 1
    assert len(window.encounter.combatants) == rows + 1
    window.select("goblin-archer")
    window.actions_by_name["actionSaveToLibrary"].trigger()  # no message: it works
    assert "goblin-archer" in Library(folder).ids()


@pytest.mark.skipif(ROOT or os.name != "posix", reason="root reads and writes through chmod")
def test_an_unreadable_library_folder_is_named(window: MainWindow) -> None:
    folder = library_dir(window)
    Library(folder).add(window.encounter.combatant("grukk"))
    before = snapshot(window)
    folder.chmod(0o000)
    try:
        text = shown_problem(window, "actionAddFromLibrary")
    finally:
        folder.chmod(0o700)
    assert str(folder) in text and "permission denied" in text
    assert snapshot(window) == before


@pytest.mark.skipif(ROOT or os.name != "posix", reason="root reads and writes through chmod")
def test_a_read_only_library_folder_is_named_on_save(window: MainWindow) -> None:
    folder = library_dir(window)
    Library(folder).add(window.encounter.combatant("grukk"))
    before = snapshot(window)
    folder.chmod(0o500)
    window.select("goblin-archer")
    try:
        text = shown_problem(window, "actionSaveToLibrary")
    finally:
        folder.chmod(0o700)
    assert str(folder) in text and "permission denied" in text
    assert snapshot(window) == before
    assert len(Library(folder).ids()) == 1


@pytest.fixture
def read_only_mount(tmp_path: Path) -> Iterator[Path]:
    """A read-only tmpfs (root with the right to mount only), unmounted afterwards."""
    if not ROOT:
        pytest.skip("mounting needs root")
    where = UserPaths.under(tmp_path / "profile").library_dir  # the window's library folder
    where.mkdir(parents=True)
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(where)],
                      capture_output=True, check=False).returncode != 0:
        pytest.skip("this root may not mount (a container without CAP_SYS_ADMIN)")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def test_a_read_only_file_system_is_named_on_save(read_only_mount: Path, window: MainWindow) -> None:
    folder = library_dir(window)
    assert folder == read_only_mount
    Library(folder).add(window.encounter.combatant("grukk"))
    subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
    before = snapshot(window)
    window.select("goblin-archer")
    text = shown_problem(window, "actionSaveToLibrary")
    assert str(folder) in text and "read-only file system" in text
    assert snapshot(window) == before
    assert len(Library(folder).ids()) == 1

"""Defect 8: another program's edit of the open file is never silently overwritten.

The real path: a real file is opened, the GM changes the encounter, another "program"
(the test) writes to the file, then the GM saves (Ctrl+S, or Save on quit). The real
"File changed on disk" box comes up; a QTimer presses its real button; the file on disk
and the window's unsaved mark are checked for each answer.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QLineEdit, QMessageBox, QWidget

from gmtracker.storage import load_encounter
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.shell.context import AppContext
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.modal import Answers

def press(object_name: str) -> Callable[[QWidget], bool]:
    """A step: in the "File changed on disk" box, click the button with this objectName."""
    def step(modal: QWidget) -> bool:
        if modal.objectName() != "diskChangedBox":
            return False
        modal.findChild(QWidget, object_name).click()
        return True
    return step


def press_cancel(modal: QWidget) -> bool:
    """A step: in the "File changed on disk" box, click Cancel."""
    if modal.objectName() != "diskChangedBox":
        return False
    modal.button(QMessageBox.StandardButton.Cancel).click()
    return True


def press_standard(button: QMessageBox.StandardButton) -> Callable[[QWidget], bool]:
    """A step: in any other message box (the "Unsaved changes" question), click ``button``."""
    def step(modal: QWidget) -> bool:
        if not isinstance(modal, QMessageBox) or modal.objectName() == "diskChangedBox":
            return False
        modal.button(button).click()
        return True
    return step


def choose_file(path: Path) -> Callable[[QWidget], bool]:
    """A step: in the Save As dialog, choose ``path`` and accept."""
    def step(modal: QWidget) -> bool:
        if not isinstance(modal, QFileDialog):
            return False
        # Type the whole path in the name field, as a GM would: selectFile() can lose a race
        # with the dialog's own first selection of the start file (then accept() saved over
        # the start file, or hung in Qt's "replace it?" box).
        name_field = modal.findChild(QLineEdit, "fileNameEdit")
        assert name_field is not None
        name_field.setText(str(path))
        modal.accept()
        return True
    return step


@pytest.fixture
def opened(qtbot: Any, tmp_path: Path) -> Iterator[tuple[MainWindow, Path]]:
    """The demo encounter opened from a real file, with one unsaved change (a duplicate)."""
    path = tmp_path / "fight.json"
    shutil.copyfile(demo_encounter_path(), path)
    monkey = pytest.MonkeyPatch()
    # Qt's own file dialog (not the platform's): the test can fill it in.
    real = QFileDialog.getSaveFileName
    monkey.setattr(QFileDialog, "getSaveFileName", staticmethod(
        lambda *a, **k: real(*a, options=QFileDialog.Option.DontUseNativeDialog)))
    window = MainWindow(AppContext(paths=UserPaths.under(tmp_path / "profile")), load_encounter(path), path)
    window.persist_layout = False
    window.show()
    qtbot.waitExposed(window)
    window.actions_by_name["actionDuplicate"].trigger()
    assert window.isWindowModified()
    yield window, path
    window.document.undo_stack.setClean()  # closing must not ask
    window.close()
    window.deleteLater()
    monkey.undo()


def another_program_edits(path: Path) -> bytes:
    """Change the file the way a text editor would: rename the encounter."""
    content = json.loads(path.read_text(encoding="utf-8"))
    content["name"] = "Edited in another program"
    data = json.dumps(content, ensure_ascii=False, indent=1).encode()
    path.write_bytes(data)
    return data


def save_with_ctrl_s(qtbot: Any, window: MainWindow) -> None:
    window.activateWindow()
    qtbot.keyClick(window.table, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)


def test_an_external_edit_then_cancel_saves_nothing_and_keeps_the_unsaved_mark(
    qtbot: Any, opened: tuple[MainWindow, Path]
) -> None:
    window, path = opened
    theirs = another_program_edits(path)
    answers = Answers().then(press_cancel)
    rows = len(window.encounter.combatants)
    save_with_ctrl_s(qtbot, window)
    assert len(answers.seen) == 1, "no question before saving over another program's edit"
    assert str(path) in answers.texts[0] and "changed by another program" in answers.texts[0]
    assert path.read_bytes() == theirs
    assert window.isWindowModified() and not window.document.undo_stack.isClean()
    assert len(window.encounter.combatants) == rows
    # Asked again at the next save: Cancel did not take the other program's version as known.
    Answers().then(press("overwriteButton"))
    window.actions_by_name["actionSave"].trigger()
    assert load_encounter(path).combatants == window.encounter.combatants


def test_an_external_edit_then_overwrite_saves_and_takes_the_new_file_as_known(
    qtbot: Any, opened: tuple[MainWindow, Path]
) -> None:
    window, path = opened
    theirs = another_program_edits(path)
    answers = Answers().then(press("overwriteButton"))
    save_with_ctrl_s(qtbot, window)
    assert len(answers.seen) == 1
    assert load_encounter(path).combatants == window.encounter.combatants
    assert path.with_name("fight.json.bak").read_bytes() == theirs  # their version is kept beside it
    assert not window.isWindowModified() and window.document.undo_stack.isClean()
    # The saved file is now the known one: the next save does not ask.
    window.actions_by_name["actionDuplicate"].trigger()
    again = Answers().then(press("overwriteButton"))
    window.actions_by_name["actionSave"].trigger()
    assert again.seen == []
    again.pending.clear()
    assert load_encounter(path).combatants == window.encounter.combatants
    assert not window.isWindowModified()


def test_an_external_edit_then_save_as_writes_the_other_file_and_leaves_theirs(
    qtbot: Any, opened: tuple[MainWindow, Path], tmp_path: Path
) -> None:
    window, path = opened
    theirs = another_program_edits(path)
    mine = tmp_path / "mine.json"
    answers = Answers().then(press("saveAsButton")).then(choose_file(mine))
    window.actions_by_name["actionSave"].trigger()
    assert len(answers.seen) == 2
    assert isinstance(answers.seen[1], QFileDialog)
    assert path.read_bytes() == theirs
    assert load_encounter(mine).combatants == window.encounter.combatants
    assert window.document.path == mine
    assert not window.isWindowModified()


def test_a_deleted_file_is_asked_about_and_saved_again(qtbot: Any, opened: tuple[MainWindow, Path]) -> None:
    window, path = opened
    path.unlink()
    answers = Answers().then(press("overwriteButton"))
    save_with_ctrl_s(qtbot, window)
    assert len(answers.seen) == 1 and "deleted or moved" in answers.texts[0]
    assert load_encounter(path).combatants == window.encounter.combatants
    assert not window.isWindowModified()


def test_saving_on_quit_asks_too(qtbot: Any, opened: tuple[MainWindow, Path]) -> None:
    """Quit → "Unsaved changes" → Save → the file changed: Cancel keeps the window open."""
    window, path = opened
    theirs = another_program_edits(path)
    answers = Answers().then(press_standard(QMessageBox.StandardButton.Save)).then(press_cancel)
    assert not window.close()
    assert len(answers.seen) == 2
    assert window.isVisible() and window.isWindowModified()
    assert path.read_bytes() == theirs
    answers = Answers().then(press_standard(QMessageBox.StandardButton.Save)).then(press("overwriteButton"))
    assert window.close()
    assert len(answers.seen) == 2
    assert load_encounter(path).combatants == window.encounter.combatants


def test_an_unchanged_file_is_saved_without_a_question(qtbot: Any, opened: tuple[MainWindow, Path]) -> None:
    window, path = opened
    path.write_bytes(path.read_bytes())  # rewritten with the same bytes (a sync tool): not a change
    answers = Answers().then(press("overwriteButton"))
    window.actions_by_name["actionSave"].trigger()
    assert answers.seen == []
    answers.pending.clear()
    assert load_encounter(path).combatants == window.encounter.combatants
    assert not window.isWindowModified()


def test_an_external_edit_before_a_crash_is_still_noticed_after_the_restore(qapp: Any, tmp_path: Path) -> None:
    """Review of issue 11: the restored work took the file as it was at restore time, so a
    co-GM's edit made before the crash was overwritten by the next Save without a question.
    The journal keeps the file as last opened or saved; the restore takes that."""
    from gmtracker.encounter import Encounter
    from gmtracker.encounter.roster import AddLogNote
    from gmtracker.storage import save_encounter
    from gmtracker.storage.autosave import read_autosave
    from gmtracker.storage.fingerprint import DiskChange
    from gmtracker.ui.shell.document import Document

    paths = UserPaths.under(tmp_path / "profile")
    fight = tmp_path / "fight.json"
    save_encounter(Encounter(name="Fight"), fight)
    document = Document(Encounter(name="x"), None, paths)
    document.open(fight)
    document.run(AddLogNote("log_note", "one"))
    save_encounter(Encounter(name="Edited by the co-GM"), fight)  # another program
    assert document.disk_change() is DiskChange.CHANGED
    document.journal.close()  # the crash: the journal stays as it was
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.readable
    restored = Document(Encounter(name="y"), None, paths)
    restored.restore(recovery)
    assert restored.path == fight
    assert restored.disk_change() is DiskChange.CHANGED  # Save will ask first
    restored.save()  # the GM chose Overwrite: from now on the file is ours again
    assert restored.disk_change() is None
    restored.close()

"""The bundled demo opens as an untitled copy (issue 26 item 10): Save on it — offered by the
unsaved-changes question — asks where, in the Documents folder, and never writes the installation's
resources/demo/demo.json (nor a .bak beside it)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from gmtracker.encounter.turns import EndCombat
from gmtracker.storage import load_encounter
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.shell.context import AppContext
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.modal import MessageBoxes, when_modal


@pytest.fixture
def documents(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A home of the test's own: Qt's DocumentsLocation is its Documents folder."""
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    return home / "Documents"


@pytest.fixture
def demo_window(qtbot: Any, tmp_path: Path) -> Any:
    """The demo as the app opens it without a file (gmtracker.app: no path, marked as the demo)."""
    window = MainWindow(AppContext(paths=UserPaths.under(tmp_path / "profile")),
                        load_encounter(demo_encounter_path()), None)
    window.document.mark_demo()
    window.persist_layout = False
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.document.undo_stack.setClean()


def test_save_on_the_demo_from_the_unsaved_question_asks_where_in_documents_and_never_writes_the_demo(
        qtbot: Any, demo_window: MainWindow, documents: Path, boxes: MessageBoxes) -> None:
    """Issue 26 item 10: New after a change → "Save them first?" → Save → Qt's own file dialog opens in
    Documents with "Ambush at the Old Mill.json"; the GM saves there. demo.json keeps its bytes and
    mtime, no .bak appears, and the window's file is the one in Documents."""
    demo = demo_encounter_path()
    before, mtime = demo.read_bytes(), os.stat(demo).st_mtime_ns
    assert demo_window.document.path is None and "demo, untitled copy" in demo_window.windowTitle()
    demo_window.run(EndCombat())
    seen: dict[str, Any] = {}

    def save_there(dialog: QFileDialog) -> None:
        seen["folder"] = Path(dialog.directory().absolutePath())
        seen["name"] = dialog.selectedFiles()[0] if dialog.selectedFiles() else ""
        dialog.selectFile(str(documents / "Ambush at the Old Mill.json"))
        dialog.accept()

    when_modal(QFileDialog, save_there)
    boxes.answer(QMessageBox.StandardButton.Save)
    demo_window.actions_by_name["actionNew"].trigger()
    assert seen["folder"].resolve() == documents.resolve()
    assert Path(seen["name"]).name == "Ambush at the Old Mill.json"
    saved = documents / "Ambush at the Old Mill.json"
    assert saved.exists() and load_encounter(saved).name == "Ambush at the Old Mill"
    assert demo.read_bytes() == before and os.stat(demo).st_mtime_ns == mtime
    assert not list(demo.parent.glob("*.bak"))
    assert demo_window.encounter.combatants == []  # New went on after the save


def test_cancelling_the_save_keeps_the_demo_untouched_and_the_work_open(
        qtbot: Any, demo_window: MainWindow, documents: Path, boxes: MessageBoxes) -> None:
    """Issue 26 item 10: Ctrl+S on the changed demo → the file dialog (in Documents); Cancel — nothing
    written anywhere, the change still there and unsaved."""
    demo = demo_encounter_path()
    before, mtime = demo.read_bytes(), os.stat(demo).st_mtime_ns
    demo_window.run(EndCombat())
    seen: list[Path] = []

    def cancel(dialog: QFileDialog) -> None:
        seen.append(Path(dialog.directory().absolutePath()))
        dialog.reject()

    when_modal(QFileDialog, cancel)
    assert not demo_window.save()
    assert seen and seen[0].resolve() == documents.resolve()
    assert demo.read_bytes() == before and os.stat(demo).st_mtime_ns == mtime
    assert not list(demo.parent.glob("*.bak")) and not list(documents.iterdir())
    assert not demo_window.document.undo_stack.isClean() and not demo_window.encounter.turn.started
    assert demo_window.document.journal.active  # the recovery journal holds the demo's work


def test_the_app_opens_the_demo_without_its_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 26 item 10: ``gmtracker`` with no file runs the window on the demo with no path, as the demo."""
    import gmtracker.app as app
    import gmtracker.ui.shell.application as application

    calls: list[tuple[Any, ...]] = []
    monkeypatch.setattr(application, "run", lambda encounter, path, paths, **options: calls.append(
        (encounter.name, path, options.get("demo"))) or 0)
    monkeypatch.setattr(app, "user_paths", lambda _folder: None)
    assert app.main([]) == 0
    assert calls == [("Ambush at the Old Mill", None, True)]

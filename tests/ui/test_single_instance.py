"""The single-instance guard in process (issue 25, item 3): a holder of the lock that does not
answer is said in a plain-text box through its real exec(), with exit status 1; requests that
are not ours are refused; macOS's file-open events become requests; a file asked for while a
dialog is open waits until it closes. The real second processes are in
tests/e2e/test_single_instance.py."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLockFile, QTimer
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtNetwork import QLocalSocket
from PySide6.QtWidgets import QApplication, QDialog

from gmtracker.storage import load_encounter
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.shell import single_instance
from gmtracker.ui.shell.application import _RequestHandler, run
from gmtracker.ui.shell.context import AppContext
from gmtracker.ui.shell.main_window import MainWindow
from gmtracker.ui.shell.single_instance import FileOpenFilter, InstanceGuard, Outcome, _requested_path, server_name
from tests.ui.modal import MessageBoxes


def test_a_lock_holder_that_does_not_answer_is_said_and_the_start_ends_with_1(
        tmp_path: Path, qtbot: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    paths = UserPaths.under(tmp_path / "<b>data</b>")
    paths.instance_lock_file.parent.mkdir(parents=True)
    held = QLockFile(str(paths.instance_lock_file))  # this process holds it, and serves nothing
    assert held.tryLock(0)
    monkeypatch.setattr(single_instance, "ANSWER_MS", 200)
    boxes = MessageBoxes()
    try:
        status = run(load_encounter(demo_encounter_path()), None, paths, smoke_test=False)
    finally:
        boxes.stop()
        held.unlock()
    assert status == 1
    assert [shown.title for shown in boxes.shown] == ["GM Tracker is already running"]
    assert str(paths.data_dir) in boxes.shown[0].text and boxes.shown[0].plain  # the folder's name as typed
    assert "not answering" in capsys.readouterr().err
    assert not paths.autosave_file.exists()


def test_the_guard_takes_a_free_lock_and_answers_requests(tmp_path: Path, qtbot: Any) -> None:
    lock = tmp_path / "gmtracker.lock"
    first = InstanceGuard(lock)
    assert first.acquire(None) == Outcome.FIRST
    asked: list[Path | None] = []
    first.serve(asked.append)
    socket = QLocalSocket()
    socket.connectToServer(server_name(lock))
    assert socket.waitForConnected(2000)
    socket.write(json.dumps({"open": str(tmp_path / "x.json")}).encode() + b"\n")
    qtbot.waitUntil(lambda: asked == [tmp_path / "x.json"], timeout=3000)
    qtbot.waitUntil(lambda: socket.bytesAvailable() > 0 or socket.waitForReadyRead(10), timeout=3000)
    assert bytes(socket.readAll().data()).strip() == b"ok"
    first.release()
    assert not lock.exists()


@pytest.mark.parametrize("line", [b"hello", b"[1]", b'{"open": 3}', b'{"close": "x"}', b"\xff\xfe", b'{"open": ""}'])
def test_a_line_that_is_not_a_request_is_refused(line: bytes) -> None:
    assert _requested_path(line) is False


def test_a_request_without_a_file_only_raises_the_window() -> None:
    assert _requested_path(b'{"open": null}') is None


def test_a_file_opened_in_finder_becomes_a_request(tmp_path: Path, qtbot: Any) -> None:
    guard = InstanceGuard(tmp_path / "gmtracker.lock")
    app = QApplication.instance()
    assert app is not None
    event_filter = FileOpenFilter(guard)
    app.installEventFilter(event_filter)
    try:
        QApplication.sendEvent(app, QFileOpenEvent(str(tmp_path / "from finder.json")))
        assert guard._pending == [tmp_path / "from finder.json"]  # before the window is up: kept
        asked: list[Path | None] = []
        guard.serve(asked.append)
        assert asked == [tmp_path / "from finder.json"]
    finally:
        app.removeEventFilter(event_filter)


def test_a_file_asked_for_while_a_dialog_is_open_waits_for_it_to_close(tmp_path: Path, qtbot: Any) -> None:
    context = AppContext(UserPaths.under(tmp_path / "data"))
    window = MainWindow(context, load_encounter(demo_encounter_path()))
    qtbot.addWidget(window)
    window.persist_layout = False
    window.show()
    wanted = tmp_path / "wanted.json"
    wanted.write_text(json.dumps({"format": "gmtracker-encounter", "version": 2, "name": "Wanted",
                                  "combatants": []}), encoding="utf-8")
    handler = _RequestHandler(context)
    before = window.document.path
    dialog = QDialog(window)
    seen: list[object] = []

    def during() -> None:
        handler(wanted)
        seen.append(window.document.path)  # not yet: the dialog works on the encounter open now
        QTimer.singleShot(100, dialog.accept)

    QTimer.singleShot(0, during)
    dialog.exec()
    assert seen == [before] and before != wanted
    qtbot.waitUntil(lambda: window.document.path == wanted, timeout=3000)
    assert window.encounter.name == "Wanted"

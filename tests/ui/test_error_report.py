"""An exception raised in a real slot, with the error report installed (issue 25): it is
in the error log with its traceback, on stderr, and in one plain-text box through its real
exec(); a second exception while the box is up is logged and opens no second box."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QPushButton, QTextEdit

from gmtracker.storage.paths import UserPaths
from gmtracker.ui.shell import error_report
from tests.ui.modal import when_modal

TEXT = "Something went wrong — your work is safe in the recovery journal."


class Boom(RuntimeError):
    pass


def _raise_in_a_slot() -> None:
    raise Boom("the <b>slot</b> failed")


@pytest.fixture
def paths(tmp_path: Path) -> UserPaths:
    return UserPaths.under(tmp_path / "profile")


@pytest.fixture
def button(qtbot: Any) -> QPushButton:
    widget = QPushButton("boom")
    qtbot.addWidget(widget)
    widget.clicked.connect(_raise_in_a_slot)
    return widget


@pytest.fixture
def installed(paths: UserPaths) -> Iterator[error_report.ErrorReport]:
    report = error_report.install(paths, lambda: None, crash_log=False)
    try:
        yield report
    finally:
        report.uninstall()


def _boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]


def test_an_exception_in_a_slot_is_logged_printed_and_shown_once(
    qtbot: Any, paths: UserPaths, button: QPushButton, installed: error_report.ErrorReport,
    capsys: pytest.CaptureFixture[str],
) -> None:
    seen: dict[str, Any] = {}

    def while_open(box: QMessageBox) -> None:
        informative = box.findChild(QLabel, "qt_msgbox_informativelabel")
        seen.update(title=box.windowTitle(), text=box.text(), informative=box.informativeText(),
                    details=box.detailedText(), name=box.objectName(),
                    plain=box.textFormat() == Qt.TextFormat.PlainText
                    and informative is not None and informative.textFormat() == Qt.TextFormat.PlainText,
                    edit_read_only=all(edit.isReadOnly() for edit in box.findChildren(QTextEdit)))
        others: list[QMessageBox] = []

        def close_others() -> None:  # a second box would block the test: counted, closed
            for other in _boxes():
                if other is not box:
                    others.append(other)
                    other.done(0)

        sweeper = QTimer()
        sweeper.timeout.connect(close_others)
        sweeper.start(5)
        button.click()  # a second exception while the box is up
        qtbot.wait(100)  # a second box would be shown by now (the first one came at once)
        sweeper.stop()
        seen["boxes"] = 1 + len(others)
        seen["log while open"] = paths.error_log_file.read_text(encoding="utf-8")
        box.button(QMessageBox.StandardButton.Ok).click()

    script = when_modal(QMessageBox, while_open)
    button.click()
    qtbot.waitUntil(lambda: "boxes" in seen and not _boxes(), timeout=5000)
    script.check()
    assert seen["title"] == "Something went wrong"
    assert seen["text"] == TEXT
    assert seen["informative"] == f"The details are in the error log: {paths.error_log_file}"
    assert seen["plain"] and seen["name"] == error_report.DIALOG_NAME
    assert "Traceback (most recent call last)" in seen["details"]
    assert "in _raise_in_a_slot" in seen["details"]
    assert "Boom: the <b>slot</b> failed" in seen["details"]
    assert str(paths.error_log_file) in seen["details"]
    assert seen["boxes"] == 1
    # Both are in the log, with their tracebacks; both went to stderr.
    assert seen["log while open"].count("Boom: the <b>slot</b> failed") == 2
    assert seen["log while open"].count("Traceback (most recent call last)") == 2
    assert "Unexpected error" in seen["log while open"]
    assert capsys.readouterr().err.count("Boom: the <b>slot</b> failed") == 2
    assert len(script.opened) == 1


def test_after_the_box_is_closed_the_next_error_shows_again(
    qtbot: Any, button: QPushButton, installed: error_report.ErrorReport,
) -> None:
    script = when_modal(QMessageBox, lambda box: box.done(0), times=2)
    button.click()
    qtbot.waitUntil(lambda: len(script.opened) == 1 and not _boxes(), timeout=5000)
    button.click()
    qtbot.waitUntil(lambda: len(script.opened) == 2 and not _boxes(), timeout=5000)
    script.check()


def test_a_log_that_cannot_be_written_is_said_in_the_box(
    qtbot: Any, tmp_path: Path, button: QPushButton, capsys: pytest.CaptureFixture[str],
) -> None:
    blocked = tmp_path / "profile"
    blocked.mkdir()
    (blocked / "state").write_text("a file where the state folder should be", encoding="utf-8")
    paths = UserPaths.under(blocked)
    report = error_report.install(paths, lambda: None)  # the crash file cannot be opened either
    try:
        assert report.crash_problem is not None and "crash.log" in report.crash_problem
        seen: dict[str, str] = {}
        script = when_modal(QMessageBox, lambda box: seen.update(
            informative=box.informativeText(), details=box.detailedText()) or box.done(0))
        button.click()
        qtbot.waitUntil(lambda: bool(seen) and not _boxes(), timeout=5000)
        script.check()
    finally:
        report.uninstall()
    assert seen["informative"].startswith(f"The details could not be written to the error log {paths.error_log_file}: ")
    assert seen["informative"] in seen["details"]
    assert "Boom" in seen["details"]
    assert "Boom: the <b>slot</b> failed" in capsys.readouterr().err  # stderr still has it


def test_without_a_qapplication_nothing_is_shown(
    monkeypatch: pytest.MonkeyPatch, paths: UserPaths, installed: error_report.ErrorReport,
) -> None:
    scheduled: list[object] = []
    monkeypatch.setattr(QApplication, "instance", staticmethod(lambda: None))
    monkeypatch.setattr(QTimer, "singleShot", staticmethod(lambda *args: scheduled.append(args)))
    try:
        _raise_in_a_slot()
    except Boom:
        sys.excepthook(*sys.exc_info())  # type: ignore[arg-type]
    assert scheduled == []
    assert "Boom: the <b>slot</b> failed" in paths.error_log_file.read_text(encoding="utf-8")


def test_uninstall_puts_the_previous_hook_back(paths: UserPaths) -> None:
    before = sys.excepthook
    report = error_report.install(paths, crash_log=False)
    assert sys.excepthook == report.excepthook
    report.uninstall()
    assert sys.excepthook is before


def test_the_log_is_size_capped_and_rotated(paths: UserPaths, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(error_report, "LOG_BYTES", 2000)
    monkeypatch.setattr(QApplication, "instance", staticmethod(lambda: None))
    report = error_report.install(paths, crash_log=False)
    try:
        for _ in range(40):
            try:
                _raise_in_a_slot()
            except Boom:
                report.excepthook(*sys.exc_info())  # type: ignore[arg-type]
    finally:
        report.uninstall()
    logs = sorted(p.name for p in paths.log_dir.iterdir())
    assert logs == ["gmtracker.log", "gmtracker.log.1", "gmtracker.log.2", "gmtracker.log.3"]
    assert all(p.stat().st_size <= 2000 for p in paths.log_dir.iterdir())

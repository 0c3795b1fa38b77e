"""The GM for the damaged-journal tests: runs the real app (``gmtracker.app.main``) and
writes what it is told to a markers file.

``python tests/e2e/journal_driver.py --markers FILE --mode MODE -- APP-ARGUMENTS``

* ``play``: six edits through ``MainWindow.run``, ``done N`` after each; then waits to be killed.
* ``save``: six edits, then Ctrl+S's action; the moment the encounter file is written (before
  the journal hears of it) ``saved`` is written and the app sleeps, to be killed there.
* ``answer``: every message box is recorded (``box TITLE``, ``text …``, ``info …``) and
  "Restore unsaved work?" answered Yes; then ``restored COUNT INDEX NOTES``, then File ▸ Save is
  pressed and ``save-box TITLE`` written for any box it opens, then ``end``; the app quits.
* ``check``: as ``answer``, without the Save.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402
from tests.e2e.app_process import run_app  # noqa: E402


class Driver:
    def __init__(self, options: argparse.Namespace) -> None:
        self.options = options
        self.markers = os.open(options.markers, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        self.window: Any = None  # the MainWindow, once shown
        self.saving = False
        self.poll = QTimer()
        self.poll.setInterval(10)
        self.poll.timeout.connect(self._poll)
        self.poll.start()

    def write(self, line: str) -> None:
        os.write(self.markers, (line.replace("\n", " | ") + "\n").encode())

    def _poll(self) -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QMessageBox) and modal.isVisible():
            prefix = "save-box" if self.saving else "box"
            self.write(f"{prefix} {modal.windowTitle()}")
            self.write(f"text {modal.text()}")
            self.write(f"info {modal.informativeText()}")
            if modal.windowTitle() == "Restore unsaved work?":
                modal.button(QMessageBox.StandardButton.Yes).click()
            else:
                modal.done(0)
            return
        if self.window is None:
            from gmtracker.ui.shell.main_window import MainWindow

            for widget in QApplication.topLevelWidgets():
                if isinstance(widget, MainWindow) and widget.isVisible() and widget.startup_finished:
                    self.window = widget
                    QTimer.singleShot(0, self.started)

    def started(self) -> None:
        from gmtracker.encounter.roster import EditCombatant

        assert self.window is not None
        window = self.window
        if self.options.mode in ("answer", "check"):
            stack = window.document.undo_stack
            notes = window.encounter.combatants[0].notes
            self.write(f"restored {stack.count()} {stack.index()} {notes}")
            if self.options.mode == "check":  # the restored file is the fixture's: not saved
                stack.setClean()
                window.close()
                return
            self.saving = True
            QTimer.singleShot(0, self.save_and_quit)
            return
        first = window.encounter.combatants[0].id
        for number in range(1, 7):
            window.run(EditCombatant(first, {"notes": f"step {number}"}))
            self.write(f"done {number}")
        if self.options.mode == "save":
            import gmtracker.ui.shell.document as document

            real = document.save_encounter

            def save_then_wait(encounter: object, path: object) -> object:
                result = real(encounter, path)  # type: ignore[arg-type]
                self.write("saved")
                time.sleep(60)  # killed here: the file is written, the journal not told yet
                return result

            document.save_encounter = save_then_wait  # type: ignore[assignment]
            window.actions_by_name["actionSave"].trigger()

    def save_and_quit(self) -> None:
        assert self.window is not None
        self.window.actions_by_name["actionSave"].trigger()
        self.write(f"clean {self.window.document.undo_stack.isClean()}")
        self.write("end")
        self.window.document.undo_stack.setClean()  # a clean quit, whatever the save did
        self.window.close()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--markers", required=True)
    parser.add_argument("--mode", choices=("play", "save", "answer", "check"), required=True)
    parser.add_argument("app", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    return run_app(lambda: Driver(options), options.app)


if __name__ == "__main__":
    sys.exit(main())

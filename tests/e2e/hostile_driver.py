"""A GM with hostile names, for the end-to-end test: the real app, its real event loop.

``python tests/e2e/hostile_driver.py --report FILE -- APP-ARGUMENTS`` starts GM Tracker
through ``gmtracker.app.main`` (as ``python -m gmtracker`` does). From a timer in its event
loop it waits for the main window, writes what the window shows (title, status bar, the
first Name cell), duplicates the current combatant (an unsaved change) and closes the
window; the "Unsaved changes" box (a real modal QMessageBox) is written down (title, text,
text format) and answered Discard, so the app ends. Any other box or dialog is written down
and closed. Lines of FILE (one JSON object each) and the exit status are the test's to judge.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox  # noqa: E402


class Driver:
    def __init__(self, report: Path) -> None:
        self.report = report.open("a", encoding="utf-8")
        self.window = None
        self.closing = False
        self.poll = QTimer()
        self.poll.setInterval(20)
        self.poll.timeout.connect(self._poll)
        self.poll.start()

    def write(self, **line: object) -> None:
        self.report.write(json.dumps(line, ensure_ascii=False) + "\n")
        self.report.flush()

    def _poll(self) -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QMessageBox) and modal.isVisible():
            self.write(kind="box", title=modal.windowTitle(), text=modal.text(),
                       format=modal.textFormat().name)
            if modal.windowTitle() == "Unsaved changes":
                modal.button(QMessageBox.StandardButton.Discard).click()
            else:
                modal.done(0)
            return
        if isinstance(modal, QDialog) and modal.isVisible():
            self.write(kind="dialog", name=modal.objectName())
            modal.reject()
            return
        if self.window is None:
            from gmtracker.ui.shell.main_window import MainWindow

            for widget in QApplication.topLevelWidgets():
                if isinstance(widget, MainWindow) and widget.isVisible() and widget.startup_finished:
                    self.window = widget
                    QTimer.singleShot(0, self.act)

    def act(self) -> None:
        window = self.window
        name_cell = window.proxy.index(0, 2).data()  # Column.NAME
        self.write(kind="window", title=window.windowTitle(), status=window.round_label.text(),
                   status_format=window.round_label.textFormat().name, first_name=name_cell)
        current = window.encounter.turn.current or window.encounter.combatants[0].id
        window.select(current)
        window.actions_by_name["actionDuplicate"].trigger()
        self.write(kind="changed", clean=window.document.undo_stack.isClean(),
                   combatants=len(window.encounter.combatants))
        self.closing = True
        QTimer.singleShot(0, window.close)  # asks "Unsaved changes" (a real modal box)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--report", type=Path, required=True)
    parser.add_argument("app", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    arguments = [a for a in options.app if a != "--"]

    from gmtracker.app import main as app_main
    from gmtracker.ui.shell import application

    driver: list[Driver] = []
    original = application._application

    def with_driver() -> QApplication:
        app = original()
        driver.append(Driver(options.report))
        return app

    application._application = with_driver  # the driver's timer lives in the app's own loop
    status = app_main(arguments)
    driver[0].write(kind="exit", status=status)
    return status


if __name__ == "__main__":
    sys.exit(main())

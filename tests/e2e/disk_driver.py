"""Drives the real GM Tracker through its event loop to save where the disk refuses.

Not collected by pytest; test_disk_failures.py runs it in a subprocess::

    python disk_driver.py REPORT DATA_DIR FILE (free FILLER | save-as PATH)

It creates the QApplication, queues a QTimer script, then calls the real
``gmtracker.app.main(["--data-dir", DATA_DIR, FILE])`` (the command line, the file load,
``gmtracker.ui.shell.application.run`` and ``app.exec()``). The script, as a GM would:

1. waits for the main window, adds a combatant and duplicates it (two undoable steps);
2. saves (the Save action, as Ctrl+S does): the disk refuses; the message box that comes
   up is recorded and answered OK;
3. records the window (still open? unsaved mark? the encounter as before the save?) and
   the folder (the file's SHA-256, temporary files left);
4. then gets out of it: ``free`` deletes FILLER (the disk has room again) and saves again;
   ``save-as`` saves under PATH through the real Save As dialog;
5. records the result, closes the window (no question: it is saved) and writes REPORT
   (JSON). Every message box and dialog met is in the report.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QCoreApplication, Qt, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QMessageBox  # noqa: E402

report: dict[str, Any] = {"modals": [], "steps": []}


def digest(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


def encounter_bytes(window: Any) -> str:
    import msgspec

    return hashlib.sha256(msgspec.json.encode(window.encounter)).hexdigest()


class ModalAnswerer:
    """Answers every modal window as it comes up: OK in a message box (recording its
    texts), the chosen file in a file dialog."""

    def __init__(self, save_as: Path | None) -> None:
        self.save_as = save_as
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(self.answer)
        self.timer.start()

    def answer(self) -> None:
        modal = QApplication.activeModalWidget()
        if modal is None or not modal.isVisible():
            return
        if isinstance(modal, QMessageBox):
            report["modals"].append({"kind": "message", "title": modal.windowTitle(), "text": modal.text(),
                                     "informative": modal.informativeText(),
                                     "plain": modal.textFormat() == Qt.TextFormat.PlainText})
            ok = modal.button(QMessageBox.StandardButton.Ok)
            (ok or modal.buttons()[0]).click()
        elif isinstance(modal, QFileDialog) and self.save_as is not None:
            report["modals"].append({"kind": "file dialog", "title": modal.windowTitle()})
            name_field = modal.findChild(QLineEdit, "fileNameEdit")  # typed, as a GM would:
            if name_field is not None:  # selectFile() can lose a race with the start file
                name_field.setText(str(self.save_as))
            else:
                modal.selectFile(str(self.save_as))
            modal.accept()
        else:
            report["modals"].append({"kind": "unexpected", "class": type(modal).__name__})
            modal.close()


def main(report_path: Path, data_dir: Path, file: Path, remedy: str, remedy_path: Path) -> int:
    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs)
    app = QApplication(["gmtracker"])
    answerer = ModalAnswerer(remedy_path if remedy == "save-as" else None)
    from gmtracker.storage import load_encounter
    from gmtracker.ui.shell.main_window import MainWindow

    def the_window() -> Any:
        for widget in app.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.isVisible() and widget.startup_finished:
                return widget
        return None

    def script() -> None:
        window = the_window()
        if window is None:
            QTimer.singleShot(20, script)
            return
        try:
            run_script(window)
        except BaseException:  # report it and stop: never leave the test waiting
            import traceback

            report["error"] = traceback.format_exc()
            app.exit(3)

    def run_script(window: Any) -> None:
        actions = window.actions_by_name
        actions["actionAddCombatant"].trigger()
        actions["actionDuplicate"].trigger()
        before = {"encounter": encounter_bytes(window), "rows": len(window.encounter.combatants),
                  "modified": window.isWindowModified()}
        report["before_save"] = before
        folder = file.parent
        actions["actionSave"].trigger()  # the warning box is answered by the answerer
        report["after_failure"] = {
            "running": window.isVisible(),
            "modified": window.isWindowModified(),
            "clean": window.document.undo_stack.isClean(),
            "encounter": encounter_bytes(window),
            "rows": len(window.encounter.combatants),
            "undo_steps": window.document.undo_stack.count(),
            "file_sha256": digest(file),
            "folder": sorted(p.name for p in folder.iterdir()),
        }
        if remedy == "free":
            os.unlink(remedy_path)
            actions["actionSave"].trigger()
            saved = file
        else:
            actions["actionSaveAs"].trigger()
            saved = remedy_path
        report["after_remedy"] = {
            "modified": window.isWindowModified(),
            "path": str(window.document.path),
            "saved_equals_shown": saved.exists() and load_encounter(saved) == window.encounter,
            "file_sha256": digest(file),
            "folder": sorted(p.name for p in saved.parent.iterdir()),
        }
        window.close()

    QTimer.singleShot(0, script)
    from gmtracker.app import main as gmtracker_main

    report["exit_status"] = gmtracker_main(["--data-dir", str(data_dir), str(file)])
    answerer.timer.stop()
    report_path.write_text(json.dumps(report, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3]), sys.argv[4], Path(sys.argv[5])))

"""Start-up (issue 7): what the first paint imports.

Until the table is painted, only what it needs is imported: the texts of undo steps,
log lines and errors, the attack rules, the docks and the actions come later (when first
used, or in ``MainWindow.finish_startup``). Checked in a fresh interpreter that runs
``gmtracker.app.main`` and lists its modules on the main window's first paint.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

CHILD = """
import os, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QMainWindow

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and isinstance(watched, QMainWindow):
            print(" ".join(sorted(sys.modules)), flush=True)
            os._exit(0)
        return False

app = QApplication(["gmtracker"])
spy = FirstPaint()
app.installEventFilter(spy)
from gmtracker.app import main
main(["--data-dir", sys.argv[1]])
"""

#: Modules the first paint must not import (each is imported later, when needed).
LATER = (
    "gmtracker.ui.words.log_lines",  # log lines and the undo steps' texts: on the first undo step
    "gmtracker.encounter.log_render.commands",
    "gmtracker.encounter.log_render.lines",  # the renderers: the first log line or action (issue 16)
    "gmtracker.encounter.log_render.breakdown",
    "gmtracker.ui.words.error_text",  # when an error is shown
    "gmtracker.ui.shell.actions",  # finish_startup
    "gmtracker.ui.shell.combat_actions",  # the first combat or roster action
    "gmtracker.ui.shell.roster_actions",
    "gmtracker.ui.panels.editor_dock",
    "gmtracker.ui.panels.roll_log",
    "gmtracker.rules.attack",  # the encounter and settings name ResolutionMode from rules.resolution
    "gmtracker.rules.defense",
    "platformdirs",  # only without --data-dir
    "sqlite3",  # the recovery journal's: its first write, or a journal found at start-up (issue 16)
)


def modules_at_first_paint(tmp_path: Path) -> set[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    finished = subprocess.run([sys.executable, "-c", CHILD, str(tmp_path / "data")], capture_output=True,
                              text=True, env=env, timeout=120, check=False)
    assert finished.returncode == 0, finished.stderr
    return set(finished.stdout.split())


def test_the_first_paint_imports_only_what_the_table_needs(tmp_path: Path) -> None:
    loaded = modules_at_first_paint(tmp_path)
    assert {"gmtracker.ui.shell.main_window", "gmtracker.ui.models.combatant_model", "gmtracker.rules.resolution"} <= loaded
    assert sorted(loaded.intersection(LATER)) == []
    assert sorted(name for name in loaded if name.startswith("gmtracker.ui.dialogs.")) == []  # on first use


#: Modules the usable window (``--smoke-test``: docks, menus, toolbar built) must not import.
#: (Not ``dataclasses`` any more: the roll log's first lines need the log kinds' declarations,
#: which stand beside their commands since issue 28, and some commands are dataclasses.)
NOT_WHEN_USABLE = (
    "gmtracker.ui.shell.combat_actions",
    "gmtracker.ui.shell.roster_actions",
)

USABLE_CHILD = """
import sys
from gmtracker.app import main
status = main(["--data-dir", sys.argv[1], "--smoke-test"])
print(" ".join(sorted(sys.modules)), flush=True)
raise SystemExit(status)
"""


def test_the_usable_window_imports_no_action_of_the_shell(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    finished = subprocess.run([sys.executable, "-c", USABLE_CHILD, str(tmp_path / "data")], capture_output=True,
                              text=True, env=env, timeout=120, check=False)
    assert finished.returncode == 0, finished.stderr
    assert finished.stdout.startswith("ok: ")
    loaded = set(finished.stdout.splitlines()[-1].split())
    assert {"gmtracker.ui.panels.editor_dock", "gmtracker.ui.panels.roll_log", "gmtracker.encounter.dice_needs"} <= loaded
    assert sorted(loaded.intersection(NOT_WHEN_USABLE)) == []


def test_resolution_mode_is_the_same_class_under_both_names() -> None:
    from gmtracker.encounter.model import Settings
    from gmtracker.rules.attack import ResolutionMode
    from gmtracker.rules.resolution import ResolutionMode as Resolution

    assert ResolutionMode is Resolution
    assert Settings().resolution is ResolutionMode.HIT_CHECK

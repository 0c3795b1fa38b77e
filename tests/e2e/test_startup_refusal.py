"""A file refused at start-up, as a GM double-clicking it in a file manager (issue 25).

The real program in a subprocess (``python -c`` running ``gmtracker.app.main`` with a
watcher timer, as tests/e2e/kill_driver.py does): the window opens with the demo (no
file name: Save asks where) and a plain-text warning names the file and the problem; the
stderr line stays; the exit status is the app's own (0). ``--smoke-test`` on the same
file still exits 2 with only that line.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

CHILD = """
import json, sys
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

app = QApplication(["gmtracker"])
seen = {"boxes": []}

def poll():
    from gmtracker.ui.shell.main_window import MainWindow
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    modal = QApplication.activeModalWidget()
    if isinstance(modal, QMessageBox) and modal.isVisible():
        informative = modal.findChild(QLabel, "qt_msgbox_informativelabel")
        seen["boxes"].append({
            "title": modal.windowTitle(), "text": modal.text(), "informative": modal.informativeText(),
            "plain": modal.textFormat() == Qt.TextFormat.PlainText
                     and informative.textFormat() == Qt.TextFormat.PlainText,
            "window shown": any(w.isVisible() for w in windows),
        })
        for window in windows:
            seen["combatants"] = window.combatant_model.rowCount()
            seen["path"] = None if window.document.path is None else str(window.document.path)
        modal.done(0)
        QTimer.singleShot(300, lambda: [w.close() for w in windows])

timer = QTimer()
timer.timeout.connect(poll)
timer.start(10)
QTimer.singleShot(60000, lambda: app.exit(99))  # a watchdog: nobody closed the window
from gmtracker.app import main
seen["status"] = main(sys.argv[1:])
print("RESULT " + json.dumps(seen), flush=True)
"""


def _broken_file(tmp_path: Path) -> Path:
    # The path reads ".../<b>x</b>.json": it must show as it is, not as bold HTML.
    folder = tmp_path / "<b>x<"
    folder.mkdir()
    bad = folder / "b>.json"
    bad.write_text("[]", encoding="utf-8")
    return bad


def _environment() -> dict[str, str]:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


def test_a_refused_file_opens_the_window_with_the_demo_and_a_plain_warning(tmp_path: Path) -> None:
    bad = _broken_file(tmp_path)
    assert str(bad).endswith("/<b>x</b>.json")
    finished = subprocess.run([sys.executable, "-c", CHILD, str(bad), "--data-dir", str(tmp_path / "profile")],
                              capture_output=True, text=True, timeout=120, env=_environment(), check=False)
    assert finished.returncode == 0, finished.stdout + finished.stderr
    result_line = [line for line in finished.stdout.splitlines() if line.startswith("RESULT ")]
    assert result_line, finished.stdout + finished.stderr
    seen = json.loads(result_line[0].removeprefix("RESULT "))
    assert seen["status"] == 0
    assert len(seen["boxes"]) == 1, seen["boxes"]
    box = seen["boxes"][0]
    assert box["window shown"]  # the warning comes over the window, not instead of it
    assert box["title"] == "Cannot open encounter"
    assert box["text"] == f"GM Tracker could not open {bad}."
    assert box["informative"] == f"{bad}: expected a JSON object at the top level, found an array"
    assert box["plain"]
    assert seen["combatants"] == 12  # the demo
    assert seen["path"] is None
    assert f"gmtracker: error: {bad}: expected a JSON object" in finished.stderr
    assert "Traceback" not in finished.stderr


def test_a_refused_file_in_the_smoke_test_still_exits_2(tmp_path: Path) -> None:
    bad = _broken_file(tmp_path)
    finished = subprocess.run([sys.executable, "-m", "gmtracker", str(bad), "--smoke-test",
                               "--data-dir", str(tmp_path / "profile")],
                              capture_output=True, text=True, timeout=120, env=_environment(), check=False)
    assert finished.returncode == 2
    assert finished.stdout == ""
    assert finished.stderr.splitlines() == [f"gmtracker: error: {bad}: expected a JSON object at the top level, found an array"]
    assert not (tmp_path / "profile").exists()


def test_a_refused_file_quotes_its_bad_value_cut_in_the_dialog_and_on_stderr(tmp_path: Path) -> None:
    """Issue 27 item 12: the fuzz met a refusal of 3.75 million characters on one stderr line
    (msgspec echoes an enum value whole). The real start-up now quotes it cut to 80 characters."""
    from gmtracker.encounter.names import quoted
    from gmtracker.storage.resources import demo_encounter_path

    tree = json.loads(demo_encounter_path().read_bytes())
    value = "x" * 3_750_000
    tree["combatants"][0]["side"] = value
    bad = tmp_path / "fight.json"
    bad.write_text(json.dumps(tree), encoding="utf-8")
    finished = subprocess.run([sys.executable, "-c", CHILD, str(bad), "--data-dir", str(tmp_path / "profile")],
                              capture_output=True, text=True, timeout=120, env=_environment(), check=False)
    assert finished.returncode == 0, finished.stdout[-2000:] + finished.stderr[-2000:]
    result_line = [line for line in finished.stdout.splitlines() if line.startswith("RESULT ")]
    assert result_line, finished.stdout[-2000:] + finished.stderr[-2000:]
    seen = json.loads(result_line[0].removeprefix("RESULT "))
    box = seen["boxes"][0]
    expected = (f'{bad}: $.combatants[0].side ("Ayla Thornwood"): invalid enum value '
                f"'{quoted(value)}' (expected one of: pc, ally, enemy, neutral)")
    assert box["informative"] == expected
    assert box["plain"]
    lines = [line for line in finished.stderr.splitlines() if line.startswith("gmtracker: error: ")]
    assert lines == [f"gmtracker: error: {expected}"]
    assert max(map(len, finished.stderr.splitlines())) < 400  # no line echoes the value

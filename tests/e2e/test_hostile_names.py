"""End to end (issue 11, defect 2): the installed app opens a file full of hostile names,
takes a change and closes through the "Unsaved changes" box, without crashing, and every
name shows as typed.

The names hold ``<b>``, an ``<img>`` of a real PNG beside the file (the working folder),
``%1 %2 %n {0}`` and ``&amp;``. Before the fix the box rendered the encounter's name as HTML
(with ``<img src="/dev/zero">`` that aborted the process); now its text is plain.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.ui.hostile_text import HOSTILE, write_image
from tests.ui.test_hostile_text import hostile_encounter_file

DRIVER = Path(__file__).with_name("hostile_driver.py")
TIMEOUT = 120  # seconds; generous for a loaded CI machine


@pytest.fixture
def hostile_file(tmp_path: Path, qapp: object) -> Path:
    write_image(tmp_path)  # the <img> points at h.png in the working folder
    return hostile_encounter_file(tmp_path)


def _environment() -> dict[str, str]:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


def test_the_smoke_test_opens_a_hostile_file(tmp_path: Path, hostile_file: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "gmtracker", "--data-dir", str(tmp_path / "data"),
                           str(hostile_file), "--smoke-test"], cwd=tmp_path, env=_environment(),
                          capture_output=True, text=True, timeout=TIMEOUT)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip() == "ok: 12 combatants"


def test_a_hostile_name_survives_a_change_and_the_unsaved_changes_box(tmp_path: Path, hostile_file: Path) -> None:
    report = tmp_path / "report.jsonl"
    done = subprocess.run([sys.executable, str(DRIVER), "--report", str(report), "--",
                           "--data-dir", str(tmp_path / "data"), str(hostile_file)],
                          cwd=tmp_path, env=_environment(), capture_output=True, text=True, timeout=TIMEOUT)
    lines = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()] if report.exists() else []
    assert done.returncode == 0, (lines, done.stderr[-3000:])
    assert "Traceback" not in done.stderr, done.stderr[-3000:]
    kinds = [line["kind"] for line in lines]
    assert kinds == ["window", "changed", "box", "exit"], lines
    window, changed, box, end = lines
    assert window["title"].startswith(f"{HOSTILE} Ambush — hostile.json")
    assert f"{HOSTILE} Goblin Lurker's turn" in window["status"] and window["status_format"] == "PlainText"
    assert window["first_name"].startswith(HOSTILE)
    assert changed == {"kind": "changed", "clean": False, "combatants": 13}
    assert box["title"] == "Unsaved changes"
    assert f"“{HOSTILE} Ambush”" in box["text"]
    assert box["format"] == "PlainText"
    assert end == {"kind": "exit", "status": 0}

"""A save onto a full disk or into a read-only folder, in the real app (issue 11, e2e).

The app runs in a subprocess (``disk_driver.py``: the real ``gmtracker.app.main``,
window and event loop, driven by a QTimer script). The GM changes the encounter and
saves where the disk refuses. Then: the GM reads a plain-text message naming the file
and the problem; the file on disk is as it was, with no temporary file left beside it;
the app keeps running with the unsaved mark and the encounter exactly as shown before
the save (with its undo history); and once there is room (or another folder, through
Save As), the same work is saved.

The full disk is a 64 KB tmpfs mounted by the test (root only, else skipped). The
read-only folder is a chmod'ed folder when not root, and a tmpfs remounted read-only
when root (root writes through chmod); skipped when neither is possible.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from gmtracker.storage.resources import demo_encounter_path

DRIVER = Path(__file__).with_name("disk_driver.py")
ROOT = os.name == "posix" and os.geteuid() == 0

pytestmark = pytest.mark.skipif(os.name != "posix", reason="tmpfs and POSIX permissions")


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def mount_tmpfs(where: Path, size: str) -> None:
    if not ROOT:
        pytest.skip("mounting a tmpfs needs root")
    where.mkdir(parents=True, exist_ok=True)
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
                             capture_output=True, text=True, check=False)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.strip()}")


@pytest.fixture
def mounts() -> Iterator[list[Path]]:
    """Mount points to unmount after the test, whatever happened."""
    points: list[Path] = []
    yield points
    for point in reversed(points):
        subprocess.run(["umount", "-l", str(point)], capture_output=True, check=False)


def drive(tmp_path: Path, file: Path, remedy: str, remedy_path: Path) -> dict[str, Any]:
    report_path = tmp_path / "report.json"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    finished = subprocess.run(
        [sys.executable, str(DRIVER), str(report_path), str(tmp_path / "data"), str(file), remedy,
         str(remedy_path)],
        capture_output=True, text=True, env=env, timeout=180, check=False)
    assert report_path.exists(), finished.stderr
    report: dict[str, Any] = json.loads(report_path.read_text(encoding="utf-8"))
    assert "error" not in report, report["error"]
    assert finished.returncode == 0, finished.stderr
    return report


def check_the_refusal(report: dict[str, Any], file: Path, original: str, problem: str) -> None:
    """What the GM saw and kept after the refused save."""
    refusals = [m for m in report["modals"] if m["kind"] == "message"]
    assert refusals, "no message for the GM"
    first = refusals[0]
    assert first["title"] == "Cannot save" and first["plain"]
    assert str(file) in first["text"] and problem in first["text"].lower(), first["text"]
    assert "stays open with all its changes" in first["informative"]
    after = report["after_failure"]
    before = report["before_save"]
    assert before["modified"] and after["running"]
    assert after["modified"] and not after["clean"]  # the unsaved mark stays
    assert after["encounter"] == before["encounter"] and after["rows"] == before["rows"]
    assert after["undo_steps"] == 2
    assert after["file_sha256"] == original  # the file on disk is as it was
    assert not [name for name in after["folder"] if name.endswith(".tmp")]


def test_saving_onto_a_full_disk(tmp_path: Path, mounts: list[Path]) -> None:
    disk = tmp_path / "disk"
    mount_tmpfs(disk, "64k")
    mounts.append(disk)
    file = disk / "fight.json"
    shutil.copyfile(demo_encounter_path(), file)
    filler = disk / "filler.bin"
    free = shutil.disk_usage(disk).free
    filler.write_bytes(b"\0" * max(0, free - file.stat().st_size // 2))  # room for half a save
    original = sha256(file)
    report = drive(tmp_path, file, "free", filler)
    check_the_refusal(report, file, original, "no space left on device")
    # With room again, Save writes the same work: nothing was lost.
    after = report["after_remedy"]
    assert after["saved_equals_shown"] and not after["modified"]
    assert after["folder"] == ["fight.json", "fight.json.bak"]
    assert report["exit_status"] == 0
    assert len([m for m in report["modals"] if m["kind"] == "message"]) == 1


@pytest.fixture
def read_only_folder(tmp_path: Path, mounts: list[Path]) -> Iterator[Path]:
    """A folder holding the encounter file that even its owner cannot write into."""
    folder = tmp_path / "campaign"
    if ROOT:
        mount_tmpfs(folder, "1m")
        mounts.append(folder)
        shutil.copyfile(demo_encounter_path(), folder / "fight.json")
        subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
        yield folder
    else:
        folder.mkdir()
        shutil.copyfile(demo_encounter_path(), folder / "fight.json")
        folder.chmod(0o555)
        try:
            yield folder
        finally:
            folder.chmod(0o755)


def test_saving_into_a_read_only_folder(tmp_path: Path, read_only_folder: Path) -> None:
    file = read_only_folder / "fight.json"
    original = sha256(file)
    elsewhere = tmp_path / "elsewhere.json"
    report = drive(tmp_path, file, "save-as", elsewhere)
    problem = "read-only file system" if ROOT else "permission denied"
    check_the_refusal(report, file, original, problem)
    # Save As into a writable folder keeps the work; the read-only file is untouched.
    after = report["after_remedy"]
    assert after["saved_equals_shown"] and not after["modified"]
    assert after["path"] == str(elsewhere)
    assert sha256(file) == original
    assert sorted(p.name for p in read_only_folder.iterdir()) == ["fight.json"]
    assert [m["kind"] for m in report["modals"]] == ["message", "file dialog"]
    assert report["exit_status"] == 0


def test_a_save_into_a_read_only_folder_is_not_told_to_free_some_space(tmp_path: Path,
                                                                       read_only_folder: Path) -> None:
    report = drive(tmp_path, read_only_folder / "fight.json", "save-as", tmp_path / "elsewhere.json")
    first = [m for m in report["modals"] if m["kind"] == "message"][0]
    words = f"{first['text']}\n{first['informative']}"
    assert "free some space" not in words.lower(), words
    advice = "That disk can only be read" if ROOT else "You may not write in that folder. Check its permissions"
    assert advice in first["informative"], words

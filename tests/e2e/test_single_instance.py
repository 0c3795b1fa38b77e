"""One window per data folder (issue 25, item 3), through real second processes: a second start
brings the first window up and opens its file there, leaving the data folder (and the recovery
journal in it) as it was; a lock left by a ``kill -9`` is taken over by the next start."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gmtracker.storage.paths import UserPaths

DRIVER = Path(__file__).with_name("instance_driver.py")
DEADLINE = 60.0

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="kill -9 and the driver's files are POSIX here")


def _environment() -> dict[str, str]:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


def _lines(markers: Path) -> list[str]:
    return markers.read_text(encoding="utf-8").splitlines() if markers.exists() else []


def _start_first(tmp_path: Path, data: Path, name: str) -> tuple[subprocess.Popen[bytes], Path]:
    markers = tmp_path / f"{name}.txt"
    log = open(tmp_path / f"{name}.log", "wb")  # noqa: SIM115 - the child's
    process = subprocess.Popen([sys.executable, str(DRIVER), str(markers), str(data)], env=_environment(),
                               stdout=log, stderr=subprocess.STDOUT)
    log.close()
    return process, markers


def _wait_for(process: subprocess.Popen[bytes], markers: Path, line: str, log: Path) -> None:
    deadline = time.monotonic() + DEADLINE
    while line not in _lines(markers):
        if process.poll() is not None:
            raise AssertionError(f"ended with {process.returncode}: {log.read_text(errors='replace')[-3000:]}")
        if time.monotonic() > deadline:
            process.kill()
            raise AssertionError(f"no {line!r} within {DEADLINE} s: {_lines(markers)}")
        time.sleep(0.02)


def _second_start(data: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "gmtracker", *arguments, "--data-dir", str(data)],
                          env=_environment(), capture_output=True, text=True, timeout=DEADLINE, check=False)


def _snapshot(data: Path) -> dict[str, tuple[int, bytes]]:
    """Every file under the data folder with its modification time and content."""
    return {str(file.relative_to(data)): (file.stat().st_mtime_ns, file.read_bytes())
            for file in sorted(data.rglob("*")) if file.is_file()}


def _encounter_file(tmp_path: Path, name: str) -> Path:
    file = tmp_path / f"{name}.json"
    file.write_text(json.dumps({"format": "gmtracker-encounter", "version": 1, "name": name, "combatants": []}),
                    encoding="utf-8")
    return file


def test_a_second_start_opens_its_file_in_the_running_window_and_touches_nothing(tmp_path: Path) -> None:
    data = tmp_path / "data"
    first, markers = _start_first(tmp_path, data, "first")
    try:
        _wait_for(first, markers, "ready", tmp_path / "first.log")
        paths = UserPaths.under(data)
        # A journal as a crash of the running window's session would leave it: a second start
        # must neither offer it nor delete it.
        paths.autosave_file.parent.mkdir(parents=True, exist_ok=True)
        paths.autosave_file.write_bytes(b"the running window's journal")
        before = _snapshot(data)
        wanted = _encounter_file(tmp_path, "second")
        result = _second_start(data, str(wanted))
        assert result.returncode == 0, result.stdout + result.stderr
        assert "already running" in result.stdout
        _wait_for(first, markers, f"open: {wanted}", tmp_path / "first.log")
        after = _snapshot(data)
        # The running window put the file in its recent files (its own doing, as File ▸ Open);
        # everything else is as it was: the journal, the lock, the settings.
        after.pop("config/window.ini"), before.pop("config/window.ini", None)
        assert after == before
        assert paths.autosave_file.read_bytes() == b"the running window's journal"
        # Without a file, the window only comes to the front: what it shows stays.
        result = _second_start(data)
        assert result.returncode == 0, result.stdout + result.stderr
        time.sleep(0.5)
        assert _lines(markers)[-1] == f"open: {wanted}"
        assert first.poll() is None
    finally:
        first.kill()
        first.wait(timeout=DEADLINE)


def test_a_lock_left_by_kill_9_is_taken_over_by_the_next_start(tmp_path: Path) -> None:
    data = tmp_path / "data"
    first, markers = _start_first(tmp_path, data, "first")
    _wait_for(first, markers, "ready", tmp_path / "first.log")
    lock = UserPaths.under(data).instance_lock_file
    assert lock.read_text(encoding="utf-8", errors="replace").splitlines()[0] == str(first.pid)
    os.kill(first.pid, signal.SIGKILL)
    first.wait(timeout=DEADLINE)
    assert lock.exists()  # a crash leaves its lock behind
    second, markers2 = _start_first(tmp_path, data, "second")
    try:
        _wait_for(second, markers2, "ready", tmp_path / "second.log")
        assert lock.read_text(encoding="utf-8", errors="replace").splitlines()[0] == str(second.pid)
        # ...and it answers the next start, as the first did.
        result = _second_start(data, str(_encounter_file(tmp_path, "third")))
        assert result.returncode == 0, result.stdout + result.stderr
        _wait_for(second, markers2, f"open: {tmp_path / 'third.json'}", tmp_path / "second.log")
    finally:
        second.kill()
        second.wait(timeout=DEADLINE)

"""A state folder GM Tracker cannot write does not crash the app (defect 11).

The real app in a subprocess (``kill_driver.py``): a session is killed, leaving its
recovery journal; the state folder is made read-only; the app starts again, restores the
work, plays on (nothing can be journaled: the status bar says so) and quits cleanly —
the journal it cannot delete stays, nothing raises, the exit status is 0. Skipped for a
user who writes into read-only folders anyway (root).
"""

from __future__ import annotations

import os
import signal
import stat
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_kill_recovery import DEADLINE_SECONDS, _lines, _start, _wait_for  # noqa: E402


def _tree(root: Path) -> Iterator[Path]:
    yield root
    yield from root.rglob("*")


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_a_read_only_state_folder_does_not_crash_the_app(tmp_path: Path) -> None:
    from gmtracker.storage.resources import demo_encounter_path

    fight = tmp_path / "fight.json"
    fight.write_bytes(demo_encounter_path().read_bytes())
    data = tmp_path / "profile"
    arguments = ["--data-dir", str(data), str(fight)]
    process, markers = _start(tmp_path, 0, arguments, None)
    _wait_for(process, markers, 5, tmp_path, 0)
    os.kill(process.pid, signal.SIGKILL)
    process.wait(timeout=DEADLINE_SECONDS)
    done = [line.split() for line in _lines(markers) if line.startswith("done ")]
    journal = data / "state" / "autosave" / "recovery.sqlite3"
    assert journal.exists()
    state = data / "state"
    folders = [p for p in _tree(state) if p.is_dir()]
    for folder in folders:
        folder.chmod(0o555)
    try:
        if os.access(state / "autosave", os.W_OK):
            pytest.skip("this user writes into read-only folders (root)")
        before = sorted(p.name for p in (state / "autosave").iterdir())
        last = (done[-1][2], done[-1][3], done[-1][4])
        process, markers = _start(tmp_path, 1, arguments, last, finish=True, actions=10)
        status = process.wait(timeout=DEADLINE_SECONDS)
        lines = _lines(markers)
        output = (tmp_path / "stderr-01.txt").read_text(errors="replace")
        assert status == 0, output[-3000:]
        assert "Traceback" not in output, output[-3000:]
        assert any(line.startswith("check exact") or line.startswith("check inflight") for line in lines), lines
        assert sum(line.startswith("done ") for line in lines) == 10  # it played on
        assert lines[-1] == "exit 0"
        assert sorted(p.name for p in (state / "autosave").iterdir()) == before  # kept as it was
    finally:
        for folder in folders:
            folder.chmod(stat.S_IRWXU | stat.S_IRGRP | stat.S_IXGRP | stat.S_IROTH | stat.S_IXOTH)

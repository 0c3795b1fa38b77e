"""A state folder GM Tracker cannot write does not crash the app (defect 11).

The real app in a subprocess (``kill_driver.py``): a session is killed, leaving its
recovery journal; the state folder is made read-only; the app starts again, restores the
work, plays on (nothing can be journaled: the status bar says so) and quits cleanly —
the journal it cannot delete stays, nothing raises, the exit status is 0. Root writes
into read-only folders anyway: as root the app runs without the capabilities that allow
it (``setpriv``); where that cannot be done, the test is skipped.
"""

from __future__ import annotations

import os
import shutil
import signal
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.e2e.app_process import DEADLINE_SECONDS, lines_of, start, wait_for


#: Root without the capabilities that let it write into (and read) any folder.
_NO_OVERRIDE = ["--bounding-set", "-dac_override,-dac_read_search", "--inh-caps", "-dac_override,-dac_read_search"]


def _unprivileged(folder: Path) -> list[str] | None:
    """A command prefix under which ``folder`` (read-only now) cannot be written; None if none."""
    if not os.access(folder, os.W_OK):
        return []
    setpriv = shutil.which("setpriv")
    if os.geteuid() != 0 or setpriv is None:
        return None
    probe = subprocess.run([setpriv, *_NO_OVERRIDE, sys.executable, "-c",
                            f"import os; print(os.access({str(folder)!r}, os.W_OK))"],
                           capture_output=True, text=True, check=False)
    return [setpriv, *_NO_OVERRIDE] if probe.stdout.strip() == "False" else None


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
    process, markers = start(tmp_path, 0, arguments, None)
    wait_for(process, markers, 5, tmp_path, 0)
    os.kill(process.pid, signal.SIGKILL)
    process.wait(timeout=DEADLINE_SECONDS)
    done = [line.split() for line in lines_of(markers) if line.startswith("done ")]
    journal = data / "state" / "autosave" / "recovery.sqlite3"
    assert journal.exists()
    state = data / "state"
    folders = [p for p in _tree(state) if p.is_dir()]
    for folder in folders:
        folder.chmod(0o555)
    try:
        prefix = _unprivileged(state / "autosave")
        if prefix is None:
            pytest.skip("this user writes into read-only folders (root) and cannot run the app otherwise")
        before = sorted(p.name for p in (state / "autosave").iterdir())
        last = (done[-1][2], done[-1][3], done[-1][4])
        process, markers = start(tmp_path, 1, arguments, last, finish=True, actions=10, prefix=prefix)
        status = process.wait(timeout=DEADLINE_SECONDS)
        lines = lines_of(markers)
        output = (tmp_path / "stderr-01.txt").read_text(errors="replace")
        assert status == 0, output[-3000:]
        assert "Traceback" not in output, output[-3000:]
        assert "recovery journal" in output and "cannot be removed: permission denied" in output  # said
        assert any(line.startswith("check exact") or line.startswith("check inflight") for line in lines), lines
        assert sum(line.startswith("done ") for line in lines) == 10  # it played on
        assert lines[-1] == "exit 0"
        assert sorted(p.name for p in (state / "autosave").iterdir()) == before  # kept as it was
    finally:
        for folder in folders:
            folder.chmod(stat.S_IRWXU | stat.S_IRGRP | stat.S_IXGRP | stat.S_IROTH | stat.S_IXOTH)

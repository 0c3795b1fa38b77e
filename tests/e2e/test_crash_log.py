"""A hard crash leaves its Python traceback in the log folder (issue 25).

A child interpreter installs the error report (:mod:`gmtracker.ui.shell.error_report`)
the way the app does, without a QApplication (nothing can be shown: log and stderr only),
sends one ordinary exception to the hook, and then crashes with a real SIGSEGV. The crash
file holds faulthandler's "Fatal Python error: Segmentation fault" and the child's
traceback; the next start moves it into the error log and empties it.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from gmtracker.storage.paths import UserPaths
from gmtracker.ui.shell.error_report import crash_file

CHILD = """
import os, signal, sys
from pathlib import Path
from gmtracker.storage.paths import UserPaths
from gmtracker.ui.shell import error_report

report = error_report.install(UserPaths.under(Path(sys.argv[1])))
if sys.argv[2] == "crash":
    try:
        raise LookupError("an ordinary error before the crash")
    except LookupError:
        sys.excepthook(*sys.exc_info())

    def crash_here():
        os.kill(os.getpid(), signal.SIGSEGV)

    crash_here()
print("no crash", flush=True)
"""


def _child(root: Path, what: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", CHILD, str(root), what], capture_output=True, text=True,
                          timeout=120, check=False, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})


@pytest.mark.skipif(not hasattr(signal, "SIGSEGV") or os.name != "posix", reason="a POSIX signal")
def test_a_segmentation_fault_leaves_a_traceback_in_the_crash_file(tmp_path: Path) -> None:
    paths = UserPaths.under(tmp_path / "profile")
    crashed = _child(tmp_path / "profile", "crash")
    assert crashed.returncode == -signal.SIGSEGV, crashed.stderr
    crash = crash_file(paths).read_text(encoding="utf-8")
    assert "Fatal Python error: Segmentation fault" in crash
    assert 'File "<string>", line' in crash and "in crash_here" in crash
    # The ordinary exception before it: in the error log and on stderr.
    log = paths.error_log_file.read_text(encoding="utf-8")
    assert "LookupError: an ordinary error before the crash" in log and "Traceback" in log
    assert "LookupError: an ordinary error before the crash" in crashed.stderr

    # The next start: the crash goes into the error log, the crash file starts empty.
    again = _child(tmp_path / "profile", "start")
    assert again.returncode == 0 and again.stdout == "no crash\n", again.stderr
    assert crash_file(paths).read_text(encoding="utf-8") == ""
    log = paths.error_log_file.read_text(encoding="utf-8")
    assert "A previous run of GM Tracker crashed:" in log
    assert "Fatal Python error: Segmentation fault" in log and "in crash_here" in log
    assert log.index("LookupError") < log.index("Fatal Python error")

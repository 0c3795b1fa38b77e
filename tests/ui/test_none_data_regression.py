"""Guards the PySide6 pin: a model whose data() returns None must not crash at exit.

PySide6 6.12.0 on CPython 3.11 dropped a reference to None on every Python data() that
returned None; after a few thousand calls the interpreter aborted at exit with "Fatal
Python error: none_dealloc" (status 134). pyproject.toml pins PySide6-Essentials < 6.12
there; this test makes a future bump show the crash instead of hiding it.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).with_name("none_data_stress.py")


def test_tens_of_thousands_of_none_data_calls_exit_cleanly(demo_path: Path) -> None:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    finished = subprocess.run(
        [sys.executable, str(SCRIPT), str(demo_path)],
        capture_output=True,
        text=True,
        timeout=300,
        env=environment,
    )
    assert finished.returncode == 0, finished.stderr[-2000:]
    assert "none_dealloc" not in finished.stderr
    counts = re.search(r"data\(\) calls: (\d+), None: (\d+)", finished.stdout)
    assert counts, finished.stdout
    calls, nones = int(counts[1]), int(counts[2])
    assert nones >= 30_000
    assert calls > nones

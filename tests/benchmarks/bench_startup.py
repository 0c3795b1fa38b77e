"""Start-up and peak memory: GM Tracker's first painted window against a bare Qt window.

Each figure is measured from the parent: process start to the child's "painted" line
(``startup_child.py``), or to ``--smoke-test``'s "ok" line for the usable window; median of
RUNS runs, GM Tracker's first paint, the bare window and the usable window taking turns (on a
machine whose speed drifts, each figure sees it as its baseline does).
The bare window is a QMainWindow with a 1000-row QTableView: the floor any Qt table app
pays. The floor of any app on our stack is measured too (report only): the same window with
a table model written in Python (its ``headerData`` makes PySide6 build the ``Qt``
namespace's enums) and msgspec imported, and nothing of GM Tracker. Peak memory is the child's VmHWM at first paint, with the 1000-combatant file.
GM Tracker's first paint shows the table with every row (sized, sorted, the acting
combatant selected); the actions, menus, toolbar, docks and status bar are built right
after it (``MainWindow.finish_startup``), so the first-paint figures are taken before those
exist; the usable window has them all.
Run ``.venv/bin/python tests/benchmarks/bench_startup.py``.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
CHILD = Path(__file__).with_name("startup_child.py")
RUNS = 11
#: Bytecode for the children, outside the repository (the warm-up run writes it).
PYCACHE = str(Path(tempfile.gettempdir()) / "gmtracker-bench-pycache")


def first_paint(args: list[str]) -> tuple[float, int]:
    """Seconds from process start to first paint, and the peak RSS (kB) then."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), "PYTHONPYCACHEPREFIX": PYCACHE}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed app runs from compiled bytecode
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, str(CHILD), *args], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, env=env, text=True)
    assert child.stdout is not None
    line = child.stdout.readline()
    elapsed = time.perf_counter() - start
    child.wait()
    if not line.startswith("painted"):
        raise RuntimeError(f"child {args} never painted")
    return elapsed, int(line.split()[1])


def usable(data_dir: str) -> float:
    """Seconds from process start to ``--smoke-test``'s "ok" line: the whole window built
    (actions, menus, toolbar, docks), shown and its events processed."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), "PYTHONPYCACHEPREFIX": PYCACHE}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-m", "gmtracker", "--data-dir", data_dir, "--smoke-test"],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, text=True)
    assert child.stdout is not None
    line = child.stdout.readline()
    elapsed = time.perf_counter() - start
    child.wait()
    if not line.startswith("ok:"):
        raise RuntimeError("the smoke test said nothing")
    return elapsed


def measure(runs: int = RUNS) -> list[tuple[str, float, float, str, str]]:
    """Rows (figure, ours, baseline, unit, target) for the run.py table."""
    from gmtracker.storage import save_encounter
    from tests.large_encounters import large_encounter

    with tempfile.TemporaryDirectory() as folder:
        big = Path(folder) / "siege.json"
        save_encounter(large_encounter(1000, 20_000), big)
        ours, bare, whole, floor, big_rss, bare_rss = [], [], [], [], [], []
        first_paint(["bare", "1000"])  # warm the disk cache and the bytecode for all four
        first_paint(["model", "1000"])
        first_paint(["app", str(Path(folder) / "warm")])
        usable(str(Path(folder) / "warm-usable"))
        for run in range(runs):  # interleaved: each figure sees the machine as the baseline does
            ours.append(first_paint(["app", str(Path(folder) / f"data{run}")])[0])
            seconds, rss = first_paint(["bare", "1000"])
            bare.append(seconds)
            bare_rss.append(rss)
            whole.append(usable(str(Path(folder) / f"usable{run}")))
            floor.append(first_paint(["model", "1000"])[0])
        for run in range(3):
            big_rss.append(first_paint(["app", str(Path(folder) / f"big{run}"), str(big)])[1])
    return [
        ("start-up to first paint (demo)", statistics.median(ours), statistics.median(bare), "s", "<= 1.3x"),
        ("usable window, --smoke-test (demo)", statistics.median(whole), statistics.median(bare), "s", "<= 2x"),
        ("first paint floor: Python table model + msgspec", statistics.median(floor), statistics.median(bare), "s",
         "report"),
        ("peak RSS, 1000 combatants", statistics.median(big_rss) / 1024, statistics.median(bare_rss) / 1024,
         "MB", "report"),
    ]


if __name__ == "__main__":
    for row in measure():
        print(row)

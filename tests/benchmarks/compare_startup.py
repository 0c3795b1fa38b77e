"""Start-up, this tree against another revision, in interleaved runs: the first paint and the usable window.

``bench_startup.py`` gives each figure as a ratio to a bare Qt window measured in the same run;
on a machine whose speed drifts, two of its runs (before and after a change) differ by 5–10 %
on their own. This script answers "is this change slower?" directly: it checks REVISION out into
a temporary worktree, then starts ``gmtracker --smoke-test`` (the usable window: docks, menus,
toolbar, the roll log's first lines) and ``startup_child.py app`` (the first paint of the demo,
the start-up benchmark's first row) from this tree and from that one in turn, RUNS times each,
every child with warm bytecode of its own tree, and prints both medians and their ratio, of the
wall clock and of the child's CPU time.

Run ``.venv/bin/python tests/benchmarks/compare_startup.py REVISION [RUNS]`` from the
repository root (issue 28: ``1d759c0`` is the tree before the typed log records).
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def smoke_test(tree: Path, data: Path) -> tuple[float, float]:
    """Seconds from process start to the usable window's "ok" (``--smoke-test``), from ``tree``,
    and the CPU seconds (user + system) the child used in all, its exit included: steadier than
    the wall clock on a machine shared with other work."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(tree),
           "PYTHONPYCACHEPREFIX": str(data / "pycache" / tree.name)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed app runs from compiled bytecode
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-m", "gmtracker", "--data-dir", str(data / "profile"), "--smoke-test"],
                             cwd=tree, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert child.stdout is not None
    line = child.stdout.readline()  # "ok: …", as bench_startup.py times it (not the exit after it)
    wall = time.perf_counter() - start
    child.wait(timeout=120)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if not line.startswith("ok:"):
        raise RuntimeError(f"{tree}: the smoke test said {line!r}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def first_paint(tree: Path, data: Path, run: int) -> tuple[float, float]:
    """Seconds from process start to the first paint of the demo (``startup_child.py app``, the
    start-up benchmark's first row), from ``tree``, and the child's CPU seconds."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(tree),
           "PYTHONPYCACHEPREFIX": str(data / "pycache" / tree.name)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    child = tree / "tests" / "benchmarks" / "startup_child.py"
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, str(child), "app", str(data / f"paint-{tree.name}-{run}")],
                          cwd=tree, env=env, capture_output=True, text=True, timeout=120)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if not done.stdout.startswith("painted"):
        raise RuntimeError(f"{tree}: the child never painted: {done.stderr[-300:]}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main(argv: list[str]) -> int:
    if not 1 <= len(argv) <= 2:
        print(__doc__)
        return 2
    revision, runs = argv[0], int(argv[1]) if len(argv) > 1 else 15
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder)
        other = data / "other"
        subprocess.run(["git", "worktree", "add", "--detach", "-q", str(other), revision], cwd=ROOT, check=True)
        try:
            for tree in (ROOT, other):  # warm-up: bytecode written, fonts cached
                smoke_test(tree, data)
                first_paint(tree, data, -1)
            here, there, painted_here, painted_there = [], [], [], []
            for run in range(runs):
                here.append(smoke_test(ROOT, data))
                there.append(smoke_test(other, data))
                painted_here.append(first_paint(ROOT, data, run))
                painted_there.append(first_paint(other, data, run))
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(other)], cwd=ROOT, check=False)
    for figure, ours, theirs in (("first paint", painted_here, painted_there), ("usable window", here, there)):
        for what, index in (("wall clock", 0), ("CPU time", 1)):
            this = statistics.median(run[index] for run in ours)
            that = statistics.median(run[index] for run in theirs)
            print(f"{figure} ({what}), median of {runs}: this tree {this * 1000:.0f} ms, "
                  f"{revision} {that * 1000:.0f} ms, ratio {this / that:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

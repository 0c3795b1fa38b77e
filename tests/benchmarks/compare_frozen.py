"""The usable window of two built programs (what a GM installs), in interleaved runs.

``compare_startup.py`` runs the source tree, where PySide6's import hook reads the source of
every module imported after it (to look for ``__feature__``) and keeps it in ``linecache``:
about 2.4 MB for GM Tracker, paid in page faults (14 µs each on the CI machine's VM). A built
program has no sources to read. This script starts ``PROGRAM --smoke-test`` for each of two
PyInstaller builds in turn, RUNS times each, and prints the medians of the time to the "ok"
line, of the CPU time and of the minor page faults, and their ratios.

Build the other program from its own checkout (``VENV=.../.venv bash packaging/build-linux.sh``
there), then run ``.venv/bin/python tests/benchmarks/compare_frozen.py THIS_PROGRAM OTHER_PROGRAM
[RUNS]`` (the programs: ``dist/gmtracker/gmtracker`` of each checkout).
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


def smoke_test(program: Path, data: Path) -> tuple[float, float, int]:
    """Seconds to the "ok" line, CPU seconds in all and minor page faults of one ``--smoke-test``."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    child = subprocess.Popen([str(program), "--data-dir", str(data), "--smoke-test"], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert child.stdout is not None
    line = child.stdout.readline()
    wall = time.perf_counter() - start
    child.wait(timeout=120)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if not line.startswith("ok:"):
        raise RuntimeError(f"{program}: the smoke test said {line!r}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, after.ru_minflt - before.ru_minflt


def main(argv: list[str]) -> int:
    if not 2 <= len(argv) <= 3:
        print(__doc__)
        return 2
    programs = [Path(argv[0]).resolve(), Path(argv[1]).resolve()]
    runs = int(argv[2]) if len(argv) > 2 else 15
    results: list[list[tuple[float, float, int]]] = [[], []]
    with tempfile.TemporaryDirectory() as folder:
        for index, program in enumerate(programs):  # warm-up: the disk cache, fonts
            smoke_test(program, Path(folder) / str(index))
        for _ in range(runs):
            for index, program in enumerate(programs):
                results[index].append(smoke_test(program, Path(folder) / str(index)))
    for what, index, scale, unit in (("to ok", 0, 1000, "ms"), ("CPU time", 1, 1000, "ms"),
                                     ("minor page faults", 2, 1, "")):
        this, that = (statistics.median(run[index] for run in results[side]) for side in (0, 1))
        print(f"usable window, built program ({what}), median of {runs}: this {this * scale:.0f}{unit}, "
              f"other {that * scale:.0f}{unit}, ratio {this / that:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

"""Where the first paint's time goes, phase by phase: GM Tracker against the bare window.

``bench_startup.py`` gives the two totals; this splits them. Each child process stamps the
end of each phase and prints the durations at the first paint of its QMainWindow (the same
event filter as ``startup_child.py``, so both pay what it costs). Median and minimum of
RUNS runs, from compiled bytecode (as an installed app runs).

Phases of GM Tracker's child: ``gmtracker.app`` (msgspec, the encounter, the rules, storage:
imported before Qt, as ``python -m gmtracker`` does), loading the demo, the PySide6 imports
(less than the bare window's: the standard library modules they share are loaded already),
PySide6 making the ``Qt`` namespace's Python enums, the UI modules, the QApplication, the
settings and translators, ``MainWindow`` with its table, ``show`` and the first paint. The
bare child: the PySide6 imports, the QApplication, a QMainWindow with a 1000-row
QTableView, ``show`` and the first paint.

Run ``.venv/bin/python tests/benchmarks/startup_phases.py [RUNS]``.
"""

from __future__ import annotations

import collections
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RUNS = 21
PYCACHE = str(Path(tempfile.gettempdir()) / "gmtracker-bench-pycache")

CHILD = r'''
import os, sys, time
T0 = time.perf_counter()
marks = []
def mark(name):
    marks.append((name, time.perf_counter()))
app_mode = sys.argv[1] == "app"
if app_mode:
    from gmtracker.app import main as _main
    mark("import gmtracker.app (msgspec, encounter, rules, storage)")
    from gmtracker.storage import load_encounter
    from gmtracker.storage.resources import demo_encounter_path
    encounter = load_encounter(demo_encounter_path(), bundled=True)  # as gmtracker.app opens it
    mark("load the demo")
import PySide6.QtWidgets as W
from PySide6.QtCore import QEvent, QObject
mark("import PySide6")
if app_mode:
    from PySide6.QtCore import Qt
    Qt.Key
    mark("the Qt namespace's enums")
    from gmtracker.ui.shell import application
    mark("import the UI modules")

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and isinstance(watched, W.QMainWindow):
            mark("first paint")
            previous, parts = T0, []
            for name, moment in marks:
                parts.append(f"{name}={1000 * (moment - previous):.2f}")
                previous = moment
            print(";".join(parts), flush=True)
            os._exit(0)
        return False

app = W.QApplication(["gmtracker"])
spy = FirstPaint()
app.installEventFilter(spy)
mark("QApplication")
if app_mode:
    from gmtracker.storage.paths import UserPaths
    from gmtracker.ui.shell.context import AppContext
    from pathlib import Path
    context = AppContext(paths=UserPaths.under(Path(sys.argv[2])))
    context.translators.use(app, context.settings.values["language"], application.translations_dir())
    mark("settings and translators")
    window = application.MainWindow(context, encounter, demo_encounter_path(), defer_startup=True)
    mark("MainWindow with its table")
else:
    from PySide6.QtGui import QStandardItemModel
    model = QStandardItemModel(1000, 12)
    window = W.QMainWindow()
    view = W.QTableView(window)
    view.setModel(model)
    window.setCentralWidget(view)
    window.resize(1366, 740)
    mark("QMainWindow with a 1000-row QTableView")
window.show()
mark("show")
app.exec()
'''


def phases(mode: str, runs: int) -> tuple[list[float], dict[str, list[float]]]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), "PYTHONPYCACHEPREFIX": PYCACHE}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    found: dict[str, list[float]] = collections.defaultdict(list)
    totals: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        for run in range(runs + 1):  # the first run writes the bytecode
            out = subprocess.run([sys.executable, "-c", CHILD, mode, str(Path(folder) / f"data{run}")],
                                 env=env, capture_output=True, text=True, timeout=120, check=True).stdout
            if run == 0:
                continue
            parts = [part.rsplit("=", 1) for part in out.strip().splitlines()[-1].split(";")]
            for name, ms in parts:
                found[name].append(float(ms))
            totals.append(sum(float(ms) for _, ms in parts))
    return totals, found


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else RUNS
    for mode in ("bare", "app"):
        totals, found = phases(mode, runs)
        print(f"{mode}: first paint, median {statistics.median(totals):.0f} ms, min {min(totals):.0f} ms")
        for name, values in found.items():
            print(f"  {name:58} median {statistics.median(values):6.1f}  min {min(values):6.1f} ms")


if __name__ == "__main__":
    main()

"""The player view window at 500 combatants (issue 27 item 9): what a next turn costs in the
real main window with the player view window open, against a main window without it.

Two main windows, each on its own copy of the same encounter (``large_encounter(500,
20_000)``), in this process: one has its player view window open, the other never opened
one. Next turns on the two take turns, REPS times each, each timed up to the end of
``processEvents`` + ``repaint`` of that main window and of its player view (the recovery
journal's write included, as in ``bench_scale``). Medians. Target: with ≤ 1.5× without.
Run ``.venv/bin/python tests/benchmarks/bench_player_view.py [REPS]``.
"""

from __future__ import annotations

import gc
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

SIZE = 500
LOG = 20_000
REPS = 21


def _window(folder: Path, name: str) -> Any:
    from gmtracker.storage.paths import UserPaths
    from gmtracker.ui.shell.context import AppContext
    from gmtracker.ui.shell.main_window import MainWindow
    from tests.large_encounters import large_encounter

    window = MainWindow(AppContext(paths=UserPaths.under(folder / name)), large_encounter(SIZE, LOG))
    window.persist_layout = False
    window.show()
    return window


def next_turn_ms(folder: Path, reps: int = REPS) -> tuple[float, float]:
    """``(with the player view open, without it)``: medians of ``reps`` next turns each, in ms."""
    from PySide6.QtWidgets import QApplication

    from gmtracker.encounter.turns import NextTurn

    app = QApplication.instance() or QApplication(["bench"])
    with_view, without = _window(folder, "with"), _window(folder, "without")
    with_view.show_player_view()
    app.processEvents()
    times: dict[int, list[float]] = {id(with_view): [], id(without): []}

    def timed(window: Any) -> None:
        gc.collect()
        start = time.perf_counter()
        window.run(NextTurn())
        app.processEvents()
        window.repaint()  # the main window whole, as bench_scale; the player view paints what changed
        times[id(window)].append(time.perf_counter() - start)

    for _ in range(3):  # warm-up: first paints, first polish, caches
        timed(with_view)
        timed(without)
    times = {id(with_view): [], id(without): []}
    for rep in range(reps):
        for window in ((with_view, without) if rep % 2 else (without, with_view)):
            timed(window)
    result = statistics.median(times[id(with_view)]) * 1000, statistics.median(times[id(without)]) * 1000
    for window in (with_view, without):
        window.document.undo_stack.setClean()
        if window.player_view is not None:
            window.player_view.close()
        window.close()
        window.deleteLater()
    app.processEvents()
    return result


def measure(reps: int = REPS) -> list[tuple[str, float, float, str, str]]:
    with tempfile.TemporaryDirectory() as folder:
        shown, alone = next_turn_ms(Path(folder), reps)
    return [(f"next turn, {SIZE} combatants: player view open vs not", shown, alone, "ms", "<= 1.5x")]


if __name__ == "__main__":
    for figure, ours, baseline, unit, target in measure(int(sys.argv[1]) if len(sys.argv) > 1 else REPS):
        print(f"{figure}: {ours:.1f} vs {baseline:.1f} {unit}, {ours / baseline:.2f}x (target {target})")

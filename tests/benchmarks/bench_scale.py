"""Scale: the cost of one action in the real main window (offscreen, repaint included)
for 10, 100 and 1000 combatants, each with a 20,000-entry log.

Actions: next turn, an attack with its damage check applied, an edit from the editor (an
EditCombatant pushed through the document), undo and redo. Each is timed up to the end
of ``processEvents`` + ``repaint`` after it, the recovery journal's write included
(every action is made durable before it returns).
Run ``.venv/bin/python tests/benchmarks/bench_scale.py``.
"""

from __future__ import annotations

import gc
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

SIZES = (10, 100, 1000)
REPS = 7
ACTIONS = ("next turn", "attack + damage", "edit", "undo", "redo")


def _time_actions(size: int, folder: Path) -> dict[str, float]:
    from PySide6.QtWidgets import QApplication

    from gmtracker.encounter.actions_attack import AttackCommand
    from gmtracker.encounter.roster import EditCombatant
    from gmtracker.encounter.turns import NextTurn
    from gmtracker.rules.dice import RandomDice
    from gmtracker.storage.paths import UserPaths
    from gmtracker.ui.shell.context import AppContext
    from gmtracker.ui.shell.main_window import MainWindow
    from tests.large_encounters import large_encounter

    app = QApplication.instance() or QApplication(["bench"])
    window = MainWindow(AppContext(paths=UserPaths.under(folder / str(size))), large_encounter(size, 20_000))
    window.persist_layout = False
    window.show()
    app.processEvents()
    encounter, document = window.encounter, window.document
    dice = RandomDice(random.Random(size))
    times: dict[str, list[float]] = {name: [] for name in ACTIONS}

    def timed(name: str, action: Callable[[], object]) -> None:
        gc.collect()
        start = time.perf_counter()
        action()
        app.processEvents()
        window.repaint()
        times[name].append(time.perf_counter() - start)

    def attack() -> None:
        attacker = encounter.turn.current
        target = next(c.id for c in encounter.combatants if c.id != attacker)
        window.run(AttackCommand(attacker=attacker, targets=(target,)).roll(encounter, dice))

    for rep in range(REPS):
        timed("next turn", lambda: window.run(NextTurn()))
        timed("attack + damage", attack)
        cid = encounter.combatants[rep % len(encounter.combatants)].id
        timed("edit", lambda: window.run(EditCombatant(cid, {"notes": f"edited {rep}"})))
        timed("undo", document.undo_stack.undo)
        timed("redo", document.undo_stack.redo)
    document.undo_stack.setClean()
    window.close()
    window.deleteLater()
    app.processEvents()
    return {name: statistics.median(values) for name, values in times.items()}


def measure() -> list[tuple[str, float, float, str, str]]:
    with tempfile.TemporaryDirectory() as folder:
        results = {size: _time_actions(size, Path(folder)) for size in SIZES}
    rows = []
    for name in ACTIONS:
        rows.append((f"{name}: 100 vs 10 combatants", results[100][name] * 1000, results[10][name] * 1000,
                     "ms", "report"))
        rows.append((f"{name}: 1000 vs 10 combatants", results[1000][name] * 1000, results[10][name] * 1000,
                     "ms", "<= 2x"))
    return rows


if __name__ == "__main__":
    for row in measure():
        print(row)

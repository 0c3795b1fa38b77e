"""A long session (issue 16): the cost of an action at the 10th and the 5,000th, memory after
10 and after 5,000 actions, undoing 1,000 steps in one go, and a 20 MB file's window.

All in the real main window (offscreen) on the demo, actions cycling next turn, an attack
with its damage check, and an edit from the editor; each timed up to the end of
``processEvents`` + ``repaint`` after it, the journal's write included.

- action cost: median of 30 actions around the 10th and around the 5,000th;
- memory: resident set (VmRSS) after 10 and after 5,000 actions, and what the log holds
  then (its entries as JSON), so the growth can be told apart from copies and widgets;
- undo: one click far back in the undo history (``QUndoStack.setIndex``, 1,000 steps)
  against one step applied with its refresh; median of 5 (redone, untimed, in between: one
  sample moved by 2× with what the machine was doing);
- a 20 MB file (1,000 combatants, a long log): the window shown (docks built, first paint)
  against the file's load.

Run ``.venv/bin/python tests/benchmarks/bench_session.py [ACTIONS]`` (5,000 by default:
about three minutes); ``--json`` prints the rows as one JSON line (``run.py`` runs it so, in a
process of its own).
"""

from __future__ import annotations

import gc
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

Row = tuple[str, float, float, str, str]


def _rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS"):
                return int(line.split()[1]) / 1024
    return float("nan")


def session(actions: int = 5000) -> list[Row]:
    import msgspec
    from PySide6.QtWidgets import QApplication

    from gmtracker.encounter.actions_attack import AttackCommand
    from gmtracker.encounter.roster import EditCombatant
    from gmtracker.encounter.turns import NextTurn
    from gmtracker.rules.dice import RandomDice
    from gmtracker.storage import load_encounter
    from gmtracker.storage.paths import UserPaths
    from gmtracker.storage.resources import demo_encounter_path
    from gmtracker.ui.shell import combat_actions
    from gmtracker.ui.shell.context import AppContext
    from gmtracker.ui.shell.main_window import MainWindow

    app = QApplication.instance() or QApplication(["bench"])
    combat_actions.show_prompts = lambda *_args, **_kwargs: None  # type: ignore[assignment]
    folder = Path(tempfile.mkdtemp(prefix="gmtracker-session-"))
    window = MainWindow(AppContext(paths=UserPaths.under(folder)), load_encounter(demo_encounter_path()))
    window.persist_layout = False
    window.show()
    app.processEvents()
    encounter, stack = window.encounter, window.document.undo_stack
    dice = RandomDice(random.Random(16))

    def action(number: int) -> float:
        start = time.perf_counter()
        kind = number % 3
        if kind == 0:
            window.run(NextTurn())
        elif kind == 1:
            attacker = encounter.turn.current
            target = next(c.id for c in encounter.combatants if c.id != attacker)
            window.run(AttackCommand(attacker=attacker, targets=(target,)).roll(encounter, dice))
        else:
            combatant = encounter.combatants[number % len(encounter.combatants)]
            window.run(EditCombatant(combatant.id, {"notes": f"edited {number}"}))
        app.processEvents()
        window.repaint()
        return time.perf_counter() - start

    def log_mb() -> float:
        return len(msgspec.json.encode(encounter.log)) / 1e6

    times = [action(number) for number in range(25)]
    gc.collect()
    early_rss, early_log = _rss_mb(), log_mb()
    times += [action(number) for number in range(25, actions)]
    gc.collect()
    late_rss, late_log = _rss_mb(), log_mb()
    early = statistics.median(times[0:30])
    late = statistics.median(times[-30:])
    steps = min(1000, stack.index())
    top = stack.index()
    undos = []
    for _ in range(5):
        start = time.perf_counter()
        stack.setIndex(top - steps)
        app.processEvents()
        window.repaint()
        undos.append(time.perf_counter() - start)
        stack.setIndex(top)  # redone: the next sample undoes the same steps
        app.processEvents()
    undo = statistics.median(undos)
    stack.setClean()
    window.close()
    return [
        (f"action at the {actions}th vs the 10th", late * 1000, early * 1000, "ms", "<= 1.2x"),
        (f"RSS after {actions} vs after 10 actions", late_rss, early_rss, "MB",
         f"<= 1.2x (log as JSON: {early_log:.1f} -> {late_log:.1f} MB)"),
        (f"undo {steps} steps in one go vs one step", undo * 1000, late * 1000, "ms", "linear, no refresh per step"),
    ]


def big_file() -> list[Row]:
    from PySide6.QtWidgets import QApplication

    from gmtracker.storage import load_encounter, save_encounter
    from gmtracker.storage.paths import UserPaths
    from gmtracker.ui.shell.context import AppContext
    from gmtracker.ui.shell.main_window import MainWindow
    from tests.large_encounters import large_encounter

    app = QApplication.instance() or QApplication(["bench"])
    folder = Path(tempfile.mkdtemp(prefix="gmtracker-20mb-"))
    path = folder / "siege.json"
    save_encounter(large_encounter(1000, 42_000), path)
    size = path.stat().st_size / 1e6
    loads, shows = [], []
    for _ in range(3):
        start = time.perf_counter()
        encounter = load_encounter(path)
        loads.append(time.perf_counter() - start)
        start = time.perf_counter()
        window = MainWindow(AppContext(paths=UserPaths.under(folder / "data")), encounter, path)
        window.persist_layout = False
        window.show()
        app.processEvents()
        window.repaint()
        shows.append(time.perf_counter() - start)
        window.close()
        window.deleteLater()
        app.processEvents()
    return [(f"{size:.0f} MB file: window shown vs load", statistics.median(shows) * 1000,
             statistics.median(loads) * 1000, "ms", "<= 3x")]


def measure(actions: int = 5000) -> list[Row]:
    return session(actions) + big_file()  # the session first: its memory figures start from a fresh process


if __name__ == "__main__":
    if "--json" in sys.argv:  # run.py's way: the rows as one JSON line
        import json

        sys.argv.remove("--json")
        print(json.dumps(measure(int(sys.argv[1]) if len(sys.argv) > 1 else 5000)))
        raise SystemExit(0)
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    print(f"{'figure':44} {'ours':>10} {'baseline':>10} {'unit':>5} {'ratio':>7}  target")
    for figure, ours, baseline, unit, target in measure(count):
        print(f"{figure:44} {ours:10.2f} {baseline:10.2f} {unit:>5} {ours / baseline:7.2f}  {target}")

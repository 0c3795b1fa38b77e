"""A long session (issue 16): the cost of an action at the 10th and the 5,000th, memory after
10 and after 5,000 actions, undoing 1,000 steps in one go, and a 20 MB file's window.

All in the real main window (offscreen) on the demo, actions cycling next turn, an attack
with its damage check, and an edit from the editor; each timed up to the end of
``processEvents`` + ``repaint`` after it, the journal's write included.

- action cost: median of 30 actions after the 5,000th, taken in turn with 30 actions of a
  fresh window on the same demo after its 10th (so both see the machine alike);
- memory: resident set (VmRSS) after 10 and after 5,000 actions, and what the log holds
  then (its entries as JSON), so the growth can be told apart from copies and widgets;
- undo: one click far back in the undo history (``QUndoStack.setIndex``, 1,000 steps)
  against one step applied with its refresh: seven undos (each redone, untimed), each followed
  by three single actions, medians (one sample moved by 2× with what the machine was doing);
- a 20 MB file (1,000 combatants, a long log): the window shown (docks built, first paint)
  against the file's load;
- the roster path (issue 27 item 10a): blocks of next turn, duplicate (the acting combatant)
  and remove (the copy, selected as a click would), each a QAction of the main window
  triggered as its shortcut does; the block at the 5,000th step against the block at the
  600th (a second window, in turn with the long one: 30 blocks each, medians), and the
  resident set after 5,000 steps against after 600. In a process of its own (``--roster``),
  so its memory is not the first session's.

Run ``.venv/bin/python tests/benchmarks/bench_session.py [ACTIONS]`` (5,000 by default:
about five minutes; ``--roster`` for the roster path alone); ``--json`` prints the rows as one JSON line (``run.py`` runs it so, in a
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

    def open_window(name: str) -> MainWindow:
        opened = MainWindow(AppContext(paths=UserPaths.under(folder / name)), load_encounter(demo_encounter_path()))
        opened.persist_layout = False
        opened.show()
        app.processEvents()
        return opened

    window = open_window("long")
    encounter, stack = window.encounter, window.document.undo_stack
    dice = RandomDice(random.Random(16))

    def action(number: int, window: MainWindow = window) -> float:
        encounter = window.encounter
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

    for number in range(10):
        action(number)
    gc.collect()
    early_rss, early_log = _rss_mb(), log_mb()
    for number in range(10, actions):
        action(number)
    gc.collect()
    late_rss, late_log = _rss_mb(), log_mb()
    # The 10th action's cost on a fresh window, in turn with the long session's: both see the
    # machine alike (measured an hour apart in a run of 5,000, its speed drifted by a third).
    fresh = open_window("fresh")
    for number in range(10):
        action(number, fresh)
    late_times, early_times = [], []
    for number in range(30):
        late_times.append(action(actions + number))
        early_times.append(action(10 + number, fresh))
    fresh.document.undo_stack.setClean()
    fresh.close()
    early = statistics.median(early_times)
    late = statistics.median(late_times)
    # 1,000 steps undone in one go, in turn with single actions (the baseline), seven times.
    steps = min(1000, stack.index())
    undos, singles = [], []
    number = actions + 30
    for _ in range(7):
        top = stack.index()
        start = time.perf_counter()
        stack.setIndex(top - steps)
        app.processEvents()
        window.repaint()
        undos.append(time.perf_counter() - start)
        stack.setIndex(top)  # redone: the next sample undoes as many steps
        app.processEvents()
        for _ in range(3):
            singles.append(action(number))
            number += 1
    undo, single = statistics.median(undos), statistics.median(singles)
    stack.setClean()
    window.close()
    return [
        (f"action at the {actions}th vs the 10th", late * 1000, early * 1000, "ms", "<= 1.2x"),
        (f"RSS after {actions} vs after 10 actions", late_rss, early_rss, "MB",
         f"<= 1.2x (log as JSON: {early_log:.1f} -> {late_log:.1f} MB)"),
        (f"undo {steps} steps in one go vs one step", undo * 1000, single * 1000, "ms", "linear, no refresh per step"),
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


def roster_session(steps: int = 5000, early_steps: int = 600, blocks: int = 30) -> list[Row]:
    """Blocks of (next turn, duplicate, remove) through the main window's actions; the block
    at ``steps`` against the block at ``early_steps``, and memory at both."""
    from PySide6.QtWidgets import QApplication

    from gmtracker.storage import load_encounter
    from gmtracker.storage.paths import UserPaths
    from gmtracker.storage.resources import demo_encounter_path
    from gmtracker.ui.shell import combat_actions
    from gmtracker.ui.shell.context import AppContext
    from gmtracker.ui.shell.main_window import MainWindow

    app = QApplication.instance() or QApplication(["bench"])
    combat_actions.show_prompts = lambda *_args, **_kwargs: None
    folder = Path(tempfile.mkdtemp(prefix="gmtracker-roster-"))

    def open_window(name: str) -> MainWindow:
        opened = MainWindow(AppContext(paths=UserPaths.under(folder / name)), load_encounter(demo_encounter_path()))
        opened.persist_layout = False
        opened.show()
        app.processEvents()
        return opened

    def settle(window: MainWindow) -> None:
        app.processEvents()
        window.repaint()

    def block(window: MainWindow) -> float:
        """Next turn, duplicate the acting combatant, remove the copy: three steps, timed to the
        end of the last one's repaint."""
        actions = window.actions_by_name
        start = time.perf_counter()
        window.table.clearSelection()  # duplicate acts on whose turn it is
        actions["actionNextTurn"].trigger()
        settle(window)
        before = set(window.encounter.ids())
        actions["actionDuplicate"].trigger()
        settle(window)
        (copy,) = set(window.encounter.ids()) - before
        window.select(copy)  # the GM's click on the copy's row
        actions["actionRemove"].trigger()
        settle(window)
        return time.perf_counter() - start

    def run_to(window: MainWindow, step: int) -> None:
        while window.document.undo_stack.index() < step:
            block(window)

    window = open_window("long")
    base = window.document.undo_stack.index()
    run_to(window, base + early_steps)
    gc.collect()
    early_rss = _rss_mb()
    run_to(window, base + steps)
    gc.collect()
    late_rss = _rss_mb()
    fresh = open_window("fresh")
    run_to(fresh, fresh.document.undo_stack.index() + early_steps)
    late_times, early_times = [], []
    for _ in range(blocks):  # in turn, so both see the machine alike
        late_times.append(block(window))
        early_times.append(block(fresh))
    for opened in (fresh, window):
        opened.document.undo_stack.setClean()
        opened.close()
    return [
        (f"(next turn, duplicate, remove) at step {steps} vs {early_steps}",
         statistics.median(late_times) * 1000, statistics.median(early_times) * 1000, "ms", "<= 1.2x"),
        (f"RSS after {steps} vs after {early_steps} roster steps", late_rss, early_rss, "MB", "report"),
    ]


def roster_in_child(steps: int = 5000) -> list[Row]:
    """:func:`roster_session` in a process of its own: its memory is its own."""
    import json
    import subprocess

    out = subprocess.run([sys.executable, __file__, "--roster", "--json", str(steps)],
                         capture_output=True, text=True, check=True).stdout
    return [tuple(row) for row in json.loads(out.splitlines()[-1])]


def measure(actions: int = 5000) -> list[Row]:
    # the session first: its memory figures start from a fresh process
    return session(actions) + big_file() + roster_in_child(actions)


if __name__ == "__main__":
    from collections.abc import Callable

    figures: Callable[[int], list[Row]] = measure
    if "--roster" in sys.argv:  # only the roster path (issue 27 item 10a)
        sys.argv.remove("--roster")
        figures = roster_session
    if "--json" in sys.argv:  # run.py's way: the rows as one JSON line
        import json

        sys.argv.remove("--json")
        print(json.dumps(figures(int(sys.argv[1]) if len(sys.argv) > 1 else 5000)))
        raise SystemExit(0)
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    print(f"{'figure':52} {'ours':>10} {'baseline':>10} {'unit':>5} {'ratio':>7}  target")
    for figure, ours, baseline, unit, target in figures(count):
        print(f"{figure:52} {ours:10.2f} {baseline:10.2f} {unit:>5} {ours / baseline:7.2f}  {target}")

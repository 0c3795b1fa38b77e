"""Durable autosave: the cost of the step that makes an action durable, at the 10th and
at the 5,000th action of a session, against the old whole-file autosave.

A real :class:`~gmtracker.ui.document.Document` (the demo encounter, in combat) plays
5,000 GM actions — next turn, an attack with its log entry, an edit, and every tenth an
undo that the next action truncates. Each action is applied and pushed with the journal
held back, then the durable step (:meth:`Document.autosave`: find the new undo-stack
entry, encode it, one SQLite transaction in WAL mode) is timed alone. Figures are the
medians of the 20 actions around the 10th and of the last 20 (up to the 5,000th), for
``synchronous=FULL`` (what the app uses: survives a power cut) and ``NORMAL`` (survives
the process being killed; a power cut may lose the last steps).

The baseline is the approach it replaced, measured in the same run: the whole encounter
and the whole undo history encoded as JSON and written atomically (temporary file,
fsync, rename) — what the debounced autosave did after every quiet moment. Every 1,000
steps, at the next pause, the journal writes a new base snapshot (compaction): timed and
listed apart, it is not part of any step.

Run ``.venv/bin/python tests/benchmarks/bench_autosave.py`` (about a minute). Target:
the 5,000th action costs at most 1.2x the 10th, and under 2 ms. It prints; it never fails.
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

ACTIONS = 5000
EARLY = range(1, 21)  # the 20 actions around the 10th
LATE = range(ACTIONS - 19, ACTIONS + 1)  # the last 20
Row = tuple[str, float, float, str, str]
COMPACT = 1000  # gmtracker.ui.document.COMPACT_AFTER_STEPS


def whole_file_write(document: object, folder: Path) -> Callable[[], None]:
    """The old autosave: encounter + whole history as one JSON file, replaced atomically."""
    from datetime import datetime, timezone

    import msgspec

    from gmtracker.storage.atomic import write_atomically

    encoder = msgspec.json.Encoder()
    target = folder / "recovery.json"

    def write() -> None:
        steps, applied = document.history()  # type: ignore[attr-defined]
        data = encoder.encode({"format": "gmtracker-autosave", "version": 1,
                               "saved_at": datetime.now(timezone.utc), "source_path": None,
                               "index": applied, "encounter": document.encounter,  # type: ignore[attr-defined]
                               "history": steps})
        write_atomically(target, data)

    return write


def play(synchronous: str, folder: Path, *, baseline: bool) -> dict[str, object]:
    """5,000 actions; the durable step's time per action, and the old write's at two points."""
    from PySide6.QtWidgets import QApplication

    from gmtracker.encounter.actions_attack import AttackCommand
    from gmtracker.encounter.roster import EditCombatant
    from gmtracker.encounter.turns import NextTurn
    from gmtracker.rules.dice import RandomDice
    from gmtracker.storage import load_encounter
    from gmtracker.storage.paths import UserPaths
    from gmtracker.storage.resources import demo_encounter_path
    from gmtracker.ui.document import Document

    QApplication.instance() or QApplication(["bench"])
    paths = UserPaths.under(folder / synchronous)
    document = Document(load_encounter(demo_encounter_path()), None, paths)
    document.journal.synchronous = synchronous  # type: ignore[assignment]
    encounter = document.encounter
    dice = RandomDice(random.Random(7))
    old_write = whole_file_write(document, folder)
    durable: list[float] = []
    old: dict[int, float] = {}
    compactions: list[float] = []

    def action(number: int) -> None:
        if number % 10 == 0 and document.undo_stack.canUndo():
            document.undo_stack.undo()
        elif number % 3 == 0:
            attacker = encounter.turn.current
            target = next(c.id for c in encounter.combatants if c.id != attacker)
            document.run(AttackCommand.roll(encounter, dice, attacker=attacker, targets=(target,)))
        elif number % 3 == 1:
            document.run(NextTurn())
        else:
            cid = encounter.combatants[number % len(encounter.combatants)].id
            document.run(EditCombatant(cid, {"notes": f"note {number}"}))

    gc.disable()  # a collection landing in one step is not the step's cost
    try:
        for number in range(1, ACTIONS + 1):
            document._holding += 1  # noqa: SLF001 - apply and push now, make durable below
            try:
                action(number)
            finally:
                document._holding -= 1  # noqa: SLF001
            start = time.perf_counter()
            document.autosave()
            durable.append(time.perf_counter() - start)
            assert document.last_autosave_error is None, document.last_autosave_error
            if baseline and number in (10, ACTIONS):
                old[number] = statistics.median(_timed(old_write) for _ in range(5))
            if number % COMPACT == 0:  # what the idle timer does when the GM pauses
                gc.collect()
                compactions.append(_timed(document._compact))  # noqa: SLF001
    finally:
        gc.enable()
    size = sum(p.stat().st_size for p in paths.autosave_dir.iterdir())
    document.undo_stack.setClean()
    document.close()
    return {"durable": durable, "old": old, "journal_bytes": size, "compactions": compactions,
            "old_bytes": (folder / "recovery.json").stat().st_size if baseline else 0}


def _timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def _median_ms(values: list[float], numbers: range) -> float:
    return statistics.median(values[n - 1] for n in numbers) * 1000


def measure() -> list[Row]:
    with tempfile.TemporaryDirectory() as folder:
        full = play("FULL", Path(folder), baseline=True)
        normal = play("NORMAL", Path(folder), baseline=False)
    durable_full: list[float] = full["durable"]  # type: ignore[assignment]
    durable_normal: list[float] = normal["durable"]  # type: ignore[assignment]
    old: dict[int, float] = full["old"]  # type: ignore[assignment]
    return [
        ("durable step, 5000th vs 10th action", _median_ms(durable_full, LATE), _median_ms(durable_full, EARLY),
         "ms", "<= 1.2x, < 2 ms"),
        ("durable step 5000th: journal vs whole file", _median_ms(durable_full, LATE), old[ACTIONS] * 1000,
         "ms", "report"),
        ("durable step 5000th: FULL vs NORMAL sync", _median_ms(durable_full, LATE),
         _median_ms(durable_normal, LATE), "ms", "report"),
    ]


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        results = {sync: play(sync, Path(folder), baseline=sync == "FULL") for sync in ("FULL", "NORMAL")}
    print(f"{'durable step (ms)':34} {'10th':>8} {'5000th':>8} {'ratio':>6} {'p99':>7} {'max':>7}")
    for sync, result in results.items():
        durable: list[float] = result["durable"]  # type: ignore[assignment]
        early, late = _median_ms(durable, EARLY), _median_ms(durable, LATE)
        ordered = sorted(durable)
        print(f"{'journal, synchronous=' + sync:34} {early:8.3f} {late:8.3f} {late / early:6.2f} "
              f"{ordered[int(0.99 * len(ordered))] * 1000:7.3f} {ordered[-1] * 1000:7.3f}")
        compactions: list[float] = result["compactions"]  # type: ignore[assignment]
        print(f"  compaction when idle after every {COMPACT} steps (not in the step's cost): "
              + ", ".join(f"{c * 1000:.1f}" for c in compactions) + " ms")
    old: dict[int, float] = results["FULL"]["old"]  # type: ignore[assignment]
    print(f"{'whole file (the old autosave)':34} {old[10] * 1000:8.3f} {old[ACTIONS] * 1000:8.3f} "
          f"{old[ACTIONS] / old[10]:6.2f}")
    print(f"on disk after {ACTIONS} actions: journal {results['FULL']['journal_bytes'] / 1e6:.1f} MB, "
          f"whole file {results['FULL']['old_bytes'] / 1e6:.1f} MB")


if __name__ == "__main__":
    main()

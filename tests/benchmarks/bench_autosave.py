"""Durable autosave: the cost of the step that makes an action durable, at the 10th and
at the 5,000th action of a session, against the old whole-file autosave.

A real :class:`~gmtracker.ui.shell.document.Document` (the demo encounter, in combat) plays
5,000 GM actions — next turn, an attack with its log entry, an edit, and every tenth an
undo that the next action truncates. Each action is applied and pushed with the journal
held back, then the durable step (:meth:`Document.record_step`: find the new undo-stack
entry, encode it, one SQLite transaction in WAL mode) is timed alone. Figures are the
medians of the 1st-20th actions of five fresh sessions and of the 4,981st-5,080th of a
long one, taken in turns (one early step, one late step) so both meet the same disk, for
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
REPS = 5  # fresh sessions, each interleaved with 20 more steps of the long one
Row = tuple[str, float, float, str, str]
COMPACT = 1000  # gmtracker.storage.journal_mirror.COMPACT_AFTER_STEPS


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


class Session:
    """A real Document playing GM actions; each action's durable step timed on its own."""

    def __init__(self, synchronous: str, folder: Path) -> None:
        from PySide6.QtWidgets import QApplication

        from gmtracker.rules.dice import RandomDice
        from gmtracker.storage import load_encounter
        from gmtracker.storage.paths import UserPaths
        from gmtracker.storage.resources import demo_encounter_path
        from gmtracker.ui.shell.document import Document

        QApplication.instance() or QApplication(["bench"])
        self.paths = UserPaths.under(folder)
        self.document = Document(load_encounter(demo_encounter_path()), None, self.paths)
        self.document.journal.synchronous = synchronous  # type: ignore[assignment]
        self.dice = RandomDice(random.Random(7))
        self.number = 0
        self.compactions: list[float] = []

    def _action(self) -> None:
        from gmtracker.encounter.actions_attack import AttackCommand
        from gmtracker.encounter.roster import EditCombatant
        from gmtracker.encounter.turns import NextTurn

        document, encounter, number = self.document, self.document.encounter, self.number
        if number % 10 == 0 and document.undo_stack.canUndo():
            document.undo_stack.undo()  # the next action drops the redo entry
        elif number % 3 == 0:
            attacker = encounter.turn.current
            target = next(c.id for c in encounter.combatants if c.id != attacker)
            document.run(AttackCommand(attacker=attacker, targets=(target,)).roll(encounter, self.dice))
        elif number % 3 == 1:
            document.run(NextTurn())
        else:
            cid = encounter.combatants[number % len(encounter.combatants)].id
            document.run(EditCombatant(cid, {"notes": f"note {number}"}))

    def step(self) -> float:
        """One more action; the seconds its durable step took."""
        self.number += 1
        document = self.document
        with document.journal_mirror.held():  # apply and push now, make durable below
            self._action()
        start = time.perf_counter()
        document.record_step()
        seconds = time.perf_counter() - start
        assert document.last_journal_error is None, document.last_journal_error
        if self.number % COMPACT == 0:  # what the idle timer does when the GM pauses
            self.compactions.append(_timed(document._compact))  # noqa: SLF001
        return seconds

    def journal_bytes(self) -> int:
        return sum(p.stat().st_size for p in self.paths.autosave_dir.iterdir())

    def close(self) -> None:
        self.document.undo_stack.setClean()
        self.document.close()


def play(synchronous: str, folder: Path, *, baseline: bool) -> dict[str, object]:
    """The durable step at the 1st-20th actions of fresh sessions and at the 4,981st-5,080th
    of a long one, interleaved (a fresh step, a long step, ...) so that both meet the same
    disk: on a shared machine another program's writes slow an fsync for a while."""
    long = Session(synchronous, folder / f"{synchronous}-long")
    gc.disable()  # a collection landing in one step is not the step's cost
    try:
        for _ in range(ACTIONS - len(EARLY)):
            long.step()
            if long.number % 500 == 0:
                gc.collect()
        early: list[float] = []
        late: list[float] = []
        old: dict[str, list[float]] = {"early": [], "late": []}
        for rep in range(REPS):
            fresh = Session(synchronous, folder / f"{synchronous}-fresh-{rep}")
            for _ in EARLY:
                early.append(fresh.step())
                late.append(long.step())
            if baseline:
                old_early, old_late = whole_file_write(fresh.document, folder), whole_file_write(long.document, folder)
                for _ in range(3):
                    old["early"].append(_timed(old_early))
                    old["late"].append(_timed(old_late))
            fresh.close()
            gc.collect()
    finally:
        gc.enable()
    result: dict[str, object] = {
        "early": early, "late": late, "old": old, "compactions": long.compactions,
        "journal_bytes": long.journal_bytes(), "actions": long.number,
        "old_bytes": (folder / "recovery.json").stat().st_size if baseline else 0}
    long.close()
    return result


def _timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def _median_ms(values: list[float]) -> float:
    return statistics.median(values) * 1000


def measure() -> list[Row]:
    with tempfile.TemporaryDirectory() as folder:
        full = play("FULL", Path(folder), baseline=True)
        normal = play("NORMAL", Path(folder), baseline=False)
    old: dict[str, list[float]] = full["old"]  # type: ignore[assignment]
    late_full = _median_ms(full["late"])  # type: ignore[arg-type]
    return [
        ("durable step, 5000th vs 10th action", late_full, _median_ms(full["early"]),  # type: ignore[arg-type]
         "ms", "<= 1.2x, < 2 ms"),
        ("durable step 5000th: journal vs whole file", late_full, _median_ms(old["late"]), "ms", "report"),
        ("durable step 5000th: FULL vs NORMAL sync", late_full, _median_ms(normal["late"]),  # type: ignore[arg-type]
         "ms", "report"),
    ]


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        results = {sync: play(sync, Path(folder), baseline=sync == "FULL") for sync in ("FULL", "NORMAL")}
    print(f"{'durable step (ms, median)':34} {'~10th':>8} {'~5000th':>8} {'ratio':>6} {'p99':>7} {'max':>7}")
    for sync, result in results.items():
        early: list[float] = result["early"]  # type: ignore[assignment]
        late: list[float] = result["late"]  # type: ignore[assignment]
        ordered = sorted(early + late)
        print(f"{'journal, synchronous=' + sync:34} {_median_ms(early):8.3f} {_median_ms(late):8.3f} "
              f"{_median_ms(late) / _median_ms(early):6.2f} {ordered[int(0.99 * len(ordered))] * 1000:7.3f} "
              f"{ordered[-1] * 1000:7.3f}")
        compactions: list[float] = result["compactions"]  # type: ignore[assignment]
        print(f"  compaction when idle after every {COMPACT} steps (not in the step's cost): "
              + ", ".join(f"{c * 1000:.1f}" for c in compactions) + " ms")
    old: dict[str, list[float]] = results["FULL"]["old"]  # type: ignore[assignment]
    print(f"{'whole file (the old autosave)':34} {_median_ms(old['early']):8.3f} {_median_ms(old['late']):8.3f} "
          f"{_median_ms(old['late']) / _median_ms(old['early']):6.2f}")
    print(f"on disk after {results['FULL']['actions']} actions: journal "
          f"{results['FULL']['journal_bytes'] / 1e6:.1f} MB, whole file {results['FULL']['old_bytes'] / 1e6:.1f} MB")


if __name__ == "__main__":
    main()

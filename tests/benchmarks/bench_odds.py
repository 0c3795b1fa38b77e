"""Odds: what the check and attack dialogs show, per recomputation, against brute-force
enumeration of every roll through the real resolution (``resolve``), which must agree
exactly. Run ``.venv/bin/python tests/benchmarks/bench_odds.py``.
"""

from __future__ import annotations

import itertools
import statistics
import sys
import time
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def _median(action: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def brute_force(check, outcome: Callable = lambda degree: degree) -> dict:  # type: ignore[no-untyped-def]
    from gmtracker.rules.d20 import resolve

    counts: dict = {}
    faces = [range(1, 21)] * check.d20_count + [range(1, 7)] * check.d6_count
    total = 0
    for roll in itertools.product(*faces):
        result = resolve(check, roll[:check.d20_count], roll[check.d20_count:])
        key = outcome(result.degree)
        counts[key] = counts.get(key, 0) + 1
        total += 1
    return {key: Fraction(n, total) for key, n in counts.items()}


def measure() -> list[tuple[str, float, float, str, str]]:
    from gmtracker.encounter.actions_attack import AttackCommand
    from gmtracker.encounter.actions_check import CheckCommand
    from gmtracker.rules.hits import hit_outcome
    from gmtracker.rules.modifiers import Modifier, ModifierType
    from gmtracker.rules.odds import check_odds, hit_odds
    from tests.large_encounters import large_encounter

    encounter = large_encounter(1000, 0)
    actor = encounter.combatants[1].id
    # the two penalty dice, an advantage d6, flat modifiers
    command = CheckCommand(actor=actor, dc=15, penalty_dice=2, advantage=1,
                           modifiers=(Modifier(ModifierType.SITUATIONAL, 2, "cover"),
                                      Modifier(ModifierType.STATUS, 1, "blessed")))
    check = command.check(encounter)
    exact = brute_force(check)
    ours = {k: v for k, v in check_odds(check).items() if v}
    hit_exact = brute_force(check, hit_outcome)
    hit_ours = {k: v for k, v in hit_odds(check).items() if v}
    attack = AttackCommand(attacker=actor, targets=(encounter.combatants[2].id,), penalty_dice=2, advantage=3)
    brute = _median(lambda: brute_force(check), 1)
    rows = [
        (f"check odds exact ({check.d20_count}d20 x {check.d6_count}d6)", float(ours == exact),
         float(ours == exact), "1=yes", "exact"),
        ("hit odds exact (same check)", float(hit_ours == hit_exact), 1.0, "1=yes", "exact"),
        ("check dialog odds, per recompute", _median(lambda: command.odds(encounter), 50) * 1000,
         brute * 1000, "ms", "fast (<16ms)"),
        ("attack dialog odds, per recompute", _median(lambda: attack.odds(encounter), 50) * 1000,
         brute * 1000, "ms", "fast (<16ms)"),
    ]
    return rows


if __name__ == "__main__":
    for row in measure():
        print(row)

"""The forecast's speed (issue 31 item 5): fights per second, against one engine attack command.

Run ``.venv/bin/python tests/benchmarks/bench_forecast.py``. For the demo encounter (12 combatants, in
round 1) and for 8 combatants (the demo's Ayla and Sato against 6 of its monsters, unhurt, before
combat: ``tests/forecast_encounters.py``) it prints, as medians of several runs:

* the **baseline**, measured in the same run: one engine attack command (``AttackCommand`` rolled and
  applied on a copy of the encounter, its current combatant against the most wounded opponent), and
  what a fight's worth of them costs;
* **before optimisation** — the engine path (``engine_fight``: every step a command, as at stop 39):
  fights per second in one process;
* **after** — the fast path (:mod:`gmtracker.encounter.forecast_fast`) in one process, cold (a new
  simulator: nothing kept from an earlier forecast) and over a whole 2,000-fight forecast;
* **after, on every core** — 2,000 fights of the 8 combatants over the worker pool
  (:mod:`gmtracker.encounter.forecast_pool`), with the processes' start (a cold pool, as the first
  forecast of a session) and with the pool started (a later forecast). Goal: ≤ 2 s on 2 cores.

Each figure is also given as a ratio: fights per second × the engine attack's cost (how many fights
fit in the time of one engine attack), a number that travels between machines better than seconds.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from gmtracker.encounter.actions_attack import AttackCommand  # noqa: E402
from gmtracker.encounter.forecast import Simulator, _copy, _target, engine_fight, forecast  # noqa: E402
from gmtracker.encounter.forecast_pool import ForecastPool  # noqa: E402
from gmtracker.encounter.model import EncounterData  # noqa: E402
from gmtracker.encounter.turns import StartCombat  # noqa: E402
from gmtracker.rules.dice import RandomDice  # noqa: E402
from gmtracker.storage import load_encounter  # noqa: E402
from gmtracker.storage.resources import demo_encounter_path  # noqa: E402
from tests.benchmarks.bench_files import median_seconds  # noqa: E402
from tests.forecast_encounters import eight_combatants  # noqa: E402

FIGHTS = 2000


def attack_seconds(encounter: EncounterData) -> float:
    """One engine attack command: rolled and applied on a fresh copy (the copy not counted)."""
    copies = []
    for seed in range(40):
        fight = _copy(encounter)
        if not fight.turn.started:
            StartCombat().roll(fight, RandomDice(random.Random(seed))).apply(fight)
        copies.append(fight)
    times = []
    for seed, fight in enumerate(copies):
        attacker = fight.combatant(fight.turn.current or fight.combatants[0].id)
        rng = random.Random(seed)
        target = _target(fight, attacker, "weakest", rng)
        start = time.perf_counter()
        AttackCommand(attacker=attacker.id, targets=(target,) if target else (), attack=0).roll(
            fight, RandomDice(rng)).apply(fight)
        times.append(time.perf_counter() - start)
    times.sort()
    return times[len(times) // 2]


def per_second(seconds: float, fights: int) -> float:
    return fights / seconds


def pooled(encounter: EncounterData, pool: ForecastPool) -> float:
    start = time.perf_counter()
    job = pool.start(encounter, FIGHTS, 1, "weakest")
    while not job.done:
        time.sleep(0.002)
        job.poll()
    if len(job.outcomes) != FIGHTS:
        raise SystemExit(f"the pool played {len(job.outcomes)} fights, not {FIGHTS}")
    return time.perf_counter() - start


def main() -> None:
    encounters = {"demo (12 combatants, round 1)": load_encounter(demo_encounter_path()),
                  "8 combatants (6 monsters, 2 PCs)": eight_combatants()}
    rows: list[tuple[str, str, float, float]] = []
    for name, encounter in encounters.items():
        attack = attack_seconds(encounter)
        rows.append((name, "baseline: one engine attack command (attacks/s)", 1 / attack, 1.0))
        engine = median_seconds(lambda e=encounter: [engine_fight(e, random.Random(s)) for s in range(20)], 3) / 20
        rows.append((name, "before: engine path, 1 process", 1 / engine, attack / engine))
        cold = median_seconds(lambda e=encounter: [Simulator(e).fight(random.Random(s)) for s in range(1)], 5)
        rows.append((name, "after: fast path, first fight (cold)", 1 / cold, attack / cold))
        whole = median_seconds(lambda e=encounter: forecast(e, FIGHTS, 1), 3) / FIGHTS
        rows.append((name, f"after: fast path, {FIGHTS} fights, 1 process", 1 / whole, attack / whole))
    eight = encounters["8 combatants (6 monsters, 2 PCs)"]
    attack = attack_seconds(eight)
    cold_pool = []
    for _ in range(3):
        pool = ForecastPool()
        cold_pool.append(pooled(eight, pool))
        pool.shutdown()
    cold_pool.sort()
    pool = ForecastPool()
    pool.warm()
    time.sleep(1.0)
    warm = median_seconds(lambda: pooled(eight, pool), 3)
    pool.shutdown()
    processes = pool.processes
    for label, seconds in ((f"after: {FIGHTS} fights on {processes} processes, pool started with them",
                            cold_pool[1]),
                           (f"after: {FIGHTS} fights on {processes} processes, pool running (the same encounter again)", warm)):
        rows.append(("8 combatants (6 monsters, 2 PCs)", label, FIGHTS / seconds, attack / (seconds / FIGHTS)))
    print(f"{'encounter':34} {'what':62} {'fights/s':>10} {'fights per engine attack':>25}")
    for name, what, rate, ratio in rows:
        print(f"{name:34} {what:62} {rate:10.1f} {ratio:25.3f}")
    print(f"\n{FIGHTS} fights of 8 combatants: {cold_pool[1]:.2f} s with the pool's start, {warm:.2f} s with it "
          f"running (goal: ≤ 2 s on 2 cores)")


if __name__ == "__main__":
    main()

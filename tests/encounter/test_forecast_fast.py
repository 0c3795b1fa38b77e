"""Issue 31 item 2: the forecast's fast path plays the same fights as the engine's commands, roll
for roll — 50 seeded fights each way, the same dice in the same order and the same outcome."""

from __future__ import annotations

import random

import msgspec
import pytest

from gmtracker.encounter.forecast import Simulator, engine_fight, forecast
from gmtracker.encounter.forecast_fast import fast_path_refusal
from gmtracker.encounter.model import EncounterData, ResolutionMode
from gmtracker.rules.dice import RandomDice
from gmtracker.storage import load_encounter
from gmtracker.storage.resources import demo_encounter_path
from tests.forecast_encounters import eight_combatants, mirror


class Recorded(RandomDice):
    """Dice from a seeded generator, each roll kept: (sides, natural)."""

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng)
        self.rolls: list[tuple[int, int]] = []

    def roll(self, sides: int) -> int:
        natural = super().roll(sides)
        self.rolls.append((sides, natural))
        return natural


def _demo() -> EncounterData:
    return load_encounter(demo_encounter_path())


def _demo_before_combat() -> EncounterData:
    """The demo (a fight in round 1) ended: the forecast starts the next fight, wounds and all (D1:
    every initiative is rolled again)."""
    from gmtracker.encounter.forecast import _copy
    from gmtracker.encounter.turns import EndCombat

    fight = _copy(_demo())
    EndCombat().apply(fight)
    assert not fight.turn.started
    return fight


def _settings(**changes: object) -> EncounterData:
    eight = eight_combatants()
    return msgspec.structs.replace(eight, settings=msgspec.structs.replace(eight.settings, **changes))


# The demo is in round 1 (item 1: a forecast during combat); the others start from D1.
ENCOUNTERS = {"demo": _demo, "eight": eight_combatants, "mirror": mirror, "demo before combat": _demo_before_combat,
              "realistic mode (B10)": lambda: _settings(realistic=True),
              "defeated not skipped (D2)": lambda: _settings(skip_defeated=False)}


@pytest.mark.parametrize("policy", ["weakest", "random"])
@pytest.mark.parametrize("name", list(ENCOUNTERS))
def test_the_fast_path_matches_the_engine_roll_by_roll_on_50_seeds(name: str, policy: str) -> None:
    encounter = ENCOUNTERS[name]()
    simulator = Simulator(encounter, policy)  # type: ignore[arg-type]
    assert simulator.fast, simulator.refusal
    rolls = 0
    for seed in range(50):
        engine_rng, fast_rng = random.Random(seed), random.Random(seed)
        engine_dice, fast_dice = Recorded(engine_rng), Recorded(fast_rng)
        by_engine = engine_fight(encounter, engine_rng, policy, dice=engine_dice)  # type: ignore[arg-type]
        by_fast = simulator.fight(fast_rng, fast_dice)
        assert fast_dice.rolls == engine_dice.rolls, (name, policy, seed)
        assert by_fast == by_engine, (name, policy, seed)
        assert fast_rng.random() == engine_rng.random()  # the policy's own draws too
        rolls += len(engine_dice.rolls)
    assert rolls > 50 * 10  # real fights: many rolls each


def test_fights_end_the_same_way_both_paths_over_the_whole_forecast() -> None:
    """Not only single fights: the summaries of 60 fights are the same bytes."""
    encounter = eight_combatants()
    fast = forecast(encounter, 60, seed=3)
    engine = Simulator(encounter, engine=True)
    assert not engine.fast
    from gmtracker.encounter.forecast import fight_seeds, summarize

    slow = summarize(encounter, [engine.fight(random.Random(s)) for s in fight_seeds(3, 60)], 3, "weakest")
    assert msgspec.json.encode(fast) == msgspec.json.encode(slow)


@pytest.mark.parametrize("mode", [ResolutionMode.DEFENSE_CHECK, ResolutionMode.VERSUS])
def test_what_the_fast_path_does_not_cover_the_engine_plays(mode: ResolutionMode) -> None:
    encounter = eight_combatants(mode)
    assert fast_path_refusal(encounter) == "the encounter's attacks are not hit checks"
    simulator = Simulator(encounter)
    assert not simulator.fast
    outcome = simulator.fight(random.Random(4))
    assert outcome == engine_fight(encounter, random.Random(4))
    assert outcome.winner is not None or outcome.rounds == 50


def test_a_condition_with_effects_sends_the_forecast_down_the_engine_path() -> None:
    demo = _demo()
    ayla = next(c for c in demo.combatants if c.id == "ayla-thornwood")
    assert ayla.conditions and not ayla.conditions[0].effects  # Blessed, a note only: the fast path plays it
    assert fast_path_refusal(demo) is None
    from gmtracker.rules.condition_effects import Effect

    effect = msgspec.convert({"kind": "modifier", "value": 1}, Effect)
    blessed = msgspec.structs.replace(ayla.conditions[0], effects=[effect])
    changed = msgspec.structs.replace(demo, combatants=[msgspec.structs.replace(ayla, conditions=[blessed])
                                                        if c.id == ayla.id else c for c in demo.combatants])
    assert fast_path_refusal(changed) == "a condition with effects or a save"

"""Random sequences mixing every family of command undo and redo byte-identically.

Roster changes, the turn machine (D1, D2), attacks (A14/B1/C8), healing (B7), time
(B6, B8, B12) and conditions are interleaved on one encounter; each step is rolled
from a seeded RandomDice against the encounter as it is then. Reverting every step,
last first, gives the starting bytes; re-applying every step (the kept patches, no
dice) gives the final bytes.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gmtracker.encounter import ActionError, Combatant, Settings
from gmtracker.encounter.actions_attack import AttackCommand
from gmtracker.encounter.actions_care import HealCommand
from gmtracker.encounter.actions_rest import AdvanceTimeCommand
from gmtracker.encounter.command import Command
from gmtracker.encounter.conditions import AddCondition
from gmtracker.encounter.model import Expiry
from gmtracker.encounter.roster import AddCombatant, DuplicateCombatant, EditCombatant, RemoveCombatants
from gmtracker.encounter.turns import Delay, EndCombat, NextTurn, PreviousTurn, StartCombat
from gmtracker.rules.attack import ResolutionMode
from gmtracker.rules.dice import RandomDice
from tests.encounter.fixtures_core import skirmish, snapshot

KINDS = ["add", "edit", "duplicate", "remove", "start", "next", "previous", "delay", "end", "attack", "heal",
         "time", "condition"]


def build(kind: str, enc: object, rng: random.Random) -> Command:
    ids = enc.ids()  # type: ignore[attr-defined]
    pick = rng.choice(ids) if ids else "nobody"
    other = rng.choice(ids) if ids else "nobody"  # drawn always: the same seed, the same steps
    dice = RandomDice(rng)
    if kind == "add":
        return AddCombatant(Combatant(id="", name=rng.choice(["Wolf", "狼", "Goblin"]), initiative=rng.randint(1, 20)))
    if kind == "edit":
        return EditCombatant(pick, {"wounds": rng.randint(0, 3), "notes": rng.choice(["", "angry"])})
    if kind == "duplicate":
        return DuplicateCombatant(pick, rng.randint(1, 2))
    if kind == "remove":
        return RemoveCombatants([pick])
    if kind == "start":
        return StartCombat(roll_offs={i: [rng.randint(1, 20) for _ in range(4)] for i in ids})
    if kind == "next":
        return NextTurn()
    if kind == "previous":
        return PreviousTurn()
    if kind == "delay":
        return Delay(pick, other)
    if kind == "end":
        return EndCombat()
    if kind == "attack":
        return AttackCommand(attacker=pick, targets=[other],  # type: ignore[arg-type]
                                  attack=0).roll(enc, dice)
    if kind == "heal":
        return HealCommand(pick, "1d8+1", count="wounds").roll(enc, dice)  # type: ignore[arg-type]
    if kind == "time":
        return AdvanceTimeCommand(rounds=rng.choice([1, 10, 600]), resting=rng.random() < 0.5, ignore_dying=True)
    return AddCondition(pick, "Blessed", rounds=rng.randint(1, 3), expiry=rng.choice(list(Expiry)), anchor=pick)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(KINDS), min_size=1, max_size=14), st.integers(0, 2**32),
       st.sampled_from(list(ResolutionMode)))
def test_any_sequence_reverts_to_the_start_and_redoes_to_the_end(kinds: list[str], seed: int,
                                                                 mode: ResolutionMode) -> None:
    enc = skirmish()
    for c in enc.combatants:
        c.percentile = {"accuracy": 50, "evasion": 40}
    enc.settings = Settings(resolution=mode)
    rng = random.Random(seed)
    start = snapshot(enc)
    done: list[Command] = []
    for kind in kinds:
        try:
            command = build(kind, enc, rng)
            command.apply(enc)
        except ActionError:
            continue
        done.append(command)
    end = snapshot(enc)
    for command in reversed(done):
        command.revert(enc)
    assert snapshot(enc) == start
    for command in done:
        command.apply(enc)
    assert snapshot(enc) == end

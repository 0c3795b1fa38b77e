"""Random sequences of attacks, checks and damage checks undo and redo byte-identically.

Each step is built from random inputs and rolled from a seeded RandomDice against the
encounter as it is at that step (A14/B1/C8 attacks, A1–A10 checks with A5 edits, B11
skill trials, B2–B4 damage checks). Reverting every step, last first, gives the start
bytes back; re-applying every step (no dice: the patches are kept) gives the end bytes.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gmtracker.encounter import ActionError
from gmtracker.encounter.actions_attack import AttackCommand
from gmtracker.encounter.actions_check import ChangeDie, CheckCommand, Reroll, SetModifiers, SetShifts
from gmtracker.encounter.actions_damage import DamageCheckCommand
from gmtracker.encounter.command import Command
from gmtracker.rules.attack import ResolutionMode
from gmtracker.rules.checks import Attribute, CheckKind, Modifier, ModifierType, Proficiency
from gmtracker.rules.dice import RandomDice
from gmtracker.rules.wound_codes import CountKind
from tests.encounter.fixtures_d20 import ambush, ayla, goblin, ogre, snapshot

IDS = ["goblin", "ayla", "ogre"]

ids = st.sampled_from(IDS)
modifiers = st.lists(st.builds(Modifier, st.sampled_from(list(ModifierType)), st.integers(-4, 4)), max_size=2)

attacks = st.fixed_dictionaries({
    "attacker": ids,
    "targets": st.lists(ids, min_size=1, max_size=3, unique=True),
    "attack": st.integers(0, 3),
    "modifiers": modifiers,
    "advantage": st.integers(0, 2),
    "disadvantage": st.integers(0, 2),
    "penalty_dice": st.integers(0, 3),
    "attack_action": st.booleans(),
    "lethal": st.sampled_from([None, True, False]),
})

checks = st.fixed_dictionaries({
    "actor": st.sampled_from([None, *IDS]),
    "check_kind": st.sampled_from([CheckKind.ATTRIBUTE, CheckKind.PURE]),
    "attribute": st.sampled_from(list(Attribute)),
    "dc": st.integers(0, 30),
    "dc_hidden": st.booleans(),
    "proficiency": st.sampled_from(list(Proficiency)),
    "modifiers": modifiers,
    "advantage": st.integers(0, 2),
    "disadvantage": st.integers(0, 2),
    "penalty_dice": st.integers(0, 3),
    "passive": st.booleans(),
    "edits": st.lists(st.sampled_from(["reroll", "change", "modifiers", "shifts"]), max_size=3),
    "skill_trial": st.sampled_from([None, CountKind.WOUNDS, CountKind.BRUISES]),
})

damages = st.fixed_dictionaries({
    "target": ids,
    "attacker": st.sampled_from([None, *IDS]),
    "damage": st.sampled_from(["1d6", "2d6+3", "1d8+2", 0, 7, "1d3"]),
    "lethal": st.booleans(),
    "multiplier": st.integers(1, 3),
    "reduction": st.integers(0, 3),
})

steps = st.lists(st.one_of(st.tuples(st.just("attack"), attacks), st.tuples(st.just("check"), checks),
                           st.tuples(st.just("damage"), damages)), min_size=1, max_size=8)


def _check_inputs(inputs: dict[str, Any]) -> dict[str, Any]:
    inputs = dict(inputs)
    if inputs["check_kind"] is CheckKind.PURE:
        inputs.update(attribute=None, proficiency=Proficiency.NONE)
    if inputs["actor"] is None:
        inputs["skill_trial"] = None
    edits: list[Any] = []
    die_edited = False
    for edit in inputs["edits"]:
        if edit in ("reroll", "change"):
            if die_edited or inputs["passive"]:
                continue
            die_edited = True
            edits.append(Reroll() if edit == "reroll" else ChangeDie(20))
        elif edit == "modifiers":
            edits.append(SetModifiers((Modifier(ModifierType.STATUS, 2, "ability"),)))
        else:
            edits.append(SetShifts((1, -1)))
    inputs["edits"] = tuple(edits)
    inputs["modifiers"] = tuple(inputs["modifiers"])
    return inputs


def _attack_inputs(inputs: dict[str, Any], mode: ResolutionMode) -> dict[str, Any]:
    inputs = dict(inputs, targets=tuple(inputs["targets"]), modifiers=tuple(inputs["modifiers"]))
    if mode is ResolutionMode.VERSUS:
        inputs.update(advantage=0, disadvantage=0, penalty_dice=0)
    return inputs


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=steps, mode=st.sampled_from(list(ResolutionMode)), realistic=st.booleans(),
       seed=st.integers(0, 2**32 - 1))
def test_any_sequence_reverts_to_the_start_bytes_and_redoes_to_the_end_bytes(
        steps: list[tuple[str, dict[str, Any]]], mode: ResolutionMode, realistic: bool, seed: int) -> None:
    three = [goblin(), ayla(), ogre()]
    for c in three:
        c.attacks = goblin().attacks  # every combatant can use attacks 0–3
    enc = ambush(*three, resolution=mode, realistic=realistic, skill_trial=True)
    dice = RandomDice(random.Random(seed))
    start = snapshot(enc)
    done: list[Command] = []
    for kind, inputs in steps:
        command: Command
        if kind == "attack":
            command = AttackCommand(**_attack_inputs(inputs, mode)).roll(enc, dice)
        elif kind == "check":
            command = CheckCommand(**_check_inputs(inputs)).roll(enc, dice)
        else:
            command = DamageCheckCommand(**inputs).roll(enc, dice)
        try:
            command.apply(enc)
        except ActionError:
            raise AssertionError(f"{kind} {inputs} was refused") from None
        done.append(command)
    end = snapshot(enc)
    assert len(enc.log) >= len(done)
    for command in reversed(done):
        command.revert(enc)
    assert snapshot(enc) == start
    for command in done:
        command.apply(enc)
    assert snapshot(enc) == end

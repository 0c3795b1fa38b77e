"""Random sequences of the care, 1D100 and condition commands: undo all and redo all are exact.

Each step is drawn as numbers and turned into a command on the encounter as it is then;
a command the rules refuse (ActionError) must leave the encounter untouched. Reverting
every applied command, newest first, must give back each earlier state byte for byte
(``msgspec.json.encode``), down to the start; applying them again (redo: the stored
patches, no dice) must give back each later state, up to the end.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gmtracker.encounter import ActionError, Command, Encounter, Expiry, Patch, PatchBuilder
from gmtracker.encounter.actions_care import HealCommand, TempHpCommand
from gmtracker.encounter.actions_percentile import PercentileCheckCommand, PercentileSide
from gmtracker.encounter.actions_recovery import DyingCheckCommand, RecoveryCheckCommand
from gmtracker.encounter.actions_rest import AdvanceTimeCommand
from gmtracker.encounter.conditions import AddCondition, EditCondition, RemoveCondition, log_expired, tick_conditions
from gmtracker.rules.dice import RandomDice
from gmtracker.rules.wound_codes import DamageState
from tests.encounter.fixtures_care import snapshot, ward

IDS = ("aria", "bren", "cora", "zed")
STATES = tuple(DamageState)
HEALING = ("1d8+1", "1d4", "2d6", "1", "3d8+3")


class TickConditions(Command):
    """What the turn machine does with conditions at a turn's start or end (here alone)."""

    kind = "tick_conditions"

    def __init__(self, anchor: str, moment: Expiry) -> None:
        super().__init__()
        self.anchor, self.moment = anchor, moment

    def build(self, encounter: Encounter) -> Patch:
        builder = PatchBuilder(encounter)
        log_expired(builder, tick_conditions(builder, self.anchor, self.moment))
        return builder.build()


steps = st.tuples(
    st.integers(0, 12),  # which command
    st.integers(0, 3),  # a combatant
    st.integers(0, 5),  # another combatant, a state, a count
    st.integers(1, 20),  # a d20
    st.integers(1, 100),  # a d100
    st.integers(0, 40),  # a size
    st.integers(0, 2**16),  # a seed
)


def command_for(enc: Encounter, step: tuple[int, int, int, int, int, int, int]) -> Command:
    op, i, j, d20, d100, size, seed = step
    target, other = IDS[i], IDS[j % 4]
    held = [entry.state for entry in enc.combatant(target).states]
    state = held[j % len(held)] if held and j < 4 else STATES[j]  # mostly a state the target has
    dice = RandomDice(random.Random(seed))
    if op == 0:
        return HealCommand(target, HEALING[size % 5], healer=other, count=("wounds", "bruises")[j % 2])
    if op == 1:
        return HealCommand(target, HEALING[size % 5], healer=other, state=state, natural=d20)
    if op == 2:
        return TempHpCommand(target, size % 9, rounds=None if j == 0 else size + 1)
    if op == 3:
        return DyingCheckCommand(target).roll(enc, dice)
    if op == 4:
        mode = ("roll", "take10", "take20")[size % 3]
        return RecoveryCheckCommand(target, state, d20 if mode == "roll" else None, mode=mode, early=j % 2 == 0)
    if op == 5:
        modes = {cid: {s: ("roll", "take10", "take20")[(seed + n) % 3] for n, s in enumerate(STATES) if s is not
                       DamageState.DEAD} for cid in IDS} if j % 3 == 0 else None
        return AdvanceTimeCommand(size * (1 + seed % 40) + 1, resting=j % 2 == 0 or bool(modes),
                                  modes=modes or "all", ignore_dying=True).roll(enc, dice)
    if op == 6:
        return PercentileCheckCommand(PercentileSide(target, d100, "evasion" if j % 2 else None,
                                                     (("skill", size - 20),)), target_value=size * 3)
    if op == 7:
        passives = [PercentileSide(cid, random.Random(seed + n).randint(1, 100), "evasion")
                    for n, cid in enumerate(IDS) if cid != target][: 1 + j % 3]
        return PercentileCheckCommand(PercentileSide(target, d100, "evasion"), passives=passives,
                                      forced=(None, "success", "failure")[size % 3])
    if op == 8:
        return AddCondition(target, ("Slow", "Blessed", "祝福")[j % 3], rounds=None if size % 4 == 0 else size % 4,
                            expiry=(Expiry.TURN_START, Expiry.TURN_END)[j % 2], anchor=other if j > 2 else None)
    holders = [cid for cid in IDS[i:] + IDS[:i] if enc.combatant(cid).conditions]
    target = holders[0] if holders and j else target
    conditions = enc.combatant(target).conditions
    condition_id = conditions[j % len(conditions)].id if conditions else "none"
    if op == 9:
        return EditCondition(target, condition_id, note=f"note {size}", rounds=None if j == 0 else 1 + size % 5)
    if op == 10:
        return RemoveCondition(target, condition_id)
    return TickConditions(target, (Expiry.TURN_START, Expiry.TURN_END)[op % 2])


@settings(max_examples=150, deadline=None)
@given(st.lists(steps, max_size=14), st.booleans())
def test_random_sequences_revert_and_redo_byte_identical(sequence: list, realistic: bool) -> None:
    enc = ward(realistic=realistic)
    states = [snapshot(enc)]
    applied: list[Command] = []
    for step in sequence:
        try:
            command = command_for(enc, step)
            command.apply(enc)
        except ActionError:
            assert snapshot(enc) == states[-1]  # a refused command changes nothing
            continue
        applied.append(command)
        states.append(snapshot(enc))
    for command, earlier in zip(reversed(applied), reversed(states[:-1])):
        command.revert(enc)
        assert snapshot(enc) == earlier
    assert snapshot(enc) == states[0]
    for command, later in zip(applied, states[1:]):
        command.apply(enc)  # redo: the stored patch, no dice
        assert snapshot(enc) == later
    assert snapshot(enc) == states[-1]


def test_the_sequences_exercise_every_command() -> None:
    """Guard for the property above: the step mapping reaches each command class."""
    enc = ward()
    kinds = {type(command_for(enc, (op, 0, 1, 10, 50, 7, 3))).__name__ for op in range(13)}
    assert kinds == {"HealCommand", "TempHpCommand", "DyingCheckCommand", "RecoveryCheckCommand",
                     "AdvanceTimeCommand", "PercentileCheckCommand", "AddCondition", "EditCondition",
                     "RemoveCondition", "TickConditions"}

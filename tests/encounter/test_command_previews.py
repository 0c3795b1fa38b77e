"""The query methods dialogs show (issue 28 item 5), tested without Qt against what the commands do.

``locks()`` (B5), ``outcome_preview()`` (B3, B7, B8), ``dc()`` (B5, B8), ``trial()`` (B11),
``stacking()`` (A6) and the 1D100 command's ``offset()``/``difficulty()``/``difficulty_floor()``
(C3–C5): each agrees with the command's own build or with the rules core.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gmtracker.encounter import ActionError, Combatant, Encounter, Settings, StateEntry, TurnState
from gmtracker.encounter.actions_attack import AttackCommand
from gmtracker.encounter.actions_care import CountLock, HealCommand, TempHpCommand, count_locks
from gmtracker.encounter.actions_check import CheckCommand
from gmtracker.encounter.actions_percentile import PercentileCheckCommand, PercentileSide
from gmtracker.encounter.actions_recovery import DyingCheckCommand, RecoveryCheckCommand, RecoveryChecksCommand
from gmtracker.encounter.actions_rest import AdvanceTimeCommand, DueRecovery, recovery_due
from gmtracker.encounter.derived import damage_dc
from gmtracker.encounter.model import Defense
from gmtracker.rules.checks import CheckKind, Degree, Modifier, ModifierType, stack
from gmtracker.rules.damage import temp_hp_dc_bonus
from gmtracker.rules.percentile import Difficulty, difficulty
from gmtracker.rules.percentile import Modifier as PercentileModifier
from gmtracker.rules.recovery import RecoveryMode
from gmtracker.rules.wound_codes import CountKind, DamageState

SW, SB = DamageState.SERIOUSLY_WOUNDED, DamageState.SERIOUSLY_BRUISED
DISABLED, UNCONSCIOUS, DAZED = DamageState.DISABLED, DamageState.UNCONSCIOUS, DamageState.DAZED


def ward(patient: Combatant, *, realistic: bool = False, clock: int = 0, skill_trial: bool = False) -> Encounter:
    return Encounter(name="ward", settings=Settings(realistic=realistic, skill_trial=skill_trial),
                     turn=TurnState(clock=clock), combatants=[patient])


@st.composite
def patients(draw: Any) -> Combatant:
    held = draw(st.sets(st.sampled_from([SW, SB, DISABLED, UNCONSCIOUS, DAZED]), max_size=3))
    if SW in held:
        held.discard(UNCONSCIOUS)  # not dying
    order = list(DamageState)
    return Combatant(id="kim", name="Kim", constitution=draw(st.integers(1, 30)), wounds=draw(st.integers(0, 5)),
                     bruises=draw(st.integers(0, 9)), temp_hp=draw(st.integers(0, 9)),
                     states=[StateEntry(s, began=0) for s in sorted(held, key=order.index)])


def refuses(command: Any, encounter: Encounter) -> bool:
    try:
        command.build(encounter)
    except ActionError:
        return True
    return False


@settings(max_examples=60, deadline=None)
@given(patient=patients(), healing=st.sampled_from(["1d8+1", "2d6", "1", "0", "4d10"]))
def test_b5_b7_heal_locks_are_exactly_the_counts_the_command_refuses(patient: Combatant, healing: str) -> None:
    encounter = ward(patient)
    locks = HealCommand.locks(encounter, "kim")
    assert locks == count_locks(patient)
    for kind in CountKind:
        command = HealCommand("kim", healing, count=kind)
        assert (kind in locks) == refuses(command, encounter)
        if kind not in locks:
            preview = command.outcome_preview(encounter)
            assert preview is not None
            changes = command.build(encounter).combatants  # none when nothing changes (0 points)
            after = changes[0].after if changes else patient
            assert after is not None and preview.after.count(kind) == (after.wounds if kind is CountKind.WOUNDS
                                                                        else after.bruises)
        elif locks[kind] is CountLock.LOCKED:
            assert (SW if kind is CountKind.WOUNDS else SB) in {entry.state for entry in patient.states}


def test_b7_heal_dc_and_healing_bonus() -> None:
    encounter = ward(Combatant(id="kim", name="Kim", states=[StateEntry(DISABLED, began=0)]))
    assert HealCommand("kim", "1d8+1", state=DISABLED).dc(encounter) == 20
    assert HealCommand("kim", "1d8+1", count=CountKind.WOUNDS).dc(encounter) is None
    assert HealCommand.healing_of("1d8+1").total == 4  # B2/B7's example
    with pytest.raises(ActionError):
        HealCommand.healing_of("many")


@settings(max_examples=60, deadline=None)
@given(patient=patients(), realistic=st.booleans(), hours=st.integers(1, 6),
       mode=st.sampled_from([RecoveryMode.TAKE_10, RecoveryMode.TAKE_20]))
def test_b8_a_rests_take_10_and_take_20_preview_is_what_the_span_does(
        patient: Combatant, realistic: bool, hours: int, mode: RecoveryMode) -> None:
    """The verdict and total of each taken check, before the span, are what the span then does (B8, B10)."""
    encounter = ward(patient, realistic=realistic)
    modes = {"kim": {state.value: mode.value.replace("_", "") for state in DamageState}}
    command = AdvanceTimeCommand(hours * 600, resting=True, modes=modes)
    previews = command.outcome_preview(encounter)
    after = command.build(encounter).combatants[0].after
    assert after is not None
    for (_, state), preview in previews.items():
        assert preview.taken is not None and preview.taken.total == preview.taken.die + preview.bonus
        assert preview.odds[True] == (1 if preview.taken.success else 0)
        periods = 20 if mode is RecoveryMode.TAKE_20 else 1
        due = next(d for d in _dues(encounter, command) if d.state is state)
        if due.checks >= periods:  # at least one check is made
            assert after.has_state(state) == (not preview.taken.success)
        locks = command.locks(encounter).get("kim", frozenset())
        for kind in locks:
            assert (after.wounds if kind is CountKind.WOUNDS else after.bruises) == (
                patient.wounds if kind is CountKind.WOUNDS else patient.bruises)


def _dues(encounter: Encounter, command: AdvanceTimeCommand) -> list[DueRecovery]:
    return recovery_due(encounter, command.rounds)


def test_b5_b8_dcs_and_the_recovery_preview_of_the_recovery_commands() -> None:
    patient = Combatant(id="kim", name="Kim", constitution=14, wounds=3,
                        states=[StateEntry(SW, began=0), StateEntry(UNCONSCIOUS, began=0)])
    encounter = ward(patient, realistic=True, clock=600)
    assert DyingCheckCommand("kim").dc(encounter) == 10
    preview = RecoveryChecksCommand("kim", SW).outcome_preview(encounter)
    assert (preview.dc, preview.bonus, preview.taken) == (10, 2 - 3, None)  # Con +2, realistic −3 (B10)
    single = RecoveryCheckCommand("kim", SW, mode=RecoveryMode.TAKE_10).outcome_preview(encounter)
    assert single.taken is not None and (single.taken.total, single.taken.success) == (9, False)


def test_b3_temporary_hit_points_preview_and_dc_bonus() -> None:
    patient = Combatant(id="kim", name="Kim", constitution=13, hit_dice="4d10", temp_hp=2)
    encounter = ward(patient)
    preview = TempHpCommand("kim", 7, rounds=10).outcome_preview(encounter)
    assert preview.damage_dc_before == damage_dc(patient) and preview.until == 10
    assert preview.damage_dc_after - preview.damage_dc_before == temp_hp_dc_bonus(7) - temp_hp_dc_bonus(2) == 2
    assert TempHpCommand.dc_bonus(7) == 3


def test_a17_b3_the_attacks_target_numbers() -> None:
    target = Combatant(id="kim", name="Kim", constitution=13, hit_dice="4d10", wounds=1, base_defense=14)
    assert AttackCommand.target_defense(target, Defense.BASE) == 14
    assert AttackCommand.target_damage_dc(target, lethal=True) == 15  # (13 + 19 + 0) / 2 − 1 wound


@settings(max_examples=60, deadline=None)
@given(natural=st.integers(1, 20), dc=st.integers(5, 30), bonus=st.integers(-5, 10),
       count=st.sampled_from(list(CountKind)))
def test_b11_the_skill_trial_shown_is_what_the_check_adds(natural: int, dc: int, bonus: int,
                                                          count: CountKind) -> None:
    patient = Combatant(id="kim", name="Kim", wounds=1, bruises=1)
    encounter = ward(patient, skill_trial=True)
    command = CheckCommand(check_kind=CheckKind.PURE, actor="kim", dc=dc, d20=(natural,), skill_trial=count,
                           modifiers=(Modifier(ModifierType.FREE, bonus, "luck"),))
    trial = command.trial(encounter)
    assert trial is not None
    result = command.result(encounter)
    assert trial.shortfall == (max(0, result.dc - result.total) if result.degree <= Degree.FAILURE else 0)
    changes = command.build(encounter).combatants
    after = changes[0].after if changes else patient
    assert after is not None
    added = (after.wounds if count is CountKind.WOUNDS else after.bruises) - 1
    assert added == trial.shortfall


def test_a6_the_stacking_before_the_roll_is_the_rules_stacking() -> None:
    modifiers = (Modifier(ModifierType.STATUS, 2, "a"), Modifier(ModifierType.STATUS, 1, "b"))
    command = CheckCommand(check_kind=CheckKind.PURE, dc=10, modifiers=modifiers)
    assert command.stacking(ward(Combatant(id="kim", name="Kim"))) == stack(modifiers)


@given(target=st.integers(-20, 130))
def test_c4_the_band_and_its_floor(target: int) -> None:
    band = PercentileCheckCommand.difficulty(target)
    assert band.value == difficulty(target)
    assert PercentileCheckCommand.difficulty(PercentileCheckCommand.difficulty_floor(band)) is band
    if band is not Difficulty.TRIVIAL:
        assert PercentileCheckCommand.difficulty_floor(band) <= target


def test_c5_the_offset_is_the_tenth_of_the_base_value_and_the_modifiers() -> None:
    fighter = Combatant(id="kim", name="Kim", percentile={"accuracy": 57})
    command = PercentileCheckCommand(PercentileSide("kim", base="accuracy", modifiers=(PercentileModifier("skill", 10), PercentileModifier("wet", -3))),
                                     target_value=50)
    assert command.offset(ward(fighter)) == 5 + 10 - 3
    assert PercentileCheckCommand.base_bonus(-15) == -1  # C1: truncated toward zero

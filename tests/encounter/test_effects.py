"""effects.py: a damage check's effects written into a combatant (B4), and the small edits."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gmtracker.encounter import ActionError, Command, PatchBuilder
from gmtracker.encounter.effects import (
    EffectsApplied,
    add_states,
    apply_damage_effects,
    remove_states,
    set_count,
    with_count,
    with_damage_effects,
    with_states,
    without_states,
)
from gmtracker.encounter.encounter import Encounter
from gmtracker.encounter.patch import Patch
from gmtracker.rules.wound_codes import CountKind, DamageEffect, DamageState
from gmtracker.rules.wounds import damage_effects
from tests.encounter.fixtures_d20 import ambush, ayla, snapshot, states, with_states as given_states

S = DamageState


def test_B4_margin_10_adds_wound_seriously_wounded_and_disabled() -> None:
    after, applied = with_damage_effects(ayla(), damage_effects(10), clock=42)
    assert after.wounds == 1 and after.bruises == 0
    assert states(after) == [S.SERIOUSLY_WOUNDED, S.DISABLED]
    assert [e.began for e in after.states] == [42, 42]
    assert applied.effects == (DamageEffect.WOUND, DamageEffect.SERIOUSLY_WOUNDED, DamageEffect.DISABLED)
    assert applied.states_added == (S.SERIOUSLY_WOUNDED, S.DISABLED) and applied.states_kept == ()
    assert (applied.wounds_before, applied.wounds_after) == (0, 1)


def test_B4_margin_20_is_cumulative_up_to_dead() -> None:
    after, _ = with_damage_effects(ayla(wounds=4), damage_effects(20), clock=0)
    assert after.wounds == 5
    assert states(after) == [S.SERIOUSLY_WOUNDED, S.DISABLED, S.UNCONSCIOUS, S.DEAD]


def test_B4_failure_changes_nothing() -> None:
    before = ayla(wounds=2)
    after, applied = with_damage_effects(before, damage_effects(-1), clock=5)
    assert after == before and applied.effects == ()


def test_B4_nonlethal_replacements_bruise_seriously_bruised_dazed_and_never_dead() -> None:
    after, applied = with_damage_effects(ayla(bruises=1), damage_effects(20, lethal=False), clock=3)
    assert (after.wounds, after.bruises) == (0, 2)
    assert states(after) == [S.UNCONSCIOUS, S.SERIOUSLY_BRUISED, S.DAZED]
    assert S.DEAD not in states(after)
    assert (applied.bruises_before, applied.bruises_after) == (1, 2)


def test_B4_auto_stabilisation_does_not_fall_unconscious() -> None:
    after, _ = with_damage_effects(ayla(auto_stabilize=True), damage_effects(17, auto_stabilize=True), clock=0)
    assert states(after) == [S.SERIOUSLY_WOUNDED, S.DISABLED]


def test_B8_a_state_already_present_keeps_its_earlier_began_and_periods() -> None:
    before = given_states(ayla(wounds=1), S.SERIOUSLY_WOUNDED, began=10)
    before.states[0].periods_used = 2
    after, applied = with_damage_effects(before, damage_effects(12), clock=50)
    assert states(after) == [S.SERIOUSLY_WOUNDED, S.DISABLED]
    assert (after.states[0].began, after.states[0].periods_used) == (10, 2)
    assert after.states[1].began == 50
    assert applied.states_kept == (S.SERIOUSLY_WOUNDED,) and applied.states_added == (S.DISABLED,)


def test_states_are_added_in_one_fixed_order_whatever_the_input_order() -> None:
    one = with_states(ayla(), ["dead", "disabled", S.SERIOUSLY_WOUNDED], clock=1)
    other = with_states(ayla(), [S.SERIOUSLY_WOUNDED, S.DEAD, "disabled"], clock=1)
    assert states(one) == states(other) == [S.SERIOUSLY_WOUNDED, S.DISABLED, S.DEAD]


def test_without_states_removes_only_those_and_ignores_absent_ones() -> None:
    before = given_states(ayla(), S.SERIOUSLY_WOUNDED, S.DISABLED, S.UNCONSCIOUS)
    after = without_states(before, [S.DISABLED, "dazed"])
    assert states(after) == [S.SERIOUSLY_WOUNDED, S.UNCONSCIOUS]
    assert without_states(before, [S.DAZED]) is before


def test_with_count_sets_wounds_or_bruises_and_refuses_negative() -> None:
    assert with_count(ayla(), CountKind.WOUNDS, 7).wounds == 7
    assert with_count(ayla(), "bruises", 12).bruises == 12
    with pytest.raises(ActionError):
        with_count(ayla(), CountKind.WOUNDS, -1)


class _Edit(Command):
    """A test command that runs one builder helper."""

    def __init__(self, run: Callable[[PatchBuilder], None]) -> None:
        super().__init__()
        self.run = run

    def build(self, encounter: Encounter) -> Patch:
        builder = PatchBuilder(encounter)
        self.run(builder)
        return builder.build()


def test_builder_helpers_use_the_encounter_clock_and_revert_exactly() -> None:
    enc = ambush(clock=77)
    start = snapshot(enc)
    applied: list[EffectsApplied] = []

    def run(b: PatchBuilder) -> None:
        applied.append(apply_damage_effects(b, "ayla", damage_effects(5)))
        add_states(b, "ogre", [S.DAZED])
        set_count(b, "ogre", CountKind.BRUISES, 4)
        remove_states(b, "ayla", [S.SERIOUSLY_WOUNDED])

    command = _Edit(run)
    command.apply(enc)
    assert enc.combatant("ayla").wounds == 1 and states(enc.combatant("ayla")) == []
    assert enc.combatant("ogre").states[0].began == 77 and enc.combatant("ogre").bruises == 4
    assert applied[0].clock == 77
    command.revert(enc)
    assert snapshot(enc) == start

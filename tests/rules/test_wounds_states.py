"""B5, B9–B11: the wound track, damage states, dying, realistic mode and skill trials."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gmtracker.rules.errors import RulesError
from gmtracker.rules.wounds import (
    ActionLimit,
    CountKind,
    DamageState,
    DyingOutcome,
    RealisticScope,
    WoundTrack,
    after_standard_action,
    apply_damage_effects,
    apply_dying_check,
    constitution_modifier,
    damage_effects,
    dying_check,
    dying_survival_odds,
    realistic_modifier,
    resolve_damage_check,
    skill_trial,
    turn_limits,
)

SW = DamageState.SERIOUSLY_WOUNDED
UNC = DamageState.UNCONSCIOUS

# --- the wound track -----------------------------------------------------------------------


def test_B5_track_stores_states_as_codes_and_refuses_unknown_ones() -> None:
    track = WoundTrack(2, 1, frozenset({"seriously_wounded"}))  # type: ignore[arg-type]
    assert track.states == {SW} and all(isinstance(s, DamageState) for s in track.states)
    assert track.has("seriously_wounded") and not track.has(DamageState.DAZED)
    with pytest.raises(RulesError, match="unknown damage state 'bleeding'"):
        WoundTrack(states=frozenset({"bleeding"}))  # type: ignore[arg-type]


def test_B5_counts_cannot_be_negative() -> None:
    with pytest.raises(RulesError, match="negative"):
        WoundTrack(wounds=-1)
    with pytest.raises(RulesError, match="negative"):
        WoundTrack(bruises=-1)


def test_B5_count_by_kind_and_unknown_kind() -> None:
    track = WoundTrack(3, 7)
    assert track.count("wounds") == 3 and track.count(CountKind.BRUISES) == 7
    with pytest.raises(RulesError, match="unknown count 'hp'"):
        track.count("hp")


def test_B4_B5_apply_lethal_margin_10_effects() -> None:
    track = apply_damage_effects(WoundTrack(2), damage_effects(10))
    assert track == WoundTrack(3, 0, frozenset({SW, DamageState.DISABLED}))


def test_B4_apply_nonlethal_effects_adds_a_bruise_not_a_wound() -> None:
    check = resolve_damage_check(20, damage_bonus=10, dc=15, lethal=False)
    track = apply_damage_effects(WoundTrack(1, 4), check.effects)
    assert (track.wounds, track.bruises) == (1, 5)
    assert track.states == {DamageState.SERIOUSLY_BRUISED, DamageState.DAZED, UNC}


def test_B4_apply_failed_check_changes_nothing_and_unknown_effects_are_refused() -> None:
    track = WoundTrack(4)
    assert apply_damage_effects(track, frozenset()) == track
    with pytest.raises(RulesError, match="unknown damage effect"):
        apply_damage_effects(track, ["stunned"])


def test_B4_wound_count_has_no_upper_limit() -> None:
    track = WoundTrack(999)
    assert apply_damage_effects(track, ["wound"]).wounds == 1000


def test_B5_with_states_adds_and_removes() -> None:
    track = WoundTrack(states=frozenset({SW, UNC}))
    assert track.with_states(added=["dazed"], removed=["unconscious"]).states == {SW, DamageState.DAZED}


# --- B5 states on a turn -------------------------------------------------------------------


def test_B5_dying_is_seriously_wounded_and_unconscious() -> None:
    assert WoundTrack(states=frozenset({SW, UNC})).dying
    assert not WoundTrack(states=frozenset({SW})).dying
    assert not WoundTrack(states=frozenset({SW, UNC, DamageState.DEAD})).dying


def test_B5_seriously_bruised_and_unconscious_is_not_dying() -> None:
    track = WoundTrack(states=frozenset({DamageState.SERIOUSLY_BRUISED, UNC}))
    assert not track.dying
    limits = turn_limits(track)
    assert not limits.dying_check and limits.bruises_locked and not limits.wounds_locked


def test_B5_disabled_allows_one_move_or_standard_and_falls_unconscious_after_a_standard() -> None:
    track = WoundTrack(3, states=frozenset({SW, DamageState.DISABLED}))
    limits = turn_limits(track)
    assert limits.actions is ActionLimit.MOVE_OR_STANDARD
    assert limits.unconscious_after_standard_action
    assert limits.half_hit_points and limits.wounds_locked and not limits.dying_check
    assert limits.rule_ids == ("B5",)
    assert after_standard_action(track).states == {SW, DamageState.DISABLED, UNC}


def test_B5_dazed_allows_one_move_or_standard_without_falling_unconscious() -> None:
    track = WoundTrack(states=frozenset({DamageState.DAZED}))
    limits = turn_limits(track)
    assert limits.actions is ActionLimit.MOVE_OR_STANDARD
    assert not limits.unconscious_after_standard_action
    assert after_standard_action(track) == track


def test_B5_unconscious_or_dead_cannot_act_healthy_acts_normally() -> None:
    assert turn_limits(WoundTrack(states=frozenset({UNC, DamageState.DISABLED}))).actions is ActionLimit.NONE
    dead = turn_limits(WoundTrack(states=frozenset({SW, DamageState.DEAD})))
    assert dead.actions is ActionLimit.NONE and not dead.half_hit_points and not dead.dying_check
    healthy = turn_limits(WoundTrack(5))
    assert healthy.actions is ActionLimit.NORMAL and not healthy.half_hit_points
    assert turn_limits(WoundTrack(states=frozenset({SW, UNC}))).dying_check


# --- B5/B9 dying ---------------------------------------------------------------------------


@pytest.mark.parametrize(("score", "modifier"), [(1, -5), (9, -1), (10, 0), (11, 0), (13, 1), (18, 4)])
def test_B5_constitution_modifier(score: int, modifier: int) -> None:
    assert constitution_modifier(score) == modifier


def test_B5_dying_check_dc_10_with_constitution_modifier() -> None:
    survives = dying_check(9, constitution=13)
    assert survives.total == 10 and survives.success and survives.outcome is DyingOutcome.SURVIVES
    dies = dying_check(8, constitution=13)
    assert dies.total == 9 and dies.outcome is DyingOutcome.DIES
    assert dies.constitution_modifier == 1 and dies.dc == 10 and dies.rule_ids == ("B5",)


def test_B5_dying_check_natural_20_is_not_special_and_modifier_counts() -> None:
    check = dying_check(20, constitution=1, modifier=-6)
    assert check.total == 9 and not check.success


def test_B5_failed_dying_check_kills() -> None:
    track = WoundTrack(4, states=frozenset({SW, UNC}))
    assert apply_dying_check(track, dying_check(2, constitution=10)).dead
    assert apply_dying_check(track, dying_check(15, constitution=10)) == track


def test_B9_no_constitution_fails_the_dying_check_automatically() -> None:
    check = dying_check(None, constitution=None)
    assert check.automatic_failure and check.outcome is DyingOutcome.DIES
    assert check.natural is None and check.total is None and check.rule_ids == ("B5", "B9")
    with pytest.raises(RulesError, match="rolls no die"):
        dying_check(15, constitution=None)


@pytest.mark.parametrize("natural", [None, 0, 21])
def test_B5_dying_check_needs_a_d20_natural(natural: int | None) -> None:
    with pytest.raises(RulesError, match="needs a d20 natural"):
        dying_check(natural, constitution=12)


@given(constitution=st.one_of(st.none(), st.integers(0, 40)), modifier=st.integers(-15, 15))
def test_B5_B9_property_survival_odds_match_enumeration(constitution: int | None, modifier: int) -> None:
    if constitution is None:
        expected = Fraction(0)
    else:
        wins = sum(dying_check(n, constitution=constitution, modifier=modifier).success for n in range(1, 21))
        expected = Fraction(wins, 20)
    assert dying_survival_odds(constitution=constitution, modifier=modifier) == expected


# --- B10 realistic mode --------------------------------------------------------------------


def test_B10_seriously_wounded_takes_minus_its_wound_count() -> None:
    track = WoundTrack(4, states=frozenset({SW}))
    assert realistic_modifier(track) == -4
    assert realistic_modifier(track, scope="attack_bonus") == -4
    assert realistic_modifier(track, scope=RealisticScope.CASTER_LEVEL) == -4


def test_B10_not_applicable_gives_0() -> None:
    track = WoundTrack(4, states=frozenset({SW}))
    assert realistic_modifier(track, scope="wealth") == 0
    assert realistic_modifier(track, realistic=False) == 0
    assert realistic_modifier(WoundTrack(4)) == 0
    with pytest.raises(RulesError, match="realistic-mode scope"):
        realistic_modifier(track, scope="luck")


# --- B11 skill trial -----------------------------------------------------------------------


def test_B11_shortfall_goes_to_the_chosen_count() -> None:
    trial = skill_trial(WoundTrack(1, 2), dc=18, result=13)
    assert trial.failed and trial.shortfall == 5 and trial.after == WoundTrack(6, 2)
    bruised = skill_trial(WoundTrack(1, 2), dc=18, result=13, count="bruises")
    assert bruised.after == WoundTrack(1, 7) and bruised.count is CountKind.BRUISES
    assert bruised.rule_ids == ("B11",)


def test_B11_success_costs_nothing() -> None:
    trial = skill_trial(WoundTrack(1), dc=15, result=15)
    assert not trial.failed and trial.shortfall == 0 and trial.after == trial.before


def test_B11_degree_verdict_from_part_a_overrides_the_comparison() -> None:
    # a natural 20 raised a failure to success: no shortfall
    assert skill_trial(WoundTrack(), dc=15, result=12, failed=False).shortfall == 0
    # a natural 1 lowered a success to failure: failed, but nothing fell short
    lowered = skill_trial(WoundTrack(), dc=15, result=16, failed=True)
    assert lowered.failed and lowered.shortfall == 0


def test_B11_seriously_wounded_still_gains_wounds() -> None:
    track = WoundTrack(3, states=frozenset({SW}))
    assert skill_trial(track, dc=20, result=10).after.wounds == 13


def test_B4_the_damage_dc_counts_wounds_for_lethal_and_bruises_for_nonlethal() -> None:
    track = WoundTrack(3, 8)
    assert track.damage_dc_count(lethal=True) == 3
    assert track.damage_dc_count(lethal=False) == 8


def test_B4_B5_ruling_auto_stabilize_keeps_a_disabled_creature_conscious_after_a_standard_action() -> None:
    track = WoundTrack(3, states=frozenset({SW, DamageState.DISABLED}))
    assert after_standard_action(track, auto_stabilize=True) == track
    limits = turn_limits(track, auto_stabilize=True)
    assert limits.actions is ActionLimit.MOVE_OR_STANDARD and not limits.unconscious_after_standard_action

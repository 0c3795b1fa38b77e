"""B6–B9, B12: rest, healing, recovery checks and the clock."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gmtracker.rules.errors import RulesError
from gmtracker.rules.wounds import (
    RECOVERY_DC,
    RECOVERY_PERIOD_ROUNDS,
    ROUND_SECONDS,
    ROUNDS_PER_HOUR,
    ROUNDS_PER_MINUTE,
    CountKind,
    DamageState,
    RecoveryMode,
    RecoverySource,
    WoundTrack,
    apply_recovery_check,
    duration_rounds,
    heal_count,
    healing_bonus,
    healing_options,
    recovery_check,
    recovery_checks_due,
    recovery_odds,
    rest,
)

SW = DamageState.SERIOUSLY_WOUNDED
SB = DamageState.SERIOUSLY_BRUISED

# --- B12 time ------------------------------------------------------------------------------


def test_B12_round_is_6_seconds_minute_10_rounds_hour_600_rounds() -> None:
    assert (ROUND_SECONDS, ROUNDS_PER_MINUTE, ROUNDS_PER_HOUR) == (6, 10, 600)
    assert duration_rounds(hours=1, minutes=2, seconds=13) == 600 + 20 + 2
    assert duration_rounds() == 0


# --- B6 rest -------------------------------------------------------------------------------


def test_B6_each_hour_of_rest_lowers_wounds_each_minute_lowers_bruises() -> None:
    result = rest(WoundTrack(5, 30), rounds=duration_rounds(hours=2, minutes=5))
    assert (result.hours, result.minutes) == (2, 125)
    assert result.after == WoundTrack(3, 0)
    assert (result.wounds_removed, result.bruises_removed) == (2, 30)
    assert result.rule_ids == ("B6", "B12")


def test_B6_partial_periods_do_not_count() -> None:
    result = rest(WoundTrack(2, 2), rounds=599)
    assert result.after == WoundTrack(2, 0) and result.hours == 0 and result.minutes == 59


def test_B6_not_while_seriously_wounded_or_seriously_bruised() -> None:
    locked = rest(WoundTrack(3, 3, frozenset({SW, SB})), rounds=ROUNDS_PER_HOUR * 5)
    assert locked.after == locked.before and locked.wounds_removed == locked.bruises_removed == 0
    only_wounds = rest(WoundTrack(3, 3, frozenset({SW})), rounds=ROUNDS_PER_HOUR)
    assert (only_wounds.after.wounds, only_wounds.after.bruises) == (3, 0)


def test_B6_negative_rest_is_refused() -> None:
    with pytest.raises(RulesError, match="negative"):
        rest(WoundTrack(1), rounds=-1)


@given(wounds=st.integers(0, 50), bruises=st.integers(0, 50), rounds=st.integers(0, 50_000))
def test_B6_property_rest_never_goes_below_zero_nor_raises_a_count(wounds: int, bruises: int, rounds: int) -> None:
    after = rest(WoundTrack(wounds, bruises), rounds=rounds).after
    assert 0 <= after.wounds <= wounds and 0 <= after.bruises <= bruises


def test_B6_carried_rest_counts_towards_the_next_hour_and_minute() -> None:
    """Seed 001: "静养休息每小时负伤数减少1点"; D2 ruling: rest accumulates across consecutive rests."""
    first = rest(WoundTrack(3, 4), rounds=305)
    assert first.after == WoundTrack(3, 0) and (first.wound_rounds, first.bruise_rounds) == (305, 0)
    second = rest(first.after, rounds=300, carried_wound_rounds=first.wound_rounds)
    assert second.after == WoundTrack(2, 0) and second.hours == 1 and second.wound_rounds == 5
    assert second.carried_wound_rounds == 305
    bruises = rest(WoundTrack(0, 4), rounds=5, carried_bruise_rounds=5)
    assert bruises.after == WoundTrack(0, 3) and bruises.bruise_rounds == 0 and bruises.minutes == 1
    locked = rest(WoundTrack(3, 3, frozenset({SW, SB})), rounds=7, carried_wound_rounds=10)
    assert (locked.wound_rounds, locked.bruise_rounds) == (0, 0)  # locked: nothing to carry rest to
    with pytest.raises(RulesError, match="carried rest"):
        rest(WoundTrack(1), rounds=1, carried_wound_rounds=ROUNDS_PER_HOUR)
    with pytest.raises(RulesError, match="carried rest"):
        rest(WoundTrack(1), rounds=1, carried_bruise_rounds=-1)


@given(wounds=st.integers(0, 20), bruises=st.integers(0, 200),
       spans=st.lists(st.integers(0, 2_000), min_size=1, max_size=8))
def test_B6_property_rest_in_spans_heals_as_one_rest(wounds: int, bruises: int, spans: list[int]) -> None:
    """D2 ruling: consecutive rests heal exactly what one rest of their total length heals."""
    track, carried_wounds, carried_bruises = WoundTrack(wounds, bruises), 0, 0
    for rounds in spans:
        result = rest(track, rounds=rounds, carried_wound_rounds=carried_wounds,
                      carried_bruise_rounds=carried_bruises)
        track, carried_wounds, carried_bruises = result.after, result.wound_rounds, result.bruise_rounds
    assert track == rest(WoundTrack(wounds, bruises), rounds=sum(spans)).after


# --- B7 healing ----------------------------------------------------------------------------


def test_B7_worked_example_1d8_plus_1_heals_with_bonus_4() -> None:
    bonus = healing_bonus("1d8+1")
    assert bonus.total == 4
    result = heal_count(WoundTrack(5), bonus, count="wounds")
    assert result.removed == 2 and result.after.wounds == 3 and result.healing is bonus
    assert result.points_used == 4 and result.points_lost == 0 and result.rule_ids == ("B7",)


def test_B7_one_wound_per_2_points_remainder_lost() -> None:
    result = heal_count(WoundTrack(5), 5, count=CountKind.WOUNDS)
    assert result.removed == 2 and result.points_used == 4 and result.points_lost == 1


def test_B7_five_bruises_per_point_remainder_lost() -> None:
    result = heal_count(WoundTrack(0, 12), 4, count="bruises")
    assert result.after.bruises == 0 and result.removed == 12
    assert result.points_used == 3 and result.points_lost == 1


def test_B7_healing_cannot_lower_a_count_below_zero() -> None:
    result = heal_count(WoundTrack(1), 10, count="wounds")
    assert result.after.wounds == 0 and result.points_used == 2 and result.points_lost == 8


def test_B7_negative_healing_bonus_heals_nothing() -> None:
    result = heal_count(WoundTrack(3), -2, count="wounds")
    assert result.removed == 0 and result.after == result.before and result.points_lost == 0


def test_B7_not_while_seriously_wounded_or_seriously_bruised() -> None:
    with pytest.raises(RulesError, match="seriously wounded"):
        heal_count(WoundTrack(3, 3, frozenset({SW})), 4, count="wounds")
    with pytest.raises(RulesError, match="seriously bruised"):
        heal_count(WoundTrack(3, 3, frozenset({SB})), 4, count="bruises")
    # the other count is still open
    assert heal_count(WoundTrack(3, 3, frozenset({SW})), 1, count="bruises").after.bruises == 0


def test_B7_healing_options_show_what_can_be_lowered() -> None:
    assert healing_options(WoundTrack(2, 2)) == {CountKind.WOUNDS, CountKind.BRUISES}
    assert healing_options(WoundTrack(2, 2, frozenset({SW}))) == {CountKind.BRUISES}
    assert healing_options(WoundTrack(2, 2, frozenset({SB}))) == {CountKind.WOUNDS}
    assert healing_options(WoundTrack()) == frozenset()


@given(count=st.integers(0, 30), points=st.integers(-5, 40), kind=st.sampled_from(list(CountKind)))
def test_B7_property_healing_accounts_for_every_point(count: int, points: int, kind: CountKind) -> None:
    track = WoundTrack(count, count)
    result = heal_count(track, points, count=kind)
    assert result.points_used + result.points_lost == max(0, points)
    assert result.after.count(kind) == count - result.removed >= 0
    per_point = Fraction(1, 2) if kind is CountKind.WOUNDS else Fraction(5)
    assert result.removed <= result.points_used * per_point


def test_B7_B8_healing_pays_for_a_rolled_recovery_check() -> None:
    check = recovery_check("disabled", source="healing", natural=15, healing_bonus=4)
    assert check.total == 19 and check.dc == 20 and not check.success
    assert check.periods_spent == 0 and check.rule_ids == ("B8", "B7")
    with pytest.raises(RulesError, match="always rolled"):
        recovery_check("disabled", source="healing", mode="take_20", healing_bonus=4)
    with pytest.raises(RulesError, match="needs the healing bonus"):
        recovery_check("disabled", source="healing", natural=15)


# --- B8 recovery checks --------------------------------------------------------------------


def test_B8_periods_and_dcs() -> None:
    assert RECOVERY_PERIOD_ROUNDS == {
        DamageState.UNCONSCIOUS: 10,
        DamageState.DAZED: 10,
        DamageState.SERIOUSLY_BRUISED: 10,  # ruling: the source lists no period
        DamageState.DISABLED: 600,
        DamageState.SERIOUSLY_WOUNDED: 600,
    }
    assert RECOVERY_DC == {state: 20 if state is DamageState.DISABLED else 10 for state in RECOVERY_PERIOD_ROUNDS}


def test_B8_natural_recovery_adds_the_constitution_modifier() -> None:
    check = recovery_check(SW, natural=9, constitution=12)
    assert check.bonus == 1 and check.total == 10 and check.success
    assert check.source is RecoverySource.NATURAL and check.mode is RecoveryMode.ROLL
    assert check.die == 9 and check.periods_spent == 1 and check.rule_ids == ("B8",)


def test_B8_natural_20_is_not_special() -> None:
    assert not recovery_check("disabled", natural=20, constitution=8).success


def test_B8_take_10_and_take_20_use_no_die() -> None:
    take10 = recovery_check("unconscious", mode="take_10", constitution=10)
    assert take10.natural is None and take10.die == 10 and take10.success and take10.periods_spent == 1
    take20 = recovery_check("disabled", mode=RecoveryMode.TAKE_20, constitution=10)
    assert take20.die == 20 and take20.success and take20.periods_spent == 20
    with pytest.raises(RulesError, match="uses no die"):
        recovery_check("disabled", mode="take_10", natural=4, constitution=10)


@pytest.mark.parametrize("natural", [None, 0, 21])
def test_B8_rolled_check_needs_a_d20_natural(natural: int | None) -> None:
    with pytest.raises(RulesError, match="needs a d20 natural"):
        recovery_check("dazed", natural=natural, constitution=10)


def test_B8_dead_has_no_recovery_and_bad_codes_are_refused() -> None:
    with pytest.raises(RulesError, match="death"):
        recovery_check("dead", natural=10, constitution=10)
    with pytest.raises(RulesError, match="death"):
        recovery_odds("dead", bonus=0)
    with pytest.raises(RulesError, match="recovery source"):
        recovery_check("dazed", source="prayer", natural=10, constitution=10)
    with pytest.raises(RulesError, match="recovery mode"):
        recovery_check("dazed", mode="take_15", constitution=10)


def test_B9_no_constitution_means_no_natural_recovery() -> None:
    with pytest.raises(RulesError, match="no natural recovery"):
        recovery_check("unconscious", natural=12, constitution=None)
    # healing still works
    assert recovery_check("unconscious", source="healing", natural=12, healing_bonus=0).success


def test_B8_states_recover_independently() -> None:
    track = WoundTrack(2, 0, frozenset({SW, DamageState.DISABLED}))
    ended = apply_recovery_check(track, recovery_check("disabled", natural=19, constitution=14))
    assert ended.states == {SW}
    kept = apply_recovery_check(track, recovery_check("seriously_wounded", natural=2, constitution=14))
    assert kept == track


@given(state=st.sampled_from(list(RECOVERY_DC)), bonus=st.integers(-25, 25))
def test_B8_property_recovery_odds_match_enumeration(state: DamageState, bonus: int) -> None:
    wins = sum(
        recovery_check(state, source="healing", natural=n, healing_bonus=bonus).success for n in range(1, 21)
    )
    assert recovery_odds(state, bonus=bonus) == Fraction(wins, 20)


def test_B8_B12_checks_due_count_whole_periods_per_state() -> None:
    began = {"unconscious": 0, "seriously_wounded": 0, "dazed": 25, "dead": 0}
    due = recovery_checks_due(began, now=1230)
    # unconscious: 123 minutes; seriously wounded: 2 hours; dazed: 120 minutes; dead: never
    assert due == {DamageState.UNCONSCIOUS: 123, SW: 2, DamageState.DAZED: 120}


def test_B8_checks_due_subtract_periods_already_used_never_below_zero() -> None:
    due = recovery_checks_due({"disabled": 100}, now=100 + 3 * 600, periods_used={"disabled": 1})
    assert due == {DamageState.DISABLED: 2}
    spent = recovery_checks_due({"disabled": 0}, now=600, periods_used={DamageState.DISABLED: 20})
    assert spent == {DamageState.DISABLED: 0}


def test_B9_checks_due_none_without_constitution() -> None:
    assert recovery_checks_due({"unconscious": 0}, now=600, has_constitution=False) == {DamageState.UNCONSCIOUS: 0}


def test_B8_checks_due_refuse_a_time_before_the_state_began() -> None:
    with pytest.raises(RulesError, match="before unconscious began"):
        recovery_checks_due({"unconscious": 50}, now=10)
    with pytest.raises(RulesError, match="unknown damage state"):
        recovery_checks_due({"asleep": 0}, now=10)

"""Part C checks resolved in priority order: C3 normal, C5 versus, C6 specials, C7 priority, C8."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gmtracker.rules.errors import RulesError
from gmtracker.rules.percentile import (
    NO_SPECIALS,
    PRIORITY_ORDER,
    DecidedBy,
    Difficulty,
    Modifier,
    Outcome,
    Performance,
    Special,
    SpecialRanges,
)
from gmtracker.rules.percentile_checks import (
    OneAgainstManyResult,
    Target,
    resolve_normal_check,
    resolve_one_against_many,
    resolve_vs_check,
    special_outcome,
)

naturals = st.integers(1, 100)
bases = st.integers(-100, 400)
bonuses = st.integers(-120, 120)
outcomes = st.sampled_from(Outcome)


@st.composite
def special_ranges(draw: st.DrawFn) -> SpecialRanges:
    fumble_to = draw(st.integers(0, 100))
    return SpecialRanges(critical_from=draw(st.integers(fumble_to + 1, 101)), fumble_to=fumble_to)


@st.composite
def performances(draw: st.DrawFn) -> Performance:
    return Performance(
        draw(naturals), draw(st.none() | bases), (Modifier("m", draw(bonuses)),), draw(special_ranges())
    )


# --- C3: normal checks ----------------------------------------------------------------------


def test_c3_source_example_target_20_needs_21() -> None:
    failed = resolve_normal_check(Performance(20), 20)
    passed = resolve_normal_check(Performance(21), 20)
    assert (failed.outcome, failed.decided_by, failed.margin) == (Outcome.FAILURE, DecidedBy.VALUES, 0)
    assert (passed.outcome, passed.succeeded, passed.margin) == (Outcome.SUCCESS, True, 1)
    assert passed.difficulty is Difficulty.EASY


def test_c3_source_example_normal_42_fails_on_42_succeeds_on_43() -> None:
    tie = resolve_normal_check(Performance(40, modifiers=(Modifier("skill", 2),)), 42)
    win = resolve_normal_check(Performance(40, modifiers=(Modifier("skill", 3),)), 42)
    assert tie.outcome is Outcome.FAILURE and not tie.succeeded
    assert win.outcome is Outcome.SUCCESS
    assert tie.difficulty is Difficulty.NORMAL
    assert tie.rule_ids == ("C1", "C3", "C4", "C7")


def test_c6_ruling_critical_decides_a_normal_check_regardless_of_values() -> None:
    result = resolve_normal_check(Performance(98), 500)
    assert (result.outcome, result.decided_by) == (Outcome.SUCCESS, DecidedBy.SPECIAL)
    assert "C6" in result.rule_ids
    assert result.difficulty is Difficulty.VERY_HARD


def test_c6_ruling_fumble_fails_a_normal_check_regardless_of_values() -> None:
    result = resolve_normal_check(Performance(2, modifiers=(Modifier("magic", 200),)), 10)
    assert (result.outcome, result.decided_by) == (Outcome.FAILURE, DecidedBy.SPECIAL)


def test_c6_without_special_ranges_the_values_decide() -> None:
    result = resolve_normal_check(Performance(98, specials=NO_SPECIALS), 500)
    assert (result.outcome, result.decided_by) == (Outcome.FAILURE, DecidedBy.VALUES)


def test_c7_forced_result_beats_a_fumble_in_a_normal_check() -> None:
    result = resolve_normal_check(Performance(1), 10, forced="success")
    assert (result.outcome, result.decided_by, result.forced) == (Outcome.SUCCESS, DecidedBy.FORCED, Outcome.SUCCESS)
    assert result.performance.special is Special.FUMBLE  # still shown in the log


def test_c3_normal_check_rejects_bad_input() -> None:
    with pytest.raises(RulesError, match="Performance"):
        resolve_normal_check(50, 10)  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="target"):
        resolve_normal_check(Performance(50), None)  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="forced"):
        resolve_normal_check(Performance(50), 10, forced="maybe")


@given(performances(), st.integers(-200, 400))
def test_c3_c6_normal_check_record_matches_its_rule(perf: Performance, target: int) -> None:
    result = resolve_normal_check(perf, target)
    if perf.special is Special.CRITICAL:
        assert (result.outcome, result.decided_by) == (Outcome.SUCCESS, DecidedBy.SPECIAL)
    elif perf.special is Special.FUMBLE:
        assert (result.outcome, result.decided_by) == (Outcome.FAILURE, DecidedBy.SPECIAL)
    else:
        assert result.succeeded == (perf.value > target)
        assert result.decided_by is DecidedBy.VALUES


@given(performances(), st.integers(-200, 400), outcomes)
def test_c7_forced_result_always_wins_a_normal_check(perf: Performance, target: int, forced: Outcome) -> None:
    result = resolve_normal_check(perf, target, forced=forced)
    assert (result.outcome, result.decided_by) == (forced, DecidedBy.FORCED)


# --- C5: versus checks ----------------------------------------------------------------------


def test_c5_source_example_60_against_55_active_succeeds() -> None:
    result = resolve_vs_check(Performance(50, base=100), Performance(50, base=50))
    assert (result.active.value, result.passive.value) == (60, 55)
    assert (result.outcome, result.decided_by, result.margin) == (Outcome.SUCCESS, DecidedBy.VALUES, 5)
    assert result.succeeded
    assert result.rule_ids == ("C1", "C5", "C7")


def test_c5_lower_active_performance_fails() -> None:
    result = resolve_vs_check(Performance(50, base=50), Performance(50, base=100))
    assert (result.outcome, result.decided_by, result.margin) == (Outcome.FAILURE, DecidedBy.VALUES, -5)


def test_c2_sides_the_record_keeps_which_side_is_active() -> None:
    """C2: the side that starts the check is active; swapping the sides swaps the result."""
    strong, weak = Performance(70), Performance(30)
    assert resolve_vs_check(strong, weak).active is strong
    assert resolve_vs_check(strong, weak).succeeded
    assert not resolve_vs_check(weak, strong).succeeded
    tied = Performance(45)
    assert resolve_vs_check(tied, Performance(45)).succeeded  # the tie belongs to whoever is active


def test_c7_active_priority_source_example_50_against_50() -> None:
    """Seed: attack 50 and dodge 50 both succeed their own check; the active side wins."""
    result = resolve_vs_check(Performance(50), Performance(50))
    assert (result.outcome, result.decided_by) == (Outcome.SUCCESS, DecidedBy.ACTIVE_PRIORITY)


@pytest.mark.parametrize(
    ("active", "passive", "outcome"),
    [
        (97, 50, Outcome.SUCCESS),  # active critical
        (50, 3, Outcome.SUCCESS),  # passive fumble
        (97, 3, Outcome.SUCCESS),  # both point to success
        (3, 50, Outcome.FAILURE),  # active fumble
        (50, 97, Outcome.FAILURE),  # passive critical
        (3, 97, Outcome.FAILURE),  # both point to failure
    ],
)
def test_c6_specials_decide_a_vs_check_regardless_of_values(active: int, passive: int, outcome: Outcome) -> None:
    # Bases chosen so that the values would say the opposite.
    active_base = -1000 if outcome is Outcome.SUCCESS else 1000
    result = resolve_vs_check(Performance(active, base=active_base), Performance(passive))
    assert (result.outcome, result.decided_by, result.specials_cancelled) == (outcome, DecidedBy.SPECIAL, False)
    assert "C6" in result.rule_ids


@pytest.mark.parametrize(("active", "passive"), [(97, 99), (2, 4)])
def test_c6_opposite_specials_cancel_and_values_decide(active: int, passive: int) -> None:
    result = resolve_vs_check(Performance(active), Performance(passive))
    assert result.specials_cancelled
    assert result.decided_by is DecidedBy.VALUES
    assert result.outcome is Outcome.FAILURE  # the passive natural is higher
    assert "C6" in result.rule_ids


def test_c6_cancelled_specials_then_tie_goes_to_active_priority() -> None:
    result = resolve_vs_check(Performance(98), Performance(98))
    assert (result.specials_cancelled, result.decided_by, result.outcome) == (
        True, DecidedBy.ACTIVE_PRIORITY, Outcome.SUCCESS,
    )


def test_c6_per_side_special_ranges() -> None:
    """An effect may widen one side's critical range; each performance keeps its own."""
    lucky = Performance(90, specials=SpecialRanges(critical_from=90))
    result = resolve_vs_check(Performance(50, base=900), lucky)
    assert (result.outcome, result.decided_by) == (Outcome.FAILURE, DecidedBy.SPECIAL)


def test_c7_forced_failure_beats_an_active_critical() -> None:
    result = resolve_vs_check(Performance(100), Performance(1), forced=Outcome.FAILURE)
    assert (result.outcome, result.decided_by, result.forced) == (Outcome.FAILURE, DecidedBy.FORCED, Outcome.FAILURE)


def test_c5_vs_check_rejects_non_performances() -> None:
    with pytest.raises(RulesError, match="passive"):
        resolve_vs_check(Performance(50), 50)  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="active"):
        resolve_vs_check(60, Performance(50))  # type: ignore[arg-type]


def test_c6_special_outcome_table() -> None:
    none, crit, fumble = Special.NONE, Special.CRITICAL, Special.FUMBLE
    assert special_outcome(none, none) == (None, False)
    assert special_outcome(crit) == (Outcome.SUCCESS, False)
    assert special_outcome(fumble) == (Outcome.FAILURE, False)
    assert special_outcome(none, fumble) == (Outcome.SUCCESS, False)
    assert special_outcome(none, crit) == (Outcome.FAILURE, False)
    assert special_outcome(crit, fumble) == (Outcome.SUCCESS, False)
    assert special_outcome(fumble, crit) == (Outcome.FAILURE, False)
    assert special_outcome(crit, crit) == (None, True)
    assert special_outcome(fumble, fumble) == (None, True)


@given(performances(), performances())
def test_c5_c7_vs_record_follows_the_priority_order(active: Performance, passive: Performance) -> None:
    result = resolve_vs_check(active, passive)
    by_special, cancelled = special_outcome(active.special, passive.special)
    assert result.specials_cancelled == cancelled
    if by_special is not None:
        assert (result.outcome, result.decided_by) == (by_special, DecidedBy.SPECIAL)
    elif active.value == passive.value:
        assert (result.outcome, result.decided_by) == (Outcome.SUCCESS, DecidedBy.ACTIVE_PRIORITY)
    else:
        assert result.decided_by is DecidedBy.VALUES
        assert result.succeeded == (active.value > passive.value)
    assert result.decided_by in PRIORITY_ORDER[:4]  # an active side never needs player priority


@given(performances(), performances(), outcomes)
def test_c7_forced_result_always_wins_a_vs_check(active: Performance, passive: Performance, forced: Outcome) -> None:
    result = resolve_vs_check(active, passive, forced=forced)
    assert (result.outcome, result.decided_by) == (forced, DecidedBy.FORCED)


@given(naturals, naturals, bases, bases, bonuses, bonuses, st.integers(1, 50))
def test_c5_vs_outcome_is_monotone_in_active_performance(
    a: int, p: int, active_base: int, passive_base: int, bonus: int, passive_bonus: int, extra: int
) -> None:
    passive = Performance(p, passive_base, (Modifier("m", passive_bonus),))
    weaker = resolve_vs_check(Performance(a, active_base, (Modifier("m", bonus),)), passive)
    stronger = resolve_vs_check(Performance(a, active_base, (Modifier("m", bonus + extra),)), passive)
    assert stronger.active.value > weaker.active.value
    assert not (weaker.succeeded and not stronger.succeeded)


# --- C8: one against many -------------------------------------------------------------------


def test_c8_one_active_roll_against_each_targets_own_roll() -> None:
    active = Performance(50, base=100)  # 60
    result = resolve_one_against_many(
        active,
        [
            Target("goblin", Performance(50, base=50)),  # 55: hit
            Target("ogre", Performance(70)),  # 70: miss
            Target("rat", Performance(60)),  # 60: tie, active priority
            Target("boss", Performance(98)),  # critical: miss
            Target("ward", Performance(10), forced=Outcome.FAILURE),  # forced
        ],
    )
    assert isinstance(result, OneAgainstManyResult)
    assert all(r.active is active for _, r in result.results)
    assert [key for key, _ in result.results] == ["goblin", "ogre", "rat", "boss", "ward"]
    assert result.hit_keys == ("goblin", "rat")
    assert result.result_for("rat").decided_by is DecidedBy.ACTIVE_PRIORITY
    assert result.result_for("boss").decided_by is DecidedBy.SPECIAL
    assert result.result_for("ward").decided_by is DecidedBy.FORCED
    assert result.rule_ids == ("C1", "C5", "C6", "C7", "C8")


def test_c8_unknown_target_and_bad_lists_are_rules_errors() -> None:
    result = resolve_one_against_many(Performance(50), [Target("a", Performance(40))])
    with pytest.raises(RulesError, match="not a target"):
        result.result_for("b")
    with pytest.raises(RulesError, match="at least one"):
        resolve_one_against_many(Performance(50), [])
    with pytest.raises(RulesError, match="twice"):
        resolve_one_against_many(Performance(50), [Target("a", Performance(1)), Target("a", Performance(2))])
    with pytest.raises(RulesError, match="Target"):
        resolve_one_against_many(Performance(50), [("a", Performance(1))])  # type: ignore[list-item]


@given(performances(), st.lists(performances(), min_size=1, max_size=6))
def test_c8_each_target_result_equals_a_single_vs_check(active: Performance, rolls: list[Performance]) -> None:
    targets = [Target(f"t{i}", perf) for i, perf in enumerate(rolls)]
    result = resolve_one_against_many(active, targets)
    assert len(result.results) == len(targets)
    for target, (key, single) in zip(targets, result.results):
        assert key == target.key
        assert single == resolve_vs_check(active, target.performance)

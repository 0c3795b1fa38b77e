"""Exact odds of C3 normal checks and C5 versus checks (with C6 specials and C7 active
priority), checked against brute-force enumeration of every natural."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gmtracker.rules import percentile
from gmtracker.rules.errors import RulesError
from gmtracker.rules.percentile import (
    DEFAULT_SPECIALS,
    NO_SPECIALS,
    DecidedBy,
    Modifier,
    Outcome,
    Performance,
    SpecialRanges,
)
from gmtracker.rules.percentile_checks import resolve_normal_check, resolve_vs_check
from gmtracker.rules.percentile_odds import (
    normal_check_distribution,
    normal_check_odds,
    vs_check_distribution,
    vs_check_odds,
)

bases = st.none() | st.integers(-200, 400)
bonuses = st.integers(-150, 150)


@st.composite
def special_ranges(draw: st.DrawFn) -> SpecialRanges:
    fumble_to = draw(st.integers(0, 100))
    return SpecialRanges(critical_from=draw(st.integers(fumble_to + 1, 101)), fumble_to=fumble_to)


def _performances(base: int | None, bonus: int, specials: SpecialRanges) -> list[Performance]:
    return [Performance(n, base, (Modifier("m", bonus),), specials) for n in range(1, 101)]


def brute_normal(target: int, base: int | None, bonus: int, specials: SpecialRanges) -> dict:
    counts = Counter()
    for perf in _performances(base, bonus, specials):
        result = resolve_normal_check(perf, target)
        counts[(result.outcome, result.decided_by)] += 1
    return {verdict: Fraction(count, 100) for verdict, count in counts.items()}


def brute_vs(active_base, passive_base, active_bonus, passive_bonus, specials, passive_specials) -> dict:
    counts = Counter()
    passives = _performances(passive_base, passive_bonus, passive_specials)
    for active in _performances(active_base, active_bonus, specials):
        for passive in passives:
            result = resolve_vs_check(active, passive)
            counts[(result.outcome, result.decided_by)] += 1
    return {verdict: Fraction(count, 10000) for verdict, count in counts.items()}


# --- C3 ------------------------------------------------------------------------------------


def test_c3_odds_target_20_without_specials_is_80_percent() -> None:
    assert normal_check_odds(20, specials=NO_SPECIALS) == Fraction(80, 100)  # naturals 21..100
    assert normal_check_odds(42, specials=NO_SPECIALS) == Fraction(58, 100)


def test_c3_c6_odds_include_criticals_and_fumbles() -> None:
    # target 20 with defaults: 21..95 succeed by value, 96..100 by critical; 1..5 fumble.
    distribution = normal_check_distribution(20)
    assert distribution[(Outcome.SUCCESS, DecidedBy.VALUES)] == Fraction(75, 100)
    assert distribution[(Outcome.SUCCESS, DecidedBy.SPECIAL)] == Fraction(5, 100)
    assert distribution[(Outcome.FAILURE, DecidedBy.SPECIAL)] == Fraction(5, 100)
    assert normal_check_odds(20) == Fraction(80, 100)
    assert normal_check_odds(1000) == Fraction(5, 100)  # only a critical
    assert normal_check_odds(-1000) == Fraction(95, 100)  # everything but a fumble


def test_c3_odds_with_base_use_c5_tenth() -> None:
    assert normal_check_odds(30, base=100, specials=NO_SPECIALS) == Fraction(80, 100)  # 21..100 + 10
    with pytest.raises(RulesError):
        normal_check_odds(30, bonus=1.5)  # type: ignore[arg-type]
    with pytest.raises(RulesError):
        normal_check_odds("30")  # type: ignore[arg-type]


@settings(max_examples=60)
@given(st.integers(-200, 400), bases, bonuses, special_ranges())
def test_c3_odds_match_enumeration(target: int, base: int | None, bonus: int, specials: SpecialRanges) -> None:
    distribution = normal_check_distribution(target, base=base, bonus=bonus, specials=specials)
    assert distribution.as_dict() == brute_normal(target, base, bonus, specials)
    odds = normal_check_odds(target, base=base, bonus=bonus, specials=specials)
    assert 0 <= odds <= 1
    contract = sum(percentile.normal_check(n, percentile.performance(base or 0, 1, bonus) - 1, target)
                   for n in range(1, 101))
    if specials == NO_SPECIALS:
        assert odds == Fraction(contract, 100)


# --- C5 -------------------------------------------------------------------------------------


def test_c5_c7_equal_sides_without_specials_active_wins_101_of_200() -> None:
    """P(a > p) = 4950/10000, P(a = p) = 100/10000 → active priority gives 5050/10000."""
    distribution = vs_check_distribution(specials=NO_SPECIALS)
    assert distribution[(Outcome.SUCCESS, DecidedBy.ACTIVE_PRIORITY)] == Fraction(1, 100)
    assert distribution[(Outcome.SUCCESS, DecidedBy.VALUES)] == Fraction(4950, 10000)
    assert vs_check_odds(specials=NO_SPECIALS) == Fraction(101, 200)


def test_c5_source_example_bases_100_and_50() -> None:
    odds = vs_check_odds(active_base=100, passive_base=50)
    assert odds == sum(
        1 for a in range(1, 101) for p in range(1, 101)
        if resolve_vs_check(Performance(a, 100), Performance(p, 50)).succeeded
    ) / Fraction(10000)
    assert odds > vs_check_odds(active_base=50, passive_base=100)


def test_c6_odds_hopeless_side_still_has_its_specials() -> None:
    # Active can never reach the passive by value: only C6 can win.
    # Active crit (5) × passive not crit (95) + active plain (90) × passive fumble (5) = 475 + 450.
    assert vs_check_odds(active_bonus=-1000) == Fraction(475 + 450, 10000)


def test_c6_odds_with_per_side_ranges() -> None:
    wide = SpecialRanges(critical_from=81, fumble_to=0)
    assert vs_check_odds(passive_specials=wide, specials=NO_SPECIALS, active_bonus=1000) == Fraction(80, 100)


@settings(max_examples=25, deadline=None)
@given(bases, bases, bonuses, bonuses, special_ranges(), st.none() | special_ranges())
def test_c5_c6_c7_vs_odds_match_enumeration(
    active_base: int | None,
    passive_base: int | None,
    active_bonus: int,
    passive_bonus: int,
    specials: SpecialRanges,
    passive_specials: SpecialRanges | None,
) -> None:
    distribution = vs_check_distribution(
        active_base=active_base, passive_base=passive_base, active_bonus=active_bonus,
        passive_bonus=passive_bonus, specials=specials, passive_specials=passive_specials,
    )
    expected = brute_vs(active_base, passive_base, active_bonus, passive_bonus, specials,
                        specials if passive_specials is None else passive_specials)
    assert distribution.as_dict() == expected
    odds = vs_check_odds(
        active_base=active_base, passive_base=passive_base, active_bonus=active_bonus,
        passive_bonus=passive_bonus, specials=specials, passive_specials=passive_specials,
    )
    assert 0 <= odds <= 1
    assert odds == sum(p for (outcome, _), p in expected.items() if outcome is Outcome.SUCCESS)


@given(bases, bases, bonuses, bonuses, st.integers(1, 60), special_ranges())
def test_c5_vs_odds_are_monotone_in_the_active_bonus(
    active_base: int | None, passive_base: int | None, bonus: int, passive_bonus: int, extra: int,
    specials: SpecialRanges,
) -> None:
    def odds(b: int) -> Fraction:
        return vs_check_odds(active_base=active_base, passive_base=passive_base, active_bonus=b,
                             passive_bonus=passive_bonus, specials=specials)

    assert odds(bonus) <= odds(bonus + extra)


def test_odds_defaults_are_the_c6_ruling() -> None:
    assert vs_check_odds() == vs_check_odds(specials=DEFAULT_SPECIALS, passive_specials=DEFAULT_SPECIALS)
    assert vs_check_odds(active_bonus=-1000) > vs_check_odds(active_bonus=-1000, specials=NO_SPECIALS) == 0

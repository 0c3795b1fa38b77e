"""Invariants of part A, checked with hypothesis (A3, A6, A7, A8) and exact odds vs enumeration."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from gmtracker.rules.checks import (
    Check,
    Degree,
    Modifier,
    ModifierType,
    check_odds,
    degree_odds,
    degree_of_success,
    resolve,
    stack,
    stack_modifiers,
)

modifier_types = st.sampled_from([t.value for t in ModifierType])
modifier_lists = st.lists(st.tuples(modifier_types, st.integers(-10, 10)), max_size=8)
shift_lists = st.lists(st.integers(-3, 3), max_size=4)
naturals = st.one_of(st.none(), st.integers(1, 20))


@given(st.integers(-40, 60), st.integers(-40, 60), st.integers(-10, 40), naturals, shift_lists)
def test_A8_degree_is_monotone_in_the_total(a: int, b: int, dc: int, natural: int | None, shifts: list[int]) -> None:
    low, high = sorted((a, b))
    assert degree_of_success(low, dc, natural, shifts) <= degree_of_success(high, dc, natural, shifts)


@given(st.integers(-100, 100), st.integers(-100, 100), naturals, shift_lists)
def test_A8_degree_is_always_one_of_the_four_steps(total: int, dc: int, natural: int | None,
                                                     shifts: list[int]) -> None:
    degree = degree_of_success(total, dc, natural, shifts)
    assert isinstance(degree, Degree)
    assert Degree.CRITICAL_FAILURE <= degree <= Degree.CRITICAL_SUCCESS


@given(st.integers(-40, 60), st.integers(-10, 40), shift_lists)
def test_A8_natural_20_never_lowers_and_natural_1_never_raises(total: int, dc: int, shifts: list[int]) -> None:
    plain = degree_of_success(total, dc, 10, shifts)
    assert degree_of_success(total, dc, 20, shifts) >= plain >= degree_of_success(total, dc, 1, shifts)


@given(modifier_lists, st.randoms(use_true_random=False))
def test_A6_stacking_is_order_independent(mods: list[tuple[str, int]], rnd) -> None:  # type: ignore[no-untyped-def]
    shuffled = list(mods)
    rnd.shuffle(shuffled)
    assert stack_modifiers(mods) == stack_modifiers(shuffled)


@given(modifier_lists)
def test_A6_at_most_the_allowed_number_apply_per_type(mods: list[tuple[str, int]]) -> None:
    stacking = stack(Modifier.of(t, v) for t, v in mods)
    applied = [e for e in stacking.entries if e.applied and e.modifier.value != 0]
    by_type = {t: [e.modifier.value for e in applied if e.modifier.type is t] for t in ModifierType}
    assert len(by_type[ModifierType.POTENCY]) <= 1
    assert len(by_type[ModifierType.SITUATIONAL]) <= 1
    for kind in (ModifierType.STATUS, ModifierType.ENVIRONMENT):
        assert sum(v > 0 for v in by_type[kind]) <= 1 and sum(v < 0 for v in by_type[kind]) <= 1
    assert stacking.total == sum(e.contribution for e in stacking.entries)


@given(st.lists(st.integers(1, 20), min_size=1, max_size=3))
def test_A3_penalty_dice_never_raise_the_kept_die(dice: list[int]) -> None:
    check = Check(dc=10, penalty_dice=len(dice) - 1)
    result = resolve(check, dice)
    assert result.natural == min(dice)
    assert result.natural <= dice[0]


def multisets(count: int, sides: int) -> list[tuple[tuple[int, ...], int]]:
    """Every unordered roll of ``count`` dice with how many ordered rolls give it."""
    out = []
    for combo in itertools.combinations_with_replacement(range(1, sides + 1), count):
        ways = math.factorial(count)
        for face in set(combo):
            ways //= math.factorial(combo.count(face))
        out.append((combo, ways))
    return out


def brute_force(check: Check) -> dict[Degree, Fraction]:
    """Resolve every d20 and d6 roll the check can make (grouped by multiset, weighted)."""
    counts = {d: 0 for d in Degree}
    rolls = 0
    for d20, w20 in multisets(check.d20_count, 20):
        for d6, w6 in multisets(check.d6_count, 6):
            counts[resolve(check, d20, d6).degree] += w20 * w6
            rolls += w20 * w6
    return {d: Fraction(n, rolls) for d, n in counts.items()}


checks_strategy = st.builds(
    Check,
    dc=st.integers(0, 30),
    modifiers=st.lists(
        st.builds(Modifier, type=st.sampled_from(list(ModifierType)), value=st.integers(-6, 6)), max_size=3
    ).map(tuple),
    advantage=st.integers(0, 2),
    disadvantage=st.integers(0, 2),
    penalty_dice=st.integers(0, 2),
    passive=st.booleans(),
    shifts=st.lists(st.integers(-2, 2), max_size=2).map(tuple),
)


@settings(max_examples=20, deadline=None)
@given(checks_strategy)
def test_A3_A7_A8_check_odds_sum_to_one_and_match_enumeration(check: Check) -> None:
    odds = check_odds(check)
    assert sum(odds.values()) == 1
    assert all(0 <= p <= 1 for p in odds.values())
    assert odds == brute_force(check)


@settings(max_examples=20, deadline=None)
@given(st.integers(-5, 15), st.integers(0, 30), st.integers(0, 2), st.integers(-2, 2))
def test_degree_odds_contract_matches_enumeration(bonus: int, dc: int, penalty: int, advantage: int) -> None:
    check = Check(dc=dc, modifiers=(Modifier(ModifierType.FREE, bonus),), penalty_dice=penalty,
                  advantage=max(advantage, 0), disadvantage=max(-advantage, 0))
    assert degree_odds(bonus=bonus, dc=dc, penalty_dice=penalty, advantage=advantage) == brute_force(check)


@given(st.integers(-5, 15), st.integers(0, 30))
def test_A3_more_penalty_dice_never_improve_the_odds(bonus: int, dc: int) -> None:
    def success(p: int) -> Fraction:
        odds = degree_odds(bonus=bonus, dc=dc, penalty_dice=p)
        return odds[Degree.SUCCESS] + odds[Degree.CRITICAL_SUCCESS]

    assert success(0) >= success(1) >= success(2)

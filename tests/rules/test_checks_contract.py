"""The part A contract of RULES.md, answered exactly as RULES.md says (A3, A6–A8, A11–A17)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from gmtracker.rules import checks
from gmtracker.rules.checks import Degree
from gmtracker.rules.errors import RulesError


def test_degree_enum_values_are_the_contract() -> None:
    assert [(d.name, d.value) for d in Degree] == [
        ("CRITICAL_FAILURE", 0), ("FAILURE", 1), ("SUCCESS", 2), ("CRITICAL_SUCCESS", 3)]


@pytest.mark.parametrize(("total", "dc", "expected"), [
    (25, 15, Degree.CRITICAL_SUCCESS),  # result ≥ DC + 10
    (24, 15, Degree.SUCCESS),
    (15, 15, Degree.SUCCESS),  # DC ≤ result
    (14, 15, Degree.FAILURE),
    (6, 15, Degree.FAILURE),  # DC − 10 < result
    (5, 15, Degree.CRITICAL_FAILURE),  # result ≤ DC − 10
    (-3, 15, Degree.CRITICAL_FAILURE),
])
def test_A8_degree_table_boundaries(total: int, dc: int, expected: Degree) -> None:
    assert checks.degree_of_success(total, dc) is expected


def test_A8_natural_20_raises_and_natural_1_lowers_one_step() -> None:
    assert checks.degree_of_success(15, 15, natural=20) is Degree.CRITICAL_SUCCESS
    assert checks.degree_of_success(14, 15, natural=20) is Degree.SUCCESS
    assert checks.degree_of_success(15, 15, natural=1) is Degree.FAILURE
    assert checks.degree_of_success(6, 15, natural=1) is Degree.CRITICAL_FAILURE
    assert checks.degree_of_success(15, 15, natural=10) is Degree.SUCCESS


def test_A8_ruling_clamped_after_natural_and_after_other_sources() -> None:
    # A critical success with a natural 20 stays critical; a later lowering counts from there.
    assert checks.degree_of_success(30, 15, natural=20, shifts=[-1]) is Degree.SUCCESS
    # Critical failure with a natural 1 stays at the bottom, then one raise lifts it.
    assert checks.degree_of_success(0, 15, natural=1, shifts=[1]) is Degree.FAILURE


def test_A8_largest_raise_and_largest_lowering_both_apply() -> None:
    # raises +1 and +2 → +2 only; lowerings −1 and −1 → −1 only: net +1.
    assert checks.degree_of_success(14, 15, shifts=[1, 2, -1, -1]) is Degree.SUCCESS
    steps = checks.degree_steps(14, 15, 1, [1, 2, -1, -1])
    assert (steps.base, steps.natural_shift, steps.after_natural) == (Degree.FAILURE, -1, Degree.CRITICAL_FAILURE)
    assert (steps.raise_by, steps.lower_by, steps.degree) == (2, -1, Degree.FAILURE)


@pytest.mark.parametrize(("mods", "total"), [
    ([("status", 2), ("status", 3)], 3),  # highest bonus of the type
    ([("status", -2), ("status", -3)], -3),  # lowest penalty of the type
    ([("status", 2), ("status", -3), ("status", 1), ("status", -1)], -1),  # both apply
    ([("environment", 4), ("environment", -2)], 2),
    ([("potency", -2), ("potency", -5)], -2),  # only the single highest, even if negative
    ([("potency", 3), ("potency", -5), ("potency", 1)], 3),
    ([("situational", 2), ("situational", 4)], 4),
    ([("situational", -2), ("situational", -4)], -4),
    ([("situational", 3), ("situational", -2)], 3),  # mixed ruling: larger size applies
    ([("situational", 2), ("situational", -3)], -3),
    ([("situational", 3), ("situational", -3)], 0),  # equal size: neither applies
    ([("free", 2), ("free", 3), ("free", -1)], 4),  # all add up
    ([], 0),
])
def test_A6_stack_modifiers(mods: list[tuple[str, int]], total: int) -> None:
    assert checks.stack_modifiers(mods) == total


def test_A6_stack_modifiers_refuses_unknown_type() -> None:
    with pytest.raises(RulesError, match="unknown modifier type 'luck'"):
        checks.stack_modifiers([("luck", 2)])
    with pytest.raises(RulesError, match="not a whole number"):
        checks.stack_modifiers([("free", 1.5)])  # type: ignore[list-item]
    with pytest.raises(RulesError, match="not a whole number"):
        checks.stack_modifiers([("free", True)])  # type: ignore[list-item]


@pytest.mark.parametrize(("strength", "size", "capacity"), [
    (2, 1, 6), (0, 0, 1), (3, 3, 16), (-1, 4, 0), (-3, -3, 0), (4, -2, 0), (-2, 2, 0)])
def test_A11_carry_capacity_with_factors_at_least_zero(strength: int, size: int, capacity: int) -> None:
    assert checks.carry_capacity(strength, size) == capacity


@pytest.mark.parametrize(("weight", "capacity", "state"), [
    (0, 15, "light"), (15, 15, "light"), (15.5, 15, "medium"), (30, 15, "medium"),
    (31, 15, "heavy"), (45, 15, "heavy"), (45.01, 15, "overloaded"),
    (0, 0, "light"), (0.1, 0, "overloaded"),
])
def test_A11_load_state_bounds_belong_to_the_lighter_state(weight: float, capacity: float, state: str) -> None:
    assert checks.load_state(weight, capacity) == state


def test_A11_load_refuses_negative_numbers() -> None:
    with pytest.raises(RulesError, match="weight cannot be negative"):
        checks.load_state(-1, 10)
    with pytest.raises(RulesError, match="capacity cannot be negative"):
        checks.load_state(1, -10)


def test_A11_load_effects_are_cumulative() -> None:
    light, medium, heavy, over = (checks.LoadState(s) for s in ("light", "medium", "heavy", "overloaded"))
    assert [s.halves_speed for s in (light, medium, heavy, over)] == [False, True, True, True]
    assert [s.disadvantage for s in (light, medium, heavy, over)] == [False, False, True, True]
    assert [s.pinned for s in (light, medium, heavy, over)] == [False, False, False, True]
    assert [checks.speed(10, s) for s in (light, medium, heavy, over)] == [10, 5, 5, 0]


def test_A17_defenses() -> None:
    assert checks.defenses(proficiency=2, strength=3, agility=1, size=0, spirit=1, intellect=-1, base=14) == {
        "base": 14, "physique": 13, "reflex": 14, "mind": 10}


@pytest.mark.parametrize(("taken", "dice"), [(0, 0), (1, 1), (2, 2), (3, 2), (10, 2)])
def test_A16_hit_penalty_dice(taken: int, dice: int) -> None:
    assert checks.hit_penalty_dice(taken) == dice


def test_A16_hit_penalty_refuses_negative() -> None:
    with pytest.raises(RulesError):
        checks.hit_penalty_dice(-1)


@pytest.mark.parametrize(("size", "square", "hex_"), [
    (-3, 0, 0), (1, 0, 0), (2, 1, 1), (7, 1, 1), (8, 4, 3), (10, 4, 3), (11, 9, 7), (13, 9, 7),
    (14, 16, 12), (16, 16, 12), (17, 16, 12), (30, 16, 12)])
def test_A12_footprint(size: int, square: int, hex_: int) -> None:
    assert checks.footprint(size) == square
    assert checks.footprint(size, "square") == square
    assert checks.footprint(size, "hex") == hex_


def test_A12_footprint_open_ended_from_17_and_unknown_grid() -> None:
    assert checks.footprint_of(17).open_ended
    assert not checks.footprint_of(16).open_ended
    with pytest.raises(RulesError, match="unknown grid 'triangle'"):
        checks.footprint(3, "triangle")


def test_A3_A7_A8_degree_odds_plain_d20() -> None:
    odds = checks.degree_odds(bonus=5, dc=15)
    # naturals 1..20 → totals 6..25: naturals 2–9 failure, natural 1 failure lowered to
    # critical failure, naturals 10–19 success, natural 20 (25) critical and stays there.
    assert odds == {
        Degree.CRITICAL_FAILURE: Fraction(1, 20),
        Degree.FAILURE: Fraction(8, 20),
        Degree.SUCCESS: Fraction(10, 20),
        Degree.CRITICAL_SUCCESS: Fraction(1, 20),
    }
    assert sum(odds.values()) == 1


def test_A3_degree_odds_caps_penalty_dice_at_two() -> None:
    assert checks.degree_odds(bonus=3, dc=12, penalty_dice=2) == checks.degree_odds(bonus=3, dc=12, penalty_dice=7)
    assert checks.degree_odds(bonus=3, dc=12, penalty_dice=1) != checks.degree_odds(bonus=3, dc=12, penalty_dice=2)


def test_A7_degree_odds_advantage_and_disadvantage() -> None:
    plain = checks.degree_odds(bonus=0, dc=15)
    better = checks.degree_odds(bonus=0, dc=15, advantage=1)
    worse = checks.degree_odds(bonus=0, dc=15, advantage=-2)
    success = (Degree.SUCCESS, Degree.CRITICAL_SUCCESS)
    assert sum(better[d] for d in success) > sum(plain[d] for d in success) > sum(worse[d] for d in success)

"""Tests for gmtracker.rules.distribution: exact odds checked against brute-force enumeration.

Every distribution the tracker shows must equal what counting all equally likely rolls
gives; the enumerations here are that count, done the slow, obvious way.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Iterable
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gmtracker.rules.dice import TypedDice, parse_dice
from gmtracker.rules.distribution import Distribution, add, constant, die, keep_one, total
from gmtracker.rules.errors import RulesError


def enumerate_dice(sides: Iterable[int], outcome: Callable[[tuple[int, ...]], int]) -> dict[int, Fraction]:
    """Every combination of naturals, equally likely, counted by ``outcome``."""
    faces = [range(1, s + 1) for s in sides]
    counts = Counter(outcome(naturals) for naturals in itertools.product(*faces))
    rolls = sum(counts.values())
    return {value: Fraction(n, rolls) for value, n in counts.items()}


# --------------------------------------------------------------------------- building


def test_of_normalizes_weights_to_exact_fractions() -> None:
    dist = Distribution.of({1: 2, 2: 2, 3: 4})
    assert dist.as_dict() == {1: Fraction(1, 4), 2: Fraction(1, 4), 3: Fraction(1, 2)}
    assert all(isinstance(p, Fraction) for _, p in dist.probabilities)
    assert sum(p for _, p in dist.probabilities) == 1


def test_of_accepts_fraction_weights() -> None:
    dist = Distribution.of({"a": Fraction(1, 3), "b": Fraction(1, 6)})
    assert dist.as_dict() == {"a": Fraction(2, 3), "b": Fraction(1, 3)}


def test_of_drops_zero_weights() -> None:
    dist = Distribution.of({1: 0, 2: 3, 3: 0})
    assert dist.probabilities == ((2, Fraction(1)),)
    assert dist[1] == 0


@pytest.mark.parametrize("weights", [{}, {1: 0}, {1: 0, 2: Fraction(0)}])
def test_of_refuses_no_positive_weight(weights: dict[int, int]) -> None:
    with pytest.raises(RulesError, match="a distribution needs a positive total weight"):
        Distribution.of(weights)


@pytest.mark.parametrize("weights", [{1: -1}, {1: 2, 2: -1}, {1: Fraction(-1, 2), 2: 1}])
def test_of_refuses_negative_weights(weights: dict[int, int]) -> None:
    # Regression: {1: 2, 2: -1} used to give P(2) = -1 because only the total was checked.
    with pytest.raises(RulesError, match="a distribution cannot have a negative weight"):
        Distribution.of(weights)


def test_constant() -> None:
    assert constant(5).probabilities == ((5, Fraction(1)),)
    assert constant("hit")["hit"] == 1


@pytest.mark.parametrize("sides", [1, 2, 6, 20, 100])
def test_die_is_fair(sides: int) -> None:
    dist = die(sides)
    assert [k for k, _ in dist.probabilities] == list(range(1, sides + 1))
    assert set(dist.as_dict().values()) == {Fraction(1, sides)}


@pytest.mark.parametrize("sides", [0, -6])
def test_die_refuses_no_sides(sides: int) -> None:
    with pytest.raises(RulesError, match=f"a die needs at least one side, not {sides}"):
        die(sides)


# --------------------------------------------------------------------------- queries


def test_getitem_gives_zero_for_missing_outcomes() -> None:
    dist = die(6)
    assert dist[3] == Fraction(1, 6)
    assert dist[0] == 0 and isinstance(dist[0], Fraction)
    assert dist[7] == 0
    assert dist["three"] == 0


def test_as_dict_is_a_copy() -> None:
    dist = die(4)
    copy = dist.as_dict()
    copy[1] = Fraction(1)
    assert dist[1] == Fraction(1, 4)


def test_probability() -> None:
    d20 = die(20)
    assert d20.probability(lambda n: n >= 11) == Fraction(1, 2)
    assert d20.probability(lambda n: n == 20) == Fraction(1, 20)
    never = d20.probability(lambda n: n > 20)
    assert never == 0 and isinstance(never, Fraction)
    assert d20.probability(lambda n: True) == 1


def test_map_merges_outcomes() -> None:
    parity = die(6).map(lambda n: n % 2 == 0)
    assert parity.as_dict() == {False: Fraction(1, 2), True: Fraction(1, 2)}
    halves = die(6).map(lambda n: n // 2)
    assert halves.as_dict() == {0: Fraction(1, 6), 1: Fraction(1, 3), 2: Fraction(1, 3), 3: Fraction(1, 6)}
    assert die(8).map(lambda n: "any") == constant("any")


def test_combine_is_the_joint_outcome_of_independent_rolls() -> None:
    highest = die(6).combine(die(6), max)
    assert highest.as_dict() == enumerate_dice([6, 6], max)
    assert highest == keep_one(2, 6, highest=True)
    difference = die(4).combine(die(6), lambda a, b: a - b)
    assert difference.as_dict() == enumerate_dice([4, 6], lambda n: n[0] - n[1])


def test_equality_ignores_the_order_outcomes_were_built_in() -> None:
    # Regression: the generated dataclass __eq__ compared the tuples in insertion order.
    forward = Distribution.of({1: 1, 2: 3})
    backward = Distribution.of({2: 3, 1: 1})
    assert forward == backward
    assert hash(forward) == hash(backward)
    assert len({forward, backward}) == 1
    assert forward != Distribution.of({1: 1, 2: 1})
    assert forward != Distribution.of({1: 1, 3: 3})
    assert forward != {1: Fraction(1, 4), 2: Fraction(3, 4)}  # not a Distribution


def test_distribution_is_immutable() -> None:
    dist = die(6)
    with pytest.raises(AttributeError):
        dist.probabilities = ()  # type: ignore[misc]


def test_distributions_equal_by_their_odds_not_their_order_nor_with_other_things() -> None:
    one = Distribution.of({1: 1, 2: 3})
    assert one == Distribution.of({2: 3, 1: 1}) and hash(one) == hash(Distribution.of({2: 3, 1: 1}))
    assert one != Distribution.of({1: 3, 2: 1})
    assert one != one.probabilities and one.__eq__(one.probabilities) is NotImplemented


# --------------------------------------------------------------------------- sums


@pytest.mark.parametrize("sides", [(6, 6), (4, 6), (20, 4), (1, 8), (10, 10)])
def test_add_is_convolution(sides: tuple[int, int]) -> None:
    expected = enumerate_dice(sides, sum)
    assert add(die(sides[0]), die(sides[1])).as_dict() == expected


def test_add_with_constant_shifts() -> None:
    assert add(die(6), constant(3)).as_dict() == {n + 3: Fraction(1, 6) for n in range(1, 7)}
    assert add(die(6), die(6))[7] == Fraction(1, 6)


@pytest.mark.parametrize("sides", [(), (8,), (6, 6), (4, 4, 4), (8, 6, 6), (2, 3, 4, 5)])
def test_total_matches_enumeration(sides: tuple[int, ...]) -> None:
    assert total(die(s) for s in sides).as_dict() == enumerate_dice(sides, sum)


def test_total_of_nothing_is_zero() -> None:
    assert total([]) == constant(0)


def test_total_matches_rolling_a_parsed_expression_through_every_natural() -> None:
    # 1d8+2d6+1: the distribution of ExpressionRoll.total over every typed combination.
    expression = parse_dice("1d8+2d6+1")
    expected = enumerate_dice([8, 6, 6], lambda n: expression.roll(TypedDice(n)).total)
    assert total([die(8), die(6), die(6), constant(1)]).as_dict() == expected


# --------------------------------------------------------------------------- keep one (A3)


@pytest.mark.parametrize("count", [1, 2, 3])
def test_A3_keep_lowest_matches_enumeration(count: int) -> None:
    # A3: one d20 plus up to 2 penalty dice, keep the lowest.
    assert keep_one(count, 20, highest=False).as_dict() == enumerate_dice([20] * count, min)


@pytest.mark.parametrize("count", [1, 2, 3])
def test_keep_highest_matches_enumeration(count: int) -> None:
    assert keep_one(count, 20, highest=True).as_dict() == enumerate_dice([20] * count, max)


@pytest.mark.parametrize(("count", "sides"), [(1, 6), (2, 6), (4, 6), (3, 8), (2, 2), (5, 1), (1, 1)])
@pytest.mark.parametrize("highest", [True, False])
def test_keep_one_matches_enumeration_for_small_pools(count: int, sides: int, highest: bool) -> None:
    expected = enumerate_dice([sides] * count, max if highest else min)
    assert keep_one(count, sides, highest=highest).as_dict() == expected


@pytest.mark.parametrize("count", [1, 2, 3])
def test_A3_keep_lowest_matches_rolling_the_keep_expression(count: int) -> None:
    # The exact odds and the roller agree: "Nd20kl1" rolled over every natural.
    expression = parse_dice(f"{count}d20kl1")
    expected = enumerate_dice([20] * count, lambda n: expression.roll(TypedDice(n)).total)
    assert keep_one(count, 20, highest=False).as_dict() == expected


@pytest.mark.parametrize(("penalty_dice", "odds"), [(0, Fraction(1, 2)), (1, Fraction(1, 4)), (2, Fraction(1, 8))])
def test_A3_each_penalty_die_halves_the_odds_of_11_or_more(penalty_dice: int, odds: Fraction) -> None:
    kept = keep_one(1 + penalty_dice, 20, highest=False)
    assert kept.probability(lambda n: n >= 11) == odds


def test_keep_one_of_one_die_is_the_die() -> None:
    assert keep_one(1, 12, highest=True) == die(12)
    assert keep_one(1, 12, highest=False) == die(12)


@pytest.mark.parametrize("count", [0, -1])
def test_keep_one_refuses_no_dice(count: int) -> None:
    with pytest.raises(RulesError, match=f"keeping one die needs at least one die, not {count}"):
        keep_one(count, 20, highest=True)


@pytest.mark.parametrize("sides", [0, -4])
def test_keep_one_refuses_no_sides(sides: int) -> None:
    # Used to fail with the unrelated "needs a positive total weight".
    with pytest.raises(RulesError, match=f"a die needs at least one side, not {sides}"):
        keep_one(2, sides, highest=False)


# --------------------------------------------------------------------------- properties


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 3), st.integers(1, 10), st.booleans())
def test_keep_one_sums_to_one_and_matches_enumeration(count: int, sides: int, highest: bool) -> None:
    dist = keep_one(count, sides, highest=highest)
    assert sum(p for _, p in dist.probabilities) == 1
    assert all(p > 0 for _, p in dist.probabilities)
    assert dist.as_dict() == enumerate_dice([sides] * count, max if highest else min)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 400), st.integers(1, 30), st.booleans())
def test_keep_one_sums_to_exactly_one_for_large_pools(count: int, sides: int, highest: bool) -> None:
    dist = keep_one(count, sides, highest=highest)
    assert sum(p for _, p in dist.probabilities) == 1
    assert set(dist.as_dict()) <= set(range(1, sides + 1))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 20), max_size=4))
def test_convolution_sums_to_one(sides: list[int]) -> None:
    dist = total(die(s) for s in sides)
    assert sum(p for _, p in dist.probabilities) == 1
    assert min(dist.as_dict()) == len(sides)
    assert max(dist.as_dict()) == sum(sides)


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.integers(-5, 5), st.integers(0, 10), min_size=1).filter(lambda w: sum(w.values()) > 0))
def test_of_always_sums_to_one(weights: dict[int, int]) -> None:
    dist = Distribution.of(weights)
    assert sum(p for _, p in dist.probabilities) == 1
    weight_sum = sum(weights.values())
    assert all(dist[k] == Fraction(w, weight_sum) for k, w in weights.items())

"""Exact finite probability distributions over integers, for the odds the UI shows.

A :class:`Distribution` maps outcomes to :class:`fractions.Fraction` probabilities
that sum to exactly 1. It is small and immutable; convolution and order statistics
are exact, so every odds figure in the tracker can be checked against brute-force
enumeration.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from fractions import Fraction
from typing import Generic, TypeVar

import msgspec

from .errors import RulesError

K = TypeVar("K", bound=Hashable)
V = TypeVar("V", bound=Hashable)


class Distribution(msgspec.Struct, Generic[K], frozen=True):
    """Outcome → exact probability. Build with :func:`die`, :func:`constant` or :meth:`of`."""

    probabilities: tuple[tuple[K, Fraction], ...]

    @classmethod
    def of(cls, weights: Mapping[K, Fraction | int]) -> Distribution[K]:
        """From outcome weights (need not sum to 1; zero weights are dropped)."""
        if any(w < 0 for w in weights.values()):
            raise RulesError("a distribution cannot have a negative weight")
        total = sum(weights.values())
        if total <= 0:
            raise RulesError("a distribution needs a positive total weight")
        items = [(k, Fraction(w) / total) for k, w in weights.items() if w]
        return cls(tuple(items))

    def __eq__(self, other: object) -> bool:
        # The same outcomes with the same odds are the same distribution, whatever order
        # they were built in (a generated __eq__ compares the tuples in order).
        if not isinstance(other, Distribution):
            return NotImplemented
        return self.as_dict() == other.as_dict()

    def __hash__(self) -> int:
        return hash(frozenset(self.probabilities))

    def as_dict(self) -> dict[K, Fraction]:
        return dict(self.probabilities)

    def __getitem__(self, outcome: K) -> Fraction:
        return self.as_dict().get(outcome, Fraction(0))

    def map(self, function: Callable[[K], V]) -> Distribution[V]:
        """The distribution of ``function(outcome)``."""
        weights: dict[V, Fraction] = {}
        for outcome, p in self.probabilities:
            key = function(outcome)
            weights[key] = weights.get(key, Fraction(0)) + p
        return Distribution.of(weights)

    def combine(self, other: Distribution[V], function: Callable[[K, V], K]) -> Distribution[K]:
        """The distribution of ``function(a, b)`` for independent ``a`` and ``b``."""
        weights: dict[K, Fraction] = {}
        for a, pa in self.probabilities:
            for b, pb in other.probabilities:
                key = function(a, b)
                weights[key] = weights.get(key, Fraction(0)) + pa * pb
        return Distribution.of(weights)

    def probability(self, predicate: Callable[[K], bool]) -> Fraction:
        return sum((p for k, p in self.probabilities if predicate(k)), Fraction(0))


def constant(value: K) -> Distribution[K]:
    return Distribution(((value, Fraction(1)),))


def die(sides: int) -> Distribution[int]:
    """A fair die with faces 1..sides."""
    if sides < 1:
        raise RulesError(f"a die needs at least one side, not {sides}")
    return Distribution.of({face: 1 for face in range(1, sides + 1)})


def add(a: Distribution[int], b: Distribution[int]) -> Distribution[int]:
    """The sum of two independent integer outcomes (convolution)."""
    return a.combine(b, lambda x, y: x + y)


def total(parts: Iterable[Distribution[int]]) -> Distribution[int]:
    result = constant(0)
    for part in parts:
        result = add(result, part)
    return result


def keep_one(count: int, sides: int, *, highest: bool) -> Distribution[int]:
    """The highest (or lowest) of ``count`` dice with ``sides`` sides, by order statistics.

    P(max ≤ k) = (k/s)^n, P(min ≥ k) = ((s − k + 1)/s)^n; exact and O(sides).
    """
    if count < 1:
        raise RulesError(f"keeping one die needs at least one die, not {count}")
    if sides < 1:
        raise RulesError(f"a die needs at least one side, not {sides}")
    weights: dict[int, Fraction] = {}
    s = Fraction(sides)
    for k in range(1, sides + 1):
        if highest:
            weights[k] = (k / s) ** count - ((k - 1) / s) ** count
        else:
            weights[k] = ((sides - k + 1) / s) ** count - ((sides - k) / s) ** count
    return Distribution.of(weights)

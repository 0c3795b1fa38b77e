"""Part C: exact odds of a normal check (C3) and a versus check (C5), with C6 and C7.

Every probability is an exact :class:`~fractions.Fraction` over all naturals (100 for a
normal check, 100 × 100 for a versus check), returned either as the chance of success
or as a :class:`~.distribution.Distribution` of ``(outcome, decided_by)`` so the UI can
say how much of the chance comes from criticals or from active priority. A GM-forced
result (C7's top level) is not a matter of odds and is not modelled here.

The versus count is O(100): for each active natural, the passive naturals fall into at
most three intervals (fumble, plain, critical), and within an interval the naturals that
lose, tie or win are counted arithmetically. The tests check it against enumeration.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from .distribution import Distribution
from .percentile import (
    D100,
    DEFAULT_SPECIALS,
    DecidedBy,
    Outcome,
    Special,
    SpecialRanges,
    require_int,
    tenth,
)
from .percentile_checks import special_outcome

Verdict = tuple[Outcome, DecidedBy]


def _offset(base: int | None, bonus: int) -> int:
    """Everything in a performance except the natural (C5: base / 10 truncated + bonus)."""
    return (0 if base is None else tenth(base)) + require_int("bonus", bonus)


def _intervals(specials: SpecialRanges) -> tuple[tuple[Special, int, int], ...]:
    """C6: the naturals 1..100 as (special, first, last) intervals, empty ones left out."""
    parts = (
        (Special.FUMBLE, 1, specials.fumble_to),
        (Special.NONE, specials.fumble_to + 1, specials.critical_from - 1),
        (Special.CRITICAL, specials.critical_from, D100),
    )
    return tuple(part for part in parts if part[1] <= part[2])


def _add(weights: dict[Verdict, int], verdict: Verdict, count: int) -> None:
    weights[verdict] = weights.get(verdict, 0) + count


def normal_check_distribution(
    target: int, *, base: int | None = None, bonus: int = 0, specials: SpecialRanges = DEFAULT_SPECIALS
) -> Distribution[Verdict]:
    """C3 with C6: the exact distribution of ``(outcome, decided_by)`` over the 100 naturals."""
    target = require_int("target", target)
    offset = _offset(base, bonus)
    weights: dict[Verdict, int] = {}
    for natural in range(1, D100 + 1):
        by_special, _ = special_outcome(specials.classify(natural))
        if by_special is not None:
            _add(weights, (by_special, DecidedBy.SPECIAL), 1)
        else:
            outcome = Outcome.SUCCESS if natural + offset > target else Outcome.FAILURE
            _add(weights, (outcome, DecidedBy.VALUES), 1)
    return Distribution.of(weights)


def normal_check_odds(
    target: int, *, base: int | None = None, bonus: int = 0, specials: SpecialRanges = DEFAULT_SPECIALS
) -> Fraction:
    """C3 with C6: the exact probability that a normal check succeeds."""
    distribution = normal_check_distribution(target, base=base, bonus=bonus, specials=specials)
    return distribution.probability(lambda verdict: verdict[0] is Outcome.SUCCESS)


def vs_check_distribution(
    *,
    active_base: int | None = None,
    passive_base: int | None = None,
    active_bonus: int = 0,
    passive_bonus: int = 0,
    specials: SpecialRanges = DEFAULT_SPECIALS,
    passive_specials: SpecialRanges | None = None,
) -> Distribution[Verdict]:
    """C5 with C6 and C7: the exact distribution of the active side's ``(outcome, decided_by)``.

    ``passive_specials`` defaults to ``specials`` (one setting per encounter); give it when
    an effect widens one side's ranges.
    """
    passive_specials = specials if passive_specials is None else passive_specials
    active_offset = _offset(active_base, active_bonus)
    passive_offset = _offset(passive_base, passive_bonus)
    groups = _intervals(passive_specials)
    weights: dict[Verdict, int] = {}
    for natural in range(1, D100 + 1):
        active_special = specials.classify(natural)
        # A passive natural n ties when n + passive_offset == natural + active_offset.
        tie = natural + active_offset - passive_offset
        for passive_special, first, last in groups:
            size = last - first + 1
            by_special, _ = special_outcome(active_special, passive_special)
            if by_special is not None:
                _add(weights, (by_special, DecidedBy.SPECIAL), size)
                continue
            lower = max(0, min(last, tie - 1) - first + 1)
            equal = 1 if first <= tie <= last else 0
            _add(weights, (Outcome.SUCCESS, DecidedBy.VALUES), lower)
            _add(weights, (Outcome.SUCCESS, DecidedBy.ACTIVE_PRIORITY), equal)
            _add(weights, (Outcome.FAILURE, DecidedBy.VALUES), size - lower - equal)
    return Distribution.of(weights)


def vs_check_odds(**terms: Any) -> Fraction:
    """C5 with C6 and C7: the exact probability that the active side succeeds.

    The keywords are :func:`vs_check_distribution`'s.
    """
    return vs_check_distribution(**terms).probability(lambda verdict: verdict[0] is Outcome.SUCCESS)

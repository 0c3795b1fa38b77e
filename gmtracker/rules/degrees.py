"""Degrees of success (RULES.md A8).

The degree comes from the result against the DC, is shifted one step by a natural
20 or 1, then by the largest raise and the largest lowering from other sources.
It is clamped to the four steps after each stage (our ruling).
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum

import msgspec


class Degree(IntEnum):
    """The four degrees of success of A8, ordered worst to best."""

    CRITICAL_FAILURE = 0
    FAILURE = 1
    SUCCESS = 2
    CRITICAL_SUCCESS = 3


def clamp_degree(step: int) -> Degree:
    """The degree nearest to ``step`` within the four steps (A8 ruling)."""
    return Degree(min(max(step, Degree.CRITICAL_FAILURE), Degree.CRITICAL_SUCCESS))


def base_degree(total: int, dc: int) -> Degree:
    """A8's table: ≥ DC+10 critical success, ≥ DC success, > DC−10 failure, else critical failure."""
    if total >= dc + 10:
        return Degree.CRITICAL_SUCCESS
    if total >= dc:
        return Degree.SUCCESS
    if total > dc - 10:
        return Degree.FAILURE
    return Degree.CRITICAL_FAILURE


def natural_shift(natural: int | None) -> int:
    """+1 for a natural 20, −1 for a natural 1, 0 otherwise or without a die (A4, A8)."""
    if natural == 20:
        return 1
    if natural == 1:
        return -1
    return 0


class DegreeSteps(msgspec.Struct, frozen=True):
    """How a degree came about, step by step, for the roll log."""

    base: Degree
    natural_shift: int
    after_natural: Degree
    raise_by: int  # the largest raise among other sources (0 if none)
    lower_by: int  # the largest lowering among other sources (0 if none; a negative number)
    degree: Degree


def degree_steps(total: int, dc: int, natural: int | None = None, shifts: Iterable[int] = ()) -> DegreeSteps:
    """Every stage of A8: base degree, natural shift, then other sources (largest each way)."""
    base = base_degree(total, dc)
    nat = natural_shift(natural)
    after_natural = clamp_degree(base + nat)
    shift_list = list(shifts)
    raise_by = max([s for s in shift_list if s > 0], default=0)
    lower_by = min([s for s in shift_list if s < 0], default=0)
    final = clamp_degree(after_natural + raise_by + lower_by)
    return DegreeSteps(base, nat, after_natural, raise_by, lower_by, final)


def degree_of_success(total: int, dc: int, natural: int | None = None, shifts: Iterable[int] = ()) -> Degree:
    """A8 contract: the degree of a result ``total`` against ``dc``."""
    return degree_steps(total, dc, natural, shifts).degree

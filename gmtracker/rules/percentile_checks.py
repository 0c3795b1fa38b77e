"""Part C: one normal or versus check resolved in C7's priority order, and C8.

:func:`resolve_normal_check` (C3) and :func:`resolve_vs_check` (C5) apply, highest
first: a GM-forced result (special effects of items etc.) > critical & fumble (C6) >
performance against target > active priority (ties go to the active side). Player
priority is only reached when there is no active side: :mod:`.percentile_priority`.
:func:`resolve_one_against_many` is C8: one active roll against each target's own.

Each result is a frozen record with every input :class:`~.percentile.Performance`
(natural, base, base / 10, modifiers, special), the outcome, the level that decided it
(:class:`~.percentile.DecidedBy`) and the rule ids.
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from .errors import RulesError
from .percentile import (
    DecidedBy,
    Difficulty,
    Outcome,
    Performance,
    Special,
    as_outcome,
    difficulty_band,
    require_int,
    rule_ids,
)


def special_outcome(first: Special, second: Special = Special.NONE) -> tuple[Outcome | None, bool]:
    """C6 for the first (active) side against the second (passive) side.

    A first-side critical or a second-side fumble points to success; a first-side fumble
    or a second-side critical points to failure. Returns ``(outcome, cancelled)``:
    ``outcome`` is None when no special points anywhere or when they point opposite ways,
    which ``cancelled`` says (then the values decide).
    """
    points = set()
    if first is Special.CRITICAL or second is Special.FUMBLE:
        points.add(Outcome.SUCCESS)
    if first is Special.FUMBLE or second is Special.CRITICAL:
        points.add(Outcome.FAILURE)
    if len(points) == 1:
        return points.pop(), False
    return None, bool(points)


class _Verdict:
    """What every resolved check offers beside its fields (a mixin: it adds no field)."""

    __slots__ = ()
    outcome: Outcome

    @property
    def succeeded(self) -> bool:
        return self.outcome is Outcome.SUCCESS


class NormalCheckResult(msgspec.Struct, _Verdict, frozen=True):
    """C3: a normal check as the roll log shows it."""

    performance: Performance
    target: int
    difficulty: Difficulty
    outcome: Outcome
    decided_by: DecidedBy
    forced: Outcome | None
    rule_ids: tuple[str, ...]

    @property
    def margin(self) -> int:
        """Performance − target (success needs at least 1 when the values decide)."""
        return self.performance.value - self.target


def resolve_normal_check(
    performance: Performance, target: int, *, forced: Outcome | str | None = None
) -> NormalCheckResult:
    """C3 under C7: forced result > critical (success) / fumble (failure) > performance > target.

    **Ruling:** C6 applies to normal checks too (the source states it for every check).
    A tie with the target fails (C3's examples); active priority has nothing to break here.
    """
    if not isinstance(performance, Performance):
        raise RulesError(f"performance must be a Performance, not {performance!r}")
    target = require_int("target", target)
    forced_outcome = None if forced is None else as_outcome(forced)
    by_special, _ = special_outcome(performance.special)
    if forced_outcome is not None:
        outcome, level = forced_outcome, DecidedBy.FORCED
    elif by_special is not None:
        outcome, level = by_special, DecidedBy.SPECIAL
    else:
        success = performance.value > target
        outcome, level = (Outcome.SUCCESS if success else Outcome.FAILURE), DecidedBy.VALUES
    extra = ["C6"] if level is DecidedBy.SPECIAL else []
    ids = rule_ids("C3", "C4", "C7", *performance.rule_ids, *extra)
    band = difficulty_band(target)
    return NormalCheckResult(performance, target, band, outcome, level, forced_outcome, ids)


class VsCheckResult(msgspec.Struct, _Verdict, frozen=True):
    """C5: a versus check as the roll log shows it; ``outcome`` is the active side's."""

    active: Performance
    passive: Performance
    outcome: Outcome
    decided_by: DecidedBy
    forced: Outcome | None
    specials_cancelled: bool
    rule_ids: tuple[str, ...]

    @property
    def margin(self) -> int:
        """Active performance − passive performance (the active side wins at 0 and above)."""
        return self.active.value - self.passive.value


def resolve_vs_check(
    active: Performance, passive: Performance, *, forced: Outcome | str | None = None
) -> VsCheckResult:
    """C5 under C6 and C7: forced > specials > values > active priority.

    The active side wins with a higher performance (values) or an equal one (active
    priority); player priority is never reached when there is an active side.
    """
    for name, side in (("active", active), ("passive", passive)):
        if not isinstance(side, Performance):
            raise RulesError(f"{name} must be a Performance, not {side!r}")
    forced_outcome = None if forced is None else as_outcome(forced)
    by_special, cancelled = special_outcome(active.special, passive.special)
    if forced_outcome is not None:
        outcome, level = forced_outcome, DecidedBy.FORCED
    elif by_special is not None:
        outcome, level = by_special, DecidedBy.SPECIAL
    elif active.value == passive.value:
        outcome, level = Outcome.SUCCESS, DecidedBy.ACTIVE_PRIORITY
    else:
        outcome = Outcome.SUCCESS if active.value > passive.value else Outcome.FAILURE
        level = DecidedBy.VALUES
    extra = ["C6"] if level is DecidedBy.SPECIAL or cancelled else []
    ids = rule_ids("C5", "C7", *active.rule_ids, *passive.rule_ids, *extra)
    return VsCheckResult(active, passive, outcome, level, forced_outcome, cancelled, ids)


# --- C8: one against many -------------------------------------------------------------------


class Target(msgspec.Struct, frozen=True):
    """C8: one target of a many-target action: its key, its own roll, an optional forced result."""

    key: str
    performance: Performance
    forced: Outcome | None = None


class OneAgainstManyResult(msgspec.Struct, frozen=True):
    """C8: the one active performance and one versus result per target, in the given order."""

    active: Performance
    results: tuple[tuple[str, VsCheckResult], ...]
    rule_ids: tuple[str, ...]

    def result_for(self, key: str) -> VsCheckResult:
        for target_key, result in self.results:
            if target_key == key:
                return result
        raise RulesError(f"{key!r} is not a target of this action")

    @property
    def hit_keys(self) -> tuple[str, ...]:
        """The targets against which the active side succeeded."""
        return tuple(key for key, result in self.results if result.succeeded)


def resolve_one_against_many(active: Performance, targets: Sequence[Target]) -> OneAgainstManyResult:
    """C8: the active side rolls once; its performance meets each target's own roll (C5)."""
    targets = tuple(targets)
    if not targets:
        raise RulesError("an action against many needs at least one target")
    seen: set[str] = set()
    results = []
    for target in targets:
        if not isinstance(target, Target):
            raise RulesError(f"a target must be a Target, not {target!r}")
        if target.key in seen:
            raise RulesError(f"target {target.key!r} is listed twice")
        seen.add(target.key)
        results.append((target.key, resolve_vs_check(active, target.performance, forced=target.forced)))
    ids = rule_ids("C8", *(i for _, result in results for i in result.rule_ids))
    return OneAgainstManyResult(active, tuple(results), ids)

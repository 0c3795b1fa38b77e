"""An attack's hit, in either d20 resolution mode (A14 hit check, B1 defense check).

The same :class:`~gmtracker.rules.d20.Check` (built by
:func:`~gmtracker.rules.hits.hit_check`, with the hit penalty, heavy load, size
difference and realistic mode already in it) is resolved either by the attacker's
hit check against the target's defense (A14), or by the defender's defense check
(B1), where the hit check's total bonus is the "attack bonus", its penalty dice
become the defender's extra d20 and its advantage d6 goes to the right-hand side.
Both modes give the same three outcomes and their exact odds. The 1D100 versus
mode (C5, C8) lives in :mod:`~gmtracker.rules.percentile_checks`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction

from .d20 import Check, CheckKind
from .defense import DEFAULT_THREAT_LOW, DefenseCheck, DefenseOutcome, defense_check_odds, resolve_defense_check
from .errors import RulesError
from .hits import HitOutcome
from .modifiers import situational_value
from .odds import bonus_distribution, hit_odds
from .resolution import ResolutionMode

_FROM_DEFENSE = {
    DefenseOutcome.MISS: HitOutcome.MISS,
    DefenseOutcome.HIT: HitOutcome.HIT,
    DefenseOutcome.CRITICAL_HIT: HitOutcome.CRITICAL_HIT,
}


def defense_outcome(outcome: DefenseOutcome) -> HitOutcome:
    """The attack outcome of a defense check's outcome (same three words)."""
    return _FROM_DEFENSE[outcome]


def _require_hit_check(check: Check) -> None:
    if check.kind is not CheckKind.HIT:
        raise RulesError(f"an attack needs a hit check, not a {check.kind.value} check")


def attack_odds(check: Check, mode: ResolutionMode = ResolutionMode.HIT_CHECK, *,
                threat_low: int = DEFAULT_THREAT_LOW) -> dict[HitOutcome, Fraction]:
    """Exact probability of miss / hit / critical hit of an attack, in either d20 mode."""
    _require_hit_check(check)
    if mode is ResolutionMode.HIT_CHECK:
        return hit_odds(check)
    if mode is ResolutionMode.DEFENSE_CHECK:
        odds = defense_check_odds(defense=check.dc, attack_bonus=bonus_distribution(check),
                                  penalty_dice=check.penalty_dice_used, threat_low=threat_low)
        return {defense_outcome(outcome): p for outcome, p in odds.items()}
    raise RulesError("1D100 versus attacks have their own odds (percentile_odds.vs_check_odds)")


def defense_check_dice(check: Check) -> tuple[int, int]:
    """(d20 per defense roll, advantage d6 the attacker rolls) for a B1 attack."""
    _require_hit_check(check)
    return 1 + check.penalty_dice_used, check.d6_count


def resolve_by_defense_check(
    check: Check,
    *,
    naturals: Sequence[int],
    d6: Iterable[int] = (),
    confirmation_naturals: Sequence[int] | None = None,
    threat_low: int = DEFAULT_THREAT_LOW,
) -> DefenseCheck:
    """B1: resolve the attack of ``check`` by the defender's defense check.

    ``naturals`` are the defender's d20s (1 + the attacker's penalty dice); ``d6``
    the attacker's advantage or disadvantage dice, whose one applying value (against
    any flat situational modifier, A6/A7) goes to the right-hand side.
    """
    _require_hit_check(check)
    dice = tuple(d6)
    if len(dice) != check.d6_count:
        raise RulesError(f"this attack needs {check.d6_count} d6, got {len(dice)}")
    for position, value in enumerate(dice, start=1):
        if not 1 <= value <= 6:
            raise RulesError(f"d6 number {position} is {value}: it must be between 1 and 6")
    sign = 1 if check.net_advantage > 0 else -1
    situational = situational_value(check.flat_situational + tuple(sign * v for v in dice))
    return resolve_defense_check(
        naturals,
        defense=check.dc,
        attack_bonus=check.fixed_bonus,
        advantage=situational,
        penalty_dice=check.penalty_dice,
        threat_low=threat_low,
        confirmation_naturals=confirmation_naturals,
    )

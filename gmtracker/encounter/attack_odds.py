"""Exact odds of an attack for the attack dialog: miss / hit / critical hit, then the damage.

One function per resolution mode, each from the same values the attack resolves with:
:func:`hit_check_odds` (A14), :func:`defense_odds` (B1, with the defender's own
modifier, e.g. its B10 realistic-mode penalty) and :func:`versus_odds` (C5–C7, with
the ruling of :mod:`.actions_attack`: a success the attacker's own critical decided is a
critical hit). :class:`TargetOdds` puts a target's hit odds together with the damage
check's outcome odds on a hit and on a critical hit (B3/B4).
"""

from __future__ import annotations

from fractions import Fraction

import msgspec

from gmtracker.rules.attack import ResolutionMode, attack_odds, defense_outcome
from gmtracker.rules.checks import Check, HitOutcome
from gmtracker.rules.defense import defense_check_odds
from gmtracker.rules.odds import bonus_distribution
from gmtracker.rules.percentile import SpecialRanges
from gmtracker.rules.percentile_odds import vs_check_odds
from gmtracker.rules.wound_codes import DamageOutcome


class TargetOdds(msgspec.Struct, frozen=True):
    """Exact odds of an attack against one target, before any die is rolled."""

    target: str
    hit: dict[HitOutcome, Fraction]
    damage_on_hit: dict[DamageOutcome, Fraction]
    damage_on_critical: dict[DamageOutcome, Fraction]

    @property
    def damage(self) -> dict[DamageOutcome, Fraction]:
        """The outcome on the target, all in all (a miss counts as no effect)."""
        total = {outcome: self.hit[HitOutcome.HIT] * p for outcome, p in self.damage_on_hit.items()}
        for outcome, p in self.damage_on_critical.items():
            total[outcome] = total.get(outcome, Fraction(0)) + self.hit[HitOutcome.CRITICAL_HIT] * p
        total[DamageOutcome.NO_EFFECT] = total.get(DamageOutcome.NO_EFFECT, Fraction(0)) + self.hit[HitOutcome.MISS]
        return total


def hit_check_odds(check: Check) -> dict[HitOutcome, Fraction]:
    """A14: the attacker's hit check against the target's defense."""
    return attack_odds(check, ResolutionMode.HIT_CHECK)


def defense_odds(check: Check, *, threat_low: int, defense_modifier: int = 0) -> dict[HitOutcome, Fraction]:
    """B1: the defender's defense check, its own ``defense_modifier`` on its side."""
    odds = defense_check_odds(defense=check.dc, attack_bonus=bonus_distribution(check),
                              penalty_dice=check.penalty_dice_used, threat_low=threat_low,
                              defense_modifier=defense_modifier)
    return {defense_outcome(outcome): p for outcome, p in odds.items()}


def versus_odds(*, base: int | None, bonus: int, target_base: int | None, target_bonus: int,
                specials: SpecialRanges) -> dict[HitOutcome, Fraction]:
    """C5–C7: the attacker's 1D100 against the target's; C6 critical hits as ruled.

    The attacker's critical decides for it (a critical hit) unless the target's critical
    cancels it; the two rolls are independent, so P(critical hit) is the product.
    """
    success = vs_check_odds(active_base=base, passive_base=target_base, active_bonus=bonus,
                            passive_bonus=target_bonus, specials=specials)
    p_critical = Fraction(max(0, 101 - specials.critical_from), 100)
    critical = p_critical * (1 - p_critical)
    return {HitOutcome.MISS: 1 - success, HitOutcome.HIT: success - critical, HitOutcome.CRITICAL_HIT: critical}

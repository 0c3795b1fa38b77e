"""Exact odds of d20 checks and hit checks before rolling (A3, A7, A8, A14).

A rolled check's result is the kept d20 (lowest of 1–3, A3) plus a fixed bonus plus
one situational value: the highest advantage d6 (or minus the highest
disadvantage d6) competing with any flat situational modifiers (A6, A7). The odds
enumerate the kept natural and the highest d6 through their exact order-statistic
distributions, so they are exact fractions and take well under a millisecond.
"""

from __future__ import annotations

from fractions import Fraction

from .d20 import PASSIVE_BASE, Check, CheckKind
from .degrees import Degree, degree_of_success
from .distribution import Distribution, constant, keep_one
from .hits import HitOutcome, hit_outcome
from .modifiers import Modifier, ModifierType, situational_value


def kept_d20(check: Check) -> Distribution[int]:
    """The kept natural: lowest of 1 + penalty dice d20 (A3)."""
    return keep_one(check.d20_count, 20, highest=False)


def situational_part(check: Check) -> Distribution[int]:
    """The one situational value that applies: d6s of A7 against flat ones (A6)."""
    flat = check.flat_situational
    if check.d6_count == 0:
        return constant(situational_value(flat))
    sign = 1 if check.net_advantage > 0 else -1
    highest = keep_one(check.d6_count, 6, highest=True)
    return highest.map(lambda d: situational_value(flat + (sign * d,)))


def bonus_distribution(check: Check) -> Distribution[int]:
    """Everything added to the kept d20: fixed bonuses plus the situational value.

    This is the "attack bonus" of a defense check (B1) when the check is a hit check.
    """
    fixed = check.fixed_bonus
    return situational_part(check).map(lambda s: fixed + s)


def check_odds(check: Check) -> dict[Degree, Fraction]:
    """Exact probability of each degree of ``check`` (all four keys, summing to 1)."""
    odds = {degree: Fraction(0) for degree in Degree}
    if check.passive:
        total = PASSIVE_BASE + check.fixed_bonus + situational_value(check.flat_situational)
        odds[degree_of_success(total, check.dc, None, check.shifts)] = Fraction(1)
        return odds
    bonuses = bonus_distribution(check).probabilities
    for natural, p_nat in kept_d20(check).probabilities:
        for bonus, p_bonus in bonuses:
            degree = degree_of_success(natural + bonus, check.dc, natural, check.shifts)
            odds[degree] += p_nat * p_bonus
    return odds


def degree_odds(*, bonus: int, dc: int, penalty_dice: int = 0, advantage: int = 0) -> dict[Degree, Fraction]:
    """Contract: exact odds of each degree of a rolled check (A3, A7, A8).

    ``bonus`` is the flat total bonus; ``advantage`` the net count, negative for
    disadvantage; penalty dice above 2 are capped (A3).
    """
    check = Check(
        kind=CheckKind.PURE,
        dc=dc,
        modifiers=(Modifier(ModifierType.FREE, bonus),),
        advantage=max(advantage, 0),
        disadvantage=max(-advantage, 0),
        penalty_dice=penalty_dice,
    )
    return check_odds(check)


def hit_odds(check: Check) -> dict[HitOutcome, Fraction]:
    """A14: exact probability of miss, hit and critical hit of a hit check."""
    odds = {outcome: Fraction(0) for outcome in HitOutcome}
    for degree, p in check_odds(check).items():
        odds[hit_outcome(degree)] += p
    return odds

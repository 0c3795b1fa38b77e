"""B1: the defense check that replaces the attack roll (part B of RULES.md).

The attacker only names a target; the target rolls ``d20 + (defense − 10)``
against ``11 + attack bonus``. The attack hits when the defense total does not
exceed the right-hand side (the defender must beat it), so a defense natural
``d`` behaves exactly like an attack natural ``21 − d``: the odds of hitting and
of a confirmed critical hit are those of the standard d20 attack roll.

* A natural 20 always misses; a natural 1 always hits and is a critical threat.
* A weapon threat range ``threat_low``–20 widens the defense's threat range to
  naturals 1..(21 − threat_low); naturals other than 1 threaten only on a hit.
* A threat is confirmed by a full repeat of the defense check (same penalty
  dice, same right-hand side): failure → critical hit, success → normal hit.
* Ruling: the attacker's penalty dice (A3, hit penalty A16; capped at 2) become
  extra d20 for the defender, who keeps the highest; the attacker's advantage d6
  (A7; negative for disadvantage) goes to the right-hand side.

Functions take the naturals; :func:`roll_defense_check` is the one convenience
that rolls, from an injected :class:`~gmtracker.rules.dice.DiceSource`.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from fractions import Fraction

import msgspec

from .d20 import MAX_PENALTY_DICE
from .dice import DiceSource, kept_flags, roll_many
from .distribution import Distribution, constant, keep_one
from .errors import RulesError

# The default weapon threat range starts at 20 (only a natural 20 of the attack threatens).
DEFAULT_THREAT_LOW = 20
# B1: the right-hand side is ``RIGHT_SIDE_BASE + attack bonus``.
RIGHT_SIDE_BASE = 11


class AutomaticResult(str, Enum):
    """A natural that decides a defense roll regardless of the totals (B1)."""

    NATURAL_20_MISSES = "natural_20"
    NATURAL_1_HITS = "natural_1"


class DefenseOutcome(str, Enum):
    """What an attack resolved by a defense check did to the defender (B1)."""

    MISS = "miss"
    HIT = "hit"
    CRITICAL_HIT = "critical_hit"


class DefenseRoll(msgspec.Struct, frozen=True):
    """One defense check roll (the first one, or the confirmation of a threat).

    ``naturals`` are all the defender's d20s (one plus the attacker's applied
    penalty dice); ``kept`` flags the highest, which is ``natural``.
    ``left = natural + defense + defense_modifier − 10``;
    ``right = 11 + attack_bonus + advantage``. ``threat`` is only meaningful on
    the first roll (a confirmation roll's threat is ignored).
    """

    naturals: tuple[int, ...]
    kept: tuple[bool, ...]
    natural: int
    defense: int
    # Modifiers on the defender's own d20 roll, e.g. its B10 realistic-mode penalty.
    defense_modifier: int
    attack_bonus: int
    advantage: int
    left: int
    right: int
    hits: bool
    # Set when the kept natural is 20 (always misses) or 1 (always hits).
    automatic: AutomaticResult | None
    threat: bool


class DefenseCheck(msgspec.Struct, frozen=True):
    """A resolved defense check: the roll, the threat, its confirmation, the outcome (B1)."""

    roll: DefenseRoll
    confirmation: DefenseRoll | None
    outcome: DefenseOutcome
    penalty_dice_requested: int
    penalty_dice: int
    threat_low: int
    rule_ids: tuple[str, ...]

    @property
    def threat(self) -> bool:
        return self.roll.threat

    @property
    def penalty_dice_capped(self) -> bool:
        """True when more penalty dice were asked for than A3 allows."""
        return self.penalty_dice_requested > self.penalty_dice


def applied_penalty_dice(requested: int) -> int:
    """A3: the penalty dice actually rolled (negative counts are refused, more than 2 capped)."""
    if requested < 0:
        raise RulesError(f"penalty dice cannot be negative ({requested})")
    return min(requested, MAX_PENALTY_DICE)


def threat_naturals(threat_low: int = DEFAULT_THREAT_LOW) -> range:
    """B1: the defense naturals that threaten (on a hit), 1..(21 − threat_low)."""
    if not 2 <= threat_low <= 20:
        raise RulesError(f"a threat range starts between 2 and 20, not at {threat_low}")
    return range(1, 22 - threat_low)


def defense_hits(natural: int, defense: int, attack_bonus: int) -> bool:
    """B1: does the attack hit, given the defender's kept natural?

    Natural 20 always misses, natural 1 always hits; otherwise the attack hits
    when ``natural + defense − 10 ≤ 11 + attack_bonus``.
    """
    _check_natural(natural)
    if natural == 20:
        return False
    if natural == 1:
        return True
    return natural + defense - 10 <= RIGHT_SIDE_BASE + attack_bonus


def evaluate_defense_roll(
    naturals: Sequence[int],
    *,
    defense: int,
    attack_bonus: int,
    advantage: int = 0,
    threat_low: int = DEFAULT_THREAT_LOW,
    defense_modifier: int = 0,
) -> DefenseRoll:
    """B1: one defense roll from all of the defender's d20 naturals (the highest is kept)."""
    values = tuple(naturals)
    if not values:
        raise RulesError("a defense check needs at least one d20")
    for value in values:
        _check_natural(value)
    threats = threat_naturals(threat_low)
    kept = kept_flags(values, 1, True)
    natural = max(values)
    hits = defense_hits(natural, defense + defense_modifier, attack_bonus + advantage)
    automatic = {20: AutomaticResult.NATURAL_20_MISSES, 1: AutomaticResult.NATURAL_1_HITS}.get(natural)
    return DefenseRoll(
        naturals=values,
        kept=kept,
        natural=natural,
        defense=defense,
        defense_modifier=defense_modifier,
        attack_bonus=attack_bonus,
        advantage=advantage,
        left=natural + defense + defense_modifier - 10,
        right=RIGHT_SIDE_BASE + attack_bonus + advantage,
        hits=hits,
        automatic=automatic,
        threat=hits and natural in threats,
    )


def resolve_defense_check(
    naturals: Sequence[int],
    *,
    defense: int,
    attack_bonus: int,
    advantage: int = 0,
    penalty_dice: int = 0,
    threat_low: int = DEFAULT_THREAT_LOW,
    confirmation_naturals: Sequence[int] | None = None,
    defense_modifier: int = 0,
) -> DefenseCheck:
    """B1: resolve a whole defense check, including the confirmation of a threat.

    ``naturals`` (and ``confirmation_naturals``) hold ``1 + applied penalty dice``
    d20s each. ``confirmation_naturals`` are required exactly when the first roll
    threatens (check ``evaluate_defense_roll(...).threat`` first, or use
    :func:`roll_defense_check`). ``defense_modifier`` goes to the defender's
    left-hand side (ruling: the defense check is the defender's d20 check, so
    e.g. its B10 realistic-mode penalty applies here).
    """
    applied = applied_penalty_dice(penalty_dice)
    expected = 1 + applied
    _check_count(naturals, expected, "defense check")

    def evaluate(values: Sequence[int]) -> DefenseRoll:
        return evaluate_defense_roll(
            values,
            defense=defense,
            attack_bonus=attack_bonus,
            advantage=advantage,
            threat_low=threat_low,
            defense_modifier=defense_modifier,
        )

    first = evaluate(naturals)
    confirmation: DefenseRoll | None = None
    if first.threat:
        if confirmation_naturals is None:
            raise RulesError("the defense check threatens a critical hit: the confirmation roll is missing")
        _check_count(confirmation_naturals, expected, "confirmation roll")
        confirmation = evaluate(confirmation_naturals)
        outcome = DefenseOutcome.CRITICAL_HIT if confirmation.hits else DefenseOutcome.HIT
    elif confirmation_naturals is not None:
        raise RulesError("a confirmation roll was given but the defense check does not threaten")
    else:
        outcome = DefenseOutcome.HIT if first.hits else DefenseOutcome.MISS
    rule_ids = ("B1",) + (("A3",) if penalty_dice else ()) + (("A7",) if advantage else ())
    return DefenseCheck(first, confirmation, outcome, penalty_dice, applied, threat_low, rule_ids)


def roll_defense_check(
    source: DiceSource,
    *,
    defense: int,
    attack_bonus: int,
    advantage: int = 0,
    penalty_dice: int = 0,
    threat_low: int = DEFAULT_THREAT_LOW,
    defense_modifier: int = 0,
) -> DefenseCheck:
    """B1 convenience: roll the defender's d20s from ``source`` (and the confirmation if needed)."""
    count = 1 + applied_penalty_dice(penalty_dice)
    naturals = roll_many(source, count, 20)
    first = evaluate_defense_roll(
        naturals,
        defense=defense,
        attack_bonus=attack_bonus,
        advantage=advantage,
        threat_low=threat_low,
        defense_modifier=defense_modifier,
    )
    confirmation = roll_many(source, count, 20) if first.threat else None
    return resolve_defense_check(
        naturals,
        defense=defense,
        attack_bonus=attack_bonus,
        advantage=advantage,
        penalty_dice=penalty_dice,
        threat_low=threat_low,
        confirmation_naturals=confirmation,
        defense_modifier=defense_modifier,
    )


def defense_check_odds(
    *,
    defense: int,
    attack_bonus: int | Distribution[int],
    penalty_dice: int = 0,
    threat_low: int = DEFAULT_THREAT_LOW,
    defense_modifier: int = 0,
) -> dict[DefenseOutcome, Fraction]:
    """B1: exact probability of miss / hit / critical hit.

    ``attack_bonus`` may be a distribution (the right-hand side with an advantage
    d6); the confirmation roll repeats the same right-hand side, so the odds are
    computed per attack-bonus value and then mixed.
    """
    bonuses = constant(attack_bonus) if isinstance(attack_bonus, int) else attack_bonus
    kept = keep_one(1 + applied_penalty_dice(penalty_dice), 20, highest=True)
    threats = threat_naturals(threat_low)
    odds = {outcome: Fraction(0) for outcome in DefenseOutcome}
    for bonus, weight in bonuses.probabilities:
        p_hit, p_threat = Fraction(0), Fraction(0)
        for natural, p in kept.probabilities:
            if defense_hits(natural, defense + defense_modifier, bonus):
                p_hit += p
                p_threat += p if natural in threats else 0
        p_critical = p_threat * p_hit
        odds[DefenseOutcome.CRITICAL_HIT] += weight * p_critical
        odds[DefenseOutcome.HIT] += weight * (p_hit - p_critical)
        odds[DefenseOutcome.MISS] += weight * (1 - p_hit)
    return odds


def _check_natural(natural: int) -> None:
    if not 1 <= natural <= 20:
        raise RulesError(f"a d20 natural is between 1 and 20, not {natural}")


def _check_count(naturals: Sequence[int], expected: int, what: str) -> None:
    if len(naturals) != expected:
        raise RulesError(f"the {what} needs {expected} d20 natural(s), got {len(naturals)}")

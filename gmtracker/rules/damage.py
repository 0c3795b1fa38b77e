"""B2–B3: the damage bonus and the damage DC (part B of RULES.md).

On a hit the attacker makes a damage check instead of rolling damage (B3,
:mod:`~gmtracker.rules.damage_check`): ``d20 + damage bonus`` against the target's
``DC = (constitution + hit-dice bonus + size modifier) / 2 − wound count``.
This module computes both sides with their breakdowns.

Exact arithmetic: dice become fixed bonuses as :class:`fractions.Fraction`
(1d3 → 1/2) and every total is rounded down (toward −∞) once, at the end.
"""

from __future__ import annotations

import math
from enum import Enum
from fractions import Fraction

import msgspec

from .dice import DiceExpression, parse_dice
from .errors import RulesError

# B3: a creature with no constitution score uses this in the damage DC.
NO_CONSTITUTION_SCORE = 10


class Size(str, Enum):
    """Creature sizes of the D20 base rules (B3)."""

    FINE = "fine"
    DIMINUTIVE = "diminutive"
    TINY = "tiny"
    SMALL = "small"
    MEDIUM = "medium"
    LARGE = "large"
    HUGE = "huge"
    GARGANTUAN = "gargantuan"
    COLOSSAL = "colossal"


# B3: the grapple size modifier, ±4 per size step from Medium.
SIZE_MODIFIERS: dict[Size, int] = {size: 4 * (index - 4) for index, size in enumerate(Size)}


class DiceBonus(msgspec.Struct, frozen=True):
    """B2: one dice group ``NdF`` of a damage expression and its fixed bonus N·F/2 − 1."""

    group: str
    count: int
    sides: int
    sign: int
    bonus: Fraction
    multiplied: bool


class DamageBonus(msgspec.Struct, frozen=True):
    """B2: a damage (or healing) expression converted to a fixed bonus, every term shown.

    ``exact = (flat + dice bonuses) × multiplier + extra − reduction``; ``total``
    is ``exact`` rounded down (toward −∞) once.
    """

    damage: str
    extra: str | None
    flat: int
    extra_flat: int
    dice: tuple[DiceBonus, ...]
    multiplier: int
    reduction: int
    multiplied_part: Fraction
    extra_part: Fraction
    exact: Fraction
    total: int
    rule_ids: tuple[str, ...]


class DamageDC(msgspec.Struct, frozen=True):
    """B3: the damage DC and its breakdown.

    ``dc = floor((constitution_used + hit_dice_bonus + size_modifier) / 2) − wounds
    + temp_hp // 2``. ``wounds`` is the count the check works against: the wound
    count for lethal damage, the bruise count for nonlethal (B4).
    """

    constitution: int | None
    constitution_used: int
    hit_dice: str
    hit_dice_bonus: Fraction
    size: Size
    size_modifier: int
    exact_half: Fraction
    base: int
    wounds: int
    temp_hp: int
    temp_hp_bonus: int
    dc: int
    rule_ids: tuple[str, ...]


def damage_bonus_breakdown(
    damage: str, *, reduction: int = 0, multiplier: int = 1, extra: str | None = None
) -> DamageBonus:
    """B2: convert ``damage`` (e.g. ``"2d6+3"``) to a fixed bonus with every term shown.

    ``multiplier`` is the critical multiplier (B2 ruling; 1 on a normal hit);
    ``extra`` holds dice that are not multiplied (e.g. ``"2d6"`` sneak attack);
    ``reduction`` is damage reduction. A negative total is kept (ruling: it is a
    penalty on the damage check). Parse errors raise DiceExpressionError.
    """
    if isinstance(multiplier, bool) or not isinstance(multiplier, int) or multiplier < 1:
        raise RulesError(f"a critical multiplier is a whole number of at least 1, not {multiplier!r}")
    if isinstance(reduction, bool) or not isinstance(reduction, int) or reduction < 0:
        raise RulesError(f"damage reduction is a whole number of at least 0, not {reduction!r}")
    main = parse_dice(damage)
    main_part = main.fixed_bonus()
    extra_expression: DiceExpression | None = None
    if extra is not None and not (isinstance(extra, str) and not extra.strip()):
        extra_expression = parse_dice(extra)
    extra_part = extra_expression.fixed_bonus() if extra_expression is not None else Fraction(0)
    dice = _dice_bonuses(main, multiplied=True)
    if extra_expression is not None:
        dice += _dice_bonuses(extra_expression, multiplied=False)
    exact = main_part * multiplier + extra_part - reduction
    rule_ids = ("B2",) if multiplier == 1 else ("B2", "B1")
    return DamageBonus(
        damage=damage,
        extra=None if extra_expression is None else extra_expression.text,
        flat=main.flat,
        extra_flat=0 if extra_expression is None else extra_expression.flat,
        dice=dice,
        multiplier=multiplier,
        reduction=reduction,
        multiplied_part=main_part,
        extra_part=extra_part,
        exact=exact,
        total=math.floor(exact),
        rule_ids=rule_ids,
    )


def damage_bonus(damage: str, *, reduction: int = 0, multiplier: int = 1, extra: str | None = None) -> int:
    """B2: the damage bonus of ``damage`` (1d8 → 3, 2d6+3 ×2 with reduction 5 → 11)."""
    return damage_bonus_breakdown(damage, reduction=reduction, multiplier=multiplier, extra=extra).total


def parse_size(size: str | Size) -> Size:
    """B3: a size name (any case, surrounding spaces ignored) → :class:`Size`, or RulesError."""
    if isinstance(size, str):
        try:
            return Size(size.strip().lower())
        except ValueError:
            pass
    names = ", ".join(s.value for s in Size)
    raise RulesError(f"unknown size {size!r}: expected one of {names}")


def size_modifier(size: str | Size) -> int:
    """B3: the grapple size modifier (Fine −16 … Medium 0 … Colossal +16)."""
    return SIZE_MODIFIERS[parse_size(size)]


def damage_dc_breakdown(
    *, constitution: int | None, hit_dice: str, size: str | Size, wounds: int = 0, temp_hp: int = 0
) -> DamageDC:
    """B3: the damage DC with its breakdown (see :class:`DamageDC`).

    No constitution score (undead, constructs) uses 10. The source's worked
    example (Con 13, 4d10, Medium) states DC 11; its own formula gives 16, which
    is what the tracker computes.
    """
    if constitution is not None and constitution < 0:
        raise RulesError(f"a constitution score cannot be negative ({constitution})")
    if wounds < 0:
        raise RulesError(f"a wound or bruise count cannot be negative ({wounds})")
    if temp_hp < 0:
        raise RulesError(f"temporary hit points cannot be negative ({temp_hp})")
    parsed_size = parse_size(size)
    hit_dice_bonus = parse_dice(hit_dice).fixed_bonus()
    used = NO_CONSTITUTION_SCORE if constitution is None else constitution
    modifier = SIZE_MODIFIERS[parsed_size]
    exact_half = (used + hit_dice_bonus + modifier) / 2
    base = math.floor(exact_half)
    temp_bonus = temp_hp_dc_bonus(temp_hp)
    return DamageDC(
        constitution=constitution,
        constitution_used=used,
        hit_dice=hit_dice,
        hit_dice_bonus=hit_dice_bonus,
        size=parsed_size,
        size_modifier=modifier,
        exact_half=exact_half,
        base=base,
        wounds=wounds,
        temp_hp=temp_hp,
        temp_hp_bonus=temp_bonus,
        dc=base - wounds + temp_bonus,
        rule_ids=("B3", "B9") if constitution is None else ("B3",),
    )


def temp_hp_dc_bonus(temp_hp: int) -> int:
    """B3: temporary hit points raise the damage DC by half their number, rounded down."""
    return temp_hp // 2


def damage_dc(
    *, constitution: int | None, hit_dice: str, size: str, wounds: int = 0, temp_hp: int = 0
) -> int:
    """B3: the damage DC (Con 13, 4d10, Medium → 16)."""
    return damage_dc_breakdown(
        constitution=constitution, hit_dice=hit_dice, size=size, wounds=wounds, temp_hp=temp_hp
    ).dc


def _dice_bonuses(expression: DiceExpression, *, multiplied: bool) -> tuple[DiceBonus, ...]:
    return tuple(
        # A one-group expression reuses dice.py's exact B2 conversion for this group alone.
        DiceBonus(str(group), group.count, group.sides, group.sign,
                  DiceExpression(str(group), (group,), 0).fixed_bonus(), multiplied)
        for group in expression.groups
    )

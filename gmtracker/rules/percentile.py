"""Part C of RULES.md, the 1D100 system: its values, and the contract facade.

* C1 — naturals are 1..100 (:func:`check_natural`); every fraction is truncated toward
  zero (:func:`truncate_div`, :func:`tenth`), so ``-15 / 10`` is ``-1``, not Python's ``-2``.
* C3 — :func:`normal_check` (contract: the value comparison alone).
* C4 — difficulty bands (:func:`difficulty`, :func:`difficulty_band`).
* C5 — :func:`performance` (contract) and the :class:`Performance` record of one side.
* C6 — critical and fumble ranges (:class:`SpecialRanges`).
* C7 — the priority levels (:class:`DecidedBy`, :data:`PRIORITY_ORDER`).

The rest of part C builds on these values:

* :mod:`.percentile_checks` — one normal or versus check resolved under C6 and C7, and
  one against many (C8), as result records for the roll log.
* :mod:`.percentile_priority` — C7's player priority and roll-offs (also used by D1).
* :mod:`.percentile_odds` — exact odds of normal and versus checks.

Functions take naturals; nothing here rolls except :func:`roll_performance`, which takes
an injected :class:`~.dice.DiceSource`. Records carry codes (enum values) and rule ids,
never prose: the UI translates.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

import msgspec

from .dice import DiceSource
from .errors import RulesError
from .rule_order import sorted_rule_ids

# C1: the one die of the system.
D100 = 100


def require_int(name: str, value: object) -> int:
    """``value`` if it is a whole number (``bool`` is not), else :class:`RulesError`."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(f"{name} must be a whole number, not {value!r}")
    return value


def check_natural(natural: object, *, sides: int = D100, name: str = "natural") -> int:
    """C1: a natural of a ``sides``-sided die must be 1..sides; else :class:`RulesError`."""
    value = require_int(name, natural)
    if not 1 <= value <= sides:
        raise RulesError(f"{name} {value} is not a 1D{sides} result (1..{sides})")
    return value


def truncate_div(numerator: int, denominator: int) -> int:
    """C1: ``numerator / denominator`` with the fraction truncated (toward zero)."""
    require_int("numerator", numerator)
    if require_int("denominator", denominator) == 0:
        raise RulesError("cannot divide by zero")
    quotient = abs(numerator) // abs(denominator)
    return quotient if (numerator < 0) == (denominator < 0) else -quotient


def tenth(base: int) -> int:
    """C5 with C1: base ability value / 10, truncated toward zero (``-15`` → ``-1``)."""
    return truncate_div(require_int("base", base), 10)


class Special(str, Enum):
    """C6: what a natural is besides its number."""

    NONE = "none"
    CRITICAL = "critical"
    FUMBLE = "fumble"


class Outcome(str, Enum):
    """A check's result, for the side that made it (the active side in a VS check)."""

    SUCCESS = "success"
    FAILURE = "failure"


class DecidedBy(str, Enum):
    """C7: the priority level that decided a check, highest first.

    ``ROLL_OFF`` is the last step of player priority (two PCs or two NPCs roll 1D100).
    """

    FORCED = "forced"
    SPECIAL = "special"
    VALUES = "values"
    ACTIVE_PRIORITY = "active_priority"
    PLAYER_PRIORITY = "player_priority"
    ROLL_OFF = "roll_off"


# C7: the levels in order of precedence (index 0 beats everything below it).
PRIORITY_ORDER: tuple[DecidedBy, ...] = tuple(DecidedBy)


class Difficulty(str, Enum):
    """C4: the difficulty band of a target value."""

    TRIVIAL = "trivial"
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"
    VERY_HARD = "very_hard"


# C4: the lowest target value of each band (0–9, 10–29, 30–59, 60–89, 90–99).
DIFFICULTY_FLOOR: dict[Difficulty, int] = {
    Difficulty.TRIVIAL: 0, Difficulty.EASY: 10, Difficulty.NORMAL: 30, Difficulty.HARD: 60, Difficulty.VERY_HARD: 90,
}


def rule_ids(*ids: str) -> tuple[str, ...]:
    """Rule ids without repeats, in the order of RULES.md (C1 < C3 < … < D1)."""
    return tuple(sorted_rule_ids(ids))


def as_outcome(value: object, name: str = "forced") -> Outcome:
    """An :class:`Outcome` from a member or its code; anything else is a :class:`RulesError`."""
    try:
        return Outcome(value)
    except ValueError:
        raise RulesError(f"{name} must be 'success' or 'failure', not {value!r}") from None


class SpecialRanges(msgspec.Struct, frozen=True):
    """C6 ruling: critical on naturals ``critical_from``..100, fumble on 1..``fumble_to``.

    Defaults 96–100 and 1–5; set per encounter. ``fumble_to=0`` means no fumbles and
    ``critical_from=101`` no criticals (see :data:`NO_SPECIALS`). The ranges may not
    overlap and must lie within 1..100.
    """

    critical_from: int = 96
    fumble_to: int = 5

    def __post_init__(self) -> None:
        critical_from = require_int("critical_from", self.critical_from)
        fumble_to = require_int("fumble_to", self.fumble_to)
        if not 1 <= critical_from <= D100 + 1:
            raise RulesError(f"critical_from {critical_from} must be 1..101 (101: no criticals)")
        if not 0 <= fumble_to <= D100:
            raise RulesError(f"fumble_to {fumble_to} must be 0..100 (0: no fumbles)")
        if fumble_to >= critical_from:
            raise RulesError(
                f"the fumble range 1..{fumble_to} overlaps the critical range {critical_from}..100"
            )

    def classify(self, natural: int) -> Special:
        """C6: whether ``natural`` (1..100) is a critical, a fumble or neither."""
        value = check_natural(natural)
        if value >= self.critical_from:
            return Special.CRITICAL
        if value <= self.fumble_to:
            return Special.FUMBLE
        return Special.NONE


# C6 ruling: the tracker's default ranges (critical 96–100, fumble 1–5).
DEFAULT_SPECIALS = SpecialRanges()
# Neither criticals nor fumbles (a table that plays without them).
NO_SPECIALS = SpecialRanges(critical_from=D100 + 1, fumble_to=0)


class Modifier(msgspec.Struct, frozen=True):
    """A skill or effect value added to a performance (C3, C5); ``source`` is the caller's label."""

    source: str
    value: int

    def __post_init__(self) -> None:
        require_int("modifier value", self.value)


class Performance(msgspec.Struct, frozen=True):
    """One side's performance value (遂行値) and how it was made (C1, C3, C5, C6).

    value = (base / 10, truncated; 0 without a base) + natural + the modifiers.
    **Ruling:** a normal check that the episode bases on a statistic adds it as C5 does
    (base / 10); pass the whole number as a modifier to add it in full.

    ``base_tenth`` … ``rule_ids`` are worked out from the first four fields whenever one is
    made or read (a value given for them is replaced).
    """

    natural: int
    base: int | None = None
    modifiers: tuple[Modifier, ...] = ()
    specials: SpecialRanges = DEFAULT_SPECIALS
    base_tenth: int = 0
    modifier_total: int = 0
    value: int = 0
    special: Special = Special.NONE
    rule_ids: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        check_natural(self.natural)
        modifiers = tuple(self.modifiers)
        for modifier in modifiers:
            if not isinstance(modifier, Modifier):
                raise RulesError(f"a modifier must be a Modifier, not {modifier!r}")
        if not isinstance(self.specials, SpecialRanges):
            raise RulesError(f"specials must be SpecialRanges, not {self.specials!r}")
        base_tenth = 0 if self.base is None else tenth(self.base)
        total = sum(m.value for m in modifiers)
        special = self.specials.classify(self.natural)
        ids = ["C1"]
        if self.base is not None:
            ids.append("C5")
        if special is not Special.NONE:
            ids.append("C6")
        for name, value in (
            ("modifiers", modifiers),
            ("base_tenth", base_tenth),
            ("modifier_total", total),
            ("value", base_tenth + self.natural + total),
            ("special", special),
            ("rule_ids", rule_ids(*ids)),
        ):
            msgspec.structs.force_setattr(self, name, value)


def roll_performance(
    dice: DiceSource,
    *,
    base: int | None = None,
    modifiers: Iterable[Modifier] = (),
    specials: SpecialRanges = DEFAULT_SPECIALS,
) -> Performance:
    """Roll 1D100 from ``dice`` and make the :class:`Performance` (convenience for the UI)."""
    return Performance(dice.roll(D100), base, tuple(modifiers), specials)


# --- the contract (RULES.md "Rules core API") --------------------------------------------


def normal_check(roll: int, bonus: int, target: int) -> bool:
    """C3: success when ``roll + bonus > target`` (target 20: 21 succeeds; 42: 42 fails).

    Values only: criticals and fumbles (C6) and forced results (C7) are applied by
    :func:`.percentile_checks.resolve_normal_check`. ``roll`` is the natural (C1: 1..100).
    """
    check_natural(roll, name="roll")
    return roll + require_int("bonus", bonus) > require_int("target", target)


def performance(base: int, roll: int, bonus: int = 0) -> int:
    """C5: base // 10 truncated toward zero (C1) + roll + bonus (base 100, roll 50 → 60)."""
    check_natural(roll, name="roll")
    return tenth(base) + roll + require_int("bonus", bonus)


def difficulty_band(target: int) -> Difficulty:
    """C4: the band of ``target``; the ends are open (see :func:`difficulty`)."""
    value = require_int("target", target)
    band = Difficulty.TRIVIAL
    for candidate, floor in DIFFICULTY_FLOOR.items():  # in rising order
        if value >= floor:
            band = candidate
    return band


def difficulty(target: int) -> str:
    """C4: "trivial" 0–9, "easy" 10–29, "normal" 30–59, "hard" 60–89, "very_hard" 90–99.

    **Ruling:** the bands are labels, so the ends stay open: a target below 0 (lowered by
    effects) is "trivial" and a target of 100 or more is "very_hard". Returns the plain
    code string (:func:`difficulty_band` returns the enum member).
    """
    return difficulty_band(target).value

"""Dice expressions and injectable dice sources.

A dice expression such as ``2d6+3``, ``1d8+2d6+1``, ``4d10`` or ``2d20kl1+5`` is
parsed into an immutable :class:`DiceExpression`. Nonsense (``2d0``, ``d``,
``1d8++``, ten thousand dice) raises :class:`DiceExpressionError` with a message
that names what is wrong and where — never any other exception.

Dice are never rolled from the global :mod:`random` module. Everything that rolls
takes a :class:`DiceSource`: :class:`RandomDice` wraps a seeded
:class:`random.Random`, :class:`TypedDice` hands out the naturals a GM typed in
from the physical dice on the table.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import Protocol, runtime_checkable

import msgspec

from .errors import QT_TRANSLATE_NOOP, DiceExpressionError, DiceSourceError

# Most dice one expression may roll (a tray expression, a damage roll, hit dice).
MAX_DICE = 200
# Most sides a die may have.
MAX_SIDES = 1000
# Largest absolute flat number in an expression.
MAX_FLAT = 1_000_000


@runtime_checkable
class DiceSource(Protocol):
    """Anything that supplies naturals: ``roll(sides)`` returns 1..sides."""

    def roll(self, sides: int) -> int: ...  # pragma: no cover - protocol


class RandomDice:
    """Dice from a :class:`random.Random` (seed it for reproducible encounters)."""

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng if rng is not None else random.Random()

    def roll(self, sides: int) -> int:
        if sides < 1:
            raise DiceSourceError(f"a die needs at least one side, not {sides}")
        return self.rng.randint(1, sides)


class TypedDice:
    """The naturals a GM typed in, handed out in order.

    Each natural is checked against the die it is used for; running out or a
    value outside 1..sides raises :class:`DiceSourceError` naming the position.
    """

    def __init__(self, naturals: Iterable[int]) -> None:
        self._naturals = tuple(naturals)
        self._next = 0

    @property
    def remaining(self) -> tuple[int, ...]:
        """Naturals not used yet (a dialog warns when the GM typed too many)."""
        return self._naturals[self._next :]

    def roll(self, sides: int) -> int:
        position = self._next + 1
        if self._next >= len(self._naturals):
            raise DiceSourceError(f"die {position} (d{sides}) was not entered")
        value = self._naturals[self._next]
        if not 1 <= value <= sides:
            raise DiceSourceError(f"die {position} is a d{sides}: {value} is not between 1 and {sides}")
        self._next += 1
        return value


def roll_many(source: DiceSource, count: int, sides: int) -> tuple[int, ...]:
    """Roll ``count`` dice of ``sides`` sides from ``source``."""
    return tuple(source.roll(sides) for _ in range(count))


class DiceGroup(msgspec.Struct, frozen=True):
    """``NdF`` with an optional keep rule (``khK`` highest / ``klK`` lowest) and a sign."""

    count: int
    sides: int
    sign: int = 1
    keep: int | None = None
    keep_highest: bool = True

    @property
    def kept_count(self) -> int:
        return self.count if self.keep is None else self.keep

    def __str__(self) -> str:
        keep = "" if self.keep is None else f"{'kh' if self.keep_highest else 'kl'}{self.keep}"
        return f"{self.count}d{self.sides}{keep}"


class GroupRoll(msgspec.Struct, frozen=True):
    """The dice one group rolled: every natural, and which were kept."""

    group: DiceGroup
    naturals: tuple[int, ...]
    kept: tuple[bool, ...]

    @property
    def total(self) -> int:
        return self.group.sign * sum(n for n, k in zip(self.naturals, self.kept) if k)


class ExpressionRoll(msgspec.Struct, frozen=True):
    """A rolled expression: each group's dice, the flat part and the total."""

    expression: DiceExpression
    groups: tuple[GroupRoll, ...]

    @property
    def total(self) -> int:
        return sum(g.total for g in self.groups) + self.expression.flat


def kept_flags(naturals: Sequence[int], keep: int | None, highest: bool) -> tuple[bool, ...]:
    """Which of ``naturals`` a keep rule keeps (ties: the earlier die is kept)."""
    if keep is None:
        return (True,) * len(naturals)
    order = sorted(range(len(naturals)), key=lambda i: (-naturals[i] if highest else naturals[i], i))
    chosen = set(order[:keep])
    return tuple(i in chosen for i in range(len(naturals)))


class DiceExpression(msgspec.Struct, frozen=True):
    """A parsed dice expression: signed dice groups plus a flat number."""

    text: str
    groups: tuple[DiceGroup, ...]
    flat: int

    @property
    def dice_count(self) -> int:
        return sum(g.count for g in self.groups)

    @property
    def has_keep(self) -> bool:
        return any(g.keep is not None for g in self.groups)

    def minimum(self) -> int:
        return self.flat + sum(
            g.sign * (g.kept_count if g.sign > 0 else g.kept_count * g.sides) for g in self.groups
        )

    def maximum(self) -> int:
        return self.flat + sum(
            g.sign * (g.kept_count * g.sides if g.sign > 0 else g.kept_count) for g in self.groups
        )

    def fixed_bonus(self) -> Fraction:
        """B2: each group NdF becomes N·F/2 − 1 (signed); the flat part stays. Exact."""
        if self.has_keep:
            #: kh/kl: keep highest / keep lowest (2d20kh1); B2 turns dice into a fixed bonus.
            raise DiceExpressionError(self.text, QT_TRANSLATE_NOOP(
                "DiceError", "keep rules (kh/kl) have no fixed bonus (B2)"))
        return self.flat + sum(
            (g.sign * (Fraction(g.count * g.sides, 2) - 1) for g in self.groups), Fraction(0)
        )

    def roll(self, source: DiceSource) -> ExpressionRoll:
        rolls = []
        for group in self.groups:
            naturals = roll_many(source, group.count, group.sides)
            rolls.append(GroupRoll(group, naturals, kept_flags(naturals, group.keep, group.keep_highest)))
        return ExpressionRoll(self, tuple(rolls))

    def __str__(self) -> str:
        parts = []
        for group in self.groups:
            parts.append(("-" if group.sign < 0 else "+") + str(group))
        if self.flat or not parts:
            parts.append(f"{self.flat:+d}")
        text = "".join(parts)
        return text[1:] if text.startswith("+") else text


_TOKEN = re.compile(
    r"\s*(?:(?P<sign>[+-])|(?P<dice>(?P<count>\d*)[dD](?P<sides>\d*)(?:(?P<keep>k[hl]?)(?P<kept>\d*))?)"
    r"|(?P<number>\d+))"
)


def parse_dice(text: str) -> DiceExpression:
    """Parse a dice expression, or raise :class:`DiceExpressionError` saying why not.

    Grammar: terms joined by ``+`` or ``-`` (a leading sign is allowed); a term is a
    whole number or ``[N]dF`` with an optional ``khK`` / ``klK`` (``kK`` = ``khK``).
    """
    if not isinstance(text, str):
        raise DiceExpressionError(repr(text), QT_TRANSLATE_NOOP("DiceError", "is not text"))
    if not text.strip():
        raise DiceExpressionError(text, QT_TRANSLATE_NOOP("DiceError", "is empty"))
    groups: list[DiceGroup] = []
    flat = 0
    sign: int | None = None
    expect_term = True
    pos = 0
    end = len(text.rstrip())
    while pos < end:
        match = _TOKEN.match(text, pos)
        if match is None or match.end() == pos:
            rest = text[pos:].lstrip()
            # Point at the offending character, not at the whitespace before it.
            #: {character}: the character in quotes, such as 'x'.
            raise DiceExpressionError(text, QT_TRANSLATE_NOOP(
                "DiceError", "unexpected {character}"), len(text) - len(rest),
                character=repr(rest[:1]))
        start = match.start(match.lastgroup or 0)
        if match.group("sign"):
            if sign is not None:
                raise DiceExpressionError(text, QT_TRANSLATE_NOOP(
                    "DiceError", "two signs in a row"), start)
            sign = 1 if match.group("sign") == "+" else -1
            expect_term = True
        else:
            if not expect_term:
                raise DiceExpressionError(text, QT_TRANSLATE_NOOP(
                    "DiceError", "missing + or - between terms"), start)
            term_sign = sign if sign is not None else 1
            if match.group("dice"):
                groups.append(_group(text, match, term_sign, start))
            else:
                value = _number(text, match.group("number"), start)
                if value > MAX_FLAT:
                    raise DiceExpressionError(text, QT_TRANSLATE_NOOP(
                        "DiceError", "the number {value} is too large (at most {maximum})"),
                        start, value=value, maximum=MAX_FLAT)
                flat += term_sign * value
            sign = None
            expect_term = False
        pos = match.end()
    if expect_term:
        raise DiceExpressionError(text, QT_TRANSLATE_NOOP(
            "DiceError", "ends with a sign, a term is missing"), end - 1)
    total_dice = sum(g.count for g in groups)
    if total_dice > MAX_DICE:
        raise DiceExpressionError(text, QT_TRANSLATE_NOOP(
            "DiceError", "{count} dice are too many (at most {maximum})"),
            count=total_dice, maximum=MAX_DICE)
    return DiceExpression(text, tuple(groups), flat)


def _group(text: str, match: re.Match[str], sign: int, start: int) -> DiceGroup:
    count_text, sides_text = match.group("count"), match.group("sides")
    if not sides_text:
        raise DiceExpressionError(text, QT_TRANSLATE_NOOP(
            "DiceError", "a die needs a number of sides after 'd'"), start)
    count = _number(text, count_text, start) if count_text else 1
    sides = _number(text, sides_text, start)
    if count < 1:
        raise DiceExpressionError(text, QT_TRANSLATE_NOOP(
            "DiceError", "the number of dice must be at least 1"), start)
    if count > MAX_DICE:
        raise DiceExpressionError(text, QT_TRANSLATE_NOOP(
            "DiceError", "{count} dice are too many (at most {maximum})"), start,
            count=count, maximum=MAX_DICE)
    if sides < 2:
        raise DiceExpressionError(text, QT_TRANSLATE_NOOP(
            "DiceError", "a die needs at least 2 sides, not {sides}"), start,
            sides=sides)
    if sides > MAX_SIDES:
        raise DiceExpressionError(text, QT_TRANSLATE_NOOP(
            "DiceError", "a d{sides} has too many sides (at most {maximum})"), start,
            sides=sides, maximum=MAX_SIDES)
    keep: int | None = None
    highest = True
    if match.group("keep"):
        highest = match.group("keep") != "kl"
        if not match.group("kept"):
            raise DiceExpressionError(text, QT_TRANSLATE_NOOP(
                "DiceError", "'k' needs how many dice to keep"), start)
        keep = _number(text, match.group("kept"), start)
        if not 1 <= keep <= count:
            raise DiceExpressionError(text, QT_TRANSLATE_NOOP(
                "DiceError", "cannot keep {keep} of {count} dice"), start,
                keep=keep, count=count)
    return DiceGroup(count, sides, sign, keep, highest)



def _number(text: str, digits: str, start: int) -> int:
    """``int(digits)``, refusing numbers too long to mean anything (and Python's digit limit)."""
    significant = digits.lstrip("0")
    if len(significant) > 9:
        raise DiceExpressionError(text, QT_TRANSLATE_NOOP(
            "DiceError", "the number {digits}… is too large"), start,
            digits=digits[:12])
    # int() of the significant digits only: thousands of leading zeros would hit Python's
    # int-string digit limit and raise a bare ValueError.
    return int(significant) if significant else 0

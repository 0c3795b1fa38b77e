"""Typed modifiers and their stacking rules (RULES.md A6, A7).

Every modifier has a type, a value and a source. :func:`stack` decides which
modifiers apply and records, for each one that does not, which stacking rule
discarded it — the roll log shows both.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import Enum

import msgspec

from .errors import RulesError


class ModifierType(str, Enum):
    """The five modifier types of A6."""

    STATUS = "status"
    ENVIRONMENT = "environment"
    POTENCY = "potency"
    SITUATIONAL = "situational"
    FREE = "free"


class StackReason(str, Enum):
    """Why a modifier was applied or discarded (the UI translates the code)."""

    FREE = "free"  # free modifiers all apply
    HIGHEST_BONUS = "highest_bonus"  # status/environment: the highest bonus of its type
    LOWEST_PENALTY = "lowest_penalty"  # status/environment: the lowest penalty of its type
    HIGHEST_POTENCY = "highest_potency"  # potency: the single highest value
    SITUATIONAL_ONE = "situational_one"  # situational: the one value that applies
    NOT_HIGHEST_BONUS = "not_highest_bonus"  # a higher (or equal, earlier) bonus of its type applies
    NOT_LOWEST_PENALTY = "not_lowest_penalty"  # a lower (or equal, earlier) penalty of its type applies
    NOT_HIGHEST_POTENCY = "not_highest_potency"  # a higher (or equal, earlier) potency applies
    SITUATIONAL_OUTWEIGHED = "situational_outweighed"  # another situational value applies instead
    SITUATIONAL_CANCELLED = "situational_cancelled"  # equal bonus and penalty: neither applies (ruling)
    ZERO = "zero"  # a value of 0 changes nothing


class Modifier(msgspec.Struct, frozen=True):
    """One typed modifier: ``Modifier(ModifierType.STATUS, +2, "bless")``."""

    type: ModifierType
    value: int
    source: str = ""

    @classmethod
    def of(cls, type_name: str | ModifierType, value: int, source: str = "") -> Modifier:
        """Build from a type name, refusing unknown names with a clear message."""
        try:
            kind = ModifierType(type_name)
        except ValueError:
            names = ", ".join(t.value for t in ModifierType)
            raise RulesError(f"unknown modifier type {type_name!r} (expected one of {names})") from None
        if isinstance(value, bool) or not isinstance(value, int):
            raise RulesError(f"modifier value {value!r} is not a whole number")
        return cls(kind, value, source)


class StackedModifier(msgspec.Struct, frozen=True):
    """A modifier and what stacking made of it."""

    modifier: Modifier
    applied: bool
    reason: StackReason

    @property
    def contribution(self) -> int:
        return self.modifier.value if self.applied else 0


class Stacking(msgspec.Struct, frozen=True):
    """The outcome of stacking: each modifier in input order, and the total applied."""

    entries: tuple[StackedModifier, ...]

    @property
    def total(self) -> int:
        return sum(entry.contribution for entry in self.entries)


def _pick(values: Sequence[int], best: int) -> int:
    """Index of the first value equal to ``best``."""
    return list(values).index(best)


def situational_choice(values: Sequence[int]) -> int | None:
    """Index of the situational value that applies, or None (A6 and its mixed ruling).

    Only one applies: the highest bonus, or the lowest penalty; with both present the
    larger in size applies, and on equal size neither does.
    """
    bonuses = [v for v in values if v > 0]
    penalties = [v for v in values if v < 0]
    best_bonus = max(bonuses, default=0)
    worst_penalty = min(penalties, default=0)
    if best_bonus > -worst_penalty:
        return _pick(values, best_bonus)
    if -worst_penalty > best_bonus:
        return _pick(values, worst_penalty)
    return None


def situational_value(values: Sequence[int]) -> int:
    """The situational contribution of ``values`` (0 when none applies)."""
    index = situational_choice(values)
    return 0 if index is None else values[index]


def stack(modifiers: Iterable[Modifier]) -> Stacking:
    """Apply the A6 stacking rules; the result keeps the input order.

    Among equal values of one type the first one listed applies, so the total never
    depends on the order (a property test checks this).
    """
    mods = tuple(modifiers)
    outcome: dict[int, StackedModifier] = {}
    for kind in ModifierType:
        indices = [i for i, m in enumerate(mods) if m.type is kind]
        values = [mods[i].value for i in indices]
        for position, index in enumerate(indices):
            outcome[index] = _judge(mods[index], position, values)
    return Stacking(tuple(outcome[i] for i in range(len(mods))))


def _judge(modifier: Modifier, position: int, values: list[int]) -> StackedModifier:
    value = modifier.value
    kind = modifier.type
    if kind is ModifierType.FREE:
        return StackedModifier(modifier, True, StackReason.FREE)
    if kind is ModifierType.POTENCY:
        best = _pick(values, max(values))
        if position == best:
            return StackedModifier(modifier, True, StackReason.HIGHEST_POTENCY)
        return StackedModifier(modifier, False, StackReason.NOT_HIGHEST_POTENCY)
    if value == 0:
        return StackedModifier(modifier, False, StackReason.ZERO)
    if kind is ModifierType.SITUATIONAL:
        choice = situational_choice(values)
        if choice == position:
            return StackedModifier(modifier, True, StackReason.SITUATIONAL_ONE)
        if choice is None:
            return StackedModifier(modifier, False, StackReason.SITUATIONAL_CANCELLED)
        return StackedModifier(modifier, False, StackReason.SITUATIONAL_OUTWEIGHED)
    # status and environment: the highest bonus and the lowest penalty both apply
    if value > 0:
        if position == _pick(values, max(values)):
            return StackedModifier(modifier, True, StackReason.HIGHEST_BONUS)
        return StackedModifier(modifier, False, StackReason.NOT_HIGHEST_BONUS)
    if position == _pick(values, min(values)):
        return StackedModifier(modifier, True, StackReason.LOWEST_PENALTY)
    return StackedModifier(modifier, False, StackReason.NOT_LOWEST_PENALTY)


def stack_modifiers(modifiers: Iterable[tuple[str, int]]) -> int:
    """A6 contract: the total of ``(type name, value)`` pairs after stacking."""
    return stack(Modifier.of(name, value) for name, value in modifiers).total

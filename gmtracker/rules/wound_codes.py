"""Part B's codes: damage effects, damage states, outcomes and counts (B4, B5).

Each enum's values are the strings the contract and the roll log use
(``DamageState.SERIOUSLY_WOUNDED == "seriously_wounded"``); the UI turns them
into words. :func:`parse_code` turns a code typed anywhere into its member or
raises :class:`~gmtracker.rules.errors.RulesError` naming the known codes.
"""

from __future__ import annotations

from enum import Enum
from typing import TypeVar

from .errors import RulesError

E = TypeVar("E", bound=Enum)


class DamageEffect(str, Enum):
    """What a successful damage check does (B4): a count increment or a damage state."""

    WOUND = "wound"
    BRUISE = "bruise"
    SERIOUSLY_WOUNDED = "seriously_wounded"
    DISABLED = "disabled"
    UNCONSCIOUS = "unconscious"
    DEAD = "dead"
    SERIOUSLY_BRUISED = "seriously_bruised"
    DAZED = "dazed"


class DamageState(str, Enum):
    """The damage states of B5 (the effects of B4 other than the counts)."""

    SERIOUSLY_WOUNDED = "seriously_wounded"
    DISABLED = "disabled"
    UNCONSCIOUS = "unconscious"
    DEAD = "dead"
    SERIOUSLY_BRUISED = "seriously_bruised"
    DAZED = "dazed"


class DamageOutcome(str, Enum):
    """The most severe effect of one damage check (B4), for the log and the odds."""

    NO_EFFECT = "no_effect"
    WOUND = "wound"
    BRUISE = "bruise"
    SERIOUSLY_WOUNDED = "seriously_wounded"
    SERIOUSLY_BRUISED = "seriously_bruised"
    DISABLED = "disabled"
    DAZED = "dazed"
    UNCONSCIOUS = "unconscious"
    DEAD = "dead"


class CountKind(str, Enum):
    """Which count something changes: the wound count or the bruise count (B4)."""

    WOUNDS = "wounds"
    BRUISES = "bruises"


def parse_code(enum_type: type[E], value: object, what: str) -> E:
    """``enum_type(value)``, or RulesError saying which ``what`` codes are known."""
    try:
        return enum_type(value)
    except ValueError:
        names = ", ".join(str(member.value) for member in enum_type)
        raise RulesError(f"unknown {what} {value!r}: expected one of {names}") from None


def parse_state(state: str) -> DamageState:
    """A damage state code → :class:`DamageState` (RulesError for anything else)."""
    return parse_code(DamageState, state, "damage state")

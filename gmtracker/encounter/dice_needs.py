"""Which dice an action needs before it is built, and rolling them.

DESIGN.md, "How a GM's click flows", step 2: the dice are rolled (or typed in by the
GM from the physical dice on the table) *before* the command is built, and the command
holds the naturals. A dialog first asks a command class which dice it needs (a tuple
of :class:`DieNeed`, one per die, in the order the command uses them), offers "Enter
dice" for them, and then builds the command from a
:class:`~gmtracker.rules.dice.TypedDice` of what was typed or from a
:class:`~gmtracker.rules.dice.RandomDice` — the same ``roll`` classmethod either way.

A need carries codes, never prose: the UI turns ``purpose`` and ``state`` into words.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from gmtracker.rules.dice import DiceSource


@dataclass(frozen=True)
class DieNeed:
    """One die an action needs: its sides, what it is for, and whose it is.

    ``purpose`` is a code: ``"healing_recovery_check"`` (B7), ``"dying_check"`` (B5),
    ``"recovery_check"`` (B8), ``"percentile_check"`` (C3/C5/C8). ``state`` is the
    damage state code of a recovery check; ``index`` numbers the dice of one purpose,
    combatant and state (the 1st, 2nd… recovery check of a long rest), from 0.
    """

    sides: int
    purpose: str
    combatant: str | None = None
    state: str | None = None
    index: int = 0


def roll_needs(dice: DiceSource, needs: Iterable[DieNeed]) -> tuple[int, ...]:
    """One natural per need, rolled from ``dice`` in order."""
    return tuple(dice.roll(need.sides) for need in needs)

"""Which dice an action needs before it is built, and rolling them.

DESIGN.md, "How a GM's click flows", step 2: the dice are rolled (or typed in by the
GM from the physical dice on the table) *before* the command is built, and the command
holds the naturals. A dialog asks a command which dice it still needs
(:meth:`~.dice_protocol.DiceCommand.dice_needed`: a tuple of :class:`DieNeed`, one per
die, in the order the command uses them), offers "Enter dice" for them, and hands the
naturals to :meth:`~.dice_protocol.DiceCommand.with_dice` — or lets
:meth:`~.dice_protocol.DiceCommand.roll` roll them from any
:class:`~gmtracker.rules.dice.DiceSource`.

A need carries codes, never prose: the UI turns them into words ("Borin's hit check
against Goblin: d20", "penalty die 1 of 2: d20"). Every die of one ``dice_needed``
answer is distinguishable by its fields: who rolls (``combatant``), what for
(``purpose``, ``state``, ``target``), which die (``sides``) and its place (``role``,
``index`` of ``of``).
"""

from __future__ import annotations

from collections.abc import Iterable
import msgspec

from gmtracker.rules.dice import DiceSource

# Roles of a die within the dice of one roll.
MAIN = "main"  # the roll's own die (a d20 check's first d20, a 1D100, a recovery check's d20)
PENALTY = "penalty"  # A3: one more d20 (lowest kept); B1: the defender's extra d20 (highest kept)
ADVANTAGE = "advantage"  # A7: a d6 added as a situational bonus (highest kept)
DISADVANTAGE = "disadvantage"  # A7: a d6 taken as a situational penalty (highest kept)
ROLES = (MAIN, PENALTY, ADVANTAGE, DISADVANTAGE)


class DieNeed(msgspec.Struct, frozen=True):
    """One die an action needs: which die, what it is for, who rolls it and its place.

    ``sides``: the die (20, 6, 100…), one die per need. ``purpose`` is a code:
    ``"check"`` / ``"reroll"`` (A2–A5), ``"hit_check"`` (A14), ``"defense_check"`` and
    ``"confirmation"`` (B1), ``"advantage_die"`` (A7), ``"damage_check"`` (B3),
    ``"versus_active"`` / ``"versus_passive"`` (C5, C8), ``"healing_recovery_check"`` (B7),
    ``"dying_check"`` (B5), ``"recovery_check"`` (B8), ``"percentile_check"`` (C3/C5),
    ``"roll_off"`` (C7, D1), ``"initiative"`` (D1). ``combatant`` is who rolls (None: the
    GM); ``target`` whom the roll is about when that is someone else (an attack's target);
    ``state`` the damage state code of a recovery check. ``role`` is one of :data:`ROLES`;
    ``index`` numbers the dice of one role of one roll from 0 and ``of`` says how many there
    are (the 2nd of 2 penalty dice: ``role="penalty", index=1, of=2``; the 3rd of 60
    recovery checks of a long rest: ``index=2, of=60``; roll-off round 2: ``index=1``).
    """

    sides: int
    purpose: str
    combatant: str | None = None
    state: str | None = None
    index: int = 0
    role: str = MAIN
    of: int = 1
    target: str | None = None


def d20_roll_needs(purpose: str, combatant: str | None, d20_count: int, *, target: str | None = None,
                   sides: int = 20) -> list[DieNeed]:
    """A d20 roll with penalty dice (A3; B1's extra defense d20): the main die, then ``d20_count - 1``
    penalty dice, numbered 1 of n, 2 of n."""
    if d20_count <= 0:
        return []
    penalties = d20_count - 1
    return [DieNeed(sides, purpose, combatant, target=target)] + [
        DieNeed(sides, purpose, combatant, index=i, role=PENALTY, of=penalties, target=target)
        for i in range(penalties)]


def advantage_needs(combatant: str | None, count: int, net_advantage: int, *, target: str | None = None,
                    purpose: str = "advantage_die") -> list[DieNeed]:
    """A7: ``count`` advantage d6 (``net_advantage`` > 0) or disadvantage d6, numbered 1 of n."""
    role = ADVANTAGE if net_advantage > 0 else DISADVANTAGE
    return [DieNeed(6, purpose, combatant, index=i, role=role, of=count, target=target) for i in range(count)]


def series_needs(sides: int, purpose: str, combatant: str | None, count: int, *, state: str | None = None,
                 target: str | None = None) -> list[DieNeed]:
    """``count`` rolls of the same kind, one die each (recovery checks of a long rest), numbered 1 of n."""
    return [DieNeed(sides, purpose, combatant, state, i, of=count, target=target) for i in range(count)]


def roll_needs(dice: DiceSource, needs: Iterable[DieNeed]) -> tuple[int, ...]:
    """One natural per need, rolled from ``dice`` in order."""
    return tuple(dice.roll(need.sides) for need in needs)

"""D1 (tracker ruling): initiative values and the turn order.

None of the rule texts defines initiative. Defaults: d20 + agility for the d20 rules
(parts A and B), 1D100 + base value / 10 (truncated, C1) for the 1D100 rules (part C);
the GM may type any value instead.

The turn order sorts by initiative, highest first. Equal initiatives are broken, in
order: player characters first (as C7's player priority), then the higher modifier
(agility, or base value / 10), then a roll-off (C7's ruling: the higher natural goes
first, ties reroll). The roll-off naturals are supplied, never rolled here:
:func:`pending_roll_offs` says who must roll for which round, :func:`turn_order` raises
:class:`~.percentile_priority.MoreDiceNeeded` while a tie is unbroken. The order does not
depend on the order of the entries: it is a function of their values and the naturals.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import Enum
from itertools import groupby

import msgspec

from .errors import RulesError
from .percentile import D100, check_natural, require_int, rule_ids, tenth
from .percentile_priority import MoreDiceNeeded, PendingRollOff, RollOff, roll_off, roll_off_pending

# D1: the die of the d20 rules' initiative.
D20 = 20


def d20_initiative(natural: int, agility: int) -> int:
    """D1, d20 rules: the natural (1..20) + agility."""
    return check_natural(natural, sides=D20) + require_int("agility", agility)


def percentile_initiative(natural: int, base: int) -> int:
    """D1, 1D100 rules: the natural (1..100) + base value / 10, truncated toward zero (C1)."""
    return check_natural(natural) + tenth(base)


class InitiativeEntry(msgspec.Struct, frozen=True):
    """One combatant in the turn order: its key, initiative, tie-break modifier and side."""

    key: str
    initiative: int
    modifier: int = 0
    is_pc: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.key, str) or not self.key:
            raise RulesError(f"an initiative entry needs a non-empty text key, not {self.key!r}")
        require_int("initiative", self.initiative)
        require_int("modifier", self.modifier)
        if not isinstance(self.is_pc, bool):
            raise RulesError(f"is_pc must be True or False, not {self.is_pc!r}")

    @classmethod
    def d20(cls, key: str, natural: int, agility: int, *, is_pc: bool = False) -> InitiativeEntry:
        """D1 default for the d20 rules; the modifier is the agility."""
        return cls(key, d20_initiative(natural, agility), agility, is_pc)

    @classmethod
    def percentile(cls, key: str, natural: int, base: int, *, is_pc: bool = False) -> InitiativeEntry:
        """D1 default for the 1D100 rules; the modifier is base value / 10."""
        return cls(key, percentile_initiative(natural, base), tenth(base), is_pc)


class TieBreaker(str, Enum):
    """D1: what put one of two combatants with equal initiative first."""

    PLAYER_CHARACTER = "player_character"
    MODIFIER = "modifier"
    ROLL_OFF = "roll_off"


class TieBreak(msgspec.Struct, frozen=True):
    """Two neighbours in the turn order with the same initiative, and why ``ahead`` is first."""

    ahead: str
    behind: str
    initiative: int
    broken_by: TieBreaker


class TurnOrder(msgspec.Struct, frozen=True):
    """D1: the keys in turn order, every tie and how it was broken, and each roll-off."""

    keys: tuple[str, ...]
    entries: tuple[InitiativeEntry, ...]
    ties: tuple[TieBreak, ...]
    roll_offs: tuple[RollOff, ...]
    rule_ids: tuple[str, ...]


def _rank(entry: InitiativeEntry) -> tuple[int, bool, int]:
    """What orders the entries before a roll-off, in order of importance (all: higher first)."""
    return (entry.initiative, entry.is_pc, entry.modifier)


def _groups(entries: Sequence[InitiativeEntry]) -> list[list[InitiativeEntry]]:
    """The entries sorted by :func:`_rank` (highest first, then by key), grouped by rank."""
    checked = tuple(entries)
    for entry in checked:
        if not isinstance(entry, InitiativeEntry):
            raise RulesError(f"an entry must be an InitiativeEntry, not {entry!r}")
    keys = [entry.key for entry in checked]
    if len(set(keys)) != len(keys):
        raise RulesError("two initiative entries have the same key")
    ordered = sorted(checked, key=lambda entry: entry.key)
    ordered.sort(key=_rank, reverse=True)
    return [list(group) for _, group in groupby(ordered, key=_rank)]


def ranked_groups(entries: Sequence[InitiativeEntry]) -> tuple[tuple[str, ...], ...]:
    """D1: the keys in turn order as far as initiative, side (C7) and modifier decide it:
    one group per place, a group of several being a tie only a roll-off breaks."""
    return tuple(tuple(e.key for e in group) for group in _groups(entries))


def roll_off_groups(entries: Sequence[InitiativeEntry]) -> tuple[tuple[str, ...], ...]:
    """D1: the entries tied on initiative, side and modifier, which need a roll-off."""
    return tuple(tuple(e.key for e in group) for group in _groups(entries) if len(group) > 1)


def pending_roll_offs(
    entries: Sequence[InitiativeEntry],
    roll_offs: Mapping[str, Sequence[int]] | None = None,
    *,
    sides: int = D100,
) -> tuple[PendingRollOff, ...]:
    """D1: who must still roll, and for which round, given the roll-off naturals so far.

    ``roll_offs[key]`` is the key's roll-off natural for round 1, 2, …; collect one for
    each ``missing`` key of each pending tie and ask again until this is empty.
    """
    naturals = roll_offs or {}
    pending: list[PendingRollOff] = []
    for group in roll_off_groups(entries):
        pending.extend(roll_off_pending(group, naturals, sides=sides))
    return tuple(pending)


def turn_order(
    entries: Sequence[InitiativeEntry],
    roll_offs: Mapping[str, Sequence[int]] | None = None,
    *,
    sides: int = D100,
) -> TurnOrder:
    """D1: the turn order, highest initiative first; ties: PCs first, higher modifier, roll-off.

    **Ruling:** the roll-off die defaults to 1D100 (C7's roll-off); pass ``sides=20`` to
    roll it with a d20. Naturals for entries that are not tied are ignored. Raises
    :class:`MoreDiceNeeded` (listing every unbroken tie) when roll-off naturals are missing.
    """
    naturals = roll_offs or {}
    pending = pending_roll_offs(entries, naturals, sides=sides)
    if pending:
        raise MoreDiceNeeded(pending)
    ordered: list[InitiativeEntry] = []
    records: list[RollOff] = []
    for group in _groups(entries):
        if len(group) == 1:
            ordered.extend(group)
            continue
        record = roll_off([e.key for e in group], naturals, sides=sides, cite=("C7", "D1"))
        records.append(record)
        by_key = {e.key: e for e in group}
        ordered.extend(by_key[key] for key in record.order)
    ties = []
    for ahead, behind in zip(ordered, ordered[1:]):
        if ahead.initiative != behind.initiative:
            continue
        if ahead.is_pc != behind.is_pc:
            reason = TieBreaker.PLAYER_CHARACTER
        elif ahead.modifier != behind.modifier:
            reason = TieBreaker.MODIFIER
        else:
            reason = TieBreaker.ROLL_OFF
        ties.append(TieBreak(ahead.key, behind.key, ahead.initiative, reason))
    ids = rule_ids("D1", *(["C7"] if ties else []))
    return TurnOrder(tuple(e.key for e in ordered), tuple(ordered), tuple(ties), tuple(records), ids)

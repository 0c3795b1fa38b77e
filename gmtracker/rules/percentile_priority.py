"""Part C, C7's lowest levels: player priority and the roll-off (also used by D1).

When a check is still undecided with no active side (simultaneous actions), the player
character wins; between two player characters each rolls 1D100 and the higher wins.
**Ruling:** ties reroll, and two non-player characters roll off the same way.

The roll-off never rolls: it takes the naturals already rolled, a sequence per
contender (its roll for round 1, round 2, …). Only contenders still tied roll again, so
several can roll off at once (initiative, D1). When the naturals run out before every
tie is broken, :func:`roll_off` raises :class:`MoreDiceNeeded`, whose ``pending`` says who
must roll for which round; :func:`roll_off_pending` asks the same question without
raising, so the UI can collect the dice first.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import msgspec

from .errors import RulesError
from .percentile import D100, DecidedBy, Outcome, Performance, check_natural, require_int, rule_ids
from .percentile_checks import special_outcome


class PendingRollOff(msgspec.Struct, frozen=True):
    """Contenders still tied who must roll for round ``round`` (1-based).

    ``missing`` are those of ``keys`` whose natural for that round was not supplied.
    """

    keys: tuple[str, ...]
    round: int
    missing: tuple[str, ...]


class MoreDiceNeeded(RulesError):
    """A roll-off is still tied after the naturals supplied: the UI should ask for more."""

    def __init__(self, pending: tuple[PendingRollOff, ...]) -> None:
        self.pending = pending
        needs = "; ".join(f"{', '.join(p.missing)} for round {p.round}" for p in pending)
        super().__init__(f"a roll-off is still tied: more dice are needed ({needs})")


class RollOffRound(msgspec.Struct, frozen=True):
    """Everyone who rolled in one round of a roll-off, as ``(key, natural)`` pairs."""

    number: int
    rolls: tuple[tuple[str, int], ...]


class RollOff(msgspec.Struct, frozen=True):
    """A finished roll-off: each round's rolls and the resulting order (highest first)."""

    contenders: tuple[str, ...]
    sides: int
    rounds: tuple[RollOffRound, ...]
    order: tuple[str, ...]
    rule_ids: tuple[str, ...]

    @property
    def winner(self) -> str:
        return self.order[0]


def _contenders(contenders: Sequence[str]) -> tuple[str, ...]:
    keys = tuple(contenders)
    if len(keys) < 2:
        raise RulesError("a roll-off needs at least two contenders")
    if len(set(keys)) != len(keys):
        raise RulesError(f"a roll-off lists a contender twice: {keys!r}")
    return keys


def _walk(
    contenders: Sequence[str], naturals: Mapping[str, Sequence[int]], sides: int
) -> tuple[tuple[str, ...], tuple[RollOffRound, ...], tuple[PendingRollOff, ...]]:
    """Rank the contenders round by round; the order is provisional while anything is pending."""
    keys = _contenders(contenders)
    if require_int("sides", sides) < 2:
        raise RulesError(f"a roll-off die needs at least 2 sides, not {sides}")
    rolled = {key: tuple(check_natural(n, sides=sides, name=f"roll-off natural of {key!r}")
                         for n in naturals.get(key, ())) for key in keys}
    rounds: dict[int, list[tuple[str, int]]] = {}
    pending: list[PendingRollOff] = []

    def rank(group: tuple[str, ...], depth: int) -> list[str]:
        if len(group) == 1:
            return list(group)
        missing = tuple(key for key in group if len(rolled[key]) <= depth)
        if missing:
            pending.append(PendingRollOff(group, depth + 1, missing))
            return list(group)
        rounds.setdefault(depth, []).extend((key, rolled[key][depth]) for key in group)
        order: list[str] = []
        for value in sorted({rolled[key][depth] for key in group}, reverse=True):
            order.extend(rank(tuple(key for key in group if rolled[key][depth] == value), depth + 1))
        return order

    order = rank(keys, 0)
    records = tuple(RollOffRound(depth + 1, tuple(rolls)) for depth, rolls in sorted(rounds.items()))
    return tuple(order), records, tuple(pending)


def roll_off_pending(
    contenders: Sequence[str], naturals: Mapping[str, Sequence[int]], *, sides: int = D100
) -> tuple[PendingRollOff, ...]:
    """C7: which ties are still unbroken with these naturals (empty: the roll-off is done)."""
    return _walk(contenders, naturals, sides)[2]


def roll_off(
    contenders: Sequence[str],
    naturals: Mapping[str, Sequence[int]],
    *,
    sides: int = D100,
    cite: tuple[str, ...] = ("C7",),
) -> RollOff:
    """C7 ruling: rank ``contenders`` by their naturals, highest first; ties reroll.

    ``naturals[key]`` is the key's roll for round 1, 2, …; a contender rolls in a round
    only while it is still tied. Naturals are checked against 1..``sides`` (C1); those
    not needed are ignored; so are keys that are not contenders. ``cite`` are the rule
    ids the record carries. Raises :class:`MoreDiceNeeded` when a tie remains.
    """
    order, rounds, pending = _walk(contenders, naturals, sides)
    if pending:
        raise MoreDiceNeeded(pending)
    return RollOff(tuple(contenders), sides, rounds, order, rule_ids(*cite))


# --- simultaneous actions: no active side ----------------------------------------------------


class Contender(msgspec.Struct, frozen=True):
    """One side of a check with no active side: its key, whether it is a player
    character, and its performance (None when there is nothing to compare)."""

    key: str
    is_pc: bool
    performance: Performance | None = None


class SimultaneousResult(msgspec.Struct, frozen=True):
    """C7: who prevailed between two sides with no active side, and which level decided it."""

    first: Contender
    second: Contender
    winner: str
    decided_by: DecidedBy
    forced_winner: str | None
    specials_cancelled: bool
    roll_off: RollOff | None
    rule_ids: tuple[str, ...]

    @property
    def loser(self) -> str:
        return self.second.key if self.winner == self.first.key else self.first.key


def _decide(
    first: Contender, second: Contender, forced_winner: str | None
) -> tuple[str | None, DecidedBy, bool]:
    """C7 down to player priority: ``(winner or None for a roll-off, level, cancelled)``."""
    for contender in (first, second):
        if not isinstance(contender, Contender):
            raise RulesError(f"a side must be a Contender, not {contender!r}")
    if first.key == second.key:
        raise RulesError(f"both sides are {first.key!r}")
    if (first.performance is None) != (second.performance is None):
        raise RulesError("either both sides have a performance or neither has")
    if forced_winner is not None:
        if forced_winner not in (first.key, second.key):
            raise RulesError(f"the forced winner {forced_winner!r} is neither side")
        return forced_winner, DecidedBy.FORCED, False
    cancelled = False
    if first.performance is not None and second.performance is not None:
        by_special, cancelled = special_outcome(first.performance.special, second.performance.special)
        if by_special is not None:
            winner = first.key if by_special is Outcome.SUCCESS else second.key
            return winner, DecidedBy.SPECIAL, False
        if first.performance.value != second.performance.value:
            winner = first.key if first.performance.value > second.performance.value else second.key
            return winner, DecidedBy.VALUES, cancelled
    if first.is_pc != second.is_pc:
        return (first.key if first.is_pc else second.key), DecidedBy.PLAYER_PRIORITY, cancelled
    return None, DecidedBy.ROLL_OFF, cancelled


def needs_roll_off(first: Contender, second: Contender, *, forced_winner: str | None = None) -> bool:
    """C7: whether :func:`resolve_simultaneous` will need roll-off dice (ask for them first)."""
    return _decide(first, second, forced_winner)[0] is None


def resolve_simultaneous(
    first: Contender,
    second: Contender,
    *,
    forced_winner: str | None = None,
    rolls: Sequence[tuple[int, int]] = (),
) -> SimultaneousResult:
    """C7 with no active side: forced > specials > values > player priority > roll-off.

    Specials work as C6 with ``first`` in the active side's place (a critical wins, a
    fumble loses, opposite specials cancel). There is no active priority, so equal
    values go to the player character; two PCs or two NPCs roll off with ``rolls``, pairs
    of 1D100 naturals (first's, second's) in round order; ties reroll. Raises
    :class:`MoreDiceNeeded` when the pairs run out before a winner.
    """
    winner, level, cancelled = _decide(first, second, forced_winner)
    record = None
    if winner is None:
        pairs = tuple(rolls)
        for pair in pairs:
            if not isinstance(pair, tuple) or len(pair) != 2:
                raise RulesError(f"a roll-off round is a pair of naturals, not {pair!r}")
        naturals = {first.key: [a for a, _ in pairs], second.key: [b for _, b in pairs]}
        record = roll_off((first.key, second.key), naturals)
        winner = record.winner
    ids = ["C7"]
    for contender in (first, second):
        if contender.performance is not None:
            ids.extend(contender.performance.rule_ids)
    if level is DecidedBy.SPECIAL or cancelled:
        ids.append("C6")
    return SimultaneousResult(
        first, second, winner, level, forced_winner, cancelled, record, rule_ids(*ids)
    )

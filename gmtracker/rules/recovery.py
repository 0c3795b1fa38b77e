"""B6–B9, B12: rest, healing, recovery checks and the clock they run on.

* B6 rest: each hour lowers the wound count by 1 (not while seriously wounded),
  each minute the bruise count by 1 (not while seriously bruised); rest carried over
  from consecutive earlier rests counts towards the next hour / minute (D2 ruling).
* B7 healing: healing dice become a healing bonus by B2; it either lowers a
  count (1 wound per 2 points, 5 bruises per point, remainder lost) or pays for
  one recovery check of a chosen state (always rolled).
* B8 recovery checks: d20 + constitution modifier (natural) or + healing bonus
  against DC 20 (disabled) or 10 (others) after each recovery period; natural
  checks while resting may take 10 or take 20 (20 periods). States recover
  independently.
* B9 creatures without constitution have no natural recovery.
* B12 time: one round is 6 seconds, a minute 10 rounds, an hour 600 rounds.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from fractions import Fraction

import msgspec

from .damage import DamageBonus, damage_bonus_breakdown
from .errors import RulesError
from .states import WoundTrack, constitution_modifier, parse_count
from .wound_codes import CountKind, DamageState, parse_code, parse_state

# B12: seconds in one round.
ROUND_SECONDS = 6
# B12: rounds in one minute.
ROUNDS_PER_MINUTE = 10
# B12: rounds in one hour.
ROUNDS_PER_HOUR = 600

# B8: recovery periods in rounds. Seriously bruised: 1 minute by ruling (the source gives none).
RECOVERY_PERIOD_ROUNDS: dict[DamageState, int] = {
    DamageState.UNCONSCIOUS: ROUNDS_PER_MINUTE,
    DamageState.DAZED: ROUNDS_PER_MINUTE,
    DamageState.SERIOUSLY_BRUISED: ROUNDS_PER_MINUTE,
    DamageState.DISABLED: ROUNDS_PER_HOUR,
    DamageState.SERIOUSLY_WOUNDED: ROUNDS_PER_HOUR,
}
# B8: recovery check DCs (dead has none: it does not recover).
RECOVERY_DC: dict[DamageState, int] = {state: 10 for state in RECOVERY_PERIOD_ROUNDS}
RECOVERY_DC[DamageState.DISABLED] = 20
# B8: take 20 spends this many recovery periods.
TAKE_20_PERIODS = 20
# B7: wound count removed per this many healing points; bruises removed per point.
HEALING_POINTS_PER_WOUND = 2
BRUISES_PER_HEALING_POINT = 5


class RecoverySource(str, Enum):
    """What pays for a recovery check (B8)."""

    NATURAL = "natural"
    HEALING = "healing"


class RecoveryMode(str, Enum):
    """How the d20 of a recovery check is decided (B8)."""

    ROLL = "roll"
    TAKE_10 = "take_10"
    TAKE_20 = "take_20"


class RestResult(msgspec.Struct, frozen=True):
    """B6: what a span of rest did to the counts.

    ``hours`` / ``minutes``: the whole hours / minutes of rest counted, the carried rest
    included. ``wound_rounds`` / ``bruise_rounds``: the rest left over towards the next
    wound / bruise (0 when that count is 0 or locked: nothing to carry it to).
    """

    rounds: int
    hours: int
    minutes: int
    before: WoundTrack
    after: WoundTrack
    wounds_removed: int
    bruises_removed: int
    rule_ids: tuple[str, ...]
    carried_wound_rounds: int = 0
    carried_bruise_rounds: int = 0
    wound_rounds: int = 0
    bruise_rounds: int = 0


class HealingResult(msgspec.Struct, frozen=True):
    """B7 use (1): a healing bonus spent on the wound or bruise count."""

    bonus: int
    count: CountKind
    removed: int
    points_used: int
    points_lost: int
    before: WoundTrack
    after: WoundTrack
    healing: DamageBonus | None
    rule_ids: tuple[str, ...]


class RecoveryCheck(msgspec.Struct, frozen=True):
    """B8: one recovery check of one damage state.

    ``natural`` is the rolled d20 (``None`` when taking 10 or 20); ``die`` is
    the value used (the natural, 10 or 20). ``periods_spent`` is 0 for healing.
    """

    state: DamageState
    source: RecoverySource
    mode: RecoveryMode
    natural: int | None
    die: int
    bonus: int
    modifier: int
    total: int
    dc: int
    success: bool
    periods_spent: int
    rule_ids: tuple[str, ...]


def duration_rounds(*, hours: int = 0, minutes: int = 0, seconds: int = 0) -> int:
    """B12: a duration in whole rounds (6 s each), partial rounds dropped."""
    return hours * ROUNDS_PER_HOUR + minutes * ROUNDS_PER_MINUTE + seconds // ROUND_SECONDS


def rest(
    track: WoundTrack, *, rounds: int, carried_wound_rounds: int = 0, carried_bruise_rounds: int = 0,
) -> RestResult:
    """B6: rest for ``rounds`` rounds (whole hours and whole minutes count).

    D2 ruling: rest accumulates across consecutive rests. ``carried_wound_rounds`` (under
    an hour) and ``carried_bruise_rounds`` (under a minute) are the rest already spent
    towards the next wound / bruise; the result says what is left over for the next rest.
    The states are taken as they are for the whole span: the encounter splits a
    rest where a recovery check ends seriously wounded / seriously bruised.
    """
    if rounds < 0:
        raise RulesError(f"a rest cannot last a negative number of rounds ({rounds})")
    if not 0 <= carried_wound_rounds < ROUNDS_PER_HOUR or not 0 <= carried_bruise_rounds < ROUNDS_PER_MINUTE:
        raise RulesError(f"carried rest must be under an hour (wounds) and a minute (bruises), not "
                         f"{carried_wound_rounds} and {carried_bruise_rounds} rounds")
    hours, wound_left = divmod(carried_wound_rounds + rounds, ROUNDS_PER_HOUR)
    minutes, bruise_left = divmod(carried_bruise_rounds + rounds, ROUNDS_PER_MINUTE)
    wounds_removed = 0 if track.wounds_locked else min(track.wounds, hours)
    bruises_removed = 0 if track.bruises_locked else min(track.bruises, minutes)
    after = msgspec.structs.replace(track, wounds=track.wounds - wounds_removed, bruises=track.bruises - bruises_removed)
    return RestResult(rounds, hours, minutes, track, after, wounds_removed, bruises_removed, ("B6", "B12"),
                      carried_wound_rounds, carried_bruise_rounds,
                      wound_left if after.wounds and not after.wounds_locked else 0,
                      bruise_left if after.bruises and not after.bruises_locked else 0)


def healing_bonus(healing: str) -> DamageBonus:
    """B7: healing dice converted to a healing bonus by B2 (``"1d8+1"`` → total 4)."""
    return damage_bonus_breakdown(healing)


def healing_options(track: WoundTrack) -> frozenset[CountKind]:
    """B7 use (1): the counts a healing bonus may lower now (not while locked by B5)."""
    options: set[CountKind] = set()
    if track.wounds and not track.wounds_locked:
        options.add(CountKind.WOUNDS)
    if track.bruises and not track.bruises_locked:
        options.add(CountKind.BRUISES)
    return frozenset(options)


def heal_count(track: WoundTrack, bonus: int | DamageBonus, *, count: CountKind | str) -> HealingResult:
    """B7 use (1): lower the wound count by 1 per 2 points or the bruise count by 5 per point.

    Points beyond what the count needs, and an odd point on wounds, are lost.
    Raises RulesError while seriously wounded (wounds) / seriously bruised (bruises).
    """
    kind = parse_count(count)
    detail = bonus if isinstance(bonus, DamageBonus) else None
    points = bonus.total if isinstance(bonus, DamageBonus) else bonus
    if kind is CountKind.WOUNDS and track.wounds_locked:
        raise RulesError("a seriously wounded creature's wound count cannot be lowered (B5, B7)")
    if kind is CountKind.BRUISES and track.bruises_locked:
        raise RulesError("a seriously bruised creature's bruise count cannot be lowered (B5, B7)")
    usable = max(0, points)
    current = track.count(kind)
    if kind is CountKind.WOUNDS:
        removed = min(current, usable // HEALING_POINTS_PER_WOUND)
        used = removed * HEALING_POINTS_PER_WOUND
    else:
        removed = min(current, usable * BRUISES_PER_HEALING_POINT)
        used = -(-removed // BRUISES_PER_HEALING_POINT)
    after = track.with_count(kind, current - removed)
    return HealingResult(points, kind, removed, used, usable - used, track, after, detail, ("B7",))


def recovery_check(
    state: DamageState | str,
    *,
    source: RecoverySource | str = RecoverySource.NATURAL,
    natural: int | None = None,
    mode: RecoveryMode | str = RecoveryMode.ROLL,
    constitution: int | None = None,
    healing_bonus: int | None = None,
    modifier: int = 0,
) -> RecoveryCheck:
    """B8: a recovery check of ``state``: success ends it, failure does nothing.

    Natural recovery adds the constitution modifier (no constitution: RulesError,
    B9); healing adds ``healing_bonus`` and is always rolled (B7). Take 10 / take
    20 are for natural checks while resting. A natural 20 or 1 is not special.
    """
    parsed = parse_state(state)
    kind = parse_code(RecoverySource, source, "recovery source")
    how = parse_code(RecoveryMode, mode, "recovery mode")
    if parsed not in RECOVERY_DC:
        raise RulesError("death has no recovery check (B8)")
    if kind is RecoverySource.HEALING:
        if healing_bonus is None:
            raise RulesError("a recovery check paid by healing needs the healing bonus (B7)")
        if how is not RecoveryMode.ROLL:
            raise RulesError("a recovery check paid by healing is always rolled (B7, B8)")
        bonus = healing_bonus
    else:
        if constitution is None:
            raise RulesError("a creature without constitution has no natural recovery (B9)")
        bonus = constitution_modifier(constitution)
    if how is RecoveryMode.ROLL:
        if natural is None or not 1 <= natural <= 20:
            raise RulesError(f"a rolled recovery check needs a d20 natural 1–20, not {natural}")
        die = natural
    elif natural is not None:
        raise RulesError(f"{how.value} uses no die: the natural must be left out")
    else:
        die = 10 if how is RecoveryMode.TAKE_10 else 20
    total = die + bonus + modifier
    dc = RECOVERY_DC[parsed]
    periods = 0 if kind is RecoverySource.HEALING else TAKE_20_PERIODS if how is RecoveryMode.TAKE_20 else 1
    rule_ids = ("B8", "B7") if kind is RecoverySource.HEALING else ("B8",)
    return RecoveryCheck(parsed, kind, how, natural, die, bonus, modifier, total, dc, total >= dc, periods, rule_ids)


def apply_recovery_check(track: WoundTrack, check: RecoveryCheck) -> WoundTrack:
    """B8: a successful recovery check ends its state; a failed one changes nothing."""
    return track.with_states(removed=[check.state]) if check.success else track


def recovery_odds(state: DamageState | str, *, bonus: int) -> Fraction:
    """B8: the exact chance that a rolled recovery check with ``bonus`` ends ``state``."""
    parsed = parse_state(state)
    if parsed not in RECOVERY_DC:
        raise RulesError("death has no recovery check (B8)")
    needed = RECOVERY_DC[parsed] - bonus
    return Fraction(min(20, max(0, 21 - needed)), 20)


def recovery_checks_due(
    began: Mapping[DamageState | str, int],
    *,
    now: int,
    periods_used: Mapping[DamageState | str, int] | None = None,
    has_constitution: bool = True,
) -> dict[DamageState, int]:
    """B8/B9/B12: how many natural recovery checks each state has due at round ``now``.

    ``began`` maps each state to the round it began; ``periods_used`` to the
    periods already spent on checks (1 per check, 20 per take 20). Due =
    whole periods elapsed − periods used, never below 0. Dead is left out (it does
    not recover); a creature without constitution has none due (B9).
    """
    used = {parse_state(state): count for state, count in (periods_used or {}).items()}
    due: dict[DamageState, int] = {}
    for state, start in began.items():
        parsed = parse_state(state)
        if parsed not in RECOVERY_PERIOD_ROUNDS:
            continue
        if now < start:
            raise RulesError(f"round {now} is before {parsed.value} began (round {start})")
        periods = (now - start) // RECOVERY_PERIOD_ROUNDS[parsed]
        due[parsed] = max(0, periods - used.get(parsed, 0)) if has_constitution else 0
    return due

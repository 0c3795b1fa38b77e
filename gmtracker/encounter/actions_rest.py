"""Rest and the passing of time (B6, B8, B12) as one command, and the recovery checks a span brings.

:class:`AdvanceTimeCommand` moves the encounter clock (``turn.clock``, B12: a round is
6 s, a minute 10 rounds, an hour 600) forward; for each combatant it makes the natural
recovery checks that fall due (B8) with the dice given, lowers the counts of those who
rest (B6), and ends temporary hit points whose time is up. :func:`recovery_due` lists,
before the command is built, the checks a span brings, so a dialog can collect the dice.

**Ruling — the order within a span**, per combatant (combatants are independent):

1. Recovery checks are made in clock order, each at the end of its period
   (``began + k × period``); checks already overdue when the span starts come first.
   States recover independently; a check whose state already ended is not made (its
   natural is unused). Checks falling due on the same round are made together, against
   the wound track as it was before them (this matters only for realistic mode, B10).
   Take 20 is one check at the end of every 20th period; periods left over (fewer than
   20) stay due.
2. Rest (B6) counts whole hours (wounds) and whole minutes (bruises) from the start of
   the span — or, when seriously wounded (for wounds) or seriously bruised (for bruises)
   ends by a check during the span, from the round it ended: an hour spent partly
   seriously wounded is not an hour of rest. A lock that does not end blocks the whole
   span. (States only end during a span, so a lock present at the end was there all
   along.)
   **D2 ruling:** rest accumulates across consecutive rests: the rest a combatant carries
   (:class:`~.model.RestProgress`) counts towards its next wound / bruise when this span
   starts where its last rest ended and the counts are as that rest left them; time
   without rest, or a count changed by other means (new damage, healing), starts it
   again. A resting combatant leaves the span with what it carries on; one who does not
   rest carries nothing.
3. Temporary hit points whose ``temp_hp_until`` ≤ the new clock end.

Take 10 and take 20 are allowed for the checks of a resting combatant only (B8), all of
them (overdue ones included). A state not listed in ``recovery`` makes no checks: its
periods stay due. The dead rest and recover not. Dying checks (B5) belong to turns:
by default the command is refused while someone is dying (a long rest would owe a
check every round); ``ignore_dying=True`` advances anyway and says so in each dying
combatant's line. The closing summary line is public, so it names visible combatants
only; a hidden combatant's own line is private.
Conditions with a duration count rounds of the turn order (:mod:`.conditions`), not
the clock: advancing time leaves them alone.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from itertools import groupby
from fractions import Fraction
from typing import TYPE_CHECKING, Literal, Union

import msgspec

from gmtracker.rules.recovery import RECOVERY_PERIOD_ROUNDS
from gmtracker.rules.rule_order import sorted_rule_ids
from gmtracker.rules.states import WoundTrack, realistic_modifier
from gmtracker.rules.wound_codes import CountKind, DamageState
from gmtracker.rules.wounds import (
    RecoveryCheck,
    RecoveryMode,
    RecoverySource,
    RestResult,
    apply_recovery_check,
    duration_rounds,
    recovery_check,
    rest,
)

from . import ranges
from .actions_care import as_state, carried_rest, checks_due, is_public, recovery_bonus
from .action_support import label_naturals, rules_errors
from .actions_recovery import RecoveryPreview, as_mode, check_odds_of, periods_of, recovery_preview
from .combatant_resources import REFILL_ROUNDS, RefilledResource, refill_after_rest
from .command import ActionError, PatchBuilder
from .derived import wound_track
from .dice_needs import DieNeed
from .dice_protocol import DiceCommand
from .effects import spend_periods, track_fields
from .encounter import Encounter
from .log_kind import Count, LogKind, Record
from .log_render.pieces import duration_text
from .log_render.translating import LogLine, ascii_signed, fill
from .model import Combatant, RestProgress, Settings, StateEntry
from .patch import Patch
from .refusal import QT_TRANSLATE_NOOP, state_term

if TYPE_CHECKING:
    from .log_render.commands import CommandWords
    from .log_render.pieces import Pieces

# How a state's checks in a span are made: the naturals (one int or several, in order),
# or ``"take10"`` / ``"take20"`` (also the RecoveryMode members).
RecoveryPlan = Union[int, Sequence[int], RecoveryMode, str]
_STATE_ORDER = {state: row for row, state in enumerate(DamageState)}


class DueRecovery(msgspec.Struct, frozen=True):
    """B8: natural recovery checks of one state of one combatant due by the end of a span.

    ``checks``: made one period at a time, at most this many fall due (fewer are made if
    the state ends); ``overdue``: of them, already due when the span starts;
    ``take_20``: the take-20 checks the same periods allow (``checks // 20``).
    """

    combatant: str
    state: DamageState
    checks: int
    overdue: int
    take_20: int


def recovery_due(encounter: Encounter, rounds: int = 0) -> list[DueRecovery]:
    """B8/B9/B12: the natural recovery checks due by ``rounds`` rounds from now, per combatant and state.

    In encounter order, then B4's state order; ``rounds=0`` lists what is due now. The
    dead and creatures without constitution have none (B9).
    """
    if rounds < 0:
        raise ActionError(QT_TRANSLATE_NOOP("Refusal", "time cannot go back ({rounds} rounds)"), rounds=rounds)
    now = encounter.turn.clock
    due = []
    for combatant in encounter.combatants:
        overdue = checks_due(combatant, now)
        for state, count in sorted(checks_due(combatant, now + rounds).items(), key=lambda i: _STATE_ORDER[i[0]]):
            due.append(DueRecovery(combatant.id, state, count, overdue.get(state, 0), count // 20))
    return due


class TimeOutcome(msgspec.Struct, frozen=True):
    """What a span did to one combatant (:func:`pass_time`): the combatant before and after,
    the recovery checks made (with the clock of each), the rest of each count, and the
    temporary hit points that ended."""

    before: Combatant
    after: Combatant
    checks: tuple[tuple[int, RecoveryCheck], ...]
    wound_rest: RestResult | None
    bruise_rest: RestResult | None
    wound_rest_from: int | None
    bruise_rest_from: int | None
    temp_hp_ended: int
    refilled: tuple[RefilledResource, ...] = ()


class AdvanceTimeCommand(DiceCommand):
    """B6/B8/B12: advance the clock by a span, with rest and natural recovery (module docstring).

    ``rounds`` + ``hours`` + ``minutes`` (B12) is the span, at least one round.
    ``resting``: True (every combatant not dead), False, or the ids of those who rest.
    ``recovery``: ``{combatant id: {state: plan}}`` — a plan is the d20 naturals (an int
    or a sequence, used in order) or ``"take10"`` / ``"take20"`` (resting only).

    Logs a ``"time_effects"`` entry per combatant that a check, rest or expiry touched
    (public unless hidden; every check and rest result in the record), then one
    ``"advance_time"`` entry (the span, the clock before and after, who rested).
    """

    kind = "advance_time"

    def __init__(
        self,
        rounds: int = 0,
        *,
        hours: int = 0,
        minutes: int = 0,
        resting: bool | Collection[str] = False,
        recovery: Mapping[str, Mapping[DamageState | str, RecoveryPlan]] | None = None,
        ignore_dying: bool = False,
        modes: Mapping[str, Mapping[DamageState | str, RecoveryMode | str]] | Literal["all"] | None = None,
    ) -> None:
        super().__init__()
        self.rounds = rounds + duration_rounds(hours=hours, minutes=minutes)
        if self.rounds < 1:
            raise ActionError(
                QT_TRANSLATE_NOOP("Refusal", "advance time by at least one round, not {rounds}"),
                rounds=self.rounds)
        if self.rounds > ranges.CLOCK.high:
            raise ActionError(
                QT_TRANSLATE_NOOP("Refusal", "advance time by at most {most} rounds, not {rounds}"),
                most=ranges.CLOCK.high, rounds=self.rounds)
        self.resting: bool | frozenset[str] = resting if isinstance(resting, bool) else frozenset(resting)
        self.recovery = {cid: {as_state(state): _plan(plan) for state, plan in plans.items()}
                         for cid, plans in (recovery or {}).items()}
        self.ignore_dying = ignore_dying
        self.modes: dict[str, dict[DamageState, RecoveryMode]] | Literal["all"] | None = (
            modes if modes is None or modes == "all" else
            {cid: {as_state(state): as_mode(mode) for state, mode in plans.items()}
             for cid, plans in modes.items()})

    @property
    def label(self) -> str:
        return "rest" if self.resting else "advance time"

    def _mode(self, combatant_id: str, state: DamageState) -> RecoveryMode | None:
        """How ``modes`` makes the checks of a state (None: not at all, beyond what ``recovery`` holds)."""
        if self.modes == "all":
            return RecoveryMode.ROLL
        if self.modes is None:
            return None
        return self.modes.get(combatant_id, {}).get(state)

    def _plans(self, encounter: Encounter) -> dict[str, dict[DamageState, tuple[int, ...] | RecoveryMode]]:
        """``recovery`` with the take 10 / take 20 of ``modes`` for the states with checks due in the span."""
        plans = {cid: dict(states) for cid, states in self.recovery.items()}
        for due in recovery_due(encounter, self.rounds):
            mode = self._mode(due.combatant, due.state)
            if mode is not None and mode is not RecoveryMode.ROLL:
                plans.setdefault(due.combatant, {})[due.state] = mode
        return plans

    def dice_needed(self, encounter: Encounter) -> tuple[DieNeed, ...]:
        """B8: per state whose checks ``modes`` rolls, the next d20 while its checks so far all failed
        and more fall due in the span (staged: a state's checks stop at the first success).

        ``modes``: ``{combatant: {state: "roll" | "take10" | "take20"}}`` (only the states listed
        make checks), ``"all"`` (every due check rolled), or None (only what ``recovery`` holds).
        """
        if self.modes is None:
            return ()
        b = PatchBuilder(encounter)
        needs: list[DieNeed] = []
        for due in recovery_due(encounter, self.rounds):
            if self._mode(due.combatant, due.state) is not RecoveryMode.ROLL:
                continue
            plan = self.recovery.get(due.combatant, {}).get(due.state, ())
            given = plan if isinstance(plan, tuple) else ()
            if len(given) >= due.checks:
                continue
            if given and self._ended(b.current(due.combatant), due.state, given, b.settings):
                continue
            needs.append(DieNeed(20, "recovery_check", due.combatant, due.state.value, len(given), of=due.checks))
        return tuple(needs)

    @staticmethod
    def _ended(combatant: Combatant, state: DamageState, naturals: Sequence[int], settings: Settings) -> bool:
        """Whether one of these rolled checks ends ``state`` (the wound track does not change before it does)."""
        modifier = realistic_modifier(wound_track(combatant), realistic=settings.realistic)
        with rules_errors():
            return any(recovery_check(state, source=RecoverySource.NATURAL, natural=natural,
                                      constitution=combatant.constitution, modifier=modifier).success
                       for natural in dict.fromkeys(naturals))

    def with_dice(self, needs: Sequence[DieNeed], naturals: Sequence[int]) -> AdvanceTimeCommand:
        recovery: dict[str, dict[DamageState | str, RecoveryPlan]] = {
            cid: {state: plan for state, plan in states.items()} for cid, states in self.recovery.items()}
        for need, natural in label_naturals(needs, naturals):
            if need.purpose != "recovery_check" or need.combatant is None or need.state is None:
                raise ActionError(QT_TRANSLATE_NOOP("Refusal", "time passing takes only recovery-check d20s (B8)"))
            state = as_state(need.state)
            plan = recovery.setdefault(need.combatant, {}).get(state, ())
            if not isinstance(plan, tuple):
                raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{state} is taken 10 or 20: it takes no d20 (B8)"),
                                  state=state_term(state.value))
            recovery[need.combatant][state] = (*plan, natural)
        command = AdvanceTimeCommand(self.rounds, resting=self.resting, recovery=recovery,
                                     ignore_dying=self.ignore_dying)
        command.modes = self.modes
        return command

    def recovery_bonus(self, encounter: Encounter, combatant_id: str) -> int:
        """B8/B10: the bonus of ``combatant_id``'s recovery checks in the span (constitution and
        realistic-mode modifiers). Dialogs show this one; :meth:`odds` uses it."""
        return recovery_bonus(encounter.combatant(combatant_id), encounter.settings)

    def odds(self, encounter: Encounter) -> dict[tuple[str, DamageState], dict[bool, Fraction]]:
        """B8: per (combatant, state) with checks due in the span, the chance that one check ends it
        (True) or not (False) — take 10 / take 20 are certain one way."""
        odds = {}
        for due in recovery_due(encounter, self.rounds):
            combatant = encounter.combatant(due.combatant)
            mode = self._mode(due.combatant, due.state) or RecoveryMode.ROLL
            bonus = self.recovery_bonus(encounter, combatant.id)
            odds[(due.combatant, due.state)] = check_odds_of(due.state, bonus, mode)
        return odds

    def outcome_preview(self, encounter: Encounter) -> dict[tuple[str, DamageState], RecoveryPreview]:
        """B8/B10: per (combatant, state) with checks due in the span, the check as ``modes`` makes it —
        its bonus, DC and odds, and for take 10 / take 20 the check itself (die, total, verdict).
        The rest dialog shows these; :meth:`build` makes the same rules call."""
        previews = {}
        for due in recovery_due(encounter, self.rounds):
            mode = self._mode(due.combatant, due.state) or RecoveryMode.ROLL
            previews[(due.combatant, due.state)] = recovery_preview(
                encounter.combatant(due.combatant), encounter.settings, due.state, mode)
        return previews

    def dying(self, encounter: Encounter) -> list[str]:
        """B5: the ids of the dying combatants, in encounter order (time will not pass for them
        unless ``ignore_dying``)."""
        return [c.id for c in encounter.combatants if wound_track(c).dying]

    def carried_rest(self, encounter: Encounter, combatant_id: str) -> int:
        """D2 ruling: the rest (rounds) ``combatant_id``'s rest carries on from its last one
        (towards the next wound, else the next bruise; 0 when it starts again)."""
        wounds, bruises = carried_rest(encounter.combatant(combatant_id), encounter.turn.clock)
        return wounds or bruises

    def locks(self, encounter: Encounter, patch: Patch | None = None) -> dict[str, frozenset[CountKind]]:
        """B5/B6: per resting combatant, the counts (above 0) that this rest does not lower because
        seriously wounded / seriously bruised still holds at the span's end. ``patch`` is this
        command's own :meth:`build` when the caller has it already."""
        after = {change.id: change.after for change in (patch or self.build(encounter)).combatants
                 if change.after is not None}
        locks: dict[str, frozenset[CountKind]] = {}
        for before in encounter.combatants:
            if not self.rests(before.id) or before.has_state(DamageState.DEAD):
                continue
            track = wound_track(after.get(before.id, before))
            held = {kind for kind, count, locked in ((CountKind.WOUNDS, before.wounds, track.wounds_locked),
                                                     (CountKind.BRUISES, before.bruises, track.bruises_locked))
                    if count and locked}
            if held:
                locks[before.id] = frozenset(held)
        return locks

    def rests(self, combatant_id: str) -> bool:
        return self.resting if isinstance(self.resting, bool) else combatant_id in self.resting

    def build(self, encounter: Encounter) -> Patch:
        b = PatchBuilder(encounter)
        start = b.turn.clock
        end = start + self.rounds
        for cid in list(self.recovery) + ([] if isinstance(self.resting, bool) else sorted(self.resting)):
            b.current(cid)  # unknown ids are an ActionError
        plans = self._plans(encounter)
        dying = [cid for cid in b.ids() if wound_track(b.current(cid)).dying]
        if dying and not self.ignore_dying:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{names} dying: a dying creature checks every round at its "
                                                "turn (B5); resolve that first, or advance time anyway"),
                              names=tuple(b.current(cid).name for cid in dying))
        for cid in b.ids():
            outcome = pass_time(b, cid, end, resting=self.rests(cid), plans=plans.get(cid, {}))
            before = outcome.before
            was_dying = cid in dying
            # The rest carried on (D2) is bookkeeping: alone it makes no log line.
            changed = msgspec.structs.replace(outcome.after, rest=before.rest) != before
            if outcome.checks or changed or was_dying:
                b.log("time_effects", actor=cid, targets=[cid],
                      record=_record(before, outcome, resting=self.rests(cid), dying=was_dying),
                      rule_ids=_rule_ids(outcome, dying=was_dying), public=is_public(before))
        b.set_turn(msgspec.structs.replace(b.turn, clock=end))
        # The summary is public: it names only visible combatants (the hidden have their own private lines).
        visible = [cid for cid in b.ids() if not b.current(cid).hidden]
        resters = [cid for cid in visible if self.rests(cid) and not b.current(cid).has_state(DamageState.DEAD)]
        b.log(self.kind, record=AdvanceTimeRecord(rounds=self.rounds, clock_before=start, clock_after=end,
                                                  resting=tuple(resters),
                                                  dying_ignored=tuple(cid for cid in dying if cid in visible)),
              rule_ids=["B6", "B8", "B12"] if resters else ["B8", "B12"])
        return b.build()


def pass_time(builder: PatchBuilder, combatant_id: str, end: int, *, resting: bool,
              plans: Mapping[DamageState, tuple[int, ...] | RecoveryMode] | None = None) -> TimeOutcome:
    """B6/B8/B12 as an effect: one combatant over the span from the clock to ``end``, in the
    order of the module docstring — its natural recovery checks (``plans``: the naturals or
    take 10 / take 20 of each state), its rest when ``resting`` (with D2's carried rest: the
    rest it carries on is set here, so the change is not a restart), its temporary hit
    points run out. The clock itself is the command's to move (once, for everyone)."""
    before = builder.current(combatant_id)
    outcome = _advance(before, builder.turn.clock, end, resting=resting, plans=plans or {},
                       settings=builder.settings)
    if outcome.after != before:
        builder.put(outcome.after)
    return outcome


def start_rest(builder: PatchBuilder, combatant_id: str, rounds: int, *,
               plans: Mapping[DamageState, tuple[int, ...] | RecoveryMode] | None = None) -> TimeOutcome:
    """B6 (D2): the combatant rests ``rounds`` rounds from the clock (:func:`pass_time` with
    ``resting``); the command moves the clock by ``rounds`` afterwards."""
    return pass_time(builder, combatant_id, builder.turn.clock + rounds, resting=True, plans=plans)


def _plan(plan: RecoveryPlan) -> tuple[int, ...] | RecoveryMode:
    if isinstance(plan, (RecoveryMode, str)):
        mode = as_mode(plan)
        if mode is RecoveryMode.ROLL:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "rolled recovery checks need their naturals"))
        return mode
    if isinstance(plan, int):
        return (plan,)
    return tuple(plan)


def _advance(
    c: Combatant, start: int, end: int, *, resting: bool,
    plans: Mapping[DamageState, tuple[int, ...] | RecoveryMode], settings: Settings,
) -> TimeOutcome:
    """One combatant over the span ``(start, end]`` in the order of the module docstring."""
    dead = c.has_state(DamageState.DEAD)
    if plans and dead:
        raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{name} is dead: no recovery (B8)"), name=c.name)
    if plans and c.constitution is None:
        raise ActionError(
            QT_TRANSLATE_NOOP("Refusal", "{name} has no constitution: no natural recovery (B9)"),
            name=c.name)
    entries: dict[DamageState, StateEntry] = {}
    for held in c.states:
        entries.setdefault(held.state, held)
    events: list[tuple[int, int, DamageState, int | None, RecoveryMode]] = []
    for state, plan in plans.items():
        entry = entries.get(state)
        if entry is None or state not in RECOVERY_PERIOD_ROUNDS:
            if entry is None:
                raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{name} is not {state}"), name=c.name,
                                  state=state_term(state.value))
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{state} has no recovery check (B8)"),
                              state=state_term(state.value))
        mode = plan if isinstance(plan, RecoveryMode) else RecoveryMode.ROLL
        if mode is not RecoveryMode.ROLL and not resting:
            raise ActionError(
                QT_TRANSLATE_NOOP("Refusal", "{name} is not resting: only a rest may take 10 or take 20 (B8)"),
                name=c.name)
        naturals: Iterable[int | None] = plan if isinstance(plan, tuple) else iter(lambda: None, 0)
        cost, period = periods_of(mode), RECOVERY_PERIOD_ROUNDS[state]
        k = entry.periods_used + cost
        for natural in naturals:
            if entry.began + k * period > end:
                break
            events.append((entry.began + k * period, _STATE_ORDER[state], state, natural, mode))
            k += cost
    events.sort(key=lambda event: event[:2])
    track = wound_track(c)
    states = list(c.states)
    checks: list[tuple[int, RecoveryCheck]] = []
    ended: dict[DamageState, int] = {}
    for time, group in groupby(events, key=lambda event: event[0]):
        realistic = realistic_modifier(track, realistic=settings.realistic)
        for _, _, state, natural, mode in group:
            if state not in track.states:
                continue
            check = recovery_check(state, source=RecoverySource.NATURAL, natural=natural, mode=mode,
                                   constitution=c.constitution, modifier=realistic)
            checks.append((time, check))
            states = spend_periods(states, state, check.periods_spent)
            if check.success:
                track = apply_recovery_check(track, check)
                ended[state] = time
    wound_from = _rest_from(c, DamageState.SERIOUSLY_WOUNDED, start, ended) if resting and not dead else None
    bruise_from = _rest_from(c, DamageState.SERIOUSLY_BRUISED, start, ended) if resting and not dead else None
    carried_wounds, carried_bruises = carried_rest(c, start)
    # Each count rests from its own starting round: one rules call per count. Rest carried
    # from the last rest (D2) counts only when this one rests from the start of the span.
    wound_rest = (rest(WoundTrack(track.wounds, 0, track.states), rounds=end - wound_from,
                       carried_wound_rounds=carried_wounds if wound_from == start else 0)
                  if wound_from is not None else None)
    bruise_rest = (rest(WoundTrack(0, track.bruises, track.states), rounds=end - bruise_from,
                        carried_bruise_rounds=carried_bruises if bruise_from == start else 0)
                   if bruise_from is not None else None)
    track = WoundTrack(track.wounds - (wound_rest.wounds_removed if wound_rest else 0),
                       track.bruises - (bruise_rest.bruises_removed if bruise_rest else 0), track.states)
    fields = track_fields(msgspec.structs.replace(c, states=states), track, end)
    refilled: tuple[RefilledResource, ...] = ()
    if resting and not dead:
        # Issue 29 item 4: the rest in a row (D2), for the resources it refills.
        # Kept only for a combatant with a resource that rest refills (else the file stays as it was).
        rested_before = c.rest.rested if c.rest is not None and c.rest.until == start else 0
        rested = rested_before + (end - start) if any(r.refill in REFILL_ROUNDS for r in c.resources) else 0
        resources, refilled = refill_after_rest(c, rested_before, rested)
        if refilled:
            fields["resources"] = resources
        fields["rest"] = RestProgress(end, track.wounds, track.bruises,
                                      wound_rest.wound_rounds if wound_rest else 0,
                                      bruise_rest.bruise_rounds if bruise_rest else 0, rested)
    else:
        fields["rest"] = None
    temp_ended = 0
    if c.temp_hp_until is not None and c.temp_hp_until <= end:
        temp_ended = c.temp_hp
        fields.update(temp_hp=0, temp_hp_until=None)
    return TimeOutcome(c, msgspec.structs.replace(c, **fields), tuple(checks), wound_rest, bruise_rest,
                       wound_from, bruise_from, temp_ended, refilled)


def _rest_from(c: Combatant, lock: DamageState, start: int, ended: Mapping[DamageState, int]) -> int | None:
    """Where rest starts counting for the count ``lock`` blocks (None: blocked all span)."""
    if not c.has_state(lock):
        return start
    return ended.get(lock)


def _record(before: Combatant, outcome: TimeOutcome, *, resting: bool, dying: bool) -> TimeEffectsRecord:
    # Temporary hit points already spent whose time ran out: none end, but the limit goes.
    lapsed = not outcome.temp_hp_ended and before.temp_hp_until is not None and outcome.after.temp_hp_until is None
    return TimeEffectsRecord(
        combatant=before.id,
        resting=resting,
        dying_checks_skipped=dying,
        checks=tuple(TimedRecoveryCheck(clock=time, **msgspec.structs.asdict(check)) for time, check in outcome.checks),
        wound_rest_from=outcome.wound_rest_from,
        wound_rest=outcome.wound_rest,
        bruise_rest_from=outcome.bruise_rest_from,
        bruise_rest=outcome.bruise_rest,
        temp_hp_ended=outcome.temp_hp_ended,
        temp_hp_lapsed=True if lapsed else msgspec.UNSET,
        refilled=outcome.refilled or msgspec.UNSET,
    )


def _rule_ids(outcome: TimeOutcome, *, dying: bool) -> list[str]:
    ids = {"B12"} | ({"B5"} if dying else set())
    if outcome.checks:
        ids.add("B8")
    if any(check.modifier for _, check in outcome.checks):
        ids.add("B10")
    if outcome.wound_rest is not None or outcome.bruise_rest is not None:
        ids.add("B6")
    if outcome.temp_hp_ended:
        ids.add("B3")
    if outcome.refilled:
        ids.add("D2")  # rest in a row (combatant_resources' ruling)
    return sorted_rule_ids(ids)


# -- the log records -------------------------------------------------------------------


class AdvanceTimeRecord(Record, frozen=True):
    """B12: the clock moved ``rounds`` rounds, from ``clock_before`` to ``clock_after``; the visible
    combatants who rested (B6) and the visible dying ones time passed for anyway (B5)."""

    rounds: Count
    clock_before: int
    clock_after: int
    resting: tuple[str, ...]
    dying_ignored: tuple[str, ...] = ()


def _advance_time_line(p: Pieces, r: AdvanceTimeRecord) -> str:
    duration = duration_text(r.rounds, p.translate)
    if r.resting:
        return fill(p.translate("LogLine", "%1 pass, %2 resting: clock %3 → %4"), duration, len(r.resting),
                    r.clock_before, r.clock_after)
    return fill(p.translate("LogLine", "%1 pass: clock %2 → %3"), duration, r.clock_before, r.clock_after)


def _advance_time_undo(w: CommandWords) -> str:
    record: AdvanceTimeRecord = w.record("advance_time")
    duration = duration_text(record.rounds, w.translate)
    if record.resting:
        return fill(w.translate("CommandText", "Rest: %1"), duration)
    return fill(w.translate("CommandText", "Advance time: %1"), duration)


class TimedRecoveryCheck(RecoveryCheck, frozen=True, forbid_unknown_fields=True):
    """B8: a natural recovery check made in a span (the rules' record), at the clock round ``clock``."""

    clock: int


class TimeEffectsRecord(Record, frozen=True):
    """B3/B5/B6/B8: what a span did to ``combatant`` — its recovery checks, the rest of each count
    (counted from ``wound_rest_from`` / ``bruise_rest_from``; None: blocked), the temporary hit
    points that ended — and whether it rested and had dying checks skipped.

    ``temp_hp_lapsed`` is written only when true: temporary hit points already spent whose
    time ran out (none end, but the limit goes).
    """

    combatant: str
    resting: bool
    checks: tuple[TimedRecoveryCheck, ...]
    wound_rest_from: int | None
    wound_rest: RestResult | None
    bruise_rest_from: int | None
    bruise_rest: RestResult | None
    temp_hp_ended: Count
    dying_checks_skipped: bool = False
    temp_hp_lapsed: bool | msgspec.UnsetType = msgspec.UNSET
    # Issue 29 item 4: the resources the rest filled up again (written only when some were).
    refilled: tuple[RefilledResource, ...] | msgspec.UnsetType = msgspec.UNSET


def _time_effects_line(p: Pieces, r: TimeEffectsRecord) -> str:
    parts = []
    if r.dying_checks_skipped:
        parts.append(p.translate("LogLine", "dying: no dying checks were made (B5)"))
    for state in dict.fromkeys(check.state for check in r.checks):
        mine = [check for check in r.checks if check.state is state]
        rolls = []
        for check in mine:
            if check.mode is RecoveryMode.TAKE_10:
                rolls.append(fill(p.translate("LogLine", "take 10 → %1"), check.total))
            elif check.mode is RecoveryMode.TAKE_20:
                rolls.append(fill(p.translate("LogLine", "take 20 → %1"), check.total))
            else:
                # The bonus shown, never hidden in an arrow (B8; reviews/translations-2.md, issue 26 item 15).
                rolls.append(fill(p.translate("LogLine", "d20 %1 %2 = %3"), check.die,
                                  ascii_signed(check.total - check.die), check.total))
        last = mine[-1]
        verdict = (fill(p.translate("LogLine", "ends at clock %1"), last.clock) if last.success
                   else p.translate("LogLine", "continues"))
        parts.append(fill(p.translate("LogLine", "%1 (DC %2): %3; %4"), p.state(state), last.dc,
                          p.words.list_of(rolls), verdict))
    if r.wound_rest is not None and r.wound_rest.wounds_removed:
        parts.append(fill(p.translate("LogLine", "wound count %1 → %2 by rest"), r.wound_rest.before.wounds,
                          r.wound_rest.after.wounds))
    if r.bruise_rest is not None and r.bruise_rest.bruises_removed:
        parts.append(fill(p.translate("LogLine", "bruise count %1 → %2 by rest"), r.bruise_rest.before.bruises,
                          r.bruise_rest.after.bruises))
    if r.temp_hp_ended:
        parts.append(p.plural(LogLine.tr("%n temporary hit point(s) end", "", r.temp_hp_ended)))
    elif r.temp_hp_lapsed is True:
        parts.append(p.translate("LogLine", "temporary hit points end"))
    if r.refilled:
        parts.extend(fill(p.translate("LogLine", "%1 refilled (%2 → %3)"), resource.name, resource.before,
                          resource.maximum) for resource in r.refilled)
    who = p.name(r.combatant)
    if not parts:
        return fill(p.translate("LogLine", "%1: nothing changes"), who)
    return fill(p.translate("LogLine", "%1: %2"), who, p.words.clauses(parts))


LOG_KINDS = (
    LogKind("advance_time", AdvanceTimeRecord, _advance_time_line, undo=_advance_time_undo, roll=True,
            sample=AdvanceTimeRecord(rounds=600, clock_before=0, clock_after=600, resting=("ayla", "lin"))),
    LogKind("time_effects", TimeEffectsRecord, _time_effects_line, roll=True,
            fields={"temp_hp_lapsed": QT_TRANSLATE_NOOP("RollLogText", "temporary hit points ran out"),
                    "refilled": QT_TRANSLATE_NOOP("RollLogText", "resources refilled by the rest"),
                    "maximum": QT_TRANSLATE_NOOP("RollLogText", "maximum")},
            sample=TimeEffectsRecord(
                combatant="lin", resting=True, temp_hp_ended=0,
                checks=(TimedRecoveryCheck(state=DamageState.UNCONSCIOUS, source=RecoverySource.NATURAL,
                                           mode=RecoveryMode.ROLL, natural=12, die=12, bonus=0, modifier=0, total=12,
                                           dc=10, success=True, periods_spent=1, rule_ids=("B8",), clock=10),),
                wound_rest_from=0, bruise_rest_from=None, bruise_rest=None,
                wound_rest=RestResult(rounds=600, hours=1, minutes=60, before=WoundTrack(wounds=5),
                                      after=WoundTrack(wounds=4), wounds_removed=1, bruises_removed=0,
                                      rule_ids=("B6", "B12")),
                refilled=(RefilledResource(id="arrows", name="Arrows", before=3, maximum=20),))),
)

"""Effects: what an action does to a combatant, as functions any command calls in its own change.

An effect takes the action's :class:`~.command.PatchBuilder`, changes a combatant in it
and returns what the log record needs; it logs nothing (the command writes one record for
the whole action). So a new action composes them: an opposed check, then
:func:`~.conditions.add_condition` on success, is one command and one undo step.

The effects of this module (B4, B5, B8, D2):

* :func:`apply_damage_effects` — B4: what a damage check does to its target;
* :func:`add_states`, :func:`remove_states`, :func:`set_count` — the small state and
  count edits (B5's falling unconscious, B11's skill trial);
* :func:`set_track` — a wound track (counts and states) written back (B5–B8);
* :func:`recover` — a recovery check's result and the periods it used (B7, B8);
* :func:`put_track_change` — the one way they all put the combatant: D2's restart of the
  rest carried over (also the combatant editor's, :class:`~.roster.EditCombatant`).

Effects beside their commands: :func:`~.actions_damage.resolve_damage` (a whole damage
check, B2–B4), :func:`~.actions_care.heal` (B7) and :func:`~.actions_care.set_temp_hp`
(B3), :func:`~.conditions.add_condition` (D3), :func:`~.actions_rest.start_rest` and
:func:`~.actions_rest.pass_time` (B6, B8, B12, D2).

A damage check's effects (B4, ``wounds.damage_effects`` says *which*: cumulative by
margin, the nonlethal replacements, no unconsciousness for an auto-stabilising creature):

* the wound count (lethal) or the bruise count (nonlethal) goes up by 1;
* each damage state is added as a :class:`StateEntry` whose ``began`` is the
  encounter clock (B8's recovery periods run from it);
* a state the combatant already has is not added again: the existing entry, with
  its earlier ``began`` and the periods already used, is kept;
* new states are appended in one fixed order (:class:`DamageState`'s), so a patch
  is the same bytes in every process.

The pure functions take and return combatants (:func:`with_damage_effects`,
:func:`with_states`, :func:`without_states`, :func:`with_count`, :func:`with_track`,
:func:`restarted_rest`). None of them checks B5's locks (a seriously wounded creature's
wound count cannot decrease): the action that lowers a count (rest, healing) decides
whether it may.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import msgspec

from gmtracker.rules.states import WoundTrack
from gmtracker.rules.wound_codes import CountKind, DamageEffect, DamageState, parse_code
from gmtracker.rules.recovery import RecoveryCheck, apply_recovery_check

from .command import ActionError, PatchBuilder
from .derived import wound_track
from .model import Combatant, StateEntry
from .refusal import QT_TRANSLATE_NOOP

_COUNT_EFFECTS = {DamageEffect.WOUND: CountKind.WOUNDS, DamageEffect.BRUISE: CountKind.BRUISES}


class EffectsApplied(msgspec.Struct, frozen=True):
    """What :func:`with_damage_effects` did, for the roll log (codes, not words).

    ``effects`` are the damage check's effects in canonical order; ``states_added``
    the states that were new; ``states_kept`` those the combatant already had (their
    entries, and so their ``began``, are unchanged).
    """

    effects: tuple[DamageEffect, ...]
    wounds_before: int
    wounds_after: int
    bruises_before: int
    bruises_after: int
    states_added: tuple[DamageState, ...]
    states_kept: tuple[DamageState, ...]
    clock: int


def _states(codes: Iterable[DamageState | str]) -> list[DamageState]:
    """State codes in :class:`DamageState` order, without repeats."""
    wanted = {parse_code(DamageState, code, "damage state") for code in codes}
    return [state for state in DamageState if state in wanted]


def with_states(c: Combatant, states: Iterable[DamageState | str], *, clock: int) -> Combatant:
    """``c`` with ``states`` added (``began=clock``); states it already has are kept as they are."""
    new = [s for s in _states(states) if not c.has_state(s)]
    if not new:
        return c
    return msgspec.structs.replace(c, states=[*c.states, *(StateEntry(s, began=clock) for s in new)])


def without_states(c: Combatant, states: Iterable[DamageState | str]) -> Combatant:
    """``c`` without any entry of ``states`` (a state it does not have is ignored)."""
    gone = set(_states(states))
    kept = [entry for entry in c.states if entry.state not in gone]
    return c if len(kept) == len(c.states) else msgspec.structs.replace(c, states=kept)


def with_count(c: Combatant, kind: CountKind | str, value: int) -> Combatant:
    """``c`` with its wound or bruise count set to ``value`` (no upper limit, never negative)."""
    count = parse_code(CountKind, kind, "count")
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ActionError(
            QT_TRANSLATE_NOOP("Refusal", "a wound or bruise count is a whole number of at least 0, not {value}"),
            value=repr(value))
    return msgspec.structs.replace(c, **{count.value: value})


def with_damage_effects(
    c: Combatant, effects: Iterable[DamageEffect | str], *, clock: int
) -> tuple[Combatant, EffectsApplied]:
    """B4: ``c`` after a damage check's ``effects``, and what changed.

    ``effects`` come from ``wounds.damage_effects`` (or a resolved ``DamageCheck``):
    the nonlethal replacements and auto-stabilisation are already in them.
    """
    codes = {parse_code(DamageEffect, effect, "damage effect") for effect in effects}
    ordered = tuple(effect for effect in DamageEffect if effect in codes)
    after = c
    for effect, count in _COUNT_EFFECTS.items():
        if effect in codes:
            after = with_count(after, count, getattr(after, count.value) + 1)
    states = _states(DamageState(effect.value) for effect in ordered if effect not in _COUNT_EFFECTS)
    after = with_states(after, states, clock=clock)
    applied = EffectsApplied(
        effects=ordered,
        wounds_before=c.wounds,
        wounds_after=after.wounds,
        bruises_before=c.bruises,
        bruises_after=after.bruises,
        states_added=tuple(s for s in states if not c.has_state(s)),
        states_kept=tuple(s for s in states if c.has_state(s)),
        clock=clock,
    )
    return after, applied


def track_fields(combatant: Combatant, track: WoundTrack, clock: int) -> dict[str, Any]:
    """The fields that write ``track`` back to ``combatant``.

    States still present keep their entry (``began``, ``periods_used``); states the track
    lost are dropped; new states get an entry that began at ``clock``, in B4's order.
    """
    kept = [entry for entry in combatant.states if entry.state in track.states]
    present = {entry.state for entry in kept}
    added = [StateEntry(state, began=clock) for state in DamageState if state in track.states and state not in present]
    return {"wounds": track.wounds, "bruises": track.bruises, "states": kept + added}


def with_track(c: Combatant, track: WoundTrack, *, clock: int) -> Combatant:
    """``c`` with the counts and states of ``track`` (:func:`track_fields`)."""
    return msgspec.structs.replace(c, **track_fields(c, track, clock))


def spend_periods(states: Sequence[StateEntry], state: DamageState, periods: int) -> list[StateEntry]:
    """``states`` with ``periods`` more recovery periods used on the (first) entry of ``state``."""
    result = list(states)
    for row, entry in enumerate(result):
        if entry.state is state:
            result[row] = msgspec.structs.replace(entry, periods_used=entry.periods_used + periods)
            break
    return result


def _healed(c: Combatant) -> tuple[int, int, frozenset[DamageState]]:
    """What rest heals (B6, B8): the counts and the set of damage states."""
    return c.wounds, c.bruises, frozenset(entry.state for entry in c.states)


def restarted_rest(before: Combatant, after: Combatant) -> Combatant:
    """D2 ruling: ``after`` without the rest carried over from its last rest when a count or a
    damage state changed from ``before`` by other means than that rest (new damage, healing,
    a state ended by a check or an edit) — the accumulation starts again.

    Unchanged when the change sets the rest itself (only a rest does), when nothing a rest
    heals changed (a failed recovery check only uses up periods), or with no rest carried.
    """
    if after.rest is None or after.rest != before.rest or _healed(before) == _healed(after):
        return after
    return msgspec.structs.replace(after, rest=None)


# -- the same, into an action's patch ----------------------------------------------


def put_track_change(builder: PatchBuilder, after: Combatant) -> Combatant:
    """Put a new version of a combatant whose counts or damage states may have changed, with
    D2's restart (:func:`restarted_rest`, against the combatant as the action has it so far)."""
    return builder.put(restarted_rest(builder.current(after.id), after))



def apply_damage_effects(
    builder: PatchBuilder, combatant_id: str, effects: Iterable[DamageEffect | str]
) -> EffectsApplied:
    """B4: put a damage check's effects on a combatant into the patch (clock: ``builder.turn.clock``)."""
    after, applied = with_damage_effects(builder.current(combatant_id), effects, clock=builder.turn.clock)
    put_track_change(builder, after)
    return applied


def add_states(builder: PatchBuilder, combatant_id: str, states: Iterable[DamageState | str]) -> Combatant:
    """Add damage states to a combatant (``began`` = the clock; existing ones kept)."""
    return put_track_change(builder, with_states(builder.current(combatant_id), states, clock=builder.turn.clock))


def remove_states(builder: PatchBuilder, combatant_id: str, states: Iterable[DamageState | str]) -> Combatant:
    """Remove damage states from a combatant (e.g. a successful recovery check, B8)."""
    return put_track_change(builder, without_states(builder.current(combatant_id), states))


def set_count(builder: PatchBuilder, combatant_id: str, kind: CountKind | str, value: int) -> Combatant:
    """Set a combatant's wound or bruise count (rest, healing, skill trials: B6, B7, B11)."""
    return put_track_change(builder, with_count(builder.current(combatant_id), kind, value))


def set_track(builder: PatchBuilder, combatant_id: str, track: WoundTrack) -> Combatant:
    """Write a wound track (counts and states, B4–B8) back to a combatant: states it keeps
    keep their entries, new ones begin at the clock (:func:`track_fields`)."""
    return put_track_change(builder, with_track(builder.current(combatant_id), track, clock=builder.turn.clock))


def recover(builder: PatchBuilder, combatant_id: str, check: RecoveryCheck, *, periods: int = 0) -> WoundTrack:
    """B8: a recovery check's result on a combatant — success ends its state, failure does
    nothing — after ``periods`` more recovery periods of that state are used (a natural
    check uses 1, take 20 uses 20; one paid by healing, B7, uses none). Returns the track after.

    Using up periods is not a change of what rest heals: a failed check keeps the rest
    carried over (D2)."""
    c = builder.current(combatant_id)
    spent = msgspec.structs.replace(c, states=spend_periods(c.states, check.state, periods)) if periods else c
    after = apply_recovery_check(wound_track(spent), check)
    put_track_change(builder, with_track(spent, after, clock=builder.turn.clock))
    return after

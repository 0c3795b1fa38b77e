"""What a damage check does to a combatant (B4), and the small state and count edits.

The rules core says *which* effects a damage check has (``wounds.damage_effects``:
cumulative by margin, the nonlethal replacements of B4, no unconsciousness for an
auto-stabilising creature); this module writes them into a :class:`Combatant`:

* the wound count (lethal) or the bruise count (nonlethal) goes up by 1;
* each damage state is added as a :class:`StateEntry` whose ``began`` is the
  encounter clock (B8's recovery periods run from it);
* a state the combatant already has is not added again: the existing entry, with
  its earlier ``began`` and the periods already used, is kept;
* new states are appended in one fixed order (:class:`DamageState`'s), so a patch
  is the same bytes in every process.

The pure functions take and return combatants (:func:`with_damage_effects`,
:func:`with_states`, :func:`without_states`, :func:`with_count`); the builder
functions put the result into an action's patch (:func:`apply_damage_effects`,
:func:`add_states`, :func:`remove_states`, :func:`set_count`). None of them checks
B5's locks (a seriously wounded creature's wound count cannot decrease): the
action that lowers a count (rest, healing) decides whether it may.
"""

from __future__ import annotations

from collections.abc import Iterable

import msgspec

from gmtracker.rules.wound_codes import CountKind, DamageEffect, DamageState, parse_code

from .command import ActionError, PatchBuilder
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


# -- the same, into an action's patch ----------------------------------------------


def apply_damage_effects(
    builder: PatchBuilder, combatant_id: str, effects: Iterable[DamageEffect | str]
) -> EffectsApplied:
    """B4: put a damage check's effects on a combatant into the patch (clock: ``builder.turn.clock``)."""
    after, applied = with_damage_effects(builder.current(combatant_id), effects, clock=builder.turn.clock)
    builder.put(after)
    return applied


def add_states(builder: PatchBuilder, combatant_id: str, states: Iterable[DamageState | str]) -> Combatant:
    """Add damage states to a combatant (``began`` = the clock; existing ones kept)."""
    return builder.put(with_states(builder.current(combatant_id), states, clock=builder.turn.clock))


def remove_states(builder: PatchBuilder, combatant_id: str, states: Iterable[DamageState | str]) -> Combatant:
    """Remove damage states from a combatant (e.g. a successful recovery check, B8)."""
    return builder.put(without_states(builder.current(combatant_id), states))


def set_count(builder: PatchBuilder, combatant_id: str, kind: CountKind | str, value: int) -> Combatant:
    """Set a combatant's wound or bruise count (rest, healing, skill trials: B6, B7, B11)."""
    return builder.put(with_count(builder.current(combatant_id), kind, value))

"""B5 in the turn: what a disabled or dazed combatant may do, and the disabled one's fall.

Seed 001: "瘫痪：人物每回合只能做一个移动或标准动作，若做出标准动作则回合结束时陷入"昏迷"状态"
and "恍惚：人物每回合只能做一个移动或标准动作". The rules core says what the states allow
(:func:`gmtracker.rules.states.turn_limits`, :func:`~gmtracker.rules.states.after_standard_action`);
this module puts it where the GM meets it:

* **Turn start.** :func:`turn_limit` is the limit of the combatant whose turn starts, a
  :class:`TurnLimit` in the turn's log record (its ``turn_limit``): one move *or* one
  standard action, and whether a standard action makes it fall unconscious at the end of
  its turn. The turn line and the status bar show it.
* **Standard actions.** The app's standard action is the attack (:class:`AttackCommand`:
  an attack action, or a hit check outside one such as arcana — both are standard
  actions). An attack made in the attacker's own turn while its state makes it fall after a
  standard action (:func:`falls_after_standard_action`) marks the attacker
  (``Combatant.falls_at_turn_end``; the attack record says so too,
  ``b5_falls_at_turn_end``). Checks are not actions in the app (a skill check may be free, a
  move or part of another action): the GM marks the state by hand then.
* **Turn end.** :func:`end_turn` runs in the turn change that ends the combatant's turn
  (Next turn, Delay): a marked combatant loses the mark and, still disabled, falls
  unconscious (B5) — in the same undoable step as the turn change, logged as
  ``b5_unconscious`` with the rule id. The mark is encounter state (issue 28: state is never
  worked out from old log records), so undoing the attack takes it away with it.

Rulings: auto-stabilisation (B4) prevents the fall (the rules core's ruling); an attack
made outside the combatant's own turn (a reaction) is not its turn's standard action; a
combatant no longer disabled at the end of its turn (a recovery in between) does not fall.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import msgspec

from gmtracker.rules.states import ActionLimit, after_standard_action, turn_limits
from gmtracker.rules.wound_codes import DamageState

from . import derived
from .command import PatchBuilder
from .effects import add_states
from .log_kind import LogKind, Record
from .log_render.translating import fill
from .model import Combatant

if TYPE_CHECKING:
    from .log_render.pieces import Pieces


class TurnLimit(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """B5: what a disabled or dazed combatant may do in its turn (the turn record's ``turn_limit``):
    ``actions`` (one move or one standard action), the ``states`` that limit it, and whether a
    standard action makes it fall unconscious at the end of the turn."""

    actions: ActionLimit
    states: tuple[DamageState, ...]
    unconscious_after_standard_action: bool


def turn_limit(c: Combatant) -> TurnLimit | None:
    """B5: the turn limit of a disabled or dazed combatant (None: no limit)."""
    limits = turn_limits(derived.wound_track(c), auto_stabilize=c.auto_stabilize)
    if limits.actions is not ActionLimit.MOVE_OR_STANDARD:
        return None
    states = tuple(s for s in (DamageState.DISABLED, DamageState.DAZED) if c.has_state(s))
    return TurnLimit(actions=limits.actions, states=states,
                     unconscious_after_standard_action=limits.unconscious_after_standard_action)


def falls_after_standard_action(c: Combatant) -> bool:
    """B5: whether a standard action now makes ``c`` fall unconscious at the end of its turn."""
    return turn_limits(derived.wound_track(c), auto_stabilize=c.auto_stabilize).unconscious_after_standard_action


def end_turn(builder: PatchBuilder, combatant_id: str) -> bool:
    """B5 at the end of ``combatant_id``'s turn: a disabled combatant that took a standard action
    falls unconscious. Returns whether it fell (then it is in the patch and logged)."""
    c = builder.current(combatant_id)
    if not c.falls_at_turn_end:
        return False
    builder.update(combatant_id, falls_at_turn_end=False)
    track = derived.wound_track(c)
    if after_standard_action(track, auto_stabilize=c.auto_stabilize) == track:
        return False  # no longer disabled, or already unconscious
    add_states(builder, combatant_id, [DamageState.UNCONSCIOUS])
    builder.log("b5_unconscious", actor=combatant_id, record=FallRecord(combatant=combatant_id),
                rule_ids=["B5"], public=not c.hidden)
    return True


class FallRecord(Record, frozen=True):
    """B5: ``combatant`` fell into ``state`` (unconscious) as its turn ended, after a standard action while disabled."""

    combatant: str
    state: DamageState = DamageState.UNCONSCIOUS


def _fall_line(p: Pieces, r: FallRecord) -> str:
    return fill(p.translate("LogLine", "%1 falls unconscious: a standard action while disabled (B5)"), p.name(r.combatant))


LOG_KINDS = (
    LogKind("b5_unconscious", FallRecord, _fall_line, roll=True, sample=FallRecord(combatant="gob")),
)

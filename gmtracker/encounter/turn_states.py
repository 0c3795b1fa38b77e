"""B5 in the turn: what a disabled or dazed combatant may do, and the disabled one's fall.

Seed 001: "瘫痪：人物每回合只能做一个移动或标准动作，若做出标准动作则回合结束时陷入"昏迷"状态"
and "恍惚：人物每回合只能做一个移动或标准动作". The rules core says what the states allow
(:func:`gmtracker.rules.states.turn_limits`, :func:`~gmtracker.rules.states.after_standard_action`);
this module puts it where the GM meets it:

* **Turn start.** :func:`turn_limit` is the limit of the combatant whose turn starts, as
  plain values for the turn's log record (``record["turn_limit"]``): one move *or* one
  standard action, and whether a standard action makes it fall unconscious at the end of
  its turn. The turn line and the status bar show it.
* **Standard actions.** The app's standard action is the attack (:class:`AttackCommand`:
  an attack action, or a hit check outside one such as arcana — both are standard
  actions). An attack records, at the moment it is made, whether its attacker's state
  makes it fall after a standard action (:func:`falls_after_standard_action`, the attack
  record's ``b5_falls_at_turn_end``). Checks are not actions in the app (a skill check
  may be free, a move or part of another action): the GM marks the state by hand then.
* **Turn end.** :func:`end_turn` runs in the turn change that ends the combatant's turn
  (Next turn, Delay): if an attack of its own, made in this turn while disabled, is in
  the log since its turn started, and it is still disabled, it falls unconscious (B5) —
  in the same undoable step as the turn change, logged as ``b5_unconscious`` with the rule
  id. The log is the record of what happened in the turn, so no per-turn mark is stored
  in the file and undoing the attack undoes the mark with it.

Rulings: auto-stabilisation (B4) prevents the fall (the rules core's ruling); an attack
made outside the combatant's own turn (a reaction) is not its turn's standard action; a
combatant no longer disabled at the end of its turn (a recovery in between) does not fall.
"""

from __future__ import annotations

from typing import Any

from gmtracker.rules.states import ActionLimit, after_standard_action, turn_limits
from gmtracker.rules.wound_codes import DamageState

from . import derived
from .command import PatchBuilder
from .effects import add_states
from .model import Combatant, LogEntry

# Log kinds that are a standard action of their actor (B5).
STANDARD_ACTION_KINDS = frozenset({"attack"})
# The record key an attack sets when its attacker falls unconscious after it (B5).
FALLS_KEY = "b5_falls_at_turn_end"


def turn_limit(c: Combatant) -> dict[str, Any] | None:
    """B5: the turn limit of a disabled or dazed combatant, as log-record values (None: no limit)."""
    limits = turn_limits(derived.wound_track(c), auto_stabilize=c.auto_stabilize)
    if limits.actions is not ActionLimit.MOVE_OR_STANDARD:
        return None
    states = [s.value for s in (DamageState.DISABLED, DamageState.DAZED) if c.has_state(s)]
    return {"actions": limits.actions.value, "states": states,
            "unconscious_after_standard_action": limits.unconscious_after_standard_action}


def falls_after_standard_action(c: Combatant) -> bool:
    """B5: whether a standard action now makes ``c`` fall unconscious at the end of its turn."""
    return turn_limits(derived.wound_track(c), auto_stabilize=c.auto_stabilize).unconscious_after_standard_action


def _turn_entries(log: list[LogEntry], combatant_id: str, round_: int) -> list[LogEntry]:
    """The entries since ``combatant_id``'s turn of round ``round_`` started (newest first)."""
    entries: list[LogEntry] = []
    for entry in reversed(log):
        if entry.kind == "start_combat" or (entry.kind == "turn" and entry.actor == combatant_id):
            break
        entries.append(entry)
    return [e for e in entries if e.round == round_]


def standard_action_while_disabled(log: list[LogEntry], combatant_id: str, round_: int) -> bool:
    """Whether ``combatant_id`` took a standard action while disabled in its current turn (B5)."""
    return any(e.kind in STANDARD_ACTION_KINDS and e.actor == combatant_id and e.turn == combatant_id
               and (e.json_record or {}).get(FALLS_KEY) for e in _turn_entries(log, combatant_id, round_))


def end_turn(builder: PatchBuilder, combatant_id: str) -> bool:
    """B5 at the end of ``combatant_id``'s turn: a disabled combatant that took a standard action
    falls unconscious. Returns whether it fell (then it is in the patch and logged)."""
    c = builder.current(combatant_id)
    if not standard_action_while_disabled(builder.encounter.log, combatant_id, builder.turn.round):
        return False
    track = derived.wound_track(c)
    if after_standard_action(track, auto_stabilize=c.auto_stabilize) == track:
        return False  # no longer disabled, or already unconscious
    add_states(builder, combatant_id, [DamageState.UNCONSCIOUS])
    builder.log("b5_unconscious", actor=combatant_id, record={"combatant": combatant_id, "state": DamageState.UNCONSCIOUS.value},
                rule_ids=["B5"], public=not c.hidden)
    return True

"""B5 in the turn (gmtracker/encounter/turn_states.py): the limit a disabled or dazed combatant's
turn starts with, and a disabled combatant's fall after a standard action, with the rulings
the module states (own turn only, auto-stabilisation, recovered in between, undo)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gmtracker.encounter import Encounter, derived
from gmtracker.encounter.actions_attack import AttackCommand, TargetDice
from gmtracker.encounter.model import StateEntry
from gmtracker.encounter.log_render.lines import turn_limit_line
from gmtracker.encounter.log_render.translating import identity
from gmtracker.encounter.turn_states import TurnLimit, turn_limit
from gmtracker.encounter.turns import EndCombat, NextTurn, StartCombat
from gmtracker.rules.states import ActionLimit, after_standard_action
from gmtracker.rules.wound_codes import DamageState
from tests.encounter.fixtures_d20 import ambush, ayla, goblin, ogre

DISABLED, DAZED, UNCONSCIOUS = DamageState.DISABLED, DamageState.DAZED, DamageState.UNCONSCIOUS


def _attack(enc: Encounter, attacker: str, target: str) -> None:
    AttackCommand(attacker, (target,), dice={target: TargetDice(d20=(2,))}).apply(enc)  # a miss


def _states(enc: Encounter, cid: str) -> set[DamageState]:
    return {e.state for e in enc.combatant(cid).states}


def test_B5_the_turn_limit_of_each_state() -> None:
    """Seed 001: "瘫痪：人物每回合只能做一个移动或标准动作" / "恍惚：人物每回合只能做一个移动或标准动作"."""
    assert turn_limit(goblin()) is None
    assert turn_limit(goblin(states=[StateEntry(UNCONSCIOUS), StateEntry(DISABLED)])) is None  # no action at all
    dazed = turn_limit(goblin(states=[StateEntry(DAZED)]))
    assert dazed == TurnLimit(actions=ActionLimit.MOVE_OR_STANDARD, states=(DAZED,), unconscious_after_standard_action=False)
    assert dazed is not None
    assert turn_limit_line(dazed, identity) == "dazed: one move or one standard action (B5)"
    both = turn_limit(goblin(states=[StateEntry(DAZED), StateEntry(DISABLED)]))
    assert both is not None and both.states == (DISABLED, DAZED) and both.unconscious_after_standard_action
    stable = turn_limit(goblin(states=[StateEntry(DISABLED)], auto_stabilize=True))
    assert stable is not None and not stable.unconscious_after_standard_action


@pytest.mark.parametrize("state, falls", [(DISABLED, True), (DAZED, False)])
def test_B5_a_standard_action_in_its_own_turn(state: DamageState, falls: bool) -> None:
    """Seed 001: "若做出标准动作则回合结束时陷入"昏迷"状态" — only 瘫痪 says so, not 恍惚."""
    enc = ambush(goblin(states=[StateEntry(state)]), ayla(), ogre())
    _attack(enc, "goblin", "ayla")
    assert UNCONSCIOUS not in _states(enc, "goblin")
    step = NextTurn()
    step.apply(enc)
    assert (UNCONSCIOUS in _states(enc, "goblin")) is falls
    assert any(e.kind == "b5_unconscious" for e in enc.log) is falls
    step.revert(enc)
    assert UNCONSCIOUS not in _states(enc, "goblin") and enc.turn.current == "goblin"


def test_B5_no_standard_action_no_fall_and_the_next_turn_starts_afresh() -> None:
    enc = ambush(goblin(states=[StateEntry(DISABLED)]), ayla(), ogre())
    NextTurn().apply(enc)  # a move, say: nothing the app records
    assert UNCONSCIOUS not in _states(enc, "goblin")
    _attack(enc, "goblin", "ayla")  # off its turn (Ayla's): a reaction is not its standard action
    assert not (enc.log[-1].json_record or {}).get("b5_falls_at_turn_end")
    for _ in range(3):  # Ayla, the ogre, then the goblin's next turn ends without an action
        NextTurn().apply(enc)
    NextTurn().apply(enc)
    assert UNCONSCIOUS not in _states(enc, "goblin")


def test_B5_auto_stabilisation_or_a_recovery_before_the_turn_ends_prevents_the_fall() -> None:
    enc = ambush(goblin(states=[StateEntry(DISABLED)], auto_stabilize=True), ayla(), ogre())
    _attack(enc, "goblin", "ayla")
    NextTurn().apply(enc)
    assert UNCONSCIOUS not in _states(enc, "goblin")

    enc = ambush(goblin(states=[StateEntry(DISABLED)]), ayla(), ogre())
    _attack(enc, "goblin", "ayla")
    enc.combatants[0].states = []  # recovered (B8) before the turn ends
    NextTurn().apply(enc)
    assert _states(enc, "goblin") == set()


def test_B5_an_attack_of_an_earlier_combat_does_not_count() -> None:
    enc = ambush(goblin(states=[StateEntry(DISABLED)], initiative=20), ayla(initiative=10), ogre(initiative=5))
    enc.turn.round = 1
    _attack(enc, "goblin", "ayla")  # round 1, the goblin's turn: the same stamps as the new combat's
    EndCombat().apply(enc)
    StartCombat().apply(enc)
    assert (enc.turn.round, enc.turn.current) == (1, "goblin")
    NextTurn().apply(enc)
    assert UNCONSCIOUS not in _states(enc, "goblin")


_STATES = [DamageState.SERIOUSLY_WOUNDED, DISABLED, DAZED, UNCONSCIOUS]


@given(states=st.sets(st.sampled_from(_STATES)), auto_stabilize=st.booleans(), attacks=st.booleans())
@settings(max_examples=60, deadline=None)
def test_B5_the_end_of_a_turn_adds_unconsciousness_exactly_as_the_rules_core_says(
        states: set[DamageState], auto_stabilize: bool, attacks: bool) -> None:
    """Whatever the states: the turn change adds 昏迷 iff the combatant attacked in its turn and
    ``after_standard_action`` adds it; nothing else changes its states; undo restores them."""
    entries = [StateEntry(s) for s in DamageState if s in states]
    enc = ambush(goblin(states=entries, auto_stabilize=auto_stabilize), ayla(), ogre())
    if attacks:
        _attack(enc, "goblin", "ayla")
    before = enc.combatant("goblin")
    track = derived.wound_track(before)
    expected = after_standard_action(track, auto_stabilize=auto_stabilize) if attacks else track
    step = NextTurn()
    step.apply(enc)
    assert derived.wound_track(enc.combatant("goblin")) == expected
    assert any(e.kind == "b5_unconscious" for e in enc.log) is (expected != track)
    step.revert(enc)
    assert enc.combatant("goblin") == before


def test_D1_B5_a_delay_nobody_can_take_over_keeps_only_the_move() -> None:
    """Review of issue 12: when nobody else can act, the delayer keeps the turn (D1) — and
    nothing of a turn change may stay: before, the B5 fall at the end of its turn was kept
    (unconscious yet still acting, ``b5_unconscious`` logged)."""
    from gmtracker.encounter.turns import Delay
    from tests.encounter.fixtures_d20 import ambush, ayla, goblin, ogre

    disabled, unconscious = DamageState.DISABLED, DamageState.UNCONSCIOUS
    enc = ambush(goblin(states=[StateEntry(disabled)]), ayla(states=[StateEntry(unconscious)]),
                 ogre(states=[StateEntry(unconscious)]))
    AttackCommand("goblin", ("ayla",), dice={"ayla": TargetDice(d20=(2,))}).apply(enc)
    Delay("goblin", "ogre").apply(enc)
    assert enc.turn.current == "goblin" and enc.ids() == ["ayla", "ogre", "goblin"]
    assert not enc.combatant("goblin").has_state(unconscious)
    assert [e.kind for e in enc.log[-2:]] == ["attack", "delay"]

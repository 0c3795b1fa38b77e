"""Delay and Ready (issue 29 item 5): Delay leaves the order and comes back in at any point; Ready
holds the turn for an "act now" during a later turn, this round only. Each one undo step, logged."""

from __future__ import annotations

import pytest

from gmtracker.encounter import ActionError, Encounter
from gmtracker.encounter.conditions import AddCondition
from gmtracker.encounter.model import Holding
from gmtracker.encounter.turn_holds import ActNow, DelayTurn, ReadyTurn
from gmtracker.encounter.turns import EndCombat, NextTurn, StartCombat, TurnRecord
from tests.encounter.fixtures_core import roundtrip, skirmish


def _fight() -> Encounter:
    enc = skirmish()
    StartCombat().apply(enc)
    assert enc.ids() == ["ayla", "lin", "goblin", "ogre"] and enc.turn.current == "ayla"
    return enc


def _turns(enc: Encounter) -> list[str]:
    return [e.record.current for e in enc.log if e.kind == "turn"]


def test_delay_leaves_the_order_without_ending_the_turn_and_the_order_passes_it_by() -> None:
    enc = _fight()
    AddCondition("ayla", "Dazzled", rounds=1).apply(enc)  # would run out at the end of Ayla's turn
    roundtrip(DelayTurn("ayla"), enc)
    assert enc.turn.current == "lin" and enc.combatant("ayla").holding is Holding.DELAY
    assert [c.name for c in enc.combatant("ayla").conditions] == ["Dazzled"]  # her turn did not end
    assert enc.log[-2].text == "Ayla delays and leaves the order"
    for _ in range(3):  # 林月 → goblin → ogre → (Ayla passed by) → 林月, round 2
        NextTurn().apply(enc)
    assert enc.turn.current == "lin" and enc.turn.round == 2
    assert "ayla" not in _turns(enc)[1:]


def test_come_back_in_now_after_whoever_acts_whose_turn_ends_undo_and_redo() -> None:
    enc = _fight()
    DelayTurn("ayla").apply(enc)
    NextTurn().apply(enc)  # the goblin's turn
    come_back = ActNow("ayla")
    roundtrip(come_back, enc)
    assert enc.turn.current == "ayla" and enc.combatant("ayla").holding is None
    assert enc.ids() == ["lin", "goblin", "ayla", "ogre"]  # her place from now on: after the goblin
    assert "Ayla comes back in after Goblin" in [e.text for e in enc.log]
    NextTurn().apply(enc)
    assert enc.turn.current == "ogre" and enc.turn.round == 1


def test_ready_ends_the_turn_and_act_now_puts_it_before_whoever_acts_keeping_the_turn() -> None:
    enc = _fight()
    roundtrip(ReadyTurn("ayla"), enc)
    assert enc.turn.current == "lin" and enc.combatant("ayla").holding is Holding.READY
    NextTurn().apply(enc)  # the goblin's turn: its attack is the trigger
    act = ActNow("ayla")
    roundtrip(act, enc)
    assert enc.turn.current == "goblin"  # the turn stays where it was
    assert enc.ids() == ["lin", "ayla", "goblin", "ogre"]
    assert enc.log[-1].text == "Ayla acts on its readied action, before Goblin"
    assert enc.combatant("ayla").holding is None


def test_a_ready_lasts_this_round_only() -> None:
    enc = _fight()
    ReadyTurn("ayla").apply(enc)
    for _ in range(3):  # 林月, goblin, ogre, then Ayla again in round 2
        NextTurn().apply(enc)
    assert enc.turn.current == "ayla" and enc.combatant("ayla").holding is None
    record: TurnRecord = enc.log[-1].record
    assert record.ready_lapsed and "Ayla's readied action lapses" in enc.log[-1].text


def test_holds_are_refused_when_they_make_no_sense_and_end_with_the_fight() -> None:
    enc = _fight()
    with pytest.raises(ActionError, match="only whoever acts can delay"):
        DelayTurn("goblin").apply(enc)
    with pytest.raises(ActionError, match="only whoever acts can ready"):
        ReadyTurn("goblin").apply(enc)
    with pytest.raises(ActionError, match="neither delaying nor ready"):
        ActNow("goblin").apply(enc)
    DelayTurn("ayla").apply(enc)
    EndCombat().apply(enc)
    assert enc.combatant("ayla").holding is None


def test_the_last_one_who_can_act_cannot_delay() -> None:
    enc = _fight()
    for cid in ("lin", "goblin", "ogre"):
        enc.combatant(cid).in_combat = False
    with pytest.raises(ActionError, match="nobody else can act"):
        DelayTurn("ayla").apply(enc)
    assert enc.combatant("ayla").holding is None

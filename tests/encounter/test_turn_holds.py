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


# -- review findings (issue 29): holds and initiative groups together ---------------------------


def _grouped_fight() -> Encounter:
    """Ayla 15 (PC), 林月 12 (a PC first on the tie), then the goblin and the ogre as one group (12)."""
    from gmtracker.encounter.initiative_groups import GroupInitiative

    enc = skirmish()
    GroupInitiative(["goblin", "ogre"]).apply(enc)
    StartCombat().apply(enc)
    return enc


def test_a_delayer_back_in_the_round_it_delayed_starts_no_turn_again_a_later_round_does() -> None:
    enc = _fight()
    AddCondition("ayla", "Slow", rounds=3, expiry="turn_start").apply(enc)
    # (added after her turn began: round 1's start did not count it)
    DelayTurn("ayla").apply(enc)
    ActNow("ayla").apply(enc)  # back in round 1, after 林月
    [slow] = enc.combatant("ayla").conditions
    assert slow.remaining == 3  # not counted again: her turn began this round already
    DelayTurn("ayla").apply(enc)
    for _ in range(3):
        NextTurn().apply(enc)  # ... round 2
    assert enc.turn.round == 2
    ActNow("ayla").apply(enc)
    [slow] = enc.combatant("ayla").conditions
    assert slow.remaining == 2  # a turn of a later round: it starts as any turn does


def test_coming_back_during_a_groups_turn_keeps_the_group_together() -> None:
    enc = _grouped_fight()
    assert enc.ids() == ["ayla", "lin", "goblin", "ogre"]
    DelayTurn("ayla").apply(enc)
    NextTurn().apply(enc)
    assert enc.turn.current == "goblin"
    ActNow("ayla").apply(enc)
    ids = enc.ids()
    assert ids.index("ogre") == ids.index("goblin") + 1 and ids.index("ayla") == ids.index("ogre") + 1
    assert enc.turn.current == "ayla"


def test_a_group_member_acting_cannot_delay_or_ready_and_a_holder_cannot_be_grouped() -> None:
    from gmtracker.encounter.initiative_groups import GroupInitiative

    enc = _grouped_fight()
    NextTurn().apply(enc)
    NextTurn().apply(enc)
    assert enc.turn.current == "goblin"
    with pytest.raises(ActionError, match="acts with its initiative group"):
        DelayTurn("goblin").apply(enc)
    with pytest.raises(ActionError, match="acts with its initiative group"):
        ReadyTurn("goblin").apply(enc)
    NextTurn().apply(enc)
    ReadyTurn(enc.turn.current or "").apply(enc)
    holder = next(c.id for c in enc.combatants if c.holding is not None)
    with pytest.raises(ActionError, match="holds its turn"):
        GroupInitiative([holder, "lin"]).apply(enc)


def test_act_now_by_whoever_acts_is_refused_not_an_assertion() -> None:
    from gmtracker.encounter.turns import PreviousTurn

    enc = _fight()
    ReadyTurn("ayla").apply(enc)
    PreviousTurn().apply(enc)
    assert enc.turn.current == "ayla"
    with pytest.raises(ActionError, match="acts now already"):
        ActNow("ayla").apply(enc)


def test_previous_turn_goes_back_to_a_groups_first_member() -> None:
    from gmtracker.encounter.turns import PreviousTurn, acting_group

    enc = _grouped_fight()
    for _ in range(3):
        NextTurn().apply(enc)
    assert enc.turn.current == "ayla" and enc.turn.round == 2
    PreviousTurn().apply(enc)
    assert enc.turn.current == "goblin" and acting_group(enc, "goblin") == ["goblin", "ogre"]
    PreviousTurn().apply(enc)
    assert enc.turn.current == "lin"


def test_a_member_defeated_during_its_groups_turn_still_has_its_turn_end() -> None:
    from gmtracker.encounter import StateEntry
    from gmtracker.rules.wound_codes import DamageState

    enc = _grouped_fight()
    AddCondition("ogre", "Slow", rounds=3).apply(enc)  # counted at the ogre's turn end
    NextTurn().apply(enc)
    NextTurn().apply(enc)
    assert enc.turn.current == "goblin"
    enc.combatant("ogre").states = [StateEntry(DamageState.DEAD)]
    NextTurn().apply(enc)
    [slow] = enc.combatant("ogre").conditions
    assert slow.remaining == 2

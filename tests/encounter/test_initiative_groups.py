"""Group initiative (issue 29 item 5): a group rolls once (D1) and acts together (D2), each member
still its own row."""

from __future__ import annotations

import pytest

from gmtracker.encounter import ActionError, Encounter, Side, StateEntry
from gmtracker.encounter.conditions import AddCondition
from gmtracker.encounter.initiative_groups import GroupInitiative
from gmtracker.encounter.turns import NextTurn, StartCombat, acting_group, needs_initiative
from gmtracker.rules.wound_codes import DamageState
from tests.encounter.fixtures_core import combatant, roundtrip


def _band() -> Encounter:
    """Ayla (PC, initiative 12) and four goblins without initiative."""
    return Encounter(name="Band", combatants=[
        combatant("ayla", "Ayla", side=Side.PC, initiative=12, agility=3),
        *(combatant(f"g{n}", f"Goblin {n}", agility=n) for n in range(1, 5)),
    ])


def _turns(enc: Encounter) -> list[str]:
    return [e.record.current for e in enc.log if e.kind == "turn"]


def test_D1_a_group_rolls_once_with_its_leaders_modifier_and_stands_together() -> None:
    enc = _band()
    roundtrip(GroupInitiative(["g1", "g2", "g3", "g4"]), enc)
    assert {enc.combatant(f"g{n}").initiative_group for n in range(1, 5)} == {"g1"}
    assert needs_initiative(enc) == ["g1"]  # one die for the four
    start = StartCombat()
    assert [(n.purpose, n.combatant) for n in start.dice_needed(enc)] == [("initiative", "g1")]
    StartCombat(naturals={"g1": 15}).apply(enc)  # 15 + agility 1 = 16: before Ayla's 12
    assert [enc.combatant(f"g{n}").initiative for n in range(1, 5)] == [16, 16, 16, 16]
    assert enc.ids() == ["g1", "g2", "g3", "g4", "ayla"]  # no roll-off among them: they act together


def test_D2_the_group_acts_together_and_its_turns_end_together() -> None:
    enc = _band()
    GroupInitiative(["g1", "g2", "g3", "g4"]).apply(enc)
    AddCondition("g3", "Dazzled", rounds=1).apply(enc)  # runs out at the end of g3's turn
    StartCombat(naturals={"g1": 15}).apply(enc)
    assert enc.turn.current == "g1" and acting_group(enc, "g1") == ["g1", "g2", "g3", "g4"]
    assert _turns(enc) == ["g1", "g2", "g3", "g4"]  # each its own turn start (D2)
    NextTurn().apply(enc)
    assert enc.turn.current == "ayla" and enc.combatant("g3").conditions == []
    assert "Dazzled ends on Goblin 3" in enc.log[-1].text
    NextTurn().apply(enc)
    assert enc.turn.current == "g1" and enc.turn.round == 2


def test_a_defeated_member_s_place_passes_once() -> None:
    enc = _band()
    GroupInitiative(["g1", "g2"]).apply(enc)
    AddCondition("g2", "Slowed", rounds=2).apply(enc)
    enc.combatant("g2").states = [StateEntry(DamageState.UNCONSCIOUS)]
    StartCombat(naturals={"g1": 15, "g3": 1, "g4": 1}, roll_offs={"g3": [3], "g4": [5]}).apply(enc)
    NextTurn().apply(enc)
    [slowed] = enc.combatant("g2").conditions
    assert slowed.remaining == 1  # counted once (its place passed), not again as the group's turns ended


def test_grouping_in_combat_moves_the_members_after_the_leader_and_ungrouping_keeps_them() -> None:
    enc = _band()
    StartCombat(naturals={"g1": 1, "g2": 20, "g3": 10, "g4": 5}, roll_offs={}).apply(enc)
    assert enc.ids() == ["g2", "g3", "ayla", "g4", "g1"]  # 22, 13, 12, 9, 2
    roundtrip(GroupInitiative(["g3", "g1"]), enc)
    assert enc.ids() == ["g2", "g3", "g1", "ayla", "g4"] and enc.combatant("g1").initiative == 13
    assert enc.log[-1].text == "one initiative, acting together: Goblin 3, Goblin 1"
    GroupInitiative(["g3", "g1"]).apply(enc)
    assert enc.combatant("g1").initiative_group is None and enc.ids() == ["g2", "g3", "g1", "ayla", "g4"]
    assert enc.log[-1].text.startswith("no longer one initiative")


def test_a_group_of_one_is_refused() -> None:
    with pytest.raises(ActionError, match="two combatants or more"):
        GroupInitiative(["g1"]).apply(_band())


def test_review_an_out_of_combat_members_initiative_does_not_stand_for_the_group() -> None:
    enc = _band()
    GroupInitiative(["g1", "g2", "g3"]).apply(enc)
    enc.combatant("g3").initiative = 7
    enc.combatant("g3").in_combat = False
    assert needs_initiative(enc) == ["g1", "g4"]  # the group asked once (g3's 7 is out of the fight), and g4


def test_review_the_start_record_lists_the_groups_one_roll() -> None:
    enc = _band()
    GroupInitiative(["g1", "g2"]).apply(enc)
    StartCombat(naturals={"g1": 15, "g2": 3, "g3": 9, "g4": 4}).apply(enc)
    record = next(e.record for e in enc.log if e.kind == "start_combat")
    assert [r.combatant for r in record.rolled] == ["g1", "g3", "g4"]  # g2 rolled nothing of its own
    assert enc.combatant("g2").initiative == enc.combatant("g1").initiative == 16

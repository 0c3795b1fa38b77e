"""The campaign between fights (issue 30 items 2 and 3, RULES.md D4), without the window: a prepared
encounter opened with the party in it, the party's wounds carried back, 8 hours of rest by the
rules (B6), the next encounter opened with the healed party."""

from __future__ import annotations

import msgspec
import pytest

from gmtracker.encounter import ActionError
from gmtracker.encounter.actions_rest import AdvanceTimeCommand
from gmtracker.encounter.campaign import CampaignData, PreparedEncounter, campaign_problems
from gmtracker.encounter.campaign_actions import carry_party, open_prepared, rest_party
from gmtracker.encounter.conditions import AddCondition
from gmtracker.encounter.model import Combatant, EncounterData, Side, StateEntry
from gmtracker.encounter.roster import EditCombatant
from gmtracker.encounter.turns import EndCombat, NextTurn, StartCombat
from gmtracker.rules.wound_codes import DamageState


def _campaign() -> CampaignData:
    party = [Combatant(id="ayla", name="Ayla", side=Side.PC, initiative=15),
             Combatant(id="lin", name="林月", side=Side.PC, initiative=12)]

    def fight(name: str, *monsters: str) -> EncounterData:
        return EncounterData(name=name, combatants=[Combatant(id=m.lower(), name=m, initiative=10 - row)
                                                    for row, m in enumerate(monsters)])

    return CampaignData(name="Road", party=party, encounters=[
        PreparedEncounter("mill", fight("Mill", "Goblin", "Wolf")), PreparedEncounter("crypt", fight("Crypt", "Skeleton")),
        PreparedEncounter("bridge", fight("Bridge", "Grukk"))])


def test_open_puts_the_party_in_first_on_the_campaigns_clock_and_changes_nothing() -> None:
    campaign = msgspec.structs.replace(_campaign(), clock=600)
    before = msgspec.json.encode(campaign)
    encounter = open_prepared(campaign, "mill")
    assert encounter.ids() == ["ayla", "lin", "goblin", "wolf"] and encounter.turn.clock == 600
    encounter.combatant("ayla").wounds = 3
    assert msgspec.json.encode(campaign) == before  # the campaign's own members are untouched
    with pytest.raises(ActionError, match="no prepared encounter nowhere"):
        open_prepared(campaign, "nowhere")


def test_fight_carry_rest_eight_hours_open_the_next_the_party_comes_in_healed() -> None:
    """The issue's Done-when, in the encounter layer: wounds taken, carried, 8 hours of rest (B6:
    one wound an hour), the next encounter opened with the healed state."""
    campaign = _campaign()
    fight = open_prepared(campaign, "mill")
    StartCombat().apply(fight)
    NextTurn().apply(fight)
    EditCombatant("ayla", {"wounds": 5}).apply(fight)  # as the damage dialog's wound count would
    EditCombatant("lin", {"bruises": 2}).apply(fight)
    AddCondition("wolf", "Pinned", rounds=3, anchor="ayla").apply(fight)
    EndCombat().apply(fight)
    carried = carry_party(campaign, fight, "mill")
    assert [(m.wounds, m.bruises) for m in carried.party] == [(5, 0), (0, 2)]
    assert carried.clock == fight.turn.clock and carried.encounters[0].done
    kept = carried.encounters[0].encounter
    assert [c.id for c in kept.combatants] == ["goblin", "wolf"] and not kept.turn.started
    assert kept.combatants[1].conditions[0].anchor is None  # D4 ruling: its anchor left with the party
    assert carried.log[-1].kind == "party_carried"
    assert carried.log[-1].text == f"Ayla, 林月 carried back from Mill to the campaign (clock 0 → {carried.clock})"
    assert list(campaign_problems(carried)) == []
    assert campaign.party[0].wounds == 0  # the campaign given is unchanged

    rested = rest_party(carried, AdvanceTimeCommand(hours=8, resting=True))
    assert rested.clock == carried.clock + 8 * 600
    assert [(m.wounds, m.bruises) for m in rested.party] == [(0, 0), (0, 0)]  # B6: an hour a wound, a minute a bruise
    assert [e.kind for e in rested.log[-3:]] == ["time_effects", "time_effects", "advance_time"]
    assert list(campaign_problems(rested)) == []

    crypt = open_prepared(rested, "crypt")
    assert [(c.id, c.wounds) for c in crypt.combatants] == [("ayla", 0), ("lin", 0), ("skeleton", 0)]
    assert crypt.turn.clock == rested.clock


def test_a_rest_is_refused_while_someone_is_dying_unless_overridden() -> None:
    campaign = _campaign()
    dying = msgspec.structs.replace(campaign.party[0], wounds=3, states=[
        StateEntry(DamageState.SERIOUSLY_WOUNDED), StateEntry(DamageState.UNCONSCIOUS)])
    campaign = msgspec.structs.replace(campaign, party=[dying, campaign.party[1]])
    with pytest.raises(ActionError, match="Ayla dying"):
        rest_party(campaign, AdvanceTimeCommand(hours=1, resting=True))
    rested = rest_party(campaign, AdvanceTimeCommand(hours=1, resting=True, ignore_dying=True))
    assert rested.clock == 600


def test_carrying_from_an_encounter_without_the_party_is_refused() -> None:
    campaign = _campaign()
    alone = EncounterData(name="Elsewhere", combatants=[Combatant(id="goblin", name="Goblin")])
    with pytest.raises(ActionError, match="nobody of the party is in Elsewhere"):
        carry_party(campaign, alone, "mill")


def test_a_members_condition_anchored_to_a_monster_loses_the_anchor_when_carried() -> None:
    """D4 both ways: the goblin's Hex on Ayla keeps its rounds, without the goblin (who stays behind);
    the campaign stays valid (it would not load again otherwise)."""
    campaign = _campaign()
    encounter = open_prepared(campaign, "mill")
    AddCondition("ayla", "Hexed", rounds=3, anchor="goblin").apply(encounter)
    AddCondition("lin", "Blessed", rounds=2, anchor="ayla").apply(encounter)
    after = carry_party(campaign, encounter, "mill")
    hexed = after.party[0].conditions[0]
    blessed = after.party[1].conditions[0]
    assert (hexed.anchor, hexed.rounds) == (None, 3)
    assert blessed.anchor == "ayla"  # anchored within the party: kept
    assert list(campaign_problems(after)) == []


def test_party_changed_sees_a_change_made_outside_a_fight_and_nothing_else() -> None:
    from gmtracker.encounter.campaign_actions import party_changed

    campaign = _campaign()
    encounter = open_prepared(campaign, "mill")
    assert not party_changed(campaign, encounter)
    EditCombatant("ayla", {"bruises": 2}).apply(encounter)
    assert party_changed(campaign, encounter)
    carried = carry_party(campaign, encounter, "mill", done=False)
    assert not party_changed(carried, encounter) and not carried.encounters[0].done


def test_moved_duplicated_added_marked_done_and_kept() -> None:
    from gmtracker.encounter.campaign_actions import added, duplicated, keep_prepared, marked_done, moved

    campaign = _campaign()
    assert [e.id for e in moved(campaign, "crypt", -1).encounters] == ["crypt", "mill", "bridge"]
    with pytest.raises(ActionError, match="cannot move further"):
        moved(campaign, "mill", -1)
    copied, copy_id = duplicated(campaign, "mill", "Mill again")
    assert [e.id for e in copied.encounters] == ["mill", copy_id, "crypt", "bridge"] and copy_id == "mill-again"
    encounter = open_prepared(campaign, "mill")
    with_it, new_id = added(campaign, encounter)
    assert with_it.encounters[-1].id == new_id and [c.id for c in with_it.encounters[-1].encounter.combatants] == \
        ["goblin", "wolf"]  # the party taken out
    assert marked_done(campaign, "crypt", True).encounters[1].done
    EditCombatant("goblin", {"wounds": 1}).apply(encounter)
    kept = keep_prepared(campaign, encounter, "mill")
    assert kept.encounters[0].encounter.combatants[0].wounds == 1
    assert [c.id for c in kept.encounters[0].encounter.combatants] == ["goblin", "wolf"]
    assert list(campaign_problems(kept)) == []

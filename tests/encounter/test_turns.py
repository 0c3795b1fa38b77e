"""The turn machine: D1 start of combat, D2 turn starts (A16, B5, B8, B9), rounds and the clock (B12)."""

from __future__ import annotations

import pytest

from gmtracker.encounter import ActionError, Condition, Expiry, Settings, StateEntry
from gmtracker.encounter.model import InitiativeFormula
from gmtracker.encounter.roster import EditCombatant
from gmtracker.encounter.turns import (
    Delay,
    EndCombat,
    NextTurn,
    PreviousTurn,
    SetInCombat,
    StartCombat,
    elapsed_seconds,
    initiative_places,
    stale_initiatives,
    needs_initiative,
    pending_initiative_roll_offs,
)
from gmtracker.rules.wound_codes import DamageState
from tests.encounter.fixtures_core import combatant, roundtrip, skirmish, snapshot


def started() -> object:
    enc = skirmish()
    StartCombat().apply(enc)
    return enc


def test_D1_start_combat_sorts_with_pc_first_on_ties() -> None:
    enc = skirmish()
    entry = roundtrip(StartCombat(), enc)
    assert entry
    # Ayla 15; then 林月 (PC) and the goblin tie at 12: the PC goes first (D1, C7); the ogre 5.
    assert enc.ids() == ["ayla", "lin", "goblin", "ogre"]
    assert (enc.turn.started, enc.turn.round, enc.turn.current) == (True, 1, "ayla")
    kinds = [e.kind for e in enc.log]
    assert kinds == ["start_combat", "turn"]
    assert enc.log[0].json_record is not None and enc.log[0].json_record["ties"][0]["broken_by"] == "player_character"


def test_D1_initiative_rolled_for_those_without_one() -> None:
    enc = skirmish()
    enc.combatants[3].initiative = None
    assert needs_initiative(enc) == ["ogre"]
    with pytest.raises(ActionError, match="initiative missing for Ogre"):
        StartCombat().apply(enc)
    with pytest.raises(ActionError, match="d20: 21 is not between 1 and 20"):
        StartCombat(naturals={"ogre": 21}).apply(enc)
    StartCombat(naturals={"ogre": 19}).apply(enc)  # 19 + agility 0
    assert enc.combatant("ogre").initiative == 19
    assert enc.ids()[0] == "ogre"


def test_D1_typed_initiatives_take_the_place_of_rolls_and_earlier_values() -> None:
    enc = skirmish()
    enc.combatants[0].initiative = None  # Ayla: typed by her player
    enc.combatants[3].initiative = None  # the ogre: rolled
    command = StartCombat(naturals={"ogre": 11}, typed={"ayla": 3, "lin": 20})
    assert command.dice_needed(enc) == ()  # nothing left to roll: Ayla's value was typed
    entry = roundtrip(command, enc)
    assert entry is not None
    assert enc.combatant("ayla").initiative == 3 and enc.combatant("lin").initiative == 20  # 林月 had 12
    assert enc.combatant("ogre").initiative == 11  # 11 + agility 0
    assert enc.ids() == ["lin", "goblin", "ogre", "ayla"]
    record = enc.log[0].json_record
    assert record is not None and record["typed"] == ["ayla", "lin"]
    assert record["rolled"] == [{"combatant": "ogre", "natural": 11, "die": 20, "modifier": 0, "initiative": 11}]


def test_D1_a_rolled_initiative_is_logged_with_its_die() -> None:
    from gmtracker.encounter.log_render import entry_line

    enc = skirmish()
    enc.combatants[1].initiative = None
    StartCombat(naturals={"goblin": 9}).apply(enc)
    line = entry_line(enc.log[0], {c.id: c.name for c in enc.combatants})
    assert "Goblin 11 (d20 9 +2)" in line and "Ayla 15," in line


def test_D1_a_typed_initiative_for_someone_not_there_is_refused() -> None:
    enc = skirmish()
    with pytest.raises(ActionError, match="no combatant has the id ghost"):
        StartCombat(typed={"ghost": 12}).apply(enc)
    assert not enc.turn.started


def test_D1_initiatives_of_an_ended_fight_are_stale_but_those_given_since_are_not() -> None:
    from gmtracker.encounter.roster import AddCombatant, SetInitiative

    enc = skirmish()
    assert stale_initiatives(enc) == set()  # no fight has ended: the values were set for this one
    StartCombat().apply(enc)
    EndCombat().apply(enc)
    assert stale_initiatives(enc) == {"ayla", "goblin", "lin", "ogre"}
    SetInitiative({"lin": 9}).apply(enc)
    AddCombatant(combatant("wolf", "Wolf", initiative=11)).apply(enc)
    assert stale_initiatives(enc) == {"ayla", "goblin", "ogre"}


def test_D1_initiative_places_share_a_place_while_a_roll_off_decides() -> None:
    enc = skirmish()
    enc.combatants[1] = combatant("goblin", "Goblin", initiative=7, agility=2)
    enc.combatants[3] = combatant("ogre", "Ogre", initiative=7, agility=2)
    places = initiative_places(enc, {"ayla": 15, "lin": 7, "goblin": 7, "ogre": 7})
    assert places == {"ayla": (1, False), "lin": (2, False), "goblin": (3, True), "ogre": (3, True)}
    assert initiative_places(enc, {"lin": 7, "goblin": 7}) == {"lin": (1, False), "goblin": (2, False)}  # C7: no roll-off


def test_D1_roll_off_when_side_and_modifier_tie() -> None:
    enc = skirmish()
    enc.combatants[1] = combatant("goblin", "Goblin", initiative=7, agility=2)
    enc.combatants[3] = combatant("ogre", "Ogre", initiative=7, agility=2)
    pending = pending_initiative_roll_offs(enc)
    assert pending and set(pending[0].keys) == {"goblin", "ogre"}
    with pytest.raises(ActionError, match="roll-off"):
        StartCombat().apply(enc)
    StartCombat(roll_offs={"goblin": [3], "ogre": [18]}).apply(enc)
    assert enc.ids().index("ogre") < enc.ids().index("goblin")


def test_D1_percentile_formula_uses_d100_and_base_tenth() -> None:
    enc = skirmish()
    enc.settings = Settings(initiative_formula=InitiativeFormula.PERCENTILE)
    enc.combatants[3].initiative = None
    enc.combatants[3].percentile = {"initiative": 57}
    StartCombat(naturals={"ogre": 90}).apply(enc)
    assert enc.combatant("ogre").initiative == 95  # 90 + 57 / 10 truncated


def test_start_twice_is_refused() -> None:
    enc = started()
    with pytest.raises(ActionError, match="already started"):
        StartCombat().apply(enc)


def test_D2_next_turn_walks_the_order_and_wraps_into_a_new_round() -> None:
    enc = started()
    seen = []
    for _ in range(5):
        roundtrip(NextTurn(), enc)
        seen.append((enc.turn.round, enc.turn.current))
    assert seen == [(1, "lin"), (1, "goblin"), (1, "ogre"), (2, "ayla"), (2, "lin")]
    assert enc.turn.clock == 1
    assert elapsed_seconds(enc) == 6  # B12


def test_A16_hit_penalty_counter_resets_at_the_start_of_the_own_turn() -> None:
    enc = started()
    enc.combatants[1].hit_penalties = 2  # 林月
    NextTurn().apply(enc)
    assert enc.combatant("lin").hit_penalties == 0
    assert enc.log[-1].json_record is not None and enc.log[-1].json_record["reset_hit_penalties"] is True


def test_B5_turn_start_prompts_the_dying_check_and_B9_notes_no_constitution() -> None:
    enc = started()
    for cid in ("lin", "ogre"):
        EditCombatant(cid, {"states": [{"state": "seriously_wounded"}, {"state": "unconscious"}]}).apply(enc)
    NextTurn().apply(enc)
    prompts = enc.log[-1].json_record["prompts"]  # type: ignore[index]
    assert prompts == [{"kind": "dying_check", "combatant": "lin", "automatic_failure": False}]
    assert "B5" in enc.log[-1].rule_ids
    NextTurn().apply(enc)  # goblin
    NextTurn().apply(enc)  # ogre: no constitution
    prompts = enc.log[-1].json_record["prompts"]  # type: ignore[index]
    assert prompts[0] == {"kind": "dying_check", "combatant": "ogre", "automatic_failure": True}
    assert "no constitution (B9)" in enc.log[-1].text


def test_B8_turn_start_raises_recovery_checks_whose_period_has_elapsed() -> None:
    enc = started()
    enc.combatants[1].states = [StateEntry(DamageState.DAZED, began=0)]
    enc.turn.clock = 10  # one minute of rounds later (B12)
    NextTurn().apply(enc)
    prompts = enc.log[-1].json_record["prompts"]  # type: ignore[index]
    assert prompts == [{"kind": "recovery_check", "combatant": "lin", "state": "dazed", "due": 1}]
    assert "B8" in enc.log[-1].rule_ids


def test_skip_defeated_skips_the_dead_but_not_the_dying() -> None:
    enc = started()
    enc.combatants[1].states = [StateEntry(DamageState.DEAD)]
    enc.combatants[2].states = [StateEntry(DamageState.SERIOUSLY_WOUNDED), StateEntry(DamageState.UNCONSCIOUS)]
    NextTurn().apply(enc)
    assert enc.turn.current == "goblin"  # 林月 is dead; the dying goblin still gets its turn (B5)
    enc.settings = Settings(skip_defeated=False)
    enc.turn.current = "ayla"
    NextTurn().apply(enc)
    assert enc.turn.current == "lin"


def test_conditions_tick_at_their_anchor_turn_and_expire() -> None:
    enc = started()
    enc.combatants[2].conditions = [Condition(id="bless", name="Bless", rounds=1, remaining=1,
                                              expiry=Expiry.TURN_START, anchor="lin")]
    NextTurn().apply(enc)  # 林月's turn starts: Bless on the goblin ends
    assert enc.combatant("goblin").conditions == []
    assert "Bless ends" in enc.log[-1].text


def test_previous_turn_moves_back_without_effects_and_not_before_the_start() -> None:
    enc = started()
    with pytest.raises(ActionError, match="first turn"):
        PreviousTurn().apply(enc)
    for _ in range(4):
        NextTurn().apply(enc)
    assert (enc.turn.round, enc.turn.current, enc.turn.clock) == (2, "ayla", 1)
    roundtrip(PreviousTurn(), enc)
    assert (enc.turn.round, enc.turn.current, enc.turn.clock) == (1, "ogre", 0)


def test_turn_commands_need_a_started_combat() -> None:
    enc = skirmish()
    for command in (NextTurn(), PreviousTurn(), EndCombat()):
        with pytest.raises(ActionError):
            command.apply(enc)


def test_delay_moves_later_and_passes_the_turn() -> None:
    enc = started()
    roundtrip(Delay("ayla", "goblin"), enc)
    assert enc.ids() == ["lin", "goblin", "ayla", "ogre"]
    assert enc.turn.current == "lin"
    with pytest.raises(ActionError, match="only delay to later"):
        Delay("ogre", "lin").apply(enc)


def test_leaving_combat_skips_the_combatant_and_passes_its_turn() -> None:
    enc = started()
    roundtrip(SetInCombat("ayla", False), enc)
    assert enc.turn.current == "lin"
    NextTurn().apply(enc)
    NextTurn().apply(enc)
    NextTurn().apply(enc)
    assert (enc.turn.round, enc.turn.current) == (2, "lin")
    SetInCombat("ayla", True).apply(enc)
    assert enc.combatant("ayla").in_combat


def test_nobody_eligible_is_a_clear_error() -> None:
    enc = skirmish()
    for c in enc.combatants:
        c.in_combat = False
    with pytest.raises(ActionError, match="nobody is in combat"):
        StartCombat().apply(enc)


def test_end_combat_resets_counters_and_keeps_the_clock() -> None:
    enc = started()
    for _ in range(4):
        NextTurn().apply(enc)
    enc.combatants[0].hit_penalties = 1
    before = snapshot(enc)
    command = EndCombat()
    command.apply(enc)
    assert (enc.turn.started, enc.turn.round, enc.turn.current, enc.turn.clock) == (False, 0, None, 1)
    assert enc.combatants[0].hit_penalties == 0
    command.revert(enc)
    assert snapshot(enc) == before


def test_hidden_combatant_turn_is_not_public() -> None:
    enc = skirmish()
    enc.combatants[0].hidden = True
    StartCombat().apply(enc)
    assert enc.log[-1].kind == "turn" and enc.log[-1].public is False


def _to_turn_of(enc: object, combatant_id: str) -> None:
    for _ in range(30):
        if enc.turn.current == combatant_id:  # type: ignore[attr-defined]
            return
        NextTurn().apply(enc)  # type: ignore[arg-type]
    raise AssertionError(f"never reached {combatant_id}")


def test_D2_removing_the_acting_combatant_starts_the_next_eligible_turn() -> None:
    from gmtracker.encounter.roster import RemoveCombatants

    enc = started()
    enc.combatants[enc.row_of("lin")].in_combat = False
    enc.combatants[enc.row_of("goblin")].hit_penalties = 2
    before = snapshot(enc)
    command = RemoveCombatants(["ayla"])
    command.apply(enc)
    assert enc.turn.current == "goblin"  # 林月 is out of combat: skipped
    assert enc.combatant("goblin").hit_penalties == 0  # its turn started (A16)
    assert enc.log[-2].kind == "turn" and enc.log[-2].actor == "goblin"
    command.revert(enc)
    assert snapshot(enc) == before


def test_D2_removing_the_last_acting_combatant_wraps_into_a_new_round() -> None:
    from gmtracker.encounter.roster import RemoveCombatants

    enc = started()
    _to_turn_of(enc, "ogre")
    round_, clock = enc.turn.round, enc.turn.clock
    RemoveCombatants(["ogre"]).apply(enc)
    assert (enc.turn.current, enc.turn.round, enc.turn.clock) == ("ayla", round_ + 1, clock + 1)


def test_D2_removing_everyone_who_can_act_leaves_no_current_turn() -> None:
    from gmtracker.encounter.roster import RemoveCombatants

    enc = started()
    RemoveCombatants(enc.ids()).apply(enc)
    assert enc.turn.current is None


def test_delay_by_the_last_to_act_wraps_into_a_new_round_and_ends_its_turn() -> None:
    enc = started()
    enc.combatants[enc.row_of("ogre")].in_combat = True
    _to_turn_of(enc, "goblin")
    enc.combatants[enc.row_of("ogre")].in_combat = False  # nobody later can act
    enc.combatants[enc.row_of("goblin")].conditions = [
        Condition(id="rage", name="Rage", rounds=1, remaining=1, expiry=Expiry.TURN_END, anchor="goblin")]
    round_, clock = enc.turn.round, enc.turn.clock
    Delay("goblin", "ogre").apply(enc)
    assert (enc.turn.current, enc.turn.round, enc.turn.clock) == ("ayla", round_ + 1, clock + 1)
    assert enc.combatant("goblin").conditions == []  # its end-of-turn tick happened


def test_delay_when_nobody_else_can_act_keeps_the_turn() -> None:
    enc = started()
    for cid in ("lin", "goblin", "ogre"):
        enc.combatants[enc.row_of(cid)].in_combat = False
    Delay("ayla", "ogre").apply(enc)
    assert enc.turn.current == "ayla" and enc.ids()[-1] == "ayla"

"""CheckCommand: a standalone d20 check (A1–A10, A13, B10, B11) with its edits (A2, A5)."""

from __future__ import annotations

from typing import Any

import pytest

from gmtracker.encounter import ActionError, Encounter, LogEntry
from gmtracker.encounter.actions_check import ChangeDie, CheckCommand, Reroll, SetModifiers, SetShifts
from gmtracker.encounter.dice_needs import DieNeed
from gmtracker.rules.checks import Attribute, CheckKind, Degree, Modifier, ModifierType, Proficiency, check_odds
from gmtracker.rules.dice import TypedDice
from gmtracker.rules.wound_codes import CountKind, DamageState
from tests.encounter.fixtures_d20 import all_ints, ambush, ayla, find_key, goblin, ogre, rec, snapshot, with_states

AGI, STR, INT = Attribute.AGILITY, Attribute.STRENGTH, Attribute.INTELLECT


def check(enc: Encounter, **inputs: Any) -> LogEntry:
    entry = CheckCommand(**inputs).apply(enc)
    assert entry is not None
    return entry


def versions(entry: LogEntry) -> list[dict[str, Any]]:
    return rec(entry)["check"]["versions"]


def test_A10_attribute_check_adds_the_actors_attribute_and_A13_its_proficiency() -> None:
    entry = check(ambush(), actor="ayla", attribute=AGI, proficiency=Proficiency.FULL, dc=15, d20=(10,))
    assert entry.text == "Ayla: agility check 15 (d20 10, agility +3, proficiency +2) vs DC 15 → success"
    assert rec(entry)["check"]["degree"] == "success"
    assert {"A6", "A10", "A13"} <= set(entry.rule_ids) and entry.kind == "check" and entry.actor == "ayla"


def test_A6_half_proficiency_rounds_down() -> None:
    enc = ambush(goblin(), ayla(proficiency=3), ogre())
    entry = check(enc, actor="ayla", attribute=STR, proficiency=Proficiency.HALF, dc=10, d20=(10,))
    assert rec(entry)["check"]["total"] == 12  # 10 + 1 + 3 // 2


def test_A10_seriously_wounded_takes_one_disadvantage_on_attribute_checks() -> None:
    enc = ambush(goblin(), with_states(ayla(wounds=1), DamageState.SERIOUSLY_WOUNDED), ogre())
    command = CheckCommand(actor="ayla", attribute=INT, dc=10)
    assert command.dice_needed(enc) == (DieNeed(20, "check", "ayla"),
                                        DieNeed(6, "advantage_die", "ayla", role="disadvantage"))
    entry = check(enc, actor="ayla", attribute=INT, dc=10, d20=(12,), d6=(4,))
    assert rec(entry)["check"]["total"] == 8
    assert [n["code"] for n in versions(entry)[0]["check"]["notes"]] == ["half_hp"]
    assert "A10" in entry.rule_ids and "A7" in entry.rule_ids


def test_A11_heavy_load_disadvantage_on_strength_checks_but_not_intellect() -> None:
    loaded = ayla(carried_weight=20.0)  # capacity (1 + 1) × (3 + 1) = 8: 20 is heavy
    enc = ambush(goblin(), loaded, ogre())
    assert CheckCommand(actor="ayla", attribute=STR).check(enc).disadvantage == 1
    assert CheckCommand(actor="ayla", attribute=INT).check(enc).disadvantage == 0
    entry = check(enc, actor="ayla", attribute=STR, dc=5, d20=(9,), d6=(6,))
    assert rec(entry)["check"]["total"] == 4 and "A11" in entry.rule_ids


def test_B10_realistic_mode_penalty_on_every_d20_check() -> None:
    hurt = with_states(ayla(wounds=4), DamageState.SERIOUSLY_WOUNDED)
    enc = ambush(goblin(), hurt, ogre(), realistic=True)
    entry = check(enc, actor="ayla", check_kind=CheckKind.PURE, dc=10, d20=(13,))
    assert rec(entry)["check"]["total"] == 9 and "B10" in entry.rule_ids
    off = check(ambush(goblin(), hurt, ogre()), actor="ayla", check_kind=CheckKind.PURE, dc=10, d20=(13,))
    assert rec(off)["check"]["total"] == 13


def test_A3_penalty_dice_keep_the_lowest_and_more_than_two_are_capped() -> None:
    enc = ambush()
    command = CheckCommand(actor="ayla", attribute=AGI, penalty_dice=3)
    assert len(command.dice_needed(enc)) == 3
    entry = check(enc, actor="ayla", attribute=AGI, penalty_dice=3, dc=10, d20=(15, 6, 11))
    assert rec(entry)["check"]["natural"] == 6 and rec(entry)["check"]["total"] == 9
    assert "d20 6 of 15, 6, 11" in entry.text


def test_A4_passive_check_needs_no_dice() -> None:
    enc = ambush()
    command = CheckCommand(actor="ayla", attribute=Attribute.SPIRIT, passive=True, dc=12, advantage=2)
    assert command.dice_needed(enc) == ()
    entry = command.apply(enc)
    assert entry is not None and entry.text == "Ayla: spirit check 12 (passive 10 +2) vs DC 12 → success"
    assert "A4" in entry.rule_ids


def test_A5_a_reroll_is_logged_with_both_versions_and_a_second_edit_is_refused() -> None:
    enc = ambush()
    entry = check(enc, actor="ayla", attribute=AGI, dc=15, d20=(4,), edits=(Reroll((17,)),))
    assert [v["d20"] for v in versions(entry)] == [[4], [17]]
    assert [v["edit"] for v in versions(entry)] == [None, "reroll"]
    assert entry.text == "Ayla: agility check 7 (d20 4, agility +3) vs DC 15 → failure; rerolled 20 (d20 17, agility +3) → success"
    assert "A5" in entry.rule_ids
    with pytest.raises(ActionError):
        CheckCommand(actor="ayla", attribute=AGI, d20=(4,), edits=(Reroll((17,)), ChangeDie(20))).apply(enc)
    assert len(enc.log) == 1


def test_A5_change_of_the_die_and_A8_natural_20_raises_the_degree() -> None:
    entry = check(ambush(), actor="ayla", attribute=AGI, dc=15, d20=(4,), edits=(ChangeDie(20),))
    assert versions(entry)[1]["d20"] == [20] and rec(entry)["check"]["degree"] == "critical_success"
    assert entry.text.endswith("d20 changed 23 (d20 20, agility +3) → critical success")


def test_A2_modifiers_during_the_check_keep_the_automatic_ones_and_shifts_after() -> None:
    hurt = with_states(ayla(wounds=4), DamageState.SERIOUSLY_WOUNDED)
    enc = ambush(goblin(), hurt, ogre(), realistic=True)
    bless = Modifier(ModifierType.STATUS, 2, "bless")
    entry = check(enc, actor="ayla", check_kind=CheckKind.PURE, dc=10, d20=(11,),
                  edits=(SetModifiers((bless,)), SetShifts((1, -1, 2))))
    totals = [v["total"] for v in versions(entry)]
    assert totals == [7, 9, 9]  # 11 − 4; + 2 (the realistic −4 stays); shifts do not change the total
    assert [v["steps"]["degree"] for v in versions(entry)] == [Degree.FAILURE, Degree.FAILURE, Degree.SUCCESS]
    assert [v["edit"] for v in versions(entry)] == [None, "modifiers", "shifts"]


def test_A2_a_hidden_actor_makes_the_entry_private_a_hidden_DC_does_not() -> None:
    """A2: "主持人有权力隐瞒检定难度，但你仍然可以知道自己的检定结果" — the player still learns the
    result of a hidden-DC check, so its entry is public; the record marks the DC hidden and
    the players' line leaves it out (tests/ui/test_player_view.py)."""
    enc = ambush(goblin(hidden=True), ayla(), ogre())
    hidden_dc = check(enc, actor="ayla", attribute=AGI, dc=18, dc_hidden=True, d20=(3,))
    assert hidden_dc.public is True and "DC 18 (hidden)" in hidden_dc.text
    assert rec(hidden_dc)["check"]["versions"][0]["check"]["dc_hidden"] is True
    assert check(enc, actor="goblin", attribute=AGI, dc=18, dc_hidden=True, d20=(3,)).public is False
    assert check(enc, actor="goblin", attribute=AGI, d20=(3,)).public is False
    assert check(enc, actor="ayla", attribute=AGI, d20=(3,)).public is True


def test_A9_a_GM_roll_by_nobody_with_typed_bonuses() -> None:
    enc = ambush()
    entry = check(enc, check_kind=CheckKind.PURE, dc=11, d20=(11,), note="weather")
    assert entry.text == "GM: pure roll (weather) 11 (d20 11 +0) vs DC 11 → success" and entry.actor is None
    typed = check(enc, attribute=STR, attribute_bonus=4, proficiency=Proficiency.FULL, proficiency_bonus=3,
                  dc=20, d20=(13,))
    assert rec(typed)["check"]["total"] == 20
    with pytest.raises(ActionError):  # A9: a pure roll takes no attribute
        CheckCommand(check_kind=CheckKind.PURE, attribute=STR, d20=(3,)).apply(enc)


def test_B11_a_failed_skill_trial_adds_the_shortfall_to_the_chosen_count() -> None:
    enc = ambush(skill_trial=True)
    entry = check(enc, actor="ayla", attribute=INT, dc=15, d20=(9,), skill_trial=CountKind.WOUNDS)
    assert enc.combatant("ayla").wounds == 6
    assert entry.text.endswith("→ failure; skill trial: +6 wounds") and "B11" in entry.rule_ids
    assert rec(entry)["skill_trial"]["shortfall"] == 6
    check(enc, actor="ayla", attribute=INT, dc=15, d20=(12,), skill_trial=CountKind.BRUISES)
    assert (enc.combatant("ayla").wounds, enc.combatant("ayla").bruises) == (6, 3)


def test_B11_success_or_a_natural_1_failure_above_the_DC_adds_nothing() -> None:
    enc = ambush(skill_trial=True)
    check(enc, actor="ayla", attribute=AGI, dc=10, d20=(12,), skill_trial=CountKind.WOUNDS)
    natural_1 = check(enc, actor="ayla", attribute=AGI, dc=4, d20=(1,), skill_trial=CountKind.WOUNDS)
    assert rec(natural_1)["check"]["degree"] == "failure"
    assert rec(natural_1)["skill_trial"]["failed"] is True
    assert enc.combatant("ayla").wounds == 0


def test_B11_needs_the_setting_and_an_actor() -> None:
    with pytest.raises(ActionError, match="B11"):
        CheckCommand(actor="ayla", attribute=INT, d20=(2,), skill_trial=CountKind.WOUNDS).apply(ambush())
    with pytest.raises(ActionError, match="B11"):
        CheckCommand(attribute=INT, d20=(2,), skill_trial=CountKind.WOUNDS).apply(ambush(skill_trial=True))


def test_dice_are_asked_for_in_order_including_a_reroll_and_typed_dice_are_used_up() -> None:
    enc = ambush(goblin(), with_states(ayla(wounds=1), DamageState.SERIOUSLY_WOUNDED), ogre())
    inputs = dict(actor="ayla", attribute=INT, penalty_dice=1, dc=12, edits=(Reroll(),))
    assert [(n.purpose, n.sides, n.role, n.index) for n in CheckCommand(**inputs).dice_needed(enc)] == [
        ("check", 20, "main", 0), ("check", 20, "penalty", 0), ("advantage_die", 6, "disadvantage", 0),
        ("reroll", 20, "main", 0), ("reroll", 20, "penalty", 0)]
    dice = TypedDice([14, 8, 3, 19, 16])
    command = CheckCommand(**inputs).roll(enc, dice)
    assert dice.remaining == ()
    assert (command.d20, command.d6, command.edits) == ((14, 8), (3,), (Reroll((19, 16)),))
    entry = command.apply(enc)
    assert entry is not None
    assert set(all_ints(find_key(entry.json_record, "d20"))) >= {14, 8, 19, 16}
    assert 3 in all_ints(find_key(entry.json_record, "d6"))


def test_wrong_dice_are_refused() -> None:
    enc = ambush()
    with pytest.raises(ActionError):
        CheckCommand(actor="ayla", attribute=AGI, d20=(3, 4)).apply(enc)
    with pytest.raises(ActionError):
        CheckCommand(actor="ayla").with_dice((DieNeed(20, "reroll", "ayla"),), (3,))
    with pytest.raises(ActionError):
        CheckCommand(actor="ayla").with_dice((DieNeed(20, "damage_check", "ayla"),), (3,))
    with pytest.raises(ActionError):
        CheckCommand(actor="ayla", attribute=AGI).roll(enc, TypedDice([25]))
    with pytest.raises(ActionError):
        CheckCommand(actor="ayla", d20=(3,)).with_dice((DieNeed(20, "check", "ayla"),), (4,))
    with pytest.raises(ActionError):  # A9: the rules' refusal, before any die
        CheckCommand(check_kind=CheckKind.PURE, attribute=STR).dice_needed(enc)
    with pytest.raises(ActionError):
        CheckCommand(actor="nobody").odds(enc)


def test_A8_odds_are_the_rules_odds_of_the_check_with_the_actors_state() -> None:
    enc = ambush(goblin(), ayla(carried_weight=20.0), ogre())
    command = CheckCommand(actor="ayla", attribute=STR, dc=12)
    odds = command.odds(enc)
    assert odds == check_odds(command.check(enc)) and sum(odds.values()) == 1
    assert odds != check_odds(CheckCommand(actor="ayla", attribute=STR, dc=12).check(ambush()))


def test_revert_restores_the_bytes_and_redo_needs_no_dice() -> None:
    enc = ambush(skill_trial=True)
    dice = TypedDice([5])
    command = CheckCommand(actor="ayla", attribute=INT, dc=15, skill_trial=CountKind.BRUISES).roll(enc, dice)
    before = snapshot(enc)
    command.apply(enc)
    after = snapshot(enc)
    assert enc.combatant("ayla").bruises == 10
    command.revert(enc)
    assert snapshot(enc) == before
    command.apply(enc)
    assert snapshot(enc) == after and dice.remaining == ()


def test_A14_a_standalone_hit_check_outside_an_attack_action() -> None:
    enc = ambush(goblin(hit_penalties=2, carried_weight=15.0), ayla(), ogre())
    command = CheckCommand(actor="goblin", check_kind=CheckKind.HIT, attribute=AGI, dc=14)
    assert [n.purpose for n in command.dice_needed(enc)] == ["check", "advantage_die"]  # A11, no A16 dice
    entry = check(enc, actor="goblin", check_kind=CheckKind.HIT, attribute=AGI, dc=14, d20=(12,), d6=(2,))
    assert entry.text == "Goblin: hit check 13 (d20 12, agility +3, disadvantage -2) vs DC 14 → failure"
    assert "A16" not in entry.rule_ids and enc.combatant("goblin").hit_penalties == 2


def test_an_unknown_edit_is_refused() -> None:
    with pytest.raises(ActionError, match="unknown edit"):
        CheckCommand(actor="ayla", d20=(3,), edits=("double it",)).apply(ambush())  # type: ignore[arg-type]


def test_result_is_the_resolved_check_with_every_version_as_logged() -> None:
    enc = ambush()
    command = CheckCommand(actor="ayla", attribute=AGI, dc=15, d20=(4,), edits=(Reroll((17,)), SetShifts((1,))))
    result = command.result(enc)
    assert [v.total for v in result.versions()] == [7, 20, 20]
    assert result.degree is Degree.CRITICAL_SUCCESS
    assert rec(command.apply(enc))["check"]["degree"] == "critical_success"
    with pytest.raises(ActionError):  # no dice yet
        CheckCommand(actor="ayla", attribute=AGI).result(enc)

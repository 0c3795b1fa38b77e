"""Part C's 1D100 checks as a command: normal (C3, C4), versus (C5), specials (C6), priority (C7), many (C8)."""

from __future__ import annotations

import pytest

from gmtracker.encounter import ActionError
from gmtracker.encounter.actions_percentile import PercentileCheckCommand, PercentileSide
from gmtracker.encounter.dice_needs import DieNeed
from gmtracker.rules.dice import DiceSourceError, TypedDice
from tests.encounter.fixtures_care import entries, person, roundtrip, snapshot, ward


def normal(natural: int, target: int, **side: object) -> PercentileCheckCommand:
    return PercentileCheckCommand(PercentileSide("aria", natural, **side), target_value=target)  # type: ignore[arg-type]


def test_C3_performance_must_exceed_the_target() -> None:
    enc = ward()
    normal(42, 42).apply(enc)
    normal(43, 42).apply(enc)
    normal(21, 20).apply(enc)
    results = [e.json_record["result"] for e in entries(enc, "percentile_check") if e.json_record]
    assert [(r["performance"]["value"], r["outcome"], r["decided_by"]) for r in results] == [
        (42, "failure", "values"), (43, "success", "values"), (21, "success", "values")]


def test_C3_modifiers_and_base_when_asked() -> None:
    enc = ward()
    entry = roundtrip(normal(50, 60, base="accuracy", modifiers=(("lockpicks", 5),)), enc)
    assert entry is not None and entry.json_record is not None
    performance = entry.json_record["result"]["performance"]
    assert (performance["base"], performance["base_tenth"], performance["modifier_total"], performance["value"]) == (
        65, 6, 5, 61)
    assert entry.json_record["result"]["outcome"] == "success"
    assert entry.text == ("Aria: d100 50 + 6 (accuracy 65/10) + 5 (lockpicks) = 61 vs target 60 (hard):"
                          " success (values)")
    assert entry.rule_ids == ["C1", "C3", "C4", "C5", "C7"]


def test_C4_difficulty_band_is_recorded() -> None:
    enc = ward()
    for target in (5, 20, 42, 75, 95):
        normal(50, target).apply(enc)
    bands = [e.json_record["result"]["difficulty"] for e in entries(enc, "percentile_check") if e.json_record]
    assert bands == ["trivial", "easy", "normal", "hard", "very_hard"]


def test_C6_critical_and_fumble_ranges_come_from_the_encounter_settings() -> None:
    enc = ward()
    normal(92, 150).apply(enc)  # default ranges: 92 is plain, 92 < 150 fails
    enc.settings.critical_from, enc.settings.fumble_to = 90, 10
    normal(92, 150).apply(enc)  # now a critical: success regardless of the values
    normal(8, 5).apply(enc)  # a fumble: failure though 8 > 5
    results = [e.json_record["result"] for e in entries(enc, "percentile_check") if e.json_record]
    assert [(r["outcome"], r["decided_by"], r["performance"]["special"]) for r in results] == [
        ("failure", "values", "none"), ("success", "special", "critical"), ("failure", "special", "fumble")]
    assert "C6" in entries(enc, "percentile_check")[1].rule_ids
    assert entries(enc, "percentile_check")[1].text.endswith("= 92 [critical] vs target 150 (very hard): success"
                                                             " (critical/fumble)")


def test_C6_invalid_encounter_ranges_are_refused() -> None:
    enc = ward()
    enc.settings.critical_from, enc.settings.fumble_to = 50, 60
    with pytest.raises(ActionError, match="overlaps"):
        normal(50, 10).apply(enc)


def test_C7_forced_result_beats_a_critical() -> None:
    enc = ward()
    entry = normal(100, 10, forced=None).apply(enc)
    assert entry is not None and entry.json_record is not None and entry.json_record["result"]["outcome"] == "success"
    command = PercentileCheckCommand(PercentileSide("aria", 100), target_value=10, forced="failure")
    entry = command.apply(enc)
    assert entry is not None and entry.json_record is not None
    assert (entry.json_record["result"]["outcome"], entry.json_record["result"]["decided_by"]) == ("failure", "forced")
    with pytest.raises(ActionError, match="'success' or 'failure'"):
        PercentileCheckCommand(PercentileSide("aria", 100), target_value=10, forced="maybe")


def test_C5_versus_with_base_values_by_name() -> None:
    enc = ward(ogre=person("ogre", percentile={"might": 100}), imp=person("imp", percentile={"guard": 50}))
    command = PercentileCheckCommand(PercentileSide("ogre", 50, "might"), passives=[PercentileSide("imp", 50, "guard")])
    entry = roundtrip(command, enc)  # C5's example: 100 rolling 50 → 60; 50 rolling 50 → 55
    assert entry is not None and entry.kind == "percentile_vs" and entry.json_record is not None
    result = entry.json_record["result"]
    assert (result["active"]["value"], result["passive"]["value"], result["outcome"]) == (60, 55, "success")
    assert entry.json_record["check"] == "versus" and entry.actor == "ogre" and entry.targets == ["imp"]
    assert entry.text == ("Ogre: d100 50 + 10 (might 100/10) = 60 vs Imp: d100 50 + 5 (guard 50/10) = 55:"
                          " Ogre succeeds, Ogre wins (values)")
    assert entry.rule_ids == ["C1", "C5", "C7"]


def test_C5_C7_ties_go_to_the_active_side() -> None:
    enc = ward()
    entry = PercentileCheckCommand(PercentileSide("aria", 44, "evasion"),
                                   passives=[PercentileSide("bren", 43, "evasion")]).apply(enc)  # 47 vs 47
    assert entry is not None and entry.json_record is not None
    assert (entry.json_record["result"]["outcome"], entry.json_record["result"]["decided_by"]) == ("success", "active_priority")
    assert entry.text.endswith("Aria succeeds, Aria wins (tie to the active side)")


def test_C6_passive_critical_beats_higher_values_and_opposite_specials_cancel() -> None:
    enc = ward()
    enc.settings.critical_from = 95
    PercentileCheckCommand(PercentileSide("aria", 90, "accuracy"), passives=[PercentileSide("bren", 96)]).apply(enc)
    PercentileCheckCommand(PercentileSide("aria", 97, "accuracy"), passives=[PercentileSide("bren", 98)]).apply(enc)
    first, second = (e.json_record["result"] for e in entries(enc, "percentile_vs") if e.json_record)
    assert (first["outcome"], first["decided_by"]) == ("failure", "special")
    assert (second["outcome"], second["decided_by"], second["specials_cancelled"]) == ("success", "values", True)  # 103 vs 98
    assert "specials cancel" in enc.log[-1].text


def test_C8_one_roll_against_each_target_own_roll() -> None:
    enc = ward()
    command = PercentileCheckCommand(
        PercentileSide("aria", 50, "accuracy"),
        passives=[PercentileSide("bren", 40, "evasion"), PercentileSide("cora", 60, "evasion"),
                  PercentileSide("zed", 1, forced="failure")])
    roundtrip(command, enc)
    lines = entries(enc, "percentile_vs")
    assert [e.targets for e in lines] == [["bren"], ["cora"], ["zed"]]
    records = [e.json_record for e in lines if e.json_record]
    assert {r["result"]["active"]["natural"] for r in records} == {50}  # one active roll for all (C8)
    assert [r["result"]["passive"]["natural"] for r in records] == [40, 60, 1]
    assert [(r["result"]["outcome"], r["result"]["decided_by"]) for r in records] == [
        ("success", "values"), ("failure", "values"), ("failure", "forced")]  # 56 vs 44, 56 vs 65, forced
    assert all(r["check"] == "one_against_many" and r["targets"] == 3 for r in records)
    assert all("C8" in e.rule_ids for e in lines)
    assert [e.public for e in lines] == [True, True, False]  # Zed is hidden


def test_C8_the_check_forced_for_all_targets_unless_one_has_its_own() -> None:
    enc = ward()
    PercentileCheckCommand(PercentileSide("aria", 1), forced="success",
                           passives=[PercentileSide("bren", 99), PercentileSide("cora", 50, forced="failure")]).apply(enc)
    outcomes = [e.json_record["result"]["outcome"] for e in entries(enc, "percentile_vs") if e.json_record]
    assert outcomes == ["success", "failure"]


def test_C5_unknown_base_value_is_refused() -> None:
    enc = ward()
    before = snapshot(enc)
    with pytest.raises(ActionError, match="Bren has no base value 'might' \\(known: evasion\\)"):
        PercentileCheckCommand(PercentileSide("aria", 5), passives=[PercentileSide("bren", 5, "might")]).apply(enc)
    assert snapshot(enc) == before


def test_sides_are_checked() -> None:
    with pytest.raises(ActionError, match="not both"):
        PercentileCheckCommand(PercentileSide("aria", 5), target_value=3, passives=[PercentileSide("bren", 5)])
    with pytest.raises(ActionError, match="not both"):
        PercentileCheckCommand(PercentileSide("aria", 5))
    with pytest.raises(ActionError, match="different combatant"):
        PercentileCheckCommand(PercentileSide("aria", 5), passives=[PercentileSide("aria", 5)])
    with pytest.raises(ActionError, match="each passive side of a versus check is a combatant"):
        PercentileCheckCommand(PercentileSide("aria", 5), passives=[PercentileSide(None, 5)])
    with pytest.raises(ActionError, match="active side of a versus check is a combatant"):
        PercentileCheckCommand(PercentileSide(None, 5), passives=[PercentileSide("aria", 5)])
    with pytest.raises(ActionError, match="needs every natural"):
        PercentileCheckCommand(PercentileSide("aria"), target_value=5).apply(ward())
    with pytest.raises(ActionError, match="1D100 result"):
        PercentileCheckCommand(PercentileSide("aria", 101), target_value=5).apply(ward())


def test_a_GM_roll_for_nobody() -> None:
    enc = ward()
    entry = PercentileCheckCommand(PercentileSide(None, 70, modifiers=(("luck", -5),)), target_value=60).apply(enc)
    assert entry is not None and entry.actor is None and entry.public is True
    assert entry.text == "GM: d100 70 - 5 (luck) = 65 vs target 60 (hard): success (values)"
    with pytest.raises(ActionError, match="base value belongs to a combatant"):
        PercentileCheckCommand(PercentileSide(None, 70, "luck"), target_value=60).apply(enc)


def test_percentile_dice_needed_and_roll_fill_missing_naturals_in_order() -> None:
    enc = ward()
    active = PercentileSide("aria", base="accuracy")
    passives = [PercentileSide("bren", base="evasion"), PercentileSide("cora", 77, "evasion")]
    assert PercentileCheckCommand(active, passives=passives).dice_needed(enc) == (
        DieNeed(100, "percentile_check", "aria"), DieNeed(100, "percentile_check", "bren"))
    dice = TypedDice([10, 20])
    command = PercentileCheckCommand(active, passives=passives).roll(enc, dice)
    assert [command.active.natural] + [p.natural for p in command.passives] == [10, 20, 77]
    with pytest.raises(DiceSourceError):
        dice.roll(100)
    roundtrip(command, enc)  # redo needs no dice
    assert [e.json_record["result"]["passive"]["natural"] for e in entries(enc, "percentile_vs") if e.json_record] == [20, 77]
    solo = PercentileCheckCommand(PercentileSide("aria"), target_value=40).roll(enc, TypedDice([33]))
    assert solo.active.natural == 33 and solo.label == "1D100 check"


def test_C7_a_tie_between_a_PC_and_a_non_PC_goes_to_the_PC() -> None:
    """C7, seed 002 (プレイヤーキャラクター優先): "「通常判定」、「VS判定」において、何らかの理由によって
    決着がつかなかった場合は、プレイヤーキャラクターの行動や判定が優先されます。"

    A versus check with an active side never stays undecided (能動側優先 gives it a tie), so
    player priority decides a versus check of simultaneous actions (no active side): equal
    values, no special, nothing forced → the player character wins, whichever side it is.
    """
    enc = ward()
    command = PercentileCheckCommand(PercentileSide("bren", 44, "evasion"),  # 44 + 4 = 48, a non-PC first
                                     passives=[PercentileSide("aria", 45, "evasion")],  # 45 + 3 = 48, the PC
                                     simultaneous=True)
    entry = roundtrip(command, enc)
    assert entry is not None and entry.kind == "percentile_simultaneous" and entry.json_record is not None
    result = entry.json_record["result"]
    assert (result["winner"], result["decided_by"]) == ("aria", "player_priority")
    assert result["first"]["performance"]["value"] == result["second"]["performance"]["value"] == 48
    assert entry.actor == "bren" and entry.targets == ["aria"] and "C7" in entry.rule_ids
    assert entry.text == ("Bren: d100 44 + 4 (evasion 40/10) = 48 and Aria: d100 45 + 3 (evasion 30/10) = 48"
                          " act at once: Aria wins (player priority)")
    # forced by the GM (the first side's result), above player priority
    forced = PercentileCheckCommand(PercentileSide("bren", 44, "evasion"),
                                    passives=[PercentileSide("aria", 45, "evasion", forced="success")],
                                    simultaneous=True).apply(enc)
    assert forced is not None and forced.json_record is not None
    assert (forced.json_record["result"]["winner"], forced.json_record["result"]["decided_by"]) == ("bren", "forced")
    # the same tie with Bren active: active priority (higher in C7) decides it for Bren
    versus = PercentileCheckCommand(PercentileSide("bren", 44, "evasion"),
                                    passives=[PercentileSide("aria", 45, "evasion")]).apply(enc)
    assert versus is not None and versus.json_record is not None
    assert versus.json_record["result"]["decided_by"] == "active_priority"


def test_C7_two_non_PCs_tied_roll_off_and_the_dice_are_asked_for() -> None:
    """C7 ruling: two non-player characters roll 1D100 off like two PCs; a tie rerolls."""
    enc = ward()
    first, second = PercentileSide("bren", 46, "evasion"), PercentileSide("cora", 45, "evasion")  # 50 vs 50
    assert PercentileCheckCommand(first, passives=[second], simultaneous=True).dice_needed(enc) == (
        DieNeed(100, "roll_off", "bren", target="cora"), DieNeed(100, "roll_off", "cora", target="bren"))
    assert PercentileCheckCommand(first, passives=[second], simultaneous=True,
                                  roll_off=((7, 7),)).dice_needed(enc) == (
        DieNeed(100, "roll_off", "bren", index=1, target="cora"), DieNeed(100, "roll_off", "cora", index=1,
                                                                          target="bren"))
    command = PercentileCheckCommand(first, passives=[second],
                                          simultaneous=True).roll(enc, TypedDice([7, 7, 20, 90]))
    assert command.roll_off == ((7, 7), (20, 90))
    entry = roundtrip(command, enc)
    assert entry is not None and entry.json_record is not None
    assert (entry.json_record["result"]["winner"], entry.json_record["result"]["decided_by"]) == ("cora", "roll_off")
    assert entry.text.endswith("act at once: Cora wins (roll-off: 7–7, 20–90)")
    assert PercentileCheckCommand(first, passives=[second], simultaneous=True,
                                  forced="failure").dice_needed(enc) == ()
    with pytest.raises(ActionError, match="roll-off"):
        PercentileCheckCommand(first, passives=[second], simultaneous=True).apply(enc)
    with pytest.raises(ActionError, match="two sides"):
        PercentileCheckCommand(first, passives=[second, PercentileSide("aria", 5)], simultaneous=True)

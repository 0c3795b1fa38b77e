"""Issue 11, defects 6 and 7: the loader refuses what the app cannot create or show,
naming the JSON path (and the combatant) — the same rules the actions keep
(gmtracker.encounter.validity; tests/encounter/test_validity.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gmtracker.encounter import ranges
from gmtracker.storage import EncounterFileError, load_encounter, save_encounter
from gmtracker.storage.encounter_file import decode_encounter
from gmtracker.storage.resources import demo_encounter_path


def _demo() -> dict[str, Any]:
    return json.loads(demo_encounter_path().read_bytes())


def _refused(tmp_path: Path, tree: dict[str, Any]) -> EncounterFileError:
    path = tmp_path / "fight.json"
    path.write_text(json.dumps(tree), encoding="utf-8")
    with pytest.raises(EncounterFileError) as caught:
        load_encounter(path)
    assert caught.value.where is not None and caught.value.where.startswith("$.")
    return caught.value


def _combatant(tree: dict[str, Any], row: int, **fields: Any) -> dict[str, Any]:
    tree["combatants"][row].update(fields)
    return tree


# -- defect 6: every whole number has a range a widget can hold --------------------------------

@pytest.mark.parametrize(("field", "value", "reason"), [
    ("base_defense", 3_000_000_000, "must be 9999 or less, not 3000000000"),
    ("initiative", 12_345_678_901_234_567, "a number of 17 digits is too large (at most 9999)"),
    ("initiative_modifier", 2**31, "must be 999 or less"),
    ("proficiency", -(2**40), "a number of 13 digits is too small (at least -999)"),
    ("constitution", 10_000, "must be 9999 or less"),
    ("wounds", 2**53 - 1, "too large (at most 9999)"),
    ("temp_hp", 10_000, "must be 9999 or less"),
    ("temp_hp_until", -5, "cannot be negative (-5)"),
    ("hit_penalties", 1000, "must be 999 or less"),
    ("speed", 1e9, "must be 999999 or less"),
])
def test_defect_6_a_number_past_its_range_is_refused_with_its_path(
        tmp_path: Path, field: str, value: Any, reason: str) -> None:
    tree = _demo()
    name = tree["combatants"][6]["name"]
    error = _refused(tmp_path, _combatant(tree, 6, **{field: value}))
    assert error.where == f"$.combatants[6].{field}"
    assert error.name == name
    assert reason in error.reason
    assert f'$.combatants[6].{field} ("{name}"): ' in error.message


@pytest.mark.parametrize(("change", "where"), [
    (lambda t: t["combatants"][0]["attributes"].update(agility=1000), "$.combatants[0].attributes.agility"),
    (lambda t: t["combatants"][0]["attacks"][0].update(critical_multiplier=2**31),
     "$.combatants[0].attacks[0].critical_multiplier"),
    (lambda t: t["combatants"][0]["attacks"][0].update(modifier=-100), "$.combatants[0].attacks[0].modifier"),
    (lambda t: t["combatants"][0].update(percentile={"accuracy": 1000}), "$.combatants[0].percentile.accuracy"),
    (lambda t: t["combatants"][0].update(states=[{"state": "unconscious", "began": 2**33}]),
     "$.combatants[0].states[0].began"),
    (lambda t: t["turn"].update(round=ranges.ROUND.high + 1), "$.turn.round"),
    (lambda t: t["log"][0].update(round=-1), "$.log[0].round"),
])
def test_defect_6_nested_numbers_are_refused_with_their_path(tmp_path: Path, change: Any, where: str) -> None:
    tree = _demo()
    change(tree)
    assert _refused(tmp_path, tree).where == where


# -- defect 7: what the actions refuse, the loader refuses -------------------------------------

def _with_condition(**condition: Any) -> dict[str, Any]:
    tree = _demo()
    tree["combatants"][2]["conditions"] = [{"id": "hex", "name": "Hexed", **condition}]
    return tree


@pytest.mark.parametrize(("tree", "where", "reason"), [
    (_combatant(_demo(), 1, states=[{"state": "disabled"}, {"state": "disabled", "began": 1}]),
     "$.combatants[1].states[1].state", "the damage state disabled is listed twice"),
    (_combatant(_demo(), 2, conditions=[{"id": "hex", "name": "Hexed"}, {"id": "hex", "name": "Cursed"}]),
     "$.combatants[2].conditions[1].id", 'the condition id "hex" is already used by conditions[0]'),
    (_with_condition(rounds=3, remaining=4), "$.combatants[2].conditions[0].remaining",
     "rounds remaining must be 1 to the duration (3), not 4"),
    (_with_condition(rounds=3, remaining=0), "$.combatants[2].conditions[0].remaining",
     "rounds remaining must be 1 to the duration (3), not 0"),
    (_with_condition(remaining=2), "$.combatants[2].conditions[0].remaining", "rounds remaining"),
    (_with_condition(rounds=0), "$.combatants[2].conditions[0].rounds",
     "a condition lasts at least one round, not 0"),
    (_with_condition(rounds=-4), "$.combatants[2].conditions[0].rounds",
     "a condition lasts at least one round, not -4"),
    (_combatant(_demo(), 3, name="   "), "$.combatants[3].name", "a combatant needs a name"),
    (_with_condition(name=""), "$.combatants[2].conditions[0].name", "a condition needs a name"),
    (_with_condition(id=""), "$.combatants[2].conditions[0].id", "a condition id must not be empty"),
    (_combatant(_demo(), 0, attacks=[{"name": " ", "damage": "1d8"}]), "$.combatants[0].attacks[0].name",
     "an attack needs a name"),
    (_combatant(_demo(), 0, percentile={"": 40}), "$.combatants[0].percentile.", "a base value needs a name"),
    (_combatant(_demo(), 5, in_combat=False), "$.turn.current",
     'the current turn belongs to "goblin-lurker", who is out of combat'),
    ({**_demo(), "turn": {"started": True, "round": 0, "current": "goblin-lurker"}}, "$.turn.round",
     "during combat the round is 1 or more, not 0"),
    ({**_demo(), "turn": {"started": False, "round": 3}}, "$.turn.round",
     "before combat starts the round is 0, not 3"),
    ({**_demo(), "turn": {"started": False, "current": "goblin-lurker"}}, "$.turn.current",
     "before combat starts no turn is current"),
    ({**_demo(), "turn": {"started": True, "round": 1, "current": "goblin-lurker", "clock": -1}}, "$.turn.clock",
     "cannot be negative (-1)"),
    (_combatant(_demo(), 4, states=[{"state": "disabled", "periods_used": -2}]),
     "$.combatants[4].states[0].periods_used", "cannot be negative (-2)"),
], ids=["state twice", "condition id twice", "remaining > rounds", "remaining 0", "remaining without rounds",
        "rounds 0", "rounds negative", "blank name", "blank condition name", "empty condition id",
        "blank attack name", "blank base value name", "turn out of combat", "round 0 in combat",
        "round before combat", "current before combat", "negative clock", "negative periods"])
def test_defect_7_what_the_actions_refuse_the_loader_refuses(
        tmp_path: Path, tree: dict[str, Any], where: str, reason: str) -> None:
    error = _refused(tmp_path, tree)
    assert error.where == where
    assert reason in error.reason


def test_the_demo_and_every_test_file_are_valid() -> None:
    data = demo_encounter_path().read_bytes()
    assert decode_encounter(data, "demo.json").name


def test_the_bundled_demo_skips_only_the_record_check_and_its_records_pass_it(tmp_path: Path) -> None:
    """The start-up opens the demo with ``bundled=True`` (no log renderer before the first
    paint, issue 16): the demo's records pass the record check (issue 27 item 11) all the same,
    and ``bundled`` leaves every other check in place."""
    demo = load_encounter(demo_encounter_path())  # the full check, records included
    assert demo.log, "the demo shows a roll log"
    tree = _demo()
    turn = next(i for i, entry in enumerate(tree["log"]) if entry["kind"] == "turn" and entry.get("record"))
    tree["log"][turn]["text"] = ""  # no words of its own: the line must come from the record
    tree["log"][turn]["record"]["prompts"] = [7]  # a number where the prompts' records are
    broken = tmp_path / "odd-record.json"
    broken.write_text(json.dumps(tree), encoding="utf-8")
    with pytest.raises(EncounterFileError) as caught:
        load_encounter(broken)
    assert caught.value.where == f"$.log[{turn}].record.prompts[0]"
    assert load_encounter(broken, bundled=True).log[turn].json_record["prompts"] == [7]
    tree = _demo()
    tree["combatants"][0]["name"] = "   "
    blank = tmp_path / "blank-name.json"
    blank.write_text(json.dumps(tree), encoding="utf-8")
    with pytest.raises(EncounterFileError, match="name"):
        load_encounter(blank, bundled=True)


def test_saving_refuses_what_loading_refuses(tmp_path: Path) -> None:
    """GM Tracker never writes a file it would refuse (defect 5's 17-digit initiative)."""
    encounter = load_encounter(demo_encounter_path())
    encounter.combatants[0].initiative = 12_345_678_901_234_567
    target = tmp_path / "fight.json"
    with pytest.raises(OSError, match=r"\$\.combatants\[0\]\.initiative .*17 digits is too large"):
        save_encounter(encounter, target)
    assert not target.exists()

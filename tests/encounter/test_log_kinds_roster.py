"""The roster, turn, condition and settings kinds have typed records (issue 28 item 1).

Every record of those kinds that the app has written — the sample log's, the bundled demo's and
the old files' in ``tests/data`` — decodes into its kind's type and encodes back to the very
JSON values the file holds, so no file changes by being read; a record that does not fit is
refused where it does not.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, get_args

import msgspec
import pytest

from gmtracker.encounter import Combatant, Encounter, Settings, StateEntry, TurnState
from gmtracker.encounter.conditions import ConditionEditedRecord, ConditionRecord, LoggedCondition
from gmtracker.encounter.encounter_settings import ChangeSettingsRecord, SettingValues
from gmtracker.encounter.log_kind import RecordError, decode_record, encode_record, log_kind
from gmtracker.encounter.log_render.lines import log_names
from gmtracker.encounter.model import Condition
from gmtracker.encounter.roster import (AddLogNote, DuplicateRecord, RemoveCombatants, RemoveRecord,
                                        SetInitiativeRecord)
from gmtracker.encounter.turns import (DyingCheckPrompt, NextTurn, RecoveryCheckPrompt, SaveEndsPrompt, StartCombat,
                                       StartCombatRecord, TurnRecord)
from gmtracker.rules.wound_codes import DamageState
from gmtracker.storage.encounter_file import load_encounter
from gmtracker.storage.resources import demo_encounter_path
from tests.log_samples import sample_log

DATA = Path(__file__).parents[1] / "data"

#: Each kind and the type of its record (None: the kind has no record).
TYPES: dict[str, Any] = {
    "add_combatant": None,
    "duplicate_combatant": DuplicateRecord,
    "remove_combatants": RemoveRecord,
    "set_initiative": SetInitiativeRecord,
    "log_note": None,
    "prompt_skipped": (DyingCheckPrompt, RecoveryCheckPrompt, SaveEndsPrompt),
    "start_combat": StartCombatRecord,
    "turn": TurnRecord,
    "condition_added": ConditionRecord,
    "condition_edited": ConditionEditedRecord,
    "condition_removed": ConditionRecord,
    "condition_expired": ConditionRecord,
    "change_settings": ChangeSettingsRecord,
}


def _encounters() -> dict[str, Encounter]:
    found = {"samples": sample_log(), "demo": load_encounter(demo_encounter_path())}
    found.update((f"data/{path.name}", load_encounter(path)) for path in sorted(DATA.glob("*.json")))
    return found


@pytest.fixture(scope="module")
def encounters() -> dict[str, Encounter]:
    return _encounters()


def test_each_kind_is_declared_with_its_type() -> None:
    for name, kind in TYPES.items():
        declared = log_kind(name)
        assert declared is not None, name
        if kind is None:
            assert declared.record is None, name
        elif isinstance(kind, tuple):
            assert set(get_args(declared.record)) == set(kind), name
        else:
            assert declared.record is kind, name


@pytest.mark.parametrize("source", ["samples", "demo", *(f"data/{p.name}" for p in sorted(DATA.glob("*.json")))])
def test_every_record_decodes_into_its_type_and_encodes_back_to_the_same_json(
        encounters: dict[str, Encounter], source: str) -> None:
    seen: set[str] = set()
    for entry in encounters[source].log:
        if entry.kind not in TYPES:
            continue
        seen.add(entry.kind)
        record = entry.record
        if TYPES[entry.kind] is None:
            assert record is None and entry.json_record is None, entry.kind
            continue
        assert isinstance(record, TYPES[entry.kind]), entry.kind
        assert msgspec.json.decode(bytes(encode_record(record))) == entry.json_record, entry.kind
    if source == "samples":
        assert seen == set(TYPES)  # the sample log holds every one of these kinds
    elif source == "demo":
        assert {"duplicate_combatant", "condition_added", "start_combat", "turn"} <= seen


def test_the_sample_records_hold_the_variants_the_lines_tell_apart(encounters: dict[str, Encounter]) -> None:
    turns = [e.record for e in encounters["samples"].log if e.kind == "turn"]
    assert any(t.skipped for t in turns) and any(t.turn_limit is not None for t in turns)
    assert any(t.expired for t in turns)
    assert {type(p) for t in turns for p in t.prompts} == {DyingCheckPrompt, RecoveryCheckPrompt}
    skipped = [e.record for e in encounters["samples"].log if e.kind == "prompt_skipped"]
    assert [p.kind for p in skipped] == ["dying_check", "recovery_check"]
    assert skipped[1] == RecoveryCheckPrompt(combatant="lin", state=DamageState.UNCONSCIOUS, due=1)


def test_every_declaration_sample_encodes_and_decodes_to_itself() -> None:
    for name in TYPES:
        declared = log_kind(name)
        assert declared is not None
        if declared.sample is not None:
            assert declared.decode(encode_record(declared.sample)) == declared.sample, name


def test_a_started_combat_records_the_rolled_initiatives_and_the_typed_ones() -> None:
    enc = Encounter(combatants=[Combatant(id="a", name="A", initiative=None), Combatant(id="b", name="B"),
                                Combatant(id="c", name="C")])
    StartCombat(naturals={"a": 12}, typed={"b": 7, "c": 9}).apply(enc)
    entry = next(e for e in enc.log if e.kind == "start_combat")
    record: StartCombatRecord = entry.record
    assert [(r.combatant, r.natural, r.die) for r in record.rolled] == [("a", 12, 20)]
    assert record.typed == ("b", "c")
    assert entry.json_record is not None and entry.json_record["typed"] == ["b", "c"]
    assert "combat starts: A 12 (d20 12 +0)" in entry.text


def test_a_turn_that_asks_nothing_writes_no_limit_and_no_skip() -> None:
    enc = Encounter(combatants=[Combatant(id="a", name="A", initiative=20), Combatant(id="b", name="B", initiative=10)],
                    turn=TurnState(started=True, round=1, current="a"))
    NextTurn().apply(enc)
    record = enc.log[-1].json_record
    assert record is not None and "turn_limit" not in record and "skipped" not in record
    assert record["prompts"] == [] and record["expired"] == []


def test_a_skipped_prompt_is_logged_with_the_prompt_as_its_record() -> None:
    enc = Encounter(combatants=[Combatant(id="lin", name="Lin", states=[StateEntry(DamageState.SERIOUSLY_WOUNDED),
                                                                        StateEntry(DamageState.UNCONSCIOUS)])])
    prompt = DyingCheckPrompt(combatant="lin", automatic_failure=False)
    AddLogNote("prompt_skipped", "Lin: dying check skipped by the GM", actor="lin", record=prompt).apply(enc)
    assert enc.log[-1].record == prompt
    assert enc.log[-1].json_record == {"kind": "dying_check", "combatant": "lin", "automatic_failure": False}


def test_the_removed_and_the_copies_keep_their_names_in_the_log() -> None:
    enc = Encounter(combatants=[Combatant(id="gob", name="Goblin"), Combatant(id="orc", name="Orc")])
    RemoveCombatants(["orc"]).apply(enc)
    assert log_names(enc.log, {c.id: c.name for c in enc.combatants}) == {"gob": "Goblin", "orc": "Orc"}


def test_a_setting_change_records_only_the_settings_it_touched() -> None:
    assert set(SettingValues.__struct_fields__) == set(Settings.__struct_fields__)
    record = decode_record("change_settings", msgspec.Raw(b'{"before": {"realistic": false}, "after": {"realistic": true}}'))
    assert isinstance(record, ChangeSettingsRecord) and record.after.realistic is True
    assert record.after.resolution is msgspec.UNSET
    assert msgspec.json.decode(bytes(encode_record(record))) == {"before": {"realistic": False},
                                                                 "after": {"realistic": True}}


def test_a_logged_condition_is_the_models_condition_with_counts_a_plural_takes() -> None:
    condition = Condition(id="blessed", name="Blessed", rounds=3, remaining=2, anchor="ayla")
    logged = LoggedCondition(**msgspec.structs.asdict(condition))
    assert isinstance(logged, Condition) and msgspec.json.encode(logged) == msgspec.json.encode(condition)
    huge = b'{"combatant": "ayla", "condition": {"id": "x", "name": "X", "rounds": 4294967296}}'
    with pytest.raises(RecordError) as refused:
        decode_record("condition_added", msgspec.Raw(huge))
    assert refused.value.where == ".condition.rounds"


@pytest.mark.parametrize(("kind", "record", "where"), [
    ("turn", b'{"round": 1, "current": "a", "clock": 0, "prompts": [{"kind": "nap", "combatant": "a"}], '
             b'"expired": [], "reset_hit_penalties": false, "temp_hp_ended": false}', ".prompts[0].kind"),
    ("duplicate_combatant", b'{"copies": ["a"], "names": ["A"], "extra": 1}', ""),
    ("set_initiative", b'{"initiatives": [{"combatant": "a", "initiative": "high"}]}', ".initiatives[0].initiative"),
    ("prompt_skipped", b'{"kind": "recovery_check", "combatant": "a", "state": "sleepy", "due": 1}', ".state"),
])
def test_a_record_that_does_not_fit_is_refused_where_it_does_not(kind: str, record: bytes, where: str) -> None:
    with pytest.raises(RecordError) as refused:
        decode_record(kind, msgspec.Raw(record))
    assert refused.value.where == where

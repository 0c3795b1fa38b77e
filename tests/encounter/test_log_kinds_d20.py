"""The d20 and 1D100 kinds' typed records (issue 28 item 1): ``attack`` (A14, B1, C8),
``check`` (A2, A5, B11), ``damage_check`` (B2–B4) and the ``percentile_*`` kinds (C3–C8).

Every record the app writes — the sample log's, the version 2 test file's and the bundled
demo's — decodes into its kind's type and encodes back to the same JSON values, so the files
written before the records were typed read as they are. A key the old JSON lacked may come
back only with its default (a check version's ``previous``); a check's ``skill_trial`` and an
attack's ``off_turn`` and ``b5_falls_at_turn_end`` are still written only when they say something.
An attack's ``mode`` tells its three types apart; a check's hidden DC reaches the players as
the result only (A2), from the typed record.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec
import pytest

from gmtracker.encounter import Encounter, LogEntry
from gmtracker.encounter.action_support import CheckRecord
from gmtracker.encounter.actions_attack import DefenseCheckAttackRecord, HitCheckAttackRecord, VersusAttackRecord
from gmtracker.encounter.actions_check import StandaloneCheckRecord
from gmtracker.encounter.actions_damage import DamageCheckRecord
from gmtracker.encounter.actions_percentile import (
    PercentileCheckRecord,
    PercentileSimultaneousRecord,
    PercentileVsRecord,
)
from gmtracker.encounter.log_kind import RecordError, encode_record, log_kind
from gmtracker.encounter.log_render import identity
from gmtracker.encounter.log_render.lines import entry_line, player_line
from gmtracker.storage.encounter_file import load_encounter
from gmtracker.storage.resources import demo_encounter_path
from tests.log_samples import sample_log

TYPES: dict[str, tuple[type, ...]] = {
    "attack": (HitCheckAttackRecord, DefenseCheckAttackRecord, VersusAttackRecord),
    "check": (StandaloneCheckRecord,),
    "damage_check": (DamageCheckRecord,),
    "percentile_check": (PercentileCheckRecord,),
    "percentile_vs": (PercentileVsRecord,),
    "percentile_simultaneous": (PercentileSimultaneousRecord,),
}
V2_FILE = Path(__file__).resolve().parents[1] / "data" / "encounter-v2.json"


@pytest.fixture(scope="module")
def logs() -> dict[str, Encounter]:
    return {"sample log": sample_log(), "encounter-v2.json": load_encounter(V2_FILE),
            "demo": load_encounter(demo_encounter_path())}


def _json(record: Any) -> Any:
    return msgspec.json.decode(bytes(encode_record(record)))


def _same_values(old: Any, new: Any, path: str = "") -> list[str]:
    """Where ``new`` (the re-encoded record) differs from ``old`` (the stored JSON): a key the old
    JSON lacked is a difference only when its new value is not its type's default."""
    if isinstance(old, dict) and isinstance(new, dict):
        found = [f"{path}.{key}: missing" for key in old if key not in new]
        for key, value in new.items():
            if key in old:
                found += _same_values(old[key], value, f"{path}.{key}")
            elif value not in (None, False, 0, "", []):
                found.append(f"{path}.{key}: new {value!r}")
        return found
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        return [f for index, (a, b) in enumerate(zip(old, new)) for f in _same_values(a, b, f"{path}[{index}]")]
    return [] if old == new else [f"{path}: {old!r} → {new!r}"]


@pytest.mark.parametrize("source", ["sample log", "encounter-v2.json", "demo"])
def test_every_d20_and_1d100_record_decodes_into_its_type_and_back_to_the_same_json(
        logs: dict[str, Encounter], source: str) -> None:
    entries = [entry for entry in logs[source].log if entry.kind in TYPES]
    assert entries
    for entry in entries:
        record = entry.record
        assert isinstance(record, TYPES[entry.kind]), entry.kind
        assert _same_values(entry.json_record, _json(record)) == [], entry.kind


def test_the_sample_log_and_the_v2_file_hold_every_kind_and_every_attack_mode(logs: dict[str, Encounter]) -> None:
    for source in ("sample log", "encounter-v2.json"):
        kinds = {entry.kind for entry in logs[source].log}
        assert set(TYPES) <= kinds, source
        modes = {type(entry.record) for entry in logs[source].log if entry.kind == "attack"}
        assert modes == set(TYPES["attack"]), source


@pytest.mark.parametrize("kind", sorted(TYPES))
def test_each_declared_sample_round_trips_and_renders_as_a_roll(kind: str) -> None:
    declared = log_kind(kind)
    assert declared is not None and declared.sample is not None and declared.roll
    assert declared.decode(encode_record(declared.sample)) == declared.sample
    entry = LogEntry(kind=kind, text="", actor="ayla", actor_name="Ayla", targets=["gob"],
                     raw_record=encode_record(declared.sample))
    assert entry_line(entry, {"ayla": "Ayla", "gob": "Goblin", "ogre": "Ogre"}, translate=identity)


def test_an_attack_is_told_apart_by_its_mode(logs: dict[str, Encounter]) -> None:
    declared = log_kind("attack")
    assert declared is not None
    for entry in logs["sample log"].log:
        if entry.kind == "attack":
            mode = (entry.json_record or {})["mode"]
            assert type(entry.record).__struct_config__.tag == mode
    hit_check = next(e for e in logs["sample log"].log if isinstance(e.record, HitCheckAttackRecord)).json_record
    assert hit_check is not None
    with pytest.raises(RecordError):  # a hit check's record is not a defense check's
        declared.decode(msgspec.json.encode({**hit_check, "mode": "defense_check"}))


def test_an_attacks_flags_are_written_only_when_true(logs: dict[str, Encounter]) -> None:
    """``off_turn`` (A16) and ``b5_falls_at_turn_end`` (B5) are left out when false, as they always were."""
    attacks = [e for e in logs["sample log"].log if e.kind == "attack"]
    falls = [e for e in attacks if e.record.b5_falls_at_turn_end]
    assert falls and all((e.json_record or {})["b5_falls_at_turn_end"] is True for e in falls)
    for entry in attacks:
        record = entry.record
        assert ("off_turn" in (entry.json_record or {})) == record.off_turn
        assert ("b5_falls_at_turn_end" in (entry.json_record or {})) == record.b5_falls_at_turn_end
    off_turn = msgspec.structs.replace(attacks[0].record, off_turn=True)
    assert _json(off_turn)["off_turn"] is True


def test_a_check_without_a_skill_trial_reads_and_a_version_keeps_one_of_its_dice(logs: dict[str, Encounter]) -> None:
    checks = [e for e in logs["sample log"].log if e.kind == "check"]
    for entry in checks:  # written only for a skill trial (B11)
        assert ("skill_trial" in (entry.json_record or {})) == (entry.record.skill_trial is not None)
    assert any(e.record.skill_trial is None for e in checks) and any(e.record.skill_trial for e in checks)
    assert all(isinstance(e.record.check, CheckRecord) for e in checks)
    old = dict(next(e for e in checks if e.record.check.natural is not None).json_record or {})
    old["check"]["versions"][0]["kept_index"] = 7
    declared = log_kind("check")
    assert declared is not None
    with pytest.raises(RecordError):
        declared.decode(msgspec.json.encode(old))


def test_A2_a_hidden_dc_check_reaches_the_players_as_its_result_only(logs: dict[str, Encounter]) -> None:
    hidden = next(e for e in logs["sample log"].log
                  if e.kind == "check" and e.record.check.versions[0].check.dc_hidden)
    assert "DC" in entry_line(hidden, translate=identity)
    players = player_line(hidden, translate=identity)
    assert "DC" not in players and "failure" not in players and "success" not in players

"""The care and time kinds' typed records (issue 28 item 1): ``heal``, ``temp_hp`` (B3, B7),
``dying_check``, ``recovery_check`` (B5, B8), ``advance_time`` and ``time_effects`` (B6, B12).

Every record the app writes — the sample log's and the bundled demo's — decodes into its
kind's type and encodes back to the same JSON values, so the files written before the records
were typed read as they are. The heal record is told apart by its ``use`` (B7 use 1 or 2); a
key written only when true (``temp_hp_lapsed``) stays left out otherwise.
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from gmtracker.encounter import Encounter, LogEntry
from gmtracker.encounter.actions_care import HealCountRecord, HealRecoveryRecord, TempHpRecord
from gmtracker.encounter.actions_recovery import DyingCheckRecord, RecoveryCheckRecord
from gmtracker.encounter.actions_rest import AdvanceTimeRecord, TimeEffectsRecord
from gmtracker.encounter.log_kind import RecordError, encode_record, log_kind
from gmtracker.encounter.log_render import entry_line, identity
from gmtracker.storage.encounter_file import load_encounter
from gmtracker.storage.resources import demo_encounter_path
from tests.log_samples import sample_log

TYPES: dict[str, tuple[type, ...]] = {
    "heal": (HealCountRecord, HealRecoveryRecord),
    "temp_hp": (TempHpRecord,),
    "dying_check": (DyingCheckRecord,),
    "recovery_check": (RecoveryCheckRecord,),
    "advance_time": (AdvanceTimeRecord,),
    "time_effects": (TimeEffectsRecord,),
}


@pytest.fixture(scope="module")
def samples() -> Encounter:
    return sample_log()


@pytest.fixture(scope="module")
def demo() -> Encounter:
    return load_encounter(demo_encounter_path())


def _json(record: Any) -> Any:
    return msgspec.json.decode(bytes(encode_record(record)))


def _entries(encounter: Encounter, kind: str) -> list[LogEntry]:
    return [entry for entry in encounter.log if entry.kind == kind]


@pytest.mark.parametrize("kind", sorted(TYPES))
def test_each_sample_record_decodes_into_its_type_and_back_to_the_same_json(samples: Encounter, kind: str) -> None:
    entries = _entries(samples, kind)
    assert entries, kind
    for entry in entries:
        record = entry.record
        assert isinstance(record, TYPES[kind])
        assert _json(record) == entry.json_record


def test_the_demos_care_records_decode_into_their_types_and_back_to_the_same_json(demo: Encounter) -> None:
    found = [entry for entry in demo.log if entry.kind in TYPES]
    assert {entry.kind for entry in found} >= {"heal", "temp_hp"}
    for entry in found:
        record = entry.record
        assert isinstance(record, TYPES[entry.kind]), entry.kind
        assert _json(record) == entry.json_record


@pytest.mark.parametrize("kind", sorted(TYPES))
def test_each_declared_sample_renders_and_round_trips(kind: str) -> None:
    declared = log_kind(kind)
    assert declared is not None and declared.sample is not None
    assert declared.decode(encode_record(declared.sample)) == declared.sample
    entry = LogEntry(kind=kind, text="", actor="lin", actor_name="Lin", raw_record=encode_record(declared.sample))
    assert entry_line(entry, {"ayla": "Ayla", "lin": "Lin"}, translate=identity)


def test_the_player_page_shows_the_care_checks_as_rolls_but_not_temporary_hit_points() -> None:
    rolls = {kind for kind in TYPES if log_kind(kind).roll}  # type: ignore[union-attr]
    assert rolls == set(TYPES) - {"temp_hp"}


def test_B7_the_heal_record_is_told_apart_by_its_use(samples: Encounter) -> None:
    uses = {type(entry.record): entry.json_record["use"] for entry in _entries(samples, "heal")}  # type: ignore[index]
    assert uses == {HealCountRecord: "count", HealRecoveryRecord: "recovery"}
    declared = log_kind("heal")
    assert declared is not None
    count = next(e for e in _entries(samples, "heal") if isinstance(e.record, HealCountRecord)).json_record
    assert count is not None
    with pytest.raises(RecordError):  # a count's result is not a recovery check
        declared.decode(msgspec.json.encode({**count, "use": "recovery"}))


def test_temp_hp_lapsed_is_written_only_when_true(samples: Encounter) -> None:
    for entry in _entries(samples, "time_effects"):
        assert "temp_hp_lapsed" not in (entry.json_record or {})
    record = _entries(samples, "time_effects")[0].record
    lapsed = msgspec.structs.replace(record, temp_hp_lapsed=True)
    assert _json(lapsed)["temp_hp_lapsed"] is True
    line = entry_line(LogEntry(kind="time_effects", text="", raw_record=encode_record(lapsed)), {"lin": "Lin"},
                      translate=identity)
    assert "temporary hit points end" in line


def test_a_time_effects_record_from_before_the_dying_note_still_reads(samples: Encounter) -> None:
    """Advance time first wrote its per-combatant records without ``dying_checks_skipped`` (B5)."""
    old = dict(_entries(samples, "time_effects")[-1].json_record or {})
    del old["dying_checks_skipped"]
    declared = log_kind("time_effects")
    assert declared is not None
    record = declared.decode(msgspec.json.encode(old))
    assert isinstance(record, TimeEffectsRecord) and record.dying_checks_skipped is False

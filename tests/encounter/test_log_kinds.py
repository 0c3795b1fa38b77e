"""One declaration per log kind, and one table of them (issue 28 item 1).

The table (:func:`gmtracker.encounter.log_kind.log_kinds`) is what the renderers, the Breakdown
pane, the player page, the loader and these tests read: a new kind is tested here by its
declaration alone (its sample record), with no list in the tests to extend.
"""

from __future__ import annotations

import re
import typing
from pathlib import Path
from typing import Any

import msgspec
import pytest

from gmtracker.encounter import Combatant, Encounter
from gmtracker.encounter.first_format import NO_LONGER_WRITTEN
from gmtracker.encounter.log_kind import LogKind, Record, RecordError, decode_record, encode_record, log_kinds
from gmtracker.encounter.log_render.breakdown import breakdown_rows
from gmtracker.encounter.log_render.lines import entry_line, player_line
from gmtracker.encounter.log_render.record_words import HIDDEN, MORE_KEYS
from gmtracker.encounter.log_render.translating import KEYS, english
from gmtracker.encounter.model import NO_RECORD, LogEntry
from gmtracker.encounter.names import has_visible
from gmtracker.storage import EncounterFileError, load_encounter, save_encounter
from tests.log_samples import sample_log

KINDS = log_kinds()
ROOT = Path(__file__).resolve().parents[2]


def _types(kind: LogKind[Any]) -> tuple[type[Record], ...]:
    """The record's type, or each type of a union of them (told apart by their tag)."""
    return typing.get_args(kind.record) or (kind.record,)  # type: ignore[return-value]


def _entry(kind: LogKind[Any]) -> LogEntry:
    raw = NO_RECORD if kind.sample is None else encode_record(kind.sample)
    return LogEntry(kind=kind.name, text="x", actor="gob", actor_name="Goblin", targets=["ayla"], raw_record=raw)


def test_the_table_holds_every_kind_the_engine_writes_and_the_first_formats() -> None:
    written = {entry.kind for entry in sample_log().log}
    assert written <= set(KINDS)
    assert NO_LONGER_WRITTEN <= set(KINDS)
    assert all(name == kind.name for name, kind in KINDS.items())


@pytest.mark.parametrize("name", sorted(KINDS))
def test_each_kind_has_a_typed_frozen_record_and_a_sample_of_it(name: str) -> None:
    kind = KINDS[name]
    if kind.record is None:
        assert kind.sample is None
        return
    for record in _types(kind):
        assert issubclass(record, Record) and record.__struct_config__.frozen
        assert record.__struct_config__.forbid_unknown_fields
    assert isinstance(kind.sample, _types(kind))
    assert decode_record(name, encode_record(kind.sample)) == kind.sample


@pytest.mark.parametrize("name", sorted(KINDS))
def test_each_kind_is_put_into_words_from_its_sample(name: str) -> None:
    entry = _entry(KINDS[name])
    names = {"gob": "Goblin", "ayla": "Ayla"}
    line = entry_line(entry, names, translate=english)
    assert has_visible(line)
    assert player_line(entry, names) is not None
    rows = breakdown_rows(entry, names)
    assert rows[0].label == line


@pytest.mark.parametrize("name", sorted(name for name, kind in KINDS.items() if kind.record is not None))
def test_every_field_of_a_record_has_words_or_is_bookkeeping(name: str) -> None:
    """The Breakdown never shows a field name: each top-level field is labelled by the kind's own
    words (``fields``) or the words every kind shares, or is bookkeeping the pane leaves out."""
    kind = KINDS[name]
    shown_by_drawing = {"d20", "d6", "stacking", "rule_ids"}  # the pane draws these (dice, modifiers, rules)
    unlabelled = [field for record in _types(kind) for field in record.__struct_fields__
                  if field not in kind.fields and field not in KEYS and field not in MORE_KEYS and field not in HIDDEN
                  and field not in shown_by_drawing]
    assert unlabelled == []


def test_a_record_that_does_not_fit_its_type_is_refused_with_where_it_fails() -> None:
    with pytest.raises(RecordError) as caught:
        decode_record("end_combat", b'{"rounds": "three"}')
    assert caught.value.where == ".rounds" and "int" in caught.value.reason
    with pytest.raises(RecordError) as caught:
        decode_record("end_combat", b'{"rounds": 3, "renamed": 1}')
    assert "unknown field `renamed`" in caught.value.reason
    with pytest.raises(RecordError):
        decode_record("end_combat", b'{"rounds": -1}')  # a count Qt's plural forms take
    with pytest.raises(RecordError, match="no kind of log entry"):
        decode_record("something_new", b"null")
    with pytest.raises(RecordError, match="has no record"):
        decode_record("previous_turn", b'{"a": 1}')


def test_the_loader_refuses_a_renamed_key_with_its_json_path(tmp_path: Path) -> None:
    """Issue 28: a renamed key is refused at load, never shown through a fallback line."""
    enc = Encounter(name="x", combatants=[Combatant(id="gob", name="Goblin")])
    enc.log.append(LogEntry(kind="end_combat", text="combat ends", raw_record=msgspec.Raw(b'{"round":3}')))
    path = tmp_path / "renamed.json"
    with pytest.raises(Exception):  # saving checks what it writes: the app never writes such a file
        save_encounter(enc, path)
    path.write_text('{"format": "gmtracker-encounter", "version": 2, "combatants": [{"id": "gob", "name": "Goblin"}],'
                    ' "log": [{"kind": "end_combat", "text": "combat ends", "record": {"round": 3}}]}', encoding="utf-8")
    with pytest.raises(EncounterFileError) as refused:
        load_encounter(path)
    assert refused.value.where == "$.log[0].record"
    assert "unknown field `round`" in str(refused.value)
    path.write_text(path.read_text(encoding="utf-8").replace('"end_combat"', '"grappled_by_the_lurker"'),
                    encoding="utf-8")
    with pytest.raises(EncounterFileError, match="no kind of log entry"):
        load_encounter(path)


def test_state_is_never_read_back_from_the_log() -> None:
    """Issue 28: the turn machine and the commands keep what they need in the encounter; only the
    renderers (and the migrations, on old files) read log records."""
    readers = []
    for path in sorted((ROOT / "gmtracker").rglob("*.py")):
        relative = path.relative_to(ROOT).as_posix()
        if "/log_render/" in relative or relative.endswith(("storage/migrations.py", "model.py")):
            continue
        text = path.read_text(encoding="utf-8")
        if re.search(r"\.json_record\b", text):
            readers.append(relative)
    assert readers == []

"""Loading encounter files: the demo and the typed result, and every unusable file refused
with one line naming the file, where in it, and what is wrong — without writing anything."""

from __future__ import annotations

import codecs
import json
import os
from pathlib import Path
from typing import Any

import msgspec
import pytest

from gmtracker.encounter import FORMAT_NAME, Combatant, Encounter, Side
from gmtracker.rules.damage import Size
from gmtracker.storage import EncounterFileError, load_encounter, save_encounter
from gmtracker.storage import encounter_file
from gmtracker.storage.json_files import line_column


def _write(folder: Path, content: str | bytes, name: str = "encounter.json") -> Path:
    path = folder / name
    if isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_bytes(content)
    return path


def _combatant(cid: str = "ayla", **fields: Any) -> dict[str, Any]:
    return {"id": cid, "name": "Ayla", "side": "pc", "initiative": 12, **fields}


def _encounter(**overrides: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "format": FORMAT_NAME,
        "version": 2,
        "name": "Test",
        "combatants": [_combatant()],
    }
    data.update(overrides)
    return data


def _snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    return {str(p.relative_to(folder)): (p.read_bytes(), p.stat().st_mtime_ns)
            for p in folder.rglob("*") if p.is_file()}


def test_demo_loads_as_a_typed_encounter(demo_path: Path) -> None:
    encounter = load_encounter(demo_path)
    assert type(encounter) is Encounter
    assert encounter.name == "Ambush at the Old Mill"
    assert len(encounter.combatants) >= 8
    assert all(isinstance(c, Combatant) for c in encounter.combatants)


def test_demo_has_player_characters_enemies_and_cjk_names(demo_path: Path) -> None:
    combatants = load_encounter(demo_path).combatants
    sides = [c.side for c in combatants]
    assert sides.count(Side.PC) >= 2
    assert sides.count(Side.ENEMY) >= 3
    assert {"林月", "佐藤 健", "ゴブリン呪術師"} <= {c.name for c in combatants}
    assert {c.size_category for c in combatants} >= {Size.MEDIUM, Size.SMALL, Size.LARGE}
    assert len({c.id for c in combatants}) == len(combatants)


def test_demo_is_written_as_the_model_lays_it_out(demo_path: Path, tmp_path: Path) -> None:
    """The demo has no field the model does not know (forbid_unknown_fields) and saves back
    to an equal encounter."""
    encounter = load_encounter(demo_path)
    save_encounter(encounter, tmp_path / "demo.json")
    assert load_encounter(tmp_path / "demo.json") == encounter


def test_loading_gives_a_live_encounter_that_notifies(tmp_path: Path) -> None:
    encounter = load_encounter(_write(tmp_path, json.dumps(_encounter())))
    heard: list[Any] = []
    encounter.subscribe(heard.append)
    encounter.replace_all(encounter)
    assert len(heard) == 1 and heard[0].reset


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = _write(tmp_path, b"\xef\xbb\xbf" + json.dumps(_encounter()).encode())
    assert load_encounter(path).name == "Test"


def test_a_log_record_loads_as_it_was_written(tmp_path: Path) -> None:
    """Null, left out or an object (keys in any order, any spacing): read back as written."""
    path = _write(tmp_path, '{"format": "gmtracker-encounter", "version": 2, "log": ['
                            '{"kind": "log_note", "text": "a", "record": null}, {"kind": "log_note", "text": "b"},'
                            '{"kind": "delay", "text": "c", "record": { "after_name": "Goblin",  "after": "gob" }}]}')
    log = load_encounter(path).log
    assert [entry.json_record for entry in log] == [None, None, {"after": "gob", "after_name": "Goblin"}]


def test_a_record_another_tool_indented_is_saved_as_gm_tracker_writes_it(tmp_path: Path) -> None:
    """Records stay JSON text as read (issue 16); a record indented, with its keys in another
    order, or an explicit null is written back compact, sorted, each entry on one line."""
    source = _write(tmp_path, '{"format": "gmtracker-encounter", "version": 2, "log": [\n'
                              '  {"kind": "log_note", "text": "a", "record": null},\n'
                              '  {"kind": "delay", "text": "b", "record": {\n     "after_name": "Goblin",\n     "after": "gob"\n  }}\n]}')
    encounter = load_encounter(source)
    saved = tmp_path / "saved.json"
    save_encounter(encounter, saved)
    log = saved.read_text(encoding="utf-8").split('"log": [')[1]
    assert '{"kind":"log_note","text":"a"}' in log and "null" not in log
    assert '"record":{"after":"gob","after_name":"Goblin"}' in log
    assert len(log.strip().splitlines()) == 4  # "[", two entries, "]}"
    assert load_encounter(saved) == encounter


def test_keys_in_any_order_load(tmp_path: Path) -> None:
    """Hand-written files need not start with format and version (the fast path's shortcut)."""
    data = {"combatants": [_combatant()], "name": "Reordered", "version": 2, "format": FORMAT_NAME}
    assert load_encounter(_write(tmp_path, json.dumps(data))).name == "Reordered"


BAD_FILES: list[tuple[str, str | bytes, str]] = [
    ("not json", "nope", "not valid JSON: invalid character at line 1, column 1"),
    ("empty", "", "the file is empty"),
    ("blank", "  \n ", "the file is empty"),
    ("cut short", '{"format": "gmtracker-encounter",\n  "version": 2,\n  "name": "x',
     "it ends in the middle (was the file cut short?) at line 3, column"),
    ("trailing comma", '{\n  "format": "gmtracker-encounter",\n  "version": 2,\n}',
     "not valid JSON: trailing comma in object at line 4, column 1"),
    ("column counts characters", '{"name": "林月林月", x}', "at line 1, column 18"),
    ("nan", json.dumps(_encounter()).replace("12", "NaN"), "not valid JSON: invalid character"),
    ("not utf-8", b'{"format": "gmtracker-encounter",\n "name": "\xff"}',
     "not UTF-8 text: byte 0xff is not part of a character at line 2, column 11"),
    ("latin-1", '{"name": "Müller"}'.encode("latin-1"), "not UTF-8 text"),
    ("bad byte in an unknown field", b'{"format": "gmtracker-encounter", "version": 2, "x": "\xe9"}',
     "not UTF-8 text: byte 0xe9 is not part of a character at line 1, column 55"),
    # The encoding named right (issue 27 item 12): UTF-32 is not called UTF-16; either byte
    # order, with or without a byte order mark; a binary file is one.
    ("utf-16", '{"name": "x"}'.encode("utf-16"), "not UTF-8 text: it is UTF-16 LE (save it as UTF-8)"),
    ("utf-16 le, no mark", '{"name": "x"}'.encode("utf-16-le"), "not UTF-8 text: it is UTF-16 LE (save it as UTF-8)"),
    ("utf-16 be, mark", codecs.BOM_UTF16_BE + '{"name": "x"}'.encode("utf-16-be"),
     "not UTF-8 text: it is UTF-16 BE (save it as UTF-8)"),
    ("utf-16 be, no mark", '{"name": "x"}'.encode("utf-16-be"), "not UTF-8 text: it is UTF-16 BE (save it as UTF-8)"),
    ("utf-32 le, mark", codecs.BOM_UTF32_LE + '{"name": "x"}'.encode("utf-32-le"),
     "not UTF-8 text: it is UTF-32 LE (save it as UTF-8)"),
    ("utf-32 le, no mark", '{"name": "x"}'.encode("utf-32-le"), "not UTF-8 text: it is UTF-32 LE (save it as UTF-8)"),
    ("utf-32 be, mark", codecs.BOM_UTF32_BE + '{"name": "x"}'.encode("utf-32-be"),
     "not UTF-8 text: it is UTF-32 BE (save it as UTF-8)"),
    ("utf-32 be, no mark", '{"name": "x"}'.encode("utf-32-be"), "not UTF-8 text: it is UTF-32 BE (save it as UTF-8)"),
    ("utf-32 of a long file", ('{"name": "' + "林" * 3000 + '"}').encode("utf-32"),
     "not UTF-8 text: it is UTF-32 LE (save it as UTF-8)"),
    ("binary", b"\x00\x9f\x92\x96", "not a text file: it holds binary data (is it the right file?)"),
    ("binary, every byte", bytes(range(256)) * 4, "not a text file: it holds binary data"),
    ("a zip archive", b"PK\x03\x04\x14\x00\x00\x00\x08\x00" + bytes(200), "not a text file: it holds binary data"),
    ("utf-16 mark, then garbage", b"\xff\xfe\x00\xd8\x00\x00", "not a text file: it holds binary data"),
    ("array", "[1, 2]", "expected a JSON object at the top level, found an array"),
    ("string", '"hello"', "expected a JSON object at the top level, found a string"),
    ("number", "12", "expected a JSON object at the top level, found a number"),
    ("no format", json.dumps({"version": 2}),
     'not a GM Tracker encounter: "format" is missing (expected "gmtracker-encounter")'),
    ("empty object", "{}", '"format" is missing'),
    ("other format", json.dumps(_encounter(format="foundry")), '"format" is "foundry"'),
    ("other format, wrong shape", json.dumps({"format": "csv", "version": 2, "rows": [1]}),
     '"format" is "csv"'),
    ("no version", json.dumps({"format": FORMAT_NAME}), '"version" is missing'),
    ("text version", json.dumps(_encounter(version="1")), '"version" is "1" (expected a whole number)'),
    ("boolean version", json.dumps(_encounter(version=True)), '"version" is true'),
    ("newer version", json.dumps(_encounter(version=3, combatants="new shape")),
     "version 3, but this GM Tracker reads up to version 2: update GM Tracker"),
    ("version zero", json.dumps(_encounter(version=0)), "version 0 is older than any"),
    ("combatants not a list", json.dumps(_encounter(combatants=None)),
     "$.combatants: expected `array`, got `null`"),
    ("combatant text", json.dumps(_encounter(combatants=["Ogre"])),
     "$.combatants[0]: expected `object`, got `str`"),
    ("missing id", json.dumps(_encounter(combatants=[{"name": "Grukk"}])),
     '$.combatants[0] ("Grukk"): object missing required field `id`'),
    ("unknown field", json.dumps(_encounter(combatants=[_combatant(speedy=40)])),
     '$.combatants[0] ("Ayla"): object contains unknown field `speedy`'),
    ("mistyped wounds", json.dumps(_encounter(combatants=[
        _combatant("a"), _combatant("b"), _combatant("c"), _combatant("d", name="Goblin 2", wounds="x")])),
     '$.combatants[3].wounds ("Goblin 2"): expected `int`, got `str`'),
    ("bad side", json.dumps(_encounter(combatants=[_combatant(side="boss")])),
     "$.combatants[0].side (\"Ayla\"): invalid enum value 'boss' "
     "(expected one of: pc, ally, enemy, neutral)"),
    ("bad nested enum", json.dumps(_encounter(combatants=[
        _combatant(attacks=[{"name": "Bite", "range": "far"}])])),
     "$.combatants[0].attacks[0].range (\"Ayla\"): invalid enum value 'far' "
     "(expected one of: melee, ranged, special)"),
    ("float initiative", json.dumps(_encounter(combatants=[_combatant(initiative=12.5)])),
     "$.combatants[0].initiative (\"Ayla\"): expected `int | null`, got `float`"),
    ("1e400", json.dumps(_encounter()).replace('"initiative": 12', '"initiative": 1e400'),
     "$.combatants[0].initiative: number out of range"),
    ("10**30 wounds", json.dumps(_encounter(combatants=[_combatant(wounds=10**30)])),
     "$.combatants[0].wounds (\"Ayla\"): a number of 31 digits is too large"),
    ("duplicate ids", json.dumps(_encounter(combatants=[
        _combatant("goblin", name="Goblin"), _combatant("ogre"), _combatant("goblin", name="Goblin 2")])),
     '$.combatants[2].id ("Goblin 2"): the id "goblin" is already used by $.combatants[0]'),
    ("empty id", json.dumps(_encounter(combatants=[_combatant("")])), "a combatant id must not be empty"),
    ("current turn of nobody", json.dumps(_encounter(turn={"started": True, "current": "ghost"})),
     '$.turn.current: the current turn belongs to "ghost", but no combatant has that id'),
    ("condition anchored to nobody", json.dumps(_encounter(combatants=[_combatant(conditions=[
        {"id": "hex", "name": "Hexed", "rounds": 2, "anchor": "ghost"}])])),
     '$.combatants[0].conditions[0].anchor ("Ayla"): the condition is anchored to "ghost"'),
    ("bad hit dice", json.dumps(_encounter(combatants=[_combatant(hit_dice="2d0")])),
     "$.combatants[0].hit_dice (\"Ayla\"): dice expression '2d0': a die needs at least 2 sides"),
    ("bad attack damage", json.dumps(_encounter(combatants=[_combatant(attacks=[
        {"name": "Claw", "damage": "1d6++2"}])])),
     "$.combatants[0].attacks[0].damage (\"Ayla\"): dice expression '1d6++2'"),
    ("bad extra damage", json.dumps(_encounter(combatants=[_combatant(attacks=[
        {"name": "Claw", "extra_damage": "lots"}])])),
     "$.combatants[0].attacks[0].extra_damage"),
    ("negative wounds", json.dumps(_encounter(combatants=[_combatant(wounds=-1)])),
     "$.combatants[0].wounds (\"Ayla\"): cannot be negative (-1)"),
    ("negative bruises", json.dumps(_encounter(combatants=[_combatant(bruises=-3)])),
     "$.combatants[0].bruises (\"Ayla\"): cannot be negative (-3)"),
    ("deep nesting", '{"format": "gmtracker-encounter", "version": 2, "log": [{"kind": "x", '
                     '"text": "y", "record": {"a": ' + "[" * 100_000 + "]" * 100_000 + "}}]}",
     "not valid JSON: nested too deeply"),
    # A record is kept as JSON text (issue 16): its type is checked after decoding.
    ("a record that is a number", '{"format": "gmtracker-encounter", "version": 2, "log": ['
                                  '{"kind": "x", "text": "y"}, {"kind": "x", "text": "y", "record": 5}]}',
     "$.log[1].record: must be an object or null"),
    ("a record that is not UTF-8", b'{"format": "gmtracker-encounter", "version": 2, "log": ['
                                   b'{"kind": "x", "text": "y", "record": {"a": "\xff"}}]}',
     "$.log[0].record: not valid JSON"),
    ("a record that is a list", '{"format": "gmtracker-encounter", "version": 2, "log": ['
                                '{"kind": "x", "text": "y", "record": [{"a": 1}]}]}',
     "$.log[0].record: must be an object or null"),
    ("garbage after a type error", json.dumps(_encounter(combatants=[_combatant(wounds="x")])) + " ]",
     "not valid JSON: trailing characters"),
]


@pytest.mark.parametrize(
    ("content", "reason"), [(c, r) for _, c, r in BAD_FILES], ids=[i for i, _, _ in BAD_FILES]
)
def test_unusable_file_is_refused_naming_file_place_and_reason(
    tmp_path: Path, content: str | bytes, reason: str
) -> None:
    path = _write(tmp_path, content)
    before = _snapshot(tmp_path)
    with pytest.raises(EncounterFileError) as caught:
        load_encounter(path)
    message = caught.value.message
    assert message.startswith(f"{path}: ")
    assert reason in message
    assert "\n" not in message
    assert str(caught.value) == message
    assert isinstance(caught.value, ValueError)
    assert _snapshot(tmp_path) == before


def test_error_keeps_its_parts(tmp_path: Path) -> None:
    path = _write(tmp_path, json.dumps(_encounter(combatants=[_combatant(wounds=-2)])))
    with pytest.raises(EncounterFileError) as caught:
        load_encounter(path)
    assert caught.value.path == path
    assert caught.value.where == "$.combatants[0].wounds"
    assert caught.value.name == "Ayla"
    assert caught.value.reason == "cannot be negative (-2)"


def test_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(EncounterFileError, match="file not found") as caught:
        load_encounter(tmp_path / "nowhere.json")
    assert caught.value.path == tmp_path / "nowhere.json"
    assert list(tmp_path.iterdir()) == []


def test_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(EncounterFileError, match="is a folder, not an encounter file"):
        load_encounter(tmp_path)


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root reads anything")
def test_unreadable_file_is_refused(tmp_path: Path) -> None:
    path = _write(tmp_path, json.dumps(_encounter()))
    path.chmod(0)
    with pytest.raises(EncounterFileError, match="permission denied"):
        load_encounter(path)


@pytest.mark.parametrize(
    ("failure", "reason"),
    [(PermissionError(13, "Permission denied"), "permission denied"),
     (OSError(5, "Input/output error"), "cannot read: input/output error")],
)
def test_a_file_the_system_will_not_read_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failure: OSError, reason: str
) -> None:
    """The same as a chmod 000 file, for a run as root (which reads anything)."""
    path = _write(tmp_path, json.dumps(_encounter()))

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise failure

    monkeypatch.setattr("builtins.open", refuse)
    with pytest.raises(EncounterFileError) as caught:
        load_encounter(path)
    assert caught.value.message == f"{path}: {reason}"


def test_a_file_over_the_limit_is_refused_before_it_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "huge.json"
    with open(path, "wb") as stream:  # a sparse file: 21 MB that take no room
        stream.truncate(21 * 1024 * 1024)
    opened: list[Any] = []
    real_open = open
    monkeypatch.setattr("builtins.open", lambda *a, **k: opened.append(a) or real_open(*a, **k))
    with pytest.raises(EncounterFileError) as caught:
        load_encounter(path)
    assert caught.value.message == f"{path}: is 21 MB: an encounter file may be at most 20 MB"
    assert opened == []


def test_a_file_just_under_the_limit_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(encounter_file, "MAX_FILE_BYTES", 4096)
    data = json.dumps(_encounter()).encode()
    path = _write(tmp_path, data + b" " * (4096 - len(data)))
    assert load_encounter(path).name == "Test"
    path.write_bytes(data + b" " * (4097 - len(data)))
    with pytest.raises(EncounterFileError, match="an encounter file may be at most"):
        load_encounter(path)


def test_fast_path_decodes_our_files_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file GM Tracker wrote is decoded in one msgspec pass: the header is never re-read."""
    path = tmp_path / "ours.json"
    save_encounter(encounter_file.decode_encounter(json.dumps(_encounter()).encode(), path), path)
    calls: list[bytes] = []
    real = encounter_file.read_header
    monkeypatch.setattr(encounter_file, "read_header", lambda data, *a, **k: calls.append(data) or real(data, *a, **k))
    load_encounter(path)
    assert calls == []
    path.write_text(json.dumps({"version": 2, **_encounter()}), encoding="utf-8")  # not ours: reread
    load_encounter(path)
    assert len(calls) == 1


@pytest.mark.parametrize(
    ("data", "offset", "expected"),
    [
        (b"abc", 0, "line 1, column 1"),
        (b"abc", 2, "line 1, column 3"),
        (b"a\nbc", 2, "line 2, column 1"),
        (b"a\n\xe6\x9e\x97\xe6\x9c\x88x", 8, "line 2, column 3"),  # 林月 are two columns
        (b"a\r\nb", 3, "line 2, column 1"),
        (b"ab", 99, "line 1, column 3"),
    ],
)
def test_byte_offsets_become_lines_and_columns(data: bytes, offset: int, expected: str) -> None:
    assert line_column(data, offset) == expected


def test_msgspec_validation_messages_are_the_ones_we_parse() -> None:
    """describe_failure splits msgspec's message at " - at `$...`": pin that shape."""
    with pytest.raises(msgspec.ValidationError) as caught:
        msgspec.json.decode(b'{"id": "a", "name": "b", "wounds": "x"}', type=Combatant)
    assert str(caught.value) == "Expected `int`, got `str` - at `$.wounds`"
    with pytest.raises(msgspec.DecodeError) as malformed:
        msgspec.json.decode(b'{"a": 1,}')
    assert str(malformed.value) == "JSON is malformed: trailing comma in object (byte 8)"


@pytest.mark.parametrize(("field", "value", "reason"), [
    ("speed", -1, "cannot be negative"),
    ("hit_penalties", -2, "cannot be negative"),
    ("constitution", -3, "cannot be negative"),
])
def test_values_the_editor_refuses_are_refused_on_load_too(tmp_path: Path, field: str, value: int,
                                                           reason: str) -> None:
    data = {"format": "gmtracker-encounter", "version": 2,
            "combatants": [{"id": "a", "name": "A", field: value}]}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(EncounterFileError, match=rf"\$\.combatants\[0\]\.{field}.*{reason}"):
        load_encounter(path)


def test_a_threat_range_outside_2_to_20_is_refused_on_load(tmp_path: Path) -> None:
    data = {"format": "gmtracker-encounter", "version": 2,
            "combatants": [{"id": "a", "name": "A", "attacks": [{"name": "Claw", "threat_low": 1}]}]}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(EncounterFileError, match=r"attacks\[0\]\.threat_low.*between 2 and 20"):
        load_encounter(path)


@pytest.mark.parametrize(("settings", "where", "reason"), [
    ({"critical_from": 150}, "critical_from", "must be 1 to 101"),
    ({"fumble_to": -1}, "fumble_to", "must be 0 to 100"),
    ({"critical_from": 50, "fumble_to": 60}, "fumble_to", r"the fumble range \(1 to 60\) must end below"),
])
def test_1d100_ranges_outside_c6_are_refused_on_load(tmp_path: Path, settings: dict[str, int], where: str,
                                                     reason: str) -> None:
    """C6: criticals from 1..101, fumbles up to 0..100, the fumble range below the critical one."""
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"format": "gmtracker-encounter", "version": 2, "settings": settings}), encoding="utf-8")
    with pytest.raises(EncounterFileError, match=rf"\$\.settings\.{where}: {reason}"):
        load_encounter(path)


def test_a_name_with_a_line_break_keeps_the_message_on_one_line(tmp_path: Path) -> None:
    data = {"format": "gmtracker-encounter", "version": 2,
            "combatants": [{"name": "line\nbreak", "side": "pc"}]}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(EncounterFileError) as raised:
        load_encounter(path)
    assert "\n" not in raised.value.message
    assert '("line\\nbreak")' in raised.value.message and "missing required field `id`" in raised.value.message

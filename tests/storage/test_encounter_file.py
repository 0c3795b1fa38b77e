"""The minimal encounter reader: the demo loads, and every unusable file is refused with
one clear line naming the file, without writing anything."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gmtracker.storage.encounter_file import (
    FORMAT_NAME,
    SIDES,
    EncounterDocument,
    EncounterFileError,
    load_encounter,
)

ATTRIBUTES = {"strength", "agility", "size", "spirit", "intellect"}
SIZE_CATEGORIES = {
    "fine", "diminutive", "tiny", "small", "medium", "large", "huge", "gargantuan",
    "colossal",
}


def _write(folder: Path, content: str | bytes, name: str = "encounter.json") -> Path:
    path = folder / name
    if isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_bytes(content)
    return path


def _encounter(**overrides: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "format": FORMAT_NAME,
        "version": 1,
        "name": "Test",
        "combatants": [{"name": "Ayla", "side": "pc", "initiative": 12}],
    }
    data.update(overrides)
    return data


def _snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {
        str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns)
        for p in folder.rglob("*")
    }


def test_demo_encounter_loads_with_its_name_and_combatants(demo_path: Path) -> None:
    document = load_encounter(demo_path)
    assert isinstance(document, EncounterDocument)
    assert document.name == "Ambush at the Old Mill"
    assert document.path == demo_path
    assert len(document.combatants) == 8


def test_demo_has_player_characters_and_enemies(demo_path: Path) -> None:
    sides = [c["side"] for c in load_encounter(demo_path).combatants]
    assert 2 <= sides.count("pc") <= 3
    assert 3 <= sides.count("enemy") <= 4


def test_demo_names_include_chinese_and_japanese(demo_path: Path) -> None:
    names = {c["name"] for c in load_encounter(demo_path).combatants}
    assert "林月" in names
    assert "佐藤 健" in names
    assert "ゴブリン呪術師" in names


def test_every_demo_combatant_has_the_fields_a_gm_expects(demo_path: Path) -> None:
    for combatant in load_encounter(demo_path).combatants:
        assert combatant["side"] in SIDES
        assert isinstance(combatant["initiative"], int)
        assert set(combatant["attributes"]) == ATTRIBUTES
        assert all(isinstance(v, int) for v in combatant["attributes"].values())
        assert isinstance(combatant["proficiency"], int)
        assert isinstance(combatant["base_defense"], int)
        assert combatant["carried_weight"] >= 0
        assert isinstance(combatant["constitution"], int)
        assert re.fullmatch(r"[1-9]\d*d(4|6|8|10|12)", combatant["hit_dice"])
        assert combatant["size_category"] in SIZE_CATEGORIES
        assert combatant["wounds"] >= 0 and combatant["bruises"] >= 0
        assert isinstance(combatant["notes"], str)


def test_demo_combatant_ids_are_unique(demo_path: Path) -> None:
    ids = [c["id"] for c in load_encounter(demo_path).combatants]
    assert len(ids) == len(set(ids))


def test_unknown_fields_are_kept(tmp_path: Path) -> None:
    data = _encounter(combatants=[{"name": "Ogre", "speed": 40}])
    document = load_encounter(_write(tmp_path, json.dumps(data)))
    assert document.combatants[0]["speed"] == 40


def test_loaded_combatants_cannot_be_changed_by_accident(tmp_path: Path) -> None:
    document = load_encounter(_write(tmp_path, json.dumps(_encounter())))
    with pytest.raises(TypeError):
        document.combatants[0]["name"] = "Changed"  # type: ignore[index]


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = _write(tmp_path, b"\xef\xbb\xbf" + json.dumps(_encounter()).encode())
    assert load_encounter(path).name == "Test"


BAD_FILES: list[tuple[str, str | bytes, str]] = [
    ("corrupt", '{"format": "gmtracker-encounter", ', "not valid JSON"),
    ("empty", "", "not valid JSON"),
    ("nan", json.dumps(_encounter()).replace("12", "NaN"), "NaN is not allowed"),
    ("not utf-8", b'{"name": "\xff"}', "not UTF-8"),
    ("array", "[1, 2]", "expected a JSON object at the top level, found an array"),
    ("string", '"hello"', "found a string"),
    ("no format", json.dumps({"version": 1}), '"format" is missing'),
    ("other format", json.dumps(_encounter(format="foundry")), '"format" is "foundry"'),
    ("no version", json.dumps({"format": FORMAT_NAME}), '"version" is missing'),
    ("text version", json.dumps(_encounter(version="1")), '"version" is "1"'),
    ("newer version", json.dumps(_encounter(version=9)), "version 9 is newer"),
    ("version zero", json.dumps(_encounter(version=0)), "unknown version 0"),
    ("no name", json.dumps(_encounter(name="")), 'has no "name"'),
    ("no combatants", json.dumps(_encounter(combatants=None)), '"combatants" is null'),
    ("combatant text", json.dumps(_encounter(combatants=["Ogre"])), "combatant 1 must be an object"),
    ("nameless", json.dumps(_encounter(combatants=[{"side": "pc"}])), 'combatant 1 has no "name"'),
    (
        "bad side",
        json.dumps(_encounter(combatants=[{"name": "Grukk", "side": "boss"}])),
        '"side" must be one of pc, ally, enemy, neutral, found "boss"',
    ),
    (
        "bad initiative",
        json.dumps(_encounter(combatants=[{"name": "Grukk", "initiative": "high"}])),
        '"initiative" must be a number, found a string',
    ),
]


@pytest.mark.parametrize(
    ("content", "reason"), [(c, r) for _, c, r in BAD_FILES], ids=[i for i, _, _ in BAD_FILES]
)
def test_unusable_file_is_refused_naming_file_and_reason(
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
    assert _snapshot(tmp_path) == before


def test_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(EncounterFileError, match="file not found") as caught:
        load_encounter(tmp_path / "nowhere.json")
    assert caught.value.path == tmp_path / "nowhere.json"
    assert list(tmp_path.iterdir()) == []


def test_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(EncounterFileError, match="is a folder"):
        load_encounter(tmp_path)


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root reads anything")
def test_unreadable_file_is_refused(tmp_path: Path) -> None:
    path = _write(tmp_path, json.dumps(_encounter()))
    path.chmod(0)
    with pytest.raises(EncounterFileError, match="permission denied"):
        load_encounter(path)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=12,
)
envelopes = st.fixed_dictionaries(
    {"format": st.just(FORMAT_NAME), "version": st.just(1)},
    optional={"name": json_values | st.text(min_size=1), "combatants": st.lists(
        st.dictionaries(
            st.sampled_from(["name", "side", "initiative", "notes"]), json_values, max_size=4
        ),
        max_size=4,
    )},
)


@settings(max_examples=150, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=json_values | envelopes)
def test_any_json_gives_a_document_or_a_handled_error(tmp_path: Path, data: object) -> None:
    path = _write(tmp_path, json.dumps(data))
    try:
        document = load_encounter(path)
    except EncounterFileError as error:
        assert error.message.startswith(str(path))
    else:
        assert all(isinstance(c["name"], str) for c in document.combatants)


@settings(max_examples=100, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(raw=st.binary(max_size=200))
def test_any_bytes_give_a_document_or_a_handled_error(tmp_path: Path, raw: bytes) -> None:
    path = _write(tmp_path, raw)
    try:
        load_encounter(path)
    except EncounterFileError as error:
        assert error.path == path

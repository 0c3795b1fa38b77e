"""A bad value quoted in a refusal is cut to 80 characters with … (issue 27 item 12).

Issue 27's fuzz met refusals that echoed the whole bad value: 12 over 100,000 characters, one
of 3.75 million on one stderr line. Each row here is a real file with a 100,000-character value
where a refusal quotes one, read through the real loader (encounters, templates, settings):
the message names the place and quotes the value cut by ``gmtracker.encounter.names.quoted``.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from gmtracker.encounter.names import MAX_QUOTED_CHARS, quoted
from gmtracker.storage import EncounterFileError, LibraryFileError, load_encounter
from gmtracker.storage.errors import MAX_REASON_CHARS, SaveError, StorageFileError
from gmtracker.storage.library import read_templates
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.storage.settings import SettingsFileError, load_settings

BIG = "x" * 100_000
CUT = "x" * (MAX_QUOTED_CHARS - 1) + "…"  # what quoted(BIG) is


def _demo() -> dict[str, Any]:
    return json.loads(demo_encounter_path().read_bytes())


def _changed(change: Callable[[dict[str, Any]], object]) -> bytes:
    tree = copy.deepcopy(_demo())
    change(tree)
    return json.dumps(tree).encode()


def _combatant(field: str, value: object) -> Callable[[dict[str, Any]], None]:
    return lambda tree: tree["combatants"][0].__setitem__(field, value)


ENCOUNTER_FILES: list[tuple[str, bytes, str]] = [
    ("an enum value (msgspec echoes it)", _changed(_combatant("side", BIG)),
     f"$.combatants[0].side (\"Ayla Thornwood\"): invalid enum value '{CUT}' (expected one of: "),
    ("an unknown key (msgspec echoes it)", _changed(_combatant(BIG, 1)),
     f"$.combatants[0] (\"Ayla Thornwood\"): object contains unknown field `{CUT}`"),
    ("an unknown settings key", _changed(lambda t: t["settings"].__setitem__(BIG, 1)),
     f"$.settings: object contains unknown field `{CUT}`"),
    ("the format", _changed(lambda t: t.__setitem__("format", BIG)), f'"format" is "{"x" * 78}…'),
    ("the version", _changed(lambda t: t.__setitem__("version", BIG)), f'"version" is "{"x" * 78}…'),
    ("a version of 4,000 digits", _changed(lambda t: t.__setitem__("version", 0)).replace(
        b'"version": 0', b'"version": 1' + b"0" * 4000), ""),
    ("a dice expression", _changed(lambda t: t["combatants"][0]["attacks"][0].__setitem__("damage", BIG)),
     "$.combatants[0].attacks[0].damage"),
    ("a dangling turn holder", _changed(lambda t: t["turn"].__setitem__("current", BIG)), "$.turn.current"),
    ("a JSON syntax error after a long string", b'{"format": "gmtracker-encounter", "version": 2, "name": "'
     + BIG.encode() + b'" x}', "not valid JSON: expected ',' or '}' at line 1, column 100060"),
    ("a bare word of 100,000 letters", b'{"format": "gmtracker-encounter", "version": 2, "name": '
     + BIG.encode() + b"}", "not valid JSON: invalid character at line 1, column 57"),
    ("the name of the combatant in the place", _changed(lambda t: (
        t["combatants"][0].__setitem__("name", "N" * 100_000), t["combatants"][0].__setitem__("side", "?"))),
     f'$.combatants[0].side ("{"N" * 77}…"): invalid enum value \'?\''),
]


def _check_cut(message: str, path: Path) -> None:
    """No run of the bad value longer than the cut, and the whole line bounded."""
    assert message.startswith(f"{path}: ")
    assert "x" * MAX_QUOTED_CHARS not in message and "N" * MAX_QUOTED_CHARS not in message, message[:300]
    assert len(message) <= len(str(path)) + 2 + MAX_REASON_CHARS + 200, len(message)


@pytest.mark.parametrize(("content", "expected"), [(c, e) for _, c, e in ENCOUNTER_FILES],
                         ids=[i for i, _, _ in ENCOUNTER_FILES])
def test_an_encounter_file_refusal_quotes_the_bad_value_cut(tmp_path: Path, content: bytes, expected: str) -> None:
    path = tmp_path / "fight.json"
    path.write_bytes(content)
    with pytest.raises(EncounterFileError) as caught:
        load_encounter(path)
    message = caught.value.message
    _check_cut(message, path)
    assert expected in message, message[:400]
    assert str(caught.value.translatable()) == message  # the dialog's words are the same


def test_a_version_of_4000_digits_is_cut_too(tmp_path: Path) -> None:
    path = tmp_path / "fight.json"
    path.write_bytes(b'{"format": "gmtracker-encounter", "version": 2' + b"0" * 4000 + b"}")
    with pytest.raises(EncounterFileError) as caught:
        load_encounter(path)
    assert "0" * MAX_QUOTED_CHARS not in caught.value.message, caught.value.message[:300]


def test_a_template_file_refusal_quotes_the_bad_value_cut(tmp_path: Path) -> None:
    combatant = copy.deepcopy(_demo()["combatants"][0])
    combatant["side"] = BIG
    path = tmp_path / "wolf.json"
    path.write_text(json.dumps({"format": "gmtracker-templates", "version": 1,
                                "templates": [{"id": "wolf", "combatant": combatant}]}), encoding="utf-8")
    with pytest.raises(LibraryFileError) as caught:
        read_templates(path)
    _check_cut(caught.value.message, path)
    assert f"invalid enum value '{CUT}'" in caught.value.message


@pytest.mark.parametrize(("settings", "expected"), [
    ({"table_font_size": BIG}, f'expected a whole number, got "{"x" * 78}…'),
    ({"table_font_size": int("9" * 4000)}, f"{'9' * 79}… is above the largest allowed value"),
    ({"language": BIG}, f'got "{"x" * 78}…'),
], ids=["a string for a number", "a number of 4,000 digits", "a choice"])
def test_a_settings_value_is_quoted_cut(tmp_path: Path, settings: dict[str, object], expected: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": "gmtracker-settings", "version": 1, "settings": settings}), encoding="utf-8")
    problems = load_settings(path).problems
    assert len(problems) == 1
    assert expected in problems[0][1] and len(problems[0][1]) < 200, problems[0][1][:300]


def test_a_settings_file_of_another_format_is_quoted_cut(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": BIG, "version": 1}), encoding="utf-8")
    with pytest.raises(SettingsFileError) as caught:
        load_settings(path)
    _check_cut(caught.value.message, path)


def test_a_save_names_its_culprit_file_cut(tmp_path: Path) -> None:
    error = SaveError.from_os_error(tmp_path / "fight.json",
                                    PermissionError(13, "Permission denied", "/" + "d" * 4000 + "/x.tmp"))
    assert "d" * MAX_QUOTED_CHARS not in error.message and error.message.endswith("…)"), error.message


def test_a_reason_made_elsewhere_is_bounded() -> None:
    # The last guard: a migration step's exception or any other reason echoing a whole value.
    error = StorageFileError("fight.json", "cannot upgrade it: " + BIG)
    assert len(error.reason) == MAX_REASON_CHARS and error.reason.endswith("…")
    assert len(SaveError("fight.json", "the encounter cannot be written as JSON: " + BIG).reason) == MAX_REASON_CHARS


def test_quoted_is_the_cut() -> None:
    assert quoted(BIG) == CUT and len(CUT) == MAX_QUOTED_CHARS == 80


def test_a_refusal_stays_one_line_whatever_value_it_quotes() -> None:
    # A check that quotes a name with a line break (a name from a file) must not split stderr's line.
    error = StorageFileError("fight.json", "a name is one line: it cannot hold U+000A in \"Gob\nlin\u2028\x08\"",
                             "$.combatants[0].name")
    assert "\n" not in error.message and "\u2028" not in error.message and "\x08" not in error.message
    assert error.message.endswith('in "Gob\\nlin\\u2028\\u0008"')
    assert "\n" not in SaveError("fight.json", "cannot write\nthis").message

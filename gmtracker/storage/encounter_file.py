"""A minimal reader for encounter files (format ``gmtracker-encounter``, version 1).

An encounter file is a JSON object::

    {"format": "gmtracker-encounter", "version": 1, "name": "Ambush at the Old Mill",
     "combatants": [{"name": "Ayla", "side": "pc", "initiative": 17, ...}, ...]}

This reader checks the envelope and what the minimal window shows; every other field of
a combatant is kept as it is. Saving, migrations and the full schema come with the
storage issue. Loading never writes anything.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

FORMAT_NAME = "gmtracker-encounter"
FORMAT_VERSION = 1
SIDES = ("pc", "ally", "enemy", "neutral")
# A combatant without "side" is most often a monster the GM typed in quickly.
DEFAULT_SIDE = "enemy"


class EncounterFileError(Exception):
    """An encounter file could not be read; ``message`` says which file and why."""

    def __init__(self, path: Path, reason: str) -> None:
        self.path = Path(path)
        self.reason = reason
        super().__init__(self.message)

    @property
    def message(self) -> str:
        """One line for the GM: the file, then what is wrong with it."""
        return f"{self.path}: {self.reason}"


@dataclass(frozen=True)
class EncounterDocument:
    """An encounter as read from a file: its name and its combatants' fields."""

    path: Path
    name: str
    combatants: tuple[Mapping[str, Any], ...]


def _describe(value: object) -> str:
    """A JSON value's kind, in words, for error messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    return "an object"


def _reject_constant(name: str) -> float:
    """Refuse NaN and Infinity, which Python's json accepts but JSON does not."""
    raise ValueError(f"{name} is not allowed in JSON")


def _read_json(path: Path) -> object:
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise EncounterFileError(path, "file not found") from None
    except IsADirectoryError:
        raise EncounterFileError(path, "is a folder, not an encounter file") from None
    except PermissionError:
        raise EncounterFileError(path, "permission denied") from None
    except OSError as error:
        raise EncounterFileError(path, f"cannot read: {error.strerror}") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise EncounterFileError(
            path, f"not UTF-8 text (bad byte at offset {error.start})"
        ) from None
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as error:
        raise EncounterFileError(
            path,
            f"not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}",
        ) from None
    except (ValueError, RecursionError) as error:
        raise EncounterFileError(path, f"not valid JSON: {error}") from None


def _check_envelope(path: Path, data: object) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise EncounterFileError(
            path, f"expected a JSON object at the top level, found {_describe(data)}"
        )
    found = data.get("format")
    if found != FORMAT_NAME:
        what = "is missing" if "format" not in data else f"is {json.dumps(found)}"
        raise EncounterFileError(
            path,
            f'not a GM Tracker encounter: "format" {what} (expected "{FORMAT_NAME}")',
        )
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        what = "is missing" if "version" not in data else f"is {json.dumps(version)}"
        raise EncounterFileError(path, f'"version" {what} (expected a whole number)')
    if version > FORMAT_VERSION:
        raise EncounterFileError(
            path,
            f"version {version} is newer than this GM Tracker reads "
            f"(up to {FORMAT_VERSION}); please update GM Tracker",
        )
    if version < 1:
        raise EncounterFileError(path, f"unknown version {version}")
    return data


def _check_combatant(path: Path, number: int, entry: object) -> Mapping[str, Any]:
    if not isinstance(entry, dict):
        raise EncounterFileError(
            path, f"combatant {number} must be an object, found {_describe(entry)}"
        )
    name = entry.get("name")
    if not isinstance(name, str) or not name.strip():
        raise EncounterFileError(path, f'combatant {number} has no "name"')
    label = f"combatant {number} ({json.dumps(name, ensure_ascii=False)})"
    side = entry.get("side", DEFAULT_SIDE)
    if side not in SIDES:
        raise EncounterFileError(
            path,
            f'{label}: "side" must be one of {", ".join(SIDES)}, '
            f"found {json.dumps(side, ensure_ascii=False)}",
        )
    initiative = entry.get("initiative")
    if initiative is not None and (
        isinstance(initiative, bool)
        or not isinstance(initiative, (int, float))
        or not math.isfinite(initiative)
    ):
        raise EncounterFileError(
            path, f'{label}: "initiative" must be a number, found {_describe(initiative)}'
        )
    return MappingProxyType(dict(entry))


def load_encounter(path: Path | str) -> EncounterDocument:
    """Read and check an encounter file; raise EncounterFileError if it is unusable."""
    path = Path(path)
    data = _check_envelope(path, _read_json(path))
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise EncounterFileError(path, 'the encounter has no "name"')
    combatants = data.get("combatants")
    if not isinstance(combatants, list):
        what = "is missing" if "combatants" not in data else f"is {_describe(combatants)}"
        raise EncounterFileError(path, f'"combatants" {what} (expected an array)')
    checked = tuple(
        _check_combatant(path, number, entry)
        for number, entry in enumerate(combatants, start=1)
    )
    return EncounterDocument(path=path, name=name, combatants=checked)

"""Condition presets (issue 29 item 6): conditions with their effects, ready to put on.

Two sources, read the same way (``{"format": "gmtracker-condition-presets", "version": 1,
"presets": [...]}``):

* the bundled examples, ``resources/library/conditions.json``: a few, each marked as an
  example, written once in English with its name and note in 简体中文 and 日本語 beside it.
  RULES.md names no conditions (D3): they show what a condition can carry and are labelled
  plainly, never taken for the rules' own;
* the GM's own, ``conditions.json`` in the presets folder (``UserPaths.presets_dir``; never the
  library folder, whose every ``*.json`` is a template file), written atomically with the
  previous file kept as ``.bak`` (:class:`PresetStore`).

A preset is a :class:`~gmtracker.encounter.model.Condition` (its id is the preset's); the
Conditions dialog fills its editor from one and saves one from it. A file that cannot be used
raises :class:`~.errors.LibraryFileError` naming the file and the JSON path.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Literal

import msgspec

from gmtracker.encounter.command import new_id
from gmtracker.encounter.model import Combatant, Condition, EncounterData

from .atomic import write_atomically
from .errors import LibraryFileError, SaveError
from .json_files import describe_failure, read_file, without_bom
from .resources import resources_dir
from .starter import LANGUAGES, starter_language
from .validation import first_problem

PRESETS_FORMAT: Literal["gmtracker-condition-presets"] = "gmtracker-condition-presets"
PRESETS_VERSION = 1
PRESETS_FILE = "conditions.json"
_MAX_BYTES = 4 * 1024 * 1024
_TRANSLATED = frozenset(LANGUAGES[1:])


class PresetText(msgspec.Struct, forbid_unknown_fields=True):
    """A bundled preset's name and note in one language."""

    name: str
    note: str = ""


class Preset(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """One preset: the condition it puts on (its id is the preset's), whether it is a bundled
    ``example``, and (bundled ones) its name and note in the other languages."""

    condition: Condition
    example: bool = False
    translations: dict[str, PresetText] = msgspec.field(default_factory=dict)

    @property
    def id(self) -> str:
        return self.condition.id

    @property
    def name(self) -> str:
        return self.condition.name


class PresetsFile(msgspec.Struct, forbid_unknown_fields=True):
    """A presets file, bundled or the GM's."""

    format: Literal["gmtracker-condition-presets"]
    version: int
    presets: list[Preset]


_DECODER = msgspec.json.Decoder(PresetsFile)
_ENCODER = msgspec.json.Encoder()


def bundled_path() -> Path:
    """Where the bundled examples are (installed, or in a checkout)."""
    return resources_dir() / "library" / PRESETS_FILE


def read_presets(path: str | os.PathLike[str], *, bundled: bool = False) -> list[Preset]:
    """The presets of a file, each checked as a condition of an encounter would be (its effects
    included); :class:`LibraryFileError` if the file is unusable. ``bundled``: each must be an
    example with its name in every language."""
    path = Path(path)
    data = without_bom(read_file(path, _MAX_BYTES, LibraryFileError, kind="the condition presets"))
    try:
        content = _DECODER.decode(data)
    except (msgspec.ValidationError, msgspec.DecodeError, RecursionError) as failure:
        reason, where = describe_failure(data, failure, PresetsFile)  # the type names an enum's values
        raise LibraryFileError(path, reason, where) from None
    if content.version != PRESETS_VERSION:
        raise LibraryFileError(path, f"version {content.version} is not a presets version this GM Tracker "
                                     f"reads (it reads version {PRESETS_VERSION})", "$.version")
    seen: set[str] = set()
    for index, preset in enumerate(content.presets):
        where = f"$.presets[{index}]"
        if preset.id in seen or new_id(preset.id, ()) != preset.id:
            raise LibraryFileError(path, f"the id {preset.id!r} is used twice or is not a readable id",
                                   f"{where}.condition.id", preset.name or None)
        seen.add(preset.id)
        problem = first_problem(EncounterData(combatants=[Combatant(id="bearer", name="bearer",
                                                                    conditions=[preset.condition])]))
        if problem is not None:
            at = problem.where.replace("$.combatants[0].conditions[0]", f"{where}.condition", 1)
            raise LibraryFileError(path, problem.reason, at, preset.name or None)
        if bundled and (not preset.example or set(preset.translations) != _TRANSLATED):
            raise LibraryFileError(path, f"a bundled preset is an example with exactly the translations "
                                         f"{sorted(_TRANSLATED)}", where, preset.name or None)
    return content.presets


def bundled_presets(language: str, path: str | os.PathLike[str] | None = None) -> list[Preset]:
    """The bundled examples in ``language`` (a locale name: its name and note translated)."""
    chosen = starter_language(language)
    presets = read_presets(path if path is not None else bundled_path(), bundled=True)
    if chosen == "en":
        return presets
    shown = []
    for preset in presets:
        text = preset.translations[chosen]
        condition = msgspec.structs.replace(preset.condition, name=text.name, note=text.note)
        shown.append(msgspec.structs.replace(preset, condition=condition))
    return shown


def write_presets(presets: list[Preset], path: str | os.PathLike[str]) -> None:
    """Write a presets file atomically, the previous one kept as ``.bak``."""
    path = Path(path)
    content = PresetsFile(format=PRESETS_FORMAT, version=PRESETS_VERSION, presets=presets)
    data = msgspec.json.format(_ENCODER.encode(content), indent=2) + b"\n"
    try:
        write_atomically(path, data, keep_backup=True)
    except OSError as error:
        raise SaveError.from_os_error(path, error) from None


class PresetStore:
    """The GM's own presets, in ``conditions.json`` of ``folder`` (the presets folder)."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.path = Path(folder) / PRESETS_FILE

    def presets(self) -> list[Preset]:
        """The GM's presets (none before the first is saved)."""
        if not self.path.exists():
            return []
        return read_presets(self.path)

    def save(self, condition: Condition) -> Preset:
        """Save ``condition`` as a preset: it replaces the GM's preset of the same name (case does
        not matter), else it is added. Its duration's count starts afresh when it is put on."""
        presets = self.presets()
        same = next((p for p in presets if p.name.casefold() == condition.name.strip().casefold()), None)
        taken = [p.id for p in presets if p is not same]
        preset_id = same.id if same is not None else new_id(condition.name, taken, fallback="condition")
        kept = msgspec.structs.replace(condition, id=preset_id, name=condition.name.strip(),
                                       remaining=None, anchor=None)
        preset = Preset(condition=kept)
        presets = [preset if p is same else p for p in presets] if same is not None else [*presets, preset]
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_presets(presets, self.path)
        return preset

    def delete(self, preset_id: str) -> None:
        presets = self.presets()
        kept = [p for p in presets if p.id != preset_id]
        if len(kept) != len(presets):
            write_presets(kept, self.path)

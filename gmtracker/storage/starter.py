"""The starter library: ready templates that ship with GM Tracker, in three languages.

A GM with an empty library can still add "Goblin ×4" tonight: ``resources/library/starter.json``
holds common humans, beasts and monsters with attributes, defenses (A17), hit dice and
constitution (B3), attacks (A14, B1, B2) and 1D100 base values (C5). Each template is
written once in English; its name and notes in 简体中文 and 日本語 stand beside it, and the
attack names and tags, which many templates share, are translated once in ``terms``::

    {"format": "gmtracker-starter-templates", "version": 1,
     "terms": {"Bite": {"zh_CN": "啮咬", "ja": "噛みつき"}, "beast": {"zh_CN": "野兽", "ja": "獣"}},
     "templates": [{"id": "wolf", "tags": ["beast"],
                    "combatant": {"id": "wolf", "name": "Wolf", "attacks": [{"name": "Bite"}], ...},
                    "translations": {"zh_CN": {"name": "狼", "notes": "…"},
                                     "ja": {"name": "オオカミ", "notes": "…"}}}]}

:func:`starter_templates` reads it in one language as library :class:`~.library.Template` s,
each checked as a library file is (the same validity checks; a problem raises a
:class:`LibraryFileError` naming the file and the JSON path). They are read-only: their ids
start with :data:`~.library.BUNDLED_PREFIX`, which the library refuses to change or delete;
:func:`copy_to_library` saves an editable copy, in the language it was read in, to the
GM's own library; :func:`export_starter` writes one to a template file to share.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Literal

import msgspec

from gmtracker.encounter.command import new_id
from gmtracker.encounter.model import Combatant, EncounterData

from .errors import LibraryFileError
from .json_files import describe_failure, read_file, without_bom
from .library import BUNDLED_PREFIX, Library, Template, write_templates
from .resources import resources_dir
from .validation import first_problem

STARTER_FORMAT: Literal["gmtracker-starter-templates"] = "gmtracker-starter-templates"
STARTER_VERSION = 1
# The languages of the starter library: English is the source, the others are translations.
LANGUAGES = ("en", "zh_CN", "ja")
_TRANSLATED = frozenset(LANGUAGES[1:])
_MAX_BYTES = 4 * 1024 * 1024
_KIND = "the starter library"


class StarterText(msgspec.Struct, forbid_unknown_fields=True):
    """A template's name and notes in one language."""

    name: str
    notes: str = ""


class StarterEntry(msgspec.Struct, forbid_unknown_fields=True):
    """One bundled template: the combatant in English, its name and notes translated."""

    id: str
    combatant: Combatant
    translations: dict[str, StarterText]
    tags: list[str] = msgspec.field(default_factory=list)


class StarterFile(msgspec.Struct, forbid_unknown_fields=True):
    """The whole starter library file."""

    format: Literal["gmtracker-starter-templates"]
    version: int
    templates: list[StarterEntry]
    # English attack name or tag → {language: the word in it}
    terms: dict[str, dict[str, str]] = msgspec.field(default_factory=dict)


_DECODER = msgspec.json.Decoder(StarterFile)


def starter_path() -> Path:
    """Where the bundled starter library is (installed, or in a checkout)."""
    return resources_dir() / "library" / "starter.json"


def starter_language(language: str) -> str:
    """The starter library's language for a locale name: ``"zh_CN"`` for Simplified Chinese
    (``zh``, ``zh_CN``, ``zh_SG``, ``zh-Hans``…), ``"ja"`` for Japanese (``ja_JP``), else ``"en"``."""
    parts = language.replace("-", "_").split("_")
    if parts[0] == "ja":
        return "ja"
    if parts[0] == "zh" and not {"TW", "HK", "MO", "Hant"} & set(parts[1:]):
        return "zh_CN"
    return "en"


def is_starter(template: Template) -> bool:
    """Whether ``template`` is a bundled, read-only starter template."""
    return template.id.startswith(BUNDLED_PREFIX)


def read_starter(path: str | os.PathLike[str] | None = None) -> StarterFile:
    """The starter library file, checked whole in every language; LibraryFileError if unusable."""
    path = Path(path) if path is not None else starter_path()
    data = without_bom(read_file(path, _MAX_BYTES, LibraryFileError, kind=_KIND))
    try:
        content = _DECODER.decode(data)
    except (msgspec.ValidationError, msgspec.DecodeError, RecursionError) as failure:
        reason, where = describe_failure(data, failure, StarterFile)  # the type names an enum's values
        raise LibraryFileError(path, reason, where) from None
    if content.version != STARTER_VERSION:
        raise LibraryFileError(path, f"version {content.version} is not a starter library version this "
                                     f"GM Tracker reads (it reads version {STARTER_VERSION})", "$.version")
    _check(content, path)
    return content


def _check(content: StarterFile, path: Path) -> None:
    """What the types cannot say: ids, translations and terms complete, every template valid."""
    for word, languages in content.terms.items():
        for language in _TRANSLATED:
            if not languages.get(language, "").strip():
                raise LibraryFileError(path, f"no {language} word", f"$.terms[{word!r}]")
        if set(languages) - _TRANSLATED:
            raise LibraryFileError(path, f"unknown languages {sorted(set(languages) - _TRANSLATED)}",
                                   f"$.terms[{word!r}]")
    seen: set[str] = set()
    for index, entry in enumerate(content.templates):
        where = f"$.templates[{index}]"
        name = entry.combatant.name or None
        if new_id(entry.id, ()) != entry.id:
            raise LibraryFileError(path, f"the id {entry.id!r} is not lowercase letters, digits and hyphens",
                                   f"{where}.id", name)
        if entry.id in seen:
            raise LibraryFileError(path, f"the id {entry.id!r} is used twice", f"{where}.id", name)
        seen.add(entry.id)
        if set(entry.translations) != _TRANSLATED:
            raise LibraryFileError(path, f"translations must be exactly {sorted(_TRANSLATED)}, "
                                         f"not {sorted(entry.translations)}", f"{where}.translations", name)
        for word in [*entry.tags, *(attack.name for attack in entry.combatant.attacks)]:
            if word not in content.terms:
                raise LibraryFileError(path, f"{word!r} is not translated in $.terms", where, name)
        for language in LANGUAGES:
            problem = first_problem(EncounterData(combatants=[_localized(entry, content, language)]))
            if problem is not None:
                field = problem.where.replace("$.combatants[0]", f"{where}.combatant", 1)
                if language != "en" and problem.where.startswith("$.combatants[0].name"):
                    field = f"{where}.translations.{language}.name"
                raise LibraryFileError(path, f"{problem.reason} (in {language})", field, name)


def _localized(entry: StarterEntry, content: StarterFile, language: str) -> Combatant:
    """The entry's combatant with its name, notes and attack names in ``language``."""
    combatant = msgspec.json.decode(msgspec.json.encode(entry.combatant), type=Combatant)  # a deep copy
    if language == "en":
        return combatant
    text = entry.translations[language]
    attacks = [msgspec.structs.replace(attack, name=content.terms[attack.name][language])
               for attack in combatant.attacks]
    return msgspec.structs.replace(combatant, name=text.name, notes=text.notes, attacks=attacks)


def starter_templates(language: str, path: str | os.PathLike[str] | None = None) -> list[Template]:
    """Every bundled template in ``language`` (``"zh_CN"``, ``"ja"``; anything else: English;
    see :func:`starter_language`), sorted by name; ids ``starter:<id>`` (read-only)."""
    content = read_starter(path)
    code = starter_language(language)
    templates = []
    for entry in content.templates:
        tags = [word if code == "en" else content.terms[word][code] for word in entry.tags]
        templates.append(Template(id=BUNDLED_PREFIX + entry.id, combatant=_localized(entry, content, code),
                                  tags=tags))
    templates.sort(key=lambda t: (t.name.casefold(), t.id))
    return templates


def copy_to_library(template: Template, library: Library) -> Template:
    """Save an editable copy of a starter template to ``library`` and return it.

    The copy keeps the name, notes, attack names and tags of the language the template
    was read in; its id comes from the starter id (``goblin``, ``goblin-2`` if taken), so
    a Chinese or Japanese name still gives a readable file name. SaveError if it cannot be saved.
    """
    return library.add(template.combatant, template.tags,
                       id_base=template.id.removeprefix(BUNDLED_PREFIX) or template.name)


def export_starter(template: Template, path: str | os.PathLike[str]) -> None:
    """Write a starter template to a template file, as :meth:`Library.export` does, under its
    plain id (``goblin``), so that importing the file gives a readable id. SaveError if it cannot."""
    write_templates([msgspec.structs.replace(template, id=template.id.removeprefix(BUNDLED_PREFIX))], path)

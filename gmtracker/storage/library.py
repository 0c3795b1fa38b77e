"""The combatant library: templates the GM reuses across encounters.

A template is a combatant as it starts a fight (stats, attacks, notes; no wounds,
states, conditions or initiative) plus tags to find it by. The library keeps each
template as one JSON file ``<id>.json`` in ``UserPaths.library_dir`` — one bad file
never hides the others, and the file name is the template's id. Every template file,
in the library or exported to share, has the same shape::

    {"format": "gmtracker-templates", "version": 1,
     "templates": [{"id": "goblin", "combatant": {"id": "goblin", "name": "Goblin", ...},
                    "tags": ["goblinoid"]}]}

A file that cannot be read raises (or, when listing, reports) a :class:`LibraryFileError`
naming the file and the JSON path, like encounter files; it is never deleted. A library
folder that cannot be read (no permission, a file where the folder should be) raises a
:class:`LibraryFolderError` naming the folder; a write that fails, a :class:`SaveError`
naming the file (and the folder, when the folder is what refused).

Templates whose id starts with :data:`BUNDLED_PREFIX` are the bundled starter library's
(:mod:`.starter`): read-only, never in the folder; the library refuses to change or delete
them (:class:`UnknownTemplate` says to copy one first).

:func:`copies` turns a template into N combatants for an encounter, numbered after the
ones already there with unique ids: several added at once are all numbered ("Goblin 1",
"Goblin 2"), a single first one keeps the bare name ("Goblin").
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Literal

import msgspec

from gmtracker.encounter.command import new_id
from gmtracker.encounter.model import Combatant, EncounterData
from gmtracker.encounter.names import quoted
from gmtracker.encounter.refusal import QT_TRANSLATE_NOOP, Message

from .atomic import write_atomically
from .errors import LibraryFileError, SaveError
from .json_files import describe_failure, read_file, read_header, without_bom
from .paths import UserPaths
from .validation import first_problem

TEMPLATES_FORMAT: Literal["gmtracker-templates"] = "gmtracker-templates"
TEMPLATES_VERSION = 1
# The largest template file read (an export of a whole bestiary fits easily).
MAX_TEMPLATE_FILE_BYTES = 20 * 1024 * 1024
_SUFFIX = ".json"
_KIND = "a template file"
# The id prefix of the bundled starter templates (:mod:`.starter`). ``new_id`` never makes
# a colon, so no template the library saves has it.
BUNDLED_PREFIX = "starter:"


class Template(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A combatant to reuse, its id in the library, and tags to search by."""

    id: str
    combatant: Combatant
    tags: list[str] = msgspec.field(default_factory=list)

    @property
    def name(self) -> str:
        return self.combatant.name


class TemplatesFile(msgspec.Struct, forbid_unknown_fields=True):
    """A file of templates: one in the library, any number in an export."""

    format: Literal["gmtracker-templates"]
    version: int
    templates: list[Template]


class LibraryListing(msgspec.Struct, frozen=True):
    """Every template found, by name, and every file that could not be read."""

    templates: tuple[Template, ...]
    errors: tuple[LibraryFileError, ...]


_ENCODER = msgspec.json.Encoder(order="deterministic")
_DECODER = msgspec.json.Decoder(TemplatesFile)


def as_template(combatant: Combatant, tags: Iterable[str] = (), template_id: str = "") -> Template:
    """``combatant`` as it would start a fight: this fight's wounds, states, conditions,
    initiative, temporary HP, penalties and rest left out, its resources full; id ``template_id``."""
    copy = _copy(combatant)
    fresh = msgspec.structs.replace(
        copy,
        initiative=None, wounds=0, bruises=0, states=[], conditions=[], temp_hp=0,
        temp_hp_until=None, hit_penalties=0, in_combat=True, rest=None,
        resources=[msgspec.structs.replace(r, left=r.maximum) for r in copy.resources],  # issue 29 item 4
        initiative_fight=0,  # D1: which fight an initiative belongs to is the encounter's, not the template's
    )
    return Template(id=template_id, combatant=fresh, tags=_clean_tags(tags))


def _clean_tags(tags: Iterable[str]) -> list[str]:
    seen: dict[str, str] = {}
    for tag in tags:
        tag = tag.strip()
        if tag and tag.casefold() not in seen:
            seen[tag.casefold()] = tag
    return list(seen.values())


def _copy(combatant: Combatant) -> Combatant:
    """A deep copy (copies must not share their attack or condition lists)."""
    return msgspec.json.decode(msgspec.json.encode(combatant), type=Combatant)


def read_templates(path: str | os.PathLike[str]) -> list[Template]:
    """The templates of a template file; raise LibraryFileError if it is unusable."""
    path = Path(path)
    data = without_bom(read_file(path, MAX_TEMPLATE_FILE_BYTES, LibraryFileError, kind=_KIND))
    try:
        content = _DECODER.decode(data)
    except msgspec.ValidationError as failure:
        _read_header(data, path)
        reason, where = describe_failure(data, failure, TemplatesFile)
        raise LibraryFileError(path, reason, where, _name_at(data, where)) from None
    except (msgspec.DecodeError, RecursionError) as failure:
        reason, where = describe_failure(data, failure)
        raise LibraryFileError(path, reason, where) from None
    if content.version != TEMPLATES_VERSION:
        _read_header(data, path)  # a newer version: say so
        raise LibraryFileError(path, f"version {content.version} is not a template file version "
                                     f"this GM Tracker reads (it reads version {TEMPLATES_VERSION})")
    for index, template in enumerate(content.templates):
        problem = first_problem(EncounterData(combatants=[template.combatant]))
        if problem is not None:
            where = problem.where.replace("$.combatants[0]", f"$.templates[{index}].combatant", 1)
            raise LibraryFileError(path, problem.reason, where, template.name or None)
    return content.templates


def _read_header(data: bytes, path: Path) -> int:
    return read_header(data, path, LibraryFileError, format_name=TEMPLATES_FORMAT,
                       newest=TEMPLATES_VERSION, noun="template file")


def _name_at(data: bytes, where: str | None) -> str | None:
    match = re.match(r"\$\.templates\[(\d+)\]", where or "")
    if match is None:
        return None
    try:
        name = msgspec.json.decode(data)["templates"][int(match.group(1))]["combatant"]["name"]
    except (msgspec.DecodeError, RecursionError, LookupError, TypeError):
        return None
    return name if isinstance(name, str) and name.strip() else None


def write_templates(templates: Sequence[Template], path: str | os.PathLike[str]) -> None:
    """Write a template file atomically (exports keep the previous one as ``.bak``)."""
    path = Path(path)
    content = TemplatesFile(format=TEMPLATES_FORMAT, version=TEMPLATES_VERSION, templates=list(templates))
    try:
        data = msgspec.json.format(_ENCODER.encode(content), indent=2) + b"\n"
    except (TypeError, ValueError, OverflowError, msgspec.EncodeError) as error:
        raise SaveError(path, f"the templates cannot be written as JSON: {quoted(str(error))}") from None
    try:
        write_atomically(path, data, keep_backup=True)
    except OSError as error:
        raise SaveError.from_os_error(path, error) from None


class LibraryFolderError(LibraryFileError):
    """The library folder itself cannot be read (not a folder, no permission...).

    ``reason`` is the system's words; the sentence around them is translatable.
    """

    def __init__(self, folder: str | os.PathLike[str], error: OSError) -> None:
        self.system_reason = (error.strerror or str(error)).strip().lower()
        super().__init__(folder, f"cannot read the library folder: {self.system_reason}")

    def translatable(self) -> Message:
        return Message(QT_TRANSLATE_NOOP("Refusal", "{file}: cannot read the library folder: {reason}"),
                       {"file": str(self.path), "reason": self.system_reason})


class UnknownTemplate(KeyError):
    """No template in the library has this id."""

    def __str__(self) -> str:  # the message, not KeyError's quoted repr of it
        return str(self.args[0]) if self.args else ""


class Library:
    """The templates in one folder (``UserPaths.library_dir``), one file each."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)

    @classmethod
    def of(cls, paths: UserPaths) -> Library:
        return cls(paths.library_dir)

    def path_of(self, template_id: str) -> Path:
        if template_id.startswith(BUNDLED_PREFIX):
            raise UnknownTemplate(f"{quoted(repr(template_id))} is a bundled starter template: it cannot be changed "
                                  "or deleted (copy it to your library first)")
        if not template_id or Path(template_id).name != template_id or template_id.startswith("."):
            raise UnknownTemplate(f"{quoted(repr(template_id))} is not a template id")
        return self.folder / f"{template_id}{_SUFFIX}"

    # -- reading -------------------------------------------------------------------
    def listing(self) -> LibraryListing:
        """Every template, sorted by name, and every file that could not be read."""
        templates: list[Template] = []
        errors: list[LibraryFileError] = []
        for path in self._files():
            try:
                found = read_templates(path)
            except LibraryFileError as error:
                errors.append(error)
                continue
            if len(found) != 1:
                errors.append(LibraryFileError(path, f"holds {len(found)} templates; a library "
                                                     "file holds one (import it instead)", "$.templates"))
                continue
            # The file name is the id: a file the GM renamed is found under its new name.
            templates.append(msgspec.structs.replace(found[0], id=path.stem))
        templates.sort(key=lambda t: (t.name.casefold(), t.id))
        return LibraryListing(tuple(templates), tuple(errors))

    def templates(self) -> list[Template]:
        return list(self.listing().templates)

    def search(self, query: str) -> list[Template]:
        """Templates whose name, tags or notes contain every word of ``query`` (any case)."""
        return [t for t in self.templates() if matches(t, query)]

    def get(self, template_id: str) -> Template:
        path = self.path_of(template_id)
        if not path.exists():
            raise UnknownTemplate(f"no template has the id {quoted(repr(template_id))}")
        found = read_templates(path)
        if len(found) != 1:
            raise LibraryFileError(path, f"holds {len(found)} templates; a library file holds one",
                                   "$.templates")
        return msgspec.structs.replace(found[0], id=template_id)

    def ids(self) -> set[str]:
        return {path.stem for path in self._files()}

    def _files(self) -> list[Path]:
        try:
            entries = sorted(os.scandir(self.folder), key=lambda e: e.name)
        except FileNotFoundError:
            return []
        except OSError as error:
            raise LibraryFolderError(self.folder, error) from None
        return [Path(entry.path) for entry in entries
                if entry.name.endswith(_SUFFIX) and not entry.name.startswith(".")]

    # -- changing ------------------------------------------------------------------
    def add(self, combatant: Combatant, tags: Iterable[str] = (), *, id_base: str | None = None) -> Template:
        """Save ``combatant`` as a new template (see :func:`as_template`); return it.

        Its id (the file name) is made from ``id_base``, else from the name, and is new.
        """
        template = as_template(combatant, tags, new_id(id_base or combatant.name, self.ids()))
        self._write(template)
        return template

    def update(self, template: Template) -> Template:
        """Save an edited template over the one with its id (which must exist)."""
        if not self.path_of(template.id).exists():
            raise UnknownTemplate(f"no template has the id {quoted(repr(template.id))}")
        template = msgspec.structs.replace(template, tags=_clean_tags(template.tags))
        self._write(template)
        return template

    def delete(self, template_id: str) -> None:
        """Remove a template (its file); UnknownTemplate if there is none."""
        path = self.path_of(template_id)
        try:
            os.unlink(path)
        except FileNotFoundError:
            raise UnknownTemplate(f"no template has the id {quoted(repr(template_id))}") from None
        except OSError as error:
            raise SaveError.from_os_error(path, error) from None

    def export(self, template_ids: Iterable[str], path: str | os.PathLike[str]) -> None:
        """Write these templates to one file to share."""
        write_templates([self.get(template_id) for template_id in template_ids], path)

    def import_file(self, path: str | os.PathLike[str]) -> list[Template]:
        """Add every template of a template file, with new ids where taken; return them.

        The whole file is read and checked first: a bad file adds nothing.
        """
        incoming = read_templates(path)
        taken = self.ids()
        added = []
        for template in incoming:
            template_id = new_id(template.id or template.name, taken)
            taken.add(template_id)
            added.append(msgspec.structs.replace(template, id=template_id,
                                                 tags=_clean_tags(template.tags)))
        for template in added:
            self._write(template)
        return added

    def _write(self, template: Template) -> None:
        path = self.path_of(template.id)
        problem = first_problem(EncounterData(combatants=[template.combatant]))
        if problem is not None:
            where = problem.where.replace("$.combatants[0]", "$.templates[0].combatant", 1)
            raise SaveError(path, f"the template would not load again: {where}: {problem.reason}")
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise SaveError.from_os_error(path, error) from None
        content = TemplatesFile(format=TEMPLATES_FORMAT, version=TEMPLATES_VERSION, templates=[template])
        try:
            data = msgspec.json.format(_ENCODER.encode(content), indent=2) + b"\n"
        except (TypeError, ValueError, OverflowError, msgspec.EncodeError) as error:
            raise SaveError(path, f"the template cannot be written as JSON: {quoted(str(error))}") from None
        try:
            write_atomically(path, data)
        except OSError as error:
            raise SaveError.from_os_error(path, error) from None


def matches(template: Template, query: str) -> bool:
    """Whether ``template``'s name, tags or notes contain every word of ``query`` (any case)."""
    haystack = _haystack(template)
    return all(word in haystack for word in query.casefold().split())


def _haystack(template: Template) -> str:
    return "\n".join([template.name, *template.tags, template.combatant.notes]).casefold()


_NUMBERED = re.compile(r"^(?P<base>.*?)\s+(?P<n>\d+)$")


def copies(
    template: Template | Combatant,
    n: int,
    taken_names: Iterable[str],
    taken_ids: Iterable[str],
) -> list[Combatant]:
    """``n`` combatants made from ``template``, numbered after the names already taken.

    Several copies at once are all numbered, the first one too, so the GM can tell them
    apart at the table: with nothing taken, three copies are "Goblin 1", "Goblin 2",
    "Goblin 3". A single copy with nothing taken keeps the bare name "Goblin". The bare
    name counts as number 1 (the encounter's convention, as when duplicating): with
    "Goblin" taken, one more is "Goblin 2"; with "Goblin 1" and "Goblin 2" taken, it is
    "Goblin 3"; with "Goblin" and "Goblin 4" taken, two copies are "Goblin 5" and
    "Goblin 6". Names compare without case. A template whose name ends in a number
    ("Skeleton 3") is numbered as its base name. Ids are new (``new_id``), unique among
    ``taken_ids`` and each other. Each copy is a deep copy: no two share a list.
    """
    if n < 0:
        raise ValueError(f"cannot make {n} copies")
    combatant = template.combatant if isinstance(template, Template) else template
    match = _NUMBERED.match(combatant.name)
    base = match.group("base") if match else combatant.name
    highest = 0
    for other in taken_names:
        if other.casefold() == base.casefold():
            highest = max(highest, 1)
            continue
        numbered = _NUMBERED.match(other)
        if numbered and len(numbered.group("n")) <= 9 and numbered.group("base").casefold() == base.casefold():
            highest = max(highest, int(numbered.group("n")))
    numbers = range(highest + 1, highest + 1 + n)
    bare = n == 1 and highest == 0  # the only one of its kind: no number to tell it apart
    ids = set(taken_ids)
    made = []
    for number in numbers:
        name = base if bare else f"{base} {number}"
        combatant_id = new_id(name, ids)
        ids.add(combatant_id)
        made.append(msgspec.structs.replace(_copy(combatant), id=combatant_id, name=name))
    return made

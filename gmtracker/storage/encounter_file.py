"""Encounter files: load with msgspec straight into the typed encounter, save atomically.

An encounter file is the JSON form of :class:`~gmtracker.encounter.model.EncounterData`::

    {"format": "gmtracker-encounter", "version": 1, "name": "Ambush at the Old Mill",
     "notes": "", "settings": {...}, "turn": {...},
     "combatants": [{"id": "ayla", "name": "Ayla", "side": "pc", ...}, ...], "log": [...]}

Loading (:func:`load_encounter`) takes one msgspec pass from bytes to an
:class:`~gmtracker.encounter.Encounter`; then a small pass checks what types cannot say
(:mod:`.validation`). Only when that fast path fails is the file looked at again: its
header first, to say "not a GM Tracker encounter" or "written by a newer GM Tracker"
rather than some field error; then an older version is upgraded (:mod:`.migrations`)
and converted; else msgspec's error is reported with its JSON path. Every failure is an
:class:`~.errors.EncounterFileError`; loading never writes anything.

Saving (:func:`save_encounter`) checks the encounter with the same pass (GM Tracker
never writes a file it would refuse), encodes it deterministically as UTF-8 JSON
indented by two spaces, and replaces the file atomically, keeping the previous version
as ``NAME.bak`` (:mod:`.atomic`). Every failure is a :class:`~.errors.SaveError`. It
returns the saved file's :class:`~.fingerprint.Fingerprint`, which the UI keeps to notice
another program's change before it saves over the file again.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import msgspec

from gmtracker.encounter.encounter import Encounter
from gmtracker.encounter.model import FORMAT_NAME, FORMAT_VERSION, EncounterData
from gmtracker.encounter.names import quoted, shown

from .atomic import write_atomically
from .errors import EncounterFileError, SaveError
from .fingerprint import Fingerprint, fingerprint_of_written
from .json_files import (
    canonical_records,
    describe_failure,
    gc_paused,
    megabytes,
    read_file,
    read_header,
    without_bom,
)
from .migrations import MigrationError, migrate, settle_ended_fights
from .validation import Problem, first_problem

# The largest encounter file GM Tracker opens (checked before reading it).
MAX_FILE_BYTES = 20 * 1024 * 1024
_KIND = "an encounter file"


# "deterministic": dict keys (percentile values, log records) sorted, so the same
# encounter always gives the same bytes; struct fields keep their declared order.
_ENCODER = msgspec.json.Encoder(order="deterministic")
_DECODER = msgspec.json.Decoder(Encounter)


def load_encounter(path: str | os.PathLike[str], *, bundled: bool = False) -> Encounter:
    """Read the encounter file at ``path``; raise EncounterFileError if it is unusable.

    ``bundled``: the demo that ships with the app. Every check runs but the one that renders
    each log record (its records are this app's own, and ``tests/storage`` reads them all
    with it): the start-up's first paint loads none of the log's renderers (issue 16)."""
    path = Path(path)
    return decode_encounter(read_file(path, MAX_FILE_BYTES, EncounterFileError, kind=_KIND), path,
                            records=not bundled)


def decode_encounter(data: bytes, path: str | os.PathLike[str], *, records: bool = True) -> Encounter:
    """An encounter from the bytes of a file (``path`` names it in errors; ``records``: see
    :func:`~gmtracker.encounter.validity.encounter_problems`)."""
    path = Path(path)
    data = without_bom(data)
    try:
        with gc_paused():
            encounter = _DECODER.decode(data)
    except msgspec.ValidationError as failure:
        version = _read_header(data, path)
        if version == FORMAT_VERSION:
            reason, where = describe_failure(data, failure, EncounterData)
            raise EncounterFileError(path, reason, where, _name_at(where, data)) from None
        encounter = _upgrade(data, path, version)
    except (msgspec.DecodeError, RecursionError) as failure:
        # Not JSON (or not UTF-8): no header to look at.
        reason, where = describe_failure(data, failure)
        raise EncounterFileError(path, reason, where) from None
    else:
        # "format" and "version" have defaults in the struct, so a file without them
        # decodes too. Files GM Tracker wrote start with both: only others are re-read.
        if _OUR_HEADER.match(data) is None:
            version = _read_header(data, path)
            if version != FORMAT_VERSION:
                encounter = _upgrade(data, path, version)
    with gc_paused():
        bad = canonical_records(encounter.log)
    if bad is None:
        settle_ended_fights(encounter)  # D1: a file from before the fights were counted
    # A record that is not a JSON object or null is said first: the checks after it read records.
    problem = Problem(f"$.log[{bad[0]}].record", bad[1]) if bad is not None else first_problem(encounter, records=records)
    if problem is not None:
        raise EncounterFileError(path, problem.reason, problem.where,
                                 _name_at(problem.where, encounter))
    return encounter


def _read_header(data: bytes, path: Path) -> int:
    return read_header(data, path, EncounterFileError, format_name=FORMAT_NAME,
                       newest=FORMAT_VERSION, noun="encounter")


_OUR_HEADER = re.compile(
    rb'\s*\{\s*"format"\s*:\s*"' + FORMAT_NAME.encode() + rb'"\s*,\s*"version"\s*:\s*'
    + str(FORMAT_VERSION).encode() + rb"\s*[,}]"
)


def _upgrade(data: bytes, path: Path, version: int) -> Encounter:
    """An older file, upgraded by the migrations then converted to the typed encounter."""
    try:
        with gc_paused():
            upgraded = migrate(msgspec.json.decode(data), version)
            # Encoded and decoded again, not converted: a log record stays JSON text (Raw).
            return _DECODER.decode(msgspec.json.encode(upgraded))
    except MigrationError as error:
        raise EncounterFileError(path, quoted(str(error), 300)) from None  # a step's exception may echo a value
    except (msgspec.DecodeError, RecursionError) as failure:
        reason, where = describe_failure(data, failure, EncounterData)
        raise EncounterFileError(path, f"{reason} (after upgrading it from version {version})",
                                 where) from None


def _name_at(where: str | None, source: bytes | EncounterData) -> str | None:
    """The name of the combatant a ``$.combatants[N]…`` path is in: GMs know names."""
    if where is None or not where.startswith("$.combatants["):
        return None
    try:
        row = int(where[len("$.combatants["):where.index("]")])
    except ValueError:
        return None
    name: object = None
    if isinstance(source, EncounterData):
        name = source.combatants[row].name if row < len(source.combatants) else None
    else:
        try:
            name = msgspec.json.decode(source)["combatants"][row]["name"]
        except (msgspec.DecodeError, RecursionError, LookupError, TypeError):
            name = None
    return name if isinstance(name, str) and name.strip() else None


def encode_encounter(encounter: EncounterData) -> bytes:
    """The file's bytes: deterministic UTF-8 JSON, two-space indented, ending in a newline.

    Everything is indented except the roll log, where each entry is one line: a log
    of twenty thousand entries stays readable (and diffable) and the file half the
    size it would be with every record spread over a dozen lines.

    Content that cannot be JSON (a lone surrogate in a name, an object in a log record)
    raises msgspec's ``TypeError`` or ``UnicodeEncodeError``; :func:`save_encounter`
    turns them into a SaveError.
    """
    head = msgspec.json.format(_ENCODER.encode(msgspec.structs.replace(encounter, log=[])), indent=2)
    if not encounter.log:
        return head + b"\n"
    if not head.endswith(_EMPTY_LOG_TAIL):  # the log is no longer the last field
        return msgspec.json.format(_ENCODER.encode(encounter), indent=2) + b"\n"
    encode = _ENCODER.encode
    entries = b",\n    ".join([encode(entry) for entry in encounter.log])
    return b"".join((head[:-len(b"[]\n}")], b"[\n    ", entries, b"\n  ]\n}\n"))


_EMPTY_LOG_TAIL = b'"log": []\n}'


def save_encounter(encounter: EncounterData, path: str | os.PathLike[str]) -> Fingerprint:
    """Write ``encounter`` to ``path`` atomically, keeping the previous file as ``NAME.bak``;
    return the fingerprint of the file as saved.

    A file that already holds exactly these bytes is left as it is (and its backup too).

    Raises :class:`SaveError` (an ``OSError``) if it cannot: the encounter has a problem
    a file must not have (the message names it with its JSON path), cannot be encoded,
    or the system refused (folder not writable, disk full). The file that was at
    ``path`` is then unchanged.
    """
    path = Path(path)
    problem = first_problem(encounter)
    if problem is not None:
        name = _name_at(problem.where, encounter)
        subject = f" ({shown(name)})" if name else ""
        raise SaveError(path, f"the encounter would not load again: {problem.where}{subject}: "
                              f"{problem.reason}")
    try:
        data = encode_encounter(encounter)
    except (TypeError, ValueError, OverflowError, msgspec.EncodeError) as error:
        raise SaveError(path, f"the encounter cannot be written as JSON: {quoted(str(error))}") from None
    if len(data) > MAX_FILE_BYTES:
        raise SaveError(path, f"the encounter would make a file of {megabytes(len(data))}, and "
                              f"{_KIND} may be at most {megabytes(MAX_FILE_BYTES)} "
                              "(start a new encounter, or shorten the roll log)")
    try:
        written = write_atomically(path, data, keep_backup=True)
        return fingerprint_of_written(written, data)
    except OSError as error:
        raise SaveError.from_os_error(path, error) from None

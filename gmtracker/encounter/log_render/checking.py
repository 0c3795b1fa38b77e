"""Whether a log entry's record is one its kind's line and the Breakdown can read (issue 27 item 11).

A file's log record is JSON another tool (or a damaged file) may have written: a key renamed,
a number where a list was, a list where a record was. Such a record gave a blank log row, the
Breakdown pane kept another entry's rows, and tracebacks went to stderr. The loader refuses it
instead (:func:`gmtracker.encounter.validity.log_problems`), naming where in the record the
reading failed: :func:`record_fault` renders the entry's line and builds its breakdown from the
record exactly as the log and the Breakdown pane do, with a traced copy of the record that
remembers the last value read, so the failure is reported at its JSON path
(``record.check.versions[0].d20``).

Rendering and breaking down a record costs about 0.25 ms, and a long session's file holds 20,000
(five seconds). Records of one kind written by the app share their shape, so
:class:`RecordChecker` reads each shape (the record's JSON without its digits) once per load.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any, NamedTuple

from gmtracker.encounter.log_kind import RecordError, log_kind
from gmtracker.encounter.model import LogEntry
from gmtracker.encounter.names import has_visible

from .breakdown import Breakdown
from .lines import NOTE_KINDS, RENDERERS, _Line
from .pieces import Missing
from .translating import english

__all__ = ["RecordChecker", "RecordFault", "record_fault"]

# What a renderer raises when a record does not fit its kind (a missing key, a wrong type).
READING_ERRORS = (Missing, LookupError, TypeError, ValueError, AttributeError, OverflowError, RecursionError)

# The record's JSON as its shape: its bytes without digits and signs. Keys, codes, strings, the
# quotes that tell a string from a number, true/false/null and the decimal points stay; a hundred
# attacks of one kind differ only in their numbers and share one shape (bytes.translate is C speed:
# a 20,000-entry file is checked in a few milliseconds more than it is read).
_NUMBER_CHARACTERS = b"0123456789-+"
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


class RecordFault(NamedTuple):
    """Where in the record reading failed (``.check.d20[1]``, "" for the record itself) and why."""

    where: str
    reason: str


class _AnyName(Mapping[str, str]):
    """Names by id where every id has a name (itself): a record is checked, not the roster."""

    def __getitem__(self, key: str) -> str:
        return str(key)

    def __contains__(self, key: object) -> bool:
        return True

    def __iter__(self) -> Iterator[str]:
        return iter(())

    def __len__(self) -> int:
        return 0

    def get(self, key: Any, default: Any = None) -> Any:
        return str(key)


def _step(path: str, key: object) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    text = str(key)
    return f"{path}.{text}" if _IDENTIFIER.fullmatch(text) else f'{path}["{text}"]'


class _Trace:
    """The path of the last value read from a traced record."""

    def __init__(self) -> None:
        self.last = ""


class _TracedDict(dict[str, Any]):
    """A record (a JSON object) that tells its :class:`_Trace` each key it is asked for."""

    def __init__(self, value: Mapping[str, Any], path: str, trace: _Trace) -> None:
        super().__init__((key, _traced(item, _step(path, key), trace)) for key, item in value.items())
        self._path, self._trace = path, trace

    def __getitem__(self, key: str) -> Any:
        self._trace.last = _step(self._path, key)
        return super().__getitem__(key)

    def get(self, key: str, default: Any = None) -> Any:
        self._trace.last = _step(self._path, key)
        return super().get(key, default)

    def __contains__(self, key: object) -> bool:
        self._trace.last = _step(self._path, key)
        return super().__contains__(key)

    def items(self) -> Any:
        for key, item in super().items():
            self._trace.last = _step(self._path, key)
            yield key, item

    def values(self) -> Any:
        for _key, item in self.items():
            yield item


class _TracedList(list[Any]):
    """A JSON array that tells its :class:`_Trace` each item read."""

    def __init__(self, value: list[Any], path: str, trace: _Trace) -> None:
        super().__init__(_traced(item, _step(path, index), trace) for index, item in enumerate(value))
        self._path, self._trace = path, trace

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, int):
            self._trace.last = _step(self._path, index if index >= 0 else len(self) + index)
        return super().__getitem__(index)

    def __iter__(self) -> Iterator[Any]:
        for index, item in enumerate(super().__iter__()):
            self._trace.last = _step(self._path, index)
            yield item


def _traced(value: Any, path: str, trace: _Trace) -> Any:
    if isinstance(value, dict):
        return _TracedDict(value, path, trace)
    if isinstance(value, list):
        return _TracedList(value, path, trace)
    return value


def _reason(error: BaseException) -> str:
    if isinstance(error, (Missing, KeyError)):
        return "a value it needs is missing"
    if isinstance(error, IndexError):
        return "a list is shorter than it needs"
    if isinstance(error, RecursionError):
        return "it is nested too deeply"
    return "a value is not of the kind it should be"


def record_fault(entry: LogEntry) -> RecordFault | None:
    """Why the log or the Breakdown cannot show ``entry`` from its record (None: they can).

    The entry's breakdown is built from the record as the Breakdown pane builds it: any reading
    error there is a fault (the pane would keep another entry's rows). The line of a kind the
    renderer knows is rendered from the record too; where the record falls short the log shows
    the entry's stored English ``text`` (an entry written before its kind had this record, as
    ``tests/data/encounter-v1.json`` holds), so that is a fault only when the text is blank too —
    as is a line that says nothing (only spaces or invisible characters). An entry without a
    record shows its ``text`` and has none here.
    """
    declared = log_kind(entry.kind)
    if declared is not None:  # a typed record: it fits its type, or it is refused where it does not
        try:
            declared.decode(entry.raw_record)
        except RecordError as error:
            return RecordFault(error.where, error.reason)
        return None
    record = entry.json_record
    if record is None:
        return None
    trace = _Trace()
    names = _AnyName()
    traced = _TracedDict(record, "", trace)
    renderer = RENDERERS.get(entry.kind)
    if renderer is not None and entry.kind not in NOTE_KINDS:
        line = _Line(entry, names, False, english)
        line.record = traced
        try:
            text: str | None = renderer(line)
        except READING_ERRORS as error:
            if not has_visible(entry.text):
                return RecordFault(trace.last, _reason(error) + ", and the entry has no words of its own")
            text = None
        if text is not None and not has_visible(text):
            return RecordFault("", "its line would be blank")
    trace.last = ""
    try:
        Breakdown(names, english, entry.kind).record(traced, 1)
    except READING_ERRORS as error:
        return RecordFault(trace.last, _reason(error))
    return None


class RecordChecker:
    """:func:`record_fault` for the entries of one file, each shape of record read once."""

    def __init__(self) -> None:
        self._fine: set[tuple[object, ...]] = set()

    def fault(self, entry: LogEntry) -> RecordFault | None:
        raw = entry.raw_record
        shape = (entry.kind, entry.actor is None, bool(entry.actor_name), len(entry.targets), has_visible(entry.text),
                 bytes(raw).translate(None, _NUMBER_CHARACTERS))
        if shape in self._fine:
            return None
        found = record_fault(entry)
        if found is None:
            self._fine.add(shape)
        return found

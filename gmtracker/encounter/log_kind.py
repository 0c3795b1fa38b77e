"""One declaration per roll-log kind, and the one table of them (issue 28 item 1).

A log entry's ``record`` is a typed, frozen :class:`Record` (a msgspec Struct). Which type
is chosen by the entry's ``kind``, the tag of the file format's log entries. Each kind is
declared once, by a :class:`LogKind` beside the command that writes it. The declaration
holds:

* the record's type;
* its log line (a function of the renderer's :class:`~.log_render.pieces.Pieces` and the record);
* the undo history's words for a command that writes it;
* the words of the record's own fields (the Breakdown pane);
* the words of the dice it rolls (what a die is for);
* whether the player page shows it as a roll;
* a sample record (the tests render every kind from it).

A module declares its kinds in ``LOG_KINDS``. :func:`log_kinds` is the table: it imports the
modules of this package once, on first use, and gathers their declarations. The renderers, the
Breakdown pane, the player page's filter, the loader and the tests read this table; nothing
else lists kinds. A new action adds its module, and its kinds are in the table.

:func:`decode_record` turns a record's JSON into its type, or raises :class:`RecordError`
with the JSON path of what does not fit (``.check.versions[0].d20``). The loader refuses such
a record, and nothing renders a stored English text in its place.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Callable, Iterable, Mapping
from fractions import Fraction
from types import MappingProxyType
from typing import TYPE_CHECKING, Annotated, Any, Generic, TypeVar

import msgspec

if TYPE_CHECKING:
    from .log_render.commands import CommandWords
    from .log_render.pieces import Pieces
    from .model import LogEntry

__all__ = ["Count", "LogKind", "Record", "RecordError", "decode_record", "encode_record", "log_kind", "log_kinds",
           "record_problem"]

# A count a line puts into a ``%n`` plural: Qt takes a C ``int``, so a record holding more is refused.
Count = Annotated[int, msgspec.Meta(ge=0, le=2**31 - 1)]


class Record(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The base of every log record: frozen, keyword-only; an unknown field is refused."""


R = TypeVar("R", bound="Record | None")  # None: a kind without a record
# How many decoded records each kind keeps (about a screen of rows, several times over).
_RECENT = 256


def _fraction(type_: type, value: Any) -> Any:
    # The rules core keeps exact halves as Fractions; a record writes them as "13/2". A ValueError
    # or TypeError here is msgspec's ValidationError, with the value's JSON path.
    if type_ is not Fraction:
        raise TypeError(f"cannot read a {type_.__name__}")
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise TypeError("expected a fraction such as \"13/2\"")
    try:
        return Fraction(value)
    except (ValueError, ZeroDivisionError) as error:
        raise ValueError(f"expected a fraction such as \"13/2\", got {value!r}"[:80]) from error


def _encode_extra(value: Any) -> Any:
    if isinstance(value, Fraction):
        return str(value)
    raise NotImplementedError(f"cannot record a {type(value).__name__}")


class LogKind(Generic[R]):
    """What one kind of log entry is: its record, its line, its words.

    ``record``: the record's type, or None for a kind without a record (the entry's own
    fields say it all). ``line(pieces, record)``: the entry's line in the pieces'
    language. ``undo(words)``: the undo history's line for a command whose entry this is
    (None: the command's kind is not this one, or it has fixed words). ``fields``: the
    words of the record's own fields that the words every kind shares
    (:data:`~.log_render.translating.KEYS`, :data:`~.log_render.record_words.MORE_KEYS`) do
    not have, or name otherwise here (``QT_TRANSLATE_NOOP("RollLogText", …)``). ``purposes``:
    the words of the dice it asks for, by purpose code. ``roll``: the player page shows
    it as the latest roll. ``names``: the names it gives combatants by id (of those it
    removed or added). ``sample``: a record for the tests.
    """

    __slots__ = ("fields", "line", "name", "names", "purposes", "record", "roll", "sample", "undo", "_decoder", "_recent")

    def __init__(self, name: str, record: type[Record] | Any | None, line: Callable[[Pieces, R], str], *,
                 undo: Callable[[CommandWords], str] | None = None, fields: Mapping[str, str] | None = None,
                 purposes: Mapping[str, str] | None = None, roll: bool = False,
                 names: Callable[[R], Iterable[tuple[str, str]]] | None = None, sample: R | None = None) -> None:
        self.name = name
        self.record = record
        self.line = line
        self.undo = undo
        self.fields: Mapping[str, str] = MappingProxyType(dict(fields or {}))
        self.purposes: Mapping[str, str] = MappingProxyType(dict(purposes or {}))
        self.roll = roll
        self.names = names
        self.sample = sample
        self._decoder: msgspec.json.Decoder[Any] | None = None
        # The records read last, by their JSON (frozen: shared safely). A log row is rendered a few
        # times (its line, its short line, its outcome words) and the rows on screen again on each
        # paint: each record is decoded once while it is in view.
        self._recent: dict[bytes, Any] = {}

    def __repr__(self) -> str:
        return f"LogKind({self.name!r})"

    def values(self, record: R | None) -> dict[str, Any] | None:
        """The record as JSON values (the Breakdown pane walks them); None without one."""
        if record is None:
            return None
        values = msgspec.json.decode(msgspec.json.encode(record, enc_hook=_encode_extra))  # JSON's lists, not tuples
        return values if isinstance(values, dict) else None

    def decode(self, raw: bytes | msgspec.Raw) -> R | None:
        """The record from its JSON (None: this kind has none); :class:`RecordError` if it does not fit."""
        if self.record is None:
            if bytes(raw).strip() not in (b"", b"null"):
                raise RecordError("", "this kind of entry has no record")
            return None
        key = bytes(raw)
        found = self._recent.get(key)
        if found is not None:
            return found
        if self._decoder is None:
            self._decoder = msgspec.json.Decoder(self.record, dec_hook=_fraction)
        try:
            record: R = self._decoder.decode(key)
        except msgspec.ValidationError as error:
            raise RecordError.of(error) from None
        except (msgspec.DecodeError, RecursionError) as error:
            raise RecordError("", f"not JSON: {error}") from None
        if len(self._recent) >= _RECENT:
            del self._recent[next(iter(self._recent))]  # the oldest
        self._recent[key] = record
        return record


_AT = re.compile(r"^(?P<reason>.*?)(?: - at `\$(?P<where>[^`]*)`)?$", re.DOTALL)


class RecordError(ValueError):
    """A record that does not fit its kind: ``where`` in the record (``.check.d20[1]``, "" for
    the record itself) and ``reason`` (msgspec's words)."""

    def __init__(self, where: str, reason: str) -> None:
        super().__init__(f"{reason} at record{where}")
        self.where = where
        self.reason = reason

    @classmethod
    def of(cls, error: msgspec.ValidationError) -> RecordError:
        found = _AT.match(str(error))
        assert found is not None  # the pattern matches any text
        return cls(found.group("where") or "", found.group("reason"))


def encode_record(record: Record) -> msgspec.Raw:
    """A record as the JSON a log entry keeps (keys sorted: the same bytes for the same record)."""
    return msgspec.Raw(msgspec.json.encode(record, enc_hook=_encode_extra, order="sorted"))


_TABLE: list[Mapping[str, LogKind[Any]]] = []


def log_kinds() -> Mapping[str, LogKind[Any]]:
    """Every log kind by name: the ``LOG_KINDS`` of this package's modules (imported on first use).

    A name declared twice is an error: one kind, one declaration.
    """
    if _TABLE:
        return _TABLE[0]
    from gmtracker import encounter

    table: dict[str, LogKind[Any]] = {}
    for module in sorted(pkgutil.iter_modules(encounter.__path__), key=lambda m: m.name):
        if module.ispkg:
            continue
        declared = getattr(importlib.import_module(f"{encounter.__name__}.{module.name}"), "LOG_KINDS", ())
        for kind in declared:
            if kind.name in table:
                raise RuntimeError(f"the log kind {kind.name!r} is declared twice ({module.name})")
            table[kind.name] = kind
    _TABLE.append(MappingProxyType(table))
    return _TABLE[0]


def log_kind(name: str) -> LogKind[Any] | None:
    """The declaration of ``name`` (None: no module declares it)."""
    return log_kinds().get(name)


def decode_record(kind: str, raw: bytes | msgspec.Raw) -> Record | None:
    """The record of an entry of ``kind``; :class:`RecordError` for an unknown kind or a record that does not fit."""
    declared = log_kind(kind)
    if declared is None:
        raise RecordError("", f"no kind of log entry is called {kind!r}")
    return declared.decode(raw)


def record_problem(entry: LogEntry) -> RecordError | None:
    """Why ``entry``'s record does not fit its kind (None: it does) — what the loader refuses."""
    try:
        decode_record(entry.kind, entry.raw_record)
    except RecordError as error:
        return error
    return None

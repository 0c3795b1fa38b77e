"""Reading JSON files into typed structs, and saying clearly why a file cannot be read.

Every file GM Tracker reads (encounters, autosave, combatant templates) goes through
:func:`read_file` (size checked before reading; missing, folder, unreadable turned into
one message) and, when msgspec refuses the bytes, :func:`describe_failure`, which turns
msgspec's error into a reason and a place: ``line 4, column 17`` for broken JSON (msgspec
gives a byte offset), a JSON path such as ``$.combatants[3].side`` for a value of the
wrong type — with the allowed values when the field is an enumeration.
"""

from __future__ import annotations

import errno
import gc
import os
import re
import stat
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import msgspec

from gmtracker.encounter.model import NO_RECORD, LogEntry, encoded_record
from gmtracker.encounter.names import quoted, shown

from .errors import StorageFileError

_BOM = b"\xef\xbb\xbf"
_BYTE_OFFSET = re.compile(r"\s*\(byte (\d+)\)$")
_AT_PATH = re.compile(r"^(?P<reason>.*) - at `(?P<path>\$[^`]*)`$", re.DOTALL)
_PATH_TOKEN = re.compile(r"\.([^.\[]+)|\[(\d+|\.\.\.)\]")

ErrorType = Callable[[Path, str, "str | None"], StorageFileError]


@contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector while a large file is decoded.

    Decoding allocates hundreds of thousands of small objects, and each batch wakes
    the collector, which walks every object alive: for a 10 MB encounter that is two
    thirds of the load time. None of these objects can form a cycle, so nothing is lost
    by collecting once afterwards, as usual. (msgspec's docs recommend the same.)
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def canonical_records(entries: Iterable[LogEntry]) -> tuple[int, str] | None:
    """Each log entry's record as GM Tracker writes it: compact, keys sorted, its own bytes.

    A record stays JSON text as it was read (:class:`~gmtracker.encounter.model.LogEntry`);
    from a file another tool wrote it may be indented, have its keys in another order or be
    an explicit null, and it points into the whole input buffer. Re-encoded here, a save
    writes what GM Tracker would, and the input is not kept alive by its records. Returns the
    position and the reason of the first record that is not a JSON object or null (left as
    it was read), or None.
    """
    bad: tuple[int, str] | None = None
    for position, entry in enumerate(entries):
        if entry.raw_record is NO_RECORD:
            continue
        try:
            value = msgspec.json.decode(entry.raw_record)
        except (msgspec.DecodeError, RecursionError) as failure:  # not UTF-8, or nested too deeply
            bad = bad or (position, f"not valid JSON: {failure}")
            continue
        if value is None or isinstance(value, dict):
            entry.raw_record = encoded_record(value)
        else:
            bad = bad or (position, "must be an object or null")
    return bad


def megabytes(size: int) -> str:
    """``20 MB``, ``25.3 MB`` (``4 KB`` below a megabyte): a size as the limits are stated."""
    if size < 1024 * 1024:
        return f"{size / 1024:.0f} KB"
    value = size / (1024 * 1024)
    return f"{value:.0f} MB" if value.is_integer() else f"{value:.1f} MB"


def read_file(path: Path, limit: int, error: ErrorType, *, kind: str) -> bytes:
    """The bytes of ``path``, refusing a missing file, a folder, or more than ``limit``.

    The size is checked before reading (and the read stops after ``limit`` bytes, in
    case the file grows meanwhile), so a huge file never fills the memory. ``kind``
    names what the file should have been ("an encounter file").
    """
    try:
        status = os.stat(path)
    except OSError as failure:
        raise with_errno(error(path, _os_reason(failure), None), failure) from None
    if stat.S_ISDIR(status.st_mode):
        raise with_errno(error(path, f"is a folder, not {kind}", None), IsADirectoryError(errno.EISDIR, ""))
    if not stat.S_ISREG(status.st_mode):
        raise error(path, f"is not a regular file, so not {kind}", None)
    if status.st_size > limit:
        raise error(path, f"is {megabytes(status.st_size)}: {kind} may be at most {megabytes(limit)}", None)
    try:
        with open(path, "rb") as stream:
            data = stream.read(limit + 1)
    except OSError as failure:
        raise with_errno(error(path, _os_reason(failure), None), failure) from None
    if len(data) > limit:
        raise error(path, f"is larger than {megabytes(limit)}: {kind} may be at most that", None)
    return data


def with_errno(refusal: StorageFileError, failure: OSError) -> StorageFileError:
    """``refusal`` carrying the system's error number, which the UI's advice is chosen by
    (a missing file is not a full disk: issue 27)."""
    refusal.errno = failure.errno
    return refusal


def _os_reason(failure: OSError) -> str:
    if isinstance(failure, FileNotFoundError):
        return "file not found"
    if isinstance(failure, PermissionError):
        return "permission denied"
    if isinstance(failure, IsADirectoryError):
        return "is a folder"
    return f"cannot read: {(failure.strerror or str(failure)).lower()}"


def without_bom(data: bytes) -> bytes:
    """``data`` without a leading UTF-8 byte order mark (Windows Notepad writes one)."""
    return data[len(_BOM):] if data.startswith(_BOM) else data


def line_column(data: bytes, offset: int) -> str:
    """``line 4, column 17`` for a byte offset (lines and columns count from 1).

    The column counts characters, not bytes, so it matches what an editor shows for a
    line of Chinese or Japanese names.
    """
    offset = max(0, min(offset, len(data)))
    line = data.count(b"\n", 0, offset) + 1
    start = data.rfind(b"\n", 0, offset) + 1
    column = len(data[start:offset].decode("utf-8", errors="replace")) + 1
    return f"line {line}, column {column}"


def describe_failure(data: bytes, failure: Exception, root: Any = None) -> tuple[str, str | None]:
    """``(reason, where)`` for a msgspec decode failure (or a RecursionError) on ``data``.

    ``root`` is the type that was decoded, used to list an enumeration's allowed values.
    """
    if isinstance(failure, RecursionError):
        return "not valid JSON: nested too deeply", None
    message = str(failure)
    if isinstance(failure, msgspec.ValidationError):
        return describe_validation(message, root)
    # msgspec only notices bad UTF-8 inside strings; a UTF-16 file fails as JSON at its
    # first byte. Either way the encoding is what the GM must fix first.
    encoding = encoding_problem(data)
    if encoding is not None:
        return encoding
    if "UTF-8" in message:
        return "not UTF-8 text", None
    if not data.strip():
        return "the file is empty", None
    if message == "Input data was truncated":
        return "not valid JSON: it ends in the middle (was the file cut short?)", \
            line_column(data, len(data.rstrip()))
    found = _BYTE_OFFSET.search(message)
    reason = _BYTE_OFFSET.sub("", message).removeprefix("JSON is malformed: ")
    where = line_column(data, _word_start(data, int(found.group(1)))) if found else None
    return f"not valid JSON: {reason}", where


def _word_start(data: bytes, offset: int) -> int:
    """Where a misspelt ``true``/``false``/``null`` starts: msgspec points past it."""
    start = offset
    while start > 0 and offset - start < 5 and chr(data[start - 1]).isalpha() and data[start - 1] < 128:
        start -= 1
    return start if start < offset and data[start:start + 1] in (b"t", b"f", b"n") else offset


# How a JSON text in another encoding starts (RFC 8259 §8.1: JSON text is UTF-8; RFC 4627 §3:
# its first two characters are ASCII, so the pattern of zero bytes names the encoding). The
# UTF-32 marks are looked at first: "FF FE 00 00" also starts with UTF-16 LE's mark.
_MARKS: tuple[tuple[bytes, str], ...] = (
    (b"\xff\xfe\x00\x00", "UTF-32 LE"), (b"\x00\x00\xfe\xff", "UTF-32 BE"),
    (b"\xff\xfe", "UTF-16 LE"), (b"\xfe\xff", "UTF-16 BE"),
)
_CODECS = {"UTF-32 LE": "utf-32-le", "UTF-32 BE": "utf-32-be", "UTF-16 LE": "utf-16-le",
           "UTF-16 BE": "utf-16-be"}
# The control characters a text file holds (tab, line feed, carriage return, form feed).
_TEXT_CONTROLS = frozenset(b"\t\n\r\x0c")
_SAMPLE = 4096


def text_encoding(data: bytes) -> str | None:
    """The encoding ``data`` is in when it is text but not UTF-8: ``"UTF-16 LE"``,
    ``"UTF-16 BE"``, ``"UTF-32 LE"``, ``"UTF-32 BE"`` (with or without a byte order mark);
    ``"binary"`` when it holds zero bytes or other control bytes no text has; None otherwise
    (UTF-8, with or without its mark, or some 8-bit text)."""
    head = data[:_SAMPLE]
    named = next((name for mark, name in _MARKS if head.startswith(mark)), None)
    if named is None and len(head) >= 4 and b"\x00" in head[:4]:
        zeros = tuple(byte == 0 for byte in head[:4])
        named = {(True, True, True, False): "UTF-32 BE", (False, True, True, True): "UTF-32 LE",
                 (True, False, True, False): "UTF-16 BE", (False, True, False, True): "UTF-16 LE",
                 }.get(zeros)  # type: ignore[arg-type]
    if named is not None:
        width = 4 if named.startswith("UTF-32") else 2
        sample = head[:len(head) - len(head) % width]
        try:
            sample.decode(_CODECS[named])  # a mark followed by garbage is no text
        except UnicodeDecodeError:
            if len(data) <= _SAMPLE:
                return "binary"
            # a character cut at the sample's end is no reason: look one step less
            try:
                sample[:-width].decode(_CODECS[named])
            except UnicodeDecodeError:
                return "binary"
        return named
    if any(byte < 32 and byte not in _TEXT_CONTROLS for byte in head):
        return "binary"
    return None


def encoding_problem(data: bytes) -> tuple[str, str | None] | None:
    """``(reason, where)`` when ``data`` is not UTF-8 text, else None.

    UTF-16 and UTF-32 (either byte order, with or without a byte order mark) are named as
    such; a binary file (a zero byte or another control byte no text file holds: JSON has
    them nowhere, not even inside strings) is said to be one; else the first byte that is
    not part of a UTF-8 character is shown with its line and column.
    """
    found = text_encoding(data)
    if found == "binary":
        return "not a text file: it holds binary data (is it the right file?)", None
    if found is not None:
        return f"not UTF-8 text: it is {found} (save it as UTF-8)", None
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as bad:
        return (f"not UTF-8 text: byte 0x{data[bad.start]:02x} is not part of a character",
                line_column(data, bad.start))
    return None


def describe_validation(message: str, root: Any = None) -> tuple[str, str | None]:
    """Split msgspec's "Expected `int`, got `str` - at `$.x`" into a reason and a path."""
    match = _AT_PATH.match(message)
    reason, where = (match.group("reason"), match.group("path")) if match else (message, None)
    reason = cut_values(reason[:1].lower() + reason[1:])
    if where is not None and root is not None and reason.startswith("invalid enum value"):
        choices = allowed_values(root, where)
        if choices:
            reason = f"{reason} (expected one of: {', '.join(choices)})"
    return reason, where


# msgspec's messages that echo the file's value whole (an enum value, an unknown key, a tag):
# issue 27's fuzz met one of 3.75 million characters. The value is quoted cut, as every refusal
# quotes a bad value (gmtracker.encounter.names.quoted).
_ECHOED = re.compile(r"^(?P<lead>invalid enum value |invalid value |object contains unknown field )"
                     r"(?P<value>.*)$", re.DOTALL)


def cut_values(reason: str) -> str:
    """``reason`` with the value it echoes cut to :data:`~gmtracker.encounter.names.MAX_QUOTED_CHARS`
    characters (``invalid enum value 'xxxx…'``); the quotes around the value are kept."""
    echoed = _ECHOED.match(reason)
    if echoed is None:
        return reason
    value = echoed.group("value")
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"`":
        return f"{echoed.group('lead')}{value[0]}{quoted(value[1:-1])}{value[0]}"
    return f"{echoed.group('lead')}{quoted(value)}"


def allowed_values(root: Any, json_path: str) -> list[str]:
    """The allowed values of the enumeration or literal at ``json_path`` under ``root``."""
    info: Any = msgspec.inspect.type_info(root)
    for name, index in _PATH_TOKEN.findall(json_path):
        info = _unwrap(info)
        if name and isinstance(info, msgspec.inspect.StructType):
            field = next((f for f in info.fields if f.encode_name == name), None)
            if field is None:
                return []
            info = field.type
        elif index and isinstance(info, (msgspec.inspect.ListType, msgspec.inspect.VarTupleType)):
            info = info.item_type
        elif index and isinstance(info, msgspec.inspect.DictType):
            info = info.value_type
        else:
            return []
    info = _unwrap(info)
    if isinstance(info, msgspec.inspect.EnumType):
        return [str(member.value) for member in info.cls]
    if isinstance(info, msgspec.inspect.LiteralType):
        return [str(value) for value in info.values]
    return []


def _unwrap(info: Any) -> Any:
    """The one non-null type of an optional (``X | None``), else ``info`` itself."""
    if isinstance(info, msgspec.inspect.UnionType):
        others = [t for t in info.types if not isinstance(t, msgspec.inspect.NoneType)]
        if len(others) == 1:
            return others[0]
    return info


class _Header(msgspec.Struct):
    """Just the envelope of a file, every other key skipped."""

    format: Any = msgspec.UNSET
    version: Any = msgspec.UNSET


_HEADER_DECODER = msgspec.json.Decoder(_Header)


def read_header(data: bytes, path: Path, error: ErrorType, *, format_name: str, newest: int,
                noun: str) -> int:
    """The file's version, once its ``format`` is ``format_name`` and its version is one
    this GM Tracker reads (at most ``newest``); else raise ``error`` saying which.

    Looking at the envelope alone gives the right message for another program's file or
    a newer GM Tracker's, rather than an error about some field deep inside.
    """
    # The header decoder skips other values without checking their text: check it first.
    encoding = encoding_problem(data)
    if encoding is not None:
        raise error(path, *encoding)
    try:
        header = _HEADER_DECODER.decode(data)
    except msgspec.ValidationError:
        # _Header takes any values: only the top level can be of the wrong kind.
        raise error(path, f"expected a JSON object at the top level, found {_top_level_kind(data)}",
                    None) from None
    except (msgspec.DecodeError, RecursionError) as failure:
        reason, where = describe_failure(data, failure)
        raise error(path, reason, where) from None
    if header.format is msgspec.UNSET:
        raise error(path, f'not a GM Tracker {noun}: "format" is missing (expected "{format_name}")',
                    None)
    if header.format != format_name:
        raise error(path, f'not a GM Tracker {noun}: "format" is {shown(header.format)} '
                          f'(expected "{format_name}")', None)
    version = header.version
    if version is msgspec.UNSET:
        raise error(path, '"version" is missing (expected a whole number)', None)
    if isinstance(version, bool) or not isinstance(version, int):
        raise error(path, f'"version" is {shown(version)} (expected a whole number)', None)
    if version > newest:
        raise error(path, f"version {quoted(str(version))}, but this GM Tracker reads up to version "
                          f"{newest}: update GM Tracker", None)
    return version


_KINDS = {ord("["): "an array", ord('"'): "a string", ord("t"): "a boolean", ord("f"): "a boolean",
          ord("n"): "null"}


def _top_level_kind(data: bytes) -> str:
    """What the file holds instead of an object, from its first character."""
    first = data.lstrip()[:1]
    return _KINDS.get(first[0], "a number") if first else "nothing"

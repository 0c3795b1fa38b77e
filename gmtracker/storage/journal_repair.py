"""Reading a recovery journal without touching it: a copy to read, and what is wrong with it.

SQLite changes a WAL database as soon as it opens it: the last connection to close folds
the WAL into the main file and deletes it, and a WAL whose header fails its checksum, or
one beside a main file of 0 bytes, is thrown away (issue 27 item 1: the work was in the
WAL, and only an empty shell was kept). So the journal found at start-up is never opened
where it is: :func:`copy_store` copies its files, byte for byte, into a scratch folder,
and only the copy is opened (and, when damaged, put right) — the originals stay as they
were, to be taken over or kept aside for the GM.

What is put right, on the copy only:

* a main file of 0 bytes beside a WAL: one empty page is written, so SQLite reads the WAL
  (which holds the whole journal until the first compaction) instead of deleting it;
* a WAL header that fails its checksum (one flipped bit): the header checksum is worked
  back from the first frame's checksum (SQLite's checksum can be run backwards), and the
  one bit whose flip gives that checksum is flipped back; SQLite then checks every frame.

What is noticed: a main file whose first bytes are not SQLite's, a WAL whose length is
not a whole number of frames (cut short), and the step count the writer keeps beside the
journal (:data:`gmtracker.storage.journal.STEPS_SUFFIX`), which a WAL cut short or deleted
cannot take with it.
"""

from __future__ import annotations

import os
import shutil
import struct
from pathlib import Path

import msgspec

_SQLITE_MAGIC = b"SQLite format 3\x00"
_WAL_MAGICS = (0x377F0682, 0x377F0683)  # checksums in little- / big-endian words
_WAL_HEADER = 32
_FRAME_HEADER = 24
_MASK = 0xFFFFFFFF


class Damage(msgspec.Struct, frozen=True):
    """What was wrong with the journal's files, and what was put right on the copy."""

    problems: tuple[str, ...] = ()  # plain English, for the details of a message
    repaired: bool = False  # the copy was changed so that SQLite reads it

    @property
    def found(self) -> bool:
        return bool(self.problems)


def copy_store(files: list[Path], folder: Path) -> list[Path]:
    """Copy the journal's main file and WAL into ``folder`` (byte for byte; never the
    ``-shm``, which SQLite rebuilds from the WAL); the copies' paths, main file first."""
    copies = [folder / file.name for file in files]
    for source, copy in zip(files, copies):
        if source.name.endswith("-shm"):
            continue
        try:
            shutil.copyfile(source, copy)
        except FileNotFoundError:
            pass
    return copies


def examine_and_repair(main: Path, wal: Path) -> Damage:
    """Check the copied main file and WAL; put right what can be (on the copy). Never raises
    for the files' content (an OSError of the scratch folder propagates)."""
    problems: list[str] = []
    repaired = False
    wal_data = wal.read_bytes() if wal.exists() else b""
    main_size = main.stat().st_size
    page_size = _page_size(wal_data)
    if main_size == 0 and len(wal_data) > _WAL_HEADER:
        problems.append("the main recovery file was empty (0 bytes) beside its write-ahead log")
        with open(main, "wb") as stream:
            stream.write(b"\x00" * (page_size or 4096))
        repaired = True
    elif main_size:
        with open(main, "rb") as stream:
            start = stream.read(len(_SQLITE_MAGIC))
        if start != _SQLITE_MAGIC:
            problems.append("the start of the main recovery file was overwritten")
    if len(wal_data) >= _WAL_HEADER:
        if not _header_checks(wal_data):
            fixed = _repaired_header(wal_data)
            if fixed is None:
                problems.append("the header of the write-ahead log is damaged and could not be put right")
            else:
                problems.append("one bit of the write-ahead log's header was wrong; it was put right on a copy")
                wal.write_bytes(fixed + wal_data[_WAL_HEADER:])
                repaired = True
        if page_size and (len(wal_data) - _WAL_HEADER) % (page_size + _FRAME_HEADER):
            problems.append("the write-ahead log is cut short (it ends inside a step)")
    elif wal_data:
        problems.append("the write-ahead log is cut short (it ends inside its header)")
    return Damage(tuple(problems), repaired)


def _page_size(wal: bytes) -> int | None:
    """The page size the WAL's header gives, or the one its length fits (a damaged header)."""
    if len(wal) >= _WAL_HEADER:
        size = struct.unpack(">I", wal[8:12])[0]
        if size == 1:
            size = 65536
        if 512 <= size <= 65536 and size & (size - 1) == 0:
            return size
    for size in (4096, 1024, 2048, 8192, 16384, 32768, 65536, 512):
        if len(wal) > _WAL_HEADER and (len(wal) - _WAL_HEADER) % (size + _FRAME_HEADER) == 0:
            return size
    return None


def _words(data: bytes, big: bool) -> tuple[int, ...]:
    return struct.unpack(f"{'>' if big else '<'}{len(data) // 4}I", data)


def checksum(data: bytes, big: bool, s0: int = 0, s1: int = 0) -> tuple[int, int]:
    """SQLite's WAL checksum of ``data`` (a multiple of 8 bytes), from (s0, s1)."""
    words = _words(data, big)
    for i in range(0, len(words), 2):
        s0 = (s0 + words[i] + s1) & _MASK
        s1 = (s1 + words[i + 1] + s0) & _MASK
    return s0, s1


def _unchecksum(data: bytes, big: bool, s0: int, s1: int) -> tuple[int, int]:
    """The (s0, s1) that :func:`checksum` of ``data`` started from to end at (s0, s1)."""
    words = _words(data, big)
    for i in range(len(words) - 2, -1, -2):
        s1 = (s1 - words[i + 1] - s0) & _MASK
        s0 = (s0 - words[i] - s1) & _MASK
    return s0, s1


def _header_checks(wal: bytes) -> bool:
    magic = struct.unpack(">I", wal[:4])[0]
    if magic not in _WAL_MAGICS:
        return False
    return checksum(wal[:24], magic & 1 == 1) == struct.unpack(">II", wal[24:32])


def _repaired_header(wal: bytes) -> bytes | None:
    """The WAL header as it was before one bit of it flipped, found from the first frame;
    None if no single bit's flip explains it (or there is no whole first frame)."""
    page_size = _page_size(wal)
    if page_size is None or len(wal) < _WAL_HEADER + _FRAME_HEADER + page_size:
        return None
    frame = wal[_WAL_HEADER:_WAL_HEADER + _FRAME_HEADER + page_size]
    stored = struct.unpack(">II", frame[16:24])
    covered = frame[:8] + frame[_FRAME_HEADER:]
    header = bytearray(wal[:_WAL_HEADER])
    candidates = [bytes(header)]
    for bit in range(_WAL_HEADER * 8):
        flipped = bytearray(header)
        flipped[bit // 8] ^= 1 << (bit % 8)
        candidates.append(bytes(flipped))
    for big in (False, True):
        start = _unchecksum(covered, big, *stored)  # the header checksum frame 1 chains from
        for candidate in candidates:
            magic = struct.unpack(">I", candidate[:4])[0]
            if magic not in _WAL_MAGICS or (magic & 1 == 1) != big:
                continue
            if candidate[16:24] != frame[8:16]:  # the salts every frame repeats
                continue
            if checksum(candidate[:24], big) == start == struct.unpack(">II", candidate[24:32]):
                return candidate
    return None


def read_steps(path: Path) -> int | None:
    """The step count the writer keeps beside the journal (None: none, or unreadable)."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    return decode_steps(data)


def encode_steps(steps: int) -> bytes:
    import zlib

    body = b"GMTS" + struct.pack(">Q", steps)
    return body + struct.pack(">I", zlib.crc32(body))


def decode_steps(data: bytes) -> int | None:
    import zlib

    if len(data) != 16 or data[:4] != b"GMTS":
        return None
    if struct.unpack(">I", data[12:])[0] != zlib.crc32(data[:12]):
        return None
    return int(struct.unpack(">Q", data[4:12])[0])


def is_regular(path: Path) -> bool:
    return os.path.isfile(path) and not os.path.islink(path)

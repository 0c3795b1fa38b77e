"""What a file on disk was when GM Tracker last read or wrote it: size, mtime and a hash.

Before saving over the open encounter's file, the UI asks :func:`disk_change` whether
the file is still the one it opened or saved last; if another program changed or
deleted it meanwhile, the GM is asked before anything is overwritten (never silently).

The decision is on content: a file whose size and SHA-256 are unchanged is the same file,
even if another program rewrote it with the same bytes (a sync tool) or touched it. The
modification time is kept too: it is what a file manager shows, and a size change is
noticed without reading the file.
"""

from __future__ import annotations

import os
import stat
from enum import Enum

import msgspec

# Read in pieces of this size: hashing a 20 MB file never holds it twice in memory.
_CHUNK = 1 << 20


class Fingerprint(msgspec.Struct, frozen=True):
    """A file's size in bytes, modification time (ns) and SHA-256 of its content."""

    size: int
    mtime_ns: int
    sha256: bytes

    def same_content(self, other: Fingerprint) -> bool:
        return self.size == other.size and self.sha256 == other.sha256


class DiskChange(Enum):
    """How the file on disk differs from its last known fingerprint."""

    CHANGED = "changed"  # another content (or a file where there was none)
    DELETED = "deleted"  # gone (deleted, moved or renamed)


def _digest(data: bytes) -> bytes:
    import hashlib  # not at start-up

    return hashlib.sha256(data).digest()


def fingerprint(path: str | os.PathLike[str]) -> Fingerprint | None:
    """The fingerprint of the file at ``path`` now; None if there is no regular file there
    or it cannot be read."""
    import hashlib  # not at start-up

    try:
        with open(path, "rb") as stream:
            status = os.fstat(stream.fileno())
            if not stat.S_ISREG(status.st_mode):
                return None
            digest = hashlib.sha256()
            size = 0
            while chunk := stream.read(_CHUNK):
                digest.update(chunk)
                size += len(chunk)
    except OSError:
        return None
    return Fingerprint(size, status.st_mtime_ns, digest.digest())


def fingerprint_of_written(path: str | os.PathLike[str], data: bytes) -> Fingerprint:
    """The fingerprint of the file just written at ``path`` with ``data`` (not read again)."""
    status = os.stat(path)
    return Fingerprint(len(data), status.st_mtime_ns, _digest(data))


def disk_change(path: str | os.PathLike[str], known: Fingerprint | None) -> DiskChange | None:
    """How the file at ``path`` changed since it had the fingerprint ``known``; None if not.

    ``known`` None means there was no file when last looked: a file there now is a change.
    A file that exists but cannot be read is judged by its size and modification time.
    """
    try:
        status = os.stat(path)
    except FileNotFoundError:
        return DiskChange.DELETED if known is not None else None
    except OSError:
        return None  # cannot tell (the save itself will say what is wrong)
    if known is None:
        return DiskChange.CHANGED
    if not stat.S_ISREG(status.st_mode) or status.st_size != known.size:
        return DiskChange.CHANGED
    now = fingerprint(path)
    if now is None:
        return None if status.st_mtime_ns == known.mtime_ns else DiskChange.CHANGED
    return None if now.same_content(known) else DiskChange.CHANGED

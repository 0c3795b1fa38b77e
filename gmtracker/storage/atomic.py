"""Atomic file replacement: at every instant the file is either the old or the new one.

:func:`write_atomically` writes the new bytes to a temporary file in the same folder,
flushes and fsyncs it, optionally keeps the current file as ``NAME.bak``, then moves the
temporary file over the target with ``os.replace`` (atomic on POSIX and on NTFS) and
fsyncs the folder so the rename itself survives a power cut (where the system allows).

The backup is made *before* the replace, as a hard link to the current file (a copy on
file systems without hard links) under a temporary name, then renamed to ``NAME.bak``.
So a crash or kill at any instant leaves the target (old or new) and, from the second
save on, a backup that is a complete earlier version — never a half-written file.
A failure raises the ``OSError`` and removes the temporary files; the target is as it was.
"""

from __future__ import annotations

import errno
import os
import shutil
import stat
from contextlib import suppress
from pathlib import Path

BACKUP_SUFFIX = ".bak"
_TEMP_SUFFIX = ".tmp"
# New files get the usual permissions (0o666 minus the umask), not mkstemp's 0o600.
_NEW_FILE_MODE = 0o666
_OPEN_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOINHERIT", 0)


def backup_path(path: Path) -> Path:
    """Where the previous version of ``path`` is kept: ``fight.json`` → ``fight.json.bak``."""
    return path.with_name(path.name + BACKUP_SUFFIX)


def temporary_name(path: Path) -> Path:
    """A fresh hidden name beside ``path``: ``.fight.json.1a2b3c4d.tmp``."""
    import secrets  # not at start-up: it loads hashlib and hmac

    return path.with_name(f".{path.name}.{secrets.token_hex(4)}{_TEMP_SUFFIX}")


def write_atomically(path: Path, data: bytes, *, keep_backup: bool = False) -> Path:
    """Replace ``path`` with ``data`` atomically; return the file actually written.

    A symbolic link is followed: its target is replaced and the link kept. With
    ``keep_backup`` the current file (if any) becomes ``NAME.bak`` beside it.
    """
    target = Path(os.path.realpath(path))
    folder = target.parent
    mode = _existing_mode(target)
    temporary = _create(target, data, mode)
    try:
        if keep_backup and mode is not None:
            _make_backup(target)
        os.replace(temporary, target)
    except BaseException:
        with suppress(OSError):
            os.unlink(temporary)
        raise
    fsync_folder(folder)
    return target


def _existing_mode(target: Path) -> int | None:
    """The permission bits of the current file (kept by the new one), None if none."""
    try:
        status = os.stat(target)
    except FileNotFoundError:
        return None
    if not stat.S_ISREG(status.st_mode):
        if stat.S_ISDIR(status.st_mode):
            raise IsADirectoryError(errno.EISDIR, "is a folder", str(target))
        raise OSError(errno.EINVAL, "is not a regular file", str(target))
    return stat.S_IMODE(status.st_mode)


def _create(target: Path, data: bytes, mode: int | None) -> Path:
    """Write ``data`` to a new temporary file beside ``target``, flushed and fsynced."""
    while True:
        temporary = temporary_name(target)
        try:
            descriptor = os.open(temporary, _OPEN_FLAGS, _NEW_FILE_MODE)
            break
        except FileExistsError:
            continue
        except OSError as error:
            # Name the folder: the temporary name means nothing to the GM.
            raise type(error)(error.errno, error.strerror, str(target.parent)) from None
    try:
        with os.fdopen(descriptor, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        if mode is not None and os.name == "posix":
            os.chmod(temporary, mode)
    except BaseException:
        with suppress(OSError):
            os.unlink(temporary)
        raise
    return temporary


def _make_backup(target: Path) -> None:
    """Make ``target`` also ``NAME.bak`` (hard link, else a copy), atomically."""
    backup = backup_path(target)
    staging = temporary_name(target)
    try:
        try:
            os.link(target, staging)
        except OSError:
            # No hard links here (FAT, some network shares): a synced copy instead.
            shutil.copyfile(target, staging)
            with open(staging, "rb") as stream:
                os.fsync(stream.fileno())
        os.replace(staging, backup)
    finally:
        # If the backup already was this very file (a crash between the link and the
        # replace of the previous save), rename does nothing and the staging name stays.
        with suppress(FileNotFoundError):
            os.unlink(staging)


def fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable, where the system supports it (not Windows)."""
    if os.name != "posix":
        return
    try:
        descriptor = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass  # some file systems refuse fsync on a folder; the data itself is synced
    finally:
        os.close(descriptor)


"""Atomic file replacement: at every instant the file is either the old or the new one.

:func:`write_atomically` writes the new bytes to a temporary file in the same folder,
flushes and fsyncs it, moves it over the target with ``os.replace`` (atomic on POSIX and
on NTFS) and fsyncs the folder so the rename itself survives a power cut (where the
system allows).

With ``keep_backup`` the file being replaced becomes ``NAME.bak``: before the replace, a
hard link to the current file (a synced copy on file systems without hard links) is made
under a temporary name; *after* the new file is in place, that name is renamed to
``NAME.bak``. So a crash or kill at any instant leaves the target (old or new) and, from
the second save on, a backup that is a complete earlier version, never a half-written
file, and never the new file's twin: the backup is only rotated once the new file is in
place, and taken from the last complete file. A save of exactly the bytes already in the
file writes nothing and leaves the backup alone, so ``NAME.bak`` keeps the previous
*different* version (saving twice, or saving again after an interrupted save of the
same content, used to make the backup equal to the file).

A save killed half-way leaves its hidden temporary files (``.NAME.1a2b3c4d.tmp``); the
next save of the same file removes them. A failure raises the ``OSError`` and removes the
temporary files of this save; the target is as it was.
"""

from __future__ import annotations

import errno
import os
import re
import shutil
import stat
from contextlib import suppress
from pathlib import Path

BACKUP_SUFFIX = ".bak"
_TEMP_SUFFIX = ".tmp"
# New files get the usual permissions (0o666 minus the umask), not mkstemp's 0o600.
_NEW_FILE_MODE = 0o666
_OPEN_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOINHERIT", 0)
_TOKEN = re.compile(r"[0-9a-f]{8}")


def backup_path(path: Path) -> Path:
    """Where the previous version of ``path`` is kept: ``fight.json`` → ``fight.json.bak``."""
    return path.with_name(path.name + BACKUP_SUFFIX)


def temporary_name(path: Path) -> Path:
    """A fresh hidden name beside ``path``: ``.fight.json.1a2b3c4d.tmp``."""
    import secrets  # not at start-up: it loads hashlib and hmac

    return path.with_name(f".{path.name}.{secrets.token_hex(4)}{_TEMP_SUFFIX}")


def is_temporary_of(name: str, path: Path) -> bool:
    """True if ``name`` is one of :func:`temporary_name`'s names for ``path``."""
    prefix = f".{path.name}."
    return (name.startswith(prefix) and name.endswith(_TEMP_SUFFIX)
            and _TOKEN.fullmatch(name[len(prefix):-len(_TEMP_SUFFIX)]) is not None)


def stale_temporaries(path: Path) -> list[Path]:
    """The temporary files an interrupted save of ``path`` left beside it."""
    try:
        entries = list(os.scandir(path.parent))
    except OSError:
        return []
    return [Path(entry.path) for entry in entries if is_temporary_of(entry.name, path)]


def remove_stale_temporaries(path: Path) -> int:
    """Remove what interrupted saves of ``path`` left behind; return how many were removed.

    Never fails: a leftover that cannot be removed now is tried again at the next save.
    """
    removed = 0
    for leftover in stale_temporaries(path):
        try:
            os.unlink(leftover)
        except OSError:
            continue
        removed += 1
    return removed


def write_atomically(path: Path, data: bytes, *, keep_backup: bool = False) -> Path:
    """Replace ``path`` with ``data`` atomically; return the file actually written.

    A symbolic link is followed: its target is replaced and the link kept. With
    ``keep_backup`` the current file (if any) becomes ``NAME.bak`` beside it, unless it
    already holds exactly ``data`` (then nothing is written).
    """
    target = Path(os.path.realpath(path))
    folder = target.parent
    mode = _existing_mode(target)
    remove_stale_temporaries(target)
    if keep_backup and mode is not None and _holds(target, data):
        return target
    temporary = _create(target, data, mode)
    staging: Path | None = None
    try:
        if keep_backup and mode is not None:
            staging = _stage_backup(target)
        os.replace(temporary, target)
    except BaseException:
        for leftover in (temporary, staging):
            if leftover is not None:
                with suppress(OSError):
                    os.unlink(leftover)
        raise
    if staging is not None:
        _rotate_backup(staging, backup_path(target))
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


def _holds(target: Path, data: bytes) -> bool:
    """True if the file at ``target`` is exactly ``data`` (False if it cannot be read)."""
    try:
        if os.stat(target).st_size != len(data):
            return False
        with open(target, "rb") as stream:
            return stream.read(len(data) + 1) == data
    except OSError:
        return False


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


def _stage_backup(target: Path) -> Path:
    """A second, temporary name for the current (complete) ``target``: a hard link, else
    a synced copy. It becomes ``NAME.bak`` once the new file is in place."""
    staging = temporary_name(target)
    try:
        os.link(target, staging)
    except FileExistsError:
        return _stage_backup(target)
    except OSError:
        # No hard links here (FAT, some network shares): a synced copy instead.
        try:
            shutil.copyfile(target, staging)
            with open(staging, "rb") as stream:
                os.fsync(stream.fileno())
        except BaseException:
            with suppress(OSError):
                os.unlink(staging)
            raise
    return staging


def _rotate_backup(staging: Path, backup: Path) -> None:
    """Make the staged previous version ``NAME.bak``.

    The new file is already saved: if the rename fails (the folder turned read-only a
    moment ago), the previous backup stays and the staging name is removed.
    """
    try:
        os.replace(staging, backup)
    except OSError:
        pass
    finally:
        # If the backup already was this very file (two links to one file), rename
        # does nothing and the staging name stays.
        with suppress(OSError):
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

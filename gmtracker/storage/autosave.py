"""Autosave and crash recovery: the open encounter and its undo history, one file.

The UI calls :func:`write_autosave` after changes (it debounces; nothing here runs on a
timer) with the encounter, its undo history as :class:`~gmtracker.encounter.HistoryStep`
values, the undo index (how many of those steps are applied; the rest can be redone),
and the encounter file it belongs to (None for one never saved). The recovery file
(``UserPaths.autosave_file``) is replaced atomically, so a crash while writing it
leaves the previous one.

At start-up :func:`read_autosave` says whether there is something to recover. A file
that cannot be used is reported, never deleted: the :class:`Recovery` then has an
``error`` and no encounter, and the file stays for the GM (or a bug report). A readable
file gives the encounter and :meth:`Recovery.commands` — :class:`ReplayedCommand` values
that undo and redo exactly as before the crash. Before that, the whole history is
replayed on a copy: a history that does not fit the encounter is dropped (with
``history_problem`` saying why) rather than crashing the first undo.

:func:`clear_autosave` removes the file once the GM has saved or discarded the work.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Literal

import msgspec

from gmtracker.encounter.command import HistoryStep, ReplayedCommand
from gmtracker.encounter.encounter import Encounter
from gmtracker.encounter.model import FORMAT_VERSION

from .atomic import write_atomically
from .errors import SaveError, StorageFileError
from .json_files import describe_failure, gc_paused, read_file, without_bom
from .paths import UserPaths
from .validation import first_problem

AUTOSAVE_FORMAT = "gmtracker-autosave"
AUTOSAVE_VERSION = 1
#: A recovery file holds the encounter and every step's before and after: allow more
#: than an encounter file, but not without bound.
MAX_AUTOSAVE_BYTES = 256 * 1024 * 1024


class AutosaveFile(msgspec.Struct, forbid_unknown_fields=True):
    """What the recovery file holds (the encounter and history last: they are large)."""

    format: Literal["gmtracker-autosave"]
    version: int
    saved_at: datetime
    source_path: str | None
    index: int
    encounter: Encounter
    history: list[HistoryStep]


@dataclass(frozen=True)
class Recovery:
    """What :func:`read_autosave` found: work to recover, or why it cannot be.

    ``error`` is None for a usable file; then ``encounter`` is the encounter as it was,
    ``history`` its undo steps, of which the first ``index`` are applied. Otherwise
    ``error`` says what is wrong and ``file`` (kept on disk) where it is.
    """

    file: Path
    encounter: Encounter | None = None
    history: tuple[HistoryStep, ...] = ()
    index: int = 0
    source_path: Path | None = None
    saved_at: datetime | None = None
    error: str | None = None
    history_problem: str | None = None  # the history was dropped, the encounter kept

    @property
    def readable(self) -> bool:
        return self.error is None and self.encounter is not None

    def commands(self) -> list[ReplayedCommand]:
        """The undo history as commands, oldest first (push them onto the undo stack,
        then set its index to :attr:`index`)."""
        return [ReplayedCommand(step) for step in self.history]


_ENCODER = msgspec.json.Encoder()
_DECODER = msgspec.json.Decoder(AutosaveFile)


def write_autosave(
    paths: UserPaths,
    encounter: Encounter,
    history: Sequence[HistoryStep],
    index: int,
    source_path: str | os.PathLike[str] | None,
    *,
    saved_at: datetime | None = None,
) -> Path:
    """Replace the recovery file with this encounter and history; return its path.

    ``index`` is how many steps of ``history`` are applied (0 … len(history)).
    Raises :class:`SaveError` if it cannot be written; ``ValueError`` for an index
    outside the history.
    """
    if not 0 <= index <= len(history):
        raise ValueError(f"undo index {index} is outside a history of {len(history)} steps")
    target = paths.autosave_file
    content = AutosaveFile(
        format=AUTOSAVE_FORMAT,
        version=AUTOSAVE_VERSION,
        saved_at=saved_at if saved_at is not None else datetime.now(timezone.utc),
        source_path=None if source_path is None else os.fspath(Path(source_path).absolute()),
        index=index,
        encounter=encounter,
        history=list(history),
    )
    try:
        data = _ENCODER.encode(content)
    except (TypeError, ValueError, OverflowError, msgspec.EncodeError) as error:
        raise SaveError(target, f"the encounter cannot be written as JSON: {error}") from None
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(target, data)
    except OSError as error:
        raise SaveError.from_os_error(target, error) from None
    return target


def read_autosave(paths: UserPaths) -> Recovery | None:
    """What the recovery file holds; None when there is none. Never raises for a bad file."""
    target = paths.autosave_file
    if not os.path.lexists(target):
        return None
    try:
        data = without_bom(read_file(target, MAX_AUTOSAVE_BYTES, StorageFileError,
                                     kind="an autosave file"))
    except StorageFileError as error:
        return Recovery(target, error=error.detail)
    try:
        with gc_paused():
            content = _DECODER.decode(data)
    except (msgspec.DecodeError, RecursionError) as failure:
        reason, where = describe_failure(data, failure, AutosaveFile)
        return Recovery(target, error=StorageFileError(target, reason, where).detail)
    if content.version != AUTOSAVE_VERSION or content.encounter.version != FORMAT_VERSION:
        return Recovery(target, error=f"written by another version of GM Tracker (autosave "
                                      f"version {content.version}, encounter version "
                                      f"{content.encounter.version})")
    problem = first_problem(content.encounter)
    if problem is not None:
        return Recovery(target, error=f"$.encounter{problem.where[1:]}: {problem.reason}")
    if not 0 <= content.index <= len(content.history):
        return Recovery(target, error=f"$.index: undo index {content.index} is outside a "
                                      f"history of {len(content.history)} steps")
    history = tuple(content.history)
    history_problem = _replay_problem(content.encounter, history, content.index)
    if history_problem is not None:
        history, index = (), 0
    else:
        index = content.index
    return Recovery(
        target,
        encounter=content.encounter,
        history=history,
        index=index,
        source_path=None if content.source_path is None else Path(content.source_path),
        saved_at=content.saved_at,
        history_problem=history_problem,
    )


def _replay_problem(encounter: Encounter, history: Sequence[HistoryStep], index: int) -> str | None:
    """Why the history does not fit the encounter (None if it does), tried on a copy.

    Undo every applied step back to the start, redo all of them, and check that the
    encounter at ``index`` is the saved one: what the GM will do with the undo stack.
    """
    copy = msgspec.json.decode(msgspec.json.encode(encounter), type=Encounter)
    step_number = 0
    try:
        for step_number in range(index, 0, -1):
            ReplayedCommand(history[step_number - 1]).revert(copy)
        for step_number in range(1, len(history) + 1):
            ReplayedCommand(history[step_number - 1]).apply(copy)
            if step_number == index and copy != encounter:
                return f"redoing up to step {index} does not give the saved encounter"
    except Exception as error:  # patches from a file: anything may be inconsistent
        return f"step {step_number} ({history[step_number - 1].label!r}) does not fit: " \
               f"{type(error).__name__}: {error}"
    return None


def clear_autosave(paths: UserPaths) -> None:
    """Remove the recovery file (the work was saved or discarded); no error if none."""
    try:
        os.unlink(paths.autosave_file)
    except FileNotFoundError:
        pass
    except OSError as error:
        raise SaveError.from_os_error(paths.autosave_file, error) from None

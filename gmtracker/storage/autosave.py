"""Crash recovery: what the recovery journal holds, and what to do with a bad one.

The UI writes every step of the open encounter to the recovery journal
(:class:`~gmtracker.storage.journal.Journal`, ``UserPaths.autosave_file``) as it
happens. At start-up :func:`read_autosave` says whether there is something to recover:

* None — no journal (the last session ended cleanly, or never changed anything);
* a readable :class:`Recovery` — the encounter as it was after the last step written,
  its undo history (:attr:`Recovery.entries`, of which the first :attr:`Recovery.index`
  are applied) and the encounter file it belongs to. The whole history is first replayed
  on a copy: a history that does not fit the encounter is dropped, with
  :attr:`Recovery.history_problem` saying why, rather than crashing the first undo;
* an unreadable :class:`Recovery` — :attr:`Recovery.error` says why. It is never
  deleted nor overwritten: :func:`keep_unreadable` moves it aside under a timestamped
  name (``recovery.sqlite3.unreadable-20261201-211530``) where it stays until the GM
  deletes it.

:func:`clear_autosave` removes the journal once the GM has discarded the work.

The journal is never opened where it is (SQLite would fold, or throw away, its WAL):
its files are copied byte for byte into a scratch folder and the copy is read, put right
first if it can be (:mod:`.journal_repair`). :attr:`Recovery.damage` says what was wrong,
and :attr:`Recovery.steps_read` of :attr:`Recovery.steps_written` how much of it was read:
a journal cut short is offered as "the first N of M steps", never restored silently short
(issue 27 items 1 and 2). A damaged journal is kept aside as it was (:func:`keep_unreadable`).

GM Tracker before the journal wrote ``recovery.json`` (the whole encounter and history
in one JSON file). One left by a crash before an upgrade is still read and offered, as
long as there is no journal: the GM's work is not lost to the upgrade.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Literal

import msgspec

from gmtracker.encounter.command import HistoryStep, ReplayedCommand
from gmtracker.encounter.encounter import Encounter
from gmtracker.encounter.model import FORMAT_VERSION

from .errors import SaveError, StorageFileError
from .fingerprint import Fingerprint
from .json_files import canonical_records, describe_failure, gc_paused, read_file, without_bom
from .journal import (
    APPLICATION_ID,
    JOURNAL_VERSION,
    JournalEntry,
    STEPS_SUFFIX,
    connect,
    remove_store,
    store_files,
)
from .journal_repair import copy_store, examine_and_repair, read_steps
from .paths import UserPaths
from .validation import first_problem

if TYPE_CHECKING:  # sqlite3 loads with the first journal read or write, not at start-up
    import sqlite3

# When the journal's base snapshot was taken, as the messages say it.
_BASE_MOMENT = "when it was last opened, saved or restored"
# The recovery file of GM Tracker before the journal, in the same folder.
LEGACY_FILE_NAME = "recovery.json"
# A legacy recovery file holds the encounter and every step: allow more than an encounter file.
MAX_LEGACY_BYTES = 256 * 1024 * 1024
# The suffix of a recovery store moved aside because it could not be read.
UNREADABLE_MARK = ".unreadable-"


class Recovery(msgspec.Struct, frozen=True):
    """What :func:`read_autosave` found: work to recover, or why it cannot be.

    ``error`` is None for a usable journal; then ``encounter`` is the encounter as it
    was, ``entries`` its undo-stack entries, of which the first ``index`` are applied.
    Otherwise ``error`` says what is wrong and ``file`` where the journal is.
    """

    file: Path
    encounter: Encounter | None = None
    entries: tuple[JournalEntry, ...] = ()
    index: int = 0
    source_path: Path | None = None
    saved_at: datetime | None = None
    error: str | None = None
    history_problem: str | None = None  # the undo history was dropped, the encounter kept
    # The encounter file as GM Tracker last opened or saved it before the crash (None:
    # not known), so a change another program made meanwhile is still noticed on Save.
    disk_state: Fingerprint | None = None
    # What was wrong with the journal's files (plain English; empty: nothing found).
    damage: tuple[str, ...] = ()
    # Steps the journal read holds, and steps its writer wrote (the count kept beside it);
    # None where not known (a journal of GM Tracker before the count).
    steps_read: int | None = None
    steps_written: int | None = None
    # The encounter file being saved when the journal ended (size, SHA-256), if a save had
    # begun and its end was not written: a file with this content is the GM's own save.
    saving: tuple[int, bytes] | None = None

    @property
    def readable(self) -> bool:
        return self.error is None and self.encounter is not None

    @property
    def short(self) -> bool:
        """The journal holds fewer steps than were written (cut short, its WAL lost)."""
        return (self.steps_written is not None and self.steps_read is not None
                and self.steps_written > self.steps_read)

    @property
    def damaged(self) -> bool:
        """Something was wrong with the files: they are to be kept aside as they were."""
        return bool(self.damage) or self.short

    @property
    def history(self) -> tuple[HistoryStep, ...]:
        """Every step of the undo history, macros flattened, oldest first."""
        return tuple(step for entry in self.entries for step in entry.steps)

    def commands(self) -> list[list[ReplayedCommand]]:
        """The undo history as commands, one list per undo-stack entry (several for a
        macro), oldest first: push them, then set the undo index to :attr:`index`."""
        return [[ReplayedCommand(step) for step in entry.steps] for entry in self.entries]


class _Raw(msgspec.Struct, frozen=True):
    application_id: int
    version: int
    base: tuple[int, bytes] | None
    state: tuple[int, str | None, str] | None
    entries: list[tuple[int, bytes]]
    disk: tuple[int, int, bytes] | None = None
    steps: int | None = None
    saving: tuple[int, bytes] | None = None


def legacy_file(paths: UserPaths) -> Path:
    """Where GM Tracker before the journal kept its recovery file."""
    return paths.autosave_dir / LEGACY_FILE_NAME


def read_autosave(paths: UserPaths) -> Recovery | None:
    """What the recovery journal holds; None when there is none. Never raises for a bad one.

    Without a journal, a recovery file of GM Tracker before the journal is read instead.
    """
    target = paths.autosave_file
    if not os.path.lexists(target):
        legacy = legacy_file(paths)
        return _read_legacy(legacy) if os.path.lexists(legacy) else None
    problem = _file_problem(target)
    if problem is not None:
        return Recovery(target, error=problem)
    written = read_steps(target.with_name(target.name + STEPS_SUFFIX))
    import tempfile
    try:
        with tempfile.TemporaryDirectory(prefix="gmtracker-journal-") as scratch:
            recovery = _read_copy(target, Path(scratch))
    except OSError as error:  # the scratch folder (the journal itself is only read)
        return Recovery(target, error=f"cannot be copied to be read: {error.strerror or error}",
                        steps_written=written)
    return msgspec.structs.replace(recovery, steps_written=written)


def _read_copy(target: Path, scratch: Path) -> Recovery:
    """Read the journal from a copy of its files in ``scratch``, put right first if need be."""
    import sqlite3  # only when there is a journal: not at every start-up
    main, wal = copy_store(store_files(target)[:2], scratch)
    damage = examine_and_repair(main, wal)
    try:
        raw = _read_raw(connect(main, create=False))
    except sqlite3.Error as error:
        return Recovery(target, error=f"not a readable recovery store: {error}", damage=damage.problems)
    try:
        recovery = _recovery(target, raw)
    except Exception as error:  # a file can hold anything: the start-up never fails on it
        recovery = Recovery(target, error=f"cannot be read: {type(error).__name__}: {error}")
    steps = raw.steps if _is_int(raw.steps) else None
    saving = raw.saving if raw.saving is not None and _is_int(raw.saving[0]) \
        and isinstance(raw.saving[1], bytes) else None
    return msgspec.structs.replace(recovery, damage=damage.problems, steps_read=steps, saving=saving)


def _file_problem(target: Path) -> str | None:
    try:
        status = os.stat(target)
    except OSError as error:
        return (error.strerror or str(error)).lower()
    if stat.S_ISDIR(status.st_mode):
        return "is a folder, not a recovery store"
    if not stat.S_ISREG(status.st_mode):
        return "is not a regular file, so not a recovery store"
    if not os.access(target, os.R_OK):
        return "permission denied"
    return None


def _read_raw(db: sqlite3.Connection) -> _Raw:
    import sqlite3
    try:
        db.execute("BEGIN")  # one consistent snapshot
        application_id = db.execute("PRAGMA application_id").fetchone()[0]
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if application_id != APPLICATION_ID or version != JOURNAL_VERSION:
            return _Raw(application_id, version, None, None, [])
        base = db.execute("SELECT base_index, encounter FROM base WHERE id = 1").fetchone()
        state = db.execute("SELECT idx, source_path, saved_at FROM state WHERE id = 1").fetchone()
        entries = db.execute("SELECT pos, entry FROM entries ORDER BY pos").fetchall()
        try:
            disk = db.execute("SELECT size, mtime_ns, sha256 FROM disk WHERE id = 1").fetchone()
        except sqlite3.OperationalError:  # a journal written before the file was kept in it
            disk = None
        try:
            row = db.execute("SELECT count FROM steps WHERE id = 1").fetchone()
            steps = None if row is None else row[0]
            saving = db.execute("SELECT size, sha256 FROM saving WHERE id = 1").fetchone()
        except sqlite3.OperationalError:  # a journal written before steps were counted
            steps, saving = None, None
        db.execute("COMMIT")
        return _Raw(application_id, version, base, state, entries, disk, steps, saving)
    finally:
        db.close()


_ENCOUNTER = msgspec.json.Decoder(Encounter)
_ENTRY = msgspec.json.Decoder(JournalEntry)


def _decoded_encounter(data: bytes) -> Encounter:
    """An encounter from the journal, its log records as GM Tracker writes them; a record that
    is not a JSON object or null is refused as a decoding failure."""
    with gc_paused():
        encounter = _ENCOUNTER.decode(data)
        bad = canonical_records(encounter.log)
    if bad is not None:
        raise msgspec.ValidationError(f"{bad[1]} - at `$.log[{bad[0]}].record`")
    return encounter


def _decoded_entry(data: bytes) -> JournalEntry:
    """An undo-history entry from the journal; a log record in it that is not a JSON object or
    null is refused as a decoding failure (the history, not the encounter, is then dropped)."""
    entry = _ENTRY.decode(data)
    for number, step in enumerate(entry.steps):
        bad = canonical_records(step.patch.log)
        if bad is not None:
            raise msgspec.ValidationError(f"{bad[1]} - at `$.steps[{number}].patch.log[{bad[0]}].record`")
    return entry


def _fingerprint(row: tuple[int, int, bytes] | None) -> Fingerprint | None:
    if row is None:
        return None
    size, mtime_ns, sha256 = row
    if not (_is_int(size) and _is_int(mtime_ns) and isinstance(sha256, bytes)):
        return None
    return Fingerprint(size, mtime_ns, sha256)


def _recovery(target: Path, raw: _Raw) -> Recovery:
    if raw.application_id != APPLICATION_ID:
        return Recovery(target, error="not a GM Tracker recovery store")
    if raw.version != JOURNAL_VERSION:
        return Recovery(target, error=f"written by another version of GM Tracker "
                                      f"(recovery store version {raw.version})")
    if raw.base is None or raw.state is None:
        return Recovery(target, error="holds no encounter (it was being created)")
    base_index, base_data = raw.base
    index, source_path, saved_at = raw.state
    if not (_is_int(index) and _is_int(base_index) and isinstance(base_data, bytes)
            and isinstance(source_path, (str, type(None))) and isinstance(saved_at, str)
            and all(_is_int(pos) and isinstance(data, bytes) for pos, data in raw.entries)):
        return Recovery(target, error="it holds values of the wrong type")
    count = len(raw.entries)
    if [pos for pos, _ in raw.entries] != list(range(count)):
        return Recovery(target, error="the undo history has gaps")
    for name, value in (("undo index", index), ("base index", base_index)):
        if not 0 <= value <= count:
            return Recovery(target, error=f"{name} {value} is outside a history of {count} entries")
    try:
        base = _decoded_encounter(base_data)
    except (msgspec.DecodeError, RecursionError) as failure:
        return Recovery(target, error=f"the encounter cannot be read: {failure}")
    if base.version != FORMAT_VERSION:
        return Recovery(target, error=f"written by another version of GM Tracker "
                                      f"(encounter version {base.version})")
    problem = first_problem(base)
    if problem is not None:
        return Recovery(target, error=f"$.encounter{problem.where[1:]}: {problem.reason}")
    common = dict(source_path=None if source_path is None else Path(source_path),
                  saved_at=_moment(saved_at), disk_state=_fingerprint(raw.disk))
    try:
        entries = tuple(_decoded_entry(data) for _, data in raw.entries)
    except (msgspec.DecodeError, RecursionError) as failure:
        return Recovery(target, encounter=base, history_problem=f"the undo history cannot be read: {failure}; "
                                                              f"the encounter is as it was {_BASE_MOMENT}",
                        **common)  # type: ignore[arg-type]
    try:
        encounter = _moved(base_data, base_index, entries, index)
    except Exception as error:  # patches from a file: anything may be inconsistent
        return Recovery(target, encounter=base,
                        history_problem=f"the steps since {_BASE_MOMENT} do not fit the encounter "
                                        f"({type(error).__name__}: {error}); the encounter is as it was then",
                        **common)  # type: ignore[arg-type]
    problem = first_problem(encounter)
    if problem is not None:
        return Recovery(target, encounter=base,
                        history_problem=f"the steps since {_BASE_MOMENT} lead to an encounter that "
                                        f"is not valid ({problem.where}: {problem.reason}); the encounter is as "
                                        f"it was then", **common)  # type: ignore[arg-type]
    flat = [step for entry in entries for step in entry.steps]
    flat_index = sum(len(entry.steps) for entry in entries[:index])
    history_problem = _replay_problem(encounter, flat, flat_index)
    if history_problem is not None:
        entries, index = (), 0
    return Recovery(target, encounter=encounter, entries=entries, index=index,
                    history_problem=history_problem, **common)  # type: ignore[arg-type]


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _moment(text: str) -> datetime | None:
    try:
        return datetime.fromisoformat(text)
    except (TypeError, ValueError):
        return None


def _moved(base_data: bytes, base_index: int, entries: Sequence[JournalEntry], index: int) -> Encounter:
    """The base encounter moved from ``base_index`` to ``index`` through the entries."""
    encounter = _decoded_encounter(base_data)
    for position in range(base_index, index):  # redo forward
        for step in entries[position].steps:
            ReplayedCommand(step).apply(encounter)
    for position in range(base_index - 1, index - 1, -1):  # or undo back
        for step in reversed(entries[position].steps):
            ReplayedCommand(step).revert(encounter)
    return encounter


def _replay_problem(encounter: Encounter, history: Sequence[HistoryStep], index: int) -> str | None:
    """Why the history does not fit the encounter (None if it does), tried on a copy.

    Undo every applied step back to the start, redo all of them, and check that the
    encounter at ``index`` is the recovered one: what the GM will do with the undo stack.
    """
    copy = msgspec.json.decode(msgspec.json.encode(encounter), type=Encounter)
    step_number = 0
    try:
        for step_number in range(index, 0, -1):
            ReplayedCommand(history[step_number - 1]).revert(copy)
        for step_number in range(1, len(history) + 1):
            ReplayedCommand(history[step_number - 1]).apply(copy)
            if step_number == index and copy != encounter:
                return f"redoing up to step {index} does not give the recovered encounter"
    except Exception as error:  # patches from a file: anything may be inconsistent
        return f"step {step_number} ({history[step_number - 1].label!r}) does not fit: " \
               f"{type(error).__name__}: {error}"
    return None


class _LegacyFile(msgspec.Struct):
    """The recovery file of GM Tracker before the journal."""

    format: Literal["gmtracker-autosave"]
    version: int
    saved_at: datetime
    source_path: str | None
    index: int
    encounter: Encounter
    history: list[HistoryStep]


def _read_legacy(target: Path) -> Recovery:
    try:
        data = without_bom(read_file(target, MAX_LEGACY_BYTES, StorageFileError, kind="a recovery file"))
    except StorageFileError as error:
        return Recovery(target, error=error.detail)
    try:
        with gc_paused():
            content = msgspec.json.decode(data, type=_LegacyFile)
    except (msgspec.DecodeError, RecursionError) as failure:
        reason, where = describe_failure(data, failure, _LegacyFile)
        return Recovery(target, error=StorageFileError(target, reason, where).detail)
    if content.version != 1 or content.encounter.version != FORMAT_VERSION:
        return Recovery(target, error=f"written by another version of GM Tracker (autosave version "
                                      f"{content.version}, encounter version {content.encounter.version})")
    bad = canonical_records(content.encounter.log)
    problem = first_problem(content.encounter)
    if problem is None and bad is not None:
        return Recovery(target, error=f"$.encounter.log[{bad[0]}].record: {bad[1]}")
    if problem is not None:
        return Recovery(target, error=f"$.encounter{problem.where[1:]}: {problem.reason}")
    for number, step in enumerate(content.history):
        bad = canonical_records(step.patch.log)
        if bad is not None:
            return Recovery(target, error=f"$.history[{number}].patch.log[{bad[0]}].record: {bad[1]}")
    if not 0 <= content.index <= len(content.history):
        return Recovery(target, error=f"$.index: undo index {content.index} is outside a history of "
                                      f"{len(content.history)} steps")
    entries: tuple[JournalEntry, ...] = tuple(JournalEntry([step]) for step in content.history)
    index = content.index
    history_problem = _replay_problem(content.encounter, content.history, index)
    if history_problem is not None:
        entries, index = (), 0
    return Recovery(target, encounter=content.encounter, entries=entries, index=index,
                    source_path=None if content.source_path is None else Path(content.source_path),
                    saved_at=content.saved_at, history_problem=history_problem)


def keep_unreadable(paths: UserPaths, now: datetime | None = None, file: Path | None = None) -> Path:
    """Move the recovery journal aside under a timestamped name; return where it is now.

    ``recovery.sqlite3`` becomes ``recovery.sqlite3.unreadable-20261201-211530`` (with
    ``-2``, ``-3``… if that is taken), its companion files follow it, so nothing
    overwrites or deletes it: it stays until the GM deletes it. SaveError if it cannot
    be moved (it then stays where it was, and is not overwritten either). ``file`` is the
    recovery file to move (:attr:`Recovery.file`; the journal if not given).
    """
    target = file if file is not None else paths.autosave_file
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    kept = target.with_name(f"{target.name}{UNREADABLE_MARK}{stamp}")
    number = 1
    while any(os.path.lexists(file) for file in store_files(kept)):
        number += 1
        kept = target.with_name(f"{target.name}{UNREADABLE_MARK}{stamp}-{number}")
    for source, destination in zip(store_files(target), store_files(kept)):
        try:
            if source == target or os.path.lexists(source):
                os.rename(source, destination)
        except OSError as error:
            raise SaveError.from_os_error(target, error) from None
    return kept


def clear_autosave(paths: UserPaths) -> None:
    """Remove the recovery journal (the GM discarded the work, or restored it into a new
    journal) and a recovery file of GM Tracker before the journal; no error if none.

    SaveError if one cannot be removed (a read-only folder): the caller reports it.
    """
    remove_store(paths.autosave_file)
    remove_store(legacy_file(paths))


def remove_recovery_file(path: Path) -> None:
    """Remove one recovery file (with its companions): one restored into the journal.

    SaveError if it cannot be removed.
    """
    remove_store(path)

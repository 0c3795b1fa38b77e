"""The recovery journal: every step of the open encounter on disk, one small write each.

A crash must never cost more than the action in flight, so every change the GM makes
(a command, a macro, an undo or redo, a jump in the undo history) is written before
control returns to the GM. Rewriting the whole encounter and its history each time grows
with the session (12.6 MB and 77 ms after 5,000 actions); this journal instead keeps, in
one SQLite database in WAL mode (``UserPaths.autosave_file``):

* ``base`` — one snapshot of the encounter (JSON) and the position in the undo history
  it stands at (``base_index``);
* ``entries`` — the undo history, one row per undo-stack entry (a :class:`JournalEntry`:
  the :class:`~gmtracker.encounter.HistoryStep` values of one command, or of a macro
  with its text);
* ``state`` — how many entries are applied (the undo index), the encounter file the
  work belongs to, and when the last step was written.

A new command after some undos is one transaction: the redo entries are deleted, the
new entry inserted, the index set. An undo or redo is one ``UPDATE``. Nothing is
rewritten, so the cost of a step does not grow with the session. The current encounter
is the base moved to the index (its entries applied or reverted): see
:func:`gmtracker.storage.autosave.read_autosave`. The base is rewritten (compaction,
which also truncates the WAL) when the encounter is saved or restored — work that is
O(encounter) anyway —, at the first step after a file is opened or made, at the next
pause after 1,000 steps (:data:`.journal_mirror.COMPACT_AFTER_STEPS`), and when a new
command is pushed below it (the base's branch of the history is gone). So the journal
holds the undo history (which must be kept) and one encounter, and a step's cost stays
flat however long the session.

Durability: ``synchronous=FULL`` (the default here) fsyncs the WAL at every commit, so
a step survives a power cut once :meth:`Journal.push` returns (if the disk honours
fsync); with ``NORMAL`` a step survives the process being killed but a power cut may
lose the last steps (the WAL is only fsynced at checkpoints). FULL costs about 0.1 to
0.3 ms per step here (tests/benchmarks/bench_autosave.py), well within budget.

No Qt here; what to write at each step is :mod:`.journal_mirror`'s to decide, and the UI
says when a step happens (``gmtracker/ui/shell/document.py``).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Literal

import msgspec

from gmtracker.encounter.command import HistoryStep
from gmtracker.encounter.encounter import Encounter

from .errors import SaveError
from .fingerprint import Fingerprint

if TYPE_CHECKING:  # sqlite3 loads with the first journal read or write, not at start-up
    import sqlite3

# ``PRAGMA application_id`` of a GM Tracker journal ("GMTJ"): tells ours from any database.
APPLICATION_ID = 0x474D544A
# The page cache of an open journal, in KiB (``PRAGMA cache_size``; SQLite's default is 2000).
CACHE_KIB = 256
# ``PRAGMA user_version``: the layout of the tables below.
JOURNAL_VERSION = 1
# The file beside the journal holding how many steps were written (issue 27 item 2): a WAL
# cut short or deleted takes steps with it, but not this count, so a short journal is seen.
STEPS_SUFFIX = "-steps"
# The files SQLite keeps beside the database in WAL mode, and the step count.
COMPANION_SUFFIXES = ("-wal", "-shm", STEPS_SUFFIX)

Synchronous = Literal["FULL", "NORMAL"]

_SCHEMA = """
CREATE TABLE IF NOT EXISTS base (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    base_index INTEGER NOT NULL,
    encounter BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS state (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    idx INTEGER NOT NULL,
    source_path TEXT,
    saved_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS disk (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    sha256 BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS steps (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    count INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS saving (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    size INTEGER NOT NULL,
    sha256 BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS entries (
    pos INTEGER PRIMARY KEY,
    entry BLOB NOT NULL
);
"""


class JournalEntry(msgspec.Struct, forbid_unknown_fields=True):
    """One undo-stack entry: the steps of one command, or of a macro and its text."""

    steps: list[HistoryStep]
    text: str | None = None  # a macro's text as it was shown; None for one command


_ENCODER = msgspec.json.Encoder()


def encode_entry(entry: JournalEntry) -> bytes:
    return _ENCODER.encode(entry)


def encode_encounter(encounter: Encounter) -> bytes:
    return _ENCODER.encode(encounter)


def _now() -> str:
    return datetime.now(timezone.utc).isoformat()


def store_files(path: Path) -> list[Path]:
    """The database and the companion files SQLite may keep beside it."""
    return [path, *(path.with_name(path.name + suffix) for suffix in COMPANION_SUFFIXES)]


def connect(path: Path, *, create: bool) -> sqlite3.Connection:
    """A connection in autocommit mode (transactions are explicit).

    Nothing is changed yet: a journal is in WAL mode already, and the writer sets it
    (:meth:`Journal.start`) only once the file is known to be a journal or new.
    """
    import sqlite3
    mode = "rwc" if create else "rw"
    uri = path.absolute().as_uri() + f"?mode={mode}"
    return sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False)


def connect_read_only(path: Path) -> sqlite3.Connection:
    """A connection that only reads, for a journal in a folder GM Tracker cannot write.

    SQLite reads a WAL database read-only when its ``-wal`` and ``-shm`` files exist
    (what a crash leaves); with no ``-wal`` at all, the database file alone is the
    whole journal, read as immutable.
    """
    import sqlite3
    uri = path.absolute().as_uri()
    wal = path.with_name(path.name + "-wal")
    query = "?mode=ro" if os.path.lexists(wal) else "?mode=ro&immutable=1"
    return sqlite3.connect(uri + query, uri=True, isolation_level=None, check_same_thread=False)


class Journal:
    """The writer of one recovery journal; only the store it created or took over is touched.

    Every method either commits its one transaction or raises :class:`SaveError` with
    nothing changed on disk. :meth:`start` refuses to replace a store this writer does not
    own unless told to (an earlier session's work is the GM's to restore or discard).
    """

    def __init__(self, path: Path, *, synchronous: Synchronous = "FULL") -> None:
        self.path = path
        self.synchronous: Synchronous = synchronous
        self._db: sqlite3.Connection | None = None
        # Steps written to this journal (every start, push and move; a compaction is not a
        # step), kept in the journal and in the file beside it (STEPS_SUFFIX) with each one.
        # Set it before :meth:`start` to go on counting from a restored journal.
        self.steps = 0
        self._steps_fd: int | None = None

    @property
    def active(self) -> bool:
        """True once this writer owns a store on disk."""
        return self._db is not None

    # -- writing -------------------------------------------------------------------------
    def start(self, encounter: Encounter, entries: Sequence[JournalEntry], index: int,
              source_path: str | os.PathLike[str] | None, *, take_over: bool = False,
              disk: Fingerprint | None = None) -> None:
        """Write a whole new journal: the encounter as the base at ``index``, the entries.

        The store is replaced in one transaction (a crash leaves the old content or the
        new). A store this writer does not own is replaced only with ``take_over`` (it
        was read and restored); otherwise SaveError, and it stays as it is.
        """
        if not 0 <= index <= len(entries):
            raise ValueError(f"undo index {index} is outside a history of {len(entries)} entries")
        base = self._encode(encounter)
        rows = [(position, self._encode(entry)) for position, entry in enumerate(entries)]
        created = False
        if self._db is None:
            if os.path.lexists(self.path) and not take_over:
                raise SaveError(self.path, "a recovery store of an earlier session is in the way; "
                                           "it is kept as it is")
            created = not os.path.lexists(self.path)
            try:
                self._db = self._open()
            except BaseException:
                self._forget(created)
                raise
        try:
            self._transaction(
                ("DELETE FROM entries", ()),
                ("DELETE FROM saving", ()),
                ("INSERT OR REPLACE INTO base (id, base_index, encounter) VALUES (1, ?, ?)", (index, base)),
                ("INSERT OR REPLACE INTO state (id, idx, source_path, saved_at) VALUES (1, ?, ?, ?)",
                 (index, _path_text(source_path), _now())),
                *_disk_statements(disk),
                many=("INSERT INTO entries (pos, entry) VALUES (?, ?)", rows),
                step=True,
            )
        except BaseException:
            self._forget(created)
            raise

    def _forget(self, created: bool) -> None:
        """A first write failed (a full disk…): a store this call created is removed, so the
        next step can start again and no empty store is left to be taken for an unreadable
        one at the next start. A store that was there before is left as it is."""
        if not created:
            return
        self.close()
        try:
            remove_store(self.path)
        except SaveError:
            pass

    def push(self, position: int, entries: Sequence[JournalEntry], index: int, *,
             base: Encounter | None = None) -> None:
        """New entries at ``position`` (the redo entries from there are dropped); index set.

        With ``base`` (the encounter at ``index``) the base snapshot moves there in the
        same transaction: needed when ``position`` is below the base's index.
        """
        rows = [(position + n, self._encode(entry)) for n, entry in enumerate(entries)]
        statements: list[tuple[str, tuple[object, ...]]] = [
            ("DELETE FROM entries WHERE pos >= ?", (position,)),
            ("UPDATE state SET idx = ?, saved_at = ? WHERE id = 1", (index, _now())),
        ]
        if base is not None:
            statements.append(("UPDATE base SET base_index = ?, encounter = ? WHERE id = 1",
                               (index, self._encode(base))))
        self._transaction(*statements, many=("INSERT INTO entries (pos, entry) VALUES (?, ?)", rows), step=True)

    def move(self, index: int) -> None:
        """The undo index moved (undo, redo, a jump in the history)."""
        self._transaction(("UPDATE state SET idx = ?, saved_at = ? WHERE id = 1", (index, _now())), step=True)

    def saving(self, size: int, sha256: bytes) -> None:
        """The encounter file is about to be written with content of this size and SHA-256
        (issue 27 item 3). :meth:`rebase` with the saved file's fingerprint follows; a kill
        in between leaves this, so the restore knows such a file on disk is its own save."""
        self._transaction(("INSERT OR REPLACE INTO saving (id, size, sha256) VALUES (1, ?, ?)", (size, sha256)))

    def rebase(self, encounter: Encounter, index: int, source_path: str | os.PathLike[str] | None,
               disk: Fingerprint | None = None) -> None:
        """A new base snapshot (compaction) at ``index``, the file the work belongs to, and
        that file as GM Tracker last opened or saved it (``disk``)."""
        base = self._encode(encounter)
        self._transaction(
            ("UPDATE base SET base_index = ?, encounter = ? WHERE id = 1", (index, base)),
            ("UPDATE state SET idx = ?, source_path = ?, saved_at = ? WHERE id = 1",
             (index, _path_text(source_path), _now())),
            ("DELETE FROM saving", ()),
            *_disk_statements(disk),
        )
        self._checkpoint()

    # -- ending --------------------------------------------------------------------------
    def close(self) -> None:
        """Stop writing; the store stays on disk (what a crash leaves, for tests)."""
        if self._db is not None:
            self._db.close()
            self._db = None
        if self._steps_fd is not None:
            os.close(self._steps_fd)
            self._steps_fd = None

    def discard(self) -> None:
        """Close and delete the store this writer owns (the work was saved or discarded).

        Only this writer's own store: one it never created is left alone. SaveError if a
        file cannot be deleted (the writer is closed all the same).
        """
        if self._db is None:
            return
        self.close()
        self.steps = 0
        remove_store(self.path)

    # -- internals -----------------------------------------------------------------------
    def _open(self) -> sqlite3.Connection:
        import sqlite3
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            db = connect(self.path, create=True)
        except OSError as error:
            raise SaveError.from_os_error(self.path, error) from None
        except sqlite3.Error as error:
            raise SaveError(self.path, _sqlite_reason(error)) from None
        try:
            found = db.execute("PRAGMA application_id").fetchone()[0]
            if found not in (0, APPLICATION_ID):
                raise SaveError(self.path, "is not a GM Tracker recovery store; it is kept as it is")
            db.execute("PRAGMA journal_mode=WAL")
            db.execute(f"PRAGMA synchronous={self.synchronous}")
            # The journal is written, not read back while it is open: a small page cache
            # (SQLite's default holds 2 MB, all of it filled in a long session).
            db.execute(f"PRAGMA cache_size=-{CACHE_KIB}")
            db.executescript(f"BEGIN IMMEDIATE;{_SCHEMA}PRAGMA application_id={APPLICATION_ID};"
                             f"PRAGMA user_version={JOURNAL_VERSION};COMMIT;")
        except sqlite3.Error as error:
            if db.in_transaction:
                db.execute("ROLLBACK")
            db.close()
            raise SaveError(self.path, _sqlite_reason(error)) from None
        except BaseException:
            db.close()
            raise
        return db

    def _transaction(self, *statements: tuple[str, tuple[object, ...]],
                     many: tuple[str, list[tuple[int, bytes]]] | None = None, step: bool = False) -> None:
        import sqlite3
        if self._db is None:
            raise SaveError(self.path, "the recovery journal was not started")
        db = self._db
        steps = self.steps + 1 if step else self.steps
        try:
            db.execute("BEGIN IMMEDIATE")
            try:
                for sql, parameters in statements:
                    db.execute(sql, parameters)
                if many is not None and many[1]:
                    db.executemany(*many)
                if step:
                    db.execute("INSERT OR REPLACE INTO steps (id, count) VALUES (1, ?)", (steps,))
                db.execute("COMMIT")
            except BaseException:
                if db.in_transaction:
                    db.execute("ROLLBACK")
                raise
        except sqlite3.Error as error:
            raise SaveError(self.path, _sqlite_reason(error)) from None
        if step:
            self.steps = steps
            self._write_steps()

    def _write_steps(self) -> None:
        """The step count beside the journal, after the commit (so never ahead of a step on
        disk, unless a power cut takes an unsynced WAL: then the journal is short, and says so).
        One 16-byte write in place, not synced: a lost count only weakens the check."""
        from .journal_repair import encode_steps
        try:
            if self._steps_fd is None:
                self._steps_fd = os.open(self.path.with_name(self.path.name + STEPS_SUFFIX),
                                         os.O_RDWR | os.O_CREAT, 0o644)
            os.lseek(self._steps_fd, 0, os.SEEK_SET)  # (no os.pwrite on Windows)
            os.write(self._steps_fd, encode_steps(self.steps))
        except OSError:
            pass  # the step is durable; only the check of a short journal is weaker

    def _checkpoint(self) -> None:
        """Fold the WAL into the database and truncate it (after a compaction)."""
        import sqlite3
        assert self._db is not None
        try:
            self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except sqlite3.Error:
            pass  # an optimisation: the WAL stays valid

    def _encode(self, value: Encounter | JournalEntry) -> bytes:
        try:
            return _ENCODER.encode(value)
        except (TypeError, ValueError, OverflowError, msgspec.EncodeError) as error:
            raise SaveError(self.path, f"the encounter cannot be written as JSON: {error}") from None


def remove_store(path: Path) -> None:
    """Delete the database and its companions; no error for files not there, SaveError otherwise."""
    for file in store_files(path):
        try:
            os.unlink(file)
        except FileNotFoundError:
            pass
        except OSError as error:
            raise SaveError.from_os_error(path, error) from None


def _disk_statements(disk: Fingerprint | None) -> list[tuple[str, tuple[object, ...]]]:
    """Keep the encounter file as last opened or saved, so that after a crash the restored
    work still notices another program's change made before it (not a fresh fingerprint)."""
    statements: list[tuple[str, tuple[object, ...]]] = [("DELETE FROM disk", ())]
    if disk is not None:
        statements.append(("INSERT INTO disk (id, size, mtime_ns, sha256) VALUES (1, ?, ?, ?)",
                           (disk.size, disk.mtime_ns, disk.sha256)))
    return statements


def _path_text(source_path: str | os.PathLike[str] | None) -> str | None:
    return None if source_path is None else os.fspath(Path(source_path).absolute())


def _sqlite_reason(error: sqlite3.Error) -> str:
    text = str(error).strip() or type(error).__name__
    return text[:1].lower() + text[1:]

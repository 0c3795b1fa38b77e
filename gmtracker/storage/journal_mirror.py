"""The recovery journal's bookkeeping: which undo-stack entries it holds, what to write next.

The recovery journal (:class:`~gmtracker.storage.journal.Journal`) mirrors the undo
stack: its entries, the undo index, and a base snapshot of the encounter at some index.
After every step of the stack (a command, a macro, an undo, a redo, a jump in the
history) the UI calls :meth:`JournalMirror.record_step`, which compares the stack with
what the journal holds and makes the one small write that brings it up to date:

* nothing written yet, or the last write failed: the whole journal is written anew
  (:meth:`Journal.start`, a base snapshot at the current index);
* entries differ (a new command or macro, which also drops the redo entries it
  replaced): :meth:`Journal.push` from the first entry that differs, moving the base
  snapshot too if that entry is below it (the base's branch of the history is gone);
* only the index moved (undo, redo, a jump of several steps): :meth:`Journal.move`;
* nothing changed: nothing is written.

The stack is read through :class:`UndoStackView` (count, index, and each entry by
position with a serial that tells entries apart), so only the entries that are new are
turned into :class:`JournalEntry` values: a step's cost does not grow with the session.
A failed write is kept in :attr:`JournalMirror.last_error` and the next step rewrites the
whole journal. No Qt here: ``gmtracker/ui/shell/document.py`` forwards QUndoStack's index
changes; ``tests/storage/test_journal_mirror.py`` drives it with a plain stack.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Protocol

from gmtracker.encounter.encounter import Encounter

from .fingerprint import Fingerprint
from .journal import Journal, JournalEntry

# Steps written since the journal's base snapshot after which the base is written anew
# (compaction), so recovery replays fewer entries to reach the encounter and the WAL is
# truncated. It costs one encode of the whole encounter (tens of ms late in a long
# session), so the UI does it at a pause (:attr:`JournalMirror.compaction_due`): every
# step is durable already, compaction only tidies up and never delays the GM.
COMPACT_AFTER_STEPS = 1000


class UndoStackView(Protocol):
    """What the mirror reads of an undo stack. Entries are numbered from 0, oldest first;
    the first :meth:`index` are applied. Two entries with the same serial are the same."""

    def count(self) -> int: ...

    def index(self) -> int: ...

    def serial(self, position: int) -> int: ...

    def entry(self, position: int) -> JournalEntry: ...


class Work(Protocol):
    """The open work a base snapshot is taken of: the encounter, the file it belongs to, and
    that file as last opened or saved (the UI's Document has these attributes)."""

    @property
    def encounter(self) -> Encounter: ...

    @property
    def path(self) -> Path | None: ...

    @property
    def disk_state(self) -> Fingerprint | None: ...


class PlainStack:
    """An undo stack as plain values: ``(serial, entry)`` pairs and the undo index. (A plain
    class: the usable window imports no ``dataclasses``, tests/ui/test_startup_imports.py.)"""

    def __init__(self, entries: list[tuple[int, JournalEntry]] | None = None, applied: int = 0) -> None:
        self.entries = entries if entries is not None else []
        self.applied = applied

    def count(self) -> int:
        return len(self.entries)

    def index(self) -> int:
        return self.applied

    def serial(self, position: int) -> int:
        return self.entries[position][0]

    def entry(self, position: int) -> JournalEntry:
        return self.entries[position][1]


class JournalMirror:
    """What the recovery journal holds of the undo stack, and the write that updates it.

    Every method that writes either succeeds or keeps the failure in :attr:`last_error`
    (never raises an OSError); after a failure the next step rewrites the whole journal.
    """

    def __init__(self, journal: Journal) -> None:
        self.journal = journal
        self.last_error: str | None = None
        self._serials: list[int] = []  # the serial of each entry the journal holds
        self._index = 0  # the undo index the journal holds
        self._base_index = 0  # where the journal's base snapshot stands in the history
        self._since_base = 0  # steps written since the base snapshot
        self._fresh = True  # the next write starts the journal anew (a base snapshot)
        self._take_over = False  # the journal on disk was restored: it may be replaced
        self._holding = 0  # > 0 while a macro or a restore is built: written when done

    # -- what the journal holds ------------------------------------------------------------
    @property
    def serials(self) -> Sequence[int]:
        """The serial of each entry the journal holds, oldest first."""
        return tuple(self._serials)

    @property
    def index(self) -> int:
        """The undo index the journal holds."""
        return self._index

    @property
    def base_index(self) -> int:
        """Where the journal's base snapshot stands in the history."""
        return self._base_index

    @property
    def started(self) -> bool:
        """The journal holds this work (False before the first step and after a failed write)."""
        return self.journal.active and not self._fresh

    @property
    def compaction_due(self) -> bool:
        """Enough steps since the base snapshot: :meth:`compact` at the next pause."""
        return self._since_base >= COMPACT_AFTER_STEPS

    # -- holding steps back -----------------------------------------------------------------
    @contextmanager
    def held(self) -> Iterator[None]:
        """Steps inside are not written (a macro or a restore being built): the step after
        them writes the whole change at once."""
        self._holding += 1
        try:
            yield
        finally:
            self._holding -= 1

    @property
    def holding(self) -> bool:
        return self._holding > 0

    # -- steps ---------------------------------------------------------------------------
    def record_step(self, stack: UndoStackView, work: Work) -> bool:
        """Make the stack as it is now durable: the one journal write it needs, if any.

        True if something was written; False if nothing had to be (or steps are held, or
        there is nothing to recover yet) or the write failed (see :attr:`last_error`).
        """
        if self._holding:
            return False
        count, index = stack.count(), stack.index()
        try:
            if self._fresh or not self.journal.active:
                if count == 0 and not self._take_over:
                    return False  # nothing to recover yet
                self.journal.start(work.encounter, [stack.entry(i) for i in range(count)], index,
                                   work.path, take_over=self._take_over, disk=work.disk_state)
                self._take_over = False
                self._fresh = False
                self._serials = [stack.serial(i) for i in range(count)]
                self._base_index, self._since_base = index, 0
            else:
                kept = self._kept(stack, count)
                if kept < len(self._serials) or kept < count:
                    rebase = kept < self._base_index  # the base's branch of the history is gone
                    self.journal.push(kept, [stack.entry(i) for i in range(kept, count)], index,
                                      base=work.encounter if rebase else None)
                    del self._serials[kept:]
                    self._serials.extend(stack.serial(i) for i in range(kept, count))
                    if rebase:
                        self._base_index, self._since_base = index, 0
                elif index != self._index:
                    self.journal.move(index)
                else:
                    return False
        except OSError as error:
            self._failed(error)
            return False
        self._index = index
        self.last_error = None
        self._since_base += 1
        return True

    def _kept(self, stack: UndoStackView, count: int) -> int:
        """How many entries, from the oldest, the stack still has as the journal holds them.

        A new command replaces entries from the top only, so the walk down from the top
        usually stops at once (the cost of a step does not grow with the history)."""
        kept = min(count, len(self._serials))
        while kept > 0 and stack.serial(kept - 1) != self._serials[kept - 1]:
            kept -= 1
        return kept

    # -- saving, restoring, ending ----------------------------------------------------------
    def note_saving(self, data: bytes) -> None:
        """The encounter file is about to be written with ``data`` (issue 27 item 3): a kill
        after the file is written but before :meth:`compact` then still knows the file on
        disk is this save, not another program's change."""
        if not self.started:
            return
        import hashlib

        try:
            self.journal.saving(len(data), hashlib.sha256(data).digest())
        except OSError as error:
            self.last_error = str(error)

    def compact(self, stack: UndoStackView, work: Work) -> None:
        """A new base snapshot at the stack's index (after a save, or every
        :data:`COMPACT_AFTER_STEPS` steps at a pause): recovery replays from here."""
        if not self.started:
            return
        index = stack.index()
        try:
            self.journal.rebase(work.encounter, index, work.path, work.disk_state)
        except OSError as error:
            self._failed(error)
            return
        self._base_index, self._since_base = index, 0

    def take_over(self, steps_read: int | None) -> None:
        """A recovered journal is restored: the next step rewrites it with the restored work,
        and the journal's steps are counted on from the ``steps_read`` it held."""
        self.journal.steps = steps_read or 0
        self._fresh, self._take_over = True, True

    def discard(self) -> OSError | None:
        """The work starts anew (a file opened or made) or ends cleanly: this writer's own
        journal is deleted. The error if it cannot be (a read-only folder; it then stays)."""
        self._serials, self._index, self._base_index, self._since_base = [], 0, 0, 0
        self._fresh, self._take_over = True, False
        try:
            self.journal.discard()
        except OSError as error:
            self.last_error = str(error)
            return error
        return None

    def _failed(self, error: OSError) -> None:
        self.last_error = str(error)
        self._fresh = True

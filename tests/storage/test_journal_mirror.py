"""The recovery journal's bookkeeping (:mod:`gmtracker.storage.journal_mirror`), without Qt.

A plain undo stack (:class:`UndoModel`, QUndoStack's rules: a push drops the redo entries,
undo and redo move the index, a jump moves it several entries at once, a macro is one
entry) is mirrored into a real SQLite journal in ``tmp_path``; what
:func:`~gmtracker.storage.autosave.read_autosave` reads back is compared with the stack.
A spy journal tells which write each step made, and fails a write on demand.
"""

from __future__ import annotations

import itertools
import sqlite3
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gmtracker.encounter import Combatant, Encounter, TurnState
from gmtracker.encounter.command import Command
from gmtracker.encounter.roster import EditCombatant, RenameEncounter
from gmtracker.storage import SaveError
from gmtracker.storage import journal_mirror
from gmtracker.storage.autosave import Recovery, read_autosave
from gmtracker.storage.fingerprint import Fingerprint
from gmtracker.storage.journal import Journal, JournalEntry, encode_entry
from gmtracker.storage.journal_mirror import JournalMirror, PlainStack
from gmtracker.storage.paths import UserPaths


def _encounter() -> Encounter:
    return Encounter(name="Bridge", turn=TurnState(started=True, round=1, current="mei"),
                     combatants=[Combatant(id="mei", name="梅", initiative=15),
                                 Combatant(id="troll", name="Bridge Troll", initiative=9)])


@dataclass
class _Entry:
    serial: int
    commands: list[Command]
    text: str | None


@dataclass
class UndoModel:
    """An undo stack as QUndoStack keeps one, over a real encounter (the :class:`Work`)."""

    encounter: Encounter = field(default_factory=_encounter)
    path: Path | None = None
    disk_state: Fingerprint | None = None
    entries: list[_Entry] = field(default_factory=list)
    applied: int = 0
    built: int = 0  # how many JournalEntry values the mirror asked for
    serials: itertools.count[int] = field(default_factory=lambda: itertools.count(1))

    # -- UndoStackView ----------------------------------------------------------------
    def count(self) -> int:
        return len(self.entries)

    def index(self) -> int:
        return self.applied

    def serial(self, position: int) -> int:
        return self.entries[position].serial

    def entry(self, position: int) -> JournalEntry:
        self.built += 1
        return self.value(position)

    def value(self, position: int) -> JournalEntry:
        """The entry at ``position`` as the journal should hold it (not counted as built)."""
        entry = self.entries[position]
        return JournalEntry([command.step() for command in entry.commands], entry.text)

    # -- what the GM does ---------------------------------------------------------------
    def push(self, *commands: Command, text: str | None = None) -> None:
        """One command (``text`` None) or a macro of several, applied and pushed; the redo
        entries above the index are dropped."""
        for command in commands:
            command.apply(self.encounter)
        del self.entries[self.applied:]
        self.entries.append(_Entry(next(self.serials), list(commands), text))
        self.applied += 1

    def undo(self) -> None:
        self.applied -= 1
        for command in reversed(self.entries[self.applied].commands):
            command.revert(self.encounter)

    def redo(self) -> None:
        for command in self.entries[self.applied].commands:
            command.apply(self.encounter)
        self.applied += 1

    def set_index(self, index: int) -> None:
        """A click in the undo history: several undos or redos, one step of the stack."""
        while self.applied > index:
            self.undo()
        while self.applied < index:
            self.redo()


class SpyJournal(Journal):
    """A real journal that notes which write each step made and fails the next ``fail`` ones."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.calls: list[str] = []
        self.fail = 0

    def _note(self, name: str) -> None:
        self.calls.append(name)
        if self.fail:
            self.fail -= 1
            raise SaveError(self.path, "no space left on device")

    def start(self, *args: Any, **kwargs: Any) -> None:
        self._note("start")
        super().start(*args, **kwargs)

    def push(self, *args: Any, **kwargs: Any) -> None:
        self._note("push" if kwargs.get("base") is None else "push+base")
        super().push(*args, **kwargs)

    def move(self, index: int) -> None:
        self._note("move")
        super().move(index)

    def rebase(self, *args: Any, **kwargs: Any) -> None:
        self._note("rebase")
        super().rebase(*args, **kwargs)


@pytest.fixture
def paths(tmp_path: Path) -> UserPaths:
    return UserPaths.under(tmp_path / "profile")


def _mirror(paths: UserPaths) -> tuple[JournalMirror, SpyJournal]:
    journal = SpyJournal(paths.autosave_file)
    return JournalMirror(journal), journal


def _edit(number: int) -> Command:
    return EditCombatant("troll", {"notes": f"note {number}"})


def _read_back(paths: UserPaths) -> Recovery:
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.readable, recovery
    assert recovery.history_problem is None, recovery.history_problem
    return recovery


def _assert_mirrors(paths: UserPaths, stack: UndoModel) -> Recovery:
    """The journal alone gives the stack: its entries, its index and the encounter."""
    recovery = _read_back(paths)
    assert [encode_entry(entry) for entry in recovery.entries] == \
        [encode_entry(stack.value(i)) for i in range(stack.count())]
    assert recovery.index == stack.index()
    assert recovery.encounter is not None and recovery.encounter.snapshot() == stack.encounter.snapshot()
    return recovery


def _base_index(paths: UserPaths) -> int:
    db = sqlite3.connect(paths.autosave_file)
    try:
        return int(db.execute("SELECT base_index FROM base").fetchone()[0])
    finally:
        db.close()


def test_nothing_is_written_before_the_first_command(paths: UserPaths) -> None:
    mirror, journal = _mirror(paths)
    assert mirror.record_step(UndoModel(), UndoModel()) is False
    assert journal.calls == [] and not paths.autosave_file.exists() and not mirror.started


def test_each_command_is_one_write_of_its_entry_only(paths: UserPaths) -> None:
    """Steps: the first starts the journal; each next command is one push of one entry
    (the entries before it are never built again, so a step costs the same late on)."""
    mirror, journal = _mirror(paths)
    stack = UndoModel()
    for number in range(30):
        stack.push(_edit(number))
        built = stack.built
        assert mirror.record_step(stack, stack) is True
        assert stack.built - built == 1, number
    assert journal.calls == ["start"] + ["push"] * 29
    assert mirror.serials == tuple(stack.serial(i) for i in range(30)) and mirror.index == 30
    assert mirror.record_step(stack, stack) is False  # nothing new: nothing written
    assert len(journal.calls) == 30
    _assert_mirrors(paths, stack)


def test_a_macro_is_one_entry_with_its_text(paths: UserPaths) -> None:
    mirror, journal = _mirror(paths)
    stack = UndoModel()
    stack.push(_edit(1))
    mirror.record_step(stack, stack)
    stack.push(_edit(2), RenameEncounter(name="Bridge, later"), text="Two at once")
    assert mirror.record_step(stack, stack)
    assert journal.calls == ["start", "push"]
    recovery = _assert_mirrors(paths, stack)
    assert [len(entry.steps) for entry in recovery.entries] == [1, 2]
    assert [entry.text for entry in recovery.entries] == [None, "Two at once"]


def test_steps_held_back_are_written_at_once_when_released(paths: UserPaths) -> None:
    """While a macro or a restore is built, the stack's steps write nothing; the step after
    writes the whole change."""
    mirror, journal = _mirror(paths)
    stack = UndoModel()
    with mirror.held():
        assert mirror.holding
        stack.push(_edit(1))
        assert mirror.record_step(stack, stack) is False
        stack.push(_edit(2))
    assert not mirror.holding and journal.calls == []
    assert mirror.record_step(stack, stack)
    assert journal.calls == ["start"]
    _assert_mirrors(paths, stack)


def test_undo_and_redo_only_move_the_index(paths: UserPaths) -> None:
    mirror, journal = _mirror(paths)
    stack = UndoModel()
    for number in range(3):
        stack.push(_edit(number))
        mirror.record_step(stack, stack)
    built = stack.built
    stack.undo()
    assert mirror.record_step(stack, stack)
    assert journal.calls[-1] == "move" and _assert_mirrors(paths, stack).index == 2
    stack.undo()
    stack.redo()  # back where the journal stands: nothing to write
    assert mirror.record_step(stack, stack) is False
    stack.redo()
    assert mirror.record_step(stack, stack)
    assert journal.calls == ["start", "push", "push", "move", "move"] and stack.built == built
    assert _assert_mirrors(paths, stack).index == 3


def test_a_jump_in_the_history_is_one_move(paths: UserPaths) -> None:
    """setIndex from the Undo history list, several entries at once: one write of the index."""
    mirror, journal = _mirror(paths)
    stack = UndoModel()
    for number in range(6):
        if number % 2:
            stack.push(_edit(number), RenameEncounter(name=f"R{number}"), text="Two")
        else:
            stack.push(_edit(number))
        mirror.record_step(stack, stack)
    del journal.calls[:]
    stack.set_index(1)
    assert mirror.record_step(stack, stack)
    assert journal.calls == ["move"]
    assert _assert_mirrors(paths, stack).encounter.name == "Bridge"  # type: ignore[union-attr]
    stack.set_index(5)
    mirror.record_step(stack, stack)
    assert journal.calls == ["move", "move"]
    assert _assert_mirrors(paths, stack).encounter.name == "R3"  # type: ignore[union-attr]


def test_a_new_command_after_undos_drops_the_redo_entries(paths: UserPaths) -> None:
    mirror, journal = _mirror(paths)
    stack = UndoModel()
    for number in range(5):
        stack.push(_edit(number))
        mirror.record_step(stack, stack)
    stack.set_index(2)
    mirror.record_step(stack, stack)
    stack.push(RenameEncounter(name="Another way"))
    built = stack.built
    assert mirror.record_step(stack, stack)
    assert journal.calls[-1] == "push" and stack.built == built + 1
    recovery = _assert_mirrors(paths, stack)
    assert (len(recovery.entries), recovery.index) == (3, 3)
    assert recovery.entries[-1].steps[0].kind == "rename_encounter"


def test_undo_past_a_save_then_a_new_command_moves_the_base(paths: UserPaths) -> None:
    """A save writes a base snapshot at its index; undoing below it and acting again drops the
    base's branch of the history, so the push writes a new base in the same transaction."""
    mirror, journal = _mirror(paths)
    stack = UndoModel()
    for number in range(4):
        stack.push(_edit(number))
        mirror.record_step(stack, stack)
    mirror.compact(stack, stack)  # what a save does
    assert (mirror.base_index, _base_index(paths)) == (4, 4)
    stack.set_index(1)
    mirror.record_step(stack, stack)
    assert journal.calls[-1] == "move" and _base_index(paths) == 4
    _assert_mirrors(paths, stack)  # the base moved back through the entries it keeps
    stack.push(RenameEncounter(name="After the save"))
    mirror.record_step(stack, stack)
    assert journal.calls[-1] == "push+base"
    assert (mirror.base_index, _base_index(paths)) == (2, 2)
    _assert_mirrors(paths, stack)


def test_a_new_command_above_the_base_keeps_it(paths: UserPaths) -> None:
    mirror, journal = _mirror(paths)
    stack = UndoModel()
    for number in range(3):
        stack.push(_edit(number))
        mirror.record_step(stack, stack)
    mirror.compact(stack, stack)
    stack.push(_edit(3))
    mirror.record_step(stack, stack)
    assert journal.calls[-1] == "push" and _base_index(paths) == 3
    _assert_mirrors(paths, stack)


def test_a_failed_write_is_kept_and_the_next_step_rewrites_the_whole_journal(paths: UserPaths) -> None:
    mirror, journal = _mirror(paths)
    stack = UndoModel()
    for number in range(3):
        stack.push(_edit(number))
        mirror.record_step(stack, stack)
    stack.push(_edit(3))
    journal.fail = 1
    assert mirror.record_step(stack, stack) is False
    assert mirror.last_error is not None and "no space left" in mirror.last_error
    assert not mirror.started
    assert len(_read_back(paths).entries) == 3  # the journal is as it was before the step
    stack.undo()
    assert mirror.record_step(stack, stack) is True
    assert journal.calls[-2:] == ["push", "start"] and mirror.last_error is None
    recovery = _assert_mirrors(paths, stack)
    assert (len(recovery.entries), recovery.index) == (4, 3)
    assert _base_index(paths) == 3


def test_a_failed_first_write_leaves_no_journal_and_the_next_step_starts_it(paths: UserPaths) -> None:
    mirror, journal = _mirror(paths)
    stack = UndoModel()
    stack.push(_edit(1))
    journal.fail = 1
    assert mirror.record_step(stack, stack) is False and mirror.last_error
    assert not paths.autosave_file.exists()
    assert mirror.record_step(stack, stack) is True
    assert journal.calls == ["start", "start"]
    _assert_mirrors(paths, stack)


def test_a_failed_compaction_is_kept_and_the_next_step_rewrites(paths: UserPaths) -> None:
    mirror, journal = _mirror(paths)
    stack = UndoModel()
    stack.push(_edit(1))
    mirror.record_step(stack, stack)
    journal.fail = 1
    mirror.compact(stack, stack)
    assert mirror.last_error and not mirror.started
    stack.push(_edit(2))
    assert mirror.record_step(stack, stack)
    assert journal.calls == ["start", "rebase", "start"]
    _assert_mirrors(paths, stack)


def _restored(recovery: Recovery) -> UndoModel:
    """The stack a restore builds from a recovered journal (new serials: new commands)."""
    assert recovery.encounter is not None
    stack = UndoModel(encounter=recovery.encounter)
    for entry, commands in zip(recovery.entries, recovery.commands()):
        replayed: list[Command] = list(commands)
        stack.entries.append(_Entry(next(stack.serials), replayed, entry.text))
    stack.applied = recovery.index
    return stack


def test_a_restored_journal_is_taken_over_and_counted_on(paths: UserPaths) -> None:
    """Restore then continue: the recovered journal is rewritten with the restored work at
    the first step, its step count going on from the steps it held; then steps as usual."""
    first, journal = _mirror(paths)
    stack = UndoModel()
    for number in range(4):
        stack.push(_edit(number))
        first.record_step(stack, stack)
    stack.push(_edit(8), RenameEncounter(name="Macro"), text="Both")
    first.record_step(stack, stack)
    stack.undo()
    first.record_step(stack, stack)
    journal.close()  # the crash: the journal stays on disk
    recovery = _assert_mirrors(paths, stack)
    assert recovery.steps_read == 6

    blocked, _ = _mirror(paths)  # a new session that did not restore may not replace it
    restored = _restored(recovery)
    assert blocked.record_step(restored, restored) is False and blocked.last_error
    assert _read_back(paths).steps_read == 6

    mirror, journal = _mirror(paths)
    mirror.take_over(recovery.steps_read)
    assert mirror.record_step(restored, restored) is True
    assert journal.calls == ["start"] and journal.steps == 7
    _assert_mirrors(paths, restored)
    restored.redo()
    mirror.record_step(restored, restored)
    restored.set_index(2)
    mirror.record_step(restored, restored)
    restored.push(RenameEncounter(name="Later"))
    mirror.record_step(restored, restored)
    assert journal.calls == ["start", "move", "move", "push+base"]  # below the restored base
    again = _assert_mirrors(paths, restored)
    assert (again.steps_read, again.steps_written) == (10, 10) and not again.short


def test_a_restore_without_history_is_written_at_once(paths: UserPaths) -> None:
    """An empty restored stack is still work to keep (the encounter): take-over writes it."""
    mirror, journal = _mirror(paths)
    stack = UndoModel()
    mirror.take_over(None)
    assert mirror.record_step(stack, stack)
    assert journal.calls == ["start"] and journal.steps == 1
    recovery = _assert_mirrors(paths, stack)
    assert recovery.entries == ()


def test_discard_deletes_the_journal_and_the_next_step_starts_anew(paths: UserPaths) -> None:
    mirror, journal = _mirror(paths)
    stack = UndoModel()
    stack.push(_edit(1))
    mirror.record_step(stack, stack)
    assert mirror.discard() is None
    assert not paths.autosave_file.exists() and not mirror.started and mirror.serials == ()
    fresh = UndoModel()
    fresh.push(_edit(2))
    mirror.record_step(fresh, fresh)
    assert journal.calls == ["start", "start"]
    _assert_mirrors(paths, fresh)


def test_saving_is_noted_until_the_compaction(paths: UserPaths) -> None:
    mirror, _ = _mirror(paths)
    stack = UndoModel()
    mirror.note_saving(b"{}")  # no journal yet: nothing to note
    assert not paths.autosave_file.exists()
    stack.push(_edit(1))
    mirror.record_step(stack, stack)
    mirror.note_saving(b"{}")
    assert _read_back(paths).saving is not None and _read_back(paths).saving[0] == 2  # type: ignore[index]
    mirror.compact(stack, stack)
    assert _read_back(paths).saving is None


def test_compaction_is_due_after_many_steps(paths: UserPaths, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(journal_mirror, "COMPACT_AFTER_STEPS", 3)
    mirror, _ = _mirror(paths)
    stack = UndoModel()
    due = []
    for number in range(4):
        stack.push(_edit(number))
        mirror.record_step(stack, stack)
        due.append(mirror.compaction_due)
    assert due == [False, False, True, True]
    mirror.compact(stack, stack)
    assert not mirror.compaction_due and _base_index(paths) == 4


def test_a_plain_stack_is_a_stack_view(paths: UserPaths) -> None:
    """The plain-values stack of the module (serials and entries) is mirrored as well."""
    mirror, _ = _mirror(paths)
    model = UndoModel()
    model.push(_edit(1))
    model.push(_edit(2))
    plain = PlainStack([(model.serial(i), model.value(i)) for i in range(2)], 2)
    assert mirror.record_step(plain, model)
    _assert_mirrors(paths, model)


# -- any sequence of steps ---------------------------------------------------------------------

_OPERATIONS = st.lists(st.one_of(
    st.tuples(st.just("push"), st.integers(0, 3)),
    st.tuples(st.just("macro"), st.integers(2, 3)),
    st.tuples(st.just("undo"), st.just(0)),
    st.tuples(st.just("redo"), st.just(0)),
    st.tuples(st.just("jump"), st.integers(0, 40)),
    st.tuples(st.just("save"), st.just(0)),
    st.tuples(st.just("fail"), st.integers(1, 2)),
), max_size=25)


def _play(stack: UndoModel, operation: str, value: int, number: int) -> bool:
    """One GM action on the stack; False if it could not be done (nothing to undo…)."""
    if operation == "push":
        stack.push(_edit(number) if value else RenameEncounter(name=f"R{number}"))
    elif operation == "macro":
        stack.push(*[_edit(number * 10 + k) for k in range(value)], text=f"Macro {number}")
    elif operation == "undo" and stack.index() > 0:
        stack.undo()
    elif operation == "redo" and stack.index() < stack.count():
        stack.redo()
    elif operation == "jump" and stack.count() and value % (stack.count() + 1) != stack.index():
        stack.set_index(value % (stack.count() + 1))
    else:
        return False
    return True


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(operations=_OPERATIONS)
def test_any_sequence_of_steps_leaves_a_journal_equal_to_the_stack(
        operations: Sequence[tuple[str, int]]) -> None:
    """Push, undo, redo, jump, macro, save (compaction) and failed writes in any order: the
    mirror always knows what the journal holds, and once a step succeeds after the last
    failure the journal read back is the stack's entries, index and encounter."""
    with tempfile.TemporaryDirectory() as folder:
        paths = UserPaths.under(Path(folder))
        mirror, journal = _mirror(paths)
        stack = UndoModel()
        for number, (operation, value) in enumerate(operations):
            if operation == "fail":
                journal.fail = value
            elif operation == "save":
                mirror.compact(stack, stack)
            elif _play(stack, operation, value, number):
                mirror.record_step(stack, stack)
            if mirror.started and journal.fail == 0:
                assert list(mirror.serials) == [stack.serial(i) for i in range(stack.count())]
                assert mirror.index == stack.index()
        journal.fail = 0
        mirror.record_step(stack, stack)  # the next step, if the last one failed
        if stack.count() == 0:
            assert read_autosave(paths) is None  # nothing done: nothing to recover
            return
        assert mirror.started and mirror.last_error is None
        _assert_mirrors(paths, stack)
        journal.close()


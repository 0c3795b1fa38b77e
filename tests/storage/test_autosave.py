"""The recovery journal: every step of the open encounter and its undo history survives a
crash — the recovered encounter equals the one after the last step written, and its
commands undo and redo it step by step — while a bad journal is reported (never a crash,
never deleted or overwritten: it is moved aside under a timestamped name)."""

from __future__ import annotations

import os
import sqlite3
from datetime import datetime, timedelta, timezone
from pathlib import Path

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gmtracker.encounter import Combatant, Encounter, HistoryStep, ReplayedCommand, TurnState
from gmtracker.encounter.command import Command
from gmtracker.encounter.roster import (
    AddCombatant,
    EditCombatant,
    RemoveCombatants,
    RenameEncounter,
    SetInitiative,
)
from gmtracker.storage import SaveError
from gmtracker.storage.autosave import Recovery, clear_autosave, keep_unreadable, read_autosave
from gmtracker.storage.journal import CACHE_KIB, Journal, JournalEntry
from gmtracker.storage.paths import UserPaths
from tests.strategies import encounters


def _snapshot(encounter: Encounter) -> Encounter:
    """A deep copy to compare by value."""
    return msgspec.json.decode(msgspec.json.encode(encounter), type=Encounter)


def _session() -> tuple[Encounter, list[Command], list[Encounter]]:
    """An encounter after five GM actions; the snapshots before each and after the last."""
    encounter = Encounter(
        name="Bridge",
        turn=TurnState(started=True, round=1, current="mei"),
        combatants=[Combatant(id="mei", name="梅", initiative=15),
                    Combatant(id="troll", name="Bridge Troll", initiative=9)],
    )
    commands: list[Command] = [
        AddCombatant(Combatant(id="", name="Goblin", initiative=12)),
        EditCombatant("troll", {"wounds": 2, "notes": "hurt"}),
        SetInitiative({"troll": 20}),
        RemoveCombatants(["mei"]),
        RenameEncounter(name="Bridge, later"),
    ]
    snapshots = [_snapshot(encounter)]
    for command in commands:
        command.apply(encounter)
        snapshots.append(_snapshot(encounter))
    return encounter, commands, snapshots


def _entries(commands: list[Command]) -> list[JournalEntry]:
    return [JournalEntry([c.step()]) for c in commands]


@pytest.fixture
def paths(tmp_path: Path) -> UserPaths:
    return UserPaths.under(tmp_path / "profile")


def _journal(paths: UserPaths) -> Journal:
    return Journal(paths.autosave_file)


def _played(paths: UserPaths, source: Path | None = None) -> tuple[Journal, list[Command], list[Encounter]]:
    """A journal written step by step as a GM plays: started empty, one push per action."""
    encounter, commands, snapshots = _session()
    for command in reversed(commands):
        command.revert(encounter)
    journal = _journal(paths)
    journal.start(encounter, [], 0, source)
    for number, command in enumerate(commands):
        command.apply(encounter)
        journal.push(number, [JournalEntry([command.step()])], number + 1)
    return journal, commands, snapshots


def test_nothing_to_recover_without_a_journal(paths: UserPaths) -> None:
    assert read_autosave(paths) is None
    assert not paths.state_dir.exists()  # reading creates nothing


def test_the_journal_is_one_database_in_the_state_folder(paths: UserPaths, tmp_path: Path) -> None:
    journal, _, _ = _played(paths, tmp_path / "b.json")
    journal.close()
    assert paths.autosave_file.name == "recovery.sqlite3"
    assert paths.autosave_file.is_relative_to(paths.state_dir)
    assert paths.autosave_file.read_bytes().startswith(b"SQLite format 3\x00")


def test_an_open_journal_keeps_a_small_page_cache(paths: UserPaths) -> None:
    """Issue 16: SQLite's default 2 MB page cache filled up over a long session; the journal
    is only written while open, so it keeps CACHE_KIB."""
    journal, _, _ = _played(paths)
    assert journal._db is not None
    assert journal._db.execute("PRAGMA cache_size").fetchone()[0] == -CACHE_KIB < 0
    assert CACHE_KIB < 2000
    journal.close()


def test_a_bad_log_record_in_an_undone_step_drops_the_history_not_the_encounter(paths: UserPaths) -> None:
    """Log records are kept as JSON text (issue 16), so their type is checked when the journal is
    read: one that is not an object, in a step the GM had undone, would come back with a redo."""
    import re

    enc = Encounter(name="B", combatants=[Combatant(id="mei", name="Mei", initiative=15),
                                          Combatant(id="t", name="T", initiative=9)])
    commands = [AddCombatant(Combatant(id="", name="Goblin", initiative=12)), RemoveCombatants(["mei"])]
    journal = _journal(paths)
    journal.start(enc, [], 0, None)
    for number, command in enumerate(commands):
        command.apply(enc)
        journal.push(number, [JournalEntry([command.step()])], number + 1)
    journal.move(1)  # the removal undone: a redo entry
    journal.close()
    db = sqlite3.connect(paths.autosave_file)
    blob = db.execute("SELECT entry FROM entries WHERE pos = 1").fetchone()[0]
    broken = re.sub(rb'"record":\{.*?\}', b'"record":5', blob, count=1)
    assert broken != blob
    db.execute("UPDATE entries SET entry = ? WHERE pos = 1", (broken,))
    db.commit()
    db.close()
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.error is None and recovery.encounter is not None
    assert recovery.entries == () and "must be an object or null" in (recovery.history_problem or "")
    assert [c.name for c in recovery.encounter.combatants] == ["Mei", "T"]  # as it was at the start


def test_every_step_is_recovered_with_what_it_belongs_to(paths: UserPaths, tmp_path: Path) -> None:
    before = datetime.now(timezone.utc) - timedelta(seconds=1)
    journal, commands, snapshots = _played(paths, tmp_path / "bridge.json")
    recovery = read_autosave(paths)  # the writer is still open: a crash reads this
    assert recovery is not None and recovery.readable
    assert recovery.error is None and recovery.history_problem is None
    assert type(recovery.encounter) is Encounter
    assert recovery.encounter == snapshots[-1]
    assert recovery.history == tuple(c.step() for c in commands)
    assert recovery.index == 5
    assert recovery.source_path == tmp_path / "bridge.json"
    assert recovery.saved_at is not None and before <= recovery.saved_at <= datetime.now(timezone.utc)
    assert recovery.file == paths.autosave_file
    journal.close()


def test_undo_survives_a_crash_step_by_step(paths: UserPaths) -> None:
    _played(paths)
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.encounter is not None
    _, commands, snapshots = _session()
    restored = recovery.encounter
    replayed = [c for entry in recovery.commands() for c in entry]
    assert all(isinstance(c, ReplayedCommand) for c in replayed)
    assert [c.label for c in replayed] == [c.label for c in commands]
    for step in range(len(replayed), 0, -1):  # undo all the way back
        replayed[step - 1].revert(restored)
        assert _snapshot(restored) == snapshots[step - 1]
    for step in range(1, len(replayed) + 1):  # and redo all the way forward
        replayed[step - 1].apply(restored)
        assert _snapshot(restored) == snapshots[step]


def test_undone_steps_can_still_be_redone_after_a_crash(paths: UserPaths) -> None:
    journal, _, snapshots = _played(paths)
    journal.move(4)
    journal.move(3)  # the GM undid two steps, then the power went
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.encounter is not None and recovery.index == 3
    assert len(recovery.entries) == 5
    assert _snapshot(recovery.encounter) == snapshots[3]
    redo = recovery.commands()[3][0]
    redo.apply(recovery.encounter)
    assert _snapshot(recovery.encounter) == snapshots[4]


def test_a_new_step_after_undos_drops_the_redo_entries(paths: UserPaths) -> None:
    journal, commands, snapshots = _played(paths)
    journal.move(2)  # undo three steps
    encounter = _snapshot(snapshots[2])
    rename = RenameEncounter(name="Another way")
    rename.apply(encounter)
    journal.push(2, [JournalEntry([rename.step()])], 3)
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.encounter == encounter
    assert [s.label for s in recovery.history] == [commands[0].label, commands[1].label, rename.label]


def test_a_new_step_below_the_base_moves_the_base_with_it(paths: UserPaths) -> None:
    journal, _, snapshots = _played(paths)
    journal.rebase(snapshots[5], 5, None)  # saved at step 5
    journal.move(1)  # then undone back to step 1
    encounter = _snapshot(snapshots[1])
    rename = RenameEncounter(name="Another way")
    rename.apply(encounter)
    journal.push(1, [JournalEntry([rename.step()])], 2, base=encounter)
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.history_problem is None
    assert recovery.encounter == encounter and recovery.index == 2


def test_a_macro_is_one_entry_with_its_text(paths: UserPaths) -> None:
    encounter, commands, snapshots = _session()
    journal = _journal(paths)
    journal.start(encounter, [JournalEntry([c.step() for c in commands[:3]], "Three at once"),
                              *_entries(commands[3:])], 3, None)
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.encounter == snapshots[5]
    assert [entry.text for entry in recovery.entries] == ["Three at once", None, None]
    assert [len(entry) for entry in recovery.commands()] == [3, 1, 1]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(encounter=encounters(max_log=2), wounds=st.lists(st.integers(0, 9), min_size=1, max_size=4),
       undone=st.integers(0, 4), base=st.integers(0, 4))
def test_any_encounter_and_history_round_trip(
    paths: UserPaths, encounter: Encounter, wounds: list[int], undone: int, base: int
) -> None:
    if not encounter.combatants:
        encounter.combatants.append(Combatant(id="solo", name="Solo"))
    target = encounter.combatants[0].id
    commands = [EditCombatant(target, {"wounds": w, "bruises": n}) for n, w in enumerate(wounds)]
    snapshots = [_snapshot(encounter)]
    for command in commands:
        command.apply(encounter)
        snapshots.append(_snapshot(encounter))
    base = min(base, len(commands))
    index = max(0, len(commands) - undone)
    journal = _journal(paths)
    journal.start(snapshots[base], _entries(commands), base, None, take_over=True)
    journal.move(index)
    recovery = read_autosave(paths)
    journal.close()
    assert recovery is not None and recovery.encounter == snapshots[index]
    assert recovery.history_problem is None and recovery.index == index
    restored = recovery.encounter
    for step in range(index, 0, -1):
        recovery.commands()[step - 1][0].revert(restored)
        assert _snapshot(restored) == snapshots[step - 1]


def test_an_index_outside_the_history_is_refused(paths: UserPaths) -> None:
    encounter, commands, _ = _session()
    with pytest.raises(ValueError, match="undo index 6 is outside a history of 5 entries"):
        _journal(paths).start(encounter, _entries(commands), 6, None)
    assert not paths.autosave_file.exists()


def test_a_failed_write_keeps_the_journal_as_it_was(paths: UserPaths) -> None:
    journal, _, snapshots = _played(paths)
    broken = RenameEncounter(name="\ud800")
    encounter = _snapshot(snapshots[5])
    broken.apply(encounter)
    with pytest.raises(SaveError, match="cannot be written as JSON"):
        journal.push(5, [JournalEntry([broken.step()])], 6)
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.encounter == snapshots[5] and recovery.index == 5


def test_an_earlier_sessions_journal_is_never_overwritten_unless_taken_over(paths: UserPaths) -> None:
    """Defect 5: a journal this session did not write (one that could not be read, or one
    not yet offered) is not replaced by the first step of the new session."""
    _played(paths)[0].close()
    before = read_autosave(paths)
    encounter, _, _ = _session()
    with pytest.raises(SaveError, match="recovery store of an earlier session is in the way"):
        _journal(paths).start(encounter, [], 0, None)
    assert read_autosave(paths) == before
    taker = _journal(paths)
    taker.start(encounter, [], 0, None, take_over=True)  # restored: now it may
    after = read_autosave(paths)
    assert after is not None and after.entries == () and after.encounter == encounter


def test_discard_deletes_only_the_writers_own_journal(paths: UserPaths) -> None:
    journal, _, _ = _played(paths)
    journal.discard()
    assert read_autosave(paths) is None
    assert list(paths.autosave_dir.iterdir()) == []
    _played(paths)[0].close()
    _journal(paths).discard()  # a writer that never started owns nothing
    assert read_autosave(paths) is not None


def test_clear_removes_the_journal_and_tolerates_none(paths: UserPaths) -> None:
    _played(paths)[0].close()
    clear_autosave(paths)
    assert read_autosave(paths) is None
    clear_autosave(paths)  # nothing there: no error
    assert list(paths.autosave_dir.iterdir()) == []


def _tampered(paths: UserPaths, *statements: str) -> Recovery:
    """A journal changed behind the writer's back; read twice, it says the same."""
    _played(paths)[0].close()
    db = sqlite3.connect(paths.autosave_file)
    for statement in statements:
        db.execute(statement)
    db.commit()
    db.close()
    recovery = read_autosave(paths)
    assert recovery is not None
    assert read_autosave(paths) == recovery
    assert paths.autosave_file.exists()  # kept, never deleted
    return recovery


def _bad_file(paths: UserPaths, content: bytes) -> Recovery:
    paths.autosave_file.parent.mkdir(parents=True, exist_ok=True)
    paths.autosave_file.write_bytes(content)
    recovery = read_autosave(paths)
    assert recovery is not None and not recovery.readable
    assert paths.autosave_file.read_bytes() == content  # kept as it was
    assert read_autosave(paths) == recovery
    return recovery


@pytest.mark.parametrize(("content", "error"), [
    (b"", "not a GM Tracker recovery store"),  # SQLite reads an empty file as an empty database
    (b'{"format": "gmtracker-autosave", "version": 1}', "not a readable recovery store: file is not a database"),
    (b"SQLite format 3\x00" + b"\x00" * 200, "not a readable recovery store"),
])
def test_an_unreadable_journal_is_reported_not_raised(paths: UserPaths, content: bytes, error: str) -> None:
    recovery = _bad_file(paths, content)
    assert recovery.encounter is None
    assert recovery.error is not None and error in recovery.error
    assert recovery.commands() == []


def test_another_database_is_not_a_journal(paths: UserPaths) -> None:
    paths.autosave_file.parent.mkdir(parents=True)
    db = sqlite3.connect(paths.autosave_file)
    db.execute("CREATE TABLE notes (text TEXT)")
    db.commit()
    db.close()
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.error == "not a GM Tracker recovery store"
    with pytest.raises(SaveError, match="in the way"):
        _journal(paths).start(Encounter(), [], 0, None)


def test_a_journal_of_another_version_is_reported(paths: UserPaths) -> None:
    recovery = _tampered(paths, "PRAGMA user_version = 2")
    assert recovery.error == "written by another version of GM Tracker (recovery store version 2)"


def test_a_recovered_encounter_with_duplicate_ids_is_reported(paths: UserPaths) -> None:
    _played(paths)[0].close()
    db = sqlite3.connect(paths.autosave_file)
    (data,) = db.execute("SELECT encounter FROM base").fetchone()
    document = msgspec.json.decode(data)
    document["combatants"].append(dict(document["combatants"][0]))
    db.execute("UPDATE base SET encounter = ?", (msgspec.json.encode(document),))
    db.commit()
    db.close()
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.error is not None
    assert recovery.error.startswith("$.encounter.combatants[2].id: the id ")


@pytest.mark.parametrize(("statement", "error"), [
    ("UPDATE state SET idx = 9", "undo index 9 is outside a history of 5 entries"),
    ("UPDATE base SET base_index = 7", "base index 7 is outside a history of 5 entries"),
    ("DELETE FROM entries WHERE pos = 2", "the undo history has gaps"),
    ("DELETE FROM base", "holds no encounter (it was being created)"),
    ("UPDATE base SET encounter = x'7b'", "the encounter cannot be read"),
    ("UPDATE state SET idx = 'three'", "it holds values of the wrong type"),
    ("UPDATE entries SET entry = 12 WHERE pos = 1", "it holds values of the wrong type"),
])
def test_a_journal_that_does_not_hold_together_is_reported(paths: UserPaths, statement: str, error: str) -> None:
    recovery = _tampered(paths, statement)
    assert not recovery.readable and recovery.error is not None and error in recovery.error


def test_a_history_that_does_not_fit_is_dropped_and_the_encounter_kept(paths: UserPaths) -> None:
    _played(paths)[0].close()
    db = sqlite3.connect(paths.autosave_file)
    db.execute("UPDATE base SET base_index = 5, encounter = ?", (msgspec.json.encode(_session()[2][5]),))
    (data,) = db.execute("SELECT entry FROM entries WHERE pos = 1").fetchone()
    entry = msgspec.json.decode(data)
    entry["steps"][0]["patch"]["combatants"][0]["id"] = "nobody"  # edits a combatant that never was
    db.execute("UPDATE entries SET entry = ? WHERE pos = 1", (msgspec.json.encode(entry),))
    db.commit()
    db.close()
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.readable and recovery.encounter == _session()[2][5]
    assert recovery.entries == () and recovery.index == 0
    assert recovery.history_problem is not None and "does not fit" in recovery.history_problem


def test_steps_that_cannot_be_replayed_give_the_base_and_say_so(paths: UserPaths) -> None:
    """Defect 11: the undo history that cannot be restored is reported, not announced."""
    recovery = _tampered(paths, "UPDATE entries SET entry = x'7b7d' WHERE pos = 3")
    assert recovery.readable and recovery.encounter == _session()[2][0]  # the base: the start
    assert recovery.entries == ()
    assert recovery.history_problem is not None and "cannot be read" in recovery.history_problem


def test_a_folder_in_place_of_the_journal_is_reported(paths: UserPaths) -> None:
    paths.autosave_file.mkdir(parents=True)
    recovery = read_autosave(paths)
    assert recovery is not None and not recovery.readable
    assert recovery.error == "is a folder, not a recovery store"
    assert paths.autosave_file.is_dir()


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_an_unreadable_journal_file_is_reported(paths: UserPaths) -> None:
    _played(paths)[0].close()
    paths.autosave_file.chmod(0)
    if os.access(paths.autosave_file, os.R_OK):
        pytest.skip("this user reads anything (root)")
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.error == "permission denied"


def test_an_unreadable_journal_is_moved_aside_with_a_timestamp_and_kept(paths: UserPaths) -> None:
    """Defect 5: set aside under a name of its own, with its companion files; a second one
    the same second gets another name, so neither overwrites the other."""
    moment = datetime(2026, 12, 1, 21, 15, 30)
    kept = []
    for content in (b"garbage one", b"garbage two"):
        _bad_file(paths, content)
        paths.autosave_file.with_name("recovery.sqlite3-wal").write_bytes(content + b" wal")
        kept.append(keep_unreadable(paths, moment))
    assert [k.name for k in kept] == ["recovery.sqlite3.unreadable-20261201-211530",
                                      "recovery.sqlite3.unreadable-20261201-211530-2"]
    assert [k.read_bytes() for k in kept] == [b"garbage one", b"garbage two"]
    assert kept[0].with_name(kept[0].name + "-wal").read_bytes() == b"garbage one wal"
    assert read_autosave(paths) is None  # the place is free for the new session
    journal = _journal(paths)
    journal.start(Encounter(), [], 0, None)
    journal.discard()  # a clean quit deletes only the new journal
    assert sorted(p.name for p in paths.autosave_dir.iterdir()) == [
        "recovery.sqlite3.unreadable-20261201-211530", "recovery.sqlite3.unreadable-20261201-211530-2",
        "recovery.sqlite3.unreadable-20261201-211530-2-wal", "recovery.sqlite3.unreadable-20261201-211530-wal"]


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_a_journal_in_a_read_only_folder_is_read_but_not_cleared(paths: UserPaths) -> None:
    _, _, snapshots = _played(paths)  # left open, as a kill leaves it: with its -wal and -shm
    paths.autosave_dir.chmod(0o555)
    try:
        if os.access(paths.autosave_dir, os.W_OK):
            pytest.skip("this user writes anywhere (root)")
        recovery = read_autosave(paths)
        assert recovery is not None and recovery.readable and recovery.encounter == snapshots[5]
        with pytest.raises(SaveError, match="permission denied"):
            clear_autosave(paths)
        with pytest.raises(SaveError, match="permission denied"):
            keep_unreadable(paths)
        assert paths.autosave_file.exists()
    finally:
        paths.autosave_dir.chmod(0o755)


def test_history_steps_keep_kind_and_label(paths: UserPaths) -> None:
    _, commands, _ = _played(paths)
    recovery = read_autosave(paths)
    assert recovery is not None
    assert [(s.kind, s.label) for s in recovery.history] == [(c.step().kind, c.step().label) for c in commands]
    assert all(isinstance(s, HistoryStep) for s in recovery.history)


def test_a_first_journal_write_that_fails_leaves_no_store_and_the_next_step_starts_again(
        paths: UserPaths, monkeypatch: pytest.MonkeyPatch) -> None:
    """Review of issue 11: a full disk at the first write left an empty store behind; every
    later step then refused it as "a recovery store of an earlier session", so autosave was
    off for the rest of the session, and the next start reported it as unreadable."""
    encounter = Encounter(name="Fight")
    journal = _journal(paths)
    real = Journal._transaction
    failing = {"left": 1}

    def full_disk(self: Journal, *statements: object, **kwargs: object) -> None:
        if failing["left"]:
            failing["left"] -= 1
            raise SaveError(self.path, "disk full")
        real(self, *statements, **kwargs)

    monkeypatch.setattr(Journal, "_transaction", full_disk)
    with pytest.raises(SaveError, match="disk full"):
        journal.start(encounter, [], 0, None)
    assert not os.path.lexists(paths.autosave_file)
    journal.start(encounter, [], 0, None)  # space freed: the next step writes a journal
    assert os.path.exists(paths.autosave_file)
    journal.discard()
    assert read_autosave(paths) is None

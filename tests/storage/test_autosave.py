"""Autosave: the open encounter and its undo history survive a crash — the recovered
encounter equals the saved one, and its commands undo and redo it step by step — while a
bad recovery file is reported (never a crash, never deleted)."""

from __future__ import annotations

import os
from datetime import datetime, timezone
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
from gmtracker.storage.autosave import Recovery, clear_autosave, read_autosave, write_autosave
from gmtracker.storage.paths import UserPaths
from tests.strategies import encounters


def _snapshot(encounter: Encounter) -> Encounter:
    """A deep copy to compare by value (bytes may differ: on Python 3.10 msgspec writes a
    default 0 that is not the cached small int, as int.from_bytes makes)."""
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


@pytest.fixture
def paths(tmp_path: Path) -> UserPaths:
    return UserPaths.under(tmp_path / "profile")


def test_nothing_to_recover_without_a_file(paths: UserPaths) -> None:
    assert read_autosave(paths) is None
    assert not (paths.state_dir).exists()


def test_the_recovery_file_is_in_the_state_folder(paths: UserPaths, tmp_path: Path) -> None:
    encounter, commands, _ = _session()
    written = write_autosave(paths, encounter, [c.step() for c in commands], 5, tmp_path / "b.json")
    assert written == paths.autosave_file
    assert written.is_relative_to(paths.state_dir)
    assert sorted(p.name for p in written.parent.iterdir()) == ["recovery.json"]  # no temporaries


def test_recovery_gives_the_encounter_and_what_it_belongs_to(paths: UserPaths, tmp_path: Path) -> None:
    encounter, commands, _ = _session()
    moment = datetime(2026, 11, 29, 21, 30, tzinfo=timezone.utc)
    write_autosave(paths, encounter, [c.step() for c in commands], 5, tmp_path / "bridge.json",
                   saved_at=moment)
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.readable
    assert recovery.error is None and recovery.history_problem is None
    assert type(recovery.encounter) is Encounter
    assert recovery.encounter == encounter
    assert recovery.history == tuple(c.step() for c in commands)
    assert recovery.index == 5
    assert recovery.source_path == tmp_path / "bridge.json"
    assert recovery.saved_at == moment
    assert recovery.file == paths.autosave_file


def test_undo_survives_a_crash_step_by_step(paths: UserPaths) -> None:
    encounter, commands, snapshots = _session()
    write_autosave(paths, encounter, [c.step() for c in commands], len(commands), None)
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.encounter is not None
    restored = recovery.encounter
    replayed = recovery.commands()
    assert all(isinstance(c, ReplayedCommand) for c in replayed)
    assert [c.label for c in replayed] == [c.label for c in commands]
    for step in range(len(replayed), 0, -1):  # undo all the way back
        replayed[step - 1].revert(restored)
        assert _snapshot(restored) == snapshots[step - 1]
    for step in range(1, len(replayed) + 1):  # and redo all the way forward
        replayed[step - 1].apply(restored)
        assert _snapshot(restored) == snapshots[step]


def test_undone_steps_can_still_be_redone_after_a_crash(paths: UserPaths) -> None:
    encounter, commands, snapshots = _session()
    commands[4].revert(encounter)
    commands[3].revert(encounter)  # the GM undid two steps, then the power went
    write_autosave(paths, encounter, [c.step() for c in commands], 3, None)
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.encounter is not None and recovery.index == 3
    assert _snapshot(recovery.encounter) == snapshots[3]
    redo = recovery.commands()[3]
    redo.apply(recovery.encounter)
    assert _snapshot(recovery.encounter) == snapshots[4]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(encounter=encounters(max_log=2), wounds=st.lists(st.integers(0, 9), min_size=1, max_size=4),
       undone=st.integers(0, 4))
def test_any_encounter_and_history_round_trip(
    paths: UserPaths, encounter: Encounter, wounds: list[int], undone: int
) -> None:
    if not encounter.combatants:
        encounter.combatants.append(Combatant(id="solo", name="Solo"))
    target = encounter.combatants[0].id
    commands = [EditCombatant(target, {"wounds": w, "bruises": n}) for n, w in enumerate(wounds)]
    snapshots = [_snapshot(encounter)]
    for command in commands:
        command.apply(encounter)
        snapshots.append(_snapshot(encounter))
    index = max(0, len(commands) - undone)
    for command in reversed(commands[index:]):
        command.revert(encounter)
    write_autosave(paths, encounter, [c.step() for c in commands], index, None)
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.encounter == encounter
    assert recovery.history_problem is None and recovery.index == index
    restored = recovery.encounter
    for step in range(index, 0, -1):
        recovery.commands()[step - 1].revert(restored)
        assert _snapshot(restored) == snapshots[step - 1]


def test_writing_again_replaces_the_file(paths: UserPaths) -> None:
    encounter, commands, _ = _session()
    write_autosave(paths, encounter, [], 0, None)
    write_autosave(paths, encounter, [c.step() for c in commands], 5, None)
    recovery = read_autosave(paths)
    assert recovery is not None and len(recovery.history) == 5


def test_an_index_outside_the_history_is_refused(paths: UserPaths) -> None:
    encounter, commands, _ = _session()
    with pytest.raises(ValueError, match="undo index 6 is outside a history of 5 steps"):
        write_autosave(paths, encounter, [c.step() for c in commands], 6, None)
    assert not paths.autosave_file.exists()


def test_a_failed_write_keeps_the_previous_recovery(paths: UserPaths) -> None:
    encounter, commands, _ = _session()
    write_autosave(paths, encounter, [], 0, None)
    before = paths.autosave_file.read_bytes()
    broken = msgspec.structs.replace(encounter, name="\ud800")
    with pytest.raises(SaveError, match="cannot be written as JSON"):
        write_autosave(paths, broken, [], 0, None)
    assert paths.autosave_file.read_bytes() == before


def test_clear_removes_the_file_and_tolerates_none(paths: UserPaths) -> None:
    encounter, _, _ = _session()
    write_autosave(paths, encounter, [], 0, None)
    clear_autosave(paths)
    assert read_autosave(paths) is None
    clear_autosave(paths)  # nothing there: no error
    assert not paths.autosave_file.exists()


def _bad_recovery(paths: UserPaths, content: bytes) -> Recovery:
    paths.autosave_file.parent.mkdir(parents=True, exist_ok=True)
    paths.autosave_file.write_bytes(content)
    recovery = read_autosave(paths)
    assert recovery is not None
    assert paths.autosave_file.read_bytes() == content  # kept, never deleted
    assert read_autosave(paths) == recovery  # and reading again says the same
    return recovery


@pytest.mark.parametrize(
    ("content", "error"),
    [
        (b"", "the file is empty"),
        (b'{"format": "gmtracker-autosave", "version": 1, "saved_at"',
         "not valid JSON: it ends in the middle"),
        (b"\xff\xfe{\x00}\x00", "not UTF-8 text: it is UTF-16"),
        (b'{"format": "\xe9"}', "not UTF-8 text: byte 0xe9 is not part of a character at line 1"),
        (b"[]", "expected `object`, got `array`"),
        (b'{"format": "gmtracker-encounter"}', "$.format: invalid enum value 'gmtracker-encounter'"),
        (b'{"format": "gmtracker-autosave", "version": 1}', "missing required field `saved_at`"),
    ],
)
def test_an_unreadable_recovery_file_is_reported_not_raised(
    paths: UserPaths, content: bytes, error: str
) -> None:
    recovery = _bad_recovery(paths, content)
    assert not recovery.readable
    assert recovery.encounter is None
    assert recovery.error is not None and error in recovery.error
    assert recovery.commands() == []


def _valid_autosave(paths: UserPaths) -> dict[str, object]:
    encounter, commands, _ = _session()
    write_autosave(paths, encounter, [c.step() for c in commands], 5, None)
    document: dict[str, object] = msgspec.json.decode(paths.autosave_file.read_bytes())
    return document


def test_a_recovery_of_another_version_is_reported(paths: UserPaths) -> None:
    document = _valid_autosave(paths)
    document["version"] = 2
    recovery = _bad_recovery(paths, msgspec.json.encode(document))
    assert recovery.error is not None and "another version of GM Tracker" in recovery.error


def test_a_recovered_encounter_with_duplicate_ids_is_reported(paths: UserPaths) -> None:
    document = _valid_autosave(paths)
    encounter = document["encounter"]
    assert isinstance(encounter, dict)
    encounter["combatants"].append(dict(encounter["combatants"][0]))
    recovery = _bad_recovery(paths, msgspec.json.encode(document))
    assert recovery.error is not None
    assert recovery.error.startswith("$.encounter.combatants[2].id: the id ")


def test_an_index_outside_the_saved_history_is_reported(paths: UserPaths) -> None:
    document = _valid_autosave(paths)
    document["index"] = 9
    recovery = _bad_recovery(paths, msgspec.json.encode(document))
    assert recovery.error == "$.index: undo index 9 is outside a history of 5 steps"


def test_a_history_that_does_not_fit_is_dropped_and_the_encounter_kept(paths: UserPaths) -> None:
    document = _valid_autosave(paths)
    history = document["history"]
    assert isinstance(history, list)
    history[1]["patch"]["combatants"][0]["id"] = "nobody"  # edits a combatant that never was
    recovery = _bad_recovery(paths, msgspec.json.encode(document))
    assert recovery.readable and recovery.encounter is not None
    assert recovery.history == () and recovery.index == 0
    assert recovery.history_problem is not None
    assert "does not fit" in recovery.history_problem


def test_a_history_that_leads_elsewhere_is_dropped(paths: UserPaths) -> None:
    document = _valid_autosave(paths)
    encounter = document["encounter"]
    assert isinstance(encounter, dict)
    encounter["name"] = "renamed after the last step"
    recovery = _bad_recovery(paths, msgspec.json.encode(document))
    assert recovery.readable
    assert recovery.history_problem == "redoing up to step 5 does not give the saved encounter"


def test_a_folder_in_place_of_the_file_is_reported(paths: UserPaths) -> None:
    paths.autosave_file.mkdir(parents=True)
    recovery = read_autosave(paths)
    assert recovery is not None and not recovery.readable
    assert recovery.error == "is a folder, not an autosave file"
    assert paths.autosave_file.is_dir()


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root reads anything")
def test_an_unreadable_recovery_file_is_reported(paths: UserPaths) -> None:
    encounter, _, _ = _session()
    write_autosave(paths, encounter, [], 0, None)
    paths.autosave_file.chmod(0)
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.error == "permission denied"


def test_history_steps_keep_kind_and_label(paths: UserPaths) -> None:
    encounter, commands, _ = _session()
    steps = [c.step() for c in commands]
    write_autosave(paths, encounter, steps, 5, None)
    recovery = read_autosave(paths)
    assert recovery is not None
    assert [(s.kind, s.label) for s in recovery.history] == [(s.kind, s.label) for s in steps]
    assert all(isinstance(s, HistoryStep) for s in recovery.history)

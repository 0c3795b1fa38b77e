"""Saving encounter files: readable deterministic JSON, atomic replacement, the .bak of the
previous version, no temporary files left behind, and a failed save that changes nothing."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path
from typing import Any

import msgspec
import pytest

from gmtracker.encounter import Combatant, Encounter, LogEntry, encoded_record
from gmtracker.storage import SaveError, load_encounter, save_encounter
from gmtracker.storage import atomic, encounter_file
from gmtracker.storage.encounter_file import encode_encounter


# A record with a nested object, a list, a fraction of a number and a null (a kind's typed record).
_RECORD = {"roll": {"dice": "1d20", "naturals": [14], "kept": [True]}, "total": 20, "dc": 15, "hit": True,
           "ratio": 0.5, "nothing": None}


def _encounter(name: str = "Bridge", wounds: int = 0) -> Encounter:
    return Encounter(
        name=name,
        combatants=[
            Combatant(id="mei", name="梅", wounds=wounds, percentile={"b": 2, "a": 1}),
            Combatant(id="troll", name="Bridge Troll", hit_dice="6d10+12"),
        ],
        log=[LogEntry(kind="log_note", text="one"), LogEntry(kind="first_format_attack", text="two",
                                                          raw_record=encoded_record(_RECORD))],
    )


def _state(folder: Path) -> dict[str, tuple[bytes, int]]:
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in folder.iterdir()}


def test_saved_file_loads_equal(tmp_path: Path) -> None:
    encounter = _encounter()
    save_encounter(encounter, tmp_path / "fight.json")
    assert load_encounter(tmp_path / "fight.json") == encounter


def test_second_save_keeps_the_first_as_bak(tmp_path: Path) -> None:
    path = tmp_path / "fight.json"
    save_encounter(_encounter(wounds=1), path)
    first = path.read_bytes()
    assert not (tmp_path / "fight.json.bak").exists()
    save_encounter(_encounter(wounds=2), path)
    assert (tmp_path / "fight.json.bak").read_bytes() == first
    assert load_encounter(tmp_path / "fight.json.bak").combatants[0].wounds == 1
    assert load_encounter(path).combatants[0].wounds == 2
    save_encounter(_encounter(wounds=3), path)
    assert load_encounter(tmp_path / "fight.json.bak").combatants[0].wounds == 2


def test_success_leaves_no_temporary_files(tmp_path: Path) -> None:
    for wounds in range(4):
        save_encounter(_encounter(wounds=wounds), tmp_path / "fight.json")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fight.json", "fight.json.bak"]


def test_bytes_are_deterministic_whatever_the_dict_order(tmp_path: Path) -> None:
    one = _encounter()
    other = _encounter()
    other.combatants[0] = msgspec.structs.replace(other.combatants[0], percentile={"a": 1, "b": 2})
    assert encode_encounter(one) == encode_encounter(other)
    save_encounter(one, tmp_path / "a.json")
    save_encounter(load_encounter(tmp_path / "a.json"), tmp_path / "b.json")
    assert (tmp_path / "a.json").read_bytes() == (tmp_path / "b.json").read_bytes()


def test_file_is_readable_utf8_two_space_json_with_one_line_per_log_entry(tmp_path: Path) -> None:
    save_encounter(_encounter(), tmp_path / "fight.json")
    text = (tmp_path / "fight.json").read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines[:3] == ["{", '  "format": "gmtracker-encounter",', '  "version": 2,']
    assert '      "name": "梅",' in lines  # not \u6885
    assert text.endswith("  ]\n}\n")
    log_lines = [line for line in lines if line.startswith('    {"kind":')]
    assert len(log_lines) == 2
    assert json.loads(log_lines[1]) == {"kind": "first_format_attack", "text": "two", "record": _RECORD}
    assert json.loads(text)["log"][0] == {"kind": "log_note", "text": "one"}


def test_an_encounter_without_a_log_is_indented_too(tmp_path: Path) -> None:
    save_encounter(Encounter(name="Quiet"), tmp_path / "quiet.json")
    text = (tmp_path / "quiet.json").read_text(encoding="utf-8")
    assert text.endswith('  "combatants": [],\n  "log": []\n}\n')


def _refuse_temporary_files(monkeypatch: pytest.MonkeyPatch) -> None:
    real_open = os.open

    def refusing(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if flags & os.O_CREAT:
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(atomic.os, "open", refusing)


def test_a_folder_that_refuses_new_files_changes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "fight.json"
    save_encounter(_encounter(wounds=1), path)
    save_encounter(_encounter(wounds=2), path)
    before = _state(tmp_path)
    _refuse_temporary_files(monkeypatch)
    with pytest.raises(SaveError) as caught:
        save_encounter(_encounter(wounds=3), path)
    assert isinstance(caught.value, OSError)
    assert caught.value.errno == errno.EACCES
    assert caught.value.message == f"{path}: cannot save: permission denied ({tmp_path})"
    assert str(caught.value) == caught.value.message
    assert _state(tmp_path) == before


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root writes anywhere")
def test_a_read_only_folder_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "fight.json"
    save_encounter(_encounter(wounds=1), path)
    before = _state(tmp_path)
    tmp_path.chmod(0o500)
    try:
        with pytest.raises(SaveError, match="permission denied"):
            save_encounter(_encounter(wounds=2), path)
    finally:
        tmp_path.chmod(0o700)
    assert _state(tmp_path) == before


def test_a_failing_replace_removes_the_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "fight.json"
    save_encounter(_encounter(wounds=1), path)
    original = path.read_bytes()

    def no_space(source: Any, target: Any) -> None:
        raise OSError(errno.ENOSPC, "No space left on device", os.fspath(target))

    monkeypatch.setattr(atomic.os, "replace", no_space)
    with pytest.raises(SaveError, match="cannot save: no space left on device"):
        save_encounter(_encounter(wounds=2), path)
    assert path.read_bytes() == original
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fight.json"]


def test_text_that_cannot_be_utf8_is_refused_and_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "fight.json"
    save_encounter(_encounter(), path)
    before = _state(tmp_path)
    broken = _encounter(name="half an emoji \ud83d")
    with pytest.raises(SaveError, match="cannot be written as JSON") as caught:
        save_encounter(broken, path)
    assert caught.value.errno is None
    assert _state(tmp_path) == before


def test_a_log_record_that_json_cannot_hold_is_refused_when_made(tmp_path: Path) -> None:
    """Records are kept as JSON text from the moment they are made (issue 16), so an object in
    one is refused then, and a log always saves."""
    with pytest.raises(TypeError):
        encoded_record({"oops": object()})
    encounter = _encounter()
    save_encounter(encounter, tmp_path / "fight.json")
    assert load_encounter(tmp_path / "fight.json").log[1].json_record == _RECORD


def test_an_encounter_that_would_not_load_is_not_saved(tmp_path: Path) -> None:
    path = tmp_path / "fight.json"
    save_encounter(_encounter(), path)
    before = _state(tmp_path)
    twins = _encounter()
    twins.combatants.append(Combatant(id="mei", name="Mei's twin"))
    with pytest.raises(SaveError) as caught:
        save_encounter(twins, path)
    assert caught.value.message == (
        f'{path}: cannot save: the encounter would not load again: $.combatants[2].id '
        f'("Mei\'s twin"): the id "mei" is already used by $.combatants[0]'
    )
    assert _state(tmp_path) == before


def test_an_encounter_over_the_file_limit_is_not_saved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(encounter_file, "MAX_FILE_BYTES", 1024)
    with pytest.raises(SaveError, match=r"would make a file of \d+ KB, and an encounter file may "
                                        r"be at most 1 KB \(start a new encounter, or shorten"):
        save_encounter(Encounter(combatants=[Combatant(id=f"g{n}", name="Goblin") for n in range(50)]),
                       tmp_path / "big.json")
    assert list(tmp_path.iterdir()) == []


def test_a_missing_folder_is_an_error_naming_it(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="no such file or directory") as caught:
        save_encounter(_encounter(), tmp_path / "nowhere" / "fight.json")
    assert str(tmp_path / "nowhere") in caught.value.message
    assert not (tmp_path / "nowhere").exists()


def test_saving_over_a_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "fight.json").mkdir()
    with pytest.raises(SaveError, match="is a folder"):
        save_encounter(_encounter(), tmp_path / "fight.json")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fight.json"]


@pytest.mark.skipif(os.name != "posix", reason="symbolic links need privileges on Windows")
def test_a_symbolic_link_is_followed_and_kept(tmp_path: Path) -> None:
    real = tmp_path / "campaign" / "fight.json"
    real.parent.mkdir()
    save_encounter(_encounter(wounds=1), real)
    link = tmp_path / "shortcut.json"
    link.symlink_to(real)
    save_encounter(_encounter(wounds=2), link)
    assert link.is_symlink()
    assert load_encounter(real).combatants[0].wounds == 2
    assert load_encounter(real.with_name("fight.json.bak")).combatants[0].wounds == 1
    assert not (tmp_path / "shortcut.json.bak").exists()


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
def test_the_file_keeps_its_permissions(tmp_path: Path) -> None:
    path = tmp_path / "fight.json"
    save_encounter(_encounter(), path)
    path.chmod(0o640)
    save_encounter(_encounter(wounds=1), path)
    assert path.stat().st_mode & 0o777 == 0o640


def test_without_hard_links_the_backup_is_a_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "fight.json"
    save_encounter(_encounter(wounds=1), path)
    first = path.read_bytes()

    def no_links(source: Any, target: Any) -> None:
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(atomic.os, "link", no_links)
    save_encounter(_encounter(wounds=2), path)
    assert (tmp_path / "fight.json.bak").read_bytes() == first
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fight.json", "fight.json.bak"]


def test_a_backup_already_linked_to_the_file_leaves_no_staging_file(tmp_path: Path) -> None:
    """A save killed between linking the backup and replacing the file leaves the .bak as
    a second name of the file itself; renaming onto it then does nothing (POSIX rename of
    two links to one file), so the staging name must be removed explicitly."""
    path = tmp_path / "fight.json"
    save_encounter(_encounter(wounds=1), path)
    try:
        os.link(path, tmp_path / "fight.json.bak")
    except OSError:
        pytest.skip("no hard links on this file system")
    save_encounter(_encounter(wounds=2), path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fight.json", "fight.json.bak"]
    assert load_encounter(tmp_path / "fight.json.bak").combatants[0].wounds == 1


def test_saving_the_same_content_again_keeps_the_previous_different_version_as_bak(tmp_path: Path) -> None:
    """Defect 11: a repeated save (the same encounter, or the save after an interrupted
    one) rotated the backup, so the .bak became the file's twin."""
    path = tmp_path / "fight.json"
    save_encounter(_encounter(wounds=1), path)
    save_encounter(_encounter(wounds=2), path)
    before = _state(tmp_path)
    save_encounter(_encounter(wounds=2), path)
    assert _state(tmp_path) == before  # nothing written: the file's mtime is unchanged too
    assert load_encounter(tmp_path / "fight.json.bak").combatants[0].wounds == 1


def test_the_next_save_removes_what_interrupted_saves_left(tmp_path: Path) -> None:
    """Defect 11: hidden temporary files of killed saves stayed forever."""
    path = tmp_path / "fight.json"
    save_encounter(_encounter(wounds=1), path)
    leftovers = [tmp_path / f".fight.json.{token}.tmp" for token in ("0123abcd", "ffffffff")]
    for leftover in leftovers:
        leftover.write_bytes(b'{"half a')
    others = [tmp_path / ".fight.json.notatoken.tmp", tmp_path / ".other.json.0123abcd.tmp",
              tmp_path / "fight.json.0123abcd.tmp"]
    for other in others:
        other.write_bytes(b"not ours")
    save_encounter(_encounter(wounds=2), path)
    assert not any(leftover.exists() for leftover in leftovers)
    assert all(other.read_bytes() == b"not ours" for other in others)
    assert load_encounter(path).combatants[0].wounds == 2
    # Also when the content is already on disk (nothing else to write).
    leftovers[0].write_bytes(b"{")
    save_encounter(_encounter(wounds=2), path)
    assert not leftovers[0].exists()


def test_the_backup_is_renamed_only_after_the_new_file_is_in_place(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A failing replace leaves the file *and* its backup as they were (the backup used to
    be rotated first, making it the file's twin)."""
    path = tmp_path / "fight.json"
    save_encounter(_encounter(wounds=1), path)
    save_encounter(_encounter(wounds=2), path)
    before = _state(tmp_path)

    real_replace = os.replace

    def no_space_for_the_file(source: Any, target: Any) -> None:
        if Path(target) == path:
            raise OSError(errno.ENOSPC, "No space left on device", os.fspath(target))
        real_replace(source, target)

    monkeypatch.setattr(atomic.os, "replace", no_space_for_the_file)
    with pytest.raises(SaveError):
        save_encounter(_encounter(wounds=3), path)
    assert _state(tmp_path) == before


def test_save_returns_the_fingerprint_of_the_saved_file(tmp_path: Path) -> None:
    from gmtracker.storage.fingerprint import fingerprint

    path = tmp_path / "fight.json"
    saved = save_encounter(_encounter(wounds=1), path)
    assert saved == fingerprint(path)
    assert saved.size == path.stat().st_size
    assert save_encounter(_encounter(wounds=1), path) == saved  # nothing written
    assert save_encounter(_encounter(wounds=2), path) == fingerprint(path) != saved

"""Issue 27 items 1-2 without Qt: the journal is read from a copy (its files stay byte for
byte), a WAL header with one flipped bit is put right on the copy, and the step count kept
beside the journal tells a journal cut short from a whole one."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gmtracker.storage.autosave import read_autosave
from gmtracker.storage.journal import STEPS_SUFFIX, store_files
from gmtracker.storage.journal_repair import decode_steps, encode_steps
from gmtracker.storage.paths import UserPaths

_KILLED = """
import os, sys
sys.path.insert(0, {root!r})
from pathlib import Path
from tests.storage.test_autosave import _played
from gmtracker.storage.paths import UserPaths
_played(UserPaths.under(Path({profile!r})))
os._exit(0)  # what a kill leaves: the WAL not folded into the main file
"""


@pytest.fixture
def paths(tmp_path: Path) -> UserPaths:
    profile = tmp_path / "profile"
    code = _KILLED.format(root=str(Path(__file__).resolve().parents[2]), profile=str(profile))
    subprocess.run([sys.executable, "-c", code], check=True)
    return UserPaths.under(profile)


def _hashes(paths: UserPaths) -> dict[str, str]:
    return {f.name: hashlib.sha256(f.read_bytes()).hexdigest() for f in store_files(paths.autosave_file) if f.exists()}


def test_reading_a_journal_changes_none_of_its_files(paths: UserPaths) -> None:
    before = _hashes(paths)
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.readable and not recovery.damaged
    assert recovery.steps_read == recovery.steps_written == 6  # start and five pushes
    assert _hashes(paths) == before and len(before) == 4  # main, -wal, -shm, -steps


@pytest.mark.parametrize("byte", [0, 5, 9, 13, 18, 22, 26, 31])
def test_one_flipped_bit_anywhere_in_the_wal_header_is_put_right_on_the_copy(paths: UserPaths, byte: int) -> None:
    wal = paths.autosave_file.with_name(paths.autosave_file.name + "-wal")
    data = bytearray(wal.read_bytes())
    data[byte] ^= 0x04
    wal.write_bytes(bytes(data))
    before = _hashes(paths)
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.readable and len(recovery.entries) == 5
    assert recovery.damaged and any("put right" in problem for problem in recovery.damage)
    assert _hashes(paths) == before


def test_an_empty_main_file_beside_the_wal_is_read_from_the_wal(paths: UserPaths) -> None:
    paths.autosave_file.write_bytes(b"")
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.readable and len(recovery.entries) == 5
    assert recovery.damaged and paths.autosave_file.stat().st_size == 0


def test_a_wal_cut_short_is_seen_by_the_step_count(paths: UserPaths) -> None:
    wal = paths.autosave_file.with_name(paths.autosave_file.name + "-wal")
    wal.write_bytes(wal.read_bytes()[: wal.stat().st_size - 4120])  # the last commit frame
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.readable
    assert recovery.short and recovery.steps_read == 5 and recovery.steps_written == 6
    assert len(recovery.entries) == 4


def test_without_the_count_a_journal_is_taken_as_it_reads(paths: UserPaths) -> None:
    os.unlink(paths.autosave_file.with_name(paths.autosave_file.name + STEPS_SUFFIX))
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.readable and not recovery.short and recovery.steps_written is None


def test_the_step_count_refuses_a_damaged_record() -> None:
    data = encode_steps(41)
    assert decode_steps(data) == 41
    assert decode_steps(data[:-1] + bytes([data[-1] ^ 1])) is None
    assert decode_steps(b"") is None

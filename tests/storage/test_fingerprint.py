"""The fingerprint of a file (size, mtime, SHA-256) and how another program's change is told."""

from __future__ import annotations

import os
from pathlib import Path

from gmtracker.storage.fingerprint import DiskChange, disk_change, fingerprint


def test_a_file_as_last_seen_has_not_changed(tmp_path: Path) -> None:
    path = tmp_path / "fight.json"
    path.write_bytes(b"{}\n")
    known = fingerprint(path)
    assert known is not None and known.size == 3
    assert disk_change(path, known) is None


def test_another_content_of_the_same_size_and_time_is_a_change(tmp_path: Path) -> None:
    """The hash decides: a file system with coarse times (FAT: 2 s) keeps the mtime."""
    path = tmp_path / "fight.json"
    path.write_bytes(b'{"a": 1}')
    known = fingerprint(path)
    assert known is not None
    path.write_bytes(b'{"a": 2}')
    os.utime(path, ns=(known.mtime_ns, known.mtime_ns))
    assert disk_change(path, known) is DiskChange.CHANGED


def test_another_size_is_a_change_and_the_same_bytes_rewritten_are_not(tmp_path: Path) -> None:
    path = tmp_path / "fight.json"
    path.write_bytes(b"{}")
    known = fingerprint(path)
    path.write_bytes(b"{ }")
    assert disk_change(path, known) is DiskChange.CHANGED
    path.write_bytes(b"{}")  # a sync tool writing back the same bytes: nothing to ask
    os.utime(path, ns=(1, 1))
    assert disk_change(path, known) is None


def test_a_deleted_file_and_a_file_where_there_was_none(tmp_path: Path) -> None:
    path = tmp_path / "fight.json"
    path.write_bytes(b"{}")
    known = fingerprint(path)
    path.unlink()
    assert fingerprint(path) is None
    assert disk_change(path, known) is DiskChange.DELETED
    assert disk_change(path, None) is None
    path.write_bytes(b"{}")
    assert disk_change(path, None) is DiskChange.CHANGED


def test_a_folder_is_no_file(tmp_path: Path) -> None:
    known = fingerprint(tmp_path / "x")
    (tmp_path / "x").mkdir()
    assert fingerprint(tmp_path / "x") is None
    assert disk_change(tmp_path / "x", known) is DiskChange.CHANGED

"""User paths: ``--data-dir`` moves every one of them; otherwise platformdirs decides."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from gmtracker.storage.paths import UserPaths


def test_every_path_sits_under_the_data_dir(tmp_path: Path) -> None:
    paths = UserPaths.under(tmp_path / "profile")
    for path in paths.all_paths():
        assert path.is_relative_to(tmp_path / "profile"), path


def test_the_kinds_of_path_are_distinct(tmp_path: Path) -> None:
    paths = list(UserPaths.under(tmp_path).all_paths())
    assert len(paths) == len(set(paths))
    assert UserPaths.under(tmp_path).settings_file.name == "settings.json"


def test_a_relative_data_dir_becomes_absolute(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert UserPaths.under(Path("here")).config_dir == tmp_path / "here" / "config"


def test_making_the_paths_creates_nothing(tmp_path: Path) -> None:
    UserPaths.under(tmp_path / "profile")
    assert not (tmp_path / "profile").exists()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG is Linux's")
def test_platform_paths_follow_xdg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    paths = UserPaths.for_platform()
    assert paths.settings_file == tmp_path / "cfg" / "gmtracker" / "settings.json"
    assert paths.library_dir == tmp_path / "share" / "gmtracker" / "library"
    assert paths.autosave_dir == tmp_path / "state" / "gmtracker" / "autosave"
    assert paths.cache_dir == tmp_path / "cache" / "gmtracker"
    assert not (tmp_path / "cfg").exists()

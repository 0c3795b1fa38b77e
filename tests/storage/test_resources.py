"""Bundled resources are found in a checkout (editable install) and in an installed
package, and the installed copy wins when both exist."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmtracker.storage import resources


def test_demo_and_translations_are_found(repo_root: Path) -> None:
    assert resources.demo_encounter_path().is_file()
    assert (resources.translations_dir() / "gmtracker_zh_CN.qm").is_file()
    assert (resources.translations_dir() / "gmtracker_ja.qm").is_file()


def _fake_tree(root: Path, *, installed: bool, checkout: bool) -> Path:
    package = root / "gmtracker"
    package.mkdir(parents=True)
    for present, folder in ((installed, package), (checkout, root)):
        if present:
            (folder / "resources" / "demo").mkdir(parents=True)
            (folder / "resources" / "demo" / "demo.json").write_text("{}")
    return package


@pytest.mark.parametrize(
    ("installed", "checkout", "expected"),
    [
        (True, True, "gmtracker/resources"),
        (True, False, "gmtracker/resources"),
        (False, True, "resources"),
        (False, False, "gmtracker/resources"),
    ],
)
def test_lookup_prefers_the_installed_copy(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    installed: bool,
    checkout: bool,
    expected: str,
) -> None:
    monkeypatch.setattr(
        resources, "_PACKAGE_DIR", _fake_tree(tmp_path, installed=installed, checkout=checkout)
    )
    assert resources.resources_dir() == tmp_path / expected


def test_a_stray_resources_folder_without_the_demo_is_ignored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = _fake_tree(tmp_path, installed=False, checkout=True)
    (package / "resources").mkdir()  # empty: some other tool's leftovers
    monkeypatch.setattr(resources, "_PACKAGE_DIR", package)
    assert resources.resources_dir() == tmp_path / "resources"

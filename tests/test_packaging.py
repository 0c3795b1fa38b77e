"""The installable package: the wheel carries the resources, and a non-editable install
into a fresh virtualenv runs ``gmtracker --smoke-test`` from outside the repository."""

from __future__ import annotations

import email
import os
import subprocess
import sys
import sysconfig
import venv
import zipfile
from pathlib import Path

import pytest
from packaging.requirements import Requirement

from gmtracker import __version__

# (name, specifier, marker) of every runtime dependency, exactly (hatchling lowercases
# names). PySide6-Essentials, never the full PySide6.
RUNTIME = {
    ("pyside6-essentials", "<6.12,>=6.11", 'python_version < "3.12"'),
    ("pyside6-essentials", ">=6.11", 'python_version >= "3.12"'),
    ("platformdirs", "", "None"),
    ("msgspec", ">=0.18", "None"),
    ("segno", ">=1.5", "None"),
}


@pytest.fixture(scope="session")
def wheel(repo_root: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Build the wheel once for the whole session (pip runs hatchling in isolation)."""
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out),
         str(repo_root)],
        check=True,
        timeout=600,
    )
    (built,) = out.glob("gmtracker-*.whl")
    return built


def test_wheel_contains_the_demo_and_the_compiled_translations(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "gmtracker/resources/demo/demo.json" in names
    assert "gmtracker/resources/library/starter.json" in names
    assert "gmtracker/resources/translations/gmtracker_zh_CN.qm" in names
    assert "gmtracker/resources/translations/gmtracker_ja.qm" in names
    assert "gmtracker/resources/schema/encounter-v2.schema.json" in names
    for name in ("index.html", "page.js", "page.css"):
        assert f"gmtracker/resources/player_page/{name}" in names
    assert "gmtracker/app.py" in names and "gmtracker/__main__.py" in names
    assert not any(name.startswith(("tests/", "resources/")) for name in names)


def test_wheel_metadata_pins_pyside6_essentials_and_names_the_script(wheel: Path) -> None:
    archive = zipfile.ZipFile(wheel)
    dist_info = f"gmtracker-{__version__}.dist-info"
    metadata = email.message_from_bytes(archive.read(f"{dist_info}/METADATA"))
    assert metadata["Requires-Python"] == ">=3.10"
    requirements = [Requirement(r) for r in metadata.get_all("Requires-Dist") or []]
    runtime = {
        (r.name.lower(), str(r.specifier), str(r.marker))
        for r in requirements
        if "extra" not in str(r.marker)
    }
    assert runtime == RUNTIME
    test_extra = {r.name for r in requirements if 'extra == "test"' in str(r.marker)}
    assert test_extra == {"pytest", "pytest-qt", "hypothesis", "import-linter", "pytest-cov", "zizmor", "mypy",
                          "selenium", "pip-licenses", "pyinstaller"}
    # A GUI script: pip's gmtracker.exe on Windows opens no console window.
    entry_points = archive.read(f"{dist_info}/entry_points.txt").decode()
    assert entry_points.split() == ["[gui_scripts]", "gmtracker", "=", "gmtracker.app:main"]


def test_wheel_metadata_has_the_licence_the_urls_and_the_classifiers(wheel: Path) -> None:
    """PEP 639: an SPDX expression and the licence files; no licence classifier beside it."""
    archive = zipfile.ZipFile(wheel)
    dist_info = f"gmtracker-{__version__}.dist-info"
    metadata = email.message_from_bytes(archive.read(f"{dist_info}/METADATA"))
    assert metadata["License-Expression"] == "MIT"
    license_files = metadata.get_all("License-File") or []
    assert "LICENSE" in license_files and "resources/licenses/THIRD-PARTY-NOTICES.txt" in license_files
    names = set(archive.namelist())
    assert {f"{dist_info}/licenses/{name}" for name in license_files} <= names
    assert archive.read(f"{dist_info}/licenses/LICENSE").startswith(b"MIT License\n\nCopyright (c) 2026 GM Tracker")
    urls = dict(url.split(", ", 1) for url in metadata.get_all("Project-URL") or [])
    assert urls == {"Homepage": "https://github.com/gmtracker/gmtracker",
                    "Source": "https://github.com/gmtracker/gmtracker",
                    "Issues": "https://github.com/gmtracker/gmtracker/issues"}
    assert metadata["Author-email"] == "GM Tracker contributors <gmtracker@users.noreply.github.com>"
    classifiers = set(metadata.get_all("Classifier") or [])
    assert {"Operating System :: POSIX :: Linux", "Operating System :: Microsoft :: Windows",
            "Operating System :: MacOS", "Environment :: Win32 (MS Windows)", "Environment :: MacOS X",
            "Topic :: Games/Entertainment :: Role-Playing"} <= classifiers
    assert any(c.startswith("Development Status :: ") for c in classifiers)
    assert not any(c.startswith("License :: ") for c in classifiers)


def test_wheel_carries_the_notices_but_no_screenshots_nor_translation_sources(wheel: Path, repo_root: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    assert not any("screenshots" in name or name.endswith(".ts") for name in names)
    licenses = repo_root / "resources" / "licenses"
    shipped = {f"gmtracker/resources/licenses/{path.name}" for path in licenses.iterdir()}
    assert {"gmtracker/resources/licenses/THIRD-PARTY-NOTICES.txt", "gmtracker/resources/licenses/LGPL-3.0.txt",
            "gmtracker/resources/licenses/GPL-3.0.txt", "gmtracker/resources/licenses/QT-NOTICE.txt"} <= shipped
    assert shipped <= names
    # Every other resource is there: each folder but the screenshots, each compiled translation.
    for folder in (repo_root / "resources").iterdir():
        if folder.name != "screenshots":
            assert any(name.startswith(f"gmtracker/resources/{folder.name}/") for name in names), folder.name
    for qm in (repo_root / "resources" / "translations").glob("*.qm"):
        assert f"gmtracker/resources/translations/{qm.name}" in names


def _fresh_venv(folder: Path) -> tuple[Path, Path]:
    """A venv without pip that sees this test venv's packages (Qt) *after* its own."""
    venv.EnvBuilder(with_pip=False).create(folder)
    scripts = folder / ("Scripts" if os.name == "nt" else "bin")
    python = scripts / ("python.exe" if os.name == "nt" else "python")
    site_packages = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        check=True, capture_output=True, text=True,
    ).stdout.strip()
    # Plain path lines: the test venv's own .pth files (the editable install of this
    # checkout among them) are not processed, so the repository stays unimportable.
    ours = {sysconfig.get_path("purelib"), sysconfig.get_path("platlib")}
    (Path(site_packages) / "zz_test_venv_packages.pth").write_text("\n".join(sorted(ours)))
    return python, scripts


def test_installed_wheel_runs_the_smoke_test_outside_the_repository(
    wheel: Path, tmp_path: Path, repo_root: Path
) -> None:
    python, scripts = _fresh_venv(tmp_path / "venv")
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet",
         "--no-deps", "--no-index", str(wheel)],
        check=True,
        timeout=300,
    )
    workdir = tmp_path / "elsewhere"
    workdir.mkdir()
    environment = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    environment.update(QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path / "home"))

    def run(*command: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            command, cwd=workdir, env=environment, capture_output=True, text=True, timeout=120
        )

    located = run(str(python), "-c", "import gmtracker.storage.resources as r; "
                  "print(r.__file__); print(r.resources_dir())")
    module_file, resources = located.stdout.splitlines()
    assert Path(module_file).is_relative_to(tmp_path / "venv")
    assert Path(resources).is_relative_to(tmp_path / "venv")
    assert not Path(module_file).is_relative_to(repo_root)
    starter = run(str(python), "-c", "from gmtracker.storage.starter import starter_path, starter_templates; "
                  "print(starter_path()); print(len(starter_templates('ja')))")
    starter_file, count = starter.stdout.splitlines()
    assert Path(starter_file).is_relative_to(tmp_path / "venv") and int(count) >= 20
    notices = run(str(python), "-c", "from gmtracker.storage.resources import third_party_notices_path as n; "
                  "print(n()); print(n().read_text(encoding='utf-8').splitlines()[0])")
    notices_file, first_line = notices.stdout.splitlines()
    assert Path(notices_file).is_relative_to(tmp_path / "venv") and first_line == "Third-party software in GM Tracker"

    gmtracker = str(scripts / "gmtracker")
    smoke = run(gmtracker, "--smoke-test", "--data-dir", str(tmp_path / "profile"))
    assert smoke.returncode == 0, smoke.stderr
    assert smoke.stdout == "ok: 12 combatants\n"

    version = run(gmtracker, "--version")
    assert (version.returncode, version.stdout) == (0, f"gmtracker {__version__}\n")

    # Every module of the installed package imports (the dialogs load lazily in the app,
    # so the smoke test alone would not notice one missing from the wheel).
    imported = run(str(python), "-c", (
        "import importlib, pkgutil, gmtracker\n"
        "names = [m.name for m in pkgutil.walk_packages(gmtracker.__path__, 'gmtracker.')]\n"
        "[importlib.import_module(n) for n in names]\n"
        "print(len(names))"))
    assert imported.returncode == 0, imported.stderr
    assert int(imported.stdout) > 60

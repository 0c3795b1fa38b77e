"""The licence notices: packaging/notices.py generates them from the installed
distributions, resources/licenses/ holds the committed copy the wheel ships, and the
bundles regenerate it at build time with the same command.

Versions: the committed notices name the versions they were generated from (a bundle's
notices should say what it carries). CI installs whatever PyPI has then and may run
another Python, whose licence texts can differ in a copyright year or a version line. So a
regeneration must equal the committed folder byte for byte when the environment is the
one the folder records (each distribution's version and Python's, as on the machine that
commits it), and otherwise the same distributions under the same licences in the same
order, with every version masked: a new dependency, a dropped one or a changed licence
fails everywhere, and a newer patch release of msgspec fails nowhere.
"""

from __future__ import annotations

import hashlib
import importlib.metadata as metadata
import importlib.util
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from packaging.utils import canonicalize_name

REPO = Path(__file__).resolve().parent.parent
SCRIPT = REPO / "packaging" / "notices.py"
COMMITTED = REPO / "resources" / "licenses"

#: The FSF's texts (https://www.gnu.org/licenses/lgpl-3.0.txt and gpl-3.0.txt), by SHA-256:
#: the same digests as Debian's /usr/share/common-licenses/LGPL-3 and GPL-3.
LGPL_SHA256 = "e3a994d82e644b03a792a930f574002658412f62407f5fee083f2555c5f23118"
GPL_SHA256 = "3972dc9744f6499f0f9b2dbf76696f2ae7ad8af9b23dde66d6af86c9dfb36986"
#: The runtime dependencies pyproject names; the closure holds these at least.
DIRECT = {"pyside6-essentials", "shiboken6", "msgspec", "platformdirs", "segno"}
VERSION = re.compile(r"\b\d+\.\d+(?:\.\d+)*\b")


@pytest.fixture(scope="module")
def notices() -> ModuleType:
    """packaging/notices.py as a module (packaging/ is no package: its name is the library's)."""
    spec = importlib.util.spec_from_file_location("gmtracker_notices", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is made
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def regenerated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder as the script writes it now, with this test venv's distributions."""
    out = tmp_path_factory.mktemp("licenses")
    done = subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return out


def _sections(text: str) -> list[tuple[str, str, str]]:
    """(name, licence line, body) of each part of THIRD-PARTY-NOTICES.txt (its intro left out)."""
    sections = []
    for part in text.split("\n" + "-" * 78 + "\n")[1:]:
        heading, _, body = part.partition("\n\n")
        lines = heading.splitlines()
        license_line = next(line for line in lines if line.startswith("License: "))
        sections.append((lines[0], license_line, body))
    return sections


def _name_and_version(heading: str) -> tuple[str, str]:
    """A part's heading line as (canonical name, version): "Python 3.11.7 (CPython, …)" → ("python", "3.11.7")."""
    name, version = heading.split(" (")[0].rsplit(" ", 1)
    return canonicalize_name(name), version


def _recorded_versions(text: str) -> dict[str, str]:
    """Each part's version as its heading line says ("msgspec 0.23.0")."""
    return dict(_name_and_version(heading) for heading, _license, _body in _sections(text))


def _installed_versions(notices: ModuleType) -> dict[str, str]:
    versions: dict[str, str] = {canonicalize_name(name): metadata.version(name) for name in notices.runtime_closure()}
    versions["qt"] = notices.qt_versions()[0]
    versions["python"] = ".".join(str(part) for part in sys.version_info[:3])
    return versions


def test_the_qt_licence_texts_are_the_real_gnu_texts() -> None:
    lgpl = (COMMITTED / "LGPL-3.0.txt").read_bytes()
    gpl = (COMMITTED / "GPL-3.0.txt").read_bytes()
    assert hashlib.sha256(lgpl).hexdigest() == LGPL_SHA256
    assert hashlib.sha256(gpl).hexdigest() == GPL_SHA256
    assert lgpl.lstrip().startswith(b"GNU LESSER GENERAL PUBLIC LICENSE\n                       Version 3, 29 June 2007")
    assert b"incorporates\nthe terms and conditions of version 3 of the GNU General Public\nLicense" in lgpl
    assert gpl.lstrip().startswith(b"GNU GENERAL PUBLIC LICENSE\n                       Version 3, 29 June 2007")
    assert b"END OF TERMS AND CONDITIONS" in gpl


def test_the_closure_is_read_from_the_installed_metadata(notices: ModuleType) -> None:
    closure = notices.runtime_closure()
    assert {canonicalize_name(name) for name in closure} >= DIRECT
    assert "gmtracker" not in closure
    # Nothing of the test extra: pytest is installed here, but only an extra asks for it.
    assert not {canonicalize_name(name) for name in closure} & {"pytest", "mypy", "hypothesis", "pip-licenses"}


def test_the_committed_notices_name_every_runtime_distribution_with_its_licence_text(notices: ModuleType) -> None:
    text = (COMMITTED / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    sections = {_name_and_version(heading)[0]: (license_line, body) for heading, license_line, body in _sections(text)}
    for name in notices.runtime_closure():
        license_line, body = sections[canonicalize_name(name)]
        assert license_line.removeprefix("License: ").strip(), name
        shipped = re.findall(r"\b([A-Z]+-3\.0\.txt)\b", body)
        if shipped:  # no licence file in the distribution: the folder's copy stands for it
            assert set(shipped) == {"LGPL-3.0.txt", "GPL-3.0.txt"}, name
            assert all((COMMITTED / file).is_file() for file in shipped)
        else:
            assert len(body.splitlines()) >= 10 and re.search(r"copyright|permission", body, re.I), name
    assert text.count("\n" + "-" * 78 + "\nQt ") == 1
    python = sections["python"]
    assert python[0] == "License: PSF-2.0"
    assert "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2" in python[1]


def test_a_distribution_s_own_licence_file_is_its_text_in_the_notices(notices: ModuleType) -> None:
    """Read without pip-licenses: each License-File of the installed distributions is in the
    regenerated notices (pip-licenses found the same files)."""
    out = notices.render_notices(notices.read_distributions(notices.runtime_closure()),
                                 notices.python_license(), notices.qt_versions())
    checked = 0
    for name in notices.runtime_closure():
        distribution = metadata.distribution(name)
        for file_name in distribution.metadata.get_all("License-File") or []:
            own = distribution.read_text(f"licenses/{file_name}") or distribution.read_text(file_name)
            assert own is not None
            assert notices._normalized(own).rstrip("\n") in out, (name, file_name)
            checked += 1
    assert checked >= 3  # msgspec, platformdirs, segno


def test_regenerating_gives_the_committed_folder(notices: ModuleType, regenerated: Path) -> None:
    assert sorted(path.name for path in regenerated.iterdir()) == sorted(path.name for path in COMMITTED.iterdir())
    for name in ("LGPL-3.0.txt", "GPL-3.0.txt", "REPLACING-QT.md", "LICENSE.txt"):
        assert (regenerated / name).read_bytes() == (COMMITTED / name).read_bytes(), name
    assert (COMMITTED / "LICENSE.txt").read_bytes() == (REPO / "LICENSE").read_bytes()
    assert (COMMITTED / "REPLACING-QT.md").read_bytes() == (REPO / "packaging" / "REPLACING-QT.md").read_bytes()

    committed = (COMMITTED / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    now = (regenerated / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    qt_committed = (COMMITTED / "QT-NOTICE.txt").read_text(encoding="utf-8")
    qt_now = (regenerated / "QT-NOTICE.txt").read_text(encoding="utf-8")
    assert VERSION.sub("N", qt_now) == VERSION.sub("N", qt_committed)
    if _recorded_versions(committed) == _installed_versions(notices):
        assert now == committed  # the environment it was made in: exactly
        assert qt_now == qt_committed
    else:
        masked = [(VERSION.sub("N", heading), license_line) for heading, license_line, _ in _sections(now)]
        assert masked == [(VERSION.sub("N", heading), license_line) for heading, license_line, _ in _sections(committed)]


def test_the_output_is_the_same_on_every_run(regenerated: Path, tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, str(SCRIPT), "--out", str(tmp_path)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    for path in regenerated.iterdir():
        data = (tmp_path / path.name).read_bytes()
        assert data == path.read_bytes(), path.name
        assert b"\r" not in data and str(REPO).encode() not in data and data.endswith(b"\n")


def test_the_qt_notice_names_qt_its_licence_and_its_source(notices: ModuleType) -> None:
    text = (COMMITTED / "QT-NOTICE.txt").read_text(encoding="utf-8")
    qt_version = _recorded_versions((COMMITTED / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8"))["qt"]
    assert f"Qt toolkit {qt_version}" in text
    assert "LGPL-3.0-only" in text and "LGPL-3.0.txt" in text and "GPL-3.0.txt" in text
    assert "https://download.qt.io/official_releases/qt/" in text
    assert "https://code.qt.io/cgit/qt/" in text and "https://code.qt.io/cgit/pyside/pyside-setup.git/" in text
    assert "REPLACING-QT.md" in text


def test_a_distribution_with_no_licence_text_of_its_own_stops_the_script(
        notices: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    row = '[{"Name": "msgspec", "Version": "1.0", "License": "LicenseRef-Proprietary", "LicenseText": "UNKNOWN",' \
          ' "NoticeText": "UNKNOWN", "URL": "UNKNOWN", "Author": "UNKNOWN"}]'

    def pip_licenses(*_args: Any, **_kwargs: Any) -> subprocess.CompletedProcess[str]:
        return subprocess.CompletedProcess([], 0, row, "")

    monkeypatch.setattr(notices.subprocess, "run", pip_licenses)
    with pytest.raises(notices.NoticeError, match="ships no licence text"):
        notices.read_distributions(["msgspec"])
    monkeypatch.setattr(notices, "runtime_closure", lambda: ["msgspec"])
    assert notices.main(["--out", "/nonexistent/never-written"]) == 1


# -- debian/copyright --------------------------------------------------------------------
def _paragraphs(text: str) -> list[dict[str, str]]:
    """The paragraphs of a deb822 file as {field: value} (continuation lines joined by newlines)."""
    paragraphs = []
    for block in text.rstrip("\n").split("\n\n"):
        fields: dict[str, str] = {}
        field = ""
        for line in block.split("\n"):
            if line.startswith(" "):
                assert field, f"a continuation line before any field: {line!r}"
                fields[field] += "\n" + line
            else:
                field, colon, value = line.partition(":")
                assert colon and re.fullmatch(r"[A-Za-z][A-Za-z-]*", field), f"not a field: {line!r}"
                assert field not in fields, f"{field} twice in a paragraph"
                fields[field] = value.strip()
        paragraphs.append(fields)
    return paragraphs


def test_the_debian_copyright_is_machine_readable_and_names_everything_bundled(
        notices: ModuleType, tmp_path: Path) -> None:
    out = tmp_path / "copyright"
    done = subprocess.run([sys.executable, str(SCRIPT), "--debian-copyright", str(out), "--bundle"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    text = out.read_text(encoding="utf-8")
    assert "\n\n\n" not in text and "\t" not in text and all(line == line.rstrip() for line in text.split("\n"))
    header, *paragraphs = _paragraphs(text)
    assert header["Format"] == "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    assert header["Upstream-Name"] == "GM Tracker"
    files = [p for p in paragraphs if "Files" in p]
    standalone = {p["License"].split("\n")[0]: p for p in paragraphs if "Files" not in p}
    assert files[0]["Files"] == "*" and files[0]["Copyright"] == "2026 GM Tracker contributors"
    assert files[0]["License"].startswith("Expat\n") and "Permission is hereby granted" in files[0]["License"]
    for paragraph in files:
        assert paragraph["Copyright"] and paragraph["License"]
        name, _, body = paragraph["License"].partition("\n")
        if not body:  # a short name only: its text is in a License paragraph of its own
            for part in re.split(r" (?:or|and) ", name):
                assert part in standalone, part
    for name in standalone:
        assert f"/usr/share/common-licenses/{name}" in standalone[name]["License"]
    comments = "\n".join(p.get("Comment", "") for p in files)
    for name in [*notices.runtime_closure(), "pyinstaller"]:
        assert f"{metadata.distribution(name).metadata['Name']} {metadata.version(name)}" in comments
    qt = next(p for p in files if p.get("Comment", "").startswith("Qt "))
    assert qt["License"] == "LGPL-3" and "PySide6/Qt/*" in qt["Files"]
    python = next(p for p in files if p.get("Comment", "").startswith("Python "))
    assert python["License"].startswith("PSF-2.0\n")
    assert "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2" in python["License"]
    assert not (tmp_path / "THIRD-PARTY-NOTICES.txt").exists()  # --debian-copyright alone writes only it

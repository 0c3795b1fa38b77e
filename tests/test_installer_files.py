"""The installer files in packaging/ are well-formed (quick: nothing is built here).

packaging/build-linux.sh builds and smoke-tests the real packages; it is slow and stays
out of the test run. These checks catch a broken desktop entry, metainfo, spec or
workflow before anyone spends a build on it.
"""

from __future__ import annotations

import ast
import configparser
import os
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

APP_ID = "io.github.gmtracker.GMTracker"


@pytest.fixture
def packaging(repo_root: Path) -> Path:
    return repo_root / "packaging"


def test_desktop_entry_has_exec_icon_and_categories(packaging: Path) -> None:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(packaging / "linux" / f"{APP_ID}.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "gmtracker"
    assert entry["Icon"] == APP_ID
    assert "Game" in entry["Categories"].split(";")
    assert entry["Categories"].endswith(";")


def test_metainfo_parses_and_names_the_app(packaging: Path) -> None:
    root = ET.parse(packaging / "linux" / f"{APP_ID}.metainfo.xml").getroot()
    assert root.tag == "component"
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("name") == "GM Tracker"
    assert root.find("description/p") is not None
    assert root.find("launchable").text == f"{APP_ID}.desktop"  # type: ignore[union-attr]
    release = root.find("releases/release")
    init = (packaging.parent / "gmtracker" / "__init__.py").read_text(encoding="utf-8")
    assert release is not None
    assert f'__version__ = "{release.get("version")}"' in init


def test_icons_exist_at_the_standard_sizes(packaging: Path) -> None:
    ET.parse(packaging / "icons" / "gmtracker.svg")
    for size in (16, 32, 48, 64, 128, 256):
        data = (packaging / "icons" / f"gmtracker-{size}.png").read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
        assert (width, height) == (size, size)


def test_spec_is_python_and_bundles_the_resources_where_the_app_looks(
    packaging: Path,
) -> None:
    spec = (packaging / "gmtracker.spec").read_text(encoding="utf-8")
    ast.parse(spec)
    # The resources go where the app looks (tests/test_frozen_modules.py runs the spec).
    assert 'Path("gmtracker/resources")' in spec
    assert "gmtracker_launcher.py" in spec
    assert "BUNDLE(" in spec and "CFBundleDocumentTypes" in spec
    for unused in ("QtQml", "QtQuick", "QtPdf", "tkinter"):
        assert f'"{unused}"' in spec
    launcher = (packaging / "gmtracker_launcher.py").read_text(encoding="utf-8")
    assert "sys.exit(main())" in launcher


def test_build_script_and_installer_scripts(packaging: Path, repo_root: Path) -> None:
    script = packaging / "build-linux.sh"
    text = script.read_text(encoding="utf-8")
    assert text.startswith("#!/usr/bin/env bash\n")
    assert "set -euo pipefail" in text
    assert "dpkg-deb" in text and "dpkg -x" in text and "--smoke-test" in text
    if os.name == "posix":
        assert os.access(script, os.X_OK)
    assert "packaging/build-linux.sh" in (packaging / "README.md").read_text(encoding="utf-8")
    assert "build-linux" not in (repo_root / ".ci" / "run").read_text(encoding="utf-8")
    iss = (packaging / "windows" / "gmtracker.iss").read_text(encoding="utf-8")
    assert re.search(r"^\[Setup\]$", iss, re.M) and "OpenWithProgids" in iss
    assert "{group}" in iss and "{uninstallexe}" in iss


def _iss(packaging: Path) -> str:
    return (packaging / "windows" / "gmtracker.iss").read_text(encoding="utf-8")


def _iss_section(iss: str, name: str) -> list[str]:
    """The entry lines of one [Section] of the script (no comments, no blank lines)."""
    found = re.search(rf"^\[{name}\]$(.*?)(?=^\[|\Z)", iss, re.M | re.S)
    assert found is not None, f"[{name}] is missing"
    return [line for line in found.group(1).splitlines() if line.strip() and not line.startswith(";")]


def test_installer_deletes_the_old_bundle_library_before_an_upgrade(packaging: Path) -> None:
    """Without it an upgrade keeps the old version's files that the new one no longer
    ships (an old Qt plugin, a renamed module), and the program may load them."""
    entries = _iss_section(_iss(packaging), "InstallDelete")
    assert 'Type: filesandordirs; Name: "{app}\\_internal"' in entries
    # Nothing else: the user's data lives outside {app}.
    assert len(entries) == 1


# The messages files of Inno Setup 6 that the script may take from the compiler's own
# folder. Simplified Chinese is not one: Inno keeps it among the unofficial translations,
# so the script ships it (packaging/windows/ChineseSimplified.isl).
INNO6_SHIPS = {"Default.isl", "Languages\\Japanese.isl"}


def test_installer_speaks_english_japanese_and_simplified_chinese(packaging: Path) -> None:
    iss = _iss(packaging)
    languages = {}
    for line in _iss_section(iss, "Languages"):
        found = re.fullmatch(r'Name: "(\w+)"; MessagesFile: "([^"]+)"', line)
        assert found is not None, line
        languages[found.group(1)] = found.group(2)
    assert set(languages) == {"english", "japanese", "chinesesimplified"}
    assert languages["english"] == "compiler:Default.isl"
    for name, messages in languages.items():
        if messages.startswith("compiler:"):
            assert messages.removeprefix("compiler:") in INNO6_SHIPS, (name, messages)
        else:
            assert (packaging / "windows" / messages).is_file(), (name, messages)
    isl = packaging / "windows" / languages["chinesesimplified"]
    data = isl.read_bytes()
    text = data.decode("utf-8-sig")  # Inno 6 reads .isl files as UTF-8
    assert text.startswith("; *** Inno Setup version 6.")  # the file's own header is kept
    if not data.startswith(b"\xef\xbb\xbf"):
        # Without a byte order mark only Inno Setup 6.3 and later read it as UTF-8.
        assert "#if VER < EncodeVer(6, 3, 0)" in iss
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string(text)
    assert parser["LangOptions"]["LanguageName"] == "简体中文"
    assert parser["LangOptions"]["LanguageID"] == "$0804"
    assert parser["Messages"]["ButtonNext"]
    # Every {cm:...} the script uses exists in each language: the standard ones come with
    # every messages file, the script's own are defined once per language.
    standard = set(parser["CustomMessages"])
    custom = _iss_section(iss, "CustomMessages")
    for message in set(re.findall(r"\{cm:(\w+)", iss)):
        if message in standard:
            continue
        for language in languages:
            assert any(line.startswith(f"{language}.{message}=") for line in custom), (language, message)


def test_installer_signs_only_when_the_workflow_names_a_sign_tool(packaging: Path) -> None:
    """The release workflow passes /DSignToolName=... and the tool's command with /S when
    it has a certificate; without the define the script must still compile unsigned."""
    iss = _iss(packaging)
    guarded = re.search(r"^#ifdef SignToolName$(.*?)^#else$(.*?)^#endif$", iss, re.M | re.S)
    assert guarded is not None
    signed, unsigned = guarded.group(1), guarded.group(2)
    assert "SignTool={#SignToolName}" in signed and "SignedUninstaller=yes" in signed
    assert "SignTool" not in unsigned.replace("SignFlag", "")
    assert iss.count("SignTool=") == 1
    # The program itself is signed too, not only the installer around it.
    assert re.search(r'^Source: "[^"]*\\\{#AppExe\}";.*Flags: [^\n]*\{#SignFlag\}', iss, re.M)


def test_release_workflow_builds_on_the_three_systems(repo_root: Path) -> None:
    workflow = (repo_root / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert "\t" not in workflow
    matrix = re.search(r"os: \[(.+)\]", workflow)
    assert matrix is not None
    systems = matrix.group(1)
    assert "ubuntu" in systems and "windows" in systems and "macos" in systems
    assert "--smoke-test" in workflow
    assert "packaging/build-linux.sh" in workflow
    assert "upload-artifact" in workflow


def _workflow(repo_root: Path) -> str:
    return (repo_root / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")


def test_release_workflow_pins_every_action_by_commit_hash(repo_root: Path) -> None:
    """A tag (``@v4``) can be moved to other code; a full commit SHA cannot. The version
    stays in a comment, for people and for upgrading."""
    uses = re.findall(r"^\s*(?:- )?uses:\s*(.+)$", _workflow(repo_root), re.M)
    assert len(uses) >= 4
    for reference in uses:
        assert re.fullmatch(r"[\w.-]+/[\w.-]+@[0-9a-f]{40}\s+# v\d+\.\d+\.\d+", reference), reference


def test_release_workflow_checks_out_without_persisted_credentials(repo_root: Path) -> None:
    lines = _workflow(repo_root).splitlines()
    checkouts = [n for n, line in enumerate(lines) if "uses: actions/checkout@" in line]
    assert checkouts
    for start in checkouts:
        indent = len(lines[start]) - len(lines[start].lstrip(" -"))
        step = []
        for line in lines[start + 1:]:
            if line.strip() and (len(line) - len(line.lstrip(" ")) < indent or line.lstrip().startswith("- ")):
                break
            step.append(line.strip())
        assert "persist-credentials: false" in step, lines[start]


def test_release_workflow_has_no_expressions_in_scripts_and_minimal_permissions(repo_root: Path) -> None:
    """No ``${{ }}`` inside a ``run:`` script (template injection: pass values through
    ``env:``); nothing granted by default; only the release job may write."""
    lines = _workflow(repo_root).splitlines()
    for number, line in enumerate(lines):
        if re.match(r"^\s*run:\s*\|?\s*$", line) or re.match(r"^\s*run:\s*\S", line):
            indent = len(line) - len(line.lstrip())
            script = [line.split("run:", 1)[1]]
            for following in lines[number + 1:]:
                if following.strip() and len(following) - len(following.lstrip()) <= indent:
                    break
                script.append(following)
            assert "${{" not in "\n".join(script), line
    workflow = "\n".join(lines)
    assert re.search(r"^permissions: \{\}$", workflow, re.M)
    writes = [n for n, line in enumerate(lines) if re.match(r"^\s+contents: write", line)]
    assert len(writes) == 1
    job = next(line for line in reversed(lines[:writes[0]]) if re.match(r"^  \w[\w-]*:$", line))
    assert job.strip() == "release:"


def _zizmor() -> str | None:
    import shutil
    import sys

    beside = Path(sys.executable).with_name("zizmor.exe" if os.name == "nt" else "zizmor")
    return str(beside) if beside.exists() else shutil.which("zizmor")


def test_release_workflow_passes_zizmor(repo_root: Path) -> None:
    """zizmor (a test dependency) audits the workflow offline: no finding at all."""
    import json
    import subprocess

    zizmor = _zizmor()
    assert zizmor is not None, "zizmor is in the test extras: pip install -e '.[test]'"
    result = subprocess.run([zizmor, "--offline", "--format=json", ".github/workflows/release.yml"],
                            cwd=repo_root, capture_output=True, text=True, timeout=120, check=False)
    findings = json.loads(result.stdout or "[]")
    assert [(f["ident"], f["determinations"]["severity"]) for f in findings] == [], result.stderr
    assert result.returncode == 0, result.stderr

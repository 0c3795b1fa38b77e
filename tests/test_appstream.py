"""The AppStream metainfo and the desktop entry pass their reference validators.

Software centres read the metainfo as `appstreamcli` does, so the test runs the real
validator (`--no-net --pedantic`) rather than a hand-written schema. Without the tools
the tests skip on a developer's machine, but fail when CI is set: `.ci/run` installs the
Debian packages `appstream` and `desktop-file-utils`, so a skip there would hide a broken
file.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

APP_ID = "io.github.gmtracker.GMTracker"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
SCREENSHOT_URL = "https://raw.githubusercontent.com/gmtracker/gmtracker/main/resources/screenshots/"

# Issues the validator may report and why each is accepted; anything else fails the test.
# The component ID keeps its capitals: it is the desktop file's name, the Wayland app ID
# and the macOS bundle ID, and Flathub accepts capitals in IDs.
ACCEPTED = {("cid-contains-uppercase-letter", APP_ID)}
# `<developer>` is AppStream 1.0's form; 0.16 (Debian 12) does not know it yet and says
# so as an info. The older `<developer_name>` would draw a deprecation info from 1.0.
ACCEPTED_BEFORE_1_0 = {("unknown-tag", "developer")}


def _tool(name: str, package: str) -> str:
    path = shutil.which(name)
    if path is not None:
        return path
    reason = f"{name} is not installed (apt-get install {package})"
    if os.environ.get("CI"):
        pytest.fail(f"CI must validate the Linux packaging files: {reason}")
    pytest.skip(reason)


@pytest.fixture
def metainfo(repo_root: Path) -> Path:
    return repo_root / "packaging" / "linux" / f"{APP_ID}.metainfo.xml"


def _appstream_version(appstreamcli: str) -> tuple[int, ...]:
    out = subprocess.run([appstreamcli, "--version"], capture_output=True, text=True,
                         timeout=60, check=True).stdout
    found = re.search(r"(\d+)\.(\d+)(?:\.(\d+))?", out)
    assert found is not None, out
    return tuple(int(part) for part in found.groups() if part is not None)


def _issues(report: str) -> list[tuple[str, str, str]]:
    """(severity letter, tag, hint) of each issue line, e.g. ``P: ID:8: tag hint``."""
    issues = []
    for line in report.splitlines():
        found = re.match(r"^([EWIP]): [^:]+:[^:\s]*: (\S+)(?: (.*))?$", line)
        if found:
            issues.append((found.group(1), found.group(2), (found.group(3) or "").strip()))
    return issues


def test_issue_lines_are_read_with_their_tag_and_hint() -> None:
    """The parser below the validator test must see every issue line, or an unexpected
    warning could slip through as an unread line."""
    report = ("E: io.github.x.Y:12: url-not-secure http://example.org\n"
              "I: io.github.x.Y:~: developer-info-missing\n"
              "\n✔ Validation was successful: infos: 1\n")
    assert _issues(report) == [("E", "url-not-secure", "http://example.org"),
                               ("I", "developer-info-missing", "")]


def test_metainfo_passes_appstreamcli_pedantic(metainfo: Path) -> None:
    appstreamcli = _tool("appstreamcli", "appstream")
    result = subprocess.run([appstreamcli, "validate", "--no-net", "--pedantic", str(metainfo)],
                            capture_output=True, text=True, timeout=120, check=False)
    report = result.stdout + result.stderr
    accepted = set(ACCEPTED)
    if _appstream_version(appstreamcli) < (1, 0):
        accepted |= ACCEPTED_BEFORE_1_0
    unexpected = [issue for issue in _issues(report) if issue[1:] not in accepted]
    assert unexpected == [], report
    assert result.returncode == 0, report


def test_desktop_entry_passes_desktop_file_validate(repo_root: Path) -> None:
    validate = _tool("desktop-file-validate", "desktop-file-utils")
    entry = repo_root / "packaging" / "linux" / f"{APP_ID}.desktop"
    result = subprocess.run([validate, str(entry)], capture_output=True, text=True,
                            timeout=60, check=False)
    # It prints nothing for a clean file; hints and warnings go to stdout with rc 0.
    assert (result.returncode, result.stdout + result.stderr) == (0, "")


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def test_metainfo_names_the_licence_urls_and_the_version(metainfo: Path, repo_root: Path) -> None:
    root = ET.parse(metainfo).getroot()
    assert root.findtext("project_license") == "MIT"
    urls = {url.get("type"): url.text for url in root.findall("url")}
    assert urls["homepage"] == "https://github.com/gmtracker/gmtracker"
    assert urls["bugtracker"] == "https://github.com/gmtracker/gmtracker/issues"
    assert urls["vcs-browser"] == "https://github.com/gmtracker/gmtracker"
    developer = root.find("developer")
    assert developer is not None and developer.get("id") and developer.findtext("name")
    assert root.find("content_rating").get("type") == "oars-1.1"  # type: ignore[union-attr]
    assert [b.text for b in root.findall("provides/binary")] == ["gmtracker"]
    # The newest release is the version the program reports (gmtracker/__init__.py).
    init = (repo_root / "gmtracker" / "__init__.py").read_text(encoding="utf-8")
    version = re.search(r'^__version__ = "([^"]+)"$', init, re.M)
    assert version is not None
    releases = root.findall("releases/release")
    assert releases and releases[0].get("version") == version.group(1)
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", releases[0].get("date") or "")


def test_metainfo_screenshots_are_the_repositorys_pngs_at_their_size(
    metainfo: Path, repo_root: Path,
) -> None:
    root = ET.parse(metainfo).getroot()
    shots = root.findall("screenshots/screenshot")
    assert [shot.get("type") for shot in shots].count("default") == 1
    assert shots[0].get("type") == "default"
    names = []
    for shot in shots:
        assert shot.findtext("caption"), ET.tostring(shot)
        image = shot.find("image")
        assert image is not None and image.text is not None
        assert image.text.startswith(SCREENSHOT_URL), image.text
        name = image.text.removeprefix(SCREENSHOT_URL)
        names.append(name)
        png = repo_root / "resources" / "screenshots" / name
        assert png.is_file(), png
        assert (int(image.get("width", 0)), int(image.get("height", 0))) == _png_size(png)
    assert names == ["main-window.png", "main-ja-light.png", "main-zh_CN-light.png"]


def test_metainfo_languages_are_the_shipped_translations(metainfo: Path, repo_root: Path) -> None:
    root = ET.parse(metainfo).getroot()
    languages = {lang.text for lang in root.findall("languages/lang")}
    assert languages == {"en", "ja", "zh_CN"}
    shipped = {path.stem.removeprefix("gmtracker_")
               for path in (repo_root / "resources" / "translations").glob("gmtracker_*.qm")}
    assert languages == shipped
    assert root.findtext("translation") == "gmtracker"
    # Keywords and the summary in each language the program speaks.
    keyword_languages = {k.get(XML_LANG, "en") for k in root.findall("keywords/keyword")}
    summary_languages = {s.get(XML_LANG, "en") for s in root.findall("summary")}
    assert keyword_languages == summary_languages == languages

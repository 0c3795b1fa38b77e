"""The .deb's changelog (packaging/linux/changelog, installed by build-linux.sh): a Debian
changelog whose newest entry is the version the package is built from.

dpkg-parsechangelog reads it as dpkg does when it is installed (Debian and Ubuntu, CI);
elsewhere a regular expression of the format (Debian Policy §4.4) checks the same fields.
"""

from __future__ import annotations

import email.utils
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from gmtracker import __version__

CHANGELOG = Path(__file__).resolve().parent.parent / "packaging" / "linux" / "changelog"
MAINTAINER = "GM Tracker contributors <gmtracker@users.noreply.github.com>"
ENTRY = re.compile(
    r"(?P<source>[a-z0-9][a-z0-9+.-]+) \((?P<version>[^ ()]+)\) (?P<distribution>[a-z-]+); "
    r"urgency=(?P<urgency>low|medium|high|emergency|critical)\n\n"
    r"(?P<changes>(?:  \* .+\n(?:    .+\n)*)+)\n"
    r" -- (?P<maintainer>.+ <[^>]+>)  (?P<date>[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} [+-]\d{4})\n")


def _dpkg_fields() -> dict[str, str]:
    """The newest entry as dpkg reads it."""
    done = subprocess.run(["dpkg-parsechangelog", "-l", str(CHANGELOG)],
                          capture_output=True, text=True, check=True, timeout=60)
    assert done.stderr == ""  # dpkg warns about a malformed entry on stderr
    fields = dict(re.findall(r"^([A-Za-z-]+): (.*)$", done.stdout, re.M))
    return {"source": fields["Source"], "version": fields["Version"], "distribution": fields["Distribution"],
            "urgency": fields["Urgency"], "maintainer": fields["Maintainer"], "date": fields["Date"]}


@pytest.mark.parametrize("parser", ["dpkg", "regex"])
def test_the_changelog_s_newest_entry_is_this_version(parser: str) -> None:
    if parser == "dpkg" and not shutil.which("dpkg-parsechangelog"):
        pytest.skip("dpkg-parsechangelog is not installed (not Debian or Ubuntu)")
    if parser == "regex":
        match = ENTRY.match(CHANGELOG.read_text(encoding="utf-8"))
        assert match is not None, "not a Debian changelog entry"
        fields = match.groupdict()
    else:
        fields = _dpkg_fields()
    assert fields["source"] == "gmtracker"
    assert fields["version"] == __version__
    assert (fields["distribution"], fields["urgency"]) == ("unstable", "medium")
    assert fields["maintainer"] == MAINTAINER
    # RFC 2822 (what dpkg asks for): parses, and the day of the week is that date's.
    date = email.utils.parsedate_to_datetime(fields["date"])
    assert email.utils.format_datetime(date) == fields["date"]


def test_the_changes_are_short_lines_without_tabs() -> None:
    """lintian's debian-changelog-line-too-long (the trailer line may be longer)."""
    lines = CHANGELOG.read_text(encoding="utf-8").splitlines()
    assert all("\t" not in line and line == line.rstrip() for line in lines)
    changes = [line for line in lines if line.startswith("  ")]
    assert changes and all(len(line) <= 80 for line in changes)

#!/usr/bin/env python3
"""Write GM Tracker's third-party notices, generated from the installed distributions.

Nothing here is typed by hand that metadata already says: the distributions are the
runtime closure of the installed ``gmtracker`` (its ``Requires-Dist`` without extras,
followed through each requirement's own ``Requires-Dist`` with ``importlib.metadata``),
and their licences, licence texts and notices come from ``pip-licenses`` (a test extra;
it must be installed in the interpreter that runs this script, which is also the one whose
distributions are read). CPython's licence is the running interpreter's ``LICENSE.txt``:
the bundles carry that interpreter.

Usage (from any folder; ``python`` is the build's interpreter)::

    python packaging/notices.py [--out DIR] [--bundle]
    python packaging/notices.py --debian-copyright FILE [--bundle]

``--out DIR`` (default: the repository's ``resources/licenses``, committed, which the wheel
ships as ``gmtracker/resources/licenses``) writes LICENSE.txt (GM Tracker's own, a copy of
LICENSE), THIRD-PARTY-NOTICES.txt, QT-NOTICE.txt, LGPL-3.0.txt, GPL-3.0.txt and
REPLACING-QT.md. ``--debian-copyright FILE`` writes a
machine-readable ``debian/copyright`` (format 1.0) for the .deb's
``/usr/share/doc/gmtracker/copyright``; both may be given at once. ``--bundle`` adds
PyInstaller, whose bootloader and runtime hooks every frozen bundle contains (the wheel
does not). The output depends only on the installed distributions and the interpreter: no
date, no path of this machine, sorted by name, LF line endings.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.metadata as metadata
import json
import re
import subprocess
import sys
import sysconfig
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "resources" / "licenses"
REPLACING_QT = ROOT / "packaging" / "REPLACING-QT.md"
OWN_LICENSE = ROOT / "LICENSE"
PROJECT = "gmtracker"

OWN = "LICENSE.txt"
NOTICES = "THIRD-PARTY-NOTICES.txt"
QT_NOTICE = "QT-NOTICE.txt"
LGPL = "LGPL-3.0.txt"
GPL = "GPL-3.0.txt"

#: The GNU texts by their SHA-256 (the FSF's files, as Debian's common-licenses has them):
#: whichever place a text is copied from, only the real one is written.
GNU_TEXTS = {
    LGPL: ("LGPL-3", "e3a994d82e644b03a792a930f574002658412f62407f5fee083f2555c5f23118"),
    GPL: ("GPL-3", "3972dc9744f6499f0f9b2dbf76696f2ae7ad8af9b23dde66d6af86c9dfb36986"),
}
COMMON_LICENSES = Path("/usr/share/common-licenses")

#: SPDX identifiers whose text a distribution may lack and this folder has (Qt for Python
#: ships no licence file in its wheels): the files that then stand for the distribution's text.
SHIPPED_TEXTS = {"LGPL-3.0-only": (LGPL, GPL), "LGPL-3.0-or-later": (LGPL, GPL),
                 "GPL-3.0-only": (GPL,), "GPL-3.0-or-later": (GPL,)}
#: The licence GM Tracker takes where a distribution offers a choice (Qt, Qt for Python).
ELECTED = {"LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only": "LGPL-3.0-only"}

#: Short names of debian/copyright (format 1.0, "License specification") by SPDX id.
DEBIAN_NAMES = {"MIT": "Expat", "BSD-3-Clause": "BSD-3-clause", "BSD-2-Clause": "BSD-2-clause",
                "Apache-2.0": "Apache-2.0", "LGPL-3.0-only": "LGPL-3", "GPL-2.0-only": "GPL-2",
                "GPL-3.0-only": "GPL-3", "PSF-2.0": "PSF-2.0"}
#: Where a distribution's code is in the .deb when not in a folder of its own name.
DEBIAN_FILES = {"pyinstaller": ("opt/gmtracker/gmtracker",)}  # the bootloader (its hooks: in the archive)
#: Where the .deb has the notices folder (the spec bundles resources/ as gmtracker/resources/).
DEBIAN_NOTICES = "/opt/gmtracker/_internal/gmtracker/resources/licenses"
#: Licences whose text Debian Policy (§12.5) has debian/copyright point to rather than copy.
DEBIAN_COMMON = {"LGPL-3": "LGPL-3", "GPL-2": "GPL-2", "GPL-3": "GPL-3"}

RULE = "-" * 78


class NoticeError(Exception):
    """Something the notices need is missing: said, and the script exits with status 1."""


@dataclass(frozen=True)
class Distribution:
    """One distribution as pip-licenses reports it."""

    name: str
    version: str
    license: str
    license_text: str
    notice_text: str
    url: str
    author: str
    top_level: tuple[str, ...]

    @property
    def elected(self) -> str:
        """The licence GM Tracker receives it under (the one of a choice it takes)."""
        return ELECTED.get(self.license, self.license)

    @property
    def shipped_texts(self) -> tuple[str, ...]:
        """The files of this folder that hold its licence's text, when it ships none itself."""
        return SHIPPED_TEXTS.get(self.elected, ())


# -- which distributions ---------------------------------------------------------------
def runtime_closure(root: str = PROJECT) -> list[str]:
    """The names of every distribution ``root`` needs at run time, ``root`` left out.

    Each requirement is followed when its marker holds for this interpreter (packaging's
    default environment, with ``extra`` set), with the extras it asks for (an
    ``extra == "x"`` marker holds only inside extra ``x``).
    """
    found: dict[str, str] = {}
    seen: set[tuple[str, frozenset[str]]] = set()
    pending: list[tuple[str, frozenset[str]]] = [(root, frozenset())]
    while pending:
        name, extras = pending.pop()
        key = canonicalize_name(name)
        if (key, extras) in seen:
            continue
        seen.add((key, extras))
        try:
            distribution = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            raise NoticeError(f"{name} is needed at run time but is not installed in {sys.executable}") from None
        found[key] = distribution.metadata["Name"]
        for text in distribution.requires or []:
            requirement = Requirement(text)
            marker = requirement.marker
            if marker is not None and not any(
                    marker.evaluate({"extra": extra}) for extra in sorted(extras) or [""]):
                continue
            pending.append((requirement.name, frozenset(canonicalize_name(e) for e in requirement.extras)))
    found.pop(canonicalize_name(root))
    return sorted(found.values(), key=canonicalize_name)


def _top_level(name: str) -> tuple[str, ...]:
    """The top-level packages and modules of a distribution (for debian/copyright's Files)."""
    distribution = metadata.distribution(name)
    listed = distribution.read_text("top_level.txt")
    if listed:
        return tuple(sorted({line.strip() for line in listed.splitlines() if line.strip()}))
    names = set()
    for file in distribution.files or []:
        first = file.parts[0]
        if first.endswith((".dist-info", ".data")) or first in ("..", "__pycache__"):
            continue
        names.add(first.split(".")[0] if len(file.parts) == 1 else first)
    return tuple(sorted(names))


def read_distributions(names: Sequence[str]) -> list[Distribution]:
    """Licence, texts, home page and author of each distribution, from pip-licenses."""
    command = [sys.executable, "-m", "piplicenses", "--from=mixed", "--format=json", "--with-system",
               "--with-license-file", "--with-notice-file", "--no-license-path", "--with-urls",
               "--with-authors", "--packages", *names]
    try:
        done = subprocess.run(command, check=True, capture_output=True, text=True, encoding="utf-8")
    except subprocess.CalledProcessError as error:
        raise NoticeError(f"pip-licenses failed (is it installed in {sys.executable}?):\n{error.stderr}") from None
    rows = {canonicalize_name(row["Name"]): row for row in json.loads(done.stdout)}
    missing = [name for name in names if canonicalize_name(name) not in rows]
    if missing:
        raise NoticeError(f"pip-licenses reported nothing for {', '.join(missing)}")

    def known(value: str) -> str:
        return "" if value == "UNKNOWN" else value.strip()

    distributions = []
    for name in names:
        row = rows[canonicalize_name(name)]
        distribution = Distribution(
            name=row["Name"], version=row["Version"], license=known(row["License"]),
            license_text=known(row["LicenseText"]), notice_text=known(row["NoticeText"]),
            url=known(row["URL"]), author=known(row["Author"]), top_level=_top_level(name))
        if not distribution.license:
            raise NoticeError(f"{name} {distribution.version} names no licence in its metadata")
        if not distribution.license_text and not distribution.shipped_texts:
            raise NoticeError(f"{name} {distribution.version} ships no licence text, and {distribution.license} "
                              "is not one whose text this folder has: add its text before shipping it")
        distributions.append(distribution)
    return sorted(distributions, key=lambda d: canonicalize_name(d.name))


# -- texts from elsewhere ----------------------------------------------------------------
def python_license() -> tuple[str, str]:
    """The running interpreter's version and its ``LICENSE.txt`` (the PSF licence and the
    licences of the code CPython includes), found where each system's installer puts it."""
    version = ".".join(str(part) for part in sys.version_info[:3])
    stdlib = Path(sysconfig.get_path("stdlib"))
    base = Path(sys.base_prefix)
    for candidate in (stdlib / "LICENSE.txt", base / "LICENSE.txt",
                      base / "lib" / f"python{sys.version_info[0]}.{sys.version_info[1]}" / "LICENSE.txt"):
        if candidate.is_file():
            return version, _normalized(candidate.read_text(encoding="utf-8", errors="replace"))
    raise NoticeError(f"no LICENSE.txt of Python {version} under {stdlib} or {base}")


def gnu_text(file_name: str, out: Path) -> str:
    """The real text of LGPL-3.0 or GPL-3.0: from Qt for Python's distribution if it ships
    it, else Debian's common-licenses, else the copy already in ``out`` or the repository
    (Windows and macOS have neither of the first two); checked against the FSF's text."""
    debian_name, digest = GNU_TEXTS[file_name]
    candidates: list[Path] = []
    for name in ("PySide6-Essentials", "shiboken6"):
        try:
            files = metadata.distribution(name).files or []
        except metadata.PackageNotFoundError:
            continue
        candidates += [Path(str(file.locate())) for file in files
                       if re.fullmatch(rf"(COPYING\.)?{'L' if debian_name.startswith('L') else ''}GPL[-_.]?(v?3)?(\.0)?"
                                       r"(-only)?(\.txt)?", file.name, re.I)]
    candidates += [COMMON_LICENSES / debian_name, out / file_name, DEFAULT_OUT / file_name]
    for candidate in candidates:
        if candidate.is_file():
            data = candidate.read_bytes()
            if hashlib.sha256(data).hexdigest() == digest:
                return data.decode("utf-8")
    raise NoticeError(f"no copy of the {file_name[:-4]} text with SHA-256 {digest} found")


def qt_versions() -> tuple[str, str]:
    """Qt's version and Qt for Python's (importing QtCore needs no display)."""
    import PySide6
    from PySide6 import QtCore

    return QtCore.qVersion(), PySide6.__version__


def _normalized(text: str) -> str:
    """LF line endings, no trailing blanks, one final newline: the same bytes on every system."""
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    return "\n".join(lines).strip("\n") + "\n"


# -- THIRD-PARTY-NOTICES.txt -------------------------------------------------------------
def render_notices(distributions: Iterable[Distribution], python: tuple[str, str], qt: tuple[str, str]) -> str:
    qt_version, _pyside_version = qt
    python_version, python_text = python
    parts = [
        "Third-party software in GM Tracker\n"
        "==================================\n\n"
        "GM Tracker's own code is under the MIT licence (LICENSE.txt in this folder). GM\n"
        "Tracker runs on the software below, and its bundles (the Linux .deb and .tar.gz, the\n"
        "Windows installer, the macOS app) carry it: each part is under its own licence,\n"
        "whose text follows its name.\n\n"
        "This file is generated by packaging/notices.py from the metadata of the installed\n"
        "distributions (with pip-licenses); do not edit it by hand.\n",
    ]
    for distribution in distributions:
        header = [f"{distribution.name} {distribution.version}", f"License: {distribution.license}"]
        if distribution.elected != distribution.license:
            header.append(f"GM Tracker uses it under: {distribution.elected}")
        if distribution.url:
            header.append(f"Home page: {distribution.url}")
        if distribution.author:
            header.append(f"Author: {distribution.author}")
        body = distribution.license_text
        if not body:
            files = " and ".join(distribution.shipped_texts)
            body = (f"The distribution carries no licence file. The text of {distribution.elected} is in\n"
                    f"{files} in this folder.")
            if distribution.name.lower().startswith(("pyside6", "shiboken6")):
                body += " It contains or binds the Qt libraries: see QT-NOTICE.txt."
        parts.append("\n".join([RULE, *header, "", _normalized(body).rstrip("\n")]) + "\n")
        if distribution.notice_text:
            parts.append(f"NOTICE of {distribution.name}:\n\n{_normalized(distribution.notice_text)}")
    parts.append(f"{RULE}\nQt {qt_version}\nLicense: LGPL-3.0-only\nHome page: https://www.qt.io/\n\n"
                 f"See QT-NOTICE.txt, {LGPL} and {GPL} in this folder.\n")
    parts.append(f"{RULE}\nPython {python_version} (CPython, the interpreter inside the bundles)\n"
                 f"License: PSF-2.0\nHome page: https://www.python.org/\n\n{python_text}")
    return "\n".join(parts)


def render_qt_notice(qt: tuple[str, str]) -> str:
    qt_version, pyside_version = qt
    series = ".".join(qt_version.split(".")[:2])
    return _normalized(f"""\
Qt in GM Tracker
================

GM Tracker uses the Qt toolkit {qt_version} (https://www.qt.io/), through Qt for Python:
PySide6 {pyside_version} and shiboken6 {pyside_version}. GM Tracker's bundles (the Linux .deb and
.tar.gz, the Windows installer, the macOS app) carry Qt's libraries unchanged, as the
PySide6-Essentials wheel from PyPI ships them. Qt is Copyright (C) The Qt Company Ltd.
and other contributors.

Licence
-------
GM Tracker uses Qt and Qt for Python under the GNU Lesser General Public License,
version 3 only (LGPL-3.0-only): its text is in {LGPL}. The LGPL is a set of
additional permissions on the GNU General Public License, version 3, whose text is in
{GPL}. (Qt and Qt for Python are also offered under GPL-2.0-only and GPL-3.0-only,
and under a commercial licence by The Qt Company.) Qt contains third-party code under
its own licences (the Linux libraries include ICU, under the Unicode licence); Qt lists
them at https://doc.qt.io/qt-{qt_version.split('.')[0]}/licenses-used-in-qt.html.

Source code
-----------
- Qt {qt_version}: https://download.qt.io/official_releases/qt/{series}/{qt_version}/
  (the source archives under single/ and submodules/), and Qt's Git repositories at
  https://code.qt.io/cgit/qt/ (tag v{qt_version}).
- Qt for Python (PySide6 and shiboken6) {pyside_version}: https://code.qt.io/cgit/pyside/pyside-setup.git/
  (tag v{pyside_version}), and the source archives at
  https://download.qt.io/official_releases/QtForPython/pyside6/
- For three years after each release of GM Tracker, its contributors will also give
  anyone who asks a copy of the corresponding source of the Qt and Qt for Python
  versions in that release, for no more than the cost of providing it: ask at
  https://github.com/gmtracker/gmtracker/issues.

Using another Qt
----------------
Each bundle is a folder (PyInstaller's onedir), and Qt's libraries are files in it: you
may replace them with your own build of Qt {series}. REPLACING-QT.md in this folder says
where they are on each system and what a replacement must match.
""")


# -- debian/copyright --------------------------------------------------------------------
def _copyright_of(text: str, fallback: str) -> str:
    """The copyright holders a licence text names at its top ("Copyright (c) 2021, Jim" →
    "2021, Jim"; further down, a text quotes its licence's own, as the GPL's, or says "copyright")."""
    holders = []
    for line in text.splitlines()[:20]:
        match = re.match(r"\s*Copyright\s*(?:\(c\)|©)?\s*(\d{4}.*)", line, re.I)
        if match:
            holders.append(match.group(1).strip())
    return "\n ".join(dict.fromkeys(holders)) or fallback


def _debian_name(distribution: Distribution) -> str:
    """The distribution's licence as a debian/copyright short name (its own when unknown)."""
    expression = distribution.license
    tokens = re.split(r"\s+(OR|AND)\s+", expression)
    if all(token in ("OR", "AND") or token in DEBIAN_NAMES for token in tokens):
        return " ".join(token.lower() if token in ("OR", "AND") else DEBIAN_NAMES[token] for token in tokens)
    return f"{canonicalize_name(distribution.name)}-license"


#: Whole licence texts that some distributions' own licence files quote (PyInstaller's
#: COPYING.txt holds the GPL-2 and the Apache-2.0 in full) and Debian has in common-licenses:
#: debian/copyright points there instead (Policy 12.5; lintian's copyright-file-contains-full-
#: gpl-license / -apache-2-license). The bundle's THIRD-PARTY-NOTICES.txt keeps them whole.
#: (common-licenses file, the licence's name, its title lines; the text runs to "END OF TERMS
#: AND CONDITIONS" and the how-to-apply appendix after it when there is one.)
EMBEDDED_COMMON = (
    ("GPL-2", "GNU General Public License, version 2", r"GNU GENERAL PUBLIC LICENSE\s*\n\s*Version 2, June 1991"),
    ("GPL-3", "GNU General Public License, version 3", r"GNU GENERAL PUBLIC LICENSE\s*\n\s*Version 3, 29 June 2007"),
    ("Apache-2.0", "Apache License, version 2.0", r"Apache License\s*\n\s*Version 2\.0, January 2004"),
)
_APPENDIX = (r"(?:\s*(?:How to Apply These Terms|APPENDIX: How to apply).*?"
             r"(?:instead of this License\.|why-not-lgpl\.html>\.|limitations under the License\.))?")


def _common_texts_referenced(text: str) -> str:
    """A licence file with every whole text of EMBEDDED_COMMON in it replaced by where Debian
    keeps that text."""
    for file_name, title, start in EMBEDDED_COMMON:
        pattern = re.compile(rf"^[ \t]*{start}.*?END OF TERMS AND CONDITIONS[^\n]*{_APPENDIX}", re.M | re.S)
        text = pattern.sub(
            f"[The complete text of the {title} is not repeated here:\n"
            f"on Debian systems it is in /usr/share/common-licenses/{file_name},\n"
            "and /opt/gmtracker/THIRD-PARTY-NOTICES.txt has it as the distribution ships it.]", text)
    return text


def _body(text: str) -> str:
    """A licence text as a debian/copyright field body (each line indented, blank lines ".",
    tabs expanded: lintian's tab-in-license-text)."""
    lines = _normalized(text.expandtabs(8)).rstrip("\n").split("\n")
    return "\n".join(f" {line}" if line.strip() else " ." for line in lines)


def render_debian_copyright(distributions: Iterable[Distribution], python: tuple[str, str], qt: tuple[str, str],
                            own_license: str) -> str:
    python_version, python_text = python
    qt_version, _ = qt
    internal = "opt/gmtracker/_internal"
    paragraphs = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        "Upstream-Name: GM Tracker\n"
        "Upstream-Contact: GM Tracker contributors <gmtracker@users.noreply.github.com>\n"
        "Source: https://github.com/gmtracker/gmtracker\n"
        "Comment: GM Tracker is installed as a PyInstaller bundle in /opt/gmtracker. The Files\n"
        " fields name its folders; pure-Python packages are inside the program's archive\n"
        " (opt/gmtracker/gmtracker) under the same names. This file is generated by\n"
        " packaging/notices.py from the bundled distributions' metadata.",
        "Files: *\nCopyright: 2026 GM Tracker contributors\nLicense: Expat\n" + _body(
            own_license.split("\n", 3)[3] if own_license.startswith("MIT License\n") else own_license),
    ]
    used: set[str] = set()
    for distribution in distributions:
        name = _debian_name(distribution)
        files = " ".join(DEBIAN_FILES.get(canonicalize_name(distribution.name), ())
                         or [f"{internal}/{top}/*" for top in distribution.top_level] or [f"{internal}/*"])
        fields = [f"Files: {files}",
                  f"Copyright: {_copyright_of(distribution.license_text, distribution.author or distribution.name)}"]
        comment = f"{distribution.name} {distribution.version}"
        if distribution.url:
            comment += f" ({distribution.url})"
        if distribution.elected != distribution.license:
            comment += f"; GM Tracker uses it under {distribution.elected}"
        if distribution.license_text and name not in DEBIAN_COMMON.values():
            fields.append(f"License: {name}\n{_body(_common_texts_referenced(distribution.license_text))}")
        else:
            fields.append(f"License: {name}")
            used.update(part for part in name.split() if part in DEBIAN_COMMON)
        fields.append(f"Comment: {comment}")
        paragraphs.append("\n".join(fields))
    paragraphs.append(
        f"Files: {internal}/PySide6/Qt/* {internal}/PySide6/*.dll {internal}/PySide6/*.dylib\n"
        "Copyright: The Qt Company Ltd. and other contributors\n"
        "License: LGPL-3\n"
        f"Comment: Qt {qt_version} (https://www.qt.io/): {DEBIAN_NOTICES}/{QT_NOTICE}\n"
        f" says where its source code is, and {DEBIAN_NOTICES}/REPLACING-QT.md how to use\n"
        " another build of Qt.")
    used.add("LGPL-3")
    paragraphs.append(
        f"Files: {internal}/libpython3* {internal}/base_library.zip {internal}/python3*/lib-dynload/*\n"
        "Copyright: 2001 Python Software Foundation and others\n"
        f"License: PSF-2.0\n{_body(python_text)}\n"
        f"Comment: Python {python_version} (CPython, https://www.python.org/)")
    for name in sorted(used):
        number = name.split("-")[1]
        long_name = ("GNU Lesser General Public License" if name.startswith("LGPL")
                     else "GNU General Public License")
        paragraphs.append(
            f"License: {name}\n This is free software: you can redistribute it and/or modify it under the\n"
            f" terms of the {long_name}, version {number}, as published by the Free\n"
            " Software Foundation.\n .\n"
            f" On Debian systems, the complete text of the {long_name} version {number}\n"
            f" can be found in \"/usr/share/common-licenses/{DEBIAN_COMMON[name]}\".")
    return "\n\n".join(paragraphs) + "\n"


# -- the command -------------------------------------------------------------------------
def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode("utf-8"))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, help=f"the notices folder to write (default: {DEFAULT_OUT})")
    parser.add_argument("--debian-copyright", type=Path, metavar="FILE", help="write a debian/copyright here")
    parser.add_argument("--bundle", action="store_true",
                        help="also name PyInstaller, whose bootloader and runtime hooks a frozen bundle contains")
    options = parser.parse_args(argv)
    out: Path | None = options.out
    if out is None and options.debian_copyright is None:
        out = DEFAULT_OUT
    try:
        names = runtime_closure()
        if options.bundle:
            names = sorted({*names, "pyinstaller"}, key=canonicalize_name)
        distributions = read_distributions(names)
        python = python_license()
        qt = qt_versions()
        if out is not None:
            texts = {name: gnu_text(name, out) for name in (LGPL, GPL)}
            write(out / NOTICES, render_notices(distributions, python, qt))
            write(out / QT_NOTICE, render_qt_notice(qt))
            for name, text in texts.items():
                write(out / name, text)
            write(out / REPLACING_QT.name, _normalized(REPLACING_QT.read_text(encoding="utf-8")))
            write(out / OWN, _normalized(OWN_LICENSE.read_text(encoding="utf-8")))
        if options.debian_copyright is not None:
            own = OWN_LICENSE.read_text(encoding="utf-8")
            write(options.debian_copyright, render_debian_copyright(distributions, python, qt, own))
    except NoticeError as error:
        print(f"notices.py: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

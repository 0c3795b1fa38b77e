"""A translate function that tells the messages waiting for a translation from the others.

The .ts files are refreshed by someone else after new source texts land (issue 26), so a
test that renders in zh_CN or ja and looks for English cannot tell, by the text alone,
a label that never goes through a translation (a bug) from a new message not translated
yet. :class:`Pending` is handed to the Qt-free renderer as its translate function: a
message the language's .ts translates goes through Qt's translate (the installed .qm);
any other comes back as its English source between ``⟦`` and ``⟧``. A test then strips the
marked pieces, asserts that no English is left *outside* them, and reports the pending
count (see :func:`strip_pending`).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from gmtracker.encounter.log_render import english

TS_DIR = Path(__file__).resolve().parents[2] / "resources" / "translations"
OPEN, CLOSE = "⟦", "⟧"
_MARKED = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")


@lru_cache(maxsize=4)
def translated_messages(locale_name: str) -> frozenset[tuple[str, str]]:
    """``(context, source)`` of every message the locale's .ts file translates."""
    root = ElementTree.parse(TS_DIR / f"gmtracker_{locale_name}.ts").getroot()
    found = set()
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            forms = [form.text for form in translation.iter("numerusform")]
            if (translation.text or "").strip() or any(forms):
                found.add((name, message.findtext("source", "")))
    return frozenset(found)


class Pending:
    """Qt's translate for the messages the locale translates; ``⟦source⟧`` for the others."""

    def __init__(self, locale_name: str) -> None:
        self.known = translated_messages(locale_name)
        self.pending: set[tuple[str, str]] = set()

    def __call__(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        if (context, source) in self.known:
            return QCoreApplication.translate(context, source, disambiguation, n)
        self.pending.add((context, source))
        return OPEN + english(context, source, disambiguation, n) + CLOSE


def strip_pending(text: str) -> str:
    """``text`` without the pieces :class:`Pending` marked (innermost first, so nesting goes too)."""
    while True:
        stripped = _MARKED.sub(" ", text)
        if stripped == text:
            return stripped
        text = stripped

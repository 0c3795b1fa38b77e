"""A pseudo-locale for layout tests: every one of our strings comes back stretched.

``PseudoTranslator`` is a ``QTranslator`` whose ``translate`` is overridden in Python
(PySide6 calls the override from C++, so ``self.tr()`` and ``QCoreApplication.translate``
both go through it). For each source text of one of our contexts (the contexts of our
``.ts`` files) it returns the text about 40 % longer, so a label, button or column that
only fits its English text shows up as clipped:

    "Next turn"        -> "[Ñéxt tüŕñ ~~~]"
    "&Save %1"         -> "[&Sàvé %1 ~~]"        (mnemonic, placeholder kept)
    "<b>%n</b> rounds" -> "[<b>%n</b> ŕöüñðs ~~~]"  (tags, %n kept)

Placeholders (``%1``, ``%L1``, ``%n``), the character after a mnemonic ``&`` (so Alt
shortcuts stay the same), ``&&``, HTML tags and entities, and line breaks are kept as they
are. Qt's own contexts (standard buttons, key names) are left alone: they are not ours and
key names must still parse.

The ``"wide"`` variant turns ASCII letters and digits into their full-width forms (the
width of CJK text) instead of accenting them; it is harsher than a real Chinese or Japanese
translation and is there to try by hand.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QTranslator

TS_FILE = Path(__file__).resolve().parents[2] / "resources" / "translations" / "gmtracker_ja.ts"

ACCENTED = str.maketrans(
    "AaEeIiOoUuNnCcYyRrDd",
    "ÀàÉéÎîÖöÜüÑñÇçÝýŔŕÐð",
)
# Kept verbatim: HTML tags, entities, placeholders, "&&", a mnemonic with its letter.
PROTECTED = re.compile(r"<[^>]*>|&[A-Za-z]+;|&#\d+;|%L?\d+|%n|&&|&.", re.DOTALL)
STRETCH = 0.3  # padding per visible character, on top of the two brackets


def our_contexts(ts_file: Path = TS_FILE) -> frozenset[str]:
    """The translation contexts of our .ts file (class names and QT_TRANSLATE_NOOP contexts)."""
    root = ElementTree.parse(ts_file).getroot()
    return frozenset(context.findtext("name", "") for context in root.iter("context"))


def _full_width(text: str) -> str:
    return "".join(chr(ord(ch) + 0xFEE0) if ch.isascii() and ch.isalnum() else ch for ch in text)


def stretch(source: str, wide: bool = False) -> str:
    """``source`` about 40 % longer, with everything Qt interprets kept intact."""
    if not source.strip():
        return source
    pieces: list[str] = []
    visible = 0
    position = 0
    for match in PROTECTED.finditer(source):
        plain = source[position:match.start()]
        pieces.append(_full_width(plain) if wide else plain.translate(ACCENTED))
        visible += len(plain)
        pieces.append(match.group())
        if match.group().startswith("&") and len(match.group()) == 2 and match.group() != "&&":
            visible += 1
        position = match.end()
    tail = source[position:]
    pieces.append(_full_width(tail) if wide else tail.translate(ACCENTED))
    visible += len(tail)
    body = "".join(pieces)
    # Leading and trailing white space stays outside the brackets ("Name: " keeps its gap).
    stripped = body.strip()
    start = body.index(stripped[0])
    lead, trail = body[:start], body[start + len(stripped):]
    padding = "" if wide else " " + "~" * max(1, math.ceil(visible * STRETCH))
    return f"{lead}[{stripped}{padding}]{trail}"


class PseudoTranslator(QTranslator):
    """Stretches every string of ``contexts`` (by default, ours); leaves the others alone."""

    def __init__(self, contexts: Iterable[str] | None = None, *, wide: bool = False) -> None:
        super().__init__()
        self.contexts = frozenset(contexts) if contexts is not None else our_contexts()
        self.wide = wide
        self.calls = 0  # how many of our strings went through it (the tests check it is used)

    def translate(self, context: str, source: str, disambiguation: str | None = None,  # noqa: D401
                  n: int = -1) -> str | None:
        if context not in self.contexts or not source:
            # None reaches Qt as a null QString: "no translation here", so Qt asks the next
            # translator or keeps the source. An empty string would blank the text.
            return None
        self.calls += 1
        return stretch(source, self.wide)

    def isEmpty(self) -> bool:  # noqa: N802 (Qt's name)
        return False

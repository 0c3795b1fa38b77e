"""How a name is cut to one line: the one rule the player snapshot and the UI share."""

from __future__ import annotations

import re

import msgspec

# A name shown on one line is cut after this many characters (about 500 px in a common UI
# font), ending in "…"; the player view, the page on the phones and the dialogs cut alike.
MAX_NAME_CHARS = 64


def short(text: str, limit: int = MAX_NAME_CHARS) -> str:
    """``text`` cut to ``limit`` characters, ending in … when cut (shorter text is unchanged)."""
    if len(text) <= limit:
        return text
    return text[:limit - 1] + "\u2026"


# A bad value a refusal quotes is cut after this many characters (issue 27): a message names
# what is wrong and where, it never echoes a 100,000-character value onto the GM's screen.
MAX_QUOTED_CHARS = 80


def quoted(value: object, limit: int = MAX_QUOTED_CHARS) -> str:
    """``value`` as a refusal quotes it: its text (``repr`` for anything but a str) cut to
    ``limit`` characters ending in … — ``quoted("x" * 100_000)`` is 80 characters long."""
    return short(value if isinstance(value, str) else repr(value), limit)


def shown(value: object, limit: int = MAX_QUOTED_CHARS) -> str:
    """A value as JSON writes it, cut as a refusal quotes a value: ``"goblin"``, ``2``,
    ``"xxxx…`` (:func:`quoted`); a value JSON cannot write is shown by ``repr``. The one
    way the loader and the checks quote a value from a file (ids may hold anything)."""
    try:
        text = msgspec.json.encode(value).decode()
    except (TypeError, ValueError, OverflowError):
        text = repr(value)
    return quoted(text, limit)


# -- names that cannot lie (issue 27 item 10) -------------------------------------------------
# U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE: text between them takes its
# direction from its own first strong letter and cannot move the words around it (UAX #9).
FSI = "\u2068"
PDI = "\u2069"
_ISOLATE_OPENERS = frozenset("\u2066\u2067\u2068")  # LRI, RLI, FSI
# Bidi classes that can reorder what stands beside a value in a left-to-right line: right-to-left
# letters, Arabic digits, and the explicit embeddings and overrides (U+202A–U+202E).
_REORDERING = frozenset({"R", "AL", "AN", "LRE", "RLE", "LRO", "RLO", "PDF"})
# What stands around a value's own words and shows nothing: the isolates, embeddings, overrides
# and direction marks (U+2066–U+2069, U+202A–U+202E, LRM, RLM, ALM).
DIRECTION_MARKS = "\u2066\u2067\u2068\u2069\u202a\u202b\u202c\u202d\u202e\u200e\u200f\u061c"


def isolated(text: str) -> str:
    """``text`` as composed display text holds it (a log line, the banner, a refusal, an undo
    text): wrapped in FSI … PDI when it holds a character that could reorder the app's own words
    around it (a right-to-left letter, U+202E RIGHT-TO-LEFT OVERRIDE and its kin), so a name
    "\u202eLTR" cannot turn "'s turn" around. Its own isolates are balanced first (a stray PDI
    would close ours; an unclosed one is closed), so nothing leaks past the value's end.

    Text with only left-to-right letters, digits, punctuation and spaces (Latin, CJK, Cyrillic…)
    is returned as it is: in the app's left-to-right languages its isolation would change nothing
    on screen (UAX #9 resolves all of it to the line's own direction), and the lines stay the
    bytes they were. Never applied to a stored name or id: only to the composed text shown.
    """
    if text.isascii():
        return text
    from unicodedata import bidirectional

    out: list[str] = []
    depth = 0
    reorders = False
    for char in text:
        if char in _ISOLATE_OPENERS:
            depth += 1
        elif char == PDI:
            if not depth:
                reorders = True  # a PDI of nobody's: dropped, it would close an isolate around us
                continue
            depth -= 1
        elif not depth and bidirectional(char) in _REORDERING:
            reorders = True
        out.append(char)
    if depth:
        reorders = True
        out.append(PDI * depth)  # close what the value opened: the rest of the line stays ours
    return f"{FSI}{''.join(out)}{PDI}" if reorders else text


def edge(text: str, last: bool = False) -> str:
    """The first (or ``last``) character of ``text``'s own words, inside any isolate, override
    or direction mark around them ("" when none): the fill's CJK spacing looks at it (issue 26
    item 15)."""
    stripped = text.strip(DIRECTION_MARKS)
    if not stripped:
        return ""
    return stripped[-1] if last else stripped[0]


# Chinese and Japanese characters: kana, CJK ideographs, CJK punctuation, full-width forms
# (not Hangul: Korean puts spaces between words), as code point ranges. They are tested in
# Python, not by a regular expression: compiling a class this wide takes 2–3 ms of start-up each.
HAN_KANA_RANGES = ((0x3000, 0x30FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0xFF00, 0xFFEF))
# The same characters as a regular expression's class (for the tests' patterns).
HAN_KANA = "".join(f"{chr(low)}-{chr(high)}" for low, high in HAN_KANA_RANGES)


def in_ranges(char: str, ranges: tuple[tuple[int, int], ...]) -> bool:
    """Whether ``char`` (one character; "" is not) lies in one of the code point ``ranges``."""
    if len(char) != 1:
        return False
    code = ord(char)
    return any(low <= code <= high for low, high in ranges)


def is_han_kana(char: str) -> bool:
    """Whether ``char`` is a Chinese or Japanese character (:data:`HAN_KANA_RANGES`)."""
    return in_ranges(char, HAN_KANA_RANGES)


def spaced_placeholder(placeholder: str) -> re.Pattern[str]:
    """A template's ``placeholder`` (a pattern with a group ``key``: ``%(?P<key>\\d+)``,
    ``\\{(?P<key>\\w+)\\}``) with the template's space on either side, if any: groups ``lead``
    and ``trail``, for :func:`spaced_value`. The one spacing rule of both fills (issue 26 item 15)."""
    return re.compile(rf"(?P<lead> )?{placeholder}(?P<trail> )?")


def spaced_value(match: re.Match[str], text: str) -> str:
    """``text`` (isolated) in the place of a :func:`spaced_placeholder` match, with the template's
    spaces beside it. Where a Chinese or Japanese character of the template stands beyond such a
    space ("%1 的回合", "对 %1"), the space goes when the value's own edge there is Chinese or
    Japanese too (Chinese and Japanese set no space between words: "Goblin 的回合", "林月的回合")."""
    lead, trail = match.group("lead") or "", match.group("trail") or ""
    template, start, end = match.string, match.start(), match.end()
    if lead and is_han_kana(template[start - 1:start] if start else "") and is_han_kana(edge(text)):
        lead = ""
    if trail and is_han_kana(template[end:end + 1]) and is_han_kana(edge(text, last=True)):
        trail = ""
    return lead + text + trail


# Line and paragraph separators: not Cc, but they break a one-line name as a newline does.
_LINE_BREAKS = frozenset("\u2028\u2029")
# Characters that show nothing on their own though their category is a letter or a symbol
# (default-ignorable fillers, the braille blank).
_INVISIBLE = frozenset("\u115f\u1160\u3164\uffa0\u2800\u034f\u180e\u17b4\u17b5")
_UNSEEN_CATEGORIES = frozenset({"Cc", "Cf", "Zs", "Zl", "Zp", "Mn", "Me", "Cs"})


def control_character(text: str) -> str | None:
    """The first character a name must not hold, or None: a control character (Unicode
    category Cc: a newline, a tab, U+0007…) or a line/paragraph separator (U+2028, U+2029).

    Format characters (Cf: U+202E RIGHT-TO-LEFT OVERRIDE, U+200D ZERO WIDTH JOINER in an emoji)
    are allowed: a name is isolated wherever it is composed (:func:`isolated`), so they cannot
    reach the words around it, and some scripts and emoji need them."""
    if text.isascii():
        return next((char for char in text if char < " " or char == "\x7f"), None)
    from unicodedata import category

    return next((char for char in text if char in _LINE_BREAKS or category(char) == "Cc"), None)


def has_visible(text: str) -> bool:
    """Whether ``text`` shows at least one character: not only spaces, format characters
    (U+200B ZERO WIDTH SPACE, U+2068…), combining marks or fillers (U+3164). A name without one
    is blank (issue 27 item 10: "Round 1 · 's turn")."""
    if text.isascii():
        return any(" " < char < "\x7f" for char in text)
    from unicodedata import category

    return any(char not in _INVISIBLE and category(char) not in _UNSEEN_CATEGORIES for char in text)


def code_point(char: str) -> str:
    """``U+000A``: a character a refusal names (a control character cannot be shown as itself)."""
    return f"U+{ord(char):04X}"

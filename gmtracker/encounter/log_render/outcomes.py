"""Where a log line says how a roll turned out, and which way: the words the UI colours.

A line is rendered once more with *marks*: each outcome word (a degree, a hit or miss, a
1D100 critical or fumble, a recovery check's verdict) is wrapped in two private-use
characters that say its :class:`OutcomeKind`. :func:`unmark` removes them and returns the
plain line with the spans they enclosed. The kind comes from the entry's record (the
rules' codes), never from matching translated words, so the spans land on the words in
every language.

The marks are characters a name should never hold; if one does (the GM can type
anything), the stripped line no longer equals the plain one and the caller shows no
colours rather than wrong ones (:func:`gmtracker.encounter.log_render.lines.outcome_spans`).
"""

from __future__ import annotations

import re
from enum import Enum

import msgspec

__all__ = ["CODE_KINDS", "MARK_CLOSE", "OutcomeKind", "OutcomeSpan", "marked", "marked_template", "unmark"]


class OutcomeKind(str, Enum):
    """Which way a roll went, as the log colours it."""

    CRITICAL_SUCCESS = "critical_success"  # a critical success, a critical hit, a 1D100 critical
    SUCCESS = "success"  # a success, a hit
    FAILURE = "failure"  # a failure, a miss
    CRITICAL_FAILURE = "critical_failure"  # a critical failure, a 1D100 fumble


# The rules' outcome codes (A8 degrees, A14/B1 hit outcomes, C5 outcomes and specials) by kind.
CODE_KINDS: dict[str, OutcomeKind] = {
    "critical_success": OutcomeKind.CRITICAL_SUCCESS,
    "critical_hit": OutcomeKind.CRITICAL_SUCCESS,
    "critical": OutcomeKind.CRITICAL_SUCCESS,
    "success": OutcomeKind.SUCCESS,
    "hit": OutcomeKind.SUCCESS,
    "failure": OutcomeKind.FAILURE,
    "miss": OutcomeKind.FAILURE,
    "critical_failure": OutcomeKind.CRITICAL_FAILURE,
    "fumble": OutcomeKind.CRITICAL_FAILURE,
}

# Private-use characters: one opening mark per kind, one closing mark.
_KINDS = tuple(OutcomeKind)
_OPEN = {kind: chr(0xE7A0 + number) for number, kind in enumerate(_KINDS)}
_KIND_OF_MARK = {mark: kind for kind, mark in _OPEN.items()}
MARK_CLOSE = chr(0xE7AF)
_MARKS = frozenset(_OPEN.values()) | {MARK_CLOSE}

_PLACEHOLDER = re.compile(r"%(?:\d+|n)")
# What surrounds an outcome word inside a template's own text: spaces, brackets, signs.
_FRAME = " \t\u3000()（）[]［］【】「」=:：,，、;；/／"


class OutcomeSpan(msgspec.Struct, frozen=True):
    """``length`` characters from ``start`` of a line (Python string indices) say an outcome."""

    start: int
    length: int
    kind: OutcomeKind

    def text(self, line: str) -> str:
        return line[self.start:self.start + self.length]


def marked(text: str, kind: OutcomeKind) -> str:
    """``text`` between the marks of ``kind``."""
    return f"{_OPEN[kind]}{text}{MARK_CLOSE}" if text else text


def marked_template(template: str, kind: OutcomeKind) -> str:
    """A translated template (``%1 (critical failure)``, ``= %1［クリティカル］``) with its first
    own words marked: the first piece between placeholders that has more than spaces,
    brackets and signs — the outcome word the template adds to its values."""
    pieces: list[str] = []
    done = False
    last = 0
    for match in [*_PLACEHOLDER.finditer(template), None]:
        end = match.start() if match is not None else len(template)
        piece = template[last:end]
        core = piece.strip(_FRAME)
        if not done and core:
            at = piece.index(core)
            piece = piece[:at] + marked(core, kind) + piece[at + len(core):]
            done = True
        pieces.append(piece)
        if match is not None:
            pieces.append(match.group(0))
            last = match.end()
    return "".join(pieces)


def unmark(text: str) -> tuple[str, list[OutcomeSpan]] | None:
    """The line without its marks and the spans they enclosed; None if the marks do not pair up."""
    plain: list[str] = []
    spans: list[OutcomeSpan] = []
    open_kind: OutcomeKind | None = None
    start = 0
    length = 0
    for char in text:
        if char not in _MARKS:
            plain.append(char)
            length += 1
            continue
        if char == MARK_CLOSE:
            if open_kind is None:
                return None
            if length > start:
                spans.append(OutcomeSpan(start, length - start, open_kind))
            open_kind = None
        else:
            if open_kind is not None:
                return None
            open_kind, start = _KIND_OF_MARK[char], length
    if open_kind is not None:
        return None
    return "".join(plain), spans

"""The log kinds of the first file format that the app no longer writes (issue 28 item 1).

Version 1 files may hold two entries the later kinds cannot read:

* ``turn_start``: a turn began, before the turn entry had a record (its round and actor are
  the entry's own fields);
* an ``attack`` whose record is the first format's roll (``roll``, ``total``, ``dc``, ``hit``,
  ``modifiers``), not today's attack record. The migration to version 2
  (:mod:`gmtracker.storage.migrations`) gives such an entry the kind ``first_format_attack``.

Each is declared here with a typed record and a line, as every kind is: an old file is shown in
the GM's language, and nothing falls back to the English text stored with the entry.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import msgspec

from .log_kind import LogKind, Record
from .refusal import QT_TRANSLATE_NOOP
from .log_render.translating import ascii_signed, fill

if TYPE_CHECKING:
    from .log_render.pieces import Pieces

__all__ = ["FIRST_FORMAT_ATTACK", "NO_LONGER_WRITTEN", "FirstFormatAttack"]

# The kind the migration gives a first-format attack.
FIRST_FORMAT_ATTACK = "first_format_attack"
# The kinds declared here: read from old files, never written by the app.
NO_LONGER_WRITTEN = frozenset({"turn_start", FIRST_FORMAT_ATTACK})


class FirstFormatRoll(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The d20 of a first-format attack: its dice, each natural, and which were kept."""

    dice: str
    naturals: list[int]
    kept: list[bool]


class FirstFormatModifier(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A first-format modifier: its source (a code or the GM's words), value, whether it applied, and why not."""

    source: str
    value: int
    applied: bool = True
    why: str | None = None


class FirstFormatAttack(Record, frozen=True):
    """A first-format attack: the roll, its total against the DC, whether it hit, the modifiers."""

    roll: FirstFormatRoll
    total: int
    dc: int
    hit: bool
    modifiers: list[FirstFormatModifier] = msgspec.field(default_factory=list)
    ratio: float | None = None
    nothing: None = None


def _turn_start_line(p: Pieces, _record: None) -> str:
    return fill(p.translate("LogLine", "round %1: %2's turn"), p.entry.round, p.actor())


def _first_format_attack_line(p: Pieces, r: FirstFormatAttack) -> str:
    kept = [n for n, keep in zip(r.roll.naturals, r.roll.kept) if keep] or r.roll.naturals
    natural = kept[0] if kept else 0
    terms = [fill(p.translate("LogLine", "%1 %2"), p.words.code_text(m.source), ascii_signed(m.value))
             for m in r.modifiers if m.applied and m.value]
    roll = fill(p.translate("LogLine", "%1 (%2)"), r.total, p.words.list_of([p.dice(r.roll.naturals, natural), *terms]))
    outcome = p.outcome("hit" if r.hit else "miss")
    return fill(p.translate("LogLine", "%1 attacks %2: %3 vs %4 → %5"), p.actor(), p.target(), roll, r.dc, outcome)


LOG_KINDS = (
    LogKind("turn_start", None, _turn_start_line),
    LogKind(FIRST_FORMAT_ATTACK, FirstFormatAttack, _first_format_attack_line, roll=True, fields={
        "hit": QT_TRANSLATE_NOOP("RollLogText", "hits"),
        "why": QT_TRANSLATE_NOOP("RollLogText", "why"),
        "ratio": QT_TRANSLATE_NOOP("RollLogText", "ratio"),
        "nothing": QT_TRANSLATE_NOOP("RollLogText", "nothing"),
    }, sample=FirstFormatAttack(roll=FirstFormatRoll(dice="1d20", naturals=[14], kept=[True]), total=20, dc=15,
                                hit=True, ratio=0.75, modifiers=[FirstFormatModifier("strength", 6),
                                                                 FirstFormatModifier("Cover", 2, False, "No cover")])),
)

"""A roll-log entry as one line, in the language of the translate function it is given.

Every log kind is put into words here and only here: the English ``text`` a log entry
stores (:meth:`~..command.PatchBuilder.log` renders it with :func:`~.translating.english`),
the UI's roll log, tooltip and player view (Qt's translate), the exported log and the
undo history all call this renderer. The line is made from the entry's record (codes and
numbers), its actor and targets: who, against whom, the totals, the degree or outcome,
the damage and its effects.

Names are data: they are put into translated templates with :func:`fill` (one pass, so
a name containing ``%1`` stays literal) and are never markup here. ``for_players``
(:func:`player_line`) leaves out a hidden DC and the degree that would bound it (A2:
the players see the result only); the GM sees both, the DC marked hidden.

:func:`outcome_spans` says where the line names an outcome (a critical hit, a miss, a
1D100 fumble) and which kind it is, for the UI to colour those words only.

Each kind's line is declared beside the command that writes it (:mod:`..log_kind`): this
module renders an entry through its kind's declaration. A record always fits its kind (the
loader refuses one that does not, with its JSON path), so every entry is rendered from its
record: nothing falls back to the English ``text`` stored with it (issue 28 item 1). The GM's
own note (``log_note``) is the one line that is the entry's text, as the GM wrote it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from gmtracker.encounter.log_kind import RecordError, log_kind
from gmtracker.encounter.model import LogEntry

from .outcomes import OutcomeSpan, unmark
from .pieces import Pieces, duration_text, turn_limit_line
from .translating import Translate, english

__all__ = ["NOTE_KINDS", "compact_line", "duration_text", "entry_line", "log_names", "outcome_spans", "player_line",
           "rendered", "turn_limit_line"]

# Kinds whose text is the GM's own words (nothing to translate).
NOTE_KINDS = frozenset({"log_note"})


def _render(entry: LogEntry, names: Mapping[str, str], for_players: bool, translate: Translate,
            marking: bool = False, compact: bool = False) -> str:
    declared = log_kind(entry.kind)
    if declared is None:  # the loader refuses such an entry and no command writes one
        raise RecordError("", f"no kind of log entry is called {entry.kind!r}")
    return declared.line(Pieces(entry, names, for_players, translate, marking, compact), entry.record)


def rendered(entry: LogEntry, names: Mapping[str, str], translate: Translate = english) -> str:
    """The entry's line (the English ``text`` :meth:`~..command.PatchBuilder.log` stores)."""
    return _render(entry, names, False, translate)


def entry_line(entry: LogEntry, names: Mapping[str, str] | None = None, *, translate: Translate = english,
               for_players: bool = False) -> str:
    """The entry as one line in ``translate``'s language, from its record.

    ``names``: combatant names by id (see :func:`log_names` for names of removed
    combatants). ``for_players``: leave out a hidden DC.
    """
    return _render(entry, names or {}, for_players, translate)


def compact_line(entry: LogEntry, names: Mapping[str, str] | None = None, *,
                 translate: Translate = english) -> str | None:
    """The entry's line with totals only (no terms), for a log cell too narrow for the whole
    line; None when it would be the same line (or the entry is not rendered)."""
    names = names or {}
    short = _render(entry, names, False, translate, compact=True)
    return None if short == _render(entry, names, False, translate) else short


def outcome_spans(entry: LogEntry, names: Mapping[str, str] | None = None, *, translate: Translate = english,
                  for_players: bool = False, compact: bool = False) -> list[OutcomeSpan]:
    """Where :func:`entry_line` (with the same arguments) names an outcome, and which kind.

    The kinds come from the entry's record (its rules codes). No spans when a name holds one of
    the marks' characters (the marked line, stripped, must be exactly the plain line).
    """
    names = names or {}
    found = unmark(_render(entry, names, for_players, translate, marking=True, compact=compact))
    if found is None or found[0] != _render(entry, names, for_players, translate, compact=compact):
        return []
    return found[1]


def player_line(entry: LogEntry, names: Mapping[str, str] | None = None, *,
                translate: Translate = english) -> str:
    """The entry's line for the player view.

    A hidden DC is left out (A2: the ``check`` line says the result only, from its typed
    record).
    """
    return _render(entry, names or {}, True, translate)


def log_names(entries: Iterable[LogEntry], current: Mapping[str, str]) -> dict[str, str]:
    """Names by id: the current ones, and for combatants no longer there the name the log last gave them."""
    names: dict[str, str] = {}
    for entry in entries:
        if entry.actor and entry.actor_name:
            names[entry.actor] = entry.actor_name
        declared = log_kind(entry.kind)
        if declared is not None and declared.names is not None:  # decoded only for the kinds that name combatants
            names.update(declared.names(entry.record))
    names.update(current)
    return names

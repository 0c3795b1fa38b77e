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

Where an entry lacks what its line needs (an entry of an unknown kind, or one written
before its kind had a record, as in old files), the stored ``text`` is the line:
:func:`renders` says whether an entry is rendered or falls back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from gmtracker.encounter.log_kind import log_kind
from gmtracker.encounter.model import LogEntry
from gmtracker.encounter.names import has_visible

from .outcomes import OutcomeSpan, unmark
from .pieces import Missing, Pieces, duration_text, turn_limit_line
from .translating import Translate, english, fill, identity

__all__ = ["NOTE_KINDS", "RENDERERS", "compact_line", "duration_text", "entry_line", "log_names", "outcome_spans",
           "player_line", "rendered", "renders", "turn_limit_line"]

# Kinds whose text is the GM's own words (nothing to translate).
NOTE_KINDS = frozenset({"log_note"})


class _Line(Pieces):
    """Renders one entry of a kind not declared yet, with the shared pieces of :mod:`.pieces`
    (a declared kind's line is beside its command, :mod:`..log_kind`)."""


RENDERERS: dict[str, Callable[[_Line], str]] = {}


def _render(entry: LogEntry, names: Mapping[str, str], for_players: bool, translate: Translate,
            marking: bool = False, compact: bool = False) -> str | None:
    declared = log_kind(entry.kind)
    if declared is not None:
        return declared.line(_Line(entry, names, for_players, translate, marking, compact), entry.record)
    renderer = RENDERERS.get(entry.kind)
    if renderer is None:
        return None
    try:
        line = _Line(entry, names, for_players, translate, marking, compact)
        line.record = entry.json_record or {}
        return renderer(line)
    except (Missing, LookupError, TypeError, ValueError, AttributeError, OverflowError, RecursionError):
        # OverflowError: a count beyond what Qt's plural forms take (a C int), from a
        # file's record: the entry's own English text shows the number as it is. AttributeError:
        # a list where a record was (issue 27 item 11: a traceback from a file's record).
        return None


def rendered(entry: LogEntry, names: Mapping[str, str], translate: Translate = english) -> str | None:
    """The entry's line, or None where its record falls short (an unknown kind, an old entry)."""
    return _render(entry, names, False, translate)


def renders(entry: LogEntry, names: Mapping[str, str] | None = None) -> bool:
    """Whether :func:`entry_line` renders this entry (False: it shows the English ``text``)."""
    return entry.kind in NOTE_KINDS or _render(entry, names or {}, False, identity) is not None


def entry_line(entry: LogEntry, names: Mapping[str, str] | None = None, *, translate: Translate = english,
               for_players: bool = False) -> str:
    """The entry as one line in ``translate``'s language (its English ``text`` where the record falls short).

    ``names``: combatant names by id (see :func:`log_names` for names of removed
    combatants). ``for_players``: leave out a hidden DC.
    """
    line = _render(entry, names or {}, for_players, translate)
    return _stored_text(entry, translate) if line is None else line


def _stored_text(entry: LogEntry, translate: Translate) -> str:
    """The entry's own English text, or "unreadable record" where it has none to show (a
    record kept from a file that the renderer cannot read: never a blank row, issue 27 item 11)."""
    if has_visible(entry.text):
        return entry.text
    return translate("LogLine", "unreadable record")


def compact_line(entry: LogEntry, names: Mapping[str, str] | None = None, *,
                 translate: Translate = english) -> str | None:
    """The entry's line with totals only (no terms), for a log cell too narrow for the whole
    line; None when it would be the same line (or the entry is not rendered)."""
    names = names or {}
    short = _render(entry, names, False, translate, compact=True)
    return None if short is None or short == _render(entry, names, False, translate) else short


def outcome_spans(entry: LogEntry, names: Mapping[str, str] | None = None, *, translate: Translate = english,
                  for_players: bool = False, compact: bool = False) -> list[OutcomeSpan]:
    """Where :func:`entry_line` (with the same arguments) names an outcome, and which kind.

    The kinds come from the entry's record (its rules codes). No spans for a line that falls
    back to the stored text, or when a name holds one of the marks' characters (the marked
    line, stripped, must be exactly the plain line).
    """
    names = names or {}
    text = _render(entry, names, for_players, translate, marking=True, compact=compact)
    if text is None:
        return []
    found = unmark(text)
    if found is None or found[0] != _render(entry, names, for_players, translate, compact=compact):
        return []
    return found[1]


def player_line(entry: LogEntry, names: Mapping[str, str] | None = None, *,
                translate: Translate = english) -> str:
    """The entry's line for the player view.

    A hidden DC is left out (A2: the ``check`` line says the result only, from its typed
    record); an entry without a record, the GM's note, shows its text as written.
    """
    line = _render(entry, names or {}, True, translate)
    return _stored_text(entry, translate) if line is None else line


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

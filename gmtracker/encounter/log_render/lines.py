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
from gmtracker.encounter.setting_words import LABELS, value_source

from .kinds_care import CareKinds
from .kinds_d20 import D20Kinds
from .outcomes import OutcomeSpan, unmark
from .pieces import Missing, duration_text, get_path, turn_limit_line, whole_count
from .translating import QT_TRANSLATE_NOOP, LogLine, Translate, ascii_signed, english, fill, identity

__all__ = ["NOTE_KINDS", "RENDERERS", "compact_line", "duration_text", "entry_line", "log_names", "outcome_spans",
           "player_line", "rendered", "renders", "turn_limit_line"]

# Kinds whose text is the GM's own words (nothing to translate).
NOTE_KINDS = frozenset({"log_note"})

_CONDITION_FIELDS = {
    "name": QT_TRANSLATE_NOOP("LogLine", "name"),
    "note": QT_TRANSLATE_NOOP("LogLine", "note"),
    "rounds": QT_TRANSLATE_NOOP("LogLine", "duration"),
    "remaining": QT_TRANSLATE_NOOP("LogLine", "rounds left"),
    "expiry": QT_TRANSLATE_NOOP("LogLine", "when it counts"),
    "anchor": QT_TRANSLATE_NOOP("LogLine", "whose turn counts"),
}


class _Line(D20Kinds, CareKinds):
    """Renders one entry: the roster, turn and condition kinds here, the others in
    :mod:`.kinds_d20` and :mod:`.kinds_care`, the shared pieces in :mod:`.pieces`."""

    def add_combatant(self) -> str:
        return fill(self.translate("LogLine", "%1 joins the encounter"), self.actor())

    def duplicate_combatant(self) -> str:
        names = get_path(self.record, "names")
        return fill(self.translate("LogLine", "%1 duplicated as %2"), self.actor(),
                    self.words.list_of(str(n) for n in names))

    def remove_combatants(self) -> str:
        names = get_path(self.record, "names")
        return fill(self.translate("LogLine", "%1 removed"), self.words.list_of(str(n) for n in names))

    def set_initiative(self) -> str:
        parts = []
        for item in get_path(self.record, "initiatives"):
            value = item.get("initiative")
            name = self.names.get(str(item.get("combatant")), str(item.get("name", "")))
            if "natural" in item and value is not None:
                dice = self.dice([int(item["natural"])], int(item["natural"]), int(item.get("die", 20)))
                parts.append(fill(self.translate("LogLine", "%1 %2 (%3 %4)"), name, value, dice,
                                  ascii_signed(int(item.get("modifier", 0)))))
                continue
            parts.append(fill(self.translate("LogLine", "%1 %2"), name, "—" if value is None else value))
        return fill(self.translate("LogLine", "initiative: %1"), self.words.list_of(parts))

    def start_combat(self) -> str:
        """``combat starts: Ayla 17, Goblin 15 (d20 13 +2)``: a rolled initiative with its die (D1)."""
        values = {str(e.get("key")): e.get("initiative") for e in get_path(self.record, "entries")}
        rolled = {str(r.get("combatant")): r for r in self.record.get("rolled") or []}
        parts = []
        for key in get_path(self.record, "keys"):
            roll = rolled.get(str(key))
            if roll is None:
                parts.append(fill(self.translate("LogLine", "%1 %2"), self.name(key), values.get(key, "—")))
                continue
            dice = self.dice([int(roll["natural"])], int(roll["natural"]), int(roll.get("die", 20)))
            parts.append(fill(self.translate("LogLine", "%1 %2 (%3 %4)"), self.name(key), values.get(key, "—"), dice,
                              ascii_signed(int(roll.get("modifier", 0)))))
        return fill(self.translate("LogLine", "combat starts: %1"), self.words.list_of(parts))

    def turn(self) -> str:
        template = (self.translate("LogLine", "round %1: %2's turn is skipped (defeated)") if self.record.get("skipped")
                    else self.translate("LogLine", "round %1: %2's turn"))
        parts = [fill(template, get_path(self.record, "round"), self.actor())]
        for prompt in self.record.get("prompts") or []:
            if prompt.get("kind") == "dying_check":
                if prompt.get("automatic_failure"):
                    parts.append(self.translate("LogLine", "dying check (B5) fails: no constitution (B9)"))
                else:
                    parts.append(self.translate("LogLine", "dying check (B5)"))
            else:
                due = whole_count(prompt["due"])
                template = self.plural(LogLine.tr("%n recovery check(s) for %1 (B8)", "", due))
                parts.append(fill(template, self.state(get_path(prompt, "state"))))
        for expiry in self.record.get("expired") or []:
            holder = self.names.get(str(expiry.get("combatant")), str(expiry.get("combatant_name", "")))
            parts.append(fill(self.translate("LogLine", "%1 ends on %2"), get_path(expiry, "name"), holder))
        limit = self.record.get("turn_limit")
        if limit:
            parts.append(turn_limit_line(limit, self.translate))
        return self.words.clauses(parts)

    def change_settings(self) -> str:
        after = get_path(self.record, "after")
        changes = []
        for key in LABELS:
            if key not in after:
                continue
            source = value_source(key, after[key])
            value = str(after[key]) if source is None else self.translate("Settings", source)
            changes.append(fill(self.translate("LogLine", "%1: %2"), self.translate("Settings", LABELS[key]), value))
        return fill(self.translate("LogLine", "encounter settings: %1"), self.words.clauses(changes))

    def condition_added(self) -> str:
        holder = self.name(get_path(self.record, "combatant"))
        condition = get_path(self.record, "condition")
        return fill(self.translate("LogLine", "%1: %2 (%3)"), holder, get_path(condition, "name"),
                    self.duration(condition, holder))

    def condition_edited(self) -> str:
        holder = self.name(get_path(self.record, "combatant"))
        before, after = get_path(self.record, "before"), get_path(self.record, "after")
        changed = [self.translate("LogLine", _CONDITION_FIELDS[f]) if f in _CONDITION_FIELDS else str(f)
                   for f in get_path(self.record, "changed")]
        return fill(self.translate("LogLine", "%1: %2 edited (%3): %4, %5"), holder, get_path(before, "name"),
                    self.words.list_of(changed), get_path(after, "name"), self.duration(after, holder))

    def condition_removed(self) -> str:
        return fill(self.translate("LogLine", "%1: %2 removed"), self.name(get_path(self.record, "combatant")),
                    get_path(self.record, "condition", "name"))

    def condition_expired(self) -> str:
        return fill(self.translate("LogLine", "%1: %2 ends"), self.name(get_path(self.record, "combatant")),
                    get_path(self.record, "condition", "name"))

    def b5_unconscious(self) -> str:
        return fill(self.translate("LogLine", "%1 falls unconscious: a standard action while disabled (B5)"),
                    self.name(get_path(self.record, "combatant")))

    def prompt_skipped(self) -> str:
        return fill(self.translate("LogLine", "%1: %2 skipped by the GM"), self.name(get_path(self.record, "combatant")),
                    self.words.purpose_text(str(get_path(self.record, "kind"))))


RENDERERS: dict[str, Callable[[_Line], str]] = {
    "add_combatant": _Line.add_combatant,
    "duplicate_combatant": _Line.duplicate_combatant,
    "remove_combatants": _Line.remove_combatants,
    "set_initiative": _Line.set_initiative,
    "start_combat": _Line.start_combat,
    "turn": _Line.turn,
    "change_settings": _Line.change_settings,
    "attack": _Line.attack,
    "check": _Line.check,
    "damage_check": _Line.damage_check,
    "heal": _Line.heal,
    "temp_hp": _Line.temp_hp,
    "dying_check": _Line.dying_check,
    "recovery_check": _Line.recovery_check,
    "advance_time": _Line.advance_time,
    "time_effects": _Line.time_effects,
    "percentile_check": _Line.percentile_check,
    "percentile_vs": _Line.percentile_vs,
    "percentile_simultaneous": _Line.percentile_simultaneous,
    "condition_added": _Line.condition_added,
    "condition_edited": _Line.condition_edited,
    "condition_removed": _Line.condition_removed,
    "condition_expired": _Line.condition_expired,
    "prompt_skipped": _Line.prompt_skipped,
    "b5_unconscious": _Line.b5_unconscious,
}


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
                translate: Translate = english) -> str | None:
    """The entry's line for the player view, or None when it must not be shown there.

    A hidden DC is left out (A2); a ``check`` entry whose record cannot be rendered is
    never shown, since its English ``text`` may hold a hidden DC (an entry without a
    record, the GM's note, shows its text as written).
    """
    line = _render(entry, names or {}, True, translate)
    if line is None and entry.kind == "check" and entry.json_record is not None:
        return None
    return _stored_text(entry, translate) if line is None else line


# The kinds whose record names combatants: the record's list of ids (beside its "names").
_NAMING = {"remove_combatants": "combatants", "duplicate_combatant": "copies"}


def log_names(entries: Iterable[LogEntry], current: Mapping[str, str]) -> dict[str, str]:
    """Names by id: the current ones, and for combatants no longer there the name the log last gave them."""
    names: dict[str, str] = {}
    for entry in entries:
        if entry.actor and entry.actor_name:
            names[entry.actor] = entry.actor_name
        if entry.kind in _NAMING:  # decoded only for the kinds that name combatants
            record = entry.json_record or {}
            ids, given = record.get(_NAMING[entry.kind]), record.get("names")
            if isinstance(ids, list) and isinstance(given, list):  # an old file's odd record names nobody
                names.update((i, n) for i, n in zip(ids, given) if isinstance(i, str) and isinstance(n, str))
    names.update(current)
    return names

"""A log entry in full: its breakdown (the Breakdown pane, the tooltip), and the exported log.

A log entry keeps the rules core's record as JSON values (codes and numbers). This module
turns a record into :class:`Row` s — a label, a value and the rule ids, with a depth — in
``translate``'s language, for the Breakdown pane's table (issue 26 items 8, 11): every die
with its role (the main d20, a penalty die, an advantage d6, the defender's extra dice)
and whether it was kept or dropped, every modifier with its type, source and value and
whether stacking applied it, the total, then the rest of the record, each key in words
(:mod:`.record_words`, :data:`~.translating.KEYS`) and each code in words, never a field
name. Only the keys that hold combatant ids are shown as names (item 12).

The first row is the entry's line (:mod:`.lines`). :func:`breakdown_lines` gives the rows
as indented ``label: value`` texts (the tooltip, the copied text).

Names typed by the GM are data, never markup: the tooltip is HTML only so that it can
indent and wrap, and every piece of text in it goes through :func:`html.escape`.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from gmtracker.encounter.base_values import WORDS as BASE_VALUE_WORDS
from gmtracker.encounter.log_kind import RecordError, log_kind
from gmtracker.encounter.model import LogEntry

from .lines import entry_line, log_names
from .record_words import COMBATANT_KEYS, HIDDEN, MORE_CODES, MORE_KEYS, USER_TEXT_KEYS
from .pieces import CODED_SOURCES
from .translating import CODES, KEYS, Translate, Words, ascii_signed, english, fill, round_text

if TYPE_CHECKING:
    from gmtracker.encounter.actions_check import StandaloneCheckRecord

__all__ = ["Row", "breakdown_html", "breakdown_lines", "breakdown_rows", "breakdown_text", "export_line",
           "export_log", "markdown_escape"]

# Degree values are stored as numbers inside a check's "steps" (Degree is an IntEnum).
_DEGREE_CODES = ("critical_failure", "failure", "success", "critical_success")
_DEGREE_STEP_KEYS = frozenset({"base", "after_natural", "degree"})
# Keys whose value may be a 1D100 base value's name (a code or the GM's own name).
_BASE_VALUE_KEYS = frozenset({"base", "percentile_base", "percentile_target_base"})
# Keys a special renderer draws (dice, modifiers, rule ids).
_DRAWN = frozenset({"d20", "d6", "stacking", "rule_ids"})
# A d20 version's check: what the version's own rows already show.
_SHOWN_IN_VERSION = frozenset({"attribute_bonus", "proficiency_bonus", "modifiers"})
_PROFICIENCY_SHARE = {"full": 2, "half": 1, "none": 0}  # in halves of the bonus (A13)
# The order of a record's keys on screen: who and what happened, the roll, its result, then the
# rest; any other key keeps the record's order between them.
_FIRST = ("attacker", "actor", "healer", "source", "target", "combatant", "mode", "kind", "outcome", "result",
          "hit_check", "defense_check", "versus", "check", "roll", "confirmation", "versions", "damage_check",
          "damage", "healing", "dc", "total", "degree", "steps", "effects")
_LAST = ("attack", "defense", "hit_penalty", "dc_breakdown", "terms", "specials")
_RANK = {**{key: rank for rank, key in enumerate(_FIRST)}, **{key: 100 + rank for rank, key in enumerate(_LAST)}}


class Row(NamedTuple):
    """One row of the Breakdown pane: its depth in the tree, label, value and rule ids (all words)."""

    depth: int
    label: str
    value: str = ""
    rules: str = ""
    # "line" (the entry's line), "meta" (when, who, who sees it, its rules), "heading" (above the
    # record) or "" (a part of the record): the pane shows the first three above its table.
    part: str = ""

    def text(self, translate: Translate) -> str:
        """``label: value (rules A1, A2)`` as one line of text."""
        text = fill(translate("RollLogText", "%1: %2"), self.label, self.value) if self.value else self.label
        if self.rules:
            text = fill(translate("RollLogText", "%1 (%2)"), text,
                        fill(translate("RollLogText", "rules %1"), self.rules))
        return text


def code_source(code: str) -> str | None:
    """The source text of a rules code's words (None: not a code the renderer knows)."""
    return CODES.get(code) or MORE_CODES.get(code)


def key_source(key: str) -> str | None:
    """The source text of a record key's label (None: no label)."""
    return KEYS.get(key) or MORE_KEYS.get(key)


class Breakdown:
    """Renders records into :class:`Row` s; ``names`` maps combatant ids to names."""

    def __init__(self, names: Mapping[str, str], translate: Translate, kind: str = "") -> None:
        self.translate = translate
        self.words = Words(translate)
        self.names = names
        self.kind = kind  # the entry's kind: a few keys mean different things in different kinds
        self.fields: Mapping[str, str] = {}  # the kind's own words for its record's fields
        self.rows: list[Row] = []

    def key_label(self, key: str, parent: str, depth: int) -> str:
        """A record key's label: the kind's own words for its record's fields (its declaration's
        ``fields``, at any depth), else the words every kind shares."""
        source = self.fields.get(key)
        return self.translate("RollLogText", source) if source else self.words.key_label(key)

    def add(self, depth: int, label: str, value: str = "", rules: str = "") -> None:
        self.rows.append(Row(depth, label, value, rules))

    def tr(self, source: str) -> str:
        # lupdate files ``self.tr("…")`` under this class's name: look them up there.
        return self.translate("Breakdown", source)

    # -- values --------------------------------------------------------------------
    def name(self, value: Any) -> str:
        """A combatant id as its name (an id the log never named stays as it is)."""
        return self.names.get(value, str(value)) if isinstance(value, str) else str(value)

    def is_id(self, key: str, parent: str) -> bool:
        """Whether ``key`` (inside ``parent``) holds combatant ids: only those become names (item 12)."""
        return key in COMBATANT_KEYS or (key == "source" and parent == "" and self.kind == "temp_hp")

    def scalar(self, value: Any, key: str = "", parent: str = "") -> str:
        """A value in words: a combatant's name only where ``key`` holds ids (item 12), a code
        in words, the GM's own text as it is, a number as digits."""
        if isinstance(value, bool):
            return self.tr("yes") if value else self.tr("no")
        if isinstance(value, int) and key in _DEGREE_STEP_KEYS and 0 <= value < len(_DEGREE_CODES):
            return self.words.code_text(_DEGREE_CODES[value])
        if isinstance(value, str):
            if self.is_id(key, parent):
                return self.name(value)
            if key == "name" and parent == "defense":  # A17: the defense attacked, a code
                return self.words.code_text(value)
            if key in _BASE_VALUE_KEYS and value in BASE_VALUE_WORDS:  # C5: a code, in words (issue 26 item 13)
                return self.translate("BaseValue", BASE_VALUE_WORDS[value])
            if key in USER_TEXT_KEYS:
                return value
            if code_source(value):
                return self.words.code_text(value)
            return value
        return str(value)

    def rules_of(self, value: Any) -> str:
        rule_ids = value.get("rule_ids") if isinstance(value, Mapping) else None
        return ", ".join(str(r) for r in rule_ids) if isinstance(rule_ids, list) else ""

    # -- the tree ------------------------------------------------------------------
    def record(self, value: Any, depth: int) -> None:
        if isinstance(value, Mapping):
            self.mapping(value, depth)
        elif isinstance(value, list):
            self.sequence("", value, depth)
        elif value is not None:
            self.add(depth, self.scalar(value))

    def mapping(self, value: Mapping[str, Any], depth: int, skip: frozenset[str] = frozenset(),
                parent: str = "") -> None:
        """The dice and modifiers first, then each key: a value on its row, a nested record below its label."""
        if isinstance(value.get("d20"), list) and isinstance(value.get("check"), Mapping):
            self.version(value, depth)
            skip = skip | {"total"}
        elif isinstance(value.get("naturals"), list):
            self.defense_dice(value, depth)
        elif isinstance(value.get("stacking"), Mapping):
            self.stacking(value["stacking"], 0, depth)
        for key, item in sorted(value.items(), key=lambda pair: _RANK.get(pair[0], 50)):
            if key in HIDDEN or key in _DRAWN or key in skip or item is None or item in ("", [], {}):
                continue
            label = self.key_label(key, parent, depth)
            if key in _DEGREE_STEP_KEYS and isinstance(item, int) and key != "degree":
                label = self.tr("degree from the total") if key == "base" else label
            if isinstance(item, Mapping):
                self.add(depth, label, "", self.rules_of(item))
                inner_skip = _SHOWN_IN_VERSION if key == "check" and "d20" in value else frozenset()
                self.mapping(item, depth + 1, inner_skip, key)
            elif isinstance(item, list) and not _scalars(item):
                self.add(depth, label)
                self.sequence(key, item, depth + 1)
            elif isinstance(item, list):
                self.add(depth, label, self.words.list_of(self.scalar(x, key, parent) for x in item))
            else:
                self.add(depth, label, self.scalar(item, key, parent))

    def sequence(self, key: str, items: list[Any], depth: int) -> None:
        for number, item in enumerate(items, start=1):
            if isinstance(item, Mapping) and self.small_record(item, depth):
                continue
            if isinstance(item, Mapping):
                if len(items) > 1:
                    self.add(depth, fill(self.tr("#%1"), number), "", self.rules_of(item))
                    self.mapping(item, depth + 1)
                else:
                    self.mapping(item, depth)
            elif isinstance(item, list):
                # pairs such as a roll-off's (combatant, natural): the id as a name
                self.add(depth, fill(self.tr("#%1"), number),
                         " ".join(self.name(x) if isinstance(x, str) else self.scalar(x) for x in item))
            else:
                self.add(depth, self.scalar(item, key))

    def small_record(self, item: Mapping[str, Any], depth: int) -> bool:
        """A note, a term or a modifier of a list as one row (its words, its value, its rule)."""
        if isinstance(item.get("code"), str) and "value" in item and set(item) <= {"code", "value", "rule_id", "source"}:
            rule = item.get("rule_id")  # a note (a count of penalty dice) or a term of a total (signed)
            label = self.words.code_text(item["code"])
            if item.get("source"):  # a condition's note (D3): the condition's name, as the GM typed it
                label = fill(self.tr("%1: %2"), label, str(item["source"]))
            signed_value = rule == "D3" and item["code"] in ("condition_defense", "condition_modifier")
            self.add(depth, label, str(item["value"]) if rule and not signed_value else _signed(item["value"]),
                     str(rule) if rule else "")
            return True
        if isinstance(item.get("type"), str) and "value" in item and set(item) <= {"type", "value", "source"}:
            self.add(depth, self.modifier_label(item), _signed(item["value"]))
            return True
        return False

    # -- dice and modifiers --------------------------------------------------------
    def version(self, value: Mapping[str, Any], depth: int) -> None:
        """A d20 check's version: each die with its role, kept or dropped (A3, A5), the attribute
        and proficiency bonuses, each modifier (A6) and the advantage d6 (A7), then the total."""
        d20 = [int(x) for x in value.get("d20") or []]
        kept = value.get("kept_index")
        check = value["check"]
        for index, natural in enumerate(d20):
            role = self.tr("d20") if index == 0 else self.tr("d20, penalty die")
            self.add(depth, role, self.kept_or_dropped(natural, index == kept), "A3" if index else "")
        if not d20:
            self.add(depth, self.words.key_label("passive"), "10", "A4")
        attribute_bonus = int(check.get("attribute_bonus") or 0)
        if attribute_bonus or check.get("attribute"):
            label = (self.words.code_text(str(check["attribute"])) if check.get("attribute")
                     else self.words.key_label("attribute_bonus"))
            self.add(depth, label, _signed(attribute_bonus))
        proficiency = _proficiency_value(check)
        if proficiency:
            self.add(depth, self.words.key_label("proficiency"), _signed(proficiency), "A13")
        d6 = [int(x) for x in value.get("d6") or []]
        stacking = value.get("stacking")
        if isinstance(stacking, Mapping):
            self.stacking(stacking, len(d6), depth)
        self.add(depth, self.words.key_label("total"), str(value.get("total", "")))

    def kept_or_dropped(self, natural: int, kept: bool) -> str:
        return fill(self.tr("%1 (kept)") if kept else self.tr("%1 (dropped)"), natural)

    def defense_dice(self, value: Mapping[str, Any], depth: int) -> None:
        """B1: the defender's d20; the attacker's penalty dice make the defender roll more, highest kept (A3)."""
        naturals = [int(x) for x in value.get("naturals") or []]
        kept = value.get("kept")
        for index, natural in enumerate(naturals):
            was_kept = bool(kept[index]) if isinstance(kept, list) and index < len(kept) else index == 0
            role = self.tr("d20") if index == 0 else self.tr("d20, for the attacker's penalty die")
            self.add(depth, role, self.kept_or_dropped(natural, was_kept), "B1, A3" if index else "")

    def stacking(self, stacking: Mapping[str, Any], dice: int, depth: int) -> None:
        """A6: each modifier, applied or discarded and why; the last ``dice`` entries are the
        advantage or disadvantage d6 (A7)."""
        entries = [e for e in stacking.get("entries", []) if isinstance(e, Mapping)]
        first_die = len(entries) - dice
        for number, entry in enumerate(entries):
            modifier = entry.get("modifier", {})
            value = int(modifier.get("value", 0))
            reason = self.words.reason_text(str(entry.get("reason", "")))
            if number >= first_die:
                source = str(modifier.get("source", ""))
                label = (self.tr("advantage d6") if source == "advantage" else self.tr("disadvantage d6"))
                verdict = fill(self.tr("%1 (kept: %2)") if entry.get("applied") else self.tr("%1 (dropped: %2)"),
                               abs(value), reason)
                self.add(depth, label, verdict, "A7")
                continue
            template = self.tr("%1, applied: %2") if entry.get("applied") else self.tr("%1, discarded: %2")
            self.add(depth, self.modifier_label(modifier), fill(template, ascii_signed(value), reason), "A6")

    def modifier_label(self, modifier: Mapping[str, Any]) -> str:
        """``status modifier: Blessed`` — its type (A6) and source (the GM's words)."""
        kind = self.words.code_text(str(modifier.get("type", "")))
        source = str(modifier.get("source", ""))
        if source in ("advantage", "disadvantage"):
            source = self.words.key_label(source)
        elif source in CODED_SOURCES:  # a source the rules core names (realistic mode, B10), not the GM's words
            source = self.words.code_text(source)
        if not source:
            return fill(self.tr("%1 modifier"), kind)
        return fill(self.tr("%1 modifier: %2"), kind, source)


def _proficiency_value(check: Mapping[str, Any]) -> int:
    """A13: how much of the proficiency bonus the check adds (full, half rounded down, none)."""
    share = _PROFICIENCY_SHARE.get(str(check.get("proficiency", "none")), 0)
    return int(check.get("proficiency_bonus") or 0) * share // 2


def _signed(value: Any) -> str:
    return ascii_signed(value) if isinstance(value, int) and not isinstance(value, bool) else str(value)


def _scalars(value: list[Any]) -> bool:
    return all(not isinstance(x, (Mapping, list)) for x in value)


def _dc_hidden(entry: LogEntry) -> bool:
    """A check whose DC the GM hides (A2): the player view shows its result only."""
    if entry.kind != "check":
        return False
    record: StandaloneCheckRecord = entry.record
    return record.check.versions[0].check.dc_hidden


def breakdown_rows(entry: LogEntry, names: Mapping[str, str] | None = None, *,
                   translate: Translate = english) -> list[Row]:
    """The entry in full as rows: its line, when and who, who sees it, its rules, then the record."""
    names = names or {}
    out = Breakdown(names, translate, entry.kind)
    meta = [Row(0, entry_line(entry, names, translate=translate), part="line"),
            Row(0, out.translate("RollLogText", "Round"), round_text(entry.round), part="meta")]
    if entry.turn:
        meta.append(Row(0, out.translate("RollLogText", "Turn of"), names.get(entry.turn, entry.turn), part="meta"))
    if entry.actor_name or entry.actor:
        meta.append(Row(0, out.translate("RollLogText", "Actor"), entry.actor_name or names.get(entry.actor or "", ""), part="meta"))
    if entry.targets:
        meta.append(Row(0, out.translate("RollLogText", "Targets"), out.words.list_of(names.get(t, t) for t in entry.targets), part="meta"))
    if not entry.public:
        meta.append(Row(0, out.translate("RollLogText", "GM only: the players do not see this entry"), part="meta"))
    elif _dc_hidden(entry):
        meta.append(Row(0, out.translate("RollLogText", "Hidden DC: the players see the result, not the DC or the degree (A2)"), part="meta"))
    if entry.rule_ids:
        meta.append(Row(0, out.translate("RollLogText", "Rules"), ", ".join(entry.rule_ids), part="meta"))
    out.rows.extend(meta)
    declared = log_kind(entry.kind)
    if declared is None:  # the loader refuses such an entry and no command writes one
        raise RecordError("", f"no kind of log entry is called {entry.kind!r}")
    record = declared.values(entry.record)
    if record:
        out.fields = declared.fields
        out.rows.append(Row(0, out.translate("RollLogText", "Breakdown:"), "", out.rules_of(record), part="heading"))
        out.record(record, 1)
    return out.rows


def breakdown_lines(entry: LogEntry, names: Mapping[str, str] | None = None, *,
                    translate: Translate = english) -> list[tuple[int, str]]:
    """The entry in full as ``(depth, text)`` lines (each row as ``label: value (rules …)``)."""
    return [(row.depth, row.text(translate)) for row in breakdown_rows(entry, names, translate=translate)]


def breakdown_text(entry: LogEntry, names: Mapping[str, str] | None = None, *, translate: Translate = english) -> str:
    """The breakdown as plain text, indented two spaces a level."""
    return "\n".join("  " * depth + text for depth, text in breakdown_lines(entry, names, translate=translate))


def breakdown_html(entry: LogEntry, names: Mapping[str, str] | None = None, *, translate: Translate = english) -> str:
    """The breakdown as a rich-text tooltip: escaped text, indented, never interpreted."""
    parts = []
    for number, (depth, text) in enumerate(breakdown_lines(entry, names, translate=translate)):
        style = f"margin-left:{depth * 12}px; margin-top:0; margin-bottom:0; white-space:pre-wrap"
        body = html.escape(text)
        if number == 0:
            body = f"<b>{body}</b>"
        parts.append(f'<p style="{style}">{body}</p>')
    return "<qt>" + "".join(parts) + "</qt>"


# -- export --------------------------------------------------------------------------
EXPORT_FORMATS = ("text", "markdown")

# Inside a table cell only inline syntax matters: emphasis, code, links, HTML, entities,
# strike-through and the cell separator. (Line-start syntax such as # or - cannot occur.)
_MARKDOWN_SPECIAL = frozenset("\\`*_[]<>|~&")


def markdown_escape(text: str) -> str:
    """Backslash-escape Markdown's punctuation so a name like ``<b>Boss</b>`` stays literal."""
    escaped = "".join("\\" + ch if ch in _MARKDOWN_SPECIAL else ch for ch in text)
    return escaped.replace("\r\n", "\n").replace("\n", "<br>")


def export_line(entry: LogEntry, names: Mapping[str, str] | None = None, *, translate: Translate = english) -> str:
    """One entry as one plain-text line (the copy and the text export)."""
    text = entry_line(entry, names, translate=translate).replace("\r\n", "\n").replace("\n", " / ")
    line = fill(translate("RollLogText", "Round %1 | %2 | %3"), round_text(entry.round), entry.actor_name or "—",
                text)
    if entry.rule_ids:
        line += " | " + fill(translate("RollLogText", "rules %1"), ", ".join(entry.rule_ids))
    if not entry.public:
        line += " | " + translate("RollLogText", "GM only")
    return line


def export_log(entries: Iterable[LogEntry], fmt: str, *, title: str = "",
               names: Mapping[str, str] | None = None, translate: Translate = english) -> str:
    """The entries as plain text (one line each) or as a Markdown table.

    ``fmt`` is ``"text"`` or ``"markdown"``; ``title`` (e.g. the encounter's name) heads
    the export; ``names`` are the combatants' names by id (removed ones are named as the
    log last named them). GM-only entries are kept and marked: the export is the GM's record.
    """
    if fmt not in EXPORT_FORMATS:
        raise ValueError(f"unknown export format {fmt!r} (expected one of {', '.join(EXPORT_FORMATS)})")
    entries = list(entries)
    names = log_names(entries, names or {})
    heading = translate("RollLogText", "Roll log")
    if title:
        heading = fill(translate("RollLogText", "Roll log — %1"), title)
    if fmt == "text":
        lines = [heading, ""] + [export_line(entry, names, translate=translate) for entry in entries]
        return "\n".join(lines) + "\n"
    columns: Sequence[str] = (
        translate("RollLogText", "Round"),
        translate("RollLogText", "Turn / actor"),
        translate("RollLogText", "Entry"),
        translate("RollLogText", "Rules"),
        translate("RollLogText", "Seen by"),
    )
    lines = ["# " + markdown_escape(heading), ""]
    lines.append("| " + " | ".join(markdown_escape(c) for c in columns) + " |")
    lines.append("|---:|---|---|---|---|")
    for entry in entries:
        cells = (
            round_text(entry.round),
            entry.actor_name or "—",
            entry_line(entry, names, translate=translate),
            ", ".join(entry.rule_ids),
            translate("RollLogText", "everyone") if entry.public else translate("RollLogText", "GM only"),
        )
        lines.append("| " + " | ".join(markdown_escape(cell) for cell in cells) + " |")
    return "\n".join(lines) + "\n"

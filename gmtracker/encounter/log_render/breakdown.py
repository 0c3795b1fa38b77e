"""A log entry in full: its breakdown (the tooltip), and the exported log.

A log entry keeps the rules core's record as JSON values (codes and numbers). This
module turns a record into indented lines in ``translate``'s language: every d20 kept and
dropped, the advantage d6, every modifier applied or discarded with the stacking reason,
and the rule ids — then the rest of the record, one line per level, so nothing is hidden.
The first line is the entry's line (:mod:`.lines`).

Names typed by the GM are data, never markup: the tooltip is HTML only so that it can
indent and wrap, and every piece of text in it goes through :func:`html.escape`.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from gmtracker.encounter.model import LogEntry

from .lines import entry_line, log_names
from .translating import CODES, Translate, Words, ascii_signed, english, fill, round_text

# Degree values are stored as numbers inside a check's "steps" (Degree is an IntEnum).
_DEGREE_CODES = ("critical_failure", "failure", "success", "critical_success")
_DEGREE_STEP_KEYS = frozenset({"base", "after_natural", "degree"})
# A code the rules core wrote (``damage_bonus``), shown as words when no label exists.
_CODE = re.compile(r"[a-z]+(?:_[a-z0-9]+)+")
# Keys drawn by a special renderer, or shown in the header instead of the tree.
_DICE_KEYS = frozenset({"d20", "d6", "kept_index", "stacking"})


class Breakdown:
    """Renders records into ``(depth, text)`` lines; ``names`` maps combatant ids to names."""

    def __init__(self, names: Mapping[str, str], translate: Translate) -> None:
        self.translate = translate
        self.words = Words(translate)
        self.names = names
        self.lines: list[tuple[int, str]] = []

    def add(self, depth: int, text: str) -> None:
        self.lines.append((depth, text))

    # -- values --------------------------------------------------------------------
    def scalar(self, value: Any, key: str = "") -> str:
        if isinstance(value, bool):
            return self.translate("RollLogText", "yes") if value else self.translate("RollLogText", "no")
        if isinstance(value, int) and key in _DEGREE_STEP_KEYS and 0 <= value < len(_DEGREE_CODES):
            return self.words.code_text(_DEGREE_CODES[value])
        if isinstance(value, str):
            if value in self.names:
                return self.names[value]
            if value in CODES:
                return self.words.code_text(value)
            return value.replace("_", " ") if _CODE.fullmatch(value) else value
        return str(value)

    # -- the tree ------------------------------------------------------------------
    def record(self, value: Any, depth: int) -> None:
        if isinstance(value, Mapping):
            self.mapping(value, depth)
        elif isinstance(value, list):
            self.sequence("", value, depth)
        elif value is not None:
            self.add(depth, self.scalar(value))

    def mapping(self, value: Mapping[str, Any], depth: int) -> None:
        """One line of this level's plain values, then each nested value indented."""
        if isinstance(value.get("d20"), list):
            self.d20_roll(value, depth)
        if isinstance(value.get("stacking"), Mapping):
            self.stacking(value["stacking"], depth)
        plain, nested = self.split(value)
        if plain:
            self.add(depth, " · ".join(plain))
        for key, item in nested:
            self.add(depth, fill(self.translate("RollLogText", "%1:"), self.words.key_label(key)))
            if isinstance(item, list):
                self.sequence(key, item, depth + 1)
            else:
                self.mapping(item, depth + 1)

    def plain_line(self, value: Mapping[str, Any]) -> str:
        return " · ".join(self.split(value)[0])

    def split(self, value: Mapping[str, Any]) -> tuple[list[str], list[tuple[str, Any]]]:
        """This level's plain values as ``label: value`` texts, and the nested values."""
        plain: list[str] = []
        nested: list[tuple[str, Any]] = []
        for key, item in value.items():
            if key in _DICE_KEYS or key == "rule_ids" or item is None or item == "" or item == [] or item == {}:
                continue
            if isinstance(item, (Mapping, list)) and not _scalars(item):
                nested.append((key, item))
            elif isinstance(item, list):
                plain.append(fill(self.translate("RollLogText", "%1: %2"), self.words.key_label(key),
                                  ", ".join(self.scalar(x, key) for x in item)))
            else:
                plain.append(fill(self.translate("RollLogText", "%1: %2"), self.words.key_label(key),
                                  self.scalar(item, key)))
        rule_ids = value.get("rule_ids")
        if isinstance(rule_ids, list) and rule_ids:
            plain.append(fill(self.translate("RollLogText", "rules %1"), ", ".join(str(r) for r in rule_ids)))
        return plain, nested

    def sequence(self, key: str, items: list[Any], depth: int) -> None:
        for number, item in enumerate(items, start=1):
            if isinstance(item, Mapping) and len(items) > 1 and _flat(item):
                # A list of small records (initiative entries, notes): one line each.
                self.add(depth, fill(self.translate("RollLogText", "#%1 %2"), str(number), self.plain_line(item)))
            elif isinstance(item, Mapping):
                if len(items) > 1:
                    self.add(depth, fill(self.translate("RollLogText", "#%1"), number))
                    self.mapping(item, depth + 1)
                else:
                    self.mapping(item, depth)
            elif isinstance(item, list):
                self.add(depth, ", ".join(self.scalar(x, key) for x in item) if _scalars(item) else "…")
            else:
                self.add(depth, self.scalar(item, key))

    # -- dice and modifiers --------------------------------------------------------
    def d20_roll(self, value: Mapping[str, Any], depth: int) -> None:
        """A3/A5: every d20 rolled, the kept one marked; A7: the advantage d6, highest kept."""
        d20 = [int(x) for x in value.get("d20", [])]
        if d20:
            marked = _kept_and_dropped(d20, value.get("kept_index"), self.translate)
            self.add(depth, fill(self.translate("RollLogText", "d20: %1"), marked))
        d6 = [int(x) for x in value.get("d6", [])]
        if d6:
            marked = _kept_and_dropped(d6, d6.index(max(d6)), self.translate)
            self.add(depth, fill(self.translate("RollLogText", "advantage/disadvantage d6: %1"), marked))

    def stacking(self, stacking: Mapping[str, Any], depth: int) -> None:
        """A6: each modifier, applied or discarded, and the stacking reason."""
        for entry in stacking.get("entries", []):
            modifier = entry.get("modifier", {})
            value = int(modifier.get("value", 0))
            kind = self.words.code_text(str(modifier.get("type", "")))
            source = str(modifier.get("source", "")) or "—"
            code = str(entry.get("reason", ""))
            reason = self.words.reason_text(code)
            if entry.get("applied"):
                template = self.translate("RollLogText", "%1 %2 (%3): applied — %4")
            else:
                template = self.translate("RollLogText", "%1 %2 (%3): discarded — %4")
            self.add(depth, fill(template, kind, ascii_signed(value), source, reason))


def _kept_and_dropped(naturals: list[int], kept: Any, translate: Translate) -> str:
    """``7 kept, 11 dropped``."""
    return ", ".join(
        fill(translate("RollLogText", "%1 kept") if index == kept else translate("RollLogText", "%1 dropped"),
             str(natural))
        for index, natural in enumerate(naturals)
    )


def _flat(value: Mapping[str, Any]) -> bool:
    return all(not isinstance(x, (Mapping, list)) for x in value.values()) and "d20" not in value


def _scalars(value: Mapping[str, Any] | list[Any]) -> bool:
    items = value.values() if isinstance(value, Mapping) else value
    return isinstance(value, list) and all(not isinstance(x, (Mapping, list)) for x in items)


def _dc_hidden(entry: LogEntry) -> bool:
    """A check whose DC the GM hides (A2): the player view shows its result only."""
    check = (entry.record or {}).get("check") if entry.kind == "check" else None
    versions = check.get("versions") if isinstance(check, Mapping) else None
    first = versions[0] if isinstance(versions, list) and versions else None
    inner = first.get("check") if isinstance(first, Mapping) else None
    return isinstance(inner, Mapping) and bool(inner.get("dc_hidden"))


def breakdown_lines(entry: LogEntry, names: Mapping[str, str] | None = None, *,
                    translate: Translate = english) -> list[tuple[int, str]]:
    """The entry in full as ``(depth, text)`` lines: what happened, who, rules, then the record."""
    names = names or {}
    out = Breakdown(names, translate)
    out.add(0, entry_line(entry, names, translate=translate))
    meta = [fill(translate("RollLogText", "round %1"), round_text(entry.round))]
    if entry.turn:
        meta.append(fill(translate("RollLogText", "turn of %1"), names.get(entry.turn, entry.turn)))
    if entry.actor_name or entry.actor:
        actor = entry.actor_name or names.get(entry.actor or "", "")
        meta.append(fill(translate("RollLogText", "actor %1"), actor))
    if entry.targets:
        targets = ", ".join(names.get(t, t) for t in entry.targets)
        meta.append(fill(translate("RollLogText", "targets %1"), targets))
    out.add(0, " · ".join(meta))
    if not entry.public:
        out.add(0, translate("RollLogText", "GM only: the players do not see this entry"))
    elif _dc_hidden(entry):
        out.add(0, translate("RollLogText", "Hidden DC: the players see the result, not the DC or the degree (A2)"))
    if entry.rule_ids:
        out.add(0, fill(translate("RollLogText", "rules %1"), ", ".join(entry.rule_ids)))
    if entry.record:
        out.add(0, translate("RollLogText", "Breakdown:"))
        out.record(entry.record, 1)
    return out.lines


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

"""The roll log and the undo history in the user's language: the renderer, given Qt's translate.

Every log kind is put into words once, Qt-free, in :mod:`gmtracker.encounter.log_render`
(which also writes the English ``text`` an entry stores). This module only hands it
``QCoreApplication.translate``, so the log line, its tooltip (the breakdown), the copied and
exported log, the player view's line and the undo history's command text all speak the
current language. Names are data: the renderer puts them in with one-pass ``fill``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from gmtracker.encounter import Command, Encounter, LogEntry
from gmtracker.encounter.log_render import breakdown, commands, lines
from gmtracker.encounter.log_render.lines import NOTE_KINDS, log_names
from gmtracker.encounter.log_render.translating import Words, round_text
from gmtracker.ui.words.text_format import qt_translate

if TYPE_CHECKING:
    from gmtracker.encounter.turn_states import TurnLimit

__all__ = [
    "NOTE_KINDS", "breakdown_html", "breakdown_lines", "breakdown_rows", "breakdown_text", "code_text",
    "command_text", "compact_line", "duration_text", "entry_line", "export_line", "export_log", "field_label",
    "log_names", "player_line", "round_text", "turn_limit_line",
]

def entry_line(entry: LogEntry, names: Mapping[str, str] | None = None, *, for_players: bool = False) -> str:
    """The entry as one line in the current language, from its record."""
    return lines.entry_line(entry, names, translate=qt_translate, for_players=for_players)


def compact_line(entry: LogEntry, names: Mapping[str, str] | None = None) -> str | None:
    """The entry's line with totals only, for a cell too narrow for it (None: the same as the line)."""
    return lines.compact_line(entry, names, translate=qt_translate)


def player_line(entry: LogEntry, names: Mapping[str, str] | None = None) -> str:
    """The entry's line for the player view (a hidden DC left out)."""
    return lines.player_line(entry, names, translate=qt_translate)


def turn_limit_line(limit: TurnLimit) -> str:
    """B5: a turn's limit (the turn record's ``turn_limit``) for the status bar."""
    return lines.turn_limit_line(limit, qt_translate)


def duration_text(rounds: int, *, count_rounds: bool = True) -> str:
    """B12: ``8 h (4800 rounds)``, ``3 rounds``; ``8 h`` without ``count_rounds``."""
    return lines.duration_text(rounds, qt_translate, count_rounds=count_rounds)


def code_text(code: str) -> str:
    """A rules code (a damage state, degree, effect…) in the current language."""
    return Words(qt_translate).code_text(code)


def breakdown_lines(entry: LogEntry, names: Mapping[str, str] | None = None) -> list[tuple[int, str]]:
    """The entry in full as ``(depth, text)`` lines."""
    return breakdown.breakdown_lines(entry, names, translate=qt_translate)


def breakdown_rows(entry: LogEntry, names: Mapping[str, str] | None = None) -> list[breakdown.Row]:
    """The entry in full as the Breakdown pane's rows (label, value, rule ids), its line first."""
    return breakdown.breakdown_rows(entry, names, translate=qt_translate)


def breakdown_text(entry: LogEntry, names: Mapping[str, str] | None = None) -> str:
    """The breakdown as plain text, indented two spaces a level."""
    return breakdown.breakdown_text(entry, names, translate=qt_translate)


def breakdown_html(entry: LogEntry, names: Mapping[str, str] | None = None) -> str:
    """The breakdown as the row's rich-text tooltip (every text escaped)."""
    return breakdown.breakdown_html(entry, names, translate=qt_translate)


def export_line(entry: LogEntry, names: Mapping[str, str] | None = None) -> str:
    """One entry as one plain-text line (the copy and the text export)."""
    return breakdown.export_line(entry, names, translate=qt_translate)


def export_log(entries: Iterable[LogEntry], fmt: str, *, title: str = "",
               names: Mapping[str, str] | None = None) -> str:
    """The entries as plain text or a Markdown table, in the current language."""
    return breakdown.export_log(entries, fmt, title=title, names=names, translate=qt_translate)


def command_text(command: Command, encounter: Encounter | None = None) -> str:
    """The command's line for the undo history in the current language (its ``label`` if unknown)."""
    return commands.command_text(command, encounter, translate=qt_translate)


def field_label(field: str) -> str:
    """A combatant field in the current language (the editor's label where it has one)."""
    return commands.field_label(field, qt_translate)

"""What the players may see of the encounter: the player snapshot, one source of truth.

No Qt here: :func:`player_frame` turns the live encounter and the GM's
:class:`PlayerViewOptions` into a :class:`PlayerFrame` — the round, the turn marker, one
:class:`PlayerRow` per *visible* combatant in turn order, and the latest public roll as a
line in the language ``translate`` speaks (never a hidden DC). The player view window
(:mod:`gmtracker.ui.panels.player_view`) and the page served to the players' phones
(:mod:`gmtracker.net`) only render it, so every secrecy rule lives and is tested here,
once, and the two cannot disagree.

Secrecy rules:

* A hidden combatant (``Combatant.hidden``) never appears: no row, no name, no count.
* **The turn marker never reveals a hidden turn** (the leak of Improved Initiative
  #280). While a hidden combatant acts, the view stays exactly as it was at the last
  *visible* turn: the marker stays on the nearest eligible visible combatant before it
  in the turn order, and if the hidden combatant opens a round, the round number and
  the marker stay on the previous round's last visible turn. If no visible combatant
  has acted yet in this combat (a hidden one acts first in round 1), the view shows
  the combat as not begun yet: no round, no marker — what it showed before. Never a
  gap, an ellipsis or an empty marker at a position.
* Only ``LogEntry.public`` roll entries are shown (a hidden combatant's roll is never
  public). A check with a hidden DC is public but shows only its result, never the DC
  nor the degree (A2: "主持人有权力隐瞒检定难度，但你仍然可以知道自己的检定结果"), and, belt and braces, never an entry that names a combatant
  that is hidden *now* (by id or by name), e.g. one made public before it was hidden.
* A condition anchored to a hidden combatant is left out: its countdown ticks at the
  hidden turn and would reveal it. Condition names that mention a hidden name are
  left out too. A hidden condition (``Condition.hidden``, issue 29) is never shown, and
  no roll line that names it is the players' line (:func:`hidden_condition_names`).
"""

from __future__ import annotations

import msgspec

from gmtracker.rules.wound_codes import DamageState

from . import derived
from .encounter import Encounter
from .log_kind import log_kind
from .log_render.lines import log_names, player_line
from .log_render.translating import Translate, english
from .model import Combatant, LogEntry, Side

from .names import short
from .player_options import DEFAULT_DETAILS, Detail, PlayerViewOptions

__all__ = ["DEFAULT_DETAILS", "Detail", "PlayerFrame", "PlayerRow", "PlayerViewOptions", "player_frame", "player_rows"]


class PlayerRow(msgspec.Struct, frozen=True):
    """One visible combatant as the players see it (``wounds``/``bruises`` None unless counts)."""

    id: str
    name: str
    side: Side
    detail: Detail
    current: bool = False
    states: tuple[DamageState, ...] = ()
    dying: bool = False
    wounds: int | None = None
    bruises: int | None = None
    conditions: tuple[str, ...] = ()
    in_combat: bool = True


class PlayerFrame(msgspec.Struct, frozen=True):
    """Everything the player view shows at one moment."""

    started: bool  # False also while a hidden combatant takes the first turn of the combat
    round: int
    rows: tuple[PlayerRow, ...]
    current: str | None  # the id of the marked (visible) combatant, or None
    roll: str | None  # the latest public roll's text


def is_roll(entry: LogEntry) -> bool:
    """Whether the player page may show ``entry`` as the latest roll: a public entry of a kind its
    declaration calls a roll (not bookkeeping such as a turn or a condition; :mod:`.log_kind`)."""
    declared = log_kind(entry.kind)
    return entry.public and declared is not None and declared.roll


def _eligible(c: Combatant, skip_defeated: bool) -> bool:
    """Could this combatant have had a turn (the turn machine's rule, D1/D2)."""
    return c.in_combat and not (skip_defeated and derived.is_defeated(c))


def shown_turn(encounter: Encounter) -> tuple[bool, int, str | None]:
    """``(started, round, current id)`` as the players may see them (see the module doc)."""
    turn = encounter.turn
    if not turn.started:
        return False, turn.round, None
    combatants = encounter.combatants
    if turn.current is None or not encounter.has(turn.current):
        return True, turn.round, None
    position = encounter.row_of(turn.current)
    if not combatants[position].hidden:
        return True, turn.round, turn.current
    skip = encounter.settings.skip_defeated
    for c in reversed(combatants[:position]):
        if not c.hidden and _eligible(c, skip):
            return True, turn.round, c.id
    if turn.round > 1:
        for c in reversed(combatants[position:]):
            if not c.hidden and _eligible(c, skip):
                return True, turn.round - 1, c.id
    return False, 0, None


def hidden_names(encounter: Encounter) -> list[str]:
    return [c.name for c in encounter.combatants if c.hidden and c.name.strip()]


_CONDITION_KINDS = frozenset({"condition_added", "condition_edited"})


def hidden_condition_names(encounter: Encounter) -> list[str]:
    """The names of the GM's hidden conditions (D3, issue 29): on a combatant now, or put on one
    earlier (the log's GM-only condition entries), so a roll line they changed ("Curse −2") is
    never the players' line, even after the condition is gone."""
    found = {cond.name for c in encounter.combatants for cond in c.conditions if cond.hidden}
    for entry in encounter.log:
        if entry.kind in _CONDITION_KINDS and not entry.public:
            record = entry.record
            for cond in (getattr(record, "condition", None), getattr(record, "before", None),
                         getattr(record, "after", None)):
                if cond is not None and cond.hidden:
                    found.add(cond.name)
    return [name for name in sorted(found) if name.strip()]


def _mentions(text: str, names: list[str]) -> bool:
    return any(name in text for name in names)


def _reveals_hidden(entry: LogEntry, hidden_ids: set[str], names: list[str]) -> bool:
    if entry.actor in hidden_ids or hidden_ids.intersection(entry.targets):
        return True
    return _mentions(entry.text, names) or _mentions(entry.actor_name, names)


def latest_public_roll(encounter: Encounter, translate: Translate = english) -> str | None:
    """The newest public roll that names no hidden combatant, as a line in ``translate``'s language, or None.

    The line never shows a hidden DC (:func:`~.log_render.lines.player_line`): a check with a
    hidden DC shows its result without the DC or the degree (A2).
    """
    hidden_ids = {c.id for c in encounter.combatants if c.hidden}
    names = hidden_names(encounter) + hidden_condition_names(encounter)
    line_names: dict[str, str] | None = None
    for entry in reversed(encounter.log):
        if not is_roll(entry):
            continue
        if _reveals_hidden(entry, hidden_ids, names):
            continue
        if line_names is None:  # once, and only when there is a line to render
            line_names = log_names(encounter.log, {c.id: short(c.name) for c in encounter.combatants})
        line = player_line(entry, line_names, translate=translate)
        if line is None or _mentions(line, names + [short(name) for name in names]):  # shortened names
            continue
        return line
    return None


def _row(c: Combatant, detail: Detail, current: bool, hidden_ids: set[str], names: list[str]) -> PlayerRow:
    if detail is Detail.NOTHING:
        return PlayerRow(c.id, c.name, c.side, detail, current, in_combat=c.in_combat)
    states = tuple(entry.state for entry in c.states)
    conditions = tuple(cond.name for cond in c.conditions
                       if not cond.hidden and cond.anchor not in hidden_ids and not _mentions(cond.name, names))
    dying = derived.wound_track(c).dying
    if detail is Detail.STATES:
        return PlayerRow(c.id, c.name, c.side, detail, current, states, dying, conditions=conditions,
                         in_combat=c.in_combat)
    return PlayerRow(c.id, c.name, c.side, detail, current, states, dying, c.wounds, c.bruises, conditions,
                     c.in_combat)


def player_frame(encounter: Encounter, options: PlayerViewOptions, translate: Translate = english) -> PlayerFrame:
    """The whole player view: round, marker, visible rows, latest public roll (in ``translate``'s language)."""
    started, round_, current = shown_turn(encounter)
    hidden_ids = {c.id for c in encounter.combatants if c.hidden}
    names = hidden_names(encounter)
    rows = tuple(_row(c, options.detail(c.side), c.id == current, hidden_ids, names)
                 for c in encounter.combatants if not c.hidden and options.shows(c.id))
    if options.only is not None:  # between fights (issue 30 item 6): the party as shared, no turn, no roll
        return PlayerFrame(False, 0, rows, None, None)
    return PlayerFrame(started, round_, rows, current, latest_public_roll(encounter, translate))


def player_rows(encounter: Encounter, options: PlayerViewOptions) -> list[PlayerRow]:
    """The visible combatants in turn order, each with what ``options`` allow (never a hidden one)."""
    return list(player_frame(encounter, options).rows)

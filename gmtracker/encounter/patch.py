"""Patches: the exact before and after of one GM action, and what they changed.

Every command computes, once, a :class:`Patch`: the combatants it touches as they
were and as they become, the turn order before and after when it moved, the turn
state, the settings, and the log entries it adds. Applying the patch sets the
"after" values; reverting sets the "before" values back — so undo restores the
exact previous state, and redo replays the same result without rolling again.

Applying or reverting reports a :class:`ChangeSet` (rows removed and inserted in
the order they happened, fields changed per combatant, whether the order moved),
so a Qt model can update only those rows.
"""

from __future__ import annotations

import msgspec
from msgspec.structs import astuple

from .model import Combatant, LogEntry, Settings, TurnState


class CombatantChange(msgspec.Struct, forbid_unknown_fields=True):
    """One combatant before and after (``None`` before: added; ``None`` after: removed).

    ``index`` is the row where an added combatant goes or a removed one was.
    """

    id: str
    before: Combatant | None = None
    after: Combatant | None = None
    index: int | None = None


class Patch(msgspec.Struct, forbid_unknown_fields=True):
    """Everything one action changes, before and after."""

    combatants: list[CombatantChange] = msgspec.field(default_factory=list)
    order_before: list[str] | None = None
    order_after: list[str] | None = None
    turn_before: TurnState | None = None
    turn_after: TurnState | None = None
    settings_before: Settings | None = None
    settings_after: Settings | None = None
    name_before: str | None = None
    name_after: str | None = None
    notes_before: str | None = None
    notes_after: str | None = None
    log: list[LogEntry] = msgspec.field(default_factory=list)

    @property
    def empty(self) -> bool:
        return not (self.combatants or self.order_after is not None or self.turn_after is not None
                    or self.settings_after is not None or self.name_after is not None
                    or self.notes_after is not None or self.log)


class ChangeSet(msgspec.Struct):
    """What an applied or reverted patch changed, for views to update only that.

    ``rows`` lists ``("remove", row, id)`` and ``("insert", row, id)`` in the order
    they happened; ``fields`` the changed field names per combatant id still present;
    ``reordered`` means rows moved (a new turn order); ``log_added`` and
    ``log_removed`` count entries appended to or popped from the end of the log.
    """

    rows: list[tuple[str, int, str]] = msgspec.field(default_factory=list)
    fields: dict[str, frozenset[str]] = msgspec.field(default_factory=dict)
    reordered: bool = False
    turn: bool = False
    settings: bool = False
    header: bool = False  # the encounter's name or notes
    log_added: int = 0
    log_removed: int = 0
    reset: bool = False  # everything (a file was loaded)


def merged(first: ChangeSet, then: ChangeSet) -> ChangeSet:
    """One change set for ``first`` then ``then`` (the log counts add up: both must move the
    log the same way, as a run of undos or of redos does)."""
    fields = dict(first.fields)
    for cid, names in then.fields.items():
        fields[cid] = fields.get(cid, frozenset()) | names
    return ChangeSet(
        rows=[*first.rows, *then.rows], fields=fields, reordered=first.reordered or then.reordered,
        turn=first.turn or then.turn, settings=first.settings or then.settings, header=first.header or then.header,
        log_added=first.log_added + then.log_added, log_removed=first.log_removed + then.log_removed,
        reset=first.reset or then.reset)


def changed_fields(before: Combatant, after: Combatant) -> frozenset[str]:
    """Names of the fields that differ between two versions of a combatant."""
    # Field by field from two tuples (C, not 25 getattr calls), and a field the new version
    # shares with the old (an edit copies only what it changes) is not compared at all: a
    # multi-step undo asks this for every step.
    return frozenset(
        name for name, old, new in zip(Combatant.__struct_fields__, astuple(before), astuple(after))
        if old is not new and old != new
    )

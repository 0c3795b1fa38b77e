"""Group initiative (issue 29 item 5): a group of combatants rolls initiative once and acts together,
each member still its own row for its wounds, conditions and checks.

:class:`GroupInitiative` makes the combatants given one group — or, when they already are
exactly one group, no longer one. Their group key is the first one's id (its leader). The rules
of a group live in :mod:`.turns`:

* D1: before combat the group is asked for one initiative, its leader's (the leader's die and
  modifier; :func:`~.turns.needs_initiative`), sorted as one entry, and its members stand right
  after the leader in the order;
* D2: when the turn reaches the group, every member's turn starts (each with its own duties and
  turn entry); whose turn it is stays the leader, and Next turn ends every member's turn together.

**Ruling:** grouping gives every member the leader's initiative (none when the leader has none:
the group rolls once when combat starts); in combat the members move to stand right after the
leader. Ungrouping leaves each where it is, with the initiative it has. One undo step, logged.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from .command import ActionError, Command, PatchBuilder
from .encounter import Encounter
from .log_kind import LogKind, Record
from .log_render.translating import fill
from .patch import Patch
from .refusal import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from .log_render.commands import CommandWords
    from .log_render.pieces import Pieces


class GroupRecord(Record, frozen=True):
    """The ``members`` (the first is the leader) now share one initiative (``grouped``) or no longer."""

    members: tuple[str, ...]
    grouped: bool


class GroupInitiative(Command):
    """Make ``combatant_ids`` one initiative group, or ungroup them (module docstring)."""

    kind = "initiative_group"

    def __init__(self, combatant_ids: Iterable[str]) -> None:
        super().__init__()
        self.combatant_ids = tuple(dict.fromkeys(combatant_ids))

    def build(self, encounter: Encounter) -> Patch:
        b = PatchBuilder(encounter)
        for cid in self.combatant_ids:
            b.current(cid)
        members = [c for c in encounter.combatants if c.id in self.combatant_ids]
        groups = {c.initiative_group for c in members}
        ungroup = len(groups) == 1 and None not in groups
        if len(members) < 2 and not ungroup:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "a group needs two combatants or more"))
        holder = next((c for c in members if c.holding is not None), None)
        if holder is not None and not ungroup:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{name} holds its turn: Act now first"), name=holder.name)
        if ungroup:
            for c in members:
                b.update(c.id, initiative_group=None)
        else:
            leader = members[0]
            for c in members:
                b.update(c.id, initiative_group=leader.id, initiative=leader.initiative,
                         initiative_fight=leader.initiative_fight)
            if encounter.turn.started:
                others = [c.id for c in members[1:]]
                order = [cid for cid in encounter.ids() if cid not in others]
                at = order.index(leader.id) + 1
                b.reorder(order[:at] + others + order[at:])
        b.log(self.kind, actor=members[0].id, targets=[c.id for c in members[1:]],
              record=GroupRecord(members=tuple(c.id for c in members), grouped=not ungroup), rule_ids=["D1"],
              public=not any(c.hidden for c in members))
        return b.build()


def _group_line(p: Pieces, r: GroupRecord) -> str:
    names = p.words.list_of([p.name(cid) for cid in r.members])
    if r.grouped:
        return fill(p.translate("LogLine", "one initiative, acting together: %1"), names)
    return fill(p.translate("LogLine", "no longer one initiative: %1"), names)


def _group_undo(w: CommandWords) -> str:
    r: GroupRecord = w.record("initiative_group")
    if r.grouped:
        return fill(w.translate("CommandText", "Group initiative: %1"), w.name(r.members[0]))
    return fill(w.translate("CommandText", "Ungroup initiative: %1"), w.name(r.members[0]))


LOG_KINDS = (
    LogKind("initiative_group", GroupRecord, _group_line, undo=_group_undo,
            sample=GroupRecord(members=("gob", "ayla"), grouped=True)),
)

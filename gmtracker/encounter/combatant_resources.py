"""Resources (issue 29 item 4): a combatant's counters of limited uses — a spell's uses, a
wand's charges, arrows — each with a maximum (:class:`~.model.Resource`).

* :class:`UseResource` spends one (from the table: a double-click on the States cell, or
  Combatants ▸ Use a resource); an attack whose profile ``spends`` a resource spends one
  itself (:func:`spend`, called inside :class:`~.actions_attack.AttackCommand`'s change).
  None left: refused, saying so — the GM refills by hand to go on.
* :class:`SetResources` is the Resources dialog's whole visit: resources added, removed,
  renamed, their maximum or what is left changed, refilled by hand. An attack that spent a
  resource removed spends nothing from then on.
* Rest refills (:func:`refill_after_rest`, called by :mod:`.actions_rest`).

**Ruling — rest (B6, B12, D2).** RULES.md names no resources and no short or long rest. B6's
rest has two lengths: the minute that lowers the bruise count and the hour that lowers the
wound count. A resource refills after a minute's rest (``minute``, the short rest), after an
hour's rest (``hour``, the long rest: the default) or only by hand (``hand``). Rest counts as
D2 says: consecutive rests are one rest, so two rests of 30 minutes refill what an hour's rest
refills; each whole minute / hour of rest in a row that a rest completes refills. D2's restart
holds too: time without rest, or a count or state changed by other means (new damage,
healing), starts the count again — a rest interrupted is not the rest it would have been.
The dead refill nothing.

**Who sees it:** as for conditions, a resource's log entries are public unless its combatant
is hidden; the player view shows no resource badge (the GM's table only).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import msgspec

from gmtracker.rules.wounds import duration_rounds

from .command import ActionError, Command, PatchBuilder, new_id
from .encounter import Encounter
from .log_kind import Count, LogKind, Record
from .log_render.translating import fill
from .model import Combatant, Refill, Resource
from .patch import Patch
from .refusal import QT_TRANSLATE_NOOP
from .validity import resources_problems

if TYPE_CHECKING:
    from .log_render.commands import CommandWords
    from .log_render.pieces import Pieces

# B12: the rest in a row after which each kind refills.
REFILL_ROUNDS: dict[Refill, int] = {Refill.MINUTE: duration_rounds(minutes=1), Refill.HOUR: duration_rounds(hours=1)}


def is_public(combatant: Combatant) -> bool:
    """A resource's entries are the players' to see unless its combatant is hidden."""
    return not combatant.hidden


def find_resource(combatant: Combatant, resource_id: str) -> Resource:
    for resource in combatant.resources:
        if resource.id == resource_id:
            return resource
    raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{name} has no resource {resource}"), name=combatant.name,
                      resource=resource_id)


def one_left(combatant: Combatant, resource_id: str) -> Resource:
    """The combatant's resource, refused when none is left to spend."""
    resource = find_resource(combatant, resource_id)
    if resource.left < 1:
        raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{name} has no {resource} left (0 of {maximum}): refill it "
                                                       "in Resources first"),
                          name=combatant.name, resource=resource.name, maximum=resource.maximum)
    return resource


class LoggedResource(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A resource as a record keeps it (the model's fields, its counts bounded for a line's ``%n``)."""

    id: str
    name: str
    maximum: Count
    left: Count
    refill: Refill = Refill.HOUR


def logged(resource: Resource) -> LoggedResource:
    return LoggedResource(resource.id, resource.name, resource.maximum, resource.left, resource.refill)


class ResourceUsedRecord(Record, frozen=True):
    """``combatant`` spent one of ``resource`` (as it was before), by hand or by the attack named
    ``attack_name``; ``left`` is what remains."""

    combatant: str
    resource: LoggedResource
    left: Count
    attack_name: str = ""


def spend(builder: PatchBuilder, combatant_id: str, resource_id: str, *, attack: str = "",
          public: bool | None = None) -> None:
    """Spend one of a combatant's resource inside a command's change, with its log entry
    (``attack``: the name of the attack that spent it; ``public``: as that attack's entries,
    else :func:`is_public`). Refused when none is left."""
    c = builder.current(combatant_id)
    resource = one_left(c, resource_id)
    after = msgspec.structs.replace(resource, left=resource.left - 1)
    builder.update(c.id, resources=[after if r.id == resource.id else r for r in c.resources])
    builder.log("resource_used", actor=c.id, targets=[c.id],
                record=ResourceUsedRecord(combatant=c.id, resource=logged(resource), left=after.left,
                                          attack_name=attack),
                public=is_public(c) if public is None else public)


class UseResource(Command):
    """Spend one of a combatant's resource (from the table)."""

    kind = "resource_used"

    def __init__(self, combatant_id: str, resource_id: str) -> None:
        super().__init__()
        self.combatant_id = combatant_id
        self.resource_id = resource_id

    def build(self, encounter: Encounter) -> Patch:
        b = PatchBuilder(encounter)
        spend(b, self.combatant_id, self.resource_id)
        return b.build()


class ResourcesSetRecord(Record, frozen=True):
    """``combatant``'s resources edited in the Resources dialog: as they ``were`` and are ``now``."""

    combatant: str
    were: tuple[LoggedResource, ...]
    now: tuple[LoggedResource, ...]


class SetResources(Command):
    """A combatant's resources become ``resources`` (the Resources dialog's visit, one step).

    A resource with an empty id is new: it gets an id from its name. Attacks that spent a
    resource no longer there spend nothing. Refused when nothing changes, or when the list is
    not valid (names unique and not blank, a maximum of 1–999, 0 to the maximum left).
    """

    kind = "resources_set"

    def __init__(self, combatant_id: str, resources: Sequence[Resource]) -> None:
        super().__init__()
        self.combatant_id = combatant_id
        # The enum itself, also for a code from a widget ("minute"): compared with ``is`` later.
        self.resources = [msgspec.structs.replace(r, refill=Refill(r.refill)) for r in resources]

    def build(self, encounter: Encounter) -> Patch:
        b = PatchBuilder(encounter)
        c = b.current(self.combatant_id)
        # A removed resource's id is never given to a new one: an attack that spent it spends nothing.
        taken = [r.id for r in self.resources if r.id] + [r.id for r in c.resources]
        after: list[Resource] = []
        for resource in self.resources:
            if not resource.id:
                resource = msgspec.structs.replace(resource, id=new_id(resource.name, taken, "resource"))
                taken.append(resource.id)
            after.append(resource)
        problems = tuple(resources_problems(after))
        if problems:
            raise ActionError.invalid(problems)
        if after == c.resources:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{name}'s resources are as they were"), name=c.name)
        kept = {r.id for r in after}
        attacks = [a if not a.spends or a.spends in kept else msgspec.structs.replace(a, spends="") for a in c.attacks]
        b.update(c.id, resources=after, attacks=attacks)
        b.log(self.kind, actor=c.id, targets=[c.id],
              record=ResourcesSetRecord(combatant=c.id, were=tuple(map(logged, c.resources)),
                                        now=tuple(map(logged, after))),
              public=is_public(c))
        return b.build()


class RefilledResource(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A resource a rest filled up again: its id, its name then, what was left before, its maximum."""

    id: str
    name: str
    before: Count
    maximum: Count


def refill_after_rest(combatant: Combatant, rested_before: int,
                      rested_after: int) -> tuple[list[Resource], tuple[RefilledResource, ...]]:
    """The combatant's resources after its rest in a row went from ``rested_before`` to
    ``rested_after`` rounds (module docstring's ruling), and those it refilled."""
    resources: list[Resource] = []
    refilled: list[RefilledResource] = []
    for resource in combatant.resources:
        period = REFILL_ROUNDS.get(resource.refill)
        if period is not None and resource.left < resource.maximum and rested_after // period > rested_before // period:
            refilled.append(RefilledResource(resource.id, resource.name, resource.left, resource.maximum))
            resource = msgspec.structs.replace(resource, left=resource.maximum)
        resources.append(resource)
    return resources, tuple(refilled)


# -- the log lines -----------------------------------------------------------------------


def _used_line(p: Pieces, r: ResourceUsedRecord) -> str:
    who = p.name(r.combatant)
    if r.attack_name:
        return fill(p.translate("LogLine", "%1 uses %2 (%3): %4 of %5 left"), who, r.resource.name, r.attack_name,
                    r.left,
                    r.resource.maximum)
    return fill(p.translate("LogLine", "%1 uses %2: %3 of %4 left"), who, r.resource.name, r.left, r.resource.maximum)


def _used_undo(w: CommandWords) -> str:
    r: ResourceUsedRecord = w.record("resource_used")
    return fill(w.translate("CommandText", "Use %1: %2"), r.resource.name, w.name(r.combatant))


def _set_line(p: Pieces, r: ResourcesSetRecord) -> str:
    before = {resource.id: resource for resource in r.were}
    parts = []
    for resource in r.now:
        old = before.pop(resource.id, None)
        if old is None:
            parts.append(fill(p.translate("LogLine", "%1 %2 of %3 (new)"), resource.name, resource.left,
                              resource.maximum))
        elif old != resource:
            name = resource.name if old.name == resource.name else fill(
                p.translate("LogLine", "%1 (was %2)"), resource.name, old.name)
            parts.append(fill(p.translate("LogLine", "%1 %2 → %3 of %4"), name, old.left, resource.left,
                              resource.maximum))
    parts.extend(fill(p.translate("LogLine", "%1 removed"), old.name) for old in before.values())
    if not parts:  # only the order changed
        parts.append(p.translate("LogLine", "the order changed"))
    return fill(p.translate("LogLine", "%1's resources: %2"), p.name(r.combatant), p.words.list_of(parts))


def _set_undo(w: CommandWords) -> str:
    r: ResourcesSetRecord = w.record("resources_set")
    return fill(w.translate("CommandText", "Resources of %1"), w.name(r.combatant))


# The Breakdown pane's words for the records' fields (at any depth: a resource's own).
_FIELDS = {
    "resource": QT_TRANSLATE_NOOP("RollLogText", "resource"),
    "left": QT_TRANSLATE_NOOP("RollLogText", "uses left"),
    "maximum": QT_TRANSLATE_NOOP("RollLogText", "maximum"),
    "refill": QT_TRANSLATE_NOOP("RollLogText", "refills"),
    "attack_name": QT_TRANSLATE_NOOP("RollLogText", "spent by the attack"),
    "were": QT_TRANSLATE_NOOP("RollLogText", "before"),
    "now": QT_TRANSLATE_NOOP("RollLogText", "after"),
}

_ARROWS = LoggedResource(id="arrows", name="Arrows", maximum=20, left=12)

LOG_KINDS = (
    LogKind("resource_used", ResourceUsedRecord, _used_line, undo=_used_undo, fields=_FIELDS,
            sample=ResourceUsedRecord(combatant="ayla", resource=_ARROWS, left=11, attack_name="Longbow")),
    LogKind("resources_set", ResourcesSetRecord, _set_line, undo=_set_undo,
            fields=_FIELDS,
            sample=ResourcesSetRecord(combatant="ayla", were=(_ARROWS,),
                                      now=(msgspec.structs.replace(_ARROWS, left=20),
                                             LoggedResource(id="rage", name="Rage", maximum=2, left=2,
                                                            refill=Refill.MINUTE)))),
)

"""What a campaign does between fights (issue 30 items 2 and 3; RULES.md D4): a prepared encounter
opened with the party put in, the party's state carried back when it ends, and time passing for
the party by the rules (B6–B12) on the campaign's clock.

Each is a pure function from a campaign (and an encounter) to a new campaign: nothing here changes
what it is given, so the caller keeps the campaign before and after as one undo step, and the
recovery journal writes the after.

* :func:`open_prepared` — the prepared encounter as the GM opens it: the party first, each member
  with everything of theirs as it is now, then the encounter's own combatants; its clock the
  campaign's (D4: recovery periods, temporary hit points and rest run on one clock).
* :func:`carry_party` — the party's state written back from an encounter (by id; a member not in
  it stays as it was), the campaign's clock moved to the encounter's, and the encounter kept as
  the prepared one without the party, out of combat, marked done (``done``). One
  ``party_carried`` entry in the campaign's log.
* :func:`rest_party` — time passes for the party: the very :class:`~.actions_rest.AdvanceTimeCommand`
  an encounter's Rest runs (natural healing, recovery checks as they fall due with typed or rolled
  dice, D2's carried rest, the refusal while someone is dying unless overridden), on the party and
  the campaign's clock; its entries go into the campaign's log.

**Ruling (D4, carrying).** A condition of a monster anchored to a party member keeps running but
loses its anchor when the party leaves the encounter (it counts no more turns of a member who is
not there); the encounter is kept out of combat, as End combat leaves one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import msgspec

from .campaign import MAX_PREPARED, CampaignData, PreparedEncounter
from .command import ActionError, Command, PatchBuilder, new_id
from .encounter import Encounter
from .log_kind import Count, LogKind, Record
from .log_render.translating import fill
from .model import Combatant, EncounterData, TurnState
from .patch import Patch
from .refusal import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from .actions_rest import AdvanceTimeCommand
    from .log_render.commands import CommandWords
    from .log_render.pieces import Pieces


def prepared(campaign: CampaignData, prepared_id: str) -> tuple[int, PreparedEncounter]:
    """The row and the prepared encounter of ``prepared_id``; refused when there is none."""
    for row, found in enumerate(campaign.encounters):
        if found.id == prepared_id:
            return row, found
    raise ActionError(QT_TRANSLATE_NOOP("Refusal", "the campaign has no prepared encounter {id}"), id=prepared_id)


def open_prepared(campaign: CampaignData, prepared_id: str) -> Encounter:
    """The prepared encounter with the party put in (module docstring); the campaign is unchanged.

    A fight saved while it ran (``in_progress``) is resumed as it stood, the party in it."""
    _, found = prepared(campaign, prepared_id)
    if found.in_progress is not None:
        return msgspec.json.decode(msgspec.json.encode(found.in_progress), type=Encounter)
    data = found.encounter
    party = [msgspec.structs.replace(member) for member in campaign.party]
    own = [msgspec.structs.replace(c) for c in data.combatants]
    turn = data.turn if data.turn.started else msgspec.structs.replace(data.turn, clock=max(data.turn.clock,
                                                                                            campaign.clock))
    return Encounter(name=data.name, notes=data.notes, settings=data.settings, turn=turn,
                     combatants=[*party, *own], log=list(data.log))


class PartyCarriedRecord(Record, frozen=True):
    """The party's state carried back from the prepared encounter ``prepared`` (its id; named
    ``encounter_name`` then) to the campaign: ``members`` (ids), the clock moved from
    ``clock_before`` to ``clock_after``, and whether the encounter is now marked ``done``."""

    prepared: str
    encounter_name: str
    members: tuple[str, ...]
    clock_before: Count
    clock_after: Count
    done: bool = True


class _LogCarry(Command):
    """The campaign log's entry of a carry, made on a stand-in encounter of the party (so it is
    stamped and worded as every entry is)."""

    kind = "party_carried"

    def __init__(self, record: PartyCarriedRecord) -> None:
        super().__init__()
        self.record = record

    def build(self, encounter: Encounter) -> Patch:
        b = PatchBuilder(encounter)
        b.log(self.kind, targets=list(self.record.members), record=self.record, rule_ids=["D4"])
        return b.build()


def carry_party(campaign: CampaignData, encounter: EncounterData, prepared_id: str, *,
                done: bool = True) -> CampaignData:
    """The campaign after the party's state is carried back from ``encounter``, the one opened
    from ``prepared_id`` (module docstring). Refused when no party member is in it."""
    row, found = prepared(campaign, prepared_id)
    party_ids = {member.id for member in campaign.party}
    back = {c.id: c for c in encounter.combatants if c.id in party_ids}
    if not back:
        raise ActionError(QT_TRANSLATE_NOOP("Refusal", "nobody of the party is in {name}: nothing to carry"),
                          name=encounter.name or found.id)
    party = [_left_the_fight(back.get(member.id, member), party_ids) for member in campaign.party]
    clock = max(campaign.clock, encounter.turn.clock)
    own = [_unanchored(c, party_ids) for c in encounter.combatants if c.id not in party_ids]
    kept = EncounterData(name=encounter.name, notes=encounter.notes, settings=encounter.settings,
                         turn=TurnState(clock=encounter.turn.clock, fights_ended=encounter.turn.fights_ended),
                         combatants=own, log=list(encounter.log))
    encounters = list(campaign.encounters)
    encounters[row] = PreparedEncounter(found.id, kept, done=done or found.done)
    record = PartyCarriedRecord(prepared=found.id, encounter_name=encounter.name, members=tuple(back),
                                clock_before=campaign.clock, clock_after=clock, done=done or found.done)
    stand_in = Encounter(combatants=party, turn=TurnState(clock=clock), settings=campaign.settings)
    entry = _LogCarry(record).apply(stand_in)
    assert entry is not None
    return msgspec.structs.replace(campaign, party=party, clock=clock, encounters=encounters,
                                   log=[*campaign.log, entry])


def save_progress(campaign: CampaignData, encounter: EncounterData, prepared_id: str) -> CampaignData:
    """The campaign with the fight opened from ``prepared_id`` kept as it stands now (the party in
    it): saving the campaign during a fight loses nothing of it (:attr:`PreparedEncounter.in_progress`)."""
    row, found = prepared(campaign, prepared_id)
    kept = msgspec.json.decode(msgspec.json.encode(encounter), type=EncounterData)
    encounters = list(campaign.encounters)
    encounters[row] = msgspec.structs.replace(found, in_progress=kept)
    return msgspec.structs.replace(campaign, encounters=encounters)


def party_encounter(campaign: CampaignData) -> Encounter:
    """The party on the campaign's clock, as an encounter (the campaign panel's table, the Rest
    dialog of the party), with the campaign's log."""
    return Encounter(name=campaign.name, settings=campaign.settings, turn=TurnState(clock=campaign.clock),
                     combatants=[msgspec.structs.replace(member) for member in campaign.party],
                     log=list(campaign.log))


def keep_prepared(campaign: CampaignData, encounter: EncounterData, prepared_id: str) -> CampaignData:
    """The campaign with the encounter opened from ``prepared_id`` kept as prepared while no fight runs
    in it (its monsters, notes, log; the party taken out, as a prepared encounter holds none, and
    their state not carried: that is :func:`carry_party`'s); a fight kept before is dropped."""
    row, found = prepared(campaign, prepared_id)
    party_ids = {member.id for member in campaign.party}
    data = msgspec.json.decode(msgspec.json.encode(encounter), type=EncounterData)
    own = [_unanchored(c, party_ids) for c in data.combatants if c.id not in party_ids]
    kept = msgspec.structs.replace(data, combatants=own, turn=TurnState(clock=data.turn.clock,
                                                                         fights_ended=data.turn.fights_ended))
    encounters = list(campaign.encounters)
    encounters[row] = PreparedEncounter(found.id, kept, done=found.done)
    return msgspec.structs.replace(campaign, encounters=encounters)


def party_to_add(campaign: CampaignData, encounter: Encounter) -> list[Combatant]:
    """The party members to put in ``encounter`` (Ctrl+Shift+P), each as the campaign keeps them;
    a member already in it (by id) is left out. Refused when the campaign has no party or all of it
    is there already."""
    if not campaign.party:
        raise ActionError(QT_TRANSLATE_NOOP("Refusal", "the campaign has no party yet"))
    missing = [msgspec.structs.replace(member) for member in campaign.party if not encounter.has(member.id)]
    if not missing:
        raise ActionError(QT_TRANSLATE_NOOP("Refusal", "the whole party is in this encounter already"))
    return missing


def moved(campaign: CampaignData, prepared_id: str, offset: int) -> CampaignData:
    """The campaign with the prepared encounter moved ``offset`` places (-1: up); refused at an end."""
    row, found = prepared(campaign, prepared_id)
    to = row + offset
    if not 0 <= to < len(campaign.encounters):
        raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{name} cannot move further"),
                          name=found.encounter.name or found.id)
    encounters = list(campaign.encounters)
    encounters.insert(to, encounters.pop(row))
    return msgspec.structs.replace(campaign, encounters=encounters)


def duplicated(campaign: CampaignData, prepared_id: str, name: str) -> tuple[CampaignData, str]:
    """The campaign with a copy of the prepared encounter (as prepared: not done, no fight in
    progress) named ``name`` right after it, and the copy's id."""
    row, found = prepared(campaign, prepared_id)
    if len(campaign.encounters) >= MAX_PREPARED:
        raise ActionError(QT_TRANSLATE_NOOP("Refusal", "a campaign prepares at most {most} encounters, not {count}"),
                          most=MAX_PREPARED, count=len(campaign.encounters) + 1)
    copy_id = new_id(name, [e.id for e in campaign.encounters], fallback="encounter")
    copy = PreparedEncounter(copy_id, msgspec.structs.replace(found.encounter, name=name))
    encounters = list(campaign.encounters)
    encounters.insert(row + 1, copy)
    return msgspec.structs.replace(campaign, encounters=encounters), copy_id


def added(campaign: CampaignData, encounter: EncounterData) -> tuple[CampaignData, str]:
    """The campaign with ``encounter`` prepared last (the party taken out of it, as a prepared
    encounter holds none), and its id."""
    if len(campaign.encounters) >= MAX_PREPARED:
        raise ActionError(QT_TRANSLATE_NOOP("Refusal", "a campaign prepares at most {most} encounters, not {count}"),
                          most=MAX_PREPARED, count=len(campaign.encounters) + 1)
    party_ids = {member.id for member in campaign.party}
    data = msgspec.json.decode(msgspec.json.encode(encounter), type=EncounterData)
    own = [_unanchored(c, party_ids) for c in data.combatants if c.id not in party_ids]
    kept = msgspec.structs.replace(data, combatants=own, turn=TurnState(clock=data.turn.clock))
    new = new_id(encounter.name, [e.id for e in campaign.encounters], fallback="encounter")
    return msgspec.structs.replace(campaign, encounters=[*campaign.encounters, PreparedEncounter(new, kept)]), new


def marked_done(campaign: CampaignData, prepared_id: str, done: bool) -> CampaignData:
    """The campaign with the prepared encounter marked done (or not)."""
    row, found = prepared(campaign, prepared_id)
    encounters = list(campaign.encounters)
    encounters[row] = msgspec.structs.replace(found, done=done)
    return msgspec.structs.replace(campaign, encounters=encounters)


def next_prepared(campaign: CampaignData) -> str | None:
    """The first prepared encounter not marked done (None: every one is done, or there is none)."""
    return next((e.id for e in campaign.encounters if not e.done), None)


class CampaignMark(Command):
    """A campaign step on the encounter's undo stack (the UI keeps the campaign before and after
    beside it): it changes nothing in the encounter, so the encounter's recovery journal replays it
    as nothing, and the campaign's own journal holds the campaign."""

    kind = "campaign_step"

    def build(self, encounter: Encounter) -> Patch:
        return PatchBuilder(encounter).build()


def _left_the_fight(member: Combatant, party_ids: set[str]) -> Combatant:
    """A member as the campaign keeps it between fights: no initiative of that fight, no held turn,
    no initiative group, its hit penalties of a turn gone (A16), in combat for the next one; a
    condition of its anchored to a combatant who stays behind (a monster's Hex) keeps running
    without the anchor (D4, as a monster's condition anchored to a member does)."""
    left = msgspec.structs.replace(member, initiative=None, initiative_fight=0, holding=None, held_round=0,
                                   initiative_group=None, hit_penalties=0, falls_at_turn_end=False, in_combat=True)
    return _anchored_within(left, party_ids)


def as_party(members: list[Combatant]) -> list[Combatant]:
    """Combatants as a new campaign's party (File ▸ New campaign): each as it leaves the fight."""
    ids = {member.id for member in members}
    return [_left_the_fight(member, ids) for member in members]


def party_changed(campaign: CampaignData, encounter: Encounter) -> bool:
    """Whether a party member in ``encounter`` (not in a fight) differs from the campaign's (a wound
    typed, a condition put on before the fight): leaving the encounter would drop that change."""
    party_ids = {member.id for member in campaign.party}
    for member in campaign.party:
        if encounter.has(member.id) and (_left_the_fight(encounter.combatant(member.id), party_ids)
                                         != _left_the_fight(member, party_ids)):
            return True
    return False


def _anchored_within(combatant: Combatant, ids: set[str]) -> Combatant:
    conditions = [msgspec.structs.replace(c, anchor=None) if c.anchor is not None and c.anchor not in ids else c
                  for c in combatant.conditions]
    return msgspec.structs.replace(combatant, conditions=conditions) if conditions != combatant.conditions else combatant


def _unanchored(combatant: Combatant, party_ids: set[str]) -> Combatant:
    conditions = [msgspec.structs.replace(c, anchor=None) if c.anchor in party_ids else c
                  for c in combatant.conditions]
    return msgspec.structs.replace(combatant, conditions=conditions) if conditions != combatant.conditions else combatant


def rest_party(campaign: CampaignData, command: AdvanceTimeCommand) -> CampaignData:
    """The campaign after ``command`` (an :class:`~.actions_rest.AdvanceTimeCommand`, with its dice)
    ran on the party at the campaign's clock; its refusals are the command's (ActionError)."""
    stand_in = Encounter(name=campaign.name, settings=campaign.settings, turn=TurnState(clock=campaign.clock),
                         combatants=[msgspec.structs.replace(member) for member in campaign.party])
    command.apply(stand_in)
    return msgspec.structs.replace(campaign, party=list(stand_in.combatants), clock=stand_in.turn.clock,
                                   log=[*campaign.log, *stand_in.log])


def _carried_line(p: Pieces, r: PartyCarriedRecord) -> str:
    names = p.words.list_of([p.name(member) for member in r.members])
    return fill(p.translate("LogLine", "%1 carried back from %2 to the campaign (clock %3 → %4)"), names,
                r.encounter_name or r.prepared, r.clock_before, r.clock_after)


def _carried_undo(w: CommandWords) -> str:
    r: PartyCarriedRecord = w.record("party_carried")
    return fill(w.translate("CommandText", "Carry the party back from %1"), r.encounter_name or r.prepared)


LOG_KINDS = (
    LogKind("party_carried", PartyCarriedRecord, _carried_line, undo=_carried_undo,
            fields={"encounter_name": QT_TRANSLATE_NOOP("RollLogText", "encounter"),
                    "members": QT_TRANSLATE_NOOP("RollLogText", "party members"),
                    "clock_before": QT_TRANSLATE_NOOP("RollLogText", "clock before"),
                    "clock_after": QT_TRANSLATE_NOOP("RollLogText", "clock after"),
                    "done": QT_TRANSLATE_NOOP("RollLogText", "marked done")},
            sample=PartyCarriedRecord(prepared="mill", encounter_name="Ambush at the Old Mill",
                                      members=("ayla", "lin"), clock_before=0, clock_after=42)),
)

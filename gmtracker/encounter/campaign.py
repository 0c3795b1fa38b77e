"""A campaign (issue 30): the party between fights, the in-world clock, and the encounters prepared
for it, in order — one file (``.gmtcampaign.json``, :mod:`gmtracker.storage.campaign_file`).

These are msgspec structs, like :mod:`.model`'s: the same types are the campaign in memory, the
file format and the source of its JSON Schema (a version of its own,
:data:`CAMPAIGN_FORMAT_VERSION`). The party's members are :class:`~.model.Combatant` s with
everything of theirs (attributes, attacks, defenses, wounds, bruises, damage states, conditions,
resources, their rest); each prepared encounter is an encounter as a file holds one
(:class:`~.model.EncounterData`: its monsters, hidden ones, notes, log) without the party, which
is put in when the encounter is opened and carried back when it ends (D4).

:func:`campaign_problems` is what a valid campaign is beyond its types, as
:func:`~.validity.encounter_problems` is for an encounter (and it runs that one on each prepared
encounter): the loader refuses a file with a problem, and saving one is refused.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

import msgspec

from . import ranges
from .model import FORMAT_NAME, FORMAT_VERSION, Combatant, EncounterData, LogEntry, Settings
from .names import shown
from .refusal import QT_TRANSLATE_NOOP, Problem, problem
from .validity import (
    combatant_problems,
    earlier_rows,
    encounter_problems,
    log_problems,
    name_problem,
    number_problem,
    settings_problems,
)

CAMPAIGN_FORMAT_NAME: Literal["gmtracker-campaign"] = "gmtracker-campaign"
# The campaign file format version this app writes (and the newest it reads).
CAMPAIGN_FORMAT_VERSION = 1
# A campaign file's name ends so (``Mill road.gmtcampaign.json``): the file dialogs offer it.
CAMPAIGN_SUFFIX = ".gmtcampaign.json"
# The encounters one campaign prepares, at most.
MAX_PREPARED = 200


class PreparedEncounter(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    """One encounter of the campaign, in the campaign's order: ``id`` (unique in the campaign),
    the encounter (without the party), and whether the GM marked it ``done``.

    ``in_progress``: the fight as it stood when the campaign was last saved during it (the party
    in it, with their state of that moment), resumed when it is opened again; gone once the
    party is carried back (:func:`~.campaign_actions.carry_party`)."""

    id: str
    encounter: EncounterData
    done: bool = False
    in_progress: EncounterData | None = None


class CampaignData(msgspec.Struct, omit_defaults=False, forbid_unknown_fields=True):
    """Everything a campaign file holds (``format``, ``version``, then the rest).

    ``clock``: the in-world time in rounds (B12: 6 s a round), on which rests between fights
    pass (D4). ``settings``: the rule settings of those rests and of the encounters it makes.
    ``share_between_fights``: the player view shows the party's state between fights (off: only
    during an encounter). ``log``: the campaign's own roll log (rests, carries).
    """

    format: Literal["gmtracker-campaign"] = CAMPAIGN_FORMAT_NAME
    version: int = CAMPAIGN_FORMAT_VERSION
    name: str = ""
    notes: str = ""
    clock: int = 0
    settings: Settings = msgspec.field(default_factory=Settings)
    share_between_fights: bool = False
    party: list[Combatant] = msgspec.field(default_factory=list)
    encounters: list[PreparedEncounter] = msgspec.field(default_factory=list)
    log: list[LogEntry] = msgspec.field(default_factory=list)


def campaign_problems(data: CampaignData, *, records: bool = True) -> Iterator[Problem]:
    """Every problem of a campaign, fields relative to it (``party[1].wounds``,
    ``encounters[2].encounter.combatants[0].name``), in file order.

    * the clock within its range (:data:`~.ranges.CLOCK`), the settings as an encounter's;
    * the party: ids unique, each member a valid combatant;
    * the prepared encounters: at most :data:`MAX_PREPARED`, ids not empty and unique, each a
      valid encounter of the current encounter format that holds none of the party (the party is
      put in when it is opened);
    * the log: entries of declared kinds whose records decode (``records``: as
      :func:`~.validity.encounter_problems`).
    """
    found = number_problem("clock", data.clock, ranges.CLOCK)
    if found is not None:
        yield found
    yield from settings_problems(data.settings)
    earlier = earlier_rows([member.id for member in data.party])
    party_rows = {member.id: row for row, member in reversed(list(enumerate(data.party))) if member.id}
    for row, member in enumerate(data.party):
        if earlier[row] is not None:
            yield problem(f"party[{row}].id", QT_TRANSLATE_NOOP("Refusal", "the id {id} is already used by {other}"),
                          id=shown(member.id), other=f"$.party[{earlier[row]}]")
    for row, member in enumerate(data.party):
        for found in combatant_problems(member, anchor_exists=party_rows.__contains__):
            yield Problem(f"party[{row}].{found.field}", found.message)
    if len(data.encounters) > MAX_PREPARED:
        yield problem("encounters", QT_TRANSLATE_NOOP("Refusal", "a campaign prepares at most {most} encounters, "
                                                                 "not {count}"),
                      most=MAX_PREPARED, count=len(data.encounters))
    earlier = earlier_rows([prepared.id for prepared in data.encounters])
    for row, prepared in enumerate(data.encounters):
        where = f"encounters[{row}]"
        name = name_problem(f"{where}.id", prepared.id, QT_TRANSLATE_NOOP("Refusal", "a prepared encounter needs an id"))
        if name is not None:
            yield name
        elif earlier[row] is not None:
            yield problem(f"{where}.id", QT_TRANSLATE_NOOP("Refusal", "the id {id} is already used by {other}"),
                          id=shown(prepared.id), other=f"$.encounters[{earlier[row]}]")
        yield from _prepared_problems(prepared.encounter, f"{where}.encounter.", party_rows, records=records)
        if prepared.in_progress is not None:
            yield from _prepared_problems(prepared.in_progress, f"{where}.in_progress.", {}, records=records)
    for index, entry in enumerate(data.log):
        yield from log_problems(entry, f"log[{index}].", None if records else _unchecked)


def _unchecked(_entry: LogEntry) -> None:
    return None


def _prepared_problems(encounter: EncounterData, where: str, party: dict[str, int], *,
                       records: bool) -> Iterator[Problem]:
    if encounter.format != FORMAT_NAME:
        yield problem(f"{where}format", QT_TRANSLATE_NOOP("Refusal", "must be {value}"), value=shown(FORMAT_NAME))
    if encounter.version != FORMAT_VERSION:
        yield problem(f"{where}version", QT_TRANSLATE_NOOP("Refusal", "must be {value}"), value=FORMAT_VERSION)
    for row, combatant in enumerate(encounter.combatants):
        if combatant.id in party:
            yield problem(f"{where}combatants[{row}].id", QT_TRANSLATE_NOOP(
                "Refusal", "{id} is a member of the party ($.party[{row}]): the party comes into an encounter "
                           "when it is opened, not in the prepared one"),
                id=shown(combatant.id), row=party[combatant.id])
    for found in encounter_problems(encounter, records=records):
        yield Problem(f"{where}{found.field}", found.message)

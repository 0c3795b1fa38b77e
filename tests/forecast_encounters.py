"""Encounters the forecast's tests and benchmark play (issue 31): the demo's fighters, fresh."""

from __future__ import annotations

from typing import Any

import msgspec

from gmtracker.encounter.model import Combatant, EncounterData, ResolutionMode, Side
from gmtracker.storage import load_encounter
from gmtracker.storage.resources import demo_encounter_path

# Issue 31 item 5: 8 combatants, 6 monsters and 2 player characters.
EIGHT = ("ayla-thornwood", "sato-ken", "goblin-cutthroat", "goblin-archer", "goblin-archer-2", "goblin-lurker",
         "goblin-shaman", "skeleton")


def fresh(c: Combatant, **changes: Any) -> Combatant:
    """``c`` unhurt, without conditions, initiative or hit penalties."""
    return msgspec.structs.replace(c, wounds=0, bruises=0, states=[], conditions=[], initiative=None,
                                   hit_penalties=0, temp_hp=0, temp_hp_until=None, **changes)


def eight_combatants(mode: ResolutionMode = ResolutionMode.HIT_CHECK) -> EncounterData:
    """The demo's 2 player characters (Ayla, Sato) against 6 of its monsters, all unhurt, not started."""
    demo = load_encounter(demo_encounter_path())
    settings = msgspec.structs.replace(demo.settings, resolution=mode)
    return EncounterData(name="Eight", settings=settings,
                         combatants=[fresh(c) for c in demo.combatants if c.id in EIGHT])


def mirror() -> EncounterData:
    """Two copies of Ayla, unhurt: a player character against an enemy (D5's mirror fight)."""
    demo = load_encounter(demo_encounter_path())
    ayla = next(c for c in demo.combatants if c.id == "ayla-thornwood")
    return EncounterData(name="Mirror", settings=demo.settings,
                         combatants=[fresh(ayla, id="left", name="Left", side=Side.PC, resources=[]),
                                     fresh(ayla, id="right", name="Right", side=Side.ENEMY, resources=[])])

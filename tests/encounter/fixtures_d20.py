"""A small encounter for the d20 attack, check and damage action tests (imported explicitly).

Numbers the tests rely on (A17 defenses base/physique/reflex/mind; B3 damage DC at 0 wounds):

* goblin: 13 / 12 / 14 / 9; DC (10 + 3 − 4) / 2 = 4; 1D100 accuracy 50, evasion 30
* ayla: 14 / 14 / 14 / 12; DC (12 + 11) / 2 = 11; 1D100 accuracy 60, evasion 40
* ogre: 12 / 22 / 13 / 10; DC (16 + 15 + 4) / 2 = 17; 1D100 evasion 20

The goblin's attacks: 0 Dagger (melee, finesse: agility +3, proficiency +1 → +4; damage
1d4 → 1, + strength 2 = 3), 1 Shortbow (ranged +4, 1d6 → 2, threat 19–20, ×3), 2 Javelin
(ranged thrown: agility +3 → +4, damage 2 + strength 2 = 4), 3 Sap (melee strength +2 +1
= +3, nonlethal 1d6 + 2 = 4, favours the bigger: vs physique).
"""

from __future__ import annotations

from typing import Any

import msgspec

from gmtracker.encounter import AttackProfile, Attributes, Combatant, Defense, Encounter, Settings, Side
from gmtracker.encounter.model import LogEntry, StateEntry
from gmtracker.rules.attack import ResolutionMode
from gmtracker.rules.damage import Size
from gmtracker.rules.hits import AttackRange, SizeDirection
from gmtracker.rules.wound_codes import DamageState

DAGGER, SHORTBOW, JAVELIN, SAP = 0, 1, 2, 3


def goblin(**fields: object) -> Combatant:
    base = Combatant(
        id="goblin", name="Goblin", side=Side.ENEMY,
        attributes=Attributes(strength=2, agility=3, size=1), proficiency=1, base_defense=13,
        constitution=10, hit_dice="1d8", size_category=Size.SMALL,
        percentile={"accuracy": 50, "evasion": 30},
        attacks=[
            AttackProfile(name="Dagger", finesse=True, damage="1d4", target_defense=Defense.REFLEX),
            AttackProfile(name="Shortbow", range=AttackRange.RANGED, damage="1d6", threat_low=19,
                          critical_multiplier=3),
            AttackProfile(name="Javelin", range=AttackRange.RANGED, thrown=True, damage="1d6"),
            AttackProfile(name="Sap", damage="1d6", lethal=False, size_direction=SizeDirection.BIGGER,
                          target_defense=Defense.PHYSIQUE),
        ],
    )
    return msgspec.structs.replace(base, **fields)


def ayla(**fields: object) -> Combatant:
    base = Combatant(
        id="ayla", name="Ayla", side=Side.PC,
        attributes=Attributes(strength=1, agility=3, size=3, spirit=2), proficiency=2, base_defense=14,
        constitution=12, hit_dice="3d8", percentile={"accuracy": 60, "evasion": 40},
        attacks=[AttackProfile(name="Longsword", damage="1d8")],
    )
    return msgspec.structs.replace(base, **fields)


def ogre(**fields: object) -> Combatant:
    base = Combatant(
        id="ogre", name="Ogre", side=Side.ENEMY,
        attributes=Attributes(strength=4, agility=-1, size=8), proficiency=2, base_defense=12,
        constitution=16, hit_dice="4d8", size_category=Size.LARGE, percentile={"evasion": 20},
        attacks=[AttackProfile(name="Club", damage="2d6")],
    )
    return msgspec.structs.replace(base, **fields)


def ambush(*combatants: Combatant, resolution: ResolutionMode = ResolutionMode.HIT_CHECK,
           realistic: bool = False, skill_trial: bool = False, clock: int = 30) -> Encounter:
    """Goblin, Ayla and the Ogre (or the given combatants), combat started in round 3."""
    enc = Encounter(
        name="Ambush",
        settings=Settings(resolution=resolution, realistic=realistic, skill_trial=skill_trial),
        combatants=list(combatants) or [goblin(), ayla(), ogre()],
    )
    enc.turn.started = True
    enc.turn.round = 3
    enc.turn.current = enc.combatants[0].id
    enc.turn.clock = clock
    return enc


def states(c: Combatant) -> list[DamageState]:
    return [entry.state for entry in c.states]


def with_states(c: Combatant, *codes: DamageState, began: int = 0) -> Combatant:
    return msgspec.structs.replace(c, states=[StateEntry(code, began=began) for code in codes])


def rec(entry: LogEntry | None) -> dict[str, Any]:
    """A log entry's record (there must be one)."""
    assert entry is not None and entry.json_record is not None
    return entry.json_record


def snapshot(enc: Encounter) -> bytes:
    return msgspec.json.encode(enc)


def all_ints(value: object) -> list[int]:
    """Every int in a JSON record (a die must be among them)."""
    found: list[int] = []
    if isinstance(value, bool):
        return found
    if isinstance(value, int):
        found.append(value)
    elif isinstance(value, dict):
        for item in value.values():
            found += all_ints(item)
    elif isinstance(value, list):
        for item in value:
            found += all_ints(item)
    return found


def find_key(value: object, key: str) -> list[object]:
    """Every value stored under ``key`` anywhere in a JSON record."""
    found: list[object] = []
    if isinstance(value, dict):
        for k, item in value.items():
            if k == key:
                found.append(item)
            found += find_key(item, key)
    elif isinstance(value, list):
        for item in value:
            found += find_key(item, key)
    return found

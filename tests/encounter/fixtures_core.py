"""Small encounters for the roster and turn-machine tests (imported explicitly)."""

from __future__ import annotations

import msgspec

from gmtracker.encounter import Attributes, AttackProfile, Combatant, Encounter, Side
from gmtracker.encounter.command import Command


def combatant(cid: str, name: str, *, side: Side = Side.ENEMY, initiative: int | None = None,
              agility: int = 0, **fields: object) -> Combatant:
    return Combatant(id=cid, name=name, side=side, initiative=initiative,
                     attributes=Attributes(strength=1, agility=agility), **fields)  # type: ignore[arg-type]


def skirmish() -> Encounter:
    """Two PCs and two goblins, no combat yet."""
    return Encounter(name="Skirmish", combatants=[
        combatant("ayla", "Ayla", side=Side.PC, initiative=15, agility=3,
                  attacks=[AttackProfile(name="Longbow", damage="1d8")]),
        combatant("goblin", "Goblin", initiative=12, agility=2),
        combatant("lin", "林月", side=Side.PC, initiative=12, agility=1),
        combatant("ogre", "Ogre", initiative=5, constitution=None),
    ])


def snapshot(encounter: Encounter) -> bytes:
    return msgspec.json.encode(encounter)


def roundtrip(command: Command, encounter: Encounter) -> bytes:
    """Apply, check that revert restores the exact bytes, re-apply; return the applied bytes."""
    before = snapshot(encounter)
    command.apply(encounter)
    after = snapshot(encounter)
    command.revert(encounter)
    assert snapshot(encounter) == before
    command.apply(encounter)
    assert snapshot(encounter) == after
    return after

"""Shared set-up for the tests of the care actions, 1D100 checks and conditions.

Import explicitly: ``from tests.encounter.fixtures_care import ...`` (no conftest.py).
"""

from __future__ import annotations

from typing import Any

import msgspec

from gmtracker.encounter import Command, Encounter, LogEntry, Settings, StateEntry, TurnState
from gmtracker.encounter.model import Combatant, Side
from gmtracker.rules.wound_codes import DamageState

SW = DamageState.SERIOUSLY_WOUNDED
SB = DamageState.SERIOUSLY_BRUISED
DISABLED = DamageState.DISABLED
UNCONSCIOUS = DamageState.UNCONSCIOUS
DAZED = DamageState.DAZED
DEAD = DamageState.DEAD


def states(*codes: DamageState, began: int = 0, used: int = 0) -> list[StateEntry]:
    return [StateEntry(code, began=began, periods_used=used) for code in codes]


def person(cid: str, name: str | None = None, **fields: Any) -> Combatant:
    """A combatant with constitution 12 (+1) unless told otherwise."""
    fields.setdefault("constitution", 12)
    return Combatant(id=cid, name=name or cid.capitalize(), **fields)


def ward(clock: int = 0, realistic: bool = False, **extra: Combatant) -> Encounter:
    """A small encounter after a fight, at clock round ``clock``.

    * aria — a PC healer, 3 wounds, 7 bruises, constitution 14 (+2), base values.
    * bren — dying: seriously wounded + unconscious since round 0, 4 wounds, Con 12 (+1).
    * cora — seriously bruised + dazed, 6 bruises, 2 wounds.
    * zed — a hidden skeleton: no constitution, dying.
    """
    combatants = [
        person("aria", "Aria", side=Side.PC, wounds=3, bruises=7, constitution=14,
               percentile={"accuracy": 65, "evasion": 30}),
        person("bren", "Bren", wounds=4, states=states(SW, UNCONSCIOUS), percentile={"evasion": 40}),
        person("cora", "Cora", wounds=2, bruises=6, states=states(SB, DAZED), percentile={"evasion": 50}),
        person("zed", "Zed", hidden=True, constitution=None, states=states(SW, UNCONSCIOUS),
               percentile={"evasion": 20}),
        *extra.values(),
    ]
    return Encounter(name="ward", settings=Settings(realistic=realistic),
                     turn=TurnState(clock=clock), combatants=combatants)


def snapshot(encounter: Encounter) -> bytes:
    return msgspec.json.encode(encounter)


def roundtrip(command: Command, encounter: Encounter) -> LogEntry | None:
    """Apply, revert (byte-identical to before), re-apply (byte-identical to after, same patch)."""
    before = snapshot(encounter)
    entry = command.apply(encounter)
    after = snapshot(encounter)
    assert after != before, "the command changed nothing"
    patch = command.patch
    command.revert(encounter)
    assert snapshot(encounter) == before
    command.apply(encounter)
    assert command.patch is patch
    assert snapshot(encounter) == after
    return entry


def entries(encounter: Encounter, kind: str) -> list[LogEntry]:
    return [entry for entry in encounter.log if entry.kind == kind]


def state_codes(combatant: Combatant) -> set[DamageState]:
    return {entry.state for entry in combatant.states}


def entry_of(combatant: Combatant, state: DamageState) -> StateEntry:
    return next(entry for entry in combatant.states if entry.state is state)

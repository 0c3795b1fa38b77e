"""The encounter being run: combatants, turn order, rounds, the roll log, and every
action a GM takes as a command object. Pure Python, no Qt.

* :mod:`.model` — the data (msgspec structs; also the file format).
* :mod:`.encounter` — :class:`Encounter`: the live data, patches applied and reverted,
  change notifications.
* :mod:`.patch` — :class:`Patch` (before/after of one action) and :class:`ChangeSet`.
* :mod:`.command` — the :class:`Command` shape and :class:`PatchBuilder`.
* :mod:`.derived` — values computed from a combatant by the rules core.
* the commands: :mod:`.roster` (add, edit, duplicate, remove, initiative),
  :mod:`.turns` (the turn machine, D1/D2), :mod:`.conditions`, and the rules actions —
  :mod:`.actions_attack`, :mod:`.actions_check`, :mod:`.actions_damage` (parts A, B),
  :mod:`.actions_care`, :mod:`.actions_recovery`, :mod:`.actions_rest` (B5–B9),
  :mod:`.actions_percentile` (part C); :mod:`.effects` applies damage (B4).
"""

from .command import ActionError, Command, HistoryStep, PatchBuilder, ReplayedCommand
from .encounter import Encounter, UnknownCombatant
from .model import (
    FORMAT_NAME,
    FORMAT_VERSION,
    AttackProfile,
    Attributes,
    Combatant,
    Condition,
    Defense,
    EncounterData,
    Expiry,
    InitiativeFormula,
    LogEntry,
    SaveEnds,
    Settings,
    Side,
    StateEntry,
    TurnState,
    encoded_record,
)
from .patch import ChangeSet, CombatantChange, Patch

__all__ = [
    "FORMAT_NAME", "FORMAT_VERSION", "ActionError", "AttackProfile", "Attributes", "ChangeSet",
    "Combatant", "CombatantChange", "Command", "Condition", "Defense", "Encounter", "EncounterData",
    "Expiry", "HistoryStep", "InitiativeFormula", "LogEntry", "Patch", "PatchBuilder",
    "ReplayedCommand", "SaveEnds", "Settings", "Side", "StateEntry", "TurnState", "UnknownCombatant", "encoded_record",
]

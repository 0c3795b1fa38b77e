"""The encounter being run: combatants, turn order, rounds, the roll log, and every
action a GM takes as a command object. Pure Python, no Qt.

* :mod:`.model` — the data (msgspec structs; also the file format).
* :mod:`.encounter` — :class:`Encounter`: the live data, patches applied and reverted,
  change notifications.
* :mod:`.patch` — :class:`Patch` (before/after of one action) and :class:`ChangeSet`.
* :mod:`.command` — the :class:`Command` shape and :class:`PatchBuilder`.
* :mod:`.derived` — values computed from a combatant by the rules core.
* the commands: :mod:`.roster` (add, edit, duplicate, remove, initiative),
  :mod:`.turns` (the turn machine), and the rules actions.
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
    Settings,
    Side,
    StateEntry,
    TurnState,
)
from .patch import ChangeSet, CombatantChange, Patch

__all__ = [
    "FORMAT_NAME", "FORMAT_VERSION", "ActionError", "AttackProfile", "Attributes", "ChangeSet",
    "Combatant", "CombatantChange", "Command", "Condition", "Defense", "Encounter", "EncounterData",
    "Expiry", "HistoryStep", "InitiativeFormula", "LogEntry", "Patch", "PatchBuilder",
    "ReplayedCommand", "Settings", "Side", "StateEntry", "TurnState", "UnknownCombatant",
]

"""The undo history's words: what a command did, in the language of ``translate``.

An encounter command has an English ``label`` (kept in the autosave's history). The
undo stack shows :func:`command_text` instead: a short line keyed by the command's
``kind`` and made from what the command did — its patch (combatants added, changed or
removed) and its log entries (actor, targets, records) — so it works the same for a
command just run and for one restored from the autosave (:class:`ReplayedCommand`,
whose saved step keeps the kind and the patch). Names are data, put in with
:func:`fill`; a command this module does not know shows its ``label``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gmtracker.encounter.command import Command, ReplayedCommand
from gmtracker.encounter.encounter import Encounter
from gmtracker.encounter.log_kind import log_kind, log_kinds
from gmtracker.encounter.model import Combatant, LogEntry
from gmtracker.encounter.patch import Patch

from .translating import QT_TRANSLATE_NOOP, Translate, Words, english, fill

# The combatant editor's own labels for the fields it edits (translated in its context).
_EDITOR_LABELS: dict[str, str] = {
    "name": "Name",
    "side": "Side",
    "hidden": "Hidden from the players",
    "initiative": "Initiative",
    "initiative_modifier": "Initiative modifier",
    "attributes": "Attributes",
    "proficiency": "Proficiency bonus",
    "carried_weight": "Carried weight in kg",
    "speed": "Speed",
    "hit_dice": "Hit dice",
    "size_category": "Size category",
    "auto_stabilize": "Auto-stabilize",
    "wounds": "Wound count",
    "bruises": "Bruise count",
    "states": "Damage states",
    "temp_hp": "Temporary hit points",
    "hit_penalties": "Hit penalties taken this turn",
    "percentile": "1D100",
    "notes": "Notes",
    "attacks": "Attacks",
}
# Fields the editor has no label for.
_OTHER_LABELS: dict[str, str] = {
    "base_defense": QT_TRANSLATE_NOOP("CommandText", "base defense"),
    "temp_hp_until": QT_TRANSLATE_NOOP("CommandText", "end of the temporary hit points"),
    "conditions": QT_TRANSLATE_NOOP("CommandText", "conditions"),
    "in_combat": QT_TRANSLATE_NOOP("CommandText", "in combat"),
    "falls_at_turn_end": QT_TRANSLATE_NOOP("CommandText", "falls unconscious at the end of its turn"),
}
_FIXED: dict[str, str] = {
    "next_turn": QT_TRANSLATE_NOOP("CommandText", "Next turn"),
    "previous_turn": QT_TRANSLATE_NOOP("CommandText", "Previous turn"),
    "end_combat": QT_TRANSLATE_NOOP("CommandText", "End combat"),
    "rename_encounter": QT_TRANSLATE_NOOP("CommandText", "Edit the encounter's name and notes"),
}


def field_label(field: str, translate: Translate = english) -> str:
    """A combatant field in ``translate``'s language (the editor's label where it has one)."""
    if field in _EDITOR_LABELS:
        return translate("CombatantEditor", _EDITOR_LABELS[field])
    if field in _OTHER_LABELS:
        return translate("CommandText", _OTHER_LABELS[field])
    return Words(translate).key_label(field)


class CommandWords:
    """What one command did, for its line: its kind, patch and log, and names by id."""

    def __init__(self, command: Command, encounter: Encounter | None, translate: Translate) -> None:
        self.translate = translate
        self.words = Words(translate)
        self.command = command
        self.kind = command.step().kind if isinstance(command, ReplayedCommand) else command.kind
        self.patch: Patch | None = command.patch
        self.log: list[LogEntry] = list(self.patch.log) if self.patch is not None else []
        self.names: dict[str, str] = {}
        if encounter is not None:
            self.names.update((c.id, c.name) for c in encounter.combatants)
        for entry in self.log:
            if entry.actor and entry.actor_name:
                self.names.setdefault(entry.actor, entry.actor_name)
        for change in self.patch.combatants if self.patch is not None else ():
            version = change.after or change.before
            if version is not None:
                self.names.setdefault(change.id, version.name)

    def name(self, combatant_id: Any) -> str:
        return self.names.get(str(combatant_id), str(combatant_id))

    def entry(self, *kinds: str) -> LogEntry | None:
        return next((e for e in self.log if e.kind in kinds), None)

    def record(self, *kinds: str) -> Any:
        """The typed record of the command's first entry of one of ``kinds`` (LookupError: none)."""
        entry = self.entry(*kinds)
        if entry is None:
            raise LookupError(self.kind)
        return entry.record

    def added(self) -> list[Combatant]:
        return [c.after for c in self.patch.combatants if c.before is None and c.after is not None] \
            if self.patch is not None else []

    def removed(self) -> list[Combatant]:
        return [c.before for c in self.patch.combatants if c.after is None and c.before is not None] \
            if self.patch is not None else []

    def target(self, *kinds: str) -> str:
        entry = self.entry(*kinds)
        if entry is None or not entry.targets:
            raise LookupError(self.kind)
        return self.name(entry.targets[0])

    def actor(self, *kinds: str) -> str:
        entry = self.entry(*kinds)
        if entry is None:
            raise LookupError(self.kind)
        if entry.actor is None:
            return self.translate("CommandText", "GM")
        return entry.actor_name or self.name(entry.actor)

    # -- kinds -----------------------------------------------------------------------
    def edit_combatant(self) -> str:
        if self.patch is None or not self.patch.combatants:
            raise LookupError(self.kind)
        change = self.patch.combatants[0]
        before, after = change.before, change.after
        if before is None or after is None:
            raise LookupError(self.kind)
        fields = [f for f in Combatant.__struct_fields__ if getattr(before, f) != getattr(after, f)]
        return fill(self.translate("CommandText", "Edit %1: %2"), before.name,
                    self.words.list_of(field_label(f, self.translate) for f in fields))


def _recovery_checks(words: CommandWords) -> str:
    """The turn-start series of recovery checks (B8): the words of one ``recovery_check``'s command."""
    declared = log_kind("recovery_check")
    if declared is None or declared.undo is None:
        raise LookupError(words.kind)
    return declared.undo(words)


_BY_KIND: dict[str, Callable[[CommandWords], str]] = {
    "edit_combatant": CommandWords.edit_combatant,
    "recovery_checks": _recovery_checks,
}

def command_kinds() -> frozenset[str]:
    """Every command kind with its own words (the others show their English label): those
    here, and the log kinds whose declaration words the command that writes them."""
    declared = {name for name, kind in log_kinds().items() if kind.undo is not None}
    return frozenset(_BY_KIND) | frozenset(_FIXED) | frozenset(declared)


def command_text(command: Command, encounter: Encounter | None = None, *, translate: Translate = english) -> str:
    """The command's line for the undo history in ``translate``'s language (its ``label`` if unknown).

    ``encounter`` names combatants by id as they are now; a command's own patch and log
    name those it added or removed.
    """
    text = CommandWords(command, encounter, translate)
    if text.kind in _FIXED:
        return translate("CommandText", _FIXED[text.kind])
    declared = log_kind(text.kind)
    words = declared.undo if declared is not None and declared.undo is not None else _BY_KIND.get(text.kind)
    if words is None:
        return command.label
    try:
        return words(text)
    except LookupError:  # a command whose patch logged no entry of its kind (nothing to name)
        return command.label

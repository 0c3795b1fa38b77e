"""Roster commands: add, edit, duplicate and remove combatants; set initiative; rename.

Each is a :class:`~.command.Command`, so every change is one undoable step with a
log entry. Edits are validated before anything changes: a value the model or the
rules cannot take raises :class:`~.command.ActionError` naming the field.
"""

from __future__ import annotations

import re
import typing
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

import msgspec

from gmtracker.rules.wound_codes import DamageState

from . import derived
from .command import ActionError, Command, PatchBuilder, new_id
from .effects import put_track_change
from .encounter import Encounter
from .log_kind import LogKind, Record
from .log_render.translating import ascii_signed, fill
from .model import Combatant
from .names import has_visible
from .patch import Patch
from .refusal import QT_TRANSLATE_NOOP, Message, Problem, problem
from .turns import Prompt, RecoveryCheckPrompt, initiative_die, initiative_modifier, pass_turn
from .validity import combatant_problems

if TYPE_CHECKING:
    from .log_render.commands import CommandWords
    from .log_render.pieces import Pieces

_NUMBERED = re.compile(r"^(?P<base>.*?)\s+(?P<n>\d+)$")


def validate_combatant(c: Combatant) -> list[Problem]:
    """What is wrong with a combatant's values, one :class:`~.refusal.Problem` per field
    (``str(problem)``: ``field: reason``); empty if nothing. The rules are
    :func:`.validity.combatant_problems`'s, the loader's own."""
    return list(combatant_problems(c))


def _checked(c: Combatant) -> Combatant:
    problems = validate_combatant(c)
    if problems:
        raise ActionError.invalid(problems)
    return c


def initiative_row(ids: list[str], combatants: Mapping[str, Combatant], newcomer: Combatant) -> int:
    """Where a combatant joining a started combat goes: after everyone with higher or equal initiative."""
    if newcomer.initiative is None:
        return len(ids)
    for row, cid in enumerate(ids):
        other = combatants[cid].initiative
        if other is None or other < newcomer.initiative:
            return row
    return len(ids)


class AddCombatant(Command):
    """Add a combatant (its id is made unique from its name when empty or taken)."""

    kind = "add_combatant"

    def __init__(self, combatant: Combatant, index: int | None = None) -> None:
        super().__init__()
        self.combatant = combatant
        self.index = index

    @property
    def label(self) -> str:
        return f"add {self.combatant.name}"

    def build(self, encounter: Encounter) -> Patch:
        builder = PatchBuilder(encounter)
        c = self.combatant
        if not c.id or c.id in builder.taken_ids():
            c = msgspec.structs.replace(c, id=new_id(c.name, builder.taken_ids()))
        if c.initiative_fight != encounter.turn.fights_ended:  # D1: a newcomer's initiative is this fight's
            c = msgspec.structs.replace(c, initiative_fight=encounter.turn.fights_ended)
        _checked(c)
        index = self.index
        if index is None and encounter.turn.started:
            index = initiative_row(encounter.ids(), {x.id: x for x in encounter.combatants}, c)
        builder.add(c, index)
        builder.log("add_combatant", actor=c.id, public=not c.hidden)
        return builder.build()


def _add_combatant_line(p: Pieces, _record: None) -> str:
    return fill(p.translate("LogLine", "%1 joins the encounter"), p.actor())


def _add_combatant_undo(w: CommandWords) -> str:
    return fill(w.translate("CommandText", "Add %1"), w.words.list_of(c.name for c in w.added()) or "—")


class EditCombatant(Command):
    """Change fields of one combatant (``changes`` maps field names to new values)."""

    kind = "edit_combatant"

    def __init__(self, combatant_id: str, changes: Mapping[str, Any]) -> None:
        super().__init__()
        self.combatant_id = combatant_id
        self.changes = dict(changes)

    @property
    def label(self) -> str:
        return "edit " + ", ".join(sorted(self.changes))

    def build(self, encounter: Encounter) -> Patch:
        builder = PatchBuilder(encounter)
        before = builder.current(self.combatant_id)
        if "id" in self.changes and self.changes["id"] != before.id:
            raise ActionError.invalid([problem("id", QT_TRANSLATE_NOOP("Refusal", "a combatant's id cannot change"))])
        unknown = sorted(set(self.changes) - set(Combatant.__struct_fields__))
        if unknown:
            raise ActionError.invalid([problem(unknown[0], QT_TRANSLATE_NOOP("Refusal", "not a field of a combatant"))])
        # Only the changed fields are converted (and so checked against their types); the
        # others are shared with ``before``: the undo history holds two combatants per edit,
        # not two deep copies (a long session's memory).
        converted: dict[str, Any] = {}
        for field, value in self.changes.items():
            try:
                converted[field] = msgspec.convert(msgspec.to_builtins(value), _field_types()[field])
            except msgspec.ValidationError as error:
                raise ActionError.invalid([Problem(None, Message(_at_field(str(error), field)))]) from None
        after = msgspec.structs.replace(before, **converted)
        put_track_change(builder, _checked(after))  # new wounds typed in restart the rest carried over (D2)
        return builder.build()


def _field_types() -> dict[str, Any]:
    """Each combatant field's type (its constraints included), for converting one field."""
    types: dict[str, Any] | None = globals().get("_FIELD_TYPES")
    if types is None:
        types = typing.get_type_hints(Combatant, include_extras=True)
        globals()["_FIELD_TYPES"] = types
    return types


def _at_field(message: str, field: str) -> str:
    """msgspec's message for one converted field, with the field named as a whole convert names it."""
    if " - at `$" in message:
        return message.replace("`$", f"`{field}", 1)
    return f"{message} - at `{field}`"


def _base_name(name: str) -> str:
    match = _NUMBERED.match(name)
    return match.group("base") if match else name


def numbered_names(name: str, count: int, taken: Iterable[str]) -> list[str]:
    """``count`` names continuing ``name``'s numbering: Goblin → Goblin 2, Goblin 3…"""
    base = _base_name(name)
    highest = 0
    for other in taken:
        if other == base:
            highest = max(highest, 1)
            continue
        match = _NUMBERED.match(other)
        if match and match.group("base") == base:
            highest = max(highest, int(match.group("n")))
    start = max(highest, 1) + 1
    return [f"{base} {n}" for n in range(start, start + count)]


class DuplicateCombatant(Command):
    """Add ``copies`` numbered copies of a combatant right after it ("Goblin 2", "Goblin 3")."""

    kind = "duplicate_combatant"

    def __init__(self, combatant_id: str, copies: int = 1) -> None:
        super().__init__()
        if copies < 1:
            raise ActionError.invalid([
                problem("copies", QT_TRANSLATE_NOOP("Refusal", "at least one, not {value}"), value=copies)])
        self.combatant_id = combatant_id
        self.copies = copies

    @property
    def label(self) -> str:
        return f"duplicate ×{self.copies}"

    def build(self, encounter: Encounter) -> Patch:
        builder = PatchBuilder(encounter)
        original = builder.current(self.combatant_id)
        row = encounter.row_of(original.id)
        names = numbered_names(original.name, self.copies, (c.name for c in encounter.combatants))
        copies: list[str] = []
        for offset, name in enumerate(names, start=1):
            copy = msgspec.structs.replace(original, id=new_id(name, builder.taken_ids()), name=name,
                                           hit_penalties=0,
                                           initiative_fight=encounter.turn.fights_ended)  # D1: this fight's
            builder.add(copy, row + offset)
            copies.append(copy.id)
        builder.log("duplicate_combatant", actor=original.id,
                    record=DuplicateRecord(copies=tuple(copies), names=tuple(names)), public=not original.hidden)
        return builder.build()


class DuplicateRecord(Record, frozen=True):
    """The copies made of the entry's actor: their ids and, in the same order, their names."""

    copies: tuple[str, ...]
    names: tuple[str, ...]


def _duplicate_line(p: Pieces, r: DuplicateRecord) -> str:
    return fill(p.translate("LogLine", "%1 duplicated as %2"), p.actor(), p.words.list_of(r.names))


def _duplicate_undo(w: CommandWords) -> str:
    entry = w.entry("duplicate_combatant")
    original = entry.actor_name if entry is not None and entry.actor_name else "—"
    return fill(w.translate("CommandText", "Duplicate %1 (×%2)"), original, len(w.added()))


def _copies_named(r: DuplicateRecord) -> Iterable[tuple[str, str]]:
    return zip(r.copies, r.names)


class RemoveCombatants(Command):
    """Remove combatants from the encounter (undo brings them back where they were).

    When the combatant whose turn it is goes, the turn passes to the next one.
    Conditions anchored to a removed combatant lose their anchor.
    """

    kind = "remove_combatants"

    def __init__(self, combatant_ids: Iterable[str]) -> None:
        super().__init__()
        self.combatant_ids = list(dict.fromkeys(combatant_ids))
        if not self.combatant_ids:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "nothing to remove"))

    @property
    def label(self) -> str:
        return f"remove {len(self.combatant_ids)}"

    def build(self, encounter: Encounter) -> Patch:
        builder = PatchBuilder(encounter)
        gone = set(self.combatant_ids)
        names = [builder.current(cid).name for cid in self.combatant_ids]
        turn = encounter.turn
        if turn.current in gone:
            if turn.started:
                try:
                    pass_turn(builder, turn.current, exclude=frozenset(gone))
                except ActionError:  # nobody left who can act
                    builder.set_turn(msgspec.structs.replace(turn, current=None))
            else:
                builder.set_turn(msgspec.structs.replace(turn, current=None))
        for c in encounter.combatants:
            if c.id in gone:
                continue
            if any(cond.anchor in gone for cond in c.conditions):
                builder.update(c.id, conditions=[
                    msgspec.structs.replace(cond, anchor=None) if cond.anchor in gone else cond
                    for cond in c.conditions])
        for cid in self.combatant_ids:
            builder.remove(cid)
        hidden = all(encounter.combatant(cid).hidden for cid in self.combatant_ids)
        builder.log("remove_combatants", record=RemoveRecord(combatants=tuple(self.combatant_ids), names=tuple(names)),
                    public=not hidden)
        return builder.build()


class RemoveDefeated(RemoveCombatants):
    """Remove every defeated combatant in one step (issue 29 item 5): who they are is read when
    it is applied, and logged and undone as a removal of those combatants."""

    def __init__(self) -> None:
        Command.__init__(self)
        self.combatant_ids = []

    def build(self, encounter: Encounter) -> Patch:
        self.combatant_ids = derived.defeated_ids(encounter.combatants)
        if not self.combatant_ids:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "nobody is defeated: only the dead and the unconscious "
                                                           "who are not dying are"))
        return super().build(encounter)


class RemoveRecord(Record, frozen=True):
    """The combatants removed: their ids and, in the same order, their names."""

    combatants: tuple[str, ...]
    names: tuple[str, ...]


def _remove_line(p: Pieces, r: RemoveRecord) -> str:
    return fill(p.translate("LogLine", "%1 removed"), p.words.list_of(r.names))


def _remove_undo(w: CommandWords) -> str:
    return fill(w.translate("CommandText", "Remove %1"), w.words.list_of(c.name for c in w.removed()) or "—")


def _removed_named(r: RemoveRecord) -> Iterable[tuple[str, str]]:
    return zip(r.combatants, r.names)


class SetInitiative(Command):
    """Set initiatives; once combat has started the turn order follows them (D1)."""

    kind = "set_initiative"

    def __init__(self, initiatives: Mapping[str, int | None], rolled: Mapping[str, int] | None = None) -> None:
        """``rolled``: the naturals of the initiatives that were rolled (D1: die + modifier),
        logged beside them; the others were typed."""
        super().__init__()
        self.initiatives = dict(initiatives)
        self.rolled = dict(rolled or {})

    def build(self, encounter: Encounter) -> Patch:
        builder = PatchBuilder(encounter)
        fight = encounter.turn.fights_ended  # D1: a value set now is this fight's (stale_initiatives)
        for cid, value in self.initiatives.items():
            builder.update(cid, initiative=value, initiative_fight=fight)
        if encounter.turn.started:
            builder.reorder(placed_by_initiative(builder, list(self.initiatives)))
        formula = encounter.settings.initiative_formula
        items = []
        for cid, value in self.initiatives.items():
            c = builder.current(cid)
            if cid in self.rolled and value is not None:
                items.append(InitiativeGiven(combatant=cid, name=c.name, initiative=value, natural=self.rolled[cid],
                                             die=initiative_die(formula), modifier=initiative_modifier(c, formula)))
            else:
                items.append(InitiativeGiven(combatant=cid, name=c.name, initiative=value))
        builder.log("set_initiative", record=SetInitiativeRecord(initiatives=tuple(items)))
        return builder.build()


class InitiativeGiven(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """D1: one initiative Set initiative gave: the combatant (named ``name`` then), its initiative
    (None: taken away); for a rolled one, the die's ``natural``, its sides (``die``) and the modifier."""

    combatant: str
    initiative: int | None
    name: str = ""
    natural: int | None = None
    die: int | None = None
    modifier: int | None = None


class SetInitiativeRecord(Record, frozen=True):
    """The initiatives Set initiative gave, in the order the GM gave them."""

    initiatives: tuple[InitiativeGiven, ...]


def _set_initiative_line(p: Pieces, r: SetInitiativeRecord) -> str:
    """``initiative: Goblin 13, Ogre 9 (d20 9 +0), Goblin 2 —``: a rolled one with its die (D1)."""
    parts = []
    for item in r.initiatives:
        name = p.names.get(item.combatant, item.name)
        if item.natural is not None and item.initiative is not None:
            dice = p.dice([item.natural], item.natural, 20 if item.die is None else item.die)
            parts.append(fill(p.translate("LogLine", "%1 %2 (%3 %4)"), name, item.initiative, dice,
                              ascii_signed(item.modifier or 0)))
            continue
        parts.append(fill(p.translate("LogLine", "%1 %2"), name, "—" if item.initiative is None else item.initiative))
    return fill(p.translate("LogLine", "initiative: %1"), p.words.list_of(parts))


def _set_initiative_undo(w: CommandWords) -> str:
    return w.translate("CommandText", "Set initiative")


def placed_by_initiative(builder: PatchBuilder, moved: list[str]) -> list[str]:
    """The order with only ``moved`` taken out and put back by their new initiative (D1),
    each after everyone with a higher or equal one; everyone else keeps their place, so a
    Delay or a roll-off already decided stays as it was."""
    current = {cid: builder.current(cid) for cid in builder.ids()}
    order = [cid for cid in builder.ids() if cid not in moved]

    def highest_first(cid: str) -> int:
        initiative = current[cid].initiative
        return -initiative if initiative is not None else 10**9

    for cid in sorted((cid for cid in moved if cid in current), key=highest_first):
        order.insert(initiative_row(order, current, current[cid]), cid)
    return order


class RenameEncounter(Command):
    """Change the encounter's name and notes."""

    kind = "rename_encounter"

    def __init__(self, name: str | None = None, notes: str | None = None) -> None:
        super().__init__()
        self.name = name
        self.notes = notes

    def build(self, encounter: Encounter) -> Patch:
        builder = PatchBuilder(encounter)
        if self.name is not None:
            builder.set_name(self.name)
        if self.notes is not None:
            builder.set_notes(self.notes)
        return builder.build()


class AddLogNote(Command):
    """A line in the roll log written by the GM or the UI (e.g. a skipped turn-start check)."""

    kind = "log_note"

    def __init__(self, kind: str, text: str, *, actor: str | None = None, record: Record | None = None,
                 public: bool = True) -> None:
        super().__init__()
        self.note_kind = kind
        self.text = text
        self.actor = actor
        self.record = record
        self.public = public

    @property
    def label(self) -> str:
        return self.text

    def build(self, encounter: Encounter) -> Patch:
        builder = PatchBuilder(encounter)
        actor = self.actor if self.actor is not None and encounter.has(self.actor) else None
        builder.log(self.note_kind, self.text, actor=actor, record=self.record, public=self.public)
        return builder.build()


def _log_note_line(p: Pieces, _record: None) -> str:
    """The GM's own words, as written (nothing to translate)."""
    return p.entry.text if has_visible(p.entry.text) else p.translate("LogLine", "unreadable record")


def _log_note_undo(w: CommandWords) -> str:
    entry = w.entry("prompt_skipped")
    if entry is not None:
        prompt: Prompt = entry.record
        return fill(w.translate("CommandText", "Skip %1: %2"), w.name(prompt.combatant),
                    w.words.purpose_text(prompt.kind))
    return w.translate("CommandText", "Note in the roll log")


def _prompt_skipped_line(p: Pieces, r: Prompt) -> str:
    return fill(p.translate("LogLine", "%1: %2 skipped by the GM"), p.name(r.combatant), p.words.purpose_text(r.kind))


LOG_KINDS = (
    LogKind("add_combatant", None, _add_combatant_line, undo=_add_combatant_undo),
    LogKind("duplicate_combatant", DuplicateRecord, _duplicate_line, undo=_duplicate_undo, names=_copies_named,
            sample=DuplicateRecord(copies=("goblin-2", "goblin-3"), names=("Goblin 2", "Goblin 3"))),
    LogKind("remove_combatants", RemoveRecord, _remove_line, undo=_remove_undo, names=_removed_named,
            sample=RemoveRecord(combatants=("goblin-3",), names=("Goblin 3",))),
    LogKind("set_initiative", SetInitiativeRecord, _set_initiative_line, undo=_set_initiative_undo,
            sample=SetInitiativeRecord(initiatives=(
                InitiativeGiven(combatant="gob", name="Goblin", initiative=13),
                InitiativeGiven(combatant="ogre", name="Ogre", initiative=9, natural=9, die=20, modifier=0),
                InitiativeGiven(combatant="goblin-2", name="Goblin 2", initiative=None)))),
    LogKind("log_note", None, _log_note_line, undo=_log_note_undo),
    # The record is the prompt the GM skipped (one of the turn record's prompts).
    LogKind("prompt_skipped", Prompt, _prompt_skipped_line,
            sample=RecoveryCheckPrompt(combatant="lin", state=DamageState.UNCONSCIOUS, due=1)),
)

"""The command shape every GM action takes, and the builder its patch is made with.

A :class:`Command` holds its inputs — including the dice it uses, rolled or typed in
by the GM — and computes its :class:`~.patch.Patch` once, on the first
:meth:`Command.apply`. Later applies (redo) reuse that patch, so a redo never rolls
again; :meth:`Command.revert` restores the exact previous state. A command's
:class:`HistoryStep` (kind, label, patch) is what autosave keeps of the undo history.

Subclasses implement :meth:`Command.build` with a :class:`PatchBuilder`: read the
encounter, call the rules core, describe the result; never mutate the encounter.
"""

from __future__ import annotations

import hashlib
import unicodedata
from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator, Mapping
from fractions import Fraction
from typing import Any, ClassVar

import msgspec

from gmtracker.rules.errors import RulesError
from gmtracker.rules.rule_order import sorted_rule_ids

from .encounter import Encounter
from .model import NO_RECORD, Combatant, LogEntry, Settings, TurnState, encoded_record
from .patch import CombatantChange, Patch
from .refusal import QT_TRANSLATE_NOOP, Message, Problem, field_term, joined, rules_message
from .validity import combatant_problems, settings_problems, turn_problems


class ActionError(ValueError):
    """An action that cannot be taken as asked (the message says why; nothing changed).

    ``ActionError(QT_TRANSLATE_NOOP("Refusal", "{name} is dead: no recovery (B8)"), name=c.name)``:
    a template marked for translation (:mod:`.refusal`) and its named arguments.
    ``str(error)`` is the English message; :attr:`template` and :attr:`arguments` are its
    parts, which the UI translates. :meth:`invalid` refuses values field by field
    (``str``: ``field: reason; field: reason``); :attr:`problems` holds them all.
    """

    problems: tuple[Problem, ...]

    def __init__(self, template: str, /, **arguments: object) -> None:
        self._refuse((Problem(None, Message(template, arguments)),))

    def _refuse(self, problems: tuple[Problem, ...]) -> None:
        self.problems = problems
        super().__init__(joined(problems))

    @classmethod
    def invalid(cls, problems: Iterable[Problem]) -> ActionError:
        """Refuse values: one :class:`~.refusal.Problem` per field that is wrong."""
        found = tuple(problems)
        if not found:
            raise ValueError("a refusal names at least one problem")
        error = cls.__new__(cls)
        error._refuse(found)
        return error

    @classmethod
    def from_rules(cls, error: RulesError) -> ActionError:
        """A value the rules core refused, with the rules core's message.

        The message keeps the rules core's template, arguments and context (a dice
        expression's under ``"DiceError"``), so the UI translates it; a guard's English
        sentence is a template no translation holds, shown as it is.
        """
        return cls.invalid([Problem(None, rules_message(error))])

    @property
    def template(self) -> str:
        """The (first) message's English template, as marked for translation."""
        return self.problems[0].message.template

    @property
    def arguments(self) -> Mapping[str, object]:
        """The (first) message's named arguments."""
        return self.problems[0].message.arguments


class HistoryStep(msgspec.Struct, forbid_unknown_fields=True):
    """One undoable step as autosave keeps it: what kind, its label, and its patch."""

    kind: str
    label: str
    patch: Patch


class Command(ABC):
    """One GM action: ``apply(encounter)`` and ``revert(encounter)``."""

    kind: ClassVar[str] = "command"

    def __init__(self) -> None:
        self.patch: Patch | None = None

    @property
    def label(self) -> str:
        """A short plain-text description for the undo history."""
        return self.kind.replace("_", " ")

    @abstractmethod
    def build(self, encounter: Encounter) -> Patch:
        """Compute this action's patch from the encounter as it is now."""

    def apply(self, encounter: Encounter) -> LogEntry | None:
        """Apply the action; return its last log entry (None if it logs nothing)."""
        if self.patch is None:
            try:
                self.patch = self.build(encounter)
            except RulesError as error:
                raise ActionError.from_rules(error) from error
        encounter.apply(self.patch)
        return self.patch.log[-1] if self.patch.log else None

    def revert(self, encounter: Encounter) -> None:
        """Restore the encounter exactly as it was before :meth:`apply`."""
        if self.patch is None:
            raise ActionError(
                QT_TRANSLATE_NOOP("Refusal", "{action} was never applied, so it cannot be undone"),
                action=self.label)
        encounter.revert(self.patch)

    def step(self) -> HistoryStep:
        if self.patch is None:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{action} was never applied"), action=self.label)
        return HistoryStep(self.kind, self.label, self.patch)


class ReplayedCommand(Command):
    """A command restored from autosave: it replays and reverts its saved patch."""

    kind = "replayed"

    def __init__(self, step: HistoryStep) -> None:
        super().__init__()
        self.patch = step.patch
        self._step = step

    @property
    def label(self) -> str:
        return self._step.label

    def build(self, encounter: Encounter) -> Patch:  # pragma: no cover - the patch is given
        return self._step.patch

    def step(self) -> HistoryStep:
        return self._step


def record_of(value: Any) -> dict[str, Any]:
    """A rules-core result record as plain JSON values (deterministic order).

    A log entry keeps it encoded (:func:`~.model.encoded_record`), so nothing decoded here
    stays alive past the action.
    """
    builtins = msgspec.to_builtins(value, enc_hook=_encode_extra, order="sorted")
    decoded = msgspec.json.decode(msgspec.json.encode(builtins))
    if not isinstance(decoded, dict):
        return {"value": decoded}
    return decoded


def _encode_extra(value: Any) -> Any:
    if isinstance(value, Fraction):
        return str(value)
    raise NotImplementedError(f"cannot record a {type(value).__name__}")


def rule_ids_of(*records: Any) -> list[str]:
    """The union of the ``rule_ids`` of records, in RULES.md order."""
    ids: set[str] = set()
    for record in records:
        ids.update(getattr(record, "rule_ids", ()) or ())
    return sorted_rule_ids(ids)


# Ids are made from a name's letters and digits in any script (issue 26 item 12): NFKC
# folds full-width and compatibility forms ("ＡＢ" → "ab", "ｺﾞﾌﾞﾘﾝ" → "ゴブリン"), casefold
# ignores case, and every run of anything else (spaces, punctuation, symbols) becomes one
# hyphen. So "ゴブリン 2" is "ゴブリン-2", never "2". An id never has a colon (the library's
# "starter:" prefix) nor a character JSON or a URL path cannot carry.
_ID_MAX = 32
_FALLBACK = "combatant"


def _is_word_char(ch: str) -> bool:
    # Letters (L*), combining marks (M*, which Devanagari, Thai and Hangul jamo need) and
    # numbers (N*); nothing else.
    return unicodedata.category(ch)[0] in "LMN"


def _slug(name: str) -> str:
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
    out: list[str] = []
    for ch in folded:
        if _is_word_char(ch):
            out.append(ch)
        elif out and out[-1] != "-":
            out.append("-")
    slug = "".join(out).strip("-")
    return slug[:_ID_MAX].strip("-")


def _only_numbers(slug: str) -> bool:
    return all(ch == "-" or unicodedata.category(ch)[0] == "N" for ch in slug)


def id_base(name: str, fallback: str = _FALLBACK) -> str:
    """The readable part of an id made from ``name`` (before any ``-2`` that keeps it unique).

    Letters and digits of any script (``"ゴブリン 2"`` → ``"ゴブリン-2"``, ``"Goblin Archer"``
    → ``"goblin-archer"``). A name with no letters is never an id of digits alone: ``"2"``
    → ``"combatant-2"``; a name with neither letters nor digits (``"???"``) gets a short
    suffix hashed from the name, stable from run to run (``"combatant-3f2a"``); the empty
    name is ``"combatant"``.
    """
    slug = _slug(name)
    if not slug:
        if not name.strip():
            return fallback
        digest = hashlib.blake2s(unicodedata.normalize("NFC", name).encode("utf-8"), digest_size=2)
        return f"{fallback}-{digest.hexdigest()}"
    if _only_numbers(slug):
        return f"{fallback}-{slug}"[:_ID_MAX].rstrip("-")
    return slug


def new_id(name: str, taken: Iterable[str], fallback: str = _FALLBACK) -> str:
    """A readable id from ``name`` not in ``taken`` (``goblin``, ``goblin-2``, ``ゴブリン-2``, …).

    Never empty, never digits alone, the same for the same name and ``taken``
    (:func:`id_base`; issue 26 item 12).
    """
    base = id_base(name, fallback)
    used = set(taken)
    if base not in used:
        return base
    n = 2
    while f"{base}-{n}" in used:
        n += 1
    return f"{base}-{n}"


class PatchBuilder:
    """Collects one action's changes against the encounter as it is now."""

    def __init__(self, encounter: Encounter) -> None:
        self.encounter = encounter
        self._changes: dict[str, CombatantChange] = {}
        self._order: list[str] | None = None
        self._turn: TurnState | None = None
        self._settings: Settings | None = None
        self._name: str | None = None
        self._notes: str | None = None
        self._log: list[LogEntry] = []

    # -- combatants ----------------------------------------------------------------
    def current(self, combatant_id: str) -> Combatant:
        """The combatant as this action has made it so far."""
        change = self._changes.get(combatant_id)
        if change is not None:
            if change.after is None:
                raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{name} was removed"),
                                  name=change.before.name if change.before else combatant_id)
            return change.after
        try:
            return self.encounter.combatant(combatant_id)
        except KeyError:
            raise ActionError(
                QT_TRANSLATE_NOOP("Refusal", "no combatant has the id {id}"),
                id=repr(combatant_id)) from None

    def ids(self) -> list[str]:
        """Combatant ids in order, with this action's additions and removals."""
        ids = [i for i in (self._order or self.encounter.ids())
               if not (i in self._changes and self._changes[i].after is None)]
        for change in self._changes.values():
            if change.before is None and change.after is not None:
                index = len(ids) if change.index is None else min(change.index, len(ids))
                ids.insert(index, change.id)
        return ids

    def taken_ids(self) -> set[str]:
        return set(self.encounter.ids()) | set(self._changes)

    def update(self, combatant_id: str, **fields: Any) -> Combatant:
        """Change fields of a combatant; returns the new version."""
        return self.put(msgspec.structs.replace(self.current(combatant_id), **fields))

    def put(self, combatant: Combatant) -> Combatant:
        """Replace a combatant (same id) with a new version."""
        change = self._changes.get(combatant.id)
        if change is None:
            before = self.current(combatant.id)
            self._changes[combatant.id] = CombatantChange(combatant.id, before, combatant)
        else:
            change.after = combatant
        return combatant

    def add(self, combatant: Combatant, index: int | None = None) -> Combatant:
        if combatant.id in self.taken_ids():
            raise ActionError(
                QT_TRANSLATE_NOOP("Refusal", "a combatant with the id {id} already exists"),
                id=repr(combatant.id))
        if self._order is not None:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "an action cannot add combatants and reorder them at once"))
        self._changes[combatant.id] = CombatantChange(combatant.id, None, combatant, index)
        return combatant

    def remove(self, combatant_id: str) -> None:
        if self._order is not None:
            raise ActionError(
                QT_TRANSLATE_NOOP("Refusal", "an action cannot remove combatants and reorder them at once"))
        before = self.encounter.combatant(combatant_id)
        self._changes[combatant_id] = CombatantChange(combatant_id, before, None,
                                                      self.encounter.row_of(combatant_id))

    def reorder(self, order: list[str]) -> None:
        if any(c.before is None or c.after is None for c in self._changes.values()):
            raise ActionError(
                QT_TRANSLATE_NOOP("Refusal", "an action cannot add or remove combatants and reorder them at once"))
        if order != self.encounter.ids():
            self._order = list(order)

    # -- the rest ------------------------------------------------------------------
    @property
    def turn(self) -> TurnState:
        return self._turn if self._turn is not None else self.encounter.turn

    def set_turn(self, turn: TurnState) -> None:
        self._turn = turn

    @property
    def settings(self) -> Settings:
        return self._settings if self._settings is not None else self.encounter.settings

    def set_settings(self, settings: Settings) -> None:
        self._settings = settings

    def set_name(self, name: str) -> None:
        self._name = name

    def set_notes(self, notes: str) -> None:
        self._notes = notes

    def log(
        self,
        kind: str,
        text: str = "",
        *,
        actor: str | None = None,
        targets: Iterable[str] = (),
        record: Any = None,
        rule_ids: Iterable[str] = (),
        public: bool = True,
    ) -> LogEntry:
        """Add a log entry stamped with the round and turn as they are when it happens.

        ``kind`` is a declared log kind (:mod:`.log_kind`) and ``record`` of its record type;
        the entry's English ``text`` is its line (:mod:`.log_render`). ``text`` is only the
        GM's own note (``log_note``, whose line it is). A record that does not fit its kind
        raises :class:`~.log_kind.RecordError` (a bug in the command, never a file's doing).
        """
        turn = self.turn
        actor_name = self.current(actor).name if actor is not None and self._exists(actor) else ""
        entry = LogEntry(
            kind=kind,
            text=text,
            round=turn.round,
            turn=turn.current,
            actor=actor,
            actor_name=actor_name,
            targets=list(targets),
            raw_record=NO_RECORD if record is None else encoded_record(record_of(record)),
            rule_ids=list(rule_ids) or rule_ids_of(record),
            public=public,
        )
        from .log_render.lines import rendered  # with the first action, not at start-up

        entry.text = rendered(entry, _BuilderNames(self))
        self._log.append(entry)
        return entry

    def _exists(self, combatant_id: str) -> bool:
        change = self._changes.get(combatant_id)
        return change.after is not None if change is not None else self.encounter.has(combatant_id)

    def _found(self, combatant_id: str) -> Combatant | None:
        return self.current(combatant_id) if self._exists(combatant_id) else None

    def _problems(self, changes: list[CombatantChange], turn: TurnState | None,
                  settings: Settings | None) -> list[Problem]:
        """What this action would make invalid (:mod:`.validity`), checked on what it changes:
        the changed combatants, the turn when it or its holder changed, the settings."""
        found: list[Problem] = []
        after_turn = turn if turn is not None else self.encounter.turn
        check_turn = turn is not None
        for change in changes:
            if change.after is None:
                check_turn = check_turn or change.id == after_turn.current
                continue
            check_turn = check_turn or change.id == after_turn.current
            for bad in combatant_problems(change.after, anchor_exists=self._exists):
                found.append(Problem(None, Message(
                    QT_TRANSLATE_NOOP("Refusal", "{name}, {field}: {reason}"),
                    {"name": change.after.name, "field": field_term(bad.field or ""), "reason": bad.message})))
        if check_turn:
            found.extend(turn_problems(after_turn, self._found))
        if settings is not None:
            found.extend(settings_problems(settings))
        return found

    def build(self) -> Patch:
        """The action's patch; :class:`ActionError` if it would make the encounter invalid
        (a count past its range, a condition left without its anchor…): nothing changes."""
        changes = [c for c in self._changes.values() if c.before != c.after]
        turn = self._turn if self._turn is not None and self._turn != self.encounter.turn else None
        settings = (self._settings if self._settings is not None and self._settings != self.encounter.settings
                    else None)
        problems = self._problems(changes, turn, settings)
        if problems:
            raise ActionError.invalid(problems)
        name = self._name if self._name is not None and self._name != self.encounter.name else None
        notes = self._notes if self._notes is not None and self._notes != self.encounter.notes else None
        return Patch(
            combatants=changes,
            order_before=self.encounter.ids() if self._order is not None else None,
            order_after=self._order,
            turn_before=self.encounter.turn if turn is not None else None,
            turn_after=turn,
            settings_before=self.encounter.settings if settings is not None else None,
            settings_after=settings,
            name_before=self.encounter.name if name is not None else None,
            name_after=name,
            notes_before=self.encounter.notes if notes is not None else None,
            notes_after=notes,
            log=list(self._log),
        )


class _BuilderNames(Mapping[str, str]):
    """Combatant names by id as the builder has them: its changes (a removed combatant by
    its last name), then the encounter."""

    def __init__(self, builder: PatchBuilder) -> None:
        self._changes = builder._changes
        self._encounter = builder.encounter

    def __getitem__(self, combatant_id: str) -> str:
        change = self._changes.get(combatant_id)
        if change is not None:
            version = change.after or change.before
            if version is not None:
                return version.name
        if isinstance(combatant_id, str) and self._encounter.has(combatant_id):
            return self._encounter.combatant(combatant_id).name
        raise KeyError(combatant_id)

    def __iter__(self) -> Iterator[str]:
        return iter(dict.fromkeys([*self._encounter.ids(), *self._changes]))

    def __len__(self) -> int:
        return sum(1 for _ in self)

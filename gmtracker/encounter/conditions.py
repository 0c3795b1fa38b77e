"""Generic conditions on combatants: add, edit, remove (commands), and their countdown.

A :class:`~.model.Condition` is a name, a note and an optional duration in rounds. The
duration counts the rounds of the turn order, not the encounter clock: it goes down
by one each time its *anchor* combatant's turn starts or ends (``expiry``), and the
condition ends when it reaches 0. The turn machine calls :func:`tick_conditions` at
those moments, inside its own patch, and logs what ended (:func:`log_expired`).
Advancing time out of combat (:mod:`.actions_rest`) leaves conditions alone.

**Ruling:** a condition with a duration and no anchor is anchored to the combatant it
is on (its own turns count it down). Condition ids are unique within a combatant,
made readable from the name (``blessed``, ``blessed-2``; ``condition`` for a name with
no Latin letters or digits).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, NamedTuple

import msgspec
from msgspec import UNSET, UnsetType

from gmtracker.rules.condition_effects import Effect

from . import ranges
from .actions_care import is_public
from .command import ActionError, Command, PatchBuilder, new_id
from .encounter import Encounter
from .log_kind import Count, LogKind, Record
from .log_render.translating import fill
from .model import Combatant, Condition, Expiry, SaveEnds
from .patch import Patch
from .refusal import QT_TRANSLATE_NOOP

# The most effects one condition carries (a dialog's rows; a file's list).
MOST_EFFECTS = ranges.CONDITION_EFFECTS.high

if TYPE_CHECKING:
    from .log_render.commands import CommandWords
    from .log_render.pieces import Pieces


class ConditionTick(NamedTuple):
    """One condition counted down by :func:`tick_conditions` (``remaining`` 0 when expired)."""

    combatant: str
    condition: Condition
    expired: bool


def _as_expiry(value: Expiry | str) -> Expiry:
    try:
        return Expiry(value)
    except ValueError:
        raise ActionError(
            QT_TRANSLATE_NOOP("Refusal", "unknown expiry {value}: expected turn_start or turn_end"),
            value=repr(value)) from None


def _condition_id(name: str, taken: list[str]) -> str:
    # Letters of any script (issue 26 item 12): "中毒" is the id "中毒", "2" is "condition-2".
    return new_id(name, taken, fallback="condition")


def find_condition(combatant: Combatant, condition_id: str) -> tuple[int, Condition]:
    """The row and the condition ``condition_id`` of ``combatant`` (refused when it has none such)."""
    return _find(combatant, condition_id)


def _checked_save(save: SaveEnds | None) -> SaveEnds | None:
    """D3: a save's DC within the DCs a check takes."""
    if save is not None and not ranges.DC.low <= save.dc <= ranges.DC.high:
        raise ActionError(QT_TRANSLATE_NOOP("Refusal", "a save's DC is {low} to {high}, not {dc}"),
                          low=ranges.DC.low, high=ranges.DC.high, dc=save.dc)
    return save


def _find(combatant: Combatant, condition_id: str) -> tuple[int, Condition]:
    for row, condition in enumerate(combatant.conditions):
        if condition.id == condition_id:
            return row, condition
    raise ActionError(
        QT_TRANSLATE_NOOP("Refusal", "{name} has no condition {condition}"),
        name=combatant.name, condition=repr(condition_id))


def _check_duration(rounds: int | None, remaining: int | None) -> None:
    if rounds is not None and rounds < 1:
        raise ActionError(
            QT_TRANSLATE_NOOP("Refusal", "a condition lasts at least one round, not {rounds}"),
            rounds=rounds)
    if rounds is not None and rounds > ranges.CONDITION_ROUNDS.high:
        raise ActionError(
            QT_TRANSLATE_NOOP("Refusal", "a condition lasts at most {most} rounds, not {rounds}"),
            most=ranges.CONDITION_ROUNDS.high, rounds=rounds)
    if remaining is not None and (rounds is None or not 1 <= remaining <= rounds):
        raise ActionError(
            QT_TRANSLATE_NOOP("Refusal", "rounds remaining must be 1 to the duration ({rounds}), not {remaining}"),
            rounds=rounds, remaining=remaining)


def _checked_effects(effects: Iterable[Effect]) -> list[Effect]:
    """D3: the effects as a list; each was checked when it was made (:class:`~gmtracker.rules.condition_effects.Effect`)."""
    checked = list(effects)
    if len(checked) > MOST_EFFECTS:
        raise ActionError(QT_TRANSLATE_NOOP("Refusal", "a condition has at most {most} effects, not {count}"),
                          most=MOST_EFFECTS, count=len(checked))
    return checked


def _checked_name(name: str) -> str:
    if not name.strip():
        raise ActionError(QT_TRANSLATE_NOOP("Refusal", "a condition needs a name"))
    return name.strip()


class ConditionAdded(NamedTuple):
    """What :func:`add_condition` did: the condition as it was put on ``target`` (with its
    id), and the combatant whose turns count it down (None: it lasts until removed)."""

    target: Combatant
    condition: Condition
    anchor: Combatant | None


def add_condition(
    builder: PatchBuilder,
    target_id: str,
    name: str,
    note: str = "",
    rounds: int | None = None,
    expiry: Expiry | str = Expiry.TURN_END,
    anchor: str | None = None,
    effects: Iterable[Effect] = (),
    hidden: bool = False,
    save: SaveEnds | None = None,
) -> ConditionAdded:
    """D3 as an effect: put a condition on a combatant inside any command's change.

    ``rounds`` None lasts until removed; otherwise its rounds are counted at the start or
    the end (``expiry``) of ``anchor``'s turns (default: the target's own, the module's
    ruling). The id is made readable and unique on the target (``blessed``, ``blessed-2``).
    ``effects`` (D3) are applied by the commands while it lasts; ``hidden`` keeps it the GM's.
    """
    name = _checked_name(name)
    _check_duration(rounds, None)
    when = _as_expiry(expiry)
    target = builder.current(target_id)
    anchor = anchor if anchor is not None or rounds is None else target.id
    anchor_combatant = builder.current(anchor) if anchor is not None else None
    condition = Condition(
        id=_condition_id(name, [c.id for c in target.conditions]),
        name=name, note=note, rounds=rounds, remaining=rounds, expiry=when, anchor=anchor,
        effects=_checked_effects(effects), hidden=hidden, save=_checked_save(save),
    )
    after = builder.update(target.id, conditions=[*target.conditions, condition])
    return ConditionAdded(after, condition, anchor_combatant)


class AddCondition(Command):
    """Put a condition on ``target``: ``rounds`` None lasts until removed.

    ``expiry``: its rounds are counted at the start or the end of the ``anchor``'s turn
    (default: the target's own). The new condition's id is :attr:`condition_id` after
    the first apply. ``effects``: what it does to the target's checks (D3); ``hidden``: the
    GM's alone. Logs one ``"condition_added"`` entry (public unless the condition, the target
    or the anchor is hidden).
    """

    kind = "condition_added"

    def __init__(
        self,
        target: str,
        name: str,
        note: str = "",
        rounds: int | None = None,
        expiry: Expiry | str = Expiry.TURN_END,
        anchor: str | None = None,
        effects: Iterable[Effect] = (),
        hidden: bool = False,
        save: SaveEnds | None = None,
    ) -> None:
        super().__init__()
        self.name = _checked_name(name)
        _check_duration(rounds, None)
        self.effects = _checked_effects(effects)
        self.hidden = hidden
        self.save = _checked_save(save)
        self.target = target
        self.note = note
        self.rounds = rounds
        self.expiry = _as_expiry(expiry)
        self.anchor = anchor
        self.condition_id: str | None = None

    @property
    def label(self) -> str:
        return f"add condition {self.name}"

    def build(self, encounter: Encounter) -> Patch:
        b = PatchBuilder(encounter)
        added = add_condition(b, self.target, self.name, self.note, self.rounds, self.expiry, self.anchor,
                              self.effects, self.hidden, self.save)
        target, condition = added.target, added.condition
        self.condition_id = condition.id
        b.log(self.kind, targets=[target.id], record=ConditionRecord(combatant=target.id, condition=logged(condition)),
              public=not condition.hidden and is_public(target, added.anchor))
        return b.build()


class EditCondition(Command):
    """Change fields of one of ``target``'s conditions; fields left UNSET stay.

    A new duration (``rounds``) restarts the count (``remaining`` = the new duration)
    unless ``remaining`` is given too; ``rounds=None`` makes it last until removed.
    Logs one ``"condition_edited"`` entry with the condition before and after.
    """

    kind = "condition_edited"

    def __init__(
        self,
        target: str,
        condition_id: str,
        *,
        name: str | UnsetType = UNSET,
        note: str | UnsetType = UNSET,
        rounds: int | None | UnsetType = UNSET,
        remaining: int | UnsetType = UNSET,
        expiry: Expiry | str | UnsetType = UNSET,
        anchor: str | None | UnsetType = UNSET,
        effects: Iterable[Effect] | UnsetType = UNSET,
        hidden: bool | UnsetType = UNSET,
        save: SaveEnds | None | UnsetType = UNSET,
    ) -> None:
        super().__init__()
        self.target = target
        self.condition_id = condition_id
        self.effects = effects if isinstance(effects, UnsetType) else _checked_effects(effects)
        self.hidden = hidden
        self.save = save if isinstance(save, UnsetType) else _checked_save(save)
        self.name = name if isinstance(name, UnsetType) else _checked_name(name)
        self.note = note
        self.rounds = rounds
        self.remaining = remaining
        self.expiry = expiry if isinstance(expiry, UnsetType) else _as_expiry(expiry)
        self.anchor = anchor

    @property
    def label(self) -> str:
        return "edit condition"

    def build(self, encounter: Encounter) -> Patch:
        b = PatchBuilder(encounter)
        target = b.current(self.target)
        row, before = _find(target, self.condition_id)
        rounds = before.rounds if isinstance(self.rounds, UnsetType) else self.rounds
        if not isinstance(self.remaining, UnsetType):
            remaining: int | None = self.remaining
        elif rounds != before.rounds:
            remaining = rounds
        else:
            remaining = before.remaining
        _check_duration(rounds, remaining)
        anchor = before.anchor if isinstance(self.anchor, UnsetType) else self.anchor
        if anchor is None and rounds is not None:
            anchor = target.id
        anchor_combatant = b.current(anchor) if anchor is not None else None
        after = msgspec.structs.replace(
            before,
            name=before.name if isinstance(self.name, UnsetType) else self.name,
            note=before.note if isinstance(self.note, UnsetType) else self.note,
            rounds=rounds, remaining=remaining, anchor=anchor,
            expiry=before.expiry if isinstance(self.expiry, UnsetType) else self.expiry,
            effects=before.effects if isinstance(self.effects, UnsetType) else list(self.effects),
            hidden=before.hidden if isinstance(self.hidden, UnsetType) else self.hidden,
            save=before.save if isinstance(self.save, UnsetType) else self.save,
        )
        if after == before:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{name}'s condition {condition} is unchanged"),
                              name=target.name, condition=before.name)
        conditions = list(target.conditions)
        conditions[row] = after
        b.update(target.id, conditions=conditions)
        changed = [f for f in Condition.__struct_fields__ if getattr(before, f) != getattr(after, f)]
        b.log(self.kind, targets=[target.id],
              record=ConditionEditedRecord(combatant=target.id, before=logged(before), after=logged(after),
                                           changed=tuple(changed)),
              public=not (before.hidden or after.hidden) and is_public(target, anchor_combatant))
        return b.build()


class RemoveCondition(Command):
    """Take one condition off ``target``. Logs one ``"condition_removed"`` entry."""

    kind = "condition_removed"

    def __init__(self, target: str, condition_id: str) -> None:
        super().__init__()
        self.target = target
        self.condition_id = condition_id

    @property
    def label(self) -> str:
        return "remove condition"

    def build(self, encounter: Encounter) -> Patch:
        b = PatchBuilder(encounter)
        target = b.current(self.target)
        row, condition = _find(target, self.condition_id)
        b.update(target.id, conditions=target.conditions[:row] + target.conditions[row + 1:])
        b.log(self.kind, targets=[target.id], record=ConditionRecord(combatant=target.id, condition=logged(condition)),
              public=not condition.hidden and is_public(target))
        return b.build()


def tick_conditions(builder: PatchBuilder, anchor_id: str, moment: Expiry | str) -> list[ConditionTick]:
    """Count down every condition anchored to ``anchor_id`` whose expiry is ``moment``.

    For the turn machine, at the start (``turn_start``) or end (``turn_end``) of
    ``anchor_id``'s turn: each such condition on any combatant loses one round of
    ``remaining``; those reaching 0 are removed. The changes go through ``builder`` (so
    they are part of the turn machine's patch); nothing is logged. Returns every
    condition counted down, in encounter order, with its new ``remaining`` and whether
    it expired. A condition without a duration never ticks; one without an anchor
    counts its holder's turns (the module's ruling).
    """
    when = _as_expiry(moment)
    ticks: list[ConditionTick] = []
    for combatant_id in builder.ids():
        combatant = builder.current(combatant_id)
        kept: list[Condition] = []
        changed = False
        for condition in combatant.conditions:
            left = condition.remaining if condition.remaining is not None else condition.rounds
            if left is None or condition.expiry is not when or (condition.anchor or combatant_id) != anchor_id:
                kept.append(condition)
                continue
            changed = True
            ticked = msgspec.structs.replace(condition, remaining=max(0, left - 1))
            expired = ticked.remaining == 0
            ticks.append(ConditionTick(combatant_id, ticked, expired))
            if not expired:
                kept.append(ticked)
        if changed:
            builder.update(combatant_id, conditions=kept)
    return ticks


def log_expired(builder: PatchBuilder, ticks: list[ConditionTick]) -> None:
    """Log one ``"condition_expired"`` entry per expired tick (public unless its holder is hidden)."""
    for tick in ticks:
        if tick.expired:
            holder = builder.current(tick.combatant)
            builder.log("condition_expired", targets=[holder.id],
                        record=ConditionRecord(combatant=holder.id, condition=logged(tick.condition)),
                        public=not tick.condition.hidden and is_public(holder))


class LoggedCondition(Condition):
    """A condition as a log record keeps it: the model's :class:`~.model.Condition`, the same
    JSON, with its rounds bounded to what a line's ``%n`` plural takes (:data:`~.log_kind.Count`)."""

    rounds: Count | None = None
    remaining: Count | None = None


def logged(condition: Condition) -> LoggedCondition:
    """``condition`` for a log record."""
    return LoggedCondition(**msgspec.structs.asdict(condition))


class ConditionRecord(Record, frozen=True):
    """A condition put on ``combatant`` (``condition_added``), taken off it (``condition_removed``)
    or run out (``condition_expired``), as it was then."""

    combatant: str
    condition: LoggedCondition


class ConditionEditedRecord(Record, frozen=True):
    """One of ``combatant``'s conditions edited: ``before`` and ``after``, and the fields that
    ``changed`` (:class:`~.model.Condition`'s field names, in its order)."""

    combatant: str
    before: LoggedCondition
    after: LoggedCondition
    changed: tuple[str, ...]


# A condition's fields as the edited line names them.
_CONDITION_FIELDS = {
    "name": QT_TRANSLATE_NOOP("LogLine", "name"),
    "note": QT_TRANSLATE_NOOP("LogLine", "note"),
    "rounds": QT_TRANSLATE_NOOP("LogLine", "duration"),
    "remaining": QT_TRANSLATE_NOOP("LogLine", "rounds left"),
    "expiry": QT_TRANSLATE_NOOP("LogLine", "when it counts"),
    "anchor": QT_TRANSLATE_NOOP("LogLine", "whose turn counts"),
    "effects": QT_TRANSLATE_NOOP("LogLine", "effects"),
    "hidden": QT_TRANSLATE_NOOP("LogLine", "hidden from the players"),
    "save": QT_TRANSLATE_NOOP("LogLine", "the check that ends it"),
}


def _added_line(p: Pieces, r: ConditionRecord) -> str:
    holder = p.name(r.combatant)
    return fill(p.translate("LogLine", "%1: %2 (%3)"), holder, r.condition.name, p.duration(r.condition, holder))


def _added_undo(w: CommandWords) -> str:
    r: ConditionRecord = w.record("condition_added")
    return fill(w.translate("CommandText", "Add condition %1 to %2"), r.condition.name, w.name(r.combatant))


def _edited_line(p: Pieces, r: ConditionEditedRecord) -> str:
    holder = p.name(r.combatant)
    changed = [p.translate("LogLine", _CONDITION_FIELDS[f]) if f in _CONDITION_FIELDS else f for f in r.changed]
    return fill(p.translate("LogLine", "%1: %2 edited (%3): %4, %5"), holder, r.before.name,
                p.words.list_of(changed), r.after.name, p.duration(r.after, holder))


def _edited_undo(w: CommandWords) -> str:
    r: ConditionEditedRecord = w.record("condition_edited")
    return fill(w.translate("CommandText", "Edit condition %1 of %2"), r.before.name, w.name(r.combatant))


def _removed_line(p: Pieces, r: ConditionRecord) -> str:
    return fill(p.translate("LogLine", "%1: %2 removed"), p.name(r.combatant), r.condition.name)


def _removed_undo(w: CommandWords) -> str:
    r: ConditionRecord = w.record("condition_removed")
    return fill(w.translate("CommandText", "Remove condition %1 from %2"), r.condition.name, w.name(r.combatant))


def _expired_line(p: Pieces, r: ConditionRecord) -> str:
    return fill(p.translate("LogLine", "%1: %2 ends"), p.name(r.combatant), r.condition.name)


_BLESSED = LoggedCondition(id="blessed", name="Blessed", note="+1", rounds=3, remaining=2, anchor="ayla")

LOG_KINDS = (
    LogKind("condition_added", ConditionRecord, _added_line, undo=_added_undo,
            sample=ConditionRecord(combatant="gob", condition=_BLESSED)),
    LogKind("condition_edited", ConditionEditedRecord, _edited_line, undo=_edited_undo,
            sample=ConditionEditedRecord(combatant="gob", before=LoggedCondition(id="prone", name="Prone"),
                                         after=LoggedCondition(id="prone", name="Prone", rounds=2, remaining=2,
                                                               expiry=Expiry.TURN_START, anchor="ayla"),
                                         changed=("rounds", "remaining", "expiry", "anchor"))),
    LogKind("condition_removed", ConditionRecord, _removed_line, undo=_removed_undo,
            sample=ConditionRecord(combatant="gob", condition=_BLESSED)),
    LogKind("condition_expired", ConditionRecord, _expired_line,
            sample=ConditionRecord(combatant="ayla", condition=msgspec.structs.replace(_BLESSED, remaining=0))),
)

"""The turn machine: start combat, next and previous turn, delay, leave and rejoin combat.

Start combat sorts by initiative (D1: highest first; ties: player characters, then the
higher modifier, then a roll-off whose dice the GM supplies). Each new round advances
the encounter clock by one round (6 s, B12). At the start of a combatant's turn
(D2): its hit-penalty counter resets (A16); conditions anchored to the turn tick and
may expire; temporary hit points past their time end; and the turn *prompts* — it
does not roll — the dying check (B5, B9) and the natural recovery checks whose period
has elapsed (B8). The prompts are in the turn's log entry (its :class:`TurnRecord`'s ``prompts``) for
the UI to offer; the GM then runs the matching commands.

B5 (:mod:`.turn_states`): a disabled or dazed combatant's turn starts with its limit in
the turn's record (its ``turn_limit``: one move or one standard action), and a
disabled combatant that took a standard action falls unconscious as its turn ends.

With "skip defeated" on, a defeated combatant (dead, or unconscious and not dying) gets
no turn, but its place in the order still passes (D2): as the turn moves past it, its
turn-start duties happen as above (counter reset, temporary hit points and conditions
that run out, the recovery checks due raised) and its end-of-turn conditions tick, in
its own ``"turn"`` log entry with its record's ``skipped`` True, stamped with the round and
clock of that place. Only the GM's turn for it is skipped. A dead creature has no
recovery checks raised (B8: the dead do not recover).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

import msgspec

from gmtracker.rules.initiative import (
    D20,
    InitiativeEntry,
    TieBreak,
    pending_roll_offs,
    ranked_groups,
    turn_order,
)
from gmtracker.rules.percentile import D100, tenth
from gmtracker.rules.percentile_priority import MoreDiceNeeded, PendingRollOff, RollOff
from gmtracker.rules.errors import RulesError
from gmtracker.rules.recovery import recovery_checks_due
from gmtracker.rules.states import ActionLimit
from gmtracker.rules.wound_codes import DamageState

from . import derived
from .action_support import label_naturals
from .clock import SECONDS_PER_ROUND, elapsed_seconds  # B12 (here too: the turn machine advances it)
from .command import ActionError, Command, PatchBuilder
from .dice_needs import DieNeed
from .dice_protocol import DiceCommand
from .conditions import ConditionTick, tick_conditions
from .encounter import Encounter
from .model import Combatant, Expiry, Holding, InitiativeFormula, Side
from .patch import Patch
from .refusal import QT_TRANSLATE_NOOP, Clauses, Message, purpose_term
from .turn_states import TurnLimit, end_turn, turn_limit
from .log_kind import Count, LogKind, Record
from .log_render.pieces import turn_limit_line
from .log_render.translating import LogLine, ascii_signed, fill

if TYPE_CHECKING:
    from .log_render.commands import CommandWords
    from .log_render.pieces import Pieces


def initiative_modifier(c: Combatant, formula: InitiativeFormula) -> int:
    """D1: the tie-break modifier — agility (d20) or initiative base / 10 (1D100) — plus the entered one."""
    base = c.attributes.agility if formula is InitiativeFormula.D20 else tenth(c.percentile.get("initiative", 0))
    return base + c.initiative_modifier


def rolled_initiative(c: Combatant, natural: int, formula: InitiativeFormula) -> int:
    """D1: a natural (d20 or d100) plus the combatant's initiative modifier."""
    return natural + initiative_modifier(c, formula)


def initiative_die(formula: InitiativeFormula) -> int:
    return D20 if formula is InitiativeFormula.D20 else D100


def group_leaders(combatants: Sequence[Combatant]) -> dict[str, str]:
    """Group initiative (issue 29): each combatant in combat with its group's leader — the first of
    its group in the order — or itself when it has no group."""
    leaders: dict[str, str] = {}
    first: dict[str, str] = {}
    for c in combatants:
        if not c.in_combat:
            continue
        group = c.initiative_group
        leaders[c.id] = c.id if group is None else first.setdefault(group, c.id)
    return leaders


def _entries(encounter: Encounter, initiatives: Mapping[str, int]) -> list[InitiativeEntry]:
    """D1's entries: one per combatant, one per group (its leader's: a group rolls once)."""
    formula = encounter.settings.initiative_formula
    leaders = group_leaders(encounter.combatants)
    return [InitiativeEntry(c.id, initiatives[c.id], initiative_modifier(c, formula), c.side is Side.PC)
            for c in encounter.combatants if c.id in initiatives and leaders.get(c.id) == c.id]


def needs_initiative(encounter: Encounter) -> list[str]:
    """Combatants in combat without an initiative: the GM rolls or types one before starting. A
    group's members take their leader's (issue 29): only the leader is asked for."""
    leaders = group_leaders(encounter.combatants)
    return [c.id for c in encounter.combatants
            if c.in_combat and leaders.get(c.id) == c.id and c.initiative is None and not _group_has_initiative(encounter, c)]


def _group_has_initiative(encounter: Encounter, leader: Combatant) -> bool:
    """A group whose leader has none but a member has one: the group's value is that (issue 29)."""
    return leader.initiative_group is not None and any(
        c.initiative is not None for c in encounter.combatants
        if c.in_combat and c.initiative_group == leader.initiative_group)


def pending_initiative_roll_offs(encounter: Encounter, naturals: Mapping[str, int] | None = None,
                                 roll_offs: Mapping[str, Sequence[int]] | None = None,
                                 typed: Mapping[str, int] | None = None) -> tuple[PendingRollOff, ...]:
    """D1: the ties that still need roll-off dice before combat can start."""
    return pending_roll_offs(_entries(encounter, _initiatives(encounter, naturals or {}, typed or {})), roll_offs or {},
                             sides=initiative_die(encounter.settings.initiative_formula))


def stale_initiatives(encounter: Encounter) -> set[str]:
    """D1: the combatants whose initiative is left from a fight that has ended (End combat
    keeps the values): the next fight asks for theirs again. An initiative given since —
    a newcomer, a copy, one set by Set initiative — is this fight's.

    Kept in the encounter, not read back from the log: End combat counts the fight
    (``turn.fights_ended``) and those commands stamp each combatant they give an initiative
    with the count (:attr:`~.model.Combatant.initiative_fight`)."""
    fights = encounter.turn.fights_ended
    return {c.id for c in encounter.combatants if c.initiative is not None and c.initiative_fight < fights}


def initiative_places(encounter: Encounter, values: Mapping[str, int]) -> dict[str, tuple[int, bool]]:
    """D1: each combatant's place in the turn order ``values`` give (1 = first), and whether a
    roll-off still decides it (the tied share the place)."""
    entries = _entries(encounter, {cid: v for cid, v in values.items() if encounter.has(cid)})
    places: dict[str, tuple[int, bool]] = {}
    place = 1
    for group in ranked_groups(entries):
        for key in group:
            places[key] = (place, len(group) > 1)
        place += len(group)
    return places


def _initiatives(encounter: Encounter, naturals: Mapping[str, int],
                 typed: Mapping[str, int] | None = None) -> dict[str, int]:
    formula = encounter.settings.initiative_formula
    values: dict[str, int] = {}
    for c in encounter.combatants:
        if not c.in_combat:
            continue
        if typed and c.id in typed:
            values[c.id] = typed[c.id]
        elif c.id in naturals:
            values[c.id] = rolled_initiative(c, naturals[c.id], formula)
        elif c.initiative is not None:
            values[c.id] = c.initiative
    groups: dict[str, list[str]] = {}
    for cid, leader in group_leaders(encounter.combatants).items():
        groups.setdefault(leader, []).append(cid)
    for leader, members in groups.items():  # issue 29: a group rolls once; all take its value
        value = values.get(leader, next((values[m] for m in members if m in values), None))
        if value is not None and len(members) > 1:
            values.update(dict.fromkeys(members, value))
    return values


def acting_group(builder_or_encounter: PatchBuilder | Encounter, combatant_id: str) -> list[str]:
    """Group initiative (issue 29): ``combatant_id`` and the members of its group that stand right
    after it in the order (in combat): they act together. Alone without a group."""
    lookup = builder_or_encounter.current if isinstance(builder_or_encounter, PatchBuilder) \
        else builder_or_encounter.combatant
    return derived.acting_run(builder_or_encounter.ids(), lookup, combatant_id)


def _eligible(c: Combatant, skip_defeated: bool) -> bool:
    """It gets a turn: in combat, not delaying (issue 29), and not defeated with "skip defeated" on."""
    return c.in_combat and c.holding is not Holding.DELAY and not (skip_defeated and derived.is_defeated(c))


class DyingCheckPrompt(Record, frozen=True, tag_field="kind", tag="dying_check"):
    """B5: a turn start asks for the combatant's dying check; ``automatic_failure``: it has no
    constitution, so the check fails without a roll (B9)."""

    combatant: str
    automatic_failure: bool = False

    @property
    def kind(self) -> str:
        """The check's purpose code (the record's tag)."""
        return "dying_check"


class RecoveryCheckPrompt(Record, frozen=True, tag_field="kind", tag="recovery_check"):
    """B8: a turn start asks for ``due`` natural recovery checks of the combatant's ``state``."""

    combatant: str
    state: DamageState
    due: Count

    @property
    def kind(self) -> str:
        """The check's purpose code (the record's tag)."""
        return "recovery_check"


class SaveEndsPrompt(Record, frozen=True, tag_field="kind", tag="save_ends"):
    """D3: the end of the combatant's turn asks for its check against its ``condition`` (the
    condition's id; ``name`` as it was then), which ends it on a success (save ends)."""

    combatant: str
    condition: str
    name: str

    @property
    def kind(self) -> str:
        """The check's purpose code (the record's tag)."""
        return "save_ends"


# What a turn start asks the GM for (the turn record's ``prompts``; a skipped one is logged as
# ``prompt_skipped`` with the prompt as its record). The saves of the turn that just ended come first.
Prompt = DyingCheckPrompt | RecoveryCheckPrompt | SaveEndsPrompt


class ConditionEnded(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A condition that ran out as the turn changed: on ``combatant`` (named ``combatant_name``
    then), the condition's id and name."""

    combatant: str
    combatant_name: str
    condition: str
    name: str


class TurnRecord(Record, frozen=True, omit_defaults=True):
    """D2: round ``round`` of the clock's ``clock``, ``current``'s turn starts (or its place passes,
    ``skipped``): the checks it asks for, the conditions that ended, whether its hit penalties
    were reset (A16) and its temporary hit points ended, and its B5 limit."""

    round: int
    current: str
    clock: int
    prompts: tuple[Prompt, ...]
    expired: tuple[ConditionEnded, ...]
    reset_hit_penalties: bool
    temp_hp_ended: bool
    turn_limit: TurnLimit | None = None
    skipped: bool = False
    ready_lapsed: bool = False  # its readied action was not taken this round (issue 29)


class _TurnStart(NamedTuple):
    """What happened as a turn started (the turn record without its place and limit)."""

    prompts: tuple[Prompt, ...]
    expired: tuple[ConditionEnded, ...]
    reset_hit_penalties: bool
    temp_hp_ended: bool
    ready_lapsed: bool = False


def _expired(builder: PatchBuilder, ticks: list[ConditionTick]) -> tuple[ConditionEnded, ...]:
    """The conditions that ended, for the turn's log record."""
    return tuple(ConditionEnded(combatant=t.combatant, combatant_name=builder.current(t.combatant).name,
                                condition=t.condition.id, name=t.condition.name) for t in ticks if t.expired)


def _skipped(builder: PatchBuilder, c: Combatant) -> bool:
    """Skipped by "skip defeated": in combat, defeated; its place passes without a turn (D2)."""
    return c.in_combat and builder.settings.skip_defeated and derived.is_defeated(c)


def _begin_turn(builder: PatchBuilder, combatant_id: str) -> _TurnStart:
    """D2: what happens as a combatant's turn starts; returns the prompts and expiries."""
    c = builder.current(combatant_id)
    clock = builder.turn.clock
    changes: dict[str, Any] = {}
    if c.hit_penalties:
        changes["hit_penalties"] = 0  # A16
    if c.temp_hp_until is not None and clock >= c.temp_hp_until:
        changes["temp_hp"] = 0
        changes["temp_hp_until"] = None
    if c.holding is Holding.READY:
        changes["holding"] = None  # a ready lasts this round only (turn_holds' ruling)
        changes["held_round"] = 0
    if changes:
        builder.update(combatant_id, **changes)
    expired = _expired(builder, tick_conditions(builder, combatant_id, Expiry.TURN_START))
    prompts: list[Prompt] = []
    c = builder.current(combatant_id)
    track = derived.wound_track(c)
    if track.dying:
        prompts.append(DyingCheckPrompt(combatant=c.id, automatic_failure=c.constitution is None))
    due = {} if track.dead else recovery_checks_due(
        {e.state: e.began for e in c.states if e.began <= clock}, now=clock,
        periods_used={e.state: e.periods_used for e in c.states}, has_constitution=c.constitution is not None)
    for state, count in due.items():
        if count:
            prompts.append(RecoveryCheckPrompt(combatant=c.id, state=state, due=count))
    return _TurnStart(tuple(prompts), expired, reset_hit_penalties="hit_penalties" in changes,
                      temp_hp_ended="temp_hp" in changes, ready_lapsed="holding" in changes)


def _turn_entry(builder: PatchBuilder, combatant_id: str, start: _TurnStart, *, skipped: bool = False) -> None:
    c = builder.current(combatant_id)
    turn = builder.turn
    limit = None if skipped else turn_limit(c)  # B5: disabled or dazed (a skipped turn has no actions)
    record = TurnRecord(round=turn.round, current=combatant_id, clock=turn.clock, prompts=start.prompts,
                        expired=start.expired, reset_hit_penalties=start.reset_hit_penalties,
                        temp_hp_ended=start.temp_hp_ended, turn_limit=limit, skipped=skipped,
                        ready_lapsed=start.ready_lapsed)
    rule_ids = ["A16", "D2"] + (["B5"] if any(isinstance(p, DyingCheckPrompt) for p in start.prompts) else []) \
        + (["B8"] if any(isinstance(p, RecoveryCheckPrompt) for p in start.prompts) else []) \
        + (["B5"] if limit else []) + (["D3"] if any(isinstance(p, SaveEndsPrompt) for p in start.prompts) else [])
    builder.log("turn", actor=combatant_id, record=record, rule_ids=rule_ids, public=not c.hidden)


class RolledInitiative(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """D1: an initiative rolled as combat started: the ``die``'s natural plus the modifier."""

    combatant: str
    natural: int
    die: int
    modifier: int
    initiative: int


class StartCombatRecord(Record, frozen=True, omit_defaults=True):
    """D1: the turn order (the rules core's :class:`~gmtracker.rules.initiative.TurnOrder`, field by
    field: the keys in order, each entry, the ties and how each was broken, the roll-offs), the
    initiatives rolled for it, and the combatants whose initiative the GM typed (None: none typed)."""

    keys: tuple[str, ...]
    entries: tuple[InitiativeEntry, ...]
    ties: tuple[TieBreak, ...]
    roll_offs: tuple[RollOff, ...]
    rule_ids: tuple[str, ...]
    rolled: tuple[RolledInitiative, ...] = ()
    typed: tuple[str, ...] | None = None


class StartCombat(DiceCommand):
    """D1: set the initiatives rolled for those without one, sort the order, round 1 begins.

    ``naturals`` maps combatant ids to initiative naturals (d20 or d100 by the
    encounter's formula) for those without an initiative; ``roll_offs`` the roll-off
    naturals of unbroken ties (see :func:`pending_initiative_roll_offs`). The dice
    protocol asks for them in stages: one initiative die per combatant in combat without
    an initiative, then a roll-off die for each combatant still tied, round after round.
    """

    kind = "start_combat"

    def __init__(self, naturals: Mapping[str, int] | None = None,
                 roll_offs: Mapping[str, Sequence[int]] | None = None,
                 typed: Mapping[str, int] | None = None) -> None:
        """``typed``: initiatives the GM typed (D1: "the GM may type any value"), set as they
        are; they take the place of a natural and of an initiative set before."""
        super().__init__()
        self.naturals = dict(naturals or {})
        self.roll_offs = {k: list(v) for k, v in (roll_offs or {}).items()}
        self.typed = dict(typed or {})

    def dice_needed(self, encounter: Encounter) -> tuple[DieNeed, ...]:
        """D1: the initiative dice still missing (one per combatant in combat without an initiative);
        once all are in, a roll-off die for each combatant of a tie still unbroken (C7 ruling: ties
        roll again). ``index`` is the roll-off round, from 0."""
        if encounter.turn.started:
            return ()
        die = initiative_die(encounter.settings.initiative_formula)
        missing = [cid for cid in needs_initiative(encounter) if cid not in self.naturals and cid not in self.typed]
        if missing:
            return tuple(DieNeed(die, "initiative", cid) for cid in missing)
        try:
            pending = pending_initiative_roll_offs(encounter, self.naturals, self.roll_offs, self.typed)
        except RulesError as error:
            raise ActionError.from_rules(error) from error
        return tuple(DieNeed(die, "roll_off", key, index=tie.round - 1) for tie in pending for key in tie.missing)

    def with_dice(self, needs: Sequence[DieNeed], naturals: Sequence[int]) -> StartCombat:
        initiative = dict(self.naturals)
        roll_offs = {key: list(values) for key, values in self.roll_offs.items()}
        for need, value in label_naturals(needs, naturals):
            if need.purpose == "initiative" and need.combatant is not None and need.combatant not in initiative:
                initiative[need.combatant] = value
            elif (need.purpose == "roll_off" and need.combatant is not None
                  and len(roll_offs.get(need.combatant, [])) == need.index):
                roll_offs.setdefault(need.combatant, []).append(value)
            else:
                raise ActionError(QT_TRANSLATE_NOOP("Refusal", "starting combat takes no such die: {purpose}"),
                                  purpose=purpose_term(need.purpose))
        return StartCombat(initiative, roll_offs, self.typed)

    def build(self, encounter: Encounter) -> Patch:
        if encounter.turn.started:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "combat has already started"))
        builder = PatchBuilder(encounter)
        formula = encounter.settings.initiative_formula
        die = initiative_die(formula)
        for cid, natural in self.naturals.items():
            if not 1 <= natural <= die:
                raise ActionError(
                    QT_TRANSLATE_NOOP("Refusal", "the initiative die is a d{die}: {natural} is not between 1 and {die}"),
                    die=die, natural=natural)
        for cid in self.typed:
            if not encounter.has(cid):
                raise ActionError(QT_TRANSLATE_NOOP("Refusal", "no combatant has the id {id}"), id=cid)
        initiatives = _initiatives(encounter, self.naturals, self.typed)
        missing = [encounter.combatant(cid).name for cid in needs_initiative(encounter) if cid not in initiatives]
        if missing:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "initiative missing for {names}"), names=tuple(missing))
        if not initiatives:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "nobody is in combat"))
        try:
            order = turn_order(_entries(encounter, initiatives), self.roll_offs, sides=die)
        except MoreDiceNeeded as error:
            raise ActionError(QT_TRANSLATE_NOOP(
                "Refusal", "ties need a roll-off first: a roll-off is still tied: more dice are needed ({needs})"),
                needs=Clauses(tuple(Message(QT_TRANSLATE_NOOP("Refusal", "{keys} for round {round}"),
                                            {"keys": tuple(p.missing), "round": p.round}) for p in error.pending)),
            ) from error
        for cid, value in initiatives.items():
            if encounter.combatant(cid).initiative != value:
                builder.update(cid, initiative=value)
        rest = [cid for cid in encounter.ids() if cid not in initiatives]
        leaders = group_leaders(encounter.combatants)
        keys = [cid for key in order.keys for cid in encounter.ids()
                if cid in initiatives and leaders.get(cid) == key]  # a group's members right after its leader
        builder.reorder(keys + rest)
        skip = encounter.settings.skip_defeated
        for c in encounter.combatants:
            if c.holding is not None:  # a held turn is a fight's own (issue 29)
                builder.update(c.id, holding=None, held_round=0)
        first = next((cid for cid in keys if _eligible(builder.current(cid), skip)), None)
        if first is None:
            raise ActionError(
                QT_TRANSLATE_NOOP("Refusal", "nobody can act: everyone in combat is defeated or out of combat"))
        builder.set_turn(msgspec.structs.replace(encounter.turn, started=True, round=1, current=first))
        rolled = tuple(RolledInitiative(combatant=cid, natural=natural, die=die,
                                        modifier=initiative_modifier(encounter.combatant(cid), formula),
                                        initiative=initiatives[cid])
                       for cid, natural in self.naturals.items()
                       if cid in initiatives and cid not in self.typed and leaders.get(cid) == cid)
        typed = tuple(sorted(cid for cid in self.typed if cid in initiatives)) if self.typed else None
        record = StartCombatRecord(keys=order.keys, entries=order.entries, ties=order.ties, roll_offs=order.roll_offs,
                                   rule_ids=order.rule_ids, rolled=rolled, typed=typed)
        builder.log("start_combat", record=record, rule_ids=list(order.rule_ids), public=True)
        for cid in keys[:keys.index(first)]:
            if _skipped(builder, builder.current(cid)):
                _pass_skipped(builder, cid)
        builder.set_turn(msgspec.structs.replace(builder.turn, current=first))
        _turn_entry(builder, first, _begin_turn(builder, first))
        _begin_group(builder, first)
        return builder.build()


def _pass_skipped(builder: PatchBuilder, combatant_id: str) -> None:
    """D2: a skipped combatant's place passes: its turn starts and ends at once, logged.

    The builder's turn is set to that place (the round and clock it passes in) first.
    """
    builder.set_turn(msgspec.structs.replace(builder.turn, current=combatant_id))
    start = _begin_turn(builder, combatant_id)
    start = start._replace(
        expired=start.expired + _expired(builder, tick_conditions(builder, combatant_id, Expiry.TURN_END)))
    start = start._replace(prompts=start.prompts + _save_prompts(builder, combatant_id))
    _turn_entry(builder, combatant_id, start, skipped=True)


def _save_prompts(builder: PatchBuilder, combatant_id: str) -> tuple[SaveEndsPrompt, ...]:
    """D3: the saves the end of ``combatant_id``'s turn asks for, one per condition that ends on a
    check (after those that ran out). **Ruling:** the dead make none (as B8: they do not recover)."""
    c = builder.current(combatant_id)
    if derived.is_dead(c):
        return ()
    return tuple(SaveEndsPrompt(combatant=c.id, condition=cond.id, name=cond.name)
                 for cond in c.conditions if cond.save is not None)


def _passed(builder: PatchBuilder, after: str | None, until: str, exclude: frozenset[str]) -> list[tuple[str, bool]]:
    """The skipped combatants whose places lie between ``after`` and ``until`` (going forward),
    each with whether the round has wrapped at its place."""
    ids = builder.ids()
    start = ids.index(after) if after in ids else -1
    passed: list[tuple[str, bool]] = []
    for distance in range(1, len(ids) + 1):
        position = start + distance
        cid = ids[position % len(ids)]
        if cid == until:
            break
        if cid not in exclude and _skipped(builder, builder.current(cid)):
            passed.append((cid, position >= len(ids)))
    return passed


def _next_current(builder: PatchBuilder, after: str | None, *, backwards: bool = False,
                  exclude: frozenset[str] = frozenset()) -> tuple[str, bool]:
    """The next eligible combatant after ``after`` (and whether the round wrapped);
    ``exclude``: combatants about to leave, who cannot take the turn."""
    ids = builder.ids()
    skip = builder.settings.skip_defeated
    if not ids:
        raise ActionError(QT_TRANSLATE_NOOP("Refusal", "nobody is in the encounter"))
    start = ids.index(after) if after in ids else (-1 if not backwards else len(ids))
    step = -1 if backwards else 1
    for distance in range(1, len(ids) + 1):
        position = start + step * distance
        wrapped = position >= len(ids) or position < 0
        cid = ids[position % len(ids)]
        if cid not in exclude and _eligible(builder.current(cid), skip):
            return cid, wrapped
    raise ActionError(QT_TRANSLATE_NOOP("Refusal", "nobody can act: everyone in combat is defeated or out of combat"))


def pass_turn(builder: PatchBuilder, after: str | None, *, ending: str | None = None,
              exclude: frozenset[str] = frozenset(), duties: bool = True) -> None:
    """Give the turn to the next eligible combatant after ``after`` (D2).

    ``ending`` is the combatant whose turn ends now (its end-of-turn conditions tick);
    a wrap past the last combatant starts a new round and advances the clock (B12); the
    places of skipped combatants on the way pass with their turn-start duties (D2, see the
    module docstring); the new combatant's turn starts with its effects and prompts, logged.
    """
    turn = builder.turn
    ended: tuple[ConditionEnded, ...] = ()
    saves: tuple[SaveEndsPrompt, ...] = ()
    if ending is not None and builder.encounter.has(ending):
        for member in acting_group(builder, ending):  # issue 29: a group's turns end together
            end_turn(builder, member)  # B5: a disabled combatant's standard action
            ended += _expired(builder, tick_conditions(builder, member, Expiry.TURN_END))
            saves += _save_prompts(builder, member)  # D3: save ends, at the end of the bearer's turn
    if after is not None and builder.encounter.has(after) and after not in exclude:
        after = acting_group(builder, after)[-1]  # the turn goes on after the whole group
    nxt, wrapped = _next_current(builder, after, exclude=exclude)
    step = 1 if wrapped else 0
    for cid, past_wrap in _passed(builder, after, nxt, exclude):
        step_here = 1 if past_wrap else 0
        builder.set_turn(msgspec.structs.replace(turn, round=turn.round + step_here, clock=turn.clock + step_here))
        _pass_skipped(builder, cid)
    builder.set_turn(msgspec.structs.replace(turn, current=nxt, round=turn.round + step, clock=turn.clock + step))
    # ``duties`` False: its turn began already this round (a delayer coming back, turn_holds)
    start = _begin_turn(builder, nxt) if duties else _TurnStart((), (), False, False)
    _turn_entry(builder, nxt, start._replace(expired=ended + start.expired, prompts=saves + start.prompts))
    _begin_group(builder, nxt)


def _run_start(builder: PatchBuilder, combatant_id: str) -> str:
    """The first member of the acting group ``combatant_id`` stands in (itself without a group)."""
    return derived.group_run(builder.ids(), builder.current, combatant_id)[0]


def _begin_group(builder: PatchBuilder, leader: str) -> None:
    """Issue 29: the rest of ``leader``'s group starts its turns with it (each its own D2 duties and
    turn entry; a defeated member's place passes as D2 says); whose turn it is stays ``leader``."""
    skip = builder.settings.skip_defeated
    for member in acting_group(builder, leader)[1:]:
        builder.set_turn(msgspec.structs.replace(builder.turn, current=member))
        c = builder.current(member)
        if _eligible(c, skip):
            _turn_entry(builder, member, _begin_turn(builder, member))
        elif _skipped(builder, c):  # D2: its place passes; its turn ends with the group's
            _turn_entry(builder, member, _begin_turn(builder, member), skipped=True)
    builder.set_turn(msgspec.structs.replace(builder.turn, current=leader))


class NextTurn(Command):
    """End the current turn and start the next eligible combatant's (a new round after the last)."""

    kind = "next_turn"

    def build(self, encounter: Encounter) -> Patch:
        turn = encounter.turn
        if not turn.started:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "start combat first"))
        builder = PatchBuilder(encounter)
        pass_turn(builder, turn.current, ending=turn.current)
        return builder.build()


class PreviousTurn(Command):
    """Move the turn marker back to the previous eligible combatant (no turn-start effects)."""

    kind = "previous_turn"

    def build(self, encounter: Encounter) -> Patch:
        turn = encounter.turn
        if not turn.started:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "start combat first"))
        builder = PatchBuilder(encounter)
        start = _run_start(builder, turn.current) if turn.current is not None else None
        previous, wrapped = _next_current(builder, start, backwards=True)
        previous = _run_start(builder, previous)  # a group's turn is its first member's (issue 29)
        if wrapped and turn.round <= 1:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "this is the first turn of the combat"))
        builder.set_turn(msgspec.structs.replace(
            turn, current=previous, round=turn.round - (1 if wrapped else 0),
            clock=max(0, turn.clock - (1 if wrapped else 0))))
        c = builder.current(previous)
        builder.log("previous_turn", actor=previous,
                    rule_ids=["D2"], public=not c.hidden)
        return builder.build()


def _previous_turn_line(p: Pieces, _record: None) -> str:
    return fill(p.translate("LogLine", "back to round %1: %2's turn"), p.entry.round, p.actor())


class Delay(Command):
    """Move a combatant later in the order, after ``after_id``; if it was acting, the next one acts."""

    kind = "delay"

    def __init__(self, combatant_id: str, after_id: str) -> None:
        super().__init__()
        self.combatant_id = combatant_id
        self.after_id = after_id

    def build(self, encounter: Encounter) -> Patch:
        ids = encounter.ids()
        turn = encounter.turn
        acting = turn.started and turn.current == self.combatant_id
        builder = self._moved(encounter)
        if acting:
            # the turn goes to whoever came after the delayer's old place (a wrap is a new round)
            row = ids.index(self.combatant_id)
            before = ids[row - 1] if row > 0 else None
            try:
                pass_turn(builder, before, ending=self.combatant_id, exclude=frozenset({self.combatant_id}))
            except ActionError:
                # nobody else can act: the delayer keeps the turn, and nothing of the turn
                # change (its end-of-turn effects) is kept — only the move in the order
                builder = self._moved(encounter)
        return builder.build()

    def _moved(self, encounter: Encounter) -> PatchBuilder:
        """A builder with the delayer moved after ``after_id`` and the move logged."""
        builder = PatchBuilder(encounter)
        ids = encounter.ids()
        for cid in (self.combatant_id, self.after_id):
            builder.current(cid)
        if ids.index(self.after_id) <= ids.index(self.combatant_id):
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{name} can only delay to later in the order"),
                              name=encounter.combatant(self.combatant_id).name)
        order = [cid for cid in ids if cid != self.combatant_id]
        order.insert(order.index(self.after_id) + 1, self.combatant_id)
        builder.reorder(order)
        c = builder.current(self.combatant_id)
        after = builder.current(self.after_id)
        builder.log("delay", actor=c.id, record=DelayRecord(after=after.id, after_name=after.name), rule_ids=["D1"],
                    public=not c.hidden)
        return builder


class DelayRecord(Record, frozen=True):
    """D1: the combatant (the entry's actor) now acts after ``after`` (named ``after_name`` then)."""

    after: str
    after_name: str = ""


def _delay_line(p: Pieces, r: DelayRecord) -> str:
    after_name = p.names.get(r.after, r.after_name) or p.name(r.after)
    return fill(p.translate("LogLine", "%1 delays until after %2"), p.actor(), after_name)


def _delay_undo(w: CommandWords) -> str:
    return fill(w.translate("CommandText", "Delay: %1"), w.actor("delay"))


class SetInCombat(Command):
    """Remove a combatant from combat (kept in the encounter, skipped by turns), or bring it back."""

    kind = "set_in_combat"

    def __init__(self, combatant_id: str, in_combat: bool) -> None:
        super().__init__()
        self.combatant_id = combatant_id
        self.in_combat = in_combat

    def build(self, encounter: Encounter) -> Patch:
        builder = PatchBuilder(encounter)
        c = builder.update(self.combatant_id, in_combat=self.in_combat)
        builder.log("set_in_combat", actor=c.id, record=InCombatRecord(in_combat=self.in_combat), public=not c.hidden)
        turn = encounter.turn
        if not self.in_combat and turn.started and turn.current == c.id:
            pass_turn(builder, c.id)
        return builder.build()


class EndCombat(Command):
    """End the combat: no current turn; hit-penalty counters reset. The clock keeps its time;
    the initiatives stay, counted as left from this fight (D1, :func:`stale_initiatives`)."""

    kind = "end_combat"

    def build(self, encounter: Encounter) -> Patch:
        if not encounter.turn.started:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "combat has not started"))
        builder = PatchBuilder(encounter)
        for c in encounter.combatants:
            if c.hit_penalties or c.falls_at_turn_end or c.holding is not None:
                # A16; B5's mark and a held turn (issue 29) go with the fight's turns
                builder.update(c.id, hit_penalties=0, falls_at_turn_end=False, holding=None, held_round=0)
        # D1: the fight is counted; the initiatives given before it are now stale (stale_initiatives)
        builder.set_turn(msgspec.structs.replace(encounter.turn, started=False, round=0, current=None,
                                                 fights_ended=encounter.turn.fights_ended + 1))
        builder.log("end_combat", record=EndCombatRecord(rounds=encounter.turn.round), rule_ids=["D2"])
        return builder.build()


class InCombatRecord(Record, frozen=True):
    """The combatant (the entry's actor) leaves combat (False) or rejoins it (True)."""

    in_combat: bool


def _in_combat_line(p: Pieces, r: InCombatRecord) -> str:
    if r.in_combat:
        return fill(p.translate("LogLine", "%1 rejoins combat"), p.actor())
    return fill(p.translate("LogLine", "%1 leaves combat"), p.actor())


def _in_combat_undo(w: CommandWords) -> str:
    entry = w.entry("set_in_combat")
    if entry is None or entry.actor is None:
        raise LookupError(w.kind)
    name = entry.actor_name or w.name(entry.actor)
    if w.record("set_in_combat").in_combat:
        return fill(w.translate("CommandText", "%1 rejoins combat"), name)
    return fill(w.translate("CommandText", "%1 leaves combat"), name)


class EndCombatRecord(Record, frozen=True):
    """D2: combat ended after ``rounds`` rounds."""

    rounds: Count


def _end_combat_line(p: Pieces, r: EndCombatRecord) -> str:
    return p.plural(LogLine.tr("combat ends after %n round(s)", "", r.rounds))


def _start_combat_line(p: Pieces, r: StartCombatRecord) -> str:
    """``combat starts: Ayla 17, Goblin 15 (d20 13 +2)``: a rolled initiative with its die (D1)."""
    values = {entry.key: entry.initiative for entry in r.entries}
    rolled = {roll.combatant: roll for roll in r.rolled}
    parts = []
    for key in r.keys:
        roll = rolled.get(key)
        if roll is None:
            parts.append(fill(p.translate("LogLine", "%1 %2"), p.name(key), values.get(key, "—")))
            continue
        dice = p.dice([roll.natural], roll.natural, roll.die)
        parts.append(fill(p.translate("LogLine", "%1 %2 (%3 %4)"), p.name(key), values.get(key, "—"), dice,
                          ascii_signed(roll.modifier)))
    return fill(p.translate("LogLine", "combat starts: %1"), p.words.list_of(parts))


def _start_combat_undo(w: CommandWords) -> str:
    return w.translate("CommandText", "Start combat")


def _turn_line(p: Pieces, r: TurnRecord) -> str:
    """``round 1: Lin's turn; dying check (B5); Blessed ends on Ayla``: the turn, what it asks for,
    what ran out, its B5 limit."""
    template = (p.translate("LogLine", "round %1: %2's turn is skipped (defeated)") if r.skipped
                else p.translate("LogLine", "round %1: %2's turn"))
    parts = [fill(template, r.round, p.actor())]
    for prompt in r.prompts:
        if isinstance(prompt, DyingCheckPrompt):
            if prompt.automatic_failure:
                parts.append(p.translate("LogLine", "dying check (B5) fails: no constitution (B9)"))
            else:
                parts.append(p.translate("LogLine", "dying check (B5)"))
        elif isinstance(prompt, SaveEndsPrompt):
            #: A save due at the end of a turn (D3): %1 the bearer, %2 its condition.
            parts.append(fill(p.translate("LogLine", "%1: save against %2 (D3)"), p.name(prompt.combatant),
                              prompt.name))
        else:
            template = p.plural(LogLine.tr("%n recovery check(s) for %1 (B8)", "", prompt.due))
            parts.append(fill(template, p.state(prompt.state)))
    for expiry in r.expired:
        holder = p.names.get(expiry.combatant, expiry.combatant_name)
        parts.append(fill(p.translate("LogLine", "%1 ends on %2"), expiry.name, holder))
    if r.turn_limit is not None:
        parts.append(turn_limit_line(r.turn_limit, p.translate))
    if r.ready_lapsed:
        parts.append(fill(p.translate("LogLine", "%1's readied action lapses"), p.actor()))
    return p.words.clauses(parts)


LOG_KINDS = (
    LogKind("start_combat", StartCombatRecord, _start_combat_line, undo=_start_combat_undo,
            fields={"rolled": QT_TRANSLATE_NOOP("RollLogText", "rolled"),
                    #: Breakdown pane: the combatants whose initiative the GM typed as combat started (D1)
                    "typed": QT_TRANSLATE_NOOP("RollLogText", "initiative typed by the GM")},
            sample=StartCombatRecord(
                keys=("ayla", "gob"), entries=(InitiativeEntry("ayla", 17, 3, True), InitiativeEntry("gob", 15, 2)),
                ties=(), roll_offs=(), rule_ids=("D1",),
                rolled=(RolledInitiative(combatant="gob", natural=13, die=20, modifier=2, initiative=15),))),
    LogKind("turn", TurnRecord, _turn_line,
            sample=TurnRecord(
                round=2, current="lin", clock=1,
                prompts=(DyingCheckPrompt(combatant="lin"),
                         RecoveryCheckPrompt(combatant="lin", state=DamageState.SERIOUSLY_WOUNDED, due=1)),
                expired=(ConditionEnded(combatant="ayla", combatant_name="Ayla", condition="中毒", name="中毒"),),
                reset_hit_penalties=True, temp_hp_ended=False,
                turn_limit=TurnLimit(actions=ActionLimit.MOVE_OR_STANDARD, states=(DamageState.DISABLED,),
                                     unconscious_after_standard_action=True))),
    LogKind("previous_turn", None, _previous_turn_line),
    LogKind("delay", DelayRecord, _delay_line, undo=_delay_undo, sample=DelayRecord(after="gob", after_name="Goblin")),
    LogKind("set_in_combat", InCombatRecord, _in_combat_line, undo=_in_combat_undo,
            sample=InCombatRecord(in_combat=False)),
    LogKind("end_combat", EndCombatRecord, _end_combat_line, sample=EndCombatRecord(rounds=3)),
)

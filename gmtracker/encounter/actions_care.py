"""Healing (B7) and temporary hit points (B3, B7) as commands; helpers shared by the care actions.

* :class:`HealCommand` — a healing bonus (healing dice converted by B2) spent either on
  the wound or bruise count (use 1) or on one recovery check of a chosen damage state
  (use 2, always rolled).
* :class:`TempHpCommand` — set or replace a combatant's temporary hit points, with an
  optional duration on the encounter clock (B3: they raise the damage DC by half).

The dying check and the natural recovery check are in :mod:`.actions_recovery`; rest and
the passing of time in :mod:`.actions_rest`. Those modules share the helpers here: a
combatant's wound track written back to its ``states`` list (keeping each state's
``began`` and ``periods_used``), the recovery checks due now, the rest carried over from
the last rest (D2), the realistic-mode
modifier (B10), and whether a log entry is public (a hidden combatant's is not).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from fractions import Fraction
from typing import TYPE_CHECKING, Union, cast

import msgspec

from gmtracker.rules.damage import DamageBonus, DiceBonus, temp_hp_dc_bonus
from gmtracker.rules.errors import RulesError
from gmtracker.rules.recovery import (
    BRUISES_PER_HEALING_POINT,
    HEALING_POINTS_PER_WOUND,
    RECOVERY_DC,
    RECOVERY_PERIOD_ROUNDS,
    RecoveryMode,
    recovery_odds,
)
from gmtracker.rules.states import constitution_modifier, parse_count, realistic_modifier
from gmtracker.rules.wound_codes import CountKind, DamageState, parse_state
from gmtracker.rules.wounds import (
    HealingResult,
    RecoveryCheck,
    RecoverySource,
    heal_count,
    healing_bonus,
    recovery_check,
    recovery_checks_due,
)

from .action_support import label_naturals, rules_errors
from .command import ActionError, PatchBuilder
from .derived import damage_dc, wound_track
from .dice_needs import DieNeed
from .dice_protocol import DiceCommand
from .effects import recover, set_track
from .encounter import Encounter
from .log_kind import Count, LogKind, Record
from .log_render.outcomes import OutcomeKind
from .log_render.translating import LogLine, fill, spaced
from .model import Combatant, Settings
from .patch import Patch
from .refusal import QT_TRANSLATE_NOOP, state_term

if TYPE_CHECKING:
    from .log_render.commands import CommandWords
    from .log_render.pieces import Pieces

# -- helpers shared by the care actions ----------------------------------------------


def is_public(*combatants: Combatant | None) -> bool:
    """A log entry is public unless it involves a hidden combatant."""
    return not any(c is not None and c.hidden for c in combatants)


def as_state(state: DamageState | str) -> DamageState:
    """A damage state code, or :class:`ActionError` naming the known codes."""
    try:
        return parse_state(state)
    except RulesError as error:
        raise ActionError.from_rules(error) from None


def checks_due(combatant: Combatant, now: int) -> dict[DamageState, int]:
    """B8/B9/B12: natural recovery checks due now, per state (only states with some due).

    None for the dead (they do not recover) or without constitution (B9). A state whose
    entry says it began after ``now`` (a hand-edited file) has none due yet.
    """
    if combatant.constitution is None or combatant.has_state(DamageState.DEAD):
        return {}
    began: dict[DamageState | str, int] = {}
    used: dict[DamageState | str, int] = {}
    for entry in combatant.states:
        if entry.state in RECOVERY_PERIOD_ROUNDS and entry.state not in began and entry.began <= now:
            began[entry.state] = entry.began
            used[entry.state] = entry.periods_used
    due = recovery_checks_due(began, now=now, periods_used=used)
    return {state: count for state, count in due.items() if count > 0}


def carried_rest(combatant: Combatant, clock: int) -> tuple[int, int]:
    """D2 ruling: the rest (rounds) a rest starting at ``clock`` carries on towards the next wound and bruise.

    Nothing unless the combatant's last rest ended at ``clock`` and left the counts as they are.
    """
    last = combatant.rest
    if last is None or last.until != clock:
        return 0, 0
    return (last.wound_rounds if last.wounds == combatant.wounds else 0,
            last.bruise_rounds if last.bruises == combatant.bruises else 0)


def rested_until_now(combatant: Combatant, clock: int) -> bool:
    """B8: the combatant's last rest reached ``clock``, so the periods just passed were spent resting."""
    return combatant.rest is not None and combatant.rest.until == clock


def realistic_of(combatant: Combatant, settings: Settings) -> int:
    """B10: the realistic-mode modifier (≤ 0) on this combatant's d20 checks now.

    Recovery and dying checks are d20 checks (and not wealth checks), so they take it.
    """
    return realistic_modifier(wound_track(combatant), realistic=settings.realistic)


def recovery_bonus(combatant: Combatant, settings: Settings, *, source: RecoverySource = RecoverySource.NATURAL,
                   healing: int = 0) -> int:
    """B8 (B7, B10): the bonus of a recovery check — the constitution modifier for a natural one
    (0 without constitution, B9: no natural recovery), the healing bonus ``healing`` for one paid
    by healing — plus the realistic-mode modifier. The dialogs show it; the commands use the same."""
    if source is RecoverySource.HEALING:
        base = healing
    else:
        base = constitution_modifier(combatant.constitution) if combatant.constitution is not None else 0
    return base + realistic_of(combatant, settings)


# -- healing (B7) ----------------------------------------------------------------------


class CountLock(str, Enum):
    """Why healing (B7 use 1) cannot lower a count now."""

    LOCKED = "locked"  # B5: seriously wounded (wounds) / seriously bruised (bruises)
    EMPTY = "empty"  # the count is 0: the points would all be lost


def count_locks(combatant: Combatant) -> dict[CountKind, CountLock]:
    """B5/B7: the counts healing cannot lower on ``combatant`` now, and why (the others can be).

    :meth:`HealCommand.build` refuses exactly these."""
    track = wound_track(combatant)
    locks: dict[CountKind, CountLock] = {}
    for kind, count, locked in ((CountKind.WOUNDS, track.wounds, track.wounds_locked),
                                (CountKind.BRUISES, track.bruises, track.bruises_locked)):
        if locked:
            locks[kind] = CountLock.LOCKED
        elif not count:
            locks[kind] = CountLock.EMPTY
    return locks


class HealCommand(DiceCommand):
    """B7: spend a healing bonus on a count (use 1) or on one state's recovery check (use 2).

    ``healing`` is the healing dice expression (``"1d8+1"``), converted to a healing
    bonus by B2 (``1d8+1`` → 4); no die is rolled for it. Give exactly one of ``count``
    (``"wounds"``: 1 per 2 points; ``"bruises"``: 5 per point; the remainder is lost) or
    ``state`` (a recovery check with the healing bonus, always rolled: ``natural`` is its
    d20; success ends the state). Lowering the wound count is refused while seriously
    wounded, the bruise count while seriously bruised (B5), and either when it is
    already 0 (nothing to heal: the points would all be lost). In realistic mode (B10) a
    seriously wounded target's recovery check takes minus its wound count.

    Logs one ``"heal"`` entry (actor: the healer, target: the patient) with the healing
    bonus breakdown, the B7 result or the B8 recovery check, and rule ids B2, B7 (+B8, B10).
    """

    kind = "heal"
    # B7 use 1: healing points per wound, bruises per healing point (the dialog's labels say them).
    POINTS_PER_WOUND = HEALING_POINTS_PER_WOUND
    BRUISES_PER_POINT = BRUISES_PER_HEALING_POINT

    def __init__(
        self,
        target: str,
        healing: str,
        *,
        healer: str | None = None,
        count: CountKind | str | None = None,
        state: DamageState | str | None = None,
        natural: int | None = None,
    ) -> None:
        super().__init__()
        if (count is None) == (state is None):
            raise ActionError(
                QT_TRANSLATE_NOOP("Refusal",
                                  "healing lowers a count or pays for a recovery check: choose exactly one (B7)"))
        try:
            self.count = None if count is None else parse_count(count)
        except RulesError as error:
            raise ActionError.from_rules(error) from None
        self.state = None if state is None else as_state(state)
        if self.count is not None and natural is not None:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "lowering a count uses no die (B7): leave the natural out"))
        self.target = target
        self.healing = healing
        self.healer = healer
        self.natural = natural

    @property
    def label(self) -> str:
        return f"heal {self.target}"

    def dice_needed(self, encounter: Encounter) -> tuple[DieNeed, ...]:
        """B7: one d20 for a recovery check paid by healing (use 2) until it is given; none for lowering a count."""
        if self.state is None or self.natural is not None:
            return ()
        return (DieNeed(20, "healing_recovery_check", self.target, self.state.value),)

    def with_dice(self, needs: Sequence[DieNeed], naturals: Sequence[int]) -> HealCommand:
        natural = self.natural
        for need, value in label_naturals(needs, naturals):
            if need.purpose != "healing_recovery_check" or need.combatant != self.target or natural is not None:
                raise ActionError(QT_TRANSLATE_NOOP("Refusal", "healing takes at most one d20, its recovery check's (B7)"))
            natural = value
        return HealCommand(self.target, self.healing, healer=self.healer, count=self.count, state=self.state,
                           natural=natural)

    @staticmethod
    def healing_of(healing: str) -> DamageBonus:
        """B2/B7: the healing bonus of the healing dice (``"1d8+1"`` → 4) with its breakdown, as
        :meth:`build` converts them (ActionError for an expression that is not dice)."""
        with rules_errors():
            return healing_bonus(healing)

    @staticmethod
    def locks(encounter: Encounter, target: str) -> dict[CountKind, CountLock]:
        """B5/B7: the counts healing cannot lower on ``target`` now, and why (:func:`count_locks`)."""
        return count_locks(PatchBuilder(encounter).current(target))

    def dc(self, encounter: Encounter) -> int | None:
        """B8: the DC of the recovery check this healing pays for (None for lowering a count)."""
        return None if self.state is None else RECOVERY_DC[self.state]

    def outcome_preview(self, encounter: Encounter) -> HealingResult | None:
        """B7 use 1: what lowering the count does (the rules' result, as :meth:`build` makes it);
        None for a recovery check. ActionError when :meth:`build` would refuse."""
        if self.count is None:
            return None
        self.build(encounter)  # its refusals (dead, locked, nothing to lower) first
        target = PatchBuilder(encounter).current(self.target)
        with rules_errors():
            return heal_count(wound_track(target), healing_bonus(self.healing), count=self.count)

    def recovery_bonus(self, encounter: Encounter) -> int:
        """B7/B8/B10: the recovery check's bonus — the healing bonus plus the realistic-mode modifier."""
        target = PatchBuilder(encounter).current(self.target)
        try:
            bonus = healing_bonus(self.healing).total
        except RulesError as error:
            raise ActionError.from_rules(error) from error
        return recovery_bonus(target, encounter.settings, source=RecoverySource.HEALING, healing=bonus)

    def recovery_result(self, encounter: Encounter) -> RecoveryCheck | None:
        """B7/B8/B10: the recovery check this healing makes with its d20, as :meth:`build` makes it
        (None for lowering a count, or before the d20 is given)."""
        if self.state is None or self.natural is None:
            return None
        target = PatchBuilder(encounter).current(self.target)
        try:
            bonus = healing_bonus(self.healing).total
            return recovery_check(self.state, source=RecoverySource.HEALING, natural=self.natural,
                                  healing_bonus=bonus, modifier=realistic_of(target, encounter.settings))
        except RulesError as error:
            raise ActionError.from_rules(error) from error

    def odds(self, encounter: Encounter) -> dict[bool, Fraction] | None:
        """B7/B8: the chance that the recovery check ends the state (True) or not (False); None for use 1."""
        if self.state is None:
            return None
        success = recovery_odds(self.state, bonus=self.recovery_bonus(encounter))
        return {True: success, False: 1 - success}

    def build(self, encounter: Encounter) -> Patch:
        b = PatchBuilder(encounter)
        target = b.current(self.target)
        healer = b.current(self.healer) if self.healer is not None else None
        healed = heal(b, self.target, self.healing, count=self.count, state=self.state, natural=self.natural)
        record: HealRecord
        if isinstance(healed.result, HealingResult):
            record = HealCountRecord(healer=self.healer, target=self.target, healing=healed.bonus,
                                     result=CountHealed(**msgspec.structs.asdict(healed.result)))
            rule_ids = ["B2", "B7"]
        else:
            record = HealRecoveryRecord(healer=self.healer, target=self.target, healing=healed.bonus,
                                        result=healed.result, realistic_modifier=healed.realistic)
            rule_ids = ["B2", "B7", "B8"] + (["B10"] if healed.realistic else [])
        b.log(self.kind, actor=self.healer, targets=[self.target], record=record, rule_ids=rule_ids,
              public=is_public(target, healer))
        return b.build()


class _HealRecordBase(Record, frozen=True, tag_field="use"):
    """B7: ``healer`` (None: nobody named) heals ``target`` with the healing dice ``healing``
    (their healing bonus, B2); ``use`` says how the bonus is spent (the subclasses)."""

    healer: str | None
    target: str
    healing: DamageBonus


class CountHealed(HealingResult, frozen=True):
    """B7 use 1's result (the rules' record) as a log line says it: the points lost are a ``%n`` count."""

    points_lost: Count


class HealCountRecord(_HealRecordBase, frozen=True, tag="count"):
    """B7 use 1: the healing bonus lowered the wound or bruise count (``result``)."""

    result: CountHealed


class HealRecoveryRecord(_HealRecordBase, frozen=True, tag="recovery"):
    """B7 use 2: the healing bonus paid for one recovery check (B8) with its realistic-mode modifier (B10)."""

    result: RecoveryCheck
    realistic_modifier: int = 0


# A ``heal`` entry's record: its ``"use"`` key tells the two apart.
HealRecord = Union[HealCountRecord, HealRecoveryRecord]


def recovery_verdict(p: Pieces, success: bool, state: str) -> str:
    """B8: a recovery check's verdict, ``success: seriously wounded ends`` or ``failure`` (the outcome words)."""
    if success:
        return p.outcome_words(fill(p.translate("LogLine", "success: %1 ends"), state), OutcomeKind.SUCCESS)
    return p.outcome_words(p.translate("LogLine", "failure"), OutcomeKind.FAILURE)


def _heal_line(p: Pieces, r: HealRecord) -> str:
    target = p.name(r.target)
    if r.healer is not None:
        head = fill(p.translate("LogLine", "%1 heals %2 with %3 (healing bonus %4)"), p.name(r.healer),
                    target, r.healing.damage, r.healing.total)
    else:
        head = fill(p.translate("LogLine", "%1 is healed with %2 (healing bonus %3)"), target, r.healing.damage,
                    r.healing.total)
    if isinstance(r, HealCountRecord):
        result = r.result
        if result.count is CountKind.BRUISES:
            template = p.plural(LogLine.tr("%1: bruise count %2 → %3, %n point(s) lost", "", result.points_lost))
            return fill(template, head, result.before.bruises, result.after.bruises)
        template = p.plural(LogLine.tr("%1: wound count %2 → %3, %n point(s) lost", "", result.points_lost))
        return fill(template, head, result.before.wounds, result.after.wounds)
    check = r.result
    state = p.state(check.state)
    return fill(p.translate("LogLine", "%1: recovery check of %2: d20 %3 %4%5 = %6 vs DC %7, %8"), head, state,
                check.die, spaced(check.bonus), p.extras(r.realistic_modifier, 0), check.total, check.dc,
                recovery_verdict(p, check.success, state))


def _heal_undo(w: CommandWords) -> str:
    return fill(w.translate("CommandText", "Heal %1"), w.target("heal"))


class Healed(msgspec.Struct, frozen=True):
    """What :func:`heal` did: the healing bonus (B2, B7), and the count lowered (use 1: a
    :class:`~gmtracker.rules.wounds.HealingResult`) or the recovery check made (use 2, with
    its realistic-mode modifier, B10)."""

    bonus: DamageBonus
    result: HealingResult | RecoveryCheck
    realistic: int = 0


def heal(builder: PatchBuilder, target_id: str, healing: str, *, count: CountKind | None = None,
         state: DamageState | None = None, natural: int | None = None) -> Healed:
    """B7 as an effect: spend the healing bonus of ``healing`` (dice converted by B2) on the
    target's ``count`` (use 1) or on the recovery check of ``state`` (use 2, with the d20
    ``natural``); :class:`HealCommand` says what each refuses. D2: what changes restarts
    the rest carried over (:func:`~.effects.put_track_change`)."""
    target = builder.current(target_id)
    if target.has_state(DamageState.DEAD):
        raise ActionError(
            QT_TRANSLATE_NOOP("Refusal", "{name} is dead: healing does nothing (B7)"),
            name=target.name)
    if (count is None) == (state is None):
        raise ActionError(
            QT_TRANSLATE_NOOP("Refusal", "healing lowers a count or pays for a recovery check: choose exactly one (B7)"))
    bonus = healing_bonus(healing)
    track = wound_track(target)
    if count is not None:
        _check_count_healable(target, count)
        result = heal_count(track, bonus, count=count)
        set_track(builder, target_id, result.after)
        return Healed(bonus, result)
    assert state is not None
    if not target.has_state(state):
        raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{name} is not {state}: nothing to recover from (B7)"),
                          name=target.name, state=state_term(state.value))
    realistic = realistic_of(target, builder.settings)
    check = recovery_check(state, source=RecoverySource.HEALING, natural=natural,
                           healing_bonus=bonus.total, modifier=realistic)
    recover(builder, target_id, check)
    return Healed(bonus, check, realistic)


def _check_count_healable(target: Combatant, count: CountKind) -> None:
    """B5/B7: refuse lowering a locked count, or one already 0 (:func:`count_locks`)."""
    lock = count_locks(target).get(count)
    wounds = count is CountKind.WOUNDS
    if lock is CountLock.LOCKED and wounds:
        raise ActionError(QT_TRANSLATE_NOOP(
            "Refusal", "{name} is seriously wounded: healing cannot lower the wound count (B5, B7); "
            "spend it on the recovery check of seriously wounded instead"), name=target.name)
    if lock is CountLock.LOCKED:
        raise ActionError(QT_TRANSLATE_NOOP(
            "Refusal", "{name} is seriously bruised: healing cannot lower the bruise count (B5, B7); "
            "spend it on the recovery check of seriously bruised instead"), name=target.name)
    if lock is CountLock.EMPTY and wounds:
        raise ActionError(
            QT_TRANSLATE_NOOP("Refusal", "{name} has no wounds: healing has nothing to lower (B7)"),
            name=target.name)
    if lock is CountLock.EMPTY:
        raise ActionError(
            QT_TRANSLATE_NOOP("Refusal", "{name} has no bruises: healing has nothing to lower (B7)"),
            name=target.name)


# -- temporary hit points (B3, B7) -----------------------------------------------------


class TempHpPreview(msgspec.Struct, frozen=True):
    """B3/B12: what temporary hit points do to their target: its damage DC before and after, and
    the clock round they end on (None: until removed)."""

    damage_dc_before: int
    damage_dc_after: int
    until: int | None


class TempHpGiven(msgspec.Struct, frozen=True):
    """What :func:`set_temp_hp` did: the temporary hit points before (and until when) and
    after, at the clock ``clock``."""

    before: int
    before_until: int | None
    amount: int
    until: int | None
    clock: int


def _check_temp_hp(amount: int, rounds: int | None) -> None:
    if amount < 0:
        raise ActionError(
            QT_TRANSLATE_NOOP("Refusal", "temporary hit points cannot be negative ({amount})"),
            amount=amount)
    if rounds is not None and rounds < 1:
        raise ActionError(
            QT_TRANSLATE_NOOP("Refusal", "temporary hit points last at least one round, not {rounds}"),
            rounds=rounds)


def set_temp_hp(builder: PatchBuilder, target_id: str, amount: int, *, rounds: int | None = None) -> TempHpGiven:
    """B3/B7 as an effect: the target's temporary hit points become ``amount`` (they do not
    stack: new ones replace old; 0 removes them), lasting ``rounds`` rounds on the clock
    (None: until removed). They are not what rest heals (D2: the rest carried over stays)."""
    _check_temp_hp(amount, rounds)
    target = builder.current(target_id)
    clock = builder.turn.clock
    until = None if rounds is None or not amount else clock + rounds
    builder.update(target.id, temp_hp=amount, temp_hp_until=until)
    return TempHpGiven(target.temp_hp, target.temp_hp_until, amount, until, clock)


class TempHpCommand(DiceCommand):
    """B3/B7: set or replace a combatant's temporary hit points (0 removes them).

    ``rounds``: how long they last on the encounter clock (B12: 10 rounds a minute); they
    end when the clock reaches ``clock + rounds`` (``temp_hp_until``). None: until
    removed. While they last the damage DC rises by ``temp_hp // 2`` (B3,
    :func:`.derived.damage_dc`). Temporary hit points do not stack: new ones replace old.

    Logs one ``"temp_hp"`` entry (actor: ``source`` if given) with the values before and
    after and the DC bonus; rule ids B3, B7 (+B12 with a duration).
    """

    kind = "temp_hp"

    def __init__(self, target: str, amount: int, *, rounds: int | None = None, source: str | None = None) -> None:
        super().__init__()
        _check_temp_hp(amount, rounds)
        self.target = target
        self.amount = amount
        self.rounds = rounds if amount else None
        self.source = source

    @property
    def label(self) -> str:
        return f"temporary hit points of {self.target}"

    @staticmethod
    def dc_bonus(amount: int) -> int:
        """B3: what ``amount`` temporary hit points add to the damage DC while they last."""
        return temp_hp_dc_bonus(amount)

    def outcome_preview(self, encounter: Encounter) -> TempHpPreview:
        """B3: the target's damage DC before and after (from this command's own patch) and when
        the temporary hit points end."""
        before = PatchBuilder(encounter).current(self.target)
        after = next((change.after for change in self.build(encounter).combatants
                      if change.id == self.target and change.after is not None), before)
        return TempHpPreview(damage_dc(before), damage_dc(after), after.temp_hp_until)

    def build(self, encounter: Encounter) -> Patch:
        b = PatchBuilder(encounter)
        target = b.current(self.target)
        source = b.current(self.source) if self.source is not None else None
        given = set_temp_hp(b, self.target, self.amount, rounds=self.rounds)
        until = given.until
        record = TempHpRecord(target=self.target, source=self.source, clock=given.clock,
                              before=TempHp(temp_hp=given.before, until=given.before_until),
                              after=TempHp(temp_hp=given.amount, until=until), rounds=self.rounds,
                              damage_dc_bonus=self.dc_bonus(given.amount))
        b.log(self.kind, actor=self.source, targets=[self.target], record=record,
              rule_ids=["B3", "B7"] + (["B12"] if until is not None else []), public=is_public(target, source))
        return b.build()

    def dice_needed(self, encounter: Encounter) -> tuple[DieNeed, ...]:
        """None: the amount is typed (roll it in the dice tray if it is dice). The heal dialog
        offers it beside healing, so it follows the same protocol."""
        return ()

    def with_dice(self, needs: Sequence[DieNeed], naturals: Sequence[int]) -> TempHpCommand:
        if needs or naturals:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "temporary hit points take no die (B3)"))
        return self


class TempHp(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """B3: a combatant's temporary hit points and the clock round they end on (None: until removed)."""

    temp_hp: Count
    until: int | None


class TempHpRecord(Record, frozen=True):
    """B3/B7: ``target``'s temporary hit points ``before`` and ``after`` at the clock round ``clock``,
    given by ``source`` (None: nobody named) for ``rounds`` rounds (None: until removed), and
    what they add to the damage DC (``damage_dc_bonus``)."""

    target: str
    source: str | None
    clock: int
    before: TempHp
    after: TempHp
    rounds: Count | None
    damage_dc_bonus: int


def _temp_hp_line(p: Pieces, r: TempHpRecord) -> str:
    target = p.name(r.target)
    before = r.before.temp_hp
    if r.after.temp_hp:
        lasting = ""
        if r.after.until is not None and r.rounds is not None:
            lasting = fill(p.plural(LogLine.tr(" for %n round(s), until clock round %1", "", r.rounds)),
                           r.after.until)
        replacing = fill(p.translate("LogLine", ", replacing %1"), before) if before else ""
        text = fill(p.plural(LogLine.tr("%1 has %n temporary hit point(s)%2%3 (damage DC +%4)", "", r.after.temp_hp)),
                    target, lasting, replacing, r.damage_dc_bonus)
    else:
        text = fill(p.translate("LogLine", "%1 loses its temporary hit points (%2)"), target, before)
    if r.source is not None:
        text = fill(p.translate("LogLine", "%1: %2"), p.name(r.source), text)
    return text


def _temp_hp_undo(w: CommandWords) -> str:
    return fill(w.translate("CommandText", "Temporary hit points: %1"), w.target("temp_hp"))


# The healing of the samples: 2d8, a healing bonus of 7 (B2).
_SAMPLE_HEALING = DamageBonus(
    damage="2d8", extra=None, flat=0, extra_flat=0,
    dice=(DiceBonus(group="2d8", count=2, sides=8, sign=1, bonus=Fraction(7), multiplied=True),),
    multiplier=1, reduction=0, multiplied_part=Fraction(7), extra_part=Fraction(0), exact=Fraction(7), total=7,
    rule_ids=("B2",))

LOG_KINDS = (
    # msgspec decodes the union by its tag ("use"); a type checker has no type for a union's type object.
    LogKind[HealRecord]("heal", cast("type[HealRecord]", HealRecord), _heal_line, undo=_heal_undo, roll=True,
            sample=HealRecoveryRecord(
                healer="ayla", target="lin", healing=_SAMPLE_HEALING, realistic_modifier=0,
                result=RecoveryCheck(state=DamageState.SERIOUSLY_WOUNDED, source=RecoverySource.HEALING,
                                     mode=RecoveryMode.ROLL, natural=12, die=12, bonus=7, modifier=0, total=19,
                                     dc=10, success=True, periods_spent=0, rule_ids=("B8", "B7")))),
    LogKind("temp_hp", TempHpRecord, _temp_hp_line, undo=_temp_hp_undo,
            sample=TempHpRecord(target="ayla", source="lin", clock=0, before=TempHp(temp_hp=0, until=None),
                                after=TempHp(temp_hp=6, until=10), rounds=10, damage_dc_bonus=3)),
)

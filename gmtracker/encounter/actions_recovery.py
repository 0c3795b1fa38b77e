"""The dying creature's constitution check (B5, B9) and natural recovery checks (B8) as commands.

The turn machine (:mod:`.turns`) *prompts* these at the start of a combatant's turn
(D2); these commands are what the GM then runs, with the d20 rolled or typed in first.

**Ruling (B10 and these checks):** realistic mode applies to "every d20 check" of a
seriously wounded creature except wealth checks. The dying check is a d20
constitution check and a recovery check is a d20 check, so both take the
:func:`~gmtracker.rules.states.realistic_modifier` (minus the wound count) when the
encounter's ``realistic`` setting is on — a dying creature is always seriously
wounded, so in realistic mode its dying check always takes it. A creature without
constitution fails its dying check automatically and rolls nothing (B9), so the
modifier changes nothing there (it is still recorded).
"""

from __future__ import annotations

from collections.abc import Sequence
import msgspec
from fractions import Fraction
from typing import TYPE_CHECKING

from gmtracker.rules.recovery import RECOVERY_DC, TAKE_20_PERIODS, recovery_odds
from gmtracker.rules.rule_order import sorted_rule_ids
from gmtracker.rules.states import DYING_CHECK_DC, DyingCheck, DyingOutcome, dying_survival_odds
from gmtracker.rules.wound_codes import DamageState
from gmtracker.rules.wounds import (
    RecoveryCheck,
    RecoveryMode,
    RecoverySource,
    apply_dying_check,
    dying_check,
    recovery_check,
)

from .actions_care import (
    as_state,
    checks_due,
    is_public,
    realistic_of,
    recovery_bonus,
    recovery_verdict,
    rested_until_now,
)
from .action_support import label_naturals, rules_errors
from .command import ActionError, PatchBuilder
from .derived import wound_track
from .dice_needs import DieNeed
from .dice_protocol import DiceCommand
from .effects import recover, set_track
from .encounter import Encounter
from .log_kind import LogKind, Record
from .log_render.outcomes import OutcomeKind
from .log_render.translating import fill, spaced
from .model import Combatant, Settings
from .patch import Patch
from .refusal import QT_TRANSLATE_NOOP, state_term

if TYPE_CHECKING:
    from .log_render.commands import CommandWords
    from .log_render.pieces import Pieces

_MODES = {
    "roll": RecoveryMode.ROLL, "natural": RecoveryMode.ROLL,
    "take10": RecoveryMode.TAKE_10, "take_10": RecoveryMode.TAKE_10,
    "take20": RecoveryMode.TAKE_20, "take_20": RecoveryMode.TAKE_20,
}


def as_mode(mode: RecoveryMode | str) -> RecoveryMode:
    """``"roll"``/``"natural"``, ``"take10"``/``"take_10"``, ``"take20"``/``"take_20"`` → RecoveryMode."""
    if isinstance(mode, RecoveryMode):
        return mode
    try:
        return _MODES[str(mode)]
    except KeyError:
        raise ActionError(
            QT_TRANSLATE_NOOP("Refusal", "unknown recovery mode {mode}: expected roll, take10 or take20"),
            mode=repr(mode)) from None


def periods_of(mode: RecoveryMode) -> int:
    """B8: the recovery periods a natural check spends (take 20: 20)."""
    return TAKE_20_PERIODS if mode is RecoveryMode.TAKE_20 else 1


def check_odds_of(state: DamageState, bonus: int, mode: RecoveryMode = RecoveryMode.ROLL) -> dict[bool, Fraction]:
    """B8: the chance that a recovery check with ``bonus`` ends ``state`` (True) or not (False);
    take 10 / take 20 are certain one way."""
    if mode is RecoveryMode.ROLL:
        success = recovery_odds(state, bonus=bonus)
    else:
        taken = 10 if mode is RecoveryMode.TAKE_10 else 20
        success = Fraction(1 if taken + bonus >= RECOVERY_DC[state] else 0)
    return {True: success, False: 1 - success}


class RecoveryPreview(msgspec.Struct, frozen=True):
    """B8: a natural recovery check of one state as a command will make it, for a dialog to show.

    ``bonus`` is the check's whole bonus (constitution, realistic mode B10, the GM's), ``dc``
    its DC, ``odds`` the chance that one check ends the state (True) or not (False).
    ``taken`` is the check itself when it is taken 10 or taken 20 (its ``die``, ``total``
    and ``success`` are known before any die); None for a rolled check or without
    constitution (B9: no natural check at all).
    """

    state: DamageState
    mode: RecoveryMode
    bonus: int
    dc: int
    odds: dict[bool, Fraction]
    taken: RecoveryCheck | None


def recovery_preview(combatant: Combatant, settings: Settings, state: DamageState,
                     mode: RecoveryMode = RecoveryMode.ROLL, *, modifier: int = 0) -> RecoveryPreview:
    """B8/B9/B10: the natural recovery check of ``state`` that ``combatant`` would make now, by the
    rules core (the same call the commands make), with ``modifier`` from the GM."""
    bonus = recovery_bonus(combatant, settings) + modifier
    taken = None
    if mode is not RecoveryMode.ROLL and combatant.constitution is not None:
        with rules_errors():
            taken = recovery_check(state, source=RecoverySource.NATURAL, mode=mode,
                                   constitution=combatant.constitution,
                                   modifier=realistic_of(combatant, settings) + modifier)
    return RecoveryPreview(state, mode, bonus, RECOVERY_DC[state], check_odds_of(state, bonus, mode), taken)


class DyingCheckCommand(DiceCommand):
    """B5/B9: a dying creature's DC 10 constitution check; failure → dead.

    ``natural`` is the d20 (None for a creature without constitution: it fails
    automatically and rolls no die, B9). ``modifier`` is any other modifier the GM
    allows; realistic mode adds its own (B10, module docstring). Refused unless the
    target is dying (seriously wounded and unconscious, not dead). On failure the
    ``dead`` state is added, beginning at the current clock round.

    Logs one ``"dying_check"`` entry with the rules' :class:`~gmtracker.rules.states.DyingCheck`
    record; rule ids B5 (+B9, B10).
    """

    kind = "dying_check"

    def __init__(self, target: str, natural: int | None = None, *, modifier: int = 0) -> None:
        super().__init__()
        self.target = target
        self.natural = natural
        self.modifier = modifier

    @property
    def label(self) -> str:
        return f"dying check of {self.target}"

    def dice_needed(self, encounter: Encounter) -> tuple[DieNeed, ...]:
        """B5: one d20 until it is given; none for a creature without constitution (B9)."""
        if self.natural is not None or PatchBuilder(encounter).current(self.target).constitution is None:
            return ()
        return (DieNeed(20, "dying_check", self.target),)

    def with_dice(self, needs: Sequence[DieNeed], naturals: Sequence[int]) -> DyingCheckCommand:
        natural = self.natural
        for need, value in label_naturals(needs, naturals):
            if need.purpose != "dying_check" or need.combatant != self.target or natural is not None:
                raise ActionError(QT_TRANSLATE_NOOP("Refusal", "a dying check takes one d20 of its own"))
            natural = value
        return DyingCheckCommand(self.target, natural, modifier=self.modifier)

    def recovery_bonus(self, encounter: Encounter) -> int:
        """B5/B10: the dying check's bonus — the constitution modifier, the realistic-mode modifier
        and the GM's modifier (0 without constitution: the check fails, B9). Dialogs show this one."""
        target = PatchBuilder(encounter).current(self.target)
        return recovery_bonus(target, encounter.settings) + self.modifier

    def dc(self, encounter: Encounter) -> int:
        """B5: the dying check's DC (10). Dialogs show this one."""
        return DYING_CHECK_DC

    def odds(self, encounter: Encounter) -> dict[bool, Fraction]:
        """B5/B9/B10: the chance to survive (True) and to die (False)."""
        target = PatchBuilder(encounter).current(self.target)
        if target.constitution is None:
            return {True: Fraction(0), False: Fraction(1)}
        survive = dying_survival_odds(constitution=target.constitution,
                                      modifier=realistic_of(target, encounter.settings) + self.modifier)
        return {True: survive, False: 1 - survive}

    def build(self, encounter: Encounter) -> Patch:
        b = PatchBuilder(encounter)
        target = b.current(self.target)
        track = wound_track(target)
        if track.dead:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{name} is already dead"), name=target.name)
        if not track.dying:
            raise ActionError(
                QT_TRANSLATE_NOOP("Refusal", "{name} is not dying (B5: seriously wounded and unconscious)"),
                name=target.name)
        realistic = realistic_of(target, b.settings)
        check = dying_check(self.natural, constitution=target.constitution, modifier=realistic + self.modifier)
        set_track(b, target.id, apply_dying_check(track, check))
        record = DyingCheckRecord(target=self.target, check=check, realistic_modifier=realistic,
                                  other_modifier=self.modifier)
        rule_ids = sorted_rule_ids([*check.rule_ids, *(["B10"] if realistic else [])])
        b.log(self.kind, actor=self.target, targets=[self.target], record=record, rule_ids=rule_ids,
              public=is_public(target))
        return b.build()


class DyingCheckRecord(Record, frozen=True):
    """B5/B9: ``target``'s dying check (the rules' record), with the realistic-mode modifier (B10)
    and the GM's other modifier it took."""

    target: str
    check: DyingCheck
    realistic_modifier: int = 0
    other_modifier: int = 0


def _dying_check_line(p: Pieces, r: DyingCheckRecord) -> str:
    target = p.name(r.target)
    check = r.check
    if check.success:
        fate = p.outcome_words(fill(p.translate("LogLine", "%1 survives this round"), target), OutcomeKind.SUCCESS)
    else:
        fate = p.outcome_words(fill(p.translate("LogLine", "%1 dies"), target), OutcomeKind.FAILURE)
    if check.automatic_failure:
        return fill(p.translate("LogLine", "%1 is dying and has no constitution: automatic failure (B9), %2"),
                    target, fate)
    return fill(p.translate("LogLine", "%1's dying check: d20 %2 %3 (constitution)%4 = %5 vs DC %6, %7"), target,
                check.natural, spaced(check.constitution_modifier or 0),
                p.extras(r.realistic_modifier, r.other_modifier), check.total, check.dc, fate)


def _dying_check_undo(w: CommandWords) -> str:
    return fill(w.translate("CommandText", "Dying check: %1"), w.target("dying_check"))


class RecoveryCheckCommand(DiceCommand):
    """B8: a natural recovery check of one damage state at the end of a recovery period.

    d20 (``natural``; or take 10 / take 20, which B8 allows when the period was spent
    resting) + constitution modifier (+ realistic mode, B10, + ``modifier``) against DC
    20 (disabled) or 10 (the others); success ends the state, failure does nothing.
    It spends the period: the state's ``periods_used`` rises by 1, or by 20 for take 20.
    Periods: unconscious, dazed and (ruling) seriously bruised 1 minute; disabled and
    seriously wounded 1 hour (B12: 10 and 600 rounds).

    Refused without constitution (B9: no natural recovery), for a dead creature, for a
    state the target does not have, and — unless ``early`` — before the periods it
    spends have passed on the clock (the check then takes the next period's place).
    Take 10 / take 20 are refused unless the target's last rest reached the current
    clock (B8: the period was spent resting; as :class:`~.actions_rest.AdvanceTimeCommand`).

    Logs one ``"recovery_check"`` entry with the rules'
    :class:`~gmtracker.rules.recovery.RecoveryCheck` record; rule ids B8 (+B10, B12).
    """

    kind = "recovery_check"

    def __init__(
        self,
        target: str,
        state: DamageState | str,
        natural: int | None = None,
        *,
        mode: RecoveryMode | str = RecoveryMode.ROLL,
        modifier: int = 0,
        early: bool = False,
    ) -> None:
        super().__init__()
        self.target = target
        self.state = as_state(state)
        self.natural = natural
        self.mode = as_mode(mode)
        self.modifier = modifier
        self.early = early

    @property
    def label(self) -> str:
        return f"recovery check of {self.target}"

    def dice_needed(self, encounter: Encounter) -> tuple[DieNeed, ...]:
        """B8: one d20 for a rolled check until it is given; none for take 10 or take 20."""
        if self.mode is not RecoveryMode.ROLL or self.natural is not None:
            return ()
        return (DieNeed(20, "recovery_check", self.target, self.state.value),)

    def with_dice(self, needs: Sequence[DieNeed], naturals: Sequence[int]) -> RecoveryCheckCommand:
        natural = self.natural
        for need, value in label_naturals(needs, naturals):
            if need.purpose != "recovery_check" or need.combatant != self.target or natural is not None:
                raise ActionError(QT_TRANSLATE_NOOP("Refusal", "a recovery check takes one d20 of its own"))
            natural = value
        return RecoveryCheckCommand(self.target, self.state, natural, mode=self.mode, modifier=self.modifier,
                                    early=self.early)

    def recovery_bonus(self, encounter: Encounter) -> int:
        """B8/B10: the check's bonus — constitution and realistic-mode modifiers, and the GM's."""
        target = PatchBuilder(encounter).current(self.target)
        return recovery_bonus(target, encounter.settings, source=RecoverySource.NATURAL) + self.modifier

    def odds(self, encounter: Encounter) -> dict[bool, Fraction]:
        """B8: the chance that the check ends the state (True) or not (False)."""
        return check_odds_of(self.state, self.recovery_bonus(encounter), self.mode)

    def outcome_preview(self, encounter: Encounter) -> RecoveryPreview:
        """B8/B10: the check's bonus, DC and odds (and, taken 10 or 20, the check itself) for a dialog."""
        target = PatchBuilder(encounter).current(self.target)
        return recovery_preview(target, encounter.settings, self.state, self.mode, modifier=self.modifier)

    def build(self, encounter: Encounter) -> Patch:
        b = PatchBuilder(encounter)
        self.build_into(b)
        return b.build()

    def build_into(self, b: PatchBuilder) -> None:
        """The check made on the encounter as ``b`` has it so far (one of a series, :class:`RecoveryChecksCommand`)."""
        target = b.current(self.target)
        state, clock = self.state, b.turn.clock
        word = state_term(state.value)
        if target.has_state(DamageState.DEAD):
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{name} is dead: no recovery (B8)"), name=target.name)
        if not target.has_state(state):
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{name} is not {state}"), name=target.name, state=word)
        if target.constitution is None:
            raise ActionError(
                QT_TRANSLATE_NOOP("Refusal", "{name} has no constitution: no natural recovery (B9)"),
                name=target.name)
        if self.mode is not RecoveryMode.ROLL and not rested_until_now(target, clock):
            raise ActionError(
                QT_TRANSLATE_NOOP("Refusal", "{name} is not resting: only a rest may take 10 or take 20 (B8)"),
                name=target.name)
        periods = periods_of(self.mode)
        due = checks_due(target, clock).get(state, 0)
        if due < periods and not self.early:
            raise ActionError(QT_TRANSLATE_NOOP(
                "Refusal", "{name}: {due} recovery period(s) of {state} have passed unused, the check needs "
                "{periods} (B8); advance time, or allow an early check"), name=target.name, due=due, state=word,
                periods=periods)
        realistic = realistic_of(target, b.settings)
        check = recovery_check(state, source=RecoverySource.NATURAL, natural=self.natural, mode=self.mode,
                               constitution=target.constitution, modifier=realistic + self.modifier)
        recover(b, target.id, check, periods=periods)
        record = RecoveryCheckRecord(target=self.target, clock=clock, periods_due=due, early=due < periods,
                                     check=check, realistic_modifier=realistic, other_modifier=self.modifier)
        rule_ids = ["B8"] + (["B10"] if realistic else []) + ["B12"]
        b.log(self.kind, actor=self.target, targets=[self.target], record=record, rule_ids=rule_ids,
              public=is_public(target))


class RecoveryCheckRecord(Record, frozen=True):
    """B8: ``target``'s natural recovery check (the rules' record) at the clock round ``clock``,
    when ``periods_due`` recovery periods had passed unused (``early``: fewer than it spends),
    with the realistic-mode modifier (B10) and the GM's other modifier it took."""

    target: str
    clock: int
    periods_due: int
    early: bool
    check: RecoveryCheck
    realistic_modifier: int = 0
    other_modifier: int = 0


def _recovery_check_line(p: Pieces, r: RecoveryCheckRecord) -> str:
    target = p.name(r.target)
    check = r.check
    state = p.state(check.state)
    if check.mode is RecoveryMode.TAKE_10:
        how = p.translate("LogLine", "takes 10")
    elif check.mode is RecoveryMode.TAKE_20:
        how = p.translate("LogLine", "takes 20 (20 periods)")
    else:
        how = fill(p.translate("LogLine", "d20 %1"), check.die)
    return fill(p.translate("LogLine", "%1's recovery check of %2: %3 %4 (constitution)%5 = %6 vs DC %7, %8"),
                target, state, how, spaced(check.bonus), p.extras(r.realistic_modifier, r.other_modifier),
                check.total, check.dc, recovery_verdict(p, check.success, state))


def recovery_check_undo(w: CommandWords) -> str:
    """The undo history's words for a recovery check, and for the turn-start series of them
    (:class:`RecoveryChecksCommand`: the same words)."""
    return fill(w.translate("CommandText", "Recovery check: %1"), w.target("recovery_check"))


class RecoveryChecksCommand(DiceCommand):
    """B8, D2: the recovery checks of one state due at a turn start, made one after another until
    the first success (the state has ended) or until ``due`` checks are made.

    Staged dice: :meth:`dice_needed` asks for the next d20 only while every check so far failed.
    ``due`` None: the checks due now. Logs one ``"recovery_check"`` entry per check made, as
    :class:`RecoveryCheckCommand` does; one undo step for the series.
    """

    kind = "recovery_checks"

    def __init__(self, target: str, state: DamageState | str, due: int | None = None,
                 naturals: Sequence[int] = (), *, modifier: int = 0) -> None:
        super().__init__()
        self.target = target
        self.state = as_state(state)
        self.due = due
        self.naturals = tuple(naturals)
        self.modifier = modifier

    @property
    def label(self) -> str:
        return f"recovery checks of {self.target}"

    def _checks(self, b: PatchBuilder) -> list[RecoveryCheckCommand]:
        """Make the checks the naturals allow on ``b``; the checks made (it stops at the first success)."""
        made = []
        for natural in self.naturals:
            if not b.current(self.target).has_state(self.state):
                break
            check = RecoveryCheckCommand(self.target, self.state, natural, modifier=self.modifier)
            check.build_into(b)
            made.append(check)
        return made

    def _count(self, b: PatchBuilder) -> int:
        if self.due is not None:
            return self.due
        return checks_due(b.current(self.target), b.turn.clock).get(self.state, 0)

    def dice_needed(self, encounter: Encounter) -> tuple[DieNeed, ...]:
        """The next d20 while every check so far failed and checks are still due (B8: stop at the first success)."""
        b = PatchBuilder(encounter)
        count = self._count(b)
        self._checks(b)
        target = b.current(self.target)
        if (len(self.naturals) >= count or not target.has_state(self.state)
                or not checks_due(target, b.turn.clock).get(self.state, 0)):
            return ()
        return (DieNeed(20, "recovery_check", self.target, self.state.value, len(self.naturals), of=count),)

    def with_dice(self, needs: Sequence[DieNeed], naturals: Sequence[int]) -> RecoveryChecksCommand:
        for need, _ in label_naturals(needs, naturals):
            if need.purpose != "recovery_check" or need.combatant != self.target or need.state != self.state.value:
                raise ActionError(QT_TRANSLATE_NOOP("Refusal", "these recovery checks take d20s of their own"))
        return RecoveryChecksCommand(self.target, self.state, self.due, (*self.naturals, *naturals),
                                     modifier=self.modifier)

    def recovery_bonus(self, encounter: Encounter) -> int:
        """B8/B10: each check's bonus (the same for every one of the series)."""
        return RecoveryCheckCommand(self.target, self.state, modifier=self.modifier).recovery_bonus(encounter)

    def odds(self, encounter: Encounter) -> dict[bool, Fraction]:
        """B8: the chance that one check ends the state (True) or not (False)."""
        return RecoveryCheckCommand(self.target, self.state, modifier=self.modifier).odds(encounter)

    def outcome_preview(self, encounter: Encounter) -> RecoveryPreview:
        """B8/B10: each check's bonus, DC and odds (the same for every one of the series), for a dialog."""
        return RecoveryCheckCommand(self.target, self.state, modifier=self.modifier).outcome_preview(encounter)

    def build(self, encounter: Encounter) -> Patch:
        b = PatchBuilder(encounter)
        if not self._checks(b):
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "no recovery check was made: its d20 is missing"))
        return b.build()


LOG_KINDS = (
    LogKind("dying_check", DyingCheckRecord, _dying_check_line, undo=_dying_check_undo, roll=True,
            sample=DyingCheckRecord(
                target="lin", realistic_modifier=-5, other_modifier=0,
                check=DyingCheck(natural=15, constitution=10, constitution_modifier=0, modifier=-5, total=10,
                                 dc=DYING_CHECK_DC, automatic_failure=False, success=True,
                                 outcome=DyingOutcome.SURVIVES, rule_ids=("B5",)))),
    LogKind("recovery_check", RecoveryCheckRecord, _recovery_check_line, undo=recovery_check_undo, roll=True,
            sample=RecoveryCheckRecord(
                target="lin", clock=600, periods_due=1, early=False,
                check=RecoveryCheck(state=DamageState.UNCONSCIOUS, source=RecoverySource.NATURAL,
                                    mode=RecoveryMode.ROLL, natural=9, die=9, bonus=1, modifier=0, total=10,
                                    dc=RECOVERY_DC[DamageState.UNCONSCIOUS], success=True, periods_spent=1,
                                    rule_ids=("B8",)))),
)

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

from typing import Any

import msgspec

from gmtracker.rules.dice import DiceSource
from gmtracker.rules.recovery import TAKE_20_PERIODS
from gmtracker.rules.wound_codes import DamageState
from gmtracker.rules.wounds import (
    RecoveryMode,
    RecoverySource,
    apply_dying_check,
    apply_recovery_check,
    dying_check,
    recovery_check,
)

from .actions_care import (
    as_state,
    checks_due,
    is_public,
    realistic_of,
    rested_until_now,
    spend_periods,
    track_fields,
)
from .command import ActionError, Command, PatchBuilder, record_of
from .derived import wound_track
from .dice_needs import DieNeed, roll_needs
from .encounter import Encounter
from .patch import Patch
from .refusal import QT_TRANSLATE_NOOP, state_term

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


class DyingCheckCommand(Command):
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

    @classmethod
    def dice_needed(cls, encounter: Encounter, target: str) -> tuple[DieNeed, ...]:
        """One d20, or none for a creature without constitution (B9)."""
        if encounter.combatant(target).constitution is None:
            return ()
        return (DieNeed(20, "dying_check", target),)

    @classmethod
    def roll(cls, encounter: Encounter, dice: DiceSource, target: str, *, modifier: int = 0) -> DyingCheckCommand:
        naturals = roll_needs(dice, cls.dice_needed(encounter, target))
        return cls(target, naturals[0] if naturals else None, modifier=modifier)

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
        b.update(target.id, **track_fields(target, apply_dying_check(track, check), b.turn.clock))
        record: dict[str, Any] = {"target": self.target, "realistic_modifier": realistic,
                                  "other_modifier": self.modifier, "check": record_of(check)}
        rule_ids = sorted(set(check.rule_ids) | ({"B10"} if realistic else set()), key=lambda r: int(r[1:]))
        b.log(self.kind, actor=self.target, targets=[self.target], record=record, rule_ids=rule_ids,
              public=is_public(target))
        return b.build()


class RecoveryCheckCommand(Command):
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

    @classmethod
    def dice_needed(
        cls, encounter: Encounter, target: str, state: DamageState | str,
        mode: RecoveryMode | str = RecoveryMode.ROLL,
    ) -> tuple[DieNeed, ...]:
        """One d20 for a rolled check; none for take 10 or take 20."""
        if as_mode(mode) is not RecoveryMode.ROLL:
            return ()
        return (DieNeed(20, "recovery_check", target, as_state(state).value),)

    @classmethod
    def roll(
        cls, encounter: Encounter, dice: DiceSource, target: str, state: DamageState | str, *,
        mode: RecoveryMode | str = RecoveryMode.ROLL, modifier: int = 0, early: bool = False,
    ) -> RecoveryCheckCommand:
        naturals = roll_needs(dice, cls.dice_needed(encounter, target, state, mode))
        return cls(target, state, naturals[0] if naturals else None, mode=mode, modifier=modifier, early=early)

    def build(self, encounter: Encounter) -> Patch:
        b = PatchBuilder(encounter)
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
        spent = msgspec.structs.replace(target, states=spend_periods(target.states, state, periods))
        after = apply_recovery_check(wound_track(spent), check)
        b.update(target.id, **track_fields(spent, after, clock))
        record: dict[str, Any] = {"target": self.target, "clock": clock, "periods_due": due, "early": due < periods,
                                  "realistic_modifier": realistic, "other_modifier": self.modifier,
                                  "check": record_of(check)}
        rule_ids = ["B8"] + (["B10"] if realistic else []) + ["B12"]
        b.log(self.kind, actor=self.target, targets=[self.target], record=record, rule_ids=rule_ids,
              public=is_public(target))
        return b.build()

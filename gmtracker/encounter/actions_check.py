"""A standalone d20 check as an action (A1–A10, A13, B10, B11).

:class:`CheckCommand` is a check by a combatant (its attribute and proficiency
bonuses filled in, its state's adjustments added: A10 half hit points, A11 heavy
load, B10 realistic mode) or by nobody (a GM roll: the bonuses are typed). The
command holds the dice and the edits abilities make (A2, A5) as a list applied in
order to the :class:`~gmtracker.rules.checks.CheckResult`:

* :class:`Reroll` — A5: every d20 rerolled, the lowest kept again;
* :class:`ChangeDie` — A5: the kept d20 set to a value (one reroll *or* one change);
* :class:`SetModifiers` — A2 step 7: the GM's typed modifiers become these (the
  automatic ones from the roller's state stay);
* :class:`SetShifts` — A2 step 10 / A8: degree shifts from other sources.

The log entry's record lists every version. With the encounter's skill-trial
setting on, a check the GM marks as a skill trial (``skill_trial`` = the count to
add to) that fails adds the shortfall to the actor's wound or bruise count (B11).

A2, a hidden DC (seed 000, 宣布难度: "主持人有权力隐瞒检定难度，但你仍然可以知道自己的检定结果").
**Ruling:** the player may know the check's result (检定结果, step 6: the total, its dice
and every version an ability makes of it), not the DC (step 2) and not the degree
(成功度, steps 8–9): with the total, the degree bounds the DC (A8: success means
DC ≤ total < DC + 10), so it is the GM's to announce aloud. The entry of a hidden-DC
check is therefore public (unless its actor is hidden); its record keeps ``dc_hidden``,
and the players' rendering (:func:`gmtracker.encounter.log_render.lines.player_line`) leaves out the
DC, the degree and a skill trial's shortfall (DC − total). The GM's log keeps all of it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
import msgspec
from fractions import Fraction
from typing import TYPE_CHECKING, ClassVar, Union

from gmtracker.rules import wounds
from gmtracker.rules.checks import (
    Attribute,
    Check,
    CheckKind,
    CheckResult,
    Degree,
    Modifier,
    Proficiency,
    RollerState,
    Stacking,
    apply_state,
    check_odds,
    resolve,
    stack,
)
from gmtracker.rules.rule_order import sorted_rule_ids
from gmtracker.rules.states import SkillTrial
from gmtracker.rules.wound_codes import CountKind

from . import derived
from .action_support import CheckRecord, check_record, label_naturals, rules_errors
from .command import ActionError, Command, PatchBuilder
from .dice_needs import DieNeed, advantage_needs, d20_roll_needs
from .dice_protocol import DiceCommand
from .effects import set_count
from .encounter import Encounter
from .log_kind import LogKind, Record
from .log_render.translating import fill
from .model import Combatant, Settings
from .patch import Patch
from .refusal import QT_TRANSLATE_NOOP, purpose_term

if TYPE_CHECKING:
    from .log_render.commands import CommandWords
    from .log_render.pieces import Pieces


class Reroll(msgspec.Struct, frozen=True):
    """A5: reroll every d20 of the check (these naturals; empty until rolled)."""

    d20: tuple[int, ...] = ()


class ChangeDie(msgspec.Struct, frozen=True):
    """A5: change the kept d20 to ``natural``."""

    natural: int


class SetModifiers(msgspec.Struct, frozen=True):
    """A2 step 7: the GM's modifiers during the check become ``modifiers``."""

    modifiers: tuple[Modifier, ...] = ()


class SetShifts(msgspec.Struct, frozen=True):
    """A2 step 10 / A8: the degree shifts from other sources become ``shifts``."""

    shifts: tuple[int, ...] = ()


CheckEdit = Union[Reroll, ChangeDie, SetModifiers, SetShifts]


@dataclass(eq=False)
class CheckCommand(DiceCommand):
    """One d20 check; logs one ``check`` entry (GM-only for a hidden actor; a hidden DC: see the module doc).

    ``attribute_bonus`` and ``proficiency_bonus`` default to the actor's (0 for a GM
    roll); ``note`` says what the check is for. ``skill_trial`` (B11) names the count
    a failure's shortfall goes to; it needs the encounter's skill-trial setting.
    """

    kind: ClassVar[str] = "check"

    actor: str | None = None
    check_kind: CheckKind = CheckKind.ATTRIBUTE
    attribute: Attribute | None = None
    attribute_bonus: int | None = None
    dc: int = 10
    dc_hidden: bool = False
    proficiency: Proficiency = Proficiency.NONE
    proficiency_bonus: int | None = None
    modifiers: tuple[Modifier, ...] = ()
    advantage: int = 0
    disadvantage: int = 0
    penalty_dice: int = 0
    passive: bool = False
    shifts: tuple[int, ...] = ()
    note: str = ""
    d20: tuple[int, ...] = ()
    d6: tuple[int, ...] = ()
    edits: tuple[CheckEdit, ...] = ()
    skill_trial: CountKind | None = None

    def __post_init__(self) -> None:
        Command.__init__(self)

    # -- the check ----------------------------------------------------------------------
    def check(self, encounter: Encounter) -> Check:
        """The check as it is rolled: the GM's choices plus the actor's state (A10, A11, B10)."""
        actor = PatchBuilder(encounter).current(self.actor) if self.actor is not None else None
        return self._check(actor, encounter.settings)

    def _check(self, actor: Combatant | None, settings: Settings) -> Check:
        attribute_bonus = self.attribute_bonus
        if attribute_bonus is None:
            attribute_bonus = actor.attributes.get(self.attribute) if actor and self.attribute else 0
        proficiency_bonus = self.proficiency_bonus
        if proficiency_bonus is None:
            proficiency_bonus = actor.proficiency if actor is not None else 0
        check = Check(kind=self.check_kind, dc=self.dc, dc_hidden=self.dc_hidden, attribute=self.attribute,
                      attribute_bonus=attribute_bonus, proficiency=self.proficiency,
                      proficiency_bonus=proficiency_bonus, modifiers=tuple(self.modifiers),
                      advantage=self.advantage, disadvantage=self.disadvantage, penalty_dice=self.penalty_dice,
                      passive=self.passive, shifts=tuple(self.shifts))
        state = derived.roller_state(actor, settings) if actor is not None else RollerState()
        return apply_state(check, state)

    def odds(self, encounter: Encounter) -> dict[Degree, Fraction]:
        """A3, A7, A8: exact odds of each degree before the dice are rolled."""
        with rules_errors():
            return check_odds(self.check(encounter))

    def result(self, encounter: Encounter) -> CheckResult:
        """The check resolved with its dice and edits (every version), as ``apply`` will log it."""
        with rules_errors():
            return self._result(self.check(encounter))

    def stacking(self, encounter: Encounter) -> Stacking:
        """A6: each modifier's verdict before the dice are rolled (the advantage d6 of A7 not yet in)."""
        with rules_errors():
            return stack(self.check(encounter).modifiers)

    def trial(self, encounter: Encounter) -> wounds.SkillTrial | None:
        """B11: the skill trial this check makes with its dice, as :meth:`build` makes it (None when
        the check is no skill trial or has nobody to add the shortfall to)."""
        if self.skill_trial is None or self.actor is None:
            return None
        actor = PatchBuilder(encounter).current(self.actor)
        return self._trial(actor, self.result(encounter))

    def _trial(self, actor: Combatant, result: CheckResult) -> wounds.SkillTrial:
        """B11: a failed check (by its degree, A8: a natural 20 or 1 may shift it) adds DC − total."""
        assert self.skill_trial is not None
        with rules_errors():
            return wounds.skill_trial(derived.wound_track(actor), dc=result.dc, result=result.total,
                                      count=self.skill_trial, failed=result.degree <= Degree.FAILURE)

    def _result(self, check: Check) -> CheckResult:
        result = resolve(check, self.d20, self.d6)
        automatic = check.modifiers[len(self.modifiers):]
        for edit in self.edits:
            if isinstance(edit, Reroll):
                result = result.rerolled(edit.d20)
            elif isinstance(edit, ChangeDie):
                result = result.changed(edit.natural)
            elif isinstance(edit, SetModifiers):
                result = result.with_modifiers(tuple(edit.modifiers) + automatic)
            elif isinstance(edit, SetShifts):
                result = result.with_shifts(edit.shifts)
            else:
                raise ActionError(QT_TRANSLATE_NOOP("Refusal", "unknown edit of a check: {edit}"), edit=repr(edit))
        return result

    # -- dice -----------------------------------------------------------------------------
    def dice_needed(self, encounter: Encounter) -> tuple[DieNeed, ...]:
        """The d20s (A3), the advantage d6 (A7), then the d20s of a reroll (A5) still missing."""
        with rules_errors():
            check = self.check(encounter)
        needs: list[DieNeed] = []
        if not self.d20:
            needs += d20_roll_needs("check", self.actor, check.d20_count)
        if not self.d6:
            needs += advantage_needs(self.actor, check.d6_count, check.net_advantage)
        for edit in self.edits:
            if isinstance(edit, Reroll) and not edit.d20:
                needs += d20_roll_needs("reroll", self.actor, check.d20_count)
        return tuple(needs)

    def with_dice(self, needs: Sequence[DieNeed], naturals: Sequence[int]) -> CheckCommand:
        given: dict[str, list[int]] = {"check": [], "advantage_die": [], "reroll": []}
        for need, value in label_naturals(needs, naturals):
            if need.purpose not in given:
                raise ActionError(
                    QT_TRANSLATE_NOOP("Refusal", "a check takes no {purpose} die"),
                    purpose=purpose_term(need.purpose))
            given[need.purpose].append(value)
        edits = list(self.edits)
        if given["reroll"]:
            index = next((i for i, e in enumerate(edits) if isinstance(e, Reroll) and not e.d20), None)
            if index is None:
                raise ActionError(
                    QT_TRANSLATE_NOOP("Refusal", "reroll dice were given but the check has no reroll to fill"))
            edits[index] = Reroll(tuple(given["reroll"]))
        if (self.d20 and given["check"]) or (self.d6 and given["advantage_die"]):
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "the check already holds its dice"))
        return replace(self, d20=self.d20 or tuple(given["check"]), d6=self.d6 or tuple(given["advantage_die"]),
                       edits=tuple(edits))

    # -- the action -----------------------------------------------------------------------
    def build(self, encounter: Encounter) -> Patch:
        builder = PatchBuilder(encounter)
        actor = builder.current(self.actor) if self.actor is not None else None
        settings = builder.settings
        result = self._result(self._check(actor, settings))
        trial: SkillTrial | None = None
        rule_ids = list(result.rule_ids)
        if self.skill_trial is not None:
            if not settings.skill_trial:
                raise ActionError(
                    QT_TRANSLATE_NOOP("Refusal", "skill trials are off in this encounter's settings (B11)"))
            if actor is None:
                raise ActionError(
                    QT_TRANSLATE_NOOP("Refusal", "a skill trial needs the combatant who makes the check (B11)"))
            trial = self._trial(actor, result)
            if trial.shortfall:
                set_count(builder, actor.id, trial.count, trial.after.count(trial.count))
            rule_ids += trial.rule_ids
        record = StandaloneCheckRecord(actor=self.actor, note=self.note, check=check_record(result), skill_trial=trial)
        # A2: a hidden DC keeps the entry public; the players' line leaves the DC out (module doc).
        builder.log(self.kind, actor=self.actor, record=record, rule_ids=sorted_rule_ids(rule_ids),
                    public=not (actor is not None and actor.hidden))
        return builder.build()


class StandaloneCheckRecord(Record, frozen=True, omit_defaults=True):
    """A d20 check by ``actor`` (None: the GM's roll) for ``note``: every version (A2, A5), and
    the skill trial it made (B11; None when it was none, and then not written, as it never was)."""

    actor: str | None
    note: str
    check: CheckRecord
    skill_trial: SkillTrial | None = None


def _check_line(p: Pieces, r: StandaloneCheckRecord) -> str:
    """``Ayla: strength check (climb) 15 (d20 11, strength +2, proficiency +2) vs DC 12 → success``; for the
    players a hidden DC's check shows its result only (A2: no DC, no degree, no shortfall)."""
    first = r.check.versions[0].check
    who = p.name(r.actor) if r.actor is not None else p.translate("LogLine", "GM")
    if first.kind is CheckKind.PURE:
        what = p.translate("LogLine", "pure roll")
    elif first.kind is CheckKind.HIT:
        what = p.translate("LogLine", "hit check")
    elif first.attribute is not None:
        what = fill(p.translate("LogLine", "%1 check"), p.words.code_text(first.attribute.value))
    else:
        what = p.translate("LogLine", "attribute check")
    if r.note:
        what = fill(p.translate("LogLine", "%1 (%2)"), what, r.note)
    if first.dc_hidden and p.for_players:  # A2: the result only (see the module's ruling)
        return fill(p.translate("LogLine", "%1: %2 %3"), who, what, p.results_only(r.check))
    if first.dc_hidden:
        against = fill(p.translate("LogLine", "DC %1 (hidden)"), r.check.dc)
    else:
        against = fill(p.translate("LogLine", "DC %1"), r.check.dc)
    text = fill(p.translate("LogLine", "%1: %2 %3"), who, what, p.versions(r.check, against))
    trial = r.skill_trial
    if trial is not None and trial.shortfall:
        if trial.count is CountKind.BRUISES:
            template = p.translate("LogLine", "skill trial: +%1 bruises")
        else:
            template = p.translate("LogLine", "skill trial: +%1 wounds")
        text = p.words.clauses([text, fill(template, trial.shortfall)])
    return text


def _check_undo(w: CommandWords) -> str:
    return fill(w.translate("CommandText", "Check: %1"), w.actor("check"))


LOG_KINDS = (
    LogKind("check", StandaloneCheckRecord, _check_line, undo=_check_undo, roll=True,
            sample=StandaloneCheckRecord(
                actor="ayla", note="Climb the wall",
                check=check_record(resolve(Check(kind=CheckKind.ATTRIBUTE, dc=12, attribute=Attribute.STRENGTH,
                                                 attribute_bonus=2, proficiency=Proficiency.FULL,
                                                 proficiency_bonus=2), d20=(11,))))),
)

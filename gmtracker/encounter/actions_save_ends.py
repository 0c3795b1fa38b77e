"""Save ends (RULES.md D3): a condition that ends on a check, made at the end of each of its bearer's turns.

A condition with ``save`` (:class:`~.model.SaveEnds`: an attribute and a DC) is checked at
the end of each of its bearer's turns. The turn machine lists a
:class:`~.turns.SaveEndsPrompt` in the record of the turn that starts next, so the
turn-start prompts dialog asks for it with typed or rolled dice, as it asks for a dying
check. :class:`SaveEndsCommand` makes the check — an attribute check of the bearer (A10)
with its state and its conditions' effects (A11, B10, D3), against the DC — and on a success
(A8: success or critical success) takes the condition off at once. One ``save_ends`` log
entry, public unless the condition or its bearer is hidden.

**Ruling:** the check is the bearer's attribute check like any other: the condition's own
effects on the bearer's checks apply to it too (a −2 to all checks makes its save harder).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TYPE_CHECKING, ClassVar

from gmtracker.rules.checks import Attribute, Check, CheckKind, CheckResult, Degree, resolve
from gmtracker.rules.rule_order import sorted_rule_ids

from .action_support import CheckRecord, check_record, label_naturals, rules_errors
from .actions_care import is_public
from .actions_check import CheckCommand
from .command import ActionError, Command, PatchBuilder
from .conditions import LoggedCondition, find_condition, logged
from .dice_needs import DieNeed, advantage_needs, d20_roll_needs
from .dice_protocol import DiceCommand
from .encounter import Encounter
from .log_kind import LogKind, Record
from .log_render.outcomes import OutcomeKind
from .log_render.translating import fill
from .model import Combatant, Condition, SaveEnds
from .patch import Patch
from .refusal import QT_TRANSLATE_NOOP, purpose_term

if TYPE_CHECKING:
    from .log_render.commands import CommandWords
    from .log_render.pieces import Pieces

PURPOSE = "save_ends"


def saving(bearer: Combatant, condition_id: str) -> tuple[Condition, SaveEnds]:
    """``bearer``'s condition ``condition_id`` and the check that ends it (refused when it ends on none)."""
    _, condition = find_condition(bearer, condition_id)
    if condition.save is None:
        raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{name}'s condition {condition} does not end on a check"),
                          name=bearer.name, condition=condition.name)
    return condition, condition.save


@dataclass(eq=False)
class SaveEndsCommand(DiceCommand):
    """D3: ``combatant``'s check against its condition ``condition`` (save ends); see the module docstring."""

    kind: ClassVar[str] = "save_ends"

    combatant: str
    condition: str
    d20: tuple[int, ...] = ()
    d6: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        Command.__init__(self)

    @property
    def label(self) -> str:
        return f"save against {self.condition} of {self.combatant}"

    def _inner(self, encounter: Encounter) -> CheckCommand:
        bearer = PatchBuilder(encounter).current(self.combatant)
        condition, save = saving(bearer, self.condition)
        return CheckCommand(actor=bearer.id, check_kind=CheckKind.ATTRIBUTE, attribute=save.attribute, dc=save.dc,
                            note=condition.name, d20=self.d20, d6=self.d6)

    def save(self, encounter: Encounter) -> SaveEnds:
        """The check that ends the condition: its attribute and DC."""
        return saving(PatchBuilder(encounter).current(self.combatant), self.condition)[1]

    def bonus(self, encounter: Encounter) -> int:
        """The check's fixed bonus (A6: the attribute, the typed modifiers; the d6 of A7 apart)."""
        with rules_errors():
            return self.check(encounter).fixed_bonus

    def check(self, encounter: Encounter) -> Check:
        """The check as it is rolled (the bearer's state and conditions in it, A10, A11, B10, D3)."""
        return self._inner(encounter).check(encounter)

    def odds(self, encounter: Encounter) -> dict[Degree, Fraction]:
        """A3, A7, A8: the exact odds of each degree before the dice."""
        return self._inner(encounter).odds(encounter)

    def ending_odds(self, encounter: Encounter) -> Fraction:
        """The chance the condition ends (a success or a critical success, A8)."""
        return sum((p for degree, p in self.odds(encounter).items() if degree >= Degree.SUCCESS), Fraction(0))

    # -- dice -----------------------------------------------------------------------------
    def dice_needed(self, encounter: Encounter) -> tuple[DieNeed, ...]:
        """The check's d20s (A3), then its advantage or disadvantage d6 (A7), until given."""
        with rules_errors():
            check = self.check(encounter)
        needs: list[DieNeed] = []
        if not self.d20:
            needs += d20_roll_needs(PURPOSE, self.combatant, check.d20_count)
        if not self.d6:
            needs += advantage_needs(self.combatant, check.d6_count, check.net_advantage)
        return tuple(needs)

    def with_dice(self, needs: Sequence[DieNeed], naturals: Sequence[int]) -> SaveEndsCommand:
        given: dict[str, list[int]] = {PURPOSE: [], "advantage_die": []}
        for need, value in label_naturals(needs, naturals):
            if need.purpose not in given:
                raise ActionError(QT_TRANSLATE_NOOP("Refusal", "a save takes no {purpose} die"),
                                  purpose=purpose_term(need.purpose))
            given[need.purpose].append(value)
        if (self.d20 and given[PURPOSE]) or (self.d6 and given["advantage_die"]):
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "the check already holds its dice"))
        return replace(self, d20=self.d20 or tuple(given[PURPOSE]), d6=self.d6 or tuple(given["advantage_die"]))

    def result(self, encounter: Encounter) -> CheckResult:
        """The check resolved with its dice."""
        return self._inner(encounter).result(encounter)

    # -- the action -----------------------------------------------------------------------
    def build(self, encounter: Encounter) -> Patch:
        b = PatchBuilder(encounter)
        bearer = b.current(self.combatant)
        condition, _ = saving(bearer, self.condition)
        result = self.result(encounter)
        ended = result.degree >= Degree.SUCCESS
        if ended:
            b.update(bearer.id, conditions=[c for c in bearer.conditions if c.id != condition.id])
        record = SaveEndsRecord(combatant=bearer.id, condition=logged(condition), check=check_record(result),
                                ended=ended)
        b.log(self.kind, actor=bearer.id, targets=[bearer.id], record=record,
              rule_ids=sorted_rule_ids([*result.rule_ids, "D3"]),
              public=not condition.hidden and is_public(bearer))
        return b.build()


class SaveEndsRecord(Record, frozen=True):
    """D3: ``combatant``'s check against its ``condition`` (as it was), and whether it ``ended`` it."""

    combatant: str
    condition: LoggedCondition
    check: CheckRecord
    ended: bool


def _save_line(p: Pieces, r: SaveEndsRecord) -> str:
    """``Grukk: save against Poisoned: constitution… 14 (d20 12 +2) vs DC 12 → success: Poisoned ends``."""
    holder = p.name(r.combatant)
    save = r.condition.save
    attribute = p.words.code_text(save.attribute.value) if save is not None else ""
    roll = p.versions(r.check, fill(p.translate("LogLine", "DC %1"), r.check.dc))
    if r.ended:
        fate = p.outcome_words(fill(p.translate("LogLine", "%1 ends"), r.condition.name), OutcomeKind.SUCCESS)
    else:
        fate = p.outcome_words(fill(p.translate("LogLine", "%1 goes on"), r.condition.name), OutcomeKind.FAILURE)
    #: A save-ends check (D3): %1 the bearer, %2 the condition, %3 the attribute, %4 the roll, %5 what came of it.
    return fill(p.translate("LogLine", "%1: save against %2 (%3) %4; %5"), holder, r.condition.name, attribute,
                roll, fate)


def _save_undo(w: CommandWords) -> str:
    r: SaveEndsRecord = w.record("save_ends")
    return fill(w.translate("CommandText", "Save against %1 of %2"), r.condition.name, w.name(r.combatant))


_SAMPLE_CONDITION = LoggedCondition(id="poisoned", name="Poisoned", save=SaveEnds(Attribute.STRENGTH, 12))

LOG_KINDS = (
    LogKind("save_ends", SaveEndsRecord, _save_line, undo=_save_undo, roll=True,
            #: Breakdown pane: whether the save ended the condition (D3)
            fields={"ended": QT_TRANSLATE_NOOP("RollLogText", "the condition ended")},
            sample=SaveEndsRecord(combatant="ogre", condition=_SAMPLE_CONDITION, ended=True,
                                  check=check_record(resolve(Check(kind=CheckKind.ATTRIBUTE, dc=12,
                                                                   attribute=Attribute.STRENGTH, attribute_bonus=3),
                                                             d20=(14,))))),
)

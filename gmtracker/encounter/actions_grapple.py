"""Grapple: an opposed check of the seeds' versus kind, and a condition on the loser (issue 28 item 7).

The grappler is the active side, the creature it grapples the passive side (C2). Each rolls 1D100
and adds the tenth of the base ability value the GM names for it (C5: "base ability value / 10 +
1D100 + modifiers"). C5, C6 and C7 decide: a critical or fumble first, then
the higher performance, a tie to the grappler (active priority). When the grappler wins, the
grappled creature gets a condition (D3; "Grappled" unless the GM names another), until removed;
when it loses, nothing changes.

**Rulings** (RULES.md is silent on grappling): grappling is a versus check like any opposed
action of Part C (C5: "opposed actions (most combat)"); its condition carries no modifier of its
own (D3: the GM edits it to add one).

This module is the whole action on the encounter's side: the command, its log record, the record's
line and the undo history's words (:data:`LOG_KINDS`). ``docs/adding-an-action.md`` walks through it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import msgspec

from gmtracker.rules.percentile import D100, Outcome, Performance, SpecialRanges, tenth
from gmtracker.rules.percentile_checks import VsCheckResult, resolve_vs_check
from gmtracker.rules.condition_effects import percentile_modifiers
from gmtracker.rules.percentile import Modifier as PercentileModifier
from gmtracker.rules.percentile_odds import vs_check_odds
from gmtracker.rules.rule_order import sorted_rule_ids

from . import derived
from .action_support import label_naturals, rules_errors
from .command import ActionError, PatchBuilder
from .conditions import add_condition
from .dice_needs import DieNeed
from .dice_protocol import DiceCommand
from .encounter import Encounter
from .log_kind import LogKind, Record
from .log_render.translating import fill
from .model import Combatant
from .patch import Patch
from .refusal import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from fractions import Fraction

    from .log_render.commands import CommandWords
    from .log_render.pieces import Pieces

__all__ = ["GRAPPLED", "GrappleCommand", "GrappleRecord", "GrappleSide", "LOG_KINDS"]

#: The condition a won grapple puts on the grappled creature unless the GM names another (D3).
GRAPPLED = QT_TRANSLATE_NOOP("Grapple", "Grappled")
# The purposes of the two 1D100 (the dice entry and the refusals name them): the grappler's
# ("Ayla's grapple against Goblin: d100") and the grappled creature's ("Goblin's grapple
# defense: d100").
_PURPOSE, _DEFENSE = "grapple", "grapple_defense"


class GrappleCommand(DiceCommand):
    """``attacker`` grapples ``target``: a versus check (C5) on the base values named, then on a
    win the condition ``condition`` on the target (D3). ``naturals`` are the 1D100 of the grappler
    and of the target, in that order (empty until rolled or typed)."""

    kind = "grapple"

    def __init__(self, attacker: str, target: str, *, attacker_base: str | None = None,
                 target_base: str | None = None, condition: str = "Grappled", naturals: Sequence[int] = ()) -> None:
        super().__init__()
        if attacker == target:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "a combatant cannot grapple itself"))
        if not condition.strip():
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "a condition needs a name"))
        self.attacker, self.target = attacker, target
        self.attacker_base, self.target_base = attacker_base, target_base
        self.condition = condition.strip()
        self.naturals = tuple(naturals)

    @property
    def label(self) -> str:
        return "grapple"

    # -- dice -------------------------------------------------------------------------------
    def dice_needed(self, encounter: Encounter) -> tuple[DieNeed, ...]:
        """C5: a 1D100 for the grappler, then one for the target (those not given yet)."""
        needs = (DieNeed(D100, _PURPOSE, self.attacker, target=self.target), DieNeed(D100, _DEFENSE, self.target))
        return needs[len(self.naturals):]

    def with_dice(self, needs: Sequence[DieNeed], naturals: Sequence[int]) -> GrappleCommand:
        given = [value for _need, value in label_naturals(needs, naturals)]
        if len(self.naturals) + len(given) > 2:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "a grapple takes one 1D100 for each side (C5)"))
        return GrappleCommand(self.attacker, self.target, attacker_base=self.attacker_base,
                              target_base=self.target_base, condition=self.condition,
                              naturals=(*self.naturals, *given))

    # -- the check --------------------------------------------------------------------------
    def offsets(self, encounter: Encounter) -> tuple[int, int]:
        """C5: what each side adds to its 1D100, the tenth of its base value (grappler, target)."""
        builder = PatchBuilder(encounter)
        with rules_errors():
            bases = (_base(builder.current(self.attacker), self.attacker_base),
                     _base(builder.current(self.target), self.target_base))
            extra = (_conditions(builder.current(self.attacker)), _conditions(builder.current(self.target)))
            return (tenth(bases[0]) if bases[0] is not None else 0) + sum(m.value for m in extra[0]), \
                (tenth(bases[1]) if bases[1] is not None else 0) + sum(m.value for m in extra[1])

    def odds(self, encounter: Encounter) -> dict[Outcome, Fraction]:
        """C5–C7: the grappler's chance to win (and to lose) before the dice are rolled."""
        builder = PatchBuilder(encounter)
        with rules_errors():
            wins = vs_check_odds(active_base=_base(builder.current(self.attacker), self.attacker_base),
                                 passive_base=_base(builder.current(self.target), self.target_base),
                                 active_bonus=sum(m.value for m in _conditions(builder.current(self.attacker))),
                                 passive_bonus=sum(m.value for m in _conditions(builder.current(self.target))),
                                 specials=_ranges(encounter))
        return {Outcome.SUCCESS: wins, Outcome.FAILURE: 1 - wins}

    def result(self, encounter: Encounter) -> VsCheckResult:
        """C5–C7: the versus check with its dice, as :meth:`apply` logs it."""
        if len(self.naturals) != 2:
            raise ActionError(QT_TRANSLATE_NOOP(
                "Refusal", "a 1D100 check needs every natural before it is made (roll or enter them)"))
        builder = PatchBuilder(encounter)
        ranges = _ranges(encounter)
        with rules_errors():
            attacker, target = builder.current(self.attacker), builder.current(self.target)
            active = Performance(self.naturals[0], _base(attacker, self.attacker_base), _conditions(attacker), ranges)
            passive = Performance(self.naturals[1], _base(target, self.target_base), _conditions(target), ranges)
            return resolve_vs_check(active, passive)

    def build(self, encounter: Encounter) -> Patch:
        check = self.result(encounter)
        builder = PatchBuilder(encounter)
        attacker, target = builder.current(self.attacker), builder.current(self.target)
        condition = None
        if check.succeeded:  # D3: the effect any command can call (conditions.add_condition)
            condition = add_condition(builder, target.id, self.condition).condition.name
        record = GrappleRecord(active=GrappleSide(attacker.id, self.attacker_base),
                               passive=GrappleSide(target.id, self.target_base), check=check, condition=condition)
        builder.log(self.kind, actor=attacker.id, targets=[target.id], record=record,
                    rule_ids=sorted_rule_ids([*check.rule_ids, *(["D3"] if condition else [])]),
                    public=not (attacker.hidden or target.hidden))
        return builder.build()


def _conditions(combatant: Combatant) -> tuple[PercentileModifier, ...]:
    """D3: the 1D100 modifiers of the combatant's conditions, each named by its condition (C5)."""
    return tuple(PercentileModifier(source, value)
                 for source, value in percentile_modifiers(derived.condition_effects(combatant)))


def _base(combatant: Combatant, name: str | None) -> int | None:
    """C5: the named base value of the combatant (None: none named); refused when it has no such value."""
    if name is None:
        return None
    if name not in combatant.percentile:
        raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{name} has no base value {base} (known: {known})"),
                          name=combatant.name, base=repr(name), known=tuple(sorted(combatant.percentile)) or "—")
    return combatant.percentile[name]


def _ranges(encounter: Encounter) -> SpecialRanges:
    return SpecialRanges(encounter.settings.critical_from, encounter.settings.fumble_to)  # C6


class GrappleSide(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One side of a grapple: who, and the base value it added (C5; None: none)."""

    combatant: str
    base: str | None = None


class GrappleRecord(Record, frozen=True):
    """A grapple in the roll log: the grappler (``active``) and the grappled creature (``passive``),
    the versus check (C5), and the condition the grappled creature got (None: the grapple failed)."""

    active: GrappleSide
    passive: GrappleSide
    check: VsCheckResult
    condition: str | None = None


def _grapple_line(p: Pieces, r: GrappleRecord) -> str:
    """``Ayla grapples Goblin: 1D100 74 (70 +4) vs 23 (20 +3) → success: Grappled``."""
    check = p.performance(r.check.active), p.performance(r.check.passive)
    if r.condition is not None:
        return fill(p.translate("LogLine", "%1 grapples %2: 1D100 %3 vs %4 → %5: %6"), p.name(r.active.combatant),
                    p.name(r.passive.combatant), *check, p.outcome(r.check.outcome.value), r.condition)
    return fill(p.translate("LogLine", "%1 fails to grapple %2: 1D100 %3 vs %4 → %5"), p.name(r.active.combatant),
                p.name(r.passive.combatant), *check, p.outcome(r.check.outcome.value))


def _grapple_undo(w: CommandWords) -> str:
    return fill(w.translate("CommandText", "Grapple: %1 → %2"), w.actor("grapple"), w.target("grapple"))


LOG_KINDS = (
    LogKind("grapple", GrappleRecord, _grapple_line, undo=_grapple_undo, roll=True,
            purposes={_PURPOSE: QT_TRANSLATE_NOOP("DiceEntry", "grapple"),
                      _DEFENSE: QT_TRANSLATE_NOOP("DiceEntry", "grapple defense")},
            fields={"passive": QT_TRANSLATE_NOOP("RollLogText", "passive side")},
            sample=GrappleRecord(active=GrappleSide("ayla", "accuracy"), passive=GrappleSide("gob", "evasion"),
                                 check=resolve_vs_check(Performance(70, 45), Performance(20, 30)),
                                 condition="Grappled")),
)

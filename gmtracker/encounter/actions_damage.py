"""B2–B4 as an action: a damage check against a target, and its effects.

:class:`DamageSpec` is what the attacker's side brings (B2: the damage expression —
a plain number is a flat bonus —, an attribute bonus, the critical multiplier, dice
that are not multiplied, damage reduction, lethal or not, any other bonus).
:func:`resolve_damage` is the damage stage an attack shares with
:class:`DamageCheckCommand`: the target's damage DC *now* (B3: wounds for lethal,
bruises for nonlethal, temporary hit points), +5 against a disabled (lethal) or
dazed (nonlethal) target, the attacker's realistic-mode penalty (B10: the damage
check is the attacker's d20 check), then the effects on the target (B4,
:mod:`.effects`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import TYPE_CHECKING, ClassVar

import msgspec

from gmtracker.rules import wounds
from gmtracker.rules.character import Attribute
from gmtracker.rules.condition_effects import damage_modifiers
from gmtracker.rules.damage import DamageBonus, DamageDC, DiceBonus, Size
from gmtracker.rules.damage_check import BonusCode, BonusTerm, DamageCheck
from gmtracker.rules.modifiers import Stacking, stack
from gmtracker.rules.rule_order import sorted_rule_ids
from gmtracker.rules.wound_codes import DamageEffect, DamageOutcome

from . import derived
from .action_support import label_naturals, rules_errors
from .command import ActionError, Command, PatchBuilder
from .dice_needs import DieNeed
from .dice_protocol import DiceCommand
from .effects import EffectsApplied, apply_damage_effects
from .encounter import Encounter
from .log_kind import LogKind, Record
from .log_render.translating import ascii_signed, fill
from .model import Combatant, Settings
from .patch import Patch
from .refusal import QT_TRANSLATE_NOOP, purpose_term

if TYPE_CHECKING:
    from .log_render.commands import CommandWords
    from .log_render.pieces import Pieces


class DamageSpec(msgspec.Struct, frozen=True):
    """The attacker's side of a damage check (B2).

    ``attribute_bonus`` (named by ``attribute``) joins the flat part of ``damage``,
    so it is multiplied on a critical hit as in standard D20; ``extra`` is never
    multiplied; ``modifier`` is any other bonus on the check.
    """

    damage: str
    multiplier: int = 1
    extra: str = ""
    reduction: int = 0
    lethal: bool = True
    attribute: Attribute | None = None
    attribute_bonus: int = 0
    modifier: int = 0

    @property
    def expression(self) -> str:
        """The damage expression with the attribute bonus added (``1d8`` + STR 2 → ``1d8+2``)."""
        return f"{self.damage}{self.attribute_bonus:+d}" if self.attribute_bonus else self.damage

    def bonus(self) -> DamageBonus:
        """B2: the damage bonus with its breakdown (every dice group, the multiplier, reduction)."""
        return wounds.damage_bonus_breakdown(self.expression, reduction=self.reduction,
                                             multiplier=self.multiplier, extra=self.extra or None)


def damage_dc_of(target: Combatant, *, lethal: bool) -> DamageDC:
    """B3: the target's damage DC now, with its breakdown (same inputs as ``derived.damage_dc``)."""
    return wounds.damage_dc_breakdown(constitution=target.constitution, hit_dice=target.hit_dice,
                                      size=target.size_category.value,
                                      wounds=target.wounds if lethal else target.bruises, temp_hp=target.temp_hp)


def _realistic(attacker: Combatant | None, settings: Settings) -> int:
    return 0 if attacker is None else derived.realistic_penalty(attacker, settings)


def condition_stacking(attacker: Combatant | None) -> Stacking | None:
    """D3: A6's stacking of the modifiers the attacker's conditions put on its damage checks (None: none)."""
    if attacker is None or not attacker.conditions:
        return None
    modifiers = damage_modifiers(derived.condition_effects(attacker))
    return stack(modifiers) if modifiers else None


def _conditions_total(attacker: Combatant | None) -> int:
    stacking = condition_stacking(attacker)
    return stacking.total if stacking is not None else 0


def _states(target: Combatant) -> list[str]:
    return [entry.state.value for entry in target.states]


class DamageStage(msgspec.Struct, frozen=True):
    """A resolved damage check and what it did to the target."""

    spec: DamageSpec
    check: DamageCheck
    realistic_penalty: int
    applied: EffectsApplied
    conditions: Stacking | None = None  # D3: the attacker's conditions on its damage checks

    @property
    def rule_ids(self) -> list[str]:
        ids = [*self.check.rule_ids, "B2"]
        if self.check.damage is not None:
            ids += self.check.damage.rule_ids
        if self.check.dc_breakdown is not None:
            ids += self.check.dc_breakdown.rule_ids
        if self.realistic_penalty:
            ids.append("B10")
        if self.conditions is not None:
            ids += ["A6", "D3"]
        return sorted_rule_ids(ids)

    def record(self) -> DamageStageRecord:
        return DamageStageRecord(
            natural=self.check.natural, damage=self.spec.damage, attribute=self.spec.attribute,
            attribute_bonus=self.spec.attribute_bonus, modifier=self.spec.modifier,
            realistic_penalty=self.realistic_penalty, check=self.check, effects=self.applied,
            rule_ids=tuple(self.rule_ids), stacking=self.conditions)


class DamageStageRecord(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """B2–B4 in a log record (an attack's ``damage``, a ``damage_check``'s own): the d20, the
    damage expression and the attribute bonus added to it, the GM's modifier, the attacker's
    realistic-mode penalty (B10), the rules core's check and what it did to the target; D3:
    ``stacking``, the attacker's conditions' modifiers on it, each applied or discarded (A6;
    left out when it has none, so older records read the same)."""

    natural: int
    damage: str
    attribute: Attribute | None
    attribute_bonus: int
    modifier: int
    realistic_penalty: int
    check: DamageCheck
    effects: EffectsApplied
    rule_ids: tuple[str, ...]
    stacking: Stacking | None = None


def resolve_damage(builder: PatchBuilder, spec: DamageSpec, *, target_id: str, natural: int,
                   attacker: Combatant | None = None) -> DamageStage:
    """B3/B4: the damage check against the target as it is now in ``builder``; effects into the patch."""
    target = builder.current(target_id)
    realistic = _realistic(attacker, builder.settings)
    conditions = condition_stacking(attacker)
    check = wounds.resolve_damage_check(
        natural, damage_bonus=spec.bonus(), dc=damage_dc_of(target, lethal=spec.lethal), lethal=spec.lethal,
        auto_stabilize=target.auto_stabilize, target_states=_states(target), modifier=spec.modifier - realistic,
        conditions=conditions.total if conditions is not None else 0)
    applied = apply_damage_effects(builder, target_id, check.effects)
    return DamageStage(spec, check, realistic, applied, conditions)


def damage_terms(spec: DamageSpec, target: Combatant, settings: Settings,
                 attacker: Combatant | None = None) -> tuple[BonusTerm, ...]:
    """B2/B4/B10: the terms of the damage check's bonus against ``target`` as it is now (the
    damage bonus, the target's states, the GM's modifier less the attacker's realistic-mode penalty)."""
    return wounds.damage_check_terms(spec.bonus().total, lethal=spec.lethal, target_states=_states(target),
                                     modifier=spec.modifier - _realistic(attacker, settings),
                                     conditions=_conditions_total(attacker))


def damage_odds(spec: DamageSpec, target: Combatant, settings: Settings,
                attacker: Combatant | None = None) -> dict[DamageOutcome, Fraction]:
    """B3/B4: exact odds of each outcome of this damage check against ``target`` as it is now."""
    terms = damage_terms(spec, target, settings, attacker)
    return wounds.damage_check_odds(bonus=sum(t.value for t in terms), dc=damage_dc_of(target, lethal=spec.lethal).dc,
                                    lethal=spec.lethal, auto_stabilize=target.auto_stabilize)


@dataclass(eq=False)
class DamageCheckCommand(DiceCommand):
    """A standalone damage check against ``target`` (B2–B4), e.g. a trap or a spell's damage.

    ``damage`` is a dice expression (``"2d6+3"``) or a flat bonus (``7``); ``attacker``
    is optional (its realistic-mode penalty applies, B10; it is the log's actor).
    Logs one ``damage_check`` entry; hidden when the attacker or the target is.
    """

    kind: ClassVar[str] = "damage_check"

    target: str
    damage: str | int = "1d6"
    lethal: bool = True
    multiplier: int = 1
    extra: str = ""
    reduction: int = 0
    modifier: int = 0
    attacker: str | None = None
    natural: int | None = None
    spec: DamageSpec = field(init=False, repr=False)

    def __post_init__(self) -> None:
        Command.__init__(self)
        self.spec = DamageSpec(str(self.damage), multiplier=self.multiplier, extra=self.extra,
                               reduction=self.reduction, lethal=self.lethal, modifier=self.modifier)

    # -- dice -------------------------------------------------------------------------
    def dice_needed(self, encounter: Encounter) -> tuple[DieNeed, ...]:
        """The damage check's d20 (B3: the attacker's roll; the GM's without one), until it is given."""
        return () if self.natural is not None else (DieNeed(20, "damage_check", self.attacker, target=self.target),)

    def with_dice(self, needs: Sequence[DieNeed], naturals: Sequence[int]) -> DamageCheckCommand:
        natural = self.natural
        for need, value in label_naturals(needs, naturals):
            if need.purpose != "damage_check":
                raise ActionError(
                    QT_TRANSLATE_NOOP("Refusal", "a damage check takes no {purpose} die"),
                    purpose=purpose_term(need.purpose))
            natural = value
        return replace(self, natural=natural)

    # -- odds and the action ------------------------------------------------------------
    def odds(self, encounter: Encounter) -> dict[DamageOutcome, Fraction]:
        with rules_errors():
            builder = PatchBuilder(encounter)
            attacker = builder.current(self.attacker) if self.attacker is not None else None
            return damage_odds(self.spec, builder.current(self.target), encounter.settings, attacker)

    def terms(self, encounter: Encounter) -> tuple[BonusTerm, ...]:
        """The terms of the check's bonus now (B2, B4, B10), for the dialog to show: the same the
        odds and the roll use."""
        with rules_errors():
            builder = PatchBuilder(encounter)
            attacker = builder.current(self.attacker) if self.attacker is not None else None
            return damage_terms(self.spec, builder.current(self.target), encounter.settings, attacker)

    def build(self, encounter: Encounter) -> Patch:
        if self.natural is None:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "the damage check's d20 is missing"))
        builder = PatchBuilder(encounter)
        attacker = builder.current(self.attacker) if self.attacker is not None else None
        target = builder.current(self.target)
        stage = resolve_damage(builder, self.spec, target_id=self.target, natural=self.natural, attacker=attacker)
        record = DamageCheckRecord(target=self.target, attacker=self.attacker, damage_check=stage.record())
        hidden = target.hidden or (attacker is not None and attacker.hidden)
        builder.log(self.kind, actor=self.attacker, targets=[self.target], record=record,
                    rule_ids=stage.rule_ids, public=not hidden)
        return builder.build()


class DamageCheckRecord(Record, frozen=True):
    """A standalone damage check (B2–B4) against ``target`` by ``attacker`` (None: nobody named)."""

    target: str
    attacker: str | None
    damage_check: DamageStageRecord


def _damage_check_line(p: Pieces, r: DamageCheckRecord) -> str:
    stage = r.damage_check
    expression = stage.damage
    if stage.attribute_bonus:
        expression += ascii_signed(stage.attribute_bonus)
    body = p.damage_stage(stage, label=False)
    target = p.name(r.target)
    if r.attacker is not None:
        return fill(p.translate("LogLine", "%1's damage check against %2 (%3): %4"), p.name(r.attacker),
                    target, expression, body)
    return fill(p.translate("LogLine", "Damage check against %1 (%2): %3"), target, expression, body)


def _damage_check_undo(w: CommandWords) -> str:
    return fill(w.translate("CommandText", "Damage check: %1"), w.target("damage_check"))


def sample_stage() -> DamageStageRecord:
    """A 1d8 + 2 damage check of 17 against DC 12, a wound (B3, B4): the log kinds' sample."""
    bonus = DamageBonus(damage="1d8+2", extra=None, flat=2, extra_flat=0,
                        dice=(DiceBonus(group="1d8", count=1, sides=8, sign=1, bonus=Fraction(3), multiplied=True),),
                        multiplier=1, reduction=0, multiplied_part=Fraction(5), extra_part=Fraction(0),
                        exact=Fraction(5), total=5, rule_ids=("B2",))
    dc = DamageDC(constitution=12, constitution_used=12, hit_dice="2d8", hit_dice_bonus=Fraction(9), size=Size.MEDIUM,
                  size_modifier=0, exact_half=Fraction(21, 2), base=12, wounds=0, temp_hp=0, temp_hp_bonus=0, dc=12,
                  rule_ids=("B3",))
    check = DamageCheck(natural=12, terms=(BonusTerm(BonusCode.DAMAGE_BONUS, 5),), bonus=5, total=17, dc=12,
                        success=True, margin=5, lethal=True, auto_stabilize=False,
                        effects=frozenset({DamageEffect.WOUND}), outcome=DamageOutcome.WOUND, damage=bonus,
                        dc_breakdown=dc, rule_ids=("B3", "B4"))
    effects = EffectsApplied(effects=(DamageEffect.WOUND,), wounds_before=0, wounds_after=1, bruises_before=0,
                             bruises_after=0, states_added=(), states_kept=(), clock=0)
    return DamageStageRecord(natural=12, damage="1d8", attribute=Attribute.STRENGTH, attribute_bonus=2, modifier=0,
                             realistic_penalty=0, check=check, effects=effects, rule_ids=("B2", "B3", "B4"))


LOG_KINDS = (
    LogKind("damage_check", DamageCheckRecord, _damage_check_line, undo=_damage_check_undo, roll=True,
            sample=DamageCheckRecord(target="gob", attacker="ayla", damage_check=sample_stage())),
)

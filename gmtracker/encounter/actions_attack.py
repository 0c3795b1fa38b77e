"""An attack as an action, in the encounter's resolution mode (A14–A17, B1–B4, C5–C8).

:class:`AttackCommand` is one attack action of ``attacker`` with one of its attack
profiles (or an ad-hoc :class:`AttackProfile`) against one or more targets:

* **hit check** (A14): per target, the attacker's hit check against the defense the
  profile names (A17); a critical success is a critical hit (A14 ruling);
* **defense check** (B1): per target, the defender rolls ``d20 + (defense − 10)``
  against ``11 + attack bonus``; the attacker's penalty dice become the defender's
  extra d20 (highest kept), its advantage d6 goes to the right-hand side, a threat is
  confirmed by a second defense check; the defender's own realistic-mode penalty
  (B10) lowers its side;
* **versus** (C5, C8): the attacker rolls 1D100 once; its performance (the profile's
  ``percentile_base`` / 10 + the roll + modifiers) meets each target's own roll (the
  target's ``percentile_target_base``), with the encounter's critical and fumble
  ranges (C6).

Applied automatically and recorded: the hit penalty (A16: penalty dice from the
attacker's ``hit_penalties``; the action then adds one, once however many targets;
not in versus mode, which has no penalty dice; not off-turn, see below), heavy load (A11) and realistic mode
(B10) through ``derived.roller_state``, the size difference (A15). Every hit makes a
damage check (B2–B4, :mod:`.actions_damage`) whose effects land on the target.

Rulings made here (see also :mod:`.actions_damage`):

* **Damage attribute.** The seed's own example (RULES.md B2, seed 001: a dwarf with
  strength +2 and a longsword, 1d8, has damage bonus 5) adds the strength modifier to
  the damage bonus, as standard D20 does. So by default a melee or thrown attack adds
  the attacker's strength to the flat part of the damage (multiplied on a critical
  hit), other ranged and special attacks add nothing; ``damage_attribute`` picks
  another attribute or none (for a profile whose damage already includes it).
* **Versus critical hit.** Part C does not say what a critical does to damage: a
  success that the *attacker's own* critical decided (C6) is a critical hit
  (multiplied damage); everything else that succeeds is a hit.
* **Off-turn attacks (A16).** Seed 000: "在你回合，当你第一次遭受命中惩罚后，你的攻击动作的
  命中检定受到 1 个惩罚骰" — *in your turn*. The hit penalty counts only attacks made in the
  attacker's own turn: while combat runs and another combatant's turn is current (a
  reaction, an attack of opportunity), the attack takes no hit-penalty dice and adds
  nothing to the counter (the record says ``"off_turn": true``, rule A16). Out of combat
  no turn is running and the counter applies as the GM keeps it
  (:func:`hit_penalty_applies`).
* A target's bonus (``target_bonus``) goes to the defending side in every mode: it
  raises the DC of a hit check, the left-hand side of a defense check, the target's
  performance in a versus check.

One ``attack`` log entry per target (hidden when the attacker or that target is). An
attack is a standard action: made by a disabled attacker in its own turn, its record
says so (``b5_falls_at_turn_end``) and the attacker falls unconscious when its turn
ends (B5, :mod:`.turn_states`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import TYPE_CHECKING, ClassVar, Literal, Union

import msgspec

from gmtracker.rules.attack import ResolutionMode, defense_check_dice, defense_outcome
from gmtracker.rules.character import Attribute
from gmtracker.rules.checks import (
    Check,
    CheckKind,
    CheckNote,
    HitOutcome,
    Modifier,
    ModifierType,
    Proficiency,
    hit_check,
    hit_outcome,
    resolve,
)
from gmtracker.rules.condition_effects import defense_notes, percentile_modifiers
from gmtracker.rules.defense import DefenseCheck, DefenseRoll, evaluate_defense_roll, resolve_defense_check
from gmtracker.rules.hits import AttackRange
from gmtracker.rules.modifiers import Stacking, situational_value, stack
from gmtracker.rules.percentile import DecidedBy, Performance, Special, SpecialRanges
from gmtracker.rules.percentile import Modifier as PercentileModifier
from gmtracker.rules.percentile_checks import Target, VsCheckResult, resolve_one_against_many
from gmtracker.rules.rule_order import sorted_rule_ids

from . import derived
from .action_support import CheckRecord, DegreeCode, check_record, label_naturals, rules_errors
from .actions_damage import DamageSpec, DamageStage, DamageStageRecord, damage_odds, resolve_damage, sample_stage
from .attack_odds import TargetOdds, defense_odds, hit_check_odds, versus_odds
from .combatant_resources import find_resource, one_left, spend
from .command import ActionError, Command, PatchBuilder
from .dice_needs import DieNeed, advantage_needs, d20_roll_needs
from .dice_protocol import DiceCommand
from .encounter import Encounter
from .log_kind import LogKind, Record
from .log_render.outcomes import OutcomeKind
from .log_render.translating import fill
from .model import AttackProfile, Combatant, Defense, Resource, Settings, TurnState
from .patch import Patch
from .refusal import QT_TRANSLATE_NOOP, Message, purpose_term
from .turn_states import falls_after_standard_action

if TYPE_CHECKING:
    from .log_render.commands import CommandWords
    from .log_render.pieces import Pieces

AUTO: Literal["auto"] = "auto"

# DieNeed purposes of an attack, in the order they are asked for.
_STAGES = {"hit_check": 0, "defense_check": 0, "advantage_die": 0, "versus_active": 0, "versus_passive": 0,
           "confirmation": 1, "damage_check": 2}
# Which TargetDice field holds the naturals of each purpose.
_FIELDS = {"hit_check": "d20", "defense_check": "d20", "advantage_die": "d6", "confirmation": "confirmation",
           "versus_passive": "d100", "damage_check": "damage"}


class TargetDice(msgspec.Struct, frozen=True):
    """The naturals of one target's part of an attack.

    ``d20``: the attacker's hit-check d20s (A14) or the defender's defense-check d20s
    (B1), 1 + penalty dice; ``d6``: the attacker's advantage or disadvantage d6 (A7);
    ``confirmation``: the defender's d20s confirming a threat (B1); ``d100``: the
    target's own 1D100 (C8); ``damage``: the damage check's d20 (B3).
    """

    d20: tuple[int, ...] = ()
    d6: tuple[int, ...] = ()
    confirmation: tuple[int, ...] = ()
    d100: int | None = None
    damage: int | None = None


def hit_penalty_applies(encounter: Encounter, attacker_id: str) -> bool:
    """A16 (module ruling): whether an attack action by ``attacker_id`` now counts the hit
    penalty — in its own turn, or while no combat runs; not in another combatant's turn."""
    return _own_turn(encounter.turn, attacker_id)


def _own_turn(turn: TurnState, attacker_id: str) -> bool:
    return not turn.started or turn.current is None or turn.current == attacker_id


class _Context(msgspec.Struct, frozen=True):
    attacker: Combatant
    profile: AttackProfile
    attack_index: int | None
    mode: ResolutionMode
    settings: Settings
    penalties_taken: int
    hit_penalty: bool  # A16 applies: an attack action in a d20 mode, in the attacker's own turn
    off_turn: bool = False  # A16 would apply, but it is another combatant's turn (module ruling)


class _Hit(msgspec.Struct, frozen=True):
    """One target's hit or miss: the outcome, the record of its mode (given the fields every
    mode shares, :meth:`AttackCommand.build`) and its rule ids."""

    outcome: HitOutcome
    record: Callable[..., AttackRecord]
    rule_ids: tuple[str, ...]


# One resolved target: its id, the hit, the damage check (None after a miss).
_Done = tuple[str, _Hit, "DamageStage | None"]


@dataclass(eq=False)
class AttackCommand(DiceCommand):
    """One attack action; see the module docstring for the modes, rulings and log.

    ``attack`` is an index into the attacker's ``attacks`` or an ad-hoc profile.
    ``modifiers``, ``advantage``, ``disadvantage``, ``penalty_dice`` (extra, A3 caps the
    total) and ``shifts`` are what the GM adds to the hit check; in versus mode only
    ``modifiers`` apply (each adds to the attacker's performance). ``attack_action=False``
    is a hit check outside an attack action (A16 does not apply, nothing is counted).
    ``lethal`` overrides the profile's; ``target_bonus`` and ``reduction`` (damage
    reduction, B2) are per target id.
    """

    kind: ClassVar[str] = "attack"

    attacker: str
    targets: tuple[str, ...]
    attack: int | AttackProfile = 0
    attribute: Attribute | None = None
    modifiers: tuple[Modifier, ...] = ()
    advantage: int = 0
    disadvantage: int = 0
    penalty_dice: int = 0
    shifts: tuple[int, ...] = ()
    attack_action: bool = True
    lethal: bool | None = None
    damage_attribute: Attribute | None | Literal["auto"] = AUTO
    damage_modifier: int = 0
    target_bonus: dict[str, int] = field(default_factory=dict)
    reduction: dict[str, int] = field(default_factory=dict)
    attacker_d100: int | None = None
    dice: dict[str, TargetDice] = field(default_factory=dict)

    def __post_init__(self) -> None:
        Command.__init__(self)
        self.targets = tuple(self.targets)

    # -- what the attack is ----------------------------------------------------------------
    def _context(self, builder: PatchBuilder, *, targets_needed: bool = True) -> _Context:
        if not self.targets and targets_needed:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "an attack needs at least one target"))
        if len(set(self.targets)) != len(self.targets):
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "a target is named twice"))
        attacker = builder.current(self.attacker)
        for target in self.targets:
            builder.current(target)
        if isinstance(self.attack, AttackProfile):
            profile, index = self.attack, None
        elif 0 <= self.attack < len(attacker.attacks):
            profile, index = attacker.attacks[self.attack], self.attack
        else:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "{name} has no attack number {number}"), name=attacker.name,
                              number=self.attack + 1)
        settings = builder.settings
        mode = settings.resolution
        if mode is ResolutionMode.VERSUS and (self.advantage or self.disadvantage or self.penalty_dice or self.shifts):
            raise ActionError(QT_TRANSLATE_NOOP(
                "Refusal", "a 1D100 versus attack takes no advantage, penalty dice or degree shifts (d20 rules)"))
        if profile.spends:  # issue 29 item 4: the attack spends one of a resource; none left, no attack
            one_left(attacker, profile.spends)
        counts = self.attack_action and mode is not ResolutionMode.VERSUS
        own_turn = _own_turn(builder.turn, attacker.id)
        return _Context(attacker, profile, index, mode, settings, attacker.hit_penalties,
                        counts and own_turn, off_turn=counts and not own_turn)

    def _check(self, ctx: _Context, target: Combatant) -> Check:
        """A14–A16 (+ A11, B10): the hit check against the target's defense (A17)."""
        p = ctx.profile
        weapon = (Modifier(ModifierType.FREE, p.modifier, "weapon"),) if p.modifier else ()
        dc = derived.defense(target, p.target_defense)
        if ctx.mode is ResolutionMode.HIT_CHECK:
            dc += self.target_bonus.get(target.id, 0)
        return hit_check(
            attack_range=p.range, attributes=ctx.attacker.attributes.as_mapping(), defense=dc,
            attribute=self.attribute, finesse=p.finesse, thrown=p.thrown,
            key_attributes=(p.key_attribute,) if p.key_attribute is not None else (),
            proficiency=p.proficiency, proficiency_bonus=ctx.attacker.proficiency,
            attacker_size=ctx.attacker.attributes.size, target_size=target.attributes.size,
            size_direction=p.size_direction, attack_action=ctx.hit_penalty, penalties_taken=ctx.penalties_taken,
            modifiers=weapon + tuple(self.modifiers), advantage=self.advantage, disadvantage=self.disadvantage,
            extra_penalty_dice=self.penalty_dice, state=derived.roller_state(ctx.attacker, ctx.settings),
            shifts=self.shifts).with_adjustments(
            notes=defense_notes(derived.condition_effects(target), p.target_defense.value))  # D3: the DC's conditions

    def _defense_modifier(self, ctx: _Context, target: Combatant) -> int:
        """B1: the defender's own side: its bonus, minus its realistic-mode penalty (B10)."""
        return self.target_bonus.get(target.id, 0) - derived.realistic_penalty(target, ctx.settings)

    def _damage_spec(self, ctx: _Context, critical: bool, target_id: str) -> DamageSpec:
        p = ctx.profile
        attribute = self.damage_attribute
        if attribute == AUTO:
            physical = p.range is AttackRange.MELEE or (p.range is AttackRange.RANGED and p.thrown)
            attribute = Attribute.STRENGTH if physical else None
        assert attribute != AUTO
        return DamageSpec(
            p.damage, multiplier=p.critical_multiplier if critical else 1, extra=p.extra_damage,
            reduction=self.reduction.get(target_id, 0), lethal=p.lethal if self.lethal is None else self.lethal,
            attribute=attribute, attribute_bonus=ctx.attacker.attributes.get(attribute) if attribute else 0,
            modifier=self.damage_modifier)

    def _versus_sides(self, ctx: _Context, target: Combatant) -> tuple[int | None, int, int | None, int]:
        """C5: (attacker's base, attacker's bonus, target's base, target's bonus)."""
        p = ctx.profile
        bonus = sum(m.value for m in self.modifiers) + p.modifier + sum(v for _, v in _conditions_d100(ctx.attacker))
        target_bonus = self.target_bonus.get(target.id, 0) + sum(v for _, v in _conditions_d100(target))
        return (ctx.attacker.percentile.get(p.percentile_base), bonus,
                target.percentile.get(p.percentile_target_base), target_bonus)

    # -- phase 1: hit or miss, per target -----------------------------------------------------
    def _need(self, needs: list[DieNeed], have: object, new: list[DieNeed]) -> bool:
        """Add ``new`` to ``needs`` unless the naturals are there already (``have``): True if added."""
        if new and not have:
            needs += new
            return True
        return False

    def _by_hit_check(self, ctx: _Context, target: Combatant, needs: list[DieNeed]) -> _Hit | None:
        check = self._check(ctx, target)
        dice = self.dice.get(target.id, TargetDice())
        who = ctx.attacker.id
        missing = self._need(needs, dice.d20, d20_roll_needs("hit_check", who, check.d20_count, target=target.id))
        if self._need(needs, dice.d6, advantage_needs(who, check.d6_count, check.net_advantage,
                                                      target=target.id)) or missing:
            return None
        result = resolve(check, dice.d20, dice.d6 if check.d6_count else ())
        outcome = hit_outcome(result.degree)
        return _Hit(outcome, partial(HitCheckAttackRecord, hit_check=check_record(result)), (*result.rule_ids, "A17"))

    def _by_defense_check(self, ctx: _Context, target: Combatant, needs: list[DieNeed]) -> _Hit | None:
        check = self._check(ctx, target)
        count, d6_count = defense_check_dice(check)
        dice = self.dice.get(target.id, TargetDice())
        missing = self._need(needs, dice.d20, d20_roll_needs("defense_check", target.id, count, target=target.id))
        if self._need(needs, dice.d6, advantage_needs(ctx.attacker.id, d6_count, check.net_advantage,
                                                      target=target.id)) or missing:
            return None
        d6 = dice.d6 if d6_count else ()
        if len(dice.d20) != count or len(d6) != d6_count or not all(1 <= v <= 6 for v in d6):
            raise ActionError(
                QT_TRANSLATE_NOOP("Refusal", "this defense check needs {d20} d20 and {d6} d6 (1–6)"),
                d20=count, d6=d6_count)
        sign = 1 if check.net_advantage > 0 else -1
        sides = dict(defense=check.dc, attack_bonus=check.fixed_bonus, threat_low=ctx.profile.threat_low,
                     advantage=situational_value(check.flat_situational + tuple(sign * v for v in d6)),
                     defense_modifier=self._defense_modifier(ctx, target))
        first = evaluate_defense_roll(dice.d20, **sides)
        if first.threat and self._need(needs, dice.confirmation,
                                       d20_roll_needs("confirmation", target.id, count, target=target.id)):
            return None
        result = resolve_defense_check(dice.d20, penalty_dice=check.penalty_dice,
                                       confirmation_naturals=dice.confirmation if first.threat else None, **sides)
        outcome = defense_outcome(result.outcome)
        source = "advantage" if sign > 0 else "disadvantage"
        stacking = stack(check.modifiers + tuple(Modifier(ModifierType.SITUATIONAL, sign * v, source) for v in d6))
        record = partial(DefenseCheckAttackRecord, hit_check=check, d6=tuple(d6), stacking=stacking,
                         defense_check=result)
        ids = [i for i in check.rule_ids() if i != "A8"] + [*result.rule_ids, "A17"]
        if derived.realistic_penalty(target, ctx.settings):
            ids.append("B10")
        return _Hit(outcome, record, tuple(ids))

    def _by_versus(self, ctx: _Context, targets: list[Combatant], needs: list[DieNeed]) -> dict[str, _Hit]:
        missing = self._need(needs, self.attacker_d100, [DieNeed(100, "versus_active", ctx.attacker.id)])
        for target in targets:
            dice = self.dice.get(target.id, TargetDice())
            missing = self._need(needs, dice.d100, [DieNeed(100, "versus_passive", target.id, target=target.id)]
                                 ) or missing
        if missing:
            return {}
        assert self.attacker_d100 is not None
        specials = _specials(ctx.settings)
        base, _, _, _ = self._versus_sides(ctx, targets[0])
        active = Performance(self.attacker_d100, base, _percentile_modifiers(ctx, self.modifiers), specials)
        passives = []
        for target in targets:
            _, _, target_base, _ = self._versus_sides(ctx, target)
            natural = self.dice[target.id].d100
            assert natural is not None
            own = self.target_bonus.get(target.id, 0)
            modifier = ((PercentileModifier("target_bonus", own),) if own else ()) + tuple(
                PercentileModifier(source, value) for source, value in _conditions_d100(target))
            passives.append(Target(target.id, Performance(natural, target_base, modifier, specials)))
        many = resolve_one_against_many(active, passives)
        hits: dict[str, _Hit] = {}
        for target in targets:
            vs = many.result_for(target.id)
            critical = vs.succeeded and vs.decided_by is DecidedBy.SPECIAL and active.special is Special.CRITICAL
            outcome = HitOutcome.CRITICAL_HIT if critical else HitOutcome.HIT if vs.succeeded else HitOutcome.MISS
            record = partial(VersusAttackRecord, versus=vs, targets=tuple(self.targets))
            hits[target.id] = _Hit(outcome, record, (*vs.rule_ids, "C8"))
        return hits

    def _hits(self, ctx: _Context, builder: PatchBuilder, needs: list[DieNeed]) -> dict[str, _Hit]:
        targets = [builder.current(t) for t in self.targets]
        if ctx.mode is ResolutionMode.VERSUS:
            return self._by_versus(ctx, targets, needs)
        by = self._by_hit_check if ctx.mode is ResolutionMode.HIT_CHECK else self._by_defense_check
        hits = {t.id: by(ctx, t, needs) for t in targets}
        return {tid: hit for tid, hit in hits.items() if hit is not None}

    # -- the whole attack -----------------------------------------------------------------------
    def _run(self, builder: PatchBuilder) -> tuple[_Context, list[DieNeed], list[_Done]]:
        """Resolve as far as the dice go: (context, dice still missing, per target (id, hit, damage))."""
        ctx = self._context(builder)
        needs: list[DieNeed] = []
        hits = self._hits(ctx, builder, needs)
        done: list[_Done] = []
        for tid in self.targets:
            hit = hits.get(tid)
            if hit is None:
                continue
            stage: DamageStage | None = None
            if hit.outcome is not HitOutcome.MISS:
                natural = self.dice.get(tid, TargetDice()).damage
                if self._need(needs, natural, [DieNeed(20, "damage_check", ctx.attacker.id, target=tid)]):
                    continue
                assert natural is not None
                spec = self._damage_spec(ctx, hit.outcome is HitOutcome.CRITICAL_HIT, tid)
                stage = resolve_damage(builder, spec, target_id=tid, natural=natural, attacker=ctx.attacker)
            done.append((tid, hit, stage))
        needs.sort(key=lambda need: _STAGES[need.purpose])
        return ctx, needs, done

    def dice_needed(self, encounter: Encounter) -> tuple[DieNeed, ...]:
        """The dice this attack still needs given the naturals it holds, in the order it uses them.

        First each target's hit-check or defense-check d20s and advantage d6 (or, in versus
        mode, the attacker's and each target's 1D100), then the confirmation of a threat
        (B1), then the damage check of each hit: ask again after adding each step's dice.
        """
        with rules_errors():
            return tuple(self._run(PatchBuilder(encounter))[1])

    def with_dice(self, needs: Sequence[DieNeed], naturals: Sequence[int]) -> AttackCommand:
        dice = {tid: {name: getattr(d, name) for name in TargetDice.__struct_fields__}
                for tid, d in self.dice.items()}
        attacker_d100 = self.attacker_d100
        for need, value in label_naturals(needs, naturals):
            if need.purpose == "versus_active":
                attacker_d100 = value
                continue
            if need.purpose not in _FIELDS or need.target is None:
                raise ActionError(
                    QT_TRANSLATE_NOOP("Refusal", "an attack takes no {purpose} die"),
                    purpose=purpose_term(need.purpose))
            slot = dice.setdefault(need.target, {name: getattr(TargetDice(), name)
                                                    for name in TargetDice.__struct_fields__})
            name = _FIELDS[need.purpose]
            slot[name] = value if name in ("d100", "damage") else (*slot[name], value)
        return replace(self, attacker_d100=attacker_d100,
                       dice={tid: TargetDice(**values) for tid, values in dice.items()})

    def build(self, encounter: Encounter) -> Patch:
        builder = PatchBuilder(encounter)
        ctx, needs, done = self._run(builder)
        if needs:
            raise ActionError(QT_TRANSLATE_NOOP("Refusal", "dice missing: {missing}"), missing=tuple(
                Message(QT_TRANSLATE_NOOP("Refusal", "{purpose} d{sides} for {combatant}"),
                        {"purpose": purpose_term(n.purpose, n.purpose.replace("_", " ")), "sides": n.sides,
                         "combatant": n.target or n.combatant}) if n.target or n.combatant else
                Message(QT_TRANSLATE_NOOP("Refusal", "{purpose} d{sides}"),
                        {"purpose": purpose_term(n.purpose, n.purpose.replace("_", " ")), "sides": n.sides})
                for n in needs))
        penalty = None
        if ctx.hit_penalty:
            after = builder.current(ctx.attacker.id).hit_penalties + 1
            builder.update(ctx.attacker.id, hit_penalties=after)
            penalty = HitPenaltyRecord(taken=ctx.penalties_taken, taken_after=after,
                                       penalty_dice=derived.next_attack_penalty_dice(ctx.attacker))
        profile = AttackProfileRecord(**{**msgspec.structs.asdict(ctx.profile), "spends": msgspec.UNSET})
        own_turn = builder.turn.started and builder.turn.current == ctx.attacker.id
        falls = own_turn and falls_after_standard_action(ctx.attacker)  # B5
        if falls:  # kept on the combatant until its turn ends (turn_states.end_turn)
            builder.update(ctx.attacker.id, falls_at_turn_end=True)
        for number, (tid, hit, stage) in enumerate(done, start=1):
            target = encounter.combatant(tid)  # as it was before the attack
            record = hit.record(
                attacker=ctx.attacker.id, target=tid, target_number=number, target_count=len(done),
                attack_index=ctx.attack_index, attack=profile,
                defense=AttackDefense(name=ctx.profile.target_defense,
                                      value=derived.defense(target, ctx.profile.target_defense),
                                      target_bonus=self.target_bonus.get(tid, 0)),
                hit_penalty=penalty, attack_action=self.attack_action, off_turn=ctx.off_turn, outcome=hit.outcome,
                damage=None if stage is None else stage.record(), b5_falls_at_turn_end=falls)
            ids = [*hit.rule_ids, *(["A16"] if penalty or ctx.off_turn else []), *(stage.rule_ids if stage else [])]
            if falls and number == 1:
                ids.append("B5")
            builder.log(self.kind, actor=ctx.attacker.id, targets=[tid], record=record,
                        rule_ids=sorted_rule_ids(ids), public=not (ctx.attacker.hidden or target.hidden))
        if ctx.profile.spends:  # GM-only when any of its entries is
            public = not (ctx.attacker.hidden or any(encounter.combatant(tid).hidden for tid, _, _ in done))
            spend(builder, ctx.attacker.id, ctx.profile.spends, attack=ctx.profile.name, public=public)
        return builder.build()

    def spends(self, encounter: Encounter) -> Resource | None:
        """Issue 29 item 4: the attacker's resource this attack spends one of, as it is now (None: none)."""
        with rules_errors():
            ctx = self._context(PatchBuilder(encounter), targets_needed=False)
        return find_resource(ctx.attacker, ctx.profile.spends) if ctx.profile.spends else None

    # -- what the rules add by themselves, for the dialog ----------------------------------------
    @staticmethod
    def target_defense(target: Combatant, which: Defense) -> int:
        """A17: the defense ``which`` of ``target`` now (the hit check's DC, B1's AC)."""
        return derived.defense(target, which)

    @staticmethod
    def target_damage_dc(target: Combatant, *, lethal: bool) -> int:
        """B3: the damage check's DC against ``target`` now (wounds or bruises, temporary hit points)."""
        return derived.damage_dc(target, lethal=lethal)

    def automatic_notes(self, encounter: Encounter, target_id: str | None = None) -> tuple[CheckNote, ...]:
        """What the rules add to the attacker's hit check by themselves, as the check's notes (code,
        rule id, value): ``hit_penalty`` (A16: penalty dice), ``heavy_load`` (A11: a disadvantage),
        ``realistic_mode`` (B10: the penalty), ``size_difference`` (A15, against ``target_id``),
        ``penalty_dice_capped`` (A3), the attacker's conditions' (D3, each naming its condition) and
        ``condition_defense`` (D3: the target's conditions on its defense, against ``target_id``). Without a target, those that do not depend on one; none in
        versus mode (no d20 hit check)."""
        with rules_errors():
            builder = PatchBuilder(encounter)
            ctx = self._context(builder, targets_needed=False)
            if ctx.mode is ResolutionMode.VERSUS:
                return ()
            target = builder.current(target_id) if target_id is not None else ctx.attacker
            notes = self._check(ctx, target).notes
        target_only = ("size_difference", "condition_defense")  # the attacker stood in for the target
        return notes if target_id is not None else tuple(n for n in notes if n.code not in target_only)

    def defender_notes(self, encounter: Encounter, target_id: str) -> tuple[CheckNote, ...]:
        """B1/B10: what the rules add to a defender's own side of a defense check — its realistic-mode
        penalty (``realistic_mode``); none in the other modes."""
        with rules_errors():
            builder = PatchBuilder(encounter)
            ctx = self._context(builder, targets_needed=False)
            penalty = derived.realistic_penalty(builder.current(target_id), ctx.settings)
        if ctx.mode is not ResolutionMode.DEFENSE_CHECK or not penalty:
            return ()
        return (CheckNote("realistic_mode", "B10", -penalty),)

    # -- odds for the dialog -------------------------------------------------------------------
    def odds(self, encounter: Encounter) -> dict[str, TargetOdds]:
        """Per target: exact P(miss / hit / critical hit) and the damage check's outcome odds."""
        with rules_errors():
            ctx = self._context(PatchBuilder(encounter))
            return {tid: self._target_odds(ctx, encounter.combatant(tid)) for tid in self.targets}

    def _target_odds(self, ctx: _Context, target: Combatant) -> TargetOdds:
        if ctx.mode is ResolutionMode.VERSUS:
            base, bonus, target_base, target_bonus = self._versus_sides(ctx, target)
            hit = versus_odds(base=base, bonus=bonus, target_base=target_base, target_bonus=target_bonus,
                              specials=_specials(ctx.settings))
        elif ctx.mode is ResolutionMode.HIT_CHECK:
            hit = hit_check_odds(self._check(ctx, target))
        else:
            hit = defense_odds(self._check(ctx, target), threat_low=ctx.profile.threat_low,
                               defense_modifier=self._defense_modifier(ctx, target))
        settings, attacker = ctx.settings, ctx.attacker
        return TargetOdds(
            target.id, hit,
            damage_odds(self._damage_spec(ctx, False, target.id), target, settings, attacker),
            damage_odds(self._damage_spec(ctx, True, target.id), target, settings, attacker))


def _specials(settings: Settings) -> SpecialRanges:
    """C6: the encounter's critical and fumble ranges."""
    return SpecialRanges(critical_from=settings.critical_from, fumble_to=settings.fumble_to)


def _percentile_modifiers(ctx: _Context, modifiers: tuple[Modifier, ...]) -> tuple[PercentileModifier, ...]:
    """C5: the GM's modifiers and the weapon's, each added in full (part C has no A6 stacking)."""
    weapon = (PercentileModifier("weapon", ctx.profile.modifier),) if ctx.profile.modifier else ()
    conditions = tuple(PercentileModifier(source, value) for source, value in _conditions_d100(ctx.attacker))
    return weapon + tuple(PercentileModifier(m.source or m.type.value, m.value) for m in modifiers) + conditions


def _conditions_d100(combatant: Combatant) -> tuple[tuple[str, int], ...]:
    """D3: (condition, value) of each 1D100 modifier of the combatant's conditions (C5)."""
    return percentile_modifiers(derived.condition_effects(combatant)) if combatant.conditions else ()


class AttackDefense(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A17: the defense the attack targets, its value before the attack, and the target's bonus."""

    name: Defense
    value: int
    target_bonus: int


class HitPenaltyRecord(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A16: the attacker's hit penalties before and after this attack action, and the penalty
    dice its next attack action takes."""

    taken: int
    taken_after: int
    penalty_dice: int


# msgspec freezes a subclass of an unfrozen Struct; mypy's dataclass rule does not know it.
class AttackProfileRecord(AttackProfile, frozen=True, omit_defaults=False):  # type: ignore[misc]
    """The attack profile as the record keeps it: every field written, its defaults too — but the
    resource it spends (issue 29 item 4), which the attack's own ``resource_used`` entry names:
    a record of an attack written before resources is the same JSON as one written now."""

    spends: str | msgspec.UnsetType = msgspec.UNSET  # type: ignore[assignment]


class _AttackRecordBase(Record, frozen=True, kw_only=True, omit_defaults=True, tag_field="mode"):
    """One target of an attack: ``attacker`` attacks ``target`` (number ``target_number`` of
    ``target_count``) with the profile ``attack`` (``attack_index`` in its attacks, None: an
    ad-hoc one) against ``defense``; the outcome, the damage check after a hit (B2–B4), the
    hit penalty counted (A16; ``off_turn``: not counted, another combatant's turn), and B5's
    fall at the end of a disabled attacker's turn (``b5_falls_at_turn_end``: informative, the
    combatant's ``falls_at_turn_end`` holds it). ``mode`` (the subclasses) says how it was resolved.
    The two flags are written only when true (their defaults are left out, as they always were)."""

    attacker: str
    target: str
    target_number: int
    target_count: int
    attack_index: int | None
    attack: AttackProfileRecord
    defense: AttackDefense
    hit_penalty: HitPenaltyRecord | None
    attack_action: bool
    off_turn: bool = False
    outcome: HitOutcome
    damage: DamageStageRecord | None
    b5_falls_at_turn_end: bool = False


class HitCheckAttackRecord(_AttackRecordBase, frozen=True, kw_only=True, tag=ResolutionMode.HIT_CHECK.value):
    """A14: the attacker's hit check against the target's defense (every version, A2, A5)."""

    hit_check: CheckRecord


class DefenseCheckAttackRecord(_AttackRecordBase, frozen=True, kw_only=True,
                               tag=ResolutionMode.DEFENSE_CHECK.value):
    """B1: the defender's defense check; ``hit_check`` is the attacker's side as a hit check
    would be (A14–A16) that B1 turns around, ``d6`` its advantage dice and ``stacking`` its
    modifiers with them (A6, A7)."""

    hit_check: Check
    d6: tuple[int, ...]
    stacking: Stacking
    defense_check: DefenseCheck


class VersusAttackRecord(_AttackRecordBase, frozen=True, kw_only=True, tag=ResolutionMode.VERSUS.value):
    """C5, C8: the attacker's one 1D100 against this target's; ``targets``: every target of the attack."""

    versus: VsCheckResult
    targets: tuple[str, ...]


# An ``attack`` entry's record: its ``"mode"`` key tells the three apart.
AttackRecord = Union[HitCheckAttackRecord, DefenseCheckAttackRecord, VersusAttackRecord]


def defense_roll_bonus(roll: DefenseRoll) -> int:
    """B1: what a defense roll adds to its kept d20 (defense − 10, the defender's own modifier)."""
    return roll.left - roll.natural


def performance_bonus(performance: Performance) -> int:
    """C5: what a side adds to its 1D100 (its base value's tenth and its modifiers)."""
    return performance.value - performance.natural

_DEFENSES = {
    Defense.BASE: QT_TRANSLATE_NOOP("LogLine", "base defense"),
    Defense.PHYSIQUE: QT_TRANSLATE_NOOP("LogLine", "physique defense"),
    Defense.REFLEX: QT_TRANSLATE_NOOP("LogLine", "reflex defense"),
    Defense.MIND: QT_TRANSLATE_NOOP("LogLine", "mind defense"),
}


def _hit_check_words(p: Pieces, r: HitCheckAttackRecord) -> str:
    """A14: ``hit check with 1 penalty die 12 (d20 9 of 9, 15, strength +3) vs base defense 13 → miss``."""
    check = r.hit_check
    version = check.versions[-1]
    #: A name and its value: a defense and its value ("reflex defense 14"), a combatant and an initiative or base value.
    against = fill(p.translate("LogLine", "%1 %2"), p.translate("LogLine", _DEFENSES[r.defense.name]), check.dc)
    hit = fill(p.translate("LogLine", "hit check%1 %2 vs %3 → %4"), p.penalty(max(0, len(version.d20) - 1)),
               p.version_roll(version), against, p.outcome(r.outcome.value))
    if check.degree is DegreeCode.CRITICAL_FAILURE:
        hit = fill(p.outcome_template(p.translate("LogLine", "%1 (critical failure)"), OutcomeKind.CRITICAL_FAILURE),
                   hit)
    return hit


def _defense_check_words(p: Pieces, r: DefenseCheckAttackRecord, target: str) -> str:
    """B1: ``Gob's defense check 14 (d20 11 +3) vs 16 → hit``, with the confirmation of a threat."""
    result = r.defense_check
    # B1: the attacker's penalty dice are extra d20 the defender rolls, the highest kept —
    # never the defender's own penalty (issue 26 item 15).
    hit = fill(p.translate("LogLine", "%1's defense check%2 %3"), target, "", p.defense_roll(result.roll))
    if result.penalty_dice and not p.compact:
        #: B1: the attacker's penalty dice (A3, A16) are extra d20 the defender rolls, keeping the highest.
        hit = fill(p.translate("LogLine", "%1 (for %2's penalty dice, %3 rolls %4 more d20 and keeps "
                                          "the highest)"),
                   hit, p.name(r.attacker), target, result.penalty_dice)
    if result.confirmation is not None:
        hit = fill(p.translate("LogLine", "%1 → threat; confirmation %2"), hit, p.defense_roll(result.confirmation))
    hit = fill(p.translate("LogLine", "%1 → %2"), hit, p.outcome(r.outcome.value))
    if result.roll.automatic is not None:
        hit = fill(p.translate("LogLine", "%1 (natural %2)"), hit, result.roll.natural)
    return hit


def _versus_words(p: Pieces, r: VersusAttackRecord, target: str) -> str:
    """C5, C8: ``1D100 102 (97 critical +5) vs Gob 45 (40 +5) → critical hit (critical/fumble)``."""
    vs = r.versus
    hit = fill(p.translate("LogLine", "1D100 %1 vs %2 %3 → %4"), p.performance(vs.active), target,
               p.performance(vs.passive), p.outcome(r.outcome.value))
    if vs.decided_by is DecidedBy.SPECIAL:
        hit = fill(p.translate("LogLine", "%1 (critical/fumble)"), hit)
    elif vs.decided_by is DecidedBy.ACTIVE_PRIORITY:
        hit = fill(p.translate("LogLine", "%1 (tie: the attacker)"), hit)
    return hit


def _attack_line(p: Pieces, r: AttackRecord) -> str:
    """``Ayla attacks Gob with Sword: hit check … → hit; damage check … → wound``, then B5's fall."""
    target = p.name(r.target)
    if isinstance(r, HitCheckAttackRecord):
        hit = _hit_check_words(p, r)
    elif isinstance(r, DefenseCheckAttackRecord):
        hit = _defense_check_words(p, r, target)
    else:
        hit = _versus_words(p, r, target)
    if r.attack_action:
        text = fill(p.translate("LogLine", "%1 attacks %2 with %3: %4"), p.name(r.attacker), target, r.attack.name, hit)
    else:  # A16: a hit check outside an attack action (e.g. arcana)
        text = fill(p.translate("LogLine", "%1 uses %2 on %3, not an attack action: %4"),
                    p.name(r.attacker), r.attack.name, target, hit)
    if r.damage is not None:
        critical = r.outcome is HitOutcome.CRITICAL_HIT
        text = p.words.clauses([text, p.damage_stage(r.damage, label=True, critical=critical)])
    if r.b5_falls_at_turn_end and r.target_number == 1:
        falls = fill(p.translate("LogLine", "disabled: %1 falls unconscious at the end of its turn (B5)"),
                     p.name(r.attacker))
        text = p.words.clauses([text, falls])
    return text


def _attack_undo(w: CommandWords) -> str:
    targets = [w.name(t) for e in w.log if e.kind == "attack" for t in e.targets]
    return fill(w.translate("CommandText", "Attack: %1 → %2"), w.actor("attack"), w.words.list_of(targets))


def _sample_attack() -> HitCheckAttackRecord:
    """Ayla's sword against Gob: a hit check of 20 against base defense 13, a hit, and its damage check."""
    check = Check(kind=CheckKind.HIT, dc=13, attribute=Attribute.STRENGTH, attribute_bonus=3,
                  proficiency=Proficiency.FULL, proficiency_bonus=2)
    return HitCheckAttackRecord(
        attacker="ayla", target="gob", target_number=1, target_count=1, attack_index=0,
        attack=AttackProfileRecord(name="Sword", damage="1d8"),
        defense=AttackDefense(name=Defense.BASE, value=13, target_bonus=0),
        hit_penalty=HitPenaltyRecord(taken=0, taken_after=1, penalty_dice=1), attack_action=True,
        outcome=HitOutcome.HIT, damage=sample_stage(), hit_check=check_record(resolve(check, (15,))))


LOG_KINDS = (
    LogKind("attack", AttackRecord, _attack_line, undo=_attack_undo, roll=True, sample=_sample_attack(),
            fields={"off_turn": QT_TRANSLATE_NOOP("RollLogText", "outside the attacker's turn (A16)")}),
)

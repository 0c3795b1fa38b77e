"""D3: what a condition's effects do to its bearer's checks (with A3, A4, A6, A7, A9, A17, C5)."""

from __future__ import annotations

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

from gmtracker.rules.character import Attribute
from gmtracker.rules.checks import Check, CheckKind, ModifierType, check_odds, resolve
from gmtracker.rules.condition_effects import (
    AppliesTo,
    Effect,
    EffectKind,
    SourcedEffect,
    apply_effects,
    damage_modifiers,
    defense_notes,
    defense_stacking,
    percentile_modifiers,
)
from gmtracker.rules.errors import RulesError
from gmtracker.rules.hits import RollerState, apply_state

HIT = Check(kind=CheckKind.HIT, dc=15, attribute=Attribute.STRENGTH, attribute_bonus=3)
STRENGTH = Check(kind=CheckKind.ATTRIBUTE, dc=12, attribute=Attribute.STRENGTH, attribute_bonus=1)
PURE = Check(kind=CheckKind.PURE, dc=11)


def penalty(value: int, applies_to: AppliesTo = AppliesTo.HIT, type_: ModifierType = ModifierType.STATUS,
            **scope: object) -> Effect:
    return Effect(EffectKind.MODIFIER, value, type_, applies_to, **scope)  # type: ignore[arg-type]


def test_D3_a_status_penalty_on_hit_checks_is_a_modifier_named_by_its_condition() -> None:
    check = apply_effects(HIT, [SourcedEffect("Blinded", penalty(-2))])
    [modifier] = check.modifiers
    assert (modifier.type, modifier.value, modifier.source) == (ModifierType.STATUS, -2, "Blinded")
    assert resolve(check, (10,)).total == 11  # 10 + 3 − 2
    assert "D3" in check.rule_ids() and "A6" in check.rule_ids()
    assert [(n.code, n.value, n.source) for n in check.notes] == [("condition_modifier", -2, "Blinded")]


def test_A6_two_status_penalties_from_two_conditions_keep_the_lowest_and_show_the_other_discarded() -> None:
    check = apply_effects(HIT, [SourcedEffect("Blinded", penalty(-2)), SourcedEffect("Frightened", penalty(-3))])
    result = resolve(check, (10,))
    assert result.total == 10  # 10 + 3 − 3: only the lowest status penalty applies
    verdicts = [(e.modifier.source, e.applied, e.reason.value) for e in result.stacking.entries]
    assert verdicts == [("Blinded", False, "not_lowest_penalty"), ("Frightened", True, "lowest_penalty")]


def test_A6_penalties_of_two_types_both_apply() -> None:
    check = apply_effects(HIT, [SourcedEffect("Blinded", penalty(-2)),
                                SourcedEffect("Fog", penalty(-1, type_=ModifierType.ENVIRONMENT))])
    assert resolve(check, (10,)).total == 10  # 10 + 3 − 2 − 1


def test_D3_the_scope_picks_the_checks() -> None:
    on_agility = penalty(-2, AppliesTo.ATTRIBUTE, attribute=Attribute.AGILITY)
    on_strength = penalty(-1, AppliesTo.ATTRIBUTE, attribute=Attribute.STRENGTH)
    everything = penalty(-4, AppliesTo.ALL)
    sourced = [SourcedEffect("Stiff", on_agility), SourcedEffect("Weak", on_strength),
               SourcedEffect("Sick", everything), SourcedEffect("Blind", penalty(-3))]
    assert [m.source for m in apply_effects(STRENGTH, sourced).modifiers] == ["Weak", "Sick"]
    assert [m.source for m in apply_effects(HIT, sourced).modifiers] == ["Sick", "Blind"]
    assert apply_effects(PURE, sourced) == PURE  # A9: luck alone (ruling)
    assert [m.source for m in damage_modifiers(sourced + [SourcedEffect("Feeble", penalty(-1, AppliesTo.DAMAGE))])] == [
        "Sick", "Feeble"]


def test_A7_advantage_and_disadvantage_from_conditions_cancel_and_are_named() -> None:
    sourced = [SourcedEffect("Blessed", Effect(EffectKind.ADVANTAGE, 1)),
               SourcedEffect("Prone", Effect(EffectKind.DISADVANTAGE, 2, applies_to=AppliesTo.HIT))]
    check = apply_effects(HIT, sourced)
    assert (check.advantage, check.disadvantage, check.net_advantage, check.d6_count) == (1, 2, -1, 1)
    assert [(n.code, n.source, n.rule_id) for n in check.notes] == [
        ("condition_advantage", "Blessed", "D3"), ("condition_disadvantage", "Prone", "D3")]
    assert check_odds(check) != check_odds(HIT)


def test_A3_penalty_dice_from_conditions_stay_capped_at_two_in_all() -> None:
    sourced = [SourcedEffect("Slowed", Effect(EffectKind.PENALTY_DICE, 2)),
               SourcedEffect("Hexed", Effect(EffectKind.PENALTY_DICE, 1))]
    check = apply_effects(HIT.with_adjustments(penalty_dice=1), sourced)
    assert check.penalty_dice == 4 and check.d20_count == 3 and check.penalty_dice_capped


def test_A4_a_passive_check_takes_a_conditions_modifiers_and_none_of_its_dice() -> None:
    passive = msgspec.structs.replace(STRENGTH, passive=True)
    check = apply_effects(passive, [SourcedEffect("Weak", penalty(-1, AppliesTo.ALL)),
                                    SourcedEffect("Prone", Effect(EffectKind.DISADVANTAGE, 1))])
    assert check.disadvantage == 0 and [m.value for m in check.modifiers] == [-1]
    assert resolve(check).total == 10  # 10 + 1 − 1


def test_A17_defense_modifiers_stack_by_type_and_change_only_their_defense() -> None:
    sourced = [SourcedEffect("Shield", penalty(2, AppliesTo.DEFENSE, defense="reflex")),
               SourcedEffect("Cover", penalty(4, AppliesTo.DEFENSE, type_=ModifierType.ENVIRONMENT, defense="reflex")),
               SourcedEffect("Haste", penalty(1, AppliesTo.DEFENSE, defense="reflex")),
               SourcedEffect("Ward", penalty(3, AppliesTo.DEFENSE, defense="mind"))]
    assert defense_stacking(sourced, "reflex").total == 6  # status +2 (not +1) and environment +4
    assert defense_stacking(sourced, "physique").total == 0
    assert [(n.source, n.value) for n in defense_notes(sourced, "reflex")] == [("Shield", 2), ("Cover", 4)]
    assert apply_effects(HIT, sourced) == HIT  # a defense is not a roll


def test_C5_a_percentile_effect_is_a_1d100_modifier_only() -> None:
    sourced = [SourcedEffect("Dazzled", Effect(EffectKind.PERCENTILE, -10)), SourcedEffect("Blind", penalty(-2))]
    assert percentile_modifiers(sourced) == (("Dazzled", -10),)
    assert [m.source for m in apply_effects(HIT, sourced).modifiers] == ["Blind"]


def test_the_roller_state_applies_its_conditions_after_the_rest() -> None:
    state = RollerState(realistic_penalty=1, effects=(SourcedEffect("Blinded", penalty(-2)),))
    check = apply_state(HIT, state)
    assert [m.source for m in check.modifiers] == ["realistic_mode", "Blinded"]
    assert {"B10", "D3"} <= set(check.rule_ids())


@pytest.mark.parametrize("make, message", [
    (lambda: Effect(EffectKind.MODIFIER, 0), "not 0"),
    (lambda: Effect(EffectKind.MODIFIER, 100), r"−99 to \+99"),
    (lambda: Effect(EffectKind.PENALTY_DICE, 3), "1 to 2 dice"),
    (lambda: Effect(EffectKind.ADVANTAGE, 0), "1 to 5 dice"),
    (lambda: Effect(EffectKind.ADVANTAGE, 1, applies_to=AppliesTo.DAMAGE), "cannot apply to damage"),
    (lambda: Effect(EffectKind.MODIFIER, 1, applies_to=AppliesTo.ATTRIBUTE), "names an attribute"),
    (lambda: Effect(EffectKind.MODIFIER, 1, applies_to=AppliesTo.DEFENSE), "names a defense"),
    (lambda: Effect(EffectKind.MODIFIER, 1, defense="reflex"), "names a defense"),
    (lambda: Effect(EffectKind.PERCENTILE, 5, applies_to=AppliesTo.HIT), "cannot apply to hit"),
])
def test_an_effect_the_rules_cannot_apply_is_refused_with_its_reason(make: object, message: str) -> None:
    with pytest.raises(RulesError, match=message):
        make()  # type: ignore[operator]


def test_a_file_with_a_nonsense_effect_is_refused_on_decoding() -> None:
    with pytest.raises(msgspec.ValidationError, match="1 to 2 dice"):
        msgspec.json.decode(b'{"kind": "penalty_dice", "value": 7}', type=Effect)
    effect = msgspec.json.decode(b'{"kind": "modifier", "value": -2, "applies_to": "hit"}', type=Effect)
    assert effect.type is ModifierType.STATUS  # D3: status by default
    assert msgspec.json.encode(effect) == b'{"kind":"modifier","value":-2,"applies_to":"hit"}'


_TYPES = st.sampled_from(list(ModifierType))
_MODIFIERS = st.lists(st.tuples(_TYPES, st.integers(-9, 9).filter(bool)), max_size=6)


@given(_MODIFIERS, st.randoms(use_true_random=False))
def test_A6_the_conditions_total_does_not_depend_on_their_order(values: list[tuple[ModifierType, int]],
                                                              rng: object) -> None:
    """Whatever order the conditions were put on in, the hit check's total is the same."""
    sourced = [SourcedEffect(f"c{i}", penalty(v, type_=t)) for i, (t, v) in enumerate(values)]
    shuffled = list(sourced)
    rng.shuffle(shuffled)  # type: ignore[attr-defined]
    assert resolve(apply_effects(HIT, sourced), (10,)).total == resolve(apply_effects(HIT, shuffled), (10,)).total


def test_each_effect_names_its_rule_for_its_tooltip_and_a_value_must_be_a_whole_number() -> None:
    rules = {kind: Effect(kind, 1).rule_id for kind in EffectKind}
    assert rules == {EffectKind.MODIFIER: "A6", EffectKind.ADVANTAGE: "A7", EffectKind.DISADVANTAGE: "A7",
                     EffectKind.PENALTY_DICE: "A3", EffectKind.PERCENTILE: "C5"}
    with pytest.raises(RulesError, match="whole number"):
        Effect(EffectKind.MODIFIER, True)

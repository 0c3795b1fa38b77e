"""Hit checks (A14–A16) and what the roller's state adds to a check (A10, A11, B10)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from gmtracker.rules.checks import (
    Attribute,
    AttackRange,
    Check,
    CheckKind,
    Degree,
    HitOutcome,
    LoadState,
    Modifier,
    ModifierType,
    Proficiency,
    RollerState,
    SizeDirection,
    apply_state,
    hit_attributes,
    hit_check,
    hit_odds,
    hit_outcome,
    resolve,
    size_difference,
)
from gmtracker.rules.errors import RulesError

ATTRS = {Attribute.STRENGTH: 3, Attribute.AGILITY: 1, Attribute.SIZE: 0,
         Attribute.SPIRIT: 2, Attribute.INTELLECT: 4}


def test_A14_melee_uses_strength_and_proficiency() -> None:
    check = hit_check(attack_range=AttackRange.MELEE, attributes=ATTRS, defense=14,
                      proficiency=Proficiency.FULL, proficiency_bonus=2)
    assert check.kind is CheckKind.HIT and check.dc == 14
    assert check.attribute is Attribute.STRENGTH and check.attribute_bonus == 3
    result = resolve(check, [9])
    assert result.total == 14 and hit_outcome(result.degree) is HitOutcome.HIT
    assert "A14" in result.rule_ids


def test_A14_finesse_may_use_agility_instead_and_defaults_to_the_better() -> None:
    assert hit_attributes(AttackRange.MELEE, finesse=True) == (Attribute.STRENGTH, Attribute.AGILITY)
    nimble = {**ATTRS, Attribute.AGILITY: 5}
    assert hit_check(attack_range=AttackRange.MELEE, attributes=nimble, defense=10, finesse=True).attribute \
        is Attribute.AGILITY
    chosen = hit_check(attack_range=AttackRange.MELEE, attributes=nimble, defense=10, finesse=True,
                       attribute=Attribute.STRENGTH)
    assert chosen.attribute_bonus == 3
    with pytest.raises(RulesError, match="can use strength, not agility"):
        hit_check(attack_range=AttackRange.MELEE, attributes=ATTRS, defense=10, attribute=Attribute.AGILITY)


def test_A14_ranged_uses_agility_thrown_may_use_strength() -> None:
    assert hit_attributes(AttackRange.RANGED) == (Attribute.AGILITY,)
    assert hit_check(attack_range=AttackRange.RANGED, attributes=ATTRS, defense=10).attribute is Attribute.AGILITY
    assert hit_check(attack_range=AttackRange.RANGED, attributes=ATTRS, defense=10,
                     thrown=True).attribute is Attribute.STRENGTH


def test_A14_special_uses_a_key_attribute_the_user_picks() -> None:
    keys = [Attribute.SPIRIT, Attribute.INTELLECT, Attribute.SPIRIT]
    assert hit_attributes(AttackRange.SPECIAL, key_attributes=keys) == (Attribute.SPIRIT, Attribute.INTELLECT)
    check = hit_check(attack_range=AttackRange.SPECIAL, attributes=ATTRS, defense=10, key_attributes=keys,
                      attribute=Attribute.SPIRIT, proficiency=Proficiency.FULL, proficiency_bonus=3)
    assert (check.attribute_bonus, check.proficiency_value) == (2, 3)
    with pytest.raises(RulesError, match="key attribute"):
        hit_check(attack_range=AttackRange.SPECIAL, attributes=ATTRS, defense=10)


def test_A14_ruling_degrees_to_hits() -> None:
    assert hit_outcome(Degree.CRITICAL_SUCCESS) is HitOutcome.CRITICAL_HIT
    assert hit_outcome(Degree.SUCCESS) is HitOutcome.HIT
    assert hit_outcome(Degree.FAILURE) is HitOutcome.MISS
    assert hit_outcome(Degree.CRITICAL_FAILURE) is HitOutcome.MISS


def test_A15_size_difference_is_an_environment_modifier() -> None:
    assert size_difference(5, 2, SizeDirection.BIGGER) == 3
    assert size_difference(5, 2, SizeDirection.SMALLER) == -3
    assert size_difference(5, 2, SizeDirection.NONE) == 0
    check = hit_check(attack_range=AttackRange.MELEE, attributes=ATTRS, defense=15, attacker_size=6,
                      target_size=2, size_direction=SizeDirection.BIGGER,
                      modifiers=[Modifier(ModifierType.ENVIRONMENT, 2, "fog lifts")])
    result = resolve(check, [10])
    # environment: only the highest bonus applies, so +4 from size beats +2
    assert result.total == 10 + 3 + 4
    assert "A15" in result.rule_ids
    with pytest.raises(RulesError, match="both sizes"):
        hit_check(attack_range=AttackRange.MELEE, attributes=ATTRS, defense=15,
                  size_direction=SizeDirection.SMALLER)


@pytest.mark.parametrize(("taken", "d20"), [(0, 1), (1, 2), (2, 3), (3, 3)])
def test_A16_hit_penalty_on_attack_actions(taken: int, d20: int) -> None:
    check = hit_check(attack_range=AttackRange.MELEE, attributes=ATTRS, defense=10, penalties_taken=taken)
    assert check.d20_count == d20
    assert ("A16" in check.rule_ids()) == (taken > 0)


def test_A16_hit_checks_outside_attack_actions_ignore_it_and_A3_caps_the_total() -> None:
    arcana = hit_check(attack_range=AttackRange.SPECIAL, attributes=ATTRS, defense=10,
                       key_attributes=[Attribute.INTELLECT], attack_action=False, penalties_taken=2)
    assert arcana.d20_count == 1
    capped = hit_check(attack_range=AttackRange.MELEE, attributes=ATTRS, defense=10, penalties_taken=2,
                       extra_penalty_dice=1)
    assert capped.penalty_dice == 3 and capped.d20_count == 3 and capped.penalty_dice_capped


def test_A11_heavy_load_gives_disadvantage_on_hit_and_physical_attribute_checks() -> None:
    heavy = RollerState(load=LoadState.HEAVY)
    hit = hit_check(attack_range=AttackRange.MELEE, attributes=ATTRS, defense=10, state=heavy)
    assert hit.disadvantage == 1 and [n.code for n in hit.notes] == ["heavy_load"]
    agility = Check(kind=CheckKind.ATTRIBUTE, attribute=Attribute.AGILITY, dc=10)
    assert apply_state(agility, RollerState(load=LoadState.OVERLOADED)).disadvantage == 1
    mind = Check(kind=CheckKind.ATTRIBUTE, attribute=Attribute.INTELLECT, dc=10)
    assert apply_state(mind, heavy).disadvantage == 0
    assert apply_state(agility, RollerState(load=LoadState.MEDIUM)).disadvantage == 0
    assert "A11" in hit.rule_ids()


def test_A10_half_hp_gives_disadvantage_on_attribute_checks_only() -> None:
    hurt = RollerState(half_hp=True)
    mind = apply_state(Check(kind=CheckKind.ATTRIBUTE, attribute=Attribute.SPIRIT, dc=10), hurt)
    assert mind.disadvantage == 1 and "A10" in mind.rule_ids()
    hit = hit_check(attack_range=AttackRange.MELEE, attributes=ATTRS, defense=10, state=hurt)
    assert hit.disadvantage == 0
    both = apply_state(Check(kind=CheckKind.ATTRIBUTE, attribute=Attribute.STRENGTH, dc=10),
                       RollerState(load=LoadState.HEAVY, half_hp=True))
    assert both.disadvantage == 2


def test_B10_realistic_mode_penalty_on_every_d20_check() -> None:
    state = RollerState(realistic_penalty=3)
    pure = apply_state(Check(dc=10), state)
    result = resolve(pure, [12])
    assert result.total == 9
    assert [n.code for n in pure.notes] == ["realistic_mode"] and "B10" in result.rule_ids
    hit = hit_check(attack_range=AttackRange.MELEE, attributes=ATTRS, defense=10, state=state)
    assert hit.fixed_bonus == 0  # strength +3, realistic −3


def test_A14_hit_odds_match_enumeration_of_every_roll() -> None:
    check = hit_check(attack_range=AttackRange.MELEE, attributes=ATTRS, defense=14, penalties_taken=1)
    odds = hit_odds(check)
    assert set(odds) == set(HitOutcome) and sum(odds.values()) == 1
    counts = {outcome: 0 for outcome in HitOutcome}
    for a in range(1, 21):
        for b in range(1, 21):
            counts[hit_outcome(resolve(check, [a, b]).degree)] += 1
    assert odds == {outcome: Fraction(n, 400) for outcome, n in counts.items()}

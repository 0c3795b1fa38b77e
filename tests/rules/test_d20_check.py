"""A d20 check as a value and its complete result record (A1–A10, A13)."""

from __future__ import annotations

import random

import pytest

from gmtracker.rules.checks import (
    Attribute,
    Check,
    CheckKind,
    Degree,
    Edit,
    Modifier,
    ModifierType,
    Proficiency,
    StackReason,
    proficiency_applied,
    resolve,
    roll,
)
from gmtracker.rules.dice import RandomDice, TypedDice
from gmtracker.rules.errors import DiceSourceError, RulesError


def strength_check(**kwargs: object) -> Check:
    base: dict[str, object] = dict(kind=CheckKind.ATTRIBUTE, attribute=Attribute.STRENGTH, attribute_bonus=3, dc=15)
    base.update(kwargs)
    return Check(**base)  # type: ignore[arg-type]


def test_A1_kinds() -> None:
    assert [k.value for k in CheckKind] == ["pure", "attribute", "hit"]


def test_A9_pure_check_adds_no_attribute_or_proficiency() -> None:
    with pytest.raises(RulesError, match="pure roll check adds no attribute"):
        Check(kind=CheckKind.PURE, attribute=Attribute.AGILITY)
    with pytest.raises(RulesError, match="pure roll check adds no attribute"):
        Check(kind=CheckKind.PURE, attribute_bonus=2)
    with pytest.raises(RulesError, match="cannot take proficiency"):
        Check(kind=CheckKind.PURE, proficiency=Proficiency.FULL, proficiency_bonus=2)
    result = resolve(Check(dc=11), [11])
    assert (result.total, result.degree, result.rule_ids) == (11, Degree.SUCCESS, ("A1", "A2", "A8", "A9"))


@pytest.mark.parametrize("field", ["advantage", "disadvantage", "penalty_dice"])
def test_negative_counts_are_refused(field: str) -> None:
    with pytest.raises(RulesError, match="cannot be negative"):
        Check(**{field: -1})  # type: ignore[arg-type]


def test_A10_attribute_check_record() -> None:
    result = resolve(strength_check(), [12])
    assert result.natural == 12
    assert result.total == 15
    assert result.degree is Degree.SUCCESS
    assert result.dc == 15
    assert "A10" in result.rule_ids and "A6" in result.rule_ids


@pytest.mark.parametrize(("level", "bonus", "value"), [
    (Proficiency.NONE, 3, 0), (Proficiency.HALF, 3, 1), (Proficiency.HALF, 4, 2), (Proficiency.FULL, 3, 3)])
def test_A6_A13_proficiency_half_rounds_down(level: Proficiency, bonus: int, value: int) -> None:
    assert proficiency_applied(level, bonus) == value
    result = resolve(strength_check(proficiency=level, proficiency_bonus=bonus), [10])
    assert result.total == 13 + value
    assert ("A13" in result.rule_ids) == (level is not Proficiency.NONE)


def test_A3_penalty_dice_keep_the_lowest_and_record_every_die() -> None:
    check = strength_check(penalty_dice=2)
    assert check.d20_count == 3
    result = resolve(check, [17, 4, 9])
    assert result.d20 == (17, 4, 9)
    assert result.kept_index == 1 and result.natural == 4
    assert result.total == 7
    assert "A3" in result.rule_ids


def test_A3_ruling_more_than_two_penalty_dice_are_capped_and_shown() -> None:
    check = strength_check(penalty_dice=5)
    assert check.penalty_dice_used == 2 and check.d20_count == 3
    assert check.penalty_dice_capped
    assert not strength_check(penalty_dice=2).penalty_dice_capped


def test_A3_ties_keep_the_first_lowest_die() -> None:
    assert resolve(strength_check(penalty_dice=2), [6, 3, 3]).kept_index == 1


def test_A7_advantage_rolls_d6_as_situational_bonus_highest_applies() -> None:
    check = strength_check(advantage=3, disadvantage=1)
    assert check.net_advantage == 2 and check.d6_count == 2
    result = resolve(check, [10], [2, 5])
    assert result.total == 10 + 3 + 5
    entries = result.stacking.entries
    assert [(e.modifier.value, e.modifier.source, e.applied) for e in entries] == [
        (2, "advantage", False), (5, "advantage", True)]
    assert entries[0].reason is StackReason.SITUATIONAL_OUTWEIGHED
    assert "A7" in result.rule_ids


def test_A7_disadvantage_penalty_is_minus_the_highest_d6() -> None:
    result = resolve(strength_check(disadvantage=2), [10], [4, 1])
    assert result.total == 10 + 3 - 4


def test_A7_flat_situational_competes_with_the_d6() -> None:
    check = strength_check(advantage=1, modifiers=(Modifier(ModifierType.SITUATIONAL, 4, "high ground"),))
    low = resolve(check, [10], [2])
    assert low.total == 17  # the flat +4 beats the d6's 2
    high = resolve(check, [10], [6])
    assert high.total == 19
    # mixed: disadvantage d6 of 4 against a flat +4: equal size, neither applies (A6 ruling)
    mixed = resolve(strength_check(disadvantage=1, modifiers=check.modifiers), [10], [4])
    assert mixed.total == 13
    assert {e.reason for e in mixed.stacking.entries} == {StackReason.SITUATIONAL_CANCELLED}


def test_A7_cancelled_advantage_rolls_no_d6() -> None:
    check = strength_check(advantage=2, disadvantage=2)
    assert check.d6_count == 0
    with pytest.raises(RulesError, match="needs 0 d6, got 1"):
        resolve(check, [10], [3])


def test_A4_passive_check_has_no_die_no_natural_shift_no_advantage() -> None:
    check = strength_check(passive=True, advantage=2, penalty_dice=2,
                           modifiers=(Modifier(ModifierType.STATUS, 2, "bless"),))
    assert (check.d20_count, check.d6_count) == (0, 0)
    result = resolve(check)
    assert result.natural is None and result.kept_index is None
    assert result.total == 10 + 3 + 2
    assert result.steps.natural_shift == 0
    assert "A4" in result.rule_ids and "A7" not in result.rule_ids and "A3" not in result.rule_ids
    with pytest.raises(RulesError, match="passive check has no die"):
        result.changed(20)


def test_resolve_refuses_wrong_dice() -> None:
    with pytest.raises(RulesError, match="needs 1 d20, got 2"):
        resolve(strength_check(), [3, 4])
    with pytest.raises(RulesError, match="d20 number 1 is 21"):
        resolve(strength_check(), [21])
    with pytest.raises(RulesError, match="d6 number 1 is 0"):
        resolve(strength_check(advantage=1), [5], [0])
    with pytest.raises(RulesError, match="d20 number 1 is True"):
        resolve(strength_check(), [True])


def test_roll_uses_the_injected_source_only() -> None:
    check = strength_check(advantage=1, penalty_dice=1)
    first = roll(check, RandomDice(random.Random(7)))
    again = roll(check, RandomDice(random.Random(7)))
    assert (first.d20, first.d6) == (again.d20, again.d6)
    typed = roll(check, TypedDice([15, 8, 6]))
    assert (typed.d20, typed.d6, typed.total) == ((15, 8), (6,), 8 + 3 + 6)
    with pytest.raises(DiceSourceError):
        roll(check, TypedDice([15]))


def test_A5_reroll_rerolls_every_d20_and_keeps_the_lowest_once() -> None:
    first = resolve(strength_check(penalty_dice=1, advantage=1), [3, 18], [4])
    second = first.rerolled([19, 12])
    assert second.natural == 12 and second.d6 == (4,)
    assert second.edit is Edit.REROLL and second.previous is first
    assert second.versions() == (first, second)
    assert "A5" in second.rule_ids and "A5" not in first.rule_ids
    assert second.die_edited and not first.die_edited
    with pytest.raises(RulesError, match="A5"):
        second.rerolled([20, 20])
    with pytest.raises(RulesError, match="A5"):
        second.changed(20)


def test_A5_change_sets_the_kept_die_and_accepts_it() -> None:
    first = resolve(strength_check(penalty_dice=1), [3, 18])
    changed = first.changed(20)
    assert changed.d20 == (20, 18) and changed.kept_index == 0 and changed.natural == 20
    assert changed.degree is Degree.CRITICAL_SUCCESS  # 23 vs 15 success, natural 20 raises
    with pytest.raises(RulesError, match="must be between 1 and 20"):
        first.changed(0)
    with pytest.raises(RulesError, match="A5"):
        changed.changed(5)


def test_A2_edits_during_and_after_keep_every_version() -> None:
    first = resolve(strength_check(), [9])
    assert first.degree is Degree.FAILURE
    during = first.with_modifiers([Modifier(ModifierType.STATUS, 3, "inspire")])
    assert during.total == 15 and during.degree is Degree.SUCCESS and during.edit is Edit.MODIFIERS
    after = during.with_shifts([1])
    assert after.degree is Degree.CRITICAL_SUCCESS and after.edit is Edit.SHIFTS
    assert after.versions() == (first, during, after)
    # an ability edit does not use up A5's reroll
    assert not after.die_edited
    assert after.rerolled([14]).total == 20


def test_A2_hidden_dc_is_part_of_the_check() -> None:
    assert resolve(strength_check(dc_hidden=True), [10]).check.dc_hidden


def test_with_adjustments_adds_to_the_check() -> None:
    check = strength_check().with_adjustments(advantage=1, disadvantage=2, penalty_dice=1,
                                              modifiers=[Modifier(ModifierType.FREE, -2)])
    assert (check.advantage, check.disadvantage, check.penalty_dice) == (1, 2, 1)
    assert check.fixed_bonus == 1

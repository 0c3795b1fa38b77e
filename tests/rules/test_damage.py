"""B2–B4: the damage bonus, the damage DC, the damage check and its effects."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gmtracker.rules.errors import DiceExpressionError, RulesError
from gmtracker.rules.wounds import (
    LETHAL_OUTCOMES,
    NONLETHAL_OUTCOMES,
    SIZE_MODIFIERS,
    BonusCode,
    DamageEffect,
    DamageOutcome,
    Size,
    damage_bonus,
    damage_bonus_breakdown,
    damage_check_odds,
    damage_check_terms,
    damage_dc,
    damage_dc_breakdown,
    damage_effects,
    damage_outcome,
    healing_bonus,
    parse_size,
    resolve_damage_check,
    size_modifier,
)

# --- B2 damage bonus -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("damage", "bonus"),
    [("1d8", 3), ("2d6", 5), ("1d8+1", 4), ("1d8+2d6+1", 9), ("4d10", 19)],
)
def test_B2_worked_examples(damage: str, bonus: int) -> None:
    assert damage_bonus(damage) == bonus


def test_B2_seed_example_dwarf_with_strength_2_and_a_longsword_has_bonus_5() -> None:
    assert damage_bonus("1d8+2") == 5


def test_B2_fractions_are_kept_exactly_and_rounded_down_once() -> None:
    single = damage_bonus_breakdown("1d3")
    assert single.exact == Fraction(1, 2) and single.total == 0
    # two halves make a whole: rounding each group first would give 0
    assert damage_bonus("1d3+1d3") == 1


def test_B2_critical_example_2d6_plus_3_times_2_with_reduction_5_is_11() -> None:
    result = damage_bonus_breakdown("2d6+3", multiplier=2, reduction=5)
    assert result.total == 11
    assert result.multiplied_part == 8 and result.exact == 11
    assert result.rule_ids == ("B2", "B1")
    assert damage_bonus("2d6+3", multiplier=2, reduction=5) == 11


def test_B2_extra_dice_are_not_multiplied() -> None:
    result = damage_bonus_breakdown("1d8+2", multiplier=3, extra="2d6+1")
    # (3 + 2) × 3 + (5 + 1) = 21
    assert result.total == 21
    assert result.extra_part == 6 and result.extra_flat == 1 and result.extra == "2d6+1"
    assert [(d.group, d.bonus, d.multiplied) for d in result.dice] == [
        ("1d8", 3, True),
        ("2d6", 5, False),
    ]
    assert damage_bonus("1d8+2", multiplier=3, extra="2d6+1") == 21


def test_B2_blank_extra_means_none() -> None:
    result = damage_bonus_breakdown("1d8", extra="  ")
    assert result.extra is None and result.extra_part == 0 and result.total == 3


def test_B2_reduction_applies_once_after_the_fractions() -> None:
    # 1d3 + 1d3 + 1 = 2, reduction 1 → 1; a negative exact total rounds toward −∞
    assert damage_bonus("1d3+1d3+1", reduction=1) == 1
    result = damage_bonus_breakdown("1d3", reduction=2)
    assert result.exact == Fraction(-3, 2) and result.total == -2


def test_B2_ruling_a_negative_total_is_kept_as_a_penalty() -> None:
    assert damage_bonus("1d4", reduction=10) == -9


def test_B2_negative_dice_group_and_breakdown_terms() -> None:
    result = damage_bonus_breakdown("2d6-1d4+1")
    assert [(d.group, d.sign, d.bonus) for d in result.dice] == [("2d6", 1, 5), ("1d4", -1, -1)]
    assert result.flat == 1 and result.total == 5


@pytest.mark.parametrize("multiplier", [0, -2, 1.5, True])
def test_B2_multiplier_must_be_a_whole_number_of_at_least_1(multiplier: object) -> None:
    with pytest.raises(RulesError, match="multiplier"):
        damage_bonus("1d8", multiplier=multiplier)  # type: ignore[arg-type]


@pytest.mark.parametrize("reduction", [-1, 2.5, False])
def test_B2_reduction_must_be_a_whole_number_of_at_least_0(reduction: object) -> None:
    with pytest.raises(RulesError, match="reduction"):
        damage_bonus("1d8", reduction=reduction)  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ["", "1d", "2d6+", "d", "1d8 kh", "banana"])
def test_B2_bad_expressions_raise_dice_expression_error(text: str) -> None:
    with pytest.raises(DiceExpressionError):
        damage_bonus(text)


def test_B2_keep_rules_have_no_fixed_bonus() -> None:
    with pytest.raises(DiceExpressionError, match="keep"):
        damage_bonus("2d20kh1")
    with pytest.raises(DiceExpressionError, match="keep"):
        damage_bonus("1d8", extra="4d6kh3")


@settings(max_examples=300)
@given(st.text(max_size=30))
def test_B2_property_any_text_gives_a_bonus_or_a_rules_error(text: str) -> None:
    try:
        result = damage_bonus(text)
    except RulesError:
        return
    assert isinstance(result, int)


@settings(max_examples=200)
@given(
    groups=st.lists(st.tuples(st.integers(1, 12), st.sampled_from([2, 3, 4, 6, 8, 10, 12, 20])), max_size=4),
    flat=st.integers(-20, 20),
    multiplier=st.integers(1, 4),
    reduction=st.integers(0, 15),
    extra=st.lists(st.tuples(st.integers(1, 6), st.sampled_from([3, 6])), max_size=2),
)
def test_B2_property_matches_the_formula_computed_independently(
    groups: list[tuple[int, int]],
    flat: int,
    multiplier: int,
    reduction: int,
    extra: list[tuple[int, int]],
) -> None:
    text = "+".join(f"{n}d{f}" for n, f in groups) + f"{flat:+d}"  # a leading sign is allowed
    extra_text = "+".join(f"{n}d{f}" for n, f in extra) or None
    dice = sum((Fraction(n * f, 2) - 1 for n, f in groups), Fraction(0))
    extra_bonus = sum((Fraction(n * f, 2) - 1 for n, f in extra), Fraction(0))
    expected = math.floor((dice + flat) * multiplier + extra_bonus - reduction)
    assert damage_bonus(text, multiplier=multiplier, reduction=reduction, extra=extra_text) == expected


def test_B7_healing_dice_convert_like_damage_dice() -> None:
    assert healing_bonus("1d8+1").total == 4
    assert healing_bonus("1d8+1").rule_ids == ("B2",)


# --- B3 damage DC --------------------------------------------------------------------------


def test_B3_worked_example_con_13_four_d10_medium_gives_16_not_the_stated_11() -> None:
    # The seed states DC 11 for this example, but its own formula gives
    # (13 + 40/2 − 1 + 0) / 2 = 16; RULES.md B3 follows the formula, and so do we.
    assert damage_dc(constitution=13, hit_dice="4d10", size="medium") == 16
    detail = damage_dc_breakdown(constitution=13, hit_dice="4d10", size="medium")
    assert detail.hit_dice_bonus == 19 and detail.exact_half == 16 and detail.base == 16
    assert detail.rule_ids == ("B3",)


def test_B3_size_table_fine_to_colossal() -> None:
    assert [SIZE_MODIFIERS[size] for size in Size] == [-16, -12, -8, -4, 0, 4, 8, 12, 16]
    assert size_modifier("Large") == 4 and size_modifier(" tiny ") == -8
    assert size_modifier(Size.COLOSSAL) == 16


@pytest.mark.parametrize("size", ["enormous", "", 3, None])
def test_B3_unknown_size_is_a_rules_error_naming_the_sizes(size: object) -> None:
    with pytest.raises(RulesError, match="unknown size .*fine, diminutive, tiny"):
        parse_size(size)  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="unknown size"):
        damage_dc(constitution=10, hit_dice="1d8", size=size)  # type: ignore[arg-type]


def test_B3_division_rounds_down_once_after_the_exact_sum() -> None:
    # 12 + (2d8 → 7) + 0 = 19 → 9.5 → 9
    assert damage_dc(constitution=12, hit_dice="2d8", size="medium") == 9
    # 1d3 hit die: 10 + 0.5 − 4 = 6.5 → 3.25 → 3
    detail = damage_dc_breakdown(constitution=10, hit_dice="1d3", size="small")
    assert detail.exact_half == Fraction(13, 4) and detail.dc == 3


def test_B3_wound_count_lowers_the_dc_and_has_no_lower_bound() -> None:
    assert damage_dc(constitution=13, hit_dice="4d10", size="medium", wounds=3) == 13
    assert damage_dc(constitution=3, hit_dice="1d4", size="fine", wounds=5) == -11


def test_B3_temporary_hit_points_raise_the_dc_by_half_rounded_down() -> None:
    detail = damage_dc_breakdown(constitution=13, hit_dice="4d10", size="medium", temp_hp=7)
    assert detail.temp_hp_bonus == 3 and detail.dc == 19


def test_B3_B9_no_constitution_score_uses_10() -> None:
    detail = damage_dc_breakdown(constitution=None, hit_dice="6d12", size="large")
    # (10 + 35 + 4) / 2 = 24.5 → 24
    assert detail.constitution_used == 10 and detail.dc == 24
    assert detail.rule_ids == ("B3", "B9")


def test_B3_hit_dice_parse_errors_propagate() -> None:
    with pytest.raises(DiceExpressionError):
        damage_dc(constitution=10, hit_dice="4x10", size="medium")


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [({"constitution": -1}, "constitution"), ({"wounds": -1}, "count"), ({"temp_hp": -2}, "temporary")],
)
def test_B3_negative_inputs_are_refused(kwargs: dict[str, int], message: str) -> None:
    arguments: dict[str, object] = {"constitution": 10, "hit_dice": "1d8", "size": "medium", **kwargs}
    with pytest.raises(RulesError, match=message):
        damage_dc(**arguments)  # type: ignore[arg-type]


# --- B4 effects ----------------------------------------------------------------------------


def test_B4_margin_10_gives_wound_seriously_wounded_and_disabled() -> None:
    assert damage_effects(10) == frozenset({"wound", "seriously_wounded", "disabled"})


@pytest.mark.parametrize(
    ("margin", "effects"),
    [
        (-1, set()),
        (0, {"wound"}),
        (4, {"wound"}),
        (5, {"wound", "seriously_wounded"}),
        (15, {"wound", "seriously_wounded", "disabled", "unconscious"}),
        (20, {"wound", "seriously_wounded", "disabled", "unconscious", "dead"}),
        (99, {"wound", "seriously_wounded", "disabled", "unconscious", "dead"}),
    ],
)
def test_B4_lethal_thresholds_are_cumulative(margin: int, effects: set[str]) -> None:
    assert damage_effects(margin) == frozenset(effects)


def test_B4_failure_has_no_effect() -> None:
    assert damage_effects(-15) == frozenset()
    assert damage_effects(-1, lethal=False) == frozenset()


@pytest.mark.parametrize(
    ("margin", "effects"),
    [
        (0, {"bruise"}),
        (5, {"bruise", "seriously_bruised"}),
        (10, {"bruise", "seriously_bruised", "dazed"}),
        (15, {"bruise", "seriously_bruised", "dazed", "unconscious"}),
        (25, {"bruise", "seriously_bruised", "dazed", "unconscious"}),
    ],
)
def test_B4_nonlethal_replacements_never_kill(margin: int, effects: set[str]) -> None:
    assert damage_effects(margin, lethal=False) == frozenset(effects)


def test_B4_auto_stabilize_prevents_unconsciousness_from_damage() -> None:
    assert damage_effects(20, auto_stabilize=True) == frozenset({"wound", "seriously_wounded", "disabled", "dead"})
    assert damage_effects(17, lethal=False, auto_stabilize=True) == frozenset({"bruise", "seriously_bruised", "dazed"})


@given(margin=st.integers(-40, 40), lethal=st.booleans(), stable=st.booleans())
def test_B4_property_effects_are_monotone_in_the_margin(margin: int, lethal: bool, stable: bool) -> None:
    assert damage_effects(margin, lethal=lethal, auto_stabilize=stable) <= damage_effects(
        margin + 1, lethal=lethal, auto_stabilize=stable
    )
    assert "dead" not in damage_effects(margin, lethal=False, auto_stabilize=stable)


def test_B4_outcome_is_the_most_severe_effect() -> None:
    assert damage_outcome(damage_effects(12)) is DamageOutcome.DISABLED
    assert damage_outcome(damage_effects(30)) is DamageOutcome.DEAD
    assert damage_outcome(damage_effects(16, lethal=False)) is DamageOutcome.UNCONSCIOUS
    assert damage_outcome([]) is DamageOutcome.NO_EFFECT
    assert damage_outcome(["bruise"]) is DamageOutcome.BRUISE
    with pytest.raises(RulesError, match="unknown damage effect"):
        damage_outcome(["bleeding"])


# --- B3/B4 damage check --------------------------------------------------------------------


def test_B3_seed_example_natural_6_plus_5_meets_dc_11() -> None:
    check = resolve_damage_check(6, damage_bonus=5, dc=11)
    assert check.success and check.margin == 0 and check.effects == {DamageEffect.WOUND}
    assert check.outcome is DamageOutcome.WOUND
    missed = resolve_damage_check(5, damage_bonus=5, dc=11)
    assert not missed.success and missed.effects == frozenset() and missed.outcome is DamageOutcome.NO_EFFECT


def test_B3_natural_20_and_1_are_not_special() -> None:
    assert not resolve_damage_check(20, damage_bonus=0, dc=21).success
    assert resolve_damage_check(1, damage_bonus=10, dc=11).success


def test_B3_B4_check_keeps_both_breakdowns() -> None:
    bonus = damage_bonus_breakdown("2d6+3", multiplier=2, reduction=5)
    dc = damage_dc_breakdown(constitution=13, hit_dice="4d10", size="medium", wounds=1)
    check = resolve_damage_check(14, damage_bonus=bonus, dc=dc)
    assert check.damage is bonus and check.dc_breakdown is dc
    assert check.total == 25 and check.dc == 15 and check.margin == 10
    assert check.effects == {"wound", "seriously_wounded", "disabled"}
    assert check.rule_ids == ("B3", "B4")


def test_B3_plus_5_against_a_disabled_target_for_lethal_damage_only() -> None:
    lethal = resolve_damage_check(10, damage_bonus=3, dc=15, target_states=["disabled"])
    assert [(t.code, t.value) for t in lethal.terms] == [(BonusCode.DAMAGE_BONUS, 3), (BonusCode.VS_DISABLED, 5)]
    assert lethal.total == 18 and lethal.margin == 3
    nonlethal = resolve_damage_check(10, damage_bonus=3, dc=15, lethal=False, target_states=["disabled"])
    assert nonlethal.total == 13 and not nonlethal.success


def test_B3_plus_5_against_a_dazed_target_for_nonlethal_damage_only() -> None:
    nonlethal = resolve_damage_check(10, damage_bonus=3, dc=15, lethal=False, target_states=["dazed"])
    assert [t.code for t in nonlethal.terms] == [BonusCode.DAMAGE_BONUS, BonusCode.VS_DAZED]
    assert nonlethal.effects == {"bruise"}
    lethal = resolve_damage_check(10, damage_bonus=3, dc=15, target_states=["dazed"])
    assert lethal.bonus == 3


def test_B3_other_modifier_is_a_separate_term() -> None:
    terms = damage_check_terms(4, modifier=-2)
    assert [(t.code, t.value) for t in terms] == [(BonusCode.DAMAGE_BONUS, 4), (BonusCode.OTHER, -2)]


def test_B3_unknown_target_state_is_refused() -> None:
    with pytest.raises(RulesError, match="unknown damage state 'prone'"):
        damage_check_terms(4, target_states=["prone"])


@pytest.mark.parametrize("natural", [0, 21])
def test_B3_damage_check_natural_out_of_range(natural: int) -> None:
    with pytest.raises(RulesError, match="between 1 and 20"):
        resolve_damage_check(natural, damage_bonus=3, dc=10)


def test_B4_damage_check_odds_example() -> None:
    odds = damage_check_odds(bonus=5, dc=16)
    # totals 6..25: margin < 0 for naturals 1–10, 0–4 for 11–15, 5–9 for 16–20
    assert odds == {
        DamageOutcome.NO_EFFECT: Fraction(10, 20),
        DamageOutcome.WOUND: Fraction(5, 20),
        DamageOutcome.SERIOUSLY_WOUNDED: Fraction(5, 20),
        DamageOutcome.DISABLED: 0,
        DamageOutcome.UNCONSCIOUS: 0,
        DamageOutcome.DEAD: 0,
    }
    assert tuple(odds) == LETHAL_OUTCOMES
    assert tuple(damage_check_odds(bonus=5, dc=16, lethal=False)) == NONLETHAL_OUTCOMES


@settings(max_examples=150)
@given(
    bonus=st.integers(-10, 40),
    dc=st.integers(-10, 40),
    lethal=st.booleans(),
    stable=st.booleans(),
)
def test_B4_property_damage_check_odds_sum_to_1_and_match_enumeration(
    bonus: int, dc: int, lethal: bool, stable: bool
) -> None:
    odds = damage_check_odds(bonus=bonus, dc=dc, lethal=lethal, auto_stabilize=stable)
    assert sum(odds.values()) == 1
    counted = dict.fromkeys(odds, Fraction(0))
    for natural in range(1, 21):
        check = resolve_damage_check(natural, damage_bonus=bonus, dc=dc, lethal=lethal, auto_stabilize=stable)
        counted[check.outcome] += Fraction(1, 20)
    assert odds == counted

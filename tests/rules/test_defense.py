"""B1: defense checks replace attack rolls — resolution, threats, odds, and the equivalence
with the standard D20 attack roll."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gmtracker.rules.dice import TypedDice
from gmtracker.rules.distribution import Distribution, die
from gmtracker.rules.errors import RulesError
from gmtracker.rules.wounds import (
    AutomaticResult,
    DefenseOutcome,
    applied_penalty_dice,
    defense_check_odds,
    defense_hits,
    evaluate_defense_roll,
    resolve_defense_check,
    roll_defense_check,
    threat_naturals,
)

# --- defense_hits (contract) ---------------------------------------------------------------


def test_B1_defender_must_exceed_the_right_side() -> None:
    # defense 15, attack +5: right side 16; natural 11 → 16 (hit), natural 12 → 17 (miss)
    assert defense_hits(11, 15, 5) is True
    assert defense_hits(12, 15, 5) is False


def test_B1_natural_20_always_misses_even_against_huge_bonus() -> None:
    assert defense_hits(20, 0, 100) is False


def test_B1_natural_1_always_hits_even_against_huge_defense() -> None:
    assert defense_hits(1, 100, -50) is True


@pytest.mark.parametrize("natural", [0, 21, -3])
def test_B1_natural_out_of_range_is_refused(natural: int) -> None:
    with pytest.raises(RulesError, match="between 1 and 20"):
        defense_hits(natural, 15, 5)


# --- threat ranges and penalty dice --------------------------------------------------------


def test_B1_threat_range_19_widens_defense_threats_to_1_and_2() -> None:
    assert list(threat_naturals(19)) == [1, 2]
    assert list(threat_naturals()) == [1]
    assert list(threat_naturals(15)) == [1, 2, 3, 4, 5, 6]


@pytest.mark.parametrize("low", [1, 21, 0])
def test_B1_threat_range_outside_2_to_20_is_refused(low: int) -> None:
    with pytest.raises(RulesError, match="threat range"):
        threat_naturals(low)


def test_B1_A3_penalty_dice_are_capped_at_two_and_never_negative() -> None:
    assert [applied_penalty_dice(n) for n in range(5)] == [0, 1, 2, 2, 2]
    with pytest.raises(RulesError, match="negative"):
        applied_penalty_dice(-1)


# --- evaluate_defense_roll -----------------------------------------------------------------


def test_B1_penalty_dice_keep_the_defenders_highest_d20() -> None:
    roll = evaluate_defense_roll((4, 17, 9), defense=15, attack_bonus=5)
    assert roll.natural == 17
    assert roll.kept == (False, True, False)
    assert roll.left == 22 and roll.right == 16
    assert roll.hits is False and roll.threat is False and roll.automatic is None


def test_B1_advantage_d6_goes_to_the_right_side_and_disadvantage_subtracts() -> None:
    # natural 13, defense 15: left 18. right 11 + 5 + 3 = 19 → hit; 11 + 5 − 3 = 13 → miss
    helped = evaluate_defense_roll((13,), defense=15, attack_bonus=5, advantage=3)
    hindered = evaluate_defense_roll((13,), defense=15, attack_bonus=5, advantage=-3)
    assert (helped.right, helped.hits) == (19, True)
    assert (hindered.right, hindered.hits) == (13, False)


def test_B1_natural_1_is_marked_automatic_and_threatens() -> None:
    roll = evaluate_defense_roll((1,), defense=30, attack_bonus=0)
    assert roll.automatic is AutomaticResult.NATURAL_1_HITS
    assert roll.hits and roll.threat


def test_B1_natural_20_is_marked_automatic_and_misses() -> None:
    roll = evaluate_defense_roll((20,), defense=0, attack_bonus=30)
    assert roll.automatic is AutomaticResult.NATURAL_20_MISSES
    assert not roll.hits and not roll.threat


def test_B1_wide_threat_natural_threatens_only_when_the_attack_hits() -> None:
    hit = evaluate_defense_roll((2,), defense=15, attack_bonus=5, threat_low=19)
    missed = evaluate_defense_roll((2,), defense=30, attack_bonus=0, threat_low=19)
    assert hit.hits and hit.threat
    assert not missed.hits and not missed.threat


def test_B1_defense_roll_needs_at_least_one_valid_d20() -> None:
    with pytest.raises(RulesError, match="at least one d20"):
        evaluate_defense_roll((), defense=15, attack_bonus=5)
    with pytest.raises(RulesError, match="between 1 and 20"):
        evaluate_defense_roll((5, 25), defense=15, attack_bonus=5)


# --- resolve_defense_check -----------------------------------------------------------------


def test_B1_miss_and_plain_hit() -> None:
    miss = resolve_defense_check((15,), defense=15, attack_bonus=5)
    hit = resolve_defense_check((8,), defense=15, attack_bonus=5)
    assert miss.outcome is DefenseOutcome.MISS and miss.confirmation is None
    assert hit.outcome is DefenseOutcome.HIT and not hit.threat
    assert miss.rule_ids == ("B1",)


def test_B1_threat_confirmed_by_failed_repeat_is_a_critical_hit() -> None:
    check = resolve_defense_check((1,), defense=15, attack_bonus=5, confirmation_naturals=(10,))
    assert check.threat
    assert check.confirmation is not None and check.confirmation.hits
    assert check.outcome is DefenseOutcome.CRITICAL_HIT


def test_B1_threat_with_successful_repeat_is_a_normal_hit() -> None:
    check = resolve_defense_check((1,), defense=15, attack_bonus=5, confirmation_naturals=(20,))
    assert check.outcome is DefenseOutcome.HIT
    assert check.confirmation is not None and not check.confirmation.hits


def test_B1_confirmation_repeats_penalty_dice_and_right_side() -> None:
    check = resolve_defense_check(
        (2, 1, 2), defense=15, attack_bonus=5, advantage=2, penalty_dice=3, confirmation_naturals=(3, 18, 6),
        threat_low=19,
    )
    # penalty dice 3 → capped at 2 → 3 d20 each; natural 2 threatens with 19–20 weapons
    assert check.penalty_dice == 2 and check.penalty_dice_requested == 3 and check.penalty_dice_capped
    assert check.confirmation is not None
    assert check.confirmation.natural == 18 and check.confirmation.right == 18
    assert check.confirmation.hits is False
    assert check.outcome is DefenseOutcome.HIT
    assert check.rule_ids == ("B1", "A3", "A7")


def test_B1_wrong_number_of_naturals_is_refused() -> None:
    with pytest.raises(RulesError, match="needs 2 d20"):
        resolve_defense_check((5,), defense=15, attack_bonus=5, penalty_dice=1)
    with pytest.raises(RulesError, match="confirmation roll needs 1"):
        resolve_defense_check((1,), defense=15, attack_bonus=5, confirmation_naturals=(3, 4))


def test_B1_threat_without_confirmation_and_confirmation_without_threat_are_refused() -> None:
    with pytest.raises(RulesError, match="confirmation roll is missing"):
        resolve_defense_check((1,), defense=15, attack_bonus=5)
    with pytest.raises(RulesError, match="does not threaten"):
        resolve_defense_check((12,), defense=15, attack_bonus=5, confirmation_naturals=(3,))


def test_B1_roll_defense_check_rolls_confirmation_only_on_a_threat() -> None:
    dice = TypedDice([1, 17, 3, 4])
    check = roll_defense_check(dice, defense=15, attack_bonus=5, penalty_dice=1)
    assert check.roll.naturals == (1, 17)
    # 17 is kept: left 22 > right 16 → miss, no confirmation rolled
    assert check.outcome is DefenseOutcome.MISS
    assert dice.remaining == (3, 4)
    crit = roll_defense_check(TypedDice([1, 9]), defense=15, attack_bonus=5)
    assert crit.outcome is DefenseOutcome.CRITICAL_HIT
    assert crit.confirmation is not None and crit.confirmation.naturals == (9,)


# --- odds ----------------------------------------------------------------------------------


def _standard_attack(naturals: tuple[int, ...], bonus: int, ac: int) -> bool:
    """The standard D20 attack roll: keep the lowest (penalty dice); 20 hits, 1 misses."""
    natural = min(naturals)
    if natural == 20:
        return True
    if natural == 1:
        return False
    return natural + bonus >= ac


def _standard_threat(naturals: tuple[int, ...], bonus: int, ac: int, threat_low: int) -> bool:
    return min(naturals) >= threat_low and _standard_attack(naturals, bonus, ac)


def _standard_odds(bonus: int, ac: int, dice: int, threat_low: int) -> tuple[Fraction, Fraction]:
    """(P(hit), P(critical hit)) of the standard attack roll, by enumeration."""
    rolls = list(itertools.product(range(1, 21), repeat=dice))
    p_hit = Fraction(sum(_standard_attack(r, bonus, ac) for r in rolls), len(rolls))
    p_threat = Fraction(sum(_standard_threat(r, bonus, ac, threat_low) for r in rolls), len(rolls))
    return p_hit, p_threat * p_hit


def test_B1_odds_example_defense_15_attack_5() -> None:
    odds = defense_check_odds(defense=15, attack_bonus=5)
    assert odds == {
        DefenseOutcome.MISS: Fraction(9, 20),
        DefenseOutcome.HIT: Fraction(11, 20) - Fraction(11, 400),
        DefenseOutcome.CRITICAL_HIT: Fraction(11, 400),
    }


@settings(max_examples=60, deadline=None)
@given(
    bonus=st.integers(-15, 35),
    defense=st.integers(0, 40),
    penalty=st.integers(0, 1),
    threat_low=st.integers(15, 20),
)
def test_B1_property_defense_check_has_the_odds_of_the_standard_attack_roll(
    bonus: int, defense: int, penalty: int, threat_low: int
) -> None:
    odds = defense_check_odds(defense=defense, attack_bonus=bonus, penalty_dice=penalty, threat_low=threat_low)
    p_hit, p_critical = _standard_odds(bonus, defense, 1 + penalty, threat_low)
    assert odds[DefenseOutcome.MISS] == 1 - p_hit
    assert odds[DefenseOutcome.CRITICAL_HIT] == p_critical
    assert sum(odds.values()) == 1


@pytest.mark.parametrize(("bonus", "defense"), [(5, 15), (0, 25), (12, 10)])
def test_B1_two_penalty_dice_match_the_standard_attack_roll(bonus: int, defense: int) -> None:
    odds = defense_check_odds(defense=defense, attack_bonus=bonus, penalty_dice=2, threat_low=19)
    p_hit, p_critical = _standard_odds(bonus, defense, 3, 19)
    assert odds[DefenseOutcome.CRITICAL_HIT] == p_critical
    assert odds[DefenseOutcome.HIT] == p_hit - p_critical


@settings(max_examples=25, deadline=None)
@given(bonus=st.integers(-5, 25), defense=st.integers(5, 30), threat_low=st.integers(17, 20))
def test_B1_property_odds_match_enumerating_resolve_defense_check(bonus: int, defense: int, threat_low: int) -> None:
    counts = dict.fromkeys(DefenseOutcome, Fraction(0))
    for first in range(1, 21):
        roll = evaluate_defense_roll((first,), defense=defense, attack_bonus=bonus, threat_low=threat_low)
        seconds = range(1, 21) if roll.threat else [None]
        for second in seconds:
            check = resolve_defense_check(
                (first,), defense=defense, attack_bonus=bonus, threat_low=threat_low,
                confirmation_naturals=None if second is None else (second,),
            )
            counts[check.outcome] += Fraction(1, 20 * len(seconds))
    assert defense_check_odds(defense=defense, attack_bonus=bonus, threat_low=threat_low) == counts


def test_B1_odds_with_an_advantage_d6_on_the_right_side() -> None:
    right = die(6).map(lambda face: 5 + face)  # attack bonus +5 and the advantage d6
    mixed = defense_check_odds(defense=28, attack_bonus=right, threat_low=19)
    expected = dict.fromkeys(DefenseOutcome, Fraction(0))
    for bonus in range(6, 12):
        for outcome, p in defense_check_odds(defense=28, attack_bonus=bonus, threat_low=19).items():
            expected[outcome] += p / 6
    assert mixed == expected
    assert sum(mixed.values()) == 1


def test_B1_confirmation_repeats_the_same_d6_value_not_a_new_one() -> None:
    # defense 28, threat 19–20: natural 2 threatens only when the right side is 20 or more
    # (bonus ≥ 9), so threat and confirmation are correlated through the shared d6.
    right = Distribution.of({5 + face: 1 for face in range(1, 7)})
    mixed = defense_check_odds(defense=28, attack_bonus=right, threat_low=19)
    p_hit = 1 - mixed[DefenseOutcome.MISS]
    p_threat = sum(
        (Fraction(1, 20) + (Fraction(1, 20) if bonus >= 9 else 0)) / 6 for bonus in range(6, 12)
    )
    assert mixed[DefenseOutcome.CRITICAL_HIT] > p_threat * p_hit


def test_B1_odds_refuse_a_bad_threat_range() -> None:
    with pytest.raises(RulesError):
        defense_check_odds(defense=15, attack_bonus=5, threat_low=21)


def test_B1_B10_defender_modifier_lowers_the_left_side_and_is_repeated_on_confirmation() -> None:
    # ruling: the defense check is the defender's d20 check, so its realistic penalty applies
    plain = evaluate_defense_roll((12,), defense=15, attack_bonus=5)
    hurt = evaluate_defense_roll((12,), defense=15, attack_bonus=5, defense_modifier=-3)
    assert (plain.left, plain.hits) == (17, False)
    assert (hurt.left, hurt.hits, hurt.defense_modifier) == (14, True, -3)
    check = roll_defense_check(TypedDice([1, 14]), defense=15, attack_bonus=5, defense_modifier=-3)
    assert check.confirmation is not None and check.confirmation.left == 16
    assert check.outcome is DefenseOutcome.CRITICAL_HIT


def test_B1_odds_with_a_defender_modifier_equal_a_lower_defense() -> None:
    assert defense_check_odds(defense=18, attack_bonus=4, defense_modifier=-3) == defense_check_odds(
        defense=15, attack_bonus=4
    )

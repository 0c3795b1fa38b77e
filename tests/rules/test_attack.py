"""An attack resolved by a hit check (A14) or by the defender's defense check (B1)."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gmtracker.rules.attack import (
    ResolutionMode,
    attack_odds,
    defense_check_dice,
    defense_outcome,
    resolve_by_defense_check,
)
from gmtracker.rules.checks import (
    Attribute,
    AttackRange,
    Check,
    HitOutcome,
    Modifier,
    ModifierType,
    hit_check,
)
from gmtracker.rules.defense import DefenseOutcome, evaluate_defense_roll
from gmtracker.rules.errors import RulesError

ATTRS = {Attribute.STRENGTH: 3, Attribute.AGILITY: 1}


def sword(**kwargs: object) -> Check:
    return hit_check(attack_range=AttackRange.MELEE, attributes=ATTRS, defense=15, **kwargs)  # type: ignore[arg-type]


def test_A14_mode_is_the_hit_check_odds() -> None:
    odds = attack_odds(sword())
    # d20 + 3 vs 15: naturals 12–19 hit, 20 hits and is raised to critical (23 ≥ 15), no total reaches 25.
    assert odds == {HitOutcome.MISS: Fraction(11, 20), HitOutcome.HIT: Fraction(8, 20),
                    HitOutcome.CRITICAL_HIT: Fraction(1, 20)}


def test_B1_mode_plain_attack_matches_the_standard_attack_roll() -> None:
    odds = attack_odds(sword(), ResolutionMode.DEFENSE_CHECK)
    # standard d20 + 3 vs AC 15: hits on 12+ (9 of 20); threat on 20, confirmed on 12+ (9/20)
    assert odds[HitOutcome.CRITICAL_HIT] == Fraction(1, 20) * Fraction(9, 20)
    assert odds[HitOutcome.HIT] + odds[HitOutcome.CRITICAL_HIT] == Fraction(9, 20)
    assert sum(odds.values()) == 1


def test_B1_threat_range_widens_in_defense_mode() -> None:
    narrow = attack_odds(sword(), ResolutionMode.DEFENSE_CHECK)
    wide = attack_odds(sword(), ResolutionMode.DEFENSE_CHECK, threat_low=19)
    assert wide[HitOutcome.CRITICAL_HIT] == 2 * narrow[HitOutcome.CRITICAL_HIT]


def test_versus_mode_is_refused_here_and_non_hit_checks_too() -> None:
    with pytest.raises(RulesError, match="1D100"):
        attack_odds(sword(), ResolutionMode.VERSUS)
    with pytest.raises(RulesError, match="needs a hit check, not a pure check"):
        attack_odds(Check(dc=10))


def test_B1_penalty_dice_become_defender_d20_and_advantage_goes_right() -> None:
    check = sword(penalties_taken=2, advantage=1,
                  modifiers=[Modifier(ModifierType.SITUATIONAL, 2, "flanking")])
    assert defense_check_dice(check) == (3, 1)
    result = resolve_by_defense_check(check, naturals=[4, 12, 7], d6=[5])
    assert result.roll.natural == 12  # the defender keeps the highest
    assert result.roll.right == 11 + 3 + 5  # the d6 of 5 beats the flat +2 (A6)
    assert result.roll.left == 12 + 15 - 10
    assert result.outcome is DefenseOutcome.HIT
    assert defense_outcome(result.outcome) is HitOutcome.HIT
    low = resolve_by_defense_check(check, naturals=[4, 12, 7], d6=[1])
    assert low.roll.right == 11 + 3 + 2


def test_B1_resolution_refuses_wrong_d6() -> None:
    with pytest.raises(RulesError, match="needs 1 d6, got 0"):
        resolve_by_defense_check(sword(advantage=1), naturals=[10])
    with pytest.raises(RulesError, match="d6 number 1 is 7"):
        resolve_by_defense_check(sword(disadvantage=1), naturals=[10], d6=[7])


def test_B1_disadvantage_d6_lowers_the_right_side() -> None:
    result = resolve_by_defense_check(sword(disadvantage=1), naturals=[10], d6=[4])
    assert result.roll.right == 11 + 3 - 4


@settings(max_examples=25, deadline=None)
@given(st.integers(-3, 8), st.integers(8, 25), st.integers(0, 2), st.integers(-1, 1), st.integers(18, 20))
def test_B1_defense_mode_odds_match_enumeration(bonus: int, defense: int, penalty: int, advantage: int,
                                                threat_low: int) -> None:
    check = hit_check(attack_range=AttackRange.MELEE, attributes={Attribute.STRENGTH: bonus}, defense=defense,
                      extra_penalty_dice=penalty, advantage=max(advantage, 0), disadvantage=max(-advantage, 0))
    count, d6_count = defense_check_dice(check)
    tally = {outcome: Fraction(0) for outcome in HitOutcome}
    d6_rolls = list(itertools.product(range(1, 7), repeat=d6_count))
    rolls = list(itertools.product(range(1, 21), repeat=count))
    for d6 in d6_rolls:
        sign = 1 if advantage > 0 else -1
        right_bonus = bonus + (sign * max(d6) if d6 else 0)
        confirmed = sum(
            evaluate_defense_roll(c, defense=defense, attack_bonus=right_bonus, threat_low=threat_low).hits
            for c in rolls)
        for naturals in rolls:
            first = evaluate_defense_roll(naturals, defense=defense, attack_bonus=right_bonus, threat_low=threat_low)
            if not first.threat:
                tally[HitOutcome.HIT if first.hits else HitOutcome.MISS] += 1
                continue
            tally[HitOutcome.CRITICAL_HIT] += Fraction(confirmed, len(rolls))
            tally[HitOutcome.HIT] += Fraction(len(rolls) - confirmed, len(rolls))
    total = len(d6_rolls) * len(rolls)
    expected = {outcome: n / total for outcome, n in tally.items()}
    assert attack_odds(check, ResolutionMode.DEFENSE_CHECK, threat_low=threat_low) == expected

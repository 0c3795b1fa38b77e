"""Part C values and the contract facade: C1 naturals and truncation, C3 normal_check,
C4 difficulty bands, C5 performance, C6 special ranges, C7 priority levels."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gmtracker.rules import percentile
from gmtracker.rules.dice import TypedDice
from gmtracker.rules.errors import RulesError
from gmtracker.rules.percentile import (
    DEFAULT_SPECIALS,
    NO_SPECIALS,
    PRIORITY_ORDER,
    DecidedBy,
    Difficulty,
    Modifier,
    Outcome,
    Performance,
    Special,
    SpecialRanges,
    as_outcome,
    check_natural,
    difficulty_band,
    require_int,
    roll_performance,
    rule_ids,
    tenth,
    truncate_div,
)

naturals = st.integers(1, 100)


# --- C1: dice and truncation ----------------------------------------------------------------


@pytest.mark.parametrize("natural", [1, 50, 100])
def test_c1_naturals_1_to_100_accepted(natural: int) -> None:
    assert check_natural(natural) == natural


@pytest.mark.parametrize("natural", [0, 101, -1, 1000])
def test_c1_natural_outside_1_to_100_is_rules_error(natural: int) -> None:
    with pytest.raises(RulesError, match=r"1\.\.100"):
        check_natural(natural)


@pytest.mark.parametrize("value", [True, 1.0, "5", None])
def test_c1_natural_must_be_a_whole_number(value: object) -> None:
    with pytest.raises(RulesError, match="whole number"):
        check_natural(value)


def test_c1_natural_of_another_die() -> None:
    assert check_natural(20, sides=20) == 20
    with pytest.raises(RulesError, match="1D20"):
        check_natural(21, sides=20)


def test_require_int_passes_ints_and_rejects_bool() -> None:
    assert require_int("x", -7) == -7
    with pytest.raises(RulesError, match="x must be a whole number"):
        require_int("x", False)


@pytest.mark.parametrize(
    ("numerator", "denominator", "expected"),
    [(15, 10, 1), (-15, 10, -1), (15, -10, -1), (-15, -10, 1), (9, 10, 0), (-9, 10, 0), (100, 10, 10), (0, 7, 0)],
)
def test_c1_truncation_is_toward_zero(numerator: int, denominator: int, expected: int) -> None:
    assert truncate_div(numerator, denominator) == expected


def test_c1_truncation_by_zero_is_rules_error() -> None:
    with pytest.raises(RulesError, match="zero"):
        truncate_div(5, 0)


@given(st.integers(-10**6, 10**6), st.integers(-1000, 1000).filter(bool))
def test_c1_truncation_matches_int_of_exact_quotient(numerator: int, denominator: int) -> None:
    from fractions import Fraction

    assert truncate_div(numerator, denominator) == int(Fraction(numerator, denominator))


def test_c1_tenth_of_negative_base_is_not_floor() -> None:
    assert tenth(-15) == -1  # Python's -15 // 10 would be -2
    assert tenth(99) == 9


# --- C3: the contract normal_check ----------------------------------------------------------


def test_c3_source_example_target_20_roll_21_succeeds() -> None:
    assert percentile.normal_check(21, 0, 20) is True
    assert percentile.normal_check(20, 0, 20) is False


def test_c3_source_example_target_42_performance_42_fails_43_succeeds() -> None:
    assert percentile.normal_check(42, 0, 42) is False
    assert percentile.normal_check(43, 0, 42) is True
    assert percentile.normal_check(30, 12, 42) is False
    assert percentile.normal_check(30, 13, 42) is True


def test_c3_normal_check_is_values_only_no_special() -> None:
    """The contract function compares values; criticals belong to resolve_normal_check."""
    assert percentile.normal_check(100, 0, 150) is False
    assert percentile.normal_check(1, 100, 50) is True


def test_c3_normal_check_validates_roll_c1() -> None:
    with pytest.raises(RulesError):
        percentile.normal_check(0, 50, 10)
    with pytest.raises(RulesError):
        percentile.normal_check(50, 0, 10.5)  # type: ignore[arg-type]


@given(naturals, st.integers(-200, 200), st.integers(-200, 300))
def test_c3_normal_check_is_strictly_greater(roll: int, bonus: int, target: int) -> None:
    assert percentile.normal_check(roll, bonus, target) == (roll + bonus > target)


# --- C4: difficulty bands -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("target", "band"),
    [
        (0, "trivial"), (9, "trivial"), (10, "easy"), (29, "easy"), (30, "normal"),
        (42, "normal"), (59, "normal"), (60, "hard"), (89, "hard"), (90, "very_hard"), (99, "very_hard"),
    ],
)
def test_c4_difficulty_bands_at_their_bounds(target: int, band: str) -> None:
    assert percentile.difficulty(target) == band
    assert type(percentile.difficulty(target)) is str
    assert difficulty_band(target) is Difficulty(band)


def test_c4_ruling_open_ends_negative_is_trivial_100_up_is_very_hard() -> None:
    assert percentile.difficulty(-1) == "trivial"
    assert percentile.difficulty(-500) == "trivial"
    assert percentile.difficulty(100) == "very_hard"
    assert percentile.difficulty(250) == "very_hard"


def test_c4_difficulty_rejects_non_integers() -> None:
    with pytest.raises(RulesError):
        percentile.difficulty("42")  # type: ignore[arg-type]


@given(st.integers(-300, 300), st.integers(-300, 300))
def test_c4_difficulty_is_monotone(a: int, b: int) -> None:
    order = list(Difficulty)
    low, high = sorted((a, b))
    assert order.index(difficulty_band(low)) <= order.index(difficulty_band(high))


# --- C5: the contract performance -----------------------------------------------------------


def test_c5_source_example_base_100_rolling_50_is_60() -> None:
    assert percentile.performance(100, 50) == 60


def test_c5_source_example_base_50_rolling_50_is_55() -> None:
    assert percentile.performance(50, 50) == 55


def test_c5_performance_truncates_base_and_adds_bonus() -> None:
    assert percentile.performance(59, 1) == 6
    assert percentile.performance(59, 1, 4) == 10
    assert percentile.performance(-15, 10) == 9  # C1: -1.5 truncates to -1
    assert percentile.performance(5, 1, -3) == -2


def test_c5_performance_validates_roll_c1() -> None:
    with pytest.raises(RulesError):
        percentile.performance(50, 101)


# --- C6: special ranges ---------------------------------------------------------------------


def test_c6_ruling_default_ranges_critical_96_fumble_5() -> None:
    assert DEFAULT_SPECIALS == SpecialRanges(critical_from=96, fumble_to=5)
    assert [DEFAULT_SPECIALS.classify(n) for n in (1, 5, 6, 95, 96, 100)] == [
        Special.FUMBLE, Special.FUMBLE, Special.NONE, Special.NONE, Special.CRITICAL, Special.CRITICAL,
    ]


def test_c6_custom_and_empty_ranges() -> None:
    wide = SpecialRanges(critical_from=91, fumble_to=10)
    assert wide.classify(91) is Special.CRITICAL
    assert wide.classify(10) is Special.FUMBLE
    assert wide.classify(11) is Special.NONE
    assert all(NO_SPECIALS.classify(n) is Special.NONE for n in range(1, 101))
    assert SpecialRanges(critical_from=100, fumble_to=99).classify(99) is Special.FUMBLE


@pytest.mark.parametrize(
    ("critical_from", "fumble_to", "message"),
    [
        (0, 0, "critical_from"), (102, 5, "critical_from"), (96, -1, "fumble_to"),
        (96, 101, "fumble_to"), (50, 50, "overlaps"), (40, 60, "overlaps"), (96, True, "whole number"),
    ],
)
def test_c6_special_ranges_validated(critical_from: int, fumble_to: int, message: str) -> None:
    with pytest.raises(RulesError, match=message):
        SpecialRanges(critical_from=critical_from, fumble_to=fumble_to)


def test_c6_classify_checks_the_natural_c1() -> None:
    with pytest.raises(RulesError):
        DEFAULT_SPECIALS.classify(0)


# --- records: Modifier, Performance ---------------------------------------------------------


def test_c5_performance_record_shows_every_part() -> None:
    record = Performance(50, base=100, modifiers=(Modifier("sword", 7), Modifier("fatigue", -2)))
    assert (record.natural, record.base, record.base_tenth) == (50, 100, 10)
    assert record.modifier_total == 5
    assert record.value == 65 == percentile.performance(100, 50, 5)
    assert record.special is Special.NONE
    assert record.rule_ids == ("C1", "C5")


def test_c3_performance_record_without_base_is_natural_plus_modifiers() -> None:
    record = Performance(40, modifiers=[Modifier("lockpicking", 3)])  # a list is stored as a tuple
    assert record.modifiers == (Modifier("lockpicking", 3),)
    assert (record.base_tenth, record.value, record.rule_ids) == (0, 43, ("C1",))


def test_c6_performance_record_names_its_special() -> None:
    critical = Performance(97)
    assert critical.special is Special.CRITICAL
    assert critical.rule_ids == ("C1", "C6")
    assert Performance(97, specials=NO_SPECIALS).special is Special.NONE
    assert Performance(3, base=-20).special is Special.FUMBLE


def test_performance_record_rejects_bad_parts() -> None:
    with pytest.raises(RulesError):
        Performance(0)
    with pytest.raises(RulesError, match="Modifier"):
        Performance(50, modifiers=(5,))  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="SpecialRanges"):
        Performance(50, specials=(96, 5))  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="modifier value"):
        Modifier("x", 1.5)  # type: ignore[arg-type]


def test_performance_record_is_frozen() -> None:
    record = Performance(50)
    with pytest.raises(AttributeError, match="immutable"):
        record.value = 99  # type: ignore[misc]
    assert record.value == 50


def test_a_performance_read_from_json_works_its_values_out_again() -> None:
    """A record's derived fields are recomputed from natural, base and modifiers (C1, C5, C6)."""
    import msgspec

    made = Performance(97, 55, (Modifier("skill", 3),))
    assert (made.base_tenth, made.modifier_total, made.value, made.special) == (5, 3, 105, Special.CRITICAL)
    assert made.rule_ids == ("C1", "C5", "C6")
    tampered = msgspec.json.decode(msgspec.json.encode(made).replace(b'"value":105', b'"value":1'), type=Performance)
    assert tampered == made and tampered.value == 105


def test_roll_performance_takes_the_natural_from_an_injected_dice_source() -> None:
    dice = TypedDice([73])
    record = roll_performance(dice, base=42, modifiers=[Modifier("aim", 1)])
    assert (record.natural, record.value) == (73, 78)
    assert dice.remaining == ()


@given(naturals, st.integers(-500, 500), st.lists(st.integers(-50, 50), max_size=4))
def test_c5_performance_record_agrees_with_contract(natural: int, base: int, values: list[int]) -> None:
    record = Performance(natural, base, tuple(Modifier("m", v) for v in values))
    assert record.value == percentile.performance(base, natural, sum(values))


# --- C7: the levels -------------------------------------------------------------------------


def test_c7_priority_order_forced_special_values_active_player() -> None:
    assert PRIORITY_ORDER == (
        DecidedBy.FORCED, DecidedBy.SPECIAL, DecidedBy.VALUES,
        DecidedBy.ACTIVE_PRIORITY, DecidedBy.PLAYER_PRIORITY, DecidedBy.ROLL_OFF,
    )


def test_enum_codes_are_lowercase_strings() -> None:
    for enum in (Special, Outcome, DecidedBy, Difficulty):
        for member in enum:
            assert isinstance(member, str)
            assert member.value == member.value.lower()
            assert enum(member.value) is member


def test_as_outcome_accepts_members_and_codes_only() -> None:
    assert as_outcome("success") is Outcome.SUCCESS
    assert as_outcome(Outcome.FAILURE) is Outcome.FAILURE
    with pytest.raises(RulesError, match="'success' or 'failure'"):
        as_outcome("win")


def test_rule_ids_are_unique_and_in_rules_order() -> None:
    assert rule_ids("C7", "C10", "C1", "C7", "D1", "C3") == ("C1", "C3", "C7", "C10", "D1")

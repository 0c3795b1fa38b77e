"""Tests for gmtracker.rules.dice and gmtracker.rules.errors: parsing, errors, B2, rolling.

Tests named after a rule id (``B2``, ``A3``) check that rule of RULES.md; the rest check
the contract stated in the module docstrings (never a bare exception, injectable dice).
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gmtracker.rules.dice import (
    MAX_DICE,
    MAX_FLAT,
    MAX_SIDES,
    DiceExpression,
    DiceGroup,
    DiceSource,
    ExpressionRoll,
    GroupRoll,
    RandomDice,
    TypedDice,
    kept_flags,
    parse_dice,
    roll_many,
)
from gmtracker.rules.errors import DiceExpressionError, DiceSourceError, RulesError

# --------------------------------------------------------------------------- parsing


@pytest.mark.parametrize(
    ("text", "groups", "flat"),
    [
        ("2d6+3", (DiceGroup(2, 6),), 3),
        ("1d8+2d6+1", (DiceGroup(1, 8), DiceGroup(2, 6)), 1),
        ("4d10", (DiceGroup(4, 10),), 0),
        ("2d20kl1+5", (DiceGroup(2, 20, 1, 1, False),), 5),
        ("d6", (DiceGroup(1, 6),), 0),
        ("D6", (DiceGroup(1, 6),), 0),
        ("2D6", (DiceGroup(2, 6),), 0),
        ("-1d4+3", (DiceGroup(1, 4, -1),), 3),
        ("+1d4", (DiceGroup(1, 4),), 0),
        ("-3", (), -3),
        ("+2", (), 2),
        ("0", (), 0),
        ("1d20-1d4", (DiceGroup(1, 20), DiceGroup(1, 4, -1)), 0),
        ("1d6+2-5", (DiceGroup(1, 6),), -3),
        ("3+1d6", (DiceGroup(1, 6),), 3),
        ("4d6kh3", (DiceGroup(4, 6, 1, 3, True),), 0),
        ("4d6k3", (DiceGroup(4, 6, 1, 3, True),), 0),
        ("3d20kl1", (DiceGroup(3, 20, 1, 1, False),), 0),
        ("-2d20kh1", (DiceGroup(2, 20, -1, 1, True),), 0),
        ("2d6kh2", (DiceGroup(2, 6, 1, 2, True),), 0),
        ("007", (), 7),
        ("02d06", (DiceGroup(2, 6),), 0),
    ],
)
def test_parse_structure(text: str, groups: tuple[DiceGroup, ...], flat: int) -> None:
    expression = parse_dice(text)
    assert isinstance(expression, DiceExpression)
    assert expression.groups == groups
    assert expression.flat == flat
    assert expression.text == text


@pytest.mark.parametrize("text", [" 2d6 + 3 ", "2d6+3", "\t2d6\t+\t3\n", "2d6 +3", "2d6+ 3"])
def test_parse_ignores_whitespace_between_terms(text: str) -> None:
    expression = parse_dice(text)
    assert expression.groups == (DiceGroup(2, 6),)
    assert expression.flat == 3
    assert expression.text == text  # the text as typed is kept for messages and the log


def test_parse_keep_rules_give_keep_count_and_direction() -> None:
    highest, default, lowest = (parse_dice(t).groups[0] for t in ("4d6kh3", "4d6k3", "4d6kl3"))
    assert (highest.keep, highest.keep_highest) == (3, True)
    assert default == highest  # "k" means "kh"
    assert (lowest.keep, lowest.keep_highest) == (3, False)
    assert parse_dice("4d6").groups[0].keep is None


def test_parse_counts_and_flags() -> None:
    expression = parse_dice("1d8+2d6+4d10kh2+1")
    assert expression.dice_count == 7
    assert expression.has_keep is True
    assert [g.kept_count for g in expression.groups] == [1, 2, 2]
    assert parse_dice("1d8+2d6").has_keep is False
    assert parse_dice("5").dice_count == 0


def test_parse_limits_are_inclusive() -> None:
    assert parse_dice(f"{MAX_DICE}d6").dice_count == MAX_DICE
    assert parse_dice(f"1d{MAX_SIDES}").groups[0].sides == MAX_SIDES
    assert parse_dice(str(MAX_FLAT)).flat == MAX_FLAT
    assert parse_dice(f"-{MAX_FLAT}").flat == -MAX_FLAT
    assert parse_dice("1d2").groups[0].sides == 2
    assert parse_dice("2d20kl2").groups[0].keep == 2


def test_parse_thousands_of_leading_zeros_is_still_a_small_number() -> None:
    # Regression: int() of the raw digits hit Python's 4300-digit limit (bare ValueError).
    assert parse_dice("0" * 5000 + "1").flat == 1
    assert parse_dice("0" * 5000 + "2d" + "0" * 5000 + "6").groups == (DiceGroup(2, 6),)
    assert parse_dice("0" * 5000).flat == 0


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("2d6+3", "2d6+3"),
        ("1d8+2d6+1", "1d8+2d6+1"),
        ("4d10", "4d10"),
        ("2d20kl1+5", "2d20kl1+5"),
        ("d6", "1d6"),
        ("4d6k3", "4d6kh3"),
        ("-1d4+3", "-1d4+3"),
        ("1d20-1d4-2", "1d20-1d4-2"),
        (" 2d6 + 3 ", "2d6+3"),
        ("1+2", "3"),
        ("3-3", "0"),
        ("0", "0"),
        ("-5", "-5"),
        ("1d6+0", "1d6"),
        ("3+1d6", "1d6+3"),
        ("-2d20kh1", "-2d20kh1"),
    ],
)
def test_str_is_canonical_and_round_trips(text: str, shown: str) -> None:
    expression = parse_dice(text)
    assert str(expression) == shown
    again = parse_dice(str(expression))
    assert again.groups == expression.groups
    assert again.flat == expression.flat


def test_group_str() -> None:
    assert str(DiceGroup(2, 6)) == "2d6"
    assert str(DiceGroup(3, 20, -1, 1, False)) == "3d20kl1"  # the sign belongs to the expression
    assert str(DiceGroup(4, 6, 1, 3, True)) == "4d6kh3"


# --------------------------------------------------------------------------- errors


def _message(text: str, reason: str, position: int | None) -> str:
    where = "" if position is None else f" at position {position + 1}"
    return f"dice expression {text!r}: {reason}{where}"


@pytest.mark.parametrize(
    ("text", "reason", "position"),
    [
        ("2d0", "a die needs at least 2 sides, not 0", 0),
        ("1d1", "a die needs at least 2 sides, not 1", 0),
        ("d", "a die needs a number of sides after 'd'", 0),
        ("3d", "a die needs a number of sides after 'd'", 0),
        ("1d8++", "two signs in a row", 4),
        ("1d8+-2", "two signs in a row", 4),
        ("--3", "two signs in a row", 1),
        ("10000d6", f"10000 dice are too many (at most {MAX_DICE})", 0),
        (f"{MAX_DICE + 1}d6", f"{MAX_DICE + 1} dice are too many (at most {MAX_DICE})", 0),
        ("1d8+", "ends with a sign, a term is missing", 3),
        ("1d8 +  ", "ends with a sign, a term is missing", 4),
        ("+", "ends with a sign, a term is missing", 0),
        ("", "is empty", None),
        ("   \t", "is empty", None),
        ("abc", "unexpected 'a'", 0),
        ("  abc", "unexpected 'a'", 2),
        ("1d6+x", "unexpected 'x'", 4),
        ("1d6 + x", "unexpected 'x'", 6),
        ("1d6*2", "unexpected '*'", 3),
        ("2d6 3", "missing + or - between terms", 4),
        ("2d6 1d4", "missing + or - between terms", 4),
        ("2d20k", "'k' needs how many dice to keep", 0),
        ("2d20kh", "'k' needs how many dice to keep", 0),
        ("2d20k3", "cannot keep 3 of 2 dice", 0),
        ("2d20kl0", "cannot keep 0 of 2 dice", 0),
        ("1d6 + 2d20k3", "cannot keep 3 of 2 dice", 6),
        ("0d6", "the number of dice must be at least 1", 0),
        (f"1d{MAX_SIDES + 1}", f"a d{MAX_SIDES + 1} has too many sides (at most {MAX_SIDES})", 0),
        (f"{MAX_FLAT + 1}", f"the number {MAX_FLAT + 1} is too large (at most {MAX_FLAT})", 0),
        ("1d6+1234567890", "the number 1234567890… is too large", 4),
        ("1234567890d6", "the number 1234567890… is too large", 0),
        ("1d6 + 2d0", "a die needs at least 2 sides, not 0", 6),
    ],
)
def test_nonsense_raises_dice_expression_error_naming_problem_and_position(
    text: str, reason: str, position: int | None
) -> None:
    with pytest.raises(DiceExpressionError) as caught:
        parse_dice(text)
    error = caught.value
    assert error.reason == reason
    assert error.position == position
    assert error.expression == text
    assert str(error) == _message(text, reason, position)


def test_too_many_dice_in_total_has_no_position() -> None:
    # Each group is within the limit, the sum is not: no single place is wrong.
    with pytest.raises(DiceExpressionError) as caught:
        parse_dice("120d6+100d6")
    assert caught.value.reason == f"220 dice are too many (at most {MAX_DICE})"
    assert caught.value.position is None
    assert "at position" not in str(caught.value)


def test_a_5000_digit_number_is_refused_and_the_message_truncated() -> None:
    text = "5" * 5000
    with pytest.raises(DiceExpressionError) as caught:
        parse_dice(text)
    message = str(caught.value)
    assert caught.value.reason == "the number 555555555555… is too large"
    assert caught.value.position == 0
    assert len(message) < 120
    assert repr("5" * 40 + "…") in message
    assert text[:41] not in message


@pytest.mark.parametrize("value", [None, 42, 2.5, b"2d6", ["2d6"], object()])
def test_non_text_input_is_refused(value: object) -> None:
    with pytest.raises(DiceExpressionError) as caught:
        parse_dice(value)  # type: ignore[arg-type]
    assert caught.value.reason == "is not text"
    assert caught.value.expression == repr(value)
    assert caught.value.position is None


def test_error_classes_are_rules_errors_and_value_errors() -> None:
    assert issubclass(RulesError, ValueError)
    assert issubclass(DiceExpressionError, RulesError)
    assert issubclass(DiceSourceError, RulesError)
    with pytest.raises(ValueError):
        parse_dice("2d0")


def test_error_message_shows_short_expressions_whole_and_truncates_long_ones() -> None:
    exact = "1" * 40
    assert str(DiceExpressionError(exact, "bad")) == f"dice expression {exact!r}: bad"
    longer = "1" * 41
    error = DiceExpressionError(longer, "bad", 40)
    assert str(error) == f"dice expression {('1' * 40 + '…')!r}: bad at position 41"
    assert error.expression == longer  # the full text stays available to the caller
    assert (error.reason, error.position) == ("bad", 40)


def test_error_message_position_is_one_based() -> None:
    assert str(DiceExpressionError("x", "oops", 0)) == "dice expression 'x': oops at position 1"
    assert str(DiceExpressionError("x", "oops")) == "dice expression 'x': oops"


# --------------------------------------------------------------------------- B2 and bounds


@pytest.mark.parametrize(
    ("text", "bonus"),
    [
        ("1d8", 3),
        ("2d6", 5),
        ("1d8+1", 4),
        ("1d8+2d6+1", 9),
        ("4d10", 19),  # the source: 40/2 − 1, one group, not 4 × (10/2 − 1)
        ("1d3", Fraction(1, 2)),
    ],
)
def test_B2_fixed_bonus_examples(text: str, bonus: Fraction | int) -> None:
    result = parse_dice(text).fixed_bonus()
    assert isinstance(result, Fraction)
    assert result == bonus


def test_B2_each_group_as_written_converts_separately() -> None:
    # 2d6 is one group (5); 1d6+1d6 are two groups (2 + 2).
    assert parse_dice("2d6").fixed_bonus() == 5
    assert parse_dice("1d6+1d6").fixed_bonus() == 4


def test_B2_fractions_stay_exact_until_the_end() -> None:
    assert parse_dice("1d3+1d3").fixed_bonus() == 1
    assert parse_dice("1d3+1d5").fixed_bonus() == Fraction(2)
    assert parse_dice("3d3").fixed_bonus() == Fraction(7, 2)


def test_B2_negative_groups_and_flat_keep_their_sign() -> None:
    assert parse_dice("1d20-1d4").fixed_bonus() == 9 - 1
    assert parse_dice("2d6-3").fixed_bonus() == 2
    assert parse_dice("-2d6").fixed_bonus() == -5
    assert parse_dice("7").fixed_bonus() == 7


@pytest.mark.parametrize("text", ["2d20kl1+5", "4d6k3", "1d8+2d20kh1"])
def test_B2_keep_expression_has_no_fixed_bonus(text: str) -> None:
    with pytest.raises(DiceExpressionError) as caught:
        parse_dice(text).fixed_bonus()
    assert caught.value.reason == "keep rules (kh/kl) have no fixed bonus (B2)"
    assert caught.value.expression == text


@pytest.mark.parametrize(
    ("text", "low", "high"),
    [
        ("2d6+3", 5, 15),
        ("4d10", 4, 40),
        ("1d20-1d4", 1 - 4, 20 - 1),
        ("-3d4+10", 10 - 12, 10 - 3),
        ("4d6kh3", 3, 18),
        ("2d20kl1+5", 6, 25),
        ("-2d6kl1", -6, -1),
        ("5", 5, 5),
        ("-5", -5, -5),
    ],
)
def test_minimum_and_maximum(text: str, low: int, high: int) -> None:
    expression = parse_dice(text)
    assert expression.minimum() == low
    assert expression.maximum() == high


# --------------------------------------------------------------------------- dice sources


def test_random_dice_with_a_seeded_rng_is_reproducible() -> None:
    first = RandomDice(random.Random(20240601))
    second = RandomDice(random.Random(20240601))
    rolls = [first.roll(20) for _ in range(50)]
    assert rolls == [second.roll(20) for _ in range(50)]
    assert all(1 <= n <= 20 for n in rolls)
    assert len(set(rolls)) > 1  # a seeded source still varies


def test_random_dice_does_not_touch_the_global_random_module() -> None:
    random.seed(1)
    before = random.getstate()
    RandomDice(random.Random(7)).roll(6)
    assert random.getstate() == before


def test_random_dice_without_rng_makes_its_own() -> None:
    dice = RandomDice()
    assert isinstance(dice.rng, random.Random)
    assert dice.rng is not RandomDice().rng
    assert 1 <= dice.roll(6) <= 6
    assert dice.roll(1) == 1


@pytest.mark.parametrize("sides", [0, -3])
def test_random_dice_refuses_a_die_without_sides(sides: int) -> None:
    with pytest.raises(DiceSourceError, match=f"at least one side, not {sides}"):
        RandomDice(random.Random(0)).roll(sides)


def test_dice_sources_satisfy_the_protocol() -> None:
    assert isinstance(RandomDice(), DiceSource)
    assert isinstance(TypedDice([]), DiceSource)
    assert not isinstance(object(), DiceSource)


def test_typed_dice_hand_out_naturals_in_order() -> None:
    dice = TypedDice(n for n in (3, 6, 1))  # any iterable, even a one-shot generator
    assert dice.remaining == (3, 6, 1)
    assert dice.roll(6) == 3
    assert dice.remaining == (6, 1)
    assert dice.roll(6) == 6
    assert dice.roll(20) == 1
    assert dice.remaining == ()


def test_typed_dice_exhausted_names_position_and_die() -> None:
    dice = TypedDice([4])
    dice.roll(8)
    with pytest.raises(DiceSourceError) as caught:
        dice.roll(8)
    assert str(caught.value) == "die 2 (d8) was not entered"


@pytest.mark.parametrize("value", [0, 7, -1])
def test_typed_dice_out_of_range_names_position_and_die(value: int) -> None:
    dice = TypedDice([2, value, 5])
    dice.roll(6)
    with pytest.raises(DiceSourceError) as caught:
        dice.roll(6)
    assert str(caught.value) == f"die 2 is a d6: {value} is not between 1 and 6"
    assert dice.remaining == (value, 5)  # a refused natural is not consumed


def test_roll_many() -> None:
    assert roll_many(TypedDice([1, 2, 3, 4]), 3, 4) == (1, 2, 3)
    assert roll_many(TypedDice([]), 0, 6) == ()
    rolled = roll_many(RandomDice(random.Random(3)), 10, 6)
    assert len(rolled) == 10 and all(1 <= n <= 6 for n in rolled)
    assert rolled == roll_many(RandomDice(random.Random(3)), 10, 6)


# --------------------------------------------------------------------------- rolling expressions


def test_roll_plain_expression() -> None:
    expression = parse_dice("2d6+3")
    result = expression.roll(TypedDice([4, 5]))
    assert isinstance(result, ExpressionRoll)
    assert result.expression is expression
    assert result.groups == (GroupRoll(DiceGroup(2, 6), (4, 5), (True, True)),)
    assert result.total == 12


def test_A3_penalty_dice_keep_the_lowest_d20() -> None:
    result = parse_dice("2d20kl1+5").roll(TypedDice([14, 7]))
    assert result.groups[0].naturals == (14, 7)
    assert result.groups[0].kept == (False, True)
    assert result.total == 12
    result = parse_dice("3d20kl1").roll(TypedDice([9, 18, 3]))
    assert result.groups[0].kept == (False, False, True)
    assert result.total == 3


def test_keep_highest_marks_kept_dice() -> None:
    result = parse_dice("4d6kh3").roll(TypedDice([2, 6, 2, 5]))
    assert result.groups[0].kept == (True, True, False, True)  # the later 2 is dropped
    assert result.total == 13


@pytest.mark.parametrize(("text", "kept"), [("2d20kl1", (True, False)), ("2d20kh1", (True, False))])
def test_keep_ties_keep_the_earlier_die(text: str, kept: tuple[bool, ...]) -> None:
    result = parse_dice(text).roll(TypedDice([7, 7]))
    assert result.groups[0].kept == kept
    assert result.total == 7


def test_roll_negative_groups_subtract() -> None:
    result = parse_dice("1d20-1d4+2").roll(TypedDice([15, 3]))
    assert [g.total for g in result.groups] == [15, -3]
    assert result.total == 14
    result = parse_dice("-2d6kh1").roll(TypedDice([2, 5]))
    assert result.groups[0].kept == (False, True)
    assert result.total == -5


def test_roll_uses_typed_naturals_group_by_group_and_leaves_extras() -> None:
    dice = TypedDice([1, 2, 3, 4, 5])
    result = parse_dice("1d8+2d6").roll(dice)
    assert [g.naturals for g in result.groups] == [(1,), (2, 3)]
    assert dice.remaining == (4, 5)


def test_roll_flat_only_needs_no_dice() -> None:
    dice = TypedDice([6])
    assert parse_dice("-4").roll(dice).total == -4
    assert dice.remaining == (6,)


def test_roll_with_too_few_typed_dice_names_the_missing_die() -> None:
    with pytest.raises(DiceSourceError, match=r"die 3 \(d6\) was not entered"):
        parse_dice("1d20+2d6").roll(TypedDice([10, 4]))


def test_roll_with_a_seeded_source_is_reproducible() -> None:
    expression = parse_dice("1d8+2d6+4d10kh2+1")
    first = expression.roll(RandomDice(random.Random(99)))
    second = expression.roll(RandomDice(random.Random(99)))
    assert first == second
    assert expression.minimum() <= first.total <= expression.maximum()


def test_kept_flags() -> None:
    assert kept_flags([3, 1, 2], None, True) == (True, True, True)
    assert kept_flags([], None, False) == ()
    assert kept_flags([3, 1, 2], 1, True) == (True, False, False)
    assert kept_flags([3, 1, 2], 1, False) == (False, True, False)
    assert kept_flags([3, 1, 2], 2, False) == (False, True, True)
    assert kept_flags([5, 5, 5], 2, True) == (True, True, False)
    assert kept_flags([5, 5, 5], 2, False) == (True, True, False)
    assert kept_flags([4, 6], 2, True) == (True, True)


# --------------------------------------------------------------------------- properties

_DICE_CHARACTERS = "0123456789dDkhl+- \t*x"


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(max_size=40), st.text(alphabet=_DICE_CHARACTERS, max_size=30)))
def test_any_text_parses_or_raises_dice_expression_error(text: str) -> None:
    try:
        expression = parse_dice(text)
    except DiceExpressionError as error:
        assert error.reason
        assert error.position is None or 0 <= error.position < len(text)
        assert str(error).startswith("dice expression ")
    else:
        assert isinstance(expression, DiceExpression)
        assert expression.dice_count <= MAX_DICE
        assert expression.minimum() <= expression.maximum()


@st.composite
def dice_groups(draw: st.DrawFn) -> DiceGroup:
    count = draw(st.integers(1, 8))
    sides = draw(st.integers(2, 100))
    sign = draw(st.sampled_from([1, -1]))
    keep = draw(st.none() | st.integers(1, count))
    highest = True if keep is None else draw(st.booleans())
    return DiceGroup(count, sides, sign, keep, highest)


@st.composite
def written_expressions(draw: st.DrawFn) -> tuple[str, tuple[DiceGroup, ...], int]:
    """A valid expression written the way a GM might type it, with the groups it means."""
    groups = tuple(draw(st.lists(dice_groups(), max_size=4)))
    flat = draw(st.integers(-1000, 1000))
    space = st.sampled_from(["", " ", "  ", "\t"])
    terms: list[tuple[int, str]] = []
    for group in groups:
        count = "" if group.count == 1 and draw(st.booleans()) else str(group.count)
        if group.keep is None:
            keep = ""
        else:
            keep = (draw(st.sampled_from(["k", "kh"])) if group.keep_highest else "kl") + str(group.keep)
        terms.append((group.sign, f"{count}{draw(st.sampled_from('dD'))}{group.sides}{keep}"))
    if flat or not groups or draw(st.booleans()):
        flat_at = draw(st.integers(0, len(terms)))
        terms.insert(flat_at, (-1 if flat < 0 else 1, str(abs(flat))))
    text = draw(space)
    for index, (sign, term) in enumerate(terms):
        if sign < 0:
            text += "-" + draw(space)
        elif index > 0 or draw(st.booleans()):
            text += "+" + draw(space)
        text += term + draw(space)
    return text, groups, flat


@settings(max_examples=100, deadline=None)
@given(written_expressions())
def test_valid_expressions_parse_to_their_groups_and_round_trip(
    written: tuple[str, tuple[DiceGroup, ...], int],
) -> None:
    text, groups, flat = written
    expression = parse_dice(text)
    assert expression.groups == groups
    assert expression.flat == flat
    again = parse_dice(str(expression))
    assert (again.groups, again.flat) == (groups, flat)


@settings(max_examples=100, deadline=None)
@given(written_expressions(), st.integers(0, 2**32))
def test_every_roll_lies_within_minimum_and_maximum(
    written: tuple[str, tuple[DiceGroup, ...], int], seed: int
) -> None:
    expression = parse_dice(written[0])
    result = expression.roll(RandomDice(random.Random(seed)))
    assert expression.minimum() <= result.total <= expression.maximum()
    for group_roll in result.groups:
        assert len(group_roll.naturals) == group_roll.group.count
        assert sum(group_roll.kept) == group_roll.group.kept_count
        assert all(1 <= n <= group_roll.group.sides for n in group_roll.naturals)


@settings(max_examples=50, deadline=None)
@given(written_expressions())
def test_minimum_and_maximum_are_reached_by_extreme_naturals(
    written: tuple[str, tuple[DiceGroup, ...], int],
) -> None:
    expression = parse_dice(written[0])
    lowest: list[int] = []
    highest: list[int] = []
    for group in expression.groups:
        small, large = (1, group.sides) if group.sign > 0 else (group.sides, 1)
        lowest += [small] * group.count
        highest += [large] * group.count
    assert expression.roll(TypedDice(lowest)).total == expression.minimum()
    assert expression.roll(TypedDice(highest)).total == expression.maximum()

"""Dice-expression errors carry a translatable template: the English ``str()`` is as it
was, and the template, its context and its named arguments say the same thing."""

from __future__ import annotations

import pytest

from gmtracker.rules.dice import parse_dice
from gmtracker.rules.errors import (
    DICE_CONTEXT,
    RULES_CONTEXT,
    DiceExpressionError,
    DiceSourceError,
    RulesError,
    RulesText,
    fill_named,
)

#: A bad expression for each reason the parser gives, with the exact English message.
ENGLISH = [
    ("", "dice expression '': is empty"),
    ("2x", "dice expression '2x': unexpected 'x' at position 2"),
    ("1d8+-2", "dice expression '1d8+-2': two signs in a row at position 5"),
    ("1d8 2", "dice expression '1d8 2': missing + or - between terms at position 5"),
    ("1000001", "dice expression '1000001': the number 1000001 is too large (at most 1000000) at position 1"),
    ("1d8+", "dice expression '1d8+': ends with a sign, a term is missing at position 4"),
    ("150d6+60d6", "dice expression '150d6+60d6': 210 dice are too many (at most 200)"),
    ("2d", "dice expression '2d': a die needs a number of sides after 'd' at position 1"),
    ("0d6", "dice expression '0d6': the number of dice must be at least 1 at position 1"),
    ("201d6", "dice expression '201d6': 201 dice are too many (at most 200) at position 1"),
    ("2d1", "dice expression '2d1': a die needs at least 2 sides, not 1 at position 1"),
    ("1d1001", "dice expression '1d1001': a d1001 has too many sides (at most 1000) at position 1"),
    ("4d6k", "dice expression '4d6k': 'k' needs how many dice to keep at position 1"),
    ("4d6kh5", "dice expression '4d6kh5': cannot keep 5 of 4 dice at position 1"),
    ("1234567890", "dice expression '1234567890': the number 1234567890… is too large at position 1"),
    ("d'\\", "dice expression \"d'\\\\\": a die needs a number of sides after 'd' at position 1"),
]


@pytest.mark.parametrize(("text", "english"), ENGLISH, ids=[e[0] or "empty" for e in ENGLISH])
def test_the_english_message_is_unchanged_and_rebuilt_from_the_template(text: str, english: str) -> None:
    with pytest.raises(DiceExpressionError) as raised:
        parse_dice(text)
    error = raised.value
    assert str(error) == english
    assert error.text.context == DICE_CONTEXT
    assert str(error.text) == english
    reason = error.text.arguments["reason"]
    assert isinstance(reason, RulesText) and reason.context == DICE_CONTEXT
    assert str(reason) == error.reason
    assert error.text.arguments["expression"] == repr(text)
    # the position is shown counted from 1, and only when there is one
    if error.position is None:
        assert "position" not in error.text.arguments and "{position}" not in error.text.template
    else:
        assert error.text.arguments["position"] == error.position + 1


def test_the_reasons_keep_their_numbers_as_named_arguments() -> None:
    with pytest.raises(DiceExpressionError) as raised:
        parse_dice("4d6kh5")
    reason = raised.value.text.arguments["reason"]
    assert isinstance(reason, RulesText)
    assert reason.template == "cannot keep {keep} of {count} dice"
    assert dict(reason.arguments) == {"keep": 5, "count": 4}
    with pytest.raises(DiceExpressionError) as raised:
        parse_dice("4d6kh3").fixed_bonus()
    assert str(raised.value) == "dice expression '4d6kh3': keep rules (kh/kl) have no fixed bonus (B2)"
    with pytest.raises(DiceExpressionError) as raised:
        parse_dice(3)  # type: ignore[arg-type]
    assert str(raised.value) == "dice expression '3': is not text"


def test_an_expression_with_placeholders_stays_literal() -> None:
    with pytest.raises(DiceExpressionError) as raised:
        parse_dice("{reason}%1")
    assert str(raised.value) == "dice expression '{reason}%1': unexpected '{' at position 1"
    assert raised.value.reason == "unexpected '{'"


def test_a_reason_given_directly_still_reads_as_before() -> None:
    error = DiceExpressionError("x", "oops {what}", 0, what="{what}")
    assert str(error) == "dice expression 'x': oops {what} at position 1"
    assert (error.reason, error.position, error.expression) == ("oops {what}", 0, "x")


def test_other_rules_errors_are_english_sentences_in_the_rules_context() -> None:
    guard = RulesError("a roll-off needs at least two contenders {x}")
    assert str(guard) == "a roll-off needs at least two contenders {x}"
    assert guard.text == RulesText(RULES_CONTEXT, "a roll-off needs at least two contenders {x}", {})
    marked = DiceSourceError("die {position} was not entered", position=2)
    assert str(marked) == "die 2 was not entered" and dict(marked.text.arguments) == {"position": 2}
    assert fill_named("{a}{b}{c}", {"a": "{b}", "b": "%1"}) == "{b}%1{c}"

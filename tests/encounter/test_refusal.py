"""Refusals as data (no Qt): the English message is the template filled in one pass, the
parts stay available for the UI to translate."""

from __future__ import annotations

import pytest

from gmtracker.encounter import ActionError
from gmtracker.encounter.refusal import (
    QT_TRANSLATE_NOOP,
    Clauses,
    Message,
    Problem,
    field_term,
    problem,
    purpose_term,
    state_term,
)
from gmtracker.rules.errors import RulesError


def test_an_action_error_keeps_template_and_arguments_and_reads_in_english() -> None:
    error = ActionError(QT_TRANSLATE_NOOP("Refusal", "{name} is not {state}"), name="Bob {state}",
                        state=state_term("seriously_wounded"))
    assert str(error) == "Bob {state} is not seriously wounded"
    assert error.template == "{name} is not {state}"
    assert error.arguments["name"] == "Bob {state}"
    assert error.arguments["state"] == state_term("seriously_wounded")
    assert error.problems == (Problem(None, Message(error.template, error.arguments)),)


def test_validation_refusals_name_each_field() -> None:
    error = ActionError.invalid([
        problem("wounds", QT_TRANSLATE_NOOP("Refusal", "cannot be negative ({value})"), value=-1),
        problem("attacks[0].name", QT_TRANSLATE_NOOP("Refusal", "an attack needs a name")),
    ])
    assert str(error) == "wounds: cannot be negative (-1); attacks[0].name: an attack needs a name"
    assert [p.field for p in error.problems] == ["wounds", "attacks[0].name"]
    assert error.template == "cannot be negative ({value})"
    with pytest.raises(ValueError, match="at least one problem"):
        ActionError.invalid([])


def test_a_rules_refusal_keeps_the_rules_sentence() -> None:
    error = ActionError.from_rules(RulesError("a d20 natural is between 1 and 20, not 0"))
    assert str(error) == error.template == "a d20 natural is between 1 and 20, not 0"
    assert dict(error.arguments) == {}


def test_lists_words_and_clauses_read_as_before() -> None:
    listed = Message("initiative missing for {names}", {"names": ("Ogre", "林月")})
    assert str(listed) == "initiative missing for Ogre, 林月"
    clauses = Clauses((Message("{keys} for round {round}", {"keys": ("a", "b"), "round": 1}),
                       Message("{keys} for round {round}", {"keys": ("c",), "round": 2})))
    assert str(Message("({needs})", {"needs": clauses})) == "(a, b for round 1; c for round 2)"
    assert str(field_term("hit_dice")) == "hit_dice"
    assert str(purpose_term("damage_check")) == "damage_check"
    assert str(purpose_term("damage_check", "damage check")) == "damage check"


def test_a_named_placeholder_drops_the_template_space_only_beside_chinese_or_japanese() -> None:
    """Issue 26 item 15 ("林月 的回合"): as log_render's fill, a {name} template keeps its space for a
    Latin name and a number, and leaves it out where the name's edge is Chinese or Japanese too."""
    from gmtracker.encounter import refusal

    assert refusal.fill_named("{name} 已死亡", {"name": "Goblin"}) == "Goblin 已死亡"
    assert refusal.fill_named("{name} 已死亡", {"name": "林月"}) == "林月已死亡"
    assert refusal.fill_named("对 {name} 无效", {"name": "ゴブリン"}) == "对ゴブリン无效"
    assert refusal.fill_named("{name} 已死亡", {"name": "佐藤 健"}) == "佐藤 健已死亡"  # a space inside a name stays
    assert refusal.fill_named("{name} is dead", {"name": "林月"}) == "林月 is dead"

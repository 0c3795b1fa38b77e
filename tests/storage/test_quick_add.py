"""Quick add (issue 14): one typed line becomes combatants, from the library or new."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gmtracker.encounter.model import Combatant, Side
from gmtracker.storage.library import Template
from gmtracker.storage.quick_add import MAX_COUNT, Problem, QuickAddError, Request, find_template, parse, plan
from gmtracker.storage.starter import starter_templates


@pytest.mark.parametrize(("text", "request_"), [
    ("Goblin x4", Request("Goblin", 4)),
    ("Goblin ×4", Request("Goblin", 4)),
    ("Goblin*4", Request("Goblin", 4)),
    ("  Goblin   x 4  ", Request("Goblin", 4)),
    ("4x Goblin", Request("Goblin", 4)),
    ("3 × Wolf", Request("Wolf", 3)),
    ("Ayla 17", Request("Ayla", 1, 17)),
    ("Ayla -2", Request("Ayla", 1, -2)),
    ("ゴブリン×2 12", Request("ゴブリン", 2, 12)),
    ("哥布林 x3", Request("哥布林", 3)),
    ("Brother Aldous of the Grey Abbey", Request("Brother Aldous of the Grey Abbey")),
    ("Lynx", Request("Lynx")),
    ("Max 15", Request("Max", 1, 15)),  # an x ending a name is not a count
    ("Alex 17", Request("Alex", 1, 17)),
    ("Rex x3", Request("Rex", 3)),
    ("Fox×2", Request("Fox", 2)),
])
def test_a_line_names_who_how_many_and_at_which_initiative(text: str, request_: Request) -> None:
    assert parse(text) == request_


@pytest.mark.parametrize(("text", "problem"), [
    ("", Problem.EMPTY), ("   ", Problem.EMPTY), ("17", Problem.EMPTY), ("x4 12", Problem.EMPTY),
    ("Goblin x0", Problem.TOO_MANY), (f"Goblin x{MAX_COUNT + 1}", Problem.TOO_MANY),
    ("Ayla 10000", Problem.INITIATIVE_RANGE),
])
def test_a_line_that_adds_nothing_says_why(text: str, problem: Problem) -> None:
    with pytest.raises(QuickAddError) as caught:
        parse(text)
    assert caught.value.problem is problem


def goblin(name: str = "Goblin", template_id: str = "goblin") -> Template:
    return Template(id=template_id, combatant=Combatant(id=template_id, name=name, side=Side.ENEMY, base_defense=13))


def test_a_library_name_is_copied_and_numbered_when_several_come_at_once() -> None:
    made = plan("goblin x3", [goblin()], [], [])
    assert made.template is not None and made.template.id == "goblin"
    assert [c.name for c in made.combatants] == ["Goblin 1", "Goblin 2", "Goblin 3"]
    assert {c.base_defense for c in made.combatants} == {13} and len({c.id for c in made.combatants}) == 3
    assert all(c.initiative is None for c in made.combatants)


def test_numbering_goes_on_after_the_names_already_there() -> None:
    made = plan("Goblin x2 12", [goblin()], ["Goblin 1", "Goblin 2"], ["goblin-1", "goblin-2"])
    assert [(c.name, c.initiative) for c in made.combatants] == [("Goblin 3", 12), ("Goblin 4", 12)]
    assert not {c.id for c in made.combatants} & {"goblin-1", "goblin-2"}


def test_a_new_name_with_an_initiative_is_a_player_character_and_without_one_an_enemy() -> None:
    ayla = plan("Ayla 17", [goblin()], [], []).combatants
    assert [(c.name, c.side, c.initiative) for c in ayla] == [("Ayla", Side.PC, 17)]
    bandits = plan("Bandit x2", [goblin()], [], []).combatants
    assert [(c.name, c.side) for c in bandits] == [("Bandit 1", Side.ENEMY), ("Bandit 2", Side.ENEMY)]


def test_a_new_name_with_an_initiative_is_never_taken_for_a_template_it_begins() -> None:
    starters = starter_templates("en")
    for text, name in (("Max 15", "Max"), ("Vi 12", "Vi"), ("Bo 15", "Bo"), ("Alex 17", "Alex")):
        made = plan(text, starters, [], [])
        assert made.template is None and [(c.name, c.side) for c in made.combatants] == [(name, Side.PC)], text
    assert plan("gob x2", starters, [], []).template is not None  # no initiative: a beginning will do
    assert plan("go x2", starters, [], []).template is None  # two letters are not enough


def test_the_gms_own_template_wins_over_a_starter_one_and_a_unique_beginning_will_do() -> None:
    own, bundled = goblin("Goblin", "goblin"), goblin("Goblin", "starter:goblin")
    assert find_template("GOBLIN", [own, bundled]) is own
    assert find_template("gob", [own, bundled]) is own  # one name begins so (two templates of it)
    hob = goblin("Hobgoblin", "hob")
    assert find_template("Gob", [own, hob]) is own
    assert find_template("o", [goblin("Orc", "orc"), goblin("Ogre", "ogre")]) is None  # two names: ambiguous


@pytest.mark.parametrize("language", ["en", "zh_CN", "ja"])
def test_the_starter_library_answers_in_each_language(language: str) -> None:
    templates = starter_templates(language)
    name = templates[0].name
    made = plan(f"{name} x2", templates, [], [])
    assert made.template is templates[0] and [c.name for c in made.combatants] == [f"{name} 1", f"{name} 2"]


@given(st.text(alphabet=st.characters(whitelist_categories=("L", "Zs")), max_size=40),
       st.integers(1, MAX_COUNT), st.integers(-9999, 9999))
def test_any_name_with_a_count_and_an_initiative_comes_back_as_typed(name: str, count: int, initiative: int) -> None:
    """Any name of letters and spaces (in any script) is kept whole, with its count and initiative."""
    clean = " ".join(name.split())
    if not clean:
        with pytest.raises(QuickAddError):
            parse(f"{clean} x{count} {initiative}")
        return
    assert parse(f"{clean} x{count} {initiative}") == Request(clean, count, initiative)
    assert parse(f"{count}x {clean}") == Request(clean, count)
    assert parse(f"{clean} {initiative}") == Request(clean, 1, initiative)  # a name ending in x too

"""Quick add (issue 14, issue 26 item 5): one typed line becomes combatants, from the library or new."""

from __future__ import annotations

import re
import unicodedata

import msgspec

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from gmtracker.encounter.model import Combatant, Side
from gmtracker.storage.library import Template
from gmtracker.storage.quick_add import (
    GROUP_WORDS, MAX_COUNT, SIDE_WORDS, Problem, QuickAddError, Request, find_template, parse, parse_line, plan, side_word)
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
    # "Bob pc" is Bob, a PC; "x4 pc" or "1x 敵" is a side with no name (test_the_group_at_fault_is_named)
    assume(side_word(clean.split(" ")[-1]) is None)
    assume(not any(unicodedata.normalize("NFKC", w).casefold() in GROUP_WORDS for w in clean.split(" ")[1:]))
    if not clean:
        with pytest.raises(QuickAddError):
            parse(f"{clean} x{count} {initiative}")
        return
    assert parse(f"{clean} x{count} {initiative}") == Request(clean, count, initiative)
    assert parse(f"{count}x {clean}") == Request(clean, count)
    assert parse(f"{clean} {initiative}") == Request(clean, 1, initiative)  # a name ending in x too


# -- issue 26 item 5: several groups on a line, and the side said in words -------------------

@pytest.mark.parametrize(("text", "requests"), [
    ("Goblin x4, Wolf x2, Ayla 17, Bram 12",
     [Request("Goblin", 4), Request("Wolf", 2), Request("Ayla", 1, 17), Request("Bram", 1, 12)]),
    ("哥布林×2，狼 x2、林月 15；Ayla 17; Bram",
     [Request("哥布林", 2), Request("狼", 2), Request("林月", 1, 15), Request("Ayla", 1, 17), Request("Bram")]),
    ("Goblin x4,, Wolf ,", [Request("Goblin", 4), Request("Wolf")]),  # empty groups are skipped
    ("Cara pc", [Request("Cara", side=Side.PC)]),
    ("Cara PC 15", [Request("Cara", 1, 15, Side.PC)]),
    ("Cara 15 pc", [Request("Cara", 1, 15, Side.PC)]),
    ("Cara ＰＣ", [Request("Cara", side=Side.PC)]),  # full-width letters, as a CJK keyboard types them
    ("卡拉 玩家", [Request("卡拉", side=Side.PC)]),
    ("卡拉 玩家角色", [Request("卡拉", side=Side.PC)]),
    ("カーラ プレイヤー", [Request("カーラ", side=Side.PC)]),
    ("カーラ プレイヤーキャラクター 12", [Request("カーラ", 1, 12, Side.PC)]),
    ("Goblin x2 ally", [Request("Goblin", 2, side=Side.ALLY)]),
    ("ゴブリン×2 味方 12", [Request("ゴブリン", 2, 12, Side.ALLY)]),
    ("狼 x2 敌方", [Request("狼", 2, side=Side.ENEMY)]),
    ("Ayla 17 enemy", [Request("Ayla", 1, 17, Side.ENEMY)]),
    ("Merchant neutral", [Request("Merchant", side=Side.NEUTRAL)]),
    ("Player", [Request("Player")]),  # the first word is always the name
    ("Enemy of the State", [Request("Enemy of the State")]),  # a side word inside a name is the name
])
def test_a_line_of_several_groups_and_side_words(text: str, requests: list[Request]) -> None:
    """Issue 26 item 5: groups separated by , ， 、 ; ； and the glossary's words for the sides."""
    assert parse_line(text) == requests


@pytest.mark.parametrize(("text", "problem", "part"), [
    (",", Problem.EMPTY, ","), ("Goblin x2, Wolf x0", Problem.TOO_MANY, "Wolf x0"),
    ("Ayla 17, 12, Bram 3", Problem.EMPTY, "12"), ("x4 pc", Problem.EMPTY, "x4 pc"),
])
def test_the_group_at_fault_is_named(text: str, problem: Problem, part: str) -> None:
    """Issue 26 item 5: a line of several groups says which one adds nothing."""
    with pytest.raises(QuickAddError) as caught:
        parse_line(text)
    assert (caught.value.problem, caught.value.part) == (problem, part)


def test_cara_pc_is_a_player_character_without_initiative_and_sides_override_templates() -> None:
    """Issue 26 item 5 (C7/D1: a player character's initiative is the player's): ``Cara pc``
    is a PC with none yet; ``Goblin x2 ally`` copies the template on the allies' side."""
    made = plan("Cara pc, Goblin x2 ally, Bandit, Goblin", [goblin()], [], [])
    assert [(c.name, c.side, c.initiative) for c in made.combatants] == [
        ("Cara", Side.PC, None), ("Goblin 1", Side.ALLY, None), ("Goblin 2", Side.ALLY, None),
        ("Bandit", Side.ENEMY, None), ("Goblin 3", Side.ENEMY, None)]  # numbered after the line's own goblins
    assert [t is not None for t in made.templates] == [False, True, False, True]
    assert {c.base_defense for c in made.combatants[1:3]} == {13}
    assert len({c.id for c in made.combatants}) == 5


_NAME_WORD = st.text(alphabet=st.characters(whitelist_categories=("L",)), min_size=1, max_size=8)


@st.composite
def groups(draw: st.DrawFn) -> tuple[str, Request]:
    """A valid group as a GM might type it, and what it asks for."""
    words = draw(st.lists(_NAME_WORD, min_size=1, max_size=3))
    name = " ".join(words)
    count = draw(st.integers(1, MAX_COUNT))
    initiative = draw(st.none() | st.integers(-9999, 9999))
    side = draw(st.none() | st.sampled_from(list(Side)))
    word = draw(st.sampled_from([w for w, s in SIDE_WORDS.items() if s is side])) if side is not None else ""
    count_text = draw(st.sampled_from([f" x{count}", f"×{count}", f" * {count}"])) if count > 1 else ""
    text = name + count_text + (f" {word}" if word else "") + (f" {initiative}" if initiative is not None else "")
    return text, Request(name, count, initiative, side)


@given(st.lists(groups(), min_size=1, max_size=6), st.sampled_from([", ", ",", "，", "、", "; ", "；"]))
def test_any_list_of_groups_joined_by_separators_parses_back_to_them(
        typed: list[tuple[str, Request]], separator: str) -> None:
    """Issue 26 item 5: any valid groups (names of letters in any script, a count, a side word,
    an initiative) joined by a separator parse back to the same requests, in order."""
    for text, request in typed:
        # a name whose last word is a side word, or an x standing as a word, reads otherwise: not valid groups
        assume(side_word(request.name.split(" ")[-1]) is None or len(request.name.split(" ")) == 1)
        assume(not any(re.fullmatch(r"[x×X*＊]", w) for w in request.name.split(" ")))
    assert parse_line(separator.join(text for text, _ in typed)) == [request for _, request in typed]


@pytest.mark.parametrize("text", ["Goblin x4 group", "Goblin group x4", "ゴブリン×4 グループ", "Goblin x4 组 enemy"])
def test_issue_29_a_group_word_makes_the_copies_one_initiative_group(text: str) -> None:
    made = plan(text, [], [], [])
    assert len(made.combatants) == 4
    leader = made.combatants[0].id
    assert [c.initiative_group for c in made.combatants] == [leader] * 4


def test_issue_29_a_library_entry_in_a_group_defaults_to_it_and_one_copy_is_no_group() -> None:
    grouped = goblin("Goblin", "goblin")
    grouped = msgspec.structs.replace(grouped, combatant=msgspec.structs.replace(grouped.combatant,
                                                                                 initiative_group="old-key"))
    made = plan("Goblin x3", [grouped], [], [])
    assert {c.initiative_group for c in made.combatants} == {made.combatants[0].id}
    assert plan("Goblin", [grouped], [], []).combatants[0].initiative_group is None
    assert plan("Goblin x2", [], [], []).combatants[0].initiative_group is None

"""Ids from names in any script (issue 26 item 12).

A combatant named "ゴブリン 2" used to get the id "2": the slug kept ASCII letters only,
so the name's number became the whole id, and a breakdown value 2 was then shown as that
combatant. Ids keep letters and digits of every script, and are never digits alone.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from gmtracker.encounter.command import id_base, new_id
from gmtracker.storage.library import BUNDLED_PREFIX, copies
from gmtracker.storage.quick_add import plan
from gmtracker.encounter.model import Combatant


def _only_numbers(value: str) -> bool:
    return all(ch == "-" or unicodedata.category(ch)[0] == "N" for ch in value)


def test_a_cjk_name_with_a_number_keeps_its_letters() -> None:
    """Issue 26 item 12: "ゴブリン 2" is "ゴブリン-2", not "2"; Chinese and Korean alike."""
    assert new_id("ゴブリン 2", []) == "ゴブリン-2"
    assert new_id("哥布林 2", []) == "哥布林-2"
    assert new_id("고블린 2", []) == "고블린-2"
    assert new_id("林月", []) == "林月"
    assert new_id("林月", ["林月"]) == "林月-2"


def test_width_and_case_are_folded() -> None:
    """Issue 26 item 12: half-width kana and full-width Latin give the same id as their usual forms."""
    assert new_id("ｺﾞﾌﾞﾘﾝ", []) == new_id("ゴブリン", []) == "ゴブリン"
    assert new_id("ＧＯＢＬＩＮ　２", []) == "goblin-2"
    assert new_id("Goblin Archer", []) == "goblin-archer"
    assert new_id("Straße", []) == "strasse"


def test_a_name_without_letters_is_never_an_id_of_digits() -> None:
    """Issue 26 item 12: "2" → "combatant-2"; symbols only → a stable hashed suffix; empty → "combatant"."""
    assert new_id("2", []) == "combatant-2"
    assert new_id("٣", []) == "combatant-٣"
    assert new_id("1/2", []) == "combatant-1-2"
    assert new_id("", []) == "combatant"
    symbols = new_id("???", [])
    assert symbols.startswith("combatant-") and symbols != "combatant"
    assert symbols == new_id("???", []) != new_id("!!!", [])
    assert new_id("2", [], fallback="condition") == "condition-2"


def test_ids_never_have_the_bundled_prefix_colon() -> None:
    """Issue 26 item 12: the library's "starter:" ids cannot be made from a name."""
    assert ":" not in new_id(BUNDLED_PREFIX + "goblin", [])


def test_copies_of_a_japanese_template_get_distinct_readable_ids() -> None:
    """Issue 26 item 12: three goblins copied in Japanese are ゴブリン-1..3, not 1..3."""
    made = copies(Combatant(id="x", name="ゴブリン"), 3, [], [])
    assert [c.name for c in made] == ["ゴブリン 1", "ゴブリン 2", "ゴブリン 3"]
    assert [c.id for c in made] == ["ゴブリン-1", "ゴブリン-2", "ゴブリン-3"]


def test_quick_add_of_a_chinese_line_gets_readable_ids() -> None:
    """Issue 26 item 12: quick add ("哥布林 x2") makes ids with the name's letters, unique against taken ones."""
    result = plan("哥布林 x2", [], [], ["哥布林-1"])
    ids = [c.id for c in result.combatants]
    assert len(ids) == 2 and len(set(ids)) == 2 and "哥布林-1" not in ids
    assert all(i.startswith("哥布林-") for i in ids)


_names = st.text(st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=40)


@settings(max_examples=400, deadline=None)
@given(name=_names, taken=st.lists(_names.map(lambda n: id_base(n)), max_size=6))
def test_any_name_any_script_gives_a_usable_id(name: str, taken: list[str]) -> None:
    """Issue 26 item 12: for any name and taken ids, the id is non-empty, not taken, never digits
    alone, has no colon or whitespace, the same on every call, and a clean id maps to itself."""
    made = new_id(name, taken)
    assert made and made not in taken
    assert not _only_numbers(made)
    assert ":" not in made and not any(ch.isspace() for ch in made)
    assert made == new_id(name, list(taken))
    assert made.encode("utf-8").decode("utf-8") == made
    base = id_base(name)
    assert id_base(base) == base  # an id is its own slug (the starter library's check)


def test_a_cjk_id_is_saved_validated_and_read_back(tmp_path: Any) -> None:
    """Issue 26 item 12: ids in any script pass the file's validation and survive a save and a load,
    and AddCombatant gives a Japanese name its readable id."""
    from gmtracker.encounter.roster import AddCombatant
    from gmtracker.storage import load_encounter, save_encounter
    from tests.encounter.fixtures_core import skirmish

    encounter = skirmish()
    for name in ("ゴブリン 2", "ゴブリン 2", "2"):
        AddCombatant(Combatant(id="", name=name)).apply(encounter)
    added = [c.id for c in encounter.combatants][-3:]
    assert added == ["ゴブリン-2", "ゴブリン-2-2", "combatant-2"]
    path = tmp_path / "ids.json"
    save_encounter(encounter, path)
    assert [c.id for c in load_encounter(path).combatants][-3:] == added

"""The bundled starter library: 20+ ready templates in English, 简体中文 and 日本語, each valid
as a library file, read-only, copyable into the GM's library, and numbered when added."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import msgspec
import pytest

from gmtracker.encounter import Encounter
from gmtracker.encounter.model import EncounterData, Side
from gmtracker.encounter.roster import AddCombatant
from gmtracker.rules import checks
from gmtracker.rules.damage import Size
from gmtracker.storage import LibraryFileError
from gmtracker.storage.library import Library, UnknownTemplate, copies, read_templates, write_templates
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.starter import (
    LANGUAGES,
    copy_to_library,
    export_starter,
    is_starter,
    read_starter,
    starter_language,
    starter_path,
    starter_templates,
)
from gmtracker.storage.validation import first_problem

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


def by_id(language: str) -> dict[str, Any]:
    return {t.id: t for t in starter_templates(language)}


@pytest.fixture
def library(tmp_path: Path) -> Library:
    return Library.of(UserPaths.under(tmp_path / "profile"))


def _edited(tmp_path: Path, change: Any) -> Path:
    """A copy of the real starter file with ``change(data)`` applied."""
    data = json.loads(starter_path().read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "starter.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


# -- the file ----------------------------------------------------------------------------

def test_the_starter_file_is_a_bundled_resource() -> None:
    path = starter_path()
    assert path.is_file() and path.parent.name == "library"
    assert path.parent.parent.name == "resources"


@pytest.mark.parametrize("language", LANGUAGES)
def test_more_than_twenty_templates_load_in_every_language(language: str) -> None:
    templates = starter_templates(language)
    assert len(templates) >= 20
    assert all(is_starter(t) and t.id.startswith("starter:") for t in templates)
    assert set(by_id(language)) == set(by_id("en"))  # the same templates in each language


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_template_is_valid_as_a_library_file(language: str, tmp_path: Path) -> None:
    """The same checks as a library file (read_templates), in each language."""
    templates = starter_templates(language)
    for template in templates:
        assert first_problem(EncounterData(combatants=[template.combatant])) is None, template.name
        assert template.combatant.side is Side.ENEMY and template.combatant.attacks, template.name
    path = tmp_path / f"{language}.json"
    write_templates(templates, path)
    assert read_templates(path) == templates


@pytest.mark.parametrize("language", ["zh_CN", "ja"])
def test_names_notes_attacks_and_tags_are_translated(language: str) -> None:
    english, translated = by_id("en"), by_id(language)
    for template_id, source in english.items():
        target = translated[template_id]
        assert target.name != source.name and _CJK.search(target.name), target.name
        assert target.combatant.notes and target.combatant.notes != source.combatant.notes, target.name
        assert _CJK.search(target.combatant.notes), target.name
        assert len(target.combatant.attacks) == len(source.combatant.attacks)
        for mine, theirs in zip(target.combatant.attacks, source.combatant.attacks):
            assert _CJK.search(mine.name), (target.name, mine.name)
            # only the words change: the rules values are the same in every language
            assert msgspec.structs.replace(mine, name=theirs.name) == theirs
        assert msgspec.structs.replace(target.combatant, name=source.name, notes=source.combatant.notes,
                                       attacks=source.combatant.attacks) == source.combatant
        assert len(target.tags) == len(source.tags) and all(_CJK.search(tag) for tag in target.tags)


@pytest.mark.parametrize("language", LANGUAGES)
def test_names_are_unique_and_sorted_in_each_language(language: str) -> None:
    names = [t.name for t in starter_templates(language)]
    assert len(set(names)) == len(names)
    assert names == sorted(names, key=str.casefold)


def test_chinese_and_japanese_names_differ() -> None:
    chinese, japanese = by_id("zh_CN"), by_id("ja")
    assert all(chinese[key].name != japanese[key].name for key in chinese)


def test_humans_beasts_and_monsters_are_all_there() -> None:
    tags = [set(t.tags) for t in starter_templates("en")]
    for kind in ("human", "beast", "monster"):
        assert sum(kind in found for found in tags) >= 6, kind
    names = {t.name for t in starter_templates("en")}
    assert {"Guard", "Bandit", "Cultist", "Knight", "Archer", "Mage", "Wolf", "Brown bear", "Giant rat",
            "Boar", "Viper", "Goblin", "Orc", "Skeleton", "Zombie", "Ogre", "Troll"} <= names


def test_the_footprint_matches_the_size_category() -> None:
    """A12 (the size attribute gives the squares) agrees with B3's size category."""
    cells = {Size.TINY: 0, Size.SMALL: 0, Size.MEDIUM: 1, Size.LARGE: 4}
    for template in starter_templates("en"):
        combatant = template.combatant
        assert checks.footprint(combatant.attributes.size) == cells[combatant.size_category], template.name


def test_undead_have_no_constitution_and_say_so_in_the_glossarys_words() -> None:
    """B9, with GLOSSARY.md's 体质 / 耐久力."""
    english, chinese, japanese = by_id("en"), by_id("zh_CN"), by_id("ja")
    undead = [key for key, t in english.items() if "undead" in t.tags]
    assert len(undead) >= 3
    for key, template in english.items():
        assert (template.combatant.constitution is None) == (key in undead), template.name
    for key in undead:
        assert "B9" in english[key].combatant.notes
        assert "体质" in chinese[key].combatant.notes and "耐久力" in japanese[key].combatant.notes


def test_auto_stabilizing_templates_use_the_glossarys_words() -> None:
    """B4's auto-stabilization is named 伤势自动稳定 / 自動安定化 (GLOSSARY.md)."""
    english, chinese, japanese = by_id("en"), by_id("zh_CN"), by_id("ja")
    stable = [key for key, t in english.items() if t.combatant.auto_stabilize]
    assert stable
    for key in stable:
        assert "auto-stabilizes" in english[key].combatant.notes
        assert "伤势自动稳定" in chinese[key].combatant.notes and "自動安定化" in japanese[key].combatant.notes


@pytest.mark.parametrize(("given", "language"), [
    ("zh_CN", "zh_CN"), ("zh", "zh_CN"), ("zh-Hans", "zh_CN"), ("zh_SG", "zh_CN"), ("ja", "ja"), ("ja_JP", "ja"),
    ("en", "en"), ("en_US", "en"), ("de_DE", "en"), ("", "en"), ("zh_TW", "en"), ("zh_Hant_HK", "en"),
])
def test_the_language_of_a_locale(given: str, language: str) -> None:
    assert starter_language(given) == language


def test_an_unknown_language_reads_english() -> None:
    assert [t.name for t in starter_templates("fr_FR")] == [t.name for t in starter_templates("en")]


# -- read-only, copied, numbered ---------------------------------------------------------

def test_bundled_templates_cannot_be_changed_or_deleted(library: Library) -> None:
    goblin = by_id("en")["starter:goblin"]
    with pytest.raises(UnknownTemplate, match="bundled"):
        library.delete(goblin.id)
    with pytest.raises(UnknownTemplate, match="bundled"):
        library.update(goblin)
    with pytest.raises(UnknownTemplate, match="bundled"):
        library.get(goblin.id)
    assert library.templates() == []


@pytest.mark.parametrize(("language", "name"), [("en", "Goblin"), ("zh_CN", "哥布林"), ("ja", "ゴブリン")])
def test_a_copy_in_the_library_keeps_the_localized_name(library: Library, language: str, name: str) -> None:
    goblin = by_id(language)["starter:goblin"]
    copy = copy_to_library(goblin, library)
    assert copy.id == "goblin" and not is_starter(copy)
    assert library.get("goblin").name == name
    assert library.get("goblin").combatant == goblin.combatant
    assert library.get("goblin").tags == goblin.tags
    again = copy_to_library(goblin, library)
    assert again.id == "goblin-2" and [t.name for t in library.templates()] == [name, name]


def test_a_copy_is_editable_and_the_bundled_one_stays(library: Library) -> None:
    copy = copy_to_library(by_id("en")["starter:ogre"], library)
    library.update(msgspec.structs.replace(copy, tags=["boss"]))
    assert library.get(copy.id).tags == ["boss"]
    assert by_id("en")["starter:ogre"].tags == ["monster", "giant"]
    library.delete(copy.id)
    assert library.templates() == []


def test_an_exported_starter_template_imports_with_a_readable_id(library: Library, tmp_path: Path) -> None:
    wolf = by_id("zh_CN")["starter:wolf"]
    export_starter(wolf, tmp_path / "wolf.json")
    (read,) = read_templates(tmp_path / "wolf.json")
    assert read.id == "wolf" and read.name == "狼" and read.combatant == wolf.combatant
    (imported,) = library.import_file(tmp_path / "wolf.json")
    assert imported.id == "wolf" and library.get("wolf").name == "狼"


def test_four_goblins_from_the_starter_library_are_numbered() -> None:
    goblin = by_id("ja")["starter:goblin"]
    encounter = Encounter()
    for made in copies(goblin, 4, [], []):
        AddCombatant(made).apply(encounter)
    assert [c.name for c in encounter.combatants] == ["ゴブリン 1", "ゴブリン 2", "ゴブリン 3", "ゴブリン 4"]
    assert len(set(encounter.ids())) == 4
    (one_more,) = copies(goblin, 1, [c.name for c in encounter.combatants], encounter.ids())
    assert one_more.name == "ゴブリン 5"


# -- a broken starter file is reported, like a library file ---------------------------------

def test_the_real_file_reads_whole() -> None:
    content = read_starter()
    assert len(content.templates) >= 20 and content.terms


@pytest.mark.parametrize(("change", "where", "reason"), [
    (lambda d: d["templates"][0]["translations"].pop("ja"), "$.templates[0].translations", "exactly"),
    (lambda d: d["templates"][0]["translations"].update({"zh-CN": {"name": "x"}}), "$.templates[0].translations",
     "exactly"),
    (lambda d: d["templates"][1]["combatant"].update({"hit_dice": "2q8"}), "$.templates[1].combatant.hit_dice",
     ""),
    (lambda d: d["templates"][2]["translations"]["ja"].update({"name": " "}), "$.templates[2].translations.ja.name",
     "(in ja)"),
    (lambda d: d["templates"][3]["combatant"]["attacks"][0].update({"name": "Laser"}), "$.templates[3]",
     "'Laser' is not translated"),
    (lambda d: d["templates"][4].update({"id": d["templates"][0]["id"]}), "$.templates[4].id", "used twice"),
    (lambda d: d["templates"][4].update({"id": "Bad Id"}), "$.templates[4].id", "lowercase"),
    (lambda d: d["terms"]["Bite"].pop("zh_CN"), "$.terms['Bite']", "no zh_CN word"),
    (lambda d: d.update({"version": 2}), "$.version", "version 2"),
    (lambda d: d["templates"][0]["combatant"].update({"wounds": "two"}), "$.templates[0].combatant.wounds",
     "expected `int`"),
])
def test_a_broken_starter_file_names_the_place(tmp_path: Path, change: Any, where: str, reason: str) -> None:
    path = _edited(tmp_path, change)
    with pytest.raises(LibraryFileError) as caught:
        starter_templates("en", path)
    assert caught.value.path == path
    assert caught.value.where == where
    assert reason in caught.value.reason


def test_a_missing_starter_file_is_a_library_file_error(tmp_path: Path) -> None:
    with pytest.raises(LibraryFileError) as caught:
        starter_templates("en", tmp_path / "nowhere.json")
    assert "nowhere.json" in caught.value.message

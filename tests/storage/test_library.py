"""The combatant library: templates saved, listed, searched, edited, deleted, exported and
imported as JSON under the user data folder; bad template files reported with their path
and JSON path; numbered copies for an encounter."""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gmtracker.encounter import AttackProfile, Combatant, Condition, StateEntry
from gmtracker.rules.wound_codes import DamageState
from gmtracker.storage import LibraryFileError, SaveError
from gmtracker.storage.library import (
    Library,
    Template,
    UnknownTemplate,
    as_template,
    copies,
    read_templates,
    write_templates,
)
from gmtracker.storage.paths import UserPaths


def _goblin(**fields: object) -> Combatant:
    values: dict[str, object] = {"notes": "Sneaky; hates dogs.",
                                 "attacks": [AttackProfile(name="Scimitar", damage="1d6")]}
    return Combatant(id="goblin-7", name="Goblin", **{**values, **fields})  # type: ignore[arg-type]


@pytest.fixture
def library(tmp_path: Path) -> Library:
    return Library.of(UserPaths.under(tmp_path / "profile"))


def test_an_empty_library_lists_nothing_and_creates_no_folder(library: Library) -> None:
    assert library.templates() == []
    assert library.listing().errors == ()
    assert not library.folder.exists()


def test_the_library_is_under_the_user_data_folder(tmp_path: Path) -> None:
    paths = UserPaths.under(tmp_path / "profile")
    assert Library.of(paths).folder == paths.library_dir
    assert paths.library_dir.is_relative_to(paths.data_dir)


def test_a_combatant_saved_as_a_template_leaves_this_fight_behind(library: Library) -> None:
    hurt = _goblin(initiative=14, wounds=2, bruises=1, temp_hp=3, hit_penalties=1, in_combat=False,
                   states=[StateEntry(DamageState.SERIOUSLY_WOUNDED)],
                   conditions=[Condition(id="prone", name="Prone")])
    template = library.add(hurt, tags=["goblinoid", " ", "Goblinoid", "small"])
    assert template.id == "goblin"
    assert template.tags == ["goblinoid", "small"]
    fresh = template.combatant
    assert (fresh.initiative, fresh.wounds, fresh.bruises, fresh.temp_hp, fresh.hit_penalties) == (None, 0, 0, 0, 0)
    assert fresh.states == [] and fresh.conditions == [] and fresh.in_combat
    assert fresh.attacks == hurt.attacks and fresh.notes == hurt.notes
    assert (library.folder / "goblin.json").is_file()
    assert library.templates() == [template]
    assert library.get("goblin") == template


def test_the_template_file_is_readable_json(library: Library) -> None:
    library.add(_goblin())
    document = json.loads((library.folder / "goblin.json").read_text(encoding="utf-8"))
    assert document["format"] == "gmtracker-templates" and document["version"] == 1
    assert document["templates"][0]["combatant"]["name"] == "Goblin"
    assert (library.folder / "goblin.json").read_text(encoding="utf-8").startswith('{\n  "format"')


def test_templates_with_the_same_name_get_their_own_ids(library: Library) -> None:
    ids = [library.add(_goblin()).id for _ in range(3)]
    assert ids == ["goblin", "goblin-2", "goblin-3"]
    assert len(library.templates()) == 3


def test_templates_are_listed_by_name(library: Library) -> None:
    for name in ("ogre", "Bandit", "林月", "adder"):
        library.add(Combatant(id="x", name=name))
    assert [t.name for t in library.templates()] == ["adder", "Bandit", "ogre", "林月"]


def test_search_finds_name_tags_and_notes_in_any_case(library: Library) -> None:
    library.add(_goblin(), tags=["Goblinoid"])
    library.add(Combatant(id="x", name="ゴブリン呪術師", notes="Hexes the nearest PC"))
    library.add(Combatant(id="y", name="Ogre"), tags=["giant"])
    assert [t.name for t in library.search("GOBLINOID")] == ["Goblin"]
    assert [t.name for t in library.search("ゴブリン")] == ["ゴブリン呪術師"]
    assert [t.name for t in library.search("hexes pc")] == ["ゴブリン呪術師"]
    assert [t.name for t in library.search("dogs sneaky")] == ["Goblin"]
    assert library.search("dragon") == []
    assert len(library.search("  ")) == 3


def test_a_template_can_be_edited(library: Library) -> None:
    template = library.add(_goblin())
    edited = msgspec.structs.replace(
        template, combatant=msgspec.structs.replace(template.combatant, base_defense=13), tags=["boss"])
    library.update(edited)
    again = library.get(template.id)
    assert again.combatant.base_defense == 13 and again.tags == ["boss"]


def test_editing_or_deleting_an_unknown_template_is_refused(library: Library) -> None:
    template = as_template(_goblin(), template_id="ghost")
    with pytest.raises(UnknownTemplate):
        library.update(template)
    with pytest.raises(UnknownTemplate):
        library.delete("ghost")
    with pytest.raises(UnknownTemplate):
        library.get("ghost")
    with pytest.raises(UnknownTemplate):
        library.get("../escape")


def test_an_edit_that_would_not_load_is_refused(library: Library) -> None:
    template = library.add(_goblin())
    before = (library.folder / "goblin.json").read_bytes()
    broken = msgspec.structs.replace(template, combatant=msgspec.structs.replace(template.combatant, hit_dice="2d0"))
    with pytest.raises(SaveError, match=r"\$\.templates\[0\]\.combatant\.hit_dice: dice expression"):
        library.update(broken)
    assert (library.folder / "goblin.json").read_bytes() == before


def test_a_template_can_be_deleted(library: Library) -> None:
    library.add(_goblin())
    library.delete("goblin")
    assert library.templates() == []
    assert list(library.folder.iterdir()) == []


def test_export_and_import_between_libraries(library: Library, tmp_path: Path) -> None:
    library.add(_goblin(), tags=["goblinoid"])
    library.add(Combatant(id="o", name="Ogre", hit_dice="4d8"))
    shared = tmp_path / "bestiary.json"
    library.export(["goblin", "ogre"], shared)
    assert [t.name for t in read_templates(shared)] == ["Goblin", "Ogre"]
    other = Library(tmp_path / "other")
    other.add(_goblin(notes="mine"))
    added = other.import_file(shared)
    assert [t.id for t in added] == ["goblin-2", "ogre"]
    assert [t.id for t in other.templates()] == ["goblin", "goblin-2", "ogre"]
    assert other.get("goblin-2").tags == ["goblinoid"]
    assert other.get("goblin").combatant.notes == "mine"


def test_a_bad_import_adds_nothing(library: Library, tmp_path: Path) -> None:
    good = as_template(_goblin(), template_id="goblin")
    bad = as_template(Combatant(id="x", name="Broken", hit_dice="lots"), template_id="broken")
    write_templates([good, bad], tmp_path / "mixed.json")
    (tmp_path / "mixed.json").write_text(
        (tmp_path / "mixed.json").read_text(encoding="utf-8").replace('"hit_dice": "lots"', '"hit_dice": 7'),
        encoding="utf-8")
    with pytest.raises(LibraryFileError) as caught:
        library.import_file(tmp_path / "mixed.json")
    assert caught.value.where == "$.templates[1].combatant.hit_dice"
    assert caught.value.message == (f'{tmp_path / "mixed.json"}: $.templates[1].combatant.hit_dice '
                                    '("Broken"): expected `str`, got `int`')
    assert library.templates() == [] and not library.folder.exists()


BAD_TEMPLATE_FILES = [
    ("not json", b"{oops", "not valid JSON: object keys must be strings at line 1, column 2"),
    ("not utf-8", b'{"format": "gmtracker-templates", "x": "\xff"}',
     "not UTF-8 text: byte 0xff is not part of a character at line 1, column 41"),
    ("an encounter", json.dumps({"format": "gmtracker-encounter", "version": 1}).encode(),
     'not a GM Tracker template file: "format" is "gmtracker-encounter" '
     '(expected "gmtracker-templates")'),
    ("newer", json.dumps({"format": "gmtracker-templates", "version": 4, "templates": {}}).encode(),
     "version 4, but this GM Tracker reads up to version 1: update GM Tracker"),
    ("newer, same shape", json.dumps({"format": "gmtracker-templates", "version": 2, "templates": []}).encode(),
     "version 2, but this GM Tracker reads up to version 1: update GM Tracker"),
    ("missing name", json.dumps({"format": "gmtracker-templates", "version": 1,
                                 "templates": [{"id": "a", "combatant": {"id": "a"}}]}).encode(),
     "$.templates[0].combatant: object missing required field `name`"),
    ("bad side", json.dumps({"format": "gmtracker-templates", "version": 1, "templates": [
        {"id": "a", "combatant": {"id": "a", "name": "Wolf", "side": "beast"}}]}).encode(),
     "$.templates[0].combatant.side (\"Wolf\"): invalid enum value 'beast' "
     "(expected one of: pc, ally, enemy, neutral)"),
    ("negative wounds", json.dumps({"format": "gmtracker-templates", "version": 1, "templates": [
        {"id": "a", "combatant": {"id": "a", "name": "Wolf", "wounds": -1}}]}).encode(),
     '$.templates[0].combatant.wounds ("Wolf"): cannot be negative (-1)'),
]


@pytest.mark.parametrize(("content", "reason"), [(c, r) for _, c, r in BAD_TEMPLATE_FILES],
                         ids=[i for i, _, _ in BAD_TEMPLATE_FILES])
def test_a_bad_template_file_is_refused_with_path_and_place(tmp_path: Path, content: bytes, reason: str) -> None:
    path = tmp_path / "shared.json"
    path.write_bytes(content)
    with pytest.raises(LibraryFileError) as caught:
        read_templates(path)
    assert isinstance(caught.value, ValueError)
    assert caught.value.path == path
    assert caught.value.message == f"{path}: {reason}"
    assert path.read_bytes() == content


def test_a_missing_template_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(LibraryFileError, match="file not found"):
        read_templates(tmp_path / "nowhere.json")


def test_a_bad_file_in_the_library_is_reported_and_kept(library: Library) -> None:
    library.add(_goblin())
    library.add(Combatant(id="o", name="Ogre"))
    (library.folder / "wolf.json").write_text('{"format": "gmtracker-templates", "version": 1, '
                                              '"templates": [{"id": "wolf", "combatant": {"id": "w"}}]}',
                                              encoding="utf-8")
    (library.folder / "pair.json").write_bytes((library.folder / "ogre.json").read_bytes().replace(
        b'"templates": [', b'"templates": [' + (library.folder / "ogre.json").read_bytes().split(
            b'"templates": [')[1].rsplit(b"]", 1)[0] + b","))
    (library.folder / "notes.txt").write_text("not a template", encoding="utf-8")
    listing = library.listing()
    assert [t.name for t in listing.templates] == ["Goblin", "Ogre"]
    problems = {error.path.name: error.message for error in listing.errors}
    assert set(problems) == {"pair.json", "wolf.json"}
    assert "$.templates[0].combatant: object missing required field `name`" in problems["wolf.json"]
    assert "holds 2 templates; a library file holds one" in problems["pair.json"]
    assert (library.folder / "wolf.json").exists() and (library.folder / "pair.json").exists()


def test_a_renamed_file_is_found_under_its_new_name(library: Library) -> None:
    library.add(_goblin())
    (library.folder / "goblin.json").rename(library.folder / "goblin-boss.json")
    assert [t.id for t in library.templates()] == ["goblin-boss"]
    assert library.get("goblin-boss").name == "Goblin"


# -- copies ------------------------------------------------------------------------------

def test_copies_continue_after_the_numbers_taken() -> None:
    template = as_template(_goblin(), template_id="goblin")
    made = copies(template, 2, ["Goblin", "Goblin 4", "Ogre", "goblin 2"], ["goblin", "goblin-4"])
    assert [c.name for c in made] == ["Goblin 5", "Goblin 6"]
    assert [c.id for c in made] == ["goblin-5", "goblin-6"]


def test_a_single_first_copy_keeps_the_bare_name() -> None:
    template = as_template(_goblin(), template_id="goblin")
    assert [c.name for c in copies(template, 1, [], [])] == ["Goblin"]
    assert [c.name for c in copies(template, 1, ["Ogre", "Goblin Chief"], [])] == ["Goblin"]
    assert copies(template, 0, [], []) == []
    with pytest.raises(ValueError):
        copies(template, -1, [], [])


def test_several_first_copies_are_all_numbered_the_first_one_too() -> None:
    template = as_template(_goblin(), template_id="goblin")
    made = copies(template, 3, ["Ogre"], [])
    assert [c.name for c in made] == ["Goblin 1", "Goblin 2", "Goblin 3"]
    assert [c.id for c in made] == ["goblin-1", "goblin-2", "goblin-3"]
    assert [c.name for c in copies(template, 2, [], [])] == ["Goblin 1", "Goblin 2"]


def test_one_more_after_the_bare_name_is_number_two() -> None:
    template = as_template(_goblin(), template_id="goblin")
    assert [c.name for c in copies(template, 1, ["Goblin"], ["goblin"])] == ["Goblin 2"]
    assert [c.name for c in copies(template, 2, ["Goblin"], ["goblin"])] == ["Goblin 2", "Goblin 3"]


def test_one_more_after_numbered_ones_continues_the_numbers() -> None:
    template = as_template(_goblin(), template_id="goblin")
    taken = ["Goblin 1", "Goblin 2"]
    assert [c.name for c in copies(template, 1, taken, ["goblin-1", "goblin-2"])] == ["Goblin 3"]
    assert [c.name for c in copies(template, 2, taken, [])] == ["Goblin 3", "Goblin 4"]


def test_numbering_ignores_case_and_other_names_that_share_a_prefix() -> None:
    template = as_template(_goblin(), template_id="goblin")
    assert [c.name for c in copies(template, 1, ["GOBLIN 1"], [])] == ["Goblin 2"]
    assert [c.name for c in copies(template, 1, ["Goblin Chief", "Goblin Chief 2"], [])] == ["Goblin"]


def test_a_numbered_template_name_is_continued_not_doubled() -> None:
    template = as_template(Combatant(id="s", name="Skeleton 3"), template_id="skeleton-3")
    assert [c.name for c in copies(template, 1, ["Skeleton 3"], [])] == ["Skeleton 4"]


def test_copy_ids_avoid_taken_ids_even_under_other_names() -> None:
    template = as_template(_goblin(), template_id="goblin")
    made = copies(template, 2, ["Ogre"], ["goblin-1", "goblin-2", "goblin-3"])
    assert [c.name for c in made] == ["Goblin 1", "Goblin 2"]
    assert [c.id for c in made] == ["goblin-1-2", "goblin-2-2"]


def test_copies_share_nothing() -> None:
    template = as_template(_goblin(), template_id="goblin")
    first, second = copies(template, 2, [], [])
    assert first.attacks == second.attacks
    assert first.attacks is not second.attacks
    assert first.attacks is not template.combatant.attacks
    first.attacks.append(AttackProfile(name="Bite"))
    assert len(second.attacks) == 1 and len(template.combatant.attacks) == 1


def test_copies_of_a_combatant_work_too() -> None:
    made = copies(Combatant(id="w", name="Wolf"), 2, ["Wolf"], ["w"])
    assert [(c.id, c.name) for c in made] == [("wolf-2", "Wolf 2"), ("wolf-3", "Wolf 3")]


@settings(max_examples=100, deadline=None)
@given(
    n=st.integers(0, 12),
    taken_names=st.lists(st.sampled_from(["Goblin", "goblin", "Goblin 2", "Goblin 10", "Goblin x",
                                          "Ogre", "Goblin 0", "Goblin 999999999999"]) | st.text(max_size=8)),
    taken_ids=st.lists(st.sampled_from(["goblin", "goblin-2", "goblin-11", "goblin-3-2"]) | st.text(max_size=6)),
)
def test_copies_never_reuse_a_name_or_an_id(n: int, taken_names: list[str], taken_ids: list[str]) -> None:
    made = copies(as_template(_goblin(), template_id="goblin"), n, taken_names, taken_ids)
    assert len(made) == n
    names = [c.name for c in made]
    ids = [c.id for c in made]
    assert len(set(names)) == n and not set(names) & set(taken_names)
    assert len(set(ids)) == n and not set(ids) & set(taken_ids)
    assert all(isinstance(c, Combatant) and c.attacks == _goblin().attacks for c in made)


def test_template_round_trips_through_a_file(tmp_path: Path) -> None:
    template = Template(id="wolf", combatant=Combatant(id="w", name="狼", attacks=[AttackProfile(name="Bite")]),
                        tags=["beast"])
    write_templates([template], tmp_path / "wolf.json")
    assert read_templates(tmp_path / "wolf.json") == [template]
    write_templates([template, template], tmp_path / "wolf.json")
    assert (tmp_path / "wolf.json.bak").exists()  # exports keep the previous file too


def test_a_library_folder_that_is_a_file_is_refused_naming_the_folder(library: Library) -> None:
    """Defect 9 (storage side): the error names the folder and the system's reason, in a
    translatable sentence; nothing is written."""
    from gmtracker.storage.library import LibraryFolderError

    library.folder.parent.mkdir(parents=True)
    library.folder.write_bytes(b"")
    for attempt in (library.listing, library.ids, lambda: library.add(_goblin())):
        with pytest.raises(LibraryFolderError) as caught:
            attempt()
        assert caught.value.path == library.folder
        assert caught.value.message == f"{library.folder}: cannot read the library folder: not a directory"
        message = caught.value.translatable()
        assert message.template == "{file}: cannot read the library folder: {reason}"
        assert str(message) == caught.value.message
    assert library.folder.read_bytes() == b""


def test_a_library_that_cannot_be_created_is_a_save_error_naming_the_folder(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_bytes(b"")
    library = Library(blocker / "library" / "deeper")
    with pytest.raises(LibraryFileError, match="not a directory"):
        library.add(_goblin())


def test_a_template_starts_with_its_resources_full_and_no_rest() -> None:
    """Issue 29 item 4: Save to library keeps a resource's maximum, not what this fight left."""
    from gmtracker.encounter.model import Resource, RestProgress
    from gmtracker.storage.library import as_template

    wizard = Combatant(id="w", name="Wizard", resources=[Resource(id="spells", name="Spells", maximum=3, left=1)],
                       rest=RestProgress(until=10, rested=10))
    fresh = as_template(wizard).combatant
    assert [(r.name, r.left) for r in fresh.resources] == [("Spells", 3)] and fresh.rest is None
    assert wizard.resources[0].left == 1  # the combatant itself is left as it is

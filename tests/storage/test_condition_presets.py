"""Condition presets (issue 29 item 6): the bundled examples in three languages, the GM's own saved
atomically, and a file that cannot be used refused with where."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gmtracker.encounter.model import Condition, SaveEnds
from gmtracker.rules.character import Attribute
from gmtracker.rules.condition_effects import AppliesTo, Effect, EffectKind
from gmtracker.storage.condition_presets import PresetStore, bundled_path, bundled_presets, read_presets
from gmtracker.storage.errors import LibraryFileError


def test_the_bundled_examples_are_few_marked_and_in_three_languages() -> None:
    assert bundled_path().name == "conditions.json" and bundled_path().parent.name == "library"
    english = bundled_presets("en_US")
    assert 3 <= len(english) <= 8 and all(p.example for p in english)
    assert all("(example)" in p.name for p in english)
    assert [p.name for p in bundled_presets("zh_CN")][0] == "动摇（示例）"
    assert all("（例）" in p.name for p in bundled_presets("ja_JP"))
    assert [p.id for p in bundled_presets("ja")] == [p.id for p in english]
    poisoned = next(p.condition for p in english if p.id == "poisoned")
    assert poisoned.save == SaveEnds(Attribute.STRENGTH, 12) and poisoned.effects == [Effect(EffectKind.MODIFIER, -1)]


def test_the_gms_presets_are_saved_replaced_by_name_and_deleted(tmp_path: Path) -> None:
    store = PresetStore(tmp_path / "library")
    assert store.presets() == []
    blind = Condition(id="x", name="Blinded ", effects=[Effect(EffectKind.MODIFIER, -2, applies_to=AppliesTo.HIT)],
                      rounds=2, remaining=1, anchor="someone")
    saved = store.save(blind)
    assert (saved.id, saved.name, saved.condition.remaining, saved.condition.anchor) == ("blinded", "Blinded", None,
                                                                                          None)
    store.save(Condition(id="y", name="blinded", note="worse", effects=[Effect(EffectKind.MODIFIER, -4)]))
    [kept] = store.presets()
    assert (kept.id, kept.condition.note) == ("blinded", "worse")  # the same name: replaced
    store.save(Condition(id="z", name="Slowed"))
    store.delete("blinded")
    assert [p.name for p in store.presets()] == ["Slowed"]
    assert (tmp_path / "library" / "conditions.json.bak").exists()  # the previous file kept


@pytest.mark.parametrize("content, where", [
    ('{"format": "gmtracker-condition-presets", "version": 1, "presets": [{"condition": {"id": "a", "name": "A", '
     '"effects": [{"kind": "penalty_dice", "value": 9}]}}]}', "$.presets[0].condition.effects[0]"),
    ('{"format": "gmtracker-condition-presets", "version": 1, "presets": [{"condition": {"id": "a", "name": "A"}}, '
     '{"condition": {"id": "a", "name": "B"}}]}', "$.presets[1].condition.id"),
    ('{"format": "gmtracker-condition-presets", "version": 7, "presets": []}', "$.version"),
    ("{not json", "line 1"),
])
def test_a_presets_file_that_cannot_be_used_is_refused_with_where(tmp_path: Path, content: str, where: str) -> None:
    path = tmp_path / "conditions.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(LibraryFileError) as refused:
        read_presets(path)
    assert str(path.name) in str(refused.value) and where in str(refused.value)


def test_a_bundled_file_needs_every_translation(tmp_path: Path) -> None:
    data = json.loads(bundled_path().read_text(encoding="utf-8"))
    del data["presets"][1]["translations"]["ja"]
    path = tmp_path / "conditions.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(LibraryFileError, match="translations"):
        bundled_presets("ja", path)


def test_the_gms_presets_never_land_in_the_template_library(tmp_path: Path) -> None:
    """Review finding: the library reads every *.json of its folder as a template file."""
    from gmtracker.storage.library import Library
    from gmtracker.storage.paths import UserPaths

    paths = UserPaths.under(tmp_path)
    PresetStore(paths.presets_dir).save(Condition(id="x", name="Blinded"))
    assert paths.presets_dir != paths.library_dir and not paths.library_dir.exists()
    assert Library.of(paths).listing().errors == ()

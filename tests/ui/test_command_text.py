"""The undo history in the UI language: each command kind has its words, made from what
the command did (so a restored history reads the same), and Document.retranslate gives
every step again in a new language."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from gmtracker.encounter import Combatant, Encounter
from gmtracker.encounter.roster import AddCombatant, EditCombatant
from gmtracker.encounter.turns import NextTurn, StartCombat
from gmtracker.storage.autosave import read_autosave
from gmtracker.storage.paths import UserPaths
from gmtracker.encounter.log_render.commands import command_kinds
from gmtracker.ui.words.log_lines import command_text, field_label
from gmtracker.ui.shell.document import CommandAdapter, Document
from tests.log_samples import CJK_WORDS, sample_log

_ALLOWED = {"d", "D", "B", "HP", "VS", "GM"}  # GM: the glossary keeps GM in Japanese




@pytest.fixture
def document(qapp: Any, tmp_path: Path) -> Document:
    return Document(Encounter(name="Samples"), None, UserPaths.under(tmp_path / "profile"))


def _run_samples(document: Document, words: dict[str, str] | None = None) -> None:
    sample_log(words, encounter=document.encounter, runner=document.run)


def _texts(document: Document) -> list[str]:
    return [document.undo_stack.command(i).text() for i in range(document.undo_stack.count())]


def _adapters(document: Document) -> list[CommandAdapter]:
    steps = [document.undo_stack.command(i) for i in range(document.undo_stack.count())]
    assert all(isinstance(step, CommandAdapter) for step in steps)
    return steps  # type: ignore[return-value]


def test_every_command_kind_has_its_own_words(document: Document) -> None:
    _run_samples(document)
    adapters = _adapters(document)
    kinds = {adapter.command.kind for adapter in adapters}
    assert kinds - {"expire_condition"} <= command_kinds()
    assert len(kinds) >= 24
    fallbacks = [a.command.kind for a in adapters if a.text() == a.command.label and a.command.kind in command_kinds()]
    assert fallbacks == []
    texts = _texts(document)
    assert "Add Ayla" in texts
    assert "Edit Goblin 2: Initiative" in texts
    assert "Duplicate Goblin (×2)" in texts and "Remove Goblin 3" in texts
    assert "Attack: Ayla → Goblin, Ogre" in texts and "Next turn" in texts
    assert "1D100 versus check: Goblin → Ayla, Ogre" in texts
    assert "1D100 simultaneous actions: Goblin and Ayla" in texts  # C7
    assert "Rest: 8 h (4800 rounds)" in texts and "Ogre leaves combat" in texts


def test_an_edit_names_the_fields_with_the_editors_labels(document: Document, language: Any) -> None:
    document.run(AddCombatant(Combatant(id="gob", name="Goblin")))
    document.run(EditCombatant("gob", {"wounds": 2, "name": "Goblin boss", "base_defense": 12}))
    assert _texts(document)[-1] == "Edit Goblin: Name, base defense, Wound count"
    language("zh_CN")
    document.retranslate()
    assert _texts(document)[-1] == "编辑 Goblin：名称、基础防御、负伤数"
    assert field_label("wounds") == "负伤数"


@pytest.mark.parametrize("locale_name", ["zh_CN", "ja"])
def test_translated_undo_texts_leave_no_english_word(document: Document, language: Any, locale_name: str) -> None:
    language(locale_name)
    _run_samples(document, CJK_WORDS)
    leftovers = {}
    for adapter in _adapters(document):
        if adapter.command.kind == "expire_condition":
            continue  # the test's own command has no words of its own
        words = [w for w in re.findall(r"[A-Za-z]+", adapter.text()) if w not in _ALLOWED]
        if words:
            leftovers[adapter.command.kind] = adapter.text()
    assert leftovers == {}


def test_retranslate_switches_every_step_and_callable_macro_texts(document: Document, language: Any) -> None:
    document.run(AddCombatant(Combatant(id="gob", name="Goblin", initiative=3)))
    document.run_all([StartCombat(), NextTurn()], lambda: command_text(NextTurn()) + "!")
    document.run_all([NextTurn()], "As the caller said")
    english = _texts(document)
    assert english == ["Add Goblin", "Next turn!", "As the caller said"]
    macro = document.undo_stack.command(1)
    assert [macro.child(i).text() for i in range(macro.childCount())] == ["Start combat", "Next turn"]
    language("ja")
    document.retranslate()
    assert _texts(document) == ["Goblinを追加", "次の手番!", "As the caller said"]
    assert [macro.child(i).text() for i in range(macro.childCount())] == ["戦闘開始", "次の手番"]
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.undo_stack.undoText() == "Goblinを追加"


def test_a_restored_history_reads_as_the_live_one(document: Document, tmp_path: Path) -> None:
    _run_samples(document)
    live = _texts(document)
    document.record_step()
    recovery = read_autosave(document.paths)
    assert recovery is not None
    other = Document(Encounter(), None, document.paths)
    other.restore(recovery)
    assert _texts(other) == live
    assert {a.command.kind for a in _adapters(other)} == {"replayed"}


def test_names_stay_literal_in_undo_texts(document: Document) -> None:
    document.run(AddCombatant(Combatant(id="x", name="%2 <b>x</b>")))
    assert _texts(document) == ["Add %2 <b>x</b>"]

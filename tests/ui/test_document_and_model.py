"""The undo adapter, the document's files and autosave, the combatant model, the shortcut table."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QKeySequence

from gmtracker.encounter import ActionError, Combatant, Encounter
from gmtracker.encounter.roster import AddCombatant, AddLogNote, DuplicateCombatant, EditCombatant, RemoveCombatants
from gmtracker.encounter.turns import Delay, NextTurn
from gmtracker.storage import load_encounter
from gmtracker.storage.autosave import read_autosave
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.shell.actions import ACTIONS, shortcut_of
from gmtracker.ui.models.combatant_model import COMBATANT_ID_ROLE, SORT_ROLE, Column, CombatantModel
from gmtracker.ui.shell.document import Document


@pytest.fixture
def document(qapp: Any, tmp_path: Path) -> Document:
    return Document(load_encounter(demo_encounter_path()), None, UserPaths.under(tmp_path / "profile"))


def test_run_pushes_one_undoable_step_and_refusals_push_nothing(document: Document) -> None:
    stack = document.undo_stack
    document.run(EditCombatant("grukk", {"wounds": 2}))
    assert (stack.count(), document.encounter.combatant("grukk").wounds) == (1, 2)
    with pytest.raises(ActionError):
        document.run(EditCombatant("grukk", {"wounds": -1}))
    assert stack.count() == 1
    stack.undo()
    assert document.encounter.combatant("grukk").wounds == 0
    stack.redo()
    assert document.encounter.combatant("grukk").wounds == 2


def test_run_all_is_one_macro_and_rolls_back_on_refusal(document: Document) -> None:
    before = document.encounter.snapshot()
    with pytest.raises(ActionError):
        document.run_all([EditCombatant("grukk", {"wounds": 1}), EditCombatant("nobody", {})], "two")
    assert document.encounter.snapshot() == before and document.undo_stack.count() == 0
    document.run_all([NextTurn(), NextTurn()], "two turns")
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert document.encounter.snapshot() == before


def test_save_marks_clean_and_open_replaces_with_one_reset(document: Document, tmp_path: Path) -> None:
    resets: list[bool] = []
    document.changed.connect(lambda changes: resets.append(changes.reset))
    document.run(EditCombatant("grukk", {"notes": "angry"}))
    assert not document.undo_stack.isClean()
    path = document.save(tmp_path / "fight.json")
    assert document.undo_stack.isClean() and document.path == path
    document.run(EditCombatant("grukk", {"notes": "calm"}))
    document.open(path)
    assert document.encounter.combatant("grukk").notes == "angry"
    assert document.undo_stack.count() == 0 and resets[-1] is True


def test_autosave_and_restore_keep_the_undo_history(document: Document, qapp: Any, tmp_path: Path) -> None:
    document.run(EditCombatant("grukk", {"wounds": 3}))
    document.run_all([NextTurn(), NextTurn()], "two turns")
    document.undo_stack.undo()
    document.record_step()
    recovery = read_autosave(document.paths)
    assert recovery is not None and recovery.readable
    other = Document(load_encounter(demo_encounter_path()), None, document.paths)
    other.restore(recovery)
    assert other.encounter.snapshot() == document.encounter.snapshot()
    assert not other.undo_stack.isClean()
    other.undo_stack.undo()
    assert other.encounter.combatant("grukk").wounds == 0  # undo survives the "crash"
    other.undo_stack.redo()
    other.undo_stack.redo()
    assert other.encounter.turn.current != document.encounter.turn.current  # the undone turn is redoable
    other.close()
    assert read_autosave(other.paths) is None


def test_model_passes_qt_model_tester_through_every_kind_of_change(qtmodeltester: Any) -> None:
    encounter = load_encounter(demo_encounter_path())
    model = CombatantModel(encounter)
    qtmodeltester.check(model)
    commands = [DuplicateCombatant("grukk", 2), RemoveCombatants(["skeleton", "goblin-archer"]), NextTurn(),
                Delay("sato-ken", "grukk"), AddCombatant(Combatant(id="", name="Wolf", initiative=30)),
                AddLogNote("log_note", "a note")]
    for command in commands:
        command.apply(encounter)
        qtmodeltester.check(model)
    for command in reversed(commands):
        command.revert(encounter)
        qtmodeltester.check(model)
    assert model.rowCount() == len(encounter.combatants)


def test_model_signals_only_the_changed_row(qapp: Any) -> None:
    encounter = load_encounter(demo_encounter_path())
    model = CombatantModel(encounter)
    changed: list[tuple[int, int]] = []
    resets: list[bool] = []
    model.dataChanged.connect(lambda top, bottom, _roles=(): changed.append((top.row(), bottom.row())))
    model.modelReset.connect(lambda: resets.append(True))
    EditCombatant("grukk", {"wounds": 1}).apply(encounter)
    row = encounter.row_of("grukk")
    assert changed == [(row, row)] and resets == []


def test_model_shows_derived_values_and_marks_the_turn(qapp: Any) -> None:
    encounter = load_encounter(demo_encounter_path())
    model = CombatantModel(encounter)
    current = encounter.row_of(encounter.turn.current or "")
    assert model.index(current, Column.TURN).data() == "▶"
    row = encounter.row_of("sato-ken")
    assert model.index(row, Column.PHYSIQUE).data() == "17"  # 8 + 2 + 3 + 4 (A17)
    assert model.index(row, Column.DEFENSES).data() == "16 · 17 · 14 · 11"  # base · physique · reflex · mind
    assert model.index(row, Column.LOAD).data() == "medium 38/20"  # (3+1)×(4+1) (A11)
    assert model.index(row, Column.LOAD).data(Qt.ItemDataRole.ToolTipRole).count("medium 38 / 20 kg") == 1
    assert "temp HP 6" in model.index(row, Column.STATES).data()
    archer = encounter.row_of("goblin-archer-2")
    assert model.index(archer, Column.PENALTY).data() == "2"  # A16: the number (issue 26 item 6)
    assert "2 penalty die(s)" in model.index(archer, Column.PENALTY).data(Qt.ItemDataRole.ToolTipRole)
    assert model.index(archer, Column.NAME).data(COMBATANT_ID_ROLE) == "goblin-archer-2"
    assert model.index(archer, Column.INITIATIVE).data(SORT_ROLE) == 14.0
    lurker = encounter.row_of("goblin-lurker")
    assert "(hidden)" in model.index(lurker, Column.NAME).data()
    assert model.index(lurker, Column.NAME).data(Qt.ItemDataRole.FontRole).italic()
    assert model.headerData(Column.REFLEX, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert model.rowCount(model.index(0, 0)) == 0 and model.data(QModelIndex()) is None


def test_no_two_actions_share_a_shortcut(qapp: Any) -> None:
    seen: dict[str, str] = {}
    for spec in ACTIONS:
        for sequence in shortcut_of(spec):
            text = sequence.toString(QKeySequence.SequenceFormat.PortableText)
            assert text, spec.name
            assert text not in seen, f"{spec.name} and {seen.get(text)} both use {text}"
            seen[text] = spec.name
    names = [spec.name for spec in ACTIONS]
    assert len(names) == len(set(names))
    for required in ("actionNew", "actionOpen", "actionSave", "actionUndo", "actionRedo", "actionAddCombatant",
                     "actionDuplicate", "actionRemove", "actionStartCombat", "actionNextTurn",
                     "actionPreviousTurn", "actionCheck", "actionAttack", "actionDamage", "actionHeal",
                     "actionRest", "actionPercentileCheck"):
        assert required in names


def test_empty_encounter_model(qapp: Any) -> None:
    model = CombatantModel(Encounter())
    assert model.rowCount() == 0 and model.columnCount() == len(Column)


@pytest.mark.parametrize(("menu", "toolbar"), [
    ("&Undo", "Undo"), ("元に戻す(&U)", "元に戻す"), ("撤销(&U)", "撤销"), ("&Check…", "Check"),
    ("Rock && roll", "Rock & roll"), ("伤害(&M)…", "伤害"),
])
def test_toolbar_text_drops_mnemonics_in_every_script(menu: str, toolbar: str) -> None:
    from gmtracker.ui.shell.actions import toolbar_text

    assert toolbar_text(menu) == toolbar


def test_a_restore_without_history_is_autosaved_again(document: Document) -> None:
    from gmtracker.storage.autosave import Recovery

    document.run(EditCombatant("grukk", {"wounds": 2}))
    document.record_step()
    recovery = read_autosave(document.paths)
    assert recovery is not None and recovery.encounter is not None
    bare = Recovery(recovery.file, encounter=recovery.encounter, entries=(), index=0)
    other = Document(load_encounter(demo_encounter_path()), None, document.paths)
    other.restore(bare)
    again = read_autosave(document.paths)
    assert again is not None and again.encounter is not None
    assert again.encounter.combatant("grukk").wounds == 2  # a second crash loses nothing

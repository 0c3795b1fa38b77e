"""Every Qt model of the UI passes pytest-qt's ``qtmodeltester`` on realistic data, and keeps
passing through the changes the GM makes and their undo.

The tester stays connected after ``check``: every later signal of the model (rows inserted,
removed, moved, data changed, a reset) is checked again, so a model that announces a change
wrongly fails the test where it happens. Each model is run through Qt's own C++ tester
(a failure is a Qt warning, and warnings fail tests) and through pytest-qt's Python one
(a failure is an assertion). CombatantModel and the roll log model are also checked in
test_document_and_model.py and test_roll_log.py; the last test here makes sure no model
class of ``gmtracker/ui`` goes unchecked.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

import gmtracker.ui
from gmtracker.encounter import AttackProfile, Combatant, Command, Encounter
from gmtracker.encounter.roster import AddCombatant, DuplicateCombatant, EditCombatant, RemoveCombatants
from gmtracker.encounter.turns import Delay, NextTurn
from gmtracker.ui.models.combatant_model import Column, CombatantModel, CombatantSortProxy
from gmtracker.ui.models.roll_log_model import ORDER_ROLE, RollLogFilter, RollLogModel
from gmtracker.ui.panels.editor_dock import CombatantEditor
from gmtracker.ui.panels.percentile_editor import PercentileModel
from gmtracker.ui.panels.player_view import PlayerView, PlayerViewModel
from tests.ui.conftest import open_dialog

#: Both testers: Qt's C++ QAbstractItemModelTester and pytest-qt's Python port.
TESTERS = pytest.mark.parametrize("force_py", [False, True], ids=["qt-tester", "python-tester"])

#: The model classes of gmtracker/ui and the tests below that check them.
CHECKED = {
    "CombatantModel": "test_combatant_model_sorted_by_a_proxy_through_changes_and_undo",
    "CombatantSortProxy": "test_combatant_model_sorted_by_a_proxy_through_changes_and_undo",
    "PercentileModel": "test_percentile_model_through_edits_and_their_undo",
    "AttackListModel": "test_attack_list_model_through_edits_and_their_undo",
    "RollLogModel": "test_roll_log_filter_through_filters_changes_and_undo",
    "RollLogFilter": "test_roll_log_filter_through_filters_changes_and_undo",
    "PlayerViewModel": "test_player_view_model_through_changes_and_undo",
}

QT_MODEL_BASES = {"QAbstractItemModel", "QAbstractTableModel", "QAbstractListModel", "QSortFilterProxyModel",
                  "QIdentityProxyModel", "QAbstractProxyModel", "QStandardItemModel", "QStringListModel"}
# Our own abstract bases: checked through each subclass (they have no rows of their own).
ABSTRACT_BASES = {"HeaderTableModel"}


@pytest.fixture
def editor(qtbot: Any, demo: Encounter) -> CombatantEditor:
    return open_dialog(qtbot, CombatantEditor(demo))


def applied(editor: CombatantEditor, demo: Encounter) -> list[EditCombatant]:
    """The editor's commands, applied to the encounter as they come (the document would)."""
    done: list[EditCombatant] = []

    def apply(command: EditCombatant) -> None:
        command.apply(demo)
        done.append(command)

    editor.commandReady.connect(apply)
    return done


def undo_all(commands: list[Any], demo: Encounter) -> None:
    for command in reversed(commands):
        command.revert(demo)


# -- the editor's small models ------------------------------------------------------------
@TESTERS
def test_percentile_model_through_edits_and_their_undo(
        qtmodeltester: Any, force_py: bool, editor: CombatantEditor, demo: Encounter) -> None:
    """C5 base values: add, rename, revalue, a refused duplicate, remove, then undo all of it."""
    model = editor.percentile.model
    editor.set_combatant("goblin-cutthroat")
    qtmodeltester.check(model, force_py=force_py)
    done = applied(editor, demo)
    before = model.values()
    assert before == {"accuracy": 50, "evasion": 45}
    editor.percentile.add_button.click()
    assert model.setData(model.index(2, 0), "stealth")
    assert model.setData(model.index(2, 1), 65)
    assert not model.setData(model.index(2, 0), "accuracy")  # a duplicate name is refused
    assert not model.setData(model.index(0, 1), "many")  # not a number
    editor.percentile.view.selectRow(0)
    editor.percentile.remove_selected()
    assert model.values() == {"evasion": 45, "stealth": 65}
    assert demo.combatant("goblin-cutthroat").percentile == {"evasion": 45, "stealth": 65}
    assert len(done) == 4
    undo_all(done, demo)
    assert model.values() == before
    editor.set_combatant("old-bram")  # another combatant's values
    assert model.values() == demo.combatant("old-bram").percentile
    editor.set_combatant(None)
    assert model.rowCount() == 0


@TESTERS
def test_percentile_model_alone_from_empty_to_many_rows(qtmodeltester: Any, force_py: bool) -> None:
    model = PercentileModel()
    qtmodeltester.check(model, force_py=force_py)
    for name in ("value", "value", "value"):
        model.add(name)
    assert list(model.values()) == ["value", "value 2", "value 3"]
    model.set_values({"accuracy": 55, "evasion": 40, "lore": 20, "魔法": 35})
    model.remove([3, 0, 1])
    assert model.values() == {"lore": 20}
    model.remove([])
    model.set_values({})
    assert model.rowCount() == 0


@TESTERS
def test_attack_list_model_through_edits_and_their_undo(
        qtmodeltester: Any, force_py: bool, editor: CombatantEditor, demo: Encounter) -> None:
    """Attack profiles: move down and up, replace, append, remove, then undo all of it."""
    attacks = editor.attacks
    model = attacks.model
    editor.set_combatant("goblin-cutthroat")
    qtmodeltester.check(model, force_py=force_py)
    done = applied(editor, demo)
    before = [a.name for a in model.attacks()]
    assert before == ["Dagger", "Thrown dagger"]
    attacks.view.setCurrentIndex(model.index(0))
    attacks.down_button.click()
    attacks.up_button.click()
    assert [a.name for a in model.attacks()] == before
    model.put(0, AttackProfile(name="Long knife", damage="1d6"))
    model.put(None, AttackProfile(name="Bite", damage="1d3"))
    model.put(7, AttackProfile(name="Kick", damage="1"))  # past the end: appended
    assert model.move(3, 1) == 3  # nowhere to go
    assert [a.name for a in model.attacks()] == ["Long knife", "Thrown dagger", "Bite", "Kick"]
    attacks.view.setCurrentIndex(model.index(1))
    attacks.remove_button.click()
    assert [a.name for a in demo.combatant("goblin-cutthroat").attacks] == ["Long knife", "Bite", "Kick"]
    assert len(done) == 3
    undo_all(done, demo)
    assert [a.name for a in model.attacks()] == before
    editor.set_combatant("old-bram")
    assert model.rowCount() == len(demo.combatant("old-bram").attacks)


# -- the roll log's filter, the player view, the main table's proxy -----------------------
@TESTERS
def test_roll_log_filter_through_filters_changes_and_undo(
        qtmodeltester: Any, force_py: bool, demo: Encounter) -> None:
    """The entries of whose turn comes next, newest first, while turns pass, a combatant joins and is
    renamed, and all of it is undone; then the filter is lifted and the order turned back."""
    source = RollLogModel(demo)
    proxy = RollLogFilter()
    proxy.setSourceModel(source)
    qtmodeltester.check(proxy, force_py=force_py)
    everything = proxy.rowCount()
    assert everything == source.rowCount() == 30
    peek = NextTurn()
    peek.apply(demo)
    following = demo.turn.current
    peek.revert(demo)
    assert following is not None and proxy.rowCount() == everything
    proxy.set_combatant(following)  # whose turn comes next: the steps below log new rows of theirs
    theirs = proxy.rowCount()
    assert 0 < theirs < everything
    proxy.set_newest_first(True)
    steps: list[Command] = [NextTurn(), NextTurn(), AddCombatant(Combatant(id="", name="Wolf", initiative=30)),
                            EditCombatant(following, {"name": "The Bold"}), NextTurn()]
    for step in steps:
        step.apply(demo)
    assert source.rowCount() > everything
    orders = [proxy.index(row, 0).data(ORDER_ROLE) for row in range(proxy.rowCount())]
    assert orders == sorted(orders, reverse=True) and proxy.rowCount() > theirs  # their new turn is shown first
    undo_all(steps, demo)
    assert proxy.rowCount() == theirs
    proxy.set_combatant(None)
    proxy.set_newest_first(False)
    assert proxy.rowCount() == everything
    source.set_encounter(Encounter())  # another file: one reset
    assert proxy.rowCount() == 0


@TESTERS
def test_player_view_model_through_changes_and_undo(
        qtbot: Any, qtmodeltester: Any, force_py: bool, demo: Encounter) -> None:
    view = PlayerView(demo)
    qtbot.addWidget(view)
    model = view.model
    assert isinstance(model, PlayerViewModel)
    qtmodeltester.check(model, force_py=force_py)
    shown = model.rowCount()
    steps: list[Command] = [NextTurn(), DuplicateCombatant("grukk", 2), EditCombatant("grukk", {"bruises": 3}),
                            RemoveCombatants(["mill-dog"]), Delay("sato-ken", "grukk")]
    for step in steps:
        step.apply(demo)
        view.refresh()
    assert model.rowCount() == shown + 1  # two Grukks more, the mill dog gone
    undo_all(steps, demo)
    view.refresh()
    assert model.rowCount() == shown
    model.set_rows(())
    assert model.rowCount() == 0


@TESTERS
def test_combatant_model_sorted_by_a_proxy_through_changes_and_undo(
        qtmodeltester: Any, force_py: bool, demo: Encounter) -> None:
    """The main table's model behind the main window's sort proxy: in the turn order (the
    model's own, no sorting), then sorted by name."""
    model = CombatantModel(demo)
    proxy = CombatantSortProxy()
    proxy.setSourceModel(model)
    proxy.sort(Column.TURN, Qt.SortOrder.AscendingOrder)
    assert proxy.sortColumn() == -1  # the turn order is the model's: nothing sorted
    assert [proxy.index(r, Column.NAME).data() for r in range(3)] == [model.index(r, Column.NAME).data() for r in range(3)]
    proxy.sort(Column.TURN, Qt.SortOrder.DescendingOrder)
    assert proxy.index(0, Column.NAME).data() == model.index(model.rowCount() - 1, Column.NAME).data()
    proxy.sort(Column.NAME, Qt.SortOrder.AscendingOrder)
    qtmodeltester.check(proxy, force_py=force_py)
    steps: list[Command] = [DuplicateCombatant("grukk", 2), EditCombatant("grukk", {"name": "Aaron"}),
                            RemoveCombatants(["skeleton", "goblin-archer"]), NextTurn(),
                            AddCombatant(Combatant(id="", name="Wolf", initiative=30))]
    for step in steps:
        step.apply(demo)
    assert proxy.index(0, Column.NAME).data() == "Aaron"
    undo_all(steps, demo)
    assert proxy.rowCount() == len(demo.combatants)


# -- none unchecked ---------------------------------------------------------------------------
def model_classes() -> set[str]:
    """The classes in gmtracker/ui that derive from a Qt item model (read from the source)."""
    root = Path(gmtracker.ui.__file__).parent
    found: set[str] = set()
    for path in root.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases = {base.id if isinstance(base, ast.Name) else getattr(base, "attr", "") for base in node.bases}
                if bases & (QT_MODEL_BASES | ABSTRACT_BASES | set(CHECKED)) and node.name not in ABSTRACT_BASES:
                    found.add(node.name)
    return found


def test_every_model_class_of_the_ui_is_checked_here() -> None:
    assert model_classes() == set(CHECKED)
    tests = {name for name in globals() if name.startswith("test_")}
    assert set(CHECKED.values()) <= tests

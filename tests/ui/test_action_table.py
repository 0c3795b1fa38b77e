"""The action table says what each action runs and where it stands; the main window only composes.

Each row of :data:`gmtracker.ui.shell.actions.ACTIONS` runs a main-window method or a function
of the window imported on the first trigger (``run``), or makes a dialog (``dialog``): real
Python references the type checker follows (issue 28 item 3), through typed
:func:`~gmtracker.ui.shell.loader.later` stand-ins, never an import inside a method. The
menus, the toolbar and which actions are enabled are built from the rows.
(The shortcut collision test is in test_document_and_model.py.)
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMenu, QToolBar

from gmtracker.encounter.turns import EndCombat
from gmtracker.ui.dialogs.action_scope import ActionScope
from gmtracker.ui.dialogs.heal_dialog import HealDialog
from gmtracker.ui.dialogs.rest_dialog import RestDialog
from gmtracker.ui.shell import main_window
from gmtracker.ui.shell.actions import ACTIONS, Menu, When
from gmtracker.ui.shell.loader import Made, later, later_name
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.modal import MessageBoxes, when_modal

#: The actions that open a dialog, read from the table (a new row is tested without a list to keep).
DIALOG_ACTIONS = [spec.name for spec in ACTIONS if spec.dialog is not None]


@pytest.fixture(autouse=True)
def _answered(boxes: MessageBoxes) -> MessageBoxes:
    """Message boxes open for real and are answered (closing the changed window asks to save)."""
    return boxes


def test_every_action_runs_exactly_one_thing_and_stands_in_a_menu() -> None:
    assert [spec.name for spec in ACTIONS if (spec.run is None) == (spec.dialog is None)] == []
    assert {"actionAttack", "actionHeal", "actionRenameEncounter"} <= set(DIALOG_ACTIONS)
    assert [spec.name for spec in ACTIONS if spec.menu is None] == []
    places = [spec.toolbar for spec in ACTIONS if spec.toolbar is not None]
    assert len(places) == len(set(places))  # two buttons never claim one place
    for menu in Menu:  # a menu's sections come in order (else a separator for each step back)
        sections = [spec.section for spec in ACTIONS if spec.menu is menu]
        assert sections == sorted(sections), menu


@pytest.mark.parametrize("name", DIALOG_ACTIONS)
def test_every_dialog_factory_makes_its_dialog_from_the_scope(qtbot: Any, window: MainWindow, name: str) -> None:
    spec = next(spec for spec in ACTIONS if spec.name == name)
    window.select("goblin-cutthroat")
    scope = window.action_scope()
    assert scope == ActionScope(window.encounter, window.document.dice, window, ("goblin-cutthroat",), window.at_table)
    assert spec.dialog is not None
    dialog = spec.dialog(scope)
    try:
        # the dialog of the module its row names (which action opens which dialog class is
        # checked through the real shortcuts in tests/ui/dialog_tour.py and the self-test)
        module = spec.dialog.__code__.co_names[0]
        assert isinstance(dialog, QDialog) and type(dialog).__module__ == f"gmtracker.ui.dialogs.{module}"
        assert dialog.parent() is window and dialog.objectName()
        assert list(dialog.commands()) == []  # nothing built before OK
    finally:
        dialog.deleteLater()


def _entries(widget: QMenu | QToolBar) -> list[str]:
    """A menu's or toolbar's entries as the GM sees them: action names, "|" for a separator,
    "recentMenu" for the Open recent submenu."""
    out = []
    for action in widget.actions():
        if action.isSeparator():
            out.append("|")
        elif action.menu() is not None:
            out.append(action.menu().objectName() or action.text())
        else:
            out.append(action.objectName() or action.text())
    return out


def test_the_menus_and_the_toolbar_are_built_from_the_table(window: MainWindow) -> None:
    menus = {menu.title(): menu for menu in window.menuBar().findChildren(QMenu) if menu.parent() is window.menuBar()}
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles == [menu.value for menu in Menu]
    assert _entries(menus["&File"]) == ["actionNew", "actionOpen", "recentMenu", "actionSave", "actionSaveAs", "|",
                                        "actionNewCampaign", "actionOpenCampaign", "actionSaveCampaign",
                                        "actionSaveCampaignAs", "|", "actionQuit"]
    assert _entries(menus["Campaign"]) == ["actionAddParty", "actionNewPrepared", "actionCarryParty", "|",
                                           "actionRestParty", "actionShareParty", "|", "actionCloseCampaign"]
    assert _entries(menus["&Edit"]) == ["actionUndo", "actionRedo", "actionUndoHistory", "|", "actionRenameEncounter",
                                        "|", "actionSettings"]
    assert _entries(menus["Com&bat"]) == ["actionStartCombat", "actionNextTurn", "actionPreviousTurn", "|",
                                          "actionDelay", "actionReady", "actionActNow", "|",
                                          "actionGroupInitiative", "actionRollInitiative", "actionEndCombat", "|",
                                          "actionForecast"]
    assert _entries(menus["&View"])[:2] == ["actionPlayerView", "actionSharePlayerView"]
    toolbar = window.findChild(QToolBar, "mainToolbar")
    assert _entries(toolbar) == [
        "actionUndo", "actionRedo", "|", "actionStartCombat", "actionPreviousTurn", "actionNextTurn", "|",
        "actionAttack", "actionCheck", "actionDamage", "actionHeal", "actionPercentileCheck", "actionRest", "|",
        "actionQuickAdd", "actionAddCombatant", "actionDuplicate", "actionRemove"]
    assert window.actions_by_name["actionSettings"].menuRole() is QAction.MenuRole.PreferencesRole
    assert window.actions_by_name["actionAbout"].menuRole() is QAction.MenuRole.AboutRole


def test_each_action_is_enabled_as_its_row_says(window: MainWindow) -> None:
    """The demo mid-combat, nothing selected, nothing to undo; then out of combat, a selection."""
    window.table.clearSelection()
    enabled = {name: action.isEnabled() for name, action in window.actions_by_name.items()}
    rows = {spec.name: spec.enabled for spec in ACTIONS}
    assert {name for name, when in rows.items() if when is When.IN_COMBAT and enabled[name]} == \
        {name for name, when in rows.items() if when is When.IN_COMBAT}
    assert not enabled["actionStartCombat"] and not enabled["actionUndo"] and not enabled["actionRemove"]
    window.run(EndCombat())
    window.select("goblin-cutthroat")
    assert window.actions_by_name["actionStartCombat"].isEnabled()
    assert window.actions_by_name["actionUndo"].isEnabled() and not window.actions_by_name["actionRedo"].isEnabled()
    assert window.actions_by_name["actionRemove"].isEnabled()
    assert not any(window.actions_by_name[name].isEnabled() for name, when in rows.items() if when is When.IN_COMBAT)
    window.undo()
    assert window.actions_by_name["actionRedo"].isEnabled()


def test_heal_from_the_table_opens_on_the_selected_combatant_and_a_cancel_changes_nothing(
        window: MainWindow) -> None:
    window.select("goblin-cutthroat")
    seen: list[str] = []
    script = when_modal(HealDialog, lambda dialog: (seen.append(dialog.target().id), dialog.reject()))
    logged = len(window.encounter.log)
    window.actions_by_name["actionHeal"].trigger()
    assert script.opened and seen == ["goblin-cutthroat"]
    assert len(window.encounter.log) == logged and window.document.undo_stack.count() == 0


def test_a_roster_action_from_the_table_is_one_undo_step(window: MainWindow, boxes: MessageBoxes) -> None:
    count = len(window.encounter.combatants)
    window.select("goblin-cutthroat")
    window.actions_by_name["actionDuplicate"].trigger()
    assert len(window.encounter.combatants) == count + 1
    window.actions_by_name["actionUndo"].trigger()
    assert len(window.encounter.combatants) == count
    window.actions_by_name["actionRedo"].trigger()
    assert len(window.encounter.combatants) == count + 1
    assert boxes.texts == []


def test_the_main_window_imports_nothing_inside_its_methods() -> None:
    """Lazy imports go through later() stand-ins at the top: one place, not one per method."""
    tree = ast.parse(Path(main_window.__file__).read_text(encoding="utf-8"))
    inside = [f"{function.name}:{node.lineno}" for function in ast.walk(tree)
              if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef))
              for node in ast.walk(function) if isinstance(node, (ast.Import, ast.ImportFrom))]
    assert inside == []


def test_later_imports_on_the_first_attribute_and_fails_loudly() -> None:
    missing = later("gmtracker.ui.shell.no_such_module")  # nothing is imported yet: no error
    assert later_name(missing) == "gmtracker.ui.shell.no_such_module"
    with pytest.raises(ImportError):
        _ = missing.anything
    loader = later("gmtracker.ui.shell.loader")
    assert loader.later is later
    with pytest.raises(AttributeError):
        _ = loader.lader
    with pytest.raises(TypeError):
        later_name(object())


def test_made_makes_once_on_first_use() -> None:
    made: list[int] = []
    holder = Made(lambda: made.append(len(made)) or len(made))
    assert holder.made is None and made == []
    assert holder.get() == 1 and holder.get() == 1 and made == [0]
    assert holder.made == 1
    holder.keep(7)
    assert holder.get() == 7


def test_a_dialog_action_that_is_accepted_pushes_what_the_dialog_built(window: MainWindow) -> None:
    """Rest an hour (B6) through the table's dialog factory: the clock moves, and one undo step takes it back."""
    def rest_an_hour(dialog: RestDialog) -> None:
        assert dialog.span_spin.value() == 1 and dialog.unit_combo.currentText() == "hours"
        assert not dialog.ok_button.isEnabled()  # the hour's recovery checks are still to roll (B8)
        dialog.roll_button.click()
        dialog.ok_button.click()

    clock = window.encounter.turn.clock
    count = window.document.undo_stack.count()
    script = when_modal(RestDialog, rest_an_hour)
    window.actions_by_name["actionRest"].trigger()
    assert script.opened
    assert window.encounter.turn.clock == clock + 600
    assert window.document.undo_stack.count() == count + 1
    window.actions_by_name["actionUndo"].trigger()
    assert window.encounter.turn.clock == clock

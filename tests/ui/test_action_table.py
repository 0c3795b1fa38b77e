"""The action table names what each action runs, and the main window only composes.

Each row of :data:`gmtracker.ui.shell.actions.ACTIONS` names its handler (a main-window
method, or a function of the window imported on the first trigger) or its dialog factory;
the window connects them all the same way, and imports what the first paint does not need
through the one loader (:func:`gmtracker.ui.shell.loader.load`), never inside a method.
(The shortcut collision test is in test_document_and_model.py.)
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path
from typing import Any

import pytest

from gmtracker.ui.dialogs.action_scope import ActionScope
from gmtracker.ui.dialogs.attack_dialog import AttackDialog
from gmtracker.ui.dialogs.check_dialog import CheckDialog
from gmtracker.ui.dialogs.conditions_dialog import ConditionsDialog
from gmtracker.ui.dialogs.damage_dialog import DamageDialog
from gmtracker.ui.dialogs.heal_dialog import HealDialog
from gmtracker.ui.dialogs.percentile_dialog import PercentileDialog
from gmtracker.ui.dialogs.rename_dialog import RenameDialog
from gmtracker.ui.dialogs.rest_dialog import RestDialog
from gmtracker.ui.shell import main_window
from gmtracker.ui.shell.actions import ACTIONS, ActionSpec
from gmtracker.ui.shell.loader import is_target, load
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.modal import MessageBoxes, when_modal

#: What each dialog action opens.
DIALOGS = {"actionCheck": CheckDialog, "actionAttack": AttackDialog, "actionDamage": DamageDialog,
           "actionConditions": ConditionsDialog, "actionHeal": HealDialog, "actionRest": RestDialog,
           "actionPercentileCheck": PercentileDialog, "actionRenameEncounter": RenameDialog}


@pytest.fixture(autouse=True)
def _answered(boxes: MessageBoxes) -> MessageBoxes:
    """Message boxes open for real and are answered (closing the changed window asks to save)."""
    return boxes


def test_every_action_names_exactly_one_handler_or_dialog_factory() -> None:
    unnamed = [spec.name for spec in ACTIONS if bool(spec.handler) == bool(spec.dialog)]
    assert unnamed == []
    assert {spec.name for spec in ACTIONS if spec.dialog} == set(DIALOGS)
    assert all(is_target(spec.dialog) for spec in ACTIONS if spec.dialog)


@pytest.mark.parametrize("spec", [spec for spec in ACTIONS if spec.handler], ids=lambda spec: spec.name)
def test_every_handler_is_a_window_method_or_a_function_of_the_window(spec: ActionSpec) -> None:
    if is_target(spec.handler):
        function = load(spec.handler)
        assert list(inspect.signature(function).parameters) == ["window"]
    else:
        method = getattr(MainWindow, spec.handler)
        assert callable(method)
        if spec.handler == "close":  # QWidget.close: Qt's own slot, no Python signature
            return
        assert [name for name, parameter in inspect.signature(method).parameters.items()
                if parameter.default is inspect.Parameter.empty] == ["self"]


@pytest.mark.parametrize("name", list(DIALOGS))
def test_every_dialog_factory_makes_its_dialog_from_the_scope(qtbot: Any, window: MainWindow, name: str) -> None:
    spec = next(spec for spec in ACTIONS if spec.name == name)
    window.select("goblin-cutthroat")
    scope = window.action_scope()
    assert scope == ActionScope(window.encounter, window.document.dice, window, ("goblin-cutthroat",), window.at_table)
    dialog = load(spec.dialog)(scope)
    try:
        assert type(dialog) is DIALOGS[name]
        assert dialog.parent() is window
    finally:
        dialog.deleteLater()


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
    """Lazy imports go through the loader: one place, not one per method."""
    tree = ast.parse(Path(main_window.__file__).read_text(encoding="utf-8"))
    inside = [f"{function.name}:{node.lineno}" for function in ast.walk(tree)
              if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef))
              for node in ast.walk(function) if isinstance(node, (ast.Import, ast.ImportFrom))]
    assert inside == []


@pytest.mark.parametrize("text, target", [("save", False), ("gmtracker.ui.shell.loader:load", True),
                                          (":load", False), ("gmtracker.ui:", False)])
def test_a_target_has_a_module_and_a_name(text: str, target: bool) -> None:
    assert is_target(text) is target


def test_load_finds_modules_names_and_attributes_and_fails_loudly() -> None:
    assert load("gmtracker.ui.shell.loader:load") is load
    assert load("gmtracker.ui.shell.loader").load is load
    assert load("gmtracker.ui.dialogs.heal_dialog:HealDialog.target") is HealDialog.target
    with pytest.raises(AttributeError):
        load("gmtracker.ui.shell.loader:lode")
    with pytest.raises(ImportError):
        load("gmtracker.ui.shell.no_such_module:load")


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

"""Every dialog of the main window opened the way a GM opens it — its action — and run
through its real ``exec()``: a timer fills it in and presses the button, the real event
loop returns, and the test checks the effect on the encounter and the window.

Issue 11: the settings dialog passed every test that replaced ``exec`` while the real one
deleted it before its values were read. Patching ``exec`` is for plumbing tests only; each
dialog has at least one test here or in test_main_window.py / test_settings_dialog.py.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QLineEdit, QMessageBox

from gmtracker.rules.dice import RandomDice
from gmtracker.ui.dialogs.check_dialog import CheckDialog
from gmtracker.ui.dialogs.conditions_dialog import ConditionsDialog
from gmtracker.ui.dialogs.damage_dialog import DamageDialog
from gmtracker.ui.dialogs.heal_dialog import HealDialog
from gmtracker.ui.dialogs.library_dialog import LibraryDialog
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.conftest import press_ok
from tests.ui.modal import MessageBoxes, run_action, when_modal


@pytest.fixture
def window(window: MainWindow, boxes: MessageBoxes) -> MainWindow:
    """The demo main window of tests/ui/conftest.py, with its own dice seed; message boxes
    are answered."""
    window.document.dice = RandomDice(random.Random(11))
    return window


run = run_action  # the helper's name in this file's tests


def deleted(dialog: Any) -> bool:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return not shiboken6.isValid(dialog)


def test_check_dialog_rolls_and_logs_through_its_real_exec(qtbot: Any, window: MainWindow) -> None:
    window.select("ayla-thornwood")
    logged = len(window.encounter.log)

    def check(dialog: CheckDialog) -> None:
        qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
        assert dialog.ok_button.isEnabled()
        press_ok(dialog)

    dialog = run(window, "actionCheck", when_modal(CheckDialog, check))
    assert [e.kind for e in window.encounter.log[logged:]] == ["check"]
    assert window.encounter.log[-1].actor == "ayla-thornwood"
    assert window.document.undo_stack.count() == 1 and window.isWindowModified()
    assert deleted(dialog)
    window.actions_by_name["actionUndo"].trigger()
    assert len(window.encounter.log) == logged


def test_cancelled_check_changes_nothing(qtbot: Any, window: MainWindow) -> None:
    def cancel(dialog: CheckDialog) -> None:
        qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)

    logged = len(window.encounter.log)
    dialog = run(window, "actionCheck", when_modal(CheckDialog, cancel))
    assert len(window.encounter.log) == logged and window.document.undo_stack.count() == 0
    assert deleted(dialog)


def test_damage_dialog_applies_the_damage_check_through_its_real_exec(qtbot: Any, window: MainWindow) -> None:
    window.select("goblin-cutthroat")
    before = window.encounter.combatant("goblin-cutthroat")
    counts = (before.wounds, before.bruises)

    def damage(dialog: DamageDialog) -> None:
        field = dialog.findChild(QLineEdit, "damageEdit")
        field.selectAll()
        qtbot.keyClicks(field, "30")  # far above any DC: a wound at least
        qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
        press_ok(dialog)

    dialog = run(window, "actionDamage", when_modal(DamageDialog, damage))
    after = window.encounter.combatant("goblin-cutthroat")
    assert (after.wounds, after.bruises) != counts
    assert window.encounter.log[-1].kind == "damage_check"
    assert window.document.undo_stack.count() == 1
    assert deleted(dialog)


def test_B7_heal_with_nothing_to_heal_is_refused_with_a_reason(qtbot: Any, window: MainWindow,
                                                                 boxes: MessageBoxes) -> None:
    """Seed 001 (B7): "减少负伤数（或淤伤数）：每2点治愈加值可以抵消负伤数1点" — a patient with no
    wounds, no bruises and no damage state has nothing to heal: the dialog says why, nothing is logged."""
    window.select("mill-dog")
    logged = len(window.encounter.log)
    seen: list[str] = []

    def heal(dialog: HealDialog) -> None:
        assert dialog.target().id == "mill-dog"
        qtbot.keyClicks(dialog.healing_edit, "1d8+1")
        assert not dialog.ok_button.isEnabled()  # refused at once: OK cannot take it
        qtbot.keyClick(dialog.healing_edit, Qt.Key.Key_Return)
        assert dialog.isVisible()  # refused: the dialog stays open
        seen.append(dialog.error_label.text() if dialog.error_label.isVisible() else "")
        qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)

    run(window, "actionHeal", when_modal(HealDialog, heal))
    assert seen == ["Bramble (mill dog) has no wounds: healing has nothing to lower (B7)"]
    assert len(window.encounter.log) == logged and window.document.undo_stack.count() == 0
    assert boxes.texts == []


def test_conditions_dialog_adds_a_condition_through_its_real_exec(qtbot: Any, window: MainWindow) -> None:
    window.select("grukk")

    def add(dialog: ConditionsDialog) -> None:
        qtbot.keyClicks(dialog.name_edit, "Frightened")
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
        press_ok(dialog)

    dialog = run(window, "actionConditions", when_modal(ConditionsDialog, add))
    assert "Frightened" in [c.name for c in window.encounter.combatant("grukk").conditions]
    assert window.document.undo_stack.count() == 1
    assert deleted(dialog)


def test_save_to_library_then_add_from_library_through_the_real_dialog(qtbot: Any, window: MainWindow) -> None:
    window.select("grukk")
    window.actions_by_name["actionSaveToLibrary"].trigger()
    count = len(window.encounter.combatants)

    def add_two(dialog: LibraryDialog) -> None:
        qtbot.keyClicks(dialog.search, "Grukk")
        assert dialog.list.count() == 1
        dialog.list.setCurrentRow(0)
        dialog.count.setValue(2)
        press_ok(dialog)

    dialog = run(window, "actionAddFromLibrary", when_modal(LibraryDialog, add_two))
    names = [c.name for c in window.encounter.combatants]
    assert len(names) == count + 2 and names[-2:] == ["Grukk the Ogre 2", "Grukk the Ogre 3"]
    assert window.document.undo_stack.count() == 1  # two copies, one undoable step
    assert deleted(dialog)


def test_unsaved_changes_box_cancel_keeps_the_window_and_discard_closes_it(
        qtbot: Any, window: MainWindow, boxes: MessageBoxes) -> None:
    window.select("grukk")
    window.actions_by_name["actionDuplicate"].trigger()
    boxes.answer(QMessageBox.StandardButton.Cancel)
    window.close()
    assert window.isVisible() and window.isWindowModified()
    assert boxes.shown[-1].title == "Unsaved changes"
    assert QMessageBox.StandardButton.Save in boxes.shown[-1].buttons
    boxes.answer(QMessageBox.StandardButton.Discard)
    window.close()
    assert not window.isVisible()
    assert len(boxes.shown) == 2


def test_dice_tray_opens_without_blocking_and_rolls(qtbot: Any, window: MainWindow) -> None:
    window.actions_by_name["actionDiceTray"].trigger()
    tray = window.tray.made
    assert tray is not None and tray.isVisible() and not tray.isModal()
    tray.expression_edit.setText("2d6+1")
    qtbot.mouseClick(tray.roll_button, Qt.MouseButton.LeftButton)
    assert tray.history_list.count() == 1 and "2d6+1" in tray.history_list.item(0).text()
    assert tray.result_label.text()
    assert window.isEnabled()  # the tray is not modal: the GM keeps using the window

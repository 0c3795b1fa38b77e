"""The Conditions dialog driven as a GM would: add, edit and remove conditions; the commands it returns."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from gmtracker.encounter import Encounter, Expiry
from gmtracker.encounter.conditions import AddCondition, EditCondition, RemoveCondition
from gmtracker.ui.dialogs.conditions_dialog import ConditionsDialog
from tests.ui.conftest import open_dialog, press, press_ok


def open_conditions(qtbot: Any, encounter: Encounter, **preselect: Any) -> ConditionsDialog:
    return open_dialog(qtbot, ConditionsDialog(encounter, **preselect))


def shown_rows(dialog: ConditionsDialog) -> list[list[str]]:
    tree = dialog.condition_list
    return [[tree.topLevelItem(row).text(column) for column in range(tree.columnCount())
             if not tree.isColumnHidden(column)]
            for row in range(tree.topLevelItemCount())]


def apply_all(encounter: Encounter, commands: list[Any]) -> None:
    for command in commands:
        command.apply(encounter)


def test_lists_name_note_remaining_expiry_and_anchor(qtbot: Any, demo: Encounter) -> None:
    dialog = open_conditions(qtbot, demo, target="ayla-thornwood")
    assert shown_rows(dialog) == [["Blessed", demo.combatant("ayla-thornwood").conditions[0].note, "3 of 3",
                                   "start of turn", "林月", ""]]
    dialog.target_picker.set_picked(["goblin-lurker"])
    assert shown_rows(dialog)[0][0] == "Hiding" and shown_rows(dialog)[0][2] == "until removed"


def test_add_a_condition_counted_on_another_combatants_turn(qtbot: Any, demo: Encounter) -> None:
    dialog = open_conditions(qtbot, demo, target="grukk")
    qtbot.keyClicks(dialog.name_edit, "Frightened")
    qtbot.keyClicks(dialog.note_edit, "of the talisman")
    dialog.rounds_spin.setValue(2)
    dialog.expiry_combo.setCurrentIndex(dialog.expiry_combo.findData("turn_start"))
    dialog.anchor_combo.setCurrentIndex(dialog.anchor_combo.findData("lin-yue"))
    press(qtbot, dialog.add_button)
    assert shown_rows(dialog) == [["Frightened", "of the talisman", "2 of 2", "start of turn", "林月", ""]]
    assert demo.combatant("grukk").conditions == []  # nothing changes before OK
    press_ok(dialog)
    commands = dialog.commands()
    assert [type(c) for c in commands] == [AddCondition]
    apply_all(demo, commands)
    (condition,) = demo.combatant("grukk").conditions
    assert (condition.name, condition.rounds, condition.expiry, condition.anchor) == (
        "Frightened", 2, Expiry.TURN_START, "lin-yue")


def test_edit_then_remove_in_one_visit_gives_the_commands_in_order(qtbot: Any, demo: Encounter) -> None:
    dialog = open_conditions(qtbot, demo, target="ayla-thornwood")
    dialog.select("blessed")
    assert dialog.name_edit.text() == "Blessed" and dialog.save_button.isEnabled()
    assert not dialog.add_button.isEnabled()
    dialog.remaining_spin.setValue(1)
    press(qtbot, dialog.save_button)
    assert shown_rows(dialog)[0][2] == "1 of 3"
    dialog.target_picker.set_picked(["goblin-lurker"])
    dialog.select("hiding")
    press(qtbot, dialog.remove_button)
    assert shown_rows(dialog) == []
    press_ok(dialog)
    commands = dialog.commands()
    assert [type(c) for c in commands] == [EditCondition, RemoveCondition]
    assert all(c.patch is None for c in commands)  # built afresh on the real encounter
    apply_all(demo, commands)
    assert demo.combatant("ayla-thornwood").conditions[0].remaining == 1
    assert demo.combatant("goblin-lurker").conditions == []
    for command in reversed(commands):
        command.revert(demo)
    assert demo.combatant("goblin-lurker").conditions[0].name == "Hiding"


def test_enter_after_typing_a_name_adds_it(qtbot: Any, demo: Encounter) -> None:
    dialog = open_conditions(qtbot, demo, target="sato-ken")
    qtbot.keyClicks(dialog.name_edit, "Inspired")
    dialog.until_removed.setChecked(True)
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
    apply_all(demo, dialog.commands())
    assert [c.name for c in demo.combatant("sato-ken").conditions] == ["Inspired"]
    assert demo.combatant("sato-ken").conditions[0].rounds is None


def test_a_nameless_condition_is_refused_inline(qtbot: Any, demo: Encounter) -> None:
    dialog = open_conditions(qtbot, demo, target="sato-ken")
    press(qtbot, dialog.add_button)
    assert dialog.error.isVisible() and "name" in dialog.error.text()
    assert shown_rows(dialog) == []


def test_cancel_returns_nothing_and_widgets_are_named(qtbot: Any, demo: Encounter) -> None:
    dialog = open_conditions(qtbot, demo, target="ayla-thornwood")
    dialog.select("blessed")
    press(qtbot, dialog.remove_button)
    for widget in (dialog.target_list, dialog.condition_list, dialog.name_edit, dialog.note_edit,
                   dialog.until_removed, dialog.rounds_spin, dialog.remaining_spin, dialog.expiry_combo,
                   dialog.anchor_combo, dialog.new_button, dialog.add_button, dialog.save_button,
                   dialog.remove_button):
        assert widget.objectName() and widget.accessibleName(), widget
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.result() == QDialog.DialogCode.Rejected and dialog.commands() == []
    assert demo.combatant("ayla-thornwood").conditions  # untouched

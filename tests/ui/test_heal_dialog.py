"""The Heal dialog driven as a GM would: healing (B7) on a count or a recovery check, temporary HP (B3)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialog

from gmtracker.encounter import Encounter
from gmtracker.encounter.actions_care import HealCommand, TempHpCommand
from gmtracker.rules.dice import RandomDice
from gmtracker.rules.wound_codes import DamageState
from gmtracker.ui.dialogs.heal_dialog import HealDialog
from tests.ui.dialog_driver import press_ok, shown


def tick(qtbot: Any, button: Any) -> None:
    """Click a radio button or check box on its indicator, as a GM does, and check it took."""
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))
    assert button.isChecked()


class NoDice:
    """A dice source that fails the test if the dialog rolls when it should not."""

    def roll(self, sides: int) -> int:
        raise AssertionError("no die should be rolled")


def open_dialog(qtbot: Any, encounter: Encounter, dice: Any = None, **preselect: Any) -> HealDialog:
    return shown(qtbot, HealDialog(encounter, dice if dice is not None else NoDice(), **preselect))


def type_healing(qtbot: Any, dialog: HealDialog, text: str) -> None:
    dialog.healing_edit.clear()
    qtbot.keyClicks(dialog.healing_edit, text)


def test_b7_heal_1d8_plus_1_lowers_the_wound_count(qtbot: Any, demo: Encounter) -> None:
    dialog = open_dialog(qtbot, demo, target="lin-yue", healer="ayla-thornwood")
    type_healing(qtbot, dialog, "1d8+1")
    assert dialog.bonus_label.text().startswith("4 ")  # B2: 1d8 → 3, +1
    tick(qtbot, dialog.count_radio)
    tick(qtbot, dialog.wounds_radio)
    assert dialog.count_preview.text() == "Wound count 2 → 0 (4 points used, 0 lost)"
    press_ok(dialog)
    assert dialog.result() == QDialog.DialogCode.Accepted
    command = dialog.command()
    assert isinstance(command, HealCommand)
    command.apply(demo)
    lin = demo.combatant("lin-yue")
    assert (lin.wounds, lin.bruises) == (0, 2)
    assert demo.log[-1].kind == "heal" and demo.log[-1].actor == "ayla-thornwood"


def test_b5_seriously_wounded_disables_lowering_the_wound_count_and_says_why(qtbot: Any, demo: Encounter) -> None:
    dialog = open_dialog(qtbot, demo, target="ayla-thornwood")
    type_healing(qtbot, dialog, "2d8")
    assert not dialog.wounds_radio.isEnabled()
    assert dialog.wounds_reason.isVisible()
    assert "Seriously wounded" in dialog.wounds_reason.text()
    assert not dialog.bruises_radio.isEnabled()  # her bruise count is 0
    assert not dialog.count_radio.isEnabled()
    assert dialog.recovery_radio.isChecked()  # the only use left is the recovery check
    assert dialog.state_combo.currentData() == "seriously_wounded"


def test_b7_b8_recovery_check_paid_by_healing_with_typed_dice(qtbot: Any, demo: Encounter) -> None:
    dialog = open_dialog(qtbot, demo, target="ayla-thornwood")
    type_healing(qtbot, dialog, "1d8+1")
    assert "75%" in dialog.odds_label.text()  # d20 + 4 ≥ 10: naturals 6–20
    tick(qtbot, dialog.dice_choice.radio("enter"))
    box = dialog.dice_choice.entry.findChild(type(dialog.temp_spin), "die0")
    assert box is not None and box.isVisible()
    box.setValue(6)
    assert "success" in dialog.result_label.text()
    press_ok(dialog)
    command = dialog.command()
    assert isinstance(command, HealCommand) and command.natural == 6
    command.apply(demo)
    assert not demo.combatant("ayla-thornwood").has_state(DamageState.SERIOUSLY_WOUNDED)


def test_rolled_recovery_check_uses_the_dialog_dice(qtbot: Any, demo: Encounter) -> None:
    dialog = open_dialog(qtbot, demo, dice=RandomDice(), target="ayla-thornwood")
    type_healing(qtbot, dialog, "1d8+1")
    press_ok(dialog)
    command = dialog.command()
    assert isinstance(command, HealCommand) and command.natural is not None and 1 <= command.natural <= 20


def test_b3_temporary_hit_points_with_a_duration(qtbot: Any, demo: Encounter) -> None:
    dialog = open_dialog(qtbot, demo, target="grukk", healer="goblin-shaman")
    dialog.tabs.setCurrentIndex(1)
    dialog.temp_spin.setValue(8)
    dialog.until_removed.setChecked(False)
    dialog.duration_spin.setValue(2)
    dialog.duration_unit.setCurrentIndex(1)  # minutes
    assert "→" in dialog.temp_preview.text() and "DC" in dialog.temp_preview.text()
    press_ok(dialog)
    command = dialog.command()
    assert isinstance(command, TempHpCommand)
    clock = demo.turn.clock
    command.apply(demo)
    grukk = demo.combatant("grukk")
    assert (grukk.temp_hp, grukk.temp_hp_until) == (8, clock + 20)


def test_a_refusal_is_shown_inline_and_the_dialog_stays_open(qtbot: Any, demo: Encounter) -> None:
    dialog = open_dialog(qtbot, demo, target="lin-yue")
    dialog.healing_edit.clear()
    press_ok(dialog)
    assert dialog.isVisible()
    assert dialog.error.isVisible() and dialog.error.text()
    assert dialog.command() is None


def test_enter_accepts_and_escape_cancels(qtbot: Any, demo: Encounter) -> None:
    dialog = open_dialog(qtbot, demo, target="lin-yue")
    type_healing(qtbot, dialog, "1d4")
    tick(qtbot, dialog.count_radio)
    dialog.healing_edit.setFocus()
    qtbot.keyClick(dialog.healing_edit, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
    other = open_dialog(qtbot, demo, target="lin-yue")
    qtbot.keyClick(other, Qt.Key.Key_Escape)
    assert other.result() == QDialog.DialogCode.Rejected and other.command() is None


def test_names_are_shown_literally_and_widgets_are_named(qtbot: Any) -> None:
    from gmtracker.encounter import Combatant

    encounter = Encounter(combatants=[Combatant(id="x", name="<b>Bold</b>", wounds=1)])
    dialog = open_dialog(qtbot, encounter, target="x")
    assert dialog.target_combo.currentText() == "<b>Bold</b>"
    for widget in (dialog.target_combo, dialog.healer_combo, dialog.healing_edit, dialog.count_radio,
                   dialog.recovery_radio, dialog.wounds_radio, dialog.bruises_radio, dialog.state_combo,
                   dialog.temp_spin, dialog.until_removed, dialog.duration_spin, dialog.duration_unit):
        assert widget.objectName() and widget.accessibleName(), widget
    assert dialog.objectName() == "healDialog"
    assert dialog.sizeHint().height() <= 700


def focus_chain(dialog: HealDialog) -> list[str]:
    """The objectNames Tab visits, in order (visible, enabled, tab-focusable widgets)."""
    names, widget = [], dialog.nextInFocusChain()
    while widget is not dialog:
        if widget.isVisible() and widget.isEnabled() and widget.focusPolicy() & Qt.FocusPolicy.TabFocus \
                and widget.objectName() and not widget.objectName().startswith("qt_"):
            names.append(widget.objectName())
        widget = widget.nextInFocusChain()
    return names


def test_tab_follows_the_reading_order_typed_dice_included(qtbot: Any, demo: Encounter) -> None:
    dialog = open_dialog(qtbot, demo, target="lin-yue")
    tick(qtbot, dialog.recovery_radio)
    tick(qtbot, dialog.dice_choice.radio("enter"))
    assert focus_chain(dialog) == ["targetCombo", "healerCombo", "healTabs", "healingEdit", "countRadio",
                                   "recoveryRadio", "stateCombo", "healDiceRoll", "healDiceEnter", "die0",
                                   "okButton", "cancelButton"]

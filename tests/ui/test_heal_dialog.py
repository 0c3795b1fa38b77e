"""The Heal dialog driven as a GM would: healing (B7) on a count or a recovery check, temporary HP (B3)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from gmtracker.encounter import Encounter
from gmtracker.encounter.actions_care import HealCommand, TempHpCommand
from gmtracker.rules.dice import RandomDice
from gmtracker.rules.wound_codes import DamageState
from gmtracker.storage import load_encounter
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.dialogs.heal_dialog import HealDialog
from tests.ui.conftest import focus_chain, open_dialog, press, press_ok, tick, type_next
from tests.ui.modal import when_modal


class NoDice:
    """A dice source that fails the test if the dialog rolls when it should not."""

    def roll(self, sides: int) -> int:
        raise AssertionError("no die should be rolled")


@pytest.fixture
def demo() -> Encounter:
    return load_encounter(demo_encounter_path())


def open_heal(qtbot: Any, encounter: Encounter, dice: Any = None, **preselect: Any) -> HealDialog:
    return open_dialog(qtbot, HealDialog(encounter, dice if dice is not None else NoDice(), **preselect))


def type_healing(qtbot: Any, dialog: HealDialog, text: str) -> None:
    dialog.healing_edit.clear()
    qtbot.keyClicks(dialog.healing_edit, text)


def only_command(dialog: HealDialog) -> Any:
    (command,) = dialog.commands()
    return command


def test_b7_heal_1d8_plus_1_lowers_the_wound_count(qtbot: Any, demo: Encounter) -> None:
    dialog = open_heal(qtbot, demo, target="lin-yue", healer="ayla-thornwood")
    type_healing(qtbot, dialog, "1d8+1")
    assert dialog.bonus_label.text().startswith("4 ")  # B2: 1d8 → 3, +1
    tick(qtbot, dialog.count_radio)
    tick(qtbot, dialog.wounds_radio)
    assert dialog.count_preview.text() == "Wound count 2 → 0 (4 point(s) used, 0 lost)"  # English forms: .qm
    # Nothing to roll: no Roll, no dice boxes; OK takes the choices as they are.
    assert not dialog.roll_button.isEnabled() and not dialog.enter_dice_button.isEnabled()
    assert dialog.ok_button.isEnabled() and dialog.ok_button.isDefault()
    press_ok(dialog)
    assert dialog.result() == QDialog.DialogCode.Accepted
    command = only_command(dialog)
    assert isinstance(command, HealCommand)
    command.apply(demo)
    lin = demo.combatant("lin-yue")
    assert (lin.wounds, lin.bruises) == (0, 2)
    assert demo.log[-1].kind == "heal" and demo.log[-1].actor == "ayla-thornwood"


def test_b5_seriously_wounded_disables_lowering_the_wound_count_and_says_why(qtbot: Any, demo: Encounter) -> None:
    dialog = open_heal(qtbot, demo, target="ayla-thornwood")
    type_healing(qtbot, dialog, "2d8")
    assert not dialog.wounds_radio.isEnabled()
    assert dialog.wounds_reason.isVisible()
    assert "Seriously wounded" in dialog.wounds_reason.text()
    assert not dialog.bruises_radio.isEnabled()  # her bruise count is 0
    assert not dialog.count_radio.isEnabled()
    assert dialog.recovery_radio.isChecked()  # the only use left is the recovery check
    assert dialog.state_combo.currentData() == "seriously_wounded"


def test_b7_b8_recovery_check_paid_by_healing_with_typed_dice_through_exec(qtbot: Any, demo: Encounter) -> None:
    dialog = HealDialog(demo, NoDice(), target="ayla-thornwood")
    qtbot.addWidget(dialog)
    seen: dict[str, Any] = {}

    def script(shown: HealDialog) -> None:
        type_healing(qtbot, shown, "1d8+1")
        seen["odds"] = dict(shown.odds_view.odds())  # d20 + 4 ≥ 10: naturals 6–20
        seen["summary"] = shown.odds_summary.text()
        assert not shown.ok_button.isEnabled()  # the recovery check's d20 is not in yet
        press(qtbot, shown.enter_dice_button)
        (need,) = shown.dice_entry.needs()
        assert (need.purpose, need.combatant, need.sides) == ("healing_recovery_check", "ayla-thornwood", 20)
        assert not shown.ok_button.isEnabled()
        qtbot.keyClick(shown.dice_entry.boxes()[0], Qt.Key.Key_Return)  # untyped: Enter does not accept
        assert shown.isVisible() and not shown.ok_button.isEnabled()
        type_next(qtbot, shown, [6])
        seen["result"] = shown.result_label.text()
        qtbot.keyClick(shown.dice_entry.boxes()[0], Qt.Key.Key_Return)  # all typed: Enter accepts

    when_modal(HealDialog, script)
    assert dialog.exec() == QDialog.DialogCode.Accepted
    assert seen["odds"] == {"seriously wounded ends": Fraction(3, 4), "nothing changes": Fraction(1, 4)}
    assert seen["summary"] == "d20 +4 against DC 10 (B8)"
    assert "d20 6 + 4 = 10 vs DC 10" in seen["result"] and "success" in seen["result"]
    command = only_command(dialog)
    assert isinstance(command, HealCommand) and command.natural == 6
    command.apply(demo)
    assert not demo.combatant("ayla-thornwood").has_state(DamageState.SERIOUSLY_WOUNDED)


def test_rolled_recovery_check_uses_the_dialog_dice_and_shows_the_result_before_ok(
        qtbot: Any, demo: Encounter) -> None:
    dialog = open_heal(qtbot, demo, dice=RandomDice(), target="ayla-thornwood")
    type_healing(qtbot, dialog, "1d8+1")
    assert dialog.roll_button.isDefault() and not dialog.ok_button.isEnabled()
    press(qtbot, dialog.roll_button)
    assert "recovery check of seriously wounded: d20" in dialog.result_label.text()
    assert not dialog.healing_edit.isEnabled()  # the choices are locked once the die is in
    press_ok(dialog)
    command = only_command(dialog)
    assert isinstance(command, HealCommand) and command.natural is not None and 1 <= command.natural <= 20


def test_back_drops_the_rolled_die(qtbot: Any, demo: Encounter) -> None:
    dialog = open_heal(qtbot, demo, dice=RandomDice(), target="ayla-thornwood")
    type_healing(qtbot, dialog, "1d8+1")
    press(qtbot, dialog.roll_button)
    press(qtbot, dialog.back_button)
    assert dialog.result_label.text() == "" and not dialog.ok_button.isEnabled()
    assert dialog.healing_edit.isEnabled()


def test_b3_temporary_hit_points_with_a_duration(qtbot: Any, demo: Encounter) -> None:
    dialog = open_heal(qtbot, demo, target="grukk", healer="goblin-shaman")
    dialog.tabs.setCurrentIndex(1)
    dialog.temp_spin.setValue(8)
    dialog.until_removed.setChecked(False)
    dialog.duration_spin.setValue(2)
    dialog.duration_unit.setCurrentIndex(1)  # minutes
    assert "→" in dialog.temp_preview.text() and "DC" in dialog.temp_preview.text()
    assert dialog.ok_button.isEnabled() and not dialog.roll_button.isEnabled()
    press_ok(dialog)
    command = only_command(dialog)
    assert isinstance(command, TempHpCommand)
    clock = demo.turn.clock
    command.apply(demo)
    grukk = demo.combatant("grukk")
    assert (grukk.temp_hp, grukk.temp_hp_until) == (8, clock + 20)


def test_a_refusal_is_shown_inline_and_the_dialog_stays_open(qtbot: Any, demo: Encounter) -> None:
    dialog = open_heal(qtbot, demo, target="lin-yue")
    dialog.healing_edit.clear()
    press_ok(dialog)
    assert dialog.isVisible() and not dialog.ok_button.isEnabled()
    assert dialog.error_label.isVisible() and dialog.error_label.text() == "Type the healing dice (e.g. 1d8+1)."
    assert dialog.commands() == []


def test_enter_accepts_and_escape_cancels(qtbot: Any, demo: Encounter) -> None:
    dialog = open_heal(qtbot, demo, target="lin-yue")
    type_healing(qtbot, dialog, "1d4")
    tick(qtbot, dialog.count_radio)
    dialog.healing_edit.setFocus()
    qtbot.keyClick(dialog.healing_edit, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
    other = open_heal(qtbot, demo, target="lin-yue")
    qtbot.keyClick(other, Qt.Key.Key_Escape)
    assert other.result() == QDialog.DialogCode.Rejected and other.commands() == []


def test_names_are_shown_literally_and_widgets_are_named(qtbot: Any) -> None:
    from gmtracker.encounter import Combatant

    encounter = Encounter(combatants=[Combatant(id="x", name="<b>Bold</b>", wounds=1)])
    dialog = open_heal(qtbot, encounter, target="x")
    assert dialog.target_picker.current() == "x" and dialog.target_list.item(0).text() == "<b>Bold</b>"
    for widget in (dialog.target_list, dialog.healer_combo, dialog.healing_edit, dialog.count_radio,
                   dialog.recovery_radio, dialog.wounds_radio, dialog.bruises_radio, dialog.state_combo,
                   dialog.temp_spin, dialog.until_removed, dialog.duration_spin, dialog.duration_unit):
        assert widget.objectName() and widget.accessibleName(), widget
    assert dialog.objectName() == "healDialog"
    assert dialog.sizeHint().height() <= 700


def test_tab_follows_the_reading_order_typed_dice_included(qtbot: Any, demo: Encounter) -> None:
    dialog = open_heal(qtbot, demo, target="lin-yue")
    tick(qtbot, dialog.recovery_radio)
    type_healing(qtbot, dialog, "1d6")
    chain = focus_chain(dialog)
    assert chain[chain.index("targetCombo"):] + chain[:chain.index("targetCombo")] == [
        "targetCombo", "healerCombo", "healTabs", "healingEdit", "countRadio", "recoveryRadio", "stateCombo",
        "rollButton", "enterDiceButton", "cancelButton"]
    press(qtbot, dialog.enter_dice_button)
    qtbot.waitUntil(lambda: dialog.dice_entry.boxes()[0].isVisible())
    chain = focus_chain(dialog)
    assert "die0" in chain and "backButton" in chain
    assert "targetCombo" not in chain and "healingEdit" not in chain  # the choices are locked while typing

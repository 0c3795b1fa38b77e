"""The 1D100 check dialog driven as a GM would: normal checks (C3, C4), versus one against many (C5–C8)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel

from gmtracker.encounter import Encounter
from gmtracker.encounter.actions_percentile import PercentileCheckCommand
from gmtracker.storage import load_encounter
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.dialogs.percentile_dialog import PercentileDialog
from gmtracker.ui.words.log_lines import entry_line
from tests.ui.conftest import enter_dice, open_dialog, press, press_ok, tick, type_next
from tests.ui.modal import when_modal


class FixedDice:
    def __init__(self, *values: int) -> None:
        self.values = list(values)

    def roll(self, sides: int) -> int:
        assert sides == 100
        return self.values.pop(0)


@pytest.fixture
def demo() -> Encounter:
    return load_encounter(demo_encounter_path())


def open_percentile(qtbot: Any, encounter: Encounter, dice: Any = None, **preselect: Any) -> PercentileDialog:
    return open_dialog(qtbot, PercentileDialog(encounter, dice if dice is not None else FixedDice(), **preselect))


def only_command(dialog: PercentileDialog) -> PercentileCheckCommand:
    (command,) = dialog.commands()
    assert isinstance(command, PercentileCheckCommand)
    return command


def test_c8_versus_two_targets_with_one_active_roll_typed_through_exec(qtbot: Any, demo: Encounter) -> None:
    dialog = PercentileDialog(demo, FixedDice(), actor="ayla-thornwood", targets=["goblin-archer", "goblin-archer-2"])
    qtbot.addWidget(dialog)
    seen: dict[str, Any] = {}

    def script(shown: PercentileDialog) -> None:
        assert shown.versus_radio.isChecked()
        assert shown.active_base.currentData() == "accuracy"  # 65: +6
        rows = shown.target_rows()
        assert rows["goblin-archer"].check.isChecked() and rows["goblin-archer-2"].check.isChecked()
        assert rows["goblin-archer"].base.currentData() == "evasion"  # 35: +3
        seen["odds"] = rows["goblin-archer"].odds.text()
        seen["specials"] = shown.findChild(QLabel, "specialsLabel").text()
        press(qtbot, shown.enter_dice_button)
        assert [(n.purpose, n.combatant) for n in shown.dice_entry.needs()] == [
            ("percentile_check", "ayla-thornwood"), ("percentile_check", "goblin-archer"),
            ("percentile_check", "goblin-archer-2")]  # one active roll against both (C8)
        type_next(qtbot, shown, [50, 40])
        assert not shown.ok_button.isEnabled()  # the third die is not typed yet
        qtbot.keyClick(shown.dice_entry.boxes()[2], Qt.Key.Key_Return)
        assert shown.isVisible()
        type_next(qtbot, shown, [97])  # active 56; archer 43; archer 2: 100, a critical
        seen["result"] = shown.result_label.text()
        qtbot.keyClick(shown.dice_entry.boxes()[2], Qt.Key.Key_Return)

    when_modal(PercentileDialog, script)
    assert dialog.exec() == QDialog.DialogCode.Accepted
    assert seen["odds"].endswith("%") and "96–100" in seen["specials"]  # C6 from the settings
    assert seen["result"].count("\n") == 1 and "= 56" in seen["result"]
    command = only_command(dialog)
    command.apply(demo)
    entries = demo.log[-2:]
    assert [entry.kind for entry in entries] == ["percentile_vs", "percentile_vs"]
    assert [entry.targets for entry in entries] == [["goblin-archer"], ["goblin-archer-2"]]
    results = [entry.json_record["result"] for entry in entries if entry.json_record is not None]
    assert [r["outcome"] for r in results] == ["success", "failure"]
    assert [r["decided_by"] for r in results] == ["values", "special"]
    assert results[0]["active"] == results[1]["active"]  # one active roll for both (C8)
    names = {c.id: c.name for c in demo.combatants}
    assert seen["result"].split("\n") == [entry_line(entry, names) for entry in entries]  # shown as it is logged


def test_c3_c4_normal_check_with_a_difficulty_band(qtbot: Any, demo: Encounter) -> None:
    dialog = open_percentile(qtbot, demo, actor="lin-yue")
    assert dialog.normal_radio.isChecked() and dialog.active_base.currentData() is None
    dialog.band_combo.setFocus()
    while dialog.band_combo.currentData() != "hard":
        qtbot.keyClick(dialog.band_combo, Qt.Key.Key_Down)
    assert dialog.target_spin.value() == 60  # the band's lowest target value
    assert dict(dialog.odds_view.odds())["success"] == Fraction(2, 5)  # 1D100 must exceed 60; criticals inside
    assert dialog.odds_summary.text() == "1D100 +0 must exceed 60"
    enter_dice(qtbot, dialog, [61])
    assert "success" in dialog.result_label.text()
    press_ok(dialog)
    command = only_command(dialog)
    assert command.target_value == 60
    command.apply(demo)
    record = demo.log[-1].json_record
    assert record is not None and record["result"]["difficulty"] == "hard"
    assert record["result"]["outcome"] == "success"


def test_target_value_moves_the_band(qtbot: Any, demo: Encounter) -> None:
    dialog = open_percentile(qtbot, demo, actor="lin-yue")
    dialog.target_spin.setValue(95)
    assert dialog.band_combo.currentData() == "very_hard"
    dialog.target_spin.setValue(5)
    assert dialog.band_combo.currentData() == "trivial"


def test_c7_forced_result_decides_before_the_dice(qtbot: Any, demo: Encounter) -> None:
    dialog = open_percentile(qtbot, demo, actor="sato-ken", targets=["grukk"])
    forced = dialog.target_rows()["grukk"].forced
    forced.setCurrentIndex(forced.findData("failure"))
    assert dialog.target_rows()["grukk"].odds.text() == "forced"
    enter_dice(qtbot, dialog, [99, 1])
    press_ok(dialog)
    command = only_command(dialog)
    command.apply(demo)
    assert demo.log[-1].json_record is not None and demo.log[-1].json_record["result"]["decided_by"] == "forced"


def test_roll_uses_the_dialog_dice_active_first_and_shows_the_result_before_ok(qtbot: Any, demo: Encounter) -> None:
    dialog = open_percentile(qtbot, demo, FixedDice(70, 20), actor="grukk", targets=["sato-ken"])
    assert dialog.roll_button.isDefault() and not dialog.ok_button.isEnabled()
    qtbot.keyClick(dialog, Qt.Key.Key_Return)  # Enter rolls
    assert dialog.isVisible() and dialog.commands() == []
    assert "d100 70" in dialog.result_label.text()
    assert dialog.ok_button.isDefault()
    qtbot.keyClick(dialog, Qt.Key.Key_Return)  # Enter applies
    command = only_command(dialog)
    assert command.active.natural == 70 and command.passives[0].natural == 20


def test_versus_without_targets_is_refused_inline(qtbot: Any, demo: Encounter) -> None:
    dialog = open_percentile(qtbot, demo, actor="grukk")
    tick(qtbot, dialog.versus_radio)
    assert dialog.error_label.text() == "Tick at least one target for a versus check."
    assert not dialog.roll_button.isEnabled() and not dialog.ok_button.isEnabled()
    press_ok(dialog)
    assert dialog.isVisible() and dialog.commands() == []


def test_the_gm_may_roll_a_normal_check_for_nobody(qtbot: Any, demo: Encounter) -> None:
    dialog = open_percentile(qtbot, demo, FixedDice(50))
    assert dialog.active_combo.currentData() is None
    tick(qtbot, dialog.versus_radio)
    assert dialog.active_combo.currentData() is not None  # a versus check needs an active combatant
    tick(qtbot, dialog.normal_radio)
    dialog.active_combo.setCurrentIndex(0)
    press(qtbot, dialog.roll_button)
    assert "50" in dialog.result_label.text()
    press_ok(dialog)
    assert only_command(dialog).active.combatant is None


def test_escape_cancels_and_widgets_are_named(qtbot: Any, demo: Encounter) -> None:
    dialog = open_percentile(qtbot, demo, actor="grukk", targets=["sato-ken"])
    widgets = [dialog.normal_radio, dialog.versus_radio, dialog.active_combo, dialog.active_base,
               dialog.active_modifier, dialog.target_spin, dialog.band_combo, dialog.forced_combo]
    for row in dialog.target_rows().values():
        widgets += [row.check, row.base, row.modifier, row.forced]
    for widget in widgets:
        assert widget.objectName() and widget.accessibleName(), widget
    assert dialog.width() <= 1366 and dialog.height() <= 768
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.result() == QDialog.DialogCode.Rejected and dialog.commands() == []


def test_C7_simultaneous_actions_a_tie_goes_to_the_PC_in_the_dialog_and_the_log(qtbot: Any, demo: Encounter) -> None:
    """C7, seed 002: "「通常判定」、「VS判定」において、何らかの理由によって決着がつかなかった場合は、
    プレイヤーキャラクターの行動や判定が優先されます。" — simultaneous actions (no active side):
    the dialog shows the PC winning a tie, and the log says player priority decided it."""
    dialog = open_percentile(qtbot, demo, actor="grukk", targets=["sato-ken"])  # a non-PC and a PC
    tick(qtbot, dialog.simultaneous_check)
    row = dialog.target_rows()["sato-ken"]
    row.base.setCurrentIndex(row.base.findData("accuracy"))  # both accuracy 60: +6
    assert dialog.active_base.currentData() == "accuracy"
    enter_dice(qtbot, dialog, [50, 50])  # 56 against 56
    sato = demo.combatant("sato-ken").name
    assert dialog.result_label.text().endswith(f"act at once: {sato} wins (player priority)")
    press_ok(dialog)
    command = only_command(dialog)
    assert command.simultaneous
    entry = command.apply(demo)
    assert entry is not None and entry.kind == "percentile_simultaneous" and entry.json_record is not None
    assert (entry.json_record["result"]["winner"], entry.json_record["result"]["decided_by"]) == ("sato-ken", "player_priority")
    names = {c.id: c.name for c in demo.combatants}
    assert entry_line(entry, names).endswith(f"act at once: {sato} wins (player priority)")


def test_C7_simultaneous_actions_between_two_non_PCs_ask_for_the_roll_off_dice(qtbot: Any, demo: Encounter) -> None:
    """C7 ruling: two non-PCs tied roll 1D100 off, rerolling ties; typed, each pair is asked for in turn."""
    dialog = open_percentile(qtbot, demo, actor="goblin-archer", targets=["goblin-archer-2", "grukk"])
    tick(qtbot, dialog.simultaneous_check)
    assert not dialog.error_label.isHidden()  # two targets: simultaneous actions are between two combatants
    assert not dialog.roll_button.isEnabled()
    dialog.target_rows()["grukk"].check.setChecked(False)
    row = dialog.target_rows()["goblin-archer-2"]
    row.base.setCurrentIndex(row.base.findData("accuracy"))
    press(qtbot, dialog.enter_dice_button)
    type_next(qtbot, dialog, [40, 40])  # 45 against 45: the roll-off dice are asked for
    assert [need.purpose for need in dialog.dice_entry.needs()] == ["percentile_check"] * 2 + ["roll_off"] * 2
    type_next(qtbot, dialog, [9, 9])  # a tie again: one more pair
    assert len(dialog.dice_entry.needs()) == 6 and not dialog.ok_button.isEnabled()
    type_next(qtbot, dialog, [80, 3])
    archer = demo.combatant("goblin-archer").name
    assert f"{archer} wins" in dialog.result_label.text() and "roll-off" in dialog.result_label.text()
    press_ok(dialog)
    assert only_command(dialog).roll_off == ((9, 9), (80, 3))


def test_C7_a_rolled_roll_off_is_shown_in_the_dialog_before_OK(qtbot: Any, demo: Encounter) -> None:
    dialog = open_percentile(qtbot, demo, FixedDice(40, 40, 9, 9, 3, 80), actor="goblin-archer",
                         targets=["goblin-archer-2"])
    tick(qtbot, dialog.simultaneous_check)
    row = dialog.target_rows()["goblin-archer-2"]
    row.base.setCurrentIndex(row.base.findData("accuracy"))  # 45 against 45
    press(qtbot, dialog.roll_button)
    second = demo.combatant("goblin-archer-2").name
    assert f"{second} wins" in dialog.result_label.text()
    press_ok(dialog)
    assert only_command(dialog).roll_off == ((9, 9), (3, 80))


def test_C7_simultaneous_actions_forced_by_the_GM_in_the_dialog(qtbot: Any, demo: Encounter) -> None:
    dialog = open_percentile(qtbot, demo, actor="grukk", targets=["sato-ken"])
    tick(qtbot, dialog.simultaneous_check)
    row = dialog.target_rows()["sato-ken"]
    row.forced.setCurrentIndex(row.forced.findData("success"))  # the first side's result: Grukk wins
    enter_dice(qtbot, dialog, [1, 99])
    grukk = demo.combatant("grukk").name
    assert f"{grukk} wins" in dialog.result_label.text()

"""The Rest / advance time dialog driven as a GM would (B6, B8, B12; B5 while someone is dying)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from gmtracker.encounter import Combatant, Encounter, StateEntry
from gmtracker.encounter.actions_rest import AdvanceTimeCommand
from gmtracker.rules.wound_codes import DamageState
from gmtracker.storage import load_encounter
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.dialogs.rest_dialog import MODES, RestDialog
from tests.ui.conftest import focus_chain, open_dialog, press, press_ok, tick, type_next
from tests.ui.modal import when_modal


class NoDice:
    def roll(self, sides: int) -> int:
        raise AssertionError("no die should be rolled")


class FixedDice:
    def __init__(self, value: int) -> None:
        self.value = value
        self.rolled = 0

    def roll(self, sides: int) -> int:
        self.rolled += 1
        return self.value


@pytest.fixture
def demo() -> Encounter:
    return load_encounter(demo_encounter_path())


def open_rest(qtbot: Any, encounter: Encounter, dice: Any = None) -> RestDialog:
    return open_dialog(qtbot, RestDialog(encounter, dice if dice is not None else NoDice()))


def only_command(dialog: RestDialog) -> AdvanceTimeCommand:
    (command,) = dialog.commands()
    assert isinstance(command, AdvanceTimeCommand)
    return command


def test_b6_b8_rest_one_hour_with_an_entered_recovery_check_through_exec(qtbot: Any, demo: Encounter) -> None:
    dialog = RestDialog(demo, NoDice())
    qtbot.addWidget(dialog)
    seen: dict[str, Any] = {}

    def script(shown: RestDialog) -> None:
        assert shown.unit_combo.currentText() == "hours" and shown.span_spin.value() == 1
        rows = shown.due_rows()
        assert set(rows) == {("ayla-thornwood", DamageState.SERIOUSLY_WOUNDED),
                             ("goblin-cutthroat", DamageState.SERIOUSLY_WOUNDED),
                             ("lin-yue", DamageState.DISABLED)}
        seen["odds"] = rows[("ayla-thornwood", DamageState.SERIOUSLY_WOUNDED)].odds.text()
        for key in (("goblin-cutthroat", DamageState.SERIOUSLY_WOUNDED), ("lin-yue", DamageState.DISABLED)):
            rows[key].mode.setCurrentIndex(MODES.index("skip"))
        assert not shown.ok_button.isEnabled()  # Ayla's check is still to roll
        press(qtbot, shown.enter_dice_button)
        (need,) = shown.dice_entry.needs()
        assert (need.purpose, need.combatant, need.state) == ("recovery_check", "ayla-thornwood", "seriously_wounded")
        qtbot.keyClick(shown.dice_entry.boxes()[0], Qt.Key.Key_Return)  # untyped: Enter does not accept
        assert shown.isVisible() and not shown.ok_button.isEnabled()
        type_next(qtbot, shown, [15])  # d20 15 + 1 (Con 12) ≥ DC 10: the state ends, no more dice
        assert len(shown.dice_entry.needs()) == 1
        seen["summary"] = shown.summary.toPlainText()
        qtbot.keyClick(shown.dice_entry.boxes()[0], Qt.Key.Key_Return)

    when_modal(RestDialog, script)
    assert dialog.exec() == QDialog.DialogCode.Accepted
    assert seen["odds"] == "1 × d20 +1 against DC 10, 60% each"
    assert "Ayla Thornwood: rests; seriously wounded ends" in seen["summary"]
    assert "林月: rests" in seen["summary"] and "wound count 2 → 1" in seen["summary"]
    command = only_command(dialog)
    assert command.rounds == 600
    command.apply(demo)
    assert demo.turn.clock == 600
    assert not demo.combatant("ayla-thornwood").has_state(DamageState.SERIOUSLY_WOUNDED)
    assert demo.combatant("lin-yue").wounds == 1  # one hour of rest (B6)
    assert demo.combatant("lin-yue").has_state(DamageState.DISABLED)  # its check was left for later
    assert demo.combatant("old-bram").bruises == 0  # a minute of rest per bruise


def test_rolled_checks_use_the_dialog_dice(qtbot: Any, demo: Encounter) -> None:
    dice = FixedDice(20)
    dialog = open_rest(qtbot, demo, dice)
    assert dialog.roll_button.isDefault() and not dialog.ok_button.isEnabled()
    press(qtbot, dialog.roll_button)
    assert dice.rolled == 3 and "d20 20" in dialog.due_rows()[("lin-yue", DamageState.DISABLED)].result.text()
    press_ok(dialog)
    command = only_command(dialog)
    command.apply(demo)
    assert not demo.combatant("lin-yue").has_state(DamageState.DISABLED)  # 20 + 0 ≥ DC 20


def test_b8_long_rest_typed_checks_stop_at_the_first_success(qtbot: Any, demo: Encounter) -> None:
    dialog = open_rest(qtbot, demo)
    dialog.span_spin.setValue(3)  # three hours: three checks of each state may fall due
    for key, row in dialog.due_rows().items():
        if key != ("ayla-thornwood", DamageState.SERIOUSLY_WOUNDED):
            row.mode.setCurrentIndex(MODES.index("skip"))
    press(qtbot, dialog.enter_dice_button)
    type_next(qtbot, dialog, [2])  # fails: the next hour's d20 is asked for
    type_next(qtbot, dialog, [18])  # ends it: no third
    assert len(dialog.dice_entry.needs()) == 2 and dialog.ok_button.isEnabled()
    press_ok(dialog)
    command = only_command(dialog)
    assert command.recovery["ayla-thornwood"][DamageState.SERIOUSLY_WOUNDED] == (2, 18)


def test_nothing_to_roll_ok_takes_the_choices(qtbot: Any, demo: Encounter) -> None:
    dialog = open_rest(qtbot, demo)
    for row in dialog.due_rows().values():
        row.mode.setCurrentIndex(MODES.index("skip"))
    assert dialog.ok_button.isEnabled() and not dialog.roll_button.isEnabled()
    press_ok(dialog)
    assert only_command(dialog).rounds == 600


def test_b8_take_10_only_while_resting(qtbot: Any, demo: Encounter) -> None:
    dialog = open_rest(qtbot, demo)
    row = dialog.due_rows()[("lin-yue", DamageState.DISABLED)]
    take_10 = row.mode.model().item(MODES.index("take10"))  # type: ignore[attr-defined]
    take_20 = row.mode.model().item(MODES.index("take20"))  # type: ignore[attr-defined]
    assert take_10.isEnabled() and not take_20.isEnabled()  # one period due: no take 20
    row.mode.setCurrentIndex(MODES.index("take10"))
    dialog.set_resting("lin-yue", False)
    assert not take_10.isEnabled()
    assert row.mode.currentIndex() == MODES.index("roll")
    assert not dialog.all_rest.isChecked()
    resting = dialog.resting()
    assert isinstance(resting, list) and "lin-yue" not in resting and "ayla-thornwood" in resting


def test_changing_the_span_lists_the_new_checks(qtbot: Any, demo: Encounter) -> None:
    dialog = open_rest(qtbot, demo)
    dialog.unit_combo.setCurrentIndex(1)  # 1 minute: no hour-long period ends
    assert dialog.due_rows() == {}
    assert "0:00 elapsed → 1:00 elapsed (1 min later)" in dialog.clock_label.text()
    dialog.span_spin.setValue(20)
    dialog.unit_combo.setCurrentIndex(2)  # 20 hours: take 20 becomes possible
    row = dialog.due_rows()[("lin-yue", DamageState.DISABLED)]
    assert row.mode.model().item(MODES.index("take20")).isEnabled()  # type: ignore[attr-defined]


def dying_encounter() -> Encounter:
    return Encounter(combatants=[
        Combatant(id="orc", name="Orc", wounds=2, states=[StateEntry(DamageState.SERIOUSLY_WOUNDED),
                                                          StateEntry(DamageState.UNCONSCIOUS)]),
        Combatant(id="hero", name="Hero", bruises=4),
    ])


def test_b5_dying_refusal_is_explained_and_can_be_overridden(qtbot: Any) -> None:
    encounter = dying_encounter()
    dialog = open_rest(qtbot, encounter, FixedDice(1))
    dialog.unit_combo.setCurrentIndex(0)  # rounds
    dialog.span_spin.setValue(5)
    assert dialog.dying_label.isVisible() and "Orc" in dialog.dying_label.text()
    assert dialog.ignore_dying.isVisible()
    assert not dialog.error_label.isHidden() and "dying" in dialog.error_label.text()
    assert not dialog.roll_button.isEnabled() and not dialog.ok_button.isEnabled()
    press_ok(dialog)
    assert dialog.isVisible() and dialog.commands() == []
    tick(qtbot, dialog.ignore_dying)  # on the box
    press_ok(dialog)  # no recovery check falls due in 5 rounds: nothing to roll
    command = only_command(dialog)
    assert command.ignore_dying
    command.apply(encounter)
    assert encounter.turn.clock == 5
    assert not encounter.combatant("orc").has_state(DamageState.DEAD)


def test_escape_cancels_and_widgets_are_named(qtbot: Any, demo: Encounter) -> None:
    dialog = open_rest(qtbot, demo)
    for widget in (dialog.span_spin, dialog.unit_combo, dialog.all_rest, dialog.resting_list, dialog.summary,
                   *(row.mode for row in dialog.due_rows().values())):
        assert widget.objectName() and widget.accessibleName()
    assert dialog.width() <= 1366 and dialog.height() <= 768
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.result() == QDialog.DialogCode.Rejected and dialog.commands() == []


def test_tab_goes_through_the_due_checks_before_ok(qtbot: Any, demo: Encounter) -> None:
    dialog = open_rest(qtbot, demo)
    names = focus_chain(dialog)
    names = names[names.index("spanSpin"):] + names[:names.index("spanSpin")]  # Tab goes round
    assert names == ["spanSpin", "spanUnitCombo", "allRestCheck", "restingList",
                     "mode_ayla-thornwood_seriously_wounded", "mode_goblin-cutthroat_seriously_wounded",
                     "mode_lin-yue_disabled", "summaryText", "rollButton", "enterDiceButton", "cancelButton"]


def test_b6_d2_the_summary_shows_the_rest_carried_towards_the_next_wound(qtbot: Any) -> None:
    """Seed 001: "静养休息每小时负伤数减少1点"; D2: two 30-minute rests are one hour of rest."""
    encounter = Encounter(name="camp", combatants=[Combatant(id="kim", name="Kim", wounds=3, bruises=2)])
    dialog = open_rest(qtbot, encounter)
    dialog.span_spin.setValue(5)
    dialog.unit_combo.setCurrentIndex(0)  # rounds
    assert ("Kim: rests; 5 round(s) of 1 h towards the next wound; 5 round(s) of 1 min towards the next bruise"
            in dialog.summary.toPlainText())
    dialog.span_spin.setValue(25)
    dialog.unit_combo.setCurrentIndex(1)  # minutes
    assert "Kim: rests; bruise count 2 → 0; 25 min of 1 h towards the next wound" in dialog.summary.toPlainText()
    dialog.span_spin.setValue(205)
    dialog.unit_combo.setCurrentIndex(0)  # rounds: 20 min 5 rounds, bruises gone
    assert "20 min 5 round(s) of 1 h towards the next wound" in dialog.summary.toPlainText()
    press_ok(dialog)
    command = only_command(dialog)
    command.apply(encounter)
    dialog = open_rest(qtbot, encounter)
    dialog.span_spin.setValue(40)
    dialog.unit_combo.setCurrentIndex(1)
    summary = dialog.summary.toPlainText()
    assert ("Kim: rests; wound count 3 → 2; continues the last rest (20 min 5 round(s) of rest carried over); "
            "5 round(s) of 1 h towards the next wound") in summary


def test_b12_rest_speaks_of_time_as_the_banner_does_through_the_window(qtbot: Any, window: Any) -> None:
    """Issue 26 item 8 (B12: a round is 6 s): in round 4 (the clock at 3 rounds passed) the banner says
    "Round 4 · … · 0:18 elapsed"; the Rest dialog, opened by the window's action and cancelled through
    its real exec(), says the same 0:18 and the hour after it, never "round 3 → round 603"."""
    import msgspec

    encounter = window.encounter
    encounter.turn = msgspec.structs.replace(encounter.turn, round=4, clock=3)
    window._refresh_banner()
    banner = window.round_label.text()
    assert banner.startswith("Round 4 · ") and banner.endswith("0:18 elapsed")
    seen: dict[str, str] = {}

    def script(shown: RestDialog) -> None:
        seen["clock"] = shown.clock_label.text()
        qtbot.keyClick(shown.span_spin, Qt.Key.Key_Escape)

    when_modal(RestDialog, script)
    window.actions_by_name["actionRest"].trigger()
    assert seen["clock"] == "Time: 0:18 elapsed → 1:00:18 elapsed (1 h later)\nThe combat stays in round 4."
    assert "round 3" not in seen["clock"] and "603" not in seen["clock"]


def test_the_summary_names_the_resources_a_rest_refills_and_ok_refills_them(qtbot: Any) -> None:
    """Issue 29 item 4 (ruling: a minute's rest refills ``minute``, an hour's ``hour`` too)."""
    from gmtracker.encounter.model import Refill, Resource

    kim = Combatant(id="kim", name="Kim", resources=[Resource(id="arrows", name="Arrows", maximum=20, left=3),
                                                     Resource(id="rage", name="Rage", maximum=2, left=0,
                                                              refill=Refill.MINUTE)])
    encounter = Encounter(name="camp", combatants=[kim])
    dialog = open_rest(qtbot, encounter)
    dialog.span_spin.setValue(1)
    dialog.unit_combo.setCurrentIndex(1)  # a minute
    summary = dialog.summary.toPlainText()
    assert "Kim: rests; Rage refilled (0 → 2)" in summary and "Arrows" not in summary
    dialog.unit_combo.setCurrentIndex(2)  # an hour
    assert "Kim: rests; Arrows refilled (3 → 20); Rage refilled (0 → 2)" in dialog.summary.toPlainText()
    press_ok(dialog)
    only_command(dialog).apply(encounter)
    assert [r.left for r in encounter.combatant("kim").resources] == [20, 2]

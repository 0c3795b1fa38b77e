"""The Rest / advance time dialog driven as a GM would (B6, B8, B12; B5 while someone is dying)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialog

from gmtracker.encounter import Combatant, Encounter, StateEntry
from gmtracker.encounter.actions_rest import AdvanceTimeCommand
from gmtracker.rules.wound_codes import DamageState
from gmtracker.ui.dialogs.rest_dialog import MODES, RestDialog
from tests.ui.dialog_driver import press_ok, shown


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


def open_dialog(qtbot: Any, encounter: Encounter, dice: Any = None) -> RestDialog:
    return shown(qtbot, RestDialog(encounter, dice if dice is not None else NoDice()))


def test_b6_b8_rest_one_hour_with_an_entered_recovery_check(qtbot: Any, demo: Encounter) -> None:
    dialog = open_dialog(qtbot, demo)
    assert dialog.unit_combo.currentText() == "hours" and dialog.span_spin.value() == 1
    rows = dialog.due_rows()
    assert set(rows) == {("ayla-thornwood", DamageState.SERIOUSLY_WOUNDED),
                         ("goblin-cutthroat", DamageState.SERIOUSLY_WOUNDED),
                         ("lin-yue", DamageState.DISABLED)}
    ayla = rows[("ayla-thornwood", DamageState.SERIOUSLY_WOUNDED)]
    ayla.mode.setCurrentIndex(MODES.index("enter"))
    assert ayla.entry.isVisible()
    ayla.entry.set_naturals([15])  # d20 15 + 1 (Con 12) ≥ DC 10
    for key in (("goblin-cutthroat", DamageState.SERIOUSLY_WOUNDED), ("lin-yue", DamageState.DISABLED)):
        rows[key].mode.setCurrentIndex(MODES.index("skip"))
    summary = dialog.summary.toPlainText()
    assert "Ayla Thornwood: rests; seriously wounded ends" in summary
    assert "林月: rests" in summary and "wound count 2 → 1" in summary
    press_ok(dialog)
    assert dialog.result() == QDialog.DialogCode.Accepted
    command = dialog.command()
    assert isinstance(command, AdvanceTimeCommand) and command.rounds == 600
    command.apply(demo)
    assert demo.turn.clock == 600
    assert not demo.combatant("ayla-thornwood").has_state(DamageState.SERIOUSLY_WOUNDED)
    assert demo.combatant("lin-yue").wounds == 1  # one hour of rest (B6)
    assert demo.combatant("lin-yue").has_state(DamageState.DISABLED)  # its check was left for later
    assert demo.combatant("old-bram").bruises == 0  # a minute of rest per bruise


def test_rolled_checks_use_the_dialog_dice(qtbot: Any, demo: Encounter) -> None:
    dice = FixedDice(20)
    dialog = open_dialog(qtbot, demo, dice)
    press_ok(dialog)
    command = dialog.command()
    assert command is not None and dice.rolled == 3
    command.apply(demo)
    assert not demo.combatant("lin-yue").has_state(DamageState.DISABLED)  # 20 + 0 ≥ DC 20


def test_b8_take_10_only_while_resting(qtbot: Any, demo: Encounter) -> None:
    dialog = open_dialog(qtbot, demo)
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
    dialog = open_dialog(qtbot, demo)
    dialog.unit_combo.setCurrentIndex(1)  # 1 minute: no hour-long period ends
    assert dialog.due_rows() == {}
    assert "round 0 → round 10" in dialog.clock_label.text()
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
    dialog = open_dialog(qtbot, encounter, FixedDice(1))
    dialog.unit_combo.setCurrentIndex(0)  # rounds
    dialog.span_spin.setValue(5)
    assert dialog.dying_label.isVisible() and "Orc" in dialog.dying_label.text()
    assert dialog.ignore_dying.isVisible()
    press_ok(dialog)
    assert dialog.isVisible() and dialog.error.isVisible() and "dying" in dialog.error.text()
    assert dialog.command() is None
    qtbot.mouseClick(dialog.ignore_dying, Qt.MouseButton.LeftButton,
                     pos=QPoint(8, dialog.ignore_dying.height() // 2))  # on the box
    assert dialog.ignore_dying.isChecked()
    press_ok(dialog)
    command = dialog.command()
    assert command is not None and command.ignore_dying
    command.apply(encounter)
    assert encounter.turn.clock == 5
    assert not encounter.combatant("orc").has_state(DamageState.DEAD)


def test_escape_cancels_and_widgets_are_named(qtbot: Any, demo: Encounter) -> None:
    dialog = open_dialog(qtbot, demo)
    for widget in (dialog.span_spin, dialog.unit_combo, dialog.all_rest, dialog.resting_list, dialog.summary,
                   *(row.mode for row in dialog.due_rows().values())):
        assert widget.objectName() and widget.accessibleName()
    assert dialog.width() <= 1366 and dialog.height() <= 768
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.result() == QDialog.DialogCode.Rejected and dialog.command() is None


def test_tab_goes_through_the_due_checks_before_ok(qtbot: Any, demo: Encounter) -> None:
    dialog = open_dialog(qtbot, demo)
    dialog.due_rows()[("ayla-thornwood", DamageState.SERIOUSLY_WOUNDED)].mode.setCurrentIndex(MODES.index("enter"))
    names, widget = [], dialog.nextInFocusChain()
    while widget is not dialog:
        if widget.isVisible() and widget.isEnabled() and widget.focusPolicy() & Qt.FocusPolicy.TabFocus \
                and widget.objectName() and not widget.objectName().startswith("qt_"):
            names.append(widget.objectName())
        widget = widget.nextInFocusChain()
    assert names == ["spanSpin", "spanUnitCombo", "allRestCheck", "restingList",
                     "mode_ayla-thornwood_seriously_wounded", "die0", "mode_goblin-cutthroat_seriously_wounded",
                     "mode_lin-yue_disabled", "summaryText", "okButton", "cancelButton"]


def test_b6_d2_the_summary_shows_the_rest_carried_towards_the_next_wound(qtbot: Any) -> None:
    """Seed 001: "静养休息每小时负伤数减少1点"; D2: two 30-minute rests are one hour of rest."""
    encounter = Encounter(name="camp", combatants=[Combatant(id="kim", name="Kim", wounds=3, bruises=2)])
    dialog = open_dialog(qtbot, encounter)
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
    command = dialog.command()
    assert command is not None
    command.apply(encounter)
    dialog = open_dialog(qtbot, encounter)
    dialog.span_spin.setValue(40)
    dialog.unit_combo.setCurrentIndex(1)
    summary = dialog.summary.toPlainText()
    assert ("Kim: rests; wound count 3 → 2; continues the last rest (20 min 5 round(s) of rest carried over); "
            "5 round(s) of 1 h towards the next wound") in summary

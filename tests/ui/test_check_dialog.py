"""The d20 check dialog, driven as a GM would: setup, live odds and stacking, dice, edits, OK (A1–A10, B11)."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import msgspec
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QToolButton,
)

from gmtracker.encounter import Encounter
from gmtracker.encounter.actions_check import CheckCommand, Reroll, SetModifiers, SetShifts
from gmtracker.rules.checks import Attribute, CheckKind, Degree, Modifier, ModifierType
from gmtracker.rules.dice import RandomDice, TypedDice
from gmtracker.rules.wound_codes import CountKind
from gmtracker.storage import load_encounter
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.dialogs.check_dialog import CheckDialog
from gmtracker.ui.words.log_lines import entry_line, player_line
from tests.ui.conftest import child, dice_boxes, dice_labels, open_dialog, type_dice


@pytest.fixture
def encounter() -> Encounter:
    return load_encounter(demo_encounter_path())


def open_check(qtbot: Any, encounter: Encounter, dice: Any = None, *, actor: str | None = None,
                at_table: bool = False) -> CheckDialog:
    return open_dialog(qtbot, CheckDialog(encounter, dice if dice is not None else RandomDice(random.Random(1)),
                                    actor=actor, at_table=at_table))


def pick(combo: QComboBox, data: str) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def odds_shown(dialog: CheckDialog) -> dict[str, Fraction]:
    return dict(dialog.odds_view.odds())


def the_command(dialog: CheckDialog) -> CheckCommand:
    """The one check the accepted dialog hands back."""
    commands = dialog.commands()
    assert len(commands) == 1 and isinstance(commands[0], CheckCommand)
    return commands[0]


def result_text(dialog: CheckDialog) -> str:
    return child(dialog, QLabel, "resultLabel").text()


def test_A10_A11_counts_start_from_the_actors_state_with_the_reasons(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_check(qtbot, encounter, actor="goblin-cutthroat")  # heavy load, seriously wounded
    disadvantage = child(dialog, QSpinBox, "disadvantageSpin")
    state = child(dialog, QLabel, "stateLabel")
    assert child(dialog, QComboBox, "attributeCombo").currentData() == "strength"
    assert disadvantage.value() == 2 and disadvantage.minimum() == 2
    assert "heavy load (A11)" in state.text() and "(A10)" in state.text()
    pick(child(dialog, QComboBox, "attributeCombo"), "intellect")  # A11 is for strength and agility only
    assert disadvantage.value() == 1 and "A11" not in state.text()
    for _ in range(2):  # the GM adds two more of their own
        qtbot.keyClick(disadvantage, Qt.Key.Key_Up)
    assert disadvantage.value() == 3
    pick(child(dialog, QComboBox, "actorCombo"), "")  # a GM roll has no state: only the GM's own two
    assert disadvantage.value() == 2 and disadvantage.minimum() == 0 and not state.isVisible()


def test_A8_odds_follow_every_change_and_sum_to_100_percent(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_check(qtbot, encounter, actor="mill-dog")
    pick(child(dialog, QComboBox, "attributeCombo"), "agility")
    before = odds_shown(dialog)
    expected = CheckCommand(actor="mill-dog", attribute=Attribute.AGILITY, dc=10).odds(encounter)
    assert before == {label: expected[d] for label, d in zip(before, dialog_degrees())}
    child(dialog, QSpinBox, "dcSpin").setValue(15)
    after = odds_shown(dialog)
    assert after["success"] < before["success"] and after["failure"] > before["failure"]
    for odds in (before, after):
        assert sum(odds.values()) == 1
    percents = [float(text.rstrip("%").lstrip("<>")) for _label, text in dialog.odds_view.shown()]
    assert abs(sum(percents) - 100) <= 0.2
    child(dialog, QSpinBox, "penaltyDiceSpin").setValue(2)  # A3: 3d20 keep the lowest
    assert odds_shown(dialog)["success"] < after["success"]
    assert "Success or better" in child(dialog, QLabel, "oddsSummary").text()


def success_or_better(dialog: CheckDialog) -> Fraction:
    odds = odds_shown(dialog)
    return odds["success"] + odds["critical success"]


def dialog_degrees() -> list[Degree]:
    return [Degree.CRITICAL_SUCCESS, Degree.SUCCESS, Degree.FAILURE, Degree.CRITICAL_FAILURE]


def test_A6_the_modifier_table_shows_live_which_modifiers_apply_and_why(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_check(qtbot, encounter, actor="mill-dog")
    start = success_or_better(dialog)
    add = child(dialog, QPushButton, "addModifierButton")
    for value, source in ((2, "bless"), (1, "aid")):
        qtbot.mouseClick(add, Qt.MouseButton.LeftButton)
        row = dialog.modifier_editor.row_count() - 1
        pick(child(dialog, QComboBox, f"modifierType{row}"), "status")
        value_box = child(dialog, QSpinBox, f"modifierValue{row}")
        value_box.selectAll()
        qtbot.keyClicks(value_box, str(value))
        qtbot.keyClicks(child(dialog, QLineEdit, f"modifierSource{row}"), source)
    verdicts = dialog.modifier_editor.verdicts()
    assert verdicts[0].startswith("applies") and "highest bonus" in verdicts[0]
    assert verdicts[1].startswith("discarded") and "higher bonus" in verdicts[1]
    assert success_or_better(dialog) > start  # +2 applies
    child(dialog, QSpinBox, "modifierValue1").setValue(3)  # aid now outdoes bless
    assert dialog.modifier_editor.verdicts()[0].startswith("discarded")
    assert dialog.modifier_editor.verdicts()[1].startswith("applies")
    qtbot.mouseClick(child(dialog, QToolButton, "removeModifier0"), Qt.MouseButton.LeftButton)
    assert dialog.modifier_editor.modifiers() == (Modifier(ModifierType.STATUS, 3, "aid"),)


def test_A7_a_situational_modifier_competes_with_the_disadvantage_die(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_check(qtbot, encounter, TypedDice([12, 2]), actor="ayla-thornwood")  # seriously wounded
    dialog.modifier_editor.add_modifier(Modifier(ModifierType.SITUATIONAL, 3, "high ground"))
    assert "competes with the disadvantage die" in dialog.modifier_editor.verdicts()[0]
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    # +3 outweighs the −2 of the die (A6: one situational value applies)
    assert dialog.modifier_editor.verdicts()[0].startswith("applies")
    assert "disadvantage die" in child(dialog, QLabel, "automaticModifiers").text()
    assert "Total <b>16</b>" in result_text(dialog)  # 12 + strength 1 + 3


def test_enter_dice_breakdown_one_reroll_then_OK_applies_the_check(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_check(qtbot, encounter, actor="ayla-thornwood")  # seriously wounded: 1 disadvantage
    qtbot.keyClicks(child(dialog, QLineEdit, "noteEdit"), "climb the wheel")
    dc = child(dialog, QSpinBox, "dcSpin")
    dc.setValue(12)
    child(dialog, QSpinBox, "penaltyDiceSpin").setValue(1)
    assert not dialog.ok_button.isEnabled()
    qtbot.mouseClick(dialog.enter_dice_button, Qt.MouseButton.LeftButton)
    assert dice_labels(dialog) == ["Ayla Thornwood's check: d20", "Ayla Thornwood's check, penalty die 1 of 1: d20",
                                   "Ayla Thornwood's disadvantage die 1 of 1: d6"]
    assert [box.value() for box in dice_boxes(dialog)] == [0, 0, 0]  # empty, never a silent 1
    type_dice(qtbot, dialog, [15, 9], enter=True)
    assert dialog.focusWidget() is dice_boxes(dialog)[2]  # Enter moved on to the next empty box
    qtbot.keyClick(dice_boxes(dialog)[2], Qt.Key.Key_Return)  # an empty box: Enter does not accept
    assert dialog.isVisible() and dialog.result() != dialog.DialogCode.Accepted
    assert not dialog.use_dice_button.isEnabled() and not dialog.ok_button.isEnabled()  # the d6 is missing
    type_dice(qtbot, dialog, [15, 9, 4], exactly=True)  # two d20 (penalty die), one disadvantage d6
    assert dialog.use_dice_button.isDefault() and dialog.ok_button.isEnabled()
    qtbot.mouseClick(dialog.use_dice_button, Qt.MouseButton.LeftButton)
    text = result_text(dialog)
    assert "<s>15</s> <b>9</b>" in text and "lowest is kept" in text  # A3: kept and dropped
    assert "disadvantage d6: <b>4</b> → −4" in text
    assert "Total <b>6</b> vs DC 12" in text and "<b>failure</b>" in text  # 9 + 1 − 4
    assert dialog.ok_button.isEnabled() and dialog.ok_button.isDefault()
    assert not dc.isEnabled()  # the setup is locked once the dice are in
    panel = dialog.result_panel
    qtbot.mouseClick(panel.enter_reroll_button, Qt.MouseButton.LeftButton)
    assert not dialog.ok_button.isEnabled()
    type_dice(qtbot, dialog, [20, 18], exactly=True)  # A5: every d20 rerolled, the lowest kept again
    qtbot.mouseClick(dialog.use_dice_button, Qt.MouseButton.LeftButton)
    text = result_text(dialog)
    assert "Total <b>15</b>" in text and "<b>success</b>" in text and "rerolled: 15 → success" in text
    for button in (panel.reroll_button, panel.enter_reroll_button, panel.change_button):
        assert not button.isEnabled()  # one reroll or one change per check
    assert "must be accepted" in panel.die_note.text()
    qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Return)
    assert dialog.result() == dialog.DialogCode.Accepted
    command = the_command(dialog)
    assert command.d20 == (15, 9) and command.d6 == (4,) and command.edits == (Reroll((20, 18)),)
    entry = command.apply(encounter)
    assert entry is not None and entry.kind == "check" and entry.actor == "ayla-thornwood"
    assert entry.text.startswith("Ayla Thornwood: strength check (climb the wheel) 6")
    assert "rerolled 15" in entry.text and entry.text.endswith("→ success")
    assert encounter.log[-1] is entry and "A5" in entry.rule_ids


def test_A5_change_of_the_die_and_A8_shifts_after_the_check_recompute_live(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_check(qtbot, encounter, TypedDice([11]), actor="mill-dog")
    pick(child(dialog, QComboBox, "attributeCombo"), "agility")
    child(dialog, QSpinBox, "dcSpin").setValue(14)
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    assert "Total <b>13</b>" in result_text(dialog) and "<b>failure</b>" in result_text(dialog)
    raise_box = child(dialog, QSpinBox, "raiseSpin")
    raise_box.setValue(1)
    assert "<b>success</b>" in result_text(dialog) and "other sources +1" in result_text(dialog)
    panel = dialog.result_panel
    panel.change_spin.setValue(20)
    qtbot.mouseClick(panel.change_button, Qt.MouseButton.LeftButton)
    text = result_text(dialog)  # natural 20: success → critical success, +1 more is clamped (A8)
    assert "natural 20" in text and "<b>critical success</b>" in text
    assert not panel.reroll_button.isEnabled() and not panel.change_spin.isEnabled()
    assert dialog.odds_view.highlighted() == "critical success"
    dialog.accept()
    command = the_command(dialog)
    assert [type(e).__name__ for e in command.edits] == ["ChangeDie", "SetShifts"]
    assert command.edits[-1] == SetShifts((1,))
    entry = command.apply(encounter)
    assert entry is not None and entry.json_record is not None
    assert entry.json_record["check"]["degree"] == "critical_success"


def test_A2_modifiers_changed_during_the_check_become_an_edit(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_check(qtbot, encounter, TypedDice([9]), actor="mill-dog")
    pick(child(dialog, QComboBox, "attributeCombo"), "agility")
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    assert "Total <b>11</b>" in result_text(dialog)
    dialog.modifier_editor.add_modifier(Modifier(ModifierType.STATUS, 2, "inspire"))
    assert "Total <b>13</b>" in result_text(dialog) and "modifiers changed: 13" in result_text(dialog)
    dialog.accept()
    assert the_command(dialog).edits == (SetModifiers((Modifier(ModifierType.STATUS, 2, "inspire"),)),)


def test_A4_a_passive_check_needs_no_dice_and_has_none_to_reroll(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_check(qtbot, encounter, actor="old-bram")
    pick(child(dialog, QComboBox, "attributeCombo"), "spirit")
    qtbot.mouseClick(child(dialog, QCheckBox, "passiveCheck"), Qt.MouseButton.LeftButton)
    assert dialog.roll_button.text() == "&Resolve" and not dialog.enter_dice_button.isEnabled()
    assert not child(dialog, QSpinBox, "advantageSpin").isEnabled()
    assert odds_shown(dialog)["success"] == 1  # 10 + 1 vs DC 10
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    assert "Passive check" in result_text(dialog) and "Total <b>11</b>" in result_text(dialog)
    assert not dialog.result_panel.reroll_button.isEnabled()
    dialog.accept()
    assert the_command(dialog).passive and the_command(dialog).d20 == ()


def test_A2_a_hidden_DC_logs_an_entry_the_players_see_without_its_DC(qtbot: Any, encounter: Encounter) -> None:
    """A2: "主持人有权力隐瞒检定难度，但你仍然可以知道自己的检定结果"."""
    dialog = open_check(qtbot, encounter, TypedDice([7]), actor="mill-dog")
    qtbot.mouseClick(child(dialog, QCheckBox, "hiddenDcCheck"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    assert "DC 10 (hidden)" in result_text(dialog)
    dialog.accept()
    entry = the_command(dialog).apply(encounter)
    assert entry is not None and entry.public is True
    assert "DC 10 (hidden)" in entry_line(entry)
    players = player_line(entry)
    assert players is not None and "DC" not in players and "d20 7" in players


def test_A9_a_GM_roll_types_its_bonuses_and_a_pure_roll_takes_none(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_check(qtbot, encounter, TypedDice([10]))
    assert child(dialog, QComboBox, "actorCombo").currentText() == "GM / nobody"
    bonus = child(dialog, QSpinBox, "attributeBonusSpin")
    assert bonus.isEnabled()
    before = success_or_better(dialog)
    bonus.setValue(4)
    assert success_or_better(dialog) > before
    pick(child(dialog, QComboBox, "kindCombo"), CheckKind.PURE.value)
    assert not child(dialog, QComboBox, "attributeCombo").isEnabled() and not bonus.isEnabled()
    assert not child(dialog, QComboBox, "proficiencyCombo").isEnabled()
    assert success_or_better(dialog) == before
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    dialog.accept()
    entry = the_command(dialog).apply(encounter)
    assert entry is not None and entry.text == "GM: pure roll 10 (d20 10 +0) vs DC 10 → success"


def test_an_actor_shows_its_own_bonuses_read_only(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_check(qtbot, encounter, actor="grukk")
    bonus = child(dialog, QSpinBox, "attributeBonusSpin")
    assert bonus.value() == 5 and not bonus.isEnabled()  # Grukk's strength
    pick(child(dialog, QComboBox, "proficiencyCombo"), "half")
    assert child(dialog, QSpinBox, "proficiencyBonusSpin").value() == 2


def test_B11_skill_trial_only_with_the_setting_and_a_failure_adds_the_shortfall(
        qtbot: Any, encounter: Encounter) -> None:
    assert not open_check(qtbot, encounter, actor="mill-dog").setup.skill_trial_combo.isVisibleTo(None)
    encounter.settings = msgspec.structs.replace(encounter.settings, skill_trial=True)
    dialog = open_check(qtbot, encounter, TypedDice([5]), actor="mill-dog")
    trial = child(dialog, QComboBox, "skillTrialCombo")
    assert trial.isVisible()
    child(dialog, QSpinBox, "dcSpin").setValue(15)
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    pick(trial, CountKind.BRUISES.value)  # the GM picks the count after the failure
    assert "+9 to the bruise count" in child(dialog, QLabel, "skillTrialLabel").text()  # 15 − (5 + 1)
    dialog.accept()
    assert the_command(dialog).skill_trial is CountKind.BRUISES
    the_command(dialog).apply(encounter)
    assert encounter.combatant("mill-dog").bruises == 9


def test_enter_rolls_before_and_accepts_after_and_escape_cancels(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_check(qtbot, encounter, RandomDice(random.Random(4)), actor="mill-dog")
    dc = child(dialog, QSpinBox, "dcSpin")
    dc.setFocus()
    assert dialog.roll_button.isDefault()
    qtbot.keyClick(dc, Qt.Key.Key_Return)
    assert dialog.result_panel.isVisible() and dialog.ok_button.isDefault()
    qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
    assert dialog.result() == dialog.DialogCode.Accepted and the_command(dialog).d20
    other = open_check(qtbot, encounter, actor="mill-dog")
    qtbot.keyClick(child(other, QSpinBox, "dcSpin"), Qt.Key.Key_Escape)
    assert other.result() == other.DialogCode.Rejected
    assert other.commands() == []


def test_discard_roll_goes_back_to_the_setup(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_check(qtbot, encounter, TypedDice([3, 17]), actor="mill-dog")
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.result_panel.discard_button, Qt.MouseButton.LeftButton)
    assert not dialog.result_panel.isVisible() and child(dialog, QSpinBox, "dcSpin").isEnabled()
    assert not dialog.ok_button.isEnabled() and dialog.roll_button.isDefault()
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    dialog.accept()
    assert the_command(dialog).d20 == (17,)


def test_every_interactive_widget_is_named_for_tests_and_screen_readers(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_check(qtbot, encounter, actor="ayla-thornwood")
    dialog.modifier_editor.add_modifier()
    qtbot.mouseClick(dialog.enter_dice_button, Qt.MouseButton.LeftButton)
    widgets = [w for kind in (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit)
               for w in dialog.findChildren(kind)
               if not isinstance(w.parentWidget(), (QAbstractSpinBox, QComboBox))]
    assert len(widgets) > 25
    unnamed = [w for w in widgets if not w.objectName() or not w.accessibleName()]
    assert unnamed == []


def test_tab_goes_down_the_setup_in_reading_order(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_check(qtbot, encounter, actor="mill-dog")  # the active window
    order = ["actorCombo", "kindCombo", "attributeCombo", "proficiencyCombo", "dcSpin", "hiddenDcCheck",
             "noteEdit", "addModifierButton", "advantageSpin", "disadvantageSpin", "penaltyDiceSpin", "passiveCheck",
             "raiseSpin", "lowerSpin", "rollButton", "enterDiceButton", "cancelButton"]  # left column, then right
    child(dialog, QComboBox, "actorCombo").setFocus()
    seen = []
    for _ in order:
        focused = dialog.focusWidget()
        seen.append(focused.objectName())
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
    assert seen == order


def test_fits_a_1366_by_768_screen_with_a_result_shown(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_check(qtbot, encounter, TypedDice([14, 5, 3]), actor="goblin-cutthroat")
    for value in (2, 1, -1):
        dialog.modifier_editor.add_modifier(Modifier(ModifierType.STATUS, value, "x"))
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    assert dialog.result_panel.isVisible()
    qtbot.mouseClick(dialog.result_panel.enter_reroll_button, Qt.MouseButton.LeftButton)
    hint = dialog.minimumSizeHint()
    assert hint.width() <= 1366 - 40 and hint.height() <= 768 - 60


def test_A5_reroll_from_the_dice_source_once(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_check(qtbot, encounter, TypedDice([4, 17, 9]), actor="mill-dog")
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    assert "Total <b>5</b>" in result_text(dialog)  # 4 + strength 1
    qtbot.mouseClick(dialog.result_panel.reroll_button, Qt.MouseButton.LeftButton)
    assert "Total <b>18</b>" in result_text(dialog) and "first roll: 5 → failure" in result_text(dialog)
    assert not dialog.result_panel.reroll_button.isEnabled()
    dialog.accept()
    assert the_command(dialog).edits == (Reroll((17,)),)


def test_the_dice_asked_for_follow_the_setup_while_entering(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_check(qtbot, encounter, actor="mill-dog")
    qtbot.mouseClick(dialog.enter_dice_button, Qt.MouseButton.LeftButton)
    type_dice(qtbot, dialog, [13], exactly=True)
    child(dialog, QSpinBox, "penaltyDiceSpin").setValue(1)  # one more d20 (A3); the typed 13 stays
    assert child(dialog, QSpinBox, "die0").value() == 13
    type_dice(qtbot, dialog, [13, 6], exactly=True)
    qtbot.mouseClick(child(dialog, QPushButton, "useDiceButton"), Qt.MouseButton.LeftButton)
    assert "<s>13</s> <b>6</b>" in result_text(dialog)
    dialog.accept()
    assert the_command(dialog).d20 == (13, 6)


def test_back_leaves_the_entry_without_using_the_dice(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_check(qtbot, encounter, actor="mill-dog")
    qtbot.mouseClick(dialog.enter_dice_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(child(dialog, QPushButton, "backButton"), Qt.MouseButton.LeftButton)
    assert not dialog.entry_box.isVisible() and not dialog.result_panel.isVisible()
    assert dialog.roll_button.isDefault() and not dialog.ok_button.isEnabled()

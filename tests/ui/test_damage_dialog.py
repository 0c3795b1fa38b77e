"""The damage dialog, driven as a GM would: targets, damage, the DC now, odds, dice, OK (B2–B4, B10)."""

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
    QDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QRadioButton,
    QSpinBox,
    QStyle,
)

from gmtracker.encounter import Encounter
from gmtracker.rules.dice import RandomDice, TypedDice
from gmtracker.rules.wound_codes import DamageState
from gmtracker.storage import load_encounter
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.encounter.actions_damage import DamageCheckCommand
from gmtracker.ui.dialogs.damage_dialog import DamageDialog
from tests.ui.conftest import child, dice_boxes, dice_labels, open_dialog, press_ok, type_dice


@pytest.fixture
def encounter() -> Encounter:
    return load_encounter(demo_encounter_path())


def open_damage(qtbot: Any, encounter: Encounter, dice: Any = None, *, targets: list[str]) -> DamageDialog:
    return open_dialog(qtbot, DamageDialog(encounter, dice if dice is not None else RandomDice(random.Random(2)),
                                     targets=targets))


def the_command(dialog: DamageDialog) -> DamageCheckCommand:
    """The one damage check the accepted dialog hands back."""
    commands = dialog.commands()
    assert len(commands) == 1 and isinstance(commands[0], DamageCheckCommand)
    return commands[0]


def set_damage(qtbot: Any, dialog: DamageDialog, text: str) -> None:
    field = child(dialog, QLineEdit, "damageEdit")
    field.selectAll()
    qtbot.keyClicks(field, text)
    assert field.text() == text


def toggle_target(qtbot: Any, dialog: DamageDialog, target: str) -> None:
    """Select the target's line and press Space, as a GM does with the keyboard."""
    targets = child(dialog, QListWidget, "targetList")
    for row in range(targets.count()):
        if targets.item(row).data(Qt.ItemDataRole.UserRole) == target:
            targets.setCurrentRow(row)
            qtbot.keyClick(targets, Qt.Key.Key_Space)
            return
    raise AssertionError(target)


def odds(dialog: DamageDialog, target: str) -> dict[str, Fraction]:
    return dict(dialog.card(target).odds_view.odds())


def test_B3_each_target_shows_its_damage_DC_now_and_odds_that_sum_to_100(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_damage(qtbot, encounter, targets=["grukk"])
    card = dialog.card("grukk")
    assert card.dc_label.text() == "Damage DC now: 18"
    assert "constitution 18" in card.dc_detail.text() and "4d8 → 15" in card.dc_detail.text()
    weak = odds(dialog, "grukk")
    assert list(weak) == ["no effect", "wound", "seriously wounded", "disabled", "unconscious", "dead"]
    assert sum(weak.values()) == 1 and weak["no effect"] == Fraction(15, 20)  # 1d6 → 2 (B2): d20 + 2 vs 18
    set_damage(qtbot, dialog, "4d6+6")
    strong = odds(dialog, "grukk")
    assert sum(strong.values()) == 1 and strong["no effect"] < weak["no effect"]
    percents = [float(text.rstrip("%").lstrip("<>")) for _label, text in card.odds_view.shown()]
    assert abs(sum(percents) - 100) <= 0.2
    assert child(dialog, QLabel, "bonusLabel").text() == "4d6 → 11 + 6 = 17"  # B2: N·F/2 − 1 per group


def test_B2_multiplier_extra_dice_and_reduction_in_the_bonus(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_damage(qtbot, encounter, targets=["grukk"])
    set_damage(qtbot, dialog, "2d6+3")
    child(dialog, QSpinBox, "multiplierSpin").setValue(2)
    child(dialog, QSpinBox, "reductionSpin").setValue(5)
    bonus = child(dialog, QLabel, "bonusLabel")
    assert bonus.text() == "(2d6 → 5 + 3) × 2 − reduction 5 = 11"  # RULES.md B2's example
    qtbot.keyClicks(child(dialog, QLineEdit, "extraEdit"), "1d3")  # 1d3 → 0.5: kept exact, rounded once
    assert bonus.text() == ("(2d6 → 5 + 3) × 2 + 1d3 → 0.5 (not multiplied) − reduction 5 = 11"
                            " (rounded down from 11.5)")
    assert "Check: d20 +11" in dialog.card("grukk").terms_label.text()


def test_a_bad_expression_shows_the_rules_message_and_OK_is_disabled(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_damage(qtbot, encounter, TypedDice([9]), targets=["grukk"])
    assert dialog.roll_button.isEnabled()
    error = child(dialog, QLabel, "damageError")
    assert not error.isVisible()
    set_damage(qtbot, dialog, "2d0")
    assert error.isVisible() and "a die needs at least 2 sides, not 0" in error.text()
    assert not dialog.ok_button.isEnabled() and not dialog.roll_button.isEnabled()
    assert not dialog.enter_dice_button.isEnabled()
    assert dialog.card("grukk").odds_view.odds() == [] and dialog.card("grukk").dc_label.text().endswith("18")
    qtbot.keyClick(child(dialog, QLineEdit, "damageEdit"), Qt.Key.Key_Return)
    assert dialog.result() != dialog.DialogCode.Accepted  # Enter does nothing while the damage is refused
    set_damage(qtbot, dialog, "2d6")
    assert not error.isVisible() and dialog.roll_button.isEnabled()
    qtbot.keyClicks(child(dialog, QLineEdit, "extraEdit"), "1d")
    assert "needs a number of sides" in error.text() and not dialog.roll_button.isEnabled()
    qtbot.keyClick(child(dialog, QLineEdit, "extraEdit"), Qt.Key.Key_Backspace)
    qtbot.keyClick(child(dialog, QLineEdit, "extraEdit"), Qt.Key.Key_Backspace)
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    assert dialog.ok_button.isEnabled() and not child(dialog, QLineEdit, "damageEdit").isEnabled()  # locked


def test_enter_dice_shows_the_result_and_OK_applies_wounds_and_states(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_damage(qtbot, encounter, targets=["grukk"])
    set_damage(qtbot, dialog, "2d6+3")  # bonus 8
    assert not dialog.ok_button.isEnabled() and dialog.roll_button.isDefault()
    qtbot.mouseClick(dialog.enter_dice_button, Qt.MouseButton.LeftButton)
    assert dice_labels(dialog) == ["damage check against Grukk the Ogre: d20"]
    assert not dialog.ok_button.isEnabled()  # the box is empty
    type_dice(qtbot, dialog, [20], exactly=True)
    card = dialog.card("grukk")  # the result shows as soon as the die is typed
    text = card.result_label.text()
    assert "d20 <b>20</b> +8 = <b>28</b> vs DC 18 (margin +10)" in text  # natural 20 is not special (B3)
    assert "wound, seriously wounded, disabled" in text and "wound count 0 → 1" in text
    assert dialog.ok_button.isEnabled()
    qtbot.keyClick(dice_boxes(dialog)[0], Qt.Key.Key_Return)  # Enter in the last box, every die typed: OK
    assert dialog.result() == dialog.DialogCode.Accepted
    command = the_command(dialog)
    assert command.natural == 20 and command.damage == "2d6+3"
    entry = command.apply(encounter)
    grukk = encounter.combatant("grukk")
    assert grukk.wounds == 1
    assert {s.state for s in grukk.states} == {DamageState.SERIOUSLY_WOUNDED, DamageState.DISABLED}
    assert entry is not None and entry.kind == "damage_check" and entry.targets == ["grukk"]
    assert entry.text.startswith("Damage check against Grukk the Ogre (2d6+3): 28")


def test_B4_nonlethal_damage_works_against_bruises_and_dazes(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_damage(qtbot, encounter, TypedDice([13]), targets=["old-bram"])  # bruise count 3
    card = dialog.card("old-bram")
    assert card.dc_label.text() == "Damage DC now: 6"
    qtbot.mouseClick(child(dialog, QRadioButton, "nonlethalRadio"), Qt.MouseButton.LeftButton)
    assert card.dc_label.text() == "Damage DC now: 3" and "bruise count 3" in card.dc_detail.text()
    assert list(odds(dialog, "old-bram")) == ["no effect", "bruise", "seriously bruised", "dazed", "unconscious"]
    set_damage(qtbot, dialog, "7")  # a flat bonus
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    assert "margin +17" in card.result_label.text()
    dialog.accept()
    the_command(dialog).apply(encounter)
    bram = encounter.combatant("old-bram")
    assert (bram.wounds, bram.bruises) == (0, 4)
    assert {s.state for s in bram.states} == {DamageState.SERIOUSLY_BRUISED, DamageState.DAZED,
                                               DamageState.UNCONSCIOUS}


def test_several_targets_one_command_and_one_die_each(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_damage(qtbot, encounter, TypedDice([5, 17]), targets=["mill-dog", "grukk"])
    assert dialog.targets() == ["mill-dog", "grukk"]  # the encounter's order
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    dialog.accept()
    commands = dialog.commands()
    assert [(c.target, c.natural) for c in commands] == [("mill-dog", 5), ("grukk", 17)]
    for command in commands:
        command.apply(encounter)
    assert [e.targets for e in encounter.log[-2:]] == [["mill-dog"], ["grukk"]]


def test_one_d20_for_all_targets_asks_for_one_die(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_damage(qtbot, encounter, targets=["mill-dog", "grukk"])
    qtbot.mouseClick(child(dialog, QCheckBox, "sharedRollCheck"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.enter_dice_button, Qt.MouseButton.LeftButton)
    type_dice(qtbot, dialog, [12], exactly=True)
    qtbot.mouseClick(dialog.use_dice_button, Qt.MouseButton.LeftButton)
    dialog.accept()
    assert [c.natural for c in dialog.commands()] == [12, 12]


def test_back_after_rolling_changes_the_targets_and_rolls_again(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_damage(qtbot, encounter, TypedDice([8, 3, 5]), targets=["grukk"])
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    assert dialog.ok_button.isEnabled() and not child(dialog, QListWidget, "targetList").isEnabled()
    qtbot.mouseClick(dialog.back_button, Qt.MouseButton.LeftButton)  # the dice are dropped
    assert not dialog.ok_button.isEnabled() and dialog.roll_button.isDefault()
    toggle_target(qtbot, dialog, "skeleton")
    assert dialog.targets() == ["skeleton", "grukk"]
    assert not dialog.card("skeleton").result_label.isVisible() and not dialog.card("grukk").result_label.isVisible()
    assert "no constitution" in dialog.card("skeleton").dc_detail.text()  # B3: uses 10
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    press_ok(dialog)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert [(c.target, c.natural) for c in dialog.commands()] == [("skeleton", 3), ("grukk", 5)]


def test_no_target_no_roll(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_damage(qtbot, encounter, targets=[])
    assert "Pick at least one target" in dialog.error_label.text()
    assert not dialog.roll_button.isEnabled() and not dialog.ok_button.isEnabled()


def test_B3_B10_the_check_bonus_terms_of_the_target_and_the_attacker(qtbot: Any, encounter: Encounter) -> None:
    encounter.settings = msgspec.structs.replace(encounter.settings, realistic=True)
    dialog = open_damage(qtbot, encounter, TypedDice([10]), targets=["lin-yue"])  # 林月 is disabled
    assert "+5 target disabled (B3)" in dialog.card("lin-yue").terms_label.text()
    attacker = child(dialog, QComboBox, "attackerCombo")
    attacker.setCurrentIndex(attacker.findData("ayla-thornwood"))  # seriously wounded, 1 wound
    terms = dialog.card("lin-yue").terms_label.text()
    assert terms.startswith("Check: d20 +6") and "−1 other" in terms  # 2 + 5 − 1
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    dialog.accept()
    entry = the_command(dialog).apply(encounter)
    assert entry is not None and entry.actor == "ayla-thornwood" and "B10" in entry.rule_ids


def test_escape_cancels(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_damage(qtbot, encounter, targets=["grukk"])
    qtbot.keyClick(child(dialog, QLineEdit, "damageEdit"), Qt.Key.Key_Escape)
    assert dialog.result() == dialog.DialogCode.Rejected
    assert dialog.commands() == []


def test_every_interactive_widget_is_named_and_the_dialog_fits_1366_by_768(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_damage(qtbot, encounter, targets=["grukk", "mill-dog", "lin-yue"])
    qtbot.mouseClick(dialog.enter_dice_button, Qt.MouseButton.LeftButton)
    widgets = [w for kind in (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit, QListWidget)
               for w in dialog.findChildren(kind)
               if not isinstance(w.parentWidget(), (QAbstractSpinBox, QComboBox))]
    assert len(widgets) > 15
    assert [w for w in widgets if not w.objectName() or not w.accessibleName()] == []
    hint = dialog.minimumSizeHint()
    assert hint.width() <= 1366 - 40 and hint.height() <= 768 - 60


def test_several_targets_typed_one_box_each_named_by_target(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_damage(qtbot, encounter, targets=["mill-dog", "grukk"])
    attacker = child(dialog, QComboBox, "attackerCombo")
    attacker.setCurrentIndex(attacker.findData("ayla-thornwood"))
    qtbot.mouseClick(dialog.enter_dice_button, Qt.MouseButton.LeftButton)
    # The targets in the list's order: Ayla's opponents first, then her side (issue 26 item 2).
    assert dice_labels(dialog) == ["Ayla Thornwood's damage check against Grukk the Ogre: d20",
                                   "Ayla Thornwood's damage check against Bramble (mill dog): d20"]
    type_dice(qtbot, dialog, [19], enter=True)
    assert dialog.focusWidget() is dice_boxes(dialog)[1] and not dialog.ok_button.isEnabled()
    assert dialog.card("grukk").result_label.isVisible() and not dialog.card("mill-dog").result_label.isVisible()
    qtbot.keyClick(dice_boxes(dialog)[1], Qt.Key.Key_Return)  # still empty: Enter does not accept
    assert dialog.result() != dialog.DialogCode.Accepted
    type_dice(qtbot, dialog, [6], start=1)
    qtbot.keyClick(dice_boxes(dialog)[1], Qt.Key.Key_Return)
    assert dialog.result() == dialog.DialogCode.Accepted
    assert [(c.target, c.natural, c.attacker) for c in dialog.commands()] == [
        ("grukk", 19, "ayla-thornwood"), ("mill-dog", 6, "ayla-thornwood")]


@pytest.mark.parametrize("locale_name", ["en", "ja"])
def test_the_target_list_shows_whole_names_without_scrolling_sideways(
        qtbot: Any, encounter: Encounter, language: Any, locale_name: str) -> None:
    """Long Japanese form labels narrowed the list's column until its names scrolled sideways."""
    language(locale_name)
    dialog = open_damage(qtbot, encounter, targets=["goblin-cutthroat"])
    targets = child(dialog, QListWidget, "targetList")
    assert not targets.horizontalScrollBar().isVisible()
    # Each line's number, side colour, check box and whole name fit (issue 26 item 2: the side
    # and badges after the name may be cut, the name never).
    style = targets.style()
    room = (style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth) + targets.iconSize().width()
            + 6 * style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 12)
    names = [targets.item(row).text() for row in range(targets.count())]
    assert names and all(targets.viewport().width() >= targets.fontMetrics().horizontalAdvance(f"9  {name}") + room
                         for name in names)

"""D3 in the Conditions dialog (issue 29 item 1): effects chosen row by row, through the real
``exec()``; the attack dialog then shows them, its odds and its roll follow them, and the players
never see a hidden one."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QMessageBox, QSpinBox

from gmtracker.encounter import Encounter
from gmtracker.encounter.actions_attack import AttackCommand
from gmtracker.encounter.conditions import AddCondition
from gmtracker.rules.character import Attribute
from gmtracker.encounter.player_options import PlayerViewOptions
from gmtracker.encounter.player_snapshot import player_frame
from gmtracker.rules.condition_effects import AppliesTo, Effect, EffectKind
from gmtracker.rules.dice import RandomDice
from gmtracker.rules.hits import HitOutcome
from gmtracker.rules.modifiers import ModifierType
from gmtracker.ui.dialogs.attack_dialog import AttackDialog
from gmtracker.ui.dialogs.conditions_dialog import ConditionsDialog
from gmtracker.ui.dialogs.effects_editor import EffectsEditor
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.conftest import ctrl_click_rows, open_dialog, press, press_ok
from tests.ui.modal import MessageBoxes, run_action, when_modal


@pytest.fixture
def window(window: MainWindow, boxes: MessageBoxes) -> MainWindow:
    window.document.dice = RandomDice(random.Random(5))
    return window


def _cell(editor: EffectsEditor, row: int, column: int) -> Any:
    return editor.table.cellWidget(row, column)


def _add_effect(qtbot: Any, editor: EffectsEditor, kind: EffectKind, value: int, scope: str,
                type_: ModifierType = ModifierType.STATUS) -> None:
    """Press "Add effect" and fill the new row as a GM does: the kind, the value, the type, the scope."""
    press(qtbot, editor.add_button)
    row = editor.table.rowCount() - 1
    kind_combo: QComboBox = _cell(editor, row, 0)
    kind_combo.setCurrentIndex(kind_combo.findData(kind.value))
    spin: QSpinBox = _cell(editor, row, 1)
    spin.setValue(value)
    type_combo: QComboBox = _cell(editor, row, 2)
    if type_combo.isEnabled():
        type_combo.setCurrentIndex(type_combo.findData(type_.value))
    scope_combo: QComboBox = _cell(editor, row, 3)
    index = scope_combo.findText(scope)
    assert index >= 0, [scope_combo.itemText(i) for i in range(scope_combo.count())]
    scope_combo.setCurrentIndex(index)


def _condition(qtbot: Any, dialog: ConditionsDialog, name: str, *effects: tuple[EffectKind, int, str]) -> None:
    if not dialog.add_button.isEnabled():  # the condition added last is selected: a new one
        press(qtbot, dialog.new_button)
    qtbot.keyClicks(dialog.name_edit, name)
    for kind, value, scope in effects:
        _add_effect(qtbot, dialog.effects_editor, kind, value, scope)
    press(qtbot, dialog.add_button)
    assert dialog.error.text() == "", dialog.error.text()


def test_two_conditions_with_status_penalties_through_the_real_dialogs_change_odds_roll_and_breakdown(
        qtbot: Any, window: MainWindow) -> None:
    encounter = window.encounter
    plain = AttackCommand("sato-ken", ("goblin-archer",)).odds(encounter)["goblin-archer"]
    window.select("sato-ken")

    def add_two(dialog: ConditionsDialog) -> None:
        _condition(qtbot, dialog, "Blinded", (EffectKind.MODIFIER, -2, "its hit checks"))
        _condition(qtbot, dialog, "Shaken", (EffectKind.MODIFIER, -3, "all its checks"))
        rows = [dialog.condition_list.topLevelItem(r).text(5) for r in range(dialog.condition_list.topLevelItemCount())]
        assert rows == ["status −2: its hit checks", "status −3: all its checks"]
        press_ok(dialog)

    run_action(window, "actionConditions", when_modal(ConditionsDialog, add_two))
    sato = encounter.combatant("sato-ken")
    assert [(c.name, c.effects) for c in sato.conditions][-2:] == [
        ("Blinded", [Effect(EffectKind.MODIFIER, -2, ModifierType.STATUS, AppliesTo.HIT)]),
        ("Shaken", [Effect(EffectKind.MODIFIER, -3, ModifierType.STATUS, AppliesTo.ALL)])]

    shaken = AttackCommand("sato-ken", ("goblin-archer",)).odds(encounter)["goblin-archer"]
    assert shaken.hit[HitOutcome.MISS] - plain.hit[HitOutcome.MISS] == Fraction(3, 20)  # A6: the −3 only

    def attack(dialog: AttackDialog) -> None:
        dialog.attacker_combo.setCurrentIndex(dialog.attacker_combo.findData("sato-ken"))
        for row in range(dialog.targets_list.count()):
            item = dialog.targets_list.item(row)
            checked = item.data(Qt.ItemDataRole.UserRole) == "goblin-archer"
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        shown = dialog.automatic_label.text()
        assert "Condition Blinded (D3): −2 on the hit check (A6 stacks it)" in shown
        assert "Condition Shaken (D3): −3 on the hit check (A6 stacks it)" in shown
        card = dialog.target_cards()["goblin-archer"]
        miss = card.odds_labels[HitOutcome.MISS].text()
        assert f"{float(shaken.hit[HitOutcome.MISS]) * 100:.0f}%" in miss, miss
        press(qtbot, dialog.roll_button)
        press_ok(dialog)

    run_action(window, "actionAttack", when_modal(AttackDialog, attack))
    entry = encounter.log[-1]
    assert entry.kind == "attack" and "D3" in entry.rule_ids
    record = entry.json_record
    assert record is not None
    [version] = record["hit_check"]["versions"]
    verdicts = [(e["modifier"]["source"], e["applied"]) for e in version["stacking"]["entries"]
                if e["modifier"]["source"] in ("Blinded", "Shaken")]
    assert verdicts == [("Blinded", False), ("Shaken", True)]  # A6: the lowest status penalty only
    totals = version["stacking"]["entries"]
    assert sum(e["modifier"]["value"] for e in totals if e["applied"] and e["modifier"]["source"] in (
        "Blinded", "Shaken")) == -3  # the −3 is in the total
    window.document.undo_stack.undo()
    window.document.undo_stack.undo()
    assert [c.name for c in encounter.combatant("sato-ken").conditions] == [
        c.name for c in sato.conditions if c.name not in ("Blinded", "Shaken")]  # the dialog's visit: one step


def test_the_effects_editor_offers_only_what_a_kind_can_take_and_names_its_rule(qtbot: Any,
                                                                                 demo: Encounter) -> None:
    dialog = open_dialog(qtbot, ConditionsDialog(demo, target="grukk"))
    editor = dialog.effects_editor
    press(qtbot, editor.add_button)
    kind: QComboBox = _cell(editor, 0, 0)
    scope: QComboBox = _cell(editor, 0, 3)
    modifier_scopes = [scope.itemText(i) for i in range(scope.count())]
    assert "reflex defense" in modifier_scopes and "its damage checks" in modifier_scopes
    assert "A6" in kind.toolTip()
    kind.setCurrentIndex(kind.findData("penalty_dice"))
    assert [scope.itemText(i) for i in range(scope.count())][:3] == ["all its checks", "its hit checks",
                                                                      "checks of strength"]
    assert "reflex defense" not in [scope.itemText(i) for i in range(scope.count())]
    spin: QSpinBox = _cell(editor, 0, 1)
    assert (spin.minimum(), spin.maximum()) == (1, 2) and "A3" in kind.toolTip()
    assert not _cell(editor, 0, 2).isEnabled()  # a die has no A6 type
    kind.setCurrentIndex(kind.findData("percentile"))
    assert not scope.isEnabled() and "C5" in spin.toolTip()
    kind.setCurrentIndex(kind.findData("modifier"))
    spin.setValue(0)
    qtbot.keyClicks(dialog.name_edit, "Nothing")
    press(qtbot, dialog.add_button)
    assert "not 0" in dialog.error.text()  # refused with its reason; nothing added
    assert dialog.condition_list.topLevelItemCount() == 0


def test_a_hidden_condition_set_in_the_dialog_is_never_on_the_player_view(qtbot: Any, demo: Encounter) -> None:
    dialog = open_dialog(qtbot, ConditionsDialog(demo, target="grukk"))
    qtbot.keyClicks(dialog.name_edit, "Cursed")
    dialog.hidden_check.setChecked(True)
    press(qtbot, dialog.add_button)
    assert dialog.condition_list.topLevelItem(0).text(5) == "hidden"
    dialog.select("cursed")
    assert dialog.hidden_check.isChecked()
    press_ok(dialog)
    for command in dialog.commands():
        command.apply(demo)
    assert demo.combatant("grukk").conditions[0].hidden and not demo.log[-1].public
    [row] = [r for r in player_frame(demo, PlayerViewOptions()).rows if r.id == "grukk"]
    assert "Cursed" not in row.conditions


def test_editing_only_the_effects_saves_one_edit(qtbot: Any, demo: Encounter) -> None:
    dialog = open_dialog(qtbot, ConditionsDialog(demo, target="ayla-thornwood"))
    dialog.select("blessed")
    _add_effect(qtbot, dialog.effects_editor, EffectKind.ADVANTAGE, 1, "all its checks")
    press(qtbot, dialog.save_button)
    assert dialog.condition_list.topLevelItem(0).text(5) == "advantage 1: all its checks"
    dialog.activateWindow()
    _cell(dialog.effects_editor, 0, 1).setFocus()  # in the row's value (a click there gives it the focus)
    qtbot.waitUntil(lambda: dialog.effects_editor._focused_row() == 0)
    press(qtbot, dialog.effects_editor.remove_button)  # the button takes no focus: the row's is removed
    press(qtbot, dialog.save_button)
    press_ok(dialog)
    assert len(dialog.commands()) == 2
    for command in dialog.commands():
        command.apply(demo)
    assert demo.combatant("ayla-thornwood").conditions[0].effects == []


def test_a_conditions_effects_come_back_row_by_row_when_it_is_selected(qtbot: Any, demo: Encounter) -> None:
    """Each kind and scope shown as it was chosen, and read back unchanged (nothing is lost by
    opening and saving a condition)."""
    effects = [Effect(EffectKind.DISADVANTAGE, 1, applies_to=AppliesTo.HIT),
               Effect(EffectKind.MODIFIER, -2, ModifierType.POTENCY, AppliesTo.DEFENSE, defense="reflex"),
               Effect(EffectKind.MODIFIER, 3, applies_to=AppliesTo.ATTRIBUTE, attribute=Attribute.SPIRIT),
               Effect(EffectKind.PENALTY_DICE, 2, applies_to=AppliesTo.ATTRIBUTE, attribute=Attribute.AGILITY),
               Effect(EffectKind.PERCENTILE, -15)]
    AddCondition("grukk", "Tangled", effects=effects).apply(demo)
    dialog = open_dialog(qtbot, ConditionsDialog(demo, target="grukk"))
    dialog.select("tangled")
    editor = dialog.effects_editor
    assert [_cell(editor, row, 3).currentText() for row in range(editor.table.rowCount())] == [
        "its hit checks", "reflex defense", "checks of spirit", "checks of agility", "its 1D100 checks"]
    assert _cell(editor, 1, 2).currentText() == "potency"
    assert editor.effects() == effects
    selected = dialog.selected()
    assert selected is not None and dialog._edits(selected) == {}  # nothing to save: unchanged


def test_issue_29_item_3_one_condition_on_four_goblins_through_the_real_dialog_is_one_undo_step(
        qtbot: Any, window: MainWindow) -> None:
    goblins = ["goblin-cutthroat", "goblin-archer", "goblin-archer-2", "goblin-shaman"]
    ctrl_click_rows(qtbot, window, goblins)
    steps = window.document.undo_stack.count()
    seen: dict[str, Any] = {}

    def frighten(dialog: ConditionsDialog) -> None:
        seen["picked"] = dialog.target_picker.picked()
        seen["pending"] = dialog.pending_label.text()
        _condition(qtbot, dialog, "Frightened", (EffectKind.MODIFIER, -2, "all its checks"))
        seen["rows"] = [(dialog.condition_list.topLevelItem(r).text(0), dialog.condition_list.topLevelItem(r).text(6))
                        for r in range(dialog.condition_list.topLevelItemCount())]
        seen["on_shown"] = not dialog.condition_list.isColumnHidden(6)
        press_ok(dialog)

    run_action(window, "actionConditions", when_modal(ConditionsDialog, frighten))
    assert seen["picked"] == goblins  # the table's selection, all of it
    assert seen["pending"] == "Add puts it on each of the 4 combatants checked."
    frightened = [(name, holder) for name, holder in seen["rows"] if name == "Frightened"]
    assert len(frightened) == 4 and seen["on_shown"]
    for goblin in goblins:
        [condition] = [c for c in window.encounter.combatant(goblin).conditions if c.name == "Frightened"]
        assert condition.effects == [Effect(EffectKind.MODIFIER, -2)]
    assert window.document.undo_stack.count() == steps + 1
    window.document.undo_stack.undo()
    assert not any(c.name == "Frightened" for g in goblins for c in window.encounter.combatant(g).conditions)


def test_issue_29_one_preset_condition_on_four_goblins_the_keys_a_gm_presses(
        qtbot: Any, window: MainWindow) -> None:
    """The closing note's count: click the first goblin, Ctrl+click three more (4), Ctrl+Shift+K (1),
    Alt+P and the preset's first letter (2: the combo finds it as typed), Alt+A to Add (1), Enter for
    OK (1): 9 inputs. One undo step; the preset's effects on each goblin."""
    goblins = ["goblin-cutthroat", "goblin-archer", "goblin-archer-2", "goblin-shaman"]
    ctrl_click_rows(qtbot, window, goblins)
    steps = window.document.undo_stack.count()
    seen: dict[str, Any] = {}

    def shaken(dialog: ConditionsDialog) -> None:
        qtbot.waitUntil(lambda: dialog.isActiveWindow() and QApplication.focusWidget() is dialog.name_edit)
        qtbot.keyClick(dialog, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
        assert QApplication.focusWidget() is dialog.preset_combo
        qtbot.keyClicks(dialog.preset_combo, "S")  # "Shaken (example)"
        seen["preset"] = dialog.preset_combo.currentText()
        seen["name"] = dialog.name_edit.text()
        qtbot.keyClick(dialog, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
        qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)

    run_action(window, "actionConditions", when_modal(ConditionsDialog, shaken))
    assert seen == {"preset": "Shaken (example)", "name": "Shaken (example)"}
    for goblin in goblins:
        [condition] = [c for c in window.encounter.combatant(goblin).conditions if c.name == "Shaken (example)"]
        assert condition.effects == [Effect(EffectKind.MODIFIER, -2)]
    assert window.document.undo_stack.count() == steps + 1


def test_save_as_preset_then_it_is_offered_next_time(qtbot: Any, demo: Encounter, tmp_path: Any,
                                                     boxes: MessageBoxes) -> None:
    from gmtracker.storage.condition_presets import PresetStore

    store = PresetStore(tmp_path)
    dialog = open_dialog(qtbot, ConditionsDialog(demo, target="grukk", presets=store))
    qtbot.keyClicks(dialog.name_edit, "Entangled")
    _add_effect(qtbot, dialog.effects_editor, EffectKind.PENALTY_DICE, 1, "its hit checks")
    press(qtbot, dialog.save_preset_button)
    assert [p.name for p in store.presets()] == ["Entangled"]
    assert dialog.pending_label.text() == "Saved as your preset Entangled."
    again = open_dialog(qtbot, ConditionsDialog(demo, target="grukk", presets=store))
    names = [again.preset_combo.itemText(i) for i in range(again.preset_combo.count())]
    assert names[1] == "Entangled" and "Prone (example)" in names
    again.preset_combo.setCurrentIndex(1)
    again.preset_combo.activated.emit(1)
    assert again.name_edit.text() == "Entangled" and again.effects_editor.effects() == [
        Effect(EffectKind.PENALTY_DICE, 1, applies_to=AppliesTo.HIT)]
    qtbot.keyClicks(again.note_edit, "vines")
    boxes.answer(QMessageBox.StandardButton.Yes)
    press(qtbot, again.save_preset_button)
    assert [p.condition.note for p in store.presets()] == ["vines"]  # replaced, after the question


def test_review_checking_another_combatant_keeps_the_new_condition_typed(qtbot: Any, demo: Encounter) -> None:
    """Type the condition, then check whom it goes on: the editor is not wiped."""
    dialog = open_dialog(qtbot, ConditionsDialog(demo, target="grukk"))
    qtbot.keyClicks(dialog.name_edit, "Frightened")
    _add_effect(qtbot, dialog.effects_editor, EffectKind.MODIFIER, -2, "all its checks")
    dialog.target_picker.set_picked(["grukk", "goblin-shaman"])
    assert dialog.name_edit.text() == "Frightened" and len(dialog.effects_editor.effects()) == 1
    press(qtbot, dialog.add_button)
    press_ok(dialog)
    assert len(dialog.commands()) == 2


def test_review_a_conditions_name_in_the_check_dialog_is_plain_text(qtbot: Any, demo: Encounter) -> None:
    from PySide6.QtCore import Qt as QtCore_Qt

    from gmtracker.ui.dialogs.check_dialog import CheckDialog

    AddCondition("grukk", "<b>Curse</b>", effects=[Effect(EffectKind.DISADVANTAGE, 1)]).apply(demo)
    dialog = open_dialog(qtbot, CheckDialog(demo, RandomDice(random.Random(1)), actor="grukk"))
    label = dialog.setup.state_label
    assert "<b>Curse</b>" in label.text() and label.textFormat() == QtCore_Qt.TextFormat.PlainText


def test_remove_effect_removes_the_row_the_gm_is_in_not_the_last(qtbot: Any, demo: Encounter) -> None:
    dialog = open_dialog(qtbot, ConditionsDialog(demo, target="grukk"))
    editor = dialog.effects_editor
    _add_effect(qtbot, editor, EffectKind.ADVANTAGE, 1, "all its checks")
    _add_effect(qtbot, editor, EffectKind.MODIFIER, -3, "its hit checks")
    dialog.activateWindow()
    _cell(editor, 0, 1).setFocus()
    qtbot.waitUntil(lambda: editor._focused_row() == 0)
    press(qtbot, editor.remove_button)
    assert editor.effects() == [Effect(EffectKind.MODIFIER, -3, applies_to=AppliesTo.HIT)]

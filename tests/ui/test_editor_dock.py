"""The combatant editor: each finished edit is one EditCombatant, refusals are inline,
derived values follow the typing, and the fields follow the encounter (undo included)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QDoubleSpinBox,
    QLabel,
    QLineEdit,
    QSpinBox,
)

from gmtracker.encounter import AttackProfile, Defense, Encounter, Side
from gmtracker.encounter.roster import EditCombatant, RemoveCombatants
from gmtracker.rules.dice import parse_dice
from gmtracker.rules.errors import DiceExpressionError
from gmtracker.rules.hits import AttackRange
from gmtracker.rules.wound_codes import DamageState
from gmtracker.storage import load_encounter
from gmtracker.ui.panels import editor_fields
from gmtracker.ui.panels.editor_dock import CombatantEditor
from tests.ui.conftest import child, open_dialog


@pytest.fixture(autouse=True)
def quick_debounce(monkeypatch: pytest.MonkeyPatch) -> None:
    """Spin boxes commit 50 ms after the last change instead of 600 (the tests wait for it)."""
    monkeypatch.setattr(editor_fields, "COMMIT_DELAY_MS", 50)


@pytest.fixture
def encounter(demo_path: Path) -> Encounter:
    return load_encounter(demo_path)


@pytest.fixture
def editor(qtbot: Any, encounter: Encounter) -> CombatantEditor:
    """The editor with every page built, as after the GM has looked at each tab once (the
    tests here are about the fields; building a page on its first view has its own test)."""
    widget = CombatantEditor(encounter)
    widget.resize(400, 700)
    widget.build_all_pages()
    return open_dialog(qtbot, widget)


def test_pages_out_of_view_are_built_when_their_tab_is_first_shown(qtbot: Any, encounter: Encounter) -> None:
    """Issue 16: the Attributes and Wounds forms are not built at start-up. A page shown later
    holds the selected combatant's values, its fields commit like the others, and its state
    boxes are right."""
    editor = CombatantEditor(encounter)
    editor.resize(400, 700)
    open_dialog(qtbot, editor)
    emitted: list[EditCombatant] = []
    editor.commandReady.connect(emitted.append)
    editor.set_combatant("goblin-cutthroat")
    assert editor.findChild(QSpinBox, "editorStrength") is None
    assert editor.findChild(QSpinBox, "editorWounds") is None
    tab_bar = editor.tabs.tabBar()
    qtbot.mouseClick(tab_bar, Qt.MouseButton.LeftButton, pos=tab_bar.tabRect(2).center())  # Wounds
    assert editor.tabs.currentIndex() == 2 and editor.tabs.tabText(2) == "Wounds"
    wounds = child(editor, QSpinBox, "editorWounds")
    assert wounds.isVisible() and wounds.value() == encounter.combatant("goblin-cutthroat").wounds
    assert child(editor, QCheckBox, "editorState_seriously_wounded").isChecked() == \
        encounter.combatant("goblin-cutthroat").has_state(DamageState.SERIOUSLY_WOUNDED)
    assert editor.findChild(QSpinBox, "editorStrength") is None  # Attributes: still not shown
    retype(qtbot, wounds, "2", enter=True)
    assert [c.changes for c in emitted] == [{"wounds": 2}]
    editor.set_combatant("ayla-thornwood")  # another combatant: the built page follows
    assert wounds.value() == encounter.combatant("ayla-thornwood").wounds
    editor.tabs.setCurrentIndex(1)
    assert child(editor, QSpinBox, "editorStrength").value() == encounter.combatant("ayla-thornwood").attributes.strength
    assert [editor.tabs.tabText(i) for i in range(editor.tabs.count())] == [
        "General", "Attributes", "Wounds", "Attacks", "1D100"]


@pytest.fixture
def emitted(editor: CombatantEditor) -> list[EditCombatant]:
    commands: list[EditCombatant] = []
    editor.commandReady.connect(commands.append)
    return commands


def retype(qtbot: Any, line: QLineEdit | QSpinBox, text: str, enter: bool = True) -> None:
    line.selectAll()
    qtbot.keyClicks(line, text)
    if enter:
        qtbot.keyClick(line, Qt.Key.Key_Return)


def test_typing_a_name_and_enter_emits_one_edit_with_just_the_name(
        qtbot: Any, editor: CombatantEditor, emitted: list[EditCombatant], encounter: Encounter) -> None:
    editor.set_combatant("goblin-cutthroat")
    name = child(editor, QLineEdit, "editorName")
    assert name.text() == "Goblin Cutthroat"
    retype(qtbot, name, "Goblin Boss")
    assert len(emitted) == 1
    assert emitted[0].combatant_id == "goblin-cutthroat"
    assert emitted[0].changes == {"name": "Goblin Boss"}
    # the editor never changes the encounter itself
    assert encounter.combatant("goblin-cutthroat").name == "Goblin Cutthroat"


def test_applied_edit_shows_and_its_revert_shows_the_old_value_without_new_commands(
        qtbot: Any, editor: CombatantEditor, emitted: list[EditCombatant], encounter: Encounter) -> None:
    editor.set_combatant("goblin-cutthroat")
    name = child(editor, QLineEdit, "editorName")
    retype(qtbot, name, "Goblin Boss")
    command = emitted[0]
    command.apply(encounter)
    assert name.text() == "Goblin Boss"
    assert editor.title.text() == "Goblin Boss"
    command.revert(encounter)
    assert name.text() == "Goblin Cutthroat"
    assert editor.title.text() == "Goblin Cutthroat"
    name.clearFocus()  # leaving the field after an undo is not a new edit
    assert len(emitted) == 1


def test_undo_of_another_field_leaves_the_text_being_typed_and_its_cursor(
        qtbot: Any, editor: CombatantEditor, emitted: list[EditCombatant], encounter: Encounter) -> None:
    editor.set_combatant("goblin-cutthroat")
    name = child(editor, QLineEdit, "editorName")
    name.setFocus()
    name.setCursorPosition(6)
    qtbot.keyClicks(name, "XY")  # typed, not committed
    assert name.text() == "GoblinXY Cutthroat"
    outside = EditCombatant("goblin-cutthroat", {"wounds": 3})
    outside.apply(encounter)
    assert child(editor, QSpinBox, "editorWounds").value() == 3
    assert name.text() == "GoblinXY Cutthroat"
    assert name.cursorPosition() == 8
    outside.revert(encounter)
    assert child(editor, QSpinBox, "editorWounds").value() == 1
    assert name.text() == "GoblinXY Cutthroat"
    assert emitted == []


def test_strength_moves_defenses_and_load_live_before_the_commit(
        qtbot: Any, editor: CombatantEditor, emitted: list[EditCombatant]) -> None:
    editor.set_combatant("goblin-cutthroat")  # strength 0, agility 3, size 1, proficiency 1, 6 kg
    defenses = child(editor, QLabel, "derivedDefenses")
    load = child(editor, QLabel, "derivedLoad")
    speed = child(editor, QLabel, "derivedSpeed")
    assert defenses.text().replace("\u00a0", " ") == "base 13 · physique 10 · reflex 12 · mind 9"
    assert load.text() == "6 / 2 kg — heavy"
    strength = child(editor, QSpinBox, "editorStrength")
    retype(qtbot, strength, "4", enter=False)
    # A17: physique 8 + 1 + 4 + 1, reflex 8 + 1 + 4 + 3; A11: capacity (4 + 1) × (1 + 1)
    assert defenses.text().replace("\u00a0", " ") == "base 13 · physique 14 · reflex 16 · mind 9"
    assert load.text() == "6 / 10 kg — light"
    assert speed.text() == "6"
    assert emitted == []
    qtbot.waitUntil(lambda: len(emitted) == 1)  # after the pause in typing
    changes = emitted[0].changes
    assert list(changes) == ["attributes"]
    assert (changes["attributes"].strength, changes["attributes"].agility, changes["attributes"].size) == (4, 3, 1)


def test_spin_box_clicks_in_a_row_are_one_step(
        qtbot: Any, editor: CombatantEditor, emitted: list[EditCombatant]) -> None:
    editor.set_combatant("goblin-cutthroat")
    wounds = child(editor, QSpinBox, "editorWounds")
    for _ in range(3):
        wounds.stepUp()
    qtbot.waitUntil(lambda: len(emitted) == 1)
    qtbot.wait(120)
    assert [c.changes for c in emitted] == [{"wounds": 4}]


def test_hit_dice_2d0_is_refused_inline_with_the_dice_error_and_nothing_emitted(
        qtbot: Any, editor: CombatantEditor, emitted: list[EditCombatant], encounter: Encounter) -> None:
    editor.set_combatant("goblin-cutthroat")
    hit_dice = child(editor, QLineEdit, "editorHitDice")
    error = child(editor, QLabel, "editorHitDiceError")
    with pytest.raises(DiceExpressionError) as expected:
        parse_dice("2d0")
    retype(qtbot, hit_dice, "2d0")
    assert emitted == []
    assert hit_dice.property("invalid") is True
    assert not error.isHidden()
    assert error.text() == str(expected.value)
    assert "2d0" in error.text()
    assert encounter.combatant("goblin-cutthroat").hit_dice == "1d8"
    # fixing it clears the mark and commits once
    retype(qtbot, hit_dice, "2d8")
    assert [c.changes for c in emitted] == [{"hit_dice": "2d8"}]
    assert error.isHidden()
    assert hit_dice.property("invalid") is False


def test_an_empty_name_is_refused_and_switching_away_does_not_emit_it(
        qtbot: Any, editor: CombatantEditor, emitted: list[EditCombatant]) -> None:
    editor.set_combatant("goblin-cutthroat")
    name = child(editor, QLineEdit, "editorName")
    retype(qtbot, name, "   ")
    assert emitted == []
    assert child(editor, QLabel, "editorNameError").text() == "A combatant needs a name."
    editor.set_combatant("mill-dog")
    assert emitted == []
    assert name.text() == "Bramble (mill dog)"
    assert child(editor, QLabel, "editorNameError").isHidden()


def test_invalid_initiative_text_is_refused_and_empty_means_not_rolled(
        qtbot: Any, editor: CombatantEditor, emitted: list[EditCombatant]) -> None:
    editor.set_combatant("goblin-cutthroat")
    initiative = child(editor, QLineEdit, "editorInitiative")
    assert initiative.text() == "15"
    retype(qtbot, initiative, "fast")
    assert emitted == []
    assert "whole number" in child(editor, QLabel, "editorInitiativeError").text()
    initiative.clear()
    qtbot.keyClick(initiative, Qt.Key.Key_Return)
    assert [c.changes for c in emitted] == [{"initiative": None}]


def test_side_size_and_checkboxes_commit_one_edit_each(
        qtbot: Any, editor: CombatantEditor, emitted: list[EditCombatant]) -> None:
    editor.set_combatant("goblin-cutthroat")
    side = child(editor, QComboBox, "editorSide")
    side.setFocus()
    side.setCurrentIndex(1)
    side.activated.emit(1)  # what a choice in the popup or an arrow key does
    child(editor, QCheckBox, "editorHidden").click()
    child(editor, QCheckBox, "editorAutoStabilize").click()
    size = child(editor, QComboBox, "editorSizeCategory")
    size.setCurrentIndex(size.findText("large"))
    size.activated.emit(size.currentIndex())
    assert [c.changes for c in emitted] == [
        {"side": Side.ALLY}, {"hidden": True}, {"auto_stabilize": True}, {"size_category": "large"},
    ]


def test_constitution_below_zero_means_none(
        qtbot: Any, editor: CombatantEditor, emitted: list[EditCombatant]) -> None:
    editor.set_combatant("goblin-cutthroat")
    constitution = child(editor, QSpinBox, "editorConstitution")
    constitution.setValue(constitution.minimum())
    assert constitution.text() == "none"
    qtbot.waitUntil(lambda: len(emitted) == 1)
    assert emitted[0].changes == {"constitution": None}


def test_tabbing_through_a_field_never_rewrites_a_value_it_cannot_show_exactly(
        qtbot: Any, editor: CombatantEditor, emitted: list[EditCombatant], encounter: Encounter) -> None:
    EditCombatant("mill-dog", {"carried_weight": 1.234}).apply(encounter)
    editor.set_combatant("mill-dog")
    weight = child(editor, QDoubleSpinBox, "editorCarriedWeight")
    assert weight.text() == "1.23 kg"
    weight.editingFinished.emit()
    editor.set_combatant("goblin-cutthroat")
    assert emitted == []


def test_switching_combatant_commits_a_pending_spin_edit_for_the_previous_one(
        qtbot: Any, editor: CombatantEditor, emitted: list[EditCombatant]) -> None:
    editor.set_combatant("goblin-cutthroat")
    child(editor, QSpinBox, "editorBruises").setValue(5)
    editor.set_combatant("mill-dog")
    assert [(c.combatant_id, c.changes) for c in emitted] == [("goblin-cutthroat", {"bruises": 5})]
    assert child(editor, QSpinBox, "editorBruises").value() == 0
    qtbot.wait(120)
    assert len(emitted) == 1


def test_add_an_attack_profile_is_one_command_with_the_new_list(
        qtbot: Any, editor: CombatantEditor, emitted: list[EditCombatant], encounter: Encounter) -> None:
    editor.set_combatant("old-bram")
    assert editor.attacks.model.rowCount() == 0
    editor.attacks.add_button.click()
    dialog = editor.attacks.dialog
    assert dialog is not None
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()  # an attack needs a name
    qtbot.keyClicks(dialog.name, "Pitchfork")
    dialog.damage.setText("1d8")
    dialog.target_defense.setCurrentIndex(dialog.target_defense.findData(Defense.REFLEX))
    dialog.threat_low.setValue(19)
    assert ok.isEnabled()
    ok.click()
    assert len(emitted) == 1
    expected = AttackProfile(name="Pitchfork", damage="1d8", target_defense=Defense.REFLEX, threat_low=19)
    assert emitted[0].changes == {"attacks": [expected]}
    emitted[0].apply(encounter)
    assert encounter.combatant("old-bram").attacks == [expected]
    assert editor.attacks.model.rowCount() == 1
    assert "Pitchfork" in editor.attacks.model.index(0).data()
    emitted[0].revert(encounter)
    assert editor.attacks.model.rowCount() == 0


def test_attack_damage_2d0_keeps_the_dialog_open_with_the_reason(
        qtbot: Any, editor: CombatantEditor, emitted: list[EditCombatant]) -> None:
    editor.set_combatant("goblin-cutthroat")
    editor.attacks.edit_attack(0)
    dialog = editor.attacks.dialog
    assert dialog is not None
    dialog.damage.setText("2d0")
    error = child(dialog, QLabel, "attackDamageError")
    assert "2d0" in error.text() and not error.isHidden()
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.accept()  # Enter in a field: refused, stays open
    assert dialog.isVisible()
    assert emitted == []
    dialog.damage.setText("1d4+1")
    dialog.range.setCurrentIndex(dialog.range.findData(AttackRange.RANGED))
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    attacks = emitted[0].changes["attacks"]
    assert [(a.name, a.damage, a.range) for a in attacks] == [
        ("Dagger", "1d4+1", AttackRange.RANGED), ("Thrown dagger", "1d4", AttackRange.RANGED)]


def test_remove_and_move_attack_profiles_are_one_command_each(
        qtbot: Any, editor: CombatantEditor, emitted: list[EditCombatant], encounter: Encounter) -> None:
    editor.set_combatant("goblin-cutthroat")
    attacks = editor.attacks
    attacks.view.setCurrentIndex(attacks.model.index(1))
    attacks.up_button.click()
    assert [a.name for a in emitted[0].changes["attacks"]] == ["Thrown dagger", "Dagger"]
    attacks.remove_button.click()
    assert [a.name for a in emitted[1].changes["attacks"]] == ["Dagger"]
    assert len(emitted) == 2


def test_percentile_values_add_rename_and_refuse_a_duplicate(
        qtbot: Any, editor: CombatantEditor, emitted: list[EditCombatant], encounter: Encounter) -> None:
    editor.set_combatant("goblin-cutthroat")
    model = editor.percentile.model
    assert model.values() == {"accuracy": 50, "evasion": 45}
    editor.percentile.add_button.click()
    assert emitted[-1].changes == {"percentile": {"accuracy": 50, "evasion": 45, "value": 0}}
    emitted[-1].apply(encounter)
    assert model.setData(model.index(2, 0), "magic")
    assert emitted[-1].changes == {"percentile": {"accuracy": 50, "evasion": 45, "magic": 0}}
    assert not model.setData(model.index(2, 0), "accuracy")
    error = child(editor, QLabel, "editorPercentileError")
    assert error.text() == "There is already a base value called accuracy."
    assert len(emitted) == 2


def test_a_removed_combatant_leaves_the_editor_empty_and_disabled(
        qtbot: Any, editor: CombatantEditor, encounter: Encounter) -> None:
    editor.set_combatant("goblin-cutthroat")
    RemoveCombatants(["goblin-cutthroat"]).apply(encounter)
    assert editor.combatant_id() is None
    assert not editor.tabs.isEnabled() and editor.tabs.isHidden()
    assert editor.title.text() == "No combatant selected"
    assert child(editor, QLabel, "derivedDefenses").text() == "—"
    assert child(editor, QLineEdit, "editorName").text() == ""


def test_a_loaded_file_refreshes_every_field(
        qtbot: Any, editor: CombatantEditor, encounter: Encounter, demo_path: Path) -> None:
    editor.set_combatant("goblin-cutthroat")
    other = load_encounter(demo_path)
    other.combatants[1] = msgspec.structs.replace(other.combatants[1], name="Renamed", wounds=7)
    encounter.replace_all(other)
    assert child(editor, QLineEdit, "editorName").text() == "Renamed"
    assert child(editor, QSpinBox, "editorWounds").value() == 7


def test_set_encounter_follows_the_new_encounter_and_forgets_the_old(
        qtbot: Any, editor: CombatantEditor, encounter: Encounter, demo_path: Path) -> None:
    editor.set_combatant("goblin-cutthroat")
    other = load_encounter(demo_path)
    editor.set_encounter(other)
    assert editor.combatant_id() == "goblin-cutthroat"
    EditCombatant("goblin-cutthroat", {"wounds": 9}).apply(other)
    assert child(editor, QSpinBox, "editorWounds").value() == 9
    EditCombatant("goblin-cutthroat", {"wounds": 4}).apply(encounter)  # the old one: ignored
    assert child(editor, QSpinBox, "editorWounds").value() == 9


def test_every_field_has_an_object_name_and_an_accessible_name(editor: CombatantEditor) -> None:
    expected = {
        "editorName", "editorSide", "editorHidden", "editorInitiative", "editorInitiativeModifier",
        "editorStrength", "editorAgility", "editorSize", "editorSpirit", "editorIntellect",
        "editorProficiency", "editorBaseDefense", "editorCarriedWeight", "editorSpeed",
        "editorConstitution", "editorHitDice", "editorSizeCategory", "editorAutoStabilize",
        "editorWounds", "editorBruises", "editorTempHp", "editorHitPenalties", "editorPercentile",
        "editorNotes", "editorAttacks",
    }
    assert set(editor.fields) == expected
    for name, widget in editor.fields.items():
        assert widget.objectName() == name
        assert widget.accessibleName(), name
    assert editor.objectName() == "combatantEditor"


def test_notes_commit_when_leaving_the_field(
        qtbot: Any, editor: CombatantEditor, emitted: list[EditCombatant]) -> None:
    editor.set_combatant("goblin-cutthroat")
    notes = editor.fields["editorNotes"]
    editor.tabs.setCurrentIndex(0)
    notes.setFocus()
    qtbot.waitUntil(notes.hasFocus)
    notes.selectAll()
    qtbot.keyClicks(notes, "Flees at half strength.")
    assert emitted == []
    editor.fields["editorName"].setFocus()
    qtbot.waitUntil(lambda: len(emitted) == 1)
    assert emitted[0].changes == {"notes": "Flees at half strength."}


def test_hit_penalties_taken_set_the_next_attacks_penalty_dice_live(
        qtbot: Any, editor: CombatantEditor) -> None:
    editor.set_combatant("goblin-archer")  # no hit penalty taken this turn
    label = child(editor, QLabel, "derivedPenaltyDice")
    assert label.text() == "no penalty dice"
    child(editor, QSpinBox, "editorHitPenalties").setValue(2)
    assert label.text() == "2 penalty die(s)"  # A16: the second and later give 2
    child(editor, QSpinBox, "editorHitPenalties").setValue(5)
    assert label.text() == "2 penalty die(s)"  # A3: capped at 2


def test_typed_hit_dice_and_size_move_damage_dc_and_footprint_before_the_commit(
        qtbot: Any, editor: CombatantEditor, emitted: list[EditCombatant], encounter: Encounter) -> None:
    from gmtracker.encounter import derived

    editor.set_combatant("goblin-cutthroat")
    before = encounter.combatant("goblin-cutthroat")
    damage_dc = child(editor, QLabel, "derivedDamageDc")
    footprint = child(editor, QLabel, "derivedFootprint")
    assert footprint.text() == "less than one cell"  # size +1 (A12)
    retype(qtbot, child(editor, QLineEdit, "editorHitDice"), "4d10", enter=False)
    expected = derived.damage_dc(msgspec.structs.replace(before, hit_dice="4d10"))
    assert expected != derived.damage_dc(before)
    assert damage_dc.text().startswith(f"{expected} ")
    retype(qtbot, child(editor, QSpinBox, "editorSize"), "8", enter=False)
    assert footprint.text() == "4 square(s) / 3 hex(es)"  # A12: +8…+10
    assert emitted == []


def test_damage_states_are_set_and_cleared_by_hand_as_one_step(qtbot: Any) -> None:
    """B5: the GM marks a state the rules did not (a fall from the roof) or clears one."""
    from gmtracker.rules.wound_codes import DamageState
    from gmtracker.storage import load_encounter
    from gmtracker.storage.resources import demo_encounter_path

    encounter = load_encounter(demo_encounter_path())
    editor = CombatantEditor(encounter)
    qtbot.addWidget(editor)
    emitted: list[Any] = []
    editor.commandReady.connect(emitted.append)
    editor.set_combatant("grukk")
    editor.tabs.setCurrentIndex(2)  # Wounds, where the states are
    box = child(editor, QCheckBox, "editorState_dazed")
    assert not box.isChecked()
    box.setChecked(True)
    assert len(emitted) == 1
    emitted[0].apply(encounter)
    assert encounter.combatant("grukk").has_state(DamageState.DAZED)
    assert encounter.combatant("grukk").states[-1].began == encounter.turn.clock
    emitted[0].revert(encounter)
    assert not box.isChecked() and not encounter.combatant("grukk").has_state(DamageState.DAZED)

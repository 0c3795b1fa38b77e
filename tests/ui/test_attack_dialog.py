"""The attack dialog, driven as a GM would: choose, read the odds, roll or type the dice,
read the result, OK; then the command it hands back changes the encounter (A14–A17,
B1–B4, C5–C8) and undoes exactly."""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from typing import Any

import msgspec
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QWidget,
)

from gmtracker.encounter import AttackProfile, Defense, Encounter
from gmtracker.encounter.actions_attack import AttackCommand
from gmtracker.rules.attack import ResolutionMode
from gmtracker.rules.dice import RandomDice, TypedDice
from gmtracker.rules.hits import AttackRange, HitOutcome
from gmtracker.rules.wound_codes import DamageState
from gmtracker.storage import load_encounter
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.dialogs.attack_card import TargetCard
from gmtracker.ui.dialogs.attack_dialog import AttackDialog
from tests.ui.conftest import dice_asked, dice_boxes, dice_labels, open_dialog, press_ok, type_next


@pytest.fixture
def encounter() -> Encounter:
    return load_encounter(demo_encounter_path())


def _mode(encounter: Encounter, mode: ResolutionMode) -> None:
    encounter.settings = msgspec.structs.replace(encounter.settings, resolution=mode)


def open_attack(qtbot: Any, encounter: Encounter, dice: Any = None, **preselect: Any) -> AttackDialog:
    return open_dialog(qtbot, AttackDialog(encounter, dice or RandomDice(random.Random(7)), **preselect))


def _command(dialog: AttackDialog) -> AttackCommand:
    """The one attack the accepted dialog hands back."""
    commands = dialog.commands()
    assert len(commands) == 1 and isinstance(commands[0], AttackCommand)
    return commands[0]


def _pick_attacker(dialog: AttackDialog, combatant_id: str) -> None:
    dialog.attacker_combo.setCurrentIndex(dialog.attacker_combo.findData(combatant_id))


def _check_targets(dialog: AttackDialog, ids: Sequence[str]) -> None:
    for row in range(dialog.targets_list.count()):
        item = dialog.targets_list.item(row)
        if item.data(Qt.ItemDataRole.UserRole) in ids:
            item.setCheckState(Qt.CheckState.Checked)


def _card(dialog: AttackDialog, target_id: str) -> TargetCard:
    cards = [card for card in dialog.findChildren(TargetCard) if card.target_id == target_id]
    assert cards == [dialog.target_cards()[target_id]]
    return cards[0]


def _notes(card: TargetCard) -> str:
    return card.notes_label.text().replace("\u00a0", " ")


def _shown_percent(card: TargetCard, outcome: HitOutcome) -> float:
    match = re.search(r"([<>]?)(\d+(?:\.\d)?)%", card.odds_labels[outcome].text())
    assert match, card.odds_labels[outcome].text()
    return float(match.group(2))


def _snapshot(encounter: Encounter) -> bytes:
    return msgspec.json.encode(msgspec.structs.replace(encounter, log=[]))


def test_hit_check_two_targets_typed_dice_then_damage_applied_and_reverted(
    qtbot: Any, encounter: Encounter
) -> None:
    encounter.turn.current = "sato-ken"  # its own turn: the attack counts its hit penalty (A16)
    dialog = open_attack(qtbot, encounter)
    _pick_attacker(dialog, "sato-ken")
    _check_targets(dialog, ["goblin-cutthroat", "goblin-archer"])
    assert dialog.profile_combo.currentText() == "Katana"
    assert "Hit check" in dialog.mode_label.text()
    assert "A16" in dialog.automatic_label.text()

    # Odds per target, shown and summing to 100%, the same as the command's exact odds.
    exact = AttackCommand("sato-ken", ("goblin-cutthroat", "goblin-archer")).odds(encounter)
    for target in ("goblin-cutthroat", "goblin-archer"):
        card = _card(dialog, target)
        shown = {outcome: _shown_percent(card, outcome) for outcome in HitOutcome}
        assert sum(shown.values()) == pytest.approx(100, abs=0.2)
        for outcome, value in shown.items():
            assert value == pytest.approx(float(exact[target].hit[outcome] * 100), abs=0.06)
        assert "Damage check on a hit" in card.damage_label.text()
    assert "base defense 13" in _notes(_card(dialog, "goblin-cutthroat"))
    assert dialog.roll_button.isDefault() and not dialog.ok_button.isEnabled()

    # Step 1: each target's hit check; 15 + 5 = 20 hits base 13, 2 + 5 = 7 misses base 12.
    qtbot.mouseClick(dialog.enter_dice_button, Qt.MouseButton.LeftButton)
    assert not dialog.entry_box.isHidden()
    assert dice_asked(dialog) == [("hit_check", "goblin-cutthroat"), ("hit_check", "goblin-archer")]
    assert not dialog.attacker_combo.isEnabled()
    type_next(qtbot, dialog, [15, 2], exactly=True)
    # Step 2: a damage check only for the hit; the miss is told already.
    assert dice_asked(dialog) == [("damage_check", "goblin-cutthroat")]
    assert _card(dialog, "goblin-archer").result_label.text().endswith("→ miss")
    assert _card(dialog, "goblin-cutthroat").result_label.isHidden()
    assert "damage check" in dialog.step_label.text()
    assert not dialog.ok_button.isEnabled()
    type_next(qtbot, dialog, [15], exactly=True)
    assert dialog.ok_button.isEnabled() and dialog.use_dice_button.isDefault()
    qtbot.mouseClick(dialog.use_dice_button, Qt.MouseButton.LeftButton)

    assert dialog.entry_box.isHidden()
    assert dialog.ok_button.isEnabled() and dialog.ok_button.isDefault()
    hit = _card(dialog, "goblin-cutthroat").result_label.text()
    assert "Hit check: 20 (d20 15 +5) against base defense 13 → hit" in hit
    assert "Damage check: 22 (d20 15 +7) against DC 3 → wound, seriously wounded, disabled, unconscious" in hit
    assert "Wound count 1 → 2" in hit and "Now: disabled, unconscious" in hit
    missed = _card(dialog, "goblin-archer").result_label.text()
    assert missed == "Hit check: 7 (d20 2 +5) against base defense 12 → miss"

    qtbot.keyClick(dialog, Qt.Key.Key_Return)  # Enter = OK after rolling
    assert dialog.result() == AttackDialog.DialogCode.Accepted

    before = _snapshot(encounter)
    command = _command(dialog)
    assert command.targets == ("goblin-cutthroat", "goblin-archer")
    command.apply(encounter)
    wounded = encounter.combatant("goblin-cutthroat")
    assert wounded.wounds == 2
    assert [s.state.value for s in wounded.states] == ["seriously_wounded", "disabled", "unconscious"]
    assert encounter.combatant("goblin-archer").wounds == 0
    assert encounter.combatant("sato-ken").hit_penalties == 1  # once, however many targets (A16)
    assert len(encounter.log) and encounter.log[-1].kind == "attack"
    command.revert(encounter)
    assert _snapshot(encounter) == before


def test_defense_check_threat_asks_for_confirmation_then_damage(qtbot: Any, encounter: Encounter) -> None:
    _mode(encounter, ResolutionMode.DEFENSE_CHECK)
    encounter.turn.current = "ayla-thornwood"  # its own turn: the hit penalty counts (A16)
    dialog = open_attack(qtbot, encounter, attacker="ayla-thornwood", targets=["goblin-cutthroat"])
    assert dialog.profile_combo.currentText() == "Longbow"
    assert "Defense check" in dialog.mode_label.text()
    # Ayla took one hit penalty this turn: 1 penalty die, which the defender rolls as an extra d20.
    assert "penalty dice: 1" in dialog.automatic_label.text()
    assert "reflex defense 12" in _notes(_card(dialog, "goblin-cutthroat"))

    qtbot.mouseClick(dialog.enter_dice_button, Qt.MouseButton.LeftButton)
    assert dice_asked(dialog) == [("defense_check", "goblin-cutthroat")] * 2
    assert dice_labels(dialog) == ["Goblin Cutthroat's defense check: d20",
                                   "Goblin Cutthroat's defense check, penalty die 1 of 1: d20"]
    assert "defense check" in dialog.step_label.text()
    type_next(qtbot, dialog, [1, 2], exactly=True)  # highest 2: a hit inside the longbow's widened range: a threat
    assert dice_asked(dialog) == [("confirmation", "goblin-cutthroat")] * 2
    assert dice_labels(dialog)[2:] == ["Goblin Cutthroat's confirmation roll: d20",
                                       "Goblin Cutthroat's confirmation roll, penalty die 1 of 1: d20"]
    assert "critical threat" in dialog.step_label.text()
    type_next(qtbot, dialog, [2, 1], exactly=True)  # fails to defend again: a critical hit
    assert dice_asked(dialog) == [("damage_check", "goblin-cutthroat")]
    type_next(qtbot, dialog, [10], exactly=True)

    text = _card(dialog, "goblin-cutthroat").result_label.text()
    assert "Defense check by Goblin Cutthroat: 4 (d20 2 of 1, 2 +2) against 16" in text
    assert "Critical threat; confirmation roll: 4 (d20 2 of 2, 1 +2) against 16 → critical hit" in text
    assert "Damage check ×2: 16 (d20 10 +6) against DC 3" in text
    press_ok(dialog)

    command = _command(dialog)
    command.apply(encounter)
    assert encounter.combatant("ayla-thornwood").hit_penalties == 2
    assert encounter.combatant("goblin-cutthroat").wounds == 2
    assert encounter.combatant("goblin-cutthroat").has_state(DamageState.DISABLED)


def test_versus_one_attacker_roll_against_two_targets(qtbot: Any, encounter: Encounter) -> None:
    _mode(encounter, ResolutionMode.VERSUS)
    dialog = open_attack(qtbot, encounter, attacker="ayla-thornwood", targets=["goblin-cutthroat", "goblin-archer"])
    assert "1D100 versus" in dialog.mode_label.text()
    assert not dialog.additions.advantage_spin.isEnabled()  # a d20 rule
    assert "accuracy: 65" in dialog.automatic_label.text()
    assert "evasion 35" in _notes(_card(dialog, "goblin-archer"))
    for target in ("goblin-cutthroat", "goblin-archer"):
        card = _card(dialog, target)
        assert sum(_shown_percent(card, outcome) for outcome in HitOutcome) == pytest.approx(100, abs=0.2)

    qtbot.mouseClick(dialog.enter_dice_button, Qt.MouseButton.LeftButton)
    # C8: the attacker rolls once, each target its own.
    assert dice_asked(dialog) == [("versus_active", "ayla-thornwood"), ("versus_passive", "goblin-cutthroat"),
                                 ("versus_passive", "goblin-archer")]
    type_next(qtbot, dialog, [60, 30, 70], exactly=True)  # 66 against 34 (hit) and against 73 (miss)
    assert dice_asked(dialog) == [("damage_check", "goblin-cutthroat")]
    type_next(qtbot, dialog, [12], exactly=True)

    hit = _card(dialog, "goblin-cutthroat").result_label.text()
    missed = _card(dialog, "goblin-archer").result_label.text()
    assert "Versus check: Ayla Thornwood 66 (1D100 60 +6) against Goblin Cutthroat 34 (1D100 30 +4) → hit" in hit
    assert "Versus check: Ayla Thornwood 66 (1D100 60 +6) against Goblin Archer 73 (1D100 70 +3) → miss" in missed
    assert "Damage check" in hit and "Damage check" not in missed

    qtbot.keyClick(dice_boxes(dialog)[-1], Qt.Key.Key_Return)  # Enter in the last box, all typed: OK
    command = _command(dialog)
    assert command.attacker_d100 == 60
    command.apply(encounter)
    assert encounter.combatant("goblin-cutthroat").wounds == 2
    assert encounter.combatant("goblin-archer").wounds == 0
    assert encounter.combatant("ayla-thornwood").hit_penalties == 1  # no hit penalty in versus mode


def test_ad_hoc_profile_is_what_the_command_uses(qtbot: Any, encounter: Encounter) -> None:
    # The first d20 hits (12 + 5 against physique 10), the second is the damage check.
    dialog = open_attack(qtbot, encounter, TypedDice([12, 11]), attacker="sato-ken", targets=["goblin-archer"])
    dialog.profile_combo.setCurrentIndex(dialog.profile_combo.findData("ad-hoc"))
    form = dialog.profile_form
    assert form.name_edit.isEnabled() and form.damage_edit.isEnabled()
    form.name_edit.clear()
    qtbot.keyClicks(form.name_edit, "Chair leg")
    form.damage_edit.clear()
    qtbot.keyClicks(form.damage_edit, "1d6+1")
    form.defense_combo.setCurrentIndex(form.defense_combo.findData("physique"))
    form.threat_spin.setValue(18)
    form.multiplier_spin.setValue(3)
    form.lethal_check.setChecked(False)
    card = _card(dialog, "goblin-archer")
    assert _notes(card).startswith("physique defense 10")

    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    assert dialog.ok_button.isEnabled()
    assert "Damage check (nonlethal)" in card.result_label.text()
    press_ok(dialog)
    command = _command(dialog)
    assert isinstance(command.attack, AttackProfile)
    assert (command.attack.name, command.attack.damage, command.attack.target_defense) == (
        "Chair leg", "1d6+1", Defense.PHYSIQUE)
    assert (command.attack.threat_low, command.attack.critical_multiplier, command.attack.lethal) == (18, 3, False)
    assert command.attack.range is AttackRange.MELEE
    command.apply(encounter)
    assert encounter.combatant("goblin-archer").bruises == 1
    assert encounter.combatant("goblin-archer").wounds == 0


def test_a_bad_ad_hoc_damage_is_refused_inline(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_attack(qtbot, encounter, attacker="sato-ken", targets=["goblin-archer"])
    dialog.profile_combo.setCurrentIndex(dialog.profile_combo.findData("ad-hoc"))
    dialog.profile_form.damage_edit.setText("2d0")
    assert "at least 2 sides" in dialog.error_label.text()
    assert not dialog.roll_button.isEnabled() and not dialog.ok_button.isEnabled()
    dialog.profile_form.damage_edit.setText("2d6")
    assert dialog.error_label.isHidden() and dialog.roll_button.isEnabled()


def test_no_profile_offers_an_unarmed_attack_and_no_target_is_refused(qtbot: Any, encounter: Encounter) -> None:
    """Issue 26 item 5: a combatant with no attack profile (A14) is offered an editable
    "Unarmed/weapon" ad-hoc attack at once, not a refusal; no target checked is refused."""
    dialog = open_attack(qtbot, encounter, attacker="old-bram", targets=["goblin-archer"])
    assert dialog.profile_combo.currentData() == "ad-hoc"
    assert dialog.profile_form.name_edit.text() == "Unarmed/weapon"
    assert dialog.profile_form.name_edit.isEnabled()
    assert dialog.error_label.isHidden() and dialog.roll_button.isEnabled()
    assert _card(dialog, "goblin-archer").odds_labels[HitOutcome.HIT].text() != ""

    _pick_attacker(dialog, "grukk")
    for row in range(dialog.targets_list.count()):
        dialog.targets_list.item(row).setCheckState(Qt.CheckState.Unchecked)
    assert dialog.error_label.text() == "Check at least one target."
    assert not dialog.roll_button.isEnabled()


def test_enter_rolls_then_accepts_and_escape_cancels(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_attack(qtbot, encounter, attacker="grukk", targets=["ayla-thornwood", "sato-ken"])
    assert "size difference +6 (A15)" in _notes(_card(dialog, "ayla-thornwood"))
    qtbot.keyClick(dialog, Qt.Key.Key_Return)  # Roll
    assert dialog.isVisible() and dialog.ok_button.isDefault()
    assert all(not card.result_label.isHidden() for card in dialog.findChildren(TargetCard))
    qtbot.keyClick(dialog, Qt.Key.Key_Return)  # OK
    assert dialog.result() == AttackDialog.DialogCode.Accepted
    assert _command(dialog).targets == ("ayla-thornwood", "sato-ken")

    other = open_attack(qtbot, encounter, attacker="grukk", targets=["ayla-thornwood"])
    qtbot.keyClick(other, Qt.Key.Key_Escape)
    assert other.result() == AttackDialog.DialogCode.Rejected


def test_back_to_choices_forgets_the_dice(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_attack(qtbot, encounter, attacker="sato-ken", targets=["goblin-archer"])
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    assert dialog.ok_button.isEnabled() and not dialog.profile_combo.isEnabled()
    qtbot.mouseClick(dialog.back_button, Qt.MouseButton.LeftButton)
    assert not dialog.ok_button.isEnabled() and dialog.profile_combo.isEnabled()
    assert _card(dialog, "goblin-archer").result_label.isHidden()
    assert dialog.roll_button.isDefault()


def test_odds_follow_the_choices_and_the_attackers_state(qtbot: Any, encounter: Encounter) -> None:
    encounter.turn.current = "goblin-archer-2"  # its own turn: its hit penalties count (A16)
    dialog = open_attack(qtbot, encounter, attacker="sato-ken", targets=["goblin-archer"])
    card = _card(dialog, "goblin-archer")
    before = _shown_percent(card, HitOutcome.MISS)
    dialog.additions.advantage_spin.setValue(2)
    assert _shown_percent(card, HitOutcome.MISS) < before
    dialog.additions.advantage_spin.setValue(0)
    dialog.additions.modifier_spin.setValue(-5)
    assert _shown_percent(card, HitOutcome.MISS) == pytest.approx(before + 25, abs=0.2)
    # The goblin archer is overloaded (A11) and has taken two hit penalties (A16).
    _pick_attacker(dialog, "goblin-archer-2")
    assert "Heavy load (A11)" in dialog.automatic_label.text()
    assert "penalty dice: 2" in dialog.automatic_label.text()
    encounter.settings = msgspec.structs.replace(encounter.settings, realistic=True)
    _pick_attacker(dialog, "ayla-thornwood")  # seriously wounded with 1 wound (B10)
    assert "Realistic mode (B10): −1" in dialog.automatic_label.text()


def test_names_are_shown_literally(qtbot: Any, encounter: Encounter) -> None:
    _mode(encounter, ResolutionMode.DEFENSE_CHECK)
    row = encounter.row_of("goblin-archer")
    encounter.combatants[row] = msgspec.structs.replace(encounter.combatants[row], name="<b>Boss</b>")
    dialog = open_attack(qtbot, encounter, TypedDice([20]), attacker="sato-ken", targets=["goblin-archer"])
    card = _card(dialog, "goblin-archer")
    assert card.name_label.text() == "<b>Boss</b>"
    assert card.name_label.textFormat() == Qt.TextFormat.PlainText
    assert card.accessibleName() == "<b>Boss</b>"
    items = [dialog.targets_list.item(r).text() for r in range(dialog.targets_list.count())]
    assert "<b>Boss</b>" in items
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    assert "Defense check by <b>Boss</b>:" in card.result_label.text()
    assert "natural 20: always misses" in card.result_label.text()
    qtbot.mouseClick(dialog.back_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.enter_dice_button, Qt.MouseButton.LeftButton)
    assert dice_asked(dialog) == [("defense_check", "goblin-archer")]
    shown = [label for label in dialog.findChildren(QLabel) if "<b>Boss</b>" in label.text()]
    assert card.name_label in shown
    assert any(label.parentWidget() is dialog.dice_entry for label in shown)  # "defense check — <b>Boss</b>"
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in shown)


def test_every_interactive_widget_is_named_and_tab_order_follows_the_form(
    qtbot: Any, encounter: Encounter
) -> None:
    dialog = open_attack(qtbot, encounter, attacker="sato-ken", targets=["goblin-archer"])
    qtbot.mouseClick(dialog.enter_dice_button, Qt.MouseButton.LeftButton)  # the dice boxes exist now
    interactive = (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit, QListWidget)
    for child in dialog.findChildren(QWidget):
        if isinstance(child, interactive) and child.focusPolicy() != Qt.FocusPolicy.NoFocus:
            if isinstance(child.parentWidget(), (QComboBox, QAbstractSpinBox)):
                continue  # the line edit inside a spin box or combo box
            assert child.objectName(), child
            assert child.accessibleName(), child.objectName()
    expected = [dialog.attacker_combo, dialog.profile_combo, dialog.profile_form.name_edit,
                dialog.profile_form.range_combo, dialog.additions.modifier_spin, dialog.targets_list,
                dialog.roll_button, dialog.ok_button, dialog.cancel_button]
    chain: list[QWidget] = []
    widget: QWidget | None = dialog.attacker_combo
    while widget is not None and widget not in chain:
        chain.append(widget)
        widget = widget.nextInFocusChain()
    positions = [chain.index(w) for w in expected]
    assert positions == sorted(positions)


def test_fits_a_1366_by_768_screen_with_many_targets(qtbot: Any, encounter: Encounter) -> None:
    everyone = [c.id for c in encounter.combatants if c.id != "grukk"]
    dialog = open_attack(qtbot, encounter, attacker="grukk", targets=everyone)
    assert len(dialog.findChildren(TargetCard)) == len(everyone)
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    assert dialog.ok_button.isEnabled()
    hint = dialog.minimumSizeHint()
    assert hint.width() <= 1366 and hint.height() <= 700  # it can shrink to fit 1366×768
    assert dialog.sizeHint().height() > 768  # … though everything it shows would be taller:
    available = dialog.screen().availableGeometry()  # it takes what the screen has and scrolls
    assert dialog.width() <= available.width() - 40 and dialog.height() <= available.height() - 60

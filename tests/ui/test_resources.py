"""Resources from the real window (issue 29 item 4): the Resources dialog through its real ``exec()``,
the badge in the States cell, a use by Ctrl+U and by a double-click on the cell (a menu when there
are several), an attack whose profile spends one, each one undo step."""

from __future__ import annotations

import random
from typing import Any

import msgspec
import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMenu

from gmtracker.encounter.combatant_resources import SetResources
from gmtracker.encounter.model import Refill, Resource
from gmtracker.rules.dice import RandomDice
from gmtracker.ui.dialogs.attack_dialog import AttackDialog
from gmtracker.ui.dialogs.resources_dialog import ResourcesDialog
from gmtracker.ui.models.combatant_model import BadgeKind, Column, badge_items, badges_tooltip
from gmtracker.ui.panels.attack_profiles_editor import AttackProfileDialog
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.conftest import press, press_ok
from tests.ui.modal import MessageBoxes, run_action, when_modal

HERO = "sato-ken"


@pytest.fixture
def window(window: MainWindow, boxes: MessageBoxes) -> MainWindow:
    window.document.dice = RandomDice(random.Random(5))
    return window


def _give(window: MainWindow, *resources: Resource) -> None:
    window.run(SetResources(HERO, list(resources)))


def _left(window: MainWindow) -> dict[str, int]:
    return {r.name: r.left for r in window.encounter.combatant(HERO).resources}


def _states_rect(window: MainWindow, combatant_id: str) -> Any:
    source = window.combatant_model.index(window.encounter.row_of(combatant_id), int(Column.STATES))
    return window.table.visualRect(window.proxy.mapFromSource(source))


def _double_click(qtbot: Any, window: MainWindow, at: Any) -> None:
    """A GM's double-click: a click, then the second press Qt reports as a double-click."""
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=at)
    qtbot.mouseDClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=at)


def _pick_from_menu(text_part: str) -> list[str]:
    """Arrange for the next popup menu to pick its item containing ``text_part``; returns the items seen."""
    seen: list[str] = []

    def pick() -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            QTimer.singleShot(10, pick)
            return
        seen.extend(a.text() for a in menu.actions())
        [action] = [a for a in menu.actions() if text_part in a.text()]
        menu.setActiveAction(action)
        QTest.keyClick(menu, Qt.Key.Key_Return)  # as the GM picks it: exec() returns the action

    QTimer.singleShot(10, pick)
    return seen


def test_the_resources_dialog_through_its_real_exec_adds_two_in_one_undo_step(qtbot: Any, window: MainWindow) -> None:
    window.select(HERO)
    steps = window.document.undo_stack.count()

    def fill_in(dialog: ResourcesDialog) -> None:
        assert dialog.combatant_id() == HERO and dialog.empty.isVisible()
        press(qtbot, dialog.add_button)
        first = dialog.rows[0]
        assert first.name.text() == "Resource" and first.name.selectedText() == "Resource"  # typing replaces it
        assert dialog.error.isHidden()  # a new row is never refused before the GM types
        qtbot.keyClicks(first.name, "Arrows <b>")  # kept as typed
        first.maximum.setValue(20)
        press(qtbot, first.refill_button)  # by hand: back to the maximum
        assert first.left.value() == 20
        press(qtbot, dialog.add_button)
        second = dialog.rows[1]
        qtbot.keyClicks(second.name, "Arrows <b>")
        assert "already used" in dialog.error.text()  # the command's own refusal, shown as it is typed
        assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
        second.name.clear()
        qtbot.keyClicks(second.name, "Rage")
        second.maximum.setValue(2)
        second.left.setValue(0)
        second.refill.setCurrentIndex(second.refill.findData(Refill.MINUTE))
        assert dialog.error.isHidden()
        press_ok(dialog)

    run_action(window, "actionResources", when_modal(ResourcesDialog, fill_in))
    hero = window.encounter.combatant(HERO)
    assert [(r.name, r.left, r.maximum, r.refill) for r in hero.resources] == [
        ("Arrows <b>", 20, 20, Refill.HOUR), ("Rage", 0, 2, Refill.MINUTE)]
    assert window.document.undo_stack.count() == steps + 1
    badges = [b for b in badge_items(hero) if b.kind is BadgeKind.RESOURCE]
    assert [b.text for b in badges] == ["Arrows <b> 20/20", "Rage 0/2"]
    assert "Rage: 0 of 2 left (refills after a minute's rest)" in badges_tooltip(hero)
    window.document.undo_stack.undo()
    assert window.encounter.combatant(HERO).resources == []


def test_cancel_changes_nothing_and_switching_combatants_keeps_each_ones_edits(qtbot: Any, window: MainWindow) -> None:
    _give(window, Resource(id="arrows", name="Arrows", maximum=20, left=5))
    window.select(HERO)
    steps = window.document.undo_stack.count()

    def cancel(dialog: ResourcesDialog) -> None:
        dialog.rows[0].left.setValue(9)
        dialog.reject()

    run_action(window, "actionResources", when_modal(ResourcesDialog, cancel))
    assert _left(window) == {"Arrows": 5} and window.document.undo_stack.count() == steps

    def two_combatants(dialog: ResourcesDialog) -> None:
        press(qtbot, dialog.refill_all_button)
        dialog.combatant_combo.setCurrentIndex(dialog.combatant_combo.findData("grukk"))
        assert dialog.rows == []
        press(qtbot, dialog.add_button)
        qtbot.keyClicks(dialog.rows[0].name, "Spells")
        dialog.combatant_combo.setCurrentIndex(dialog.combatant_combo.findData(HERO))
        assert dialog.rows[0].left.value() == 20  # the refill kept while Grukk's were shown
        press_ok(dialog)

    run_action(window, "actionResources", when_modal(ResourcesDialog, two_combatants))
    assert _left(window) == {"Arrows": 20}
    assert [r.name for r in window.encounter.combatant("grukk").resources] == ["Spells"]
    assert window.document.undo_stack.count() == steps + 1  # both combatants: one step
    window.document.undo_stack.undo()
    assert _left(window) == {"Arrows": 5} and window.encounter.combatant("grukk").resources == []


def test_ctrl_u_uses_the_only_resource_and_says_what_is_left(qtbot: Any, window: MainWindow) -> None:
    action = window.actions_by_name["actionUseResource"]
    window.select(HERO)
    assert action.shortcut().toString() == "Ctrl+U" and not action.isEnabled()  # nothing to use yet
    _give(window, Resource(id="arrows", name="Arrows", maximum=20, left=2))
    window.select(HERO)
    assert action.isEnabled()
    action.trigger()
    assert _left(window) == {"Arrows": 1}
    assert window.statusBar().currentMessage().startswith("Arrows: 1 of 20 left")
    window.document.undo_stack.undo()
    assert _left(window) == {"Arrows": 2}


def test_none_left_is_refused_with_the_reason(qtbot: Any, window: MainWindow, boxes: MessageBoxes) -> None:
    _give(window, Resource(id="rage", name="Rage", maximum=2, left=0))
    window.select(HERO)
    window.actions_by_name["actionUseResource"].trigger()
    assert any("no Rage left (0 of 2)" in text for text in boxes.texts), boxes.texts
    assert _left(window) == {"Rage": 0}


def test_a_double_click_on_the_states_cell_offers_a_menu_of_several(qtbot: Any, window: MainWindow) -> None:
    _give(window, Resource(id="arrows", name="Arrows", maximum=20, left=2),
          Resource(id="rage", name="Rage", maximum=2, left=0),
          Resource(id="wand", name="Wand", maximum=7, left=7))
    rect = _states_rect(window, HERO)
    seen = _pick_from_menu("Wand")
    _double_click(qtbot, window, rect.center())
    assert seen == ["&1 Arrows — 2 of 20 left", "&2 Rage — 0 of 2 left", "&3 Wand — 7 of 7 left"]
    assert _left(window) == {"Arrows": 2, "Rage": 0, "Wand": 6}


def test_a_double_click_elsewhere_uses_nothing(qtbot: Any, window: MainWindow) -> None:
    _give(window, Resource(id="arrows", name="Arrows", maximum=20, left=2))
    source = window.combatant_model.index(window.encounter.row_of(HERO), int(Column.SIDE))
    rect = window.table.visualRect(window.proxy.mapFromSource(source))
    _double_click(qtbot, window, rect.center())
    assert _left(window) == {"Arrows": 2}


def test_an_attack_profile_spends_a_resource_and_the_attack_dialog_uses_one(qtbot: Any, window: MainWindow) -> None:
    _give(window, Resource(id="arrows", name="Arrows", maximum=20, left=2))
    hero = window.encounter.combatant(HERO)
    profile = AttackProfileDialog(hero.attacks[0], resources=[("arrows", "Arrows")])
    qtbot.addWidget(profile)
    assert profile.spends.itemText(0) == "nothing" and profile.profile().spends == ""
    profile.spends.setCurrentIndex(profile.spends.findData("arrows"))
    bow = profile.profile()
    assert bow.spends == "arrows"
    attacks = [bow, *hero.attacks[1:]]
    from gmtracker.encounter.roster import EditCombatant

    assert window.run(EditCombatant(HERO, {"attacks": attacks}))
    window.select(HERO)
    steps = window.document.undo_stack.count()

    def attack(dialog: AttackDialog) -> None:
        dialog.attacker_combo.setCurrentIndex(dialog.attacker_combo.findData(HERO))
        dialog.profile_combo.setCurrentIndex(0)
        for row in range(dialog.targets_list.count()):
            item = dialog.targets_list.item(row)
            checked = item.data(Qt.ItemDataRole.UserRole) == "goblin-archer"
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        qtbot.waitUntil(lambda: dialog.spends_label.isVisible())
        assert dialog.spends_label.text() == "Uses one of Arrows: 2 of 20 left"
        press(qtbot, dialog.roll_button)
        press_ok(dialog)

    run_action(window, "actionAttack", when_modal(AttackDialog, attack))
    assert _left(window) == {"Arrows": 1}
    assert window.encounter.log[-1].kind == "resource_used"
    assert window.document.undo_stack.count() == steps + 1
    window.document.undo_stack.undo()
    assert _left(window) == {"Arrows": 2}


def test_the_player_view_shows_no_resource(qtbot: Any, window: MainWindow) -> None:
    from gmtracker.encounter.player_options import PlayerViewOptions
    from gmtracker.encounter.player_snapshot import player_frame

    _give(window, Resource(id="arrows", name="Arrows <i>secret</i>", maximum=20, left=2))
    frame = player_frame(window.encounter, PlayerViewOptions())
    assert "Arrows" not in msgspec.json.encode(frame).decode()


def test_tab_goes_row_by_row_then_to_the_buttons(qtbot: Any, window: MainWindow) -> None:
    from tests.ui.conftest import focus_chain, open_dialog

    _give(window, Resource(id="arrows", name="Arrows", maximum=20, left=2))
    dialog = open_dialog(qtbot, ResourcesDialog(window.encounter, window, combatant=HERO))
    dialog.add_resource()
    row = ["resourceName", "resourceLeft", "resourceMaximum", "resourceRefill", "refillResourceButton",
           "removeResourceButton"]
    assert focus_chain(dialog) == ["resourceCombatantCombo", *row, *row, "addResourceButton", "refillAllButton",
                                   "okButton", "cancelButton"]
    assert dialog.focusWidget() is dialog.rows[1].name  # Add resource: its name next to type


def test_review_the_profile_dialog_takes_a_profile_that_spends_through_ok(qtbot: Any, window: MainWindow) -> None:
    """Its check stood a profile on a combatant with no resources: every Spends was refused."""
    from gmtracker.ui.panels.attack_profiles_editor import AttackProfilesEditor

    _give(window, Resource(id="arrows", name="Arrows", maximum=20, left=2))
    editor = AttackProfilesEditor()
    qtbot.addWidget(editor)
    editor.set_attacks(window.encounter.combatant(HERO).attacks)
    editor.set_resources([("arrows", "Arrows")])
    editor.edit_attack(0)
    dialog = editor.dialog
    assert dialog is not None
    dialog.spends.setCurrentIndex(dialog.spends.findData("arrows"))
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    press_ok(dialog)
    assert editor.attacks()[0].spends == "arrows"
    editor.edit_attack(0)  # and it opens again with OK on
    again = editor.dialog
    assert again is not None and again.spends.currentData() == "arrows"
    assert again.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    again.reject()


def test_review_an_ad_hoc_attack_spends_nothing(qtbot: Any, window: MainWindow) -> None:
    from gmtracker.ui.dialogs.attack_widgets import ProfileForm

    form = ProfileForm()
    qtbot.addWidget(form)
    bow = msgspec.structs.replace(window.encounter.combatant(HERO).attacks[0], spends="arrows")
    form.set_profile(bow, editable=False)
    assert form.profile().spends == "arrows"
    form.set_profile(bow, editable=True)
    assert form.profile().spends == ""


def test_review_the_dialog_names_a_resource_by_its_row_not_its_path(qtbot: Any, window: MainWindow) -> None:
    from tests.ui.conftest import open_dialog

    _give(window, Resource(id="arrows", name="Arrows", maximum=20, left=2))
    dialog = open_dialog(qtbot, ResourcesDialog(window.encounter, window, combatant=HERO))
    row = dialog.add_resource()
    assert row is not None
    row.name.setText("Arrows")
    assert dialog.error.text() == "resource 2, name: the name Arrows is already used by resource 1"


def test_twenty_arrows_by_the_keys_a_gm_presses(qtbot: Any, window: MainWindow) -> None:
    """The closing note's count: select the row, Ctrl+Shift+U, Alt+A, type the name, Tab Tab, type the
    maximum (a new resource that is full stays full), Enter — 8 inputs, one undo step; then Ctrl+U: 1."""
    window.select(HERO)
    steps = window.document.undo_stack.count()

    def keys(dialog: ResourcesDialog) -> None:
        qtbot.waitUntil(dialog.isActiveWindow)
        qtbot.keyClick(dialog, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: len(dialog.rows) == 1)  # a button's mnemonic clicks it as it animates
        assert QApplication.focusWidget() is dialog.rows[0].name
        qtbot.keyClicks(QApplication.focusWidget(), "Arrows")
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        qtbot.keyClicks(QApplication.focusWidget(), "20")
        assert QApplication.focusWidget() is dialog.rows[0].maximum
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)

    run_action(window, "actionResources", when_modal(ResourcesDialog, keys))
    assert [(r.name, r.left, r.maximum) for r in window.encounter.combatant(HERO).resources] == [("Arrows", 20, 20)]
    assert window.document.undo_stack.count() == steps + 1
    assert window.actions_by_name["actionUseResource"].isEnabled()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.table, Qt.Key.Key_U, Qt.KeyboardModifier.ControlModifier)
    assert _left(window) == {"Arrows": 19}

"""The one target picker (issue 26 item 2) and the ad-hoc attack remembered (issue 26 item 5).

Goblin 1 critically hit its ally Wolf 1 after one mis-click: the lists held allies and the
dead in initiative order, a different creature at each spot for each attacker, nothing
pre-picked. These tests drive the picker with the GM's keys and clicks, alone and in the
attack, damage, heal, 1D100 versus and conditions dialogs opened from the window's actions
through their real ``exec()``.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QStyledItemDelegate, QStyleOptionViewItem

from gmtracker.encounter import AttackProfile, Encounter, Side
from gmtracker.encounter.actions_attack import AttackCommand
from gmtracker.encounter.roster import EditCombatant
from gmtracker.rules.dice import RandomDice
from gmtracker.rules.wound_codes import DamageState
from gmtracker.ui.dialogs.attack_dialog import AttackDialog
from gmtracker.ui.dialogs.conditions_dialog import ConditionsDialog
from gmtracker.ui.dialogs.damage_dialog import DamageDialog
from gmtracker.ui.dialogs.heal_dialog import HealDialog
from gmtracker.ui.dialogs.percentile_dialog import PercentileDialog
from gmtracker.ui.models.combatant_model import SIDE_COLOURS
from gmtracker.ui.shell.main_window import MainWindow
from gmtracker.ui.widgets.target_picker import Aim, TargetPicker
from tests.ui.conftest import choose, press, press_ok
from tests.ui.modal import MessageBoxes, when_modal

_KEYS = {n: getattr(Qt.Key, f"Key_{n}") for n in range(1, 10)}


@pytest.fixture
def window(window: MainWindow, boxes: MessageBoxes) -> MainWindow:
    """The demo window (Goblin Lurker's turn, round 1), seeded dice, boxes answered."""
    window.document.dice = RandomDice(random.Random(11))
    return window


def defeat(encounter: Encounter) -> Encounter:
    """The skeleton dead, the second archer unconscious and not dying (B5: both defeated)."""
    for cid, state in (("skeleton", DamageState.DEAD), ("goblin-archer-2", DamageState.UNCONSCIOUS)):
        EditCombatant(cid, {"states": [{"state": state.value}]}).apply(encounter)
    return encounter


def picker_for(qtbot: Any, encounter: Encounter, actor: str | None, *, aim: Aim = Aim.HARM,
               multiple: bool = True) -> TargetPicker:
    picker = TargetPicker(multiple=multiple, aim=aim, list_name="testTargets")
    qtbot.addWidget(picker)
    picker.set_combatants(encounter, actor)
    picker.show()
    qtbot.waitExposed(picker)
    return picker


def number_of(picker: TargetPicker, combatant_id: str) -> int:
    number = picker.ids().index(combatant_id) + 1
    assert number <= 9, combatant_id
    return number


def press_number(qtbot: Any, picker: TargetPicker, combatant_id: str) -> None:
    """The GM's one key: the line's number, typed in the list."""
    qtbot.keyClick(picker.list, _KEYS[number_of(picker, combatant_id)])


def shown_line(picker: TargetPicker, row: int) -> str:
    """The text the delegate draws for a line (number, name, side and badges)."""
    option = QStyleOptionViewItem()
    delegate = picker.list.itemDelegate()
    assert isinstance(delegate, QStyledItemDelegate)
    delegate.initStyleOption(option, picker.list.model().index(row, 0))
    return str(option.text)


def test_lines_are_grouped_by_side_opponents_first_and_the_defeated_last(qtbot: Any, demo: Encounter) -> None:
    """Issue 26 item 2, B5: for an enemy the player characters and their ally come first,
    then the bystander, then its own side; the dead and the knocked-out at the end. For a
    player character the enemies come first. Nobody acting: the sides in order."""
    defeat(demo)
    goblin = picker_for(qtbot, demo, "goblin-archer")
    assert goblin.ids() == ["ayla-thornwood", "lin-yue", "sato-ken", "mill-dog", "old-bram",
                            "goblin-cutthroat", "goblin-lurker", "goblin-shaman", "grukk",
                            "goblin-archer-2", "skeleton"]
    ayla = picker_for(qtbot, demo, "ayla-thornwood")
    assert ayla.ids()[:5] == ["goblin-cutthroat", "goblin-archer", "goblin-lurker", "goblin-shaman", "grukk"]
    assert ayla.ids()[5:] == ["old-bram", "lin-yue", "sato-ken", "mill-dog", "goblin-archer-2", "skeleton"]
    healer = picker_for(qtbot, demo, "lin-yue", aim=Aim.HELP)
    assert healer.ids()[:3] == ["ayla-thornwood", "sato-ken", "mill-dog"]  # its own side first
    assert healer.ids()[-5:] == ["goblin-lurker", "goblin-shaman", "grukk", "goblin-archer-2", "skeleton"]
    nobody = picker_for(qtbot, demo, None)
    assert [demo.combatant(cid).side for cid in nobody.ids()[:4]] == [Side.PC, Side.PC, Side.PC, Side.ALLY]


def test_the_defeated_are_greyed_but_a_click_picks_them(qtbot: Any, demo: Encounter) -> None:
    """Issue 26 item 2: a dead combatant's line is in the disabled text colour (as in the
    table) and still enabled; clicking it checks it."""
    defeat(demo)
    picker = picker_for(qtbot, demo, "ayla-thornwood")
    row = picker.ids().index("skeleton")
    item = picker.list.item(row)
    greyed = QApplication.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
    assert item.foreground().color() == greyed
    assert picker.list.item(0).foreground().color() != greyed
    assert item.flags() & Qt.ItemFlag.ItemIsEnabled
    picker.list.scrollToItem(item)
    qtbot.mouseClick(picker.list.viewport(), Qt.MouseButton.LeftButton,
                     pos=picker.list.visualItemRect(item).center())
    assert picker.picked() == ["skeleton"]
    assert "dead" in shown_line(picker, row)


def test_each_line_shows_its_number_side_colour_and_badges_with_the_name_plain(qtbot: Any, demo: Encounter) -> None:
    """Issue 26 item 2: "1  Name   Side · badges" drawn, the item's own text the name as
    typed (plain text), a swatch of the table's side colour."""
    EditCombatant("grukk", {"name": "<b>Grukk</b>"}).apply(demo)
    picker = picker_for(qtbot, demo, "goblin-lurker")
    assert shown_line(picker, 0) == "1  Ayla Thornwood   PC · ser. wnd · Blessed (3)"
    grukk = picker.ids().index("grukk")
    assert picker.list.item(grukk).text() == "<b>Grukk</b>"
    assert grukk == 10 and shown_line(picker, grukk) == "\u2007  <b>Grukk</b>   Enemy"  # no key past 9
    swatch = picker.list.item(0).icon().pixmap(12, 12).toImage()
    assert QColor(swatch.pixel(6, 6)) == SIDE_COLOURS[Side.PC]
    assert picker.warning.textFormat() == Qt.TextFormat.PlainText


def test_number_keys_toggle_the_nth_line_and_space_the_current_one(qtbot: Any, demo: Encounter) -> None:
    """Issue 26 item 2: 1–9 in the list press the n-th line; pressed again it is unchecked."""
    picker = picker_for(qtbot, demo, "ayla-thornwood")
    qtbot.keyClick(picker.list, Qt.Key.Key_2)
    qtbot.keyClick(picker.list, Qt.Key.Key_1)
    assert picker.picked() == ["goblin-cutthroat", "goblin-archer"]
    qtbot.keyClick(picker.list, Qt.Key.Key_2)
    assert picker.picked() == ["goblin-cutthroat"]
    assert picker.list.currentRow() == 1
    qtbot.keyClick(picker.list, Qt.Key.Key_Space)
    assert picker.picked() == ["goblin-cutthroat", "goblin-archer"]
    single = picker_for(qtbot, demo, "ayla-thornwood", multiple=False)
    qtbot.keyClick(single.list, Qt.Key.Key_3)
    qtbot.keyClick(single.list, Qt.Key.Key_1)
    assert single.picked() == ["goblin-cutthroat"]  # one pick: the last pressed


def test_an_ally_is_picked_only_on_its_second_press(qtbot: Any, demo: Encounter) -> None:
    """Issue 26 item 2: pressing the attacker's ally warns inline; a press of another line
    forgets it; only two presses of the same ally in a row pick it."""
    picker = picker_for(qtbot, demo, "goblin-lurker")
    press_number(qtbot, picker, "goblin-cutthroat")
    assert picker.picked() == [] and picker.pending() == "goblin-cutthroat"
    assert picker.warning.text() == "Goblin Lurker is on Goblin Cutthroat's side. Press it again to pick it anyway."
    press_number(qtbot, picker, "ayla-thornwood")  # an opponent: picked at once
    assert picker.picked() == ["ayla-thornwood"] and picker.warning.text() == ""
    press_number(qtbot, picker, "goblin-cutthroat")
    assert picker.picked() == ["ayla-thornwood"]
    press_number(qtbot, picker, "goblin-cutthroat")
    assert picker.picked() == ["ayla-thornwood", "goblin-cutthroat"]
    assert picker.warning.text() == "Goblin Lurker is on Goblin Cutthroat's side."  # still named
    height = picker.warning.height()
    press_number(qtbot, picker, "goblin-cutthroat")  # unchecking an ally needs no second press
    assert picker.picked() == ["ayla-thornwood"] and picker.warning.text() == ""
    assert picker.warning.height() == height  # the line keeps its room: nothing moves


# -- in the dialogs, through their real exec() ---------------------------------------------

def run(window: MainWindow, action: str, dialog_class: type, script: Any) -> Any:
    waiting = when_modal(dialog_class, script)
    window.actions_by_name[action].trigger()
    assert waiting.timer is not None
    waiting.timer.stop()
    waiting.check()
    assert len(waiting.opened) == 1
    return waiting.opened[0]


def test_attack_pre_picks_the_last_target_of_this_attacker_and_else_the_selection(
        qtbot: Any, window: MainWindow) -> None:
    """Issue 26 item 2 (A14): the Goblin Lurker attacks Ayla by pressing 1; the next attack
    of the Lurker opens with Ayla checked. A valid target selected in the table wins; the
    Lurker itself selected (its turn) is no target, and its last target comes back."""
    seen: dict[str, Any] = {}

    def first(dialog: AttackDialog) -> None:
        seen["opened"] = dialog.target_picker.picked()
        qtbot.keyClick(dialog.targets_list, Qt.Key.Key_1)
        press(qtbot, dialog.roll_button)
        press_ok(dialog)

    run(window, "actionAttack", AttackDialog, first)
    assert seen["opened"] == []
    assert window.encounter.log[-1].targets == ["ayla-thornwood"]

    def again(dialog: AttackDialog) -> None:
        seen["again"] = dialog.target_picker.picked()
        dialog.reject()

    window.select("goblin-lurker")  # whose turn it is: not a target
    run(window, "actionAttack", AttackDialog, again)
    assert seen["again"] == ["ayla-thornwood"]
    window.select("sato-ken")
    run(window, "actionAttack", AttackDialog, again)
    assert seen["again"] == ["sato-ken"]
    window.select("goblin-cutthroat")  # an ally of the Lurker selected: not pre-picked, the last target is
    run(window, "actionAttack", AttackDialog, again)
    assert seen["again"] == ["ayla-thornwood"]


def test_attack_on_an_ally_takes_a_second_press(qtbot: Any, window: MainWindow) -> None:
    """Issue 26 item 2: the Lurker's ally pressed once is not checked (no card, Roll
    refused); pressed again it is, and the attack goes to it."""
    seen: dict[str, Any] = {}

    def attack(dialog: AttackDialog) -> None:
        picker = dialog.target_picker
        press_number(qtbot, picker, "goblin-cutthroat")
        seen["warned"] = picker.warning.text()
        seen["once"] = (picker.picked(), list(dialog.target_cards()), dialog.roll_button.isEnabled())
        press_number(qtbot, picker, "goblin-cutthroat")
        seen["twice"] = list(dialog.target_cards())
        press(qtbot, dialog.roll_button)
        press_ok(dialog)

    run(window, "actionAttack", AttackDialog, attack)
    assert seen["warned"].startswith("Goblin Lurker is on Goblin Cutthroat's side.")
    assert seen["once"] == ([], [], False)
    assert seen["twice"] == ["goblin-cutthroat"]
    assert window.encounter.log[-1].targets == ["goblin-cutthroat"]


def test_damage_to_the_dealers_ally_takes_a_second_press(qtbot: Any, window: MainWindow) -> None:
    """Issue 26 item 2 (B2–B4): dealt by the Lurker, its ally the Cutthroat is checked on the
    second press only; the damage check is made against it."""
    seen: dict[str, Any] = {}

    def damage(dialog: DamageDialog) -> None:
        assert dialog.targets() == []  # nothing selected
        dialog.attacker_combo.setCurrentIndex(dialog.attacker_combo.findData("goblin-lurker"))
        picker = dialog.target_picker
        assert picker.ids()[:3] == ["ayla-thornwood", "lin-yue", "sato-ken"]
        press_number(qtbot, picker, "goblin-cutthroat")
        seen["once"] = (dialog.targets(), picker.warning.text())
        press_number(qtbot, picker, "goblin-cutthroat")
        seen["twice"] = dialog.targets()
        press(qtbot, dialog.roll_button)
        press_ok(dialog)

    window.table.clearSelection()
    logged = len(window.encounter.log)
    run(window, "actionDamage", DamageDialog, damage)
    assert seen["once"] == ([], "Goblin Lurker is on Goblin Cutthroat's side. Press it again to pick it anyway.")
    assert seen["twice"] == ["goblin-cutthroat"]
    assert [entry.targets for entry in window.encounter.log[logged:]] == [["goblin-cutthroat"]]


def test_heal_of_the_healers_opponent_takes_a_second_press(qtbot: Any, window: MainWindow) -> None:
    """Issue 26 item 2 (B7), mirrored: 林月 heals; her own side is listed first and picked
    at once, an enemy only on its second press."""
    seen: dict[str, Any] = {}

    def heal(dialog: HealDialog) -> None:
        choose(qtbot, dialog.healer_combo, "lin-yue")  # the GM's choice: it holds whoever is picked
        picker = dialog.target_picker
        seen["first"] = picker.ids()[:3]
        press_number(qtbot, picker, "sato-ken")
        seen["ally"] = picker.current()
        press_number(qtbot, picker, "goblin-cutthroat")
        seen["once"] = (picker.current(), picker.warning.text())
        press_number(qtbot, picker, "goblin-cutthroat")
        seen["twice"] = picker.current()
        dialog.tabs.setCurrentIndex(1)  # temporary hit points: nothing to roll
        dialog.temp_spin.setValue(3)
        press_ok(dialog)

    undo = window.document.undo_stack.count()
    run(window, "actionHeal", HealDialog, heal)
    assert seen["first"] == ["ayla-thornwood", "lin-yue", "sato-ken"]  # her own side first, herself too
    assert seen["ally"] == "sato-ken"
    assert seen["once"] == ("sato-ken", "林月 is not on Goblin Cutthroat's side. Press it again to pick it anyway.")
    assert seen["twice"] == "goblin-cutthroat"
    assert window.document.undo_stack.count() == undo + 1
    assert window.encounter.combatant("goblin-cutthroat").temp_hp == 3


def test_heal_pre_picks_the_healers_last_patient(qtbot: Any, window: MainWindow) -> None:
    """Issue 26 item 2: the Lurker healed the archer; its next Heal opens on the archer."""
    seen: dict[str, Any] = {}

    def heal(dialog: HealDialog) -> None:
        dialog.healer_combo.setCurrentIndex(dialog.healer_combo.findData("goblin-lurker"))
        press_number(qtbot, dialog.target_picker, "goblin-archer")
        dialog.tabs.setCurrentIndex(1)
        dialog.temp_spin.setValue(2)
        press_ok(dialog)

    def again(dialog: HealDialog) -> None:
        seen["patient"] = dialog.target_picker.current()
        dialog.reject()

    run(window, "actionHeal", HealDialog, heal)
    run(window, "actionHeal", HealDialog, again)
    assert seen["patient"] == "goblin-archer"


def test_1D100_versus_against_an_ally_takes_a_second_press(qtbot: Any, window: MainWindow) -> None:
    """Issue 26 item 2 (C5): the Lurker's versus check; its ally gets a row only on the
    second press; an opponent's row at once."""
    seen: dict[str, Any] = {}

    def versus(dialog: PercentileDialog) -> None:
        dialog.versus_radio.setChecked(True)
        picker = dialog.target_picker
        press_number(qtbot, picker, "ayla-thornwood")
        press_number(qtbot, picker, "goblin-shaman")
        seen["once"] = (dialog.chosen_targets(), dialog.target_rows()["goblin-shaman"].check.isVisible(),
                        picker.warning.text())
        press_number(qtbot, picker, "goblin-shaman")
        seen["twice"] = (dialog.chosen_targets(), dialog.target_rows()["goblin-shaman"].check.isVisible())
        press(qtbot, dialog.roll_button)
        press_ok(dialog)

    logged = len(window.encounter.log)
    run(window, "actionPercentileCheck", PercentileDialog, versus)
    assert seen["once"] == (["ayla-thornwood"], False,
                            "Goblin Lurker is on ゴブリン呪術師's side. Press it again to pick it anyway.")
    assert seen["twice"] == (["ayla-thornwood", "goblin-shaman"], True)
    entries = window.encounter.log[logged:]
    assert {entry.kind for entry in entries} == {"percentile_vs"}
    assert [target for entry in entries for target in entry.targets] == ["ayla-thornwood", "goblin-shaman"]


def test_conditions_on_an_ally_take_a_second_press(qtbot: Any, window: MainWindow) -> None:
    """Issue 26 item 2: on the Lurker's turn, its ally is checked on the second press only;
    issue 29 item 3: the condition typed is added to every combatant checked, one undo step."""
    seen: dict[str, Any] = {}

    def conditions(dialog: ConditionsDialog) -> None:
        picker = dialog.target_picker
        seen["opened"] = picker.picked()
        press_number(qtbot, picker, "goblin-lurker")  # pressed again: unchecked
        press_number(qtbot, picker, "ayla-thornwood")
        press_number(qtbot, picker, "goblin-cutthroat")
        seen["once"] = (picker.picked(), picker.warning.text())
        press_number(qtbot, picker, "goblin-cutthroat")
        seen["twice"] = picker.picked()
        qtbot.keyClicks(dialog.name_edit, "Enraged")
        press_ok(dialog)

    steps = window.document.undo_stack.count()
    dialog = run(window, "actionConditions", ConditionsDialog, conditions)
    assert seen["opened"] == ["goblin-lurker"]  # whose turn it is, nothing else selected
    assert seen["once"] == (["ayla-thornwood"],
                            "Goblin Lurker is on Goblin Cutthroat's side. Press it again to pick it anyway.")
    assert seen["twice"] == ["ayla-thornwood", "goblin-cutthroat"]
    for bearer in ("ayla-thornwood", "goblin-cutthroat"):
        assert [c.name for c in window.encounter.combatant(bearer).conditions][-1] == "Enraged"
    assert window.document.undo_stack.count() == steps + 1
    window.document.undo_stack.undo()
    assert "Enraged" not in [c.name for c in window.encounter.combatant("ayla-thornwood").conditions]
    assert dialog is not None


def test_two_ad_hoc_attacks_in_a_row_by_a_pc_without_a_profile_need_no_re_entry(
        qtbot: Any, window: MainWindow) -> None:
    """Issue 26 item 5 (A14, B2): 林月 with no attack profile is offered "Unarmed/weapon" at
    once; the damage the GM typed for it comes back on her next attack: the second attack
    is the target's number, Roll and OK."""
    window.document.run(EditCombatant("lin-yue", {"attacks": []}))
    window.encounter.turn.current = "lin-yue"
    window.select("lin-yue")  # the selection follows the turn: the attacker, no target
    seen: dict[str, Any] = {}

    def first(dialog: AttackDialog) -> None:
        seen["offered"] = (dialog.profile_combo.currentData(), dialog.profile_form.name_edit.text())
        dialog.profile_form.damage_edit.selectAll()
        qtbot.keyClicks(dialog.profile_form.damage_edit, "1d8+2")
        qtbot.keyClick(dialog.targets_list, Qt.Key.Key_1)
        press(qtbot, dialog.roll_button)
        press_ok(dialog)
        (command,) = dialog.commands()
        assert isinstance(command, AttackCommand)
        seen["attacks"] = [command.attack]

    def second(dialog: AttackDialog) -> None:
        seen["again"] = (dialog.profile_combo.currentData(), dialog.profile_form.damage_edit.text())
        seen["picked"] = dialog.target_picker.picked()
        press(qtbot, dialog.roll_button)
        press_ok(dialog)
        (command,) = dialog.commands()
        assert isinstance(command, AttackCommand)
        seen["attacks"].append(command.attack)

    run(window, "actionAttack", AttackDialog, first)
    run(window, "actionAttack", AttackDialog, second)
    assert seen["offered"] == ("ad-hoc", "Unarmed/weapon")
    assert seen["again"] == ("ad-hoc", "1d8+2")
    assert seen["picked"] == ["goblin-cutthroat"]  # her last target
    first_attack, second_attack = seen["attacks"]
    assert isinstance(first_attack, AttackProfile) and first_attack.damage == "1d8+2"
    assert first_attack.name == "Unarmed/weapon" and second_attack == first_attack
    assert [e.targets for e in window.encounter.log[-2:]] == [["goblin-cutthroat"], ["goblin-cutthroat"]]

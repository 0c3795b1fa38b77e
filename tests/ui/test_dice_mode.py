"""Dice mode follows the roller (issue 26 item 1): whether a die is typed or rolled is decided per
die from who rolls it (the ``dice.<side>`` settings), whenever the dialog's choices change —
target or not. Every dialog is opened FROM ITS SHORTCUT on the main window with nothing selected,
through its real ``exec()``; the dice are typed with the GM's keys, Enter in the last typed box
takes the action, and the logged roll holds the typed naturals (setting on) or the tracker's
(setting off). Each box says who gives its value ("typed at the table" / "rolled by the tracker").

The count kept: an attack by a player character with typed dice, from Ctrl+T with nothing
selected on the demo, takes 8 GM inputs before this change (Ctrl+T, check the target, click
"Enter dice…", 1, 8, Enter, 9, Enter) and 7 after it (no "Enter dice…": the boxes come with
the target). RULES.md A1, A14 (hit check), B3 (damage check), B7 (healing recovery check),
B8 (natural recovery checks), C3 (1D100 check).
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QListWidget, QStyle, QWidget

from gmtracker.ui.dialogs.attack_dialog import AttackDialog
from gmtracker.ui.dialogs.check_dialog import CheckDialog
from gmtracker.ui.dialogs.damage_dialog import DamageDialog
from gmtracker.ui.dialogs.heal_dialog import HealDialog
from gmtracker.ui.dialogs.percentile_dialog import PercentileDialog
from gmtracker.ui.dialogs.rest_dialog import RestDialog
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.contrast import _view_option
from tests.ui.modal import MessageBoxes, when_modal
from tests.ui.test_action_dialog import Inputs as CountedInputs

# GM inputs for a PC's attack with typed dice from Ctrl+T, nothing selected (measured on the demo).
ATTACK_INPUTS_BEFORE = 8
ATTACK_INPUTS_AFTER = 7

TYPED = "typed at the table"
ROLLED = "rolled by the tracker"


@pytest.fixture(autouse=True)
def _answered(boxes: MessageBoxes) -> MessageBoxes:
    return boxes


class Inputs(CountedInputs):
    """The GM's keys and clicks, counted (test_action_dialog's), and a click on a target's check box."""

    def check_line(self, view: QListWidget, combatant_id: str) -> None:
        """One click on the check box of ``combatant_id``'s line."""
        item = next(view.item(r) for r in range(view.count())
                    if view.item(r).data(Qt.ItemDataRole.UserRole) == combatant_id)
        view.scrollToItem(item)
        option = _view_option(view, view.indexFromItem(item))
        rect = view.style().subElementRect(QStyle.SubElement.SE_ItemViewItemCheckIndicator, option, view)
        self.click(view.viewport(), rect.center())


def setting(window: MainWindow, on: bool) -> None:
    """Dice of player characters typed at the table (on) or rolled by the app (off); the others by the app."""
    values = window.context.settings.values.replace(**{"dice.pc": "table" if on else "app"})
    window.context.settings.update(values)


def lin_yues_turn(window: MainWindow) -> None:
    """The demo at Lin Yue's turn (a PC), nothing selected in the table."""
    window.encounter.turn.current = "lin-yue"
    window.table.clearSelection()
    assert window.selected_ids() == []


def badges(dialog: Any) -> list[str]:
    return [badge.text() for badge in dialog.dice_entry.badges()]


def run(qtbot: Any, window: MainWindow, kind: type, action: str, script: Any, inputs: Inputs | None = None) -> Any:
    """Open ``action`` by its key sequence on the main window (one input), run ``script`` in the real exec()."""
    seen: dict[str, Any] = {}
    waiting = when_modal(kind, lambda dialog: script(dialog, seen))
    logged = len(window.encounter.log)
    sequence = window.actions_by_name[action].shortcut()
    assert not sequence.isEmpty(), action
    combination = sequence[0]
    qtbot.keyClick(window, combination.key(), combination.keyboardModifiers())
    if inputs is not None:
        inputs.count += 1
    waiting.check()
    assert waiting.opened, f"{kind.__name__} did not open from {sequence.toString()}"
    seen["new"] = window.encounter.log[logged:]
    return seen


def naturals(record: Any) -> list[int]:
    """Every die value a log record holds (its ``natural``/``naturals``/``d20``/``d6``/``d100`` fields)."""
    found: list[int] = []
    if isinstance(record, dict):
        for key, value in record.items():
            if key in ("natural", "naturals", "d20", "d6", "d100", "roll", "rolls") or "natural" in key:
                found += [v for v in (value if isinstance(value, list) else [value]) if isinstance(v, int)]
            found += naturals(value)
    elif isinstance(record, list):
        for value in record:
            found += naturals(value)
    return found


def wait_open(qtbot: Any, dialog: Any) -> None:
    qtbot.waitUntil(lambda: dialog.isActiveWindow() and QApplication.focusWidget() is not None)


# -- attack ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("on", [True, False])
def test_attack_from_ctrl_t_with_no_target_types_the_pcs_dice_once_the_target_is_checked(
        qtbot: Any, window: MainWindow, on: bool) -> None:
    """Issue 26 item 1, A14/B3: Ctrl+T with nothing selected opens with no target; checking one puts
    the dialog in typed dice (setting on), the cursor in the hit check's box; 18, Enter, 9, Enter
    takes the attack with those naturals. Setting off: the tracker rolls (Roll, then OK)."""
    setting(window, on)
    lin_yues_turn(window)
    inputs = Inputs(qtbot)

    def script(dialog: AttackDialog, seen: dict[str, Any]) -> None:
        wait_open(qtbot, dialog)
        seen["opened"] = (dialog.stage(), dialog.target_picker.picked())
        inputs.check_line(dialog.targets_list, "goblin-lurker")
        seen["after target"] = dialog.stage()
        if on:
            qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.dice_entry.boxes()[0])
            seen["badges"] = badges(dialog)
            inputs.type("18")
            inputs.key(Qt.Key.Key_Return)
            seen["badges 2"] = badges(dialog)
            inputs.type("9")
            inputs.key(Qt.Key.Key_Return)
        else:
            seen["boxes"] = len(dialog.dice_entry.boxes())
            inputs.click(dialog.roll_button)
            inputs.click(dialog.ok_button)

    seen = run(qtbot, window, AttackDialog, "actionAttack", script, inputs)
    assert seen["opened"] == ("setup", [])  # nothing selected: no target, nothing to roll yet
    (entry,) = seen["new"]
    assert entry.kind == "attack" and entry.json_record is not None and entry.json_record["attacker"] == "lin-yue"
    naturals = (entry.json_record["hit_check"]["natural"], entry.json_record["damage"]["natural"])
    if on:
        assert seen["after target"] == "entering"
        assert seen["badges"] == [TYPED] and seen["badges 2"] == [TYPED, TYPED]
        assert naturals == (18, 9)
        assert inputs.count == ATTACK_INPUTS_AFTER < ATTACK_INPUTS_BEFORE
    else:
        assert seen["after target"] == "setup" and seen["boxes"] == 0
        assert naturals != (18, 9)  # the demo's seeded dice (random.Random(3)), not typed


# -- damage ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("on", [True, False])
def test_damage_from_ctrl_m_types_the_dealers_damage_check_when_its_side_rolls_at_the_table(
        qtbot: Any, window: MainWindow, on: bool) -> None:
    """Issue 26 items 1 and 7, B3: on Lin Yue's turn "Dealt by" is Lin Yue; the damage check is hers,
    typed at the table once the target is checked (setting on), else rolled by the tracker."""
    setting(window, on)
    lin_yues_turn(window)

    def script(dialog: DamageDialog, seen: dict[str, Any]) -> None:
        wait_open(qtbot, dialog)
        seen["dealer"] = dialog.attacker_combo.currentData()
        Inputs(qtbot).check_line(dialog.target_list, "goblin-lurker")
        seen["stage"] = dialog.stage()
        if on:
            qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.dice_entry.boxes()[0])
            seen["badges"] = badges(dialog)
            qtbot.keyClicks(QApplication.focusWidget(), "17")
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        else:
            qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
            qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    seen = run(qtbot, window, DamageDialog, "actionDamage", script)
    assert seen["dealer"] == "lin-yue"
    (entry,) = seen["new"]
    assert entry.kind == "damage_check" and entry.json_record is not None
    if on:
        assert seen["stage"] == "entering" and seen["badges"] == [TYPED]
        assert set(naturals(entry.json_record)) == {17}
    else:
        assert seen["stage"] == "setup" and 17 not in naturals(entry.json_record)  # the demo's seeded dice: 8


# -- check ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("on", [True, False])
def test_check_from_ctrl_e_opens_typed_for_the_pc_whose_turn_it_is(qtbot: Any, window: MainWindow, on: bool) -> None:
    """Issue 26 item 1, A1/A2: Lin Yue checks (her turn, nothing selected): typed at the table, the
    cursor in the d20's box, 13 and Enter take it (setting on); else the tracker rolls."""
    setting(window, on)
    lin_yues_turn(window)

    def script(dialog: CheckDialog, seen: dict[str, Any]) -> None:
        wait_open(qtbot, dialog)
        seen["stage"] = dialog.stage()
        if on:
            seen["focus"] = QApplication.focusWidget().objectName()
            seen["badges"] = badges(dialog)
            for box in dialog.dice_entry.boxes():
                qtbot.keyClicks(QApplication.focusWidget(), "13" if box.maximum() == 20 else "2")
                qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        else:
            qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
            qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    seen = run(qtbot, window, CheckDialog, "actionCheck", script)
    (entry,) = seen["new"]
    assert entry.kind == "check" and entry.actor == "lin-yue" and entry.json_record is not None
    if on:
        assert seen["stage"] == "entering" and seen["focus"] == "die0" and set(seen["badges"]) == {TYPED}
        assert 13 in naturals(entry.json_record)
    else:
        assert seen["stage"] == "setup" and naturals(entry.json_record)


# -- 1D100 ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("on", [True, False])
def test_percentile_from_ctrl_p_types_the_pcs_1d100(qtbot: Any, window: MainWindow, on: bool) -> None:
    """Issue 26 item 1, C3: Lin Yue's 1D100 normal check from Ctrl+P: typed at the table (42, Enter)
    with the setting on, rolled by the tracker with it off."""
    setting(window, on)
    lin_yues_turn(window)

    def script(dialog: PercentileDialog, seen: dict[str, Any]) -> None:
        wait_open(qtbot, dialog)
        seen["stage"] = dialog.stage()
        if on:
            seen["badges"] = badges(dialog)
            dialog.dice_entry.focus_first_empty()
            qtbot.keyClicks(QApplication.focusWidget(), "42")
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        else:
            qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
            qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    seen = run(qtbot, window, PercentileDialog, "actionPercentileCheck", script)
    (entry,) = seen["new"]
    assert entry.json_record is not None
    if on:
        assert seen["stage"] == "entering" and seen["badges"] == [TYPED]
        assert 42 in naturals(entry.json_record)
    else:
        assert seen["stage"] == "setup" and naturals(entry.json_record)


# -- heal -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("on", [True, False])
def test_heal_from_ctrl_j_types_the_patients_recovery_check(qtbot: Any, window: MainWindow, on: bool) -> None:
    """Issue 26 item 1, B7: Sato Ken heals Ayla (selected) with a recovery check: the die is Ayla's
    (a PC), typed once "recovery check" is chosen (setting on), rolled by the tracker (off)."""
    setting(window, on)
    lin_yues_turn(window)
    window.encounter.turn.current = "sato-ken"
    window.select("ayla-thornwood")

    def script(dialog: HealDialog, seen: dict[str, Any]) -> None:
        wait_open(qtbot, dialog)
        seen["who"] = (dialog.healer(), dialog.target().id)
        qtbot.mouseClick(dialog.recovery_radio, Qt.MouseButton.LeftButton)
        seen["before"] = dialog.stage()  # no healing dice yet: nothing to roll
        dialog.healing_edit.setFocus()
        qtbot.keyClicks(dialog.healing_edit, "1d8+1")  # valid at "1": the boxes appear, the cursor stays
        seen["typing"] = (QApplication.focusWidget() is dialog.healing_edit, dialog.healing_edit.text())
        seen["stage"] = dialog.stage()
        if on:
            seen["badges"] = badges(dialog)
            seen["boxes"] = [(n.purpose, n.combatant) for n in dialog.dice_entry.needs()]
            qtbot.mouseClick(dialog.dice_entry.boxes()[0], Qt.MouseButton.LeftButton)
            qtbot.keyClicks(QApplication.focusWidget(), "19")
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        else:
            qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
            qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    seen = run(qtbot, window, HealDialog, "actionHeal", script)
    assert seen["who"] == ("sato-ken", "ayla-thornwood")  # item 7: the healer is on the patient's side
    assert seen["before"] == "setup"  # lowering a count needs no die
    (entry,) = seen["new"]
    assert entry.json_record is not None
    if on:
        assert seen["boxes"] == [("healing_recovery_check", "ayla-thornwood")]
        assert seen["stage"] == "entering" and seen["badges"] == [TYPED]
        assert seen["typing"] == (True, "1d8+1")
        assert 19 in naturals(entry.json_record)
    else:
        assert seen["stage"] == "setup" and naturals(entry.json_record)


# -- rest: dice of both kinds in one step -----------------------------------------------------------

@pytest.mark.parametrize("on", [True, False])
def test_rest_from_ctrl_r_types_the_pcs_recovery_checks_and_shows_the_npcs_rolled(
        qtbot: Any, window: MainWindow, on: bool) -> None:
    """Issue 26 item 1, B8: the demo's rest has recovery checks of a PC and of NPCs. Setting on: the
    PC's boxes are typed (the cursor in the first), the NPCs' show their value, "rolled by the
    tracker", read-only; Enter in the last typed box takes the rest with the typed and the shown
    values. Setting off: no boxes, Roll."""
    setting(window, on)
    lin_yues_turn(window)

    def script(dialog: RestDialog, seen: dict[str, Any]) -> None:
        wait_open(qtbot, dialog)
        seen["stage"] = dialog.stage()
        if on:
            entry = dialog.dice_entry
            seen["badges"] = badges(dialog)
            seen["rolled"] = [(box.isReadOnly(), box.value()) for box in entry.boxes()]
            seen["owners"] = [need.combatant for need in entry.needs()]
            typed = entry.typed_boxes()
            seen["focus"] = QApplication.focusWidget() is (typed[0] if typed else None)
            for _box in typed:
                qtbot.keyClicks(QApplication.focusWidget(), "16")
                qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        else:
            qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
            qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    seen = run(qtbot, window, RestDialog, "actionRest", script)
    assert seen["new"], "the rest was not taken"
    if on:
        pcs = {c.id for c in window.encounter.combatants if c.side.value == "pc"}
        assert seen["stage"] == "entering" and seen["focus"]
        for owner, badge, (read_only, value) in zip(seen["owners"], seen["badges"], seen["rolled"]):
            assert badge == (TYPED if owner in pcs else ROLLED)
            assert read_only == (owner not in pcs) and (value != 0) == (owner not in pcs)
        assert TYPED in seen["badges"] and ROLLED in seen["badges"]
        assert 16 in naturals([entry.json_record for entry in seen["new"]])
    else:
        assert seen["stage"] == "setup"

"""Defaults that follow the turn and the side (issue 26 item 7), through the real dialogs opened
from their shortcuts on the demo's main window: the healer is whose turn it is only when it is on
the healed one's side ("Wolf 1 heals Bram" is never the default), and "Dealt by" is whose turn it
is when it is an opponent of the target — on a PC's own turn, that PC, never "nobody".
RULES.md B3 (damage check), B7 (healing)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from gmtracker.ui.dialogs.damage_dialog import DamageDialog
from gmtracker.ui.dialogs.heal_dialog import HealDialog
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.conftest import choose
from tests.ui.modal import MessageBoxes, when_modal


@pytest.fixture(autouse=True)
def _answered(boxes: MessageBoxes) -> MessageBoxes:
    return boxes


def turn_and_selection(window: MainWindow, current: str, *selected: str) -> None:
    window.encounter.turn.current = current
    window.table.clearSelection()
    for combatant_id in selected:
        row = window.proxy.mapFromSource(window.combatant_model.index(window.encounter.row_of(combatant_id), 0))
        window.table.selectionModel().select(
            row, window.table.selectionModel().SelectionFlag.Select | window.table.selectionModel().SelectionFlag.Rows)
    assert window.selected_ids() == [cid for cid in window.encounter.ids() if cid in selected]


def opened(qtbot: Any, window: MainWindow, kind: type, action: str, script: Any = None) -> dict[str, Any]:
    """The dialog of ``action`` from its key sequence, through the real exec(): what it opened with."""
    seen: dict[str, Any] = {}

    def look(dialog: Any) -> None:
        qtbot.waitUntil(dialog.isActiveWindow)
        if isinstance(dialog, HealDialog):
            seen["healer"] = dialog.healer()
            seen["patient"] = dialog.target().id if dialog.target() is not None else None
        else:
            seen["dealer"] = dialog.attacker_combo.currentData() or None
            seen["dealer text"] = dialog.attacker_combo.currentText()
        if script is not None:
            script(dialog)
        else:
            dialog.reject()

    waiting = when_modal(kind, look)
    combination = window.actions_by_name[action].shortcut()[0]
    qtbot.keyClick(window, combination.key(), combination.keyboardModifiers())
    waiting.check()
    assert waiting.opened
    return seen


def test_an_enemy_whose_turn_it_is_does_not_heal_the_selected_pc(qtbot: Any, window: MainWindow) -> None:
    """Issue 26 item 7, B7: the Goblin Lurker's turn, Ayla selected: the healer is nobody."""
    turn_and_selection(window, "goblin-lurker", "ayla-thornwood")
    seen = opened(qtbot, window, HealDialog, "actionHeal")
    assert seen["patient"] == "ayla-thornwood"
    assert seen["healer"] is None


def test_a_selected_pc_heals_when_whose_turn_it_is_is_an_enemy(qtbot: Any, window: MainWindow) -> None:
    """Issue 26 item 7, B7: the Goblin Lurker's turn, Ayla and Sato Ken selected: Sato Ken heals Ayla."""
    turn_and_selection(window, "goblin-lurker", "ayla-thornwood", "sato-ken")
    seen = opened(qtbot, window, HealDialog, "actionHeal")
    assert (seen["healer"], seen["patient"]) == ("sato-ken", "ayla-thornwood")


def test_whose_turn_it_is_heals_one_of_its_side(qtbot: Any, window: MainWindow) -> None:
    """Issue 26 item 7, B7: Sato Ken's turn, Ayla selected: Sato Ken heals Ayla."""
    turn_and_selection(window, "sato-ken", "ayla-thornwood")
    seen = opened(qtbot, window, HealDialog, "actionHeal")
    assert (seen["healer"], seen["patient"]) == ("sato-ken", "ayla-thornwood")


@pytest.mark.parametrize(("current", "selected", "dealer"), [
    ("sato-ken", (), "sato-ken"),  # a PC's own turn, no target yet: the PC, not "nobody"
    ("sato-ken", ("grukk",), "sato-ken"),  # damaging an enemy on its own turn
    ("goblin-lurker", ("ayla-thornwood",), "goblin-lurker"),  # an enemy's turn, a PC hit
    ("goblin-lurker", ("goblin-archer",), None),  # its own ally takes damage: a trap, a fall
])
def test_dealt_by_is_whose_turn_it_is_when_it_opposes_the_target(
        qtbot: Any, window: MainWindow, current: str, selected: tuple[str, ...], dealer: str | None) -> None:
    """Issue 26 item 7, B3: "Dealt by" in Damage (Ctrl+M) follows the turn and the sides."""
    turn_and_selection(window, current, *selected)
    seen = opened(qtbot, window, DamageDialog, "actionDamage")
    assert seen["dealer"] == dealer, seen["dealer text"]


def test_a_pcs_damage_on_its_own_turn_is_logged_as_dealt_by_it(qtbot: Any, window: MainWindow) -> None:
    """Issue 26 item 7, B3: Bram's case in the demo: Sato Ken's turn, Grukk selected, Ctrl+M, Roll,
    OK: the logged damage check is Sato Ken's."""
    turn_and_selection(window, "sato-ken", "grukk")
    logged = len(window.encounter.log)

    def roll_and_ok(dialog: DamageDialog) -> None:
        qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    opened(qtbot, window, DamageDialog, "actionDamage", roll_and_ok)
    (entry,) = window.encounter.log[logged:]
    assert entry.kind == "damage_check" and entry.json_record is not None
    assert entry.json_record["attacker"] == "sato-ken" and entry.json_record["target"] == "grukk"


def _press_number(qtbot: Any, dialog: HealDialog, combatant_id: str) -> None:
    """The GM presses the patient's number (1–9) in the patient list."""
    number = dialog.target_picker.ids().index(combatant_id) + 1
    qtbot.keyClick(dialog.target_list, getattr(Qt.Key, f"Key_{number}"))


def test_the_healer_follows_the_patient_picked_inside_the_dialog(qtbot: Any, window: MainWindow) -> None:
    """Issue 27 (after issue 26 item 7), B7: the Goblin Lurker's turn, nothing selected: Ctrl+J
    opens with the lurker healing one of its side; the GM presses Ayla's number twice (she is on
    the other side): the healer becomes nobody, not "Goblin Lurker heals Ayla"; back to a goblin:
    the lurker again. OK heals with the healer shown."""
    turn_and_selection(window, "goblin-lurker")
    steps: list[tuple[str | None, str]] = []
    warnings: list[str] = []

    def pick(dialog: HealDialog) -> None:
        steps.append((dialog.healer(), dialog.target().id))
        _press_number(qtbot, dialog, "ayla-thornwood")
        _press_number(qtbot, dialog, "ayla-thornwood")  # an opponent of the healer: a second press
        steps.append((dialog.healer(), dialog.target().id))
        warnings.append(dialog.target_picker.warning.text())  # nobody heals: no "not on her side"
        goblin = next(cid for cid in dialog.target_picker.ids()
                      if cid.startswith("goblin") and cid != "goblin-lurker")
        _press_number(qtbot, dialog, goblin)
        steps.append((dialog.healer(), dialog.target().id))
        _press_number(qtbot, dialog, "ayla-thornwood")
        _press_number(qtbot, dialog, "ayla-thornwood")
        steps.append((dialog.healer(), dialog.target().id))
        dialog.reject()

    opened(qtbot, window, HealDialog, "actionHeal", pick)
    assert steps[0][0] == "goblin-lurker"  # opened: whose turn it is, a patient of its side
    assert steps[1] == (None, "ayla-thornwood")
    assert steps[2][0] == "goblin-lurker" and steps[2][1].startswith("goblin")
    assert steps[3] == (None, "ayla-thornwood")
    assert warnings == [""]


def test_a_healer_the_gm_chose_stays_when_the_patient_changes(qtbot: Any, window: MainWindow) -> None:
    """Issue 27: once the GM picks the healer by hand, picking another patient keeps it."""
    turn_and_selection(window, "goblin-lurker")
    seen: dict[str, Any] = {}

    def pick(dialog: HealDialog) -> None:
        choose(qtbot, dialog.healer_combo, "sato-ken")
        _press_number(qtbot, dialog, "ayla-thornwood")
        _press_number(qtbot, dialog, "ayla-thornwood")
        seen["after"] = (dialog.healer(), dialog.target().id)
        dialog.reject()

    opened(qtbot, window, HealDialog, "actionHeal", pick)
    assert seen["after"] == ("sato-ken", "ayla-thornwood")


def test_dealt_by_follows_the_targets_checked_inside_the_dialog(qtbot: Any, window: MainWindow) -> None:
    """Issue 27 (as the healer), B3: Sato Ken's turn, nothing selected: Ctrl+M opens dealt by
    Sato Ken; the GM checks Ayla (his ally: a second press): "Dealt by" becomes nobody (a trap, a
    fall), not "Sato Ken damages Ayla"; Ayla unchecked and Grukk checked: Sato Ken again."""
    turn_and_selection(window, "sato-ken")
    steps: list[tuple[str | None, list[str]]] = []
    warnings: list[str] = []

    def pick(dialog: DamageDialog) -> None:
        def press(combatant_id: str) -> None:
            number = dialog.target_picker.ids().index(combatant_id) + 1
            qtbot.keyClick(dialog.target_list, getattr(Qt.Key, f"Key_{number}"))

        for cid in dialog.targets():
            press(cid)  # a clean start: nothing checked
        steps.append((dialog.attacker_combo.currentData() or None, dialog.targets()))
        press("ayla-thornwood")
        press("ayla-thornwood")
        steps.append((dialog.attacker_combo.currentData() or None, dialog.targets()))
        warnings.append(dialog.target_picker.warning.text())  # nobody deals it: no "on his side"
        press("ayla-thornwood")
        press("grukk")
        steps.append((dialog.attacker_combo.currentData() or None, dialog.targets()))
        dialog.reject()

    opened(qtbot, window, DamageDialog, "actionDamage", pick)
    assert steps == [("sato-ken", []), (None, ["ayla-thornwood"]), ("sato-ken", ["grukk"])]
    assert warnings == [""]


def test_a_dealer_the_gm_chose_stays_when_the_targets_change(qtbot: Any, window: MainWindow) -> None:
    """Issue 27: once the GM picks "Dealt by" by hand, checking other targets keeps it (and the
    warning speaks of the dealer the GM chose)."""
    turn_and_selection(window, "sato-ken")
    seen: dict[str, Any] = {}

    def pick(dialog: DamageDialog) -> None:
        choose(qtbot, dialog.attacker_combo, "goblin-lurker")
        for cid in dialog.targets():
            number = dialog.target_picker.ids().index(cid) + 1
            qtbot.keyClick(dialog.target_list, getattr(Qt.Key, f"Key_{number}"))
        number = dialog.target_picker.ids().index("goblin-archer") + 1  # the lurker's ally: twice
        qtbot.keyClick(dialog.target_list, getattr(Qt.Key, f"Key_{number}"))
        qtbot.keyClick(dialog.target_list, getattr(Qt.Key, f"Key_{number}"))
        seen["after"] = (dialog.attacker_combo.currentData() or None, dialog.targets())
        seen["warning"] = dialog.target_picker.warning.text()
        dialog.reject()

    opened(qtbot, window, DamageDialog, "actionDamage", pick)
    assert seen["after"] == ("goblin-lurker", ["goblin-archer"])
    assert seen["warning"].startswith("Goblin Lurker is on Goblin Archer")

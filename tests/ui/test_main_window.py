"""The main window driven as a GM runs a fight: actions, dialogs, undo, files.

Modal dialogs run through their real ``exec()``: a timer finds the open dialog, fills
its real widgets and presses OK, as the GM would (tests/ui/modal.py). Message boxes
open for real too and are answered the same way.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgspec
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QLabel, QLineEdit, QMessageBox, QTableView

from gmtracker.encounter import Encounter, Side
from gmtracker.encounter.turns import EndCombat
from gmtracker.rules.dice import RandomDice
from gmtracker.storage.paths import UserPaths
from gmtracker.ui.models.combatant_model import Column
from gmtracker.ui.shell.context import AppContext
from gmtracker.ui.dialogs.attack_dialog import AttackDialog
from gmtracker.ui.dialogs.heal_dialog import HealDialog
from gmtracker.ui.words.log_lines import entry_line
from gmtracker.ui.dialogs.percentile_dialog import PercentileDialog
from gmtracker.ui.dialogs.prompts_dialog import PromptsDialog
from gmtracker.ui.dialogs.rest_dialog import RestDialog
from gmtracker.ui.dialogs.initiative_dialog import InitiativeDialog
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.conftest import at_the_table, press, press_ok, type_dice, type_next
from tests.ui.modal import MessageBoxes, when_modal


def scripted(monkeypatch: pytest.MonkeyPatch, dialog_class: type[QDialog],
             script: Callable[[Any], None]) -> list[Any]:
    """Run ``script`` on the next ``dialog_class`` dialog, opened through its real ``exec()``
    (the script must end by pressing OK or Cancel), and on every later one until the test
    ends. Returns the dialogs it ran on."""
    waiting = when_modal(dialog_class, script, times=None)
    return waiting.opened


@pytest.fixture(autouse=True)
def _answered(boxes: MessageBoxes) -> MessageBoxes:
    """Every message box of these tests opens for real and is answered (tests/ui/conftest.py)."""
    return boxes


@pytest.fixture
def no_modal_boxes(boxes: MessageBoxes) -> list[str]:
    """The texts of the message boxes shown, in order."""
    return boxes.texts


def trigger(window: MainWindow, name: str) -> None:
    action = window.actions_by_name[name]
    assert action.isEnabled(), name
    action.trigger()


def cell(window: MainWindow, combatant_id: str, column: Column) -> str:
    return window.combatant_model.index(window.encounter.row_of(combatant_id), column).data()


def test_the_window_has_its_named_parts(window: MainWindow) -> None:
    for name in ("combatantTable", "combatantEditor", "rollLog", "roundLabel"):
        assert window.findChild(object, name) is not None, name
    for name in ("actionNew", "actionOpen", "actionSave", "actionUndo", "actionRedo", "actionAddCombatant",
                 "actionDuplicate", "actionRemove", "actionStartCombat", "actionNextTurn", "actionPreviousTurn",
                 "actionCheck", "actionAttack", "actionDamage", "actionHeal", "actionRest",
                 "actionPercentileCheck"):
        assert window.actions_by_name[name].objectName() == name
    assert window.findChild(QTableView, "combatantTable").model().rowCount() == 12
    assert window.findChild(QLabel, "roundLabel").text().startswith("Round 1 · Goblin Lurker's turn")
    assert "Ambush at the Old Mill" in window.windowTitle()


def test_a_gm_runs_a_fight(qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                           no_modal_boxes: list[str]) -> None:
    enc = window.encounter
    at_the_table(window, "pc")
    window.run(EndCombat())
    # Start combat: the players type their initiative again (the last fight's values are not
    # kept); the others are rolled; round 1, the highest first (D1).
    def initiative(dialog: InitiativeDialog) -> None:
        for cid, value in (("ayla-thornwood", "25"), ("lin-yue", "12"), ("sato-ken", "9")):
            qtbot.keyClicks(dialog.findChild(QLineEdit, f"initiative_{cid}"), value)
        press_ok(dialog)

    started = scripted(monkeypatch, InitiativeDialog, initiative)
    trigger(window, "actionStartCombat")
    assert started
    assert (enc.turn.started, enc.turn.round, enc.turn.current) == (True, 1, "ayla-thornwood")
    assert window.round_label.text().startswith("Round 1 · Ayla Thornwood's turn")

    # Attack with typed-in dice: 佐藤 健's katana against the cutthroat.
    def attack(dialog: AttackDialog) -> None:
        dialog.attacker_combo.setCurrentIndex(dialog.attacker_combo.findData("sato-ken"))
        for row in range(dialog.targets_list.count()):
            item = dialog.targets_list.item(row)
            wanted = item.data(Qt.ItemDataRole.UserRole) == "goblin-cutthroat"
            item.setCheckState(Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)
        qtbot.mouseClick(dialog.enter_dice_button, Qt.MouseButton.LeftButton)
        # hit check 15 + 5 vs base 13, then the damage check; Enter in the last box accepts
        type_dice(qtbot, dialog, [15, 15], enter=True)

    before = enc.combatant("goblin-cutthroat").wounds
    opened = scripted(monkeypatch, AttackDialog, attack)
    trigger(window, "actionAttack")
    assert opened and enc.log[-1].kind == "attack"
    assert enc.combatant("goblin-cutthroat").wounds == before + 1
    assert cell(window, "goblin-cutthroat", Column.WOUNDS) == f"{before + 1}"
    assert cell(window, "goblin-cutthroat", Column.BRUISES) == "0"
    assert "disabled" in cell(window, "goblin-cutthroat", Column.STATES)
    # A16: in Ayla's turn the katana attack is off-turn: no hit penalty counted (issue 12 ruling)
    assert enc.combatant("sato-ken").hit_penalties == 0
    assert cell(window, "sato-ken", Column.PENALTY) == ""

    # Undo it with one keystroke's action.
    trigger(window, "actionUndo")
    assert enc.combatant("goblin-cutthroat").wounds == before
    assert "disabled" not in cell(window, "goblin-cutthroat", Column.STATES)
    assert enc.combatant("sato-ken").hit_penalties == 0

    # Heal 林月 (B7): 1d8+1 → 4 points lower the wound count by 2.
    def heal(dialog: HealDialog) -> None:
        dialog.target_picker.set_picked(["lin-yue"])
        dialog.healing_edit.clear()
        qtbot.keyClicks(dialog.healing_edit, "1d8+1")
        dialog.count_radio.setChecked(True)
        dialog.wounds_radio.setChecked(True)
        press_ok(dialog)  # nothing to roll: OK takes it

    scripted(monkeypatch, HealDialog, heal)
    trigger(window, "actionHeal")
    assert enc.combatant("lin-yue").wounds == 0

    # Rest an hour (B6, B8), leaving every due recovery check for later.
    def rest(dialog: RestDialog) -> None:
        for row in dialog.due_rows().values():
            row.mode.setCurrentIndex(row.mode.count() - 1)  # "Not now"
        press_ok(dialog)

    clock = enc.turn.clock
    scripted(monkeypatch, RestDialog, rest)
    trigger(window, "actionRest")
    assert enc.turn.clock == clock + 600

    # Next turn through a whole round; turn-start prompts are skipped (and logged).
    def skip_all(dialog: PromptsDialog) -> None:
        for button in dialog.findChildren(object):
            if getattr(button, "objectName", lambda: "")().endswith("_skip"):
                button.click()
        press_ok(dialog)

    scripted(monkeypatch, PromptsDialog, skip_all)
    enc.combatants[enc.row_of("mill-dog")].hit_penalties = 2
    start_round = enc.turn.round
    seen = set()
    while enc.turn.round == start_round:
        trigger(window, "actionNextTurn")
        seen.add(enc.turn.current)
    assert enc.turn.round == start_round + 1
    assert "mill-dog" in seen and enc.combatant("mill-dog").hit_penalties == 0  # A16 reset

    # 1D100 versus check against two targets with one active roll (C8).
    def versus(dialog: PercentileDialog) -> None:
        dialog.versus_radio.setChecked(True)
        dialog.active_combo.setCurrentIndex(dialog.active_combo.findData("ayla-thornwood"))
        rows = dialog.target_rows()
        for cid, row in rows.items():
            row.check.setChecked(cid in ("goblin-archer", "goblin-archer-2"))
        press(qtbot, dialog.enter_dice_button)
        type_next(qtbot, dialog, [50, 40, 97])
        press_ok(dialog)

    dialog_class = PercentileDialog
    scripted(monkeypatch, dialog_class, versus)
    trigger(window, "actionPercentileCheck")
    assert [e.kind for e in enc.log[-2:]] == ["percentile_vs", "percentile_vs"]
    assert {e.targets[0] for e in enc.log[-2:]} == {"goblin-archer", "goblin-archer-2"}

    # Save, reopen, compare.
    path = tmp_path / "fight.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(path), "")))
    trigger(window, "actionSave")
    assert window.document.undo_stack.isClean() and path.exists()
    saved = msgspec.json.encode(enc)
    assert window.open_path(path)
    reopened = msgspec.json.encode(window.encounter)
    if reopened != saved:
        i = next(i for i in range(min(len(saved), len(reopened))) if saved[i] != reopened[i])
        raise AssertionError((saved[i - 300:i + 80], reopened[i - 300:i + 80]))
    assert window.combatant_model.rowCount() == len(window.encounter.combatants)


def test_closing_with_unsaved_changes_asks(window: MainWindow, boxes: MessageBoxes) -> None:
    trigger(window, "actionDuplicate")
    boxes.answer(QMessageBox.StandardButton.Cancel)
    assert not window.close()
    assert [box.title for box in boxes.shown] == ["Unsaved changes"] and boxes.shown[0].plain
    assert window.isVisible()
    trigger(window, "actionUndo")
    assert window.document.undo_stack.isClean()
    assert window.close()


def test_a_refused_action_is_explained_and_changes_nothing(window: MainWindow, no_modal_boxes: list[str]) -> None:
    shown = no_modal_boxes
    before = msgspec.json.encode(window.encounter)
    window.run(EndCombat())
    assert not window.run(EndCombat())
    assert shown == ["combat has not started"]
    window.document.undo_stack.undo()
    assert msgspec.json.encode(window.encounter) == before


def test_opening_a_bad_file_keeps_the_encounter(window: MainWindow, no_modal_boxes: list[str],
                                                 tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    shown = no_modal_boxes
    before = msgspec.json.encode(window.encounter)
    assert not window.open_path(bad)
    assert shown and str(bad) in shown[0]
    assert msgspec.json.encode(window.encounter) == before


def test_add_combatant_selects_it_for_the_editor(window: MainWindow) -> None:
    trigger(window, "actionAddCombatant")
    assert window.encounter.combatants[-1].name == "New combatant" or any(
        c.name == "New combatant" for c in window.encounter.combatants)
    assert window.selected_ids() and window.encounter.combatant(window.selected_ids()[0]).name == "New combatant"
    name = window.editor.findChild(QLineEdit, "editorName")
    assert window.focusWidget() is name and name.selectedText() == "New combatant"  # typing names it (issue 14)
    assert window.encounter.combatant(window.selected_ids()[0]).side is Side.PC  # monsters come from the library


def test_columns_can_be_hidden(window: MainWindow) -> None:
    action = next(a for a in window.columns_menu.actions() if a.objectName() == "columnNotes")
    action.setChecked(False)
    assert window.table.isColumnHidden(Column.NOTES)


def test_empty_encounter_window(qtbot: Any, tmp_path: Path) -> None:
    win = MainWindow(AppContext(paths=UserPaths.under(tmp_path)), Encounter(name="Empty"), None)
    qtbot.addWidget(win)
    assert not win.actions_by_name["actionStartCombat"].isEnabled()
    assert win.round_label.text().startswith("Not in combat")


def test_every_interactive_widget_has_a_name(window: MainWindow) -> None:
    """objectName and accessible name on everything a GM can click or type in (toolbar
    buttons are the actions' own, Qt's header views and combo pop-ups are Qt's)."""
    from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QComboBox,
                                   QHeaderView, QLineEdit, QPlainTextEdit, QToolBar, QToolButton)

    unnamed = []
    for kind in (QAbstractButton, QAbstractSpinBox, QLineEdit, QComboBox, QAbstractItemView, QPlainTextEdit):
        for widget in window.findChildren(kind):
            if widget.objectName().startswith("qt_") or isinstance(widget, QHeaderView):
                continue
            if isinstance(widget, QToolButton) and (isinstance(widget.parent(), QToolBar)
                                                    or widget.defaultAction() is not None):
                continue
            if isinstance(widget, QAbstractItemView) and not widget.parent().objectName():
                continue  # a combo box's pop-up list
            if not (widget.objectName() and widget.accessibleName()):
                unnamed.append((type(widget).__name__, widget.objectName(), widget.parent().objectName()))
    assert unnamed == []


def test_a_delay_that_starts_no_turn_offers_no_old_prompts(window: MainWindow,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """A dying check is offered once per turn start (B5), not again on an unrelated delay."""
    from gmtracker.encounter.roster import EditCombatant
    from gmtracker.ui.shell import combat_actions

    enc = window.encounter
    window.run(EditCombatant("sato-ken", {"states": [{"state": "seriously_wounded"}, {"state": "unconscious"}]}))
    offered: list[list[Any]] = []
    monkeypatch.setattr(combat_actions, "show_prompts", lambda _window, prompts, *expired: offered.append(prompts))
    for _ in range(12):
        if enc.turn.current == "sato-ken":
            break
        window.actions_by_name["actionNextTurn"].trigger()
    assert enc.turn.current == "sato-ken"
    assert offered and offered[-1][0].kind == "dying_check"
    count = len(offered)
    window.select("goblin-cutthroat")
    window.actions_by_name["actionDelay"].trigger()  # the cutthroat (not acting) moves later: no turn starts
    assert len(offered) == count


def test_1D100_versus_preselects_a_single_base_value_and_shows_the_result_before_OK(
        qtbot: Any, window: MainWindow) -> None:
    """Issue 12, "also make visible": each side's only base value is chosen for the GM, and a
    rolled versus check shows its result in the dialog (not only in the log) before OK."""
    from gmtracker.encounter.roster import EditCombatant

    enc = window.encounter
    window.document.run(EditCombatant("grukk", {"percentile": {"brawl": 70}}))
    window.document.run(EditCombatant("sato-ken", {"percentile": {"dodge": 40}}))
    seen: dict[str, Any] = {}

    def versus(dialog: PercentileDialog) -> None:
        dialog.versus_radio.setChecked(True)
        dialog.active_combo.setCurrentIndex(dialog.active_combo.findData("grukk"))
        rows = dialog.target_rows()
        for cid, row in rows.items():
            row.check.setChecked(cid == "sato-ken")
        seen["bases"] = (dialog.active_base.currentData(), rows["sato-ken"].base.currentData())
        assert not dialog.ok_button.isEnabled()
        press(qtbot, dialog.roll_button)  # rolls: the dialog stays open with the result
        seen["open after roll"] = dialog.isVisible()
        seen["result"] = dialog.result_label.text()
        press_ok(dialog)

    scripted_dialogs = when_modal(PercentileDialog, versus)
    trigger(window, "actionPercentileCheck")
    assert scripted_dialogs.opened
    scripted_dialogs.check()
    assert seen["bases"] == ("brawl", "dodge")
    assert seen["open after roll"] is True
    entry = enc.log[-1]
    assert entry.kind == "percentile_vs" and entry.json_record is not None
    result = entry.json_record["result"]
    assert (entry.json_record["active"]["base"], entry.json_record["passive"]["base"]) == ("brawl", "dodge")
    assert seen["result"] == entry_line(entry, {c.id: c.name for c in enc.combatants})  # shown as logged
    assert f"d100 {result['active']['natural']} " in seen["result"]
    assert f"{result['active']['value']}" in seen["result"] and f"{result['passive']['value']}" in seen["result"]


def test_1D100_dice_rolled_into_the_dialog_are_dropped_when_the_GM_changes_who_rolls(
        qtbot: Any, window: MainWindow) -> None:
    """Review of issue 12: after the first OK rolled the dice into the dialog, changing the
    target asked for new dice boxes (value 1) under "Rolled: OK applies it", and the second
    OK applied 1s nobody rolled. Now the dialog goes back to rolling: the next OK rolls the
    new sides' dice and shows them, and only the OK after that applies them."""
    from gmtracker.encounter.roster import EditCombatant

    enc = window.encounter
    window.document.dice = RandomDice(random.Random(5))
    window.document.run(EditCombatant("grukk", {"percentile": {"brawl": 70}}))
    for cid in ("sato-ken", "ayla-thornwood"):
        window.document.run(EditCombatant(cid, {"percentile": {"dodge": 40}}))
    seen: dict[str, Any] = {}

    def versus(dialog: PercentileDialog) -> None:
        dialog.versus_radio.setChecked(True)
        dialog.active_combo.setCurrentIndex(dialog.active_combo.findData("grukk"))
        rows = dialog.target_rows()
        for cid, row in rows.items():
            row.check.setChecked(cid == "sato-ken")
        press(qtbot, dialog.roll_button)  # rolls Grukk's and Sato's dice
        seen["locked"] = not rows["ayla-thornwood"].check.isEnabled()  # no new target under these dice
        press(qtbot, dialog.back_button)  # the dice are dropped
        seen["dropped"] = dialog.result_label.text() == "" and not dialog.ok_button.isEnabled()
        rows["sato-ken"].check.setChecked(False)  # the GM changes the target
        rows["ayla-thornwood"].check.setChecked(True)
        press(qtbot, dialog.roll_button)  # rolls again, for Ayla
        seen["open"] = dialog.isVisible()
        (command,) = dialog.current_commands()
        seen["rolled"] = (command.active.natural, command.passives[0].natural)
        press_ok(dialog)

    waiting = when_modal(PercentileDialog, versus)
    trigger(window, "actionPercentileCheck")
    waiting.check()
    assert seen["locked"] and seen["dropped"]
    assert seen["open"] is True
    entry = enc.log[-1]
    assert entry.kind == "percentile_vs" and entry.targets == ["ayla-thornwood"]
    result = entry.json_record["result"]
    assert (result["active"]["natural"], result["passive"]["natural"]) == tuple(seen["rolled"][:2])

"""The one flow every dialog that rolls follows (issue 13): ActionDialog's typed dice through the
real ``exec()``, the dice settings that open a dialog straight in typed mode, and the count of
inputs a GM at a table with real dice needs for an attack."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTableView, QWidget

from gmtracker.encounter import Encounter, Side
from gmtracker.encounter.actions_attack import AttackCommand
from gmtracker.rules.dice import RandomDice
from gmtracker.storage import load_encounter
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.storage.settings import AppSettings
from gmtracker.ui.dialogs.attack_dialog import AttackDialog
from gmtracker.ui.dialogs.check_dialog import CheckDialog
from gmtracker.ui.dialogs.damage_dialog import DamageDialog
from gmtracker.ui.dialogs.rest_dialog import RestDialog
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.conftest import at_the_table, dice_boxes, dice_labels, open_dialog, press_ok, type_dice
from tests.ui.modal import MessageBoxes, when_modal


@pytest.fixture(autouse=True)
def _answered(boxes: MessageBoxes) -> MessageBoxes:
    """A message box that opens (none should) is answered, never left waiting."""
    return boxes


@pytest.fixture
def encounter() -> Encounter:
    return load_encounter(demo_encounter_path())


class Inputs:
    """The GM's keys and clicks, counted: the test drives the app through these only."""

    def __init__(self, qtbot: Any) -> None:
        self.qtbot = qtbot
        self.count = 0

    def click(self, widget: QWidget, position: Any = None) -> None:
        self.count += 1
        self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton,
                              pos=position if position is not None else widget.rect().center())

    def key(self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        self.count += 1
        self.qtbot.keyClick(QApplication.focusWidget(), key, modifier)

    def type(self, text: str) -> None:
        """Each character is one key press."""
        for character in text:
            self.count += 1
            self.qtbot.keyClicks(QApplication.focusWidget(), character)


# -- the target: an attack from turn start to the applied result in at most 8 inputs -------------

def test_an_attack_with_typed_dice_from_turn_start_to_applied_result_takes_at_most_8_inputs(
        qtbot: Any, window: MainWindow, boxes: MessageBoxes) -> None:
    """Issue 13: "click target, Ctrl+T, 18, Enter, 17, Enter" at a table that rolls real dice."""
    enc = window.encounter
    at_the_table(window)
    attacker = enc.turn.current
    assert attacker == "goblin-lurker"
    inputs = Inputs(qtbot)
    seen: dict[str, Any] = {}

    def at_the_dialog(dialog: AttackDialog) -> None:
        qtbot.waitUntil(lambda: dialog.isActiveWindow() and QApplication.focusWidget() is not None)
        seen["focus"] = QApplication.focusWidget()
        seen["labels"] = dice_labels(dialog)
        inputs.type("18")  # the hit check: a hit, so the damage check's box appears
        inputs.key(Qt.Key.Key_Return)  # on to the next empty box
        seen["second"] = QApplication.focusWidget()
        inputs.type("17")
        inputs.key(Qt.Key.Key_Return)  # the last box, every die typed: the attack is taken

    waiting = when_modal(AttackDialog, at_the_dialog)
    table = window.findChild(QTableView, "combatantTable")
    row = window.proxy.mapFromSource(window.combatant_model.index(enc.row_of("ayla-thornwood"), 0))
    logged = len(enc.log)
    inputs.click(table.viewport(), table.visualRect(row).center())
    inputs.key(Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    waiting.check()
    assert waiting.opened
    assert seen["focus"] is not None and seen["focus"].objectName() == "die0"  # typed mode, cursor in the box
    assert seen["labels"] == ["Goblin Lurker's hit check against Ayla Thornwood: d20"]
    assert seen["second"].objectName() == "die1"
    assert len(enc.log) == logged + 1 and enc.log[-1].kind == "attack"
    record = enc.log[-1].json_record
    assert record is not None and record["target"] == "ayla-thornwood" and record["damage"] is not None
    assert inputs.count <= 8, inputs.count
    assert boxes.texts == []  # no message box on the way


# -- typed mode through the real exec(): untyped dice cannot be accepted ---------------------------

def test_a_check_at_the_table_opens_typed_and_an_empty_box_cannot_be_accepted(
        qtbot: Any, window: MainWindow) -> None:
    at_the_table(window, "pc")
    window.select("ayla-thornwood")  # seriously wounded: a disadvantage d6 too (A10)
    seen: dict[str, Any] = {}

    def script(dialog: CheckDialog) -> None:
        qtbot.waitUntil(lambda: dialog.isActiveWindow() and QApplication.focusWidget() is not None)
        seen["stage"] = dialog.stage()
        seen["focus"] = QApplication.focusWidget().objectName()
        assert [box.value() for box in dice_boxes(dialog)] == [0, 0]  # empty, never a silent 1
        qtbot.keyClicks(QApplication.focusWidget(), "14")
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # to the d6's box
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # empty: nothing happens
        seen["after empty enter"] = (dialog.isVisible(), dialog.ok_button.isEnabled(),
                                     dialog.use_dice_button.isEnabled())
        press_ok(dialog)  # disabled: nothing happens
        seen["after ok"] = dialog.isVisible()
        qtbot.keyClicks(QApplication.focusWidget(), "3")
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)

    waiting = when_modal(CheckDialog, script)
    logged = len(window.encounter.log)
    window.actions_by_name["actionCheck"].trigger()
    waiting.check()
    assert seen["stage"] == "entering" and seen["focus"] == "die0"
    assert seen["after empty enter"] == (True, False, False) and seen["after ok"]
    entry = window.encounter.log[-1]
    assert len(window.encounter.log) == logged + 1 and entry.kind == "check"
    assert entry.json_record is not None and entry.actor == "ayla-thornwood"


def test_the_app_rolls_for_the_sides_that_do_not_roll_at_the_table(qtbot: Any, window: MainWindow) -> None:
    at_the_table(window, "pc")  # players roll their own; GM Tracker rolls for the monsters
    assert window.at_table("ayla-thornwood") and not window.at_table("goblin-lurker")
    assert not window.at_table(None)  # a GM roll: only when every side rolls at the table
    seen: list[str] = []
    waiting = when_modal(AttackDialog, lambda dialog: (seen.append(dialog.stage()), dialog.reject()))
    window.actions_by_name["actionAttack"].trigger()  # the goblin lurker's turn
    waiting.check()
    assert seen == ["setup"]


def test_the_dice_setting_defaults_to_the_app_rolling() -> None:
    settings = AppSettings()
    assert not settings.rolls_at_table(None)
    assert settings.replace(**{"dice.pc": "table"}).rolls_at_table(Side.PC)
    assert not settings.replace(**{"dice.pc": "table"}).rolls_at_table(None)
    with pytest.raises(ValueError):
        settings.replace(**{"dice.pc": "sometimes"})


# -- staged and penalty dice, several targets ------------------------------------------------------

def test_a_second_attack_names_its_penalty_dice_per_target_and_a_hit_adds_its_damage_box(
        qtbot: Any, encounter: Encounter) -> None:
    encounter.turn.current = "sato-ken"
    encounter.combatants[encounter.row_of("sato-ken")].hit_penalties = 1  # its second attack this turn (A16)
    dialog = open_dialog(qtbot, AttackDialog(encounter, RandomDice(random.Random(1)), attacker="sato-ken",
                                             targets=["goblin-archer", "goblin-cutthroat"], at_table=True))
    assert dialog.stage() == "entering"
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dice_boxes(dialog)[0])
    assert dice_labels(dialog) == [
        "佐藤 健's hit check against Goblin Cutthroat: d20",
        "佐藤 健's hit check against Goblin Cutthroat, penalty die 1 of 1: d20",
        "佐藤 健's hit check against Goblin Archer: d20",
        "佐藤 健's hit check against Goblin Archer, penalty die 1 of 1: d20",
    ]
    type_dice(qtbot, dialog, [20, 20, 3, 4], enter=True)  # a hit on the cutthroat (both 20), a miss on the archer
    assert dice_labels(dialog)[4:] == ["佐藤 健's damage check against Goblin Cutthroat: d20"]
    assert not dialog.ok_button.isEnabled() and "→ miss" in dialog.target_cards()["goblin-archer"].result_label.text()
    assert QApplication.focusWidget() is dice_boxes(dialog)[4]  # Enter moved on to the box that appeared
    type_dice(qtbot, dialog, [9], start=4)
    assert dialog.ok_button.isEnabled()
    qtbot.keyClick(dice_boxes(dialog)[4], Qt.Key.Key_Return)
    (command,) = dialog.commands()
    assert isinstance(command, AttackCommand)
    assert command.dice["goblin-cutthroat"].d20 == (20, 20) and command.dice["goblin-archer"].d20 == (3, 4)
    assert command.patch is not None  # resolved once in the dialog; applying reuses it
    entry = command.apply(encounter)
    assert entry is not None and entry.kind == "attack"


def test_roll_fills_in_what_is_not_typed(qtbot: Any, encounter: Encounter) -> None:
    dialog = open_dialog(qtbot, DamageDialog(encounter, RandomDice(random.Random(5)),
                                             targets=["mill-dog", "grukk"], at_table=True))
    type_dice(qtbot, dialog, [13])
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    assert dialog.stage() == "done" and dialog.ok_button.isDefault()
    press_ok(dialog)
    naturals = [c.natural for c in dialog.commands()]
    assert naturals[0] == 13 and naturals[1] is not None


def test_cancel_changes_nothing_and_hands_back_nothing(qtbot: Any, encounter: Encounter) -> None:
    before = len(encounter.log)
    dialog = open_dialog(qtbot, CheckDialog(encounter, RandomDice(random.Random(1)), actor="mill-dog",
                                            at_table=True))
    type_dice(qtbot, dialog, [12])
    qtbot.keyClick(dice_boxes(dialog)[0], Qt.Key.Key_Escape)
    assert dialog.result() == dialog.DialogCode.Rejected and dialog.commands() == []
    assert len(encounter.log) == before


def test_every_converted_dialog_opens_at_its_largest_size_within_1366_by_768(
        qtbot: Any, encounter: Encounter) -> None:
    """Issue 26 items 4 and 14: a dialog that rolls opens at the size of its largest state (never
    smaller than its natural size, as large as a 1366×768 laptop allows less a task bar), so that
    its OK button never moves; tests/ui/test_dialog_geometry.py walks every state."""
    dice = RandomDice(random.Random(3))
    for dialog in (CheckDialog(encounter, dice, actor="ayla-thornwood"),
                   DamageDialog(encounter, dice, targets=["grukk", "mill-dog"]),
                   AttackDialog(encounter, dice, attacker="sato-ken", targets=["goblin-archer"])):
        open_dialog(qtbot, dialog)
        hint = dialog.sizeHint()
        room = dialog.screen().availableGeometry()
        assert dialog.width() >= min(hint.width(), room.width() - 40), type(dialog).__name__
        assert dialog.height() >= min(hint.height(), room.height() - 60), type(dialog).__name__
        assert dialog.width() <= 1366 - 40 and dialog.height() <= 768 - 60
        assert dialog.width() < 1000  # was 1182×725, 1082×705, 1062×705


def test_a_rest_at_the_table_shows_every_recovery_box_whole_when_the_screen_has_room(
        qtbot: Any, window: MainWindow) -> None:
    """B8 at the table: three recovery checks due on the demo, three boxes, none cut off (the
    entry column was sized before its boxes' layout settled and showed two and a half)."""
    at_the_table(window)
    seen: dict[str, Any] = {}

    def script(dialog: RestDialog) -> None:
        qtbot.waitUntil(lambda: dialog.isActiveWindow() and QApplication.focusWidget() is dice_boxes(dialog)[0])
        qtbot.wait(50)  # the layouts' posted requests, as a GM's eye would see it
        seen["boxes"] = len(dice_boxes(dialog))
        seen["cut"] = [box.objectName() or str(n) for n, box in enumerate(dice_boxes(dialog))
                       if box.visibleRegion().boundingRect() != box.rect()]
        seen["fits"] = dialog.height() <= 768 - 60
        dialog.reject()

    waiting = when_modal(RestDialog, script)
    window.actions_by_name["actionRest"].trigger()
    waiting.check()
    assert seen == {"boxes": 3, "cut": [], "fits": True}


def test_a_rolled_result_is_seen_whole_without_the_dialog_changing_size(qtbot: Any, encounter: Encounter) -> None:
    """The result lines a roll adds to a card are seen whole while the screen has room (the dialog
    kept the height measured before they were laid out, and the result scrolled below the card);
    the dialog opened at its largest size and does not move OK to show them (issue 26 item 4)."""
    dialog = open_dialog(qtbot, DamageDialog(encounter, RandomDice(random.Random(5)),
                                             targets=["goblin-cutthroat", "grukk"]))
    before = dialog.height()
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    results = [dialog.card(target).result_label for target in ("goblin-cutthroat", "grukk")]
    qtbot.waitUntil(lambda: all(r.visibleRegion().boundingRect() == r.rect() for r in results))
    assert dialog.height() == before and dialog.height() <= 768 - 60


# -- through the main window's real exec(): several targets, penalty dice and a threat's confirmation --

def test_a_damage_check_on_several_targets_typed_through_exec(qtbot: Any, window: MainWindow) -> None:
    at_the_table(window)
    enc = window.encounter
    table = window.findChild(QTableView, "combatantTable")
    window.select("mill-dog")
    row = window.proxy.mapFromSource(window.combatant_model.index(enc.row_of("grukk"), 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier,
                     table.visualRect(row).center())  # two targets selected
    seen: dict[str, Any] = {}

    def script(dialog: DamageDialog) -> None:
        qtbot.waitUntil(lambda: dialog.isActiveWindow() and QApplication.focusWidget() is dice_boxes(dialog)[0])
        seen["labels"] = dice_labels(dialog)
        qtbot.keyClicks(QApplication.focusWidget(), "6")
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        qtbot.keyClicks(QApplication.focusWidget(), "19")
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)

    waiting = when_modal(DamageDialog, script)
    logged = len(enc.log)
    window.actions_by_name["actionDamage"].trigger()
    waiting.check()
    assert seen["labels"] == ["damage check against Bramble (mill dog): d20",  # dealt by nobody: a trap
                              "damage check against Grukk the Ogre: d20"]
    added = enc.log[logged:]
    assert [(e.kind, e.targets) for e in added] == [("damage_check", ["mill-dog"]), ("damage_check", ["grukk"])]
    assert [e.json_record["damage_check"]["natural"] for e in added if e.json_record] == [6, 19]


def test_an_attack_with_penalty_dice_and_a_confirmed_threat_typed_through_exec(
        qtbot: Any, window: MainWindow) -> None:
    import msgspec

    from gmtracker.rules.attack import ResolutionMode

    enc = window.encounter
    enc.settings = msgspec.structs.replace(enc.settings, resolution=ResolutionMode.DEFENSE_CHECK)
    enc.turn.current = "ayla-thornwood"
    enc.combatants[enc.row_of("ayla-thornwood")].hit_penalties = 1  # the second attack of the turn (A16)
    at_the_table(window)
    window.select("goblin-cutthroat")
    seen: dict[str, Any] = {}

    def script(dialog: AttackDialog) -> None:
        qtbot.waitUntil(lambda: dialog.isActiveWindow() and QApplication.focusWidget() is dice_boxes(dialog)[0])
        for natural in (1, 2):  # the defense check and its penalty die: 2 fails to defend, a threat
            qtbot.keyClicks(QApplication.focusWidget(), str(natural))
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        seen["after threat"] = dice_labels(dialog)
        for natural in (2, 1, 10):  # the confirmation (and its penalty die), then the damage check
            qtbot.keyClicks(QApplication.focusWidget(), str(natural))
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)

    waiting = when_modal(AttackDialog, script)
    logged = len(enc.log)
    window.actions_by_name["actionAttack"].trigger()
    waiting.check()
    assert seen["after threat"] == [
        "Goblin Cutthroat's defense check: d20", "Goblin Cutthroat's defense check, penalty die 1 of 1: d20",
        "Goblin Cutthroat's confirmation roll: d20",
        "Goblin Cutthroat's confirmation roll, penalty die 1 of 1: d20"]
    assert len(enc.log) == logged + 1 and enc.log[-1].kind == "attack"
    assert "critical hit" in enc.log[-1].text
    assert enc.combatant("goblin-cutthroat").wounds == 2

"""Start combat asks for initiative in one dialog (issue 14, D1), through its real ``exec()``.

The players' values are typed one after another (Enter goes on to the next box and, after
the last, starts); the others are rolled and shown with their die, and can be rolled again;
ties only a roll-off breaks are shown; the start is one undoable step whose log entry has
every die. Mid-combat, Roll initiative does the same for newcomers.
"""

from __future__ import annotations

from typing import Any

import pytest

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QToolButton

from gmtracker.encounter import Attributes, Combatant, Side
from gmtracker.encounter.roster import AddCombatant
from gmtracker.ui.dialogs.initiative_dialog import InitiativeDialog
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.conftest import at_the_table, child
from tests.ui.modal import MessageBoxes, when_modal


@pytest.fixture(autouse=True)
def _answered(boxes: MessageBoxes) -> MessageBoxes:
    return boxes


@pytest.fixture(autouse=True)
def _no_prompts(prompts_offered: list[list[dict[str, Any]]]) -> None:
    """Turn-start prompts are not what these tests are about (tests/ui/conftest.py)."""


def prepared(window: MainWindow) -> MainWindow:
    """File ▸ New, then two player characters and three goblins, no initiative yet; the players
    roll their dice at the table (Settings ▸ "Dice of player characters")."""
    at_the_table(window, "pc")
    window.actions_by_name["actionNew"].trigger()
    for cid, name, side, agility in (("ayla", "Ayla", Side.PC, 3), ("bram", "Bram", Side.PC, 0),
                                     ("g1", "Goblin 1", Side.ENEMY, 2), ("g2", "Goblin 2", Side.ENEMY, 2),
                                     ("ogre", "Ogre", Side.ENEMY, -1)):
        assert window.run(AddCombatant(Combatant(id=cid, name=name, side=side,
                                                 attributes=Attributes(agility=agility))))
    return window


def edit(dialog: InitiativeDialog, cid: str) -> QLineEdit:
    found: QLineEdit = child(dialog, QLineEdit, f"initiative_{cid}")
    return found


def detail(dialog: InitiativeDialog, cid: str) -> str:
    return str(child(dialog, QLabel, f"initiativeDetail_{cid}").text())


def place(dialog: InitiativeDialog, cid: str) -> str:
    return str(child(dialog, QLabel, f"initiativePlace_{cid}").text())


def test_players_type_their_values_one_after_another_and_the_others_are_rolled(qtbot: Any, window: MainWindow) -> None:
    prepared(window)
    encounter = window.encounter
    seen: dict[str, Any] = {}

    def fill_in(dialog: InitiativeDialog) -> None:
        try:
            assert dialog.objectName() == "initiativeDialog"
            assert QApplication.focusWidget() is edit(dialog, "ayla") or dialog.focusWidget() is edit(dialog, "ayla")
            assert edit(dialog, "ayla").text() == "" and edit(dialog, "bram").text() == ""
            for cid, modifier in (("g1", 2), ("g2", 2), ("ogre", -1)):
                value = int(edit(dialog, cid).text())
                natural = int(detail(dialog, cid).split()[1])
                assert 1 <= natural <= 20 and value == natural + modifier
                assert detail(dialog, cid) == f"d20 {natural} {modifier:+d}"
            assert not dialog.ok_button.isEnabled()  # two players' values to go
            assert dialog.hint.text() == QCoreApplication.translate(
                "InitiativeDialog", "%n initiative(s) still to fill in, first %1's.", "", 2).replace("%1", "Ayla")
            qtbot.keyClicks(edit(dialog, "ayla"), "17")
            qtbot.keyClick(edit(dialog, "ayla"), Qt.Key.Key_Return)
            assert dialog.focusWidget() is edit(dialog, "bram")  # Enter: the next box
            assert dialog.isVisible()
            qtbot.keyClicks(edit(dialog, "bram"), "4")
            seen["places"] = {cid: place(dialog, cid) for cid in ("ayla", "bram")}
            seen["values"] = dialog.values()
            qtbot.keyClick(edit(dialog, "bram"), Qt.Key.Key_Return)  # the last box: starts
        finally:
            if dialog.isVisible():
                dialog.reject()

    opened = when_modal(InitiativeDialog, fill_in).opened
    steps = window.document.undo_stack.count()
    window.actions_by_name["actionStartCombat"].trigger()
    assert opened
    assert encounter.turn.started and encounter.turn.round == 1
    assert encounter.combatant("ayla").initiative == 17 and encounter.combatant("bram").initiative == 4
    ahead = sum(1 for cid in ("g1", "g2", "ogre") if seen["values"][cid] > 17)  # a PC wins a tie (C7)
    assert seen["places"]["ayla"] == str(1 + ahead)
    for cid in ("g1", "g2", "ogre"):
        assert encounter.combatant(cid).initiative == seen["values"][cid]  # as shown, not rolled again
    assert window.document.undo_stack.count() == steps + 1  # one step
    start = next(e for e in encounter.log if e.kind == "start_combat")
    assert start.json_record is not None and start.json_record["typed"] == ["ayla", "bram"]
    assert sorted(r["combatant"] for r in start.json_record["rolled"]) == ["g1", "g2", "ogre"]
    window.undo()
    assert not encounter.turn.started and encounter.combatant("ayla").initiative is None


def test_roll_again_shows_the_new_die_and_a_tie_only_a_roll_off_breaks_is_shown(qtbot: Any, window: MainWindow) -> None:
    prepared(window)
    encounter = window.encounter
    seen: dict[str, Any] = {}

    def fill_in(dialog: InitiativeDialog) -> None:
        try:
            before = detail(dialog, "g1")
            for _ in range(6):  # a d20 comes up the same now and then; six tries change it
                qtbot.mouseClick(child(dialog, QToolButton, "initiativeRoll_g1"), Qt.MouseButton.LeftButton)
                if detail(dialog, "g1") != before:
                    break
            assert detail(dialog, "g1") != before
            # the two goblins tied on value, side and agility: a roll-off decides (D1)
            for cid, value in (("g1", "15"), ("g2", "15"), ("ogre", "5")):
                edit(dialog, cid).clear()
                qtbot.keyClicks(edit(dialog, cid), value)
            assert detail(dialog, "g1") == ""  # typed now
            edit(dialog, "ayla").setFocus()
            qtbot.keyClicks(edit(dialog, "ayla"), "15")  # a PC at 15 goes first (C7): no roll-off for her
            qtbot.keyClicks(edit(dialog, "bram"), "3")
            seen["places"] = {cid: place(dialog, cid) for cid in ("ayla", "g1", "g2", "bram")}
            qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        finally:
            if dialog.isVisible():
                dialog.reject()

    when_modal(InitiativeDialog, fill_in)
    window.actions_by_name["actionStartCombat"].trigger()
    assert seen["places"]["ayla"] == "1"
    assert seen["places"]["g1"] == seen["places"]["g2"] == "2 (roll-off)"
    assert encounter.turn.started
    start = next(e for e in encounter.log if e.kind == "start_combat")
    assert start.json_record is not None and start.json_record["roll_offs"]  # rolled when combat started, logged
    assert encounter.ids()[0] == "ayla" and set(encounter.ids()[1:3]) == {"g1", "g2"}


def test_the_setting_decides_whose_initiative_is_typed_not_the_side(qtbot: Any, window: MainWindow) -> None:
    """Settings ▸ "Dice of player characters: rolled by GM Tracker" (the default): Start combat
    rolls the players' initiative too (issue 27: the dialog typed them whatever the setting); a
    value typed over a roll is logged as typed. With every side at the table, every box waits."""
    prepared(window)
    window.context.settings.update(window.context.settings.values.replace(**{"dice.pc": "app"}))
    encounter = window.encounter
    seen: dict[str, Any] = {}

    def fill_in(dialog: InitiativeDialog) -> None:
        try:
            seen["intro"] = [label.text() for label in dialog.findChildren(QLabel)]
            seen["details"] = {cid: detail(dialog, cid) for cid in ("ayla", "bram", "g1")}
            seen["ready"] = dialog.ok_button.isEnabled()  # nothing left to type
            box = edit(dialog, "bram")
            box.setFocus()
            box.selectAll()
            qtbot.keyClicks(box, "4")  # the GM overrules the roll
            seen["bram"] = (box.text(), detail(dialog, "bram"))
            seen["ayla"] = int(edit(dialog, "ayla").text())
            qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        finally:
            if dialog.isVisible():
                dialog.reject()

    when_modal(InitiativeDialog, fill_in)
    window.actions_by_name["actionStartCombat"].trigger()
    rolled_here = QCoreApplication.translate(
        "InitiativeDialog", "Every initiative is rolled here: ⟳ rolls again, and a value typed over a roll "
        "replaces it. Ties show who rolls off.")
    assert rolled_here in seen["intro"]
    assert all(text.startswith("d20 ") for text in seen["details"].values()), seen["details"]
    assert seen["ready"] is True
    assert seen["bram"] == ("4", "")
    assert encounter.turn.started
    assert encounter.combatant("bram").initiative == 4 and encounter.combatant("ayla").initiative == seen["ayla"]
    start = next(e for e in encounter.log if e.kind == "start_combat")
    assert start.json_record is not None and start.json_record["typed"] == ["bram"]
    assert sorted(r["combatant"] for r in start.json_record["rolled"]) == ["ayla", "g1", "g2", "ogre"]

    window.undo()
    at_the_table(window)  # every side rolls at the table: every box is empty, the monsters' too
    boxes: dict[str, str] = {}

    def look(dialog: InitiativeDialog) -> None:
        boxes.update({cid: edit(dialog, cid).text() for cid in ("ayla", "bram", "g1", "g2", "ogre")})
        boxes["intro"] = " ".join(label.text() for label in dialog.findChildren(QLabel))
        dialog.reject()

    when_modal(InitiativeDialog, look)
    window.actions_by_name["actionStartCombat"].trigger()
    assert QCoreApplication.translate(
        "InitiativeDialog", "Type each initiative rolled at the table in its empty box (Tab or Enter: the next "
        "one). The others are rolled here: ⟳ rolls again. Ties show who rolls off.") in boxes.pop("intro")
    assert boxes == dict.fromkeys(("ayla", "bram", "g1", "g2", "ogre"), "")


def test_cancel_starts_nothing(qtbot: Any, window: MainWindow) -> None:
    prepared(window)
    when_modal(InitiativeDialog, lambda dialog: dialog.reject())
    steps = window.document.undo_stack.count()
    window.actions_by_name["actionStartCombat"].trigger()
    assert not window.encounter.turn.started and window.document.undo_stack.count() == steps
    assert all(c.initiative is None for c in window.encounter.combatants)


def test_roll_initiative_mid_combat_places_the_newcomer(qtbot: Any, window: MainWindow) -> None:
    encounter = window.encounter
    assert encounter.turn.started
    window.run(AddCombatant(Combatant(id="wolf", name="Wolf", side=Side.ENEMY, attributes=Attributes(agility=2))))
    seen: dict[str, Any] = {}

    def roll(dialog: InitiativeDialog) -> None:
        try:
            seen["rows"] = [row.combatant_id for row in dialog.rows]
            seen["value"] = int(edit(dialog, "wolf").text())
            assert dialog.ok_button.text() == "Set initiative"
            qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        finally:
            if dialog.isVisible():
                dialog.reject()

    when_modal(InitiativeDialog, roll)
    window.actions_by_name["actionRollInitiative"].trigger()
    assert seen["rows"] == ["wolf"]  # only the newcomer
    assert encounter.combatant("wolf").initiative == seen["value"]
    entry = encounter.log[-1]
    assert entry.kind == "set_initiative" and entry.json_record is not None
    assert entry.json_record["initiatives"][0]["natural"] + 2 == seen["value"]
    order = [c.initiative for c in encounter.combatants if c.in_combat and c.initiative is not None]
    assert order == sorted(order, reverse=True)  # D1: placed by its value


def test_roll_initiative_with_no_newcomer_says_so(qtbot: Any, window: MainWindow, boxes: MessageBoxes) -> None:
    steps = window.document.undo_stack.count()
    window.actions_by_name["actionRollInitiative"].trigger()
    assert any("Everyone in the fight has an initiative" in text for text in boxes.texts)
    assert window.document.undo_stack.count() == steps


def test_a_second_fight_asks_again_instead_of_keeping_the_last_fights_values(qtbot: Any, window: MainWindow) -> None:
    encounter = window.encounter
    at_the_table(window, "pc")
    window.actions_by_name["actionEndCombat"].trigger()
    assert not encounter.turn.started and encounter.combatant("ayla-thornwood").initiative == 17
    seen: dict[str, Any] = {}

    def look(dialog: InitiativeDialog) -> None:
        seen["ayla"] = edit(dialog, "ayla-thornwood").text()
        seen["goblin"] = detail(dialog, "goblin-cutthroat")
        seen["start"] = dialog.ok_button.isEnabled()
        dialog.reject()

    when_modal(InitiativeDialog, look)
    window.actions_by_name["actionStartCombat"].trigger()
    assert seen["ayla"] == ""  # her player rolls again
    assert seen["goblin"].startswith("d20 ")  # rolled again, not "set before"
    assert seen["start"] is False  # three players' values to type first


def test_start_combat_with_nobody_in_the_fight_says_so(qtbot: Any, window: MainWindow, boxes: MessageBoxes) -> None:
    window.actions_by_name["actionNew"].trigger()
    window.actions_by_name["actionStartCombat"].setEnabled(True)  # it is off with nobody there; the handler says why too
    window.actions_by_name["actionStartCombat"].trigger()
    assert any("Nobody is in the fight" in text for text in boxes.texts)
    assert not window.encounter.turn.started


def test_undo_takes_the_undone_turns_news_out_of_the_banner(qtbot: Any, window: MainWindow) -> None:
    window.banner.flash("Blessed ends on Ayla")
    assert window.banner.event_text() == "Blessed ends on Ayla"
    window.actions_by_name["actionNextTurn"].trigger()
    window.undo()
    assert window.banner.event_text() == ""


def test_issue_29_a_group_rolls_once_in_the_start_dialog(qtbot: Any, window: MainWindow) -> None:
    """The two goblins grouped: one row (the first's) for both, through the real exec(); both start
    at its value, side by side."""
    from gmtracker.encounter.initiative_groups import GroupInitiative

    prepared(window)
    assert window.run(GroupInitiative(["g1", "g2"]))
    seen: dict[str, Any] = {}

    def start(dialog: InitiativeDialog) -> None:
        seen["rows"] = sorted(e.objectName() for e in dialog.findChildren(QLineEdit)
                              if e.objectName().startswith("initiative_"))
        for cid, value in (("ayla", "15"), ("bram", "9")):
            edit(dialog, cid).setText(value)
            edit(dialog, cid).textEdited.emit(value)
        dialog.ok_button.click()

    waiting = when_modal(InitiativeDialog, start)
    window.actions_by_name["actionStartCombat"].trigger()
    waiting.check()
    assert seen["rows"] == ["initiative_ayla", "initiative_bram", "initiative_g1", "initiative_ogre"]
    enc = window.encounter
    assert enc.turn.started and enc.combatant("g1").initiative == enc.combatant("g2").initiative
    assert enc.ids().index("g2") == enc.ids().index("g1") + 1

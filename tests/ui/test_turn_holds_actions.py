"""Delay, Ready and Act now from the real window (issue 29 item 5): the keys a GM presses, the rows
they change, one undo step each."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from gmtracker.encounter.model import Holding
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.conftest import ctrl_click_rows
from tests.ui.modal import MessageBoxes


def _name_cell(window: MainWindow, combatant_id: str) -> str:
    from gmtracker.ui.models.combatant_model import Column

    row = window.encounter.row_of(combatant_id)
    return window.combatant_model.index(row, list(Column).index(Column.NAME)).data(Qt.ItemDataRole.DisplayRole)


def test_delay_then_come_back_in_now_by_the_menu_keys_with_undo_and_redo(
        qtbot: Any, window: MainWindow, boxes: MessageBoxes) -> None:
    enc = window.encounter
    delayer = enc.turn.current
    assert delayer is not None
    actions = window.actions_by_name
    assert not actions["actionActNow"].isEnabled()  # nobody holds yet
    assert actions["actionDelay"].shortcut().toString() == "Ctrl+Shift+D"
    steps = window.document.undo_stack.count()
    actions["actionDelay"].trigger()
    assert enc.combatant(delayer).holding is Holding.DELAY and enc.turn.current != delayer
    assert _name_cell(window, delayer).endswith("(delaying)")
    assert actions["actionActNow"].isEnabled()
    during = enc.turn.current
    actions["actionActNow"].trigger()  # the only one holding: no selection needed
    assert enc.turn.current == delayer and enc.combatant(delayer).holding is None
    assert enc.ids().index(delayer) == enc.ids().index(during) + 1  # right after whoever acted
    assert window.document.undo_stack.count() == steps + 2
    window.document.undo_stack.undo()
    assert enc.turn.current == during and enc.combatant(delayer).holding is Holding.DELAY
    window.document.undo_stack.redo()
    assert enc.turn.current == delayer


def test_ready_then_act_now_before_whoever_acts(qtbot: Any, window: MainWindow, boxes: MessageBoxes) -> None:
    enc = window.encounter
    readied = enc.turn.current
    assert readied is not None
    window.actions_by_name["actionReady"].trigger()
    assert enc.combatant(readied).holding is Holding.READY and _name_cell(window, readied).endswith("(ready)")
    during = enc.turn.current
    window.select(readied)
    window.actions_by_name["actionActNow"].trigger()
    assert enc.turn.current == during  # the turn stays
    assert enc.ids().index(readied) == enc.ids().index(during) - 1
    assert enc.log[-1].kind == "act_now"


def test_group_initiative_from_the_table_selection_marks_the_whole_group_acting(
        qtbot: Any, window: MainWindow, boxes: MessageBoxes) -> None:

    enc = window.encounter
    goblins = ["goblin-cutthroat", "goblin-archer", "goblin-archer-2"]
    ctrl_click_rows(qtbot, window, goblins)
    steps = window.document.undo_stack.count()
    qtbot.keyClick(window.table, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.document.undo_stack.count() == steps + 1
    assert {enc.combatant(g).initiative_group for g in goblins} == {"goblin-cutthroat"}
    ids = enc.ids()
    assert ids[ids.index("goblin-cutthroat"):ids.index("goblin-cutthroat") + 3] == goblins
    while enc.turn.current != "goblin-cutthroat":
        window.actions_by_name["actionNextTurn"].trigger()
    from gmtracker.ui.models.combatant_model import Column

    marks = [window.combatant_model.index(enc.row_of(g), list(Column).index(Column.TURN)).data() for g in goblins]
    assert marks == ["▶", "▶", "▶"]
    window.actions_by_name["actionNextTurn"].trigger()
    assert enc.turn.current not in goblins
    window.document.undo_stack.undo()
    assert enc.turn.current == "goblin-cutthroat"


def test_review_grouping_during_the_leaders_turn_marks_the_members_and_undo_unmarks_them(
        qtbot: Any, window: MainWindow, boxes: MessageBoxes) -> None:
    from gmtracker.encounter.initiative_groups import GroupInitiative
    from gmtracker.ui.models.combatant_model import Column

    enc = window.encounter
    current = enc.turn.current
    assert current is not None
    ids = enc.ids()
    other = next(cid for cid in ids[ids.index(current) + 1:] if enc.combatant(cid).in_combat)  # after it: it leads
    turn_column = list(Column).index(Column.TURN)

    def mark(cid: str) -> str:
        return window.combatant_model.index(enc.row_of(cid), turn_column).data()

    assert mark(other) == ""
    window.run(GroupInitiative([current, other]))
    assert mark(current) == "▶" and mark(other) == "▶"
    window.document.undo_stack.undo()
    assert mark(other) == ""

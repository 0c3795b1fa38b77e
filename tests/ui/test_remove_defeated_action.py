"""Combatants ▸ Remove all defeated (issue 29 item 5), from the real window: enabled only while
someone is defeated, one undo step, the status bar's count, and its shortcut."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from gmtracker.encounter import StateEntry
from gmtracker.encounter.roster import EditCombatant
from gmtracker.rules.wound_codes import DamageState
from gmtracker.ui.shell.main_window import MainWindow


def _knock_out(window: MainWindow, *ids: str) -> None:
    for cid in ids:
        assert window.run(EditCombatant(cid, {"states": [StateEntry(DamageState.DEAD)]}))


def test_remove_all_defeated_from_the_menu_is_one_undo_step(qtbot: Any, window: MainWindow, boxes: Any) -> None:
    action = window.actions_by_name["actionRemoveDefeated"]
    assert not action.isEnabled()  # the demo's fight has nobody defeated yet
    before = window.encounter.ids()
    goblins = [cid for cid in before if cid.startswith("goblin")][:2]
    _knock_out(window, *goblins)
    assert action.isEnabled()
    steps = window.document.undo_stack.count()
    action.trigger()
    assert window.encounter.ids() == [cid for cid in before if cid not in goblins]
    assert window.combatant_model.rowCount() == len(before) - 2
    assert window.document.undo_stack.count() == steps + 1
    assert window.statusBar().currentMessage() == "Defeated combatants removed: 2 (undo brings them back)"
    assert window.encounter.log[-1].kind == "remove_combatants"
    assert not action.isEnabled()
    window.undo()
    assert window.encounter.ids() == before
    assert action.isEnabled()


def test_its_shortcut_and_menu_place(window: MainWindow) -> None:
    action = window.actions_by_name["actionRemoveDefeated"]
    assert action.shortcut() == QKeySequence(Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
                                             | Qt.Key.Key_Delete)
    menus = [menu for menu in window.menuBar().findChildren(type(window.recent_menu)) if action in menu.actions()]
    assert [menu.title() for menu in menus] == ["&Combatants"]

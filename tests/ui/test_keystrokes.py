"""How many keys a GM presses to prepare a fight and run a round (issue 14).

The prep: File ▸ New, six combatants from the starter library (four goblins, two wolves),
two player characters with the initiative their players rolled; then the start of combat
and one whole round. Only the keyboard, through the real window: shortcuts, the quick-add
line and the initiative dialog opened through its real ``exec()``. Each key press counts
once (a character typed, Enter, Ctrl+K…).

The count is printed (``-s``) and the closing note of issue 14 gives it beside the count of
the path that existed before (Add combatant, the editor's fields by their Alt+letter,
Duplicate, Start combat, a click back into the table): 62 keys and a click, measured with
the same kind of script on the build before, for six monsters with no statistics at all.
"""

from __future__ import annotations

from typing import Any

import pytest

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from gmtracker.encounter import Side
from gmtracker.ui.dialogs.initiative_dialog import InitiativeDialog
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.modal import MessageBoxes, when_modal

#: The most keys the scripted prep and round may take (it took 49 when written: the bound
#: fails if a step starts needing more than a few keys more).
BOUND = 60

CTRL = Qt.KeyboardModifier.ControlModifier


class Keyboard:
    """Presses keys on whatever has the focus, as a GM's keyboard would, and counts them."""

    def __init__(self, window: QWidget) -> None:
        self.window = window
        self.count = 0

    def _target(self) -> QWidget:
        modal = QApplication.activeModalWidget()
        if modal is None and QApplication.activeWindow() is not self.window:
            # The offscreen platform hands the activation to the completer's popup and does not
            # give it back when the popup closes; a desktop's window manager does.
            self.window.activateWindow()
            QApplication.processEvents()
        if modal is not None:
            return modal.focusWidget() or modal
        return QApplication.focusWidget() or self.window

    def key(self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        self.count += 1
        QTest.keyClick(self._target(), key, modifier)
        QApplication.processEvents()

    def type(self, text: str) -> None:
        for character in text:
            self.count += 1
            QTest.keyClicks(self._target(), character)
        QApplication.processEvents()

    def line(self, text: str) -> None:
        """Ctrl+K, the line, Enter. (The completer's list closes by itself once the line, with
        its count or initiative, matches no name; an Enter that only chose a completion would
        add nothing, and the asserts after would say so.)"""
        self.key(Qt.Key.Key_K, CTRL)
        self.type(text)
        self.key(Qt.Key.Key_Return)


@pytest.fixture(autouse=True)
def _answered(boxes: MessageBoxes) -> MessageBoxes:
    return boxes


def test_a_prep_and_a_round_by_keyboard(qtbot: Any, window: MainWindow, capsys: pytest.CaptureFixture[str]) -> None:
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    keys = Keyboard(window)
    encounter = window.encounter

    keys.key(Qt.Key.Key_N, CTRL)  # File ▸ New (the demo is saved: nothing asked)
    assert encounter.combatants == []
    keys.line("Goblin x4")
    keys.line("Wolf x2")
    keys.line("Ayla 17")
    keys.line("Bram 12")
    assert [c.name for c in encounter.combatants] == ["Goblin 1", "Goblin 2", "Goblin 3", "Goblin 4", "Wolf 1",
                                                      "Wolf 2", "Ayla", "Bram"]
    assert all(c.attacks for c in encounter.combatants[:6])  # from the starter library, with their attacks
    assert [(c.side, c.initiative) for c in encounter.combatants[6:]] == [(Side.PC, 17), (Side.PC, 12)]

    started = when_modal(InitiativeDialog, lambda dialog: keys.key(Qt.Key.Key_Return))  # the monsters rolled: Enter
    keys.key(Qt.Key.Key_Return, CTRL)  # Start combat
    assert started.opened and encounter.turn.started and encounter.turn.round == 1
    assert all(c.initiative is not None for c in encounter.combatants)

    first = encounter.turn.current
    for _ in range(len(encounter.combatants)):
        keys.key(Qt.Key.Key_Right, CTRL)  # Next turn, through the whole round
    assert encounter.turn.round == 2 and encounter.turn.current == first

    with capsys.disabled():
        print(f"\nkeys for the prep and one round: {keys.count}")
    assert keys.count <= BOUND

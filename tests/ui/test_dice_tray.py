"""The dice tray: type an expression, press Enter, see every die kept and dropped; a history of the session."""

from __future__ import annotations

import random
import re
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QLineEdit, QListWidget, QPushButton

from gmtracker.rules.dice import RandomDice, TypedDice
from gmtracker.ui.dialogs.dice_tray import DiceTray
from tests.ui.conftest import child, open_dialog


def open_tray(qtbot: Any, dice: Any = None) -> DiceTray:
    return open_dialog(qtbot, DiceTray(dice if dice is not None else RandomDice(random.Random(3))))


def roll_by_keyboard(qtbot: Any, tray: DiceTray, expression: str) -> None:
    field = child(tray, QLineEdit, "expressionEdit")
    field.selectAll()
    qtbot.keyClicks(field, expression)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def history_lines(tray: DiceTray) -> list[str]:
    history = child(tray, QListWidget, "historyList")
    return [history.item(row).text() for row in range(history.count())]


def test_enter_rolls_and_shows_the_kept_and_dropped_dice_and_the_total(qtbot: Any) -> None:
    tray = open_tray(qtbot, TypedDice([15, 4]))
    roll_by_keyboard(qtbot, tray, "2d20kl1+5")
    shown = child(tray, QLabel, "resultLabel").text()
    assert "<s>15</s> <b>4</b>" in shown  # the higher d20 dropped
    assert "<b>9</b>" in shown and shown.startswith("2d20kl1+5 = ")
    assert history_lines(tray) == ["2d20kl1+5 → 9: 2d20kl1 4, dropped 15; +5"]
    assert tray.history()[0].total == 9


def test_keep_highest_keeps_three_of_four(qtbot: Any) -> None:
    tray = open_tray(qtbot)
    roll_by_keyboard(qtbot, tray, "4d6kh3")
    rolled = tray.history()[0]
    (group,) = rolled.groups
    assert len(group.naturals) == 4 and group.kept.count(True) == 3
    assert [n for n, k in zip(group.naturals, group.kept) if not k] == [min(group.naturals)]
    shown = child(tray, QLabel, "resultLabel").text()
    assert len(re.findall(r"<b>\d+</b>", shown)) == 3 + 1 and len(re.findall(r"<s>\d+</s>", shown)) == 1
    assert rolled.total == sum(n for n, k in zip(group.naturals, group.kept) if k)


def test_the_history_keeps_the_sessions_rolls_newest_first(qtbot: Any) -> None:
    tray = open_tray(qtbot, TypedDice([42, 3, 4, 2]))
    roll_by_keyboard(qtbot, tray, "1d100")
    qtbot.mouseClick(child(tray, QPushButton, "quickD6"), Qt.MouseButton.LeftButton)
    roll_by_keyboard(qtbot, tray, "2d4-1")
    assert history_lines(tray) == ["2d4-1 → 5: 2d4 4, 2; -1", "1d6 → 3: 1d6 3", "1d100 → 42: 1d100 42"]
    history = child(tray, QListWidget, "historyList")
    history.setCurrentRow(2)
    qtbot.keyClick(history, Qt.Key.Key_Return)  # activate a line: its expression comes back
    assert child(tray, QLineEdit, "expressionEdit").text() == "1d100"
    qtbot.mouseClick(child(tray, QPushButton, "clearHistoryButton"), Qt.MouseButton.LeftButton)
    assert history_lines(tray) == [] and tray.history() == []


def test_a_bad_expression_shows_the_rules_message_and_rolls_nothing(qtbot: Any) -> None:
    tray = open_tray(qtbot)
    roll_by_keyboard(qtbot, tray, "2d0")
    error = child(tray, QLabel, "errorLabel")
    assert error.isVisible() and "a die needs at least 2 sides, not 0" in error.text()
    assert not child(tray, QPushButton, "rollButton").isEnabled()
    assert tray.history() == [] and history_lines(tray) == []
    roll_by_keyboard(qtbot, tray, "d20")
    assert not error.isVisible() and len(tray.history()) == 1


def test_escape_closes_and_every_control_is_named(qtbot: Any) -> None:
    tray = open_tray(qtbot)
    widgets = [w for kind in (QAbstractButton, QLineEdit, QListWidget) for w in tray.findChildren(kind)]
    assert len(widgets) >= 11
    assert [w for w in widgets if not w.objectName() or not w.accessibleName()] == []
    assert child(tray, QPushButton, "rollButton").isDefault()
    qtbot.keyClick(child(tray, QLineEdit, "expressionEdit"), Qt.Key.Key_Escape)
    assert not tray.isVisible()


def test_before_the_first_roll_the_tray_says_what_to_do_and_keeps_to_its_content(qtbot: Any) -> None:
    """No empty band and no screen-high empty history: a greyed hint where the roll will show,
    and the tray at its natural height (it opened 560 px tall, mostly an empty list)."""
    tray = open_tray(qtbot, TypedDice([6]))
    result = child(tray, QLabel, "resultLabel")
    assert "press Enter" in result.text() and not result.isEnabled()
    assert tray.height() <= tray.sizeHint().height() + 1 and tray.height() < 500
    child(tray, QPushButton, "quickD6").click()
    assert result.isEnabled() and "<b>6</b>" in result.text() and "press Enter" not in result.text()

"""Full-width separators in Chinese and Japanese (issue 26 item 15: "ASCII separators").

Lists, clauses and a line's parts are joined with the language's own separators
(:mod:`gmtracker.ui.words.text_format`: 、 ； and the translatable " · "), and a label's
full-width colon is not followed by a space. The review saw "休息; 重伤：待掷骰" and
"[獣, 群れ]" in the rest preview, the dice tray and the library.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QListWidget

from gmtracker.rules.dice import TypedDice
from gmtracker.storage import load_encounter
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.dialogs.dice_tray import DiceTray
from gmtracker.ui.dialogs.library_dialog import LibraryDialog
from gmtracker.ui.words.text_format import after_label, join_clauses, join_parts, join_words
from tests.ui.conftest import child, open_dialog


def test_the_separators_follow_the_language(translated: Any) -> None:
    """Issue 26 item 15: English keeps ", " "; " " · " and "Label: x"; Chinese has 、 ； and no space after ："""
    assert (join_words("ab"), join_clauses("ab"), join_parts("ab")) == ("a, b", "a; b", "a · b")
    assert after_label("Versions:", "x") == "Versions: x"
    translated("zh_CN")
    assert (join_words("ab"), join_clauses("ab")) == ("a、b", "a；b")
    assert after_label("版本：", "x") == "版本：x"


def test_the_dice_tray_history_uses_chinese_separators(qtbot: Any, translated: Any) -> None:
    """Issue 26 item 15: typed by the GM's keys, 2d20kl1+5 is "2d20kl1 4、舍弃 15；+5"-like: no ASCII , or ;"""
    translated("zh_CN")
    tray = open_dialog(qtbot, DiceTray(TypedDice([15, 4])))
    field = child(tray, QLineEdit, "expressionEdit")
    qtbot.keyClicks(field, "2d20kl1+5")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    history = child(tray, QListWidget, "historyList")
    line = history.item(0).text()
    assert "、" in line and "；" in line, line
    assert ", " not in line and "; " not in line, line


def test_the_library_tags_use_the_japanese_list_separator(qtbot: Any, translated: Any, tmp_path: Path) -> None:
    """Issue 26 item 15: the starter templates' tags read [怪物、アンデッド]-like, not [獣, 群れ]."""
    translated("ja")
    dialog = LibraryDialog(UserPaths.under(tmp_path), load_encounter(demo_encounter_path()), language="ja")
    qtbot.addWidget(dialog)
    texts = [dialog.starter_list.item(row).text() for row in range(dialog.starter_list.count())]
    tagged = [text for text in texts if "[" in text]
    assert tagged and any("、" in text for text in tagged)
    assert not any(", " in text for text in tagged), tagged

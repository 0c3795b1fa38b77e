"""Full-width separators in Chinese and Japanese (issue 26 item 15: "ASCII separators").

Lists, clauses and a line's parts are joined with the language's own separators
(:mod:`gmtracker.ui.words.text_format`: 、 ； and the translatable " · "), and a label's
full-width colon is not followed by a space. The review saw "休息; 重伤：待掷骰" and
"[獣, 群れ]" in the rest preview, the dice tray and the library.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QListWidget

from gmtracker.rules.dice import TypedDice
from gmtracker.storage import load_encounter
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.dialogs.dice_tray import DiceTray
from gmtracker.ui.dialogs.heal_dialog import HealDialog
from gmtracker.ui.dialogs.library_dialog import LibraryDialog
from gmtracker.ui.dialogs.rest_dialog import RestDialog
from gmtracker.ui.models.combatant_model import COMBATANT_ID_ROLE, Column
from gmtracker.ui.shell.main_window import MainWindow
from gmtracker.ui.widgets.target_picker import _DETAILS_ROLE as DETAILS_ROLE
from gmtracker.ui.words.text_format import after_label, join_clauses, join_parts, join_words
from tests.ui.conftest import child, open_dialog
from tests.ui.modal import when_modal


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


# -- the rest preview, the heal dialog, the turn events, the table and the target lists (issue 26 item 15) --

ROOT = Path(__file__).resolve().parents[2]
#: Files that joined parts of UI text with ASCII separators in code; they use text_format's joiners now.
JOINING_FILES = ["gmtracker/ui/dialogs/rest_dialog.py", "gmtracker/ui/dialogs/heal_dialog.py",
                 "gmtracker/ui/shell/combat_actions.py", "gmtracker/ui/models/combatant_model.py",
                 "gmtracker/ui/widgets/target_picker.py"]
ASCII_JOIN = re.compile(r'''["'](?:, |; | · |,|;)["']\.join\(''')


@pytest.mark.parametrize("path", JOINING_FILES)
def test_no_ascii_separator_joins_ui_text_in_code(path: str) -> None:
    """Issue 26 item 15: ", ".join / "; ".join / " · ".join gave "休息; 重伤" — join_words, join_clauses
    or join_parts (translatable) instead; the checker itself is checked below."""
    found = [line.strip() for line in (ROOT / path).read_text(encoding="utf-8").splitlines()
             if ASCII_JOIN.search(line)]
    assert found == []
    assert ASCII_JOIN.search('return " · ".join(details)') and not ASCII_JOIN.search('"\\n".join(lines)')


def test_the_rest_preview_joins_its_clauses_with_the_chinese_semicolon(qtbot: Any, window: MainWindow,
                                                                       translated: Any) -> None:
    """Issue 26 item 15 (B6, B8): the review's "休息; 重伤：待掷骰" — through the window's Rest action and
    its real exec(), Ayla's line reads "…休息；重伤…" with no ASCII "; "."""
    translated("zh_CN")
    seen: dict[str, str] = {}

    def script(shown: RestDialog) -> None:
        seen["summary"] = shown.summary.toPlainText()
        qtbot.keyClick(shown.span_spin, Qt.Key.Key_Escape)

    when_modal(RestDialog, script)
    window.actions_by_name["actionRest"].trigger()
    (ayla,) = [line for line in seen["summary"].splitlines() if line.startswith("Ayla Thornwood")]
    assert "；" in ayla, ayla
    assert "; " not in seen["summary"], seen["summary"]


def test_the_heal_bonus_lists_its_dice_with_the_chinese_list_separator(qtbot: Any, window: MainWindow,
                                                                       translated: Any) -> None:
    """Issue 26 item 15 (B2, B7): 2d6+1 typed in Heal (real exec()) shows "6（2d6 → 5、+1；B2、B7）",
    never "2d6 → 5, +1"."""
    translated("zh_CN")
    seen: dict[str, str] = {}

    def heal(dialog: HealDialog) -> None:
        qtbot.keyClicks(dialog.healing_edit, "2d6+1")
        seen["bonus"] = dialog.bonus_label.text()
        qtbot.keyClick(dialog.healing_edit, Qt.Key.Key_Escape)

    window.select("lin-yue")
    when_modal(HealDialog, heal)
    window.actions_by_name["actionHeal"].trigger()
    assert "2d6 → 5、+1" in seen["bonus"], seen["bonus"]
    assert ", " not in seen["bonus"], seen["bonus"]


def test_the_table_and_the_target_list_use_the_japanese_middle_dot(qtbot: Any, window: MainWindow,
                                                                   translated: Any) -> None:
    """Issue 26 item 15 (A17): in Japanese the table's defenses read "13・10・12・9"-like and a target's
    side and badges "PC・重傷"-like (the translatable separator ・), never " · "; the target list is the
    Heal dialog's, opened by its action (real exec())."""
    translated("ja")
    model = window.combatant_model
    row = next(row for row in range(model.rowCount()) if model.index(row, 0).data(COMBATANT_ID_ROLE) == "ayla-thornwood")
    defenses = model.index(row, int(Column.DEFENSES)).data(Qt.ItemDataRole.DisplayRole)
    states = model.index(row, int(Column.STATES)).data(Qt.ItemDataRole.DisplayRole) or ""
    assert defenses.count("・") == 3 and " · " not in defenses, defenses
    assert " · " not in states, states
    seen: list[str] = []

    def heal(dialog: HealDialog) -> None:
        items = [dialog.target_list.item(row) for row in range(dialog.target_list.count())]
        seen.extend(item.data(DETAILS_ROLE) for item in items)
        seen.extend(item.data(Qt.ItemDataRole.AccessibleTextRole) for item in items)
        qtbot.keyClick(dialog.healing_edit, Qt.Key.Key_Escape)

    window.select("ayla-thornwood")
    when_modal(HealDialog, heal)
    window.actions_by_name["actionHeal"].trigger()
    ayla = [text for text in seen if "・" in text]
    assert ayla, seen
    assert not any(" · " in text for text in seen), seen

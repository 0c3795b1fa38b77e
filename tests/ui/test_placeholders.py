"""Defect 3 of issue 11: ``%1``/``%2`` typed in a name stay as typed.

Each place below filled a translated template with ``str.replace("%1", …).replace("%2", …)``,
so a name holding ``%2`` got the second value put into it: "Boss %2" became "Boss 100" in the
1D100 dialog, the file name in the window title, the rounds left in the States column. They
now use :func:`gmtracker.ui.words.text_format.fill` (one pass); each test failed before.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from gmtracker.rules.dice import RandomDice
from gmtracker.storage import load_encounter
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.models.combatant_model import Column
from gmtracker.ui.shell.context import AppContext
from gmtracker.ui.dialogs.percentile_dialog import PercentileDialog
from gmtracker.ui.shell.main_window import MainWindow
from gmtracker.ui.shell.settings_service import SettingsService
from gmtracker.ui.words.text_format import fill, percent_text

NAME = "Boss %2 %1 %n {0} %3"
CURRENT = "goblin-lurker"  # whose turn it is in the demo; it has a condition ("Hiding")


@pytest.fixture
def window(qtbot: Any, tmp_path: Path) -> MainWindow:
    data = json.loads(demo_encounter_path().read_text(encoding="utf-8"))
    data["name"] = NAME
    for combatant in data["combatants"]:
        if combatant["id"] == CURRENT:
            combatant["name"] = NAME
            combatant["conditions"][0]["name"] = "Cursed %2"
            combatant["conditions"][0]["remaining"] = 1
            combatant["conditions"][0]["rounds"] = 3
    path = tmp_path / "percent.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    win = MainWindow(AppContext(paths=UserPaths.under(tmp_path / "profile")), load_encounter(path), path)
    win.persist_layout = False
    win.document.dice = RandomDice(random.Random(2))
    qtbot.addWidget(win, before_close_func=lambda w: w.document.undo_stack.setClean())
    return win


def test_a_percent_sign_in_the_encounter_name_stays_in_the_window_title(window: MainWindow) -> None:
    assert window.windowTitle() == f"{NAME} — percent.json[*] — GM Tracker"


def test_a_percent_sign_in_a_condition_stays_in_the_states_column(window: MainWindow) -> None:
    row = window.encounter.row_of(CURRENT)
    states = window.combatant_model.index(row, Column.STATES).data()
    assert "Cursed %2 — 1 round" in states


def test_a_percent_sign_in_a_name_stays_in_the_status_bar(window: MainWindow) -> None:
    assert f"{NAME}'s turn" in window.round_label.text()


def test_a_percent_sign_in_a_name_stays_in_the_1d100_dialog(qtbot: Any, window: MainWindow) -> None:
    dialog = PercentileDialog(window.encounter, window.document.dice, window, actor=CURRENT)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.enter_dice_button.click()
    captions = [label.text() for label in dialog.findChildren(QLabel) if label.text().endswith(": d100")]
    assert captions, "no die to type"
    assert all(NAME in caption for caption in captions), captions
    assert not any("Boss 100" in caption for caption in captions)


def test_a_percent_sign_in_the_settings_path_stays_in_the_settings_message(tmp_path: Path) -> None:
    folder = tmp_path / "100%2 sure %1"
    folder.mkdir()
    path = folder / "settings.json"
    path.write_text(json.dumps({"format": "gmtracker-settings", "version": 1,
                                "settings": {"table_font_size": 500}}), encoding="utf-8")
    messages = SettingsService(path).messages()
    assert messages and messages[0].startswith(f"{path}: $.settings.table_font_size: "), messages


def test_fill_puts_each_value_once_and_percent_text_uses_it() -> None:
    assert fill("%1: %2", NAME, "x") == f"{NAME}: x"
    assert fill("%1%2", "%2", "%1") == "%2%1"
    assert percent_text(__import__("fractions").Fraction(1, 2), template="%1 %") == "50 %"


def test_a_modified_marker_typed_in_the_encounter_name_shows_as_typed(qtbot: Any, window: MainWindow) -> None:
    """Review of issue 11: "[*]" in a name is Qt's unsaved-changes marker; the window's real
    title (what the system shows) keeps it as typed, and the marker still shows the unsaved state."""
    from gmtracker.encounter.roster import RenameEncounter

    window.show()
    qtbot.waitExposed(window)
    window.document.run(RenameEncounter("Boss [*] fight"))
    assert window.windowHandle().title().startswith("Boss [*] fight — percent.json*")
    window.document.undo_stack.setClean()
    assert window.windowHandle().title().startswith("Boss [*] fight — percent.json — ")


def test_an_unbroken_phrase_wraps_only_between_phrases(qapp: Any) -> None:
    """Qt may break between any two CJK characters ("重↵伤 25%"); the attack card's odds keep each
    outcome and its chance together, and wrap only at the separators."""
    from PySide6.QtGui import QFont, QTextLayout, QTextOption

    from gmtracker.ui.words.text_format import WORD_JOINER, unbroken

    def lines(text: str, width: float) -> list[str]:
        layout = QTextLayout(text, QFont())
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        layout.beginLayout()
        out = []
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width)
            out.append(text[line.textStart():line.textStart() + line.textLength()])
        layout.endLayout()
        return [piece.replace(WORD_JOINER, "").replace("\u00a0", " ").strip(" ·") for piece in out]

    phrases = ["无效果 30%", "负伤 25%", "重伤 25%", "行动不能 20%"]
    width = QFont().pointSizeF() * 9  # about two phrases a line
    plain = lines(" · ".join(phrases), width)
    kept = lines(" · ".join(unbroken(p) for p in phrases), width)
    assert any(piece.split(" · ")[-1] not in phrases for piece in plain)  # Qt alone cuts one
    assert all(p in phrases for piece in kept for p in piece.split(" · ")), kept
    assert unbroken("seriously wounded 25%") == "seriously\u00a0wounded\u00a025%"  # Latin: no joiners

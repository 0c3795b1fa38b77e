"""No fake italics on Chinese or Japanese in the main table (issue 26 item 15, review translations-2:
"*Goblin Lurker（隐藏）*" slanted).

Qt has no italic for CJK fonts and slants their glyphs instead. A hidden combatant's row is in
italics only when its name, as the table shows it with the hidden mark, is Latin text — as the roll
log's GM-only entries are (``roll_log_model.has_cjk``); otherwise the row stays upright and the mark's
word （隐藏）/（非公開） still says it is hidden.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from gmtracker.encounter import Encounter
from gmtracker.rules.dice import RandomDice
from gmtracker.storage import load_encounter
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.models.combatant_model import COMBATANT_ID_ROLE, Column
from gmtracker.ui.shell.context import AppContext
from gmtracker.ui.shell.main_window import MainWindow


def demo_with_hidden_shaman() -> Encounter:
    """The demo, where Goblin Lurker is hidden, with ゴブリン呪術師 hidden too."""
    encounter = load_encounter(demo_encounter_path())
    encounter.combatants = [msgspec.structs.replace(c, hidden=True) if c.id == "goblin-shaman" else c
                            for c in encounter.combatants]
    return encounter


@pytest.fixture
def open_window(qtbot: Any, tmp_path: Path) -> Iterator[Any]:
    """A real main window on the demo, built after the test installed its language."""
    made: list[MainWindow] = []

    def build() -> MainWindow:
        window = MainWindow(AppContext(paths=UserPaths.under(tmp_path / "profile")), demo_with_hidden_shaman(), None)
        window.persist_layout = False
        window.document.dice = RandomDice(random.Random(3))
        qtbot.addWidget(window)
        window.resize(1366, 768)
        window.show()
        made.append(window)
        return window

    yield build
    for window in made:
        window.document.undo_stack.setClean()
        window.close()


def row_font(window: MainWindow, combatant_id: str, column: Column) -> tuple[str, QFont]:
    """The text and the font the real table model gives the combatant's cell."""
    model = window.table.model()
    row = next(row for row in range(model.rowCount()) if model.index(row, 0).data(COMBATANT_ID_ROLE) == combatant_id)
    index = model.index(row, int(column))
    font = index.data(Qt.ItemDataRole.FontRole)
    assert isinstance(font, QFont)
    return index.data(Qt.ItemDataRole.DisplayRole), font


def test_a_hidden_row_is_upright_in_chinese(qtbot: Any, open_window: Any, translated: Any) -> None:
    """Issue 26 item 15: in zh_CN "Goblin Lurker（隐藏）" is not slanted (nor its other cells); the mark stays."""
    translated("zh_CN")
    window = open_window()
    name, font = row_font(window, "goblin-lurker", Column.NAME)
    assert name == "Goblin Lurker（隐藏）"
    assert not font.italic()
    assert not row_font(window, "goblin-lurker", Column.SIDE)[1].italic()


def test_a_hidden_latin_row_stays_in_italics_in_english_and_a_japanese_name_does_not(
        qtbot: Any, open_window: Any) -> None:
    """Issue 26 item 15: English keeps italics for "Goblin Lurker (hidden)"; a hidden ゴブリン呪術師 is upright."""
    window = open_window()
    name, font = row_font(window, "goblin-lurker", Column.NAME)
    assert name == "Goblin Lurker (hidden)" and font.italic()
    shaman, shaman_font = row_font(window, "goblin-shaman", Column.NAME)
    assert shaman == "ゴブリン呪術師 (hidden)" and not shaman_font.italic()

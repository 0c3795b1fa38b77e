"""The table at a laptop's width (issue 26 item 6; issue 14's glance, item 14's 陣営).

At 1366×768 with the editor dock open, at 10 and 14 pt, in English, Chinese and Japanese,
for the demo's combatants and the screenshots' scene (a dying, a knocked-out and a dead
one, an ogre with five badges): no name is elided, no row's worst state (B5) is hidden,
the hit-penalty cell (A16) is whole, and the Side column (陣営) is on screen. "Elided" is
measured as the delegate paints: the text's advance in the row's font against the text
rectangle the style gives the cell; a badge against the room the badge painter leaves.
The widths follow rows added to an empty table, a rename and a change of the font size.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle, QStyleOptionViewItem

from gmtracker.encounter import Combatant, Encounter, Side
from gmtracker.encounter.model import StateEntry
from gmtracker.encounter.roster import AddCombatant, EditCombatant
from gmtracker.rules.wound_codes import DamageState
from gmtracker.storage import load_encounter
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.models.combatant_model import BADGES_ROLE, BadgeKind, Column
from gmtracker.ui.panels.combatant_table import READ_MID_FIGHT, worst_badge_width
from gmtracker.ui.shell.context import AppContext
from gmtracker.ui.shell.main_window import MainWindow
from tests.screenshots import scene
from tests.ui.modal import MessageBoxes

WORST_FIRST = [BadgeKind.DEAD, BadgeKind.DYING, BadgeKind.UNCONSCIOUS]


@pytest.fixture(autouse=True)
def _answered(boxes: MessageBoxes) -> MessageBoxes:
    return boxes


def scene_encounter(tmp_path: Path) -> Encounter:
    path = tmp_path / "scene.json"
    path.write_text(json.dumps(scene(), ensure_ascii=False), encoding="utf-8")
    return load_encounter(path)


def set_font_size(window: MainWindow, points: int) -> None:
    """Settings ▸ Table font size, as the settings dialog saves it."""
    settings = window.context.settings
    settings.update(settings.values.replace(table_font_size=points))


def laptop(qtbot: Any, tmp_path: Path, encounter: Encounter, points: int) -> MainWindow:
    """The main window of a fresh profile shown at 1366×768 (default layout, editor dock open)."""
    window = MainWindow(AppContext(paths=UserPaths.under(tmp_path / "profile")), encounter, None)
    window.persist_layout = False
    qtbot.addWidget(window)
    set_font_size(window, points)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    assert window.editor.isVisible() and window.table.font().pointSize() == points
    return window


def painted(window: MainWindow, index: QModelIndex) -> tuple[int, int]:
    """The advance of ``index``'s text in the font the delegate paints it with (the row's
    bold, italic or strike-out over the table's type), and the width of the rectangle the
    style gives that text."""
    table = window.table
    option = QStyleOptionViewItem()
    option.initFrom(table)
    option.rect = table.visualRect(index)
    option.font = table.font()
    table.itemDelegateForIndex(index).initStyleOption(option, index)  # type: ignore[attr-defined]  # a QStyledItemDelegate
    option.features |= QStyleOptionViewItem.ViewItemFeature.HasDisplay
    room = table.style().subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, table).width()
    return QFontMetrics(option.font).horizontalAdvance(index.data() or ""), room


def cut(window: MainWindow) -> list[str]:
    """Every name, worst state, hit-penalty cell and reading column header that is elided or
    off screen (empty when all is well)."""
    table, proxy = window.table, window.table.model()
    viewport = table.viewport().rect()
    problems: list[str] = []
    for column in READ_MID_FIGHT:
        left = table.columnViewportPosition(column)
        if left < 0 or left + table.columnWidth(column) > viewport.width():
            problems.append(f"column {column.name} off screen ({left}+{table.columnWidth(column)} > {viewport.width()})")
    for row in range(proxy.rowCount()):
        for column in (Column.NAME, Column.PENALTY, Column.SIDE, Column.INITIATIVE, Column.WOUNDS, Column.BRUISES):
            index = proxy.index(row, column)
            width, room = painted(window, index)
            if width > room:
                problems.append(f"{column.name} {index.data()!r}: {width} > {room}")
        states = proxy.index(row, Column.STATES)
        badges = states.data(BADGES_ROLE) or []
        if badges and worst_badge_width(table.font(), badges) > table.visualRect(states).width():
            problems.append(f"worst state {badges[0].text!r} of row {row}")
    return problems


@pytest.mark.parametrize("points", [10, 14])
@pytest.mark.parametrize("locale_name", ["en", "zh_CN", "ja"])
@pytest.mark.parametrize("which", ["demo", "scene"])
def test_names_worst_states_and_hit_penalties_are_whole_at_1366(
        qtbot: Any, tmp_path: Path, translated: Callable[[str], list[Any]],
        locale_name: str, points: int, which: str) -> None:
    """Issue 26 item 6 (B5 states, A16 penalty dice): nothing a GM reads mid-fight is cut,
    and 陣営 (item 14) is on screen."""
    translated(locale_name)
    encounter = load_encounter(demo_encounter_path()) if which == "demo" else scene_encounter(tmp_path)
    window = laptop(qtbot, tmp_path, encounter, points)
    assert window.table.model().rowCount() == len(encounter.combatants) >= 12
    assert cut(window) == []
    header = window.table.horizontalHeader()
    side = header.sectionViewportPosition(Column.SIDE)
    assert 0 <= side and side + header.sectionSize(Column.SIDE) <= window.table.viewport().width()
    assert window.table.horizontalScrollBar().value() == 0


def test_badges_come_worst_first(qtbot: Any, tmp_path: Path) -> None:
    """Issue 26 item 6 (B5): dead, dying, unconscious, then disabled, seriously wounded, dazed,
    then the conditions: an elided cell hides the mildest, never "dead"."""
    window = laptop(qtbot, tmp_path, scene_encounter(tmp_path), 10)
    model, encounter = window.combatant_model, window.encounter

    def kinds(cid: str) -> list[BadgeKind]:
        return [b.kind for b in model.index(encounter.row_of(cid), Column.STATES).data(BADGES_ROLE)]

    assert kinds("skeleton") == [BadgeKind.DEAD, BadgeKind.WOUNDED]
    assert kinds("goblin-archer") == [BadgeKind.DYING, BadgeKind.UNCONSCIOUS, BadgeKind.WOUNDED]
    assert kinds("grukk") == [BadgeKind.DISABLED, BadgeKind.WOUNDED, BadgeKind.DISABLED, BadgeKind.CONDITION,
                              BadgeKind.CONDITION]
    grukk = model.index(encounter.row_of("grukk"), Column.STATES).data(BADGES_ROLE)
    assert [b.tip for b in grukk[:3]] == ["disabled", "seriously wounded", "dazed"]


def test_widths_follow_rows_added_to_an_empty_table_a_rename_and_the_font_size(
        qtbot: Any, tmp_path: Path) -> None:
    """Issue 26 item 6: widths fitted while the table was empty grow for the rows quick add
    brings, for a rename and for new penalty dice (dataChanged), and are fitted again at 14 pt."""
    window = laptop(qtbot, tmp_path, load_encounter(demo_encounter_path()), 10)
    window.actions_by_name["actionNew"].trigger()
    assert window.table.model().rowCount() == 0
    bar = window.quick_add_bar()
    window.actions_by_name["actionQuickAdd"].trigger()
    qtbot.keyClicks(bar.edit, "Goblin x4, Wolf x2, Ayla Thornwood 17, Brother Aldous of the Grey Abbey 12")
    qtbot.keyClick(bar.edit, Qt.Key.Key_Return)
    assert window.table.model().rowCount() == 8 and cut(window) == []
    ayla = next(c for c in window.encounter.combatants if c.name == "Ayla Thornwood")
    assert window.run(EditCombatant(ayla.id, {"name": "Ayla Thornwood of the Northern Marches"}))
    assert window.run(EditCombatant(ayla.id, {"hit_penalties": 2, "wounds": 3, "states": [
        StateEntry(DamageState.SERIOUSLY_WOUNDED), StateEntry(DamageState.UNCONSCIOUS)]}))
    assert cut(window) == []
    name_at_10 = window.table.columnWidth(Column.NAME)
    set_font_size(window, 14)
    assert window.table.font().pointSize() == 14 and window.table.columnWidth(Column.NAME) > name_at_10
    assert cut(window) == []
    assert window.run(AddCombatant(Combatant(id="", name="Hobgoblin Sergeant of the Red Hand", side=Side.ENEMY)))
    assert cut(window) == []

"""The combatant table read at a glance on a 1366×768 laptop (issue 14).

- The columns a GM reads mid-fight (turn marker, initiative, name, wounds, bruises, states,
  hit penalty) lie inside the table's viewport beside the editor dock, with the default
  layout, in English, Chinese and Japanese, on the demo and after File ▸ New.
- States are badges; dead (struck through) and unconscious (dimmed, not struck) differ.
- The active row keeps its accent when another row is selected, and the keyboard goes on
  from whose turn it is.
- Initiative, wounds, bruises and the hit-penalty counter are edited in the table, each
  edit one undoable step.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from PySide6.QtCore import QCoreApplication, QModelIndex, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QLineEdit, QSpinBox, QWidget

from gmtracker.encounter import Combatant, Side
from gmtracker.encounter.model import Condition, StateEntry
from gmtracker.encounter.roster import AddCombatant
from gmtracker.rules.wound_codes import DamageState
from gmtracker.storage import load_encounter
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.models.combatant_model import BADGES_ROLE, BadgeKind, Column
from gmtracker.ui.panels.combatant_table import ACTIVE_ACCENT, badges_width
from gmtracker.ui.shell.context import AppContext
from gmtracker.ui.shell.main_window import MainWindow
from gmtracker.ui.dialogs.initiative_dialog import InitiativeDialog
from tests.ui.conftest import press_ok
from tests.ui.modal import MessageBoxes, when_modal

#: The columns that must be in view without scrolling (issue 14's list; wounds/bruises are two).
IN_VIEW = (Column.TURN, Column.INITIATIVE, Column.NAME, Column.WOUNDS, Column.BRUISES, Column.STATES,
           Column.PENALTY)

#: Six combatants a GM might add to a new encounter, named in each language.
SIX = {
    "en": ["Ayla Thornwood", "Brother Aldous of the Grey Abbey", "Goblin Cutthroat 1", "Goblin Cutthroat 2",
           "Hobgoblin Sergeant", "Grukk the Ogre"],
    "zh_CN": ["林月", "灰修道院的阿尔多斯修士", "哥布林割喉者 1", "哥布林割喉者 2", "大地精军士", "食人魔格鲁克"],
    "ja": ["佐藤 健", "灰色修道院のアルダス修道士", "ゴブリンの喉切り 1", "ゴブリンの喉切り 2", "ホブゴブリン軍曹",
           "オーガのグルック"],
}


@pytest.fixture(autouse=True)
def _answered(boxes: MessageBoxes) -> MessageBoxes:
    """An "unsaved changes" question at teardown is answered, never left waiting."""
    return boxes


def laptop_window(qtbot: Any, tmp_path: Path, encounter: Any = None) -> MainWindow:
    """The main window as a fresh profile opens it on a 1366×768 laptop (default layout)."""
    window = MainWindow(AppContext(paths=UserPaths.under(tmp_path / "profile")),
                        encounter or load_encounter(demo_encounter_path()), None)
    window.persist_layout = False
    qtbot.addWidget(window)
    window.resize(1366, 740)  # 768 less a taskbar
    window.show()
    qtbot.waitExposed(window)
    assert window.editor.isVisible()  # the editor dock is open by default
    return window


def assert_in_view(window: MainWindow) -> None:
    table = window.table
    viewport = table.viewport().rect()
    assert table.horizontalScrollBar().value() == 0
    for row in range(min(table.model().rowCount(), 12)):
        for column in IN_VIEW:
            rect = table.visualRect(table.model().index(row, column))
            assert not table.isColumnHidden(column), column
            assert rect.width() > 0 and viewport.contains(rect.topLeft()) and viewport.contains(rect.topRight()), (
                column.name, rect, viewport)


@pytest.mark.parametrize("locale_name", ["en", "zh_CN", "ja"])
def test_the_columns_read_mid_fight_are_in_view_at_1366_on_the_demo(
        qtbot: Any, tmp_path: Path, translated: Callable[[str], list[Any]], locale_name: str) -> None:
    translated(locale_name)
    window = laptop_window(qtbot, tmp_path)
    assert window.table.model().rowCount() == 12
    assert_in_view(window)


@pytest.mark.parametrize("locale_name", ["en", "zh_CN", "ja"])
def test_the_columns_read_mid_fight_are_in_view_after_file_new_with_six_combatants(
        qtbot: Any, tmp_path: Path, translated: Callable[[str], list[Any]], locale_name: str) -> None:
    translated(locale_name)
    window = laptop_window(qtbot, tmp_path)
    window.actions_by_name["actionNew"].trigger()
    assert window.table.model().rowCount() == 0
    for number, name in enumerate(SIX[locale_name]):
        states = [StateEntry(DamageState.SERIOUSLY_WOUNDED), StateEntry(DamageState.DISABLED)] if number == 5 else []
        conditions = [Condition(id="prone", name="Prone", rounds=2, remaining=2),
                      Condition(id="burning", name="Burning", rounds=3, remaining=3)] if number == 5 else []
        assert window.run(AddCombatant(Combatant(id="", name=name, side=Side.ENEMY, initiative=20 - number,
                                                 wounds=number, states=states, conditions=conditions,
                                                 hit_penalties=number % 3)))
    when_modal(InitiativeDialog, press_ok)  # the values typed before are kept
    window.actions_by_name["actionStartCombat"].trigger()
    assert window.encounter.turn.started
    assert_in_view(window)
    # and the widths came from these six, not from the demo's (the Name column grew for them)
    names = [window.combatant_model.index(row, Column.NAME).data() for row in range(6)]
    metrics = window.table.fontMetrics()
    widest = max(metrics.horizontalAdvance(n) for n in names)
    assert window.table.columnWidth(Column.NAME) >= min(widest, window.table.cap_of(Column.NAME))


def test_five_states_fit_in_one_states_cell_as_badges(qtbot: Any, tmp_path: Path) -> None:
    encounter = load_encounter(demo_encounter_path())
    window = laptop_window(qtbot, tmp_path, encounter)
    window.run(AddCombatant(Combatant(
        id="", name="Troll", initiative=1, wounds=3,
        states=[StateEntry(DamageState.SERIOUSLY_WOUNDED), StateEntry(DamageState.DISABLED),
                StateEntry(DamageState.DAZED)],
        conditions=[Condition(id="prone", name="Prone", rounds=1, remaining=1),
                    Condition(id="burning", name="Burning", rounds=3, remaining=2)])))
    row = encounter.row_of(encounter.combatants[-1].id)
    badges = window.combatant_model.index(row, Column.STATES).data(BADGES_ROLE)
    # the worst first (issue 26 item 6): disabled, seriously wounded, dazed, then the conditions
    assert [b.kind for b in badges] == [BadgeKind.DISABLED, BadgeKind.WOUNDED, BadgeKind.DISABLED,
                                        BadgeKind.CONDITION, BadgeKind.CONDITION]
    assert badges[4].text == "Burning (2)" and badges[4].tip.startswith("Burning — 2 round")
    assert badges[1].tip == "seriously wounded"  # the full word in the tooltip
    assert badges_width(window.table.font(), badges) <= window.table.columnWidth(Column.STATES)


def test_dead_is_struck_through_and_unconscious_is_dimmed_but_not_struck(qtbot: Any, tmp_path: Path) -> None:
    encounter = load_encounter(demo_encounter_path())
    window = laptop_window(qtbot, tmp_path, encounter)
    window.run(AddCombatant(Combatant(id="out", name="Knocked Out", initiative=2, wounds=2,
                                      states=[StateEntry(DamageState.UNCONSCIOUS)])))
    window.run(AddCombatant(Combatant(id="gone", name="Slain", initiative=1, wounds=4,
                                      states=[StateEntry(DamageState.DEAD)])))
    model = window.combatant_model
    out, gone = encounter.row_of("out"), encounter.row_of("gone")
    out_font = model.index(out, Column.NAME).data(Qt.ItemDataRole.FontRole)
    gone_font = model.index(gone, Column.NAME).data(Qt.ItemDataRole.FontRole)
    assert gone_font is not None and gone_font.strikeOut()
    assert out_font is None or not out_font.strikeOut()
    assert model.index(out, Column.NAME).data(Qt.ItemDataRole.ForegroundRole) is not None  # dimmed
    assert [b.kind for b in model.index(out, Column.STATES).data(BADGES_ROLE)] == [BadgeKind.UNCONSCIOUS]
    assert [b.kind for b in model.index(gone, Column.STATES).data(BADGES_ROLE)] == [BadgeKind.DEAD]


def test_a_rows_look_follows_the_turn_the_combatant_and_a_theme_switch(qtbot: Any, tmp_path: Path, qapp: Any) -> None:
    """Each row's background, font and text colour are made once, not once a cell (issue 16):
    what each cell is asked afterwards still follows whose turn it is, an edit, and the palette."""
    from gmtracker.encounter.roster import EditCombatant
    from gmtracker.encounter.turns import NextTurn
    from gmtracker.ui.widgets.theme import apply_theme

    window = laptop_window(qtbot, tmp_path)
    model, encounter = window.combatant_model, window.encounter

    def look(combatant_id: str) -> tuple[Any, Any, Any]:
        index = model.index(encounter.row_of(combatant_id), Column.WOUNDS)
        return (index.data(Qt.ItemDataRole.BackgroundRole).color().name(), index.data(Qt.ItemDataRole.FontRole),
                index.data(Qt.ItemDataRole.ForegroundRole))

    acting = encounter.turn.current
    assert acting is not None and look(acting)[1].bold()
    window.run(NextTurn())  # asked again before any paint
    after = encounter.turn.current
    was = look(acting)[1]  # the lurker is hidden: italic, no longer bold
    assert after != acting and look(after)[1].bold() and was is not None and was.italic() and not was.bold()
    assert look(acting)[0] != look(after)[0]  # the acting row's tint is stronger
    window.run(EditCombatant(acting, {"states": [StateEntry(DamageState.DEAD)], "wounds": 4}))
    assert look(acting)[1].strikeOut() and look(acting)[2] is not None  # struck and dimmed at once
    light = look("sato-ken")[0]
    apply_theme(qapp, "dark")
    try:
        QCoreApplication.processEvents()  # the palette change reaches the widgets (and the table tells its model)
        dark = look("sato-ken")[0]
        assert QColor(dark).lightness() < QColor(light).lightness() - 100, (light, dark)
    finally:
        apply_theme(qapp, "system")
        QCoreApplication.processEvents()
    assert look("sato-ken")[0] == light


def pixel_at_row_start(window: MainWindow, combatant_id: str) -> QColor:
    table = window.table
    row = window.proxy.mapFromSource(window.combatant_model.index(window.encounter.row_of(combatant_id), 0)).row()
    rect = table.visualRect(table.model().index(row, table.first_visible_column()))
    image = table.viewport().grab().toImage()
    return image.pixelColor(rect.left() + 2, rect.center().y())


def test_the_active_row_keeps_its_accent_when_another_row_is_selected(qtbot: Any, tmp_path: Path) -> None:
    window = laptop_window(qtbot, tmp_path)
    assert window.encounter.turn.current == "goblin-lurker"
    assert pixel_at_row_start(window, "goblin-lurker") == ACTIVE_ACCENT  # selected and active
    window.select("sato-ken")
    assert window.selected_ids() == ["sato-ken"]
    assert pixel_at_row_start(window, "goblin-lurker") == ACTIVE_ACCENT  # the selection moved; the accent stays
    assert pixel_at_row_start(window, "sato-ken") != ACTIVE_ACCENT


def test_the_keyboard_goes_on_from_whose_turn_it_is(qtbot: Any, tmp_path: Path, prompts_offered: list[Any]) -> None:
    window = laptop_window(qtbot, tmp_path)
    table = window.table
    table.setFocus()
    window.select("ayla-thornwood")  # the GM clicked someone far above
    window.actions_by_name["actionNextTurn"].trigger()
    assert window.encounter.turn.current == "lin-yue"
    current: QModelIndex = table.currentIndex()
    assert table.model().index(current.row(), 0).data(Qt.ItemDataRole.UserRole + 2) == "lin-yue"
    qtbot.keyClick(table, Qt.Key.Key_Down)
    assert window.selected_ids() == ["goblin-shaman"]  # the one after 林月, not after Ayla


def edit_cell(qtbot: Any, window: MainWindow, combatant_id: str, column: Column, text: str) -> None:
    """Double-click the cell, type over its value, press Enter: as a GM does."""
    table = window.table
    index = window.proxy.mapFromSource(window.combatant_model.index(window.encounter.row_of(combatant_id), column))
    table.scrollTo(index)
    rect = table.visualRect(index)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert table.state() is QAbstractItemView.State.EditingState
    editors = [w for w in table.viewport().findChildren(QWidget) if w.objectName().endswith("CellEditor") and w.isVisible()]
    assert len(editors) == 1
    editor = editors[0]
    assert isinstance(editor, (QLineEdit, QSpinBox)), editor
    line = editor if isinstance(editor, QLineEdit) else editor.findChild(QLineEdit)
    line.selectAll()
    qtbot.keyClick(line, Qt.Key.Key_Backspace)
    qtbot.keyClicks(line, text)
    qtbot.keyClick(line, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.state() is not QAbstractItemView.State.EditingState)  # Qt commits queued


def test_wounds_bruises_and_hit_penalties_are_edited_in_the_table_one_undoable_step_each(
        qtbot: Any, tmp_path: Path) -> None:
    window = laptop_window(qtbot, tmp_path)
    encounter, stack = window.encounter, window.document.undo_stack
    steps = stack.count()
    edit_cell(qtbot, window, "sato-ken", Column.WOUNDS, "2")
    assert encounter.combatant("sato-ken").wounds == 2 and stack.count() == steps + 1
    edit_cell(qtbot, window, "sato-ken", Column.BRUISES, "1")
    assert encounter.combatant("sato-ken").bruises == 1 and stack.count() == steps + 2
    edit_cell(qtbot, window, "sato-ken", Column.PENALTY, "2")
    assert encounter.combatant("sato-ken").hit_penalties == 2
    penalty = window.combatant_model.index(encounter.row_of("sato-ken"), Column.PENALTY)
    assert penalty.data() == "2"  # the number; the words in the tooltip (issue 26 item 6)
    assert QCoreApplication.translate("CombatantModel", "%n penalty die(s)", "", 2) in penalty.data(
        Qt.ItemDataRole.ToolTipRole)
    qtbot.keyClick(window.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert encounter.combatant("sato-ken").hit_penalties == 0
    window.undo()
    window.undo()
    assert (encounter.combatant("sato-ken").wounds, encounter.combatant("sato-ken").bruises) == (0, 0)


def test_an_initiative_typed_in_the_table_moves_the_combatant_in_the_order(qtbot: Any, tmp_path: Path) -> None:
    window = laptop_window(qtbot, tmp_path)
    encounter = window.encounter
    edit_cell(qtbot, window, "skeleton", Column.INITIATIVE, "19")
    assert encounter.combatant("skeleton").initiative == 19
    assert encounter.combatants[0].id == "skeleton"  # D1: the order follows in combat
    assert encounter.log[-1].kind == "set_initiative"
    window.undo()
    assert encounter.combatant("skeleton").initiative == 8 and encounter.combatants[0].id != "skeleton"


def test_a_cell_editor_takes_only_what_the_field_can_hold(qtbot: Any, tmp_path: Path) -> None:
    window = laptop_window(qtbot, tmp_path)
    encounter = window.encounter
    steps = window.document.undo_stack.count()
    edit_cell(qtbot, window, "skeleton", Column.INITIATIVE, "2x0")  # the validator takes no letters
    assert encounter.combatant("skeleton").initiative == 20 and window.document.undo_stack.count() == steps + 1
    edit_cell(qtbot, window, "sato-ken", Column.WOUNDS, "-3")  # a count is never negative: no "-"
    assert encounter.combatant("sato-ken").wounds == 3
    edit_cell(qtbot, window, "skeleton", Column.INITIATIVE, "")  # empty: not rolled
    assert encounter.combatant("skeleton").initiative is None


def test_cells_that_are_not_counts_are_not_edited_in_place(qtbot: Any, tmp_path: Path) -> None:
    window = laptop_window(qtbot, tmp_path)
    model = window.combatant_model
    for column in (Column.NAME, Column.STATES, Column.DEFENSES, Column.LOAD, Column.TURN):
        assert not model.flags(model.index(0, column)) & Qt.ItemFlag.ItemIsEditable, column
    for column in (Column.INITIATIVE, Column.WOUNDS, Column.BRUISES, Column.PENALTY):
        assert model.flags(model.index(0, column)) & Qt.ItemFlag.ItemIsEditable, column


def drag_column_edge(qtbot: Any, window: MainWindow, column: Column, by: int) -> None:
    """Drag the right edge of ``column``'s header by ``by`` pixels, as the GM does with the mouse."""
    header = window.table.horizontalHeader()
    x = header.sectionViewportPosition(column) + header.sectionSize(column) - 1
    y = header.height() // 2
    viewport = header.viewport()
    qtbot.mouseMove(viewport, QPoint(x - 20, y))
    qtbot.mouseMove(viewport, QPoint(x, y))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=QPoint(x, y))
    for step in range(1, 5):
        QTest.mouseMove(viewport, QPoint(x + by * step // 4, y))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=QPoint(x + by, y))


def test_a_column_the_gm_dragged_keeps_its_width_through_a_restart_and_file_new(qtbot: Any, tmp_path: Path) -> None:
    first = laptop_window(qtbot, tmp_path)
    first.persist_layout = True
    before = first.table.columnWidth(Column.NAME)
    drag_column_edge(qtbot, first, Column.NAME, -60)
    dragged = first.table.columnWidth(Column.NAME)
    assert dragged < before and first.table.user_sized() == [Column.NAME]
    first.close()
    second = laptop_window(qtbot, tmp_path)
    assert second.table.columnWidth(Column.NAME) == dragged
    second.actions_by_name["actionNew"].trigger()
    assert second.table.columnWidth(Column.NAME) == dragged  # kept: the GM chose it
    # the others are fitted to the new, empty encounter: their headers' width
    assert second.table.columnWidth(Column.INITIATIVE) == second.table.header_width(Column.INITIATIVE)


def test_headers_stay_whole_after_a_language_switch(qtbot: Any, tmp_path: Path,
                                                   translated: Callable[[str], list[Any]]) -> None:
    window = laptop_window(qtbot, tmp_path)
    translated("ja")
    new = window.rebuilt()
    qtbot.addWidget(new)
    table = new.table
    for column in Column:
        if not table.isColumnHidden(column):
            assert table.columnWidth(column) >= table.header_width(column), column.name
    new.document.undo_stack.setClean()


def test_the_acting_rows_badges_fit_as_measured(qtbot: Any, tmp_path: Path) -> None:
    """The acting row is bold; its badges are not, so they take the width measured for them."""
    from gmtracker.ui.panels.combatant_table import badge_font

    window = laptop_window(qtbot, tmp_path)
    font = window.combatant_model.index(window.encounter.row_of("goblin-lurker"), Column.NAME).data(
        Qt.ItemDataRole.FontRole)
    assert font is not None and font.bold()  # whose turn it is
    assert not badge_font(font).bold()


def test_the_states_tooltip_has_every_badges_full_words(qtbot: Any, tmp_path: Path) -> None:
    encounter = load_encounter(demo_encounter_path())
    window = laptop_window(qtbot, tmp_path, encounter)
    window.run(AddCombatant(Combatant(id="down", name="Down", initiative=1, wounds=3, temp_hp=4,
                                      states=[StateEntry(DamageState.SERIOUSLY_WOUNDED),
                                              StateEntry(DamageState.UNCONSCIOUS)])))
    tip = window.combatant_model.index(encounter.row_of("down"), Column.STATES).data(Qt.ItemDataRole.ToolTipRole)
    for words in ("dying", "seriously wounded", "unconscious", "temp HP 4"):
        assert words in tip, words

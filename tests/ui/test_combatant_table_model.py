"""The combatant table model: a well-behaved Qt model that shows what the file holds."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, QSortFilterProxyModel, Qt

from gmtracker.encounter import Combatant
from gmtracker.storage import load_encounter
from gmtracker.ui.combatant_table_model import (
    COMBATANT_ID_ROLE,
    SORT_ROLE,
    Column,
    CombatantTableModel,
)

DISPLAY = Qt.ItemDataRole.DisplayRole


@pytest.fixture
def model(demo_path: Path) -> CombatantTableModel:
    return CombatantTableModel(load_encounter(demo_path).combatants)


def _column(model: CombatantTableModel, column: Column, role: int = DISPLAY) -> list[Any]:
    return [model.index(row, column).data(role) for row in range(model.rowCount())]


def test_model_passes_qt_model_tester(qtmodeltester: Any, model: CombatantTableModel) -> None:
    qtmodeltester.check(model, force_py=True)


def test_empty_model_passes_qt_model_tester(qtmodeltester: Any) -> None:
    qtmodeltester.check(CombatantTableModel([]), force_py=True)


def test_one_row_per_combatant_and_one_column_per_field(model: CombatantTableModel) -> None:
    assert model.rowCount() == 12
    assert model.columnCount() == len(Column)
    assert model.rowCount(model.index(0, 0)) == 0


def test_names_come_through_including_cjk(model: CombatantTableModel) -> None:
    names = _column(model, Column.NAME)
    assert names[0] == "Ayla Thornwood"
    assert {"林月", "佐藤 健", "ゴブリン呪術師", "Grukk the Ogre"} <= set(names)


def test_headers_are_the_english_source_texts(model: CombatantTableModel) -> None:
    headers = [
        model.headerData(column, Qt.Orientation.Horizontal, DISPLAY) for column in Column
    ]
    assert headers == [
        "Name", "Side", "Initiative", "Base defense", "Hit dice", "Wounds", "Bruises", "Notes",
    ]
    assert model.headerData(0, Qt.Orientation.Vertical, DISPLAY) is None
    assert model.headerData(99, Qt.Orientation.Horizontal, DISPLAY) is None


def test_fields_are_displayed_as_text(model: CombatantTableModel) -> None:
    assert _column(model, Column.SIDE)[:4] == ["PC", "Enemy", "Ally", "Enemy"]
    assert _column(model, Column.INITIATIVE)[0] == "17"
    assert _column(model, Column.HIT_DICE)[-1] == "1d6"
    assert _column(model, Column.WOUNDS)[1] == "1"


def test_missing_fields_show_empty_and_sort_low() -> None:
    model = CombatantTableModel(
        [Combatant(id="nobody", name="Nobody"), Combatant(id="fast", name="Fast", initiative=12)]
    )
    assert model.index(0, Column.INITIATIVE).data(DISPLAY) == ""
    assert model.index(0, Column.SIDE).data(DISPLAY) == "Enemy"
    assert model.index(0, Column.INITIATIVE).data(SORT_ROLE) == float("-inf")
    assert model.index(1, Column.INITIATIVE).data(DISPLAY) == "12"
    assert model.index(1, Column.INITIATIVE).data(SORT_ROLE) == 12.0
    assert model.index(0, Column.NOTES).data(SORT_ROLE) == ""
    assert model.index(0, Column.NOTES).data(Qt.ItemDataRole.ToolTipRole) is None


def test_sort_role_gives_raw_comparable_values(model: CombatantTableModel) -> None:
    assert _column(model, Column.INITIATIVE, SORT_ROLE)[0] == 17.0
    assert _column(model, Column.NAME, SORT_ROLE)[0] == "ayla thornwood"
    assert _column(model, Column.SIDE, SORT_ROLE)[:4] == [0, 2, 1, 2]


def test_proxy_sorts_by_initiative_highest_first(model: CombatantTableModel) -> None:
    proxy = QSortFilterProxyModel()
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    proxy.sort(Column.INITIATIVE, Qt.SortOrder.DescendingOrder)
    order = [proxy.index(row, Column.INITIATIVE).data(SORT_ROLE) for row in range(12)]
    assert order == sorted(order, reverse=True)
    assert proxy.index(0, Column.NAME).data(DISPLAY) == "Ayla Thornwood"


def test_id_role_gives_the_combatant_id(model: CombatantTableModel) -> None:
    assert model.index(7, Column.WOUNDS).data(COMBATANT_ID_ROLE) == "goblin-shaman"
    solo = CombatantTableModel([Combatant(id="a-1", name="A")])
    assert solo.index(0, 0).data(COMBATANT_ID_ROLE) == "a-1"


def test_notes_have_a_tooltip_and_numbers_align_right(model: CombatantTableModel) -> None:
    assert "Hexes" in model.index(7, Column.NOTES).data(Qt.ItemDataRole.ToolTipRole)
    assert model.index(7, Column.NAME).data(Qt.ItemDataRole.ToolTipRole) is None
    alignment = model.index(0, Column.WOUNDS).data(Qt.ItemDataRole.TextAlignmentRole)
    assert Qt.AlignmentFlag(alignment) & Qt.AlignmentFlag.AlignRight


def test_cells_are_read_only(model: CombatantTableModel) -> None:
    flags = model.flags(model.index(0, 0))
    assert flags & Qt.ItemFlag.ItemIsSelectable
    assert not flags & Qt.ItemFlag.ItemIsEditable
    assert model.flags(QModelIndex()) == Qt.ItemFlag.NoItemFlags
    assert model.data(QModelIndex()) is None


def test_set_combatants_resets_the_rows(qtbot: Any, model: CombatantTableModel) -> None:
    with qtbot.waitSignal(model.modelReset):
        model.set_combatants([Combatant(id="solo", name="Solo")])
    assert _column(model, Column.NAME) == ["Solo"]

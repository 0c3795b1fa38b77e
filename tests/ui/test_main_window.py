"""The minimal main window: title, the demo's combatants, Open and Quit."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from gmtracker.encounter import FORMAT_NAME
from gmtracker.storage import load_encounter
from gmtracker.storage.paths import UserPaths
from gmtracker.ui.combatant_table_model import Column
from gmtracker.ui.context import AppContext
from gmtracker.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot: Any, demo_path: Path, tmp_path: Path) -> MainWindow:
    main_window = MainWindow(
        AppContext(UserPaths.under(tmp_path)), load_encounter(demo_path), demo_path
    )
    qtbot.addWidget(main_window)
    main_window.show()
    qtbot.waitExposed(main_window)
    return main_window


def _shown_names(window: MainWindow) -> list[str]:
    view_model = window.table_view.model()
    return [view_model.index(row, Column.NAME).data() for row in range(view_model.rowCount())]


def test_title_names_the_encounter(window: MainWindow) -> None:
    assert window.windowTitle() == "Ambush at the Old Mill — GM Tracker"


def test_table_shows_every_combatant_highest_initiative_first(window: MainWindow) -> None:
    names = _shown_names(window)
    assert len(names) == 12
    assert names[0] == "Ayla Thornwood"
    assert names[-1] == "Old Bram the Miller"
    assert {"林月", "佐藤 健", "ゴブリン呪術師"} <= set(names)


def test_status_bar_counts_combatants(window: MainWindow) -> None:
    assert window.statusBar().currentMessage() == "Combatants: 12"


def test_menu_has_file_open_and_quit(window: MainWindow) -> None:
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == ["&File"]
    assert window.open_action.text() == "&Open…"
    assert not window.open_action.shortcut().isEmpty()
    assert window.quit_action.text() == "&Quit"


def test_quit_closes_the_window(qtbot: Any, window: MainWindow) -> None:
    window.quit_action.trigger()
    qtbot.waitUntil(lambda: not window.isVisible())


def _answer_open_dialog(monkeypatch: pytest.MonkeyPatch, answer: str) -> None:
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *args, **kwargs: (answer, ""))
    )


def test_open_shows_another_encounter(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = tmp_path / "crypt.json"
    path.write_text(
        json.dumps(
            {
                "format": FORMAT_NAME,
                "version": 1,
                "name": "地下墓穴",
                "combatants": [
                    {"id": "skeleton", "name": "骷髅兵", "side": "enemy", "initiative": 8}
                ],
            }
        ),
        encoding="utf-8",
    )
    _answer_open_dialog(monkeypatch, str(path))
    window.open_action.trigger()
    assert window.path == path
    assert window.windowTitle() == "地下墓穴 — GM Tracker"
    assert _shown_names(window) == ["骷髅兵"]
    assert window.statusBar().currentMessage() == "Combatants: 1"


def test_open_of_a_bad_file_explains_and_keeps_the_encounter(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    bad = tmp_path / "broken.json"
    bad.write_text("{not json", encoding="utf-8")
    warnings: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox,
        "warning",
        staticmethod(lambda parent, title, text, *rest: warnings.append((title, text))),
    )
    _answer_open_dialog(monkeypatch, str(bad))
    window.open_action.trigger()
    assert len(warnings) == 1
    assert warnings[0][0] == "Cannot open encounter"
    assert str(bad) in warnings[0][1] and "not valid JSON" in warnings[0][1]
    assert window.windowTitle() == "Ambush at the Old Mill — GM Tracker"
    assert len(_shown_names(window)) == 12


def test_cancelled_open_changes_nothing(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    _answer_open_dialog(monkeypatch, "")
    window.open_action.trigger()
    assert window.encounter.name == "Ambush at the Old Mill"
    assert len(_shown_names(window)) == 12

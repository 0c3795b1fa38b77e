"""Combat ▸ Forecast… (issue 31 item 1) from the real window: it runs in worker processes while the
window stays usable, fills its charts live, can be stopped, gives the command line's numbers for the
same seed, and changes nothing in the encounter (no undo step, no log entry)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from gmtracker.encounter.forecast import ENEMIES, PLAYERS, forecast
from gmtracker.ui.dialogs.forecast_dialog import ForecastDialog
from gmtracker.ui.shell import forecast_actions
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.conftest import choose


@pytest.fixture(autouse=True)
def workers() -> Any:
    yield
    forecast_actions.shutdown()  # each test's processes go with it


def _opened(qtbot: Any, window: MainWindow) -> ForecastDialog:
    window.actions_by_name["actionForecast"].trigger()
    dialog = window.forecast_dialog
    assert isinstance(dialog, ForecastDialog) and dialog.isVisible() and not dialog.isModal()
    return dialog


def _finished(qtbot: Any, dialog: ForecastDialog) -> None:
    qtbot.waitUntil(lambda: not dialog.running, timeout=120_000)


def test_the_forecast_of_the_demo_is_the_command_lines_and_changes_nothing(qtbot: Any, window: MainWindow) -> None:
    before = msgspec.json.encode(window.encounter)
    steps, log = window.document.undo_stack.count(), len(window.encounter.log)
    dialog = _opened(qtbot, window)
    dialog.fights.setValue(400)
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    assert dialog.running and dialog.stop_button.isEnabled()
    _finished(qtbot, dialog)
    result = dialog.forecast
    assert result is not None and result.fights == 400 and dialog.progress.value() == 400
    assert msgspec.json.encode(result) == msgspec.json.encode(forecast(window.encounter, 400, 0))
    assert dialog.status.text().startswith("400 fights played in ")
    assert "From round 1 of the fight as it stands." in dialog.status.text()
    for chart in (dialog.win_chart, dialog.down_chart, dialog.rounds_chart, dialog.wounds_chart):
        assert chart.has_data()
    assert dialog.win_chart.accessibleDescription().startswith("Players' side: ")
    assert "Ayla Thornwood: " in dialog.down_chart.accessibleDescription()
    assert "Goblin Archer" not in dialog.wounds_chart.accessibleDescription()  # player characters only
    assert msgspec.json.encode(window.encounter) == before
    assert window.document.undo_stack.count() == steps and len(window.encounter.log) == log
    assert not window.isWindowModified()


def test_the_window_goes_on_while_it_runs_and_stop_cancels(qtbot: Any, window: MainWindow) -> None:
    dialog = _opened(qtbot, window)
    dialog.fights.setValue(100_000)
    choose(qtbot, dialog.policy, "random")
    dialog.run()
    qtbot.waitUntil(lambda: dialog.progress.value() > 0, timeout=60_000)  # live: batches arrive
    first = dialog.progress.value()
    assert first < 100_000 and dialog.forecast is not None and dialog.forecast.policy == "random"
    window.actions_by_name["actionNextTurn"].trigger()  # the GM's window is not blocked
    assert window.encounter.turn.current != "ayla-thornwood"
    qtbot.mouseClick(dialog.stop_button, Qt.MouseButton.LeftButton)
    assert not dialog.running and not dialog.stop_button.isEnabled()
    assert dialog.status.text().startswith("Stopped after ")
    played = dialog.forecast.fights if dialog.forecast else 0
    qtbot.wait(400)
    assert (dialog.forecast.fights if dialog.forecast else 0) == played  # nothing more after Stop
    window.undo()  # the turn taken meanwhile is the window's own step
    assert not window.isWindowModified()


def test_run_again_plays_the_encounter_as_it_is_then(qtbot: Any, window: MainWindow) -> None:
    dialog = _opened(qtbot, window)
    _finished(qtbot, dialog)
    assert dialog.forecast is not None and dialog.forecast.fights == 2000  # the default
    assert dialog.run_button.text() == "&Run again"
    ids = [c.id for c in window.encounter.combatants if c.side.value == "enemy"]
    from gmtracker.encounter.roster import RemoveCombatants

    assert window.run(RemoveCombatants(ids))
    qtbot.keyClick(dialog, Qt.Key.Key_F5)
    _finished(qtbot, dialog)
    assert dialog.forecast is None  # nobody to fight: said, not simulated
    assert dialog.status.text().startswith("A forecast needs both sides in the fight")
    assert not dialog.win_chart.has_data()
    window.undo()
    assert not window.isWindowModified()


def test_its_menu_place_and_shortcut(window: MainWindow) -> None:
    action = window.actions_by_name["actionForecast"]
    assert action.shortcut() == QKeySequence("Ctrl+Shift+F")
    menus = [menu for menu in window.menuBar().findChildren(type(window.recent_menu)) if action in menu.actions()]
    assert [menu.title() for menu in menus] == ["Com&bat"]
    assert ENEMIES and PLAYERS

"""Combat ▸ Forecast… (issue 31): the forecast window of the main window, and the worker processes
every forecast of the session shares (started with the first, stopped when the app quits).

Imported when the action is first triggered: neither the simulation nor its processes cost the start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from gmtracker.encounter.forecast_pool import ForecastPool
from gmtracker.ui.dialogs.forecast_dialog import ForecastDialog

if TYPE_CHECKING:
    from gmtracker.ui.shell.main_window import MainWindow

_pool: ForecastPool | None = None


def pool() -> ForecastPool:
    """The session's worker processes (one per core), shut down as the application quits."""
    global _pool
    if _pool is None:
        _pool = ForecastPool()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(shutdown)
    return _pool


def shutdown() -> None:
    global _pool
    if _pool is not None:
        _pool.shutdown()
        _pool = None


def open_forecast(window: MainWindow) -> ForecastDialog:
    """Show the window's forecast (made the first time) and run it on the encounter as it is now."""
    dialog = window.forecast_dialog
    if dialog is None:
        dialog = window.forecast_dialog = ForecastDialog(lambda: window.encounter, pool(), window)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    dialog.run()
    return dialog

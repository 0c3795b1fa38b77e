"""Starts Qt for GM Tracker: the QApplication, the translators and the main window.

``gmtracker.app.main`` parses the command line and loads the file without Qt, then calls
``run`` here.
"""

from __future__ import annotations

import gc
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from gmtracker import __version__
from gmtracker.encounter import Encounter
from gmtracker.storage.autosave import clear_autosave, read_autosave
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import translations_dir
from gmtracker.ui.context import AppContext
from gmtracker.ui.main_window import MainWindow
from gmtracker.ui.theme import apply_theme
from gmtracker.ui.user_text import warn


def _application() -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    # Qt's own options (-platform, -style...) are not passed on: argparse already refused
    # anything it does not know, so Qt sees only the program name.
    app = QApplication(["gmtracker"])
    app.setApplicationName("GM Tracker")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("gmtracker")
    return app


def offer_recovery(window: MainWindow) -> None:
    """After a crash: offer the autosaved encounter, with its undo history."""
    recovery = read_autosave(window.context.paths)
    if recovery is None:
        return
    if not recovery.readable:
        QMessageBox.warning(window, QCoreApplication.translate("MainWindow", "Recovery file unreadable"),
                            QCoreApplication.translate("MainWindow", "GM Tracker found a recovery file it cannot read; it is kept at %1.\n%2")
                            .replace("%1", str(recovery.file)).replace("%2", recovery.error or ""))
        return
    assert recovery.encounter is not None
    when = recovery.saved_at.astimezone().strftime("%Y-%m-%d %H:%M") if recovery.saved_at else "?"
    answer = QMessageBox.question(
        window, QCoreApplication.translate("MainWindow", "Restore unsaved work?"),
        QCoreApplication.translate("MainWindow", "GM Tracker did not close properly. Restore “%1” as it was at %2, with its undo history?")
        .replace("%1", recovery.encounter.name or QCoreApplication.translate("MainWindow", "Untitled")).replace("%2", when),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes)
    if answer == QMessageBox.StandardButton.Yes:
        window.document.restore(recovery)
    else:
        clear_autosave(window.context.paths)


def run(encounter: Encounter, path: Path | None, paths: UserPaths, *, smoke_test: bool) -> int:
    """Show ``encounter`` (loaded from ``path``) in the main window; return the exit status.

    With ``smoke_test`` the window is shown, pending events are processed, one line
    ``ok: N combatants`` is printed and the window closes again.
    """
    app = _application()
    context = AppContext(paths=paths)
    context.translators.use(app, context.settings.values["language"], translations_dir())
    if context.settings.values["theme"] != "system":
        apply_theme(app, context.settings.values["theme"])
    try:
        # The table paints first; docks, menus and toolbar are built right after.
        window = MainWindow(context, encounter, path, defer_startup=True)
        window.persist_layout = not smoke_test
        if not smoke_test:
            for problem in context.settings.messages():
                warn(window, QCoreApplication.translate("Settings", "Settings"), problem)
            offer_recovery(window)
        window.show()
        gc.enable()  # gmtracker.app.main turned it off for the start-up
        if smoke_test:
            app.processEvents()
            window.finish_startup()  # the check covers the whole window
            app.processEvents()
            print(f"ok: {window.combatant_model.rowCount()} combatants")
            sys.stdout.flush()
            window.close()
            return 0
        return app.exec()
    finally:
        context.translators.clear(app)


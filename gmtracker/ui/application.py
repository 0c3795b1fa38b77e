"""Starts Qt for GM Tracker: the QApplication, the translators and the main window.

``gmtracker.app.main`` parses the command line and loads the file without Qt, then calls
``run`` here.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from gmtracker import __version__
from gmtracker.encounter import Encounter
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import translations_dir
from gmtracker.ui.context import AppContext
from gmtracker.ui.main_window import MainWindow
from gmtracker.ui.translations import install_translators, remove_translators


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


def run(encounter: Encounter, path: Path | None, paths: UserPaths, *, smoke_test: bool) -> int:
    """Show ``encounter`` (loaded from ``path``) in the main window; return the exit status.

    With ``smoke_test`` the window is shown, pending events are processed, one line
    ``ok: N combatants`` is printed and the window closes again.
    """
    app = _application()
    translators = install_translators(app, QLocale(), translations_dir())
    try:
        window = MainWindow(AppContext(paths=paths), encounter, path)
        window.show()
        if smoke_test:
            app.processEvents()
            print(f"ok: {window.combatant_model.rowCount()} combatants")
            sys.stdout.flush()
            window.close()
            return 0
        return app.exec()
    finally:
        remove_translators(app, translators)


"""The Help menu's actions: About GM Tracker (our dialog) and About Qt (Qt's own box).

Each is a function of the window, named by its row in the action table
(:mod:`gmtracker.ui.shell.actions`) and imported when first triggered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from gmtracker.ui.dialogs.about_dialog import AboutDialog

if TYPE_CHECKING:
    from gmtracker.ui.shell.main_window import MainWindow


def about(window: MainWindow) -> None:
    """The About box, over the window, with this run's folders (``--data-dir`` ones included)."""
    dialog = AboutDialog(window.context.paths, window)
    try:
        dialog.exec()
    finally:
        dialog.deleteLater()


def about_qt(window: MainWindow) -> None:
    """Qt's About box: the Qt version this program runs on, and Qt's licence."""
    QMessageBox.aboutQt(window, QCoreApplication.translate("MainWindow", "About Qt"))

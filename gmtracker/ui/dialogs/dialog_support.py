"""Small pieces the check, damage and dice-tray dialogs share.

* :func:`combatant_label` — a combatant as a list entry (``Goblin Lurker (hidden)``);
* :func:`error_label` — the inline message line for a refused action or bad input;
* :func:`make_default` — which button Enter presses (Roll before rolling, OK after);
* :func:`set_tab_chain` — an explicit Tab order over widgets made at different times;
* :func:`fit_to_screen` — a first size that fits a 1366×768 screen.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QWidget

from gmtracker.encounter import Combatant


def combatant_label(combatant: Combatant) -> str:
    """The combatant's name, marked when the players cannot see it."""
    if combatant.hidden:
        return QCoreApplication.translate("DialogSupport", "%1 (hidden)").replace("%1", combatant.name)
    return combatant.name


def error_label(parent: QWidget) -> QLabel:
    """A word-wrapped, plain-text, red message line (hidden while empty)."""
    label = QLabel(parent)
    label.setObjectName("errorLabel")
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, Qt.GlobalColor.darkRed)
    label.setPalette(palette)
    label.hide()
    return label


def make_default(dialog: QDialog, button: QPushButton) -> None:
    """Make ``button`` the one Enter presses; no other push button of the dialog is default."""
    for other in dialog.findChildren(QPushButton):
        if other is not button and other.isDefault():
            other.setDefault(False)
    button.setDefault(True)


def fit_to_screen(dialog: QWidget, width: int, height: int) -> None:
    """Start at ``width`` × ``height``, or less on a smaller screen (room left for a task bar)."""
    screen = dialog.screen()
    if screen is not None:
        available = screen.availableGeometry()
        width = min(width, available.width() - 40)
        height = min(height, available.height() - 60)
    dialog.resize(max(width, dialog.minimumSizeHint().width()), max(height, dialog.minimumSizeHint().height()))


def set_tab_chain(widgets: Sequence[QWidget]) -> None:
    """Tab visits ``widgets`` in this order (hidden or disabled ones are skipped by Qt)."""
    for first, second in zip(widgets, widgets[1:]):
        QWidget.setTabOrder(first, second)

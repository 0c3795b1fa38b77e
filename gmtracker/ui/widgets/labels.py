"""Labels that show text literally (Qt would render a name such as ``<b>Ayla</b>`` as bold HTML)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


def plain_label(text: str = "", parent: QWidget | None = None, *, object_name: str = "",
                wrap: bool = True, bold: bool = False, selectable: bool = False) -> QLabel:
    """A label that shows its text literally (a combatant named ``<b>`` stays ``<b>``).

    ``selectable``: the mouse selects its text, and its width follows the layout's (a long
    line wraps instead of widening the panel).
    """
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(wrap)
    label.setText(text)
    if object_name:
        label.setObjectName(object_name)
    if bold:
        font = label.font()
        font.setBold(True)
        label.setFont(font)
    if selectable:
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return label

"""Showing text a user typed (names, notes, conditions, file paths) exactly as typed.

Qt renders any string that *looks* like HTML as HTML — in ``QLabel``, ``QMessageBox``
and tooltips — so a combatant named ``<img src="/dev/zero">`` would make Qt read a file,
and ``<b>Boss</b>`` would show in bold. Everything in the UI that can contain user text
goes through one of these:

* :func:`tooltip` — a tooltip string that always shows its text literally (escaped rich
  text: Qt then wraps long tooltips instead of making them one endless line).
* :func:`plain_label` — make a label plain-text and set its text.
* :func:`message_box` — a ``QMessageBox`` whose text and informative text are plain.
* :func:`warn`, :func:`inform`, :func:`ask` — the static ``QMessageBox`` helpers,
  plain-text; use them instead of ``QMessageBox.warning`` & co. (which render rich text).

Placeholders are filled with :func:`gmtracker.ui.text_format.fill`, never with
``str.replace("%1", …)``.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

#: Tooltip text longer than this is cut (with …): a 10,000-character note would
#: otherwise cover the screen.
MAX_TOOLTIP_CHARS = 2000


def tooltip(text: str) -> str:
    """A tooltip that shows ``text`` literally, whatever it contains (empty stays empty)."""
    if not text:
        return ""
    if len(text) > MAX_TOOLTIP_CHARS:
        text = text[:MAX_TOOLTIP_CHARS] + "\u2026"
    return "<qt>" + html.escape(text, quote=False).replace("\n", "<br>") + "</qt>"


def plain_label(label: QLabel, text: str | None = None) -> QLabel:
    """Make ``label`` show plain text (and set ``text`` if given); returns the label."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    if text is not None:
        label.setText(text)
    return label


def message_box(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str,
                buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.Ok,
                default: QMessageBox.StandardButton = QMessageBox.StandardButton.NoButton,
                informative: str = "") -> QMessageBox:
    """A message box that shows ``text`` and ``informative`` as plain text (not shown yet)."""
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    if informative:
        box.setInformativeText(informative)
        # The informative label is a separate QLabel that does not follow setTextFormat.
        for label in box.findChildren(QLabel):
            if label.objectName() == "qt_msgbox_informativelabel":
                label.setTextFormat(Qt.TextFormat.PlainText)
    if default != QMessageBox.StandardButton.NoButton:
        box.setDefaultButton(default)
    return box


def ask(parent: QWidget | None, title: str, text: str,
        buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        default: QMessageBox.StandardButton = QMessageBox.StandardButton.NoButton,
        informative: str = "") -> QMessageBox.StandardButton:
    """Like ``QMessageBox.question``, with plain text; returns the button pressed."""
    box = message_box(parent, QMessageBox.Icon.Question, title, text, buttons, default, informative)
    return QMessageBox.StandardButton(box.exec())


def warn(parent: QWidget | None, title: str, text: str, informative: str = "") -> None:
    """Like ``QMessageBox.warning``, with plain text."""
    message_box(parent, QMessageBox.Icon.Warning, title, text, informative=informative).exec()


def inform(parent: QWidget | None, title: str, text: str, informative: str = "") -> None:
    """Like ``QMessageBox.information``, with plain text."""
    message_box(parent, QMessageBox.Icon.Information, title, text, informative=informative).exec()

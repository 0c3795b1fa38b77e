"""Finding user text that Qt does not show as typed.

A hostile name (:data:`HOSTILE`) holds HTML, an image, placeholders and an entity. Put it
in every name, note, condition and attack profile of an encounter, open the app, and
:func:`find_mangled` walks every widget and model of a window: wherever the marker ``BOLD``
is shown, the whole hostile text must be shown literally — not rendered as rich text (the
``<b>`` and the ``<img>`` would vanish), not with ``%1``/``%2`` filled in, not with ``&``
eaten as a keyboard mnemonic. A rendering of the ``<img>`` would also read ``h.png`` (a real
300 px PNG written by :func:`write_image`), which makes a leak visible in the sizes too.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QAbstractTableModel, QModelIndex, QObject, Qt
from PySide6.QtGui import QAction, QColor, QImage, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTabBar,
    QTextEdit,
    QWidget,
)

#: The image file the hostile text points at (relative: the tests run in its folder).
IMAGE = "h.png"
IMAGE_SIZE = 300
#: What a GM might type: markup, an image, Qt and Python placeholders, an entity.
HOSTILE = f'<b>BOLD</b><img src="{IMAGE}"> %1 %2 %n {{0}} &amp;'
#: The same in a file name (no "/" there, so no closing tag).
FILE_HOSTILE = f'<i>BOLD<img src="{IMAGE}"> %1 %2 %n {{0}} &amp;'
MARKER = "BOLD"

_MNEMONIC = re.compile(r"&(.)", re.DOTALL)


def write_image(folder: Path) -> Path:
    """A real, small PNG at ``folder/h.png`` (never a device file: see the test rules)."""
    image = QImage(IMAGE_SIZE, IMAGE_SIZE, QImage.Format.Format_RGB32)
    image.fill(QColor("red"))
    path = folder / IMAGE
    assert image.save(str(path), "PNG")
    return path


def as_rich_text(text: str) -> str:
    """What Qt shows for ``text`` rendered as rich text."""
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def shown(text: str, *, rich: bool | None = None, mnemonic: bool = False) -> str:
    """What the GM sees of ``text``: ``rich`` None means "as Qt guesses" (tooltips, AutoText)."""
    if rich is None:
        rich = GuiQt.mightBeRichText(text)
    if rich:
        return as_rich_text(text)
    if mnemonic:
        return _MNEMONIC.sub(r"\1", text)
    return text


def _literal(seen: str) -> bool:
    """The hostile text is shown as typed — whole, or cut short with … (a shortened name)."""
    for hostile in (HOSTILE, FILE_HOSTILE):
        if hostile in seen:
            return True
        start = seen.find(hostile[:7])  # "<b>BOLD" / "<i>BOLD"
        if start >= 0 and "\u2026" in seen[start:]:
            kept = seen[start:seen.index("\u2026", start)]
            if len(kept) >= 11 and hostile.startswith(kept):
                return True
    return False


def _problem(where: str, raw: str, seen: str) -> str | None:
    if (MARKER in raw or MARKER in seen) and not _literal(seen):
        return f"{where}: shows {seen[:160]!r} (from {raw[:160]!r})"
    return None


def _label_shown(label: QLabel) -> str:
    text = label.text()
    fmt = label.textFormat()
    if fmt == Qt.TextFormat.PlainText:
        return _MNEMONIC.sub(r"\1", text) if label.buddy() is not None else text
    if fmt == Qt.TextFormat.MarkdownText:
        document = QTextDocument()
        document.setMarkdown(text)
        return document.toPlainText()
    return shown(text, rich=fmt == Qt.TextFormat.RichText or None)


def _name(widget: QObject) -> str:
    return f"{type(widget).__name__}#{widget.objectName() or '(unnamed)'}"


def _columns(model: QAbstractItemModel, parent: QModelIndex) -> int:
    try:
        return model.columnCount(parent)
    except TypeError:  # a list model: its columnCount is private in PySide6
        return 1


def _indexes(model: QAbstractItemModel, parent: QModelIndex = QModelIndex(), depth: int = 0) -> Iterator[QModelIndex]:  # noqa: B008
    columns = _columns(model, parent)
    for row in range(model.rowCount(parent)):
        for column in range(columns):
            index = model.index(row, column, parent)
            yield index
            if depth < 2 and column == 0 and not isinstance(model, (QAbstractTableModel, QAbstractListModel)) \
                    and model.rowCount(index) > 0:
                yield from _indexes(model, index, depth + 1)


def model_problems(model: QAbstractItemModel, where: str) -> list[str]:
    """Every cell's text (plain in a view) and tooltip (rich if it looks so), every header."""
    found = []
    for index in _indexes(model):
        cell = f"{where} [{index.row()},{index.column()}]"
        for role, rich in ((Qt.ItemDataRole.DisplayRole, False), (Qt.ItemDataRole.ToolTipRole, None)):
            value = model.data(index, role)
            if isinstance(value, str):
                found.append(_problem(f"{cell} {role.name}", value, shown(value, rich=rich)))
    for orientation, count in ((Qt.Orientation.Horizontal, _columns(model, QModelIndex())),
                               (Qt.Orientation.Vertical, model.rowCount(QModelIndex()))):
        for section in range(count):
            for role, rich in ((Qt.ItemDataRole.DisplayRole, False), (Qt.ItemDataRole.ToolTipRole, None)):
                value = model.headerData(section, orientation, role)
                if isinstance(value, str):
                    found.append(_problem(f"{where} header {section} {role.name}", value, shown(value, rich=rich)))
    return [f for f in found if f]


def find_mangled(window: QWidget) -> list[str]:
    """Every place in ``window`` where user text is not shown exactly as typed."""
    found: list[str | None] = []
    widgets = [window, *window.findChildren(QWidget)]
    models: dict[int, tuple[QAbstractItemModel, str]] = {}
    for widget in widgets:
        where = _name(widget)
        found.append(_problem(f"{where} window title", widget.windowTitle(), widget.windowTitle()))
        found.append(_problem(f"{where} tooltip", widget.toolTip(), shown(widget.toolTip())))
        if isinstance(widget, QLabel):
            if widget.textFormat() != Qt.TextFormat.PlainText and MARKER in widget.text() \
                    and GuiQt.mightBeRichText(widget.text()) \
                    and (HOSTILE in widget.text() or FILE_HOSTILE in widget.text()):
                found.append(f"{where}: user text in a label of format {widget.textFormat().name}")
            found.append(_problem(where, widget.text(), _label_shown(widget)))
        elif isinstance(widget, QAbstractButton):
            found.append(_problem(where, widget.text(), shown(widget.text(), rich=False, mnemonic=True)))
        elif isinstance(widget, QGroupBox):
            found.append(_problem(f"{where} title", widget.title(), shown(widget.title(), rich=False, mnemonic=True)))
        elif isinstance(widget, QTabBar):
            for tab in range(widget.count()):
                found.append(_problem(f"{where} tab {tab}", widget.tabText(tab),
                                      shown(widget.tabText(tab), rich=False, mnemonic=True)))
                found.append(_problem(f"{where} tab {tab} tooltip", widget.tabToolTip(tab),
                                      shown(widget.tabToolTip(tab))))
        elif isinstance(widget, QLineEdit):
            found.append(_problem(where, widget.text(), widget.text()))
        elif isinstance(widget, (QTextEdit, QPlainTextEdit)):
            found.append(_problem(where, widget.toPlainText(), widget.toPlainText()))
        if isinstance(widget, QComboBox):
            models[id(widget.model())] = (widget.model(), f"{where} items")
            found.append(_problem(f"{where} current", widget.currentText(), widget.currentText()))
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            models.setdefault(id(widget.model()), (widget.model(), f"{where} model"))
    for action in window.findChildren(QAction):
        where = f"QAction#{action.objectName() or action.text()[:30]!r}"
        found.append(_problem(where, action.text(), shown(action.text(), rich=False, mnemonic=True)))
        found.append(_problem(f"{where} tooltip", action.toolTip(), shown(action.toolTip())))
    for model, where in models.values():
        found.extend(model_problems(model, where))
    return [f for f in found if f]


__all__ = ["FILE_HOSTILE", "HOSTILE", "IMAGE", "IMAGE_SIZE", "MARKER", "as_rich_text", "find_mangled", "model_problems",
           "shown", "write_image"]

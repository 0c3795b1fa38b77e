"""Finds text that does not fit its widget, and widgets pushed out of their window.

``find_clipping(window)`` looks at every visible widget of a shown window and returns one
line per offender, naming its class, objectName (or the nearest named parent) and text, so
a failing test says what to fix. What counts as clipped:

- a QLabel that does not wrap its words: its size is below its ``sizeHint()`` (for a label
  that is the size of its text, rich or plain, plus margins and indent), or, for plain
  text, a line's ``horizontalAdvance`` is wider than its ``contentsRect()``; a label that
  wraps: narrower than its longest word, or lower than ``heightForWidth`` of its width;
- a push button, check box or radio button whose text (mnemonic removed, plus the icon)
  is wider than the style's contents rectangle for it, or whose height is below its text;
  a tool button showing text that is smaller than its ``sizeHint()``;
- a QGroupBox smaller than its ``minimumSizeHint()`` (the title, or the layout inside);
- a QTabBar tab narrower than its text, or tabs that need scroll buttons;
- a spin box narrower than its ``minimumSizeHint()`` (longest value, prefix, suffix);
- an empty QLineEdit whose placeholder text is wider than its text area;
- a QComboBox (not editable) whose current text is wider than its edit field;
- a header section narrower than its title's text (``sectionSizeFromContents``);
- a QScrollArea whose contents are wider than its view (sideways scrolling, or cut off
  when the sideways bar is off); scrolling up and down is fine;
- any widget whose rectangle leaves its parent's rectangle, except inside a scroll area's
  viewport (scrolling is allowed), and a window larger than the screen it is sized for.

A label can opt out with the dynamic property ``elided`` set to true (text cut on purpose,
with the full text in its tool tip).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtGui import Qt as GuiQt  # QtGui's Qt namespace has mightBeRichText
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QStyleOptionFrame,
    QTabBar,
    QToolButton,
    QWidget,
)

MNEMONIC = re.compile(r"&(.)")


def _plain(text: str) -> str:
    """A button text as drawn: '&Save' shows 'Save', '&&' shows '&'."""
    return MNEMONIC.sub(lambda m: m.group(1), text)


def _text_width(metrics: QFontMetrics, text: str) -> int:
    return max((metrics.horizontalAdvance(line) for line in text.split("\n")), default=0)


def _name(widget: QWidget) -> str:
    """The class, the objectName, and the nearest named ancestor when it has none."""
    name = widget.objectName()
    where = ""
    if not name or name.startswith("qt_"):  # Qt's own part names (qt_tabwidget_tabbar) say little
        parent = widget.parentWidget()
        while parent is not None and (not parent.objectName() or parent.objectName().startswith("qt_")):
            parent = parent.parentWidget()
        where = f" in {type(parent).__name__}#{parent.objectName()}" if parent is not None else ""
    return f"{type(widget).__name__}#{name or '(unnamed)'}{where}"


def _short(text: str) -> str:
    text = text.replace("\n", "⏎")
    return text if len(text) <= 60 else text[:57] + "..."


def _wrapped_label(label: QLabel) -> list[str]:
    """A wrapped label must be as tall as its lines, and as wide as its longest word."""
    found = []
    longest_word = label.minimumSizeHint().width()
    if label.width() < longest_word:
        found.append(f"{_name(label)} {_short(label.text())!r}: {label.width()}px < longest word {longest_word}px")
    lines = label.heightForWidth(label.width())
    if label.height() < lines:
        found.append(f"{_name(label)} {_short(label.text())!r}: {label.height()}px high < its lines {lines}px")
    return found


def _label(label: QLabel) -> list[str]:
    if not label.text() or label.property("elided"):
        return []
    if label.wordWrap():
        return _wrapped_label(label)
    found = []
    need = label.sizeHint()
    if label.width() < need.width() or label.height() < need.height():
        found.append(f"{_name(label)} {_short(label.text())!r}: {label.width()}x{label.height()}"
                     f" < text {need.width()}x{need.height()}")
    elif label.textFormat() == Qt.TextFormat.PlainText or (
            label.textFormat() == Qt.TextFormat.AutoText and not GuiQt.mightBeRichText(label.text())):
        width = _text_width(label.fontMetrics(), label.text() if label.buddy() is None else _plain(label.text()))
        room = label.contentsRect().width() - 2 * max(label.margin(), 0)
        if width > room:
            found.append(f"{_name(label)} {_short(label.text())!r}: text {width}px > room {room}px")
    return found


def _button(button: QAbstractButton) -> list[str]:
    text = _plain(button.text())
    if not text:
        return []
    metrics = button.fontMetrics()
    if isinstance(button, QToolButton):
        if button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly:
            return []
        need = button.sizeHint()
        if button.width() < need.width() or button.height() < need.height():
            return [f"{_name(button)} {_short(text)!r}: {button.width()}x{button.height()} < {need.width()}x{need.height()}"]
        return []
    option = QStyleOptionButton()
    option.initFrom(button)
    option.text = button.text()
    option.icon = button.icon()
    option.iconSize = button.iconSize()
    element = {QCheckBox: QStyle.SubElement.SE_CheckBoxContents,
               QRadioButton: QStyle.SubElement.SE_RadioButtonContents}
    kind = next((value for key, value in element.items() if isinstance(button, key)),
                QStyle.SubElement.SE_PushButtonContents)
    room: QRect = button.style().subElementRect(kind, option, button)
    width = _text_width(metrics, text)
    if not button.icon().isNull():
        width += button.iconSize().width() + 4
    if isinstance(button, QPushButton) and button.menu() is not None:
        width += button.style().pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, option, button)
    height = metrics.height() * (text.count("\n") + 1)
    if width > room.width() or height > room.height():
        return [f"{_name(button)} {_short(text)!r}: text {width}x{height} > room {room.width()}x{room.height()}"]
    return []


def _group_box(box: QGroupBox) -> list[str]:
    need = box.minimumSizeHint()
    if box.width() < need.width() or box.height() < need.height():
        return [f"{_name(box)} {_short(box.title())!r}: {box.width()}x{box.height()}"
                f" < minimum {need.width()}x{need.height()}"]
    return []


def _tab_bar(bar: QTabBar) -> list[str]:
    found = []
    scroll = [b for b in bar.findChildren(QToolButton) if b.isVisible()]
    if scroll:  # Qt's scroll arrows: some tab is out of view, the GM must scroll to find it
        found.append(f"{_name(bar)}: the tabs do not fit ({bar.width()}px), scroll buttons shown")
    hspace = bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, bar)
    for index in range(bar.count()):
        if not bar.isTabVisible(index):
            continue
        text = _plain(bar.tabText(index))
        need = _text_width(bar.fontMetrics(), text) + hspace
        if not bar.tabIcon(index).isNull():
            need += bar.iconSize().width() + 4
        if bar.tabRect(index).width() < need:
            found.append(f"{_name(bar)} tab {index} {_short(text)!r}: {bar.tabRect(index).width()}px < {need}px")
    return found


def _spin_box(spin: QAbstractSpinBox) -> list[str]:
    """A spin box narrower than its longest value with prefix and suffix (Qt's minimumSizeHint)."""
    need = spin.minimumSizeHint()
    if spin.width() < need.width() or spin.height() < need.height():
        return [f"{_name(spin)} {_short(spin.text())!r}: {spin.width()}x{spin.height()}"
                f" < minimum {need.width()}x{need.height()}"]
    return []


def _line_edit(edit: QLineEdit) -> list[str]:
    """An empty line edit whose placeholder (the hint of what to type) is cut."""
    if edit.text() or not edit.placeholderText() or isinstance(edit.parentWidget(), (QAbstractSpinBox, QComboBox)):
        return []
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    margins = edit.textMargins()
    contents = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    room = contents.width() - margins.left() - margins.right() - 4  # QLineEdit's own margin is 2 a side
    width = edit.fontMetrics().horizontalAdvance(edit.placeholderText())
    if width > room:
        return [f"{_name(edit)} placeholder {_short(edit.placeholderText())!r}: text {width}px > room {room}px"]
    return []


def _combo(combo: QComboBox) -> list[str]:
    if combo.isEditable() or not combo.currentText():
        return []
    option = QStyleOptionComboBox()
    option.initFrom(combo)
    option.currentText = combo.currentText()
    option.editable = False
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    # Ink, as QComboBox sizes itself: a full-width "）" ends in blank advance that may overhang.
    ink = combo.fontMetrics().boundingRect(combo.currentText())
    width = ink.x() + ink.width()
    if not combo.itemIcon(combo.currentIndex()).isNull():
        width += combo.iconSize().width() + 4
    if width > field.width():
        return [f"{_name(combo)} current {_short(combo.currentText())!r}: text {width}px > field {field.width()}px"]
    return []


def _header(header: QHeaderView) -> list[str]:
    found = []
    model = header.model()
    if model is None:
        return found
    for section in range(header.count()):
        if header.isSectionHidden(section):
            continue
        text = model.headerData(section, header.orientation(), Qt.ItemDataRole.DisplayRole)
        if not text:
            continue
        need: QSize = header.sectionSizeFromContents(section)
        if header.orientation() == Qt.Orientation.Horizontal:
            have, want = header.sectionSize(section), need.width()
            tall, want_tall = header.height(), need.height()
        else:
            have, want = header.width(), need.width()
            tall, want_tall = header.sectionSize(section), need.height()
        if have < want or tall < want_tall:
            found.append(f"{_name(header)} section {section} {_short(str(text))!r}: {have}x{tall} < {want}x{want_tall}")
    return found


def _scroll_area(area: QScrollArea) -> list[str]:
    """A form or card list that only fits by scrolling sideways (or is cut: no sideways bar)."""
    inside = area.widget()
    if inside is None or not inside.isVisible() or inside.width() <= area.viewport().width():
        return []
    return [f"{_name(area)}: its contents need {inside.width()}px, the view shows {area.viewport().width()}px"]


def _in_scroll_viewport(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        grand = parent.parentWidget()
        if isinstance(grand, QAbstractScrollArea) and grand.viewport() is parent:
            return True
        parent = grand
    return False


def _outside(widget: QWidget) -> list[str]:
    parent = widget.parentWidget()
    if parent is None or widget.isWindow():
        return []
    if isinstance(parent, QAbstractScrollArea) or _in_scroll_viewport(widget):
        return []
    if not parent.rect().contains(widget.geometry()):
        g = widget.geometry()
        return [f"{_name(widget)} at {g.x()},{g.y()} {g.width()}x{g.height()} leaves its parent "
                f"{_name(parent)} {parent.width()}x{parent.height()}"]
    return []


def find_clipping(window: QWidget, screen: QSize | None = None) -> list[str]:
    """Every clipped text or pushed-out widget in ``window`` (which must be shown)."""
    found: list[str] = []
    if screen is not None and (window.width() > screen.width() or window.height() > screen.height()):
        found.append(f"{_name(window)} is {window.width()}x{window.height()}, larger than the "
                     f"{screen.width()}x{screen.height()} screen")
    for widget in [window, *window.findChildren(QWidget)]:
        if not widget.isVisible() or widget.window() is not window:
            continue
        if _in_scroll_viewport(widget) and not widget.visibleRegion().boundingRect().isValid():
            continue  # scrolled out of sight: the GM scrolls to it
        if isinstance(widget, QLabel):
            found += _label(widget)
        elif isinstance(widget, QAbstractButton):
            found += _button(widget)
        elif isinstance(widget, QGroupBox):
            found += _group_box(widget)
        elif isinstance(widget, QTabBar):
            found += _tab_bar(widget)
        elif isinstance(widget, QAbstractSpinBox):
            found += _spin_box(widget)
        elif isinstance(widget, QLineEdit):
            found += _line_edit(widget)
        elif isinstance(widget, QComboBox):
            found += _combo(widget)
        elif isinstance(widget, QHeaderView):
            found += _header(widget)
        elif isinstance(widget, QScrollArea):
            found += _scroll_area(widget)
        if widget is not window:
            found += _outside(widget)
    return found

"""Showing text a user typed (names, notes, conditions, file paths) exactly as typed.

Qt renders any string that *looks* like HTML as HTML — in ``QLabel``, ``QMessageBox``
and tooltips — so a combatant named ``<img src="/dev/zero">`` would make Qt read a file,
and ``<b>Boss</b>`` would show in bold. Everything in the UI that can contain user text
goes through one of these:

* :func:`tooltip` — a tooltip string that always shows its text literally (escaped rich
  text: Qt then wraps long tooltips instead of making them one endless line).
* :func:`plain_label` — make a label plain-text and set its text.
* :func:`message_box` — a ``QMessageBox`` whose text and informative text are plain (a
  word too long to wrap is cut at :data:`MAX_BOX_WORD_CHARS`; the whole text is in Details).
* :func:`warn`, :func:`inform`, :func:`ask` — the static ``QMessageBox`` helpers,
  plain-text; use them instead of ``QMessageBox.warning`` & co. (which render rich text).
* :func:`short` — a name cut to :data:`MAX_NAME_CHARS` (with …) where it sits on one line
  (a label, a button, a combo box, a group box's title): a 10,000-character name must not
  make a dialog 100,000 px wide. The full text goes in the widget's (escaped) tooltip.
* :func:`button_text` — a name in a button's, check box's, group box's or menu item's text:
  shortened, with ``&`` doubled so Qt does not take it for a keyboard shortcut.
* :func:`add_name_item` — a name as a combo box item: shortened, full text as its tooltip.

Placeholders are filled with :func:`gmtracker.ui.words.text_format.fill`, never with
a string replace of each placeholder (a name holding ``%2`` would be rewritten).
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QMessageBox, QWidget

from gmtracker.encounter.names import HAN_KANA_RANGES, in_ranges
from gmtracker.encounter.names import MAX_NAME_CHARS as SNAPSHOT_MAX_NAME_CHARS
from gmtracker.encounter.names import short as snapshot_short

# Tooltip text longer than this is cut (with …): a 10,000-character note would
# otherwise cover the screen.
MAX_TOOLTIP_CHARS = 2000
# A name (or note, or condition) shown on one line is cut after this many characters:
# about 500 px in a common UI font, so several fit side by side on a 1366 px screen.
MAX_NAME_CHARS = SNAPSHOT_MAX_NAME_CHARS
# A message box cuts a word (no space to wrap at) after this many characters; longer than
# a name, so that a usual file path stays whole (the whole text is in its details).
MAX_BOX_WORD_CHARS = 120
_LONG_WORD = re.compile(r"\S{%d,}" % (MAX_BOX_WORD_CHARS + 1))


def tooltip(text: str) -> str:
    """A tooltip that shows ``text`` literally, whatever it contains (empty stays empty)."""
    if not text:
        return ""
    if len(text) > MAX_TOOLTIP_CHARS:
        text = text[:MAX_TOOLTIP_CHARS] + "\u2026"
    return "<qt>" + html.escape(text, quote=False).replace("\n", "<br>") + "</qt>"


def short(text: str, limit: int = MAX_NAME_CHARS) -> str:
    """``text`` cut to ``limit`` characters, ending in … when cut (shorter text is unchanged):
    the player snapshot's rule, one place."""
    return snapshot_short(text, limit)


def is_short(text: str, limit: int = MAX_NAME_CHARS) -> bool:
    """True when :func:`short` leaves ``text`` as it is (no tooltip is needed for the rest)."""
    return len(text) <= limit


def button_text(text: str, limit: int = MAX_NAME_CHARS) -> str:
    """User text for a button, check box, radio button, group box title, tab or menu item:
    shortened, and ``&`` doubled (Qt reads a single ``&`` as a keyboard-shortcut marker)."""
    return short(text, limit).replace("&", "&&")


def add_name_item(combo: QComboBox, text: str, data: object = None) -> None:
    """Add user text as an item of ``combo``: shortened, the full text in the item's tooltip."""
    combo.addItem(short(text), data)
    if not is_short(text):
        combo.setItemData(combo.count() - 1, tooltip(text), Qt.ItemDataRole.ToolTipRole)


def plain_label(label: QLabel, text: str | None = None, *, full: str | None = None) -> QLabel:
    """Make ``label`` show plain text (and set ``text`` if given); returns the label.

    ``full``: the whole text when ``text`` holds a shortened name; it becomes the tooltip.
    """
    label.setTextFormat(Qt.TextFormat.PlainText)
    if text is not None:
        label.setText(text)
    if full is not None:
        label.setToolTip(tooltip(full) if full != text else "")
    return label


# Where a file path may wrap: after each folder separator.
_PATH_PARTS = re.compile(r"(?<=[/\\])")
# A zero-width space: a place where a label may wrap a word, invisible otherwise.
WRAP_HERE = "\u200b"


def _wrappable(word: str) -> str:
    """A word too long for one line: a file path may wrap after its separators (every
    character stays); anything else is cut."""
    parts = [part for part in _PATH_PARTS.split(word) if part]
    if len(parts) > 1 and all(len(part) <= MAX_BOX_WORD_CHARS for part in parts):
        return WRAP_HERE.join(parts)
    return short(word, MAX_BOX_WORD_CHARS)


def _cut_long_words(text: str) -> str:
    """``text`` with every word longer than MAX_BOX_WORD_CHARS made to fit (a label cannot
    wrap it): a long file path wraps after its separators, any other word is shortened."""
    return _LONG_WORD.sub(lambda match: _wrappable(match.group(0)), text)


def message_box(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str,
                buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.Ok,
                default: QMessageBox.StandardButton = QMessageBox.StandardButton.NoButton,
                informative: str = "") -> QMessageBox:
    """A message box that shows ``text`` and ``informative`` as plain text (not shown yet)."""
    shown, shown_informative = _cut_long_words(text), _cut_long_words(informative)
    box = QMessageBox(icon, title, shown, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    if (shown, shown_informative) != (text, informative):
        # A word too long to wrap (a 10,000-character name) would make the box wider than
        # the screen: it is cut here, and the whole text is under "Show Details..." (plain).
        box.setDetailedText("\n\n".join(part for part in (text, informative) if part))
    if informative:
        box.setInformativeText(shown_informative)
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


# Han, kana, Hangul, CJK punctuation and full-width forms: scripts without italics. Code point
# ranges tested in Python (a regular expression's class this wide takes 3 ms of start-up to compile).
_CJK_RANGES = (*HAN_KANA_RANGES, (0xAC00, 0xD7AF))


def has_cjk(text: str) -> bool:
    """Whether ``text`` holds Chinese, Japanese or Korean characters (which are never set in italics:
    the roll log's GM-only rows and the table's hidden combatants, issue 26 item 15)."""
    return not text.isascii() and any(in_ranges(char, _CJK_RANGES) for char in text)

"""Formatting translated texts: placeholders, signs, percentages, and lupdate's marker.

* :func:`QT_TRANSLATE_NOOP` marks a text for pyside6-lupdate (which recognises calls of
  exactly this name) and returns it untranslated; it is translated when shown, with
  ``QCoreApplication.translate`` and the same context.
* :func:`qt_translate` is Qt's translate as the log renderer is handed it.
* :func:`fill` puts values into a translated template's ``%1``, ``%2``… in one pass, so a
  name typed by the GM that itself contains ``%2`` stays literal.
* :func:`join_words` joins words or names with the language's list separator (、 in CJK);
  :func:`join_clauses` clauses (；), :func:`join_parts` the parts of one line (" · ", ・ in CJK),
  :func:`after_label` puts a text after a label ending in a colon (no space after ：).
* :func:`signed` writes a bonus with its sign: ``+3``, ``−2`` (a true minus sign), ``+0``.
* :func:`percent_text` writes an exact probability for people to read.
* :func:`unbroken` keeps a short phrase ("重伤 25%") on one line inside wrapped text.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QLocale

from gmtracker.encounter.log_render.translating import fill  # the one fill (%1, %2…, %n)


# Kana and CJK ideographs: a line may break between any two of them (UAX #14), even inside a word.
_CJK = "\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff"  # kana, CJK ideographs and compatibility ideographs


@functools.cache
def _cjk_pair() -> re.Pattern[str]:
    """Between two CJK characters. Compiled on first use: its wide ranges take 3 ms to compile,
    which start-up need not pay (issue 16)."""
    return re.compile(f"(?<=[{_CJK}])(?=[{_CJK}])")


WORD_JOINER = "\u2060"

# Percent resolution: tenths of a percent.
_TENTHS = 1000


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - lupdate matches this name
    """Mark ``text`` for lupdate; translated later with ``QCoreApplication.translate``."""
    return text


def qt_translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Qt's ``QCoreApplication.translate`` as the Qt-free log renderer takes it (its
    :class:`~gmtracker.encounter.log_render.translating.Translate`)."""
    return QCoreApplication.translate(context, source, disambiguation, n)


def join_words(items: Iterable[str]) -> str:
    """Words or names as a list in the UI language: "a, b" in English, "a、b" in Chinese and Japanese."""
    return QCoreApplication.translate("TextFormat", ", ").join(items)


def join_clauses(items: Iterable[str]) -> str:
    """Clauses of one sentence: "a; b" in English, "a；b" in Chinese and Japanese."""
    return QCoreApplication.translate("TextFormat", "; ").join(items)


def join_parts(items: Iterable[str]) -> str:
    """Parts of one line set side by side: "a · b" in English (issue 26 item 15: a translatable separator)."""
    #: The separator between parts of one line ("dead · 3 rounds"); Chinese and Japanese usually ・ without spaces.
    return QCoreApplication.translate("TextFormat", " · ").join(items)


# A label's own punctuation that already makes its room (full-width colon, brackets, the ideographic space).
_FULL_WIDTH_END = ("：", "）", "」", "】", "\u3000")


def after_label(label: str, text: str) -> str:
    """``Versions: a · b``; after a full-width colon no space: ``版本：a``, ``バージョン：a`` (issue 26 item 15)."""
    return label + text if label.endswith(_FULL_WIDTH_END) else f"{label} {text}"


def signed(value: int) -> str:
    """``+3``, ``−2``, ``+0`` (a true minus sign reads better in a dialog)."""
    return f"+{value}" if value >= 0 else f"\u2212{-value}"


def percent_text(probability: Fraction, locale: QLocale | None = None, template: str = "%1%") -> str:
    """``35%``, ``37.9%``, ``<0.1%``, ``>99.9%``: a probability for people to read.

    Tenths of a percent, whole numbers without a decimal; a possible but very unlikely
    outcome reads ``<0.1%`` (and a near-certain one ``>99.9%``), so "0%" always means
    impossible and "100%" certain. ``template`` places the number (``%1``) and the
    percent sign; ``locale`` writes the number (the default locale if not given).
    """
    locale = locale if locale is not None else QLocale()
    if probability <= 0:
        return fill(template, locale.toString(0))
    if probability >= 1:
        return fill(template, locale.toString(100))
    tenths = round(probability * _TENTHS)
    if tenths == 0:
        return "<" + fill(template, locale.toString(0.1, "f", 1))
    if tenths == _TENTHS:
        return ">" + fill(template, locale.toString(99.9, "f", 1))
    if tenths % 10 == 0:
        return fill(template, locale.toString(tenths // 10))
    return fill(template, locale.toString(tenths / 10, "f", 1))


def unbroken(phrase: str) -> str:
    """``phrase`` with no line break inside it when shown in wrapped text: its spaces become
    no-break spaces and a word joiner (U+2060, invisible) sits between two CJK characters, where
    Qt would otherwise break ("重↵伤 25%"). Latin text is unchanged but for the spaces."""
    return _cjk_pair().sub(WORD_JOINER, phrase.replace(" ", "\u00a0"))

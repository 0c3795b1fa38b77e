"""Installs the translators for the user's locale: ours and Qt's own ``qtbase``.

Our ``gmtracker_<locale>.qm`` files are compiled from resources/translations/*.ts with
pyside6-lrelease (README, developer section). Qt's ``qtbase_<locale>.qm`` translate the
standard buttons and dialogs and come with PySide6.

Qt's own translations lag its sources (issue 26 item 15: the file dialog was half
English in Chinese and Japanese): Qt 6 says "&Look in:" and "Files of &type:" where
qtbase_zh_CN.qm still has "Look in:" and "Files of type:", and the file model's
"Folder" moved from QFileDialog to QAbstractFileIconProvider. :class:`QtGapTranslator`,
consulted after every other translator, answers such a text with qtbase's translation of
its older form (the accelerator put back as ``(&T)``). Our own translator is consulted
first, so our .ts may also correct one of Qt's words.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator

from gmtracker.ui.words.text_format import QT_TRANSLATE_NOOP


def install_translators(
    app: QCoreApplication, locale: QLocale, our_dir: Path
) -> list[QTranslator]:
    """Install every translator found for ``locale``; return them for later removal.

    A locale without a translation of its own gets ``gmtracker_en``, which holds only the
    English plural forms ("%n round(s)" → "1 round", "3 rounds"): the source strings are
    English.
    """
    installed: list[QTranslator] = []
    # Qt asks the translator installed last first: the gaps' (asked last), Qt's, then ours (asked first).
    qtbase = QTranslator(app)
    qt_loaded = qtbase.load(_spoken(locale), "qtbase", "_", str(qt_translations_dir()))
    if qt_loaded:
        gaps = QtGapTranslator(qtbase, app)
        app.installTranslator(gaps)
        installed.append(gaps)
    for translator, loaded in ((qtbase, qt_loaded), (QTranslator(app), None)):
        if loaded is None:
            loaded = translator.load(_spoken(locale), "gmtracker", "_", str(our_dir))
            if not loaded:
                # English (or a language we do not speak): the English plural forms ("1 round")
                loaded = translator.load("gmtracker_en", str(our_dir))
        if loaded:
            app.installTranslator(translator)
            installed.append(translator)
        else:
            translator.deleteLater()
    return installed


def qt_translations_dir() -> Path:
    """Where Qt's own ``qtbase_*.qm`` are: Qt's translations path, else PySide6's folder in the package.

    A frozen bundle keeps them in PySide6/Qt/translations (packaging/gmtracker.spec), which is
    where QLibraryInfo points when PySide6 finds its qt.conf; the package folder is the fallback.
    """
    reported = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    if any(reported.glob("qtbase_*.qm")):
        return reported
    import PySide6

    return Path(PySide6.__file__).resolve().parent / "Qt" / "translations"


# Qt's words our own .ts may correct (our translator is asked before Qt's): qtbase_zh_CN says
# 体积 for a file's size, where 大小 is the usual word (review translations-2).
QT_WORDS_CORRECTED = (
    #: The file dialog's column of file sizes (Qt's own text; Qt's Chinese says 体积, 大小 is usual).
    QT_TRANSLATE_NOOP("QFileSystemModel", "Size"),
)

# Qt 6 contexts whose texts older qtbase translations hold under another context.
_MOVED_CONTEXTS = {
    "QAbstractFileIconProvider": ("QFileIconProvider", "QFileDialog"),
    "QFileSystemModel": ("QFileDialog",),
}
_ACCELERATOR = re.compile(r"&(?=[^&\s])")


class QtGapTranslator(QTranslator):
    """Answers a Qt text that ``qtbase`` has only in an older form (issue 26 item 15).

    Installed before the others, so Qt asks it only when no other translator has the text;
    it answers only Qt's own contexts (``Q…``), and only from ``qtbase``: never a guess.
    """

    def __init__(self, qtbase: QTranslator, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._qtbase = qtbase

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        if not context.startswith("Q"):
            return None  # None is Qt's null string: "not translated here"
        for other in (context, *_MOVED_CONTEXTS.get(context, ())):
            found = self._older_form(other, source, disambiguation, n)
            if found:
                return found
        return None

    def _older_form(self, context: str, source: str, disambiguation: str | None, n: int) -> str | None:
        found = self._qtbase.translate(context, source, disambiguation, n)  # a moved context's own text
        if found:
            return found
        match = _ACCELERATOR.search(source)
        if match is None:
            return None
        plain = source[:match.start()] + source[match.end():]
        found = self._qtbase.translate(context, plain, disambiguation, n)
        if not found:
            return None
        if "&" in found:
            return found
        key = f"(&{source[match.end()].upper()})"
        stripped = found.rstrip()
        for colon in ("：", ":"):
            if stripped.endswith(colon):
                return stripped[:-len(colon)] + key + colon
        return stripped + key


def _spoken(locale: QLocale) -> QLocale:
    """The locale whose files to load: any Simplified Chinese locale (zh_SG, zh-Hans) reads zh_CN."""
    if (locale.language() is QLocale.Language.Chinese
            and locale.script() is not QLocale.Script.TraditionalHanScript
            and locale.territory() not in (QLocale.Country.Taiwan, QLocale.Country.HongKong, QLocale.Country.Macau)):
        return QLocale(QLocale.Language.Chinese, QLocale.Script.SimplifiedHanScript, QLocale.Country.China)
    return locale


def remove_translators(app: QCoreApplication, translators: list[QTranslator]) -> None:
    """Undo install_translators (tests and repeated main() calls share one app)."""
    for translator in translators:
        app.removeTranslator(translator)
        translator.deleteLater()


# The languages GM Tracker speaks, by the code the settings store ("system" follows the OS).
LANGUAGES: dict[str, str] = {"en": "English", "zh_CN": "简体中文", "ja": "日本語"}




class Translators:
    """The translators installed in the running app, switched as one when the language changes."""

    def __init__(self) -> None:
        self.installed: list[QTranslator] = []
        # The locale in force before any switch: the system's (``"system"`` goes back to it).
        self.system_locale = QLocale()

    def locale_for(self, code: str) -> QLocale:
        """The locale of a language setting: ``"system"`` is the system's own."""
        return QLocale(self.system_locale) if code == "system" else QLocale(code)

    def use(self, app: QCoreApplication, code: str, our_dir: Path) -> None:
        """Speak ``code`` (a :data:`LANGUAGES` key or ``"system"``) from now on.

        Qt sends every widget a LanguageChange event; windows built before are rebuilt by
        their owner (:meth:`MainWindow.rebuilt`). Numbers follow the same locale.
        """
        remove_translators(app, self.installed)
        locale = self.locale_for(code)
        QLocale.setDefault(locale)
        self.installed = install_translators(app, locale, our_dir)

    def clear(self, app: QCoreApplication) -> None:
        """Remove them again, and numbers follow the system's locale (tests share one app)."""
        remove_translators(app, self.installed)
        QLocale.setDefault(self.system_locale)
        self.installed = []

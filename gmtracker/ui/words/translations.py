"""Installs the translators for the user's locale: ours and Qt's own ``qtbase``.

Our ``gmtracker_<locale>.qm`` files are compiled from resources/translations/*.ts with
pyside6-lrelease (README, developer section). Qt's ``qtbase_<locale>.qm`` translate the
standard buttons and dialogs and come with PySide6.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator


def install_translators(
    app: QCoreApplication, locale: QLocale, our_dir: Path
) -> list[QTranslator]:
    """Install every translator found for ``locale``; return them for later removal.

    A locale without a translation of its own gets ``gmtracker_en``, which holds only the
    English plural forms ("%n round(s)" → "1 round", "3 rounds"): the source strings are
    English.
    """
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    installed: list[QTranslator] = []
    for base_name, directory in (("gmtracker", str(our_dir)), ("qtbase", qt_dir)):
        translator = QTranslator(app)
        loaded = translator.load(_spoken(locale), base_name, "_", directory)
        if not loaded and base_name == "gmtracker":
            # English (or a language we do not speak): the English plural forms ("1 round")
            loaded = translator.load("gmtracker_en", directory)
        if loaded:
            app.installTranslator(translator)
            installed.append(translator)
        else:
            translator.deleteLater()
    return installed


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

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

    A locale without a translation (English, say) installs nothing, which is not an
    error: the source strings are English.
    """
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    installed: list[QTranslator] = []
    for base_name, directory in (("gmtracker", str(our_dir)), ("qtbase", qt_dir)):
        translator = QTranslator(app)
        if translator.load(locale, base_name, "_", directory):
            app.installTranslator(translator)
            installed.append(translator)
        else:
            translator.deleteLater()
    return installed


def remove_translators(app: QCoreApplication, translators: list[QTranslator]) -> None:
    """Undo install_translators (tests and repeated main() calls share one app)."""
    for translator in translators:
        app.removeTranslator(translator)
        translator.deleteLater()

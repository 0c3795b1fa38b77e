"""Qt's own dialogs speak the GM's language (issue 26 item 15: "Qt's own file dialog half English").

Qt 6's file dialog says "&Look in:" and "Files of &type:", and its file model's "Folder"
lives in QAbstractFileIconProvider; qtbase_zh_CN.qm and qtbase_ja.qm (PySide6's) still hold
the older "Look in:", "Files of type:" and QFileDialog's "Folder". The gap translator
answers with those, and the PyInstaller spec keeps Qt's .qm of our languages.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QFileDialog, QLabel

from gmtracker.storage.resources import translations_dir
from gmtracker.ui.words.translations import QtGapTranslator, install_translators, qt_translations_dir, \
    remove_translators
from tests.test_frozen_modules import run_spec
from tests.ui.modal import when_modal

_LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


@pytest.mark.parametrize("language", ["zh_CN", "ja"])
def test_the_file_dialog_is_all_in_the_language(qtbot: Any, translated: Any, tmp_path: Path, language: str) -> None:
    """Issue 26 item 15: through the real exec(), Qt's own file dialog (as Open shows it off
    Windows/macOS) has no English label: Look in, File name and Files of type, with their keys."""
    translated(language)
    (tmp_path / "folder").mkdir()
    dialog = QFileDialog(None, "x", str(tmp_path), "GM Tracker (*.json)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    seen: dict[str, Any] = {}

    def script(shown: QFileDialog) -> None:
        seen["labels"] = [label.text() for label in shown.findChildren(QLabel) if label.text()]
        shown.reject()

    when_modal(QFileDialog, script)
    dialog.exec()
    labels = seen["labels"]
    assert len(labels) == 3
    assert all(not _LATIN_WORD.search(text) for text in labels), labels
    assert all(re.search(r"\(&[A-Z]\)", text) for text in labels), labels  # Alt+L, Alt+N, Alt+T still work
    folder = QCoreApplication.translate("QAbstractFileIconProvider", "Folder")
    assert folder in {"文件夹", "フォルダ"}


def test_english_is_left_alone(qapp: Any) -> None:
    """Issue 26 item 15: in English Qt's texts stay as Qt wrote them (the gap translator adds nothing)."""
    installed = install_translators(qapp, QLocale("en"), translations_dir())
    try:
        assert QCoreApplication.translate("QFileDialog", "&Look in:") == "&Look in:"
        assert QCoreApplication.translate("QFileDialog", "Files of &type:") == "Files of &type:"
    finally:
        remove_translators(qapp, installed)


def test_the_gap_translator_answers_only_qts_contexts_from_qtbase(qapp: Any) -> None:
    """Issue 26 item 15: an older form's translation with the accelerator put back before the
    colon; our own contexts and texts qtbase never had are not answered (no guess)."""
    qtbase = QTranslator()
    assert qtbase.load(QLocale("zh_CN"), "qtbase", "_", str(qt_translations_dir()))
    gaps = QtGapTranslator(qtbase)
    assert gaps.translate("QFileDialog", "Files of &type:") == "文件类型(&T)："
    assert gaps.translate("QFileSystemModel", "Folder") == "文件夹"  # found under QFileDialog
    assert gaps.translate("PercentileDialog", "Modifier") is None
    assert gaps.translate("QFileDialog", "&Nothing Qt ever said") is None


def test_ours_are_asked_before_qts(qapp: Any) -> None:
    """Issue 26 item 15: our translator is installed last (Qt asks it first), so our .ts may
    correct a word of Qt's (QFileSystemModel "Size": 体积 → 大小)."""
    installed = install_translators(qapp, QLocale("zh_CN"), translations_dir())
    try:
        files = [Path(t.filePath()).name for t in installed]
        assert files == ["", "qtbase_zh_CN.qm", "gmtracker_zh_CN.qm"]  # the gap translator has no file
    finally:
        remove_translators(qapp, installed)


def test_the_bundle_keeps_qts_translations_of_our_languages(tmp_path: Path) -> None:
    """Issue 26 item 15: the PyInstaller spec keeps qtbase_zh_CN.qm and qtbase_ja.qm (PySide6's hook
    collects them into PySide6/Qt/translations) and drops the other languages'."""
    wanted = run_spec(tmp_path)["_wanted"]
    source = str(qt_translations_dir())
    for name in ("qtbase_zh_CN.qm", "qtbase_ja.qm", "qt_zh_CN.qm", "qt_ja.qm"):
        assert wanted((f"PySide6/Qt/translations/{name}", f"{source}/{name}", "DATA")), name
    assert not wanted(("PySide6/Qt/translations/qtbase_de.qm", f"{source}/qtbase_de.qm", "DATA"))
    assert (qt_translations_dir() / "qtbase_zh_CN.qm").is_file()
    assert (qt_translations_dir() / "qtbase_ja.qm").is_file()


def test_qt_translations_dir_falls_back_to_the_package(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Issue 26 item 15: a bundle whose Qt reports a folder without qtbase_*.qm still finds PySide6's."""
    from PySide6.QtCore import QLibraryInfo

    monkeypatch.setattr(QLibraryInfo, "path", staticmethod(lambda _which: str(tmp_path)))
    assert (qt_translations_dir() / "qtbase_ja.qm").is_file()

"""Translations: the .ts files cover every UI string with the glossary's terms, the .qm
files are compiled from them, and the app installs ours and Qt's for the locale."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt

from gmtracker import app as app_module
from gmtracker.storage import load_encounter
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import translations_dir
from gmtracker.ui.combatant_table_model import Column
from gmtracker.ui.context import AppContext
from gmtracker.ui.main_window import MainWindow
from gmtracker.ui.translations import install_translators, remove_translators

LANGUAGES = ("zh_CN", "ja")
TS_DIR = Path(__file__).resolve().parents[2] / "resources" / "translations"


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    assert found, f"{name} not found next to {sys.executable} (PySide6 installs it)"
    return found


def _messages(ts_file: Path) -> dict[tuple[str, str], ElementTree.Element]:
    root = ElementTree.parse(ts_file).getroot()
    return {
        (context.findtext("name", ""), message.findtext("source", "")): message
        for context in root.iter("context")
        for message in context.iter("message")
    }


def _translation(message: ElementTree.Element) -> str:
    node = message.find("translation")
    assert node is not None
    forms = [form.text or "" for form in node.iter("numerusform")]
    return forms[0] if forms else node.text or ""


@pytest.fixture
def translated(qapp: Any) -> Iterator[Any]:
    """Install the translators for a locale for one test, then remove them."""
    installed: list[Any] = []

    def install(locale_name: str) -> list[Any]:
        translators = install_translators(qapp, QLocale(locale_name), translations_dir())
        installed.extend(translators)
        return translators

    yield install
    remove_translators(qapp, installed)


@pytest.mark.parametrize("language", LANGUAGES)
def test_ts_file_has_no_unfinished_or_stale_entries(language: str) -> None:
    for key, message in _messages(TS_DIR / f"gmtracker_{language}.ts").items():
        node = message.find("translation")
        assert node is not None, key
        assert node.get("type") is None, f"{key}: {node.get('type')}"
        assert _translation(message).strip(), key


@pytest.mark.parametrize("language", LANGUAGES)
def test_ts_file_covers_every_string_of_the_sources(
    language: str, tmp_path: Path, repo_root: Path
) -> None:
    committed = TS_DIR / f"gmtracker_{language}.ts"
    refreshed = tmp_path / committed.name
    shutil.copy(committed, refreshed)
    subprocess.run(
        [_tool("pyside6-lupdate"), "-silent", "-no-obsolete", "-extensions", "py",
         str(repo_root / "gmtracker" / "ui"), "-ts", str(refreshed)],
        check=True,
        capture_output=True,
    )
    assert set(_messages(refreshed)) == set(_messages(committed)), (
        "UI strings changed: refresh the translations (README, developer section)"
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_qm_file_is_compiled_from_the_current_ts(language: str, tmp_path: Path) -> None:
    compiled = tmp_path / f"gmtracker_{language}.qm"
    subprocess.run(
        [_tool("pyside6-lrelease"), "-silent", str(TS_DIR / f"gmtracker_{language}.ts"),
         "-qm", str(compiled)],
        check=True,
        capture_output=True,
    )
    assert compiled.read_bytes() == (TS_DIR / compiled.name).read_bytes(), (
        "the .qm is older than its .ts: run pyside6-lrelease (README, developer section)"
    )


@pytest.mark.parametrize(
    ("language", "initiative", "combatants"),
    [("zh_CN", "先攻", "参战者"), ("ja", "イニシアチブ", "戦闘参加者")],
)
def test_translations_use_the_glossary_terms(
    language: str, initiative: str, combatants: str
) -> None:
    messages = _messages(TS_DIR / f"gmtracker_{language}.ts")
    assert _translation(messages[("CombatantTableModel", "Initiative")]) == initiative
    assert combatants in _translation(messages[("MainWindow", "Combatants: %n")])
    title = _translation(messages[("MainWindow", "{encounter} — GM Tracker")])
    assert "{encounter}" in title


def test_no_f_string_or_variable_inside_tr(repo_root: Path) -> None:
    offenders = []
    for source in (repo_root / "gmtracker").rglob("*.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", getattr(node.func, "id", ""))
            if name in {"tr", "QT_TR_NOOP", "QT_TRANSLATE_NOOP"}:
                literal = all(
                    isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                    for arg in node.args[: 2 if name == "QT_TRANSLATE_NOOP" else 1]
                )
                if not literal:
                    offenders.append(f"{source.name}:{node.lineno}")
    assert offenders == []


@pytest.mark.parametrize(
    ("locale_name", "file_menu", "cancel"),
    [("zh_CN", "文件(&F)", "取消"), ("ja_JP", "ファイル(&F)", "キャンセル")],
)
def test_ours_and_qtbase_are_installed_for_the_locale(
    translated: Any, locale_name: str, file_menu: str, cancel: str
) -> None:
    translators = translated(locale_name)
    assert len(translators) == 2
    assert QCoreApplication.translate("MainWindow", "&File") == file_menu
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == cancel


def test_a_locale_without_our_translation_keeps_english(translated: Any) -> None:
    translated("de_DE")
    assert QCoreApplication.translate("MainWindow", "&File") == "&File"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"


def test_window_speaks_japanese(
    translated: Any, qtbot: Any, demo_path: Path, tmp_path: Path
) -> None:
    translated("ja_JP")
    window = MainWindow(AppContext(UserPaths.under(tmp_path)), load_encounter(demo_path), demo_path)
    qtbot.addWidget(window)
    model = window.combatant_model
    assert model.headerData(Column.INITIATIVE, Qt.Orientation.Horizontal) == "イニシアチブ"
    assert model.index(7, Column.SIDE).data() == "敵"
    assert window.windowTitle() == "Ambush at the Old Mill — GM Tracker"
    assert window.statusBar().currentMessage() == "戦闘参加者：12"


def test_main_translates_for_the_default_locale(
    qapp: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: Any
) -> None:
    seen: list[str] = []
    original_show = MainWindow.show

    def spy_show(window: MainWindow) -> None:
        seen.append(window.menuBar().actions()[0].text())
        original_show(window)

    monkeypatch.setattr(MainWindow, "show", spy_show)
    previous = QLocale()
    QLocale.setDefault(QLocale("zh_CN"))
    try:
        assert app_module.main(["--smoke-test", "--data-dir", str(tmp_path)]) == 0
    finally:
        QLocale.setDefault(previous)
    assert seen == ["文件(&F)"]
    assert capsys.readouterr().out == "ok: 12 combatants\n"
    # main removed its translators again
    assert QCoreApplication.translate("MainWindow", "&File") == "&File"

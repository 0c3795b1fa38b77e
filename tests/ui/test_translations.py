"""Translations: the .ts files cover every UI string with the glossary's terms, the .qm
files are compiled from them, and the app installs ours and Qt's for the locale."""

from __future__ import annotations

import ast
import re
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
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.models.combatant_model import Column
from gmtracker.ui.shell.context import AppContext
from gmtracker.ui.shell.main_window import MainWindow
from gmtracker.ui.words.translations import install_translators, remove_translators

LANGUAGES = ("zh_CN", "ja")
TS_DIR = Path(__file__).resolve().parents[2] / "resources" / "translations"
UI_DIR = Path(__file__).resolve().parents[2] / "gmtracker" / "ui"
#: The folders the README's refresh command scans: the UI, and the Qt-free layers whose
#: refusals and load errors are marked with ``QT_TRANSLATE_NOOP("Refusal", …)`` (the rules
#: core: dice-expression errors, ``QT_TRANSLATE_NOOP("DiceError", …)``).
SOURCE_DIRS = tuple(UI_DIR.parent / folder for folder in ("ui", "encounter", "storage", "rules"))


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




# -- the .ts and .qm files ------------------------------------------------------------

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
         *(str(folder) for folder in SOURCE_DIRS), "-ts", str(refreshed)],
        check=True,
        capture_output=True,
    )
    assert set(_messages(refreshed)) == set(_messages(committed)), (
        "UI strings changed: refresh the translations (README, developer section)"
    )


def test_readme_refresh_command_scans_the_same_folders(repo_root: Path) -> None:
    folders = " ".join(str(folder.relative_to(repo_root)) for folder in SOURCE_DIRS)
    readme = (repo_root / "README.md").read_text(encoding="utf-8")
    assert f"pyside6-lupdate -no-obsolete -extensions py {folders} -ts" in readme


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


_PLACEHOLDER = re.compile(r"%(?:n|[1-9])")
_MNEMONIC = re.compile(r"&(\w)")


@pytest.mark.parametrize("language", LANGUAGES)
def test_translations_keep_placeholders_mnemonics_and_lines(language: str) -> None:
    """%1…%9 and %n survive, a mnemonic stays one (same letter, CJK style "文件(&F)"), one plural form."""
    for (context, source), message in _messages(TS_DIR / f"gmtracker_{language}.ts").items():
        text = _translation(message)
        where = f"{context}: {source!r} → {text!r}"
        assert sorted(_PLACEHOLDER.findall(text)) == sorted(_PLACEHOLDER.findall(source)), where
        wanted = [letter.upper() for letter in _MNEMONIC.findall(source)]
        assert [letter.upper() for letter in _MNEMONIC.findall(text)] == wanted, where
        assert text.count("\n") == source.count("\n"), where
        if message.get("numerus") == "yes":  # Chinese and Japanese have one plural form
            node = message.find("translation")
            assert node is not None
            assert len(list(node.iter("numerusform"))) == 1, where


#: (context, source) → the glossary's word in (简体中文, 日本語): exact translations.
GLOSSARY_WORDS: dict[tuple[str, str], tuple[str, str]] = {
    ("CheckWords", "critical success"): ("大成功", "大成功"),
    ("CheckWords", "success"): ("成功", "成功"),
    ("CheckWords", "failure"): ("失败", "失敗"),
    ("CheckWords", "critical failure"): ("大失败", "大失敗"),
    ("CheckWords", "pure roll check"): ("纯骰检定", "ダイス判定"),
    ("CheckWords", "attribute check"): ("属性检定", "能力値判定"),
    ("CheckWords", "hit check"): ("命中检定", "命中判定"),
    ("CheckWords", "strength"): ("力量", "筋力"),
    ("CheckWords", "agility"): ("敏捷", "敏捷"),
    ("CheckWords", "size"): ("体型", "体型"),
    ("CheckWords", "spirit"): ("灵性", "霊性"),
    ("CheckWords", "intellect"): ("智力", "知力"),
    ("CheckWords", "status"): ("状态", "状態"),
    ("CheckWords", "environment"): ("环境", "環境"),
    ("CheckWords", "potency"): ("效力", "効力"),
    ("CheckWords", "situational"): ("形势", "状況"),
    ("CheckWords", "free"): ("自由", "自由"),
    ("CombatantModel", "light"): ("轻载", "軽荷重"),
    ("CombatantModel", "medium"): ("中载", "中荷重"),
    ("CombatantModel", "heavy"): ("重载", "重荷重"),
    ("CombatantModel", "overloaded"): ("超载", "過荷重"),
    ("RollLogText", "seriously wounded"): ("重伤", "重傷"),
    ("RollLogText", "disabled"): ("瘫痪", "行動困難"),
    ("RollLogText", "unconscious"): ("昏迷", "気絶"),
    ("RollLogText", "dead"): ("死亡", "死亡"),
    ("RollLogText", "seriously bruised"): ("重伤（淤）", "重打撲"),
    ("RollLogText", "dazed"): ("恍惚", "朦朧"),
    ("CombatantModel", "dying"): ("濒死", "瀕死"),
    ("CombatantModel", "Init."): ("先攻", "イニシアチブ"),
    ("CombatantModel", "Enemy"): ("敌方", "敵"),
    ("AttackWords", "base defense"): ("基础防御", "基本防御"),
    ("AttackWords", "physique defense"): ("体格防御", "体格防御"),
    ("AttackWords", "reflex defense"): ("反射防御", "反応防御"),
    ("AttackWords", "mind defense"): ("心智防御", "精神防御"),
    ("AttackWords", "critical hit"): ("重击", "クリティカルヒット"),
    ("DiceEntry", "defense check"): ("防御检定", "防御判定"),
    ("DiceEntry", "damage check"): ("伤害检定", "ダメージ判定"),
    ("DiceEntry", "recovery check"): ("康复检定", "回復判定"),
    ("DiceEntry", "confirmation roll"): ("确认检定", "確定ロール"),
    ("DiceEntry", "active side"): ("主动方", "能動側"),
    ("DiceEntry", "passive side"): ("被动方", "受動側"),
    ("ActionParts", "performance values"): ("遂行值", "遂行値"),
    ("PercentileDialog", "Target value"): ("目标值", "目標値"),
    ("PercentileDialog", "Normal check"): ("普通检定", "通常判定"),
    ("RestDialog", "Take 10"): ("取10", "出目10"),
    ("RestDialog", "Take 20"): ("取20", "出目20"),
    ("CombatantEditor", "Auto-stabilize"): ("伤势自动稳定", "自動安定化"),
    ("RollLogDock", "Roll log"): ("掷骰记录", "ダイスログ"),
    ("MainWindow", "&File"): ("文件(&F)", "ファイル(&F)"),
}

#: (context, source) → words each translation contains, in (简体中文, 日本語).
GLOSSARY_PHRASES: dict[tuple[str, str], tuple[tuple[str, ...], tuple[str, ...]]] = {
    ("ActionParts", "trivial (0–9)"): (("轻松",), ("楽勝",)),
    ("ActionParts", "easy (10–29)"): (("简单",), ("簡単",)),
    ("ActionParts", "normal (30–59)"): (("普通",), ("普通",)),
    ("ActionParts", "hard (60–89)"): (("困难",), ("難しい",)),
    ("ActionParts", "very hard (90–99)"): (("极难",), ("困難",)),
    ("LogLine", "%1 (%2 critical %3)"): (("暴击",), ("クリティカル",)),
    ("LogLine", "%1 (%2 fumble %3)"): (("大失手",), ("ファンブル",)),
    ("PercentileDialog", "&Versus check (C5, C8)"): (("对抗检定",), ("VS判定",)),
    ("DerivedValues", "base %1 · physique %2 · reflex %3 · mind %4"):
        (("基础", "体格", "反射", "心智"), ("基本", "体格", "反応", "精神")),
    ("CombatantEditor", "Temporary hit points"): (("临时生命值",), ("一時的HP",)),
    ("CheckSetup", "Penalt&y dice:"): (("惩罚骰",), ("ペナルティダイス",)),
    ("CheckSetup", "&DC:"): (("检定难度",), ("難易度",)),
    ("MainWindow", "Round %1 · %2's turn · %3"): (("轮", "回合"), ("ラウンド", "手番")),
    ("MainWindow", "Saved %n combatant(s) to the library"): (("参战者",), ("戦闘参加者",)),
}


@pytest.mark.parametrize("column", [0, 1], ids=LANGUAGES)
def test_translations_use_the_glossary_terms(column: int) -> None:
    messages = _messages(TS_DIR / f"gmtracker_{LANGUAGES[column]}.ts")
    for key, words in GLOSSARY_WORDS.items():
        assert _translation(messages[key]) == words[column], key
    for key, phrases in GLOSSARY_PHRASES.items():
        text = _translation(messages[key]).replace("\u2060", "")  # word joiners keep a term on one line
        for phrase in phrases[column]:
            assert phrase in text, (key, text)


# -- the sources ---------------------------------------------------------------------

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


def _text(node: ast.AST | None, constants: dict[str, str]) -> str | None:
    """A string literal, or a module constant such as ``_CONTEXT`` (None otherwise)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return constants.get(node.id)
    return None


def _looked_up(source: Path) -> Iterator[tuple[int, str | None, str]]:
    """``(line, context, text)`` of each literal this module has Qt translate, with the
    context Qt looks it up in (None: a ``tr`` whose class lupdate cannot know)."""
    tree = ast.parse(source.read_text(encoding="utf-8"))
    constants = {
        node.targets[0].id: node.value.value
        for node in tree.body
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
        and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
    }
    # Helpers such as ``def _tr(text): return QCoreApplication.translate(_CONTEXT, text)``.
    helpers: dict[str, str | None] = {}
    for function in tree.body:
        if not isinstance(function, ast.FunctionDef) or not function.args.args:
            continue
        parameter = function.args.args[0].arg
        for call in ast.walk(function):
            if (isinstance(call, ast.Call) and getattr(call.func, "attr", getattr(call.func, "id", "")) == "translate"
                    and len(call.args) >= 2 and isinstance(call.args[1], ast.Name) and call.args[1].id == parameter):
                helpers[function.name] = _text(call.args[0], constants)

    def visit(node: ast.AST, klass: str | None) -> Iterator[tuple[int, str | None, str]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Call):
                name = getattr(child.func, "attr", getattr(child.func, "id", ""))
                args = child.args
                if name == "tr" and args and (text := _text(args[0], {})) is not None:
                    receiver = child.func.value if isinstance(child.func, ast.Attribute) else None
                    if isinstance(receiver, ast.Name):  # lupdate: self.tr → the class, Name.tr → "Name"
                        yield child.lineno, klass if receiver.id == "self" else receiver.id, text
                    else:
                        yield child.lineno, None, text
                elif name in {"translate", "QT_TRANSLATE_NOOP"} and len(args) >= 2:
                    text = _text(args[1], {})
                    if text is not None:
                        yield child.lineno, _text(args[0], constants), text
                elif name in helpers and args and (text := _text(args[0], {})) is not None:
                    yield child.lineno, helpers[name], text
            yield from visit(child, child.name if isinstance(child, ast.ClassDef) else klass)

    yield from visit(tree, None)


def test_every_literal_qt_translates_is_in_the_ts_under_its_context() -> None:
    """What lupdate cannot see: ``translate(_CONTEXT, "…")``, a helper's ``_tr("…")``,
    ``window.tr("…")`` outside the class, a plural whose n is an attribute. Each would
    stay English although the .ts looks complete."""
    messages = _messages(TS_DIR / "gmtracker_ja.ts")
    missing = [
        f"{source.relative_to(UI_DIR.parent)}:{line} {context!r} {text!r}"
        for folder in SOURCE_DIRS
        for source in sorted(folder.rglob("*.py"))
        for line, context, text in _looked_up(source)
        if text and (context is None or (context, text) not in messages)
    ]
    assert missing == []


# -- at run time -----------------------------------------------------------------------

@pytest.mark.parametrize(
    ("locale_name", "file_menu", "cancel"),
    [("zh_CN", "文件(&F)", "取消"), ("ja_JP", "ファイル(&F)", "キャンセル")],
)
def test_ours_and_qtbase_are_installed_for_the_locale(
    translated: Any, locale_name: str, file_menu: str, cancel: str
) -> None:
    translators = translated(locale_name)
    assert len(translators) == 3  # ours, qtbase and the gap translator for Qt's newer texts (issue 26 item 15)
    assert QCoreApplication.translate("MainWindow", "&File") == file_menu
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == cancel


def test_a_locale_without_our_translation_keeps_english(translated: Any) -> None:
    translated("de_DE")
    assert QCoreApplication.translate("MainWindow", "&File") == "&File"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"


#: What the demo encounter's main window shows, by locale: the File menu, the Roll
#: menu's Check action, the initiative header, then for the Goblin Cutthroat (an enemy
#: carrying a heavy load, seriously wounded, one penalty die on its next attack) its
#: side, load, states and penalty dice; two penalty dice; the round line's start.
WINDOW_TEXTS = {
    "zh_CN": ("文件(&F)", "检定(&C)…", "先攻", "敌方", "重载", "重伤", "1 个惩罚骰", "2 个惩罚骰",
              "第 1 轮 · Goblin Lurker 的回合 · 已过 "),
    "ja_JP": ("ファイル(&F)", "判定(&C)…", "イニシアチブ", "敵", "重荷重", "重傷", "ペナルティダイス1個",
              "ペナルティダイス2個", "ラウンド1 · Goblin Lurkerの手番 · 経過 "),
}


@pytest.mark.parametrize("locale_name", list(WINDOW_TEXTS))
def test_main_window_speaks_the_language(
    translated: Any, qtbot: Any, tmp_path: Path, locale_name: str
) -> None:
    file_menu, check, initiative, enemy, heavy, wounded, one_die, two_dice, round_line = WINDOW_TEXTS[locale_name]
    translated(locale_name)
    window = MainWindow(AppContext(UserPaths.under(tmp_path)), load_encounter(demo_encounter_path()), None)
    window.persist_layout = False
    qtbot.addWidget(window)
    assert window.menuBar().actions()[0].text() == file_menu
    assert window.actions_by_name["actionCheck"].text() == check
    model = window.combatant_model
    assert model.headerData(Column.INITIATIVE, Qt.Orientation.Horizontal) == initiative
    row = window.encounter.row_of("goblin-cutthroat")
    assert model.index(row, Column.SIDE).data() == enemy
    assert model.index(row, Column.LOAD).data().startswith(heavy + " ")
    assert wounded in model.index(row, Column.STATES).data().split(" · ")
    penalty = model.index(row, Column.PENALTY)
    assert penalty.data() == "1"  # the number of penalty dice; the words in its tooltip (issue 26 item 6)
    assert one_die in penalty.data(Qt.ItemDataRole.ToolTipRole)
    assert QCoreApplication.translate("CombatantModel", "%n penalty die(s)", "", 2) == two_dice
    assert window.round_label.text().startswith(round_line)
    assert window.windowTitle() == "Ambush at the Old Mill[*] — GM Tracker"
    assert window.document.undo_stack.isClean()  # closing at teardown does not ask


def test_main_translates_for_the_default_locale(
    qapp: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: Any
) -> None:
    seen: list[str] = []
    original_finish = MainWindow.finish_startup

    def spy_finish(window: MainWindow) -> None:  # the menus are built here, after the first paint
        building = not window.startup_finished
        original_finish(window)
        if building:
            seen.append(window.menuBar().actions()[0].text())

    monkeypatch.setattr(MainWindow, "finish_startup", spy_finish)
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


def test_english_plural_forms_are_current_and_loaded(qapp: Any, tmp_path: Path) -> None:
    """English says "1 round" and "3 rounds", not "round(s)": gmtracker_en holds the plural forms."""
    from tests import english_plurals

    assert (TS_DIR / "gmtracker_en.ts").read_text(encoding="utf-8") == english_plurals.english_ts(
        english_plurals.plural_messages()), "run python -m tests.english_plurals (README, developer section)"
    compiled = tmp_path / "gmtracker_en.qm"
    subprocess.run([_tool("pyside6-lrelease"), "-silent", str(TS_DIR / "gmtracker_en.ts"), "-qm", str(compiled)],
                   check=True, capture_output=True)
    assert compiled.read_bytes() == (TS_DIR / "gmtracker_en.qm").read_bytes()
    assert english_plurals.forms("%n penalty die(s) and %n hex(es)") == (
        "%n penalty die and %n hex", "%n penalty dice and %n hexes")
    translators = install_translators(qapp, QLocale("en_US"), TS_DIR)
    try:
        assert QCoreApplication.translate("CombatantModel", "%n penalty die(s)", "", 1) == "1 penalty die"
        assert QCoreApplication.translate("CombatantModel", "%n penalty die(s)", "", 3) == "3 penalty dice"
        assert QCoreApplication.translate("LogLine", "combat ends after %n round(s)", "", 1) == "combat ends after 1 round"
        assert QCoreApplication.translate("MainWindow", "&File") == "&File"
    finally:
        remove_translators(qapp, translators)
    translators = install_translators(qapp, QLocale(QLocale.Language.French), TS_DIR)  # not spoken: English
    try:
        assert QCoreApplication.translate("LogLine", "%n round(s)", "", 2) == "2 rounds"
    finally:
        remove_translators(qapp, translators)


@pytest.mark.parametrize("locale_name", ["zh_SG", "zh_Hans", "zh_CN"])
def test_every_simplified_chinese_locale_reads_zh_cn(qapp: Any, locale_name: str) -> None:
    translators = install_translators(qapp, QLocale(locale_name), TS_DIR)
    try:
        assert QCoreApplication.translate("MainWindow", "&File") == "文件(&F)"
    finally:
        remove_translators(qapp, translators)

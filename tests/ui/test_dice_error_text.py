"""A mistyped dice expression reaches the GM in the UI language: every DiceExpressionError
reason and its frame are marked (context ``DiceError``), translated in both .ts files
with their placeholders kept, and the editor, the attack profiles, the dice tray and
refusals, the damage and heal dialogs show them translated; the expression itself
stays literal."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit

from gmtracker.encounter import ActionError, AttackProfile, Encounter
from gmtracker.encounter.roster import EditCombatant
from gmtracker.rules.dice import RandomDice, parse_dice
from gmtracker.rules.errors import DICE_CONTEXT, DiceExpressionError, RulesError
from gmtracker.storage import load_encounter
from gmtracker.ui.panels.attack_profiles_editor import attack_problems
from gmtracker.ui.dialogs.damage_dialog import DamageDialog
from gmtracker.ui.dialogs.dice_tray import DiceTray
from gmtracker.ui.dialogs.heal_dialog import HealDialog
from gmtracker.ui.panels.editor_dock import CombatantEditor
from gmtracker.ui.words.error_text import error_text, field_error_text
from tests.encounter.fixtures_core import skirmish
from tests.ui.conftest import child, open_dialog

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "resources" / "translations"
RULES_DIR = ROOT / "gmtracker" / "rules"
_PLACEHOLDER = re.compile(r"\{(\w+)\}")

ZH_2D = "骰子表达式 '2d'：'d' 后面需要写明骰子的面数（第 1 个字符）"
JA_2D = "ダイス式 '2d'：'d' の後にダイスの面数が必要です（1文字目）"


def _marked_dice_templates() -> set[str]:
    """Every ``QT_TRANSLATE_NOOP("DiceError", "…")`` in the rules core."""
    found: set[str] = set()
    for source in sorted(RULES_DIR.rglob("*.py")):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "QT_TRANSLATE_NOOP" and len(node.args) == 2
                    and all(isinstance(a, ast.Constant) for a in node.args)
                    and node.args[0].value == DICE_CONTEXT):  # type: ignore[attr-defined]
                found.add(str(node.args[1].value))  # type: ignore[attr-defined]
    return found


def _dice_translations(language: str) -> dict[str, str]:
    root = ElementTree.parse(TS_DIR / f"gmtracker_{language}.ts").getroot()
    found: dict[str, str] = {}
    for context in root.iter("context"):
        if context.findtext("name") != DICE_CONTEXT:
            continue
        for message in context.iter("message"):
            node = message.find("translation")
            assert node is not None and node.get("type") is None, message.findtext("source")
            found[message.findtext("source", "")] = node.text or ""
    return found


def _error(text: str) -> DiceExpressionError:
    with pytest.raises(DiceExpressionError) as raised:
        parse_dice(text)
    return raised.value


#: One bad expression per reason the parser gives.
BAD = ["", "2x", "1d8+-2", "1d8 2", "1000001", "1d8+", "150d6+60d6", "2d", "0d6", "201d6", "2d1",
       "1d1001", "4d6k", "4d6kh5", "1234567890"]


def _raised_templates() -> set[str]:
    templates: set[str] = set()
    errors = [_error(text) for text in BAD] + [_error(3)]  # type: ignore[arg-type]
    with pytest.raises(DiceExpressionError) as raised:
        parse_dice("4d6kh3").fixed_bonus()
    errors.append(raised.value)
    for error in errors:
        templates.add(error.text.template)
        reason = error.text.arguments["reason"]
        templates.add(reason.template)  # type: ignore[attr-defined]
    return templates




# -- marked and translated ---------------------------------------------------------------

def test_every_dice_error_the_parser_raises_has_a_marked_template() -> None:
    marked = _marked_dice_templates()
    assert len(marked) == 18  # 16 reasons, and the frame with and without a position
    assert _raised_templates() == marked


@pytest.mark.parametrize("language", ["zh_CN", "ja"])
def test_every_dice_error_template_is_translated_with_its_placeholders(language: str) -> None:
    translations = _dice_translations(language)
    for template in _marked_dice_templates():
        assert template in translations, template
        translation = translations[template]
        assert translation and translation != template, template
        assert sorted(_PLACEHOLDER.findall(translation)) == sorted(_PLACEHOLDER.findall(template)), template


# -- shown translated ------------------------------------------------------------------

def test_without_a_translator_the_english_message_is_shown() -> None:
    error = _error("2d")
    assert error_text(error) == str(error) == "dice expression '2d': a die needs a number of sides after 'd' at position 1"
    assert error_text(ActionError.from_rules(error)) == str(error)


@pytest.mark.parametrize(("locale_name", "expected"), [("zh_CN", ZH_2D), ("ja_JP", JA_2D)])
def test_a_dice_error_is_shown_in_the_ui_language(
        translated: Callable[[str], None], locale_name: str, expected: str) -> None:
    translated(locale_name)
    error = _error("2d")
    assert error_text(error) == expected
    assert str(error) == "dice expression '2d': a die needs a number of sides after 'd' at position 1"
    refusal = ActionError.from_rules(error)
    assert error_text(refusal) == expected
    assert str(refusal) == str(error) and refusal.template == error.text.template


def test_numbers_fill_the_translated_reason(translated: Callable[[str], None]) -> None:
    translated("zh_CN")
    assert error_text(_error("4d6kh5")) == "骰子表达式 '4d6kh5'：无法从 4 个骰子中保留 5 个（第 1 个字符）"
    assert error_text(_error("150d6+60d6")) == "骰子表达式 '150d6+60d6'：210 个骰子太多（最多 200 个）"


@pytest.mark.parametrize("expression", ["{x}", "%1", "{reason}%1", "{expression} {position}"])
def test_an_expression_with_braces_or_percent_placeholders_stays_literal(
        translated: Callable[[str], None], expression: str) -> None:
    translated("zh_CN")
    error = _error(expression)
    shown = error_text(error)
    assert shown.startswith(f"骰子表达式 {expression!r}：")
    assert shown == fill_expected(expression, error)


def fill_expected(expression: str, error: DiceExpressionError) -> str:
    """The Chinese message built by hand: only the unexpected character and the position vary."""
    character = repr(expression.lstrip()[:1]) if error.reason.startswith("unexpected") else None
    assert character is not None, error.reason
    return f"骰子表达式 {expression!r}：出现了意外的字符 {character}（第 {error.position + 1} 个字符）"  # type: ignore[operator]


def test_a_rules_guard_stays_english_under_a_translator(translated: Callable[[str], None]) -> None:
    translated("zh_CN")
    guard = RulesError("a roll-off needs at least two contenders")
    assert error_text(guard) == error_text(ActionError.from_rules(guard)) == str(guard)


def test_a_refused_attack_damage_is_translated_in_the_editor_refusal(translated: Callable[[str], None]) -> None:
    translated("zh_CN")
    with pytest.raises(ActionError) as raised:
        EditCombatant("goblin", {"hit_dice": "2d", "attacks": [{"name": "Claw", "damage": "1d6+"}]}).apply(skirmish())
    assert str(raised.value) == (
        "hit_dice: dice expression '2d': a die needs a number of sides after 'd' at position 1; "
        "attacks[0].damage: dice expression '1d6+': ends with a sign, a term is missing at position 4")
    assert error_text(raised.value).splitlines() == [
        "生命骰：" + ZH_2D,
        "攻击 1，伤害：骰子表达式 '1d6+'：以正负号结尾，缺少一项（第 4 个字符）",
    ]
    assert field_error_text(raised.value, "hit_dice").splitlines()[0] == ZH_2D


def test_attack_profile_dice_problems_are_translated(translated: Callable[[str], None]) -> None:
    translated("ja_JP")
    assert attack_problems(AttackProfile(name="Claw", damage="2d")) == {"damage": JA_2D}


# -- in the widgets ------------------------------------------------------------------------

@pytest.fixture
def encounter(demo_path: Path) -> Encounter:
    return load_encounter(demo_path)


def test_the_editor_shows_a_mistyped_hit_dice_in_chinese(
        translated: Callable[[str], None], qtbot: Any, encounter: Encounter) -> None:
    translated("zh_CN")
    editor = CombatantEditor(encounter)
    editor.resize(400, 700)
    open_dialog(qtbot, editor)
    emitted: list[EditCombatant] = []
    editor.commandReady.connect(emitted.append)
    editor.set_combatant("goblin-cutthroat")
    editor.tabs.setCurrentIndex(2)  # Wounds: its page is built when first shown
    hit_dice = child(editor, QLineEdit, "editorHitDice")
    error = child(editor, QLabel, "editorHitDiceError")
    hit_dice.selectAll()
    qtbot.keyClicks(hit_dice, "2d")
    qtbot.keyClick(hit_dice, Qt.Key.Key_Return)
    assert emitted == []
    assert not error.isHidden()
    assert error.text() == ZH_2D


def test_the_dice_tray_shows_a_mistyped_expression_in_chinese(
        translated: Callable[[str], None], qtbot: Any) -> None:
    translated("zh_CN")
    tray = open_dialog(qtbot, DiceTray(RandomDice()))
    field = child(tray, QLineEdit, "expressionEdit")
    label = child(tray, QLabel, "errorLabel")
    qtbot.keyClicks(field, "2d")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert tray.history() == []
    assert label.text() == ZH_2D and not label.isHidden()
    field.clear()
    qtbot.keyClicks(field, "{x}%1")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert label.text() == "骰子表达式 '{x}%1'：出现了意外的字符 '{'（第 1 个字符）"


def test_the_damage_and_heal_dialogs_show_a_mistyped_expression_in_japanese(
        translated: Callable[[str], None], qtbot: Any, encounter: Encounter) -> None:
    translated("ja_JP")
    damage = open_dialog(qtbot, DamageDialog(encounter, RandomDice(), targets=["grukk"]))
    edit = child(damage, QLineEdit, "damageEdit")
    label = child(damage, QLabel, "damageError")
    edit.clear()
    qtbot.keyClicks(edit, "2d")
    assert label.text() == JA_2D and not damage.ok_button.isEnabled()
    heal = open_dialog(qtbot, HealDialog(encounter, RandomDice(), target="lin-yue"))
    heal.healing_edit.clear()
    qtbot.keyClicks(heal.healing_edit, "2d")
    assert heal.bonus_label.text().endswith(JA_2D)
    assert "dice expression" not in heal.bonus_label.text()

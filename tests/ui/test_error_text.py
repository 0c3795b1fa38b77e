"""Refusals reach the GM in the UI language: every ActionError the engine raises carries a
template the translations hold, the UI translates it and its word arguments, and the
values filled in (names typed by the GM) stay literal. English ``str(error)`` is unchanged."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from gmtracker.encounter import ActionError, AttackProfile, Combatant, Encounter, StateEntry
from gmtracker.encounter.actions_care import HealCommand, TempHpCommand
from gmtracker.encounter.actions_recovery import DyingCheckCommand, RecoveryCheckCommand
from gmtracker.encounter.command import Command
from gmtracker.encounter.conditions import AddCondition
from gmtracker.encounter.refusal import QT_TRANSLATE_NOOP, Message, fill_named, state_term
from gmtracker.encounter.roster import AddCombatant, DuplicateCombatant, EditCombatant, RemoveCombatants
from gmtracker.encounter.turns import Delay, EndCombat, NextTurn, StartCombat
from gmtracker.rules.errors import RulesError
from gmtracker.rules.wound_codes import DamageState
from gmtracker.storage import EncounterFileError, SaveError, load_encounter
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.panels.attack_profiles_editor import attack_problems
from gmtracker.ui.shell.context import AppContext
from gmtracker.ui.dialogs.conditions_dialog import ConditionsDialog
from gmtracker.ui.words.error_text import error_text, field_error_text
from gmtracker.ui.shell.main_window import MainWindow
from tests.encounter.fixtures_core import skirmish
from tests.ui.conftest import open_dialog, press
from tests.ui.modal import MessageBoxes

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "resources" / "translations"
LANGUAGES = ("zh_CN", "ja")
#: Where refusals and load errors are made: the Qt-free layers.
ENGINE_DIRS = (ROOT / "gmtracker" / "encounter", ROOT / "gmtracker" / "storage")
_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def _refusals(language: str) -> dict[str, str]:
    """The Refusal context of a .ts file: source → finished translation."""
    root = ElementTree.parse(TS_DIR / f"gmtracker_{language}.ts").getroot()
    found: dict[str, str] = {}
    for context in root.iter("context"):
        if context.findtext("name") != "Refusal":
            continue
        for message in context.iter("message"):
            node = message.find("translation")
            assert node is not None and node.get("type") is None, message.findtext("source")
            found[message.findtext("source", "")] = node.text or ""
    return found




# -- every refusal the engine can raise has a translated template ----------------------

def _marked(node: ast.expr | None) -> str | None:
    """The template of ``QT_TRANSLATE_NOOP("Refusal", "…")`` (None for anything else)."""
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "QT_TRANSLATE_NOOP"
            and len(node.args) == 2 and all(isinstance(a, ast.Constant) for a in node.args)
            and node.args[0].value == "Refusal"):  # type: ignore[attr-defined]
        return str(node.args[1].value)  # type: ignore[attr-defined]
    return None


def _engine_messages() -> Iterator[tuple[str, str | None, set[str] | None]]:
    """``(where, template, named arguments)`` of every ActionError, problem and Message
    built in the engine (template None: not marked; arguments None: not known statically)."""
    for folder in ENGINE_DIRS:
        for source in sorted(folder.rglob("*.py")):
            for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                    continue
                where = f"{source.relative_to(ROOT)}:{node.lineno}"
                keywords = {k.arg for k in node.keywords if k.arg is not None}
                if node.func.id == "ActionError":
                    yield where, _marked(node.args[0] if node.args else None), keywords
                elif node.func.id == "problem":
                    yield where, _marked(node.args[1] if len(node.args) > 1 else None), keywords
                elif node.func.id == "_name":  # validity's name check: its blank-name template
                    yield where, _marked(node.args[2] if len(node.args) > 2 else None), set()
                elif node.func.id == "Message" and _marked(node.args[0]) is not None:
                    names = node.args[1] if len(node.args) > 1 else None
                    keys = ({k.value for k in names.keys if isinstance(k, ast.Constant)}
                            if isinstance(names, ast.Dict) else None)
                    yield where, _marked(node.args[0]), keys


def test_every_refusal_of_the_engine_uses_a_marked_template_with_its_placeholders_given() -> None:
    messages = list(_engine_messages())
    assert len(messages) > 90  # the scan finds the engine's refusals
    unmarked = [where for where, template, _ in messages if template is None]
    assert unmarked == []
    mismatched = [(where, template, names) for where, template, names in messages
                  if names is not None and template is not None and set(_PLACEHOLDER.findall(template)) != names]
    assert mismatched == []


def test_no_engine_message_is_an_f_string_passed_to_action_error() -> None:
    offenders = []
    for folder in ENGINE_DIRS:
        for source in sorted(folder.rglob("*.py")):
            for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
                if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "ActionError"
                        and node.args and isinstance(node.args[0], ast.JoinedStr)):
                    offenders.append(f"{source.name}:{node.lineno}")
    assert offenders == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_engine_template_is_translated_with_its_placeholders(language: str) -> None:
    refusals = _refusals(language)
    templates = {template for _, template, _ in _engine_messages() if template is not None}
    assert templates - set(refusals) == set()
    for source, text in refusals.items():
        assert text.strip(), source
        assert sorted(_PLACEHOLDER.findall(text)) == sorted(_PLACEHOLDER.findall(source)), (source, text)


def _dead(encounter: Encounter, cid: str) -> Encounter:
    c = encounter.combatant(cid)
    c.states.append(StateEntry(DamageState.DEAD))
    return encounter


#: Refusals triggered through real commands: (the command, how to set the encounter up, English).
TRIGGERED: list[tuple[Callable[[], Command], Callable[[Encounter], Encounter], str]] = [
    (EndCombat, lambda e: e, "combat has not started"),
    (NextTurn, lambda e: e, "start combat first"),
    (lambda: RemoveCombatants([]), lambda e: e, "nothing to remove"),
    (lambda: DuplicateCombatant("goblin", copies=0), lambda e: e, "copies: at least one, not 0"),
    (lambda: EditCombatant("goblin", {"wounds": -1, "bruises": -2}), lambda e: e,
     "wounds: cannot be negative (-1); bruises: cannot be negative (-2)"),
    (lambda: EditCombatant("goblin", {"colour": "red"}), lambda e: e, "colour: not a field of a combatant"),
    (lambda: AddCombatant(Combatant(id="x", name="X", attacks=[AttackProfile(name="", damage="1d6")])),
     lambda e: e, "attacks[0].name: an attack needs a name"),
    (lambda: Delay("ogre", "ayla"), lambda e: e, "Ogre can only delay to later in the order"),
    (lambda: DyingCheckCommand("goblin", 10), lambda e: e,
     "Goblin is not dying (B5: seriously wounded and unconscious)"),
    (lambda: RecoveryCheckCommand("goblin", DamageState.DISABLED, 10), lambda e: e, "Goblin is not disabled"),
    (lambda: RecoveryCheckCommand("goblin", DamageState.DISABLED, 10), lambda e: _dead(e, "goblin"),
     "Goblin is dead: no recovery (B8)"),
    (lambda: HealCommand("goblin", "1d8", state=DamageState.SERIOUSLY_WOUNDED, natural=10), lambda e: e,
     "Goblin is not seriously wounded: nothing to recover from (B7)"),
    (lambda: TempHpCommand("goblin", -3), lambda e: e, "temporary hit points cannot be negative (-3)"),
    (lambda: AddCondition("goblin", "  "), lambda e: e, "a condition needs a name"),
    (lambda: StartCombat({"ayla": 25}), lambda e: e, "the initiative die is a d20: 25 is not between 1 and 20"),
]


@pytest.mark.parametrize(("make", "setup", "english"), TRIGGERED, ids=[t[2][:40] for t in TRIGGERED])
def test_triggered_refusals_keep_their_english_and_have_translated_templates(
        make: Callable[[], Command], setup: Callable[[Encounter], Encounter], english: str) -> None:
    zh, ja = _refusals("zh_CN"), _refusals("ja")
    with pytest.raises(ActionError) as raised:
        make().apply(setup(skirmish()))
    error = raised.value
    assert str(error) == english
    for problem in error.problems:
        assert problem.message.template in zh and problem.message.template in ja, problem
    assert error.template == error.problems[0].message.template
    assert dict(error.arguments) == dict(error.problems[0].message.arguments)


# -- the UI translates them ----------------------------------------------------------------

def test_without_a_translation_the_ui_shows_the_english_message() -> None:
    with pytest.raises(ActionError) as raised:
        NextTurn().apply(skirmish())
    assert error_text(raised.value) == str(raised.value) == "start combat first"
    # several problems: one per line
    with pytest.raises(ActionError) as raised:
        EditCombatant("goblin", {"wounds": -1, "bruises": -2}).apply(skirmish())
    assert error_text(raised.value) == "wound count: cannot be negative (-1)\nbruise count: cannot be negative (-2)"
    assert error_text(RulesError("a rules sentence")) == "a rules sentence"


@pytest.mark.parametrize(("locale_name", "expected"), [
    ("zh_CN", "Goblin 已死亡：无法康复（B8）"),
    ("ja_JP", "Goblinは死亡しています：回復しません（B8）"),
])
def test_a_refusal_is_translated_with_the_name_filled_in(
        translated: Callable[[str], None], locale_name: str, expected: str) -> None:
    translated(locale_name)
    with pytest.raises(ActionError) as raised:
        RecoveryCheckCommand("goblin", DamageState.DISABLED, 10).apply(_dead(skirmish(), "goblin"))
    assert error_text(raised.value) == expected
    assert str(raised.value) == "Goblin is dead: no recovery (B8)"


@pytest.mark.parametrize("name", ["{name}", "Bob {x} %1", "%1%2 {state}"])
def test_a_name_with_braces_or_percent_placeholders_stays_literal(
        translated: Callable[[str], None], name: str) -> None:
    translated("zh_CN")
    error = ActionError(QT_TRANSLATE_NOOP("Refusal", "{name} is not {state}"), name=name, state=state_term("dazed"))
    assert error_text(error) == f"{name} 并非恍惚"
    assert str(error) == f"{name} is not dazed"


def test_fill_named_is_one_pass_and_leaves_unknown_placeholders() -> None:
    assert fill_named("{a} and {b} and {c}", {"a": "{b}", "b": "%1"}) == "{b} and %1 and {c}"
    assert str(Message("{a}, {a}", {"a": "{a}"})) == "{a}, {a}"


def test_word_arguments_are_translated_fields_states_and_dice(translated: Callable[[str], None]) -> None:
    translated("zh_CN")
    with pytest.raises(ActionError) as raised:
        EditCombatant("goblin", {"wounds": -1, "attacks": [{"name": "Claw", "threat_low": 1}]}).apply(skirmish())
    assert error_text(raised.value).splitlines() == [
        "负伤数：不能为负数（-1）",
        "攻击 1，重击威胁范围：重击威胁范围的起始值须在 2 到 20 之间，不能是 1",
    ]
    # the editor shows a field's own problem without the field's name
    assert field_error_text(raised.value, "wounds").splitlines()[0] == "不能为负数（-1）"
    with pytest.raises(ActionError) as raised:
        HealCommand("goblin", "1d8", state=DamageState.SERIOUSLY_WOUNDED, natural=10).apply(skirmish())
    assert error_text(raised.value) == "Goblin 并非重伤：没有需要康复的状态（B7）"


def test_attack_profile_problems_are_translated(translated: Callable[[str], None]) -> None:
    translated("ja_JP")
    assert attack_problems(AttackProfile(name=" ", damage="1d6", threat_low=21)) == {
        "name": "攻撃には名前が必要です",
        "threat_low": "クリティカル可能域の下限は2から20の間です（21は不可）",
    }


def test_a_load_error_keeps_the_file_and_place_and_translates_the_sentence(
        translated: Callable[[str], None], tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 1,\n  oops}', encoding="utf-8")
    with pytest.raises(EncounterFileError) as raised:
        load_encounter(bad)
    english = error_text(raised.value)
    assert english == raised.value.message  # no translator: the English message
    translated("zh_CN")
    text = error_text(raised.value)
    assert text.startswith(f"{bad}：第 2 行第 ")
    assert raised.value.reason in text


def test_the_main_window_shows_a_refusal_in_chinese(
        translated: Callable[[str], None], qtbot: Any, tmp_path: Path) -> None:
    translated("zh_CN")
    boxes = MessageBoxes()  # the real "Not possible" box, answered through its exec()
    window = MainWindow(AppContext(UserPaths.under(tmp_path)), load_encounter(demo_encounter_path()), None)
    window.persist_layout = False
    qtbot.addWidget(window)
    if window.encounter.turn.started:
        assert window.run(EndCombat())
    assert not window.run(EndCombat())
    boxes.stop()
    assert boxes.shown[-1].text == "战斗尚未开始" and boxes.shown[-1].plain
    assert boxes.shown[-1].title != "Not possible"  # the title is translated too
    window.document.undo_stack.setClean()


def test_a_save_error_names_the_file_in_japanese(translated: Callable[[str], None]) -> None:
    error = SaveError("out/{x}.json", "permission denied %1", 13)
    translated("ja_JP")
    assert error_text(error) == f"{Path('out/{x}.json')}：保存できません：permission denied %1"


def test_a_dialog_shows_the_refusal_inline_in_chinese(translated: Callable[[str], None], qtbot: Any) -> None:
    translated("zh_CN")
    dialog = open_dialog(qtbot, ConditionsDialog(load_encounter(demo_encounter_path()), target="sato-ken"))
    press(qtbot, dialog.add_button)
    assert dialog.error.isVisible()
    assert dialog.error.text() == "状况需要名称"

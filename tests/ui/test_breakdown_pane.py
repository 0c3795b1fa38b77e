"""The roll log's Breakdown pane as a readable table in the GM's language, and log lines with one
term per modifier (issue 26 items 8, 11, 12 and 15; RULES.md A3, A6, A7, A13, B1, B3).

* Every kind's record (tests/log_samples.py makes one of each) rendered through the
  pseudo-locale: every label and every word of a value comes from a translatable source
  text (the pseudo-locale transforms each one), so no record key or code reaches the pane
  untranslated — what is left is numbers, dice (d20, 1D100), rule ids and the GM's names.
* The same walk in zh_CN and ja: no English outside the messages still waiting for their
  translation (the .ts files are refreshed later by someone else; the count is reported).
* Only the fields that are combatant ids become names: a bonus of 2 is never "ゴブリン 2".
* The pane through the GM's clicks: the Breakdown button, then a row of the log.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from gmtracker.encounter import LogEntry
from gmtracker.encounter.actions_damage import DamageCheckRecord
from gmtracker.encounter.log_kind import encode_record, log_kinds
from gmtracker.encounter.log_render import breakdown as render_breakdown
from gmtracker.encounter.log_render import english
from gmtracker.encounter.log_render import lines as render_lines
from gmtracker.storage import load_encounter
from gmtracker.storage.resources import demo_encounter_path, translations_dir
from gmtracker.ui.models.roll_log_model import Column, RollLogModel
from gmtracker.ui.panels.roll_log import RollLogDock
from gmtracker.ui.words.log_lines import breakdown_rows, entry_line, log_names
from gmtracker.ui.words.text_format import qt_translate
from gmtracker.ui.words.translations import install_translators, remove_translators
from tests.log_samples import CJK_WORDS, KINDS, sample_log
from tests.ui.pending_translations import Pending, strip_pending
from tests.ui.pseudo_locale import PseudoTranslator

# What may stay ASCII: dice (d20, 1d8+2, 1D100), rule ids (A3, B10, C5), "GM" (the glossary's word in ja).
_DICE = re.compile(r"(?<![A-Za-z0-9])\d*[dD]\d+(?![A-Za-z])")
_RULE = re.compile(r"(?<![A-Za-z0-9])[A-D]\d{1,2}(?![A-Za-z0-9])")
_BRACKETED = re.compile(r"\[[^\[\]]*\]")


def _names(encounter: Any) -> dict[str, str]:
    return log_names(encounter.log, {c.id: c.name for c in encounter.combatants})


# The GM's words the samples leave in English: the 1D100 base names an attack profile gets
# by default ("accuracy", "evasion"), which item 13 of issue 26 gives the seed's words
# (someone else's change); everything else the GM types is CJK in these samples.
_DEFAULT_BASES = {"accuracy", "evasion"}
# ASCII the glossary keeps: GM (ja), HP (ja: 一時的HP), VS (ja: 1D100 VS判定).
_KEPT = {"GM", "HP", "VS"}


def _ascii_words(text: str) -> list[str]:
    left = _RULE.sub(" ", _DICE.sub(" ", text))
    return [w for w in re.findall(r"[A-Za-z]+", left) if w not in _KEPT and w not in _DEFAULT_BASES]


def _unbracketed(text: str) -> str:
    """``text`` without the pseudo-locale's ``[…]`` pieces (innermost first: a translated
    value inside a translated template goes too)."""
    while True:
        stripped = _BRACKETED.sub(" ", text)
        if stripped == text:
            return stripped
        text = stripped


@pytest.fixture
def pseudo(qapp: Any) -> Iterator[PseudoTranslator]:
    translator = PseudoTranslator()
    assert qapp.installTranslator(translator)
    yield translator
    qapp.removeTranslator(translator)


# -- every label from a translatable source ------------------------------------------------
def test_every_label_and_code_of_every_kind_comes_from_a_translatable_source(pseudo: PseudoTranslator) -> None:
    """Issue 26 item 11: every record key and code that reaches the pane has words marked for
    translation. Through the pseudo-locale each of them comes back in brackets; what is left
    outside the brackets has no ASCII word (numbers, dice, rule ids and CJK names aside)."""
    encounter = sample_log(CJK_WORDS)
    names = _names(encounter)
    assert {entry.kind for entry in encounter.log} == KINDS
    leftovers: dict[str, list[tuple[str, str, list[str]]]] = {}
    labels = 0
    for entry in encounter.log:
        if entry.kind == "log_note":
            continue  # the GM's own words
        for row in breakdown_rows(entry, names)[1:]:  # the first row is the line, tested below
            labels += 1
            for cell in (row.label, row.value):
                words = _ascii_words(_unbracketed(cell))
                if words:
                    leftovers.setdefault(entry.kind, []).append((row.label, row.value, words))
    assert leftovers == {}
    assert labels > 1500 and pseudo.calls > labels  # the walk saw the records, through the translator


def test_every_log_line_comes_from_translatable_sources(pseudo: PseudoTranslator) -> None:
    """Issue 26 item 8: the log lines' new terms (a modifier's words, "critical ×2") are translatable too."""
    encounter = sample_log(CJK_WORDS)
    names = _names(encounter)
    leftovers = {}
    for entry in encounter.log:
        if entry.kind == "log_note":
            continue
        for line in (entry_line(entry, names), render_lines.compact_line(entry, names, translate=qt_translate) or ""):
            words = _ascii_words(_unbracketed(line))
            if words:
                leftovers[entry.kind] = (line, words)
    assert leftovers == {}


@pytest.mark.parametrize("locale_name", ["zh_CN", "ja"])
def test_in_chinese_and_japanese_the_pane_has_no_english_key(qapp: Any, locale_name: str) -> None:
    """Issue 26 item 11, as the review counted it (899 of 1,621 labels English in zh, 824 of 1,469
    in ja): every kind's breakdown has no English outside the messages still waiting for their
    translation. Until the .ts files are refreshed the test reports how many there are (xfail);
    once they are, it holds with every label translated."""
    encounter = sample_log(CJK_WORDS)
    names = _names(encounter)
    translators = install_translators(qapp, QLocale(locale_name), translations_dir())
    try:
        pending = Pending(locale_name)
        leftovers = {}
        labels = 0
        for entry in encounter.log:
            if entry.kind == "log_note":
                continue
            for row in render_breakdown.breakdown_rows(entry, names, translate=pending):
                labels += 1
                for cell in (row.label, row.value):
                    words = _ascii_words(strip_pending(cell))
                    if words:
                        leftovers[(entry.kind, row.label)] = words
        assert leftovers == {}
        assert labels > 1500
        if pending.pending:
            pytest.xfail(f"{len(pending.pending)} new messages wait for their {locale_name} translation (issue 26)")
    finally:
        remove_translators(qapp, translators)


# -- combatant ids only where the record holds ids ---------------------------------------------
def test_a_value_is_never_shown_as_the_combatant_whose_id_it_equals(qapp: Any) -> None:
    """Issue 26 item 12: "ボーナス：ゴブリン 2" for a bonus of 2. A combatant whose id is "2"
    names the attacker; the bonus, a damage expression "2" and a count stay numbers."""
    sample = log_kinds()["damage_check"].sample
    assert isinstance(sample, DamageCheckRecord)
    stage = msgspec.structs.replace(sample.damage_check, attribute_bonus=2, damage="2",
                                    check=msgspec.structs.replace(sample.damage_check.check, bonus=2, natural=2))
    record = msgspec.structs.replace(sample, attacker="2", target="gob", damage_check=stage)
    entry = LogEntry(kind="damage_check", text="", actor="2", actor_name="ゴブリン 2", targets=["gob"],
                     raw_record=encode_record(record))
    names = {"2": "ゴブリン 2", "gob": "哥布林"}
    rows = render_breakdown.breakdown_rows(entry, names, translate=english)
    values = {(row.label, row.value) for row in rows}
    assert ("attacker", "ゴブリン 2") in values and ("target", "哥布林") in values
    assert ("attribute bonus", "2") in values and ("damage", "2") in values and ("bonus", "2") in values
    assert not [row for row in rows if row.value == "ゴブリン 2" and row.label != "attacker" and row.label != "Actor"]


# -- the log lines: one term per modifier --------------------------------------------------------
def test_a_log_line_names_each_modifier_and_cjk_separates_them_full_width(language: Any) -> None:
    """Issue 26 item 8 ("d20 20 -4" for −3 disadvantage and −1 strength): each term its own, A6/A7/A13."""
    demo = load_encounter(demo_encounter_path())
    names = _names(demo)
    attack = next(e for e in demo.log if e.kind == "attack" and "Dagger" in e.text)
    line = render_lines.entry_line(attack, names)
    assert "hit check 19 (d20 18, agility +3, proficiency +1, disadvantage -3)" in line
    language("zh_CN")
    chinese = entry_line(attack, names)
    assert "（d20 18、敏捷 +3、" in chinese and "、劣势 -3）" in chinese  # 、 between the terms, full-width brackets


def test_b1_the_attackers_penalty_dice_are_the_defenders_extra_dice_and_a_critical_says_so(qapp: Any) -> None:
    """Issue 26 item 15 (B1, A3): the defender's check no longer claims the attacker's penalty dice;
    a critical's damage reads "(critical ×2) 13", not "×2 13" (B3)."""
    encounter = sample_log()
    names = _names(encounter)
    defended = next(e for e in encounter.log if e.kind == "attack" and "Ogre's defense check" in e.text)
    line = render_lines.entry_line(defended, names)
    assert "Ogre's defense check 19 (d20 19 of 19, 19 +0) vs 11 (for Goblin's penalty dice, Ogre rolls 1 more d20 " \
           "and keeps the highest)" in line
    assert "defense check with" not in line
    critical = next(e for e in encounter.log if e.kind == "attack" and "→ critical hit" in e.text
                    and e.json_record.get("mode") == "hit_check")
    assert "damage check (critical ×2) 13 (d20 3 +10) vs DC 8" in render_lines.entry_line(critical, names)
    rows = render_breakdown.breakdown_rows(defended, names)
    assert ("d20, for the attacker's penalty die", "19 (dropped)", "B1, A3") in [(r.label, r.value, r.rules)
                                                                              for r in rows]


# -- the pane through the GM's clicks --------------------------------------------------------------
def _click_row(qtbot: Any, dock: RollLogDock, row: int) -> None:
    view = dock.view
    view.scrollTo(dock.proxy.index(row, Column.TEXT))
    rect = view.visualRect(dock.proxy.index(row, Column.TEXT))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


@pytest.mark.parametrize("locale_name", [None, "zh_CN"])
def test_the_gm_opens_the_breakdown_and_reads_dice_modifiers_total_and_rules(
        qtbot: Any, qapp: Any, locale_name: str | None) -> None:
    """Issue 26 item 11: Breakdown, then a click on an attack: a table, each die with its role and
    kept/dropped (A3), the attribute and proficiency (A13), the disadvantage d6 (A7), the total,
    the rule ids in their own column; never a field name."""
    translators = (install_translators(qapp, QLocale(locale_name), translations_dir())
                   if locale_name else [])
    try:
        demo = load_encounter(demo_encounter_path())
        dock = RollLogDock(demo)
        qtbot.addWidget(dock)
        dock.resize(1300, 400)
        dock.show()
        qtbot.waitExposed(dock)
        qtbot.mouseClick(dock.details_button, Qt.MouseButton.LeftButton)
        assert dock.details_shown()
        row = next(r for r, e in enumerate(dock.visible_entries()) if e.kind == "attack" and "1 penalty die" in e.text)
        _click_row(qtbot, dock, row)
        entry = dock.visible_entries()[row]
        shown = dock.details.rows()
        assert dock.details.line.text() == entry_line(entry, dock.model.line_names())
        tr = qt_translate
        items = {(item, value) for _, item, value, _ in shown}
        assert (tr("Breakdown", "d20"), tr("Breakdown", "%1 (kept)").replace("%1", "7")) in items
        assert (tr("Breakdown", "d20, penalty die"), tr("Breakdown", "%1 (dropped)").replace("%1", "11")) in items
        assert (tr("RollLogText", "total"), "6") in items
        assert any(item == tr("Breakdown", "disadvantage d6") and rules == "A7" for _, item, _, rules in shown)
        assert any(rules.startswith("A1, A2, A3") for _, _, _, rules in shown)
        assert not [text for _, item, value, _ in shown for text in (item, value) if "_" in text]
        header = dock.details.table.headerItem()
        assert [header.text(c) for c in range(3)] == [dock.details.tr("Item"), dock.details.tr("Value"),
                                                       dock.details.tr("Rules")]
        if locale_name == "zh_CN":
            assert (("力量" in dock.details.toPlainText()) or ("敏捷" in dock.details.toPlainText()))
            assert "attack index" not in dock.details.toPlainText()
    finally:
        remove_translators(qapp, translators)


def test_gm_only_rows_are_not_slanted_when_their_text_is_cjk(qapp: Any) -> None:
    """Issue 26 item 15: fake italics on CJK. A GM-only row in Latin script is italic; one whose
    text is Chinese or Japanese is upright (the badge and the words still mark it)."""
    encounter = sample_log(CJK_WORDS)
    model = RollLogModel(encounter)
    hidden = [r for r, e in enumerate(encounter.log) if not e.public]
    assert hidden
    fonts = {model.index(r, Column.TEXT).data(): model.index(r, Column.TEXT).data(Qt.ItemDataRole.FontRole)
             for r in hidden}
    assert all(isinstance(f, QFont) and not f.italic() for text, f in fonts.items() if re.search("[\u4e00-\u9fff]", text))
    latin = RollLogModel(sample_log())
    row = next(r for r, e in enumerate(latin.encounter.log) if not e.public)
    assert latin.index(row, Column.ACTOR).data(Qt.ItemDataRole.FontRole).italic()
    assert QApplication.instance() is qapp

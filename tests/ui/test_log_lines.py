"""Roll-log lines in the UI language: every kind the engine writes is rendered from its
record (none falls back to the English text), in Chinese and Japanese without an English
word left, names stay literal, a hidden DC never reaches the players, and the roll log,
its export and the player view show the lines, again after the language changes."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import Qt

from gmtracker.encounter import LogEntry, encoded_record
from gmtracker.encounter.first_format import NO_LONGER_WRITTEN
from gmtracker.encounter.log_kind import RecordError, log_kinds
from gmtracker.storage import load_encounter
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.words.log_lines import entry_line, log_names, player_line
from gmtracker.ui.words.text_format import qt_translate
from gmtracker.encounter.player_snapshot import PlayerViewOptions, latest_public_roll, player_frame
from gmtracker.ui.panels.roll_log import RollLogDock
from gmtracker.ui.models.roll_log_model import Column, RollLogModel
from gmtracker.ui.words.log_lines import breakdown_lines, export_log
from gmtracker.encounter.log_render import lines as render
from tests.log_samples import CJK_WORDS, KINDS, sample_log
from tests.ui.pending_translations import Pending, strip_pending

#: ASCII left in a translated line that is not English: dice (d20, 1D100, 1d8), rule ids (B5), HP (ja).
_ALLOWED = {"d", "D", "A", "B", "C", "HP", "VS", "GM"}  # dice, rule ids (A14, B10, C5), HP, 1D100 VS, GM (glossary: GM in Japanese)





def _names(encounter: Any) -> dict[str, str]:
    return log_names(encounter.log, {c.id: c.name for c in encounter.combatants})


def _english_words(line: str) -> list[str]:
    return [word for word in re.findall(r"[A-Za-z]+", line) if word not in _ALLOWED]


def test_the_samples_hold_kinds_the_table_declares() -> None:
    encounter = sample_log()
    assert {entry.kind for entry in encounter.log} == KINDS
    assert KINDS <= set(log_kinds()) - NO_LONGER_WRITTEN


@pytest.mark.parametrize("source", ["samples", "demo"])
def test_in_english_the_line_is_the_stored_text(language: Any, source: str) -> None:
    """One renderer: the English UI (with its plural forms) shows exactly the text the engine stored."""
    encounter = sample_log() if source == "samples" else load_encounter(demo_encounter_path())
    names = _names(encounter)
    language("en")
    differing = {entry.kind: (entry_line(entry, names), entry.text) for entry in encounter.log
                 if entry_line(entry, names) != entry.text}
    assert differing == {}
    settings = next(e for e in encounter.log if e.kind == "change_settings") if source == "samples" else None
    if settings is not None:  # the dialog's words, not the codes
        assert entry_line(settings, names) == ("encounter settings: Attack resolution: 1D100 versus check (C5, C8); "
                                               "Realistic mode (B10): off; 1D100 critical from: 95")


def test_an_entry_whose_record_does_not_fit_is_never_shown_through_its_english_text(qapp: Any) -> None:
    """Issue 28: no fallback to the stored text (the loader refuses such an entry); the GM's note
    is the one line that is its text, as typed."""
    old = LogEntry(kind="delay", text="Ayla delays until after Goblin", actor="ayla", actor_name="Ayla")
    with pytest.raises(RecordError):
        entry_line(old, {"ayla": "Ayla"})
    with pytest.raises(RecordError):
        entry_line(LogEntry(kind="something_new", text="a new kind of entry"))
    assert entry_line(LogEntry(kind="log_note", text="桥断了")) == "桥断了"


@pytest.mark.parametrize("locale_name", ["zh_CN", "ja"])
def test_translated_lines_leave_no_english_word(language: Any, locale_name: str) -> None:
    """No English outside the messages still waiting for their translation (issue 26: the .ts
    files are refreshed after new source texts land; :mod:`tests.ui.pending_translations`)."""
    encounter = sample_log(CJK_WORDS)
    names = _names(encounter)
    language(locale_name)
    pending = Pending(locale_name)
    leftovers = {}
    for entry in encounter.log:
        line = strip_pending(render.entry_line(entry, names, translate=pending))
        words = _english_words(line)
        if words:
            leftovers[entry.kind] = (line, words)
    assert leftovers == {}
    lines = [entry_line(e, names) for e in encounter.log]
    if locale_name == "zh_CN":
        assert any("大失败" in line for line in lines) and any("重击" in line for line in lines)
        assert any("暴击" in line for line in lines) and any("大失手" in line for line in lines)
    else:
        assert any("大失敗" in line for line in lines) and any("クリティカルヒット" in line for line in lines)
        assert any("ファンブル" in line for line in lines)


def test_names_stay_literal(qapp: Any) -> None:
    words = {"ayla": "%1 <b>Boss</b>", "gob": "%2&amp;", "sword": "%3"}
    encounter = sample_log(words)
    names = _names(encounter)
    attack = next(e for e in encounter.log if e.kind == "attack")
    line = entry_line(attack, names)
    assert line.startswith("%1 <b>Boss</b> attacks %2&amp; with %3: hit check ")
    joined = entry_line(next(e for e in encounter.log if e.kind == "add_combatant"), names)
    assert joined == "%1 <b>Boss</b> joins the encounter"


def test_a_hidden_dc_is_shown_to_the_gm_and_never_to_the_players(qapp: Any) -> None:
    encounter = sample_log()
    hidden = next(e for e in encounter.log if e.kind == "check" and "(hidden)" in e.text)
    assert entry_line(hidden) == "Ayla: pure roll 13 (d20 9, advantage +4) vs DC 15 (hidden) → failure"
    # A2: the result, neither the DC nor the degree that would bound it
    assert entry_line(hidden, for_players=True) == "Ayla: pure roll 13 (d20 9, advantage +4)"
    assert player_line(hidden) == "Ayla: pure roll 13 (d20 9, advantage +4)"
    assert (0, "Hidden DC: the players see the result, not the DC or the degree (A2)") in breakdown_lines(hidden)
    # a record without its versions is refused (at load): the English text (with its DC) never stands in
    with pytest.raises(RecordError):
        log_kinds()["check"].decode(encoded_record({"actor": "ayla", "note": "", "check": {}}))


def test_removed_combatants_keep_their_names_in_old_lines(qapp: Any) -> None:
    encounter = sample_log()
    removed = next(e for e in encounter.log if e.kind == "remove_combatants")
    gone = removed.json_record["combatants"][0]
    assert gone not in {c.id for c in encounter.combatants}
    assert log_names(encounter.log, {})[gone] == "Goblin 3"
    assert entry_line(removed) == "Goblin 3 removed"


def test_the_roll_log_shows_lines_in_the_new_language_after_a_change(qtbot: Any, language: Any) -> None:
    encounter = sample_log(CJK_WORDS)
    dock = RollLogDock(encounter)
    qtbot.addWidget(dock)
    model: RollLogModel = dock.model
    row = next(i for i, e in enumerate(encounter.log) if e.kind == "attack")
    index = model.index(row, Column.TEXT)
    english = index.data(Qt.ItemDataRole.DisplayRole)
    assert " attacks " in english
    with qtbot.waitSignals([model.dataChanged, model.headerDataChanged]):
        language("zh_CN")  # the dock hears LanguageChange and retranslates its model
    chinese = index.data(Qt.ItemDataRole.DisplayRole)
    assert chinese != english and _english_words(chinese) == []
    assert model.headerData(Column.TEXT, Qt.Orientation.Horizontal) == "内容"
    assert chinese in index.data(Qt.ItemDataRole.ToolTipRole)
    assert breakdown_lines(encounter.log[row], model.line_names())[0] == (0, chinese)


def test_retranslate_emits_for_every_row_and_column(qtbot: Any) -> None:
    model = RollLogModel(sample_log())
    rows = model.rowCount()
    with qtbot.waitSignal(model.dataChanged) as changed, qtbot.waitSignal(model.headerDataChanged) as header:
        model.retranslate()
    top_left, bottom_right = changed.args[0], changed.args[1]
    assert (top_left.row(), top_left.column()) == (0, 0)
    assert (bottom_right.row(), bottom_right.column()) == (rows - 1, len(Column) - 1)
    assert header.args == [Qt.Orientation.Horizontal, 0, len(Column) - 1]


def test_the_export_is_in_the_current_language(language: Any) -> None:
    encounter = sample_log(CJK_WORDS)
    language("ja")
    text = export_log(encounter.log, "text", title="遭遇")
    attack = next(e for e in encounter.log if e.kind == "attack")
    assert entry_line(attack, _names(encounter)) in text
    assert "attacks" not in text
    markdown = export_log(encounter.log, "markdown", names={c.id: c.name for c in encounter.combatants})
    assert "攻撃" in markdown and "attacks" not in markdown


def test_the_player_view_shows_the_latest_public_roll_translated(language: Any) -> None:
    encounter = sample_log(CJK_WORDS)
    language("zh_CN")
    roll = latest_public_roll(encounter, qt_translate)
    entry = next(e for e in reversed(encounter.log) if e.kind == "recovery_check")
    assert roll == entry_line(entry, _names(encounter), for_players=True)
    assert roll is not None and _english_words(roll) == []
    assert player_frame(encounter, PlayerViewOptions(), qt_translate).roll == roll


def test_the_player_view_never_shows_a_hidden_dc(qapp: Any) -> None:
    encounter = sample_log()
    hidden = next(e for e in encounter.log if e.kind == "check" and "(hidden)" in e.text)
    encounter.log.append(hidden)
    roll = latest_public_roll(encounter)
    assert roll == "Ayla: pure roll 13 (d20 9, advantage +4)"

"""The roll log: a well-behaved model that follows the encounter row by row, a dock that
filters, sorts, copies and exports, and names that stay text (never markup)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec
import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFont, QGuiApplication, QPixmap, QTextDocument
from PySide6.QtWidgets import QFileDialog

from gmtracker.encounter import Combatant, Encounter, LogEntry
from gmtracker.encounter.roster import AddCombatant, EditCombatant
from gmtracker.encounter.turns import NextTurn
from gmtracker.storage import load_encounter
from gmtracker.ui.panels.roll_log import ENTRY_ROLE, Column, RollLogDock, RollLogModel, export_log
from gmtracker.ui.words.log_lines import breakdown_text, export_line
from gmtracker.ui.words.text_format import fill
from tests.ui.conftest import open_dialog

DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
BOSS = "<b>Boss</b>"

#: 林月 is disabled in the demo: her turn line says what she may do (B5).
LIN_TURN = ("round 1: 林月's turn; disabled: one move or one standard action (B5), unconscious at the end of the turn "
            "after a standard action")


@pytest.fixture
def encounter(demo_path: Path) -> Encounter:
    return load_encounter(demo_path)


@pytest.fixture
def model(encounter: Encounter) -> RollLogModel:
    return RollLogModel(encounter)


@pytest.fixture
def dock(qtbot: Any, encounter: Encounter) -> RollLogDock:
    widget = RollLogDock(encounter)
    widget.resize(900, 300)
    return open_dialog(qtbot, widget)


def texts(model: RollLogModel) -> list[str]:
    return [model.index(row, Column.TEXT).data() for row in range(model.rowCount())]


def add_boss(encounter: Encounter) -> AddCombatant:
    command = AddCombatant(Combatant(id="boss", name=BOSS))
    command.apply(encounter)
    return command


# -- the model ---------------------------------------------------------------------------
def test_model_on_the_demo_log_passes_qt_model_tester(qtmodeltester: Any, model: RollLogModel) -> None:
    assert model.rowCount() == 30
    qtmodeltester.check(model, force_py=True)


def test_model_passes_qt_model_tester_through_appends_and_removals(
        qtmodeltester: Any, model: RollLogModel, encounter: Encounter) -> None:
    qtmodeltester.check(model, force_py=True)  # keeps checking every later change
    steps = [NextTurn() for _ in range(3)]
    for step in steps:
        step.apply(encounter)
    assert model.rowCount() == 33
    for step in reversed(steps):
        step.revert(encounter)
    assert model.rowCount() == 30
    add_boss(encounter)
    qtmodeltester.check(model, force_py=True)


def test_empty_log_passes_qt_model_tester(qtmodeltester: Any) -> None:
    empty = RollLogModel(Encounter())
    assert empty.rowCount() == 0
    qtmodeltester.check(empty, force_py=True)


def test_an_applied_command_inserts_rows_at_the_end_and_its_revert_removes_them(
        qtbot: Any, model: RollLogModel, encounter: Encounter) -> None:
    inserted: list[tuple[int, int]] = []
    removed: list[tuple[int, int]] = []
    resets: list[bool] = []
    model.rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))
    model.rowsRemoved.connect(lambda _parent, first, last: removed.append((first, last)))
    model.modelReset.connect(lambda: resets.append(True))
    step = NextTurn()
    step.apply(encounter)
    assert inserted == [(30, 30)]
    assert texts(model)[-1] == LIN_TURN
    assert model.index(30, Column.ROUND).data() == "1"
    assert model.index(30, Column.ACTOR).data() == "林月"
    step.revert(encounter)
    assert removed == [(30, 30)]
    assert model.rowCount() == 30
    assert LIN_TURN not in texts(model)
    assert resets == []


def test_an_edit_without_a_log_entry_changes_no_rows(model: RollLogModel, encounter: Encounter) -> None:
    inserted: list[int] = []
    model.rowsInserted.connect(lambda *_: inserted.append(1))
    EditCombatant("goblin-cutthroat", {"wounds": 2}).apply(encounter)
    assert inserted == []
    assert model.rowCount() == 30


def test_loading_a_file_resets_the_model(model: RollLogModel, encounter: Encounter) -> None:
    resets: list[bool] = []
    model.modelReset.connect(lambda: resets.append(True))
    encounter.replace_all(Encounter(name="empty"))
    assert resets == [True]
    assert model.rowCount() == 0


def test_entry_role_returns_the_log_entry_and_before_combat_the_round_is_a_dash(
        model: RollLogModel, encounter: Encounter) -> None:
    entry = model.index(0, Column.TEXT).data(ENTRY_ROLE)
    assert isinstance(entry, LogEntry)
    assert entry == encounter.log[0]
    assert model.index(0, Column.ROUND).data() == "—"
    assert model.headerData(Column.ACTOR, Qt.Orientation.Horizontal) == "Turn / actor"


def test_tooltip_breakdown_shows_every_die_kept_and_dropped_and_each_modifier(
        model: RollLogModel, encounter: Encounter) -> None:
    row = next(i for i, e in enumerate(encounter.log) if "1 penalty die" in e.text)
    tip = model.index(row, Column.TEXT).data(TOOLTIP)
    document = QTextDocument()
    document.setHtml(tip)
    plain = document.toPlainText()
    # issue 26 item 11: each die with its role, each term of the total, the rule ids
    assert "d20: 7 (kept)" in plain
    assert "d20, penalty die: 11 (dropped) (rules A3)" in plain
    assert "agility: +2" in plain and "proficiency: +1 (rules A13)" in plain
    assert "disadvantage d6: 4 (kept: the one situational value that applies) (rules A7)" in plain
    assert "total: 6" in plain
    assert "Rules: A1, A2, A3, A6, A7, A8, A11, A13, A14, A16, A17" in plain
    assert "attacker: Goblin Archer 2" in plain  # ids shown as names
    assert "_" not in plain and "attack index" not in plain  # never a field name


def test_gm_only_entries_are_marked_by_badge_italics_and_words(model: RollLogModel, encounter: Encounter) -> None:
    hidden = next(i for i, e in enumerate(encounter.log) if not e.public)
    public = next(i for i, e in enumerate(encounter.log) if e.public)
    badge = model.index(hidden, Column.TEXT).data(Qt.ItemDataRole.DecorationRole)
    assert isinstance(badge, QPixmap) and not badge.isNull()  # a pixmap: drawn at its size (issue 26 item 15)
    font = model.index(hidden, Column.ACTOR).data(Qt.ItemDataRole.FontRole)
    assert isinstance(font, QFont) and font.italic()
    assert model.index(hidden, Column.TEXT).data(Qt.ItemDataRole.AccessibleDescriptionRole) == "GM only"
    assert "GM only" in model.index(hidden, Column.TEXT).data(TOOLTIP)
    assert model.index(public, Column.TEXT).data(Qt.ItemDataRole.DecorationRole) is None


def test_a_name_with_angle_brackets_is_shown_literally_in_display_and_tooltip(
        model: RollLogModel, encounter: Encounter) -> None:
    add_boss(encounter)
    row = model.rowCount() - 1
    assert model.index(row, Column.TEXT).data() == "<b>Boss</b> joins the encounter"
    assert model.index(row, Column.ACTOR).data() == BOSS
    tip = model.index(row, Column.TEXT).data(TOOLTIP)
    assert "&lt;b&gt;Boss&lt;/b&gt;" in tip
    assert "<b>Boss</b>" not in tip
    document = QTextDocument()
    document.setHtml(tip)
    assert "<b>Boss</b> joins the encounter" in document.toPlainText()


def test_a_rename_updates_whose_turn_it_was_in_old_rows(model: RollLogModel, encounter: Encounter) -> None:
    changed: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda top, bottom, _roles: changed.append((top.column(), bottom.row())))
    EditCombatant("ayla-thornwood", {"name": "Ayla"}).apply(encounter)
    assert (Column.ACTOR, 29) in changed
    entry = LogEntry(kind="log_note", text="x", turn="ayla-thornwood")
    assert model.actor_text(entry) == "Ayla"


# -- export ------------------------------------------------------------------------------
def test_export_text_has_one_line_per_entry_with_round_actor_rules_and_gm_mark(encounter: Encounter) -> None:
    add_boss(encounter)
    text = export_log(encounter.log, "text", title=encounter.name)
    lines = text.splitlines()
    assert lines[0] == "Roll log — Ambush at the Old Mill"
    assert len(lines) == 2 + len(encounter.log)
    assert lines[-1] == "Round 1 | <b>Boss</b> | <b>Boss</b> joins the encounter"
    attack = next(line for line in lines if "with Longbow" in line)
    assert attack.startswith("Round 1 | Ayla Thornwood | Ayla Thornwood attacks Goblin Cutthroat")
    assert attack.endswith("| rules A1, A2, A6, A8, A13, A14, A16, A17, B1, B2, B3, B4")
    hiding = next(line for line in lines if "Hiding" in line)
    assert hiding.endswith("| GM only")


def test_export_markdown_is_a_table_with_names_escaped(encounter: Encounter) -> None:
    add_boss(encounter)
    text = export_log(encounter.log, "markdown")
    lines = text.splitlines()
    assert lines[0] == "# Roll log"
    assert lines[2] == "| Round | Turn / actor | Entry | Rules | Seen by |"
    assert len([line for line in lines if line.startswith("| ")]) == 1 + len(encounter.log)
    assert lines[-1] == r"| 1 | \<b\>Boss\</b\> | \<b\>Boss\</b\> joins the encounter |  | everyone |"
    assert "| GM only |" in text
    assert "林月: spirit check (spot the lurker in the reeds)" in text


def test_export_escapes_the_cell_separator_and_refuses_unknown_formats() -> None:
    entry = LogEntry(kind="log_note", text="a | b", actor_name="x_y*")
    assert r"| x\_y\* | a \| b |" in export_log([entry], "markdown")
    with pytest.raises(ValueError, match="unknown export format"):
        export_log([entry], "html")


def test_export_action_writes_the_chosen_file(
        dock: RollLogDock, encounter: Encounter, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "log"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), ""))
    dock.export_markdown_action.trigger()
    written = target.with_suffix(".md").read_text(encoding="utf-8")
    assert written == export_log(encounter.log, "markdown", title=encounter.name)
    dock.export_text_action.trigger()
    assert target.with_suffix(".txt").read_text(encoding="utf-8").startswith("Roll log — Ambush at the Old Mill")


def test_cancelled_export_writes_nothing(dock: RollLogDock, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: ("", ""))
    assert dock.export("text") is None
    assert list(tmp_path.iterdir()) == []


# -- the dock ----------------------------------------------------------------------------
def test_dock_shows_entries_as_commands_apply_and_drops_them_on_revert(
        dock: RollLogDock, encounter: Encounter) -> None:
    assert dock.objectName() == "rollLogDock"
    assert dock.view.objectName() == "rollLog"
    assert dock.view.model() is dock.proxy
    step = NextTurn()
    step.apply(encounter)
    assert dock.proxy.rowCount() == 31
    assert dock.visible_entries()[-1].text == LIN_TURN
    step.revert(encounter)
    assert dock.proxy.rowCount() == 30
    assert dock.visible_entries()[-1] == encounter.log[-1]


def test_newest_first_toggle_puts_the_latest_entry_on_top_as_it_arrives(
        dock: RollLogDock, encounter: Encounter) -> None:
    assert dock.visible_entries()[0] == encounter.log[0]
    dock.newest_first_button.click()
    assert dock.proxy.newest_first()
    assert dock.visible_entries() == list(reversed(encounter.log))
    NextTurn().apply(encounter)
    assert dock.proxy.index(0, Column.TEXT).data() == LIN_TURN
    dock.newest_first_button.click()
    assert dock.visible_entries() == list(encounter.log)


def test_filter_by_combatant_keeps_entries_where_it_acts_or_is_targeted(
        dock: RollLogDock, encounter: Encounter) -> None:
    box = dock.combatant_filter
    assert box.itemText(0) == "All combatants"
    assert box.count() == 1 + len(encounter.combatants)
    box.setCurrentIndex(box.findData("goblin-cutthroat"))
    shown = dock.visible_entries()
    expected = [e for e in encounter.log if e.actor == "goblin-cutthroat" or "goblin-cutthroat" in e.targets]
    assert shown == expected
    assert any(e.actor == "ayla-thornwood" for e in shown)  # Ayla's arrow hit it
    assert len(shown) < len(encounter.log)
    dock.set_combatant_filter(None)
    assert len(dock.visible_entries()) == len(encounter.log)


def test_filter_list_follows_added_renamed_and_removed_combatants(
        dock: RollLogDock, encounter: Encounter) -> None:
    add = add_boss(encounter)
    box = dock.combatant_filter
    assert box.itemText(box.findData("boss")) == BOSS
    dock.set_combatant_filter("boss")
    assert [e.text for e in dock.visible_entries()] == ["<b>Boss</b> joins the encounter"]
    EditCombatant("boss", {"name": "Big Boss"}).apply(encounter)
    assert box.currentText() == "Big Boss"
    add.revert(encounter)
    assert box.findData("boss") == -1
    assert box.currentIndex() == 0
    assert len(dock.visible_entries()) == len(encounter.log)


def test_copy_puts_the_selected_entries_on_the_clipboard(qtbot: Any, dock: RollLogDock, encounter: Encounter) -> None:
    dock.view.selectRow(0)
    dock.view.selectionModel().select(
        dock.proxy.index(1, 0), dock.view.selectionModel().SelectionFlag.Select
        | dock.view.selectionModel().SelectionFlag.Rows)
    dock.view.setFocus()
    dock.copy_action.trigger()
    assert QGuiApplication.clipboard().text() == (
        "Round — | Ayla Thornwood | Ayla Thornwood joins the encounter\n"
        "Round — | 林月 | 林月 joins the encounter")


def test_ctrl_c_in_the_log_copies(qtbot: Any, dock: RollLogDock) -> None:
    QGuiApplication.clipboard().clear()
    dock.activateWindow()
    dock.view.setFocus()
    qtbot.waitUntil(dock.view.hasFocus)
    dock.view.selectRow(2)
    qtbot.keyClick(dock.view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text() == "Round — | 佐藤 健 | 佐藤 健 joins the encounter"


def test_details_pane_shows_the_current_entry_breakdown_as_plain_text(
        dock: RollLogDock, encounter: Encounter) -> None:
    add_boss(encounter)
    last = dock.proxy.rowCount() - 1
    dock.view.setCurrentIndex(dock.proxy.index(last, Column.TEXT))
    assert dock.details.toPlainText() == breakdown_text(encounter.log[-1], dock.model.names())
    assert dock.details.toPlainText().startswith("<b>Boss</b> joins the encounter")
    dock.view.setCurrentIndex(QModelIndex())
    assert dock.details.toPlainText() == ""


def test_set_encounter_shows_the_other_log(dock: RollLogDock, demo_path: Path) -> None:
    other = load_encounter(demo_path)
    other.log = other.log[:5]
    dock.set_encounter(other)
    assert dock.proxy.rowCount() == 5
    NextTurn().apply(other)
    assert dock.proxy.rowCount() == 6


def test_entries_with_a_turn_but_no_actor_name_the_turns_combatant(model: RollLogModel, encounter: Encounter) -> None:
    entry = msgspec.structs.replace(encounter.log[-1], actor=None, actor_name="", turn="grukk")
    assert model.actor_text(entry) == "Grukk the Ogre"


def test_placeholders_are_filled_in_one_pass_so_a_name_with_percent_two_stays_itself() -> None:
    assert fill("%1 attacks %2", "Boss %2", "Ayla") == "Boss %2 attacks Ayla"
    entry = LogEntry(kind="log_note", text="t", actor_name="Boss %3")
    assert export_line(entry) == "Round — | Boss %3 | t"

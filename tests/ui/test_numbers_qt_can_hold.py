"""Issue 11, defect 6: numbers Qt cannot hold never break an action half-way.

The editor's spin boxes hold exactly the ranges of gmtracker.encounter.ranges (which the
loader and the actions use); a 17-digit initiative typed in the editor is refused on the
spot; a change that fails after the encounter changed (a view raising) is taken back,
so the turn, the undo stack and the unsaved mark agree; the roll log shows counts
beyond a C int.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDoubleSpinBox, QLabel, QLineEdit, QSpinBox

from gmtracker.encounter import ChangeSet, LogEntry, ranges
from gmtracker.encounter.turns import NextTurn
from gmtracker.storage import EncounterFileError, load_encounter
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.panels import editor_fields
from gmtracker.ui.panels.attack_profiles_editor import AttackProfileDialog
from gmtracker.ui.shell.context import AppContext
from gmtracker.ui.panels.editor_dock import CombatantEditor
from gmtracker.ui.shell.main_window import MainWindow


@pytest.fixture
def window(qtbot: Any, tmp_path: Path) -> Iterator[MainWindow]:
    win = MainWindow(AppContext(paths=UserPaths.under(tmp_path / "profile")),
                     load_encounter(demo_encounter_path()), None)
    win.persist_layout = False
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.document.undo_stack.setClean()  # closing must not ask, even after a failed test
    win.close()
    win.deleteLater()


SPINS = [
    ("editorInitiativeModifier", ranges.INITIATIVE_MODIFIER),
    ("editorStrength", ranges.ATTRIBUTE),
    ("editorIntellect", ranges.ATTRIBUTE),
    ("editorProficiency", ranges.PROFICIENCY),
    ("editorBaseDefense", ranges.BASE_DEFENSE),
    ("editorWounds", ranges.COUNT),
    ("editorBruises", ranges.COUNT),
    ("editorTempHp", ranges.TEMP_HP),
    ("editorHitPenalties", ranges.HIT_PENALTIES),
]
ATTACK_SPINS = [
    ("attackThreatLow", ranges.THREAT_LOW),
    ("attackCriticalMultiplier", ranges.CRITICAL_MULTIPLIER),
    ("attackModifier", ranges.ATTACK_MODIFIER),
]


def test_defect_6_the_editor_spin_boxes_hold_exactly_the_file_ranges(qtbot: Any) -> None:
    editor = CombatantEditor(load_encounter(demo_encounter_path()))
    qtbot.addWidget(editor)
    editor.build_all_pages()  # every page, as after the GM has looked at each tab
    for name, span in SPINS:
        spin = editor.findChild(QSpinBox, name)
        assert spin is not None, name
        assert (spin.minimum(), spin.maximum()) == tuple(span), name
    constitution = editor.findChild(QSpinBox, "editorConstitution")
    assert (constitution.minimum() + 1, constitution.maximum()) == tuple(ranges.CONSTITUTION)
    for name, decimal in (("editorCarriedWeight", ranges.CARRIED_WEIGHT), ("editorSpeed", ranges.SPEED)):
        spin = editor.findChild(QDoubleSpinBox, name)
        assert (spin.minimum(), spin.maximum()) == tuple(decimal), name
    dialog = AttackProfileDialog(None, parent=editor)
    for name, span in ATTACK_SPINS:
        spin = dialog.findChild(QSpinBox, name)
        assert spin is not None, name
        assert (spin.minimum(), spin.maximum()) == tuple(span), name


def test_defect_6_a_17_digit_initiative_is_refused_in_the_editor(
        qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """The GM types it, presses Enter: the field says why, nothing is run or autosaved."""
    monkeypatch.setattr(editor_fields, "COMMIT_DELAY_MS", 50)
    window.select("goblin-cutthroat")
    line = window.editor.findChild(QLineEdit, "editorInitiative")
    line.selectAll()
    qtbot.keyClicks(line, "12345678901234567")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    error = window.editor.findChild(QLabel, "editorInitiativeError")
    assert "17 digits is too large" in error.text()
    assert not error.isHidden()
    assert window.encounter.combatant("goblin-cutthroat").initiative == 15
    assert window.document.undo_stack.count() == 0
    line.selectAll()
    qtbot.keyClicks(line, "9999")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert window.encounter.combatant("goblin-cutthroat").initiative == 9999
    assert window.document.undo_stack.count() == 1
    window.document.undo_stack.setClean()  # closing must not ask


def test_defect_6_a_view_failing_during_next_turn_leaves_nothing_half_applied(window: MainWindow) -> None:
    """The repro's shape: something raises after the encounter changed (there, an
    OverflowError in the editor's update). Next turn is taken back: the turn did not
    move, nothing is on the undo stack, and the window is not marked modified."""
    encounter = window.encounter
    turn = encounter.turn
    failures: list[ChangeSet] = []

    def overflow_once(changes: ChangeSet) -> None:
        if not failures:
            failures.append(changes)
            raise OverflowError("a view cannot hold the value")

    encounter.subscribe(overflow_once)
    with pytest.raises(OverflowError):
        window.document.run(NextTurn())
    assert encounter.turn == turn
    assert window.document.undo_stack.count() == 0
    assert window.document.undo_stack.isClean()
    assert not window.isWindowModified()
    window.document.run(NextTurn())  # the next try works and is one undoable step
    assert encounter.turn.current != turn.current
    assert window.document.undo_stack.count() == 1
    window.document.undo_stack.undo()
    assert encounter.turn == turn
    assert window.document.undo_stack.isClean()


def test_defect_6_a_count_beyond_a_c_int_is_refused_at_load_with_its_path(tmp_path: Path) -> None:
    """``%n`` takes a C int: a file's record may hold any whole number. The record's type says
    what a count may be (issue 28: ``log_kind.Count``), so such a file is refused where the
    number stands, never shown through the entry's stored text nor raised in the log."""
    tree = json.loads(demo_encounter_path().read_bytes())
    tree["log"].append(json.loads(json.dumps(
        {"kind": "end_combat", "text": "combat ends after 3000000000 round(s)", "round": 1,
         "record": {"rounds": 3_000_000_000}})))
    path = tmp_path / "long.json"
    path.write_text(json.dumps(tree), encoding="utf-8")
    with pytest.raises(EncounterFileError) as refused:
        load_encounter(path)
    assert refused.value.where == f"$.log[{len(tree['log']) - 1}].record.rounds"
    assert "2147483647" in str(refused.value)


def test_defect_6_a_macro_failing_half_way_is_taken_back_whole(window: MainWindow) -> None:
    """Several commands as one step (a dialog's macro): if a view fails on the second,
    the first is taken back too: the encounter is as before and nothing is pushed."""
    encounter = window.encounter
    before = msgspec.json.encode(encounter)
    heard: list[ChangeSet] = []

    def overflow_on_second(changes: ChangeSet) -> None:
        heard.append(changes)
        if len(heard) == 2:
            raise OverflowError("a view cannot hold the value")

    encounter.subscribe(overflow_on_second)
    with pytest.raises(OverflowError):
        window.document.run_all([NextTurn(), NextTurn()], "two turns")
    encounter.unsubscribe(overflow_on_second)
    assert msgspec.json.encode(encounter) == before
    assert window.document.undo_stack.count() == 0
    assert window.document.undo_stack.isClean()

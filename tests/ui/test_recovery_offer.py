"""After a crash the app offers the recovered encounter with its undo history; every step is
on disk before control returns to the GM; a recovery journal that cannot be read is moved
aside, reported and kept. The questions are real message boxes, answered through exec()."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from gmtracker.encounter.roster import EditCombatant, RenameEncounter
from gmtracker.encounter.turns import NextTurn
from gmtracker.storage import load_encounter
from gmtracker.storage.autosave import read_autosave
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.shell.application import offer_recovery
from gmtracker.ui.shell.context import AppContext
from gmtracker.ui.shell.main_window import MainWindow


def _window(paths: UserPaths, qtbot: Any) -> MainWindow:
    window = MainWindow(AppContext(paths), load_encounter(demo_encounter_path()))
    qtbot.addWidget(window)
    window.persist_layout = False
    return window


def crashed_session(paths: UserPaths, qtbot: Any, name: str | None = None) -> MainWindow:
    """A window that made changes, then "crashed": its journal is left as it was."""
    window = _window(paths, qtbot)
    if name is not None:
        window.run(RenameEncounter(name=name))
    window.run(EditCombatant("grukk", {"wounds": 4}))
    window.document.journal.close()  # what a kill leaves: the writer never cleans up
    window.document.undo_stack.setClean()  # teardown must not ask
    return window


class Boxes:
    """Answers the message boxes the code under test opens (through their real exec())."""

    def __init__(self, answers: list[QMessageBox.StandardButton]) -> None:
        self.answers = answers
        self.seen: list[dict[str, Any]] = []
        self._timer = QTimer()
        self._timer.setInterval(10)
        self._timer.timeout.connect(self._answer)
        self._timer.start()

    def _answer(self) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or not box.isVisible():
            return
        self.seen.append({"title": box.windowTitle(), "text": box.text(), "informative": box.informativeText(),
                          "format": box.textFormat(), "buttons": box.standardButtons()})
        button = box.button(self.answers.pop(0) if self.answers else QMessageBox.StandardButton.Ok)
        if button is None:  # not the box the test expected: close it, the test says so
            box.done(0)
        else:
            button.click()

    def stop(self) -> None:
        self._timer.stop()


@pytest.fixture
def boxes() -> Iterator[Any]:
    made: list[Boxes] = []

    def make(*answers: QMessageBox.StandardButton) -> Boxes:
        made.append(Boxes(list(answers)))
        return made[-1]

    yield make
    for box in made:
        box.stop()


@pytest.mark.parametrize("answer", [QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No])
def test_the_recovery_is_offered_and_kept_only_if_wanted(qtbot: Any, tmp_path: Path, boxes: Any,
                                                         answer: QMessageBox.StandardButton) -> None:
    paths = UserPaths.under(tmp_path)
    crashed_session(paths, qtbot)
    answered = boxes(answer)
    window = _window(paths, qtbot)
    offer_recovery(window)
    assert [box["title"] for box in answered.seen] == ["Restore unsaved work?"]
    assert answered.seen[0]["buttons"] == QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    if answer == QMessageBox.StandardButton.Yes:
        assert window.encounter.combatant("grukk").wounds == 4
        assert window.isWindowModified()
        window.document.undo_stack.undo()  # the undo history came back too
        assert window.encounter.combatant("grukk").wounds == 0
        window.document.undo_stack.setClean()
    else:
        assert window.encounter.combatant("grukk").wounds == 0
        assert read_autosave(paths) is None


def test_a_burst_of_actions_is_on_disk_after_each_one(qtbot: Any, tmp_path: Path) -> None:
    """Defect 4: nothing waits for a quiet moment. After every action, undo and redo has
    returned — with no event processed in between, as in a burst — the journal read by a
    new process gives exactly that encounter and undo history."""
    paths = UserPaths.under(tmp_path)
    window = _window(paths, qtbot)
    stack = window.document.undo_stack
    for number in range(1, 31):
        if number % 10 == 0:
            stack.undo()
        elif number % 10 == 5 and stack.canUndo():
            stack.undo()
            stack.redo()
        elif number % 3 == 0 and window.encounter.turn.started:
            window.run(NextTurn())
        else:
            window.run(EditCombatant("grukk", {"wounds": number % 7, "notes": f"hit {number}"}))
        recovery = read_autosave(paths)
        assert recovery is not None and recovery.readable and recovery.history_problem is None, number
        assert recovery.encounter is not None and recovery.encounter.snapshot() == window.encounter.snapshot(), number
        assert (len(recovery.entries), recovery.index) == (stack.count(), stack.index()), number
    stack.setClean()


def test_a_macro_comes_back_as_one_undo_step(qtbot: Any, tmp_path: Path, boxes: Any) -> None:
    paths = UserPaths.under(tmp_path)
    crashed = _window(paths, qtbot)
    crashed.document.run_all([EditCombatant("grukk", {"wounds": 1}), RenameEncounter(name="Later")], "Two at once")
    crashed.document.journal.close()
    crashed.document.undo_stack.setClean()
    boxes(QMessageBox.StandardButton.Yes)
    window = _window(paths, qtbot)
    offer_recovery(window)
    stack = window.document.undo_stack
    assert (stack.count(), stack.index(), stack.undoText()) == (1, 1, "Two at once")
    stack.undo()
    assert window.encounter.combatant("grukk").wounds == 0 and window.encounter.name != "Later"
    stack.setClean()


def test_a_hostile_name_shows_literally_in_the_question(qtbot: Any, tmp_path: Path, boxes: Any) -> None:
    paths = UserPaths.under(tmp_path)
    crashed_session(paths, qtbot, name="<img src=x> %2 Boss")
    answered = boxes(QMessageBox.StandardButton.No)
    window = _window(paths, qtbot)
    offer_recovery(window)
    (question,) = answered.seen
    assert question["format"] == Qt.TextFormat.PlainText
    assert "“<img src=x> %2 Boss”" in question["text"]


def test_an_unreadable_journal_is_moved_aside_reported_and_kept(qtbot: Any, tmp_path: Path, boxes: Any) -> None:
    """Defect 5: not overwritten by the next autosave, not deleted by a clean quit."""
    paths = UserPaths.under(tmp_path)
    paths.autosave_file.parent.mkdir(parents=True)
    paths.autosave_file.write_bytes(b"{broken")
    answered = boxes(QMessageBox.StandardButton.Ok)
    window = _window(paths, qtbot)
    offer_recovery(window)
    (kept,) = [p for p in paths.autosave_dir.iterdir() if p.name.startswith("recovery.sqlite3.unreadable-")]
    assert kept.read_bytes() == b"{broken"
    (warning,) = answered.seen
    assert warning["title"] == "Recovery file unreadable" and warning["format"] == Qt.TextFormat.PlainText
    # a long path may wrap after its separators (zero-width spaces), every character kept
    assert str(kept) in warning["text"].replace("\u200b", "") and "until you delete it" in warning["text"]
    assert "file is not a database" in warning["informative"]
    window.run(EditCombatant("grukk", {"wounds": 2}))  # the next autosave: a new journal
    assert read_autosave(paths) is not None and kept.read_bytes() == b"{broken"
    window.document.undo_stack.setClean()
    window.close()  # a clean quit
    assert read_autosave(paths) is None
    assert kept.read_bytes() == b"{broken"


def test_a_history_that_cannot_be_restored_is_said_and_not_announced(qtbot: Any, tmp_path: Path,
                                                                      boxes: Any) -> None:
    """Defect 11: the question says the undo history is lost; the journal is kept aside."""
    import sqlite3

    paths = UserPaths.under(tmp_path)
    crashed_session(paths, qtbot)
    db = sqlite3.connect(paths.autosave_file)
    db.execute("UPDATE entries SET entry = x'7b7d' WHERE pos = 0")
    db.commit()
    db.close()
    answered = boxes(QMessageBox.StandardButton.Yes)
    window = _window(paths, qtbot)
    offer_recovery(window)
    (question,) = answered.seen
    assert "Its undo history cannot be restored." in question["text"]
    assert "with its undo history" not in question["text"]
    assert "cannot be read" in question["informative"] and "kept at" in question["informative"]
    assert window.document.undo_stack.count() == 0
    assert [p for p in paths.autosave_dir.iterdir() if ".unreadable-" in p.name]
    window.document.undo_stack.setClean()


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_a_read_only_recovery_folder_is_reported_not_raised(qtbot: Any, tmp_path: Path, boxes: Any) -> None:
    """Defect 11: declining a recovery in a folder GM Tracker cannot write says so and goes on."""
    paths = UserPaths.under(tmp_path)
    crashed_session(paths, qtbot)
    paths.autosave_dir.chmod(0o555)
    try:
        if os.access(paths.autosave_dir, os.W_OK):
            pytest.skip("this user writes into read-only folders (root)")
        answered = boxes(QMessageBox.StandardButton.No, QMessageBox.StandardButton.Ok)
        window = _window(paths, qtbot)
        offer_recovery(window)
        assert [box["title"] for box in answered.seen] == ["Restore unsaved work?", "Recovery file not removed"]
        assert "permission denied" in answered.seen[1]["informative"].lower()
        window.run(EditCombatant("grukk", {"wounds": 3}))  # the journal cannot be written: said, not raised
        assert window.document.last_journal_error
        window.document.undo_stack.setClean()
        window.close()
    finally:
        paths.autosave_dir.chmod(0o755)


def test_any_sequence_of_steps_and_saves_is_recovered_exactly(qtbot: Any, tmp_path: Path) -> None:
    """Saves move the journal's base; undoing below it and acting again moves it back: after
    every step the journal alone gives the window's encounter and undo stack."""
    import random

    paths = UserPaths.under(tmp_path)
    window = _window(paths, qtbot)
    document, stack = window.document, window.document.undo_stack
    rng = random.Random(11)
    for number in range(150):
        roll = rng.random()
        if roll < 0.25 and stack.canUndo():
            stack.undo()
        elif roll < 0.35 and stack.canRedo():
            stack.redo()
        elif roll < 0.42:
            document.save(tmp_path / "fight.json")
        elif roll < 0.47:
            stack.setIndex(rng.randint(0, stack.count()))  # a click in the undo history
        elif roll < 0.55:
            document.run_all([EditCombatant("grukk", {"bruises": number % 4}), RenameEncounter(name=f"R{number}")],
                             "Two at once")
        else:
            document.run(EditCombatant(rng.choice(["grukk", "skeleton"]), {"notes": f"n{number}"}))
        recovery = read_autosave(paths)
        if recovery is None and stack.count() == 0:
            continue  # nothing done yet: nothing to recover (loading and saving write no journal)
        assert recovery is not None and recovery.readable and recovery.history_problem is None, number
        assert recovery.encounter is not None and recovery.encounter.snapshot() == window.encounter.snapshot(), number
        assert (len(recovery.entries), recovery.index) == (stack.count(), stack.index()), number
        assert recovery.source_path == document.path, number
    stack.setClean()


def test_a_long_session_is_compacted_when_the_gm_pauses(qtbot: Any, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """The journal's base snapshot moves up after many steps, at a pause (never inside a
    step), and the journal still gives the encounter and its whole undo history."""
    import sqlite3

    from gmtracker.storage import journal_mirror
    from gmtracker.ui.shell import document as document_module

    monkeypatch.setattr(journal_mirror, "COMPACT_AFTER_STEPS", 5)
    monkeypatch.setattr(document_module, "COMPACT_IDLE_MS", 50)
    paths = UserPaths.under(tmp_path)
    window = _window(paths, qtbot)

    def base_index() -> int:
        db = sqlite3.connect(paths.autosave_file)
        try:
            return int(db.execute("SELECT base_index FROM base").fetchone()[0])
        finally:
            db.close()

    for number in range(7):
        window.run(EditCombatant("grukk", {"notes": f"n{number}"}))
    assert base_index() == 1  # the first step started the journal; no pause yet
    qtbot.waitUntil(lambda: base_index() == 7, timeout=5000)
    recovery = read_autosave(paths)
    assert recovery is not None and recovery.encounter is not None
    assert recovery.encounter.snapshot() == window.encounter.snapshot()
    assert (len(recovery.entries), recovery.index) == (7, 7)
    window.document.undo_stack.setClean()


def test_a_recovery_file_of_gm_tracker_before_the_journal_is_still_offered(qtbot: Any, tmp_path: Path,
                                                                           boxes: Any) -> None:
    """A crash before the upgrade: its recovery.json (whole encounter and history) is read,
    restored with its undo history into the journal, and then removed."""
    from datetime import datetime, timezone

    import msgspec

    paths = UserPaths.under(tmp_path)
    encounter = load_encounter(demo_encounter_path())
    wound = EditCombatant("grukk", {"wounds": 4})
    wound.apply(encounter)
    legacy = paths.autosave_dir / "recovery.json"
    legacy.parent.mkdir(parents=True)
    legacy.write_bytes(msgspec.json.encode({
        "format": "gmtracker-autosave", "version": 1, "saved_at": datetime(2026, 11, 30, tzinfo=timezone.utc),
        "source_path": None, "index": 1, "encounter": encounter, "history": [wound.step()]}))
    answered = boxes(QMessageBox.StandardButton.Yes)
    window = _window(paths, qtbot)
    offer_recovery(window)
    assert [box["title"] for box in answered.seen] == ["Restore unsaved work?"]
    assert window.encounter.combatant("grukk").wounds == 4
    assert not legacy.exists() and read_autosave(paths) is not None  # the journal holds it now
    window.document.undo_stack.undo()
    assert window.encounter.combatant("grukk").wounds == 0
    window.document.undo_stack.setClean()


def test_an_unreadable_recovery_file_of_gm_tracker_before_the_journal_is_kept(qtbot: Any, tmp_path: Path,
                                                                              boxes: Any) -> None:
    paths = UserPaths.under(tmp_path)
    legacy = paths.autosave_dir / "recovery.json"
    legacy.parent.mkdir(parents=True)
    legacy.write_text("{broken", encoding="utf-8")
    answered = boxes(QMessageBox.StandardButton.Ok)
    window = _window(paths, qtbot)
    offer_recovery(window)
    (kept,) = [p for p in paths.autosave_dir.iterdir() if p.name.startswith("recovery.json.unreadable-")]
    assert kept.read_text(encoding="utf-8") == "{broken" and not legacy.exists()
    assert str(kept) in answered.seen[0]["text"]

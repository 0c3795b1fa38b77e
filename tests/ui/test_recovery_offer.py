"""After a crash the app offers the autosaved encounter with its undo history."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from gmtracker.encounter.roster import EditCombatant
from gmtracker.storage import load_encounter
from gmtracker.storage.autosave import read_autosave
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.application import offer_recovery
from gmtracker.ui.context import AppContext
from gmtracker.ui.main_window import MainWindow


def crashed_session(paths: UserPaths, qtbot: Any) -> None:
    """A window that made a change and autosaved, then "crashed" (was never closed)."""
    window = MainWindow(AppContext(paths), load_encounter(demo_encounter_path()))
    qtbot.addWidget(window)
    window.persist_layout = False
    window.run(EditCombatant("grukk", {"wounds": 4}))
    window.document.autosave()
    window.document.undo_stack.setClean()  # teardown must not ask


@pytest.mark.parametrize("answer", [QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No])
def test_the_recovery_is_offered_and_kept_only_if_wanted(qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                         answer: QMessageBox.StandardButton) -> None:
    paths = UserPaths.under(tmp_path)
    crashed_session(paths, qtbot)
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: asked.append(a[1]) or answer))
    window = MainWindow(AppContext(paths), load_encounter(demo_encounter_path()))
    qtbot.addWidget(window)
    window.persist_layout = False
    offer_recovery(window)
    assert asked == ["Restore unsaved work?"]
    if answer == QMessageBox.StandardButton.Yes:
        assert window.encounter.combatant("grukk").wounds == 4
        window.document.undo_stack.undo()  # the undo history came back too
        assert window.encounter.combatant("grukk").wounds == 0
        window.document.undo_stack.setClean()
    else:
        assert window.encounter.combatant("grukk").wounds == 0
        assert read_autosave(paths) is None


def test_an_unreadable_recovery_file_is_reported_and_kept(qtbot: Any, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    paths = UserPaths.under(tmp_path)
    paths.autosave_file.parent.mkdir(parents=True)
    paths.autosave_file.write_text("{broken", encoding="utf-8")
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a, **k: warned.append(a[2])))
    window = MainWindow(AppContext(paths), load_encounter(demo_encounter_path()))
    qtbot.addWidget(window)
    window.persist_layout = False
    offer_recovery(window)
    assert warned and str(paths.autosave_file) in warned[0]
    assert paths.autosave_file.exists()

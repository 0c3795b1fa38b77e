"""D1 through the real dialog: an encounter file written before the fights were counted, opened
after two ended fights, still asks for the initiatives left from them (issue 28 item 1)."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel, QLineEdit

from gmtracker.ui.dialogs.initiative_dialog import InitiativeDialog
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.conftest import at_the_table, child
from tests.ui.modal import MessageBoxes, when_modal

OLD_FILE = Path(__file__).resolve().parents[1] / "data" / "old-ended-fight.json"


@pytest.fixture(autouse=True)
def _answered(boxes: MessageBoxes) -> MessageBoxes:
    return boxes


def test_D1_opening_an_old_file_after_ended_fights_asks_for_the_stale_initiatives(
        qtbot: Any, window: MainWindow, tmp_path: Path) -> None:
    at_the_table(window, "pc")
    path = tmp_path / "ford.json"
    shutil.copy(OLD_FILE, path)
    assert window.open_path(path)
    seen: dict[str, tuple[str, str]] = {}

    def look(dialog: InitiativeDialog) -> None:
        for c in window.encounter.combatants:
            seen[c.id] = (child(dialog, QLineEdit, f"initiative_{c.id}").text(),
                          child(dialog, QLabel, f"initiativeDetail_{c.id}").text())
        dialog.reject()

    when_modal(InitiativeDialog, look)
    window.actions_by_name["actionStartCombat"].trigger()
    assert seen["ayla"][0] == "" and seen["lin"][0] == ""  # the players type theirs again
    assert seen["goblin"][1].startswith("d20 ") and seen["ogre"][1].startswith("d20 ")  # rolled again
    # given after the last fight ended (the wolf added, the goblin copied): this fight's, kept
    assert seen["wolf"] == ("11", "set before") and seen["goblin-2"] == ("12", "set before")
    assert not window.encounter.turn.started  # cancelled: nothing started

"""The turn banner above the table and renaming the encounter (issue 14).

The banner (objectName ``turnBanner``) shows the encounter's name and the round line in large
type, always in view; the status bar keeps the save state. Edit ▸ Rename encounter
(``actionRenameEncounter``) or a double-click on the banner renames the encounter as one
undoable step, through the dialog's real ``exec()``.
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox, QFrame, QLabel, QLineEdit, QPlainTextEdit, QTableView

from gmtracker.encounter.player_snapshot import PlayerViewOptions, player_frame
from gmtracker.encounter.roster import RenameEncounter
from gmtracker.ui.dialogs.rename_dialog import RenameDialog
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.conftest import child, open_dialog
from tests.ui.modal import MessageBoxes, when_modal


@pytest.fixture(autouse=True)
def _answered(boxes: MessageBoxes) -> MessageBoxes:
    """The "unsaved changes" question on closing a renamed encounter is answered, never left waiting."""
    return boxes


def banner_of(window: MainWindow) -> Any:
    return child(window, QFrame, "turnBanner")


def test_the_banner_sits_above_the_table_with_the_name_and_the_round_line(window: MainWindow) -> None:
    banner = banner_of(window)
    table = window.findChild(QTableView, "combatantTable")
    assert banner.isVisible() and banner.mapTo(window, QPoint(0, 0)).y() < table.mapTo(window, QPoint(0, 0)).y()
    assert child(banner, QLabel, "encounterNameLabel").text() == "Ambush at the Old Mill"
    round_line = child(banner, QLabel, "roundLabel")
    assert round_line.text().startswith("Round 1 · Goblin Lurker's turn")
    assert round_line.font().pointSizeF() > window.font().pointSizeF() * 1.3  # read across the table
    assert window.statusBar().findChild(QLabel, "roundLabel") is None  # the status bar keeps the save state
    assert window.findChild(QLabel, "saveStateLabel").text() == "Saved"


def test_the_banner_follows_the_turn(qtbot: Any, window: MainWindow, prompts_offered: list[Any]) -> None:
    # 林月's turn-start recovery check is kept in prompts_offered: not what this test is about
    window.actions_by_name["actionNextTurn"].trigger()
    assert child(banner_of(window), QLabel, "roundLabel").text().startswith("Round 1 · 林月's turn")


def rename_to(qtbot: Any, name: str) -> Any:
    def script(dialog: RenameDialog) -> None:
        field = child(dialog, QLineEdit, "encounterNameEdit")
        try:
            assert dialog.focusWidget() is field and field.selectedText() == field.text()  # ready to type over
            qtbot.keyClicks(field, name)
            qtbot.keyClick(field, Qt.Key.Key_Return)
        finally:
            if dialog.isVisible():
                dialog.reject()  # a failed step must not leave the dialog waiting
    return when_modal(RenameDialog, script)


def test_edit_rename_renames_through_the_real_dialog_as_one_undoable_step(qtbot: Any, window: MainWindow) -> None:
    waiting = rename_to(qtbot, "  Night at the <b>Mill</b>  ")
    window.actions_by_name["actionRenameEncounter"].trigger()
    waiting.check()
    assert window.encounter.name == "Night at the <b>Mill</b>"  # as typed, less the spaces around it
    name_label = child(banner_of(window), QLabel, "encounterNameLabel")
    assert name_label.text() == "Night at the <b>Mill</b>" and name_label.textFormat() == Qt.TextFormat.PlainText
    assert window.windowTitle().startswith("Night at the <b>Mill</b>")
    assert window.document.undo_stack.count() == 1
    window.actions_by_name["actionUndo"].trigger()
    assert window.encounter.name == "Ambush at the Old Mill" and name_label.text() == "Ambush at the Old Mill"


def test_a_double_click_on_the_banner_opens_the_rename_dialog(qtbot: Any, window: MainWindow) -> None:
    waiting = rename_to(qtbot, "The Weir")
    qtbot.mouseDClick(banner_of(window), Qt.MouseButton.LeftButton)
    waiting.check()
    assert window.encounter.name == "The Weir"


def test_a_blank_name_cannot_be_accepted_and_cancel_changes_nothing(qtbot: Any, window: MainWindow) -> None:
    seen: dict[str, Any] = {}

    def script(dialog: RenameDialog) -> None:
        field = child(dialog, QLineEdit, "encounterNameEdit")
        field.setText("   ")
        qtbot.keyClick(field, Qt.Key.Key_Return)  # refused: the dialog stays open
        seen["open"] = dialog.isVisible()
        seen["ok"] = dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
        seen["error"] = child(dialog, QLabel, "errorLabel").text()
        qtbot.keyClick(field, Qt.Key.Key_Escape)

    waiting = when_modal(RenameDialog, script)
    window.actions_by_name["actionRenameEncounter"].trigger()
    waiting.check()
    assert seen == {"open": True, "ok": False, "error": "An encounter needs a name."}
    assert window.encounter.name == "Ambush at the Old Mill" and window.document.undo_stack.count() == 0


def test_the_same_name_makes_no_step(qtbot: Any, window: MainWindow) -> None:
    dialog = open_dialog(qtbot, RenameDialog(window.encounter))
    dialog.accept()
    assert dialog.commands() == []
    dialog = open_dialog(qtbot, RenameDialog(window.encounter))
    dialog.name_edit.setText("Elsewhere")
    dialog.accept()
    (command,) = dialog.commands()
    assert isinstance(command, RenameEncounter) and command.name == "Elsewhere"


def test_a_long_name_is_cut_in_the_banner_and_whole_in_its_tooltip(qtbot: Any, window: MainWindow) -> None:
    window.run(RenameEncounter(name="A" * 300))
    name_label = child(banner_of(window), QLabel, "encounterNameLabel")
    assert name_label.shown_text().endswith("…") and len(name_label.shown_text()) < 300
    assert name_label.text() == "A" * 300
    assert "A" * 100 in name_label.toolTip()
    window.run(RenameEncounter(name="Short"))
    assert name_label.shown_text() == "Short" and name_label.toolTip() == ""  # whole: no tooltip needed
    assert banner_of(window).width() <= window.width()


@pytest.mark.parametrize("language", ["en", "zh_CN", "ja"])
def test_b5_the_banner_shows_the_longest_turn_note_whole_at_1366(qtbot: Any, tmp_path: Any, translated: Any,
                                                                 language: str) -> None:
    """Issue 26 item 8 / item 14 (B5): the ogre's turn, disabled and dazed, a standard action making it
    fall unconscious — at 1366×768 in en, zh_CN and ja the banner's note and round line are shown whole
    (no "…", wrapped onto more lines if need be, the label as tall as its lines), beside the round line."""
    import msgspec
    from PySide6.QtCore import QRect, Qt

    from gmtracker.encounter import StateEntry
    from gmtracker.encounter.turn_states import turn_limit
    from gmtracker.rules.wound_codes import DamageState
    from gmtracker.storage import load_encounter
    from gmtracker.storage.paths import UserPaths
    from gmtracker.storage.resources import demo_encounter_path
    from gmtracker.ui.shell.context import AppContext
    from gmtracker.ui.words.log_lines import turn_limit_line

    if language != "en":
        translated(language)
    encounter = load_encounter(demo_encounter_path())
    ogre = encounter.combatant("grukk")
    ogre = msgspec.structs.replace(ogre, wounds=2, states=(
        StateEntry(DamageState.SERIOUSLY_WOUNDED), StateEntry(DamageState.DISABLED), StateEntry(DamageState.DAZED)),
        auto_stabilize=False)
    encounter.replace_all(msgspec.structs.replace(
        encounter, combatants=[ogre if c.id == "grukk" else c for c in encounter.combatants],
        turn=msgspec.structs.replace(encounter.turn, current="grukk")))
    limit = turn_limit(encounter.combatant("grukk"))
    assert limit is not None and limit.unconscious_after_standard_action
    window = MainWindow(AppContext(paths=UserPaths.under(tmp_path / "profile")), encounter, None)
    window.persist_layout = False
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(20)
    banner = banner_of(window)
    note = child(banner, QLabel, "turnNoteLabel")
    whole = turn_limit_line(limit)
    assert note.isVisible() and note.text() == whole and len(whole) > 20
    assert QLabel.text(note) == whole and "…" not in QLabel.text(note)
    needed = note.fontMetrics().boundingRect(QRect(0, 0, note.contentsRect().width(), 100000),
                                             int(Qt.TextFlag.TextWordWrap), whole).height()
    assert note.contentsRect().height() >= needed  # every line painted, none clipped
    round_label = child(banner, QLabel, "roundLabel")
    assert round_label.shown_text() == round_label.text()  # the round line whole as well
    assert not note.geometry().intersects(round_label.geometry())
    assert banner.width() <= window.width()
    window.document.undo_stack.setClean()


def test_the_encounter_notes_are_typed_in_the_same_dialog_and_kept_as_typed(qtbot: Any, window: MainWindow) -> None:
    """Issue 29 item 5: the GM's notes on the encounter, one undo step, plain text, not the players'."""
    note = "Ogre wants the <i>mill wheel</i>.\nRetreat at half strength."
    before = window.encounter.notes

    def script(dialog: RenameDialog) -> None:
        try:
            notes = child(dialog, QPlainTextEdit, "encounterNotesEdit")
            qtbot.keyClick(child(dialog, QLineEdit, "encounterNameEdit"), Qt.Key.Key_Tab)
            assert dialog.focusWidget() is notes  # Tab from the name reaches the notes
            assert notes.toPlainText() == before  # the demo's own notes, to be written over
            qtbot.keyClick(notes, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            qtbot.keyClicks(notes, note.split("\n")[0])
            qtbot.keyClick(notes, Qt.Key.Key_Return)  # a new line, not OK
            assert dialog.isVisible()
            qtbot.keyClicks(notes, note.split("\n")[1])
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        finally:
            if dialog.isVisible():
                dialog.reject()

    waiting = when_modal(RenameDialog, script)
    window.actions_by_name["actionRenameEncounter"].trigger()
    waiting.check()
    assert window.encounter.notes == note and window.encounter.name == "Ambush at the Old Mill"
    assert window.document.undo_stack.count() == 1
    assert window.document.undo_stack.text(0) == "Edit the encounter's name and notes"
    frame = msgspec.json.encode(player_frame(window.encounter, PlayerViewOptions()))
    assert b"mill wheel" not in frame and b"Retreat" not in frame  # the players never see them
    window.actions_by_name["actionUndo"].trigger()
    assert window.encounter.notes == before and before.startswith("Goblins hold the mill")

"""Defect 10 of issue 11: a 10,000-character name makes no window wider than the screen.

Before, such a name made dialogs 119,000–237,000 px wide and the table's Name column
118,603 px, and that width was saved with the layout and came back after a restart. Now a
name is shortened where it sits on one line (its full text in an escaped tooltip), the
table's columns are capped when fitted, saved and restored, and every window and dialog —
opened through its action and its real ``exec()`` — stays within a 1366 px laptop screen.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from gmtracker.encounter import Combatant, Encounter, StateEntry, TurnState
from gmtracker.rules.dice import RandomDice
from gmtracker.encounter.turns import DyingCheckPrompt, RecoveryCheckPrompt
from gmtracker.rules.wound_codes import DamageState
from gmtracker.storage import load_encounter
from gmtracker.storage.library import Library
from gmtracker.storage.paths import UserPaths
from gmtracker.ui.panels.attack_profiles_editor import AttackProfileDialog
from gmtracker.ui.models.combatant_model import Column
from gmtracker.ui.shell.context import AppContext
from gmtracker.ui.dialogs.prompts_dialog import PromptsDialog
from gmtracker.ui.dialogs.rest_dialog import RestDialog
from gmtracker.ui.panels.combatant_table import MAX_COLUMN_WIDTH
from gmtracker.ui.shell.main_window import HEADER_KEY, MainWindow
from gmtracker.ui.words.user_text import tooltip
from tests.ui.test_hostile_text import ACTING, DIALOG_ACTIONS, before_close, hostile_encounter_file, while_modal

SCREEN = 1366
LONG = "Wide" * 2500  # 10,000 characters, no space to wrap at
#: What the old code saved: the Name column as wide as a 10,000-character name.
OLD_NAME_WIDTH = 118_603


def _window(folder: Path, qtbot: Any) -> MainWindow:
    path = hostile_encounter_file(folder, LONG)
    paths = UserPaths.under(folder / "profile")
    encounter = load_encounter(path)
    Library.of(paths).add(encounter.combatant("grukk"), [LONG])  # for "Add from library"
    win = MainWindow(AppContext(paths=paths), encounter, path)
    win.document.dice = RandomDice(random.Random(5))
    qtbot.addWidget(win, before_close_func=before_close)
    win.show()
    qtbot.waitExposed(win)
    win.select(ACTING)
    return win


@pytest.fixture
def window(qtbot: Any, tmp_path: Path) -> Iterator[MainWindow]:
    win = _window(tmp_path, qtbot)
    win.persist_layout = False
    yield win


def _settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def _widths(widget: QWidget) -> str:
    return (f"{type(widget).__name__}#{widget.objectName()}: width {widget.width()}, "
            f"minimum {widget.minimumSizeHint().width()}, hint {widget.sizeHint().width()}")


def _fits(widget: QWidget) -> bool:
    return max(widget.width(), widget.minimumSizeHint().width()) <= SCREEN


def test_a_long_name_keeps_the_main_window_on_the_screen(window: MainWindow) -> None:
    window.show_player_view()
    window.dice_tray()
    _settle()
    for widget in (window, window.player_view, window.tray.made, window.editor):
        assert _fits(widget), _widths(widget)
    assert window.table.columnWidth(Column.NAME) <= MAX_COLUMN_WIDTH
    assert window.windowTitle().count("W") < 100  # the title is shortened too
    row = window.encounter.row_of(ACTING)
    assert window.combatant_model.index(row, Column.NAME).data() .startswith(LONG)  # the cell holds it all
    assert window.combatant_model.index(row, Column.NAME).data(3) == tooltip(window.encounter.combatant(ACTING).name)


@pytest.mark.parametrize("action", list(DIALOG_ACTIONS))
def test_a_long_name_keeps_every_dialog_on_the_screen(qtbot: Any, window: MainWindow, action: str) -> None:
    seen: list[str] = []

    def inspect(dialog: QWidget) -> None:
        _settle()
        if not _fits(dialog):
            seen.append(_widths(dialog))
        step = DIALOG_ACTIONS[action]
        if step is not None:
            step(dialog)
            _settle()
            if not _fits(dialog):
                seen.append("after a step: " + _widths(dialog))
        dialog.reject()

    dialog = while_modal(qtbot, window.actions_by_name[action].trigger, inspect)
    assert isinstance(dialog, QDialog)
    assert not seen, seen


def test_a_long_name_keeps_the_prompts_and_profile_dialogs_on_the_screen(qtbot: Any, window: MainWindow) -> None:
    encounter = window.encounter
    prompts = PromptsDialog(encounter, window.document.dice, [
        DyingCheckPrompt(combatant="grukk", automatic_failure=False),
        RecoveryCheckPrompt(combatant="ayla-thornwood", state=DamageState.DAZED, due=1),
    ], window)
    profile = AttackProfileDialog(encounter.combatant("ayla-thornwood").attacks[0],
                                  [c.name for c in encounter.combatants], parent=window)
    seen: list[str] = []

    def inspect(dialog: QWidget) -> None:
        _settle()
        if not _fits(dialog):
            seen.append(_widths(dialog))
        dialog.reject()

    for dialog in (prompts, profile):
        while_modal(qtbot, dialog.exec, inspect)
        dialog.deleteLater()
    assert not seen, seen


def test_column_widths_are_capped_when_saved_and_when_restored(qtbot: Any, tmp_path: Path) -> None:
    first = _window(tmp_path, qtbot)
    header = first.table.horizontalHeader()
    header.resizeSection(Column.NAME, OLD_NAME_WIDTH)  # as the old code fitted and saved it
    first.close()
    settings = QSettings(str(first.settings.fileName()), QSettings.Format.IniFormat)
    saved = settings.value(HEADER_KEY)
    assert isinstance(saved, QByteArray)
    (tmp_path / "probe").mkdir()
    probe = _window(tmp_path / "probe", qtbot)
    probe.persist_layout = False
    probe.table.horizontalHeader().restoreState(saved)
    assert probe.table.columnWidth(Column.NAME) <= MAX_COLUMN_WIDTH  # capped on save
    probe.close()

    # A layout saved by the old code (a 118,603 px Name column) is capped on restore.
    (tmp_path / "old").mkdir()
    old = _window(tmp_path / "old", qtbot)
    old.persist_layout = False
    old.table.horizontalHeader().resizeSection(Column.NAME, OLD_NAME_WIDTH)
    old_state = old.table.horizontalHeader().saveState()
    old.close()
    settings.setValue(HEADER_KEY, old_state)
    settings.sync()
    second = _window(tmp_path, qtbot)
    second.persist_layout = False
    assert second.table.columnWidth(Column.NAME) <= MAX_COLUMN_WIDTH
    assert second.minimumSizeHint().width() <= SCREEN
    second.close()


def test_a_long_name_keeps_the_rest_dialog_with_recovery_checks_due_on_the_screen(qtbot: Any) -> None:
    encounter = Encounter(turn=TurnState(started=False, clock=30), combatants=[
        Combatant(id="hero", name=LONG, states=[StateEntry(DamageState.DAZED)]),
        Combatant(id="orc", name=LONG + " 2", constitution=None, wounds=2,
                  states=[StateEntry(DamageState.SERIOUSLY_WOUNDED), StateEntry(DamageState.UNCONSCIOUS)]),
    ])
    rest = RestDialog(encounter, RandomDice(random.Random(1)))
    prompts = PromptsDialog(encounter, RandomDice(random.Random(1)), [
        DyingCheckPrompt(combatant="orc", automatic_failure=True),
        RecoveryCheckPrompt(combatant="hero", state=DamageState.DAZED, due=1)])
    seen: list[str] = []

    def inspect(dialog: QWidget) -> None:
        _settle()
        if not _fits(dialog):
            seen.append(_widths(dialog))
        dialog.reject()

    for dialog in (rest, prompts):
        qtbot.addWidget(dialog)
        while_modal(qtbot, dialog.exec, inspect)
    assert rest.findChild(QWidget, "noDueLabel") is None or not rest.findChild(QWidget, "noDueLabel").isVisible()
    assert not seen, seen


def test_a_long_name_keeps_the_message_boxes_on_the_screen(qtbot: Any, window: MainWindow) -> None:
    from gmtracker.encounter.conditions import RemoveCondition
    from PySide6.QtWidgets import QMessageBox

    seen: list[str] = []

    def inspect(box: QWidget) -> None:
        _settle()
        if not _fits(box):
            seen.append(_widths(box))
        assert isinstance(box, QMessageBox)
        box.button(QMessageBox.StandardButton.Cancel if box.icon() == QMessageBox.Icon.Question
                   else QMessageBox.StandardButton.Ok).click()

    while_modal(qtbot, lambda: window.run(RemoveCondition(ACTING, "no-such-condition")), inspect)
    window.actions_by_name["actionDuplicate"].trigger()
    while_modal(qtbot, window.close, inspect)
    assert not seen, seen


def test_a_message_box_cuts_only_words_too_long_to_wrap_and_keeps_the_whole_text_in_its_details(qtbot: Any) -> None:
    from PySide6.QtWidgets import QMessageBox

    from gmtracker.ui.words.user_text import MAX_BOX_WORD_CHARS, message_box

    path = "/home/gm/" + "campaign/" * 10 + "mill.json"  # 109 characters: stays whole
    assert len(path) <= MAX_BOX_WORD_CHARS
    box = message_box(None, QMessageBox.Icon.Warning, "t", f"Cannot open {path}")
    assert box.text() == f"Cannot open {path}" and box.detailedText() == ""
    long = message_box(None, QMessageBox.Icon.Warning, "t", f"The encounter “{LONG}” has changes")
    assert len(long.text()) < 200 and long.text().endswith("\u2026 has changes")
    assert long.detailedText() == f"The encounter “{LONG}” has changes"


def test_a_long_path_in_a_message_box_wraps_after_its_folders_and_keeps_every_character(qapp: Any) -> None:
    """A path longer than a box's line is not cut (the GM must find the file): it may wrap
    after each separator, and the exact path is also under Show Details."""
    from PySide6.QtWidgets import QMessageBox

    from gmtracker.ui.words.user_text import MAX_BOX_WORD_CHARS, WRAP_HERE, message_box

    path = "/" + "/".join(f"folder-{n:02}" for n in range(40)) + "/recovery.sqlite3.unreadable-20261201-070455"
    assert len(path) > MAX_BOX_WORD_CHARS
    box = message_box(None, QMessageBox.Icon.Warning, "Recovery file unreadable", f"It is kept at {path}")
    assert path in box.text().replace(WRAP_HERE, "")
    assert "\u2026" not in box.text()
    assert path in box.detailedText()
    box.show()
    qapp.processEvents()
    assert box.width() < 1366
    box.close()
    box.deleteLater()

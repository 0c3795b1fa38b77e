"""Defect 2 of issue 11: every name, note and condition is shown as typed, everywhere.

An encounter whose every user text is hostile (tests/ui/hostile_text.py: ``<b>``, an
``<img>`` of a real 300 px PNG, ``%1 %2 %n {0}``, ``&amp;``) is opened in the real main
window; every dialog is opened through its action and its real ``exec()`` (a timer walks the
modal dialog, then closes it), the message boxes are raised on their real paths (a refusal,
"Unsaved changes", "Cannot open encounter"), and :func:`find_mangled` walks every widget and
model: labels, buttons, group boxes, tabs, window titles, tooltips, item models and headers.
A self-check proves the walk fails on rich text, on a filled placeholder and on a mnemonic.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget

from gmtracker.encounter.conditions import RemoveCondition
from gmtracker.encounter.turns import DyingCheckPrompt, RecoveryCheckPrompt
from gmtracker.rules.checks import Modifier, ModifierType
from gmtracker.rules.dice import RandomDice
from gmtracker.rules.wound_codes import DamageState
from gmtracker.storage import load_encounter
from gmtracker.storage.library import Library
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.panels.attack_profiles_editor import AttackProfileDialog
from gmtracker.ui.shell.actions import ACTIONS
from gmtracker.ui.shell.context import AppContext
from gmtracker.ui.dialogs.prompts_dialog import PromptsDialog
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.conftest import open_dialog
from tests.ui.hostile_text import FILE_HOSTILE, HOSTILE, IMAGE_SIZE, find_mangled, write_image

ACTING = "goblin-lurker"  # whose turn it is in the demo; it has a condition


def hostile_encounter_file(folder: Path, text: str = HOSTILE) -> Path:
    """The demo encounter with ``text`` in every name, note, condition, profile and base value."""
    data = json.loads(demo_encounter_path().read_text(encoding="utf-8"))
    data["name"] = f"{text} Ambush"
    data["notes"] = text
    for combatant in data["combatants"]:
        combatant["name"] = f"{text} {combatant['name']}"
        combatant["notes"] = f"{text}\nsecond line"
        for condition in combatant.get("conditions", []):
            condition["name"] = f"{text} {condition['name']}"
            condition["note"] = text
        for attack in combatant.get("attacks", []):
            attack["name"] = f"{text} {attack['name']}"
        if combatant.get("percentile"):
            combatant["percentile"][text] = 50
    path = folder / "hostile.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


@pytest.fixture
def hostile_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """tmp_path as the current folder, with the image the hostile ``<img>`` points at."""
    write_image(tmp_path)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def before_close(window: MainWindow) -> None:
    """Before qtbot closes and deletes the window: closing must not ask."""
    window.document.undo_stack.setClean()


@pytest.fixture
def window(qtbot: Any, hostile_dir: Path) -> Iterator[MainWindow]:
    path = hostile_encounter_file(hostile_dir)
    paths = UserPaths.under(hostile_dir / "profile")
    library = Library.of(paths)
    encounter = load_encounter(path)
    library.add(encounter.combatant("grukk"), [HOSTILE])
    win = MainWindow(AppContext(paths=paths), encounter, path)
    win.persist_layout = False
    win.document.dice = RandomDice(random.Random(5))
    # qtbot closes (and deletes) it after the test; closing must not ask.
    qtbot.addWidget(win, before_close_func=before_close)
    win.show()
    qtbot.waitExposed(win)
    win.select(ACTING)
    yield win


def while_modal(qtbot: Any, start: Callable[[], object], inspect: Callable[[QWidget], None],
                timeout: float = 10.0) -> QWidget:
    """Run ``start`` (which opens a modal dialog with its real exec()); when the dialog is
    up, ``inspect`` it (and close it there); returns the dialog seen."""
    seen: list[QWidget] = []
    deadline = time.monotonic() + timeout

    def poll() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None or modal in seen:
            if time.monotonic() < deadline:
                QTimer.singleShot(10, poll)
            return
        seen.append(modal)
        inspect(modal)

    QTimer.singleShot(0, poll)
    start()
    qtbot.waitUntil(lambda: bool(seen), timeout=int(timeout * 1000))
    return seen[0]


def walk_and_close(problems: list[str], name: str, step: Callable[[Any], None] | None = None,
                   button: QMessageBox.StandardButton = QMessageBox.StandardButton.Cancel) -> Callable[[QWidget], None]:
    def inspect(dialog: QWidget) -> None:
        for _ in range(3):
            QApplication.processEvents()
        problems.extend(f"{name}: {p}" for p in find_mangled(dialog))
        if step is not None:
            step(dialog)
            QApplication.processEvents()
            problems.extend(f"{name} after a step: {p}" for p in find_mangled(dialog))
        if isinstance(dialog, QMessageBox):
            dialog.button(button).click()
        else:
            dialog.reject()
    return inspect


def _roll(dialog: Any) -> None:
    button = getattr(dialog, "roll_button", None)
    if button is not None and button.isEnabled():
        button.click()


def _hostile_modifiers_then_roll(dialog: Any) -> None:
    """Two modifiers whose sources the GM typed (one does not stack), then roll."""
    dialog.modifier_editor.set_modifiers([Modifier(ModifierType.STATUS, 2, HOSTILE),
                                          Modifier(ModifierType.STATUS, 1, HOSTILE + " 2")])
    _roll(dialog)


#: action objectName: what to do inside the dialog before walking it again
DIALOG_ACTIONS: dict[str, Callable[[Any], None] | None] = {
    "actionCheck": _hostile_modifiers_then_roll,
    "actionAttack": _roll,
    "actionDamage": _roll,
    "actionHeal": None,
    "actionRest": None,
    "actionPercentileCheck": lambda d: d.versus_radio.click(),
    "actionConditions": lambda d: d.condition_list.setCurrentItem(d.condition_list.topLevelItem(0)),
    "actionAddFromLibrary": None,
    "actionSettings": None,
    # every other dialog of the action table, walked as it opens (a new row is tested without a list to keep)
    **{spec.name: None for spec in ACTIONS if spec.dialog is not None},
}


def test_hostile_names_show_as_typed_in_the_main_window_and_editor(qtbot: Any, window: MainWindow) -> None:
    assert window.editor.isVisible()
    window.editor.build_all_pages()  # every page, as after the GM looked at each tab
    window.show_player_view()
    window.dice_tray()
    window.tray.made.roll("1d6")
    QApplication.processEvents()
    problems = find_mangled(window)
    problems += find_mangled(window.player_view)
    problems += find_mangled(window.tray.made)
    assert not problems, "\n".join(problems)
    assert HOSTILE in window.windowTitle()


@pytest.mark.parametrize("action", list(DIALOG_ACTIONS))
def test_hostile_names_show_as_typed_in_every_dialog(qtbot: Any, window: MainWindow, action: str) -> None:
    problems: list[str] = []
    if action == "actionDamage":
        window.table.selectRow(0)
    dialog = while_modal(qtbot, window.actions_by_name[action].trigger,
                         walk_and_close(problems, action, DIALOG_ACTIONS[action]))
    assert isinstance(dialog, QDialog)
    assert not problems, "\n".join(problems)


def test_hostile_names_show_as_typed_in_the_prompts_and_attack_profile_dialogs(qtbot: Any, window: MainWindow) -> None:
    encounter = window.encounter
    prompts = PromptsDialog(encounter, window.document.dice, [
        DyingCheckPrompt(combatant="grukk", automatic_failure=False),
        RecoveryCheckPrompt(combatant="ayla-thornwood", state=DamageState.DAZED, due=1),
    ], window)
    profile = AttackProfileDialog(encounter.combatant("ayla-thornwood").attacks[0],
                                  [c.name for c in encounter.combatants], parent=window)
    problems: list[str] = []
    for name, dialog in (("prompts", prompts), ("attack profile", profile)):
        while_modal(qtbot, dialog.exec, walk_and_close(problems, name))
    assert not problems, "\n".join(problems)


def test_the_refusal_box_shows_a_hostile_name_as_typed(qtbot: Any, window: MainWindow) -> None:
    problems: list[str] = []
    box = while_modal(qtbot, lambda: window.run(RemoveCondition(ACTING, "no-such-condition")),
                      walk_and_close(problems, "refusal", button=QMessageBox.StandardButton.Ok))
    assert isinstance(box, QMessageBox)
    assert HOSTILE in box.text()
    assert not problems, "\n".join(problems)


def test_the_unsaved_changes_box_shows_a_hostile_name_as_typed(qtbot: Any, window: MainWindow) -> None:
    window.actions_by_name["actionDuplicate"].trigger()
    problems: list[str] = []
    box = while_modal(qtbot, window.close, walk_and_close(problems, "unsaved changes"))
    assert isinstance(box, QMessageBox)
    assert HOSTILE in box.text()
    assert not problems, "\n".join(problems)
    assert window.isVisible()  # Cancel kept it open


def test_the_cannot_open_box_shows_a_hostile_file_name_as_typed(qtbot: Any, window: MainWindow,
                                                                  hostile_dir: Path) -> None:
    bad = hostile_dir / f"{FILE_HOSTILE}.json"
    bad.write_text("{", encoding="utf-8")
    problems: list[str] = []
    box = while_modal(qtbot, lambda: window.open_path(bad),
                      walk_and_close(problems, "cannot open", button=QMessageBox.StandardButton.Ok))
    assert isinstance(box, QMessageBox)
    assert FILE_HOSTILE in box.text()
    assert not problems, "\n".join(problems)


def test_a_hostile_recent_file_keeps_its_ampersand(qtbot: Any, window: MainWindow, hostile_dir: Path) -> None:
    other = hostile_dir / f"{FILE_HOSTILE}.json"
    other.write_bytes((hostile_dir / "hostile.json").read_bytes())
    assert window.open_path(other)
    problems = [p for p in find_mangled(window) if "QAction" in p]
    assert not problems, "\n".join(problems)


# -- the walk itself can fail ------------------------------------------------------------

def test_the_walk_finds_rich_text_filled_placeholders_and_mnemonics(qtbot: Any, hostile_dir: Path) -> None:
    dialog = QDialog()
    dialog.setObjectName("selfTest")
    layout = QVBoxLayout(dialog)
    rich = QLabel(HOSTILE, dialog)
    rich.setObjectName("richLabel")
    plain = QLabel(dialog)
    plain.setObjectName("plainLabel")
    plain.setTextFormat(Qt.TextFormat.PlainText)
    plain.setText(HOSTILE)
    filled = QLabel(dialog)
    filled.setObjectName("filledLabel")
    filled.setTextFormat(Qt.TextFormat.PlainText)
    filled.setText(HOSTILE.replace("%2", "100"))
    mnemonic = QPushButton(HOSTILE, dialog)
    mnemonic.setObjectName("mnemonicButton")
    doubled = QPushButton(HOSTILE.replace("&", "&&"), dialog)
    doubled.setObjectName("doubledButton")
    tipped = QWidget(dialog)
    tipped.setObjectName("tippedWidget")
    tipped.setToolTip(HOSTILE)
    for widget in (rich, plain, filled, mnemonic, doubled, tipped):
        layout.addWidget(widget)
    open_dialog(qtbot, dialog)
    # The rich label really renders the image (so a leak would be measurable)...
    assert rich.sizeHint().height() >= IMAGE_SIZE > plain.sizeHint().height()
    found = "\n".join(find_mangled(dialog))
    for expected in ("QLabel#richLabel: user text in a label of format AutoText", "QLabel#richLabel: shows",
                     "QLabel#filledLabel: shows", "QPushButton#mnemonicButton: shows",
                     "QWidget#tippedWidget tooltip: shows"):
        assert expected in found, f"{expected!r} not in:\n{found}"
    for fine in ("plainLabel", "doubledButton"):
        assert fine not in found

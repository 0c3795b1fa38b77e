"""Fixtures shared by the UI tests: our translators for one test, removed again after it;
the modal-dialog scripts of a test checked after it; the demo encounter (``demo``), the
same in a shown main window (``window``, which a test file may replace with its own) and
real message boxes answered for a test (``boxes``).

The helpers that drive a dialog as the GM does (show it, find a named widget, press OK,
type the dice) are in tests/ui/dialog_driver.py; modal dialogs inside their real
``exec()`` are driven with tests/ui/modal.py."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale, Qt

from gmtracker.encounter import Encounter
from gmtracker.storage import load_encounter
from gmtracker.storage.resources import demo_encounter_path, translations_dir
from gmtracker.ui.words.translations import install_translators, remove_translators
from tests.ui.modal import MessageBoxes, finish_scripts


@pytest.fixture(autouse=True)
def modal_scripts_checked() -> Iterator[None]:
    """A failed assertion inside a modal dialog's script (tests/ui/modal.py) fails its
    test, and no script outlives the test that set it up."""
    yield
    finish_scripts()


@pytest.fixture
def translated(qapp: Any) -> Iterator[Callable[[str], list[Any]]]:
    """``translated("zh_CN")`` installs the translators for that locale (ours and Qt's) until the test ends."""
    installed: list[Any] = []

    def install(locale_name: str) -> list[Any]:
        translators = install_translators(qapp, QLocale(locale_name), translations_dir())
        assert translators, locale_name
        installed.extend(translators)
        return translators

    yield install
    remove_translators(qapp, installed)


@pytest.fixture
def language(translated: Callable[[str], list[Any]]) -> Callable[[str], list[Any]]:
    """The same as ``translated`` (the name the log-line and undo-text tests use)."""
    return translated


@pytest.fixture
def demo() -> Encounter:
    """The demo encounter, loaded afresh for each test (a test may change it)."""
    return load_encounter(demo_encounter_path())


@pytest.fixture
def window(qtbot: Any, tmp_path: Path) -> Iterator[Any]:
    """The demo encounter in a shown main window (seeded dice; no layout saved)."""
    import random

    from gmtracker.rules.dice import RandomDice
    from gmtracker.storage.paths import UserPaths
    from gmtracker.ui.shell.context import AppContext
    from gmtracker.ui.shell.main_window import MainWindow

    win = MainWindow(AppContext(paths=UserPaths.under(tmp_path / "profile")),
                     load_encounter(demo_encounter_path()), None)
    win.persist_layout = False
    win.document.dice = RandomDice(random.Random(3))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.document.undo_stack.setClean()  # closing must not ask at teardown


@pytest.fixture
def boxes(qapp: Any) -> Iterator[MessageBoxes]:
    """Message boxes open for real and are answered (Discard, No, Cancel or OK, or as queued)."""
    answering = MessageBoxes()
    yield answering
    answering.stop()


# -- action dialogs (issue 13, branch action-dialog): open one, type its dice, press its buttons -----
# Shared by the check, damage and attack dialog tests (and any ActionDialog subclass).

def open_dialog(qtbot: Any, dialog: Any) -> Any:
    """Show ``dialog`` as the active window (so focus moves as a GM's keys move it) and return it."""
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    return dialog


def dice_boxes(dialog: Any) -> list[Any]:
    """The dialog's dice boxes, in order."""
    return dialog.dice_entry.boxes()


def dice_labels(dialog: Any) -> list[str]:
    """The caption of each dice box, in order (what the GM reads beside it)."""
    from PySide6.QtWidgets import QFormLayout

    layout = dialog.dice_entry.layout()
    labels = []
    for row in range(layout.rowCount()):
        item = layout.itemAt(row, QFormLayout.ItemRole.LabelRole)
        labels.append(item.widget().text() if item is not None else "")
    return labels


def type_dice(qtbot: Any, dialog: Any, naturals: list[int], *, enter: bool = False, start: int = 0) -> None:
    """Type each natural into the next dice box as a GM does (``enter``: press Enter after each),
    starting at box ``start``; staged boxes appear as the dice before them are typed."""
    for number, natural in enumerate(naturals, start=start):
        boxes = dice_boxes(dialog)
        assert number < len(boxes), f"only {len(boxes)} dice asked for, typing die {number + 1}"
        box = boxes[number]
        box.setFocus()
        box.selectAll()
        qtbot.keyClicks(box, str(natural))
        assert box.value() == natural
        if enter:
            qtbot.keyClick(box, Qt.Key.Key_Return)


def press(qtbot: Any, button: Any) -> None:
    """Click a button that must be enabled."""
    assert button.isEnabled(), f"{button.objectName()} is disabled"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def press_ok(qtbot: Any, dialog: Any) -> list[Any]:
    """Press OK (it must be enabled): the dialog is accepted; its commands() are returned."""
    press(qtbot, dialog.ok_button)
    assert dialog.result() == dialog.DialogCode.Accepted
    return list(dialog.commands())


def show_dialog(qtbot: Any, dialog: Any) -> Any:
    """:func:`open_dialog` for a test module that has an ``open_dialog`` of its own."""
    return open_dialog(qtbot, dialog)


def type_next(qtbot: Any, dialog: Any, naturals: list[int]) -> None:
    """Type each natural into the next *empty* dice box (staged boxes appear as the dice before
    them are in), so a test can type a round, look, and type the next; Enter is not pressed."""
    for natural in naturals:
        box = dialog.dice_entry.first_empty()
        assert box is not None, f"no empty box left for {natural}"
        box.setFocus()
        qtbot.keyClicks(box, str(natural))
        assert box.value() == natural

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
from PySide6.QtCore import QLocale

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

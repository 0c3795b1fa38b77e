"""Fixtures shared by the UI tests: our translators for one test, removed again after it;
the modal-dialog scripts of a test checked after it; the demo encounter (``demo``), the
same in a shown main window (``window``, which a test file may replace with its own) and
real message boxes answered for a test (``boxes``).

Below the fixtures, the one set of helpers that drive a dialog or panel as the GM does
(open it, find a named widget, press a button, tick a box, type the dice, press OK); modal
dialogs inside their real ``exec()`` are driven with tests/ui/modal.py."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

import pytest
from PySide6.QtCore import QLocale, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QFormLayout, QWidget

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


def choose(qtbot: Any, combo: Any, data: Any) -> None:
    """The GM picks the item holding ``data`` in a closed combo box with the arrow keys (as a
    GM's choice, it emits ``activated``: code's ``setCurrentIndex`` does not)."""
    combo.setFocus()
    target = combo.findData(data)
    assert target >= 0, data
    while combo.currentIndex() != target:
        qtbot.keyClick(combo, Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up)


def at_the_table(window: Any, *sides: str) -> None:
    """The GM's setting: these sides roll real dice at the table (all sides when none is named)."""
    names = sides or ("pc", "ally", "enemy", "neutral")
    window.context.settings.update(window.context.settings.values.replace(**{f"dice.{s}": "table" for s in names}))


@pytest.fixture
def boxes(qapp: Any) -> Iterator[MessageBoxes]:
    """Message boxes open for real and are answered (Discard, No, Cancel or OK, or as queued)."""
    answering = MessageBoxes()
    yield answering
    answering.stop()


@pytest.fixture
def prompts_offered(monkeypatch: pytest.MonkeyPatch) -> list[list[Any]]:
    """A new turn's prompts (B5, B8) are kept here instead of opening their dialog (for tests
    about something else); each item is one turn start's list of prompts."""
    from gmtracker.ui.shell import combat_actions

    offered: list[list[Any]] = []  # the turn records' prompts (gmtracker.encounter.turns.Prompt)
    monkeypatch.setattr(combat_actions, "show_prompts", lambda _window, prompts, *expired: offered.append(prompts))
    return offered


# -- driving a dialog or panel as the GM does (issue 13: one set of helpers for every UI test) ---------
# Show it, find a named widget, press a button, tick a box, type the dice rolled at the table,
# press OK. They work on a widget the test made and showed itself, and on a dialog a modal
# script (tests/ui/modal.py) was handed inside its real exec().

W = TypeVar("W", bound=QWidget)


def open_dialog(qtbot: Any, widget: W) -> W:
    """``widget`` (a dialog, a dock, a tray, an editor the test made) shown as the active
    window, so focus moves as a GM's keys move it; qtbot closes it after the test. A test
    file's own ``open_…`` only builds its dialog (encounter, dice, preselection) and calls this."""
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitActive(widget)
    return widget


def child(widget: QWidget, kind: type, name: str) -> Any:
    """The ``kind`` widget named ``name`` inside ``widget``; a missing one fails the test."""
    found = widget.findChild(kind, name)
    assert found is not None, f"no {kind.__name__} named {name}"
    return found


def press(qtbot: Any, button: QWidget) -> None:
    """Click a button (or any widget) with the mouse; it must be enabled."""
    assert button.isEnabled(), f"{button.objectName()} is disabled"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def tick(qtbot: Any, button: QAbstractButton) -> None:
    """Click a radio button or check box on its indicator, as a GM does, and check it took."""
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))
    assert button.isChecked()


def focus_chain(dialog: QWidget) -> list[str]:
    """The objectNames Tab visits from ``dialog``, in order (visible, enabled, tab-focusable widgets)."""
    names, widget = [], dialog.nextInFocusChain()
    while widget is not dialog:
        if widget.isVisible() and widget.isEnabled() and widget.focusPolicy() & Qt.FocusPolicy.TabFocus \
                and widget.objectName() and not widget.objectName().startswith("qt_"):
            names.append(widget.objectName())
        widget = widget.nextInFocusChain()
    return names


def press_ok(dialog: QWidget) -> None:
    """Click the dialog's OK button with the mouse, as the GM does: a disabled OK does nothing,
    and a refused OK leaves the dialog open (the test asserts what it expects). No qtbot is
    needed, so a modal script (tests/ui/modal.py), which is handed only the dialog, uses it too."""
    buttons = getattr(dialog, "buttons", None)
    if not isinstance(buttons, QDialogButtonBox):
        buttons = dialog.findChild(QDialogButtonBox)  # the first button box, named or not
    assert buttons is not None, "no button box"
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None, "no OK button"
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)


def dice_boxes(dialog: Any) -> list[Any]:
    """The dialog's dice boxes (``die0``, ``die1`` …), in order."""
    return dialog.dice_entry.boxes()


def dice_labels(dialog: Any) -> list[str]:
    """The caption of each dice box, in order (what the GM reads beside it)."""
    layout = dialog.dice_entry.layout()
    labels = []
    for row in range(layout.rowCount()):
        item = layout.itemAt(row, QFormLayout.ItemRole.LabelRole)
        labels.append(item.widget().text() if item is not None else "")
    return labels


def dice_asked(dialog: Any) -> list[tuple[str, str | None]]:
    """Each die the dialog still asks for (its box is empty): what for, and whose part of the
    roll it is (its target; for the attacker's own 1D100, the attacker)."""
    entry = dialog.dice_entry
    return [(need.purpose, need.target or need.combatant)
            for need, value in zip(entry.needs(), entry.values()) if value is None]


def type_dice(qtbot: Any, dialog: Any, naturals: Sequence[int], *, enter: bool = False, start: int = 0,
              exactly: bool = False) -> None:
    """Type each natural into the next dice box as a GM does from the table (``enter``: press
    Enter after each), starting at box ``start``; staged boxes appear as the dice before them
    are typed. ``exactly``: these are all the dice the dialog asks for, no box follows them."""
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
    if exactly:
        assert len(dice_boxes(dialog)) == start + len(naturals), f"more dice were asked for: {dice_asked(dialog)}"


def type_next(qtbot: Any, dialog: Any, naturals: Sequence[int], *, exactly: bool = False) -> None:
    """Type each natural into the next *empty* dice box (staged boxes appear as the dice before
    them are in), so a test can type a round, look, and type the next; Enter is not pressed.
    ``exactly``: these fill every box that is empty now (the next step's boxes may follow)."""
    if exactly:
        assert len(dice_asked(dialog)) == len(naturals), dice_asked(dialog)
    for natural in naturals:
        box = dialog.dice_entry.first_empty()
        assert box is not None, f"no empty box left for {natural}"
        box.setFocus()
        qtbot.keyClicks(box, str(natural))
        assert box.value() == natural


def enter_dice(qtbot: Any, dialog: Any, naturals: Sequence[int]) -> None:
    """Press "Enter dice…" and type these naturals: all the dice the dialog asks for."""
    press(qtbot, dialog.enter_dice_button)
    type_next(qtbot, dialog, naturals)
    assert dialog.dice_entry.first_empty() is None, f"more dice were asked for: {dice_asked(dialog)}"


def ctrl_click_rows(qtbot: Any, window: Any, ids: list[str]) -> None:
    """Select the table's rows of ``ids`` as a GM does: a click, then Ctrl+click on each other."""
    for number, combatant_id in enumerate(ids):
        source = window.combatant_model.index(window.encounter.row_of(combatant_id), 1)
        index = window.proxy.mapFromSource(source)
        rect = window.table.visualRect(index)
        modifier = Qt.KeyboardModifier.ControlModifier if number else Qt.KeyboardModifier.NoModifier
        qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, modifier, rect.center())
    assert window.selected_ids() == ids

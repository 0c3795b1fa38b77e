"""Issue 16: the editor's Attributes and Wounds forms are built the first time they are shown.

Nothing of it shows, at the keyboard or on screen: the window's Tab order is the one of an
editor built at once, Ctrl+Tab from a field lands on the next page's first field, an
Alt+letter of a page built late reaches its field (no other widget of the window has it), a
page built late moves the derived values as the GM types, like the others, and the window's
minimum size and the docks' split are the same before and after.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel, QLineEdit, QSpinBox, QToolButton, QWidget

from gmtracker.encounter import Encounter
from gmtracker.storage import load_encounter
from gmtracker.storage.paths import UserPaths
from gmtracker.ui.panels.editor_dock import CombatantEditor
from gmtracker.ui.shell.context import AppContext
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.conftest import child, open_dialog

SELECTED = "goblin-cutthroat"


@pytest.fixture
def encounter(demo_path: Path) -> Encounter:
    return load_encounter(demo_path)


def open_window(qtbot: Any, tmp_path: Path, encounter: Encounter, name: str) -> MainWindow:
    window = MainWindow(AppContext(paths=UserPaths.under(tmp_path / name)), encounter, None)
    window.persist_layout = False
    window.resize(1366, 740)
    open_dialog(qtbot, window)
    window.select(SELECTED)
    QApplication.processEvents()
    return window


def focus_chain(window: QWidget) -> list[str]:
    """The window's Tab order: each widget that takes focus by Tab, named with its parent."""
    names = []
    widget = window.nextInFocusChain()
    while widget is not None and widget is not window:
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.window() is window:
            parent = widget.parentWidget()
            names.append(f"{widget.objectName() or type(widget).__name__}"
                         f" in {parent.objectName() or type(parent).__name__ if parent else '-'}")
        widget = widget.nextInFocusChain()
    return names


def click_tab(qtbot: Any, editor: CombatantEditor, index: int) -> None:
    bar = editor.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert editor.tabs.currentIndex() == index


def test_the_tab_order_is_the_one_of_an_editor_built_at_once(
        qtbot: Any, tmp_path: Path, demo_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    built_at_once = CombatantEditor.__init__

    def every_page_at_once(self: CombatantEditor, *args: Any, **kwargs: Any) -> None:
        built_at_once(self, *args, **kwargs)
        self.build_all_pages()  # before the roll log and anything after it is made

    monkeypatch.setattr(CombatantEditor, "__init__", every_page_at_once)
    reference = focus_chain(open_window(qtbot, tmp_path, load_encounter(demo_path), "at-once"))
    monkeypatch.undo()
    window = open_window(qtbot, tmp_path, load_encounter(demo_path), "on-show")
    assert window.editor.findChild(QSpinBox, "editorStrength") is None  # not built yet
    for index in (2, 4, 1, 3):  # Wounds, 1D100, Attributes, Attacks: not in their order
        click_tab(qtbot, window.editor, index)
    chain = focus_chain(window)
    assert "editorStrength in QWidget" in chain and "editorAddPercentile in PercentileEditor" in chain
    assert chain == reference


def test_ctrl_tab_from_a_field_lands_on_the_next_pages_first_field(
        qtbot: Any, tmp_path: Path, encounter: Encounter) -> None:
    window = open_window(qtbot, tmp_path, encounter, "profile")
    name = child(window.editor, QLineEdit, "editorName")
    name.setFocus()
    qtbot.waitUntil(name.hasFocus)
    qtbot.keyClick(name, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert window.editor.tabs.currentIndex() == 1
    strength = child(window.editor, QSpinBox, "editorStrength")
    focused = QApplication.focusWidget()
    assert focused is not None and (focused is strength or strength.isAncestorOf(focused))
    assert strength.value() == encounter.combatant(SELECTED).attributes.strength


def test_an_alt_letter_of_a_page_built_late_reaches_its_field(
        qtbot: Any, tmp_path: Path, encounter: Encounter) -> None:
    window = open_window(qtbot, tmp_path, encounter, "profile")
    click_tab(qtbot, window.editor, 2)  # Wounds
    wounds = child(window.editor, QSpinBox, "editorWounds")
    qtbot.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)  # W&ounds
    focused = QApplication.focusWidget()
    assert focused is not None and (focused is wounds or wounds.isAncestorOf(focused))
    newest_first = child(window.roll_log, QToolButton, "rollLogNewestFirst")
    assert not newest_first.isChecked()
    qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)  # the roll log's Ne&west first
    qtbot.waitUntil(newest_first.isChecked)  # clicked: Alt+W reaches it alone (an ambiguous key only focuses)
    states = child(window.editor, QCheckBox, "editorState_dazed")
    assert states.isChecked() == any(entry.state.value == "dazed" for entry in encounter.combatant(SELECTED).states)


@pytest.mark.parametrize("height", [600, 740])
def test_showing_a_page_the_first_time_moves_no_dock_nor_the_windows_minimum_size(
        qtbot: Any, tmp_path: Path, encounter: Encounter, height: int) -> None:
    window = open_window(qtbot, tmp_path, encounter, "profile")
    window.resize(1366, height)
    QApplication.processEvents()

    def layout() -> tuple[Any, ...]:
        QApplication.processEvents()
        return (window.minimumSizeHint().height(), window.minimumSizeHint().width(), window.height(),
                window.editor.height(), window.roll_log.height(), window.table.height())

    before = layout()
    for index in (2, 4, 1, 3, 0):
        click_tab(qtbot, window.editor, index)
        assert layout() == before, window.editor.tabs.tabText(index)


def test_a_page_built_late_moves_the_derived_values_as_the_gm_types(qtbot: Any, encounter: Encounter) -> None:
    editor = CombatantEditor(encounter)
    editor.resize(400, 700)
    open_dialog(qtbot, editor)
    editor.set_combatant(SELECTED)  # strength 0, agility 3, size 1, proficiency 1, 6 kg
    defenses = child(editor, QLabel, "derivedDefenses")
    assert defenses.text().replace("\u00a0", " ") == "base 13 · physique 10 · reflex 12 · mind 9"
    click_tab(qtbot, editor, 1)  # Attributes, built now
    strength = child(editor, QSpinBox, "editorStrength")
    strength.selectAll()
    qtbot.keyClicks(strength, "4")
    # A17: physique 8 + 1 + 4 + 1, reflex 8 + 1 + 4 + 3
    assert defenses.text().replace("\u00a0", " ") == "base 13 · physique 14 · reflex 16 · mind 9"

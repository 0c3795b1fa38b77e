"""The starter library in the Add from library dialog (Ctrl+L): a GM with an empty library
adds "Goblin ×4" at once (numbered Goblin 1–4), copies a bundled template to edit it, and
cannot delete a bundled one. Driven through the dialog's real ``exec()`` from the main window."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QFileDialog, QListWidget, QListWidgetItem

from gmtracker.storage import LibraryFileError, load_encounter
from gmtracker.storage.library import Library, read_templates
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.storage.starter import starter_templates
from gmtracker.ui.dialogs.library_dialog import LibraryDialog
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.conftest import press, press_ok
from tests.ui.modal import MessageBoxes, when_modal


def item_named(widget: QListWidget, name: str) -> QListWidgetItem:
    for row in range(widget.count()):
        item = widget.item(row)
        if item.text() == name or item.text().startswith(f"{name}  ["):
            return item
    raise AssertionError(f"no {name!r} in {[widget.item(r).text() for r in range(widget.count())]}")


def click(qtbot: Any, widget: QListWidget, name: str, *, double: bool = False) -> None:
    """Click (or double-click) the item called ``name`` as a GM does."""
    item = item_named(widget, name)
    widget.scrollToItem(item)
    position = widget.visualItemRect(item).center()
    qtbot.mouseClick(widget.viewport(), Qt.MouseButton.LeftButton, pos=position)
    assert widget.selectedItems() == [item]
    if double:  # QTest's double click is only the second click's events: the first one is above
        qtbot.mouseDClick(widget.viewport(), Qt.MouseButton.LeftButton, pos=position)


def set_copies(qtbot: Any, dialog: LibraryDialog, n: int) -> None:
    dialog.count.setFocus()
    dialog.count.selectAll()
    qtbot.keyClicks(dialog.count, str(n))
    assert dialog.count.value() == n


def open_library(window: MainWindow, script: Any) -> LibraryDialog:
    waiting = when_modal(LibraryDialog, script)
    window.actions_by_name["actionAddFromLibrary"].trigger()
    assert waiting.timer is not None
    waiting.timer.stop()
    waiting.check()
    assert len(waiting.opened) == 1, "no library dialog opened"
    dialog: LibraryDialog = waiting.opened[0]
    return dialog


@pytest.fixture
def japanese() -> Iterator[None]:
    """The UI's locale is Japanese (as a language switch sets it) for one test."""
    before = QLocale()
    QLocale.setDefault(QLocale("ja_JP"))
    yield
    QLocale.setDefault(before)


def test_an_empty_library_adds_four_numbered_goblins_from_the_starter_library(
        qtbot: Any, window: MainWindow, boxes: MessageBoxes) -> None:
    assert Library.of(window.context.paths).templates() == []
    before = set(window.encounter.ids())

    def four_goblins(dialog: LibraryDialog) -> None:
        assert dialog.list.count() == 0 and dialog.starter_list.count() >= 20
        qtbot.keyClicks(dialog.search, "goblin")
        click(qtbot, dialog.starter_list, "Goblin")
        set_copies(qtbot, dialog, 4)
        press_ok(dialog)

    open_library(window, four_goblins)
    added = [c for c in window.encounter.combatants if c.id not in before]
    assert sorted(c.name for c in added) == ["Goblin 1", "Goblin 2", "Goblin 3", "Goblin 4"]
    assert window.document.undo_stack.count() == 1  # four goblins, one undoable step
    starter = {t.name: t for t in starter_templates("en")}["Goblin"].combatant
    assert all(c.attacks == starter.attacks and c.hit_dice == starter.hit_dice for c in added)
    assert Library.of(window.context.paths).templates() == []  # adding copies nothing to the library


def test_one_starter_template_double_clicked_keeps_its_bare_name(
        qtbot: Any, window: MainWindow, boxes: MessageBoxes) -> None:
    def one_wolf(dialog: LibraryDialog) -> None:
        qtbot.keyClicks(dialog.search, "wolf")
        click(qtbot, dialog.starter_list, "Wolf", double=True)

    open_library(window, one_wolf)
    assert [c.name for c in window.encounter.combatants].count("Wolf") == 1
    assert window.document.undo_stack.count() == 1


def test_starter_templates_speak_the_ui_language(
        qtbot: Any, window: MainWindow, boxes: MessageBoxes, japanese: None) -> None:
    def two_goblins(dialog: LibraryDialog) -> None:
        dialog.search.insert("ゴブリン")  # typed through an input method: QTest cannot type kana
        click(qtbot, dialog.starter_list, "ゴブリン")
        set_copies(qtbot, dialog, 2)
        press_ok(dialog)

    open_library(window, two_goblins)
    names = [c.name for c in window.encounter.combatants]
    assert "ゴブリン 1" in names and "ゴブリン 2" in names and "ゴブリン" not in names
    goblin = window.encounter.combatants[names.index("ゴブリン 1")]
    assert [a.name for a in goblin.attacks] == ["シミター", "ショートボウ"]


def test_a_starter_template_is_copied_to_my_library_and_only_the_copy_can_be_deleted(
        qtbot: Any, window: MainWindow, boxes: MessageBoxes) -> None:
    def copy_the_ogre(dialog: LibraryDialog) -> None:
        qtbot.keyClicks(dialog.search, "ogre")
        click(qtbot, dialog.starter_list, "Ogre")
        assert not dialog.delete_button.isEnabled()  # bundled: read-only
        press(qtbot, dialog.copy_button)
        assert dialog.list.count() == 1 and dialog.list.selectedItems()[0].text().startswith("Ogre")
        assert not dialog.starter_list.selectedItems()  # one template is chosen, the copy
        assert dialog.delete_button.isEnabled() and not dialog.copy_button.isEnabled()
        assert dialog.selected() is not None and dialog.selected().id == "ogre"
        dialog.reject()

    open_library(window, copy_the_ogre)
    library = Library.of(window.context.paths)
    (copy,) = library.templates()
    assert copy.name == "Ogre" and copy.id == "ogre" and copy.tags == ["monster", "giant"]
    assert window.document.undo_stack.count() == 0  # cancelled: nothing added to the encounter


def test_delete_does_nothing_to_a_bundled_template(qtbot: Any, tmp_path: Path) -> None:
    boxes = MessageBoxes()
    dialog = LibraryDialog(UserPaths.under(tmp_path), load_encounter(demo_encounter_path()), language="en")
    qtbot.addWidget(dialog)
    count = dialog.starter_list.count()
    dialog.starter_list.setCurrentRow(0)
    dialog.delete_selected()  # even if called, no question and no change
    boxes.stop()
    assert boxes.shown == [] and dialog.starter_list.count() == count


def test_a_search_filters_both_lists_and_choosing_in_one_clears_the_other(qtbot: Any, tmp_path: Path) -> None:
    encounter = load_encounter(demo_encounter_path())
    paths = UserPaths.under(tmp_path)
    Library.of(paths).add(encounter.combatant("skeleton"), ["undead"])
    dialog = LibraryDialog(paths, encounter, language="zh_CN")
    qtbot.addWidget(dialog)
    dialog.search.insert("不死生物")  # the starter tags are in the dialog's language
    starters = sorted(dialog.starter_list.item(r).text() for r in range(dialog.starter_list.count()))
    assert starters == ["僵尸  [怪物, 不死生物]", "食尸鬼  [怪物, 不死生物]", "骷髅  [怪物, 不死生物]"]
    assert dialog.list.count() == 0
    dialog.search.setText("undead")
    assert dialog.list.count() == 1 and dialog.starter_list.count() == 0
    dialog.search.clear()
    assert dialog.list.selectedItems() and not dialog.starter_list.selectedItems()  # the GM's own first
    dialog.starter_list.setCurrentRow(2)
    assert not dialog.list.selectedItems() and dialog.selected() is not None
    assert dialog.selected().id.startswith("starter:")
    dialog.list.setCurrentRow(0)
    assert not dialog.starter_list.selectedItems() and dialog.selected().name == "Millrace Skeleton"


def test_a_broken_starter_file_is_said_and_my_library_still_works(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(language: str) -> list[Any]:
        raise LibraryFileError(tmp_path / "starter.json", "not valid JSON", None)

    monkeypatch.setattr("gmtracker.ui.dialogs.library_dialog.starter_templates", broken)
    encounter = load_encounter(demo_encounter_path())
    paths = UserPaths.under(tmp_path)
    Library.of(paths).add(encounter.combatant("grukk"))
    dialog = LibraryDialog(paths, encounter)
    qtbot.addWidget(dialog)
    assert dialog.starter_list.count() == 0 and dialog.list.count() == 1
    assert "starter.json" in dialog.problems.text() and "not valid JSON" in dialog.problems.text()
    assert len(dialog.commands()) == 1


def test_export_writes_the_chosen_starter_template_in_the_dialogs_language(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "shared" / "troll.json"
    target.parent.mkdir()
    asked: list[str] = []

    def save_as(_parent: Any, _title: str, suggested: str, _filter: str) -> tuple[str, str]:
        asked.append(suggested)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_as))
    dialog = LibraryDialog(UserPaths.under(tmp_path / "profile"), load_encounter(demo_encounter_path()),
                           language="ja")
    qtbot.addWidget(dialog)
    dialog.search.insert("トロル")
    assert dialog.starter_list.count() == 1 and dialog.selected() is not None
    dialog.export_selected()
    assert asked == ["トロル.json"]
    (exported,) = read_templates(target)
    assert exported.id == "troll" and exported.name == "トロル"


def test_an_empty_library_leaves_the_room_to_the_starter_list(qtbot: Any, tmp_path: Path) -> None:
    dialog = LibraryDialog(UserPaths.under(tmp_path), load_encounter(demo_encounter_path()), language="en")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.list.count() == 0
    assert dialog.list.height() <= dialog.list.fontMetrics().height() * 3  # two rows, not half the dialog
    assert dialog.starter_list.height() > dialog.list.height() * 4
    Library.of(UserPaths.under(tmp_path)).add(starter_templates("en")[0].combatant)
    dialog.refresh()
    assert dialog.list.count() == 1 and dialog.list.maximumHeight() > 10_000  # one template: room again

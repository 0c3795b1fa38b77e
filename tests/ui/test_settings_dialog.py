"""The settings dialog and what its settings do, driven as a GM clicks them: the table
font, the theme, the player view's details, the defaults of new
encounters, this encounter's own rule settings (undoable), and a language switch that
keeps the open encounter, its undo history and its unsaved state."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QDialog, QSpinBox

from gmtracker.encounter import Side
from gmtracker.rules.attack import ResolutionMode
from gmtracker.storage import load_encounter
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.storage.settings import AppSettings, save_settings
from gmtracker.ui.models.combatant_model import Column
from gmtracker.ui.shell.context import AppContext
from gmtracker.ui.shell.main_window import MainWindow
from gmtracker.encounter.player_snapshot import Detail
from gmtracker.ui.dialogs.settings_dialog import SettingsDialog
from gmtracker.ui.shell.settings_service import SettingsService
from gmtracker.ui.widgets.theme import apply_theme
from tests.ui.conftest import press_ok
from tests.ui.modal import MessageBoxes, when_modal


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def scripted(monkeypatch: pytest.MonkeyPatch, script: Callable[[SettingsDialog], None]) -> list[SettingsDialog]:
    """Run ``script`` on the settings dialog opened next, through its real ``exec()``."""
    waiting = when_modal(SettingsDialog, script)
    return waiting.opened


def choose(dialog: QDialog, name: str, value: str) -> None:
    combo = dialog.findChild(QComboBox, name)
    assert combo is not None, name
    combo.setCurrentIndex(combo.findData(value))


def spin(qtbot: Any, dialog: QDialog, name: str, value: int) -> None:
    box = dialog.findChild(QSpinBox, name)
    assert box is not None, name
    box.selectAll()
    qtbot.keyClicks(box, str(value))


@pytest.fixture
def context(tmp_path: Path, qapp: Any) -> Iterator[AppContext]:
    ctx = AppContext(paths=UserPaths.under(tmp_path / "profile"))
    yield ctx
    ctx.translators.clear(qapp)
    apply_theme(qapp, "system")
    for window in list(ctx.windows):
        window.document.undo_stack.setClean()
        window.close()


@pytest.fixture(autouse=True)
def no_modal_boxes(qapp: Any) -> Iterator[list[str]]:
    """Message boxes open for real and are answered (Discard, No, Cancel or OK); their texts are kept."""
    boxes = MessageBoxes()
    yield boxes.texts
    boxes.stop()


@pytest.fixture
def window(qtbot: Any, context: AppContext) -> MainWindow:
    win = MainWindow(context, load_encounter(demo_encounter_path()), None)
    win.persist_layout = False
    win.show()
    qtbot.waitExposed(win)
    return win


def stored(context: AppContext) -> dict[str, Any]:
    return json.loads(context.paths.settings_file.read_text(encoding="utf-8"))["settings"]


def test_settings_is_on_the_edit_menu_with_a_shortcut(window: MainWindow) -> None:
    action = window.actions_by_name["actionSettings"]
    assert action.shortcut().toString() == "Ctrl+,"
    edit_menu = window.menuBar().actions()[1].menu()
    assert action in edit_menu.actions()


def test_the_language_box_offers_system_and_the_three_languages(window: MainWindow) -> None:
    """Issue 11: the language selector is a QComboBox named languageBox with these item data."""
    def script(dialog: SettingsDialog) -> None:
        box = dialog.findChild(QComboBox, "languageBox")
        seen.append([box.itemData(i) for i in range(box.count())])
        seen.append(box.currentData())
        dialog.reject()

    seen: list[Any] = []
    waiting = when_modal(SettingsDialog, script)
    window.actions_by_name["actionSettings"].trigger()
    assert seen == [["system", "en", "zh_CN", "ja"], "system"]
    assert waiting.opened[0].objectName() == "settingsDialog"


def test_general_settings_apply_at_once_and_are_saved(qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch,
                                                      qapp: QApplication) -> None:
    def script(dialog: SettingsDialog) -> None:
        spin(qtbot, dialog, "setting_table_font_size", 17)
        choose(dialog, "setting_theme", "dark")
        press_ok(dialog)

    opened = scripted(monkeypatch, script)
    name_width = window.table.columnWidth(Column.NAME)
    window.actions_by_name["actionSettings"].trigger()
    assert len(opened) == 1
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(opened[0])  # deleted, but only after its values were read
    assert window.table.columnWidth(Column.NAME) > name_width  # the columns fit the bigger text
    assert stored(window.context) == {"table_font_size": 17, "theme": "dark"}
    assert window.table.font().pointSize() == 17
    assert window.table.verticalHeader().defaultSectionSize() > 17
    palette = qapp.palette()
    assert palette.color(QPalette.ColorRole.Window).lightness() < 80  # dark, for a dim room
    assert contrast(palette.color(QPalette.ColorRole.Text), palette.color(QPalette.ColorRole.Base)) >= 7
    assert window.document.undo_stack.count() == 0  # app settings are not encounter changes


def test_system_theme_gives_back_the_platform_palette(qapp: QApplication) -> None:
    before = qapp.palette().color(QPalette.ColorRole.Window)
    apply_theme(qapp, "dark")
    assert qapp.palette().color(QPalette.ColorRole.Window) != before
    apply_theme(qapp, "system")
    assert qapp.palette().color(QPalette.ColorRole.Window) == before
    with pytest.raises(ValueError, match="purple"):
        apply_theme(qapp, "purple")


def test_this_encounters_settings_change_as_one_undoable_step(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    assert window.encounter.settings.resolution is not ResolutionMode.VERSUS

    def script(dialog: SettingsDialog) -> None:
        dialog.tabs.setCurrentIndex(3)
        choose(dialog, "encounter_resolution", "versus")
        dialog.findChild(QCheckBox, "encounter_realistic").setChecked(True)
        press_ok(dialog)

    scripted(monkeypatch, script)
    before = window.encounter.settings
    window.actions_by_name["actionSettings"].trigger()
    assert window.encounter.settings.resolution is ResolutionMode.VERSUS
    assert window.encounter.settings.realistic is True
    assert not window.context.paths.settings_file.exists()  # the app defaults did not change
    assert window.isWindowModified()
    window.document.undo_stack.undo()
    assert window.encounter.settings == before


def test_new_encounters_start_with_the_default_rule_settings(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    def script(dialog: SettingsDialog) -> None:
        choose(dialog, "setting_resolution", "defense_check")
        dialog.findChild(QCheckBox, "setting_skill_trial").setChecked(True)
        press_ok(dialog)

    scripted(monkeypatch, script)
    window.actions_by_name["actionSettings"].trigger()
    assert stored(window.context) == {"resolution": "defense_check", "skill_trial": True}
    window.document.undo_stack.setClean()
    window.actions_by_name["actionNew"].trigger()
    assert window.encounter.settings.resolution is ResolutionMode.DEFENSE_CHECK
    assert window.encounter.settings.skill_trial is True


def test_overlapping_1d100_ranges_are_refused_and_the_dialog_stays_open(
        qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[str] = []

    def script(dialog: SettingsDialog) -> None:
        spin(qtbot, dialog, "setting_fumble_to", 97)
        press_ok(dialog)
        seen.append(dialog.error.text())
        assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
        assert dialog.tabs.currentWidget().objectName() == "settingsPage_new_encounters"
        spin(qtbot, dialog, "setting_fumble_to", 5)
        dialog.tabs.setCurrentIndex(3)
        spin(qtbot, dialog, "encounter_critical_from", 3)
        press_ok(dialog)
        seen.append(dialog.error.text())
        dialog.reject()

    scripted(monkeypatch, script)
    window.actions_by_name["actionSettings"].trigger()
    assert "fumble range must end below the critical range" in seen[0]
    assert seen[1].startswith("This encounter")
    assert not window.context.paths.settings_file.exists()
    assert window.document.undo_stack.count() == 0


def test_player_view_detail_codes_and_defaults_are_the_settings_ones() -> None:
    """The storage layer spells the player view's details as codes; they must be the UI's."""
    from gmtracker.storage.settings import PLAYER_DETAILS
    from gmtracker.encounter.player_snapshot import DEFAULT_DETAILS, PlayerViewOptions

    assert PLAYER_DETAILS == tuple(detail.value for detail in Detail)
    assert PlayerViewOptions().per_side == DEFAULT_DETAILS
    assert {side: d.value for side, d in DEFAULT_DETAILS.items()} == AppSettings().player_details()


def test_player_view_details_come_from_the_settings_and_are_remembered(
        qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    def script(dialog: SettingsDialog) -> None:
        dialog.tabs.setCurrentIndex(1)
        choose(dialog, "setting_player_view_enemy", "nothing")
        press_ok(dialog)

    scripted(monkeypatch, script)
    window.actions_by_name["actionSettings"].trigger()
    window.actions_by_name["actionPlayerView"].trigger()
    view = window.player_view
    assert view.options().detail(Side.ENEMY) is Detail.NOTHING
    # the GM changes a side in the player view's own menu: the settings file follows
    view.findChild(type(window.actions_by_name["actionNew"]), "playerDetail_ally_counts").trigger()
    assert stored(window.context)["player_view.ally"] == "counts"
    assert window.context.settings.values["player_view.ally"] == "counts"


def test_a_language_switch_keeps_the_encounter_and_its_undo_history(
        qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, context: AppContext) -> None:
    first = window.encounter.combatants[0]
    window.select(first.id)
    window.actions_by_name["actionDuplicate"].trigger()
    count = len(window.encounter.combatants)
    document = window.document
    english_undo = document.undo_stack.undoText()
    assert english_undo.startswith("Duplicate")
    window.actions_by_name["actionPlayerView"].trigger()
    window.actions_by_name["actionDiceTray"].trigger()

    def script(dialog: SettingsDialog) -> None:
        choose(dialog, "languageBox", "zh_CN")
        press_ok(dialog)

    scripted(monkeypatch, script)
    window.actions_by_name["actionSettings"].trigger()
    new = context.windows[-1]
    assert new is not window and len(context.windows) == 1
    assert new.document is document and new.encounter is document.encounter
    assert len(new.encounter.combatants) == count
    assert new.menuBar().actions()[0].text() == "文件(&F)"
    assert new.isVisible() and new.isWindowModified()
    assert document.undo_stack.undoText() != english_undo and "复制" in document.undo_stack.undoText()
    assert new.player_view is not None and new.player_view.isVisible()
    assert new.tray.made is not None and new.tray.made.isVisible()  # the open dice tray came along
    assert new.selected_ids() == [first.id]
    qtbot.waitUntil(lambda: not window.isVisible())
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(window)  # the old window is gone: changes must not reach it
    new.actions_by_name["actionUndo"].trigger()  # the undo history came along
    assert len(new.encounter.combatants) == count - 1
    new.actions_by_name["actionRedo"].trigger()
    assert len(new.encounter.combatants) == count
    new.actions_by_name["actionNextTurn"].trigger()  # and the new window drives the encounter
    template = QCoreApplication.translate("MainWindow", "Round %1 · %2's turn · %3")
    assert template.startswith("第") and new.round_label.text().startswith(template.split("%1")[0])
    assert stored(context) == {"language": "zh_CN"}
    # a second switch, straight from the settings: still one window, the same document
    context.settings.update(context.settings.values.replace(language="ja"))
    newest = context.windows[-1]
    assert len(context.windows) == 1 and newest is not new and newest.document is document
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(new)
    assert newest.menuBar().actions()[0].text() == "ファイル(&F)"
    newest.actions_by_name["actionUndo"].trigger()
    assert newest.player_view is not None and newest.player_view.isVisible()


def test_a_bad_settings_file_is_reported_and_kept(tmp_path: Path, qapp: Any) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{broken", encoding="utf-8")
    service = SettingsService(path)
    assert service.values == AppSettings()
    messages = service.messages()
    assert len(messages) == 1 and "line 1, column 2" in messages[0] and str(path) in messages[0]
    assert path.read_text(encoding="utf-8") == "{broken"  # untouched until the GM saves settings
    service.update(AppSettings().replace(language="ja"))
    service.update(AppSettings().replace(language="zh_CN"))  # a second save cannot overwrite it either
    assert service.moved_to is not None and service.moved_to.name.startswith("settings.json.unusable-")
    assert service.moved_to.read_text(encoding="utf-8") == "{broken"
    assert json.loads(path.read_text(encoding="utf-8"))["settings"] == {"language": "zh_CN"}


def test_a_bad_value_is_named_and_the_rest_applies(tmp_path: Path, qapp: Any) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"format": "gmtracker-settings", "version": 1, "settings": {"theme": "neon", "language": "ja"}}',
                    encoding="utf-8")
    service = SettingsService(path)
    assert service.values["language"] == "ja" and service.values["theme"] == "system"
    assert "$.settings.theme" in service.messages()[0] and "neon" in service.messages()[0]


def test_a_settings_file_that_cannot_be_written_changes_nothing(window: MainWindow, monkeypatch: pytest.MonkeyPatch,
                                                                no_modal_boxes: list[str]) -> None:
    window.context.paths.config_dir.mkdir(parents=True)
    window.context.paths.settings_file.mkdir()  # a folder in the way

    def script(dialog: SettingsDialog) -> None:
        choose(dialog, "setting_theme", "dark")
        press_ok(dialog)

    scripted(monkeypatch, script)
    window.actions_by_name["actionSettings"].trigger()
    assert window.context.settings.values["theme"] == "system"
    assert no_modal_boxes and str(window.context.paths.settings_file) in no_modal_boxes[0]


def test_the_app_starts_in_the_language_and_theme_of_the_settings(tmp_path: Path, qapp: Any, capsys: Any,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from gmtracker import app as app_module

    paths = UserPaths.under(tmp_path)
    save_settings(AppSettings().replace(language="ja", theme="dark"), paths.settings_file)
    seen: list[tuple[str, int]] = []
    original_finish = MainWindow.finish_startup

    def spy_finish(win: MainWindow) -> None:  # the menus are built here, after the first paint
        building = not win.startup_finished
        original_finish(win)
        if building:
            seen.append((win.menuBar().actions()[0].text(),
                         qapp.palette().color(QPalette.ColorRole.Window).lightness()))

    monkeypatch.setattr(MainWindow, "finish_startup", spy_finish)
    try:
        assert app_module.main(["--smoke-test", "--data-dir", str(tmp_path)]) == 0
    finally:
        apply_theme(qapp, "system")
    assert seen[0][0] == "ファイル(&F)"
    assert seen[0][1] < 80
    assert QCoreApplication.translate("MainWindow", "&File") == "&File"  # translators removed at exit


def test_error_colours_read_in_the_dark_theme(qtbot: Any, qapp: QApplication) -> None:
    """Error text and a refused field follow the palette: readable on dark as on light (AA, 4.5:1)."""
    from PySide6.QtWidgets import QWidget

    from gmtracker.ui.widgets.theme import error_colour, invalid_style

    for theme in ("light", "dark"):
        apply_theme(qapp, theme)
        widget = QWidget()
        qtbot.addWidget(widget)
        window = widget.palette().color(QPalette.ColorRole.Window)
        assert contrast(error_colour(widget), window) >= 4.5, theme
        colours = dict(part.strip().split(": ") for part in invalid_style(widget).rstrip(";").split(";"))
        assert contrast(QColor(colours["color"]), QColor(colours["background-color"])) >= 7, theme
    apply_theme(qapp, "system")


def test_the_turn_timer_is_off_until_the_gm_turns_it_on_and_counts_each_turn(
        qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 29 item 5: an optional real-time turn timer in the banner, off by default, set in
    Settings through the real exec(); it starts again with each turn and goes out of combat."""
    banner = window.banner
    now = [1000.0]
    banner.clock = lambda: now[0]
    banner.start_turn_timer()  # Goblin Lurker's turn, counted on the test's clock from here
    assert banner.timer_text() == ""  # off by default

    def script(dialog: SettingsDialog) -> None:
        box = dialog.findChild(QCheckBox, "setting_turn_timer")
        seen.append(box is not None and not box.isChecked())
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))  # on its indicator
        seen.append(box.isChecked())
        press_ok(dialog)

    seen: list[bool] = []
    scripted(monkeypatch, script)
    window.actions_by_name["actionSettings"].trigger()
    assert seen == [True, True]  # off, then ticked by the GM's click
    assert stored(window.context) == {"turn_timer": True}
    assert banner.timer_text() == "0:00"
    now[0] += 65
    banner._tick.timeout.emit()  # the banner's own one-second tick
    assert banner.timer_text() == "1:05"
    window.actions_by_name["actionNextTurn"].trigger()
    assert banner.timer_text() == "0:00"  # the next combatant's turn starts its own count
    now[0] += 3725
    banner._tick.timeout.emit()
    assert banner.timer_text() == "1:02:05"
    window.actions_by_name["actionEndCombat"].trigger()
    assert banner.timer_text() == ""  # no turn, no timer
    window.context.settings.update(window.context.settings.values.replace(turn_timer=False))
    assert not banner.timer_label.isVisibleTo(banner)


def test_the_turn_timer_reads_as_a_stopwatch() -> None:
    from gmtracker.ui.words.clock_words import stopwatch_text

    assert [stopwatch_text(s) for s in (-3, 0, 7.9, 65, 750, 3723)] == ["0:00", "0:00", "0:07", "1:05", "12:30",
                                                                       "1:02:03"]

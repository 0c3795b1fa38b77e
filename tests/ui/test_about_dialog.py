"""Help ▸ About GM Tracker and Help ▸ About Qt, opened from their real actions through the
real ``exec()``: the version, the licence, the shipped notices, this run's folders (plain,
selectable, each with a button that opens it), and Qt's own box."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject, QUrl, Slot, qVersion
from PySide6.QtGui import QAction, QDesktopServices
from PySide6.QtWidgets import QLabel, QLineEdit, QMenu, QTabWidget

from gmtracker import __version__
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import third_party_notices_path
from gmtracker.ui.dialogs import about_dialog
from gmtracker.ui.dialogs.about_dialog import AboutDialog
from gmtracker.ui.shell.main_window import MainWindow
from tests.ui.conftest import open_dialog
from tests.ui.modal import MessageBoxes, when_modal


class _FileManager(QObject):
    """Stands in for the desktop's file manager: Qt hands it every file: URL opened."""

    def __init__(self) -> None:
        super().__init__()
        self.opened: list[str] = []

    @Slot(QUrl)
    def show(self, url: QUrl) -> None:
        self.opened.append(url.toLocalFile())


@pytest.fixture
def file_manager() -> Any:
    manager = _FileManager()
    # PySide6 6.11 refuses the bytes its stub asks for, and takes the slot name as str.
    QDesktopServices.setUrlHandler("file", manager, "show")  # type: ignore[arg-type]
    yield manager
    QDesktopServices.unsetUrlHandler("file")


def test_the_help_menu_has_both_boxes_with_the_roles_macos_moves(window: MainWindow) -> None:
    help_menu = next(action.menu() for action in window.menuBar().actions() if action.text() == "Help")
    assert isinstance(help_menu, QMenu)
    assert [action.objectName() for action in help_menu.actions()] == ["actionAbout", "actionAboutQt"]
    assert window.actions_by_name["actionAbout"].menuRole() == QAction.MenuRole.AboutRole
    assert window.actions_by_name["actionAboutQt"].menuRole() == QAction.MenuRole.AboutQtRole


def test_about_from_the_menu_shows_the_version_the_licence_the_notices_and_the_folders(
        window: MainWindow, file_manager: _FileManager) -> None:
    paths = window.context.paths
    paths.data_dir.mkdir(parents=True)  # the one folder that exists: its button is enabled
    seen: dict[str, Any] = {}

    def look(dialog: AboutDialog) -> None:
        labels = {label.objectName(): label for label in dialog.findChildren(QLabel)}
        seen["title"] = labels["aboutTitle"].text()
        seen["licence"] = labels["aboutLicence"].text()
        seen["notices"] = dialog.notices_view.toPlainText()
        seen["read_only"] = dialog.notices_view.isReadOnly()
        seen["paths"] = {key: (edit.text(), edit.isReadOnly()) for key, edit in dialog.path_edits.items()}
        seen["enabled"] = {key: button.isEnabled() for key, button in dialog.open_buttons.items()}
        seen["tabs"] = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
        dialog.open_buttons["data"].click()
        dialog.open_buttons["licenses"].click()
        dialog.reject()

    script = when_modal(AboutDialog, look)
    window.actions_by_name["actionAbout"].trigger()
    assert script.opened
    assert seen["title"] == f"GM Tracker {__version__}"
    assert "MIT licence" in seen["licence"]
    assert seen["notices"] == third_party_notices_path().read_text(encoding="utf-8")
    assert "PySide6_Essentials" in seen["notices"] and seen["read_only"]
    assert seen["tabs"] == ["&Folders", "Third-party &notices"]
    assert seen["paths"] == {
        "settings": (str(paths.config_dir), True), "data": (str(paths.data_dir), True),
        "state": (str(paths.state_dir), True), "journal": (str(paths.autosave_file), True),
        "log": (str(paths.error_log_file), True),
        "licenses": (str(third_party_notices_path().parent), True)}
    # Nothing is made before it is first written: only the existing folders can be opened.
    assert seen["enabled"] == {"settings": False, "data": True, "state": False, "journal": False, "log": False,
                               "licenses": True}
    assert file_manager.opened == [str(paths.data_dir), str(third_party_notices_path().parent)]
    assert not paths.state_dir.exists()  # the About box wrote nothing


def test_about_qt_from_the_menu_is_qt_s_box(window: MainWindow, boxes: MessageBoxes) -> None:
    window.actions_by_name["actionAboutQt"].trigger()
    assert [shown.title for shown in boxes.shown] == ["About Qt"]
    assert qVersion() in boxes.shown[0].text


def test_a_folder_s_path_is_shown_as_typed_never_as_markup(qtbot: Any, tmp_path: Path) -> None:
    root = tmp_path / "<b>GM</b> & <img src=x>"
    dialog = open_dialog(qtbot, AboutDialog(UserPaths.under(root)))
    edit = dialog.findChild(QLineEdit, "settingsPathEdit")
    assert edit is not None and edit.text() == str(root / "config")
    assert all(label.textFormat() != label.textFormat().RichText for label in dialog.findChildren(QLabel))
    tabs = dialog.findChild(QTabWidget, "aboutTabs")
    assert tabs is not None and tabs.count() == 2


def test_notices_that_cannot_be_read_are_said_where_they_would_be(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    missing = tmp_path / "licenses" / "THIRD-PARTY-NOTICES.txt"
    monkeypatch.setattr(about_dialog, "third_party_notices_path", lambda: missing)
    dialog = open_dialog(qtbot, AboutDialog(UserPaths.under(tmp_path / "profile")))
    text = dialog.notices_view.toPlainText()
    assert text.startswith("The notices cannot be read from ") and str(missing) in text

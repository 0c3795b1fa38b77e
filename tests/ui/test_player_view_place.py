"""Where the player view window opens (issue 26 item 9): on a second screen when there is one, else the
right third of the GM's one screen, so that the GM's combatant table stays in view."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QByteArray, QRect, Qt
from PySide6.QtGui import QGuiApplication

from gmtracker.ui.models.combatant_model import Column
from gmtracker.ui.panels.player_view import ONE_SCREEN_SHARE, place_player_view
from gmtracker.ui.shell.main_window import PLAYER_VIEW_GEOMETRY_KEY, MainWindow

LAPTOP = QRect(0, 0, 1366, 740)  # a 1366×768 screen less its panel


def test_one_screen_the_right_third_full_height() -> None:
    """Issue 26 item 9: one laptop screen — the right third (455 of 1366 px), its whole height; not its own screen."""
    rect, own = place_player_view([LAPTOP], QRect(0, 0, 1366, 740))
    assert not own
    assert rect == QRect(1366 - 455, 0, 455, 740)


@pytest.mark.parametrize("gm_on", [0, 1])
def test_a_second_screen_is_chosen_whichever_side_the_gm_is_on(gm_on: int) -> None:
    """Issue 26 item 9: two screens — the one the GM's window is not on, whole."""
    screens = [LAPTOP, QRect(1366, 0, 1920, 1080)]
    gm_window = QRect(screens[gm_on].topLeft(), LAPTOP.size())
    rect, own = place_player_view(screens, gm_window)
    assert own and rect == screens[1 - gm_on]


def test_with_three_screens_the_largest_other_one() -> None:
    """Issue 26 item 9: a projector and a monitor besides the laptop — the larger of the two."""
    screens = [LAPTOP, QRect(-1024, 0, 1024, 768), QRect(1366, 0, 2560, 1440)]
    rect, own = place_player_view(screens, QRect(10, 10, 1300, 700))
    assert own and rect == screens[2]


def test_a_window_across_two_screens_belongs_to_the_one_holding_most_of_it() -> None:
    """Issue 26 item 9: the GM's window mostly on the right screen — the player view takes the left one."""
    screens = [QRect(0, 0, 1920, 1080), QRect(1920, 0, 1920, 1080)]
    rect, own = place_player_view(screens, QRect(1800, 0, 1500, 900))
    assert own and rect == screens[0]


def test_f11_on_one_offscreen_screen_leaves_the_table_names_in_view(qtbot: Any, window: MainWindow) -> None:
    """Issue 26 item 9 (B12 not involved): F11 on the GM's window, one screen — the player view opens
    in the right third (or the least its heading needs); the table's Name and Side columns are not
    covered, and it covers at most a third of the table's width (it opened at 1280×720 over everything)."""
    assert len(QGuiApplication.screens()) == 1
    screen = QGuiApplication.primaryScreen().availableGeometry()
    window.setGeometry(screen)
    qtbot.wait(20)
    window.activateWindow()
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_F11)
    view = window.player_view
    assert view is not None and view.isVisible()
    qtbot.waitExposed(view)
    qtbot.wait(50)  # the frame fitted once shown
    placed = view.frameGeometry()
    assert placed.right() <= screen.right() and placed.top() >= screen.top()
    # a third of the screen, or the least the view's heading needs on this 800-px offscreen screen
    assert placed.width() <= max(round(screen.width() * ONE_SCREEN_SHARE), view.minimumSizeHint().width() + 8)
    table = window.table
    table_rect = QRect(table.mapToGlobal(table.rect().topLeft()), table.size())
    covered = table_rect.intersected(placed)
    assert covered.width() <= table_rect.width() * ONE_SCREEN_SHARE  # measured: 0 of 421 px (the editor dock is under it)
    header = table.horizontalHeader()
    for column in (Column.NAME, Column.SIDE):
        left = table.viewport().mapToGlobal(table.viewport().rect().topLeft()).x() + header.sectionViewportPosition(column)
        assert left + header.sectionSize(column) <= placed.left(), column.name


def test_the_player_view_opens_where_it_was_last(qtbot: Any, window: MainWindow) -> None:
    """Issue 26 item 9: the window's geometry is remembered with the window's layout and used next time."""
    window.persist_layout = True
    window.settings.remove(PLAYER_VIEW_GEOMETRY_KEY)
    window.show_player_view()
    view = window.player_view
    qtbot.waitExposed(view)
    qtbot.wait(50)
    view.setGeometry(QRect(40, 50, 520, 400))  # the GM moves and sizes it
    qtbot.wait(50)
    assert view.geometry().size().width() == 520
    window._save_layout()
    saved = window.settings.value(PLAYER_VIEW_GEOMETRY_KEY)
    assert isinstance(saved, QByteArray) and not saved.isEmpty()
    view.hide()
    window.player_view = None
    window.show_player_view()
    again = window.player_view
    assert again is not view
    assert again.geometry().size() == view.geometry().size()
    assert again.geometry().topLeft() == view.geometry().topLeft()
    window.persist_layout = False

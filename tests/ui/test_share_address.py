"""The shared address outlives Stop → Start and another encounter, and changes only on the
Share panel's New address button, after the GM confirms (issue 27 item 6) — through the real
panel, the real message box's exec() and the real server on 127.0.0.1."""

from __future__ import annotations

import json
from typing import Any

import pytest

from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton

from gmtracker.encounter.player_snapshot import PlayerViewOptions
from gmtracker.ui.panels.player_share import player_payload
from gmtracker.ui.shell.main_window import MainWindow
from tests.net.conftest import EventStream
from tests.ui.conftest import child, press
from tests.ui.modal import MessageBoxes
from tests.ui.test_player_share import assert_the_stream_ends, fetch, start_from_the_panel


@pytest.fixture(autouse=True)
def _no_prompts(prompts_offered: list[list[dict[str, Any]]]) -> None:
    """Turn-start prompts are not what these tests are about."""


def stop_and_start(qtbot: Any, panel: Any) -> None:
    press(qtbot, child(panel, QPushButton, "shareStop"))
    press(qtbot, child(panel, QPushButton, "shareStart"))


def test_the_address_outlives_stop_start_and_another_encounter(
        qtbot: Any, window: MainWindow, boxes: MessageBoxes) -> None:
    panel = start_from_the_panel(qtbot, window)
    first = window.player_share().url
    token = window.player_share().token
    assert token and token in first
    phone = EventStream(first)
    try:
        phone.next_data()
        stop_and_start(qtbot, panel)
        assert_the_stream_ends(phone)  # the old server closed it
    finally:
        phone.close()
    assert window.player_share().token == token
    assert fetch(first + "state.json")[0] == 200  # the phone's page reconnects to the same address
    window.actions_by_name["actionNew"].trigger()  # another encounter stops the sharing…
    assert not window.player_share().running
    press(qtbot, child(panel, QPushButton, "shareStart"))  # …and the same address serves it again
    again = window.player_share().url
    assert window.player_share().token == token and again.rsplit("/", 2)[1] == token
    phone = EventStream(again)
    try:
        assert json.loads(phone.next_data())["heading"]  # the new encounter, on the old address
    finally:
        phone.close()
    assert child(panel, QLabel, "shareUrl").text() == again


def test_new_address_asks_first_then_the_old_address_is_404_and_the_panel_shows_the_new(
        qtbot: Any, window: MainWindow, boxes: MessageBoxes) -> None:
    panel = start_from_the_panel(qtbot, window)
    share = window.player_share()
    old_url, old_token = share.url, share.token
    button = child(panel, QPushButton, "newAddressButton")
    press(qtbot, button)  # answered Cancel (the boxes' default): nothing changes
    assert len(boxes.shown) == 1 and boxes.shown[0].plain
    assert "scan" in boxes.shown[0].informative
    assert QMessageBox.StandardButton.Cancel in boxes.shown[0].buttons
    assert share.token == old_token and fetch(old_url)[0] == 200
    phone = EventStream(old_url)
    try:
        phone.next_data()
        boxes.answer(QMessageBox.StandardButton.Yes)
        press(qtbot, button)
        assert len(boxes.shown) == 2
        assert share.running and share.token != old_token
        assert_the_stream_ends(phone)  # the old address's phones are cut off…
    finally:
        phone.close()
    assert fetch(old_url)[0] == 404 and fetch(old_url + "events")[0] == 404  # …and told so by the page
    new_url = share.url
    assert new_url != old_url and f"/{share.token}/" in new_url
    assert new_url.rsplit("/", 2)[0] == old_url.rsplit("/", 2)[0]  # the same host and port
    assert child(panel, QLabel, "shareUrl").text() == new_url
    assert fetch(new_url)[0] == 200
    stop_and_start(qtbot, panel)
    assert share.url == new_url  # and the new one is kept in turn
    share.stop()


def test_new_address_while_not_sharing_is_used_by_the_next_start(
        qtbot: Any, window: MainWindow, boxes: MessageBoxes) -> None:
    panel = start_from_the_panel(qtbot, window)
    share = window.player_share()
    old = share.token
    press(qtbot, child(panel, QPushButton, "shareStop"))
    boxes.answer(QMessageBox.StandardButton.Yes)
    press(qtbot, child(panel, QPushButton, "newAddressButton"))
    assert not share.running and share.token != old
    press(qtbot, child(panel, QPushButton, "shareStart"))
    assert f"/{share.token}/" in share.url and f"/{old}/" not in share.url
    share.stop()


def test_the_payload_carries_the_page_words_for_a_new_address_and_no_javascript(window: MainWindow) -> None:
    labels = json.loads(player_payload(window.encounter, PlayerViewOptions()))["labels"]
    assert labels["new_address"] == "The GM shared a new address: scan the code again"
    assert labels["noscript"] == "This page needs JavaScript to follow the fight. Switch JavaScript on and reload."


def test_the_confirmation_is_plain_text_and_names_the_button(qtbot: Any, window: MainWindow,
                                                             boxes: MessageBoxes) -> None:
    panel = start_from_the_panel(qtbot, window)
    press(qtbot, child(panel, QPushButton, "newAddressButton"))
    assert boxes.shown and boxes.shown[-1].plain and boxes.shown[-1].title == "New address"
    window.player_share().stop()

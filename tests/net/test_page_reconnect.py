"""The phone page after the GM's server goes away (issue 27 item 6, the page's half), in
headless Chromium against the real PlayerServer on 127.0.0.1: a server started again on the
same port with the same token brings the page back by itself; one with a new token (the GM
pressed "New address") makes it say to scan the code again, not "Reconnecting…" forever.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from gmtracker.net.player_server import PlayerServer
from tests.net.page_browser import phone_browser
from tests.net.test_phone_page import page_payload

NEW_ADDRESS = "The GM shared a new address: scan the code again"


@pytest.fixture
def driver(tmp_path: Any) -> Iterator[Any]:
    with phone_browser(tmp_path / "chromium") as browser:
        yield browser


def _status(driver: Any) -> tuple[bool, str, bool]:
    shown, words, gone = driver.execute_script(
        "var s = document.getElementById('status'); return [!s.hidden, s.textContent, s.classList.contains('gone')]")
    return shown, words, gone


def _share(port: int = 0, token: str | None = None, payload: bytes | None = None) -> PlayerServer:
    server = PlayerServer("127.0.0.1", port, token=token)
    server.start()
    server.publish(payload or page_payload("en", 1, 0))
    return server


def test_same_token_again_the_page_comes_back_by_itself(driver: Any) -> None:
    from selenium.webdriver.support.ui import WebDriverWait

    server = _share()
    try:
        driver.get(server.url)
        WebDriverWait(driver, 10).until(lambda d: server.client_count == 1)
        port, token = server.port, server.token
        server.stop()
        WebDriverWait(driver, 10).until(lambda d: _status(d)[0])
        assert _status(driver) == (True, "Reconnecting…", False)
        server = _share(port, token, page_payload("en", 2, 1))
        WebDriverWait(driver, 20).until(lambda d: not _status(d)[0])
        heading = json.loads(page_payload("en", 2, 1))["heading"]
        WebDriverWait(driver, 10).until(lambda d: d.find_element("id", "heading").text == heading)
        assert server.client_count == 1
        # and it keeps following the fight
        server.publish(page_payload("en", 3, 2))
        heading = json.loads(page_payload("en", 3, 2))["heading"]
        WebDriverWait(driver, 10).until(lambda d: d.find_element("id", "heading").text == heading)
    finally:
        server.stop()


def test_a_server_that_stays_down_is_reconnecting_not_a_new_address(driver: Any) -> None:
    import time

    from selenium.webdriver.support.ui import WebDriverWait

    server = _share()
    try:
        driver.get(server.url)
        WebDriverWait(driver, 10).until(lambda d: server.client_count == 1)
    finally:
        server.stop()
    WebDriverWait(driver, 10).until(lambda d: _status(d)[0])
    deadline = time.monotonic() + 8  # past the page's retry pauses
    while time.monotonic() < deadline:
        assert _status(driver) == (True, "Reconnecting…", False)
        time.sleep(0.5)


@pytest.mark.parametrize("labels", ["translated", "none"])
def test_a_new_token_on_the_same_port_says_scan_the_code_again(driver: Any, labels: str) -> None:
    from selenium.webdriver.support.ui import WebDriverWait

    words = {"reconnecting": "再接続中…", "new_address": "GMが新しいアドレスを共有しました：コードを読み取り直してください"}
    first = json.loads(page_payload("ja", 1, 0))
    first["labels"] = words if labels == "translated" else {}
    server = _share(payload=json.dumps(first, ensure_ascii=False).encode())
    try:
        driver.get(server.url)
        WebDriverWait(driver, 10).until(lambda d: server.client_count == 1)
        port, token = server.port, server.token
        server.stop()
        WebDriverWait(driver, 10).until(lambda d: _status(d)[0])
        server = _share(port, None)
        assert server.token != token
        expected = words["new_address"] if labels == "translated" else NEW_ADDRESS
        WebDriverWait(driver, 20).until(lambda d: _status(d) == (True, expected, True))
        assert server.client_count == 0
        heading = first["heading"]
        assert driver.find_element("id", "heading").text == heading  # the last view stays under the message
    finally:
        server.stop()

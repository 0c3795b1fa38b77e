"""The phone page for every player (issue 27 item 8), in Debian's headless Chromium at
390×844 against the real PlayerServer: axe-core finds no violation (text contrast ≥ 4.5:1
among them) in combat, out of combat, with things hidden and shown, empty, reconnecting and
after a new address, dark and light; the last roll is above the fold; the side is a shape
and words for screen readers; with JavaScript off the <noscript> message shows.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from gmtracker.net.player_server import PlayerServer
from tests.net.page_browser import PHONE, axe_source, phone_browser, run_axe
from tests.net.test_phone_page import page_payload


def _long_fight() -> bytes:
    rows = [{"name": f"Goblin {i}", "side": ["pc", "ally", "enemy", "neutral"][i % 4], "current": i == 17,
             "health": "wounds 2 / bruises 1 · seriously wounded" if i % 3 else "",
             "out": i % 5 == 0} for i in range(24)]
    return json.dumps({"v": 1, "lang": "en", "title": "A long fight", "heading": "Round 3 · Goblin 17's turn",
                       "rows": rows, "roll_label": "Last roll",
                       "roll": "Goblin 16 attacks Ayla: d20 14 +3 = 17 → hit " * 4, "labels": {}}).encode()


STATES: dict[str, bytes] = {
    "in-combat": page_payload("en", 2, 1),
    "in-combat-ja": page_payload("ja", 2, 1),
    "out-of-combat": json.dumps({
        "v": 1, "lang": "en", "title": "Ambush", "heading": "Not in combat",
        "rows": [{"name": n, "side": s, "current": False, "health": h, "out": True}
                 for n, s, h in (("Ayla", "pc", "wounds 1"), ("Goblin", "enemy", "dead"),
                                 ("Dog", "ally", ""), ("Miller", "neutral", "bruised"))],
        "roll_label": "Last roll", "roll": None, "labels": {}}).encode(),
    "no-roll": page_payload("en", 1, 0),  # the roll section hidden
    "empty": json.dumps({"v": 1, "lang": "en", "title": "Ambush", "heading": "Not in combat", "rows": [],
                         "roll_label": "Last roll", "roll": None,
                         "labels": {"empty": "Nobody in the fight yet"}}).encode(),
    "long": _long_fight(),
}


@pytest.fixture(scope="module")
def driver(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with phone_browser(tmp_path_factory.mktemp("chromium")) as browser:
        yield browser


@pytest.fixture(scope="module")
def axe() -> str:
    return axe_source()


def _open(driver: Any, server: PlayerServer, theme: str) -> None:
    driver.get(server.url)
    driver.execute_script(f"localStorage.setItem('gmtracker.playerView.theme', '{theme}')")
    driver.get(server.url)
    assert driver.execute_script("return document.documentElement.dataset.theme") == theme


def _violations(driver: Any, axe: str) -> list[str]:
    return [f"{v['id']}: {node['target']}: {(node['summary'] or '').splitlines()[-1]}"
            for v in run_axe(driver, axe) for node in v["nodes"]]


@pytest.mark.parametrize("theme", ["dark", "light"])
@pytest.mark.parametrize("state", sorted(STATES))
def test_axe_core_finds_no_violation(driver: Any, axe: str, state: str, theme: str) -> None:
    server = PlayerServer("127.0.0.1")
    server.start()
    try:
        server.publish(STATES[state])
        _open(driver, server, theme)
        assert _violations(driver, axe) == []
        assert driver.execute_script("return axe.version").startswith("4.")
    finally:
        server.stop()


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_axe_core_clean_while_reconnecting_and_after_a_new_address(driver: Any, axe: str, theme: str) -> None:
    from selenium.webdriver.support.ui import WebDriverWait

    server = PlayerServer("127.0.0.1")
    server.start()
    port, token = server.port, server.token
    try:
        server.publish(STATES["in-combat"])
        _open(driver, server, theme)
        WebDriverWait(driver, 10).until(lambda d: server.client_count == 1)
        server.stop()
        WebDriverWait(driver, 10).until(lambda d: d.execute_script("return !document.getElementById('status').hidden"))
        assert _violations(driver, axe) == []
        server = PlayerServer("127.0.0.1", port)  # a new token
        assert server.token != token
        server.start()
        WebDriverWait(driver, 20).until(
            lambda d: d.execute_script("return document.getElementById('status').classList.contains('gone')"))
        assert _violations(driver, axe) == []
    finally:
        server.stop()


def test_the_last_roll_is_above_the_fold_at_390x844_and_stays_in_view(driver: Any) -> None:
    from selenium.webdriver.common.by import By

    server = PlayerServer("127.0.0.1")
    server.start()
    try:
        for state in ("in-combat", "long"):
            server.publish(STATES[state])
            _open(driver, server, "dark")
            box = driver.execute_script("var r = document.getElementById('roll').getBoundingClientRect();"
                                        "return [r.top, r.bottom, innerHeight]")
            assert box[2] == PHONE[1]
            assert 0 <= box[0] and box[1] <= PHONE[1], (state, box)
            assert driver.find_element(By.ID, "roll-text").is_displayed()
        # the long fight scrolled to its acting row (the 18th): the pinned roll does not cover it
        assert driver.execute_script("return scrollY") > 0
        current = driver.execute_script("var c = document.querySelector('.current').getBoundingClientRect();"
                                        "var r = document.getElementById('roll').getBoundingClientRect();"
                                        "return [c.top, c.bottom, r.bottom]")
        assert current[0] >= current[2] - 1 and current[1] <= PHONE[1], current
    finally:
        server.stop()


def test_the_side_is_a_shape_and_words_for_screen_readers(driver: Any) -> None:
    from selenium.webdriver.common.by import By

    server = PlayerServer("127.0.0.1")
    server.start()
    try:
        server.publish(page_payload("en", 1, 0))
        _open(driver, server, "light")
        rows = driver.find_elements(By.CSS_SELECTOR, "#rows li")
        # words in the accessible text of each row, not shown
        spoken = [[s.get_attribute("textContent") for s in row.find_elements(By.CSS_SELECTOR, ".sr-only")]
                  for row in rows]
        assert spoken == [["Player character"], ["Enemy"], ["Ally"], ["Neutral", "Out of the fight"], ["Enemy"]]
        assert all(s.size["width"] <= 1 for row in rows for s in row.find_elements(By.CSS_SELECTOR, ".sr-only"))
        # a shape per side: four different outlines, the same for the same side
        shapes = [driver.execute_script(
            "var s = getComputedStyle(arguments[0]); return [s.borderRadius, s.clipPath, s.transform]",
            row.find_element(By.CSS_SELECTOR, ".side")) for row in rows]
        assert len({json.dumps(s) for s in shapes[:4]}) == 4 and shapes[1] == shapes[4]
        assert all(row.find_element(By.CSS_SELECTOR, ".side").size["width"] >= 12 for row in rows)
    finally:
        server.stop()


def test_without_javascript_the_noscript_message_shows(tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By

    server = PlayerServer("127.0.0.1")
    server.start()
    try:
        server.publish(page_payload("en", 1, 0))
        with phone_browser(tmp_path / "profile", javascript=False) as browser:
            browser.get(server.url)
            assert browser.find_element(By.ID, "heading").text == ""  # no script ran
            message = browser.find_element(By.ID, "noscript")
            assert message.is_displayed() and message.rect["y"] < PHONE[1] / 2
            served = browser.page_source
            if "GMT-NOSCRIPT" in served:  # pragma: no cover - before the server fills the marker
                pytest.fail("the server left the <noscript> marker in the page")
            assert message.text == "This page needs JavaScript to follow the fight. Switch JavaScript on and reload."
    finally:
        server.stop()

"""The page in a real browser: headless Chromium (Debian's ``chromium`` and
``chromium-driver``, driven by selenium) at a phone's 390×844 opens the page, shows the
state at once, takes a turn change from the event stream, keeps a hostile name as text,
switches and remembers the theme, and says when it is reconnecting. Screenshots go to
``$GMTRACKER_SHOTS`` when set (else the test's temporary folder).

Skipped only where the browser is missing and ``CI`` is not set; in CI (``.ci/run``
installs both packages) a missing browser fails.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from gmtracker.net.player_server import PlayerServer
from tests.net.page_browser import phone_browser

HOSTILE = "</script><script>alert(1)</script><b>bold</b>"


WORDS = {
    "en": {
        "title": "Ambush at the Old Mill", "round": "Round {n} · {name}'s turn",
        "names": ["Ayla Thornwood", "Goblin Archer", "Brother Tomas", "Old Miller"],
        "health": ["wounds 1 / bruises 0 · seriously wounded · Blessed", "lightly wounded", "", ""],
        "roll_label": "Latest roll", "roll": "Goblin Archer attacks Ayla Thornwood: d20 14 +3 = 17 → hit",
        "labels": {"reconnecting": "Reconnecting…", "theme": "Light / dark", "empty": "Nobody in the fight yet"},
    },
    "ja": {
        "title": "古い水車小屋の待ち伏せ", "round": "ラウンド {n} · {name}の手番",
        "names": ["アイラ・ソーンウッド", "ゴブリンの弓兵", "トマス修道士", "粉屋の老人"],
        "health": ["負傷 1 / 打撲 0 · 重傷 · 祝福", "軽傷", "", ""],
        "roll_label": "最新の判定", "roll": "ゴブリンの弓兵がアイラ・ソーンウッドを攻撃: d20 14 +3 = 17 → 命中",
        "labels": {"reconnecting": "再接続中…", "theme": "ライト / ダーク", "empty": "まだ誰も戦闘にいません"},
    },
    "zh-CN": {
        "title": "旧磨坊的伏击", "round": "第 {n} 轮 · {name}的回合",
        "names": ["艾拉·索恩伍德", "哥布林弓手", "托马斯修士", "老磨坊主"],
        "health": ["伤口 1 / 淤伤 0 · 重伤 · 祝福", "轻伤", "", ""],
        "roll_label": "最近的掷骰", "roll": "哥布林弓手攻击艾拉·索恩伍德：d20 14 +3 = 17 → 命中",
        "labels": {"reconnecting": "正在重新连接…", "theme": "浅色 / 深色", "empty": "还没有人参战"},
    },
}
SIDES = ["pc", "enemy", "ally", "neutral"]


def page_payload(lang: str, round_number: int, current: int) -> bytes:
    words = WORDS[lang]
    names = [*words["names"], HOSTILE]
    rows = [
        {"name": name, "side": (SIDES + ["enemy"])[i], "current": i == current,
         "health": (words["health"] + [""])[i], "out": i == 3}
        for i, name in enumerate(names)
    ]
    return json.dumps({
        "v": 1, "lang": lang, "title": words["title"],
        "heading": words["round"].format(n=round_number, name=names[current]),
        "rows": rows, "roll_label": words["roll_label"], "roll": words["roll"] if current else None,
        "labels": words["labels"],
    }, ensure_ascii=False, separators=(",", ":")).encode()


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("GMTRACKER_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[object]:
    with phone_browser(tmp_path / "chromium-profile") as driver:  # the page tests' one browser
        yield driver


def _texts(driver: object, selector: str) -> list[str]:
    from selenium.webdriver.common.by import By
    return [e.get_attribute("textContent") for e in driver.find_elements(By.CSS_SELECTOR, selector)]  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["en", "ja", "zh-CN"])
def test_the_page_in_headless_chromium_at_390x844(browser: object, shots: Path, lang: str) -> None:
    from selenium.common.exceptions import NoAlertPresentException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver = browser
    words = WORDS[lang]
    server = PlayerServer("127.0.0.1")
    server.start()
    try:
        server.publish(page_payload(lang, 1, 0))
        driver.get(server.url)  # type: ignore[attr-defined]
        # the first paint shows the embedded state (no waiting for the stream)
        assert driver.find_element(By.ID, "heading").text == words["round"].format(n=1, name=words["names"][0])  # type: ignore[attr-defined]
        assert driver.execute_script("return document.documentElement.lang") == lang  # type: ignore[attr-defined]
        assert driver.title == words["title"]  # type: ignore[attr-defined]
        assert driver.execute_script("return innerWidth") == 390  # type: ignore[attr-defined]
        assert _texts(driver, "#rows .name") == [*words["names"], HOSTILE]
        assert _texts(driver, "#rows .current .name") == [words["names"][0]]
        classes = [e.get_attribute("class") for e in driver.find_elements(By.CSS_SELECTOR, "#rows li")]  # type: ignore[attr-defined]
        assert classes == ["row side-pc current", "row side-enemy", "row side-ally", "row side-neutral out",
                           "row side-enemy"]
        assert driver.find_element(By.ID, "roll").is_displayed() is False  # type: ignore[attr-defined]
        # the hostile name is text: no alert, no extra script or <b> element
        with pytest.raises(NoAlertPresentException):
            driver.switch_to.alert.text  # type: ignore[attr-defined]
        assert driver.execute_script("return document.scripts.length") == 2  # type: ignore[attr-defined]
        assert driver.find_elements(By.CSS_SELECTOR, "#rows b") == []  # type: ignore[attr-defined]
        # nothing overflows the phone's width
        assert driver.execute_script("return document.documentElement.scrollWidth") <= 390  # type: ignore[attr-defined]

        # a turn change arrives through the event stream
        WebDriverWait(driver, 10).until(lambda d: server.client_count == 1)
        server.publish(page_payload(lang, 2, 1))
        second = words["round"].format(n=2, name=words["names"][1])
        WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, "heading").text == second)
        assert _texts(driver, "#rows .current .name") == [words["names"][1]]
        assert driver.find_element(By.ID, "roll-text").text == words["roll"]  # type: ignore[attr-defined]
        assert driver.find_element(By.ID, "roll-label").text == words["roll_label"]  # type: ignore[attr-defined]
        assert driver.find_element(By.ID, "status").is_displayed() is False  # type: ignore[attr-defined]
        dark = shots / f"phone-{lang}-dark.png"
        assert driver.save_screenshot(str(dark))  # type: ignore[attr-defined]

        # the theme toggle: light, remembered across a reload
        assert driver.execute_script("return document.documentElement.dataset.theme") == "dark"  # type: ignore[attr-defined]
        toggle = driver.find_element(By.ID, "theme")  # type: ignore[attr-defined]
        assert toggle.text == words["labels"]["theme"]
        toggle.click()
        assert driver.execute_script("return document.documentElement.dataset.theme") == "light"  # type: ignore[attr-defined]
        driver.refresh()  # type: ignore[attr-defined]
        WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, "heading").text == second)
        assert driver.execute_script("return document.documentElement.dataset.theme") == "light"  # type: ignore[attr-defined]
        background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")  # type: ignore[attr-defined]
        assert background == "rgb(246, 247, 249)"
        light = shots / f"phone-{lang}-light.png"
        assert driver.save_screenshot(str(light))  # type: ignore[attr-defined]

        # the GM stops sharing: the page says it is reconnecting
        server.stop()
        WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, "status").is_displayed())
        assert driver.find_element(By.ID, "status").text == words["labels"]["reconnecting"]  # type: ignore[attr-defined]
        assert driver.find_element(By.ID, "heading").text == second  # the last state stays  # type: ignore[attr-defined]

        # no Content-Security-Policy violation nor script error on the way (the browser's own
        # /favicon.ico is 404, as every path but the page's; the stream fails once stopped)
        errors = [entry["message"] for entry in driver.get_log("browser")  # type: ignore[attr-defined]
                  if entry["level"] == "SEVERE" and "/events" not in entry["message"]
                  and "/favicon.ico" not in entry["message"]]
        assert errors == []
        assert dark.stat().st_size > 5000 and light.stat().st_size > 5000
    finally:
        server.stop()

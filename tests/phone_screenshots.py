"""Screenshots of the players' phone page as the app serves it (README's images).

For each language the mid-combat scene of :mod:`tests.screenshots` goes through the real
payload (:func:`gmtracker.ui.panels.player_share.player_payload`, the app's translations)
and the real server; headless Chromium at a phone's 390×844 takes it dark, then light::

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.phone_screenshots OUT_FOLDER

Needs Debian's chromium and chromium-driver (as the browser test does) and selenium.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path


def main(argv: list[str]) -> int:
    out = Path(argv[0] if argv else "resources/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    from PySide6.QtWidgets import QApplication
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    from gmtracker.encounter.player_snapshot import PlayerViewOptions
    from gmtracker.net.player_server import PlayerServer
    from gmtracker.storage import load_encounter
    from gmtracker.storage.resources import translations_dir
    from gmtracker.ui.panels.player_share import player_payload
    from gmtracker.ui.words.translations import Translators
    from tests.screenshots import scene

    app = QApplication(["gmtracker"])
    folder = Path(tempfile.mkdtemp(prefix="gmtracker-phone-"))
    file = folder / "mill.json"
    file.write_text(json.dumps(scene(), ensure_ascii=False), encoding="utf-8")
    encounter = load_encounter(file)
    translators = Translators()
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                     "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
                     f"--user-data-dir={folder / 'profile'}", "--window-size=390,844", "--hide-scrollbars",
                     "--force-device-scale-factor=1"):
        options.add_argument(argument)
    options.add_experimental_option(
        "mobileEmulation", {"deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 1.0, "touch": True}})
    driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
    try:
        for language in ("en", "zh_CN", "ja"):
            translators.use(app, language, translations_dir())
            payload = player_payload(encounter, PlayerViewOptions())
            server = PlayerServer("127.0.0.1")
            server.start()
            try:
                server.publish(payload)
                driver.get(server.url)
                heading = json.loads(payload)["heading"]
                WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, "heading").text == heading)
                driver.execute_script("localStorage.clear(); document.documentElement.dataset.theme = 'dark'")
                driver.refresh()
                WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, "heading").text == heading)
                name = language.replace("_", "-")
                driver.save_screenshot(str(out / f"phone-{name}-dark.png"))
                driver.find_element(By.ID, "theme").click()
                driver.save_screenshot(str(out / f"phone-{name}-light.png"))
                print(out / f"phone-{name}-dark.png", out / f"phone-{name}-light.png")
            finally:
                server.stop()
            translators.clear(app)
    finally:
        driver.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

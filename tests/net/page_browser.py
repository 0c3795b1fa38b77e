"""Shared by the phone page's browser tests: Debian's headless Chromium at a phone's 390×844
(selenium through Debian's chromedriver; selenium-manager never downloads anything), and
axe-core's ``axe.min.js`` as ``.ci/run`` installs it from npm.

A missing browser or axe skips a test on a developer's machine and fails it when ``CI`` is
set, so CI can never pass a page it did not check.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent.parent
CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
#: Where .ci/run installs npm's axe-core (build/ is ignored by git); GMTRACKER_AXE overrides.
AXE_DEFAULT = REPO_ROOT / "build" / "test-tools" / "node_modules" / "axe-core" / "axe.min.js"
PHONE = (390, 844)


def missing(reason: str) -> None:
    """Fail in CI, skip elsewhere."""
    if os.environ.get("CI"):
        pytest.fail(f"CI must run the browser test: {reason}")
    pytest.skip(reason)


def browser_paths() -> tuple[str, str]:
    chromium = str(CHROMIUM) if CHROMIUM.exists() else shutil.which("chromium")
    driver = str(CHROMEDRIVER) if CHROMEDRIVER.exists() else shutil.which("chromedriver")
    if chromium and driver:
        return chromium, driver
    missing("headless Chromium needs /usr/bin/chromium and /usr/bin/chromedriver "
            "(apt-get install chromium chromium-driver)")
    raise AssertionError("unreachable")


def axe_source() -> str:
    path = Path(os.environ.get("GMTRACKER_AXE") or AXE_DEFAULT)
    if not path.is_file():
        missing(f"axe-core's axe.min.js is not at {path} (bash .ci/run installs it: "
                "npm install --prefix build/test-tools axe-core)")
    return path.read_text(encoding="utf-8")


@contextmanager
def phone_browser(profile: Path, *, javascript: bool = True) -> Iterator[Any]:
    """A headless Chromium whose viewport is a phone's 390×844 (headless windows are never
    narrower than 500 px, so the phone comes from mobile emulation)."""
    chromium, chromedriver = browser_paths()
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                     "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
                     f"--user-data-dir={profile}", "--window-size=390,844",
                     "--hide-scrollbars", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    options.add_experimental_option(
        "mobileEmulation",
        {"deviceMetrics": {"width": PHONE[0], "height": PHONE[1], "pixelRatio": 1.0, "touch": True}})
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service(chromedriver))
    try:
        yield driver
    finally:
        driver.quit()


def run_axe(driver: Any, source: str) -> list[dict[str, Any]]:
    """axe-core's violations on the page as it is now (WCAG 2.x A and AA rules and axe's best
    practices), each with its nodes' targets and failure summaries."""
    if not driver.execute_script("return typeof window.axe === 'object'"):
        # execute_script runs through the DevTools protocol: the page's CSP does not apply
        driver.execute_script(source)
    result = driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']})"
        ".then(function (r) { done(r.violations.map(function (v) { return {id: v.id, impact: v.impact,"
        " nodes: v.nodes.map(function (n) { return {target: n.target.join(' '),"
        " summary: n.failureSummary}; })}; })); },"
        " function (e) { done({error: String(e)}); });")
    if isinstance(result, dict):
        raise AssertionError(f"axe.run failed: {result['error']}")
    violations: list[dict[str, Any]] = result
    return violations

"""Running the real app in a subprocess for the end-to-end tests: start ``kill_driver.py``
(``gmtracker.app.main`` with a scripted GM), read its marker lines, wait for its actions."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

DRIVER = Path(__file__).with_name("kill_driver.py")
DEADLINE_SECONDS = 90  # per start; generous for a loaded CI machine


def lines_of(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines() if path.exists() else []


def start(folder: Path, cycle: int, app_arguments: list[str], last: tuple[str, str, str] | None,
          finish: bool = False, actions: int = 0, prefix: Sequence[str] = (),
          seed: int = 0) -> tuple[subprocess.Popen[bytes], Path]:
    """Start the driver (the app) for one run (``prefix``: a command it runs under); its marker file."""
    markers = folder / f"markers-{cycle:02d}.txt"
    command = [*prefix, sys.executable, str(DRIVER), "--markers", str(markers), "--seed", str(seed)]
    if last is not None:
        command += ["--last", *last]
    if finish:
        command += ["--finish", "--actions", str(actions)]
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    log = open(folder / f"stderr-{cycle:02d}.txt", "wb")  # noqa: SIM115 - closed by the child's end
    process = subprocess.Popen([*command, "--", *app_arguments], env=environment,
                               stdout=log, stderr=subprocess.STDOUT)
    log.close()
    return process, markers


def wait_for(process: subprocess.Popen[bytes], markers: Path, done: int, folder: Path, cycle: int) -> None:
    """Until ``done`` actions have completed in this run (the child keeps playing)."""
    deadline = time.monotonic() + DEADLINE_SECONDS
    while sum(line.startswith("done ") for line in lines_of(markers)) < done:
        if process.poll() is not None:
            raise AssertionError(f"the app ended on its own (status {process.returncode}):\n"
                                 + (folder / f"stderr-{cycle:02d}.txt").read_text(errors="replace")[-3000:])
        if time.monotonic() > deadline:
            process.kill()
            raise AssertionError(f"no {done} actions within {DEADLINE_SECONDS} s: {lines_of(markers)[-5:]}")
        time.sleep(0.005)


def run_app(make_driver: Callable[[], Any], app_arguments: Sequence[str]) -> int:
    """A driver script's main: the QApplication the app will use (named as the app names it), the
    driver made with it (its timer in the app's own loop), then ``gmtracker.app.main`` with the
    arguments after ``--``; the driver writes ``exit STATUS`` as the app returns."""
    from PySide6.QtWidgets import QApplication

    from gmtracker.app import main as app_main

    app = QApplication(["gmtracker"])
    app.setApplicationName("GM Tracker")
    driver = make_driver()
    status = app_main([a for a in app_arguments if a != "--"])
    driver.write(f"exit {status}")
    return status

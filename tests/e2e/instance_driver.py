"""The running GM Tracker for tests/e2e/test_single_instance.py: the real ``run()`` with the
real event loop, which writes to a marker file the file its window shows each time it changes
(``open: PATH``) and ``ready`` once it listens for other starts.

Usage: ``python instance_driver.py MARKERS DATA_DIR``.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any


def main(markers: Path, data_dir: Path) -> int:
    from PySide6.QtCore import QTimer

    from gmtracker.app import user_paths
    from gmtracker.storage import load_encounter
    from gmtracker.storage.resources import demo_encounter_path
    from gmtracker.ui.shell.application import run

    def mark(line: str) -> None:
        with markers.open("a", encoding="utf-8") as out:
            out.write(line + "\n")

    def after_show(window: Any) -> None:
        shown: list[object] = [object()]

        def poll() -> None:
            current = window.context.windows[-1] if window.context.windows else None
            path = None if current is None else current.document.path
            if path != shown[0]:
                shown[0] = path
                mark(f"open: {path}")

        timer = QTimer(window)
        timer.timeout.connect(poll)
        timer.start(50)
        poll()
        mark("ready")

    demo = demo_encounter_path()
    return run(load_encounter(demo), demo, user_paths(data_dir), smoke_test=False, after_show=after_show)


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), Path(sys.argv[2])))

"""Render packaging/icons/gmtracker.svg to gmtracker-<N>.png at the standard sizes.

Uses Qt's own SVG renderer (QtSvg ships in PySide6-Essentials), so no ImageMagick or
Inkscape is needed: ``.venv/bin/python packaging/icons/render_icons.py``. The PNGs are
committed; run this again only after changing the SVG.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

SIZES = (16, 32, 48, 64, 128, 256)


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication(sys.argv[:1])
    here = Path(__file__).resolve().parent
    renderer = QSvgRenderer(str(here / "gmtracker.svg"))
    if not renderer.isValid():
        print("gmtracker.svg: not a valid SVG", file=sys.stderr)
        return 1
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        image.save(str(here / f"gmtracker-{size}.png"))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())

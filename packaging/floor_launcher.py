"""The size floor: a bare PySide6 window, built with the same spec options as GM Tracker.

``GMTRACKER_FLOOR=1 pyinstaller packaging/gmtracker.spec`` builds this instead of the app
(packaging/build-linux.sh does, to report how much of the bundle is Qt itself).
"""

import os
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

if __name__ == "__main__":
    if "--smoke-test" in sys.argv and not os.environ.get("DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("floor")
    window.show()
    if "--smoke-test" in sys.argv:
        QTimer.singleShot(0, app.quit)
    status = app.exec()
    print("ok: floor")
    sys.exit(status)

"""Child process of bench_startup / bench_memory: show a window, report its first paint.

``python startup_child.py app DATA_DIR [FILE]`` runs ``gmtracker.app.main`` (nothing is
monkeypatched: the QApplication made here is the one ``run`` reuses); ``python
startup_child.py bare ROWS`` shows a plain QMainWindow with a QTableView of ROWS rows;
``model ROWS`` the same with a table model written in Python and msgspec imported (the
floor of any app on our stack).
On the first Paint event of a QMainWindow it prints ``painted <VmHWM kB>`` and exits.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def peak_rss_kb() -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def main() -> None:
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication, QMainWindow

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint and isinstance(watched, QMainWindow):
                print(f"painted {peak_rss_kb()}", flush=True)
                os._exit(0)
            return False

    app = QApplication(["gmtracker"])
    spy = FirstPaint()
    app.installEventFilter(spy)
    if sys.argv[1] == "app":
        from gmtracker.app import main as gmtracker_main

        gmtracker_main(["--data-dir", sys.argv[2], *sys.argv[3:]])
    else:
        from PySide6.QtCore import QAbstractItemModel
        from PySide6.QtGui import QStandardItemModel
        from PySide6.QtWidgets import QTableView

        rows = int(sys.argv[2])
        model: QAbstractItemModel = QStandardItemModel(rows, 12) if sys.argv[1] == "bare" else python_model(rows)
        window = QMainWindow()
        view = QTableView(window)
        view.setModel(model)
        window.setCentralWidget(view)
        window.resize(1366, 740)
        window.show()
        app.exec()


def python_model(rows: int) -> QAbstractItemModel:
    """The floor of any app on our stack: msgspec imported and a table model written in
    Python, whose ``headerData`` makes PySide6 build the ``Qt`` namespace's enums."""
    import msgspec  # noqa: F401 - its import is the point
    from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

    class Model(QAbstractTableModel):
        def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
            return rows

        def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
            return 12

        def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> object:
            return f"{index.row()}.{index.column()}" if role == 0 else None

        def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> object:  # noqa: N802
            return f"Column {section}" if role == 0 and orientation == Qt.Orientation.Horizontal else None

    return Model()


if __name__ == "__main__":
    main()

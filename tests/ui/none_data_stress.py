"""Stress script (run as a subprocess by test_none_data_regression.py, not collected).

Shows the real combatant table model in a QTableView, offscreen, and drives tens of
thousands of C++ -> Python data() calls through the event loop, most of which return
None. PySide6 6.12.0 on CPython 3.11 leaked a reference to None on each such return, and
the interpreter then aborted at exit ("Fatal Python error: none_dealloc", status 134).
Prints "data() calls: TOTAL, None: NONE" and exits normally; the test checks status 0.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QTableView  # noqa: E402

from gmtracker.storage import load_encounter  # noqa: E402
import msgspec  # noqa: E402

from gmtracker.encounter import Encounter  # noqa: E402
from gmtracker.ui.models.combatant_model import CombatantModel  # noqa: E402

ROUNDS = 12
TARGET_NONE_RETURNS = 30_000


class CountingModel(CombatantModel):
    """The real model, counting how often Qt asks it and how often it answers None."""

    calls = 0
    nones = 0

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        value = super().data(index, role)
        CountingModel.calls += 1
        if value is None:
            CountingModel.nones += 1
        return value


def main(demo: Path) -> int:
    app = QApplication(["none_data_stress"])
    demo_combatants = load_encounter(demo).combatants
    combatants = [msgspec.structs.replace(c, id=f"{c.id}-{n}") for n in range(5) for c in demo_combatants]
    model = CountingModel(Encounter(combatants=combatants))
    view = QTableView()
    view.setModel(model)
    view.show()
    rounds_left = [ROUNDS]

    def one_round() -> None:
        width = 600 + 20 * (rounds_left[0] % 7)
        view.resize(width, 400 + 10 * (rounds_left[0] % 5))
        view.viewport().repaint()
        view.resizeColumnsToContents()
        # QModelIndex.data() goes through C++ QAbstractItemModel::data, then back into
        # the Python override: the same path a view's paint takes.
        for row in range(model.rowCount()):
            for column in range(model.columnCount()):
                index = model.index(row, column)
                for role in (Qt.ItemDataRole.DecorationRole, Qt.ItemDataRole.FontRole,
                             Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.CheckStateRole):
                    index.data(role)
        rounds_left[0] -= 1
        if rounds_left[0] <= 0 and CountingModel.nones >= TARGET_NONE_RETURNS:
            app.quit()
        else:
            QTimer.singleShot(0, one_round)

    QTimer.singleShot(0, one_round)
    status = app.exec()
    print(f"data() calls: {CountingModel.calls}, None: {CountingModel.nones}", flush=True)
    return status


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))

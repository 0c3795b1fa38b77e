"""Using a resource from the table (issue 29 item 4): Combatants ▸ Use a resource (Ctrl+U) on
the selected combatant (else whoever acts), or a double-click on a combatant's States cell.

One resource: one of it is used at once. Several: a small menu at the row lists them with the
uses left (1–9 pick one; none left: shown, not offered). Each use is one undo step; the status
bar says what is left. Imported when first used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPoint
from PySide6.QtWidgets import QMenu

from gmtracker.encounter.combatant_resources import UseResource
from gmtracker.encounter.model import Resource
from gmtracker.ui.models.combatant_model import Column
from gmtracker.ui.words.text_format import fill
from gmtracker.ui.words.user_text import short

if TYPE_CHECKING:
    from gmtracker.ui.shell.main_window import MainWindow

translate = QCoreApplication.translate


def use_resource(window: MainWindow) -> None:
    """Ctrl+U: a resource of the selected combatant, else of whoever acts."""
    cid = window.acting_id()
    if cid is None:
        window.statusBar().showMessage(translate("MainWindow", "Select a combatant to use one of its resources"),
                                       10000)
        return
    use_resource_of(window, cid)


def use_resource_of(window: MainWindow, combatant_id: str, at: QPoint | None = None) -> None:
    """Use one of ``combatant_id``'s resources: at once when it has one, else from a menu at
    ``at`` (global; None: under the combatant's States cell)."""
    c = window.encounter.combatant(combatant_id)
    if not c.resources:
        window.statusBar().showMessage(fill(translate(
            "MainWindow", "%1 has no resources: add them in Resources… (Ctrl+Shift+U)"), c.name), 10000)
        return
    if len(c.resources) == 1:
        _use(window, combatant_id, c.resources[0])
        return
    menu = QMenu(window)
    menu.setObjectName("useResourceMenu")
    for number, resource in enumerate(c.resources, start=1):
        name = short(resource.name).replace("&", "&&")
        text = fill(translate("MainWindow", "%1 — %2 of %3 left"), name, resource.left, resource.maximum)
        action = menu.addAction(f"&{number} {text}" if number < 10 else text)
        action.setEnabled(resource.left > 0)
        action.setData(resource.id)
    chosen = menu.exec(at if at is not None else _under_row(window, combatant_id))
    menu.deleteLater()
    if chosen is not None:
        picked = [r for r in window.encounter.combatant(combatant_id).resources if r.id == chosen.data()]
        if picked:
            _use(window, combatant_id, picked[0])


def _use(window: MainWindow, combatant_id: str, resource: Resource) -> None:
    if window.run(UseResource(combatant_id, resource.id)):
        after = next(r for r in window.encounter.combatant(combatant_id).resources if r.id == resource.id)
        window.statusBar().showMessage(fill(translate("MainWindow", "%1: %2 of %3 left (Ctrl+Z takes it back)"),
                                            after.name, after.left, after.maximum), 10000)


def _under_row(window: MainWindow, combatant_id: str) -> QPoint:
    """Below the combatant's States cell (or the table's top left when the row is not shown)."""
    table = window.table
    source = window.combatant_model.index(window.encounter.row_of(combatant_id), int(Column.STATES))
    rect = table.visualRect(window.proxy.mapFromSource(source))
    return table.viewport().mapToGlobal(rect.bottomLeft() if rect.isValid() else QPoint(0, 0))

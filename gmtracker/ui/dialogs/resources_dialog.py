"""Resources (Combatants ▸ Resources…, Ctrl+Shift+U; issue 29 item 4): a combatant's counters of
limited uses — a spell's uses, a wand's charges, arrows — each a row: its name, the uses left,
its maximum and when it refills (after a minute's or an hour's rest, or by hand only).

Refill puts a row back to its maximum by hand; Refill all does every row. The combatant combo
switches whose resources are shown; what was changed for each is kept until OK, which makes one
:class:`~gmtracker.encounter.combatant_resources.SetResources` per combatant changed, pushed as
one undo step. Every check (names unique and not blank, uses within the maximum) is the
command's: the dialog shows its refusal and keeps OK off while there is one.

Uses are spent from the table (a double-click on the States cell, or Ctrl+U), or by an attack
whose profile spends one (the attack profile's Spends row).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import Command, Encounter
from gmtracker.encounter import ranges
from gmtracker.encounter.combatant_resources import SetResources
from gmtracker.encounter.model import Refill, Resource
from gmtracker.ui.dialogs.action_scope import ActionScope
from gmtracker.ui.dialogs.dialog_parts import (
    chain_tab_order,
    combatant_label,
    error_label,
    named,
    ok_cancel_buttons,
    refusal,
    show_error,
)
from gmtracker.ui.dialogs.steady_buttons import keep_buttons_in_place
from gmtracker.ui.words.text_format import QT_TRANSLATE_NOOP, qt_translate

# The Refills combo's words (the ruling in gmtracker.encounter.combatant_resources).
REFILLS: dict[Refill, str] = {
    Refill.HOUR: QT_TRANSLATE_NOOP("ResourcesDialog", "after an hour's rest (long rest)"),
    Refill.MINUTE: QT_TRANSLATE_NOOP("ResourcesDialog", "after a minute's rest (short rest)"),
    Refill.HAND: QT_TRANSLATE_NOOP("ResourcesDialog", "by hand only"),
}
_REFILL_TIP = QT_TRANSLATE_NOOP(
    "ResourcesDialog", "RULES.md has no short or long rest: a resource refills after B6's minute of rest (the one "
                       "that lowers the bruise count) or its hour of rest (the one that lowers the wound count). "
                       "Consecutive rests count as one rest (D2)")


translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


class ResourceRow:
    """One resource's widgets in the grid: name, uses left, maximum, refills, and its two buttons."""

    def __init__(self, dialog: ResourcesDialog, resource: Resource) -> None:
        self.id = resource.id
        self.name = QLineEdit(resource.name, dialog)
        self.name.setObjectName("resourceName")
        self.name.setMinimumWidth(self.name.fontMetrics().averageCharWidth() * 16)  # "Spell slots (3rd)" whole
        self.name.setAccessibleName(translate("ResourcesDialog", "Resource name"))
        self.name.setPlaceholderText(translate("ResourcesDialog", "e.g. Arrows"))
        self.maximum = QSpinBox(dialog)
        self.maximum.setRange(*ranges.RESOURCE_MAXIMUM)
        self.maximum.setValue(resource.maximum)
        self.maximum.setAccessibleName(translate("ResourcesDialog", "Maximum"))
        self.maximum.setObjectName("resourceMaximum")
        self.left = QSpinBox(dialog)
        self.left.setRange(0, self.maximum.value())
        self.left.setValue(resource.left)
        self.left.setAccessibleName(translate("ResourcesDialog", "Uses left"))
        self.left.setObjectName("resourceLeft")
        self.refill = QComboBox(dialog)
        for code, text in REFILLS.items():
            self.refill.addItem(qt_translate("ResourcesDialog", text), code)
        self.refill.setCurrentIndex(max(self.refill.findData(resource.refill), 0))
        self.refill.setAccessibleName(translate("ResourcesDialog", "Refills"))
        self.refill.setObjectName("resourceRefill")
        self.refill.setToolTip(qt_translate("ResourcesDialog", _REFILL_TIP))
        self.refill_button = QPushButton(translate("ResourcesDialog", "Refill"), dialog)
        self.refill_button.setAccessibleName(translate("ResourcesDialog", "Refill this resource"))
        self.refill_button.setObjectName("refillResourceButton")
        self.remove_button = QPushButton(translate("ResourcesDialog", "Remove"), dialog)
        self.remove_button.setAccessibleName(translate("ResourcesDialog", "Remove this resource"))
        self.remove_button.setObjectName("removeResourceButton")
        self.maximum.valueChanged.connect(self._maximum_changed)
        self.left.valueChanged.connect(self._left_changed)
        self._full = resource.left == resource.maximum
        self.refill_button.clicked.connect(lambda: self.left.setValue(self.maximum.value()))

    def _maximum_changed(self, maximum: int) -> None:
        """The uses left stay within the maximum; a new resource that is full stays full while the
        GM types its maximum (20 arrows: type 20, not 20 twice)."""
        self.left.setMaximum(maximum)
        if not self.id and self._full:
            self.left.setValue(maximum)

    def _left_changed(self, value: int) -> None:
        self._full = value == self.maximum.value()

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.name, self.left, self.maximum, self.refill, self.refill_button, self.remove_button)

    def resource(self) -> Resource:
        return Resource(id=self.id, name=self.name.text().strip(), maximum=self.maximum.value(),
                        left=self.left.value(), refill=self.refill.currentData())


class ResourcesDialog(QDialog):
    """The resources of one combatant at a time (module docstring); :meth:`commands` after OK."""

    def __init__(self, encounter: Encounter, parent: QWidget | None = None, *, combatant: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resourcesDialog")
        self.setWindowTitle(self.tr("Resources"))
        self._encounter = encounter
        self._drafts: dict[str, list[Resource]] = {}
        self.rows: list[ResourceRow] = []
        self._accepted: list[Command] = []
        self._shown: str | None = None

        self.combatant_combo = named(QComboBox(self), "resourceCombatantCombo", self.tr("Combatant"))
        for c in encounter.combatants:
            self.combatant_combo.addItem(combatant_label(c), c.id)
        caption = QLabel(self.tr("&Combatant:"), self)
        caption.setBuddy(self.combatant_combo)
        top = QHBoxLayout()
        top.addWidget(caption)
        top.addWidget(self.combatant_combo, 1)

        self.grid_widget = QWidget(self)
        self.grid = QGridLayout(self.grid_widget)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setColumnStretch(0, 1)  # the name takes the room the dialog has to spare
        self.area = named(QScrollArea(self), "resourcesArea", self.tr("Resources of the combatant"))
        self.area.setWidgetResizable(True)
        self.area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to its rows, not to the frame around them
        self.area.setMinimumHeight(self.fontMetrics().lineSpacing() * 14)  # about six rows before it scrolls
        self.area.setWidget(self.grid_widget)
        self.empty = QLabel(self.tr("No resources yet. Add resource makes one: a spell's uses, a wand's charges, "
                                    "arrows. An attack profile can spend one (its Spends row)."), self)
        self.empty.setTextFormat(Qt.TextFormat.PlainText)
        self.empty.setWordWrap(True)

        self.add_button = named(QPushButton(self.tr("&Add resource"), self), "addResourceButton",
                                self.tr("Add resource"))
        self.refill_all_button = named(QPushButton(self.tr("Refill a&ll"), self), "refillAllButton",
                                       self.tr("Refill all"))
        self.refill_all_button.setToolTip(self.tr("Every resource of the combatant back to its maximum, by hand"))
        self.add_button.setAutoDefault(False)
        self.refill_all_button.setAutoDefault(False)
        row_buttons = QHBoxLayout()
        row_buttons.addWidget(self.add_button)
        row_buttons.addWidget(self.refill_all_button)
        row_buttons.addStretch(1)

        self.error = error_label(self)
        self.buttons = ok_cancel_buttons(self, ok_name=self.tr("Save the resources"), cancel_name=self.tr("Cancel"))
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.empty)
        layout.addWidget(self.area, 1)
        layout.addLayout(row_buttons)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

        self.add_button.clicked.connect(self.add_resource)
        self.refill_all_button.clicked.connect(self.refill_all)
        self.combatant_combo.currentIndexChanged.connect(self._combatant_changed)
        start = combatant if combatant is not None and encounter.has(combatant) else None
        if start is not None:
            self.combatant_combo.setCurrentIndex(self.combatant_combo.findData(start))
        self._combatant_changed()
        width = self.fontMetrics().averageCharWidth()
        self.resize(max(self.sizeHint().width(), width * 100), max(self.sizeHint().height(), width * 40))
        keep_buttons_in_place(self)

    # -- whose resources ---------------------------------------------------------------------
    def combatant_id(self) -> str | None:
        data = self.combatant_combo.currentData()
        return str(data) if data is not None else None

    def _combatant_changed(self, *_: object) -> None:
        if self._shown is not None:
            self._drafts[self._shown] = self.resources()
        self._shown = self.combatant_id()
        if self._shown is None:
            self._show([])
            return
        self._show(self._drafts.get(self._shown, self._encounter.combatant(self._shown).resources))

    def _show(self, resources: Sequence[Resource]) -> None:
        # Hidden at once, deleted later: inside the dialog's exec() a deleteLater() made outside it
        # waits for that loop to end, and the old rows would show under the new ones until then.
        self.rows = []
        while self.grid.count():
            item = self.grid.takeAt(0)
            held = item.widget() if item is not None else None
            if held is not None:
                held.hide()
                held.deleteLater()
        headers = (self.tr("Name"), self.tr("Uses left"), self.tr("Maximum"), self.tr("Refills")) if resources else ()
        for column, text in enumerate(headers):  # none over no rows (the line above says there are none)
            header = QLabel(text, self.grid_widget)
            header.setTextFormat(Qt.TextFormat.PlainText)
            header.show()
            self.grid.addWidget(header, 0, column)
        for resource in resources:
            self._add_row(resource)
        # As wide as the rows: they never scroll sideways (the dialog grows instead).
        self.area.setMinimumWidth(self.grid_widget.sizeHint().width() + self.area.verticalScrollBar().sizeHint().width()
                                  + 2 * self.area.frameWidth())
        for grid_row in range(self.grid.rowCount()):  # the space below the rows only, not between them
            self.grid.setRowStretch(grid_row, 0)
        self.grid.setRowStretch(len(self.rows) + 1, 1)
        # Tab goes row by row through the grid, then to the buttons below it (the rows are made last).
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        chain_tab_order([self.combatant_combo, *(w for row in self.rows for w in row.widgets()), self.add_button,
                         self.refill_all_button, ok, cancel])
        self._refresh()

    def _add_row(self, resource: Resource) -> ResourceRow:
        row = ResourceRow(self, resource)
        at = len(self.rows) + 1
        for column, widget in enumerate(row.widgets()):
            self.grid.addWidget(widget, at, column)
            widget.show()  # now, not at the layout's next pass: Add resource puts the focus in its name
        row.name.textChanged.connect(self._refresh)
        row.left.valueChanged.connect(self._refresh)
        row.maximum.valueChanged.connect(self._refresh)
        row.refill.currentIndexChanged.connect(self._refresh)
        row.remove_button.clicked.connect(lambda: self.remove_row(row))
        for button in (row.refill_button, row.remove_button):
            button.setAutoDefault(False)
        self.rows.append(row)
        return row

    # -- the GM's edits ------------------------------------------------------------------------
    def add_resource(self) -> ResourceRow | None:
        """A new row ("Resource", 3 uses, refilled after an hour's rest), its name selected: typing replaces it."""
        if self.combatant_id() is None:
            return None
        current = self.resources()
        taken = {resource.name for resource in current}
        name = base = self.tr("Resource")
        number = 1
        while name in taken:  # "Resource 2": never a name the command refuses as used already
            number += 1
            name = f"{base} {number}"
        self._show([*current, Resource(id="", name=name, maximum=3, left=3)])
        row = self.rows[-1]
        row.name.setFocus()
        row.name.selectAll()  # typing replaces it
        return row

    def remove_row(self, row: ResourceRow) -> None:
        current = [r for kept, r in zip(self.rows, self.resources()) if kept is not row]
        self._show(current)

    def refill_all(self) -> None:
        for row in self.rows:
            row.left.setValue(row.maximum.value())

    def resources(self) -> list[Resource]:
        """The shown combatant's resources as the rows hold them now."""
        return [row.resource() for row in self.rows]

    def _all_drafts(self) -> dict[str, list[Resource]]:
        drafts = dict(self._drafts)
        if self._shown is not None:
            drafts[self._shown] = self.resources()
        return drafts

    def _changes(self) -> list[Command]:
        return [SetResources(cid, resources) for cid, resources in self._all_drafts().items()
                if resources != self._encounter.combatant(cid).resources]

    def _refresh(self, *_: object) -> None:
        self.empty.setVisible(not self.rows)
        self.refill_all_button.setEnabled(bool(self.rows))
        self.add_button.setEnabled(self.combatant_id() is not None and len(self.rows) < ranges.RESOURCES.high)
        shown = self.combatant_id()
        why = ""
        if shown is not None and self.resources() != self._encounter.combatant(shown).resources:
            why = refusal(SetResources(shown, self.resources()), self._encounter)
        show_error(self.error, why)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not why)

    def accept(self) -> None:
        """OK: every combatant's changes are checked by their command first; a refusal shows
        that combatant's rows with the reason, and the dialog stays open."""
        for command in self._changes():
            why = refusal(command, self._encounter)
            if why:
                assert isinstance(command, SetResources)
                self.combatant_combo.setCurrentIndex(self.combatant_combo.findData(command.combatant_id))
                show_error(self.error, why)
                return
        self._accepted = self._changes()  # read now: nothing of the rows is read after exec()
        super().accept()

    def commands(self) -> list[Command]:
        """One SetResources per combatant changed (none after Cancel or without a change)."""
        if self.result() != QDialog.DialogCode.Accepted:
            return []
        return list(self._accepted)


def dialog_for(scope: ActionScope) -> ResourcesDialog:
    """The Resources action's dialog, on the selected combatant (else whoever acts, else the first)."""
    return ResourcesDialog(scope.encounter, scope.parent, combatant=scope.acting)


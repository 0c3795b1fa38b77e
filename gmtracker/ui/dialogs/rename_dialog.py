"""Rename the encounter (Edit ▸ Rename encounter…, or a double-click on the turn banner).

One line with the name as it is, selected; OK stays disabled while the name is blank. The
name is kept as typed (only the spaces around it go) and shown as plain text everywhere.
``commands()`` after OK is one :class:`~gmtracker.encounter.roster.RenameEncounter`, one
undoable step; nothing when the name did not change.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from gmtracker.encounter import Command, Encounter
from gmtracker.encounter.roster import RenameEncounter
from gmtracker.ui.dialogs.action_scope import ActionScope
from gmtracker.ui.dialogs.dialog_parts import error_label, named, ok_cancel_buttons, show_error
from gmtracker.ui.dialogs.steady_buttons import keep_buttons_in_place


class RenameDialog(QDialog):
    """The encounter's name in a line edit; OK renames it."""

    def __init__(self, encounter: Encounter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("renameEncounterDialog")
        self.setWindowTitle(self.tr("Rename encounter"))
        self._old = encounter.name
        self.name_edit = named(QLineEdit(encounter.name, self), "encounterNameEdit", self.tr("Encounter name"))
        self.name_edit.selectAll()
        self.name_edit.setFocus()  # typing replaces the name at once
        caption = QLabel(self.tr("&Name:"), self)
        caption.setBuddy(self.name_edit)
        form = QFormLayout()
        form.addRow(caption, self.name_edit)
        self.error = error_label(self)
        self.buttons = ok_cancel_buttons(self, ok_name=self.tr("Rename"), cancel_name=self.tr("Cancel"))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.name_edit.textChanged.connect(self._validate)
        self.name_edit.setMinimumWidth(self.fontMetrics().averageCharWidth() * 40)
        self._validate()
        keep_buttons_in_place(self)  # the error shown grows it up, OK stays (issue 26 item 4)

    def name(self) -> str:
        """The name as it will be saved: as typed, without the spaces around it."""
        return self.name_edit.text().strip()

    def commands(self) -> list[Command]:
        """One rename after OK (none after Cancel, or when the name is unchanged)."""
        if self.result() != QDialog.DialogCode.Accepted or self.name() == self._old:
            return []
        return [RenameEncounter(name=self.name())]

    def accept(self) -> None:
        if self.name():
            super().accept()

    def _validate(self) -> None:
        blank = not self.name()
        show_error(self.error, self.tr("An encounter needs a name.") if blank else "")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not blank)


def dialog_for(scope: ActionScope) -> RenameDialog:
    """The Rename encounter action's dialog."""
    return RenameDialog(scope.encounter, scope.parent)

"""The encounter's name and notes (Edit ▸ Rename encounter…, or a double-click on the turn banner).

One line with the name as it is, selected; OK stays disabled while the name is blank. The
name is kept as typed (only the spaces around it go) and shown as plain text everywhere.
Below it, the GM's notes on the encounter (issue 29 item 5: the plan, the terrain, what the
monsters want), as typed, never shown to the players. ``commands()`` after OK is one
:class:`~gmtracker.encounter.roster.RenameEncounter` of what changed, one undoable step;
nothing when neither changed.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import Command, Encounter
from gmtracker.encounter.roster import RenameEncounter
from gmtracker.ui.dialogs.action_scope import ActionScope
from gmtracker.ui.dialogs.dialog_parts import error_label, named, ok_cancel_buttons, show_error
from gmtracker.ui.dialogs.steady_buttons import keep_buttons_in_place


class RenameDialog(QDialog):
    """The encounter's name in a line edit and its notes below; OK saves what changed."""

    def __init__(self, encounter: Encounter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("renameEncounterDialog")
        self.setWindowTitle(self.tr("Encounter name and notes"))
        self._old = encounter.name
        self._old_notes = encounter.notes
        self.name_edit = named(QLineEdit(encounter.name, self), "encounterNameEdit", self.tr("Encounter name"))
        self.name_edit.selectAll()
        self.name_edit.setFocus()  # typing replaces the name at once
        caption = QLabel(self.tr("&Name:"), self)
        caption.setBuddy(self.name_edit)
        self.notes_edit = named(QPlainTextEdit(self), "encounterNotesEdit", self.tr("Encounter notes"))
        self.notes_edit.setPlainText(encounter.notes)  # plain text: a note that looks like HTML stays as typed
        self.notes_edit.setTabChangesFocus(True)  # Tab goes on to the buttons; Enter starts a new line
        self.notes_edit.setPlaceholderText(self.tr("The plan, the terrain, what the monsters want "
                                                   "(only you see these notes)"))
        self.notes_edit.setMinimumHeight(self.fontMetrics().lineSpacing() * 6)
        notes_caption = QLabel(self.tr("N&otes:"), self)
        notes_caption.setBuddy(self.notes_edit)
        form = QFormLayout()
        form.addRow(caption, self.name_edit)
        form.addRow(notes_caption, self.notes_edit)
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

    def notes(self) -> str:
        """The notes as they will be saved: as typed."""
        return self.notes_edit.toPlainText()

    def commands(self) -> list[Command]:
        """One change of what changed after OK (none after Cancel, or when nothing changed)."""
        if self.result() != QDialog.DialogCode.Accepted:
            return []
        name = self.name() if self.name() != self._old else None
        notes = self.notes() if self.notes() != self._old_notes else None
        if name is None and notes is None:
            return []
        return [RenameEncounter(name=name, notes=notes)]

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

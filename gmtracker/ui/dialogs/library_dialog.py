"""Add from the combatant library: search the GM's templates and add N numbered copies.

The templates live under the user data folder (:class:`gmtracker.storage.library.Library`);
unreadable template files are listed with the reason, never crash the dialog. The
copies are added by :class:`~gmtracker.encounter.roster.AddCombatant` commands that
the main window pushes as one undoable step.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter import Command, Encounter
from gmtracker.encounter.roster import AddCombatant
from gmtracker.storage import LibraryFileError, SaveError
from gmtracker.storage.library import Library, Template, UnknownTemplate, copies
from gmtracker.storage.paths import UserPaths
from gmtracker.ui.dialogs.dialog_parts import named
from gmtracker.ui.words.error_text import error_text
from gmtracker.ui.words.text_format import fill
from gmtracker.ui.words.user_text import MAX_TOOLTIP_CHARS, ask, is_short, plain_label, short, tooltip, warn


class LibraryDialog(QDialog):
    """Pick a template, say how many, OK adds them numbered ("Goblin 2", "Goblin 3")."""

    def __init__(self, paths: UserPaths, encounter: Encounter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("libraryDialog")
        self.setWindowTitle(self.tr("Add from library"))
        self.library = Library.of(paths)
        self.encounter = encounter
        self.search = named(QLineEdit(self), "librarySearch", self.tr("Search the library"))
        self.search.setPlaceholderText(self.tr("Search names, tags and notes"))
        self.list = named(QListWidget(self), "libraryList", self.tr("Templates"))
        self.count = named(QSpinBox(self), "libraryCopies", self.tr("Copies"))
        self.count.setRange(1, 50)
        self.problems = QLabel(self)
        self.problems.setObjectName("libraryProblems")
        self.problems.setTextFormat(Qt.TextFormat.PlainText)
        self.problems.setWordWrap(True)
        delete = QPushButton(self.tr("&Delete template"), self)
        delete.setObjectName("libraryDelete")
        import_button = QPushButton(self.tr("&Import…"), self)
        import_button.setObjectName("libraryImport")
        export_button = QPushButton(self.tr("E&xport…"), self)
        export_button.setObjectName("libraryExport")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Add"))
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Copies:"), self))
        row.addWidget(self.count)
        row.addStretch(1)
        row.addWidget(delete)
        row.addWidget(import_button)
        row.addWidget(export_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.list, 1)
        layout.addLayout(row)
        layout.addWidget(self.problems)
        layout.addWidget(self.buttons)
        self.search.textChanged.connect(self.refresh)
        self.list.itemSelectionChanged.connect(self._enable)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        delete.clicked.connect(self.delete_selected)
        import_button.clicked.connect(self.import_templates)
        export_button.clicked.connect(self.export_selected)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.resize(520, 460)
        self.failure: LibraryFileError | None = None
        self.refresh()

    def refresh(self) -> None:
        """List the templates. If the library folder cannot be read, :attr:`failure` says
        why (the main window shows it instead of an empty dialog) and so does the dialog."""
        try:
            listing = self.library.listing()
            query = self.search.text().strip()
            shown = self.library.search(query) if query else list(listing.templates)
        except LibraryFileError as error:
            self.failure = error
            self.list.clear()
            plain_label(self.problems, error_text(error))
            self._enable()
            return
        self.failure = None
        self.list.clear()
        for template in shown:
            text = template.name + (f"  [{', '.join(template.tags)}]" if template.tags else "")
            item = QListWidgetItem(short(text, MAX_TOOLTIP_CHARS))
            if not is_short(text):  # the list cuts it at its edge: the whole text on hover
                item.setToolTip(tooltip(text))
            item.setData(Qt.ItemDataRole.UserRole, template.id)
            self.list.addItem(item)
        problems = [error.message for error in listing.errors]
        if not listing.templates and not problems:  # an empty list says how to fill it
            problems.append(self.tr("No templates yet. To make one, select a combatant and choose "
                                    "Combatants ▸ Save to library; or import a library file (Import…)."))
        self.problems.setText("\n".join(problems))
        if self.list.count():
            self.list.setCurrentRow(0)
        self._enable()

    def _enable(self) -> None:
        # Not selected(): that reads the template file, which may have become unreadable.
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(self.list.currentItem() is not None)

    def selected(self) -> Template | None:
        item = self.list.currentItem()
        if item is None:
            return None
        return self.library.get(item.data(Qt.ItemDataRole.UserRole))

    def commands(self) -> list[Command]:
        template = self.selected()
        if template is None:
            return []
        made = copies(template, self.count.value(), (c.name for c in self.encounter.combatants),
                      self.encounter.ids())
        return [AddCombatant(c) for c in made]

    def _chosen(self) -> Template | None:
        """The selected template, or None after saying why it cannot be read now."""
        try:
            return self.selected()
        except (LibraryFileError, UnknownTemplate) as error:
            warn(self, self.tr("Template not available"), error_text(error))
            self.refresh()
            return None

    def delete_selected(self) -> None:
        template = self._chosen()
        if template is None:
            return
        answer = ask(self, self.tr("Delete template"),
                     fill(self.tr("Delete “%1” from the library?"), template.name))
        if answer == QMessageBox.StandardButton.Yes:
            try:
                self.library.delete(template.id)
            except (SaveError, UnknownTemplate) as error:
                warn(self, self.tr("Cannot delete"), error_text(error))
            self.refresh()

    def import_templates(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Import templates"), "",
                                              self.tr("Template files (*.json);;All files (*)"))
        if not name:
            return
        try:
            self.library.import_file(Path(name))
        except (LibraryFileError, SaveError) as error:
            warn(self, self.tr("Cannot import"), error_text(error))
        self.refresh()

    def export_selected(self) -> None:
        template = self._chosen()
        if template is None:
            return
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export template"), template.name + ".json",
                                              self.tr("Template files (*.json);;All files (*)"))
        if not name:
            return
        try:
            self.library.export([template.id], Path(name))
        except (SaveError, OSError) as error:
            warn(self, self.tr("Cannot export"), error_text(error))

"""Add from the combatant library: search the GM's templates and the bundled starter
templates, and add N numbered copies.

The GM's templates live under the user data folder (:class:`gmtracker.storage.library.Library`);
unreadable template files are listed with the reason, never crash the dialog. The starter
templates (:mod:`gmtracker.storage.starter`) are listed below them in the UI's language,
read-only: they can be added, exported or copied to the GM's library (where they can be
edited), never deleted. The copies are added by
:class:`~gmtracker.encounter.roster.AddCombatant` commands that the main window pushes as
one undoable step, numbered "Goblin 1", "Goblin 2" when several are added at once.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale, Qt
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
from gmtracker.storage.library import Library, Template, UnknownTemplate, copies, matches
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.starter import copy_to_library, export_starter, is_starter, starter_templates
from gmtracker.ui.dialogs.dialog_parts import named
from gmtracker.ui.dialogs.steady_buttons import keep_buttons_in_place
from gmtracker.ui.words.error_text import error_text
from gmtracker.ui.words.text_format import fill, join_words
from gmtracker.ui.words.user_text import MAX_TOOLTIP_CHARS, ask, is_short, plain_label, short, tooltip, warn


# Qt's QWIDGETSIZE_MAX: no maximum height.
QWIDGETSIZE_MAX = (1 << 24) - 1


class LibraryDialog(QDialog):
    """Pick a template (the GM's or a starter one), say how many, OK adds them numbered
    ("Goblin 1", "Goblin 2"; one more after "Goblin" is "Goblin 2")."""

    def __init__(self, paths: UserPaths, encounter: Encounter, parent: QWidget | None = None,
                 language: str | None = None) -> None:
        """``language``: of the starter templates (``"zh_CN"``, ``"ja"``, else English); by
        default the UI's (the default QLocale, which a language switch sets)."""
        super().__init__(parent)
        self.setObjectName("libraryDialog")
        self.setWindowTitle(self.tr("Add from library"))
        self.library = Library.of(paths)
        self.encounter = encounter
        self.search = named(QLineEdit(self), "librarySearch", self.tr("Search the library"))
        self.search.setPlaceholderText(self.tr("Search names, tags and notes"))
        self.list = named(QListWidget(self), "libraryList", self.tr("Templates"))
        self.starter_list = named(QListWidget(self), "starterList", self.tr("Starter templates"))
        mine_label = QLabel(self.tr("My library"), self)
        mine_label.setBuddy(self.list)
        starter_label = QLabel(self.tr("Starter library (bundled, read-only)"), self)
        starter_label.setObjectName("starterLabel")
        starter_label.setBuddy(self.starter_list)
        self.count = named(QSpinBox(self), "libraryCopies", self.tr("Copies"))
        self.count.setRange(1, 50)
        self.problems = QLabel(self)
        self.problems.setObjectName("libraryProblems")
        self.problems.setTextFormat(Qt.TextFormat.PlainText)
        self.problems.setWordWrap(True)
        self.copy_button = QPushButton(self.tr("&Copy to my library"), self)
        self.copy_button.setObjectName("libraryCopy")
        self.copy_button.setToolTip(self.tr("Save an editable copy of this starter template in your library"))
        self.delete_button = delete = QPushButton(self.tr("&Delete template"), self)
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
        row.addWidget(self.copy_button)
        row.addWidget(delete)
        row.addWidget(import_button)
        row.addWidget(export_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(mine_label)
        layout.addWidget(self.list, 1)
        layout.addWidget(starter_label)
        layout.addWidget(self.starter_list, 2)
        layout.addLayout(row)
        layout.addWidget(self.problems)
        layout.addWidget(self.buttons)
        self.search.textChanged.connect(self.refresh)
        for widget in (self.list, self.starter_list):
            widget.itemSelectionChanged.connect(lambda widget=widget: self._picked_in(widget))
            widget.itemDoubleClicked.connect(lambda _item: self.accept())
        self.copy_button.clicked.connect(self.copy_selected)
        delete.clicked.connect(self.delete_selected)
        import_button.clicked.connect(self.import_templates)
        export_button.clicked.connect(self.export_selected)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.resize(560, 560)
        keep_buttons_in_place(self)  # a longer message grows it up, OK stays (issue 26 item 4)
        self.failure: LibraryFileError | None = None
        # The starter templates are read once: they ship with the app and never change.
        self.starters: dict[str, Template] = {}
        self.starter_failure: LibraryFileError | None = None
        try:
            self.starters = {t.id: t for t in starter_templates(language or QLocale().name())}
        except LibraryFileError as error:  # a broken install: said below, the GM's library still works
            self.starter_failure = error
        self.refresh()

    def refresh(self) -> None:
        """List the templates. If the library folder cannot be read, :attr:`failure` says
        why (the main window shows it instead of an empty dialog) and so does the dialog."""
        query = self.search.text().strip()
        self._fill(self.starter_list, [t for t in self.starters.values() if matches(t, query)])
        try:
            listing = self.library.listing()
            shown = self.library.search(query) if query else list(listing.templates)
        except LibraryFileError as error:
            self.failure = error
            self._fill(self.list, [])
            plain_label(self.problems, "\n".join(self._starter_problem() + [error_text(error)]))
            self._select_first()
            return
        self.failure = None
        self._fill(self.list, shown)
        # An empty library takes two rows, not half the dialog: the starter list gets the room.
        rows = self.list.fontMetrics().height() * 2 + 2 * self.list.frameWidth() + 4
        self.list.setMaximumHeight(rows if not listing.templates else QWIDGETSIZE_MAX)
        problems = [error.message for error in listing.errors]
        if not listing.templates and not problems:  # an empty list says how to fill it
            problems.append(self.tr("No templates yet. To make one, select a combatant and choose "
                                    "Combatants ▸ Save to library; or import a library file (Import…)."))
        self.problems.setText("\n".join(self._starter_problem() + problems))
        self._select_first()

    def _starter_problem(self) -> list[str]:
        return [] if self.starter_failure is None else [error_text(self.starter_failure)]

    def _fill(self, widget: QListWidget, templates: list[Template]) -> None:
        widget.clear()
        for template in templates:
            text = template.name + (f"  [{join_words(template.tags)}]" if template.tags else "")  # 、 in CJK
            item = QListWidgetItem(short(text, MAX_TOOLTIP_CHARS))
            if not is_short(text):  # the list cuts it at its edge: the whole text on hover
                item.setToolTip(tooltip(text))
            item.setData(Qt.ItemDataRole.UserRole, template.id)
            widget.addItem(item)

    def _select_first(self) -> None:
        """The GM's own first template, else the first starter one."""
        for widget in (self.list, self.starter_list):
            if widget.count():
                widget.setCurrentRow(0)
                break
        self._enable()

    def _picked_in(self, widget: QListWidget) -> None:
        """One template is chosen across both lists: choosing in one clears the other."""
        if widget.selectedItems():
            other = self.starter_list if widget is self.list else self.list
            other.clearSelection()
        self._enable()

    def _current(self) -> tuple[QListWidgetItem, bool] | None:
        """The chosen item and whether it is a starter template."""
        for widget, bundled in ((self.list, False), (self.starter_list, True)):
            items = widget.selectedItems()
            if items:
                return items[0], bundled
        return None

    def _enable(self) -> None:
        # Not selected(): that reads the template file, which may have become unreadable.
        current = self._current()
        bundled = current is not None and current[1]
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(current is not None)
        self.copy_button.setEnabled(bundled)
        self.delete_button.setEnabled(current is not None and not bundled)  # starter ones are read-only

    def selected(self) -> Template | None:
        current = self._current()
        if current is None:
            return None
        item, bundled = current
        template_id = item.data(Qt.ItemDataRole.UserRole)
        return self.starters[template_id] if bundled else self.library.get(template_id)

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

    def copy_selected(self) -> None:
        """An editable copy of the chosen starter template in the GM's library, then chosen there."""
        template = self._chosen()
        if template is None or not is_starter(template):
            return
        try:
            copy = copy_to_library(template, self.library)
        except (LibraryFileError, SaveError) as error:
            warn(self, self.tr("Cannot copy"), error_text(error))
            return
        self.refresh()
        for row in range(self.list.count()):
            if self.list.item(row).data(Qt.ItemDataRole.UserRole) == copy.id:
                self.list.setCurrentRow(row)
                break

    def delete_selected(self) -> None:
        template = self._chosen()
        if template is None or is_starter(template):  # bundled templates are read-only
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
            if is_starter(template):
                export_starter(template, Path(name))
            else:
                self.library.export([template.id], Path(name))
        except (SaveError, OSError) as error:
            warn(self, self.tr("Cannot export"), error_text(error))

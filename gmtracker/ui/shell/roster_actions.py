"""The roster actions of the main window: add a combatant (new or from the library), save
combatants to the library, duplicate, remove.

Each is a function of the window, named by its row in the action table
(:mod:`gmtracker.ui.shell.actions`) and imported when first triggered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QLineEdit

from gmtracker.encounter import Combatant, Command, Side
from gmtracker.encounter.roster import AddCombatant, DuplicateCombatant, RemoveCombatants, RemoveDefeated
from gmtracker.storage import LibraryFileError, SaveError
from gmtracker.storage import quick_add as quick_lines
from gmtracker.storage.library import Library, LibraryFolderError, Template, UnknownTemplate
from gmtracker.storage.starter import starter_templates
from gmtracker.ui.dialogs.library_dialog import LibraryDialog
from gmtracker.ui.words.error_text import error_text
from gmtracker.ui.words.text_format import fill
from gmtracker.ui.words.user_text import warn

if TYPE_CHECKING:
    from gmtracker.ui.shell.main_window import MainWindow

# lupdate finds literal translate("Context", "text") calls under this name; the texts keep
# the context they had as the main window's own (their translations stay).
translate = QCoreApplication.translate


def add_combatant(window: MainWindow) -> None:
    """A new combatant, selected, its name ready to type over in the editor. It is a player
    character: monsters come from the library or quick add, the players' characters are the
    ones typed in by hand (the side is one choice away in the editor)."""
    encounter = window.encounter
    if window.run(AddCombatant(Combatant(id="", name=translate("MainWindow", "New combatant"), side=Side.PC))):
        # out of combat the new one is last; in combat it is placed by initiative and logged
        newest = encounter.combatants[-1].id if not encounter.turn.started else (
            encounter.log[-1].actor or encounter.combatants[-1].id)
        window.select(newest)
        _type_name(window)


def _type_name(window: MainWindow) -> None:
    """The editor shown with the selected combatant's name selected, the cursor in it: typing
    names it at once (a keyboard cannot leave the table's cells for the editor with Tab)."""
    window.editor.show()
    window.editor.raise_()
    name = window.editor.findChild(QLineEdit, "editorName")
    if name is not None:
        name.setFocus(Qt.FocusReason.OtherFocusReason)
        name.selectAll()


def add_from_library(window: MainWindow) -> None:
    """The library dialog; an unreadable library folder or template is said, not an empty list."""
    problem = translate("MainWindow", "The combatant library in %1 cannot be read.")
    dialog = LibraryDialog(window.context.paths, window.encounter, window)
    if dialog.failure is not None:  # the folder cannot be read: say so, not an empty list
        dialog.deleteLater()
        library_problem(window, problem, dialog.failure)
        return
    try:
        window._exec(dialog)
    except (LibraryFileError, UnknownTemplate) as error:  # a template unreadable since listed
        library_problem(window, problem, error)


def save_to_library(window: MainWindow) -> None:
    """The selected combatants as library templates (each saved one counts, even if a later one fails)."""
    ids = window.selected_ids()
    if not ids:
        return
    library = Library.of(window.context.paths)
    saved = 0
    try:
        for cid in ids:
            library.add(window.encounter.combatant(cid))
            saved += 1
    except (LibraryFileError, SaveError) as error:
        library_problem(window, translate("MainWindow", "Cannot save to the combatant library in %1."), error)
    if saved:
        from gmtracker.ui.shell.main_window import MainWindow  # loaded already; tr marks the plural for lupdate

        window.statusBar().showMessage(MainWindow.tr("Saved %n combatant(s) to the library", "", saved), 4000)  # type: ignore[arg-type]  # a class's tr (its name is the context): PySide6 takes it, its stub does not


def library_problem(window: MainWindow, template: str, error: BaseException) -> None:
    """A library failure in a plain-text box: the folder, then the problem (the file and
    the system's words). The encounter is untouched."""
    warn(window, translate("MainWindow", "Library not available"),
         fill(template, str(window.context.paths.library_dir)), error_text(error))


def duplicate(window: MainWindow) -> None:
    cid = window.acting_id()
    if cid is not None:
        window.run(DuplicateCombatant(cid))


def remove(window: MainWindow) -> None:
    ids = window.selected_ids()
    if ids:
        window.run(RemoveCombatants(ids))


def remove_defeated(window: MainWindow) -> None:
    """Ctrl+Shift+Del: every defeated combatant goes in one step (issue 29 item 5); the status bar
    says how many (the roll log names them; undo brings them back)."""
    command = RemoveDefeated()
    if window.run(command):
        text = translate("MainWindow", "Defeated combatants removed: %1 (undo brings them back)")
        window.statusBar().showMessage(fill(text, len(command.combatant_ids)), 10000)


def quick_add(window: MainWindow) -> None:
    """Ctrl+K: the quick-add line above the table, completing the templates' names."""
    window.quick_add_bar().open_bar([t.name for t in _quick_templates(window)])


def _quick_templates(window: MainWindow) -> list[Template]:
    """The GM's templates (those that can be read), then the starter ones in the UI's language."""
    own: list[Template] = []
    try:
        own = list(Library.of(window.context.paths).listing().templates)
    except (LibraryFolderError, OSError):
        pass  # an unreadable library folder: the starter library still answers (Ctrl+L says why)
    try:
        bundled = starter_templates(QLocale().name())
    except LibraryFileError:
        bundled = []
    return own + bundled


def quick_add_line(window: MainWindow, text: str) -> bool:
    """Add what ``text`` asks for (:mod:`gmtracker.storage.quick_add`: one group or several)
    as one undoable step; the first new one is selected and the line is cleared for the
    next one, the bar staying open until Esc (issue 26 item 5). Mid-combat, newcomers
    without an initiative are asked for it (D1). False, with the reason beside the line
    (and the group at fault in a line of several), if nothing was added."""
    bar = window.quick_add_bar()
    encounter = window.encounter
    try:
        made = quick_lines.plan(text, _quick_templates(window), (c.name for c in encounter.combatants), encounter.ids())
    except quick_lines.QuickAddError as error:
        several = len([part for part in quick_lines.split_line(text) if part.strip()]) > 1
        bar.show_problem(error.problem, error.part if several else "")
        return False
    commands: list[Command] = [AddCombatant(c) for c in made.combatants]
    line = " ".join(text.split())
    if not window.run_all(commands, lambda: fill(translate("MainWindow", "Quick add: %1"), line)):
        return False
    window.select(made.combatants[0].id)
    bar.line_added()
    if encounter.turn.started and any(encounter.combatant(c.id).initiative is None for c in made.combatants):
        from gmtracker.ui.shell.combat_actions import roll_initiative

        roll_initiative(window)
        bar.line_added()  # back in the line once the initiative dialog closes
    return True

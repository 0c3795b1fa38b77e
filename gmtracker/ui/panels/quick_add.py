"""The quick-add line above the table (Combatants ▸ Quick add…, Ctrl+K).

One line edit (objectName ``quickAddEdit``) that takes ``Goblin x4`` or ``Ayla 17``
(:mod:`gmtracker.storage.quick_add` reads it) and completes the names of the library's and
the starter library's templates. Enter asks the window to add (``submitted``); a line
that adds nothing says why under it and stays to be corrected; Esc closes the bar.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QStringListModel, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QCompleter, QFrame, QHBoxLayout, QLabel, QLineEdit, QToolButton, QWidget

from gmtracker.storage.quick_add import MAX_COUNT, Problem
from gmtracker.ui.dialogs.dialog_parts import error_label, show_error
from gmtracker.ui.words.text_format import fill


class QuickAddBar(QFrame):
    """A line to add combatants by typing; hidden until Ctrl+K."""

    submitted = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quickAddBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        caption = QLabel(self.tr("&Quick add:"), self)
        self.edit = QLineEdit(self)
        self.edit.setObjectName("quickAddEdit")
        self.edit.setAccessibleName(self.tr("Quick add"))
        self.edit.setPlaceholderText(self.tr("Goblin x4 · Ayla 17 · 3x Wolf 12 — Enter adds, Esc closes"))
        self.edit.setToolTip(self.tr(
            "A name, then how many (x4) and an initiative (a number at the end). A name from your library or "
            "the starter library is copied from it; any other name is a new combatant: a player character when "
            "you give an initiative, an enemy otherwise."))
        caption.setBuddy(self.edit)
        self._names = QStringListModel(self)
        completer = QCompleter(self._names, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.edit.setCompleter(completer)
        self.problem = error_label(self)  # the dialogs' error line (the theme's error colour)
        self.problem.setObjectName("quickAddProblem")
        self.problem.setWordWrap(False)  # one line beside the field
        close = QToolButton(self)
        close.setObjectName("quickAddClose")
        close.setText("✕")
        close.setAccessibleName(self.tr("Close quick add"))
        close.setToolTip(self.tr("Close (Esc)"))
        close.clicked.connect(self.close_bar)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 8, 4)
        row.addWidget(caption)
        row.addWidget(self.edit, 1)
        row.addWidget(self.problem)
        row.addWidget(close)
        self.edit.returnPressed.connect(self._submit)
        self.edit.textEdited.connect(lambda _text: self.show_problem(None))
        self.edit.installEventFilter(self)
        self.hide()

    def open_bar(self, names: Sequence[str]) -> None:
        """Show the bar, empty, with ``names`` to complete, and put the cursor in it."""
        self._names.setStringList(sorted(set(names), key=str.casefold))
        self.edit.clear()
        self.show_problem(None)
        self.show()
        self.edit.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def close_bar(self) -> None:
        self.hide()
        parent = self.parentWidget()
        if parent is not None:
            parent.setFocus()

    def show_problem(self, problem: Problem | None) -> None:
        """Say under the line why it adds nothing (None: clear it)."""
        texts = {
            Problem.EMPTY: self.tr("Type a name first, then how many (x4) or an initiative."),
            Problem.TOO_MANY: fill(self.tr("Between 1 and %1 at once."), MAX_COUNT),
            Problem.INITIATIVE_RANGE: self.tr("That initiative is out of range (−9999 to 9999)."),
        }
        show_error(self.problem, "" if problem is None else texts[problem])

    def _completing(self) -> bool:
        completer = self.edit.completer()
        popup = completer.popup() if completer is not None else None
        return popup is not None and popup.isVisible()

    def _submit(self) -> None:
        if self._completing():
            return  # Enter chose a completion; a second Enter adds
        self.submitted.emit(self.edit.text())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.edit and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and event.key() == Qt.Key.Key_Escape and not self._completing():
            self.close_bar()
            return True
        return False

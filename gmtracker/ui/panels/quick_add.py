"""The quick-add line above the table (Combatants ▸ Quick add…, Ctrl+K).

One line edit (objectName ``quickAddEdit``) that takes ``Goblin x4, Wolf x2, Ayla 17, Cara pc``
(:mod:`gmtracker.storage.quick_add` reads it) and completes the names of the library's and
the starter library's templates, in the group being typed (after the last comma). Enter
asks the window to add (``submitted``); the line is then cleared for the next one and the
bar stays until Esc. A line that adds nothing says why beside it and stays to be corrected.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QStringListModel, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QCompleter, QFrame, QHBoxLayout, QLabel, QLineEdit, QToolButton, QWidget

from gmtracker.storage.quick_add import MAX_COUNT, SEPARATORS, Problem
from gmtracker.ui.dialogs.dialog_parts import error_label, show_error
from gmtracker.ui.words.text_format import fill


class GroupCompleter(QCompleter):
    """Completes the group being typed (the text after the last separator), keeping the
    groups before it: ``Goblin x4, Wo`` offers Wolf and becomes ``Goblin x4, Wolf``."""

    @staticmethod
    def _split(text: str) -> tuple[str, str]:
        """``text`` as (the groups before the last one with their separator and a space, the last one)."""
        cut = max(text.rfind(mark) for mark in SEPARATORS)
        if cut < 0:
            return "", text.lstrip()
        head = text[:cut + 1]
        return (head if head[-1] in "，、；" else head + " "), text[cut + 1:].lstrip()

    def splitPath(self, path: str) -> list[str]:  # noqa: N802 - Qt's name
        return [self._split(path)[1]]

    def pathFromIndex(self, index: QModelIndex | QPersistentModelIndex) -> str:  # noqa: N802 - Qt's name
        widget = self.widget()
        text = widget.text() if isinstance(widget, QLineEdit) else ""
        return self._split(text)[0] + str(index.data())


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
        #: the quick-add syntax; keep the English side word "pc" (it is understood in every language) or
        #: use one of the localised ones the tooltip lists
        self.edit.setPlaceholderText(self.tr("Goblin x4, Wolf x2, Ayla 17, Cara pc — Enter adds, Esc closes"))
        self.edit.setToolTip(self.tr(
            "Several groups on one line, separated by commas: Goblin x4, Wolf x2, Ayla 17, Cara pc.\n"
            "A group is a name, then how many (x4), a side and an initiative (a number at the end).\n"
            "Sides: pc (player, 玩家, プレイヤー), ally (友方, 味方), enemy (敌方, 敵), neutral (中立).\n"
            "A name from your library or the starter library is copied from it; any other name is a new "
            "combatant: of the side you name, else a player character when you give an initiative, an enemy "
            "otherwise.\nEnter adds the line (one undo step) and clears it for the next; Esc closes.")
            + "\n" + self.tr("Goblin x4 group: one initiative for the four, acting together "
                              "(group, 组, グループ; Ctrl+Shift+I groups or ungroups the selected)."))
        caption.setBuddy(self.edit)
        self._names = QStringListModel(self)
        completer = GroupCompleter(self._names, self)
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

    def show_problem(self, problem: Problem | None, part: str = "") -> None:
        """Say beside the line why it adds nothing (None: clear it); ``part``, when given, is
        the group at fault in a line of several."""
        texts = {
            Problem.EMPTY: self.tr("Type a name first, then how many (x4) or an initiative."),
            Problem.TOO_MANY: fill(self.tr("Between 1 and %1 at once."), MAX_COUNT),
            Problem.INITIATIVE_RANGE: self.tr("That initiative is out of range (−9999 to 9999)."),
            Problem.CONTROL: self.tr("A name cannot hold a control character."),
        }
        text = "" if problem is None else texts[problem]
        if problem is not None and part:
            #: %1 is the group of a quick-add line at fault ("Wolf x0"), %2 why it adds nothing
            text = fill(self.tr("“%1”: %2"), part, text)
        show_error(self.problem, text)

    def line_added(self) -> None:
        """The line was added: clear it for the next one, the cursor still in it."""
        self.edit.setText("")  # not clear(): the line's own undo history goes too (Ctrl+Z undoes the line added)
        self.show_problem(None)
        self.edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def _completing(self) -> bool:
        completer = self.edit.completer()
        popup = completer.popup() if completer is not None else None
        return popup is not None and popup.isVisible()

    def _submit(self) -> None:
        if self._completing():
            return  # Enter chose a completion; a second Enter adds
        self.submitted.emit(self.edit.text())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is not self.edit or not isinstance(event, QKeyEvent):
            return False
        if event.type() == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Escape and not self._completing():
            self.close_bar()
            return True
        if event.type() == QEvent.Type.ShortcutOverride and (
                (event.matches(QKeySequence.StandardKey.Undo) and not self.edit.isUndoAvailable())
                or (event.matches(QKeySequence.StandardKey.Redo) and not self.edit.isRedoAvailable())):
            # Nothing of the line's own to undo: Ctrl+Z is the window's, and takes back the last line added.
            event.ignore()
            return True
        return False

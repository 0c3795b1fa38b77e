"""The open encounter as the UI holds it: one undo stack, the file, the autosave.

Every change a GM makes goes through :meth:`Document.run`: the encounter command is
applied once (so a refusal raises before anything is pushed), then wrapped in a
:class:`CommandAdapter` on the one :class:`QUndoStack`, whose ``cleanChanged`` drives
the unsaved mark. A change is autosaved (debounced) with its undo history, so a
crash loses at most the last action; a clean exit clears the recovery file.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from gmtracker.encounter import ChangeSet, Command, Encounter, HistoryStep
from gmtracker.rules.dice import RandomDice
from gmtracker.storage import load_encounter, save_encounter
from gmtracker.storage.autosave import Recovery, clear_autosave, write_autosave
from gmtracker.storage.fingerprint import DiskChange, Fingerprint, disk_change, fingerprint
from gmtracker.storage.paths import UserPaths

#: A macro's text: given in the current language, or a callable giving it in the current one.
MacroText = str | Callable[[], str]

#: Milliseconds of quiet after a change before the recovery file is written.
AUTOSAVE_DELAY_MS = 800


def command_text(command: Command, encounter: Encounter) -> str:
    """:func:`gmtracker.ui.command_text.command_text`, imported on the first undo step:
    it needs the text of every kind of command, which the first paint does not."""
    from gmtracker.ui.command_text import command_text as text_of

    return text_of(command, encounter)


class CommandAdapter(QUndoCommand):
    """One encounter command on the Qt undo stack (already applied when pushed).

    Its text is :func:`~.command_text.command_text` of the command, in the language of
    the moment; :meth:`retranslate` gives it again in the current one. The first command
    of a macro also keeps the macro's text if it was given as a callable.
    """

    def __init__(self, document: Document, command: Command, text: str | None = None, *,
                 applied: bool = True) -> None:
        super().__init__(text if text is not None else command_text(command, document.encounter))
        self.document = document
        self.command = command
        self.macro_text: Callable[[], str] | None = None
        self._skip_first_redo = applied

    def retranslate(self) -> None:
        self.setText(command_text(self.command, self.document.encounter))

    def redo(self) -> None:
        if self._skip_first_redo:
            self._skip_first_redo = False
            return
        self.command.apply(self.document.encounter)

    def undo(self) -> None:
        self.command.revert(self.document.encounter)


class Document(QObject):
    """The encounter, its path, the undo stack and the autosave."""

    changed = Signal(object)  # a ChangeSet
    pathChanged = Signal()
    autosaved = Signal()

    def __init__(self, encounter: Encounter, path: Path | None, paths: UserPaths,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.paths = paths
        self.path = path
        #: The file at ``path`` as last opened or saved (None: there was none), to notice
        #: another program's change before saving over it (:meth:`disk_change`).
        self.disk_state: Fingerprint | None = fingerprint(path) if path is not None else None
        self.encounter = encounter
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setObjectName("undoStack")
        self.dice = RandomDice(random.Random())
        self.last_autosave_error: str | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(AUTOSAVE_DELAY_MS)
        self._timer.timeout.connect(self.autosave)
        self._listen(encounter)
        self.undo_stack.indexChanged.connect(lambda _index: self._timer.start())

    # -- the encounter -----------------------------------------------------------------
    def _listen(self, encounter: Encounter) -> None:
        encounter.subscribe(self._on_change)

    def _on_change(self, changes: ChangeSet) -> None:
        self.changed.emit(changes)

    def run(self, command: Command) -> None:
        """Apply ``command`` and push it; an ActionError propagates and nothing changes.

        Never half-applied: if anything fails once the encounter has changed (a view that
        cannot show a value, the step's text), the change is taken back before the error
        propagates, so the encounter, the undo stack and the unsaved mark still agree.
        """
        try:
            command.apply(self.encounter)
            adapter = CommandAdapter(self, command)
        except BaseException:
            _take_back([command], self.encounter)
            raise
        self.undo_stack.push(adapter)

    def run_all(self, commands: Sequence[Command], text: MacroText) -> None:
        """Several commands as one undoable step (a macro); stops at the first refusal.

        ``text`` is the macro's text already translated, or a callable that gives it in
        the current language (then :meth:`retranslate` gives it again; a plain text stays).
        """
        if not commands:
            return
        applied: list[Command] = []
        try:
            for command in commands:
                applied.append(command)
                command.apply(self.encounter)
            adapters = [CommandAdapter(self, command) for command in applied]
        except BaseException:
            _take_back(applied, self.encounter)
            raise
        self.undo_stack.beginMacro(text() if callable(text) else text)
        for number, adapter in enumerate(adapters):
            if number == 0 and callable(text):
                adapter.macro_text = text
            self.undo_stack.push(adapter)
        self.undo_stack.endMacro()

    def retranslate(self) -> None:
        """The language changed: every step of the undo history gets its text in the new one.

        A macro whose text was given as a callable is given again; one given as a plain
        text keeps it (its caller translated it once).
        """
        for index in range(self.undo_stack.count()):
            step = self.undo_stack.command(index)
            adapters = _adapters(step)
            for adapter in adapters:
                adapter.retranslate()
            if isinstance(step, CommandAdapter):
                continue
            if adapters and adapters[0].macro_text is not None:
                step.setText(adapters[0].macro_text())

    def history(self) -> tuple[list[HistoryStep], int]:
        """The undo history as saved steps (macros flattened) and how many are applied."""
        steps: list[HistoryStep] = []
        applied = 0
        for index in range(self.undo_stack.count()):
            adapters = _adapters(self.undo_stack.command(index))
            steps.extend(adapter.command.step() for adapter in adapters)
            if index < self.undo_stack.index():
                applied += len(adapters)
        return steps, applied

    # -- files -------------------------------------------------------------------------
    def replace(self, encounter: Encounter, path: Path | None) -> None:
        """Show another encounter (a new or opened file): the undo history starts anew.

        The live :class:`Encounter` object stays the same (views keep it); its content is
        replaced, which views see as one reset.
        """
        self.undo_stack.clear()
        self.encounter.replace_all(encounter)
        self.path = path
        self.disk_state = fingerprint(path) if path is not None else None
        self.undo_stack.setClean()
        self.pathChanged.emit()
        self._timer.stop()
        clear_autosave(self.paths)

    def open(self, path: Path) -> None:
        """Load ``path`` (EncounterFileError on a bad file; the open encounter stays)."""
        # Taken before reading: a change made while loading is then seen as a change.
        seen = fingerprint(path)
        self.replace(load_encounter(path), path)
        self.disk_state = seen

    def disk_change(self) -> DiskChange | None:
        """How another program changed the file since it was last opened or saved here
        (None: it did not, or there is no file yet). Ask before saving over a change."""
        if self.path is None:
            return None
        return disk_change(self.path, self.disk_state)

    def save(self, path: Path | None = None) -> Path:
        """Save to ``path`` (or the current one); SaveError if it cannot be written.

        It saves whatever is on disk: the caller asks first about :meth:`disk_change`.
        """
        target = path if path is not None else self.path
        if target is None:
            raise ValueError("no file name yet: use Save As")
        self.disk_state = save_encounter(self.encounter, target)
        if target != self.path:
            self.path = target
            self.pathChanged.emit()
        self.undo_stack.setClean()
        return target

    def restore(self, recovery: Recovery) -> None:
        """Take over a recovered autosave: the encounter, its path, and its undo history."""
        assert recovery.encounter is not None
        self.replace(recovery.encounter, recovery.source_path)
        for number, command in enumerate(recovery.commands()):
            # the first ``index`` steps are in the recovered encounter; the rest are
            # applied by the push and undone again by setIndex, to be redone later
            self.undo_stack.push(CommandAdapter(self, command, applied=number < recovery.index))
        self.undo_stack.setIndex(recovery.index)
        self.undo_stack.resetClean()  # recovered work is not saved in its file yet
        self.autosave()  # replace() cleared the recovery file: the recovered work needs it again

    # -- autosave ----------------------------------------------------------------------
    def autosave(self) -> None:
        """Write the recovery file now (the timer calls this after changes)."""
        steps, applied = self.history()
        try:
            write_autosave(self.paths, self.encounter, steps, applied, self.path)
        except OSError as error:
            self.last_autosave_error = str(error)
            return
        self.last_autosave_error = None
        self.autosaved.emit()

    def set_autosave_delay(self, milliseconds: int) -> None:
        """How long after the last change the recovery file is written (the autosave setting)."""
        self._timer.setInterval(max(0, milliseconds))

    def pending_autosave(self) -> bool:
        return self._timer.isActive()

    def close(self) -> None:
        """A clean exit: no recovery file is left behind."""
        self._timer.stop()
        clear_autosave(self.paths)


def _take_back(commands: Sequence[Command], encounter: Encounter) -> None:
    """Revert, last first, the commands that changed the encounter before something failed.

    A command whose patch was never built changed nothing (its refusal came first); one
    with a patch was applied, even if a listener then raised on hearing about it.
    """
    for command in reversed(commands):
        if command.patch is not None:
            command.revert(encounter)


def _adapters(command: QUndoCommand) -> list[CommandAdapter]:
    if isinstance(command, CommandAdapter):
        return [command]
    return [child for i in range(command.childCount())
            for child in _adapters(command.child(i))]  # type: ignore[arg-type]

"""The open encounter as the UI holds it: one undo stack, the file, the recovery journal.

Every change a GM makes goes through :meth:`Document.run`: the encounter command is
applied once (so a refusal raises before anything is pushed), then wrapped in a
:class:`CommandAdapter` on the one :class:`QUndoStack`, whose ``cleanChanged`` drives
the unsaved mark. Every step of the undo stack (a command, a macro, an undo, a redo, a
jump in the history) is written to the recovery journal
(:class:`~gmtracker.storage.journal.Journal`) before control returns to the GM, one
small transaction each, so a crash loses at most the action in flight; a clean exit
deletes the journal.
"""

from __future__ import annotations

import itertools
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtGui import QUndoCommand, QUndoStack

from gmtracker.encounter import ChangeSet, Command, Encounter, HistoryStep
from gmtracker.rules.dice import RandomDice
from gmtracker.storage import load_encounter, save_encounter
from gmtracker.storage.encounter_file import encode_encounter
from gmtracker.storage.autosave import Recovery
from gmtracker.storage.fingerprint import DiskChange, Fingerprint, disk_change, fingerprint
from gmtracker.storage.journal import Journal, JournalEntry
from gmtracker.storage.journal_mirror import JournalMirror
from gmtracker.storage.paths import UserPaths

if TYPE_CHECKING:  # a campaign is opened later, if ever: not at start-up
    from gmtracker.encounter.campaign import CampaignData
    from gmtracker.ui.shell.campaign_session import CampaignSession

# A macro's text: given in the current language, or a callable giving it in the current one.
MacroText = str | Callable[[], str]

# The pause after which the journal's base snapshot is written anew once it is due
# (:attr:`JournalMirror.compaction_due`, every COMPACT_AFTER_STEPS steps of
# :mod:`gmtracker.storage.journal_mirror`): every step is durable already, compaction only
# tidies up and never delays the GM.
COMPACT_IDLE_MS = 2000


def command_text(command: Command, encounter: Encounter) -> str:
    """:func:`gmtracker.ui.words.log_lines.command_text`, imported on the first undo step:
    it needs the text of every kind of command, which the first paint does not."""
    from gmtracker.ui.words.log_lines import command_text as text_of

    return text_of(command, encounter)


class CommandAdapter(QUndoCommand):
    """One encounter command on the Qt undo stack (already applied when pushed).

    Its text is :func:`~.log_lines.command_text` of the command, in the language of
    the moment; :meth:`retranslate` gives it again in the current one. The first command
    of a macro also keeps the macro's text if it was given as a callable.
    """

    def __init__(self, document: Document, command: Command, text: str | None = None, *,
                 applied: bool = True) -> None:
        super().__init__(text if text is not None else command_text(command, document.encounter))
        self.document = document
        self.command = command
        self.macro_text: Callable[[], str] | None = None
        self.serial = next(document.serials)  # tells undo-stack entries apart in the journal
        self._skip_first_redo = applied

    def retranslate(self) -> None:
        self.setText(command_text(self.command, self.document.encounter))

    def redo(self) -> None:
        if self._skip_first_redo:
            self._skip_first_redo = False
            return
        self.document.hold_changes()
        self.command.apply(self.document.encounter)

    def undo(self) -> None:
        self.document.hold_changes()
        self.command.revert(self.document.encounter)


class CampaignAdapter(CommandAdapter):
    """A campaign step on the undo stack (issue 30): the campaign before and after it, and an
    encounter command that changes nothing (:class:`~gmtracker.encounter.campaign_actions.CampaignMark`:
    the encounter's recovery journal keeps the step's place in the history, and replays it as
    nothing; the campaign's own journal holds the campaign)."""

    def __init__(self, document: Document, session: CampaignSession, before: CampaignData,
                 after: CampaignData, text: MacroText) -> None:
        from gmtracker.encounter.campaign_actions import CampaignMark

        mark = CampaignMark()
        mark.apply(document.encounter)
        super().__init__(document, mark, text() if callable(text) else text)
        self.session, self.before, self.after = session, before, after
        self._text = text

    def retranslate(self) -> None:
        if callable(self._text):
            self.setText(self._text())

    def redo(self) -> None:
        skipped = self._skip_first_redo
        super().redo()
        if not skipped and self.document.campaign is self.session:
            self.session.set_data(self.after)

    def undo(self) -> None:
        super().undo()
        # the campaign closed (or another opened) since: its step does nothing to any campaign now
        if self.document.campaign is self.session:
            self.session.set_data(self.before)


class Document(QObject):
    """The encounter, its path, the undo stack and the recovery journal."""

    changed = Signal(object)  # a ChangeSet
    pathChanged = Signal()
    journal_written = Signal()  # a step of the undo stack is in the recovery journal

    def __init__(self, encounter: Encounter, path: Path | None, paths: UserPaths,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.paths = paths
        self.path = path
        # An untitled copy of the bundled demo (issue 26 item 10): no path, Save asks where.
        self.demo = False
        # The file at ``path`` as last opened or saved (None: there was none), to notice
        # another program's change before saving over it (:meth:`disk_change`).
        self.disk_state: Fingerprint | None = fingerprint(path) if path is not None else None
        self.encounter = encounter
        # The open campaign (issue 30), kept here so a language switch keeps it with the encounter.
        self.campaign: CampaignSession | None = None
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setObjectName("undoStack")
        self.dice = RandomDice(random.Random())
        self.serials = itertools.count(1)
        self.journal = Journal(paths.autosave_file)
        # the recovery journal's bookkeeping (Qt-free): what it holds, what to write next
        self.journal_mirror = JournalMirror(self.journal)
        self._stack_view = _StackView(self.undo_stack)
        self._compaction = QTimer(self)
        self._compaction.setSingleShot(True)
        self._compaction.setInterval(COMPACT_IDLE_MS)
        self._compaction.timeout.connect(self._compact)
        self._listen(encounter)
        # First: the steps an undo, a redo or a jump in the history made are told to the views
        # as one change (the stack says indexChanged once, after the last of them).
        self.undo_stack.indexChanged.connect(self._release_changes)
        self.undo_stack.indexChanged.connect(self._on_index_changed)

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
        self._push_macro(adapters, text)

    def _push_macro(self, adapters: Sequence[CommandAdapter], text: MacroText) -> None:
        """Push applied ``adapters`` as one macro, written to the journal once, when it ends."""
        try:
            with self.journal_mirror.held():
                self.undo_stack.beginMacro(text() if callable(text) else text)
                for number, adapter in enumerate(adapters):
                    if number == 0 and callable(text):
                        adapter.macro_text = text
                    self.undo_stack.push(adapter)
        finally:
            self.undo_stack.endMacro()
        self.record_step()

    def run_campaign(self, after: CampaignData, text: MacroText, commands: Sequence[Command] = ()) -> None:
        """A campaign step — the campaign becomes ``after`` — with the encounter ``commands`` before
        it (a carry ends the combat), as one undoable step; an ActionError of a command propagates
        and nothing changes. The encounter's journal is written first, then the campaign's: a kill
        between them loses the campaign's half of the step, which Carry does again."""
        session = self.campaign
        assert session is not None
        applied: list[Command] = []
        try:
            for command in commands:
                applied.append(command)
                command.apply(self.encounter)
            adapters: list[CommandAdapter] = [CommandAdapter(self, command) for command in applied]
            adapters.append(CampaignAdapter(self, session, session.data, after, text))
        except BaseException:
            _take_back(applied, self.encounter)
            raise
        if len(adapters) == 1:
            self.undo_stack.push(adapters[0])
        else:
            self._push_macro(adapters, text)
        session.set_data(after)

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
        with self.journal_mirror.held():
            self.undo_stack.clear()
            self.encounter.replace_all(encounter)
            self.path = path
            self.demo = False
            self.disk_state = fingerprint(path) if path is not None else None
            self.undo_stack.setClean()
        self.pathChanged.emit()
        # The work now starts from a file (or nothing): the journal starts again at the
        # first change (loading writes nothing). Only this document's own journal goes.
        self._discard_journal()

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
        self._note_saving()
        self.disk_state = save_encounter(self.encounter, target)
        if target != self.path or self.demo:
            self.path = target
            self.demo = False
            self.pathChanged.emit()
        self.undo_stack.setClean()
        self._compact()
        return target

    def _note_saving(self) -> None:
        """Write to the journal what the file is about to hold (issue 27 item 3): a kill after
        the file is written but before the journal has its fingerprint (the compaction below)
        then still knows the file on disk is this save, not another program's change."""
        if not self.journal_mirror.started:
            return
        try:
            data = encode_encounter(self.encounter)
        except Exception:  # noqa: BLE001 - save_encounter reports the same failure in words
            return
        self.journal_mirror.note_saving(data)

    def mark_demo(self) -> None:
        """The encounter is the bundled demo, opened without its path: the title says so, and Save
        asks where (issue 26 item 10: it wrote over the installation's demo.json and a .bak beside it)."""
        self.path, self.disk_state, self.demo = None, None, True
        self.pathChanged.emit()

    def restore(self, recovery: Recovery) -> None:
        """Take over a recovered journal: the encounter, its path, and its undo history.

        The journal it came from is then rewritten with it (one transaction), so a second
        crash loses nothing either.
        """
        assert recovery.encounter is not None
        self.replace(recovery.encounter, recovery.source_path)
        if recovery.disk_state is not None:
            # the file as it was last opened or saved before the crash, not as it is now:
            # another program's change made since is still asked about on Save
            self.disk_state = recovery.disk_state
        if recovery.saving is not None and recovery.source_path is not None:
            # killed during a save, after the file was written: a file holding exactly what
            # was being saved is this save, not another program's change (issue 27 item 3)
            now = fingerprint(recovery.source_path)
            if now is not None and (now.size, now.sha256) == recovery.saving:
                self.disk_state = now
        with self.journal_mirror.held():
            for number, (entry, commands) in enumerate(zip(recovery.entries, recovery.commands())):
                # the first ``index`` entries are in the recovered encounter; the rest are
                # applied by the push and undone again by setIndex, to be redone later
                applied = number < recovery.index
                if entry.text is None and len(commands) == 1:
                    self.undo_stack.push(CommandAdapter(self, commands[0], applied=applied))
                    continue
                self.undo_stack.beginMacro(entry.text if entry.text is not None else commands[0].label)
                for command in commands:
                    self.undo_stack.push(CommandAdapter(self, command, applied=applied))
                self.undo_stack.endMacro()
            self.undo_stack.setIndex(recovery.index)
            self.undo_stack.resetClean()  # recovered work is not saved in its file yet
        # the journal is rewritten with the restored work at this step, its steps counted on
        # from the ones restored (the "first N of M" check)
        self.journal_mirror.take_over(recovery.steps_read)
        self.record_step()

    # -- many steps at once -------------------------------------------------------------
    def hold_changes(self) -> None:
        """An undo or redo step runs: hold what it changes until the stack says where it
        stopped (see :meth:`Encounter.hold`). A step that fails before the stack says so is
        told anyway, right after (never a change the views miss)."""
        if not self.encounter.holding:
            self.encounter.hold()
            QTimer.singleShot(0, self, self._release_changes)

    @Slot(int)
    def _release_changes(self, _index: int = 0) -> None:
        if self.encounter.holding:
            self.encounter.release()

    # -- the recovery journal ------------------------------------------------------------
    @property
    def last_journal_error(self) -> str | None:
        """Why the last write to the recovery journal failed (None: it did not); the status
        bar shows it, and the next step rewrites the whole journal."""
        return self.journal_mirror.last_error

    @Slot(int)
    def _on_index_changed(self, _index: int) -> None:
        self.record_step()

    def record_step(self) -> None:
        """Make the undo stack as it is now durable in the recovery journal: one small write.

        Runs on every change of the undo index (so after every command, macro, undo, redo
        and jump in the history) before control returns to the GM; what to write is
        :meth:`JournalMirror.record_step`'s to decide.
        """
        if not self.journal_mirror.record_step(self._stack_view, self):
            return
        if self.journal_mirror.compaction_due:
            self._compaction.start()  # (again): when the GM pauses
        self.journal_written.emit()

    def _compact(self) -> None:
        """A new base snapshot (after a save, or when due at a pause): recovery replays from here."""
        self._compaction.stop()
        self.journal_mirror.compact(self._stack_view, self)

    def _discard_journal(self) -> None:
        self._compaction.stop()
        error = self.journal_mirror.discard()
        if error is not None:  # a read-only folder: the work is safe, the journal stays
            reason = getattr(error, "reason", None) or error.strerror or str(error)
            print(f"GM Tracker: the recovery journal {self.journal.path} cannot be removed: {reason}",
                  file=sys.stderr)

    def close(self) -> None:
        """A clean exit: this document's recovery journal is deleted (never raises), and the open
        campaign's."""
        self._discard_journal()
        if self.campaign is not None:
            self.campaign.close()


def _take_back(commands: Sequence[Command], encounter: Encounter) -> None:
    """Revert, last first, the commands that changed the encounter before something failed.

    A command whose patch was never built changed nothing (its refusal came first); one
    with a patch was applied, even if a listener then raised on hearing about it.
    """
    for command in reversed(commands):
        if command.patch is not None:
            command.revert(encounter)


class _StackView:
    """The undo stack as :class:`~gmtracker.storage.journal_mirror.UndoStackView` reads it:
    an entry is one command or one macro, told apart by its first command's serial."""

    def __init__(self, stack: QUndoStack) -> None:
        self._stack = stack

    def count(self) -> int:
        return self._stack.count()

    def index(self) -> int:
        return self._stack.index()

    def serial(self, position: int) -> int:
        adapters = _adapters(self._stack.command(position))
        return adapters[0].serial if adapters else 0

    def entry(self, position: int) -> JournalEntry:
        command = self._stack.command(position)
        text = None if isinstance(command, CommandAdapter) else command.text()
        return JournalEntry([adapter.command.step() for adapter in _adapters(command)], text)


def _adapters(command: QUndoCommand) -> list[CommandAdapter]:
    if isinstance(command, CommandAdapter):
        return [command]
    children = (command.child(i) for i in range(command.childCount()))
    return [adapter for child in children if child is not None for adapter in _adapters(child)]

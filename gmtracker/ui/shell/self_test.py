"""The program's own check of itself: ``gmtracker --self-test[=PHASE] [--data-dir DIR]``.

A GM never runs our source tree but the PyInstaller bundle, and a bundle can lack what
the source has: a module imported by name (every dialog is), ``sqlite3`` for the recovery
journal (issue 25). ``--smoke-test`` only paints the window. The self-test starts the real
program the way ``run`` does (translators, theme, the main window, the event loop) and
then plays a whole session through the window's real ``QAction``\\ s, printing one line per
check (``ok: …`` or ``FAIL: …``), and exits 1 if any check failed:

``actions`` (the default)
    every action of the action table (:mod:`gmtracker.ui.shell.actions`) is triggered, in
    an order a GM could take: each dialog opens through its real ``exec()`` and is closed
    (or filled in: the initiative dialog, Save As and Open take a file of the self-test),
    each command changes the encounter, each window shows; a quick-added combatant is read
    back from the recovery journal by a second connection; the shared player view answers
    on loopback. A dialog row of the table without a step here is opened and closed like the
    others; any other row without a check here fails the run, so a new action cannot be left out.
``kill``
    quick-adds ``Kira Selftest 15``, checks that the journal holds it, prints
    ``ready: kill me`` and waits to be killed (``kill -9``) by the script that started it;
    exits 1 if nobody does within two minutes.
``recover``
    starts as after that kill: the real "Restore unsaved work?" question must come, is
    answered Yes, and the restored encounter must hold ``Kira Selftest``.

Native file dialogs (Windows, macOS) are not Qt widgets a program can fill in: the
self-test asks Qt for its own file dialog (``AA_DontUseNativeDialogs``), which runs the
same code of ours. ``--self-test-report FILE`` writes the lines to FILE as well (a
windowed Windows program has no console). The same self-test runs in the test suite on
the source (tests/ui/test_self_test.py) and on the built program
(packaging/test-frozen.sh).
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
import time
import traceback
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QItemSelectionModel, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QDialogButtonBox, QFileDialog, QLineEdit, QMessageBox, QPushButton, QWidget

from gmtracker.encounter import Encounter
from gmtracker.storage.autosave import read_autosave
from gmtracker.storage.paths import UserPaths

if TYPE_CHECKING:
    from gmtracker.ui.shell.main_window import MainWindow

PHASES = ("actions", "kill", "recover")
# The name the kill and recover phases look for in the journal.
KILL_NAME = "Kira Selftest"
# A check that has not finished by then fails the run (a dialog nobody could close).
WATCHDOG_SECONDS = 180
# How long ``kill`` waits to be killed.
KILL_WAIT_SECONDS = 120
POLL_MS = 10

# Answer: what to do with a modal window that opened during a step (return True when done).
Answer = Callable[[QWidget], None]


class SelfTestFailure(Exception):
    """A check that did not hold; its text is the FAIL line."""


def reject(widget: QWidget) -> None:
    """Close a dialog as Esc would; a message box by its escape (or only) button."""
    if isinstance(widget, QMessageBox):
        button = widget.escapeButton() or (widget.buttons()[0] if widget.buttons() else None)
        if button is not None:
            button.click()
            return
    if isinstance(widget, QDialog):
        widget.reject()
    else:
        widget.close()


def accept(widget: QWidget) -> None:
    """Press a dialog's default button (OK, Start, Yes): the dialog does what it offers."""
    if isinstance(widget, QMessageBox):
        button = widget.defaultButton() or widget.button(QMessageBox.StandardButton.Yes) \
            or widget.button(QMessageBox.StandardButton.Ok)
        if button is None:
            raise SelfTestFailure(f"message box without a default button: {widget.text()!r}")
        button.click()
        return
    for candidate in widget.findChildren(QPushButton):
        if candidate.isDefault() and candidate.isEnabled() and candidate.isVisible():
            candidate.click()
            return
    for box in widget.findChildren(QDialogButtonBox):
        for button in box.buttons():
            if box.buttonRole(button) == QDialogButtonBox.ButtonRole.AcceptRole and button.isEnabled():
                button.click()
                return
    if isinstance(widget, QDialog):
        widget.accept()
        return
    raise SelfTestFailure(f"nothing to accept in {type(widget).__name__}")


def press(button: QMessageBox.StandardButton) -> Answer:
    """Answer a message box with ``button``; any other modal window is closed."""
    def answer(widget: QWidget) -> None:
        if isinstance(widget, QMessageBox) and widget.button(button) is not None:
            widget.button(button).click()
        else:
            reject(widget)
    return answer


def presets_offered(widget: QWidget) -> None:
    """The Conditions dialog offers the bundled example presets (a data file of the bundle, read
    when the dialog opens: issue 29 item 6); then it closes as Esc would."""
    combo = widget.findChild(QComboBox, "presetCombo")
    if combo is None or combo.count() < 2:
        raise SelfTestFailure("the Conditions dialog offers no preset: resources/library/conditions.json is missing")
    reject(widget)


SELF_TEST_RESOURCE = "Self-test charges"


def add_a_resource(widget: QWidget) -> None:
    """The Resources dialog as a GM fills it (issue 29 item 4): Add resource, a name typed, OK."""
    add = widget.findChild(QPushButton, "addResourceButton")
    if add is None:
        raise SelfTestFailure("the Resources dialog has no Add resource button")
    add.click()
    edits = [edit for edit in widget.findChildren(QLineEdit, "resourceName") if edit.hasFocus() or edit.isVisible()]
    if not edits:
        raise SelfTestFailure("Add resource made no row to name")
    edits[-1].setText(SELF_TEST_RESOURCE)
    accept(widget)


def fill_initiative(widget: QWidget) -> None:
    """The initiative dialog as a GM fills it: each value still empty typed (12), then OK."""
    for edit in widget.findChildren(QLineEdit):
        if edit.objectName().startswith("initiative_") and not edit.text():
            edit.setText("12")
            edit.textEdited.emit("12")
    accept(widget)


def choose_file(path: Path) -> Answer:
    """Answer Qt's file dialog with ``path`` (Save As, Open)."""
    def answer(widget: QWidget) -> None:
        if not isinstance(widget, QFileDialog):
            raise SelfTestFailure(f"expected a file dialog, got {type(widget).__name__}")
        widget.setDirectory(str(path.parent))
        widget.selectFile(str(path))
        # The name typed in full, as a GM may: the dialog's folder view fills in the
        # background, and its guess of the folder must not decide which file is taken.
        name_edit = widget.findChild(QLineEdit, "fileNameEdit")
        if name_edit is not None:
            name_edit.setText(str(path))
        widget.accept()
    return answer


class Driver:
    """Plays the steps of one phase in the running window; collects the lines and the result."""

    def __init__(self, phase: str, paths: UserPaths, report: Path | None, scratch: Path) -> None:
        self.phase = phase
        self.paths = paths
        self.report = report
        self.scratch = scratch
        self.failures = 0
        self.lines: list[str] = []
        self.errors: list[str] = []  # exceptions that reached sys.excepthook (a slot raised)
        self.modals: list[str] = []  # class names of the modal windows the current step opened
        self._answer: Answer = reject
        self._seen: list[QWidget] = []
        self.window: MainWindow | None = None
        self.recovery_asked: list[str] = []  # the texts of the recovery questions answered
        self.fired: dict[str, int] = {}  # how often each action was triggered
        self.how = ""  # how the last step triggered its action (its shortcut, or its menu entry)
        self._started = time.monotonic()
        self._previous_hook = sys.excepthook
        sys.excepthook = self._excepthook
        # A timer in the application: it also fires inside every nested exec() loop.
        self.poll = QTimer()
        self.poll.setInterval(POLL_MS)
        self.poll.timeout.connect(self._poll)
        self.poll.start()
        self.answer_with(press(QMessageBox.StandardButton.Yes) if phase == "recover" else reject)

    # -- reporting ----------------------------------------------------------------------
    def say(self, line: str) -> None:
        self.lines.append(line)
        if sys.stdout is not None:
            print(line, flush=True)
        if self.report is not None:
            with open(self.report, "a", encoding="utf-8") as handle:
                handle.write(line + "\n")

    def _excepthook(self, kind: type[BaseException], value: BaseException,
                    trace: TracebackType | None) -> None:
        self.errors.append("".join(traceback.format_exception(kind, value, trace)).rstrip())

    # -- modal windows --------------------------------------------------------------------
    def answer_with(self, answer: Answer) -> None:
        self._answer = answer

    def _poll(self) -> None:
        if time.monotonic() - self._started > WATCHDOG_SECONDS:
            self.say(f"FAIL: watchdog: the self-test took over {WATCHDOG_SECONDS} s (a window nobody closed: "
                     f"{type(QApplication.activeModalWidget()).__name__})")
            self.finish()
            os._exit(1)
        widget = QApplication.activeModalWidget()
        if widget is None or not widget.isVisible() or any(widget is seen for seen in self._seen):
            return
        self._seen.append(widget)
        self.modals.append(type(widget).__name__)
        try:
            self._answer(widget)
        except BaseException as error:  # noqa: BLE001 - reported as a failure; the window must close
            self.errors.append(f"answering {type(widget).__name__}: {error}")
        if widget.isVisible():
            reject(widget)

    # -- checks -----------------------------------------------------------------------------
    def check(self, name: str, step: Callable[[], str]) -> bool:
        """Run one step: ``ok: NAME: what it did`` or ``FAIL: NAME: why``."""
        self.modals = []
        self.errors = []
        try:
            said = step()
            QApplication.processEvents()
            if self.errors:
                raise SelfTestFailure("an exception was raised:\n" + "\n".join(self.errors))
        except Exception as error:  # noqa: BLE001 - every failure is one FAIL line
            self.failures += 1
            detail = str(error) if isinstance(error, SelfTestFailure) else traceback.format_exc().rstrip()
            if self.errors and not detail.startswith("an exception was raised"):
                detail += "; an exception was raised:\n" + "\n".join(self.errors)
            self.say(f"FAIL: {name}: {detail}")
            return False
        finally:
            self.answer_with(reject)
        self.say(f"ok: {name}: {said}" + (f" ({self.how})" if self.how else ""))
        self.how = ""
        return True

    def finish(self) -> None:
        self.poll.stop()
        sys.excepthook = self._previous_hook

    def watch(self, window: MainWindow) -> None:
        """Count the triggers of every action of ``window`` (a shortcut must reach its action)."""
        self.window = window
        for name, action in window.actions_by_name.items():
            action.triggered.connect(partial(self._count, name))

    def _count(self, name: str) -> None:
        self.fired[name] = self.fired.get(name, 0) + 1

    # -- helpers the steps use ----------------------------------------------------------------
    @property
    def w(self) -> MainWindow:
        assert self.window is not None
        return self.window

    @property
    def encounter(self) -> Encounter:
        return self.w.encounter

    def trigger(self, name: str, answer: Answer = reject) -> None:
        action = self.w.actions_by_name.get(name)
        if action is None:
            raise SelfTestFailure(f"the window has no action {name}")
        if not action.isEnabled():
            raise SelfTestFailure(f"{name} is disabled")
        self.answer_with(answer)
        before = self.fired.get(name, 0)
        keys = action.shortcut()
        if keys.isEmpty():
            self.how = "from its menu entry"
            action.trigger()
        else:
            # The key press a GM makes, in the table (where a fight is run from): Qt's
            # shortcut map finds the action, as for a key from the keyboard.
            self.how = f"by {keys.toString(QKeySequence.SequenceFormat.PortableText)}"
            self.w.activateWindow()  # the last dialog closed: the GM is back at the main window
            self.w.table.setFocus(Qt.FocusReason.ShortcutFocusReason)
            QApplication.processEvents()
            target = QApplication.focusWidget() or self.w
            combination = keys[0]  # type: ignore[index]  # PySide6 has QKeySequence[i]; its stub not
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QCoreApplication.sendEvent(target, QKeyEvent(kind, combination.key(), combination.keyboardModifiers()))
        QApplication.processEvents()
        if self.fired.get(name, 0) == before:
            raise SelfTestFailure(f"{self.how} did not trigger {name}")

    def opens(self, name: str, answer: Answer = reject, *, acting: bool = False) -> str:
        """Trigger ``name`` (with the acting combatant selected first); a dialog must open."""
        if acting:
            self.select(self.w.acting_id())
        self.trigger(name, answer)
        if not self.modals:
            raise SelfTestFailure("no dialog opened")
        return "opened and closed " + ", ".join(self.modals)

    def select(self, combatant_id: str | None) -> None:
        if combatant_id is None:
            raise SelfTestFailure("nobody to select")
        self.w.select(combatant_id)
        QApplication.processEvents()

    def names(self) -> list[str]:
        return [c.name for c in self.encounter.combatants]

    def quick_add(self, line: str) -> list[str]:
        before = self.names()
        self.trigger("actionQuickAdd")
        bar = self.w.quick_add_bar()
        if not bar.isVisible():
            raise SelfTestFailure("the quick-add line did not show")
        bar.edit.setText(line)
        bar.edit.returnPressed.emit()
        QApplication.processEvents()
        added = [name for name in self.names() if name not in before]
        if not added:
            raise SelfTestFailure(f"quick add {line!r} added nobody")
        return added

    def journal_names(self) -> list[str]:
        """The combatants of the recovery journal, read by a connection of its own."""
        recovery = read_autosave(self.paths)
        if recovery is None:
            raise SelfTestFailure(f"no recovery journal at {self.paths.autosave_file}")
        if not recovery.readable or recovery.encounter is None:
            raise SelfTestFailure(f"the recovery journal cannot be read: {recovery.error}")
        return [c.name for c in recovery.encounter.combatants]

    def stack_index(self) -> int:
        return int(self.w.document.undo_stack.index())

    def changed(self, name: str, answer: Answer = reject, *, acting: bool = False) -> str:
        """Trigger ``name`` (with the acting combatant selected first); it must push a step
        (the undo stack moves)."""
        if acting:
            self.select(self.w.acting_id())
        before = self.stack_index()
        self.trigger(name, answer)
        after = self.stack_index()
        if after == before:
            raise SelfTestFailure(f"the undo stack did not move (dialogs: {self.modals or 'none'})")
        return f"undo step {before} → {after}" + (f" ({', '.join(self.modals)})" if self.modals else "")

    def shown(self, name: str, widget: Callable[[], QWidget | None]) -> str:
        self.trigger(name)
        shown = widget()
        if shown is None or not shown.isVisible():
            raise SelfTestFailure("its window did not show")
        text = f"{type(shown).__name__} shown"
        if shown.isWindow() and shown is not self.w:
            shown.close()
        return text


@contextmanager
def _no_native_dialogs() -> Iterator[None]:
    app = QCoreApplication.instance()
    assert app is not None
    old = app.testAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs)
    app.setAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs, True)
    try:
        yield
    finally:
        app.setAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs, old)


# -- the phases ---------------------------------------------------------------------------------

def _journal_step(d: Driver) -> str:
    added = d.quick_add("Goblin x2")
    in_journal = d.journal_names()
    missing = [name for name in added if name not in in_journal]
    if missing:
        raise SelfTestFailure(f"the journal lacks {missing} (it holds {len(in_journal)} combatants)")
    return f"quick add wrote {added} to the journal at {d.paths.autosave_file}, read back by a second connection"


def _forecast(d: Driver) -> str:
    """Combat ▸ Forecast…: 200 fights in the worker processes (spawned: in the frozen program, the
    program itself started again as a worker), the charts filled, the encounter unchanged."""
    import time

    before, log = d.stack_index(), len(d.encounter.log)
    d.trigger("actionForecast")
    dialog = d.w.forecast_dialog
    if dialog is None or not dialog.isVisible():
        raise SelfTestFailure("the forecast window did not show")
    dialog.fights.setValue(200)
    dialog.run()
    started = time.monotonic()
    while dialog.running and time.monotonic() - started < 120:
        QApplication.processEvents()
        time.sleep(0.01)
    if dialog.running:
        dialog.stop()
        raise SelfTestFailure(f"200 fights did not finish in 120 s ({dialog.progress.value()} played)")
    result = dialog.forecast
    if result is None or result.fights != 200 or not dialog.win_chart.has_data():
        raise SelfTestFailure(f"no forecast: {dialog.status.text()}")
    if d.stack_index() != before or len(d.encounter.log) != log:
        raise SelfTestFailure("the forecast changed the encounter")
    dialog.close()
    players = result.sides["players"].win
    return (f"200 fights on worker processes, the players' side winning {players:.0%}; no undo step, no log "
            f"entry. {dialog.status.text()}")


def _share(d: Driver) -> str:
    share = d.w.player_share()
    url = share.start("127.0.0.1", 0)  # loopback: the action then only opens the panel
    with urllib.request.urlopen(url, timeout=10) as response:  # noqa: S310 - our own server on loopback
        page = response.read()
        status = response.status
    if status != 200 or b"<html" not in page.lower():
        raise SelfTestFailure(f"the player page answered {status} with {page[:80]!r}")
    said = d.shown("actionSharePlayerView", lambda: d.w.share_panel.made)
    share.stop()
    return f"the phone page answered 200 on loopback ({len(page)} bytes); {said}"


def _save_as(d: Driver, target: Path) -> str:
    d.trigger("actionSaveAs", choose_file(target))
    if not target.exists():
        raise SelfTestFailure(f"nothing was written to {target} (dialogs: {d.modals or 'none'})")
    saved = json.loads(target.read_text(encoding="utf-8"))
    if len(saved.get("combatants", [])) != len(d.encounter.combatants):
        raise SelfTestFailure("the saved file does not hold the encounter's combatants")
    return f"wrote {target.name} ({target.stat().st_size} bytes, {len(saved['combatants'])} combatants)"


def _save(d: Driver, target: Path) -> str:
    d.changed("actionNextTurn", accept)
    before = target.read_bytes()
    d.trigger("actionSave")
    if target.read_bytes() == before:
        raise SelfTestFailure("Save left the file as it was after a change")
    if not d.w.document.undo_stack.isClean():
        raise SelfTestFailure("the encounter is still marked unsaved")
    return f"the next turn saved to {target.name}"


def _new(d: Driver) -> str:
    d.trigger("actionNew", press(QMessageBox.StandardButton.Discard))
    if d.encounter.combatants:
        raise SelfTestFailure(f"New left {len(d.encounter.combatants)} combatants")
    return "an empty encounter"


def _open(d: Driver, target: Path) -> str:
    d.trigger("actionOpen", choose_file(target))
    if d.w.document.path is None or Path(d.w.document.path).resolve() != target.resolve():
        raise SelfTestFailure(f"the open file is {d.w.document.path}, not {target} (dialogs: {d.modals or 'none'})")
    return f"{target.name} open with {len(d.encounter.combatants)} combatants"


def _remove_defeated(d: Driver) -> str:
    """The last combatant marked dead (as the editor's Dead box does), then Remove all defeated:
    it goes, in one undo step."""
    from gmtracker.encounter import StateEntry
    from gmtracker.encounter.roster import EditCombatant
    from gmtracker.rules.wound_codes import DamageState

    victim = d.encounter.combatants[-1].id
    if not d.w.run(EditCombatant(victim, {"states": [StateEntry(DamageState.DEAD)]})):
        raise SelfTestFailure(f"{victim} could not be marked dead")
    text = d.changed("actionRemoveDefeated")
    if d.encounter.has(victim):
        raise SelfTestFailure(f"{victim} is still in the encounter")
    return text


def _quit(d: Driver) -> str:
    d.trigger("actionQuit", press(QMessageBox.StandardButton.Discard))
    if d.w.isVisible():
        raise SelfTestFailure("the window is still open")
    return "the window closed"


def _group_initiative(d: Driver) -> str:
    """The first two rows selected (as Ctrl+click does), then Group initiative: one undo step, and
    both share one initiative group."""
    first, second = d.encounter.ids()[:2]
    table = d.w.table
    flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
    table.clearSelection()
    for cid in (first, second):
        source = d.w.combatant_model.index(d.encounter.row_of(cid), 0)
        table.selectionModel().select(d.w.proxy.mapFromSource(source), flags)
    text = d.changed("actionGroupInitiative")
    groups = {d.encounter.combatant(cid).initiative_group for cid in (first, second)}
    if len(groups) != 1 or None in groups:
        raise SelfTestFailure(f"{first} and {second} are not one group: {groups}")
    return text


def _resource_holder(d: Driver) -> str:
    """Whom the resource steps use: the first combatant without a resource (one added: Ctrl+U then
    uses it at once, no menu), else the first."""
    holders = [c.id for c in d.encounter.combatants if not c.resources] or d.encounter.ids()[:1]
    if not holders:
        raise SelfTestFailure("no combatant to give a resource")
    return holders[0]


def _resources(d: Driver) -> str:
    """The Resources dialog on a combatant without resources: Add resource, a name, OK (issue 29 item 4)."""
    d.select(_resource_holder(d))
    return d.changed("actionResources", add_a_resource)


def _use_resource(d: Driver) -> str:
    """Ctrl+U on the combatant the Resources step gave one resource: one use, one undo step."""
    holder = next((c for c in d.encounter.combatants if [r.name for r in c.resources] == [SELF_TEST_RESOURCE]), None)
    if holder is None:
        raise SelfTestFailure(f"no combatant holds only {SELF_TEST_RESOURCE!r} (the Resources step's)")
    d.select(holder.id)
    text = d.changed("actionUseResource")
    left = d.encounter.combatant(holder.id).resources[0].left
    if left != holder.resources[0].left - 1:
        raise SelfTestFailure(f"{holder.resources[0].name}: {left} left after one use of {holder.resources[0].left}")
    return text


def action_steps(d: Driver) -> list[tuple[str, Callable[[], str]]]:
    """Every action of the table, each with its check, in the order they run."""
    w = lambda: d.w  # noqa: E731 - read at the step's time (a step may rebuild the window)
    target = d.scratch / "self-test.json"
    return [
        ("actionQuickAdd", lambda: _journal_step(d)),
        ("actionAddCombatant", lambda: d.changed("actionAddCombatant")),
        ("actionDuplicate", lambda: d.changed("actionDuplicate")),
        ("actionRemove", lambda: d.changed("actionRemove", accept, acting=True)),
        ("actionRemoveDefeated", lambda: _remove_defeated(d)),
        ("actionUndo", lambda: d.changed("actionUndo")),
        ("actionRedo", lambda: d.changed("actionRedo")),
        ("actionUndoHistory", lambda: d.shown("actionUndoHistory", lambda: w().undo_dock)),
        ("actionRenameEncounter", lambda: d.opens("actionRenameEncounter")),
        ("actionConditions", lambda: d.opens("actionConditions", presets_offered, acting=True)),
        ("actionResources", lambda: _resources(d)),
        ("actionUseResource", lambda: _use_resource(d)),
        ("actionCheck", lambda: d.opens("actionCheck")),
        ("actionAttack", lambda: d.opens("actionAttack")),
        ("actionDamage", lambda: d.opens("actionDamage")),
        ("actionHeal", lambda: d.opens("actionHeal")),
        ("actionRest", lambda: d.opens("actionRest")),
        ("actionPercentileCheck", lambda: d.opens("actionPercentileCheck")),
        ("actionRollInitiative", lambda: d.opens("actionRollInitiative", fill_initiative)),
        ("actionNextTurn", lambda: d.changed("actionNextTurn", accept)),
        ("actionPreviousTurn", lambda: d.changed("actionPreviousTurn", accept)),
        ("actionDelay", lambda: d.changed("actionDelay", accept)),
        ("actionActNow", lambda: d.changed("actionActNow", accept)),
        ("actionReady", lambda: d.changed("actionReady", accept)),
        ("actionGroupInitiative", lambda: _group_initiative(d)),
        ("actionEndCombat", lambda: d.changed("actionEndCombat", accept)),
        ("actionStartCombat", lambda: d.changed("actionStartCombat", fill_initiative)),
        ("actionForecast", lambda: _forecast(d)),
        ("actionAddFromLibrary", lambda: d.opens("actionAddFromLibrary")),
        ("actionSaveToLibrary", lambda: _save_to_library(d)),
        ("actionDiceTray", lambda: d.shown("actionDiceTray", lambda: w().tray.made)),
        ("actionPlayerView", lambda: d.shown("actionPlayerView", lambda: w().player_view)),
        ("actionSharePlayerView", lambda: _share(d)),
        ("actionSettings", lambda: d.opens("actionSettings")),
        ("actionAbout", lambda: d.opens("actionAbout")),
        ("actionAboutQt", lambda: d.opens("actionAboutQt")),
        ("actionSaveAs", lambda: _save_as(d, target)),
        ("actionSave", lambda: _save(d, target)),
        ("actionNew", lambda: _new(d)),
        ("actionOpen", lambda: _open(d, target)),
        ("actionOpenCampaign", lambda: _open_campaign(d)),
        ("actionCarryParty", lambda: _carry(d)),
        ("actionRestParty", lambda: _rest_party(d)),
        ("actionShareParty", lambda: d.changed("actionShareParty")),
        ("actionNewPrepared", lambda: _new_prepared(d)),
        ("actionAddParty", lambda: _add_party(d)),
        ("actionSaveCampaignAs", lambda: _save_campaign_as(d, d.scratch / "self-test.gmtcampaign.json")),
        ("actionSaveCampaign", lambda: _save_campaign(d)),
        ("actionCloseCampaign", lambda: _close_campaign(d)),
        ("actionNewCampaign", lambda: _new_campaign(d)),
        ("actionQuit", lambda: _quit(d)),
    ]


# -- the campaign (issue 30) ----------------------------------------------------------------------

def _discard_or_choose(path: Path) -> Answer:
    """Unsaved work discarded (a message box), then the file dialog answered with ``path``."""
    chooser = choose_file(path)

    def answer(widget: QWidget) -> None:
        if isinstance(widget, QMessageBox):
            press(QMessageBox.StandardButton.Discard)(widget)
        else:
            chooser(widget)
    return answer


def _campaign(d: Driver) -> Any:
    session = d.w.document.campaign
    if session is None:
        raise SelfTestFailure("no campaign is open")
    return session


def _open_campaign(d: Driver) -> str:
    """The bundled demo campaign (a data file of the bundle) opened by File ▸ Open campaign: its panel,
    its first encounter with the party in it, and its journal written and read back."""
    import shutil

    from gmtracker.storage.campaign_journal import read_journal
    from gmtracker.storage.resources import demo_campaign_path

    copy = d.scratch / "demo.gmtcampaign.json"
    shutil.copy(demo_campaign_path(), copy)
    d.trigger("actionOpenCampaign", _discard_or_choose(copy))
    session = _campaign(d)
    party = [member.id for member in session.data.party]
    if session.open_id is None or d.encounter.ids()[:len(party)] != party:
        raise SelfTestFailure(f"the party is not first in the encounter opened ({session.open_id})")
    panel = d.w.campaign_panel.made
    if panel is None or not panel.isVisible():
        raise SelfTestFailure("the campaign's panel did not show")
    journal = read_journal(d.paths.campaign_journal_file)
    if journal is None or journal.open != session.open_id:
        raise SelfTestFailure(f"the campaign's journal does not hold it: {d.paths.campaign_journal_file}")
    return f"{copy.name}: {session.open_id} open with a party of {len(party)}; journal read back"


def _carry(d: Driver) -> str:
    text = d.changed("actionCarryParty")
    session = _campaign(d)
    if not session.data.log or session.data.log[-1].kind != "party_carried":
        raise SelfTestFailure("no carry in the campaign's log")
    return text


def _rest_party(d: Driver) -> str:
    """An hour's rest of the party (the Rest dialog on the campaign's clock): the clock moves."""
    clock = _campaign(d).data.clock

    def rest(widget: QWidget) -> None:
        roll = widget.findChild(QPushButton, "rollButton")
        if roll is not None and roll.isEnabled():
            roll.click()
        accept(widget)

    text = d.changed("actionRestParty", rest)
    if _campaign(d).data.clock <= clock:
        raise SelfTestFailure("the campaign's clock did not move")
    return text


def _new_prepared(d: Driver) -> str:
    session = _campaign(d)
    count = len(session.data.encounters)
    d.trigger("actionNewPrepared", press(QMessageBox.StandardButton.Discard))
    if len(session.data.encounters) != count + 1 or session.open_id != session.data.encounters[-1].id:
        raise SelfTestFailure("no new prepared encounter was opened")
    return f"{session.open_id} opened with {len(d.encounter.combatants)} combatants (the party)"


def _add_party(d: Driver) -> str:
    from gmtracker.encounter.roster import RemoveCombatants

    member = _campaign(d).data.party[0].id
    if not d.w.run(RemoveCombatants([member])):
        raise SelfTestFailure(f"{member} could not be removed")
    text = d.changed("actionAddParty")
    if not d.encounter.has(member):
        raise SelfTestFailure(f"{member} did not come back with the party")
    return text


def _save_campaign_as(d: Driver, target: Path) -> str:
    from gmtracker.storage.campaign_file import load_campaign

    d.trigger("actionSaveCampaignAs", choose_file(target))
    if not target.exists():
        raise SelfTestFailure(f"nothing was written to {target} (dialogs: {d.modals or 'none'})")
    loaded = load_campaign(target)
    return f"wrote {target.name} ({len(loaded.encounters)} encounters, a party of {len(loaded.party)})"


def _save_campaign(d: Driver) -> str:
    d.changed("actionShareParty")
    d.trigger("actionSaveCampaign")
    if not _campaign(d).saved:
        raise SelfTestFailure("the campaign is still marked unsaved")
    return "the change saved"


def _close_campaign(d: Driver) -> str:
    d.trigger("actionCloseCampaign", press(QMessageBox.StandardButton.Discard))
    if d.w.document.campaign is not None:
        raise SelfTestFailure("the campaign is still open")
    if d.paths.campaign_journal_file.exists():
        raise SelfTestFailure("its journal is still there")
    return "closed; its journal removed"


def _new_campaign(d: Driver) -> str:
    d.trigger("actionNewCampaign", press(QMessageBox.StandardButton.Discard))
    session = _campaign(d)
    d.trigger("actionCloseCampaign", press(QMessageBox.StandardButton.Discard))
    return f"a party of {len(session.data.party)} from the encounter's player characters"


def _save_to_library(d: Driver) -> str:
    d.select(d.w.acting_id())
    before = set(d.paths.library_dir.glob("*.json")) if d.paths.library_dir.exists() else set()
    d.trigger("actionSaveToLibrary")
    after = set(d.paths.library_dir.glob("*.json")) if d.paths.library_dir.exists() else set()
    if not after - before:
        raise SelfTestFailure(f"no template file was written to {d.paths.library_dir}")
    return f"wrote {', '.join(sorted(p.name for p in after - before))}"


def _play_actions(d: Driver) -> None:
    from gmtracker.ui.shell.actions import ACTIONS

    steps = action_steps(d)
    stepped = [name for name, _ in steps]
    for spec in ACTIONS:
        if spec.name in stepped:
            continue
        if spec.dialog is not None:  # a dialog row: opened and closed like the others (no list to extend)
            before = next((i for i, (name, _) in enumerate(steps) if name == "actionSaveAs"), len(steps))
            steps.insert(before, (spec.name, partial(d.opens, spec.name)))  # before the file steps
        else:
            d.failures += 1
            d.say(f"FAIL: {spec.name}: the self-test has no check for this action")
    known = {spec.name for spec in ACTIONS}
    d.check("log kinds", _log_kinds)
    with _no_native_dialogs():
        for name, step in steps:
            if name not in known:
                continue  # a step of an action this build does not have (none today)
            d.check(name, step)


def _log_kinds() -> str:
    """Every log kind's declaration is found in this build (they are gathered from the modules of
    gmtracker.encounter by pkgutil, which a bundle must support), and each sample is put into words."""
    from gmtracker.encounter.log_kind import encode_record, log_kinds
    from gmtracker.encounter.log_render.lines import entry_line
    from gmtracker.encounter.model import NO_RECORD, LogEntry

    kinds = log_kinds()
    # kinds of modules nothing imports by name (the first file format's) or only a dialog does
    missing = sorted({"turn_start", "first_format_attack", "grapple", "attack", "turn"} - set(kinds))
    if missing:
        raise SelfTestFailure(f"log kinds missing from this build: {', '.join(missing)}")
    for kind in kinds.values():
        raw = NO_RECORD if kind.sample is None else encode_record(kind.sample)
        entry_line(LogEntry(kind=kind.name, text="x", actor="a", actor_name="A", raw_record=raw))
    return f"{len(kinds)} kinds declared, each sample put into words"


def _play_kill(d: Driver) -> None:
    def step() -> str:
        added = d.quick_add(f"{KILL_NAME} 15")
        in_journal = d.journal_names()
        if not any(name.startswith(KILL_NAME) for name in in_journal):
            raise SelfTestFailure(f"the journal lacks {added}")
        return f"{added} is in the journal"

    if d.check("journal before the kill", step):
        d.say("ready: kill me")
        QTimer.singleShot(KILL_WAIT_SECONDS * 1000, lambda: _not_killed(d))
        return
    _end(d, 1)


def _not_killed(d: Driver) -> None:
    d.failures += 1
    d.say("FAIL: kill: nobody killed the program")
    _end(d, 1)


def _play_recover(d: Driver) -> None:
    def step() -> str:
        if not d.recovery_asked:
            raise SelfTestFailure("GM Tracker did not offer to restore the unsaved work")
        names = d.names()
        if not any(name.startswith(KILL_NAME) for name in names):
            raise SelfTestFailure(f"the restored encounter lacks {KILL_NAME}: {names}")
        return f"the restart offered the journal ({', '.join(d.recovery_asked)}); restored with {KILL_NAME}"

    d.check("recovery after kill -9", step)


def _end(d: Driver, code: int) -> None:
    d.finish()
    app = QCoreApplication.instance()
    if d.window is not None and d.window.isVisible():
        d.window.document.undo_stack.setClean()  # a self-test's work is thrown away
        d.window.close()
    if app is not None:
        app.exit(code)


def run_self_test(encounter: Encounter, path: Path | None, paths: UserPaths | None, *,
                  phase: str = "actions", report: Path | None = None) -> int:
    """Start the program as ``run`` does, play ``phase``; 0 if every check held, else 1.

    ``paths`` None (no ``--data-dir``): a throwaway folder, so a self-test never touches the
    GM's settings, library or journal.
    """
    from gmtracker.ui.shell.application import _application, run

    if paths is None and phase != "actions":
        print(f"gmtracker: error: --self-test={phase} needs --data-dir (the kill and the restart share it)",
              file=sys.stderr)
        return 2
    scratch = Path(tempfile.mkdtemp(prefix="gmtracker-self-test-"))
    if paths is None:
        paths = UserPaths.under(scratch / "data")
    if report is not None:
        report.parent.mkdir(parents=True, exist_ok=True)
        report.write_text("", encoding="utf-8")
    _application()
    driver = Driver(phase, paths, report, scratch)
    if phase == "recover":
        def answer_recovery(widget: QWidget) -> None:
            if isinstance(widget, QMessageBox):
                driver.recovery_asked.append(widget.text())
            press(QMessageBox.StandardButton.Yes)(widget)
        driver.answer_with(answer_recovery)
    driver.say(f"self-test {phase}: {sys.executable} (frozen: {bool(getattr(sys, 'frozen', False))}), "
               f"Qt platform {QApplication.platformName()}, data in {paths.data_dir.parent}")

    def play(window: Any) -> None:
        window.finish_startup()  # the actions are built after the first paint: now, if not yet
        driver.watch(window)
        driver.check("start", lambda: f"{window.combatant_model.rowCount()} combatants shown")
        if phase == "kill":
            _play_kill(driver)
            return
        if phase == "recover":
            _play_recover(driver)
        else:
            _play_actions(driver)
        _end(driver, 1 if driver.failures else 0)

    try:
        status = run(encounter, path, paths, smoke_test=False, after_show=play)
    finally:
        driver.finish()
        shutil.rmtree(scratch, ignore_errors=True)
    if status == 0 and driver.failures:
        status = 1
    verdict = "passed" if status == 0 else "FAILED"
    passed = sum(line.startswith("ok: ") for line in driver.lines)
    driver.say(f"self-test {phase} {verdict}: {passed} ok, {driver.failures} failed")
    return status

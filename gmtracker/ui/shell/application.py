"""Starts Qt for GM Tracker: the QApplication, the translators and the main window.

``gmtracker.app.main`` parses the command line and loads the file without Qt, then calls
``run`` here.
"""

from __future__ import annotations

import gc
import sys

import msgspec
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from gmtracker import __version__
from gmtracker.encounter import Encounter
from gmtracker.storage.autosave import (
    Recovery,
    clear_autosave,
    keep_unreadable,
    read_autosave,
    remove_recovery_file,
)
from gmtracker.storage.journal import store_files
from gmtracker.storage.paths import UserPaths
from gmtracker.storage.resources import demo_encounter_path, translations_dir, window_icon_files
from gmtracker.ui.shell import error_report
from gmtracker.ui.shell.context import AppContext
from gmtracker.ui.shell.main_window import MainWindow
from gmtracker.ui.shell.single_instance import FileOpenFilter, InstanceGuard, Outcome, bring_to_front
from gmtracker.ui.words.text_format import fill
from gmtracker.ui.widgets.theme import apply_theme
from gmtracker.ui.words.user_text import ask, warn


def _application() -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    # Qt's own options (-platform, -style...) are not passed on: argparse already refused
    # anything it does not know, so Qt sees only the program name.
    app = QApplication(["gmtracker"])
    app.setApplicationName("GM Tracker")
    app.setApplicationVersion(__version__)
    # The desktop entry's name (packaging/linux): Wayland ties the window to its launcher by it.
    app.setDesktopFileName("io.github.gmtracker.GMTracker")
    icon = QIcon()
    for file in window_icon_files():
        icon.addFile(str(file))
    app.setWindowIcon(icon)
    return app


def offer_recovery(window: MainWindow) -> bool:
    """After a crash: offer the recovered encounter, with its undo history.

    A recovery journal that cannot be read is moved aside under a timestamped name and
    the GM is told where; it stays until the GM deletes it. One whose undo history cannot
    be restored is offered without it (the question says so), and also kept aside as it
    was. A journal that was damaged but read (repaired on a copy, or holding only the
    first N of the M steps written) is moved aside as it was before the question, which
    says so in plain words (issue 27 items 1-2). Nothing here raises for a folder GM
    Tracker cannot write: it says so instead.
    """
    paths = window.context.paths
    recovery = read_autosave(paths)
    if recovery is None:
        return False
    if not recovery.readable:
        _report_unreadable(window, paths, recovery)
        return False
    assert recovery.encounter is not None
    when = recovery.saved_at.astimezone().strftime("%Y-%m-%d %H:%M") if recovery.saved_at else "?"
    name = recovery.encounter.name or QCoreApplication.translate("MainWindow", "Untitled")
    details, question, template = "", "", ""
    if recovery.damaged and recovery.history_problem is None:
        question, details = _damaged_question(paths, recovery, name, when)
    elif recovery.history_problem is None:
        template = QCoreApplication.translate(
            "MainWindow", "GM Tracker did not close properly. Restore “%1” as it was at %2, with its undo history?")
    else:
        template = QCoreApplication.translate(
            "MainWindow", "GM Tracker did not close properly. Restore “%1” as it was at %2? Its undo history cannot be restored.")
        try:
            kept = fill(QCoreApplication.translate("MainWindow", "The recovery file as it was is kept at %1."),
                        keep_unreadable(paths, file=recovery.file))
        except OSError as error:
            kept = _reason(error)
        details = "\n".join([*recovery.damage, recovery.history_problem, kept])
    answer = ask(window, QCoreApplication.translate("MainWindow", "Restore unsaved work?"), question or fill(template, name, when),
                 QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes,
                 informative=details)
    try:
        if answer != QMessageBox.StandardButton.Yes:
            clear_autosave(paths)
            return False
        window.document.restore(recovery)
        if recovery.file != paths.autosave_file:  # from GM Tracker before the journal, which holds it now
            remove_recovery_file(recovery.file)
    except OSError as error:  # a read-only folder: say so and go on
        text = QCoreApplication.translate("MainWindow", "GM Tracker could not remove the recovery file %1.")
        warn(window, QCoreApplication.translate("MainWindow", "Recovery file not removed"),
             fill(text, recovery.file), _reason(error))
    return True


def _damaged_question(paths: UserPaths, recovery: Recovery, name: str, when: str) -> tuple[str, str]:
    """The question for a journal that was damaged but read (issue 27 items 1-2), and its
    details: the files are first moved aside as they were, and the GM is told where."""
    if recovery.short:
        text = fill(QCoreApplication.translate(
            "MainWindow", "GM Tracker did not close properly, and its recovery file is damaged: it holds only "
            "the first %3 of the %4 steps you took. Restore “%1” as it was after those %3 steps (at %2)? "
            "The later steps are lost."), name, when, str(recovery.steps_read), str(recovery.steps_written))
    else:
        text = fill(QCoreApplication.translate(
            "MainWindow", "GM Tracker did not close properly, and its recovery file was damaged. GM Tracker "
            "could read all of it from a repaired copy. Restore “%1” as it was at %2, with its undo history?"),
            name, when)
    return text, "\n".join([*recovery.damage, _kept_words(paths, recovery)])


def _kept_words(paths: UserPaths, recovery: Recovery) -> str:
    """Move the journal's files aside as they were; the words that say where they are now."""
    try:
        kept = keep_unreadable(paths, file=recovery.file)
    except OSError as error:
        return fill(QCoreApplication.translate(
            "MainWindow", "The recovery file could not be moved aside (%1); it is left as it was at %2."),
            _reason(error), recovery.file)
    return fill(QCoreApplication.translate(
        "MainWindow", "The recovery file is kept as it was, until you delete it, at %1 (with the files "
        "beside it whose names begin the same way: %2)."), kept, _companions(kept))


def _companions(kept: Path) -> str:
    names = [file.name for file in store_files(kept)[1:] if file.exists()]
    return ", ".join(names) if names else QCoreApplication.translate("MainWindow", "none")


def _report_unreadable(window: MainWindow, paths: UserPaths, recovery: Recovery) -> None:
    """Move an unreadable journal aside (never delete or overwrite it) and say where it is."""
    title = QCoreApplication.translate("MainWindow", "Recovery file unreadable")
    try:
        kept = keep_unreadable(paths, file=recovery.file)
    except OSError as error:
        #: %1 is the path of the recovery file that cannot be read
        text = QCoreApplication.translate(
            "MainWindow", "GM Tracker found a recovery file it cannot read at %1 and cannot move it aside. It is left as it is; until it is gone, your changes cannot be kept in the recovery journal.")
        warn(window, title, fill(text, recovery.file), f"{recovery.error}\n{_reason(error)}")
        return
    text = QCoreApplication.translate(
        "MainWindow", "GM Tracker found a recovery file it cannot read. It is kept as it was, until you "
        "delete it, at %1 (with the files beside it whose names begin the same way: %2).")
    warn(window, title, fill(text, kept, _companions(kept)), "\n".join([*recovery.damage, recovery.error or ""]))


def _report_refused(window: MainWindow, path: Path, problem: str) -> None:
    """The file given at start-up was refused: say which and why (plain text)."""
    text = QCoreApplication.translate("MainWindow", "GM Tracker could not open %1.")
    warn(window, QCoreApplication.translate("MainWindow", "Cannot open encounter"), fill(text, path), problem)


def _already_running(paths: UserPaths, outcome: str) -> int:
    """A second start with the same data folder: 0 if the running program took the request.

    Nothing of the data folder is read or written here: the journal is the running window's.
    """
    if outcome == Outcome.HANDED_OVER:
        print("gmtracker: already running with this data folder: its window was brought to the front")
        sys.stdout.flush()
        return 0
    text = QCoreApplication.translate(
        "MainWindow", "GM Tracker is already running with the data folder %1, but it does not answer. "
        "Close it, or end it if it hangs, then start GM Tracker again.")
    print(f"gmtracker: error: already running with {paths.data_dir}, and not answering", file=sys.stderr)
    warn(None, QCoreApplication.translate("MainWindow", "GM Tracker is already running"), fill(text, paths.data_dir))
    return 1


class _RequestHandler:
    """What the running program does when another start (or Finder) asks for a file.

    The window comes to the front; a file asked for is opened as File ▸ Open does, after the
    question about unsaved changes. While a dialog is open the file waits until it closes (a
    dialog works on the encounter open now); requests that come meanwhile wait in turn.
    """

    RETRY_MS = 300

    def __init__(self, context: AppContext) -> None:
        self.context = context
        self.waiting: list[Path] = []
        self.busy = False

    def __call__(self, path: Path | None) -> None:
        window = self.context.windows[-1] if self.context.windows else None
        if window is None:
            return
        modal = QApplication.activeModalWidget()
        bring_to_front(modal if modal is not None else window)
        if path is not None:
            self.waiting.append(path)
            self._next()

    def _next(self) -> None:
        if self.busy or not self.waiting:
            return
        if QApplication.activeModalWidget() is not None:
            QTimer.singleShot(self.RETRY_MS, self._next)
            return
        window = self.context.windows[-1] if self.context.windows else None
        if window is None:
            return
        self.busy = True
        try:
            path = self.waiting.pop(0)
            if window.maybe_save_encounter():  # open_path asks about the campaign when it opens one
                window.open_path(path)
        finally:
            self.busy = False
        if self.waiting:
            QTimer.singleShot(0, self._next)


def _open_campaign(window: MainWindow, path: Path, prepared_id: str | None, *, journal: bool) -> None:
    """The campaign given at start (read again: main read it before Qt), the window showing its
    encounter ``prepared_id``; the file goes into Open recent unless ``journal`` is False (--smoke-test,
    which writes nothing); its journal is written by :func:`run` after recovery is offered."""
    from gmtracker.ui.shell.campaign_session import CampaignSession

    session = CampaignSession.open(path, window.context.paths, window.document)
    session.open_id = prepared_id
    window.document.campaign = session
    # The journal is written once recovery was offered (run): a journal left by a crash is offered
    # first, never overwritten by the file's campaign.
    if journal:
        window.remember(path)
    window.campaign_started()


def offer_campaign_recovery(window: MainWindow, encounter_restored: bool) -> bool:
    """After a crash with a campaign open (issue 30 item 2): offer the campaign as its journal holds it,
    and the prepared encounter that was open — the fight restored from the encounter's journal
    (``encounter_restored``), else opened again from the campaign. A journal that cannot be read is
    moved aside and the GM told where. True if a campaign was restored."""
    if not window.context.paths.campaign_journal_file.exists():  # the usual start: nothing more imported
        return False
    from gmtracker.encounter.campaign_actions import open_prepared
    from gmtracker.storage.campaign_journal import discard_journal, keep_aside, read_journal
    from gmtracker.storage.errors import CampaignFileError
    from gmtracker.ui.shell.campaign_session import CampaignSession
    from gmtracker.ui.words.error_text import error_text

    paths = window.context.paths
    target = paths.campaign_journal_file
    try:
        journal = read_journal(target)
    except CampaignFileError as error:
        try:
            kept = fill(QCoreApplication.translate("MainWindow", "The recovery file as it was is kept at %1."),
                        keep_aside(target))
        except OSError as failure:
            kept = _reason(failure)
        warn(window, QCoreApplication.translate("MainWindow", "Campaign not restored"),
             fill(QCoreApplication.translate("MainWindow", "The campaign's recovery file cannot be read: %1"),
                  error_text(error)), kept)
        return False
    if journal is None:
        return False
    name = journal.campaign.name or QCoreApplication.translate("MainWindow", "Untitled")
    answer = ask(window, QCoreApplication.translate("MainWindow", "Restore the campaign?"),
                 fill(QCoreApplication.translate("MainWindow", "GM Tracker did not close properly while the campaign "
                                                               "“%1” was open. Restore it as it was?"), name),
                 QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes)
    if answer != QMessageBox.StandardButton.Yes:
        try:
            discard_journal(target)
        except OSError as error:
            warn(window, QCoreApplication.translate("MainWindow", "Recovery file not removed"),
                 fill(QCoreApplication.translate("MainWindow", "GM Tracker could not remove the recovery file %1."),
                      target), _reason(error))
        return False
    old = window.document.campaign
    if old is not None:  # a campaign given on the command line: the recovered one replaces it
        old.close()  # kept as an object (parented to the document), as campaign_shell.start does
    session = CampaignSession(journal.campaign, journal.path, paths, window.document, saved=journal.saved)
    window.document.campaign = session
    if journal.open is not None and not (encounter_restored and window.document.path is None):
        try:
            window.document.replace(open_prepared(journal.campaign, journal.open), None)
        except Exception:  # noqa: BLE001 - an encounter the campaign no longer has: the campaign alone
            journal = msgspec.structs.replace(journal, open=None)
    session.open_id = journal.open
    session.write_journal()
    window.campaign_started()
    return True


def _reason(error: OSError) -> str:
    """The system's words for a failure (the file is named in the message already)."""
    return getattr(error, "reason", None) or error.strerror or str(error)


def run(encounter: Encounter, path: Path | None, paths: UserPaths, *, smoke_test: bool,
        serve: tuple[str, int] | None = None,
        after_show: Callable[[MainWindow], None] | None = None,
        startup_problem: tuple[Path, str] | None = None, demo: bool = False,
        campaign: tuple[Path, str | None] | None = None) -> int:
    """Show ``encounter`` (loaded from ``path``) in the main window; return the exit status.

    ``startup_problem`` (the file given on the command line, and why it was refused):
    ``encounter`` is what shows instead, and once the window is up a warning names the
    file and the problem (issue 25: a double-clicked broken file must not just vanish).

    Unexpected exceptions go to the error log, stderr and a box, hard crashes to the crash
    file (:mod:`gmtracker.ui.shell.error_report`); not with ``smoke_test`` (which writes
    nothing) nor ``after_show`` (the self-test's own hook records them).

    With ``serve`` (``--serve-player-view HOST:PORT``) the player view is shared on the
    network from the start and one line ``player view: URL`` is printed (the real port when
    0 was asked); an address that cannot be used is said on stderr, exit status 2.

    With ``smoke_test`` the window is shown, pending events are processed, one line
    ``ok: N combatants`` is printed and the window closes again.

    ``after_show`` (the hidden ``--self-test``, :mod:`gmtracker.ui.shell.self_test`) is
    called once the event loop runs, with the window shown; it ends the loop itself.

    ``campaign`` (a campaign file given, issue 30 item 7): its file and the prepared encounter
    ``encounter`` is (None: none); the campaign opens with it, its panel beside the table.
    """
    app = _application()
    context = AppContext(paths=paths)
    context.translators.use(app, context.settings.values["language"], translations_dir())
    if context.settings.values["theme"] != "system":
        apply_theme(app, context.settings.values["theme"])
    report: error_report.ErrorReport | None = None
    guard: InstanceGuard | None = None
    try:
        if not smoke_test:
            guard = InstanceGuard(paths.instance_lock_file)
            refused = startup_problem[0] if startup_problem is not None else None
            outcome = guard.acquire(refused or (None if path == demo_encounter_path() else path))
            if outcome != Outcome.FIRST:
                guard = None  # the lock is the other program's: nothing here to release
                return _already_running(paths, outcome)
            app.installEventFilter(FileOpenFilter(guard))  # macOS: Finder's Open With
        if not smoke_test and after_show is None:
            report = error_report.install(paths)
        # What is made so far lives as long as the app (modules, classes, the encounter's
        # first load, settings): out of the collector's way. Collecting it when
        # gmtracker.app.main turns the collector back on cost up to 6 ms of the first paint
        # (issue 16), and every full collection of a long session would walk it again. The
        # window is not frozen: a language switch replaces it.
        gc.freeze()
        # The table paints first; docks, menus and toolbar are built right after.
        window = MainWindow(context, encounter, path, defer_startup=True)
        if demo and path is None:
            window.document.mark_demo()  # an untitled copy of the bundled demo (issue 26 item 10)
        if campaign is not None:
            _open_campaign(window, *campaign, journal=not smoke_test)
        gc.enable()
        window.persist_layout = not smoke_test
        if not smoke_test:
            for problem in context.settings.messages():
                warn(window, QCoreApplication.translate("Settings", "Settings"), problem)
            restored = offer_recovery(window)
            adopted = offer_campaign_recovery(window, restored)
            if restored and not adopted and window.document.campaign is not None:
                # the encounter restored is not the campaign's encounter given at start: Save must not
                # write it into the campaign
                window.document.campaign.open_id = None
            if window.document.campaign is not None:  # the one given, or the one recovered: journalled now
                window.document.campaign.write_journal()
        if serve is not None:
            try:
                url = window.player_share().start(*serve)
            except OSError as error:
                print(f"gmtracker: error: cannot serve the player view on {serve[0]}:{serve[1]}: "
                      f"{error.strerror or error}", file=sys.stderr)
                window.persist_layout = False
                window.close()
                return 2
            print(f"player view: {url}")
            sys.stdout.flush()
        window.show()
        if smoke_test:
            app.processEvents()
            window.finish_startup()  # the check covers the whole window
            app.processEvents()
            print(f"ok: {window.combatant_model.rowCount()} combatants")
            sys.stdout.flush()
            window.close()
            return 0
        if startup_problem is not None:
            QTimer.singleShot(0, lambda: _report_refused(window, *startup_problem))
        if guard is not None:
            guard.serve(_RequestHandler(context))
        if after_show is not None:
            QTimer.singleShot(0, lambda: after_show(window))
        return app.exec()
    finally:
        if guard is not None:
            guard.release()
        if report is not None:
            report.uninstall(keep_crash_file=True)  # a crash while Qt is torn down is kept too
        context.translators.clear(app)


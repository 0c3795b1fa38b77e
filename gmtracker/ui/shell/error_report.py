"""Errors a GM can see (issue 25): an unexpected exception, and a hard crash, are kept.

:func:`install` (called by :func:`gmtracker.ui.shell.application.run`) makes every
exception that reaches :data:`sys.excepthook` — one raised in a Qt slot, say — go

* to the error log, ``paths.error_log_file`` (the About box names it): its traceback, the
  time and the version, in a size-capped log rotated by
  :class:`logging.handlers.RotatingFileHandler` (:data:`LOG_BYTES` × :data:`LOG_BACKUPS`);
  the folder is made at the first error, and a log that cannot be written is said in the
  dialog instead of raising;
* to stderr, as before (when there is one: a windowed Windows program has none);
* to the GM: a plain-text box "Something went wrong — your work is safe in the recovery
  journal.", naming the log, with the traceback in its details to copy. One at a time: an
  exception raised while the box is up (or about to be) is logged, and opens no second box.
  Without a QApplication (a script, a headless check) nothing is shown.

A hard crash (a segmentation fault in Qt, say) runs no Python code: :mod:`faulthandler`
writes the Python traceback of every thread to :func:`crash_file` (``crash.log`` beside the
error log), opened at install in append mode and kept open for the life of the process.
At the next install a non-empty crash file is moved into the error log (appended, then the
crash file emptied), so the log holds everything and the crash file stays small.

``logging`` is imported at the first error, not at start-up (issue 16: the first paint).
"""

from __future__ import annotations

import faulthandler
import os
import sys
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import IO, TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from gmtracker import __version__
from gmtracker.storage.paths import UserPaths
from gmtracker.ui.words.text_format import fill
from gmtracker.ui.words.user_text import message_box

if TYPE_CHECKING:
    from logging import Logger

# The error log is rotated at this size; with :data:`LOG_BACKUPS` old ones, at most 4 MiB.
LOG_BYTES = 1024 * 1024
LOG_BACKUPS = 3
# The box's object name (tests and the self-test find it by it).
DIALOG_NAME = "errorReport"

# Crash files left to faulthandler after an uninstall (see ``keep_crash_file``).
_KEPT_OPEN: list[IO[str]] = []

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]
ParentProvider = Callable[[], QWidget | None]


def crash_file(paths: UserPaths) -> Path:
    """Where :mod:`faulthandler` writes a hard crash's traceback (beside the error log)."""
    return paths.log_dir / "crash.log"


def _active_window() -> QWidget | None:
    return QApplication.activeModalWidget() or QApplication.activeWindow()


def _reason(error: OSError) -> str:
    return error.strerror or str(error)


class ErrorReport:
    """The installed hooks; :meth:`uninstall` puts back what was there before."""

    def __init__(self, paths: UserPaths, parent_provider: ParentProvider = _active_window) -> None:
        self.paths = paths
        self.parent_provider = parent_provider
        self._logger: Logger | None = None
        self._log_problem: str | None = None  # why the log cannot be written (None: it can)
        self._lock = threading.Lock()
        self._box_open = False  # a box is shown, or about to be: no second one
        self._crash: IO[str] | None = None
        self._previous_hook: ExceptHook = sys.excepthook
        self._previous_thread_hook = threading.excepthook
        self._faulthandler_was_enabled = faulthandler.is_enabled()
        self.crash_problem: str | None = None  # why the crash file could not be opened
        self.installed = False

    # -- installing ------------------------------------------------------------------------
    def install(self, *, crash_log: bool = True) -> ErrorReport:
        if crash_log:
            self._open_crash_file()
        sys.excepthook = self.excepthook
        threading.excepthook = self._thread_hook
        self.installed = True
        return self

    def uninstall(self, *, keep_crash_file: bool = False) -> None:
        """Restore the hooks (and faulthandler) as they were before :meth:`install`.

        ``keep_crash_file``: faulthandler keeps writing to the crash file (the app's end:
        a crash while Qt is torn down is still kept).
        """
        if not self.installed:
            return
        self.installed = False
        if sys.excepthook == self.excepthook:
            sys.excepthook = self._previous_hook
        if threading.excepthook == self._thread_hook:
            threading.excepthook = self._previous_thread_hook
        if self._crash is not None and not keep_crash_file:
            faulthandler.disable()
            if self._faulthandler_was_enabled and sys.stderr is not None:
                try:
                    faulthandler.enable(sys.stderr)
                except (OSError, ValueError, AttributeError):  # a stderr without a file descriptor
                    pass
            self._crash.close()
        elif self._crash is not None:
            _KEPT_OPEN.append(self._crash)  # open until the process ends
        self._crash = None
        if self._logger is not None:
            for handler in list(self._logger.handlers):
                handler.close()
                self._logger.removeHandler(handler)
            self._logger = None

    def _open_crash_file(self) -> None:
        path = crash_file(self.paths)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            crash = open(path, "a+", encoding="utf-8", errors="replace")  # noqa: SIM115 - open for the process
        except OSError as error:
            self.crash_problem = f"{path}: {_reason(error)}"
            return
        try:
            crash.seek(0)
            earlier = crash.read()
            if earlier.strip():
                # The last run crashed: its traceback goes into the error log, the crash file
                # starts empty again (it is only ever the latest crash).
                if self._write_log(f"A previous run of GM Tracker crashed:\n{earlier.rstrip()}"):
                    crash.truncate(0)
            crash.seek(0, os.SEEK_END)
            faulthandler.enable(crash, all_threads=True)
        except (OSError, ValueError) as error:
            crash.close()
            self.crash_problem = f"{path}: {error}"
            return
        self._crash = crash

    # -- the error log -----------------------------------------------------------------------
    def _log(self) -> Logger | None:
        """The error log's logger, made at the first error; None if it cannot be written."""
        if self._logger is not None:
            return self._logger
        import logging
        import logging.handlers

        path = self.paths.error_log_file

        class Handler(logging.handlers.RotatingFileHandler):
            """Says why a record could not be written, instead of printing "Logging error"."""

            problem: str | None = None

            def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 - logging's name
                error = sys.exc_info()[1]
                self.problem = _reason(error) if isinstance(error, OSError) else str(error)

        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            handler = Handler(path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8")
        except OSError as error:
            self._log_problem = _reason(error)
            return None
        handler.setFormatter(logging.Formatter(
            f"%(asctime)s gmtracker {__version__} (pid %(process)d): %(message)s"))
        logger = logging.Logger("gmtracker.errors")  # not in logging's registry: no global state
        logger.propagate = False
        logger.addHandler(handler)
        self._logger = logger
        return logger

    def _write_log(self, message: str,
                   exc_info: tuple[type[BaseException], BaseException, TracebackType | None] | None = None) -> bool:
        """Append one record; True if it was written (else :attr:`_log_problem` says why)."""
        with self._lock:
            logger = self._log()
            if logger is None:
                return False
            handler = logger.handlers[0]
            handler.problem = None  # type: ignore[attr-defined]
            logger.error(message, exc_info=exc_info)
            problem: str | None = handler.problem  # type: ignore[attr-defined]
            self._log_problem = problem
            return problem is None

    # -- the hooks ---------------------------------------------------------------------------
    def excepthook(self, kind: type[BaseException], value: BaseException, trace: TracebackType | None) -> None:
        """``sys.excepthook``: log, print to stderr, and show the box (one at a time)."""
        if issubclass(kind, (KeyboardInterrupt, SystemExit)):
            self._previous_hook(kind, value, trace)
            return
        details = "".join(traceback.format_exception(kind, value, trace)).rstrip()
        logged = self._write_log("Unexpected error", (kind, value, trace))
        if sys.stderr is not None:
            try:
                print(details, file=sys.stderr, flush=True)
            except (OSError, ValueError):
                pass
        if QApplication.instance() is None or threading.current_thread() is not threading.main_thread():
            return
        if self._box_open:  # logged; the box up already says something went wrong
            return
        self._box_open = True
        # Shown from the event loop, not from inside the failing slot (a paint event, say).
        QTimer.singleShot(0, lambda: self._show(details, logged))

    def _thread_hook(self, arguments: threading.ExceptHookArgs) -> None:
        """``threading.excepthook``: a thread's exception is logged and printed (no box)."""
        if arguments.exc_value is not None and not issubclass(arguments.exc_type, SystemExit):
            self._write_log(f"Unexpected error in thread {getattr(arguments.thread, 'name', '?')}",
                            (arguments.exc_type, arguments.exc_value, arguments.exc_traceback))
        self._previous_thread_hook(arguments)

    # -- the box -------------------------------------------------------------------------------
    def _show(self, details: str, logged: bool) -> None:
        try:
            box = self.dialog(details, logged)
            box.exec()
        finally:
            self._box_open = False

    def dialog(self, details: str, logged: bool) -> QMessageBox:
        """The box for one error (not shown yet): plain text, the traceback in its details."""
        log = self.paths.error_log_file
        if logged:
            where = fill(QCoreApplication.translate("ErrorReport", "The details are in the error log: %1"), log)
        else:
            where = fill(QCoreApplication.translate(
                "ErrorReport", "The details could not be written to the error log %1: %2"),
                log, self._log_problem or "?")
        box = message_box(
            self.parent_provider(), QMessageBox.Icon.Critical,
            QCoreApplication.translate("ErrorReport", "Something went wrong"),
            QCoreApplication.translate("ErrorReport", "Something went wrong — your work is safe in the recovery journal."),
            informative=where)
        box.setObjectName(DIALOG_NAME)
        stamp = time.strftime("%Y-%m-%d %H:%M:%S")
        box.setDetailedText(f"GM Tracker {__version__}, {stamp}\n{where}\n\n{details}")
        return box


def install(paths: UserPaths, parent_provider: ParentProvider = _active_window, *,
            crash_log: bool = True) -> ErrorReport:
    """Send unexpected exceptions to the error log, stderr and a box; hard crashes to the
    crash file (unless ``crash_log`` is False). Never raises for a folder it cannot write.

    ``parent_provider`` gives the box's parent when it is shown (default: the active window).
    """
    return ErrorReport(paths, parent_provider).install(crash_log=crash_log)

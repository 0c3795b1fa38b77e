"""Driving modal dialogs through their real ``exec()``, as a GM would.

A modal dialog runs its own event loop inside ``exec()``; a test cannot call anything
while it is open. So the test arranges, *before* the action that opens the dialog, for a
timer to find the dialog once it is the active modal widget and to fill it in and press
its buttons — the real ``exec()`` then returns, and whatever the app does after it (read
the values, delete the dialog) happens for real. Replacing ``exec`` instead hid a dialog
deleted before its values were read (issue 11, defect 1).

* :func:`when_modal` runs a script on the next modal dialog of a class.
* :class:`MessageBoxes` answers every ``QMessageBox`` that opens, records its text and
  its text format, and can be told which button to press.
* :class:`Answers` plays a sequence of steps, one per new modal window of any kind
  (``Answers().then(press_save).then(choose_file)``): for flows through several windows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

#: How often the driver looks for the modal dialog (ms).
POLL_MS = 5


@dataclass
class ModalScript:
    """A script waiting for a modal dialog: the dialogs it ran on, and what went wrong."""

    dialog_class: type[QWidget]
    script: Callable[[Any], None]
    times: int | None = 1  # None: every such dialog until the timer is stopped
    opened: list[Any] = field(default_factory=list)
    errors: list[BaseException] = field(default_factory=list)
    timer: QTimer | None = None

    def _poll(self) -> None:
        widget = QApplication.activeModalWidget()
        if not isinstance(widget, self.dialog_class) or any(widget is seen for seen in self.opened):
            return
        self.opened.append(widget)
        if self.times is not None and len(self.opened) >= self.times and self.timer is not None:
            self.timer.stop()
        try:
            self.script(widget)
        except BaseException as error:  # re-raised by check(); the dialog must not stay open
            self.errors.append(error)
        if widget.isVisible() and isinstance(widget, QDialog):
            # The script left it open (or failed): close it so the test does not hang.
            widget.reject()

    def check(self) -> None:
        """Re-raise what went wrong inside the script (an assertion, a missing widget)."""
        if self.errors:
            raise self.errors[0]


#: The scripts waiting now; tests/ui/conftest.py stops and checks them after each test.
waiting_scripts: list[ModalScript] = []


def finish_scripts(*, must_open: bool = False) -> None:
    """Stop every waiting script and re-raise what failed inside one (after each test)."""
    scripts = list(waiting_scripts)
    waiting_scripts.clear()
    for script in scripts:
        if script.timer is not None:
            script.timer.stop()
    for script in scripts:
        script.check()
        if must_open:
            assert script.opened, f"no {script.dialog_class.__name__} opened"


def when_modal(dialog_class: type[QWidget], script: Callable[[Any], None], times: int | None = 1) -> ModalScript:
    """Run ``script(dialog)`` on the next ``times`` modal dialogs of ``dialog_class`` opened
    through their real ``exec()`` (``times=None``: on every one until the timer stops). Call it before the action that opens the dialog; the
    script must press OK or Cancel (if it leaves the dialog open, it is rejected)."""
    waiting = ModalScript(dialog_class, script, times)
    timer = QTimer()
    timer.setInterval(POLL_MS)
    timer.timeout.connect(waiting._poll)
    waiting.timer = timer
    timer.start()
    waiting_scripts.append(waiting)
    return waiting


@dataclass
class Shown:
    """A message box as it was shown."""

    title: str
    text: str
    informative: str
    plain: bool
    buttons: list[QMessageBox.StandardButton]


class MessageBoxes:
    """Answers every modal ``QMessageBox`` through its real ``exec()``.

    Each box is recorded (:attr:`shown`) and answered with the first of :attr:`answers`
    it has (default: Discard, then No, then Cancel, then OK — whatever loses least and
    ends a question), or the next one queued with :meth:`answer`.
    """

    DEFAULT = (QMessageBox.StandardButton.Discard, QMessageBox.StandardButton.No,
               QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Ok)

    def __init__(self) -> None:
        self.shown: list[Shown] = []
        self.texts: list[str] = []  # the texts of the boxes shown, in order
        self.queued: list[QMessageBox.StandardButton] = []
        self.answers = list(self.DEFAULT)
        self._seen: list[QMessageBox] = []
        self.timer = QTimer()
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self._poll)
        self.timer.start()

    def answer(self, *buttons: QMessageBox.StandardButton) -> None:
        """Press these buttons in the next boxes, in order."""
        self.queued.extend(buttons)

    def _poll(self) -> None:
        widget = QApplication.activeModalWidget()
        if not isinstance(widget, QMessageBox) or any(widget is seen for seen in self._seen):
            return
        self._seen.append(widget)
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QLabel

        informative = widget.findChild(QLabel, "qt_msgbox_informativelabel")
        plain = widget.textFormat() == Qt.TextFormat.PlainText and (
            informative is None or informative.textFormat() == Qt.TextFormat.PlainText)
        buttons = [widget.standardButton(button) for button in widget.buttons()]
        self.shown.append(Shown(widget.windowTitle(), widget.text(), widget.informativeText(), plain, buttons))
        self.texts.append(widget.text())
        choice = None
        if self.queued:
            choice = self.queued.pop(0)
        else:
            choice = next((b for b in self.answers if b in buttons), None)
        button = widget.button(choice) if choice is not None else widget.escapeButton()
        if button is None and widget.buttons():
            button = widget.buttons()[0]
        if button is not None:
            button.click()
        else:
            widget.done(0)

    def stop(self) -> None:
        self.timer.stop()


#: How long a scripted answer waits for its modal window before it gives up (ms).
PATIENCE_MS = 5000


class Answers:
    """Presses buttons of modal windows as they come up, one script step per window."""

    def __init__(self) -> None:
        self.seen: list[QWidget] = []
        self.texts: list[str] = []
        self.pending: list[Callable[[QWidget], bool]] = []

    def then(self, step: Callable[[QWidget], bool]) -> Answers:
        """Queue ``step``: called with each new modal window until it returns True."""
        self.pending.append(step)
        if len(self.pending) == 1:
            self._wait(PATIENCE_MS // 10)
        return self

    def _wait(self, tries: int) -> None:
        QTimer.singleShot(10, lambda: self._try(tries))

    def _try(self, tries: int) -> None:
        if not self.pending:
            return
        modal = QApplication.activeModalWidget()
        if modal is not None and modal.isVisible() and (not self.seen or modal is not self.seen[-1]):
            if isinstance(modal, QMessageBox):
                self.texts.append(f"{modal.text()}\n{modal.informativeText()}")
            try:
                answered = self.pending[0](modal)
            except BaseException:
                # A failed check must fail the test, not leave it blocked in exec().
                self.pending.clear()
                modal.reject() if isinstance(modal, QDialog) else modal.close()
                raise
            if answered:
                self.seen.append(modal)
                self.pending.pop(0)
        if self.pending and tries > 0:
            self._wait(tries - 1)


def ok_in_message_box(modal: QWidget) -> bool:
    """A step: in a message box, click OK."""
    if not isinstance(modal, QMessageBox):
        return False
    modal.button(QMessageBox.StandardButton.Ok).click()
    return True


def run_action(window: Any, action: str, waiting: ModalScript) -> Any:
    """Trigger the window's ``action``; the dialog its real exec() opened ran ``waiting``'s script;
    return that dialog."""
    window.actions_by_name[action].trigger()
    assert waiting.timer is not None
    waiting.timer.stop()
    waiting.check()
    assert len(waiting.opened) == 1, f"{action} opened no {waiting.dialog_class.__name__}"
    return waiting.opened[0]

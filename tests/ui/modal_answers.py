"""Answering the real modal windows of a test (message boxes, file dialogs) as a GM would.

``Answers().then(step).then(step)`` polls with a QTimer for each new modal window and
hands it to the next step, which presses a real button (or returns False to wait for
another window). Unlike a patched ``exec``, the window is really shown and run.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

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


def press_ok(modal: QWidget) -> bool:
    """A step: in a message box, click OK."""
    if not isinstance(modal, QMessageBox):
        return False
    modal.button(QMessageBox.StandardButton.Ok).click()
    return True

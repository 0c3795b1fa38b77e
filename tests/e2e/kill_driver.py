"""The GM at the keyboard, for the kill tests: runs the real app and plays briskly.

``python tests/e2e/kill_driver.py --markers FILE --seed N [--last D C I] [--finish]
-- APP-ARGUMENTS`` starts GM Tracker through ``gmtracker.app.main`` (its real window and
real event loop) and, from a timer in that loop, does one GM action after another —
next turn, a damage check, an edit, a macro of two edits, undo, redo — through the real
``MainWindow`` methods and ``QAction``s. Around each action it appends to FILE::

    begin N KIND
    done N DIGEST COUNT INDEX      (after the action has returned)

where DIGEST is a hash of the encounter and COUNT/INDEX the undo stack's. The parent
kills it with SIGKILL at a moment of its choosing.

At start, the "Restore unsaved work?" question (a real QMessageBox) is answered Yes.
With ``--last`` (the last ``done`` line the parent saw before the kill) the driver then
checks what came back and writes one line ``check RESULT DIGEST COUNT INDEX``: ``exact``
(the encounter and the undo stack after the last completed action), ``inflight`` (the
action in flight at the kill: one undo or redo brings back the last completed one), or
``mismatch``; then ``undo ok`` or ``undo broken`` (undo and redo work on the recovered
history). With ``--finish`` it closes the window cleanly after ``--actions`` actions (0).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox  # noqa: E402
from tests.e2e.app_process import run_app  # noqa: E402

MAX_ACTIONS = 3000  # never reached: the parent kills first; a safety stop for a lost parent


class Driver:
    def __init__(self, options: argparse.Namespace) -> None:
        self.options = options
        self.markers = os.open(options.markers, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        self.rng = random.Random(options.seed)
        self.window = None
        self.asked = 0
        self.number = 0
        self.poll = QTimer()
        self.poll.setInterval(5)
        self.poll.timeout.connect(self._poll)
        self.poll.start()

    def write(self, line: str) -> None:
        os.write(self.markers, (line + "\n").encode())

    # -- the app's modal boxes and the window ---------------------------------------------
    def _poll(self) -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QMessageBox) and modal.isVisible():
            title = modal.windowTitle()
            self.write(f"box {title}")
            if title == "Restore unsaved work?":
                self.asked += 1
                modal.button(QMessageBox.StandardButton.Yes).click()
            else:  # a refusal ("Not possible"): read, closed
                modal.done(0)
            return
        if isinstance(modal, QDialog) and modal.isVisible():
            self.write(f"dialog {modal.objectName()}")
            modal.reject()
            return
        if self.window is None:
            from gmtracker.ui.shell.main_window import MainWindow

            for widget in QApplication.topLevelWidgets():
                if isinstance(widget, MainWindow) and widget.isVisible() and widget.startup_finished:
                    self.window = widget
                    self.poll.setInterval(20)
                    QTimer.singleShot(0, self.started)

    def digest(self) -> tuple[str, int, int]:
        assert self.window is not None
        stack = self.window.document.undo_stack
        return (hashlib.blake2b(self.window.encounter.snapshot(), digest_size=8).hexdigest(),
                stack.count(), stack.index())

    def started(self) -> None:
        if self.options.last is not None:
            self.check(self.options.last)
        QTimer.singleShot(0, self.act)

    def quit(self) -> None:
        assert self.window is not None
        self.window.document.undo_stack.setClean()  # a clean quit, with nothing to ask
        self.window.close()

    # -- what came back -------------------------------------------------------------------
    def check(self, last: list[str]) -> None:
        assert self.window is not None
        stack = self.window.document.undo_stack
        expected = (last[0], int(last[1]), int(last[2]))
        recovered = self.digest()
        result = "mismatch"
        if self.asked != 1:
            result = f"asked-{self.asked}-times"
        elif recovered == expected:
            result = "exact"
        elif stack.canUndo():
            stack.undo()
            if self.digest()[0] == expected[0]:
                result = "inflight"
            stack.redo()
        if result == "mismatch" and stack.canRedo():
            stack.redo()
            if self.digest()[0] == expected[0]:
                result = "inflight"
            stack.undo()
        self.write(f"check {result} {' '.join(map(str, recovered))}")
        if stack.canUndo():
            stack.undo()
            undone = stack.index()
            stack.redo()
            works = undone == recovered[2] - 1 and self.digest() == recovered
        else:
            works = recovered[1] == 0
        self.write("undo ok" if works else f"undo broken {self.digest()}")

    # -- playing --------------------------------------------------------------------------
    def act(self) -> None:
        from gmtracker.encounter.actions_damage import DamageCheckCommand
        from gmtracker.encounter.roster import EditCombatant
        from gmtracker.encounter.turns import NextTurn

        assert self.window is not None
        window = self.window
        if QApplication.activeModalWidget() is not None:  # a box is open: the poller answers it
            QTimer.singleShot(5, self.act)
            return
        if self.options.finish and self.number >= self.options.actions:
            self.quit()
            return
        self.number += 1
        if self.number > MAX_ACTIONS:
            return
        encounter = window.encounter
        stack = window.document.undo_stack
        people = [c.id for c in encounter.combatants]
        roll = self.rng.random()
        if roll < 0.15 and stack.canUndo():
            kind, action = "undo", window.actions_by_name["actionUndo"].trigger
        elif roll < 0.25 and stack.canRedo():
            kind, action = "redo", window.actions_by_name["actionRedo"].trigger
        elif roll < 0.45 and encounter.turn.started:
            kind, action = "next-turn", lambda: window.run(NextTurn())
        elif roll < 0.65:
            target, natural = self.rng.choice(people), self.rng.randint(1, 20)
            kind, action = "damage", lambda: window.run(DamageCheckCommand(target=target, damage=2, natural=natural))
        elif roll < 0.75:
            first, second = self.rng.choice(people), self.rng.choice(people)
            kind, action = "macro", lambda: window.run_all(
                [EditCombatant(first, {"notes": f"macro {self.number}"}),
                 EditCombatant(second, {"bruises": self.number % 5})], "Two edits")
        else:
            cid = self.rng.choice(people)
            kind, action = "edit", lambda: window.run(EditCombatant(cid, {"notes": f"note {self.number}"}))
        self.write(f"begin {self.number} {kind}")
        action()
        self.write(f"done {self.number} {' '.join(map(str, self.digest()))}")
        QTimer.singleShot(self.rng.randint(0, 3), self.act)  # brisk: 0-3 ms between actions


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--markers", required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--last", nargs=3)
    parser.add_argument("--finish", action="store_true")
    parser.add_argument("--actions", type=int, default=0, help="with --finish: how many actions before")
    parser.add_argument("app", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    return run_app(lambda: Driver(options), options.app)


if __name__ == "__main__":
    sys.exit(main())

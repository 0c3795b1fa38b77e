"""The GM between fights, for the campaign kill tests (issue 30): runs the real app and plays a campaign.

``python tests/e2e/campaign_kill_driver.py --markers FILE [--expect STATE NEXT ACTION ...]
[--hold N PHASE] [--steps N] [--typed-dice] [--facts] -- APP-ARGUMENTS`` starts GM Tracker through
``gmtracker.app.main`` (its real window and event loop) with a campaign and, from a timer in that
loop, plays step after step of the sequence — step N is of kind ``KINDS[(N - 1) % 4]``:

* ``fight``: combat starts in the prepared encounter open (initiatives typed), the party takes wounds
  (Ayla: wounds, bruises and seriously wounded; Lin: bruises), next turn — one undo step (a macro);
* ``carry``: End combat and carry the party back to the campaign (``campaign_shell.carry_party``);
* ``rest``: the party rests 8 hours by the rules (B6–B12): an ``AdvanceTimeCommand`` with the
  window's dice (``--typed-dice``: Ayla's recovery checks typed, 3 then 15), on the campaign;
* ``open``: the next prepared encounter (mill, crypt, bridge, mill, …) with the party put in.

In cycle C (steps 4C+1…4C+4) the party fights in the prepared encounter ``C mod 3`` and opens
``C + 1 mod 3``. A STATE is ``ENC:CAMP:OPEN`` — a digest of ``window.encounter.snapshot()``, a digest of
the campaign (``encode_campaign(session.data)``), and ``session.open_id``. The markers written::

    ready STATE                     the first start: the campaign opened from its file
    recovered STATE                 a restart: what came back, after the questions were answered
    check NEXT ACTION               the parent's ``--expect`` it matched (``check mismatch``: none)
    redo STATE                      the carry done again (a kill between the two journals)
    begin N KIND POST MID           before step N: the state it will leave, and the one between
                                    its two journal writes (``-`` if none differs from before)
    w N PHASE                       a journal write of step N: ``enc`` (the encounter's journal),
                                    ``discard`` (the encounter's journal deleted), ``camp``
    hold N PHASE                    ``--hold``: the app sleeps here (to be killed here)
    done N STATE                    after step N
    facts N JSON                    ``--facts``: the party, the clock, the log (the plain test)
    box TITLE                       a message box answered

``--expect STATE NEXT ACTION`` (repeatable): a state the restart may find, the step to play
next from it, and ``-`` or ``redo-carry`` (the campaign's half of a carry is missing: Carry again).
With ``--steps N`` the driver stops after step N and quits cleanly (the "Unsaved changes" box
answered Discard); without it, it plays until killed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402
from tests.e2e.app_process import run_app  # noqa: E402

KINDS = ("fight", "carry", "rest", "open")
PREPARED = ("mill", "crypt", "bridge")
AYLA, LIN = "ayla-thornwood", "lin-yue"
GAP_MS = 25  # between steps: a kill aimed "between" lands there
HOLD_SECONDS = 10.0  # the parent kills within milliseconds
MAX_STEPS = 400  # a safety stop for a lost parent


def kind_of(number: int) -> str:
    return KINDS[(number - 1) % len(KINDS)]


def digest(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=8).hexdigest()


class Driver:
    def __init__(self, options: argparse.Namespace) -> None:
        self.options = options
        self.markers = os.open(options.markers, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        self.window: Any = None
        self.number = 0  # the step in flight (0: none)
        self.next = 1
        self.quitting = False
        self.hold = (int(options.hold[0]), options.hold[1]) if options.hold else None
        self.poll = QTimer()
        self.poll.setInterval(5)
        self.poll.timeout.connect(self._poll)
        self.poll.start()
        self._instrument()

    def write(self, line: str) -> None:
        os.write(self.markers, (line.replace("\n", " | ") + "\n").encode())

    # -- where the journals are written (the app's own functions, wrapped: nothing else changes) --
    def _instrument(self) -> None:
        from gmtracker.storage.journal_mirror import JournalMirror
        from gmtracker.ui.shell import campaign_session

        record_step, discard = JournalMirror.record_step, JournalMirror.discard
        write_journal = campaign_session.write_journal
        driver = self

        def recorded(self: JournalMirror, *arguments: Any) -> bool:
            wrote = record_step(self, *arguments)
            if wrote:
                driver.point("enc")
            return wrote

        def discarded(self: JournalMirror) -> Any:
            error = discard(self)
            driver.point("discard")
            return error

        def campaign_written(*arguments: Any) -> None:
            write_journal(*arguments)
            driver.point("camp")

        JournalMirror.record_step = recorded  # type: ignore[method-assign,assignment]
        JournalMirror.discard = discarded  # type: ignore[method-assign]
        campaign_session.write_journal = campaign_written  # type: ignore[assignment]

    def point(self, phase: str) -> None:
        """A journal write has returned: say so (in a step); hold here if told to."""
        if not self.number:
            return
        self.write(f"w {self.number} {phase}")
        if self.hold == (self.number, phase):
            self.write(f"hold {self.number} {phase}")
            time.sleep(HOLD_SECONDS)

    # -- the app's boxes and the window ----------------------------------------------------
    def _poll(self) -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QMessageBox) and modal.isVisible():
            title = modal.windowTitle()
            self.write(f"box {title}")
            if title in ("Restore unsaved work?", "Restore the campaign?"):
                modal.button(QMessageBox.StandardButton.Yes).click()
            elif title == "Unsaved changes" and self.quitting:
                modal.button(QMessageBox.StandardButton.Discard).click()
            else:  # anything else is a failure the parent reports
                modal.done(0)
            return
        if self.window is None:
            from gmtracker.ui.shell.main_window import MainWindow

            for widget in QApplication.topLevelWidgets():
                if isinstance(widget, MainWindow) and widget.isVisible() and widget.startup_finished:
                    self.window = widget
                    self.poll.setInterval(20)
                    QTimer.singleShot(0, self.started)

    # -- the state -------------------------------------------------------------------------
    def state(self, encounter: Any = None, campaign: Any = None, open_id: Any = "") -> str:
        from gmtracker.storage.campaign_file import encode_campaign

        session = self.window.document.campaign
        if session is None:
            return "no-campaign"
        encounter = self.window.encounter if encounter is None else encounter
        campaign = session.data if campaign is None else campaign
        open_id = session.open_id if open_id == "" else open_id
        return f"{digest(encounter.snapshot())}:{digest(encode_campaign(campaign))}:{open_id or '-'}"

    def facts(self) -> str:
        session = self.window.document.campaign
        data = session.data

        def member(c: Any) -> dict[str, Any]:
            return {"id": c.id, "wounds": c.wounds, "bruises": c.bruises,
                    "states": [[s.state.value, s.began] for s in c.states],
                    "rest": None if c.rest is None else [c.rest.until, c.rest.wound_rounds, c.rest.bruise_rounds]}

        in_window = [member(c) for c in self.window.encounter.combatants if c.id in {m.id for m in data.party}]
        return json.dumps({
            "party": [member(c) for c in data.party], "clock": data.clock, "open": session.open_id,
            "log": [[entry.kind, entry.targets, entry.json_record] for entry in data.log],
            "done": [e.id for e in data.encounters if e.done],
            "window": in_window, "window_party_equal": [
                c == m for c, m in zip(self.window.encounter.combatants, data.party)],
            "started": self.window.encounter.turn.started, "encounter": self.window.encounter.name,
            "undo": [self.window.document.undo_stack.count(), self.window.document.undo_stack.index()]})

    # -- starting ---------------------------------------------------------------------------
    def started(self) -> None:
        if not self.options.expect:
            self.write(f"ready {self.state()}")
        else:
            recovered = self.state()
            self.write(f"recovered {recovered}")
            match = [(int(n), action) for s, n, action in self.options.expect if s == recovered]
            if not match:
                self.write("check mismatch")
                self.write(f"facts 0 {self.facts()}")
                return  # the parent reports it and ends the app
            self.next, action = match[0]
            self.write(f"check {self.next} {action}")
            if action == "redo-carry":
                from gmtracker.ui.shell import campaign_shell

                if not campaign_shell.carry_party(self.window, end=False):
                    self.write("redo refused")
                    return
                self.write(f"redo {self.state()}")
        QTimer.singleShot(GAP_MS, self.act)

    def quit(self) -> None:
        self.quitting = True
        self.window.close()  # the "Unsaved changes" box (the campaign): Discard

    # -- playing ----------------------------------------------------------------------------
    def act(self) -> None:
        if QApplication.activeModalWidget() is not None:  # a box: the poller answers it
            QTimer.singleShot(5, self.act)
            return
        if self.options.steps is not None and self.next > self.options.steps:
            self.quit()
            return
        if self.next > MAX_STEPS:
            return
        number = self.next
        kind = kind_of(number)
        post, mid, run = getattr(self, f"prepare_{kind}")(number)
        self.write(f"begin {number} {kind} {post} {mid}")
        self.number = number
        if self.hold == (number, "begin"):
            self.write(f"hold {number} begin")
            time.sleep(HOLD_SECONDS)
        run()
        self.number = 0
        self.write(f"done {number} {self.state()}")
        if self.options.facts:
            self.write(f"facts {number} {self.facts()}")
        self.next = number + 1
        QTimer.singleShot(GAP_MS, self.act)

    def _copy(self) -> Any:
        import msgspec

        from gmtracker.encounter import Encounter

        return msgspec.json.decode(msgspec.json.encode(self.window.encounter), type=Encounter)

    def prepare_fight(self, number: int) -> tuple[str, str, Any]:
        from gmtracker.encounter.roster import EditCombatant
        from gmtracker.encounter.turns import NextTurn, StartCombat

        cycle = (number - 1) // 4
        encounter = self.window.encounter
        clock = encounter.turn.clock
        typed = {c.id: 30 - row for row, c in enumerate(encounter.combatants) if c.in_combat}

        def commands() -> list[Any]:
            return [StartCombat(typed=typed),
                    EditCombatant(AYLA, {"wounds": 10 + cycle % 3, "bruises": 3,
                                         "states": [{"state": "seriously_wounded", "began": clock}]}),
                    EditCombatant(LIN, {"bruises": 4 + cycle % 2}),
                    NextTurn()]

        after = self._copy()
        for command in commands():
            command.apply(after)
        return self.state(encounter=after), "-", lambda: self.window.run_all(commands(), "The fight")

    def prepare_carry(self, number: int) -> tuple[str, str, Any]:
        from gmtracker.encounter import campaign_actions as rules
        from gmtracker.encounter.turns import EndCombat
        from gmtracker.ui.shell import campaign_shell

        session = self.window.document.campaign
        after_end = self._copy()
        EndCombat().apply(after_end)
        after = rules.carry_party(session.data, after_end, session.open_id)
        post = self.state(encounter=after_end, campaign=after)
        mid = self.state(encounter=after_end)  # the encounter's journal written, the campaign's not yet
        return post, mid, lambda: campaign_shell.carry_party(self.window, end=True)

    def prepare_rest(self, number: int) -> tuple[str, str, Any]:
        from gmtracker.encounter import campaign_actions as rules
        from gmtracker.encounter.actions_rest import AdvanceTimeCommand
        from gmtracker.ui.shell import campaign_shell

        session = self.window.document.campaign
        data = session.data
        if self.options.typed_dice:  # B8: Ayla's seriously wounded checks at hours 1 and 2: 3 fails, 15 succeeds
            command = AdvanceTimeCommand(hours=8, resting=True, recovery={AYLA: {"seriously_wounded": [3, 15]}})
        else:
            command = AdvanceTimeCommand(hours=8, resting=True, modes="all").roll(
                rules.party_encounter(data), self.window.document.dice)
        after = rules.rest_party(data, command)
        return (self.state(campaign=after), "-",
                lambda: self.window.document.run_campaign(after, "Rest the party"))

    def prepare_open(self, number: int) -> tuple[str, str, Any]:
        from gmtracker.encounter import campaign_actions as rules
        from gmtracker.ui.shell import campaign_shell

        session = self.window.document.campaign
        target = PREPARED[((number - 1) // 4 + 1) % len(PREPARED)]
        post = self.state(encounter=rules.open_prepared(session.data, target), open_id=target)
        # the encounter's journal deleted, the campaign's "open" not written yet: the encounter open
        # before comes back as the campaign holds it
        mid = self.state(encounter=rules.open_prepared(session.data, session.open_id))
        return post, mid, lambda: campaign_shell.open_prepared(self.window, target, ask_first=False)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--markers", required=True)
    parser.add_argument("--expect", nargs=3, action="append", metavar=("STATE", "NEXT", "ACTION"))
    parser.add_argument("--hold", nargs=2, metavar=("N", "PHASE"))
    parser.add_argument("--steps", type=int)
    parser.add_argument("--typed-dice", action="store_true")
    parser.add_argument("--facts", action="store_true")
    parser.add_argument("app", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    return run_app(lambda: Driver(options), options.app)


if __name__ == "__main__":
    sys.exit(main())

"""Combat ▸ Forecast… (issue 31 item 1; RULES.md D5): thousands of simulated fights from the
encounter as it stands, in pictures, while the GM goes on.

The dialog is a window of its own, not modal: the fights run in worker processes
(:mod:`gmtracker.encounter.forecast_pool`), a timer gathers the batches as they finish and
redraws the charts (:mod:`gmtracker.ui.widgets.forecast_charts`), the progress bar counts them, Stop
cancels. It plays a copy taken when a run starts: the encounter on screen is never changed (no undo
step, no log entry), and a run again plays it as it is then. The policy is shown in words, with its
one choice (the most wounded opponent or a random one), the number of fights and the seed (the same
seed, the same numbers: the command line's ``--forecast`` gives the same).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING

import msgspec
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gmtracker.encounter.forecast import (
    DEFAULT_FIGHTS,
    ENEMIES,
    MAX_ROUNDS,
    PLAYERS,
    FightOutcome,
    Forecast,
    Policy,
    fighting_teams,
    summarize,
)
from gmtracker.encounter.model import EncounterData, Side
from gmtracker.ui.dialogs.dialog_parts import named, state_name, translated_percent_text
from gmtracker.ui.widgets.forecast_charts import DownChart, RoundsChart, WinChart, WoundsChart
from gmtracker.ui.words.text_format import fill, join_clauses

if TYPE_CHECKING:
    from gmtracker.encounter.forecast_pool import ForecastJob, ForecastPool

# How often the dialog gathers finished batches (ms).
POLL_MS = 120
MAX_FIGHTS = 100_000


def _percent(p: float) -> str:
    return translated_percent_text(Fraction(p))


class ForecastDialog(QDialog):
    """The forecast of ``encounter`` (read when each run starts, never changed) on ``pool``'s workers."""

    def __init__(self, encounter: Callable[[], EncounterData], pool: ForecastPool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("forecastDialog")
        self.setWindowTitle(self.tr("Forecast the fight"))
        self.setModal(False)
        self._encounter = encounter
        self._pool = pool
        self._job: ForecastJob | None = None
        self._snapshot: EncounterData | None = None
        self._started = 0.0
        self.forecast: Forecast | None = None
        self.elapsed: float | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

        layout = QVBoxLayout(self)
        controls = QHBoxLayout()
        self.policy = named(QComboBox(), "forecastPolicy", self.tr("Whom each attacks"))
        self.policy.addItem(self.tr("The most wounded opponent"), "weakest")
        self.policy.addItem(self.tr("A random opponent"), "random")
        self.fights = named(QSpinBox(), "forecastFights", self.tr("Fights"))
        self.fights.setRange(100, MAX_FIGHTS)
        self.fights.setSingleStep(500)
        self.fights.setValue(DEFAULT_FIGHTS)
        self.seed = named(QSpinBox(), "forecastSeed", self.tr("Seed"))
        self.seed.setRange(0, 999_999)
        self.run_button = named(QPushButton(self.tr("&Run")), "forecastRun", self.tr("Run"))
        self.stop_button = named(QPushButton(self.tr("&Stop")), "forecastStop", self.tr("Stop"))
        for text, widget in ((self.tr("&Attack:"), self.policy), (self.tr("&Fights:"), self.fights),
                             (self.tr("S&eed:"), self.seed)):
            label = QLabel(text)
            label.setBuddy(widget)
            controls.addWidget(label)
            controls.addWidget(widget)
        controls.addStretch(1)
        controls.addWidget(self.run_button)
        controls.addWidget(self.stop_button)
        layout.addLayout(controls)

        self.rules = named(QLabel(fill(self.tr(
            "How the simulated fights are played (D5): on its turn each combatant able to act attacks one "
            "opponent with its first attack; hidden combatants fight like the rest and nobody flees; a "
            "combatant without an attack only takes its turn duties. Player characters and allies fight the "
            "enemies; a fight ends when a side has nobody able to act, or after %1 rounds (a draw). Every roll "
            "follows the encounter's own rules. The encounter itself does not change."),
            self.locale().toString(MAX_ROUNDS))),
            "forecastRules", self.tr("How the fights are played"))
        self.rules.setWordWrap(True)
        self.rules.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.rules)

        self.progress = named(QProgressBar(), "forecastProgress", self.tr("Fights played"))
        self.status = named(QLabel(), "forecastStatus", self.tr("Status"))
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)

        grid = QGridLayout()
        self.win_chart = WinChart()
        self.down_chart = DownChart()
        self.rounds_chart = RoundsChart()
        self.wounds_chart = WoundsChart()
        empty = self.tr("No fight played yet")
        self.win_chart.set_title(self.tr("Chance to win (95% interval)"), empty)
        self.down_chart.set_title(self.tr("Chance to end the fight down"), empty)
        self.rounds_chart.set_title(self.tr("Rounds the fights took"), empty)
        self.wounds_chart.set_title(self.tr("Wounds expected at the end (player characters)"), empty)
        grid.addWidget(self.win_chart, 0, 0)
        grid.addWidget(self.rounds_chart, 1, 0)
        grid.addWidget(self.wounds_chart, 2, 0)
        grid.addWidget(self.down_chart, 0, 1, 3, 1)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        for row in range(3):
            grid.setRowStretch(row, 1)
        layout.addLayout(grid, 1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.run_button.clicked.connect(self.run)
        self.stop_button.clicked.connect(self.stop)
        QShortcut(QKeySequence(Qt.Key.Key_F5), self, self.run)
        self.resize(980, 680)
        self._set_running(False)

    # -- running -------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._job is not None

    def run(self) -> None:
        """Start the forecast of the encounter as it is now (a run in flight is stopped first)."""
        self.stop()
        snapshot = msgspec.msgpack.decode(msgspec.msgpack.encode(msgspec.structs.replace(self._encounter(), log=[])),
                                          type=EncounterData)
        teams = fighting_teams(snapshot)
        self.forecast = None
        self.elapsed = None
        if not teams[PLAYERS] or not teams[ENEMIES]:
            self._snapshot = None
            self.status.setText(self.tr("A forecast needs both sides in the fight: player characters or allies, "
                                        "and enemies."))
            self._show(None, [])
            return
        self._snapshot = snapshot
        policy: Policy = "random" if self.policy.currentData() == "random" else "weakest"
        fights = self.fights.value()
        self.progress.setRange(0, fights)
        self.progress.setValue(0)
        self.progress.setFormat(fill(self.tr("%1 of %2 fights"), "%v", self.locale().toString(fights)))
        self._started = time.perf_counter()
        self._job = self._pool.start(snapshot, fights, self.seed.value(), policy)
        self.status.setText(self._path_text(snapshot))
        self._show(None, [])
        self._set_running(True)
        self._timer.start()

    def stop(self) -> None:
        """Cancel the run in flight (what finished stays on the charts)."""
        if self._job is None:
            return
        self._job.cancel()
        self._job = None
        self._timer.stop()
        self._set_running(False)
        self.status.setText(fill(self.tr("Stopped after %1 fights."), self.locale().toString(
            self.forecast.fights if self.forecast is not None else 0)))

    def _set_running(self, running: bool) -> None:
        self.stop_button.setEnabled(running)
        self.run_button.setText(self.tr("&Run again") if self.forecast is not None or running else self.tr("&Run"))

    def _path_text(self, snapshot: EncounterData) -> str:
        from gmtracker.encounter.forecast_fast import fast_path_refusal

        where = (fill(self.tr("From round %1 of the fight as it stands."), self.locale().toString(snapshot.turn.round))
                 if snapshot.turn.started else self.tr("From the start of combat: initiative is rolled in each fight."))
        reason = fast_path_refusal(snapshot)
        if reason is None:
            return where
        return self._sentences(where, fill(self.tr("Played through the app's own commands (slower): %1."),
                                           QCoreApplication.translate("Forecast", reason)))

    def _sentences(self, first: str, second: str) -> str:
        """Two sentences one after the other (a space in English, none in Chinese and Japanese)."""
        return fill(self.tr("%1 %2", "two sentences one after the other"), first, second)

    def _pairs(self, pairs: list[tuple[str, str]]) -> str:
        """A chart's numbers for a screen reader: "name: value; name: value" in the UI language."""
        return join_clauses(fill(self.tr("%1: %2", "a name and its number"), name, value) for name, value in pairs)

    def _poll(self) -> None:
        job = self._job
        if job is None or self._snapshot is None:
            return
        new = job.poll()
        if job.error is not None:
            self.stop()
            self.status.setText(fill(self.tr("The forecast stopped: %1"), str(job.error)))
            return
        if new:
            self._update(job.outcomes)
        if job.done:
            self._timer.stop()
            self._job = None
            self.elapsed = time.perf_counter() - self._started
            self._set_running(False)
            self.status.setText(self._sentences(
                fill(self.tr("%1 fights played in %2 s."), self.locale().toString(len(job.outcomes)),
                     self.locale().toString(self.elapsed, "f", 1)), self._path_text(self._snapshot)))

    def _update(self, outcomes: list[FightOutcome]) -> None:
        assert self._snapshot is not None
        policy: Policy = "random" if self.policy.currentData() == "random" else "weakest"
        self.forecast = summarize(self._snapshot, outcomes, self.seed.value(), policy)
        self.progress.setValue(len(outcomes))
        self._show(self.forecast, outcomes)

    # -- the pictures ------------------------------------------------------------------------
    def _show(self, forecast: Forecast | None, outcomes: list[FightOutcome]) -> None:
        if forecast is None or not forecast.fights:
            self.win_chart.set_rows([], "")
            self.down_chart.set_rows([], [], "")
            self.rounds_chart.set_counts([], 0, "", "", "")
            self.wounds_chart.set_rows([], "")
            return
        sides = [(self.tr("Players' side"), "players", forecast.sides[PLAYERS]),
                 (self.tr("Enemies"), "enemies", forecast.sides[ENEMIES])]
        rows = [(label, name, odds.win, odds.low, odds.high,
                 fill(self.tr("%1 (%2–%3)"), _percent(odds.win), _percent(odds.low), _percent(odds.high)))
                for label, name, odds in sides]
        rows.append((self.tr("Draw"), "draw", forecast.draws, forecast.draws, forecast.draws, _percent(forecast.draws)))
        self.win_chart.set_rows(rows, self._pairs([(r[0], r[5]) for r in rows]))

        legend = [("dead", state_name("dead")), ("dying", self.tr("dying")),
                  ("unconscious", state_name("unconscious"))]
        down = []
        for odds in forecast.combatants.values():
            unconscious = max(0.0, odds.down - odds.dying - odds.dead)
            down.append((odds.name, odds.dead, odds.dying, unconscious, _percent(odds.down)))
        self.down_chart.set_rows(down, legend, self._pairs([(name, text) for name, _, _, _, text in down]))

        counts = [0] * MAX_ROUNDS
        draws = 0
        for outcome in outcomes:
            if outcome.winner is None:
                draws += 1
            else:
                counts[max(1, min(outcome.rounds, MAX_ROUNDS)) - 1] += 1
        locale = self.locale()
        caption = fill(self.tr("Rounds: mean %1 · median %2 · 9 in 10 within %3"),
                       locale.toString(forecast.rounds.mean, "f", 1), locale.toString(forecast.rounds.p50),
                       locale.toString(forecast.rounds.p90))
        self.rounds_chart.set_counts(counts, draws, caption, self.tr("Draws"), caption)

        pcs = [(odds.name, odds.wounds, locale.toString(odds.wounds, "f", 1))
               for cid, odds in forecast.combatants.items() if odds.side == Side.PC.value]
        self.wounds_chart.set_rows(pcs, self._pairs([(name, text) for name, _, text in pcs]))

    # -- closing -------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        self.stop()
        super().closeEvent(event)

    def done(self, result: int) -> None:
        self.stop()
        super().done(result)

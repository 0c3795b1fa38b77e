"""The turn banner above the table: the encounter's name, and the round, whose turn it is and
the time elapsed, in large type — always in view (a laptop's status bar can fall off a 720-pixel
work area), read across the table by a GM mid-fight.

A double-click asks for the encounter to be renamed (:attr:`TurnBanner.rename_requested`; the
main window opens the rename dialog). Both texts are plain text: a name typed as ``<b>`` stays
``<b>``.

With the ``turn_timer`` setting on (off by default, issue 29 item 5), the real time the acting
combatant has taken since its turn started stands after the round line, ``1:05``, counting
each second; the main window restarts it when the turn changes.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QMouseEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QWidget

from gmtracker.ui.words.user_text import tooltip

# The round line's type size, relative to the window's.
ROUND_SCALE = 1.45
# The encounter name's.
NAME_SCALE = 1.15
# How long a turn's events (a condition that ended, a dying check due) stay in the banner.
EVENT_MSECS = 8000


class _ElidedLabel(QLabel):
    """One line that asks for its whole text's width but can be narrower: then it ends in "…",
    with the whole text in its tooltip (a long name must not push the window past a laptop's
    screen)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._whole = ""
        self.setProperty("elided", True)  # cut on purpose (the clipping checks skip it); whole in the tooltip

    def set_whole_text(self, text: str) -> None:
        self._whole = text
        self.updateGeometry()
        self._fit()

    def text(self) -> str:  # noqa: D102 - the whole line, as set (what is painted may end in "…")
        return self._whole

    def shown_text(self) -> str:
        """What is painted: the whole text, or its start and "…"."""
        return super().text()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        margins = self.contentsMargins()
        return QSize(self.fontMetrics().horizontalAdvance(self._whole) + margins.left() + margins.right() + 2,
                     super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self.fontMetrics().horizontalAdvance("…") * 3, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        shown = self.fontMetrics().elidedText(self._whole, Qt.TextElideMode.ElideRight, self.contentsRect().width())
        self.setText(shown)
        self.setToolTip(tooltip(self._whole) if shown != self._whole else "")  # follows every resize


class _WrappedLabel(_ElidedLabel):
    """A line that is never cut (issue 26 item 8: "unc…" hid "falls unconscious", and the Japanese
    banner lost it whole): it shows every word, on a second line (or more) when the room is short;
    the banner grows by those lines while they are shown."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setProperty("elided", False)
        self.setWordWrap(True)

    def shown_text(self) -> str:
        return self._whole

    def _fit(self) -> None:
        QLabel.setText(self, self._whole)
        self.setToolTip("")
        width = max(1, self.contentsRect().width())
        needed = self.fontMetrics().boundingRect(QRect(0, 0, width, 100000), int(Qt.TextFlag.TextWordWrap),
                                                 self._whole).height() if self._whole else 0
        margins = self.contentsMargins()
        least = max(self.fontMetrics().height(), needed) + margins.top() + margins.bottom()
        if self.minimumHeight() != least:
            self.setMinimumHeight(least)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self.fontMetrics().horizontalAdvance("…") * 3, self.minimumHeight())


def _label(parent: QWidget, name: str, scale: float, *, wrap: bool = False) -> _ElidedLabel:
    label = _WrappedLabel(parent) if wrap else _ElidedLabel(parent)
    label.setObjectName(name)
    label.setTextFormat(Qt.TextFormat.PlainText)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(True)
    label.setFont(font)
    return label


class TurnBanner(QFrame):
    """The encounter's name on the left; the round, whose turn and the time on the right."""

    rename_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnBanner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        self.setAutoFillBackground(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.name_label = _label(self, "encounterNameLabel", NAME_SCALE)
        self.name_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # the round line first
        self.round_label = _label(self, "roundLabel", ROUND_SCALE)
        self.round_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        # Where the name is, the banner shows (first what is there): a turn's events for a few
        # seconds, else what the acting combatant's state lets it do (B5), else the name; one
        # line, so the banner keeps its height and the table does not jump.
        # The note and the events wrap instead (every state word shown, issue 26 item 8).
        self.note_label = _label(self, "turnNoteLabel", NAME_SCALE, wrap=True)
        self.event_label = _label(self, "turnEventLabel", NAME_SCALE, wrap=True)
        for label in (self.note_label, self.event_label):
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            label.setStyleSheet("QLabel { color: #c2410c; }")  # orange: readable on light and dark
            label.hide()
        self._event_timer = QTimer(self)
        self._event_timer.setSingleShot(True)
        self._event_timer.timeout.connect(self.clear_event)
        # The turn timer (the ``turn_timer`` setting): the acting combatant's real time this turn.
        self.timer_label = _label(self, "turnTimerLabel", ROUND_SCALE)
        self.timer_label.setAccessibleName(self.tr("Real time taken by this turn"))
        self.timer_label.setMinimumWidth(self.timer_label.fontMetrics().horizontalAdvance(" 00:00"))  # no jump at 10:00
        self.timer_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        # Set apart from the round line's in-game time: real time, in the dimmer text colour.
        self.timer_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.timer_label.setContentsMargins(14, 0, 0, 0)
        self.timer_label.hide()
        self.clock: Callable[[], float] = time.monotonic  # seconds; a test sets its own
        self._turn_began: float | None = None
        self._timer_on = False
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self._show_time)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 4)
        layout.addWidget(self.name_label, 1)
        layout.addWidget(self.note_label, 1)
        layout.addWidget(self.event_label, 1)
        layout.addWidget(self.round_label)
        layout.addWidget(self.timer_label)

    def set_name(self, name: str) -> None:
        """The encounter's name (cut to the room there is)."""
        self.name_label.set_whole_text(name)

    def set_turn(self, text: str, note: str = "") -> None:
        """The round line: round, whose turn, elapsed time (or "Not in combat"); cut with "…"
        only when the window is too narrow for it. ``note``: what the acting combatant may do
        this turn (B5's limit), shown in place of the name while it lasts."""
        self.round_label.set_whole_text(text)
        self.note_label.set_whole_text(note)
        self._show_left()

    def set_timer_shown(self, shown: bool) -> None:
        """The ``turn_timer`` setting: the turn's real time after the round line, or nothing."""
        self._timer_on = shown
        self._show_time()

    def start_turn_timer(self) -> None:
        """A turn began (or changed): its time counts from now."""
        self._turn_began = self.clock()
        self._show_time()

    def stop_turn_timer(self) -> None:
        """No turn is running (not in combat): no time is shown."""
        self._turn_began = None
        self._show_time()

    def timer_text(self) -> str:
        """The time shown ("" when the timer is off or no turn runs)."""
        return self.timer_label.text() if self.timer_label.isVisibleTo(self) else ""

    def _show_time(self) -> None:
        running = self._timer_on and self._turn_began is not None
        self.timer_label.setVisible(running)
        if not running:
            self._tick.stop()
            return
        assert self._turn_began is not None
        from gmtracker.ui.words.clock_words import stopwatch_text  # not with the first paint (the banner is in it)

        self.timer_label.set_whole_text(stopwatch_text(self.clock() - self._turn_began))
        if not self._tick.isActive():
            self._tick.start()

    def note_text(self) -> str:
        return self.note_label.text()

    def _show_left(self) -> None:
        event = self._event_timer.isActive()
        note = not event and bool(self.note_label.text())
        self.event_label.setVisible(event)
        self.note_label.setVisible(note)
        self.name_label.setVisible(not event and not note)

    def flash(self, text: str, msecs: int = EVENT_MSECS) -> None:
        """Show a turn's events (plain text) in place of the name for ``msecs``; a new event
        replaces the one shown and starts the time again."""
        self.event_label.set_whole_text(text)
        self._event_timer.start(msecs)
        self._show_left()

    def clear_event(self, *_signal_arguments: object) -> None:
        """Back to the turn's note or the encounter's name (a slot: an undo step's index is ignored)."""
        self._event_timer.stop()
        self._show_left()

    def event_text(self) -> str:
        """The events shown now ("" when none)."""
        return self.event_label.text() if self._event_timer.isActive() else ""

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if self._event_timer.isActive():  # a click puts the name (or the note) back at once
            self.clear_event()
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if event.button() == Qt.MouseButton.LeftButton:
            self.rename_requested.emit()
            event.accept()
            return
        super().mouseDoubleClickEvent(event)


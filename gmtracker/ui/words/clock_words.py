"""The encounter's time as the GM reads it (B12: one round is 6 seconds): one function for the turn
banner ("Round 4 · Ayla's turn · 0:18 elapsed") and the Rest dialog ("0:18 elapsed → 1:00:18 elapsed"),
so the two never number time differently (issue 26 item 8: the dialog said "round 3 → round 603"
while the banner said Round 4 — the clock counts rounds *passed*, the banner the round *under way*).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmtracker.encounter.clock import SECONDS_PER_ROUND
from gmtracker.ui.words.text_format import fill


def clock_seconds(clock: int) -> int:
    """The encounter clock (rounds passed, ``turn.clock``) in seconds (B12)."""
    return clock * SECONDS_PER_ROUND


def _hours_minutes_seconds(seconds: float) -> tuple[int, int, int]:
    hours, rest = divmod(max(0, int(seconds)), 3600)
    minutes, secs = divmod(rest, 60)
    return hours, minutes, secs


def stopwatch_text(seconds: float) -> str:
    """``0:07``, ``12:30``, ``1:02:03``: real time as the banner's turn timer shows it (issue 29)."""
    hours, minutes, secs = _hours_minutes_seconds(seconds)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"


def elapsed_text(seconds: int) -> str:
    """``0:18 elapsed``, ``12:06 elapsed``, ``1:00:18 elapsed``: the time passed, as the banner shows it."""
    hours, minutes, secs = _hours_minutes_seconds(seconds)
    if hours:
        return fill(QCoreApplication.translate("MainWindow", "%1:%2:%3 elapsed"), hours, f"{minutes:02d}",
                    f"{secs:02d}")
    return fill(QCoreApplication.translate("MainWindow", "%1:%2 elapsed"), minutes, f"{secs:02d}")


def clock_text(clock: int) -> str:
    """:func:`elapsed_text` of the encounter clock ``clock`` (rounds passed)."""
    return elapsed_text(clock_seconds(clock))

"""Listening to an encounter from a Qt object without outliving it.

:meth:`Encounter.subscribe` keeps a strong reference to its listener. A widget that
subscribed a bound method would be kept alive by the encounter and called after Qt
deleted it. :class:`EncounterListener` subscribes a weak forwarder instead, and
unsubscribes when its owner is destroyed or when it is pointed at another encounter.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable

from PySide6.QtCore import QObject

from gmtracker.encounter import ChangeSet, Encounter


class EncounterListener:
    """Forwards an encounter's change sets to ``callback`` while ``owner`` lives."""

    def __init__(self, owner: QObject, callback: Callable[[ChangeSet], None]) -> None:
        self._callback = weakref.WeakMethod(callback)
        self._encounter: Encounter | None = None
        owner.destroyed.connect(self._detach)

    def _forward(self, changes: ChangeSet) -> None:
        callback = self._callback()
        if callback is None:
            self._detach()
        else:
            callback(changes)

    def attach(self, encounter: Encounter) -> None:
        """Listen to ``encounter`` (and stop listening to the previous one)."""
        self._detach()
        self._encounter = encounter
        encounter.subscribe(self._forward)

    def _detach(self, *_: object) -> None:
        if self._encounter is not None:
            self._encounter.unsubscribe(self._forward)
            self._encounter = None

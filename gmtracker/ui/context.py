"""The one explicit context handed to windows and dialogs (no singletons).

For now it carries the user paths; settings, the undo stack and the dice join it as
their issues land.
"""

from __future__ import annotations

from dataclasses import dataclass

from gmtracker.storage.paths import UserPaths


@dataclass(frozen=True)
class AppContext:
    """What every window needs to know about the running application."""

    paths: UserPaths

"""The one explicit context handed to windows and dialogs (no singletons).

It carries the user paths, the GM's settings, the translators of the running app, and
the main windows open now (a language switch replaces the window, so whoever started
the app keeps them here rather than in a variable of its own).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gmtracker.storage.paths import UserPaths
from gmtracker.ui.shell.settings_service import SettingsService
from gmtracker.ui.words.translations import Translators


@dataclass(frozen=True, eq=False)
class AppContext:
    """What every window needs to know about the running application."""

    paths: UserPaths
    settings: SettingsService = None  # type: ignore[assignment]  # made from paths when not given
    translators: Translators = field(default_factory=Translators)
    windows: list[Any] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.settings is None:
            object.__setattr__(self, "settings", SettingsService(self.paths.settings_file))

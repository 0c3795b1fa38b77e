"""The one explicit context handed to windows and dialogs (no singletons).

It carries the user paths, the GM's settings, the translators of the running app, and
the main windows open now (a language switch replaces the window, so whoever started
the app keeps them here rather than in a variable of its own).
"""

from __future__ import annotations

from typing import Any

import msgspec

from gmtracker.storage.paths import UserPaths
from gmtracker.ui.shell.settings_service import SettingsService
from gmtracker.ui.words.translations import Translators


class AppContext(msgspec.Struct, frozen=True, eq=False):
    """What every window needs to know about the running application."""

    paths: UserPaths
    settings: SettingsService = None  # type: ignore[assignment]  # made from paths when not given
    translators: Translators = msgspec.field(default_factory=Translators)
    windows: list[Any] = msgspec.field(default_factory=list)

    def __post_init__(self) -> None:
        if self.settings is None:
            msgspec.structs.force_setattr(self, "settings", SettingsService(self.paths.settings_file))

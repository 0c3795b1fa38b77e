"""The GM's settings as the running app holds them: read once, changed, saved, announced.

:class:`SettingsService` wraps :mod:`gmtracker.storage.settings` for the UI. It reads the
settings file when the app starts — a bad file or a bad value becomes a message for the
GM (:meth:`SettingsService.messages`), never a crash, and the file stays as it was — and
:meth:`SettingsService.update` saves a change and emits :attr:`changed` with the keys
that changed, so each window applies what concerns it (font size, theme, language,
the player view).

A file that could not be used at all (broken, or written by a newer GM Tracker) is moved
aside under a name of its own (``settings.json.unusable-20261130-014500``) the first time
settings are saved, so no later save can overwrite it.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from gmtracker.storage import SaveError
from gmtracker.storage.settings import AppSettings, SettingsFileError, load_settings, save_settings
from gmtracker.ui.words.text_format import fill


class SettingsService(QObject):
    """The current settings, the file they live in, and a signal when they change."""

    changed = Signal(object)  # frozenset[str]: the keys that changed

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.file_error: SettingsFileError | None = None
        # Values the file held that could not be used: (JSON path, reason).
        self.value_problems: tuple[tuple[str, str], ...] = ()
        # Where an unusable file was moved when settings were first saved.
        self.moved_to: Path | None = None
        try:
            loaded = load_settings(path)
        except SettingsFileError as error:
            self.values = AppSettings()
            self.file_error = error
            return
        self.values = loaded.settings
        self.value_problems = loaded.problems

    def messages(self) -> list[str]:
        """What the GM should know about the settings file, in the current language."""
        found = []
        if self.file_error is not None:
            found.append(fill(QCoreApplication.translate(
                "Settings", "The settings file cannot be used, so the defaults apply. It stays as it is until you "
                            "save settings; then it is kept beside the new file under another name.\n%1"),
                self.file_error.message))
        for where, reason in self.value_problems:
            found.append(fill(QCoreApplication.translate("Settings", "%1: %2: %3 — the default is used instead."),
                              self.path, where, reason))
        return found

    def update(self, settings: AppSettings) -> frozenset[str]:
        """Save ``settings`` and announce the keys that changed (SaveError if the file cannot be written).

        On a failure nothing changes: the old values stay in force and on disk.
        """
        changed = settings.changed_keys(self.values)
        if not changed:
            return changed
        if self.file_error is not None and self.moved_to is None:
            self._move_unusable_file()
        save_settings(settings, self.path)
        self.values = settings
        self.changed.emit(changed)
        return changed

    def _move_unusable_file(self) -> None:
        if not os.path.lexists(self.path) or self.path.is_dir():
            return  # nothing to keep (a folder in the way makes the save itself fail)
        target = self.path.with_name(f"{self.path.name}.unusable-{time.strftime('%Y%m%d-%H%M%S')}")
        number = 1
        while os.path.lexists(target):
            number += 1
            target = target.with_name(f"{self.path.name}.unusable-{time.strftime('%Y%m%d-%H%M%S')}-{number}")
        try:
            os.replace(self.path, target)
        except OSError as error:
            raise SaveError.from_os_error(self.path, error) from None
        self.moved_to = target

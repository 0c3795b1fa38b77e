"""The GM's settings as the running app holds them: read once, changed, saved, announced.

:class:`SettingsService` wraps :mod:`gmtracker.storage.settings` for the UI. It reads the
settings file when the app starts — a bad file or a bad value becomes a message for the
GM in :attr:`SettingsService.problems`, never a crash, and the file stays as it was —
and :meth:`SettingsService.update` saves a change and emits :attr:`changed` with the
keys that changed, so each window applies what concerns it (font size, theme,
language, autosave delay, the player view).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from gmtracker.storage.settings import AppSettings, SettingsFileError, load_settings, save_settings


class SettingsService(QObject):
    """The current settings, the file they live in, and a signal when they change."""

    changed = Signal(object)  # frozenset[str]: the keys that changed

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        #: Messages about the file for the GM (shown once, at start-up).
        self.problems: list[str] = []
        try:
            loaded = load_settings(path)
        except SettingsFileError as error:
            self.values = AppSettings()
            self.problems.append(QCoreApplication.translate(
                "Settings", "The settings file cannot be used, so the defaults apply until you save "
                            "settings again (the old file is then kept as .bak):\n%1").replace("%1", error.message))
            return
        self.values = loaded.settings
        for where, reason in loaded.problems:
            self.problems.append(QCoreApplication.translate(
                "Settings", "%1: %2: %3 — the default is used instead.").replace(
                "%1", str(path)).replace("%2", where).replace("%3", reason))

    def update(self, settings: AppSettings) -> frozenset[str]:
        """Save ``settings`` and announce the keys that changed (SaveError if the file cannot be written).

        On a failure nothing changes: the old values stay in force and on disk.
        """
        changed = settings.changed_keys(self.values)
        if not changed:
            return changed
        save_settings(settings, self.path)
        self.values = settings
        self.changed.emit(changed)
        return changed

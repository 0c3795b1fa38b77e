"""Where GM Tracker keeps a user's files: settings, autosave and the combatant library.

The paths come from platformdirs, or all sit under one folder given with ``--data-dir``
so that tests and smoke runs never touch a real profile. Nothing here creates a folder:
the code that first writes a file makes its folder then, so that merely starting the app
(or failing to open a file) writes nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import msgspec

APP_NAME = "gmtracker"


class UserPaths(msgspec.Struct, frozen=True):
    """The folders and files that belong to the user, not to the installed program."""

    config_dir: Path
    data_dir: Path
    state_dir: Path
    cache_dir: Path

    @classmethod
    def for_platform(cls) -> UserPaths:
        """The platform's usual places (XDG on Linux, Application Support on macOS...)."""
        import platformdirs  # only here: a --data-dir start never needs it

        dirs = platformdirs.PlatformDirs(appname=APP_NAME, appauthor=False)
        return cls(
            config_dir=dirs.user_config_path,
            data_dir=dirs.user_data_path,
            state_dir=dirs.user_state_path,
            cache_dir=dirs.user_cache_path,
        )

    @classmethod
    def under(cls, root: Path) -> UserPaths:
        """Every user path inside ``root`` (the ``--data-dir`` option)."""
        root = Path(root).expanduser().absolute()
        return cls(
            config_dir=root / "config",
            data_dir=root / "data",
            state_dir=root / "state",
            cache_dir=root / "cache",
        )

    @property
    def settings_file(self) -> Path:
        """The JSON settings file."""
        return self.config_dir / "settings.json"

    @property
    def autosave_dir(self) -> Path:
        """Recovery copies of open encounters, written by autosave."""
        return self.state_dir / "autosave"

    @property
    def autosave_file(self) -> Path:
        """The recovery journal: every step of the open encounter and its undo history
        (one encounter at a time; an SQLite database, see :mod:`gmtracker.storage.journal`)."""
        return self.autosave_dir / "recovery.sqlite3"

    @property
    def campaign_journal_file(self) -> Path:
        """The open campaign's recovery journal (issue 30): the campaign as it is after its last
        step, rewritten atomically at each (:mod:`gmtracker.storage.campaign_journal`)."""
        return self.autosave_dir / "campaign.json"

    @property
    def library_dir(self) -> Path:
        """The GM's saved combatants, reused across encounters."""
        return self.data_dir / "library"

    @property
    def presets_dir(self) -> Path:
        """The GM's condition presets (issue 29), beside the library: never in it, whose every
        ``*.json`` is a template file."""
        return self.data_dir / "presets"

    @property
    def instance_lock_file(self) -> Path:
        """The lock held by the one running GM Tracker of this data folder (a ``QLockFile``):
        a second start hands its file to the running window instead of opening its own."""
        return self.data_dir / "gmtracker.lock"

    @property
    def log_dir(self) -> Path:
        """The error log's folder (in the state folder, beside the recovery journal)."""
        return self.state_dir / "log"

    @property
    def error_log_file(self) -> Path:
        """Unexpected errors and hard crashes (``faulthandler``'s output), size-capped and
        rotated; the About box names it."""
        return self.log_dir / "gmtracker.log"

    def all_paths(self) -> Iterator[Path]:
        """Every path above, for checks that they all sit where they should."""
        yield self.config_dir
        yield self.data_dir
        yield self.state_dir
        yield self.cache_dir
        yield self.settings_file
        yield self.autosave_dir
        yield self.autosave_file
        yield self.campaign_journal_file
        yield self.library_dir
        yield self.presets_dir
        yield self.instance_lock_file
        yield self.log_dir
        yield self.error_log_file

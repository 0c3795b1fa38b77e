"""The open campaign as the UI holds it (issue 30): its data, its file, the prepared encounter open in
the window, and its recovery journal.

The campaign's data is immutable (:class:`~gmtracker.encounter.campaign.CampaignData`, changed by the
pure functions of :mod:`gmtracker.encounter.campaign_actions`); a step replaces it. Each step is an
entry of the window's one undo stack (:meth:`~gmtracker.ui.shell.document.Document.run_campaign`:
Ctrl+Z takes back a rest or a carry as it takes back an attack), and every change of the data —
a step, its undo or redo — is written to the campaign's journal
(:mod:`gmtracker.storage.campaign_journal`) before control returns to the GM. The session belongs
to the document, so a language switch, which replaces the window, keeps it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal

from gmtracker.encounter.campaign import CAMPAIGN_SUFFIX, CampaignData
from gmtracker.storage.campaign_file import load_campaign, save_campaign
from gmtracker.storage.campaign_journal import CampaignJournal, discard_journal, write_journal
from gmtracker.storage.fingerprint import DiskChange, Fingerprint, disk_change, fingerprint
from gmtracker.storage.paths import UserPaths


def is_campaign_path(path: Path) -> bool:
    """Whether ``path`` names a campaign file (``….gmtcampaign.json``) rather than an encounter."""
    return path.name.lower().endswith(CAMPAIGN_SUFFIX)


class CampaignSession(QObject):
    """The open campaign: ``data`` (replaced by each step), ``path`` (None: not saved yet), ``open_id``
    (the prepared encounter the window shows, None: another file or none), the journal."""

    changed = Signal()  # the data, the file, the open encounter or the saved state changed

    def __init__(self, data: CampaignData, path: Path | None, paths: UserPaths,
                 parent: QObject | None = None, *, saved: bool = True) -> None:
        super().__init__(parent)
        self.paths = paths
        self.data = data
        self.path = path
        self.open_id: str | None = None
        # the data as its file holds it (None: nothing is saved yet, or the recovered work is not)
        self._saved: CampaignData | None = data if saved and path is not None else None
        self.disk_state: Fingerprint | None = fingerprint(path) if path is not None else None
        self.last_journal_error: str | None = None
        self._journalled = False  # this session wrote the journal (only then does close delete it)

    @classmethod
    def open(cls, path: Path, paths: UserPaths, parent: QObject | None = None) -> CampaignSession:
        """The campaign file at ``path`` (CampaignFileError naming what is wrong and where)."""
        seen = fingerprint(path)
        session = cls(load_campaign(path), path, paths, parent)
        session.disk_state = seen
        return session

    # -- state ------------------------------------------------------------------------------
    @property
    def saved(self) -> bool:
        """The campaign is what its file holds (a fight open from it may still have changes)."""
        return self._saved is not None and self._saved is self.data

    @property
    def name(self) -> str:
        return self.data.name

    def set_data(self, data: CampaignData) -> None:
        """A step (or its undo or redo): the new data, made durable in the journal at once."""
        self.data = data
        self.write_journal()
        self.changed.emit()

    def set_open(self, prepared_id: str | None) -> None:
        """The window now shows the prepared encounter ``prepared_id`` (None: something else)."""
        self.open_id = prepared_id
        self.write_journal()
        self.changed.emit()

    # -- files -------------------------------------------------------------------------------
    def disk_change(self) -> DiskChange | None:
        """How another program changed the campaign file since it was opened or saved here."""
        return None if self.path is None else disk_change(self.path, self.disk_state)

    def save(self, data: CampaignData, path: Path | None = None) -> Path:
        """Save ``data`` (the campaign, with the fight open kept in it) to ``path`` or the campaign's
        file; SaveError or OSError if it cannot be (then nothing changes)."""
        target = path if path is not None else self.path
        if target is None:
            raise ValueError("no file name yet: use Save campaign as")
        self.disk_state = save_campaign(data, target)
        self.data = self._saved = data
        self.path = target
        self.write_journal()
        self.changed.emit()
        return target

    # -- the journal ---------------------------------------------------------------------------
    def write_journal(self) -> None:
        """The campaign as it is now, in its recovery journal (one atomic write; a failure is kept in
        :attr:`last_journal_error` and the next step tries again)."""
        try:
            write_journal(self.paths.campaign_journal_file,
                          CampaignJournal(self.data, self.path, self.open_id, self.saved))
        except OSError as error:
            self.last_journal_error = error.strerror or str(error)
        else:
            self.last_journal_error = None
            self._journalled = True

    def close(self) -> None:
        """A clean close: the journal this session wrote is deleted (never raises; --smoke-test,
        which writes none, leaves a journal of a crash where it is)."""
        if not self._journalled:
            return
        self._journalled = False
        try:
            discard_journal(self.paths.campaign_journal_file)
        except OSError as error:
            self.last_journal_error = error.strerror or str(error)

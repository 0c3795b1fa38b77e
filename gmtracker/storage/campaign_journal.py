"""The open campaign's recovery journal (issue 30 item 2): a crash or a kill loses at most the
campaign step in flight.

A campaign changes seldom (a carry, a rest, an encounter moved or marked done) and its file is
small (20 prepared encounters open in 10 ms), so its journal is the whole campaign after each step,
written atomically (:func:`~.atomic.write_atomically`: a temporary file, fsynced, moved over the
journal) to :attr:`~.paths.UserPaths.campaign_journal_file`::

    {"format": "gmtracker-campaign-journal", "version": 1,
     "path": "/home/gm/Mill road.gmtcampaign.json", "open": "mill", "saved": false,
     "campaign": {…the campaign file's content…}}

``path`` is the campaign file (None: not saved yet), ``open`` the prepared encounter open in the
window (its fight is in the encounter's own journal, :mod:`.journal`), ``saved`` whether the campaign
is what its file holds. A clean exit deletes it; at the next start a journal left behind is offered
for recovery (``gmtracker.ui.shell.campaign_session``). Reading refuses a damaged journal with
the reason, as loading a campaign file does (the same checks, :func:`.campaign_file.decode_campaign`).
"""

from __future__ import annotations

import os
from contextlib import suppress
from pathlib import Path
from typing import Literal

import msgspec

from gmtracker.encounter.campaign import CampaignData

from .atomic import write_atomically
from .campaign_file import decode_campaign, encode_campaign
from .errors import CampaignFileError

JOURNAL_FORMAT: Literal["gmtracker-campaign-journal"] = "gmtracker-campaign-journal"
JOURNAL_VERSION = 1


class CampaignJournal(msgspec.Struct, frozen=True):
    """What the journal holds: the campaign, its file, the prepared encounter open, and whether
    the campaign is saved."""

    campaign: CampaignData
    path: Path | None = None
    open: str | None = None
    saved: bool = False


class _Header(msgspec.Struct):
    format: Literal["gmtracker-campaign-journal"]
    version: int
    path: str | None
    open: str | None
    saved: bool
    campaign: msgspec.Raw


def write_journal(target: Path, journal: CampaignJournal) -> None:
    """Write ``journal`` to ``target`` atomically (OSError if it cannot be: the previous one stays)."""
    body = encode_campaign(journal.campaign).rstrip(b"\n")
    head = msgspec.json.encode({"format": JOURNAL_FORMAT, "version": JOURNAL_VERSION,
                                "path": None if journal.path is None else str(journal.path),
                                "open": journal.open, "saved": journal.saved})
    target.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(target, head[:-1] + b',"campaign":' + body + b"}\n")


def read_journal(target: Path) -> CampaignJournal | None:
    """The journal at ``target`` (None: there is none). CampaignFileError naming what is wrong for a
    journal that cannot be read or holds a campaign that would not load."""
    try:
        data = target.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as error:
        raise CampaignFileError(target, f"cannot be read: {error.strerror or error}") from None
    try:
        header = msgspec.json.decode(data, type=_Header)
    except msgspec.DecodeError as error:
        raise CampaignFileError(target, f"is not a campaign journal: {error}") from None
    if header.version != JOURNAL_VERSION:
        raise CampaignFileError(target, f"is a campaign journal of version {header.version}, "
                                        f"this program reads version {JOURNAL_VERSION}")
    campaign = decode_campaign(bytes(header.campaign), target)
    return CampaignJournal(campaign, None if header.path is None else Path(header.path), header.open,
                           header.saved)


def discard_journal(target: Path) -> None:
    """Delete the journal (a clean close); OSError if it cannot be."""
    with suppress(FileNotFoundError):
        os.remove(target)


def keep_aside(target: Path) -> Path:
    """Move a journal that cannot be read to ``NAME.damaged`` beside it (kept for a bug report,
    out of the next start's way); the new name."""
    kept = target.with_name(target.name + ".damaged")
    os.replace(target, kept)
    return kept

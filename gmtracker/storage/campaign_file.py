"""Campaign files (issue 30): load with msgspec straight into the typed campaign, save atomically.

A campaign file is the JSON form of :class:`~gmtracker.encounter.campaign.CampaignData`::

    {"format": "gmtracker-campaign", "version": 1, "name": "The Mill Road", "notes": "",
     "clock": 0, "settings": {...}, "share_between_fights": false,
     "party": [{"id": "ayla", "name": "Ayla", "side": "pc", ...}],
     "encounters": [{"id": "mill", "encounter": {"format": "gmtracker-encounter", ...}}],
     "log": [...]}

It is read and written as encounter files are (:mod:`.encounter_file`), with a version of its
own: one msgspec pass, then the checks types cannot say
(:func:`~gmtracker.encounter.campaign.campaign_problems`, which runs an encounter's own checks on
each prepared encounter). When that fast path fails the header is read, to say "not a GM Tracker
campaign" or "written by a newer GM Tracker"; an older campaign is upgraded by its own migration
steps (:data:`CAMPAIGN_MIGRATIONS`), and a prepared encounter of an older encounter version by the
encounter's (:mod:`.migrations`). Every failure is a :class:`~.errors.CampaignFileError` naming
the file, the JSON path and the reason; loading never writes anything. Saving refuses a campaign
that would not load again and keeps the previous file as ``NAME.bak``.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgspec

from gmtracker.encounter.campaign import (
    CAMPAIGN_FORMAT_NAME,
    CAMPAIGN_FORMAT_VERSION,
    CampaignData,
    campaign_problems,
)
from gmtracker.encounter.model import FORMAT_VERSION
from gmtracker.encounter.names import quoted, shown

from .atomic import write_atomically
from .errors import CampaignFileError, SaveError
from .fingerprint import Fingerprint, fingerprint_of_written
from .json_files import canonical_records, describe_failure, gc_paused, megabytes, read_file, read_header, without_bom
from .migrations import MigrationError, migrate
from .validation import Problem

# The largest campaign file GM Tracker opens: up to 200 prepared encounters, each an encounter file.
MAX_FILE_BYTES = 100 * 1024 * 1024
_KIND = "a campaign file"

# The steps from each older campaign version to the next (none yet: version 1 is the first).
CAMPAIGN_MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}

_ENCODER = msgspec.json.Encoder(order="deterministic")
_DECODER = msgspec.json.Decoder(CampaignData)


def load_campaign(path: str | os.PathLike[str]) -> CampaignData:
    """Read the campaign file at ``path``; raise CampaignFileError if it is unusable."""
    path = Path(path)
    return decode_campaign(read_file(path, MAX_FILE_BYTES, CampaignFileError, kind=_KIND), path)


def decode_campaign(data: bytes, path: str | os.PathLike[str]) -> CampaignData:
    """A campaign from the bytes of a file (``path`` names it in errors)."""
    path = Path(path)
    data = without_bom(data)
    try:
        with gc_paused():
            campaign = _DECODER.decode(data)
    except msgspec.ValidationError as failure:
        version = _read_header(data, path)
        campaign = _upgrade(data, path, version, failure)
    except (msgspec.DecodeError, RecursionError) as failure:
        reason, where = describe_failure(data, failure)
        raise CampaignFileError(path, reason, where) from None
    else:
        version = _read_header(data, path)  # a file without its header decodes too: say what it is
        older = any(prepared.encounter.version < FORMAT_VERSION for prepared in campaign.encounters)
        if version != CAMPAIGN_FORMAT_VERSION or older:  # an older prepared encounter decodes too: upgrade it
            campaign = _upgrade(data, path, version, None)
    problem = _records_problem(campaign) or first_problem(campaign)
    if problem is not None:
        raise CampaignFileError(path, problem.reason, problem.where, _name_at(problem.where, campaign))
    return campaign


def first_problem(campaign: CampaignData) -> Problem | None:
    """The first problem of ``campaign`` (its header, then :func:`campaign_problems`), or None."""
    if campaign.format != CAMPAIGN_FORMAT_NAME:
        return Problem("$.format", f'must be "{CAMPAIGN_FORMAT_NAME}"')
    if campaign.version != CAMPAIGN_FORMAT_VERSION:
        return Problem("$.version", f"must be {CAMPAIGN_FORMAT_VERSION}")
    found = next(campaign_problems(campaign), None)
    return None if found is None else Problem(f"$.{found.field}", str(found.message))


def _records_problem(campaign: CampaignData) -> Problem | None:
    """The first log record, in the campaign's log or a prepared encounter's, that is not a JSON
    object or null (each one re-encoded as GM Tracker writes it)."""
    with gc_paused():
        bad = canonical_records(campaign.log)
        if bad is not None:
            return Problem(f"$.log[{bad[0]}].record", bad[1])
        for row, prepared in enumerate(campaign.encounters):
            bad = canonical_records(prepared.encounter.log)
            if bad is not None:
                return Problem(f"$.encounters[{row}].encounter.log[{bad[0]}].record", bad[1])
    return None


def _read_header(data: bytes, path: Path) -> int:
    return read_header(data, path, CampaignFileError, format_name=CAMPAIGN_FORMAT_NAME,
                       newest=CAMPAIGN_FORMAT_VERSION, noun="campaign")


def _upgrade(data: bytes, path: Path, version: int, failure: msgspec.ValidationError | None) -> CampaignData:
    """An older campaign, or one holding an older prepared encounter, upgraded then converted;
    else ``failure`` said with its JSON path."""
    try:
        document = msgspec.json.decode(data)
    except (msgspec.DecodeError, RecursionError) as error:  # pragma: no cover - decoded once already
        reason, where = describe_failure(data, error)
        raise CampaignFileError(path, reason, where) from None
    old_encounters = _old_encounters(document)
    if version == CAMPAIGN_FORMAT_VERSION and not old_encounters and failure is not None:
        reason, where = describe_failure(data, failure, CampaignData)
        raise CampaignFileError(path, reason, where, _name_in(where, document)) from None
    try:
        with gc_paused():
            document = migrate(document, version, target=CAMPAIGN_FORMAT_VERSION, steps=CAMPAIGN_MIGRATIONS)
            for row, encounter_version in old_encounters:
                prepared = document["encounters"][row]
                prepared["encounter"] = migrate(prepared["encounter"], encounter_version)
            return _DECODER.decode(msgspec.json.encode(document))
    except MigrationError as error:
        raise CampaignFileError(path, quoted(str(error), 300)) from None
    except (msgspec.DecodeError, RecursionError) as error:
        reason, where = describe_failure(data, error, CampaignData)
        raise CampaignFileError(path, f"{reason} (after upgrading it)", where) from None


def _old_encounters(document: Any) -> list[tuple[int, int]]:
    """(row, version) of each prepared encounter written in an older encounter format."""
    found = []
    encounters = document.get("encounters") if isinstance(document, dict) else None
    for row, prepared in enumerate(encounters if isinstance(encounters, list) else []):
        encounter = prepared.get("encounter") if isinstance(prepared, dict) else None
        version = encounter.get("version") if isinstance(encounter, dict) else None
        if isinstance(version, int) and not isinstance(version, bool) and 1 <= version < FORMAT_VERSION:
            found.append((row, version))
    return found


def _name_at(where: str | None, campaign: CampaignData) -> str | None:
    """The name of the party member or monster a path is in: GMs know names."""
    if where is None:
        return None
    try:
        if where.startswith("$.party["):
            return campaign.party[int(where[len("$.party["):where.index("]")])].name
        if where.startswith("$.encounters[") and ".encounter.combatants[" in where:
            row = int(where[len("$.encounters["):where.index("]")])
            rest = where[where.index(".encounter.combatants[") + len(".encounter.combatants["):]
            return campaign.encounters[row].encounter.combatants[int(rest[:rest.index("]")])].name
    except (ValueError, IndexError):
        return None
    return None


def _name_in(where: str | None, document: Any) -> str | None:
    """:func:`_name_at` for a file that did not decode (its JSON as read)."""
    try:
        campaign = msgspec.convert(document, CampaignData, strict=False)
    except (msgspec.ValidationError, TypeError):
        return None
    return _name_at(where, campaign)


def encode_campaign(campaign: CampaignData) -> bytes:
    """The file's bytes: deterministic UTF-8 JSON, two-space indented, ending in a newline."""
    return msgspec.json.format(_ENCODER.encode(campaign), indent=2) + b"\n"


def save_campaign(campaign: CampaignData, path: str | os.PathLike[str]) -> Fingerprint:
    """Write ``campaign`` to ``path`` atomically, keeping the previous file as ``NAME.bak``; return
    the saved file's fingerprint. Raises :class:`SaveError` (the file on disk unchanged) for a
    campaign that would not load again, one that cannot be encoded, or a system refusal."""
    path = Path(path)
    problem = first_problem(campaign)
    if problem is not None:
        name = _name_at(problem.where, campaign)
        subject = f" ({shown(name)})" if name else ""
        raise SaveError(path, f"the campaign would not load again: {problem.where}{subject}: {problem.reason}")
    try:
        data = encode_campaign(campaign)
    except (TypeError, ValueError, OverflowError, msgspec.EncodeError) as error:
        raise SaveError(path, f"the campaign cannot be written as JSON: {quoted(str(error))}") from None
    if len(data) > MAX_FILE_BYTES:
        raise SaveError(path, f"the campaign would make a file of {megabytes(len(data))}, and {_KIND} may be at "
                              f"most {megabytes(MAX_FILE_BYTES)}")
    try:
        written = write_atomically(path, data, keep_backup=True)
        return fingerprint_of_written(written, data)
    except OSError as error:
        raise SaveError.from_os_error(path, error) from None

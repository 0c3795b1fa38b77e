"""Upgrading encounter files written by older versions of GM Tracker, one step at a time.

:data:`MIGRATIONS` maps a file version to the function that turns such a file (as plain
JSON values: dicts, lists, strings, numbers) into the next version. :func:`migrate`
applies the steps in order until the file is :data:`~gmtracker.encounter.FORMAT_VERSION`,
and only then is the result converted into the typed structs. A step never reads the
typed model — it must keep working after the model has moved on.

Version 2 (issue 28) made log records typed, one type per kind: :func:`_v1_to_v2`. The day
the format changes again:

1. raise ``FORMAT_VERSION`` in ``gmtracker/encounter/model.py``;
2. add ``def _v2_to_v3(data: dict[str, Any]) -> dict[str, Any]`` here and register it
   as ``2: _v2_to_v3``;
3. keep ``tests/data/encounter-v1.json`` and ``encounter-v2.json`` and add an
   ``encounter-v3.json``: the tests load every file in ``tests/data``;
4. regenerate the JSON Schema (README, developer section).

Mind the defaults: files leave out every field that has its default value
(``omit_defaults``). A version that changes a default must have its step write the old
default into each place that lacks the field, or old files silently take the new one.

A new field with a default needs no new version (files without it read as before), but
when its default is wrong for a file written before the field existed, the loader fills
it in once, on the typed encounter, right after decoding: :func:`settle_ended_fights`
(D1's stale initiatives, which the app used to work out from the log at play time).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

import msgspec

from gmtracker.encounter.encounter import Encounter
from gmtracker.encounter.model import FORMAT_VERSION

Migration = Callable[[dict[str, Any]], dict[str, Any]]

def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2: each log kind's record has one type (issue 28 item 1).

    * An ``attack`` entry whose record is the first format's roll (``roll``, ``total``,
      ``dc``, ``hit``: no ``mode``) becomes a ``first_format_attack`` (its own type and line).
    * B5's fall after a standard action is kept on the combatant (``falls_at_turn_end``), no
      longer read from the log: the combatant whose turn it is gets the mark when an attack of
      its own, made in this turn with ``b5_falls_at_turn_end``, is in the log since its turn
      began (what version 1 read at the end of the turn).
    """
    log = data.get("log")
    entries = [entry for entry in log if isinstance(entry, dict)] if isinstance(log, list) else []
    for entry in entries:
        record = entry.get("record")
        if entry.get("kind") == "attack" and isinstance(record, dict) and "roll" in record and "mode" not in record:
            entry["kind"] = "first_format_attack"
    turn = data.get("turn")
    turn = turn if isinstance(turn, dict) else {}
    current = turn.get("current") if turn.get("started") else None
    if isinstance(current, str) and _fell_this_turn(entries, current, turn.get("round", 0)):
        for combatant in data.get("combatants") or []:
            if isinstance(combatant, dict) and combatant.get("id") == current:
                combatant["falls_at_turn_end"] = True
    return data


def _fell_this_turn(entries: list[dict[str, Any]], current: str, round_: object) -> bool:
    for entry in reversed(entries):
        kind = entry.get("kind")
        if kind == "start_combat" or (kind in ("turn", "turn_start") and entry.get("actor") == current):
            return False
        record = entry.get("record")
        if (kind == "attack" and entry.get("actor") == current and entry.get("turn") == current
                and entry.get("round", 0) == round_ and isinstance(record, dict)
                and record.get("b5_falls_at_turn_end")):
            return True
    return False


# ``{from_version: step}``: each step turns a file of ``from_version`` into the next one.
MIGRATIONS: Mapping[int, Migration] = MappingProxyType({1: _v1_to_v2})

# The oldest version this GM Tracker can read (the first format it can migrate from).
OLDEST_VERSION = min(MIGRATIONS, default=FORMAT_VERSION)


class MigrationError(ValueError):
    """A file cannot be upgraded (no step from its version, or a step refused it)."""


def migrate(
    data: dict[str, Any],
    version: int,
    *,
    target: int = FORMAT_VERSION,
    steps: Mapping[int, Migration] | None = None,
) -> dict[str, Any]:
    """``data`` (a file of ``version``) upgraded step by step to ``target``.

    Each step's result gets its ``"version"`` set to the next version, so a step only
    changes what its version changed. ``steps`` defaults to :data:`MIGRATIONS` (looked
    up at each call, so a test may replace it). Raises :class:`MigrationError` when a
    step is missing or fails on this file's content.
    """
    if steps is None:
        steps = MIGRATIONS
    while version < target:
        step = steps.get(version)
        if step is None:
            oldest = min((v for v in steps if v < target), default=target)
            raise MigrationError(
                f"version {version} is older than any this GM Tracker can read "
                f"(it reads versions {oldest} to {target})"
            )
        try:
            data = step(data)
        except Exception as error:  # a step works on arbitrary file content
            raise MigrationError(
                f"cannot upgrade it from version {version} to {version + 1}: "
                f"{type(error).__name__}: {error}"
            ) from error
        if not isinstance(data, dict):
            raise MigrationError(f"the upgrade from version {version} did not give an object")
        version += 1
        data["version"] = version
    return data


def settle_ended_fights(encounter: Encounter) -> None:
    """D1 for a file written before the encounter counted its fights: ``turn.fights_ended``
    and each combatant's ``initiative_fight`` set from the log, in place, once at load.

    Such a file has ``fights_ended`` 0 however many ``end_combat`` entries its log holds
    (every End combat since counts itself, and an undo takes the entry and the count away
    together). Its fights are counted, and the combatants given an initiative since the
    last one ended — added (``add_combatant``), copied (``duplicate_combatant``'s
    ``copies``) or set (``set_initiative``'s ``initiatives``) — are stamped with the count:
    the others' initiatives are left from an ended fight, as the log said. A file with a
    count, or without an ended fight, is left alone (only the log's kinds are read)."""
    if encounter.turn.fights_ended:
        return
    ends = [number for number, entry in enumerate(encounter.log) if entry.kind == "end_combat"]
    if not ends:
        return
    fights = len(ends)
    fresh: set[str] = set()
    for entry in encounter.log[ends[-1] + 1:]:
        if entry.kind == "add_combatant" and entry.actor:
            fresh.add(entry.actor)
        elif entry.kind in ("set_initiative", "duplicate_combatant"):
            record = entry.json_record or {}
            if entry.kind == "set_initiative":
                items = record.get("initiatives")
                fresh.update(str(item.get("combatant")) for item in (items if isinstance(items, list) else [])
                             if isinstance(item, dict))
            else:
                copies = record.get("copies")
                fresh.update(str(cid) for cid in (copies if isinstance(copies, list) else []))
    encounter.turn = msgspec.structs.replace(encounter.turn, fights_ended=fights)
    for row, c in enumerate(encounter.combatants):
        if c.id in fresh:
            encounter.combatants[row] = msgspec.structs.replace(c, initiative_fight=fights)

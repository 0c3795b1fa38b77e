"""Upgrading encounter files written by older versions of GM Tracker, one step at a time.

:data:`MIGRATIONS` maps a file version to the function that turns such a file (as plain
JSON values: dicts, lists, strings, numbers) into the next version. :func:`migrate`
applies the steps in order until the file is :data:`~gmtracker.encounter.FORMAT_VERSION`,
and only then is the result converted into the typed structs. A step never reads the
typed model — it must keep working after the model has moved on.

Version 1 is the first format, so there is no step yet. The day the format changes:

1. raise ``FORMAT_VERSION`` in ``gmtracker/encounter/model.py``;
2. add ``def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]`` here and register it
   as ``1: _v1_to_v2``;
3. keep ``tests/data/encounter-v1.json`` and add a ``encounter-v2.json``: the tests load
   every file in ``tests/data``;
4. regenerate the JSON Schema (README, developer section).

Mind the defaults: files leave out every field that has its default value
(``omit_defaults``). A version that changes a default must have its step write the old
default into each place that lacks the field, or old files silently take the new one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from gmtracker.encounter.model import FORMAT_VERSION

Migration = Callable[[dict[str, Any]], dict[str, Any]]

# ``{from_version: step}``: each step turns a file of ``from_version`` into the next one.
MIGRATIONS: Mapping[int, Migration] = MappingProxyType({})

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

"""The checks msgspec's types cannot express, run once after a file is decoded.

msgspec already refused every missing field, wrong type, unknown enum value and unknown
key. What is left is what a valid encounter is beyond its types — every number within
the range the app's widgets hold, ids unique, the current turn and condition anchors
naming combatants, dice expressions that parse, no blank names, no state listed twice —
and that is defined once, in :mod:`gmtracker.encounter.validity`, which every action
runs too: a file can only hold what the app itself can create and show.

The same pass runs before saving, so GM Tracker never writes a file it would refuse.
Each problem is a JSON path and a reason, like msgspec's own errors
(``$.combatants[3].wounds``: ``must be 9999 or less, not 12000``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from gmtracker.encounter.model import FORMAT_NAME, FORMAT_VERSION, EncounterData
from gmtracker.encounter.validity import encounter_problems


class Problem(NamedTuple):
    """One thing wrong with an encounter: where (a JSON path) and why (in English)."""

    where: str
    reason: str


def first_problem(data: EncounterData, *, records: bool = True) -> Problem | None:
    """The first problem of ``data``, or None when it is a valid encounter (``records``:
    see :func:`~gmtracker.encounter.validity.encounter_problems`)."""
    return next(problems(data, records=records), None)


def problems(data: EncounterData, *, records: bool = True) -> Iterator[Problem]:
    """Every problem of ``data``, in file order (the header, the combatants, the turn,
    the settings, the log)."""
    if data.format != FORMAT_NAME:
        yield Problem("$.format", f'must be "{FORMAT_NAME}"')
    if data.version != FORMAT_VERSION:
        yield Problem("$.version", f"must be {FORMAT_VERSION}")
    for found in encounter_problems(data, records=records):
        yield Problem(f"$.{found.field}", str(found.message))

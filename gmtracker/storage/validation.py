"""The checks msgspec's types cannot express, run once after a file is decoded.

msgspec already refused every missing field, wrong type, unknown enum value and unknown
key. What is left is about how the values relate: combatant ids unique and not empty;
the current turn, condition anchors pointing at a combatant that exists; hit dice and
damage that parse as dice expressions (:func:`gmtracker.rules.dice.parse_dice`);
wound and bruise counts not negative; whole numbers within what JSON readers agree on;
finite decimals (NaN and infinity cannot be written as JSON).

The same pass runs before saving, so GM Tracker never writes a file it would refuse.
Each problem is a JSON path and a reason, like msgspec's own errors.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import NamedTuple

from gmtracker.encounter.model import FORMAT_NAME, FORMAT_VERSION, Combatant, EncounterData
from gmtracker.rules.dice import parse_dice
from gmtracker.rules.errors import DiceExpressionError

from .json_files import shown

#: The largest whole number every JSON reader keeps exactly (2**53 - 1, JavaScript's
#: Number.MAX_SAFE_INTEGER); anything beyond is a typo or a corrupted file.
MAX_WHOLE_NUMBER = 2**53 - 1


class Problem(NamedTuple):
    """One thing wrong with an encounter: where (a JSON path) and why."""

    where: str
    reason: str


def first_problem(data: EncounterData) -> Problem | None:
    """The first problem of ``data``, or None when it is a valid encounter."""
    return next(problems(data), None)


def problems(data: EncounterData) -> Iterator[Problem]:
    """Every problem of ``data``, in file order (combatants first, then the turn)."""
    if data.format != FORMAT_NAME:
        yield Problem("$.format", f'must be "{FORMAT_NAME}"')
    if data.version != FORMAT_VERSION:
        yield Problem("$.version", f"must be {FORMAT_VERSION}")
    first_row: dict[str, int] = {}
    for row, combatant in enumerate(data.combatants):
        where = f"$.combatants[{row}]"
        if not combatant.id:
            yield Problem(f"{where}.id", "a combatant id must not be empty")
        elif combatant.id in first_row:
            yield Problem(f"{where}.id", f"the id {shown(combatant.id)} is already used by "
                                         f"$.combatants[{first_row[combatant.id]}]")
        else:
            first_row[combatant.id] = row
    parsed: set[str] = set()
    for row, combatant in enumerate(data.combatants):
        yield from _combatant_problems(combatant, f"$.combatants[{row}]", first_row, parsed)
    current = data.turn.current
    if current is not None and current not in first_row:
        yield Problem("$.turn.current", f"the current turn belongs to {shown(current)}, "
                                        "but no combatant has that id")
    for name in ("round", "clock"):
        yield from _whole("$.turn", name, getattr(data.turn, name))
    yield from _special_ranges(data.settings.critical_from, data.settings.fumble_to)


def _special_ranges(critical_from: int, fumble_to: int) -> Iterator[Problem]:
    """C6: criticals from 1..101 (101: none), fumbles up to 0..100 (0: none), not overlapping."""
    if not 1 <= critical_from <= 101:
        yield Problem("$.settings.critical_from", f"must be 1 to 101 (101: no criticals), not {critical_from}")
    elif not 0 <= fumble_to <= 100:
        yield Problem("$.settings.fumble_to", f"must be 0 to 100 (0: no fumbles), not {fumble_to}")
    elif fumble_to >= critical_from:
        yield Problem("$.settings.fumble_to", f"the fumble range (1 to {fumble_to}) must end below the critical "
                                              f"range ({critical_from} to 100) (C6)")


def _combatant_problems(
    combatant: Combatant, where: str, ids: dict[str, int], parsed: set[str]
) -> Iterator[Problem]:
    yield from _dice(f"{where}.hit_dice", combatant.hit_dice, parsed)
    for name in ("wounds", "bruises", "temp_hp", "hit_penalties", "constitution"):
        yield from _whole(where, name, getattr(combatant, name), minimum=0)
    for name in ("initiative", "initiative_modifier", "proficiency", "base_defense", "temp_hp_until"):
        yield from _whole(where, name, getattr(combatant, name))
    for name in ("carried_weight", "speed"):
        value = getattr(combatant, name)
        if not math.isfinite(value):
            yield Problem(f"{where}.{name}", f"must be a finite number, not {value}")
        elif value < 0:
            yield Problem(f"{where}.{name}", f"must be 0 or more, not {value}")
    for name in combatant.attributes.__struct_fields__:
        yield from _whole(f"{where}.attributes", name, getattr(combatant.attributes, name))
    for key, value in combatant.percentile.items():
        if abs(value) > MAX_WHOLE_NUMBER:
            yield Problem(f"{where}.percentile.{key}", _too_large(value))
    for index, attack in enumerate(combatant.attacks):
        attack_where = f"{where}.attacks[{index}]"
        yield from _dice(f"{attack_where}.damage", attack.damage, parsed)
        if attack.extra_damage.strip():
            yield from _dice(f"{attack_where}.extra_damage", attack.extra_damage, parsed)
        if not 2 <= attack.threat_low <= 20:
            yield Problem(f"{attack_where}.threat_low", f"a threat range starts between 2 and 20, not {attack.threat_low}")
        yield from _whole(attack_where, "critical_multiplier", attack.critical_multiplier, minimum=1)
        yield from _whole(attack_where, "modifier", attack.modifier)
    for index, state in enumerate(combatant.states):
        for name in ("began", "periods_used"):
            yield from _whole(f"{where}.states[{index}]", name, getattr(state, name))
    for index, condition in enumerate(combatant.conditions):
        condition_where = f"{where}.conditions[{index}]"
        if condition.anchor is not None and condition.anchor not in ids:
            yield Problem(f"{condition_where}.anchor",
                          f"the condition is anchored to {shown(condition.anchor)}, "
                          "but no combatant has that id")
        for name in ("rounds", "remaining"):
            yield from _whole(condition_where, name, getattr(condition, name))


def _dice(where: str, text: str, parsed: set[str]) -> Iterator[Problem]:
    if text in parsed:  # a thousand goblins share one "1d8": parse it once
        return
    try:
        parse_dice(text)
    except DiceExpressionError as error:
        yield Problem(where, str(error))
    else:
        parsed.add(text)


def _whole(where: str, name: str, value: int | None, *, minimum: int | None = None) -> Iterator[Problem]:
    if value is None:
        return
    if minimum is not None and value < minimum:
        yield Problem(f"{where}.{name}", f"must be {minimum} or more, not {value}")
    elif abs(value) > MAX_WHOLE_NUMBER:
        yield Problem(f"{where}.{name}", _too_large(value))


def _too_large(value: int) -> str:
    digits = len(str(abs(value)))
    return f"a number of {digits} digits is too large (at most {MAX_WHOLE_NUMBER})"

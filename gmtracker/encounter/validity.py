"""What a valid encounter is: one definition for the loader and for every action.

A file may hold only what the app's own actions can create and the window can show.
The loader (:mod:`gmtracker.storage.validation`) runs :func:`encounter_problems` on
every file it reads and every encounter it saves; every action runs the same checks on
what it changes before anything changes (:meth:`.command.PatchBuilder.build`), so no
action can make an encounter the loader would refuse.

Each problem is a :class:`~.refusal.Problem`: a path relative to what was checked
(``wounds``, ``attacks[0].damage``, ``combatants[3].conditions[1].remaining``,
``turn.current``) and a translatable message. The rules:

* every number within its range (:mod:`.ranges`), decimals finite;
* a name (a combatant's, an attack's, a condition's, a base value's) shows a visible character
  (U+200B alone is blank) and holds no line break or other control character (Cc, U+2028,
  U+2029): a name sits on one line of the log and the banner (issue 27 item 10);
* a log entry is of a kind some module declares, and its record decodes into that kind's type
  (issue 28 item 1: :mod:`.log_kind`; a field renamed or of the wrong type is refused with its
  path); the GM's note is not blank;
* a combatant has an id (unique in the encounter) and a name that is not blank; its
  hit dice, attack damage and extra damage parse as dice expressions; each attack has a
  name and a threat range of 2–20; each damage state is listed once; 1D100 base values
  have names;
* a resource has an id and a name, each unique on its combatant, a maximum of 1–999 and
  0 to its maximum left; an attack that spends a resource names one of its combatant's;
* a condition has an id (unique on its combatant) and a name; a duration of at least one
  round, with the rounds remaining from 1 to the duration (none without a duration); its
  anchor names a combatant of the encounter;
* before combat starts, the round is 0 and no turn is current; during combat, the round
  is 1 or more and the current turn (if any) belongs to a combatant in combat;
* C6: criticals from 1 to 101 (101: none), fumbles up to 0 to 100 (0: none), the fumble
  range below the critical range.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

import msgspec

from gmtracker.rules.dice import parse_dice
from gmtracker.rules.errors import RulesError

from . import ranges
from .names import code_point, control_character, has_visible, quoted, shown
from .model import (
    AttackProfile,
    Attributes,
    Combatant,
    Condition,
    EncounterData,
    LogEntry,
    Resource,
    Settings,
    TurnState,
)
from .refusal import QT_TRANSLATE_NOOP, Message, Problem, problem, rules_message

if TYPE_CHECKING:
    from .log_kind import RecordError

# Numbers with more digits than this are described by their length, not written out.
_LONG = 12

_ATTRIBUTES = dict.fromkeys(Attributes.__struct_fields__, ranges.ATTRIBUTE)

# A log record's check: why it does not fit its kind (None: it does); .log_kind.record_problem.
RecordCheck = Callable[[LogEntry], "RecordError | None"]

# A lookup of combatants by id for the turn's checks (None: no combatant has that id).
Find = Callable[[str], "Combatant | None"]


def number_problem(field: str, value: int | float | None, span: ranges.Span | ranges.DecimalSpan) -> Problem | None:
    """Why ``value`` cannot be ``field``'s value (None: it can, or it is None)."""
    if value is None:
        return None
    if isinstance(value, float) and not math.isfinite(value):
        return problem(field, QT_TRANSLATE_NOOP("Refusal", "must be a finite number, not {value}"), value=value)
    if value < span.low:
        if isinstance(value, int) and len(str(-value)) > _LONG:
            return problem(field, QT_TRANSLATE_NOOP("Refusal", "a number of {digits} digits is too small "
                                                               "(at least {low})"),
                           digits=len(str(-value)), low=span.low)
        if span.low == 0:
            return problem(field, QT_TRANSLATE_NOOP("Refusal", "cannot be negative ({value})"), value=value)
        return problem(field, QT_TRANSLATE_NOOP("Refusal", "must be {low} or more, not {value}"),
                       low=_plain(span.low), value=value)
    if value > span.high:
        if isinstance(value, int) and len(str(value)) > _LONG:
            return problem(field, QT_TRANSLATE_NOOP("Refusal", "a number of {digits} digits is too large "
                                                               "(at most {high})"),
                           digits=len(str(value)), high=_plain(span.high))
        return problem(field, QT_TRANSLATE_NOOP("Refusal", "must be {high} or less, not {value}"),
                       high=_plain(span.high), value=value)
    return None


def _plain(limit: int | float) -> int | float:
    """``999999.0`` as ``999999``: a limit reads as the GM typed it."""
    return int(limit) if isinstance(limit, float) and limit.is_integer() else limit


def _numbers(where: str, values: Any, spans: dict[str, Any]) -> Iterator[Problem]:
    for name, span in spans.items():
        found = number_problem(f"{where}{name}", getattr(values, name), span)
        if found is not None:
            yield found


def name_problem(field: str, name: str, blank: str) -> Problem | None:
    """Why ``name`` cannot be a name (None: it can): ``blank`` (a marked template) when it shows
    no visible character; a line break or another control character, named by its code point."""
    bad = control_character(name)
    if bad is not None:
        return problem(field, QT_TRANSLATE_NOOP(
            "Refusal", "a name is one line: it cannot hold a line break or another control character "
                       "({char}) in {value}"), char=code_point(bad), value=quoted(name.replace(bad, " ")))
    if not has_visible(name):
        # ``blank`` is marked at each _name call (tests/ui/test_error_text.py scans those calls)
        return Problem(field, Message(blank, {}))
    return None


def _name(field: str, name: str, blank: str) -> Iterator[Problem]:
    found = name_problem(field, name, blank)
    if found is not None:
        yield found


def _dice(field: str, text: str, parsed: set[str] | None) -> Iterator[Problem]:
    if parsed is not None and text in parsed:  # a thousand goblins share one "1d8": parse it once
        return
    try:
        parse_dice(text)
    except RulesError as error:
        yield Problem(field, rules_message(error))
    else:
        if parsed is not None:
            parsed.add(text)


def combatant_problems(
    c: Combatant, *, anchor_exists: Callable[[str], bool] | None = None, parsed: set[str] | None = None
) -> Iterator[Problem]:
    """Every problem of one combatant, fields relative to it (``wounds``, ``attacks[0].name``).

    ``anchor_exists`` says whether a condition's anchor names a combatant (not checked
    without it); ``parsed`` remembers dice expressions already found valid.
    """
    if not c.id:
        yield problem("id", QT_TRANSLATE_NOOP("Refusal", "a combatant id must not be empty"))
    yield from _name("name", c.name, QT_TRANSLATE_NOOP("Refusal", "a combatant needs a name"))
    yield from _numbers("", c, ranges.COMBATANT_INTS)
    yield from _numbers("", c, ranges.COMBATANT_DECIMALS)
    yield from _numbers("attributes.", c.attributes, _ATTRIBUTES)
    yield from _dice("hit_dice", c.hit_dice, parsed)
    if c.rest is not None:
        yield from _numbers("rest.", c.rest, ranges.REST_INTS)
    for key, value in c.percentile.items():
        yield from _name(f"percentile.{key}", key, QT_TRANSLATE_NOOP("Refusal", "a base value needs a name"))
        found = number_problem(f"percentile.{key}", value, ranges.PERCENTILE_VALUE)
        if found is not None:
            yield found
    yield from resources_problems(c.resources)
    resource_ids = {resource.id for resource in c.resources}
    for index, attack in enumerate(c.attacks):
        yield from attack_problems(attack, f"attacks[{index}].", parsed)
        if attack.spends and attack.spends not in resource_ids:
            yield problem(f"attacks[{index}].spends", QT_TRANSLATE_NOOP(
                "Refusal", "the attack spends the resource {id}, but the combatant has no resource with that id"),
                id=shown(attack.spends))
    seen_states: set[Any] = set()
    for index, entry in enumerate(c.states):
        where = f"states[{index}]"
        if entry.state in seen_states:
            yield problem(f"{where}.state", QT_TRANSLATE_NOOP("Refusal", "the damage state {state} is listed twice"),
                          state=entry.state.value)
        seen_states.add(entry.state)
        yield from _numbers(f"{where}.", entry, ranges.STATE_INTS)
    earlier = earlier_rows([condition.id for condition in c.conditions])
    for index, condition in enumerate(c.conditions):
        where = f"conditions[{index}]"
        if not condition.id:
            yield problem(f"{where}.id", QT_TRANSLATE_NOOP("Refusal", "a condition id must not be empty"))
        elif earlier[index] is not None:
            yield problem(f"{where}.id", QT_TRANSLATE_NOOP("Refusal", "the condition id {id} is already used by "
                                                                      "conditions[{row}]"),
                          id=shown(condition.id), row=earlier[index])
        yield from condition_problems(condition, f"{where}.", anchor_exists)


def earlier_rows(values: Sequence[str]) -> list[int | None]:
    """For each value, the row of the first one before it that is the same (None: it is the
    first, or empty): what "already used by" refusals name."""
    first: dict[str, int] = {}
    found: list[int | None] = []
    for row, value in enumerate(values):
        found.append(first.get(value) if value else None)
        if value:
            first.setdefault(value, row)
    return found


def resources_problems(resources: list[Resource], where: str = "resources") -> Iterator[Problem]:
    """Every problem of one combatant's resources (issue 29 item 4)."""
    if len(resources) > ranges.RESOURCES.high:
        yield problem(where, QT_TRANSLATE_NOOP("Refusal", "a combatant keeps at most {most} resources, not {count}"),
                      most=ranges.RESOURCES.high, count=len(resources))
    same_id = earlier_rows([resource.id for resource in resources])
    same_name = earlier_rows([resource.name for resource in resources])
    for index, resource in enumerate(resources):
        at = f"{where}[{index}]."
        earlier_id, earlier_name = same_id[index], same_name[index]
        if not resource.id:
            yield problem(f"{at}id", QT_TRANSLATE_NOOP("Refusal", "a resource id must not be empty"))
        elif earlier_id is not None:
            yield problem(f"{at}id", QT_TRANSLATE_NOOP("Refusal", "the resource id {id} is already used by "
                                                                 "resource {number}"),
                          id=shown(resource.id), number=earlier_id + 1)
        yield from _name(f"{at}name", resource.name, QT_TRANSLATE_NOOP("Refusal", "a resource needs a name"))
        if earlier_name is not None:
            yield problem(f"{at}name", QT_TRANSLATE_NOOP("Refusal", "the name {name} is already used by "
                                                                   "resource {number}"),
                          name=quoted(resource.name), number=earlier_name + 1)
        found = number_problem(f"{at}maximum", resource.maximum, ranges.RESOURCE_MAXIMUM)
        if found is not None:
            yield found
        else:
            found = number_problem(f"{at}left", resource.left, ranges.Span(0, resource.maximum))
            if found is not None:
                yield found


def attack_problems(attack: AttackProfile, where: str = "", parsed: set[str] | None = None) -> Iterator[Problem]:
    """Every problem of one attack profile (fields prefixed with ``where``)."""
    yield from _name(f"{where}name", attack.name, QT_TRANSLATE_NOOP("Refusal", "an attack needs a name"))
    yield from _dice(f"{where}damage", attack.damage, parsed)
    if attack.extra_damage:
        yield from _dice(f"{where}extra_damage", attack.extra_damage, parsed)
    if attack.threat_low not in ranges.THREAT_LOW:
        yield problem(f"{where}threat_low", QT_TRANSLATE_NOOP(
            "Refusal", "a threat range starts between 2 and 20, not {value}"), value=attack.threat_low)
    yield from _numbers(where, attack, {"critical_multiplier": ranges.CRITICAL_MULTIPLIER,
                                        "modifier": ranges.ATTACK_MODIFIER})


def condition_problems(
    condition: Condition, where: str = "", anchor_exists: Callable[[str], bool] | None = None
) -> Iterator[Problem]:
    """Every problem of one condition (its id's uniqueness is the combatant's to check)."""
    yield from _name(f"{where}name", condition.name, QT_TRANSLATE_NOOP("Refusal", "a condition needs a name"))
    rounds, remaining = condition.rounds, condition.remaining
    if rounds is not None and rounds < 1:
        yield problem(f"{where}rounds", QT_TRANSLATE_NOOP(
            "Refusal", "a condition lasts at least one round, not {rounds}"), rounds=rounds)
    else:
        found = number_problem(f"{where}rounds", rounds, ranges.CONDITION_ROUNDS)
        if found is not None:
            yield found
        elif remaining is not None and (rounds is None or not 1 <= remaining <= rounds):
            yield problem(f"{where}remaining", QT_TRANSLATE_NOOP(
                "Refusal", "rounds remaining must be 1 to the duration ({rounds}), not {remaining}"),
                rounds="—" if rounds is None else rounds, remaining=remaining)
    if len(condition.effects) > ranges.CONDITION_EFFECTS.high:
        yield problem(f"{where}effects", QT_TRANSLATE_NOOP("Refusal", "a condition has at most {most} effects, not {count}"),
                      most=ranges.CONDITION_EFFECTS.high, count=len(condition.effects))
    if condition.save is not None:
        found = number_problem(f"{where}save.dc", condition.save.dc, ranges.DC)
        if found is not None:
            yield found
    if condition.anchor is not None and anchor_exists is not None and not anchor_exists(condition.anchor):
        yield problem(f"{where}anchor", QT_TRANSLATE_NOOP(
            "Refusal", "the condition is anchored to {id}, but no combatant has that id"), id=shown(condition.anchor))


def turn_problems(turn: TurnState, find: Find, where: str = "turn.") -> Iterator[Problem]:
    """Where the combat is: the round and the current turn agree with each other and the roster."""
    yield from _numbers(where, turn, {"round": ranges.ROUND, "clock": ranges.CLOCK})
    if turn.started:
        if turn.current is not None:
            holder = find(turn.current)
            if holder is None:
                yield problem(f"{where}current", QT_TRANSLATE_NOOP(
                    "Refusal", "the current turn belongs to {id}, but no combatant has that id"),
                    id=shown(turn.current))
            elif not holder.in_combat:
                yield problem(f"{where}current", QT_TRANSLATE_NOOP(
                    "Refusal", "the current turn belongs to {id}, who is out of combat"), id=shown(turn.current))
        if turn.round == 0:
            yield problem(f"{where}round", QT_TRANSLATE_NOOP(
                "Refusal", "during combat the round is 1 or more, not {value}"), value=turn.round)
    else:
        if turn.round != 0 and turn.round in ranges.ROUND:
            yield problem(f"{where}round", QT_TRANSLATE_NOOP(
                "Refusal", "before combat starts the round is 0, not {value}"), value=turn.round)
        if turn.current is not None:
            yield problem(f"{where}current", QT_TRANSLATE_NOOP(
                "Refusal", "before combat starts no turn is current, not {id}'s"), id=shown(turn.current))


def settings_problems(settings: Settings, where: str = "settings.") -> Iterator[Problem]:
    """C6: criticals from 1..101 (101: none), fumbles up to 0..100 (0: none), not overlapping."""
    critical_from, fumble_to = settings.critical_from, settings.fumble_to
    if critical_from not in ranges.CRITICAL_FROM:
        yield problem(f"{where}critical_from", QT_TRANSLATE_NOOP(
            "Refusal", "must be 1 to 101 (101: no criticals), not {value}"), value=critical_from)
    elif fumble_to not in ranges.FUMBLE_TO:
        yield problem(f"{where}fumble_to", QT_TRANSLATE_NOOP(
            "Refusal", "must be 0 to 100 (0: no fumbles), not {value}"), value=fumble_to)
    elif fumble_to >= critical_from:
        yield problem(f"{where}fumble_to", QT_TRANSLATE_NOOP(
            "Refusal", "the fumble range (1 to {fumble}) must end below the critical range ({critical} to 100) (C6)"),
            fumble=fumble_to, critical=critical_from)


def log_problems(entry: LogEntry, where: str = "", records: RecordCheck | None = None) -> Iterator[Problem]:
    """A roll log entry: its round within range; its kind declared and its record of that kind's
    type (issue 28 item 1; that it is a JSON object is checked where it is read,
    ``storage.json_files.canonical_records``); the GM's note not blank. ``records`` is
    :func:`.log_kind.record_problem` unless given."""
    found = number_problem(f"{where}round", entry.round, ranges.ROUND)
    if found is not None:
        yield found
    if records is None:
        from .log_kind import record_problem  # the table imports the commands: not at start-up

        records = record_problem
    fault = records(entry)
    if fault is not None:
        yield problem(f"{where}record{fault.where}", QT_TRANSLATE_NOOP(
            "Refusal", "the log cannot read this “{kind}” record: {reason}"), kind=quoted(entry.kind),
            reason=fault.reason)
    elif entry.kind == "log_note" and not has_visible(entry.text):
        yield problem(f"{where}text", QT_TRANSLATE_NOOP("Refusal", "a log entry without a record needs its words"))


def _unchecked(_entry: LogEntry) -> RecordError | None:
    return None


def encounter_problems(data: EncounterData, parsed: set[str] | None = None, *,
                       records: bool = True) -> Iterator[Problem]:
    """Every problem of a whole encounter, fields relative to it (``combatants[3].wounds``),
    in file order: the combatants, the turn, the settings, the log.

    ``records=False`` leaves out only the check of each record against its kind (issue 28
    item 1), which imports every command's module: for the bundled demo at start-up, whose
    records this app wrote and a test reads (the first paint loads no command, issue 16)."""
    first_row: dict[str, int] = {}
    for row, combatant in enumerate(data.combatants):
        if combatant.id and combatant.id in first_row:
            yield problem(f"combatants[{row}].id", QT_TRANSLATE_NOOP(
                "Refusal", "the id {id} is already used by {other}"),
                id=shown(combatant.id), other=f"$.combatants[{first_row[combatant.id]}]")
        elif combatant.id:
            first_row[combatant.id] = row
    parsed = set() if parsed is None else parsed
    for row, combatant in enumerate(data.combatants):
        for found in combatant_problems(combatant, anchor_exists=first_row.__contains__, parsed=parsed):
            yield Problem(f"combatants[{row}].{found.field}", found.message)

    def find(combatant_id: str) -> Combatant | None:
        row = first_row.get(combatant_id)
        return None if row is None else data.combatants[row]

    yield from turn_problems(data.turn, find)
    yield from settings_problems(data.settings)
    if data.log:
        check: RecordCheck = _unchecked
        if records:
            from .log_kind import record_problem  # not at start-up: the table imports the commands

            check = record_problem
        for index, entry in enumerate(data.log):
            yield from log_problems(entry, f"log[{index}].", check)

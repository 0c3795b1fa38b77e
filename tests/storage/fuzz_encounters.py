"""Generated encounter files for the loader fuzz, and a GM's actions to drive what loads.

:func:`fuzzed_file` takes a valid encounter file and damages what its values mean, the
ways a hand edit, another program or a corrupted disk would: numbers at and past every
range (huge, negative, beyond 32 bits), blank names, duplicated list entries (ids,
damage states, conditions), dangling or out-of-combat turn holders and anchors, turn
states no action makes, conditions with impossible durations, missing keys, wrong
types. The file stays valid JSON with its header, so a refusal must name a JSON path.

:func:`random_command` builds one of every kind of command the encounter layer offers
against the encounter as it is now (roster, turns, attacks, damage, care, recovery,
time, conditions, checks, 1D100, settings), with seeded dice: the fuzz applies a few to
each file that loads, then undoes and redoes them.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from functools import cache
from typing import Any

from gmtracker.encounter import AttackProfile, Combatant, Encounter, Expiry, InitiativeFormula
from gmtracker.encounter.actions_attack import AttackCommand
from gmtracker.encounter.actions_care import HealCommand, TempHpCommand
from gmtracker.encounter.actions_check import CheckCommand
from gmtracker.encounter.actions_damage import DamageCheckCommand
from gmtracker.encounter.actions_percentile import PercentileCheckCommand, PercentileSide
from gmtracker.encounter.actions_recovery import DyingCheckCommand, RecoveryCheckCommand
from gmtracker.encounter.actions_rest import AdvanceTimeCommand
from gmtracker.encounter.command import Command
from gmtracker.encounter.conditions import AddCondition, EditCondition, RemoveCondition
from gmtracker.encounter.encounter_settings import ChangeSettings
from gmtracker.encounter.roster import (
    AddCombatant,
    AddLogNote,
    DuplicateCombatant,
    EditCombatant,
    RemoveCombatants,
    RenameEncounter,
    SetInitiative,
)
from gmtracker.encounter.turns import (
    Delay,
    EndCombat,
    NextTurn,
    PreviousTurn,
    SetInCombat,
    StartCombat,
    initiative_die,
    needs_initiative,
)
from gmtracker.rules.attack import ResolutionMode
from gmtracker.rules.dice import RandomDice
from gmtracker.rules.wound_codes import DamageState
from gmtracker.storage.encounter_file import encode_encounter
from gmtracker.storage.resources import demo_encounter_path
from tests.large_encounters import large_encounter

#: Whole numbers at and past the edges of every range, and past what Qt and JSON hold.
EDGE_INTS = (
    -(10**30), -(2**63), -(2**53), -(2**31) - 1, -(2**31), -10_001, -10_000, -9999, -1000, -999, -100, -1,
    0, 1, 2, 3, 19, 20, 21, 99, 100, 101, 999, 1000, 9999, 10_000, 2**31 - 1, 2**31, 3_000_000_000,
    2**53 - 1, 2**53, 10**17, 10**30,
)
EDGE_FLOATS = (-1.0, -0.0, 0.5, 999_999.0, 1_000_000.0, 1e300)
BLANKS = ("", " ", "\t\n", "\u3000")
#: Values of the wrong type (valid JSON all of them).
OTHER_VALUES: tuple[Any, ...] = (None, True, False, 1.5, "x", "林月", [], {}, [1, "a", None], {"a": {"b": []}})
_HEADER = {"format", "version"}


@cache
def base_files() -> tuple[bytes, ...]:
    """Valid files to start from: the demo, and small encounters in and out of combat."""
    files = [demo_encounter_path().read_bytes()]
    for size, log, variant in ((4, 3, 0), (4, 3, 1), (6, 5, 2), (2, 0, 3), (9, 2, 4)):
        encounter = large_encounter(size, log, variant)
        if variant % 2:
            encounter.turn = type(encounter.turn)(clock=encounter.turn.clock)
        files.append(encode_encounter(encounter))
    return tuple(files)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside nested dicts and lists (the root and the header excluded)."""
    found: list[tuple[Any, ...]] = []
    children: Any = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, child in children:
        if not prefix and key in _HEADER:
            continue
        found.append((*prefix, key))
        found.extend(_paths(child, (*prefix, key)))
    return found


def _at(tree: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        tree = tree[key]
    return tree


def _ids(tree: dict[str, Any]) -> list[Any]:
    return [c.get("id") for c in tree.get("combatants") or [] if isinstance(c, dict)]


def _combatant(tree: dict[str, Any], rng: random.Random) -> dict[str, Any] | None:
    roster = [c for c in tree.get("combatants") or [] if isinstance(c, dict)]
    return rng.choice(roster) if roster else None


def _number(tree: dict[str, Any], rng: random.Random) -> None:
    paths = [p for p in _paths(tree) if type(_at(tree, p)) in (int, float)]
    if paths:
        path = rng.choice(paths)
        edges = EDGE_INTS if type(_at(tree, path)) is int else EDGE_FLOATS + EDGE_INTS[10:-5]
        _at(tree, path[:-1])[path[-1]] = rng.choice(edges)


def _blank(tree: dict[str, Any], rng: random.Random) -> None:
    paths = [p for p in _paths(tree) if isinstance(_at(tree, p), str)]
    if paths:
        path = rng.choice(paths)
        _at(tree, path[:-1])[path[-1]] = rng.choice(BLANKS)


def _duplicate(tree: dict[str, Any], rng: random.Random) -> None:
    lists = [p for p in _paths(tree) if isinstance(_at(tree, p), list) and _at(tree, p) and p[0] != "log"]
    if lists:
        items = _at(tree, rng.choice(lists))
        items.insert(rng.randrange(len(items) + 1), copy.deepcopy(rng.choice(items)))


def _dangling(tree: dict[str, Any], rng: random.Random) -> None:
    ids = _ids(tree)
    holder = rng.choice([*ids, "ghost", None])
    if rng.random() < 0.5 or not ids:
        tree.setdefault("turn", {})["current"] = holder
        return
    combatant = _combatant(tree, rng)
    if combatant is not None:
        conditions = combatant.setdefault("conditions", [])
        if not conditions:
            conditions.append({"id": "hex", "name": "Hexed", "rounds": 2})
        rng.choice(conditions)["anchor"] = holder


def _turn(tree: dict[str, Any], rng: random.Random) -> None:
    tree["turn"] = {"started": rng.random() < 0.6, "round": rng.choice((-1, 0, 1, 2, 7, 2**40)),
                    "current": rng.choice([*_ids(tree), None, "ghost"]), "clock": rng.choice((-1, 0, 3, 2**31))}
    if rng.random() < 0.3:
        for combatant in tree.get("combatants") or []:
            if isinstance(combatant, dict) and combatant.get("id") == tree["turn"]["current"]:
                combatant["in_combat"] = False


def _condition(tree: dict[str, Any], rng: random.Random) -> None:
    combatant = _combatant(tree, rng)
    if combatant is None:
        return
    condition = {"id": rng.choice(("hex", "", "blessed")), "name": rng.choice(("Hexed", "", " ", "林")),
                 "rounds": rng.choice((None, -1, 0, 1, 3, 9999, 10_000)),
                 "remaining": rng.choice((None, -1, 0, 1, 2, 3, 4, 10_000)),
                 "expiry": rng.choice(("turn_start", "turn_end")), "anchor": rng.choice([None, "ghost", *_ids(tree)])}
    combatant.setdefault("conditions", []).append({k: v for k, v in condition.items() if v is not None})


def _states(tree: dict[str, Any], rng: random.Random) -> None:
    combatant = _combatant(tree, rng)
    if combatant is not None:
        combatant["states"] = [{"state": rng.choice([s.value for s in DamageState]),
                                "began": rng.choice((0, 1, 5, -1, 2**40)), "periods_used": rng.choice((0, 1, -2))}
                               for _ in range(rng.randint(0, 3))]


def _flag(tree: dict[str, Any], rng: random.Random) -> None:
    paths = [p for p in _paths(tree) if isinstance(_at(tree, p), bool)]
    if paths:
        path = rng.choice(paths)
        _at(tree, path[:-1])[path[-1]] = not _at(tree, path)


def _remove(tree: dict[str, Any], rng: random.Random) -> None:
    paths = [p for p in _paths(tree) if isinstance(_at(tree, p[:-1]), dict)]
    if paths:
        path = rng.choice(paths)
        del _at(tree, path[:-1])[path[-1]]


def _retype(tree: dict[str, Any], rng: random.Random) -> None:
    paths = _paths(tree)
    if paths:
        path = rng.choice(paths)
        _at(tree, path[:-1])[path[-1]] = copy.deepcopy(rng.choice(OTHER_VALUES))


MUTATIONS: dict[str, Callable[[dict[str, Any], random.Random], None]] = {
    "number": _number, "blank": _blank, "duplicate": _duplicate, "dangling": _dangling, "turn": _turn,
    "condition": _condition, "states": _states, "flag": _flag, "remove": _remove, "retype": _retype,
}
#: How often each mutation is drawn: mostly the ones that keep the types right.
_WEIGHTS = {"number": 6, "blank": 3, "duplicate": 3, "dangling": 2, "turn": 2, "condition": 3, "states": 2,
            "flag": 2, "remove": 1, "retype": 1}


def fuzzed_file(rng: random.Random) -> tuple[bytes, tuple[str, ...]]:
    """A valid file damaged by one to three mutations, and their names."""
    tree = json.loads(rng.choice(base_files()))
    kinds = tuple(rng.choices(list(_WEIGHTS), weights=list(_WEIGHTS.values()), k=rng.choice((1, 1, 2, 3))))
    for kind in kinds:
        try:
            MUTATIONS[kind](tree, rng)
        except (TypeError, AttributeError, KeyError, IndexError):
            pass  # an earlier mutation changed the shape this one works on: it does nothing
    return json.dumps(tree, ensure_ascii=False).encode(), kinds


# -- a GM's actions ----------------------------------------------------------------------------

def random_command(encounter: Encounter, rng: random.Random) -> Command:
    """One command of a random kind against ``encounter`` as it is (it may be refused)."""
    ids = encounter.ids()
    pick = rng.choice(ids) if ids else "nobody"
    other = rng.choice(ids) if ids else "nobody"
    dice = RandomDice(rng)
    # With nobody in the encounter, only what needs nobody (the GM cannot pick anyone).
    kind = rng.choice(COMMAND_KINDS if ids else NOBODY_KINDS)
    c = encounter.combatant(pick) if encounter.has(pick) else Combatant(id=pick, name=pick)
    if kind == "next":
        return NextTurn()
    if kind == "previous":
        return PreviousTurn()
    if kind == "start":
        die = initiative_die(encounter.settings.initiative_formula)
        return StartCombat(naturals={cid: rng.randint(1, die) for cid in needs_initiative(encounter)},
                           roll_offs={cid: [rng.randint(1, die) for _ in range(6)] for cid in ids})
    if kind == "end":
        return EndCombat()
    if kind == "delay":
        return Delay(pick, other)
    if kind == "in_combat":
        return SetInCombat(pick, not c.in_combat)
    if kind == "add":
        return AddCombatant(Combatant(id="", name=rng.choice(("Wolf", "狼", "Goblin")),
                                      initiative=rng.choice((None, 1, 12, 9999))))
    if kind == "edit":
        field, value = rng.choice((("wounds", rng.choice(EDGE_INTS)), ("base_defense", rng.choice(EDGE_INTS)),
                                   ("initiative", rng.choice(EDGE_INTS)), ("name", rng.choice(("", "Renamed"))),
                                   ("hit_penalties", rng.choice((0, 2, 999, 1000))), ("notes", "angry"),
                                   ("temp_hp", rng.choice((0, 5, 10_000))), ("constitution", rng.choice((None, 0, 12)))))
        return EditCombatant(pick, {field: value})
    if kind == "duplicate":
        return DuplicateCombatant(pick, rng.randint(1, 2))
    if kind == "remove":
        return RemoveCombatants([pick])
    if kind == "initiative":
        return SetInitiative({pick: rng.choice((None, 5, 20, 9999, 10_000))})
    if kind == "attack":
        attack: int | AttackProfile = rng.randrange(len(c.attacks)) if c.attacks else AttackProfile(name="Fist")
        return AttackCommand(attacker=pick, targets=(other,), attack=attack).roll(encounter, dice)
    if kind == "damage":
        return DamageCheckCommand(target=pick, damage=rng.choice(("1d6", "2d8+3", 30)),
                                       lethal=rng.random() < 0.7).roll(encounter, dice)
    if kind == "heal":
        return HealCommand(pick, "1d8+1", count=rng.choice(("wounds", "bruises"))).roll(encounter, dice)
    if kind == "temp_hp":
        return TempHpCommand(pick, rng.choice((0, 5, 9999)), rounds=rng.choice((None, 1, 10)))
    if kind == "time":
        return AdvanceTimeCommand(rng.choice((1, 10, 600, 14_400)), resting=rng.random() < 0.5,
                                  ignore_dying=True, modes="all").roll(encounter, dice)
    if kind == "dying":
        return DyingCheckCommand(pick).roll(encounter, dice)
    if kind == "recovery":
        return RecoveryCheckCommand(pick, rng.choice(list(DamageState))).roll(encounter, dice)
    if kind == "check":
        return CheckCommand(actor=pick, dc=rng.randint(5, 25)).roll(encounter, dice)
    if kind == "percentile":
        base = rng.choice([None, *c.percentile])
        if other != pick and rng.random() < 0.5:
            return PercentileCheckCommand(PercentileSide(pick, base=base),
                                               passives=[PercentileSide(other)]).roll(encounter, dice)
        return PercentileCheckCommand(PercentileSide(pick, base=base), target_value=50).roll(encounter, dice)
    if kind == "condition":
        return AddCondition(pick, rng.choice(("Hexed", "林")), rounds=rng.choice((None, 1, 3)),
                            expiry=rng.choice(list(Expiry)), anchor=rng.choice((None, other)))
    if kind == "edit_condition" and c.conditions:
        condition = rng.choice(c.conditions)
        change = rng.choice(({"rounds": rng.choice((None, 2, 9999))}, {"remaining": rng.choice((1, 2, 5))},
                             {"anchor": rng.choice((None, other))}, {"name": "Renamed"}))
        return EditCondition(pick, condition.id, **change)  # type: ignore[arg-type]
    if kind == "remove_condition" and c.conditions:
        return RemoveCondition(pick, rng.choice(c.conditions).id)
    if kind == "settings":
        return ChangeSettings(**rng.choice(({"critical_from": rng.choice((90, 96, 101))},
                                            {"fumble_to": rng.choice((0, 5, 95))},
                                            {"skip_defeated": rng.random() < 0.5},
                                            {"initiative_formula": rng.choice(list(InitiativeFormula))},
                                            {"resolution": rng.choice(list(ResolutionMode))})))
    if kind == "rename":
        return RenameEncounter(name=rng.choice(("", "Renamed", "%1 {name}")))
    return AddLogNote("log_note", "a note", actor=pick)


COMMAND_KINDS = ("next", "next", "next", "previous", "start", "end", "delay", "in_combat", "add", "edit", "duplicate",
                 "remove", "initiative", "attack", "damage", "heal", "temp_hp", "time", "dying", "recovery",
                 "check", "percentile", "condition", "edit_condition", "remove_condition", "settings", "rename",
                 "note")
NOBODY_KINDS = ("next", "previous", "start", "end", "add", "time", "settings", "rename")

"""A large, realistic encounter built deterministically, for benchmarks and the kill test.

``large_encounter(1000, 20_000)`` gives a thousand combatants (attacks, states,
conditions, CJK names) and twenty thousand log entries, each with a nested rules record:
one in twenty an attack as the attack command writes it, the others the first file format's
compact attack (the same bytes as this benchmark's log had before issue 28, so its figures
stay comparable; a log of 20,000 of today's attack records would pass the 20 MB file limit). ``variant`` changes every wound count and the name,
so two variants make two different files of about the same size.
"""

from __future__ import annotations

import random

import msgspec

from gmtracker.encounter import (
    AttackProfile,
    Attributes,
    Combatant,
    Condition,
    Encounter,
    LogEntry,
    Side,
    StateEntry,
    TurnState,
    encoded_record,
)
from gmtracker.encounter.action_support import check_record
from gmtracker.encounter.actions_attack import HitCheckAttackRecord
from gmtracker.encounter.log_kind import encode_record, log_kind
from gmtracker.rules.checks import Check, CheckKind, hit_outcome, resolve
from gmtracker.rules.wound_codes import DamageState

_NAMES = ("Goblin", "ゴブリン", "Orc", "林月", "Skeleton", "佐藤 健", "Ogre", "Wolf")


def large_encounter(combatants: int = 1000, log_entries: int = 20_000, variant: int = 0) -> Encounter:
    """A deterministic encounter of this size (same arguments, equal encounters)."""
    rng = random.Random(f"{combatants}/{log_entries}/{variant}")
    ids = [f"c{n}" for n in range(combatants)]
    roster = []
    for n, cid in enumerate(ids):
        roster.append(Combatant(
            id=cid,
            name=f"{_NAMES[n % len(_NAMES)]} {n + 1}",
            side=Side.PC if n % 10 == 0 else Side.ENEMY,
            initiative=rng.randint(1, 30),
            attributes=Attributes(strength=rng.randint(-2, 5), agility=rng.randint(-2, 5),
                                  size=rng.randint(0, 8), spirit=rng.randint(-2, 3)),
            proficiency=rng.randint(0, 4),
            base_defense=rng.randint(10, 20),
            carried_weight=round(rng.uniform(0, 40), 1),
            hit_dice=f"{rng.randint(1, 6)}d8",
            wounds=(n + variant) % 4,
            bruises=rng.randint(0, 3),
            states=[StateEntry(DamageState.SERIOUSLY_WOUNDED, began=2)] if n % 7 == 0 else [],
            notes="Keeps to the shadows; flees below half strength." if n % 3 == 0 else "",
            attacks=[AttackProfile(name="Scimitar", damage="1d6+2"),
                     AttackProfile(name="Shortbow", damage="1d6", extra_damage="1d4")],
            conditions=[Condition(id="blessed", name="Blessed", rounds=3, remaining=2, anchor=cid)]
            if n % 5 == 0 else [],
        ))
    log = []
    for n in range(log_entries):
        actor = ids[n % combatants] if combatants else None
        target = ids[(n * 7 + 3) % combatants] if combatants else None
        naturals = (rng.randint(1, 20), rng.randint(1, 20))
        real = n % 20 == 0  # one in twenty as the attack command writes it today (about 1.4 kB each)
        log.append(LogEntry(
            kind="attack" if real else "first_format_attack",
            text=f"Attack: {naturals} +4 vs 15",
            round=n // 50,
            turn=actor,
            actor=actor,
            actor_name=f"Goblin {n % 1000}",
            targets=[target] if target else [],
            raw_record=(_attack_record(actor or "", target or "", naturals) if real
                        else _first_format_record(naturals, n)),
            rule_ids=["A3", "A14", "A17", "B2", "B3"] if real else ["A14", "B1"],
        ))
    return Encounter(
        name=f"Siege of the Thousand (variant {variant})",
        notes="A benchmark encounter.",
        turn=TurnState(started=True, round=400, current=ids[0] if ids else None, clock=400),
        combatants=roster,
        log=log,
    )


def _attack_record(attacker: str, target: str, naturals: tuple[int, int]) -> msgspec.Raw:
    """A hit check with a penalty die (A3: the lower d20 kept) against defense 15, as the attack
    command writes it: the declared sample's record, with these combatants and dice."""
    sample = log_kind("attack").sample  # type: ignore[union-attr]
    assert isinstance(sample, HitCheckAttackRecord)
    check = Check(kind=CheckKind.HIT, dc=15, attribute_bonus=2, penalty_dice=1, proficiency_bonus=2)
    result = resolve(check, naturals)
    outcome = hit_outcome(result.degree)
    record = msgspec.structs.replace(sample, attacker=attacker, target=target, hit_check=check_record(result),
                                     outcome=outcome, damage=sample.damage if outcome.value != "miss" else None)
    return encode_record(record)


def _first_format_record(naturals: tuple[int, int], n: int) -> msgspec.Raw:
    """A first-format attack (``first_format_attack``): the roll, its modifiers, the DC and the hit."""
    total = max(naturals) + 4
    return encoded_record({"roll": {"dice": "2d20kh1", "naturals": list(naturals), "kept": [True, False]},
                           "total": total, "modifiers": [{"source": "strength", "value": 2, "applied": True},
                                                         {"source": "cover", "value": -2, "applied": False,
                                                          "why": "no cover in melee"}],
                           "dc": 15, "hit": total >= 15, "ratio": 0.5 * n})

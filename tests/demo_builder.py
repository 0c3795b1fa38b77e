"""Builds the bundled demo encounter (``resources/demo/demo.json``) from real commands.

The demo shows a GM every feature on first start: all four sides, attack profiles of
every kind (melee, ranged, special, finesse, thrown, nonlethal, a wide threat range,
a size-difference attack), a hidden combatant, a combatant without constitution
(B9), 1D100 base values, conditions with durations, a combat in progress and a roll
log made by the engine itself. The dice come from a seeded generator, so the file is
the same every time. Regenerate it with::

    .venv/bin/python -m tests.demo_builder resources/demo/demo.json
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from gmtracker.encounter import AttackProfile, Attributes, Combatant, Defense, Encounter, Expiry, Side
from gmtracker.encounter.actions_attack import AttackCommand
from gmtracker.encounter.actions_care import HealCommand, TempHpCommand
from gmtracker.encounter.actions_recovery import DyingCheckCommand
from gmtracker.encounter.actions_check import CheckCommand
from gmtracker.encounter.command import Command
from gmtracker.encounter.conditions import AddCondition
from gmtracker.encounter.roster import AddCombatant, DuplicateCombatant
from gmtracker.encounter.turns import NextTurn, StartCombat
from gmtracker.rules.checks import Attribute, AttackRange, CheckKind, Proficiency, SizeDirection
from gmtracker.rules.damage import Size
from gmtracker.rules.wound_codes import DamageState
from gmtracker.rules.dice import RandomDice

SEED = 101


def roster() -> list[Combatant]:
    def attrs(strength: int, agility: int, size: int, spirit: int, intellect: int) -> Attributes:
        return Attributes(strength, agility, size, spirit, intellect)

    return [
        Combatant(
            id="ayla-thornwood", name="Ayla Thornwood", side=Side.PC, initiative=17,
            attributes=attrs(1, 3, 3, 2, 0), proficiency=2, base_defense=14, carried_weight=11, constitution=12,
            hit_dice="3d8", percentile={"accuracy": 65, "evasion": 50, "initiative": 60},
            notes="Ranger. Favoured foe: goblins.",
            attacks=[AttackProfile(name="Longbow", range=AttackRange.RANGED, damage="1d8", target_defense=Defense.REFLEX,
                                   threat_low=19),
                     AttackProfile(name="Short sword", finesse=True, damage="1d6")]),
        Combatant(
            id="lin-yue", name="林月", side=Side.PC, initiative=12, attributes=attrs(0, 1, 2, 3, 3), proficiency=2,
            base_defense=11, carried_weight=4, constitution=10, hit_dice="3d6", wounds=1, bruises=2,
            percentile={"accuracy": 45, "evasion": 40, "magic": 70},
            notes="符咒师。Talisman caster; tends the wounded.",
            attacks=[AttackProfile(name="Binding talisman", range=AttackRange.SPECIAL, key_attribute=Attribute.SPIRIT,
                                   target_defense=Defense.MIND, damage="2d4", lethal=False, percentile_base="magic")]),
        Combatant(
            id="sato-ken", name="佐藤 健", side=Side.PC, initiative=9, attributes=attrs(3, 1, 4, 0, 1),
            proficiency=2, base_defense=16, carried_weight=38, constitution=14, hit_dice="3d10",
            percentile={"accuracy": 60, "evasion": 35},
            notes="侍。Katana and chain armour; trained in martial arts.",
            attacks=[AttackProfile(name="Katana", damage="1d10", critical_multiplier=2, threat_low=19),
                     AttackProfile(name="Unarmed strike", damage="1d3", lethal=False, proficiency=Proficiency.FULL)]),
        Combatant(
            id="mill-dog", name="Bramble (mill dog)", side=Side.ALLY, initiative=14, attributes=attrs(1, 2, 1, 1, -3),
            base_defense=12, constitution=13, hit_dice="2d8", size_category=Size.SMALL,
            percentile={"accuracy": 40, "evasion": 55},
            attacks=[AttackProfile(name="Bite", damage="1d6", proficiency=Proficiency.NONE)]),
        Combatant(
            id="goblin-cutthroat", name="Goblin Cutthroat", side=Side.ENEMY, initiative=15,
            attributes=attrs(0, 3, 1, 0, 0), proficiency=1, base_defense=13, carried_weight=6, constitution=10,
            hit_dice="1d8", size_category=Size.SMALL, percentile={"accuracy": 50, "evasion": 45},
            notes="Flees when the ogre falls.",
            attacks=[AttackProfile(name="Dagger", finesse=True, damage="1d4", target_defense=Defense.REFLEX),
                     AttackProfile(name="Thrown dagger", range=AttackRange.RANGED, thrown=True, damage="1d4")]),
        Combatant(
            id="goblin-archer", name="Goblin Archer", side=Side.ENEMY, initiative=14, attributes=attrs(0, 2, 1, 0, 0),
            proficiency=1, base_defense=12, carried_weight=9, constitution=10, hit_dice="1d8", size_category=Size.SMALL,
            percentile={"accuracy": 55, "evasion": 35}, notes="Shortbow from the mill roof; half cover.",
            attacks=[AttackProfile(name="Shortbow", range=AttackRange.RANGED, damage="1d6")]),
        Combatant(
            id="goblin-shaman", name="ゴブリン呪術師", side=Side.ENEMY, initiative=10, attributes=attrs(-1, 1, 1, 3, 2),
            proficiency=1, base_defense=11, constitution=9, hit_dice="2d6", size_category=Size.SMALL,
            percentile={"accuracy": 40, "evasion": 30, "magic": 60},
            notes="Hexes the nearest PC, hides behind the ogre.",
            attacks=[AttackProfile(name="Hex", range=AttackRange.SPECIAL, key_attribute=Attribute.SPIRIT,
                                   target_defense=Defense.MIND, damage="1d6", extra_damage="1d4", percentile_base="magic")]),
        Combatant(
            id="goblin-lurker", name="Goblin Lurker", side=Side.ENEMY, hidden=True, initiative=13,
            attributes=attrs(0, 3, 1, 0, 0), proficiency=1, base_defense=13, constitution=10, hit_dice="1d8",
            size_category=Size.SMALL, percentile={"accuracy": 50, "evasion": 50},
            notes="Hidden in the reeds: the players have not seen it.",
            attacks=[AttackProfile(name="Hooked spear", damage="1d8", threat_low=20, critical_multiplier=3)]),
        Combatant(
            id="grukk", name="Grukk the Ogre", side=Side.ENEMY, initiative=6, attributes=attrs(5, -1, 9, -1, -2),
            proficiency=2, base_defense=15, carried_weight=80, speed=8, constitution=18, hit_dice="4d8",
            size_category=Size.LARGE, percentile={"accuracy": 60, "evasion": 20},
            notes="Takes 4 squares. Guards the millstone; never retreats.",
            attacks=[AttackProfile(name="Greatclub", damage="2d8", size_direction=SizeDirection.BIGGER,
                                   critical_multiplier=3, extra_damage="1d6")]),
        Combatant(
            id="skeleton", name="Millrace Skeleton", side=Side.ENEMY, initiative=8, attributes=attrs(1, 1, 2, -3, -3),
            base_defense=13, constitution=None, hit_dice="2d12", percentile={"accuracy": 45, "evasion": 25},
            notes="Undead: no constitution (B9).",
            attacks=[AttackProfile(name="Rusty scimitar", damage="1d6", threat_low=18)]),
        Combatant(
            id="old-bram", name="Old Bram the Miller", side=Side.NEUTRAL, initiative=4, attributes=attrs(0, 0, 2, 1, 1),
            base_defense=10, constitution=11, hit_dice="1d6", bruises=3, in_combat=False,
            notes="Hiding in the loft. Knows the sluice gate can flood the yard."),
    ]


def build_demo() -> Encounter:
    """The demo encounter, built by applying real commands with seeded dice."""
    encounter = Encounter(name="Ambush at the Old Mill",
                          notes="Goblins hold the mill on the river road; their ogre guards the millstone.")
    rng = random.Random(SEED)
    dice = RandomDice(rng)

    def run(command: Command) -> None:
        command.apply(encounter)

    for combatant in roster():
        run(AddCombatant(combatant))
    run(DuplicateCombatant("goblin-archer"))
    run(AddCondition("ayla-thornwood", "Blessed", "+1 status to hit (林月's prayer)", rounds=3,
                     expiry=Expiry.TURN_START, anchor="lin-yue"))
    run(AddCondition("goblin-lurker", "Hiding", "in the reeds until it attacks"))
    run(StartCombat(roll_offs={"mill-dog": [17], "goblin-archer": [11], "goblin-archer-2": [6]}))
    run(AttackCommand(attacker="ayla-thornwood", targets=["goblin-cutthroat"], attack=0).roll(encounter, dice))
    run(NextTurn())
    if encounter.combatant("goblin-cutthroat").has_state(DamageState.UNCONSCIOUS):
        run(DyingCheckCommand("goblin-cutthroat").roll(encounter, dice))
    else:
        run(AttackCommand(attacker="goblin-cutthroat", targets=["ayla-thornwood"], attack=0).roll(encounter, dice))
    run(NextTurn())
    run(AttackCommand(attacker="mill-dog", targets=["goblin-archer"], attack=0).roll(encounter, dice))
    run(NextTurn())
    if encounter.combatant("goblin-archer").has_state(DamageState.UNCONSCIOUS):
        run(DyingCheckCommand("goblin-archer").roll(encounter, dice))
    run(NextTurn())
    run(AttackCommand(attacker="goblin-archer-2", targets=["sato-ken", "lin-yue"], attack=0).roll(encounter, dice))
    run(AttackCommand(attacker="goblin-archer-2", targets=["sato-ken"], attack=0).roll(encounter, dice))
    run(NextTurn())
    run(CheckCommand(actor="lin-yue", check_kind=CheckKind.ATTRIBUTE,
                          attribute=Attribute.SPIRIT, dc=12, proficiency=Proficiency.FULL,
                          note="spot the lurker in the reeds").roll(encounter, dice))
    if encounter.combatant("lin-yue").has_state(DamageState.SERIOUSLY_WOUNDED):
        run(HealCommand("lin-yue", "1d8+1", healer="lin-yue", state="seriously_wounded").roll(encounter, dice))
    else:
        run(HealCommand("lin-yue", "1d8+1", healer="lin-yue", count="wounds").roll(encounter, dice))
    run(TempHpCommand("sato-ken", 6, rounds=10, source="lin-yue"))
    return encounter


def main(argv: list[str]) -> int:
    from gmtracker.storage import save_encounter

    target = Path(argv[0]) if argv else Path("resources/demo/demo.json")
    save_encounter(build_demo(), target)
    bak = target.with_name(target.name + ".bak")
    if bak.exists():
        bak.unlink()
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

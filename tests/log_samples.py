"""An encounter whose roll log holds every kind of entry the engine writes, made by real commands.

:func:`sample_log` runs the roster, turn, d20, damage, care, rest, 1D100 and condition
commands with chosen dice, so the log holds each kind (and the variants its line
renders differently: a miss, a hit, a critical hit, a defense check with a
confirmation, a versus attack, a hidden DC, a reroll, a skill trial, take 10…).
``words`` replaces the names the GM types (CJK ones for the translation tests).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from gmtracker.encounter import AttackProfile, Attributes, Combatant, Encounter, Expiry, Settings, Side
from gmtracker.encounter.actions_attack import AttackCommand
from gmtracker.encounter.actions_care import HealCommand, TempHpCommand
from gmtracker.encounter.actions_check import CheckCommand, Reroll
from gmtracker.encounter.actions_damage import DamageCheckCommand
from gmtracker.encounter.actions_percentile import PercentileCheckCommand, PercentileSide
from gmtracker.encounter.actions_recovery import DyingCheckCommand, RecoveryCheckCommand
from gmtracker.encounter.actions_rest import AdvanceTimeCommand
from gmtracker.encounter.command import Command, PatchBuilder
from gmtracker.encounter.conditions import (AddCondition, ConditionTick, EditCondition, RemoveCondition,
                                            log_expired)
from gmtracker.encounter.encounter_settings import ChangeSettings
from gmtracker.encounter.model import Condition, StateEntry
from gmtracker.encounter.roster import (AddCombatant, AddLogNote, DuplicateCombatant, EditCombatant,
                                        RemoveCombatants, RenameEncounter, SetInitiative)
from gmtracker.encounter.turns import (Delay, DyingCheckPrompt, EndCombat, NextTurn, PreviousTurn, RecoveryCheckPrompt,
                                       SetInCombat, StartCombat)
from gmtracker.rules.attack import ResolutionMode
from gmtracker.rules.checks import Attribute, CheckKind, Modifier, ModifierType
from gmtracker.rules.dice import TypedDice
from gmtracker.rules.wound_codes import DamageState

#: The words the GM types: combatant names by id, then attack, condition, base-value and
#: note names (English here; the translation tests pass CJK ones).
WORDS = {"ayla": "Ayla", "gob": "Goblin", "ogre": "Ogre", "lin": "Lin", "bones": "Skeleton",
         "sword": "Sword", "club": "Club", "blessed": "Blessed", "prone": "Prone", "hasted": "Hasted",
         "accuracy": "accuracy", "evasion": "evasion", "climb": "climb", "aim": "aim", "note": "The bridge is out",
         "hurt": "Hurt", "tired": "Tired"}

#: Kinds the engine writes that :func:`sample_log` covers.
KINDS = frozenset({
    "add_combatant", "duplicate_combatant", "remove_combatants", "set_initiative", "start_combat", "turn",
    "previous_turn", "delay", "set_in_combat", "end_combat", "attack", "check", "damage_check", "heal",
    "temp_hp", "dying_check", "recovery_check", "advance_time", "time_effects", "percentile_check",
    "percentile_vs", "percentile_simultaneous", "condition_added", "condition_edited", "condition_removed",
    "condition_expired", "prompt_skipped", "log_note", "change_settings", "b5_unconscious",
})
#: GM-typed words in Chinese/Japanese and digits: whatever English is left in a line is ours.
CJK_WORDS = {"ayla": "艾拉", "gob": "哥布林", "ogre": "食人魔", "lin": "林月", "bones": "骷髅", "sword": "長剣",
             "club": "棍棒", "blessed": "祝福", "prone": "倒地", "hasted": "加速", "accuracy": "命中",
             "evasion": "回避", "climb": "攀爬", "aim": "瞄准", "note": "桥断了", "hurt": "伤者", "tired": "疲者"}


def _roster(names: Mapping[str, str]) -> list[Combatant]:
    sword = AttackProfile(name=names["sword"], damage="1d8", percentile_base=names["accuracy"],
                          percentile_target_base=names["evasion"])
    base = {names["accuracy"]: 60, names["evasion"]: 40}
    return [
        Combatant(id="ayla", name=names["ayla"], side=Side.PC, initiative=15, proficiency=2,
                  attributes=Attributes(strength=2, agility=3), constitution=12,
                  percentile=base, attacks=[sword]),
        Combatant(id="gob", name=names["gob"], initiative=12, attributes=Attributes(agility=2), wounds=2,
                  percentile={names["accuracy"]: 50, names["evasion"]: 40},
                  attacks=[AttackProfile(name=names["club"], damage="1d6", lethal=False,
                                         percentile_base=names["accuracy"], percentile_target_base=names["evasion"])]),
        Combatant(id="ogre", name=names["ogre"], initiative=5, attributes=Attributes(strength=4),
                  constitution=14, percentile={names["accuracy"]: 40, names["evasion"]: 20}, attacks=[sword]),
        Combatant(id="lin", name=names["lin"], side=Side.PC, initiative=9, constitution=10,
                  states=[StateEntry(DamageState.SERIOUSLY_WOUNDED), StateEntry(DamageState.UNCONSCIOUS)],
                  wounds=5),
        Combatant(id="bones", name=names["bones"], initiative=3, constitution=None, hidden=True,
                  states=[StateEntry(DamageState.SERIOUSLY_WOUNDED), StateEntry(DamageState.UNCONSCIOUS)]),
    ]


def sample_log(words: Mapping[str, str] | None = None, *, encounter: Encounter | None = None,
               runner: Callable[[Command], None] | None = None) -> Encounter:
    """The encounter after the sample commands (its ``log`` holds every kind in :data:`KINDS`).

    ``encounter`` (empty) and ``runner`` let a Document run the commands (its undo stack).
    """
    names = {**WORDS, **(words or {})}
    enc = encounter if encounter is not None else Encounter(name="Samples")

    def run(command: Command) -> None:
        if runner is not None:
            runner(command)
        else:
            command.apply(enc)

    for combatant in _roster(names):
        run(AddCombatant(combatant))
    run(DuplicateCombatant("gob", 2))
    gob2, gob3 = enc.ids()[2], enc.ids()[3]
    run(RemoveCombatants([gob3]))
    run(SetInitiative({"gob": 13, gob2: None}))
    run(EditCombatant(gob2, {"initiative": 1}))
    run(AddCondition("ayla", names["blessed"], "+1", rounds=1, expiry=Expiry.TURN_END, anchor="ayla"))
    run(AddCondition("gob", names["prone"]))
    run(AddLogNote("log_note", names["note"]))
    run(StartCombat())
    # round 1, Ayla: hit checks (hit, critical hit, miss)
    run(attack(enc, [15, 12], "ayla", "gob"))
    run(attack(enc, [20, 20, 3], "ayla", "ogre"))
    run(attack(enc, [1, 2, 2, 2], "ayla", "ogre", penalty_dice=1,
               modifiers=(Modifier(ModifierType.STATUS, 1, names["blessed"]),)))
    run(CheckCommand(actor="ayla", check_kind=CheckKind.ATTRIBUTE, attribute=Attribute.AGILITY, dc=12,
                     note=names["climb"], d20=(4,), edits=(Reroll((17,)),)))
    run(CheckCommand(actor="ayla", check_kind=CheckKind.PURE, dc=15, dc_hidden=True, d20=(9,), advantage=1, d6=(4,)))
    run(CheckCommand(actor=None, check_kind=CheckKind.HIT, dc=10, passive=True))
    run(NextTurn())  # Blessed ends at the end of Ayla's turn
    run(PreviousTurn())
    run(Delay("ayla", "gob"))
    run(SetInCombat("ogre", False))
    run(SetInCombat("ogre", True))
    # the defense-check mode: a threat and its confirmation; versus mode
    enc.settings = Settings(resolution=ResolutionMode.DEFENSE_CHECK)
    run(attack(enc, [1, 2, 18], "gob", "ayla"))
    run(attack(enc, [19, 19], "gob", "ogre"))
    enc.settings = Settings(resolution=ResolutionMode.VERSUS)
    run(attack(enc, [97, 30, 50, 10, 10], "ayla", "gob", "ogre"))
    enc.settings = Settings(skill_trial=True)
    run(CheckCommand(actor="ayla", attribute=Attribute.STRENGTH, dc=12,
                           skill_trial="wounds").roll(enc, TypedDice([2, 2, 2, 2])))
    run(DamageCheckCommand("ogre", "1", natural=2))
    run(DamageCheckCommand("gob", 4, lethal=False, multiplier=2, attacker="ayla", natural=3))
    run(HealCommand(gob2, "1d8+1", healer="ayla", count="wounds"))  # a copy of Goblin: 2 wounds to heal
    run(HealCommand("lin", "2d8", healer="ayla", state="seriously_wounded", natural=2))
    run(TempHpCommand("ayla", 6, rounds=10, source="lin"))
    run(TempHpCommand("ayla", 4))
    run(TempHpCommand("ayla", 0))
    run(DyingCheckCommand("lin", 15))
    run(DyingCheckCommand("bones"))
    run(AddLogNote("prompt_skipped", "Lin: dying check skipped by the GM", actor="lin",
                   record=DyingCheckPrompt(combatant="lin", automatic_failure=False)))
    run(AddLogNote("prompt_skipped", "Lin: recovery check skipped by the GM", actor="lin",
                   record=RecoveryCheckPrompt(combatant="lin", state=DamageState.UNCONSCIOUS, due=1)))
    run(PercentileCheckCommand(PercentileSide("ayla", 42, names["accuracy"], ((names["aim"], 5),)), target_value=55))
    run(PercentileCheckCommand(PercentileSide(None, 99), target_value=30))
    run(PercentileCheckCommand(PercentileSide("ayla", 50, names["accuracy"]),
                               passives=[PercentileSide("gob", 50, names["evasion"])]))
    run(PercentileCheckCommand(PercentileSide("gob", 3),
                               passives=[PercentileSide("ayla", 60), PercentileSide("ogre", 97)]))
    # C7: simultaneous actions, a tie to the player character, then two non-PCs rolling off
    run(PercentileCheckCommand(PercentileSide("gob", 50, names["evasion"]),
                               passives=[PercentileSide("ayla", 50, names["evasion"])], simultaneous=True))
    run(PercentileCheckCommand(PercentileSide("gob", 40), passives=[PercentileSide("ogre", 40)], simultaneous=True,
                               roll_off=((12, 12), (30, 8))))
    condition = enc.combatant("gob").conditions[0].id
    run(EditCondition("gob", condition, rounds=2, anchor="ayla"))
    run(RemoveCondition("gob", condition))
    run(_Expire("ayla", names["hasted"]))
    run(NextTurn())
    run(NextTurn())
    run(NextTurn())
    run(EndCombat())
    run(AdvanceTimeCommand(10, resting=True, ignore_dying=True))
    run(AdvanceTimeCommand(hours=8, resting=["lin"], recovery={"lin": {"unconscious": "take10"}}, ignore_dying=True))
    run(RecoveryCheckCommand("lin", "seriously_wounded", 20, early=True))
    run(RenameEncounter("Samples 2"))
    # realistic mode, take 20, healing bruises, rest lowering counts, temporary hit points ending
    enc.settings = Settings(realistic=True)
    run(AddCombatant(Combatant(id="hurt", name=names["hurt"], side=Side.PC, initiative=99, constitution=12, wounds=3,
                               states=[StateEntry(DamageState.SERIOUSLY_WOUNDED, began=0),
                                       StateEntry(DamageState.DISABLED, began=0)])))
    run(AddCombatant(Combatant(id="tired", name=names["tired"], side=Side.PC, initiative=98, constitution=12,
                               wounds=2, bruises=12)))
    run(HealCommand("tired", "1d8", healer="hurt", count="bruises"))
    run(TempHpCommand("tired", 5, rounds=1))
    # A16, B2: a hit check outside an attack action, against a target with damage reduction
    run(attack(enc, [15, 12], "ayla", "tired", attack_action=False, reduction={"tired": 2}))
    run(StartCombat())  # Hurt's turn prompts the recovery checks that are due; disabled, it is limited (B5)
    run(attack(enc, [15, 12], "hurt", "tired", attack=AttackProfile(name=names["club"], damage="1d6")))
    run(NextTurn())  # Hurt attacked while disabled: unconscious at the end of its turn (B5)
    run(EndCombat())
    run(AdvanceTimeCommand(hours=1, resting=True, ignore_dying=True))
    run(RecoveryCheckCommand("hurt", "seriously_wounded", None, mode="take20", modifier=1, early=True))
    # last: the samples above set the rule settings directly, which no patch before this one records
    run(ChangeSettings(resolution="versus", realistic=False, critical_from=95))
    return enc


def attack(enc: Encounter, naturals: list[int], attacker: str, *targets: str, **inputs: object) -> AttackCommand:
    """An attack whose dice are ``naturals`` in the order the command asks for them."""
    return AttackCommand(attacker=attacker, targets=targets, **inputs).roll(enc, TypedDice(naturals))


class _Expire(Command):
    """Logs a condition's end the way :func:`log_expired` does (no command of the engine calls it yet)."""

    kind = "expire_condition"

    def __init__(self, target: str, name: str) -> None:
        super().__init__()
        self.target = target
        self.name = name

    def build(self, encounter: Encounter):  # type: ignore[no-untyped-def]
        builder = PatchBuilder(encounter)
        condition = Condition(id="hasted", name=self.name, rounds=2, remaining=0)
        log_expired(builder, [ConditionTick(self.target, condition, True)])
        return builder.build()

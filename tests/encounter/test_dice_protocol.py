"""The dice protocol (issue 13) on every command that rolls: named dice, with_dice, roll, staged dice, odds.

Each command is built from the GM's inputs without dice; ``dice_needed`` names what it still
needs, ``with_dice`` takes naturals for exactly those (refusing a wrong count or a natural off its
die), ``roll`` asks and fills stage by stage, and the same naturals typed or rolled make the same
command. Rule ids: A3/A7 (penalty and advantage dice), A14/B1/B3 (hit, defense, damage), B5/B7/B8
(dying, healing, recovery), C5/C7/C8 (1D100), D1 (initiative).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gmtracker.encounter import ActionError, Encounter
from gmtracker.encounter.actions_attack import AttackCommand
from gmtracker.encounter.actions_care import HealCommand, recovery_bonus
from gmtracker.encounter.actions_check import CheckCommand
from gmtracker.encounter.actions_damage import DamageCheckCommand
from gmtracker.encounter.actions_percentile import PercentileCheckCommand, PercentileSide
from gmtracker.encounter.actions_recovery import DyingCheckCommand, RecoveryCheckCommand, RecoveryChecksCommand
from gmtracker.encounter.actions_rest import AdvanceTimeCommand
from gmtracker.encounter.dice_needs import PENALTY, DieNeed
from gmtracker.encounter.dice_protocol import DiceCommand
from gmtracker.encounter.model import Attributes, Combatant, Side
from gmtracker.encounter.turns import StartCombat
from gmtracker.rules.attack import ResolutionMode
from gmtracker.rules.checks import Attribute
from gmtracker.rules.dice import TypedDice
from gmtracker.rules.wound_codes import DamageState
from tests.encounter.fixtures_care import ward
from tests.encounter.fixtures_d20 import ambush

HIT_CHECK, DEFENSE, VERSUS = ResolutionMode.HIT_CHECK, ResolutionMode.DEFENSE_CHECK, ResolutionMode.VERSUS


def melee(*agilities: int) -> Encounter:
    """D1: combatants in combat without an initiative (equal agility ties on equal naturals)."""
    people = [Combatant(id=f"c{n}", name=f"C{n}", side=Side.ENEMY, attributes=Attributes(agility=agility))
              for n, agility in enumerate(agilities)]
    return Encounter(name="melee", combatants=people)


@dataclass(frozen=True)
class Case:
    """One command of the protocol, on the encounter it is made in."""

    encounter: Callable[[], Encounter]
    command: Callable[[], DiceCommand]


CASES: dict[str, Case] = {
    "A14 attack, hit check, two targets": Case(ambush, lambda: AttackCommand("goblin", ("ayla", "ogre"))),
    "A16 attack with penalty and advantage dice": Case(
        ambush, lambda: AttackCommand("goblin", ("ayla",), penalty_dice=2, advantage=1)),
    "B1 attack, defense check": Case(lambda: ambush(resolution=DEFENSE),
                                     lambda: AttackCommand("goblin", ("ayla", "ogre"), penalty_dice=1)),
    "C8 attack, 1D100 versus": Case(lambda: ambush(resolution=VERSUS),
                                    lambda: AttackCommand("goblin", ("ayla", "ogre"))),
    "A3 A7 check": Case(ambush, lambda: CheckCommand(actor="ayla", attribute=Attribute.AGILITY, penalty_dice=1,
                                                     disadvantage=2)),
    "B3 damage check": Case(ambush, lambda: DamageCheckCommand(target="ayla", damage="1d8+2", attacker="goblin")),
    "B7 healing recovery check": Case(lambda: ward(clock=10),
                                      lambda: HealCommand("bren", "1d8+1", healer="aria", state="unconscious")),
    "B5 dying check": Case(lambda: ward(clock=10), lambda: DyingCheckCommand("bren")),
    "B8 recovery check": Case(lambda: ward(clock=10), lambda: RecoveryCheckCommand("bren", "unconscious")),
    "B8 turn-start recovery checks": Case(lambda: ward(clock=30), lambda: RecoveryChecksCommand("cora", "dazed", 3)),
    "B6 B8 rest": Case(lambda: ward(clock=0), lambda: AdvanceTimeCommand(minutes=3, resting=True, modes="all",
                                                                         ignore_dying=True)),
    "C3 1D100 normal check": Case(lambda: ward(), lambda: PercentileCheckCommand(
        PercentileSide("aria", base="accuracy"), target_value=50)),
    "C8 1D100 one against many": Case(lambda: ward(), lambda: PercentileCheckCommand(
        PercentileSide("aria", base="accuracy"), passives=[PercentileSide("bren", base="evasion"),
                                                           PercentileSide("cora", base="evasion")])),
    "C7 1D100 simultaneous": Case(lambda: ward(), lambda: PercentileCheckCommand(
        PercentileSide("bren"), passives=[PercentileSide("cora")], simultaneous=True)),
    "D1 start of combat": Case(lambda: melee(2, 2, 1), StartCombat),
}
IDS = list(CASES)


def patch_bytes(command: DiceCommand, encounter: Encounter) -> bytes:
    """What the command would do (its patch), as bytes: equal bytes, equal commands."""
    return msgspec.json.encode(command.build(encounter))


def by_with_dice(command: DiceCommand, encounter: Encounter, naturals: list[int]) -> DiceCommand:
    """The command filled stage by stage with ``with_dice``, taking the naturals in order."""
    left = list(naturals)
    while needs := command.dice_needed(encounter):
        taken, left = left[:len(needs)], left[len(needs):]
        command = command.with_dice(needs, taken)
    assert not left, "more naturals than the command used"
    return command


class Recording:
    """A dice source drawing each natural from hypothesis, and keeping them in order.

    After ``drawn`` dice it counts up instead, so a roll-off that hypothesis keeps tied (C7, D1)
    ends: consecutive dice then differ.
    """

    def __init__(self, draw: Callable[[int], int], drawn: int = 12) -> None:
        self.draw = draw
        self.drawn = drawn
        self.naturals: list[int] = []

    def roll(self, sides: int) -> int:
        count = len(self.naturals)
        natural = self.draw(sides) if count < self.drawn else count % sides + 1
        self.naturals.append(natural)
        return natural


@pytest.mark.parametrize("name", IDS)
def test_every_rolling_command_follows_the_protocol_and_names_each_die_once(name: str) -> None:
    case = CASES[name]
    encounter, command = case.encounter(), case.command()
    assert isinstance(command, DiceCommand)
    needs = command.dice_needed(encounter)
    assert needs, "a fresh command asks for dice"
    assert len(set(needs)) == len(needs), f"two dice read alike: {needs}"
    for need in needs:
        assert need.sides in (6, 20, 100) and need.purpose and 0 <= need.index and need.of >= 1


@pytest.mark.parametrize("name", IDS)
def test_with_dice_refuses_a_wrong_count_and_a_natural_off_its_die(name: str) -> None:
    case = CASES[name]
    encounter, command = case.encounter(), case.command()
    needs = command.dice_needed(encounter)
    with pytest.raises(ActionError, match="dice were asked for"):
        command.with_dice(needs, [1] * (len(needs) - 1))
    with pytest.raises(ActionError, match="dice were asked for"):
        command.with_dice(needs, [1] * (len(needs) + 1))
    for bad in (0, needs[-1].sides + 1):
        with pytest.raises(ActionError, match=f"is a d{needs[-1].sides}") as refused:
            command.with_dice(needs, [1] * (len(needs) - 1) + [bad])
        assert refused.value.template.startswith("die {position}")  # translatable (Refusal)


@pytest.mark.parametrize("name", IDS)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_roll_with_typed_dice_equals_the_same_naturals_given_by_with_dice(name: str, data: st.DataObject) -> None:
    """Random naturals: ``roll(TypedDice(n))`` makes the same command as ``with_dice`` stage by stage with n,
    and redo needs no dice (the command holds them)."""
    case = CASES[name]
    encounter = case.encounter()
    recording = Recording(lambda sides: data.draw(st.integers(1, sides)))
    rolled = case.command().roll(encounter, recording)
    assert rolled.dice_needed(encounter) == ()
    typed = case.command().roll(encounter, TypedDice(recording.naturals))
    stepped = by_with_dice(case.command(), encounter, recording.naturals)
    assert patch_bytes(typed, encounter) == patch_bytes(stepped, encounter) == patch_bytes(rolled, encounter)


# -- named dice ---------------------------------------------------------------------------------


def test_A3_A16_penalty_dice_have_their_own_role_and_place() -> None:
    needs = AttackCommand("goblin", ("ayla",), penalty_dice=2).dice_needed(ambush())
    assert [(n.combatant, n.target, n.role, n.index, n.of) for n in needs] == [
        ("goblin", "ayla", "main", 0, 1), ("goblin", "ayla", PENALTY, 0, 2), ("goblin", "ayla", PENALTY, 1, 2)]


def test_B1_the_defender_rolls_the_defense_check_and_the_attacker_the_damage_check() -> None:
    enc = ambush(resolution=DEFENSE)
    command = AttackCommand("goblin", ("ayla",))
    assert [(n.purpose, n.combatant) for n in command.dice_needed(enc)] == [("defense_check", "ayla")]
    command = command.with_dice(command.dice_needed(enc), [2])  # 2 + (reflex 14 − 10) ≤ 11 + 4: a hit
    assert [(n.purpose, n.combatant, n.target) for n in command.dice_needed(enc)] == [
        ("damage_check", "goblin", "ayla")]


# -- staged dice --------------------------------------------------------------------------------


def test_B1_a_threat_asks_for_its_confirmation_then_the_damage_check() -> None:
    enc = ambush(resolution=DEFENSE)
    command = AttackCommand("goblin", ("ayla",))
    command = command.with_dice(command.dice_needed(enc), [1])  # natural 1: a hit and a threat
    assert [n.purpose for n in command.dice_needed(enc)] == ["confirmation"]
    command = command.with_dice(command.dice_needed(enc), [5])
    assert [n.purpose for n in command.dice_needed(enc)] == ["damage_check"]
    command = command.with_dice(command.dice_needed(enc), [10])
    assert command.dice_needed(enc) == ()


def test_A14_B3_a_miss_asks_for_no_damage_check_a_hit_does() -> None:
    enc = ambush()
    command = AttackCommand("goblin", ("ayla", "ogre"))
    command = command.with_dice(command.dice_needed(enc), [2, 19])  # Ayla missed, the Ogre hit
    assert [(n.purpose, n.target) for n in command.dice_needed(enc)] == [("damage_check", "ogre")]


def test_D1_start_of_combat_asks_initiative_then_a_roll_off_while_tied() -> None:
    enc = melee(2, 2, 1)
    command = StartCombat()
    assert [(n.purpose, n.combatant, n.sides) for n in command.dice_needed(enc)] == [
        ("initiative", "c0", 20), ("initiative", "c1", 20), ("initiative", "c2", 20)]
    command = command.with_dice(command.dice_needed(enc), [10, 10, 5])  # c0 and c1: 12 and 12, same side
    assert [(n.purpose, n.combatant, n.index) for n in command.dice_needed(enc)] == [
        ("roll_off", "c0", 0), ("roll_off", "c1", 0)]
    command = command.with_dice(command.dice_needed(enc), [7, 7])  # still tied: roll again
    assert [(n.purpose, n.index) for n in command.dice_needed(enc)] == [("roll_off", 1), ("roll_off", 1)]
    command = command.with_dice(command.dice_needed(enc), [3, 9])
    assert command.dice_needed(enc) == ()
    command.apply(enc)
    assert enc.ids()[:2] == ["c1", "c0"] and enc.turn.started


def test_D1_start_of_combat_rolls_nothing_when_every_initiative_is_set() -> None:
    enc = melee(0, 3)
    for number, c in enumerate(enc.combatants):
        c.initiative = 10 + number
    assert StartCombat().dice_needed(enc) == ()
    assert StartCombat().roll(enc, TypedDice([])).naturals == {}


def test_C7_simultaneous_actions_roll_off_while_tied() -> None:
    enc = ward()
    command = PercentileCheckCommand(PercentileSide("bren"), passives=[PercentileSide("cora")], simultaneous=True)
    command = command.with_dice(command.dice_needed(enc), [40, 40])  # two non-PCs, equal: a roll-off
    assert [(n.purpose, n.combatant, n.index) for n in command.dice_needed(enc)] == [
        ("roll_off", "bren", 0), ("roll_off", "cora", 0)]
    command = command.with_dice(command.dice_needed(enc), [8, 8])
    assert [n.index for n in command.dice_needed(enc)] == [1, 1]
    command = command.with_dice(command.dice_needed(enc), [9, 2])
    assert command.dice_needed(enc) == () and command.roll_off == ((8, 8), (9, 2))


def test_B8_turn_start_recovery_checks_stop_at_the_first_success() -> None:
    enc = ward(clock=30)  # Cora dazed since round 0: three 1-minute periods due, DC 10, Con +1
    command = RecoveryChecksCommand("cora", "dazed", 3)
    assert command.dice_needed(enc) == (DieNeed(20, "recovery_check", "cora", "dazed", 0, of=3),)
    command = command.with_dice(command.dice_needed(enc), [2])  # 3: fails
    assert command.dice_needed(enc) == (DieNeed(20, "recovery_check", "cora", "dazed", 1, of=3),)
    command = command.with_dice(command.dice_needed(enc), [15])  # 16: ends it
    assert command.dice_needed(enc) == ()
    dice = TypedDice([2, 15, 20])
    rolled = RecoveryChecksCommand("cora", "dazed", 3).roll(enc, dice)
    assert rolled.naturals == (2, 15) and dice.remaining == (20,)
    rolled.apply(enc)
    assert not enc.combatant("cora").has_state(DamageState.DAZED)
    assert [entry.kind for entry in enc.log] == ["recovery_check", "recovery_check"]


def test_B8_turn_start_recovery_checks_make_every_due_check_while_they_fail() -> None:
    enc = ward(clock=30)
    rolled = RecoveryChecksCommand("cora", "dazed", 3).roll(enc, TypedDice([1, 1, 1, 1]))
    assert rolled.naturals == (1, 1, 1)
    rolled.apply(enc)
    assert enc.combatant("cora").has_state(DamageState.DAZED)
    with pytest.raises(ActionError, match="missing"):
        RecoveryChecksCommand("cora", "dazed", 3).apply(ward(clock=30))


def test_B8_a_rest_asks_each_states_next_die_only_while_it_fails() -> None:
    enc = ward(clock=0)
    command = AdvanceTimeCommand(minutes=3, resting=True, modes={"cora": {"dazed": "roll"}}, ignore_dying=True)
    assert [(n.state, n.index, n.of) for n in command.dice_needed(enc)] == [("dazed", 0, 3)]
    command = command.with_dice(command.dice_needed(enc), [20])
    assert command.dice_needed(enc) == ()


# -- odds ---------------------------------------------------------------------------------------


def total(distribution: dict[Any, Fraction]) -> Fraction:
    return sum(distribution.values(), Fraction(0))


def test_odds_are_distributions_that_sum_to_1() -> None:
    """A8 (check), B3/B4 (damage), B5/B7/B8 (dying, healing, recovery), C3/C5 (1D100), A14/B1 (attack)."""
    d20 = ambush()
    care = ward(clock=10)
    assert total(CheckCommand(actor="ayla", attribute=Attribute.AGILITY, penalty_dice=1).odds(d20)) == 1
    assert total(DamageCheckCommand(target="ayla", damage="1d8").odds(d20)) == 1
    for target_odds in AttackCommand("goblin", ("ayla", "ogre")).odds(d20).values():
        assert total(target_odds.hit) == 1
    assert total(DyingCheckCommand("bren").odds(care)) == 1
    assert total(DyingCheckCommand("zed").odds(care)) == 1  # B9: certain death
    assert total(RecoveryCheckCommand("bren", "unconscious").odds(care)) == 1
    heal = HealCommand("bren", "1d8+1", state="unconscious").odds(care)
    assert heal is not None and total(heal) == 1
    assert HealCommand("bren", "1d8+1", count="bruises").odds(care) is None  # B7 use 1: no die
    rest = AdvanceTimeCommand(minutes=3, modes="all", ignore_dying=True).odds(care)
    assert rest and all(total(odds) == 1 for odds in rest.values())
    normal = PercentileCheckCommand(PercentileSide("aria", base="accuracy"), target_value=50).odds(care)
    assert normal is not None and total(normal) == 1
    versus = PercentileCheckCommand(PercentileSide("aria"), passives=[PercentileSide("bren")]).odds(care)
    assert versus is not None and total(versus["bren"]) == 1


def test_B7_B8_B10_the_recovery_bonus_the_dialogs_show_is_the_commands() -> None:
    care = ward(clock=10, realistic=True)
    bren = care.combatant("bren")  # Con 12 (+1), 4 wounds, seriously wounded: realistic −4
    assert recovery_bonus(bren, care.settings) == 1 - 4
    command = HealCommand("bren", "1d8+1", state="unconscious")
    assert command.recovery_bonus(care) == 4 - 4  # healing bonus 4 (B2)
    assert command.odds(care) == {True: Fraction(11, 20), False: Fraction(9, 20)}  # d20 + 0 ≥ 10
    assert RecoveryCheckCommand("bren", "unconscious").odds(care)[True] == Fraction(8, 20)  # d20 − 3 ≥ 10
    assert command.recovery_result(care) is None  # no d20 yet
    check = command.with_dice(command.dice_needed(care), [10]).recovery_result(care)
    assert check is not None and (check.total, check.success) == (10, True)



def test_B5_B8_B10_each_check_command_says_the_bonus_its_odds_use() -> None:
    """The turn-start prompts and the rest dialog show the command's bonus (they recomputed it)."""
    care = ward(clock=10, realistic=True)  # bren: Con 12 (+1), realistic −4
    assert DyingCheckCommand("bren").recovery_bonus(care) == 1 - 4
    dying = DyingCheckCommand("bren", modifier=2)
    assert dying.recovery_bonus(care) == 1 - 4 + 2
    assert dying.odds(care)[True] == Fraction(21 - (10 - dying.recovery_bonus(care)), 20)  # d20 + bonus ≥ 10
    single = RecoveryCheckCommand("bren", "unconscious", modifier=1)
    assert single.recovery_bonus(care) == 1 - 4 + 1
    assert single.odds(care)[True] == Fraction(21 - (10 - single.recovery_bonus(care)), 20)
    series = RecoveryChecksCommand("bren", "unconscious", 3, modifier=1)
    assert series.recovery_bonus(care) == single.recovery_bonus(care)
    rest = AdvanceTimeCommand(600)
    assert rest.recovery_bonus(care, "bren") == recovery_bonus(care.combatant("bren"), care.settings) == 1 - 4
    assert rest.recovery_bonus(care, "aria") == 2  # Con 14, 3 wounds: no realistic penalty

# -- what the rules add by themselves, for the attack dialog ------------------------------------


def test_A11_A15_A16_B10_the_attack_says_what_its_rules_add_by_themselves() -> None:
    """The attack dialog's notes come from the hit check's own record (its notes), not from the dialog."""
    from tests.encounter.fixtures_d20 import SAP, ayla, goblin, ogre, with_states

    wounded = with_states(goblin(hit_penalties=1, carried_weight=15.0, wounds=2), DamageState.SERIOUSLY_WOUNDED)
    enc = ambush(wounded, ayla(), ogre(), realistic=True)
    command = AttackCommand("goblin", ("ayla", "ogre"), attack=SAP)
    noted = {(n.code, n.rule_id, n.value) for n in command.automatic_notes(enc)}
    assert noted == {("hit_penalty", "A16", 1), ("heavy_load", "A11", 1), ("realistic_mode", "B10", -2)}
    sizes = {n.value for n in command.automatic_notes(enc, "ogre") if n.code == "size_difference"}
    assert sizes == {-7}  # A15: size 1 − 8 against the Ogre
    assert AttackCommand("goblin", ("ayla",)).automatic_notes(ambush(resolution=VERSUS)) == ()
    hurt = ambush(goblin(), with_states(ayla(wounds=3), DamageState.SERIOUSLY_WOUNDED), ogre(), realistic=True,
                  resolution=DEFENSE)
    assert [(n.code, n.value) for n in AttackCommand("goblin", ("ayla",)).defender_notes(hurt, "ayla")] == [
        ("realistic_mode", -3)]

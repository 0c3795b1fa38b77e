"""AttackCommand: hit check (A14–A17), defense check (B1), 1D100 versus (C5–C8), then damage (B2–B4)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import msgspec
import pytest

from gmtracker.encounter import ActionError, AttackProfile, Defense, Encounter, LogEntry, PatchBuilder
from gmtracker.encounter.actions_attack import AttackCommand, TargetDice
from gmtracker.encounter.dice_needs import DieNeed
from gmtracker.rules.attack import ResolutionMode, attack_odds
from gmtracker.rules.checks import Attribute, HitOutcome, Modifier, ModifierType
from gmtracker.rules.dice import RandomDice, TypedDice
from gmtracker.rules.hits import AttackRange
from gmtracker.rules.wound_codes import DamageOutcome, DamageState
from gmtracker.rules.wounds import damage_check_odds
from tests.encounter.fixtures_d20 import (
    DAGGER,
    JAVELIN,
    SAP,
    SHORTBOW,
    ambush,
    ayla,
    find_key,
    goblin,
    ogre,
    rec,
    snapshot,
    states,
    with_states,
)

S = DamageState
HIT_CHECK, DEFENSE, VERSUS = ResolutionMode.HIT_CHECK, ResolutionMode.DEFENSE_CHECK, ResolutionMode.VERSUS


def attack(enc: Encounter, targets: tuple[str, ...] = ("ayla",), attack: int | AttackProfile = DAGGER,
           **inputs: Any) -> list[LogEntry]:
    """Apply an attack by the goblin; return its log entries."""
    start = len(enc.log)
    AttackCommand("goblin", tuple(targets), attack, **inputs).apply(enc)
    return enc.log[start:]


# -- A14: hit check -------------------------------------------------------------------------


def test_A14_hit_check_against_the_defense_the_profile_names_then_B4_damage() -> None:
    enc = ambush()
    [entry] = attack(enc, dice={"ayla": TargetDice(d20=(11,), damage=13)})
    assert entry.text == ("Goblin attacks Ayla with Dagger: hit check 15 (d20 11, agility +3, proficiency +1) vs reflex defense 14 → hit; "
                          "damage check 16 (d20 13 +3) vs DC 11 → wound, seriously wounded")
    assert entry.kind == "attack" and entry.actor == "goblin" and entry.targets == ["ayla"] and entry.public
    assert enc.combatant("ayla").wounds == 1 and states(enc.combatant("ayla")) == [S.SERIOUSLY_WOUNDED]
    assert enc.combatant("ayla").states[0].began == 30
    assert {"A14", "A16", "A17", "B2", "B3", "B4"} <= set(entry.rule_ids)
    assert rec(entry)["outcome"] == "hit" and rec(entry)["defense"] == {
        "name": "reflex", "value": 14, "target_bonus": 0}


def test_A14_a_miss_makes_no_damage_check() -> None:
    enc = ambush()
    before = enc.combatant("ayla")
    [entry] = attack(enc, dice={"ayla": TargetDice(d20=(9,), damage=20)})
    assert entry.text == "Goblin attacks Ayla with Dagger: hit check 13 (d20 9, agility +3, proficiency +1) vs reflex defense 14 → miss"
    assert rec(entry)["damage"] is None and enc.combatant("ayla") == before


def test_A14_critical_success_is_a_critical_hit_and_B2_multiplies_the_damage() -> None:
    enc = ambush()
    [entry] = attack(enc, dice={"ayla": TargetDice(d20=(20,), damage=2)})
    assert rec(entry)["outcome"] == "critical_hit"
    damage = rec(entry)["damage"]["check"]["damage"]
    assert (damage["multiplier"], damage["total"]) == (2, 6)  # (1d4 → 1, + strength 2) × 2
    assert "→ critical hit; damage check (critical ×2) 8 (d20 2 +6) vs DC 11 → no effect" in entry.text


def test_A14_critical_failure_is_a_miss_logged_as_such() -> None:
    [entry] = attack(ambush(), dice={"ayla": TargetDice(d20=(1,))})
    assert entry.text.endswith("hit check 5 (d20 1, agility +3, proficiency +1) vs reflex defense 14 → miss (critical failure)")


# -- A16: hit penalty -------------------------------------------------------------------------


def test_A16_second_attack_in_a_turn_takes_one_penalty_die() -> None:
    enc = ambush()
    first = AttackCommand("goblin", ("ayla",))
    assert [n.purpose for n in first.dice_needed(enc)] == ["hit_check"]
    attack(enc, dice={"ayla": TargetDice(d20=(3,))})
    assert enc.combatant("goblin").hit_penalties == 1
    second = AttackCommand("goblin", ("ayla",))
    assert second.dice_needed(enc) == (DieNeed(20, "hit_check", "goblin", target="ayla"),
                                        DieNeed(20, "hit_check", "goblin", role="penalty", of=1, target="ayla"))
    [entry] = attack(enc, dice={"ayla": TargetDice(d20=(18, 10), damage=1)})
    assert rec(entry)["hit_check"]["natural"] == 10  # the lowest is kept
    assert "hit check with 1 penalty die 14 (d20 10 of 18, 10, agility +3, proficiency +1)" in entry.text
    assert rec(entry)["hit_penalty"] == {"taken": 1, "taken_after": 2, "penalty_dice": 1}
    assert enc.combatant("goblin").hit_penalties == 2


def test_A16_third_attack_takes_two_penalty_dice_and_A3_caps_extra_ones() -> None:
    enc = ambush(goblin(hit_penalties=2), ayla(), ogre())
    command = AttackCommand("goblin", ("ayla",), penalty_dice=1)
    assert len(command.dice_needed(enc)) == 3
    [entry] = attack(enc, penalty_dice=1, dice={"ayla": TargetDice(d20=(15, 17, 16), damage=1)})
    assert rec(entry)["hit_check"]["natural"] == 15
    notes = rec(entry)["hit_check"]["versions"][0]["check"]["notes"]
    assert {"code": "hit_penalty", "rule_id": "A16", "value": 2} in notes


def test_A16_one_hit_penalty_per_attack_action_not_per_target() -> None:
    enc = ambush()
    entries = attack(enc, targets=("ayla", "ogre"),
                     dice={"ayla": TargetDice(d20=(2,)), "ogre": TargetDice(d20=(3,))})
    assert len(entries) == 2 and enc.combatant("goblin").hit_penalties == 1
    assert [rec(e)["target_number"] for e in entries] == [1, 2]
    assert [e.targets for e in entries] == [["ayla"], ["ogre"]]


def test_A16_a_hit_check_outside_an_attack_action_ignores_and_adds_no_penalty() -> None:
    enc = ambush(goblin(hit_penalties=2), ayla(), ogre())
    command = AttackCommand("goblin", ("ayla",), attack_action=False)
    assert len(command.dice_needed(enc)) == 1
    [entry] = attack(enc, attack_action=False, dice={"ayla": TargetDice(d20=(5,))})
    assert enc.combatant("goblin").hit_penalties == 2 and rec(entry)["hit_penalty"] is None
    assert "A16" not in entry.rule_ids


# -- A11, A15, B10 on the hit check -----------------------------------------------------------


def test_A11_heavy_load_gives_the_hit_check_one_disadvantage() -> None:
    enc = ambush(goblin(carried_weight=15.0), ayla(), ogre())  # capacity (2 + 1) × (1 + 1) = 6
    assert [n.purpose for n in AttackCommand("goblin", ("ayla",)).dice_needed(enc)] == [
        "hit_check", "advantage_die"]
    [entry] = attack(enc, dice={"ayla": TargetDice(d20=(12,), d6=(5,))})
    assert rec(entry)["hit_check"]["total"] == 11 and "A11" in entry.rule_ids  # 12 + 4 − 5


def test_B10_realistic_mode_penalises_the_attackers_hit_check_and_damage_check() -> None:
    hurt = with_states(goblin(wounds=2), S.SERIOUSLY_WOUNDED)
    enc = ambush(hurt, ayla(), ogre(), realistic=True)
    [entry] = attack(enc, dice={"ayla": TargetDice(d20=(14,), damage=12)})
    assert rec(entry)["hit_check"]["total"] == 16  # 14 + 4 − 2
    assert rec(entry)["damage"]["check"]["bonus"] == 1  # 3 − 2
    assert rec(entry)["damage"]["realistic_penalty"] == 2 and "B10" in entry.rule_ids


def test_A15_size_difference_is_an_environment_modifier_on_the_hit_check() -> None:
    enc = ambush()
    entries = attack(enc, targets=("ayla", "ogre"), attack=SAP,
                     dice={"ayla": TargetDice(d20=(10,)), "ogre": TargetDice(d20=(10,))})
    # strength 2 + proficiency 1, then size 1 − 3 = −2 against Ayla, 1 − 8 = −7 against the ogre
    assert [rec(e)["hit_check"]["total"] for e in entries] == [11, 6]
    assert all("A15" in e.rule_ids for e in entries)


def test_the_gm_adds_modifiers_advantage_and_a_target_bonus() -> None:
    enc = ambush()
    [entry] = attack(enc, modifiers=(Modifier(ModifierType.STATUS, 2, "bless"),), advantage=1,
                     target_bonus={"ayla": 3}, dice={"ayla": TargetDice(d20=(10,), d6=(4,), damage=1)})
    assert rec(entry)["hit_check"]["total"] == 20 and rec(entry)["hit_check"]["dc"] == 17
    assert rec(entry)["defense"]["target_bonus"] == 3


# -- B2: the damage bonus and its attribute (ruling) -------------------------------------------


@pytest.mark.parametrize(("index", "bonus"), [(DAGGER, 3), (SHORTBOW, 2), (JAVELIN, 4)])
def test_B2_melee_and_thrown_attacks_add_strength_to_the_damage_bonus(index: int, bonus: int) -> None:
    [entry] = attack(ambush(), attack=index, dice={"ayla": TargetDice(d20=(15,), damage=1)})
    assert rec(entry)["damage"]["check"]["damage"]["total"] == bonus


def test_B2_seed_example_strength_2_longsword_is_bonus_5_and_the_attribute_can_be_switched_off() -> None:
    longsword = AttackProfile(name="Longsword", damage="1d8")
    [entry] = attack(ambush(), attack=longsword, dice={"ayla": TargetDice(d20=(15,), damage=1)})
    assert rec(entry)["damage"]["check"]["total"] == 6  # d20 1 + 5
    assert rec(entry)["attack_index"] is None and rec(entry)["attack"]["name"] == "Longsword"
    [plain] = attack(ambush(), attack=longsword, damage_attribute=None,
                     dice={"ayla": TargetDice(d20=(15,), damage=1)})
    assert rec(plain)["damage"]["check"]["bonus"] == 3
    [agile] = attack(ambush(), attack=longsword, damage_attribute=Attribute.AGILITY,
                     dice={"ayla": TargetDice(d20=(15,), damage=1)})
    assert rec(agile)["damage"]["check"]["bonus"] == 6


def test_B4_nonlethal_attack_adds_bruises_and_B3_damage_reduction_per_target() -> None:
    enc = ambush()
    [entry] = attack(enc, attack=SAP, reduction={"ayla": 1}, dice={"ayla": TargetDice(d20=(19,), damage=18)})
    assert rec(entry)["damage"]["check"]["damage"]["total"] == 3
    # d20 18 + 3 vs DC 11 → margin 10: bruise, seriously bruised, dazed
    assert (enc.combatant("ayla").wounds, enc.combatant("ayla").bruises) == (0, 1)
    assert states(enc.combatant("ayla")) == [S.SERIOUSLY_BRUISED, S.DAZED]


def test_B3_each_damage_check_uses_the_targets_DC_now_and_plus_5_against_disabled() -> None:
    enc = ambush(goblin(), with_states(ayla(wounds=2), S.DISABLED), ogre())
    [entry] = attack(enc, dice={"ayla": TargetDice(d20=(15,), damage=1)})
    check = rec(entry)["damage"]["check"]
    assert (check["dc"], check["bonus"], check["total"]) == (9, 8, 9)
    assert enc.combatant("ayla").wounds == 3


# -- B1: defense check --------------------------------------------------------------------------


def test_B1_the_defender_rolls_against_11_plus_the_attack_bonus() -> None:
    enc = ambush(resolution=DEFENSE)
    assert [n.purpose for n in AttackCommand("goblin", ("ayla",)).dice_needed(enc)] == ["defense_check"]
    [hit] = attack(enc, dice={"ayla": TargetDice(d20=(11,), damage=6)})
    assert hit.text.startswith("Goblin attacks Ayla with Dagger: Ayla's defense check 15 (d20 11 +4) vs 15 → hit; "
                               "damage check 9 (d20 6 +3) vs DC 11")
    [miss] = attack(enc, dice={"ayla": TargetDice(d20=(12, 3))})  # second attack: 1 penalty die
    assert rec(miss)["outcome"] == "miss" and rec(miss)["defense_check"]["roll"]["natural"] == 12
    assert "B1" in hit.rule_ids and "A8" not in hit.rule_ids


def test_B1_a_natural_1_threatens_and_a_failed_confirmation_is_a_critical_hit() -> None:
    enc = ambush(resolution=DEFENSE)
    command = AttackCommand("goblin", ("ayla",), dice={"ayla": TargetDice(d20=(1,))})
    assert command.dice_needed(enc) == (DieNeed(20, "confirmation", "ayla", target="ayla"),)
    command = command.with_dice(command.dice_needed(enc), (5,))
    assert command.dice_needed(enc) == (DieNeed(20, "damage_check", "goblin", target="ayla"),)
    command = command.with_dice(command.dice_needed(enc), (9,))
    entry = command.apply(enc)
    assert entry is not None and rec(entry)["outcome"] == "critical_hit"
    assert "→ threat; confirmation 9 (d20 5 +4) vs 15 → critical hit (natural 1)" in entry.text
    assert rec(entry)["damage"]["check"]["damage"]["multiplier"] == 2


def test_B1_a_successful_confirmation_is_a_normal_hit_and_a_wider_threat_range_widens_the_defense() -> None:
    enc = ambush(resolution=DEFENSE)
    [entry] = attack(enc, attack=SHORTBOW, dice={"ayla": TargetDice(d20=(2,), confirmation=(15,), damage=3)})
    assert rec(entry)["outcome"] == "hit"
    assert rec(entry)["defense_check"]["confirmation"]["naturals"] == [15]


def test_B1_the_attackers_penalty_dice_are_extra_d20_for_the_defender_keeping_the_highest() -> None:
    enc = ambush(goblin(hit_penalties=1), ayla(), ogre(), resolution=DEFENSE)
    assert len(AttackCommand("goblin", ("ayla",)).dice_needed(enc)) == 2
    [entry] = attack(enc, dice={"ayla": TargetDice(d20=(5, 13))})
    roll = rec(entry)["defense_check"]["roll"]
    assert (roll["natural"], roll["kept"], roll["left"]) == (13, [False, True], 17)
    assert rec(entry)["outcome"] == "miss"


def test_B1_advantage_d6_goes_to_the_right_hand_side() -> None:
    enc = ambush(resolution=DEFENSE)
    [entry] = attack(enc, advantage=1, dice={"ayla": TargetDice(d20=(14,), d6=(3,), damage=1)})
    assert rec(entry)["defense_check"]["roll"]["right"] == 18 and rec(entry)["outcome"] == "hit"
    assert rec(entry)["d6"] == [3]
    applied = [e for e in rec(entry)["stacking"]["entries"] if e["applied"]]
    assert [(e["modifier"]["source"], e["modifier"]["value"]) for e in applied] == [("advantage", 3)]


def test_B1_B10_the_defenders_realistic_penalty_lowers_its_own_side() -> None:
    hurt = with_states(ayla(wounds=3), S.SERIOUSLY_WOUNDED)
    enc = ambush(goblin(), hurt, ogre(), resolution=DEFENSE, realistic=True)
    [entry] = attack(enc, dice={"ayla": TargetDice(d20=(13,), damage=1)})
    roll = rec(entry)["defense_check"]["roll"]
    assert (roll["defense_modifier"], roll["left"], rec(entry)["outcome"]) == (-3, 14, "hit")
    assert "B10" in entry.rule_ids


# -- C5–C8: 1D100 versus --------------------------------------------------------------------------


def test_C8_one_attacker_roll_against_every_target() -> None:
    enc = ambush(resolution=VERSUS)
    command = AttackCommand("goblin", ("ayla", "ogre"))
    assert command.dice_needed(enc) == (DieNeed(100, "versus_active", "goblin"),
                                         DieNeed(100, "versus_passive", "ayla", target="ayla"),
                                         DieNeed(100, "versus_passive", "ogre", target="ogre"))
    dice = TypedDice([60, 70, 30, 4])
    AttackCommand(attacker="goblin", targets=("ayla", "ogre")).roll(enc, dice).apply(enc)
    entries = enc.log[-2:]
    assert dice.remaining == ()
    actives = [rec(e)["versus"]["active"] for e in entries]
    assert actives[0] == actives[1] and actives[0]["natural"] == 60 and actives[0]["value"] == 65
    assert [rec(e)["outcome"] for e in entries] == ["miss", "hit"]
    assert entries[0].text == "Goblin attacks Ayla with Dagger: 1D100 65 (60 +5) vs Ayla 74 (70 +4) → miss"
    assert rec(entries[1])["damage"]["natural"] == 4 and "C8" in entries[1].rule_ids
    assert enc.combatant("goblin").hit_penalties == 0  # no penalty dice in 1D100 versus checks


def test_C6_the_attackers_critical_is_a_critical_hit_unless_the_targets_critical_cancels_it() -> None:
    enc = ambush(resolution=VERSUS)
    [crit] = attack(enc, attacker_d100=97, dice={"ayla": TargetDice(d100=90, damage=1)})
    assert rec(crit)["outcome"] == "critical_hit" and "(critical/fumble)" in crit.text
    [cancelled] = attack(enc, attacker_d100=97, dice={"ayla": TargetDice(d100=99)})
    assert rec(cancelled)["outcome"] == "miss" and rec(cancelled)["versus"]["specials_cancelled"]
    [tie] = attack(enc, attacker_d100=50, modifiers=(Modifier(ModifierType.FREE, -1, "mud"),),
                   dice={"ayla": TargetDice(d100=50, damage=1)})  # 5 + 50 − 1 = 54 = 4 + 50
    assert rec(tie)["outcome"] == "hit" and "(tie: the attacker)" in tie.text


def test_C6_the_encounters_critical_and_fumble_ranges_apply() -> None:
    enc = ambush(resolution=VERSUS)
    enc.settings = msgspec.structs.replace(enc.settings, critical_from=90, fumble_to=10)
    [entry] = attack(enc, attacker_d100=91, dice={"ayla": TargetDice(d100=80, damage=1)})
    assert rec(entry)["outcome"] == "critical_hit"
    [fumble] = attack(enc, attacker_d100=50, dice={"ayla": TargetDice(d100=8, damage=1)})
    assert rec(fumble)["versus"]["decided_by"] == "special"


def test_C5_versus_refuses_d20_only_inputs() -> None:
    with pytest.raises(ActionError, match="versus"):
        AttackCommand("goblin", ("ayla",), advantage=1).dice_needed(ambush(resolution=VERSUS))


# -- odds ---------------------------------------------------------------------------------------------


def test_A14_odds_are_the_rules_hit_odds_and_B3_damage_odds_for_hit_and_critical() -> None:
    enc = ambush()
    command = AttackCommand("goblin", ("ayla", "ogre"))
    odds = command.odds(enc)
    check = command._check(command._context(_builder(enc)), enc.combatant("ayla"))
    assert odds["ayla"].hit == attack_odds(check, HIT_CHECK)
    assert odds["ayla"].damage_on_hit == damage_check_odds(bonus=3, dc=11)
    assert odds["ayla"].damage_on_critical == damage_check_odds(bonus=6, dc=11)
    assert odds["ogre"].hit[HitOutcome.HIT] == Fraction(10, 20)  # 9..18 hit reflex 13; 19 (23) and 20 critical
    overall = odds["ayla"].damage
    assert sum(overall.values()) == 1
    assert overall[DamageOutcome.NO_EFFECT] > odds["ayla"].hit[HitOutcome.MISS]


def test_B1_odds_equal_the_rules_defense_odds_and_match_the_hit_check_without_modifiers() -> None:
    enc = ambush(resolution=DEFENSE)
    command = AttackCommand("goblin", ("ayla",), attack=SHORTBOW)
    check = command._check(command._context(_builder(enc)), enc.combatant("ayla"))
    odds = command.odds(enc)["ayla"].hit
    assert odds == attack_odds(check, DEFENSE, threat_low=19)
    assert sum(odds.values()) == 1


def test_B1_odds_count_the_defenders_realistic_penalty() -> None:
    hurt = with_states(ayla(wounds=3), S.SERIOUSLY_WOUNDED)
    plain = AttackCommand("goblin", ("ayla",)).odds(ambush(resolution=DEFENSE))["ayla"].hit
    worse = AttackCommand("goblin", ("ayla",)).odds(ambush(goblin(), hurt, ogre(), resolution=DEFENSE,
                                                          realistic=True))["ayla"].hit
    assert worse[HitOutcome.MISS] == plain[HitOutcome.MISS] - Fraction(3, 20)


def test_C8_versus_odds_match_counting_every_pair_of_rolls() -> None:
    enc = ambush(resolution=VERSUS)
    odds = AttackCommand("goblin", ("ayla",)).odds(enc)["ayla"].hit
    counts = {outcome: 0 for outcome in HitOutcome}
    for active in range(1, 101):
        for passive in range(1, 101):
            a_special = "c" if active >= 96 else "f" if active <= 5 else ""
            p_special = "c" if passive >= 96 else "f" if passive <= 5 else ""
            points = set()
            if a_special == "c" or p_special == "f":
                points.add("win")
            if a_special == "f" or p_special == "c":
                points.add("lose")
            if len(points) == 1:
                win = points == {"win"}
                critical = win and a_special == "c"
            else:
                win, critical = active + 5 >= passive + 4, False
            counts[HitOutcome.CRITICAL_HIT if critical else HitOutcome.HIT if win else HitOutcome.MISS] += 1
    assert odds == {outcome: Fraction(n, 10000) for outcome, n in counts.items()}


# -- dice, undo, log, errors ---------------------------------------------------------------------------


def test_dice_are_asked_for_step_by_step_confirmations_before_damage() -> None:
    enc = ambush(resolution=DEFENSE)
    command = AttackCommand("goblin", ("ayla", "ogre"))
    assert AttackCommand(attacker="goblin", targets=("ayla", "ogre")).dice_needed(enc) == command.dice_needed(enc)
    assert [(n.purpose, n.combatant) for n in command.dice_needed(enc)] == [
        ("defense_check", "ayla"), ("defense_check", "ogre")]
    command = command.with_dice(command.dice_needed(enc), (3, 1))
    assert [(n.purpose, n.combatant, n.target) for n in command.dice_needed(enc)] == [
        ("confirmation", "ogre", "ogre"), ("damage_check", "goblin", "ayla")]
    command = command.with_dice(command.dice_needed(enc), (20, 7))
    assert [(n.purpose, n.target) for n in command.dice_needed(enc)] == [("damage_check", "ogre")]
    with pytest.raises(ActionError, match="dice missing: damage check d20 for ogre"):
        AttackCommand("goblin", ("ayla", "ogre"), dice=command.dice).apply(enc)


def test_apply_revert_is_byte_identical_and_redo_needs_no_dice() -> None:
    enc = ambush(resolution=DEFENSE)
    dice = TypedDice([1, 6, 12, 15])  # defense 1 (threat), confirmation 6 (critical), damage 12, 15 unused
    command = AttackCommand(attacker="goblin", targets=("ayla",)).roll(enc, dice)
    assert dice.remaining == (15,)
    before = snapshot(enc)
    command.apply(enc)
    after = snapshot(enc)
    assert after != before
    patch = command.patch
    command.revert(enc)
    assert snapshot(enc) == before
    command.apply(enc)
    assert snapshot(enc) == after and command.patch is patch


def test_the_record_holds_every_die() -> None:
    enc = ambush(goblin(hit_penalties=1, carried_weight=15.0), ayla(), ogre(), resolution=DEFENSE)
    command = AttackCommand("goblin", ("ayla",), dice={"ayla": TargetDice(d20=(1, 1), d6=(4,),
                                                                            confirmation=(2, 3), damage=17)})
    entry = command.apply(enc)
    assert entry is not None
    record = rec(entry)
    assert record["defense_check"]["roll"]["naturals"] == [1, 1]
    assert record["defense_check"]["confirmation"]["naturals"] == [2, 3]
    assert record["d6"] == [4] and record["damage"]["natural"] == 17
    assert record["hit_penalty"]["penalty_dice"] == 1
    assert record["defense_check"]["penalty_dice"] == 1 and record["outcome"] == "critical_hit"
    assert record["damage"]["check"]["natural"] == 17


def test_a_hidden_attacker_or_target_makes_its_entries_private() -> None:
    enc = ambush(goblin(), ayla(), ogre(hidden=True))
    entries = attack(enc, targets=("ayla", "ogre"), dice={"ayla": TargetDice(d20=(2,)), "ogre": TargetDice(d20=(2,))})
    assert [e.public for e in entries] == [True, False]
    enc = ambush(goblin(hidden=True), ayla(), ogre())
    assert [e.public for e in attack(enc, dice={"ayla": TargetDice(d20=(2,))})] == [False]


@pytest.mark.parametrize("inputs", [
    dict(targets=()),
    dict(targets=("ayla", "ayla")),
    dict(targets=("nobody",)),
    dict(attack=9),
    dict(attack=AttackProfile(name="Spell", range=AttackRange.SPECIAL)),  # no key attribute (A14)
])
def test_impossible_attacks_are_refused_and_change_nothing(inputs: dict[str, Any]) -> None:
    enc = ambush()
    before = snapshot(enc)
    targets = inputs.pop("targets", ("ayla",))
    with pytest.raises(ActionError):
        AttackCommand("goblin", targets, dice={"ayla": TargetDice(d20=(10,), damage=10)}, **inputs).apply(enc)
    assert snapshot(enc) == before


def test_wrong_dice_are_refused() -> None:
    enc = ambush(resolution=DEFENSE)
    with pytest.raises(ActionError):
        AttackCommand("goblin", ("ayla",), dice={"ayla": TargetDice(d20=(3, 4))}).apply(enc)
    with pytest.raises(ActionError):
        AttackCommand("goblin", ("ayla",)).with_dice((DieNeed(20, "reroll", "goblin", target="ayla"),), (3,))
    with pytest.raises(ActionError):
        AttackCommand("goblin", ("ayla",)).with_dice((DieNeed(20, "hit_check", "goblin", target="ayla"),), (3, 4))
    with pytest.raises(ActionError):
        AttackCommand("goblin", ("ayla",), attack=AttackProfile(name="Bad", damage="2d6kh1")).odds(enc)
    with pytest.raises(ActionError):
        AttackCommand("goblin", ("ayla",), attack=AttackProfile(name="Spell", range=AttackRange.SPECIAL)
                      ).dice_needed(enc)


def test_random_dice_roll_everything_an_attack_needs_in_every_mode() -> None:
    import random

    for mode in ResolutionMode:
        for seed in range(40):
            enc = ambush(resolution=mode)
            command = AttackCommand(attacker="goblin",
                                         targets=("ayla", "ogre"), attack=SHORTBOW).roll(enc, RandomDice(random.Random(seed)))
            assert command.dice_needed(enc) == ()
            command.apply(enc)
            assert len(enc.log) == 2


def test_a_target_bonus_raises_the_defense_in_every_mode() -> None:
    profile = AttackProfile(name="Touch", target_defense=Defense.MIND, damage="1d4")
    enc = ambush(resolution=DEFENSE)
    [entry] = attack(enc, attack=profile, target_bonus={"ayla": 2}, dice={"ayla": TargetDice(d20=(9,), damage=1)})
    assert rec(entry)["defense_check"]["roll"]["left"] == 13  # 9 + mind 12 + 2 − 10
    enc = ambush(resolution=VERSUS)
    [entry] = attack(enc, attack=profile, target_bonus={"ayla": 2}, attacker_d100=50,
                     dice={"ayla": TargetDice(d100=50)})
    assert rec(entry)["versus"]["passive"]["value"] == 56


def _builder(enc: Encounter) -> PatchBuilder:
    return PatchBuilder(enc)

"""Issue 13: every typed die is named — who rolls, what for, its place among the dice of its roll
and which die — so no two boxes of one step read alike (A3 penalty dice, A7 advantage dice, B1)."""

from __future__ import annotations

from typing import Any

from gmtracker.encounter.actions_attack import AttackCommand, TargetDice
from gmtracker.encounter.actions_check import CheckCommand
from gmtracker.encounter.dice_needs import DieNeed
from gmtracker.rules.attack import ResolutionMode
from gmtracker.rules.checks import Attribute
from gmtracker.ui.words.dice_words import need_label
from tests.encounter.fixtures_d20 import ambush


def test_A16_A3_a_second_attacks_hit_check_names_its_penalty_die(qapp: Any) -> None:
    enc = ambush()
    AttackCommand("goblin", ("ayla",), dice={"ayla": TargetDice(d20=(3,))}).apply(enc)  # first attack: a miss
    labels = [need_label(need, enc) for need in AttackCommand("goblin", ("ayla", "ogre")).dice_needed(enc)]
    assert labels == ["Goblin's hit check against Ayla: d20",
                      "Goblin's hit check against Ayla, penalty die 1 of 1: d20",
                      "Goblin's hit check against Ogre: d20",
                      "Goblin's hit check against Ogre, penalty die 1 of 1: d20"]


def test_B1_defense_check_dice_name_the_defender_and_A7_the_attackers_advantage_die(qapp: Any) -> None:
    enc = ambush(resolution=ResolutionMode.DEFENSE_CHECK)
    needs = AttackCommand("goblin", ("ayla",), advantage=1, penalty_dice=2).dice_needed(enc)
    assert [need_label(need, enc) for need in needs] == [
        "Ayla's defense check: d20",
        "Ayla's defense check, penalty die 1 of 2: d20",
        "Ayla's defense check, penalty die 2 of 2: d20",
        "Goblin's advantage die 1 of 1 against Ayla: d6"]


def test_A3_A7_every_die_of_a_check_has_its_own_label(qapp: Any) -> None:
    enc = ambush()
    needs = CheckCommand(actor="ayla", attribute=Attribute.AGILITY, penalty_dice=2, disadvantage=2).dice_needed(enc)
    labels = [need_label(need, enc) for need in needs]
    assert len(set(labels)) == len(labels) == 5
    assert labels[1] == "Ayla's check, penalty die 1 of 2: d20"
    assert labels[4] == "Ayla's disadvantage die 2 of 2: d6"


def test_B8_a_series_and_C7_a_roll_off_round_are_numbered(qapp: Any) -> None:
    assert need_label(DieNeed(20, "recovery_check", None, "dazed", 2, of=60)) == "recovery check (dazed) 3 of 60: d20"
    assert need_label(DieNeed(100, "roll_off", None, index=1)) == "roll-off 2: d100"

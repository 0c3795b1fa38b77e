"""The attack dialog follows the A16 off-turn ruling (issue 12 item 7): in another combatant's
turn the attacker's hit penalty is not applied, and the dialog says so."""

from __future__ import annotations

import random
from typing import Any

import pytest

from gmtracker.encounter import Encounter
from gmtracker.encounter.actions_attack import AttackCommand
from gmtracker.rules.dice import RandomDice
from gmtracker.storage import load_encounter
from gmtracker.storage.resources import demo_encounter_path
from gmtracker.ui.dialogs.attack_dialog import AttackDialog
from tests.ui.conftest import open_dialog

ARCHER = "goblin-archer-2"  # two hit penalties taken in its last turn (the demo)


@pytest.fixture
def encounter() -> Encounter:
    return load_encounter(demo_encounter_path())


def open_attack(qtbot: Any, encounter: Encounter) -> AttackDialog:
    return open_dialog(qtbot, AttackDialog(encounter, RandomDice(random.Random(7)), attacker=ARCHER, targets=["ayla-thornwood"]))


def test_A16_off_turn_the_dialog_shows_no_penalty_dice_and_the_odds_of_a_plain_hit_check(
        qtbot: Any, encounter: Encounter) -> None:
    """Seed 000: "在你回合，当你第一次遭受命中惩罚后，你的攻击动作的命中检定受到 1 个惩罚骰"."""
    assert encounter.turn.current != ARCHER and encounter.combatant(ARCHER).hit_penalties == 2
    dialog = open_attack(qtbot, encounter)
    text = dialog.automatic_label.text()
    assert "Hit penalty (A16): none, not the attacker's own turn" in text and "penalty dice: 2" not in text
    needs = AttackCommand(ARCHER, ("ayla-thornwood",)).dice_needed(encounter)
    assert [n.purpose for n in needs].count("hit_check") == 1  # one d20: no penalty dice
    off_turn = AttackCommand(ARCHER, ("ayla-thornwood",)).odds(encounter)["ayla-thornwood"].hit
    encounter.turn.current = ARCHER
    own_turn = AttackCommand(ARCHER, ("ayla-thornwood",)).odds(encounter)["ayla-thornwood"].hit
    assert off_turn != own_turn
    dialog.close()
    dialog = open_attack(qtbot, encounter)
    assert "penalty dice: 2" in dialog.automatic_label.text()

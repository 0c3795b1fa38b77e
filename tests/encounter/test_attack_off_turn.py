"""A16 off-turn attacks (issue 12 item 7): the hit penalty counts only the attacker's own turn."""

from __future__ import annotations

from gmtracker.encounter.actions_attack import AttackCommand, TargetDice, hit_penalty_applies
from gmtracker.encounter.turns import NextTurn
from gmtracker.rules.attack import ResolutionMode
from tests.encounter.fixtures_d20 import DAGGER, ambush, ayla, goblin, ogre, rec, snapshot

SEED = "在你回合，当你第一次遭受命中惩罚后，你的攻击动作的命中检定受到 1 个惩罚骰"


def test_A16_an_off_turn_attack_takes_no_penalty_dice_and_raises_no_counter() -> None:
    """Seed 000: "在你回合，当你第一次遭受命中惩罚后，你的攻击动作的命中检定受到 1 个惩罚骰。" —
    "in your turn": a reaction in another combatant's turn takes no hit-penalty dice and
    adds nothing to the counter of the attacker's own turn."""
    enc = ambush(goblin(hit_penalties=2), ayla(), ogre())
    enc.turn.current = "ayla"  # Ayla's turn: the goblin attacks as a reaction
    assert not hit_penalty_applies(enc, "goblin")
    command = AttackCommand("goblin", ("ayla",), DAGGER)
    assert [n.purpose for n in command.dice_needed(enc)] == ["hit_check"]  # one d20, no penalty dice
    odds = command.odds(enc)["ayla"]
    in_turn = ambush(goblin(hit_penalties=2), ayla(), ogre())
    assert odds.hit != AttackCommand("goblin", ("ayla",), DAGGER).odds(in_turn)["ayla"].hit
    before = snapshot(enc)
    command = AttackCommand("goblin", ("ayla",), DAGGER, dice={"ayla": TargetDice(d20=(9,))})
    command.apply(enc)
    entry = enc.log[-1]
    assert enc.combatant("goblin").hit_penalties == 2
    assert rec(entry)["hit_penalty"] is None and rec(entry)["off_turn"] is True
    notes = rec(entry)["hit_check"]["versions"][0]["check"]["notes"]
    assert all(note["code"] != "hit_penalty" for note in notes)
    assert "A16" in entry.rule_ids  # the ruling is the A16 one
    command.revert(enc)
    assert snapshot(enc) == before


def test_A16_an_attack_in_the_attacker_s_own_turn_still_counts() -> None:
    """The same seed sentence: in its own turn the second attack takes one penalty die."""
    enc = ambush(goblin(hit_penalties=1), ayla(), ogre())
    assert hit_penalty_applies(enc, "goblin")
    assert len(AttackCommand("goblin", ("ayla",), DAGGER).dice_needed(enc)) == 2
    AttackCommand("goblin", ("ayla",), DAGGER, dice={"ayla": TargetDice(d20=(9, 4))}).apply(enc)
    assert enc.combatant("goblin").hit_penalties == 2
    assert "off_turn" not in rec(enc.log[-1])


def test_A16_outside_combat_the_counter_works_as_the_gm_keeps_it() -> None:
    """No turn is running: nobody's turn is "another's", so the counter applies (the GM resets it)."""
    enc = ambush(goblin(hit_penalties=1), ayla(), ogre())
    enc.turn.started, enc.turn.current = False, None
    assert hit_penalty_applies(enc, "goblin")
    assert len(AttackCommand("goblin", ("ayla",), DAGGER).dice_needed(enc)) == 2


def test_A16_a_reaction_leaves_the_own_turn_count_intact_for_its_next_turn() -> None:
    """Off-turn attacks between the goblin's turns neither add to nor spend its counter;
    its next turn resets it as always."""
    enc = ambush(goblin(), ayla(), ogre())
    AttackCommand("goblin", ("ayla",), DAGGER, dice={"ayla": TargetDice(d20=(3,))}).apply(enc)
    assert enc.combatant("goblin").hit_penalties == 1
    NextTurn().apply(enc)  # Ayla's turn
    for _ in range(3):
        AttackCommand("goblin", ("ayla",), DAGGER, dice={"ayla": TargetDice(d20=(3,))}).apply(enc)
    assert enc.combatant("goblin").hit_penalties == 1
    NextTurn().apply(enc)
    NextTurn().apply(enc)  # the goblin's turn again
    assert enc.turn.current == "goblin" and enc.combatant("goblin").hit_penalties == 0


def test_A16_versus_mode_off_turn_is_unchanged() -> None:
    """1D100 versus has no penalty dice in any turn (C5): off-turn changes nothing there."""
    enc = ambush(goblin(hit_penalties=2), ayla(), ogre(), resolution=ResolutionMode.VERSUS)
    enc.turn.current = "ayla"
    assert [n.sides for n in AttackCommand("goblin", ("ayla",), DAGGER).dice_needed(enc)] == [100, 100]

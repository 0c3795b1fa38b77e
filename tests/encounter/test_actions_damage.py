"""DamageCheckCommand: a standalone damage check (B2–B4, B10) with its effects."""

from __future__ import annotations

from dataclasses import replace

from fractions import Fraction
from typing import Any

import pytest

from gmtracker.encounter import ActionError, Encounter, LogEntry, derived
from gmtracker.encounter.actions_damage import DamageCheckCommand, DamageSpec, damage_dc_of
from gmtracker.encounter.dice_needs import DieNeed
from gmtracker.rules.dice import TypedDice
from gmtracker.rules.errors import DiceSourceError
from gmtracker.rules.wound_codes import DamageOutcome, DamageState
from gmtracker.rules.wounds import damage_check_odds
from tests.encounter.fixtures_d20 import ambush, ayla, goblin, ogre, rec, snapshot, states, with_states

S = DamageState


def run(command: DamageCheckCommand, **encounter: Any) -> tuple[Encounter, LogEntry]:
    enc = ambush(**encounter) if encounter else ambush()
    entry = command.apply(enc)
    assert entry is not None
    return enc, entry


def test_B2_seed_example_longsword_and_strength_2_is_bonus_5_against_the_DC_formula() -> None:
    enc, entry = run(DamageCheckCommand("ayla", damage="1d8+2", natural=6))
    assert entry.text == "Damage check against Ayla (1d8+2): 11 (d20 6 +5) vs DC 11 → wound"
    assert enc.combatant("ayla").wounds == 1
    check = rec(entry)["damage_check"]["check"]
    assert (check["natural"], check["bonus"], check["dc"], check["margin"]) == (6, 5, 11, 0)
    assert entry.rule_ids == ["B2", "B3", "B4"]


def test_B2_a_flat_bonus_is_the_damage_bonus() -> None:
    enc, entry = run(DamageCheckCommand("ayla", damage=7, natural=10))
    assert rec(entry)["damage_check"]["check"]["total"] == 17
    assert states(enc.combatant("ayla")) == [S.SERIOUSLY_WOUNDED]


def test_B2_critical_multiplier_extra_dice_not_multiplied_and_reduction() -> None:
    # (3 + 5) × 2 + 2 (1d6, not multiplied) − 5 = 13
    spec = DamageSpec("2d6+3", multiplier=2, extra="1d6", reduction=5)
    assert spec.bonus().total == 13
    _, entry = run(DamageCheckCommand("ogre", damage="2d6+3", multiplier=2, extra="1d6", reduction=5, natural=1))
    check = rec(entry)["damage_check"]["check"]
    assert check["damage"]["total"] == 13 and check["damage"]["multiplier"] == 2
    assert entry.text.startswith("Damage check against Ogre (2d6+3): (damage ×2) 14 (d20 1 +13) vs DC 17")
    assert "B1" in entry.rule_ids  # the critical multiplier ruling


def test_B2_attribute_bonus_joins_the_flat_part_and_is_multiplied() -> None:
    assert DamageSpec("1d8", attribute_bonus=2).expression == "1d8+2"
    assert DamageSpec("1d8", attribute_bonus=2, multiplier=2).bonus().total == 10
    assert DamageSpec("1d8", attribute_bonus=-1).bonus().total == 2


def test_B3_the_DC_counts_the_wounds_the_target_has_now() -> None:
    target = ayla(wounds=3)
    assert damage_dc_of(target, lethal=True).dc == derived.damage_dc(target) == 8
    enc, first = run(DamageCheckCommand("ayla", damage="1d8+2", natural=6))
    assert rec(first)["damage_check"]["check"]["dc"] == 11
    second = DamageCheckCommand("ayla", damage="1d8+2", natural=5).apply(enc)
    assert second is not None and rec(second)["damage_check"]["check"]["dc"] == 10
    assert enc.combatant("ayla").wounds == 2


def test_B4_nonlethal_DC_counts_bruises_not_wounds() -> None:
    enc = ambush(goblin(), ayla(wounds=3, bruises=1), ogre())
    entry = DamageCheckCommand("ayla", damage=0, lethal=False, natural=10).apply(enc)
    assert entry is not None
    dc = derived.damage_dc(ayla(wounds=3, bruises=1), lethal=False)
    assert rec(entry)["damage_check"]["check"]["dc"] == dc == 10
    assert (enc.combatant("ayla").wounds, enc.combatant("ayla").bruises) == (3, 2)
    assert "(nonlethal)" in entry.text


def test_B3_temporary_hit_points_raise_the_DC_by_half() -> None:
    enc = ambush(goblin(), ayla(temp_hp=5), ogre())
    entry = DamageCheckCommand("ayla", damage=0, natural=12).apply(enc)
    assert entry is not None and rec(entry)["damage_check"]["check"]["dc"] == 13
    assert enc.combatant("ayla").wounds == 0


@pytest.mark.parametrize(("state", "lethal", "bonus"), [
    (S.DISABLED, True, 5), (S.DISABLED, False, 0), (S.DAZED, False, 5), (S.DAZED, True, 0),
])
def test_B3_plus_5_against_disabled_lethal_or_dazed_nonlethal(state: DamageState, lethal: bool, bonus: int) -> None:
    enc = ambush(goblin(), with_states(ayla(), state), ogre())
    entry = DamageCheckCommand("ayla", damage=0, lethal=lethal, natural=1).apply(enc)
    assert entry is not None
    assert rec(entry)["damage_check"]["check"]["bonus"] == bonus


def test_B10_realistic_mode_the_seriously_wounded_attackers_wound_count_is_a_penalty() -> None:
    enc = ambush(with_states(goblin(wounds=3), S.SERIOUSLY_WOUNDED), ayla(), ogre(), realistic=True)
    entry = DamageCheckCommand("ayla", damage="1d8+2", attacker="goblin", natural=10).apply(enc)
    assert entry is not None
    record = rec(entry)["damage_check"]
    assert record["realistic_penalty"] == 3 and record["check"]["bonus"] == 2
    assert "B10" in entry.rule_ids and entry.actor == "goblin"
    assert entry.text.startswith("Goblin's damage check against Ayla")


def test_B10_the_terms_a_dialog_shows_are_the_ones_the_check_adds_up() -> None:
    """What the damage dialog shows comes from the command: the realistic-mode penalty included."""
    enc = ambush(with_states(goblin(wounds=3), S.SERIOUSLY_WOUNDED), ayla(), ogre(), realistic=True)
    command = DamageCheckCommand("ayla", damage="1d8+2", attacker="goblin", modifier=1)
    terms = command.terms(enc)
    entry = replace(command, natural=10).apply(enc)
    assert entry is not None
    check = rec(entry)["damage_check"]["check"]
    assert [{"code": t.code.value, "value": t.value} for t in terms] == check["terms"]
    assert [t.value for t in terms] == [5, 1 - 3]  # 1d8+2 → 5 (B2); the GM's +1 less the wound count 3 (B10)
    without_attacker = DamageCheckCommand("ayla", damage="1d8+2", modifier=1).terms(enc)
    assert [t.value for t in without_attacker] == [5, 1]


def test_B4_margin_20_kills_lethal_but_only_knocks_out_nonlethal() -> None:
    enc, _ = run(DamageCheckCommand("goblin", damage=20, natural=4))
    assert states(enc.combatant("goblin")) == [S.SERIOUSLY_WOUNDED, S.DISABLED, S.UNCONSCIOUS, S.DEAD]
    enc, entry = run(DamageCheckCommand("goblin", damage=20, lethal=False, natural=4))
    assert states(enc.combatant("goblin")) == [S.UNCONSCIOUS, S.SERIOUSLY_BRUISED, S.DAZED]
    assert entry.text.endswith("→ bruise, unconscious, seriously bruised, dazed")


def test_a_hidden_target_or_attacker_makes_the_entry_private() -> None:
    enc = ambush(goblin(hidden=True), ayla(), ogre())
    public = [DamageCheckCommand("ayla", natural=5), DamageCheckCommand("ayla", attacker="goblin", natural=5),
              DamageCheckCommand("goblin", natural=5)]
    assert [command.apply(enc) is not None for command in public] == [True, True, True]
    assert [entry.public for entry in enc.log] == [True, False, False]


def test_dice_needed_roll_and_revert_and_redo_without_dice() -> None:
    enc = ambush()
    assert DamageCheckCommand(target="ayla").dice_needed(enc) == (DieNeed(20, "damage_check", None, target="ayla"),)
    dice = TypedDice([14])
    command = DamageCheckCommand(target="ayla", damage="1d8+2").roll(enc, dice)
    assert dice.remaining == () and command.natural == 14
    assert command.dice_needed(enc) == ()
    before = snapshot(enc)
    command.apply(enc)
    after = snapshot(enc)
    assert enc.combatant("ayla").wounds == 1 and 14 in [rec(enc.log[-1])["damage_check"]["natural"]]
    command.revert(enc)
    assert snapshot(enc) == before
    command.apply(enc)
    assert snapshot(enc) == after


def test_missing_or_wrong_dice_are_refused() -> None:
    enc = ambush()
    with pytest.raises(ActionError):
        DamageCheckCommand("ayla").apply(enc)
    with pytest.raises(ActionError):
        DamageCheckCommand(target="ayla").roll(enc, TypedDice([]))
    with pytest.raises(ActionError):
        DamageCheckCommand("ayla").with_dice((DieNeed(20, "hit_check", "ayla"),), (3,))
    with pytest.raises(ActionError):
        DamageCheckCommand("ayla", damage="2d6kh1", natural=3).apply(enc)
    with pytest.raises(ActionError):
        DamageCheckCommand("ayla", damage="2d").odds(enc)
    with pytest.raises(ActionError):
        DamageCheckCommand("nobody").odds(enc)
    with pytest.raises(DiceSourceError):
        TypedDice([21]).roll(20)
    assert enc.log == []


def test_B3_odds_are_the_rules_odds_for_the_bonus_and_DC_now() -> None:
    enc = ambush()
    odds = DamageCheckCommand("ayla", damage="1d8+2").odds(enc)
    assert odds == damage_check_odds(bonus=5, dc=11)
    assert sum(odds.values()) == 1 and odds[DamageOutcome.WOUND] == Fraction(5, 20)

"""D3 through the commands: a condition's effects change the odds, the roll, the breakdown and the
player page, applied by the commands themselves (issue 29 item 1)."""

from __future__ import annotations

from fractions import Fraction

from gmtracker.encounter import Encounter
from gmtracker.encounter.attack_odds import TargetOdds
from gmtracker.rules.hits import HitOutcome
from gmtracker.encounter.actions_attack import AttackCommand, TargetDice
from gmtracker.encounter.actions_check import CheckCommand
from gmtracker.encounter.actions_percentile import PercentileCheckCommand, PercentileSide
from gmtracker.encounter.conditions import AddCondition, EditCondition, RemoveCondition
from gmtracker.encounter.log_render.breakdown import breakdown_rows
from gmtracker.encounter.player_options import PlayerViewOptions
from gmtracker.encounter.player_snapshot import latest_public_roll, player_frame
from gmtracker.rules.attack import ResolutionMode
from gmtracker.rules.character import Attribute
from gmtracker.rules.checks import CheckKind, ModifierType
from gmtracker.rules.condition_effects import AppliesTo, Effect, EffectKind
from tests.encounter.fixtures_d20 import ambush, rec
from tests.encounter.fixtures_core import roundtrip

MINUS_2_HIT = Effect(EffectKind.MODIFIER, -2, ModifierType.STATUS, AppliesTo.HIT)


def _hits(odds: TargetOdds) -> Fraction:
    return odds.hit[HitOutcome.HIT] + odds.hit[HitOutcome.CRITICAL_HIT]


def _attack(enc: Encounter, d20: int = 11, **inputs: object) -> AttackCommand:
    return AttackCommand("goblin", ("ayla",), 0, dice={"ayla": TargetDice(d20=(d20,), damage=1)},
                         **inputs)  # type: ignore[arg-type]


def test_D3_a_minus_2_status_penalty_on_hit_checks_changes_the_odds_the_total_and_the_breakdown() -> None:
    enc = ambush()
    before = _attack(enc).odds(enc)["ayla"]
    roundtrip(AddCondition("goblin", "Blinded", effects=[MINUS_2_HIT]), enc)
    after = _attack(enc).odds(enc)["ayla"]
    assert _hits(before) - _hits(after) == Fraction(2, 20)  # two faces of the d20 fewer hit
    _attack(enc).apply(enc)
    entry = enc.log[-1]
    assert rec(entry)["hit_check"]["total"] == 13  # d20 11 + agility 3 + proficiency 1 − 2
    assert "Blinded −2" in entry.text or "Blinded -2" in entry.text
    assert "D3" in entry.rule_ids
    rows = breakdown_rows(entry, {"goblin": "Goblin", "ayla": "Ayla"})
    labels = [(row.label, row.value, row.rules) for row in rows]
    assert ("status modifier: Blinded", "-2, applied: the lowest penalty of its type", "A6") in labels
    assert ("modifier from a condition: Blinded", "-2", "D3") in labels


def test_A6_two_conditions_with_status_penalties_stack_as_A6_says_and_the_discarded_one_is_shown() -> None:
    enc = ambush()
    AddCondition("goblin", "Blinded", effects=[MINUS_2_HIT]).apply(enc)
    AddCondition("goblin", "Frightened", effects=[Effect(EffectKind.MODIFIER, -3, applies_to=AppliesTo.ALL)]).apply(enc)
    AddCondition("goblin", "Fog", effects=[Effect(EffectKind.MODIFIER, -1, ModifierType.ENVIRONMENT)]).apply(enc)
    _attack(enc).apply(enc)
    entry = enc.log[-1]
    assert rec(entry)["hit_check"]["total"] == 11  # 11 + 4 − 3 (status, lowest) − 1 (environment)
    labels = [(row.label, row.value) for row in breakdown_rows(entry, {})]
    assert ("status modifier: Blinded", "-2, discarded: a lower penalty of its type applies") in labels
    assert ("status modifier: Frightened", "-3, applied: the lowest penalty of its type") in labels


def test_D3_dice_effects_change_the_dice_the_attack_asks_for() -> None:
    enc = ambush()
    AddCondition("goblin", "Prone", effects=[Effect(EffectKind.DISADVANTAGE, 1, applies_to=AppliesTo.HIT),
                                             Effect(EffectKind.PENALTY_DICE, 1)]).apply(enc)
    needs = AttackCommand("goblin", ("ayla",)).dice_needed(enc)
    assert [n.purpose for n in needs] == ["hit_check", "hit_check", "advantage_die"]


def test_A17_a_condition_on_the_targets_defense_raises_the_dc_and_is_noted() -> None:
    enc = ambush()
    shield = Effect(EffectKind.MODIFIER, 2, applies_to=AppliesTo.DEFENSE, defense="reflex")
    AddCondition("ayla", "Shield", effects=[shield]).apply(enc)
    command = _attack(enc)
    assert [(n.code, n.value, n.source) for n in command.automatic_notes(enc, "ayla")] == [
        ("condition_defense", 2, "Shield")]
    assert command.automatic_notes(enc) == ()  # not the attacker's own
    command.apply(enc)
    assert rec(enc.log[-1])["hit_check"]["dc"] == 16 and rec(enc.log[-1])["defense"]["value"] == 16


def test_D3_the_defense_check_mode_puts_the_attackers_condition_on_the_right_hand_side() -> None:
    plain, blinded = ambush(resolution=ResolutionMode.DEFENSE_CHECK), ambush(resolution=ResolutionMode.DEFENSE_CHECK)
    AddCondition("goblin", "Blinded", effects=[MINUS_2_HIT]).apply(blinded)
    assert _hits(_attack(plain).odds(plain)["ayla"]) - _hits(_attack(blinded).odds(blinded)["ayla"]) == Fraction(2, 20)


def test_D3_an_attribute_check_takes_the_effects_of_that_attribute_only() -> None:
    enc = ambush()
    AddCondition("goblin", "Weak", effects=[
        Effect(EffectKind.MODIFIER, -2, applies_to=AppliesTo.ATTRIBUTE, attribute=Attribute.STRENGTH),
        Effect(EffectKind.ADVANTAGE, 1, applies_to=AppliesTo.ATTRIBUTE, attribute=Attribute.AGILITY)]).apply(enc)
    strength = CheckCommand("goblin", CheckKind.ATTRIBUTE, Attribute.STRENGTH, dc=10).check(enc)
    agility = CheckCommand("goblin", CheckKind.ATTRIBUTE, Attribute.AGILITY, dc=10).check(enc)
    assert [m.source for m in strength.modifiers] == ["Weak"] and strength.advantage == 0
    assert agility.modifiers == () and agility.advantage == 1


def test_C5_a_percentile_effect_changes_a_1d100_check_and_its_odds() -> None:
    enc = ambush()
    plain = PercentileCheckCommand(PercentileSide("goblin", natural=40), target_value=45)
    before = plain.odds(enc)
    AddCondition("goblin", "Dazzled", effects=[Effect(EffectKind.PERCENTILE, 10)]).apply(enc)
    assert plain.odds(enc) != before
    assert plain.offset(enc) == 10
    PercentileCheckCommand(PercentileSide("goblin", natural=40), target_value=45).apply(enc)
    assert "Dazzled" in enc.log[-1].text


def test_D3_a_hidden_condition_is_gm_only_everywhere_the_players_look() -> None:
    enc = ambush()
    _attack(enc, d20=2, attack_action=False).apply(enc)  # an earlier public roll, before the curse
    earlier = latest_public_roll(enc)
    assert earlier is not None and "Goblin" in earlier
    AddCondition("goblin", "Curse", effects=[MINUS_2_HIT], hidden=True).apply(enc)
    added = enc.log[-1]
    assert not added.public
    AddCondition("goblin", "Slowed").apply(enc)
    frame = player_frame(enc, PlayerViewOptions())
    [goblin] = [row for row in frame.rows if row.id == "goblin"]
    assert "Curse" not in goblin.conditions and "Slowed" in goblin.conditions
    _attack(enc).apply(enc)
    assert "Curse" in enc.log[-1].text and enc.log[-1].public  # the GM's line names it
    assert latest_public_roll(enc) == earlier  # the players' line is the one before the curse
    RemoveCondition("goblin", "curse").apply(enc)
    assert not enc.log[-1].public
    assert latest_public_roll(enc) == earlier  # still, once it is gone


def test_editing_a_conditions_effects_is_one_logged_step() -> None:
    enc = ambush()
    AddCondition("goblin", "Blinded").apply(enc)
    roundtrip(EditCondition("goblin", "blinded", effects=[MINUS_2_HIT]), enc)
    assert enc.combatant("goblin").conditions[0].effects == [MINUS_2_HIT]
    assert "effects" in enc.log[-1].text


def test_B3_a_condition_on_damage_checks_joins_the_attackers_damage_check_stacked_and_named() -> None:
    enc = ambush()
    plain = AttackCommand("goblin", ("ayla",), 0, dice={"ayla": TargetDice(d20=(18,), damage=10)})
    before = plain.odds(enc)["ayla"].damage_on_hit
    AddCondition("goblin", "Weakened", effects=[Effect(EffectKind.MODIFIER, -2, applies_to=AppliesTo.DAMAGE),
                                                Effect(EffectKind.MODIFIER, -1, applies_to=AppliesTo.DAMAGE)]).apply(enc)
    AddCondition("goblin", "Raging", effects=[Effect(EffectKind.MODIFIER, 3, ModifierType.POTENCY,
                                                     AppliesTo.DAMAGE)]).apply(enc)
    assert plain.odds(enc)["ayla"].damage_on_hit != before
    plain.apply(enc)
    damage = rec(enc.log[-1])["damage"]
    terms = {term["code"]: term["value"] for term in damage["check"]["terms"]}
    assert terms["conditions"] == 1  # status −2 (the lowest; −1 discarded) + potency +3
    assert [(e["modifier"]["source"], e["applied"]) for e in damage["stacking"]["entries"]] == [
        ("Weakened", True), ("Weakened", False), ("Raging", True)]
    assert "conditions +1" in enc.log[-1].text and "D3" in enc.log[-1].rule_ids
    rows = [(row.label, row.value) for row in breakdown_rows(enc.log[-1], {})]
    assert ("potency modifier: Raging", "+3, applied: the single highest potency") in rows


def test_a_damage_check_without_conditions_keeps_its_record_as_it_was() -> None:
    enc = ambush()
    AttackCommand("goblin", ("ayla",), 0, dice={"ayla": TargetDice(d20=(18,), damage=10)}).apply(enc)
    assert "stacking" not in rec(enc.log[-1])["damage"]


def test_review_a_grapple_takes_both_sides_conditions_1d100_modifiers() -> None:
    from gmtracker.encounter.actions_grapple import GrappleCommand

    enc = ambush()
    plain = GrappleCommand("goblin", "ayla")
    before = plain.odds(enc)
    AddCondition("goblin", "Dazzled", effects=[Effect(EffectKind.PERCENTILE, -10)]).apply(enc)
    AddCondition("ayla", "Braced", effects=[Effect(EffectKind.PERCENTILE, 5)]).apply(enc)
    assert plain.odds(enc) != before
    grappler, target = plain.offsets(enc)
    base_grappler, base_target = GrappleCommand("goblin", "ayla").offsets(ambush())
    assert (grappler - base_grappler, target - base_target) == (-10, 5)


def test_review_a_file_condition_with_too_many_effects_or_a_wild_save_dc_is_named_where() -> None:
    from gmtracker.encounter.model import Combatant, Condition, EncounterData, SaveEnds
    from gmtracker.encounter.validity import encounter_problems

    many = [Effect(EffectKind.MODIFIER, -1)] * 13
    data = EncounterData(combatants=[Combatant(id="a", name="A", conditions=[
        Condition(id="c", name="C", effects=many), Condition(id="d", name="D", save=SaveEnds(Attribute.SPIRIT, 500))])])
    fields = [p.field or "" for p in encounter_problems(data)]
    assert any(f.endswith("conditions[0].effects") for f in fields), fields
    assert any(f.endswith("conditions[1].save.dc") for f in fields), fields

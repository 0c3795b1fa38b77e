"""Healing (B7), temporary hit points (B3), dying checks (B5, B9, B10) and recovery checks (B8) as commands."""

from __future__ import annotations

import pytest

from gmtracker.encounter import ActionError, Encounter
from gmtracker.encounter.actions_care import HealCommand, TempHpCommand
from gmtracker.encounter.actions_recovery import DyingCheckCommand, RecoveryCheckCommand
from gmtracker.encounter.actions_rest import AdvanceTimeCommand
from gmtracker.encounter.derived import damage_dc
from gmtracker.encounter.dice_needs import DieNeed
from gmtracker.encounter.model import Combatant
from gmtracker.rules.dice import DiceSourceError, TypedDice
from tests.encounter.fixtures_care import (
    DAZED,
    DEAD,
    DISABLED,
    SB,
    SW,
    UNCONSCIOUS,
    entry_of,
    person,
    roundtrip,
    snapshot,
    state_codes,
    states,
    ward,
)

# -- B7 healing: use (1), a count ------------------------------------------------------


def test_B7_healing_bonus_4_lowers_wounds_by_2() -> None:
    enc = ward()
    entry = roundtrip(HealCommand("aria", "1d8+1", healer="aria", count="wounds"), enc)
    assert enc.combatant("aria").wounds == 1
    assert entry is not None and entry.kind == "heal"
    assert entry.json_record is not None
    assert entry.json_record["healing"]["total"] == 4  # B2: 1d8 → 3, + 1
    assert entry.json_record["result"]["removed"] == 2 and entry.json_record["result"]["points_lost"] == 0
    assert entry.rule_ids == ["B2", "B7"]
    assert entry.text == "Aria heals Aria with 1d8+1 (healing bonus 4): wound count 3 → 1, 0 points lost"


def test_B7_odd_healing_point_is_lost() -> None:
    enc = ward()
    entry = HealCommand("aria", "1d8", count="wounds").apply(enc)  # bonus 3: 1 wound, 1 point lost
    assert enc.combatant("aria").wounds == 2
    assert entry is not None and entry.json_record is not None and entry.json_record["result"]["points_lost"] == 1
    assert entry.actor is None and entry.text.startswith("Aria is healed with 1d8")


def test_B7_healing_lowers_bruises_by_5_per_point() -> None:
    enc = ward()
    HealCommand("aria", "1", count="bruises").apply(enc)
    assert enc.combatant("aria").bruises == 2
    HealCommand("aria", "1d4", count="bruises").apply(enc)  # bonus 1: 2 bruises left, the rest lost
    assert enc.combatant("aria").bruises == 0


def test_B7_refused_while_seriously_wounded() -> None:
    enc = ward()
    before = snapshot(enc)
    command = HealCommand("bren", "2d8+4", healer="aria", count="wounds")
    with pytest.raises(ActionError, match="Bren is seriously wounded: healing cannot lower the wound count"):
        command.apply(enc)
    assert command.patch is None and snapshot(enc) == before


def test_B7_refused_while_seriously_bruised() -> None:
    enc = ward()
    with pytest.raises(ActionError, match="Cora is seriously bruised: healing cannot lower the bruise count"):
        HealCommand("cora", "1d8", count="bruises").apply(enc)
    HealCommand("cora", "1d8", count="wounds").apply(enc)  # the wound count is not locked
    assert enc.combatant("cora").wounds == 1


def test_B7_healing_a_count_already_0_is_refused_with_a_reason() -> None:
    """Seed 001 (B7): "减少负伤数（或淤伤数）：每2点治愈加值可以抵消负伤数1点" — healing lowers a count; with the
    count at 0 there is nothing to lower, so the heal is refused instead of logging its points lost."""
    enc = ward(fine=person("fine", "Fine"))
    before = snapshot(enc)
    with pytest.raises(ActionError, match="Fine has no wounds: healing has nothing to lower"):
        HealCommand("fine", "1d8+1", healer="aria", count="wounds").apply(enc)
    with pytest.raises(ActionError, match="Fine has no bruises: healing has nothing to lower"):
        HealCommand("fine", "1d8+1", count="bruises").apply(enc)
    assert snapshot(enc) == before
    HealCommand("cora", "1d8", count="wounds").apply(enc)  # a count above 0 is healed as before
    assert enc.combatant("cora").wounds == 1


def test_B7_healing_chooses_exactly_one_use() -> None:
    with pytest.raises(ActionError, match="choose exactly one"):
        HealCommand("aria", "1d8")
    with pytest.raises(ActionError, match="choose exactly one"):
        HealCommand("aria", "1d8", count="wounds", state="dazed")
    with pytest.raises(ActionError, match="unknown count"):
        HealCommand("aria", "1d8", count="hit_points")
    with pytest.raises(ActionError, match="uses no die"):
        HealCommand("aria", "1d8", count="wounds", natural=5)


def test_B7_bad_healing_dice_and_the_dead_are_refused() -> None:
    enc = ward()
    with pytest.raises(ActionError, match="dice expression"):
        HealCommand("aria", "1d", count="wounds").apply(enc)
    enc.combatants[1].states = states(DEAD)
    with pytest.raises(ActionError, match="Bren is dead"):
        HealCommand("bren", "1d8", count="wounds").apply(enc)


# -- B7 healing: use (2), a recovery check ----------------------------------------------


def test_B7_healing_recovery_check_success_ends_the_state() -> None:
    enc = ward()
    entry = roundtrip(HealCommand("bren", "1d8+1", healer="aria", state="unconscious", natural=6), enc)
    assert state_codes(enc.combatant("bren")) == {SW}  # 6 + 4 = 10 ≥ DC 10
    assert entry is not None and entry.json_record is not None
    check = entry.json_record["result"]
    assert (check["natural"], check["bonus"], check["total"], check["dc"], check["success"]) == (6, 4, 10, 10, True)
    assert check["source"] == "healing" and check["periods_spent"] == 0
    assert entry.rule_ids == ["B2", "B7", "B8"]
    assert entry.actor == "aria" and entry.targets == ["bren"]


def test_B7_healing_recovery_check_failure_changes_only_the_log() -> None:
    enc = ward()
    before = enc.combatant("bren")
    HealCommand("bren", "1d8+1", state="seriously_wounded", natural=5).apply(enc)  # 9 < 10
    assert enc.combatant("bren") == before
    assert enc.log[-1].text.endswith("d20 5 + 4 = 9 vs DC 10, failure")


def test_B7_healing_recovery_check_of_disabled_is_DC_20() -> None:
    enc = ward(dora=person("dora", states=states(DISABLED, began=0, used=3)))
    HealCommand("dora", "4d8", state="disabled", natural=15).apply(enc)  # 15 + 15 = 30 ≥ 20
    assert state_codes(enc.combatant("dora")) == set()
    assert enc.log[-1].json_record is not None and enc.log[-1].json_record["result"]["dc"] == 20


def test_B7_B10_realistic_mode_healing_recovery_check_takes_minus_wounds() -> None:
    enc = ward(realistic=True)
    HealCommand("bren", "1d8+1", state="unconscious", natural=9).apply(enc)  # 9 + 4 − 4 wounds = 9
    assert UNCONSCIOUS in state_codes(enc.combatant("bren"))
    entry = enc.log[-1]
    assert entry.json_record is not None and entry.json_record["realistic_modifier"] == -4
    assert entry.rule_ids == ["B2", "B7", "B8", "B10"]
    assert "- 4 (realistic) = 9" in entry.text


def test_B7_recovery_of_a_state_not_held_is_refused() -> None:
    enc = ward()
    with pytest.raises(ActionError, match="Aria is not dazed"):
        HealCommand("aria", "1d8", state="dazed", natural=10).apply(enc)
    with pytest.raises(ActionError, match="unknown damage state"):
        HealCommand("aria", "1d8", state="sleepy")


def test_B7_healing_dice_needed_and_roll() -> None:
    enc = ward()
    assert HealCommand("aria", "1d8", count="wounds").dice_needed(enc) == ()
    assert HealCommand("bren", "1d8", state="unconscious").dice_needed(enc) == (
        DieNeed(20, "healing_recovery_check", "bren", "unconscious"),)
    dice = TypedDice([17])
    command = HealCommand("bren", "1d8+1", healer="aria", state="unconscious").roll(enc, dice)
    assert command.natural == 17 and dice.remaining == ()
    assert HealCommand("aria", "1d8", count="wounds").roll(enc, TypedDice([])).natural is None


def test_B7_redo_reuses_the_patch_without_dice() -> None:
    enc = ward()
    dice = TypedDice([12])
    command = HealCommand("bren", "1d8+1", healer="aria", state="unconscious").roll(enc, dice)
    with pytest.raises(DiceSourceError):
        dice.roll(20)  # exhausted
    entry = roundtrip(command, enc)
    assert entry is not None and entry.json_record is not None and entry.json_record["result"]["natural"] == 12


def test_hidden_combatants_heal_privately() -> None:
    enc = ward()
    enc.combatants[1].hidden = True
    HealCommand("bren", "1d8", state="unconscious", natural=1, healer="aria").apply(enc)
    assert enc.log[-1].public is False
    enc.combatants[1].hidden = False
    enc.combatants[0].hidden = True
    HealCommand("bren", "1d8", state="unconscious", natural=1, healer="aria").apply(enc)
    assert enc.log[-1].public is False
    enc.combatants[0].hidden = False
    HealCommand("bren", "1d8", state="unconscious", natural=1, healer="aria").apply(enc)
    assert enc.log[-1].public is True


# -- B3/B7 temporary hit points -----------------------------------------------------------


def test_B3_temporary_hit_points_raise_the_damage_DC_by_half() -> None:
    enc = ward(clock=40)
    dc_before = damage_dc(enc.combatant("aria"))
    entry = roundtrip(TempHpCommand("aria", 7, rounds=20, source="bren"), enc)
    aria = enc.combatant("aria")
    assert (aria.temp_hp, aria.temp_hp_until) == (7, 60)  # B12: expires at clock + rounds
    assert damage_dc(aria) == dc_before + 3
    assert entry is not None and entry.json_record is not None and entry.json_record["damage_dc_bonus"] == 3
    assert entry.rule_ids == ["B3", "B7", "B12"] and entry.actor == "bren"
    assert entry.text == "Bren: Aria has 7 temporary hit points for 20 rounds, until clock round 60 (damage DC +3)"


def test_B3_temporary_hit_points_replace_not_stack() -> None:
    enc = ward()
    TempHpCommand("aria", 10, rounds=5).apply(enc)
    entry = TempHpCommand("aria", 4).apply(enc)
    aria = enc.combatant("aria")
    assert (aria.temp_hp, aria.temp_hp_until) == (4, None)
    assert entry is not None and "replacing 10" in entry.text
    assert entry.json_record is not None and entry.json_record["before"] == {"temp_hp": 10, "until": 5}


def test_B3_zero_temporary_hit_points_removes_them() -> None:
    enc = ward()
    TempHpCommand("aria", 6, rounds=3).apply(enc)
    entry = TempHpCommand("aria", 0, rounds=9).apply(enc)
    assert (enc.combatant("aria").temp_hp, enc.combatant("aria").temp_hp_until) == (0, None)
    assert entry is not None and entry.text == "Aria loses its temporary hit points (6)"
    with pytest.raises(ActionError, match="cannot be negative"):
        TempHpCommand("aria", -1)
    with pytest.raises(ActionError, match="at least one round"):
        TempHpCommand("aria", 5, rounds=0)


# -- B5/B9/B10 dying checks ----------------------------------------------------------------


def test_B5_dying_check_success_survives() -> None:
    enc = ward(clock=33)
    entry = roundtrip(DyingCheckCommand("bren", 9), enc)  # 9 + 1 = 10 ≥ DC 10
    assert state_codes(enc.combatant("bren")) == {SW, UNCONSCIOUS}
    assert entry is not None and entry.json_record is not None
    assert entry.json_record["check"]["total"] == 10 and entry.json_record["check"]["outcome"] == "survives"
    assert entry.text == "Bren's dying check: d20 9 + 1 (constitution) = 10 vs DC 10, Bren survives this round"
    assert entry.rule_ids == ["B5"]


def test_B5_dying_check_failure_kills_at_the_current_clock() -> None:
    enc = ward(clock=33)
    entry = roundtrip(DyingCheckCommand("bren", 8), enc)
    bren = enc.combatant("bren")
    assert state_codes(bren) == {SW, UNCONSCIOUS, DEAD}
    assert entry_of(bren, DEAD).began == 33
    assert entry is not None and entry.text.endswith("= 9 vs DC 10, Bren dies")


def test_B9_no_constitution_dying_means_death() -> None:
    enc = ward(clock=5)
    assert DyingCheckCommand("zed").dice_needed(enc) == ()
    command = DyingCheckCommand("zed").roll(enc, TypedDice([]))
    entry = roundtrip(command, enc)
    assert DEAD in state_codes(enc.combatant("zed"))
    assert entry is not None and entry.json_record is not None
    assert entry.json_record["check"]["natural"] is None and entry.json_record["check"]["automatic_failure"] is True
    assert entry.rule_ids == ["B5", "B9"]
    assert entry.public is False  # Zed is hidden


def test_B9_no_constitution_rolls_no_die() -> None:
    with pytest.raises(ActionError, match="rolls no die"):
        DyingCheckCommand("zed", 20).apply(ward())


def test_B5_dying_check_needs_a_dying_creature() -> None:
    enc = ward()
    with pytest.raises(ActionError, match="Aria is not dying"):
        DyingCheckCommand("aria", 10).apply(enc)
    enc.combatants[2].states = states(SB, UNCONSCIOUS)
    with pytest.raises(ActionError, match="Cora is not dying"):  # seriously bruised + unconscious is not dying
        DyingCheckCommand("cora", 10).apply(enc)
    DyingCheckCommand("bren", 1).apply(enc)
    with pytest.raises(ActionError, match="Bren is already dead"):
        DyingCheckCommand("bren", 20).apply(enc)
    with pytest.raises(ActionError, match="d20 natural"):
        DyingCheckCommand("bren", None).apply(ward())


def test_B10_realistic_mode_dying_check_takes_minus_wounds() -> None:
    enc = ward(realistic=True)
    entry = DyingCheckCommand("bren", 12, modifier=1).apply(enc)  # 12 + 1 − 4 + 1 = 10: survives
    assert entry is not None and entry.json_record is not None
    assert entry.json_record["realistic_modifier"] == -4 and entry.json_record["check"]["total"] == 10
    assert entry.rule_ids == ["B5", "B10"]
    assert "- 4 (realistic) + 1 (other)" in entry.text
    DyingCheckCommand("bren", 12).apply(enc)  # 9: dies (it would live without realistic mode)
    assert DEAD in state_codes(enc.combatant("bren"))


def test_B5_dying_check_dice_needed_and_roll() -> None:
    enc = ward()
    assert DyingCheckCommand("bren").dice_needed(enc) == (DieNeed(20, "dying_check", "bren"),)
    dice = TypedDice([3])
    command = DyingCheckCommand("bren").roll(enc, dice)
    assert command.natural == 3 and dice.remaining == ()
    roundtrip(command, enc)
    assert DEAD in state_codes(enc.combatant("bren"))


# -- B8 natural recovery checks -------------------------------------------------------------


def test_B8_recovery_check_success_ends_the_state() -> None:
    enc = ward(clock=10)  # one minute: unconscious has one period due
    entry = roundtrip(RecoveryCheckCommand("bren", "unconscious", 9), enc)  # 9 + 1 = 10
    assert state_codes(enc.combatant("bren")) == {SW}
    assert entry is not None and entry.json_record is not None
    assert entry.json_record["check"]["source"] == "natural" and entry.json_record["check"]["periods_spent"] == 1
    assert entry.text == "Bren's recovery check of unconscious: d20 9 + 1 (constitution) = 10 vs DC 10, success: unconscious ends"


def test_B8_recovery_check_failure_uses_up_the_period() -> None:
    enc = ward(clock=25)  # two periods due
    RecoveryCheckCommand("bren", UNCONSCIOUS, 2).apply(enc)
    assert entry_of(enc.combatant("bren"), UNCONSCIOUS).periods_used == 1
    RecoveryCheckCommand("bren", UNCONSCIOUS, 3).apply(enc)
    assert entry_of(enc.combatant("bren"), UNCONSCIOUS).periods_used == 2
    with pytest.raises(ActionError, match="0 recovery period"):
        RecoveryCheckCommand("bren", UNCONSCIOUS, 3).apply(enc)


def rested(clock: int, **extra: Combatant) -> Encounter:
    """The ward after everyone rested from round 0 to ``clock`` with no recovery check made (B8: they stay due)."""
    enc = ward(**extra)
    AdvanceTimeCommand(clock, resting=True, ignore_dying=True).apply(enc)
    return enc


def test_B8_take_20_costs_20_periods() -> None:
    enc = rested(12_000, dora=person("dora", constitution=3, states=states(DISABLED)))  # 20 hours
    entry = roundtrip(RecoveryCheckCommand("dora", "disabled", mode="take20"), enc)  # 20 − 4 = 16 < DC 20
    assert entry_of(enc.combatant("dora"), DISABLED).periods_used == 20
    assert entry is not None and entry.json_record is not None and entry.json_record["check"]["die"] == 20
    assert "takes 20 (20 periods)" in entry.text
    with pytest.raises(ActionError, match="0 recovery period"):
        RecoveryCheckCommand("dora", "disabled", mode="take10").apply(enc)


def test_B8_take_20_needs_20_periods_to_have_passed() -> None:
    enc = rested(190)  # unconscious: 19 periods
    with pytest.raises(ActionError, match="19 recovery period.*needs 20"):
        RecoveryCheckCommand("bren", UNCONSCIOUS, mode="take_20").apply(enc)
    RecoveryCheckCommand("bren", UNCONSCIOUS, mode="take10").apply(enc)  # 10 + 1 ≥ 10
    assert UNCONSCIOUS not in state_codes(enc.combatant("bren"))


def test_B8_take_10_or_20_without_rest_is_refused() -> None:
    """Seed 001: "在静养中度过康复周期，则自然康复检定允许取10或取20" — take 10 / take 20 only when the
    recovery period was spent resting; a check outside a rest is rolled."""
    enc = ward(clock=200)  # Bren: 20 periods of unconscious due, nobody rested
    for mode in ("take10", "take20"):
        with pytest.raises(ActionError, match="Bren is not resting: only a rest may take 10 or take 20"):
            RecoveryCheckCommand("bren", UNCONSCIOUS, mode=mode).apply(enc)
    enc = rested(200)
    AdvanceTimeCommand(1, ignore_dying=True).apply(enc)  # a round passes without rest
    with pytest.raises(ActionError, match="Bren is not resting"):
        RecoveryCheckCommand("bren", UNCONSCIOUS, mode="take10").apply(enc)
    RecoveryCheckCommand("bren", UNCONSCIOUS, 9).apply(enc)  # rolled: always allowed
    assert UNCONSCIOUS not in state_codes(enc.combatant("bren"))
    enc = rested(200)  # rested until now: the periods were spent resting
    RecoveryCheckCommand("bren", UNCONSCIOUS, mode="take10").apply(enc)  # 10 + 1 ≥ DC 10
    assert UNCONSCIOUS not in state_codes(enc.combatant("bren"))


def test_B8_periods_one_minute_or_one_hour() -> None:
    enc = ward(clock=599, dora=person("dora", states=states(SW, DISABLED)))
    for state in (SW, DISABLED):
        with pytest.raises(ActionError, match="0 recovery period"):
            RecoveryCheckCommand("dora", state, 20).apply(enc)
    RecoveryCheckCommand("cora", SB, 20).apply(enc)  # ruling: seriously bruised, 1 minute
    RecoveryCheckCommand("cora", DAZED, 1).apply(enc)
    enc.turn.clock = 600
    RecoveryCheckCommand("dora", SW, 20).apply(enc)
    assert state_codes(enc.combatant("dora")) == {DISABLED}


def test_B8_disabled_recovery_is_DC_20() -> None:
    enc = ward(clock=600, dora=person("dora", constitution=10, states=states(DISABLED)))
    RecoveryCheckCommand("dora", DISABLED, 19).apply(enc)
    assert DISABLED in state_codes(enc.combatant("dora"))
    assert enc.log[-1].json_record is not None and enc.log[-1].json_record["check"]["dc"] == 20


def test_B8_an_early_check_is_allowed_when_asked() -> None:
    enc = ward(clock=3)
    entry = RecoveryCheckCommand("bren", UNCONSCIOUS, 1, early=True).apply(enc)
    assert entry_of(enc.combatant("bren"), UNCONSCIOUS).periods_used == 1
    assert entry is not None and entry.json_record is not None and entry.json_record["early"] is True


def test_B9_no_natural_recovery_without_constitution() -> None:
    enc = ward(clock=600)
    with pytest.raises(ActionError, match="Zed has no constitution: no natural recovery"):
        RecoveryCheckCommand("zed", UNCONSCIOUS, 20).apply(enc)


def test_B8_recovery_refused_for_the_dead_and_states_not_held() -> None:
    enc = ward(clock=600)
    with pytest.raises(ActionError, match="Aria is not dazed"):
        RecoveryCheckCommand("aria", DAZED, 20).apply(enc)
    DyingCheckCommand("bren", 1).apply(enc)
    with pytest.raises(ActionError, match="Bren is dead"):
        RecoveryCheckCommand("bren", UNCONSCIOUS, 20).apply(enc)
    with pytest.raises(ActionError, match="unknown recovery mode"):
        RecoveryCheckCommand("aria", DAZED, mode="take15")


def test_B8_B10_realistic_mode_recovery_check() -> None:
    enc = ward(clock=10, realistic=True)
    entry = RecoveryCheckCommand("bren", UNCONSCIOUS, 12).apply(enc)  # 12 + 1 − 4 = 9
    assert UNCONSCIOUS in state_codes(enc.combatant("bren"))
    assert entry is not None and entry.rule_ids == ["B8", "B10", "B12"]


def test_B8_recovery_dice_needed_and_roll() -> None:
    enc = ward(clock=10)
    assert RecoveryCheckCommand("bren", "unconscious").dice_needed(enc) == (
        DieNeed(20, "recovery_check", "bren", "unconscious"),)
    assert RecoveryCheckCommand("bren", "unconscious", mode="take10").dice_needed(enc) == ()
    dice = TypedDice([18])
    command = RecoveryCheckCommand("bren", UNCONSCIOUS).roll(enc, dice)
    assert command.natural == 18 and dice.remaining == ()
    entry = roundtrip(command, enc)
    assert entry is not None and entry.json_record is not None and entry.json_record["check"]["natural"] == 18
    assert RecoveryCheckCommand("bren", SW, mode="take10").roll(enc, TypedDice([])).natural is None


def test_commands_name_themselves_for_the_undo_history() -> None:
    from gmtracker.encounter.actions_percentile import PercentileCheckCommand, PercentileSide
    from gmtracker.encounter.actions_rest import AdvanceTimeCommand
    from gmtracker.encounter.conditions import AddCondition, EditCondition, RemoveCondition

    labels = [
        HealCommand("bren", "1d8", count="wounds").label,
        TempHpCommand("bren", 3).label,
        DyingCheckCommand("bren", 3).label,
        RecoveryCheckCommand("bren", SW, 3).label,
        AdvanceTimeCommand(1).label,
        AdvanceTimeCommand(1, resting=True).label,
        PercentileCheckCommand(PercentileSide("aria", 5), passives=[PercentileSide("bren", 5)]).label,
        AddCondition("bren", "Slow").label,
        EditCondition("bren", "slow", note="x").label,
        RemoveCondition("bren", "slow").label,
    ]
    assert labels == ["heal bren", "temporary hit points of bren", "dying check of bren", "recovery check of bren",
                      "advance time", "rest", "1D100 versus check", "add condition Slow", "edit condition",
                      "remove condition"]

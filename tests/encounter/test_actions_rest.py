"""Advancing time and resting (B6, B8, B12) and the recovery checks a span brings."""

from __future__ import annotations

import pytest

from gmtracker.encounter import ActionError, Combatant, Condition, Encounter, StateEntry
from gmtracker.encounter.actions_rest import AdvanceTimeCommand, DueRecovery, recovery_due
from gmtracker.encounter.dice_needs import DieNeed
from gmtracker.rules.dice import DiceSourceError, TypedDice
from tests.encounter.fixtures_care import (
    DAZED,
    DEAD,
    DISABLED,
    SB,
    SW,
    UNCONSCIOUS,
    entries,
    entry_of,
    person,
    roundtrip,
    state_codes,
    states,
    ward,
)


def calm(clock: int = 0, **extra: Combatant) -> Encounter:
    """The ward without its dying members (Bren stabilised, Zed destroyed)."""
    enc = ward(clock, **extra)
    enc.combatants[1].states = states(SW)
    enc.combatants[3].states = states(DEAD)
    return enc


def test_B12_advance_time_moves_the_clock_by_hours_minutes_and_rounds() -> None:
    enc = calm()
    entry = roundtrip(AdvanceTimeCommand(3, hours=1, minutes=2), enc)
    assert enc.turn.clock == 623
    assert entry is not None and entry.kind == "advance_time"
    assert entry.text == "1 h 2 min 3 rounds (623 rounds) pass: clock 0 → 623"
    assert entry.json_record == {"rounds": 623, "clock_before": 0, "clock_after": 623, "resting": [],
                            "dying_ignored": []}
    with pytest.raises(ActionError, match="at least one round"):
        AdvanceTimeCommand(0)


def test_B6_rest_hours_lower_wounds_not_while_seriously_wounded() -> None:
    enc = calm()
    roundtrip(AdvanceTimeCommand(hours=2, resting=True), enc)
    assert enc.combatant("aria").wounds == 1  # 3 − 2 hours
    assert enc.combatant("bren").wounds == 4  # seriously wounded: locked (B5)
    assert enc.combatant("cora").wounds == 0  # 2 − 2 (seriously *bruised* locks only bruises)
    aria_entry = next(e for e in entries(enc, "time_effects") if e.actor == "aria")
    assert aria_entry.json_record is not None and aria_entry.json_record["wound_rest"]["hours"] == 2
    assert "wound count 3 → 1 by rest" in aria_entry.text and "B6" in aria_entry.rule_ids


def test_B6_rest_minutes_lower_bruises_not_while_seriously_bruised() -> None:
    enc = calm()
    AdvanceTimeCommand(minutes=5, resting=True).apply(enc)
    assert enc.combatant("aria").bruises == 2  # 7 − 5
    assert enc.combatant("cora").bruises == 6  # seriously bruised: locked
    assert enc.combatant("aria").wounds == 3  # less than an hour


def test_B6_without_rest_the_counts_stay() -> None:
    enc = calm()
    AdvanceTimeCommand(hours=3).apply(enc)
    assert (enc.combatant("aria").wounds, enc.combatant("aria").bruises) == (3, 7)
    assert enc.log[-1].json_record is not None and enc.log[-1].json_record["resting"] == []


def test_B6_only_the_named_combatants_rest() -> None:
    enc = calm()
    AdvanceTimeCommand(hours=1, resting={"cora"}).apply(enc)
    assert enc.combatant("aria").wounds == 3 and enc.combatant("cora").wounds == 1
    assert enc.log[-1].text == "1 h (600 rounds) pass, 1 resting: clock 0 → 600"
    with pytest.raises(ActionError, match="no combatant has the id 'nobody'"):
        AdvanceTimeCommand(1, resting={"nobody"}).apply(enc)


def test_B8_checks_falling_due_are_made_in_order_with_the_dice_given() -> None:
    enc = calm(dora=person("dora", states=states(UNCONSCIOUS, DAZED)))
    command = AdvanceTimeCommand(minutes=3, recovery={"dora": {"unconscious": [2, 3, 15], "dazed": 9}})
    entry = roundtrip(command, enc)
    dora = enc.combatant("dora")
    assert state_codes(dora) == set()  # unconscious on the 3rd check, dazed on the 1st (9 + 1)
    record = next(e for e in entries(enc, "time_effects") if e.actor == "dora").json_record
    assert record is not None
    made = [(c["clock"], c["state"], c["natural"], c["success"]) for c in record["checks"]]
    assert made == [(10, "unconscious", 2, False), (10, "dazed", 9, True),
                    (20, "unconscious", 3, False), (30, "unconscious", 15, True)]
    assert entry is not None and "B8" in entry.rule_ids


def test_B8_a_state_that_ends_makes_no_more_checks() -> None:
    enc = calm(dora=person("dora", states=states(UNCONSCIOUS)))
    AdvanceTimeCommand(minutes=5, recovery={"dora": {UNCONSCIOUS: [1, 19, 1, 1, 1]}}).apply(enc)
    record = next(e for e in entries(enc, "time_effects") if e.actor == "dora").json_record
    assert record is not None and [c["natural"] for c in record["checks"]] == [1, 19]


def test_B8_failed_checks_use_up_their_periods() -> None:
    enc = calm(dora=person("dora", states=states(UNCONSCIOUS, used=1)))
    AdvanceTimeCommand(minutes=3, recovery={"dora": {UNCONSCIOUS: [1, 1, 1]}}).apply(enc)
    # Periods 2 and 3 end within the span (period 1 was already used): two checks, two periods.
    assert entry_of(enc.combatant("dora"), UNCONSCIOUS).periods_used == 3


def test_B8_overdue_checks_come_first() -> None:
    enc = calm(clock=25, dora=person("dora", states=states(UNCONSCIOUS)))
    assert recovery_due(enc, 10) == [
        DueRecovery("cora", SB, 3, 2, 0), DueRecovery("cora", DAZED, 3, 2, 0),
        DueRecovery("dora", UNCONSCIOUS, 3, 2, 0)]
    AdvanceTimeCommand(10, recovery={"dora": {UNCONSCIOUS: [1, 1, 1]}}).apply(enc)
    record = next(e for e in entries(enc, "time_effects") if e.actor == "dora").json_record
    assert record is not None and [c["clock"] for c in record["checks"]] == [10, 20, 30]


def test_B6_B8_seriously_wounded_ending_partway_lets_later_hours_rest() -> None:
    enc = calm(dora=person("dora", wounds=5, constitution=10, states=states(SW)))
    AdvanceTimeCommand(hours=3, resting=True, recovery={"dora": {SW: [1, 15, 1]}}).apply(enc)
    dora = enc.combatant("dora")
    assert state_codes(dora) == set()
    # Seriously wounded ends at clock 1200 (the 2nd check): only the hour 1200–1800 rests.
    assert dora.wounds == 4
    record = next(e for e in entries(enc, "time_effects") if e.actor == "dora").json_record
    assert record is not None and record["wound_rest_from"] == 1200 and record["wound_rest"]["rounds"] == 600


def test_B6_an_hour_spent_partly_seriously_wounded_does_not_rest() -> None:
    enc = calm(dora=person("dora", wounds=5, constitution=10, states=states(SW)))
    AdvanceTimeCommand(minutes=90, resting=True, recovery={"dora": {SW: 20}}).apply(enc)
    assert SW not in state_codes(enc.combatant("dora"))  # ends at clock 600
    assert enc.combatant("dora").wounds == 5  # 600–900 is half an hour of rest: nothing yet
    assert enc.combatant("aria").wounds == 2  # 90 minutes, never locked: one hour


def test_B6_rest_counts_bruises_from_the_minute_seriously_bruised_ends() -> None:
    enc = calm()  # Cora: seriously bruised + dazed since 0, 6 bruises, Con 12 (+1)
    AdvanceTimeCommand(minutes=5, resting=True, recovery={"cora": {SB: [1, 1, 9, 1, 1], DAZED: [1] * 5}}).apply(enc)
    cora = enc.combatant("cora")
    assert state_codes(cora) == {DAZED}  # seriously bruised ends at clock 30 (9 + 1)
    assert cora.bruises == 4  # minutes 30–40 and 40–50
    assert entry_of(cora, DAZED).periods_used == 5


def test_B8_take_10_while_resting() -> None:
    enc = calm(dora=person("dora", constitution=10, states=states(UNCONSCIOUS, DISABLED)))
    AdvanceTimeCommand(hours=1, resting=True, recovery={"dora": {UNCONSCIOUS: "take10", DISABLED: "take10"}}).apply(enc)
    dora = enc.combatant("dora")
    assert state_codes(dora) == {DISABLED}  # 10 ≥ DC 10 ends unconscious; 10 < DC 20
    assert entry_of(dora, DISABLED).periods_used == 1
    record = next(e for e in entries(enc, "time_effects") if e.actor == "dora").json_record
    assert record is not None and [(c["state"], c["mode"], c["die"]) for c in record["checks"]] == [
        ("unconscious", "take_10", 10), ("disabled", "take_10", 10)]


def test_B8_take_20_while_resting_costs_20_periods() -> None:
    enc = calm(dora=person("dora", constitution=10, states=states(UNCONSCIOUS)))
    AdvanceTimeCommand(minutes=19, resting=True, recovery={"dora": {UNCONSCIOUS: "take20"}}).apply(enc)
    assert entry_of(enc.combatant("dora"), UNCONSCIOUS).periods_used == 0  # 19 periods: not enough
    AdvanceTimeCommand(minutes=25, resting=True, recovery={"dora": {UNCONSCIOUS: "take_20"}}).apply(enc)
    assert UNCONSCIOUS not in state_codes(enc.combatant("dora"))
    record = next(e for e in reversed(enc.log) if e.actor == "dora").json_record
    assert record is not None and [(c["clock"], c["periods_spent"]) for c in record["checks"]] == [(200, 20)]


def test_B8_take_20_leaves_the_remaining_periods_due() -> None:
    enc = calm(dora=person("dora", constitution=3, states=states(DISABLED)))  # 20 − 4 < 20: always fails
    AdvanceTimeCommand(hours=45, resting=True, recovery={"dora": {DISABLED: "take20"}}).apply(enc)
    assert entry_of(enc.combatant("dora"), DISABLED).periods_used == 40
    assert recovery_due(enc) == [DueRecovery("bren", SW, 45, 45, 2), DueRecovery("cora", SB, 2700, 2700, 135),
                                 DueRecovery("cora", DAZED, 2700, 2700, 135), DueRecovery("dora", DISABLED, 5, 5, 0)]


def test_B8_take_10_or_20_only_while_resting() -> None:
    enc = calm(dora=person("dora", states=states(UNCONSCIOUS)))
    with pytest.raises(ActionError, match="Dora is not resting: only a rest may take 10 or take 20"):
        AdvanceTimeCommand(minutes=30, recovery={"dora": {UNCONSCIOUS: "take20"}}).apply(enc)
    with pytest.raises(ActionError, match="Dora is not resting"):
        AdvanceTimeCommand(minutes=30, resting={"aria"}, recovery={"dora": {UNCONSCIOUS: "take10"}}).apply(enc)
    with pytest.raises(ActionError, match="need their naturals"):
        AdvanceTimeCommand(minutes=30, recovery={"dora": {UNCONSCIOUS: "roll"}})


def test_B8_recovery_refused_for_states_not_held_the_dead_and_no_constitution() -> None:
    enc = calm(bones=person("bones", constitution=None, states=states(DAZED)))
    with pytest.raises(ActionError, match="Aria is not dazed"):
        AdvanceTimeCommand(10, recovery={"aria": {DAZED: 5}}).apply(enc)
    with pytest.raises(ActionError, match="Zed is dead"):
        AdvanceTimeCommand(10, recovery={"zed": {UNCONSCIOUS: 5}}).apply(enc)
    with pytest.raises(ActionError, match="Bones has no constitution: no natural recovery"):
        AdvanceTimeCommand(10, recovery={"bones": {DAZED: 5}}).apply(enc)
    with pytest.raises(ActionError, match="d20 natural"):
        AdvanceTimeCommand(10, recovery={"cora": {DAZED: 21}}).apply(enc)


def test_B9_no_recovery_checks_due_without_constitution_or_when_dead() -> None:
    enc = calm(bones=person("bones", constitution=None, states=states(DAZED)))
    due = recovery_due(enc, 600)
    assert {d.combatant for d in due} == {"bren", "cora"}  # not zed (dead) nor bones (no constitution)


def test_B5_refused_while_someone_is_dying_unless_asked() -> None:
    enc = ward()
    with pytest.raises(ActionError, match="Bren, Zed dying"):
        AdvanceTimeCommand(hours=1, resting=True).apply(enc)
    entry = AdvanceTimeCommand(hours=1, resting=True, ignore_dying=True).apply(enc)
    assert entry is not None and entry.json_record is not None and entry.public
    assert entry.json_record["dying_ignored"] == ["bren"]  # the public summary leaves hidden Zed out
    assert state_codes(enc.combatant("bren")) == {SW, UNCONSCIOUS}
    lines = {e.actor: e for e in entries(enc, "time_effects")}
    assert lines["zed"].text == "Zed: dying: no dying checks were made (B5)" and lines["zed"].public is False
    assert lines["bren"].json_record is not None and lines["bren"].json_record["dying_checks_skipped"] is True
    assert "B5" in lines["bren"].rule_ids


def test_B3_B12_temporary_hit_points_end_with_their_time() -> None:
    enc = calm()
    enc.combatants[0].temp_hp, enc.combatants[0].temp_hp_until = 6, 20
    AdvanceTimeCommand(19).apply(enc)
    assert enc.combatant("aria").temp_hp == 6
    AdvanceTimeCommand(1).apply(enc)
    assert (enc.combatant("aria").temp_hp, enc.combatant("aria").temp_hp_until) == (0, None)
    entry = enc.log[-2]
    assert entry.kind == "time_effects" and entry.text == "Aria: 6 temporary hit points end"
    assert entry.rule_ids == ["B3", "B12"]
    enc.combatants[2].temp_hp_until = enc.turn.clock + 1  # a leftover end time without temporary hit points
    AdvanceTimeCommand(1).apply(enc)
    assert enc.combatant("cora").temp_hp_until is None
    assert enc.log[-2].text == "Cora: temporary hit points end"


def test_conditions_are_left_alone_by_the_clock() -> None:
    enc = calm()
    enc.combatants[0].conditions = [Condition(id="bless", name="Bless", rounds=3, remaining=1, anchor="aria")]
    AdvanceTimeCommand(hours=1, resting=True).apply(enc)
    assert enc.combatant("aria").conditions[0].remaining == 1


def test_B10_realistic_mode_recovery_during_a_rest() -> None:
    # Dying Dora (3 wounds, Con 10): unconscious since 0 with 59 periods used, so its next checks
    # fall at clock 600 (with seriously wounded's first) and 610.
    dora = person("dora", wounds=3, constitution=10,
                  states=[StateEntry(SW), StateEntry(UNCONSCIOUS, periods_used=59)])
    enc = calm(dora=dora)
    enc.settings.realistic = True
    AdvanceTimeCommand(610, recovery={"dora": {SW: [13], UNCONSCIOUS: [12, 10]}}, ignore_dying=True).apply(enc)
    entry = next(e for e in entries(enc, "time_effects") if e.actor == "dora")
    assert entry.json_record is not None
    made = [(c["clock"], c["state"], c["modifier"], c["total"], c["success"]) for c in entry.json_record["checks"]]
    # At 600 both checks take −3 (the track before that round); at 610 seriously wounded is over: no penalty.
    assert made == [(600, "seriously_wounded", -3, 10, True), (600, "unconscious", -3, 9, False),
                    (610, "unconscious", 0, 10, True)]
    assert state_codes(enc.combatant("dora")) == set()
    assert "B10" in entry.rule_ids


def test_hidden_combatants_rest_privately() -> None:
    enc = calm()
    enc.combatants[0].hidden = True
    AdvanceTimeCommand(hours=1, resting=True).apply(enc)
    by_actor = {e.actor: e.public for e in entries(enc, "time_effects")}
    assert by_actor == {"aria": False, "cora": True}
    summary = enc.log[-1]
    assert summary.public is True and summary.json_record is not None and summary.json_record["resting"] == ["bren", "cora"]  # not hidden Aria
    assert summary.text == "1 h (600 rounds) pass, 2 resting: clock 0 → 600"


def test_recovery_due_over_a_span_for_the_dice_dialog() -> None:
    enc = calm()
    assert recovery_due(enc) == []
    assert recovery_due(enc, 600) == [DueRecovery("bren", SW, 1, 0, 0), DueRecovery("cora", SB, 60, 0, 3),
                                      DueRecovery("cora", DAZED, 60, 0, 3)]
    with pytest.raises(ActionError, match="time cannot go back"):
        recovery_due(enc, -1)


def test_B8_advance_time_asks_each_states_next_die_while_its_checks_fail() -> None:
    """B8 (staged dice): one d20 per state at a time; a state's checks stop at its first success."""
    enc = calm(clock=0)
    needs = AdvanceTimeCommand(minutes=2, modes="all").dice_needed(enc)
    assert needs == (DieNeed(20, "recovery_check", "cora", "seriously_bruised", 0, of=2),
                     DieNeed(20, "recovery_check", "cora", "dazed", 0, of=2))
    assert AdvanceTimeCommand(minutes=2).dice_needed(enc) == ()  # no modes: only the naturals it holds
    modes = {"cora": {"dazed": "take10", "seriously_bruised": "roll"}}
    staged = AdvanceTimeCommand(minutes=2, resting=True, modes=modes)
    assert staged.dice_needed(enc) == needs[:1]
    staged = staged.with_dice(needs[:1], [1])  # fails: the second check's die is asked for
    assert staged.dice_needed(enc) == (DieNeed(20, "recovery_check", "cora", "seriously_bruised", 1, of=2),)
    assert AdvanceTimeCommand(hours=1, modes={"aria": {"dazed": "roll"}}).dice_needed(enc) == ()  # nothing due
    dice = TypedDice([1, 19])
    command = AdvanceTimeCommand(minutes=2, resting=True, modes=modes).roll(enc, dice)
    assert dice.remaining == ()
    with pytest.raises(DiceSourceError):
        dice.roll(20)
    roundtrip(command, enc)  # redo needs no dice
    cora = enc.combatant("cora")
    assert state_codes(cora) == set()  # SB: 1 fails, 19 + 1 ends it; dazed: take 10 + 1 ends it
    record = next(e for e in entries(enc, "time_effects") if e.actor == "cora").json_record
    assert record is not None and [c["die"] for c in record["checks"]] == [1, 10, 19]


def test_B8_advance_time_rolls_every_due_check_until_each_state_ends() -> None:
    enc = calm()
    first = AdvanceTimeCommand(hours=1, modes="all").dice_needed(enc)
    assert [(n.combatant, n.state, n.of) for n in first] == [
        ("bren", "seriously_wounded", 1), ("cora", "seriously_bruised", 60), ("cora", "dazed", 60)]
    dice = TypedDice([20] * 3)
    command = AdvanceTimeCommand(hours=1, modes="all").roll(enc, dice)
    assert dice.remaining == ()  # every first check succeeds: no more dice
    command.apply(enc)
    assert state_codes(enc.combatant("bren")) == set() and state_codes(enc.combatant("cora")) == set()


# -- D2 ruling: rest accumulates across consecutive rests -------------------------------------


def test_B6_two_30_minute_rests_heal_one_wound() -> None:
    """Seed 001: "静养休息每小时负伤数减少1点" — each hour of rest lowers the wound count by 1.

    RULES.md D2: rest accumulates across consecutive rests, two 30-minute rests are one hour.
    """
    enc = calm()
    AdvanceTimeCommand(minutes=30, resting=True).apply(enc)
    assert enc.combatant("aria").wounds == 3  # half an hour: not yet
    entry = roundtrip(AdvanceTimeCommand(minutes=30, resting=True), enc)  # undo restores the half hour
    assert enc.combatant("aria").wounds == 2
    assert enc.combatant("cora").wounds == 1  # seriously *bruised* does not lock wounds
    assert enc.combatant("bren").wounds == 4  # seriously wounded: locked all along
    aria = next(e for e in reversed(enc.log) if e.actor == "aria")
    assert aria.json_record is not None and aria.json_record["wound_rest"]["carried_wound_rounds"] == 300
    assert "wound count 3 → 2 by rest" in aria.text
    assert entry is not None and entry.kind == "advance_time"


def test_B8_twelve_5_round_rests_heal_four_bruises() -> None:
    """Seed 001: "康复1点只需休息1分钟而非1小时" — a bruise heals with one minute of rest.

    Twelve 5-round rests are six minutes of rest (D2 ruling): four bruises heal.
    """
    enc = calm(dana=person("dana", bruises=4))
    for _ in range(12):
        AdvanceTimeCommand(5, resting=True).apply(enc)
    assert enc.combatant("dana").bruises == 0
    assert enc.combatant("aria").bruises == 1  # 7 − 6 minutes
    assert enc.combatant("cora").bruises == 6  # seriously bruised: locked


def test_D2_rest_starts_again_after_time_without_rest() -> None:
    """RULES.md D2: "The accumulation starts again when time passes without rest"."""
    enc = calm()
    AdvanceTimeCommand(minutes=30, resting=True).apply(enc)
    AdvanceTimeCommand(1).apply(enc)  # a round passes, nobody resting
    AdvanceTimeCommand(minutes=30, resting=True).apply(enc)
    assert enc.combatant("aria").wounds == 3
    AdvanceTimeCommand(minutes=30, resting={"cora"}).apply(enc)  # Aria does not rest this time
    AdvanceTimeCommand(minutes=30, resting=True).apply(enc)
    assert enc.combatant("aria").wounds == 3
    assert enc.combatant("cora").wounds == 1  # Cora rested the last hour through


def test_D2_rest_starts_again_after_new_damage() -> None:
    """RULES.md D2: the accumulation starts again "when the count … changes by other means (new damage)"."""
    from gmtracker.encounter.actions_damage import DamageCheckCommand

    enc = calm()
    AdvanceTimeCommand(minutes=30, resting=True).apply(enc)
    DamageCheckCommand("aria", damage=5, natural=1).apply(enc)  # 6 vs DC 5: a wound
    wounds = enc.combatant("aria").wounds
    assert wounds == 4
    AdvanceTimeCommand(minutes=30, resting=True).apply(enc)
    assert enc.combatant("aria").wounds == wounds
    AdvanceTimeCommand(minutes=30, resting=True).apply(enc)
    assert enc.combatant("aria").wounds == wounds - 1


def test_D2_carried_rest_is_saved_and_range_checked() -> None:
    """The rest carried over survives a save (a model field) and a wrong value is refused."""
    from gmtracker.encounter.model import RestProgress
    from gmtracker.encounter.validity import combatant_problems
    from gmtracker.storage.encounter_file import decode_encounter, encode_encounter

    enc = calm()
    AdvanceTimeCommand(minutes=30, resting=True).apply(enc)
    assert enc.combatant("aria").rest == RestProgress(300, 3, 0, 300, 0)
    assert enc.combatant("zed").rest is None  # the dead rest not
    loaded = decode_encounter(encode_encounter(enc), "ward.json")
    assert loaded.combatants[0].rest == RestProgress(300, 3, 0, 300, 0)
    wrong = person("x", rest=RestProgress(0, 1, 1, 600, 10))
    assert {p.field for p in combatant_problems(wrong)} == {"rest.wound_rounds", "rest.bruise_rounds"}


def test_D2_carried_rest_starts_again_after_damage_healed_back_to_the_same_count() -> None:
    """Review of issue 12: D2 — rest carried over starts again when a count or state it heals
    changes. Ayla rests 30 minutes with 3 wounds, takes a wound (seriously wounded), is healed
    back to 3 wounds at the same clock: the next 30 minutes must not complete an hour."""
    from gmtracker.encounter.actions_care import HealCommand
    from gmtracker.encounter.actions_damage import DamageCheckCommand
    from tests.encounter.fixtures_d20 import ambush, ayla, goblin, ogre

    enc = ambush(ayla(wounds=3), goblin(), ogre())
    enc.turn.started, enc.turn.round, enc.turn.current = False, 0, None
    AdvanceTimeCommand(minutes=30, resting=True).apply(enc)
    assert enc.combatant("ayla").rest is not None
    DamageCheckCommand("ayla", damage=7, natural=10).apply(enc)
    assert enc.combatant("ayla").wounds == 4 and enc.combatant("ayla").rest is None
    HealCommand("ayla", "4", state="seriously_wounded", natural=20).apply(enc)
    HealCommand("ayla", "2", count="wounds").apply(enc)
    assert enc.combatant("ayla").wounds == 3
    AdvanceTimeCommand(minutes=30, resting=True).apply(enc)
    assert enc.combatant("ayla").wounds == 3  # 30 fresh minutes: no wound healed yet

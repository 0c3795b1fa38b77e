"""Conditions: add, edit, remove, and the countdown the turn machine runs at turn start and end."""

from __future__ import annotations

import pytest
from msgspec import structs

from gmtracker.encounter import ActionError, Condition, Encounter, Expiry, PatchBuilder
from gmtracker.encounter.conditions import (
    AddCondition,
    ConditionTick,
    EditCondition,
    RemoveCondition,
    log_expired,
    tick_conditions,
)
from tests.encounter.fixtures_care import roundtrip, snapshot, ward


def test_add_condition_with_a_duration_anchored_to_another_combatant() -> None:
    enc = ward()
    command = AddCondition("bren", "Blessed", "+1 to checks", rounds=3, expiry=Expiry.TURN_START, anchor="aria")
    entry = roundtrip(command, enc)
    assert enc.combatant("bren").conditions == [
        Condition(id="blessed", name="Blessed", note="+1 to checks", rounds=3, remaining=3,
                  expiry=Expiry.TURN_START, anchor="aria")]
    assert command.condition_id == "blessed"
    assert entry is not None and entry.kind == "condition_added" and entry.targets == ["bren"]
    assert entry.text == "Bren: Blessed (3 of 3 rounds, counted at the start of Aria's turn)"


def test_condition_ids_are_unique_within_the_combatant() -> None:
    enc = ward()
    for name in ("Blessed", "Blessed", "祝福", "祝福"):
        AddCondition("bren", name).apply(enc)
    AddCondition("cora", "Blessed").apply(enc)
    assert [c.id for c in enc.combatant("bren").conditions] == ["blessed", "blessed-2", "祝福", "祝福-2"]  # issue 26 item 12
    assert [c.id for c in enc.combatant("cora").conditions] == ["blessed"]


def test_a_duration_without_an_anchor_counts_the_holders_turns() -> None:
    enc = ward()
    AddCondition("bren", "Stunned", rounds=1).apply(enc)
    AddCondition("bren", "Cursed").apply(enc)
    stunned, cursed = enc.combatant("bren").conditions
    assert (stunned.anchor, stunned.expiry) == ("bren", Expiry.TURN_END)
    assert (cursed.anchor, cursed.rounds, cursed.remaining) == (None, None, None)
    assert enc.log[-1].text == "Bren: Cursed (until removed)"


def test_add_condition_is_checked() -> None:
    enc = ward()
    with pytest.raises(ActionError, match="needs a name"):
        AddCondition("bren", "  ")
    with pytest.raises(ActionError, match="at least one round"):
        AddCondition("bren", "Slow", rounds=0)
    with pytest.raises(ActionError, match="unknown expiry"):
        AddCondition("bren", "Slow", rounds=2, expiry="noon")
    with pytest.raises(ActionError, match="no combatant has the id 'nobody'"):
        AddCondition("bren", "Slow", rounds=2, anchor="nobody").apply(enc)


def test_edit_a_new_duration_restarts_the_count() -> None:
    enc = ward()
    AddCondition("bren", "Slow", rounds=3).apply(enc)
    enc.combatants[1].conditions[0].remaining = 1
    entry = roundtrip(EditCondition("bren", "slow", rounds=5, note="half speed"), enc)
    assert enc.combatant("bren").conditions[0] == Condition(id="slow", name="Slow", note="half speed", rounds=5,
                                                            remaining=5, anchor="bren")
    assert entry is not None and entry.json_record is not None
    assert entry.json_record["changed"] == ["note", "rounds", "remaining"]
    assert entry.text == "Bren: Slow edited (note, duration, rounds left): Slow, 5 of 5 rounds, counted at the end of Bren's turn"


def test_edit_remaining_expiry_anchor_name() -> None:
    enc = ward()
    AddCondition("bren", "Slow", rounds=3).apply(enc)
    EditCondition("bren", "slow", remaining=2, expiry="turn_start", anchor="cora", name="Slowed").apply(enc)
    condition = enc.combatant("bren").conditions[0]
    assert (condition.id, condition.name, condition.remaining, condition.expiry, condition.anchor) == (
        "slow", "Slowed", 2, Expiry.TURN_START, "cora")
    EditCondition("bren", "slow", anchor=None).apply(enc)  # a duration without an anchor: the holder's turns
    assert enc.combatant("bren").conditions[0].anchor == "bren"
    EditCondition("bren", "slow", rounds=None).apply(enc)
    condition = enc.combatant("bren").conditions[0]
    assert (condition.rounds, condition.remaining) == (None, None)


def test_edit_condition_is_checked() -> None:
    enc = ward()
    AddCondition("bren", "Slow", rounds=3).apply(enc)
    with pytest.raises(ActionError, match="is unchanged"):
        EditCondition("bren", "slow", name="Slow").apply(enc)
    with pytest.raises(ActionError, match="rounds remaining must be 1 to the duration \\(3\\), not 4"):
        EditCondition("bren", "slow", remaining=4).apply(enc)
    with pytest.raises(ActionError, match="Bren has no condition 'fast'"):
        EditCondition("bren", "fast", name="Fast").apply(enc)
    with pytest.raises(ActionError, match="needs a name"):
        EditCondition("bren", "slow", name="")
    AddCondition("bren", "Cursed").apply(enc)
    with pytest.raises(ActionError, match="rounds remaining"):
        EditCondition("bren", "cursed", remaining=1).apply(enc)


def test_remove_condition() -> None:
    enc = ward()
    AddCondition("bren", "Slow", rounds=3).apply(enc)
    AddCondition("bren", "Cursed").apply(enc)
    entry = roundtrip(RemoveCondition("bren", "slow"), enc)
    assert [c.id for c in enc.combatant("bren").conditions] == ["cursed"]
    assert entry is not None and entry.text == "Bren: Slow removed"
    with pytest.raises(ActionError, match="no condition 'slow'"):
        RemoveCondition("bren", "slow").apply(enc)


def test_a_hidden_combatants_conditions_are_private() -> None:
    enc = ward()
    AddCondition("zed", "Frightened").apply(enc)
    AddCondition("bren", "Marked", rounds=2, anchor="zed").apply(enc)  # a hidden anchor gives it away
    AddCondition("bren", "Cursed").apply(enc)
    EditCondition("zed", "frightened", note="by Aria").apply(enc)
    RemoveCondition("zed", "frightened").apply(enc)
    assert [e.public for e in enc.log] == [False, False, True, False, False]


# -- tick_conditions (the turn machine's countdown) ----------------------------------------


def ticking() -> Encounter:
    enc = ward()
    enc.combatants[0].conditions = [Condition(id="haste", name="Haste", rounds=2, remaining=2, anchor="aria"),
                                    Condition(id="cursed", name="Cursed")]
    enc.combatants[1].conditions = [
        Condition(id="bless", name="Bless", rounds=3, remaining=1, anchor="aria"),
        Condition(id="slow", name="Slow", rounds=3, remaining=3, expiry=Expiry.TURN_START, anchor="aria"),
        Condition(id="stun", name="Stun", rounds=1, remaining=1),  # no anchor: Bren's own turns
    ]
    enc.combatants[2].conditions = [Condition(id="mark", name="Mark", rounds=2, remaining=2, anchor="bren")]
    return enc


def test_tick_conditions_counts_down_the_anchors_moment_and_expires_at_zero() -> None:
    enc = ticking()
    builder = PatchBuilder(enc)
    ticks = tick_conditions(builder, "aria", Expiry.TURN_END)
    assert ticks == [
        ConditionTick("aria", Condition(id="haste", name="Haste", rounds=2, remaining=1, anchor="aria"), False),
        ConditionTick("bren", Condition(id="bless", name="Bless", rounds=3, remaining=0, anchor="aria"), True),
    ]
    combatant_id, condition, expired = ticks[1]  # a (combatant id, condition, expired) tuple
    assert (combatant_id, condition.id, expired) == ("bren", "bless", True)
    patch = builder.build()
    before = snapshot(enc)
    enc.apply(patch)
    assert [c.remaining for c in enc.combatant("aria").conditions] == [1, None]
    assert [c.id for c in enc.combatant("bren").conditions] == ["slow", "stun"]  # bless ended
    assert enc.combatant("cora").conditions[0].remaining == 2  # anchored to Bren
    enc.revert(patch)
    assert snapshot(enc) == before


def test_tick_conditions_at_turn_start_and_unanchored_ones() -> None:
    enc = ticking()
    builder = PatchBuilder(enc)
    assert [(t.condition.id, t.condition.remaining) for t in tick_conditions(builder, "aria", "turn_start")] == [
        ("slow", 2)]
    assert [(t.combatant, t.condition.id, t.expired) for t in tick_conditions(builder, "bren", Expiry.TURN_END)] == [
        ("bren", "stun", True), ("cora", "mark", False)]
    # A second tick in the same builder sees the first one's result.
    assert [t.condition.remaining for t in tick_conditions(builder, "aria", "turn_start")] == [1]
    enc.apply(builder.build())
    assert [(c.id, c.remaining) for c in enc.combatant("bren").conditions] == [("bless", 1), ("slow", 1)]


def test_tick_conditions_without_anything_to_count_changes_nothing() -> None:
    enc = ticking()
    builder = PatchBuilder(enc)
    assert tick_conditions(builder, "cora", Expiry.TURN_END) == []
    assert builder.build().empty
    with pytest.raises(ActionError, match="unknown expiry"):
        tick_conditions(builder, "cora", "dusk")


def test_tick_conditions_remaining_missing_counts_from_the_duration() -> None:
    enc = ward()
    enc.combatants[0].conditions = [Condition(id="x", name="X", rounds=2, remaining=None, anchor="aria")]
    ticks = tick_conditions(PatchBuilder(enc), "aria", Expiry.TURN_END)
    assert [t.condition.remaining for t in ticks] == [1]


def test_log_expired_logs_only_what_ended() -> None:
    enc = ticking()
    enc.combatants[1] = structs.replace(enc.combatants[1], hidden=True)
    builder = PatchBuilder(enc)
    ticks = tick_conditions(builder, "aria", Expiry.TURN_END)
    log_expired(builder, ticks)
    patch = builder.build()
    assert [(e.kind, e.text, e.public) for e in patch.log] == [("condition_expired", "Bren: Bless ends", False)]
    assert patch.log[0].json_record is not None and patch.log[0].json_record["condition"]["id"] == "bless"

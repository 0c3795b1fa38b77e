"""D1 initiative: the default formulas and the turn order with its tie-breaks (PCs first as
in C7, then the higher modifier, then a roll-off whose ties reroll)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gmtracker.rules.errors import RulesError
from gmtracker.rules.initiative import (
    InitiativeEntry,
    TieBreak,
    TieBreaker,
    d20_initiative,
    pending_roll_offs,
    percentile_initiative,
    ranked_groups,
    roll_off_groups,
    turn_order,
)
from gmtracker.rules.percentile_priority import MoreDiceNeeded, PendingRollOff

# --- the formulas ---------------------------------------------------------------------------


def test_d1_d20_initiative_is_natural_plus_agility() -> None:
    assert d20_initiative(14, 3) == 17
    assert d20_initiative(1, -2) == -1
    with pytest.raises(RulesError, match="1D20"):
        d20_initiative(21, 0)
    with pytest.raises(RulesError, match="agility"):
        d20_initiative(10, 1.5)  # type: ignore[arg-type]


def test_d1_percentile_initiative_is_natural_plus_truncated_tenth_of_base() -> None:
    assert percentile_initiative(50, 100) == 60
    assert percentile_initiative(50, 59) == 55
    assert percentile_initiative(50, -15) == 49  # C1: truncated toward zero
    with pytest.raises(RulesError, match="1D100"):
        percentile_initiative(0, 50)


def test_d1_entry_constructors_use_the_default_formulas_and_modifiers() -> None:
    assert InitiativeEntry.d20("elf", 12, 4, is_pc=True) == InitiativeEntry("elf", 16, 4, True)
    assert InitiativeEntry.percentile("orc", 70, 45) == InitiativeEntry("orc", 74, 4, False)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("", 10), "non-empty"),
        ((7, 10), "non-empty"),
        (("a", 10.0), "initiative"),
        (("a", 10, True), "modifier"),
        (("a", 10, 0, 1), "is_pc"),
    ],
)
def test_d1_entry_is_validated(args: tuple, message: str) -> None:
    with pytest.raises(RulesError, match=message):
        InitiativeEntry(*args)


# --- the order ------------------------------------------------------------------------------


def test_d1_higher_initiative_goes_first_without_ties() -> None:
    order = turn_order([InitiativeEntry("slow", 5), InitiativeEntry("fast", 18), InitiativeEntry("mid", 11)])
    assert order.keys == ("fast", "mid", "slow")
    assert order.ties == () and order.roll_offs == ()
    assert order.rule_ids == ("D1",)
    assert [e.key for e in order.entries] == list(order.keys)


def test_d1_c7_tie_player_characters_first() -> None:
    order = turn_order([InitiativeEntry("orc", 12, 5), InitiativeEntry("hero", 12, 0, is_pc=True)])
    assert order.keys == ("hero", "orc")
    assert order.ties == (TieBreak("hero", "orc", 12, TieBreaker.PLAYER_CHARACTER),)
    assert order.rule_ids == ("C7", "D1")


def test_d1_tie_then_the_higher_modifier() -> None:
    order = turn_order([InitiativeEntry("a", 12, 1), InitiativeEntry("b", 12, 3), InitiativeEntry("c", 12, -1)])
    assert order.keys == ("b", "a", "c")
    assert [t.broken_by for t in order.ties] == [TieBreaker.MODIFIER, TieBreaker.MODIFIER]


def test_d1_tie_then_a_roll_off_with_rerolls() -> None:
    entries = [InitiativeEntry("a", 12, 2), InitiativeEntry("b", 12, 2), InitiativeEntry("c", 12, 2)]
    assert roll_off_groups(entries) == (("a", "b", "c"),)
    assert pending_roll_offs(entries) == (PendingRollOff(("a", "b", "c"), 1, ("a", "b", "c")),)
    first_round = {"a": [40], "b": [40], "c": [77]}
    assert pending_roll_offs(entries, first_round) == (PendingRollOff(("a", "b"), 2, ("a", "b")),)
    with pytest.raises(MoreDiceNeeded) as caught:
        turn_order(entries, first_round)
    assert caught.value.pending == (PendingRollOff(("a", "b"), 2, ("a", "b")),)
    order = turn_order(entries, {"a": [40, 3], "b": [40, 9], "c": [77]})
    assert order.keys == ("c", "b", "a")
    assert all(t.broken_by is TieBreaker.ROLL_OFF for t in order.ties)
    (record,) = order.roll_offs
    assert record.order == ("c", "b", "a")
    assert len(record.rounds) == 2
    assert record.rule_ids == ("C7", "D1")


def test_d1_mixed_group_pc_then_modifier_then_roll_off() -> None:
    entries = [
        InitiativeEntry("npc_low", 15, 1),
        InitiativeEntry("pc_b", 15, 2, True),
        InitiativeEntry("npc_high", 15, 4),
        InitiativeEntry("pc_a", 15, 2, True),
        InitiativeEntry("late", 3),
    ]
    assert roll_off_groups(entries) == (("pc_a", "pc_b"),)
    assert ranked_groups(entries) == (("pc_a", "pc_b"), ("npc_high",), ("npc_low",), ("late",))
    order = turn_order(entries, {"pc_a": [10], "pc_b": [90], "late": [1000]}, sides=100)
    assert order.keys == ("pc_b", "pc_a", "npc_high", "npc_low", "late")
    assert [(t.ahead, t.behind, t.broken_by) for t in order.ties] == [
        ("pc_b", "pc_a", TieBreaker.ROLL_OFF),
        ("pc_a", "npc_high", TieBreaker.PLAYER_CHARACTER),
        ("npc_high", "npc_low", TieBreaker.MODIFIER),
    ]


def test_d1_ruling_roll_off_die_can_be_a_d20() -> None:
    entries = [InitiativeEntry("a", 10), InitiativeEntry("b", 10)]
    assert turn_order(entries, {"a": [20], "b": [1]}, sides=20).keys == ("a", "b")
    with pytest.raises(RulesError, match="1D20"):
        turn_order(entries, {"a": [21], "b": [1]}, sides=20)


def test_d1_bad_entry_lists_are_rules_errors() -> None:
    with pytest.raises(RulesError, match="same key"):
        turn_order([InitiativeEntry("a", 1), InitiativeEntry("a", 2)])
    with pytest.raises(RulesError, match="InitiativeEntry"):
        turn_order([("a", 1)])  # type: ignore[list-item]
    assert turn_order([]).keys == ()


# --- invariants -----------------------------------------------------------------------------


entries_strategy = st.lists(
    st.builds(InitiativeEntry, st.text("abcdefgh", min_size=1, max_size=3), st.integers(0, 6),
              st.integers(-1, 1), st.booleans()),
    max_size=9,
    unique_by=lambda entry: entry.key,
)


def _complete_roll_offs(entries: list[InitiativeEntry], dice: st.DataObject) -> dict[str, list[int]]:
    """Answer every pending roll-off with drawn naturals until none is left, as the UI would."""
    naturals: dict[str, list[int]] = {}
    for _ in range(50):
        pending = pending_roll_offs(entries, naturals, sides=6)
        if not pending:
            return naturals
        for tie in pending:
            for key in tie.missing:
                naturals.setdefault(key, []).append(dice.draw(st.integers(1, 6)))
    raise AssertionError("the roll-off never ended")  # pragma: no cover - 6 ** -50 chance


@given(entries_strategy, st.data())
def test_d1_turn_order_is_a_permutation_that_respects_the_keys(
    entries: list[InitiativeEntry], data: st.DataObject
) -> None:
    naturals = _complete_roll_offs(entries, data)
    order = turn_order(entries, naturals, sides=6)
    assert sorted(order.keys) == sorted(e.key for e in entries)
    ranks = [(e.initiative, e.is_pc, e.modifier) for e in order.entries]
    assert ranks == sorted(ranks, reverse=True)
    assert len(order.ties) == sum(a.initiative == b.initiative for a, b in zip(order.entries, order.entries[1:]))
    for tie in order.ties:
        if tie.broken_by is TieBreaker.ROLL_OFF:
            assert any({tie.ahead, tie.behind} <= set(r.contenders) for r in order.roll_offs)


@given(entries_strategy, st.data(), st.randoms(use_true_random=False))
def test_d1_turn_order_does_not_depend_on_the_entry_order(
    entries: list[InitiativeEntry], data: st.DataObject, rng: random.Random
) -> None:
    naturals = _complete_roll_offs(entries, data)
    shuffled = list(entries)
    rng.shuffle(shuffled)
    assert turn_order(shuffled, naturals, sides=6) == turn_order(entries, naturals, sides=6)

"""C7 player priority and the roll-off (ruling: ties reroll; two NPCs roll off too)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gmtracker.rules.errors import RulesError
from gmtracker.rules.percentile import DecidedBy, Performance
from gmtracker.rules.percentile_priority import (
    Contender,
    MoreDiceNeeded,
    PendingRollOff,
    RollOffRound,
    needs_roll_off,
    resolve_simultaneous,
    roll_off,
    roll_off_pending,
)

naturals = st.integers(1, 100)

# --- the roll-off ---------------------------------------------------------------------------


def test_c7_roll_off_higher_natural_wins() -> None:
    record = roll_off(["anna", "bert"], {"anna": [30], "bert": [71]})
    assert record.winner == "bert"
    assert record.order == ("bert", "anna")
    assert record.rounds == (RollOffRound(1, (("anna", 30), ("bert", 71))),)
    assert record.rule_ids == ("C7",)
    assert record.sides == 100


def test_c7_ruling_roll_off_ties_reroll() -> None:
    record = roll_off(["anna", "bert"], {"anna": [40, 40, 12], "bert": [40, 40, 90, 1]})
    assert record.winner == "bert"
    assert [r.number for r in record.rounds] == [1, 2, 3]  # the surplus 4th natural is ignored


def test_c7_roll_off_runs_out_of_naturals_asks_for_more() -> None:
    with pytest.raises(MoreDiceNeeded, match="more dice are needed") as caught:
        roll_off(["anna", "bert"], {"anna": [40], "bert": [40]})
    assert caught.value.pending == (PendingRollOff(("anna", "bert"), 2, ("anna", "bert")),)
    assert isinstance(caught.value, RulesError)
    assert roll_off_pending(["anna", "bert"], {}) == (PendingRollOff(("anna", "bert"), 1, ("anna", "bert")),)
    assert roll_off_pending(["anna", "bert"], {"anna": [5]}) == (PendingRollOff(("anna", "bert"), 1, ("bert",)),)
    assert roll_off_pending(["anna", "bert"], {"anna": [5], "bert": [6]}) == ()


def test_c7_roll_off_between_several_only_the_tied_reroll() -> None:
    naturals = {"a": [50, 7], "b": [50, 9], "c": [80], "d": [10, 3], "e": [10, 4], "stranger": [0]}
    record = roll_off(["a", "b", "c", "d", "e"], naturals, cite=("C7", "D1"))
    assert record.order == ("c", "b", "a", "e", "d")
    assert record.rounds[1] == RollOffRound(2, (("a", 7), ("b", 9), ("d", 3), ("e", 4)))
    assert record.rule_ids == ("C7", "D1")


def test_c7_roll_off_validates_its_input() -> None:
    with pytest.raises(RulesError, match="at least two"):
        roll_off(["a"], {"a": [1]})
    with pytest.raises(RulesError, match="twice"):
        roll_off(["a", "a"], {})
    with pytest.raises(RulesError, match="2 sides"):
        roll_off(["a", "b"], {}, sides=1)
    with pytest.raises(RulesError, match="roll-off natural of 'b'"):
        roll_off(["a", "b"], {"a": [5], "b": [101]})
    with pytest.raises(RulesError, match="1D20"):
        roll_off(["a", "b"], {"a": [5], "b": [21]}, sides=20)


@given(st.lists(st.tuples(naturals, naturals), max_size=6))
def test_c7_two_party_roll_off_winner_has_the_first_unequal_higher_natural(pairs: list[tuple[int, int]]) -> None:
    naturals_by_key = {"x": [a for a, _ in pairs], "y": [b for _, b in pairs]}
    decisive = next(((a, b) for a, b in pairs if a != b), None)
    if decisive is None:
        with pytest.raises(MoreDiceNeeded):
            roll_off(["x", "y"], naturals_by_key)
    else:
        assert roll_off(["x", "y"], naturals_by_key).winner == ("x" if decisive[0] > decisive[1] else "y")


# --- simultaneous actions: no active side ---------------------------------------------------


def test_c7_player_priority_pc_beats_npc_when_undecided() -> None:
    pc, npc = Contender("hero", is_pc=True), Contender("orc", is_pc=False)
    for first, second in ((pc, npc), (npc, pc)):
        result = resolve_simultaneous(first, second)
        assert (result.winner, result.decided_by, result.roll_off) == ("hero", DecidedBy.PLAYER_PRIORITY, None)
        assert result.loser == "orc"
        assert result.rule_ids == ("C7",)
    assert not needs_roll_off(pc, npc)


def test_c7_two_player_characters_roll_1d100_higher_wins() -> None:
    a, b = Contender("anna", True), Contender("bert", True)
    assert needs_roll_off(a, b)
    result = resolve_simultaneous(a, b, rolls=[(33, 33), (12, 64)])
    assert (result.winner, result.loser, result.decided_by) == ("bert", "anna", DecidedBy.ROLL_OFF)
    assert result.roll_off is not None and len(result.roll_off.rounds) == 2


def test_c7_ruling_two_npcs_roll_off_the_same_way() -> None:
    a, b = Contender("orc", False), Contender("goblin", False)
    assert needs_roll_off(a, b)
    assert resolve_simultaneous(a, b, rolls=[(90, 2)]).winner == "orc"


def test_c7_roll_off_without_enough_pairs_raises_more_dice_needed() -> None:
    a, b = Contender("anna", True), Contender("bert", True)
    with pytest.raises(MoreDiceNeeded) as caught:
        resolve_simultaneous(a, b, rolls=[(10, 10)])
    assert caught.value.pending[0].round == 2
    with pytest.raises(RulesError, match="pair"):
        resolve_simultaneous(a, b, rolls=[(10, 10, 10)])  # type: ignore[list-item]
    with pytest.raises(RulesError, match="pair"):
        resolve_simultaneous(a, b, rolls=[[10, 20]])  # type: ignore[list-item]


def test_c7_simultaneous_higher_performance_wins_before_player_priority() -> None:
    pc = Contender("hero", True, Performance(40))
    npc = Contender("orc", False, Performance(70))
    result = resolve_simultaneous(pc, npc)
    assert (result.winner, result.decided_by) == ("orc", DecidedBy.VALUES)
    assert resolve_simultaneous(npc, pc).winner == "orc"


def test_c7_simultaneous_equal_performance_goes_to_the_player_character() -> None:
    result = resolve_simultaneous(Contender("orc", False, Performance(50)), Contender("hero", True, Performance(50)))
    assert (result.winner, result.decided_by) == ("hero", DecidedBy.PLAYER_PRIORITY)
    assert result.rule_ids == ("C1", "C7")


@pytest.mark.parametrize(
    ("first", "second", "winner"),
    [(97, 50, "a"), (50, 97, "b"), (3, 50, "b"), (50, 3, "a"), (97, 3, "a")],
)
def test_c6_c7_simultaneous_specials_decide(first: int, second: int, winner: str) -> None:
    result = resolve_simultaneous(
        Contender("a", False, Performance(first, base=-3000 if winner == "a" else 3000)),
        Contender("b", True, Performance(second)),
    )
    assert (result.winner, result.decided_by) == (winner, DecidedBy.SPECIAL)
    assert "C6" in result.rule_ids


def test_c6_c7_simultaneous_opposite_specials_cancel() -> None:
    result = resolve_simultaneous(Contender("a", True, Performance(97)), Contender("b", True, Performance(99)))
    assert (result.winner, result.decided_by, result.specials_cancelled) == ("b", DecidedBy.VALUES, True)
    tied = resolve_simultaneous(
        Contender("a", True, Performance(98)), Contender("b", True, Performance(98)), rolls=[(5, 6)]
    )
    assert (tied.winner, tied.decided_by, tied.specials_cancelled) == ("b", DecidedBy.ROLL_OFF, True)
    assert "C6" in tied.rule_ids


def test_c7_forced_winner_beats_everything() -> None:
    a = Contender("a", True, Performance(100))
    b = Contender("b", False, Performance(1))
    result = resolve_simultaneous(a, b, forced_winner="b")
    assert (result.winner, result.decided_by, result.forced_winner) == ("b", DecidedBy.FORCED, "b")
    assert not needs_roll_off(Contender("x", True), Contender("y", True), forced_winner="x")


def test_c7_simultaneous_rejects_bad_sides() -> None:
    with pytest.raises(RulesError, match="Contender"):
        resolve_simultaneous("a", Contender("b", True))  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="both sides"):
        resolve_simultaneous(Contender("a", True), Contender("a", False))
    with pytest.raises(RulesError, match="both sides have a performance"):
        resolve_simultaneous(Contender("a", True, Performance(5)), Contender("b", False))
    with pytest.raises(RulesError, match="neither side"):
        resolve_simultaneous(Contender("a", True), Contender("b", False), forced_winner="c")


@st.composite
def contenders(draw: st.DrawFn, key: str, with_performance: bool) -> Contender:
    perf = Performance(draw(naturals), draw(st.integers(-50, 300))) if with_performance else None
    return Contender(key, draw(st.booleans()), perf)


@given(st.booleans().flatmap(lambda p: st.tuples(contenders("a", p), contenders("b", p))),
       st.lists(st.tuples(naturals, naturals), min_size=1, max_size=3))
def test_c7_forced_winner_always_wins(sides: tuple[Contender, Contender], rolls: list[tuple[int, int]]) -> None:
    for forced in ("a", "b"):
        result = resolve_simultaneous(*sides, forced_winner=forced, rolls=rolls)
        assert (result.winner, result.decided_by) == (forced, DecidedBy.FORCED)


@given(st.booleans().flatmap(lambda p: st.tuples(contenders("a", p), contenders("b", p))),
       st.lists(st.tuples(naturals, naturals).filter(lambda t: t[0] != t[1]), min_size=1, max_size=1))
def test_c7_simultaneous_is_symmetric(sides: tuple[Contender, Contender], rolls: list[tuple[int, int]]) -> None:
    """Swapping the two sides (and their roll-off dice) never changes who wins."""
    first, second = sides
    forward = resolve_simultaneous(first, second, rolls=rolls)
    backward = resolve_simultaneous(second, first, rolls=[(b, a) for a, b in rolls])
    assert forward.winner == backward.winner
    assert forward.decided_by == backward.decided_by
    assert needs_roll_off(first, second) == (forward.decided_by is DecidedBy.ROLL_OFF)

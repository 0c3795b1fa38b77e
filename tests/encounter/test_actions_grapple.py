"""Grapple (issue 28 item 7): a versus check (C5–C7) and, on a win, a condition on the grappled creature (D3).

Ayla's accuracy 60 adds 6 to her 1D100, the goblin's evasion 30 adds 3 (C5: a tenth of the base
value); the encounter's criticals are 96–100 and fumbles 1–5 (C6).
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gmtracker.encounter import ActionError
from gmtracker.encounter.actions_grapple import GrappleCommand, GrappleRecord
from gmtracker.encounter.log_render.commands import command_text
from gmtracker.encounter.log_render.lines import entry_line
from gmtracker.encounter.log_render.translating import identity
from gmtracker.encounter.model import Condition
from gmtracker.rules.dice import TypedDice
from gmtracker.rules.percentile import DecidedBy, Outcome
from tests.encounter.fixtures_d20 import ambush, ayla, goblin, ogre, snapshot

NAMES = {"ayla": "Ayla", "goblin": "Goblin", "ogre": "Ogre"}


def grapple(*naturals: int, **inputs: object) -> GrappleCommand:
    return GrappleCommand("ayla", "goblin", attacker_base="accuracy", target_base="evasion", naturals=naturals,
                          **inputs)  # type: ignore[arg-type]


def test_a_won_grapple_puts_the_condition_on_the_target_in_one_undo_step_C5_D3() -> None:
    enc = ambush()
    before = snapshot(enc)
    command = grapple(40, 30)  # 46 against 33: Ayla wins on the values
    entry = command.apply(enc)
    assert [c.name for c in enc.combatant("goblin").conditions] == ["Grappled"]
    assert enc.combatant("goblin").conditions[0] == Condition(id="grappled", name="Grappled")
    assert entry is not None and entry.kind == "grapple" and entry.targets == ["goblin"]
    record = entry.record
    assert isinstance(record, GrappleRecord) and record.condition == "Grappled"
    assert (record.check.active.value, record.check.passive.value) == (46, 33)
    assert record.check.decided_by is DecidedBy.VALUES
    assert entry.rule_ids == ["C1", "C5", "C7", "D3"]
    assert entry_line(entry, NAMES, translate=identity) == (
        "Ayla grapples Goblin: 1D100 46 (40 +6) vs 33 (30 +3) → success: Grappled")
    assert command_text(command, enc, translate=identity) == "Grapple: Ayla → Goblin"
    command.revert(enc)
    assert snapshot(enc) == before
    command.apply(enc)
    assert [c.name for c in enc.combatant("goblin").conditions] == ["Grappled"]  # redo: no new roll


def test_a_lost_grapple_changes_nothing_but_the_log() -> None:
    enc = ambush()
    entry = grapple(10, 50).apply(enc)  # 16 against 53
    assert enc.combatant("goblin").conditions == []
    assert entry is not None and entry.record.condition is None and entry.rule_ids == ["C1", "C5", "C7"]
    assert entry_line(entry, NAMES, translate=identity) == (
        "Ayla fails to grapple Goblin: 1D100 16 (10 +6) vs 53 (50 +3) → failure")


def test_a_tie_goes_to_the_grappler_C7_and_specials_decide_first_C6() -> None:
    tie = grapple(27, 30, condition="Held").apply(ambush())  # 33 against 33: active priority
    assert tie is not None and tie.record.check.decided_by is DecidedBy.ACTIVE_PRIORITY
    assert tie.record.condition == "Held"
    fumble = grapple(5, 6).apply(ambush())  # the grappler's fumble loses, whatever the values (C6)
    assert fumble is not None and fumble.record.check.outcome is Outcome.FAILURE
    assert fumble.record.check.decided_by is DecidedBy.SPECIAL


def test_the_dice_protocol_asks_the_grapplers_die_then_the_targets() -> None:
    enc = ambush()
    command = GrappleCommand("ayla", "goblin")
    needs = command.dice_needed(enc)
    assert [(n.sides, n.purpose, n.combatant, n.target) for n in needs] == [
        (100, "grapple", "ayla", "goblin"), (100, "grapple_defense", "goblin", None)]
    rolled = command.roll(enc, TypedDice([99, 2]))
    assert rolled.naturals == (99, 2) and rolled.dice_needed(enc) == ()
    with pytest.raises(ActionError):
        command.with_dice(needs, [101, 3])


def test_bad_inputs_are_refused_before_anything_changes() -> None:
    enc = ambush()
    with pytest.raises(ActionError):
        GrappleCommand("ayla", "ayla")
    with pytest.raises(ActionError):
        GrappleCommand("ayla", "goblin", condition="  ")
    with pytest.raises(ActionError, match="base value"):
        GrappleCommand("ayla", "ogre", target_base="accuracy", naturals=(50, 50)).apply(enc)
    assert enc.combatant("ogre").conditions == []


def test_the_odds_are_the_share_of_every_pair_of_dice_that_wins() -> None:
    """C5–C7: the preview's odds equal the count over all 10,000 pairs of naturals (exact)."""
    enc = ambush()
    wins = sum(grapple(a, b).result(enc).succeeded for a in range(1, 101) for b in range(1, 101))
    odds = grapple().odds(enc)
    assert odds[Outcome.SUCCESS] == Fraction(wins, 10_000) and sum(odds.values()) == 1


@settings(max_examples=60, deadline=None)
@given(active=st.integers(1, 100), passive=st.integers(1, 100), attacker_base=st.integers(0, 200),
       target_base=st.integers(0, 200))
def test_the_grappler_wins_exactly_when_the_versus_check_says_so(active: int, passive: int, attacker_base: int,
                                                                 target_base: int) -> None:
    enc = ambush(goblin(percentile={"evasion": target_base}), ayla(percentile={"accuracy": attacker_base}), ogre())
    command = grapple(active, passive)
    check = command.result(enc)
    entry = command.apply(enc)
    assert entry is not None
    assert bool(enc.combatant("goblin").conditions) == check.succeeded
    offsets = command.offsets(enc)
    assert (check.active.value, check.passive.value) == (active + offsets[0], passive + offsets[1])

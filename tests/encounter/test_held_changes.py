"""Many steps at once (issue 16): while the encounter holds its change sets, its listeners
hear one merged change at the release — undoing 1,000 steps refreshes the views once."""

from __future__ import annotations

from gmtracker.encounter import ChangeSet
from gmtracker.encounter.roster import AddCombatant, EditCombatant
from gmtracker.encounter.turns import NextTurn, StartCombat
from tests.encounter.fixtures_core import combatant, skirmish


def test_held_changes_are_told_once_merged_at_the_release() -> None:
    enc = skirmish()
    StartCombat().apply(enc)
    steps = [NextTurn(), EditCombatant("ogre", {"wounds": 2}), AddCombatant(combatant("wolf", "Wolf")), NextTurn()]
    for step in steps:
        step.apply(enc)
    heard: list[ChangeSet] = []
    enc.subscribe(heard.append)
    log_before = len(enc.log)
    enc.hold()
    assert enc.holding
    for step in reversed(steps):
        step.revert(enc)
    assert heard == []  # nothing told while held
    enc.release()
    assert not enc.holding and len(heard) == 1
    (change,) = heard
    assert change.turn and "ogre" in change.fields and "wounds" in change.fields["ogre"]
    assert change.log_removed == log_before - len(enc.log) and change.log_added == 0
    assert ("remove", 4, "wolf") in change.rows  # the row went, and the change says so


def test_a_log_that_moves_both_ways_while_held_is_told_in_two_parts() -> None:
    enc = skirmish()
    StartCombat().apply(enc)
    step = NextTurn()
    step.apply(enc)
    heard: list[ChangeSet] = []
    enc.subscribe(heard.append)
    enc.hold()
    step.revert(enc)  # one entry off the log
    step.apply(enc)  # one on: the counts must not cancel out
    enc.release()
    assert [(c.log_removed, c.log_added) for c in heard] == [(1, 0), (0, 1)]


def test_nothing_held_tells_nothing() -> None:
    enc = skirmish()
    heard: list[ChangeSet] = []
    enc.subscribe(heard.append)
    enc.hold()
    enc.release()
    assert heard == []

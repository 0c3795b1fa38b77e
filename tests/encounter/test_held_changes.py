"""A long session (issue 16): while the encounter holds its change sets, its listeners hear
one merged change at the release — undoing 1,000 steps refreshes the views once; and what
the log and the undo history keep is shared where it can be (an edit's unchanged fields,
a record's code strings)."""

from __future__ import annotations

import msgspec

from gmtracker.encounter import ChangeSet
from gmtracker.encounter.model import NO_RECORD, LogEntry, encoded_record
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


def test_an_edit_shares_the_fields_it_does_not_change_with_the_combatant_before() -> None:
    """The undo history holds the combatant before and after each edit: only what changed is new."""
    from gmtracker.encounter.model import AttackProfile

    enc = skirmish()
    before = enc.combatant("ayla")
    assert before.attacks == [AttackProfile(name="Longbow", damage="1d8")]
    EditCombatant("ayla", {"notes": "aims twice"}).apply(enc)
    after = enc.combatant("ayla")
    assert after.notes == "aims twice" and after is not before
    assert after.attacks is before.attacks and after.attributes is before.attributes  # shared, not copied


def test_log_records_are_kept_as_their_json() -> None:
    """A long log keeps thousands of records: each is its JSON text (keys sorted), decoded
    only when read, so the log grows by what its file holds (issue 16)."""
    enc = skirmish()
    StartCombat().apply(enc)
    entry = next(e for e in enc.log if e.json_record)
    raw = bytes(memoryview(entry.raw_record))
    assert raw.startswith(b'{"') and b" " not in raw.split(b'"')[0]
    assert entry.json_record == msgspec.json.decode(raw) and entry.json_record is not entry.json_record  # decoded at each read
    assert list(entry.json_record) == sorted(entry.json_record)
    assert encoded_record({"b": 1, "a": [2]}) == msgspec.Raw(b'{"a":[2],"b":1}')
    assert encoded_record(None) is NO_RECORD and LogEntry(kind="note", text="x").json_record is None

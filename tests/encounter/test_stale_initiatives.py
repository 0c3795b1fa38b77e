"""D1's stale initiatives are kept in the encounter, not worked out from the log (issue 28 item 1).

End combat counts the fight (``turn.fights_ended``); adding, copying and Set initiative stamp
the combatants they give an initiative with the count (``Combatant.initiative_fight``). The
oracle below is the function the app used before: it read the ``end_combat``,
``add_combatant``, ``set_initiative`` and ``duplicate_combatant`` records of the log. Random
sequences of those commands, Start combat and undo must give the same stale set at every step
— and so must an encounter whose new fields were stripped (a file written before them) once
the loader's step (:func:`~gmtracker.storage.migrations.settle_ended_fights`) has run.
"""

from __future__ import annotations

import random

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from gmtracker.encounter import ActionError, Command, Encounter
from gmtracker.encounter.roster import AddCombatant, DuplicateCombatant, SetInitiative
from gmtracker.encounter.turns import EndCombat, StartCombat, stale_initiatives
from gmtracker.rules.dice import RandomDice
from gmtracker.storage.migrations import settle_ended_fights
from tests.encounter.fixtures_core import combatant, skirmish


def log_derived_stale(encounter: Encounter) -> set[str]:
    """The old ``stale_initiatives`` (turns.py before issue 28), kept as the oracle."""
    ends = [number for number, entry in enumerate(encounter.log) if entry.kind == "end_combat"]
    if not ends:
        return set()
    fresh: set[str] = set()
    for entry in encounter.log[ends[-1] + 1:]:
        record = entry.json_record or {}
        if entry.kind == "add_combatant" and entry.actor:
            fresh.add(entry.actor)
        elif entry.kind == "set_initiative":
            fresh.update(str(item.get("combatant")) for item in record.get("initiatives") or [])
        elif entry.kind == "duplicate_combatant":
            fresh.update(str(cid) for cid in record.get("copies") or [])
    return {c.id for c in encounter.combatants if c.initiative is not None and c.id not in fresh}


def as_written_before(encounter: Encounter) -> Encounter:
    """A copy of ``encounter`` without the new fields, as a file from before them reads."""
    data = msgspec.json.decode(msgspec.json.encode(encounter))
    data["turn"].pop("fights_ended", None)
    for c in data["combatants"]:
        c.pop("initiative_fight", None)
    return msgspec.json.decode(msgspec.json.encode(data), type=Encounter)


OPS = ("add", "duplicate", "set", "start", "end", "undo")
steps = st.tuples(
    st.sampled_from(OPS),
    st.integers(0, 30),  # a combatant (by row, modulo) or how many copies
    st.one_of(st.none(), st.integers(-5, 30)),  # an initiative (None: no value / cleared)
    st.integers(0, 2**16),  # a seed for the dice
)


def command_for(enc: Encounter, step: tuple[str, int, int | None, int]) -> Command:
    op, which, initiative, seed = step
    ids = enc.ids()
    if op == "add":
        return AddCombatant(combatant("", f"Wolf {which}", initiative=initiative))
    if op == "duplicate":
        return DuplicateCombatant(ids[which % len(ids)], copies=1 + which % 2)
    if op == "set":
        chosen = ids[which % len(ids)::1 + which % 3]
        return SetInitiative({cid: initiative for cid in chosen})
    if op == "start":
        return StartCombat().roll(enc, RandomDice(random.Random(seed)))
    return EndCombat()


@settings(max_examples=200, deadline=None)
@given(st.lists(steps, max_size=16))
def test_D1_the_kept_stale_set_is_the_one_the_log_gave_at_every_step(sequence: list) -> None:
    enc = skirmish()
    applied: list[Command] = []
    for step in sequence:
        if step[0] == "undo":
            if applied:
                applied.pop().revert(enc)
        else:
            try:
                command = command_for(enc, step)
                command.apply(enc)
            except ActionError:
                continue
            applied.append(command)
        expected = log_derived_stale(enc)
        assert stale_initiatives(enc) == expected
        old = as_written_before(enc)
        settle_ended_fights(old)
        assert stale_initiatives(old) == expected  # an old file's stale set, settled at load


def test_D1_a_value_rolled_at_the_next_start_is_still_left_from_the_ended_fight() -> None:
    """The cases the property relies on, spelled out: a combatant without an initiative when
    a fight ends gets one at the next start (not a newcomer, a copy or Set initiative), an
    undo of End combat takes the count back, and a later fight ends over the earlier."""
    enc = skirmish()
    StartCombat().apply(enc)
    SetInitiative({"ogre": None}).apply(enc)  # cleared during the fight
    end = EndCombat()
    end.apply(enc)
    assert (enc.turn.fights_ended, stale_initiatives(enc)) == (1, {"ayla", "goblin", "lin"})
    end.revert(enc)
    assert (enc.turn.fights_ended, stale_initiatives(enc)) == (0, set())
    end.apply(enc)
    StartCombat().roll(enc, RandomDice(random.Random(7))).apply(enc)  # the ogre's initiative is rolled
    assert enc.combatant("ogre").initiative is not None
    assert stale_initiatives(enc) == log_derived_stale(enc) == {"ayla", "goblin", "lin", "ogre"}
    EndCombat().apply(enc)
    DuplicateCombatant("ogre").apply(enc)
    assert enc.turn.fights_ended == 2 and enc.combatant("ogre-2").initiative_fight == 2
    assert stale_initiatives(enc) == log_derived_stale(enc) == {"ayla", "goblin", "lin", "ogre"}


def test_D1_the_load_step_leaves_a_counted_encounter_alone() -> None:
    """A file that counts its fights is as it says, whatever its log holds (only files from
    before the count are settled from the log)."""
    enc = skirmish()
    StartCombat().apply(enc)
    EndCombat().apply(enc)
    SetInitiative({"lin": 3}).apply(enc)
    enc.turn = msgspec.structs.replace(enc.turn, fights_ended=5)
    before = msgspec.json.encode(enc)
    settle_ended_fights(enc)
    assert msgspec.json.encode(enc) == before
    assert enc.combatant("lin").initiative_fight == 1
    assert stale_initiatives(enc) == {"ayla", "goblin", "lin", "ogre"}  # lin's is stamped 1: below 5

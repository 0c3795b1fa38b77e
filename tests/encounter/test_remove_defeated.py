"""Remove all defeated (issue 29 item 5): the dead and the unconscious who are not dying (B5),
in one undo step, logged as one removal."""

from __future__ import annotations

import msgspec
import pytest

from gmtracker.encounter import ActionError, Encounter, Settings, TurnState
from gmtracker.encounter.log_render.lines import entry_line
from gmtracker.encounter.derived import defeated_ids
from gmtracker.encounter.roster import RemoveDefeated
from gmtracker.encounter.turns import StartCombat
from tests.encounter.fixtures_care import DEAD, SB, SW, UNCONSCIOUS, entries, person, roundtrip, states


def _field() -> Encounter:
    return Encounter(name="after the ambush", settings=Settings(), turn=TurnState(), combatants=[
        person("ayla", "Ayla", initiative=18),
        person("gob1", "Goblin 1", initiative=15, states=states(DEAD)),
        person("gob2", "Goblin 2", initiative=12, states=states(SW, UNCONSCIOUS)),  # dying: still in the fight
        person("gob3", "Goblin 3", initiative=9, states=states(SB, UNCONSCIOUS)),  # knocked out, not dying
        person("ogre", "Ogre", initiative=5),
    ])


def test_the_dead_and_the_unconscious_who_are_not_dying_are_defeated() -> None:
    assert defeated_ids(_field().combatants) == ["gob1", "gob3"]


def test_remove_defeated_is_one_undoable_step_logged_as_one_removal() -> None:
    encounter = _field()
    entry = roundtrip(RemoveDefeated(), encounter)
    assert encounter.ids() == ["ayla", "gob2", "ogre"]
    assert entry is not None and entry.kind == "remove_combatants"
    assert entry_line(entry) == "Goblin 1, Goblin 3 removed"
    assert len(entries(encounter, "remove_combatants")) == 1


def test_undo_puts_them_back_where_they_stood_with_their_states() -> None:
    encounter = _field()
    command = RemoveDefeated()
    command.apply(encounter)
    command.revert(encounter)
    assert encounter.ids() == ["ayla", "gob1", "gob2", "gob3", "ogre"]
    assert encounter.combatant("gob1").has_state(DEAD)
    assert defeated_ids(encounter.combatants) == ["gob1", "gob3"]


def test_when_the_acting_combatant_is_defeated_the_turn_passes_on() -> None:
    encounter = _field()
    StartCombat().apply(encounter)
    assert encounter.turn.current == "ayla"
    encounter.turn = msgspec.structs.replace(encounter.turn, current="gob1")  # as if the GM had moved on to it
    RemoveDefeated().apply(encounter)
    assert encounter.turn.current in {"gob2", "ogre"}
    assert "gob1" not in encounter.ids()


def test_nobody_defeated_is_refused_in_words_and_changes_nothing() -> None:
    encounter = Encounter(name="calm", combatants=[person("ayla", "Ayla")])
    with pytest.raises(ActionError, match="nobody is defeated"):
        RemoveDefeated().apply(encounter)
    assert encounter.ids() == ["ayla"] and encounter.log == []

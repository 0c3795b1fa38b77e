"""Issue 11, defects 6 and 7: one definition of a valid encounter, kept by every action.

The loader refuses what the actions cannot make (tests/storage/test_validity_on_load.py);
here, the actions refuse to make what the loader would refuse: numbers past the range a
widget holds, a state listed twice, a condition without rounds left, a blank name, the
turn on a combatant out of combat. And any random sequence of actions leaves an
encounter :func:`~gmtracker.encounter.validity.encounter_problems` finds nothing in.
"""

from __future__ import annotations

import random
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gmtracker.encounter import ActionError, Condition, Encounter, StateEntry, TurnState
from gmtracker.encounter import ranges
from gmtracker.encounter.actions_care import TempHpCommand
from gmtracker.encounter.actions_damage import DamageCheckCommand
from gmtracker.encounter.actions_rest import AdvanceTimeCommand
from gmtracker.encounter.command import Command
from gmtracker.encounter.conditions import AddCondition, EditCondition, RemoveCondition
from gmtracker.encounter.roster import EditCombatant, SetInitiative
from gmtracker.encounter.turns import NextTurn, SetInCombat, StartCombat
from gmtracker.encounter.validity import encounter_problems
from gmtracker.rules.wound_codes import DamageState
from tests.encounter.fixtures_core import skirmish, snapshot
from tests.encounter.test_undo_everything import KINDS, build


def refused(command: Command, enc: Encounter, match: str) -> None:
    """``command`` is refused with ``match`` in its message, and nothing changed."""
    before = snapshot(enc)
    with pytest.raises(ActionError, match=match):
        command.apply(enc)
    assert snapshot(enc) == before
    assert list(encounter_problems(enc)) == []


def in_combat() -> Encounter:
    enc = skirmish()
    StartCombat().apply(enc)
    return enc


# -- defect 6: numbers a widget cannot hold ---------------------------------------------------

@pytest.mark.parametrize(("field", "value", "match"), [
    ("base_defense", 3_000_000_000, r"base_defense: must be 9999 or less, not 3000000000"),
    ("initiative", 10**16, r"initiative: a number of 17 digits is too large \(at most 9999\)"),
    ("initiative_modifier", -1000, r"initiative_modifier: must be -999 or more, not -1000"),
    ("proficiency", 2**31, r"proficiency: must be 999 or less"),
    ("temp_hp", 10_000, r"temp_hp: must be 9999 or less"),
    ("temp_hp_until", -1, r"temp_hp_until: cannot be negative \(-1\)"),
    ("hit_penalties", 1000, r"hit_penalties: must be 999 or less"),
    ("carried_weight", 1e7, r"carried_weight: must be 999999 or less"),
    ("percentile", {"accuracy": 1000}, r"percentile.accuracy: must be 999 or less"),
    ("attributes", {"strength": 10**20}, r"attributes.strength: a number of 21 digits is too large"),
])
def test_defect_6_an_edit_refuses_a_number_outside_its_range(field: str, value: Any, match: str) -> None:
    """Defect 6: the editor's update (EditCombatant) refuses what a spin box cannot hold."""
    refused(EditCombatant("goblin", {field: value}), skirmish(), match)


def test_defect_6_every_range_fits_a_qt_spin_box() -> None:
    spans = [value for value in vars(ranges).values() if isinstance(value, (ranges.Span, ranges.DecimalSpan))]
    assert len(spans) > 15
    for span in spans:
        assert ranges.QT_INT.low <= span.low <= span.high <= ranges.QT_INT.high, span


def test_defect_6_set_initiative_refuses_a_17_digit_initiative() -> None:
    refused(SetInitiative({"goblin": 12_345_678_901_234_567}), in_combat(),
            r"Goblin, initiative: a number of 17 digits is too large")


def test_defect_6_a_damage_check_refuses_a_wound_count_past_its_range() -> None:
    """An action that would count past the range is refused, naming who and what."""
    enc = skirmish()
    EditCombatant("goblin", {"wounds": ranges.COUNT.high}).apply(enc)
    check = DamageCheckCommand(target="goblin", damage=1, natural=20)
    refused(check, enc, r"Goblin, wounds: must be 9999 or less, not 10000")


def test_defect_6_time_and_durations_stop_at_their_range() -> None:
    enc = skirmish()
    with pytest.raises(ActionError, match="at most 1000000000 rounds"):
        AdvanceTimeCommand(rounds=ranges.CLOCK.high + 1)
    with pytest.raises(ActionError, match="at most 9999 rounds"):
        AddCondition("goblin", "Hexed", rounds=10_000)
    refused(TempHpCommand("goblin", 5, rounds=ranges.CLOCK.high + 1), enc, "Goblin, temp_hp_until")


# -- defect 7: what the loader accepted but the actions refuse --------------------------------

def test_defect_7_an_edit_refuses_a_damage_state_twice() -> None:
    twice = [StateEntry(DamageState.UNCONSCIOUS), StateEntry(DamageState.UNCONSCIOUS, began=2)]
    refused(EditCombatant("goblin", {"states": twice}), skirmish(),
            r"states\[1\].state: the damage state unconscious is listed twice")


@pytest.mark.parametrize(("conditions", "match"), [
    ([Condition(id="hex", name="Hex"), Condition(id="hex", name="Curse")],
     r'conditions\[1\].id: the condition id "hex" is already used by conditions\[0\]'),
    ([Condition(id="hex", name="Hex", rounds=0)], r"conditions\[0\].rounds: a condition lasts at least one round"),
    ([Condition(id="hex", name="Hex", rounds=3, remaining=4)], r"conditions\[0\].remaining: rounds remaining"),
    ([Condition(id="hex", name="Hex", rounds=3, remaining=0)], r"conditions\[0\].remaining: rounds remaining"),
    ([Condition(id="hex", name=" ")], r"conditions\[0\].name: a condition needs a name"),
    ([Condition(id="", name="Hex")], r"conditions\[0\].id: a condition id must not be empty"),
    ([Condition(id="hex", name="Hex", rounds=2, anchor="ghost")],
     r'conditions\[0\].anchor: the condition is anchored to "ghost"'),
])
def test_defect_7_an_edit_refuses_a_condition_the_loader_refuses(conditions: list[Condition], match: str) -> None:
    refused(EditCombatant("goblin", {"conditions": conditions}), skirmish(), match)


def test_defect_7_blank_names_are_refused() -> None:
    enc = skirmish()
    refused(EditCombatant("goblin", {"name": "   "}), enc, "name: a combatant needs a name")
    refused(EditCombatant("goblin", {"attacks": [{"name": "", "damage": "1d6"}]}), enc,
            r"attacks\[0\].name: an attack needs a name")
    with pytest.raises(ActionError, match="a condition needs a name"):
        AddCondition("goblin", " ")


def test_defect_7_the_turn_never_stays_with_a_combatant_out_of_combat() -> None:
    """Leaving combat passes the turn; nobody left to pass it to: refused."""
    enc = in_combat()
    current = enc.turn.current
    assert current is not None
    SetInCombat(current, False).apply(enc)
    assert enc.turn.current != current
    assert list(encounter_problems(enc)) == []
    lonely = Encounter(name="Alone", combatants=[skirmish().combatants[0]])
    StartCombat().apply(lonely)
    refused(SetInCombat("ayla", False), lonely, "nobody can act")


def test_defect_7_an_encounter_breaking_the_rules_is_refused_by_the_next_action_on_it() -> None:
    """An encounter made invalid behind the actions' back (not through a file: the loader
    refuses it) is refused by the first action that touches the broken part."""
    enc = in_combat()
    enc.turn = msgspec.structs.replace(enc.turn, round=0)
    with pytest.raises(ActionError, match="during combat the round is 1 or more"):
        NextTurn().apply(enc)
    enc.turn = TurnState(started=False, round=0)
    row = enc.row_of("goblin")
    enc.combatants[row] = msgspec.structs.replace(enc.combatants[row], wounds=-3)
    with pytest.raises(ActionError, match=r"Goblin, wounds: cannot be negative \(-3\)"):
        AddCondition("goblin", "Blessed").apply(enc)


def test_condition_commands_keep_the_encounter_valid() -> None:
    enc = in_combat()
    add = AddCondition("goblin", "Blessed", rounds=2)
    add.apply(enc)
    assert add.condition_id is not None
    refused(EditCondition("goblin", add.condition_id, remaining=3), enc, "rounds remaining")
    EditCondition("goblin", add.condition_id, rounds=5).apply(enc)
    RemoveCondition("goblin", add.condition_id).apply(enc)
    assert list(encounter_problems(enc)) == []


# -- every action keeps the encounter valid ---------------------------------------------------

@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(KINDS), min_size=1, max_size=20), st.integers(0, 2**32))
def test_any_sequence_of_actions_leaves_a_valid_encounter(kinds: list[str], seed: int) -> None:
    """Defect 7's other half: whatever the GM does, the encounter is one the loader accepts."""
    enc = skirmish()
    rng = random.Random(seed)
    for kind in kinds:
        try:
            build(kind, enc, rng).apply(enc)
        except ActionError:
            continue
        assert list(encounter_problems(enc)) == [], kind

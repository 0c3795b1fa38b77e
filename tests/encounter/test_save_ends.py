"""D3 save ends: a condition that ends on a check, prompted at the end of each of its bearer's
turns, ended at once on a success (issue 29 item 2)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from gmtracker.encounter import ActionError, Encounter, SaveEnds, StateEntry
from gmtracker.encounter.actions_save_ends import SaveEndsCommand
from gmtracker.encounter.conditions import AddCondition, EditCondition
from gmtracker.encounter.turns import NextTurn, SaveEndsPrompt, StartCombat, TurnRecord
from gmtracker.rules.character import Attribute
from gmtracker.rules.checks import Degree
from gmtracker.rules.condition_effects import Effect, EffectKind
from gmtracker.rules.wound_codes import DamageState
from tests.encounter.fixtures_core import roundtrip, skirmish


def _fight() -> Encounter:
    enc = skirmish()
    StartCombat().apply(enc)
    assert enc.turn.current == "ayla"
    return enc


def _turn_records(enc: Encounter) -> list[TurnRecord]:
    return [e.record for e in enc.log if e.kind == "turn"]


def test_D3_the_end_of_the_bearers_turn_prompts_its_save_and_only_then() -> None:
    enc = _fight()
    AddCondition("lin", "Poisoned", save=SaveEnds(Attribute.STRENGTH, 12)).apply(enc)
    NextTurn().apply(enc)  # Ayla's turn ends: no save of hers (the condition is 林月's)
    assert enc.turn.current == "lin" and not any(
        isinstance(p, SaveEndsPrompt) for p in _turn_records(enc)[-1].prompts)
    NextTurn().apply(enc)  # 林月's turn ends: her save is asked for
    record = _turn_records(enc)[-1]
    assert record.prompts[0] == SaveEndsPrompt(combatant="lin", condition="poisoned", name="Poisoned")
    assert "林月: save against Poisoned (D3)" in enc.log[-1].text and "D3" in enc.log[-1].rule_ids


def test_D3_a_success_ends_the_condition_at_once_a_failure_keeps_it_one_undo_step_each() -> None:
    enc = _fight()
    AddCondition("lin", "Poisoned", save=SaveEnds(Attribute.STRENGTH, 12)).apply(enc)
    failed = SaveEndsCommand("lin", "poisoned", d20=(5,))  # 5 + 1 = 6 < 12 (strength +1)
    roundtrip(failed, enc)
    assert [c.name for c in enc.combatant("lin").conditions] == ["Poisoned"]
    assert enc.log[-1].kind == "save_ends" and not enc.log[-1].record.ended
    assert "Poisoned goes on" in enc.log[-1].text
    ended = SaveEndsCommand("lin", "poisoned", d20=(11,))  # 11 + 1 = 12 ≥ 12
    roundtrip(ended, enc)
    assert enc.combatant("lin").conditions == []
    assert enc.log[-1].record.ended and "Poisoned ends" in enc.log[-1].text
    assert set(enc.log[-1].rule_ids) >= {"A8", "A10", "D3"}
    ended.revert(enc)
    assert [c.name for c in enc.combatant("lin").conditions] == ["Poisoned"]


def test_D3_the_save_is_the_bearers_own_check_its_conditions_included() -> None:
    enc = _fight()
    save = SaveEnds(Attribute.STRENGTH, 12)
    AddCondition("lin", "Poisoned", save=save).apply(enc)
    plain = SaveEndsCommand("lin", "poisoned")
    assert plain.ending_odds(enc) == Fraction(10, 20)  # d20 + 1 ≥ 12: 11 to 20
    EditCondition("lin", "poisoned", effects=[Effect(EffectKind.DISADVANTAGE, 1)]).apply(enc)
    assert [n.purpose for n in plain.dice_needed(enc)] == ["save_ends", "advantage_die"]
    assert plain.ending_odds(enc) < Fraction(10, 20)
    assert plain.bonus(enc) == 1 and plain.save(enc) == save
    assert sum(plain.odds(enc).values()) == 1 and Degree.CRITICAL_SUCCESS in plain.odds(enc)


def test_a_save_against_a_condition_that_ends_on_none_is_refused() -> None:
    enc = _fight()
    AddCondition("lin", "Prone").apply(enc)
    with pytest.raises(ActionError, match="does not end on a check"):
        SaveEndsCommand("lin", "prone", d20=(20,)).apply(enc)
    with pytest.raises(ActionError, match="DC is 0 to 99"):
        AddCondition("lin", "Doom", save=SaveEnds(Attribute.SPIRIT, 120))


def test_the_dead_make_no_save_and_a_hidden_conditions_save_is_the_gms() -> None:
    enc = _fight()
    AddCondition("ayla", "Hexed", save=SaveEnds(Attribute.SPIRIT, 30), hidden=True).apply(enc)
    NextTurn().apply(enc)
    assert _turn_records(enc)[-1].prompts[0].name == "Hexed"
    SaveEndsCommand("ayla", "hexed", d20=(3,)).apply(enc)
    assert not enc.log[-1].public


def test_D3_ruling_the_dead_make_no_save_but_the_unconscious_whose_place_passes_do() -> None:
    enc = _fight()
    AddCondition("ogre", "Burning", save=SaveEnds(Attribute.STRENGTH, 10)).apply(enc)
    AddCondition("goblin", "Burning", save=SaveEnds(Attribute.STRENGTH, 10)).apply(enc)
    enc.combatant("ogre").states = [StateEntry(DamageState.DEAD)]
    enc.combatant("goblin").states = [StateEntry(DamageState.UNCONSCIOUS)]
    for _ in range(3):  # Ayla → 林月 → (the goblin's and the ogre's places pass) → Ayla
        NextTurn().apply(enc)
    prompts = [p for record in _turn_records(enc) for p in record.prompts if isinstance(p, SaveEndsPrompt)]
    assert [p.combatant for p in prompts] == ["goblin"]


def test_the_condition_line_says_which_check_ends_it() -> None:
    enc = _fight()
    AddCondition("lin", "Poisoned", rounds=3, save=SaveEnds(Attribute.STRENGTH, 12)).apply(enc)
    assert enc.log[-1].text.endswith("; save ends: strength DC 12)")

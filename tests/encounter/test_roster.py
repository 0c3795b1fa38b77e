"""Roster commands and the patch machinery: add, edit, duplicate, remove, initiative."""

from __future__ import annotations

import pytest

from gmtracker.encounter import ActionError, ChangeSet, Combatant, Encounter, Side
from gmtracker.encounter.command import new_id
from gmtracker.encounter.roster import (
    AddCombatant,
    DuplicateCombatant,
    EditCombatant,
    RemoveCombatants,
    RenameEncounter,
    SetInitiative,
    numbered_names,
    validate_combatant,
)
from tests.encounter.fixtures_core import combatant, roundtrip, skirmish, snapshot


def listen(encounter: Encounter) -> list[ChangeSet]:
    heard: list[ChangeSet] = []
    encounter.subscribe(heard.append)
    return heard


def test_add_gives_a_unique_readable_id_and_reports_the_inserted_row() -> None:
    enc = skirmish()
    heard = listen(enc)
    entry = AddCombatant(Combatant(id="", name="Goblin")).apply(enc)
    assert enc.combatants[-1].id == "goblin-2"
    assert entry is not None and entry.text == "Goblin joins the encounter"
    assert heard[-1].rows == [("insert", 4, "goblin-2")]
    assert heard[-1].log_added == 1


def test_add_during_combat_goes_by_initiative() -> None:
    enc = skirmish()
    enc.turn.started = True
    AddCombatant(combatant("", "Wolf", initiative=13)).apply(enc)
    assert enc.ids() == ["ayla", "wolf", "goblin", "lin", "ogre"]


def test_add_refuses_nonsense_and_changes_nothing() -> None:
    enc = skirmish()
    before = snapshot(enc)
    with pytest.raises(ActionError, match="hit_dice: dice expression '2d0'"):
        AddCombatant(Combatant(id="x", name="Bad", hit_dice="2d0")).apply(enc)
    with pytest.raises(ActionError, match="name: a combatant needs a name"):
        AddCombatant(Combatant(id="y", name="  ")).apply(enc)
    assert snapshot(enc) == before


def test_add_revert_and_redo_are_exact() -> None:
    enc = skirmish()
    roundtrip(AddCombatant(Combatant(id="", name="Wolf"), index=1), enc)
    assert enc.ids()[1] == "wolf"


def test_edit_changes_fields_reports_them_and_reverts() -> None:
    enc = skirmish()
    heard = listen(enc)
    command = EditCombatant("goblin", {"wounds": 2, "notes": "hurt"})
    roundtrip(command, enc)
    assert enc.combatant("goblin").wounds == 2
    assert heard[0].fields == {"goblin": frozenset({"wounds", "notes"})}
    assert heard[0].rows == []


@pytest.mark.parametrize(("changes", "message"), [
    ({"wounds": "three"}, "Expected `int`, got `str` - at `wounds`"),
    ({"wounds": -1}, r"wounds: cannot be negative \(-1\)"),
    ({"side": "dragon"}, "side"),
    ({"colour": "red"}, "colour: not a field"),
    ({"id": "other"}, "id: a combatant's id cannot change"),
    ({"attacks": [{"name": "Claw", "damage": "1d8++"}]}, r"attacks\[0\].damage"),
    ({"attacks": [{"name": "Claw", "threat_low": 1}]}, r"attacks\[0\].threat_low"),
])
def test_edit_refuses_invalid_values_with_the_field_named(changes: dict[str, object], message: str) -> None:
    enc = skirmish()
    before = snapshot(enc)
    with pytest.raises(ActionError, match=message):
        EditCombatant("goblin", changes).apply(enc)
    assert snapshot(enc) == before


def test_validate_combatant_lists_every_problem() -> None:
    bad = Combatant(id="b", name="", wounds=-1, bruises=-2, carried_weight=-1, speed=-1, constitution=-3,
                    hit_dice="d")
    problems = validate_combatant(bad)
    assert [p.field for p in problems] == [
        "name", "constitution", "wounds", "bruises", "carried_weight", "speed", "hit_dice"]
    assert str(problems[2]) == "wounds: cannot be negative (-1)"


def test_numbered_names_continue_after_existing_numbers() -> None:
    assert numbered_names("Goblin", 2, ["Goblin"]) == ["Goblin 2", "Goblin 3"]
    assert numbered_names("Goblin", 1, ["Goblin", "Goblin 2", "Goblin 7"]) == ["Goblin 8"]
    assert numbered_names("Goblin 3", 1, ["Goblin 3"]) == ["Goblin 4"]
    assert numbered_names("Wolf", 1, []) == ["Wolf 2"]


def test_duplicate_inserts_numbered_copies_after_the_original() -> None:
    enc = skirmish()
    roundtrip(DuplicateCombatant("goblin", copies=2), enc)
    assert [c.name for c in enc.combatants] == ["Ayla", "Goblin", "Goblin 2", "Goblin 3", "林月", "Ogre"]
    assert len(set(enc.ids())) == 6
    with pytest.raises(ActionError, match="at least one"):
        DuplicateCombatant("goblin", copies=0)


def test_remove_restores_rows_on_undo_and_passes_the_turn() -> None:
    enc = skirmish()
    enc.turn.started, enc.turn.current, enc.turn.round = True, "goblin", 1
    enc.combatants[0].conditions.append(
        __import__("gmtracker.encounter", fromlist=["Condition"]).Condition(id="mark", name="Marked",
                                                                             anchor="goblin"))
    heard = listen(enc)
    command = RemoveCombatants(["goblin", "ogre"])
    roundtrip(command, enc)
    assert enc.ids() == ["ayla", "lin"]
    assert enc.turn.current == "lin"
    assert enc.combatants[0].conditions[0].anchor is None
    command.revert(enc)
    assert enc.ids() == ["ayla", "goblin", "lin", "ogre"]
    assert heard[-1].rows == [("insert", 1, "goblin"), ("insert", 3, "ogre")]
    with pytest.raises(ActionError, match="nothing to remove"):
        RemoveCombatants([])


def test_set_initiative_reorders_once_combat_started() -> None:
    enc = skirmish()
    roundtrip(SetInitiative({"ogre": 20}), enc)
    assert enc.ids()[0] == "ayla"  # not started: order untouched
    enc2 = skirmish()
    enc2.turn.started = True
    heard = listen(enc2)
    SetInitiative({"ogre": 20, "goblin": None}).apply(enc2)
    assert enc2.ids() == ["ogre", "ayla", "lin", "goblin"]
    assert heard[0].reordered


def test_D1_a_changed_initiative_moves_only_that_combatant_and_a_delay_stays() -> None:
    from gmtracker.encounter.turns import Delay, StartCombat

    enc = skirmish()
    StartCombat().apply(enc)
    assert enc.ids() == ["ayla", "lin", "goblin", "ogre"]
    Delay("ayla", "goblin").apply(enc)  # Ayla (15) acts after the goblin this round
    assert enc.ids() == ["lin", "goblin", "ayla", "ogre"]
    roundtrip(SetInitiative({"ogre": 13}), enc)
    assert enc.ids() == ["ogre", "lin", "goblin", "ayla"]  # the ogre placed by 13; Ayla's delay kept
    SetInitiative({"lin": 1}).apply(enc)
    assert enc.ids() == ["ogre", "goblin", "ayla", "lin"]


def test_D1_a_rolled_initiative_set_mid_combat_is_logged_with_its_die() -> None:
    from gmtracker.encounter.log_render import entry_line

    enc = skirmish()
    enc.turn.started = True
    roundtrip(SetInitiative({"goblin": 16, "lin": 9}, rolled={"goblin": 14}), enc)
    items = enc.log[-1].json_record["initiatives"]  # type: ignore[index]
    assert items[0] == {"combatant": "goblin", "name": "Goblin", "initiative": 16, "natural": 14, "die": 20,
                        "modifier": 2}
    assert "natural" not in items[1]  # typed
    assert entry_line(enc.log[-1], {c.id: c.name for c in enc.combatants}) == \
        "initiative: Goblin 16 (d20 14 +2), 林月 9"


def test_rename_encounter() -> None:
    enc = skirmish()
    heard = listen(enc)
    roundtrip(RenameEncounter(name="Ambush", notes="at the mill"), enc)
    assert (enc.name, enc.notes) == ("Ambush", "at the mill")
    assert heard[0].header


def test_new_id_slugs_names_and_avoids_taken_ones() -> None:
    assert new_id("Goblin Archer", []) == "goblin-archer"
    assert new_id("林月", []) == "林月"  # any script (issue 26 item 12)
    assert new_id("Goblin", ["goblin", "goblin-2"]) == "goblin-3"


def test_unknown_combatant_is_a_clear_action_error() -> None:
    with pytest.raises(ActionError, match="no combatant has the id 'nobody'"):
        EditCombatant("nobody", {"wounds": 1}).apply(skirmish())


def test_revert_before_apply_is_refused() -> None:
    with pytest.raises(ActionError, match="never applied"):
        EditCombatant("goblin", {}).revert(skirmish())


def test_a_patch_cannot_both_reorder_and_insert() -> None:
    from gmtracker.encounter import CombatantChange, Patch

    enc = skirmish()
    patch = Patch(combatants=[CombatantChange("new", None, Combatant(id="new", name="N"))],
                  order_after=list(reversed(enc.ids())))
    with pytest.raises(ValueError, match="either reorders"):
        enc.apply(patch)


def test_side_codes_are_the_contract_words() -> None:
    assert [s.value for s in Side] == ["pc", "ally", "enemy", "neutral"]

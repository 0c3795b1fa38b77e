"""Resources (issue 29 item 4): counters with a maximum, spent from the table and by an attack that
spends one, refilled by hand or by rest (the ruling in combatant_resources: a minute's or an hour's
rest in a row, B6/B12/D2). Each change one undo step, logged."""

from __future__ import annotations

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

from gmtracker.encounter import ActionError, Encounter
from gmtracker.encounter.actions_attack import AttackCommand, TargetDice
from gmtracker.encounter.actions_rest import AdvanceTimeCommand
from gmtracker.encounter.combatant_resources import SetResources, UseResource, refill_after_rest
from gmtracker.encounter.model import AttackProfile, Refill, Resource
from gmtracker.encounter.validity import combatant_problems
from gmtracker.storage.encounter_file import decode_encounter, encode_encounter
from tests.encounter.fixtures_core import roundtrip, skirmish

ARROWS = Resource(id="arrows", name="Arrows", maximum=20, left=3)
RAGE = Resource(id="rage", name="Rage", maximum=2, left=0, refill=Refill.MINUTE)
WAND = Resource(id="wand", name="Wand", maximum=7, left=1, refill=Refill.HAND)


def dumps(enc: Encounter) -> str:
    return encode_encounter(enc).decode()


def loads(text: str) -> Encounter:
    return decode_encounter(text.encode(), "test.json")


def _equipped() -> Encounter:
    enc = skirmish()
    SetResources("ayla", [ARROWS, RAGE, WAND]).apply(enc)
    bow = msgspec.structs.replace(enc.combatant("ayla").attacks[0], spends="arrows")
    enc.combatant("ayla").attacks[0] = bow
    return enc


def _left(enc: Encounter, who: str = "ayla") -> dict[str, int]:
    return {r.name: r.left for r in enc.combatant(who).resources}


def test_use_spends_one_logged_and_one_undo_step() -> None:
    enc = _equipped()
    roundtrip(UseResource("ayla", "arrows"), enc)
    assert _left(enc)["Arrows"] == 2
    assert enc.log[-1].kind == "resource_used" and enc.log[-1].text == "Ayla uses Arrows: 2 of 20 left"
    assert enc.log[-1].public


def test_none_left_is_refused_and_nothing_changes() -> None:
    enc = _equipped()
    before = dumps(enc)
    with pytest.raises(ActionError, match="Ayla has no Rage left \\(0 of 2\\)"):
        UseResource("ayla", "rage").apply(enc)
    assert dumps(enc) == before
    with pytest.raises(ActionError, match="no resource"):
        UseResource("ayla", "spells").apply(enc)


def test_a_hidden_combatants_use_is_gm_only() -> None:
    enc = _equipped()
    enc.combatant("ayla").hidden = True
    UseResource("ayla", "wand").apply(enc)
    assert not enc.log[-1].public


def test_an_attack_that_spends_one_spends_it_in_the_same_step_and_refuses_with_none_left() -> None:
    enc = _equipped()
    attack = AttackCommand("ayla", ("goblin",), 0, dice={"goblin": TargetDice(d20=(2,))})
    assert attack.spends(enc) == ARROWS
    roundtrip(attack, enc)
    assert _left(enc)["Arrows"] == 2
    assert [e.kind for e in enc.log[-2:]] == ["attack", "resource_used"]
    assert enc.log[-1].text == "Ayla uses Arrows (Longbow): 2 of 20 left"
    # the attack's record is the JSON it was before resources: its resource_used entry names what it spent
    assert enc.log[-2].json_record is not None and "spends" not in enc.log[-2].json_record["attack"]
    attack.revert(enc)
    assert _left(enc)["Arrows"] == 3 and enc.log[-1].kind == "resources_set"  # one undo step took both back
    for _ in range(3):  # not attack actions: no A16 penalty dice to give
        AttackCommand("ayla", ("goblin",), 0, attack_action=False, dice={"goblin": TargetDice(d20=(2,))}).apply(enc)
    with pytest.raises(ActionError, match="no Arrows left"):
        AttackCommand("ayla", ("goblin",), 0).odds(enc)  # the dialog hears it before any die
    with pytest.raises(ActionError, match="no Arrows left"):
        AttackCommand("ayla", ("goblin",), 0, attack_action=False, dice={"goblin": TargetDice(d20=(2,))}).apply(enc)


def test_set_resources_adds_edits_removes_and_names_new_ones() -> None:
    enc = skirmish()
    roundtrip(SetResources("ayla", [Resource(id="", name="Spell slots", maximum=3, left=3)]), enc)
    [slot] = enc.combatant("ayla").resources
    assert slot.id and slot.refill is Refill.HOUR
    assert enc.log[-1].text == "Ayla's resources: Spell slots 3 of 3 (new)"
    enc.combatant("ayla").attacks[0].spends = slot.id
    SetResources("ayla", [msgspec.structs.replace(slot, name="Slots", left=1), ARROWS]).apply(enc)
    assert enc.log[-1].text == "Ayla's resources: Slots (was Spell slots) 3 → 1 of 3, Arrows 3 of 20 (new)"
    SetResources("ayla", [ARROWS]).apply(enc)
    assert enc.log[-1].text == "Ayla's resources: Slots removed"
    assert enc.combatant("ayla").attacks[0].spends == ""  # the attack spends nothing from then on
    assert not list(combatant_problems(enc.combatant("ayla")))


@pytest.mark.parametrize(("resources", "message"), [
    ([ARROWS, msgspec.structs.replace(RAGE, name="Arrows")], "the name Arrows is already used by resource 1"),
    ([msgspec.structs.replace(ARROWS, left=21)], "must be 20 or less, not 21"),
    ([msgspec.structs.replace(ARROWS, left=-1)], "cannot be negative"),
    ([msgspec.structs.replace(ARROWS, maximum=0, left=0)], "must be 1 or more"),
    ([msgspec.structs.replace(ARROWS, name=" ")], "needs a name"),
])
def test_set_resources_refuses_what_the_loader_would(resources: list[Resource], message: str) -> None:
    enc = skirmish()
    with pytest.raises(ActionError, match=message):
        SetResources("ayla", resources).apply(enc)
    assert enc.combatant("ayla").resources == []


def test_the_loader_refuses_a_resource_beyond_its_maximum_and_a_spend_of_no_resource() -> None:
    enc = _equipped()
    text = dumps(enc)
    assert loads(text).combatant("ayla").resources == enc.combatant("ayla").resources
    with pytest.raises(Exception, match=r"resources\[0\]\.left"):
        loads(text.replace('"left": 3', '"left": 30', 1))
    with pytest.raises(Exception, match=r"attacks\[0\]\.spends"):
        loads(text.replace('"spends": "arrows"', '"spends": "bolts"'))


def test_rest_refills_by_its_length_in_a_row_and_says_so() -> None:
    """Ruling (B6/B12/D2): a minute's rest refills ``minute``; an hour's refills ``hour`` too;
    two rests of 30 minutes in a row are an hour; ``hand`` never."""
    enc = _equipped()
    AdvanceTimeCommand(minutes=1, resting={"ayla"}).apply(enc)
    assert _left(enc) == {"Arrows": 3, "Rage": 2, "Wand": 1}
    [line] = [e for e in enc.log if e.kind == "time_effects" and e.actor == "ayla"]
    assert line.text == "Ayla: Rage refilled (0 → 2)" and "D2" in line.rule_ids
    UseResource("ayla", "rage").apply(enc)
    AdvanceTimeCommand(minutes=29, resting={"ayla"}).apply(enc)
    assert _left(enc) == {"Arrows": 3, "Rage": 2, "Wand": 1}
    AdvanceTimeCommand(minutes=30, resting=True).apply(enc)  # the hour of rest in a row is complete
    assert _left(enc) == {"Arrows": 20, "Rage": 2, "Wand": 1}


def test_time_without_rest_starts_the_count_again_and_the_dead_refill_nothing() -> None:
    enc = _equipped()
    AdvanceTimeCommand(minutes=59, resting={"ayla"}).apply(enc)
    AdvanceTimeCommand(1).apply(enc)  # a round without rest
    AdvanceTimeCommand(minutes=1, resting={"ayla"}).apply(enc)
    assert _left(enc)["Arrows"] == 3
    roundtrip(AdvanceTimeCommand(hours=1, resting={"ayla"}), enc)
    assert _left(enc)["Arrows"] == 20


@given(st.lists(st.sampled_from(["use", "rest_minute", "rest_hour", "wait"]), max_size=25))
def test_a_resource_stays_between_none_and_its_maximum(steps: list[str]) -> None:
    enc = _equipped()
    for step in steps:
        try:
            if step == "use":
                UseResource("ayla", "rage").apply(enc)
            elif step == "wait":
                AdvanceTimeCommand(3).apply(enc)
            else:
                AdvanceTimeCommand(**{step.split("_")[1] + "s": 1}, resting=True).apply(enc)
        except ActionError:
            assert _left(enc)["Rage"] == 0  # the only refusal: none left
        for resource in enc.combatant("ayla").resources:
            assert 0 <= resource.left <= resource.maximum


def test_refill_after_rest_counts_whole_periods_crossed() -> None:
    c = msgspec.structs.replace(skirmish().combatant("ayla"), resources=[ARROWS, RAGE, WAND])
    assert refill_after_rest(c, 0, 9)[1] == ()
    assert [r.name for r in refill_after_rest(c, 5, 10)[1]] == ["Rage"]
    assert [r.name for r in refill_after_rest(c, 599, 600)[1]] == ["Arrows", "Rage"]
    assert [r.name for r in refill_after_rest(c, 600, 1190)[1]] == ["Rage"]


def test_an_attack_profile_that_spends_is_kept_as_typed_in_the_file() -> None:
    enc = _equipped()
    loaded = loads(dumps(enc))
    assert loaded.combatant("ayla").attacks[0] == AttackProfile(name="Longbow", damage="1d8", spends="arrows")


def test_review_a_removed_resources_id_is_never_given_to_a_new_one() -> None:
    """A resource removed and one of the same name added in one visit: a new resource (new id); the
    attack that spent the old one spends nothing."""
    enc = _equipped()
    SetResources("ayla", [Resource(id="", name="Arrows", maximum=5, left=5), RAGE, WAND]).apply(enc)
    arrows = enc.combatant("ayla").resources[0]
    assert arrows.id != "arrows" and enc.combatant("ayla").attacks[0].spends == ""
    assert enc.log[-1].text == "Ayla's resources: Arrows 5 of 5 (new), Arrows removed"


def test_review_a_refill_code_from_a_widget_becomes_the_enum() -> None:
    enc = skirmish()
    SetResources("ayla", [Resource(id="", name="Ki", maximum=2, left=2, refill="minute")]).apply(  # type: ignore[arg-type]
        enc)
    assert enc.combatant("ayla").resources[0].refill is Refill.MINUTE


def test_d2_new_damage_between_rests_starts_the_count_again() -> None:
    """The ruling's D2 restart: 30 min of rest, a wound, 30 min more: not an hour of rest in a row."""
    from gmtracker.encounter.roster import EditCombatant

    enc = _equipped()
    AdvanceTimeCommand(minutes=30, resting={"ayla"}).apply(enc)
    EditCombatant("ayla", {"wounds": enc.combatant("ayla").wounds + 1}).apply(enc)
    AdvanceTimeCommand(minutes=30, resting={"ayla"}).apply(enc)
    assert _left(enc)["Arrows"] == 3
    AdvanceTimeCommand(minutes=30, resting={"ayla"}).apply(enc)
    assert _left(enc)["Arrows"] == 20


def test_review_an_attack_on_a_hidden_target_uses_its_arrow_in_a_gm_only_entry() -> None:
    enc = _equipped()
    enc.combatant("goblin").hidden = True
    AttackCommand("ayla", ("goblin",), 0, dice={"goblin": TargetDice(d20=(2,))}).apply(enc)
    assert [(e.kind, e.public) for e in enc.log[-2:]] == [("attack", False), ("resource_used", False)]

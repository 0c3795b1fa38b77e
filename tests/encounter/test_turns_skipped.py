"""D2 with "skip defeated": a skipped combatant's turn-start duties still happen when its place passes.

Issue 12 items 1 and 6. Only the GM's turn for a defeated combatant is skipped: its
recovery checks are still raised (B8), its hit-penalty counter resets (A16), its
temporary hit points and timed conditions still run out, each logged as a ``"turn"``
entry with ``record["skipped"]`` True.
"""

from __future__ import annotations

from typing import Any

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from gmtracker.encounter import Condition, Encounter, Expiry, Settings, StateEntry
from gmtracker.encounter.turns import NextTurn, StartCombat
from gmtracker.rules.wound_codes import DamageState
from tests.encounter.fixtures_core import combatant, roundtrip, skirmish, snapshot

UNCONSCIOUS = [StateEntry(DamageState.UNCONSCIOUS, began=0)]


def _knocked_out(cid: str = "goblin", **fields: Any) -> Encounter:
    """The skirmish in combat (Ayla, 林月, Goblin, Ogre) with ``cid`` unconscious, not dying."""
    enc = skirmish()
    StartCombat().apply(enc)
    row = enc.row_of(cid)
    enc.combatants[row].states = list(UNCONSCIOUS)
    for key, value in fields.items():
        setattr(enc.combatants[row], key, value)
    return enc


def _prompts(enc: Encounter, since: int = 0) -> list[dict[str, Any]]:
    return [p for e in enc.log[since:] if e.kind == "turn" for p in (e.json_record or {}).get("prompts", [])]


def _next_rounds(enc: Encounter, rounds: int) -> None:
    target = enc.turn.round + rounds
    while enc.turn.round < target:
        NextTurn().apply(enc)


def test_B8_an_unconscious_combatant_skipped_in_the_order_is_still_offered_its_recovery_check() -> None:
    """Seed 001: "人物每处于伤害状态一定时间（称康复周期）后或被治疗（见上文）时，可进行一次D20检定";
    "康复周期：昏迷和恍惚为1分钟" — one minute is 10 rounds (B12), skipped turns or not."""
    enc = _knocked_out()
    assert enc.settings.skip_defeated
    _next_rounds(enc, 11)
    assert all(e.turn != "goblin" or e.json_record.get("skipped") for e in enc.log if e.kind == "turn" and e.json_record)
    prompts = [p for p in _prompts(enc) if p["combatant"] == "goblin"]
    assert prompts and prompts[0] == {"kind": "recovery_check", "combatant": "goblin", "state": "unconscious",
                                      "due": 1}
    raised = next(e for e in enc.log if e.kind == "turn" and e.actor == "goblin" and e.json_record["prompts"])
    assert raised.json_record["clock"] == 10 and raised.json_record["skipped"] is True
    assert "B8" in raised.rule_ids and "skipped" in raised.text


def test_B8_the_recovery_prompt_of_a_skipped_combatant_is_raised_by_the_next_turn_that_passes_it() -> None:
    """"康复周期：昏迷和恍惚为1分钟": the Next turn that passes the goblin's place at minute 1 raises it."""
    enc = _knocked_out()
    enc.turn.clock = 10
    before = len(enc.log)
    roundtrip(NextTurn(), enc)  # Ayla → 林月: the goblin's place is after 林月's
    assert _prompts(enc, before) == []
    before = len(enc.log)
    after = roundtrip(NextTurn(), enc)  # 林月 → (Goblin skipped) → Ogre
    assert enc.turn.current == "ogre"
    assert [p["combatant"] for p in _prompts(enc, before)] == ["goblin"]
    assert [e.actor for e in enc.log[before:]] == ["goblin", "ogre"]
    assert snapshot(enc) == after


def test_A16_a_skipped_combatant_s_hit_penalty_counter_resets_when_its_place_passes() -> None:
    """Seed 000: "单个回合内你在初次攻击后进行的攻击越多…" — the counter is the turn's; the next
    turn's place resets it even when the turn itself is skipped."""
    enc = _knocked_out(hit_penalties=2)
    roundtrip(NextTurn(), enc)
    assert enc.combatant("goblin").hit_penalties == 2
    before = snapshot(enc)
    command = NextTurn()
    command.apply(enc)
    assert enc.combatant("goblin").hit_penalties == 0
    skipped = next(e for e in reversed(enc.log) if e.actor == "goblin")
    assert skipped.json_record is not None and skipped.json_record["reset_hit_penalties"] is True
    command.revert(enc)
    assert snapshot(enc) == before and enc.combatant("goblin").hit_penalties == 2


def test_B3_temporary_hit_points_of_a_skipped_combatant_run_out() -> None:
    """Seed 001: "原规则中获得临时生命值的效果改为临时令伤害检定难度提高" — temporary, so they
    end at their time even while the holder lies unconscious and its turns are skipped."""
    enc = _knocked_out(temp_hp=6, temp_hp_until=2)
    _next_rounds(enc, 1)
    assert enc.combatant("goblin").temp_hp == 6
    before = snapshot(enc)
    last = None
    while enc.combatant("goblin").temp_hp:
        assert enc.turn.round < 5
        last = NextTurn()
        last.apply(enc)
    assert enc.combatant("goblin").temp_hp_until is None
    assert enc.turn.clock == 2
    assert any(e.actor == "goblin" and e.json_record.get("temp_hp_ended") for e in enc.log if e.json_record)
    assert last is not None
    last.revert(enc)
    assert enc.combatant("goblin").temp_hp == 6
    assert snapshot(enc) != before  # the earlier turns are still applied; only the last was undone


def test_D2_timed_conditions_on_a_skipped_combatant_run_out() -> None:
    """RULES D2: "temporary hit points and conditions that run out end" — at a skipped place too
    (its own turn's start and end both pass)."""
    enc = _knocked_out(conditions=[
        Condition(id="poisoned", name="Poisoned", rounds=2, remaining=2, expiry=Expiry.TURN_START),
        Condition(id="stunned", name="Stunned", rounds=1, remaining=1, expiry=Expiry.TURN_END),
    ])
    NextTurn().apply(enc)  # 林月
    before = snapshot(enc)
    command = NextTurn()
    command.apply(enc)  # the goblin's place passes: Stunned ends, Poisoned has 1 left
    assert [(c.id, c.remaining) for c in enc.combatant("goblin").conditions] == [("poisoned", 1)]
    assert "Stunned ends on Goblin" in next(e for e in reversed(enc.log) if e.actor == "goblin").text
    command.revert(enc)
    assert snapshot(enc) == before
    command.apply(enc)
    _next_rounds(enc, 1)
    NextTurn().apply(enc)
    NextTurn().apply(enc)
    assert enc.combatant("goblin").conditions == []


def test_D2_a_condition_anchored_to_a_skipped_combatant_counts_its_passing_place() -> None:
    """A condition another combatant holds, counted at the skipped combatant's turn start."""
    enc = _knocked_out()
    enc.combatants[enc.row_of("ayla")].conditions = [
        Condition(id="marked", name="Marked", rounds=1, remaining=1, expiry=Expiry.TURN_START, anchor="goblin")]
    NextTurn().apply(enc)
    NextTurn().apply(enc)
    assert enc.combatant("ayla").conditions == []


def test_B9_a_skipped_combatant_without_constitution_raises_no_recovery_check_but_its_time_passes() -> None:
    """Seed 001: "没有体质值的目标…在体质检定中自动判为失败。因此，自然康复周期不适用于它们"."""
    enc = _knocked_out("ogre", temp_hp=4, temp_hp_until=1)
    _next_rounds(enc, 12)
    assert [p for p in _prompts(enc) if p["combatant"] == "ogre"] == []
    assert enc.combatant("ogre").temp_hp == 0
    assert any(e.actor == "ogre" and e.json_record and e.json_record.get("skipped") for e in enc.log)


def test_B5_a_dying_combatant_is_never_skipped_its_turn_asks_the_dying_check() -> None:
    """Seed 001: "若“重伤”人物也处于“昏迷”，每回合开始时需通过DC10的体质检定" — dying is not
    defeated: its turn comes, with the prompt (guard: the skip must not swallow it)."""
    enc = skirmish()
    StartCombat().apply(enc)
    enc.combatants[enc.row_of("goblin")].states = [StateEntry(DamageState.SERIOUSLY_WOUNDED),
                                                   StateEntry(DamageState.UNCONSCIOUS)]
    NextTurn().apply(enc)
    NextTurn().apply(enc)
    assert enc.turn.current == "goblin"
    assert enc.log[-1].json_record is not None and not enc.log[-1].json_record.get("skipped")
    assert enc.log[-1].json_record["prompts"][0]["kind"] == "dying_check"


def test_B8_a_dead_combatant_skipped_in_the_order_raises_no_recovery_check() -> None:
    """RULES B8 / recovery core: "Dead is left out (it does not recover)" — also its other states."""
    enc = _knocked_out()
    enc.combatants[enc.row_of("goblin")].states = [StateEntry(DamageState.SERIOUSLY_WOUNDED),
                                                   StateEntry(DamageState.UNCONSCIOUS), StateEntry(DamageState.DEAD)]
    _next_rounds(enc, 11)
    assert [p for p in _prompts(enc) if p["combatant"] == "goblin"] == []


def test_D2_a_skipped_place_before_the_wrap_belongs_to_the_old_round_after_it_to_the_new() -> None:
    enc = _knocked_out("ogre")  # last in the order
    NextTurn().apply(enc)
    NextTurn().apply(enc)
    before = len(enc.log)
    NextTurn().apply(enc)  # Goblin → (Ogre skipped, round 1) → Ayla, round 2
    assert [(e.actor, e.round, e.json_record["clock"]) for e in enc.log[before:]] == [("ogre", 1, 0), ("ayla", 2, 1)]
    enc = skirmish()
    enc.combatants[enc.row_of("ayla")].states = list(UNCONSCIOUS)  # first in the order
    StartCombat().apply(enc)
    assert [(e.actor, e.round) for e in enc.log if e.kind == "turn"] == [("ayla", 1), ("lin", 1)]
    _next_rounds(enc, 1)
    assert [(e.actor, e.round, e.json_record["clock"]) for e in enc.log[-2:]] == [("ayla", 2, 1), ("lin", 2, 1)]


def test_D2_without_skip_defeated_the_unconscious_get_their_turn_as_before() -> None:
    enc = _knocked_out()
    enc.settings = Settings(skip_defeated=False)
    NextTurn().apply(enc)
    NextTurn().apply(enc)
    assert enc.turn.current == "goblin"
    assert enc.log[-1].json_record is not None and "skipped" not in enc.log[-1].json_record


@settings(max_examples=60, deadline=None)
@given(knocked_out=st.lists(st.booleans(), min_size=2, max_size=6), skip=st.booleans(),
       steps=st.integers(min_value=1, max_value=20))
def test_D2_every_place_in_the_order_passes_exactly_once_a_round(knocked_out: list[bool], skip: bool,
                                                                 steps: int) -> None:
    """Invariant: in each whole round every combatant in combat has one ``"turn"`` entry — its
    own turn, or its skipped place (skip defeated) — and undoing every step restores all."""
    assume(not all(knocked_out))
    enc = Encounter(name="Order", settings=Settings(skip_defeated=skip), combatants=[
        combatant(f"c{i}", f"C{i}", initiative=20 - i, temp_hp=2, temp_hp_until=3, hit_penalties=1,
                  states=list(UNCONSCIOUS) if out else [])
        for i, out in enumerate(knocked_out)])
    start = snapshot(enc)
    commands: list[Any] = [StartCombat()] + [NextTurn() for _ in range(steps)]
    for command in commands:
        command.apply(enc)
    ids = enc.ids()
    for round_ in range(1, enc.turn.round):
        entries = [e for e in enc.log if e.kind == "turn" and e.round == round_]
        assert sorted(e.actor for e in entries) == sorted(ids)
        assert all(bool(e.json_record.get("skipped")) == (skip and knocked_out[int(e.actor[1:])]) for e in entries)
    if enc.turn.round > 4:  # every place has passed at clock 3 (round 4)
        assert all(c.temp_hp == 0 and c.hit_penalties == 0 for c in enc.combatants)
    for command in reversed(commands):
        command.revert(enc)
    assert snapshot(enc) == start

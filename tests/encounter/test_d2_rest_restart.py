"""D2's restart as an effect of the commands it belongs to (issue 28 item 6).

RULES.md D2: "rest (B6, B8) accumulates across consecutive rests … The accumulation starts
again when time passes without rest, or when the count or state it heals changes by other
means (new damage)." The restart is done where counts or damage states change — the effect
functions (:mod:`gmtracker.encounter.effects`) and the combatant editor — not by the generic
patch builder. Every path that changes a count or a state clears the carried rest (and undo
brings it back); a change of anything else, and a failed recovery check (which only uses up
periods, B8), keeps it.
"""

from __future__ import annotations

from collections.abc import Callable

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gmtracker.encounter import Command, Encounter, PatchBuilder
from gmtracker.encounter.actions_attack import AttackCommand, TargetDice
from gmtracker.encounter.actions_care import HealCommand, TempHpCommand, set_temp_hp
from gmtracker.encounter.actions_check import CheckCommand
from gmtracker.encounter.actions_damage import DamageCheckCommand
from gmtracker.encounter.actions_recovery import DyingCheckCommand, RecoveryCheckCommand
from gmtracker.encounter.conditions import AddCondition, add_condition
from gmtracker.encounter.derived import wound_track
from gmtracker.encounter.effects import add_states, recover, remove_states, set_count, set_track
from gmtracker.encounter.model import Combatant, RestProgress, StateEntry
from gmtracker.encounter.roster import EditCombatant
from gmtracker.encounter.turns import NextTurn
from gmtracker.rules.character import Attribute
from gmtracker.rules.recovery import RecoverySource, recovery_check
from gmtracker.rules.wound_codes import CountKind, DamageState
from tests.encounter.fixtures_d20 import ambush, ayla, goblin, ogre, snapshot

SW, UNCONSCIOUS, DAZED, DISABLED = (DamageState.SERIOUSLY_WOUNDED, DamageState.UNCONSCIOUS, DamageState.DAZED,
                                    DamageState.DISABLED)
CLOCK = 30


def _carrying(c: Combatant) -> Combatant:
    """``c`` carrying half an hour of rest (and 5 rounds towards a bruise) from a rest that ended now."""
    return msgspec.structs.replace(c, rest=RestProgress(CLOCK, c.wounds, c.bruises, 300, 5))


def _states(*codes: DamageState) -> list[StateEntry]:
    return [StateEntry(code, began=0) for code in codes]


def _encounter(who: Combatant, *, skill_trial: bool = False) -> Encounter:
    others = [c for c in (goblin(), ayla(), ogre()) if c.id != who.id]
    return ambush(_carrying(who), *others, skill_trial=skill_trial, clock=CLOCK)


def _attack_then_end_turn(enc: Encounter) -> Command:
    """B5: the disabled goblin attacks (a miss) in its own turn and falls unconscious as it ends."""
    AttackCommand("goblin", ("ayla",), dice={"ayla": TargetDice(d20=(2,))}).apply(enc)
    assert enc.combatant("goblin").rest is not None  # the attack changed only its hit penalties
    return NextTurn()


# Each path: (what carries the rest, the command that changes a count or a state, who it changes).
PATHS: dict[str, tuple[Callable[[], Encounter], Callable[[Encounter], Command], str]] = {
    "damage check (B4)": (lambda: _encounter(ayla()),
                          lambda enc: DamageCheckCommand("ayla", damage=5, natural=10), "ayla"),
    "attack (B1-B4)": (lambda: _encounter(ayla()),
                       lambda enc: AttackCommand("goblin", ("ayla",), dice={"ayla": TargetDice(d20=(19,), damage=19)}),
                       "ayla"),
    "healing a count (B7 use 1)": (lambda: _encounter(ayla(wounds=3)),
                                   lambda enc: HealCommand("ayla", "4", count="wounds"), "ayla"),
    "healing's recovery check (B7 use 2)": (lambda: _encounter(ayla(wounds=3, states=_states(SW))),
                                            lambda enc: HealCommand("ayla", "4", state=SW, natural=20), "ayla"),
    "natural recovery check (B8)": (lambda: _encounter(ayla(states=_states(DAZED))),
                                    lambda enc: RecoveryCheckCommand("ayla", DAZED, 20), "ayla"),
    "failed dying check (B5)": (lambda: _encounter(ayla(wounds=4, states=_states(SW, UNCONSCIOUS))),
                                lambda enc: DyingCheckCommand("ayla", 1), "ayla"),
    "skill trial (B11)": (lambda: _encounter(ayla(), skill_trial=True),
                          lambda enc: CheckCommand(actor="ayla", attribute=Attribute.INTELLECT, dc=15, d20=(9,),
                                                   skill_trial=CountKind.WOUNDS), "ayla"),
    "falling unconscious at the turn's end (B5)": (lambda: _encounter(goblin(states=_states(DISABLED))),
                                                    _attack_then_end_turn, "goblin"),
    "the editor's wounds": (lambda: _encounter(ayla(wounds=1)),
                            lambda enc: EditCombatant("ayla", {"wounds": 4}), "ayla"),
    "the editor's bruises": (lambda: _encounter(ayla()), lambda enc: EditCombatant("ayla", {"bruises": 2}), "ayla"),
    "the editor's states": (lambda: _encounter(ayla(states=_states(DAZED))),
                            lambda enc: EditCombatant("ayla", {"states": []}), "ayla"),
}


@pytest.mark.parametrize("path", list(PATHS))
def test_D2_a_count_or_state_changed_by_other_means_restarts_the_rest_carried_over(path: str) -> None:
    make, command_for, who = PATHS[path]
    enc = make()
    carried = enc.combatant(who).rest
    assert carried is not None
    command = command_for(enc)
    before = snapshot(enc)
    was = enc.combatant(who)
    command.apply(enc)
    now = enc.combatant(who)
    assert (now.wounds, now.bruises, {e.state for e in now.states}) != (
        was.wounds, was.bruises, {e.state for e in was.states}), "the path changed no count or state"
    assert now.rest is None
    command.revert(enc)
    assert snapshot(enc) == before and enc.combatant(who).rest == carried  # undo brings it back


KEEPS: dict[str, tuple[Callable[[], Encounter], Callable[[Encounter], Command]]] = {
    "a failed natural recovery check (B8: periods used up)": (
        lambda: _encounter(ayla(states=_states(DAZED))), lambda enc: RecoveryCheckCommand("ayla", DAZED, 1)),
    "a failed recovery check paid by healing (B7)": (
        lambda: _encounter(ayla(wounds=3, states=_states(SW))),
        lambda enc: HealCommand("ayla", "1", state=SW, natural=1)),
    "a dying check survived (B5)": (
        lambda: _encounter(ayla(wounds=4, states=_states(SW, UNCONSCIOUS))), lambda enc: DyingCheckCommand("ayla", 20)),
    "temporary hit points (B3)": (lambda: _encounter(ayla()), lambda enc: TempHpCommand("ayla", 6)),
    "a condition (D3)": (lambda: _encounter(ayla()), lambda enc: AddCondition("ayla", "Blessed", rounds=3)),
    "the editor's name": (lambda: _encounter(ayla()), lambda enc: EditCombatant("ayla", {"name": "Ayla the Bold"})),
}


@pytest.mark.parametrize("path", list(KEEPS))
def test_D2_what_changes_no_count_or_state_keeps_the_rest_carried_over(path: str) -> None:
    make, command_for = KEEPS[path]
    enc = make()
    carried = enc.combatant("ayla").rest
    command_for(enc).apply(enc)
    assert carried is not None and enc.combatant("ayla").rest == carried


def test_D2_a_failed_recovery_check_uses_up_a_period_and_the_rest_still_counts() -> None:
    enc = _encounter(ayla(states=_states(DAZED)))
    RecoveryCheckCommand("ayla", DAZED, 1).apply(enc)
    after = enc.combatant("ayla")
    assert after.states == [StateEntry(DAZED, began=0, periods_used=1)] and after.rest is not None


def test_D2_the_editor_setting_the_rest_itself_keeps_what_it_typed() -> None:
    """Only a rest sets the rest: an edit that types a new rest with new wounds keeps that rest."""
    enc = _encounter(ayla(wounds=1))
    typed = RestProgress(CLOCK, 3, 0, 120, 0)
    EditCombatant("ayla", {"wounds": 3, "rest": typed}).apply(enc)
    assert enc.combatant("ayla").rest == typed


def test_D2_the_patch_builder_itself_restarts_nothing() -> None:
    """The generic machinery holds no game rule: a change put straight into a builder is kept as
    it is (the restart belongs to the effects and the commands)."""
    enc = _encounter(ayla(wounds=1))
    builder = PatchBuilder(enc)
    builder.update("ayla", wounds=2)
    (change,) = builder.build().combatants
    assert change.after is not None and change.after.rest is not None


_EFFECTS = st.sampled_from(["wound", "bruise", "add_state", "remove_state", "set_track", "recover_failed",
                            "temp_hp", "condition"])


@settings(max_examples=80, deadline=None)
@given(st.lists(_EFFECTS, min_size=1, max_size=4), st.integers(0, 5), st.integers(0, 5),
       st.sets(st.sampled_from([DAZED, SW, DISABLED])))
def test_D2_any_chain_of_effects_keeps_the_rest_exactly_while_nothing_a_rest_heals_changed(
        chain: list[str], wounds: int, bruises: int, held: set[DamageState]) -> None:
    """The invariant over the effect functions composed in one change: the carried rest survives
    exactly when the counts and the set of states are, at each step, what they were before it."""
    enc = _encounter(ayla(wounds=wounds, bruises=bruises, states=_states(*sorted(held, key=list(DamageState).index))))
    b = PatchBuilder(enc)
    kept = True
    for name in chain:
        c = b.current("ayla")
        healed = (c.wounds, c.bruises, {e.state for e in c.states})
        if name == "wound":
            set_count(b, "ayla", CountKind.WOUNDS, c.wounds + 1)
        elif name == "bruise":
            set_count(b, "ayla", CountKind.BRUISES, max(0, c.bruises - 1))
        elif name == "add_state":
            add_states(b, "ayla", [DamageState.DAZED])
        elif name == "remove_state":
            remove_states(b, "ayla", [SW])
        elif name == "set_track":
            set_track(b, "ayla", wound_track(c))
        elif name == "recover_failed" and c.has_state(DAZED):
            recover(b, "ayla", recovery_check(DAZED, source=RecoverySource.NATURAL, natural=1, constitution=12),
                    periods=1)
        elif name == "temp_hp":
            set_temp_hp(b, "ayla", 4)
        elif name == "condition":
            add_condition(b, "ayla", "Shaken")
        now = b.current("ayla")
        kept = kept and (now.wounds, now.bruises, {e.state for e in now.states}) == healed
        assert (b.current("ayla").rest is not None) is kept

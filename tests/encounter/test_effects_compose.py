"""Effects any command can call inside its own change (issue 28 item 2): a new action composes
a check and an effect in one command, one patch and one undo step.

Grapple (issue 28 item 7, :mod:`gmtracker.encounter.actions_grapple`) is the shape of such an
action: an opposed 1D100 check of the seeds' versus kind (C5) and, on success, a condition on
the loser (D3) through :func:`~gmtracker.encounter.conditions.add_condition` — no
condition-building code of its own.
"""

from __future__ import annotations

import pytest

from gmtracker.encounter import ActionError, PatchBuilder
from gmtracker.encounter.actions_care import heal, set_temp_hp
from gmtracker.encounter.actions_grapple import GrappleCommand
from gmtracker.encounter.actions_damage import DamageSpec, resolve_damage
from gmtracker.encounter.actions_rest import start_rest
from gmtracker.encounter.conditions import AddCondition, add_condition
from gmtracker.encounter.effects import recover, set_track
from gmtracker.encounter.model import Condition, Expiry, RestProgress, StateEntry
from gmtracker.rules.recovery import RecoverySource, recovery_check
from gmtracker.rules.states import WoundTrack
from gmtracker.rules.wound_codes import CountKind, DamageState
from tests.encounter.fixtures_d20 import ambush, ayla, goblin, ogre, snapshot


def test_a_grapple_composes_a_versus_check_and_add_condition_in_one_patch_and_its_undo() -> None:
    enc = ambush()
    before = snapshot(enc)
    grapple = GrappleCommand("ayla", "goblin", attacker_base="evasion", target_base="evasion",
                             naturals=(70, 20))  # 4 + 70 = 74 against 3 + 20 = 23: Ayla wins (C5)
    entry = grapple.apply(enc)
    patch = grapple.patch
    assert patch is not None and [change.id for change in patch.combatants] == ["goblin"]
    change = patch.combatants[0]
    assert change.before is not None and change.before.conditions == []
    assert change.after is not None and change.after.conditions == [
        Condition(id="grappled", name="Grappled", expiry=Expiry.TURN_END)]
    assert entry is not None and entry.kind == "grapple" and entry.record.condition == "Grappled"
    assert entry.rule_ids == ["C1", "C5", "C7", "D3"]
    assert len(patch.log) == 1  # the effect logs nothing of its own: one record for the action
    after = snapshot(enc)
    grapple.revert(enc)
    assert snapshot(enc) == before  # one undo step takes back the check and the condition
    grapple.apply(enc)
    assert snapshot(enc) == after and grapple.patch is patch  # redo: the same patch, no new roll


def test_a_lost_grapple_adds_nothing_and_logs_the_check() -> None:
    enc = ambush()
    entry = GrappleCommand("ayla", "goblin", naturals=(5, 90)).apply(enc)
    assert entry is not None and entry.record.condition is None
    assert enc.combatant("goblin").conditions == []


def test_add_condition_is_the_one_condition_builder_AddCondition_uses() -> None:
    """The same inputs give the same condition through the effect and through the command (ids
    unique on the target, a duration anchored to the target's own turns, D3)."""
    enc = ambush(goblin(conditions=[Condition(id="blessed", name="Blessed")]), ayla(), ogre())
    b = PatchBuilder(enc)
    added = add_condition(b, "goblin", " Blessed ", rounds=3, expiry="turn_start")
    assert added.condition == Condition(id="blessed-2", name="Blessed", rounds=3, remaining=3,
                                        expiry=Expiry.TURN_START, anchor="goblin")
    assert added.anchor is not None and added.anchor.id == "goblin"
    assert added.target.conditions[-1] == added.condition
    command = AddCondition("goblin", " Blessed ", rounds=3, expiry="turn_start")
    command.apply(enc)
    assert enc.combatant("goblin").conditions[-1] == added.condition and command.condition_id == "blessed-2"


@pytest.mark.parametrize("inputs, words", [
    (dict(name="  "), "needs a name"), (dict(name="X", rounds=0), "at least one round"),
    (dict(name="X", expiry="never"), "unknown expiry")])
def test_add_condition_refuses_what_AddCondition_refuses(inputs: dict[str, object], words: str) -> None:
    with pytest.raises(ActionError, match=words):
        add_condition(PatchBuilder(ambush()), "goblin", **inputs)  # type: ignore[arg-type]


def test_effects_compose_in_one_change_each_seeing_the_last() -> None:
    """A damage check (B4), temporary hit points (B3), healing (B7) and a condition in one
    builder: each effect reads the combatant as the earlier ones left it."""
    enc = ambush()
    b = PatchBuilder(enc)
    stage = resolve_damage(b, DamageSpec("5"), target_id="ayla", natural=10)  # 15 vs DC 11: +1 wound
    assert stage.applied.wounds_after == 1
    given = set_temp_hp(b, "ayla", 6, rounds=10)
    assert (given.before, given.amount, given.until) == (0, 6, enc.turn.clock + 10)
    healed = heal(b, "ayla", "2", count=CountKind.WOUNDS)
    assert b.current("ayla").wounds == 0 and healed.bonus.total == 2
    add_condition(b, "ayla", "Shaken")
    patch = b.build()
    (change,) = patch.combatants
    assert change.after is not None and (change.after.wounds, change.after.temp_hp) == (0, 6)
    assert [c.name for c in change.after.conditions] == ["Shaken"]


def test_set_track_and_recover_write_the_wound_track_back() -> None:
    enc = ambush(ayla(wounds=2, states=[StateEntry(DamageState.DAZED, began=0)]), goblin(), ogre())
    b = PatchBuilder(enc)
    check = recovery_check(DamageState.DAZED, source=RecoverySource.NATURAL, natural=1, constitution=12)
    assert not check.success
    assert recover(b, "ayla", check, periods=1).states == frozenset({DamageState.DAZED})
    assert b.current("ayla").states == [StateEntry(DamageState.DAZED, began=0, periods_used=1)]
    set_track(b, "ayla", WoundTrack(3, 0, frozenset({DamageState.DAZED, DamageState.SERIOUSLY_WOUNDED})))
    ayla_now = b.current("ayla")
    assert ayla_now.wounds == 3
    assert ayla_now.states == [StateEntry(DamageState.DAZED, began=0, periods_used=1),
                               StateEntry(DamageState.SERIOUSLY_WOUNDED, began=enc.turn.clock)]


def test_start_rest_is_the_rest_of_one_combatant_the_command_moves_the_clock() -> None:
    """B6 as an effect: an hour of rest lowers the wound count by 1 and sets the rest carried
    on (D2); the clock is the composing command's to move."""
    enc = ambush(ayla(wounds=2), goblin(), ogre())
    enc.turn.started, enc.turn.current = False, None
    b = PatchBuilder(enc)
    outcome = start_rest(b, "ayla", 600)
    assert outcome.before.wounds == 2 and outcome.after.wounds == 1 == b.current("ayla").wounds
    assert b.current("ayla").rest == RestProgress(enc.turn.clock + 600, 1, 0, 0, 0)
    assert b.turn.clock == enc.turn.clock


def test_the_commands_call_the_effects_they_share() -> None:
    """AddCondition, HealCommand, TempHpCommand and the recovery and dying checks build their
    changes through the effect functions, not code of their own (issue 28 item 2)."""
    import inspect

    from gmtracker.encounter import actions_care, actions_recovery, conditions, roster

    assert "add_condition(" in inspect.getsource(conditions.AddCondition.build)
    assert "heal(" in inspect.getsource(actions_care.HealCommand.build)
    assert "set_temp_hp(" in inspect.getsource(actions_care.TempHpCommand.build)
    assert "recover(" in inspect.getsource(actions_recovery.RecoveryCheckCommand.build_into)
    assert "set_track(" in inspect.getsource(actions_recovery.DyingCheckCommand.build)
    assert "put_track_change(" in inspect.getsource(roster.EditCombatant.build)
    for module in (actions_care, actions_recovery, conditions):
        assert "track_fields(" not in inspect.getsource(module)

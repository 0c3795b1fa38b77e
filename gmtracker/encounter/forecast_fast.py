"""The forecast's fast path (issue 31 items 2 and 5; RULES.md D5): the same fights as the engine path
(:func:`.forecast.engine_fight`), roll for roll, at a fraction of the cost.

The engine path plays every step through a command: a patch, validity checks, a log entry rendered
in English, a copy of the encounter. A simulated fight needs none of that, only what the rules say.
This path keeps the fight as the combatants themselves (immutable :class:`~.model.Combatant`\\ s, one
replaced per change) and calls the very functions the commands call:

* **the attack** (hit check mode, A14–A17, A16, A11, B10): the hit check is the
  :class:`~.actions_attack.AttackCommand`'s own (its ``_context`` and ``_check``), made once per
  attacker state and target state and kept (a fight repeats the same few); the d20 and d6 are
  rolled in the order the command asks for them; :func:`gmtracker.rules.checks.resolve` decides the
  degree, :func:`gmtracker.rules.checks.hit_outcome` the hit; the damage check (B2–B4) is
  :func:`gmtracker.rules.wounds.resolve_damage_check` with the command's damage spec and its effects
  land by :func:`.effects.with_damage_effects`, as :func:`.actions_damage.resolve_damage` does; the
  resolved degrees and damage effects are kept by their dice too;
* **the turn** (D2): the next eligible combatant, the places of the skipped passing with their
  turn-start duties, the clock, the hit-penalty reset (A16), temporary hit points running out,
  B5's fall at the end of a disabled combatant's turn (:func:`.turn_states.end_turn`'s rule);
* **the turn-start checks** the engine prompts: the dying check (B5, B9, B10) by
  :func:`gmtracker.rules.wounds.dying_check` and ``apply_dying_check`` as its command does; natural
  recovery checks (B8), rare, by the real :class:`~.actions_recovery.RecoveryChecksCommand` on the
  fight itself;
* **the start** (D1): :class:`~.turns.StartCombat`'s own dice stages, then the rules core's
  :func:`~gmtracker.rules.initiative.turn_order`.

What this path does not cover it refuses (:func:`fast_path_refusal`), and the forecast then plays
the engine path: another resolution mode than the hit check, initiative groups, held turns,
conditions with effects or a save, an attack that spends a resource. A test plays 50 seeded fights
both ways and requires the same dice, in the same order, and the same outcome.
"""

from __future__ import annotations

import random
from typing import Any

import msgspec

from gmtracker.rules import wounds
from gmtracker.rules.wounds import apply_dying_check, dying_check
from gmtracker.rules.attack import ResolutionMode
from gmtracker.rules.checks import HitOutcome, hit_outcome, resolve
from gmtracker.rules.dice import DiceSource, RandomDice
from gmtracker.rules.errors import RulesError
from gmtracker.rules.initiative import turn_order
from gmtracker.rules.recovery import recovery_checks_due
from gmtracker.rules.states import after_standard_action
from gmtracker.rules.wound_codes import DamageState

from . import derived
from .actions_attack import AttackCommand
from .actions_damage import condition_stacking, damage_dc_of
from .actions_care import realistic_of
from .actions_recovery import RecoveryChecksCommand
from .command import ActionError, PatchBuilder
from .effects import restarted_rest, with_damage_effects, with_states, with_track
from .encounter import Encounter
from .model import Combatant, EncounterData
from .refusal import QT_TRANSLATE_NOOP
from .turn_states import falls_after_standard_action
from .turns import StartCombat, _entries, _initiatives, initiative_die

from .forecast import _TEAM, ENEMIES, PLAYERS, FightOutcome, Policy  # forecast imports this module lazily

# B5: not able to act (dying is seriously wounded and unconscious)
_DOWN = frozenset({DamageState.DEAD, DamageState.UNCONSCIOUS})
_DYING = frozenset({DamageState.SERIOUSLY_WOUNDED, DamageState.UNCONSCIOUS})


def fast_path_refusal(encounter: EncounterData) -> str | None:
    """Why the fast path cannot play fights from ``encounter`` (None: it can; the reason in English,
    marked for translation in the context ``Forecast``); the forecast then plays them through the
    engine's commands."""
    if encounter.settings.resolution is not ResolutionMode.HIT_CHECK:
        return QT_TRANSLATE_NOOP("Forecast", "the encounter's attacks are not hit checks")
    for c in encounter.combatants:
        if not c.in_combat:
            continue
        if c.initiative_group is not None:
            return QT_TRANSLATE_NOOP("Forecast", "initiative groups")
        if c.holding is not None:
            return QT_TRANSLATE_NOOP("Forecast", "a held turn")
        if any(cond.effects or cond.save is not None for cond in c.conditions):
            return QT_TRANSLATE_NOOP("Forecast", "a condition with effects or a save")
        if c.attacks and c.attacks[0].spends:
            return QT_TRANSLATE_NOOP("Forecast", "an attack that spends a resource")
    return None


def _states(c: Combatant) -> frozenset[DamageState]:
    return frozenset(entry.state for entry in c.states)


class FastPlan:
    """The fast path for one encounter and policy: what never changes during its fights, and the
    checks and resolutions already made (kept across fights)."""

    def __init__(self, encounter: EncounterData, policy: Policy) -> None:
        refusal = fast_path_refusal(encounter)
        if refusal is not None:
            raise ValueError(f"the fast path cannot play this encounter: {refusal}")
        self.base = encounter
        self.policy = policy
        self.settings = encounter.settings
        self.skip = encounter.settings.skip_defeated
        self._checks: dict[tuple[Any, ...], tuple[Any, ...]] = {}
        self._degrees: dict[tuple[Any, ...], HitOutcome] = {}
        self._damage: dict[tuple[Any, ...], tuple[Any, ...]] = {}
        self._effects: dict[tuple[Any, ...], frozenset[Any]] = {}
        self._st: list[frozenset[DamageState]] = []
        self._applied: dict[tuple[Any, ...], tuple[Any, ...]] = {}

    # -- one fight ---------------------------------------------------------------------------
    def fight(self, rng: random.Random, max_rounds: int, dice: DiceSource | None = None) -> FightOutcome:
        base = self.base
        fight = Encounter(name=base.name, settings=base.settings, combatants=list(base.combatants),
                          turn=base.turn)
        source = dice if dice is not None else RandomDice(rng)
        if not fight.turn.started:
            self._start(fight, source)
        rows = {c.id: row for row, c in enumerate(fight.combatants)}
        teams = [_TEAM.get(c.side) for c in fight.combatants]
        self._sync(fight)
        st = self._st
        start_round = fight.turn.round
        winner: str | None = None
        timed_out = False
        turns = 0
        limit = max(1, max_rounds) * max(1, len(fight.combatants)) * 4
        combatants = fight.combatants
        while True:
            players = enemies = False
            for row, c in enumerate(combatants):
                team = teams[row]
                if team is not None and c.in_combat and not (st[row] & _DOWN):
                    if team == PLAYERS:
                        players = True
                    else:
                        enemies = True
            if not players or not enemies:
                winner = PLAYERS if players else ENEMIES if enemies else None
                break
            if fight.turn.round - start_round >= max_rounds or turns > limit:
                timed_out = True
                break
            current = fight.turn.current
            if current is not None and current in rows:
                row = rows[current]
                actor = combatants[row]
                if actor.attacks and teams[row] is not None and not (st[row] & _DOWN) and actor.in_combat:
                    target = self._target(combatants, teams, row, rng)
                    if target is not None:
                        self._attack(fight, row, target, source)
            try:
                self._next_turn(fight, rows, source)
            except ActionError:
                continue  # nobody can act: both sides are down (the engine path's NextTurn refuses)
            turns += 1
        played = max_rounds if timed_out else fight.turn.round - start_round + 1
        return FightOutcome(winner, min(played, max_rounds),
                            frozenset(c.id for row, c in enumerate(combatants)
                                      if teams[row] is not None and st[row] & _DOWN),
                            frozenset(c.id for row, c in enumerate(combatants) if DamageState.DEAD in st[row]),
                            {c.id: c.wounds for c in combatants},
                            frozenset(c.id for row, c in enumerate(combatants) if teams[row] is not None
                                      and DamageState.DEAD not in st[row] and _DYING <= st[row]))

    def _target(self, combatants: list[Combatant], teams: list[str | None], row: int,
                rng: random.Random) -> int | None:
        """D5's policy, as :func:`.forecast._target`: the row of the opponent attacked."""
        team = teams[row]
        st = self._st
        opponents = [r for r, c in enumerate(combatants)
                     if c.in_combat and teams[r] is not None and teams[r] != team and not (st[r] & _DOWN)]
        if not opponents:
            return None
        if self.policy == "random":
            return rng.choice(opponents)
        return max(opponents, key=lambda r: (combatants[r].wounds, combatants[r].bruises, -r))

    # -- D1 ----------------------------------------------------------------------------------
    def _start(self, fight: Encounter, source: DiceSource) -> None:
        """StartCombat's dice (its own stages), its order (D1), the first turn and those skipped before it."""
        command = StartCombat().roll(fight, source)
        initiatives = _initiatives(fight, command.naturals, command.typed)
        die = initiative_die(fight.settings.initiative_formula)
        order = turn_order(_entries(fight, initiatives), command.roll_offs, sides=die)
        by_id = {c.id: c for c in fight.combatants}
        for cid, value in initiatives.items():
            if by_id[cid].initiative != value:
                by_id[cid] = msgspec.structs.replace(by_id[cid], initiative=value)
        keys = [key for key in order.keys if key in initiatives]
        rest = [c.id for c in fight.combatants if c.id not in initiatives]
        fight.combatants = [by_id[cid] for cid in keys + rest]
        fight._invalidate()
        self._sync(fight)
        rows = {c.id: row for row, c in enumerate(fight.combatants)}
        first = next((cid for cid in keys if self._eligible(by_id[cid], rows[cid])), None)
        if first is None:
            raise ActionError(QT_TRANSLATE_NOOP(
                "Refusal", "nobody can act: everyone in combat is defeated or out of combat"))
        fight.turn = msgspec.structs.replace(fight.turn, started=True, round=1, current=first)
        prompts: list[tuple[str, Any]] = []
        for cid in keys[:keys.index(first)]:
            if self._skipped(fight.combatants[rows[cid]], rows[cid]):
                fight.turn = msgspec.structs.replace(fight.turn, current=cid)
                prompts += self._begin_turn(fight, rows[cid])
        fight.turn = msgspec.structs.replace(fight.turn, current=first)
        prompts += self._begin_turn(fight, rows[first])
        self._duties(fight, prompts, source)

    # -- D2 ----------------------------------------------------------------------------------
    def _sync(self, fight: Encounter) -> None:
        """Each row's damage states, kept beside the combatants (every change goes through :meth:`_put`)."""
        self._st[:] = [_states(c) for c in fight.combatants]  # in place: a fight holds the list

    def _put(self, fight: Encounter, row: int, c: Combatant) -> None:
        fight.combatants[row] = c
        self._st[row] = _states(c)

    def _defeated(self, row: int) -> bool:
        """:func:`.derived.is_defeated`: dead, or unconscious and not dying."""
        states = self._st[row]
        return DamageState.DEAD in states or (DamageState.UNCONSCIOUS in states and not _DYING <= states)

    def _eligible(self, c: Combatant, row: int) -> bool:
        return c.in_combat and not (self.skip and self._defeated(row))

    def _skipped(self, c: Combatant, row: int) -> bool:
        return c.in_combat and self.skip and self._defeated(row)

    def _begin_turn(self, fight: Encounter, row: int) -> list[tuple[str, Any]]:
        """D2's turn-start duties of the combatant at ``row`` (:func:`.turns._begin_turn`): the
        changes made, the checks prompted returned."""
        c = fight.combatants[row]
        clock = fight.turn.clock
        changes: dict[str, Any] = {}
        if c.hit_penalties:
            changes["hit_penalties"] = 0
        if c.temp_hp_until is not None and clock >= c.temp_hp_until:
            changes["temp_hp"] = 0
            changes["temp_hp_until"] = None
        if changes:
            c = fight.combatants[row] = msgspec.structs.replace(c, **changes)
        if not c.states:
            return []
        states = self._st[row]
        prompts: list[tuple[str, Any]] = []
        dead = DamageState.DEAD in states
        if not dead and _DYING <= states:
            prompts.append(("dying", row))
        if not dead:
            due = recovery_checks_due({e.state: e.began for e in c.states if e.began <= clock}, now=clock,
                                      periods_used={e.state: e.periods_used for e in c.states},
                                      has_constitution=c.constitution is not None)
            prompts += [("recovery", (c.id, state, count)) for state, count in due.items() if count]
        return prompts

    def _end_turn(self, fight: Encounter, row: int) -> None:
        """B5 (:func:`.turn_states.end_turn`): a disabled combatant that attacked in its turn falls."""
        c = fight.combatants[row]
        if not c.falls_at_turn_end:
            return
        c = msgspec.structs.replace(c, falls_at_turn_end=False)
        track = derived.wound_track(c)
        if after_standard_action(track, auto_stabilize=c.auto_stabilize) != track:
            c = restarted_rest(c, with_states(c, [DamageState.UNCONSCIOUS], clock=fight.turn.clock))
        self._put(fight, row, c)

    def _next_turn(self, fight: Encounter, rows: dict[str, int], source: DiceSource) -> None:
        """NextTurn (:func:`.turns.pass_turn`) and the checks its turn starts prompt, rolled."""
        turn = fight.turn
        combatants = fight.combatants
        count = len(combatants)
        after = turn.current
        if after is not None and after in rows:
            self._end_turn(fight, rows[after])
        start = rows.get(after, -1) if after is not None else -1
        nxt, wrapped = None, False
        for distance in range(1, count + 1):
            position = start + distance
            if self._eligible(combatants[position % count], position % count):
                nxt, wrapped = position % count, position >= count
                break
        if nxt is None:
            raise ActionError(QT_TRANSLATE_NOOP(
                "Refusal", "nobody can act: everyone in combat is defeated or out of combat"))
        prompts: list[tuple[str, Any]] = []
        for distance in range(1, count + 1):
            position = start + distance
            row = position % count
            if row == nxt:
                break
            if self._skipped(combatants[row], row):
                step = 1 if position >= count else 0
                fight.turn = msgspec.structs.replace(turn, round=turn.round + step, clock=turn.clock + step,
                                                     current=combatants[row].id)
                prompts += self._begin_turn(fight, row)
        step = 1 if wrapped else 0
        fight.turn = msgspec.structs.replace(turn, current=combatants[nxt].id, round=turn.round + step,
                                             clock=turn.clock + step)
        prompts += self._begin_turn(fight, nxt)
        self._duties(fight, prompts, source)

    def _duties(self, fight: Encounter, prompts: list[tuple[str, Any]], source: DiceSource) -> None:
        """The checks the turn starts prompted, in order (as :func:`.forecast._duties`): a dying check
        as :class:`~.actions_recovery.DyingCheckCommand` makes it; recovery checks (rarer) by
        :class:`~.actions_recovery.RecoveryChecksCommand` itself."""
        for kind, what in prompts:
            if kind == "dying":
                self._dying_check(fight, what, source)
                continue
            cid, state, due = what
            try:
                RecoveryChecksCommand(cid, state, max(1, due)).roll(fight, source).apply(fight)
            except ActionError:
                continue
            self._sync(fight)

    def _dying_check(self, fight: Encounter, row: int, source: DiceSource) -> None:
        """B5/B9/B10 (:meth:`.actions_recovery.DyingCheckCommand.build`): d20 + constitution and
        realistic-mode modifiers against 10 (no die, and a failure, without constitution)."""
        c = fight.combatants[row]
        track = derived.wound_track(c)
        if track.dead or not track.dying:
            return  # the command refuses: nothing happens
        natural = None if c.constitution is None else source.roll(20)
        try:
            check = dying_check(natural, constitution=c.constitution, modifier=realistic_of(c, self.settings))
        except RulesError as error:
            raise ActionError.from_rules(error) from error
        after = with_track(c, apply_dying_check(track, check), clock=fight.turn.clock)
        self._put(fight, row, restarted_rest(c, after))

    # -- A14–A17, B2–B4 -----------------------------------------------------------------------
    def _plan(self, fight: Encounter, attacker: Combatant, target: Combatant) -> tuple[Any, ...]:
        """The attack's hit check and what it needs, made by the command's own code (kept by the
        attacker's and the target's state)."""
        key = (attacker.id, attacker.wounds, attacker.bruises, _states(attacker), attacker.hit_penalties,
               target.id, target.wounds, target.bruises, _states(target), target.temp_hp)
        plan = self._checks.get(key)
        if plan is None:
            command = AttackCommand(attacker=attacker.id, targets=(target.id,), attack=0)
            try:
                ctx = command._context(PatchBuilder(fight))
                check = command._check(ctx, target)
            except RulesError as error:
                raise ActionError.from_rules(error) from error
            plan = (key, check, check.d20_count, check.d6_count, ctx, command,
                    falls_after_standard_action(attacker))
            self._checks[key] = plan
        return plan

    def _attack(self, fight: Encounter, row: int, target_row: int, source: DiceSource) -> None:
        combatants = fight.combatants
        attacker, target = combatants[row], combatants[target_row]
        key, check, d20_count, d6_count, ctx, command, falls = self._plan(fight, attacker, target)
        d20 = tuple(source.roll(20) for _ in range(d20_count))
        d6 = tuple(source.roll(6) for _ in range(d6_count))
        outcome = self._degrees.get((key, d20, d6))
        if outcome is None:
            try:
                outcome = hit_outcome(resolve(check, d20, d6).degree)
            except RulesError as error:
                raise ActionError.from_rules(error) from error
            self._degrees[(key, d20, d6)] = outcome
        if outcome is not HitOutcome.MISS:
            natural = source.roll(20)
            critical = outcome is HitOutcome.CRITICAL_HIT
            effects = self._effects.get((key, critical, natural))
            if effects is None:
                effects = self._damage_effects(ctx, command, key, critical, target, natural)
            self._put(fight, target_row, self._damaged(target, effects, fight.turn.clock))
        changes: dict[str, Any] = {}
        if ctx.hit_penalty:
            changes["hit_penalties"] = attacker.hit_penalties + 1
        if falls and fight.turn.started and fight.turn.current == attacker.id:
            changes["falls_at_turn_end"] = True
        if changes:
            combatants[row] = msgspec.structs.replace(attacker, **changes)

    def _damaged(self, target: Combatant, effects: frozenset[Any], clock: int) -> Combatant:
        """B4 (:func:`.effects.apply_damage_effects`): ``target`` after the effects, the counts and
        states it comes to kept by what they depend on (the counts, the states' entries, the clock)."""
        key = (target.wounds, target.bruises, tuple((e.state, e.began, e.periods_used) for e in target.states),
               effects, clock)
        made = self._applied.get(key)
        if made is None:
            after, _ = with_damage_effects(target, effects, clock=clock)
            made = self._applied[key] = (after.wounds, after.bruises, tuple(after.states))
        wounds, bruises, states = made
        return restarted_rest(target, msgspec.structs.replace(target, wounds=wounds, bruises=bruises,
                                                              states=list(states)))

    def _damage_effects(self, ctx: Any, command: AttackCommand, key: tuple[Any, ...], critical: bool,
                        target: Combatant, natural: int) -> frozenset[Any]:
        """B3/B4 as :func:`.actions_damage.resolve_damage` makes it: the effects of this natural."""
        spec_key = (key, critical)
        made = self._damage.get(spec_key)
        if made is None:
            spec = command._damage_spec(ctx, critical, target.id)
            conditions = condition_stacking(ctx.attacker)
            made = (spec.bonus(), damage_dc_of(target, lethal=spec.lethal), spec.lethal,
                    spec.modifier - derived.realistic_penalty(ctx.attacker, ctx.settings),
                    conditions.total if conditions is not None else 0)
            self._damage[spec_key] = made
        bonus, dc, lethal, modifier, conditions_total = made
        try:
            check = wounds.resolve_damage_check(
                natural, damage_bonus=bonus, dc=dc, lethal=lethal, auto_stabilize=target.auto_stabilize,
                target_states=[entry.state.value for entry in target.states], modifier=modifier,
                conditions=conditions_total)
        except RulesError as error:
            raise ActionError.from_rules(error) from error
        effects = frozenset(check.effects)
        self._effects[(key, critical, natural)] = effects
        return effects

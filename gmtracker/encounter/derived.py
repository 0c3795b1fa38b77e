"""Values derived from a combatant by the rules core — computed on demand, never stored.

The four defenses (A17), carry capacity and load (A11), speed under load, footprint
(A12), the damage DC now (B3), the penalty dice of its next attack (A16), its wound
track (B4–B5) and the state its checks are rolled in (A10, A11, B10).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from gmtracker.rules import checks
from gmtracker.rules.character import LoadState
from gmtracker.rules.damage import damage_dc as _damage_dc  # not the wounds facade: start-up
from gmtracker.rules.condition_effects import SourcedEffect, defense_stacking
from gmtracker.rules.hits import RollerState
from gmtracker.rules.states import WoundTrack, realistic_modifier, turn_limits
from gmtracker.rules.wound_codes import DamageState

from .model import Combatant, Defense, Settings


def defenses(c: Combatant) -> dict[str, int]:
    """A17: base, physique, reflex and mind, each with what its conditions put on it (D3)."""
    a = c.attributes
    values = checks.defenses(proficiency=c.proficiency, strength=a.strength, agility=a.agility, size=a.size,
                             spirit=a.spirit, intellect=a.intellect, base=c.base_defense)
    sourced = condition_effects(c)
    if sourced:
        for name in values:
            values[name] += defense_stacking(sourced, name).total
    return values


def condition_effects(c: Combatant) -> tuple[SourcedEffect, ...]:
    """D3: every effect of the combatant's conditions, each with its condition's name."""
    return tuple(SourcedEffect(cond.name, effect) for cond in c.conditions for effect in cond.effects)


def defense(c: Combatant, which: Defense) -> int:
    return defenses(c)[Defense(which).value]


def capacity(c: Combatant) -> int:
    """A11: carry capacity in kg."""
    return checks.carry_capacity(c.attributes.strength, c.attributes.size)


def load(c: Combatant) -> LoadState:
    """A11: the load state of what the combatant carries."""
    return checks.load(max(c.carried_weight, 0.0), capacity(c))


def speed(c: Combatant) -> float:
    """A11: speed under the current load."""
    return checks.speed(c.speed, load(c))


def footprint(c: Combatant, grid: str = "square") -> checks.Footprint:
    """A12: cells occupied on a grid."""
    return checks.footprint_of(c.attributes.size, grid)


def wound_track(c: Combatant) -> WoundTrack:
    """The wound count, bruise count and damage states (B4, B5)."""
    return WoundTrack(c.wounds, c.bruises, frozenset(entry.state for entry in c.states))


def damage_dc(c: Combatant, *, lethal: bool = True) -> int:
    """B3: the DC of a damage check against this combatant now (wounds or bruises, temp HP)."""
    return _damage_dc(constitution=c.constitution, hit_dice=c.hit_dice, size=c.size_category.value,
                      wounds=c.bruises if not lethal else c.wounds, temp_hp=c.temp_hp)


def next_attack_penalty_dice(c: Combatant) -> int:
    """A16: penalty dice on the hit check of this combatant's next attack action."""
    return checks.hit_penalty_dice(c.hit_penalties)


def half_hp(c: Combatant) -> bool:
    """A10 with part B: seriously wounded counts as hit points at half or less."""
    return turn_limits(wound_track(c), auto_stabilize=c.auto_stabilize).half_hit_points


def realistic_penalty(c: Combatant, settings: Settings) -> int:
    """B10: the size of the realistic-mode penalty on this combatant's d20 checks (0 if none)."""
    return -realistic_modifier(wound_track(c), realistic=settings.realistic)


def roller_state(c: Combatant, settings: Settings) -> RollerState:
    """What this combatant's state adds to its checks (A10, A11, B10) and its conditions' effects (D3)."""
    return RollerState(load=load(c), half_hp=half_hp(c), realistic_penalty=realistic_penalty(c, settings),
                       effects=condition_effects(c))


def is_dead(c: Combatant) -> bool:
    return c.has_state(DamageState.DEAD)


def is_defeated(c: Combatant) -> bool:
    """Dead, or unconscious without dying (nothing to roll at its turn start)."""
    track = wound_track(c)
    return track.dead or (DamageState.UNCONSCIOUS in track.states and not track.dying)


def group_run(ids: Sequence[str], combatant: Callable[[str], Combatant], combatant_id: str) -> list[str]:
    """Group initiative (issue 29): the members of ``combatant_id``'s group that stand together
    around it in the order ``ids`` (in combat, out-of-combat ones passed over), first to last;
    itself alone without a group."""
    group = combatant(combatant_id).initiative_group
    if group is None:
        return [combatant_id]
    at = ids.index(combatant_id)

    def side(order: Sequence[str]) -> list[str]:
        found = []
        for cid in order:
            c = combatant(cid)
            if not c.in_combat:
                continue
            if c.initiative_group != group:
                break
            found.append(cid)
        return found

    return [*reversed(side(ids[at - 1::-1] if at else [])), combatant_id, *side(ids[at + 1:])]


def acting_run(ids: Sequence[str], combatant: Callable[[str], Combatant], combatant_id: str) -> list[str]:
    """``combatant_id`` and the members of its group right after it: they act together (issue 29)."""
    run = group_run(ids, combatant, combatant_id)
    return run[run.index(combatant_id):]


def defeated_ids(combatants: Iterable[Combatant]) -> list[str]:
    """The defeated among ``combatants``, in their order: dead, or unconscious and not dying (B5),
    those whose turns the "skip defeated" setting passes over (Remove all defeated, issue 29)."""
    return [c.id for c in combatants if is_defeated(c)]

"""Hit checks and the adjustments a roller's state makes to any check (A10, A11, A14–A16, B10).

:func:`hit_check` builds the :class:`~gmtracker.rules.d20.Check` of an attack:
the attribute by melee / ranged / special (finesse and thrown allow the other one),
proficiency, the size difference as an environment modifier, the hit penalty's
penalty dice, and — through :func:`apply_state` — heavy load, half hit points and
realistic mode, each recorded as a :class:`~gmtracker.rules.d20.CheckNote` with its
rule id so the log can say why.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from enum import Enum

import msgspec

from .character import Attribute, LoadState
from .condition_effects import SourcedEffect, apply_effects
from .d20 import Check, CheckKind, CheckNote, Proficiency
from .degrees import Degree
from .errors import RulesError
from .modifiers import Modifier, ModifierType


class AttackRange(str, Enum):
    """A14: melee, ranged or special hit check."""

    MELEE = "melee"
    RANGED = "ranged"
    SPECIAL = "special"


class SizeDirection(str, Enum):
    """A15: whom the action favours."""

    NONE = "none"
    BIGGER = "bigger"  # positive: your size − target's size
    SMALLER = "smaller"  # negative: target's size − your size


class HitOutcome(str, Enum):
    """A14 ruling: what a hit check's degree means for the attack."""

    MISS = "miss"
    HIT = "hit"
    CRITICAL_HIT = "critical_hit"


def hit_outcome(degree: Degree) -> HitOutcome:
    """A14 ruling: critical success is a critical hit, success a hit, the rest misses."""
    if degree is Degree.CRITICAL_SUCCESS:
        return HitOutcome.CRITICAL_HIT
    if degree is Degree.SUCCESS:
        return HitOutcome.HIT
    return HitOutcome.MISS


def hit_attributes(attack_range: AttackRange, *, finesse: bool = False, thrown: bool = False,
                   key_attributes: Iterable[Attribute] = ()) -> tuple[Attribute, ...]:
    """A14: the attributes a hit check may use, the usual one first.

    Melee uses strength (a finesse weapon may use agility instead); ranged uses
    agility (a thrown weapon may use strength instead); special uses the key
    attribute of the feature granting it (the user picks among several sources).
    """
    if attack_range is AttackRange.MELEE:
        return (Attribute.STRENGTH, Attribute.AGILITY) if finesse else (Attribute.STRENGTH,)
    if attack_range is AttackRange.RANGED:
        return (Attribute.AGILITY, Attribute.STRENGTH) if thrown else (Attribute.AGILITY,)
    keys = tuple(dict.fromkeys(key_attributes))
    if not keys:
        raise RulesError("a special hit check needs the key attribute of its feature (A14)")
    return keys


def size_difference(attacker_size: int, target_size: int, direction: SizeDirection) -> int:
    """A15: the environment modifier from the size difference."""
    if direction is SizeDirection.BIGGER:
        return attacker_size - target_size
    if direction is SizeDirection.SMALLER:
        return target_size - attacker_size
    return 0


def hit_penalty_dice(penalties_taken: int) -> int:
    """A16: penalty dice on an attack action's hit check after ``penalties_taken`` this turn."""
    if penalties_taken < 0:
        raise RulesError(f"hit penalties taken cannot be negative ({penalties_taken})")
    return min(penalties_taken, 2)


class RollerState(msgspec.Struct, frozen=True):
    """What a check needs to know of the one who rolls it."""

    load: LoadState = LoadState.LIGHT
    half_hp: bool = False  # hit points at half or less; with part B, seriously wounded (A10 ruling)
    realistic_penalty: int = 0  # B10: the wound count of a seriously wounded creature, when on
    effects: tuple[SourcedEffect, ...] = ()  # D3: its conditions' effects, each with the condition's name


def apply_state(check: Check, state: RollerState) -> Check:
    """Add what the roller's state imposes on ``check``, each with its rule id.

    * A11: heavy or overloaded load → 1 disadvantage on strength- or agility-based
      attribute checks and on hit checks.
    * A10: hit points at half or less → 1 disadvantage on attribute checks.
    * B10: realistic mode → a penalty equal to the wound count on every d20 check.
    * D3: its conditions' effects (:func:`~.condition_effects.apply_effects`).
    """
    disadvantage = 0
    notes: list[CheckNote] = []
    modifiers: list[Modifier] = []
    physical = check.attribute in (Attribute.STRENGTH, Attribute.AGILITY)
    if state.load.disadvantage and (check.kind is CheckKind.HIT or
                                    (check.kind is CheckKind.ATTRIBUTE and physical)):
        disadvantage += 1
        notes.append(CheckNote("heavy_load", "A11", 1))
    if state.half_hp and check.kind is CheckKind.ATTRIBUTE:
        disadvantage += 1
        notes.append(CheckNote("half_hp", "A10", 1))
    if state.realistic_penalty:
        modifiers.append(Modifier(ModifierType.FREE, -state.realistic_penalty, "realistic_mode"))
        notes.append(CheckNote("realistic_mode", "B10", -state.realistic_penalty))
    check = check.with_adjustments(modifiers=modifiers, disadvantage=disadvantage, notes=notes)
    return apply_effects(check, state.effects)


def hit_check(
    *,
    attack_range: AttackRange,
    attributes: Mapping[Attribute, int],
    defense: int,
    attribute: Attribute | None = None,
    finesse: bool = False,
    thrown: bool = False,
    key_attributes: Iterable[Attribute] = (),
    proficiency: Proficiency = Proficiency.NONE,
    proficiency_bonus: int = 0,
    attacker_size: int | None = None,
    target_size: int | None = None,
    size_direction: SizeDirection = SizeDirection.NONE,
    attack_action: bool = True,
    penalties_taken: int = 0,
    modifiers: Iterable[Modifier] = (),
    advantage: int = 0,
    disadvantage: int = 0,
    extra_penalty_dice: int = 0,
    state: RollerState = RollerState(),
    shifts: Iterable[int] = (),
) -> Check:
    """A14–A16: the hit check of an attack against the target's ``defense`` (its DC, A17).

    ``attribute`` picks among the allowed ones (finesse, thrown, several key
    attributes); by default the usual one is used, or the best when there is a
    choice. The hit penalty (A16) applies only to attack actions; the A3 cap of
    two penalty dice holds for the total.
    """
    allowed = hit_attributes(attack_range, finesse=finesse, thrown=thrown, key_attributes=key_attributes)
    if attribute is None:
        attribute = max(allowed, key=lambda a: (attributes.get(a, 0), -allowed.index(a)))
    elif attribute not in allowed:
        names = ", ".join(a.value for a in allowed)
        raise RulesError(f"this hit check can use {names}, not {attribute.value} (A14)")
    notes: list[CheckNote] = []
    extra: list[Modifier] = []
    if size_direction is not SizeDirection.NONE:
        if attacker_size is None or target_size is None:
            raise RulesError("a size difference needs both sizes (A15)")
        diff = size_difference(attacker_size, target_size, size_direction)
        extra.append(Modifier(ModifierType.ENVIRONMENT, diff, "size_difference"))
        notes.append(CheckNote("size_difference", "A15", diff))
    penalty = hit_penalty_dice(penalties_taken) if attack_action else 0
    if penalty:
        notes.append(CheckNote("hit_penalty", "A16", penalty))
    check = Check(
        kind=CheckKind.HIT,
        dc=defense,
        attribute=attribute,
        attribute_bonus=attributes.get(attribute, 0),
        proficiency=proficiency,
        proficiency_bonus=proficiency_bonus,
        modifiers=tuple(modifiers) + tuple(extra),
        advantage=advantage,
        disadvantage=disadvantage,
        penalty_dice=penalty + extra_penalty_dice,
        shifts=tuple(shifts),
        notes=tuple(notes),
    )
    return apply_state(check, state)

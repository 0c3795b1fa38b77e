"""What a condition does to its bearer's checks (RULES.md D3, with A3, A6, A7, A17 and C3/C5).

The sources name no conditions; D3 gives the mechanics one can carry. An :class:`Effect`
is one of them:

* ``modifier``: a typed modifier (A6: status by default, D3's ruling) on the checks its
  ``applies_to`` names: ``all``, ``hit`` checks, checks of one ``attribute``, ``damage``
  checks, or one ``defense`` (A17);
* ``advantage`` / ``disadvantage``: that many (A7's d6, cancelling one for one with the
  check's others) on all, hit or one attribute's checks;
* ``penalty_dice``: that many penalty dice (A3: still at most 2 in all, the cap is shown);
* ``percentile``: a modifier added to the bearer's performance in a 1D100 check (C3, C5).

The functions here take each effect with the name of the condition that carries it
(:class:`SourcedEffect`): the name is the modifier's source in the breakdown, and the note
that explains a die.

Rulings (D3 leaves them open):

* ``all`` means every attribute, hit and damage check the bearer makes. Not a pure roll
  check (A9: luck alone, normally with no modifiers), and not a 1D100 check (those take a
  ``percentile`` effect: the C part has no typed modifiers).
* A damage check (B3) rolls one d20 and nothing else: it takes modifiers only. A defense is
  a number, not a roll: it takes modifiers only. Modifiers on one defense stack by A6 among
  themselves and change the defense itself — the DC of a hit check against the bearer
  (A17), the defender's side of a defense check (B1).
* A passive check (A4) takes the typed modifiers and no dice (A4's ruling).
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from typing import Literal, NamedTuple

import msgspec

from .character import Attribute
from .d20 import Check, CheckKind, CheckNote
from .errors import QT_TRANSLATE_NOOP, RulesError
from .modifiers import Modifier, ModifierType, Stacking, stack

# The rule a condition's effect is applied by (its notes' rule id).
RULE_ID = "D3"
# The largest size of a modifier a condition carries (d20 checks, defenses) and of its 1D100 modifier.
MOST_MODIFIER = 99
MOST_PERCENTILE = 100
# The most advantage or disadvantage one effect gives (A7: the GM enters the counts) and the most
# penalty dice (A3: 2 in all).
MOST_DICE = 5
MOST_PENALTY_DICE = 2

DefenseName = Literal["base", "physique", "reflex", "mind"]
DEFENSES: tuple[DefenseName, ...] = ("base", "physique", "reflex", "mind")


class EffectKind(str, Enum):
    """What one effect of a condition is (D3)."""

    MODIFIER = "modifier"  # A6: a typed modifier
    ADVANTAGE = "advantage"  # A7
    DISADVANTAGE = "disadvantage"  # A7
    PENALTY_DICE = "penalty_dice"  # A3
    PERCENTILE = "percentile"  # C3, C5: a modifier to a 1D100 performance

    @property
    def value_range(self) -> tuple[int, int]:
        """The lowest and highest value an effect of this kind takes (a modifier is not 0 either)."""
        if self is EffectKind.MODIFIER:
            return -MOST_MODIFIER, MOST_MODIFIER
        if self is EffectKind.PERCENTILE:
            return -MOST_PERCENTILE, MOST_PERCENTILE
        return 1, MOST_PENALTY_DICE if self is EffectKind.PENALTY_DICE else MOST_DICE

    @property
    def scopes(self) -> frozenset[AppliesTo]:
        """The checks an effect of this kind can apply to (a die only to a rolled d20 check)."""
        return _SCOPES[self]


class AppliesTo(str, Enum):
    """Which of the bearer's checks an effect changes (D3's ruling)."""

    ALL = "all"
    HIT = "hit"
    ATTRIBUTE = "attribute"
    DAMAGE = "damage"
    DEFENSE = "defense"


# The rule id of each kind, for the effect's tooltip and its notes.
KIND_RULES = {
    EffectKind.MODIFIER: "A6",
    EffectKind.ADVANTAGE: "A7",
    EffectKind.DISADVANTAGE: "A7",
    EffectKind.PENALTY_DICE: "A3",
    EffectKind.PERCENTILE: "C5",
}
# The scopes a kind of effect can take (a die only on a rolled d20 check).
_SCOPES = {
    EffectKind.MODIFIER: frozenset(AppliesTo),
    EffectKind.ADVANTAGE: frozenset({AppliesTo.ALL, AppliesTo.HIT, AppliesTo.ATTRIBUTE}),
    EffectKind.DISADVANTAGE: frozenset({AppliesTo.ALL, AppliesTo.HIT, AppliesTo.ATTRIBUTE}),
    EffectKind.PENALTY_DICE: frozenset({AppliesTo.ALL, AppliesTo.HIT, AppliesTo.ATTRIBUTE}),
    EffectKind.PERCENTILE: frozenset({AppliesTo.ALL}),
}
# The check notes of the dice effects (their value is the count; their source, the condition's name).
NOTE_CODES = {
    EffectKind.ADVANTAGE: "condition_advantage",
    EffectKind.DISADVANTAGE: "condition_disadvantage",
    EffectKind.PENALTY_DICE: "condition_penalty_dice",
}
DEFENSE_NOTE = "condition_defense"  # a modifier on the target's defense (the DC), signed
MODIFIER_NOTE = "condition_modifier"  # a modifier on the check (A6 stacks it: see the check's stacking), signed


class Effect(msgspec.Struct, frozen=True, omit_defaults=True, forbid_unknown_fields=True):
    """One mechanic of a condition (D3); see the module docstring.

    ``value``: the modifier (``modifier``, ``percentile``; not 0) or the number of dice
    (``advantage``, ``disadvantage``, ``penalty_dice``; at least 1). ``type``: the modifier's
    A6 type (status by default, D3). ``attribute`` names the attribute of ``applies_to``
    ``attribute``; ``defense`` the defense of ``applies_to`` ``defense``.
    """

    kind: EffectKind
    value: int
    type: ModifierType = ModifierType.STATUS
    applies_to: AppliesTo = AppliesTo.ALL
    attribute: Attribute | None = None
    defense: DefenseName | None = None

    def __post_init__(self) -> None:
        problem = effect_problem(self)
        if problem is not None:
            raise problem

    @property
    def rule_id(self) -> str:
        """The rule the effect works by (A3, A6, A7 or C5)."""
        return KIND_RULES[self.kind]

    @property
    def is_dice(self) -> bool:
        return self.kind in NOTE_CODES


def effect_problem(effect: Effect) -> RulesError | None:
    """What makes ``effect`` one the rules cannot apply, or None."""
    value, kind = effect.value, effect.kind
    if isinstance(value, bool) or not isinstance(value, int):
        return RulesError("an effect's value must be a whole number")
    if effect.applies_to not in _SCOPES[kind]:
        return RulesError(QT_TRANSLATE_NOOP("RulesError", "a {kind} effect cannot apply to {scope} (D3)"),
                          kind=kind.value, scope=effect.applies_to.value)
    if (effect.applies_to is AppliesTo.ATTRIBUTE) != (effect.attribute is not None):
        return RulesError(QT_TRANSLATE_NOOP(
            "RulesError", "an effect names an attribute exactly when it applies to one attribute's checks (D3)"))
    if (effect.applies_to is AppliesTo.DEFENSE) != (effect.defense is not None):
        return RulesError(QT_TRANSLATE_NOOP(
            "RulesError", "an effect names a defense exactly when it applies to one defense (D3)"))
    low, most = kind.value_range
    if effect.is_dice:
        if not low <= value <= most:
            return RulesError(QT_TRANSLATE_NOOP("RulesError", "a {kind} effect gives 1 to {most} dice, not {value}"),
                              kind=kind.value, most=most, value=value)
        return None
    if not value or abs(value) > most:
        return RulesError(QT_TRANSLATE_NOOP(
            "RulesError", "a condition's modifier is −{most} to +{most} and not 0, not {value}"),
            most=most, value=value)
    return None


class SourcedEffect(NamedTuple):
    """An effect and the name of the condition that carries it (the source shown)."""

    source: str
    effect: Effect


def _applies(effect: Effect, check: Check, *, damage: bool = False) -> bool:
    scope = effect.applies_to
    if effect.kind is EffectKind.PERCENTILE or scope is AppliesTo.DEFENSE:
        return False
    if damage:
        return scope in (AppliesTo.ALL, AppliesTo.DAMAGE)
    if check.kind is CheckKind.PURE or scope is AppliesTo.DAMAGE:
        return False
    if scope is AppliesTo.HIT:
        return check.kind is CheckKind.HIT
    if scope is AppliesTo.ATTRIBUTE:
        return check.kind is CheckKind.ATTRIBUTE and check.attribute is effect.attribute
    return True


def apply_effects(check: Check, effects: Iterable[SourcedEffect]) -> Check:
    """``check`` with what the bearer's conditions add to it (D3): each modifier with its
    condition's name as the source (A6 stacks it with the others), each die counted; and for
    each, a note naming the condition (its rule id D3, so the check cites it)."""
    modifiers: list[Modifier] = []
    notes: list[CheckNote] = []
    dice = {EffectKind.ADVANTAGE: 0, EffectKind.DISADVANTAGE: 0, EffectKind.PENALTY_DICE: 0}
    for source, effect in effects:
        if not _applies(effect, check):
            continue
        if effect.kind is EffectKind.MODIFIER:
            modifiers.append(Modifier(effect.type, effect.value, source))
            notes.append(CheckNote(MODIFIER_NOTE, RULE_ID, effect.value, source))
            continue
        if check.passive:  # A4: a passive check rolls no die
            continue
        dice[effect.kind] += effect.value
        notes.append(CheckNote(NOTE_CODES[effect.kind], RULE_ID, effect.value, source))
    if not notes:
        return check
    return check.with_adjustments(modifiers=modifiers, advantage=dice[EffectKind.ADVANTAGE],
                                  disadvantage=dice[EffectKind.DISADVANTAGE],
                                  penalty_dice=dice[EffectKind.PENALTY_DICE], notes=notes)


def damage_modifiers(effects: Iterable[SourcedEffect]) -> tuple[Modifier, ...]:
    """The typed modifiers the bearer's conditions put on its damage checks (B3, D3)."""
    return tuple(Modifier(e.type, e.value, source) for source, e in effects
                 if e.kind is EffectKind.MODIFIER and _applies(e, Check(), damage=True))


def defense_stacking(effects: Iterable[SourcedEffect], defense: str) -> Stacking:
    """A6 among the modifiers the bearer's conditions put on its ``defense`` (A17, D3)."""
    return stack(Modifier(e.type, e.value, source) for source, e in effects
                 if e.kind is EffectKind.MODIFIER and e.applies_to is AppliesTo.DEFENSE and e.defense == defense)


def defense_notes(effects: Iterable[SourcedEffect], defense: str) -> tuple[CheckNote, ...]:
    """One note per modifier that changes the target's ``defense`` (the hit check's DC): its
    value, the condition's name as its source."""
    stacking = defense_stacking(effects, defense)
    return tuple(CheckNote(DEFENSE_NOTE, RULE_ID, entry.modifier.value, entry.modifier.source)
                 for entry in stacking.entries if entry.applied)


def percentile_modifiers(effects: Iterable[SourcedEffect]) -> tuple[tuple[str, int], ...]:
    """(source, value) of each 1D100 modifier of the bearer's conditions (C3, C5: they add up)."""
    return tuple((source, e.value) for source, e in effects if e.kind is EffectKind.PERCENTILE)

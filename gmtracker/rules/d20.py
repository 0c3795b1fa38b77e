"""A d20 check as a value, and its resolution into a complete result record (A1–A10).

A :class:`Check` holds everything the GM chose: kind, DC (and whether it is
hidden), attribute bonus, proficiency, typed modifiers, advantage and disadvantage,
penalty dice, passive or rolled, degree shifts, and the automatic adjustments made
from the roller's state (each with its rule id). :func:`resolve` turns it and the
naturals into a :class:`CheckResult`: every die kept and dropped, every modifier
applied or discarded and why, the total, every step of the degree, and the rule ids.

A5 (one reroll or one change of the d20) and A2's edits during and after the check
produce a new version of the result that links to the previous one, so the log can
show every version.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

import msgspec

from .character import Attribute
from .degrees import Degree, DegreeSteps, degree_steps
from .dice import DiceSource, roll_many
from .errors import RulesError
from .modifiers import Modifier, ModifierType, Stacking, stack
from .rule_order import sorted_rule_ids

# A3: at most 2 penalty dice (3d20, keep lowest).
MAX_PENALTY_DICE = 2
# A4: a passive check's result is this plus the bonuses.
PASSIVE_BASE = 10


class CheckKind(str, Enum):
    """A1: the three kinds of check."""

    PURE = "pure"
    ATTRIBUTE = "attribute"
    HIT = "hit"


class Proficiency(str, Enum):
    """How much of the proficiency bonus a trained task adds (A6, A13)."""

    NONE = "none"
    HALF = "half"
    FULL = "full"


def proficiency_applied(level: Proficiency, bonus: int) -> int:
    """A6/A13: the proficiency added once: none, half (rounded down: ruling) or full."""
    if level is Proficiency.FULL:
        return bonus
    if level is Proficiency.HALF:
        return bonus // 2
    return 0


class CheckNote(msgspec.Struct, frozen=True, omit_defaults=True):
    """An adjustment made automatically from the roller's state, with its rule id.

    ``code`` is e.g. ``"heavy_load"``, ``"half_hp"``, ``"realistic_mode"``,
    ``"hit_penalty"``, ``"size_difference"``, ``"penalty_dice_capped"``, or one of a
    condition's (:mod:`.condition_effects`, D3) whose ``source`` is the condition's name.
    ``value`` is always written; ``source`` only when there is one (a note's JSON is as
    it was before conditions had effects).
    """

    code: str
    rule_id: str
    value: int
    source: str = ""


class Check(msgspec.Struct, frozen=True):
    """Everything that defines one d20 check before the dice are rolled."""

    kind: CheckKind = CheckKind.PURE
    dc: int = 10
    dc_hidden: bool = False
    attribute: Attribute | None = None
    attribute_bonus: int = 0
    proficiency: Proficiency = Proficiency.NONE
    proficiency_bonus: int = 0
    modifiers: tuple[Modifier, ...] = ()
    advantage: int = 0
    disadvantage: int = 0
    penalty_dice: int = 0
    passive: bool = False
    shifts: tuple[int, ...] = ()
    notes: tuple[CheckNote, ...] = ()

    def __post_init__(self) -> None:
        for name in ("advantage", "disadvantage", "penalty_dice"):
            if getattr(self, name) < 0:
                raise RulesError(f"{name.replace('_', ' ')} cannot be negative ({getattr(self, name)})")
        if self.kind is CheckKind.PURE and (self.attribute is not None or self.attribute_bonus):
            raise RulesError("a pure roll check adds no attribute (A9)")
        if self.kind is CheckKind.PURE and self.proficiency is not Proficiency.NONE:
            raise RulesError("a pure roll check cannot take proficiency (A9, A13)")

    @property
    def net_advantage(self) -> int:
        """A7: advantages and disadvantages cancel one for one; positive is advantage."""
        return self.advantage - self.disadvantage

    @property
    def penalty_dice_used(self) -> int:
        """A3: penalty dice after the cap of 2."""
        return min(self.penalty_dice, MAX_PENALTY_DICE)

    @property
    def penalty_dice_capped(self) -> bool:
        """A3 ruling: more than 2 were asked for; the cap is shown."""
        return self.penalty_dice > MAX_PENALTY_DICE

    @property
    def d20_count(self) -> int:
        """d20s to roll: none when passive (A4), else 1 + penalty dice (A3)."""
        return 0 if self.passive else 1 + self.penalty_dice_used

    @property
    def d6_count(self) -> int:
        """Advantage or disadvantage d6s to roll (A7); none when passive (A4)."""
        return 0 if self.passive else abs(self.net_advantage)

    @property
    def proficiency_value(self) -> int:
        return proficiency_applied(self.proficiency, self.proficiency_bonus)

    @property
    def fixed_bonus(self) -> int:
        """Attribute + proficiency + the stacked modifiers other than situational ones."""
        others = stack(m for m in self.modifiers if m.type is not ModifierType.SITUATIONAL)
        return self.attribute_bonus + self.proficiency_value + others.total

    @property
    def flat_situational(self) -> tuple[int, ...]:
        """Flat situational values: they compete with the advantage d6 (A6, A7)."""
        return tuple(m.value for m in self.modifiers if m.type is ModifierType.SITUATIONAL)

    def with_adjustments(
        self,
        *,
        modifiers: Iterable[Modifier] = (),
        advantage: int = 0,
        disadvantage: int = 0,
        penalty_dice: int = 0,
        notes: Iterable[CheckNote] = (),
    ) -> Check:
        """This check with extra modifiers, dice and notes added."""
        return msgspec.structs.replace(
            self,
            modifiers=self.modifiers + tuple(modifiers),
            advantage=self.advantage + advantage,
            disadvantage=self.disadvantage + disadvantage,
            penalty_dice=self.penalty_dice + penalty_dice,
            notes=self.notes + tuple(notes),
        )

    def rule_ids(self) -> tuple[str, ...]:
        ids = {"A1", "A2", "A8"}
        ids.add({CheckKind.PURE: "A9", CheckKind.ATTRIBUTE: "A10", CheckKind.HIT: "A14"}[self.kind])
        if self.modifiers or self.attribute_bonus:
            ids.add("A6")
        if self.proficiency is not Proficiency.NONE:
            ids.update(("A6", "A13"))
        if self.passive:
            ids.add("A4")
        else:
            if self.penalty_dice:
                ids.add("A3")
            if self.advantage or self.disadvantage:
                ids.add("A7")
        ids.update(note.rule_id for note in self.notes)
        return tuple(sorted_rule_ids(ids))


class Edit(str, Enum):
    """How a version of a result came from the previous one (A2, A5)."""

    REROLL = "reroll"  # A5: every d20 rerolled, lowest kept again
    CHANGE = "change"  # A5: the kept d20 changed to a new value
    MODIFIERS = "modifiers"  # A2 step 7: an ability changed the modifiers during the check
    SHIFTS = "shifts"  # A2 step 10: an ability shifted the degree after the check


class CheckResult(msgspec.Struct, frozen=True):
    """A resolved check: the complete record the roll log shows."""

    check: Check
    d20: tuple[int, ...]
    kept_index: int | None
    d6: tuple[int, ...]
    stacking: Stacking
    total: int
    steps: DegreeSteps
    edit: Edit | None = None
    previous: CheckResult | None = None

    @property
    def natural(self) -> int | None:
        """The kept d20 (the lowest, with penalty dice), None for a passive check."""
        return None if self.kept_index is None else self.d20[self.kept_index]

    @property
    def degree(self) -> Degree:
        return self.steps.degree

    @property
    def dc(self) -> int:
        return self.check.dc

    @property
    def die_edited(self) -> bool:
        """True once a reroll or change of the die was used (A5 allows one)."""
        return any(v.edit in (Edit.REROLL, Edit.CHANGE) for v in self.versions())

    @property
    def rule_ids(self) -> tuple[str, ...]:
        ids = set(self.check.rule_ids())
        if any(v.edit in (Edit.REROLL, Edit.CHANGE) for v in self.versions()):
            ids.add("A5")
        return tuple(sorted_rule_ids(ids))

    def versions(self) -> tuple[CheckResult, ...]:
        """Every version of this check, the first one first."""
        chain: list[CheckResult] = []
        node: CheckResult | None = self
        while node is not None:
            chain.append(node)
            node = node.previous
        return tuple(reversed(chain))

    def rerolled(self, d20: Iterable[int]) -> CheckResult:
        """A5: reroll every d20 of the check (penalty dice included) and keep the lowest."""
        self._refuse_second_die_edit()
        return _resolve(self.check, tuple(d20), self.d6, Edit.REROLL, self)

    def changed(self, natural: int) -> CheckResult:
        """A5: change the kept d20 to ``natural``; the new value must be accepted."""
        self._refuse_second_die_edit()
        if self.kept_index is None:
            raise RulesError("a passive check has no die to change (A4)")
        _check_faces((natural,), 20, "d20")
        d20 = list(self.d20)
        d20[self.kept_index] = natural
        return _resolve(self.check, tuple(d20), self.d6, Edit.CHANGE, self, kept_index=self.kept_index)

    def with_modifiers(self, modifiers: Iterable[Modifier]) -> CheckResult:
        """A2 step 7: modifiers change during the check; the same dice are resolved again."""
        check = msgspec.structs.replace(self.check, modifiers=tuple(modifiers))
        return _resolve(check, self.d20, self.d6, Edit.MODIFIERS, self, kept_index=self.kept_index)

    def with_shifts(self, shifts: Iterable[int]) -> CheckResult:
        """A2 step 10 / A8: degree shifts from other sources after the check."""
        check = msgspec.structs.replace(self.check, shifts=tuple(shifts))
        return _resolve(check, self.d20, self.d6, Edit.SHIFTS, self, kept_index=self.kept_index)

    def _refuse_second_die_edit(self) -> None:
        if self.die_edited:
            raise RulesError("the d20 was already rerolled or changed: the new value must be accepted (A5)")


def _check_faces(naturals: tuple[int, ...], sides: int, name: str) -> None:
    for position, value in enumerate(naturals, start=1):
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= sides:
            raise RulesError(f"{name} number {position} is {value!r}: it must be between 1 and {sides}")


def _lowest_index(d20: tuple[int, ...]) -> int:
    return min(range(len(d20)), key=lambda i: (d20[i], i))


def _resolve(
    check: Check,
    d20: tuple[int, ...],
    d6: tuple[int, ...],
    edit: Edit | None = None,
    previous: CheckResult | None = None,
    kept_index: int | None = None,
) -> CheckResult:
    if len(d20) != check.d20_count:
        raise RulesError(f"this check needs {check.d20_count} d20, got {len(d20)}")
    if len(d6) != check.d6_count:
        raise RulesError(f"this check needs {check.d6_count} d6, got {len(d6)}")
    _check_faces(d20, 20, "d20")
    _check_faces(d6, 6, "d6")
    sign = 1 if check.net_advantage > 0 else -1
    source = "advantage" if sign > 0 else "disadvantage"
    dice_modifiers = tuple(Modifier(ModifierType.SITUATIONAL, sign * v, source) for v in d6)
    stacking = stack(check.modifiers + dice_modifiers)
    if check.passive:
        kept, base = None, PASSIVE_BASE
    else:
        kept = _lowest_index(d20) if kept_index is None else kept_index
        base = d20[kept]
    total = base + check.attribute_bonus + check.proficiency_value + stacking.total
    natural = None if kept is None else d20[kept]
    steps = degree_steps(total, check.dc, natural, check.shifts)
    return CheckResult(check, d20, kept, d6, stacking, total, steps, edit, previous)


def resolve(check: Check, d20: Iterable[int] = (), d6: Iterable[int] = ()) -> CheckResult:
    """Resolve ``check`` with the given naturals (rolled or typed in by the GM).

    ``d20`` holds ``check.d20_count`` naturals (the lowest is kept, A3) and ``d6``
    ``check.d6_count`` advantage or disadvantage dice (A7).
    """
    return _resolve(check, tuple(d20), tuple(d6))


def roll(check: Check, source: DiceSource) -> CheckResult:
    """Roll the dice ``check`` needs from ``source`` and resolve it."""
    d20 = roll_many(source, check.d20_count, 20)
    d6 = roll_many(source, check.d6_count, 6)
    return _resolve(check, d20, d6)

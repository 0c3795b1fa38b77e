"""B5, B9–B11: a creature's wound track, its damage states and what they do.

A :class:`WoundTrack` is the immutable part-B state of one creature: the wound
count, the bruise count and the damage states. Functions here apply damage
check effects to it (B4), say what the states allow on a turn (B5), resolve the
dying creature's constitution check (B5, B9), give the realistic-mode penalty
(B10) and apply a skill trial's shortfall (B11). Rest, healing and recovery
checks are in :mod:`~gmtracker.rules.recovery`.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from fractions import Fraction

import msgspec

from .errors import RulesError
from .wound_codes import CountKind, DamageEffect, DamageState, parse_code, parse_state

# B5: the DC of a dying creature's constitution check at the start of its turn.
DYING_CHECK_DC = 10


class ActionLimit(str, Enum):
    """What a creature may do on its turn (B5)."""

    NORMAL = "normal"
    # Disabled or dazed: one move action or one standard action per turn.
    MOVE_OR_STANDARD = "move_or_standard"
    # Unconscious or dead.
    NONE = "none"


class DyingOutcome(str, Enum):
    """The result of a dying creature's constitution check (B5)."""

    SURVIVES = "survives"
    DIES = "dies"


class RealisticScope(str, Enum):
    """What a B10 realistic-mode penalty may apply to."""

    D20_CHECK = "d20_check"
    CASTER_LEVEL = "caster_level"
    ATTACK_BONUS = "attack_bonus"
    # Wealth checks are exempt.
    WEALTH = "wealth"


class WoundTrack(msgspec.Struct, frozen=True):
    """A creature's wound count, bruise count and damage states (B4, B5).

    Counts are never negative and have no upper limit; ``states`` may be given
    as any iterable of state codes and is stored as a frozenset of DamageState.
    """

    wounds: int = 0
    bruises: int = 0
    states: frozenset[DamageState] = msgspec.field(default_factory=frozenset)

    def __post_init__(self) -> None:
        if self.wounds < 0 or self.bruises < 0:
            raise RulesError(f"wound and bruise counts cannot be negative ({self.wounds}, {self.bruises})")
        msgspec.structs.force_setattr(self, "states", frozenset(parse_state(state) for state in self.states))

    def has(self, state: str) -> bool:
        return parse_state(state) in self.states

    def count(self, kind: CountKind | str) -> int:
        return self.wounds if parse_count(kind) is CountKind.WOUNDS else self.bruises

    def damage_dc_count(self, *, lethal: bool) -> int:
        """B4: the count a damage DC subtracts: wounds for lethal damage, bruises for nonlethal."""
        return self.wounds if lethal else self.bruises

    def with_count(self, kind: CountKind | str, value: int) -> WoundTrack:
        """This track with the wound or bruise count set to ``value``."""
        if parse_count(kind) is CountKind.WOUNDS:
            return msgspec.structs.replace(self, wounds=value)
        return msgspec.structs.replace(self, bruises=value)

    @property
    def dead(self) -> bool:
        return DamageState.DEAD in self.states

    @property
    def dying(self) -> bool:
        """B5: seriously wounded and unconscious (and not dead). Seriously bruised never is."""
        return not self.dead and {DamageState.SERIOUSLY_WOUNDED, DamageState.UNCONSCIOUS} <= self.states

    @property
    def wounds_locked(self) -> bool:
        """B5: a seriously wounded creature's wound count cannot decrease."""
        return DamageState.SERIOUSLY_WOUNDED in self.states

    @property
    def bruises_locked(self) -> bool:
        """B5: a seriously bruised creature's bruise count cannot decrease."""
        return DamageState.SERIOUSLY_BRUISED in self.states

    def with_states(self, added: Iterable[str] = (), removed: Iterable[str] = ()) -> WoundTrack:
        gone = {parse_state(state) for state in removed}
        return msgspec.structs.replace(self, states=(self.states - gone) | {parse_state(state) for state in added})


class TurnLimits(msgspec.Struct, frozen=True):
    """B5: what the damage states allow on a turn, as data the UI shows."""

    actions: ActionLimit
    # Disabled: taking a standard action makes it fall unconscious at the end of its turn.
    unconscious_after_standard_action: bool
    # Dying (B5): a DC 10 constitution check at the start of its turn (automatic failure, B9).
    dying_check: bool
    # Seriously wounded counts as "hit points at half or less" (A10, rage triggers).
    half_hit_points: bool
    wounds_locked: bool
    bruises_locked: bool
    rule_ids: tuple[str, ...]


class DyingCheck(msgspec.Struct, frozen=True):
    """B5/B9: a dying creature's DC 10 constitution check at the start of its turn."""

    natural: int | None
    constitution: int | None
    constitution_modifier: int | None
    modifier: int
    total: int | None
    dc: int
    automatic_failure: bool
    success: bool
    outcome: DyingOutcome
    rule_ids: tuple[str, ...]


class SkillTrial(msgspec.Struct, frozen=True):
    """B11: a failed skill check's shortfall added to the wound or bruise count."""

    dc: int
    result: int
    failed: bool
    shortfall: int
    count: CountKind
    before: WoundTrack
    after: WoundTrack
    rule_ids: tuple[str, ...]


def parse_count(kind: CountKind | str) -> CountKind:
    """``"wounds"`` / ``"bruises"`` → :class:`CountKind` (RulesError for anything else)."""
    return parse_code(CountKind, kind, "count")


def apply_damage_effects(track: WoundTrack, effects: Iterable[str]) -> WoundTrack:
    """B4: add a damage check's effects: +1 wound / bruise, and the damage states."""
    codes = {parse_code(DamageEffect, effect, "damage effect") for effect in effects}
    counts = {DamageEffect.WOUND, DamageEffect.BRUISE}
    return msgspec.structs.replace(
        track,
        wounds=track.wounds + int(DamageEffect.WOUND in codes),
        bruises=track.bruises + int(DamageEffect.BRUISE in codes),
    ).with_states(added=[code.value for code in codes - counts])


def after_standard_action(track: WoundTrack, *, auto_stabilize: bool = False) -> WoundTrack:
    """B5: a disabled creature that took a standard action falls unconscious at the end of its turn.

    Ruling: auto-stabilisation (B4, e.g. Diehard) prevents it too — in the base
    rules this unconsciousness comes from the damage the action deals.
    """
    if DamageState.DISABLED in track.states and not auto_stabilize:
        return track.with_states(added=[DamageState.UNCONSCIOUS])
    return track


def turn_limits(track: WoundTrack, *, auto_stabilize: bool = False) -> TurnLimits:
    """B5: the action limits and turn-start duties that ``track``'s states impose."""
    states = track.states
    if track.dead or DamageState.UNCONSCIOUS in states:
        actions = ActionLimit.NONE
    elif states & {DamageState.DISABLED, DamageState.DAZED}:
        actions = ActionLimit.MOVE_OR_STANDARD
    else:
        actions = ActionLimit.NORMAL
    return TurnLimits(
        actions=actions,
        unconscious_after_standard_action=actions is ActionLimit.MOVE_OR_STANDARD
        and DamageState.DISABLED in states
        and not auto_stabilize,
        dying_check=track.dying,
        half_hit_points=not track.dead and DamageState.SERIOUSLY_WOUNDED in states,
        wounds_locked=track.wounds_locked,
        bruises_locked=track.bruises_locked,
        rule_ids=("B5",),
    )


def constitution_modifier(score: int) -> int:
    """The D20 ability modifier of a constitution score: (score − 10) // 2."""
    return (score - 10) // 2


def dying_check(natural: int | None, *, constitution: int | None, modifier: int = 0) -> DyingCheck:
    """B5/B9: d20 + constitution modifier (+ ``modifier``) vs DC 10; failure → dead.

    A creature without constitution (B9) fails automatically and rolls nothing:
    pass ``natural=None``. A natural 20 or 1 is not special (ruling).
    """
    if constitution is None:
        if natural is not None:
            raise RulesError("a creature without constitution fails automatically and rolls no die (B9)")
        return DyingCheck(
            natural=None,
            constitution=None,
            constitution_modifier=None,
            modifier=modifier,
            total=None,
            dc=DYING_CHECK_DC,
            automatic_failure=True,
            success=False,
            outcome=DyingOutcome.DIES,
            rule_ids=("B5", "B9"),
        )
    if natural is None or not 1 <= natural <= 20:
        raise RulesError(f"the dying creature's constitution check needs a d20 natural 1–20, not {natural}")
    con_modifier = constitution_modifier(constitution)
    total = natural + con_modifier + modifier
    success = total >= DYING_CHECK_DC
    return DyingCheck(
        natural=natural,
        constitution=constitution,
        constitution_modifier=con_modifier,
        modifier=modifier,
        total=total,
        dc=DYING_CHECK_DC,
        automatic_failure=False,
        success=success,
        outcome=DyingOutcome.SURVIVES if success else DyingOutcome.DIES,
        rule_ids=("B5",),
    )


def dying_survival_odds(*, constitution: int | None, modifier: int = 0) -> Fraction:
    """B5/B9: the exact chance that a dying creature survives its turn-start check."""
    if constitution is None:
        return Fraction(0)
    needed = DYING_CHECK_DC - constitution_modifier(constitution) - modifier
    return Fraction(min(20, max(0, 21 - needed)), 20)


def apply_dying_check(track: WoundTrack, check: DyingCheck) -> WoundTrack:
    """B5: a failed dying check kills the creature."""
    return track if check.success else track.with_states(added=[DamageState.DEAD])


def realistic_modifier(
    track: WoundTrack, *, realistic: bool = True, scope: RealisticScope | str = RealisticScope.D20_CHECK
) -> int:
    """B10: the realistic-mode modifier (≤ 0) to add to a check, caster level or attack bonus.

    A seriously wounded creature takes minus its wound count on every d20 check
    except wealth, and on caster level and attack bonus; otherwise 0. Part A
    adds it as a free modifier (it stacks with everything).
    """
    if not realistic or parse_code(RealisticScope, scope, "realistic-mode scope") is RealisticScope.WEALTH:
        return 0
    return -track.wounds if DamageState.SERIOUSLY_WOUNDED in track.states else 0


def skill_trial(
    track: WoundTrack,
    *,
    dc: int,
    result: int,
    count: CountKind | str = CountKind.WOUNDS,
    failed: bool | None = None,
) -> SkillTrial:
    """B11: on a failed skill check, add the shortfall (DC − result) to the chosen count.

    ``failed`` defaults to ``result < dc``; pass the part-A degree's verdict when a
    natural 20 or 1 shifted it. The shortfall is never negative.
    """
    kind = parse_count(count)
    is_failure = result < dc if failed is None else failed
    shortfall = max(0, dc - result) if is_failure else 0
    after = track.with_count(kind, track.count(kind) + shortfall)
    return SkillTrial(dc, result, is_failure, shortfall, kind, track, after, ("B11",))

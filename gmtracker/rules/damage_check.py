"""B3–B4: the damage check and its effects (part B of RULES.md).

``d20 + damage bonus`` (:mod:`~gmtracker.rules.damage`) against the damage DC;
success when the total ≥ DC (a natural 20 or 1 is not special). Success adds a
wound (a bruise for nonlethal damage) and, by the margin (total − DC),
cumulatively: ≥ 5 seriously wounded, ≥ 10 disabled, ≥ 15 unconscious, ≥ 20
dead — with the nonlethal replacements of B4.

The codes (enums) are what the roll log stores; the UI turns them into words.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from fractions import Fraction

import msgspec

from .damage import DamageBonus, DamageDC
from .errors import RulesError
from .wound_codes import DamageEffect, DamageOutcome, DamageState, parse_code, parse_state

# B3: the bonus of a lethal damage check against a disabled target, or of a
# nonlethal one against a dazed target.
HELPLESS_TARGET_BONUS = 5


class BonusCode(str, Enum):
    """The terms of a damage check's bonus (B3)."""

    DAMAGE_BONUS = "damage_bonus"
    VS_DISABLED = "vs_disabled"
    VS_DAZED = "vs_dazed"
    # Anything the caller adds, e.g. the B10 realistic-mode penalty of a
    # seriously wounded attacker.
    OTHER = "other"
    # D3: what the attacker's conditions put on its damage checks, stacked by A6.
    CONDITIONS = "conditions"


# B4: margin thresholds, cumulative; lethal effect then its nonlethal replacement.
MARGIN_EFFECTS: tuple[tuple[int, DamageEffect, DamageEffect], ...] = (
    (0, DamageEffect.WOUND, DamageEffect.BRUISE),
    (5, DamageEffect.SERIOUSLY_WOUNDED, DamageEffect.SERIOUSLY_BRUISED),
    (10, DamageEffect.DISABLED, DamageEffect.DAZED),
    (15, DamageEffect.UNCONSCIOUS, DamageEffect.UNCONSCIOUS),
    (20, DamageEffect.DEAD, DamageEffect.UNCONSCIOUS),
)

# The outcomes a lethal / nonlethal damage check can have, mildest first.
LETHAL_OUTCOMES: tuple[DamageOutcome, ...] = (
    DamageOutcome.NO_EFFECT,
    DamageOutcome.WOUND,
    DamageOutcome.SERIOUSLY_WOUNDED,
    DamageOutcome.DISABLED,
    DamageOutcome.UNCONSCIOUS,
    DamageOutcome.DEAD,
)
NONLETHAL_OUTCOMES: tuple[DamageOutcome, ...] = (
    DamageOutcome.NO_EFFECT,
    DamageOutcome.BRUISE,
    DamageOutcome.SERIOUSLY_BRUISED,
    DamageOutcome.DAZED,
    DamageOutcome.UNCONSCIOUS,
)


class BonusTerm(msgspec.Struct, frozen=True):
    """One term of a damage check's bonus."""

    code: BonusCode
    value: int


class DamageCheck(msgspec.Struct, frozen=True):
    """B3/B4: a resolved damage check: the die, every bonus term, the DC, the effects."""

    natural: int
    terms: tuple[BonusTerm, ...]
    bonus: int
    total: int
    dc: int
    success: bool
    margin: int
    lethal: bool
    auto_stabilize: bool
    effects: frozenset[DamageEffect]
    outcome: DamageOutcome
    damage: DamageBonus | None
    dc_breakdown: DamageDC | None
    rule_ids: tuple[str, ...]


def damage_effects(margin: int, *, lethal: bool = True, auto_stabilize: bool = False) -> frozenset[DamageEffect]:
    """B4: the effects of a damage check with this margin (result − DC), cumulative.

    A negative margin is a failure: no effect (empty set). Nonlethal damage uses
    the replacements (bruise, seriously bruised, dazed, unconscious instead of
    dead); auto-stabilisation removes unconsciousness caused by the damage.
    """
    effects: set[DamageEffect] = set()
    for threshold, lethal_effect, nonlethal_effect in MARGIN_EFFECTS:
        if margin >= threshold:
            effects.add(lethal_effect if lethal else nonlethal_effect)
    if auto_stabilize:
        effects.discard(DamageEffect.UNCONSCIOUS)
    return frozenset(effects)


def damage_outcome(effects: Iterable[str]) -> DamageOutcome:
    """The most severe of ``effects`` (B4) as an outcome code; no effects → NO_EFFECT."""
    outcomes = {parse_code(DamageOutcome, effect, "damage effect") for effect in effects}
    return max(outcomes, key=lambda o: (_SEVERITY[o], o.value), default=DamageOutcome.NO_EFFECT)


def damage_check_terms(
    bonus: int, *, lethal: bool = True, target_states: Iterable[str] = (), modifier: int = 0, conditions: int = 0
) -> tuple[BonusTerm, ...]:
    """B3: the bonus terms of a damage check (+5 lethal vs disabled, +5 nonlethal vs dazed); D3:
    ``conditions``, the attacker's conditions' modifiers after A6's stacking."""
    states = {parse_state(state) for state in target_states}
    terms = [BonusTerm(BonusCode.DAMAGE_BONUS, bonus)]
    if lethal and DamageState.DISABLED in states:
        terms.append(BonusTerm(BonusCode.VS_DISABLED, HELPLESS_TARGET_BONUS))
    if not lethal and DamageState.DAZED in states:
        terms.append(BonusTerm(BonusCode.VS_DAZED, HELPLESS_TARGET_BONUS))
    if modifier:
        terms.append(BonusTerm(BonusCode.OTHER, modifier))
    if conditions:
        terms.append(BonusTerm(BonusCode.CONDITIONS, conditions))
    return tuple(terms)


def resolve_damage_check(
    natural: int,
    *,
    damage_bonus: int | DamageBonus,
    dc: int | DamageDC,
    lethal: bool = True,
    auto_stabilize: bool = False,
    target_states: Iterable[str] = (),
    modifier: int = 0,
    conditions: int = 0,
) -> DamageCheck:
    """B3/B4: resolve a damage check from its d20 natural (20 and 1 are not special).

    Pass the :class:`DamageBonus` / :class:`DamageDC` records to keep their
    breakdowns in the result, or plain numbers. For nonlethal damage the DC must
    subtract the bruise count, not the wound count (B4; see
    ``WoundTrack.damage_dc_count``). ``target_states`` are the target's damage
    states (for the +5 terms); ``modifier`` is any other bonus, e.g. the
    attacker's B10 realistic-mode penalty; ``conditions`` what the attacker's conditions add (D3).
    """
    if not 1 <= natural <= 20:
        raise RulesError(f"a d20 natural is between 1 and 20, not {natural}")
    detail = damage_bonus if isinstance(damage_bonus, DamageBonus) else None
    dc_detail = dc if isinstance(dc, DamageDC) else None
    bonus_value = damage_bonus.total if isinstance(damage_bonus, DamageBonus) else damage_bonus
    dc_value = dc.dc if isinstance(dc, DamageDC) else dc
    terms = damage_check_terms(bonus_value, lethal=lethal, target_states=target_states, modifier=modifier,
                               conditions=conditions)
    bonus = sum(term.value for term in terms)
    total = natural + bonus
    margin = total - dc_value
    effects = damage_effects(margin, lethal=lethal, auto_stabilize=auto_stabilize)
    return DamageCheck(
        natural=natural,
        terms=terms,
        bonus=bonus,
        total=total,
        dc=dc_value,
        success=margin >= 0,
        margin=margin,
        lethal=lethal,
        auto_stabilize=auto_stabilize,
        effects=effects,
        outcome=damage_outcome(effects),
        damage=detail,
        dc_breakdown=dc_detail,
        rule_ids=("B3", "B4"),
    )


def damage_check_odds(
    *, bonus: int, dc: int, lethal: bool = True, auto_stabilize: bool = False
) -> dict[DamageOutcome, Fraction]:
    """B3/B4: exact probability of each outcome of a damage check (d20 + bonus vs DC).

    Keys are every outcome of the mode (lethal or nonlethal), mildest first,
    impossible ones with probability 0; the values sum to 1.
    """
    odds = {outcome: Fraction(0) for outcome in (LETHAL_OUTCOMES if lethal else NONLETHAL_OUTCOMES)}
    for natural in range(1, 21):
        effects = damage_effects(natural + bonus - dc, lethal=lethal, auto_stabilize=auto_stabilize)
        odds[damage_outcome(effects)] += Fraction(1, 20)
    return odds


_SEVERITY: dict[DamageOutcome, int] = {
    DamageOutcome.NO_EFFECT: 0,
    DamageOutcome.WOUND: 1,
    DamageOutcome.BRUISE: 1,
    DamageOutcome.SERIOUSLY_WOUNDED: 2,
    DamageOutcome.SERIOUSLY_BRUISED: 2,
    DamageOutcome.DISABLED: 3,
    DamageOutcome.DAZED: 3,
    DamageOutcome.UNCONSCIOUS: 4,
    DamageOutcome.DEAD: 5,
}


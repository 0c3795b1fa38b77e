"""Part A of RULES.md — the d20 checks — behind one import (the contract facade).

``from gmtracker.rules import checks`` gives the names RULES.md's contract lists
(:class:`Degree`, :func:`degree_of_success`, :func:`stack_modifiers`,
:func:`carry_capacity`, :func:`load_state`, :func:`defenses`,
:func:`hit_penalty_dice`, :func:`footprint`, :func:`degree_odds`) and the richer
API the UI uses: the :class:`Check` value, :func:`resolve` / :func:`roll` into a
:class:`CheckResult`, typed :class:`Modifier` stacking, hit checks and exact odds.
The implementations live in the modules named below; this module only gathers.
"""

from __future__ import annotations

from .character import (
    Attribute,
    Footprint,
    Grid,
    LoadState,
    carry_capacity,
    defenses,
    footprint,
    footprint_of,
    load,
    load_state,
    speed,
)
from .d20 import (
    MAX_PENALTY_DICE,
    PASSIVE_BASE,
    Check,
    CheckKind,
    CheckNote,
    CheckResult,
    Edit,
    Proficiency,
    proficiency_applied,
    resolve,
    roll,
)
from .degrees import Degree, DegreeSteps, base_degree, clamp_degree, degree_of_success, degree_steps, natural_shift
from .hits import (
    AttackRange,
    HitOutcome,
    RollerState,
    SizeDirection,
    apply_state,
    hit_attributes,
    hit_check,
    hit_outcome,
    hit_penalty_dice,
    size_difference,
)
from .modifiers import (
    Modifier,
    ModifierType,
    StackedModifier,
    Stacking,
    StackReason,
    situational_choice,
    situational_value,
    stack,
    stack_modifiers,
)
from .odds import bonus_distribution, check_odds, degree_odds, hit_odds, kept_d20, situational_part

__all__ = [
    "MAX_PENALTY_DICE", "PASSIVE_BASE",
    "Attribute", "AttackRange", "Check", "CheckKind", "CheckNote", "CheckResult", "Degree",
    "DegreeSteps", "Edit", "Footprint", "Grid", "HitOutcome", "LoadState", "Modifier",
    "ModifierType", "Proficiency", "RollerState", "SizeDirection", "StackReason",
    "StackedModifier", "Stacking",
    "apply_state", "base_degree", "bonus_distribution", "carry_capacity", "check_odds",
    "clamp_degree", "defenses", "degree_odds", "degree_of_success", "degree_steps",
    "footprint", "footprint_of", "hit_attributes", "hit_check", "hit_odds", "hit_outcome",
    "hit_penalty_dice", "kept_d20", "load", "load_state", "natural_shift",
    "proficiency_applied", "resolve", "roll", "situational_choice", "situational_part",
    "situational_value", "size_difference", "speed", "stack", "stack_modifiers",
]

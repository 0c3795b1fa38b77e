"""Plain-text English renderings of d20 results for a log entry's ``text``.

The roll log keeps the full record (codes and numbers) for the UI to show in the
user's language; ``text`` is one readable English line for the undo history, an
exported log and the tests. These helpers render the pieces the d20 actions share:
a check's roll (``14 (d20 11 +3)``), its versions (A2, A5), degrees, hit outcomes,
damage effects, a defense roll (B1) and a 1D100 performance (C5).
"""

from __future__ import annotations

from collections.abc import Iterable

from gmtracker.rules.checks import Check, CheckResult, Degree, Edit, HitOutcome
from gmtracker.rules.defense import DefenseRoll
from gmtracker.rules.percentile import Performance, Special
from gmtracker.rules.wound_codes import DamageEffect

_DEGREES = {
    Degree.CRITICAL_FAILURE: "critical failure",
    Degree.FAILURE: "failure",
    Degree.SUCCESS: "success",
    Degree.CRITICAL_SUCCESS: "critical success",
}
_OUTCOMES = {HitOutcome.MISS: "miss", HitOutcome.HIT: "hit", HitOutcome.CRITICAL_HIT: "critical hit"}
_EDITS = {
    Edit.REROLL: "rerolled",
    Edit.CHANGE: "d20 changed",
    Edit.MODIFIERS: "modifiers changed",
    Edit.SHIFTS: "degree shifted",
}


def signed(value: int) -> str:
    """``+3``, ``-2``, ``+0``."""
    return f"{value:+d}"


def words(code: str) -> str:
    """A code as plain words: ``seriously_wounded`` → ``seriously wounded``."""
    return code.replace("_", " ")


def degree_text(degree: Degree) -> str:
    return _DEGREES[degree]


def outcome_text(outcome: HitOutcome) -> str:
    return _OUTCOMES[outcome]


def effects_text(effects: Iterable[DamageEffect]) -> str:
    """B4 effects in canonical order, or ``no effect``."""
    chosen = set(effects)
    shown = [words(effect.value) for effect in DamageEffect if effect in chosen]
    return ", ".join(shown) if shown else "no effect"


def dice_text(naturals: Iterable[int], kept: int, sides: int = 20) -> str:
    """``d20 11`` for one die, ``d20 11 of 11, 17`` when more were rolled."""
    values = tuple(naturals)
    if len(values) <= 1:
        return f"d{sides} {kept}"
    return f"d{sides} {kept} of {', '.join(str(v) for v in values)}"


def roll_text(result: CheckResult) -> str:
    """One version's total and how it was made: ``14 (d20 11 +3)``, ``13 (passive 10 +3)``."""
    natural = result.natural
    if natural is None:
        return f"{result.total} (passive 10 {signed(result.total - 10)})"
    bonus = result.total - natural
    return f"{result.total} ({dice_text(result.d20, natural)} {signed(bonus)})"


def versions_text(result: CheckResult, *, against: str) -> str:
    """Every version of a check: ``14 (d20 11 +3) vs DC 13 → success; rerolled 8 (…) → failure``.

    ``against`` names the DC (``DC 13``, ``reflex 13``).
    """
    versions = result.versions()
    first = versions[0]
    parts = [f"{roll_text(first)} vs {against} → {degree_text(first.degree)}"]
    for version in versions[1:]:
        assert version.edit is not None
        parts.append(f"{_EDITS[version.edit]} {roll_text(version)} → {degree_text(version.degree)}")
    return "; ".join(parts)


def penalty_text(check: Check) -> str:
    """`` with 1 penalty die`` when the check has penalty dice (A3, A16), else nothing."""
    dice = check.penalty_dice_used
    return f" with {dice} penalty {'die' if dice == 1 else 'dice'}" if dice else ""


def defense_roll_text(roll: DefenseRoll) -> str:
    """B1: ``14 (d20 11 +3) vs 16``: the defender's side against the attacker's."""
    return f"{roll.left} ({dice_text(roll.naturals, roll.natural)} {signed(roll.left - roll.natural)}) vs {roll.right}"


def performance_text(performance: Performance) -> str:
    """C5: ``65 (60 +5)``, ``102 (97 critical +5)``."""
    special = {Special.CRITICAL: " critical", Special.FUMBLE: " fumble"}.get(performance.special, "")
    rest = performance.value - performance.natural
    return f"{performance.value} ({performance.natural}{special} {signed(rest)})"

"""The part-B contract of RULES.md ("Rules core API"), called exactly as written there,
plus the conventions every part-B record keeps (frozen, codes not prose, rule ids)."""

from __future__ import annotations

import ast
import inspect
from enum import Enum
from pathlib import Path

import msgspec
import pytest

from gmtracker.rules import wounds
from gmtracker.rules.dice import TypedDice

PART_B_MODULES = ["defense", "damage", "damage_check", "states", "recovery", "wound_codes", "wounds"]
CONTRACT_EFFECTS = {
    "wound",
    "bruise",
    "seriously_wounded",
    "disabled",
    "unconscious",
    "dead",
    "seriously_bruised",
    "dazed",
}


def test_B2_contract_damage_bonus() -> None:
    assert wounds.damage_bonus("2d6+3") == 8
    assert wounds.damage_bonus("2d6+3", reduction=5, multiplier=2) == 11
    assert type(wounds.damage_bonus("1d8")) is int


def test_B3_contract_damage_dc() -> None:
    assert wounds.damage_dc(constitution=13, hit_dice="4d10", size="medium") == 16
    assert wounds.damage_dc(constitution=None, hit_dice="4d10", size="medium", wounds=2, temp_hp=5) == 14
    assert type(wounds.damage_dc(constitution=13, hit_dice="4d10", size="medium")) is int


def test_B4_contract_damage_effects_are_plain_string_sets() -> None:
    assert wounds.damage_effects(10) == frozenset({"wound", "seriously_wounded", "disabled"})
    assert wounds.damage_effects(20, lethal=False, auto_stabilize=False) == frozenset(
        {"bruise", "seriously_bruised", "dazed", "unconscious"}
    )
    assert wounds.damage_effects(-3) == frozenset()
    every = wounds.damage_effects(25) | wounds.damage_effects(25, lethal=False)
    assert {str(e.value) for e in every} <= CONTRACT_EFFECTS
    assert {e.value for e in wounds.DamageEffect} == CONTRACT_EFFECTS


def test_B1_contract_defense_hits() -> None:
    assert wounds.defense_hits(11, 15, 5) is True
    assert wounds.defense_hits(20, 0, 99) is False
    assert wounds.defense_hits(1, 99, 0) is True


def test_B1_B12_enumerations_are_str_enums_with_code_values() -> None:
    assert wounds.DamageState.SERIOUSLY_WOUNDED == "seriously_wounded"
    assert wounds.DefenseOutcome.CRITICAL_HIT == "critical_hit"
    assert wounds.RecoveryMode.TAKE_20 == "take_20"
    for name in wounds.__all__:
        value = getattr(wounds, name)
        if inspect.isclass(value) and issubclass(value, Enum):
            assert issubclass(value, str), name
            for member in value:
                assert member.value == member.value.lower() and " " not in member.value, member


def test_B1_B12_facade_exports_exist_and_records_are_frozen_with_rule_ids() -> None:
    for name in wounds.__all__:
        assert hasattr(wounds, name), name
    records = [getattr(wounds, name) for name in wounds.__all__
               if inspect.isclass(getattr(wounds, name)) and issubclass(getattr(wounds, name), msgspec.Struct)]
    assert len(records) >= 10
    for record in records:
        assert record.__struct_config__.frozen, record
    check = wounds.roll_defense_check(TypedDice([1, 5]), defense=15, attack_bonus=5)
    with pytest.raises(AttributeError):
        check.outcome = wounds.DefenseOutcome.MISS  # type: ignore[misc]
    assert check.rule_ids[0] == "B1"


def test_B1_B12_full_turn_of_an_attack_through_the_facade() -> None:
    """An attack from hit to dying check, with codes only in the records."""
    attack = wounds.resolve_defense_check((1,), defense=14, attack_bonus=6, confirmation_naturals=(9,))
    assert attack.outcome is wounds.DefenseOutcome.CRITICAL_HIT
    bonus = wounds.damage_bonus_breakdown("2d6+3", multiplier=2, reduction=5)
    track = wounds.WoundTrack(wounds=2)
    dc = wounds.damage_dc_breakdown(constitution=13, hit_dice="4d10", size="medium", wounds=track.wounds)
    check = wounds.resolve_damage_check(20, damage_bonus=bonus, dc=dc)
    assert check.margin == 31 - 14
    track = wounds.apply_damage_effects(track, check.effects)
    assert track.wounds == 3 and track.dying
    assert wounds.turn_limits(track).dying_check
    dying = wounds.dying_check(4, constitution=13)
    assert wounds.apply_dying_check(track, dying).dead


@pytest.mark.parametrize("module", PART_B_MODULES)
def test_B1_B12_modules_import_no_qt_no_io_and_no_global_random(module: str) -> None:
    path = Path(wounds.__file__).with_name(f"{module}.py")
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            imported.add(node.module.split(".")[0])
    assert not imported & {"PySide6", "shiboken6", "random", "os", "io", "pathlib"}
    assert ast.get_docstring(tree), f"{module} needs a module docstring"

"""The bundled demo is what tests/demo_builder.py makes, and it shows every feature."""

from __future__ import annotations

from pathlib import Path

from gmtracker.encounter import Side
from gmtracker.rules.checks import AttackRange
from gmtracker.storage import load_encounter, save_encounter
from gmtracker.storage.resources import demo_encounter_path
from tests.demo_builder import build_demo


def test_demo_file_is_the_builder_output(tmp_path: Path) -> None:
    """Regenerate with `.venv/bin/python -m tests.demo_builder resources/demo/demo.json`."""
    fresh = tmp_path / "demo.json"
    save_encounter(build_demo(), fresh)
    assert fresh.read_bytes() == demo_encounter_path().read_bytes()


def test_demo_uses_every_feature() -> None:
    demo = load_encounter(demo_encounter_path())
    combatants = demo.combatants
    assert {c.side for c in combatants} == set(Side)
    assert any(c.hidden for c in combatants)
    assert any(c.constitution is None for c in combatants)
    assert any(not c.in_combat for c in combatants)
    profiles = [a for c in combatants for a in c.attacks]
    assert {a.range for a in profiles} == set(AttackRange)
    assert any(a.finesse for a in profiles) and any(a.thrown for a in profiles)
    assert any(not a.lethal for a in profiles) and any(a.threat_low < 20 for a in profiles)
    assert any(a.extra_damage for a in profiles) and any(a.size_direction.value != "none" for a in profiles)
    assert any(c.conditions for c in combatants)
    assert any(c.states for c in combatants) and any(c.temp_hp for c in combatants)
    assert any(c.hit_penalties for c in combatants)
    assert all(c.percentile for c in combatants if c.in_combat)
    assert demo.turn.started and demo.turn.current is not None
    kinds = {entry.kind for entry in demo.log}
    assert {"start_combat", "turn", "attack", "check", "heal", "temp_hp", "condition_added"} <= kinds
    assert any(not entry.public for entry in demo.log)

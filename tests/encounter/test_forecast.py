"""The forecast's engine path (issue 31 items 2–4, RULES.md D5): simulated fights played by the very
commands a GM's clicks run, with the stated policy; what they came to, seeded and repeatable."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import msgspec
import pytest

from gmtracker.app import main
from gmtracker.encounter.forecast import ENEMIES, PLAYERS, forecast, simulate_fight, wilson
from gmtracker.encounter.model import EncounterData, Side
from gmtracker.storage import load_encounter
from gmtracker.storage.resources import demo_encounter_path


def _fighter(side: Side, name: str, **changes: Any) -> Any:
    demo = load_encounter(demo_encounter_path())
    ayla = next(c for c in demo.combatants if c.id == "ayla-thornwood")
    return msgspec.structs.replace(ayla, id=name.lower(), name=name, side=side, wounds=0, bruises=0, states=[],
                                   conditions=[], initiative=None, resources=[], hit_penalties=0, **changes)


def _mirror() -> EncounterData:
    settings = load_encounter(demo_encounter_path()).settings
    return EncounterData(name="Mirror", settings=settings,
                         combatants=[_fighter(Side.PC, "Left"), _fighter(Side.ENEMY, "Right")])


def test_a_mirror_fight_gives_each_side_half_within_its_interval() -> None:
    result = forecast(_mirror(), 300, seed=5)
    for team in (PLAYERS, ENEMIES):
        odds = result.sides[team]
        assert odds.low <= 0.5 <= odds.high, (team, odds)
        assert odds.high - odds.low < 0.12  # 300 fights: about ±5.7 %
    assert result.draws < 0.05
    assert result.rounds.p50 <= result.rounds.p90 <= 50


def test_an_overwhelming_player_character_wins_at_least_99_percent() -> None:
    mirror = _mirror()
    harmless = msgspec.structs.replace(mirror.combatants[1], attacks=[])  # D5: no attack, only its turn duties
    result = forecast(msgspec.structs.replace(mirror, combatants=[mirror.combatants[0], harmless]), 200, seed=2)
    assert result.sides[PLAYERS].win >= 0.99
    assert result.combatants["left"].down == 0.0 and result.combatants["right"].down >= 0.99


def test_the_same_seed_gives_the_same_numbers_and_the_encounter_is_untouched() -> None:
    demo = load_encounter(demo_encounter_path())
    before = msgspec.json.encode(demo)
    first = forecast(demo, 12, seed=7)
    assert msgspec.json.encode(forecast(demo, 12, seed=7)) == msgspec.json.encode(first)
    assert msgspec.json.encode(demo) == before
    assert "old-bram" not in first.combatants  # a neutral out of the fight takes no part (D5)


def test_a_fight_ends_when_a_side_is_down_or_at_fifty_rounds() -> None:
    mirror = _mirror()
    outcome = simulate_fight(mirror, random.Random(11))
    assert outcome.winner in (PLAYERS, ENEMIES)
    loser = "right" if outcome.winner == PLAYERS else "left"
    assert loser in outcome.down
    nobody_hits = msgspec.structs.replace(mirror, combatants=[msgspec.structs.replace(c, attacks=[])
                                                              for c in mirror.combatants])
    draw = simulate_fight(nobody_hits, random.Random(1), max_rounds=50)
    assert draw.winner is None and draw.rounds == 50 and not draw.down


def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 0) == (0.0, 1.0)
    assert wilson(0, 300)[0] == 0.0 and wilson(300, 300)[1] == 1.0  # the ends exactly, not rounding's 1e-19


def test_the_command_line_prints_one_json_object(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "mirror.json"
    path.write_bytes(msgspec.json.encode(_mirror()))
    assert main(["--forecast", str(path), "--fights", "40", "--seed", "9", "--policy", "random"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    data = json.loads(out)
    assert data["fights"] == 40 and data["seed"] == 9 and data["policy"] == "random"
    assert set(data["sides"]) == {PLAYERS, ENEMIES} and set(data["sides"][PLAYERS]) == {"win", "low", "high"}
    assert set(data["combatants"]["left"]) >= {"name", "side", "down", "dead"}
    assert set(data["rounds"]) == {"mean", "p50", "p90"}
    assert main(["--forecast", str(path), "--fights", "40", "--seed", "9", "--policy", "random"]) == 0
    assert capsys.readouterr().out == out  # the same seed: the same numbers


def test_the_command_line_refuses_a_bad_file_in_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    assert main(["--forecast", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("gmtracker: error: ")
    assert main(["--forecast", str(bad), "--fights", "0"]) == 2


def test_the_command_line_in_a_process_of_its_own_uses_the_workers_and_gives_the_same_numbers(
        tmp_path: Path) -> None:
    """The real program (a subprocess, real worker processes from 200 fights on): the numbers of one process."""
    import subprocess
    import sys

    path = tmp_path / "mirror.json"
    from gmtracker.storage import save_encounter

    save_encounter(_mirror(), path)
    done = subprocess.run([sys.executable, "-m", "gmtracker", "--forecast", str(path), "--fights", "300",
                           "--seed", "4", "--policy", "random"], capture_output=True, text=True, timeout=300,
                          check=False)
    assert done.returncode == 0, done.stderr
    printed = json.loads(done.stdout)
    assert printed == json.loads(msgspec.json.encode(forecast(_mirror(), 300, seed=4, policy="random")))
    assert printed["combatants"]["left"]["dying"] >= 0.0

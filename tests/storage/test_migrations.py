"""Old files keep loading: every file in tests/data (one per past format version) loads,
and the migration machinery upgrades step by step — shown with a fake version 0."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gmtracker.encounter import FORMAT_VERSION, Encounter, Side
from gmtracker.encounter.model import Expiry, InitiativeFormula
from gmtracker.rules.wound_codes import DamageState
from gmtracker.storage import EncounterFileError, load_encounter, migrations
from gmtracker.storage.migrations import MIGRATIONS, OLDEST_VERSION, MigrationError, migrate

DATA = Path(__file__).resolve().parents[1] / "data"
DATA_FILES = sorted(DATA.glob("encounter-v*.json"))


def test_there_is_a_file_of_every_version_this_app_reads() -> None:
    names = {path.name for path in DATA_FILES}
    assert names == {f"encounter-v{v}.json" for v in range(OLDEST_VERSION, FORMAT_VERSION + 1)}


@pytest.mark.parametrize("path", DATA_FILES, ids=[p.name for p in DATA_FILES])
def test_every_file_in_tests_data_loads(path: Path) -> None:
    before = path.read_bytes()
    encounter = load_encounter(path)
    assert isinstance(encounter, Encounter)
    assert encounter.version == FORMAT_VERSION
    assert encounter.combatants
    assert path.read_bytes() == before  # loading (and upgrading) never writes


def test_the_version_1_file_reads_as_written() -> None:
    encounter = load_encounter(DATA / "encounter-v1.json")
    mei, troll, ferryman, hawk = encounter.combatants
    assert encounter.settings.initiative_formula is InitiativeFormula.PERCENTILE
    assert encounter.turn.current == "troll" and encounter.turn.round == 3
    assert (mei.name, mei.side, mei.wounds, mei.temp_hp_until) == ("梅", Side.PC, 2, 14)
    assert mei.states[0].state is DamageState.SERIOUSLY_BRUISED
    assert mei.attacks[0].threat_low == 19 and mei.attacks[1].lethal is False
    assert mei.conditions[0].expiry is Expiry.TURN_START
    assert troll.conditions[0].anchor == "mei" and troll.constitution is None
    assert ferryman.in_combat is False and hawk.initiative is None
    assert encounter.log[1].json_record is not None
    assert encounter.log[1].json_record["modifiers"][1]["why"] == "no cover on the bridge"


def test_the_registry_has_one_step_per_version_up_to_the_current() -> None:
    assert sorted(MIGRATIONS) == list(range(OLDEST_VERSION, FORMAT_VERSION))


# -- the machinery, with a fake version 0 ----------------------------------------------

def _v0_to_v1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 0 (fake): "monsters" with a "team" of "monster" or "hero", and no ids."""
    team_to_side = {"hero": "pc", "monster": "enemy"}
    data["combatants"] = [
        {"id": f"c{n}", "name": m["name"], "side": team_to_side[m["team"]]}
        for n, m in enumerate(data.pop("monsters"))
    ]
    return data


V0_FILE = {"format": "gmtracker-encounter", "version": 0, "name": "Old crypt",
           "monsters": [{"name": "Skeleton", "team": "monster"}, {"name": "Ayla", "team": "hero"}]}


def test_migrate_applies_a_step_and_sets_the_version() -> None:
    upgraded = migrate(json.loads(json.dumps(V0_FILE)), 0, target=1, steps={0: _v0_to_v1})
    assert upgraded["version"] == 1
    assert upgraded["combatants"][1] == {"id": "c1", "name": "Ayla", "side": "pc"}
    assert "monsters" not in upgraded


def test_migrate_applies_steps_in_order() -> None:
    calls: list[int] = []

    def step(version: int) -> migrations.Migration:
        def upgrade(data: dict[str, Any]) -> dict[str, Any]:
            calls.append(version)
            assert data["version"] == version
            data.setdefault("trail", []).append(version)
            return data
        return upgrade

    upgraded = migrate({"version": 3}, 3, target=6, steps={5: step(5), 3: step(3), 4: step(4)})
    assert calls == [3, 4, 5]
    assert upgraded == {"version": 6, "trail": [3, 4, 5]}


def test_migrate_leaves_a_current_file_alone() -> None:
    data = {"version": 1, "name": "x"}
    assert migrate(data, 1, target=1, steps={0: _v0_to_v1}) is data


def test_a_missing_step_is_refused() -> None:
    with pytest.raises(MigrationError, match=r"version 0 is older than any this GM Tracker can read "
                                             r"\(it reads versions 1 to 2\)"):
        migrate({}, 0, target=2, steps={1: _v0_to_v1})


def test_a_failing_step_is_refused_naming_the_step() -> None:
    with pytest.raises(MigrationError, match="cannot upgrade it from version 0 to 1: KeyError"):
        migrate({"version": 0}, 0, target=1, steps={0: _v0_to_v1})


def test_a_step_that_does_not_give_an_object_is_refused() -> None:
    with pytest.raises(MigrationError, match="did not give an object"):
        migrate({}, 0, target=1, steps={0: lambda data: [data]})  # type: ignore[dict-item,return-value]


@pytest.fixture
def fake_version_0(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(migrations, "MIGRATIONS", {**migrations.MIGRATIONS, 0: _v0_to_v1})


def test_a_version_0_file_loads_through_the_fake_step(fake_version_0: None, tmp_path: Path) -> None:
    path = tmp_path / "old.json"
    path.write_text(json.dumps(V0_FILE), encoding="utf-8")
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    encounter = load_encounter(path)
    assert encounter.version == FORMAT_VERSION
    assert [(c.id, c.name, c.side) for c in encounter.combatants] == [
        ("c0", "Skeleton", Side.ENEMY), ("c1", "Ayla", Side.PC)]
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.json"]


def test_an_upgraded_file_that_is_still_wrong_names_the_place(
    fake_version_0: None, tmp_path: Path
) -> None:
    broken = dict(V0_FILE, monsters=[{"name": 7, "team": "monster"}])
    path = tmp_path / "old.json"
    path.write_text(json.dumps(broken), encoding="utf-8")
    with pytest.raises(EncounterFileError) as caught:
        load_encounter(path)
    assert caught.value.where == "$.combatants[0].name"
    assert "(after upgrading it from version 0)" in caught.value.message


def test_a_step_failing_on_a_file_is_an_encounter_file_error(
    fake_version_0: None, tmp_path: Path
) -> None:
    path = tmp_path / "old.json"
    path.write_text(json.dumps({"format": "gmtracker-encounter", "version": 0}), encoding="utf-8")
    with pytest.raises(EncounterFileError, match="cannot upgrade it from version 0 to 1: KeyError"):
        load_encounter(path)


def test_without_the_step_version_0_is_too_old(tmp_path: Path) -> None:
    path = tmp_path / "old.json"
    path.write_text(json.dumps(V0_FILE), encoding="utf-8")
    with pytest.raises(EncounterFileError, match="version 0 is older than any this GM Tracker can read"):
        load_encounter(path)


def test_version_2_gives_a_first_format_attack_its_own_kind_and_keeps_b5s_mark_on_the_combatant() -> None:
    """Issue 28: the step to version 2 converts records, never the typed model."""
    attack = {"kind": "attack", "actor": "troll", "turn": "troll", "round": 3,
              "record": {"roll": {"dice": "1d20", "naturals": [14], "kept": [True]}, "total": 20, "dc": 15,
                         "hit": True}}
    falls = {"kind": "attack", "actor": "troll", "turn": "troll", "round": 3,
             "record": {"mode": "hit_check", "b5_falls_at_turn_end": True}}
    data = {"version": 1, "turn": {"started": True, "round": 3, "current": "troll"},
            "combatants": [{"id": "mei"}, {"id": "troll"}],
            "log": [{"kind": "turn", "actor": "troll", "round": 3}, attack, falls]}
    upgraded = migrate(data, 1, target=2)
    assert [e["kind"] for e in upgraded["log"]] == ["turn", "first_format_attack", "attack"]
    assert upgraded["combatants"] == [{"id": "mei"}, {"id": "troll", "falls_at_turn_end": True}]
    # an attack from the combatant's previous turn leaves no mark
    data = {"version": 1, "turn": {"started": True, "round": 4, "current": "troll"},
            "combatants": [{"id": "troll"}], "log": [{**falls, "round": 3}, {"kind": "turn", "actor": "troll", "round": 4}]}
    assert migrate(data, 1, target=2)["combatants"] == [{"id": "troll"}]

"""Campaign files (issue 30 item 1): the bundled demo campaign, a round trip, the loader's clear
refusals (as the encounter loader's: the file, the JSON path, whose entry, the reason), an old
prepared encounter upgraded, an atomic save that refuses what would not load, and a fuzz test
like the encounter loader's: any damaged file loads or is refused, never another exception,
and the file on disk keeps its bytes."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from gmtracker.encounter.campaign import CAMPAIGN_SUFFIX, CampaignData, PreparedEncounter
from gmtracker.encounter.model import (
    Combatant,
    Condition,
    EncounterData,
    Refill,
    Resource,
    RestProgress,
    Side,
    StateEntry,
)
from gmtracker.rules.wound_codes import DamageState
from gmtracker.storage import SaveError
from gmtracker.storage.campaign_file import decode_campaign, encode_campaign, load_campaign, save_campaign
from gmtracker.storage.errors import CampaignFileError
from gmtracker.storage.resources import resources_dir
from tests.storage.test_fuzz import KINDS, load_untouched, mutate

DEMO = resources_dir() / "demo" / f"mill-road{CAMPAIGN_SUFFIX}"
FUZZ = settings(max_examples=100, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


def _campaign() -> CampaignData:
    """A party of 2 with everything of theirs, and two prepared encounters."""
    ayla = Combatant(id="ayla", name="Ayla", side=Side.PC, wounds=3, bruises=1,
                     states=[StateEntry(DamageState.SERIOUSLY_WOUNDED, began=4)],
                     conditions=[Condition(id="blessed", name="Blessed", rounds=3, remaining=2)],
                     resources=[Resource(id="arrows", name="Arrows", maximum=20, left=7, refill=Refill.HOUR)],
                     rest=RestProgress(until=40, wounds=3, wound_rounds=40))
    lin = Combatant(id="lin", name="林月", side=Side.PC)
    mill = EncounterData(name="Mill", notes="Grukk sleeps", combatants=[
        Combatant(id="goblin", name="Goblin"), Combatant(id="lurker", name="Lurker", hidden=True)])
    bridge = EncounterData(name="Bridge", combatants=[Combatant(id="grukk", name="Grukk")])
    return CampaignData(name="The Mill Road", clock=640, party=[ayla, lin],
                        encounters=[PreparedEncounter("mill", mill, done=True), PreparedEncounter("bridge", bridge)])


def _write(folder: Path, data: bytes | str, name: str = f"road{CAMPAIGN_SUFFIX}") -> Path:
    path = folder / name
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    return path


def _refusal(folder: Path, document: Any) -> CampaignFileError:
    path = _write(folder, json.dumps(document, ensure_ascii=False))
    with pytest.raises(CampaignFileError) as caught:
        load_campaign(path)
    assert caught.value.message.startswith(f"{path}: ") and "\n" not in caught.value.message
    return caught.value


def test_the_bundled_demo_campaign_has_the_demo_party_and_three_encounters() -> None:
    campaign = load_campaign(DEMO)
    assert [m.name for m in campaign.party] == ["Ayla Thornwood", "林月", "佐藤 健"]
    assert all(m.side is Side.PC and m.wounds == 0 for m in campaign.party)
    assert [p.encounter.name for p in campaign.encounters] == ["Ambush at the Old Mill", "The Millrace Crypt",
                                                               "Grukk's Bridge"]
    assert any(c.hidden for c in campaign.encounters[0].encounter.combatants)  # the hidden ones are prepared too
    assert DEMO.read_bytes() == encode_campaign(campaign)  # as GM Tracker writes it


def test_a_campaign_round_trips_byte_for_byte(tmp_path: Path) -> None:
    campaign = _campaign()
    path = tmp_path / f"road{CAMPAIGN_SUFFIX}"
    save_campaign(campaign, path)
    loaded = load_campaign(path)
    assert loaded == campaign
    assert encode_campaign(loaded) == path.read_bytes()
    assert loaded.party[0].resources[0].left == 7 and loaded.party[0].rest == campaign.party[0].rest


def test_a_save_keeps_the_previous_file_and_refuses_what_would_not_load(tmp_path: Path) -> None:
    path = tmp_path / f"road{CAMPAIGN_SUFFIX}"
    campaign = _campaign()
    save_campaign(campaign, path)
    first = path.read_bytes()
    campaign.clock = 700
    save_campaign(campaign, path)
    assert Path(f"{path}.bak").read_bytes() == first
    second = path.read_bytes()
    campaign.party[1].wounds = -1
    with pytest.raises(SaveError, match=r"\$\.party\[1\]\.wounds \(\"林月\"\): cannot be negative"):
        save_campaign(campaign, path)
    assert path.read_bytes() == second


@pytest.mark.parametrize(("change", "where", "reason"), [
    (lambda d: d["party"][0].update(wounds="three"), "$.party[0].wounds", "Expected `int`"),
    (lambda d: d["party"][1].update(id="ayla"), "$.party[1].id", "already used by $.party[0]"),
    (lambda d: d["encounters"][1].update(id="mill"), "$.encounters[1].id", "already used by $.encounters[0]"),
    (lambda d: d["encounters"][0]["encounter"]["combatants"][0].update(name=" "),
     "$.encounters[0].encounter.combatants[0].name", "needs a name"),
    (lambda d: d["encounters"][1]["encounter"]["combatants"][0].update(id="lin"),
     "$.encounters[1].encounter.combatants[0].id", "is a member of the party"),
    (lambda d: d.update(clock=-5), "$.clock", "cannot be negative"),
    (lambda d: d["encounters"][0].update(encounter={"format": "gmtracker-encounter", "version": 2, "x": 1}),
     "$.encounters[0].encounter", "unknown field"),
])
def test_bad_values_are_refused_with_their_path(tmp_path: Path, change: Any, where: str, reason: str) -> None:
    document = json.loads(encode_campaign(_campaign()))
    change(document)
    refusal = _refusal(tmp_path, document)
    assert refusal.where is not None and refusal.where.startswith(where), refusal.message
    assert reason.lower() in refusal.reason.lower(), refusal.message


def test_an_encounter_file_a_newer_campaign_and_no_json_are_refused_as_such(tmp_path: Path) -> None:
    from gmtracker.storage.encounter_file import encode_encounter

    not_campaign = _refusal(tmp_path, json.loads(encode_encounter(EncounterData(name="x"))))
    assert "campaign" in not_campaign.message
    newer = _refusal(tmp_path, {"format": "gmtracker-campaign", "version": 99})
    assert "newer" in newer.message
    path = _write(tmp_path, b'{"format": "gmtracker-campaign", "version": 1,')
    with pytest.raises(CampaignFileError, match="line 1"):
        load_campaign(path)


def test_a_prepared_encounter_of_the_first_encounter_format_is_upgraded(tmp_path: Path, repo_root: Path) -> None:
    old = json.loads((repo_root / "tests" / "data" / "encounter-v1.json").read_text(encoding="utf-8"))
    assert old["version"] == 1
    document = json.loads(encode_campaign(CampaignData(name="Old")))
    document["encounters"] = [{"id": "old", "encounter": old}]
    loaded = load_campaign(_write(tmp_path, json.dumps(document, ensure_ascii=False)))
    assert loaded.encounters[0].encounter.version == 2
    assert [c.name for c in loaded.encounters[0].encounter.combatants] == [c["name"] for c in old["combatants"]]


def _load_untouched(folder: Path, data: bytes) -> CampaignData | CampaignFileError:
    result: CampaignData | CampaignFileError = load_untouched(folder, data, load_campaign, CampaignFileError,
                                                              f"road{CAMPAIGN_SUFFIX}")
    return result


@FUZZ
@given(data=st.binary(max_size=300))
@example(data=b"")
@example(data=b"[" * 100_000 + b"]" * 100_000)
@example(data=b'{"format": "gmtracker-campaign", "version": 1e400}')
@example(data=b'{"format": "gmtracker-campaign", "version": 1, "encounters": [{"id": "a", "encounter": {"version": 1}}]}')
def test_any_bytes_load_or_are_refused(tmp_path: Path, data: bytes) -> None:
    _load_untouched(tmp_path, data)


@FUZZ
@given(seed=st.integers(0, 2**32 - 1), kind=st.sampled_from(KINDS), demo=st.booleans())
def test_damaged_campaigns_load_or_are_refused(tmp_path: Path, seed: int, kind: str, demo: bool) -> None:
    valid = DEMO.read_bytes() if demo else encode_campaign(_campaign())
    damaged = mutate(valid.replace(b'"version": 1,', b'"version": 2,', 1) if kind == "duplicate key" else valid,
                     random.Random(seed), kind)
    _load_untouched(tmp_path, damaged)


def test_damage_is_mostly_refused_with_paths_and_sometimes_still_loads(tmp_path: Path) -> None:
    rng = random.Random(30)
    outcomes = [_load_untouched(tmp_path, mutate(encode_campaign(_campaign()), rng, KINDS[n % len(KINDS)]))
                for n in range(120)]
    refusals = [o for o in outcomes if isinstance(o, CampaignFileError)]
    assert 0 < len(refusals) < len(outcomes)
    assert any(r.where and r.where.startswith("$.encounters[") for r in refusals)
    assert any(r.where and r.where.startswith("line ") for r in refusals)
    assert all(isinstance(o, CampaignData) or o.reason for o in outcomes)


def test_decoding_never_changes_a_valid_campaigns_meaning() -> None:
    campaign = _campaign()
    assert decode_campaign(encode_campaign(campaign), "x") == campaign
    assert msgspec.json.decode(encode_campaign(campaign))["format"] == "gmtracker-campaign"

"""The command line with a campaign file (issue 30 item 7): ``gmtracker FILE.gmtcampaign.json`` and
``--smoke-test`` open it like an encounter (its first encounter not done, the party in it); a bad
campaign file gets the one-line refusal and status 2; the smoke test writes nothing and leaves a
campaign journal of a crash where it is."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import msgspec
import pytest

from gmtracker import app
from gmtracker.app import EXIT_BAD_FILE, main
from gmtracker.encounter.campaign import CAMPAIGN_SUFFIX
from gmtracker.storage.resources import demo_campaign_path


def _tree(folder: Path) -> list[tuple[str, bytes]]:
    return sorted((str(p.relative_to(folder)), p.read_bytes()) for p in folder.rglob("*") if p.is_file())


def test_start_up_names_the_campaign_suffix_as_the_encounter_layer_does() -> None:
    assert app.CAMPAIGN_SUFFIX == CAMPAIGN_SUFFIX


def test_smoke_test_opens_the_demo_campaign_with_the_party_in_its_first_encounter(
        qapp: Any, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    copy = tmp_path / "road.gmtcampaign.json"
    shutil.copy(demo_campaign_path(), copy)
    profile = tmp_path / "profile"
    journal = profile / "state" / "autosave" / "campaign.json"
    journal.parent.mkdir(parents=True)
    journal.write_bytes(b"a crash's journal, waiting for the next real start")
    before = _tree(tmp_path)
    assert main([str(copy), "--smoke-test", "--data-dir", str(profile)]) == 0
    assert capsys.readouterr().out == "ok: 10 combatants\n"  # the party of 3 and the mill's 7
    assert _tree(tmp_path) == before  # nothing written, the journal left alone


def test_a_bad_campaign_file_is_refused_in_one_line_with_status_2(
        qapp: Any, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "broken.gmtcampaign.json"
    data = msgspec.json.decode(demo_campaign_path().read_bytes())
    data["clock"] = -1
    bad.write_bytes(msgspec.json.encode(data))
    assert main([str(bad), "--smoke-test", "--data-dir", str(tmp_path / "profile")]) == EXIT_BAD_FILE
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("gmtracker: error: ") and "clock" in err

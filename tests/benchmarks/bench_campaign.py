"""Campaign files (issue 30's closing note: the time to open a campaign of 20 encounters).

Run ``.venv/bin/python tests/benchmarks/bench_campaign.py``. It builds a campaign of the demo's
party and 20 prepared encounters, each the demo encounter's monsters with the demo's whole roll
log (as a played fight keeps it), and prints, as medians of several runs:

* ``load_campaign`` of that file (read, msgspec decode, every check of the campaign and of each
  prepared encounter, each log record decoded against its kind);
* the baseline measured in the same run: ``load_encounter`` of the same 20 encounters saved as 20
  encounter files (what opening them one by one costs), and ``json.loads`` of the campaign's bytes
  (untyped, no checks).

Ratios below 1 mean the campaign loads faster than the baseline.

And the cost of one campaign step's crash safety: ``write_journal`` of the same campaign (the
whole campaign, written atomically: :mod:`gmtracker.storage.campaign_journal`) against the baseline
``save_campaign`` of it (what Save does) in the same run.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import msgspec  # noqa: E402

from gmtracker.encounter.campaign import CampaignData, PreparedEncounter  # noqa: E402
from gmtracker.encounter.model import EncounterData, Side  # noqa: E402
from gmtracker.storage import load_encounter, save_encounter  # noqa: E402
from gmtracker.storage.campaign_file import load_campaign, save_campaign  # noqa: E402
from gmtracker.storage.campaign_journal import CampaignJournal, write_journal  # noqa: E402
from gmtracker.storage.resources import demo_encounter_path  # noqa: E402
from tests.benchmarks.bench_files import median_seconds  # noqa: E402

PREPARED = 20


def campaign_of(count: int) -> CampaignData:
    """The demo's party and ``count`` prepared encounters (the demo's monsters and its log)."""
    demo = load_encounter(demo_encounter_path())
    party = [c for c in demo.combatants if c.side is Side.PC]
    monsters = [c for c in demo.combatants if c.side is not Side.PC]
    party_ids = {c.id for c in party}
    log = [entry for entry in demo.log if entry.actor not in party_ids and not set(entry.targets) & party_ids]
    encounters = [PreparedEncounter(f"fight-{n}", EncounterData(name=f"Fight {n}", settings=demo.settings,
                                                                combatants=list(monsters), log=list(log)))
                  for n in range(1, count + 1)]
    return CampaignData(name="Bench road", settings=demo.settings, party=party, encounters=encounters)


def main() -> None:
    campaign = campaign_of(PREPARED)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "road.gmtcampaign.json"
        save_campaign(campaign, path)
        data = path.read_bytes()
        singles = []
        for prepared in campaign.encounters:
            single = Path(folder) / f"{prepared.id}.json"
            save_encounter(prepared.encounter, single)
            singles.append(single)
        entries = sum(len(p.encounter.log) for p in campaign.encounters)
        load = median_seconds(lambda: load_campaign(path))
        one_by_one = median_seconds(lambda: [load_encounter(single) for single in singles])
        plain = median_seconds(lambda: json.loads(data))
        journal = Path(folder) / "campaign.json"
        step = median_seconds(lambda: write_journal(journal, CampaignJournal(campaign, path, "fight-1")))
        clocks = iter(range(1, 10**6))  # a new clock each time: Save writes (the same bytes write nothing)
        save = median_seconds(lambda: save_campaign(msgspec.structs.replace(campaign, clock=next(clocks)), path))
        assert msgspec.json.decode(data)["format"] == "gmtracker-campaign"
    print(f"{PREPARED} prepared encounters, {entries} log entries, {len(campaign.party)} party members: "
          f"{len(data) / 1e6:.2f} MB on disk")
    print(f"load_campaign                      {load * 1000:8.1f} ms")
    print(f"load_encounter of the 20 files     {one_by_one * 1000:8.1f} ms")
    print(f"json.loads of the campaign         {plain * 1000:8.1f} ms")
    print(f"ratio load_campaign / 20 encounter files: {load / one_by_one:.2f}")
    print(f"ratio load_campaign / json.loads: {load / plain:.2f}")
    print(f"write_journal (one campaign step)  {step * 1000:8.1f} ms")
    print(f"save_campaign                      {save * 1000:8.1f} ms")
    print(f"ratio write_journal / save_campaign: {step / save:.2f}")


if __name__ == "__main__":
    main()

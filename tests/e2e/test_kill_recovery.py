"""README's promise on the real path: a crash never costs more than the last action.

The installed app runs in a subprocess (``kill_driver.py``: ``gmtracker.app.main``, its
real window and event loop, offscreen), playing a brisk sequence of GM actions — next
turn, damage checks, edits, macros, undo, redo, 0-3 ms apart. It is killed with SIGKILL
at a random moment (seeded: the same number of completed actions each run, wherever the
kill lands inside the next one), then started again on the same profile: the "Restore
unsaved work?" question is answered Yes, and the recovered encounter must be the one
after the last completed action — or after the action in flight, if the kill landed
after its journal write — with its undo history (same undo count and index; undo and
redo work). 24 kills, then a clean quit, which leaves no journal behind.
"""

from __future__ import annotations

import os
import random
import signal
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.app_process import DEADLINE_SECONDS, lines_of, start, wait_for

KILLS = 24
SEED = 20261201


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_every_completed_action_survives_sigkill_with_its_undo_history(tmp_path: Path, record_property: Any) -> None:
    fight = tmp_path / "fight.json"
    from gmtracker.storage.resources import demo_encounter_path

    fight.write_bytes(demo_encounter_path().read_bytes())
    data = tmp_path / "profile"
    app_arguments = ["--data-dir", str(data), str(fight)]
    rng = random.Random(SEED)
    last: tuple[str, str, str] | None = None
    in_flight_pending = False
    figures = {"kills": 0, "actions": 0, "exact": 0, "in flight kept": 0, "lost": 0}
    for cycle in range(KILLS + 1):
        finish = cycle == KILLS
        process, markers = start(tmp_path, cycle, app_arguments, last, finish=finish, seed=SEED + cycle)
        if finish:
            assert process.wait(timeout=DEADLINE_SECONDS) == 0
        else:
            wait_for(process, markers, rng.randint(2, 40), tmp_path, cycle)
            os.kill(process.pid, signal.SIGKILL)
            assert process.wait(timeout=DEADLINE_SECONDS) == -signal.SIGKILL
            figures["kills"] += 1
        lines = lines_of(markers)
        if last is not None:  # what the restart found
            check = next(line.split() for line in lines if line.startswith("check "))
            assert check[1] in ("exact", "inflight"), (cycle, check, last)
            assert "undo ok" in lines, (cycle, lines[:4])
            if check[1] == "inflight":
                assert in_flight_pending, f"cycle {cycle}: an action appeared that never began"
                figures["in flight kept"] += 1
            else:
                figures["exact"] += 1
            last = (check[2], check[3], check[4])
        boxes = [line for line in lines if line.startswith("box ")]
        assert boxes.count("box Restore unsaved work?") == (1 if cycle else 0), (cycle, boxes)
        assert set(boxes) <= {"box Restore unsaved work?", "box Not possible"}, (cycle, boxes)  # a refusal is fine
        done = [line.split() for line in lines if line.startswith("done ")]
        figures["actions"] += len(done)
        if done:
            last = (done[-1][2], done[-1][3], done[-1][4])
        in_flight_pending = bool(lines) and lines[-1].startswith("begin ")
    print(f"\nkill figures: {figures}")
    record_property("kill_figures", figures)
    assert figures["kills"] >= 20 and figures["lost"] == 0
    assert figures["exact"] + figures["in flight kept"] == KILLS
    assert not (data / "state" / "autosave" / "recovery.sqlite3").exists()  # the clean quit cleared it

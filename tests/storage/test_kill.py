"""A save killed at any instant leaves a loadable file: the old or the new, never a mix.

A helper process (save_loop.py) forks savers that write a 1000-combatant encounter to
the same file over and over, alternating two different contents; each saver is killed
with SIGKILL at a random moment, dozens of times. After every kill the file loads and
equals one of the two contents, and so does its .bak.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gmtracker.storage import load_encounter, save_encounter
from tests.large_encounters import large_encounter

HELPER = Path(__file__).with_name("save_loop.py")
KILLS = 60
COMBATANTS = 1000
LOG_ENTRIES = 1000

pytestmark = pytest.mark.skipif(
    os.name != "posix" or not hasattr(signal, "SIGKILL") or not hasattr(os, "fork"),
    reason="SIGKILL and fork are POSIX",
)


def test_a_save_killed_at_any_moment_leaves_old_or_new_and_a_loadable_backup(tmp_path: Path) -> None:
    path = tmp_path / "siege.json"
    contents = [large_encounter(COMBATANTS, LOG_ENTRIES, variant) for variant in (0, 1)]
    assert contents[0] != contents[1]
    started = time.perf_counter()
    save_encounter(contents[1], path)
    save_encounter(contents[0], path)  # now there is a .bak too
    one_save = (time.perf_counter() - started) / 2
    rng = random.Random(20261129)
    helper = subprocess.Popen(
        [sys.executable, str(HELPER), str(path), str(COMBATANTS), str(LOG_ENTRIES)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
    )
    assert helper.stdin is not None and helper.stdout is not None
    seen: set[int] = set()
    mid_write = 0  # kills that caught a save with its temporary file open
    temporaries: set[str] = set()
    try:
        assert helper.stdout.readline().strip() == "ready"
        for _ in range(KILLS):
            helper.stdin.write("go\n")
            pid = int(helper.stdout.readline())
            # Anywhere in the first few saves: encoding, writing, linking the backup, renaming.
            time.sleep(rng.uniform(0, 4 * one_save))
            os.kill(pid, signal.SIGKILL)
            helper.stdin.write(f"reap {pid}\n")
            assert helper.stdout.readline().strip() == f"killed {signal.SIGKILL.value}"
            current = load_encounter(path)
            backup = load_encounter(path.with_name("siege.json.bak"))
            assert current in contents
            assert backup in contents
            seen.add(contents.index(current))
            now = {p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")}
            mid_write += bool(now - temporaries)
            temporaries = now
    finally:
        helper.stdin.close()
        helper.wait(timeout=30)
    # The savers got far enough to write both contents, and some kills landed while a
    # temporary file was being written or renamed: the dangerous moments were hit.
    assert seen == {0, 1}
    assert mid_write >= 1, mid_write
    assert helper.returncode == 0
    print(f"{KILLS} kills, {mid_write} during a write; one save takes {one_save * 1000:.0f} ms")


@pytest.mark.parametrize(
    ("phase", "file_is", "backup_is", "temporaries"),
    [
        ("temp-written", "old", "older", 1),  # the new content, complete, not yet in place
        ("backup-staged", "old", "older", 2),  # plus the link to the old file
        ("backup-done", "old", "old", 1),  # the .bak is a second name of the file
        ("replaced", "new", "old", 0),
    ],
)
def test_a_kill_at_each_step_of_the_atomic_write(
    tmp_path: Path, phase: str, file_is: str, backup_is: str, temporaries: int
) -> None:
    """The same, deterministically: the saver kills itself at each step of the write."""
    path = tmp_path / "fight.json"
    # The helper saves variant 0 ("new"); the test wrote variants 2 then 1 before.
    versions = {"older": large_encounter(20, 10, 2), "old": large_encounter(20, 10, 1),
                "new": large_encounter(20, 10, 0)}
    assert len({v.name for v in versions.values()}) == 3
    save_encounter(versions["older"], path)
    save_encounter(versions["old"], path)
    helper = subprocess.Popen([sys.executable, str(HELPER), str(path), "20", "10"],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    assert helper.stdin is not None and helper.stdout is not None
    try:
        assert helper.stdout.readline().strip() == "ready"
        helper.stdin.write(f"once {phase} 0\n")
        pid = int(helper.stdout.readline())
        helper.stdin.write(f"reap {pid}\n")
        assert helper.stdout.readline().strip() == f"killed {signal.SIGKILL.value}"
    finally:
        helper.stdin.close()
        helper.wait(timeout=30)
    assert load_encounter(path) == versions[file_is]
    assert load_encounter(path.with_name("fight.json.bak")) == versions[backup_is]
    assert len([p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]) == temporaries
    # The next save goes through and leaves exactly the file and its backup beside the
    # leftovers of the killed one.
    save_encounter(versions["old"], path)
    assert load_encounter(path) == versions["old"]
    assert load_encounter(path.with_name("fight.json.bak")) == versions[file_is]

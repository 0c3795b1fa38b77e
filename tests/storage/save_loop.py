"""Helper for test_kill.py (not collected): forks savers that the test kills with SIGKILL.

``python save_loop.py FILE COMBATANTS LOG_ENTRIES`` imports GM Tracker and builds the two
encounters once (variants 0 and 1 of ``tests.large_encounters``), prints ``ready``, then
serves commands read one per line from stdin, so that each of the test's many kills
does not pay for starting Python again:

* ``go`` — fork a child that saves variant 0, variant 1, variant 0… to FILE forever;
  print its pid. The test kills it at a random moment.
* ``once PHASE VARIANT`` — fork a child that saves that variant once and kills itself
  with SIGKILL at PHASE of the atomic write (``temp-written``: the temporary file is
  complete; ``backup-staged``: a link to the current file exists under a temporary
  name; ``replaced``: the new file is in place, the .bak not yet rotated;
  ``backup-done``: the .bak is the previous file, the folder not yet synced); print
  its pid.
* ``reap PID`` — wait for that child; print ``killed SIGNAL`` or ``exited STATUS``.

POSIX only (fork, SIGKILL).
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from gmtracker.storage import atomic, save_encounter  # noqa: E402
from tests.large_encounters import large_encounter  # noqa: E402


def main(path: Path, combatants: int, log_entries: int) -> int:
    contents = [large_encounter(combatants, log_entries, variant) for variant in (0, 1)]
    print("ready", flush=True)
    for line in sys.stdin:
        command = line.split()
        if command == ["go"]:
            pid = os.fork()
            if pid == 0:  # the saver: never returns
                try:
                    turn = 0
                    while True:
                        save_encounter(contents[turn % 2], path)
                        turn += 1
                finally:
                    os._exit(3)
            print(pid, flush=True)
        elif len(command) == 3 and command[0] == "once":
            pid = os.fork()
            if pid == 0:
                try:
                    _die_at(command[1])
                    save_encounter(contents[int(command[2])], path)
                finally:
                    os._exit(3)  # the phase was never reached
            print(pid, flush=True)
        elif len(command) == 2 and command[0] == "reap":
            _, status = os.waitpid(int(command[1]), 0)
            if os.WIFSIGNALED(status):
                print(f"killed {os.WTERMSIG(status)}", flush=True)
            else:
                print(f"exited {os.WEXITSTATUS(status)}", flush=True)
        else:
            print(f"unknown command {line!r}", flush=True)
    return 0


def _die() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def _die_at(phase: str) -> None:
    """Make this process kill itself at ``phase`` of the next atomic write."""
    real_replace = atomic.os.replace
    replaces = [0]

    def replace(source: Any, target: Any) -> None:
        # replace 1 puts the new file in place, replace 2 makes the staged link the .bak
        replaces[0] += 1
        if (phase, replaces[0]) == ("backup-staged", 1):
            _die()
        real_replace(source, target)
        if (phase, replaces[0]) in (("replaced", 1), ("backup-done", 2)):
            _die()

    if phase == "temp-written":
        atomic._stage_backup = lambda target: _die()  # type: ignore[assignment]
    else:
        atomic.os.replace = replace  # type: ignore[assignment]


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])))

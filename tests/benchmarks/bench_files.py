"""Encounter files: load and save times of a large file against the plain json module.

Run ``.venv/bin/python tests/benchmarks/bench_files.py``. It builds 1,000 combatants
with 20,000 log entries and prints, as medians of several runs:

* load: ``load_encounter`` (read, msgspec decode into typed structs, the validation
  pass) against ``json.loads`` of the same bytes (untyped dicts, no checks), with the
  garbage collector running as usual and paused as load_encounter pauses it;
* save: ``save_encounter`` (validation, msgspec encode, two-space indent with one line
  per log entry, atomic write with fsync and the .bak link) against ``json.dumps`` (compact,
  and indented) + a plain write, and the cost of the indentation itself.

Ratios below 1 mean GM Tracker is faster than the baseline.
"""

from __future__ import annotations

import gc
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import msgspec  # noqa: E402

from gmtracker.storage import load_encounter, save_encounter  # noqa: E402
from gmtracker.storage.encounter_file import _ENCODER, encode_encounter  # noqa: E402
from gmtracker.storage.json_files import gc_paused  # noqa: E402
from gmtracker.storage.validation import first_problem  # noqa: E402
from tests.large_encounters import large_encounter  # noqa: E402

RUNS = 7


def median_seconds(action: Callable[[], object], runs: int = RUNS) -> float:
    """The median time of ``action``, each run starting from a collected heap (so one run's
    garbage is never collected in the next one's time)."""
    times = []
    for _ in range(runs):
        gc.collect()
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    encounter = large_encounter(1000, 20_000)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "siege.json"
        save_encounter(encounter, path)
        data = path.read_bytes()
        builtins = json.loads(data)
        plain = Path(folder) / "plain.json"

        def plain_save(indent: int | None) -> None:
            with open(plain, "w", encoding="utf-8") as stream:
                stream.write(json.dumps(builtins, indent=indent, ensure_ascii=False))

        def paused_loads() -> None:
            with gc_paused():
                json.loads(data)

        results = {
            "load_encounter": median_seconds(lambda: load_encounter(path)),
            "json.loads": median_seconds(lambda: json.loads(data)),
            "json.loads, gc paused too": median_seconds(paused_loads),
            "  validation pass": median_seconds(lambda: first_problem(encounter)),
            "save_encounter": median_seconds(lambda: save_encounter(encounter, path)),
            "json.dumps+write": median_seconds(lambda: plain_save(None)),
            "json.dumps(indent=2)+write": median_seconds(lambda: plain_save(2)),
            "  encode_encounter (as saved)": median_seconds(lambda: encode_encounter(encounter)),
            "  msgspec encode (compact)": median_seconds(lambda: _ENCODER.encode(encounter)),
            "  msgspec.json.format indent=2": median_seconds(
                lambda: msgspec.json.format(_ENCODER.encode(encounter), indent=2)),
        }
    print(f"1000 combatants, 20000 log entries: {len(data) / 1e6:.1f} MB on disk")
    for label, seconds in results.items():
        print(f"{label:34} {seconds * 1000:8.1f} ms")
    for baseline in ("json.loads", "json.loads, gc paused too"):
        print(f"load ratio (load_encounter / {baseline}): "
              f"{results['load_encounter'] / results[baseline]:.2f}")
    for baseline in ("json.dumps+write", "json.dumps(indent=2)+write"):
        print(f"save ratio (save_encounter / {baseline}): "
              f"{results['save_encounter'] / results[baseline]:.2f}")
    compact = results["  msgspec encode (compact)"]
    print(f"indentation cost: {results['  encode_encounter (as saved)'] / compact:.1f}x compact encode")


if __name__ == "__main__":
    main()

"""Every benchmark figure in one table: ours, the baseline measured in the same run, the
ratio and the target. Run ``.venv/bin/python tests/benchmarks/run.py`` (a few minutes).

Not a test: it prints, it never fails. Figures: start-up to first paint and peak memory
(``bench_startup``), per-action cost at 10/100/1000 combatants (``bench_scale``), load and
save of the 1000-combatant file (``bench_files``), the dialogs' odds (``bench_odds``), the
step that makes an action durable at the 10th and the 5,000th action, against the old
whole-file autosave and with ``synchronous=NORMAL`` (``bench_autosave``), and a long
session: the 5,000th action against the 10th, memory, undoing 1,000 steps at once, a 20 MB
file's window (``bench_session``).
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

Row = tuple[str, float, float, str, str]


def files() -> list[Row]:
    from bench_files import median_seconds

    from gmtracker.storage import load_encounter, save_encounter
    from tests.large_encounters import large_encounter

    encounter = large_encounter(1000, 20_000)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "siege.json"
        save_encounter(encounter, path)
        data = path.read_bytes()
        builtins = json.loads(data)
        plain = Path(folder) / "plain.json"

        def plain_save() -> None:
            with open(plain, "w", encoding="utf-8") as stream:
                stream.write(json.dumps(builtins, ensure_ascii=False))

        return [
            ("load + validate, 1000 combatants", median_seconds(lambda: load_encounter(path)) * 1000,
             median_seconds(lambda: json.loads(data)) * 1000, "ms", "<= 1.5x"),
            ("save, 1000 combatants", median_seconds(lambda: save_encounter(encounter, path)) * 1000,
             median_seconds(plain_save) * 1000, "ms", "<= 2x"),
        ]


def session() -> list[Row]:
    """bench_session in a process of its own: its memory figures (resident set after 10 and
    after 5,000 actions) mean nothing in a process the other benchmarks have filled already."""
    script = Path(__file__).with_name("bench_session.py")
    out = subprocess.run([sys.executable, str(script), "--json"], capture_output=True, text=True, check=True).stdout
    return [tuple(row) for row in json.loads(out.splitlines()[-1])]  # type: ignore[misc]


def main() -> None:
    import bench_autosave
    import bench_odds
    import bench_scale
    import bench_startup

    rows: list[Row] = []
    for part in (bench_startup.measure, bench_scale.measure, files, bench_odds.measure, bench_autosave.measure,
                 session):
        rows.extend(part())
        print(f"... {part.__module__}.{part.__name__} done", file=sys.stderr, flush=True)
    print(f"{'figure':42} {'ours':>10} {'baseline':>10} {'unit':>6} {'ratio':>7}  target")
    for figure, ours, baseline, unit, target in rows:
        ratio = ours / baseline if baseline else float("nan")
        print(f"{figure:42} {ours:10.3f} {baseline:10.3f} {unit:>6} {ratio:7.2f}  {target}")


if __name__ == "__main__":
    main()

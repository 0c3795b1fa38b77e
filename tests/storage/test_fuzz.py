"""Fuzzing the loader: arbitrary bytes, and valid files truncated, with bytes flipped,
fields removed, types swapped, huge numbers (1e400, 10**30) and 100,000 nested arrays
spliced in. Every input ends in a loaded encounter or an EncounterFileError — never another
exception — and the file on disk keeps its bytes and its modification time.

Then (issue 11) the values of valid files are damaged in bulk — numbers at and past every
range, blank names, duplicates, dangling anchors and turns, impossible durations
(:mod:`tests.storage.fuzz_encounters`): ``GMTRACKER_FUZZ_FILES`` files (10,000 by
default; more on demand), seeded by ``GMTRACKER_FUZZ_SEED``. Every refused file names a
JSON path; every accepted one is valid by the app's own rules and survives a GM's
actions (applied, undone, redone) — the encounter layer on every accepted file, and
``GMTRACKER_FUZZ_WINDOW_FILES`` (300) of them opened and driven in the real window.
"""

from __future__ import annotations

import json
import os
import random
import time
from collections import Counter
from functools import cache
from pathlib import Path
from collections.abc import Callable
from typing import Any, NamedTuple

import msgspec

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from gmtracker.encounter import ActionError, Encounter
from gmtracker.encounter.command import Command
from gmtracker.encounter.validity import encounter_problems
from gmtracker.storage import EncounterFileError, StorageFileError, load_encounter
from gmtracker.storage.encounter_file import decode_encounter, encode_encounter
from gmtracker.storage.paths import UserPaths
from tests.large_encounters import large_encounter
from tests.storage.fuzz_encounters import fuzzed_file, random_command
from tests.strategies import encounters

FUZZ = settings(max_examples=100, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
DEEP = b"[" * 100_000 + b"]" * 100_000


def _load_untouched(folder: Path, data: bytes) -> Encounter | EncounterFileError:
    """Load ``data`` from a file; check nothing on disk changed; return what loading gave."""
    return load_untouched(folder, data, load_encounter, EncounterFileError, "fuzzed.json")


def load_untouched(folder: Path, data: bytes, load: Callable[[Path], Any], refusal: type[StorageFileError],
                   name: str) -> Any:
    """``load`` the file ``name`` holding ``data``: it loads or is refused (``refusal``, one line
    naming the file), never another exception; nothing on disk changes. Returns what it gave.
    (The campaign loader's fuzz test uses it too.)"""
    path = folder / name
    path.write_bytes(data)
    os.utime(path, ns=(1_000_000_000_000_000_000, 1_000_000_000_000_000_000))
    before = sorted(os.listdir(folder))
    try:
        result = load(path)
    except refusal as error:
        assert error.message.startswith(f"{path}: ")
        assert "\n" not in error.message
        result = error
    assert path.read_bytes() == data
    assert path.stat().st_mtime_ns == 1_000_000_000_000_000_000
    assert sorted(os.listdir(folder)) == before
    return result


@FUZZ
@given(data=st.binary(max_size=300))
@example(data=b"")
@example(data=b"\xef\xbb\xbf")
@example(data=DEEP)
@example(data=b"{" * 100_000)
@example(data=b'{"format": "gmtracker-encounter", "version": 1e400}')
@example(data=b'{"format": "gmtracker-encounter", "version": 1000000000000000000000000000000}')
@example(data=b'{"format": "gmtracker-encounter", "version": -1}')
@example(data=b'{"format": "gmtracker-encounter", "version": 2, "name": "\\ud800"}')
def test_any_bytes_load_or_are_refused(tmp_path: Path, data: bytes) -> None:
    _load_untouched(tmp_path, data)


# -- mutations of valid files ---------------------------------------------------------

def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside nested dicts and lists (the root excluded)."""
    found = []
    if isinstance(value, dict):
        children: Any = value.items()
    elif isinstance(value, list):
        children = enumerate(value)
    else:
        return []
    for key, child in children:
        found.append((*prefix, key))
        found.extend(_paths(child, (*prefix, key)))
    return found


def _parent(tree: Any, path: tuple[Any, ...]) -> Any:
    for key in path[:-1]:
        tree = tree[key]
    return tree


# Stand-ins replaced in the JSON text by what json.dumps cannot write.
_RAW = {"@1e400@": b"1e400", "@-1e400@": b"-1e400", "@deep@": DEEP, "@nan@": b"NaN"}
REPLACEMENTS: list[Any] = [
    None, True, False, 0, -1, 10**30, -(10**30), 2**64, 1.5, -0.0, "", "x", "林月", "\u0000",
    [], {}, [1, "a", None], {"a": {"b": []}}, "@1e400@", "@-1e400@", "@deep@", "@nan@",
]


KINDS = ("truncate", "flip", "remove", "swap", "duplicate key")


def mutate(data: bytes, rng: random.Random, kind: str) -> bytes:
    """``data`` (a valid file) damaged in one way, chosen by ``kind`` and ``rng``."""
    if kind == "truncate":
        return data[:rng.randrange(len(data))]
    if kind == "flip":
        flipped = bytearray(data)
        for _ in range(rng.randint(1, 4)):
            flipped[rng.randrange(len(flipped))] ^= rng.randint(1, 255)
        return bytes(flipped)
    tree = json.loads(data)
    if kind == "duplicate key":
        text = json.dumps(tree, ensure_ascii=False)
        return text.replace('"version": 2', '"version": 2, "format": "other", "version": 3', 1).encode()
    path = rng.choice(_paths(tree))
    parent = _parent(tree, path)
    if kind == "remove":
        del parent[path[-1]]
    else:
        parent[path[-1]] = rng.choice(REPLACEMENTS)
    text = json.dumps(tree, ensure_ascii=False).encode()
    for stand_in, raw in _RAW.items():
        text = text.replace(json.dumps(stand_in).encode(), raw)
    return text


@st.composite
def mutated_files(draw: st.DrawFn) -> bytes:
    encounter = draw(encounters(max_log=3))
    return mutate(encode_encounter(encounter), draw(st.randoms(use_true_random=False)),
                  draw(st.sampled_from(KINDS)))


@FUZZ
@given(data=mutated_files())
def test_mutated_valid_files_load_or_are_refused(tmp_path: Path, data: bytes) -> None:
    _load_untouched(tmp_path, data)


def test_mutations_are_mostly_refused_and_sometimes_still_load(tmp_path: Path) -> None:
    """The mutations are not vacuous (a fixed seed, every kind): both outcomes happen, and
    refusals carry JSON paths and line numbers."""
    rng = random.Random(1131)  # a seed whose swaps include the deep nesting (its paths follow the records' shape)
    outcomes: list[Encounter | EncounterFileError] = []
    for number in range(100):
        valid = encode_encounter(large_encounter(4, 3, number % 3))
        outcomes.append(_load_untouched(tmp_path, mutate(valid, rng, KINDS[number % len(KINDS)])))
    refusals = [o for o in outcomes if isinstance(o, EncounterFileError)]
    assert 0 < len(refusals) < len(outcomes)
    assert any(r.where and r.where.startswith("$.") for r in refusals)
    assert any(r.where and r.where.startswith("line ") for r in refusals)
    assert any("nested too deeply" in r.message for r in refusals)


@settings(FUZZ, max_examples=40)
@given(encounter=encounters(max_log=2), choice=st.integers(0, 10**6))
def test_huge_nesting_in_place_of_any_value_is_refused(
    tmp_path: Path, encounter: Encounter, choice: int
) -> None:
    tree = json.loads(encode_encounter(encounter))
    paths = _paths(tree)
    path = paths[choice % len(paths)]
    _parent(tree, path)[path[-1]] = "@deep@"
    data = json.dumps(tree, ensure_ascii=False).encode().replace(b'"@deep@"', DEEP)
    result = _load_untouched(tmp_path, data)
    assert isinstance(result, EncounterFileError)


# -- issue 11: damaged values, in bulk ------------------------------------------------

FUZZ_FILES = int(os.environ.get("GMTRACKER_FUZZ_FILES", "10000"))
FUZZ_SEED = int(os.environ.get("GMTRACKER_FUZZ_SEED", "11"))
WINDOW_FILES = int(os.environ.get("GMTRACKER_FUZZ_WINDOW_FILES", "300"))
ACTIONS_PER_FILE = 6


class Fuzzed(NamedTuple):
    number: int
    kinds: tuple[str, ...]
    data: bytes


class Outcomes(NamedTuple):
    accepted: list[Fuzzed]
    refused: Counter[str]  # by the first segment of the JSON path
    seconds: float


@cache
def fuzz_outcomes() -> Outcomes:
    """Generate and load every fuzzed file once (the tests below share the result)."""
    rng = random.Random(FUZZ_SEED)
    accepted: list[Fuzzed] = []
    refused: Counter[str] = Counter()
    start = time.perf_counter()
    for number in range(FUZZ_FILES):
        data, kinds = fuzzed_file(rng)
        where = f"file {number} of seed {FUZZ_SEED} ({', '.join(kinds)})"
        try:
            decode_encounter(data, "fuzzed.json")
        except EncounterFileError as error:
            assert error.where is not None and error.where.startswith("$"), (where, error.message)
            assert error.message.startswith("fuzzed.json: $") and "\n" not in error.message, (where, error.message)
            refused[error.where.split("[")[0].split(".")[1] if "." in error.where else "$"] += 1
        else:
            accepted.append(Fuzzed(number, kinds, data))
    return Outcomes(accepted, refused, time.perf_counter() - start)


def test_fuzzed_values_are_refused_with_a_json_path_or_load_valid() -> None:
    """Defects 6 and 7: a file loads only if the app could have made it; a refusal says where."""
    outcomes = fuzz_outcomes()
    refused = sum(outcomes.refused.values())
    print(f"\nloader fuzz: {FUZZ_FILES} files (seed {FUZZ_SEED}): {len(outcomes.accepted)} accepted, "
          f"{refused} refused {dict(outcomes.refused.most_common())}, {outcomes.seconds:.1f} s")
    assert len(outcomes.accepted) + refused == FUZZ_FILES
    assert FUZZ_FILES < 100 or 0.1 < len(outcomes.accepted) / FUZZ_FILES < 0.9
    for fuzzed in outcomes.accepted:
        encounter = decode_encounter(fuzzed.data, "fuzzed.json")
        assert list(encounter_problems(encounter)) == [], fuzzed.kinds


def _drive(encounter: Encounter, rng: random.Random, run: Any, where: str) -> list[Command]:
    """Apply ACTIONS_PER_FILE random commands through ``run``; refusals are fine, any other
    exception fails; after each step the encounter is still one the loader accepts."""
    done: list[Command] = []
    for _ in range(ACTIONS_PER_FILE):
        try:
            command = random_command(encounter, rng)
            run(command)
        except ActionError:
            continue
        done.append(command)
        problems = [str(p) for p in encounter_problems(encounter)]
        assert problems == [], (where, type(command).__name__, problems)
    return done


def test_every_accepted_file_survives_a_gms_actions_undone_and_redone() -> None:
    """The encounter layer on every accepted file: actions, then undo all, redo all."""
    outcomes = fuzz_outcomes()
    steps = 0
    for fuzzed in outcomes.accepted:
        where = f"file {fuzzed.number} of seed {FUZZ_SEED} ({', '.join(fuzzed.kinds)})"
        encounter = decode_encounter(fuzzed.data, "fuzzed.json")
        start = msgspec.json.encode(encounter)
        done = _drive(encounter, random.Random(fuzzed.number), lambda c, e=encounter: c.apply(e), where)
        steps += len(done)
        end = msgspec.json.encode(encounter)
        for command in reversed(done):
            command.revert(encounter)
        assert msgspec.json.encode(encounter) == start, where
        for command in done:
            command.apply(encounter)
        assert msgspec.json.encode(encounter) == end, where
    assert steps > len(outcomes.accepted)  # the actions are not all refused


def test_accepted_files_open_in_the_window_and_survive_a_gms_actions(qtbot: Any, tmp_path: Path) -> None:
    """A sample of the accepted files, opened in the real window (File > Open's path) and
    driven through its document: every combatant shown in the editor, actions, undo and
    redo; nothing raises (an exception in a Qt slot fails the test too)."""
    from gmtracker.ui.shell.context import AppContext
    from gmtracker.ui.shell.main_window import MainWindow

    accepted = fuzz_outcomes().accepted
    sample = random.Random(FUZZ_SEED).sample(accepted, min(WINDOW_FILES, len(accepted)))
    window = MainWindow(AppContext(paths=UserPaths.under(tmp_path / "profile")), Encounter(name="start"), None)
    window.persist_layout = False
    window.show()
    qtbot.waitExposed(window)
    document = window.document
    path = tmp_path / "fuzzed.json"
    try:
        for fuzzed in sample:
            where = f"file {fuzzed.number} of seed {FUZZ_SEED} ({', '.join(fuzzed.kinds)})"
            path.write_bytes(fuzzed.data)
            assert window.open_path(path), where
            for combatant_id in window.encounter.ids():
                window.select(combatant_id)
            rng = random.Random(fuzzed.number)
            done = _drive(window.encounter, rng, document.run, where)
            if window.encounter.ids():
                window.select(rng.choice(window.encounter.ids()))
            for _ in range(len(done)):
                document.undo_stack.undo()
            for _ in range(len(done)):
                document.undo_stack.redo()
            assert document.undo_stack.index() == len(done), where
            window.repaint()
            document.undo_stack.setClean()
    finally:
        document.undo_stack.setClean()
        window.close()
        window.deleteLater()

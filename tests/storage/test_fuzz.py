"""Fuzzing the loader: arbitrary bytes, and valid files truncated, with bytes flipped,
fields removed, types swapped, huge numbers (1e400, 10**30) and 100,000 nested arrays
spliced in. Every input ends in a loaded encounter or an EncounterFileError — never another
exception — and the file on disk keeps its bytes and its modification time."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from gmtracker.encounter import Encounter
from gmtracker.storage import EncounterFileError, load_encounter
from gmtracker.storage.encounter_file import encode_encounter
from tests.large_encounters import large_encounter
from tests.strategies import encounters

FUZZ = settings(max_examples=100, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
DEEP = b"[" * 100_000 + b"]" * 100_000


def _load_untouched(folder: Path, data: bytes) -> Encounter | EncounterFileError:
    """Load ``data`` from a file; check nothing on disk changed; return what loading gave."""
    path = folder / "fuzzed.json"
    path.write_bytes(data)
    os.utime(path, ns=(1_000_000_000_000_000_000, 1_000_000_000_000_000_000))
    before = sorted(os.listdir(folder))
    try:
        result: Encounter | EncounterFileError = load_encounter(path)
    except EncounterFileError as error:
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
@example(data=b'{"format": "gmtracker-encounter", "version": 1, "name": "\\ud800"}')
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
        return text.replace('"version": 1', '"version": 1, "format": "other", "version": 2', 1).encode()
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
    rng = random.Random(1129)
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

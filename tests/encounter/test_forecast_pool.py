"""Issue 31 items 1 and 5: the forecast's fights over worker processes — the same numbers as one
process, whatever the split; a cancelled forecast stops taking batches."""

from __future__ import annotations

import time

import msgspec

from gmtracker.encounter import forecast_pool
from gmtracker.encounter.forecast import forecast, summarize
from gmtracker.encounter.forecast_pool import ForecastPool, batches, play_batch
from tests.forecast_encounters import eight_combatants


def test_the_pool_gives_the_numbers_one_process_gives() -> None:
    encounter = eight_combatants()
    outcomes = forecast_pool.run(encounter, 240, 9, "random", processes=2)
    assert len(outcomes) == 240
    pooled = summarize(encounter, outcomes, 9, "random")
    assert msgspec.json.encode(pooled) == msgspec.json.encode(forecast(encounter, 240, 9, "random"))


def test_batches_cover_every_seed_once_small_ones_first() -> None:
    cut = batches(list(range(1000)))
    assert [s for batch in cut for s in batch] == list(range(1000))
    assert len(cut[0]) == forecast_pool.FIRST_BATCH < len(cut[-1]) <= forecast_pool.BATCH


def test_a_batch_is_the_fights_of_its_seeds() -> None:
    encounter = eight_combatants()
    payload = forecast_pool.encounter_bytes(encounter)
    decoded = msgspec.msgpack.decode(play_batch(payload, "weakest", 50, [1, 2, 3]))
    again = msgspec.msgpack.decode(play_batch(payload, "weakest", 50, [3]))
    assert decoded[2] == again[0] and len(decoded) == 3


def test_cancel_drops_the_batches_not_begun() -> None:
    pool = ForecastPool(1)
    try:
        job = pool.start(eight_combatants(), 5000, 1, "weakest")
        deadline = time.monotonic() + 60
        while not job.poll() and time.monotonic() < deadline:
            time.sleep(0.01)
        assert job.outcomes and not job.done
        job.cancel()
        assert job.done and job.cancelled
        time.sleep(0.3)
        job.poll()
        assert len(job.outcomes) < 5000
    finally:
        pool.shutdown()

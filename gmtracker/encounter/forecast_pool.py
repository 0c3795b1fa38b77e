"""The forecast's fights spread over worker processes (issue 31 items 1 and 5): every core plays its
share, the window (or the command line) gathers the outcomes as batches finish.

:class:`ForecastPool` keeps its workers for the session (a process costs a start and an import; the
second forecast starts at once). A :class:`ForecastJob` is one forecast: its fights cut into batches,
each batch played by a worker (:func:`play_batch`) with the fights' own seeds
(:func:`.forecast.fight_seeds`), so the numbers are the same however the batches fall across the
processes and in whatever order they finish. :meth:`ForecastJob.poll` never waits; :meth:`ForecastJob.cancel`
drops the batches not begun. Workers are started with ``spawn`` (a fresh interpreter: forking a
process whose Qt threads run is unsafe), which the frozen program supports through
``multiprocessing.freeze_support()`` in its launcher.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures.process import ProcessPoolExecutor  # by its module: the frozen program bundles it
from typing import Any

import msgspec

from .forecast import MAX_ROUNDS, FightOutcome, Policy, Simulator, fight_seeds
from .model import EncounterData

# The first batches are small (the window shows numbers at once), the later ones larger (less overhead).
FIRST_BATCH = 25
BATCH = 100

_encoder = msgspec.msgpack.Encoder()
_outcomes = msgspec.msgpack.Decoder(list[FightOutcome])
_simulators: dict[tuple[bytes, str, int], Simulator] = {}


def encounter_bytes(encounter: EncounterData) -> bytes:
    """The encounter as the workers get it (its log left out: a fight does not read it)."""
    return _encoder.encode(msgspec.structs.replace(encounter, log=[]))


def play_batch(payload: bytes, policy: Policy, max_rounds: int, seeds: list[int]) -> bytes:
    """A worker's batch: one fight per seed from the encounter ``payload``; the outcomes, encoded.
    The encounter and its fast path's kept checks stay in the worker for the next batch."""
    key = (payload, policy, max_rounds)
    simulator = _simulators.get(key)
    if simulator is None:
        _simulators.clear()
        encounter = msgspec.msgpack.decode(payload, type=EncounterData)
        simulator = _simulators[key] = Simulator(encounter, policy, max_rounds=max_rounds)
    return _encoder.encode([simulator.fight(random.Random(seed)) for seed in seeds])


def batches(seeds: list[int]) -> list[list[int]]:
    """``seeds`` cut into batches: a few small ones first, then :data:`BATCH` each."""
    cut: list[list[int]] = []
    at = 0
    while at < len(seeds):
        size = FIRST_BATCH if len(cut) < 2 * workers() else BATCH
        cut.append(seeds[at:at + size])
        at += size
    return cut


def workers() -> int:
    """Worker processes: one per core (the issue's machine has 2)."""
    return max(1, os.cpu_count() or 2)


class ForecastJob:
    """One forecast's fights in flight: :meth:`poll` for the outcomes finished since, :meth:`cancel`."""

    def __init__(self, futures: list[Future[bytes]], fights: int) -> None:
        self._futures = futures
        self._pending = list(futures)
        self.fights = fights
        self.outcomes: list[FightOutcome] = []
        self.cancelled = False
        self.error: BaseException | None = None

    def poll(self) -> list[FightOutcome]:
        """The outcomes of the batches finished since the last poll (added to :attr:`outcomes`)."""
        new: list[FightOutcome] = []
        still: list[Future[bytes]] = []
        for future in self._pending:
            if not future.done():
                still.append(future)
            elif future.cancelled():
                continue
            elif future.exception() is not None:
                self.error = self.error or future.exception()
            else:
                new += _outcomes.decode(future.result())
        self._pending = still
        self.outcomes += new
        return new

    @property
    def done(self) -> bool:
        return not self._pending

    def cancel(self) -> None:
        """Drop every batch not begun (those running finish in their worker and are ignored)."""
        self.cancelled = True
        for future in self._pending:
            future.cancel()
        self._pending = []


class ForecastPool:
    """Worker processes kept for the session (started with the first forecast)."""

    def __init__(self, processes: int | None = None) -> None:
        self.processes = processes or workers()
        self._executor: ProcessPoolExecutor | None = None

    def _pool(self) -> ProcessPoolExecutor:
        if self._executor is None:
            import multiprocessing

            self._executor = ProcessPoolExecutor(max_workers=self.processes,
                                                 mp_context=multiprocessing.get_context("spawn"))
        return self._executor

    def start(self, encounter: EncounterData, fights: int, seed: int, policy: Policy,
              max_rounds: int = MAX_ROUNDS) -> ForecastJob:
        payload = encounter_bytes(encounter)
        pool = self._pool()
        futures = [pool.submit(play_batch, payload, policy, max_rounds, batch)
                   for batch in batches(fight_seeds(seed, fights))]
        return ForecastJob(futures, fights)

    def warm(self) -> None:
        """Start the workers now (each imports the rules), so the first forecast does not wait for them."""
        pool = self._pool()
        for _ in range(self.processes):
            pool.submit(int)

    def shutdown(self) -> None:
        """Stop the workers now: batches waiting are dropped and those running are not waited for
        (the app quits at once, not after a slow batch)."""
        if self._executor is not None:
            running = list((getattr(self._executor, "_processes", None) or {}).values())
            self._executor.shutdown(wait=False, cancel_futures=True)
            for process in running:
                process.terminate()
            self._executor = None


def run(encounter: EncounterData, fights: int, seed: int, policy: Policy,
        progress: Callable[[int], Any] | None = None, processes: int | None = None) -> list[FightOutcome]:
    """Every fight of a forecast over a pool of its own, waiting for them (the command line)."""
    import time

    pool = ForecastPool(processes)
    try:
        job = pool.start(encounter, fights, seed, policy)
        while not job.done:
            time.sleep(0.01)
            if job.poll() and progress is not None:
                progress(len(job.outcomes))
        job.poll()
        if job.error is not None:
            raise job.error
        return job.outcomes
    finally:
        pool.shutdown()

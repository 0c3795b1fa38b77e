"""Which HTTP server carries the player view to the phones: the standard library's threads
(``socketserver.ThreadingTCPServer`` with the app's own head reader since issue 27, what
:class:`gmtracker.net.player_server.PlayerServer` is built on; ``ThreadingHTTPServer`` before)
against aiohttp, on the three figures issue 15 asks for:

1. install size: what ``pip install aiohttp`` adds (into a temporary ``--target`` folder,
   so the project's venv stays as it is); the standard library adds nothing;
2. import cost: ``python -X importtime`` of the server module on top of what the app has
   already imported (the UI imports it only when sharing starts, on the GM's click), and
   the time from creating the server to the first response;
3. 30 concurrent Server-Sent Events clients: the time from ``publish`` to all 30 having
   the new payload, over many publishes (the issue's target: within 0.5 s).

Usage: ``.venv/bin/python tests/benchmarks/bench_player_server.py [--aiohttp-dir DIR]``.
Without ``--aiohttp-dir`` it runs ``pip install --target`` into a temporary folder
(needs PyPI); if that fails, only the standard library's figures are printed.
Ratios are aiohttp / standard library, measured in the same run.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import selectors
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any, Protocol

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from gmtracker.net.player_server import PlayerServer, sse_event  # noqa: E402

CLIENTS = 30
PUBLISHES = 40
TARGET = 0.5


class Server(Protocol):
    url: str

    def start(self) -> None: ...
    def publish(self, payload: bytes) -> None: ...
    def stop(self) -> None: ...


class StdlibServer:
    """The product: PlayerServer (socketserver.ThreadingTCPServer, a thread per connection)."""

    def __init__(self) -> None:
        self.server = PlayerServer("127.0.0.1", 0)

    def start(self) -> None:
        self.server.start()
        self.url = self.server.url

    def publish(self, payload: bytes) -> None:
        self.server.publish(payload)

    def stop(self) -> None:
        self.server.stop()


class AiohttpServer:
    """The same routes that matter here (the page's state and the event stream) on aiohttp,
    its event loop in one background thread; publish hands over with call_soon_threadsafe."""

    def __init__(self) -> None:
        self.token = "bench-token"
        self.payload = b"null"
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)

    def start(self) -> None:
        from aiohttp import web  # imported when sharing starts, as the product would

        self.changed = asyncio.Event()  # replaced at each publish; the old one is set

        async def state(request: Any) -> Any:
            return web.Response(body=self.payload, content_type="application/json")

        async def events(request: Any) -> Any:
            response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
            await response.prepare(request)
            await response.write(b"retry: 1000\n\n" + sse_event(self.payload))
            while True:
                changed = self.changed
                try:
                    await asyncio.wait_for(changed.wait(), 15)
                except asyncio.TimeoutError:
                    await response.write(b": ping\n\n")
                    continue
                await response.write(sse_event(self.payload))

        async def setup() -> int:
            app = web.Application()
            app.router.add_get(f"/{self.token}/state.json", state)
            app.router.add_get(f"/{self.token}/events", events)
            # open streams never end by themselves: give the graceful shutdown a short wait
            self.runner = web.AppRunner(app, shutdown_timeout=1.0)
            await self.runner.setup()
            site = web.TCPSite(self.runner, "127.0.0.1", 0)
            await site.start()
            return int(site._server.sockets[0].getsockname()[1])  # type: ignore[union-attr]

        self.thread.start()
        port = asyncio.run_coroutine_threadsafe(setup(), self.loop).result()
        self.url = f"http://127.0.0.1:{port}/{self.token}/"

    def publish(self, payload: bytes) -> None:
        def swap() -> None:
            self.payload = payload
            old, self.changed = self.changed, asyncio.Event()
            old.set()
        self.loop.call_soon_threadsafe(swap)

    def stop(self) -> None:
        async def shutdown() -> None:
            await self.runner.cleanup()
            # open streams are handler tasks waiting for the next publish: end them
            others = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for task in others:
                task.cancel()
            await asyncio.gather(*others, return_exceptions=True)

        asyncio.run_coroutine_threadsafe(shutdown(), self.loop).result(30)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)


def payload(number: int) -> bytes:
    rows = [{"name": f"Goblin {i}", "side": "enemy", "current": i == number % 12,
             "health": "lightly wounded", "out": False} for i in range(12)]
    return json.dumps({"v": 1, "lang": "en", "title": "Bench", "heading": f"Round {number}",
                       "rows": rows, "roll_label": "Latest roll", "roll": None,
                       "labels": {}}, separators=(",", ":")).encode()


def stream_latencies(server: Server) -> list[float]:
    """Seconds from each publish to the moment the last of 30 streams has it."""
    host, port = server.url.split("/")[2].split(":")
    path = "/" + server.url.split("/", 3)[3]
    selector = selectors.DefaultSelector()
    buffers: dict[socket.socket, bytes] = {}
    for _ in range(CLIENTS):
        sock = socket.create_connection((host, int(port)))
        sock.sendall(f"GET {path}events HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
        sock.setblocking(False)
        selector.register(sock, selectors.EVENT_READ)
        buffers[sock] = b""
    latest: dict[socket.socket, bytes] = {}
    arrivals: dict[socket.socket, float] = {}

    def pump(until: bytes, timeout: float) -> None:
        """Read every stream until each has ``until`` as its latest payload."""
        deadline = time.perf_counter() + timeout
        marker = b"data: " + until + b"\n\n"
        while any(latest.get(s) != until for s in buffers) and time.perf_counter() < deadline:
            for key, _ in selector.select(0.05):
                sock = key.fileobj
                assert isinstance(sock, socket.socket)
                chunk = sock.recv(65536)
                if not chunk:
                    raise RuntimeError("a stream ended")
                buffers[sock] += chunk
                if buffers[sock].endswith(marker) or marker in buffers[sock]:
                    latest[sock] = until
                    arrivals[sock] = time.perf_counter()
                    buffers[sock] = buffers[sock][-len(marker):]

    first = payload(0)
    server.publish(first)
    pump(first, 10)
    results = []
    for number in range(1, PUBLISHES + 1):
        fresh = payload(number)
        arrivals.clear()
        started = time.perf_counter()
        server.publish(fresh)
        pump(fresh, 10)
        if len(arrivals) != CLIENTS:
            raise RuntimeError(f"only {len(arrivals)} of {CLIENTS} streams received publish {number}")
        results.append(max(arrivals.values()) - started)
        time.sleep(0.02)
    for sock in buffers:
        selector.unregister(sock)
        sock.close()
    return results


def start_to_first_page(factory: type[StdlibServer] | type[AiohttpServer]) -> tuple[float, Server]:
    started = time.perf_counter()
    server = factory()
    server.start()
    with urllib.request.urlopen(server.url + "state.json", timeout=10) as response:
        response.read()
    return time.perf_counter() - started, server


#: What the app has imported before the GM clicks Share (the open encounter, storage):
#: the import cost that matters is what the server adds to it.
PRELOAD = "import gmtracker.storage, gmtracker.encounter"


def _importtime_total(code: str, environment: dict[str, str]) -> tuple[int, int]:
    """(sum of every module's own import time in microseconds, modules) for ``code``."""
    done = subprocess.run([sys.executable, "-X", "importtime", "-c", code],
                          capture_output=True, text=True, env=environment, check=True)
    lines = [line for line in done.stderr.splitlines()
             if line.startswith("import time:") and "self [us]" not in line]
    return sum(int(line.split("|")[0].split(":")[1]) for line in lines), len(lines)


def import_cost(module: str, extra_path: str | None) -> tuple[float, int]:
    """(median import time in ms, modules imported) that ``import module`` adds to an
    interpreter that has the app's PRELOAD (bytecode cached: the first run is discarded)."""
    environment = dict(os.environ)
    environment["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), extra_path]))
    times = []
    count = 0
    for run in range(8):
        total, modules = _importtime_total(f"{PRELOAD}; import {module}", environment)
        base, base_modules = _importtime_total(PRELOAD, environment)
        if run:
            times.append((total - base) / 1000)
            count = modules - base_modules
    return statistics.median(times), count


def folder_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


def install_aiohttp(target: Path) -> bool:
    done = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                           "--target", str(target), "aiohttp"], capture_output=True, text=True)
    if done.returncode != 0:
        print("pip install aiohttp failed; only the standard library is measured:\n" + done.stderr[-500:])
    return done.returncode == 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--aiohttp-dir", type=Path, help="aiohttp installed with pip --target here")
    arguments = parser.parse_args()

    scratch = tempfile.TemporaryDirectory(prefix="bench-aiohttp-")
    aiohttp_dir = arguments.aiohttp_dir or Path(scratch.name)
    have_aiohttp = (aiohttp_dir / "aiohttp").is_dir() or install_aiohttp(aiohttp_dir)
    if have_aiohttp:
        sys.path.insert(0, str(aiohttp_dir))

    rows: list[tuple[str, str, str, str]] = []

    def row(figure: str, ours: float, theirs: float | None, unit: str) -> None:
        ratio = f"{theirs / ours:.1f}x" if theirs is not None and ours else "-"
        digits = 0 if unit == "" else 1
        other = f"{theirs:.{digits}f} {unit}" if theirs is not None else "n/a"
        rows.append((figure, f"{ours:.{digits}f} {unit}", other, ratio))

    stdlib_size = sum((Path(__import__(m).__file__ or "").stat().st_size)
                      for m in ("http.server", "socketserver"))
    row("install size added", 0.0, folder_size(aiohttp_dir) / 1e6 if have_aiohttp else None, "MB")
    print(f"(the standard library's http/server.py + socketserver.py: {stdlib_size / 1e3:.0f} kB, "
          "already in every Python)")

    ours_ms, ours_modules = import_cost("gmtracker.net.player_server", None)
    if have_aiohttp:
        theirs_ms, theirs_modules = import_cost("aiohttp.web", str(aiohttp_dir))
        row("import, -X importtime", ours_ms, theirs_ms, "ms")
        row("modules imported", ours_modules, theirs_modules, "")
    else:
        row("import, -X importtime", ours_ms, None, "ms")

    ours_start, ours_server = start_to_first_page(StdlibServer)
    ours_latency = stream_latencies(ours_server)
    ours_server.stop()
    theirs_latency: list[float] | None = None
    if have_aiohttp:
        import aiohttp.web  # noqa: F401 - its import is the figure above, not this one
        theirs_start, theirs_server = start_to_first_page(AiohttpServer)
        theirs_latency = stream_latencies(theirs_server)
        theirs_server.stop()
        row("start to first response", ours_start * 1000, theirs_start * 1000, "ms")
    for name, pick in (("median", statistics.median), ("max", max)):
        row(f"publish -> all {CLIENTS} streams, {name}", pick(ours_latency) * 1000,
            pick(theirs_latency) * 1000 if theirs_latency else None, "ms")

    print(f"\n{'figure':38} {'stdlib (ours)':>16} {'aiohttp':>16} {'ratio':>7}")
    for figure, ours, theirs, ratio in rows:
        print(f"{figure:38} {ours:>16} {theirs:>16} {ratio:>7}")
    worst = max(ours_latency)
    print(f"\nTarget: every publish reaches all {CLIENTS} streams within {TARGET} s: "
          f"{'met' if worst < TARGET else 'MISSED'} (worst of {PUBLISHES}: {worst * 1000:.1f} ms)")
    scratch.cleanup()


if __name__ == "__main__":
    main()

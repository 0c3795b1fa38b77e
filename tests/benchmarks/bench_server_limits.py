"""The player-view server under a stranger on the Wi-Fi (issue 27 items 4, 5 and 7), measured
from outside on the real app: ``python -m gmtracker --serve-player-view 127.0.0.1:0`` in a
subprocess (offscreen, a temporary profile), over real sockets on 127.0.0.1. On loopback a
client bound to 127.0.0.2, 127.0.0.3… is another "device" (another peer address).

1. trickle: 100 token-less connections from one other address send one byte a second; a
   phone with the token (from 127.0.0.1) opens the page: answered (yes/no) and how soon.
2. header flood: 64 connections, each from its own address (so the per-address cap does not
   help), each sending a request line and 99 header lines of 65 kB; the app's RSS
   (``/proc/PID/status`` VmRSS) before, at the peak (sampled every 20 ms) and after.
3. keep-alive: the median time of a request on a connection that already carried one (the
   issue measured ~44 ms with headers and body in two writes: delayed ACK).
4. backlog: the listening socket's backlog as ``ss -ltn`` shows it (Send-Q), and 60
   simultaneous connects: how many took over 0.5 s.

Usage: ``.venv/bin/python tests/benchmarks/bench_server_limits.py``. Linux (``/proc``).
The helpers are imported by tests/net/test_server_limits.py.
"""

from __future__ import annotations

import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit

REPO = Path(__file__).resolve().parents[2]


def start_app(data_dir: Path) -> tuple[subprocess.Popen[str], str]:
    """The real app serving the player view on 127.0.0.1 (any free port), and its address."""
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    app = subprocess.Popen([sys.executable, "-m", "gmtracker", "--data-dir", str(data_dir),
                            "--serve-player-view", "127.0.0.1:0"], cwd=REPO, env=environment,
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert app.stdout is not None
    line = app.stdout.readline().strip()
    if not line.startswith("player view: "):
        app.kill()
        raise RuntimeError(f"the app did not serve: {line!r}")
    return app, line.removeprefix("player view: ")


def rss_mb(pid: int) -> float:
    """The process's resident set size now (MB)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def address(url: str) -> tuple[str, int]:
    parts = urlsplit(url)
    assert parts.hostname and parts.port
    return parts.hostname, parts.port


def connect_from(source: str, url: str, timeout: float = 10.0) -> socket.socket:
    """A connection to ``url``'s server from the loopback address ``source`` (another "device")."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.settimeout(timeout)
    sock.bind((source, 0))
    sock.connect(address(url))
    return sock


def fetch_page(url: str, timeout: float = 10.0) -> tuple[bytes, float]:
    """(status line, seconds) of a phone opening ``url`` on a fresh connection from 127.0.0.1."""
    started = time.perf_counter()
    with socket.create_connection(address(url), timeout=timeout) as sock:
        host, port = address(url)
        sock.sendall(f"GET {urlsplit(url).path} HTTP/1.1\r\nHost: {host}:{port}\r\n"
                     "Connection: close\r\n\r\n".encode())
        received = b""
        while chunk := sock.recv(65536):
            received += chunk
    return received.partition(b"\r\n")[0], time.perf_counter() - started


@contextmanager
def trickle(url: str, clients: int = 100, source: str = "127.0.0.2", interval: float = 1.0
            ) -> Iterator[dict[str, int]]:
    """``clients`` token-less connections from ``source`` sending one byte per ``interval``
    (a request that never ends); those the server closes are opened again, as an attacker
    would. Yields counters: ``opened`` and ``closed_by_server``."""
    counts = {"opened": 0, "closed_by_server": 0}
    stop = threading.Event()
    request = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"a" * 100_000

    def run() -> None:
        socks: list[tuple[socket.socket, int]] = []
        while not stop.is_set():
            while len(socks) < clients and not stop.is_set():
                try:
                    sock = connect_from(source, url, timeout=2.0)
                except OSError:
                    break
                counts["opened"] += 1
                socks.append((sock, 0))
            kept = []
            for sock, sent in socks:
                try:
                    sock.send(request[sent:sent + 1])
                    kept.append((sock, sent + 1))
                except OSError:
                    counts["closed_by_server"] += 1
                    sock.close()
            socks = kept
            stop.wait(interval)
        for sock, _ in socks:
            sock.close()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    try:
        time.sleep(interval * 1.5)  # every slot the trickle can take is taken
        yield counts
    finally:
        stop.set()
        thread.join(10)


def flood(url: str, connections: int = 64, lines: int = 99, line_size: int = 65_000) -> dict[str, int]:
    """``connections`` connections, each from its own loopback address, each sending a request
    line and ``lines`` header lines of ``line_size`` bytes (no token), all at once. Counts
    how many the server cut short (reset, closed or answered before the flood was sent)."""
    header = b"X-Flood: " + b"a" * (line_size - 11) + b"\r\n"
    results = {"cut_short": 0, "sent_all": 0, "answered_431": 0}
    lock = threading.Lock()

    def one(index: int) -> None:
        outcome = "sent_all"
        try:
            sock = connect_from(f"127.0.{1 + index // 250}.{2 + index % 250}", url, timeout=20.0)
        except OSError:
            outcome = "cut_short"
        else:
            try:
                sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
                for _ in range(lines):
                    sock.sendall(header)
            except OSError:
                outcome = "cut_short"
            try:
                answer = sock.recv(64)
                if answer.startswith(b"HTTP/1.1 431"):
                    with lock:
                        results["answered_431"] += 1
            except OSError:
                pass
            sock.close()
        with lock:
            results[outcome] += 1

    threads = [threading.Thread(target=one, args=(i,)) for i in range(connections)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    return results


def keep_alive_times(url: str, requests: int = 200) -> list[float]:
    """Seconds of each request after the first on one kept-alive connection (state.json)."""
    host, port = address(url)
    request = (f"GET {urlsplit(url).path}state.json HTTP/1.1\r\nHost: {host}:{port}\r\n\r\n").encode()
    times = []
    with socket.create_connection((host, port), timeout=10) as sock:
        reader = sock.makefile("rb")
        for number in range(requests + 1):
            started = time.perf_counter()
            sock.sendall(request)
            length = 0
            while (line := reader.readline()) not in (b"\r\n", b""):
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":")[1])
            reader.read(length)
            if number:
                times.append(time.perf_counter() - started)
    return times


def listen_backlog(port: int) -> int | None:
    """The listening socket's backlog as ``ss -ltn`` reports it (Send-Q), None without ss."""
    try:
        shown = subprocess.run(["ss", "-ltnH", f"sport = :{port}"], capture_output=True, text=True,
                               check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    for line in shown.splitlines():
        fields = line.split()
        if len(fields) >= 4 and fields[0] == "LISTEN":
            return int(fields[2])
    return None


def simultaneous_connects(url: str, count: int = 60) -> list[float]:
    """Seconds each of ``count`` connects started at once took (a full backlog: SYN retried ~1 s)."""
    times: list[float] = []
    lock = threading.Lock()
    go = threading.Event()
    opened: list[socket.socket] = []

    def one() -> None:
        go.wait()
        started = time.perf_counter()
        try:
            sock = socket.create_connection(address(url), timeout=10)
        except OSError:
            return
        with lock:
            times.append(time.perf_counter() - started)
            opened.append(sock)

    threads = [threading.Thread(target=one) for _ in range(count)]
    for thread in threads:
        thread.start()
    go.set()
    for thread in threads:
        thread.join(20)
    for sock in opened:
        sock.close()
    return times


def peak_rss_during(pid: int, work: threading.Thread) -> float:
    """The highest RSS (MB) sampled every 20 ms while ``work`` runs."""
    peak = rss_mb(pid)
    work.start()
    while work.is_alive():
        peak = max(peak, rss_mb(pid))
        time.sleep(0.02)
    return max(peak, rss_mb(pid))


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="bench-limits-") as folder:
        app, url = start_app(Path(folder) / "data")
        try:
            time.sleep(1.0)
            fetch_page(url)  # warm
            with trickle(url) as counts:
                # a phone every second for 8 s: past the 5 s head deadline of the first trickle
                answers = []
                for _ in range(8):
                    answers.append(fetch_page(url))
                    time.sleep(1.0)
                served = all(status.startswith(b"HTTP/1.1 200") for status, _ in answers)
                slowest = max(seconds for _, seconds in answers)
                print(f"trickle of 100 token-less clients from 127.0.0.2: phone answered "
                      f"{'yes' if served else 'NO'} {sum(s.startswith(b'HTTP/1.1 200') for s, _ in answers)}"
                      f"/8 times over 8 s, slowest {slowest * 1000:.1f} ms (target: 3 s); trickle connections "
                      f"opened {counts['opened']}, closed by the server {counts['closed_by_server']}")
            time.sleep(1.0)
            before = rss_mb(app.pid)
            outcome: dict[str, int] = {}
            work = threading.Thread(target=lambda: outcome.update(flood(url)))
            peak = peak_rss_during(app.pid, work)
            time.sleep(2.0)
            after = rss_mb(app.pid)
            print(f"header flood, 64 connections x 99 lines of 65 kB (64 addresses): RSS {before:.1f} MB "
                  f"before, peak {peak:.1f} MB (+{peak - before:.1f} MB; target <= 40), "
                  f"{after:.1f} MB 2 s after (+{after - before:.1f} MB); {outcome}")
            _, seconds = fetch_page(url)
            print(f"a phone right after the flood: {seconds * 1000:.1f} ms")
            times = keep_alive_times(url)
            print(f"kept-alive request (state.json), median of {len(times)}: "
                  f"{statistics.median(times) * 1000:.3f} ms, max {max(times) * 1000:.3f} ms (was ~44 ms)")
            port = address(url)[1]
            backlog = listen_backlog(port)
            connects = simultaneous_connects(url)
            slow = sum(1 for t in connects if t > 0.5)
            print(f"listen backlog (ss Send-Q): {backlog}; 60 simultaneous connects: {len(connects)} made, "
                  f"{slow} over 0.5 s, slowest {max(connects) * 1000:.1f} ms")
        finally:
            app.kill()
            app.communicate(timeout=30)


if __name__ == "__main__":
    main()

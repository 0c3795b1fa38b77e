"""The player-view server against a stranger on the Wi-Fi (issue 27 items 4, 5, 7), over
real sockets on 127.0.0.1 (a client bound to 127.0.0.2… is another device): the head's
deadline and size cap, the per-address cap on token-less connections, a phone served during
a trickle, the RSS of the real app under a header flood, one write per reply, TCP_NODELAY,
the backlog, HTTP/0.9 refused, no Server header, the Host check, the <noscript> words."""

from __future__ import annotations

import socket
import statistics
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from gmtracker.net import player_server
from gmtracker.net.http_head import HEAD_LIMIT
from gmtracker.net.player_server import PlayerServer
from tests.benchmarks import bench_server_limits as bench

from .conftest import payload

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="binds clients to 127.0.0.2… and reads /proc (Linux)")


@pytest.fixture
def server() -> Iterator[PlayerServer]:
    running = PlayerServer("127.0.0.1", 0, idle_timeout=5.0, head_timeout=1.0)
    running.start()
    running.publish(payload())
    yield running
    running.stop()


def raw(server: PlayerServer, request: bytes, source: str = "127.0.0.1") -> bytes:
    """Send ``request`` on a fresh connection and read until the server closes it."""
    with bench.connect_from(source, server.url) as sock:
        sock.sendall(request)
        received = b""
        try:
            while chunk := sock.recv(65536):
                received += chunk
        except ConnectionResetError:
            pass
    return received


def get_request(server: PlayerServer, rest: str = "", host: str | None = None, extra: str = "") -> bytes:
    host = host if host is not None else f"127.0.0.1:{server.port}"
    return (f"GET {urlsplit(server.url).path}{rest} HTTP/1.1\r\nHost: {host}\r\n{extra}"
            "Connection: close\r\n\r\n").encode()


def status(received: bytes) -> int:
    return int(received.split(b" ", 2)[1]) if received.startswith(b"HTTP/1.1 ") else 0


def closed_within(sock: socket.socket, seconds: float) -> tuple[bytes, float]:
    """What the server sends before it closes ``sock``, and how long that took."""
    started = time.monotonic()
    sock.settimeout(seconds)
    received = b""
    try:
        while chunk := sock.recv(65536):
            received += chunk
    except ConnectionResetError:
        pass
    return received, time.monotonic() - started


# -- the head: deadline, size, version ---------------------------------------------------------
def test_a_head_that_trickles_past_the_deadline_gets_408_and_is_closed(server: PlayerServer) -> None:
    sock = bench.connect_from("127.0.0.2", server.url)
    try:
        for byte in b"GET / HTTP/1.1\r\nHo":  # never finished: 0.6 s, then nothing
            sock.send(bytes([byte]))
            time.sleep(0.03)
        received, seconds = closed_within(sock, 5)
    finally:
        sock.close()
    assert received.startswith(b"HTTP/1.1 408"), received[:40]
    assert b"Ayla" not in received and seconds < 2.0  # at the 1 s deadline, not idle_timeout (5 s)


def test_the_deadline_is_for_the_whole_head_not_each_byte(server: PlayerServer) -> None:
    """One byte every 0.2 s never lets a per-read timeout expire; the 1 s head deadline ends it."""
    sock = bench.connect_from("127.0.0.2", server.url)
    started = time.monotonic()
    ended = None
    try:
        for _ in range(30):
            try:
                sock.send(b"a")
            except OSError:
                ended = time.monotonic() - started
                break
            time.sleep(0.2)
    finally:
        sock.close()
    assert ended is not None and ended < 4.0  # closed after the deadline (1 s), not after 30 bytes (6 s)


def test_a_head_over_16_kb_is_431_and_read_no_further(server: PlayerServer) -> None:
    big = f"GET {urlsplit(server.url).path} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ".encode() + b"a" * HEAD_LIMIT
    received = raw(server, big + b"\r\n\r\n")
    assert status(received) == 431 and b"Connection: close" in received and b"Ayla" not in received
    just_under = get_request(server, extra="X-Pad: " + "a" * (HEAD_LIMIT - 400) + "\r\n")
    assert len(just_under) < HEAD_LIMIT and status(raw(server, just_under)) == 200


def test_a_flood_of_99_header_lines_of_65_kb_is_cut_at_16_kb(server: PlayerServer) -> None:
    outcome = bench.flood(server.url, connections=4)
    assert outcome["cut_short"] == 4 and outcome["answered_431"] >= 1
    assert status(raw(server, get_request(server))) == 200  # and the phones are still served


def test_http_0_9_is_refused_as_soon_as_its_line_ends(server: PlayerServer) -> None:
    with bench.connect_from("127.0.0.1", server.url) as sock:
        sock.sendall(f"GET {urlsplit(server.url).path}\r\n".encode())  # no version, no blank line follows
        received, seconds = closed_within(sock, 5)
    assert status(received) == 400 and b"<html" not in received and b"Ayla" not in received
    assert seconds < 0.9  # before the 1 s head deadline: refused for what it is, not for being slow


@pytest.mark.parametrize(("line", "code"), [
    (b"GET /x HTTP/2.0", 505), (b"GET /x HTTP/1", 400), (b"GET  /x HTTP/1.1", 400), (b"G(T /x HTTP/1.1", 400),
])
def test_other_malformed_request_lines(server: PlayerServer, line: bytes, code: int) -> None:
    assert status(raw(server, line + b"\r\nHost: 127.0.0.1\r\n\r\n")) == code


def test_no_reply_names_the_product(server: PlayerServer) -> None:
    for request in (get_request(server), get_request(server, "nope"), b"GET /x HTTP/1.1\r\n\r\n",
                    b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"):
        head = raw(server, request).partition(b"\r\n\r\n")[0].lower()
        assert b"server:" not in head and b"gmtracker" not in head and b"python" not in head


# -- the Host header ---------------------------------------------------------------------------
@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "LOCALHOST:8765", "[::1]:80"])
def test_a_host_of_this_machine_is_served(server: PlayerServer, host: str) -> None:
    assert status(raw(server, get_request(server, host=host))) == 200


def test_every_lan_address_is_a_host_of_this_machine(server: PlayerServer) -> None:
    from gmtracker.net.lan import addresses

    for address in addresses():
        assert status(raw(server, get_request(server, host=f"{address}:{server.port}"))) == 200


@pytest.mark.parametrize("host", ["evil.example", "evil.example:8765", "127.0.0.1.evil.example", "192.0.2.1",
                                  "localhost.", "", "127.0.0.1 x"])
def test_any_other_host_is_421(server: PlayerServer, host: str) -> None:
    received = raw(server, get_request(server, host=host))
    assert status(received) == 421 and b"Ayla" not in received


def test_no_host_is_400_and_two_are_400(server: PlayerServer) -> None:
    path = urlsplit(server.url).path
    assert status(raw(server, f"GET {path} HTTP/1.1\r\n\r\n".encode())) == 400
    assert status(raw(server, f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\n\r\n".encode())) == 400


def test_served_on_every_interface_the_address_the_panel_shows_is_a_host() -> None:
    everywhere = PlayerServer("0.0.0.0")
    everywhere.start()
    try:
        shown = urlsplit(everywhere.url).netloc
        assert status(raw(everywhere, get_request(everywhere, host=shown))) == 200
    finally:
        everywhere.stop()


# -- slots: only the token holds one ------------------------------------------------------------
def test_token_less_connections_are_capped_per_address_and_others_still_get_in() -> None:
    capped = PlayerServer("127.0.0.1", pending_per_address=4, head_timeout=5.0)
    capped.start()
    socks = [bench.connect_from("127.0.0.3", capped.url) for _ in range(4)]
    try:
        time.sleep(0.3)  # all four accepted and pending
        extra = bench.connect_from("127.0.0.3", capped.url)
        received, seconds = closed_within(extra, 3)  # the fifth from that address: closed at once
        extra.close()
        assert received == b"" and seconds < 1.0
        assert status(raw(capped, get_request(capped), source="127.0.0.4")) == 200  # another device
        assert status(raw(capped, get_request(capped), source="127.0.0.1")) == 200
    finally:
        for sock in socks:
            sock.close()
        capped.stop()


def test_a_wrong_or_stale_token_keeps_getting_404_and_does_not_keep_its_connection(server: PlayerServer) -> None:
    stale = PlayerServer("127.0.0.1").token
    with bench.connect_from("127.0.0.1", server.url) as sock:
        sock.sendall(f"GET /{stale}/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
        received, _ = closed_within(sock, 3)  # kept-alive was asked for; closed all the same
    assert status(received) == 404 and b"Connection: close" in received


def test_slots_are_held_only_by_connections_that_showed_the_token() -> None:
    """64 token-less connections from 8 addresses do not fill the 2 admitted slots: phones get in."""
    small = PlayerServer("127.0.0.1", max_clients=2, pending_per_address=8, head_timeout=5.0)
    small.start()
    small.publish(payload())
    idle = [bench.connect_from(f"127.0.0.{10 + i // 8}", small.url) for i in range(64)]
    try:
        time.sleep(0.3)
        assert status(raw(small, get_request(small))) == 200
        assert status(raw(small, get_request(small, "state.json"))) == 200
    finally:
        for sock in idle:
            sock.close()
        small.stop()


def test_a_phone_with_the_token_is_served_while_100_token_less_clients_trickle(server: PlayerServer) -> None:
    answers = []
    with bench.trickle(server.url, clients=100, source="127.0.0.2", interval=0.25) as counts:
        for _ in range(6):  # over 1.5 s: past the trickle's 1 s head deadline
            answers.append(bench.fetch_page(server.url))
            time.sleep(0.25)
    assert all(line.startswith(b"HTTP/1.1 200") for line, _ in answers), answers
    assert counts["closed_by_server"] > 0  # the trickle was really cut off
    print(f"phone during a trickle of 100: slowest answer {max(s for _, s in answers) * 1000:.1f} ms")


# -- the real app: RSS under a header flood, the trickle, keep-alive, backlog ------------------
def test_the_real_app_under_a_trickle_and_a_64_connection_header_flood(tmp_path: Path) -> None:
    app, url = bench.start_app(tmp_path / "data")
    try:
        assert bench.fetch_page(url)[0].startswith(b"HTTP/1.1 200")
        with bench.trickle(url, clients=100, source="127.0.0.2"):
            line, seconds = bench.fetch_page(url, timeout=10)
        assert line.startswith(b"HTTP/1.1 200")
        print(f"real app, trickle of 100: phone answered in {seconds * 1000:.1f} ms")
        time.sleep(0.5)
        before = bench.rss_mb(app.pid)
        outcome: dict[str, int] = {}
        work = threading.Thread(target=lambda: outcome.update(bench.flood(url)))
        peak = bench.peak_rss_during(app.pid, work)
        print(f"real app, 64-connection header flood: RSS {before:.1f} -> peak {peak:.1f} MB "
              f"(+{peak - before:.1f} MB), {outcome}")
        assert outcome["cut_short"] == 64
        assert peak - before <= 40.0
        assert bench.fetch_page(url)[0].startswith(b"HTTP/1.1 200")
        assert bench.listen_backlog(bench.address(url)[1]) in (64, None)
    finally:
        app.kill()
        app.communicate(timeout=30)


# -- replies: one write, TCP_NODELAY, backlog ---------------------------------------------------
def test_each_reply_is_one_write(server: PlayerServer, monkeypatch: pytest.MonkeyPatch) -> None:
    writes: list[bytes] = []
    original = player_server._Connection._write

    def counted(self: player_server._Connection, data: bytes) -> None:
        writes.append(data)
        original(self, data)

    monkeypatch.setattr(player_server._Connection, "_write", counted)
    times = bench.keep_alive_times(server.url, requests=20)
    assert len(writes) == 21
    assert all(w.startswith(b"HTTP/1.1 200") and w.endswith(b'"Nobody in the fight yet"}}') for w in writes)
    print(f"kept-alive request: median {statistics.median(times) * 1000:.3f} ms")


def test_the_event_stream_starts_with_one_write_too(server: PlayerServer, monkeypatch: pytest.MonkeyPatch) -> None:
    from .conftest import EventStream

    writes: list[bytes] = []
    original = player_server._Connection._write

    def counted(self: player_server._Connection, data: bytes) -> None:
        writes.append(data)
        original(self, data)

    monkeypatch.setattr(player_server._Connection, "_write", counted)
    stream = EventStream(server.url)
    try:
        stream.next_data()
    finally:
        stream.close()
    assert writes[0].startswith(b"HTTP/1.1 200") and b"retry: 1000\n\ndata: " in writes[0]


def test_admitted_connections_have_tcp_nodelay(server: PlayerServer) -> None:
    with socket.create_connection(("127.0.0.1", server.port), timeout=5) as sock:
        sock.sendall(get_request(server, "state.json").replace(b"Connection: close\r\n", b""))
        assert sock.recv(65536).startswith(b"HTTP/1.1 200")
        assert server._httpd is not None
        admitted = list(server._httpd.slots.admitted)
        assert len(admitted) == 1
        assert admitted[0].getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) == 1


def test_the_listen_backlog_is_64(server: PlayerServer) -> None:
    backlog = bench.listen_backlog(server.port)
    if backlog is None:
        pytest.skip("ss is not installed")
    assert backlog == 64
    connects = bench.simultaneous_connects(server.url, 60)
    assert len(connects) == 60


# -- the page's <noscript> words ----------------------------------------------------------------
@pytest.fixture
def marked_page(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    from gmtracker.storage.resources import player_page_dir

    folder = tmp_path / "page"
    folder.mkdir()
    real = player_page_dir()
    for name in ("page.js", "page.css"):
        (folder / name).write_bytes((real / name).read_bytes())
    (folder / "index.html").write_text(
        '<!DOCTYPE html><html><body><noscript><p><!--GMT-NOSCRIPT--></p></noscript>'
        '<script type="application/json" id="state">{{STATE}}</script></body></html>', encoding="utf-8")
    monkeypatch.setattr(player_server, "player_page_dir", lambda: folder)
    return folder


def test_the_noscript_marker_becomes_the_payloads_words_escaped(marked_page: Path) -> None:
    served = PlayerServer("127.0.0.1")
    served.start()
    try:
        served.publish(payload(labels={"noscript": "Turn <b>JavaScript</b> on & reload"}))
        page = raw(served, get_request(served)).partition(b"\r\n\r\n")[2]
        assert b"<noscript><p>Turn &lt;b&gt;JavaScript&lt;/b&gt; on &amp; reload</p></noscript>" in page
        served.publish(payload(labels={}))  # an older payload: the English words
        page = raw(served, get_request(served)).partition(b"\r\n\r\n")[2]
        assert player_server.NOSCRIPT_DEFAULT.encode() in page and b"GMT-NOSCRIPT" not in page
    finally:
        served.stop()


def test_a_page_without_the_marker_is_served_as_it_is(server: PlayerServer) -> None:
    page = raw(server, get_request(server)).partition(b"\r\n\r\n")[2]
    assert b'<script type="application/json" id="state">' in page

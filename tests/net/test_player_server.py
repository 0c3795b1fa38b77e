"""The player-view server over real HTTP on 127.0.0.1: the token, the routes, the security
headers, the embedded state, the event stream, the client limit, idle connections and stop."""

from __future__ import annotations

import http.client
import json
import re
import socket
import threading
import time
from urllib.parse import urlsplit

import pytest

from gmtracker.net.player_server import PlayerServer

from .conftest import EventStream, payload

SECURITY = {
    "Content-Security-Policy": "default-src 'self'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}


def connection(server: PlayerServer) -> http.client.HTTPConnection:
    return http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)


def get(server: PlayerServer, path: str, method: str = "GET", body: bytes | None = None
        ) -> tuple[int, dict[str, str], bytes]:
    conn = connection(server)
    try:
        conn.request(method, path, body=body)
        response = conn.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        conn.close()


def base(server: PlayerServer) -> str:
    return urlsplit(server.url).path


def wait_until(condition: object, timeout: float = 5.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():  # type: ignore[operator]
            return True
        time.sleep(0.01)
    return bool(condition())  # type: ignore[operator]


def test_url_has_the_real_port_and_a_random_token(server: PlayerServer) -> None:
    assert server.port > 0 and server.running
    assert server.url == f"http://127.0.0.1:{server.port}/{server.token}/"
    assert len(server.token) >= 22 and re.fullmatch(r"[A-Za-z0-9_-]+", server.token)
    assert PlayerServer("127.0.0.1").token != server.token


@pytest.mark.parametrize("path", [
    "/", "/index.html", "/events", "/state.json", "/page.js", "//", "/wrong-token/",
    "/wrong-token/events", "/wrong-token/state.json",
])
def test_without_the_right_token_every_path_is_404(server: PlayerServer, path: str) -> None:
    status, headers, body = get(server, path)
    assert status == 404
    assert server.token.encode() not in body
    for key, value in SECURITY.items():
        assert headers[key] == value


def test_a_token_that_differs_in_one_character_or_is_a_prefix_is_404(server: PlayerServer) -> None:
    flipped = ("A" if server.token[0] != "A" else "B") + server.token[1:]
    for token in (flipped, server.token[:-1], server.token + "x", server.token + "%C3%A9"):
        assert get(server, f"/{token}/")[0] == 404
    with socket.create_connection(("127.0.0.1", server.port), timeout=5) as raw:  # not ASCII
        raw.sendall(f"GET /{server.token[:-1]}\u00e9/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
        assert raw.recv(4096).startswith(b"HTTP/1.1 404")
    assert get(server, f"/{server.token}")[0] == 404  # no trailing slash: not the page


@pytest.mark.parametrize("rest", [
    "../", "..", "%2e%2e/", "index.html", "page.js/", "events/", "state.json/x", "x",
    "../pyproject.toml", "resources/player_page/page.js", ".", "./page.js", "page.js%00",
])
def test_only_the_four_paths_under_the_token_are_served(server: PlayerServer, rest: str) -> None:
    status, _, body = get(server, base(server) + rest)
    assert status == 404, rest
    assert b"<html" not in body


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS", "BREW"])
def test_only_get_is_allowed(server: PlayerServer, method: str) -> None:
    conn = connection(server)
    try:
        conn.request(method, base(server), body=b"{}" if method in ("POST", "PUT") else None)
        response = conn.getresponse()
        body = b"" if method == "HEAD" else response.read()
        assert response.status == 405
        assert response.getheader("Allow") == "GET"
        assert response.getheader("Content-Security-Policy") == "default-src 'self'"
        assert b"Ayla" not in body
    finally:
        conn.close()


@pytest.mark.parametrize(("rest", "content_type", "needle"), [
    ("", "text/html; charset=utf-8", b'<script type="application/json" id="state">'),
    ("page.js", "text/javascript; charset=utf-8", b"textContent"),
    ("page.css", "text/css; charset=utf-8", b"--enemy"),
    ("state.json", "application/json", b'"heading"'),
])
def test_page_script_style_and_state_with_the_security_headers(
        server: PlayerServer, rest: str, content_type: str, needle: bytes) -> None:
    status, headers, body = get(server, base(server) + rest)
    assert status == 200
    assert headers["Content-Type"] == content_type
    assert int(headers["Content-Length"]) == len(body)
    assert needle in body
    for key, value in SECURITY.items():
        assert headers[key] == value


def test_the_page_has_no_inline_script_or_style_and_nothing_from_elsewhere(server: PlayerServer) -> None:
    html = get(server, base(server))[2].decode()
    scripts = re.findall(r"<script([^>]*)>(.*?)</script>", html, re.S)
    assert [attrs for attrs, inner in scripts if inner.strip() and "application/json" not in attrs] == []
    # no inline handler attribute (onclick=…); words like "Turn JavaScript on" are not one
    assert "<style" not in html and " style=" not in html and not re.search(r"\son\w+\s*=", html)
    assert "http://" not in html and "https://" not in html and "//" not in html.replace("<!DOCTYPE", "")
    assert len(html) + len(get(server, base(server) + "page.js")[2]) + len(get(server, base(server) + "page.css")[2]) < 16_000


def test_state_json_is_the_latest_payload(server: PlayerServer) -> None:
    server.publish(payload("Round 3 · Goblin Archer's turn"))
    status, _, body = get(server, base(server) + "state.json")
    assert status == 200
    assert json.loads(body)["heading"] == "Round 3 · Goblin Archer's turn"


def embedded_state(html: str) -> str:
    match = re.search(r'<script type="application/json" id="state">(.*?)</script>', html, re.S)
    assert match is not None
    return match.group(1)


def test_the_page_embeds_the_latest_payload_and_a_hostile_name_cannot_end_the_element(
        server: PlayerServer) -> None:
    hostile = "</script><script>alert(1)</script><!-- </SCRIPT "
    server.publish(payload(rows=[{"name": hostile, "side": "enemy", "current": True, "health": "", "out": False}]))
    html = get(server, base(server))[2].decode()
    state = embedded_state(html)
    assert "<" not in state
    assert json.loads(state)["rows"][0]["name"] == hostile
    # exactly one JSON script element, ending where the template ends it
    assert html.lower().count("</script>") == 2  # page.js's element and the state's
    assert "alert(1)" not in html.replace(state, "")


def test_the_page_before_any_publish_embeds_null() -> None:
    fresh = PlayerServer("127.0.0.1")
    fresh.start()
    try:
        assert embedded_state(get(fresh, base(fresh))[2].decode()) == "null"
        assert get(fresh, base(fresh) + "state.json")[2] == b"null"
    finally:
        fresh.stop()


def test_keep_alive_serves_several_requests_on_one_connection(server: PlayerServer) -> None:
    conn = connection(server)
    try:
        conn.request("GET", base(server))
        first = conn.getresponse()
        first.read()
        sock = conn.sock
        for rest in ("page.js", "page.css", "state.json", "nope"):
            conn.request("GET", base(server) + rest)
            response = conn.getresponse()
            response.read()
            assert response.status in (200, 404)
            assert conn.sock is sock  # the same connection, kept alive
        assert first.version == 11
    finally:
        conn.close()


def test_the_stream_sends_retry_and_the_current_payload_at_once_then_each_new_one(
        server: PlayerServer) -> None:
    stream = EventStream(server.url)
    try:
        assert stream.status_line.startswith("HTTP/1.1 200")
        assert stream.headers["content-type"] == "text/event-stream; charset=utf-8"
        assert stream.headers["content-security-policy"] == "default-src 'self'"
        data, other = stream.next_message()
        assert other == ["retry: 1000"] or (data and "retry: 1000" in other)
        first = stream.next_data() if not data else "\n".join(d[6:] for d in data)
        assert json.loads(first)["heading"] == "Round 1 · Ayla's turn"
        for round_number in (2, 3):
            server.publish(payload(f"Round {round_number} · Goblin's turn"))
            assert json.loads(stream.next_data())["heading"] == f"Round {round_number} · Goblin's turn"
    finally:
        stream.close()


def test_a_multi_line_payload_stays_one_message(server: PlayerServer) -> None:
    stream = EventStream(server.url)
    try:
        stream.next_data()
        server.publish(b'{"a":\n1}')
        assert json.loads(stream.next_data()) == {"a": 1}
    finally:
        stream.close()


def test_an_idle_stream_gets_pings() -> None:
    pinging = PlayerServer("127.0.0.1", ping_interval=0.05)
    pinging.start()
    try:
        stream = EventStream(pinging.url)
        stream.next_data()
        _, other = stream.next_message()
        assert other == [": ping"]
        stream.close()
    finally:
        pinging.stop()


def test_thirty_streams_all_receive_a_publish(server: PlayerServer) -> None:
    count = 30
    streams = [EventStream(server.url) for _ in range(count)]
    try:
        for stream in streams:
            stream.next_data()  # the current payload
        assert wait_until(lambda: server.client_count == count)
        received: list[float] = []
        lock = threading.Lock()
        fresh = payload("Round 2 · Goblin Archer's turn")

        def read(stream: EventStream) -> None:
            if stream.next_data().encode() == fresh:
                with lock:
                    received.append(time.perf_counter())

        readers = [threading.Thread(target=read, args=(s,)) for s in streams]
        for reader in readers:
            reader.start()
        started = time.perf_counter()
        server.publish(fresh)
        for reader in readers:
            reader.join(10)
        assert len(received) == count
        # the figure, not an assertion (tests never fail on timing; the benchmark has 0.5 s)
        print(f"30 streams: all received a publish after {max(received) - started:.4f} s")
    finally:
        for stream in streams:
            stream.close()


def test_client_count_goes_up_and_down(server: PlayerServer) -> None:
    assert server.client_count == 0
    streams = [EventStream(server.url) for _ in range(3)]
    for stream in streams:
        stream.next_data()
    assert wait_until(lambda: server.client_count == 3)
    get(server, base(server))  # a page request is not a phone
    assert server.client_count == 3
    streams.pop().close()  # a phone closes the page: noticed without a publish
    assert wait_until(lambda: server.client_count == 2)
    for stream in streams:
        stream.close()
    assert wait_until(lambda: server.client_count == 0)


def test_stop_closes_every_stream_and_frees_the_port() -> None:
    stopping = PlayerServer("127.0.0.1")
    stopping.start()
    stopping.publish(payload())
    port = stopping.port
    streams = [EventStream(stopping.url) for _ in range(5)]
    idle = connection(stopping)
    idle.request("GET", base(stopping) + "state.json")
    idle.getresponse().read()
    for stream in streams:
        stream.next_data()
    stopping.stop()
    assert not stopping.running
    assert stopping.client_count == 0
    for stream in streams:
        with pytest.raises(EOFError):
            stream.next_message()
        stream.close()
    assert idle.sock is not None and idle.sock.recv(1) == b""  # the keep-alive one too
    idle.close()
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=2).close()
    again = PlayerServer("127.0.0.1", port)
    again.start()  # the same port binds again
    try:
        assert again.port == port and get(again, base(again))[0] == 200
    finally:
        again.stop()
    stopping.stop()  # idempotent
    assert not stopping.running


def test_start_fails_with_oserror_on_a_taken_port(server: PlayerServer) -> None:
    clash = PlayerServer("127.0.0.1", server.port)
    with pytest.raises(OSError):
        clash.start()
    assert not clash.running
    clash.stop()  # a server that never started stops quietly


def test_at_most_max_clients_connections_then_503() -> None:
    small = PlayerServer("127.0.0.1", max_clients=3)
    small.start()
    small.publish(payload())
    try:
        streams = [EventStream(small.url) for _ in range(3)]
        for stream in streams:
            stream.next_data()
        status, headers, body = get(small, base(small))
        assert status == 503
        assert headers["Connection"] == "close"
        assert headers["X-Content-Type-Options"] == "nosniff"
        assert b"Ayla" not in body
        streams.pop().close()
        assert wait_until(lambda: small.client_count == 2)
        assert wait_until(lambda: get(small, base(small))[0] == 200)  # room again
        for stream in streams:
            stream.close()
    finally:
        small.stop()


def test_an_idle_keep_alive_connection_is_closed_after_idle_timeout() -> None:
    brief = PlayerServer("127.0.0.1", idle_timeout=0.3)
    brief.start()
    try:
        sock = socket.create_connection(("127.0.0.1", brief.port), timeout=10)
        sock.sendall(f"GET {base(brief)}state.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
        received = b""
        while b"null" not in received:
            received += sock.recv(4096)
        assert received.startswith(b"HTTP/1.1 200")
        assert b"Connection: close" not in received  # kept alive
        # nothing more is sent: the server closes the connection (EOF, not our timeout)
        assert sock.recv(1) == b""
        sock.close()
    finally:
        brief.stop()


def test_a_connection_that_never_sends_a_request_is_closed_too() -> None:
    brief = PlayerServer("127.0.0.1", idle_timeout=0.3)
    brief.start()
    try:
        sock = socket.create_connection(("127.0.0.1", brief.port), timeout=10)
        assert sock.recv(1) == b""
        sock.close()
    finally:
        brief.stop()


def test_head_is_405_without_a_body(server: PlayerServer) -> None:
    with socket.create_connection(("127.0.0.1", server.port), timeout=5) as raw:
        raw.sendall(f"HEAD {base(server)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
        received = b""
        while chunk := raw.recv(4096):  # the server closes after a 405
            received += chunk
    head, _, body = received.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 405")
    assert body == b""


def test_served_on_every_interface_the_url_names_the_lan_address() -> None:
    from gmtracker.net.lan import lan_address

    server = PlayerServer("0.0.0.0")
    server.start()
    try:
        assert server.url == f"http://{lan_address()}:{server.port}/{server.token}/"
        assert "0.0.0.0" not in server.url
        status, _headers, _body = get(server, f"/{server.token}/")
        assert status == 200  # and it answers on 127.0.0.1 too
    finally:
        server.stop()


def test_a_given_token_is_the_address_and_a_second_server_with_it_serves_the_same_address() -> None:
    from gmtracker.net.player_server import new_token

    token = new_token()
    first = PlayerServer("127.0.0.1", token=token)
    first.start()
    url = first.url
    port = first.port
    first.stop()
    second = PlayerServer("127.0.0.1", port, token=token)  # Stop -> Start in the UI
    second.start()
    try:
        assert second.url == url and get(second, urlsplit(url).path)[0] == 200
        assert get(second, f"/{new_token()}/")[0] == 404
    finally:
        second.stop()
    assert new_token() != new_token() and len(token) >= 22

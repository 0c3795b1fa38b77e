"""The read-only web server that shows the player view on the players' phones.

:class:`PlayerServer` serves one page, its script and style, the latest payload (the JSON
document the UI builds from the player snapshot) and a Server-Sent Events stream that
pushes every new payload to every phone at once. Built on the standard library's
``http.server`` (``ThreadingHTTPServer`` speaking HTTP/1.1, one thread per connection);
tests/benchmarks/bench_player_server.py compares it with aiohttp and says why it is
enough. The UI imports this module only when sharing starts.

Security: only GET (anything else 405); every path starts with a random token, compared
in constant time (a wrong or missing token, or any other path, 404); nothing is read from
disk after start (the page's three files are kept in memory); every response carries a
Content-Security-Policy of ``default-src 'self'`` (so the page has no inline script or
style), ``nosniff``, ``no-referrer`` and ``no-store``; at most ``max_clients``
connections (beyond: 503), idle keep-alive connections closed after ``idle_timeout``.
"""

from __future__ import annotations

import hmac
import logging
import os
import secrets
import select
import socket
import threading
import time
from collections.abc import Callable
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from gmtracker.storage.resources import player_page_dir

_log = logging.getLogger(__name__)

SECURITY_HEADERS: tuple[tuple[str, str], ...] = (
    ("Content-Security-Policy", "default-src 'self'"),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
    ("Cache-Control", "no-store"),
)

#: Where the latest payload goes in index.html (inside a non-executable JSON script element).
STATE_MARKER = b"{{STATE}}"
#: How long a rejected connection (over ``max_clients``) may take to send its request line
#: before the 503; a rejected connection never waits for longer.
_REJECT_TIMEOUT = 2.0
#: How often (seconds) a quiet stream looks whether its phone closed the connection.
_LIVENESS_CHECK = 0.5


def embeddable(payload: bytes) -> bytes:
    """``payload`` made safe inside ``<script type="application/json">``: every ``<`` becomes
    ``\\u003c``, so no ``</script>`` or ``<!--`` can end the element (in JSON, ``<`` only
    occurs inside strings, where the escape means the same character)."""
    return payload.replace(b"<", b"\\u003c")


def sse_event(payload: bytes) -> bytes:
    """One Server-Sent Events message carrying ``payload`` (one ``data:`` line per line)."""
    lines = payload.splitlines() or [b""]
    return b"".join(b"data: " + line + b"\n" for line in lines) + b"\n"


class _Hub:
    """The latest payload and its version; streams wait on the condition for a newer one."""

    def __init__(self) -> None:
        self.changed = threading.Condition()
        self.payload = b"null"
        self.version = 0
        self.stopping = False
        self.streams = 0

    def publish(self, payload: bytes) -> None:
        with self.changed:
            self.payload = payload
            self.version += 1
            self.changed.notify_all()

    def latest(self) -> tuple[int, bytes]:
        with self.changed:
            return self.version, self.payload


class _Page:
    """The page's three files, read once when the server starts."""

    def __init__(self) -> None:
        folder = player_page_dir()
        html = (folder / "index.html").read_bytes()
        if html.count(STATE_MARKER) != 1:
            raise OSError(f"{folder / 'index.html'}: expected one {STATE_MARKER.decode()}")
        self.before, self.after = html.split(STATE_MARKER)
        self.script = (folder / "page.js").read_bytes()
        self.style = (folder / "page.css").read_bytes()

    def html(self, payload: bytes) -> bytes:
        return self.before + embeddable(payload) + self.after


class _HTTPServer(ThreadingHTTPServer):
    """``ThreadingHTTPServer`` that counts its connections, turns away those over the
    limit and can close every open one."""

    daemon_threads = True
    block_on_close = False  # stop() closes the connections itself, then waits for them
    # SO_REUSEADDR lets the port be bound again at once after stop (connections in
    # TIME_WAIT); on Windows it would let another program bind the same port, so there
    # the socket is exclusive instead.
    allow_reuse_address = os.name != "nt"

    def __init__(self, host: str, port: int, owner: PlayerServer) -> None:
        self.address_family = socket.AF_INET6 if ":" in host else socket.AF_INET
        self.owner = owner
        self.lock = threading.Lock()
        self.all_closed = threading.Condition(self.lock)
        self.admitted: set[socket.socket] = set()
        self.rejected: set[socket.socket] = set()
        self.closing = False
        super().__init__((host, port), _Handler)

    def server_bind(self) -> None:
        if os.name == "nt":  # pragma: no cover - Windows only
            self.socket.setsockopt(socket.SOL_SOCKET, socket.SO_EXCLUSIVEADDRUSE, 1)  # type: ignore[attr-defined]
        super().server_bind()

    def process_request(self, request: Any, client_address: Any) -> None:
        with self.lock:
            if self.closing or len(self.rejected) >= self.owner.max_clients:
                admit = None  # flooded: close at once, no thread
            else:
                admit = len(self.admitted) < self.owner.max_clients
                (self.admitted if admit else self.rejected).add(request)
        if admit is None:
            super().shutdown_request(request)
            return
        super().process_request(request, client_address)

    def shutdown_request(self, request: Any) -> None:
        with self.lock:
            self.admitted.discard(request)
            self.rejected.discard(request)
            self.all_closed.notify_all()
        super().shutdown_request(request)

    def handle_error(self, request: Any, client_address: Any) -> None:
        # a phone that vanished mid-write: nothing to tell the GM about
        _log.debug("connection from %s ended with an error", client_address, exc_info=True)

    def close_connections(self, wait: float) -> None:
        """Shut every open connection down (their threads see EOF or a failed write and
        end) and wait up to ``wait`` seconds for them to be gone."""
        with self.lock:
            self.closing = True
            for request in self.admitted | self.rejected:
                try:
                    request.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
            self.all_closed.wait_for(lambda: not self.admitted and not self.rejected, timeout=wait)


class _Handler(BaseHTTPRequestHandler):
    """One connection: keep-alive requests, or one event stream until the server stops."""

    protocol_version = "HTTP/1.1"
    server: _HTTPServer
    server_version = "GMTracker"
    sys_version = ""

    def setup(self) -> None:
        owner = self.server.owner
        self.admitted = self.request in self.server.admitted
        # The socket timeout ends an idle keep-alive connection (handle_one_request closes
        # it on TimeoutError) and a write a dead phone never acknowledges.
        super().setup()
        self.connection.settimeout(
            owner.idle_timeout if self.admitted else min(owner.idle_timeout, _REJECT_TIMEOUT))

    def handle(self) -> None:
        if self.admitted:
            super().handle()
        else:
            self.handle_one_request()  # answered 503 by _dispatch

    def __getattr__(self, name: str) -> Callable[[], None]:
        # handle_one_request looks up do_<METHOD>: every method comes here, so an unknown
        # one is 405 like POST, not the base class's 501.
        if name.startswith("do_"):
            return self._dispatch
        raise AttributeError(name)

    def _dispatch(self) -> None:
        if not self.admitted:
            self._send_text(HTTPStatus.SERVICE_UNAVAILABLE, b"Too many connections\n", close=True)
            return
        if self.command != "GET":
            # a request body (if any) is never read: close instead of misreading it
            self._send_text(HTTPStatus.METHOD_NOT_ALLOWED, b"Method not allowed\n", close=True,
                            extra=(("Allow", "GET"),))
            return
        route = self._route()
        hub = self.server.owner.hub
        page = self.server.owner.page
        if route == "":
            self._send(HTTPStatus.OK, "text/html; charset=utf-8", page.html(hub.latest()[1]))
        elif route == "page.js":
            self._send(HTTPStatus.OK, "text/javascript; charset=utf-8", page.script)
        elif route == "page.css":
            self._send(HTTPStatus.OK, "text/css; charset=utf-8", page.style)
        elif route == "state.json":
            self._send(HTTPStatus.OK, "application/json", hub.latest()[1])
        elif route == "events":
            self._stream()
        else:
            self._send_text(HTTPStatus.NOT_FOUND, b"Not found\n")

    def _route(self) -> str | None:
        """The part of the path after ``/<token>/``, or None when the token is wrong."""
        # not urlsplit: it would read '//host/…' as a network location
        path = self.path.partition("?")[0]
        token, slash, rest = path[1:].partition("/")
        expected = self.server.owner.token
        # compare_digest on bytes: constant time for a token of the expected length;
        # a non-ASCII path cannot be a str argument to it.
        if not path.startswith("/") or not slash or not hmac.compare_digest(
                token.encode("utf-8", "surrogateescape"), expected.encode()):
            return None
        return rest

    def _stream(self) -> None:
        hub = self.server.owner.hub
        ping = self.server.owner.ping_interval
        self.close_connection = True  # the stream ends with the connection
        self._abort_unacknowledged_writes()
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Connection", "close")
        self.end_headers()
        with hub.changed:
            hub.streams += 1
            seen, payload = hub.version, hub.payload
        try:
            self.wfile.write(b"retry: 1000\n\n" + sse_event(payload))
            self.wfile.flush()
            quiet_since = time.monotonic()
            while True:
                with hub.changed:
                    hub.changed.wait_for(lambda: hub.version != seen or hub.stopping,
                                         timeout=min(ping, _LIVENESS_CHECK))
                    if hub.stopping:
                        return
                    fresh = hub.version != seen
                    seen, payload = hub.version, hub.payload
                # written outside the lock: a slow phone never holds up publish or the others
                if fresh:
                    self.wfile.write(sse_event(payload))
                elif time.monotonic() - quiet_since >= ping:
                    self.wfile.write(b": ping\n\n")
                elif self._peer_closed():
                    return
                else:
                    continue
                self.wfile.flush()
                quiet_since = time.monotonic()
        except OSError:
            return  # the phone went away (or stop() shut the socket)
        finally:
            with hub.changed:
                hub.streams -= 1

    def _peer_closed(self) -> bool:
        """Whether the phone closed its end (a page closed or reloaded), without waiting:
        a write would only fail at the second attempt, so the count of phones would lag."""
        try:
            readable, _, _ = select.select([self.connection], [], [], 0)
            return bool(readable) and self.connection.recv(1, socket.MSG_PEEK) == b""
        except (OSError, ValueError):
            return True

    def _abort_unacknowledged_writes(self) -> None:
        # A phone that left the Wi-Fi never says so; without this, its pings would queue
        # for TCP's retransmission limit (about 15 minutes on Linux) before the write fails.
        user_timeout = getattr(socket, "TCP_USER_TIMEOUT", None)
        if user_timeout is not None:
            try:
                self.connection.setsockopt(socket.IPPROTO_TCP, user_timeout,
                                           int(self.server.owner.idle_timeout * 1000))
            except OSError:
                pass

    def _send(self, status: HTTPStatus, content_type: str, body: bytes, *, close: bool = False,
              extra: tuple[tuple[str, str], ...] = ()) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for key, value in extra:
            self.send_header(key, value)
        if close:
            self.close_connection = True
            self.send_header("Connection", "close")
        self.end_headers()
        if self.command != "HEAD":  # a HEAD response has no body (its 405 says how long one would be)
            self.wfile.write(body)

    def _send_text(self, status: HTTPStatus, body: bytes, *, close: bool = False,
                   extra: tuple[tuple[str, str], ...] = ()) -> None:
        self._send(status, "text/plain; charset=utf-8", body, close=close, extra=extra)

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        # the base class's errors (bad request line, URI too long…): plain text, our headers
        self.close_connection = True
        self._send_text(HTTPStatus(code), f"{code} {HTTPStatus(code).phrase}\n".encode(), close=True)

    def end_headers(self) -> None:
        for key, value in SECURITY_HEADERS:
            self.send_header(key, value)
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base's name
        _log.debug("%s %s", self.address_string(), format % args)


class PlayerServer:
    """The player view served on the local network, at ``http://HOST:PORT/<token>/``.

    ``publish`` may be called from any thread (the UI's); it never waits for a phone.
    """

    def __init__(self, host: str, port: int = 0, *, max_clients: int = 64,
                 idle_timeout: float = 30.0, ping_interval: float = 15.0) -> None:
        self.host = host
        self.port = port
        self.max_clients = max_clients
        self.idle_timeout = idle_timeout
        self.ping_interval = ping_interval
        self.token = secrets.token_urlsafe(16)
        self.hub = _Hub()
        self.running = False
        self._httpd: _HTTPServer | None = None
        self._thread: threading.Thread | None = None
        self.page: _Page

    def start(self) -> None:
        """Bind and serve in a daemon thread; OSError if the address cannot be bound (or
        the page's files are missing)."""
        if self.running or self._httpd is not None:
            raise RuntimeError("a PlayerServer starts once")
        self.page = _Page()
        self._httpd = _HTTPServer(self.host, self.port, self)
        self.port = self._httpd.server_address[1]
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.1},
            name="gmtracker-player-server", daemon=True)
        self.running = True
        self._thread.start()

    @property
    def url(self) -> str:
        """The address to open. Served on every interface (``0.0.0.0``, ``::``), it names the
        machine's LAN address: a phone cannot open 0.0.0.0."""
        host = self.host
        if host in ("0.0.0.0", "::", ""):
            from gmtracker.net.lan import lan_address

            host = lan_address()
        host = f"[{host}]" if ":" in host else host
        return f"http://{host}:{self.port}/{self.token}/"

    @property
    def client_count(self) -> int:
        """Phones connected now (open event streams)."""
        with self.hub.changed:
            return self.hub.streams

    def publish(self, payload: bytes) -> None:
        """Make ``payload`` (compact UTF-8 JSON, one line) the latest: every open stream
        sends it, and new pages start with it."""
        self.hub.publish(payload)

    def stop(self, wait: float = 2.0) -> None:
        """Close the listening socket and every open connection; idempotent."""
        if not self.running or self._httpd is None:
            return
        self.running = False
        httpd = self._httpd
        httpd.shutdown()  # serve_forever returns (within poll_interval)
        httpd.server_close()  # the port is free
        with self.hub.changed:
            self.hub.stopping = True
            self.hub.changed.notify_all()
        httpd.close_connections(wait)
        if self._thread is not None:
            self._thread.join(wait)

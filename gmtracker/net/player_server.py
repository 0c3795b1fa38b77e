"""The read-only web server that shows the player view on the players' phones.

:class:`PlayerServer` serves one page, its script and style, the latest payload (the JSON
document the UI builds from the player snapshot) and a Server-Sent Events stream that
pushes every new payload to every phone at once. Built on the standard library
(``socketserver.ThreadingTCPServer``, one thread per connection, HTTP/1.1 keep-alive) with
its own request-head reader (:mod:`gmtracker.net.http_head`); why threads and not asyncio
or aiohttp: tests/benchmarks/bench_server_limits.py and the module's closing note in
issue 27. The UI imports this module only when sharing starts.

Security: only GET (anything else 405); every path starts with a random token, compared
in constant time (a wrong or missing token, or any other path, 404); the Host header must
name this machine (:func:`gmtracker.net.lan.host_names`, or the address the panel shows),
else 421 (400 without one), so a web page elsewhere cannot reach the server by DNS
rebinding; HTTP/0.9 is refused; nothing is read from disk after start (the page's three
files are kept in memory); every response carries a Content-Security-Policy of
``default-src 'self'`` (so the page has no inline script or style), ``nosniff``,
``no-referrer`` and ``no-store``, and no ``Server`` header names the app.

Slots (issue 27 items 4 and 5): a connection that has not yet shown the token is
*pending*: at most ``pending_per_address`` of them per peer address and ``max_pending`` in
all (beyond: closed at once, no thread); each must deliver its whole first request head
within ``head_timeout`` (5 s) and in at most 16 kB (:data:`~gmtracker.net.http_head.HEAD_LIMIT`),
else 408 or 431 and closed. Only a request carrying the token makes a connection one of
the ``max_clients`` (64) admitted ones (beyond: 503), so a device without the token cannot
lock the phones out, and a token-less connection never costs more than its 16 kB.
"""

from __future__ import annotations

import hmac
import html
import json
import logging
import os
import secrets
import select
import socket
import socketserver
import threading
import time
from http import HTTPStatus
from typing import Any

from gmtracker.net.http_head import HEAD_LIMIT, HEAD_TIMEOUT, HeadError, HeadReader, Request, host_name, response
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
#: Where the page's <noscript> message goes in index.html (the payload's ``labels.noscript``).
NOSCRIPT_MARKER = b"<!--GMT-NOSCRIPT-->"
#: The <noscript> message when the payload has none (the UI sends it in the GM's language).
NOSCRIPT_DEFAULT = "This page needs JavaScript to follow the fight. Switch JavaScript on and reload."
#: The listen backlog: a table's phones connecting at once are queued, not refused
#: (the default of 5 made 22 of 60 simultaneous connects wait about a second, issue 27 item 7).
BACKLOG = 64
#: Connections that have not shown the token yet, per peer address and in all. A phone's
#: browser opens up to six connections at once; more than 16 from one address is not a phone.
PENDING_PER_ADDRESS = 16
MAX_PENDING = 256
#: How often (seconds) a quiet stream looks whether its phone closed the connection.
_LIVENESS_CHECK = 0.5


def new_token() -> str:
    """A fresh random token for the address (22 URL-safe characters, 128 bits)."""
    return secrets.token_urlsafe(16)


def embeddable(payload: bytes) -> bytes:
    """``payload`` made safe inside ``<script type="application/json">``: every ``<`` becomes
    ``\\u003c``, so no ``</script>`` or ``<!--`` can end the element (in JSON, ``<`` only
    occurs inside strings, where the escape means the same character)."""
    return payload.replace(b"<", b"\\u003c")


def sse_event(payload: bytes) -> bytes:
    """One Server-Sent Events message carrying ``payload`` (one ``data:`` line per line)."""
    lines = payload.splitlines() or [b""]
    return b"".join(b"data: " + line + b"\n" for line in lines) + b"\n"


def noscript_words(payload: bytes) -> bytes:
    """The payload's ``labels.noscript``, HTML-escaped (English when it has none)."""
    try:
        document = json.loads(payload)
        words = document["labels"]["noscript"]
    except (ValueError, KeyError, TypeError):
        words = None
    if not isinstance(words, str) or not words:
        words = NOSCRIPT_DEFAULT
    return html.escape(words, quote=True).encode("utf-8")


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
        text = (folder / "index.html").read_bytes()
        if text.count(STATE_MARKER) != 1:
            raise OSError(f"{folder / 'index.html'}: expected one {STATE_MARKER.decode()}")
        self.before, self.after = text.split(STATE_MARKER)
        self.script = (folder / "page.js").read_bytes()
        self.style = (folder / "page.css").read_bytes()
        self._cache: tuple[bytes, bytes] = (b"", b"")

    def html(self, payload: bytes) -> bytes:
        if self._cache[0] is not payload:  # one JSON parse per new payload, not per page
            self._cache = (payload, noscript_words(payload))
        words = self._cache[1]
        return (self.before.replace(NOSCRIPT_MARKER, words) + embeddable(payload)
                + self.after.replace(NOSCRIPT_MARKER, words))


class _Slots:
    """Who holds a connection: pending ones (no token shown yet) counted per address,
    admitted ones (a request carried the token) up to ``max_clients``."""

    def __init__(self, max_clients: int, per_address: int, max_pending: int) -> None:
        self.max_clients = max_clients
        self.per_address = per_address
        self.max_pending = max_pending
        self.lock = threading.Lock()
        self.all_closed = threading.Condition(self.lock)
        self.pending: dict[socket.socket, str] = {}
        self.pending_by_address: dict[str, int] = {}
        self.admitted: set[socket.socket] = set()
        self.closing = False

    def take_pending(self, sock: socket.socket, address: str) -> bool:
        with self.lock:
            if self.closing or len(self.pending) >= self.max_pending \
                    or self.pending_by_address.get(address, 0) >= self.per_address:
                return False
            self.pending[sock] = address
            self.pending_by_address[address] = self.pending_by_address.get(address, 0) + 1
            return True

    def _drop_pending(self, sock: socket.socket) -> None:
        address = self.pending.pop(sock, None)
        if address is not None:
            left = self.pending_by_address[address] - 1
            if left:
                self.pending_by_address[address] = left
            else:
                del self.pending_by_address[address]

    def admit(self, sock: socket.socket) -> bool:
        """The connection showed the token: one of the admitted, if there is room."""
        with self.lock:
            if sock in self.admitted:
                return True
            if self.closing or len(self.admitted) >= self.max_clients:
                return False
            self._drop_pending(sock)
            self.admitted.add(sock)
            return True

    def release(self, sock: socket.socket) -> None:
        with self.lock:
            self._drop_pending(sock)
            self.admitted.discard(sock)
            self.all_closed.notify_all()

    def close_all(self, wait: float) -> None:
        """Shut every open connection down (their threads see EOF or a failed write and
        end) and wait up to ``wait`` seconds for them to be gone."""
        with self.lock:
            self.closing = True
            for sock in [*self.pending, *self.admitted]:
                try:
                    sock.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
            self.all_closed.wait_for(lambda: not self.pending and not self.admitted, timeout=wait)


class _TCPServer(socketserver.ThreadingTCPServer):
    """Accepts connections, closes at once those over the pending caps, and hands each
    other one to a thread of :class:`_Connection`."""

    daemon_threads = True
    block_on_close = False  # stop() closes the connections itself, then waits for them
    request_queue_size = BACKLOG
    # SO_REUSEADDR lets the port be bound again at once after stop (connections in
    # TIME_WAIT); on Windows it would let another program bind the same port, so there
    # the socket is exclusive instead.
    allow_reuse_address = os.name != "nt"

    def __init__(self, host: str, port: int, owner: PlayerServer) -> None:
        self.address_family = socket.AF_INET6 if ":" in host else socket.AF_INET
        self.owner = owner
        self.slots = _Slots(owner.max_clients, owner.pending_per_address, owner.max_pending)
        super().__init__((host, port), _Connection)

    def server_bind(self) -> None:
        if os.name == "nt":  # pragma: no cover - Windows only
            self.socket.setsockopt(socket.SOL_SOCKET, socket.SO_EXCLUSIVEADDRUSE, 1)  # type: ignore[attr-defined]
        super().server_bind()

    def process_request(self, request: Any, client_address: Any) -> None:
        if not self.slots.take_pending(request, str(client_address[0])):
            socketserver.TCPServer.shutdown_request(self, request)  # flooded: closed at once, no thread
            return
        try:
            # replies go out whole, at once: no wait for the peer's ACK of the last one
            request.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        except OSError:
            pass
        super().process_request(request, client_address)

    def shutdown_request(self, request: Any) -> None:
        self.slots.release(request)
        super().shutdown_request(request)

    def handle_error(self, request: Any, client_address: Any) -> None:
        # a phone that vanished mid-write: nothing to tell the GM about
        _log.debug("connection from %s ended with an error", client_address, exc_info=True)


class _Connection(socketserver.BaseRequestHandler):
    """One connection: keep-alive requests, or one event stream until the server stops."""

    server: _TCPServer
    request: socket.socket

    def handle(self) -> None:
        owner = self.server.owner
        reader = HeadReader(self.request, limit=HEAD_LIMIT, head_timeout=owner.head_timeout)
        first = True
        while True:
            try:
                head = reader.read(owner.idle_timeout, first=first)
            except HeadError as error:
                self._send_text(error.status, f"{error.status.value} {error.status.phrase}\n".encode(),
                                close=True)
                return
            except OSError:
                return  # reset, or stop() shut the socket
            if head is None:
                return  # closed, or quiet for idle_timeout (before its first byte)
            first = False
            if not self._answer(head):
                return

    def _answer(self, head: Request) -> bool:
        """Answer one request; whether the connection carries another one."""
        owner = self.server.owner
        host = head.headers.get("host")
        if host is None:
            return self._send_text(HTTPStatus.BAD_REQUEST, b"No Host header\n", close=True)
        if host_name(host) not in owner.allowed_hosts:
            return self._send_text(HTTPStatus.MISDIRECTED_REQUEST, b"Not this machine\n", close=True)
        if head.method != "GET":
            # a request body (if any) is never read: close instead of misreading it
            return self._send_text(HTTPStatus.METHOD_NOT_ALLOWED, b"Method not allowed\n", close=True,
                                   extra=(("Allow", "GET"),), head_only=head.method == "HEAD")
        route = self._route(head.target)
        close = not head.keep_alive or head.has_body
        if route is None:
            # a connection that never showed the token is not kept: its slot is for phones
            return self._send_text(HTTPStatus.NOT_FOUND, b"Not found\n",
                                   close=close or self.request not in self.server.slots.admitted)
        if not self.server.slots.admit(self.request):
            return self._send_text(HTTPStatus.SERVICE_UNAVAILABLE, b"Too many connections\n", close=True)
        hub = owner.hub
        page = owner.page
        if route == "":
            return self._send(HTTPStatus.OK, "text/html; charset=utf-8", page.html(hub.latest()[1]), close=close)
        if route == "page.js":
            return self._send(HTTPStatus.OK, "text/javascript; charset=utf-8", page.script, close=close)
        if route == "page.css":
            return self._send(HTTPStatus.OK, "text/css; charset=utf-8", page.style, close=close)
        if route == "state.json":
            return self._send(HTTPStatus.OK, "application/json", hub.latest()[1], close=close)
        if route == "events":
            self._stream()
            return False
        return self._send_text(HTTPStatus.NOT_FOUND, b"Not found\n", close=close)

    def _route(self, target: str) -> str | None:
        """The part of the path after ``/<token>/``, or None when the token is wrong."""
        # not urlsplit: it would read '//host/…' as a network location
        path = target.partition("?")[0]
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
        self._abort_unacknowledged_writes()
        head = ["HTTP/1.1 200 OK", "Content-Type: text/event-stream; charset=utf-8", "Connection: close",
                *(f"{key}: {value}" for key, value in SECURITY_HEADERS)]
        with hub.changed:
            hub.streams += 1
            seen, payload = hub.version, hub.payload
        try:
            # the headers, the retry and the current payload: one write
            self._write(("\r\n".join(head) + "\r\n\r\n").encode("latin-1") + b"retry: 1000\n\n"
                        + sse_event(payload))
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
                    self._write(sse_event(payload))
                elif time.monotonic() - quiet_since >= ping:
                    self._write(b": ping\n\n")
                elif self._peer_closed():
                    return
                else:
                    continue
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
            readable, _, _ = select.select([self.request], [], [], 0)
            return bool(readable) and self.request.recv(1, socket.MSG_PEEK) == b""
        except (OSError, ValueError):
            return True

    def _abort_unacknowledged_writes(self) -> None:
        # A phone that left the Wi-Fi never says so; without this, its pings would queue
        # for TCP's retransmission limit (about 15 minutes on Linux) before the write fails.
        user_timeout = getattr(socket, "TCP_USER_TIMEOUT", None)
        if user_timeout is not None:
            try:
                self.request.setsockopt(socket.IPPROTO_TCP, user_timeout,
                                        int(self.server.owner.idle_timeout * 1000))
            except OSError:
                pass

    def _write(self, data: bytes) -> None:
        """One write, bounded by idle_timeout (a phone that never reads cannot hold a thread)."""
        self.request.settimeout(self.server.owner.idle_timeout)
        self.request.sendall(data)

    def _send(self, status: HTTPStatus, content_type: str, body: bytes, *, close: bool = False,
              extra: tuple[tuple[str, str], ...] = (), head_only: bool = False) -> bool:
        """Send a whole reply in one write; whether the connection stays open."""
        try:
            self._write(response(status, content_type, body, close=close,
                                 headers=(*extra, *SECURITY_HEADERS), head_only=head_only))
        except OSError:
            return False
        return not close

    def _send_text(self, status: HTTPStatus, body: bytes, *, close: bool = False,
                   extra: tuple[tuple[str, str], ...] = (), head_only: bool = False) -> bool:
        return self._send(status, "text/plain; charset=utf-8", body, close=close, extra=extra,
                          head_only=head_only)


class PlayerServer:
    """The player view served on the local network, at ``http://HOST:PORT/<token>/``.

    ``token`` (a new one when not given) is the address's secret: the UI keeps it across
    servers, so a phone comes back by itself after Stop → Start. ``publish`` may be called
    from any thread (the UI's); it never waits for a phone.
    """

    def __init__(self, host: str, port: int = 0, *, token: str | None = None, max_clients: int = 64,
                 idle_timeout: float = 30.0, ping_interval: float = 15.0,
                 head_timeout: float = HEAD_TIMEOUT, pending_per_address: int = PENDING_PER_ADDRESS,
                 max_pending: int = MAX_PENDING) -> None:
        self.host = host
        self.port = port
        self.max_clients = max_clients
        self.idle_timeout = idle_timeout
        self.ping_interval = ping_interval
        self.head_timeout = head_timeout
        self.pending_per_address = pending_per_address
        self.max_pending = max_pending
        self.token = token or new_token()
        self.hub = _Hub()
        self.running = False
        self.allowed_hosts: frozenset[str] = frozenset()
        self._httpd: _TCPServer | None = None
        self._thread: threading.Thread | None = None
        self.page: _Page

    def start(self) -> None:
        """Bind and serve in a daemon thread; OSError if the address cannot be bound (or
        the page's files are missing)."""
        if self.running or self._httpd is not None:
            raise RuntimeError("a PlayerServer starts once")
        from gmtracker.net.lan import host_names

        self.page = _Page()
        self._httpd = _TCPServer(self.host, self.port, self)
        self.port = self._httpd.server_address[1]
        shown = host_name(self.url.split("/")[2])
        self.allowed_hosts = frozenset({*host_names(), shown, self.host.lower()} - {"", "0.0.0.0", "::"})
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
        httpd.slots.close_all(wait)
        if self._thread is not None:
            self._thread.join(wait)

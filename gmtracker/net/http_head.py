"""Reading and answering one HTTP/1.x request head on a raw socket, within fixed limits.

The player-view server (:mod:`gmtracker.net.player_server`) reads every request head with
:func:`read_head` instead of ``http.server``'s line reader, which buffered up to 100 header
lines of 64 kB each per connection (issue 27 item 5: 64 token-less connections grew the app
by 400 MB). Here a head is read with one deadline for the whole of it and a cap on its total
size: at most ``limit`` bytes are ever received for one head, so a connection costs at most
that much memory however much it sends. A version-less (HTTP/0.9) request line is refused
as soon as its line ends. :func:`response` builds a whole reply (status line, headers and
body) as one buffer, so that it goes out in one write (two writes met the peer's delayed ACK:
a kept-alive second request took ~44 ms instead of ~0.4 ms, issue 27 item 7).
"""

from __future__ import annotations

import re
import socket
import time
from dataclasses import dataclass, field
from email.utils import formatdate
from http import HTTPStatus

#: The largest request head (request line and every header line) read for one request.
HEAD_LIMIT = 16 * 1024
#: How long the whole request head may take to arrive, from its first byte (seconds).
HEAD_TIMEOUT = 5.0

_END = re.compile(rb"\r?\n\r?\n")
_TOKEN = re.compile(rb"[!#$%&'*+.^_`|~0-9A-Za-z-]+")
_VERSION = re.compile(rb"HTTP/(\d)\.(\d)")


class HeadError(Exception):
    """A request head that is answered with ``status`` and then the connection closes."""

    def __init__(self, status: HTTPStatus, reason: str) -> None:
        super().__init__(reason)
        self.status = status
        self.reason = reason


@dataclass
class Request:
    """One parsed request head."""

    method: str
    target: str
    version: tuple[int, int]
    headers: dict[str, str] = field(default_factory=dict)

    @property
    def keep_alive(self) -> bool:
        """Whether the connection may carry another request after this one (HTTP/1.1 without
        ``Connection: close``; HTTP/1.0 always closes here)."""
        tokens = {part.strip().lower() for part in self.headers.get("connection", "").split(",")}
        return self.version >= (1, 1) and "close" not in tokens

    @property
    def has_body(self) -> bool:
        """Whether a body follows (never read: the connection closes after the reply)."""
        length = self.headers.get("content-length", "0").strip()
        return "transfer-encoding" in self.headers or length not in ("", "0")


class HeadReader:
    """Reads request heads from one connection, keeping what follows a head (a pipelined
    next request) for the next call; never holds more than ``limit`` bytes."""

    def __init__(self, sock: socket.socket, *, limit: int = HEAD_LIMIT,
                 head_timeout: float = HEAD_TIMEOUT) -> None:
        self.sock = sock
        self.limit = limit
        self.head_timeout = head_timeout
        self.buffer = bytearray()
        self.partial = False  # bytes of an unfinished head were received (a timeout is then a 408)

    def read(self, wait: float, *, first: bool = False) -> Request | None:
        """The next request head, waiting up to ``wait`` seconds for its first byte and then
        up to ``head_timeout`` for the rest. The ``first`` request of a connection has
        ``min(wait, head_timeout)`` for the whole head, from the connection's start: a
        connection that never shows a whole request never holds its slot longer. None when
        the peer closed or went quiet before sending anything; :class:`HeadError` for a head
        that is too big, too slow or malformed."""
        started = time.monotonic()
        deadline = started + wait
        head_deadline = started + min(wait, self.head_timeout) if first else float("inf")
        checked_line = False
        scan = 0
        self.partial = False
        while True:
            while self.buffer[:2] == b"\r\n" or self.buffer[:1] == b"\n":  # empty lines before a request
                del self.buffer[:2 if self.buffer[:1] == b"\r" else 1]
            if self.buffer:
                if not self.partial:
                    self.partial = True
                    if not first:  # a kept-alive connection's next request: its head from its first byte
                        head_deadline = time.monotonic() + self.head_timeout
                if not checked_line and b"\n" in self.buffer:
                    check_request_line(bytes(self.buffer[:self.buffer.index(b"\n")]))
                    checked_line = True
                end = _END.search(self.buffer, scan)
                if end is not None:
                    head = bytes(self.buffer[:end.start()])
                    del self.buffer[:end.end()]
                    self.partial = False
                    return parse_head(head)
                if len(self.buffer) >= self.limit:
                    raise HeadError(HTTPStatus.REQUEST_HEADER_FIELDS_TOO_LARGE, "request head too large")
                scan = max(0, len(self.buffer) - 3)
            remaining = (head_deadline if self.partial else min(deadline, head_deadline)) - time.monotonic()
            if remaining <= 0:
                self._timed_out()
                return None
            self.sock.settimeout(remaining)
            try:
                chunk = self.sock.recv(self.limit - len(self.buffer))
            except TimeoutError:
                self._timed_out()
                return None
            if not chunk:
                return None
            self.buffer += chunk

    def _timed_out(self) -> None:
        """A quiet connection ends quietly; a head cut short is a 408."""
        if self.partial:
            raise HeadError(HTTPStatus.REQUEST_TIMEOUT, "request head too slow")


def check_request_line(line: bytes) -> None:
    """Refuse a request line that is not ``METHOD TARGET HTTP/1.x`` (HeadError)."""
    parts = line.rstrip(b"\r").split(b" ")
    if len(parts) != 3 or not _TOKEN.fullmatch(parts[0]) or not parts[1]:
        raise HeadError(HTTPStatus.BAD_REQUEST, "malformed request line (HTTP/0.9 is not served)")
    version = _VERSION.fullmatch(parts[2])
    if version is None:
        raise HeadError(HTTPStatus.BAD_REQUEST, "malformed HTTP version")
    if version.group(1) != b"1":
        raise HeadError(HTTPStatus.HTTP_VERSION_NOT_SUPPORTED, "only HTTP/1.x is served")


def parse_head(head: bytes) -> Request:
    """The request line and headers of ``head`` (without its blank line); HeadError if malformed."""
    lines = head.replace(b"\r\n", b"\n").split(b"\n")
    check_request_line(lines[0])
    method, target, version = lines[0].split(b" ")
    match = _VERSION.fullmatch(version)
    assert match is not None  # checked above
    request = Request(method.decode("ascii"), target.decode("utf-8", "surrogateescape"),
                      (int(match.group(1)), int(match.group(2))))
    for line in lines[1:]:
        name, colon, value = line.partition(b":")
        if not colon or not _TOKEN.fullmatch(name):  # also refuses obsolete line folding
            raise HeadError(HTTPStatus.BAD_REQUEST, "malformed header line")
        key = name.decode("ascii").lower()
        text = value.strip(b" \t").decode("latin-1")
        if key in request.headers:
            if key in ("host", "content-length"):
                raise HeadError(HTTPStatus.BAD_REQUEST, f"more than one {key} header")
            text = f"{request.headers[key]}, {text}"
        request.headers[key] = text
    return request


def host_name(value: str) -> str:
    """The host part of a Host header (``[::1]:8765`` → ``::1``, ``Example:80`` → ``example``)."""
    value = value.strip().lower()
    if value.startswith("["):
        return value[1:value.find("]")] if "]" in value else value
    name, colon, port = value.rpartition(":")
    return name if colon and port.isdigit() else value


def response(status: HTTPStatus, content_type: str, body: bytes, *, close: bool = False,
             headers: tuple[tuple[str, str], ...] = (), head_only: bool = False) -> bytes:
    """A whole HTTP/1.1 reply as one buffer (no ``Server`` header: nothing names the app)."""
    lines = [f"HTTP/1.1 {status.value} {status.phrase}",
             f"Date: {formatdate(usegmt=True)}",
             f"Content-Type: {content_type}",
             f"Content-Length: {len(body)}"]
    lines.extend(f"{key}: {value}" for key, value in headers)
    if close:
        lines.append("Connection: close")
    text = "\r\n".join(lines) + "\r\n\r\n"
    return text.encode("latin-1") + (b"" if head_only else body)

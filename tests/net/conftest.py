"""Fixtures for the player-view server's tests: a running PlayerServer on 127.0.0.1 (port 0)
and a small Server-Sent Events client over a plain socket."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from urllib.parse import urlsplit

import pytest

from gmtracker.net.player_server import PlayerServer


def payload(heading: str = "Round 1 · Ayla's turn", **overrides: object) -> bytes:
    """A payload in the shape the UI publishes (compact, one line)."""
    document: dict[str, object] = {
        "v": 1, "lang": "en", "title": "Ambush at the Old Mill", "heading": heading,
        "rows": [
            {"name": "Ayla Thornwood", "side": "pc", "current": True,
             "health": "wounds 1 / bruises 0 · seriously wounded", "out": False},
            {"name": "Goblin Archer", "side": "enemy", "current": False, "health": "", "out": False},
        ],
        "roll_label": "Latest roll", "roll": "Goblin Archer attacks Ayla → hit",
        "labels": {"reconnecting": "Reconnecting…", "theme": "Light / dark", "empty": "Nobody in the fight yet"},
    }
    document.update(overrides)
    return json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode()


class EventStream:
    """One phone: GET /<token>/events on a raw socket, reading messages as they come."""

    def __init__(self, url: str, timeout: float = 5.0) -> None:
        parts = urlsplit(url)
        assert parts.hostname and parts.port
        self.sock = socket.create_connection((parts.hostname, parts.port), timeout=timeout)
        self.sock.sendall(f"GET {parts.path}events HTTP/1.1\r\nHost: {parts.netloc}\r\n"
                          "Accept: text/event-stream\r\n\r\n".encode())
        self.file = self.sock.makefile("rb")
        self.status_line = self.file.readline().decode()
        self.headers: dict[str, str] = {}
        while (line := self.file.readline()) not in (b"\r\n", b""):
            key, _, value = line.decode().partition(":")
            self.headers[key.strip().lower()] = value.strip()

    def next_message(self) -> tuple[list[str], list[str]]:
        """(data lines, other lines) of the next message (up to a blank line); EOFError at the end."""
        data: list[str] = []
        other: list[str] = []
        while True:
            line = self.file.readline()
            if not line:
                raise EOFError
            text = line.decode().rstrip("\n")
            if text == "":
                if data or other:
                    return data, other
                continue
            (data if text.startswith("data: ") else other).append(text)

    def next_data(self) -> str:
        """The next data message (pings and retry lines skipped)."""
        while True:
            data, _ = self.next_message()
            if data:
                return "\n".join(line[len("data: "):] for line in data)

    def close(self) -> None:
        self.file.close()
        self.sock.close()


@pytest.fixture
def server() -> Iterator[PlayerServer]:
    running = PlayerServer("127.0.0.1", 0, idle_timeout=5.0)
    running.start()
    running.publish(payload())
    yield running
    running.stop()

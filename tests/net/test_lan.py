"""The addresses the GM may share the player view on."""

from __future__ import annotations

import ipaddress
import socket

import pytest

from gmtracker.net import lan


def test_addresses_are_ipv4_and_end_with_loopback() -> None:
    found = lan.addresses()
    assert found[-1] == "127.0.0.1"
    assert len(found) == len(set(found))
    for address in found:
        assert isinstance(ipaddress.ip_address(address), ipaddress.IPv4Address)
    assert lan.lan_address() == found[0]


def test_without_a_route_the_lan_address_is_loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    class Unroutable(socket.socket):
        def connect(self, address: object) -> None:
            raise OSError(101, "Network is unreachable")

    monkeypatch.setattr(lan.socket, "socket", Unroutable)
    assert lan.addresses() == ["127.0.0.1"]
    assert lan.lan_address() == "127.0.0.1"

"""The addresses this machine has on the local network, for the GM to share the player view on.

Nothing is sent: connecting a UDP socket only asks the operating system which local
address it would route from. Several private targets are tried, because a table's network
is often a travel router with no way to the internet (no default route), where only the
target in the network's own private range has a route.
"""

from __future__ import annotations

import socket

LOOPBACK = "127.0.0.1"

#: A documentation address (RFC 5737) that only the default route reaches (the interface
#: the machine mainly uses, before a VPN's 10.x), then one address in each private IPv4
#: range (RFC 1918) for a network without a default route. Never contacted.
_PROBES = ("192.0.2.1", "192.168.255.254", "10.254.254.254", "172.31.255.254")


def _route_source(target: str) -> str | None:
    """The local address the system would send to ``target`` from, or None without a route."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect((target, 9))  # UDP connect: a route lookup, no packet
            address = str(probe.getsockname()[0])
    except OSError:
        return None
    if address.startswith("127.") or address == "0.0.0.0":
        return None
    return address


def addresses() -> list[str]:
    """The machine's LAN IPv4 addresses (most likely first), then ``127.0.0.1``."""
    found: list[str] = []
    for target in _PROBES:
        address = _route_source(target)
        if address is not None and address not in found:
            found.append(address)
    return [*found, LOOPBACK]


def lan_address() -> str:
    """The machine's LAN IPv4 address, or ``127.0.0.1`` when it has none."""
    return addresses()[0]


def host_names() -> list[str]:
    """Every name a phone's request may give as its Host for this machine: its LAN
    addresses, the loopback addresses and ``localhost`` (the player-view server refuses any
    other, so a page elsewhere cannot reach it through a DNS name it controls)."""
    return [*addresses(), "localhost", "::1"]

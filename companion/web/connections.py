"""Open connections per client address, counted where they are accepted (``worker.py``).

When a connection is accepted only its TCP peer is known: a forwarded
address comes with a request's headers, later. So this counts peers, each
at most ``limit`` open connections at once (HTTP keep-alive and upgraded
WebSockets alike, in this process); one over is refused. An IPv6 peer counts
by its /64, which is what one home or café network (or one attacker) holds;
an IPv4-mapped IPv6 peer counts as its IPv4 address.

Not counted (``exempt``):

* ``127.0.0.1`` and ``::1``: this machine itself, where a proxy on the same
  box, health checks and the benchmarks connect from. Other loopback
  addresses (``127.0.0.2`` and up) count like any peer: tests and
  benchmarks use them to play separate clients.
* behind a trusted proxy (``COMPANION_PROXIES`` > 0), any loopback, private
  or link-local peer: that is the proxy (Caddy on the same box or in the
  compose network), and every phone's connection comes from it. Its clients
  are then told apart by the forwarded address, for the socket cap and the
  rate limits. A public peer is still counted: behind a proxy nobody should
  reach the server directly.

The other limits per address (the cost budget, ``budget.py``; the sockets per
address, ``limits.SocketCount``) count the client's address as the app sees it,
the forwarded one behind a trusted proxy; ``client_exempt`` is their one rule:
this machine itself (``127.0.0.1``, ``::1``) is not counted, unless a proxy is
trusted, where the forwarded address is the client's own and nobody escapes a
limit by naming ``127.0.0.1``.

Greenlets of one worker share the counts without a lock: gevent switches
only where a greenlet waits, and nothing here waits.
"""
from __future__ import annotations

import ipaddress

MACHINE = frozenset({"127.0.0.1", "::1"})


def peer_key(host: str) -> str | None:
    """What a peer counts as: its IPv4 address, or its IPv6 /64; None when it is no IP address."""
    try:
        ip = ipaddress.ip_address(host.split("%", 1)[0])  # an IPv6 zone (fe80::1%eth0) is no part of it
    except (ValueError, AttributeError):
        return None
    if ip.version == 6 and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    if ip.version == 4:
        return str(ip)
    return str(ipaddress.ip_network(f"{ip}/64", strict=False))


def is_machine(host: str) -> bool:
    """This machine itself: ``127.0.0.1`` or ``::1``, as written or IPv4-mapped."""
    return host in MACHINE or peer_key(host) in MACHINE


def exempt(host: str, proxies: int) -> bool:
    """True for a peer that is never counted (see the module's docstring)."""
    key = peer_key(host)
    if key is None or is_machine(host):
        return True
    if not proxies:
        return False
    ip = ipaddress.ip_address(key.split("/", 1)[0])
    return ip.is_loopback or ip.is_private or ip.is_link_local


def client_exempt(address: str, proxies: int) -> bool:
    """True for a client address (after ``ProxyFix``) that no per-address limit counts."""
    return not proxies and is_machine(address or "")


class PeerConnections:
    """Open connections per peer: ``open(addr)`` → (admitted, key), then ``close(key)`` once."""

    def __init__(self, limit: int, proxies: int = 0):
        self.limit, self.proxies = limit, proxies
        self._open: dict[str, int] = {}
        self._full: set[str] = set()  # peers refused since they were last below the cap

    def open(self, addr) -> tuple[bool, str | None]:
        """Count a new connection from ``addr`` (gunicorn's peer: a (host, port, …) tuple, or a
        Unix socket's name). (False, key): refused, nothing counted. Key None: not counted."""
        host = addr[0] if isinstance(addr, tuple) and addr else ""
        if exempt(host, self.proxies):
            return True, None
        key = peer_key(host)
        n = self._open.get(key, 0)
        if n >= self.limit:
            return False, key
        self._open[key] = n + 1
        return True, key

    def first_refusal(self, key: str) -> bool:
        """True the first time ``key`` is refused since it was last below the cap (log it once)."""
        if key in self._full:
            return False
        self._full.add(key)
        return True

    def close(self, key: str | None) -> None:
        if key is None:
            return
        n = self._open.get(key, 0) - 1
        if n > 0:
            self._open[key] = n
        else:
            self._open.pop(key, None)
        if n < self.limit:
            self._full.discard(key)

    def count(self, key: str) -> int:
        return self._open.get(key, 0)

"""Which peers count toward the connections per address (companion/admission/keys.py), without a server.

tests/e2e/test_connections.py shows the cap on a real server; here, the rule
for every kind of peer address.
"""
from __future__ import annotations

import pytest

from companion.admission.keys import address_key as peer_key, client_exempt, peer_exempt as exempt
from companion.admission.policy import Admission
from companion.config import Config


class PeerConnections:
    """The worker's count of open connections, as admission keeps it."""

    def __init__(self, limit: int):
        self.admission = Admission(Config(connections_per_address=limit))
        self.open, self.close = self.admission.open_connection, self.admission.close_connection
        self.first_refusal, self.count = self.admission.connections.first_refusal, self.admission.connections.count


@pytest.mark.parametrize("host, key", [
    ("198.51.100.7", "198.51.100.7"),
    ("::ffff:198.51.100.7", "198.51.100.7"),  # a dual-stack listener's IPv4 peer
    ("2001:db8:1:2:aaaa::1", "2001:db8:1:2::/64"),
    ("2001:db8:1:2:bbbb::9", "2001:db8:1:2::/64"),  # another privacy address of the same network
    ("fe80::1%eth0", "fe80::/64"),
    ("", None),  # a Unix socket's peer
    ("not an address", None),
])
def test_a_peer_counts_as_its_ipv4_address_or_its_ipv6_64(host, key):
    assert peer_key(host) == key


@pytest.mark.parametrize("host, proxies, free", [
    ("127.0.0.1", 0, True),  # the machine itself: a proxy on it, health checks, the benchmarks
    ("::1", 0, True),
    ("::ffff:127.0.0.1", 0, True),
    ("127.0.0.2", 0, False),  # another loopback address plays another client
    ("192.168.1.20", 0, False),  # a phone on the table's Wi-Fi
    ("9.9.9.9", 0, False),
    ("", 0, True),
    ("127.0.0.2", 1, True),  # behind a proxy: its loopback or private address is the proxy
    ("172.18.0.3", 1, True),  # Caddy in the compose network
    ("fd00::3", 1, True),
    ("9.9.9.9", 1, False),  # a public peer never reached the server through the proxy
])
def test_the_machine_itself_and_a_trusted_proxy_are_never_counted(host, proxies, free):
    assert exempt(host, proxies) is free


@pytest.mark.parametrize("address, proxies, free", [
    ("127.0.0.1", 0, True),  # the machine itself: no budget, no socket cap
    ("::1", 0, True),
    ("::ffff:127.0.0.1", 0, True),
    ("127.0.0.2", 0, False),  # another loopback address plays another phone (bench/abuse.py)
    ("192.168.1.20", 0, False),
    ("127.0.0.1", 1, False),  # behind a proxy the forwarded address is a client like any other
    ("::1", 1, False),
])
def test_a_client_address_is_free_of_per_address_limits_only_when_it_is_this_machine(address, proxies, free):
    assert client_exempt(address, proxies) is free


def test_one_address_may_hold_the_cap_and_no_more_until_one_closes():
    peers = PeerConnections(limit=3)
    keys = [peers.open(("198.51.100.7", port)) for port in range(3)]
    assert all(admitted for admitted, _ in keys)
    assert peers.open(("198.51.100.7", 9)) == (False, "198.51.100.7")
    assert peers.open(("198.51.100.8", 1))[0]  # another address is not held up
    assert peers.open(("127.0.0.1", 1)) == (True, None)  # not counted, whatever the count
    peers.close(keys[0][1])
    assert peers.open(("198.51.100.7", 10))[0]
    assert peers.count("198.51.100.7") == 3


def test_an_ipv6_network_shares_one_cap():
    peers = PeerConnections(limit=2)
    assert peers.open(("2001:db8::1", 1, 0, 0))[0] and peers.open(("2001:db8::2", 1, 0, 0))[0]
    assert not peers.open(("2001:db8::3", 1, 0, 0))[0]
    assert peers.open(("2001:db8:0:1::1", 1, 0, 0))[0]  # the next /64


def test_a_refused_address_is_logged_once_then_at_most_once_a_minute_as_it_comes_back_to_its_cap():
    now = [1000.0]
    peers = PeerConnections(limit=1)
    peers.admission.connections.clock = lambda: now[0]
    _, key = peers.open(("198.51.100.7", 1))
    assert not peers.open(("198.51.100.7", 2))[0]
    assert peers.first_refusal(key) and not peers.first_refusal(key)
    peers.close(key)  # below its cap, and back at it: a flood's every turn
    assert peers.open(("198.51.100.7", 3))[0] and not peers.first_refusal(key)
    now[0] += 61
    assert not peers.first_refusal(key)  # still refused since it was told: nothing new
    peers.close(key)
    assert peers.open(("198.51.100.7", 4))[0] and peers.first_refusal(key)  # back at it a minute on: told again

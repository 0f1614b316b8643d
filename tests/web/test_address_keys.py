"""Who counts as one client address (companion/admission/keys.py), without a server: an IPv4 address,
an IPv6 /64, and this machine itself not at all unless a proxy is trusted."""
from __future__ import annotations

import pytest

from companion.admission.keys import address_key as peer_key, client_exempt


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

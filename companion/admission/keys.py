"""Who is asking: the key a client is counted by, and who is not counted at all.

An IPv6 peer is its /64, what one home, café or school network (or one attacker) holds, so
rotating addresses inside it changes nothing. This machine itself is not counted unless a
proxy is trusted (then nobody escapes a limit by naming ``127.0.0.1``).
"""
from __future__ import annotations

import functools
import hashlib
import ipaddress

MACHINE = frozenset({"127.0.0.1", "::1"})


@functools.lru_cache(maxsize=4096)  # asked of every connection before it is read: a lookup, not a parse
def address_key(host: str) -> str | None:
    """What an address counts as: its IPv4 address, or its IPv6 /64; None when it is no IP address."""
    try:
        ip = ipaddress.ip_address(host.split("%", 1)[0])  # an IPv6 zone (fe80::1%eth0) is no part of it
    except (ValueError, AttributeError):
        return None
    if ip.version == 6 and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    if ip.version == 4:
        return str(ip)
    return str(ipaddress.ip_network(f"{ip}/64", strict=False))


def client_key(address: str | None) -> str:
    """The key of a client address as the app sees it (after ``ProxyFix``); "?" when there is none."""
    return address_key(address or "") or (address or "?")


def is_machine(host: str) -> bool:
    """This machine itself: ``127.0.0.1`` or ``::1``, as written or IPv4-mapped."""
    return host in MACHINE or address_key(host) in MACHINE


def client_exempt(address: str | None, proxies: int) -> bool:
    """A client address (after ``ProxyFix``) that no per-address limit counts: this machine itself,
    unless a proxy is trusted."""
    return not proxies and is_machine(address or "")


SEAT = "seat:"  # the prefix of every seat key (``seat_key``)
PERSON = "person:"  # the prefix of every room person's key (``person_key``)


def seat_key(code: str, token: str) -> str:
    """The key of whoever presents ``token`` at table ``code`` (a token never leaves as itself)."""
    return f"{SEAT}{code.strip().upper()}:" + hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()[:24]


def person_key(code: str, token: str) -> str:
    """The key of whoever presents ``token`` in room ``code``: counted as a seat is."""
    return PERSON + seat_key(code, token)[len(SEAT):]

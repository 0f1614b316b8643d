"""The machine's LAN address, for the join URL phones should open.

Found by listing the network interfaces (SIOCGIFADDR per interface, or
``ip -j addr`` as a fallback) — never by sending traffic, so it works on a
table with no internet and reveals nothing to anyone.
"""
from __future__ import annotations

import ipaddress
import json
import socket
import struct
import subprocess
import time

SIOCGIFADDR = 0x8915
_VIRTUAL = ("docker", "br-", "veth", "virbr", "vmnet", "vboxnet", "tun", "tap", "wg", "zt", "lxc", "cni", "flannel")


def _ioctl_addresses() -> list[tuple[str, str]]:
    import fcntl

    found = []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:  # never connected nor sent on
        for _, name in socket.if_nameindex():
            try:
                packed = fcntl.ioctl(s.fileno(), SIOCGIFADDR, struct.pack("256s", name[:15].encode()))
            except OSError:
                continue  # no IPv4 address on this interface
            found.append((name, socket.inet_ntoa(packed[20:24])))
    return found


def _ip_command_addresses() -> list[tuple[str, str]]:
    out = subprocess.run(["ip", "-j", "addr"], capture_output=True, text=True, timeout=5, check=True).stdout
    found = []
    for iface in json.loads(out):
        if "UP" not in iface.get("flags", ()):
            continue
        for info in iface.get("addr_info", ()):
            if info.get("family") == "inet":
                found.append((iface.get("ifname", ""), info["local"]))
    return found


def interface_addresses() -> list[tuple[str, str]]:
    """(interface name, IPv4 address) of every interface that has one."""
    try:
        found = _ioctl_addresses()
    except (ImportError, OSError):
        found = []
    if not found:
        try:
            found = _ip_command_addresses()
        except (OSError, ValueError, subprocess.SubprocessError):
            found = []
    return found


def _rank(item: tuple[str, str]) -> tuple:
    name, address = item
    ip = ipaddress.ip_address(address)
    virtual = name.startswith(_VIRTUAL)
    # a private address on a physical interface is what phones on the Wi-Fi can reach
    return (ip.is_loopback, ip.is_link_local, virtual, not ip.is_private, name)


FRESH_FOR = 10.0  # seconds a LAN address found is used again: a request naming localhost must not list
# the interfaces each time (an ioctl per interface, or a subprocess: a quarter of a qr.svg's time)
_found: tuple[float, str | None] | None = None  # (when, address)


def lan_address() -> str | None:
    """The best guess of the address phones on the same network can reach (found again after
    ``FRESH_FOR`` seconds: the Wi-Fi may hand out another)."""
    global _found
    now = time.monotonic()
    if _found is not None and now - _found[0] < FRESH_FOR:
        return _found[1]
    candidates = [c for c in interface_addresses()
                  if not ipaddress.ip_address(c[1]).is_loopback and not ipaddress.ip_address(c[1]).is_unspecified]
    address = sorted(candidates, key=_rank)[0][1] if candidates else None
    _found = (now, address)
    return address


LOCAL_HOSTS = {"localhost", "127.0.0.1", "::1", "[::1]", "0.0.0.0"}


def public_base(host_url: str, configured: str | None, lan: str | None = None) -> str:
    """The base URL phones should use: the configured one, else the request's,
    with a loopback host replaced by the LAN address (a phone cannot open 'localhost')."""
    if configured:
        return configured.rstrip("/")
    from urllib.parse import urlsplit, urlunsplit

    parts = urlsplit(host_url)
    host = parts.hostname or ""
    if host in LOCAL_HOSTS or host.startswith("127."):
        lan = lan if lan is not None else lan_address()
        if lan:
            netloc = lan + (f":{parts.port}" if parts.port else "")
            parts = parts._replace(netloc=netloc)
    return urlunsplit(parts).rstrip("/")


def loopback_only(listen_host: str | None, configured: str | None, proxies: int = 0) -> bool:
    """True when phones cannot reach this server: it listens on a loopback address
    only, and no public URL or reverse proxy stands in front of it."""
    if configured or proxies:
        return False
    host = (listen_host or "").strip("[]")
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False

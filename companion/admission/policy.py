"""The admission policy: one table of what each kind of request is counted by, costs, may do, and is told.

Keys fit who is asking (``keys``): what presents a seat's token is counted
by its seat (a class behind one school address is 72 seats, not one client);
what protects a table (its spectators, its records) by the table; only what
has no token (creating a table, joining, a code nobody has, a page, the
app's files) by the client's address, an IPv6 address by its /64. A wrong
token is charged to its address, so inventing tokens is no way round it.

``Admission`` is the one object the worker, the WSGI app, the socket and
the service ask; ``markdown_table`` makes docs/admission.md's table.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from companion import catalogs
from companion.admission import keys
from companion.admission.counters import Budget, OpenCount, SlidingWindow, Turns, Window
from companion.rules import errors


@dataclass(frozen=True)
class RequestKind:
    kind: str  # what is asked for
    key: str  # what it is counted by
    cost: str  # what one costs
    limit: str  # the setting that bounds it (companion/config.py)
    code: str  # the refusal's stable code ("" where nothing is refused); its sentence is the catalog's
    # error.<code>, told the kind, the limit's value (where it names it) and when to try again


POLICY: dict[str, RequestKind] = {rule.kind: rule for rule in (
    RequestKind("request", "address (no token) or seat (a token)",
                "1 an API request (a snapshot, an action, a join, a log page kept); 1.5 the QR code; 2 a page; "
                "3 a socket's handshake; +1 per 8 KB of headers past 2 KB; +1 per 25 log records read from the "
                "database; +7 a QR code drawn; 0.25 a refusal (a unit: a snapshot's CPU, 0.4-0.8 ms: bench/cost.py)",
                "budget_address, budget_seat",
                "too_many_requests"),
    RequestKind("file", "address", "1 a file of the app (`/static/`); 0.25 a refusal", "budget_files",
                "too_many_requests"),
    RequestKind("seat_request", "seat", "as `request`", "budget_seat",
                "too_many_requests"),
    RequestKind("wrong_token", "address", "1 (charged after the answer)", "budget_address", ""),
    RequestKind("unknown", "address", "1 per code no table has; past it every code is refused", "limit_unknown",
                "too_many_requests"),
    RequestKind("create", "address", "1", "limit_create", "too_many_requests"),
    RequestKind("join", "address", "1", "limit_join", "too_many_requests"),
    RequestKind("room_create", "address", "1", "limit_create", "too_many_requests"),
    # a room's class joins behind one school address: counted by the room, not the address
    RequestKind("room_join", "room", "1", "limit_join", "too_many_requests"),
    RequestKind("action", "seat (the table's person, whatever its token)", "1", "limit_actions",
                "too_many_actions"),
    RequestKind("delete", "seat (the host's; anyone else `403 host_only`, nothing deleted)",
                "1, +1 per 25 records deleted (a table is deleted once)", "budget_seat", ""),
    RequestKind("room_delete", "room person (the organizer's; anyone else `403 organizer_only`, nothing deleted)",
                "1, +1 per 25 of the room's records deleted (a room is deleted once)", "budget_seat", ""),
    RequestKind("spectator_socket", "address", "1 open socket without a seat", "sockets_per_address",
                "too_many_sockets"),
    RequestKind("message", "socket", "1 per message or control frame, +1 per KB", "budget_socket",
                "too_many_requests"),
    RequestKind("hello", "socket", "1 (more are ignored)", "limit_hello", ""),
    RequestKind("spectators", "table", "1 open spectator socket", "spectators_per_table",
                "too_many_sockets"),
    RequestKind("seat_sockets", "seat", "1 open socket (one more closes the seat's oldest, 4429)", "sockets_per_seat", ""),
    RequestKind("connection", "peer (the TCP address; an IPv6 /64)", "1 open connection", "connections_per_address",
                "too_many_connections"),
    RequestKind("connection_turn", "peer (the TCP address; an IPv6 /64)",
                "1 new connection, served in its turn (until then unread, and one of its peer's open connections); "
                "one whose turn is more than 5 s away is held as a refused one, then answered", "connection_turns",
                "too_many_requests"),
)}

# What a request costs, in units of a snapshot's CPU in the worker (0.4 ms on a quiet machine, 0.8 on a busy one):
# bench/cost.py measures each kind; a client's budgets (``Admission``) are counted in them.
PAGE = 1.0  # an API request: a snapshot, an action, a join, a log page kept, an unknown code; the manifest
QR = 1.5  # the QR code of a join link (kept once drawn: its SVG is larger than a snapshot)
HTML = 2.0  # a page made from a template: a table's, a room's, the start page, the service worker
STATIC = 1.0  # a file of the app shell (``budget_files``: a first visit asks for 67: bench/first_visit.py)
SOCKET = 3.0  # a socket's handshake, admission, subscription and first state
REFUSED = 0.25  # a request refused by the budget
LOG_RECORDS = 25  # a log page (or a delete) read from the database costs 1 more per this many records
DRAWN = 7.0  # a QR code that had to be drawn (about 6 ms of CPU; a kept one costs nothing more)


HEADERS_FREE = 2048  # bytes of headers every request may have (a browser's are about 1 KB)
HEADER_KB = 0.125  # each KB of headers beyond them (an 8 KB head costs about 0.6 ms more)


def cost_of(method: str, path: str, header_bytes: int = 0) -> float:
    """A request's cost from what is known before it is read: its method, its path and its headers' size."""
    if path.startswith("/static/"):
        cost = STATIC
    elif path.startswith("/ws/"):
        cost = SOCKET
    elif path.endswith("/qr.svg"):
        cost = QR
    elif path.startswith("/api/") or path in ("/healthz", "/manifest.webmanifest"):
        cost = PAGE
    else:
        cost = HTML
    return cost + max(0, header_bytes - HEADERS_FREE) / 1024 * HEADER_KB


def log_page_cost(records: int) -> float:
    return records / LOG_RECORDS


def message_cost(frames: int, size: int) -> float:
    """What a socket's reads cost: each message, fragment or control frame 1, and 1 per KB."""
    return frames + size / 1024


FILES = "file:"  # the key prefix of a request paid from an address's budget of files (``Admission.request``)
SOCKET_WAIT = 30  # seconds a refused socket is told to wait (open sockets free up when they close)
CONNECTION_WAIT = 10  # seconds a connection over its peer's cap is told to wait
TURN_LONGEST = 5.0  # seconds a new connection may wait for its peer's turn (``peer_turn``); past it, refused
REFUSED_KEYS = 10_000  # addresses whose budget's refusal is remembered at once (bounded memory)


def refused_as(key: str | None) -> str:
    """The kind of request whose budget ``key`` is (``Admission.request``'s key): its refusal's kind."""
    if key is not None and key.startswith(keys.SEAT):
        return "seat_request"
    return "file" if key is not None and key.startswith(FILES) else "request"


def refusal(kind: str, retry_after: int, limit: int | None = None) -> errors.TooManyRequests:
    """The refusal of ``kind`` (its code from the table), saying when."""
    named = {} if limit is None else {"limit": limit}
    return errors.TooManyRequests(POLICY[kind].code, max(1, int(retry_after)), kind=kind, **named)


class Admission:
    """The counters of one process, made from the settings; the windows shared through Redis when
    ``window`` says so (``redis_window.RedisWindow``), the budgets and open counts always local
    (they guard this process's own event loop)."""

    def __init__(self, config, window=None):
        make = window or (lambda name, limit: SlidingWindow(*limit))
        self.config = config
        self.proxies = config.proxies
        self.windows: dict[str, Window] = {kind: make(kind, getattr(config, POLICY[kind].limit))
                                           for kind in ("unknown", "create", "join", "action",
                                                        "room_create", "room_join")}
        self.addresses = Budget(*config.budget_address)
        self.files = Budget(*config.budget_files)  # the app's files: a class's first visits ask for thousands
        self.seats = Budget(*config.budget_seat)
        self.spectator_sockets = OpenCount(config.sockets_per_address)
        self.connections = OpenCount(config.connections_per_address)
        self.turns = Turns(*config.connection_turns, TURN_LONGEST)  # a peer's new connections, in turn
        # an address its budget refused -> until when (``addresses.clock``) every request of it is refused:
        # asked of every connection before it is read (``peer_refusal``), one lookup
        self._refused_until: dict[str, float] = {}

    # -- sliding windows: take, or be refused ------------------------------------------

    def take(self, kind: str, key: str) -> None:
        """Count one ``kind`` for ``key``, or raise its refusal (nothing counted)."""
        window = self.windows[kind]
        if not window.take(key):
            raise refusal(kind, window.retry_after(key))

    def check(self, kind: str, key: str) -> None:
        """Raise ``kind``'s refusal if ``key`` used up its window (nothing counted)."""
        window = self.windows[kind]
        if window.blocked(key):
            raise refusal(kind, window.retry_after(key))

    def hit(self, kind: str, key: str) -> None:
        self.windows[kind].hit(key)

    # -- a request, before it is read ------------------------------------------------

    def request(self, method: str, path: str, address: str | None, seat: str | None,
                header_bytes: int = 0) -> tuple[str | None, int]:
        """(the budget key it is charged to, 0) when admitted, or (key, seconds to wait).

        Key None: not counted (this machine itself). A request with a token
        is its seat's (``keys.seat_key``), once its address is within budget:
        a wrong token is charged to the address after its answer (``wrong_token``).
        A file of the app is paid from its address's budget of files
        (``files``; key ``file:<address>``, which nothing charges more):
        a class's first visits ask for thousands of them and few of anything
        else, so neither budget need be the sum of both.
        """
        if keys.client_exempt(address, self.proxies):
            return None, 0
        client = keys.client_key(address)
        cost = cost_of(method, path, header_bytes)
        if path.startswith("/static/"):
            return FILES + client, self.files.admit(client, cost, refused=REFUSED)
        if seat is None:
            return client, self._address_admits(client, cost)
        wait = self._address_admits(client, 0.0)
        if wait:
            return client, wait
        return seat, self.seats.admit(seat, cost, refused=REFUSED)

    def _address_admits(self, client: str, cost: float) -> int:
        """``addresses.admit``; a refusal is remembered until its wait is over (``peer_refusal``)."""
        wait = self.addresses.admit(client, cost, refused=REFUSED if cost else 0.0)
        if wait:
            if len(self._refused_until) >= REFUSED_KEYS:
                now = self.addresses.clock()
                self._refused_until = {k: t for k, t in self._refused_until.items() if t > now}
                if len(self._refused_until) >= REFUSED_KEYS:
                    self._refused_until.pop(next(iter(self._refused_until)))
            self._refused_until[client] = self.addresses.clock() + wait
        return wait

    def charge(self, key: str | None, cost: float) -> None:
        """What a request turned out to cost beyond its admission (a log page's records, a QR drawn)."""
        kind = refused_as(key)
        if key is None or cost <= 0 or kind == "file":
            return
        (self.seats if kind == "seat_request" else self.addresses).charge(key, cost)

    def wrong_token(self, address: str | None) -> None:
        """A request's token held no seat: its address pays for it."""
        if not keys.client_exempt(address, self.proxies):
            self.addresses.charge(keys.client_key(address), PAGE)

    # -- sockets ----------------------------------------------------------------------

    def socket_budget(self) -> Budget:
        """What one socket's phone may send (``message``); each socket has its own."""
        return Budget(*self.config.budget_socket)

    def hellos(self) -> SlidingWindow:
        return SlidingWindow(*self.config.limit_hello)

    def open_spectator_socket(self, address: str | None) -> str | None:
        """Count a socket without a seat for its address (the key to close with), or raise its refusal."""
        if keys.client_exempt(address, self.proxies):
            return None
        key = keys.client_key(address)
        if not self.spectator_sockets.open(key):
            raise refusal("spectator_socket", SOCKET_WAIT, self.spectator_sockets.limit)
        return key

    def close_spectator_socket(self, key: str | None) -> None:
        if key is not None:
            self.spectator_sockets.close(key)

    # -- connections (the worker, where only the TCP peer is known) ------------------------

    def open_connection(self, addr) -> tuple[bool, str | None]:
        """Count a new connection from ``addr`` (gunicorn's peer: a (host, port, …) tuple, or a Unix
        socket's name): (admitted, key); (False, key): refused, nothing counted; key None: not counted."""
        host = addr[0] if isinstance(addr, tuple) and addr else ""
        if keys.peer_exempt(host, self.proxies):
            return True, None
        key = keys.address_key(host)
        return self.connections.open(key), key

    def close_connection(self, key: str | None) -> None:
        if key is not None:
            self.connections.close(key)

    def peer_turn(self, host: str) -> tuple[tuple[str, str, int] | None, float]:
        """Before a connection from ``host`` is read: (``peer_refusal``'s refusal, or None; seconds it
        waits, unread, for its peer's turn, 0.0 for none; the turn is taken). A peer's connections are
        served ``connection_turns`` at once, then as many per its seconds (in each process): the first
        requests of a burst from one peer (hundreds, 1-2 ms each: bench/cost.py) would otherwise all run
        before a phone that connected just after them from another address. One whose turn is more
        than ``TURN_LONGEST`` away is refused (``connection_turn``): its peer has that many waiting."""
        refused = self.peer_refusal(host)
        if refused is not None or keys.peer_exempt(host, self.proxies):
            return refused, 0.0
        key = keys.address_key(host)
        wait = self.turns.take(key)
        if wait is None:
            return (key, "connection_turn", int(TURN_LONGEST)), 0.0
        return None, wait

    def peer_refusal(self, host: str) -> tuple[str, str, int] | None:
        """Before a connection from ``host`` is read: (its peer's key, the kind of refusal, seconds to wait)
        when every request on it would be refused, else None. Over the peer's cap of connections
        (``connection``), or, where the peer is the client (no proxy is trusted), refused by its
        address's budget a moment ago and its wait not yet over (``request``): lookups, nothing counted
        and nothing charged (what a client sends while it is told to wait costs it nothing more, and
        it is let in when its budget has room again)."""
        if keys.peer_exempt(host, self.proxies):
            return None
        key = keys.address_key(host)
        if self.connections.count(key) >= self.connections.limit:
            return key, "connection", CONNECTION_WAIT
        until = self._refused_until.get(key) if not self.proxies else None
        if until is not None:
            left = until - self.addresses.clock()
            if left > 0:
                return key, "request", math.ceil(left)
            self._refused_until.pop(key, None)
        return None


def markdown_table() -> str:
    """docs/admission.md's table, made from ``POLICY`` (tests/web/test_admission.py checks the doc)."""
    rows = ["| kind | counted by | cost | limit (setting) | refusal |", "|---|---|---|---|---|"]
    for rule in POLICY.values():
        said = rule.code and catalogs.error_text(rule.code, {"kind": rule.kind, "limit": "N", "retry_after": "N"})
        refusal_text = f"`{rule.code}`: {said}" if rule.code else "none"
        limits = ", ".join(f"`COMPANION_{name.strip().upper()}`" for name in rule.limit.split(","))
        rows.append(f"| `{rule.kind}` | {rule.key} | {rule.cost} | {limits} | {refusal_text} |")
    return "\n".join(rows)

"""The admission policy: one table of what each kind of request is counted by, costs, may do, and is told.

What presents a valid token is counted by its seat or room person (a class behind one school
address is 72 seats), never refused for what its address spent; only what has no valid token
by the client's address (``keys``). A wrong token counts as no token. Floods of connections,
slow heads and bodies are the reverse proxy's (docs/admission.md). ``Admission`` is the one
object the Flask hook (``web/admit.py``), the socket and the service ask.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass

from companion import catalogs
from companion.admission import keys
from companion.admission.counters import Budget, Counts, OpenCount, Window
from companion.rules import errors


@dataclass(frozen=True)
class RequestKind:
    kind: str  # what is asked for
    key: str  # what it is counted by
    cost: str  # what one costs
    limit: str  # the setting that bounds it (companion/config.py), or the constant ("module:NAME")
    code: str  # the refusal's stable code ("" where nothing is refused); its sentence is the catalog's
    # error.<code>, told the kind, the limit's value (where it names it) and when to try again


ROOM_ADDRESSES = 4  # a room's joins: as many as four classes' addresses join it (``room_join``)

POLICY: dict[str, RequestKind] = {rule.kind: rule for rule in (
    RequestKind("request", "address (no valid token)",
                "1 an API request (a snapshot, an action, a join, a log page kept); 1.5 the QR code; 2 a page; "
                "3 a socket's handshake; +1 per 8 KB of headers past 2 KB; +1 per 25 log records read from the "
                "database; +7 a QR code drawn (a unit: a snapshot's CPU, 0.4-0.8 ms: bench/cost.py); "
                "the app's files (`/static/`) are not counted", "budget_address", "too_many_requests"),
    RequestKind("seat_request", "seat or room person (a token that holds one; never its address)",
                "as `request`", "budget_seat", "too_many_requests"),
    RequestKind("wrong_token", "address", "as `request` (a token that holds nothing is no token)", "budget_address",
                ""),
    RequestKind("unknown", "address", "1 per code no table or room has; past it every code is refused but to a "
                "valid token", "limit_unknown", "too_many_requests"),
    RequestKind("create", "address", "1", "limit_create", "too_many_requests"),
    RequestKind("join", "address", "1", "limit_join", "too_many_requests"),
    RequestKind("room_create", "address", "1", "limit_create", "too_many_requests"),
    RequestKind("room_join", "address within the room, and room",
                f"1 to each: an address's joins to one room (a class behind one address), and the room's from "
                f"every address ({ROOM_ADDRESSES} times the setting); a person back with its token is no new "
                f"join", "limit_join", "too_many_requests"),
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
    RequestKind("spectators", "table", "1 open spectator socket", "service/presence.py:SPECTATORS_PER_TABLE",
                "too_many_sockets"),
    RequestKind("seat_sockets", "seat", "1 open socket (one more closes the seat's oldest, 4429)",
                "service/presence.py:SOCKETS_PER_SEAT", ""),
)}

# What a request costs, in units of a snapshot's CPU in the worker (0.4 ms on a quiet machine, 0.8 on a busy one):
# bench/cost.py measures each kind; a client's budgets (``Admission``) are counted in them.
PAGE = 1.0  # an API request: a snapshot, an action, a join, a log page kept, an unknown code; the manifest
QR = 1.5  # the QR code of a join link (kept once drawn: its SVG is larger than a snapshot)
HTML = 2.0  # a page made from a template: a table's, a room's, the start page, the service worker
SOCKET = 3.0  # a socket's handshake, admission, subscription and first state
LOG_RECORDS = 25  # a log page (or a delete) read from the database costs 1 more per this many records
DRAWN = 7.0  # a QR code that had to be drawn (about 6 ms of CPU; a kept one costs nothing more)


HEADERS_FREE = 2048  # bytes of headers every request may have (a browser's are about 1 KB)
HEADER_KB = 0.125  # each KB of headers beyond them (an 8 KB head costs about 0.6 ms more)


def cost_of(method: str, path: str, header_bytes: int = 0) -> float:
    """A request's cost from what is known before it is read: its method, its path and its headers' size."""
    if path.startswith("/ws/"):
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


SOCKET_WAIT = 30  # seconds a refused socket is told to wait (open sockets free up when they close)
SHARED = ("unknown", "create", "join", "action", "room_create", "room_join")  # windows every process shares


def refused_as(key: str | None) -> str:
    """The kind of request whose budget ``key`` is (``Admission.request``'s key): its refusal's kind."""
    if key is not None and key.startswith((keys.SEAT, keys.PERSON)):
        return "seat_request"
    return "request"


def refusal(kind: str, retry_after: int, limit: int | None = None) -> errors.TooManyRequests:
    """The refusal of ``kind`` (its code from the table), saying when."""
    named = {} if limit is None else {"limit": limit}
    return errors.TooManyRequests(POLICY[kind].code, max(1, int(retry_after)), kind=kind, **named)


class Admission:
    """The counters of one process, made from the settings. The windows are shared (``shared``) with
    several processes; the budgets and open counts are this process's (they guard its event loop)."""

    def __init__(self, config, shared=None, up=lambda: True):
        self.config = config
        self.proxies = config.proxies
        windows, own = Counts(shared, up), Counts()
        self.windows: dict[str, Window] = {kind: Window(windows, kind, *getattr(config, POLICY[kind].limit))
                                           for kind in SHARED}
        limit, seconds = config.limit_join
        self.room_joins = Window(windows, "room_joins", ROOM_ADDRESSES * limit, seconds)
        self.addresses = Budget(own, "address", *config.budget_address)
        self.seats = Budget(own, "seat", *config.budget_seat)
        self.spectator_sockets = OpenCount(config.sockets_per_address)
        self.messages = Budget(own, "message", *config.budget_socket)  # per socket (``socket_key``)
        self.hellos = Window(own, "hello", *config.limit_hello)  # per socket; more are ignored
        self._sockets = itertools.count()

    # -- sliding windows: take, or be refused (a key None is not counted) ------------------

    def client(self, address: str | None) -> str | None:
        """The key an address is counted by; None for this machine itself (unless a proxy is trusted)."""
        return None if keys.client_exempt(address, self.proxies) else keys.client_key(address)

    def take(self, kind: str, key: str | None) -> None:
        """Count one ``kind`` for ``key``, or raise its refusal (nothing counted)."""
        window = self.windows[kind]
        if key is not None and not window.take(key):
            raise refusal(kind, window.retry_after(key))

    def check(self, kind: str, key: str | None) -> None:
        """Raise ``kind``'s refusal if ``key`` used up its window (nothing counted)."""
        window = self.windows[kind]
        if key is not None and window.blocked(key):
            raise refusal(kind, window.retry_after(key))

    def hit(self, kind: str, key: str | None) -> None:
        if key is not None:
            self.windows[kind].hit(key)

    def join_room(self, code: str, address: str | None) -> None:
        """Count a join to room ``code`` for its address within the room and for the room, or raise."""
        client = self.client(address)
        self.take("room_join", None if client is None else f"{code}|{client}")
        if not self.room_joins.take(code):
            raise refusal("room_join", self.room_joins.retry_after(code))

    # -- a request, before it is read ------------------------------------------------

    def request(self, method: str, path: str, address: str | None, holder: str | None,
                header_bytes: int = 0) -> tuple[str | None, int]:
        """(the budget key it is charged to, 0) when admitted, or (key, seconds to wait). ``holder``: the key
        of the seat or room person a valid token holds, charged alone; else the address's (None: not counted)."""
        client = self.client(address)
        if client is None:
            return None, 0
        cost = cost_of(method, path, header_bytes)
        if holder is not None:
            return holder, self.seats.admit(holder, cost)
        return client, self.addresses.admit(client, cost)

    def charge(self, key: str | None, cost: float) -> None:
        """What a request turned out to cost beyond its admission (a log page's records, a QR drawn)."""
        if key is not None and cost > 0:
            (self.seats if refused_as(key) == "seat_request" else self.addresses).charge(key, cost)

    def unknown_code(self, address: str | None) -> None:
        """An address asked for a code no table or room has (the API's and the socket's one count)."""
        self.hit("unknown", self.client(address))

    def refuse_unknown_codes(self, address: str | None) -> None:
        """429 for an address blocked for the unknown codes it asked for (a token that holds nothing at the code)."""
        self.check("unknown", self.client(address))

    def wrong_token(self, address: str | None) -> None:
        """A socket's token held nothing: its address pays a request for it."""
        client = self.client(address)
        if client is not None:
            self.addresses.charge(client, PAGE)

    # -- sockets ----------------------------------------------------------------------

    def socket_key(self) -> str:
        """A new socket's own key: what it sends (``messages``) and its hellos (``hellos``) count by it."""
        return f"socket:{next(self._sockets)}"

    def open_spectator_socket(self, address: str | None) -> str | None:
        """Count a socket without a seat for its address (the key to close with), or raise its refusal."""
        key = self.client(address)
        if key is not None and not self.spectator_sockets.open(key):
            raise refusal("spectator_socket", SOCKET_WAIT, self.spectator_sockets.limit)
        return key

    def close_spectator_socket(self, key: str | None) -> None:
        if key is not None:
            self.spectator_sockets.close(key)


def markdown_table() -> str:
    """docs/admission.md's table, made from ``POLICY`` (tests/web/test_admission.py checks the doc)."""
    rows = ["| kind | counted by | cost | limit (setting, or fixed) | refusal |", "|---|---|---|---|---|"]
    for rule in POLICY.values():
        said = rule.code and catalogs.error_text(rule.code, {"kind": rule.kind, "limit": "N", "retry_after": "N"})
        refusal_text = f"`{rule.code}`: {said}" if rule.code else "none"
        module, _, name = rule.limit.rpartition(":")
        limit = f"`{name}` in `companion/{module}`" if module else f"`COMPANION_{name.upper()}`"
        rows.append(f"| `{rule.kind}` | {rule.key} | {rule.cost} | {limit} | {refusal_text} |")
    return "\n".join(rows)

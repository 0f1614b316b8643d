"""What a client may cost: a budget per address for requests, and one per socket for what it sends.

Counting requests is not enough (issue 18): one looping client of a
500-record log page or of the QR code cost the server more than a hundred
honest phones. So each request is weighed by what it costs (``cost_of``:
its method and path only, known before anything is read) and by what it
turned out to cost (``charge``: the records of a log page, a QR code that
had to be drawn), against the client address's ``limits.Budget``
(``COMPANION_BUDGET_ADDRESS``). The address is the connection's, or the
forwarded one when ``COMPANION_PROXIES`` trusts the proxy in front
(``ProxyFix`` has rewritten ``REMOTE_ADDR`` before this layer runs).

``Admission`` is a WSGI layer just inside ``ProxyFix``: an address past its
budget gets ``429`` with ``Retry-After`` (the JSON of ``wire.to_wire``,
with the security headers) at once, before Flask builds a request, before
its body is read and before anything is rendered or looked up, so a
refusal costs the server almost nothing, and a body that never comes is
not waited for. A refusal costs the address a little too, so a client that
keeps knocking stays out until it stops.

Sockets (``sockets.py``): the handshake is a request like the others (4
units); then everything the phone sends costs its own socket's budget
(``COMPANION_BUDGET_SOCKET``): each message or control frame 1, and 1 per
KB (``socket_cost``), counted when read and before it is handled; past it,
the socket is closed with 4429. A ping flood or a stream of 16 KB messages
spends the flooding socket's budget, never anybody else's.

The budgets are counted in each process (not in Redis like the other
windows): what they guard is that process's own event loop, and a Redis
round trip before every request would cost about what is being saved. A
client spread over N processes by a load balancer gets N budgets, each
process spending at most one on it.
"""
from __future__ import annotations

from companion.rules import errors
from companion.web.wire import framed
from companion.web.connections import client_exempt
from companion.web.limits import Budget

EXTRA = "companion.cost"  # environ key: what the request cost beyond its admission (``charge``)

# the cost of a request as known from its method and path (units: about one snapshot's work)
PAGE = 1.0  # a page, the snapshot, an action, a join, most of the API
STATIC = 0.25  # a file of the app shell (a reload asks for a score of them)
SOCKET = 4.0  # a socket's handshake, admission, subscription and first state
REFUSED = 0.25  # a request refused by the budget
LOG_RECORDS = 50  # a log page costs 1 more per this many records it returns
DRAWN = 10.0  # a QR code that had to be drawn (about 14 ms of CPU; a cached one costs nothing more)


def cost_of(method: str, path: str) -> float:
    """A request's cost from what is known before it is read: its method and its path."""
    if path.startswith("/static/"):
        return STATIC
    if path.startswith("/ws/"):
        return SOCKET
    return PAGE


def log_page_cost(records: int) -> float:
    return records / LOG_RECORDS


def charge(environ: dict, cost: float) -> None:
    """This request cost ``cost`` more than its admission (charged when it is answered)."""
    environ[EXTRA] = environ.get(EXTRA, 0.0) + cost


def socket_cost(frames: int, size: int) -> float:
    """What a socket's reads cost: each message, fragment or control frame 1, and 1 per KB."""
    return frames + size / 1024


class Admission:
    """The WSGI layer that admits a request against its address's budget, or refuses it cheaply."""

    def __init__(self, app, budget: Budget, proxies: int = 0):
        self.app = app
        self.budget = budget
        self.proxies = proxies

    def __call__(self, environ, start_response):
        address = environ.get("REMOTE_ADDR") or "?"
        if client_exempt(address, self.proxies):  # this machine itself (connections.py): no budget
            return self.app(environ, start_response)
        wait = self.budget.admit(address, cost_of(environ.get("REQUEST_METHOD", ""), environ.get("PATH_INFO", "")),
                                 refused=REFUSED)
        if wait:
            return refuse(environ, start_response, wait)
        try:
            return self.app(environ, start_response)
        finally:
            extra = environ.get(EXTRA)
            if extra:
                self.budget.charge(address, extra)


def over_budget(wait: int, what: str = "Too many requests from this address") -> errors.TooManyRequests:
    return errors.TooManyRequests("too_many_requests", what, wait)


def refuse(environ, start_response, wait: int):
    """``429`` with ``Retry-After``: ``to_wire``'s answer, framed here without Flask."""
    status, data, items = framed(over_budget(wait), environ.get("HTTP_HOST"))
    start_response(f"{status} Too Many Requests", items)
    return [data]

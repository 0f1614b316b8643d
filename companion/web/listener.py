"""The worker's listener: a bounded turn of accepts, and what is known of a connection before it is read.

A peer over its cap of connections, or a client its budget just refused, would
be refused whatever it sends: its connection is parked unread (a descriptor
and a timer: TCP holds the client back meanwhile), asked about again when it
could be admitted (a client's wait, about each second; one over its peer's cap,
the moment one of its peer's connections closes), served if it is, and answered
once its wait is over, before a greenlet, a parser or an environ is made for it; so a client
coming back on new connections in a loop is held back, not answered as fast
as it can ask. One the worker will not park (``CUT``) is reset at once,
nothing read or written (the cheapest close there is). docs/server.md,
"Refusing costs almost nothing"; what it touches of gevent: ``Listener``'s
docstring.
"""
from __future__ import annotations

import _socket
import struct

from gevent.server import StreamServer
from gevent.socket import socket as GeventSocket

# connections accepted per turn of the event loop (gevent's default: 100, each with its greenlet spawned
# before anything else runs; a flood of connections then held the loop for milliseconds at a time)
ACCEPTS_PER_TURN = 8


class Listener(StreamServer):
    """gevent's ``StreamServer`` as the worker's listener: a bounded turn of accepts, and a refusal
    known before a connection is read written straight to its socket.

    What it touches of gevent (26.9, constraints.txt; the tests below fail should it change) and why:

    * ``max_accept`` (a class attribute): how many connections gevent accepts, each spawning its
      greenlet, in one turn of the loop. gevent's default, 100, let a flood of connections from one
      address hold every honest socket for the time of 100 accepts and refusals (bench/abuse.py's
      idle flood: p99 ×2.2); ``ACCEPTS_PER_TURN`` bounds a turn (gunicorn itself uses 1 with several
      workers, set on the instance, which still wins).
    * ``do_read()``, which ``BaseServer._do_read`` calls for each accept of a turn (None: nothing
      more this turn) and whose (socket, address) it hands to the pool's greenlet: replaced by the
      same accept (``self.socket._accept()``: the raw descriptor, as gevent's own) followed by
      ``verdict(address)``. None: the connection goes on as gevent's own ``do_read`` would return it
      (``gevent.socket.socket(…, fileno=fd)``). Bytes (a refusal that is not parked): they are written to the
      descriptor as it is, non-blocking, whatever came is dropped unread and the descriptor
      closed: no gevent socket, no greenlet, no parser, no environ. A number of seconds (a peer over
      its cap, a client its budget refused a moment ago): the descriptor is parked that long, unread, on a timer of
      the loop (``self.loop.timer``; meanwhile TCP holds the client back), then ``unparked(address, waited,
      turned)`` (``turned``: the seconds were a ``Turn``, its peer's turn) says whether it is refused after
      all (bytes, as above), parked again (seconds), or handed to
      ``do_handle`` (the pool's greenlet, as any connection; closed unread if the pool is full or the
      server closed). A ``Vacancy`` (a peer over its cap): parked the same way, and also kept by its peer's
      key until ``vacated(key)`` (one of that peer's connections closed) asks about the one parked longest
      at once, its timer stopped, the time it really waited told. ``CUT`` (empty bytes): reset at once (``refuse``).
      Either way the next connection of the turn is accepted in its place (at most ``max_accept`` a call).

    gunicorn builds its ``StreamServer`` inside ``GeventWorker.run`` from the name it imported
    (``gunicorn.workers.ggevent.StreamServer``); ``CompanionWorker.init_process`` points that name at
    this class, in the worker process only. tests/web/test_websocket_library.py checks both against
    the real gevent; tests/e2e/test_connections.py and test_cost_budget.py against the real gunicorn.
    """

    max_accept = ACCEPTS_PER_TURN
    parked = None  # the timers of the connections parked now (made at the first)
    awaiting: dict = {}  # peer key -> {timer: (listener, fd, address, waited, parked at)}, oldest first (``serving``)

    @staticmethod
    def verdict(address) -> bytes | float | None:
        """None: serve it; bytes: the whole answer to refuse it with; seconds: park it that long."""
        return None

    @staticmethod
    def unparked(address, waited: float, turned: bool = False) -> bytes | float | None:
        """A parked connection's time is over, ``waited`` seconds after it was accepted (``turned``:
        it was parked for its ``Turn``): None, serve it; bytes, refuse it with them; seconds, park it
        that much longer."""
        return None

    def do_read(self):
        listener = self.socket
        for _ in range(self.max_accept):
            try:
                fd, address = listener._accept()
            except BlockingIOError:
                if not listener.timeout:
                    return None
                raise
            verdict = self.verdict(address)
            if verdict is None:
                return GeventSocket(listener.family, listener.type, listener.proto, fileno=fd), address
            if isinstance(verdict, bytes):
                refuse(fd, verdict, listener)
            else:
                self._park(fd, address, verdict, 0.0)
        return None

    def _park(self, fd: int, address, seconds: float, waited: float) -> None:
        if self.parked is None:
            self.parked = set()
        timer = self.loop.timer(seconds)
        self.parked.add(timer)
        key = seconds.key if isinstance(seconds, Vacancy) else None
        if key is not None:
            self.awaiting.setdefault(key, {})[timer] = (self, fd, address, waited, self.loop.now())
        timer.start(self._unpark, timer, fd, address, waited + seconds, isinstance(seconds, Turn), key)

    @classmethod
    def vacated(cls, key: str | None) -> None:
        """One of ``key``'s connections closed: its connection parked longest for a ``Vacancy`` is asked
        about in the next turn of the loop, not when its timer ends."""
        waiting = cls.awaiting.get(key)
        if not waiting:
            return
        timer = next(iter(waiting))
        listener, fd, address, waited, since = cls._unawait(key, timer)
        timer.stop()
        waited += max(0.0, listener.loop.now() - since)
        listener.loop.run_callback(listener._unpark, timer, fd, address, waited, False, None)

    @classmethod
    def _unawait(cls, key: str, timer):
        """``timer``'s connection no longer waits for a vacancy under ``key``: what was kept of it, or None."""
        waiting = cls.awaiting.get(key)
        kept = waiting.pop(timer, None) if waiting is not None else None
        if waiting is not None and not waiting:
            del cls.awaiting[key]
        return kept

    def _unpark(self, timer, fd: int, address, waited: float, turned: bool, key: str | None = None) -> None:
        timer.close()
        self.parked.discard(timer)
        if key is not None:  # its time is over: no longer waiting for a vacancy
            self._unawait(key, timer)
        answer = None if self.closed else self.unparked(address, waited, turned)
        if isinstance(answer, bytes):
            refuse(fd, answer, self.socket)
            return
        if answer is not None:
            self._park(fd, address, answer, waited)
            return
        if self.closed or self.full():
            _socket.socket(fileno=fd).close()
            return
        listener = self.socket
        self.do_handle(GeventSocket(listener.family, listener.type, listener.proto, fileno=fd), address)

    @classmethod
    def serving(cls, verdict, unparked) -> type:
        """This class, deciding with ``verdict`` and told by ``unparked`` (the worker's ``at_accept``, ``unparked``)."""
        return type(cls.__name__, (cls,), {"verdict": staticmethod(verdict), "unparked": staticmethod(unparked),
                                           "awaiting": {}})


CUT = b""  # a verdict: closed at once with a reset, nothing read, nothing written (``refuse``)


class Vacancy(float):
    """A verdict: the seconds at most a connection is parked for a vacancy under its peer's cap (``key``:
    the peer's); ``Listener.vacated(key)`` asks about it sooner, when one of that peer's connections closes."""

    key: str

    def __new__(cls, seconds: float, key: str):
        made = super().__new__(cls, seconds)
        made.key = key
        return made


class Turn(float):
    """A verdict: the seconds a connection is parked until its peer's turn (``Admission.peer_turn``), as
    any parked one; ``unparked`` is then told so (``turned``), and serves it unless it is refused."""


RESET = struct.pack("ii", 1, 0)  # SO_LINGER on, 0 s: close() sends a reset and keeps no state


def refuse(fd: int, answer: bytes, listener) -> None:
    """``answer`` written to a just-accepted descriptor, what it sent dropped unread (a close with
    unread bytes would reset the connection, and the answer with it), and closed; ``CUT``: closed
    with a reset at once (no write, no read, no FIN exchanged, no TIME_WAIT)."""
    sock = _socket.socket(listener.family, listener.type, listener.proto, fd)  # as accepted: nothing to look up
    if not answer:
        try:
            sock.setsockopt(_socket.SOL_SOCKET, _socket.SO_LINGER, RESET)
        except OSError:
            pass
        sock.close()
        return
    try:
        sock.setblocking(False)
        sock.send(answer)  # what fits now (all of it: a fresh connection's buffer); nothing waits for it
        sock.recv(65536)
    except OSError:
        pass
    finally:
        sock.close()

"""The worker's listener: a bounded turn of accepts, and a refusal known before a connection is read.

A client its budget just refused, or a peer over its cap of connections, would
be refused whatever it sends: written its answer at accept, before a greenlet,
a parser or an environ is made for it, it costs an accept and a write
(docs/server.md, "Refusing costs almost nothing"). What it touches of gevent:
``Listener``'s docstring.
"""
from __future__ import annotations

import _socket

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
      ``refusal(address)``. When that gives bytes (a peer over its cap of connections, or a client
      its budget refused a moment ago: ``Admission.peer_refusal``), they are written to the
      descriptor as it is, non-blocking, whatever came is dropped unread and the descriptor closed:
      no gevent socket, no greenlet, no parser, no environ; the next connection of the turn is
      accepted in its place (at most ``max_accept`` refusals a call). Else the connection goes on as
      gevent's own ``do_read`` would return it (``gevent.socket.socket(…, fileno=fd)``).

    gunicorn builds its ``StreamServer`` inside ``GeventWorker.run`` from the name it imported
    (``gunicorn.workers.ggevent.StreamServer``); ``CompanionWorker.init_process`` points that name at
    this class, in the worker process only. tests/web/test_websocket_library.py checks both against
    the real gevent; tests/e2e/test_connections.py and test_cost_budget.py against the real gunicorn.
    """

    max_accept = ACCEPTS_PER_TURN
    refusal = staticmethod(lambda address: None)  # address -> the whole answer to refuse it with, or None

    def do_read(self):
        listener = self.socket
        for _ in range(self.max_accept):
            try:
                fd, address = listener._accept()
            except BlockingIOError:
                if not listener.timeout:
                    return None
                raise
            answer = self.refusal(address)
            if answer is None:
                return GeventSocket(listener.family, listener.type, listener.proto, fileno=fd), address
            refuse(fd, answer)
        return None

    @classmethod
    def serving(cls, refusal) -> type:
        """This class, refusing with ``refusal`` (the worker's ``refusal_at_accept``)."""
        return type(cls.__name__, (cls,), {"refusal": staticmethod(refusal)})


def refuse(fd: int, answer: bytes) -> None:
    """``answer`` written to a just-accepted descriptor, what it sent dropped unread (a close with
    unread bytes would reset the connection, and the answer with it), and closed."""
    sock = _socket.socket(fileno=fd)
    try:
        sock.setblocking(False)
        sock.send(answer)  # what fits now (all of it: a fresh connection's buffer); nothing waits for it
        sock.recv(65536)
    except OSError:
        pass
    finally:
        sock.close()

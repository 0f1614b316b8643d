"""gunicorn's gevent worker, bounded: connections per address, a deadline for every read, fair turns.

``companion serve`` names ``CompanionWorker`` as gunicorn's ``worker_class``, so a
hostile or broken client holds up nobody else. Every request is still gunicorn's
and Flask's as they read it; the worker only decides how long a read may wait, who
may connect, when a connection's next request gets its turn, and how gunicorn's own
refusals look (JSON, ``wire.to_wire``). The bounds and why: docs/server.md,
"Connections, deadlines and fair turns"; what it touches of gunicorn:
``CompanionWorker``'s docstring.
"""
from __future__ import annotations

import contextlib
import resource
import socket
import time

import gevent
from gevent.socket import wait_read
from gunicorn import util
from gunicorn.workers import ggevent
from gunicorn.workers.ggevent import GeventWorker
from werkzeug.exceptions import RequestTimeout

from companion.admission.counters import OpenCount
from companion.admission.policy import Admission
from companion.web import sending
from companion.web.answers import write_json_error
from companion.web.listener import Listener
from companion.web.services import services
from companion.yielding import pause

# admission is a Flask hook now (web/admit.py), connections the proxy's (issue 42): nothing sets this,
# and no connection is refused at accept; this worker goes with branch `server`
REFUSED_FOR = "companion.refused_for"

DRAIN_CHUNK = 8192
DRAIN_BODIES = 4  # what the app left of a body is read and dropped up to 4 × max_body; past it, closed
PARKED, PARKED_LONGEST = 1.0, 5.0  # seconds a refused connection is parked unread before it is asked again; at most
LOT_LEAST, LOT_MOST = 256, 8192  # connections parked at once: a quarter of the worker's descriptors, within these
# reads a request's head may take: a phone's comes in one or two, gunicorn's largest (100 fields of 8 KB) in
# about 100 of 8 KB; a head trickled a byte or a few at a time is dropped after this many wakes of its greenlet
HEAD_READS = 128


class BodyTimeout(RequestTimeout):
    """A request's body did not arrive within ``COMPANION_BODY_TIMEOUT``: ``408 request_timeout``.

    Raised from inside the app's read of the body, so Flask answers it
    through ``to_wire`` like any refusal; the connection is closed after."""


class PacedSocket:
    """A connection's socket as gunicorn's parser reads it: every ``recv`` within a deadline.

    Where the connection is decides the deadline: waiting for a request's
    first byte (``idle``, then its head's deadline starts when a byte
    comes), reading its head (``head``), reading its body (``body``). A read
    past the deadline of a wait or a head returns ``b""`` (the parser ends
    the connection as if the client had closed it: no answer to a
    slow-loris), and so does a head's read past its ``HEAD_READS``-th (each
    read wakes the greenlet and has gunicorn's parser look at the whole head
    again: a head trickled a byte per packet cost about 20 µs a byte, and
    one connection sending up to gunicorn's 800 KB that way a fifth of the
    worker's CPU); past the body's, it raises ``BodyTimeout``. Everything
    else is the gevent socket's (``raw``), which the app and the answers'
    writes use directly.
    """

    __slots__ = ("raw", "held", "_head_seconds", "_body_seconds", "_deadline", "_waiting", "_request", "_reads")

    def __init__(self, raw, first_wait: float, head_seconds: float, body_seconds: float):
        self.raw = raw
        self.held = 0  # seconds the next request is not read for (``refused``)
        self._head_seconds, self._body_seconds = head_seconds, body_seconds
        self.idle(first_wait)

    def __getattr__(self, name):
        return getattr(self.raw, name)

    def idle(self, seconds: float) -> None:
        """Waiting for the next request's first byte, for at most ``seconds``."""
        self._deadline = time.monotonic() + seconds
        self._waiting, self._request, self._reads = True, None, 0

    def head(self) -> None:
        """The next request has begun: its head within ``head_seconds`` from now."""
        self._deadline = time.monotonic() + self._head_seconds
        self._waiting, self._request, self._reads = False, None, 0

    def body(self, request) -> None:
        """``request``'s head is read: its body (if any) within ``body_seconds`` from now."""
        self._deadline = time.monotonic() + self._body_seconds
        self._waiting, self._request = False, request

    def refused(self, seconds: float, longest: float) -> None:
        """The request being answered was refused for its client's budget: the next one is not read
        for ``seconds`` (``CompanionWorker._next_turn``), or, past ``longest``, this answer closes."""
        if 0 < seconds <= longest:
            self.held = seconds
        elif self._request is not None:
            self._request.force_close()  # "Connection: close", and gunicorn closes after the answer

    def recv(self, size: int, *flags) -> bytes:
        remaining = self._deadline - time.monotonic()
        data = None
        if self._request is None:  # waiting for a request, or reading its head
            self._reads += 1
            if self._reads > HEAD_READS:
                return b""  # as past its deadline: ended without an answer
        if remaining > 0:
            prior = self.raw.gettimeout()  # the answers' write timeout: kept for them
            self.raw.settimeout(remaining)
            try:
                data = self.raw.recv(size, *flags)
            except socket.timeout:
                data = None
            finally:
                self.raw.settimeout(prior)
        if data is None:
            if self._request is not None:
                self._request.force_close()  # the 408 says "Connection: close", and gunicorn closes after it
                raise BodyTimeout()
            return b""
        if data and self._waiting:
            self.head()
        return data


class CompanionWorker(GeventWorker):
    """gunicorn's gevent worker with the bounds of docs/server.md ("Connections, deadlines and fair turns").

    What it touches of gunicorn (27; the same in 25.1, the oldest
    pyproject.toml allows), and why; nothing else of gunicorn is used:

    * ``gunicorn.util.write_error`` (replaced in this worker process only;
      the master never writes one): gunicorn's refusals before the app sees
      a request (414, 431, 400, 501, …) are an HTML page; here they are
      ``to_wire``'s JSON with the security headers. gunicorn still decides
      the status.
    * ``gunicorn.http.wsgi.Response`` and ``gunicorn.util.http_date`` (replaced in this worker
      process only): each write of an answer one ``sendall`` (``sending``'s docstring).
    * ``AsyncWorker.handle(listener, client, addr)``: called in a greenlet
      of its own for each accepted connection, it runs gunicorn's keep-alive
      loop. Overridden to count the peer first (and refuse it over its cap),
      and to give gunicorn the connection as a ``PacedSocket``. gunicorn
      hands that object to its parser (``http.get_parser`` →
      ``SocketUnreader``, which reads with ``recv`` only), to ``handle_error``
      (which writes through ``util.write_nonblock``: ``gettimeout``,
      ``setblocking``, ``sendall``, passed on to the real socket), to
      ``handle_request`` and to ``util.close``.
    * ``GeventWorker.timeout_ctx()``: gunicorn waits for a request inside
      one ``gevent.Timeout(keepalive)`` that spans the idle wait, the rest of
      the previous body and the next head together. Replaced by nothing:
      each read of the parser has its own deadline (``PacedSocket``).
    * ``AsyncWorker.handle_request(listener_name, req, sock, addr)``: called
      once per request, after its head was parsed. Overridden to start the
      body's deadline (past it, ``req.force_close()``: the answer says
      ``Connection: close`` and gunicorn closes after it) and to give gunicorn's own ``handle_request`` the real
      gevent socket, with the write timeout set on it, so the app
      (simple-websocket included), the answer's writes and ``sendfile`` use
      gevent's socket as before. A write that times out (``socket.timeout``)
      ends the connection (``StopIteration``: what gunicorn's own code raises
      to close it). After the answer: ``req.body.read`` (whatever of the
      body the app left, within its deadline and up to four times
      ``max_body``, so a 413 leaves the connection in step; else it closes), one turn of the loop (``yielding.pause``),
      and ``req.unreader.take_buffered()`` / ``unread()`` (public methods of
      gunicorn's unreader since 25.0.1) to see whether the next request's
      bytes were already read ahead: then its head's deadline starts at once.
      After a refusal (any 429: the budget's, a window's), instead of the
      turn, the connection's greenlet sleeps the refusal's wait
      (``PacedSocket.refused``).
    * ``Worker.load_wsgi()``, which sets ``self.wsgi``, the app gunicorn's
      ``handle_request`` calls: wrapped (``_serve``) to see, once the app has
      answered and before gunicorn writes the answer, whether it was refused
      (``gate.REFUSED_FOR`` in the environ); the
      connection is found by the environ's ``gunicorn.socket`` (the socket
      ``handle_request`` was given). ``req.force_close()`` there still makes
      that answer say ``Connection: close``: gunicorn writes its head after
      the app returns.
    * ``self.app``: the ``BaseApplication`` of ``companion serve``, whose
      ``companion_config`` is the server's ``Config``.
    * ``gunicorn.workers.ggevent.StreamServer``, the name ``GeventWorker.run``
      builds its listeners from: pointed at ``Listener`` (in this worker
      process only), which bounds the accepts of a turn and, before a
      greenlet is spawned, parks a peer over its cap or a client its budget
      just refused, or resets it (``at_accept``; what it touches of gevent: its
      docstring).

    tests/e2e/test_connections.py drives these against the real gunicorn
    (real server processes, real sockets; the budget's hold,
    tests/e2e/test_cost_budget.py); tests/web/test_connections.py
    checks which peers count, tests/web/test_websocket_library.py the
    ``Listener`` against the real gevent.
    """

    def init_process(self):
        from companion.config import Config

        config = getattr(self.app, "companion_config", None) or Config.from_env()
        self.connection_cap = config.worker_connections  # connections per address: the proxy's (issue 42)
        self.head_timeout, self.body_timeout = config.head_timeout, config.body_timeout
        self.write_timeout = config.write_timeout
        self.drain_limit = DRAIN_BODIES * config.max_body  # a 413's body read and dropped: in step
        self.own: dict = {}  # gevent socket -> its PacedSocket, for the connections that are one client's own
        util.write_error = write_json_error
        sending.install()
        soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
        self.lot = max(LOT_LEAST, min(LOT_MOST, soft // 4 if soft > 0 else LOT_MOST))
        self.waiting = 0  # refusals' answers waiting (``_slowly``)
        # connections parked at accept: all of them, and per peer (one address leaves a cap's worth, or half, to the others)
        self.parked_total, self.parked = 0, OpenCount(max(1, self.lot // 2, self.lot - self.connection_cap))
        ggevent.StreamServer = self.listening = Listener.serving(self.at_accept, self.unparked)
        super().init_process()

    def load_wsgi(self):
        super().load_wsgi()
        self.served, self.wsgi = self.wsgi, self._serve

    def _serve(self, environ, start_response):
        """The app, as gunicorn calls it; a refusal (429) is answered after a while (``_slowly``) and
        holds its connection."""
        answer = self.served(environ, start_response)
        wait = environ.get(REFUSED_FOR)
        if wait:
            self._slowly(wait)
            if (sock := self.own.get(environ.get("gunicorn.socket"))) is not None:
                sock.refused(wait, self.cfg.keepalive)
        return answer

    def _slowly(self, wait: float) -> None:
        """A refusal's answer waits ``PARKED`` (or its whole wait, if shorter) before it is written, as
        a connection parked at accept does: a client that asks again on a new connection the moment
        it is refused (its seat's budget spent, or behind a proxy, where no connection is its own)
        is then answered about once a second, not parsed as fast as it can ask. At most ``lot``
        answers wait at once; past that, they go at once."""
        if self.waiting >= self.lot:
            return
        self.waiting += 1
        try:
            gevent.sleep(min(float(wait), PARKED))
        finally:
            self.waiting -= 1

    def timeout_ctx(self):
        return contextlib.nullcontext()  # every read has its own deadline (PacedSocket)

    @property
    def admission(self) -> Admission:
        """The app's admission (``self.served``: the app gunicorn loaded before it serves a connection)."""
        return services(self.served).admission

    def handle(self, listener, client, addr):
        key = None  # no connection is counted here: connection floods are the proxy's (docs/admission.md)
        try:
            # before a first request: its first byte within the keep-alive time (the head's when that is 0)
            first_wait = self.cfg.keepalive or self.head_timeout
            paced = PacedSocket(client, first_wait, self.head_timeout, self.body_timeout)
            if key is not None:  # a counted peer: the connection is one client's (not a proxy's, not this machine's)
                self.own[client] = paced
            super().handle(listener, paced, addr)
        finally:
            self.own.pop(client, None)
            self.listening.vacated(key)  # one parked over its peer's cap may come in now

    def at_accept(self, addr) -> bytes | float | None:
        """What ``Listener`` does with a connection from ``addr`` before it is read: serve it (None)."""
        return None  # admission is the Flask hook's now (web/admit.py); connections are the proxy's

    def unparked(self, addr, waited: float, turned: bool = False) -> bytes | float | None:
        """A parked connection's time is over: served (nothing is parked any more)."""
        return None

    def handle_request(self, listener_name, req, sock, addr):
        sock.body(req)
        raw = sock.raw
        raw.settimeout(self.write_timeout)  # each answer is written within it (gevent: a total for sendall)
        try:
            super().handle_request(listener_name, req, raw, addr)
        except socket.timeout:
            self.log.debug("an answer to %s was not taken within %s s: connection closed", addr, self.write_timeout)
            raise StopIteration() from None
        self._next_turn(req, sock)

    @staticmethod
    def _hold(sock: PacedSocket, seconds: float) -> None:
        """``seconds`` without reading the connection: what the client sends meanwhile waits in the
        kernel's buffers. The greenlet wakes once at most before the end: when something comes, a
        look (``MSG_PEEK``) tells its next request, left there for the rest of the wait, from its
        close, which ends the connection now (held, a closed connection would count against its
        address until the wait is over)."""
        end = time.monotonic() + seconds
        try:
            wait_read(sock.raw.fileno(), seconds)
            if not sock.raw.recv(1, socket.MSG_PEEK):
                raise StopIteration()
        except socket.timeout:
            return
        except OSError:  # reset
            raise StopIteration() from None
        gevent.sleep(max(0.0, end - time.monotonic()))

    def _next_turn(self, req, sock: PacedSocket) -> None:
        """Between two requests of one connection: the rest of the body, a turn for the others (the
        refusal's wait after a budget's 429), then the next request's deadline (its head's at once
        when it was already read ahead)."""
        drained = 0
        try:
            chunk = req.body.read(DRAIN_CHUNK)
            while chunk and drained <= self.drain_limit:
                drained += len(chunk)
                chunk = req.body.read(DRAIN_CHUNK)
        except Exception:  # late (BodyTimeout), cut short or malformed: where the next request starts is unknown
            raise StopIteration() from None
        if drained > self.drain_limit:
            raise StopIteration()  # not worth reading: closed instead
        held, sock.held = sock.held, 0
        try:
            if held:
                self._hold(sock, held)
            else:
                pause()
        except gevent.GreenletExit:  # the worker is stopping
            raise StopIteration() from None
        pending = req.unreader.take_buffered()
        if pending:
            req.unreader.unread(pending)
            sock.head()
        else:
            sock.idle(self.cfg.keepalive)

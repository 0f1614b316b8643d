"""``WS /ws/tables/<code>?token=…``: every change of a table, pushed to every phone.

Each socket has a mailbox that holds one change, the newest (a frame is a
whole snapshot: a phone that is behind only needs the latest), and one
writer: the socket's own greenlet, which also reads what the phone sends.
Under gevent that greenlet is the socket's only one: it reads the phone's
frames itself when the kernel says they are there (``_InlineReads``) and
sends the pings, instead of simple-websocket's reader thread (a second
greenlet, a selector and ~12 KB per socket: 19 MB at 1,600 sockets).
Publishing a change never waits: when nothing is being written to a socket,
the publisher puts the whole frame into its kernel buffer with one
non-blocking send (the usual case, a phone that reads: no other greenlet is
woken); otherwise the frame goes to the mailbox and the socket's writer
takes over. A phone that sleeps costs the same as one that reads.

Every write is complete or the socket is closed: all bytes for this socket
(our frames, and simple-websocket's pings, pongs and close frames) go
through ``_WholeWrites``, one writer at a time, each within
``write_timeout`` seconds. simple-websocket's own ``send`` ignores partial
writes (a slow reader got a frame cut short, then the next frame's header).
A phone whose write does not finish in time is cut off; it reconnects and
catches up with ``hello``. On every socket, versions only rise (frames are
ordered by the table's render ``revision``).

The phone sends ``{"type": "hello", "version": n}`` (the current state
again, at most ``hello_limit`` per window; more are ignored) and may send
its actions here instead of POSTing them: ``{"type": "action", "action":
{…the POST body…}}`` goes through the same check → append → apply →
publish path and is answered with ``{"type": "ack", "action_id", "version"}``
or ``{"type": "error", "action_id", "status", "error", "message"}``.

A refused socket (unknown table, unknown token, rate limit, too many
sockets) is accepted, told why with ``{"type": "error", "error",
"message"}`` and closed with code 4000 + the HTTP status (4404, 4401,
4429): browsers do not expose the status of a refused handshake, but they
do expose close codes.
"""
from __future__ import annotations

import logging
import socket
import ssl
import struct
import threading
import time

import simple_websocket.ws
from flask import request
from flask_sock import Sock
from simple_websocket import ConnectionClosed
from wsproto.events import Ping
from wsproto.extensions import PerMessageDeflate
from wsproto.frame_protocol import CloseReason
from wsproto.utilities import LocalProtocolError

from companion.rules import errors
from companion.service.snapshots import dumps
from companion.storage.store import UNAVAILABLE
from companion.service.codes import Session
from companion.service.commands import valid_action_id
from companion.service.tables import TooManySockets
from companion.web.errors import to_wire, wait_words
from companion.web.services import services

sock = Sock()
log = logging.getLogger(__name__)

# simple-websocket always accepts permessage-deflate. Compressing every
# snapshot for every phone was a tenth of the server's CPU under load
# (bench/load.py with py-spy), and with context takeover a zlib compressor
# (~300 KB) stayed alive per socket. A snapshot is 2-3 KB and phones are on
# the table's Wi-Fi: we decline the extension and send plain frames (which
# is also what lets us write our frames without wsproto).


class _NoDeflate(PerMessageDeflate):
    def accept(self, offer):
        return None


simple_websocket.ws.PerMessageDeflate = _NoDeflate


def _gevent_timeout():
    try:
        from gevent import Timeout, monkey
    except ImportError:  # pragma: no cover - gevent is a dependency
        return None
    return Timeout if monkey.is_module_patched("socket") else None


def text_frame(payload: bytes) -> bytes:
    """One unfragmented, unmasked text frame (server to client; no extension)."""
    n = len(payload)
    if n < 126:
        return bytes((0x81, n)) + payload
    if n < 65536:
        return struct.pack("!BBH", 0x81, 126, n) + payload
    return struct.pack("!BBQ", 0x81, 127, n) + payload


class _WholeWrites:
    """Stands in for the socket simple-websocket writes to: every write whole, in time, or none after.

    One writer at a time (a ping must not land inside a half-written frame).
    A write that has not finished after ``timeout`` seconds shuts the socket
    down: the reading side then ends too, and the phone reconnects.

    ``try_send`` is the publisher's fast path: when nobody is writing, a frame
    goes straight into the kernel's buffer without waiting and without waking
    the socket's greenlet (the usual case: a phone that reads). If only part
    of it fits, the rest is kept, and the socket's own greenlet must
    ``finish`` it (with the bound) before anything else is written.
    """

    def __init__(self, raw, timeout: float):
        self._raw = raw
        self.timeout = timeout
        self.broken = False
        self._rest = b""  # the tail of a frame try_send could not write
        self._lock = threading.Lock()
        self._gevent_timeout = _gevent_timeout()
        # gevent's socket wraps a non-blocking one: writing to that never waits or switches
        # (not under TLS: there the wrapped socket would carry the plain text)
        self._nonblocking = (getattr(raw, "_sock", None) if self._gevent_timeout is not None
                             and not isinstance(raw, ssl.SSLSocket) else None)
        if self._gevent_timeout is None:  # plain threads: the kernel bounds each send
            seconds = int(timeout)
            usec = int((timeout - seconds) * 1e6)
            try:
                raw.setsockopt(socket.SOL_SOCKET, socket.SO_SNDTIMEO, struct.pack("ll", seconds, usec))
            except OSError:  # pragma: no cover
                pass

    def try_send(self, data: bytes) -> str:
        """Write without waiting: "done" (all of it, or the socket is gone), "rest" (a part:
        ``finish`` must follow), "busy" (nothing written: someone is writing, or no room)."""
        if self.broken:
            return "done"
        if self._nonblocking is None or self._rest or self._lock.locked():
            return "busy"
        try:
            n = self._nonblocking.send(data)
        except BlockingIOError:
            return "busy"
        except OSError:
            self.cut()
            return "done"
        if n == len(data):
            return "done"
        self._rest = data[n:]
        return "rest"

    def finish(self) -> None:
        """Write what ``try_send`` left (bounded, like every write)."""
        if self._rest:
            self.send(b"")

    def send(self, data) -> int:
        with self._lock:
            if self.broken:
                raise BrokenPipeError("this socket was cut off")
            if self._rest:
                data, self._rest = self._rest + data, b""
            try:
                if self._gevent_timeout is not None:
                    with self._gevent_timeout(self.timeout, TimeoutError):
                        self._raw.sendall(data)
                else:
                    self._raw.sendall(data)
            except BaseException:
                self.cut()
                raise BrokenPipeError("write failed or timed out") from None
        return len(data)

    sendall = send

    def cut(self) -> None:
        """End the connection now, without a close frame (it could not be written)."""
        self.broken = True
        try:
            self._raw.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    def __getattr__(self, name):
        return getattr(self._raw, name)


MAX_BACKLOG = 64  # messages from a phone waiting to be handled; more, and it is cut off


class NoReaderThread:
    """simple-websocket's ``thread_class`` under gevent: the reader is never started
    (the socket's own greenlet reads, see ``_InlineReads``)."""

    name = "simple_websocket.Base._thread (read inline)"

    def __init__(self, target=None, **_):
        pass

    def start(self) -> None:
        pass


def server_options(ping_interval: float, max_message_size: int) -> dict:
    """flask-sock's ``SOCK_SERVER_OPTIONS``: under gevent, no reader thread per socket."""
    options = {"ping_interval": ping_interval, "max_message_size": max_message_size}
    if _gevent_timeout() is not None:
        options["thread_class"] = NoReaderThread
    return options


class _InlineReads:
    """What simple-websocket's reader thread did, done by the socket's own greenlet.

    A libev watcher rings the socket's event when the phone has sent
    something (and is stopped until the greenlet waits again, so bytes it has
    not read yet do not ring it in a loop); the greenlet then reads what is
    there without waiting, hands it to wsproto (pongs, close frames and the
    message size limit are simple-websocket's own ``_handle_events``), and
    sends a ping every ``ping_interval`` seconds: no pong since the last one,
    and the socket is closed (1008), as simple-websocket does.
    """

    CHUNKS = 4  # reads per wake-up at most; more waits for the watcher, after the other greenlets

    def __init__(self, ws, out: "_WholeWrites", ping_interval: float | None):
        from gevent import get_hub

        self._ws, self._out, self._raw = ws, out, out._nonblocking
        self._interval = ping_interval or None
        self._next_ping = time.monotonic() + self._interval if self._interval else None
        self._watcher = get_hub().loop.io(self._raw.fileno(), 1)

    def _ring(self) -> None:
        self._watcher.stop()
        self._ws.event.set()

    def wait(self) -> None:
        timeout = None if self._next_ping is None else max(0.0, self._next_ping - time.monotonic())
        if not self._watcher.active:
            self._watcher.start(self._ring)
        self._ws.event.wait(timeout)

    def read(self) -> None:
        ws = self._ws
        for _ in range(self.CHUNKS):
            try:
                data = self._raw.recv(ws.receive_bytes)
            except (BlockingIOError, InterruptedError):
                break
            except OSError:
                data = b""
            if not data:  # the phone (or its network) is gone
                ws.connected = False
                return
            try:
                ws.ws.receive_data(data)
                ws.connected = ws._handle_events()
            except LocalProtocolError:
                ws.connected = False
            if not ws.connected:
                return
        # anything still unread rings the watcher again once this greenlet waits: a phone that
        # sends without pause gets its turn after the others, not before them
        self._ping_if_due()

    def _ping_if_due(self) -> None:
        if self._next_ping is None or time.monotonic() < self._next_ping:
            return
        ws = self._ws
        if not ws.pong_received:
            ws.close(reason=CloseReason.POLICY_VIOLATION, message="Ping/Pong timeout")
            return
        ws.pong_received = False
        self._next_ping = time.monotonic() + self._interval
        self._out.send(ws.ws.send(Ping()))

    def stop(self) -> None:
        self._watcher.stop()
        self._watcher.close()


class _Doorbell:
    """The socket's event, as simple-websocket's reader rings it for every message:
    a phone that sends far faster than its socket is served (its greenlet stuck
    writing to it) is cut off instead of queueing messages without end."""

    def __init__(self, ws, out: "_WholeWrites"):
        self._event, self._ws, self._out = ws.event, ws, out

    def set(self):
        if len(self._ws.input_buffer) > MAX_BACKLOG:
            self._ws.input_buffer.clear()
            self._out.cut()
        self._event.set()

    def __getattr__(self, name):
        return getattr(self._event, name)


class SocketSubscriber:
    """One phone's socket as the hub sees it: who is watching, a mailbox, and its writer."""

    def __init__(self, ws, viewer: str | None, token: str | None = None, hello_limit=(10, 10.0)):
        self.ws = ws
        self.out: _WholeWrites = ws.sock
        self.viewer = viewer
        self.token = token
        self.closed = False
        self.sent = 0  # revision last written
        self._pending = None  # frames to write next (the newest wins)
        self._again = False  # write them even if already sent (a hello)
        self._closing = None  # (code, message): close after the pending frame
        self._holding = False  # this socket's own greenlet is acting: its frame waits for the ack
        self._hellos: list[float] = []
        self._hello_limit = hello_limit

    # -- called by publishers (any greenlet): never blocks -------------------

    def offer(self, frames, again: bool = False) -> None:
        if self.closed:
            return
        pending = self._pending
        newest = pending.revision if pending is not None else self.sent
        if not (frames.revision > newest or (again and frames.revision >= newest)):
            return  # versions only rise on a socket
        if self._holding:  # written with the ack, in one send, by this socket's greenlet
            self._pending = frames
            return
        if pending is None and not self._again:
            outcome = self.out.try_send(text_frame(frames.text(self.viewer)))
            if outcome != "busy":
                self.sent = frames.revision
                if outcome == "rest":
                    self.ws.event.set()  # the socket's greenlet finishes the frame
                return
        self._pending = frames
        self._again = self._again or again
        self.ws.event.set()

    def close(self, code: int = 4401, message: str = "This seat has a new link.") -> None:
        """End this socket (its token was replaced): its greenlet sends the close frame."""
        self._closing = (code, message)
        self.ws.event.set()

    # -- called by the socket's own greenlet --------------------------------

    def flush(self, then: bytes = b"") -> None:
        """Finish a frame begun by a publisher, then write the newest one this socket has not had
        (and ``then``, a frame of our own, in the same write)."""
        self.out.finish()
        frames = self._pending
        self._pending = None
        again, self._again = self._again, False
        data = b""
        if frames is not None and (frames.revision > self.sent or (frames.revision == self.sent and again)):
            self.sent = frames.revision
            data = text_frame(frames.text(self.viewer))
        if data or then:
            self.out.send(data + then)

    def write(self, payload: bytes) -> None:
        self.out.send(text_frame(payload))

    def hello_allowed(self) -> bool:
        count, seconds = self._hello_limit
        now = time.monotonic()
        self._hellos = [t for t in self._hellos if t > now - seconds]
        if len(self._hellos) >= count:
            return False
        self._hellos.append(now)
        return True


def _refuse(ws, status: int, code: str, message: str, retry_after: int | None = None) -> None:
    """Tell the phone why (JSON, with ``retry_after`` seconds for a 4429) and close with 4000 + status.

    The close reason is the sentence itself (at most 123 bytes in a close frame),
    so a 4429 says when to retry even to a client that reads only the close."""
    error = {"type": "error", "error": code, "message": message}
    if retry_after is not None:
        error["retry_after"] = retry_after
    try:
        ws.send(dumps(error).decode("utf-8"))
        ws.close(reason=4000 + status, message=_close_reason(message))
    except (ConnectionClosed, OSError):
        pass


def _close_reason(message: str) -> str:
    """A close frame's reason fits in 123 bytes of UTF-8."""
    data = message.encode("utf-8")
    return message if len(data) <= 123 else data[:123].decode("utf-8", "ignore")


def _act(ext, code: str, sub: SocketSubscriber, message: dict) -> None:
    """An action sent on the socket: the service's one path, answered with an ack or an ``error`` frame."""
    body = message.get("action")
    action_id = body.get("action_id") if isinstance(body, dict) else None
    action_id = action_id if valid_action_id(action_id) else None  # a bad one is never echoed
    sub._holding = True  # the state this action makes goes out with its ack, in one write
    try:
        receipt = ext.tables.submit(code, Session(code, sub.token, sub.viewer), body)
        reply = {"type": "ack", "action_id": action_id, "version": receipt.version}
    except Exception as exc:  # noqa: BLE001 - answered as the POST would be (a 500 too); the socket stays
        status, error, _ = to_wire(exc)
        state = error.pop("state", None)
        reply = {"type": "error", "action_id": action_id, "status": status, **error}
        if state is not None:
            reply["version"] = state["version"]
        if status == 401 and sub.viewer is not None:
            sub.close(4401, _close_reason(error["message"]))  # its token holds the seat no more
    finally:
        sub._holding = False
    sub.flush(then=text_frame(dumps(reply)))  # the new state, then its ack: the phone has it when the ack comes


@sock.route("/ws/tables/<code>")
def table_socket(ws, code):
    ext = services()
    config = ext.config
    tables = ext.tables
    address = request.remote_addr or "?"
    if ext.limits.unknown.blocked(address):
        wait = max(1, ext.limits.unknown.retry_after(address))
        return _refuse(ws, 429, "too_many_requests",
                       f"Too many unknown table codes from this address; try again in {wait_words(wait)}.",
                       retry_after=wait)
    token = request.args.get("token") or None
    try:
        viewer = tables.authenticate(code, token)
    except UNAVAILABLE:
        return _refuse(ws, 503, "database_unavailable", "The table's storage is not answering; try again soon.")
    except errors.RuleError as exc:
        if isinstance(exc, errors.NotFound):
            ext.limits.unknown.hit(address)
        return _refuse(ws, errors.status_of(exc), exc.code, exc.message)
    per_address = ext.limits.sockets
    if not per_address.acquire(address):
        return _refuse(ws, 429, "too_many_sockets",
                       f"This address already has {per_address.limit} live connections, the most it may have; "
                       "try again in 30 seconds.", 30)
    out = ws.sock = _WholeWrites(ws.sock, config.write_timeout)
    ws.event = _Doorbell(ws, out)
    sub = SocketSubscriber(ws, viewer, token, config.limit_hello)
    reads = None
    if isinstance(ws.thread, NoReaderThread):  # gevent: this greenlet reads, if it can without waiting
        if out._nonblocking is not None:
            reads = _InlineReads(ws, out, config.ping_interval)
        else:  # pragma: no cover - a TLS socket: simple-websocket's own reader after all
            ws.thread = threading.Thread(target=ws._thread, daemon=True)
            ws.thread.start()
    try:
        try:
            tables.subscribe(code, sub)  # offers this socket the state (the others hear of it soon)
        except TooManySockets as exc:
            return _refuse(ws, 429, exc.code, exc.message, 30)
        except UNAVAILABLE:
            return _refuse(ws, 503, "database_unavailable", "The table's storage is not answering; try again soon.")
        except errors.RuleError as exc:
            return _refuse(ws, errors.status_of(exc), exc.code, exc.message)
        event = ws.event
        while True:
            event.clear()
            if reads is not None:
                reads.read()
            sub.flush()
            while ws.input_buffer and not out.broken:
                text = ws.input_buffer.pop(0)
                _handle(ext, tables, code, sub, text)
                sub.flush()
            if sub._closing is not None and not out.broken:
                reason, message = sub._closing
                ws.close(reason=reason, message=message)
                break
            if not ws.connected or out.broken:
                break
            if reads is not None:
                reads.wait()
            else:
                event.wait()
    except (ConnectionClosed, OSError, errors.RuleError):
        pass
    finally:
        if reads is not None:
            reads.stop()
        sub.closed = True
        tables.unsubscribe(code, sub)
        per_address.release(address)
        if out.broken:
            ws.connected = False


def _handle(ext, tables, code: str, sub: SocketSubscriber, text) -> None:
    from companion.web.api import parse_json

    message = parse_json(text.encode("utf-8") if isinstance(text, str) else text)
    if not isinstance(message, dict):
        return
    kind = message.get("type")
    if kind == "hello":
        if sub.hello_allowed():
            tables.resend(code, sub)
    elif kind == "action":
        _act(ext, code, sub, message)

"""One WebSocket connection, read and written the way this server needs: the seam over simple-websocket.

flask-sock hands each socket route a simple-websocket ``Server`` that has done
the handshake (with ``upgrade.py``'s options); ``Transport`` wraps it, and every
workaround of simple-websocket, wsproto and gevent on a live socket lives in that
class. The mailbox and ``sockets.py`` use only its public surface.

What it touches, and why (nothing else of these libraries is used):

* simple-websocket (1.1), after the handshake: two attributes of the
  ``Server``, ``sock`` (the connection's socket, read and written here) and
  ``ws`` (its wsproto connection: incoming bytes are parsed, and close,
  ping and pong frames made, by wsproto's public API); and ``environ`` (the
  request's) gets ``upgrade.UPGRADED``. simple-websocket's own ``send``,
  ``receive``, ``close`` and ``input_buffer`` are never used: its ``send``
  is one ``sock.send`` that ignores a partial write (a slow reader got a
  frame cut short, then the next frame's header), and its reads are its
  thread's (``upgrade.server_options``: none). flask-sock's own
  ``ws.close()`` after the route writes nothing: ``end`` has shut the
  socket down by then.
* gevent (26):

  - the socket is set non-blocking (``settimeout(0)``, gevent's public
    socket API): a read or write never switches greenlets behind our back.
    A publisher's ``try_send`` is one non-blocking ``send`` into the kernel
    buffer, with no other greenlet woken (the usual case: a phone that reads).
  - ``gevent.get_hub().loop.io(fd, READ)``: a watcher that rings this
    socket's event when the phone has sent something, and stops until the
    greenlet waits again, so bytes not read yet do not ring it in a loop.
    The same event is rung by publishers (``ring``). One greenlet, one wait.
  - ``gevent.socket.wait_write``: a write that does not fit waits for room,
    within what is left of ``write_timeout``.

What it keeps (reads a few frames a turn, every write whole within ``write_timeout``,
the close codes, a close that lingers so a busy phone gets its code), and the test
against the real library each piece stays for: docs/server.md, "What stayed of our
own plumbing". ``try_send`` and ``ring`` may be called from any greenlet (they never
block); everything else from the socket's own greenlet only.
"""
from __future__ import annotations

import socket
import struct
import time

import gevent
import gevent.event
import gevent.socket
from wsproto.connection import ConnectionState
from wsproto.events import BytesMessage, CloseConnection, Ping, Pong, TextMessage
from wsproto.frame_protocol import CloseReason
from wsproto.utilities import LocalProtocolError

from companion.admission.policy import message_cost
from companion.web.upgrade import UPGRADED
from companion.yielding import pause


def text_frame(payload: bytes) -> bytes:
    """One unfragmented, unmasked text frame (server to client; no extension)."""
    n = len(payload)
    if n < 126:
        return bytes((0x81, n)) + payload
    if n < 65536:
        return struct.pack("!BBH", 0x81, 126, n) + payload
    return struct.pack("!BBQ", 0x81, 127, n) + payload


class Transport:
    """One upgraded connection (see the module's docstring for what it touches and why).

    ``receive()`` → the messages that came (str or bytes), ``wait()`` until
    there is more to do, ``try_send(message)`` / ``send(*messages)`` (JSON
    bytes, each framed as one text frame), ``close(code, reason)``, ``cut()``,
    ``end()``; ``connected`` (messages may still flow both ways) and
    ``broken`` (cut off, no close frame).
    """

    CHUNKS = 4  # reads per turn at most
    RECEIVE_BYTES = 4096  # per read
    EVENTS = 64  # frames (or parts of one) handled per turn at most

    def __init__(self, ws, write_timeout: float, ping_interval: float | None, max_message: int):
        ws.environ[UPGRADED] = self  # first: from here on, nothing goes back to HTTP
        self._ended = False
        self._proto = ws.ws  # wsproto, after the handshake
        self._sock = ws.sock
        self._sock.settimeout(0)  # never block inside a read or a write: we wait ourselves
        self._fd = self._sock.fileno()
        self.write_timeout = write_timeout
        self.max_message = max_message
        self._interval = ping_interval or None
        self._next_ping = time.monotonic() + self._interval if self._interval else None
        self._pong_due = False  # a ping went out and no pong has come since
        self._event = gevent.event.Event()
        self._watcher = gevent.get_hub().loop.io(self._fd, 1)
        self._rest = b""  # the tail of a frame try_send could not write whole
        self._writing = False
        self._parts: list = []  # the fragments of a message not finished yet
        self._size = 0
        self._closed = False  # a close frame went out, or came in, or the phone is gone
        self._backlog = False  # frames read but not handled yet: the next turn handles them first
        self.broken = False
        self.frames_in = 0  # frames (or parts of one) the phone sent, pings and pongs included
        self.bytes_in = 0  # bytes the phone sent after the handshake

    # -- state ----------------------------------------------------------------

    @property
    def connected(self) -> bool:
        return not (self._closed or self.broken)

    # -- any greenlet: never blocks --------------------------------------------

    def ring(self) -> None:
        """Wake the socket's greenlet (its mailbox has something, or should close)."""
        self._event.set()

    def try_send(self, message: bytes) -> bool:
        """Write one message without waiting. False: nothing written (someone is writing, or
        there is no room), the caller keeps it. True: it is this transport's now (written;
        or begun, and the socket's greenlet, rung, finishes it; or the socket is gone)."""
        if not self.connected:
            return True
        if self._writing or self._rest:
            return False
        data = text_frame(message)
        try:
            n = self._sock.send(data)
        except BlockingIOError:
            return False
        except OSError:
            self.cut()
            return True
        if n < len(data):
            self._rest = data[n:]
            self.ring()
        return True

    # -- the socket's own greenlet ---------------------------------------------

    def wait(self) -> None:
        """Until the phone sent something, a publisher rang, or a ping is due."""
        if not self.connected:
            return
        if self._backlog:
            pause()  # the frames left from this turn, on the next one: after everyone else
            return
        timeout = None if self._next_ping is None else max(0.0, self._next_ping - time.monotonic())
        if not self._watcher.active:
            self._watcher.start(self._readable)
        self._event.wait(timeout)

    def _readable(self) -> None:
        self._watcher.stop()
        self._event.set()

    def receive(self) -> list:
        """Start a turn: the whole messages that came (str for text, bytes for binary),
        read without waiting, at most ``CHUNKS`` reads; control frames are answered here."""
        self._event.clear()
        messages: list = []
        out = b""  # pongs for what was read, in one write
        left = self.EVENTS
        reads = 0
        while self.connected:
            if not self._backlog:  # else first the frames read but not handled last turn
                if reads == self.CHUNKS:
                    break
                reads += 1
                try:
                    data = self._sock.recv(self.RECEIVE_BYTES)
                except (BlockingIOError, InterruptedError):
                    break
                except OSError:
                    data = b""
                if not data:  # the phone (or its network) is gone
                    self._closed = True
                    break
                self.bytes_in += len(data)
                self._proto.receive_data(data)
            out, refusal, left = self._events(messages, out, left)
            if refusal is not None:
                self._write(out)
                self.close(*refusal)
                return messages
            if self._backlog:  # this turn's frames are spent: the rest on the next
                break
        if out:
            self._write(out)
        self._ping_if_due()
        return messages

    def _events(self, messages: list, out: bytes, left: int):
        """What wsproto made of the bytes read, at most ``left`` frames of it (the rest waits
        there: ``_backlog``): messages kept, pongs (and the answer to the phone's close) added
        to ``out``; (code, reason) when this socket must close; and how many frames are left."""
        self._backlog = False
        for event in self._proto.events():
            self.frames_in += 1
            left -= 1
            if left <= 0:
                self._backlog = True  # handled below; wsproto keeps the frames after it
            if isinstance(event, (TextMessage, BytesMessage)):
                data = event.data
                self._size += len(data.encode("utf-8")) if isinstance(data, str) else len(data)
                if self._size > self.max_message:
                    return out, (CloseReason.MESSAGE_TOO_BIG, "Message is too big"), left
                self._parts.append(data)
                if event.message_finished:
                    parts, self._parts, self._size = self._parts, [], 0
                    messages.append(parts[0] if len(parts) == 1 else parts[0][:0].join(parts))
            elif isinstance(event, Ping):
                out += self._proto.send(event.response())
            elif isinstance(event, Pong):
                self._pong_due = False
            elif isinstance(event, CloseConnection):
                self._backlog = False
                if self._proto.state is ConnectionState.REMOTE_CLOSING:  # the phone closes: answer it
                    out += self._proto.send(event.response())
                    self._closed = True
                    return out, None, left
                return out, (event.code, event.reason or ""), left  # a frame wsproto refused (1002, 1007)
            if self._backlog:
                break
        return out, None, left

    def _ping_if_due(self) -> None:
        if self._next_ping is None or time.monotonic() < self._next_ping or not self.connected:
            return
        if self._pong_due:
            self.close(CloseReason.POLICY_VIOLATION, "Ping/Pong timeout")
            return
        self._pong_due = True
        self._next_ping = time.monotonic() + self._interval
        self._write(self._proto.send(Ping()))

    def send(self, *messages: bytes) -> bool:
        """Finish what ``try_send`` began, then write these messages, in one bounded write.
        False: the socket is closed or cut, and nothing was written."""
        if not self.connected:
            return False
        return self._write(b"".join(text_frame(m) for m in messages))

    def _write(self, data: bytes) -> bool:
        """Bytes after anything begun, whole within ``write_timeout``, else the socket is cut."""
        if self.broken:
            return False
        data, self._rest = self._rest + data, b""
        if not data:
            return True
        self._writing = True
        deadline = time.monotonic() + self.write_timeout
        view = memoryview(data)
        try:
            while view:
                try:
                    view = view[self._sock.send(view):]
                except BlockingIOError:
                    left = deadline - time.monotonic()
                    if left <= 0:
                        raise TimeoutError from None
                    gevent.socket.wait_write(self._fd, timeout=left, timeout_exc=TimeoutError)
        except OSError:  # reset, broken pipe, or not written in time
            self.cut()
            return False
        finally:
            self._writing = False
        return True

    def close(self, code: int, reason: str = "", allowance: float | None = None) -> None:
        """A close frame after anything begun (bounded), our side ended, the phone's answer
        awaited (bounded too: ``_linger``). Nothing after it is sent; a second close is a no-op."""
        if not self.connected:
            return
        try:
            frame = self._proto.send(CloseConnection(code=int(code), reason=reason))
        except LocalProtocolError:  # wsproto already closed
            frame = b""
        self._closed = True
        if not self._write(frame):
            return
        try:
            self._sock.shutdown(socket.SHUT_WR)
        except OSError:
            return
        self._linger(allowance)

    def _linger(self, allowance: float | None) -> None:
        """Until the phone's close frame or its end, within ``write_timeout``: read (and drop)
        what it still sends, a turn's worth at a time (``CHUNKS`` reads, ``EVENTS`` frames), so
        the connection never ends with our close frame still unsent in the kernel (closing a
        socket with unread bytes sends a reset, and a reset drops what is still queued to go
        out). What it reads costs what a turn's reads cost (``policy.message_cost``), and past
        ``allowance`` (what the socket's budget has left; None: no bound) the phone is cut
        off instead: a flooder closed for its budget is not read for ``write_timeout``
        seconds (parsing its flood was most of what a ping flood cost)."""
        deadline = time.monotonic() + self.write_timeout
        frames = size = 0
        pending = False  # frames read and not looked at yet (more than a turn's worth came)

        def spent() -> bool:
            return allowance is not None and message_cost(frames, size) > allowance

        while self._proto.state is not ConnectionState.CLOSED:
            if pending:
                pause()
            else:
                left = deadline - time.monotonic()
                if left <= 0:
                    return
                try:
                    gevent.socket.wait_read(self._fd, timeout=left, timeout_exc=TimeoutError)
                except OSError:  # the time is up (TimeoutError), or the socket is gone
                    return
                for _ in range(self.CHUNKS):
                    try:
                        data = self._sock.recv(self.RECEIVE_BYTES)
                    except BlockingIOError:
                        break
                    except OSError:
                        return
                    size += len(data)
                    if not data or spent():
                        return  # gone, or past what it may still cost: cut off
                    self._proto.receive_data(data)
            pending, turn = False, self.EVENTS
            try:
                for event in self._proto.events():
                    frames, turn = frames + 1, turn - 1
                    if isinstance(event, CloseConnection) or spent():
                        return  # its close frame, bytes that are no frame, or a flood: done
                    if turn <= 0:
                        pending = True  # the rest on the next turn
                        break
            except LocalProtocolError:
                return

    def cut(self) -> None:
        """End the connection now, without a close frame (it could not be written)."""
        self.broken = True
        try:
            self._sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    def end(self) -> None:
        """The route is done with this socket: nothing more is read or written on it, ever
        (the server closes the connection; flask-sock's own close after the route finds the
        socket shut down and writes nothing)."""
        if self._ended:
            return
        self._ended = True
        self._watcher.stop()
        self._watcher.close()
        if self.connected:  # ended without a close frame: cut off
            self.broken = True
        try:
            self._sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

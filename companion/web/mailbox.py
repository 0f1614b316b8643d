"""One socket as the table service sees it: who watches, and a mailbox that holds one frame.

A frame is a whole snapshot, so a phone that is behind needs only the newest: the
mailbox keeps one, publishing never waits (``try_send`` when nothing is being
written, else the socket's own greenlet writes it), and a phone that sleeps costs
one frame and holds up nobody. While the socket's greenlet acts (``holding``) the
state waits here and goes out with the ack, in one write. A seat's frame showing
nobody there (``"me": null``) closes it with 4401. Implements the service's
``Subscriber``, through the transport's public surface only.
"""
from __future__ import annotations

from contextlib import contextmanager

from companion.web.websocket import Transport

# how every state frame of a viewer nobody is seated as begins (snapshots.Frames.text)
_UNSEATED = b'{"type":"state","state":{"me":null'
REISSUED = (4401, "This seat has a new link.")
KICKED = (4401, "You are no longer seated at this table.")


class SocketSubscriber:
    """A phone's socket: its viewer and token, one pending frame, and its transport."""

    def __init__(self, transport: Transport, viewer: str | None, token: str | None = None):
        self.transport = transport
        self.viewer = viewer
        self.token = token
        self.closed = False  # the socket is done: offers are dropped
        self.closing: tuple[int, str] | None = None  # (code, reason) its greenlet closes with
        self.sent = 0  # the revision last written
        self._pending = None  # the frames to write next (the newest wins)
        self._again = False  # write them even if already sent (a hello)
        self._holding = False  # the socket's own greenlet is acting: its frame waits for the ack

    # -- any greenlet: never blocks -------------------------------------------

    def offer(self, frames, again: bool = False) -> None:
        if self.closed or self.closing is not None:
            return
        pending = self._pending
        newest = pending.revision if pending is not None else self.sent
        if not (frames.revision > newest or (again and frames.revision >= newest)):
            return  # versions only rise on a socket
        if pending is None and not self._again and not self._holding:
            text = self._text(frames)
            if text is None or self.transport.try_send(text):
                if text is not None:
                    self.sent = frames.revision
                return
        self._pending = frames
        self._again = self._again or again
        if not self._holding:
            self.transport.ring()

    def close(self, code: int = REISSUED[0], message: str = REISSUED[1]) -> None:
        """End this socket (its token was replaced, its seat is gone): its greenlet closes it."""
        if self.closing is None:
            self.closing = (code, message)
        self.transport.ring()

    # -- the socket's own greenlet ---------------------------------------------

    @contextmanager
    def holding(self):
        """While this socket's greenlet acts: the state it makes waits for the ack (``flush``)."""
        self._holding = True
        try:
            yield
        finally:
            self._holding = False

    def flush(self, *then: bytes) -> None:
        """The newest frame this socket has not had, then ``then`` (our own messages), in one
        write; and whatever a publisher began. Nothing once the socket is closing."""
        frames, self._pending = self._pending, None
        again, self._again = self._again, False
        messages = []
        if (frames is not None and self.closing is None
                and (frames.revision > self.sent or (again and frames.revision == self.sent))):
            text = self._text(frames)
            if text is not None:
                self.sent = frames.revision
                messages.append(text)
        if self.closing is None:
            messages.extend(then)
        self.transport.send(*messages)

    def _text(self, frames) -> bytes | None:
        """This viewer's frame; None (and the socket closing) when the seat is gone."""
        text = frames.text(self.viewer)
        if self.viewer is not None and text.startswith(_UNSEATED):
            self.close(*KICKED)
            return None
        return text

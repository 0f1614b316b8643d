"""One socket as the table service sees it (its ``Subscriber``): who watches, and a mailbox of one frame.

A frame is a whole snapshot, so a phone that is behind needs only the newest: a publisher leaves
it here and wakes the socket's own greenlet, which writes it (``flush``); publishing never waits,
and a phone that sleeps holds up nobody. While the greenlet acts (``holding``) the state waits and
goes out just before the ack. A seat's frame showing nobody there closes the socket with 4401.
The socket is the web layer's (``ws.send`` writes a text frame, ``wake.set`` wakes its greenlet);
what it is promised here, the newest frame and versions that only rise, is the service's.
"""
from __future__ import annotations

from contextlib import contextmanager

# how every state frame of a viewer nobody is seated as begins (snapshots.Frames.text)
_UNSEATED = b'{"type":"state","state":{"me":null'
REISSUED = (4401, "This seat has a new link.")
KICKED = (4401, "You are no longer seated at this table.")


class SocketSubscriber:
    """A phone's socket: its viewer and token, one pending frame, and how to reach its greenlet."""

    def __init__(self, ws, wake, viewer: str | None, token: str | None = None):
        self.ws, self.wake = ws, wake
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
        self._pending = frames
        self._again = self._again or again
        if not self._holding:
            self.wake.set()

    def close(self, code: int = REISSUED[0], message: str = REISSUED[1]) -> None:
        """End this socket (its token was replaced, its seat is gone): its greenlet closes it."""
        if self.closing is None:
            self.closing = (code, message)
        self.wake.set()

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
        """The newest frame this socket has not had, then ``then`` (our own messages). Nothing once
        the socket is closing."""
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
        for message in messages:
            self.ws.send(message.decode())  # text frames: the phone parses them as JSON

    def _text(self, frames) -> bytes | None:
        """This viewer's frame; None (and the socket closing) when the seat is gone."""
        text = frames.text(self.viewer)
        if self.viewer is not None and text.startswith(_UNSEATED):
            self.close(*KICKED)
            return None
        return text

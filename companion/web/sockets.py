"""``WS /ws/tables/<code>?token=…``: every change of a table, pushed to every phone.

A change is written to every socket of its table by the greenlet that made
it, under the table's lock: frames go out in version order, with no queue and
no wake-up of another greenlet per phone (under load, that hand-off was the
largest delay between a tap and the last phone: bench/load.py). The socket's
own greenlet only reads what the phone sends (``{"type": "hello", "version":
n}`` -> the current state at once). A phone that vanished is noticed by the
pings (``SOCK_SERVER_OPTIONS['ping_interval']``): its socket closes and a
write to it fails, which ends its subscription.

A refused socket (unknown table, unknown token, rate limit) is accepted,
told why with ``{"type": "error", "error", "message"}`` and closed with code
4000 + the HTTP status (4404, 4401, 4429): browsers do not expose the status
of a refused handshake, but they do expose close codes.
"""
from __future__ import annotations

import json

import simple_websocket.ws
from flask import current_app, request
from flask_sock import Sock
from simple_websocket import ConnectionClosed
from wsproto.extensions import PerMessageDeflate

from companion.rules import errors
from companion.web.errors import wait_words

sock = Sock()

# simple-websocket always accepts permessage-deflate. Compressing every
# snapshot for every phone was a tenth of the server's CPU under load
# (bench/load.py with py-spy), and with context takeover a zlib compressor
# (~300 KB) stayed alive per socket. A snapshot is 2-3 KB and phones are on
# the table's Wi-Fi: we decline the extension and send plain frames.


class _NoDeflate(PerMessageDeflate):
    def accept(self, offer):
        return None


simple_websocket.ws.PerMessageDeflate = _NoDeflate


class SocketSubscriber:
    """One phone's socket as the hub sees it: who is watching, and how to reach them."""

    def __init__(self, ws, viewer: str | None):
        self.ws = ws
        self.viewer = viewer
        self.closed = False

    def deliver(self, text: str) -> None:
        if self.closed:
            return
        try:
            self.ws.send(text)
        except (ConnectionClosed, OSError):
            self.closed = True

    def close(self) -> None:
        """End this socket (its token was replaced): the reading greenlet then returns."""
        self.closed = True
        try:
            self.ws.close(reason=4401, message="This seat has a new link.")
        except (ConnectionClosed, OSError):
            pass


def _refuse(ws, status: int, code: str, message: str, retry_after: int | None = None) -> None:
    """Tell the phone why (JSON, with ``retry_after`` seconds for a 4429) and close with 4000 + status.

    The close reason is the sentence itself (at most 123 bytes in a close frame),
    so a 4429 says when to retry even to a client that reads only the close."""
    error = {"type": "error", "error": code, "message": message}
    if retry_after is not None:
        error["retry_after"] = retry_after
    try:
        ws.send(json.dumps(error))
        ws.close(reason=4000 + status, message=_close_reason(message))
    except ConnectionClosed:
        pass


def _close_reason(message: str) -> str:
    """A close frame's reason fits in 123 bytes of UTF-8."""
    data = message.encode("utf-8")
    return message if len(data) <= 123 else data[:123].decode("utf-8", "ignore")


@sock.route("/ws/tables/<code>")
def table_socket(ws, code):
    ext = current_app.extensions["companion"]
    tables = ext["tables"]
    address = request.remote_addr or "?"
    if ext["limits"]["unknown"].blocked(address):
        wait = max(1, ext["limits"]["unknown"].retry_after(address))
        return _refuse(ws, 429, "too_many_requests",
                       f"Too many unknown table codes from this address; try again in {wait_words(wait)}.",
                       retry_after=wait)
    try:
        viewer = tables.authenticate(code, request.args.get("token") or None)
    except errors.RuleError as exc:
        if isinstance(exc, errors.NotFound):
            ext["limits"]["unknown"].hit(address)
        return _refuse(ws, errors.status_of(exc), exc.code, exc.message)
    sub = SocketSubscriber(ws, viewer)
    tables.subscribe(code, sub)  # sends the state to this socket (and tells the others)
    try:
        while not sub.closed:
            text = ws.receive()
            if text is None:
                continue
            try:
                message = json.loads(text)
            except (ValueError, TypeError, RecursionError):
                continue
            if isinstance(message, dict) and message.get("type") == "hello":
                tables.resend(code, sub)
    except (ConnectionClosed, errors.RuleError):
        pass
    finally:
        sub.closed = True
        tables.unsubscribe(code, sub)

"""``WS /ws/tables/<code>?token=…``: every change of a table, pushed to every phone.

One socket = one subscriber with its own outgoing queue, written by exactly
one greenlet (the handler), so frames never interleave. A second greenlet
reads what the phone sends (``{"type": "hello", "version": n}`` -> the
current state at once). A phone that stops reading is dropped rather than
buffered without bound; pings (``SOCK_SERVER_OPTIONS['ping_interval']``)
notice phones that vanished.

A refused socket (unknown table, unknown token, rate limit) is accepted,
told why with ``{"type": "error", "error", "message"}`` and closed with code
4000 + the HTTP status (4404, 4401, 4429): browsers do not expose the status
of a refused handshake, but they do expose close codes.
"""
from __future__ import annotations

import json
import queue
import threading

import simple_websocket.ws
from flask import current_app, request
from flask_sock import Sock
from simple_websocket import ConnectionClosed
from wsproto.extensions import PerMessageDeflate

from companion.rules import errors

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

MAX_QUEUED = 64  # a phone this far behind is gone; it reconnects and gets the state


class SocketSubscriber:
    def __init__(self, viewer: str | None):
        self.viewer = viewer
        self.queue: queue.Queue = queue.Queue()
        self.closed = False

    def deliver(self, text: str) -> None:
        if self.closed:
            return
        if self.queue.qsize() >= MAX_QUEUED:
            self.close()
            return
        self.queue.put(text)

    def close(self) -> None:
        self.closed = True
        self.queue.put(None)


def _refuse(ws, status: int, code: str, message: str) -> None:
    try:
        ws.send(json.dumps({"type": "error", "error": code, "message": message}))
        ws.close(reason=4000 + status, message=message[:100])
    except ConnectionClosed:
        pass


def _read(ws, tables, code: str, sub: SocketSubscriber) -> None:
    """What the phone sends: hello -> the current state now; anything else is ignored."""
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
        sub.close()


@sock.route("/ws/tables/<code>")
def table_socket(ws, code):
    ext = current_app.extensions["companion"]
    tables = ext["tables"]
    address = request.remote_addr or "?"
    if ext["limits"]["unknown"].blocked(address):
        return _refuse(ws, 429, "too_many_requests", "Too many unknown table codes from this address.")
    try:
        viewer = tables.authenticate(code, request.args.get("token") or None)
    except errors.RuleError as exc:
        if isinstance(exc, errors.NotFound):
            ext["limits"]["unknown"].hit(address)
        return _refuse(ws, errors.status_of(exc), exc.code, exc.message)
    sub = SocketSubscriber(viewer)
    tables.subscribe(code, sub)  # queues the state for this socket (and tells the others)
    reader = threading.Thread(target=_read, args=(ws, tables, code, sub), daemon=True)
    reader.start()
    try:
        while True:
            text = sub.queue.get()
            if text is None:
                break
            ws.send(text)
    except ConnectionClosed:
        pass
    finally:
        sub.closed = True
        tables.unsubscribe(code, sub)

"""From HTTP to a WebSocket and never back: what flask-sock and gunicorn are given around the handshake.

flask-sock (0.7) hands each socket route a simple-websocket (1.1) ``Server``
that has done the handshake; ``websocket.Transport`` then reads and writes
the connection. What this module gives the libraries, and why (nothing
else of them is used here):

* flask-sock's ``SOCK_SERVER_OPTIONS`` = ``server_options()``:
  simple-websocket's ``thread_class`` (a documented parameter) is a class
  whose thread never starts. Under gevent simple-websocket's reader is a
  second greenlet per socket with a selector for its pings (~12 KB each,
  19 MB at 1,600 sockets), a wake-up of it per message, and a loop that
  reads all a phone sent before any other greenlet runs; the socket's own
  greenlet reads instead (``Transport.receive``).
* ``decline_extensions(environ)``, called before the handshake: the
  request's ``Sec-WebSocket-Extensions`` is dropped from the WSGI environ,
  from which simple-websocket builds the request it hands to wsproto. It
  accepts permessage-deflate whenever it is offered; offered nothing, it
  accepts nothing. Compressing every snapshot for every phone was a tenth
  of the server's CPU under load, and with context takeover each socket
  kept a zlib state (~300 KB); a snapshot is 2-3 KB on a table's Wi-Fi.
  Per connection: no patch of the library, and plain frames
  (``websocket.text_frame``) can be written without wsproto.
* gunicorn (27), whose gevent worker runs the app: after the WSGI call of
  an upgraded request, ``StopIteration`` is what tells its keep-alive loop
  to close the connection (flask-sock's own response does the same when
  its route returns; ``NoHttpAfterUpgrade`` does it whatever happened).
"""
from __future__ import annotations

import logging

log = logging.getLogger(__name__)
UPGRADED = "companion.upgraded"  # environ key: this request's connection is a WebSocket now (its Transport)


class _NoThread:
    """simple-websocket's ``thread_class``: its reader thread is made, never started."""

    name = "simple_websocket.Base._thread (read inline by the socket's greenlet)"

    def __init__(self, target=None, **_):
        pass

    def start(self) -> None:
        pass


def server_options() -> dict:
    """flask-sock's ``SOCK_SERVER_OPTIONS``: no reader thread (pings and sizes are ``Transport``'s)."""
    return {"thread_class": _NoThread}


def decline_extensions(environ: dict) -> None:
    """Before the handshake: offer simple-websocket no extension, so it accepts none (no deflate)."""
    environ.pop("HTTP_SEC_WEBSOCKET_EXTENSIONS", None)


class NoHttpAfterUpgrade:
    """The outermost WSGI layer: once a request's connection is a WebSocket (``UPGRADED``),
    nothing the app returns or raises is written onto it as HTTP.

    Flask answers an exception from a route with an HTTP 500, and gunicorn
    would write that onto the upgraded socket and read what follows as new
    requests (a tunnel past a proxy: its limits and its forwarded address).
    Here, whatever happened, the transport is ended (its socket shut down)
    and gunicorn is told to close the connection (``StopIteration``).
    """

    def __init__(self, app):
        self.app = app

    def __call__(self, environ, start_response):
        try:
            result = self.app(environ, start_response)
        except StopIteration:
            raise
        except BaseException:
            if UPGRADED not in environ:
                raise
            self._end(environ, None)
            raise StopIteration() from None
        if UPGRADED not in environ:
            return result
        self._end(environ, result)
        raise StopIteration()

    @staticmethod
    def _end(environ, result) -> None:
        try:
            if hasattr(result, "close"):
                result.close()
            environ[UPGRADED].end()
        except Exception:  # noqa: BLE001 - the connection is closed all the same (StopIteration)
            log.exception("while ending an upgraded connection")

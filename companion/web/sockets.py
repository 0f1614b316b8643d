"""``WS /ws/tables/<code>`` and ``/ws/rooms/<code>``: every change of a table or a room, pushed to every phone.

flask-sock as its documentation uses it (``SOCK_SERVER_OPTIONS``: simple-websocket's
``ping_interval``, ``max_message_size``, ``thread_class`` and ``event_class``). The socket's own greenlet
(the route) reads what the phone sent and writes what its mailbox (``mailbox``) holds;
it waits on one event (``Wake``), set by simple-websocket's reader when a message comes
or the socket ends, and by a publisher when there is news. The messages, the close codes
and admission are API.md's; the service is called in five places marked ``# service:``.
"""
from __future__ import annotations

import logging

import gevent
import gevent.event
from flask import Flask, g, request
from flask_sock import Sock
from simple_websocket import ConnectionClosed

from companion.admission import policy
from companion.rules import errors
from companion.service.bodies import hello_token, parse_json, valid_action_id
from companion.service.codes import Session
from companion.service.lookup import holder
from companion.service.mailbox import SocketSubscriber
from companion.service.snapshots import dumps
from companion.storage.interface import Unavailable
from companion.web.admit import charge
from companion.web.services import Services, services
from companion.web.wire import to_wire
from companion.web.whole_frames import wrap_socket

sock = Sock()
log = logging.getLogger(__name__)
WAKE = "companion_wake"  # flask.g: the event this request's socket waits on (``Wake``)
LINGER = 5.0  # seconds a close waits for the phone's answer, so its close frame is not lost to a reset
HELLO_WAIT = 10.0  # seconds the socket's first message, the hello that says who it is, may take
PING_INTERVAL = 25.0  # seconds between pings: proxies and NATs drop a connection idle longer (nginx.conf: an hour)

# exceptions a message's content can cause where no check foresaw it (a value that cannot be
# encoded, nesting past a parser's depth): the phone's fault, 1008; any other failure is ours, 1011
_BAD_CONTENT = (ValueError, TypeError, RecursionError, OverflowError)
_STOPPING = (gevent.GreenletExit, SystemExit, KeyboardInterrupt)


class _BadMessage(Exception):
    """A message that made its handler fail (closes the socket with 1008)."""


class Wake:
    """simple-websocket's ``event_class``, kept in ``flask.g`` for the route and its mailbox. ``wait(0)``
    (``ws.receive(timeout=0)``) only looks: gevent's own would give the loop a turn, and the next change
    could replace the news before it is written. (gevent's ``Event`` is wrapped, not subclassed: the
    project reaches into no library, tests/test_libraries_own_the_server.py.)"""

    __slots__ = ("event",)

    def __init__(self):
        self.event = gevent.event.Event()
        setattr(g, WAKE, self)

    def set(self) -> None:
        self.event.set()

    def clear(self) -> None:
        self.event.clear()

    def is_set(self) -> bool:
        return self.event.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        return self.event.is_set() if timeout == 0 else self.event.wait(timeout)


class Reader:
    """simple-websocket's ``thread_class``: the socket's reader as a plain greenlet (``gevent.spawn_raw``).
    gevent's patched ``threading.Thread`` is a greenlet too, with a thread's bookkeeping on top (a registry,
    locks, a wait for it to start), which every socket paid for nothing. The reader catches its own errors."""

    __slots__ = ("target", "name")

    def __init__(self, target):
        self.target, self.name = target, "simple_websocket reader"

    def start(self) -> None:
        gevent.spawn_raw(self.target)


def install(app: Flask) -> None:
    """The socket routes on ``app``: a message bounded as a request's body (``MAX_CONTENT_LENGTH``)."""
    app.config["SOCK_SERVER_OPTIONS"] = {"ping_interval": PING_INTERVAL, "thread_class": Reader,
                                         "max_message_size": app.config["MAX_CONTENT_LENGTH"], "event_class": Wake}
    sock.init_app(app)
    app.after_request(_turn_for_the_sockets)


def _turn_for_the_sockets(response):
    """After a request that may have changed a table or a room: the sockets it woke write the news
    before this connection's next request is read (gunicorn reads a keep-alive connection's next
    request at once when it is already there, and a burst of taps would leave the phones behind)."""
    if request.method not in ("GET", "HEAD", "OPTIONS"):
        gevent.sleep(0)  # the woken sockets' greenlets write first, then this one goes on
    return response


@sock.route("/ws/tables/<code>")
def table_socket(ws, code):
    _socket(ws, code, services().tables)


@sock.route("/ws/rooms/<code>")
def room_socket(ws, code):
    """A room's news (API.md, "A room of tables"): its state on every change, and on a hello."""
    _socket(ws, code, services().rooms)


@sock.bp.before_request
def _before_handshake():
    wrap_socket(request.environ, services().config.write_timeout)  # every frame whole (whole_frames.py)
    # no permessage-deflate, which simple-websocket accepts whenever it is offered: per socket about
    # 180 KB of zlib state and 10x the CPU of a frame (bench/deflate_cost.py), for 2 KB on a LAN
    request.environ.pop("HTTP_SEC_WEBSOCKET_EXTENSIONS", None)


def _socket(ws, code, service) -> None:
    """One socket of a table or a room (``service``: the table or the room service). Nothing escapes
    it but the worker stopping: flask-sock would answer an error as HTTP on the upgraded connection."""
    ext = services()
    wake = g.pop(WAKE)
    socket = ext.admission.socket_key()  # what it sends is paid from its own budget
    try:
        closing = _admit_and_serve(ext, service, ws, wake, code, socket)
    except (ConnectionClosed, OSError):
        return  # the phone (or its network) is gone: a read or a write found it so
    except BaseException as exc:
        _close(ws, *_close_for(exc))
        if not isinstance(exc, Exception):
            raise
        return
    if closing is not None:
        _close(ws, *closing)


def _close(ws, code: int, reason: str) -> None:
    """The close frame (its reason cut to the frame's 123 bytes), then, for at most ``LINGER``, until
    simple-websocket has read the phone's answer (``WholeFrames.done``)."""
    try:
        ws.close(code, reason.encode("utf-8")[:123].decode("utf-8", "ignore"))
    except (ConnectionClosed, OSError):
        return
    connection = wrap_socket(request.environ, 0)
    if connection is not None:
        connection.done.wait(LINGER)


def _close_for(exc: BaseException) -> tuple[int, str]:
    if isinstance(exc, _STOPPING):
        return 1001, "The server is restarting; connect again."
    if isinstance(exc, _BadMessage):
        log.warning("a socket message made its handler fail", exc_info=exc.__cause__)
        return 1008, "This message could not be handled."
    log.exception("unexpected error on a socket", exc_info=exc)
    return 1011, "Something went wrong on the server; the table is unchanged."


def _refusal(ws, exc: BaseException) -> tuple[int, str]:
    """A refused socket, for any error: what ``to_wire`` makes of it, sent as an error frame (with
    ``retry_after`` seconds for a 4429), then the close 4000 + status, its reason the sentence."""
    status, body, _ = to_wire(exc)
    error = {"type": "error", "error": body["error"], "message": body["message"]}
    if "retry_after" in body:
        error["retry_after"] = body["retry_after"]
    ws.send(dumps(error).decode())
    return 4000 + status, body["message"]


def _admit_and_serve(ext: Services, tables, ws, wake, code: str, socket: str) -> tuple[int, str] | None:
    """Admit the socket, then serve it; the close it ends with (None: the phone went away).
    ``tables``: the table service, or the room service (the same four calls: session,
    subscribe, unsubscribe, resend)."""
    admission = ext.admission
    address = request.remote_addr
    try:
        token = _first_hello(ws, admission, socket)
        if holder(ext.rooms, code, token) is None:  # one guesser behind a school's address locks out no seat
            admission.refuse_unknown_codes(address)
        session = tables.session(code, token)  # service: who this socket is (404, 401), once
        # a seat's sockets are its own (``sockets_per_seat``); one without a seat is its address's
        spectator = admission.open_spectator_socket(address) if session.person is None else None
    except (errors.RuleError, Unavailable) as exc:
        if isinstance(exc, errors.NotFound):
            admission.unknown_code(address)
        elif isinstance(exc, errors.Unauthorized):
            admission.wrong_token(address)
        return _refusal(ws, exc)
    sub = SocketSubscriber(ws, wake, session.person, token)
    try:
        try:
            tables.subscribe(code, sub)  # service: offers this socket the state (the others hear of it soon)
        except (errors.RuleError, Unavailable) as exc:
            return _refusal(ws, exc)
        return _serve(ext, tables, ws, wake, session, sub, socket)
    finally:
        sub.closed = True
        tables.unsubscribe(code, sub)  # service
        admission.close_spectator_socket(spectator)


def _first_hello(ws, admission: policy.Admission, socket: str) -> str | None:
    """The token the socket's first message, its hello, gives (``hello_token``). Never from the URL, which a
    proxy's log keeps: a socket that puts it there is refused (``token_in_url``) before anything is read."""
    if "token" in request.args:
        raise errors.BadInput("token_in_url")
    text = ws.receive(timeout=HELLO_WAIT)
    if text is None:
        raise errors.BadInput("hello_expected")
    admission.messages.admit(socket, policy.message_cost(1, len(text)))
    return hello_token(text)


def _serve(ext: Services, service, ws, wake, session: Session, sub: SocketSubscriber,
           socket: str) -> tuple[int, str] | None:
    """The socket's turns: what the phone sent, then the mailbox; until either side ends it. What it sent
    is paid from its own budget as soon as it is read; past the budget the socket is closed with 4429."""
    while True:
        wake.wait()
        wake.clear()
        sub.flush()  # the news first: reading below may yield, and the next change would replace it
        while sub.closing is None and (message := ws.receive(timeout=0)) is not None:
            wait = ext.admission.messages.admit(socket, policy.message_cost(1, len(message)))
            if wait:  # its address pays a socket's budget: a flooder cannot start afresh on a new socket
                charge(request.environ, ext.admission.messages.units)
                return _refusal(ws, policy.refusal("message", wait))
            try:
                _handle(ext, service, session, sub, socket, message)
            except _BAD_CONTENT as exc:
                raise _BadMessage() from exc
        if sub.closing is not None:
            return sub.closing
        sub.flush()


def _handle(ext: Services, service, session: Session, sub: SocketSubscriber, socket: str,
            text) -> None:
    message = parse_json(text)
    if not isinstance(message, dict):
        return
    kind = message.get("type")
    if kind == "hello":
        if ext.admission.hellos.take(socket):  # more than its limit are ignored
            try:
                service.resend(session.code, sub)  # service: the state again, even if this socket had it
            except (errors.RuleError, Unavailable):
                return  # nothing to send now: the next change, or the next hello
        sub.flush()
    elif kind == "action" and service is ext.tables:  # a room's actions are the organizer's POSTs
        _act(ext, session, sub, message.get("action"))


def _act(ext: Services, session: Session, sub: SocketSubscriber, body) -> None:
    """An action sent on the socket: the POST's path and errors, answered with an ack frame
    written just after the state it made. Its ``action_id`` is echoed only when the service
    would accept it (visible text): nothing echoed can fail to encode."""
    action_id = body.get("action_id") if isinstance(body, dict) else None
    echo = action_id if valid_action_id(action_id) else None
    with sub.holding():  # the state this action makes goes out with its ack
        reply = _action_reply(ext, session, sub, body, echo)
    sub.flush(dumps(reply))


def _action_reply(ext: Services, session: Session, sub: SocketSubscriber, body, echo: str | None) -> dict:
    """The service's answer to one action, as the socket's ack or error frame (``to_wire``'s)."""
    try:
        receipt = ext.tables.submit(session.code, session, body)  # service: the one action path
    except Exception as exc:  # noqa: BLE001 - answered as the POST would be (a 500 too); the socket stays
        status, error, _ = to_wire(exc)
        state = error.pop("state", None)
        reply = {"type": "error", "action_id": echo, "status": status, **error}
        if state is not None:
            reply["version"] = state["version"]
        if status == 401 and sub.viewer is not None:
            sub.close(4401, error["message"])  # its token holds the seat no more (re-issued, kicked)
        return reply
    return {"type": "ack", "action_id": echo, "version": receipt.version}

"""``WS /ws/tables/<code>?token=…``: every change of a table, pushed to every phone.

Admission and dispatch only; the connection is ``websocket.Transport`` and the
socket's mailbox ``mailbox.SocketSubscriber``. Each socket has one greenlet, its
own: it reads what the phone sends, writes what its mailbox holds, sends the pings.
Admission (``admission.policy``, docs/admission.md), the messages and the close
codes are API.md's; an action goes the POST's one path (docs/server.md, "One path
from a tap to every phone"). The service is called in four places marked ``# service:``.
"""
from __future__ import annotations

import logging

import gevent
from flask import Flask, request
from flask_sock import Sock

from companion.admission import policy
from companion.admission.counters import Allowance
from companion.rules import errors
from companion.service.codes import Session
from companion.service.bodies import valid_action_id
from companion.service.snapshots import dumps
from companion.storage.interface import Unavailable
from companion.web import upgrade
from companion.web.api import count_unknown_code, parse_json, refuse_unknown_codes
from companion.web.admit import charge
from companion.web.wire import to_wire
from companion.web.mailbox import SocketSubscriber
from companion.web.services import Services, services
from companion.web.websocket import Transport

sock = Sock()
log = logging.getLogger(__name__)

# exceptions a message's content can cause where no check foresaw it (a value that cannot be
# encoded, nesting past a parser's depth): the phone's fault, 1008; any other failure is ours, 1011
_BAD_CONTENT = (ValueError, TypeError, RecursionError, OverflowError)
_STOPPING = (gevent.GreenletExit, SystemExit, KeyboardInterrupt)


class _BadMessage(Exception):
    """A message that made its handler fail (closes the socket with 1008)."""


def install(app: Flask) -> None:
    """The socket route on ``app``; call after every other WSGI layer (this one is outermost)."""
    app.config["SOCK_SERVER_OPTIONS"] = upgrade.server_options()
    sock.init_app(app)
    app.wsgi_app = upgrade.NoHttpAfterUpgrade(app.wsgi_app)


@sock.route("/ws/tables/<code>")
def table_socket(ws, code):
    _socket(ws, code, services().tables)


@sock.route("/ws/rooms/<code>")
def room_socket(ws, code):
    """A room's news (API.md, "A room of tables"): its state on every change, and on a hello."""
    _socket(ws, code, services().rooms)


def _socket(ws, code, service) -> None:
    """One socket of a table or a room (``service``: the table or the room service)."""
    ext = services()
    config = ext.config
    transport = Transport(ws, write_timeout=config.write_timeout, ping_interval=config.ping_interval,
                          max_message=config.max_body)
    spend = _Spending(transport, ext.admission.socket_budget())  # what it sends, paid from its own budget
    try:
        closing = _admit_and_serve(ext, service, transport, code, spend)
        if closing is not None:
            transport.close(*closing, allowance=spend.left())
    except BaseException as exc:
        transport.close(*_close_for(exc), allowance=spend.left())
        if not isinstance(exc, Exception):
            raise
    finally:
        transport.end()


sock.bp.before_request(lambda: upgrade.decline_extensions(request.environ))  # no deflate (upgrade.py)


def _close_for(exc: BaseException) -> tuple[int, str]:
    if isinstance(exc, _STOPPING):
        return 1001, "The server is restarting; connect again."
    if isinstance(exc, _BadMessage):
        log.warning("a socket message made its handler fail", exc_info=exc.__cause__)
        return 1008, "This message could not be handled."
    log.exception("unexpected error on a socket", exc_info=exc)
    return 1011, "Something went wrong on the server; the table is unchanged."


def _refusal(transport: Transport, exc: BaseException) -> tuple[int, str]:
    """A refused socket, for any error: what ``to_wire`` makes of it, sent as an error frame (with
    ``retry_after`` seconds for a 4429), then the close 4000 + status.

    The close reason is the sentence itself (cut to a close frame's 123 bytes),
    so a 4429 says when to retry even to a client that reads only the close."""
    status, body, _ = to_wire(exc)
    error = {"type": "error", "error": body["error"], "message": body["message"]}
    if "retry_after" in body:
        error["retry_after"] = body["retry_after"]
    transport.send(dumps(error))
    return 4000 + status, body["message"]


def _admit_and_serve(ext: Services, tables, transport: Transport, code: str,
                     spend: "_Spending") -> tuple[int, str] | None:
    """Admit the socket, then serve it; the close it ends with (None: the phone went away).
    ``tables``: the table service, or the room service (the same four calls: session,
    subscribe, unsubscribe, resend)."""
    admission = ext.admission
    address = request.remote_addr
    token = request.args.get("token") or None
    try:
        refuse_unknown_codes(ext, code, token, address)
        session = tables.session(code, token)  # service: who this socket is (404, 401), once
        # a seat's sockets are its own (``sockets_per_seat``); one without a seat is its address's
        spectator = admission.open_spectator_socket(address) if session.person is None else None
    except (errors.RuleError, Unavailable) as exc:
        if isinstance(exc, errors.NotFound):
            count_unknown_code(ext, address)
        elif isinstance(exc, errors.Unauthorized):
            admission.wrong_token(address)
        return _refusal(transport, exc)
    sub = SocketSubscriber(transport, session.person, token)
    try:
        try:
            tables.subscribe(code, sub)  # service: offers this socket the state (the others hear of it soon)
        except (errors.RuleError, Unavailable) as exc:
            return _refusal(transport, exc)
        return _serve(ext, tables, transport, session, sub, spend)
    finally:
        sub.closed = True
        tables.unsubscribe(code, sub)  # service
        admission.close_spectator_socket(spectator)


def _serve(ext: Services, service, transport: Transport, session: Session, sub: SocketSubscriber,
           spend: "_Spending") -> tuple[int, str] | None:
    """The socket's turns: what the phone sent, then the mailbox; until either side ends it.

    What the phone sent is paid from this socket's own budget as soon as it
    is read, before it is handled (``policy.message_cost``); past the budget
    the socket is closed with 4429, what it sent is dropped, and its address
    is charged a whole socket budget (a flooder's next sockets are then
    refused at the handshake: each new one would start with a full budget).
    A close waits for the phone's close frame through at most what the
    budget has left (``Transport.close``'s ``allowance``).
    """
    hellos = ext.admission.hellos()  # this socket's hellos; more are ignored
    while True:
        messages = transport.receive()
        wait = spend.turn()
        if wait:
            # its address pays a socket's budget for it: a flooder cannot start afresh on a new socket
            charge(request.environ, spend.budget.units)
            return _refusal(transport, policy.refusal("message", wait))
        for message in messages:
            if sub.closing is not None or not transport.connected:
                break
            try:
                _handle(ext, service, session, sub, hellos, message)
            except _BAD_CONTENT as exc:
                raise _BadMessage() from exc
        if sub.closing is not None:
            return sub.closing
        sub.flush()
        if not transport.connected:
            return None
        transport.wait()


class _Spending:
    """What a socket's phone sent since the last turn (``Transport.frames_in``, ``bytes_in``),
    paid from the socket's own budget: 0, or the seconds to wait once it is spent."""

    def __init__(self, transport: Transport, budget: Allowance):
        self.transport, self.budget = transport, budget
        self.frames = self.size = 0

    def turn(self) -> int:
        frames, size = self.transport.frames_in - self.frames, self.transport.bytes_in - self.size
        self.frames, self.size = self.transport.frames_in, self.transport.bytes_in
        if not frames and not size:
            return 0
        return self.budget.admit("", policy.message_cost(frames, size))

    def left(self) -> float:
        """What the socket may still cost (its close waits through at most that much)."""
        self.turn()
        return self.budget.left("")


def _handle(ext: Services, service, session: Session, sub: SocketSubscriber, hellos: Allowance,
            text) -> None:
    message = parse_json(text.encode("utf-8") if isinstance(text, str) else bytes(text))
    if not isinstance(message, dict):
        return
    kind = message.get("type")
    if kind == "hello":
        if hellos.take(""):
            try:
                service.resend(session.code, sub)  # service: the state again, even if this socket had it
            except (errors.RuleError, Unavailable):
                return  # nothing to send now: the next change, or the next hello
        sub.flush()
    elif kind == "action" and service is ext.tables:  # a room's actions are the organizer's POSTs
        _act(ext, session, sub, message.get("action"))


def _act(ext: Services, session: Session, sub: SocketSubscriber, body) -> None:
    """An action sent on the socket: the POST's path and errors, answered with an ack frame
    written with the state it made. Its ``action_id`` is echoed only when the service
    would accept it (visible text): nothing echoed can fail to encode."""
    action_id = body.get("action_id") if isinstance(body, dict) else None
    echo = action_id if valid_action_id(action_id) else None
    with sub.holding():  # the state this action makes goes out with its ack, in one write
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

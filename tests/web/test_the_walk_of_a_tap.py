"""The walk of a tap drawn in docs/architecture.md is the walk a real tap takes.

One real tap on a real socket (a loopback connection, gevent's sockets,
simple-websocket's handshake and reader, ``whole_frames``): the socket's own
loop (``sockets._serve``) takes the message, the service checks, appends and applies it, and the ack
is written back. ``sys.setprofile`` records the modules of companion/ in the
order they are first entered (the core, ``rules/``, as one room), and the
list must be the one the doc draws between its ``walk-of-a-tap`` markers; how many
times a module is entered from another, the number the doc says.
"""
from __future__ import annotations

import json
import re
import struct
import sys
from pathlib import Path

import gevent
import gevent.event

import companion
from companion.config import Config
from companion.web import create_app, sockets
from companion.service.mailbox import SocketSubscriber
from companion.web.services import services
from simple_websocket import ConnectionClosed

from tests.phones import Game
# raw frames: the phone is a gevent socket in the server's own loop (websockets' sync client would block it)
from tests.raw_frames import OP_CLOSE, OP_TEXT, client_frame
from tests.support import FlaskHttp
from tests.web.conftest import OPEN_LIMITS
from tests.web.upgraded import Upgraded

ROOT = Path(companion.__file__).resolve().parent
DOC = ROOT.parent / "docs" / "architecture.md"


def documented_walk() -> list[str]:
    text = DOC.read_text(encoding="utf-8")
    block = re.search(r"<!-- walk-of-a-tap -->\s*```\n(.*?)```", text, re.S)
    assert block, "docs/architecture.md has no walk-of-a-tap block"
    return [room.strip().split()[0] for room in block.group(1).split("→") if room.strip()]


def documented_entries() -> int:
    found = re.search(r"the same tap makes\s+(\d+)\s+entries\s+in\s+all", DOC.read_text(encoding="utf-8"))
    assert found, "docs/architecture.md does not say how many entries the tap makes"
    return int(found.group(1))


def traced_walk(tmp_path) -> tuple[list[str], int]:
    app = create_app(Config(db=str(tmp_path / "walk.sqlite3"), public_url="http://table.test", **OPEN_LIMITS))
    game = Game(FlaskHttp(app.test_client()), "howell", people=4)
    game.start(first_dealer="p1")
    wake = gevent.event.Event()
    ext, socket = services(app), Upgraded(whole=True, event_class=lambda: wake)
    session = ext.tables.session(game.code, game.tokens["p1"])
    sub = SocketSubscriber(socket.ws, wake, session.person, session.token)
    ext.tables.subscribe(game.code, sub)
    sub.flush()  # the state at connect, written before the tap
    first, entries = [], []

    def profile(frame, event, arg):
        if event == "call" and frame.f_code.co_filename.startswith(str(ROOT)):
            room = str(Path(frame.f_code.co_filename).relative_to(ROOT))
            room = "rules/" if room.startswith("rules/") else room
            if not entries or entries[-1] != room:
                entries.append(room)
            if room not in first:
                first.append(room)

    key = ext.admission.socket_key()

    def serve():
        sys.setprofile(profile)
        try:
            return sockets._serve(ext, ext.tables, socket.ws, wake, session, sub, key)
        except ConnectionClosed:
            return None  # the phone closed
        finally:
            sys.setprofile(None)

    loop = gevent.spawn(serve)
    tap = {"type": "action", "action": {"type": "seal_rule", "text": "red after black", "action_id": "tap-1"}}
    socket.phone.sendall(client_frame(OP_TEXT, json.dumps(tap).encode()))
    while b'"type":"ack"' not in socket.frames.frame()[1]:  # the state it made, then its ack
        pass
    socket.phone.sendall(client_frame(OP_CLOSE, struct.pack("!H", 1000)))
    loop.join(5)
    socket.close()
    assert ext.tables.snapshot(game.code, None)["version"] == 6, "the tap was applied"
    return first, len(entries)


def test_the_walk_of_a_tap_in_the_architecture_doc_is_the_one_a_real_tap_takes(tmp_path):
    walk, entries = traced_walk(tmp_path)
    assert walk == documented_walk()
    assert entries == documented_entries(), "the tap's entries into modules (one from another), as the doc counts them"

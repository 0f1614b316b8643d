"""A socket's edges over the real server (issue 18, items 1 and 6): once upgraded, a connection never
answers HTTP again, whatever a message holds; a kicked person's sockets and a re-issued token's busy
socket end with 4401 and a close frame, not spectator frames or a reset.

The sockets whose bytes matter are spoken byte by byte (tests/raw_frames.py): a plain request after the frames,
the bytes after the close frame (an end, not a reset), a phone that stops reading; websockets' client
would parse, answer or read those for the test. The others at the table are ``Phone``s. No timings are asserted.
"""
from __future__ import annotations

import json
import struct
import time

from pathlib import Path

import pytest

from tests.phones import Game
from tests.raw_frames import HOSTILE_ACTIONS, OP_CLOSE, OP_TEXT, RawSocket, assert_no_http_after, client_frame
from tests.support import Http, ServerProcess

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    proc = ServerProcess(str(tmp_path_factory.mktemp("edges") / "edges.sqlite3")).start()
    yield proc
    proc.discard()


@pytest.mark.parametrize("shape", sorted(HOSTILE_ACTIONS))
def test_an_action_id_that_cannot_be_echoed_is_answered_without_it_and_http_never_comes_back(live, shape):
    http = Http(live.port)
    game = Game(http, "howell", people=2)
    version = game.snap()["version"]
    raw = RawSocket(live.port, game.code, game.tokens["p1"])
    assert raw.frame()[0] == OP_TEXT  # the state
    raw.send_text(HOSTILE_ACTIONS[shape])
    opcode, payload = raw.frame()
    answer = json.loads(payload)
    assert opcode == OP_TEXT and answer["type"] == "error" and answer["action_id"] is None
    assert (answer["status"], answer["error"]) == (400, "bad_action_id")
    assert game.snap()["version"] == version
    assert_no_http_after(raw)
    raw.close()


def test_a_good_action_id_is_echoed_and_a_socket_that_was_answered_is_no_http_tunnel(live):
    http = Http(live.port)
    game = Game(http, "howell", people=2)
    raw = RawSocket(live.port, game.code, game.tokens["p1"])
    raw.frame()
    raw.send_text(json.dumps({"type": "action", "action": {"type": "options", "options": {"hand_size": 9}, "action_id": "tap-1"}}))
    texts = []
    while not texts or json.loads(texts[-1])["type"] == "state":
        texts.append(raw.frame()[1])
    assert json.loads(texts[-1]) == {"type": "ack", "action_id": "tap-1", "version": game.snap()["version"]}
    assert_no_http_after(raw)
    raw.close()


def test_a_kicked_persons_sockets_are_closed_with_4401_and_the_others_stay(live):
    http = Http(live.port)
    game = Game(http, "howell", people=3)
    kicked = [RawSocket(live.port, game.code, game.tokens["p3"]) for _ in range(2)]  # two devices
    watcher, ben = game.phone(), game.phone("p2")
    for raw in kicked:
        assert json.loads(raw.frame()[1])["type"] == "state"
    for phone in (watcher, ben):
        assert phone.receive()["type"] == "state"
    game.act("p1", {"type": "kick", "player": "p3"})
    for raw in kicked:
        texts, code, reason = raw.until_close()
        assert code == 4401 and "no longer seated" in reason
        assert all(json.loads(t)["state"]["me"] == "p3" for t in texts)  # never a spectator's frame
        raw.send_raw(client_frame(OP_CLOSE, struct.pack("!H", 4401)))
        assert raw.rest() == b""  # then the end, not a reset
        raw.close()
    for phone, me in ((watcher, None), (ben, "p2")):  # everyone else is still live
        phone.send('{"type":"hello","version":0}')
        while True:
            state = phone.receive()["state"]
            if state["version"] == game.snap()["version"] and "p3" not in [p["id"] for p in state["people"]]:
                break
        assert state["me"] == me
        phone.close()


def rejoin(http: Http, game: Game, player: str) -> str:
    status, body = http.post(f"{game.path}/people/{player}/rejoin", {}, token=game.tokens[game.host])
    assert status == 200, body
    return body["token"]


def test_a_reissued_token_closes_a_socket_whose_writer_is_mid_write_with_4401_not_a_reset(tmp_path):
    server = ServerProcess(str(tmp_path / "busy.sqlite3"),
                           env={"COMPANION_WRITE_TIMEOUT": "60", "COMPANION_LIMIT_HELLO": "100000/1"}).start()
    try:
        http = Http(server.port)
        game = Game(http, "howell", people=3)
        busy = RawSocket(server.port, game.code, game.tokens["p2"], rcvbuf=4096)
        # hello after hello, never reading: each is answered with the state, until the server's writer is
        # stuck mid-write, the phone's small window and the server's largest send buffer full (then the
        # server reads no more: whole_frames.py; the hellos left wait in the kernel's buffers)
        size = len(json.dumps(http.get(game.path, token=game.tokens["p2"])[1]))  # about a state frame's
        send_buffer = int(Path("/proc/sys/net/ipv4/tcp_wmem").read_text().split()[2])
        hello = client_frame(OP_TEXT, b'{"type":"hello","version":0}')
        hellos = 2 * (send_buffer + 4096) // size + 10
        for _ in range(hellos):
            busy.send_raw(hello)
        time.sleep(1)  # the server answers them all that it can
        rejoin(http, game, "p2")
        texts, code, reason = busy.until_close()  # the phone reads again: every frame whole, then the close
        assert code == 4401 and reason == "This seat has a new link."
        assert texts and all(json.loads(t)["type"] == "state" for t in texts)
        assert len(texts) < hellos  # the writer was stuck: the close came before every hello had its answer
        busy.send_raw(client_frame(OP_CLOSE, struct.pack("!H", 4401)))
        assert busy.rest() == b""  # then the end, not a reset
        busy.close()
    finally:
        server.discard()

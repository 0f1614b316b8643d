"""The live path against hostile and slow sockets, over the real server (issue 8).

A phone that sleeps with its socket open, a crowd of spectators, a slow
reader: the table goes on for everyone else, each socket gets whole frames
with rising versions, and a socket that cannot be written to is cut off.
No timings are asserted: "at once" means within the client's timeout, far
below the server's write bound.
"""
from __future__ import annotations

import json
import threading
import time

import pytest

from companion.service.presence import PRESENCE_DELAY, SPECTATORS_PER_TABLE
from tests.e2e.test_game_flow import connect_phones
from tests.phones import Game
from tests.raw_frames import RawSocket
from tests.support import Http, ServerProcess

pytestmark = pytest.mark.e2e


@pytest.fixture
def start_server(tmp_path):
    servers = []

    def start(**env):
        server = ServerProcess(str(tmp_path / f"live{len(servers)}.sqlite3"),
                               env={k: str(v) for k, v in env.items()}).start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.discard()


def states_of(raw: RawSocket, until_version: int) -> list[dict]:
    """The states a raw socket reads, frame by frame: a phone that never reads, or reads slowly, is spoken
    byte by byte (websockets' client reads every frame as it comes, in a thread of its own)."""
    states = []
    while not states or states[-1]["version"] < until_version:
        opcode, payload = raw.frame()
        if opcode == 0x1:
            message = json.loads(payload)  # a cut or glued frame is not JSON
            assert message["type"] == "state"
            states.append(message["state"])
    return states


def play(game: Game, actions: int, http: Http | None = None) -> None:
    """`actions` legal taps of a howell deal (attempts and judgements), each answered 200."""
    s = game.snap(game.host)
    if s["phase"] == "lobby":
        s = game.start(first_dealer=game.host)
    for _ in range(actions):
        dealer = s["dealer"]
        if s["phase"] == "starter":
            s = game.act(dealer, {"type": "starter", "cards": 1, "rank": 3})
        elif s["phase"] == "turn":
            s = game.act(s["turn"], {"type": "attempt", "cards": 1})
        elif s["phase"] == "judging":
            s = game.act(dealer, {"type": "judge", "verdict": "wrong"})
        elif s["phase"] == "deal_over":
            s = game.act(dealer, {"type": "next_deal"})
        else:  # pragma: no cover
            raise AssertionError(s["phase"])


def sockets_open(http: Http) -> int:
    return http.get("/healthz")[1]["sockets"]


def test_a_socket_that_never_reads_stalls_nobody_and_is_cut_off(start_server):
    server = start_server(COMPANION_WRITE_TIMEOUT=6, COMPANION_LIMIT_HELLO="100000/1")
    http = Http(server.port, timeout=3)  # every POST answers well inside the write bound
    game = Game(http, "howell", people=8)
    game.start(first_dealer=game.host)
    phones = connect_phones(server, game)
    # raw: it never reads (websockets' client reads every frame in a thread of its own)
    silent = RawSocket(server.port, game.code, game.tokens["p8"], rcvbuf=4096)
    stop = threading.Event()
    stuck = threading.Event()

    def say_hello():
        """hello after hello, never reading: every hello asks for a 2 KB frame."""
        try:
            while not stop.is_set():
                silent.send_text('{"type":"hello","version":0}')
                if not stuck.is_set() and sockets_open(Http(server.port)) >= 9:
                    stuck.set()
        except OSError:
            stuck.set()

    hello = threading.Thread(target=say_hello, daemon=True)
    hello.start()
    assert stuck.wait(10)
    since = game.snap()["version"] + 1
    play(game, 60)
    final = game.versions[-1]
    assert len(game.versions) == 61  # the start, then 60 taps
    for phone in phones:
        phone.wait_for(final)
        seen = [s["version"] for s in phone.states]
        assert seen == sorted(seen)
        assert set(range(since, final + 1)) <= set(seen), f"{phone.pid} missed a version"
    # the silent socket is cut off (its writes could not finish), the phones stay
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and sockets_open(http) > len(phones):
        time.sleep(0.2)
    assert sockets_open(http) == len(phones)
    stop.set()
    hello.join(5)
    silent.close()
    # the table is still live for everyone
    play(game, 2)
    for phone in phones:
        phone.wait_for(game.versions[-1])
        phone.close()


def test_frames_reach_a_slow_reader_whole_and_in_order(start_server):
    server = start_server()
    http = Http(server.port)
    game = Game(http, "howell", people=4)
    slow = RawSocket(server.port, game.code, game.tokens["p2"], rcvbuf=4096)  # raw: it reads when the test says
    first = states_of(slow, 0)[-1]["version"]
    play(game, 60)
    final = game.versions[-1]
    seen = []
    while not seen or seen[-1] < final:
        time.sleep(0.02)  # a slow phone: one frame now and then
        seen += [s["version"] for s in states_of(slow, 0)]
    assert seen == sorted(seen) and seen[-1] == final and first <= seen[0]
    slow.close()


def test_a_crowd_of_spectators_is_capped_and_the_phones_do_not_notice(start_server):
    server = start_server()
    http = Http(server.port)
    game = Game(http, "howell", people=8)
    phones = connect_phones(server, game)
    game.start(first_dealer=game.host)
    for phone in phones:
        phone.wait_for(game.versions[-1])
    frames_before = [len(p.states) for p in phones]
    crowd, refused = [], []
    for _ in range(200):
        ws = game.phone()
        message = ws.receive()
        if message["type"] == "state":
            crowd.append(ws)
            continue
        refused.append(message)
        assert message["error"] == "too_many_sockets" and message["retry_after"] == 30
        assert "try again in 30 seconds" in message["message"]
        ws.close()
    assert len(crowd) == SPECTATORS_PER_TABLE and len(refused) == 200 - SPECTATORS_PER_TABLE
    # the crowd never locks a seated person out: another device of Ben's still gets in
    spare = game.phone("p2")
    assert spare.receive()["type"] == "state"
    spare.close()
    time.sleep(PRESENCE_DELAY + 0.5)  # longer than the presence delay: anything published would be here
    assert [len(p.states) for p in phones] == frames_before  # spectators coming changed nothing
    play(game, 10)
    for phone in phones:
        phone.wait_for(game.versions[-1])
    for ws in crowd:
        ws.close()
    play(game, 1)
    for phone, before in zip(phones, frames_before):
        phone.wait_for(game.versions[-1])
        assert len(phone.states) == before + 11  # one frame per action, none for the crowd
        phone.close()


def test_the_close_code_of_a_refused_socket_is_4429(start_server):
    server = start_server()
    http = Http(server.port)
    game = Game(http, "howell", people=2)
    admitted = [game.phone() for _ in range(SPECTATORS_PER_TABLE)]
    for first in admitted:
        first.receive()
    second = game.phone()
    messages, code, reason = second.until_closed()
    assert [m["error"] for m in messages] == ["too_many_sockets"]  # the refusal, then the close
    assert code == 4429 and "30 seconds" in reason
    for first in admitted:
        first.close()
    second.close()


def test_one_address_may_hold_only_so_many_sockets(start_server):
    server = start_server(COMPANION_PROXIES=1, COMPANION_SOCKETS_PER_ADDRESS=3)
    http = Http(server.port)
    tables = [Game(http, "howell", people=1) for _ in range(2)]
    header = ["X-Forwarded-For: 10.1.2.3"]
    held = []
    for game in (tables[0], tables[0], tables[1]):
        ws = game.phone(headers=header)
        assert ws.receive()["type"] == "state"
        held.append(ws)
    ws = tables[1].phone(headers=header)
    message = ws.receive()
    assert message["error"] == "too_many_sockets" and "address" in message["message"]
    ws.close()
    other = tables[1].phone(headers=["X-Forwarded-For: 10.9.9.9"])
    assert other.receive()["type"] == "state"
    held[0].close()
    time.sleep(0.3)
    again = tables[1].phone(headers=header)
    assert again.receive()["type"] == "state"
    for ws in (*held[1:], other, again):
        ws.close()


def test_actions_over_the_socket_are_acked_after_their_state(start_server):
    server = start_server(COMPANION_LIMIT_ACTIONS="3/60")
    http = Http(server.port)
    game = Game(http, "howell", people=4)
    host = game.phone("p1")
    version = host.receive()["state"]["version"]

    def send(body):
        host.send({"type": "action", "action": body})
        messages = []
        while not messages or messages[-1]["type"] == "state":
            messages.append(host.receive())
        return messages

    got = send({"type": "start", "first_dealer": "p1", "expected_version": version, "action_id": "s-1"})
    assert [m["type"] for m in got] == ["state", "ack"]
    assert got[0]["state"]["version"] == version + 1 == got[1]["version"] and got[1]["action_id"] == "s-1"
    # a retry of the same action_id applies nothing and is acked with the current version
    got = send({"type": "start", "first_dealer": "p1", "expected_version": version, "action_id": "s-1"})
    assert got == [{"type": "ack", "action_id": "s-1", "version": version + 1}]
    # the same errors as a POST: here a stale version
    got = send({"type": "seal_rule", "text": "x", "expected_version": version, "action_id": "s-2"})
    assert got[-1]["type"] == "error" and got[-1]["status"] == 409 and got[-1]["error"] == "stale_version"
    assert got[-1]["action_id"] == "s-2"
    # and the same limit: the fourth action of this phone in the window
    got = send({"type": "seal_rule", "text": "x", "action_id": "s-3"})
    assert got[-1]["status"] == 429 and got[-1]["error"] == "too_many_actions" and got[-1]["retry_after"] >= 1
    assert game.snap()["version"] == version + 1
    # a spectator's socket may not act
    watcher = game.phone()
    watcher.receive()
    watcher.send({"type": "action", "action": {"type": "undo"}})
    answer = watcher.receive()
    assert answer["type"] == "error" and answer["status"] == 401 and answer["error"] == "missing_token"
    watcher.close()
    host.close()


def test_hellos_beyond_the_limit_are_ignored(start_server):
    server = start_server(COMPANION_LIMIT_HELLO="3/60")
    http = Http(server.port)
    game = Game(http, "howell", people=2)
    ws = game.phone()
    ws.receive()
    for _ in range(10):
        ws.send('{"type":"hello","version":0}')
    answers = []
    try:
        while True:
            answers.append(ws.receive(timeout=1))
    except TimeoutError:
        pass
    assert len(answers) == 3 and all(a["type"] == "state" for a in answers)
    ws.close()

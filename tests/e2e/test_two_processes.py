"""Two real server processes on one PostgreSQL and one Redis serve a table as one server.

Phones are split across the processes, taps alternate between them (as a
load balancer would send them), and one process is killed mid-load.
"""
from __future__ import annotations

import json
import random
import threading
import time

import pytest

from tests.phones import Game, Phone
from tests.support import Http, ServerProcess

pytestmark = pytest.mark.e2e


class Balanced:
    """The ``Http`` interface over several processes: each call goes to the next one, as a round-robin
    proxy would send it; a process that does not answer is skipped and the call retried on the next
    (a phone retrying with the same action_id)."""

    def __init__(self, servers: list[ServerProcess]):
        self.clients = [Http(s.port) for s in servers]
        self.dead: set[int] = set()
        self.turn = 0
        self.calls = [0] * len(servers)

    def call(self, method, path, body=None, token=None, raw=None):
        for _ in range(len(self.clients) * 3):
            i = self.turn % len(self.clients)
            self.turn += 1
            if i in self.dead:
                continue
            try:
                answer = self.clients[i].call(method, path, body, token=token, raw=raw)
            except OSError:
                self.dead.add(i)
                continue
            self.calls[i] += 1
            return answer
        raise ConnectionError("no process answered")

    def get(self, path, token=None):
        return self.call("GET", path, token=token)

    def post(self, path, body=None, token=None):
        return self.call("POST", path, body if body is not None else {}, token=token)

    def close(self):
        for client in self.clients:
            client.close()


@pytest.fixture
def pair(tmp_path, postgres_url, redis_url):
    servers = [ServerProcess(postgres_url, log=tmp_path / f"server-{i}.log", args=("--hub", redis_url))
               for i in range(2)]
    start_all(servers)
    yield servers
    for server in servers:
        server.discard()


def start_all(servers: list[ServerProcess]) -> None:
    """Start the processes side by side (each waits for its own /healthz)."""
    failures = []

    def start(server):
        try:
            server.start()
        except BaseException as exc:  # noqa: BLE001
            failures.append(exc)

    threads = [threading.Thread(target=start, args=(s,)) for s in servers]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if failures:
        for server in servers:
            server.discard()
        raise failures[0]


def _logged_action_ids(url: str, code: str) -> dict:
    """action_id -> seq, straight from PostgreSQL."""
    import psycopg2

    conn = psycopg2.connect(url)
    try:
        with conn.cursor() as cursor:
            cursor.execute('SELECT a.action_id, a.seq FROM "action" a JOIN "table" t ON a.table_id = t.id '
                           "WHERE t.code = %s AND a.action_id IS NOT NULL", (code,))
            return dict(cursor.fetchall())
    finally:
        conn.close()


def _same_snapshots(servers, game: Game, timeout: float = 10) -> dict:
    """Every viewer's snapshot from every process, once they agree (who is connected travels through Redis)."""
    deadline = time.monotonic() + timeout
    while True:
        answers = []
        for server in servers:
            http = Http(server.port)
            views = {}
            for pid in [None, *game.tokens]:
                status, body = http.get(game.path, token=game.tokens.get(pid) if pid else None)
                assert status == 200, body
                views[pid] = body
            http.close()
            answers.append(views)
        if all(a == answers[0] for a in answers):
            return answers[0]
        if time.monotonic() > deadline:
            for pid in answers[0]:
                assert answers[0][pid] == answers[1][pid], pid
        time.sleep(0.05)


def test_a_whole_deal_across_two_processes(pair):
    a, b = pair
    http = Balanced(pair)
    game = Game(http, "howell", people=6)
    phones = [game.phone(pid, port=(a, b)[i % 2].port).listen() for i, pid in enumerate(game.tokens)]
    phones += [game.phone(port=b.port).listen(), game.phone(port=a.port).listen()]  # two big screens
    for phone in phones:
        phone.wait_for(len(game.tokens))
    seen_by_all = []

    def everyone_sees(state):
        for phone in phones:
            phone.wait_for(state["version"])
        seen_by_all.append(state["version"])

    game.start(first_dealer=game.host)
    everyone_sees(game.snap())
    final = game.play_deal(random.Random(9), rule="SEALED-RULE-29", max_turns=14, after_each=everyone_sees)
    assert final["phase"] == "deal_over"
    assert http.calls[0] > 10 and http.calls[1] > 10  # the taps really alternated

    versions = list(range(len(game.tokens) + 1, final["version"] + 1))
    assert seen_by_all == versions[: len(seen_by_all)] and seen_by_all[-1] == final["version"]
    for phone in phones:
        assert phone.error is None
        got = [s["version"] for s in phone.states]
        assert got == sorted(got), f"versions went back on {phone.pid}"
        # paced taps: every phone got every version, whichever process it is on
        assert set(versions) <= set(got), (phone.pid, sorted(set(versions) - set(got)))
        rule_seen = [s for s in phone.states if "SEALED-RULE-29" in json.dumps(s)]
        if phone.pid != final["dealer"]:
            assert not rule_seen or rule_seen[0]["phase"] == "deal_over"
    views = _same_snapshots(pair, game)
    assert views[None]["version"] == final["version"]
    assert all(p["connected"] for p in views[None]["people"])

    # the host gives a seat a new link through process A: its old socket on process B is closed
    seat = next(p for p in phones if p.pid not in (None, game.host) and p.port == b.port)
    status, answer = Http(a.port).post(f"{game.path}/people/{seat.pid}/rejoin", {}, token=game.tokens[game.host])
    assert status == 200, answer
    seat.thread.join(15)
    assert not seat.alive, "the old token's socket on the other process stays open"
    refused = Phone(b.port, game.code, seat.token).connect()
    assert refused.receive()["error"] == "unknown_token"
    refused.close()
    for phone in phones:
        phone.close()
    http.close()


def test_sigkill_one_process_mid_load_loses_no_acknowledged_action(pair):
    a, b = pair
    rng = random.Random(3)
    games, phones, errors = [], [], []
    for n in range(3):
        game = Game(Balanced(pair), "howell", people=4)
        game.with_ids = True
        game.start(first_dealer=game.host)
        games.append(game)
        for i, pid in enumerate(game.tokens):
            phones.append(game.phone(pid, port=(a, b)[(i + n) % 2].port).listen())
    stop = threading.Event()

    def play(game, seed):
        try:
            r = random.Random(seed)
            while not stop.is_set():
                state = game.snap(game.host)
                if state["phase"] == "game_over":
                    return
                if state["phase"] == "deal_over":
                    game.act(game.host, {"type": "next_deal"})
                    continue
                game.play_deal(r, rule=f"rule {seed}", max_turns=8)
        except BaseException as exc:  # noqa: BLE001
            errors.append(exc)

    players = [threading.Thread(target=play, args=(g, rng.random()), daemon=True) for g in games]
    for t in players:
        t.start()
    deadline = time.monotonic() + 30
    while sum(len(g.acked) for g in games) < 60 and time.monotonic() < deadline:
        time.sleep(0.02)
    a.kill()  # SIGKILL: gunicorn's master and worker, mid-load
    killed_at = sum(len(g.acked) for g in games)
    deadline = time.monotonic() + 30
    while sum(len(g.acked) for g in games) < killed_at + 60 and time.monotonic() < deadline and not errors:
        time.sleep(0.02)
    stop.set()
    for t in players:
        t.join(60)
    assert errors == [], errors
    assert killed_at >= 60 and sum(len(g.acked) for g in games) >= killed_at + 60

    survivor = Http(b.port)
    for game in games:
        logged = _logged_action_ids(a.db, game.code)
        # 0 acknowledged actions lost: each is in the log, at the version it was answered with
        for action_id, version in game.acked.items():
            assert logged.get(action_id) == version, (action_id, version, logged.get(action_id))
        status, snap = survivor.get(game.path)
        assert status == 200 and snap["version"] >= max(game.acked.values())
    # the phones that were on the killed process come back through the survivor and resync
    for phone in phones:
        if phone.port == a.port:
            phone.thread.join(10)
            assert not phone.alive
            phone.connect(b.port, hello=True).listen()
    for game in games:
        final = Http(b.port).get(game.path)[1]["version"]
        for phone in phones:
            if phone.code == game.code:
                phone.wait_for(final)
                got = [s["version"] for s in phone.states]
                assert got == sorted(got)
                assert phone.error is None
    for phone in phones:
        phone.close()
    survivor.close()


def test_two_gunicorn_workers_on_one_sqlite_file_with_a_redis_hub(tmp_path, redis_url):
    """--workers 2: two processes behind one port (the kernel hands each connection to one of them)."""
    server = ServerProcess(str(tmp_path / "workers.sqlite3"), args=("--hub", redis_url, "--workers", "2")).start()
    try:
        http = Http(server.port)
        game = Game(http, "howell", people=5)
        phones = [game.phone(pid).listen() for pid in game.tokens]
        phones += [game.phone().listen() for _ in range(5)]

        def everyone_sees(state):
            for phone in phones:
                phone.wait_for(state["version"])

        clients = [Http(server.port) for _ in range(6)]  # several connections: either worker may hold each
        for i, client in enumerate(clients):
            client.get("/healthz")

        def rotate(state):
            everyone_sees(state)
            game.http = clients[state["version"] % len(clients)]

        game.start(first_dealer=game.host)
        final = game.play_deal(random.Random(5), rule="R", max_turns=8, after_each=rotate)
        for phone in phones:
            got = [s["version"] for s in phone.states]
            assert got == sorted(got) and got[-1] == final["version"]
            phone.close()
        for client in [http, *clients]:
            client.close()
    finally:
        server.discard()

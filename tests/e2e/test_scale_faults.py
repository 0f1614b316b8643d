"""Faults of a scaled-out server, with real processes and real servers.

* Redis down: actions are still stored and answered; /healthz says so; a
  phone on the other process catches up on ``hello`` at once, and by
  itself when Redis is back.
* PostgreSQL restarting: a clear 503 with a JSON error code; no
  acknowledged action is lost; the server answers again when it is back.
(A process killed mid-load: tests/e2e/test_two_processes.py.)
"""
from __future__ import annotations

import pytest

from tests.e2e.test_two_processes import _logged_action_ids, start_all
from tests.phones import Game
from tests.scale.helpers import eventually
from tests.servers import RedisServer
from tests.support import Http, ServerProcess

pytestmark = pytest.mark.e2e


@pytest.fixture
def own_redis():
    server = RedisServer().start()
    yield server
    server.cleanup()


def test_redis_down_actions_stay_durable_and_phones_catch_up(tmp_path, postgres_url, own_redis):
    a, b = servers = [ServerProcess(postgres_url, log=tmp_path / f"server-{i}.log", args=("--hub", own_redis.url()))
                      for i in range(2)]
    start_all(servers)
    try:
        on_a, on_b = Http(a.port), Http(b.port)
        game = Game(on_a, "howell", people=4)
        game.with_ids = True
        phone = game.phone("p2", port=b.port).listen()
        phone.wait_for(4)

        own_redis.stop()
        answer = game.act(game.host, {"type": "start", "first_dealer": game.host})  # answered, and stored
        assert answer["version"] == 5
        status, health = on_a.get("/healthz")
        assert status == 200 and health["ok"] and health["database"] == "ok"
        assert health["hub"].startswith("redis down")
        assert on_b.get(game.path)[1]["version"] == 5  # any process reads the log

        phone.send({"type": "hello", "version": phone.version})  # the phone asks: it gets it
        phone.wait_for(5)

        game.act(game.host, {"type": "seal_rule", "text": "while Redis was away"})
        own_redis.start()  # same port: the listeners reconnect and catch their tables up
        phone.wait_for(6)
        eventually(lambda: on_a.get("/healthz")[1]["hub"] == "redis ok", what="a's hub reconnected")
        game.http = on_b
        dealer = game.snap()["dealer"]
        game.act(dealer, {"type": "starter", "cards": 1, "rank": 5})
        phone.wait_for(7)
        got = [s["version"] for s in phone.states]
        assert got == sorted(got)
        phone.close()
        on_a.close()
        on_b.close()
    finally:
        for server in servers:
            server.discard()


def test_postgresql_restarting_answers_503_and_loses_nothing(tmp_path, postgres_server, postgres_url, redis_url):
    server = ServerProcess(postgres_url, log=tmp_path / "server.log", args=("--hub", redis_url)).start()
    try:
        http = Http(server.port)
        game = Game(http, "howell", people=4)
        game.with_ids = True
        game.start(first_dealer=game.host)
        acked_before = dict(game.acked)

        postgres_server.pg_ctl("stop")
        try:
            status, body = http.post(f"{game.path}/actions",
                                     {"type": "seal_rule", "text": "R", "action_id": "during-outage"},
                                     token=game.tokens[game.host])
            assert status == 503, body
            assert body["error"] == "database_unavailable" and body["message"]
            status, body = http.get(game.path)
            assert (status, body["error"]) == (503, "database_unavailable")
            status, health = http.get("/healthz")
            assert status == 503 and not health["ok"] and health["database"].startswith("error")
        finally:
            postgres_server.pg_ctl("start")

        # back: the same tap again (same action_id) lands once; what was acknowledged is there
        status, body = http.post(f"{game.path}/actions",
                                 {"type": "seal_rule", "text": "R", "action_id": "during-outage"},
                                 token=game.tokens[game.host])
        assert status == 200, body
        assert body["version"] == 6
        logged = _logged_action_ids(postgres_url, game.code)
        for action_id, version in {**acked_before, "during-outage": 6}.items():
            assert logged[action_id] == version
        status, log = http.get(f"{game.path}/log")
        assert [item["seq"] for item in log["actions"]] == [1, 2, 3, 4, 5, 6]
        assert http.get("/healthz")[0] == 200
        http.close()
    finally:
        server.discard()

"""The contract of API.md, endpoint by endpoint (Flask test client)."""
from __future__ import annotations

import hashlib
import re


from companion.config import Config
from companion.service.cache import TableCache
from companion.web import create_app
from companion.web.services import services
from tests.phones import Game
from tests.support import FlaskHttp
from tests.web.conftest import OPEN_LIMITS
from tests.web.test_authorization import just_played, with_prophet


def test_create_answers_code_url_id_and_token(http):
    status, made = http.post("/api/tables", {"profile": "express", "host_name": "Ann", "options": {"hand_size": 10}})
    assert status == 201
    assert re.fullmatch(r"[A-HJKMNP-Z]{6}", made["code"])
    assert made["join_url"] == f"http://table.test/t/{made['code']}"
    assert made["player_id"] == "p1"
    assert len(made["token"]) >= 32  # >= 128 bits of secrets.token_urlsafe
    status, snap = http.get(f"/api/tables/{made['code']}", token=made["token"])
    assert status == 200 and snap["me"] == "p1" and snap["host"] == "p1" and snap["options"]["hand_size"] == 10


def test_codes_are_case_insensitive(http):
    game = Game(http, "howell", people=1)
    status, snap = http.get(f"/api/tables/{game.code.lower()}")
    assert status == 200 and snap["code"] == game.code


def test_tokens_are_stored_only_as_hashes(http, app):
    game = Game(http, "howell", people=2)
    log = services(app).store
    with log.connection():
        stored = {row[0] for row in log.database.execute_sql('SELECT "token_hash" FROM "person"').fetchall()}
    for token in game.tokens.values():
        assert token not in stored
        assert hashlib.sha256(token.encode()).hexdigest() in stored


def test_spectator_and_unknown_token(http):
    game = Game(http, "howell", people=2)
    status, snap = http.get(game.path)
    assert status == 200 and snap["me"] is None
    status, answer = http.get(game.path, token="not-a-token")
    assert status == 401 and answer["error"] == "unknown_token"


def test_join_rules(http):
    game = Game(http, "howell", people=2)
    status, answer = http.post(f"{game.path}/join", {"name": "ben"})
    assert status == 409 and answer["error"] == "name_taken"
    # the same name with that seat's own token gives the seat back
    status, again = http.post(f"{game.path}/join", {"name": "Ben"}, token=game.tokens["p2"])
    assert status == 201 and again == {"player_id": "p2", "token": game.tokens["p2"]}
    for name in ["Cy", "Di", "Eve", "Flo", "Gus", "Hal"]:
        assert http.post(f"{game.path}/join", {"name": name})[0] == 201
    status, answer = http.post(f"{game.path}/join", {"name": "Ivy"})
    assert status == 409 and answer["error"] == "table_full"
    game.act("p1", {"type": "kick", "player": "p8"})
    game.act("p1", {"type": "start"})
    status, answer = http.post(f"{game.path}/join", {"name": "Ivy"})
    assert status == 409 and answer["error"] == "game_started"


def test_a_kicked_token_stops_working(http):
    game = Game(http, "howell", people=3)
    game.act("p1", {"type": "kick", "player": "p3"})
    status, answer = http.get(game.path, token=game.tokens["p3"])
    assert status == 401


def test_join_is_not_an_action(http):
    game = Game(http, "howell", people=2)
    status, answer = http.post(f"{game.path}/actions", {"type": "join", "name": "Sneaky"}, token=game.tokens["p1"])
    assert status == 400


def test_order_of_checks(http):
    game, _ = with_prophet(http)
    actions = f"{game.path}/actions"
    assert http.call("POST", "/api/tables/ZZZZZZ/actions", raw=b"{")[0] == 404
    assert http.call("POST", actions, raw=b"{")[0] == 401
    assert http.call("POST", actions, raw=b"{", token=game.tokens["p5"])[0] == 400
    # cards above the hand (400) comes before the role (403: p5 may not act for p4)
    status, answer = http.post(actions, {"type": "attempt", "player": "p4", "cards": 99}, token=game.tokens["p5"])
    assert status == 400
    # the role (403) before a stale version (409)
    status, answer = http.post(actions, {"type": "starter", "cards": 1, "rank": 2, "expected_version": 0}, token=game.tokens["p5"])
    assert status == 403
    # a stale version (409 stale_version, with the current state) before the phase (409)
    status, answer = http.post(actions, {"type": "confirm", "expected_version": 0}, token=game.tokens["p2"])
    assert status == 409 and answer["error"] == "stale_version"
    assert answer["state"] == game.snap("p2")
    status, answer = http.post(actions, {"type": "confirm"}, token=game.tokens["p2"])
    assert status == 409 and answer["error"] != "stale_version"


def test_expected_version_and_action_id(http):
    game, _ = with_prophet(http)
    version = game.snap()["version"]
    body = {"type": "attempt", "cards": 2, "expected_version": version, "action_id": "tap-1"}
    first = game.act("p4", body)
    assert first["version"] == version + 1
    again = game.act("p4", body)  # a retry: applies nothing, answers the current state
    assert again == first
    game.act("p4", dict(body, action_id="tap-2"), expect=409)


def test_log_has_seq_type_by_at_undone(http):
    game, _ = with_prophet(http)
    game.act("p2", {"type": "undo"})
    status, log = http.get(f"{game.path}/log", token=game.tokens["p4"])
    assert status == 200
    actions = log["actions"]
    assert [a["seq"] for a in actions] == list(range(1, len(actions) + 1))
    for a in actions:
        assert {"seq", "type", "at", "undone"} <= set(a)
        assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z", a["at"])
    declared = [a for a in actions if a["type"] == "declare_prophet"]
    assert declared[-1]["undone"] is True
    sealed = [a for a in actions if a["type"] == "seal_rule"]
    assert "rule" not in sealed[0] and "red after black" not in str(log)


def test_sealed_rule_only_for_the_dealer(http):
    game, _ = with_prophet(http)
    salt = game.snap("p2")["deal"]["rule_salt"]
    assert re.fullmatch(r"[0-9a-f]{32}", salt)
    digest = hashlib.sha256((salt + "red after black").encode()).hexdigest()
    assert digest != hashlib.sha256("red after black".encode()).hexdigest()  # no dictionary attack
    for pid in [p["id"] for p in game.snap()["people"]]:
        deal = game.snap(pid)["deal"]
        assert deal["rule_sha256"] == digest
        assert ("rule" in deal) == ("rule_salt" in deal) == (pid == "p2")
        status, log = http.get(f"{game.path}/log", token=game.tokens[pid])
        assert (salt in str(log)) == (pid == "p2")
    assert "rule" not in game.snap()["deal"] and salt not in str(game.snap())


def test_the_salt_is_shown_with_the_rule_when_the_deal_ends(http):
    game, _ = just_played(http)  # "red after black" sealed, p3 right, p4 on turn with 14 cards
    game.act("p4", {"type": "attempt", "cards": 14})
    game.act("p2", {"type": "judge", "verdict": "right"})
    assert game.snap()["phase"] == "deal_over"
    deal = game.snap()["deal"]  # a spectator's
    assert deal["rule"] == "red after black"
    assert hashlib.sha256((deal["rule_salt"] + deal["rule"]).encode()).hexdigest() == deal["rule_sha256"]
    status, log = http.get(f"{game.path}/log")
    sealed = [a for a in log["actions"] if a["type"] == "seal_rule"]
    assert (sealed[0]["rule"], sealed[0]["salt"]) == ("red after black", deal["rule_salt"])


def test_qr_svg(http):
    game = Game(http, "howell", people=1)
    response = http.client.get(f"{game.path}/qr.svg")
    assert response.status_code == 200 and response.mimetype == "image/svg+xml"
    assert b"<svg" in response.data


def test_the_qr_code_is_built_once_per_link_and_answers_304_to_its_etag(http):
    from companion.service import published

    game, other = Game(http, "howell", people=1), Game(http, "howell", people=1)
    first = http.client.get(f"{game.path}/qr.svg")
    etag = first.headers["ETag"]
    assert first.status_code == 200 and etag.startswith('"') and not etag.startswith('W/')  # strong
    assert first.data == published.qr_svg(f"http://table.test/t/{game.code}")
    again = http.client.get(f"{game.path}/qr.svg", headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.data == b"" and again.headers["ETag"] == etag
    assert http.client.get(f"{game.path}/qr.svg", headers={"If-None-Match": '"other"'}).status_code == 200
    # another table has its own code and its own tag; the first one's tag does not fit it
    theirs = http.client.get(f"{other.path}/qr.svg", headers={"If-None-Match": etag})
    assert theirs.status_code == 200 and theirs.headers["ETag"] != etag
    assert theirs.data == published.qr_svg(f"http://table.test/t/{other.code}") != first.data
    assert published.join_svg(f"http://table.test/t/{game.code}") == (first.data, etag.strip('"'), False)  # kept, not drawn


def test_healthz(http):
    Game(http, "howell", people=1)
    status, body = http.get("/healthz")
    assert status == 200
    assert body["ok"] is True and body["database"] == "ok" and body["tables"] >= 1 and body["sockets"] == 0


def test_join_url_uses_the_lan_address_for_localhost(tmp_path):
    app = create_app(Config(db=str(tmp_path / "lan.sqlite3"), extra={"lan": "192.168.1.20"}, **OPEN_LIMITS))
    client = app.test_client()
    made = client.post("/api/tables", json={"host_name": "Ann"}, base_url="http://127.0.0.1:8000").get_json()
    assert made["join_url"] == f"http://192.168.1.20:8000/t/{made['code']}"
    made = client.post("/api/tables", json={"host_name": "Ann"}, base_url="http://eleusis.example").get_json()
    assert made["join_url"] == f"http://eleusis.example/t/{made['code']}"


def test_rate_limits(tmp_path):
    app = create_app(Config(db=str(tmp_path / "limits.sqlite3"), limit_unknown=(3, 60), limit_join=(4, 60),
                            limit_create=(5, 60)))
    http = FlaskHttp(app.test_client())
    http.client.environ_base["REMOTE_ADDR"] = "10.0.0.8"  # a phone: this machine itself is not counted
    game = Game(http, "howell", people=3)  # 1 create + 2 joins
    for _ in range(3):
        assert http.get("/api/tables/ZZZZZZ")[0] == 404
    status, answer = http.get("/api/tables/ZZZZZZ")
    assert status == 429 and answer["error"] == "too_many_requests"
    # refused for real codes too: 429 must not tell a real code from a made-up one
    assert http.get(game.path)[0] == 429
    # joins: 2 used, 2 more allowed, then 429 (from this address)
    other = FlaskHttp(app.test_client())
    other.client.environ_base["REMOTE_ADDR"] = "10.0.0.9"
    assert other.post(f"{game.path}/join", {"name": "Di"})[0] == 201
    assert other.post(f"{game.path}/join", {"name": "Eve"})[0] == 201
    assert other.post(f"{game.path}/join", {"name": "Flo"})[0] == 201
    assert other.post(f"{game.path}/join", {"name": "Gus"})[0] == 201
    assert other.post(f"{game.path}/join", {"name": "Hal"})[0] == 429
    for _ in range(5):
        other.post("/api/tables", {"host_name": "X"})
    assert other.post("/api/tables", {"host_name": "X"})[0] == 429


def test_state_survives_a_new_process_view(tmp_path):
    """A fresh service on the same file replays the log to the same snapshot."""
    path = str(tmp_path / "replay.sqlite3")
    app = create_app(Config(db=path, **OPEN_LIMITS))
    http = FlaskHttp(app.test_client())
    game, _ = with_prophet(http)
    before = game.snap("p2")
    app2 = create_app(Config(db=path, **OPEN_LIMITS))
    game.http = FlaskHttp(app2.test_client())
    assert game.snap("p2") == before


def test_behind_a_trusted_proxy(tmp_path):
    app = create_app(Config(db=str(tmp_path / "proxy.sqlite3"), proxies=1, limit_unknown=(1, 60), **{
        k: v for k, v in OPEN_LIMITS.items() if k != "limit_unknown"}))
    client = app.test_client()
    headers = {"X-Forwarded-For": "203.0.113.7", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "eleusis.example"}
    made = client.post("/api/tables", json={"host_name": "Ann"}, headers=headers).get_json()
    assert made["join_url"] == f"https://eleusis.example/t/{made['code']}"
    assert client.get("/api/tables/ZZZZZZ", headers=headers).status_code == 404
    assert client.get("/api/tables/ZZZZZZ", headers=headers).status_code == 429
    # another client behind the same proxy is not punished for the first one's misses
    other = dict(headers, **{"X-Forwarded-For": "203.0.113.8"})
    assert client.get(f"/api/tables/{made['code']}", headers=other).status_code == 200


def test_idle_tables_leave_memory_and_come_back(app, http):
    tables = services(app).tables
    old = tables.cache.max_tables
    tables.cache.max_tables = 2
    try:
        games = [Game(http, "howell", people=2) for _ in range(4)]
        assert tables.open_tables() <= 2
        for game in games:  # an evicted table is replayed from its log on access
            assert game.snap("p2")["people"][1]["name"] == "Ben"
            game.act("p1", {"type": "options", "options": {"hand_size": 9}})
        assert tables.open_tables() <= 2
    finally:
        tables.cache.max_tables = old


def test_the_least_recently_used_idle_tables_leave_memory_first():
    """Past ``max_tables`` the tables used longest ago go, and only as many as are too many: a table
    someone just used, or one a socket watches, stays."""
    def load(table):
        table.loaded = True

    cache = TableCache(load, lambda table: None, max_tables=3)
    codes = ["BCDFGA", "BCDFGB", "BCDFGC", "BCDFGD", "BCDFGE"]
    for code in codes[:3]:
        with cache.held(code):
            pass
    cache.entry(codes[0]).audience.add(object())  # a socket watches the oldest
    with cache.held(codes[1]):  # and the second is used again: now the most recent
        pass
    with cache.held(codes[3]):  # one too many: the least recently used idle one goes
        pass
    assert [code for code in codes if cache.cached(code)] == ["BCDFGA", "BCDFGB", "BCDFGD"]
    with cache.held(codes[4]):
        pass
    assert [code for code in codes if cache.cached(code)] == ["BCDFGA", "BCDFGD", "BCDFGE"]


def test_a_withdraw_goes_through_the_actions_route_and_the_log(http):
    game, _ = with_prophet(http)
    before = game.snap()
    game.act("p4", {"type": "attempt", "cards": 2})
    refused = game.act("p3", {"type": "withdraw"}, expect=403)
    assert refused["error"] == "own_play_only"
    after = game.act("p4", {"type": "withdraw"})
    assert after["phase"] == "turn" and after["turn"] == "p4"
    assert after["deal"]["hands"] == before["deal"]["hands"] and after["deal"]["pending"] is None
    assert game.act("p4", {"type": "withdraw"}, expect=409)["error"] == "nothing_to_withdraw"
    status, log = http.get(f"{game.path}/log")
    assert log["actions"][-1]["type"] == "withdraw" and log["actions"][-1]["player"] == "p4"


def test_the_log_the_last_turn_and_the_undo_say_what_happened_as_keys(http):
    """docs/i18n.md: every sentence a person reads about the table is a key with its parameters
    (`says`), the English beside it (`text`) for API clients; no language in a snapshot."""
    game = Game(http, "howell", people=4)
    state = game.start(first_dealer="p1")
    game.act("p1", {"type": "seal_rule", "text": "red after black"})
    game.act("p1", {"type": "starter", "cards": 1, "rank": 1})
    state = game.act(state["deal"]["players"][0], {"type": "attempt", "cards": 2})
    state = game.act("p1", {"type": "judge", "verdict": "wrong"})
    last = state["deal"]["last"]
    assert last["says"] == [{"key": "result.wrong", "who": "Ben", "n": 2}, {"key": "result.draws", "who": "Ben", "n": 4}]
    assert last["text"] == "Wrong: Ben's 2 cards go to a sideline. Ben draws 4 cards."
    assert state["undo"]["says"] == [{"key": "log.judge", "who": "Ann", "verdict": "wrong"}]
    status, log = http.get(f"{game.path}/log")
    assert status == 200
    assert log["actions"][0]["says"] == [{"key": "log.create", "host": "Ann", "profile": "howell"}]
    assert log["actions"][4]["says"] == [{"key": "log.start", "first_dealer": "Ann", "chosen": "named"}]
    sealed = [a for a in log["actions"] if a["type"] == "seal_rule"][0]
    assert sealed["says"] == [{"key": "log.seal_rule", "by": "Ann"}] and "red" not in str(sealed)

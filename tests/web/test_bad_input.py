"""Hostile and broken input at every endpoint: always a documented 4xx with a
JSON error body, never a 500, and the table byte-for-byte as it was."""
from __future__ import annotations

from urllib.parse import quote

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion import rules
from tests.phones import Game

DOCUMENTED = {400, 401, 403, 404, 409, 413, 429}
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=12,
)
FIELDS = ["type", "player", "cards", "rank", "verdict", "text", "order", "options", "first_dealer",
          "expected_version", "action_id", "name"]
field_values = json_values | st.sampled_from(["p1", "p3", "p4", "p9", "right", "wrong", "", "x" * 5000]) \
    | st.integers(min_value=-5, max_value=10**20)
actions = st.fixed_dictionaries(
    {"type": st.sampled_from([*rules.ACTION_TYPES, "join", "create", "", "ATTEMPT"]) | json_values},
    optional={k: field_values for k in FIELDS if k != "type"},
)
bodies = actions | json_values


@pytest.fixture(scope="module")
def table(app):
    """A howell deal with a prophet in office: p1 host, p2 dealer, p3 prophet, p4 on turn, p5 other."""
    from tests.support import FlaskHttp
    from tests.web.test_authorization import with_prophet

    http = FlaskHttp(app.test_client())
    game, _ = with_prophet(http)
    return game


def raw_snapshot(http, game) -> bytes:
    response = http.client.get(game.path, headers={"Authorization": f"Bearer {game.tokens['p1']}"})
    assert response.status_code == 200
    return response.data


def assert_error(status, body, allowed=DOCUMENTED):
    assert status in allowed, (status, body)
    assert isinstance(body, dict) and isinstance(body.get("error"), str) and isinstance(body.get("message"), str), body
    assert set(body) <= {"error", "message", "state", "retry_after"}


@SETTINGS
@given(body=bodies)
def test_random_actions_from_a_bystander(http, table, body):
    """p5 may do nothing in this situation: whatever they send is refused, nothing changes."""
    before = raw_snapshot(http, table)
    status, answer = http.post(f"{table.path}/actions", body, token=table.tokens["p5"])
    assert_error(status, answer)
    assert raw_snapshot(http, table) == before


@SETTINGS
@given(body=bodies, who=st.sampled_from(["p1", "p2", "p3", "p4"]))
def test_random_malformed_actions_from_anyone(http, table, body, who):
    """Bodies that do not parse are 400 for everyone, host and dealer included."""
    if isinstance(body, dict):
        try:
            rules.parse({k: v for k, v in body.items() if k not in ("expected_version", "action_id")})
            if body.get("type") != "join":
                return  # a well-formed action: covered by the matrix and the game tests
        except rules.BadInput:
            pass
    before = raw_snapshot(http, table)
    status, answer = http.post(f"{table.path}/actions", body, token=table.tokens[who])
    assert_error(status, answer, {400, 413})  # 413: several 5,000-character fields pass the 16 KB body cap
    assert raw_snapshot(http, table) == before


@SETTINGS
@given(raw=st.binary(max_size=200) | st.text(max_size=200).map(str.encode))
def test_random_bytes_everywhere(http, table, raw):
    before = raw_snapshot(http, table)
    for path, token in [(f"{table.path}/actions", table.tokens["p2"]), (f"{table.path}/join", None),
                        ("/api/tables", None)]:
        status, answer = http.call("POST", path, raw=raw, token=token)
        if status in (200, 201):
            # random bytes that happen to be a valid body (e.g. b'{"host_name": "0"}')
            assert path == "/api/tables", (raw, answer)
            continue
        assert_error(status, answer)
    assert raw_snapshot(http, table) == before


@SETTINGS
@given(token=st.text(alphabet=st.characters(min_codepoint=33, max_codepoint=126), max_size=60),
       scheme=st.sampled_from(["Bearer ", "bearer ", "Basic ", "", "Bearer  "]))
def test_unknown_tokens(http, table, token, scheme):
    before = raw_snapshot(http, table)
    headers = {"Authorization": scheme + token}
    for method, path, body in [("POST", f"{table.path}/actions", {"type": "undo"}),
                               ("GET", table.path, None), ("GET", f"{table.path}/log", None)]:
        status, answer = http.call(method, path, body, headers=headers)
        assert_error(status, answer, {401})
    assert raw_snapshot(http, table) == before


@SETTINGS
@given(code=st.text(max_size=12))
def test_random_codes(http, table, code):
    quoted = quote(code, safe="")
    for method, path in [("GET", f"/api/tables/{quoted}"), ("GET", f"/api/tables/{quoted}/log"),
                         ("GET", f"/api/tables/{quoted}/qr.svg"), ("POST", f"/api/tables/{quoted}/join"),
                         ("POST", f"/api/tables/{quoted}/actions")]:
        status, answer = http.call(method, path, {"name": "Zed", "type": "undo"}, token=table.tokens["p1"])
        if code.strip().upper() == table.code:
            continue
        assert_error(status, answer, {404, 405})


@SETTINGS
@given(body=st.dictionaries(st.sampled_from(["profile", "options", "host_name", "extra"]), field_values, max_size=4))
def test_random_table_creation(http, body):
    status, answer = http.post("/api/tables", body)
    if status == 201:
        assert set(answer) == {"code", "join_url", "player_id", "token"}
        return
    assert_error(status, answer, {400, 413})  # four fields of "x" * 5000 are over the 16 KB body limit


@SETTINGS
@given(name=field_values)
def test_random_join_names(http, name):
    game = Game(http, "howell", people=1)
    before = game.snap()
    status, answer = http.post(f"{game.path}/join", {"name": name})
    if status == 201:
        assert isinstance(name, str) and name.strip()
        return
    assert_error(status, answer, {400, 409})
    assert game.snap() == before


@pytest.mark.parametrize("path", ["/api/tables", "{t}/join", "{t}/actions"])
def test_oversized_bodies_are_413(http, table, path):
    before = raw_snapshot(http, table)
    body = {"type": "seal_rule", "text": "x" * 20000, "name": "x" * 20000}
    status, answer = http.post(path.format(t=table.path), body, token=table.tokens["p2"])
    assert_error(status, answer, {413})
    assert raw_snapshot(http, table) == before


@pytest.mark.parametrize("raw", [b"", b"null", b"[]", b"42", b'"undo"', b"{", b"\xff\xfe", b'{"type": NaN}',
                                 b"[" * 5000, b'{"type": "starter", "cards": 1e999}',
                                 b'{"cards": ' + b"9" * 5000 + b"}"])
def test_not_a_json_object_is_bad_json(http, table, raw):
    before = raw_snapshot(http, table)
    status, answer = http.call("POST", f"{table.path}/actions", raw=raw, token=table.tokens["p2"])
    assert_error(status, answer, {400})
    assert raw_snapshot(http, table) == before


@pytest.mark.parametrize("extra", [{"expected_version": "3"}, {"expected_version": -1}, {"expected_version": True},
                                   {"expected_version": 1.5}, {"action_id": 7}, {"action_id": ""},
                                   {"action_id": "x" * 201}, {"action_id": ["a"]}])
def test_bad_version_or_action_id_is_400(http, table, extra):
    before = raw_snapshot(http, table)
    status, answer = http.post(f"{table.path}/actions", {"type": "undo", **extra}, token=table.tokens["p2"])
    assert_error(status, answer, {400})
    assert raw_snapshot(http, table) == before


def test_http_errors_are_json(http):
    for method, path, status in [("GET", "/nowhere", 404), ("DELETE", "/api/tables", 405),
                                 ("GET", "/api/tables", 405), ("PUT", "/healthz", 405)]:
        code, answer = http.call(method, path)
        assert code == status
        assert_error(code, answer, {status})


def test_text_that_is_not_unicode_text_is_refused_and_changes_nothing(http):
    """JSON can carry lone surrogates; they can be neither stored nor fingerprinted (400, not 500)."""
    from tests.phones import Game

    game = Game(http, "express", people=3)
    game.start(first_dealer="p1")
    before = http.get(game.path, token=game.tokens["p1"])
    raw_bodies = [
        b'{"type": "seal_rule", "text": "red \\ud800 black"}',
        b'{"type": "seal_rule", "text": "red", "action_id": "a\\ud800"}',
        b'{"type": "attempt", "cards": 1, "player": "p\\udfff"}',
    ]
    for raw in raw_bodies:
        status, body = http.call("POST", f"{game.path}/actions", token=game.tokens["p1"], raw=raw)
        assert status == 400, (raw, body)
        assert body["error"] in ("bad_field", "bad_action_id", "bad_player")
    status, body = http.call("POST", f"{game.path}/join", raw=b'{"name": "\\ud83d"}')
    assert status in (400, 409), body
    assert http.get(game.path, token=game.tokens["p1"]) == before


def test_nul_in_any_text_is_400_and_changes_nothing(http):
    """NUL (which PostgreSQL refuses in text) in a name, a rule, a hint or a player id: 400."""
    game = Game(http, "express", people=3, options={"hints": True})
    game.start(first_dealer="p1")
    before = http.get(game.path, token=game.tokens["p1"])
    for body in ({"type": "seal_rule", "text": "red\x00black"}, {"type": "buy_hint", "text": "a\x00"},
                 {"type": "attempt", "cards": 1, "player": "p2\x00"}, {"type": "guess", "verdict": "right",
                                                                       "player": "\x00"}):
        status, answer = http.post(f"{game.path}/actions", body, token=game.tokens["p1"])
        assert_error(status, answer, {400})
        assert answer["error"] in ("hidden_characters", "bad_player"), (body, answer)
    status, answer = http.post(f"{game.path}/join", {"name": "Zed\x00"})
    assert_error(status, answer, {400, 409})
    status, answer = http.post("/api/tables", {"profile": "express", "host_name": "Ann\x00"})
    assert_error(status, answer, {400})
    assert answer["error"] == "hidden_characters"
    assert http.get(game.path, token=game.tokens["p1"]) == before

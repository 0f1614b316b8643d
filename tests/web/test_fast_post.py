"""An action POST, the most frequent request, is answered before Flask's request machinery
(companion/web/fastpost.py): the same answers, statuses, error codes and headers either way."""
from __future__ import annotations

import io
import json

from companion.config import Config
from companion.web import create_app
from tests.support import FlaskHttp, Game
from tests.web.test_headers import assert_secured


def post(app, path, body=None, token=None, raw=None, **kwargs):
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    data = raw if raw is not None else json.dumps(body if body is not None else {})
    return app.test_client().post(path, data=data, headers=headers, content_type="application/json", **kwargs)


def test_an_applied_action_answers_the_sender_s_snapshot_with_every_header(app, http):
    game = Game(http, "howell", people=3)
    response = post(app, f"{game.path}/actions", {"type": "kick", "player": "p3"}, token=game.tokens["p1"])
    assert response.status_code == 200 and response.is_json
    assert response.headers["Cache-Control"] == "no-store"
    assert int(response.headers["Content-Length"]) == len(response.data)
    assert_secured(response)
    assert response.get_json() == game.snap("p1")  # the same snapshot GET answers


def test_each_refusal_is_the_same_json_with_every_header(app, http):
    game = Game(http, "howell", people=3)
    actions = f"{game.path}/actions"
    cases = [
        (post(app, "/api/tables/ZZZZZZ/actions", raw=b"{"), 404, "unknown_table"),
        (post(app, actions, raw=b"{"), 401, "missing_token"),
        (post(app, actions, raw=b"{", token="nobody"), 401, "unknown_token"),
        (post(app, actions, raw=b"{", token=game.tokens["p2"]), 400, "bad_json"),
        (post(app, actions, raw=b"[1]", token=game.tokens["p2"]), 400, "bad_json"),
        (post(app, actions, raw=b"", token=game.tokens["p2"]), 400, "bad_json"),
        (post(app, actions, {"type": "nonsense"}, token=game.tokens["p2"]), 400, "unknown_action"),
        (post(app, actions, {"type": "start", "expected_version": 0}, token=game.tokens["p1"]),
         409, "stale_version"),
    ]
    for response, status, code in cases:
        assert (response.status_code, response.get_json()["error"]) == (status, code)
        assert response.headers["Cache-Control"] == "no-store"
        assert_secured(response)
    stale = cases[-1][0].get_json()
    assert stale["state"] == game.snap("p1")


def test_a_body_over_the_limit_or_without_a_length_is_still_refused_or_read(app, http):
    game = Game(http, "howell", people=3)
    actions = f"{game.path}/actions"
    big = post(app, actions, raw=b"{" + b" " * 20000 + b"}", token=game.tokens["p1"])
    assert big.status_code == 413 and big.get_json()["error"] == "too_large"
    assert_secured(big)
    body = io.BytesIO(b'{"type": "kick", "player": "p3"}')  # no Content-Length: Flask's own path
    chunked = app.test_client().post(actions, input_stream=body, content_type="application/json",
                                     headers={"Authorization": f"Bearer {game.tokens['p1']}"})
    assert chunked.status_code == 200 and chunked.get_json()["version"] == game.snap("p1")["version"]
    assert_secured(chunked)


def test_unknown_codes_count_and_then_refuse_with_retry_after(tmp_path):
    app = create_app(Config(db=str(tmp_path / "f.sqlite3"), limit_unknown=(2, 60)))
    for _ in range(2):
        assert post(app, "/api/tables/ZZZZZZ/actions", raw=b"{}").status_code == 404
    refused = post(app, "/api/tables/ZZZZZZ/actions", raw=b"{}")
    assert refused.status_code == 429 and int(refused.headers["Retry-After"]) >= 1
    assert_secured(refused)


def test_a_flood_of_taps_and_a_failure_inside_answer_as_before(tmp_path, monkeypatch):
    app = create_app(Config(db=str(tmp_path / "g.sqlite3"), limit_actions=(2, 60)))
    http = FlaskHttp(app.test_client())
    game = Game(http, "howell", people=3)
    token = game.tokens["p2"]
    for _ in range(2):
        post(app, f"{game.path}/actions", {"type": "nonsense"}, token=token)
    flooded = post(app, f"{game.path}/actions", {"type": "nonsense"}, token=token)
    assert flooded.status_code == 429 and flooded.get_json()["error"] == "too_many_actions"
    assert int(flooded.headers["Retry-After"]) >= 1
    assert_secured(flooded)

    def boom(*_a, **_k):
        raise RuntimeError("boom")

    monkeypatch.setattr(app.extensions["companion"]["tables"], "act_bytes", boom)
    broken = post(app, f"{game.path}/actions", {"type": "nonsense"}, token=game.tokens["p1"])
    assert broken.status_code == 500 and broken.get_json()["error"] == "internal_error"
    assert_secured(broken)

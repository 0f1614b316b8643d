"""Every 429 says when to try again: Retry-After in seconds, from the sliding window
that refused (issue 11, item 3). The WebSocket's 4429 is in tests/e2e/test_hardening.py."""
from __future__ import annotations

from companion.config import Config
from companion.web import create_app
from companion.admission.counters import SlidingWindow
from companion.web.services import services
from tests.support import FlaskHttp


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def test_the_window_frees_when_the_hit_that_keeps_it_full_leaves():
    clock = Clock()
    window = SlidingWindow(3, 60, clock=clock)
    assert window.retry_after("a") == 0
    for t in (0, 10, 20):
        clock.now = 1000 + t
        assert window.take("a")
    clock.now = 1030
    assert not window.take("a")
    assert window.retry_after("a") == 30  # the hit at +0 leaves at +60
    clock.now = 1059.2
    assert window.retry_after("a") == 1  # rounded up, never 0 while refused
    clock.now = 1060
    assert window.retry_after("a") == 0 and window.take("a")
    # counted past the limit (hit() always counts): the window stays full until enough leave
    over = SlidingWindow(2, 60, clock=clock)
    for t in (0, 5, 10, 15):
        clock.now = 2000 + t
        over.hit("b")
    assert over.blocked("b") and over.retry_after("b") == 55  # one left (< 2) when the hit at +10 leaves
    assert SlidingWindow(0, 60, clock=clock).retry_after("c") == 60


def _app(tmp_path, **limits):
    app = create_app(Config(db=str(tmp_path / "retry.sqlite3"), **limits))
    clock = Clock()
    for window in services(app).admission.windows.values():
        window.clock = clock
    return app, clock


def _assert_429(response, seconds):
    assert response.status_code == 429
    assert response.headers["Retry-After"] == str(seconds)
    body = response.get_json()
    assert body["error"] == "too_many_requests" and body["retry_after"] == seconds
    assert f"try again in {seconds} seconds" in body["message"]


def test_unknown_codes_429_says_when(tmp_path):
    app, clock = _app(tmp_path, limit_unknown=(2, 60))
    client = app.test_client()
    assert client.get("/api/tables/ZZZZZZ").status_code == 404
    clock.now += 15
    assert client.get("/api/tables/ZZZZZY").status_code == 404
    clock.now += 5
    _assert_429(client.get("/api/tables/ZZZZZX"), 40)
    clock.now += 30
    _assert_429(client.post("/api/tables/ZZZZZX/join", json={"name": "Ann"}), 10)
    clock.now += 10
    assert client.get("/api/tables/ZZZZZZ").status_code == 404


def test_joins_and_new_tables_429_say_when(tmp_path):
    app, clock = _app(tmp_path, limit_join=(1, 60), limit_create=(1, 30))
    http = FlaskHttp(app.test_client())
    status, made = http.post("/api/tables", {"host_name": "Ann"})
    assert status == 201
    clock.now += 12
    _assert_429(app.test_client().post("/api/tables", json={"host_name": "Bea"}), 18)
    assert http.post(f"/api/tables/{made['code']}/join", {"name": "Ben"})[0] == 201
    clock.now += 1
    _assert_429(app.test_client().post(f"/api/tables/{made['code']}/join", json={"name": "Cy"}), 59)


def test_any_other_429_still_carries_retry_after(tmp_path):
    from flask import abort

    app, _ = _app(tmp_path)
    app.add_url_rule("/limited-elsewhere", "limited", lambda: abort(429))
    response = app.test_client().get("/limited-elsewhere")
    assert response.status_code == 429 and response.headers["Retry-After"] == "60"
    assert response.get_json()["error"] == "too_many_requests"

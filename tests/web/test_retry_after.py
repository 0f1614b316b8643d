"""Every 429 says when to try again: Retry-After in seconds, from the window that refused
(issue 11, item 3), the same in the header, the body and its sentence. The WebSocket's 4429 is in
tests/e2e/test_hardening.py. A window is ``limits``' sliding window counter: its wait is when the
window has room again, within the window's length."""
from __future__ import annotations

from companion.admission.counters import Counts, Window
from companion.config import Config
from companion.web import create_app
from tests.support import FlaskHttp

PHONE = {"REMOTE_ADDR": "198.51.100.12"}  # a client of its own (the machine itself, 127.0.0.1, is not counted)


def test_a_full_window_refuses_and_says_a_wait_within_its_length():
    window = Window(Counts(), "test", 3, 60)
    assert [window.take("a") for _ in range(4)] == [True, True, True, False]
    assert window.blocked("a") and 1 <= window.retry_after("a") <= 60
    assert window.take("b") and not window.blocked("b")  # another key is another count
    window.hit("c", 5)  # counted whatever the count: the window fills to its limit
    assert window.blocked("c")


def _client(tmp_path, **limits):
    app = create_app(Config(db=str(tmp_path / "retry.sqlite3"), **limits))
    client = app.test_client()
    client.environ_base.update(PHONE)
    return app, client


def _assert_429(response, longest):
    assert response.status_code == 429
    seconds = int(response.headers["Retry-After"])
    assert 1 <= seconds <= longest
    body = response.get_json()
    assert body["error"] == "too_many_requests" and body["retry_after"] == seconds
    assert f"try again in {seconds} second" in body["message"]


def test_unknown_codes_429_says_when(tmp_path):
    _, client = _client(tmp_path, limit_unknown=(2, 60))
    assert client.get("/api/tables/ZZZZZZ").status_code == 404
    assert client.get("/api/tables/ZZZZZY").status_code == 404
    _assert_429(client.get("/api/tables/ZZZZZX"), 60)
    _assert_429(client.post("/api/tables/ZZZZZX/join", json={"name": "Ann"}), 60)


def test_joins_and_new_tables_429_say_when(tmp_path):
    app, client = _client(tmp_path, limit_join=(1, 60), limit_create=(1, 30))
    http = FlaskHttp(client)
    status, made = http.post("/api/tables", {"host_name": "Ann"})
    assert status == 201
    _assert_429(client.post("/api/tables", json={"host_name": "Bea"}), 30)
    assert http.post(f"/api/tables/{made['code']}/join", {"name": "Ben"})[0] == 201
    _assert_429(client.post(f"/api/tables/{made['code']}/join", json={"name": "Cy"}), 60)


def test_any_other_429_still_carries_retry_after(tmp_path):
    from flask import abort

    app, client = _client(tmp_path)
    app.add_url_rule("/limited-elsewhere", "limited", lambda: abort(429))
    response = client.get("/limited-elsewhere")
    assert response.status_code == 429 and response.headers["Retry-After"] == "60"
    assert response.get_json()["error"] == "too_many_requests"

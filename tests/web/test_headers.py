"""Every answer carries the security headers: pages, JSON, static files, sw.js, the
manifest, the QR code, errors of every kind (issue 11, item 2)."""
from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from companion.config import Config
from companion.web import create_app
from companion.web.services import services

ROOT = Path(__file__).resolve().parents[2]


def assert_secured(response, host="localhost"):
    csp = response.headers.get("Content-Security-Policy", "")
    directives = {d.split()[0]: d.split()[1:] for d in csp.split("; ") if d}
    assert directives["script-src"] == ["'self'"], csp  # no inline script, no eval
    assert directives["style-src"] == ["'self'"], csp
    assert directives["frame-ancestors"] == ["'none'"], csp
    assert directives["object-src"] == ["'none'"], csp
    connect = directives["connect-src"]
    assert connect[0] == "'self'" and f"ws://{host}" in connect and f"wss://{host}" in connect, csp
    assert all(source in ("'self'", f"ws://{host}", f"wss://{host}") for source in connect), csp
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["Referrer-Policy"] == "no-referrer"
    policy = response.headers["Permissions-Policy"]
    assert "camera=()" in policy and "microphone=()" in policy and "geolocation=()" in policy
    assert "screen-wake-lock=(self)" in policy


@pytest.mark.parametrize("path", ["/", "/t/ABCDEF", "/t/ABCDEF/board", "/sw.js", "/manifest.webmanifest",
                                  "/static/js/app.js", "/static/css/app.css", "/static/icons/icon.svg",
                                  "/healthz"])
def test_pages_static_files_and_the_worker_carry_the_headers(app, path):
    response = app.test_client().get(path)
    assert response.status_code == 200
    assert_secured(response)


def test_json_answers_and_the_qr_code_carry_the_headers(app, http):
    client = app.test_client()
    made = client.post("/api/tables", json={"profile": "howell", "host_name": "Ann"})
    assert made.status_code == 201
    assert_secured(made)
    code = made.get_json()["code"]
    for path in (f"/api/tables/{code}", f"/api/tables/{code}/log", f"/api/tables/{code}/qr.svg"):
        response = client.get(path)
        assert response.status_code == 200, path
        assert_secured(response)


@pytest.mark.parametrize("method,path,kwargs,status", [
    ("get", "/no/such/page", {}, 404),
    ("get", "/api/tables/ZZZZZZ", {}, 404),
    ("delete", "/api/tables", {}, 405),
    ("post", "/api/tables", {"data": "x" * 20000, "content_type": "application/json"}, 413),
    ("post", "/api/tables", {"data": "{", "content_type": "application/json"}, 400),
    ("get", "/t/%00/board", {}, 404),
])
def test_errors_carry_the_headers(app, method, path, kwargs, status):
    response = getattr(app.test_client(), method)(path, **kwargs)
    assert response.status_code == status
    assert response.is_json
    assert_secured(response)


def test_a_429_and_a_500_carry_the_headers(tmp_path, monkeypatch):
    app = create_app(Config(db=str(tmp_path / "h.sqlite3"), limit_unknown=(1, 60)))
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = "198.51.100.5"  # a phone (this machine itself is not counted)
    client.get("/api/tables/ZZZZZZ")
    limited = client.get("/api/tables/ZZZZZZ")
    assert limited.status_code == 429
    assert_secured(limited)

    def boom(*_a, **_k):
        raise RuntimeError("boom")

    monkeypatch.setattr(services(app).tables, "create", boom)
    broken = app.test_client().post("/api/tables", json={"host_name": "Ann"})
    assert broken.status_code == 500 and broken.get_json()["error"] == "internal_error"
    assert_secured(broken)


def test_websocket_sources_name_the_host_the_page_came_from(app):
    response = app.test_client().get("/", headers={"Host": "eleusis.example:8443"})
    assert_secured(response, host="eleusis.example:8443")
    # a Host that could smuggle a directive is left out; 'self' still covers the page's own host
    odd = app.test_client().get("/", headers={"Host": "x; script-src *"})
    csp = odd.headers["Content-Security-Policy"]
    assert "script-src *" not in csp and "connect-src 'self';" in csp


class _Inline(HTMLParser):
    def __init__(self):
        super().__init__()
        self.problems = []

    def handle_starttag(self, tag, attrs):
        names = dict(attrs)
        if tag == "script" and not names.get("src"):
            self.problems.append("inline <script>")
        if tag == "style":
            self.problems.append("inline <style>")
        for name, _ in attrs:
            if name.startswith("on") or name == "style":
                self.problems.append(f"{tag} {name}=")


def test_the_page_has_no_inline_script_handler_or_style(app):
    page = _Inline()
    page.feed(app.test_client().get("/t/ABCDEF").get_data(as_text=True))
    assert page.problems == []
    for path in (ROOT / "static" / "js").rglob("*.js"):
        text = path.read_text()
        # the CSP forbids style attributes, eval and inline handlers set as strings
        assert not re.search(r"""["']?style["']?\s*:""", text), path
        assert not re.search(r"""setAttribute\(\s*["'](style|on\w+)["']""", text), path
        assert "eval(" not in text and "new Function" not in text, path
        assert ".innerHTML" not in text, path

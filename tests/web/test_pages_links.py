"""One link everywhere: the page shell carries the join base the API's join_url and
the QR code use, and says when the server listens on a loopback address only."""
import re

from companion.config import Config
from companion.netaddr import loopback_only
from companion.web import create_app

from .conftest import OPEN_LIMITS


def _body(client, path, **kw):
    html = client.get(path, **kw).get_data(as_text=True)
    return re.search(r"<body[^>]*>", html).group(0)


def _attr(body, name):
    m = re.search(rf'{name}="([^"]*)"', body)
    return m.group(1) if m else None


def test_the_page_prints_the_same_base_as_join_url(tmp_path):
    app = create_app(Config(db=str(tmp_path / "lan.sqlite3"), extra={"lan": "192.168.1.20"}, **OPEN_LIMITS))
    client = app.test_client()
    made = client.post("/api/tables", json={"host_name": "Ann"}, base_url="http://127.0.0.1:8000").get_json()
    body = _body(client, f"/t/{made['code']}/board", base_url="http://127.0.0.1:8000")
    assert f"{_attr(body, 'data-join-base')}/t/{made['code']}" == made["join_url"]
    assert _attr(body, "data-join-base") == "http://192.168.1.20:8000"
    assert _attr(body, "data-loopback-only") is None  # listens on 0.0.0.0 (the default)


def test_a_loopback_only_server_says_so(tmp_path):
    app = create_app(Config(db=str(tmp_path / "lo.sqlite3"), host="127.0.0.1", **OPEN_LIMITS))
    body = _body(app.test_client(), "/t/ABCDEF/board")
    assert _attr(body, "data-loopback-only") == "127.0.0.1"


def test_a_public_url_is_the_base_and_is_reachable(tmp_path):
    app = create_app(Config(db=str(tmp_path / "pub.sqlite3"), host="127.0.0.1",
                            public_url="https://eleusis.example/", **OPEN_LIMITS))
    body = _body(app.test_client(), "/")
    assert _attr(body, "data-join-base") == "https://eleusis.example"
    assert _attr(body, "data-loopback-only") is None


def test_loopback_only_reads_the_listen_address():
    assert loopback_only("127.0.0.1", None)
    assert loopback_only("127.0.0.2", None)
    assert loopback_only("::1", None) and loopback_only("[::1]", None) and loopback_only("localhost", None)
    assert not loopback_only("0.0.0.0", None) and not loopback_only("::", None)
    assert not loopback_only("192.168.1.20", None)
    assert not loopback_only("127.0.0.1", "https://eleusis.example")  # a proxy in front
    assert not loopback_only("127.0.0.1", None, proxies=1)

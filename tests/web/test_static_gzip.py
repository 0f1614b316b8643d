"""The companion gzips its static text files itself (companion/web/compress.py): a phone on a
plain-http LAN, with no proxy in front, downloads the join page's first load as
bench/page_weight.py counts it. Flask's test client, the whole app (create_app)."""
from __future__ import annotations

import gzip
import os
import shutil

import pytest

from companion.config import Config
from companion.web import create_app
from tests.web.test_headers import assert_secured

GZ = {"Accept-Encoding": "gzip, deflate, br"}


@pytest.fixture
def app(tmp_path):
    return create_app(Config(db=str(tmp_path / "gz.sqlite3")))


@pytest.fixture
def client(app):
    return app.test_client()


def static_path(app, rel: str) -> str:
    return os.path.join(app.static_folder, rel)


@pytest.mark.parametrize("rel", ["js/app.js", "css/app.css", "i18n/fr.ftl", "icons/icon.svg"])
def test_a_text_file_is_sent_gzipped_to_a_request_that_accepts_gzip(app, client, rel):
    raw = open(static_path(app, rel), "rb").read()
    resp = client.get(f"/static/{rel}", headers=GZ)
    assert resp.status_code == 200
    assert resp.headers["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in resp.headers["Vary"]
    assert "Accept-Ranges" not in resp.headers
    body = resp.get_data()
    assert int(resp.headers["Content-Length"]) == len(body) < len(raw)
    assert gzip.decompress(body) == raw
    assert resp.headers["ETag"].endswith('-gz"')
    assert_secured(resp)


def test_a_request_without_gzip_gets_the_file_as_it_is_with_another_etag(app, client):
    raw = open(static_path(app, "js/app.js"), "rb").read()
    zipped = client.get("/static/js/app.js", headers=GZ)
    for headers in ({}, {"Accept-Encoding": "identity"}, {"Accept-Encoding": "gzip;q=0, identity"}):
        plain = client.get("/static/js/app.js", headers=headers)
        assert plain.status_code == 200 and "Content-Encoding" not in plain.headers, headers
        assert plain.get_data() == raw
        assert "Accept-Encoding" in plain.headers["Vary"]
        assert plain.headers["ETag"] != zipped.headers["ETag"]  # a cache never swaps the two


def test_if_none_match_gets_304_for_each_encoding(client):
    zipped = client.get("/static/css/app.css", headers=GZ)
    again = client.get("/static/css/app.css", headers={**GZ, "If-None-Match": zipped.headers["ETag"]})
    assert again.status_code == 304 and again.get_data() == b""
    assert again.headers["ETag"] == zipped.headers["ETag"] and "Accept-Encoding" in again.headers["Vary"]
    plain = client.get("/static/css/app.css")
    assert client.get("/static/css/app.css", headers={"If-None-Match": plain.headers["ETag"]}).status_code == 304
    # the identity tag does not validate the gzipped answer, nor the other way round
    assert client.get("/static/css/app.css", headers={**GZ, "If-None-Match": '"other"'}).status_code == 200
    assert client.get("/static/css/app.css", headers={"If-None-Match": zipped.headers["ETag"]}).status_code == 200


def test_images_and_missing_files_are_left_to_flask(client):
    png = client.get("/static/icons/icon-192.png", headers=GZ)
    assert png.status_code == 200 and "Content-Encoding" not in png.headers
    missing = client.get("/static/js/nope.js", headers=GZ)
    assert missing.status_code == 404 and "Content-Encoding" not in missing.headers
    assert client.get("/static/../companion/web/compress.py", headers=GZ).status_code == 404


@pytest.fixture
def own_static(tmp_path):
    """(a client of an app serving a copy of the app's CSS, that copy's folder): files a test may change."""
    static = tmp_path / "static"
    shutil.copytree(os.path.join(create_app(Config(db=str(tmp_path / "a.sqlite3"))).static_folder, "css"), static / "css")
    app = create_app(Config(db=str(tmp_path / "b.sqlite3")))
    app.static_folder = str(static)
    return app.test_client(), static


def test_a_changed_file_is_compressed_again(own_static):
    client, static = own_static
    path = static / "css" / "play.css"
    first = client.get("/static/css/play.css", headers=GZ)
    path.write_text(path.read_text() + "\n.added { color: red; }\n")
    os.utime(path, ns=(os.stat(path).st_atime_ns, os.stat(path).st_mtime_ns + 10**9))
    second = client.get("/static/css/play.css", headers=GZ)
    assert gzip.decompress(second.get_data()) == path.read_bytes()
    assert second.headers["ETag"] != first.headers["ETag"]


def test_a_range_request_gets_flasks_own_partial_answer(app, client):
    raw = open(static_path(app, "js/app.js"), "rb").read()
    part = client.get("/static/js/app.js", headers={**GZ, "Range": "bytes=0-99"})
    assert part.status_code == 206 and "Content-Encoding" not in part.headers
    assert part.get_data() == raw[:100]


def test_a_files_later_answers_are_its_first_and_a_head_has_no_body(app, client):
    for headers in (GZ, {}):
        first = client.get("/static/js/app.js", headers=headers)
        again = client.get("/static/js/app.js", headers=headers)
        assert again.status_code == 200 and again.get_data() == first.get_data()
        assert again.headers["ETag"] == first.headers["ETag"]
        assert again.headers["Content-Type"] == first.headers["Content-Type"]
        assert again.headers["Last-Modified"] == first.headers["Last-Modified"]
        head = client.head("/static/js/app.js", headers=headers)
        assert head.status_code == 200 and head.get_data() == b""
        assert head.headers["Content-Length"] == str(len(first.get_data()))
        assert_secured(again)


def test_a_kept_file_that_is_removed_is_404_and_its_304_keeps_its_etag(own_static):
    client, static = own_static
    first = client.get("/static/css/play.css", headers=GZ)
    unchanged = client.get("/static/css/play.css", headers={**GZ, "If-None-Match": first.headers["ETag"]})
    assert unchanged.status_code == 304 and unchanged.get_data() == b""
    assert "Content-Encoding" not in unchanged.headers and unchanged.headers["ETag"] == first.headers["ETag"]
    assert "Accept-Encoding" in unchanged.headers["Vary"]
    (static / "css" / "play.css").unlink()
    assert client.get("/static/css/play.css", headers=GZ).status_code == 404


def test_a_file_replaced_by_one_of_its_size_and_mtime_is_served_anew(own_static):
    client, static = own_static
    path = static / "css" / "play.css"
    before = os.stat(path)
    first = client.get("/static/css/play.css", headers=GZ)
    path.write_bytes(path.read_bytes().replace(b"{", b"{ ", 1)[:before.st_size])  # as cp -p or rsync -a leave it
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert os.stat(path).st_size == before.st_size and os.stat(path).st_mtime_ns == before.st_mtime_ns
    second = client.get("/static/css/play.css", headers=GZ)
    assert gzip.decompress(second.get_data()) == path.read_bytes() != gzip.decompress(first.get_data())


def test_a_static_answer_carries_no_date_of_its_own_and_if_match_is_flasks(client):
    first = client.get("/static/js/app.js", headers=GZ)
    again = client.get("/static/js/app.js", headers=GZ)
    assert "Date" not in first.headers and "Date" not in again.headers  # the server writes the current one
    assert client.get("/static/js/app.js", headers={**GZ, "If-Match": '"not-its-etag"'}).status_code == 412


def test_a_browsers_revalidation_with_both_validators_gets_304_for_each_encoding(client):
    for headers in (GZ, {}):
        first = client.get("/static/js/app.js", headers=headers)
        again = client.get("/static/js/app.js", headers={
            **headers, "If-None-Match": first.headers["ETag"], "If-Modified-Since": first.headers["Last-Modified"]})
        assert again.status_code == 304 and again.get_data() == b"", headers
        assert again.headers["ETag"] == first.headers["ETag"] and "Content-Encoding" not in again.headers
        since = client.get("/static/js/app.js", headers={**headers, "If-Modified-Since": first.headers["Last-Modified"]})
        assert since.status_code == 304, headers


def test_a_kept_files_answers_are_sent_without_flask_and_stay_secured(own_static):
    """Once kept, a file's 200, HEAD and 304 come from the WSGI layer (compress.KeptFiles): Flask's view
    is not called again, and the answers still carry what Flask's hooks add."""
    client, _ = own_static
    app = client.application
    first = client.get("/static/css/play.css", headers=GZ)

    asked = []
    flasks = app.view_functions["static"]

    def counted(filename):
        asked.append(filename)
        return flasks(filename)

    app.view_functions["static"] = counted
    again = client.get("/static/css/play.css", headers=GZ)
    assert again.status_code == 200 and again.get_data() == first.get_data()
    assert dict(again.headers) == dict(first.headers)
    assert_secured(again)
    head = client.head("/static/css/play.css", headers=GZ)
    assert head.status_code == 200 and head.get_data() == b"" and dict(head.headers) == dict(first.headers)
    unchanged = client.get("/static/css/play.css", headers={**GZ, "If-None-Match": first.headers["ETag"]})
    assert unchanged.status_code == 304 and unchanged.get_data() == b"" and "Content-Length" not in unchanged.headers
    assert_secured(unchanged)
    assert asked == []
    assert client.get("/static/css/play.css").status_code == 200  # not kept in this encoding: Flask's view keeps it
    assert asked == ["css/play.css"]

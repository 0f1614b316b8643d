"""The app's files (companion/web/statics.py): a text file gzipped for a phone that takes gzip, as it is
otherwise, each with its own ETag and its 304; images and missing files as Flask sends them."""
from __future__ import annotations

import gzip

import pytest

from companion.config import Config
from companion.files import asset_dir
from companion.web import create_app

GZ = {"Accept-Encoding": "gzip, deflate, br"}


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    return create_app(Config(db=str(tmp_path_factory.mktemp("static") / "s.sqlite3"))).test_client()


@pytest.mark.parametrize("rel", ["js/app.js", "css/app.css", "i18n/en.ftl"])
def test_a_text_file_is_sent_gzipped_to_a_phone_that_takes_gzip_and_as_it_is_otherwise(client, rel):
    with open(f"{asset_dir('static')}/{rel}", "rb") as fh:
        original = fh.read()
    zipped = client.get(f"/static/{rel}", headers=GZ)
    assert zipped.status_code == 200 and zipped.headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(zipped.get_data()) == original and "Accept-Encoding" in zipped.headers["Vary"]
    plain = client.get(f"/static/{rel}")
    assert plain.status_code == 200 and "Content-Encoding" not in plain.headers and plain.get_data() == original
    assert plain.headers["ETag"] != zipped.headers["ETag"]
    for answer, headers in ((zipped, GZ), (plain, {})):
        again = client.get(f"/static/{rel}", headers={**headers, "If-None-Match": answer.headers["ETag"]})
        assert again.status_code == 304


def test_images_and_missing_files_are_sent_as_flask_sends_them(client):
    icon = client.get("/static/icons/icon-192.png", headers=GZ)
    assert icon.status_code == 200 and "Content-Encoding" not in icon.headers
    assert client.get("/static/js/nothing-here.js", headers=GZ).status_code == 404
    assert client.get("/static/../companion/config.py", headers=GZ).status_code == 404

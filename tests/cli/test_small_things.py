"""Small things a newcomer meets: the log's first sentence, a git-ignored deploy/.env,
no stale note about gunicorn's control socket, an oversized join not counted as a join."""
from __future__ import annotations

import subprocess

import pytest

from companion import catalogs, rules
from companion.config import Config
from companion.rules import texts
from companion.web import create_app
from tests.deploy.helpers import DEPLOY, ROOT


@pytest.mark.parametrize("profile, sentence", [
    ("howell", "Ann opened a howell table."),
    ("abbott", "Ann opened an abbott table."),
    ("express", "Ann opened an express table."),
])
def test_the_first_sentence_has_the_right_article(profile, sentence):
    record = {"type": "create", "profile": profile, "options": {}, "host_name": "Ann", "by": "p1"}
    state = rules.replay([record])
    assert catalogs.say(texts.says(state, record)) == sentence


def test_deploy_env_is_ignored_by_git():
    done = subprocess.run(["git", "check-ignore", "-q", "--no-index", "deploy/.env"], cwd=ROOT)
    assert done.returncode == 0


def test_deploy_has_no_stale_note_about_the_control_socket():
    for path in DEPLOY.iterdir():
        if path.is_file():
            text = path.read_text(errors="replace").lower()
            assert "control socket" not in text and ".gunicorn" not in text, path.name


def test_an_oversized_join_is_not_counted_against_the_join_limit(tmp_path):
    app = create_app(Config(db=str(tmp_path / "joins.sqlite3"), limit_join=(2, 60.0), limit_create=(100, 60.0),
                            limit_unknown=(100, 60.0)))
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = "198.51.100.3"  # a phone: this machine itself is not counted
    code = client.post("/api/tables", json={"profile": "howell", "host_name": "Ann"}).get_json()["code"]
    huge = b'{"name": "' + b"x" * (app.config["MAX_CONTENT_LENGTH"] + 10) + b'"}'
    for _ in range(5):
        answer = client.post(f"/api/tables/{code}/join", data=huge, content_type="application/json")
        assert answer.status_code == 413 and answer.get_json()["error"] == "too_large"
    for name in ("Ben", "Cy"):  # the limit (2) is still whole
        assert client.post(f"/api/tables/{code}/join", json={"name": name}).status_code == 201
    assert client.post(f"/api/tables/{code}/join", json={"name": "Di"}).status_code == 429

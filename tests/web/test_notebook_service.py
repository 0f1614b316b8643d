"""RULES.md, "A notebook of hypotheses", through the table service and its API (a real SQLite file).

Writing one changes no version anyone else sees (nobody's next tap goes stale), no ETag but its
writer's, no log page; it is durable (a new process over the same file replays it), idempotent on
retry, kept in the export of ended deals only.
"""
from __future__ import annotations

import pytest

from companion.config import Config
from companion.web import create_app
from tests.phones import Game
from tests.support import FlaskHttp
from tests.web.conftest import OPEN_LIMITS


def app_over(path):
    return FlaskHttp(create_app(Config(db=str(path), public_url="http://table.test", **OPEN_LIMITS)).test_client())


@pytest.fixture()
def table(tmp_path):
    http = app_over(tmp_path / "notebook.sqlite3")
    game = Game(http)  # Ann (host), Ben, Cy, Di
    act(game, "Ann", {"type": "start", "first_dealer": game.ids["Ann"]})
    act(game, "Ann", {"type": "seal_rule", "text": "red after black"})
    return game


def act(game, who, body, expect=200):
    status, answer = game.http.post(game.path + "/actions", body, token=game.token(who))
    assert status == expect, answer
    return answer


def etag(game, who):
    token = game.token(who)
    response = game.http.client.get(game.path, headers={"Authorization": f"Bearer {token}"} if token else {})
    return response.headers["ETag"]


def test_secret_writing_changes_no_version_etag_or_log_anyone_else_sees(table):
    before = {who: etag(table, who) for who in ("Ann", "Cy", None)}
    version = table.snap("Ann")["version"]
    mine = act(table, "Ben", {"type": "write_hypothesis", "text": "colours alternate"})
    assert mine["version"] == version and mine["my_hypotheses"][0]["text"] == "colours alternate"
    assert {who: etag(table, who) for who in before} == before
    for who in ("Ann", "Cy", None):
        assert "colours alternate" not in str(table.snap(table.ids.get(who)))
        assert "colours alternate" not in str(table.http.get(table.path + "/log", token=table.token(who))[1])
    assert "colours alternate" not in str(table.http.get(table.path + "/notebooks")[1])


def test_writing_one_never_makes_another_phones_next_tap_stale(table):
    seen = table.snap("Ann")["version"]
    act(table, "Ben", {"type": "write_hypothesis", "text": "even ranks", "expected_version": seen})
    act(table, "Ann", {"type": "starter", "cards": 1, "rank": 2, "expected_version": seen})  # not stale


def test_writing_an_error_names_no_one_elses_hypothesis(table):
    hid = act(table, "Ben", {"type": "write_hypothesis", "text": "only hearts"})["my_hypotheses"][0]["id"]
    status, answer = table.http.post(table.path + "/actions", {"type": "strike_hypothesis", "id": hid},
                                     token=table.token("Cy"))
    assert (status, answer["error"]) == (403, "own_hypothesis_only") and "hearts" not in str(answer)


def test_writing_is_idempotent_on_retry_and_durable_across_a_new_process(table, tmp_path):
    body = {"type": "write_hypothesis", "text": "face cards", "action_id": "ben-1"}
    act(table, "Ben", body)
    again = act(table, "Ben", body)
    assert [h["text"] for h in again["my_hypotheses"]] == ["face cards"]
    table.http = app_over(tmp_path / "notebook.sqlite3")  # another process over the same file
    assert [h["text"] for h in table.snap("Ben")["my_hypotheses"]] == ["face cards"]
    act(table, "Ben", body)  # still the same action
    assert len(table.snap("Ben")["my_hypotheses"]) == 1


def test_shown_when_the_deal_ends_and_kept_in_the_export(table):
    hid = act(table, "Ben", {"type": "write_hypothesis", "text": "red after black"})["my_hypotheses"][0]["id"]
    act(table, "Ann", {"type": "end_game"})
    for who in ("Cy", None):
        notebook = table.snap(table.ids.get(who))["notebook"]
        assert [h["text"] for h in notebook["hypotheses"]] == ["red after black"]
    marked = act(table, "Ann", {"type": "mark_hypothesis", "id": hid})["notebook"]
    assert marked["discoveries"] == [{"by": table.ids["Ben"], "id": hid, "table": 0}]
    kept = table.http.get(table.path + "/notebooks")[1]["notebooks"]
    assert kept[0]["writers"] == 1 and kept[0]["hypotheses"][0]["marked"]


class Socket:
    """A table's socket as the service sees one: who it is for, and the frames handed to it."""

    def __init__(self, viewer):
        self.viewer, self.token, self.got = viewer, None, []

    def offer(self, frames, again=False):
        self.got.append(frames.text(self.viewer))

    def close(self, code=4401, message=""):
        pass


def test_secret_a_hypothesis_is_handed_to_its_writers_socket_alone(tmp_path):
    from companion.service.table_service import TableService
    from companion.storage.store import open_store

    tables = TableService(open_store(str(tmp_path / "sockets.sqlite3")))
    code, host, token = tables.create("howell", None, "Ann")
    people = {"Ann": token}
    for name in ("Ben", "Cy", "Di"):
        people[name] = tables.join(code, name, None)[1]
    ids = {name: tables.authenticate(code, t) for name, t in people.items()}
    tables.submit(code, token, {"type": "start", "first_dealer": host})
    tables.submit(code, token, {"type": "seal_rule", "text": "red after black"})
    sockets = {name: Socket(ids[name]) for name in people} | {"spectator": Socket(None)}
    for sub in sockets.values():
        tables.subscribe(code, sub)
    before = {name: list(sub.got) for name, sub in sockets.items()}
    tables.submit(code, people["Ben"], {"type": "write_hypothesis", "text": "colours alternate"})
    assert b"colours alternate" in sockets["Ben"].got[-1]
    assert {name: sub.got for name, sub in sockets.items() if name != "Ben"} == \
        {name: got for name, got in before.items() if name != "Ben"}
    tables.submit(code, token, {"type": "starter", "cards": 1, "rank": 3})  # the next action: everyone's
    assert all(b"colours alternate" not in sub.got[-1] for name, sub in sockets.items() if name != "Ben")
    assert b"colours alternate" in sockets["Ben"].got[-1]


def test_writing_through_one_process_is_read_through_another(postgres_server):
    """Two processes over one PostgreSQL log: each catches the notebook up with the log (one read)."""
    db = postgres_server.new_database()
    one, two = (FlaskHttp(create_app(Config(db=db, public_url="http://table.test", **OPEN_LIMITS)).test_client())
                for _ in range(2))
    game = Game(one)
    act(game, "Ann", {"type": "start", "first_dealer": game.ids["Ann"]})
    act(game, "Ann", {"type": "seal_rule", "text": "red after black"})
    game.http = two
    assert "my_hypotheses" not in game.snap("Ben")  # process two holds the table now
    game.http = one
    act(game, "Ben", {"type": "write_hypothesis", "text": "face cards", "action_id": "b-1"})
    game.http = two
    assert [h["text"] for h in game.snap("Ben")["my_hypotheses"]] == ["face cards"]
    assert "face cards" not in str(game.snap("Cy"))
    again = act(game, "Ben", {"type": "write_hypothesis", "text": "face cards", "action_id": "b-1"})
    assert len(again["my_hypotheses"]) == 1  # the retry through the other process: applied once
    act(game, "Cy", {"type": "write_hypothesis", "text": "even ranks"})
    game.http = one
    assert [h["text"] for h in game.snap("Cy")["my_hypotheses"]] == ["even ranks"]

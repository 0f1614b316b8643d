"""RULES.md, "A notebook of hypotheses", with the real server: a hypothesis answered is kept across
SIGKILL (its own stream, written before the answer, as every action), and its retry after the
restart (the same action_id) is not written twice; the table's version never moved for it."""
from __future__ import annotations

from tests.phones import Game
from tests.support import Http, ServerProcess


def test_writing_an_answered_hypothesis_survives_sigkill_and_its_retry_is_applied_once(tmp_path):
    db = str(tmp_path / "notebook.sqlite3")
    server = ServerProcess(db).start()
    try:
        game = Game(Http(server.port))
        game.act("Ann", {"type": "start", "first_dealer": game.ids["Ann"]})
        game.act("Ann", {"type": "seal_rule", "text": "red after black"})
        version = game.snap("Ann")["version"]
        body = {"type": "write_hypothesis", "text": "colours alternate", "action_id": "ben-durable-1"}
        status, answer = Http(server.port).post(f"{game.path}/actions", body, token=game.token("Ben"))
        assert status == 200 and answer["version"] == version
        server.kill()
        server = ServerProcess(db, port=server.port).start()
        game.http = Http(server.port)
        status, again = game.http.post(f"{game.path}/actions", body, token=game.token("Ben"))
        assert status == 200 and [h["text"] for h in again["my_hypotheses"]] == ["colours alternate"]
        assert game.snap("Cy")["version"] == version and "my_hypotheses" not in game.snap("Cy")
    finally:
        server.discard()

"""A game night on the real server, killed (SIGKILL) and restarted twice: two games at one table,
a latecomer who joins between deals and a leaver removed between deals. After each restart the
served state is a fresh replay of the log and what the phones last saw (the board's and the
latecomer's sockets); the latecomer's token still holds her seat, the leaver's holds none, and the
night goes on to its standings. (tests/e2e/test_durability.py kills at random moments.)"""
from __future__ import annotations

import json

import pytest

from companion import rules
from companion.service import sentences
from tests.e2e.test_durability import read_log
from tests.phones import Game, Phone
from tests.support import Http, ServerProcess

pytestmark = pytest.mark.e2e


def socket(server: ServerProcess, game: Game, token: str | None = None) -> Phone:
    return Phone(server.port, game.code, token).connect()


def without_presence(state: dict) -> dict:
    """A snapshot without who is connected: the sockets died with the server."""
    return {**state, "people": [{k: v for k, v in p.items() if k != "connected"} for p in state["people"]]}


def restart_and_compare(server: ServerProcess, db: str, game: Game, phones: dict) -> ServerProcess:
    """SIGKILL, restart on the same file; the served state = the log's replay = what each phone saw."""
    last = game.versions[-1]
    saw = {who: phone.read_until(last) for who, phone in phones.items()}
    server.kill()
    for phone in phones.values():
        phone.close()
    server = ServerProcess(db, port=server.port).start()
    try:
        game.http = Http(server.port)
        replayed = rules.replay([record for _, _, record in read_log(db, game.code)])
        assert replayed.version == last, "every answered action is in the log, nothing more"
        for who, viewer in (("board", None), ("eve", "p5"), ("host", "p1")):
            served = game.snap(viewer)
            expected = sentences.table(rules.view(replayed, viewer, frozenset(), game.code))
            expected["notebook"] = rules.public_view(replayed, rules.replay_notes([]))  # its own stream: no hypothesis here
            assert served == json.loads(json.dumps(expected))
            if who in saw:
                assert without_presence(served) == without_presence(saw[who]), who
    except BaseException:
        server.stop()  # the caller's finally stops the server it knows: the one before the restart
        raise
    return server


def test_a_night_of_two_games_with_a_latecomer_and_a_leaver_survives_sigkill_and_restart(tmp_path):
    db = str(tmp_path / "night.sqlite3")
    server = ServerProcess(db).start()
    try:
        game = Game(Http(server.port), "howell", people=4, options={"hand_size": 1})
        game.with_ids = True
        board = socket(server, game)
        di = socket(server, game, game.tokens["p4"])
        game.start(first_dealer="p1")
        game.quick_deal()  # Ann deals, Ben empties

        status, eve = game.http.post(f"{game.path}/join", {"name": "Eve"})
        assert status == 201 and eve["player_id"] == "p5"
        game.tokens["p5"] = eve["token"]
        game.act("p1", {"type": "seat", "order": ["p1", "p2", "p5", "p3", "p4"]})
        game.act("p1", {"type": "kick", "player": "p4"})  # Di leaves: her socket is closed
        assert di.close_code() == 4401
        di.close()
        phone = socket(server, game, eve["token"])
        server = restart_and_compare(server, db, game, {"board": board, "eve": phone})

        assert game.http.get(game.path, token=game.tokens["p4"])[0] == 401  # the leaver's token holds no seat
        refused = socket(server, game, game.tokens["p4"])
        assert refused.receive()["error"] == "unknown_token"
        refused.close()
        board, phone = socket(server, game), socket(server, game, eve["token"])
        assert phone.read_until(game.versions[-1])["me"] == "p5"
        while (state := game.snap())["phase"] != "game_over":  # Ben, Eve, Cy deal: Eve too
            if state["phase"] == "deal_over":
                game.act("p1", {"type": "next_deal"})
            game.quick_deal()
        first = game.snap()
        assert [d["dealer"] for d in first["deals"]] == ["p1", "p2", "p5", "p3"]
        assert first["games"][0]["removed"] == ["p4"]
        assert first["totals"]["p5"] == 10  # she emptied her hand in Ben's deal, then dealt

        game.act("p1", {"type": "new_game"})
        game.start(first_dealer="p5")
        game.act("p5", {"type": "seal_rule", "text": "red after black"})
        game.act("p5", {"type": "starter", "cards": 1, "rank": 1})  # game 2, deal 1, mid-deal
        server = restart_and_compare(server, db, game, {"board": board, "eve": phone})

        state = game.snap("p5")
        assert state["game"] == 2 and state["deal"]["rule"] == "red after black"  # the dealer's own
        assert "rule" not in game.snap()["deal"]  # and nobody else's, after the restart too
        game.act(state["turn"], {"type": "attempt", "cards": 1})
        game.act("p5", {"type": "judge", "verdict": "right"})
        game.act("p1", {"type": "end_game"})
        night = game.snap()
        assert [g["number"] for g in night["games"]] == [1, 2]
        assert {r["player"]: r["games"] for r in night["standings"]} == {"p1": 2, "p2": 2, "p3": 2, "p5": 2, "p4": 1}
        game.http.close()
    finally:
        server.discard()

"""``POST /api/tables/<code>/people/<player_id>/rejoin``: the host re-issues a seat's token.

The server keeps only SHA-256 hashes, so a lost token cannot be shown again:
the host draws a new one, and the old one stops working at once.
"""
from __future__ import annotations

import pytest

from tests.phones import Game


def rejoin(game: Game, player: str, by: str | None = "p1", body=None, raw: bytes | None = None):
    token = game.tokens.get(by) if by else None
    return game.http.call("POST", f"{game.path}/people/{player}/rejoin", body, token=token, raw=raw)


def log_of(game: Game) -> list:
    status, body = game.http.get(f"{game.path}/log")
    assert status == 200
    return body["actions"]


@pytest.mark.parametrize("started", [False, True])
def test_the_host_gets_a_new_token_and_the_old_one_stops_working(http, started):
    game = Game(http, "howell", people=4)
    if started:
        game.start(first_dealer="p2")
    before = game.snap("p1")
    actions = log_of(game)
    old = game.tokens["p3"]

    status, answer = rejoin(game, "p3", body={})
    assert status == 200, answer
    assert set(answer) >= {"player_id", "token", "rejoin_url", "qr_svg"}
    assert answer["player_id"] == "p3"
    new = answer["token"]
    assert new != old and len(new) >= 43  # 32 random bytes, like a join token
    assert answer["rejoin_url"] == f"http://table.test/t/{game.code}#token={new}"
    assert answer["qr_svg"].lstrip().startswith("<?xml") and "<svg" in answer["qr_svg"]

    # the old token: 401 everywhere
    status, body = http.get(game.path, token=old)
    assert (status, body["error"]) == (401, "unknown_token")
    status, body = http.post(f"{game.path}/join", {"name": "Cy"}, token=old)
    assert status == 409  # not its seat back: the name is taken by the seat it lost
    # the new one is that seat
    game.tokens["p3"] = new
    assert game.snap("p3")["me"] == "p3"

    # not a game action: the version and the log are untouched
    after = game.snap("p1")
    assert after["version"] == before["version"]
    assert log_of(game) == actions


def test_the_new_token_can_act(http):
    game = Game(http, "express", people=3)
    game.start(first_dealer="p1")
    status, answer = rejoin(game, "p1", by="p1")  # the host re-issues their own seat, empty body
    assert status == 200, answer
    old, game.tokens["p1"] = game.tokens["p1"], answer["token"]
    game.act("p1", {"type": "seal_rule", "text": "anything"})
    status, body = http.post(f"{game.path}/actions", {"type": "starter", "cards": 1}, token=old)
    assert (status, body["error"]) == (401, "unknown_token")


def test_an_empty_body_is_fine(http):
    game = Game(http, "howell", people=4)
    status, answer = rejoin(game, "p2", raw=b"")
    assert status == 200, answer
    assert answer["player_id"] == "p2"


def test_only_the_host(http):
    game = Game(http, "howell", people=4)
    game.start(first_dealer="p2")
    status, body = rejoin(game, "p3", by="p2")  # the dealer is not the host
    assert (status, body["error"]) == (403, "host_only")
    status, body = rejoin(game, "p2", by="p2")  # not even for their own seat
    assert (status, body["error"]) == (403, "host_only")
    assert game.snap("p3")["me"] == "p3"  # nothing changed


def test_unknown_player(http):
    game = Game(http, "howell", people=4)
    status, body = rejoin(game, "p9")
    assert (status, body["error"]) == (400, "unknown_player")
    # a removed person has no seat to rejoin
    status, joined = http.post(f"{game.path}/join", {"name": "Zed"})
    game.act("p1", {"type": "kick", "player": joined["player_id"]})
    status, body = rejoin(game, joined["player_id"])
    assert (status, body["error"]) == (400, "unknown_player")


def test_unknown_table_and_missing_or_unknown_token(http):
    game = Game(http, "howell", people=4)
    status, body = http.call("POST", "/api/tables/ZZZZZZ/people/p2/rejoin", {}, token=game.tokens["p1"])
    assert (status, body["error"]) == (404, "unknown_table")
    status, body = rejoin(game, "p2", by=None)
    assert (status, body["error"]) == (401, "missing_token")
    status, body = http.call("POST", f"{game.path}/people/p2/rejoin", {}, token="not-a-token")
    assert (status, body["error"]) == (401, "unknown_token")


def test_the_order_of_checks(http):
    game = Game(http, "howell", people=4)
    # 404 before 401
    status, body = http.call("POST", "/api/tables/ZZZZZZ/people/p9/rejoin", {})
    assert status == 404
    # 401 before 400
    status, body = http.call("POST", f"{game.path}/people/p9/rejoin", {}, token="nope")
    assert status == 401
    # 400 before 403: a non-host naming nobody
    status, body = rejoin(game, "p9", by="p2")
    assert (status, body["error"]) == (400, "unknown_player")
    # a malformed body is 400 too
    status, body = rejoin(game, "p2", raw=b"[1, 2")
    assert (status, body["error"]) == (400, "bad_json")
    assert game.snap("p2")["me"] == "p2"  # still the old token: nothing was re-issued


def test_lowercase_code_gives_the_canonical_link(http):
    game = Game(http, "howell", people=4)
    status, answer = http.call("POST", f"/api/tables/{game.code.lower()}/people/p4/rejoin", {},
                               token=game.tokens["p1"])
    assert status == 200, answer
    assert answer["rejoin_url"].startswith(f"http://table.test/t/{game.code}#token=")


def test_a_dealers_seat_given_a_new_link_mid_deal_does_not_see_the_sealed_rule(app, http):
    """RULES.md: nobody but the dealer sees the sealed rule; whoever holds a new link may not be."""
    game = Game(http, "express", people=3)
    game.start(first_dealer="p2")
    game.act("p2", {"type": "seal_rule", "text": "RULE-FOR-P2-ONLY"})
    assert game.snap("p2")["deal"]["rule"] == "RULE-FOR-P2-ONLY"

    status, answer = rejoin(game, "p2")
    assert status == 200, answer
    game.tokens["p2"] = answer["token"]
    assert "rule" not in game.snap("p2")["deal"]
    status, body = http.get(f"{game.path}/log", token=answer["token"])
    assert "RULE-FOR-P2-ONLY" not in str(body)
    # the seat still deals: its taps are the dealer's
    game.act("p2", {"type": "starter", "cards": 1})

    # the same after a restart: the store remembers what the token may not see
    from companion.service.table_service import TableService
    from tests.support import FlaskHttp
    import dataclasses

    from companion.web.services import services
    fresh = TableService(services(app).store)
    dataclasses.replace(services(app), tables=fresh).install(app)
    again = FlaskHttp(app.test_client())
    status, snap = again.get(game.path, token=answer["token"])
    assert status == 200 and snap["me"] == "p2" and "rule" not in snap["deal"]
    assert fresh.open_tables() == 1

    # once the deal is over the rule is everyone's
    game.act("p2", {"type": "end_game"}, expect=403)
    game.act("p1", {"type": "end_game"})
    assert game.snap("p2")["deal"]["rule"] == "RULE-FOR-P2-ONLY"
    assert game.snap("p3")["deal"]["rule"] == "RULE-FOR-P2-ONLY"


def test_a_new_link_for_another_seat_leaves_the_dealers_view_alone(http):
    game = Game(http, "express", people=3)
    game.start(first_dealer="p2")
    game.act("p2", {"type": "seal_rule", "text": "STILL-MINE"})
    status, answer = rejoin(game, "p3")
    assert status == 200
    assert game.snap("p2")["deal"]["rule"] == "STILL-MINE"


def test_an_undone_seal_stays_hidden_from_the_dealers_seat_given_a_new_link(http):
    """An undone seal is as secret as a sealed one: whoever holds the new link may not be the dealer."""
    game = Game(http, "express", people=3)
    game.start(first_dealer="p2")
    game.act("p2", {"type": "seal_rule", "text": "UNDONE-RULE"})
    game.act("p2", {"type": "undo"})
    status, body = http.get(f"{game.path}/log", token=game.tokens["p2"])
    assert "UNDONE-RULE" in str(body)  # the dealer's own phone still reads what it sealed
    status, answer = rejoin(game, "p2")
    assert status == 200, answer
    status, body = http.get(f"{game.path}/log", token=answer["token"])
    assert status == 200 and "UNDONE-RULE" not in str(body)
    sealed = [a for a in body["actions"] if a["type"] == "seal_rule"]
    assert sealed and all("rule" not in a and "salt" not in a for a in sealed)
    game.tokens["p2"] = answer["token"]
    game.act("p1", {"type": "end_game"})  # once the deal is over, its seals are everyone's
    status, body = http.get(f"{game.path}/log")
    assert "UNDONE-RULE" in str(body)

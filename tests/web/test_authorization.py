"""Who may send what: every action type x every role, through the HTTP API.

Each case builds a fresh table in the situation where the action fits, so a
refusal can only come from the sender's role (403), their token (401) or,
where API.md says so, the order of judging (409).
"""
from __future__ import annotations

import pytest

from tests.phones import Game

# people of the howell scenarios: p1 host, p2 dealer, players p3 p4 p5 p6 p1 from the dealer's left;
# starter rank 1 -> p3 plays first; p3 then declares prophet; p4 is on turn.
HOWELL = {"host": "p1", "dealer": "p2", "prophet": "p3", "turn": "p4", "other": "p5"}


def seat_spectator(game: Game) -> str:
    """Someone who sat down and was removed before the start: holds a token, has no seat."""
    status, joined = game.http.post(f"{game.path}/join", {"name": "Zed"})
    assert status == 201
    game.tokens[joined["player_id"]] = joined["token"]
    game.act(game.host, {"type": "kick", "player": joined["player_id"]})
    return joined["player_id"]


def lobby(http):
    game = Game(http, "howell", people=6)
    seat_spectator(game)
    return game, {"host": "p1", "other": "p4", "spectator": "p7"}


def starter_phase(http):
    game = Game(http, "howell", people=6)
    seat_spectator(game)
    game.start(first_dealer="p2")
    return game, {"host": "p1", "dealer": "p2", "other": "p5", "spectator": "p7"}


def just_played(http):
    game, _ = starter_phase(http)
    game.act("p2", {"type": "seal_rule", "text": "red after black"})
    game.act("p2", {"type": "starter", "cards": 1, "rank": 1})
    game.act("p3", {"type": "attempt", "cards": 1})
    game.act("p2", {"type": "judge", "verdict": "right"})
    return game, dict(HOWELL, spectator="p7")  # "prophet" = p3, who may declare now


def after(scenario, by: str, body: dict, **roles):
    """``scenario``, then one more action (``by`` sends ``body``); ``roles`` adds who is who."""
    def then(http):
        game, known = scenario(http)
        game.act(by, body)
        return game, dict(known, **roles)
    return then


with_prophet = after(just_played, "p3", {"type": "declare_prophet"})
judging = after(with_prophet, "p4", {"type": "attempt", "cards": 1})
confirming = after(judging, "p3", {"type": "judge", "verdict": "right"})


def deal_over(http):
    game, roles = starter_phase(http)
    game.act("p2", {"type": "starter", "cards": 1, "rank": 1})
    game.act("p3", {"type": "attempt", "cards": 14})
    game.act("p2", {"type": "judge", "verdict": "right"})
    assert game.snap()["phase"] == "deal_over"
    return game, roles


def game_over(http):
    game, roles = starter_phase(http)
    game.act("p1", {"type": "end_game"})
    assert game.snap()["phase"] == "game_over"
    return game, roles


# a game night: deal 1 over, then p6 removed between deals (a removed person who keeps a total);
# the game ended by the host; the lobby of the table's second game
between_deals = after(deal_over, "p1", {"type": "kick", "player": "p6"}, removed="p6")
after_the_game = after(between_deals, "p1", {"type": "end_game"})
next_lobby = after(after_the_game, "p1", {"type": "new_game"})


def express_guess(http):
    game = Game(http, "express", people=4)
    seat_spectator(game)
    game.start(first_dealer="p2")
    game.act("p2", {"type": "starter", "cards": 1})
    game.act("p3", {"type": "attempt", "cards": 1})
    game.act("p2", {"type": "judge", "verdict": "right"})
    return game, {"host": "p1", "dealer": "p2", "turn": "p4", "other": "p3", "spectator": "p5"}


def express_hints(http):
    game = Game(http, "express", people=4, options={"hints": True})
    seat_spectator(game)
    game.start(first_dealer="p2")
    game.act("p2", {"type": "starter", "cards": 1})
    return game, {"host": "p1", "dealer": "p2", "turn": "p3", "other": "p4", "spectator": "p5"}


A, F, C = 200, 403, 409
# action: (scenario, body, {role: expected status}); "no_token" (a spectator's phone), "spectator"
# (a removed person's token) and "foreign" (another table's token) are 401 everywhere
MATRIX = {
    "seat": (lobby, {"order": ["p6", "p5", "p4", "p3", "p2", "p1"]}, {"host": A, "other": F}),
    "options": (lobby, {"options": {"hand_size": 10}}, {"host": A, "other": F}),
    "kick": (lobby, {"player": "p6"}, {"host": A, "other": F}),
    # a room's organizer alone (tests/web/test_a_room_of_tables.py): at a table of no room, nobody
    "make_host": (lobby, {"player": "p2"}, {"host": F, "other": F}),
    "start": (lobby, {"first_dealer": "p2"}, {"host": A, "other": F}),
    "seal_rule": (starter_phase, {"text": "odd after even"}, {"host": F, "dealer": A, "other": F}),
    "starter": (starter_phase, {"cards": 2, "rank": 5}, {"host": F, "dealer": A, "other": F}),
    "attempt": (with_prophet, {"cards": 1, "player": "p4"},
                {"host": F, "dealer": A, "turn": A, "other": F, "prophet": F}),
    "no_play": (with_prophet, {"player": "p4"},
                {"host": F, "dealer": A, "turn": A, "other": F, "prophet": F}),
    "judge": (judging, {"verdict": "right"},
              {"host": F, "dealer": C, "turn": F, "other": F, "prophet": A}),
    "confirm": (confirming, {}, {"host": F, "dealer": A, "turn": F, "other": F, "prophet": F}),
    "overrule": (confirming, {"verdict": "wrong"},
                 {"host": F, "dealer": A, "turn": F, "other": F, "prophet": F}),
    "declare_prophet": (just_played, {"player": "p3"},
                        {"host": F, "dealer": A, "turn": F, "other": F, "prophet": A}),
    "guess": (express_guess, {"verdict": "wrong"}, {"host": F, "dealer": A, "turn": F, "other": F}),
    "buy_hint": (express_hints, {"player": "p3", "text": "think colours"},
                 {"host": F, "dealer": A, "turn": A, "other": F}),
    "withdraw": (judging, {}, {"host": F, "dealer": F, "turn": A, "other": F, "prophet": F}),
    "undo": (with_prophet, {}, {"host": A, "dealer": A, "turn": F, "other": F, "prophet": F}),
    "next_deal": (deal_over, {}, {"host": A, "dealer": A, "other": F}),
    "end_game": (with_prophet, {}, {"host": A, "dealer": F, "turn": F, "other": F, "prophet": F}),
    "new_game": (game_over, {}, {"host": A, "dealer": F, "other": F}),
}
# A game night (docs/rules.md): what may be sent between deals, after the game and in a later
# game's lobby, where a "removed" person (removed between deals, their total kept) is 401 too.
R = 401
SEATED_AFTER_KICK = ["p1", "p5", "p4", "p3", "p2"]
NIGHT = {
    "seat@between_deals": (between_deals, {"order": SEATED_AFTER_KICK},
                           {"host": A, "dealer": F, "other": F, "removed": R}),
    "kick@between_deals": (between_deals, {"player": "p5"}, {"host": A, "dealer": F, "other": F, "removed": R}),
    "undo@between_deals": (between_deals, {}, {"host": A, "dealer": A, "other": F, "removed": R}),
    "next_deal@between_deals": (between_deals, {}, {"host": A, "dealer": A, "other": F, "removed": R}),
    "end_game@between_deals": (between_deals, {}, {"host": A, "dealer": F, "other": F, "removed": R}),
    "seat@after_the_game": (after_the_game, {"order": SEATED_AFTER_KICK},
                            {"host": A, "dealer": F, "other": F, "removed": R}),
    "kick@after_the_game": (after_the_game, {"player": "p5"}, {"host": A, "dealer": F, "other": F, "removed": R}),
    "new_game@after_the_game": (after_the_game, {"profile": "abbott"},
                                {"host": A, "dealer": F, "other": F, "removed": R}),
    "options@next_lobby": (next_lobby, {"options": {"hand_size": 10}}, {"host": A, "other": F, "removed": R}),
    "seat@next_lobby": (next_lobby, {"order": SEATED_AFTER_KICK}, {"host": A, "other": F, "removed": R}),
    "kick@next_lobby": (next_lobby, {"player": "p5"}, {"host": A, "other": F, "removed": R}),
    "start@next_lobby": (next_lobby, {"first_dealer": "p3"}, {"host": A, "other": F, "removed": R}),
}
ALL = {**MATRIX, **NIGHT}

CASES = [(case, role, status) for case, (_, _, roles) in ALL.items()
         for role, status in [*roles.items(), ("no_token", 401), ("spectator", 401), ("foreign", 401)]]


@pytest.mark.parametrize("case,role,status", CASES, ids=[f"{c}-{r}" for c, r, _ in CASES])
def test_who_may_send_what(http, case, role, status):
    scenario, fields, _ = ALL[case]
    action = case.partition("@")[0]
    game, roles = scenario(http)
    before = game.snap(game.host)
    if role == "no_token":
        token = None
    elif role == "foreign":
        token = Game(http, "howell", people=1).tokens["p1"]  # a real token, of another table
    else:
        token = game.tokens[roles[role]]
    code, answer = http.post(f"{game.path}/actions", {"type": action, **fields}, token=token)
    assert code == status, (action, role, answer)
    if status == 200:
        assert answer["version"] == before["version"] + 1
    else:
        assert set(answer) == {"error", "message"}
        assert game.snap(game.host) == before, "a refused action changed the table"


def test_every_action_type_is_in_the_matrix():
    from companion import rules

    assert set(MATRIX) == set(rules.ACTION_TYPES)
    assert {case.partition("@")[0] for case in NIGHT} <= set(rules.ACTION_TYPES)


def test_every_seat_change_is_in_the_matrix_wherever_it_may_happen():
    """Seats change in the lobby, between deals and after the game (turns.SEATING_PHASES)."""
    from companion.rules import turns

    where = {"lobby": lobby, "deal_over": between_deals, "game_over": after_the_game}
    assert set(where) == set(turns.SEATING_PHASES)
    for action in ("seat", "kick"):
        scenarios = {ALL[case][0] for case in ALL if case.partition("@")[0] == action}
        assert set(where.values()) <= scenarios, action


def test_a_removed_persons_token_is_refused_401_for_every_action_type(http):
    """Nobody acts for someone they may not: once removed, the token holds no seat (docs/API.md)."""
    from companion import rules

    game, roles = between_deals(http)
    before = game.snap(game.host)
    for action in rules.ACTION_TYPES:
        code, answer = http.post(f"{game.path}/actions", {"type": action}, token=game.tokens[roles["removed"]])
        assert (code, answer["error"]) == (401, "unknown_token"), action
    assert game.snap(game.host) == before

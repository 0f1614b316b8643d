"""Eight phones tapping at once on the real server: with expected_version one
wins per version; retries of one action_id never apply twice."""
from __future__ import annotations

import threading

import pytest

from tests.phones import Game
from tests.support import Http

pytestmark = pytest.mark.e2e

PHONES = 8
ROUNDS = 30


def all_at_once(port: int, path: str, requests: list[tuple[dict, str]]) -> list[tuple[int, dict]]:
    """Post every (body, token) from its own connection, released by one barrier."""
    clients = [Http(port) for _ in requests]
    for client in clients:  # open the connections before the race
        client.get("/healthz")
    barrier = threading.Barrier(len(requests))
    results: list = [None] * len(requests)

    def post(i):
        body, token = requests[i]
        barrier.wait()
        results[i] = clients[i].post(path, body, token=token)

    threads = [threading.Thread(target=post, args=(i,)) for i in range(len(requests))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    for client in clients:
        client.close()
    return results


def the_move(state: dict, game: Game) -> tuple[dict, list[str]]:
    """An action that fits now, and the tokens of everyone who may send it."""
    dealer = state["dealer"]
    phase = state["phase"]
    if phase == "starter":
        return {"type": "starter", "cards": 1, "rank": 3}, [game.tokens[dealer]]
    if phase == "turn":
        player = state["turn"]
        return ({"type": "attempt", "cards": 1, "player": player},
                [game.tokens[dealer], game.tokens[player]])
    if phase == "judging":
        return {"type": "judge", "verdict": "wrong"}, [game.tokens[dealer]]
    if phase == "deal_over":
        return {"type": "next_deal"}, [game.tokens[dealer], game.tokens[game.host]]
    raise AssertionError(phase)


def test_expected_version_one_winner_per_version(server, http):
    game = Game(http, "howell", people=8)
    game.start(first_dealer=game.host)
    path = f"{game.path}/actions"
    for _ in range(ROUNDS):
        state = game.snap(game.host)
        version = state["version"]
        body, tokens = the_move(state, game)
        body["expected_version"] = version
        results = all_at_once(server.port, path, [(body, tokens[i % len(tokens)]) for i in range(PHONES)])
        wins = [answer for status, answer in results if status == 200]
        losses = [answer for status, answer in results if status != 200]
        assert len(wins) == 1, results
        assert wins[0]["version"] == version + 1
        for status, answer in results:
            if status != 200:
                assert status == 409 and answer["error"] == "stale_version", (status, answer)
                assert answer["state"]["version"] == version + 1
        assert len(losses) == PHONES - 1
        assert game.snap(game.host)["version"] == version + 1


def test_action_id_retries_never_double_apply(server, http):
    game = Game(http, "howell", people=8)
    game.start(first_dealer=game.host)
    path = f"{game.path}/actions"
    for n in range(ROUNDS):
        state = game.snap(game.host)
        version = state["version"]
        body, tokens = the_move(state, game)
        body["action_id"] = f"tap-{n}"
        # the same tap retried by 8 flaky connections at once, then once more later
        results = all_at_once(server.port, path, [(body, tokens[0]) for _ in range(PHONES)])
        assert all(status == 200 for status, _ in results), results
        assert game.snap(game.host)["version"] == version + 1, "applied more than once"
        status, again = http.post(path, body, token=tokens[0])
        assert status == 200 and again["version"] == version + 1
    status, log = http.get(f"{game.path}/log")
    assert len(log["actions"]) == game.snap()["version"]


def test_concurrent_different_actions_serialise(server, http):
    """Without expected_version, 8 different taps on one table are applied one at a
    time: every answer is a consistent version and the log has no holes."""
    game = Game(http, "howell", people=8)
    path = f"{game.path}/actions"
    start = game.snap()["version"]
    options = [{"type": "options", "options": {"hand_size": 7 + i}} for i in range(PHONES)]
    results = all_at_once(server.port, path, [(o, game.tokens[game.host]) for o in options])
    versions = sorted(answer["version"] for status, answer in results if status == 200)
    assert versions == list(range(start + 1, start + PHONES + 1))

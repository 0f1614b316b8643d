"""A whole howell deal, a whole express round and a whole game, over the real
server, with 8 phones on WebSockets receiving every change."""
from __future__ import annotations

import json
import random
import time

import pytest

from tests.phones import Game, Phone

pytestmark = pytest.mark.e2e

SECRET = "SECRET-RULE: alternate red and black 7f3a"


def secret(deal_number: int) -> str:
    return f"{SECRET} (deal {deal_number})"


def connect_phones(server, game: Game, spectator: bool = False) -> list[Phone]:
    phones = [game.phone(pid).listen() for pid in game.tokens]
    if spectator:
        phones.append(game.phone().listen())
    for phone in phones:  # everyone connected: wait until the last connect was pushed
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if phone.states and all(p["connected"] for p in phone.states[-1]["people"]):
                break
            time.sleep(0.01)
        else:
            raise AssertionError("not every phone shows everyone connected")
    return phones


def assert_every_change_seen(phones: list[Phone], game: Game, since: int) -> None:
    final = game.versions[-1]
    for phone in phones:
        phone.wait_for(final)
        assert phone.error is None, phone.error
        seen = [s["version"] for s in phone.states]
        assert seen == sorted(seen), f"{phone.pid} got versions out of order"
        missing = set(range(since, final + 1)) - set(seen)
        assert not missing, f"{phone.pid} missed versions {sorted(missing)}"
        for state in phone.states:
            assert state["me"] == phone.pid


def assert_rule_sealed(phones: list[Phone]) -> None:
    """Before its deal is over, only the dealer's pushes ever carry the rule text."""
    for phone in phones:
        for raw, state in zip(phone.texts, phone.states):
            deal = state.get("deal") or {}
            if deal and deal.get("ended") is None and state["dealer"] != phone.pid:
                assert secret(deal["number"]) not in raw, f"{phone.pid} saw the sealed rule at version {state['version']}"


def test_howell_deal_with_eight_phones(server, http):
    rng = random.Random(1)
    game = Game(http, "howell", people=8)
    phones = connect_phones(server, game, spectator=True)
    since = game.snap()["version"]
    game.start(first_dealer=game.host)

    def sealed_over_http(state):
        if state["phase"] not in ("deal_over", "game_over"):
            for pid in game.tokens:
                if pid != state["dealer"]:
                    status, body = http.get(f"{game.path}", token=game.tokens[pid])
                    assert SECRET not in json.dumps(body)
            status, log = http.get(f"{game.path}/log", token=game.tokens["p2"])
            assert SECRET not in json.dumps(log)

    final = game.play_deal(rng, rule=secret(1), max_turns=25, after_each=sealed_over_http)
    assert final["phase"] == "deal_over"
    ended = final["deal"]["ended"]
    assert set(ended["scores"]) == set(game.tokens)
    assert final["deal"]["rule"] == secret(1)  # shown to all once the deal is over
    assert_every_change_seen(phones, game, since)
    assert_rule_sealed(phones)
    # the log shows every applied action, oldest first, and the rule now
    status, log = http.get(f"{game.path}/log")
    assert status == 200
    seqs = [a["seq"] for a in log["actions"]]
    assert seqs == list(range(1, final["version"] + 1))
    assert any(a.get("rule") == secret(1) for a in log["actions"] if a["type"] == "seal_rule")
    for phone in phones:
        phone.close()


def test_express_round_with_eight_phones(server, http):
    rng = random.Random(2)
    game = Game(http, "express", people=8)
    phones = connect_phones(server, game)
    since = game.snap()["version"]
    game.start()
    final = game.play_deal(rng, rule=secret(1), max_turns=16)
    assert final["phase"] in ("deal_over", "game_over")
    assert final["deal"]["ended"]["reason"] in ("guessed", "emptied", "stock_out")
    assert_every_change_seen(phones, game, since)
    assert_rule_sealed(phones)
    for phone in phones:
        phone.close()


@pytest.mark.parametrize("profile", ["howell", "express"])
def test_whole_game_every_person_deals(server, http, profile):
    rng = random.Random(3)
    game = Game(http, profile, people=8)
    phones = connect_phones(server, game)
    since = game.snap()["version"]
    game.start()
    dealers = []
    while True:
        state = game.snap(game.host)
        dealers.append(state["dealer"])
        state = game.play_deal(rng, rule=secret(state["deal"]["number"]), max_turns=8)
        if state["phase"] == "game_over":
            break
        assert state["phase"] == "deal_over"
        game.act(game.host, {"type": "next_deal"})
    assert sorted(dealers) == sorted(game.tokens), "every person deals exactly once"
    # totals are the sums of the deal scores; the winners share the highest total
    totals = {p["id"]: p["total"] for p in state["people"]}
    sums = {pid: sum(d["scores"].get(pid, 0) for d in state["deals"]) for pid in totals}
    assert totals == sums
    best = max(totals.values())
    assert sorted(state["winners"]) == sorted(pid for pid, t in totals.items() if t == best)
    assert_every_change_seen(phones, game, since)
    assert_rule_sealed(phones)
    for phone in phones:
        phone.close()

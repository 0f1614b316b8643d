"""The view (API.md snapshot; the sealed rule kept from everyone but the dealer
until the deal is over, in the snapshot and in the log) and the errors, raised
in API.md's order: 400, then 403, then a stale version, then the phase (409)."""

import json

import pytest

from companion import rules
from companion.catalogs import sentence
from tests.rules.helpers import CoreGame

RULE = "after a red card, a black one"


def sealed_game():
    g = CoreGame(options={"hand_size": 2})
    g.seal(RULE)
    g.starter(1, rank=1)
    return g


# The sealed rule ----------------------------------------------------------------------

def test_nobody_but_the_dealer_sees_the_sealed_rule_before_the_deal_is_over():
    g = sealed_game()
    g.right("Anna")
    for viewer in ("Anna", "Ben", "Carla", None, "nobody"):
        assert RULE not in json.dumps(g.view(viewer))
        assert RULE not in json.dumps(g.log(viewer))
        assert "rule" not in g.view(viewer)["deal"]
    assert g.view("Dan")["deal"]["rule"] == RULE
    assert [e.get("rule") for e in g.log("Dan") if e["type"] == "seal_rule"] == [RULE]


def test_the_log_never_carries_the_rule_under_text():
    g = sealed_game()
    entry = [e for e in g.log("Anna") if e["type"] == "seal_rule"][0]
    assert entry["text"] == "Dan sealed the secret rule."
    assert "rule" not in entry


def test_everyone_sees_the_rule_once_the_deal_is_over():
    g = sealed_game()
    g.right("Anna", 2)
    assert g.phase == "deal_over"
    for viewer in ("Anna", "Ben", None):
        assert g.view(viewer)["deal"]["rule"] == RULE
        assert [e.get("rule") for e in g.log(viewer) if e["type"] == "seal_rule"] == [RULE]
    assert g.view(None)["deals"][0]["rule"] == RULE


def test_an_earlier_deals_rule_stays_visible_while_the_next_deals_rule_is_sealed():
    g = sealed_game()
    g.right("Anna", 2)
    g.next_deal()                   # Anna deals
    g.seal("same suit")
    rules_seen = [e.get("rule") for e in g.log("Ben") if e["type"] == "seal_rule"]
    assert rules_seen == [RULE, None]
    assert [e.get("rule") for e in g.log("Anna") if e["type"] == "seal_rule"] == [RULE, "same suit"]
    # the previous dealer is a player now: no privilege
    assert "same suit" not in json.dumps(g.log("Dan")) + json.dumps(g.view("Dan"))


def test_a_rule_everyone_has_seen_stays_shown_when_an_undo_reopens_its_deal():
    g = sealed_game()
    g.attempt("Anna", 2)
    g.judge("right")
    assert g.view("Ben")["deal"]["rule"] == RULE
    g.undo()
    assert g.phase == "judging"
    for viewer in ("Anna", "Ben", None):
        assert g.view(viewer)["deal"]["rule"] == RULE
        assert g.view(viewer)["deal"]["rule_shown"] is True
        assert [e.get("rule") for e in g.log(viewer) if e["type"] == "seal_rule"] == [RULE]
    assert rules.sealed_for_all_but(g.state) is None
    g.undo()                                   # further back into the deal: still shown
    assert g.view("Ben")["deal"]["rule"] == RULE


def test_the_rule_is_shown_when_the_game_is_over():
    g = sealed_game()
    g.end_game()
    assert g.view("Ben")["deal"]["rule"] == RULE


def test_the_snapshot_has_the_api_fields():
    g = sealed_game()
    g.wrong("Anna")
    v = g.view("Ben")
    assert {"code", "version", "profile", "options", "phase", "people", "host", "dealer", "turn",
            "deal", "deals"} <= set(v)
    assert v["version"] == len(g.records) and v["me"] == g.id("Ben")
    assert {"number", "stock", "hands", "status", "mainline", "sidelines", "table", "markers",
            "prophet", "expulsion", "pending", "rule_sha256", "ended"} <= set(v["deal"])
    assert v["turn"] == g.id("Ben") and v["dealer"] == g.id("Dan")
    assert v["deal"]["last"]["text"] == "Wrong: Anna's 1 card goes to a sideline. Anna draws 2 cards."


# Errors ----------------------------------------------------------------------------------

def test_parse_refuses_malformed_bodies_with_400():
    for body, code in [
        ([], "bad_json"),
        ({"type": "shuffle"}, "unknown_action"),
        ({"type": "attempt", "cards": 0}, "out_of_range"),
        ({"type": "attempt", "cards": "2"}, "bad_field"),
        ({"type": "attempt"}, "missing_field"),
        ({"type": "judge", "verdict": "maybe"}, "bad_verdict"),
        ({"type": "starter", "cards": 1, "rank": 14}, "out_of_range"),
        ({"type": "seal_rule", "text": "  "}, "empty_field"),
    ]:
        with pytest.raises(rules.BadInput) as info:
            rules.parse(body)
        assert info.value.code == code
        assert type(info.value) is rules.BadInput and sentence(info.value)


def turn_of_ben():
    g = CoreGame()
    g.starter(1, rank=2)
    assert g.turn == "Ben"
    return g


def test_400_comes_before_403_before_a_stale_version_before_the_phase():
    g = turn_of_ben()
    stale = g.state.version - 1
    # cards above Anna's hand, sent by Carla for Anna, on a stale version, not Anna's turn
    action = {"type": "attempt", "player": "Anna", "cards": 20}
    assert g.refused_code(action, by="Carla", expected_version=stale) == ("BadInput", "too_many_cards")
    action["cards"] = 2
    assert g.refused_code(action, by="Carla", expected_version=stale) == ("Forbidden", "not_for_you")
    error = g.refused(action, by="Dan", expected_version=stale)
    assert isinstance(error, rules.StaleVersion) and error.code == "stale_version"
    assert g.refused_code(action, by="Dan", expected_version=g.state.version) == ("Conflict", "not_your_turn")
    assert g.refused_code(action, by="Dan") == ("Conflict", "not_your_turn")


def test_an_unknown_player_is_400_before_the_role():
    g = turn_of_ben()
    assert g.refused_code({"type": "attempt", "player": "p99", "cards": 1}, by="Carla") == ("BadInput", "unknown_player")


def test_a_role_error_comes_before_a_stale_version_and_the_phase():
    g = turn_of_ben()
    # nothing is pending (409) and the version is stale, but Ben may never judge (403)
    assert g.refused_code({"type": "judge", "verdict": "right"}, by="Ben", expected_version=1) == ("Forbidden", "judge_only")
    assert g.refused_code({"type": "next_deal"}, by="Ben", expected_version=1) == ("Forbidden", "dealer_or_host_only")
    assert g.refused_code({"type": "judge", "verdict": "right"}, by="Dan", expected_version=1) == ("StaleVersion", "stale_version")
    assert g.refused_code({"type": "judge", "verdict": "right"}, by="Dan") == ("Conflict", "nothing_to_judge")


def test_a_current_expected_version_is_applied():
    g = turn_of_ben()
    g.do({"type": "attempt", "cards": 1}, by="Ben", expected_version=g.state.version)
    assert g.phase == "judging"


def test_errors_carry_a_stable_code_and_a_sentence():
    g = turn_of_ben()
    error = g.refused({"type": "attempt", "cards": 1}, by="Anna")
    assert (error.code, sentence(error)) == ("not_your_turn", "It is not that player's turn.")
    assert type(error) is rules.Conflict

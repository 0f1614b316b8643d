"""RULES.md § End of a deal: the five reasons, totals growing the moment a deal
ends, the game over at once when the last dealer's deal ends."""

from tests.rules.helpers import CoreGame


def test_emptied_ends_the_deal_and_the_totals_grow_at_once():
    g = CoreGame(options={"hand_size": 2})
    g.starter(1, rank=1)
    g.right("Anna", 2)
    assert g.reason == "emptied"
    assert g.totals == g.scores
    assert g.state.deals == [{"number": 1, "dealer": g.id("Dan"), "scores": g.state.deal.ended["scores"],
                              "mainline": 3, "rule": None, "rule_salt": None, "rule_sha256": None}]


def test_nothing_more_happens_in_an_ended_deal():
    g = CoreGame(options={"hand_size": 2})
    g.starter(1, rank=1)
    g.right("Anna", 2)
    assert g.refused_code({"type": "attempt", "cards": 1}, by="Ben") == ("Conflict", "wrong_phase")
    assert g.refused_code({"type": "no_play"}, by="Ben") == ("Conflict", "wrong_phase")
    assert g.refused_code({"type": "declare_prophet"}, by="Anna") == ("Conflict", "not_just_played")


def test_the_next_deal_waits_until_the_deal_is_over():
    g = CoreGame()
    g.starter(1, rank=1)
    assert g.refused_code({"type": "next_deal"}, by="Dan") == ("Conflict", "deal_not_over")
    assert g.refused_code({"type": "next_deal"}, by="Anna") == ("Forbidden", "dealer_or_host_only")


def test_all_expelled_stock_out_and_game_ended_are_reasons():
    g = CoreGame(people=4)
    g.starter(30, rank=1)
    for name in ("Anna", "Ben", "Carla"):
        g.wrong(name)
    assert g.reason == "all_expelled"

    g = CoreGame(options={"packs": 1})
    g.starter(9, rank=1)            # stock 1
    g.wrong("Anna")
    assert g.reason == "stock_out"

    g = CoreGame()
    g.starter(1, rank=1)
    g.wrong("Anna", 2)
    g.end_game()
    assert g.reason == "game_ended" and g.phase == "game_over"
    assert g.scores == {"Anna": 0, "Ben": 2, "Carla": 2, "Dan": 2}


def test_guessed_is_a_reason_in_express():
    g = CoreGame("express", people=3)
    g.starter(1)
    g.right("Anna")
    g.guess("right")
    assert g.reason == "guessed"


def test_the_rule_is_shown_with_the_deals_scores():
    g = CoreGame(options={"hand_size": 1})
    g.seal("black follows red")
    g.starter(1, rank=1)
    g.right("Anna")
    assert g.state.deals[0]["rule"] == "black follows red"
    assert g.view("Ben")["deal"]["rule"] == "black follows red"


def test_when_the_last_person_has_dealt_and_that_deal_ends_the_game_is_over_at_once():
    g = CoreGame(options={"hand_size": 1})
    for dealer in ("Dan", "Anna", "Ben", "Carla"):
        assert g.dealer == dealer
        g.starter(1, rank=1)
        g.right(g.turn)
        if dealer != "Carla":
            assert g.phase == "deal_over"
            g.next_deal()
    assert g.phase == "game_over"
    assert g.refused_code({"type": "next_deal"}, by="Carla") == ("Conflict", "game_over")

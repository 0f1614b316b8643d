"""RULES.md § A deal, step by step: rule, deal, starter, first player, a turn
(attempts, strings, no-play correct and false), where things are shown."""

import hashlib

import pytest

from tests.rules.helpers import CoreGame


# 1. Rule --------------------------------------------------------------------

def test_the_sealed_rule_shows_its_salted_sha256_to_everyone_from_the_start():
    g = CoreGame()
    assert g.view("Anna")["deal"]["rule_sha256"] is None
    record = g.seal("alternate colours")
    sha = hashlib.sha256((record["salt"] + "alternate colours").encode("utf-8")).hexdigest()
    for viewer in ("Anna", "Dan", None):
        assert g.view(viewer)["deal"]["rule_sha256"] == sha


def test_the_rule_can_be_sealed_only_before_the_starter_and_only_by_the_dealer():
    g = CoreGame()
    assert g.refused_code({"type": "seal_rule", "text": "x"}, by="Anna") == ("Forbidden", "dealer_only")
    g.starter(1, rank=1)
    assert g.refused_code({"type": "seal_rule", "text": "x"}, by="Dan") == ("Conflict", "starter_placed")


# 2. Deal ----------------------------------------------------------------------

def test_the_deal_gives_each_player_hand_size_cards_and_waits_for_the_starter():
    g = CoreGame(people=6, options={"hand_size": 10, "packs": 2})
    assert g.phase == "starter"
    assert set(g.hands.values()) == {10} and len(g.hands) == 5
    assert g.deal.stock == 2 * 52 - 10 * 5
    assert g.turn is None


def test_a_deal_that_would_leave_no_stock_cannot_start():
    g = CoreGame(people=8, options={"packs": 1, "hand_size": 8}, start=False)
    assert g.refused_code({"type": "start", "first_dealer": "Dan"}, by="Dan") == ("Conflict", "not_enough_cards")


# 3. Starter -------------------------------------------------------------------

def test_the_starter_of_s_cards_comes_from_the_stock_onto_the_mainline():
    g = CoreGame()
    stock = g.deal.stock
    g.starter(3, rank=5)
    d = g.view()["deal"]
    assert (d["stock"], d["mainline"], d["table"]) == (stock - 3, 3, 3)
    assert d["starter"] == {"cards": 3, "rank": 5}
    assert d["sidelines"] == []
    assert g.phase == "turn"


def test_the_rank_of_the_last_starter_is_required_where_first_player_is_rank():
    g = CoreGame()
    assert g.refused_code({"type": "starter", "cards": 1}, by="Dan") == ("BadInput", "rank_required")


def test_the_rank_is_accepted_and_ignored_where_first_player_is_left():
    g = CoreGame(options={"first_player": "left"})
    g.starter(1, rank=13)
    assert g.turn == "Anna"


def test_a_starter_cannot_take_more_cards_than_the_stock():
    g = CoreGame()
    assert g.refused_code({"type": "starter", "cards": g.deal.stock + 1, "rank": 1}, by="Dan")[0] == "BadInput"


def test_the_starter_is_placed_once():
    g = CoreGame()
    g.starter(1, rank=1)
    assert g.refused_code({"type": "starter", "cards": 1, "rank": 1}, by="Dan") == ("Conflict", "wrong_phase")


# 4. First player --------------------------------------------------------------

@pytest.mark.parametrize("rank, first", [
    (1, "Anna"), (2, "Ben"), (3, "Carla"), (4, "Eve"), (5, "Anna"), (7, "Carla"),
    (12, "Eve"), (13, "Anna")])
def test_the_first_player_is_found_by_counting_the_last_starters_rank_from_the_dealers_left(rank, first):
    g = CoreGame(people=5)             # Dan deals; players Anna, Ben, Carla, Eve
    g.starter(2, rank=rank)
    assert g.turn == first


def test_counting_by_rank_starts_at_the_dealers_left_whoever_deals():
    g = CoreGame(people=4, dealer="Ben")   # players from Ben's left: Carla, Dan, Anna
    g.starter(1, rank=2)
    assert g.turn == "Dan"


def test_abbott_draws_the_first_player_at_random_and_the_draw_is_in_the_log():
    g = CoreGame("abbott", people=5, draws=[2])
    record = g.starter(1)
    assert record["draw"] == 2 and g.randbelow.asked == [4]
    assert g.turn == "Carla"


def test_turns_go_left_after_the_first_player():
    g = CoreGame(people=4)
    g.starter(1, rank=3)
    order = []
    for _ in range(4):
        order.append(g.turn)
        g.right(cards=1)
    assert order == ["Carla", "Anna", "Ben", "Carla"]


# 5. A turn --------------------------------------------------------------------

def test_a_right_attempt_of_k_cards_extends_the_mainline_and_shrinks_the_hand():
    g = CoreGame()
    g.starter(1, rank=1)
    g.right("Anna", 3)
    assert (g.deal.mainline, g.hand("Anna"), g.deal.table) == (4, 11, 4)
    assert g.view()["deal"]["last"]["draw"] == 0


def test_a_two_card_string_is_judged_as_a_whole_and_accepted():
    g = CoreGame()
    g.starter(1, rank=1)
    g.attempt("Anna", 2)
    assert g.view()["deal"]["pending"] == {"kind": "attempt", "player": g.id("Anna"), "cards": 2,
                                          "prophet_verdict": None, "expel": False}
    g.judge("right")
    assert (g.deal.mainline, g.hand("Anna")) == (3, 12)


def test_wrong_attempt_goes_to_a_sideline_under_the_endpoint_and_draws_twice_its_size():
    g = CoreGame()
    g.starter(2, rank=1)
    stock = g.deal.stock
    g.wrong("Anna", 3)
    d = g.view()["deal"]
    assert d["sidelines"] == [{"after": 2, "groups": [3]}]
    assert d["mainline"] == 2                      # the endpoint does not move
    assert d["table"] == 5
    assert g.hand("Anna") == 14 - 3 + 6
    assert d["stock"] == stock - 6
    assert d["last"]["draw"] == 6 and "draws 6 cards" in d["last"]["text"]


def test_an_attempt_cannot_hold_more_cards_than_the_hand():
    g = CoreGame()
    g.starter(1, rank=1)
    assert g.refused_code({"type": "attempt", "cards": 15}, by="Anna") == ("BadInput", "too_many_cards")
    g.attempt("Anna", 14)                          # the whole hand is allowed


def test_only_the_player_whose_turn_it_is_may_attempt_and_the_dealer_may_on_their_behalf():
    g = CoreGame()
    g.starter(1, rank=1)
    assert g.refused_code({"type": "attempt", "cards": 1}, by="Ben") == ("Conflict", "not_your_turn")
    assert g.refused_code({"type": "attempt", "cards": 1, "player": "Anna"}, by="Ben") == ("Forbidden", "not_for_you")
    g.do({"type": "attempt", "cards": 1, "player": "Anna"}, by="Dan")
    assert g.view()["deal"]["pending"]["player"] == g.id("Anna")


def test_the_dealer_judges_and_nobody_else_while_there_is_no_prophet():
    g = CoreGame()
    g.starter(1, rank=1)
    g.attempt("Anna")
    assert g.refused_code({"type": "judge", "verdict": "right"}, by="Ben") == ("Forbidden", "judge_only")
    assert g.refused_code({"type": "judge", "verdict": "right"}, by="Anna") == ("Forbidden", "judge_only")
    assert g.refused_code({"type": "attempt", "cards": 1}, by="Ben") == ("Conflict", "wrong_phase")


def test_no_play_correct_returns_the_hand_and_gives_hand_minus_four():
    g = CoreGame()
    g.starter(1, rank=1)
    stock = g.deal.stock
    g.claim("right", "Anna")
    assert g.hand("Anna") == 10
    assert g.deal.stock == stock + 4
    assert (g.deal.mainline, g.deal.table) == (1, 1)   # a returned hand is no sideline
    assert g.phase == "turn" and g.turn == "Ben"


def test_no_play_false_puts_one_legal_card_on_the_mainline_and_draws_five():
    g = CoreGame()
    g.starter(1, rank=1)
    stock = g.deal.stock
    g.claim("wrong", "Anna")
    assert g.hand("Anna") == 14 - 1 + 5
    assert (g.deal.mainline, g.deal.table, g.deal.stock) == (2, 2, stock - 5)


def test_no_play_correct_with_a_hand_of_four_or_less_clears_it_and_ends_the_deal():
    g = CoreGame(options={"hand_size": 4})
    g.starter(1, rank=1)
    g.claim("right", "Anna")
    assert g.hand("Anna") == 0
    assert g.reason == "emptied" and g.deal.ended["emptied"] == g.id("Anna")


def test_no_play_correct_with_five_cards_leaves_one():
    g = CoreGame(options={"hand_size": 5})
    g.starter(1, rank=1)
    g.claim("right", "Anna")
    assert g.hand("Anna") == 1 and g.phase == "turn"


# 8. Where things are shown ----------------------------------------------------

def test_a_sideline_is_named_by_the_mainline_count_when_the_attempt_was_made():
    g = CoreGame()
    g.starter(1, rank=1)
    g.right("Anna", 2)              # mainline 3
    g.wrong("Ben", 1)
    g.wrong("Carla", 2)
    g.right("Anna", 1)              # mainline 4
    g.wrong("Ben", 1)
    assert g.view()["deal"]["sidelines"] == [{"after": 3, "groups": [1, 2]},
                                            {"after": 4, "groups": [1]}]


def test_a_false_no_play_card_counts_on_the_table_for_markers():
    g = CoreGame()
    g.starter(9, rank=1)
    g.claim("wrong", "Anna")
    assert g.view()["deal"]["markers"] == [10]

"""RULES.md § Prophet: declaring (who, when, conditions), what declaring does,
judging (prophet first, dealer confirms or overrules), deposition, the
"illegal card picked" case, deposition before the true result, and a prophet
again in a later deal."""

from tests.rules.helpers import CoreGame


def five(**options):
    """Howell, Dan deals to Anna, Ben, Carla, Eve; the starter gives Anna the first turn."""
    g = CoreGame(people=5, options=options or None)
    g.starter(1, rank=1)
    return g


def with_prophet_anna(**options):
    g = five(**options)
    g.right("Anna", 2)              # mainline 3, T 3, Anna 12
    g.declare("Anna")
    return g


# Declaring ----------------------------------------------------------------------

def test_the_player_who_just_finished_their_turn_may_declare():
    g = five()
    g.right("Anna")
    assert g.view()["deal"]["can_declare"] == g.id("Anna")
    assert g.refused_code({"type": "declare_prophet"}, by="Ben") == ("Conflict", "not_just_played")
    g.declare("Anna")
    assert g.prophet == "Anna"


def test_declaring_is_open_until_the_next_attempt_is_offered():
    g = five()
    g.wrong("Anna")                 # after a wrong attempt too
    assert g.view()["deal"]["can_declare"] == g.id("Anna")
    g.attempt("Ben")
    assert g.view()["deal"]["can_declare"] is None
    assert g.refused_code({"type": "declare_prophet"}, by="Anna") == ("Conflict", "not_just_played")
    g.judge("right")
    assert g.refused_code({"type": "declare_prophet"}, by="Anna") == ("Conflict", "not_just_played")


def test_declaring_is_closed_by_the_next_no_play_claim():
    g = five()
    g.right("Anna")
    g.no_play("Ben")
    assert g.refused_code({"type": "declare_prophet"}, by="Anna") == ("Conflict", "not_just_played")


def test_nobody_may_declare_before_the_first_turn():
    g = five()
    assert g.view()["deal"]["can_declare"] is None
    assert g.refused_code({"type": "declare_prophet"}, by="Anna") == ("Conflict", "not_just_played")


def test_the_dealer_may_declare_on_the_players_behalf_but_another_player_may_not():
    g = five()
    g.right("Anna")
    assert g.refused_code({"type": "declare_prophet", "player": "Anna"}, by="Ben") == ("Forbidden", "not_for_you")
    g.do({"type": "declare_prophet", "player": "Anna"}, by="Dan")
    assert g.prophet == "Anna"


def test_there_can_be_no_second_prophet():
    g = with_prophet_anna()
    g.attempt("Ben"); g.judge("right", by="Anna"); g.confirm()
    assert g.view()["deal"]["can_declare"] is None
    assert g.refused_code({"type": "declare_prophet"}, by="Ben") == ("Conflict", "prophet_in_office")


def test_at_least_two_other_active_players_must_remain():
    g = CoreGame(people=4)   # Anna, Ben, Carla play
    g.starter(30, rank=1)            # T = 30: expulsion is active
    g.wrong("Anna")                  # expelled
    assert g.expelled == {"Anna"}
    g.right("Ben")
    assert g.refused_code({"type": "declare_prophet"}, by="Ben") == ("Conflict", "too_few_players")


def test_two_other_active_players_are_enough():
    g = CoreGame(people=4)               # Anna, Ben, Carla
    g.starter(1, rank=1)
    g.right("Anna")
    g.declare("Anna")
    assert g.prophet == "Anna"


def test_an_expelled_player_cannot_declare():
    g = CoreGame(people=6)
    g.starter(30, rank=1)
    g.wrong("Anna")
    assert g.expelled == {"Anna"}
    assert g.view()["deal"]["can_declare"] is None
    assert g.refused_code({"type": "declare_prophet"}, by="Anna") == ("Conflict", "expelled")


def test_express_has_no_prophets():
    g = CoreGame("express", people=4)
    g.starter(1)
    g.right("Anna")
    assert g.refused_code({"type": "declare_prophet"}, by="Anna") == ("Conflict", "no_prophets")


# On declaring -----------------------------------------------------------------------

def test_declaring_sets_the_hand_aside_marks_the_last_mainline_card_and_records_t():
    g = five()
    g.right("Anna", 2)
    g.wrong("Ben", 2)               # T = 5, mainline 3
    g.declare("Ben")
    p = g.view()["deal"]["prophet"]
    assert (p["player"], p["marker_at"], p["table_at_appointment"], p["since_marker"]) == (g.id("Ben"), 3, 5, 0)
    assert g.view()["deal"]["status"][g.id("Ben")] == "prophet"
    assert g.view()["deal"]["markers"] == []       # the prophet's marker is not a 10th-card marker
    assert g.hand("Ben") == 16                     # frozen, still listed


def test_the_prophet_leaves_the_rotation_and_the_hand_stays_frozen():
    g = with_prophet_anna()
    seen = []
    for _ in range(4):
        seen.append(g.turn)
        g.attempt(g.turn)
        g.judge("wrong", by="Anna")
        g.confirm()
    assert seen == ["Ben", "Carla", "Eve", "Ben"]
    assert g.hand("Anna") == 12


def test_cards_since_the_marker_count_mainline_and_sideline_cards():
    g = with_prophet_anna()          # T 3 at appointment
    g.attempt("Ben", 2); g.judge("right", by="Anna"); g.confirm()
    g.attempt("Carla", 3); g.judge("wrong", by="Anna"); g.confirm()
    assert g.view()["deal"]["prophet"]["since_marker"] == 5


# Judging -------------------------------------------------------------------------

def test_the_prophet_judges_first_and_the_dealer_confirms():
    g = with_prophet_anna()
    g.attempt("Ben", 2)
    assert g.refused_code({"type": "judge", "verdict": "wrong"}, by="Dan") == ("Conflict", "prophet_judges_first")
    assert g.refused_code({"type": "judge", "verdict": "wrong"}, by="Carla") == ("Forbidden", "judge_only")
    assert g.refused_code({"type": "confirm"}, by="Dan") == ("Conflict", "nothing_to_confirm")
    g.judge("wrong", by="Anna")
    assert g.phase == "confirming"
    assert g.view()["deal"]["pending"]["prophet_verdict"] == "wrong"
    assert g.refused_code({"type": "confirm"}, by="Anna") == ("Forbidden", "dealer_only")
    assert g.refused_code({"type": "judge", "verdict": "wrong"}, by="Anna") == ("Conflict", "nothing_to_judge")
    g.confirm()
    # the judgement stands with its ordinary penalty
    assert g.hand("Ben") == 14 - 2 + 4
    assert g.view()["deal"]["sidelines"] == [{"after": 3, "groups": [2]}]
    assert g.prophet == "Anna" and g.turn == "Carla"


def test_the_dealer_may_enter_the_prophets_spoken_verdict():
    g = with_prophet_anna()
    g.attempt("Ben")
    g.judge("right", by="Dan", player="Anna")
    assert g.phase == "confirming"
    g.confirm()
    assert g.deal.mainline == 4 and g.hand("Ben") == 13


def test_a_confirmed_no_play_judgement_applies_the_ordinary_result():
    g = with_prophet_anna()
    g.no_play("Ben")
    g.judge("wrong", by="Anna")
    g.confirm()
    assert g.hand("Ben") == 14 - 1 + 5


# Overruled ----------------------------------------------------------------------

def test_overruled_the_exposer_gets_no_penalty_and_the_prophet_is_deposed_and_draws_five():
    g = with_prophet_anna()
    stock = g.deal.stock
    g.attempt("Ben", 2)
    g.judge("right", by="Anna")
    g.overrule("wrong")
    d = g.view()["deal"]
    assert d["sidelines"] == [{"after": 3, "groups": [2]}]   # true result: a sideline
    assert g.hand("Ben") == 12                               # no penalty draw
    assert d["prophet"] is None and d["deposed"] == [g.id("Anna")]
    assert g.hand("Anna") == 12 + 5
    assert d["stock"] == stock - 5
    assert d["status"][g.id("Anna")] == "active"
    assert d["last"]["deposed"] == g.id("Anna") and d["last"]["draw"] == 0
    assert g.turn == "Carla"                                 # left of the exposer


def test_overruled_a_wrong_prophet_rejection_puts_the_cards_on_the_mainline():
    g = with_prophet_anna()
    g.attempt("Ben", 2)
    g.judge("wrong", by="Anna")
    g.overrule("right")
    assert g.deal.mainline == 5 and g.hand("Ben") == 12 and g.deal.sideline_total == 0
    assert g.prophet is None


def test_an_overrule_must_give_the_other_verdict_for_an_attempt():
    g = with_prophet_anna()
    g.attempt("Ben")
    g.judge("right", by="Anna")
    assert g.refused_code({"type": "overrule", "verdict": "right"}, by="Dan") == ("Conflict", "overrule_same_verdict")
    assert g.refused_code({"type": "overrule", "verdict": "wrong"}, by="Ben") == ("Forbidden", "dealer_only")


def test_the_exposer_is_not_expelled_even_when_expulsion_is_active():
    g = with_prophet_anna()
    # 20 cards after the marker: expulsion active for the next turn
    g.attempt("Ben", 10); g.judge("right", by="Anna"); g.confirm()
    g.attempt("Carla", 10); g.judge("wrong", by="Anna"); g.confirm()
    assert g.view()["deal"]["expulsion"] == {"active": True, "count": 20, "threshold": 20}
    hand = g.hand("Eve")
    g.attempt("Eve", 1)
    g.judge("right", by="Anna")
    g.overrule("wrong")
    assert g.expelled == set() and g.hand("Eve") == hand - 1
    assert g.view()["deal"]["last"]["expelled"] is False


def test_the_deposed_prophet_returns_to_the_rotation_at_their_seat():
    g = with_prophet_anna()
    for _ in range(2):              # Ben, Carla
        g.attempt(g.turn); g.judge("right", by="Anna"); g.confirm()
    assert g.turn == "Eve"
    g.attempt("Eve")
    g.judge("right", by="Anna")
    g.overrule("wrong")
    assert g.turn == "Anna"         # Anna sits left of Eve
    g.right("Anna")
    assert g.turn == "Ben"


def test_a_deposed_prophet_can_never_be_prophet_again_in_this_deal():
    g = with_prophet_anna()
    g.attempt("Ben"); g.judge("right", by="Anna"); g.overrule("wrong")
    g.right("Carla"); g.right("Eve"); g.right("Anna")
    assert g.view()["deal"]["can_declare"] is None
    assert g.refused_code({"type": "declare_prophet"}, by="Anna") == ("Conflict", "already_prophet")


def test_after_a_deposition_someone_else_may_become_prophet():
    g = with_prophet_anna()
    g.attempt("Ben"); g.judge("right", by="Anna"); g.overrule("wrong")
    g.right("Carla")
    g.declare("Carla")
    assert g.prophet == "Carla"
    assert g.view()["deal"]["deposed"] == [g.id("Anna")]


def test_overruled_no_play_claim_that_was_true_replaces_the_hand_without_penalty():
    g = with_prophet_anna()
    g.no_play("Ben")
    g.judge("wrong", by="Anna")     # the prophet says a card was legal
    g.overrule("right")             # but none was
    assert g.hand("Ben") == 10 and g.deal.mainline == 3
    assert g.prophet is None and g.hand("Anna") == 17


def test_overruled_no_play_claim_that_was_false_puts_a_legal_card_on_the_mainline_without_penalty():
    g = with_prophet_anna()
    g.no_play("Ben")
    g.judge("right", by="Anna")     # the prophet accepts the claim
    g.overrule("wrong")             # it was false
    assert g.hand("Ben") == 13 and g.deal.mainline == 4
    assert g.prophet is None


def test_the_illegal_card_picked_case():
    g = with_prophet_anna()
    g.no_play("Ben")
    g.judge("wrong", by="Anna")     # rightly rejected, but the prophet's "legal" card is not legal
    g.overrule("wrong")             # the same verdict: the illegal card picked
    d = g.view()["deal"]
    assert g.hand("Ben") == 13      # the dealer's genuinely legal card, no 5 penalty
    assert d["mainline"] == 4
    assert d["prophet"] is None and d["deposed"] == [g.id("Anna")]
    assert g.hand("Anna") == 17
    assert d["last"]["draw"] == 0 and d["last"]["expelled"] is False


# Deposition before the true result --------------------------------------------------

def test_a_true_result_that_clears_a_hand_ends_the_deal_with_no_prophet_in_office():
    g = CoreGame(people=5, options={"hand_size": 3})
    g.starter(1, rank=1)
    g.right("Anna", 1)
    g.declare("Anna")               # T 2 at appointment
    g.attempt("Ben", 3)
    g.judge("wrong", by="Anna")
    g.overrule("right")
    assert g.reason == "emptied" and g.deal.ended["emptied"] == g.id("Ben")
    parts = g.deal.ended["parts"]
    assert g.hand("Anna") == 2 + 5
    assert parts[g.id("Anna")]["prophet"] == 0
    # no prophet in office: the dealer gets the highest score, not min(highest, 2 × T)
    assert g.scores["Ben"] == 7 - 0 + 4
    assert g.scores["Dan"] == 11


def test_a_stock_short_for_the_prophets_five_ends_the_deal_before_the_true_result():
    g = CoreGame(people=5, options={"packs": 2, "hand_size": 20})   # stock 104 − 80 = 24
    g.starter(20, rank=1)           # stock 4
    g.right("Anna", 1)
    g.declare("Anna")
    g.attempt("Ben", 2)
    g.judge("right", by="Anna")
    g.overrule("wrong")
    assert g.reason == "stock_out"
    assert g.prophet is None and g.view()["deal"]["deposed"] == [g.id("Anna")]
    assert g.hand("Anna") == 19 + 4 and g.deal.stock == 0
    assert g.hand("Ben") == 20 and g.deal.sideline_total == 0   # Ben's cards went back
    assert g.deal.ended["parts"][g.id("Anna")]["prophet"] == 0
    assert g.scores["Dan"] == max(s for n, s in g.scores.items() if n != "Dan")


# A later deal ---------------------------------------------------------------------

def test_a_player_may_be_prophet_again_in_a_later_deal():
    g = CoreGame(people=5, options={"hand_size": 2})
    g.starter(1, rank=1)
    g.right("Anna")
    g.declare("Anna")
    g.attempt("Ben", 1); g.judge("right", by="Anna"); g.overrule("wrong")
    g.right("Carla", 2)             # Carla empties: deal over
    assert g.reason == "emptied"
    g.next_deal()                   # Anna deals now
    assert g.dealer == "Anna"
    # Anna deals deal 2; she plays again in deal 3
    g.starter(1, rank=1)            # Ben first
    g.right("Ben", 2)
    g.next_deal()                   # Ben deals; players Carla, Eve, Dan, Anna
    g.starter(1, rank=4)            # Anna first
    g.right("Anna")
    g.declare("Anna")
    assert g.prophet == "Anna" and g.state.deal.number == 3


# A hand emptied by an overrule ------------------------------------------------------

def left_with_no_card():
    """Ben's whole hand is wrongly accepted by the prophet; the overrule puts it on a
    sideline without a penalty: Ben holds 0 cards and the deal goes on."""
    g = CoreGame(people=5, options={"hand_size": 2})
    g.starter(1, rank=1)
    g.right("Anna")
    g.declare("Anna")
    g.attempt("Ben", 2)
    g.judge("right", by="Anna")
    g.overrule("wrong")
    assert g.hand("Ben") == 0 and g.deal.ended is None      # not a legal emptying
    g.wrong("Carla"); g.wrong("Eve"); g.wrong("Anna")
    assert g.turn == "Ben"
    return g


def test_a_player_left_with_no_card_cannot_attempt():
    g = left_with_no_card()
    assert g.refused_code({"type": "attempt", "cards": 1}, by="Ben") == ("BadInput", "too_many_cards")


def test_a_no_play_claim_with_no_card_cannot_be_judged_false():
    g = left_with_no_card()
    g.no_play("Ben")
    assert g.refused_code({"type": "judge", "verdict": "wrong"}, by="Dan") == ("Conflict", "empty_hand_claim")
    g.conserved()


def test_a_prophet_cannot_reject_a_no_play_claim_with_no_card_nor_be_overruled_to_false():
    g = CoreGame(people=5, options={"hand_size": 2})
    g.starter(1, rank=1)
    g.right("Anna")
    g.declare("Anna")
    g.attempt("Ben", 2); g.judge("right", by="Anna"); g.overrule("wrong")
    assert g.hand("Ben") == 0
    g.right("Carla")
    g.declare("Carla")
    for name in ("Eve", "Anna"):
        g.attempt(name); g.judge("wrong", by="Carla"); g.confirm()
    g.no_play("Ben")
    assert g.refused_code({"type": "judge", "verdict": "wrong"}, by="Carla") == ("Conflict", "empty_hand_claim")
    g.judge("right", by="Carla")
    assert g.refused_code({"type": "overrule", "verdict": "wrong"}, by="Dan") == ("Conflict", "empty_hand_claim")
    g.confirm()
    assert g.hand("Ben") == 0
    g.conserved()

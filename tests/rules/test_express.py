"""RULES.md § Express: one card, no-play, guessing (and its penalty option),
buying hints, scores (+6/+3, possibly negative), the "winner deals" option."""

from tests.rules.helpers import CoreGame


def express(people=4, **options):
    """Dan deals to Anna, Ben, Carla (people=4); the dealer's left plays first."""
    g = CoreGame("express", people=people, options=options or None)
    g.starter(1)
    return g


def test_the_starter_is_exactly_one_card_and_the_dealers_left_plays_first():
    g = CoreGame("express", people=4)
    assert g.refused_code({"type": "starter", "cards": 2}, by="Dan") == ("Conflict", "one_starter_card")
    stock = g.deal.stock
    g.starter(1)
    assert g.deal.stock == stock - 1 and g.deal.mainline == 1 and g.turn == "Anna"


def test_one_card_per_attempt():
    g = express()
    assert g.refused_code({"type": "attempt", "cards": 2}, by="Anna") == ("Conflict", "one_card_only")


def test_right_shrinks_the_hand_wrong_goes_to_a_sideline_and_draws_one():
    g = express()
    g.right("Anna")
    assert (g.hand("Anna"), g.deal.mainline) == (11, 2)
    stock = g.deal.stock
    g.wrong("Ben")
    assert g.hand("Ben") == 12 and g.deal.stock == stock - 1
    assert g.view()["deal"]["sidelines"] == [{"after": 2, "groups": [1]}]


def test_a_correct_no_play_gives_a_hand_one_smaller():
    g = express()
    stock = g.deal.stock
    g.claim("right", "Anna")
    assert g.hand("Anna") == 11 and g.deal.stock == stock + 1


def test_a_false_no_play_puts_a_legal_card_on_the_mainline_and_draws_one():
    g = express()
    g.claim("wrong", "Anna")
    assert g.hand("Anna") == 12 and g.deal.mainline == 2


def test_a_correct_no_play_with_one_card_clears_it_ends_the_round_and_counts_as_emptied():
    g = express(hand_size=1)
    g.claim("right", "Anna")
    assert g.reason == "emptied" and g.hand("Anna") == 0
    assert g.scores["Anna"] == 1 - 0 + 3


def test_playing_the_last_card_ends_the_round():
    g = express(hand_size=2)
    g.right("Anna")
    g.wrong("Ben")
    g.right("Carla")
    g.right("Anna")
    assert g.reason == "emptied"
    assert g.scores == {"Anna": 2 + 3, "Ben": 0, "Carla": 1, "Dan": 5}


# Guessing ------------------------------------------------------------------------

def test_a_right_guess_after_a_right_play_ends_the_round_with_six_more():
    g = express()
    g.right("Anna")
    assert g.view()["deal"]["guess_window"] == g.id("Anna")
    g.guess("right")
    assert g.reason == "guessed" and g.deal.ended["guessed"] == g.id("Anna")
    assert g.scores == {"Anna": 1 + 6, "Ben": 0, "Carla": 0, "Dan": 7}


def test_a_guess_is_possible_after_a_correct_no_play():
    g = express()
    g.claim("right", "Anna")
    g.guess("right", player="Anna")
    assert g.reason == "guessed"


def test_no_guess_after_a_wrong_play_or_a_false_no_play():
    g = express()
    g.wrong("Anna")
    assert g.refused_code({"type": "guess", "verdict": "right"}, by="Dan") == ("Conflict", "no_guess_now")
    g.claim("wrong", "Ben")
    assert g.refused_code({"type": "guess", "verdict": "right", "player": "Ben"}, by="Dan") == ("Conflict", "no_guess_now")


def test_a_wrong_guess_lets_play_go_on_and_no_second_guess_before_the_next_right_play():
    g = express()
    g.right("Anna")
    g.guess("wrong")
    assert g.deal.ended is None and g.hand("Anna") == 11 and g.turn == "Ben"
    assert g.refused_code({"type": "guess", "verdict": "right", "player": "Anna"}, by="Dan") == ("Conflict", "no_guess_now")
    g.wrong("Ben"); g.wrong("Carla")
    g.right("Anna")
    g.guess("right")
    assert g.reason == "guessed"


def test_the_guess_window_closes_when_the_next_turn_is_played():
    g = express()
    g.right("Anna")
    g.attempt("Ben")
    assert g.refused_code({"type": "guess", "verdict": "right", "player": "Anna"}, by="Dan")[0] == "Conflict"


def test_only_the_dealer_records_a_guess_and_not_for_another_player():
    g = express()
    g.right("Anna")
    assert g.refused_code({"type": "guess", "verdict": "right"}, by="Anna") == ("Forbidden", "dealer_only")
    assert g.refused_code({"type": "guess", "verdict": "right", "player": "Ben"}, by="Dan") == ("Conflict", "no_guess_now")


def test_the_incorrect_guess_penalty_option_draws_one():
    g = express(incorrect_guess_penalty=1)
    g.right("Anna")
    stock = g.deal.stock
    g.guess("wrong")
    assert g.hand("Anna") == 12 and g.deal.stock == stock - 1


def test_guessing_is_no_action_in_howell():
    g = CoreGame()
    g.starter(1, rank=1)
    g.right("Anna")
    assert g.refused_code({"type": "guess", "verdict": "right"}, by="Dan") == ("Conflict", "no_guessing")


# Hints ------------------------------------------------------------------------------

def test_buying_a_hint_draws_one_and_shows_the_text_to_everyone():
    g = express(hints=True)
    assert g.view("Ben")["deal"]["can_buy_hint"] == g.id("Anna")
    g.buy_hint("Anna", "it is about colours")
    assert g.hand("Anna") == 13
    for viewer in ("Ben", "Dan", None):
        assert g.view(viewer)["deal"]["hints"] == ["it is about colours"]
    assert g.refused_code({"type": "buy_hint"}, by="Anna") == ("Conflict", "hint_already_bought")
    g.right("Anna")                 # then the turn as normal
    assert g.hand("Anna") == 12 and g.turn == "Ben"
    assert g.view()["deal"]["can_buy_hint"] == g.id("Ben")


def test_hints_are_refused_when_the_option_is_off_and_outside_ones_turn():
    g = express()
    assert g.refused_code({"type": "buy_hint"}, by="Anna") == ("Conflict", "no_hints")
    g = express(hints=True)
    assert g.refused_code({"type": "buy_hint"}, by="Ben") == ("Conflict", "not_your_turn")
    g.attempt("Anna")
    assert g.refused_code({"type": "buy_hint"}, by="Anna") == ("Conflict", "wrong_phase")


def test_hints_make_scores_negative():
    g = express(hints=True, hand_size=10)
    g.buy_hint("Anna")
    g.wrong("Anna")
    g.right("Ben")
    g.guess("right")
    assert g.scores == {"Anna": -1, "Ben": 1 + 6, "Carla": 0, "Dan": 7}
    assert g.deal.ended["high"] == 10


# Next dealer ---------------------------------------------------------------------------

def test_by_default_the_next_dealer_is_left_of_the_last():
    g = express()
    g.right("Anna"); g.right("Ben"); g.guess("right")
    g.next_deal()
    assert g.dealer == "Anna"


def test_winner_deals_the_right_guesser_deals_next():
    g = express(next_dealer="winner")
    g.right("Anna"); g.right("Ben"); g.guess("right")
    g.next_deal()
    assert g.dealer == "Ben"


def test_winner_deals_the_player_who_emptied_deals_next():
    g = express(next_dealer="winner", hand_size=1)
    g.wrong("Anna"); g.wrong("Ben"); g.right("Carla")
    g.next_deal()
    assert g.dealer == "Carla"


def test_winner_deals_otherwise_the_highest_scorer_other_than_the_dealer():
    g = CoreGame("express", people=4, options={"next_dealer": "winner", "packs": 1, "hand_size": 16})
    g.starter(1)                     # stock 52 − 48 − 1 = 3
    g.wrong("Anna")
    g.right("Ben")
    g.wrong("Carla")
    g.wrong("Anna")                  # the stock's last card: the round ends
    assert g.reason == "stock_out"
    assert g.scores == {"Anna": 0, "Ben": 1, "Carla": 0, "Dan": 1}
    g.next_deal()
    assert g.dealer == "Ben"

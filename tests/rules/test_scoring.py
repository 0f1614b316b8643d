"""RULES.md § Scoring (howell, abbott): H − hand, +4 for a legal emptying, the
prophet's bonus, the dealer's score with and without a prophet."""

from tests.rules.helpers import CoreGame


def test_worked_example_h_twelve_hand_five_scores_seven_and_the_emptied_player_sixteen():
    g = CoreGame(options={"hand_size": 12})
    g.starter(1, rank=2)            # Ben first
    g.right("Ben", 7)               # Ben 5
    g.right("Carla", 12)            # Carla empties; Anna still holds 12
    assert g.deal.ended["high"] == 12
    assert g.scores == {"Anna": 0, "Ben": 7, "Carla": 16, "Dan": 16}
    assert g.deal.ended["parts"][g.id("Carla")] == {"base": 12, "emptied": 4, "prophet": 0,
                                                    "guess": 0, "dealer": 0}


def test_h_includes_an_expelled_players_hand():
    g = CoreGame(people=4)
    g.starter(30, rank=1)
    g.wrong("Anna", 5)              # 14 − 5 + 10 = 19, expelled
    g.right("Ben", 14)
    assert g.deal.ended["high"] == 19
    assert g.scores == {"Anna": 0, "Ben": 23, "Carla": 5, "Dan": 23}


def prophet_deal():
    """Anna becomes prophet with 8 cards at T 4; Ben empties with the prophet in office."""
    g = CoreGame(people=5, options={"hand_size": 5})
    g.starter(1, rank=1)
    g.wrong("Anna", 3)              # 5 − 3 + 6 = 8; T 4
    g.declare("Anna")
    for name, cards, verdict in (("Ben", 2, "right"), ("Carla", 1, "wrong"),
                                 ("Eve", 1, "right"), ("Ben", 3, "right")):
        g.attempt(name, cards)
        g.judge(verdict, by="Anna")
        g.confirm()
    return g


def test_h_includes_the_prophets_set_aside_hand_and_the_bonus_counts_cards_after_the_marker():
    g = prophet_deal()
    assert g.reason == "emptied"
    assert g.deal.ended["high"] == 8
    parts = g.deal.ended["parts"]
    # after the marker: 6 mainline cards (+1 each), 1 sideline card (+2)
    assert parts[g.id("Anna")]["prophet"] == 6 + 2
    assert g.scores["Anna"] == 0 + 8
    assert g.scores["Ben"] == 8 + 4
    assert g.scores["Carla"] == 8 - 6
    assert g.scores["Eve"] == 8 - 4


def test_with_a_prophet_the_dealer_gets_the_smaller_of_the_highest_score_and_twice_t_at_appointment():
    g = prophet_deal()
    assert g.scores["Dan"] == min(12, 2 * 4) == 8


def test_with_a_prophet_the_dealer_gets_the_highest_score_when_it_is_the_smaller():
    g = CoreGame(people=5, options={"hand_size": 3})
    g.starter(20, rank=1)
    g.right("Anna")
    g.declare("Anna")               # T 21 at appointment: the cap is 42
    g.attempt("Ben", 3); g.judge("right", by="Anna"); g.confirm()
    assert g.scores["Anna"] == (3 - 2) + 3
    assert g.scores["Ben"] == 3 - 0 + 4
    assert g.scores["Dan"] == 7     # min(7, 2 × 21)


def test_the_prophets_score_counts_for_the_dealers_highest():
    g = CoreGame(people=5, options={"hand_size": 3})
    g.starter(20, rank=1)
    g.right("Anna")
    g.declare("Anna")                # Anna 2 cards, T 21
    for name in ("Ben", "Carla", "Eve"):
        g.attempt(name, 3); g.judge("wrong", by="Anna"); g.confirm()   # 9 sideline cards: +18
    g.end_game()
    assert g.deal.ended["high"] == 6
    assert g.scores["Anna"] == (6 - 2) + 18
    assert g.scores["Dan"] == 22    # the prophet's 22 is the highest; 2 × 21 = 42


def test_a_deposed_prophet_gets_no_bonus_and_the_dealer_is_not_capped():
    g = CoreGame(people=5, options={"hand_size": 3})
    g.starter(1, rank=1)
    g.right("Anna")
    g.declare("Anna")                # T 2 at appointment
    g.attempt("Ben", 1); g.judge("right", by="Anna"); g.confirm()
    g.attempt("Carla", 1); g.judge("right", by="Anna"); g.overrule("wrong")
    g.right("Eve", 3)
    parts = g.deal.ended["parts"]
    assert parts[g.id("Anna")]["prophet"] == 0
    assert g.hand("Anna") == 2 + 5
    assert g.scores["Eve"] == 7 + 4
    assert g.scores["Dan"] == 11    # not min(11, 4)


def test_without_a_prophet_the_dealer_scores_the_highest_player_score():
    g = CoreGame(options={"hand_size": 3})
    g.starter(1, rank=1)
    g.wrong("Anna", 1)               # 4
    g.right("Ben", 1)                # 2
    g.right("Carla", 3)
    assert g.scores == {"Anna": 0, "Ben": 2, "Carla": 8, "Dan": 8}


def test_abbott_scores_like_howell():
    g = CoreGame("abbott", draws=[1], options={"hand_size": 3})
    g.starter(1)
    assert g.turn == "Ben"
    g.right("Ben", 3)
    assert g.scores == {"Anna": 0, "Ben": 7, "Carla": 0, "Dan": 7}

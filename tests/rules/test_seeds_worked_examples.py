"""The worked examples of the seeds (shared/seeds/), played through the core."""

from tests.rules.helpers import CoreGame


# seed 000 (howell), section 11 and section 04 ---------------------------------------

def test_seed000_q_diamonds_wrong_on_seven_hearts_goes_to_a_sideline_draws_two_endpoint_unchanged():
    g = CoreGame(people=4)
    g.starter(1, rank=7)            # the mainline ends 7♥; 7 counts to Anna (7 mod 3 = 1)
    assert g.turn == "Anna"
    g.attempt("Anna", 1)            # Q♦
    g.judge("wrong")
    d = g.view()["deal"]
    assert d["sidelines"] == [{"after": 1, "groups": [1]}]
    assert d["mainline"] == 1       # the endpoint stays 7♥
    assert g.hand("Anna") == 14 - 1 + 2
    assert d["last"]["draw"] == 2


def test_seed000_b_offers_a_two_card_string_both_accepted():
    g = CoreGame(people=4)
    g.starter(1, rank=7)
    g.wrong("Anna", 1)              # Q♦
    g.attempt("Ben", 2)             # 4♣–9♥
    g.judge("right")
    d = g.view()["deal"]
    assert d["mainline"] == 3 and g.hand("Ben") == 12 and d["table"] == 4
    assert d["sidelines"] == [{"after": 1, "groups": [1]}]


def test_seed000_final_h_twelve_hand_five_is_seven_and_an_emptied_player_sixteen():
    g = CoreGame(people=4, options={"hand_size": 12})
    g.starter(1, rank=2)
    g.right("Ben", 7)
    g.right("Carla", 12)
    assert g.scores["Ben"] == 7 and g.scores["Carla"] == 16


def test_seed000_a_correct_no_play_with_eight_gives_four():
    g = CoreGame(people=4)
    g.starter(1, rank=1)
    g.right("Anna", 6)              # Anna holds 8
    g.right("Ben"); g.right("Carla")
    assert g.hand("Anna") == 8
    g.claim("right", "Anna")
    assert g.hand("Anna") == 4


def test_seed000_a_false_no_play_with_eight_leaves_twelve():
    g = CoreGame(people=4)
    g.starter(1, rank=1)
    g.right("Anna", 6)
    g.right("Ben"); g.right("Carla")
    g.claim("wrong", "Anna")
    assert g.hand("Anna") == 8 - 1 + 5 == 12


# seed 001 (express) --------------------------------------------------------------------

def test_seed001_anna_4d_wrong_on_7h_ben_qs_right():
    g = CoreGame("express", people=4)
    g.starter(1)                    # 7♥
    g.wrong("Anna")                 # 4♦ goes below the 7♥, Anna draws a card
    assert g.view()["deal"]["sidelines"] == [{"after": 1, "groups": [1]}] and g.hand("Anna") == 12
    g.right("Ben")                  # Q♠
    assert g.deal.mainline == 2 and g.hand("Ben") == 11


def test_seed001_anna_guesses_with_eight_left_ben_five_carla_nine_dealer_ten():
    g = CoreGame("express", people=4)   # Dan deals to Anna, Ben, Carla
    g.starter(1)
    for round_ in range(1, 8):
        (g.right if round_ <= 3 else g.wrong)("Anna")
        g.right("Ben")
        (g.right if round_ <= 3 else g.wrong)("Carla")
    g.right("Anna")
    assert g.hands == {"Anna": 8, "Ben": 5, "Carla": 9}
    g.guess("right")
    assert g.reason == "guessed"
    assert g.scores == {"Anna": 12 - 8 + 6, "Ben": 7, "Carla": 3, "Dan": 10}
    assert g.scores["Anna"] == 10


# seed 003 (express golden): variants -----------------------------------------------------

def test_seed003_ten_card_hands_score_from_ten():
    g = CoreGame("express", people=3, options={"hand_size": 10})
    g.starter(1)
    g.right("Anna")
    g.guess("right")
    assert g.scores == {"Anna": 1 + 6, "Ben": 0, "Dan": 7}


def test_seed003_incorrect_guess_penalty_draws_one():
    g = CoreGame("express", people=3, options={"incorrect_guess_penalty": 1})
    g.starter(1)
    g.right("Anna")
    g.guess("wrong")
    assert g.hand("Anna") == 12

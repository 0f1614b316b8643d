"""RULES.md § Expulsion: checked at the start of each turn (T ≥ threshold
without a prophet, 20 after the marker with one); the penalty is drawn, then
the player is expelled; expelled players keep their hands and take no more
turns; all expelled ends the deal."""

import pytest

from tests.rules.helpers import CoreGame


def test_expulsion_is_not_active_below_thirty_cards_without_a_prophet():
    g = CoreGame(people=5)
    g.starter(29, rank=1)
    assert g.view()["deal"]["expulsion"] == {"active": False, "count": 29, "threshold": 30}
    g.wrong("Anna", 2)              # T reaches 31 during the turn: checked at its start only
    assert g.expelled == set() and g.hand("Anna") == 16


def test_at_thirty_cards_a_wrong_attempt_draws_its_penalty_then_expels():
    g = CoreGame(people=5)
    g.starter(29, rank=1)
    g.right("Anna", 1)              # T = 30 at the start of Ben's turn
    assert g.view()["deal"]["expulsion"] == {"active": True, "count": 30, "threshold": 30}
    g.wrong("Ben", 2)
    assert g.hand("Ben") == 14 - 2 + 4
    assert g.expelled == {"Ben"}
    assert g.view()["deal"]["status"][g.id("Ben")] == "expelled"
    last = g.view()["deal"]["last"]
    assert last["draw"] == 4 and last["expelled"] is True and "expelled" in last["text"]


def test_a_false_no_play_draws_five_then_expels():
    g = CoreGame(people=5)
    g.starter(30, rank=1)
    g.claim("wrong", "Anna")
    assert g.hand("Anna") == 18 and g.expelled == {"Anna"}


def test_right_attempts_and_correct_no_plays_never_expel():
    g = CoreGame(people=5)
    g.starter(30, rank=1)
    g.right("Anna")
    g.claim("right", "Ben")
    assert g.expelled == set()


def test_expelled_players_keep_their_hands_and_take_no_more_turns():
    g = CoreGame(people=5)
    g.starter(30, rank=1)
    g.wrong("Anna")
    assert g.hand("Anna") == 15
    turns = []
    for _ in range(4):
        turns.append(g.turn)
        g.right()
    assert turns == ["Ben", "Carla", "Eve", "Ben"]
    assert g.hands["Anna"] == 15


def test_all_players_expelled_ends_the_deal_all_expelled():
    g = CoreGame(people=4)
    g.starter(30, rank=1)
    g.wrong("Anna")
    g.wrong("Ben")
    assert g.deal.ended is None
    g.wrong("Carla")
    assert g.reason == "all_expelled"
    assert g.hands == {"Anna": 15, "Ben": 15, "Carla": 15}


def test_the_fourth_marker_variant_sets_the_threshold_to_forty():
    g = CoreGame(people=5, options={"expulsion_threshold": 40})
    g.starter(39, rank=1)
    g.wrong("Anna")
    assert g.expelled == set()
    g.wrong("Ben")                  # T was 40 when Ben's turn began
    assert g.expelled == {"Ben"}


def test_abbott_expels_at_thirty_too():
    g = CoreGame("abbott", people=5, draws=[0])
    g.starter(30)
    g.wrong("Anna")
    assert g.expelled == {"Anna"}


# With a prophet ---------------------------------------------------------------------

def prophet_at(table):
    """Anna becomes prophet with T = table (a starter of table − 1, then her right card)."""
    g = CoreGame(people=6)              # Anna, Ben, Carla, Eve, Finn
    g.starter(table - 1, rank=1)
    g.right("Anna")
    g.declare("Anna")
    return g


def prophet_turn(g, verdict, cards=1):
    g.attempt(g.turn, cards)
    g.judge(verdict, by=g.prophet)
    g.confirm()


def test_with_a_prophet_the_overall_threshold_does_not_apply():
    g = prophet_at(35)
    assert g.view()["deal"]["expulsion"] == {"active": False, "count": 0, "threshold": 20}
    prophet_turn(g, "wrong")
    assert g.expelled == set()


def test_with_a_prophet_expulsion_is_active_after_twenty_cards_since_the_marker():
    g = prophet_at(5)
    prophet_turn(g, "right", 10)    # Ben
    prophet_turn(g, "wrong", 9)     # Carla: 19 since the marker
    assert g.view()["deal"]["expulsion"]["count"] == 19
    prophet_turn(g, "wrong", 1)     # Eve's turn began at 19: not expelled
    assert g.expelled == set()
    assert g.view()["deal"]["expulsion"] == {"active": True, "count": 20, "threshold": 20}
    prophet_turn(g, "wrong", 1)     # Finn
    assert g.expelled == {"Finn"}


def test_a_new_prophet_restarts_the_count_and_expulsions_stand():
    g = prophet_at(5)               # T 5 at appointment
    prophet_turn(g, "right", 10)    # Ben
    prophet_turn(g, "right", 10)    # Carla: 20 since the marker
    prophet_turn(g, "wrong", 1)     # Eve expelled
    assert g.expelled == {"Eve"}
    g.attempt("Finn")
    g.judge("right", by="Anna")
    g.overrule("wrong")             # Anna deposed, T 27
    assert g.view()["deal"]["expulsion"] == {"active": False, "count": 27, "threshold": 30}
    assert g.turn == "Anna"
    g.right("Anna", 3)              # T 30
    assert g.refused_code({"type": "declare_prophet"}, by="Anna") == ("Conflict", "already_prophet")
    g.right("Ben", 1)               # T 31
    g.declare("Ben")
    assert g.view()["deal"]["expulsion"] == {"active": False, "count": 0, "threshold": 20}
    assert g.expelled == {"Eve"}    # the expulsion stands
    prophet_turn(g, "wrong")        # Carla's turn: not active
    assert g.expelled == {"Eve"}


def test_after_a_deposition_the_overall_threshold_applies_again_from_the_next_turn():
    g = prophet_at(31)              # T 31 at appointment
    prophet_turn(g, "wrong")        # Ben: count since the marker was 0
    assert g.expelled == set()
    g.attempt("Carla")
    g.judge("right", by="Anna")
    g.overrule("wrong")             # deposed: no expulsion for Carla
    assert g.expelled == set()
    assert g.view()["deal"]["expulsion"]["threshold"] == 30
    assert g.view()["deal"]["expulsion"]["active"] is True
    g.wrong("Eve")
    assert g.expelled == {"Eve"}


def test_all_but_the_prophet_expelled_ends_the_deal_with_the_prophet_in_office():
    g = CoreGame(people=5)              # Anna, Ben, Carla, Eve
    g.starter(1, rank=1)
    g.right("Anna")
    g.declare("Anna")               # T 2 at appointment
    prophet_turn(g, "wrong", 10)    # Ben
    prophet_turn(g, "wrong", 10)    # Carla: 20 since the marker
    for name in ("Eve", "Ben", "Carla"):
        assert g.turn == name
        prophet_turn(g, "wrong")
    assert g.reason == "all_expelled"
    assert g.expelled == {"Ben", "Carla", "Eve"}
    parts = g.deal.ended["parts"][g.id("Anna")]
    assert parts["prophet"] == 2 * 23      # 23 sideline cards after the marker
    assert g.scores["Dan"] == min(max(s for n, s in g.scores.items() if n != "Dan"), 2 * 2)


@pytest.mark.parametrize("profile", ["express"])
def test_express_has_no_expulsion(profile):
    g = CoreGame(profile, people=4)
    g.starter(1)
    assert g.view()["deal"]["expulsion"] is None

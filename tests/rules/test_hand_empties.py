"""RULES.md § A deal step 7 (Hand empties): a right attempt or a correct
no-play reaching 0 ends the deal at once; a wrong attempt of the whole hand
is not an emptying."""

from tests.rules.helpers import CoreGame


def test_a_right_attempt_of_the_whole_hand_legally_empties_it_and_ends_the_deal():
    g = CoreGame(options={"hand_size": 5})
    g.starter(1, rank=2)            # Ben first
    g.right("Ben", 5)
    assert g.reason == "emptied" and g.deal.ended["emptied"] == g.id("Ben")
    assert g.hand("Ben") == 0 and g.phase == "deal_over" and g.turn is None


def test_emptying_in_several_turns():
    g = CoreGame(options={"hand_size": 3})
    g.starter(1, rank=1)
    g.right("Anna", 2)
    g.wrong("Ben", 1)
    g.wrong("Carla", 1)
    assert g.deal.ended is None
    g.right("Anna", 1)
    assert g.reason == "emptied" and g.deal.ended["emptied"] == g.id("Anna")


def test_a_correct_no_play_that_clears_the_hand_is_a_legal_emptying():
    g = CoreGame(options={"hand_size": 3})
    g.starter(1, rank=1)
    g.claim("right", "Anna")
    assert g.reason == "emptied" and g.deal.ended["emptied"] == g.id("Anna")
    assert g.deal.ended["parts"][g.id("Anna")]["emptied"] == 4


def test_a_wrong_attempt_of_the_whole_hand_is_not_an_emptying():
    g = CoreGame(options={"hand_size": 4})
    g.starter(1, rank=1)
    g.wrong("Anna", 4)
    assert g.deal.ended is None
    assert g.hand("Anna") == 8                   # 0 after the attempt, then draws 2 × 4
    assert g.turn == "Ben"


def test_a_false_no_play_never_empties_the_hand():
    g = CoreGame(options={"hand_size": 1})
    g.starter(1, rank=1)
    g.claim("wrong", "Anna")                     # the last card goes on the mainline, then 5
    assert g.deal.ended is None and g.hand("Anna") == 5

"""The snapshot says who deals next while a deal is over (the deal-over screen names them)."""
from companion import rules

from tests.rules.helpers import CoreGame


def test_the_view_names_the_next_dealer_only_while_a_deal_is_over():
    g = CoreGame(options={"hand_size": 1}, dealer="Ben")
    assert rules.view(g.state, None)["next_dealer"] is None
    g.starter(1)
    g.right(g.turn)
    assert g.phase == "deal_over"
    assert rules.view(g.state, None)["next_dealer"] == g.id("Carla")  # left of Ben
    g.next_deal()
    assert g.dealer == "Carla"
    assert rules.view(g.state, None)["next_dealer"] is None

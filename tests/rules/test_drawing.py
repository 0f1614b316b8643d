"""RULES.md § A deal step 6 (Drawing) and the `stock_out` option:
`short` (howell/abbott), `last_card` and `add_pack` (express)."""

from tests.rules.helpers import CoreGame


def small_howell():
    """Howell with one pack: 52 − 3 × 14 = 10 in the stock."""
    g = CoreGame(options={"packs": 1})
    assert g.deal.stock == 10
    return g


def test_a_draw_takes_n_from_the_stock():
    g = small_howell()
    g.starter(1, rank=1)
    g.wrong("Anna", 2)
    assert (g.deal.stock, g.hand("Anna")) == (5, 16)


def test_stock_short_gives_what_remains_and_ends_the_deal_stock_out():
    g = small_howell()
    g.starter(1, rank=1)            # stock 9
    g.wrong("Anna", 3)              # draws 6: stock 3
    g.wrong("Ben", 2)               # needs 4, gets 3
    assert g.reason == "stock_out"
    assert g.deal.stock == 0
    assert g.hands == {"Anna": 17, "Ben": 15, "Carla": 14}
    assert g.phase == "deal_over" and g.turn is None
    g.conserved()


def test_the_cards_of_an_attempt_count_on_the_table_even_when_its_draw_ends_the_deal():
    g = small_howell()
    g.starter(1, rank=1)
    g.wrong("Anna", 3)              # stock 3
    g.wrong("Ben", 2)
    d = g.view()["deal"]
    assert d["table"] == 1 + 3 + 2
    assert d["sidelines"] == [{"after": 1, "groups": [3, 2]}]


def test_a_draw_taking_exactly_the_last_cards_is_met_and_the_deal_goes_on():
    g = small_howell()
    g.starter(4, rank=1)            # stock 6
    g.wrong("Anna", 3)              # draws exactly 6
    assert g.deal.stock == 0
    assert g.deal.ended is None and g.turn == "Ben"
    assert g.hand("Anna") == 17
    g.right("Ben", 1)               # no draw: still on
    assert g.deal.ended is None
    g.wrong("Carla", 1)             # the next draw that cannot be met ends it
    assert g.reason == "stock_out" and g.hand("Carla") == 13


def test_a_false_no_play_with_the_stock_short_ends_the_deal():
    g = small_howell()
    g.starter(6, rank=1)            # stock 4
    g.claim("wrong", "Anna")        # 14 − 1 + 4 (of 5)
    assert g.reason == "stock_out" and g.hand("Anna") == 17 and g.deal.mainline == 7


def test_a_correct_no_play_refills_the_stock_by_four():
    g = small_howell()
    g.starter(4, rank=1)
    g.wrong("Anna", 3)              # stock 0
    g.claim("right", "Ben")
    assert g.deal.stock == 4 and g.hand("Ben") == 10


def test_short_never_recycles_the_table_nor_adds_a_pack():
    g = small_howell()
    g.starter(1, rank=1)
    g.wrong("Anna", 3)
    g.wrong("Ben", 2)
    assert g.deal.cards_in_play == 52
    g.conserved()


# express: last_card -------------------------------------------------------------

def tiny_express(**options):
    """Express, 3 people, one pack, hands of 25: stock 2, 1 after the starter."""
    g = CoreGame("express", people=3, options={"packs": 1, "hand_size": 25, **options})
    g.starter(1)
    assert g.deal.stock == 1
    return g


def test_last_card_ends_the_round_right_after_the_draw_that_takes_the_stocks_last_card():
    g = tiny_express()
    g.wrong("Anna")
    assert g.reason == "stock_out"
    assert g.deal.stock == 0 and g.hand("Anna") == 25


def test_last_card_is_the_express_default():
    g = CoreGame("express", people=3)
    assert g.state.options["stock_out"] == "last_card"


# express: add_pack --------------------------------------------------------------

def test_add_pack_adds_one_pack_when_the_stock_reaches_zero_and_play_goes_on():
    g = tiny_express(stock_out="add_pack")
    g.wrong("Anna")
    assert g.deal.ended is None
    assert g.deal.stock == 52 and g.deal.cards_in_play == 104
    assert g.hand("Anna") == 25
    g.conserved()


def test_add_pack_refills_also_when_the_starter_takes_the_last_card():
    g = CoreGame("express", people=4, options={"packs": 1, "hand_size": 17, "stock_out": "add_pack"})
    assert g.deal.stock == 1
    g.starter(1)
    assert g.deal.stock == 52 and g.deal.cards_in_play == 104
    g.conserved()

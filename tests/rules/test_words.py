"""RULES.md § Words: person/dealer/players, seat order, hand, stock, mainline,
sidelines (grouping kept, hung under the endpoint), table count T, markers,
attempt, active player."""

from tests.rules.helpers import CoreGame


def test_the_dealer_has_no_hand_and_the_players_sit_in_turn_order_from_the_dealers_left():
    g = CoreGame(people=5, dealer="Ben")
    deal = g.view("Anna")["deal"]
    assert [g.name(p) for p in deal["players"]] == ["Carla", "Eve", "Dan", "Anna"]
    assert set(g.hands) == {"Carla", "Eve", "Dan", "Anna"}
    assert g.id("Ben") not in deal["hands"]


def test_seat_order_set_by_the_host_decides_who_is_left_of_whom():
    g = CoreGame(people=4, start=False)
    g.do({"type": "seat", "order": ["Dan", "Carla", "Anna", "Ben"]}, by="Dan")
    g.start("Dan")
    assert [g.name(p) for p in g.deal.players] == ["Carla", "Anna", "Ben"]


def test_the_stock_is_the_undealt_cards():
    g = CoreGame(people=4)
    assert g.deal.stock == 3 * 52 - 3 * 14


def test_mainline_counts_the_starter_and_right_attempts():
    g = CoreGame(people=4)
    g.starter(2, rank=1)
    assert g.deal.mainline == 2
    g.right("Anna", 3)
    assert g.deal.mainline == 5


def test_a_rejected_string_is_one_sideline_group_under_the_endpoint_in_order():
    g = CoreGame(people=4)
    g.starter(1, rank=1)
    g.wrong("Anna", 3)
    g.wrong("Ben", 1)
    g.right("Carla", 2)
    g.wrong("Anna", 2)
    assert g.view()["deal"]["sidelines"] == [{"after": 1, "groups": [3, 1]},
                                            {"after": 3, "groups": [2]}]


def test_the_table_count_is_mainline_plus_every_sideline_card_starter_included():
    g = CoreGame(people=4)
    g.starter(2, rank=1)
    g.wrong("Anna", 3)
    g.right("Ben", 2)
    d = g.view()["deal"]
    assert (d["mainline"], d["table"]) == (4, 7)


def test_every_tenth_card_is_a_marker_counted_inside_strings():
    g = CoreGame(people=4)
    g.starter(8, rank=1)
    assert g.view()["deal"]["markers"] == []
    g.right("Anna", 3)          # cards 9, 10, 11: the 10th is inside the string
    assert g.view()["deal"]["markers"] == [10]
    g.wrong("Ben", 9)           # 12 … 20, on a sideline
    assert g.view()["deal"]["markers"] == [10, 20]
    assert g.view()["deal"]["table"] == 20


def test_an_active_player_is_neither_expelled_nor_the_current_prophet():
    g = CoreGame(people=5)
    g.starter(1, rank=1)
    g.right("Anna")
    g.declare("Anna")
    status = g.view()["deal"]["status"]
    assert status[g.id("Anna")] == "prophet"
    assert {status[g.id(n)] for n in ("Ben", "Carla", "Eve")} == {"active"}

"""RULES.md § The game: the first dealer (random or named), rotation left,
game over when everyone has dealt, the host ending early (abbott's +10 for
those who never dealt), totals and shared victories."""

from tests.rules.helpers import CoreGame


def quick_deal(g, rank=1):
    """The first player empties a one-card hand."""
    g.starter(1, rank=rank)         # the rank is ignored where first_player is not "rank"
    g.right(g.turn)
    assert g.reason == "emptied"


def test_the_first_dealer_is_drawn_at_random_among_everyone_and_shown_in_the_log():
    g = CoreGame(start=False, draws=[2])
    record = g.start(None)
    assert g.randbelow.asked == [4]
    assert record["first_dealer"] == g.id("Ben") and record["drawn"] is True
    assert g.dealer == "Ben"
    assert "drawn at random" in g.log()[-1]["text"]


def test_the_host_may_name_the_first_dealer():
    g = CoreGame(start=False)
    record = g.start("Carla")
    assert g.randbelow.asked == []
    assert g.dealer == "Carla" and "named by the host" in g.log()[-1]["text"]
    assert "drawn" not in record


def test_only_the_host_starts_the_game_and_only_once():
    g = CoreGame(start=False)
    assert g.refused_code({"type": "start"}, by="Anna") == ("Forbidden", "host_only")
    g.start("Dan")
    assert g.refused_code({"type": "start"}, by="Dan") == ("Conflict", "game_started")
    assert g.refused_code({"type": "join", "name": "Zed"}, by=None) == ("Conflict", "game_started")


def test_the_host_can_remove_a_person_before_the_start():
    g = CoreGame(people=5, start=False)
    g.do({"type": "kick", "player": "Eve"}, by="Dan")
    assert [p.name for p in g.state.people] == ["Dan", "Anna", "Ben", "Carla"]
    assert g.refused_code({"type": "kick", "player": "Dan"}, by="Dan") == ("Conflict", "cannot_kick_host")


def test_each_deals_dealer_is_left_of_the_last_until_everyone_has_dealt():
    g = CoreGame(options={"hand_size": 1}, dealer="Ben")
    dealers = []
    while g.phase != "game_over":
        dealers.append(g.dealer)
        quick_deal(g)
        if g.phase == "deal_over":
            g.next_deal()
    assert dealers == ["Ben", "Carla", "Dan", "Anna"]
    assert [d["number"] for d in g.state.deals] == [1, 2, 3, 4]


def test_totals_are_sums_and_tied_leaders_share_the_victory():
    g = CoreGame(options={"hand_size": 1})
    while g.phase != "game_over":
        quick_deal(g)               # the first player from the dealer's left empties
        if g.phase == "deal_over":
            g.next_deal()
    # each deal: the emptier (1 − 0 + 4) and the dealer 5, the others 0
    assert g.totals == {"Dan": 10, "Anna": 10, "Ben": 10, "Carla": 10}
    assert [g.name(p) for p in g.view()["winners"]] == ["Dan", "Anna", "Ben", "Carla"]


def test_the_highest_total_wins_alone():
    g = CoreGame(options={"hand_size": 1})
    quick_deal(g)                   # Anna empties: Anna 5, Dan 5, Ben 0, Carla 0
    g.next_deal()                   # Anna deals: Ben, Carla, Dan
    quick_deal(g, rank=3)           # Dan empties: Dan 5, Anna 5
    g.next_deal()                   # Ben deals: Carla, Dan, Anna
    quick_deal(g, rank=2)           # Dan again
    g.next_deal()                   # Carla deals: Dan, Anna, Ben
    quick_deal(g, rank=1)
    assert g.phase == "game_over"
    assert [g.name(p) for p in g.state.winners] == ["Dan"]


def test_the_host_may_end_the_game_early_and_the_deal_in_progress_is_scored():
    g = CoreGame(options={"hand_size": 3})
    g.starter(1, rank=1)
    g.right("Anna", 2)
    assert g.refused_code({"type": "end_game"}, by="Anna") == ("Forbidden", "host_only")
    g.end_game()
    assert g.phase == "game_over" and g.reason == "game_ended"
    assert g.scores == {"Anna": 2, "Ben": 0, "Carla": 0, "Dan": 2}
    assert g.state.bonus == {}
    assert [g.name(p) for p in g.state.winners] == ["Dan", "Anna"]
    assert g.refused_code({"type": "end_game"}, by="Dan") == ("Conflict", "game_over")


def test_the_game_cannot_be_ended_before_it_starts():
    g = CoreGame(start=False)
    assert g.refused_code({"type": "end_game"}, by="Dan") == ("Conflict", "not_started")


def test_abbott_ending_early_gives_ten_to_everyone_who_never_dealt():
    g = CoreGame("abbott", options={"hand_size": 1})
    quick_deal(g)                   # Dan deals
    g.next_deal()                   # Anna deals
    g.starter(1)
    g.end_game()
    assert g.dealer == "Anna" and g.reason == "game_ended"
    assert {g.name(p): b for p, b in g.state.bonus.items()} == {"Ben": 10, "Carla": 10}
    deal1 = {g.name(p): s for p, s in g.state.deals[0]["scores"].items()}
    assert g.totals == {n: deal1[n] + {"Ben": 10, "Carla": 10}.get(n, 0) for n in deal1}


def test_abbott_ending_between_deals_gives_the_bonus_too():
    g = CoreGame("abbott", options={"hand_size": 1})
    quick_deal(g)
    g.end_game()
    assert {g.name(p) for p in g.state.bonus} == {"Anna", "Ben", "Carla"}
    assert len(g.state.deals) == 1


def test_a_game_played_to_its_end_gives_no_never_dealt_bonus():
    g = CoreGame("abbott", options={"hand_size": 1})
    while g.phase != "game_over":
        quick_deal(g)
        if g.phase == "deal_over":
            g.next_deal()
    assert g.state.bonus == {}

"""RULES.md § A game night: newcomers and removals between deals, who deals next,
the end of a game, another game at the same table, and the night's standings.

Every deal here is a quick one (hand_size 1): the first player from the dealer's
left empties their hand, scoring 1 − 0 + 4 = 5, the dealer 5, the others 0.
"""

from companion import rules
from companion.catalogs import sentence
from tests.rules.helpers import CoreGame


def quick_deal(g):
    g.starter(1, rank=1)            # rank 1: the dealer's left plays first
    g.right(g.turn)
    assert g.reason == "emptied"


def play_out(g):
    """Deal after deal to the end of the game; the dealers in order."""
    dealers = []
    while g.phase != "game_over":
        if g.phase == "deal_over":
            g.next_deal()
        dealers.append(g.dealer)
        quick_deal(g)
    return dealers


# newcomers ------------------------------------------------------------------------

def test_a_newcomer_sits_down_between_deals_with_a_total_of_0_and_is_dealt_in_next():
    g = CoreGame(options={"hand_size": 1})
    quick_deal(g)                                   # Dan deals, Anna empties
    record = g.join("Eve")
    assert record["late"] is True
    assert g.log()[-1]["text"] == "Eve sat down; they are dealt in from the next deal."
    assert g.totals["Eve"] == 0 and "Eve" not in {g.name(p) for p in g.deal.players}
    g.next_deal()                                   # Anna deals
    assert g.id("Eve") in g.deal.players and g.hand("Eve") == 1


def test_a_newcomer_cannot_join_while_a_deal_is_played():
    g = CoreGame(options={"hand_size": 1})
    assert g.refused_code({"type": "join", "name": "Eve"}, by=None) == ("Conflict", "game_started")
    g.starter(1, rank=1)
    assert g.refused_code({"type": "join", "name": "Eve"}, by=None) == ("Conflict", "game_started")
    assert not rules.view(g.state)["joinable"]
    g.right(g.turn)
    assert rules.view(g.state)["joinable"]


def test_the_table_never_seats_more_than_8_not_even_between_deals():
    g = CoreGame(people=8, options={"hand_size": 1})
    quick_deal(g)
    assert g.refused_code({"type": "join", "name": "Ivo"}, by=None) == ("Conflict", "table_full")
    assert not rules.view(g.state)["joinable"]


def test_a_newcomer_is_refused_when_the_packs_cannot_deal_them_a_hand():
    g = CoreGame(options={"packs": 1, "hand_size": 17})   # 3 players × 17 = 51 of 52 cards
    g.starter(1, rank=1)
    g.do({"type": "attempt", "cards": 17}, by="Anna")
    g.judge("right")
    assert g.phase == "deal_over"
    assert g.refused_code({"type": "join", "name": "Eve"}, by=None) == ("Conflict", "not_enough_cards")


def test_the_host_places_a_newcomer_in_the_clockwise_order_between_deals():
    g = CoreGame(options={"hand_size": 1})
    quick_deal(g)
    g.join("Eve")
    assert g.seated == ["Dan", "Anna", "Ben", "Carla", "Eve"]   # a newcomer sits last, as in the lobby
    g.seat("Dan", "Eve", "Anna", "Ben", "Carla")
    assert g.next_dealer == "Eve"                   # left of Dan, who dealt, and not dealt yet
    g.next_deal()
    assert g.dealer == "Eve" and [g.name(p) for p in g.deal.players] == ["Anna", "Ben", "Carla", "Dan"]


def test_seats_change_only_between_deals():
    g = CoreGame(options={"hand_size": 1})
    g.starter(1, rank=1)
    assert g.refused_code({"type": "seat", "order": ["Dan", "Ben", "Anna", "Carla"]}, by="Dan") \
        == ("Conflict", "game_started")
    assert g.refused_code({"type": "kick", "player": "Ben"}, by="Dan") == ("Conflict", "game_started")
    g.right(g.turn)
    assert g.refused_code({"type": "seat", "order": ["Dan", "Ben", "Anna", "Carla"]}, by="Anna") \
        == ("Forbidden", "host_only")
    assert g.refused_code({"type": "seat", "order": ["Dan", "Ben", "Anna"]}, by="Dan") == ("BadInput", "bad_order")
    assert g.refused_code({"type": "options", "options": {"packs": 2}}, by="Dan") == ("Conflict", "game_started")


def test_the_game_waits_for_a_newcomer_to_deal_too():
    g = CoreGame(options={"hand_size": 1})
    quick_deal(g)                                   # Dan
    g.next_deal()
    quick_deal(g)                                   # Anna
    g.join("Eve")
    g.seat("Dan", "Eve", "Anna", "Ben", "Carla")    # Eve sits left of Dan, who has dealt
    assert play_out(g) == ["Ben", "Carla", "Eve"]
    assert [g.name(d["dealer"]) for d in g.state.deals] == ["Dan", "Anna", "Ben", "Carla", "Eve"]


def test_a_join_between_deals_is_never_undone_so_no_seat_id_is_given_twice():
    g = CoreGame(options={"hand_size": 1})
    quick_deal(g)
    eve = g.join("Eve")["player"]
    assert g.view("Dan")["undo"]["type"] == "judge"  # what undo reverts: the deal's end, not the join
    g.kick("Eve")
    g.undo(by="Dan")                                # the removal is undone; the join stays
    assert "Eve" in g.seated
    g.undo(by="Dan")                                # and the deal's end: Eve still stays
    assert g.phase == "judging" and g.seated[-1] == "Eve" and g.id("Eve") == eve
    assert [e["type"] for e in g.log() if e["undone"]] == ["judge", "kick"]
    g.judge("right")
    assert g.join("Finn")["player"] != eve


# a newcomer's join waits beside the deal -------------------------------------------

def test_joining_never_blocks_undoing_the_deals_end_and_the_newcomer_stays_joined():
    g = CoreGame(options={"hand_size": 1})
    quick_deal(g)                                   # Dan deals, Anna empties
    eve = g.join("Eve")["player"]
    g.join("Finn")
    undo = g.undo(by="Dan")                         # the dealer's mis-tap: Anna's card was wrong
    assert undo["reopens"] == 1 and g.view()["deal"]["reopened_by"] == g.id("Dan")
    assert g.phase == "judging" and g.state.deals == [] and g.totals["Anna"] == 0
    assert g.seated == ["Dan", "Anna", "Ben", "Carla", "Eve", "Finn"] and g.id("Eve") == eve
    assert g.totals["Eve"] == 0 and eve not in g.deal.players and eve not in g.deal.hands
    assert g.refused_code({"type": "join", "name": "Gus"}, by=None) == ("Conflict", "game_started")
    g.judge("wrong")                                # the deal goes on without the newcomers
    assert g.phase == "turn" and g.turn == "Ben" and g.hand("Anna") == 2
    g.right("Ben")                                  # H = 2: Ben 2 + 4, Anna 0
    assert g.reason == "emptied" and g.totals["Ben"] == 6 and g.totals["Anna"] == 0
    g.seat("Dan", "Eve", "Anna", "Ben", "Carla", "Finn")   # the host places them now
    assert g.next_dealer == "Eve"
    g.next_deal()
    assert g.dealer == "Eve" and g.id("Finn") in g.deal.players


def test_undoing_a_games_end_after_a_newcomer_joined_makes_the_game_wait_for_them_to_deal():
    g = CoreGame(options={"hand_size": 1})
    play_out(g)                                     # Carla dealt the last deal
    g.join("Eve")                                   # for the next game
    g.undo(by="Carla")                              # the last deal's end was a mis-tap
    assert g.phase == "judging" and g.state.winners is None and g.state.games == []
    g.judge("right")
    assert g.phase == "deal_over" and g.next_dealer == "Eve"   # everyone seated deals, as always
    g.next_deal()
    assert g.dealer == "Eve"


def test_the_next_deal_needs_a_hand_for_everyone_even_a_newcomer_who_came_after_the_game():
    g = CoreGame(options={"packs": 1, "hand_size": 17})  # 3 players × 17 = 51 of 52 cards
    while g.phase != "game_over":
        if g.phase == "deal_over":
            g.next_deal()
        g.starter(1, rank=1)
        g.do({"type": "attempt", "cards": 17}, by=g.turn)
        g.judge("right")
    g.join("Eve")                                   # after the game: the next game's start counts cards
    g.undo(by=g.dealer)
    g.judge("right")
    assert g.next_dealer == "Eve"
    assert g.refused_code({"type": "next_deal"}, by="Dan") == ("Conflict", "not_enough_cards")
    g.kick("Eve")
    assert g.phase == "game_over"                   # everyone seated has dealt


def test_undoing_a_removal_after_someone_joined_needs_a_seat_and_a_name_told_apart():
    full = CoreGame(people=8, options={"hand_size": 1})
    quick_deal(full)
    full.kick("Ben")
    full.join("Ivo")                                # the table is full again
    error = full.refused({"type": "undo"}, by="Dan")
    assert (error.code, sentence(error)) == (
        "joined_since", "Someone joined after Ben was removed: bringing Ben back would seat more than 8 people.")
    alike = CoreGame(people=5, options={"hand_size": 1})
    quick_deal(alike)
    alike.kick("Carla")
    alike.join("CARLA")                             # a newcomer under her name
    assert alike.refused_code({"type": "undo"}, by="Dan") == ("Conflict", "joined_since")
    room = CoreGame(people=5, options={"hand_size": 1})
    quick_deal(room)
    room.kick("Ben")
    room.join("Zoe")
    room.undo(by="Dan")                             # a seat and a name of his own: Ben comes back
    assert room.seated == ["Dan", "Anna", "Ben", "Carla", "Eve", "Zoe"]
    room.undo(by="Dan")                             # then the deal's end
    assert room.phase == "judging" and "Zoe" in room.seated


def test_after_the_game_only_the_host_undoes_the_hosts_seat_changes_and_removals():
    g = CoreGame(options={"hand_size": 1})
    play_out(g)                                     # Dan hosts; Carla dealt last
    assert g.dealer == "Carla"
    g.kick("Ben")
    error = g.refused({"type": "undo"}, by="Carla")
    assert (type(error).__name__, error.code) == ("Forbidden", "host_undoes_seats")
    assert sentence(error) == "The game is over: only the host can undo a seat change or a removal."
    g.undo(by="Dan")
    assert "Ben" in g.seated
    g.seat("Anna", "Ben", "Carla", "Dan")
    assert g.refused_code({"type": "undo"}, by="Carla") == ("Forbidden", "host_undoes_seats")
    g.undo(by="Dan")
    g.undo(by="Carla")                              # the deal's end is still the last dealer's to undo
    assert g.phase == "judging"


def test_between_deals_the_dealer_still_undoes_a_removal():
    g = CoreGame(options={"hand_size": 1})
    quick_deal(g)
    g.next_deal()                                   # Anna deals
    quick_deal(g)
    g.kick("Carla")
    g.undo(by="Anna")
    assert "Carla" in g.seated


# removals -------------------------------------------------------------------------

def test_a_removed_persons_deals_keep_their_scores_and_a_removed_dealer_to_be_is_skipped():
    g = CoreGame(people=5, options={"hand_size": 1})
    quick_deal(g)                                   # Dan deals: Anna 5, Dan 5
    assert g.next_dealer == "Anna"
    record = g.kick("Anna")
    assert record["late"] is True
    assert g.log()[-1]["text"] == "Dan removed Anna from the game; their scores so far stand."
    assert g.next_dealer == "Ben"
    view = rules.view(g.state)
    assert view["removed"] == [g.id("Anna")] and view["totals"][g.id("Anna")] == 5
    assert view["names"][g.id("Anna")] == "Anna"
    assert play_out(g) == ["Ben", "Carla", "Eve"]   # Anna is not waited for
    assert g.id("Anna") not in g.state.deals[1]["scores"]
    assert g.state.deals[0]["scores"][g.id("Anna")] == 5
    # Ben: Carla 5; Carla: Eve 5; Eve: Dan 5 (each dealer 5 too)
    assert g.totals == {"Dan": 10, "Anna": 5, "Ben": 5, "Carla": 10, "Eve": 10}
    game = g.state.games[0]
    assert game["players"] == [g.id(n) for n in ("Dan", "Ben", "Carla", "Eve", "Anna")]
    assert [g.name(p) for p in game["winners"]] == ["Dan", "Carla", "Eve"]


def test_a_removed_person_with_the_highest_total_still_wins():
    g = CoreGame(people=5, options={"hand_size": 1})
    quick_deal(g)                                   # Dan 5, Anna 5
    g.next_deal()                                   # Anna deals: Ben empties
    quick_deal(g)                                   # Anna 10, Ben 5
    g.kick("Anna")
    g.end_game()
    assert [g.name(p) for p in g.state.winners] == ["Anna"]


def test_after_the_last_dealer_is_removed_the_person_at_their_left_deals_next():
    g = CoreGame(people=6, options={"hand_size": 1}, dealer="Anna")
    quick_deal(g)                                   # Anna deals
    g.kick("Anna")
    assert g.next_dealer == "Ben"                   # Ben sat at Anna's left
    g.kick("Ben")
    assert g.next_dealer == "Carla"                 # and Carla at Ben's
    g.next_deal()
    assert g.dealer == "Carla"


def test_removing_the_last_person_who_had_not_dealt_ends_the_game():
    g = CoreGame(people=5, options={"hand_size": 1})
    for _ in range(4):                              # Dan, Anna, Ben, Carla deal
        if g.phase == "deal_over":
            g.next_deal()
        quick_deal(g)
    assert g.next_dealer == "Eve"
    record = g.kick("Eve")
    assert record["ends_game"] is True and g.phase == "game_over" and g.state.bonus == {}
    assert g.log()[-1]["text"].endswith("Everyone seated has dealt: the game is over.")
    g.undo(by="Dan")                                # the removal (not the host's end_game) is undone
    assert g.phase == "deal_over" and "Eve" in g.seated and g.state.games == []


def test_the_next_deal_needs_the_profiles_number_of_people():
    g = CoreGame(options={"hand_size": 1})
    quick_deal(g)
    g.kick("Carla")
    assert g.refused_code({"type": "next_deal"}, by="Dan") == ("Conflict", "wrong_number_of_people")
    g.join("Eve")
    g.next_deal()
    assert len(g.deal.players) == 3


def test_in_the_lobby_a_removed_person_leaves_no_total():
    g = CoreGame(people=5, start=False)
    g.kick("Eve")
    assert "Eve" not in g.totals and rules.view(g.state)["removed"] == []
    assert g.log()[-1]["text"] == "Dan removed Eve from the table."


def test_abbott_early_end_gives_ten_to_everyone_seated_who_never_dealt_newcomers_included():
    g = CoreGame("abbott", people=5, options={"hand_size": 1})
    quick_deal(g)                                   # Dan deals
    g.kick("Ben")
    g.join("Finn")
    g.end_game()
    assert {g.name(p) for p in g.state.bonus} == {"Anna", "Carla", "Eve", "Finn"}
    assert g.totals["Finn"] == 10 and g.totals["Ben"] == 0


def test_express_winner_deals_passes_over_a_removed_winner():
    g = CoreGame("express", options={"hand_size": 1, "next_dealer": "winner"})
    g.starter(1)
    g.right(g.turn)                                 # Anna empties: the winner
    assert g.next_dealer == "Anna"
    g.kick("Anna")
    assert g.next_dealer == "Ben"                   # the left rule: left of Dan


def test_express_winner_deals_passes_over_a_winner_who_has_dealt():
    g = CoreGame("express", options={"hand_size": 1, "next_dealer": "winner"})
    g.starter(1)
    g.right(g.turn)                                 # Anna empties: the winner, and she has not dealt
    g.next_deal()
    assert g.dealer == "Anna"
    g.starter(1)
    g.wrong("Ben"); g.wrong("Carla")
    g.right("Dan")                                  # Dan empties, but he dealt the first deal
    assert g.reason == "emptied"
    assert g.next_dealer == "Ben"                   # the left rule: left of Anna, not dealt yet


# another game at the same table ----------------------------------------------------

def test_a_new_game_keeps_people_seats_and_options_and_sets_every_total_to_0():
    g = CoreGame(options={"hand_size": 1, "expulsion_threshold": 40})
    assert g.refused_code({"type": "new_game"}, by="Dan") == ("Conflict", "game_not_over")
    play_out(g)
    assert g.refused_code({"type": "new_game"}, by="Anna") == ("Forbidden", "host_only")
    assert g.refused_code({"type": "new_game", "profile": "bridge"}, by="Dan") == ("BadInput", "unknown_profile")
    seats = g.seated
    record = g.new_game()
    assert record["game"] == 2
    assert g.log()[-1]["text"] == "Dan started game 2 with the same people and seats."
    assert g.phase == "lobby" and g.seated == seats and g.state.game == 2
    assert g.totals == {n: 0 for n in seats} and g.state.deals == [] and g.state.dealt == []
    assert g.state.options["expulsion_threshold"] == 40 and g.state.profile == "howell"


def test_a_new_game_draws_its_first_dealer_and_the_host_may_change_the_options_before_its_first_deal():
    g = CoreGame(options={"hand_size": 1, "expulsion_threshold": 40})
    play_out(g)
    g.new_game()
    g.do({"type": "options", "options": {"hand_size": 2}}, by="Dan")   # before the first deal
    g.start(None)                                   # drawn at random, as the first game's
    assert g.records[-1]["drawn"] is True
    assert g.deal.number == 1 and g.deal.serial == 5 and g.deal.hand_size == 2


def test_a_new_games_first_dealer_is_the_one_the_host_names():
    g = CoreGame(options={"hand_size": 1})
    play_out(g)
    g.new_game()
    g.start("Anna")
    assert g.dealer == "Anna" and "drawn" not in g.records[-1]


def test_a_new_game_may_change_the_profile_to_its_defaults():
    g = CoreGame(options={"hand_size": 1})
    play_out(g)
    g.new_game("express")
    assert g.log()[-1]["text"] == "Dan started game 2 with the same people and seats, as an express game."
    assert g.state.profile == "express" and g.state.options == rules.PROFILES["express"]
    assert rules.view(g.state)["min_people"] == 3


def test_the_table_keeps_every_games_result_and_the_nights_standings():
    g = CoreGame(options={"hand_size": 1})
    play_out(g)                                     # everyone 10: a four-way tie
    g.new_game()
    g.start("Dan")
    quick_deal(g)                                   # Dan 5, Anna 5
    g.end_game()
    view = rules.view(g.state)
    assert [game["number"] for game in view["games"]] == [1, 2]
    first, second = view["games"]
    assert first["totals"] == {g.id(n): 10 for n in ("Dan", "Anna", "Ben", "Carla")}
    assert len(first["winners"]) == 4 and first["early"] is False and len(first["deals"]) == 4
    assert second["winners"] == [g.id("Dan"), g.id("Anna")] and second["early"] is True
    # wins first (Dan and Anna 2, Ben and Carla 1), then points, then who played first
    assert [(g.name(r["player"]), r["games"], r["wins"], r["points"]) for r in view["standings"]] == [
        ("Dan", 2, 2, 15), ("Anna", 2, 2, 15), ("Ben", 2, 1, 10), ("Carla", 2, 1, 10)]


def test_newcomers_and_leavers_between_games_are_in_the_next_games_result_only():
    g = CoreGame(options={"hand_size": 1})
    play_out(g)
    g.join("Eve")                                   # after the game is over
    g.kick("Carla")
    assert g.state.games[0]["players"] == [g.id(n) for n in ("Dan", "Anna", "Ben", "Carla")]
    g.new_game()
    assert g.totals == {"Dan": 0, "Anna": 0, "Ben": 0, "Eve": 0}
    g.start("Dan")
    assert play_out(g) == ["Dan", "Anna", "Ben", "Eve"]
    assert g.state.games[1]["players"] == [g.id(n) for n in ("Dan", "Anna", "Ben", "Eve")]
    standings = {g.name(r["player"]): r["games"] for r in rules.view(g.state)["standings"]}
    assert standings == {"Dan": 2, "Anna": 2, "Ben": 2, "Carla": 1, "Eve": 1}


def test_after_the_game_a_newcomer_or_a_removal_leaves_the_finished_games_totals_as_played():
    g = CoreGame(options={"hand_size": 1})
    play_out(g)                                     # everyone 10
    played = {g.id(n): 10 for n in ("Dan", "Anna", "Ben", "Carla")}
    g.join("Eve")                                   # for the next game
    g.kick("Carla")                                 # gone home: she played this one
    view = rules.view(g.state)
    assert view["phase"] == "game_over"
    assert view["totals"] == played and view["removed"] == [] and g.state.removed == []
    assert view["games"][0]["totals"] == played
    assert [p["name"] for p in view["people"]] == ["Dan", "Anna", "Ben", "Eve"]
    assert g.log()[-1]["text"] == "Dan removed Carla from the table."  # not "from the game"


def test_undo_never_reaches_back_into_an_earlier_game():
    g = CoreGame(options={"hand_size": 1})
    play_out(g)                                     # ended by play: undo could reopen it
    assert g.view("Dan")["undo"] is not None
    g.new_game()
    assert g.refused_code({"type": "undo"}, by="Dan") == ("Conflict", "nothing_to_undo")
    g.start("Anna")
    g.starter(1, rank=1)
    g.undo(by="Anna")
    assert g.refused_code({"type": "undo"}, by="Anna") == ("Conflict", "nothing_to_undo")
    assert len(g.state.games) == 1 and g.state.game == 2


def test_deal_numbers_restart_each_game_and_serials_do_not():
    g = CoreGame(options={"hand_size": 1})
    play_out(g)
    g.new_game()
    g.start("Dan")
    view = rules.view(g.state)["deal"]
    assert (view["number"], view["serial"]) == (1, 5)

"""RULES.md § Corrections: a player may withdraw their own pending attempt or
no-play claim before any verdict (as if the tap had not happened, and the log
says so); a rule everyone has seen stays shown when an undo reopens its deal,
and the history says who reopened it."""

import copy
import json

from companion import rules
from tests.rules.helpers import CoreGame


def _comparable(g):
    view = g.view(None)
    view.pop("version")
    view.pop("undo")
    return view


# withdraw ---------------------------------------------------------------------------

def test_a_withdrawn_attempt_is_as_if_it_had_never_been_tapped():
    g = CoreGame()
    g.starter(1, rank=1)
    before = _comparable(g)
    g.attempt("Anna", 3)
    g.do({"type": "withdraw"}, by="Anna")
    assert g.phase == "turn" and g.turn == "Anna" and g.hand("Anna") == 14
    assert _comparable(g) == before


def test_a_withdrawn_no_play_claim_is_as_if_it_had_never_been_tapped():
    g = CoreGame()
    g.starter(1, rank=1)
    before = _comparable(g)
    g.no_play("Anna")
    g.do({"type": "withdraw"}, by="Anna")
    assert _comparable(g) == before


def test_a_withdraw_reopens_the_declaration_the_tap_closed():
    g = CoreGame(people=5)
    g.starter(1, rank=1)
    g.right("Anna")
    assert g.view()["deal"]["can_declare"] == g.id("Anna")
    g.attempt("Ben")
    assert g.view()["deal"]["can_declare"] is None
    g.do({"type": "withdraw"}, by="Ben")
    assert g.view()["deal"]["can_declare"] == g.id("Anna")
    g.declare("Anna")
    assert g.prophet == "Anna"


def test_a_withdraw_reopens_the_express_guess_window_the_tap_closed():
    g = CoreGame(profile="express", people=3)
    g.starter(1)
    first = g.turn
    g.right()
    assert g.view()["deal"]["guess_window"] == g.id(first)
    g.attempt(g.turn)
    g.do({"type": "withdraw"}, by=g.name(g.state.deal.pending.player))
    assert g.view()["deal"]["guess_window"] == g.id(first)


def test_only_the_player_who_played_may_withdraw():
    g = CoreGame()
    g.starter(1, rank=1)
    g.attempt("Anna", 2)
    assert g.refused_code({"type": "withdraw"}, by="Ben") == ("Forbidden", "own_play_only")
    assert g.refused_code({"type": "withdraw"}, by="Dan") == ("Forbidden", "own_play_only")


def test_nothing_to_withdraw_without_a_pending_play():
    g = CoreGame()
    g.starter(1, rank=1)
    assert g.refused_code({"type": "withdraw"}, by="Anna") == ("Conflict", "nothing_to_withdraw")


def test_no_withdraw_after_the_prophets_verdict():
    g = CoreGame(people=5)
    g.starter(1, rank=1)
    g.right("Anna")
    g.declare("Anna")
    g.attempt("Ben")
    g.judge("right", by="Anna")
    assert g.refused_code({"type": "withdraw"}, by="Ben") == ("Conflict", "verdict_given")


def test_the_log_says_the_play_was_withdrawn_and_undo_can_take_the_withdraw_back():
    g = CoreGame()
    g.starter(1, rank=1)
    g.attempt("Anna", 2)
    g.do({"type": "withdraw"}, by="Anna")
    assert g.log()[-1]["text"] == "Anna withdrew the play."
    assert g.view("Dan")["undo"]["type"] == "withdraw"
    g.undo()
    assert g.phase == "judging" and g.state.deal.pending.cards == 2


def test_a_tap_that_closes_the_previous_players_window_says_so_in_the_log():
    g = CoreGame(people=5)
    g.starter(1, rank=1)
    g.right("Anna")
    g.attempt("Ben")
    assert g.log()[-1]["text"] == "Ben played 1 card. That closed Anna's chance to declare prophet."
    e = CoreGame(profile="express", people=3)
    e.starter(1)
    first = e.turn
    e.right()
    e.attempt(e.turn)
    assert e.log()[-1]["text"].endswith(f"That closed {first}'s chance to guess.")


# the rule stays shown after a reopened deal ---------------------------------------

RULE = "after a red card, a black one"


def test_the_history_says_who_reopened_the_deal():
    g = CoreGame(options={"hand_size": 2})
    g.seal(RULE)
    g.starter(1, rank=1)
    g.right("Anna", 2)
    g.undo(by="Dan")
    entry = g.log()[-1]
    assert entry["type"] == "undo" and entry["reopens"] == 1
    assert entry["text"] == f"Dan undid action {entry['target']} and reopened deal 1; its rule stays shown to everyone."
    assert g.view("Ben")["deal"]["reopened_by"] == g.id("Dan")
    assert g.view("Ben")["deal"]["rule"] == RULE


def test_the_host_cannot_end_a_deal_read_its_rule_and_reopen_it():
    g = CoreGame()
    g.seal(RULE)
    g.starter(1, rank=1)
    g.end_game()
    assert g.view("Carla")["deal"]["rule"] == RULE
    assert g.refused_code({"type": "undo"}, by="Dan") == ("Conflict", "end_game_final")
    assert g.phase == "game_over"


def test_an_undo_that_does_not_reopen_a_deal_says_nothing_of_reopening():
    g = CoreGame(options={"hand_size": 2})
    g.starter(1, rank=1)
    g.right("Anna", 2)
    g.do({"type": "kick", "player": "Carla"}, by="Dan")   # between deals
    g.undo(by="Dan")                                       # the removal, not the deal's end
    assert "reopens" not in g.records[-1]
    assert g.phase == "deal_over" and g.view()["deal"]["reopened_by"] is None
    assert "Carla" in [p.name for p in g.state.people]
    g.undo(by="Dan")                                       # now the deal's end: it reopens
    assert g.records[-1]["reopens"] == 1 and g.phase == "judging"


def test_a_reopened_deal_replays_to_the_same_state():
    g = CoreGame(options={"hand_size": 2})
    g.seal(RULE)
    g.starter(1, rank=1)
    g.right("Anna", 2)
    g.undo()
    g.undo()
    state = copy.deepcopy(g.state)
    assert rules.replay(g.records) == state


# instructions for the physical table -------------------------------------------------

def test_the_instruction_says_where_a_marker_goes_every_tenth_card():
    g = CoreGame()
    g.starter(8, rank=1)
    g.attempt("Anna", 3)                     # cards 9-11 on the table
    g.judge("wrong")
    assert g.view()["deal"]["last"]["markers"] == [10]
    assert g.view()["deal"]["last"]["text"].endswith("Put a marker under card 10.")
    g.right("Ben", 1)                        # card 12: no marker
    assert "marker" not in g.view()["deal"]["last"]["text"]


def test_the_instruction_after_an_illegal_card_overrule_sends_the_card_back_to_the_hand():
    g = CoreGame(people=5)
    g.starter(1, rank=1)
    g.right("Anna")
    g.declare("Anna")
    g.no_play("Ben")
    g.judge("wrong", by="Anna")
    g.overrule("wrong")
    text = g.view()["deal"]["last"]["text"]
    assert "The card the prophet picked goes back to Ben's hand." in text

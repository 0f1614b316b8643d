"""RULES.md § Corrections: undo step by step back to the start of the deal
(starter and sealed rule included, dealt hands not); undoing the action that
ended a deal reopens it, also when it ended the game; `start` and `next_deal`
are never undone; undone actions stay in the log, marked undone."""

import copy
import dataclasses

from companion import rules
from tests.rules.helpers import CoreGame


def without_undone(g):
    """The state the log gives when every undone action and every undo is left out."""
    undone = {r["target"] for r in g.records if r["type"] == "undo"}
    kept = [r for seq, r in enumerate(g.records, 1) if r["type"] != "undo" and seq not in undone]
    state = rules.replay(kept)
    state.version = g.state.version
    return state


def assert_as_if_never_happened(g):
    """Equal to the log without the undone actions, except that a rule everyone has
    seen stays shown, the deal remembers who reopened it (RULES.md, Corrections) and
    how many times its rule was sealed (check.MAX_SEALS)."""
    state = g.state
    expected = without_undone(g)
    if state.deal is not None:
        state = copy.deepcopy(state)
        if state.deal.rule_shown or state.deal.reopened_by:
            state.deal.rule_shown = expected.deal.rule_shown
            state.deal.reopened_by = None
        state.deal.seals = expected.deal.seals
    assert state == expected


def test_undo_reverts_the_last_action_step_by_step_back_to_the_start_of_the_deal():
    g = CoreGame()
    right_after_start = copy.deepcopy(g.state)
    g.seal("alternate colours")
    g.starter(3, rank=2)
    g.attempt("Ben", 2)
    g.judge("wrong")
    g.declare("Ben")
    seen = []
    for _ in range(5):
        seen.append(g.view("Dan")["undo"]["type"])
        g.undo()
        assert_as_if_never_happened(g)
    assert seen == ["declare_prophet", "judge", "attempt", "starter", "seal_rule"]
    # the dealt hands stay: the state is the one right after the deal began (the seal still counted)
    assert g.deal.seals == 1
    assert dataclasses.replace(g.state.deal, seals=0) == right_after_start.deal
    assert g.deal.rule is None and g.deal.rule_sha256 is None and g.phase == "starter"
    assert g.hands == {"Anna": 14, "Ben": 14, "Carla": 14}
    assert g.view("Dan")["undo"] is None
    assert g.refused_code({"type": "undo"}, by="Dan") == ("Conflict", "nothing_to_undo")


def test_undo_of_a_judgement_restores_hands_stock_and_sidelines():
    g = CoreGame()
    g.starter(1, rank=1)
    g.attempt("Anna", 3)
    before = copy.deepcopy(g.state.deal)
    g.judge("wrong")
    g.undo()
    assert g.state.deal == before and g.phase == "judging"
    g.judge("right")
    assert g.deal.mainline == 4 and g.hand("Anna") == 11


def test_undo_of_an_overrule_restores_the_prophet():
    g = CoreGame(people=5)
    g.starter(1, rank=1)
    g.right("Anna")
    g.declare("Anna")
    g.attempt("Ben")
    g.judge("right", by="Anna")
    g.overrule("wrong")
    assert g.prophet is None
    g.undo()
    assert g.prophet == "Anna" and g.phase == "confirming" and g.hand("Anna") == 13
    assert_as_if_never_happened(g)


def test_only_the_dealer_or_the_host_undoes():
    g = CoreGame(dealer="Anna")
    g.starter(1, rank=1)
    assert g.refused_code({"type": "undo"}, by="Ben") == ("Forbidden", "dealer_or_host_only")
    g.undo(by="Dan")                # the host, not dealing
    g.starter(1, rank=1)
    g.undo(by="Anna")               # the dealer
    assert g.phase == "starter"


def test_undoing_the_action_that_ended_a_deal_reopens_it():
    g = CoreGame(options={"hand_size": 2})
    g.starter(1, rank=1)
    g.attempt("Anna", 2)
    g.judge("right")
    assert g.reason == "emptied" and g.totals["Anna"] == 6
    g.undo()
    assert g.deal.ended is None and g.phase == "judging"
    assert g.totals == {"Dan": 0, "Anna": 0, "Ben": 0, "Carla": 0}
    assert g.state.deals == []
    assert_as_if_never_happened(g)
    g.judge("wrong")
    assert g.deal.ended is None and g.hand("Anna") == 4


def test_undoing_the_action_that_ended_the_game_reopens_the_deal_and_the_game():
    g = CoreGame(options={"hand_size": 1})
    for _ in range(3):
        g.starter(1, rank=1)
        g.right(g.turn)
        g.next_deal()
    g.starter(1, rank=1)
    g.attempt(g.turn)
    totals = dict(g.totals)
    g.judge("right")
    assert g.phase == "game_over" and g.state.winners
    g.undo(by="Carla")              # the last dealer
    assert g.phase == "judging" and g.state.winners is None
    assert g.totals == totals and len(g.state.deals) == 3
    assert "winners" not in g.view()
    assert_as_if_never_happened(g)


def test_the_hosts_end_of_the_game_is_final_and_never_undone():
    g = CoreGame("abbott", options={"hand_size": 3})
    g.starter(1)
    g.right(g.turn)
    g.end_game()
    assert g.phase == "game_over" and g.state.bonus
    bonus, totals = dict(g.state.bonus), dict(g.totals)
    assert g.view("Dan")["undo"] is None
    assert g.refused_code({"type": "undo"}, by="Dan") == ("Conflict", "end_game_final")
    assert g.refused_code({"type": "undo"}, by=g.dealer) == ("Conflict", "end_game_final")
    assert g.state.bonus == bonus and g.totals == totals and g.phase == "game_over"


def test_start_and_next_deal_are_never_undone():
    g = CoreGame(options={"hand_size": 1})
    assert g.refused_code({"type": "undo"}, by="Dan") == ("Conflict", "nothing_to_undo")
    g.starter(1, rank=1)
    g.right("Anna")
    deals = copy.deepcopy(g.state.deals)
    totals = dict(g.totals)
    g.next_deal()
    assert g.refused_code({"type": "undo"}, by="Anna") == ("Conflict", "nothing_to_undo")
    assert g.refused_code({"type": "undo"}, by="Dan") == ("Conflict", "nothing_to_undo")
    g.starter(1, rank=1)
    g.undo(by="Anna")
    assert g.refused_code({"type": "undo"}, by="Anna") == ("Conflict", "nothing_to_undo")
    assert g.state.deals == deals and g.totals == totals and g.dealer == "Anna"


def test_an_undone_action_stays_in_the_log_marked_undone():
    g = CoreGame()
    g.starter(1, rank=1)
    g.attempt("Anna", 2)
    g.undo()
    log = g.log("Ben")
    attempt, undo = log[-2], log[-1]
    assert attempt["type"] == "attempt" and attempt["undone"] is True
    assert undo["type"] == "undo" and undo["target"] == attempt["seq"] and undo["undone"] is False
    assert undo["text"] == f"Dan undid action {attempt['seq']}."
    assert [e["undone"] for e in log[:-2]] == [False] * (len(log) - 2)
    assert g.state.version == len(g.records)


def test_each_undo_goes_one_step_further_back():
    g = CoreGame()
    g.starter(1, rank=1)
    g.right("Anna")
    g.right("Ben")
    g.undo()                        # Ben's judgement
    assert g.phase == "judging" and g.view()["deal"]["pending"]["player"] == g.id("Ben")
    g.undo()                        # Ben's attempt
    assert g.phase == "turn" and g.turn == "Ben" and g.hand("Ben") == 14
    g.undo()                        # Anna's judgement
    assert g.phase == "judging" and g.view()["deal"]["pending"]["player"] == g.id("Anna")
    assert g.hand("Anna") == 14
    assert_as_if_never_happened(g)


def test_ending_the_game_between_deals_is_final_too():
    g = CoreGame("abbott", options={"hand_size": 1})
    g.starter(1)
    g.right(g.turn)
    g.end_game()
    assert g.phase == "game_over" and len(g.state.deals) == 1
    assert g.refused_code({"type": "undo"}, by="Dan") == ("Conflict", "end_game_final")


def test_a_log_written_before_end_game_was_final_replays_as_it_was():
    """The fold never checks: an undo of end_game already in a stored log still reopens."""
    g = CoreGame(options={"hand_size": 3})
    g.starter(1, rank=1)
    ended = g.end_game()
    g._append({"type": "undo", "by": g.id("Dan"), "target": len(g.records), "reopens": 1})
    assert ended["type"] == "end_game" and g.phase == "turn" and g.state.winners is None
    assert g.state.games == []

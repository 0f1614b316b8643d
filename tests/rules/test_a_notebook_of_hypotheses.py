"""RULES.md, "A notebook of hypotheses": one test (at least) per bullet, in the core.

The notebook is its own stream beside the table's log (rules/notebook.py): these tests drive a
table with ``CoreGame`` and the notebook beside it as the service does (parse, check_note,
complete_note, apply_note), and check that its replay is its live state.
"""
from __future__ import annotations

import copy
import json

import pytest

from companion import rules
from companion.rules import notebook as nb
from companion.rules.errors import RuleError
from tests.rules.helpers import CoreGame


class Notes:
    """A table's notebook beside a ``CoreGame``: every note run as the service runs it."""

    def __init__(self, game: CoreGame):
        self.game, self.book, self.records = game, rules.Notebook(), []

    def do(self, body: dict, by: str) -> dict:
        action = rules.parse(body)
        state_before = copy.deepcopy(self.game.state)
        rules.check_note(self.game.state, self.book, action, self.game.id(by))
        record = rules.complete_note(self.game.state, action, self.game.id(by))
        self.records.append(record)
        rules.apply_note(self.book, record)
        assert self.game.state == state_before  # a note changes nothing of the table
        assert rules.replay_notes(self.records) == self.book
        return record

    def refused(self, body: dict, by: str) -> str:
        before = copy.deepcopy(self.book)
        with pytest.raises(RuleError) as caught:
            action = rules.parse(body)
            rules.check_note(self.game.state, self.book, action, self.game.id(by))
        assert self.book == before
        return caught.value.code

    def write(self, by: str, text: str = "red follows black") -> int:
        self.do({"type": "write_hypothesis", "text": text}, by)
        return self.book.seq

    def seen_by(self, who) -> list:
        return rules.notebook.hypotheses_seen_by(self.game.state, self.book, self.game.id(who))


def sealed(people=4, profile="howell"):
    game = CoreGame(profile=profile, people=people)
    game.seal()
    return game, Notes(game)


# -- Writing --------------------------------------------------------------------------------

def test_writing_any_player_of_the_deal_writes_from_the_sealed_rule_on():
    game = CoreGame()
    notes = Notes(game)
    assert notes.refused({"type": "write_hypothesis", "text": "red"}, "Anna") == "rule_not_sealed"
    game.seal()
    for who in ("Anna", "Ben", "Carla"):
        notes.write(who)
    assert [h.by for h in notes.book.entries.values()] == [game.id(n) for n in ("Anna", "Ben", "Carla")]


def test_writing_not_the_dealer():
    game, notes = sealed()
    assert notes.refused({"type": "write_hypothesis", "text": "red"}, "Dan") == "dealer_writes_none"


def test_writing_an_expelled_player_too():
    game, notes = sealed()
    game.state.deal.expelled.add(game.id("Ben"))  # as an expulsion leaves it: still a player of the deal
    notes.write("Ben")


def test_writing_until_the_deal_ends_and_not_after():
    game, notes = sealed()
    game.end_game()
    assert notes.refused({"type": "write_hypothesis", "text": "red"}, "Anna") == "notebook_closed"


def test_writing_at_most_200_characters_and_no_markup_or_hidden_characters():
    game, notes = sealed()
    notes.write("Anna", "x" * 200)
    assert notes.refused({"type": "write_hypothesis", "text": "x" * 201}, "Anna") == "too_long"
    assert notes.refused({"type": "write_hypothesis", "text": "<script>x</script>"}, "Anna") == "markup_refused"
    assert notes.refused({"type": "write_hypothesis", "text": "a\u202eb"}, "Anna") == "hidden_characters"
    assert notes.refused({"type": "write_hypothesis", "text": "   "}, "Anna") == "empty_field"
    notes.write("Anna", "rank < 7, then rank > 7")  # comparisons are no markup


def test_writing_as_many_as_they_like_within_a_bound_per_player_and_deal():
    game, notes = sealed()
    for i in range(nb.MAX_WRITTEN):
        notes.write("Anna", f"idea {i}")
    assert notes.refused({"type": "write_hypothesis", "text": "one more"}, "Anna") == "too_many_hypotheses"
    notes.write("Ben")  # another player's own bound


def test_writing_each_kept_with_its_writer_t_and_mainline_length():
    game, notes = sealed()
    game.starter(cards=2, rank=1)
    game.right()
    deal = game.state.deal
    hid = notes.write("Anna")
    entry = notes.book.entries[hid]
    assert (entry.by, entry.table, entry.mainline) == (game.id("Anna"), deal.table, deal.mainline)
    assert entry.table == 3 and entry.mainline == 3


def test_writing_a_player_strikes_their_own_and_it_stays_struck():
    game, notes = sealed()
    hid = notes.write("Anna")
    assert notes.refused({"type": "strike_hypothesis", "id": hid}, "Ben") == "own_hypothesis_only"
    notes.do({"type": "strike_hypothesis", "id": hid}, "Anna")
    assert notes.book.entries[hid].struck
    assert notes.refused({"type": "strike_hypothesis", "id": hid}, "Anna") == "already_struck"
    assert notes.refused({"type": "strike_hypothesis", "id": 99}, "Anna") == "unknown_hypothesis"


# -- Secret until the deal ends ------------------------------------------------------------

def test_secret_until_the_deal_ends_seen_by_its_writer_alone():
    game, notes = sealed()
    hid = notes.write("Anna")
    assert notes.seen_by("Anna") == [hid]
    for other in ("Ben", "Dan", None):
        assert notes.seen_by(other) == []
        assert rules.public_view(game.state, notes.book) is None


def test_secret_until_the_deal_ends_except_for_a_rooms_organizer():
    game, notes = sealed()
    game.state.organizer = "o1"  # a room's table: its organizer is a host seated at none
    game.state.names["o1"] = "Teacher"
    a, b = notes.write("Anna"), notes.write("Ben")
    assert rules.notebook.hypotheses_seen_by(game.state, notes.book, "o1") == [a, b]


def test_secret_writing_changes_nothing_anyone_else_sees_no_version_no_turn():
    game, notes = sealed()
    game.starter(cards=1, rank=1)
    before = {who: json.dumps(rules.view(game.state, game.id(who))) for who in ("Ben", "Dan", "Carla")}
    version = game.state.version
    notes.write("Anna")
    notes.do({"type": "strike_hypothesis", "id": notes.book.seq}, "Anna")
    assert game.state.version == version
    assert {who: json.dumps(rules.view(game.state, game.id(who))) for who in before} == before


# -- Shown when the deal ends ------------------------------------------------------------------

def test_shown_when_the_deal_ends_to_everyone_in_the_order_written():
    game, notes = sealed()
    a = notes.write("Anna", "colours alternate")
    b = notes.write("Ben", "even ranks")
    notes.do({"type": "strike_hypothesis", "id": b}, "Ben")
    game.end_game()
    public = rules.public_view(game.state, notes.book)
    assert [h["id"] for h in public["hypotheses"]] == [a, b]
    assert public["hypotheses"][1]["struck"] and public["hypotheses"][0]["name"] == "Anna"
    assert {"table", "mainline", "by"} <= set(public["hypotheses"][0])
    for who in ("Dan", "Carla", None):
        assert notes.seen_by(who) == [a, b]


# -- Marked by the dealer ----------------------------------------------------------------------

def test_marked_by_the_dealer_after_the_deal_ends_and_unmarked():
    game, notes = sealed()
    a = notes.write("Anna")
    assert notes.refused({"type": "mark_hypothesis", "id": a}, "Dan") == "deal_not_over"
    game.end_game()
    assert notes.refused({"type": "mark_hypothesis", "id": a}, "Anna") == "dealer_only"
    notes.do({"type": "mark_hypothesis", "id": a}, "Dan")
    assert notes.refused({"type": "mark_hypothesis", "id": a}, "Dan") == "already_marked"
    notes.do({"type": "unmark_hypothesis", "id": a}, "Dan")
    assert not notes.book.entries[a].marked
    assert notes.refused({"type": "unmark_hypothesis", "id": a}, "Dan") == "not_marked"


def test_marked_by_the_dealer_a_players_discovery_is_their_first_marked_the_lowest_t():
    game, notes = sealed()
    game.starter(cards=1, rank=1)
    early = notes.write("Anna", "colours")
    game.right()
    game.right()
    late = notes.write("Anna", "colours alternate")
    ben = notes.write("Ben", "alternate")
    game.end_game()
    for hid in (late, early, ben):
        notes.do({"type": "mark_hypothesis", "id": hid}, "Dan")
    found = rules.public_view(game.state, notes.book)["discoveries"]
    assert found[0] == {"by": game.id("Anna"), "id": early, "table": 1}
    assert [d["by"] for d in found] == [game.id("Anna"), game.id("Ben")]


def test_marked_by_the_dealer_until_the_next_deal_starts_and_marks_change_no_score():
    game, notes = sealed()
    a = notes.write("Anna")
    game.starter(cards=1, rank=1)
    while game.phase != "deal_over":
        game.right()
    scores = copy.deepcopy(game.state.totals)
    notes.do({"type": "mark_hypothesis", "id": a}, "Dan")
    assert game.state.totals == scores
    game.next_deal()
    assert notes.refused({"type": "unmark_hypothesis", "id": a}, game.name(game.state.deal.dealer)) == \
        "unknown_hypothesis"


# -- Kept ---------------------------------------------------------------------------------------

def test_kept_every_ended_deal_with_its_marks_how_many_wrote_and_who_discovered_first():
    game, notes = sealed()
    a = notes.write("Anna")
    notes.write("Anna", "second")
    notes.write("Ben")
    game.starter(cards=1, rank=1)
    while game.phase != "deal_over":
        game.right()
    notes.do({"type": "mark_hypothesis", "id": a}, "Dan")
    game.next_deal()
    game.seal()
    notes.write(game.name(game.state.deal.players[0]), "secret of a running deal")
    kept = rules.kept(game.state, notes.book)
    assert [(k["game"], k["deal"]) for k in kept] == [(1, 1)]
    assert kept[0]["writers"] == 2 and kept[0]["discoveries"][0]["by"] == game.id("Anna")
    assert all(h["text"] != "secret of a running deal" for k in kept for h in k["hypotheses"])


def test_kept_undo_never_removes_a_hypothesis_and_a_reopened_deal_keeps_them_shown():
    game, notes = sealed()
    game.starter(cards=1, rank=1)
    a = notes.write("Anna")
    while game.phase != "deal_over":
        game.right()
    game.undo()  # reopens the deal
    assert game.phase != "deal_over"
    assert notes.seen_by("Ben") == [a] and notes.seen_by(None) == [a]
    b = notes.write("Ben", "written in the reopened deal")
    assert notes.seen_by(None) == [a, b]  # the rule is everyone's: so are its hypotheses
    game.undo()
    assert [h.id for h in notes.book.entries.values()] == [a, b] and notes.seen_by("Carla") == [a, b]


# -- express: a note, not a guess ---------------------------------------------------------------

def test_in_express_a_hypothesis_is_a_note_and_scores_nothing():
    game, notes = sealed(people=3, profile="express")
    game.starter(cards=1)
    window = game.state.deal.guess_window
    notes.write(game.name(game.state.deal.players[0]), "the rule is red")
    assert game.state.deal.guess_window == window and game.phase == "turn"  # no guess, no turn taken

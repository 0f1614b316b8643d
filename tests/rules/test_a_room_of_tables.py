"""RULES.md § A room of tables, in the core: forming tables fairly in join order, latecomers to
the smallest table, moving people, the organizer's actions alone, the organizer as host of every
table who sees what a spectator sees, a proposal seen by that deal's dealer alone, and a room's
log replayed into exactly its live state."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given, settings, strategies as st

from companion import rules
from companion.rules import room, room_view
from companion.rules.errors import RuleError
from companion.rules.records import ORGANIZER as TABLE_ORGANIZER


class Room:
    """A room driven the way the service drives it: parse, check, complete, apply; every step's
    log replayed must give the live state, and a refusal must change nothing."""

    def __init__(self, people=0, tables=None, profile="howell"):
        self.records = []
        self.state = room.new_room()
        self._append(room.create_record("Class 4b", profile, {}, tables, "Ms Lee"))
        for i in range(people):
            self.join(f"P{i + 1}")

    def _append(self, record):
        self.records.append(record)
        room.apply(self.state, record)
        assert room.replay(copy.deepcopy(self.records)) == self.state

    def join(self, name):
        action = {"type": "join", "name": name}
        room.check(self.state, action, None)
        record = room.complete(self.state, action, None)
        self._append(record)
        return record["person"]

    def act(self, body, by=room.ORGANIZER, codes=None, target=(1, 1)):
        action = room.parse(body)
        room.check(self.state, action, by)
        record = room.complete(self.state, action, by)
        if action["type"] == "form":
            for i, table in enumerate(record["tables"]):
                table["code"] = f"T{len(self.state.tables) + i + 1}"
        elif action["type"] == "add_table":
            record["code"] = f"T{len(self.state.tables) + 1}"
        elif action["type"] == "propose":
            record["game"], record["deal"] = target
        self._append(record)
        return record

    def refused(self, body, by=room.ORGANIZER):
        before = copy.deepcopy(self.state)
        with pytest.raises(RuleError) as info:
            action = room.parse(body)
            room.check(self.state, action, by)
        assert self.state == before
        return info.value.code

    def seat_everyone(self):
        """The service's ``seated`` records: each table seats those on their way as p1, p2, …"""
        for table in self.state.tables:
            people = [p for p, n in self.state.assigned.items() if n == table.number]
            if people:
                start = len(table.seats) + 1
                self._append({"type": "seated", "table": table.number,
                              "seats": {p: f"p{start + i}" for i, p in enumerate(people)}})

    def sizes(self):
        return [self.state.count(t.number) for t in self.state.tables]


def test_twenty_two_people_and_no_number_form_four_tables_of_six_six_five_five():
    r = Room(people=22)
    r.act({"type": "form"})
    assert r.sizes() == [6, 6, 5, 5]


def test_tables_are_dealt_out_in_join_order_one_to_each_in_turn():
    r = Room(people=9, tables=2)
    r.act({"type": "form"})
    first = r.state.people
    assert [r.state.table_of(p) for p in first] == [1, 2, 1, 2, 1, 2, 1, 2, 1]


def test_seven_people_howell_at_most_six_make_one_table_of_seven():
    """Two tables would be 4 and 3; howell needs 4, so the 3 go to the other table."""
    r = Room(people=7)
    r.act({"type": "form"})
    assert r.sizes() == [7]


def test_a_number_of_tables_set_by_the_organizer_shrinks_when_a_table_would_be_too_small():
    r = Room(people=12)
    r.act({"type": "form", "tables": 5})
    assert r.sizes() == [4, 4, 4]


def test_express_seats_three_at_a_table():
    r = Room(people=7, profile="express")
    r.act({"type": "form", "tables": 2})
    assert r.sizes() == [4, 3]


def test_nobody_is_seated_past_eight_the_rest_wait_in_the_lobby():
    r = Room(people=19, tables=2)
    r.act({"type": "form"})
    assert r.sizes() == [8, 8]
    assert r.state.lobby() == r.state.people[16:]


def test_nobody_is_moved_to_a_table_that_seats_eight_already():
    """RULES.md: "nobody is seated past 8", for a move as for the forming."""
    r = Room(people=16, tables=2)
    r.act({"type": "form"})
    r.seat_everyone()
    assert r.sizes() == [8, 8] and r.state.table_of(r.state.people[0]) == 1
    assert r.refused({"type": "move", "person": r.state.people[0], "table": 2}) == "table_full"
    assert r.sizes() == [8, 8]


def test_too_few_people_form_no_table():
    r = Room(people=3)
    assert r.refused({"type": "form"}) == "not_enough_people"


def test_a_latecomer_goes_to_the_table_with_the_fewest_people_the_lowest_number_on_a_tie():
    r = Room(people=10, tables=2)
    r.act({"type": "form"})
    r.seat_everyone()
    first = r.join("Late one")
    assert r.state.table_of(first) == 1  # 5 and 5: the lower number
    second = r.join("Late two")
    assert r.state.table_of(second) == 2  # 6 and 5
    assert r.sizes() == [6, 6]


def test_a_latecomer_waits_in_the_lobby_when_every_table_is_full_and_an_added_table_takes_them():
    r = Room(people=17, tables=2)
    r.act({"type": "form"})
    late = r.join("Late")
    assert r.state.table_of(late) is None
    assert r.state.lobby() == [r.state.people[16], late]
    record = r.act({"type": "add_table"})
    assert record["people"] == [r.state.people[16], late]
    assert r.sizes() == [8, 8, 2]


def test_a_room_name_is_its_own_a_second_person_of_the_same_name_is_refused():
    r = Room(people=1)
    with pytest.raises(RuleError) as info:
        room.check(r.state, {"type": "join", "name": "P1"}, None)
    assert info.value.code == "name_taken"


def test_the_organizer_moves_someone_to_another_table():
    r = Room(people=8, tables=2)
    r.act({"type": "form"})
    r.seat_everyone()
    person = r.state.people[0]
    record = r.act({"type": "move", "person": person, "table": 2})
    assert record["from"] == 1
    assert r.state.table_of(person) == 2 and person not in r.state.tables[0].seats
    assert r.sizes() == [3, 5]
    assert r.refused({"type": "move", "person": person, "table": 2}) == "same_table"
    assert r.refused({"type": "move", "person": person, "table": 3}) == "unknown_room_table"
    assert r.refused({"type": "move", "person": "r99", "table": 1}) == "unknown_person"


@pytest.mark.parametrize("body", [{"type": "form"}, {"type": "add_table"},
                                  {"type": "move", "person": "r1", "table": 2},
                                  {"type": "propose", "table": 1, "rule": "alternate_colours"}])
def test_only_the_organizer_forms_moves_adds_and_proposes(body):
    r = Room(people=8, tables=2)
    if body["type"] != "form":
        r.act({"type": "form"})
    assert r.refused(body, by="r1") == "organizer_only"
    assert r.refused(body, by=None) == "organizer_only"


def test_the_tables_are_formed_once():
    r = Room(people=8)
    r.act({"type": "form"})
    assert r.refused({"type": "form"}) == "already_formed"
    assert Room(people=8).refused({"type": "add_table"}) == "not_formed"


def test_a_proposal_names_a_rule_of_the_rule_book():
    r = Room(people=8)
    r.act({"type": "form"})
    assert r.refused({"type": "propose", "table": 1, "rule": "anything goes"}) == "unknown_rule"


def test_a_stale_version_is_refused():
    r = Room(people=4)
    with pytest.raises(RuleError) as info:
        room.check(r.state, room.parse({"type": "form"}), room.ORGANIZER, expected_version=1)
    assert info.value.code == "stale_version"


# --- the organizer at each table -------------------------------------------------

def _room_table(people=4):
    state = rules.new_state()
    rules.apply(state, rules.create_record("howell", {}, "Ms Lee", organizer=True))
    for i in range(people):
        action = rules.parse({"type": "join", "name": f"P{i + 1}"})
        rules.check(state, action, None)
        rules.apply(state, rules.complete(state, action, None, lambda n: 0))
    return state


def _do(state, body, sender):
    action = rules.parse(body)
    rules.check(state, action, sender)
    rules.apply(state, rules.complete(state, action, sender, lambda n: 0))


def test_the_organizer_hosts_a_table_of_the_room_and_is_seated_at_none():
    state = _room_table()
    assert state.host == TABLE_ORGANIZER and TABLE_ORGANIZER not in state.ids()
    assert rules.person_ids(state) == ["p1", "p2", "p3", "p4", TABLE_ORGANIZER]
    _do(state, {"type": "start", "first_dealer": "p1"}, TABLE_ORGANIZER)
    assert state.deal.dealer == "p1" and TABLE_ORGANIZER not in state.deal.players


def test_the_organizer_never_sees_a_sealed_rule_before_the_deal_ends():
    state = _room_table()
    _do(state, {"type": "start", "first_dealer": "p1"}, TABLE_ORGANIZER)
    _do(state, {"type": "seal_rule", "text": "Alternate colours."}, "p1")
    organizer = rules.view(state, TABLE_ORGANIZER)
    assert organizer["me"] == TABLE_ORGANIZER and organizer["organizer"] == TABLE_ORGANIZER
    assert "rule" not in organizer["deal"] and organizer["deal"]["rule_sha256"]
    assert rules.view(state, "p1")["deal"]["rule"] == "Alternate colours."
    assert rules.sealed_for_all_but(state) == "p1"
    _do(state, {"type": "end_game"}, TABLE_ORGANIZER)
    assert rules.view(state, TABLE_ORGANIZER)["deals"][0]["rule"] == "Alternate colours."


def test_the_organizer_may_not_seal_for_the_dealer():
    state = _room_table()
    _do(state, {"type": "start", "first_dealer": "p1"}, TABLE_ORGANIZER)
    with pytest.raises(RuleError) as info:
        _do(state, {"type": "seal_rule", "text": "x"}, TABLE_ORGANIZER)
    assert info.value.code == "dealer_only"


# --- a proposal, hidden until its deal ends -----------------------------------------

def _summary(phase="starter", game=1, deal=1, dealer="p1", next_dealer=None, sealed=False, rules_=()):
    return {"phase": phase, "game": game, "deal": deal, "dealer": dealer, "next_dealer": next_dealer,
            "sealed": sealed, "rules": list(rules_)}


def test_a_proposal_is_for_the_open_deal_before_its_seal_else_for_the_next():
    assert room_view.proposal_target(_summary()) == (1, 1)
    assert room_view.proposal_target(_summary(phase="turn", sealed=True)) == (1, 2)
    assert room_view.proposal_target(_summary(phase="deal_over")) == (1, 2)
    assert room_view.proposal_target(_summary(phase="lobby", deal=None, dealer=None)) == (1, 1)
    with pytest.raises(RuleError):
        room_view.proposal_target(_summary(phase="game_over"))


def test_a_proposal_is_hidden_from_everyone_but_that_dealer_until_the_deal_ends():
    r = Room(people=8, tables=2)
    r.act({"type": "form"})
    r.seat_everyone()
    r.act({"type": "propose", "table": 1, "rule": "alternate_colours"}, target=(1, 1))
    dealer, other = r.state.people[0], r.state.people[2]  # p1 and p2 at table 1
    at_other_table = r.state.people[1]
    live = {1: _summary(dealer="p1"), 2: _summary(dealer="p1")}
    assert [p["rule"] for p in room_view.view(r.state, dealer, "ROOM", live)["proposals"]] == ["alternate_colours"]
    for viewer in (other, at_other_table, None):
        assert room_view.view(r.state, viewer, "ROOM", live)["proposals"] == []
    assert room_view.view(r.state, room.ORGANIZER, "ROOM", live)["proposals"][0]["ended"] is False
    ended = {1: _summary(phase="deal_over", next_dealer="p2",
                         rules_=[{"game": 1, "deal": 1, "dealer": "P1", "rule": "r", "mainline": 9}]), 2: live[2]}
    for viewer in (dealer, other, at_other_table, None):
        shown = room_view.view(r.state, viewer, "ROOM", ended)["proposals"]
        assert [(p["rule"], p["ended"]) for p in shown] == [("alternate_colours", True)]


def test_a_proposal_for_the_next_deal_is_seen_by_the_next_dealer_once_known():
    r = Room(people=4)
    r.act({"type": "form"})
    r.seat_everyone()
    r.act({"type": "propose", "table": 1, "rule": "alternate_colours"}, target=(1, 2))
    next_dealer = r.state.people[1]  # p2
    over = {1: _summary(phase="deal_over", next_dealer="p2",
                        rules_=[{"game": 1, "deal": 1, "dealer": "P1", "rule": "x", "mainline": 3}])}
    assert len(room_view.view(r.state, next_dealer, "ROOM", over)["proposals"]) == 1
    assert room_view.view(r.state, r.state.people[0], "ROOM", over)["proposals"] == []


# --- replay == live ------------------------------------------------------------------

@st.composite
def _histories(draw):
    steps = draw(st.lists(st.one_of(
        st.tuples(st.just("join"), st.integers(0, 3)),
        st.tuples(st.just("form"), st.integers(0, 4)),
        st.tuples(st.just("add_table"), st.just(0)),
        st.tuples(st.just("move"), st.integers(0, 40), st.integers(1, 6)),
        st.tuples(st.just("propose"), st.integers(1, 6), st.integers(1, 3)),
        st.tuples(st.just("seat"), st.just(0)),
        st.tuples(st.just("refused"), st.sampled_from(["r1", None])),
        st.tuples(st.just("kick"), st.integers(0, 40)),
        st.tuples(st.just("rename"), st.integers(1, 6), st.sampled_from(["Owls", "OWLS", "Lions"])),
        st.tuples(st.just("delete_table"), st.integers(1, 6)),
    ), max_size=40))
    return steps


@settings(max_examples=60, deadline=None)
@given(_histories())
def test_replaying_a_rooms_log_gives_its_live_state(steps):
    r = Room(people=0)
    names = 0
    for step in steps:
        kind = step[0]
        try:
            if kind == "join":
                for _ in range(step[1] + 1):
                    names += 1
                    r.join(f"N{names}")
            elif kind == "form":
                r.act({"type": "form", **({"tables": step[1]} if step[1] else {})})
            elif kind == "add_table":
                r.act({"type": "add_table"})
            elif kind == "move" and r.state.people:
                r.act({"type": "move", "person": r.state.people[step[1] % len(r.state.people)], "table": step[2]})
            elif kind == "propose":
                r.act({"type": "propose", "table": step[1], "rule": "alternate_colours"}, target=(1, step[2]))
            elif kind == "seat":
                r.seat_everyone()
            elif kind == "refused":
                r.refused({"type": "form"}, by=step[1])
            elif kind == "kick" and r.state.people:
                r.act({"type": "kick", "person": r.state.people[step[1] % len(r.state.people)]})
            elif kind == "rename":
                r.act({"type": "rename", "table": step[1], "name": step[2]})
            elif kind == "delete_table":
                r.act({"type": "delete_table", "table": step[1]})
        except RuleError:
            pass  # refused: _append never ran, and replay was checked at every append
        assert all(r.state.count(t.number) <= 8 for t in r.state.tables)
    assert room.replay(copy.deepcopy(r.records)) == r.state


# --- issue 43: the cap, removal, deleted tables, names ---------------------------------------------

@settings(max_examples=60, deadline=None)
@given(st.integers(0, 1500), st.one_of(st.none(), st.integers(1, room.MAX_TABLES)))
def test_forming_never_passes_fifty_tables_nor_eight_a_table(people, wanted):
    try:
        tables = room.layout([f"r{i}" for i in range(people)], wanted, 4)
    except RuleError:
        assert people < 4
        return
    sizes = [len(t) for t in tables]
    assert len(tables) <= room.MAX_TABLES and max(sizes) <= 8 and max(sizes) - min(sizes) <= 1


def test_someone_removed_from_the_room_leaves_its_people_and_their_table():
    r = Room(people=9, tables=2)
    r.act({"type": "form"})
    r.seat_everyone()
    gone = r.state.people[0]
    r.act({"type": "kick", "person": gone})
    assert gone not in r.state.people and gone not in r.state.tables[0].seats and r.sizes() == [4, 4]
    assert room_view.view(r.state, gone, "ROOM", {})["me"] is None
    assert r.refused({"type": "kick", "person": room.ORGANIZER}) == "unknown_person"


def test_a_deleted_table_sends_its_people_to_the_lobby_and_takes_nobody_again():
    r = Room(people=12, tables=2)
    r.act({"type": "form"})
    r.seat_everyone()
    r.act({"type": "delete_table", "table": 1})
    assert r.state.tables[0].deleted and len(r.state.lobby()) == 6
    assert room.smallest_table(r.state) == 2
    assert r.refused({"type": "move", "person": r.state.people[1], "table": 1}) == "table_deleted"
    r.act({"type": "add_table"})
    assert [t.number for t in r.state.open_tables()] == [2, 3] and r.sizes()[2] == 6


def test_a_table_check_between_deals_refuses_a_deal_being_played():
    for phase in ("lobby", "deal_over", "game_over"):
        room.check_between_deals({"phase": phase})
    for phase in ("sealing", "turn", "judging"):
        with pytest.raises(RuleError) as info:
            room.check_between_deals({"phase": phase})
        assert info.value.code == "deal_in_progress"


def test_a_handed_record_never_makes_the_organizers_version_stale():
    r = Room(people=8, tables=1)
    r.act({"type": "form"})
    r.seat_everyone()
    seen = r.state.version
    r._append({"type": "handed", "table": 1, "player": "p1", "by": None})
    rename = room.parse({"type": "rename", "table": 1, "name": "Owls"})
    room.check(r.state, rename, room.ORGANIZER, seen)  # nothing anyone sees changed since
    r.act({"type": "rename", "table": 1, "name": "Owls"})
    with pytest.raises(RuleError) as info:
        room.check(r.state, rename, room.ORGANIZER, seen)
    assert info.value.code == "stale_version"

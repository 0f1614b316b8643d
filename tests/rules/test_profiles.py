"""RULES.md § Profiles: defaults, options set before the start, options not of
the profile refused, fixed rows not options, people per profile."""

import pytest

from companion import rules
from tests.rules.helpers import CoreGame


def test_howell_is_the_default_profile_with_its_defaults():
    g = CoreGame("howell", start=False)
    assert g.state.options == {"packs": 3, "hand_size": 14, "first_player": "rank",
                               "expulsion_threshold": 30, "stock_out": "short",
                               "never_dealt_bonus": 0, "next_dealer": "left"}


def test_abbott_defaults():
    o = CoreGame("abbott", start=False).state.options
    assert (o["packs"], o["hand_size"], o["first_player"], o["expulsion_threshold"],
            o["stock_out"], o["never_dealt_bonus"], o["next_dealer"]) == (3, 14, "random", 30, "short", 10, "left")


def test_express_defaults():
    o = CoreGame("express", people=3, start=False).state.options
    assert o == {"packs": 2, "hand_size": 12, "first_player": "left", "stock_out": "last_card",
                 "never_dealt_bonus": 0, "hints": False, "incorrect_guess_penalty": 0,
                 "next_dealer": "left"}


@pytest.mark.parametrize("profile, key, value", [
    ("howell", "hints", True),
    ("abbott", "hints", False),
    ("howell", "incorrect_guess_penalty", 1),
    ("express", "expulsion_threshold", 30),
    ("howell", "penalty_per_card", 2),       # a fixed row, not an option
    ("express", "prophets", False),
    ("howell", "colour", "red"),
])
def test_an_option_not_of_the_profile_is_refused_at_creation(profile, key, value):
    with pytest.raises(rules.BadInput) as info:
        rules.create_record(profile, {key: value}, "Dan")
    assert info.value.code == "unknown_option"


@pytest.mark.parametrize("profile, key, value", [
    ("howell", "stock_out", "add_pack"),     # never recycle, never add a pack
    ("howell", "next_dealer", "winner"),
    ("express", "stock_out", "short"),
    ("express", "incorrect_guess_penalty", 2),
    ("howell", "packs", 0),
    ("howell", "hand_size", "14"),
    ("express", "hints", 1),
])
def test_an_option_value_outside_the_profile_is_refused(profile, key, value):
    with pytest.raises(rules.BadInput) as info:
        rules.create_record(profile, {key: value}, "Dan")
    assert info.value.code == "bad_option"


def test_an_unknown_profile_is_refused():
    with pytest.raises(rules.BadInput) as info:
        rules.create_record("tarot", None, "Dan")
    assert info.value.code == "unknown_profile"


def test_options_given_at_creation_override_the_defaults():
    g = CoreGame("express", people=3, options={"hand_size": 10, "hints": True}, start=False)
    assert g.state.options["hand_size"] == 10 and g.state.options["hints"] is True
    assert g.state.options["packs"] == 2


def test_the_host_changes_options_before_the_start():
    g = CoreGame("howell", start=False)
    g.do({"type": "options", "options": {"expulsion_threshold": 40}}, by="Dan")
    assert g.state.options["expulsion_threshold"] == 40
    assert g.refused_code({"type": "options", "options": {"hints": True}}, by="Dan") == ("BadInput", "unknown_option")
    assert g.refused_code({"type": "options", "options": {"packs": 2}}, by="Anna") == ("Forbidden", "host_only")


def test_options_cannot_change_once_the_game_started():
    g = CoreGame("howell")
    assert g.refused_code({"type": "options", "options": {"packs": 2}}, by="Dan") == ("Conflict", "game_started")


@pytest.mark.parametrize("profile, too_few, lowest, highest", [
    ("howell", 3, 4, 8), ("abbott", 3, 4, 8), ("express", 2, 3, 8)])
def test_a_game_starts_only_with_the_profiles_number_of_people(profile, too_few, lowest, highest):
    g = CoreGame(profile, people=too_few, start=False)
    assert g.refused_code({"type": "start", "first_dealer": "Dan"}, by="Dan") == ("Conflict", "wrong_number_of_people")
    assert CoreGame(profile, people=lowest).phase == "starter"
    assert CoreGame(profile, people=highest).phase == "starter"


def test_a_table_never_seats_more_than_eight():
    g = CoreGame("express", people=8, start=False)
    assert g.refused_code({"type": "join", "name": "Ivo"}, by=None) == ("Conflict", "table_full")


def test_the_fixed_rows_are_part_of_the_profile():
    assert rules.FIXED["howell"]["penalty_per_card"] == 2 and rules.FIXED["express"]["penalty_per_card"] == 1
    assert rules.FIXED["howell"]["prophets"] and not rules.FIXED["express"]["prophets"]
    assert rules.FIXED["express"]["one_card"] and not rules.FIXED["abbott"]["one_card"]

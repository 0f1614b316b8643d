"""The three profiles of RULES.md: their fixed rules and their named options.

Fixed rows belong to the profile and are data here, so that `apply` reads a
number instead of branching on a profile name.
"""

import json

from .errors import BadInput

# Fixed rules per profile (not options).
FIXED = {
    "howell": {
        "min_people": 4, "max_people": 8, "one_card": False, "penalty_per_card": 2,
        "no_play_reduce": 4, "false_no_play_draw": 5, "prophets": True,
        "expulsion": True, "guessing": False, "high": "largest_hand",
    },
    "abbott": {
        "min_people": 4, "max_people": 8, "one_card": False, "penalty_per_card": 2,
        "no_play_reduce": 4, "false_no_play_draw": 5, "prophets": True,
        "expulsion": True, "guessing": False, "high": "largest_hand",
    },
    "express": {
        "min_people": 3, "max_people": 8, "one_card": True, "penalty_per_card": 1,
        "no_play_reduce": 1, "false_no_play_draw": 1, "prophets": False,
        "expulsion": False, "guessing": True, "high": "hand_size",
    },
}

PROPHET_THRESHOLD = 20
DEPOSED_DRAW = 5
MAX_TABLE = 8

PROFILES = {
    "howell": {
        "packs": 3, "hand_size": 14, "first_player": "rank", "expulsion_threshold": 30,
        "stock_out": "short", "never_dealt_bonus": 0, "next_dealer": "left",
    },
    "abbott": {
        "packs": 3, "hand_size": 14, "first_player": "random", "expulsion_threshold": 30,
        "stock_out": "short", "never_dealt_bonus": 10, "next_dealer": "left",
    },
    "express": {
        "packs": 2, "hand_size": 12, "first_player": "left", "stock_out": "last_card",
        "never_dealt_bonus": 0, "hints": False, "incorrect_guess_penalty": 0,
        "next_dealer": "left",
    },
}


def _int_in(lo, hi):
    def valid(value):
        return isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi
    valid.offer = {"kind": "number", "min": lo, "max": hi}
    return valid


def _one_of(*choices):
    def valid(value):
        return any(value == c and type(value) is type(c) for c in choices)
    valid.offer = {"kind": "bool"} if choices == (True, False) else {"kind": "choice", "values": list(choices)}
    return valid


_COMMON = {
    "packs": _int_in(1, 8),
    "hand_size": _int_in(1, 30),
    "first_player": _one_of("rank", "random", "left"),
    "never_dealt_bonus": _int_in(0, 100),
}
_VALIDATORS = {
    "howell": {**_COMMON, "expulsion_threshold": _one_of(30, 40),  # RULES.md: 30, or 40 (fourth marker)
               "stock_out": _one_of("short"), "next_dealer": _one_of("left")},
    "abbott": {**_COMMON, "expulsion_threshold": _one_of(30, 40),
               "stock_out": _one_of("short"), "next_dealer": _one_of("left")},
    "express": {**_COMMON, "stock_out": _one_of("last_card", "add_pack"),
                "hints": _one_of(True, False), "incorrect_guess_penalty": _one_of(0, 1),
                "next_dealer": _one_of("left", "winner")},
}


def check_profile(profile) -> None:
    if not isinstance(profile, str) or profile not in PROFILES:
        raise BadInput("unknown_profile")


def _allowed(offer: dict) -> dict:
    """What the bad_option sentence names of an option's offer: its range, or its values as JSON writes them."""
    if offer["kind"] == "number":
        return {"kind": "number", "least": offer["min"], "most": offer["max"]}
    if offer["kind"] == "choice":
        return {"kind": "choice", "values": ", ".join(json.dumps(v) for v in offer["values"])}
    return {"kind": "bool"}


def checked_options(profile: str, options) -> dict:
    """Validate `options` (a partial dict) against the profile; return it unchanged."""
    if options is None:
        return {}
    if not isinstance(options, dict):
        raise BadInput("bad_options")
    validators = _VALIDATORS[profile]
    for key, value in options.items():
        if key not in validators:
            raise BadInput("unknown_option", option=key, profile=profile)
        if not validators[key](value):
            raise BadInput("bad_option", option=key, **_allowed(validators[key].offer))
    return dict(options)


def offered() -> list:
    """Every profile as a phone offers it (GET /api/profiles): its people, what a phone shows of
    its fixed rules, its defaults, and each option's kind and allowed values, which are exactly
    what ``checked_options`` accepts (both read ``_VALIDATORS``)."""
    return [{
        "name": name,
        "min_people": FIXED[name]["min_people"], "max_people": FIXED[name]["max_people"],
        "one_card": FIXED[name]["one_card"],
        "defaults": dict(defaults),
        "options": {key: dict(_VALIDATORS[name][key].offer) for key in defaults},
    } for name, defaults in PROFILES.items()]

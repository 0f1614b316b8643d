"""GET /api/profiles (docs/API.md): the phone offers what the server accepts. Every value a
profile's options list is accepted at creation, and the values just past them are refused, so the
phone's choices and the server's checks cannot drift apart (issue 25: the phone offered 30 or 40
for expulsion_threshold while the server took 10 to 200)."""
import pytest

from companion.rules import profiles


def values_past(offer):
    if offer["kind"] == "number":
        return [offer["min"] - 1, offer["max"] + 1]
    if offer["kind"] == "bool":
        return ["yes", 0]
    return ["not-a-choice"]


def values_in(offer):
    if offer["kind"] == "number":
        return [offer["min"], offer["max"]]
    if offer["kind"] == "bool":
        return [True, False]
    return list(offer["values"])


def test_the_profiles_are_served_as_the_rules_module_has_them(http):
    status, body = http.get("/api/profiles")
    assert status == 200
    assert [p["name"] for p in body["profiles"]] == list(profiles.PROFILES)
    for p in body["profiles"]:
        assert p["defaults"] == profiles.PROFILES[p["name"]]
        assert list(p["options"]) == list(p["defaults"])
        assert (p["min_people"], p["max_people"]) == (profiles.FIXED[p["name"]]["min_people"], profiles.FIXED[p["name"]]["max_people"])


@pytest.mark.parametrize("profile", list(profiles.PROFILES))
def test_every_offered_value_is_accepted_and_the_next_one_refused(profile):
    offer = next(p for p in profiles.offered() if p["name"] == profile)
    for key, spec in offer["options"].items():
        assert spec["kind"] in ("number", "choice", "bool"), key
        for value in values_in(spec):
            assert profiles.checked_options(profile, {key: value}) == {key: value}
        for value in values_past(spec):
            with pytest.raises(profiles.BadInput):
                profiles.checked_options(profile, {key: value})


def test_an_option_a_profile_does_not_list_is_refused():
    for p in profiles.offered():
        for other in {k for q in profiles.offered() for k in q["options"]} - set(p["options"]):
            with pytest.raises(profiles.BadInput):
                profiles.checked_options(p["name"], {other: profiles.PROFILES["howell"].get(other, 0)})

"""Names, hints and sealed rules are what they look like (issue 11, item 4).

A name holding a control, format or invisible character is refused; a name is
stored in one normal form and bounded by what a person sees; a name that looks
the same as a seated one is refused (Unicode's confusables, not a hand-made
table). Hints and rules refuse the same characters, a rule keeps its line breaks."""
import unicodedata

import pytest
from hypothesis import given, settings, strategies as st

from companion import rules
from companion.catalogs import sentence
from companion.rules import names
from tests.rules.helpers import CoreGame


def join(state, name):
    action = rules.parse({"type": "join", "name": name})
    rules.check(state, action, None)
    return action["name"]


def lobby(*people):
    return CoreGame(people=len(people), names=list(people), start=False)


HIDDEN = {
    "NUL": "Ann\x00", "ESC": "\x1b[31mAnn", "newline": "Ann\nBen", "carriage return": "Ann\r",
    "tab": "Ann\tB", "DEL": "Ann\x7f", "C1 control": "Ann\x85",
    "right-to-left override": "\u202eAnn", "left-to-right isolate": "\u2066Ann\u2069",
    "right-to-left mark": "Ann\u200f", "zero-width space": "Ben\u200b", "zero-width joiner": "A\u200dnn",
    "zero-width non-joiner": "An\u200cn", "word joiner": "Ann\u2060", "byte order mark": "\ufeffAnn",
    "soft hyphen": "An\u00adn", "line separator": "Ann\u2028", "paragraph separator": "Ann\u2029",
    "tag character": "Ann\U000e0041", "Hangul filler": "Ann\u3164", "combining grapheme joiner": "An\u034fn",
}


@pytest.mark.parametrize("what", sorted(HIDDEN))
def test_a_name_with_a_control_format_or_invisible_character_is_refused(what):
    g = lobby("Dan")
    with pytest.raises(rules.BadInput) as info:
        join(g.state, HIDDEN[what])
    assert info.value.code == "hidden_characters"
    assert type(info.value) is rules.BadInput
    assert "U+" in sentence(info.value)  # names the character nobody can see
    with pytest.raises(rules.BadInput) as info:
        rules.create_record("howell", None, HIDDEN[what])
    assert info.value.code == "hidden_characters"


def test_a_lone_surrogate_is_not_text():
    with pytest.raises(rules.BadInput) as info:
        rules.parse({"type": "join", "name": "Ann\ud800"})
    assert info.value.code == "bad_field"


def test_a_name_is_stored_in_one_normal_form():
    g = lobby("Dan")
    assert join(g.state, "  Ａｎｎ  ") == "Ann"  # full-width letters (NFKC)
    assert join(g.state, "Mary \u00a0  Jane\u3000Doe") == "Mary Jane Doe"  # inner spaces collapsed
    assert join(g.state, "𝐁𝐞𝐧") == "Ben"  # mathematical bold
    assert join(g.state, "Zoe\u0301") == "Zoé"  # composed
    assert rules.create_record("howell", None, "  Dan   the  Dealer ")["host_name"] == "Dan the Dealer"
    for blank in (" \u00a0\u3000 ", "\u0301\u0308"):
        with pytest.raises(rules.BadInput) as info:
            join(g.state, blank)
        assert info.value.code == "empty_field"
    with pytest.raises(rules.BadInput) as info:
        join(g.state, "\u00a8Ann")  # NFKC: a space and a lone diaeresis, which would sit on what comes before
    assert info.value.code == "bad_field"


def test_a_name_is_bounded_by_what_a_person_sees():
    g = lobby("Dan")
    assert names.visible_length("Zoe\u0301") == 3
    assert join(g.state, "e\u0301" * 40)  # 40 visible letters, 80 code points before NFC
    assert join(g.state, "❤\ufe0f" * 40)  # variation selectors are not counted
    assert join(g.state, "x" * 40)
    for too_long in ("x" * 41, "a\u0308\u0301" * 41):
        with pytest.raises(rules.BadInput) as info:
            join(g.state, too_long)
        assert info.value.code == "too_long"
    # a pile of combining marks on one letter is bounded by the raw length too
    with pytest.raises(rules.BadInput) as info:
        join(g.state, "Z" + "\u0336" * 400)
    assert info.value.code == "too_long"


def test_a_name_that_looks_like_a_seated_one_is_refused():
    g = lobby("Ann", "Ben")
    for looks_like, seated in [("\u0410nn", "Ann"),      # Cyrillic capital A
                               ("\u0430nn", "Ann"),      # Cyrillic small a
                               ("АNN", "Ann"),           # Cyrillic, other case
                               ("Веn", "Ben"),           # Cyrillic Ve and ie
                               ("B\u0435n", "Ben"),
                               ("Ben\ufe0f", "Ben")]:    # an invisible variation selector
        with pytest.raises(rules.Conflict) as info:
            join(g.state, looks_like)
        assert info.value.code == "name_looks_taken", looks_like
        assert type(info.value) is rules.Conflict
        assert seated in sentence(info.value)
    # "Ben" + a zero-width space is refused before it could look like Ben
    with pytest.raises(rules.BadInput) as info:
        join(g.state, "Ben\u200b")
    assert info.value.code == "hidden_characters"
    # the same name, in any case or width, is still name_taken
    for same in ("ann", "ANN", "Ａｎｎ", " Ann "):
        with pytest.raises(rules.Conflict) as info:
            join(g.state, same)
        assert info.value.code == "name_taken"


def test_names_that_only_resemble_each_other_are_welcome():
    g = lobby("Ann", "Ben")
    for name in ("Anna", "Anne", "Bea", "Zoë", "Андрей", "Björn", "李雷", "Ann B"):
        assert join(g.state, name) == name


def test_a_kicked_persons_name_is_free_again():
    g = lobby("Dan", "Ann")
    g.do({"type": "kick", "player": g.id("Ann")}, by="Dan")
    assert join(g.state, "\u0410nn") == "\u0410nn"


def test_hints_and_rules_refuse_hidden_characters_and_a_rule_keeps_its_lines():
    for text in ("red\u202e then black", "red\x1b[2J", "red\x00", "a\u200bb", "x\u2028y"):
        for body in ({"type": "seal_rule", "text": text}, {"type": "buy_hint", "text": text}):
            with pytest.raises(rules.BadInput) as info:
                rules.parse(body)
            assert info.value.code == "hidden_characters", body
    with pytest.raises(rules.BadInput) as info:
        rules.parse({"type": "buy_hint", "text": "two\nlines"})
    assert info.value.code == "hidden_characters"
    rule = rules.parse({"type": "seal_rule", "text": "Alternate colours;\r\nthen ranks rise.\rx²"})
    assert rule["text"] == "Alternate colours;\nthen ranks rise.\nx²"  # superscripts kept: no NFKC
    assert rules.parse({"type": "seal_rule", "text": "Ze\u0301ro"})["text"] == "Zéro"  # NFC


def test_names_already_in_a_log_replay_as_they_were():
    """The checks run on new input only: an old record replays unchanged."""
    record = {"type": "create", "profile": "howell", "options": rules.create_record("howell", None, "x")["options"],
              "host_name": "Old\u200bName", "by": "p1"}
    state = rules.replay([record])
    assert state.names[state.host] == "Old\u200bName"


name_text = st.text(st.characters(codec="utf-8"), max_size=60)


@settings(max_examples=300, deadline=None)
@given(name=name_text)
def test_every_accepted_name_is_visible_normal_and_bounded(name):
    try:
        clean = rules.parse({"type": "join", "name": name})["name"]
    except rules.BadInput as exc:
        assert exc.code in ("hidden_characters", "too_long", "empty_field", "bad_field")
        return
    assert clean == clean.strip() and "  " not in clean
    assert unicodedata.normalize("NFKC", clean) == clean
    assert names.hidden_character(clean) is None
    assert 0 < names.visible_length(clean) <= names.MAX_NAME
    assert rules.parse({"type": "join", "name": clean})["name"] == clean  # idempotent

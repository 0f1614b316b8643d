"""Every text an action carries refuses NUL, lone surrogates and the other
characters a name may not hold (400, a stable code): names, hints, rule texts,
and the ids that name a player or a seat (an id with NUL is a 500 on PostgreSQL,
which refuses NUL in text). `rules.is_text` is the test the shell uses for its
own ids (action_id)."""

import pytest

from companion import rules
from companion.catalogs import sentence

BAD = ["p2\x00", "\x00", "p\ud800", "p\x1b", "p\u200b", "p\u202e", "p2\n"]


@pytest.mark.parametrize("value", BAD)
def test_is_text_refuses_nul_surrogates_and_controls(value):
    assert not rules.is_text(value)


@pytest.mark.parametrize("value", ["p1", "a1b2-c3d4", "retry 7", "Zoë", "李雷"])
def test_is_text_takes_visible_text(value):
    assert rules.is_text(value)


def _bodies(bad):
    """Each text field of each action, holding ``bad``."""
    yield {"type": "join", "name": f"Ann{bad}"}
    yield {"type": "seal_rule", "text": f"red{bad}black"}
    yield {"type": "buy_hint", "text": f"look{bad}"}
    for kind in ("kick", "attempt", "no_play", "judge", "declare_prophet", "guess", "buy_hint"):
        yield {"type": kind, "player": f"p2{bad}", "cards": 1, "verdict": "right"}
    yield {"type": "start", "first_dealer": f"p1{bad}"}
    yield {"type": "seat", "order": ["p1", f"p2{bad}"]}


@pytest.mark.parametrize("bad", ["\x00", "\ud800", "\x07"])
def test_every_text_field_refuses_nul_and_its_kin_with_400(bad):
    for body in _bodies(bad):
        with pytest.raises(rules.BadInput) as info:
            rules.parse(body)
        assert type(info.value) is rules.BadInput
        assert info.value.code in ("hidden_characters", "bad_field", "bad_player", "bad_order"), body
        assert bad not in sentence(info.value)  # the sentence names the character, never holds it


def test_a_table_cannot_be_opened_with_nul_in_the_hosts_name():
    with pytest.raises(rules.BadInput) as info:
        rules.create_record("howell", {}, "Ann\x00")
    assert info.value.code == "hidden_characters"

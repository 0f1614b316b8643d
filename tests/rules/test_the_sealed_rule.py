"""RULES.md § A deal, step 1: the sealed rule's fingerprint hashes a salt the
companion draws, then the text; the salt is kept back with the rule until the
deal ends, then shown, so anyone can check; old tables keep their fingerprints.
A dealer may reseal, but not without end (the loop of seal and undo is bounded)."""

import hashlib
import secrets

from companion import rules
from companion.catalogs import sentence
from companion.rules.check import MAX_SEALS
from tests.rules.helpers import CoreGame

RULE = "Alternate red and black"


def sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def test_the_fingerprint_hashes_the_salt_drawn_then_the_text():
    g = CoreGame(draws=[0xC0FFEE])
    record = g.seal(RULE)
    assert g.randbelow.asked == [2 ** 128]
    assert record["salt"] == f"{0xC0FFEE:032x}" and len(record["salt"]) == 32
    assert g.deal.rule_sha256 == sha(record["salt"] + RULE)
    # A list of likely rules tested against the fingerprint finds nothing without the salt.
    assert g.deal.rule_sha256 != sha(RULE)


def test_every_seal_draws_its_own_salt():
    g = CoreGame()
    g.randbelow = secrets.randbelow
    first = g.seal(RULE)
    again = g.seal(RULE)
    assert first["salt"] != again["salt"]
    assert sha(first["salt"] + RULE) != g.deal.rule_sha256 == sha(again["salt"] + RULE)
    assert [r.get("salt") for r in g.records if r["type"] == "seal_rule"] == [first["salt"], again["salt"]]


def test_the_salt_is_kept_back_with_the_rule_from_everyone_but_the_dealer():
    g = CoreGame("express", options={"hand_size": 1}, dealer="Dan")
    g.randbelow = secrets.randbelow
    salt = g.seal(RULE)["salt"]
    for viewer in ("Anna", "Ben", None):
        deal = g.view(viewer)["deal"]
        assert "rule" not in deal and "rule_salt" not in deal
        assert salt not in str(g.view(viewer)) and salt not in str(g.log(viewer))
        sealed = [a for a in g.log(viewer) if a["type"] == "seal_rule"]
        assert "rule" not in sealed[0] and "salt" not in sealed[0]
    dealer = g.view("Dan")["deal"]
    assert (dealer["rule"], dealer["rule_salt"]) == (RULE, salt)
    assert [(a["rule"], a["salt"]) for a in g.log("Dan") if a["type"] == "seal_rule"] == [(RULE, salt)]
    # the dealer's snapshot made from the spectator's carries the salt too
    assert rules.sealed_view(rules.view(g.state, None), g.state)["deal"]["rule_salt"] == salt


def test_the_salt_is_shown_to_everyone_with_the_rule_when_the_deal_ends():
    g = CoreGame("express", options={"hand_size": 1}, dealer="Dan")
    g.randbelow = secrets.randbelow
    salt = g.seal(RULE)["salt"]
    g.starter(1)
    g.right(g.turn)  # the hand of one card empties: the deal ends
    assert g.reason == "emptied"
    for viewer in ("Anna", "Ben", None, "Dan"):
        deal = g.view(viewer)["deal"]
        assert (deal["rule"], deal["rule_salt"]) == (RULE, salt)
        # the check anyone can make at the end
        assert sha(deal["rule_salt"] + deal["rule"]) == deal["rule_sha256"]
        sealed = [a for a in g.log(viewer) if a["type"] == "seal_rule"]
        assert (sealed[0]["rule"], sealed[0]["salt"]) == (RULE, salt)


def test_each_ended_deal_in_deals_carries_its_rule_and_salt_so_its_fingerprint_is_checked_later():
    g = CoreGame("express", options={"hand_size": 1}, dealer="Dan")
    g.randbelow = secrets.randbelow
    salt = g.seal(RULE)["salt"]
    fingerprint = g.view(None)["deal"]["rule_sha256"]   # what everyone saw from the seal on
    g.starter(1)
    assert all(g.view(viewer)["deals"] == [] for viewer in ("Dan", "Anna", None))  # not before it is over
    g.right(g.turn)
    g.next_deal()                                       # Anna deals: deal 1's snapshot is gone
    g.seal("same suit")
    for viewer in ("Anna", "Ben", None, "Dan"):
        deals = g.view(viewer)["deals"]
        assert [(d["rule"], d["rule_salt"], d["rule_sha256"]) for d in deals] == [(RULE, salt, fingerprint)]
        assert sha(deals[0]["rule_salt"] + deals[0]["rule"]) == fingerprint
    assert "same suit" not in str(g.view("Ben")) and g.deal.rule_salt not in str(g.view("Ben"))
    assert rules.sealed_view(rules.view(g.state), g.state)["deals"] == g.view("Anna")["deals"]
    g.starter(1)
    g.right(g.turn)
    g.end_game()
    assert [d["rule_salt"] for d in g.view(None)["games"][0]["deals"]] == [salt, g.deal.rule_salt]


def test_a_deal_reopened_by_undo_leaves_deals_until_it_is_over_again():
    g = CoreGame("express", options={"hand_size": 1}, dealer="Dan")
    salt = g.seal(RULE)["salt"]
    g.starter(1)
    g.right(g.turn)
    g.undo()                                            # reopened: its rule stays shown, in `deal`
    assert g.view(None)["deals"] == [] and g.view(None)["deal"]["rule_salt"] == salt
    g.judge("right")
    assert g.view(None)["deals"][0]["rule_salt"] == salt


def test_a_deal_with_no_sealed_rule_has_no_salt_in_deals():
    g = CoreGame("express", options={"hand_size": 1}, dealer="Dan")
    g.starter(1)
    g.right(g.turn)
    assert {k: g.view(None)["deals"][0][k] for k in ("rule", "rule_salt", "rule_sha256")} == dict.fromkeys(
        ("rule", "rule_salt", "rule_sha256"))


def test_a_rule_sealed_before_the_server_drew_salts_keeps_its_old_fingerprint():
    g = CoreGame()
    old = [*g.records, {"type": "seal_rule", "text": RULE, "by": g.id("Dan")}]  # an old log: no salt
    state = rules.replay(old)
    assert state.deal.rule_sha256 == sha(RULE)
    assert state.deal.rule_salt == ""
    assert rules.view(state, g.id("Dan"))["deal"]["rule_salt"] == ""  # "" + rule: the same check


def test_the_rule_can_be_sealed_at_most_twenty_times_a_deal_undos_included():
    g = CoreGame("express", options={"hand_size": 1}, dealer="Dan")
    assert MAX_SEALS == 20
    for i in range(MAX_SEALS):
        g.seal(f"rule {i}")
        if i % 2:
            g.undo()  # an undo takes the seal back, not its count
    assert g.deal.seals == MAX_SEALS
    error = g.refused({"type": "seal_rule", "text": "one more"}, by="Dan")
    assert (type(error), error.code) == (rules.Conflict, "too_many_seals") and "20" in sentence(error)
    while g.state.deal_records:
        g.undo()
    assert g.refused_code({"type": "seal_rule", "text": "one more"}, by="Dan") == ("Conflict", "too_many_seals")
    # the deal goes on without a rule; the next deal's dealer seals again
    g.starter(1)
    g.right(g.turn)
    g.next_deal()
    assert g.deal.seals == 0
    g.seal("one more")
    assert g.deal.rule == "one more"

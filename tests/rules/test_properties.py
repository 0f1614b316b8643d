"""Invariants over random legal games of every profile and option set (hypothesis).

After every action: card conservation, no negative count, replay equality;
after every undo: equality with the log replayed without the undone action
(except that a rule everyone has seen stays shown);
after every withdraw: equality with the log replayed as if the withdrawn play
had never been tapped;
every illegal action raises and leaves the state exactly as it was.

The tables are game nights too (RULES.md, A game night): newcomers and
removals between deals, another game after each, and across them every
finished game's totals stay the sums of its deals, and undo never reaches
into an earlier game.
"""

import json
import pickle

from hypothesis import HealthCheck, assume, event, given, settings, strategies as st

from companion import rules
from companion.catalogs import sentence
from companion.rules.apply import _next_dealer
from companion.rules.profiles import FIXED

PROFILE_OPTIONS = {
    "howell": st.fixed_dictionaries({}, optional={
        "expulsion_threshold": st.sampled_from([30, 40]),  # RULES.md offers no other
        "packs": st.sampled_from([1, 2, 3]),
        "hand_size": st.sampled_from([5, 8, 14]),
        "first_player": st.sampled_from(["rank", "random", "left"]),
    }),
    "abbott": st.fixed_dictionaries({}, optional={
        "expulsion_threshold": st.sampled_from([30, 40]),
        "packs": st.sampled_from([1, 3]),
        "hand_size": st.sampled_from([6, 14]),
        "never_dealt_bonus": st.sampled_from([0, 10]),
    }),
    "express": st.fixed_dictionaries({}, optional={
        "hand_size": st.sampled_from([10, 12, 4]),
        "packs": st.sampled_from([1, 2]),
        "stock_out": st.sampled_from(["last_card", "add_pack"]),
        "hints": st.booleans(),
        "incorrect_guess_penalty": st.sampled_from([0, 1]),
        "next_dealer": st.sampled_from(["left", "winner"]),
    }),
}


def conserved(state):
    deal = state.deal
    if deal is None:
        return
    placed = deal.mainline + deal.sideline_total
    assert deal.stock + sum(deal.hands.values()) + placed == deal.cards_in_play
    assert deal.table == placed
    assert deal.stock >= 0 and deal.mainline >= 0 and deal.sideline_total >= 0
    assert all(h >= 0 for h in deal.hands.values())
    assert all(g >= 1 for groups in deal.sidelines.values() for g in groups)
    if deal.ended is None and deal.starter is not None:
        assert deal.turn is not None and deal.turn not in deal.expelled


def candidates(state, night=True, end=True):
    """Actions a real table might take now: (action, sender); `night`: another game after
    game over; `end`: the host's final end of the game is among them (the runner offers it
    rarely, or most games would be over in a few steps)."""
    phase = state.phase
    deal = state.deal
    fixed = FIXED[state.profile]
    host = state.host
    out = []
    if phase in ("lobby", "deal_over", "game_over"):
        out += _between_deals(state)
    if phase == "lobby":   # a later game, before its first deal
        out += [({"type": "start"}, host)] * 3
        if state.ids():  # everyone may have been removed before a later game
            out.append(({"type": "start", "first_dealer": state.ids()[-1]}, host))
        out.append(({"type": "options", "options": {"hand_size": 2}}, host))
        return out
    if phase == "game_over" and not night:
        return [({"type": "undo"}, host)]
    if phase == "game_over":
        return out + [({"type": "undo"}, host)] + [({"type": "new_game"}, host)] * 4 + [
            ({"type": "new_game", "profile": p}, host) for p in ("howell", "abbott", "express")]
    dealer = deal.dealer
    out.append(({"type": "undo"}, dealer))
    if phase == "starter":
        out.append(({"type": "seal_rule", "text": "red then black"}, dealer))
        for s in ([1] if fixed["one_card"] else [1, 2, 3]):
            for rank in (1, 5, 13):
                out += [({"type": "starter", "cards": s, "rank": rank}, dealer)] * 3
    elif phase == "turn":
        p = deal.turn
        hand = deal.hands[p]
        for k in ([1] if fixed["one_card"] else range(1, min(hand, 4) + 1)):
            out += [({"type": "attempt", "cards": k}, p)] * 4
            out.append(({"type": "attempt", "cards": k, "player": p}, dealer))
        out += [({"type": "no_play"}, p)] * 2
        if deal.just_played:
            out += [({"type": "declare_prophet"}, deal.just_played)] * 3
        if deal.guess_window:
            out += [({"type": "guess", "verdict": "right"}, dealer),
                    ({"type": "guess", "verdict": "wrong"}, dealer)]
        out.append(({"type": "buy_hint", "text": "think colour"}, p))
    elif phase == "judging":
        judge = deal.prophet.player if deal.prophet else dealer
        out += [({"type": "judge", "verdict": "right"}, judge),
                ({"type": "judge", "verdict": "wrong"}, judge)] * 3
        out.append(({"type": "withdraw"}, deal.pending.player))
    elif phase == "confirming":
        out += [({"type": "confirm"}, dealer)] * 2
        out += [({"type": "overrule", "verdict": v}, dealer) for v in ("right", "wrong")]
    elif phase == "deal_over":
        out += [({"type": "next_deal"}, dealer)] * 6
    if end:
        out.append(({"type": "end_game"}, host))
    return out


def _between_deals(state):
    """Newcomers, removals and new seat orders (the host's, between deals)."""
    host, ids = state.host, state.ids()
    out = [({"type": "join", "name": f"N{state.next_id}"}, None)]
    others = [p for p in ids if p != host]
    named = {others[0], others[-1]} if others else set()
    if state.dealt:
        named.add(state.dealt[-1])   # the last dealer
    if state.phase == "deal_over":
        named.add(_next_dealer(state))  # the dealer-to-be
    out += [({"type": "kick", "player": p}, host) for p in sorted(named - {host, None})]
    out.append(({"type": "seat", "order": ids[1:] + ids[:1]}, host))
    return out


def game_results_add_up(state, view):
    """Each finished game's totals, and this game's, are the sums of their deals and bonus."""
    assert [g["number"] for g in view["games"]] == list(range(1, len(view["games"]) + 1))
    for game in view["games"] + ([] if state.winners is not None else [
            {"players": state.in_game(), "totals": view["totals"], "deals": view["deals"], "bonus": view["bonus"]}]):
        for pid in game["players"]:
            made = sum(d["scores"].get(pid, 0) for d in game["deals"]) + game["bonus"].get(pid, 0)
            assert game["totals"][pid] == made
        assert {pid for d in game["deals"] for pid in d["scores"]} <= set(game["players"])
    assert sum(r["games"] for r in view["standings"]) == sum(len(g["players"]) for g in view["games"])
    assert len(state.people) <= 8


def junk(state, draw):
    """Any action from anyone: most are illegal now."""
    ids = state.ids() + [None, "p99"]
    kind = draw(st.sampled_from(rules.ACTION_TYPES + ("join",)))
    body = {"type": kind}
    body["cards"] = draw(st.integers(-2, 40))
    body["verdict"] = draw(st.sampled_from(["right", "wrong", "maybe"]))
    body["player"] = draw(st.sampled_from(ids))
    body["rank"] = draw(st.integers(0, 14))
    body["text"] = "x"
    body["order"] = draw(st.permutations(state.ids()))
    body["options"] = {}
    body["name"] = draw(st.sampled_from(["Zed", "N2", ""]))
    body["profile"] = draw(st.sampled_from(["howell", "express", "bridge"]))
    return body, draw(st.sampled_from(ids)), draw(st.sampled_from([None, state.version, state.version - 1]))


def legal(state, action, sender):
    try:
        rules.check(state, rules.parse(action), sender)
    except rules.RuleError:
        return False
    return True


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), profile=st.sampled_from(sorted(PROFILE_OPTIONS)))
def test_random_legal_games_keep_every_invariant(data, profile):
    run_a_random_table(data.draw, profile, steps=st.integers(10, 160), night=False)


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example])
@given(data=st.data(), profile=st.sampled_from(sorted(PROFILE_OPTIONS)))
def test_random_game_nights_keep_every_invariant_across_games(data, profile):
    """Short hands and long runs: several games at one table, with latecomers and leavers."""
    games = run_a_random_table(data.draw, profile, steps=st.integers(150, 400), hand_size=2)
    event(f"finished games: {min(games, 3)}{'+' if games > 3 else ''}")


def random_table(draw, profile, hand_size=None):
    """A started table of `profile` with random options and people: (state, log, do), where
    `do(action, sender)` runs an action as the shell does and returns its record."""
    options = draw(PROFILE_OPTIONS[profile])
    if hand_size is not None:
        options["hand_size"] = hand_size
    fixed = FIXED[profile]
    people = draw(st.integers(fixed["min_people"], fixed["max_people"]))
    if options.get("packs", 3) * 52 < options.get("hand_size", 14) * (people - 1) + 4:
        options["hand_size"] = 4
    state = rules.new_state()
    log = []

    def randbelow(n):
        return draw(st.integers(0, n - 1))

    def do(action, sender):
        action = rules.parse(action)
        rules.check(state, action, sender)
        record = rules.complete(state, action, sender, randbelow)
        log.append(record)
        rules.apply(state, record)
        return record

    log.append(rules.create_record(profile, options, "Host"))
    rules.apply(state, log[-1])
    for i in range(people - 1):
        do({"type": "join", "name": f"P{i}"}, None)
    do({"type": "start"}, state.host)
    return state, log, do


def run_a_random_table(draw, profile, steps, hand_size=None, night=True):
    """A random legal table, every invariant checked as it goes; returns how many games finished."""
    state, log, do = random_table(draw, profile, hand_size)

    for step in range(draw(steps)):
        if draw(st.integers(0, 4)) == 0:
            body, sender, expected = junk(state, draw)
            before = pickle.loads(pickle.dumps(state))  # shares nothing with state (copy.deepcopy, quicker)
            try:
                action = rules.parse(body)
                rules.check(state, action, sender, expected)
            except rules.RuleError as error:
                assert error.code and sentence(error)
                assert state == before
        end = draw(st.integers(0, 24)) == 0
        options_now = [c for c in candidates(state, night, end) if legal(state, *c)]
        if not options_now:
            break
        action, sender = draw(st.sampled_from(options_now))
        games_before = list(state.games)  # finished results are never changed in place
        record = do(action, sender)
        conserved(state)
        if record["type"] in ("next_deal", "start", "end_game", "new_game", "kick", "join", "undo"):
            game_results_add_up(state, rules.view(state))
        dealer = rules.sealed_for_all_but(state)
        if dealer is not None:  # the dealer's snapshot, made from the spectator's, is the view's own
            made = rules.sealed_view(rules.view(state, None, {"p1"}, "CODE"), state)
            assert json.dumps(made) == json.dumps(rules.view(state, dealer, {"p1"}, "CODE"))  # keys in order too
        if record["type"] == "undo":
            effective = [r for r in log if r["type"] != "undo"]
            kept = _kept(log)
            expected_state = rules.replay(kept)
            assert _comparable(rules.view(state)) == _comparable(rules.view(expected_state))
            assert len(effective) >= len(kept)
            if state.deal.rule_shown and state.deal.rule is not None:
                assert rules.view(state)["deal"]["rule"] == state.deal.rule  # seen stays seen
                assert rules.sealed_for_all_but(state) is None
            # never into an earlier game: every game before this one stands as it was
            assert state.games[:state.game - 1] == games_before[:state.game - 1]
            assert log[record["target"] - 1]["type"] not in ("join", "end_game", "new_game", "start", "next_deal")
        keeper = rules.seals_known_only_to(state)
        sealing = record["type"] == "seal_rule" or (record["type"] == "undo"
                                                    and log[record["target"] - 1]["type"] == "seal_rule")
        if sealing and not state.deal.rule_shown:
            assert keeper == state.deal.dealer  # sealed or undone, in an open deal: the dealer's alone
        if keeper is not None and record["type"] in ("seal_rule", "undo"):
            seals_stay_the_dealers(log, state, keeper)
        if record["type"] == "withdraw":
            kept = _kept(log)[:-1]  # without the withdraw itself
            offer = max(i for i, r in enumerate(kept) if r["type"] in ("attempt", "no_play"))
            never_tapped = rules.replay(kept[:offer] + kept[offer + 1:])
            assert _comparable(rules.view(state)) == _comparable(rules.view(never_tapped))
        if step % 15 == 0 or record["type"] in ("undo", "next_deal", "end_game", "new_game"):
            assert rules.replay(log) == state
    assert rules.replay(log) == state
    return len(state.games)


def seals_stay_the_dealers(log, state, dealer):
    """An open deal's seals, current or undone, are in no log but its dealer's own: not a
    spectator's, not the dealer's seat's under a token re-issued in this deal (show_sealed=False)."""
    numbered = [{**r, "seq": i + 1} for i, r in enumerate(log)]
    since = state.deal_base.version
    assert any(r["type"] == "seal_rule" for r in numbered[since:])
    for viewer, shown in ((None, True), (dealer, False)):
        for item in rules.log_view(numbered[since:], state, viewer, show_sealed=shown):
            assert item["type"] != "seal_rule" or not {"rule", "salt"} & set(item), item
    mine = rules.log_view(numbered[since:], state, dealer)
    assert all("rule" in item for item in mine if item["type"] == "seal_rule")


def _undone_seqs(log):
    return {r["target"] for r in log if r["type"] == "undo"}


def _kept(log):
    """The log as if every undone action and every undo had never been sent."""
    undone = _undone_seqs(log)
    return [r for seq, r in enumerate(log, 1) if seq not in undone and r["type"] != "undo"]


def _comparable(view):
    """A view without what an undo or a withdraw cannot take back: the version, the
    next undo, and a rule everyone has already seen (with its salt and who reopened its deal)."""
    view = dict(view)
    view.pop("version")
    view.pop("undo")
    if view.get("deal"):
        deal = view["deal"] = dict(view["deal"])
        for key in ("rule", "rule_salt", "rule_shown", "reopened_by"):
            deal.pop(key, None)
    return view


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), profile=st.sampled_from(sorted(PROFILE_OPTIONS)))
def test_joins_between_deals_never_block_undoing_the_deals_end(data, profile):
    """A deal ends by play (a later one, or the game's last), newcomers join, the host changes
    seats and removes people around them: undo after undo (the dealer's or the host's) reaches
    the deal's end and reopens it, every newcomer still joined and in no hand; the state is the
    log replayed without what was undone; and the next deal deals the newcomers in."""
    draw = data.draw
    state, log, do = random_table(draw, profile, hand_size=2)
    for _ in range(draw(st.integers(1, 4))):
        if state.phase == "deal_over":
            do({"type": "next_deal"}, state.deal.dealer)
        if state.phase == "game_over" or not play_to_the_deals_end(draw, state, do):
            break
    assume(state.phase in ("deal_over", "game_over") and state.deal.ended["reason"] != "game_ended")
    before, over = state.ids(), state.phase
    joined = seats_change_around_newcomers(draw, state, do)
    assume(joined)
    kicks = sum(r["type"] == "kick" for _, r in state.deal_records)
    event(f"{over}, {len(joined)} joined, {'with' if kicks else 'no'} removals")
    while True:
        options = [(undo, who) for undo, who in [({"type": "undo"}, state.host), ({"type": "undo"}, state.deal.dealer)]
                   if legal(state, undo, who)]
        assert options, [r["type"] for _, r in state.deal_records]  # nothing blocks the way back
        record = do(*draw(st.sampled_from(options)))
        conserved(state)
        assert _comparable(rules.view(state)) == _comparable(rules.view(rules.replay(_kept(log))))
        if record.get("reopens"):
            break
    assert state.deal.ended is None and state.winners is None
    assert state.ids() == before + joined   # every removal since undone, every newcomer still there
    assert not set(joined) & set(state.deal.hands) and rules.replay(log) == state
    assert all(not item["undone"] for item in rules.log_view([dict(r, seq=i + 1) for i, r in enumerate(log)], state)
               if item["type"] == "join")
    if play_to_the_deals_end(draw, state, do) and state.phase == "deal_over":
        do({"type": "next_deal"}, state.deal.dealer)
        assert set(joined) <= set(state.deal.players) | {state.deal.dealer}


def play_to_the_deals_end(draw, state, do, steps=400):
    """Random legal plays (undos and withdraws among them) until the deal ends by play."""
    for _ in range(steps):
        if state.phase in ("deal_over", "game_over"):
            return True
        do(*draw(st.sampled_from([c for c in candidates(state, night=False, end=False) if legal(state, *c)])))
    return False


def seats_change_around_newcomers(draw, state, do):
    """Between deals: joins, seat orders and removals in a random order, the newcomers no more than the
    removed can come back beside (at most 8 seated); the newcomers' ids."""
    room, joined = 8 - len(state.people), []
    for _ in range(draw(st.integers(1, 6))):
        kind = draw(st.sampled_from(["join", "join", "seat", "kick"]))
        options = [c for c in _between_deals(state) if c[0]["type"] == kind and legal(state, *c)]
        if kind == "join" and len(joined) >= room or not options:
            continue
        record = do(*draw(st.sampled_from(options)))
        if kind == "join":
            joined.append(record["player"])
    return joined

"""A small table driver for the example tests of the rules core.

`CoreGame` creates a table, seats people by name, starts with a named first dealer
and runs every action the way the shell does: parse → check → complete (with a
deterministic `randbelow`) → apply, keeping the log. After every step it asserts
that replaying the log gives the same state; every refused action is checked to
leave the state exactly as it was.

People are named ("Anna"); the helper maps names to the core's ids.
"""

from __future__ import annotations

import copy

import pytest

from companion import rules
from companion.rules.errors import RuleError
from companion.service import sentences

NAMES = ["Dan", "Anna", "Ben", "Carla", "Eve", "Finn", "Gus", "Hana"]


class Draws:
    """A deterministic `randbelow`: answers from a queue, then 0; remembers what it was asked."""

    def __init__(self, answers=()):
        self.answers = list(answers)
        self.asked = []

    def __call__(self, n):
        self.asked.append(n)
        value = self.answers.pop(0) if self.answers else 0
        assert 0 <= value < n
        return value


class CoreGame:
    def __init__(self, profile="howell", people=4, options=None, dealer="Dan", names=None,
                 start=True, draws=()):
        names = list(names or NAMES[:people])
        self.randbelow = Draws(draws)
        self.records = []
        self.state = rules.new_state()
        self._append(rules.create_record(profile, options, names[0]))
        self.ids = {names[0]: self.state.host}
        self.names = {self.state.host: names[0]}
        for name in names[1:]:
            self.join(name)
        self.host = names[0]
        if start:
            self.start(dealer)

    # --- names and ids ----------------------------------------------------

    def id(self, name):
        if name is None:
            return None
        return self.ids.get(name, name)

    def name(self, pid):
        return self.names.get(pid, pid)

    def _ids_in(self, action):
        action = dict(action)
        for key in ("player", "first_dealer"):
            if isinstance(action.get(key), str):
                action[key] = self.id(action[key])
        if isinstance(action.get("order"), list):
            action["order"] = [self.id(p) for p in action["order"]]
        return action

    # --- running actions ---------------------------------------------------

    def _append(self, record):
        self.records.append(record)
        rules.apply(self.state, record)
        assert self.state.version == len(self.records)
        assert rules.replay(self.records) == self.state, "replay(log) differs from the state"

    def do(self, action, by, expected_version=None):
        """parse → check → complete → apply; returns the record appended."""
        action = rules.parse(self._ids_in(action))
        sender = self.id(by)
        rules.check(self.state, action, sender, expected_version)
        record = rules.complete(self.state, action, sender, self.randbelow)
        self._append(record)
        return record

    def refused(self, action, by, expected_version=None):
        """The action raises; the state is left exactly as it was. Returns the error."""
        before = copy.deepcopy(self.state)
        with pytest.raises(RuleError) as info:
            parsed = rules.parse(self._ids_in(action))
            rules.check(self.state, parsed, self.id(by), expected_version)
        assert self.state == before
        return info.value

    def refused_code(self, action, by, expected_version=None):
        """(the refusal's kind, its code): ("Conflict", "not_your_turn")."""
        error = self.refused(action, by, expected_version)
        return type(error).__name__, error.code

    # --- table actions by name ---------------------------------------------

    @property
    def dealer(self):
        return self.name(self.state.deal.dealer)

    def start(self, dealer="Dan"):
        action = {"type": "start"}
        if dealer is not None:
            action["first_dealer"] = dealer
        return self.do(action, by=self.host)

    def seal(self, text="red follows black, black follows red"):
        return self.do({"type": "seal_rule", "text": text}, by=self.dealer)

    def starter(self, cards=1, rank=None):
        action = {"type": "starter", "cards": cards}
        if rank is not None:
            action["rank"] = rank
        elif self.state.options["first_player"] == "rank":
            action["rank"] = 1
        return self.do(action, by=self.dealer)

    def attempt(self, player, cards=1):
        return self.do({"type": "attempt", "cards": cards}, by=player)

    def no_play(self, player):
        return self.do({"type": "no_play"}, by=player)

    def judge(self, verdict, by=None, player=None):
        action = {"type": "judge", "verdict": verdict}
        if player is not None:
            action["player"] = player
        return self.do(action, by=by or self.dealer)

    def confirm(self):
        return self.do({"type": "confirm"}, by=self.dealer)

    def overrule(self, verdict):
        return self.do({"type": "overrule", "verdict": verdict}, by=self.dealer)

    def declare(self, player):
        return self.do({"type": "declare_prophet"}, by=player)

    def guess(self, verdict, player=None):
        action = {"type": "guess", "verdict": verdict}
        if player is not None:
            action["player"] = player
        return self.do(action, by=self.dealer)

    def buy_hint(self, player, text=None):
        action = {"type": "buy_hint"}
        if text is not None:
            action["text"] = text
        return self.do(action, by=player)

    def undo(self, by=None):
        return self.do({"type": "undo"}, by=by or self.dealer)

    def next_deal(self, by=None):
        return self.do({"type": "next_deal"}, by=by or self.dealer)

    def end_game(self):
        return self.do({"type": "end_game"}, by=self.host)

    # --- a game night: seats between deals, another game -------------------

    def join(self, name):
        """A newcomer takes a seat (the join endpoint's record); their name maps to their id."""
        record = self.do({"type": "join", "name": name}, by=None)
        self.ids[name] = record["player"]
        self.names[record["player"]] = name
        return record

    def kick(self, name):
        return self.do({"type": "kick", "player": name}, by=self.host)

    def seat(self, *order):
        return self.do({"type": "seat", "order": list(order)}, by=self.host)

    def new_game(self, profile=None):
        action = {"type": "new_game"}
        if profile is not None:
            action["profile"] = profile
        return self.do(action, by=self.host)

    @property
    def seated(self):
        return [self.name(p.id) for p in self.state.people]

    @property
    def next_dealer(self):
        return self.name(rules.view(self.state)["next_dealer"])

    # --- whole turns ---------------------------------------------------------

    def right(self, player=None, cards=1):
        """`player` (default: whose turn it is) plays `cards`, judged right by the dealer."""
        player = player or self.turn
        self.attempt(player, cards)
        return self.judge("right")

    def wrong(self, player=None, cards=1):
        player = player or self.turn
        self.attempt(player, cards)
        return self.judge("wrong")

    def claim(self, verdict, player=None):
        """A no-play claim by `player`, judged by the dealer ("right" = the claim is true)."""
        player = player or self.turn
        self.no_play(player)
        return self.judge(verdict)

    # --- reading the state -------------------------------------------------

    @property
    def deal(self):
        return self.state.deal

    @property
    def phase(self):
        return self.state.phase

    @property
    def turn(self):
        return self.name(self.state.deal.turn) if self.state.deal.turn else None

    def hand(self, name):
        return self.state.deal.hands[self.id(name)]

    @property
    def hands(self):
        return {self.name(p): h for p, h in self.state.deal.hands.items()}

    @property
    def scores(self):
        return {self.name(p): s for p, s in self.state.deal.ended["scores"].items()}

    @property
    def totals(self):
        return {self.name(p): s for p, s in self.state.totals.items()}

    @property
    def reason(self):
        return self.state.deal.ended["reason"] if self.state.deal.ended else None

    @property
    def expelled(self):
        return {self.name(p) for p in self.state.deal.expelled}

    @property
    def prophet(self):
        prophet = self.state.deal.prophet
        return self.name(prophet.player) if prophet else None

    def view(self, viewer=None):
        """The snapshot as served: the core's view with the English the service adds (``sentences``)."""
        return sentences.table(rules.view(self.state, self.id(viewer)))

    def log(self, viewer=None):
        records = [dict(r, seq=i + 1) for i, r in enumerate(self.records)]
        return [sentences.log_item(item) for item in rules.log_view(records, self.state, self.id(viewer))]

    def conserved(self):
        deal = self.state.deal
        placed = deal.mainline + deal.sideline_total
        assert deal.stock + sum(deal.hands.values()) + placed == deal.cards_in_play
        assert deal.table == placed

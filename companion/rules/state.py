"""The table's state: plain mutable records, changed only by `apply`.

`apply` mutates in place so an action costs O(1); equality of two states is
field-by-field, which is what replay and undo equality compare.
"""

from dataclasses import dataclass, field


@dataclass(slots=True)
class Person:
    id: str
    name: str


@dataclass(slots=True)
class Prophet:
    player: str
    marker_at: int             # mainline count when appointed: the marked card
    table_at_appointment: int  # T when appointed
    mainline_at: int           # for the bonus: mainline cards placed after the marker
    sideline_at: int           # and sideline cards placed after it


@dataclass(slots=True)
class Pending:
    kind: str                  # "attempt" | "no_play"
    player: str
    cards: int
    expel: bool                # expulsion was active when this turn began
    prophet_verdict: str | None = None
    before: tuple = (None, None)  # (just_played, guess_window) the tap closed: a withdraw reopens them


@dataclass(slots=True)
class Deal:
    number: int                # in this game: 1, 2, … (what the table says: "deal 2")
    serial: int                # in this table, across its games: unique, for keying anything per deal
    dealer: str
    players: list              # turn order from the dealer's left
    hand_size: int
    stock: int
    cards_in_play: int         # packs × 52, plus any pack added to the stock
    hands: dict
    expelled: set = field(default_factory=set)
    prophet: Prophet | None = None
    been_prophet: set = field(default_factory=set)
    deposed: list = field(default_factory=list)
    mainline: int = 0
    sidelines: dict = field(default_factory=dict)   # mainline position -> [group sizes]
    sideline_total: int = 0
    table: int = 0
    starter: dict | None = None
    rule: str | None = None
    rule_sha256: str | None = None
    rule_salt: str | None = None     # hashed before the text; shown with the rule ("" in old records)
    seals: int = 0                   # seal_rule records of this deal, undone ones included
    turn: str | None = None
    pending: Pending | None = None
    just_played: str | None = None   # whose turn result was applied last (prophet window)
    guess_window: str | None = None  # express: who may guess now
    hint_bought: bool = False
    hints: list = field(default_factory=list)
    last: dict | None = None
    ended: dict | None = None
    ended_at: int | None = None      # seq of the record that ended the deal
    rule_shown: bool = False         # the deal has ended once: its rule stays public even if reopened
    reopened_by: str | None = None   # who last undid this deal's end


@dataclass(slots=True)
class TableState:
    version: int = 0
    profile: str = ""
    options: dict = field(default_factory=dict)
    people: list = field(default_factory=list)      # Person, in clockwise seat order
    names: dict = field(default_factory=dict)       # every id ever seated -> name
    host: str | None = None
    organizer: str | None = None                    # a room's organizer: a host seated at no table
    next_id: int = 1
    dealt: list = field(default_factory=list)       # dealers so far in this game, in order
    deal: Deal | None = None
    deals: list = field(default_factory=list)       # this game's {"number", "dealer", "scores", "rule"}
    totals: dict = field(default_factory=dict)      # this game's, the removed included
    bonus: dict = field(default_factory=dict)       # early-end bonus per person
    winners: list | None = None
    game: int = 1                                   # this game's number at the table
    games: list = field(default_factory=list)       # every finished game's result (view.game_result)
    removed: list = field(default_factory=list)     # removed during this game: their totals stand
    vacated: dict = field(default_factory=dict)     # removed id -> who sat at their left then
    deal_serial: int = 0                            # deals begun at this table, all games
    deal_base: "TableState | None" = None           # state where the undo history begins (a deal's
    deal_records: list = field(default_factory=list)  # start, or a seating between deals); (seq, record) since

    @property
    def phase(self) -> str:
        if self.winners is not None:
            return "game_over"
        deal = self.deal
        if deal is None:
            return "lobby"
        if deal.ended is not None:
            return "deal_over"
        if deal.starter is None:
            return "starter"
        if deal.pending is not None:
            return "judging" if deal.pending.prophet_verdict is None else "confirming"
        return "turn"

    def ids(self) -> list:
        return [p.id for p in self.people]

    def in_game(self) -> list:
        """Everyone with a total in this game: the seated, in seat order, then the removed."""
        return self.ids() + [p for p in self.removed if p not in self.ids()]

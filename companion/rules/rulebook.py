"""The dealer's rule book: example secret rules, each with how many cards it lets through.

Every example rule of the seeds and a few classics, as data: a stable id, a group
(easy to hard to guess), how many last mainline cards it reads and ``accepts(last, card)``;
its text, in every language, is the catalogs' ``rulebook.<id>`` (English: en.ftl). The figure
and its word, and how it is computed exactly over classes of cards, are
docs/rules-decisions.md ("The rule book's figure"). Pure: ``book()`` (computed once) is what
GET /api/rulebook serves but each rule's English ``text``, which the shell adds from the catalog.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from typing import Callable, NamedTuple

SUITS = "SHDC"  # ♠ ♥ ♦ ♣; hearts and diamonds are red
GOOD = (12, 15)  # seed 003: "around 12 to 15 specific cards from one standard deck"
GROUPS = ("beginner", "harder", "expert")  # easy to hard to guess (seed 001's "beginner", "harder ones for later")


class Card(NamedTuple):
    rank: int  # ace 1 … king 13 (seeds 000, 001, 003)
    suit: str  # one of SUITS

    @property
    def red(self) -> bool:
        return self.suit in "HD"

    @property
    def odd(self) -> bool:
        return self.rank % 2 == 1

    @property
    def low(self) -> bool:  # seed 001: "a card from Ace to 7"
        return self.rank <= 7


PACK = tuple(Card(rank, suit) for suit in SUITS for rank in range(1, 14))


def _card(c: Card):
    return c


@dataclass(frozen=True)
class Rule:
    id: str
    group: str
    reads: int                                  # how many last mainline cards it reads: 1, 2 or 3
    accepts: Callable[[tuple, Card], bool] = field(compare=False)
    sees: Callable[[Card], object] = field(default=_card, compare=False)  # the features it reads
    sources: tuple = ()                         # the seeds it comes from (none: a classic)


def _steps_up(a: Card, b: Card) -> int:
    """How many ranks b is above a, counting on from the king to the ace (0 … 12)."""
    return (b.rank - a.rank) % 13


def _colour_run(last) -> int:
    """How many cards at the end of `last` share the last card's colour."""
    run = 1
    for card in reversed(last[:-1]):
        if card.red != last[-1].red:
            break
        run += 1
    return run


def _next_suit(order):
    def accepts(last, c):
        return c.suit == order[(order.index(last[-1].suit) + 1) % len(order)]
    return accepts


def _between(last, c):
    if len(last) < 2:
        return True
    lo, hi = sorted((last[-2].rank, last[-1].rank))
    return lo <= c.rank <= hi


_colour = lambda c: c.red  # noqa: E731
_suit = lambda c: c.suit  # noqa: E731
_rank = lambda c: c.rank  # noqa: E731
_rank_colour = lambda c: (c.rank, c.red)  # noqa: E731

RULES = (
    # --- beginner: one feature of the last card -------------------------------
    Rule("alternate_colours", "beginner", 1,
         lambda last, c: c.red != last[-1].red, _colour, ("000", "001", "003")),
    Rule("suits_spades_hearts_diamonds_clubs", "beginner", 1,
         _next_suit("SHDC"), _suit, ("001",)),
    Rule("suits_spades_hearts_clubs_diamonds", "beginner", 1,
         _next_suit("SHCD"), _suit, ("003",)),
    Rule("odd_then_even", "beginner", 1,
         lambda last, c: c.odd != last[-1].odd, lambda c: c.odd, ("001", "003")),
    Rule("low_then_high", "beginner", 1,
         lambda last, c: c.low != last[-1].low, lambda c: c.low, ("001", "003")),
    Rule("one_to_three_higher", "beginner", 1,
         lambda last, c: 1 <= _steps_up(last[-1], c) <= 3, _rank, ("001",)),
    Rule("one_up_one_down_or_same", "beginner", 1,
         lambda last, c: abs(c.rank - last[-1].rank) <= 1, _rank, ("003",)),
    Rule("three_red_three_black", "beginner", 3,
         lambda last, c: (c.red == last[-1].red) == (_colour_run(last) < 3), _colour, ("001",)),
    Rule("one_higher", "beginner", 1,  # seed 001: far too strict
         lambda last, c: _steps_up(last[-1], c) == 1, _rank, ("001",)),
    Rule("different_suit", "beginner", 1,  # seed 001: far too easy
         lambda last, c: c.suit != last[-1].suit, _suit, ("001",)),
    # --- harder: two features, or a feature of one card deciding another ------
    Rule("odd_red_even_black", "harder", 1,
         lambda last, c: c.red == last[-1].odd, lambda c: (c.odd, c.red), ("001",)),
    Rule("even_red_odd_black", "harder", 1,
         lambda last, c: c.red != last[-1].odd, lambda c: (c.odd, c.red), ("003",)),
    Rule("same_suit_or_rank", "harder", 1,
         lambda last, c: c.suit == last[-1].suit or c.rank == last[-1].rank, _card, ("001", "003")),
    Rule("black_lower_red_higher", "harder", 1,
         lambda last, c: c.rank >= last[-1].rank if last[-1].red else c.rank <= last[-1].rank,
         _rank_colour, ("001",)),
    Rule("higher_other_colour", "harder", 1,
         lambda last, c: c.red != last[-1].red and (c.rank > last[-1].rank or last[-1].rank == 13),
         _rank_colour),
    Rule("same_colour_within_three", "harder", 1,
         lambda last, c: c.red == last[-1].red and min(_steps_up(last[-1], c), _steps_up(c, last[-1])) <= 3,
         _rank_colour),
    # --- expert: the last two cards ---------------------------------------------
    Rule("suit_of_the_card_before_last", "expert", 2,
         lambda last, c: len(last) < 2 or c.suit == last[-2].suit, _suit),
    Rule("between_the_last_two", "expert", 2,
         _between, _rank),
    Rule("colour_before_last_and_higher", "expert", 2,
         lambda last, c: c.red == last[-2 if len(last) > 1 else -1].red
         and (c.rank > last[-1].rank or last[-1].rank == 13), _rank_colour),
)
BY_ID = {rule.id: rule for rule in RULES}


def figure(rule: Rule) -> Fraction:
    """How many of a pack's 52 cards the rule accepts next, on average (see the module's docstring)."""
    classes = {}
    for card in PACK:
        classes.setdefault(rule.sees(card), []).append(card)
    members = list(classes.values())
    taken = [0] * len(members)
    total = Fraction(0)

    def walk(last, weight, left):
        nonlocal total
        if len(last) == rule.reads:
            total += weight * sum(len(cards) for cards in members if rule.accepts(last, cards[0]))
            return
        for i, cards in enumerate(members):
            free = len(cards) - taken[i]
            if free:
                taken[i] += 1  # a card of this class not drawn yet stands for all of them
                walk(last + (cards[taken[i] - 1],), weight * Fraction(free, left), left - 1)
                taken[i] -= 1

    walk((), Fraction(1), len(PACK))
    return total


def about(value: Fraction) -> int:
    """The figure to the nearest whole card, halves up ("about N of 52")."""
    return int(value + Fraction(1, 2))


def word(value: Fraction) -> str:
    """Seed 003's judgement of the figure: "too_easy", "good" or "hard"."""
    n = about(value)
    return "too_easy" if n > GOOD[1] else "good" if n >= GOOD[0] else "hard"


@cache
def book() -> dict:
    """The rule book as GET /api/rulebook serves it (JSON-able; docs/core-interface.md)."""
    rules = []
    for rule in RULES:
        value = figure(rule)
        rules.append({
            "id": rule.id, "group": rule.group, "reads": rule.reads,
            "fits": round(float(value), 2), "fits_exact": [value.numerator, value.denominator],
            "about": about(value), "word": word(value), "sources": list(rule.sources),
        })
    return {"pack": len(PACK), "good": list(GOOD), "groups": list(GROUPS), "rules": rules}

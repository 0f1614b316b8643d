"""The dealer's rule book (companion/rules/rulebook.py): every seed's example rule,
definitions that do what their texts say, and figures pinned by hand arithmetic.

A figure is the mean, over the last card(s) drawn from one 52-card pack (for
two cards: an ordered pair of distinct cards, 52 × 51 = 2652 of them), of how
many of a pack's 52 cards the rule accepts next.
"""

import json
import random
from fractions import Fraction
from itertools import permutations

import pytest

from companion.rules import rulebook
from companion.rules.rulebook import BY_ID, PACK, RULES, Card, Rule, about, book, figure, word
from companion.service import sentences


def C(text):
    """'7H' -> Card(7, 'H'); A J Q K for 1 11 12 13."""
    rank = {"A": 1, "J": 11, "Q": 12, "K": 13}.get(text[:-1]) or int(text[:-1])
    return Card(rank, text[-1])


def accepts(rule_id, last, card):
    return BY_ID[rule_id].accepts(tuple(C(c) for c in last.split()), C(card))


# the book holds every seed's example rule ------------------------------------------

def test_the_book_holds_every_example_rule_of_the_seeds():
    by_seed = {}
    for rule in RULES:
        for seed in rule.sources:
            by_seed.setdefault(seed, set()).add(rule.id)
    assert by_seed["000"] == {"alternate_colours"}           # the teaching rule
    assert by_seed["001"] == {
        # beginner rules
        "alternate_colours", "suits_spades_hearts_diamonds_clubs", "three_red_three_black",
        "odd_then_even", "low_then_high", "one_to_three_higher",
        # harder ones for later
        "odd_red_even_black", "same_suit_or_rank", "black_lower_red_higher",
        # the dealer's advice: far too strict, far too easy
        "one_higher", "different_suit"}
    assert by_seed["003"] == {
        "alternate_colours", "suits_spades_hearts_clubs_diamonds", "odd_then_even", "same_suit_or_rank",
        "even_red_odd_black", "low_then_high", "one_up_one_down_or_same"}
    classics = [r for r in RULES if not r.sources]
    assert any(r.reads == 2 for r in classics)


def test_ids_are_unique_and_the_groups_go_from_easy_to_hard():
    assert len(BY_ID) == len(RULES)
    order = [rulebook.GROUPS.index(r.group) for r in RULES]
    assert order == sorted(order)
    assert all(r.reads in (1, 2, 3) for r in RULES)


# the definitions do what the texts say ---------------------------------------------

def test_the_seed_001_example_alternate_colours():
    # starter 7♥: Anna's 4♦ is wrong (red on red), Ben's Q♠ right
    assert not accepts("alternate_colours", "7H", "4D")
    assert accepts("alternate_colours", "7H", "QS")


def test_one_to_three_higher_counts_on_from_the_king_to_the_ace():
    assert [accepts("one_to_three_higher", "QH", c) for c in ("KS", "AD", "2C", "3H", "QS")] == \
        [True, True, True, False, False]


def test_suits_in_turn_in_the_order_of_each_seed():
    assert accepts("suits_spades_hearts_diamonds_clubs", "5H", "9D")
    assert accepts("suits_spades_hearts_diamonds_clubs", "5C", "9S")
    assert accepts("suits_spades_hearts_clubs_diamonds", "5H", "9C")
    assert not accepts("suits_spades_hearts_clubs_diamonds", "5H", "9D")


def test_three_red_then_three_black_the_starter_first_of_its_three():
    rule = "three_red_three_black"
    assert accepts(rule, "7H", "2D")                  # the starter, then a 2nd red
    assert accepts(rule, "7H 2D", "KH")               # the 3rd red
    assert not accepts(rule, "7H 2D KH", "5D")        # then black
    assert accepts(rule, "7H 2D KH", "5S")
    assert accepts(rule, "2D KH 5S", "6C")            # the black run goes on
    assert accepts(rule, "5S 6C 9S", "AH")            # and turns red after three


def test_the_black_lower_red_higher_and_odd_red_rules():
    assert accepts("black_lower_red_higher", "8S", "8H") and accepts("black_lower_red_higher", "8S", "3D")
    assert not accepts("black_lower_red_higher", "8H", "3D")
    assert accepts("odd_red_even_black", "9C", "2H") and not accepts("odd_red_even_black", "9C", "2S")
    assert accepts("even_red_odd_black", "9C", "2S")


def test_the_rules_reading_two_cards():
    assert accepts("suit_of_the_card_before_last", "4C 9H", "KC")
    assert not accepts("suit_of_the_card_before_last", "4C 9H", "KH")
    assert accepts("suit_of_the_card_before_last", "9H", "2S")          # the starter alone: any card
    assert accepts("between_the_last_two", "4C 9H", "9S") and not accepts("between_the_last_two", "4C 9H", "3S")
    assert accepts("colour_before_last_and_higher", "4C 9H", "10S")
    assert not accepts("colour_before_last_and_higher", "4C 9H", "10H")
    assert accepts("colour_before_last_and_higher", "4C KH", "AC")      # after a king: any of that colour


# the figure, by hand arithmetic ------------------------------------------------------

def test_alternate_colours_fits_26_exactly():
    # whatever the last card, the 26 cards of the other colour
    assert figure(BY_ID["alternate_colours"]) == 26


def test_next_rank_higher_fits_24():
    # after rank r, the 13 − r higher ranks, 4 cards each: (4/13)(12 + 11 + … + 0) = 4 · 78 / 13 = 24
    higher = Rule("next_rank_higher", "beginner", 1, lambda last, c: c.rank > last[-1].rank,
                  lambda c: c.rank)
    assert figure(higher) == 24


def test_the_parity_and_low_high_rules_fit_336_over_13():
    # 7 odd ranks (A 3 5 7 9 J K, 28 cards) and 6 even (24 cards):
    # after odd (7 of 13) the 24 even cards, after even (6 of 13) the 28 odd: (7·24 + 6·28)/13 = 336/13
    assert figure(BY_ID["odd_then_even"]) == Fraction(336, 13)
    # A–7 is 7 ranks, 8–K 6 ranks: the same arithmetic
    assert figure(BY_ID["low_then_high"]) == Fraction(336, 13)


def test_the_rank_step_rules():
    # 1, 2 or 3 higher counting round: always 3 ranks, 12 cards
    assert figure(BY_ID["one_to_three_higher"]) == 12
    # one higher counting round: always 4 cards
    assert figure(BY_ID["one_higher"]) == 4
    # one up, one down or the same, no counting round: 3 ranks (12 cards) after 2…Q (11 ranks),
    # 2 ranks (8 cards) after an ace or a king: (11·12 + 2·8)/13 = 148/13 ≈ 11.4
    assert figure(BY_ID["one_up_one_down_or_same"]) == Fraction(148, 13)


def test_the_suit_and_rank_rules():
    assert figure(BY_ID["suits_spades_hearts_diamonds_clubs"]) == 13     # one suit, 13 cards
    assert figure(BY_ID["different_suit"]) == 39                          # three suits
    assert figure(BY_ID["same_suit_or_rank"]) == 16                       # 13 of the suit + 3 of the rank
    # after black r: ranks ≤ r, 4r cards; after red r: ranks ≥ r, 4(14 − r); each rank once of each
    # colour: (4r + 4(14 − r))/2 = 28 whatever r
    assert figure(BY_ID["black_lower_red_higher"]) == 28


def test_the_classic_one_card_rules_are_good():
    # other colour and higher: 2(13 − r) after r < 13, 26 after a king:
    # (2 · (12 + 11 + … + 1) + 26)/13 = (2 · 78 + 26)/13 = 182/13 = 14
    assert figure(BY_ID["higher_other_colour"]) == 14
    # same colour within 3 counting round: 7 ranks × 2 suits of that colour = 14
    assert figure(BY_ID["same_colour_within_three"]) == 14


def test_the_rules_reading_two_cards_by_hand():
    # the suit of the card before last: 13 cards whatever the pair
    assert figure(BY_ID["suit_of_the_card_before_last"]) == 13
    # between the last two ranks, both included, over the 2652 ordered pairs of distinct cards:
    # same rank: 52 · 3 = 156 pairs, 1 rank = 4 cards each;
    # ranks d = 1 … 12 apart: 2(13 − d) ordered rank pairs × 16 card pairs, d + 1 ranks = 4(d + 1) cards;
    # Σ (13 − d)(d + 1) = 24 + 33 + 40 + 45 + 48 + 49 + 48 + 45 + 40 + 33 + 24 + 13 = 442;
    # (156 · 4 + 32 · 4 · 442) / 2652 = (624 + 56576) / 2652 = 57200 / 2652 = 1100/51 ≈ 21.6
    assert figure(BY_ID["between_the_last_two"]) == Fraction(1100, 51)
    # the last card of a random pair is a uniform card: as higher_other_colour, 14
    assert figure(BY_ID["colour_before_last_and_higher"]) == 14


def test_three_red_three_black_fits_26_whatever_the_last_three():
    assert figure(BY_ID["three_red_three_black"]) == 26


# the fast figure is the plain one ----------------------------------------------------

def plain_figure(rule):
    """The definition itself: every ordered tuple of distinct last cards, every next card."""
    total = count = 0
    for last in permutations(PACK, rule.reads):
        total += sum(1 for card in PACK if rule.accepts(last, card))
        count += 1
    return Fraction(total, count)


@pytest.mark.parametrize("rule", [r for r in RULES if r.reads <= 2], ids=lambda r: r.id)
def test_the_figure_over_classes_equals_the_plain_enumeration(rule):
    assert figure(rule) == plain_figure(rule)


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.id)
def test_each_rule_reads_nothing_but_what_it_says_it_sees(rule):
    """Swapping any card for another with the same key never changes the answer."""
    classes = {}
    for card in PACK:
        classes.setdefault(rule.sees(card), []).append(card)
    draw = random.Random(rule.id)
    for _ in range(300):
        twin = {card: draw.choice([m for m in classes[rule.sees(card)] if m != card] or [card])
                for card in PACK}
        last = tuple(draw.sample(PACK, rule.reads))
        for card in PACK:
            assert rule.accepts(last, card) == rule.accepts(tuple(twin[c] for c in last), twin[card])


# the word for a figure: seed 003's "around 12 to 15" --------------------------------

def test_the_word_follows_seed_003s_12_to_15_on_the_figure_people_see():
    assert [word(Fraction(n)) for n in (11, 12, 15, 16)] == ["hard", "good", "good", "too_easy"]
    assert about(Fraction(23, 2)) == 12 and word(Fraction(23, 2)) == "good"          # 11.5 is about 12
    assert word(Fraction(148, 13)) == "hard"                                           # 11.38: about 11
    assert word(Fraction(31, 2)) == "too_easy" and word(Fraction(1549, 100)) == "good"  # 15.5, 15.49


def test_the_served_book_is_json_with_ids_figures_and_what_each_reads():
    served = sentences.book()  # the core's book with each rule's English, as GET /api/rulebook serves it
    assert served["rules"][0].items() >= book()["rules"][0].items()
    assert json.loads(json.dumps(served)) == served
    assert served["pack"] == 52 and served["good"] == [12, 15] and served["groups"] == list(rulebook.GROUPS)
    first = served["rules"][0]
    assert first == {"id": "alternate_colours", "group": "beginner", "reads": 1, "fits": 26.0,
                     "fits_exact": [26, 1], "about": 26, "word": "too_easy",
                     "sources": ["000", "001", "003"],
                     "text": "If the last card is red, play a black card; if it is black, play a red card."}
    two = {r["id"]: r for r in served["rules"]}["between_the_last_two"]
    assert (two["reads"], two["fits"], two["about"], two["word"]) == (2, 21.57, 22, "too_easy")
    assert [r["id"] for r in served["rules"]] == [r.id for r in RULES]

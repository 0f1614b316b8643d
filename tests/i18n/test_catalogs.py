"""The catalogs: every language has every key, with the same placeholders and no empty
text; every key the pages and the core use and every error code the server answers is in
them; the English catalog says word for word what the core's English ``text`` says.

A new language is one file, static/i18n/<language>.json (docs/i18n.md): the first test
lists what it still lacks."""
from __future__ import annotations

import pytest

from companion import rules
from companion.rules.texts import SAYS
from tests.i18n.catalogs import (LANGUAGES, PLACEHOLDER, PLURAL_FORMS, REQUIRED, error_codes, forms, keys_in_js, load,
                                 placeholders, pseudo, render)
from tests.rules.helpers import Game
from tests.rules.test_a_game_night import quick_deal

EN = load("en")


def test_the_five_languages_each_named_in_its_own_words():
    assert set(REQUIRED) <= set(LANGUAGES)
    own = {lang: load(lang)["language"] for lang in REQUIRED}
    assert own == {"en": "English", "de": "Deutsch", "fr": "Français", "es": "Español", "it": "Italiano"}


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_language_has_every_key_with_the_same_placeholders(lang):
    catalog = load(lang)
    missing = sorted(set(EN) - set(catalog))
    extra = sorted(set(catalog) - set(EN))
    assert not missing, f"{lang}.json lacks {len(missing)} keys: {missing}"
    assert not extra, f"{lang}.json has keys English does not: {extra}"
    differ = {key: (sorted(placeholders(EN[key])), sorted(placeholders(catalog[key])))
              for key in EN if placeholders(EN[key]) != placeholders(catalog[key])}
    assert not differ, f"{lang}.json: placeholders differ from English (English, {lang}): {differ}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_empty_text_and_plurals_by_their_cldr_forms(lang):
    for key, message in load(lang).items():
        if isinstance(message, dict):
            assert set(message) <= PLURAL_FORMS and "other" in message, (lang, key, message)
            # a plural form may leave the number out ("une carte"), never another placeholder
            union = placeholders(message)
            for form in message.values():
                assert placeholders(form) | {"{n}"} >= union, (lang, key, form)
        else:
            assert isinstance(message, str), (lang, key)
        for form in forms(message):
            assert form.strip() or key == "status.last_turn", (lang, key)


def test_every_key_the_pages_ask_for_is_in_the_catalog():
    used = keys_in_js({key.split(".")[0] for key in EN})
    assert len(used) > 250, len(used)  # the scan finds the pages' keys
    missing = sorted(used - set(EN))
    assert not missing, missing


def test_every_error_code_the_server_answers_has_a_sentence():
    missing = sorted(code for code in error_codes() if f"error.{code}" not in EN)
    assert not missing, f"codes with no error.<code> in the catalog: {missing}"
    assert {"not_your_turn", "stale_version", "name_taken", "game_started", "too_many_actions"} <= error_codes()


def test_every_sentence_the_core_says_is_in_the_catalog_with_its_parameters():
    for key, english in SAYS.items():
        assert key in EN, key
        names = {m.group(1) for form in (english if isinstance(english, tuple) else (english,))
                 for m in PLACEHOLDER.finditer(form)}
        assert {p.strip("{}").split(":")[0] for p in placeholders(EN[key])} == names, key


class Spoken(Game):
    """A game that checks, after every action, that the English catalog renders the core's
    sentences (the log, the last result, the undo) exactly as the core's English text."""

    checked: set

    def _append(self, record):
        super()._append(record)
        if not hasattr(self, "checked"):
            self.checked = set()
        view = rules.view(self.state)
        said = [(e["says"], e["text"]) for e in rules.log_view(self._numbered(), self.state)]
        if view["deal"] and view["deal"]["last"]:
            said.append((view["deal"]["last"]["says"], view["deal"]["last"]["text"]))
        if view["undo"]:
            said.append((view["undo"]["says"], view["undo"]["text"]))
        for says, text in said:
            assert " ".join(render(EN, s["key"], s) for s in says) == text
            self.checked |= {s["key"] for s in says}

    def _numbered(self):
        return [{**r, "seq": i + 1, "at": "2026-12-01T20:00:00Z"} for i, r in enumerate(self.records)]


def test_the_english_catalog_says_what_the_cores_english_text_says():
    g = Spoken(people=6, start=False, options={"hand_size": 6})
    g.do({"type": "options", "options": {"hand_size": 5, "first_player": "left"}}, by="Dan")
    g.do({"type": "kick", "player": "Finn"}, by="Dan")
    g.do({"type": "seat", "order": ["Dan", "Anna", "Ben", "Carla", "Eve"]}, by="Dan")
    g.start(None)  # drawn at random
    g.seal()
    g.starter(2, rank=5)
    g.right(cards=3)                        # a string, right
    g.wrong(cards=2)                        # a sideline, drawing
    g.claim("wrong")                        # a false no-play
    g.claim("right")                        # a true no-play
    g.attempt(g.turn)
    g.do({"type": "withdraw"}, by=g.turn)
    g.undo()                                # the attempt is waiting again
    g.judge("right")
    g.declare(g.name(g.state.deal.just_played))
    prophet = g.name(g.state.deal.prophet.player)
    g.attempt(g.turn, 1)
    g.judge("right", by=prophet)
    g.confirm()
    g.attempt(g.turn, 1)
    g.judge("right", by=prophet)
    g.overrule("wrong")                     # the prophet deposed
    while g.phase != "deal_over":
        g.right(cards=min(5, g.hands[g.turn]))
    g.undo()                                # reopens the deal
    g.judge("right")
    g.join("Gus")                           # a latecomer between deals
    g.kick("Gus")                           # and a removal between deals
    g.next_deal()
    g.end_game()
    g.new_game()                            # another game at the same table
    g.start(None)
    g.end_game()
    g.new_game("express")

    e = Spoken(profile="express", people=3, options={"hints": True})
    e.seal()
    e.starter(1)
    e.buy_hint(e.turn, None)
    e.right()
    e.guess("wrong")
    e.do({"type": "buy_hint", "player": e.turn, "text": "look at colours"}, by=e.dealer)
    e.right()
    e.attempt(e.turn)                       # closes the guess window
    e.judge("right")
    e.guess("right")
    n = Spoken(people=5, options={"hand_size": 1})  # a removal that ends the game
    for _ in range(4):
        if n.phase == "deal_over":
            n.next_deal()
        quick_deal(n)
    n.kick(n.next_dealer)
    said = g.checked | e.checked | n.checked
    unsaid = sorted(k for k in SAYS if k not in said and k not in {
        "log.create_abbott", "log.start_named", "log.starter", "log.judge_wrong", "log.overrule_right",
        "log.other", "log.closed_window", "result.illegal_pick", "result.take_back", "result.keeps_hand",
        "result.no_play_right_empty", "result.expelled", "log.join", "log.new_game_howell", "log.new_game_abbott",
        "log.make_host"})  # a room's table only: tests/web/test_a_room_of_tables.py
    assert not unsaid, unsaid


def test_the_pseudo_locale_is_accented_bracketed_and_longer():
    xa = pseudo(EN)
    assert set(xa) == set(EN)
    assert xa["wait.turn_me"].startswith("⟦Ýöûŕ ţûŕñ.") and xa["wait.turn_me"].endswith("⟧")
    for key in EN:
        assert placeholders(xa[key]) == placeholders(EN[key]), key
    assert sum(len(f) for m in xa.values() for f in forms(m)) >= 1.35 * sum(len(f) for m in EN.values() for f in forms(m))


def test_every_rule_of_the_rule_book_and_its_group_and_word_are_in_the_catalog():
    """The phones show a rule book rule by its id (rulebook.<id>), the server's English text only
    as a fallback: every rule GET /api/rulebook serves has its sentence, in every language."""
    from companion.rules import rulebook

    book = rulebook.book()
    wanted = {f"rulebook.{rule['id']}" for rule in book["rules"]}
    wanted |= {f"rulebook.group_{group}" for group in book["groups"]}
    wanted |= {f"rulebook.word_{rule['word']}" for rule in book["rules"]}
    assert len(wanted) >= len(book["rules"]) + 3 + 3
    for lang in LANGUAGES:
        missing = sorted(wanted - set(load(lang)))
        assert not missing, (lang, missing)

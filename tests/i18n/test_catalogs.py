"""The catalogs: every language has every message, with the same variables and no empty
text, plurals by their CLDR forms; every key the pages and the core use and every error code
the server answers is in them; every sentence the core says renders in every language with
nothing missing (fluent.runtime, the server's renderer: the phones' @fluent/bundle reads the
same files).

A new language is two files, static/i18n/<language>.ftl and later/<language>.ftl (docs/i18n.md):
the first tests list what it still lacks."""
from __future__ import annotations

import pytest
from fluent.syntax import ast as FTL

from companion import rules
from companion.rules.texts import SAYS
from companion.service import sentences
from tests.i18n.catalogs import (FOLDER, LANGUAGES, PLURAL_FORMS, REQUIRED, collect, error_codes, first_load_asks,
                                 key_of, keys_in_js, load, messages, pseudo_sources, render, resource, variables)
from tests.rules.helpers import CoreGame
from tests.rules.test_a_game_night import quick_deal

EN = messages("en")
CATALOGS = {lang: load(lang) for lang in LANGUAGES}


def test_the_five_languages_each_named_in_its_own_words():
    assert set(REQUIRED) <= set(LANGUAGES)
    own = {lang: render(CATALOGS[lang], "language", {}) for lang in REQUIRED}
    assert own == {"en": "English", "de": "Deutsch", "fr": "Français", "es": "Español", "it": "Italiano"}


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_language_has_every_message_with_the_same_variables(lang):
    catalog = messages(lang)
    missing = sorted(set(EN) - set(catalog))
    extra = sorted(set(catalog) - set(EN))
    assert not missing, f"{lang}: lacks {len(missing)} messages: {missing}"
    assert not extra, f"{lang}: has messages English does not: {extra}"
    differ = {key: (sorted(variables(EN[key])), sorted(variables(catalog[key])))
              for key in EN if variables(EN[key]) != variables(catalog[key])}
    assert not differ, f"{lang}: variables differ from English (English, {lang}): {differ}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_message_in_the_file_the_join_page_loads_first_in_every_language(lang):
    """static/i18n/<language>.ftl holds what the join page's first load draws, later/ the rest."""
    first = {m.id.name for m in resource(FOLDER / f"{lang}.ftl").body if isinstance(m, FTL.Message)}
    english = {m.id.name for m in resource(FOLDER / "en.ftl").body if isinstance(m, FTL.Message)}
    assert first == english, sorted(first ^ english)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_empty_text_and_plurals_by_their_cldr_forms(lang):
    for key, message in messages(lang).items():
        found = collect(message)
        for select in found.selects:
            if isinstance(select.selector, FTL.VariableReference) and select.selector.id.name == "n":
                for variant in select.variants:
                    name = variant.key
                    assert isinstance(name, FTL.NumberLiteral) or name.name in PLURAL_FORMS, (lang, key, name)
                assert any(v.default and getattr(v.key, "name", None) == "other" for v in select.variants), (lang, key)
        assert "".join(found.texts).strip() or found.variables, (lang, key)


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
    for key, params in SAYS.items():
        assert key in EN, key
        assert variables(EN[key]) <= set(params), key


class Spoken(CoreGame):
    """A game that checks, after every action, that every catalog renders the core's sentences
    (the log, the last result, the undo) with nothing missing, and the English one as the English
    text the service adds to the core's views."""

    checked: set

    def _append(self, record):
        super()._append(record)
        if not hasattr(self, "checked"):
            self.checked = set()
        view = sentences.table(rules.view(self.state))
        said = [(e["says"], e["text"]) for e in map(sentences.log_item, rules.log_view(self._numbered(), self.state))]
        if view["deal"] and view["deal"]["last"]:
            said.append((view["deal"]["last"]["says"], view["deal"]["last"]["text"]))
        if view["undo"]:
            said.append((view["undo"]["says"], view["undo"]["text"]))
        for says, text in said:
            assert " ".join(render(CATALOGS["en"], s["key"], s) for s in says) == text
            for lang, catalog in CATALOGS.items():
                for s in says:
                    _, problems = catalog.render(s["key"], s)
                    assert not problems, (lang, s, problems)
            self.checked |= {s["key"] for s in says}

    def _numbered(self):
        return [{**r, "seq": i + 1, "at": "2026-12-01T20:00:00Z"} for i, r in enumerate(self.records)]


def test_a_sentence_said_again_reads_as_it_was_first_made_and_true_is_not_one():
    """``catalogs.say`` keeps what it made (by the sentences' JSON, where ``true`` is not ``1`` and a
    dict's order is its own)."""
    from companion import catalogs

    one = [{"key": "result.right", "who": "Anna", "n": 1}]
    yes = [{"key": "result.right", "who": "Anna", "n": True}]
    made = " ".join(render(CATALOGS["en"], s["key"], s) for s in one)
    assert catalogs.say(one) == made and catalogs.say(list(one)) == made
    assert catalogs.say(yes) == render(CATALOGS["en"], "result.right", yes[0]) != made
    assert catalogs.say(one) == made
    ordered = [{"key": "log.options", "by": "Dan", "options": {"hand_size": 5, "first_player": "left"}}]
    reordered = [{"key": "log.options", "by": "Dan", "options": {"first_player": "left", "hand_size": 5}}]
    assert catalogs.say(ordered) == render(CATALOGS["en"], "log.options", ordered[0])
    assert catalogs.say(reordered) == render(CATALOGS["en"], "log.options", reordered[0]) != catalogs.say(ordered)


def test_a_refusals_sentence_is_made_once_and_a_flood_of_refusals_keeps_the_tables_sentences(monkeypatch):
    """``catalogs.error_text`` keeps what it made, apart from ``say``'s: the same refusal said again
    is not formatted again, and a thousand refusals naming their own waits push none of a table's
    sentences out of what ``say`` keeps."""
    from companion import catalogs

    table = [{"key": "result.right", "who": "Zoë", "n": 4}]
    said = catalogs.say(table)
    wait = {"kind": "request", "retry_after": 7}
    told = catalogs.error_text("too_many_requests", wait)
    assert told == render(CATALOGS["en"], "error.too_many_requests", {**wait, "detail": "yes"})
    for n in range(2000):  # more refusals than either keeps
        assert str(10_000 + n) in catalogs.error_text("too_many_requests", {"kind": "file", "retry_after": 10_000 + n})
    made = []
    english = catalogs.english()
    real = english.text
    monkeypatch.setattr(english, "text", lambda *a, **k: made.append(a) or real(*a, **k))
    assert catalogs.say(table) == said and made == []  # still kept
    assert catalogs.error_text("too_many_requests", {"kind": "file", "retry_after": 11_999}) and made == []
    assert catalogs.error_text("too_many_requests", wait) == told and made  # pushed out of its own: made again
    asked = catalogs._told.cache_info()
    long = {"kind": "x" * catalogs.KEPT_LONGEST, "retry_after": 1}  # what a client might make it name
    assert catalogs.error_text("too_many_requests", long) == catalogs.error_text("too_many_requests", long)
    after = catalogs._told.cache_info()
    assert (after.hits, after.misses) == (asked.hits, asked.misses)  # made each time, never looked up nor kept
    told = catalogs._said.cache_info().hits
    hint = [{"key": "result.right", "who": "é" * catalogs.KEPT_LONGEST, "n": 2}]  # a table's own: kept, however long
    assert catalogs.say(hint) == catalogs.say(hint) and catalogs._said.cache_info().hits == told + 1


def test_the_english_catalog_says_what_the_served_english_text_says():
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
        "log.other", "log.closed_window", "result.illegal_pick", "result.take_back", "result.keeps_hand",
        "result.no_play_right_empty", "result.expelled",
        "log.make_host"})  # a room's table only: tests/web/test_a_room_of_tables.py
    assert not unsaid, unsaid


def test_the_pseudo_locale_is_accented_bracketed_and_longer(tmp_path):
    made = pseudo_sources()
    assert set(made) == {"en-XA.ftl", "later/en-XA.ftl"}
    (tmp_path / "later").mkdir()
    for name, text in made.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    from companion.catalogs import catalogs
    xa, en = catalogs(str(tmp_path))["en-XA"], CATALOGS["en"]
    turn = render(xa, "wait.turn_me", {})
    assert turn.startswith("⟦Ýöûŕ ţûŕñ.") and turn.endswith("⟧")
    assert render(xa, "log.judge", {"who": "Ann", "verdict": "right"}).startswith("⟦Ann ĵûđĝéđ: ŕîĝĥţ.")
    longer = english = 0
    for key, message in EN.items():
        params = {name: 2 for name in variables(message, EN)}
        text, problems = xa.render(key, params)
        assert not problems and text.startswith("⟦") and text.endswith("⟧") or key == "status.last_turn", (key, text)
        longer, english = longer + len(text), english + len(render(en, key, params))
    assert longer >= 1.35 * english


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
        missing = sorted(wanted - set(messages(lang)))
        assert not missing, (lang, missing)


def _first_part() -> dict[str, FTL.Message]:
    return {key_of(m.id.name): m for m in resource(FOLDER / "en.ftl").body if isinstance(m, FTL.Message)}


def _asked_first() -> tuple[set[str], set[str]]:
    """(the messages the join page's first load names, and those the messages it may ask for refer
    to; the starts of the keys it builds at run time)."""
    named, built = first_load_asks()
    asked, todo = set(), [k for k in named if k in EN]
    refers = [k for k in _first_part() if k.startswith(tuple(built))]  # an error's { refusal-field }
    todo += [r for k in refers for r in collect(EN[k]).references if r in EN]
    while todo:
        key = todo.pop()
        if key not in asked:
            asked.add(key)
            todo += [k for k in collect(EN[key]).references if k in EN]
    return asked, built


def test_every_key_the_join_pages_first_load_names_is_in_the_first_file():
    """The join page loads static/i18n/<language>.ftl alone (bench/page_weight.py): a key its
    modules name (or a message those refer to) that only later/ holds would be missed, and fetch
    the rest, on a join page."""
    asked, built = _asked_first()
    assert {"join.title", "join.submit", "common.language", "language"} <= asked and "error." in built, sorted(asked)
    assert "lobby.start" not in asked  # the lobby is a screen loaded later, with later/
    missing = sorted(asked - set(_first_part()))
    assert not missing, f"named by the join page's first load, but only in later/: {missing}"


def test_the_first_file_holds_nothing_the_join_pages_first_load_never_asks_for():
    """What the join page's first load never asks for weighs on it for nothing: it is later/'s.
    A key built at run time (``error.${code}``) may be any of its start's."""
    asked, built = _asked_first()
    unasked = sorted(k for k in _first_part() if k not in asked and not k.startswith(tuple(built)))
    assert not unasked, f"in the first file, never asked for by the join page's first load: {unasked}"

"""Errors carry a code and parameters; their English is the catalog's ``error.<code>`` only.

No call of ``RuleError`` or a subclass in companion/ gives a sentence of its own (a string
after the code), and every code raised with a literal code renders, in every language, from
the parameters its raise site gives, with nothing missing (what the phones do with the
error's fields, what the server does for ``message``)."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from companion.admission.policy import POLICY
from companion.catalogs import sentence
from companion.rules import errors
from companion.web import wire
from tests.i18n.catalogs import LANGUAGES, load, render

ROOT = Path(__file__).resolve().parents[2]
KINDS = {"RuleError", "BadInput", "Unauthorized", "Forbidden", "NotFound", "Conflict", "StaleVersion",
         "TooManyRequests", "_own"}
NUMBERS = {"most", "least", "used", "limit", "retry_after"}
CATALOGS = {lang: load(lang) for lang in LANGUAGES}


def _name(func) -> str | None:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def _raise_sites():
    """(where, the call) of every RuleError-kind call in companion/."""
    for path in sorted((ROOT / "companion").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and _name(node.func) in KINDS:
                yield f"{path.relative_to(ROOT)}:{node.lineno}", node


def _is_text(node) -> bool:
    return isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant) and isinstance(node.value, str))


def _sample(keyword: ast.keyword):
    if isinstance(keyword.value, ast.Constant):
        return keyword.value.value
    return 3 if keyword.arg in NUMBERS else "x"


def test_no_error_is_raised_with_a_sentence_of_its_own():
    worded = [where for where, call in _raise_sites()
              if any(_is_text(arg) for arg in call.args[1:]) or any(k.arg == "message" for k in call.keywords)]
    assert not worded, f"errors given an English sentence (say it in the catalog's error.<code>): {worded}"


def _raised():
    """{(code, its parameters as given at one site)}, for the sites whose code is a literal."""
    found = set()
    for where, call in _raise_sites():
        spread = any(k.arg is None for k in call.keywords)  # **params: checked by a real call below
        if call.args and isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str) and not spread:
            params = tuple(sorted((k.arg, _sample(k)) for k in call.keywords if k.arg))
            found.add((call.args[0].value, params))
    return found


RAISED = sorted(_raised())


def test_the_scan_finds_the_raise_sites():
    codes = {code for code, _ in RAISED}
    assert {"not_your_turn", "too_long", "too_many_records", "unknown_table", "internal_error"} <= codes
    assert ("too_long", (("field", "name"), ("most", 3))) in RAISED or any(
        code == "too_long" and dict(params).get("most") == 3 for code, params in RAISED)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_code_raised_renders_in_every_language_from_what_its_site_gives(lang):
    catalog = CATALOGS[lang]
    wrong = {}
    for code, params in RAISED:
        given = {**dict(params), "detail": "yes"}  # as companion.catalogs.sentence renders it
        if code == "TooManyRequests" or code.startswith("too_many_") and code != "too_many_records":
            given.setdefault("retry_after", 3)
        text, problems = catalog.render(f"error.{code}", given)
        if problems or not text.strip():
            wrong[(code, params)] = [str(p) for p in problems]
    assert not wrong, f"{lang}: {wrong}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_admission_refusal_renders_in_every_language(lang):
    for rule in POLICY.values():
        if rule.code:
            text, problems = CATALOGS[lang].render(f"error.{rule.code}", {"kind": rule.kind, "limit": 5,
                                                                          "retry_after": 1, "detail": "yes"})
            assert not problems and "1" in text, (rule.kind, problems, text)


@pytest.mark.parametrize("value", [0, "sometimes", 3])
def test_a_refused_option_says_what_it_may_be_in_every_language(value):
    from companion.rules.profiles import checked_options

    key = {0: "packs", "sometimes": "first_player", 3: "hints"}[value]
    with pytest.raises(errors.BadInput) as refused:
        checked_options("express", {key: value})
    for lang, catalog in CATALOGS.items():
        text, problems = catalog.render("error.bad_option", {**refused.value.params, "detail": "yes"})
        assert not problems and key in text, (lang, text)
    assert sentence(refused.value).startswith(f'The option "{key}" must be ')


def test_the_message_is_the_english_catalogs_sentence_with_the_parameters():
    error = errors.BadInput("too_long", field="name", most=40)
    assert sentence(error) == render(CATALOGS["en"], "error.too_long", {"field": "name", "most": 40, "detail": "yes"})
    assert sentence(error) == "Your name is longer than 40 characters."
    assert wire.to_wire(error)[1] == {"error": "too_long", "message": sentence(error)}  # the wire: code and sentence
    assert sentence(errors.Conflict("too_many_tables", most=50)) == "A room has at most 50 tables."


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_phone_renders_every_code_raised_from_the_wire_alone(lang):
    """The wire carries the code (and a 429's retry_after), not the parameters: the phone's
    sentence (errorText) is the message's short default, never a "{$most}" left unfilled."""
    unfilled = {}
    for code, _ in RAISED:
        text, _problems = CATALOGS[lang].render(f"error.{code}", {"retry_after": 3})
        if "{" in text or not text.strip():
            unfilled[code] = text
    assert not unfilled, f"{lang}: {unfilled}"

"""The message catalogs, static/i18n/<language>.ftl and later/<language>.ftl (Fluent; docs/i18n.md:
one language's messages in two files, what the join page's first load draws and the rest), as the
server renders them.

The phones render the same files with @fluent/bundle; the server renders English from the
English one (the API's ``text``, error sentences, the rule book's texts) and a page's few words
from the device's. One source for every sentence: nothing here writes English of its own.
A file is parsed again when it changes.

The rules core says only codes, keys and parameters (it reads no file); the shell that puts a
sentence on the wire or a page renders it here: ``sentence`` (an error), ``say`` (what a record
or a judgement says), ``rule_text`` (the rule book's).
"""
from __future__ import annotations

import functools
import os
import re
from pathlib import Path

import orjson
from babel import Locale, UnknownLocaleError
from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentNone, FluentType, fluent_number

from companion.files import asset_dir

_LIST_STYLES = {"and": "standard", "or": "or", "unit": "unit"}
_OWN_NAME = re.compile(r"^language = (.+)$", re.M)


class _Listed(FluentType):
    """A list parameter ("Ann, Ben and Cy"), which fluent.runtime would refuse as a value.
    Babel lacks the "unit" style's data of some languages (de, es: a KeyError); those write a
    unit list as their plain list, as Intl.ListFormat does for them."""

    def __init__(self, items, style="and"):
        self.items, self.style = [str(i) for i in items], style

    def format(self, locale) -> str:
        if not self.items:
            return ""
        try:
            return format_list(self.items, _LIST_STYLES.get(self.style, "standard"), locale)
        except KeyError:
            return format_list(self.items, "standard", locale)


def _list(value, type="and"):  # noqa: A002 - Fluent's named argument
    """LIST($names, type: "or"): a list the way Intl.ListFormat writes it (the phone's LIST)."""
    items = value.items if isinstance(value, _Listed) else [value.format(None) if isinstance(value, FluentNone)
                                                             else str(value)]
    return _Listed(items, type)


class Catalog:
    """One language's catalog over fluent.runtime's FluentBundle: ``text(key, params)``.

    What it adapts of the library, and why, in one place (tests/i18n checks it against the real one):
    - keys are the phones' dotted ones ("lobby.start"); Fluent ids cannot hold a dot, so the file says
      ``lobby-start`` (``ident``);
    - parameters as the core gives them: a list or a dict (a log line's options, as "key = value")
      becomes a FluentType, since fluent.runtime refuses them; a number is written without grouping,
      as Intl.NumberFormat(…, {useGrouping: false}) on the phone; None is ``common.someone``;
    - no Unicode isolation marks around parameters (use_isolating=False), as on the phones;
    - a key the file lacks is the key itself, as on the phones.
    """

    def __init__(self, lang: str, *sources: str):
        self.lang = lang
        self._sources = sources
        try:
            self._locale = Locale.parse(lang.replace("-", "_"))
        except (ValueError, UnknownLocaleError):  # a pseudo-locale, a tag babel lacks
            self._locale = Locale.parse("en")

    @functools.cached_property
    def _bundle(self) -> FluentBundle:
        """Parsed when first used: Python's Fluent parser takes about 0.3 s for a language."""
        bundle = FluentBundle([self.lang], functions={"LIST": _list}, use_isolating=False)
        for source in self._sources:
            bundle.add_resource(FluentResource(source))
        return bundle

    def own_name(self) -> str:
        """The language's name in its own words (its message ``language``), read off its first file's
        line without parsing the whole catalog: every page lists every language."""
        found = _OWN_NAME.search(self._sources[0]) if self._sources else None
        return found.group(1).strip() if found else self.lang

    @staticmethod
    def ident(key: str) -> str:
        return key.replace(".", "-")

    def has(self, key: str) -> bool:
        return self._bundle.has_message(self.ident(key))

    def _value(self, value):
        if value is None:
            return self.text("common.someone")
        if isinstance(value, bool):
            return str(value)
        if isinstance(value, (int, float)):
            return fluent_number(value, useGrouping=False)
        if isinstance(value, dict):
            return _Listed([f"{k} = {v}" for k, v in value.items()])
        if isinstance(value, (list, tuple)):
            return _Listed([self._plain(v) for v in value])
        return str(value)

    def _plain(self, value) -> str:
        made = self._value(value)
        return made.format(self._locale) if isinstance(made, FluentType) else made

    def render(self, key: str, params: dict | None = None) -> tuple[str, list]:
        """The sentence and what was wrong on the way (a variable missing: tests/i18n lists them)."""
        if not self.has(key):
            return key, [KeyError(key)]
        message = self._bundle.get_message(self.ident(key))
        args = {name: self._value(v) for name, v in (params or {}).items() if name != "key"}
        out, errors = self._bundle.format_pattern(message.value, args)
        return (out.format(None) if isinstance(out, FluentNone) else out), errors

    def text(self, key: str, params: dict | None = None) -> str:
        return self.render(key, params)[0]


_cache: dict = {}


def folder() -> str:
    return os.path.join(asset_dir("static"), "i18n")


def files(where: str, lang: str) -> list[Path]:
    """A language's files: the first load's, then the later part's (if there is one)."""
    return [p for p in (Path(where, f"{lang}.ftl"), Path(where, "later", f"{lang}.ftl")) if p.is_file()]


def catalogs(where: str | None = None) -> dict[str, Catalog]:
    """{language: its Catalog} of every <language>.ftl in the folder (the shipped one unless named)."""
    where = where or folder()
    try:
        langs = sorted(n[:-len(".ftl")] for n in os.listdir(where) if n.endswith(".ftl"))
    except FileNotFoundError:
        langs = []
    paths = {lang: files(where, lang) for lang in langs}
    stamp = tuple((str(p), p.stat().st_mtime_ns) for ps in paths.values() for p in ps)
    held = _cache.get(where)
    if held is None or held[0] != stamp:
        found = {lang: Catalog(lang, *(p.read_text(encoding="utf-8") for p in ps)) for lang, ps in paths.items()}
        held = _cache[where] = (stamp, found)
    return held[1]


@functools.cache
def english() -> Catalog:
    """The shipped English catalog, read once per process: every tap's snapshot says its last
    record in English, and nothing on that path looks at the folder again."""
    return catalogs()["en"]


def say(sentences) -> str:
    """Sentences the core says as keys with parameters, in English, one after the other.

    Each text is made once and kept (``_said``): a table's snapshot says its last judgement and
    its undo again on every change and every presence change, a log says each record once more,
    and Fluent's formatting was a fifth of the honest load's CPU under bench/abuse.py (py-spy)."""
    return _kept(sentences, _said)


# what orjson would write otherwise than as a fresh render reads it: not kept
_AS_THEY_ARE = orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_SUBCLASS


def _kept(sentences, keeper, longest: int | None = None) -> str:
    """``sentences``' text from ``keeper`` (made there once). The key is the sentences' JSON as they
    are: ``true`` is not ``1`` (as in a Python key), and a dict named in another order
    (``log.options``) reads in its own order. Sentences that are not plain JSON (a datetime, a
    dataclass, a subclass of str or int), or longer than ``longest`` bytes as JSON, are made, not
    kept."""
    try:
        key = orjson.dumps(sentences, option=_AS_THEY_ARE)
    except TypeError:  # not plain JSON (no core sentence is)
        return _made(sentences)
    return keeper(key) if longest is None or len(key) <= longest else _made(sentences)


def _made_of(key: bytes) -> str:
    return _made(orjson.loads(key))


_said = functools.lru_cache(maxsize=4096)(_made_of)  # the tables' sentences
# the refusals' own: a flood of refusals, each naming its code or its wait, pushes none of the tables' out;
# and what a refusal names may be what a client sent: none longer than KEPT_LONGEST is kept
_told = functools.lru_cache(maxsize=1024)(_made_of)
KEPT_LONGEST = 1024


def _made(sentences) -> str:
    catalog = english()
    return " ".join(catalog.text(s["key"], s) for s in sentences)


def error_text(code: str, params: dict) -> str:
    """The English sentence of the error ``code`` naming ``params`` (its long form: ``$detail``),
    made once and kept (``_told``): a refusal is answered far more often than it is new, and
    Fluent's formatting was most of what a refusal cost the app (bench/app_cost.py)."""
    return _kept([{**params, "detail": "yes", "key": f"error.{code}"}], _told, KEPT_LONGEST)


def sentence(error) -> str:
    """A core refusal's sentence (a ``RuleError``: its code and what it names)."""
    return error_text(error.code, error.named())


def rule_text(rule_id: str) -> str:
    """A rule of the rule book in English (the phones render ``rulebook.<id>``)."""
    return english().text(f"rulebook.{rule_id}")

"""The catalogs (static/i18n/<language>.ftl and later/<language>.ftl, Fluent) read as the phones
read them, and what they must hold.

- ``messages(lang)``: {key: the fluent.syntax Message} of both files; ``variables(message)``: the
  variables it names (in its text, its selectors and its functions' arguments);
- ``error_codes()``: every stable error code the server can answer, found in companion/
  (the RuleError subclasses' codes, the refusals' tables, the socket's own);
- ``keys_in_js()``: every literal key the pages ask t() / tx() for; ``first_load_asks()``: what
  the join page's first load asks for (bench/page_weight.py's files);
- ``load(lang)``, ``render(catalog, key, params)``: a language's catalog as fluent.runtime renders
  it (``companion.catalogs``, the server's own), and one sentence of it;
- ``pseudo_sources()``: the pseudo-locale en-XA's two files: accented, bracketed, about 40 % longer.
"""
from __future__ import annotations

import re
from pathlib import Path

from fluent.syntax import FluentParser, FluentSerializer, Visitor
from fluent.syntax import ast as FTL

from companion.catalogs import Catalog, files

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "static" / "i18n"
REQUIRED = ("en", "de", "fr", "es", "it")
# every catalog there is: a new language is one more file, and the tests list what it lacks
LANGUAGES = tuple(sorted((p.stem for p in FOLDER.glob("*.ftl")), key=lambda lang: (lang != "en", lang)))
PLURAL_FORMS = {"zero", "one", "two", "few", "many", "other"}


def key_of(ident: str) -> str:
    return ident.replace("-", ".")


def resource(path: Path) -> FTL.Resource:
    return FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8"))


def messages(lang: str) -> dict[str, FTL.Message]:
    """{key: Message} of a language's two files; a syntax error fails here, by its file and text."""
    out = {}
    for path in files(str(FOLDER), lang):
        for entry in resource(path).body:
            assert not isinstance(entry, FTL.Junk), (path.name, entry.content, [a.message for a in entry.annotations])
            if isinstance(entry, FTL.Message):
                out[key_of(entry.id.name)] = entry
    return out


class _Collect(Visitor):
    def __init__(self):
        super().__init__()
        self.variables, self.texts, self.selects, self.references = set(), [], [], set()

    def visit_VariableReference(self, node):
        self.variables.add(node.id.name)

    def visit_MessageReference(self, node):
        self.references.add(key_of(node.id.name))

    def visit_TextElement(self, node):
        self.texts.append(node.value)

    def visit_StringLiteral(self, node):
        self.texts.append(node.value)
        self.generic_visit(node)

    def visit_SelectExpression(self, node):
        self.selects.append(node)
        self.generic_visit(node)


def collect(message: FTL.Message) -> _Collect:
    found = _Collect()
    found.visit(message)
    return found


def variables(message: FTL.Message, within: dict | None = None) -> set[str]:
    """The variables a message names; ``within`` its catalog, those of the messages it refers to too
    (``{ refusal-field }`` reads the caller's ``$field``)."""
    found = collect(message)
    out = set(found.variables)
    for key in found.references if within else ():
        if key in within:
            out |= variables(within[key], within)
    return out


def load(lang: str) -> Catalog:
    return Catalog(lang, *(p.read_text(encoding="utf-8") for p in files(str(FOLDER), lang)))


def render(catalog: Catalog, key: str, params: dict) -> str:
    """t(key, params) of static/js/i18n.js, as the server renders it."""
    return catalog.text(key, params)


_RAISED = re.compile(r"(?:BadInput|Unauthorized|Forbidden|NotFound|Conflict|StaleVersion|TooManyRequests"
                     r"|RuleError)\(\s*\"([a-z][a-z0-9_]*)\"")
_KEYWORD = re.compile(r"code=\"([a-z][a-z0-9_]*)\"")
_ERROR_FIELD = re.compile(r"\"error\":\s*\"([a-z][a-z0-9_]*)\"")
_TABLED = re.compile(r"(?:return \(?|\d{3}: \(?|_body\()\"([a-z][a-z0-9_]*)\"[,)\n]")
_F_CODE = re.compile(r"f\"(bad_)\{name\}\"")


def error_codes() -> set[str]:
    """Every code in companion/ an error answer can carry (``bad_{name}`` as its names)."""
    from companion.admission.policy import POLICY  # admission's refusals: its one table

    codes = {rule.code for rule in POLICY.values() if rule.code}
    for path in (ROOT / "companion").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for pattern in (_RAISED, _KEYWORD, _ERROR_FIELD):
            codes |= set(pattern.findall(text))
        if path.name in ("turns.py", "wire.py", "worker.py"):
            codes |= set(_TABLED.findall(text))
        if _F_CODE.search(text):  # api._whole_number: the query's whole numbers
            codes |= {f"bad_{name}" for name in re.findall(r"_whole_number\(\"(\w+)\"", text)}
    return codes


_LITERAL = re.compile(r"\"([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)\"")


def keys_in_js(namespaces) -> set[str]:
    """Every string literal in static/js that names a key of one of these namespaces ("lobby.start");
    keys built at run time (`wait.${kind}`) are the pseudo-locale browser test's to find."""
    keys = set()
    for path in (ROOT / "static" / "js").rglob("*.js"):
        keys |= {k for k in _LITERAL.findall(path.read_text(encoding="utf-8")) if k.split(".")[0] in namespaces}
    return keys


_COMMENT = re.compile(r"(^|\s)//.*$", re.M)  # a line's comment ("https://" is not one)
_BUILT = re.compile(r"`([a-z][a-z0-9_]*\.)[a-z0-9_]*\$\{")  # t(`rank.${rank}`): any key of that start
_WORD = re.compile(r"word\('([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)'")  # the server's words in templates/app.html


def first_load_asks() -> tuple[set[str], set[str]]:
    """What the table join page's first load can ask its catalog for: (the keys its JS modules name
    as literals, comments left out; the starts of the keys they build at run time, "error.").
    The modules are bench/page_weight.py's (the page's scripts and their static imports); the
    server's words on the page (``word('page.skip')`` in templates/app.html) count as named, and
    so does ``language``, the language's own name the server reads off the first file."""
    from bench.page_weight import first_load, static_file

    named, built = {"language"}, set()
    for url, _, _ in first_load("en"):
        if url.startswith("/static/js/"):
            text = _COMMENT.sub(r"\1", static_file(url).read_text(encoding="utf-8"))
            named |= set(_LITERAL.findall(text))
            built |= set(_BUILT.findall(text))
    named |= set(_WORD.findall((ROOT / "templates" / "app.html").read_text(encoding="utf-8")))
    return named, built


_ACCENTS = str.maketrans("AaBbCcDdEeGgHhIiJjKkLlNnOoRrSsTtUuWwYyZz",
                         "ÅåƁƀÇçÐđÉéĜĝĤĥÎîĴĵĶķĻļÑñÖöŔŕŠšŢţÛûŴŵÝýŽž")
_PAD = ("ļöŕéɱ", "îƥšûɱ", "đöļöŕ", "šîţ", "åɱéţ", "çöñšéç")
PSEUDO_OPEN, PSEUDO_CLOSE = "⟦", "⟧"


class _Pseudo(Visitor):
    """Accents every text of a message and brackets each whole sentence (each variant's own)."""

    def visit_TextElement(self, node):
        node.value = node.value.translate(_ACCENTS)

    def visit_Pattern(self, node):
        self.generic_visit(node)
        if any(isinstance(e, FTL.Placeable) and isinstance(e.expression, FTL.SelectExpression)
               for e in node.elements):
            return  # its variants are the sentences
        length = sum(len(e.value) if isinstance(e, FTL.TextElement) else 6 for e in node.elements)
        extra, pad, i = round(length * 0.4), [], 0
        while sum(len(w) + 1 for w in pad) < extra:
            pad.append(_PAD[i % len(_PAD)])
            i += 1
        padding = (" " + " ".join(pad)) if pad else ""
        node.elements[:0] = [FTL.TextElement(PSEUDO_OPEN)]
        node.elements.append(FTL.TextElement(padding + PSEUDO_CLOSE))


def pseudo_sources() -> dict[str, str]:
    """en-XA from English, its two files by their place under static/i18n/ ("en-XA.ftl",
    "later/en-XA.ftl"): each sentence accented, about 40 % longer, between ⟦ and ⟧."""
    out = {}
    for path in files(str(FOLDER), "en"):
        made = resource(path)
        for entry in made.body:
            if isinstance(entry, FTL.Message):
                _Pseudo().visit(entry)
        out[str(path.relative_to(FOLDER).with_name("en-XA.ftl"))] = FluentSerializer().serialize(made)
    return out

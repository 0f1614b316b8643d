"""The catalogs (static/i18n/<language>.json) read as the phones read them, and what they must hold.

- ``load(lang)``: a catalog; ``placeholders(message)``: its {names} (every plural form's);
- ``error_codes()``: every stable error code the server can answer, found in companion/
  (the RuleError subclasses' codes, the refusals' tables, the socket's own);
- ``keys_in_js()``: every literal key the pages ask t() / tx() for;
- ``render(catalog, key, params)``: t() of static/js/i18n.js for English, in Python
  (plural one/other, lists joined as Intl.ListFormat("en") joins them), for checking the core's
  English ``text`` against the English catalog;
- ``pseudo(catalog)``: the pseudo-locale en-XA: accented, bracketed, about 40 % longer.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "static" / "i18n"
REQUIRED = ("en", "de", "fr", "es", "it")
# every catalog there is: a new language is one more file, and the tests list what it lacks
LANGUAGES = tuple(sorted((p.stem for p in FOLDER.glob("*.json")), key=lambda lang: (lang != "en", lang)))
PLURAL_FORMS = {"zero", "one", "two", "few", "many", "other"}
PLACEHOLDER = re.compile(r"\{(\w+)(?::(\w+))?\}")


def load(lang: str) -> dict:
    return json.loads((FOLDER / f"{lang}.json").read_text(encoding="utf-8"))


def forms(message) -> list[str]:
    return list(message.values()) if isinstance(message, dict) else [message]


def placeholders(message) -> set[str]:
    return {m.group(0) for form in forms(message) for m in PLACEHOLDER.finditer(form)}


_RAISED = re.compile(r"(?:BadInput|Unauthorized|Forbidden|NotFound|Conflict|StaleVersion|TooManyRequests"
                     r"|RuleError)\(\s*\"([a-z][a-z0-9_]*)\"")
_KEYWORD = re.compile(r"code=\"([a-z][a-z0-9_]*)\"")
_ERROR_FIELD = re.compile(r"\"error\":\s*\"([a-z][a-z0-9_]*)\"")
_TABLED = re.compile(r"(?:return \(?|\d{3}: \()\"([a-z][a-z0-9_]*)\",")
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


def _english_list(items: list[str], how: str | None) -> str:
    if how == "unit" or len(items) < 2:
        return ", ".join(items)
    word = "or" if how == "or" else "and"
    if len(items) == 2:
        return f"{items[0]} {word} {items[1]}"
    return ", ".join(items[:-1]) + f", {word} {items[-1]}"


def render(catalog: dict, key: str, params: dict) -> str:
    """t(key, params) of static/js/i18n.js, for English."""
    message = catalog[key]
    if isinstance(message, dict):
        message = message["one"] if params.get("n") == 1 else message["other"]

    def value(m):
        v, how = params.get(m.group(1)), m.group(2)
        if v is None:
            return catalog["common.someone"]
        if isinstance(v, dict):  # the options of a log line: the pages write them with their labels
            return ", ".join(f"{k} = {x}" for k, x in v.items())
        if isinstance(v, (list, tuple)):
            return _english_list([str(x) for x in v], how)
        return str(v)

    return PLACEHOLDER.sub(value, message)


_ACCENTS = str.maketrans("AaBbCcDdEeGgHhIiJjKkLlNnOoRrSsTtUuWwYyZz",
                         "ÅåƁƀÇçÐđÉéĜĝĤĥÎîĴĵĶķĻļÑñÖöŔŕŠšŢţÛûŴŵÝýŽž")
_PAD = ("ļöŕéɱ", "îƥšûɱ", "đöļöŕ", "šîţ", "åɱéţ", "çöñšéç")
PSEUDO_OPEN, PSEUDO_CLOSE = "⟦", "⟧"


def _pseudo_form(text: str) -> str:
    parts = re.split(r"(\{\w+(?::\w+)?\})", text)
    out = "".join(p if PLACEHOLDER.fullmatch(p) else p.translate(_ACCENTS) for p in parts)
    extra, pad, i = round(len(text) * 0.4), [], 0
    while sum(len(w) + 1 for w in pad) < extra:
        pad.append(_PAD[i % len(_PAD)])
        i += 1
    padding = (" " + " ".join(pad)) if pad else ""
    return f"{PSEUDO_OPEN}{out}{padding}{PSEUDO_CLOSE}"


def pseudo(catalog: dict) -> dict:
    """en-XA from English: each sentence accented, about 40 % longer, between ⟦ and ⟧."""
    out = {}
    for key, message in catalog.items():
        if isinstance(message, dict):
            out[key] = {form: _pseudo_form(text) for form, text in message.items()}
        else:
            out[key] = _pseudo_form(message)
    return out

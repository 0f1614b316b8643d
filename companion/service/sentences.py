"""The English ``text`` the API carries beside what the core says as keys (API.md), added to the
core's views where each always stood: a judgement's ``deal.last`` and the undo's record in a
table's snapshot, every log item, a room's proposals, the rule book.

The core (``companion.rules``) gives codes, keys and parameters only and reads no file; the
sentences are the English catalog's (``companion.catalogs``). The views the service hands out go
through here, so a view's English has one path.
"""
from __future__ import annotations

from functools import cache

from companion import catalogs
from companion.rules import rulebook


def _before(item: dict, key: str, text: str) -> dict:
    """``item`` with its ``text`` just before ``key`` (where the API has it)."""
    out = {}
    for name, value in item.items():
        if name == key:
            out["text"] = text
        out[name] = value
    return out


def log_item(item: dict) -> dict:
    """A log item (``rules.log_view``'s, or the snapshot's ``undo``) with its English ``text``."""
    return _before(item, "says", catalogs.say(item["says"]))


def table(view: dict) -> dict:
    """A table's snapshot (``rules.view``) with the English of its last judgement and of its undo."""
    deal, undo = view["deal"], view["undo"]
    last = deal["last"] if deal is not None else None
    if last is None and undo is None:
        return view
    out = dict(view)
    if last is not None:
        out["deal"] = {**deal, "last": {**last, "text": catalogs.say(last["says"])}}
    if undo is not None:
        out["undo"] = log_item(undo)
    return out


def room(view: dict) -> dict:
    """A room as one viewer sees it (``room_view.view``) with each shown proposal's rule in English."""
    if not view["proposals"]:
        return view
    return {**view, "proposals": [_before(p, "about", catalogs.rule_text(p["rule"])) for p in view["proposals"]]}


@cache
def book() -> dict:
    """The rule book as GET /api/rulebook serves it: ``rulebook.book()`` with each rule's English ``text``."""
    core = rulebook.book()
    return {**core, "rules": [{**rule, "text": catalogs.rule_text(rule["id"])} for rule in core["rules"]]}

"""The notes server processes leave each other on Redis: their text, both ways. Pure: no Redis here.

One pub/sub channel (``CHANNEL``) carries four kinds of note, one line of words
each: ``v`` (``Version``), ``p`` (``Connected``, also kept under ``PRESENCE_KEY``
for processes that start later), ``t`` (``People``) and ``d`` (``Deleted``). Their fields, and why a
note carries no state: docs/architecture.md, "Several processes".
"""
from __future__ import annotations

import json
from dataclasses import dataclass

CHANNEL = "eleusis:changes"
PRESENCE_KEY = "eleusis:presence:"


@dataclass(frozen=True)
class Version:
    code: str
    version: int
    origin: str


@dataclass(frozen=True)
class Connected:
    code: str
    origin: str
    players: frozenset
    until: float


@dataclass(frozen=True)
class People:
    code: str
    origin: str


@dataclass(frozen=True)
class Deleted:
    code: str
    origin: str


Note = Version | Connected | People | Deleted


def _players(players) -> str:
    return json.dumps(sorted(players), separators=(",", ":"))


def encode(note: Note) -> str:
    if isinstance(note, Version):
        return f"v {note.code} {note.version} {note.origin}"
    if isinstance(note, Connected):
        return f"p {note.code} {note.origin} {_players(note.players)} {note.until}"
    if isinstance(note, Deleted):
        return f"d {note.code} {note.origin}"
    return f"t {note.code} {note.origin}"


def decode(data: bytes | str) -> Note:
    """The note in a channel message; ``ValueError`` for text that is not one."""
    text = data.decode("utf-8", "replace") if isinstance(data, bytes) else str(data)
    kind, _, rest = text.partition(" ")
    if kind == "v":
        code, version, origin = rest.split(" ")
        return Version(code, int(version), origin)
    if kind == "p":
        code, origin, rest = rest.split(" ", 2)
        players, until = rest.rsplit(" ", 1)
        return Connected(code, origin, _player_set(json.loads(players)), float(until))
    if kind in ("t", "d"):
        code, origin = rest.split(" ")
        return (People if kind == "t" else Deleted)(code, origin)
    raise ValueError(f"not a note: {text[:200]!r}")


def _player_set(players) -> frozenset:
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise ValueError("the players of a presence note are a list of ids")
    return frozenset(players)


def entry(players, until: float) -> str:
    """A process's presence at one table, as kept in the table's presence hash."""
    return json.dumps({"p": sorted(players), "until": until})


def read_entry(value: bytes | str) -> tuple[frozenset, float]:
    """(players, until) of a presence hash entry; ``ValueError`` for one that is not."""
    try:
        data = json.loads(value)
        return _player_set(data["p"]), float(data["until"])
    except (KeyError, TypeError) as exc:
        raise ValueError(f"not a presence entry: {exc}") from None

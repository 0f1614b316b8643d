"""What a room shows: each table at a glance, each viewer's room, the room's result. Pure.

A table is read through its spectator's snapshot (``view.view(t, None)``),
so nothing here ever holds a sealed rule: the organizer and the room's board
see each table as a spectator does. A proposal is its dealer's alone until
that deal ends (``proposal_for``); the organizer, who made it, sees it too.
"""

import csv
import io

from .errors import Conflict
from .room import ORGANIZER
from . import rulebook


def summary(snapshot: dict) -> dict:
    """One table at a glance, from its spectator's snapshot: who deals, the deal's number, the
    mainline's length, the prophet, the leader(s), and every ended deal's rule."""
    names = snapshot["names"]
    deal = snapshot["deal"]
    totals = snapshot["totals"]
    # leaders once someone has scored: a deal of this game ended, and not everyone is at 0
    scored = snapshot["phase"] != "lobby" and any(totals.values())
    best = max(totals.values(), default=None) if scored else None
    prophet = deal["prophet"]["player"] if deal and deal["prophet"] else None
    return {
        "phase": snapshot["phase"], "game": snapshot["game"], "version": snapshot["version"],
        "people": [p["name"] for p in snapshot["people"]],
        "players": [p["id"] for p in snapshot["people"]],
        "host": names.get(snapshot["host"]) if snapshot["host"] in names else None,
        "dealer": snapshot["dealer"], "dealer_name": names.get(snapshot["dealer"]),
        "next_dealer": snapshot["next_dealer"],
        "deal": deal["number"] if deal else None,
        "sealed": bool(deal and deal["rule_sha256"]),
        "mainline": deal["mainline"] if deal else None,
        "prophet": names.get(prophet) if prophet else None,
        "leaders": [names.get(p, p) for p, total in totals.items() if best is not None and total == best],
        "rules": ended_deals(snapshot),
    }


def ended_deals(snapshot: dict) -> list:
    """Every ended deal of the table, its games in order: game, deal, dealer's name, rule, mainline;
    and a deal an undo reopened after its rule was shown to everyone (the mainline as it is now)."""
    names = snapshot["names"]
    games = [(g["number"], g["deals"]) for g in snapshot["games"]]
    if snapshot["phase"] != "game_over":
        games.append((snapshot["game"], snapshot["deals"]))
    ended = [{"game": game, "deal": d["number"], "dealer": names.get(d["dealer"]), "rule": d["rule"],
              "mainline": d.get("mainline")} for game, deals in games for d in deals]
    deal = snapshot["deal"]
    if (deal and deal.get("rule") is not None and snapshot["phase"] != "game_over"
            and not any(e["game"] == snapshot["game"] and e["deal"] == deal["number"] for e in ended)):
        # reopened by an undo: its rule stays shown to everyone (RULES.md, "Corrections"), here too
        ended.append({"game": snapshot["game"], "deal": deal["number"], "dealer": names.get(deal["dealer"]),
                      "rule": deal["rule"], "mainline": deal["mainline"]})
    return ended


def proposal_target(table: dict) -> tuple[int, int]:
    """(game, deal) a proposal made now is for: the deal open with no sealed rule, else the next."""
    if table["phase"] == "game_over":
        raise Conflict("game_over")
    if table["deal"] is not None and table["phase"] != "deal_over" and not table["sealed"]:
        return table["game"], table["deal"]
    return table["game"], (table["deal"] or 0) + 1


def _ended(table: dict, game: int, deal: int) -> bool:
    return any(r["game"] == game and r["deal"] == deal for r in table["rules"])


def _dealer_of(table: dict, game: int, deal: int) -> str | None:
    """The table's person who deals (or deals next) that deal, if known now."""
    if table["game"] != game:
        return None
    if table["deal"] == deal and table["phase"] != "deal_over":
        return table["dealer"]
    if table["phase"] == "deal_over" and (table["deal"] or 0) + 1 == deal:
        return table["next_dealer"]
    return None


def proposal_for(proposal: dict, table: dict, viewer, seat) -> dict | None:
    """The proposal as ``viewer`` may see it (None: hidden): everyone once its deal ended; before,
    the organizer and that deal's dealer (``seat``: the viewer's person at the table) alone."""
    ended = _ended(table, proposal["game"], proposal["deal"])
    if not (ended or viewer == ORGANIZER
            or (seat is not None and seat == _dealer_of(table, proposal["game"], proposal["deal"]))):
        return None
    rule = rulebook.BY_ID[proposal["rule"]]
    fits = rulebook.figure(rule)
    return {**proposal, "about": rulebook.about(fits), "word": rulebook.word(fits), "pack": len(rulebook.PACK),
            "ended": ended}


def view(state, viewer, code: str, tables: dict, part: dict | None = None) -> dict:
    """The room as ``viewer`` (a room person's id, the organizer's, or None) may see it.

    ``tables``: table number -> ``summary`` of its spectator's snapshot. ``part``: ``room_part``
    of the same state and viewer, if made already (the room is pushed again on every change of
    any of its tables while its own state stays the same)."""
    part = part or room_part(state, viewer, code)
    return {**part, "tables": [{**t, "live": tables.get(t["number"])} for t in part["tables"]],
            "proposals": _proposals(state, viewer, tables)}


def room_part(state, viewer, code: str) -> dict:
    """What ``view`` shows that no table's summary changes: all but ``tables[].live`` and the
    proposals (their keys are here, in their places)."""
    seated, at = state.seated_at(), state.places()  # who is where, once (not per person)
    order = {p: i for i, p in enumerate(state.people)}
    mine = at.get(viewer) if viewer is not None else None
    return {
        "me": viewer if viewer == ORGANIZER or viewer in state.people else None,
        "organizer": viewer == ORGANIZER,
        "code": code, "version": state.version, "name": state.name, "profile": state.profile,
        "options": dict(state.options), "wanted": state.wanted, "formed": state.formed,
        "organizer_name": state.names.get(ORGANIZER),
        "people": [{"id": p, "name": state.names[p], "table": at[p], "seated": p in seated} for p in state.people],
        "lobby": [p for p in state.people if at[p] is None],
        "tables": [_table(state, t, order) for t in state.tables],
        "mine": None if mine is None else {"table": mine, "code": state.tables[mine - 1].code,
                                           "name": state.tables[mine - 1].name,
                                           "player": state.tables[mine - 1].seats.get(viewer)},
        "proposals": [],
    }


def _table(state, table, order: dict) -> dict:
    """One table of the room: its number, name (None: "Table <number>"), code, whether the room
    deleted it, and who sits there (or is on their way): their ids and names, in join order."""
    people = sorted([p for p, n in state.assigned.items() if n == table.number] + list(table.seats),
                    key=order.__getitem__)
    return {"number": table.number, "name": table.name, "code": table.code, "deleted": table.deleted,
            "people": people, "names": [state.names[p] for p in people], "seats": dict(table.seats)}


def _proposals(state, viewer, tables: dict) -> list:
    """The proposals ``viewer`` may see now (``proposal_for``)."""
    mine = state.table_of(viewer) if viewer is not None and state.proposals else None
    seat = state.tables[mine - 1].seats.get(viewer) if mine is not None else None
    shown = []
    for proposal in state.proposals:
        table = tables.get(proposal["table"])
        seen = proposal_for(proposal, table, viewer, seat if mine == proposal["table"] else None) if table else None
        if seen is not None:
            shown.append(seen)
    return shown


def result(state, snapshots: dict, notebooks: dict | None = None) -> dict:
    """The room's result: each table's games with their totals and winners (by name), and each
    deal's rule with the mainline's length at its end, its hypotheses with their marks, how many
    players wrote one and who discovered the rule first (``notebooks``: each table's ended deals'
    notebooks, ``notebook.kept``, by number). No score is compared across tables."""
    out = []
    for table in state.tables:
        snapshot = snapshots.get(table.number)
        if snapshot is None:
            continue
        names = snapshot["names"]
        games = [{"game": g["number"], "over": True, "early": g["early"],
                  "totals": {names.get(p, p): g["totals"][p] for p in g["players"]},
                  "winners": [names.get(p, p) for p in g["winners"]]} for g in snapshot["games"]]
        deals = ended_deals(snapshot)
        if snapshot["phase"] != "game_over" and any(d["game"] == snapshot["game"] for d in deals):
            games.append({"game": snapshot["game"], "over": False, "early": False,
                          "totals": {names.get(p, p): v for p, v in snapshot["totals"].items()}, "winners": []})
        for game in games:
            game["deals"] = [{**{k: d[k] for k in ("deal", "dealer", "rule", "mainline")},
                              **_notebook(notebooks, table.number, game["game"], d["deal"], names)}
                             for d in deals if d["game"] == game["game"]]
        out.append({"number": table.number, "name": table.name, "code": table.code, "deleted": table.deleted,
                    "games": games})
    return {"room": state.name, "tables": out}


def _notebook(notebooks: dict | None, number: int, game: int, deal: int, names: dict) -> dict:
    """One ended deal's notebook in the room's result: its hypotheses, how many wrote one, and who
    discovered the rule first (their name and T; None: nobody's hypothesis is marked)."""
    kept = next((k for k in (notebooks or {}).get(number, ()) if (k["game"], k["deal"]) == (game, deal)), None)
    if kept is None:
        return {"writers": 0, "discovered_first": None, "hypotheses": []}
    first = kept["discoveries"][0] if kept["discoveries"] else None
    return {"writers": kept["writers"], "hypotheses": kept["hypotheses"],
            "discovered_first": None if first is None else {"name": names.get(first["by"], first["by"]),
                                                            "table": first["table"]}}


CSV_COLUMNS = ("table", "game", "deal", "dealer", "rule", "mainline", "person", "total", "winner")


def result_csv(result_: dict, words: dict) -> str:
    """``result`` as one CSV file: a header of ``words`` for ``CSV_COLUMNS``, its yes/no in ``words`` too."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow([words[column] for column in CSV_COLUMNS])
    writer.writerows([[_cell(words.get(value, value) if i == len(row) - 1 else value) for i, value in enumerate(row)]
                      for row in result_rows(result_)])
    return out.getvalue()


def _cell(value):
    """A CSV cell a spreadsheet will not run: text that begins like a formula gets a leading '."""
    return f"'{value}" if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r") else value


def result_rows(result_: dict) -> list:
    """``result`` as rows of ``CSV_COLUMNS``: one per deal, then one per person's total."""
    rows = []
    for table in result_["tables"]:
        for game in table["games"]:
            for d in game["deals"]:
                rows.append((table["number"], game["game"], d["deal"], d["dealer"], d["rule"], d["mainline"],
                             "", "", ""))
            for person, total in game["totals"].items():
                rows.append((table["number"], game["game"], "", "", "", "", person, total,
                             "yes" if person in game["winners"] else "no"))
    return rows

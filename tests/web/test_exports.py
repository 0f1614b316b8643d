"""`companion export`: CSV cells a spreadsheet would run are neutralised; nothing raw reaches a
terminal (issue 11, item 5). A real SQLite file, the export function of the CLI."""
from __future__ import annotations

import csv
import io
import json
import random

import pytest

from companion import cli
from companion.storage import store
from companion.operations.exports import csv_cell, terminal_json, terminal_text
from tests.support import Game


class Terminal(io.StringIO):
    def isatty(self):
        return True


def test_csv_cells_starting_a_formula_get_an_apostrophe():
    for text in ("=1+1", "+1", "-1 card", "@SUM(A1)", "\tx", "\rx"):
        assert csv_cell(text) == "'" + text
    for safe in ("Ann", "1=1", " =1", "", "p1"):
        assert csv_cell(safe) == safe
    assert csv_cell(-3) == -3 and csv_cell(None) == "" and csv_cell(True) is True


def test_terminal_text_escapes_controls_and_direction_marks():
    assert terminal_text("Ann\x1b[2J\u202eBen\x00\n\u2028\U000e0041") == \
        "Ann\\x1b[2J\\u202eBen\\x00\\x0a\\u2028\\U000e0041"
    assert terminal_text("Zoé ❤️ 李") == "Zoé ❤️ 李"
    assert json.loads(terminal_json(json.dumps({"n": "a\x1b\u202e\x85\U000e0041"}, ensure_ascii=False))) == \
        {"n": "a\x1b\u202e\x85\U000e0041"}


@pytest.fixture
def hostile(app, http):
    """A table whose names begin formulas, and a legacy table (from before names were checked)
    whose host name holds ESC, a bidi override and a NUL."""
    game = Game(http, "howell", people=1)
    for name in ("=HYPERLINK(\"http://evil\")", "@cmd", "+1", "-1"):
        assert http.post(f"{game.path}/join", {"name": name})[0] == 201
    record = {"type": "create", "profile": "howell", "options": {}, "by": "p1",
              "host_name": "Eve\x1b]0;pwned\x07\u202e\x00"}
    from companion import rules
    record["options"] = rules.create_record("howell", None, "x")["options"]
    legacy = "KEG" + "".join(random.choice("ABCDEFGHJKMNPQRSTUVWXYZ") for _ in range(3))
    store.create_table(legacy, record, "p1", "legacy-token-" + legacy)
    return game.code, app.config["COMPANION"].db_path(), legacy


def _export(code, fmt, db, out):
    assert cli.export(code, fmt, db, out=out) == 0
    return out.getvalue()


def test_the_csv_export_neutralises_formula_cells(hostile):
    code, db, _ = hostile
    text = _export(code, "csv", db, io.StringIO())
    rows = list(csv.reader(io.StringIO(text)))
    cells = [cell for row in rows[1:] for cell in row]
    assert "'=HYPERLINK(\"http://evil\") joined." in cells or any(c.startswith("'=HYPERLINK") for c in cells)
    for cell in cells:
        assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), cell
    assert text.endswith("\r\n")  # a file keeps CSV's line ends


def test_a_terminal_never_gets_raw_control_characters(hostile):
    _, db, legacy = hostile
    for fmt in ("csv", "json"):
        shown = _export(legacy, fmt, db, Terminal())
        raw = [ch for ch in shown if ch != "\n" and (ord(ch) < 0x20 or 0x7f <= ord(ch) < 0xa0 or ch == "\u202e")]
        assert raw == [], (fmt, shown)
        assert "Eve" in shown
    assert "\\x1b]0;pwned\\x07\\u202e\\x00" in _export(legacy, "csv", db, Terminal())
    assert json.loads(_export(legacy, "json", db, Terminal()))["snapshot"]["people"][0]["name"] == \
        "Eve\x1b]0;pwned\x07\u202e\x00"  # JSON escapes: the data is intact
    # a file or a pipe gets the exact data
    assert "\x1b]0;pwned" in _export(legacy, "csv", db, io.StringIO())


def test_the_json_export_holds_the_nights_standings_and_every_games_result(app, http):
    """Issue 17: the export includes the night (two games, a latecomer, a leaver)."""
    from tests.web.test_a_game_night import join, play_out

    game = Game(http, "howell", people=4, options={"hand_size": 1})
    game.start(first_dealer="p1")
    game.quick_deal()
    eve = join(game, "Eve")["player_id"]  # a latecomer
    game.act("p1", {"type": "kick", "player": "p4"})  # a leaver, their 0 kept
    play_out(game)
    game.act("p1", {"type": "new_game"})
    game.start(first_dealer=eve)
    game.quick_deal()
    game.act("p1", {"type": "end_game"})
    db = app.config["COMPANION"].db_path()
    exported = json.loads(_export(game.code, "json", db, io.StringIO()))
    shown = game.snap()
    night = exported["snapshot"]
    assert night["games"] == shown["games"] and night["standings"] == shown["standings"]
    assert [g["number"] for g in night["games"]] == [1, 2]
    assert night["games"][0]["removed"] == ["p4"] and eve in night["games"][0]["players"]
    assert {r["player"] for r in night["standings"]} == {"p1", "p2", "p3", "p4", eve}
    assert night["names"][eve] == "Eve" and night["names"]["p4"] == "Di"  # the standings' ids by name
    assert [a["type"] for a in exported["actions"]].count("new_game") == 1
    rows = list(csv.reader(io.StringIO(_export(game.code, "csv", db, io.StringIO()))))
    assert [row[2] for row in rows[1:]].count("new_game") == 1

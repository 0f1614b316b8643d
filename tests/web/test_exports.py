"""`companion export`: nothing raw reaches a terminal (issue 11, item 5); JSON is its one format,
the one CSV being the phone's (tests/browser/test_csv_export.py). A real SQLite file, the export
function of the CLI."""
from __future__ import annotations

import io
import json
import random

import pytest

from companion.web.services import services

from companion import cli
from companion.operations.exports import terminal_json
from tests.phones import Game


class Terminal(io.StringIO):
    def isatty(self):
        return True


def test_terminal_json_escapes_controls_and_keeps_the_data():
    assert terminal_json('"Ann\x1b[2J\u202eBen"') == '"Ann\\u001b[2J\\u202eBen"'
    assert terminal_json("Zoé ❤️ 李") == "Zoé ❤️ 李"
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
    services(app).store.create_table(legacy, record, "p1", "legacy-token-" + legacy)
    return game.code, services(app).config.db_path(), legacy


def _export(code, db, out):
    assert cli.export(code, db, out=out) == 0
    return out.getvalue()


def test_the_export_is_json_only(hostile, capsys):
    code, db, _ = hostile
    with pytest.raises(SystemExit) as refused:
        cli.main(["export", code, "--format", "csv", "--db", db])
    assert refused.value.code == 2 and "invalid choice: 'csv'" in capsys.readouterr().err
    doc = json.loads(_export(code, db, io.StringIO()))
    assert doc["code"] == code and [a["type"] for a in doc["actions"]][:2] == ["create", "join"]
    assert doc["actions"][1]["says"] == [{"key": "log.join", "name": "=HYPERLINK(\"http://evil\")", "late": "no"}]


def test_a_terminal_never_gets_raw_control_characters(hostile):
    _, db, legacy = hostile
    shown = _export(legacy, db, Terminal())
    raw = [ch for ch in shown if ch != "\n" and (ord(ch) < 0x20 or 0x7f <= ord(ch) < 0xa0 or ch == "\u202e")]
    assert raw == [], shown
    assert "Eve" in shown and "\\u001b]0;pwned\\u0007\\u202e\\u0000" in shown
    name = "Eve\x1b]0;pwned\x07\u202e\x00"
    assert json.loads(shown)["snapshot"]["people"][0]["name"] == name  # JSON escapes: the data is intact
    # a file or a pipe gets the same data (JSON escapes control characters itself)
    assert json.loads(_export(legacy, db, io.StringIO()))["snapshot"]["people"][0]["name"] == name


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
    db = services(app).config.db_path()
    exported = json.loads(_export(game.code, db, io.StringIO()))
    shown = game.snap()
    night = exported["snapshot"]
    assert night["games"] == shown["games"] and night["standings"] == shown["standings"]
    assert [g["number"] for g in night["games"]] == [1, 2]
    assert night["games"][0]["removed"] == ["p4"] and eve in night["games"][0]["players"]
    assert {r["player"] for r in night["standings"]} == {"p1", "p2", "p3", "p4", eve}
    assert night["names"][eve] == "Eve" and night["names"]["p4"] == "Di"  # the standings' ids by name
    assert [a["type"] for a in exported["actions"]].count("new_game") == 1

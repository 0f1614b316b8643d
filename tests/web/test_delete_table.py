"""``DELETE /api/tables/<code>``: the host deletes the table with everything in it (docs/API.md); anyone
else is refused with a clear code and nothing changes; then the code answers as unknown."""
from __future__ import annotations

import re
from pathlib import Path

from companion.web.services import services
from tests.phones import Game

API = Path(__file__).resolve().parents[2] / "docs" / "API.md"


def delete(game: Game, by: str | None = "p1", token: str | None = None):
    return game.http.call("DELETE", game.path, token=token or (game.tokens[by] if by else None))


def test_the_host_deletes_the_table_and_its_code_then_answers_as_unknown(app, http):
    game = Game(http, "howell", people=4)
    game.start(first_dealer="p2")
    records = len(http.get(f"{game.path}/log")[1]["actions"])
    status, body = delete(game)
    assert (status, body) == (200, {"deleted": game.code, "records": records})
    for method, path, token in (("GET", game.path, None), ("GET", f"{game.path}/log", game.tokens["p2"]),
                                ("POST", f"{game.path}/join", None), ("GET", f"{game.path}/qr.svg", None),
                                ("DELETE", game.path, game.tokens["p1"])):
        status, body = http.call(method, path, {"name": "Zed"} if method == "POST" else None, token=token)
        assert (status, body["error"]) == (404, "unknown_table"), (method, path)
    assert services(app).store.find_table(game.code) is None


def test_anyone_but_the_host_is_refused_and_nothing_changes(http):
    game = Game(http, "howell", people=4)
    game.start(first_dealer="p2")
    before = (game.snap("p3"), http.get(f"{game.path}/log")[1])
    for by, token, refusal in (("p2", None, (403, "host_only")), ("p3", None, (403, "host_only")),
                               (None, None, (401, "missing_token")), (None, "not-a-token", (401, "unknown_token"))):
        status, body = delete(game, by, token)
        assert (status, body["error"]) == refusal, by
        assert body["message"]
    status, body = http.call("DELETE", "/api/tables/ZZZZZZ", token=game.tokens["p1"])
    assert (status, body["error"]) == (404, "unknown_table")
    assert (game.snap("p3"), http.get(f"{game.path}/log")[1]) == before


def test_every_route_of_the_api_has_its_row_and_its_section_in_api_md(app):
    text = API.read_text()
    sections = set(re.findall(r"^#{2,3} `([A-Z]+) (/[^`? ]*)", text, re.M))
    rows = set(re.findall(r"^\| `([A-Z]+) (/[^`? ]*)", text, re.M))
    for rule in app.url_map.iter_rules():
        if not rule.rule.startswith(("/api/", "/healthz")):
            continue
        for method in sorted((rule.methods or set()) - {"HEAD", "OPTIONS"}):
            assert (method, rule.rule) in sections, f"docs/API.md has no section `{method} {rule.rule}`"
            assert (method, rule.rule) in rows, f"docs/API.md's table of calls has no row `{method} {rule.rule}`"

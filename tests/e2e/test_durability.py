"""Crash the real server (SIGKILL) at random moments while phones post actions:
after a restart on the same file, every action that was answered 2xx is in the
log, no refused one is, and the served state equals a fresh replay of the log."""
from __future__ import annotations

import http.client
import json
import random
import sqlite3
import threading

import pytest

from companion import rules
from companion.service import sentences
from tests.phones import Game
from tests.support import Http, ServerProcess

pytestmark = pytest.mark.e2e

KILLS = 5


def read_log(db: str, code: str) -> list[tuple[int, str | None, dict]]:
    with sqlite3.connect(db) as conn:
        rows = conn.execute(
            'SELECT a.seq, a.action_id, a.record FROM "action" a JOIN "table" t ON a.table_id = t.id '
            "WHERE t.code = ? ORDER BY a.seq", (code,)).fetchall()
    return [(seq, action_id, json.loads(record)) for seq, action_id, record in rows]


def drive(game: Game, rng: random.Random) -> None:
    """Play deals (and refused actions in between) until the server dies."""
    def sometimes_refused(state):
        if rng.random() < 0.15:  # an action that does not fit: 409, must never be logged
            game.act(state["dealer"], {"type": "confirm"} if state["phase"] != "confirming"
                     else {"type": "starter", "cards": 1, "rank": 1}, expect=409)

    while True:
        state = game.snap(game.host)
        if state["phase"] == "game_over":
            return
        if state["phase"] == "deal_over":
            game.act(game.host, {"type": "next_deal"})
            continue
        game.play_deal(rng, rule=f"rule {rng.random()}", max_turns=10, after_each=sometimes_refused)


def test_sigkill_keeps_exactly_the_answered_actions(tmp_path):
    rng = random.Random(7)
    db = str(tmp_path / "crash.sqlite3")
    server = ServerProcess(db).start()
    games: list[Game] = []
    lost: dict[str, set] = {}
    try:
        for kill in range(KILLS):
            client = Http(server.port)
            if not games or games[-1].snap()["phase"] == "game_over":
                game = Game(client, "howell", people=4)
                game.with_ids = True
                game.start()
                games.append(game)
            game = games[-1]
            game.http = client
            timer = threading.Timer(rng.uniform(0.2, 0.8), server.kill)
            timer.start()
            try:
                drive(game, rng)
            except (OSError, http.client.HTTPException):
                pass  # the server died under us
            timer.join()
            server.kill()
            client.close()

            for g in games:
                logged = read_log(db, g.code)
                seqs = [seq for seq, _, _ in logged]
                assert seqs == list(range(1, len(seqs) + 1)), "the log has no holes"
                ids = {action_id for _, action_id, _ in logged if action_id}
                assert set(g.acked) <= ids, "an answered action was lost"
                # the one request in flight when the server died may or may not have committed
                in_flight = lost.setdefault(g.code, set())
                if g.in_flight:
                    in_flight.add(g.in_flight)
                assert ids - set(g.acked) <= in_flight, "an action nobody was answered for is logged"
                assert not (ids & g.refused), "a refused action was logged"
                by_id = {action_id: seq for seq, action_id, _ in logged if action_id}
                assert all(by_id[a] == v for a, v in g.acked.items()), "answered version = log seq"
                g.in_flight = None

            server = ServerProcess(db, port=server.port).start()
            client = Http(server.port)
            for g in games:
                logged = read_log(db, g.code)
                replayed = rules.replay([record for _, _, record in logged])
                expected = sentences.table(rules.view(replayed, g.host, frozenset(), g.code))  # its English, as served
                # beside the log, the notebook's own stream: these games write no hypothesis, so it is empty
                expected["notebook"] = rules.public_view(replayed, rules.replay_notes([]))
                g.http = client
                assert g.snap(g.host) == json.loads(json.dumps(expected)), "served state = replay of the log"
            client.close()
        assert sum(len(g.acked) for g in games) > 50, "the test posted too little to mean anything"
    finally:
        server.discard()

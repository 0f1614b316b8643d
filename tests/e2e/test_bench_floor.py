"""bench/floor.py, the floor of the peers' measurement: it must serve what a load
generator of the API sends, with the real server's frames, or its figure says nothing."""
from __future__ import annotations

import json
import selectors
import subprocess
import sys

import pytest

from tests.phones import Game, Phone
from tests.support import ROOT, Http

pytestmark = pytest.mark.e2e


def shape(value):
    """The keys of a snapshot, all the way down (values differ: codes, tokens, the draw)."""
    if isinstance(value, dict):
        return {key: shape(item) for key, item in value.items()}
    if isinstance(value, list):
        return [shape(item) for item in value[:1]]
    return type(value).__name__ if value is not None else None


def seat_and_play(http: Http) -> tuple[Game, list[dict]]:
    """What the peers' generator does (each action with expected_version and an action_id),
    over one table of four: the game and every answer."""
    game = Game(http, people=4)
    game.with_ids = True
    answers: list[dict] = []

    def act(pid, body):
        answers.append(game.act(pid, dict(body, expected_version=answers[-1]["version"] if answers else None)))
        return answers[-1]

    act("p1", {"type": "seat", "order": list(game.tokens)})
    act("p1", {"type": "start", "first_dealer": "p1"})
    act("p1", {"type": "seal_rule", "text": "Red after black."})
    state = act("p1", {"type": "starter", "cards": 1, "rank": 5})
    act(state["turn"], {"type": "attempt", "cards": 1})
    act("p1", {"type": "judge", "verdict": "wrong"})
    return game, answers


def ready_line(proc: subprocess.Popen, timeout: float = 20) -> list[str]:
    with selectors.DefaultSelector() as sel:
        sel.register(proc.stdout, selectors.EVENT_READ)
        assert sel.select(timeout), f"bench/floor.py printed nothing in {timeout} s"
    return proc.stdout.readline().split()


def test_the_floor_answers_a_generator_with_the_real_servers_snapshots(server, http):
    floor = subprocess.Popen([sys.executable, str(ROOT / "bench" / "floor.py")], stdout=subprocess.PIPE, text=True)
    try:
        ready = ready_line(floor)
        assert ready and ready[0] == "READY", (ready, floor.poll())
        port = int(ready[1].partition("=")[2])
        at_floor = Http(port)
        game, answers = seat_and_play(at_floor)
        code, tokens = game.code, game.tokens
        _, real = seat_and_play(http)
        assert [a["version"] for a in answers] == [a["version"] for a in real]
        assert [shape(a) for a in answers] == [shape(a) for a in real]
        # the same sizes, but for the draw's numbers (a stock of 9 or of 10)
        for ours, theirs in zip(answers, real):
            assert abs(len(json.dumps(ours)) - len(json.dumps(theirs))) <= 8, (ours, theirs)

        ws = Phone(port, code, tokens["p2"], timeout=5).connect()
        first = ws.receive()
        assert first["type"] == "state" and first["state"]["me"] == "p2"
        assert first["state"]["version"] == answers[-1]["version"]
        status, answer = at_floor.post(f"/api/tables/{code}/actions", {"type": "undo"}, token=tokens["p1"])
        assert status == 200, answer
        pushed = ws.receive()
        assert pushed["state"]["version"] == answer["version"] and "rule" not in pushed["state"]["deal"]
        assert ws.ws.ping(b"awake?").wait(5), "no pong of the ping's own data"  # websockets matches the data
        ws.close()
        at_floor.close()
    finally:
        floor.terminate()
        try:
            floor.wait(timeout=10)
        except subprocess.TimeoutExpired:
            floor.kill()
            floor.wait()
        floor.stdout.close()

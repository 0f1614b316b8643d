"""The host's two safety nets, through the documented commands:

- `companion export CODE --format json` of a finished game reads back to
  the scores the API shows (its snapshot directly; its action log by replaying
  it through the rules core);
- `companion backup PATH` taken while the server is answering actions, then
  restored as deploy/README.md says (stop, copy the backup over the database
  file, start), holds every action answered before the backup began, and the
  game goes on from there.
"""
from __future__ import annotations

import json
import random
import shutil
import sqlite3
import threading
import time

import pytest

from companion import rules
from tests.deploy.helpers import checkout_command, run_checkout_cli
from tests.phones import Game
from tests.support import Http

pytestmark = pytest.mark.e2e


def totals(snapshot: dict) -> dict:
    return {p["id"]: p["total"] for p in snapshot["people"]}


def replay_totals(records: list[dict]) -> dict:
    state = rules.replay(records)
    return totals(rules.view(state, None))


def as_record(entry: dict) -> dict:
    """A log entry back into its record: drop what the log adds (seq, at, undone, the sentences
    `says` and `text`); a sealed rule is `rule` in the log and `text` in the record (API.md, core-interface.md)."""
    record = {k: v for k, v in entry.items() if k not in ("seq", "at", "undone", "says", "text", "rule")}
    if entry["type"] == "seal_rule":
        record["text"] = entry["rule"]
    return record


def records_from_log(actions: list[dict]) -> list[dict]:
    return [as_record(a) for a in actions]


def finished_game(port: int) -> Game:
    """Four people, two deals: one played to its end, the second ended early by the host."""
    client = Http(port)
    game = Game(client, "howell", people=4)
    game.start()
    rng = random.Random(11)
    state = game.play_deal(rng, rule="A red card must follow a black card.", max_turns=9)
    assert state["phase"] == "deal_over", state["phase"]
    game.act(game.host, {"type": "next_deal"})
    state = game.snap(game.host)
    while state["phase"] == "starter":  # the next dealer seals a rule and places the starter
        dealer = state["dealer"]
        if state["deal"]["rule_sha256"] is None:
            state = game.act(dealer, {"type": "seal_rule", "text": "Odd, then even."})
        else:
            state = game.act(dealer, {"type": "starter", "cards": 1, "rank": 4})
    state = game.act(game.host, {"type": "end_game"})
    assert state["phase"] == "game_over", state["phase"]
    return game


def test_the_json_export_reads_back_to_the_api_scores(tmp_path, start_server):
    db = tmp_path / "night.sqlite3"
    server = start_server(checkout_command(), db)
    game = finished_game(server.port)
    status, api_snapshot = game.http.get(game.path)  # as a spectator sees it
    assert status == 200
    status, api_log = game.http.get(game.path + "/log")
    assert status == 200
    expected = totals(api_snapshot)
    assert len(api_snapshot["deals"]) == 2 and api_snapshot["winners"]

    t0 = time.monotonic()
    exported = run_checkout_cli("export", game.code, "--format", "json", "--db", str(db), cwd=tmp_path)
    assert exported.returncode == 0, exported.stderr
    doc = json.loads(exported.stdout)
    assert doc["code"] == game.code
    assert totals(doc["snapshot"]) == expected
    assert doc["snapshot"]["deals"] == api_snapshot["deals"]
    assert doc["snapshot"]["winners"] == api_snapshot["winners"]
    assert doc["actions"] == api_log["actions"]
    assert replay_totals(records_from_log(doc["actions"])) == expected
    print(f"\nexport json: {time.monotonic() - t0:.1f}s for {len(doc['actions'])} actions")

    unknown = run_checkout_cli("export", "ZZZZZZ", "--format", "json", "--db", str(db), cwd=tmp_path)
    assert unknown.returncode != 0 and unknown.stdout == ""


def test_backup_while_serving_then_restore_keeps_every_answered_action(tmp_path, start_server):
    db = tmp_path / "live.sqlite3"
    # the dealer's phone below taps as fast as it is answered: far past a phone's action limit, lifted
    # here; it stops when the deal holds its most records (2000), if a slow backup lets it get that far
    server = start_server(checkout_command(), db, extra_env={"COMPANION_LIMIT_ACTIONS": "1000000/60"})
    client = Http(server.port)
    game = Game(client, "howell", people=4)
    state = game.start(first_dealer=game.host)
    dealer = state["dealer"]
    game.act(dealer, {"type": "seal_rule", "text": "Each card higher than the last."})
    state = game.act(dealer, {"type": "starter", "cards": 1, "rank": 5})
    turn = state["turn"]

    acks: list[tuple[float, int]] = []  # (when the answer arrived, version it produced)
    stop, full = threading.Event(), threading.Event()
    failures: list = []

    def phones():
        """The dealer's phone taps an attempt and undoes it, again and again, as fast as answered."""
        own = Http(server.port)
        try:
            while not stop.is_set():
                for body in ({"type": "attempt", "player": turn, "cards": 1}, {"type": "undo"}):
                    status, answer = own.post(game.path + "/actions", body, token=game.tokens[dealer])
                    if status == 409 and answer["error"] == "too_many_records":
                        full.set()
                        return
                    if status != 200:
                        failures.append((body, status, answer))
                        return
                    acks.append((time.monotonic(), answer["version"]))
        except Exception as exc:  # noqa: BLE001 - reported below
            failures.append(exc)
        finally:
            own.close()

    writer = threading.Thread(target=phones, daemon=True)
    writer.start()
    while len(acks) < 30 and not failures:
        time.sleep(0.01)

    backup = tmp_path / "backups" / "night-1.sqlite3"
    backup.parent.mkdir()
    began = time.monotonic()
    done = run_checkout_cli("backup", str(backup), "--db", str(db), cwd=tmp_path)
    ended = time.monotonic()
    assert done.returncode == 0, done.stderr
    answered_before = max(v for t, v in acks if t < began)
    while not failures and not full.is_set() and not any(t > ended for t, _ in acks):
        time.sleep(0.01)  # the phones kept going through and after the backup
    stop.set()
    writer.join(timeout=30)
    assert not failures, failures
    during = sum(1 for t, _ in acks if began <= t <= ended)
    print(f"\nbackup took {ended - began:.2f}s with {during} actions answered meanwhile; "
          f"{answered_before} versions before it, {acks[-1][1]} at the end")

    with sqlite3.connect(backup) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    status, original = client.get(game.path + "/log")
    assert status == 200
    original = original["actions"]
    client.close()

    # Restore as deploy/README.md says: stop, put the backup in place of the database, start.
    server.stop()
    for suffix in ("-wal", "-shm"):
        db.with_name(db.name + suffix).unlink(missing_ok=True)
    shutil.copyfile(backup, db)
    restored_server = start_server(checkout_command(), db)
    restored = Http(restored_server.port)
    status, snapshot = restored.get(game.path, token=game.tokens[dealer])
    assert status == 200, snapshot
    assert snapshot["me"] == dealer, "tokens survive a restore"
    assert snapshot["version"] >= answered_before
    status, log = restored.get(game.path + "/log")
    assert status == 200
    log = log["actions"]
    key = lambda a: (a["seq"], a["type"], a.get("by"), a.get("player"))  # noqa: E731
    assert [key(a) for a in log] == [key(a) for a in original[: len(log)]], "the backup is a prefix of the log"
    assert max(a["seq"] for a in log) >= answered_before

    # and the game goes on from the restored state
    body = {"type": "judge", "verdict": "right"} if snapshot["phase"] == "judging" else \
        {"type": "attempt", "player": snapshot["turn"], "cards": 1}
    status, after = restored.post(game.path + "/actions", body, token=game.tokens[dealer])
    assert status == 200, after
    assert after["version"] == snapshot["version"] + 1
    restored.close()

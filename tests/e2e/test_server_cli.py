"""The console script around the server: startup banner, sockets' edges, export, backup."""
from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import time

import pytest

from tests.phones import Game, Phone
from tests.support import ROOT, Http, ServerProcess

pytestmark = pytest.mark.e2e


def test_serve_prints_the_address_and_a_qr_code(tmp_path):
    server = ServerProcess(str(tmp_path / "banner.sqlite3"), quiet=False,
                           env={"COMPANION_PUBLIC_URL": "http://eleusis.test:9000"}).start()
    try:
        status, made = Http(server.port).post("/api/tables", {"host_name": "Ann"})
        assert made["join_url"].startswith("http://eleusis.test:9000/t/")
    finally:
        server.stop()
    text = server.log.read_text()
    assert "phones open: http://eleusis.test:9000" in text
    assert "█" in text or "▀" in text  # the QR code, as text


def test_socket_hello_and_refusals(server, http):
    game = Game(http, "howell", people=4)
    ws = game.phone("p2")
    first = ws.receive()
    assert first["type"] == "state" and first["state"]["me"] == "p2"
    ws.send({"type": "hello", "version": 0})
    again = ws.receive()
    assert again["state"]["version"] == first["state"]["version"]
    ws.send("not json")  # ignored, the socket stays open
    ws.send({"type": "hello"})
    assert ws.receive()["type"] == "state"
    status, health = http.get("/healthz")
    assert health["sockets"] == 1
    ws.close()
    for code, token, close_code in [(game.code, "nope", 4401), ("ZZZZZZ", None, 4404)]:
        messages, closed_with, _ = Phone(server.port, code, token).connect().until_closed()
        assert [message["type"] for message in messages] == ["error"]  # one message, then the close
        assert closed_with == close_code
    deadline = time.monotonic() + 5
    while http.get("/healthz")[1]["sockets"] and time.monotonic() < deadline:
        time.sleep(0.05)
    assert http.get("/healthz")[1]["sockets"] == 0


def test_export_and_backup(tmp_path, server, http):
    game = Game(http, "express", people=3)
    game.start()
    env = {"PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-m", "companion", "export", game.code, "--format", "json",
                          "--db", server.db], capture_output=True, text=True, cwd=ROOT, env=env, check=True)
    exported = json.loads(out.stdout)
    assert exported["code"] == game.code
    assert [a["type"] for a in exported["actions"]] == ["create", "join", "join", "start"]
    out = subprocess.run([sys.executable, "-m", "companion", "export", game.code.lower(), "--db", server.db],
                         capture_output=True, text=True, cwd=ROOT, env=env, check=True)
    assert json.loads(out.stdout)["code"] == game.code  # codes are case-insensitive; JSON is the default
    copy = tmp_path / "copy.sqlite3"
    subprocess.run([sys.executable, "-m", "companion", "backup", str(copy), "--db", server.db],
                   capture_output=True, text=True, cwd=ROOT, env=env, check=True)
    with sqlite3.connect(copy) as conn:
        assert conn.execute('SELECT count(*) FROM "action"').fetchone()[0] >= 4
    missing = subprocess.run([sys.executable, "-m", "companion", "export", "ZZZZZZ", "--db", server.db],
                             capture_output=True, text=True, cwd=ROOT, env=env)
    assert missing.returncode == 2

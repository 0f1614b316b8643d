"""Ctrl-C (SIGINT to the terminal's whole process group) and SIGTERM (systemd's
control group, or `docker stop` / `kill` to the main process) stop a real
`companion serve` — with a phone's WebSocket open — quickly, with exit code 0
and without a traceback or an "Exception ignored" on its output."""
from __future__ import annotations

import os
import re
import signal
import time

import pytest

from tests.deploy.helpers import api
from tests.phones import Phone

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("how", ["ctrl-c", "sigterm to the group", "sigterm to the server", "sigint to the server"])
def test_a_stop_leaves_no_traceback(tmp_path, start_server, checkout_command, how):
    server = start_server(checkout_command, tmp_path / "table.sqlite3")
    made = api("POST", server.url + "/api/tables", {"profile": "howell", "host_name": "Ann"}, expect=201)
    phone = Phone(server.port, made["code"], made["token"]).connect()
    assert phone.receive()["type"] == "state"
    pid = server.proc.pid
    if how == "ctrl-c":
        os.killpg(pid, signal.SIGINT)
    elif how == "sigterm to the group":
        os.killpg(pid, signal.SIGTERM)
    elif how == "sigterm to the server":
        os.kill(pid, signal.SIGTERM)
    else:
        os.kill(pid, signal.SIGINT)
    t0 = time.monotonic()
    code = server.proc.wait(timeout=20)
    took = time.monotonic() - t0
    phone.close()
    log = server.log_path.read_text(errors="replace")
    assert code == 0, log
    assert "Traceback" not in log and "Exception ignored" not in log, log
    # no error logged, nor an exception's "SomethingError:" line (the worker's class, CompanionWorker, is named at start)
    assert "[ERROR]" not in log and not re.search(r"\b\w*Error:", log), log
    assert took < 15, log  # within gunicorn's graceful time, never its SIGKILL

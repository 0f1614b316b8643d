"""Stopping without tracebacks: Ctrl-C, SIGTERM (systemd, docker stop), SIGQUIT.

gunicorn's master owns stopping; two of its hooks remove what a gevent worker
printed on the way out (``post_worker_init``: the worker ignores the terminal's
SIGINT and follows the master's SIGQUIT; ``worker_exit``: ``os._exit(0)`` after
gunicorn's clean-up, as every acknowledged action is already committed). Why,
and what each signal does: docs/operations.md, "Running".
"""
from __future__ import annotations

import os
import signal
import sys


def worker_ignores_ctrl_c(worker) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def worker_exit(server, worker) -> None:
    if getattr(worker, "booted", False) and not getattr(worker, "alive", True):
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:  # pragma: no cover - a closed stream has nothing to flush
                pass
        os._exit(0)


HOOKS = {"post_worker_init": worker_ignores_ctrl_c, "worker_exit": worker_exit}

"""Stopping without tracebacks: Ctrl-C, SIGTERM (systemd, docker stop), SIGQUIT.

gunicorn's master owns stopping: SIGTERM is a graceful stop (requests in
flight finish within ``graceful_timeout``), SIGINT and SIGQUIT a quick one; it
tells the worker which by a signal of its own. But Ctrl-C in a terminal sends
SIGINT to the whole process group, the worker included, and the gevent worker
then stops twice over, printing ``SystemExit`` from a greenlet; and a gevent
process that ends through the interpreter's normal shutdown prints
"Exception ignored in ... _removeHandlerRef" from logging's clean-up. Two
gunicorn hooks remove both:

- ``post_worker_init``: the worker ignores SIGINT; the master, which got the
  same Ctrl-C, sends it SIGQUIT.
- ``worker_exit``: a worker that was asked to stop (``alive`` False) and
  served, ends with ``os._exit(0)`` once gunicorn has finished its own
  clean-up. Nothing of the companion's needs the interpreter's shutdown:
  every acknowledged action is already committed to SQLite.
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

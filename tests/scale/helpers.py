"""Helpers of the scale-out tests: a socket that records its mailbox, and waiting for a condition."""
from __future__ import annotations

import json
import time


def eventually(condition, timeout: float = 10.0, what: str = "condition"):
    """Wait until ``condition()`` is true (no timing is asserted: only that it happens)."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"never happened: {what}")
        time.sleep(0.02)


class FakeSocket:
    """What the hub sees of a phone's socket: every frame offered is decoded and kept."""

    def __init__(self, viewer=None, token=None):
        self.viewer = viewer
        self.token = token
        self.closed = False
        self.frames = []
        self.revision = 0

    def offer(self, frames, again: bool = False) -> None:
        if frames.revision < self.revision or (frames.revision == self.revision and not again):
            return
        self.revision = frames.revision
        self.frames.append(json.loads(frames.text(self.viewer))["state"])

    def close(self, code: int = 4401, message: str = "") -> None:
        self.closed = True

    @property
    def versions(self):
        return [f["version"] for f in self.frames]

    @property
    def last(self):
        return self.frames[-1] if self.frames else {}

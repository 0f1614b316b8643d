"""The sliding window shared by every server process, in Redis (used when a Redis hub is configured).

Same interface as ``counters.SlidingWindow`` (``blocked``, ``hit``, ``take``,
``retry_after``), so admission does not know which one it has: with one
process the in-memory window, with several this one, where a phone that
taps through two processes is counted once.

Each key is a sorted set of event times (Redis's own clock, so processes on
several hosts agree), trimmed to the window by a Lua script that counts and
adds in one step. Keys are hashed: a token never reaches Redis. If Redis
cannot answer, the process's own window decides (limits per process, as
before) rather than refusing everyone or letting everything through.
"""
from __future__ import annotations

import hashlib
import logging
import math
import time
import uuid

from companion.admission.counters import SlidingWindow

log = logging.getLogger(__name__)

# KEYS[1]: the key; ARGV: window (ms), limit, mode ("take" | "hit" | "blocked"), a unique member
# returns {allowed (1/0), ms until the oldest event leaves the window (when full)}
_SCRIPT = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local n = redis.call('ZCARD', KEYS[1])
local full = n >= limit
if ARGV[3] == 'hit' or (ARGV[3] == 'take' and not full) then
  redis.call('ZADD', KEYS[1], now, ARGV[4])
  redis.call('PEXPIRE', KEYS[1], window)
end
local wait = 0
if full then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  if oldest[2] then wait = tonumber(oldest[2]) + window - now end
end
if full then return {0, wait} end
return {1, 0}
"""


class RedisWindow:
    # ``blocked`` is asked on every request that names a table (unknown codes); a "no" is
    # remembered this long, so that question costs a Redis round trip at most once a second
    # per address (py-spy: the two limit calls were a tenth of a POST's time)
    CLEAR_FOR = 1.0

    def __init__(self, client, name: str, limit: int, seconds: float, healthy=lambda: True):
        self._clear: dict[str, float] = {}  # key -> until when "not blocked" holds
        self.redis = client
        self.healthy = healthy  # False while the hub knows Redis is down: no request waits on it
        self.name = name
        self.limit, self.seconds = limit, seconds
        self.local = SlidingWindow(limit, seconds)  # when Redis cannot answer
        self._script = client.register_script(_SCRIPT)

    def _key(self, key: str) -> str:
        return f"eleusis:limit:{self.name}:" + hashlib.sha256(key.encode("utf-8", "replace")).hexdigest()[:32]

    def _run(self, key: str, mode: str):
        if not self.healthy():
            return None
        try:
            allowed, wait = self._script(keys=[self._key(key)],
                                         args=[int(self.seconds * 1000), self.limit, mode, uuid.uuid4().hex])
            return bool(allowed), int(wait)
        except Exception as exc:  # noqa: BLE001 - Redis down: this process's own window
            log.debug("shared limit %s: Redis unavailable (%s)", self.name, exc)
            return None

    def blocked(self, key: str) -> bool:
        now = time.monotonic()
        if self._clear.get(key, 0.0) > now:
            return False
        answer = self._run(key, "blocked")
        if answer is None:
            return self.local.blocked(key)
        if answer[0]:
            if len(self._clear) > 10_000:
                self._clear.clear()
            self._clear[key] = now + self.CLEAR_FOR
        return not answer[0]

    def hit(self, key: str) -> None:
        self._clear.pop(key, None)
        if self._run(key, "hit") is None:
            self.local.hit(key)

    def take(self, key: str) -> bool:
        answer = self._run(key, "take")
        return self.local.take(key) if answer is None else answer[0]

    def retry_after(self, key: str) -> int:
        """Whole seconds until ``key`` may try again (0: now)."""
        answer = self._run(key, "blocked")
        if answer is None:
            return self.local.retry_after(key)
        allowed, wait = answer
        return 0 if allowed else max(1, math.ceil(wait / 1000))

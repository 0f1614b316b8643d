"""A token as the database keeps it: its SHA-256, never the token itself.

A stolen database (or backup) holds no token a phone could use; the hash is
what ``person.token_hash`` stores and what every lookup compares.
"""
from __future__ import annotations

import functools
import hashlib


@functools.lru_cache(maxsize=4096)
def hash_token(token: str) -> str:
    """The token as stored (its SHA-256). Remembered for the tokens in use: every
    request and socket of a person hashes the same token again (two hashes a tap)."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()

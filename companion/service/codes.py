"""A table's code and a seat's token: their shape, defined here once for every caller.

A code is six letters without look-alikes (no I, L, O: nothing to mistake
for 1 or 0), short enough to type and too many to guess (23**6, and unknown
codes are rate-limited per address). Phones may type it in lower case or
with spaces around it: ``normalise_code`` is what every lookup compares.
A token is 256 random bits; the server keeps only its SHA-256
(``storage.interface.hash_token``): a stolen database holds no token a phone could use.

The refusals of a code or a token are here too, so that every path that
looks a table up or a person up words them the same.
"""
from __future__ import annotations

import base64
import hashlib
import re
import secrets
from dataclasses import dataclass

from companion.rules import errors

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 6
CODE_PATTERN = f"[{CODE_ALPHABET}]{{{CODE_LENGTH}}}"  # for a route or a regular expression elsewhere
CODE_RE = re.compile(CODE_PATTERN)
# What a person may have typed for a code (static/js/screens/start.js's pattern): a phone page
# opens for it and says when there is no such table, rather than an error page.
TYPED_CODE_RE = re.compile(r"[A-Za-z0-9]{3,16}")
TOKEN_BYTES = 32  # 256 bits


def normalise_code(code) -> str:
    """The code as stored: trimmed, in capitals ("" for anything that is not text)."""
    return code.strip().upper() if isinstance(code, str) else ""


def is_code(code) -> bool:
    """Could this (once normalised) be a table's code? Nothing else is ever looked up."""
    return CODE_RE.fullmatch(normalise_code(code)) is not None


def may_be_typed_code(text) -> bool:
    return isinstance(text, str) and TYPED_CODE_RE.fullmatch(text) is not None


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def seat_token(room_token: str, *where: str) -> str:
    """The token of a seat a room placed someone at, made from their room token and ``where`` the
    seat is (the table's code and person): the same every time it is asked for, never stored,
    and of a new token's shape (43 characters of base64url, 256 bits)."""
    digest = hashlib.sha256("\n".join(("eleusis seat", room_token, *where)).encode("utf-8")).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def unknown_table() -> errors.RuleError:
    return errors.NotFound("unknown_table")


def unknown_room() -> errors.RuleError:
    return errors.NotFound("unknown_room")


def unknown_room_token() -> errors.RuleError:
    return errors.Unauthorized("unknown_token", at="room")


def unknown_token() -> errors.RuleError:
    return errors.Unauthorized("unknown_token", at="table")


def missing_token() -> errors.RuleError:
    return errors.Unauthorized("missing_token")


@dataclass(frozen=True)
class Session:
    """A token authenticated once for one table (a socket, at connect) and the person it held then.

    Every action still checks that the token holds that seat now: a token
    re-issued, or a person kicked, since the socket opened is refused (401).
    """

    code: str
    token: str | None
    person: str | None

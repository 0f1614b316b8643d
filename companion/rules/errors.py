"""Domain errors: data with a stable code and a sentence a person understands.

Each class is a kind of refusal; what a kind becomes on a wire (an HTTP
status, a socket's close, a ``Retry-After``) is the web layer's one mapping
(``web/wire.py``), so every client (web, CLI, tests) sees the same codes and
nothing here knows a wire.
"""


class RuleError(ValueError):
    """Something a person asked for cannot happen; the table is unchanged."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message

    def as_dict(self) -> dict:
        return {"error": self.code, "message": self.message}


class BadInput(RuleError):
    """Malformed or out-of-range input."""


class Unauthorized(RuleError):
    """No token, or a token nobody at this table holds."""


class Forbidden(RuleError):
    """The sender's role may never send this."""


class NotFound(RuleError):
    """Unknown table."""


class Conflict(RuleError):
    """The action does not fit the phase, the turn or the profile."""


class StaleVersion(Conflict):
    """The phone acted on a table version that is no longer current."""


class TooManyRequests(RuleError):
    """Too many of one thing, ``what`` ("Too many joins from this address"), for ``retry_after``
    more seconds (None: not known). Both are data: the sentence that says when, and the
    header, are made from them on the wire (``web/wire.py``)."""

    retry_after: int | None = None

    def __init__(self, code: str, what: str, retry_after: int | None = None):
        super().__init__(code, what)
        self.what = what
        if retry_after is not None:
            self.retry_after = retry_after

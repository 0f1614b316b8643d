"""Domain errors: data with a stable code and the parameters of its sentence.

Each class is a kind of refusal; what a kind becomes on a wire (an HTTP
status, a socket's close, a ``Retry-After``) is the web layer's one mapping
(``web/wire.py``), so every client (web, CLI, tests) sees the same codes and
nothing here knows a wire. The sentence is the English catalog's ``error.<code>``
rendered with ``named()`` by the shell (``companion.catalogs.sentence``): the core reads no
catalog and no error's English lives in Python. The wire carries the code and that sentence
only, so a phone renders the same message in its own language without the parameters: its
``$detail`` select's short default.
"""


class RuleError(ValueError):
    """Something a person asked for cannot happen; the table is unchanged.

    ``RuleError("too_long", field="name", limit=40)``: the code, then what its sentence names."""

    def __init__(self, code: str, **params):
        super().__init__(code)
        self.code = code
        self.params = params

    def named(self) -> dict:
        """What its sentence names: the parameters it was made with."""
        return dict(self.params)


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
    """Too many of one thing (``kind``: the admission policy's row, "join") for ``retry_after``
    more seconds (None: not known). Both are data: the sentence that says when, and the
    header, are made from them on the wire (``web/wire.py``)."""

    retry_after: int | None = None

    def __init__(self, code: str, retry_after: int | None = None, **params):
        super().__init__(code, **params)
        if retry_after is not None:
            self.retry_after = retry_after

    def named(self) -> dict:
        return {**self.params, "retry_after": self.retry_after}

"""Domain errors: data with a stable code and a sentence a person understands.

The HTTP layer maps each class to a status with `status_of`; nothing here knows
about HTTP beyond that number, so every client (web, CLI, tests) sees the same
codes.
"""


class RuleError(ValueError):
    """Something a person asked for cannot happen; the table is unchanged."""

    status = 400

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message

    def as_dict(self) -> dict:
        return {"error": self.code, "message": self.message}


class BadInput(RuleError):
    """Malformed or out-of-range input (400)."""

    status = 400


class Unauthorized(RuleError):
    """No token, or a token nobody at this table holds (401)."""

    status = 401


class Forbidden(RuleError):
    """The sender's role may never send this (403)."""

    status = 403


class NotFound(RuleError):
    """Unknown table (404)."""

    status = 404


class Conflict(RuleError):
    """The action does not fit the phase, the turn or the profile (409)."""

    status = 409


class StaleVersion(Conflict):
    """The phone acted on a table version that is no longer current (409)."""


class TooManyRequests(RuleError):
    """Too many tries from one address (429)."""

    status = 429

    @classmethod
    def wait(cls, code: str, what: str, seconds: int) -> "TooManyRequests":
        """The one way a refusal says when: ``what``, then "try again in N seconds", and the same
        N as ``retry_after`` (the ``Retry-After`` header, a socket's 4429 frame)."""
        exc = cls(code, f"{what}; try again in {'1 second' if seconds == 1 else f'{seconds} seconds'}.")
        exc.retry_after = seconds
        return exc


def status_of(error: RuleError) -> int:
    return error.status

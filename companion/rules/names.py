"""Text that people type and others read: names, hints, sealed rules.

A name is shown on every phone and the big screen, so it must be what it looks
like: no hidden characters, one normal form, a bounded visible length, and no
look-alike of a seated name (its skeleton, from Unicode's confusables data kept
as a table in ``lookalikes.py``: the package itself, loaded, held about 20 MB).
What is refused and why: docs/rules-decisions.md ("What a name may hold", "A name
that looks like a seated one", "Text in a hint or a sealed rule"). Pure: a string
in, a string (or a BadInput) out.
"""
from __future__ import annotations

import unicodedata
from functools import lru_cache

from .errors import BadInput, Conflict
from .lookalikes import CLASSES

MAX_NAME = 40  # visible characters
RAW_FACTOR = 4  # code points per visible character, at most

_REFUSED_CATEGORIES = {"Cc", "Cf", "Zl", "Zp", "Cs"}
# Default-ignorable code points (Unicode DerivedCoreProperties) that are letters or marks, not Cf:
# they draw nothing, so a name holding one looks like a name without it.
_INVISIBLE = {0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x3164, 0xFFA0}


def _variation_selector(cp: int) -> bool:
    return 0xFE00 <= cp <= 0xFE0F or 0xE0100 <= cp <= 0xE01EF or 0x180B <= cp <= 0x180D


def hidden_character(text: str, allow: str = "") -> str | None:
    """The first character of ``text`` that is a control, format, separator or invisible one."""
    for ch in text:
        if ch in allow:
            continue
        if unicodedata.category(ch) in _REFUSED_CATEGORIES or ord(ch) in _INVISIBLE:
            return ch
    return None


def describe_character(ch: str) -> str:
    """'U+202E (RIGHT-TO-LEFT OVERRIDE)': how an error names a character nobody can see."""
    name = unicodedata.name(ch, "")
    return f"U+{ord(ch):04X}" + (f" ({name})" if name else "")


def visible_length(text: str) -> int:
    return sum(1 for ch in text
               if unicodedata.category(ch) not in ("Mn", "Me") and not _variation_selector(ord(ch)))


def _refuse_hidden(text: str, field: str, allow: str = "") -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise BadInput("bad_field", field=field, problem="text") from None
    ch = hidden_character(text, allow)
    if ch is not None:
        raise BadInput("hidden_characters", field=field, character=describe_character(ch))


def clean_name(value: str, field: str = "name", limit: int = MAX_NAME) -> str:
    """A name as it is stored and shown: refused characters raise, then NFKC, trimmed, spaces collapsed."""
    if len(value) > limit * RAW_FACTOR:
        raise BadInput("too_long", field=field, most=limit)
    _refuse_hidden(value, field)
    name = " ".join(unicodedata.normalize("NFKC", value).split())
    _refuse_hidden(name, field)  # NFKC never makes one, but the check is cheap
    if not visible_length(name):
        raise BadInput("empty_field", field=field)
    if unicodedata.category(name[0]) in ("Mn", "Me", "Mc"):
        # it would sit on whatever is drawn before the name ("Ann: ̈Ben")
        raise BadInput("bad_field", field=field, problem="mark")
    if visible_length(name) > limit:
        raise BadInput("too_long", field=field, most=limit)
    return name


def clean_text(value: str, field: str, limit: int, multiline: bool = False) -> str:
    """A hint (one line) or a rule (lines allowed): refused characters raise; kept as typed otherwise.

    No NFKC here: a rule may mean its superscripts and fractions; NFC only, so the
    fingerprint of the same rule typed on two phones is the same.
    """
    if multiline:
        value = value.replace("\r\n", "\n").replace("\r", "\n")
    _refuse_hidden(value, field, allow="\n" if multiline else "")
    value = unicodedata.normalize("NFC", value)
    if len(value) > limit:
        raise BadInput("too_long", field=field, most=limit)
    return value


# --- look-alikes ------------------------------------------------------------------


@lru_cache(maxsize=1)
def _representatives() -> dict[str, str]:
    """Each character of a class of look-alikes -> the class's representative."""
    return {ch: cls[0] for cls in CLASSES for ch in cls[1:]}


def representative(ch: str) -> str:
    """One character standing for every character that looks like ``ch`` (the smallest)."""
    return _representatives().get(ch, ch)


def _map(text: str) -> str:
    out = []
    for ch in unicodedata.normalize("NFD", text):
        if _variation_selector(ord(ch)):
            continue
        out.append(representative(ch))
    return unicodedata.normalize("NFD", "".join(out))


def skeletons(name: str) -> set[str]:
    """The keys two names that look the same share (see the module's docstring)."""
    base = " ".join(unicodedata.normalize("NFKC", name).split())
    return {_map(base.casefold()), _map(_map(base).casefold())}


def same_name(a: str, b: str) -> bool:
    """The same name, as the table tells names apart (normal form, case folded)."""
    def key(s):
        return " ".join(unicodedata.normalize("NFKC", s).split()).casefold()

    return key(a) == key(b)


def check_new_name(name: str, seated: list[str]) -> None:
    """Conflict when ``name`` is a seated person's name, or looks the same as one."""
    for other in seated:
        if same_name(name, other):
            raise Conflict("name_taken")
    mine = skeletons(name)
    for other in seated:
        if mine & skeletons(other):
            raise Conflict("name_looks_taken", who=name, seated=other)

"""The look-alike table (companion/rules/lookalikes.py) is the Unicode confusables data, closed.

The companion compares names by skeleton (companion/rules/names.py): each
character maps to one representative of every character it can be taken for.
That map used to be computed on the server from the ``confusable-homoglyphs``
package, whose data, loaded, held about 20 MB of the worker's memory for a
table of 3,844 entries. The table is now generated from that package (a test
dependency only) and checked against it here.

Regenerate after upgrading the package:

    .venv/bin/python -m tests.rules.test_lookalikes
"""
from __future__ import annotations

from pathlib import Path

from confusable_homoglyphs.confusables import confusables_data  # a test dependency (pyproject.toml)

from companion.rules import lookalikes, names

TABLE = Path(__file__).resolve().parents[2] / "companion" / "rules" / "lookalikes.py"  # the checkout's


def closure_representative(ch: str, data: dict) -> str:
    """What names.py computed before the table: the smallest character reachable from ``ch``
    by the package's look-alike pairs (single characters only)."""
    seen, todo = {ch}, [ch]
    while todo:
        for glyph in data.get(todo.pop(), ()):
            other = glyph["c"]
            if len(other) == 1 and other not in seen:
                seen.add(other)
                todo.append(other)
    return min(seen)


def classes_from(data: dict) -> list[str]:
    """Every class of look-alikes of more than one character, as its representative followed
    by the characters that map to it (sorted, so the file is the same on every run)."""
    members: dict[str, list[str]] = {}
    for ch in data:
        if len(ch) == 1:
            rep = closure_representative(ch, data)
            if rep != ch:
                members.setdefault(rep, []).append(ch)
    return [rep + "".join(sorted(chars)) for rep, chars in sorted(members.items())]


def test_the_lookalike_table_is_the_closure_of_the_unicode_confusables():
    assert list(lookalikes.CLASSES) == classes_from(confusables_data)
    assert TABLE.read_text(encoding="ascii") == table_text(classes_from(confusables_data)), \
        "stale: python -m tests.rules.test_lookalikes"


def test_every_character_of_the_confusables_has_the_representative_the_closure_gives():
    data = confusables_data
    wrong = {ch for ch in data if len(ch) == 1
             and names.representative(ch) != closure_representative(ch, data)}
    assert not wrong


def test_a_character_outside_the_table_stands_for_itself():
    table = "".join(lookalikes.CLASSES)
    for ch in ("\u00e9", "\u4e2d"):  # é, 中
        assert ch not in table and names.representative(ch) == ch


def test_a_cyrillic_letter_stands_for_the_latin_one_it_looks_like():
    assert names.representative("\u0430") == names.representative("a") == "a"  # Cyrillic а, Latin a


def table_text(classes: list[str]) -> str:
    """The text of lookalikes.py for these classes."""
    from importlib.metadata import version

    lines = [
        '"""Classes of characters that look alike: generated, do not edit.',
        "",
        "From the Unicode confusables data of the ``confusable-homoglyphs`` package",
        f"({version('confusable-homoglyphs')}), closed under its look-alike pairs: each",
        "string is one class, its representative first (the smallest character",
        "each of the others reaches). Characters in no class stand for themselves. Made",
        "and checked by tests/rules/test_lookalikes.py (``python -m",
        "tests.rules.test_lookalikes`` writes it).",
        '"""',
        "",
        "CLASSES = (",
        *(f"    {ascii(c)}," for c in classes),
        ")",
        "",
    ]
    return "\n".join(lines)


def write_table() -> None:
    classes = classes_from(confusables_data)
    TABLE.write_text(table_text(classes), encoding="ascii")
    print(f"{TABLE}: {len(classes)} classes, {sum(len(c) - 1 for c in classes)} characters")


if __name__ == "__main__":
    write_table()

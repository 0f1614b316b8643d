"""The service and the core call each other's public names only: what one class needs of another
is made public on it (``RoomService.held``, ``person``, ``rendered``, ``cache``), so a
change inside a class stays inside it."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def privates_of_others(folder: Path) -> list[str]:
    """Each ``x.y._name`` (or ``x._name``) whose ``x`` is not ``self``/``cls`` itself."""
    found = []
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__")
                    and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))):
                found.append(f"{path.relative_to(folder)}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_the_scan_finds_a_call_into_anothers_privates(tmp_path):
    (tmp_path / "a.py").write_text("def f(self):\n    return self.rooms._held, self._own\n")
    assert [line.split(": ")[1] for line in privates_of_others(tmp_path)] == ["self.rooms._held"]


def test_the_service_and_the_core_call_no_other_class_s_privates():
    found = privates_of_others(ROOT / "companion" / "service") + privates_of_others(ROOT / "companion" / "rules")
    assert not found, found

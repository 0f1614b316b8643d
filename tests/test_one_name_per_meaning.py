"""One name per meaning across companion/: no two classes named alike, no two modules with one file name.

A name met twice makes every reader ask which one is meant (three ``Table``
classes, two ``presence.py``): each is called what it is. peewee's ``Meta``
(the library's own convention inside every model) is the one exception.
"""
from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "companion"
LIBRARY_CONVENTIONS = {"Meta"}


def _modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def test_no_two_modules_share_a_file_name():
    seen = defaultdict(list)
    for path in _modules():
        if path.name != "__init__.py":
            seen[path.name].append(str(path.relative_to(PACKAGE)))
    assert {name: paths for name, paths in seen.items() if len(paths) > 1} == {}


def test_no_two_classes_share_a_name():
    seen = defaultdict(list)
    for path in _modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.name not in LIBRARY_CONVENTIONS:
                seen[node.name].append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert {name: places for name, places in seen.items() if len(places) > 1} == {}

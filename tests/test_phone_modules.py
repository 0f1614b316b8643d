"""The phone's JS holds no rules and no screen leans on another (issue 25): the profiles, their
options and what a table works out come from the server (GET /api/profiles, the snapshot), so
no JS file names a profile; a control two screens draw lives in a shared module, so no module
in static/js/screens/ imports another one there, and a shared module imports no screen."""
from __future__ import annotations

import re
from pathlib import Path

from companion.rules.profiles import PROFILES

ROOT = Path(__file__).resolve().parent.parent
JS = ROOT / "static" / "js"
IMPORT = re.compile(r"""(?:^\s*import\s*(?:[^'"]*?\s*from\s*)?|import\()\s*["']([^"']+)["']""", re.M)


def js_files():
    return sorted(JS.rglob("*.js"))


def imports(path: Path) -> list[Path]:
    return [(path.parent / target).resolve() for target in IMPORT.findall(path.read_text())]


def test_no_js_file_names_a_profile():
    # a profile as a word of its own or inside a key ("over.high_express" names one too)
    named = re.compile(r"(?<![a-z])(" + "|".join(PROFILES) + r")(?![a-z])", re.I)
    found = [f"{p.relative_to(ROOT)}:{n}: {line.strip()}" for p in js_files()
             for n, line in enumerate(p.read_text().splitlines(), 1) if named.search(line)]
    assert not found, "the phone names a profile (ask the server instead):\n" + "\n".join(found)


def test_no_screen_imports_another_screen_and_no_shared_module_imports_a_screen():
    screens = (JS / "screens").resolve()
    wrong = []
    for p in js_files():
        for target in imports(p):
            if target.parent == screens and p.resolve() != target and p.parent.resolve() != JS.resolve():
                wrong.append(f"{p.relative_to(ROOT)} imports {target.relative_to(ROOT)}")
    assert not wrong, "\n".join(wrong)


def test_every_import_of_the_phone_resolves():
    missing = [f"{p.relative_to(ROOT)} imports {t}" for p in js_files() for t in imports(p) if not t.exists()]
    assert not missing, "\n".join(missing)


def test_no_cycle_among_the_phones_modules():
    """No module of the phone reaches itself through its imports, static or dynamic (``import()``):
    a cycle makes the order in which modules run a matter of who was asked first (issue 45 found
    controls.js → howto.js → options.js → controls.js)."""
    graph = {p.resolve(): [t for t in imports(p) if t.exists()] for p in js_files()}
    cycles, state = [], {}  # state: 1 on the path being walked, 2 done

    def walk(node, path):
        state[node] = 1
        for target in graph.get(node, []):
            if state.get(target) == 1:
                loop = path[path.index(target):] + [target]
                cycles.append(" → ".join(str(p.relative_to(JS)) for p in loop))
            elif target not in state:
                walk(target, path + [target])
        state[node] = 2

    for start in graph:
        if start not in state:
            walk(start, [start])
    assert not cycles, "the phone's modules import each other in a circle:\n" + "\n".join(cycles)

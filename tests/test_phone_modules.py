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
    named = re.compile(r"\b(" + "|".join(PROFILES) + r")\b", re.I)
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

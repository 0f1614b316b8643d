"""Lines of production code per folder, now or at any commit (a figure, not a test).

    .venv/bin/python bench/loc.py                 # the work tree
    .venv/bin/python bench/loc.py --rev e56e035   # a commit, read from git (nothing checked out)
    .venv/bin/python bench/loc.py --rev e56e035 --rev HEAD   # side by side

Production code is companion/ (Python), static/ (JS and CSS) and templates/;
tests, bench/, docs, vendored files (a folder named ``vendor``) and generated
tables (a file whose first line says "generated, do not edit", such as
companion/rules/lookalikes.py) are not counted. Lines are physical lines, blank and comment lines included: the
figure is how much there is to read.
"""
from __future__ import annotations

import argparse
import subprocess
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KINDS = {"companion": (".py",), "static": (".js", ".css"), "templates": (".html", ".js")}


def folder_of(path: str) -> str | None:
    """The folder a file is counted under (companion/<package> or a top file; static/<kind>), or None."""
    parts = path.split("/")
    top = parts[0]
    if top not in KINDS or not path.endswith(KINDS[top]) or "vendor" in parts or "__pycache__" in parts:
        return None
    if top == "companion":
        return "/".join(parts[:2]) if len(parts) > 2 else "companion (top files)"
    if top == "static":
        return "/".join(parts[:-1]) if len(parts) > 2 else "static"
    return top


def files_at(rev: str | None) -> dict[str, str]:
    if rev is None:
        out = subprocess.run(["git", "ls-files", *KINDS], cwd=ROOT, capture_output=True, text=True, check=True).stdout
        names = [n for n in out.splitlines() if folder_of(n) and (ROOT / n).is_file()]
        return {n: (ROOT / n).read_text(encoding="utf-8", errors="replace") for n in names}
    out = subprocess.run(["git", "ls-tree", "-r", "--name-only", rev, *KINDS], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    return {n: subprocess.run(["git", "show", f"{rev}:{n}"], cwd=ROOT, capture_output=True, text=True,
                              check=True).stdout for n in out.splitlines() if folder_of(n)}


GENERATED = "generated, do not edit"


def count(rev: str | None) -> Counter:
    lines: Counter = Counter()
    for name, text in files_at(rev).items():
        if GENERATED in text.split("\n", 1)[0]:
            continue
        lines[folder_of(name)] += text.count("\n") + (0 if text.endswith("\n") or not text else 1)
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rev", action="append", help="a git revision (repeat for side by side); default: the work tree")
    args = parser.parse_args()
    revs = args.rev or [None]
    counts = [count(r) for r in revs]
    folders = sorted(set().union(*counts))
    heads = [r or "work tree" for r in revs]
    width = max(len(f) for f in folders + ["total"])
    print(f"{'folder':<{width}}  " + "  ".join(f"{h:>10}" for h in heads))
    for folder in folders:
        print(f"{folder:<{width}}  " + "  ".join(f"{c.get(folder, 0):>10}" for c in counts))
    print(f"{'total':<{width}}  " + "  ".join(f"{sum(c.values()):>10}" for c in counts))


if __name__ == "__main__":
    main()

"""First-load weight of the join page (/t/<code>): HTML + CSS + every JS module
it imports + the icons it links, uncompressed. Budget: 150 KB.

    .venv/bin/python bench/page_weight.py

Renders the page with the pages blueprint alone (no server, no database) and
follows the static imports of the module graph, as a browser would on a first
visit. Dynamic import() targets (the start page) are not part of it.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

BUDGET = 150 * 1024
STATIC_IMPORT = re.compile(r"""^\s*import\s+(?:[^'"]*?\s+from\s+)?["']([^"']+)["']""", re.M)
EXPORT_FROM = re.compile(r"""^\s*export\s+[^'"]*?\s+from\s+["']([^"']+)["']""", re.M)


def page_html() -> str:
    from flask import Flask

    from companion.web.pages import bp

    app = Flask("weight", template_folder=str(ROOT / "templates"), static_folder=str(ROOT / "static"),
                static_url_path="/static")
    app.register_blueprint(bp)
    resp = app.test_client().get("/t/KX7QPA")
    assert resp.status_code == 200, resp.status_code
    return resp.get_data(as_text=True)


def static_file(url: str) -> Path:
    assert url.startswith("/static/"), url
    return ROOT / "static" / url[len("/static/"):]


def modules(entry: str) -> list[str]:
    seen, todo = [], [entry]
    while todo:
        url = todo.pop()
        if url in seen:
            continue
        seen.append(url)
        text = static_file(url).read_text(encoding="utf-8")
        for spec in STATIC_IMPORT.findall(text) + EXPORT_FROM.findall(text):
            base = url.rsplit("/", 1)[0]
            parts = (base + "/" + spec).split("/")
            out: list[str] = []
            for part in parts:
                if part == "..":
                    out.pop()
                elif part not in (".", ""):
                    out.append(part)
            todo.append("/" + "/".join(out))
    return seen


def main() -> int:
    html = page_html()
    rows = [("HTML /t/<code>", len(html.encode()))]
    for href in re.findall(r'<link rel="stylesheet" href="([^"]+)"', html):
        rows.append((href, static_file(href).stat().st_size))
    for src in re.findall(r'<script type="module" src="([^"]+)"', html):
        for url in modules(src):
            rows.append((url, static_file(url).stat().st_size))
    icons = set(re.findall(r'<link rel="(?:icon|apple-touch-icon)" href="([^"]+)"', html))
    icons |= set(re.findall(r'<img src="(/static/[^"]+)"', html))
    for url in sorted(icons):
        rows.append((url, static_file(url).stat().st_size))
    total = sum(n for _, n in rows)
    for name, n in rows:
        print(f"{n:>8,d}  {name}")
    print(f"{total:>8,d}  total bytes ({total / 1024:.1f} KB uncompressed; budget {BUDGET // 1024} KB)")
    if total > BUDGET:
        print("OVER BUDGET")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

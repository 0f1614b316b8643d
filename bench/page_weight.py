"""First-load weight of the join page (/t/<code>) in each language: HTML + CSS + every JS
module it imports + the icons it links + the catalog file it preloads (static/i18n/<lang>.ftl,
the phone's language only), each file uncompressed and gzipped as a proxy sends it
(deploy/Caddyfile: encode zstd gzip). Budget: 60 KB gzipped, in every language.
Also what ``companion serve`` itself sends on a LAN with no proxy (companion/web/compress.py
gzips the static files; the page itself goes as it is): the bytes of each answer to a request
that accepts gzip.

    .venv/bin/python bench/page_weight.py

Renders the page with the pages blueprint alone (no server, no database), in the language a
phone's Accept-Language asks for, and follows the static imports of the module graph, as a
browser would on a first visit. Dynamic import() targets (the start page) are not part of it.
"""
from __future__ import annotations

import gzip
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

BUDGET = 60 * 1024  # gzipped
STATIC_IMPORT = re.compile(r"""^\s*import\s+(?:[^'"]*?\s+from\s+)?["']([^"']+)["']""", re.M)
EXPORT_FROM = re.compile(r"""^\s*export\s+[^'"]*?\s+from\s+["']([^"']+)["']""", re.M)


def _app():
    from flask import Flask

    from companion.web import compress
    from companion.web.pages import bp

    app = Flask("weight", template_folder=str(ROOT / "templates"), static_folder=str(ROOT / "static"),
                static_url_path="/static")
    app.register_blueprint(bp)
    compress.install(app)
    return app


def page_html(lang: str = "en") -> str:
    resp = _app().test_client().get("/t/KX7QPA", headers={"Accept-Language": f"{lang},en;q=0.5"})
    assert resp.status_code == 200, resp.status_code
    return resp.get_data(as_text=True)


def lan_bytes(urls: list[str], lang: str) -> int:
    """What the companion itself sends for these addresses to a phone that accepts gzip."""
    client = _app().test_client()
    headers = {"Accept-Language": f"{lang},en;q=0.5", "Accept-Encoding": "gzip, deflate"}
    total = 0
    for url in urls:
        resp = client.get(url, headers=headers)
        assert resp.status_code == 200, (url, resp.status_code)
        total += len(resp.get_data())
    return total


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


def first_load(lang: str) -> list[tuple[str, int, int]]:
    """(what, bytes, gzipped bytes) of every file the join page loads first in `lang`."""
    html = page_html(lang)
    raw = html.encode()
    rows = [("/t/KX7QPA", len(raw), len(gzip.compress(raw)))]
    urls = re.findall(r'<link rel="stylesheet" href="([^"]+)"', html)
    urls += re.findall(r'<link rel="preload" href="([^"]+)"', html)  # the phone's catalog
    for src in re.findall(r'<script type="module" src="([^"]+)"', html):
        urls += modules(src)
    icons = set(re.findall(r'<link rel="(?:icon|apple-touch-icon)" href="([^"]+)"', html))
    icons |= set(re.findall(r'<img src="(/static/[^"]+)"', html))
    for url in urls + sorted(icons):
        data = static_file(url).read_bytes()
        rows.append((url, len(data), len(gzip.compress(data))))
    return rows


def main() -> int:
    from companion.web.pages import bp  # noqa: F401 - fail early outside the project

    langs = sorted((p.stem for p in (ROOT / "static" / "i18n").glob("*.ftl")), key=lambda lang: (lang != "en", lang))
    over = False
    for i, lang in enumerate(langs):
        rows = first_load(lang)
        if i == 0:
            print(f"{'bytes':>8} {'gzipped':>8}  the join page's first load in {lang}")
            for name, n, z in rows:
                print(f"{n:>8,d} {z:>8,d}  {name}")
        total, zipped = sum(n for _, n, _ in rows), sum(z for _, _, z in rows)
        catalog = next(n for name, n, _ in rows if name.endswith(f"/i18n/{lang}.ftl"))
        lan = lan_bytes([name for name, _, _ in rows], lang)
        print(f"{lang}: {total:>8,d} bytes ({total / 1024:.1f} KB uncompressed, catalog {catalog / 1024:.1f} KB), "
              f"{zipped:>7,d} gzipped ({zipped / 1024:.1f} KB; budget {BUDGET // 1024} KB); "
              f"companion serve on a LAN sends {lan / 1024:.1f} KB")
        over |= zipped > BUDGET or lan > BUDGET
    if over:
        print("OVER BUDGET")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

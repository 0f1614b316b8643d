"""The phones' browser floor (README, "Browsers"): the oldest Safari, Chrome and Firefox the pages
serve is the ``browserslist`` of tests/compat/package.json, and the pages' JavaScript and CSS use
nothing those lack without a fallback: eslint-plugin-compat checks the APIs (and the parser the
syntax), stylelint-no-unsupported-browser-features the CSS (tests/run.sh installs them with
``npm ci`` in tests/compat/)."""
from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from tests.support import ROOT

COMPAT = ROOT / "tests" / "compat"
BIN = COMPAT / "node_modules" / ".bin"


def run(tool: str, *args: str) -> subprocess.CompletedProcess:
    if not (BIN / tool).exists():
        pytest.fail(f"{tool} is not installed: npm ci --prefix tests/compat (tests/run.sh does)")
    return subprocess.run([str(BIN / tool), *args], cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_the_floor_is_safari_15_4_chrome_109_and_firefox_128():
    assert shutil.which("node"), "node is needed for the floor's checks (tests/run.sh installs it)"
    floor = json.loads((COMPAT / "package.json").read_text())["browserslist"]
    assert floor == ["iOS >= 15.4", "Safari >= 15.4", "Chrome >= 109", "Firefox >= 128"]


def test_the_phones_javascript_uses_nothing_below_the_floor_without_a_fallback():
    done = run("eslint", "--quiet", "--no-config-lookup", "-c", "tests/compat/eslint.config.mjs", "static")
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_phones_css_uses_nothing_below_the_floor_without_a_fallback():
    done = run("stylelint", "-c", "tests/compat/stylelint.config.mjs", "static/css/*.css")
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_css_check_finds_a_feature_above_the_floor(tmp_path):
    """The check can fail: a colour mixed by color-mix() (Safari 16.2) and a container query (16)."""
    sample = tmp_path / "above.css"
    sample.write_text(".a { background: color-mix(in srgb, red 8%, transparent); }\n"
                      "@container (min-width: 20rem) { .b { color: red; } }\n")
    done = run("stylelint", "-c", "tests/compat/stylelint.config.mjs", str(sample))
    said = done.stdout + done.stderr
    assert done.returncode != 0 and "color-mix" in said and "css-container-queries" in said, said


def test_the_javascript_check_finds_an_api_above_the_floor(tmp_path):
    """Array.prototype.toSorted needs Safari 16: the check says so."""
    sample = COMPAT / "above-the-floor.js"
    try:
        sample.write_text("export const sorted = [3, 1].toSorted();\n")
        done = run("eslint", "--quiet", "--no-config-lookup", "-c", "tests/compat/eslint.config.mjs",
                   str(sample.relative_to(ROOT)))
    finally:
        sample.unlink()
    assert done.returncode != 0 and "toSorted" in done.stdout, done.stdout + done.stderr

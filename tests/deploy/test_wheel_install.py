"""From a wheel to a game night: build the wheel, install it into a fresh
virtual environment outside the checkout, run `companion serve` from there,
and find every page, the phone app's files and /healthz answering.

This is what `pip install eleusis-companion` (or the Docker image, or the
systemd setup) gives a host: no checkout, templates and static files from
inside the package. Dependencies come from the package index as usual (pip's
cache makes it quick after the first time).
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.deploy.helpers import ROOT, api, clean_env, http

pytestmark = pytest.mark.e2e


def _run(argv, **kwargs) -> subprocess.CompletedProcess:
    done = subprocess.run(argv, capture_output=True, text=True, **kwargs)
    assert done.returncode == 0, f"{argv}:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """(venv bin dir, timings): the project's wheel installed in a new venv."""
    tmp = tmp_path_factory.mktemp("wheel-install")
    timings = {}
    t0 = time.monotonic()
    dist = tmp / "dist"
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--wheel-dir", str(dist), str(ROOT)],
         cwd=tmp, env=clean_env(), timeout=300)
    (wheel,) = dist.glob("eleusis_companion-*.whl")
    timings["build wheel"] = time.monotonic() - t0

    t0 = time.monotonic()
    venv = tmp / "venv"
    # no pip of its own (ensurepip takes 7 s): the tests' pip installs into it (``--python``)
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)], cwd=tmp, timeout=120)
    bin_dir = venv / "bin"
    timings["make venv"] = time.monotonic() - t0

    t0 = time.monotonic()
    _run([sys.executable, "-m", "pip", "--python", str(bin_dir / "python"), "install", "--disable-pip-version-check",
          "--no-compile",  # the packages' bytecode is made as they are imported (a third of pip's time)
          "-c", str(ROOT / "constraints.txt"), str(wheel)],  # the tested versions, as the Docker image
         cwd=tmp, env=clean_env(), timeout=600)
    timings["pip install wheel + dependencies"] = time.monotonic() - t0
    print("\nwheel install timings: " + ", ".join(f"{k} {v:.1f}s" for k, v in timings.items()))
    return bin_dir, timings, tmp


def test_the_installed_package_is_not_the_checkout(installed):
    bin_dir, _, tmp = installed
    where = _run([str(bin_dir / "python"), "-c", "import companion, sys; print(companion.__file__)"],
                 cwd=tmp, env=clean_env()).stdout.strip()
    assert Path(where).is_relative_to(bin_dir.parent), where
    assert not Path(where).is_relative_to(ROOT)
    assert (bin_dir / "companion").exists(), "the console script"
    usage = _run([str(bin_dir / "companion"), "--help"], cwd=tmp, env=clean_env()).stdout
    for command in ("serve", "export", "backup"):
        assert command in usage


def test_companion_serve_from_the_wheel_serves_pages_app_and_health(installed, start_server, tmp_path):
    bin_dir, _, _ = installed
    t0 = time.monotonic()
    server = start_server([str(bin_dir / "companion")], tmp_path / "night.sqlite3", cwd=tmp_path)
    print(f"\nserver healthy {time.monotonic() - t0:.1f}s after start")
    url = server.url

    status, _, raw = http("GET", url + "/healthz")
    health = json.loads(raw)
    assert status == 200 and health["ok"] is True and health["database"] == "ok", health
    assert isinstance(health["tables"], int) and isinstance(health["sockets"], int)

    created = api("POST", url + "/api/tables", {"profile": "howell", "host_name": "Ann"}, expect=201)
    code = created["code"]
    assert created["join_url"].endswith(f"/t/{code}")

    pages = {}
    for path in ("/", f"/t/{code}", f"/t/{code}/board"):
        status, headers, raw = http("GET", url + path)
        assert status == 200, (path, status, raw[:300])
        assert headers.get("Content-Type", "").startswith("text/html"), (path, headers)
        pages[path] = raw.decode("utf-8")
    assert re.search(r"<html", pages[f"/t/{code}"], re.I), "a template-rendered page"

    # the phone app's own files, as the pages reference them, come from inside the package
    referenced = set()
    for html in pages.values():
        referenced |= set(re.findall(r"""(?:src|href)=["'](/static/[^"'?#]+)""", html))
    assert referenced, "the pages reference no /static/ file"
    for path in sorted(referenced):
        status, _, raw = http("GET", url + path)
        assert status == 200 and raw, (path, status)

    status, headers, raw = http("GET", url + "/sw.js")
    assert status == 200 and raw, status
    assert "javascript" in headers.get("Content-Type", ""), headers
    status, headers, raw = http("GET", url + "/manifest.webmanifest")
    assert status == 200, status
    manifest = json.loads(raw)
    assert manifest.get("name") or manifest.get("short_name")
    for icon in manifest.get("icons", []):
        src = icon["src"] if icon["src"].startswith("/") else "/" + icon["src"]
        status, _, _ = http("GET", url + src)
        assert status == 200, ("manifest icon", src, status)

    # the Docker image's HEALTHCHECK, run against this server, passes
    from tests.deploy.test_deploy_files import healthcheck_argv

    probe = subprocess.run([str(bin_dir / "python"), "-c", healthcheck_argv()[2]],
                           env=clean_env(COMPANION_PORT=str(server.port)), capture_output=True, text=True,
                           timeout=30)
    assert probe.returncode == 0, probe.stderr

#!/usr/bin/env bash
# The whole test suite from a fresh clone, in one command (README's test command; .ci/run calls it).
# Makes .venv, installs the project with its test tools (the tested versions of constraints.txt), installs Debian's headless Chromium for the
# browser tests (and WebKitWebDriver, Xvfb, Firefox ESR for the three engines' tests; Node's npm for the browser floor's
# linters), Debian's PostgreSQL and Redis for the scale-out tests and Debian's nginx (and curl, openssl)
# for the proxy tests where they are missing,
# then runs pytest on two processes (pytest-xdist), each test file whole on one of them (--dist loadfile: a module's
# shared server is started once), in the order they are collected (--no-loadscope-reorder: the browser files, a few
# long tests each, first, and the many short ones of tests/web last, not the other way round, which leaves one process
# alone on the long ones at the end). Extra arguments go to pytest (`-n 0` runs it all in one process).
set -euo pipefail
cd "$(dirname "$0")/.."

# the browser tests' Chromium: Debian's headless build (Playwright's own default for headless runs)
if [ ! -x /usr/bin/chromium-headless-shell ]; then
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium-headless-shell >/dev/null
fi

# the scale-out tests run real PostgreSQL and Redis servers (started by the tests, on loopback)
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || ! command -v redis-server >/dev/null; then
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql redis-server >/dev/null
fi

# the proxy tests run Debian's nginx in front of a real server (deploy/nginx.conf; curl as their HTTP/2 client,
# openssl for their certificate)
if [ ! -x /usr/sbin/nginx ] || ! command -v curl >/dev/null || ! command -v openssl >/dev/null; then
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx curl openssl >/dev/null
fi

# the phone pages in Safari's engine and in Firefox too (tests/browser/engines.py): WebKitWebDriver
# under a virtual screen, starting a window of ours on the system Python's GTK bindings, and Firefox ESR
if ! command -v WebKitWebDriver >/dev/null || ! command -v Xvfb >/dev/null || ! command -v firefox-esr >/dev/null \
    || ! /usr/bin/python3 -c "import gi; gi.require_version('WebKit2', '4.1')" 2>/dev/null; then
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq webkit2gtk-driver xvfb python3-gi \
    gir1.2-webkit2-4.1 firefox-esr >/dev/null
fi

# the browser floor's linters (tests/test_browser_floor.py): the versions of tests/compat/package-lock.json
if ! command -v npm >/dev/null; then
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nodejs npm >/dev/null
fi
# (npm's install runs beside pip's: the two share the machine's cores)
npm_done=true
if [ ! -f tests/compat/node_modules/.package-lock.json ] \
    || [ tests/compat/package-lock.json -nt tests/compat/node_modules/.package-lock.json ]; then
  (cd tests/compat && npm ci --silent --no-audit --no-fund) &
  npm_done="wait $!"
fi

if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -c constraints.txt -e '.[test]'

$npm_done

# pytest and what it starts write their bytecode once, beside the source, though PYTHONDONTWRITEBYTECODE is set
# (as on this machine): else every server a test starts would compile every module of companion/ again (a tenth of
# its start), and each test process rewrite every test file's assertions on every run (10 s; 3 s with it kept)
PYTHONDONTWRITEBYTECODE= exec .venv/bin/python -m pytest -n 2 --dist loadfile --no-loadscope-reorder "$@"

#!/usr/bin/env bash
# The whole test suite from a fresh clone, in one command (README's test command; .ci/run calls it).
# Makes .venv, installs the project with its test tools (the tested versions of constraints.txt), installs Debian's Chromium for the
# browser tests where it is missing, then runs pytest. Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -c constraints.txt -e '.[test]'

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

exec .venv/bin/python -m pytest "$@"

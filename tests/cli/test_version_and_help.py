"""`companion --version`, and help text for every argument, with the default database path shown."""
from __future__ import annotations

import argparse
import re
import tomllib

from companion import cli
from companion.config import default_db_path
from tests.cli.helpers import companion
from tests.deploy.helpers import ROOT


def test_version_prints_the_projects_version(tmp_path):
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    done = companion("--version", cwd=tmp_path)
    assert done.returncode == 0
    assert done.stdout.strip() == f"companion {version}"


def subcommands(parser):
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return action.choices
    raise AssertionError("no subcommands")


def test_every_argument_has_help():
    parser = cli._parser()
    for name, sub in {"": parser, **subcommands(parser)}.items():
        for action in sub._actions:
            if isinstance(action, argparse._SubParsersAction):
                assert all(choice.help for choice in action._choices_actions)
                continue
            assert action.help and action.help != argparse.SUPPRESS, (name, action.dest)


def test_help_shows_the_default_database_path(tmp_path):
    for command in ("serve", "export", "backup"):
        done = companion(command, "--help", cwd=tmp_path)
        assert done.returncode == 0
        flat = re.sub(r"\s+", "", done.stdout)
        assert re.sub(r"\s+", "", default_db_path(create=False)) in flat, command

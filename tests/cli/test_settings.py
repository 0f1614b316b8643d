"""Every COMPANION_* setting is declared once (companion/config.py): the doc, the help and the checks follow.

A bad value is refused with one line naming its variable (or flag) and what
it expects; tests/cli/test_startup_errors.py does the same through a real
``companion serve``.
"""
from __future__ import annotations

import re

import pytest

from companion.config import RETIRED, SETTINGS, Choice, Config, Rate, Seconds, SettingError, Whole, markdown_table, show
from companion import cli
from companion.operations import startup
from tests.deploy.helpers import ROOT


def test_the_settings_table_of_the_operations_doc_is_the_declarations():
    text = (ROOT / "docs" / "operations.md").read_text()
    found = re.search(r"<!-- settings:[^\n]*-->\n(.*?)\n<!-- end of settings -->", text, re.S)
    assert found, "docs/operations.md lost its settings markers"
    assert found.group(1) == markdown_table(), (
        "docs/operations.md's settings table differs from companion/config.py; put this between the markers:\n\n"
        + markdown_table())


def test_serve_s_help_names_every_setting_with_its_default():
    parser = cli._parser()
    text = next(a for a in parser._actions if a.dest == "command").choices["serve"].format_help()
    flat = re.sub(r"\s+", " ", text)
    for declared in SETTINGS:
        assert declared.env in flat, declared.env
        if declared.flag:
            assert declared.flag in flat
    assert "COMPANION_LIMIT_ACTIONS (default 30/10)" in flat


def test_every_default_is_valid_and_reads_back_from_its_own_text():
    defaults = Config()
    for declared in SETTINGS:
        value = getattr(defaults, declared.name)
        if value is None:
            continue
        assert declared.kind.problem(value) is None, declared.name
        env = {declared.env: show(value)}
        assert getattr(Config.from_env(env), declared.name) == value, declared.name


@pytest.mark.parametrize("variable, value", [
    ("COMPANION_LIMIT_ACTIONS", "0/10"),
    ("COMPANION_LIMIT_JOIN", "5/0"),
    ("COMPANION_LIMIT_HELLO", "-3/10"),
    ("COMPANION_LIMIT_CREATE", "2.5/60"),
    ("COMPANION_LIMIT_UNKNOWN", "20/forever"),
    ("COMPANION_SOCKETS_PER_ADDRESS", "-1"),
    ("COMPANION_WRITE_TIMEOUT", "-1"),
    ("COMPANION_WRITE_TIMEOUT", "0"),
    ("COMPANION_WRITE_TIMEOUT", "nan"),
    ("COMPANION_PORT", "abc"),
    ("COMPANION_PORT", "0"),
    ("COMPANION_PORT", "8000.5"),
    ("COMPANION_WORKERS", "0"),
    ("COMPANION_PG_POOL", "-2"),
    ("COMPANION_PROXIES", "-1"),
    ("COMPANION_LOG_LEVEL", "verbose"),
    ("COMPANION_QR", "rainbow"),
    ("COMPANION_PUBLIC_URL", "table.example.org"),
])
def test_a_zero_negative_or_nonsense_value_is_refused_in_one_line_naming_its_variable(variable, value):
    with pytest.raises(startup.StartupError) as refused:
        startup.settings({variable: value})
    line = str(refused.value)
    assert "\n" not in line
    assert line.startswith(f"the environment variable {variable}={value!r} is not valid: ")


def test_a_retired_variable_still_set_stops_the_start_and_names_what_replaced_it():
    with pytest.raises(startup.StartupError) as refused:
        startup.settings({"COMPANION_SOCKETS_PER_TABLE": "18"})
    line = str(refused.value)
    assert "\n" not in line and line.startswith("the environment variable COMPANION_SOCKETS_PER_TABLE is no longer read")
    assert "10 spectators' sockets and 4 per seat" in line


@pytest.mark.parametrize("variable", sorted(RETIRED))
def test_every_retired_variable_stops_the_start_and_says_what_it_is_fixed_at(variable):
    with pytest.raises(startup.StartupError) as refused:
        startup.settings({variable: "1"})
    assert str(refused.value) == f"the environment variable {variable} is no longer read: {RETIRED[variable]}"
    assert variable not in {declared.env for declared in SETTINGS}


def test_a_retired_bound_is_fixed_at_what_its_sentence_says():
    from companion.service import presence, table_service
    from companion import web
    from companion.web import sockets

    fixed = {"COMPANION_SPECTATORS_PER_TABLE": f"{presence.SPECTATORS_PER_TABLE} spectators'",
             "COMPANION_SOCKETS_PER_SEAT": f"keeps {presence.SOCKETS_PER_SEAT} open sockets",
             "COMPANION_PRESENCE_DELAY": "once a second" if presence.PRESENCE_DELAY == 1 else "?",
             "COMPANION_RECORDS_PER_DEAL": f"at most {table_service.RECORDS_PER_DEAL} log records",
             "COMPANION_LOG_PAGE": f"at most {table_service.LARGEST_LOG_PAGE} records",
             "COMPANION_MAX_BODY": f"at most {web.MAX_BODY // 1024} KB",
             "COMPANION_PING_INTERVAL": f"every {sockets.PING_INTERVAL:g} seconds",
             "COMPANION_WORKER_CONNECTIONS": "as many connections as its open-file limit allows",
             "COMPANION_KEEPALIVE": f"kept {cli.KEEPALIVE} seconds"}
    for variable, said in fixed.items():
        assert said in RETIRED[variable], variable


def test_a_bad_flag_is_refused_naming_the_flag():
    with pytest.raises(startup.StartupError, match=r"^--port 'eighty' is not valid: expected a port number"):
        startup.settings({}, port="eighty")
    with pytest.raises(startup.StartupError, match=r"^--workers '0' is not valid"):
        startup.settings({}, workers="0")
    assert startup.settings({}, port="8001", qr="DARK").port == 8001


def test_a_valid_value_is_read_with_its_type():
    config = Config.from_env({"COMPANION_LIMIT_ACTIONS": "5/2", "COMPANION_LIMIT_JOIN": "7", "COMPANION_PORT": " 8080 ",
                              "COMPANION_WRITE_TIMEOUT": "2.5", "COMPANION_KEEP_DAYS": "0",
                              "COMPANION_LOG_LEVEL": "WARNING", "COMPANION_ACCESS_LOG": "-", "COMPANION_QR": "light",
                              "COMPANION_PG_POOL": ""})  # empty: unset
    assert config.limit_actions == (5, 2.0) and config.limit_join == (7, 60.0) and config.port == 8080
    assert config.write_timeout == 2.5 and config.keep_days == 0
    assert (config.log_level, config.access_log, config.qr) == ("warning", "-", "light")
    assert config.pg_pool == 20


def test_an_override_from_code_is_checked_like_a_variable():
    assert Config.from_env({}, limit_unknown=(2, 60)).limit_unknown == (2, 60)
    with pytest.raises(SettingError, match="limit_unknown"):
        Config.from_env({}, limit_unknown=(0, 60))


def test_the_kinds_say_what_they_expect():
    assert Whole(1, 65535, "a port number").expected == "a port number, 1-65535"
    assert Whole(0, what="a number of proxies").expected == "a number of proxies, 0 or more"
    assert "above 0" in Seconds().expected and "0 or more" in Seconds(zero=True).expected
    assert "count/seconds" in Rate().expected
    assert Choice("a", "b").expected == "a or b"


def test_no_module_reads_a_companion_variable_behind_the_declarations():
    reading = re.compile(r"environ(?:\.get)?\s*[\[(]\s*[\"']COMPANION_")
    for path in (ROOT / "companion").rglob("*.py"):
        if path.name != "config.py":
            assert not reading.search(path.read_text()), path

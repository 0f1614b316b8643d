"""The project stands alone: a clone of this repository alone has every document its
README and docs/ point at, a LICENSE matching pyproject.toml, and a constraints file
of tested versions that fits pyproject's ranges and that the README and tests/run.sh use."""
from __future__ import annotations

import re
import tomllib

from packaging.requirements import Requirement
from packaging.version import Version

from tests.deploy.helpers import ROOT

PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())


def documents():
    yield ROOT / "README.md"
    yield ROOT / "deploy" / "README.md"
    yield from sorted((ROOT / "docs").glob("*.md"))


def test_no_document_points_outside_the_repository():
    for doc in documents():
        text = doc.read_text()
        assert "../shared" not in text and "RULES.md" not in text and "shared/API" not in text, doc.name
        for target in re.findall(r"\]\(([^)#\s]+)", text):  # every relative link resolves inside the clone
            if "://" in target or target.startswith("mailto:"):
                continue
            resolved = (doc.parent / target).resolve()
            assert resolved.exists(), f"{doc.name} links to {target}"
            assert ROOT in resolved.parents or resolved == ROOT, f"{doc.name} links outside: {target}"


def test_rules_and_api_cover_what_a_table_needs():
    rules = (ROOT / "docs" / "rules.md").read_text().lower()
    for word in ("howell", "abbott", "express", "deal", "starter", "string", "sideline", "marker", "prophet",
                 "expel", "scor", "undo", "withdraw", "stays shown"):
        assert word in rules, word
    api = (ROOT / "docs" / "API.md").read_text()
    for action in ("seat", "options", "kick", "start", "seal_rule", "starter", "attempt", "no_play", "withdraw",
                   "judge", "confirm", "overrule", "declare_prophet", "guess", "buy_hint", "undo", "next_deal",
                   "end_game"):
        assert re.search(rf"^\| `{action}` \| .+ \| .+ \| .+ \|$", api, re.M), action


def test_the_license_matches_pyproject():
    license_text = (ROOT / "LICENSE").read_text()
    declared = PYPROJECT["project"]["license"]
    assert (declared.get("text") if isinstance(declared, dict) else declared) == "MIT"
    assert license_text.startswith("MIT License") and "Permission is hereby granted, free of charge" in license_text


def pins() -> dict:
    found = {}
    for line in (ROOT / "constraints.txt").read_text().splitlines():
        line = line.split("#")[0].strip()
        if line:
            name, _, version = line.partition("==")
            assert version, f"not a pin: {line}"
            found[name.lower().replace("_", "-")] = Version(version)
    return found


def test_the_tested_versions_fit_the_supported_ranges():
    pinned = pins()
    project = PYPROJECT["project"]
    requirements = project["dependencies"] + project["optional-dependencies"]["test"]
    for text in requirements:
        requirement = Requirement(text)
        name = requirement.name.lower().replace("_", "-")
        assert name in pinned, f"{name} has no tested version in constraints.txt"
        assert requirement.specifier.contains(pinned[name], prereleases=True), (text, pinned[name])


def test_the_lower_bounds_exclude_what_is_known_broken():
    by_name = {Requirement(t).name.lower(): Requirement(t) for t in PYPROJECT["project"]["dependencies"]}
    assert not by_name["gunicorn"].specifier.contains("25.0.3")  # no control_socket_disable before 25.1
    assert by_name["gunicorn"].specifier.contains("25.1.0")
    assert not by_name["qrcode"].specifier.contains("7.4")  # yanked
    assert by_name["peewee"].specifier.contains("4.5.3") and by_name["peewee"].specifier.contains("3.17.0")


def test_the_install_commands_use_the_constraints():
    readme = (ROOT / "README.md").read_text()
    assert "pip install -q -c constraints.txt -e ." in readme
    assert "-c constraints.txt" in (ROOT / "tests" / "run.sh").read_text()
    assert "bash tests/run.sh" in readme
    assert re.search(r"Python 3\.11 or newer", readme) and "macOS" in readme and "WSL" in readme

"""deploy/compose.scale.yaml: PostgreSQL, Redis and N companion replicas behind the proxy of
compose.yaml (deploy/nginx.conf), checked without Docker (the same YAML subset as compose.yaml)."""
from __future__ import annotations

import re

from tests.deploy.test_deploy_files import DEPLOY, PYPROJECT, load_compose, mini_yaml

SCALE = mini_yaml((DEPLOY / "compose.scale.yaml").read_text())


def test_the_scale_file_adds_postgresql_and_redis_to_the_base_services():
    base = load_compose()["services"]
    services = SCALE["services"]
    assert set(services) == {"companion", "postgres", "redis"}
    assert set(services) - set(base) == {"postgres", "redis"}  # the rest are overrides of compose.yaml's
    assert set(SCALE["volumes"]) == {"postgres-data"}


def test_the_companion_runs_as_replicas_on_postgresql_and_redis():
    companion = SCALE["services"]["companion"]
    env = companion["environment"]
    assert re.fullmatch(r"postgresql://eleusis:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432/eleusis",
                        env["COMPANION_DB"])
    assert env["COMPANION_HUB"] == "redis://redis:6379/0"
    assert str(env["COMPANION_WORKERS"]) == "1"
    assert re.fullmatch(r"\$\{COMPANION_REPLICAS:-\d+\}", str(companion["deploy"]["replicas"]))
    for needed in ("postgres", "redis"):
        assert companion["depends_on"][needed]["condition"] == "service_healthy"
    assert "ports" not in companion and "container_name" not in companion  # replicas need neither


def test_postgresql_keeps_the_logs_on_a_volume_and_says_when_it_is_ready():
    postgres = SCALE["services"]["postgres"]
    assert postgres["image"].startswith("postgres:")
    assert "postgres-data:/var/lib/postgresql/data" in postgres["volumes"]
    assert postgres["environment"]["POSTGRES_DB"] == "eleusis" and postgres["environment"]["POSTGRES_USER"] == "eleusis"
    assert postgres["environment"]["POSTGRES_PASSWORD"].startswith("${POSTGRES_PASSWORD:?")
    assert postgres["healthcheck"]["test"][0] == "CMD-SHELL" and "pg_isready" in postgres["healthcheck"]["test"][1]
    assert "ports" not in postgres


def test_redis_holds_nothing_durable_and_says_when_it_is_ready():
    redis = SCALE["services"]["redis"]
    assert redis["image"].startswith("redis:")
    assert redis["command"][:3] == ["redis-server", "--save", ""]
    assert "volumes" not in redis
    assert redis["healthcheck"]["test"] == ["CMD", "redis-cli", "ping"]
    assert "ports" not in redis


def test_the_proxy_finds_every_replica_and_passes_websockets():
    """The proxy of compose.yaml, unchanged: the service name looked up again in Docker's DNS (every
    replica, each request to the next), WebSockets upgraded, a socket's long read timeout."""
    text = (DEPLOY / "nginx.conf").read_text()
    assert re.search(r"^\s*resolver 127\.0\.0\.11 valid=\d+s", text, re.M)  # Docker's DNS, looked up again
    assert re.search(r"^\s*set \$companion companion:8000;$", text, re.M)
    assert re.search(r"^\s*proxy_pass http://\$companion;$", text, re.M)  # a variable: resolved at run time
    assert re.search(r"location /ws/ \{(?:(?!location).)*proxy_read_timeout \d{4,}s;", text, re.S)
    assert "http_503" not in text  # a 503 from the app is the phones' answer, not a dead replica


def test_the_image_installs_the_scale_extra():
    extras = PYPROJECT["project"]["optional-dependencies"]["scale"]
    names = {re.split(r"[<>=\[ ]", e)[0] for e in extras}
    assert names == {"psycopg2-binary", "psycogreen", "redis"}
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    assert re.search(r'pip install -c /wheels/constraints\.txt "\$\(ls /wheels/\*\.whl\)\[scale\]"', dockerfile)
    pins = (DEPLOY.parent / "constraints.txt").read_text()
    for name in names:
        assert re.search(rf"^{re.escape(name)}==", pins, re.M | re.I), f"{name} is not pinned in constraints.txt"
    assert "compose.scale.yaml" in (DEPLOY / "compose.yaml").read_text()

"""The files in deploy/ hold together, checked without Docker, systemd or a network.

Each check reads the file as its tool would (a YAML subset for compose.yaml,
Dockerfile instructions, .dockerignore patterns, INI sections for the units)
and ties it to the project: pyproject.toml, the server's settings, the
`companion` console script. Where the real tool is on the machine
(docker compose / docker-compose, nginx, systemd-analyze) the same test runs
it too; without it the structural checks still run (nothing here skips).
"""
from __future__ import annotations

import configparser
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tomllib
from pathlib import Path


ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())
SERVICE_FILES = sorted(DEPLOY.glob("*.service")) + sorted(DEPLOY.glob("*.timer"))


# ------------------------------------------------------------ a YAML subset


def _scalar(text: str):
    text = text.strip()
    if text == "" or text == "~" or text == "null":
        return None
    if text[0] in "\"'":
        quote = text[0]
        assert text.endswith(quote) and len(text) >= 2, f"unterminated string: {text}"
        inner = text[1:-1]
        return inner.replace("''", "'") if quote == "'" else json.loads(text)
    if text in ("true", "false"):
        return text == "true"
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    if text == "{}":
        return {}
    if text == "[]":
        return []
    return text


def _strip_comment(line: str) -> str:
    out, quote = [], None
    for i, ch in enumerate(line):
        if quote:
            if ch == quote:
                quote = None
        elif ch in "\"'":
            quote = ch
        elif ch == "#" and (i == 0 or line[i - 1] in " \t"):
            break
        out.append(ch)
    return "".join(out).rstrip()


def mini_yaml(text: str):
    """Block mappings, block sequences of scalars, plain/quoted scalars: the
    subset deploy/compose.yaml is written in (and a check that it stays so)."""
    lines = []
    for raw in text.splitlines():
        assert "\t" not in raw, f"tab in YAML: {raw!r}"
        line = _strip_comment(raw)
        if line.strip():
            lines.append((len(line) - len(line.lstrip(" ")), line.strip()))

    def block(i: int, indent: int):
        if lines[i][1].startswith("- "):
            items = []
            while i < len(lines) and lines[i][0] == indent and lines[i][1].startswith("- "):
                items.append(_scalar(lines[i][1][2:]))
                i += 1
            return items, i
        mapping = {}
        while i < len(lines) and lines[i][0] == indent:
            content = lines[i][1]
            match = re.fullmatch(r"([A-Za-z0-9_.\-]+):(?:\s+(.*))?", content)
            assert match, f"not a mapping entry: {content!r}"
            key, rest = match.group(1), match.group(2)
            assert key not in mapping, f"duplicate key {key!r}"
            i += 1
            if rest is None or rest == "":
                if i < len(lines) and lines[i][0] > indent:
                    mapping[key], i = block(i, lines[i][0])
                elif i < len(lines) and lines[i][0] == indent and lines[i][1].startswith("- "):
                    mapping[key], i = block(i, indent)  # a sequence at the key's indent
                else:
                    mapping[key] = None
            else:
                mapping[key] = _scalar(rest)
        return mapping, i

    doc, end = block(0, lines[0][0])
    assert end == len(lines), f"unparsed YAML from line {lines[end]!r}"
    return doc


def load_compose() -> dict:
    text = (DEPLOY / "compose.yaml").read_text()
    doc = mini_yaml(text)
    try:
        import yaml  # cross-check with a real parser where one is installed
    except ImportError:
        pass
    else:
        assert yaml.safe_load(text) == doc
    return doc


def test_mini_yaml_reads_what_it_claims():
    doc = mini_yaml('a:\n  b: "x:y"   # c\n  c:\n    - 1\n    - "two"\n  d:\n  - e\nf: {}\n')
    assert doc == {"a": {"b": "x:y", "c": [1, "two"], "d": ["e"]}, "f": {}}


# ------------------------------------------------------------ compose.yaml


def test_compose_puts_the_proxy_in_front_of_the_companion():
    doc = load_compose()
    services = doc["services"]
    assert set(services) == {"companion", "proxy"}
    assert set(doc["volumes"]) >= {"companion-data", "letsencrypt"}

    companion = services["companion"]
    build = companion["build"]
    context = (DEPLOY / build["context"]).resolve()
    assert context == ROOT, "the build context must be the repository root"
    assert (context / build["dockerfile"]).resolve() == DEPLOY / "Dockerfile"
    env = companion["environment"]
    assert env["COMPANION_DB"] == "/data/companion.sqlite3"
    assert env["COMPANION_HOST"] == "0.0.0.0"
    port = str(env["COMPANION_PORT"])
    assert port == "8000"
    assert re.fullmatch(r"https://\$\{COMPANION_DOMAIN(:\?[^}]*)?\}", env["COMPANION_PUBLIC_URL"])
    assert "companion-data:/data" in companion["volumes"], "the SQLite file must live on the named volume"
    assert "ports" not in companion, "only the proxy is published; the companion is reached through it"
    assert port in [str(p) for p in companion["expose"]]
    assert companion["restart"] in ("unless-stopped", "always")

    proxy = services["proxy"]
    assert (DEPLOY / proxy["build"]["context"]).resolve() == DEPLOY
    assert proxy["build"]["dockerfile"] == "Dockerfile.proxy"
    assert proxy["depends_on"]["companion"]["condition"] == "service_healthy"
    published = {p.split(":")[0] for p in proxy["ports"]}
    assert {"80", "443"} <= published
    assert "letsencrypt:/etc/letsencrypt" in proxy["volumes"], "certbot keeps the certificates on a volume"
    assert str(proxy["environment"]["COMPANION_DOMAIN"]).startswith("${COMPANION_DOMAIN")
    connections = int(re.search(r"worker_connections (\d+);", NGINX_CONF).group(1))
    assert int(proxy["ulimits"]["nofile"]) >= connections, "a flood meets the limits, not the descriptors"

    # nginx.conf proxies to this very service and port
    assert re.search(rf"^\s*set \$companion companion:{port};$", NGINX_CONF, re.M)
    assert len(re.findall(r"^\s*proxy_pass http://\$companion;$", NGINX_CONF, re.M)) >= 2


NGINX_CONF = (DEPLOY / "nginx.conf").read_text()


def test_the_proxy_image_is_debians_nginx_and_certbot_with_the_deploy_files():
    instructions = dockerfile_instructions((DEPLOY / "Dockerfile.proxy").read_text())
    assert instructions[0] == ("FROM", "debian:bookworm-slim")
    installs = " ".join(args for name, args in instructions if name == "RUN")
    assert re.search(r"apt-get install .*\bnginx\b.*\bcertbot\b", installs)
    copies = {tuple(args.split()) for name, args in instructions if name == "COPY"}
    assert copies == {("nginx.conf", "/etc/nginx/nginx.conf"), ("proxy-entrypoint.sh", "/usr/local/bin/proxy-entrypoint")}
    assert ("ENTRYPOINT", '["/usr/local/bin/proxy-entrypoint"]') in instructions
    for source, _ in copies:
        assert (DEPLOY / source).exists()
    # its build context is deploy/: only the two files it copies, never .env (a password)
    ignore = (DEPLOY / "Dockerfile.proxy.dockerignore").read_text().split()
    assert ignore[ignore.index("*"):] == ["*", "!nginx.conf", "!proxy-entrypoint.sh"]
    entrypoint = DEPLOY / "proxy-entrypoint.sh"
    assert os.access(entrypoint, os.X_OK)
    assert subprocess.run(["sh", "-n", str(entrypoint)]).returncode == 0
    text = entrypoint.read_text()
    assert "certbot certonly --webroot -w /var/www/acme" in text and "nginx -s reload" in text
    assert "root /var/www/acme;" in NGINX_CONF and "/etc/nginx/tls/fullchain.pem" in NGINX_CONF


def _compose_tool():
    if shutil.which("docker"):
        probe = subprocess.run(["docker", "compose", "version"], capture_output=True, text=True)
        if probe.returncode == 0:
            return ["docker", "compose"], 2
    if shutil.which("docker-compose"):
        return ["docker-compose"], 1
    return None, 0


def test_compose_config_interpolates_and_refuses_a_missing_domain(tmp_path):
    """`docker compose config` (offline; no daemon needed) where installed, else the same rules by hand."""
    text = (DEPLOY / "compose.yaml").read_text()
    tool, major = _compose_tool()
    if tool is None:
        # What compose would do: every ${COMPANION_DOMAIN...} is a required variable.
        refs = re.findall(r"\$\{COMPANION_DOMAIN([^}]*)\}", text)
        assert refs and all(r.startswith(":?") for r in refs), refs
        assert "$$" not in text
        return
    compose_file = DEPLOY / "compose.yaml"
    if major == 1:
        # compose v1 predates the top-level `name:`; check the rest with it.
        compose_file = DEPLOY / f".compose-v1-check-{os.getpid()}.yaml"
        compose_file.write_text("\n".join(l for l in text.splitlines() if not l.startswith("name:")) + "\n")
    try:
        env = {k: v for k, v in os.environ.items() if k != "COMPANION_DOMAIN"}
        missing = subprocess.run([*tool, "-f", str(compose_file), "config"], capture_output=True, text=True,
                                 env=env, cwd=tmp_path)
        assert missing.returncode != 0 and "COMPANION_DOMAIN" in missing.stdout + missing.stderr
        env["COMPANION_DOMAIN"] = "eleusis.example.org"
        done = subprocess.run([*tool, "-f", str(compose_file), "config"], capture_output=True, text=True,
                              env=env, cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        assert "https://eleusis.example.org" in done.stdout
        assert "/data/companion.sqlite3" in done.stdout
    finally:
        if compose_file != DEPLOY / "compose.yaml":
            compose_file.unlink(missing_ok=True)


def test_nginx_conf_is_valid_for_nginx():
    """``nginx -t`` on the file as the tests run it (tests/servers.py: only ports, paths and the
    upstream's address replaced), where nginx is installed (tests/run.sh installs it)."""
    assert NGINX_CONF.count("{") == NGINX_CONF.count("}")
    for directive in ("client_header_timeout", "client_body_timeout", "large_client_header_buffers",
                      "client_max_body_size", "limit_conn_zone", "limit_req_zone", "limit_conn ", "limit_req "):
        assert re.search(rf"^\s*{directive}", NGINX_CONF, re.M), directive
    if not shutil.which("nginx") and not os.path.exists("/usr/sbin/nginx"):
        return
    from tests.servers import ProxyServer

    proxy = ProxyServer(8000)
    try:
        (proxy.root / "tls").mkdir()
        subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                        "-nodes", "-days", "1", "-subj", "/CN=localhost", "-keyout", str(proxy.root / "tls" / "privkey.pem"),
                        "-out", str(proxy.root / "tls" / "fullchain.pem")], check=True, capture_output=True)
        (proxy.root / "nginx.conf").write_text(proxy.config())
        checked = subprocess.run([shutil.which("nginx") or "/usr/sbin/nginx", "-t", "-c", str(proxy.root / "nginx.conf"),
                                  "-p", str(proxy.root), "-e", str(proxy.log)], capture_output=True, text=True)
        assert checked.returncode == 0, checked.stderr
    finally:
        proxy.stop()


# ------------------------------------------------------------ Dockerfile


def dockerfile_instructions(text: str) -> list[tuple[str, str]]:
    """[(INSTRUCTION, arguments)] with continuation lines joined and comments dropped."""
    out, current = [], ""
    for line in text.splitlines():
        stripped = line.strip()
        if not current and (not stripped or stripped.startswith("#")):
            continue
        if current and stripped.startswith("#"):
            continue  # comment lines inside a continuation are removed by the parser
        if stripped.endswith("\\"):
            current += stripped[:-1] + " "
            continue
        current += stripped
        word, _, args = current.partition(" ")
        out.append((word.upper(), args.strip()))
        current = ""
    assert not current, "a continuation runs off the end of the Dockerfile"
    return out


def final_stage(instructions):
    starts = [i for i, (word, _) in enumerate(instructions) if word == "FROM"]
    return instructions[starts[-1]:]


def test_dockerfile_runs_the_companion_as_a_user_with_data_on_a_volume():
    instructions = dockerfile_instructions((DEPLOY / "Dockerfile").read_text())
    stage = final_stage(instructions)
    words = [w for w, _ in stage]
    assert stage[0][1].split()[0] == "python:3.11-slim"
    assert all(args.split()[0].startswith("python:3.11-slim") for w, args in instructions if w == "FROM")

    users = [args for w, args in stage if w == "USER"]
    assert users and users[-1] not in ("root", "0") and not users[-1].startswith("0:")
    assert words.index("USER") < words.index("CMD")

    env_text = " ".join(args for w, args in stage if w == "ENV")
    assert "COMPANION_DB=/data/companion.sqlite3" in env_text
    assert "COMPANION_PORT=8000" in env_text and "COMPANION_HOST=0.0.0.0" in env_text
    volumes = [json.loads(args) if args.startswith("[") else args.split() for w, args in stage if w == "VOLUME"]
    assert ["/data"] in volumes
    assert ("EXPOSE", "8000") in stage

    cmd = json.loads(dict(stage)["CMD"])
    assert cmd == ["companion", "serve"]
    assert "companion" in PYPROJECT["project"]["scripts"]
    installs = [args for w, args in instructions if w == "RUN" and "pip " in args]
    assert any("pip wheel" in a and a.rstrip().endswith(" .") for a in installs), "the project itself is built"
    assert any("pip install" in a for a in installs)
    assert not any(re.search(r"\b(curl|wget)\b", args) for w, args in instructions if w in ("RUN", "HEALTHCHECK"))


def healthcheck_argv() -> list[str]:
    instructions = dockerfile_instructions((DEPLOY / "Dockerfile").read_text())
    (args,) = [args for w, args in final_stage(instructions) if w == "HEALTHCHECK"]
    options, _, command = args.partition("CMD ")
    assert "--interval=" in options and "--timeout=" in options
    argv = json.loads(command)
    assert argv[:2] == ["python", "-c"] and "/healthz" in argv[2] and "urllib" in argv[2]
    return argv


def test_healthcheck_is_valid_python_that_fails_when_nothing_answers():
    argv = healthcheck_argv()
    compile(argv[2], "<HEALTHCHECK>", "exec")
    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    closed = subprocess.run([sys.executable, "-c", argv[2]], env=dict(os.environ, COMPANION_PORT=str(port)),
                            capture_output=True, timeout=30)
    assert closed.returncode != 0


DOCKERIGNORE = DEPLOY / "Dockerfile.dockerignore"


def _pattern_regex(pattern: str) -> re.Pattern:
    out, i = "", 0
    while i < len(pattern):
        if pattern.startswith("**/", i):
            out += "(?:.*/)?"
            i += 3
        elif pattern.startswith("**", i):
            out += ".*"
            i += 2
        elif pattern[i] == "*":
            out += "[^/]*"
            i += 1
        elif pattern[i] == "?":
            out += "[^/]"
            i += 1
        else:
            out += re.escape(pattern[i])
            i += 1
    return re.compile(out + r"\Z")


def docker_context_files(root: Path) -> list[str]:
    """The files `docker build -f deploy/Dockerfile <root>` sends, by .dockerignore rules
    (last match wins; a pattern matching a parent directory matches its files)."""
    rules = []
    for line in DOCKERIGNORE.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        negate = line.startswith("!")
        pattern = os.path.normpath(line.lstrip("!").strip()).lstrip("/")
        rules.append((negate, _pattern_regex(pattern)))
    kept = []
    for path in sorted(root.rglob("*")):
        if not path.is_file() or ".git" in path.relative_to(root).parts[:1]:
            continue
        rel = path.relative_to(root).as_posix()
        parts = rel.split("/")
        prefixes = ["/".join(parts[: n + 1]) for n in range(len(parts))]
        excluded = False
        for negate, regex in rules:
            if any(regex.match(p) for p in prefixes):
                excluded = not negate
        if not excluded:
            kept.append(rel)
    return kept


def test_docker_context_holds_what_the_build_needs_and_nothing_else():
    assert DOCKERIGNORE.exists(), "BuildKit reads <Dockerfile>.dockerignore beside the Dockerfile"
    files = docker_context_files(ROOT)
    assert "pyproject.toml" in files
    readme = PYPROJECT["project"].get("readme")
    if isinstance(readme, str):
        assert readme in files or not (ROOT / readme).exists()
    for source in PYPROJECT["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]:
        assert any(f.startswith(source + "/") for f in files) or not (ROOT / source).exists(), source
    assert any(f.startswith("companion/") and f.endswith(".py") for f in files)
    for f in files:
        top = f.split("/")[0]
        assert top in {"pyproject.toml", "constraints.txt", "README.md", "companion", "templates", "static"} or top.startswith("LICENSE"), f
        assert "__pycache__" not in f and not f.endswith((".pyc", ".sqlite3"))


def test_docker_build_stage_makes_a_complete_wheel(tmp_path):
    """What the build stage does (COPY . . from the filtered context; pip wheel --no-deps .),
    without Docker: the wheel carries the package, the templates and the static files."""
    context = tmp_path / "context"
    for rel in docker_context_files(ROOT):
        target = context / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / rel, target)
    wheels = tmp_path / "wheels"
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--wheel-dir", str(wheels), "."],
                           cwd=context, capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stdout[-2000:] + built.stderr[-2000:]
    (wheel,) = wheels.glob("eleusis_companion-*.whl")
    import zipfile

    names = zipfile.ZipFile(wheel).namelist()
    assert "companion/cli.py" in names
    for source, target in PYPROJECT["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"].items():
        expected = sorted(p.relative_to(ROOT / source).as_posix() for p in (ROOT / source).rglob("*")
                          if p.is_file() and "__pycache__" not in p.parts)
        present = sorted(n[len(target) + 1:] for n in names if n.startswith(target + "/"))
        assert present == expected, f"{source} -> {target}"


# ------------------------------------------------------------ systemd


class _MultiDict(dict):
    """systemd allows a key more than once (Environment=, SystemCallFilter=): keep them all."""

    def __setitem__(self, key, value):
        if key in self and isinstance(value, list) and isinstance(self[key], list):
            self[key].extend(value)
        else:
            super().__setitem__(key, value)


def read_unit(path: Path) -> configparser.RawConfigParser:
    parser = configparser.RawConfigParser(dict_type=_MultiDict, strict=False, delimiters=("=",),
                                          comment_prefixes=("#", ";"), empty_lines_in_values=False)
    parser.optionxform = str  # keys are case-sensitive in systemd
    parser.read_string(path.read_text(), source=str(path))
    return parser


def values(unit: configparser.ConfigParser, section: str, key: str) -> list[str]:
    raw = unit.get(section, key, fallback=None)
    return [] if raw is None else [v.strip() for v in raw.split("\n")]


def test_systemd_unit_has_the_expected_settings():
    unit = read_unit(DEPLOY / "eleusis-companion.service")
    assert unit.sections() == ["Unit", "Service", "Install"]
    service = unit["Service"]
    assert service["ExecStart"].split()[0].endswith("/bin/companion")
    assert service["ExecStart"].split()[1:] == ["serve"]
    assert service["DynamicUser"] == "yes" or service.get("User") not in (None, "root")
    assert service["StateDirectory"] == "eleusis-companion"
    env = dict(v.split("=", 1) for v in values(unit, "Service", "Environment"))
    assert env["COMPANION_DB"] == "/var/lib/eleusis-companion/companion.sqlite3"
    assert env["COMPANION_DB"].startswith("/var/lib/" + service["StateDirectory"] + "/")
    assert service["Restart"] == "on-failure"
    for key, value in {"NoNewPrivileges": "yes", "ProtectSystem": "strict", "ProtectHome": "yes",
                       "PrivateTmp": "yes", "PrivateDevices": "yes", "CapabilityBoundingSet": ""}.items():
        assert service.get(key) == value, key
    assert "AF_INET" in service["RestrictAddressFamilies"]
    assert unit["Install"]["WantedBy"] == "multi-user.target"
    assert "network-online.target" in unit["Unit"]["After"]


def test_backup_unit_and_timer_share_the_service_user_and_state():
    main = read_unit(DEPLOY / "eleusis-companion.service")["Service"]
    backup = read_unit(DEPLOY / "eleusis-companion-backup.service")
    timer = read_unit(DEPLOY / "eleusis-companion-backup.timer")
    b = backup["Service"]
    assert b["Type"] == "oneshot"
    for key in ("DynamicUser", "User", "StateDirectory"):
        assert b[key] == main[key], key
    assert " backup " in b["ExecStart"] and "/bin/companion" in b["ExecStart"]
    env = dict(v.split("=", 1) for v in values(backup, "Service", "Environment"))
    main_env = dict(v.split("=", 1) for v in values(read_unit(DEPLOY / "eleusis-companion.service"), "Service",
                                                      "Environment"))
    assert env["COMPANION_DB"] == main_env["COMPANION_DB"]
    assert timer["Timer"]["OnCalendar"] and timer["Timer"]["Persistent"] in ("yes", "true")
    assert timer["Install"]["WantedBy"] == "timers.target"


def test_systemd_analyze_verify_accepts_the_units(tmp_path):
    """`systemd-analyze verify` where installed (the ExecStart binary swapped for one that exists)."""
    tool = shutil.which("systemd-analyze")
    for path in SERVICE_FILES:
        unit = read_unit(path)  # parses as INI either way
        assert unit.sections()
    if not tool:
        return
    fake = tmp_path / "bin" / "companion"
    fake.parent.mkdir()
    fake.write_text("#!/bin/sh\nexit 0\n")
    fake.chmod(0o755)
    for path in SERVICE_FILES:
        text = path.read_text().replace("/opt/eleusis-companion/bin/companion", str(fake))
        (tmp_path / path.name).write_text(text)
    checked = subprocess.run([tool, "verify", *[str(tmp_path / p.name) for p in SERVICE_FILES]],
                             capture_output=True, text=True, timeout=60)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    problems = [l for l in checked.stderr.splitlines() if "eleusis-companion" in l]
    assert not problems, problems


# ------------------------------------------------------------ behind the proxy: whose address counts


def test_compose_trusts_one_proxy_so_each_phone_has_its_own_rate_limit(tmp_path):
    """The proxy is the one hop in front: the companion must read the phone's address from
    X-Forwarded-For, or one person mistyping codes locks every phone out (429 for all)."""
    env = load_compose()["services"]["companion"]["environment"]
    assert str(env["COMPANION_PROXIES"]) == "1"
    # the per-address limits are the defaults again: no raised shared budget
    assert not any(key.startswith("COMPANION_LIMIT_") for key in env)

    sys.path.insert(0, str(ROOT))
    from companion.config import Config
    from companion.web import create_app

    settings = {k: str(v) for k, v in env.items() if k.startswith("COMPANION_") and "$" not in str(v)}
    config = Config.from_env(settings, db=str(tmp_path / "compose.sqlite3"), limit_unknown=(2, 60))
    assert config.proxies == 1
    client = create_app(config).test_client()
    proxy = {"REMOTE_ADDR": "172.18.0.3"}  # every request arrives from the proxy's container
    mistyper = {"X-Forwarded-For": "203.0.113.7", "X-Forwarded-Proto": "https"}
    for _ in range(2):
        assert client.get("/api/tables/ZZZZZZ", headers=mistyper, environ_base=proxy).status_code == 404
    assert client.get("/api/tables/ZZZZZZ", headers=mistyper, environ_base=proxy).status_code == 429
    other = {"X-Forwarded-For": "198.51.100.20", "X-Forwarded-Proto": "https"}
    assert client.get("/api/tables/ZZZZZZ", headers=other, environ_base=proxy).status_code == 404
    # a phone cannot choose its address: the last hop is the proxy's word (nginx.conf sets it), and only it is trusted
    spoof = {"X-Forwarded-For": "198.51.100.99, 203.0.113.7", "X-Forwarded-Proto": "https"}
    assert client.get("/api/tables/ZZZZZZ", headers=spoof, environ_base=proxy).status_code == 429


def test_deploy_docs_say_the_proxy_is_trusted():
    readme = (DEPLOY / "README.md").read_text()
    operations = (ROOT / "docs" / "operations.md").read_text()
    for text in (readme, operations):
        assert "COMPANION_PROXIES" in text
        assert "Until the server" not in text and "until the\nserver trusts" not in text
        assert not re.search(r"cannot\s+trust", text)
    assert "COMPANION_LIMIT_UNKNOWN=600/60" not in readme


def test_the_proxy_does_not_override_the_companions_security_headers_and_forwards_the_phones_address():
    """The app sets CSP, nosniff, Referrer-Policy and Permissions-Policy itself; an nginx
    ``add_header`` for one of them would add a second value to every answer. The proxy replaces
    whatever X-Forwarded-For a phone sent with the address it sees (never appends to it)."""
    for name in ("Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"):
        assert not re.search(rf"add_header\s+{name}\s", NGINX_CONF, re.I), name
    assert re.search(r"add_header Strict-Transport-Security", NGINX_CONF)
    assert re.search(r"^\s*proxy_set_header X-Forwarded-For \$remote_addr;$", NGINX_CONF, re.M)
    assert "proxy_add_x_forwarded_for" not in NGINX_CONF
    assert re.search(r"^\s*proxy_set_header Upgrade \$http_upgrade;$", NGINX_CONF, re.M)
    assert re.search(r"^\s*proxy_set_header Connection \$connection_upgrade;$", NGINX_CONF, re.M)

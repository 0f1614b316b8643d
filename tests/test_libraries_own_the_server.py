"""The libraries own the server: nothing in ``companion/`` reaches into gunicorn, gevent, simple-websocket,
flask-sock, Werkzeug, Flask or peewee (issue 42).

Read from the source (``ast``), in every module that imports one of them: no private name
(``from gevent import _x``, ``x._y`` on one of their modules or objects, a private module
``gevent._socket``), no monkeypatch (an attribute of one of their modules assigned, Flask's
``view_functions`` replaced), no subclass of their classes but the documented extension points
(peewee's ``Model``, gunicorn's ``BaseApplication``). CPython's own private modules (``_socket``)
are refused too: the libraries' sockets are the only ones the server writes.
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LIBRARIES = {"gunicorn", "gevent", "simple_websocket", "flask_sock", "werkzeug", "flask", "peewee", "playhouse",
             "wsproto", "_socket", "_thread"}  # CPython's private modules under gevent's sockets and threads
EXTENSION_POINTS = {"peewee.Model", "gunicorn.app.base.BaseApplication"}
DOCUMENTED = {"_meta"}  # peewee documents a model's metadata as ``Model._meta`` (its "Model options" section)
NAMESPACES = {"flask.g"}  # Flask's per-request namespace: its attributes are the app's to set


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _library(module: str) -> bool:
    return module.split(".")[0] in LIBRARIES


def _root(node: ast.AST) -> ast.AST:
    while isinstance(node, (ast.Attribute, ast.Subscript, ast.Call)):
        node = node.func if isinstance(node, ast.Call) else node.value
    return node


def reaches_in(source: str, where: str = "") -> list[str]:
    """Every place ``source`` reaches into a library, as ``where:line: what``."""
    tree = ast.parse(source)
    bound: dict[str, str] = {}  # a name in this module -> the library name it is
    found = []

    def note(node, what):
        found.append(f"{where}:{node.lineno}: {what}")

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if _library(alias.name):
                    if any(_private(part) for part in alias.name.split(".")):
                        note(node, f"import {alias.name}")
                    bound[alias.asname or alias.name.split(".")[0]] = alias.name if alias.asname else \
                        alias.name.split(".")[0]
        elif isinstance(node, ast.ImportFrom) and node.module and _library(node.module):
            if any(_private(part) for part in node.module.split(".")):
                note(node, f"from {node.module} import …")
            for alias in node.names:
                if _private(alias.name):
                    note(node, f"from {node.module} import {alias.name}")
                bound[alias.asname or alias.name] = f"{node.module}.{alias.name}"
    if not bound:
        return found
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _private(node.attr) and node.attr not in DOCUMENTED:
            base = _root(node)
            if not (isinstance(base, ast.Name) and base.id in ("self", "cls")):
                note(node, f"private {ast.unparse(node)}")
        elif isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
                base = _root(target)
                if isinstance(target, ast.Attribute) and isinstance(base, ast.Name) and base.id in bound \
                        and bound[base.id] not in NAMESPACES:
                    note(node, f"monkeypatch {ast.unparse(target)}")
                elif isinstance(target, ast.Subscript) and "view_functions" in ast.unparse(target.value):
                    note(node, f"view replaced {ast.unparse(target)}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "setattr" \
                and node.args and isinstance(_root(node.args[0]), ast.Name) and _root(node.args[0]).id in bound \
                and bound[_root(node.args[0]).id] not in NAMESPACES:
            note(node, f"monkeypatch {ast.unparse(node)}")
        elif isinstance(node, ast.ClassDef):
            for base in node.bases:
                root = _root(base)
                if isinstance(root, ast.Name) and root.id in bound:
                    dotted = bound[root.id] + ast.unparse(base)[len(root.id):]
                    if dotted not in EXTENSION_POINTS:
                        note(node, f"class {node.name}({dotted})")
    return found


def test_the_scan_finds_each_way_of_reaching_in():
    source = """
import gevent
import peewee as pw
from gevent import _socket3
from gunicorn.workers import ggevent
from gunicorn.workers.ggevent import GeventWorker
from gunicorn.app.base import BaseApplication
import _socket
import _thread

class Worker(GeventWorker): pass
class Row(pw.Model): pass
class App(BaseApplication): pass
ggevent.StreamServer = object
setattr(gevent, "sleep", None)
db._state.reset()
app.view_functions["static"] = None
ws.connected = True
from flask import g
g.mine = 1
Row._meta.table_name
"""
    found = sorted(line.split(": ", 1)[1] for line in reaches_in(source))
    assert found == sorted([
        "from gevent import _socket3", "import _socket", "import _thread", "class Worker(gunicorn.workers.ggevent.GeventWorker)",
        "monkeypatch ggevent.StreamServer", "monkeypatch setattr(gevent, 'sleep', None)", "private db._state",
        "view replaced app.view_functions['static']"]), found


def test_companion_reaches_into_none_of_its_libraries():
    found = []
    for path in sorted((ROOT / "companion").rglob("*.py")):
        found += reaches_in(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
    assert not found, "\n".join(found)

"""The layers of docs/architecture.md are the code's: no module imports from a layer above its own, none in a circle.

The layers are read from the doc itself ("The layers and their modules": its list of folders and files, highest
first), so the doc and this test say one thing. Every import of every module under companion/ counts, wherever it
is written: at the top, inside a function (a lazy import), under ``if TYPE_CHECKING``.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "companion"
DOC = ROOT / "docs" / "architecture.md"

# Circles known and being undone elsewhere, each the set of modules that import one another round (none today):
KNOWN_CYCLES: set[frozenset[str]] = set()


def documented_layers() -> list[list[str]]:
    """The doc's layers, highest first: each a list of folders ("web/") and top-level files ("cli.py")."""
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("## The layers and their modules"):]
    block = re.search(r"```\n(.*?)```", section, re.S)
    assert block, "docs/architecture.md lists no layers under 'The layers and their modules'"
    layers = []
    for line in block.group(1).splitlines():
        if not line.strip() or line[0].isspace():
            continue  # what the layer above does, on a line of its own
        names = re.split(r"\s{2,}", line.strip())[0]  # the names, then two spaces or more, then what the layer does
        layers.append([name.strip().removeprefix("companion/") for name in names.split(",")])
    return layers


def modules() -> dict[str, str]:
    """Dotted name -> path under companion/ ("companion.web" -> "web/__init__.py")."""
    found = {}
    for path in PACKAGE.rglob("*.py"):
        rel = path.relative_to(PACKAGE).as_posix()
        dotted = ".".join(("companion", *path.relative_to(PACKAGE).with_suffix("").parts))
        found[dotted.removesuffix(".__init__")] = rel
    return found


def imports(rel: str, known: dict[str, str]) -> set[str]:
    """The modules of companion/ that ``rel`` imports (paths under companion/), lazy ones too."""
    dotted = {path: name for name, path in known.items()}[rel]
    package = dotted if rel.endswith("__init__.py") else dotted.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse((PACKAGE / rel).read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join([*package.split(".")[:len(package.split(".")) - node.level + 1], *filter(None, [base])])
            # ``from companion.web import sockets``: the module sockets, else a name of the package
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base for alias in node.names]
        else:
            continue
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]  # ``import companion.web.api`` names its module
            if target and known[target] != rel:
                found.add(known[target])
    return found


def layer_of(rel: str, layers: list[list[str]]) -> int:
    for height, names in enumerate(layers):
        if any(rel == name or (name.endswith("/") and rel.startswith(name)) for name in names):
            return height
    raise AssertionError(f"companion/{rel} is in no layer of docs/architecture.md")


def graph() -> dict[str, set[str]]:
    known = modules()
    return {rel: imports(rel, known) for rel in sorted(known.values())}


def cycles(edges: dict[str, set[str]]) -> set[frozenset]:
    """The sets of two or more modules that import one another round (strongly connected, Tarjan)."""
    index, low, stack, on_stack, found = {}, {}, [], set(), set()

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in edges[node]:
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = set()
            while node not in component:
                member = stack.pop()
                on_stack.discard(member)
                component.add(member)
            if len(component) > 1:
                found.add(frozenset(component))

    for node in edges:
        if node not in index:
            visit(node)
    return found


def test_every_module_is_in_a_layer_the_doc_lists():
    layers = documented_layers()
    assert len(layers) >= 7, layers
    for rel in modules().values():
        layer_of(rel, layers)


def test_no_module_imports_from_a_layer_above_its_own():
    layers = documented_layers()
    upward = [f"{rel} imports {target}" for rel, targets in graph().items() for target in sorted(targets)
              if layer_of(target, layers) < layer_of(rel, layers)]
    assert upward == []


def test_no_modules_import_one_another_in_a_circle():
    found = cycles(graph())
    assert sorted(sorted(c) for c in found - KNOWN_CYCLES) == []
    gone = KNOWN_CYCLES - found
    assert not gone, f"no longer a circle, delete it from KNOWN_CYCLES: {[sorted(c) for c in gone]}"


def test_the_check_finds_an_import_upward_a_lazy_one_and_a_circle():
    """The checks above can fail: an import upward, one inside a function, and a circle are each found."""
    known = modules()
    layers = documented_layers()
    assert "web/pages.py" in imports("web/api.py", known)  # ``from companion.web.pages import join_base``
    assert "operations/pruning.py" in imports("cli.py", known)  # inside a function
    assert layer_of("cli.py", layers) < layer_of("web/api.py", layers) < layer_of("storage/store.py", layers)
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == {frozenset("abc")}

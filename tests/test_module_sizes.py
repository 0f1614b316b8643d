"""Small modules, one concern each: a module of at most 400 lines, a class of at most 300, a function of at most 80,
in the server's Python (companion/) and the phone's JS (static/js/, not the vendored static/vendor/) alike.

Python is measured by its syntax tree (a def or class from its first line to its last, nested ones too). JS by a small
scan: strings, template literals (not their ${…}), regular expressions and comments are blanked out, then every
`function name(…) {`, method `name(…) {`, `const name = (…) => {` and `class Name {` is measured from its line to
the line of its matching `}`. A file someone generates (a table, not code anyone writes) is aside, by name, in GENERATED.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MODULE_LINES, CLASS_LINES, FUNCTION_LINES = 400, 300, 80

# path -> why it is aside (its own docstring says it is generated, and by what)
GENERATED = {
    "companion/rules/lookalikes.py": "the look-alike classes, written by tests/rules/test_lookalikes.py",
}


def python_files():
    return sorted(p for p in (ROOT / "companion").rglob("*.py") if rel(p) not in GENERATED)


def js_files():
    return sorted(p for p in (ROOT / "static" / "js").rglob("*.js") if rel(p) not in GENERATED)


def rel(path):
    return path.relative_to(ROOT).as_posix()


# --- Python -------------------------------------------------------------------------------------------------------

def python_blocks(source):
    """(kind, name, first line, lines) of every class and function of a module, nested ones too."""
    blocks = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ClassDef):
            kind = "class"
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            kind = "function"
        else:
            continue
        blocks.append((kind, node.name, node.lineno, node.end_lineno - node.lineno + 1))
    return blocks


# --- JS -----------------------------------------------------------------------------------------------------------

# after one of these (or at the start) a `/` opens a regular expression; after anything else it divides
_REGEX_AFTER = set("(,=:[!&|?{};+-*%<>~^")
_REGEX_AFTER_WORDS = {"return", "typeof", "case", "do", "else", "in", "of", "void", "delete", "throw", "new", "yield",
                      "await", "instanceof"}


def blank_js(source):
    """The source with the insides of strings, template literals, regular expressions and comments blanked (spaces,
    newlines kept), so that the braces left are the code's. A template's ${…} stays code; its `${` and `}` are blanked."""
    out = list(source)
    n = len(source)
    # what is open, innermost last: a template literal (None) or code with its count of open braces ([n]);
    # a template's ${…} is code pushed above its template, and closes at its own first unmatched `}`
    stack = [[0]]
    last = ""  # the last significant code character (or word) before i, to tell a regex from a division
    i = 0

    def blank(a, b):
        for k in range(a, min(b, n)):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = source[i]
        if stack[-1] is None:  # in a template literal
            if c == "`":
                stack.pop()
                last = "x"
            elif source.startswith("${", i):
                stack.append([0])
                blank(i, i + 2)
                i += 2
                last = "{"
                continue
            step = 2 if c == "\\" else 1
            blank(i, i + step)
            i += step
            continue
        if source.startswith("//", i):
            end = source.find("\n", i)
            end = n if end < 0 else end
        elif source.startswith("/*", i):
            end = source.find("*/", i + 2)
            end = n if end < 0 else end + 2
        elif c in "'\"":
            end = i + 1
            while end < n and source[end] not in (c, "\n"):
                end += 2 if source[end] == "\\" else 1
            end += 1
            last = "x"
        elif c == "/" and (last in _REGEX_AFTER or last in _REGEX_AFTER_WORDS or last == ""):
            end, in_class = i + 1, False
            while end < n and source[end] != "\n" and (in_class or source[end] != "/"):
                if source[end] == "\\":
                    end += 1
                elif source[end] == "[":
                    in_class = True
                elif source[end] == "]":
                    in_class = False
                end += 1
            end += 1
            last = "x"
        elif c == "`":
            stack.append(None)
            blank(i, i + 1)
            i += 1
            continue
        elif c == "}" and stack[-1][0] == 0 and len(stack) > 1:  # the end of a template's ${…}
            stack.pop()
            blank(i, i + 1)
            i += 1
            continue
        else:
            if c == "{":
                stack[-1][0] += 1
            elif c == "}":
                stack[-1][0] -= 1
            if c.isalnum() or c in "_$":
                end = i
                while end < n and (source[end].isalnum() or source[end] in "_$"):
                    end += 1
                last = source[i:end]
                i = end
            else:
                if not c.isspace():
                    last = c
                i += 1
            continue
        blank(i, end)
        i = end
    return "".join(out)


_NAME = r"[A-Za-z_$][\w$]*"
_KEYWORDS = {"if", "for", "while", "switch", "catch", "function", "with", "return", "typeof", "await"}
_FUNCTION = re.compile(rf"\bfunction\b\s*\*?\s*({_NAME})\s*\(")
_METHOD = re.compile(rf"(?:^|[;{{}}\n])\s*(?:(?:async|static|get|set)\s+)*\*?\s*({_NAME})\s*\(")
_ARROW = re.compile(rf"\b(?:const|let|var)\s+({_NAME})\s*=\s*(?:async\s*)?(\(|{_NAME}\s*=>)")
_CLASS = re.compile(rf"\bclass\s+({_NAME})[^{{]*\{{")


def _closing(text, i, open_, close):
    """The index of the bracket that closes the one at i (text blanked)."""
    level = 0
    for k in range(i, len(text)):
        if text[k] == open_:
            level += 1
        elif text[k] == close:
            level -= 1
            if level == 0:
                return k
    raise ValueError(f"unbalanced {open_!r} at {i}")


def _body_after_params(text, paren, arrow):
    """The index of the `{` opening the body whose parameters open at paren, or None if none follows."""
    after = _closing(text, paren, "(", ")") + 1
    tail = re.compile(r"\s*=>\s*\{" if arrow else r"\s*\{").match(text, after)
    return tail.end() - 1 if tail else None


def js_blocks(source):
    """(kind, name, first line, lines) of every named function, method, arrow and class of a JS module."""
    text = blank_js(source)

    def line_of(k):
        return text.count("\n", 0, k) + 1

    found = {}  # the index of a block's `{` -> (kind, name, index of its name)

    for m in _FUNCTION.finditer(text):
        brace = _body_after_params(text, m.end() - 1, arrow=False)
        if brace is not None:
            found[brace] = ("function", m.group(1), m.start(1))
    for m in _METHOD.finditer(text):
        if m.group(1) in _KEYWORDS:
            continue
        brace = _body_after_params(text, m.end() - 1, arrow=False)
        if brace is not None:
            found.setdefault(brace, ("function", m.group(1), m.start(1)))
    for m in _ARROW.finditer(text):
        if m.group(2) == "(":
            brace = _body_after_params(text, m.start(2), arrow=True)
        else:
            tail = re.compile(r"\s*\{").match(text, m.end(2))
            brace = tail.end() - 1 if tail else None
        if brace is not None:
            found.setdefault(brace, ("function", m.group(1), m.start(1)))
    for m in _CLASS.finditer(text):
        found[m.end() - 1] = ("class", m.group(1), m.start(1))

    blocks = []
    for brace, (kind, name, at) in sorted(found.items()):
        first = line_of(at)
        blocks.append((kind, name, first, line_of(_closing(text, brace, "{", "}")) - first + 1))
    return blocks


# --- the rule -----------------------------------------------------------------------------------------------------

def measured(files, blocks_of):
    """{path: (module lines, [(kind, name, line, lines), …])} of each file."""
    sizes = {}
    for path in files:
        source = path.read_text(encoding="utf-8")
        sizes[rel(path)] = (len(source.splitlines()), blocks_of(source))
    return sizes


def offenders(sizes):
    over = []
    for path, (lines, blocks) in sizes.items():
        if lines > MODULE_LINES:
            over.append(f"{path}: module of {lines} lines (at most {MODULE_LINES})")
        for kind, name, line, span in blocks:
            limit = CLASS_LINES if kind == "class" else FUNCTION_LINES
            if span > limit:
                over.append(f"{path}:{line}: {kind} {name} of {span} lines (at most {limit})")
    return over


@pytest.mark.parametrize("language, files, blocks_of", [
    ("python", python_files, python_blocks),
    ("js", js_files, js_blocks),
], ids=["python", "js"])
def test_modules_classes_and_functions_stay_small(language, files, blocks_of):
    sizes = measured(files(), blocks_of)
    assert sum(len(blocks) for _, blocks in sizes.values()) > 100, f"the {language} scan found (almost) nothing"
    over = offenders(sizes)
    assert not over, f"{len(over)} too big ({language}):\n" + "\n".join(over)


def test_the_js_scan_measures_each_body_to_its_own_closing_brace():
    source = "\n".join([
        "// a comment with a { brace",
        "export function outer(a = f(1), { b } = {}) {",
        "  const s = \"}\" + '{' + `x ${ {a: 1}.a } } ${`${'}'}`}`;",
        "  const r = /[}\"']{2}/g, q = a / 2 / 1;",
        "  /* } */",
        "  const inner = async (x) => {",
        "    return { x };",
        "  };",
        "  const one = y => {",
        "    if (y) { return y; }",
        "  };",
        "}",
        "class Thing extends Base {",
        "  method(x) {",
        "    for (const k of x) { }",
        "  }",
        "}",
    ])
    assert js_blocks(source) == [
        ("function", "outer", 2, 11),
        ("function", "inner", 6, 3),
        ("function", "one", 9, 3),
        ("class", "Thing", 13, 5),
        ("function", "method", 14, 3),
    ]


def test_files_set_aside_say_they_are_generated():
    for path in GENERATED:
        docstring = ast.get_docstring(ast.parse((ROOT / path).read_text(encoding="utf-8"))) or ""
        assert "generated" in docstring.lower(), f"{path} is aside as generated, but its docstring does not say so"

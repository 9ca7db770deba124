"""Functions fit on a screen: none in engine/ or ui/ runs over 60 lines, except those named
here with the reason (the complexity limit, 15, is ruff's C901 in pyproject.toml)."""
from __future__ import annotations

import ast
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAX_LINES = 60

EXCEPTIONS = {
}


def long_functions():
    for top in ("engine", "ui"):
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            for name in files:
                if not name.endswith(".py"):
                    continue
                path = os.path.join(folder, name)
                rel = os.path.relpath(path, ROOT).replace(os.sep, "/")
                with open(path, encoding="utf-8") as f:
                    tree = ast.parse(f.read())
                for node in ast.walk(tree):
                    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                        if node.end_lineno - node.lineno + 1 > MAX_LINES:
                            yield rel, f"{rel}:{node.name}"


def test_no_function_over_sixty_lines_but_the_named_exceptions():
    found = {key for rel, key in long_functions()}
    assert sorted(found - set(EXCEPTIONS)) == [], "split these, or name them above with the reason"
    assert sorted(set(EXCEPTIONS) - found) == [], "these are short now: take them off the list"


def listed_complexity_exceptions() -> set:
    """(path, function) of each "#   path:function: reason" line in pyproject.toml."""
    with open(os.path.join(ROOT, "pyproject.toml"), encoding="utf-8") as f:
        return set(re.findall(r"^#   (\S+?):(\w+):", f.read(), re.M))


def test_every_complexity_exception_is_listed_in_the_lint_config():
    """A `noqa: C901` in engine/ or ui/ is named, with its reason, in pyproject.toml."""
    listed = listed_complexity_exceptions()
    marked = set()
    for top in ("engine", "ui"):
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            for name in files:
                if name.endswith(".py"):
                    path = os.path.join(folder, name)
                    rel = os.path.relpath(path, ROOT).replace(os.sep, "/")
                    with open(path, encoding="utf-8") as f:
                        for fn in re.findall(r"def (\w+)\(.*noqa: C901", f.read()):
                            marked.add((rel, fn))
    assert marked == listed


def test_every_complexity_exception_is_still_needed():
    """A function listed as too complex that no longer is comes off the list (and loses its
    `noqa`): ruff, told to ignore the `noqa`s, names exactly the listed ones."""
    listed = listed_complexity_exceptions()
    run = subprocess.run([sys.executable, "-m", "ruff", "check", "--ignore-noqa", "--select", "C901",
                          "--output-format", "concise", "engine", "ui"],
                         cwd=ROOT, capture_output=True, text=True)
    found = set(re.findall(r"^(\S+?):\d+:\d+: C901 `(\w+)`", run.stdout, re.M))
    assert found == listed, run.stdout + run.stderr

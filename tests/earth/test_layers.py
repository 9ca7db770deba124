"""Earth's engine imports in one direction: every module of engine/earth has a layer, and
imports (at the top or inside a function) reach only layers below it, so each module reads
knowing only what is below it. No circle, not even through a function-level import."""
from __future__ import annotations

import ast
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PACKAGE = os.path.join(ROOT, "engine", "earth")

# bottom first: a module may import only the modules listed before it
LAYERS = (
    "state",        # the state dataclass, seats in turn order
    "abilities",    # the card data language: parsed tuples
    "cardtext",     # card texts generated from the language
    "measures",     # what an island holds: filters, counts, lines, sets
    "shares",       # the share printed on some cards
    "data",         # the content, loaded and checked
    "invariants",   # what always holds in a state (tests)
    "journal",      # notes of what the step machine did by itself
    "effects",      # piles, pieces, planting, resolving an ability into steps
    "fauna",        # fauna claims and their points
    "gaia",         # the solo opponent
    "team",         # the team game's board: putting, taking, the leftovers
    "scoring",      # the score sheet
    "turn",         # set-up, the four actions, activation, the end of a turn
    "steps",        # the seat's one-click decisions
    "flow",         # the step machine: runs a turn until a seat must decide
    "text",         # log lines and refusal reasons
    "logtext",      # the log's words for what followed a move
    "view_info",    # facts for the board view
    "ai",           # the bots
    "balance",      # balance figures of finished games
    "feats",        # facts of a finished game for the feats sheet
    "setsup",       # what a move sets up, named for a hint's reason
    "game",         # the protocol glue
    "bench",        # bench commands
    "__init__",
)


def earth_imports(path: str) -> list[tuple[int, str]]:
    """(line, module of engine/earth) for every import in the file, wherever it stands."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level == 1:
                base = f"engine.earth.{base}" if base else "engine.earth"
            elif node.level:
                continue                     # above the package: not Earth's concern here
            names = [f"{base}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        else:
            continue
        for name in names:
            parts = name.split(".")
            if parts[:2] == ["engine", "earth"] and len(parts) > 2:
                out.append((node.lineno, parts[2]))
    return out


def upward(package=PACKAGE, layers=LAYERS) -> list[str]:
    rank = {m: i for i, m in enumerate(layers)}
    bad = []
    for name in sorted(os.listdir(package)):
        if not name.endswith(".py"):
            continue
        me = name[:-3]
        if me not in rank:
            bad.append(f"{me} has no layer: add it to LAYERS")
            continue
        for line, other in earth_imports(os.path.join(package, name)):
            if other in rank and rank[other] >= rank[me]:
                bad.append(f"{me}.py:{line} imports {other}, which is not below it")
    return bad


def test_every_earth_import_goes_down_the_layers():
    assert upward() == []


def test_the_checker_catches_an_upward_import_inside_a_function(tmp_path):
    (tmp_path / "state.py").write_text("def f():\n    from .flow import advance\n")
    (tmp_path / "flow.py").write_text("from . import state\nfrom engine.earth.state import GAIA\n")
    (tmp_path / "orphan.py").write_text("")
    assert upward(str(tmp_path), ("state", "flow")) == [
        "orphan has no layer: add it to LAYERS", "state.py:2 imports flow, which is not below it"]

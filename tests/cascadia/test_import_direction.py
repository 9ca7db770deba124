"""Cascadia's modules import one another in one direction: no module reaches, even through a
function-level import, a module that imports it back (the game asks the AI for its levels,
so the AI must not import the game)."""
from __future__ import annotations

import os

from tests.test_layering import ROOT, imports, module_name

PACKAGE = "engine.cascadia"


def import_graph(folder: str) -> dict[str, set[str]]:
    """{module: the package's modules it imports} for the .py files of `folder`."""
    paths = [os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".py")]
    mods = {module_name(p): p for p in paths}
    graph = {}
    for me, path in mods.items():
        out = set()
        for name in imports(path):      # "pkg.mod.attr" or "pkg.mod": keep the module part
            while name and name not in mods:
                name = name.rpartition(".")[0]
            if name and name != me and name != PACKAGE:
                out.add(name)
        graph[me] = out
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One path per module that can reach itself again, as [module, ..., module]."""
    found = []
    for start in sorted(graph):
        todo, seen = [(start, [start])], set()
        while todo:
            at, path = todo.pop()
            for nxt in sorted(graph[at]):
                if nxt == start:
                    found.append(path + [start])
                    todo = []
                    break
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append((nxt, path + [nxt]))
    return found


def test_cascadia_modules_import_in_one_direction():
    graph = import_graph(os.path.join(ROOT, "engine", "cascadia"))
    assert "engine.cascadia.ai" in graph["engine.cascadia.game"]     # the game asks its AI
    assert cycles(graph) == []


def test_a_function_level_import_back_is_a_cycle(tmp_path):
    """The check sees imports inside functions, and relative ones."""
    pkg = tmp_path / "engine" / "cascadia"
    pkg.mkdir(parents=True)
    (pkg / "game.py").write_text("from .ai import LEVELS\n")
    (pkg / "ai.py").write_text("def f():\n    from .game import FREE\n    return FREE\n")
    (pkg / "hexgrid.py").write_text("X = 1\n")
    import tests.test_layering as layering
    old, layering.ROOT = layering.ROOT, str(tmp_path)
    try:
        got = cycles(import_graph(str(pkg)))
    finally:
        layering.ROOT = old
    assert ["engine.cascadia.ai", "engine.cascadia.game", "engine.cascadia.ai"] in got

"""Habitat's modules import one another in one direction (the guide: no circles, not even
through function-level imports). balance.py and bench.py once imported each other."""
from __future__ import annotations

import os

import tests.test_layering as layering

PACKAGE = "engine.habitat"


def import_graph(folder: str) -> dict:
    """{module: the package's modules it imports, at any level of the file}."""
    mods = {layering.module_name(os.path.join(folder, f)): os.path.join(folder, f)
            for f in os.listdir(folder) if f.endswith(".py")}
    graph = {}
    for me, path in mods.items():
        out = set()
        for name in layering.imports(path):   # "pkg.mod.attr" or "pkg.mod": keep the module
            while name and name not in mods:
                name = name.rpartition(".")[0]
            if name and name not in (me, PACKAGE):
                out.add(name)
        graph[me] = out
    return graph


def cycles(graph: dict) -> list:
    """Each module that can reach itself again, with one such path."""
    found = []
    for start in sorted(graph):
        todo, seen = [[start]], set()
        while todo:
            path = todo.pop()
            for nxt in sorted(graph[path[-1]]):
                if nxt == start:
                    found.append(path + [start])
                    todo = []
                    break
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(path + [nxt])
    return found


def test_habitat_modules_import_in_one_direction():
    graph = import_graph(os.path.join(layering.ROOT, "engine", "habitat"))
    assert "engine.habitat.balance" in graph["engine.habitat.bench"]   # the bench prints the table
    assert cycles(graph) == []


def test_a_function_level_import_back_is_a_cycle(tmp_path):
    pkg = tmp_path / "engine" / "habitat"
    pkg.mkdir(parents=True)
    (pkg / "bench.py").write_text("from .balance import balance\n")
    (pkg / "balance.py").write_text("def f():\n    from .bench import play_game\n    return play_game\n")
    (pkg / "data.py").write_text("X = 1\n")
    old, layering.ROOT = layering.ROOT, str(tmp_path)
    try:
        got = cycles(import_graph(str(pkg)))
    finally:
        layering.ROOT = old
    assert ["engine.habitat.balance", "engine.habitat.bench", "engine.habitat.balance"] in got
    assert not any("engine.habitat.data" in c for c in got)

"""Modules import in one direction (the guide: no circles, not even through function-level
imports), in every package of engine/ and ui/. Cascadia's game once imported its AI that
imported the game back; Habitat's balance.py and bench.py imported each other; the scenes opened
one another (menu -> play -> results -> menu): they now go back to the menu by App.home()."""
from __future__ import annotations

import os

import pytest

import tests.test_layering as layering


def packages() -> list[str]:
    """Every folder of engine/ and ui/ that holds Python modules, relative to the repo."""
    found = []
    for top in ("engine", "ui"):
        for folder, dirs, files in os.walk(os.path.join(layering.ROOT, top)):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            if any(f.endswith(".py") for f in files):
                found.append(os.path.relpath(folder, layering.ROOT))
    return sorted(found)


def import_graph(folder: str) -> dict[str, set[str]]:
    """{module: the modules of the same folder it imports, at any level of the file}."""
    mods = {layering.module_name(os.path.join(folder, f)): os.path.join(folder, f)
            for f in os.listdir(folder) if f.endswith(".py")}
    package = layering.module_name(os.path.join(folder, "__init__.py"))
    graph = {}
    for me, path in mods.items():
        out = set()
        for name in layering.imports(path):   # "pkg.mod.attr" or "pkg.mod": keep the module
            while name and name not in mods:
                name = name.rpartition(".")[0]
            if name and name not in (me, package):
                out.add(name)
        graph[me] = out
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One path per module that can reach itself again, as [module, ..., module]."""
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


@pytest.mark.parametrize("folder", packages())
def test_modules_import_in_one_direction(folder):
    assert cycles(import_graph(os.path.join(layering.ROOT, folder))) == []


def test_the_packages_include_every_game():
    names = packages()
    for game in layering.GAME_PACKAGES:
        assert os.path.join("engine", game) in names
        assert os.path.join("ui", "views", game) in names


def test_a_function_level_import_back_is_a_cycle(tmp_path, monkeypatch):
    """The check sees imports inside functions, and relative ones; a one-way import is no cycle."""
    pkg = tmp_path / "engine" / "cascadia"
    pkg.mkdir(parents=True)
    (pkg / "game.py").write_text("from .ai import LEVELS\nfrom .hexgrid import X\n")
    (pkg / "ai.py").write_text("def f():\n    from .game import FREE\n    return FREE\n")
    (pkg / "hexgrid.py").write_text("X = 1\n")
    monkeypatch.setattr(layering, "ROOT", str(tmp_path))
    got = cycles(import_graph(str(pkg)))
    assert ["engine.cascadia.ai", "engine.cascadia.game", "engine.cascadia.ai"] in got
    assert not any("engine.cascadia.hexgrid" in c for c in got)

"""The layers of ../shared/design/ARCHITECTURE.md, checked on every import in engine/ and ui/:
- engine/ never imports ui or pygame;
- a game package never imports another game; engine.core and engine.ai know no game;
- engine.core imports only engine.core and engine.version: never the list of games (the
  registry), the AI or what sits above it (engine.saved_games replays a save of a named game);
- a board view imports only engine.core, its own game's view_info and ui.*.
Every registered game has the standard files, a rules page and a tests folder."""
from __future__ import annotations

import ast
import os

import pytest

from engine.registry import GAMES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GAME_PACKAGES = sorted(n for n in GAMES if os.path.isdir(os.path.join(ROOT, "engine", n)))


def module_name(path: str) -> str:
    rel = os.path.relpath(path, ROOT)[:-3].replace(os.sep, ".")
    return rel[:-9] if rel.endswith(".__init__") else rel


def imports(path: str) -> set[str]:
    """Absolute names of every module `path` imports (relative imports resolved)."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    me = module_name(path)
    package = me if path.endswith("__init__.py") else me.rsplit(".", 1)[0]
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parent = ".".join(parts[:len(parts) - node.level + 1])
                base = f"{parent}.{base}" if base else parent
            out.update(f"{base}.{a.name}" for a in node.names)
    return out


def python_files(top: str):
    for folder, _, files in os.walk(os.path.join(ROOT, top)):
        for name in files:
            if name.endswith(".py"):
                yield os.path.join(folder, name)


def game_of(name: str) -> str | None:
    """The game an `engine.<game>...` module belongs to, None for core/ai/registry..."""
    parts = name.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == "engine" and parts[1] in GAME_PACKAGES else None


def breaches(path: str) -> list[str]:
    me = module_name(path)
    mine = game_of(me)
    bad = []
    for name in imports(path):
        top = name.split(".")[0]
        other = game_of(name)
        if me.startswith("engine.core") and name.startswith("engine.") \
                and not name.startswith(("engine.core.", "engine.version")):
            bad.append(f"{me} imports {name}: core reaches nothing above it (no registry, AI or game)")
        elif me.startswith("engine."):
            if top in ("ui", "pygame"):
                bad.append(f"{me} imports {name}: the engine never imports the UI or pygame")
            elif other and other != mine:
                bad.append(f"{me} imports {name}: a game never imports another game"
                           if mine else f"{me} imports {name}: core and AI know no game")
        elif me.startswith("ui.views.") and other is not None:
            view_game = me.split(".")[2]
            if not (other == view_game and name.split(".")[2:3] == ["view_info"]):
                bad.append(f"{me} imports {name}: a view reaches its game only through view_info")
        elif me.startswith("ui.") and other is not None:
            bad.append(f"{me} imports {name}: only a game's own view may use its view_info")
    return bad


def all_breaches() -> list[str]:
    out = []
    for top in ("engine", "ui"):
        for path in python_files(top):
            out += breaches(path)
    return sorted(out)


def test_no_import_crosses_a_layer():
    assert all_breaches() == []


def test_the_checker_catches_breaches(tmp_path):
    """The walk itself can fail: a view reaching into its engine and an engine using pygame."""
    global ROOT
    old, ROOT = ROOT, str(tmp_path)
    try:
        view = tmp_path / "ui" / "views" / "kauri"
        view.mkdir(parents=True)
        (view / "model.py").write_text("from engine.kauri import steps\nfrom engine.kauri import view_info\n")
        eng = tmp_path / "engine" / "cascadia"
        eng.mkdir(parents=True)
        (eng / "game.py").write_text("import pygame\nfrom ..kauri import data\n")
        core = tmp_path / "engine" / "core"
        core.mkdir(parents=True)
        (core / "saves.py").write_text("def listing():\n    from ..registry import GAMES\n    return GAMES\n")
        (core / "match.py").write_text("from . import errors\nfrom ..version import APP_VERSION\n"
                                       "from engine.core.game import Game\n")
        (core / "bots.py").write_text("from engine.ai import seats\nfrom .. import kauri\n")
        got = breaches(str(view / "model.py")) + breaches(str(eng / "game.py"))
        core_got = [breaches(str(core / f)) for f in ("saves.py", "match.py", "bots.py")]
    finally:
        ROOT = old
    assert core_got[0] == ["engine.core.saves imports engine.registry.GAMES: core reaches nothing "
                           "above it (no registry, AI or game)"], "a function-level import counts"
    assert core_got[1] == []
    assert len(core_got[2]) == 2
    assert any("engine.kauri.steps" in b for b in got)
    assert not any(b.split()[2] == "engine.kauri.view_info" for b in got)
    assert any("pygame" in b for b in got)
    assert any("engine.kauri.data" in b and "another game" in b for b in got)


STANDARD = ("__init__.py", "data.py", "state.py", "game.py", "scoring.py", "text.py", "ai.py")


@pytest.mark.parametrize("name", GAME_PACKAGES)
def test_every_game_has_the_standard_shape(name):
    have = set(os.listdir(os.path.join(ROOT, "engine", name)))
    assert [f for f in STANDARD if f not in have] == []
    assert os.path.isfile(os.path.join(ROOT, "gamedata", name, "rules.yaml")), "a rules page"
    assert os.path.isdir(os.path.join(ROOT, "tests", name)), "a tests folder"


HOOKS = ("check_invariants", "rollout_action", "summary", "bench_extra", "score_position",
         "export_position", "ai_levels", "evaluate")


def test_optional_hooks_are_declared_on_the_base_class_with_what_they_do():
    from engine.core.game import Game
    for hook in HOOKS:
        assert getattr(Game, hook).__doc__, f"Game.{hook} says what it is for"
    assert not Game().exports_positions and Game().summary(None, 0) == []
    assert GAMES["cascadia"].exports_positions and GAMES["cascadia"].has_positions
    assert not GAMES["kauri"].has_positions

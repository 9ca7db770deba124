"""Board views, one package per game (registered with its rules in engine/registry.py); the
generic view (a list of legal moves) serves a game that has none yet."""
from __future__ import annotations

import importlib
import sys
import types

import pygame

from engine.registry import GAMES


def make_view(game, app):
    target = GAMES.view_target(game.name) if game.name in GAMES else None
    if target is None:
        from .generic import GenericView
        return GenericView(game, app)
    module, cls = target.split(":")
    return getattr(importlib.import_module(module), cls)(game, app)


def emblem(game_name: str, fonts, size: int, lang: str):
    """The game's small picture (new-game screen), `size` pixels square, from its view
    package's `emblem(fonts, size, lang)`; None for a game without a view or without an
    emblem. Never raises: a broken emblem costs the picture, never the screen."""
    try:
        target = GAMES.view_target(game_name) if game_name in GAMES else None
        if target is None:
            return None
        draw = getattr(importlib.import_module(target.split(":")[0]), "emblem", None)
        if isinstance(draw, types.ModuleType):     # the package exports its emblem module
            draw = getattr(draw, "emblem", None)
        picture = draw(fonts, size, lang) if callable(draw) else None
        return picture if isinstance(picture, pygame.Surface) else None
    except Exception as e:  # noqa: BLE001 - any failure drawing a picture must not cost the screen
        _warn(game_name, e)
        return None


_warned: set = set()


def _warn(game_name: str, e: Exception) -> None:
    """Say once per game on stderr why its picture is missing."""
    if game_name not in _warned:
        _warned.add(game_name)
        print(f"terrarium: no picture for {game_name!r}: {type(e).__name__}: {e}", file=sys.stderr)
